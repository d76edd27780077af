"""Damaged saves the file fuzzer found loading and then stopping the game (a card
appearing twice, "... has no usable mode here"): each is refused by the load check with
the player's sentence, on a first load of its game and on one that reuses its kept
starting game, while the same save undamaged loads and plays on."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from bench import file_fuzz
from engine.filecheck import FileProblem
from engine.game import Game
from engine.kits import playable_characters
from engine.simulate import make_setup


@cache
def _quick_corpus() -> tuple[str, ...]:
    return tuple(file_fuzz.QUICK["table"]())


def _standard(seed: int, decisions: int) -> dict[str, Any]:
    """A standard table of 3 to 5 seats played part-way by random seats."""
    rng = random.Random(seed)
    n = 3 + seed % 3
    setup = make_setup("standard", n, rng.sample(playable_characters(), n))
    data: dict[str, Any] = json.loads(file_fuzz._played(setup, seed, decisions).to_json())
    return data


def _refused_both_ways(data: dict[str, Any], damage: Callable[[dict[str, Any]], None],
                       part: str, folder: Path) -> None:
    assert file_fuzz.try_file("table", json.dumps(data), folder)[0] == "plays"
    damage(data["snapshot"])
    text = json.dumps(data)
    with pytest.raises(FileProblem) as got:
        Game.from_json(text)
    assert "This saved game is damaged" in str(got.value) and part in str(got.value)
    # the fuzzer's loads alternate a first load and one from the kept starting game
    assert [file_fuzz.try_file("table", text, folder)[0] for _ in range(2)] == \
        ["refused", "refused"]


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RDI_DATA_DIR", str(tmp_path))
    return tmp_path


def test_a_frame_with_its_step_deleted_is_refused(folder: Path) -> None:
    """An Otto game with the Bar Deck, a Drinking Contest revealed as a Drink Event: with
    the Event frame's step gone it read as "not begun" and revealed the Contest again."""
    data = json.loads(_quick_corpus()[31])
    assert data["setup"]["mode"] == "otto" and data["setup"]["options"] == {"bar_deck": True}
    assert data["snapshot"]["stack"][2]["kind"] == "event_resolve"
    _refused_both_ways(data, lambda s: s["stack"][2].pop("stage"), "what was happening",
                       folder)


def test_a_drink_passed_to_another_seat_under_a_card_being_played_is_refused(
        folder: Path) -> None:
    """A card offered for a Drink is being played; with the Drink's drinker changed the
    card has no way of being played left."""
    data = _standard(5, 45)
    assert data["snapshot"]["stack"][-1]["stage"] == "mode"
    assert data["snapshot"]["drinks"]["23"]["drinker"] != 4

    def damage(s: dict[str, Any]) -> None:
        s["drinks"]["23"]["drinker"] = 4
    _refused_both_ways(data, damage, "what was happening", folder)


def test_a_card_choosing_its_mode_under_other_work_is_refused(folder: Path) -> None:
    """A card offered and being played is the top of the stack until its mode is chosen:
    swapped below the Drink it answers, the Drink resolved first and left it no mode."""
    data = _standard(5, 45)
    kinds = [f["kind"] for f in data["snapshot"]["stack"]]
    assert kinds[2:] == ["drink_resolve", "window", "play_card"]

    def damage(s: dict[str, Any]) -> None:
        s["stack"][2], s["stack"][-1] = s["stack"][-1], s["stack"][2]
    _refused_both_ways(data, damage, "what was happening", folder)


def test_a_damaged_window_kind_in_a_frame_is_refused(folder: Path) -> None:
    data = _standard(4, 80)
    assert data["snapshot"]["stack"][3]["win"]["wkind"] == "phase"

    def damage(s: dict[str, Any]) -> None:
        s["stack"][3]["win"]["wkind"] = "phSse"
    _refused_both_ways(data, damage, "what was happening", folder)


def test_a_round_of_gambling_with_started_deleted_is_refused(folder: Path) -> None:
    data = _standard(2, 80)
    assert data["snapshot"]["gambling"]["started"] is True
    _refused_both_ways(data, lambda s: s["gambling"].pop("started"), "Round of Gambling",
                       folder)


def test_a_card_being_played_by_nobody_or_in_no_mode_is_refused(folder: Path) -> None:
    """A card being played names its player (never "nobody", -1, which read as the last
    seat and moved a card out of the wrong hand) and a mode it has (-1: not chosen yet)."""
    data = _standard(2, 80)
    assert data["snapshot"]["stack"][5]["kind"] == "play_card"
    for field, value in (("player", -1), ("mode", -10)):
        case = json.loads(json.dumps(data))
        _refused_both_ways(case, lambda s, f=field, v=value: s["stack"][5].__setitem__(f, v),
                           "what was happening", folder)


def test_a_cards_carried_effect_with_no_operation_is_refused(folder: Path) -> None:
    """A card played with no card behind it carries its effects on the table: each must
    name an operation the engine has."""
    data = _standard(44, 20)
    assert "effects" in data["snapshot"]["items"]["8"]["extra"]
    _refused_both_ways(data, lambda s: s["items"]["8"]["extra"]["effects"][0].pop("op"),
                       "the cards being played", folder)


def test_a_card_being_played_after_it_resolved_is_on_the_table(folder: Path) -> None:
    """A card past its resolution (gaining, then leaving the table) still has its card
    on the table until it leaves: a save naming another is refused."""
    data = _standard(1, 18)
    frame = data["snapshot"]["stack"][2]
    assert frame["kind"] == "play_card" and frame["stage"] == "gain"
    missing = max(map(int, data["snapshot"]["items"])) + 1
    _refused_both_ways(data, lambda s: s["stack"][2].__setitem__("uid", missing),
                       "the cards being played", folder)


def test_a_pile_that_is_no_players_still_loads(folder: Path) -> None:
    """-1 stays a seat field's "nobody" where the field may mean it: Tara arranging the
    Drink Deck (not a player's pile) loads and plays on."""
    data = _standard(7, 13)
    frame = data["snapshot"]["stack"][3]
    assert (frame["kind"], frame["source"]) == ("arrange", -1)
    Game.from_json(json.dumps(data))
    assert file_fuzz.try_file("table", json.dumps(data), folder)[0] == "plays"


def test_every_field_of_every_frame_and_record_is_required() -> None:
    """Any one field left out of a frame or a record is refused (a default read in its
    place is a state the game never saved), but a Drinking Contest's scores, which the
    save leaves out while none are waiting."""
    data = _standard(2, 80)
    snap = data["snapshot"]
    places: list[tuple[str, Any]] = [("stack", f) for f in snap["stack"]]
    places += [("players", p) for p in snap["players"][:1]]
    places += [("items", it) for it in snap["items"].values()]
    places += [("drinks", d) for d in snap["drinks"].values()]
    places += [("gambling", snap["gambling"])]
    assert {k for k, _ in places} == {"stack", "players", "items", "gambling"}
    for _, record in places:
        for key in [k for k in record if k != "kind"]:
            value = record.pop(key)
            with pytest.raises(FileProblem):
                Game.from_json(json.dumps(data))
            record[key] = value
    Game.from_json(json.dumps(data))
