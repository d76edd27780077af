"""Phrenk's mat: his current Potion face up (hover to read; lit and clickable when he may
play it), its price with a Sell button (lit when a player could buy it: click to offer it),
and the Potion deck's count."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import anim, art
from rdi_desktop.looks import register_look, register_type_icon
from rdi_desktop.mats import Spot, register, register_event
from rdi_desktop.reach import register_action_words
from rdi_desktop.widgets.side_areas import DIM, _head, lit_frame, mini_card, put_label, small

art.TYPE_STYLE.setdefault("potion", ((60, 96, 70), (130, 200, 140), "Potion"))
LIT = (120, 230, 140)


def _price(card: str) -> int:
    try:
        from engine.cards import cards

        return int(cards().get(card).data.get("price", 1))
    except KeyError:
        return 0


def draw(surf: pygame.Surface, r: pygame.Rect, p: dict[str, Any], s: float,
         own: dict[str, list[str]] | None, lit: set[str]) -> list[Spot]:
    st = p.get("state") or {}
    held = [str(c) for c in st.get("potion_held") or []]
    deck = int(st.get("potion_deck_size", 0) or 0)
    area = _head(surf, r, f"Potion \u00b7 deck {deck}", s, (190, 240, 160))
    spots: list[Spot] = []
    if not held:
        t = art.text("(no Potion)", small(s, 10), DIM, "italic")
        put_label(surf, t, (area.x, area.y), small(s, 10))
        return spots
    c = held[0]
    on = c in lit
    x = area.x
    if area.h >= 22:
        cw = max(10, min(round(area.h / 1.4), round(40 * s), area.w // 3))
        got = mini_card(surf, c, pygame.Rect(area.x, area.y, cw, area.h))
        lit_frame(surf, got, on)
        if got.bottom <= r.bottom and got.right <= r.right:
            spots.append((got, c, "potion_held" if on else "zoom"))
        x = got.right + 6
    f = small(s, 10)
    name = art.text(art.card_title(c), f, (230, 240, 210), "bold")
    btn_h = max(f + 4, min(area.h // 2, round(22 * s)))
    top = area.y
    if x + name.get_width() <= r.right and area.h >= name.get_height() + btn_h + 2:
        put_label(surf, name, (x, area.y), f)  # room for the name above the button
        top = area.y + name.get_height() + 2
    btn = pygame.Rect(x, top, min(r.right - x, round(90 * s)), btn_h)
    if btn.w >= 24 and btn.h >= 8 and btn.bottom <= r.bottom:
        pygame.draw.rect(surf, (70, 90, 50) if on else (44, 50, 38), btn, border_radius=4)
        pygame.draw.rect(surf, LIT if on else (110, 120, 90), btn, 1, border_radius=4)
        t = art.text(f"Sell {_price(c)} G", f, (240, 240, 200), "bold")
        put_label(surf, t, t.get_rect(center=btn.center), f)
        spots.append((btn, c, "sell"))
    return spots


def _kept(pr: Any, e: dict[str, Any]) -> None:
    p, c = e.get("player"), str(e.get("card"))
    pr._state(p)["potion_held"] = [c]
    pr._state(p)["potion"] = c
    pr.add_log(f"{pr.name(p)} keeps {art.card_title(c)}", c, "potion_kept")


def _sold(pr: Any, e: dict[str, Any]) -> None:
    buyer, seller, c = e.get("player"), e.get("seller"), str(e.get("card"))
    pr._state(seller)["potion_held"] = []
    pr._state(seller)["potion"] = None
    pr.add_log(f"{pr.name(seller)} sells {art.card_title(c)} to {pr.name(buyer)} for "
               f"{e.get('price')} Gold", c, "potion_sold")
    g = pr.geometry
    if isinstance(buyer, int) and isinstance(seller, int):
        face = art.card_face(c, g.card_w)
        pr.animator.add(anim.Fly(face, ("face", c, g.card_w), g.side_center(seller),
                                 g.mat_center(buyer), 0.5, s0=0.5, s1=0.5))


def _declined(pr: Any, e: dict[str, Any]) -> None:
    pr.add_log(f"{pr.name(e.get('buyer'))} does not buy {art.card_title(str(e.get('card')))}",
               e.get("card"), "potion_declined")


register_action_words("sell", "selling {card}")
register_event("potion_kept", _kept, 0.3)
register_event("potion_sold", _sold, 0.5)
register_event("potion_declined", _declined, 0.2)
register("phrenk", draw, lambda p: "potion_held" in (p.get("state") or {}))

# portrait and mat colours: goblin green, fizz (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("phrenk", ((52, 82, 56), (170, 230, 120)), "goblin-head", "round-potion")
register_type_icon("potion", "round-potion")
