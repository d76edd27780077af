"""Dale's mat: the Planter Box (a row of Mushrooms with their Harvest Values), and how
the table shows his Mushrooms planted, growing, harvested and gathered."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from rdi_desktop import anim, art
from rdi_desktop.looks import register_look, register_type_icon
from rdi_desktop.mats import register, register_event
from rdi_desktop.widgets.side_areas import (
    GOLD,
    MIN_PX,
    PARCH,
    Spot,
    _head,
    fit,
    put_label,
    small,
)


@lru_cache(maxsize=1024)
def mushroom_values(card_id: str) -> tuple[int, ...]:
    """A Mushroom card's Harvest Values, topmost first (empty for other cards)."""
    from engine.cards import cards

    try:
        return tuple(int(v) for v in (cards().get(card_id).data.get("harvest_values") or ()))
    except Exception:  # noqa: BLE001
        return ()


def draw_planter(surf: pygame.Surface, r: pygame.Rect, st: dict[str, Any], s: float
                 ) -> list[Spot]:
    box = list(st.get("planter", []))
    deck = st.get("mushroom_deck_size")
    cap = "Planter" + (f" \u00b7 deck {deck}" if isinstance(deck, int) else "")
    area = _head(surf, r, cap, s, need=small(s, 9) + 4)
    spots: list[Spot] = []
    gap = max(2, round(3 * s))
    sw = (area.w - 3 * gap) // 4
    for i in range(4):
        slot = pygame.Rect(area.x + i * (sw + gap), area.y, sw, area.h)
        if i >= len(box):
            pygame.draw.rect(surf, (40, 52, 30), slot, border_radius=4)
            pygame.draw.rect(surf, (80, 96, 60), slot, 1, border_radius=4)
            continue
        m = box[i]
        card = str(m.get("card"))
        vals = mushroom_values(card)
        value = m.get("value")
        ripe = bool(vals) and value == vals[-1]
        pygame.draw.rect(surf, (70, 92, 44) if not ripe else (110, 100, 36), slot,
                         border_radius=4)
        pygame.draw.rect(surf, (170, 200, 120) if not ripe else GOLD, slot, 1, border_radius=4)
        _mushroom(surf, slot, card, vals, value, s)
        spots.append((slot, card, "zoom"))
    return spots


