"""Terci's mat: Patients waiting (a row of cards) and Medical Supply tokens, and how the
table shows a Patient arriving, a Supply gained and a Patient treated."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

import pygame

from rdi_desktop import anim, art, fit_words
from rdi_desktop.looks import register_look, register_subtype_icon
from rdi_desktop.mats import register, register_event
from rdi_desktop.reach import register_action_words, register_anytime_cards
from rdi_desktop.widgets.side_areas import (
    PARCH,
    Spot,
    _head,
    fit,
    lit_frame,
    mini_card,
    put_label,
    small,
)

SUPPLY_COLOURS = {"bandage": (236, 236, 228), "splint": (196, 140, 80),
                  "salve": (120, 210, 140)}
SUPPLY_LETTER = {"bandage": "B", "splint": "S", "salve": "O"}
SUPPLY_ORDER = ("bandage", "splint", "salve")


@lru_cache(maxsize=1024)
def treat_cost(card_id: str) -> tuple[tuple[str, int], ...]:
    """A Patient's treatment cost: (supply, count) pairs (its card's `treat` field)."""
    from engine.cards import cards

    try:
        return tuple((str(k), int(n)) for k, n in (cards().get(card_id).data.get("treat") or ()))
    except Exception:  # noqa: BLE001
        return ()


def _token(surf: pygame.Surface, c: tuple[int, int], rad: int, kind: str, s: float) -> None:
    pygame.draw.circle(surf, SUPPLY_COLOURS.get(kind, PARCH), c, rad)
    pygame.draw.circle(surf, (40, 30, 20), c, rad, 1)
    t = art.text(SUPPLY_LETTER.get(kind, "?"), max(7, round(rad * 1.2)), (40, 26, 14), "bold",
                 shadow=False)
    surf.blit(t, t.get_rect(center=c))


def draw_patients(surf: pygame.Surface, r: pygame.Rect, st: dict[str, Any], s: float,
                  lit: set[str]) -> list[Spot]:
    """Two Waiting Patient slots with their treatment cost, and the supply tokens."""
    spots: list[Spot] = []
    sup_w = min(round(r.w * 0.4), max(round(120 * s), 96))
    pr = pygame.Rect(r.x, r.y, r.w - sup_w - 6, r.h)
    area = _head(surf, pr, "Waiting Patients", s, need=24)
    waiting = list(st.get("waiting", []))
    sw = (area.w - 4) // 2
    rad = max(6, min(round(8 * s), area.h // 4))
    for i in range(2):
        slot = pygame.Rect(area.x + i * (sw + 4), area.y, sw, area.h)
        if i >= len(waiting):
            pygame.draw.rect(surf, (60, 40, 40), slot, 1, border_radius=4)
            continue
        c = waiting[i]
        got = mini_card(surf, c, pygame.Rect(slot.x, slot.y, slot.w - 2 * rad - 4, slot.h))
        on = c in lit
        lit_frame(surf, got, on)
        spots.append((got, c, "treat" if on else "zoom"))
        # the cost as supply tokens down the card's right side
        tx, ty = got.right + rad + 2, got.y + rad
        for kind, n in treat_cost(c):
            for _ in range(n):
                if ty + rad > slot.bottom:
                    tx, ty = tx + 2 * rad + 2, got.y + rad
                _token(surf, (tx, ty), rad, kind, s)
                ty += 2 * rad + 2
    _draw_supplies(surf, pygame.Rect(r.right - sup_w, r.y, sup_w, r.h),
                   st.get("supplies", {}) or {}, s)
    return spots


def _draw_supplies(surf: pygame.Surface, sr: pygame.Rect, have: dict[str, Any], s: float
                   ) -> None:
    """Each Medical Supply: its token, its name and how many (of 3) Terci holds; on a
    short mat one line of tokens with counts."""
    f = small(s, 9)
    line = art.text("Ag", f, PARCH).get_height()
    if sr.h < 3 * line and sr.w < 200 * s:  # a short, narrow mat: the counts take the row
        fit_words.remember("Supplies: " + ", ".join(
            f"{k} {int(have.get(k, 0) or 0)}" for k in SUPPLY_ORDER))  # told on hover
        rows = sr
    else:
        rows = _head(surf, sr, "Supplies", s, need=3 * line)
    if rows.h >= 3 * line:  # a row each: token, name, count
        rh = rows.h // 3
        rad = max(5, min(rh // 2 - 1, f // 2 + 2))
        for i, kind in enumerate(SUPPLY_ORDER):
            y = rows.y + i * rh + rh // 2
            _token(surf, (rows.x + rad + 1, y), rad, kind, s)
            t = fit(f"{kind} {int(have.get(kind, 0) or 0)}", f, rows.w - 2 * rad - 6, PARCH)
            put_label(surf, t, (rows.x + 2 * rad + 5, y - t.get_height() // 2), f)
        return
    step = rows.w // 3
    digit = art.text("0", f, PARCH, "bold").get_width()
    rad = min(rows.h // 2 - 1, f // 2 + 2, (step - digit - 4) // 2)
    if rad < 4:  # too narrow for tokens: the counts as letters
        t = fit(" ".join(f"{SUPPLY_LETTER[k]}{int(have.get(k, 0) or 0)}" for k in SUPPLY_ORDER),
                f, rows.w, PARCH, "bold")
        put_label(surf, t, (rows.x, rows.centery - t.get_height() // 2), f)
        return
    for i, kind in enumerate(SUPPLY_ORDER):
        c = (rows.x + i * step + rad + 1, rows.centery)
        _token(surf, c, rad, kind, s)
        t = art.text(str(int(have.get(kind, 0) or 0)), f, PARCH, "bold")
        put_label(surf, t, (c[0] + rad + 2, c[1] - t.get_height() // 2), f)


register("terci",
         lambda surf, r, p, s, own, lit: draw_patients(surf, r, p.get("state") or {}, s, lit),
         lambda p: bool({"supplies", "waiting"} & set(p.get("state") or {})))


def _supply(pr: Any, e: dict[str, Any]) -> None:
    p = e.get("player")
    kind = str(e.get("supply", ""))
    sup = pr._state(p).setdefault("supplies", {})
    sup[kind] = int(e.get("count", sup.get(kind, 0) + 1))
    pr.add_log(f"{pr.name(p)} gains a {kind.title()} token", kind="supply")
    g = pr.geometry
    side = g.side_center(p) if isinstance(p, int) else g.stack
    pr.animator.add(anim.FloatText(f"+1 {kind.title()}", side,
                                   SUPPLY_COLOURS.get(kind, (240, 240, 240)),
                                   round(18 * g.scale), 0.9))


def _treated(pr: Any, e: dict[str, Any]) -> None:
    """A Patient treated: its Supplies are spent and it joins her hand."""
    p, c = e.get("player"), e["card"]
    st = pr._state(p)
    w = st.get("waiting", [])
    if c in w:
        w.remove(c)
    sup = st.setdefault("supplies", {})
    for kind, n in treat_cost(c):
        sup[kind] = max(0, int(sup.get(kind, 0)) - int(n))
    players = pr.display.get("players", [])
    if isinstance(p, int) and p < len(players):
        players[p]["hand_size"] = players[p].get("hand_size", 0) + 1
    pr.add_log(f"{pr.name(p)} treats {art.card_title(c)}", c, "treated")
    g = pr.geometry
    face = art.card_face(c, g.card_w)
    side = g.side_center(p) if isinstance(p, int) else g.stack
    pr.animator.add(anim.Fly(face, ("face", c, g.card_w), side, g.mat_center(p), 0.45,
                             s0=0.5, s1=0.9))


def _patient_arrived(pr: Any, e: dict[str, Any]) -> None:
    p, c = e.get("player"), e["card"]
    st = pr._state(p)
    st.setdefault("waiting", []).append(c)
    if isinstance(st.get("patient_deck_size"), int) and st["patient_deck_size"] > 0:
        st["patient_deck_size"] -= 1
    pr.add_log(f"{art.card_title(c)} arrives at {pr.possessive(p)} clinic", c,
               "patient_arrived")
    pr.animator.add(anim.Pulse(pr.geometry.side_rect(p), (235, 235, 235), 0.5))


def _treatable(player: dict[str, Any], private: Mapping[str, Any]) -> set[str]:
    """Waiting Patients, while she holds a Medical Supply: she may treat them when she
    wants (the tray lights them)."""
    st = player.get("state") or {}
    if st.get("waiting") and any((st.get("supplies") or {}).values()):
        return {str(c) for c in st["waiting"]}
    return set()


register_anytime_cards(_treatable)
register_action_words("treat", "treating {card}")
register_event("supply", _supply, 0.3)
register_event("treated", _treated, 0.45)
register_event("patient_arrived", _patient_arrived, 0.3)

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("terci", ((170, 40, 60), (235, 235, 235)), "plague-doctor-profile", "medical-pack")
register_subtype_icon("patient", "bandage-roll")
