"""The load check's starting game is built with its decks unshuffled where that gives the
same facts as the real, shuffled start (engine/filecheck/start.py): for every mode,
variant and character, several seeds each, what the check reads of the two is equal, and
a set-up that draws anything else than a shuffle is built with the real generator."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine.cards import cards
from engine.filecheck.deep import _forms, _words
from engine.filecheck.start import baseline, seats_of, unshuffled
from engine.game import new_game
from engine.kits import boss_characters, playable_characters, zone
from engine.simulate import MODE_PLAYERS, make_setup
from engine.soak import VARIANTS

SEEDS = (1, 7, 2026)


def _shape(v: Any) -> Any:
    """``v`` as the check reads it (engine/filecheck/deep.py ``_unlike``): a mapping's
    keys, a list of words as words (which, and in which order, is the shuffle's: the
    words themselves are compared in ``words``), a number or a word as its type."""
    if type(v) is dict:
        return {k: _shape(x) for k, x in v.items()}
    if type(v) is list:
        if v and all(type(x) is str for x in v):
            return "words"
        return [_shape(x) for x in v]
    return None if v is None else type(v).__name__


def _state_shape(state: dict[str, Any]) -> Any:
    """A character's state as the check reads it: a kit's pile of cards (its declared
    zone, which the check holds to known card ids whatever the starting game's holds)
    whether or not the deal put cards in it, the rest by :func:`_shape`."""
    return {k: "pile" if _pile(k) else _shape(v) for k, v in state.items()}


def _pile(key: str) -> bool:
    z = zone(key)
    return z is not None and z.kind == "pile"


def facts(g: Any) -> dict[str, Any]:
    """Everything the load check reads of a starting game (engine/filecheck/table.py
    ``_check_against_setup`` and engine/filecheck/deep.py)."""
    base = baseline(g)
    return {"seats": seats_of(g), "mode": g.mode, "options": g.options, "teams": g.teams,
            "gold": base["gold"], "players": base["players"], "drinks": base["drinks"],
            "roaming": base["roaming"], "variants": base["variants"],
            "states": [_state_shape(p.state) for p in g.players],
            "forms": [_shape(form(g)) for form in _forms()],
            # any card id is a word the check takes (deep.py _Words): the others count
            "words": _words(g) - cards().cards.keys(),
            "setup": g.setup}


def _setups() -> list[tuple[str, dict[str, Any]]]:
    """Every mode with every option set, each playable character seated in turn (every
    Boss-capable one as the Boss)."""
    chars = playable_characters()
    out = []
    for mode, counts in MODE_PLAYERS.items():
        n = max(counts) if mode != "standard" else 4
        for k in range(0, len(chars), n):
            seated = [chars[(k + i) % len(chars)] for i in range(n)]
            for vname, options in VARIANTS.items():
                out.append((f"{mode}-{k}-{vname}",
                            dict(make_setup(mode, n, seated), options=dict(options))))
    for boss in boss_characters():
        for mode in ("boss-battle", "two-headed-boss-battle", "leaders-and-lackeys"):
            setup = make_setup(mode, 4, [boss] * 4)
            out.append((f"{mode}-boss-{boss}", dict(setup)))
    return out


SETUPS = _setups()


@pytest.mark.parametrize(("name", "setup"), SETUPS, ids=[n for n, _ in SETUPS])
def test_the_unshuffled_start_reads_as_the_shuffled_one(name: str, setup: dict) -> None:
    for seed in SEEDS:
        real = new_game(setup, seed).state
        fast = unshuffled(setup, seed, new_game)
        if fast is not None:
            assert facts(fast) == facts(real), (name, seed)
        for chosen in (0, len(setup["players"]) - 1):  # a first player named
            named = dict(setup, first=chosen)
            fast = unshuffled(named, seed, new_game)
            if fast is not None:
                assert facts(fast) == facts(new_game(named, seed).state), (name, seed)


def test_most_set_ups_are_built_unshuffled() -> None:
    """The fast build is the one taken for a table without a drawing variant, every
    character seated: else the check would silently pay the shuffles again."""
    standard = [s for n, s in SETUPS if n.startswith("standard-") and not s["options"]]
    assert standard and all(unshuffled(s, 5, new_game) is not None for s in standard)


def test_a_set_up_that_draws_is_built_with_the_real_generator() -> None:
    """The Pub Crawl picks its taverns by the seed: its start is the real one."""
    setup = dict(make_setup("standard", 3, playable_characters()[:3]),
                 options={"pub_crawl": True})
    assert unshuffled(setup, 3, new_game) is None


def test_the_unshuffled_start_leaves_the_set_up_as_given() -> None:
    setup = make_setup("standard", 3, playable_characters()[:3])
    fast = unshuffled(setup, 11, new_game)
    assert fast is not None and fast.setup == setup and "first" not in setup
    assert Counter(fast.players[0].deck + fast.players[0].hand) \
        == Counter(new_game(setup, 11).state.players[0].deck
                   + new_game(setup, 11).state.players[0].hand)


def test_a_first_load_compared_with_the_unshuffled_start_still_refuses_damage() -> None:
    """A save of a set-up built unshuffled: the undamaged one loads, and a card gone,
    a card swapped for another player's or Gold made up is refused on a first load."""
    import json

    from engine.filecheck import FileProblem
    from engine.filecheck.start import clear
    from engine.game import Game
    from engine.seats import RandomSeat

    setup = make_setup("standard", 4, playable_characters()[:4])
    assert unshuffled(setup, 9, new_game) is not None
    g, seat = new_game(setup, 9), RandomSeat(9)
    for _ in range(60):
        p = g.pending()
        if p is None:
            break
        g.apply(seat.decide({}, p))
    text = g.to_json()
    clear()
    assert Game.from_json(text).to_json() == text
    damages = []
    data = json.loads(text)
    data["snapshot"]["players"][0]["deck"].pop()  # a card gone
    damages.append(data)
    data = json.loads(text)
    players = data["snapshot"]["players"]
    players[0]["deck"][0] = players[1]["deck"][0]  # another character's card
    damages.append(data)
    data = json.loads(text)
    data["snapshot"]["inn"] += 5  # Gold made up
    damages.append(data)
    for data in damages:
        clear()
        with pytest.raises(FileProblem, match="damaged"):
            Game.from_dict(data)
