"""Otto's seat has no mat (the automaton plays from its track): its look, its cards'
icon, and how the table shows Otto revealing a card, passing out on a player's track
and reshuffling his deck."""

from __future__ import annotations

from typing import Any

import pygame

from rdi_desktop import anim, art
from rdi_desktop.dispatch import register_track_keeper
from rdi_desktop.looks import register_look, register_type_icon
from rdi_desktop.mats import register_automaton, register_event
from rdi_desktop.variant_ui import ModeUI, register_mode
from rdi_desktop.widgets.side_areas import (
    DIM,
    PARCH,
    Spot,
    fit,
    mini_card,
    small,
)


def draw_otto_tracks(surf: pygame.Surface, r: pygame.Rect, tracks: dict[str, Any],
                     names: list[str], s: float) -> None:
    """One 0-6 Fortitude/Alcohol track per player (the other players' names)."""
    rows = [n for n in names if n in tracks] or list(tracks)
    if not rows:
        return
    rh = max(10, r.h // len(rows))
    f = small(s, 10)
    name_w = min(round(r.w * 0.3), round(90 * s))
    for i, n in enumerate(rows):
        tr = tracks.get(n, {})
        fort, alc = int(tr.get("fortitude", 6)), int(tr.get("alcohol", 0))
        y = r.y + i * rh
        t = fit(n, f, name_w, PARCH, "bold")
        surf.blit(t, (r.x, y + (rh - t.get_height()) // 2 - (t.get_height() // 2
                                                              if rh >= 2 * t.get_height() else 0)))
        bar = pygame.Rect(r.x + name_w + 4, y + 2, r.w - name_w - 4, rh - 4)
        cell = bar.w / 7
        for v in range(7):
            cr = pygame.Rect(round(bar.x + v * cell), bar.y, max(2, round(cell) - 2), bar.h)
            col = (40, 28, 20)
            if v < alc:
                col = (150, 80, 24)
            elif v < fort:
                col = (60, 130, 70) if fort - alc > 2 else (190, 60, 40)
            pygame.draw.rect(surf, col, cr, border_radius=3)
            if v == fort:
                pygame.draw.rect(surf, (110, 210, 120), cr, 2, border_radius=3)
            if v == alc:
                pygame.draw.rect(surf, (245, 160, 60), cr.inflate(-4, -4), 2, border_radius=2)
            t = art.text(str(v), max(7, min(f, cr.h - 2)), PARCH)
            surf.blit(t, t.get_rect(center=cr.center))
        lab = art.text(f"F{fort} A{alc}", max(7, f - 1), DIM)
        if t.get_height() + lab.get_height() <= rh:
            surf.blit(lab, (r.x, y + (rh - t.get_height()) // 2 + t.get_height() - 2))


def draw_otto_deck(surf: pygame.Surface, r: pygame.Rect, st: dict[str, Any], s: float
                   ) -> list[Spot]:
    spots: list[Spot] = []
    h = r.h
    cw = max(10, round(h / 1.4))
    n = int(st.get("otto_deck_size", 0) or 0)
    back = art.card_back(cw, "player", "otto")
    surf.blit(back, r.topleft)
    f = small(s, 11)
    t = art.text(f"deck {n}", f, PARCH, "bold")
    surf.blit(t, (r.x + cw + 3, r.y))
    disc = list(st.get("otto_discard", []))
    x = r.x + cw + 3 + max(t.get_width(), round(50 * s)) + 6
    if disc and x + cw <= r.right:
        got = mini_card(surf, disc[-1], pygame.Rect(x, r.y, cw, h))
        spots.append((got, disc[-1], "zoom"))
        t2 = art.text(f"discard {len(disc)}", f, PARCH)
        if got.right + 3 + t2.get_width() <= r.right:
            surf.blit(t2, (got.right + 3, r.y))
    return spots


def draw_body(surf: pygame.Surface, body: pygame.Rect, player: dict[str, Any], s: float,
              names: list[str]) -> list[Spot]:
    """Otto's mat body: one 0-6 track per player above his deck and discard."""
    st = player.get("state") or {}
    deck_h = max(16, min(round(body.h * 0.4), round(44 * s)))
    tracks_r = pygame.Rect(body.x, body.y, body.w, body.h - deck_h - 4)
    draw_otto_tracks(surf, tracks_r, st.get("tracks", {}) or {}, names, s)
    return draw_otto_deck(surf, pygame.Rect(body.x, body.bottom - deck_h, body.w, deck_h),
                          st, s)


register_automaton(draw_body)
# his two-player game (003 "Otto"): New Game's mode; he adds himself as the third seat
register_mode(ModeUI("otto", "Otto (two players)", (2,), 2,
                     "Otto, the mechanical friend, joins as the third player."))


def _revealed(pr: Any, e: dict[str, Any]) -> None:
    c = e["card"]
    otto = next((i for i, pl in enumerate(pr.display.get("players", []))
                 if pl.get("automaton")), None)
    if otto is not None:
        ost = pr._state(otto)
        ost.setdefault("otto_discard", []).append(c)
        if isinstance(ost.get("otto_deck_size"), int) and ost["otto_deck_size"] > 0:
            ost["otto_deck_size"] -= 1
    pr.add_log(f"Otto reveals {art.card_title(c)}", c, "otto_revealed")
    pr.last_subject = c
    g = pr.geometry
    cx, cy = g.side_center(otto) if otto is not None else g.stack
    pr.animator.add(anim.Flip(art.card_back(g.card_w, "player", "otto"),
                              art.card_face(c, g.card_w), (cx, cy), 0.4, linger=0.5))


def _passed_out(pr: Any, e: dict[str, Any]) -> None:
    p = e.get("player")
    pr.add_log(f"Otto passes out on {pr.possessive(e.get('track'))} track!",
               kind="otto_passed_out")
    st = pr._state(p) if p is not None else {}
    tr = st.setdefault("tracks", {}).setdefault(str(e.get("track")), {})
    tr["fortitude"], tr["alcohol"] = 6, 0
    g = pr.geometry
    pr.animator.add(anim.FloatText("Otto passes out!", g.mat_center(p), (255, 200, 90),
                                   round(22 * g.scale), 1.2))


def _reshuffled(pr: Any, e: dict[str, Any]) -> None:
    p = e.get("player")
    st = pr._state(p) if p is not None else {}
    pr.add_log("Otto reshuffles his deck", kind="otto_reshuffled")
    if isinstance(st.get("otto_discard"), list):
        st["otto_deck_size"] = int(st.get("otto_deck_size", 0)) + len(st["otto_discard"])
        st["otto_discard"] = []


def _track(pr: Any, e: dict[str, Any]) -> None:
    """A stat change on one of his tracks (the event names the player's track)."""
    tracks = pr._state(e.get("player")).setdefault("tracks", {})
    tracks.setdefault(e.get("track"), {})[e.get("stat")] = e.get("new", 0)


register_track_keeper(_track)
register_event("otto_revealed", _revealed, 0.6)
register_event("otto_passed_out", _passed_out, 1.0, sound="pass_out")
register_event("otto_reshuffled", _reshuffled, 0.08)

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("otto", ((80, 80, 90), (240, 180, 60)), "vintage-robot", "cog")
register_type_icon("otto", "cog")
