"""Drawing the table's middle and the hand: the Drink deck, its discard, the Inn and the
pot, the gambling's controller, the cards being resolved, and the viewer's hand fan. Pure
drawing from the table model (:mod:`rdi_desktop.table_model`); every rendered piece comes
from :mod:`rdi_desktop.art` caches. The mats and plates are drawn by
:mod:`rdi_desktop.widgets.mat_draw`, the log by :mod:`rdi_desktop.widgets.log_panel`."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import art, fit_words, palette
from rdi_desktop.fonts import font
from rdi_desktop.layout import FanSlot, Rect, hand_fan, stack_slots
from rdi_desktop.table_model import CentreInfo
from rdi_desktop.widgets.labels import (
    DIM,
    GOLD,
    MIN_LABEL,
    PARCH,
    RED,
    clip_text,
    label_px,
    put_label,
)


def R(r: Rect | pygame.Rect) -> pygame.Rect:
    return pygame.Rect(r[0], r[1], r[2], r[3]) if isinstance(r, Rect) else r


def character_name(cid: str) -> str:
    try:
        from engine.cards import cards

        return cards().characters[cid].name
    except Exception:  # noqa: BLE001
        return cid


def freeze(v: Any) -> Any:
    """Plain data as nested tuples: a hashable key for caching what was drawn from it."""
    if isinstance(v, dict):
        return tuple(sorted((k, freeze(x)) for k, x in v.items()))
    if isinstance(v, (list, tuple)):
        return tuple(freeze(x) for x in v)
    return v


# ---------------------------------------------------------------------------
# the centre of the table
# ---------------------------------------------------------------------------
def count_text(text: str, size: int, width: int, style: str = "regular",
               colour: tuple = PARCH) -> pygame.Surface:
    """A counter ("Discard 0", "Bar 30") fitted to ``width`` with its number whole:
    smaller down to 12 px, then shorter words ("Disc. 0"), never cut with "..."."""
    got = fit_words.fit_line(text, size, width,
                             lambda t, px: art.text(t, px, colour, style).get_width())
    if got is None:
        return clip_text(text, size, width, style, colour)
    return art.text(got[0], got[1], colour, style)


def draw_pile_label(surf: pygame.Surface, r: pygame.Rect, text: str, s: float,
                    width: int | None = None) -> None:
    """A count under a pile, no wider than ``width`` (the pile and half the gaps)."""
    size = label_px(12, s)
    t = count_text(text, size, width or r.w + 8)
    put_label(surf, t, t.get_rect(midtop=(r.centerx, r.bottom + 3)), size, kind="centre")


def draw_centre(surf: pygame.Surface, lay: Any, centre: CentreInfo
                ) -> list[tuple[pygame.Rect, str]]:
    """Drink Deck, drink discard, Inn and pot, the pending stack and the drinks
    in play, as the table model says (a variant's own parts are its widget's:
    rdi_desktop/variants/). Returns (rect, card id) hot spots for hover zoom."""
    s = lay.scale
    spots: list[tuple[pygame.Rect, str]] = []
    deck = R(lay.deck)
    n = centre.deck
    if n:
        back = art.card_back(deck.w, "drink")
        for i in range(min(3, max(1, n // 8))):
            surf.blit(back, (deck.x - i * 2, deck.y - i * 2))
    else:
        pygame.draw.rect(surf, (60, 80, 60), deck, 2, border_radius=6)
    room = deck.w + (lay.discard.x - deck.right) - 4  # a label may not reach the next pile
    draw_pile_label(surf, deck, f"Deck {n}", s, room)
    disc = R(lay.discard)
    dd = centre.discard
    if dd:
        surf.blit(art.card_face(dd[-1], disc.w), disc.topleft)
        spots.append((disc, dd[-1]))
    else:
        pygame.draw.rect(surf, (60, 80, 60), disc, 2, border_radius=6)
    draw_pile_label(surf, disc, f"Discard {len(dd)}", s, room)
    # Inn and pot
    inn = R(lay.inn)
    _token(surf, inn, "Inn", centre.inn, s, False)
    pot = R(lay.pot)
    ctrl = centre.controller
    _token(surf, pot, "Pot", centre.pot, s, centre.gambling)
    if ctrl:
        size = label_px(12, s)
        got = whose(ctrl, size, min(pot.w + 40, lay.stack.x - pot.x - 4), "\u2605 ", "bold",
                    GOLD)
        t, px = got if got is not None else (art.text("\u2605", size, GOLD, "bold"), size)
        at = _controller_at(lay, t)
        if at is not None:
            put_label(surf, t, at, px, kind="centre", full=f"\u2605 {ctrl}")
    # the stack: cards being resolved, then drinks in play
    st = R(lay.stack)
    cw = max(24, min(round(lay.pile_card[0] * 0.9), round(st.h / 1.4 * 0.8)))
    entries = centre.entries
    if entries:
        lsize = label_px(12, s)
        lt = count_text("Being resolved", lsize, st.w, "italic", DIM)
        put_label(surf, lt, (st.x, st.y), lsize, kind="centre")
    head = font("dejavu_sans", label_px(12, s)).get_linesize() + 2
    wsize = label_px(11, s)
    foot = font("dejavu_sans", wsize).get_linesize() + 2
    cw = max(16, min(cw, round((st.h - head - foot) / 1.4)))
    slots = stack_slots(Rect(st.x, st.y + head, st.w, st.h - head - foot), len(entries),
                        (cw, round(cw * 1.4)))
    for (c, who, crossed), (x, y) in zip(entries, slots):
        face = art.card_face(c, cw)
        surf.blit(face, (x, y))
        rr = pygame.Rect(x, y, face.get_width(), face.get_height())
        spots.append((rr, c))
        if crossed:
            pygame.draw.line(surf, RED, rr.topleft, rr.bottomright, 4)
            pygame.draw.line(surf, RED, rr.topright, rr.bottomleft, 4)
        if who:
            step = slots[1][0] - slots[0][0] if len(slots) > 1 else cw + 10
            got = whose(who, wsize, max(8, min(cw + 10, step - 2)))
            if got is not None:  # (else the banner's "Pending" line names them)
                put_label(surf, got[0], (x, rr.bottom + 1), got[1], kind="centre", full=who)
    return spots


def short_name(name: str) -> str:
    """ "Doctor Terci 2" -> "Terci 2", "Boss Petra" -> "Petra"."""
    t = name.split()
    if len(t) <= 1:
        return name
    if t[-1].isdigit():
        return f"{t[-2]} {t[-1]}"
    return t[-1]


def whose(who: str, size: int, width: int, mark: str = "", style: str = "regular",
          colour: tuple = PARCH) -> tuple[pygame.Surface, int] | None:
    """A player's name in ``width`` (under a card being resolved, the pot's controller
    after ``mark``): the whole name from ``size`` down to 12 px, else its last word
    ("Doctor Terci" -> "Terci", "Petra 2" whole), else nothing: a name is never cut."""
    for words in dict.fromkeys((who, short_name(who))):
        for px in range(size, MIN_LABEL - 1, -1):
            img = art.text(mark + words, px, colour, style)
            if img.get_width() <= width:
                return img, px
    return None


def _controller_at(lay: Any, t: pygame.Surface) -> tuple[int, int] | None:
    """Where the "in control" name goes: under the pot, or (no room left in the
    centre there: 8 seats at 150%) over the Inn; else nowhere: the controller's
    mat wears its "in control" badge anyway."""
    pot, inn, c = R(lay.pot), R(lay.inn), R(lay.centre)
    if pot.bottom + 2 + t.get_height() <= c.bottom:
        return (pot.x, pot.bottom + 2)
    if inn.y - 2 - t.get_height() >= c.y:
        return (inn.x, inn.y - 2 - t.get_height())
    return None


#: the picture behind a gold token's number
TOKEN_ICONS = {"Inn": "tavern-sign", "Pot": "coins-pile"}


def _token(surf: pygame.Surface, r: pygame.Rect, label: str, value: int, s: float,
           lit: bool) -> None:
    pygame.draw.rect(surf, (40, 26, 12) if not lit else (90, 64, 16), r, border_radius=10)
    pygame.draw.rect(surf, GOLD if lit else (140, 110, 60), r, 2, border_radius=10)
    mark = art.icon(TOKEN_ICONS.get(label, "coins"), round(r.h * 0.72), (84, 62, 32))
    surf.blit(mark, mark.get_rect(midright=(r.right - 6, r.centery)))  # the Inn's sign
    c = art.coin(round(r.h * 0.6))
    surf.blit(c, (r.x + 6, r.centery - c.get_height() // 2))
    vsize = max(MIN_LABEL + 2, round(r.h * 0.36))
    t = art.text(str(value), vsize, GOLD, "bold")
    put_label(surf, t, (r.x + 10 + c.get_width(), r.centery - t.get_height() + 2), vsize,
              kind="centre")
    lsize = max(MIN_LABEL, round(r.h * 0.24))
    lt = art.text(label, lsize, PARCH)
    put_label(surf, lt, (r.x + 10 + c.get_width(), r.centery + 1), lsize, kind="centre")


# ---------------------------------------------------------------------------
# the hand fan
# ---------------------------------------------------------------------------
def draw_hand(surf: pygame.Surface, rect: Rect, hand: list[str], card: tuple[int, int],
              legal: set[int] | None, hovered: int | None,
              picked: set[int] | frozenset[int] = frozenset(),
              mark: str = "discard") -> list[FanSlot]:
    """``legal``: indexes lit (others dimmed); None: no prompt, all normal.
    ``picked``: cards chosen (to discard; or one being aimed), raised high and
    marked with ``mark``."""
    slots = hand_fan(rect, len(hand), card)
    cw = card[0]
    for i, (cid, slot) in enumerate(zip(hand, slots)):
        key = ("face", cid, cw)
        face = art.card_face(cid, cw)
        state = "n"
        if legal is not None:
            state = "l" if i in legal else "d"
        if state == "l":
            base = art.lit(key, face)
            key2: tuple = ("lit", key, palette.name())  # its glow is the palette's
        elif state == "d":
            base = art.dimmed(key, face)
            key2 = ("dim", key)
        else:
            base, key2 = face, key
        lift = 0.0
        if i in picked:
            lift = card[1] * 0.22
        elif i == hovered:
            lift = card[1] * 0.12
        elif state == "l":
            lift = card[1] * 0.05
        img = art.rotated(key2, base, slot.angle)
        at = img.get_rect(center=(round(slot.cx), round(slot.cy - lift)))
        surf.blit(img, at)
        if i in picked:
            tag = art.text(mark, max(12, cw // 8), (255, 235, 220), "bold")
            box = tag.get_rect(midbottom=(at.centerx, at.top + 2)).inflate(10, 4)
            pygame.draw.rect(surf, (150, 30, 30) if mark == "discard" else (40, 110, 60), box,
                             border_radius=4)
            surf.blit(tag, tag.get_rect(center=box.center))
    return slots


def draw_hidden_hand(surf: pygame.Surface, area: pygame.Rect, card_w: int, n: int,
                     character: str, s: float) -> str:
    """A hand held but hidden (a public question in hot-seat): its card backs in a row
    and "hand hidden (N cards)" over them, so it never reads as empty. Returns the words."""
    cw = max(16, round(card_w * 0.6))
    step = max(6, round(cw * 0.45))
    x0 = area.centerx - (cw + step * (n - 1)) // 2
    back = art.card_back(cw, "player", character)
    y = area.centery - back.get_height() // 2
    for i in range(n):
        surf.blit(back, (x0 + i * step, y))
    words = f"hand hidden ({n} card{'' if n == 1 else 's'})"
    t = art.text(words, label_px(14, s), PARCH, "bold")
    box = t.get_rect(center=area.center).inflate(12, 6)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill((14, 8, 4, 210))
    surf.blit(shade, box.topleft)
    surf.blit(t, t.get_rect(center=area.center))
    return words
