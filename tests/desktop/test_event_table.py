"""Issue 29: the table shows events through a table from event kind to handler, filled by
whoever owns the event (the core, a character's mat file, a variant's widget); the
presenter names no character's or variant's event."""

from __future__ import annotations

import ast
import os
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

import engine.rules  # noqa: E402,F401  (the kits and variants declare their event kinds)
from engine.events import _DECLARED, EVENT_KINDS  # noqa: E402
from rdi_desktop import dispatch  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def _presenter() -> Any:
    from engine.game import new_game
    from rdi_desktop.bridge import public_view
    from rdi_desktop.presenter import Presenter
    from rdi_desktop.settings import Settings

    g = new_game({"players": [{"name": "A", "character": "jett"},
                              {"name": "B", "character": "jett"}], "first": 0}, 1)
    return Presenter(public_view(g), {}, [0], Settings())


def test_a_made_up_kits_event_is_shown_by_its_own_handler_and_hold() -> None:
    from rdi_desktop.mats import register_event

    seen: list[dict[str, Any]] = []

    def show(pr: Any, e: dict[str, Any]) -> None:
        seen.append(e)
        pr.add_log(f"{pr.name(e['player'])} juggles", kind="juggled")

    register_event("juggled", show, 0.7)
    try:
        pr = _presenter()
        pr.hold = 0.0
        pr._event({"kind": "juggled", "player": 1})
        assert seen == [{"kind": "juggled", "player": 1}]
        assert pr.log[-1].text == "B juggles"
        assert pr.hold == pytest.approx(0.7)
    finally:
        dispatch.TABLE.pop("juggled", None)


def test_a_handler_may_say_how_long_its_event_holds() -> None:
    dispatch.register_event("quick", lambda pr, e: 0.05, 0.9)
    try:
        pr = _presenter()
        pr.hold = 0.0
        pr._event({"kind": "quick"})
        assert pr.hold == pytest.approx(0.05)
    finally:
        dispatch.TABLE.pop("quick", None)


def test_an_event_kind_shown_by_another_module_is_refused_naming_both() -> None:
    with pytest.raises(dispatch.DuplicateHandler) as got:
        dispatch.register_event("planted", lambda pr, e: None, by="tests.someone_else")
    assert "rdi_desktop.mats.dale" in str(got.value)
    assert "tests.someone_else" in str(got.value)
    assert dispatch.TABLE["planted"].by == "rdi_desktop.mats.dale"


def test_every_kit_event_is_shown_by_that_kits_mat_file() -> None:
    """A kit's declared event kinds are shown by rdi_desktop/mats/<id>.py, a variant's by
    its front-end file rdi_desktop/variants/<id>.py; the core's handlers show only the
    core's kinds."""
    wrong = []
    for kind, by in sorted(_DECLARED.items()):
        got = dispatch.TABLE.get(kind)
        owner, _, name = by.partition(" ")
        folder = "mats" if owner == "kit" else "variants"
        want = f"rdi_desktop.{folder}.{name.strip(chr(39))}"
        if got is None or got.by != want:
            wrong.append(f"{kind}: declared by {by}, shown by {got.by if got else 'nothing'}")
    for kind, shown in dispatch.TABLE.items():
        # (and the Gambling Hall's notes, engine/hall/match.py)
        if shown.by == "rdi_desktop.core_events" and kind not in EVENT_KINDS | {"note"}:
            wrong.append(f"{kind}: shown by the core but not a core event kind")
    assert wrong == []


def test_the_presenter_switches_on_no_event_kind() -> None:
    """The presenter looks a kind up; it compares no event kind it could name (the old
    `_event` was 262 lines of `elif k == ...`), and none of its functions is long."""
    tree = ast.parse((ROOT / "rdi_desktop/presenter.py").read_text())
    kinds = EVENT_KINDS | frozenset(_DECLARED)
    named = sorted({n.value for n in ast.walk(tree)
                    if isinstance(n, ast.Constant) and n.value in kinds})
    assert named == []
    for path in ("rdi_desktop/presenter.py", "rdi_desktop/core_events.py",
                 "rdi_desktop/dispatch.py"):
        for node in ast.walk(ast.parse((ROOT / path).read_text())):
            if isinstance(node, ast.FunctionDef):
                assert (node.end_lineno or 0) - node.lineno < 100, f"{path} {node.name}"


def test_a_tracker_that_fires_shows_itself_and_others_read_generically() -> None:
    pr = _presenter()
    pr._event({"kind": "tracker", "player": 0, "tracker": "hellfire", "old": 5, "new": 0,
               "fires": 1})
    pr._event({"kind": "tracker", "player": 1, "tracker": "made_up_meter", "old": 1,
               "new": 2})
    assert [e.text for e in pr.log[-2:]] == ["A's Hellfire erupts!", "B's Made Up Meter 1 → 2"]
    assert pr.display["players"][1]["state"]["made_up_meter"] == 2
