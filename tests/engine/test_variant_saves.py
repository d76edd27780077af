"""Issue 29: the Bar Deck's and the Prize's state moved from GameState's own fields into the
variants map, as typed states of their modules. Their save form stayed the one saves had
before (top-level "bar_deck", "prizes_inn", "prize_bin", "pot_prizes"), so a save written by
the engine before the move (kept as a file) loads into the map, is written back byte for
byte, and plays on to the end with every invariant kept."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.game import Game, new_game
from engine.invariants import baseline, violations
from engine.seats import RandomSeat
from tests.engine.checked_games import play_on_together

OLD = Path(__file__).parent / "old_saves"


def _play_to_the_end(game: Game, seed: int) -> None:
    seats = [RandomSeat(seed + i) for i in range(len(game.state.players))]
    base = baseline(game.state)
    for _ in range(4000):
        p = game.pending()
        if p is None:
            break
        game.apply(seats[p.seat].decide({}, p))
        assert violations(game.state, base) == []
    assert game.over


def test_a_bar_deck_and_prize_save_from_before_the_variants_map_loads() -> None:
    text = (OLD / "bar_deck_prize_before_issue29.json").read_text(encoding="utf-8")
    snap = json.loads(text)["snapshot"]
    assert len(snap["bar_deck"]) == 30 and snap["pot_prizes"]  # a Prize is in the pot
    game = Game.from_json(text)
    assert game.state.variants["bar_deck"].reserve == snap["bar_deck"]
    assert game.view(0)["bar_deck_size"] == 30
    assert game.to_json() == text  # written back exactly as it was
    _play_to_the_end(game, 50)


def test_champions_saved_as_flags_before_issue29_still_load() -> None:
    """Issue 29: the Champions a team chose wait in GameState.champions (the teams module's
    typed field), no longer in "champions:KEY" flags. A save of the old form (a waiting
    choice moved back into the flags) loads into the field and plays on as the new save."""
    from engine.simulate import make_setup

    setup = make_setup("two-headed-dragon", 4, ["jett", "dale", "terci", "petra"])
    for seed in range(40):
        game = new_game(setup, seed)
        seats = [RandomSeat(seed * 5 + i) for i in range(4)]
        while (p := game.pending()) is not None and not game.state.champions:
            game.apply(seats[p.seat].decide({}, p))
        if p is not None:
            break
    assert game.state.champions and p is not None
    data = json.loads(game.to_json())
    waiting = data["snapshot"].pop("champions")
    data["snapshot"]["flags"].update({f"champions:{k}": v for k, v in waiting.items()})
    old, new = Game.from_dict(data), Game.from_json(game.to_json())
    assert old.state.champions == new.state.champions == game.state.champions
    assert not any(k.startswith("champions:") for k in old.state.flags)
    play_on_together(old, new, seats, 3000)
    assert old.to_json() == new.to_json()


def test_turn_and_halt_flags_saved_before_issue29_still_load() -> None:
    """Issue 29: "Your turn ends now" and a runner's halt are typed GameState fields
    (end_turn, halt_on, halted), no longer flags. A save of the old form loads them into the
    fields: the halted game stays halted until resumed, and the turn still ends."""
    game = new_game({"players": [{"character": "jett"}, {"character": "dale"}]}, 4)
    p = game.pending()
    assert p is not None and not game.state.end_turn and not game.state.halted
    data = json.loads(game.to_json())
    assert not {"end_turn", "halt_on", "halted"} & set(data["snapshot"])  # unset: not saved
    data["snapshot"]["flags"] = {"end_turn": True, "halt_on": ["turn_end"],
                                 "halted": "phase_end:begin"}
    old = Game.from_dict(data)
    st = old.state
    assert (st.end_turn, st.halt_on, st.halted, st.flags) == (
        True, ["turn_end"], "phase_end:begin", {})
    assert old.pending() is None  # halted
    old.resume()
    again = json.loads(old.to_json())["snapshot"]
    assert again["end_turn"] is True and again["halt_on"] == ["turn_end"]
    assert "halted" not in again
    while old.pending() is not None:  # the turn ends at once, and halts at its end
        old.apply(0)
    assert old.state.halted == "turn_end" and old.state.turn_number == 1
    assert not old.state.end_turn and old.state.flags == {}


def _play_both(old: Game, new: Game, seats: list[RandomSeat]) -> None:
    """Play a game loaded from the old save form and one from the new side by side, with
    the same answers: they must stay identical to the end (or the cap)."""
    play_on_together(old, new, seats, 3000)
    assert old.to_json() == new.to_json()


def test_a_team_turn_ended_as_a_flag_before_issue29_still_loads() -> None:
    """Issue 29: the team players whose turn ended now (003 "Your Turn Ends Now") are the
    typed GameState.turn_ended, no longer the "ended" flag (beside an "ending" flag nothing
    read). A save of the old form loads into the field, drops "ending", and plays on as the
    new save does; the new form is saved only while someone's turn has ended."""
    from engine.simulate import make_setup

    setup = make_setup("two-headed-dragon", 4, ["jett", "dale", "terci", "petra"])
    for seed in range(60):
        game = new_game(setup, seed)
        seats = [RandomSeat(seed * 5 + i) for i in range(4)]
        while (p := game.pending()) is not None and not game.state.turn_ended:
            assert "turn_ended" not in json.loads(game.to_json())["snapshot"]
            game.apply(seats[p.seat].decide({}, p))
        if p is not None:
            break
    assert game.state.turn_ended and p is not None
    data = json.loads(game.to_json())
    ended = data["snapshot"].pop("turn_ended")
    assert ended == game.state.turn_ended
    data["snapshot"]["flags"].update({"ended": ended, "ending": True})
    old, new = Game.from_dict(data), Game.from_json(game.to_json())
    assert old.state.turn_ended == new.state.turn_ended == ended
    assert old.state.flags == new.state.flags == {}
    _play_both(old, new, seats)


