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


def top_height() -> int:
    """The top bar's height: its title's line (40 px at 100%)."""
    return max(40, d.line(20, "bold", "dejavu_serif") + 8)


def draw_top(t: HallTableScene, s: pygame.Surface, v: dict[str, Any], part: GamePart) -> None:
    top = t.rects["top"]
    pygame.draw.rect(s, d.WOOD_DARK, top)
    pygame.draw.line(s, d.BRASS, top.bottomleft, top.bottomright, 2)
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
    facts = "  |  ".join(bits)
    if facts:
        d.text(s, facts, (right, (top.height - d.line(13)) // 2), 13, d.PARCHMENT,
               anchor="topright")
    room = right - (d.width(facts, 13) + 24 if facts else 0) - 12
    variants = ", ".join(catalog.variant_label(x) for x in v["variants"])
    title = v["title"] + (f"  ({variants})" if variants else "")
    if variants and d.width(v["title"], 20, "bold", "dejavu_serif") <= room < \
            d.width(title, 20, "bold", "dejavu_serif"):
        title = v["title"]  # (the variants are in the rules and the log)
    d.shadow_text(s, title, (12, (top.height - d.line(20, "bold", "dejavu_serif")) // 2 - 1),
                  20, d.GOLD, "bold", family="dejavu_serif", max_width=room)


def _tag(t: HallTableScene, p: str) -> str:
    seat = t.ctrl.seats.get(p)
    return "you" if p == t.viewer else ("" if seat is None or seat.is_human
                                        else f"AI {seat.kind}")


def seat_width(t: HallTableScene, n: int) -> int:
    """How wide each of ``n`` seats is."""
    return (t.rects["seats"].width - 6 * (n - 1)) // max(1, n)


def _badge(sw: int, name: str) -> int:
    """The portrait's size: none in a narrow seat (its room is for the numbers) or where
    the name or a line of money would not fit beside it at the text size."""
    return 52 if sw >= 150 and max(d.width(name, 15, "bold"), d.width("money 999", 12)) \
        <= sw - 62 else 0


#: a line of a seat's head: (what it is, its words, its size at 100%, its spacing at 100%)
HeadLine = tuple[str, str, int, int]


def seat_head(t: HallTableScene, p: str, sw: int, money: str, status: str) -> list[HeadLine]:
    """The lines at the head of a seat: the name (its tag beside it, or on a line of its
    own under it when both do not fit), the money line (wrapped between its parts) and
    the status, spaced as at 100% (24, 40 and 60 px from the top) or by their lines when
    the words are larger."""
    room = sw - 10 - _badge(sw, p)
    tag = _tag(t, p)
    out = [("name", p, 15, 20)]
    if tag and d.width(p, 15, "bold") + d.width(tag, 11) + 10 > room:
        out.append(("tag", tag, 11, 0))
    out += [("money", ln, 12, 16) for ln in d.wrap(money, 12, room, sep="  |  ")]
    status_lines = d.wrap(status, 12, room, "bold")
    out += [("status", ln, 12, 20 if k == len(status_lines) - 1 else 16)
            for k, ln in enumerate(status_lines)]
    return out


def _head_h(lines: list[HeadLine]) -> int:
    return 4 + sum(max(step, d.line(size, "bold" if kind in ("name", "status") else "regular"))
                   for kind, _w, size, step in lines)


def head_height(t: HallTableScene, sw: int, v: dict[str, Any] | None = None) -> int:
    """The room the tallest seat head takes (60 px at 100%): of the view ``v``'s seats,
    or (laying out) of a seat with three-figure sums."""
    hs = [_head_h(seat_head(t, p, sw, _money_line(t, v, p) if v else
                            "money 999  |  in pot 999", "thinking..."))
          for p in (v["players"] if v else t.ctrl.names)]
    return max(60, *hs)


def draw_seats(t: HallTableScene, s: pygame.Surface, v: dict[str, Any], part: GamePart) -> None:
    area = t.rects["seats"]
    players = list(v["players"])
    n = max(1, len(players))
    sw = seat_width(t, n)
    to_act = v.get("to_act") if t.ctrl.phase == "play" else None
    winners = set((t.ctrl.last_result or {}).get("winners") or []) \
        if t.ctrl.phase != "play" else set()
    head = head_height(t, sw, v)
    for i, p in enumerate(players):
        r = pygame.Rect(area.left + i * (sw + 6), area.top, sw, area.height)
        active = p == to_act
        border = d.HILITE if active else (d.GREEN_TEXT if p in winners else d.BRASS)
        d.panel(s, r, (20, 12, 6, 185), border, 3 if active or p in winners else 2)
        fs = _badge(sw, p)
        if fs:
            s.blit(seat_badge(p, fs), (r.left + 4, r.top + 4))
        _seat_head(t, s, v, part, p, r, fs, active, p in winners)
        zone = pygame.Rect(r.left + 5, r.top + head, sw - 10, r.height - head - 6)
        part.seat_zone(s, v, p, zone)


def _money_line(t: HallTableScene, v: dict[str, Any], p: str) -> str:
    money = v["stacks"].get(p, 0)
    if t.ctrl.phase != "play" and t.ctrl.last_result is not None:
        money = t.ctrl.last_result["final_stacks"].get(p, money)
    if not t.part().pot:
        delta = v.get("money_delta", {}).get(p, 0)
        return f"money {money} ({'+' if delta >= 0 else ''}{delta})"
    return f"money {money}  |  in pot {v['committed'].get(p, 0)}"


def _seat_head(t: HallTableScene, s: pygame.Surface, v: dict[str, Any], part: GamePart,
               p: str, r: pygame.Rect, fs: int, active: bool, winner: bool) -> None:
    """A seat's name and tag, its money line, its status (folded, all in, to act,
    WINNER...) and its stake."""
    committed = v["committed"].get(p, 0)
    status, colour = _status(t, v, part, p, active, winner)
    tx, room = r.left + 6 + fs, r.width - 10 - fs
    tag = _tag(t, p)
    y = r.top + 4
    lines = seat_head(t, p, r.width, _money_line(t, v, p), status)
    beside = tag and not any(kind == "tag" for kind, *_r in lines)
    for kind, words, size, step in lines:
        if kind == "name":
            tag_w = d.width(tag, 11) + 8 if beside else 0
            d.text(s, p, (tx, y), 15, d.GOLD, "bold", max_width=max(20, room - tag_w))
            if beside:
                d.text(s, tag, (r.right - 6, y + 2), 11, d.MUTED, anchor="topright")
        elif kind == "tag":
            d.text(s, tag, (tx, y), 11, d.MUTED, max_width=room)
        elif kind == "status":
            d.text(s, words, (tx, y), 12, colour, "bold", max_width=room)
        else:
            d.text(s, words, (tx, y), 12, d.CREAM, max_width=room)
        y += max(step, d.line(size, "bold" if kind in ("name", "status") else "regular"))
    if committed and part.pot:
        d.chip_stack(s, (r.right - 16, r.top + 48), committed, 8)


def _status(t: HallTableScene, v: dict[str, Any], part: GamePart, p: str, active: bool,
            winner: bool) -> tuple[str, tuple[int, int, int]]:
    status = ""
    colour = d.MUTED
    if p in v.get("folded", []):
        status, colour = "folded", d.RED_TEXT
    elif p in v.get("all_in", []) and part.pot:
        status, colour = "all in", d.HILITE
    elif p in v.get("left_by_choice", []):
        status, colour = "left the game", d.MUTED
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
    return status, colour


def shown_pots(v: dict[str, Any]) -> list[dict[str, Any]]:
    """The pots the table lists: the engine's standing pots (a side pot only once a
    player still in is all in; they add up to the pot shown)."""
    return list(v.get("standing_pots") or [])


def pot_lines(v: dict[str, Any], room: int) -> list[tuple[str, int, str, tuple[int, int, int],
                                                          int, int]]:
    """The pot panel's lines under its "Pot N": (words, size at 100%, style, colour,
    indent, spacing at 100%), each wrapped to ``room``."""
    out = []
    if v.get("betting") == "betting_rounds" and str(v.get("step", "")).startswith("bet"):
        out.append((f"Current Bet {v.get('current_bet', 0)}", 13, "regular", d.CREAM, 0, 18))
    pots = shown_pots(v)
    for pot in pots if len(pots) > 1 else []:
        out.append((f"{pot['name']}: {pot['amount']}", 12, "bold", d.HILITE, 0, 15))
        names = "for " + ", ".join(pot["eligible"])
        out += [(ln, 11, "regular", d.CREAM, 8, 17)
                for ln in d.wrap(names, 11, room - 8)]
    if v["betting"] == "playing_for_shares":
        out += [(ln, 12, "regular", d.MUTED, 0, 18)
                for ln in d.wrap(f"Playing for shares of {v['share']}", 12, room)]
    return out


def pot_height(v: dict[str, Any], room: int) -> int:
    """The pot panel's height: its title and its lines (and a margin)."""
    return max(64, 6 + max(28, d.line(20, "bold", "dejavu_serif")) + sum(
        max(step, d.line(size, style)) for _w, size, style, _c, _i, step in pot_lines(v, room))
        + 12)


def draw_pot(s: pygame.Surface, v: dict[str, Any], r: pygame.Rect) -> None:
    d.panel(s, r, (16, 10, 5, 170))
    d.text(s, f"Pot {v['pot']}", (r.left + 10, r.top + 6), 20, d.GOLD, "bold",
           family="dejavu_serif")
    d.chip_stack(s, (r.right - 24, r.top + 22), v["pot"], 11)
    y = r.top + 6 + max(28, d.line(20, "bold", "dejavu_serif"))
    for words, size, style, colour, indent, step in pot_lines(v, r.width - 20):
        d.text(s, words, (r.left + 10 + indent, y), size, colour, style)
        y += max(step, d.line(size, style))


def draw_centre(t: HallTableScene, s: pygame.Surface, v: dict[str, Any],
                part: GamePart) -> None:
    """The pot (where the game has one) and the game's own middle of the table."""
    area = t.rects["centre"]
    pot_w = 230
    pot_rect = pygame.Rect(area.right - pot_w, area.top, pot_w,
                           min(area.height, pot_height(v, pot_w - 20)))
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
    head = max(30, 10 + d.line(14, "bold"))
    inner = pygame.Rect(area.left + 10, area.top + head, area.width - 20, area.height - head - 10)
    hp = t.ctrl.human_prompt()
    part.hand(s, v, me, inner, hp.kind if hp is not None and hp.player == me else None)


def draw_curtain(t: HallTableScene, s: pygame.Surface, who: str) -> None:
    left = pygame.Rect(0, 0, t.rects["right"].left, s.get_height())
    veil = pygame.Surface(left.size)
    veil.fill((24, 14, 7))
    s.blit(veil, (0, 0))
    d.shadow_text(s, f"Pass to {who}", (left.centerx, left.centery - 40), 40, d.GOLD, "bold",
                  "center", "dejavu_serif")
    d.text(s, "Only they should look at the screen now.",
           (left.centerx, left.centery - 29 + (d.line(40, "bold", "dejavu_serif")
                                               + d.line(16)) // 2), 16, d.PARCHMENT,
           anchor="center")
