"""What every Hall game's table shows around the game's own part: the top bar (the game,
its variants, the session's progress and the split rule), the seats (portrait, money,
stake, status and the game's own zone), the pot with its side pots, the frame of the
viewer's hand, and the curtain while the screen changes hands.

Each reads the game's view dict; the game's own parts are drawn by its
:class:`~rdi_desktop.hall.games.GamePart`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from rdi_desktop import art
from rdi_desktop.hall import catalog
from rdi_desktop.hall import drawing as d
from rdi_desktop.hall.games import GamePart

if TYPE_CHECKING:
    from rdi_desktop.scenes.hall_table import HallTableScene


def hall_face(name: str) -> str | None:
    """The character a Gambling Hall seat is named after (its portrait), else None: a
    guest of the Hall (Fiona, Zot) wears a badge of their own initial, never another
    character's face."""
    from engine.cards import cards

    low = name.strip().lower()
    for cid, ch in cards().characters.items():
        if low in (cid, ch.name.lower()):
            return cid
    return None


def seat_badge(name: str, size: int) -> pygame.Surface:
    """A seat's round badge: its character's portrait, or a badge of its own."""
    face = hall_face(name)
    return art.emblem(face, size) if face is not None else art.drawn_emblem(name, size)


def draw_top(t: HallTableScene, s: pygame.Surface, v: dict[str, Any], part: GamePart) -> None:
    top = t.rects["top"]
    pygame.draw.rect(s, d.WOOD_DARK, top)
    pygame.draw.line(s, d.BRASS, top.bottomleft, top.bottomright, 2)
    variants = ", ".join(catalog.variant_label(x) for x in v["variants"])
    title = v["title"] + (f"  ({variants})" if variants else "")
    d.shadow_text(s, title, (12, 7), 20, d.GOLD, "bold", family="dejavu_serif",
                  max_width=top.width - 520)
    c = t.ctrl
    bits = []
    if c.config.mode != "single":
        total = c.session.rounds * len(c.names)
        bits.append(f"game {min(total, c.session.games_played + 1)} of {total}")
    if part.pot:
        bits.append("playing for shares" if v["betting"] == "playing_for_shares"
                    else catalog.split_label(v["split_rule"]))
    # left of the Leave button, whose width follows the text size
    right = int(t.leave_button.get_abs_rect().left) - 10 if t.leave_button is not None \
        else top.right - 160
    d.text(s, "  |  ".join(bits), (right, 12), 13, d.PARCHMENT, anchor="topright")


def draw_seats(t: HallTableScene, s: pygame.Surface, v: dict[str, Any], part: GamePart) -> None:
    area = t.rects["seats"]
    players = list(v["players"])
    n = max(1, len(players))
    gap = 6
    sw = (area.width - gap * (n - 1)) // n
    to_act = v.get("to_act") if t.ctrl.phase == "play" else None
    winners = set((t.ctrl.last_result or {}).get("winners") or []) \
        if t.ctrl.phase != "play" else set()
    for i, p in enumerate(players):
        r = pygame.Rect(area.left + i * (sw + gap), area.top, sw, area.height)
        active = p == to_act
        border = d.HILITE if active else (d.GREEN_TEXT if p in winners else d.BRASS)
        d.panel(s, r, (20, 12, 6, 185), border, 3 if active or p in winners else 2)
        seat = t.ctrl.seats.get(p)
        tag = "you" if p == t.viewer else ("" if seat is None or seat.is_human
                                           else f"AI {seat.kind}")
        fs = 52 if sw >= 150 else 0  # a narrow seat keeps its room for the numbers
        if fs:
            s.blit(seat_badge(p, fs), (r.left + 4, r.top + 4))
        tx = r.left + 6 + fs
        d.text(s, p, (tx, r.top + 4), 15, d.GOLD, "bold", max_width=sw - 60 - fs)
        if tag:
            d.text(s, tag, (r.right - 6, r.top + 6), 11, d.MUTED, anchor="topright")
        _seat_money(t, s, v, part, p, r, tx, sw - 10 - fs, active, p in winners)
        zone = pygame.Rect(r.left + 5, r.top + 60, sw - 10, r.height - 66)
        part.seat_zone(s, v, p, zone)


