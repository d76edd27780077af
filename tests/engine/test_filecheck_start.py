"""The load check's starting game is built with its decks unshuffled where that gives the
same facts as the real, shuffled start (engine/filecheck/start.py): for every mode,
variant and character, several seeds each, what the check reads of the two is equal, and
a set-up that draws anything else than a shuffle is built with the real generator. A
standard table's start put together from the shares the load warm-up learned at other
tables reads as the built one too, for every player count, character and variant."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine.cards import cards
from engine.filecheck.deep import _words, forms_of
from engine.filecheck.start import (
    Start,
    built,
    compose,
    drew,
    forget_learned,
    table_key,
    unshuffled,
)
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


def facts(start: Start | Any) -> dict[str, Any]:
    """Everything the load check reads of a starting game (engine/filecheck/table.py
    ``_check_against_setup`` and engine/filecheck/deep.py), from a :class:`Start` or the
    game it is read from."""
    s = start if isinstance(start, Start) else built(start, cards())
    base = s.base
    return {"seats": s.seats, "mode": s.mode, "options": s.options, "teams": s.teams,
            "gold": base["gold"], "players": base["players"], "drinks": base["drinks"],
            "roaming": base["roaming"], "variants": base["variants"],
            "states": [_state_shape(state) for state in s.states],
            "forms": [_shape(form) for form in forms_of(s)],
            # any card id is a word the check takes (deep.py _Words): the others count
            "words": _words(s) - cards().cards.keys(),
            "setup": s.setup}


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


def test_a_set_up_that_draws_draws_what_the_real_build_draws() -> None:
    """The Pub Crawl picks its taverns by the seed, after every deck was shuffled: the
    unshuffled build draws them from the seed's generator brought past those shuffles'
    draws, so it picks the real build's taverns for every seed (a generator not brought
    exactly there picks others for most seeds)."""
    setup = dict(make_setup("standard", 3, playable_characters()[:3]),
                 options={"pub_crawl": True})
    for seed in range(40):
        fast = unshuffled(setup, seed, new_game)
        real = new_game(setup, seed).state
        assert fast is not None and drew(fast)
        assert fast.variants["pub_crawl"]["taverns"] == real.variants["pub_crawl"]["taverns"]
        assert facts(fast) == facts(real), seed
    assert not drew(unshuffled(make_setup("standard", 3, playable_characters()[:3]), 3,
                               new_game))


def test_a_draw_after_the_first_serves_the_real_sequence() -> None:
    """After its first draw the generator draws as the real one would: shuffles draw
    their real draws (without moving a card), so later picks are the real build's."""
    import random

    from engine.filecheck.start import Unshuffled
    from engine.shuffling import shuffle

    fast, real = Unshuffled(77), random.Random(77)
    decks = [list(range(n)) for n in (40, 1, 0, 65, 33)]
    for deck in decks[:2]:
        shuffle(fast, list(deck))
        shuffle(real, list(deck))
    assert fast.sample(range(12), 5) == real.sample(range(12), 5)
    for deck in decks[2:]:
        kept = list(deck)
        shuffle(fast, kept)
        assert kept == deck  # nothing moved
        shuffle(real, list(deck))
    assert [fast.randrange(7) for _ in range(20)] == [real.randrange(7) for _ in range(20)]
    assert fast.random() == real.random()


def test_the_unshuffled_start_leaves_the_set_up_as_given() -> None:
    setup = make_setup("standard", 3, playable_characters()[:3])
    fast = unshuffled(setup, 11, new_game)
    assert fast is not None and fast.setup == setup and "first" not in setup
    assert Counter(fast.players[0].deck + fast.players[0].hand) \
        == Counter(new_game(setup, 11).state.players[0].deck
                   + new_game(setup, 11).state.players[0].hand)


@pytest.mark.parametrize("together", [False, True], ids=["built", "put-together"])
def test_a_first_load_compared_with_the_unshuffled_start_still_refuses_damage(
        together: bool) -> None:
    """A save of a set-up built unshuffled, or put together from learned shares: the
    undamaged one loads, and a card gone, a card swapped for another player's or Gold
    made up is refused on a first load."""
    import json

    from engine.filecheck import FileProblem
    from engine.filecheck.start import clear
    from engine.game import Game
    from engine.load_warmup import learn_starts
    from engine.seats import RandomSeat

    setup = make_setup("standard", 4, playable_characters()[:4])
    assert unshuffled(setup, 9, new_game) is not None
    forget_learned()
    if together:
        learn_starts()
    assert (compose(setup, cards()) is not None) == together
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
    forget_learned()


