"""Mat renderers (rdi_desktop/mats): every registered mat draws only inside the area it is
given, at any height the layout can hand it (a teammate's hand sits right below)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.game import new_game  # noqa: E402
from rdi_desktop.mats import MATS  # noqa: E402


def player_view(character: str) -> dict[str, Any]:
    """The public view of a seat playing ``character`` at the start of a real game, with a
    Pet in the discard pile, supplies and Hellfire part-way (what mats draw)."""
    setup = {"players": [{"name": "A", "character": character},
                         {"name": "B", "character": "jett" if character != "jett" else "dale"}],
             "first": 0}
    g = new_game(setup, 3)
    pl = dict(g.view(0)["players"][0])
    pl["discard"] = ["meet-sir-nibbles"]
    st = dict(pl.get("state") or {})
    if "supplies" in st:
        st["supplies"] = {"bandage": 2, "splint": 0, "salve": 1}
    if "hellfire" in st:
        st["hellfire"] = 3
    pl["state"] = st
    return pl


@pytest.mark.parametrize("h", [22, 40, 90])
@pytest.mark.parametrize("character", sorted(MATS))
def test_mat_draws_inside_its_area(character: str, h: int) -> None:
    pygame.init()
    player = player_view(character)
    draw, _shows = MATS[character]
    for scale in (0.8, 1.25, 1.5):
        surf = pygame.Surface((400, 200))
        surf.fill((0, 0, 0))
        r = pygame.Rect(10, 10, 260, h)
        draw(surf, r, player, scale, None, set())
        outside = [(x, y) for x in range(0, 400, 3) for y in range(0, 200, 3)
                   if not r.collidepoint(x, y)]
        assert all(surf.get_at(p)[:3] == (0, 0, 0) for p in outside), (character, h, scale)


def test_a_character_without_a_mat_file_gets_one_from_its_zones() -> None:
    """A kit with a tracker, a hidden side deck, a public pile and tokens, and no mat
    file: its mat draws each zone by kind, inside its area, with readable captions."""
    from engine import kits
    from rdi_desktop.mats import mat
    from rdi_desktop.widgets import labels as recorder

    zed = kits.Kit("zed-mat", zones=(kits.Zone("grit", "tracker"),
                                     kits.Zone("stash_deck", "pile", kits.HIDDEN),
                                     kits.Zone("loot", "pile"), kits.Zone("coins", "tokens")))
    kits.register(zed)
    try:
        got = mat("zed-mat")
        assert got is not None and got[0] is not MATS.get("jett", (None,))[0]
        player = {"character": "zed-mat", "state": {
            "grit": 2, "stash_deck_size": 5, "loot": ["dark-ale", "meet-sir-nibbles"],
            "coins": {"silver": 3}}}
        assert got[1](player)
        pygame.init()
        surf = pygame.Surface((700, 200))
        surf.fill((0, 0, 0))
        r = pygame.Rect(10, 10, 640, 90)
        recorder.LABELS = []
        try:
            spots = got[0](surf, r, player, 1.0, None, set())
            labels = list(recorder.LABELS)
        finally:
            recorder.LABELS = None
        assert [c for _r, c, _k in spots] == ["dark-ale", "meet-sir-nibbles"]
        assert len(labels) >= 6 and all(size >= 12 for _r, size, _k in labels)
        outside = [(x, y) for x in range(0, 700, 3) for y in range(0, 200, 3)
                   if not r.collidepoint(x, y)]
        assert all(surf.get_at(p)[:3] == (0, 0, 0) for p in outside)
        assert not got[1]({"character": "zed-mat", "state": {}})
        for w, h, scale in ((260, 22, 1.5), (260, 40, 1.25), (300, 90, 0.8), (200, 60, 1.5)):
            surf.fill((0, 0, 0))
            r = pygame.Rect(10, 10, w, h)
            got[0](surf, r, player, scale, None, set())
            outside = [(x, y) for x in range(0, 700, 2) for y in range(0, 200, 2)
                       if not r.collidepoint(x, y)]
            assert all(surf.get_at(p)[:3] == (0, 0, 0) for p in outside), (w, h, scale)
    finally:
        kits.KITS.pop("zed-mat")
        for z in zed.zones:
            kits.ZONES.pop(z.key)


def test_a_declared_tracker_without_a_mat_file_shows_its_range() -> None:
    """Issue 29: a tracker declared with its range (engine/kits.py `tracker`) needs no mat
    code: its generic mat draws a space per value, the current one lit, inside its area."""
    from engine import kits
    from rdi_desktop.mats import mat
    from rdi_desktop.widgets.side_areas import LIT

    kits.register(kits.Kit("zed-track", zones=(kits.tracker("zed_zeal", 0, 4, word="Zeal"),)))
    try:
        got = mat("zed-track")
        assert got is not None
        pygame.init()
        lit_x = []
        for value in (0, 3):
            surf = pygame.Surface((500, 120))
            surf.fill((0, 0, 0))
            r = pygame.Rect(10, 10, 300, 60)
            got[0](surf, r, {"character": "zed-track", "state": {"zed_zeal": value}}, 1.0,
                   None, set())
            lit = [x for x in range(500) for y in range(120) if surf.get_at((x, y))[:3] == LIT]
            assert lit and all(r.left <= x < r.right for x in lit)
            lit_x.append(sum(lit) / len(lit))
        assert lit_x[1] > lit_x[0] + 20  # the lit space moved right, to the fourth
        for w, h, scale in ((120, 22, 1.5), (260, 40, 1.25), (60, 30, 0.8)):
            surf.fill((0, 0, 0))
            r = pygame.Rect(10, 10, w, h)
            got[0](surf, r, {"character": "zed-track", "state": {"zed_zeal": 4}}, scale,
                   None, set())
            outside = [(x, y) for x in range(0, 500, 2) for y in range(0, 120, 2)
                       if not r.collidepoint(x, y)]
            assert all(surf.get_at(p)[:3] == (0, 0, 0) for p in outside), (w, h, scale)
    finally:
        kits.unregister("zed-track")


def test_a_mat_file_palette_is_used_on_every_screen() -> None:
    """The colours a mat file gives its character (Lucky, Samantha) are the ones the
    New Game screen and the cards use, even before any table has been drawn: the
    start-up step registers them (a new process, as the app starts)."""
    import subprocess
    import sys

    code = ("from rdi_desktop.plugins import load_all; load_all(); "
            "from rdi_desktop import art; import sys; "
            "sys.exit(0 if art.palette('samantha') == ((70, 40, 28), (200, 160, 96)) else 1)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
