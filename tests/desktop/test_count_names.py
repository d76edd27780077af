"""Every number on a mat names itself (a newcomer could not tell the Drink Me! pile
from the deck): on every character's mat in a seeded game, each generic count drawn
(Gold, deck, discard, Drink Me!, another player's hand) and the kit's own zones have a
hover region whose words name them, and hovering one shows those words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.cards import cards
from engine.kits import kit
from rdi_desktop.count_names import zone_caption, zone_names
from rdi_desktop.scenes.table_open import open_table
from rdi_desktop.widgets import mat_draw
from tests.desktop.ui_driver import make_app

NAMES = {"deck_size": "Deck:", "drink_me_size": "Drink Me! pile:", "hand_size": "Hand:"}


def _players() -> list[str]:
    return sorted(c for c in cards().characters if not kit(c).automaton)


def _groups() -> list[list[str]]:
    chars = _players()
    return [chars[i:i + 5] for i in range(0, len(chars), 5)]


def _table(app: Any, chars: list[str]) -> Any:
    if len(chars) < 2:
        chars = chars + ["dale"]
    setup = {"players": [{"name": f"P{i}", "character": c} for i, c in enumerate(chars)],
             "first": 0}
    scene = open_table(app, setup, ["human"] + ["random"] * (len(chars) - 1), 11)
    scene._make_root()
    for pl in scene.presenter.display["players"]:
        pl["drink_me_size"] = 3
    mat_draw._mat_cache.clear()
    scene.build_ui()
    scene.draw(app.screen)
    return scene


@pytest.mark.parametrize("group", range(len(_groups())))
def test_every_count_on_every_mat_has_a_hover_name(headless: Path, group: int) -> None:
    app = make_app((1280, 720))
    scene = _table(app, _groups()[group])
    names = scene.drawing.count_names()
    players = scene.presenter.display["players"]
    for seat, pl in enumerate(players):
        mine = [n for _r, n, s in names if s == seat]
        want = ["Deck:", "Discard pile:", "Drink Me! pile: 3 Drinks waiting"]
        if seat != scene.presenter.viewer:
            want.append("Hand:")
        if not (pl.get("team")):
            want.append("Gold:")
        for w in want:
            assert any(n.startswith(w) for n in mine), (pl["character"], w, mine)
        zones = zone_names(pl)
        if zones:  # the kit's zones, by the names its declarations give
            joined = [n for n in mine if zones[0] in n]
            assert joined, (pl["character"], zones, mine)
            for z in kit(pl["character"]).zones:
                if any(line.startswith(zone_caption(z) + ":") for line in zones):
                    assert zone_caption(z) in joined[0]


def test_hovering_a_count_shows_its_name(headless: Path) -> None:
    app = make_app((1280, 720))
    scene = _table(app, ["samantha", "dale", "terci"])
    rect, name, _seat = next(x for x in scene.drawing.count_names()
                             if x[1].startswith("Drink Me! pile"))
    scene.input.mouse = rect.center
    scene.draw(app.screen)
    assert scene.drawing.dim_text == name == "Drink Me! pile: 3 Drinks waiting"
    assert scene.drawing.caption_at is not None
    rect, name, _seat = next(x for x in scene.drawing.count_names()
                             if x[1].startswith("Brawl Count"))
    scene.input.mouse = rect.move(rect.w // 2, rect.h - 2).topleft
    scene.draw(app.screen)
    assert "Brawler deck:" in scene.drawing.dim_text


def test_the_rules_screen_has_the_mats_legend() -> None:
    """The Rules screen names every generic count and, in each character's section,
    every zone its kit declares, by the declared name."""
    from rdi_desktop.count_names import GENERIC, zone_legend
    from rdi_desktop.scenes.rules import all_sections, search

    sections = dict(all_sections())
    legend = sections["Your mat: what each number is"]
    for _key, _icon, words in GENERIC:
        assert words in legend
    assert search("Drink Me! pile") and "Your mat: what each number is" in dict(
        search("Drink Me! pile"))
    for cid, c in cards().characters.items():
        body = sections[f"Character: {c.name}"]
        for z in kit(cid).zones:
            if zone_legend(z):
                assert zone_legend(z) in body, (cid, z.key)


def test_a_team_plate_names_its_gold_and_potions(headless: Path) -> None:
    from rdi_desktop.bridge import HUMAN
    from rdi_desktop.table_setup import variant_setup

    app = make_app((1280, 720))
    setup, kinds, seed = variant_setup("two-headed-dragon", 4, 3, human=True)
    scene = open_table(app, setup, [k if k == HUMAN else "random" for k in kinds], seed)
    scene._make_root()
    scene.build_ui()
    scene.draw(app.screen)
    names = [n for _r, n, _s in scene.drawing.count_names()]
    assert sum(n.startswith("Team Gold:") for n in names) == 2, names
    assert sum(n.startswith("Team Potion tokens:") for n in names) == 2, names
