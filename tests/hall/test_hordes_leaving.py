"""Leaving Dragon Hordes (004 "Other Rules": "A player may leave the game at any time,
but that player may not rejoin later. The money they placed on Horde Cards stays.")
and the Hall Expert's use of it (engine.hall.hordes_search)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.hall import new_game
from engine.hall.ai import HallAI
from engine.hall.dragon_hordes import DragonHordes
from engine.hall.expert import hall_ai
from engine.hall.match import HallMatch
from engine.hall.options import legal_answers
from engine.hall.redact import masked
from engine.prompts import IllegalAnswer

OLD_SAVE = Path(__file__).parent / "old_saves" / "dragon_hordes_before_leaving.json"


def hordes(players: tuple[str, ...] = ("A", "B"), seed: int = 3, variants: tuple[str, ...] = (),
           offers: bool = True) -> DragonHordes:
    g = new_game("dragon_hordes", list(players), seed=seed, variants=list(variants),
                 leave_offers=offers)
    assert isinstance(g, DragonHordes)
    return g


def total_money(g: DragonHordes) -> int:
    return sum(g.table.stacks.values()) + sum(g.hordes.values())


def play_until(g: DragonHordes, kind: str, answer: Any = None) -> Any:
    """Normal answers every question until one of ``kind`` (returned, unanswered)."""
    normal = HallAI("normal", 1)
    while (p := g.pending()) is not None:
        if p.kind == kind:
            return p
        g.apply(p.player, answer if p.kind == "stay_or_leave" and answer else
                normal.decide(g, p.player))
    return None


def test_leaving_is_offered_last_at_every_prediction() -> None:
    """Offered after the predictions: a decision recorded before it keeps its number."""
    g = hordes()
    p = play_until(g, "predict")
    answers = legal_answers(g, p)
    assert answers[0] == "pass" and answers[-1] == "leave"
    assert answers[1:-1] == p.options["predictions"]


def test_a_player_who_leaves_keeps_their_money_and_the_hordes_keep_theirs() -> None:
    g = hordes(("A", "B", "C"))
    p = play_until(g, "predict")
    who, money, total = p.player, g.table.stacks[p.player], total_money(g)
    g.apply(who, "leave")
    assert who in g.left_game and g.table.stacks[who] == money
    # the leaver took nothing off the Hordes: every other coin is still with the others
    assert total_money(g) == total
    normal = HallAI("normal", 2)
    while (q := g.pending()) is not None:
        assert q.player != who  # 004: may not rejoin
        g.apply(q.player, "stay" if q.kind == "stay_or_leave" else normal.decide(g, q.player))
    res = g.result()
    assert res is not None and res["final_stacks"][who] == money
    assert sum(res["final_stacks"].values()) + res["carry_over"] == total


def test_a_turn_that_takes_money_asks_stay_or_leave() -> None:
    g = hordes()
    p = play_until(g, "stay_or_leave")
    assert p is not None and p.options["choices"] == ["stay", "leave"]
    assert p.options["taken"] > 0 and p.player == g.turn_player
    took = [e for e in g.events if e.get("kind") in ("predict", "doubles")]
    assert took and took[-1]["player"] == p.player and took[-1]["taken"] == p.options["taken"]
    before = g.to_json()
    with pytest.raises(ValueError):
        g.apply(p.player, "pass")
    assert g.to_json() == before  # refused, nothing changed
    g.apply(p.player, "stay")
    assert p.player not in g.left_game
    nxt = g.pending()
    assert nxt is None or nxt.player != p.player or g.has("double_double")


def test_leaving_after_a_win_locks_the_gain() -> None:
    for seed in range(1, 30):
        g = hordes(seed=seed)
        p = play_until(g, "stay_or_leave")
        if p is not None and g.delta[p.player] > 0:
            break
    else:
        pytest.fail("no seed gave a winning turn")
    who, gain = p.player, g.delta[p.player]
    g.apply(who, "leave")
    assert play_until(g, "never") is None
    res = g.result()
    assert res is not None and res["breakdown"][who]["money_delta"] == gain
    other = next(q for q in g.players if q != who)
    assert res["breakdown"][other]["money_delta"] == -gain  # heads-up: the rest ends with them
    assert res["winners"] == [who]


def test_double_double_stay_rolls_again() -> None:
    """Doubles that take money ask first; staying, the Double Double roller goes again."""
    for seed in range(200):
        g = hordes(seed=seed, variants=("double_double",))
        p = play_until(g, "stay_or_leave")
        if p is not None and g.log and "doubles" in str(g.log[-1]):
            break
    else:
        pytest.fail("no seed gave doubles that take money")
    turns = g.turns_taken
    g.apply(p.player, "stay")
    assert g.turns_taken == turns + 1 and g.turn_player == p.player


def test_without_the_setting_no_stay_question_is_asked() -> None:
    g = hordes(offers=False)
    assert play_until(g, "stay_or_leave") is None
    assert not hasattr(g, "leave_offers")


def test_a_match_passes_the_setting_to_dragon_hordes_only() -> None:
    m = HallMatch({"game": "dragon_hordes", "players": ["A", "B"], "seed": 1,
                   "leave_offers": True})
    assert getattr(m.game, "leave_offers", False)
    other = HallMatch({"game": "threes", "players": ["A", "B"], "seed": 1, "leave_offers": True})
    assert other.game is not None and not hasattr(other.game, "leave_offers")


def test_a_match_saved_before_leaving_loads_and_plays_on() -> None:
    """Its decisions replay as recorded (no stay question) and the game goes on."""
    from engine.filecheck.hall import load_match

    data = json.loads(OLD_SAVE.read_text(encoding="utf-8"))
    assert "leave_offers" not in data["config"]
    m = load_match(data)
    normal = hall_ai("normal", seed=4)
    for _ in range(2000):
        p = m.pending()
        if p is None or m.phase != "play":
            break
        g = m.game
        hp = g.pending()
        assert hp.kind != "stay_or_leave"
        m.apply_hall(hp.player, normal.decide(masked(g, hp.player), hp.player))
    assert m.phase != "play"


def test_a_damaged_setting_is_refused_in_words() -> None:
    from engine.file_reading import FileProblem
    from engine.filecheck.hall import load_match

    data = json.loads(OLD_SAVE.read_text(encoding="utf-8"))
    data["config"]["leave_offers"] = "yes"
    with pytest.raises(FileProblem, match="damaged"):
        load_match(data)


def test_expert_leaves_exactly_when_leaving_wins_for_certain() -> None:
    from engine.hall import hordes_search

    g = hordes(("A", "B", "C"))
    play_until(g, "predict")
    g.delta = {"A": 10, "B": -3, "C": 0}
    g.hordes = {h: 0 for h in g.hordes} | {"Bard": 9}
    assert hordes_search.sure_win(g, "A")  # C could reach 9 at most
    g.hordes["Bard"] = 10
    assert not hordes_search.sure_win(g, "A")  # C could tie
    g.left_game = ["C"]
    assert hordes_search.sure_win(g, "A")  # C takes nothing more


def test_expert_answers_every_dragon_hordes_question_legally() -> None:
    """Heads-up and at three seats, with and without Double Double; every answer is one
    offered (the match refuses any other), and the games end."""
    for players, variants in ((("A", "B"), ()), (("A", "B"), ("double_double",)),
                              (("A", "B", "C"), ())):
        for seed in range(3):
            m = HallMatch({"game": "dragon_hordes", "players": list(players), "seed": seed,
                           "variants": list(variants), "leave_offers": True})
            seats = {p: hall_ai("expert" if i == 0 else "normal", seed=i)
                     for i, p in enumerate(players)}
            while (p := m.pending()) is not None and m.phase == "play":
                g = m.game
                assert g is not None and p is not None
                hp = g.pending()
                try:
                    m.apply_hall(hp.player, seats[hp.player].decide(masked(g, hp.player),
                                                                    hp.player))
                except IllegalAnswer as e:  # pragma: no cover - the failure's message
                    pytest.fail(f"{hp.kind}: {e}")
            assert m.phase != "play"


def test_doubles_on_the_first_roll_ask_too() -> None:
    """The game's first roll comes while the game is set up: the setting is on by then."""
    for seed in range(100):
        g = hordes(seed=seed)
        if any("doubles" in str(e) for e in g.log) and g.turns_taken == 1:
            break
    else:
        pytest.fail("no seed rolled doubles first")
    p = g.pending()
    assert p is not None and p.kind == "stay_or_leave" and p.player == "A"