def _contest_drinks_save() -> tuple[dict[str, Any], list[RandomSeat]]:
    """A save at the window of a Drinking Contest's Drinks (003 "Drinking Contest")."""
    for seed in range(200):
        game = new_game({"players": [{"character": c} for c in ("jett", "dale", "terci")]},
                        seed)
        seats = [RandomSeat(seed * 3 + i) for i in range(3)]
        for _ in range(1500):
            p = game.pending()
            if p is None:
                break
            if [f.KIND for f in game.state.stack[-3:]] == [
                    "drinking_contest", "drink_resolve", "window"]:  # nothing played yet
                return json.loads(game.to_json()), seats
            game.apply(seats[p.seat].decide({}, p))
    raise AssertionError("no Drinking Contest in 200 games")


def test_drinking_contest_scores_as_a_flag_before_issue29_still_load() -> None:
    """Issue 29: a Drinking Contest round's scores wait in the typed Contest.scores, no
    longer in the "contest_scores" flag. An old save taken once the round's Drinks were
    drunk (its scores in the flag) loads them into the Contest, settles the round by them,
    and plays on as the same save in the new form does."""
    data, seats = _contest_drinks_save()
    snap = data["snapshot"]
    assert "scores" not in snap["contest"]  # none waiting: saved as before
    contenders = snap["contest"]["contenders"]
    at = max(i for i, f in enumerate(snap["stack"]) if f["kind"] == "drink_resolve")
    snap["stack"] = snap["stack"][:at + 1]
    snap["stack"][at]["stage"] = 3  # drunk: the cards go to the discard pile next
    scores = {str(p): (9 if p == contenders[-1] else 1) for p in contenders}
    old_form = json.loads(json.dumps(data))
    old_form["snapshot"]["flags"]["contest_scores"] = scores
    data["snapshot"]["contest"]["scores"] = scores
    old, new = Game.from_dict(old_form), Game.from_dict(data)
    assert old.state.contest is not None and old.state.contest.scores == scores
    assert old.state.flags == {} and old.to_json() == new.to_json()
    old.pending()
    won = [e for e in old.state.events if e.kind == "contest_ended"]
    assert won and won[-1].data["winner"] == contenders[-1]  # settled by the loaded scores
    _play_both(old, new, seats)


_HALF_POT = (Path(__file__).parents[1] / "scenarios" / "rdi4"
             / "38-half-the-pot-winner-gives-the-prize.yaml")
_COINCIDENCE = "what-a-coincidence-i-happen-to-have-the-same-hand"


def _half_pot_answer(game: Game) -> int | None:
    """Scenario 38's script: Bryn starts a Round, the Captain answers the pot's taking with
    "What a coincidence...", Bryn gives her the Prize; every other question is passed."""
    p = game.pending()
    if p is None:
        return None
    if p.kind == "action" and p.seat == 0:
        return p.index_of({"card": "gambling-im-in"})
    if p.kind == "respond" and game.state.pot_taken is not None \
            and any(o.card == _COINCIDENCE for o in p.options):
        return p.index_of({"card": _COINCIDENCE})
    if p.context.get("reason") == "pot_prize":
        return p.index_of({"label": "give"})
    return len(p.options) - 1