def _seat_money(t: HallTableScene, s: pygame.Surface, v: dict[str, Any], part: GamePart,
                p: str, r: pygame.Rect, tx: int, room: int, active: bool,
                winner: bool) -> None:
    """A seat's money line, its status (folded, all in, to act, WINNER...) and its stake."""
    money = v["stacks"].get(p, 0)
    committed = v["committed"].get(p, 0)
    if t.ctrl.phase != "play" and t.ctrl.last_result is not None:
        money = t.ctrl.last_result["final_stacks"].get(p, money)
    if not part.pot:
        delta = v.get("money_delta", {}).get(p, 0)
        line = f"money {money} ({'+' if delta >= 0 else ''}{delta})"
    else:
        line = f"money {money}  |  in pot {committed}"
    d.text(s, line, (tx, r.top + 24), 12, d.CREAM, max_width=room)
    status = ""
    colour = d.MUTED
    if p in v.get("folded", []):
        status, colour = "folded", d.RED_TEXT
    elif p in v.get("all_in", []) and part.pot:
        status, colour = "all in", d.HILITE
    elif p in v.get("left_game", []):
        status, colour = "out of money", d.RED_TEXT
    bet = v["round_contrib"].get(p, 0)
    if bet and not status:
        status, colour = f"bet {bet} this round", d.CREAM
    if active:
        thinking = not t.ctrl.seats[p].is_human
        status = "thinking..." if thinking else "to act"
        colour = d.HILITE
    if t.ctrl.phase != "play" and winner:
        status, colour = "WINNER", d.GREEN_TEXT
    d.text(s, status, (tx, r.top + 40), 12, colour, "bold", max_width=room)
    if committed and part.pot:
        d.chip_stack(s, (r.right - 16, r.top + 48), committed, 8)


def shown_pots(v: dict[str, Any]) -> list[dict[str, Any]]:
    """The pots the table lists: the engine's standing pots (a side pot only once a
    player still in is all in; they add up to the pot shown)."""
    return list(v.get("standing_pots") or [])


def draw_pot(s: pygame.Surface, v: dict[str, Any], r: pygame.Rect) -> None:
    d.panel(s, r, (16, 10, 5, 170))
    d.text(s, f"Pot {v['pot']}", (r.left + 10, r.top + 6), 20, d.GOLD, "bold",
           family="dejavu_serif")
    d.chip_stack(s, (r.right - 24, r.top + 22), v["pot"], 11)
    y = r.top + 34
    if v.get("betting") == "betting_rounds" and v.get("step", "") and \
            str(v.get("step")).startswith("bet"):
        d.text(s, f"Current Bet {v.get('current_bet', 0)}", (r.left + 10, y), 13, d.CREAM)
        y += 18
    pots = shown_pots(v)
    for pot in pots if len(pots) > 1 else []:
        names = ", ".join(pot["eligible"])
        d.text(s, f"{pot['name']}: {pot['amount']}", (r.left + 10, y), 12, d.HILITE, "bold")
        d.text(s, f"for {names}", (r.left + 18, y + 15), 11, d.CREAM, max_width=r.width - 24)
        y += 32
    if v["betting"] == "playing_for_shares":
        d.text(s, f"Playing for shares of {v['share']}", (r.left + 10, y), 12, d.MUTED)


def draw_centre(t: HallTableScene, s: pygame.Surface, v: dict[str, Any],
                part: GamePart) -> None:
    """The pot (where the game has one) and the game's own middle of the table."""
    area = t.rects["centre"]
    pot_w = 230
    n_pots = len(shown_pots(v))
    pot_h = 64 + (32 * n_pots if n_pots > 1 else 0) + (18 if v["betting"] != "betting_rounds"
                                                        else 0)
    pot_rect = pygame.Rect(area.right - pot_w, area.top, pot_w, min(area.height, pot_h))
    if part.pot:
        draw_pot(s, v, pot_rect)
    main = pygame.Rect(area.left, area.top, area.width - pot_w - 10, area.height)
    part.centre(s, v, area, main, t.ctrl.human_prompt())


def draw_hand(t: HallTableScene, s: pygame.Surface, v: dict[str, Any], part: GamePart) -> None:
    """The viewer's hand panel; its cards or dice are the game's part."""
    area = t.rects["hand"]
    me = t.viewer
    d.panel(s, area, (16, 10, 5, 150))
    if me is None:
        d.text(s, "Hands are hidden.", (area.left + 12, area.top + 10), 14, d.MUTED)
        return
    if me not in v["players"]:
        d.text(s, f"{me} sits this game out.", (area.left + 12, area.top + 10), 14, d.MUTED)
        return
    mine = "Your hand" if len(t.ctrl.humans) == 1 else f"{me}'s hand"
    d.text(s, mine, (area.left + 10, area.top + 6), 14, d.GOLD, "bold")
    inner = pygame.Rect(area.left + 10, area.top + 30, area.width - 20, area.height - 40)
    hp = t.ctrl.human_prompt()
    part.hand(s, v, me, inner, hp.kind if hp is not None and hp.player == me else None)


def draw_curtain(t: HallTableScene, s: pygame.Surface, who: str) -> None:
    left = pygame.Rect(0, 0, t.rects["right"].left, s.get_height())
    veil = pygame.Surface(left.size)
    veil.fill((24, 14, 7))
    s.blit(veil, (0, 0))
    d.shadow_text(s, f"Pass to {who}", (left.centerx, left.centery - 40), 40, d.GOLD, "bold",
                  "center", "dejavu_serif")
    d.text(s, "Only they should look at the screen now.", (left.centerx, left.centery + 4),
           16, d.PARCHMENT, anchor="center")
