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
