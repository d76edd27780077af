"""The variants at the table: every mode plays to the end through the app,
the side areas are drawn, a Potion is drunk with one click on the team's
plate, the New Game screen builds legal setups, the log reads well."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from rdi_desktop.__main__ import main
from rdi_desktop.app import App
from rdi_desktop.bridge import HUMAN, Batch, PromptRequest, start_game
from rdi_desktop.layout import mat_regions
from rdi_desktop.scenes.table import TableScene
from rdi_desktop.scenes.table_input import TableInput
from rdi_desktop.scenes.table_open import open_table
from rdi_desktop.settings import Settings
from rdi_desktop.table_setup import mode_players, modes, variant_setup
from tests.desktop.ui_driver import click_at, frames, make_app, until

VARIANTS = {"bar_deck": True, "prize": True}


def colours(surface: pygame.Surface, r: pygame.Rect, step: int = 2) -> set[tuple[int, ...]]:
    sub = surface.subsurface(r.clip(surface.get_rect()))
    w, h = sub.get_size()
    return {tuple(sub.get_at((x, y)))[:3] for y in range(0, h, step) for x in range(0, w, step)}


@pytest.mark.parametrize("mode", modes())
def test_autoplay_each_mode(headless: Path, mode: str, image_colours: Callable[[Path], int],
                            capsys: pytest.CaptureFixture[str]) -> None:
    out = headless / f"auto-{mode}.png"
    players = {"standard": 5, "boss-battle": 4}.get(mode, mode_players()[mode][0])
    rc = main(["--autoplay", "--mode", mode, "--variants", "bar_deck,prize", "--seed", "4",
               "--players", str(players), "--screenshot", str(out), "--size", "1280x720"])
    text = capsys.readouterr().out
    assert rc == 0, text
    assert f"mode {mode}" in text and "winners:" in text
    assert out.exists() and image_colours(out) > 200


def test_autoplay_rejects_unknown_mode(headless: Path) -> None:
    assert main(["--autoplay", "--mode", "chess", "--size", "800x600"]) == 2


def _table(app: App, mode: str, n: int, human: bool = False, seed: int = 5) -> TableScene:
    setup, kinds, seed = variant_setup(mode, n, seed, human=human, options=VARIANTS)
    scene = open_table(app, setup, kinds, seed, autoplay=not human)
    app.push(scene)
    return scene


@pytest.mark.parametrize("mode,n,style", [("standard", 4, "standard"),
                                          ("two-headed-dragon", 4, "teams"),
                                          ("boss-battle", 4, "boss"),
                                          ("otto", 2, "automaton")])
def test_side_areas_drawn(headless: Path, mode: str, n: int, style: str) -> None:
    """Each character's side area differs from the plain mat background."""
    from rdi_desktop import art

    app = make_app()
    scene = _table(app, mode, n)
    scene.engine.max_ahead = 2
    frames(app, 4)
    assert scene.style == style
    surf = app.screen
    lay = scene.layout
    pos = scene.positions()
    players = scene.presenter.display["players"]
    checked = 0
    for seat, pl in enumerate(players):
        idx = pos[seat]
        mat = lay.mats[idx]
        reg = mat_regions(mat, lay.scale, team=lay.style == "teams", wide=idx in lay.wide)
        side = pygame.Rect(reg.side) if not pl.get("automaton") else \
            pygame.Rect(reg.counters.x, reg.counters.y, reg.counters.w,
                        reg.side.bottom - reg.counters.y)
        bg = art.mat_background(pl["character"], (mat.w, mat.h)).get_at((mat.w // 2,
                                                                          mat.h // 2))[:3]
        seen = colours(surf, side)
        st = pl.get("state") or {}
        if pl.get("automaton") or any(k in st for k in ("planter", "momentum", "hellfire",
                                                        "supplies", "heat", "brawl_count",
                                                        "piety", "wulfric_discard", "brews",
                                                        "potion_held", "gear_deck_size")) \
                or st.get("shelf"):
            assert len(seen - {bg}) > 12, (pl["name"], pl["character"], len(seen))
            checked += 1
    assert checked >= 2
    if style == "teams":
        assert lay.plates and all(len(colours(surf, pygame.Rect(p))) > 12 for p in lay.plates)
    if style == "boss":
        assert lay.wide == {1} and players[pos.index(1)]["boss"]
    app.screenshot(headless / f"side-{mode}.png")
    scene.engine.stop()
    app.shutdown()


def test_potion_click_reaches_the_engine(headless: Path) -> None:
    """A Two-Headed Dragon game: the human's team plate shows a Potion button
    whenever the team has one (not a prompt at every phase). A click opens the
    effect chooser, which Esc, Cancel or a second click close with the Potion
    kept; choosing an effect drinks it at the next chance the engine offers."""
    app = make_app()
    scene = _table(app, "two-headed-dragon", 4, human=True, seed=9)
    eng = scene.engine
    until(app, lambda: scene.presenter.prompt is not None)
    frames(app, 2)
    spot = next(r for r, _c, tag, _s in scene.drawing.mat_spots if tag == "potion")
    plate = scene.layout.plates[0]
    assert pygame.Rect(plate).contains(spot)  # on the human's team plate
    team = eng.game.state.players[0].team
    before = eng.game.state.teams[team]["potions"]

    def labels() -> list[str]:
        return sorted(b.text for b in scene.tray_buttons)

    click_at(app, spot.center)
    assert scene.tray.choosing == 0
    assert labels() == sorted(["+6 Fortitude", "\u22126 Alcohol", "+3 Gold", "Cancel"])
    assert not scene.buttons  # the prompt's own answers wait behind the chooser
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    frames(app, 2)
    assert scene.tray.choosing is None and not scene.tray_buttons
    click_at(app, spot.center)
    click_at(app, spot.center)  # a second click on the Potion closes the chooser
    assert scene.tray.choosing is None
    click_at(app, spot.center)
    cancel = next(b for b in scene.tray_buttons if b.text == "Cancel")
    click_at(app, cancel.get_abs_rect().center)
    assert scene.tray.choosing is None
    assert eng.game.state.teams[team]["potions"] == before  # nothing was drunk
    click_at(app, spot.center)
    fort = next(b for b in scene.tray_buttons if b.text == "+6 Fortitude")
    click_at(app, fort.get_abs_rect().center)
    end = time.monotonic() + 30
    while eng.game.state.teams[team]["potions"] != before - 1:
        assert time.monotonic() < end, "the Potion was never drunk"
        frames(app)
        req = scene.presenter.prompt
        if req is not None and scene.presenter.privacy_for is None:
            assert req.prompt.reason != "potion"  # the effect was chosen already
            opts = req.prompt.options
            scene.answer(next((i for i, o in enumerate(opts) if o.label in ("pass", "done")),
                              0), confirmed=True)
    drunk = [e for e in eng.game.state.events if e.kind == "potion"]
    assert drunk and drunk[-1].data.get("effect") == "fortitude"
    scene.engine.stop()
    app.shutdown()


@pytest.mark.parametrize("mode", modes())
def test_new_game_modes_build_legal_setups(headless: Path, mode: str) -> None:
    from engine.game import new_game
    from rdi_desktop.scenes.new_game import NewGameScene

    app = make_app((1024, 700))
    scene = app.open_scene("new_game")
    assert isinstance(scene, NewGameScene)
    frames(app)
    scene.set_mode(mode)
    frames(app)
    assert scene.count in mode_players()[mode]
    scene.options["prize"] = True
    setup, kinds, seed = scene.setup()
    assert setup.get("mode", "standard") == mode
    assert setup["options"] == {"prize": True}
    game = new_game(setup, seed)  # the engine accepts the seating
    assert len(game.state.players) == scene.count + (1 if mode == "otto" else 0)
    if mode == "boss-battle":
        assert [p.get("boss", False) for p in setup["players"]].count(True) == 1
    if mode in ("two-headed-dragon", "leaders-and-lackeys", "two-headed-boss-battle"):
        teams = [p["team"] for p in setup["players"]]
        assert all(teams[i] == teams[i ^ 1] for i in range(len(teams)))
    # every seat count the mode offers is legal
    for n in mode_players()[mode]:
        scene.count = n
        s2, _, _ = scene.setup()
        new_game(s2, 1)
    frames(app, 2)
    app.shutdown()


def test_team_snapshots_hide_hands_but_teammates_see_theirs() -> None:
    setup, _, seed = variant_setup("two-headed-dragon", 4, 3, human=True)
    eng = start_game(setup, [HUMAN, "random", "random", "random"], seed=seed)
    assert eng.hand_seats == [0, 1]
    eng.start()
    seen: list[Any] = []
    end = time.monotonic() + 10
    while time.monotonic() < end and not any(isinstance(m, PromptRequest) for m in seen):
        seen += eng.drain()
        time.sleep(0.005)
    try:
        batches = [m for m in seen if isinstance(m, Batch)]
        assert batches
        for b in batches:
            assert all("hand" not in p for p in b.snapshot["players"])
            assert set(b.hands) == {0, 1}
        req = next(m for m in seen if isinstance(m, PromptRequest))
        assert "hand" in req.view["players"][1] and "hand" not in req.view["players"][2]
    finally:
        eng.stop()


def _presenter(players: list[dict[str, Any]]) -> Any:
    from rdi_desktop.presenter import Presenter

    snap = {"players": players, "teams": {}, "mode": "standard"}
    return Presenter(snap, {}, [], Settings(animation_speed=4.0))


def test_log_gather_sentences_and_possessives() -> None:
    p = _presenter([{"name": "Dale", "character": "dale",
                     "state": {"planter": [{"card": "button-mushroom", "value": 2}]}},
                    {"name": "Jess", "character": "jett", "state": {"momentum": 0}}])
    for e in ({"kind": "gathered", "player": 0, "card": "button-mushroom"},
              {"kind": "card_played", "player": 0, "card": "button-mushroom",
               "source": "virtual"},
              {"kind": "tracker", "player": 1, "tracker": "momentum", "old": 0, "new": 2},
              {"kind": "card_negated", "player": 1, "by": 0, "card": "button-mushroom"}):
        p._event(e)
    text = [e.text for e in p.log]
    assert "Dale gathers Button Mushroom" in text
    assert not any("plays Button Mushroom" in t for t in text)
    assert "Jess' Momentum 0 \u2192 2" in text
    assert p.display["players"][0]["state"]["planter"] == []
    assert p.display["players"][1]["state"]["momentum"] == 2
    assert any("negates Jess' " in t for t in text)


def test_quick_setup_names_have_no_apostrophes() -> None:
    from rdi_desktop.table_setup import quick_setup

    setup, _, _ = quick_setup(8, 3, human=False)
    names = [p["name"] for p in setup["players"]]
    assert len(set(names)) == 8 and not any("'" in n for n in names)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_narrow_mats_with_eight_players_keep_labels_inside(headless: Path,
                                                           size: tuple[int, int]) -> None:
    """7-8 players: the track labels pick a wording that fits; every mat part
    (head, track, counters, side area) stays inside its mat."""
    from rdi_desktop.layout import table_layout
    from rdi_desktop.widgets.mat_draw import track_labels

    pygame.init()
    for n in (7, 8):
        lay = table_layout(size, n)
        for m in lay.mats:
            reg = mat_regions(m, lay.scale)
            imgs = [i for i in track_labels(reg.track.w, 20, 12, max(8, round(12 * lay.scale)))
                    if i is not None]
            assert sum(i.get_width() for i in imgs) + 12 <= reg.track.w, (n, m)
            assert reg.side.bottom <= m.bottom and reg.side.h > 0


def test_mat_spots_answer_their_options() -> None:
    from engine.prompts import Option, Prompt

    opts = (Option(label="pass"), Option(card="thief-with-a-twisted-wrist", label="treat"),
            Option(card="straw-of-misdirection", label="prize"), Option(label="potion"),
            Option(card="a-decoy-drink", label="plotted"))
    req = PromptRequest(0, Prompt(0, "respond", opts, {}), {}, None)  # type: ignore[arg-type]
    f = TableInput._spot_option
    assert f(req, "thief-with-a-twisted-wrist", "treat") == 1
    assert f(req, "straw-of-misdirection", "prize") == 2
    assert f(req, None, "potion") == 3
    assert f(req, "a-decoy-drink", "plotted") == 4
    assert f(req, "a-decoy-drink", "treat") is None
    assert f(req, "thief-with-a-twisted-wrist", "zoom") is None


def test_log_names_the_card_a_response_answers_even_deep_in_the_stack() -> None:
    """A response to the first card, played after another response, names the first
    card, not whatever was played last."""
    p = _presenter([{"name": "Terci", "character": "terci", "state": {}},
                    {"name": "Jett", "character": "jett", "state": {"momentum": 0}},
                    {"name": "Dale", "character": "dale", "state": {}}])
    for e in ({"kind": "turn_started", "player": 0, "turn": 1},
              {"kind": "card_played", "player": 0, "card": "let-me-set-that-for-you",
               "target": 1, "about": None, "source": "hand", "uid": 5},
              {"kind": "card_played", "player": 2, "card": "i-dont-think-so",
               "about": 5, "source": "hand", "uid": 6},
              {"kind": "card_played", "player": 1, "card": "dodge-roll",
               "about": 5, "source": "hand", "uid": 7}):
        p._event(e)
    text = [e.text for e in p.log]
    assert "Jett plays Dodge roll in response to Let me set that for you" in text