def _mushroom(surf: pygame.Surface, slot: pygame.Rect, card: str, vals: tuple[int, ...],
              value: Any, s: float) -> None:
    """One planted Mushroom: its name and Harvest Values with the Rake Token's one lit;
    in a short slot, the current value in a badge beside the name."""
    f = small(s, 9)
    line = art.text("Ag", f, PARCH).get_height()
    if slot.h < 2 * line + 2:  # one line: badge, then the name
        rad = max(6, min(slot.h // 2 - 1, f))
        c = (slot.x + 2 + rad, slot.centery)
        pygame.draw.circle(surf, (240, 200, 80), c, rad)
        t = art.text(str(value), max(MIN_PX, rad + 2), (30, 20, 8), "bold", shadow=False)
        put_label(surf, t, t.get_rect(center=c), max(MIN_PX, rad + 2))
        room = slot.w - 2 * rad - 8
        if room >= 3 * f:  # else the badge alone (hover the slot for the card)
            name = fit(art.card_title(card), f, room, PARCH, "bold")
            put_label(surf, name, (c[0] + rad + 3, slot.centery - name.get_height() // 2), f)
        return
    name = fit(art.card_title(card), f, slot.w - 4, PARCH, "bold")
    put_label(surf, name, (slot.x + 2, slot.y + 1), f)
    vy = slot.y + name.get_height() + 2
    vh = max(f, min(slot.bottom - vy - 2, round(16 * s)))
    n = max(1, len(vals))
    vw = max(6, min(vh + 2, (slot.w - 4) // n))
    fs = max(MIN_PX, min(round(vh * 0.75), small(s, 11)))
    for j, v in enumerate(vals):
        vr = pygame.Rect(slot.x + 2 + j * vw, vy, vw - 1, vh)
        on = value in vals and j == vals.index(value)
        if on:
            pygame.draw.ellipse(surf, (240, 200, 80), vr)
        t = art.text(str(v), fs, (30, 20, 8) if on else (200, 220, 170), "bold", shadow=not on)
        surf.blit(t, t.get_rect(center=vr.center))


register("dale", lambda surf, r, p, s, own, lit: draw_planter(surf, r, p.get("state") or {}, s),
         lambda p: "planter" in (p.get("state") or {}))


def _planted(pr: Any, e: dict[str, Any]) -> None:
    p, c = e.get("player"), e["card"]
    st = pr._state(p)
    vals = mushroom_values(c)
    st.setdefault("planter", []).append({"card": c, "value": vals[0] if vals else 0})
    if isinstance(st.get("mushroom_deck_size"), int) and st["mushroom_deck_size"] > 0:
        st["mushroom_deck_size"] -= 1
    pr.add_log(f"{pr.name(p)} plants {art.card_title(c)}", c, "planted")
    g = pr.geometry
    face = art.card_face(c, g.card_w)
    pr.animator.add(anim.Fly(face, ("face", c, g.card_w), g.mat_center(p), g.side_center(p),
                             0.4, s0=0.8, s1=0.35))


def _grown(pr: Any, e: dict[str, Any]) -> None:
    p, c = e.get("player"), e["card"]
    for m in pr._state(p).get("planter", []):
        if m.get("card") == c:
            m["value"] = e.get("value", m.get("value"))
            break
    pr.add_log(f"{art.card_title(c)} grows to {e.get('value')}", c, "grown")
    pr.animator.add(anim.Pulse(pr.geometry.side_rect(p), (140, 220, 120), 0.4))


def _picked(pr: Any, e: dict[str, Any]) -> None:
    """Harvested or Gathered: the Mushroom leaves the Planter Box for the discard."""
    k, p, c = e.get("kind"), e.get("player"), e["card"]
    st = pr._state(p)
    box = st.get("planter", [])
    for i, m in enumerate(box):
        if m.get("card") == c:
            del box[i]
            break
    st.setdefault("mushroom_discard", []).append(c)
    if k == "harvested":
        pr.add_log(f"{pr.name(p)} harvests {art.card_title(c)} ({e.get('value')})", c, k)
    else:
        pr.add_log(f"{pr.name(p)} gathers {art.card_title(c)}", c, k)
        pr.announced.setdefault(p, []).append(c)  # its Gather effect's play: logged here
    g = pr.geometry
    face = art.card_face(c, g.card_w)
    pr.animator.add(anim.Fly(face, ("face", c, g.card_w), g.side_center(p), g.stack, 0.45,
                             s0=0.35, s1=1.1, linger=0.2))


def _uprooted(pr: Any, e: dict[str, Any]) -> None:
    """A full Planter Box: the Mushroom chosen to make way goes to the Mushroom discard
    (an old one out of the box, or the one just revealed, `new`, straight off the deck)."""
    p, c = e.get("player"), e["card"]
    st = pr._state(p)
    if e.get("new"):
        if isinstance(st.get("mushroom_deck_size"), int) and st["mushroom_deck_size"] > 0:
            st["mushroom_deck_size"] -= 1
    else:
        box = st.get("planter", [])
        for i, m in enumerate(box):
            if m.get("card") == c:
                del box[i]
                break
    st.setdefault("mushroom_discard", []).append(c)
    pr.add_log(f"{pr.name(p)}'s Planter Box is full: {art.card_title(c)} is discarded", c,
               "uprooted")


register_event("planted", _planted, 0.4)
register_event("uprooted", _uprooted, 0.2)
register_event("grown", _grown, 0.2)
register_event("harvested", _picked, 0.35)
register_event("gathered", _picked, 0.45)

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("dale", ((92, 128, 48), (196, 150, 90)), "spotted-mushroom", "flower-pot")
register_type_icon("mushroom", "mushrooms-cluster")
