"""Issue 29: what the table shows and does for a variant comes from its widget
(rdi_desktop/widgets/variants/): the Pub Crawl's hover line and the pawn's anchor, the
Crawl and Prize questions in the banner, the Prize's "Use" button and the cards a variant
puts in front of a player (held Prizes, kept Drinks; 002 "Prizes", "The Pub Crawl
Variant")."""

from __future__ import annotations

import concurrent.futures
from pathlib import Path

import pygame

from engine.prompts import PASS, Option, Prompt
from rdi_desktop import art
from rdi_desktop.answer_labels import option_label
from rdi_desktop.bridge import PromptRequest
from rdi_desktop.scenes.table_open import table_from_save
from rdi_desktop.variants.pub_crawl import PubCrawlWidget, tavern_detail, tile_rect
from rdi_desktop.widgets.variants import held_cards
from tests.desktop.ui_driver import frames, make_app, table_with_hand, until

SAVE = Path(__file__).parent / "data" / "pub-crawl-at-a-crawl.json"
PRIZE = "straw-of-misdirection"


def test_a_taverns_row_says_the_rest_and_anchors_the_pawn(headless: Path) -> None:
    app = make_app((1280, 720))
    try:
        scene = table_from_save(app, SAVE)
        app.push(scene)
        until(app, lambda: scene.presenter.prompt is not None)
        frames(app, 3)
        assert [type(w) for w in scene.widgets] == [PubCrawlWidget]
        crawl = scene.presenter.display["crawl"]
        taverns = list(crawl["taverns"])
        room = pygame.Rect(scene.widgets[0].room)
        row = tile_rect(room, len(taverns), 2, scene.layout.scale)
        assert scene.presenter.geometry.tavern(taverns[2]) == (row.centerx, row.centery)
        stack = scene.layout.stack
        assert scene.presenter.geometry.tavern("no-such-tavern") == (
            stack.x + scene.layout.pile_card[0], stack.center[1])
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        frames(app, 3)
        assert scene.drawing.hover_card == taverns[2]
        assert scene.drawing.dim_text == tavern_detail(taverns[2], crawl) != ""
        scene.engine.stop()
    finally:
        app.shutdown()


def test_the_variants_questions_and_buttons_are_their_widgets(headless: Path) -> None:
    app = make_app((1280, 720))
    try:
        scene = table_with_hand(app, ["hot-five"])
        until(app, lambda: scene.presenter.prompt is not None)
        seat = scene.presenter.viewer

        def req(reason: str, *options: Option) -> PromptRequest:
            pr = Prompt(seat, "choose", (*options, PASS), {"reason": reason, "to": None})
            return PromptRequest(seat, pr, {}, concurrent.futures.Future())

        crawl = req("crawl", Option(card="the-scurvy-dog-tavern-card"))
        assert "Crawl! Move the party to which tavern?" in scene.drawing.banner.lines(crawl)[1]
        prize = req("prize", Option(card=PRIZE))
        assert "Choose a Prize from the Inn" in scene.drawing.banner.lines(prize)[1]
        use = req("anytime", Option(card=PRIZE, label="prize"))
        assert option_label(use.prompt, 0) == f"Use {art.card_title(PRIZE)}"
        scene.engine.stop()
    finally:
        app.shutdown()


def test_held_prizes_and_kept_drinks_go_in_front_of_the_player() -> None:
    player = {"state": {"prizes": [PRIZE], "kept": ["old-fae-shioned"]}}
    # the Prize's first; a lit held Prize answers "use the Prize", a kept Drink only zooms
    assert held_cards(player) == [(PRIZE, "prize"), ("old-fae-shioned", "zoom")]
    assert held_cards({"state": {}}) == [] and held_cards({}) == []