def _half_pot_until(stop: Any) -> Game:
    import yaml

    from engine.scenario import build

    game = build(yaml.safe_load(_HALF_POT.read_text(encoding="utf-8")))
    while not stop(game):
        i = _half_pot_answer(game)
        assert i is not None, "the scenario ended before the moment looked for"
        game.apply(i)
    return game


def _finish_both(old: Game, new: Game) -> None:
    for _ in range(60):
        i = _half_pot_answer(old)
        assert i == _half_pot_answer(new)
        if i is None or old.state.phase != "action":
            break
        old.apply(i)
        new.apply(i)
    assert old.to_json() == new.to_json()
    held = old.state.players[1].state.get("prizes")
    assert held == ["speedy-runners-stopwatch"] and old.state.pot_taken is None


def test_a_pot_taken_as_a_flag_before_issue29_still_loads() -> None:
    """Issue 29: the pot just taken is the typed GameState.pot_taken (its stakes under a
    name of no variant), no longer the "pot_taken" flag, whose stakes were the Prize's
    "prizes". An old save in the pot's window loads into the field; the Captain still takes
    half of it and the Prize, as from the new save; the new form is saved only then."""
    game = _half_pot_until(lambda g: g.state.pot_taken is not None)
    data = json.loads(game.to_json())
    taken = data["snapshot"].pop("pot_taken")
    assert taken == {"player": 0, "amount": 2, "stakes": ["speedy-runners-stopwatch"],
                     "shared": False}
    data["snapshot"]["flags"]["pot_taken"] = {"player": 0, "amount": 2,
                                              "prizes": ["speedy-runners-stopwatch"]}
    old, new = Game.from_dict(data), Game.from_json(game.to_json())
    assert old.state.pot_taken == new.state.pot_taken and old.state.flags == {}
    _finish_both(old, new)
    assert "pot_taken" not in json.loads(old.to_json())["snapshot"]


def test_the_captains_prize_question_saved_before_issue29_still_loads() -> None:
    """Issue 29: the winner's question whether the Captain gets the Prize (Whitehawk's
    PotPrize frame) holds the pot's "stakes", saved under the Prize's "prizes" before. A
    save at that question in the old form asks it again and plays on as the new form."""
    game = _half_pot_until(lambda g: (p := g.pending()) is not None
                           and p.context.get("reason") == "pot_prize")
    data = json.loads(game.to_json())
    frame = data["snapshot"]["stack"][-1]
    assert frame["kind"] == "pot_prize" and frame["stakes"] == ["speedy-runners-stopwatch"]
    frame["prizes"] = frame.pop("stakes")
    old, new = Game.from_dict(data), Game.from_json(game.to_json())
    a, b = old.pending(), new.pending()
    assert a is not None and b is not None and a.to_dict() == b.to_dict()
    _finish_both(old, new)


def test_ottos_answered_drinks_keep_their_flag_form_and_load_into_his_state() -> None:
    """Issue 29: the Drinks Otto answered (once each, 003 Otto) are his own typed state
    (`Answered` in the variants map), no longer "otto_answered:UID" flags set by his code;
    saves keep that form (his games' saves, and the seeded fingerprint, are unchanged). A
    save taken while a Drink he answered is still in play loads them into his state, and
    the game plays on exactly as the one never saved."""
    from engine.characters.otto import MODE, Answered
    from engine.simulate import make_setup

    setup = make_setup("otto", 2, ["jett", "dale"])
    for seed in range(80):
        game = new_game(setup, seed)
        seats = [RandomSeat(seed * 7 + i) for i in range(3)]
        while (p := game.pending()) is not None:
            st = game.state.variants.get(MODE)
            if st is not None and any(u in game.state.drinks for u in map(str, st.drinks)):
                break
            game.apply(seats[p.seat].decide({}, p))
        if p is not None:
            break
    assert p is not None, "Otto answered no Drink in 80 games"
    text = game.to_json()
    done = game.state.variants[MODE]
    assert isinstance(done, Answered) and game.state.flags == {}
    saved = json.loads(text)["snapshot"]
    assert saved["flags"] == {f"otto_answered:{u}": True for u in done.drinks}
    assert MODE not in saved.get("variants", {})
    loaded = Game.from_json(text)
    assert loaded.state.variants[MODE] == done and loaded.state.flags == {}
    assert loaded.to_json() == text
    _play_both(loaded, game, seats)