@pytest.fixture()
def learned() -> Any:
    """The shares the app's load warm-up learns (engine/load_warmup.py), then none."""
    from engine.load_warmup import learn_starts

    forget_learned()
    learn_starts()
    yield
    forget_learned()


def _other_tables() -> list[tuple[str, dict[str, Any]]]:
    """Standard tables of every player count and variant set, every playable character
    seated, with other neighbours, seats and names than the warm-up's practice tables
    (which seat them in sorted order, named P1, P2, ...)."""
    chars = playable_characters()[::-1]
    out = []
    for n in range(2, 9):
        for k in range(0, len(chars), n):
            seated = [chars[(k + i) % len(chars)] for i in range(n)]
            for vname, options in VARIANTS.items():
                setup = dict(make_setup("standard", n, seated), options=dict(options))
                out.append((f"{n}-{k}-{vname}", setup))
                if k == 0:  # the first player named, the app's way; names left out
                    out.append((f"{n}-{k}-{vname}-first", dict(setup, first=n - 1)))
                    plain = [{"character": c} for c in seated]
                    out.append((f"{n}-{k}-{vname}-unnamed", dict(setup, players=plain)))
    return out


def test_a_start_put_together_from_learned_shares_reads_as_the_built_one(learned: Any) -> None:
    """Every seat's share learned at another table (other neighbours, seat, names):
    the start put together reads as the real start of that set-up, for every seed. A
    table whose set-up draws is put together only with its own build's table share."""
    db, together, drawing = cards(), 0, 0
    for name, setup in _other_tables():
        got = compose(setup, db)
        fresh = unshuffled(setup, 1, new_game)
        assert fresh is not None
        assert (got is None) == drew(fresh), name  # every table but one that draws
        for seed in SEEDS[:2]:
            real = new_game(setup, seed).state
            if got is None:
                drawn = unshuffled(setup, seed, new_game)
                got_here = compose(setup, db, drawn)
                assert got_here is not None, name
                drawing += 1
            else:
                got_here = got
                assert facts(got) == facts(unshuffled(setup, seed, new_game)), (name, seed)
            assert facts(got_here) == facts(real), (name, seed)
        together += 1
    assert together >= 280 and drawing >= 150


def test_only_a_plain_standard_table_is_put_together(learned: Any) -> None:
    """Another mode, teams, a Boss, a Drink Deck, an option of another value, a damaged
    seat or two players of one name: the build judges it (and refuses what it refuses)."""
    db = cards()
    setup = make_setup("standard", 4, playable_characters()[:4])
    assert compose(setup, db) is not None
    players = setup["players"]
    assert isinstance(players, list)
    others = [dict(setup, mode="boss-battle"), dict(setup, drink_deck="undercity"),
              dict(setup, options={"prize": 1}), dict(setup, first=4),
              dict(setup, first=True), dict(setup, players=players[:1]),
              dict(setup, players=[dict(players[0], team="T0")] + players[1:]),
              dict(setup, players=[dict(players[0], boss=True)] + players[1:]),
              dict(setup, players=[dict(players[0], character="no-such")] + players[1:]),
              dict(setup, players=[dict(players[0], name=players[1]["name"])] + players[1:])]
    for other in others:
        assert compose(other, db) is None, other
    assert table_key(dict(setup, options={"pub_crawl": True})) is not None
    assert compose(dict(setup, options={"pub_crawl": True}), db) is None  # it draws
    for mode in ("two-headed-dragon", "leaders-and-lackeys"):
        assert compose(make_setup(mode, 4, playable_characters()[:4]), db) is None


def test_a_new_card_database_forgets_the_shares(learned: Any,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    import engine.cards as cards_module

    setup = make_setup("standard", 4, playable_characters()[:4])
    monkeypatch.setattr(cards_module, "_DB", cards_module.load_db())
    assert compose(setup, cards()) is None


def test_after_the_warm_up_a_first_load_builds_no_start(learned: Any,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A save of a standard table with variants that draw nothing, loaded for the first
    time after the warm-up: its start is put together, nothing is built."""
    import engine.filecheck.start as start
    from engine.filecheck.start import clear
    from engine.game import Game

    g = new_game(dict(make_setup("standard", 5, playable_characters()[3:8]),
                      options={"prize": True, "sea_events": True}), 21)
    for _ in range(40):
        p = g.pending()
        if p is None:
            break
        g.apply(0)
    text = g.to_json()
    clear()
    built_ = []
    monkeypatch.setattr(start, "unshuffled", lambda *a: built_.append(a))
    assert Game.from_json(text).to_json() == text and built_ == []
