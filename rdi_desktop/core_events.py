"""How the table shows the core game's events (turns, cards, Drinks, Gold, gambling).

Each handler patches the presenter's displayed state, writes the log and animates;
it is registered in the event table (``rdi_desktop/dispatch.py``) beside the
characters' and variants' own handlers, and names no character or variant: cards
played from a character's zone follow the zone's declared visibility (an OWNER zone
is counted for others and held in its owner's private view).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.kits import OWNER, zone
from rdi_desktop import anim, art
from rdi_desktop.dispatch import (
    DEFAULT_HOLD,
    REVEAL_WORDS,
    SOURCES,
    TRACKERS,
    TRACKS,
    register_event,
)

if TYPE_CHECKING:
    from rdi_desktop.presenter import Presenter

E = dict[str, Any]
#: the effects of a team's Potion (003 "Team Variants"), in words
POTION_TEXT = {"fortitude": "+6 Fortitude", "alcohol": "-6 Alcohol", "gold": "+3 Gold"}


def _turn_started(pr: Presenter, e: E) -> None:
    p = e["player"]
    pr.turn_actions = {}
    pr.played = {}
    pr.display["active"] = p
    pr.display["turn_number"] = e.get("turn", 0)
    pr.stats.turns = max(pr.stats.turns, int(e.get("turn", 0)))
    pr.add_log(f"Turn {e.get('turn', '')}: {pr.name(p)}", kind="turn")
    pr.animator.add(anim.Pulse(pr._mat_rect(p), (255, 214, 90), 0.7))


def _card_played(pr: Presenter, e: E) -> float | None:
    p, c = e["player"], e["card"]
    source = e.get("source")
    if source == "virtual" and c in pr.announced.get(p, []):
        # the effect of a card its kit's event already logged (a Mushroom Gathered)
        pr.announced[p].remove(c)
        pr.last_subject = c
        return 0.3
    pr.stats.cards_played[p] = pr.stats.cards_played.get(p, 0) + 1
    owner_zone = _owner_zone(source)
    if art.card_type(c) == "action" and source != "virtual" and source not in SOURCES:
        pr.turn_actions.setdefault(p, []).append(c)
    _log_play(pr, e, p, c, owner_zone)
    g = pr.geometry
    face = art.card_face(c, g.card_w)
    pr.animator.add(anim.Fly(face, ("face", c, g.card_w), g.mat_center(p), g.stack,
                             0.5, s0=0.5, s1=1.25, spin=12, linger=0.15))
    _follow_source(pr, e, p, c, source, owner_zone)
    return None


def _owner_zone(source: Any) -> str | None:
    """The key of the owner-only zone a card is played from (a Plotted Scheme), if so."""
    if not isinstance(source, str) or source in ("hand", "virtual"):
        return None
    z = zone(source)
    return z.key if z is not None and z.visibility == OWNER else None


def _log_play(pr: Presenter, e: E, p: int, c: str, owner_zone: str | None) -> None:
    source = e.get("source")
    verb = "uses" if source in SOURCES else "plays"
    if owner_zone is not None:
        verb = f"plays the {owner_zone.replace('_', ' ').title()}"
    text = f"{pr.name(p)} {verb} {art.card_title(c)}"
    tgt = e.get("target")
    if tgt is not None and tgt != p:
        text += f" on {pr.name(tgt)}"
    subject = pr._answered(e, c)
    if subject:
        text += f" in response to {art.card_title(subject)}"
    if e.get("uid") is not None:
        pr.played[int(e["uid"])] = c
    pr.add_log(text, c, "card_played")
    pr.last_subject = c
    pr.highlight[p] = 1.0


def _follow_source(pr: Presenter, e: E, p: int, c: str, source: Any,
                   owner_zone: str | None) -> None:
    """The card leaves where it was played from: an owner-only zone (its count for
    everyone, its cards for its owner), a public zone (played as if from hand: a
    Mix-in), a place a variant or kit follows itself (a Prize), or the hand."""
    st = pr._state(p)
    players = pr.display.get("players", [])
    if owner_zone is not None:
        size = f"{owner_zone}_size"
        st[size] = max(0, int(st.get(size, 0)) - 1)
        own = pr.own_zones(p).get(owner_zone)
        if isinstance(own, list) and c in own:
            own.remove(c)
        return
    zone_cards = st.get(source) if source not in (None, "hand") else None
    if isinstance(zone_cards, list) and c in zone_cards:
        zone_cards.remove(c)
    follow = SOURCES.get(str(source))
    if follow is not None:
        follow(pr, e)
    elif source != "virtual" and p < len(players) and "hand_size" not in e \
            and players[p].get("hand_size", 0) > 0:
        players[p]["hand_size"] -= 1


def _card_negated(pr: Presenter, e: E) -> None:
    pr.add_log(f"{pr.name(e.get('by'))} negates {pr.possessive(e.get('player'))} "
               f"{art.card_title(e['card'])}", e["card"], "card_negated")
    g = pr.geometry
    pr.animator.add(anim.FloatText("NEGATED", g.stack, (255, 90, 70), round(26 * g.scale), 0.9))


def _ignored(pr: Presenter, e: E) -> None:
    pr.add_log(f"{pr.name(e.get('player'))} ignores {art.card_title(e['card'])}", e["card"],
               "ignored")
    g = pr.geometry
    pr.animator.add(anim.FloatText("IGNORED", g.mat_center(e.get("player", 0)),
                                   (140, 200, 255), round(22 * g.scale), 0.9))


def _drink_ordered(pr: Presenter, e: E) -> None:
    p, to = e["player"], e["to"]
    pr.add_log(f"{pr.name(p)} orders a Drink for {pr.name(to)}", kind="drink_ordered")
    g = pr.geometry
    back = art.card_back(g.card_w // 2, "drink")
    pr.animator.add(anim.Fly(back, ("back", "drink", "", g.card_w // 2), g.deck,
                             g.mat_center(to), 0.4))
    players = pr.display.get("players", [])
    if to < len(players):
        players[to]["drink_me_size"] = players[to].get("drink_me_size", 0) + 1


def _drink_revealed(pr: Presenter, e: E) -> None:
    p, c = e["player"], e["card"]
    chaser = e.get("chaser")
    pr.add_log(f"{pr.name(p)} reveals {art.card_title(c)}" + (" as a chaser" if chaser else ""),
               c, "drink_revealed")
    pr.last_subject = c
    if not chaser:
        pr.drink_subject = c
    g = pr.geometry
    back = art.card_back(g.card_w, "drink")
    face = art.card_face(c, g.card_w)
    cx, cy = g.stack
    off = g.card_w * 0.35 if chaser else 0.0
    pr.animator.add(anim.Flip(back, face, (cx + off, cy + off * 0.3), 0.4, linger=0.35))


def _drink_modified(pr: Presenter, e: E) -> None:
    pr.add_log(f"{art.card_title(e['card'])} gets {e.get('delta', 0):+d} "
               f"{str(e.get('stat', '')).replace('alcohol', 'Alcohol')}", e["card"],
               "drink_modified")


def _drink_split(pr: Presenter, e: E) -> None:
    pr.add_log(f"{pr.name(e.get('drinker'))} splits {art.card_title(e['card'])} with "
               f"{pr.name(e.get('partner'))}", e["card"], "drink_split")


def _drink_passed(pr: Presenter, e: E) -> None:
    pr.add_log(f"{pr.name(e.get('frm'))} passes {art.card_title(e['card'])} to "
               f"{pr.name(e.get('to'))}", e["card"], "drink_passed")
    g = pr.geometry
    face = art.card_face(e["card"], g.card_w)
    pr.animator.add(anim.Fly(face, ("face", e["card"], g.card_w), g.mat_center(e.get("frm", 0)),
                             g.mat_center(e.get("to", 0)), 0.45, s0=0.6, s1=0.6))


def _drink_drunk(pr: Presenter, e: E) -> None:
    p, c = e["player"], e["card"]
    pr.stats.drinks[p] = pr.stats.drinks.get(p, 0) + 1
    bits = []
    if e.get("alcohol"):
        bits.append(f"{int(e['alcohol']):+d} Alcohol")
    if e.get("fortitude"):
        bits.append(f"{int(e['fortitude']):+d} Fortitude")
    pr.add_log(f"{pr.name(p)} drinks {art.card_title(c)}"
               + (f" ({', '.join(bits)})" if bits else ""), c, "drink_drunk")
    g = pr.geometry
    face = art.card_face(c, g.card_w)
    pr.animator.add(anim.Fly(face, ("face", c, g.card_w), g.stack, g.mat_center(p),
                             0.35, s0=1.0, s1=0.3))
    pr.last_subject = None


def _sobered(pr: Presenter, e: E) -> None:
    pr.add_log(f"{pr.name(e['player'])} sobers up", kind="sobered")


def _stat_changed(pr: Presenter, e: E) -> None:
    p, stat = e["player"], e["stat"]
    old, new = e.get("old", 0), e.get("new", 0)
    track = e.get("track")
    players = pr.display.get("players", [])
    if track is not None:  # a track kept on another player's mat (Otto's)
        for keep in TRACKS:
            keep(pr, e)
    else:
        for q in pr.team_members(p):
            if q < len(players):
                players[q][stat] = new
        t = players[p].get("team") if p < len(players) else None
        teams = pr.display.get("teams") or {}
        if t in teams:
            teams[t][stat] = new
    d = new - old
    if d:
        _show_stat(pr, e, d, track)


def _show_stat(pr: Presenter, e: E, d: int, track: Any) -> None:
    p, stat = e["player"], e["stat"]
    label = "Alcohol" if stat == "alcohol" else "Fortitude"
    if track is not None:
        label += f" ({track})"
    colour = (255, 170, 70) if stat == "alcohol" else (120, 230, 140)
    if stat == "fortitude" and d < 0:
        colour = (255, 100, 90)
    g = pr.geometry
    mx, my = g.mat_center(p)
    pr.animator.add(anim.FloatText(f"{d:+d} {label}", (mx, my - 10 * g.scale), colour,
                                   round(18 * g.scale), 1.0))
    cause = e.get("cause")
    if cause and art.card_type(cause) not in ("drink", "unknown"):
        pr.add_log(f"{pr.name(p)}: {label} {e.get('old', 0)} \u2192 {e.get('new', 0)} "
                   f"({art.card_title(cause)})", cause, "stat_changed")


def _gold_moved(pr: Presenter, e: E) -> None:
    frm, to, n = e.get("frm"), e.get("to"), int(e.get("amount", 0))
    pr._move_gold(frm, -n, e.get("frm_after"))
    pr._move_gold(to, n, e.get("to_after"))
    if isinstance(to, int) and frm == "pot":
        pr.stats.gold_won[to] = pr.stats.gold_won.get(to, 0) + n
    if to == "pot":
        text = f"{pr.name(frm)} antes {n} Gold"
    elif frm == "pot":
        text = f"{pr.name(to)} takes {n} Gold from the pot"
    else:
        text = f"{pr.name(frm)} pays {n} Gold to {pr.name(to)}"
    cause = e.get("cause")
    pr.add_log(text, cause if cause and art.card_type(cause) != "unknown" else None,
               "gold_moved")
    pr.animator.add(anim.Coins(pr._gold_pos(frm), pr._gold_pos(to), n,
                               round(22 * pr.geometry.scale), 0.5))


def _gambling_started(pr: Presenter, e: E) -> None:
    pr.add_log(f"{pr.name(e['player'])} starts a Round of Gambling", kind="gambling_started")
    pr.display["gambling"] = {"starter": e["player"], "in_round": [],
                              "controller": e["player"], "winning_hand": None,
                              "started": True}


def _gambling_control(pr: Presenter, e: E) -> None:
    pr.add_log(f"{pr.name(e['player'])} takes control of the gambling",
               kind="gambling_control")
    gm = pr.display.get("gambling")
    if isinstance(gm, dict):
        gm["controller"] = e["player"]
    pr.animator.add(anim.Pulse(pr._mat_rect(e["player"]), (240, 200, 60), 0.6))


def _gambling_left(pr: Presenter, e: E) -> None:
    pr.add_log(f"{pr.name(e['player'])} leaves the gambling", kind="gambling_left")


def _gambling_ended(pr: Presenter, e: E) -> None:
    if e.get("winner") is None:
        pr.add_log(f"Nobody wins the Round of Gambling: the pot "
                   f"({e.get('amount', 0)} Gold) goes to the Inn", kind="gambling_ended")
    else:
        pr.add_log(f"{pr.name(e.get('winner'))} wins the Round of Gambling "
                   f"({e.get('amount', 0)} Gold)", kind="gambling_ended")
    pr.display["gambling"] = None


def _contest_started(pr: Presenter, e: E) -> None:
    pr.add_log("Drinking contest!", kind="contest_started")


def _contest_ended(pr: Presenter, e: E) -> None:
    pr.add_log(f"{pr.name(e.get('winner'))} wins the drinking contest", kind="contest_ended")


def _player_out(pr: Presenter, e: E) -> None:
    p = e["player"]
    why = e.get("why")
    pr.stats.outs.append((p, str(why)))
    pr.stats.out_at[p] = (int(pr.display.get("turn_number", 0) or 0), pr.last_subject)
    players = pr.display.get("players", [])
    if p < len(players):
        players[p]["out"] = why
    msg = f"{pr.name(p)} passes out!" if why == "passed_out" else \
        f"{pr.name(p)} is out of Gold!"
    pr.add_log(msg, kind="player_out")
    g = pr.geometry
    pr.animator.add(anim.Banner(msg, g.table, (120, 14, 10), round(40 * g.scale), 1.5,
                                flash=True))


def _game_over(pr: Presenter, e: E) -> None:
    w = e.get("winners", [])
    nm = pr.name
    text = (" and ".join(nm(x) for x in w) + (" wins!" if len(w) == 1 else " win!")
            if w else "Nobody wins.")
    pr.add_log(f"Game over: {text}", kind="game_over")
    pr.display["over"] = True
    pr.display["winners"] = list(w)
    g = pr.geometry
    pr.animator.add(anim.Banner(text, g.table, (60, 40, 10), round(44 * g.scale), 1.5))


def _cards_drawn(pr: Presenter, e: E) -> None:
    p = e.get("player", 0)
    players = pr.display.get("players", [])
    if p < len(players):
        players[p]["hand_size"] = int(e["hand_size"]) if "hand_size" in e else \
            players[p].get("hand_size", 0) + int(e.get("count", 0))
        if "deck_size" in e:
            players[p]["deck_size"] = int(e["deck_size"])
    pr.add_log(f"{pr.name(p)} draws {e.get('count', 0)}", kind="cards_drawn")


def _card_discarded(pr: Presenter, e: E) -> None:
    pr.add_log(f"{pr.name(e.get('player'))} discards {art.card_title(e['card'])}", e["card"],
               "card_discarded")


def _deck_reshuffled(pr: Presenter, e: E) -> None:
    pr.add_log(f"{pr.name(e.get('player'))} reshuffles their deck", kind="deck_reshuffled")


def _drinks_reshuffled(pr: Presenter, e: E) -> None:
    pr.add_log("The Drink Deck is reshuffled", kind="drinks_reshuffled")


def _note(pr: Presenter, e: E) -> None:
    text = e.get("text") or e.get("message")
    if text:
        pr.add_log(str(text), kind="note")


def _phase(pr: Presenter, e: E) -> None:
    pr.display["phase"] = e.get("phase")


def _nothing(pr: Presenter, e: E) -> None:
    return None


def _tracker(pr: Presenter, e: E) -> None:
    """A kit's tracker moved (generic: "Label old -> new"; a tracker registered in
    dispatch.TRACKERS, one that fires, shows itself)."""
    p: Any = e.get("player")
    st = pr._state(p) if p is not None else {}
    tr = str(e.get("tracker", ""))
    new = int(e.get("new", 0))
    # the event's own before-value: the log reads right even when rebuilt later
    old = int(e["old"]) if "old" in e else int(st.get(tr, 0) or 0)
    st[tr] = new
    g = pr.geometry
    own = TRACKERS.get(tr)
    if own is not None:
        own(pr, e)
    else:
        label = tr.replace("_", " ").title()
        pr.add_log(f"{pr.possessive(p)} {label} {old} \u2192 {new}", kind="tracker")
        arrow = "\u2191" if new > old else "\u2193"  # the card's arrows, after it
        side = g.side_center(p) if isinstance(p, int) else g.stack
        pr.animator.add(anim.FloatText(f"{label} {arrow} {new}", side, (120, 200, 255),
                                       round(18 * g.scale), 0.9))
    pr.animator.add(anim.Pulse(g.side_rect(p), (255, 214, 90), 0.6))


def _potion(pr: Presenter, e: E) -> None:
    """A team's Potion drunk (003 "Team Variants"): the team's count goes down."""
    p: Any = e.get("player")
    eff = str(e.get("effect", ""))
    players = pr.display.get("players", [])
    t = players[p].get("team") if isinstance(p, int) and p < len(players) else None
    teams = pr.display.get("teams") or {}
    if t in teams:
        teams[t]["potions"] = max(0, int(teams[t].get("potions", 0)) - 1)
    pr.add_log(f"{pr.name(p)} drinks a Potion ({POTION_TEXT.get(eff, eff)})", kind="potion")
    g = pr.geometry
    pr.animator.add(anim.FloatText(f"Potion! {POTION_TEXT.get(eff, eff)}", g.mat_center(p),
                                   (200, 140, 255), round(20 * g.scale), 1.1))
    pr.animator.add(anim.Pulse(pr._mat_rect(p), (200, 140, 255), 0.7))


def _revealed(pr: Presenter, e: E) -> None:
    c = e.get("card")
    if c:
        why = REVEAL_WORDS.get(str(e.get("why")), "")
        pr.add_log(f"{pr.name(e.get('player'))} reveals {art.card_title(c)}{why}", c,
                   "revealed")


_CORE = {
    "turn_started": (_turn_started, 0.45), "card_played": (_card_played, 0.55),
    "card_resolved": (_nothing, DEFAULT_HOLD), "card_negated": (_card_negated, 0.4),
    "ignored": (_ignored, 0.35), "drink_ordered": (_drink_ordered, 0.3),
    "drink_revealed": (_drink_revealed, 0.75), "drink_modified": (_drink_modified, DEFAULT_HOLD),
    "drink_split": (_drink_split, DEFAULT_HOLD), "drink_passed": (_drink_passed, 0.35),
    "drink_drunk": (_drink_drunk, 0.3), "sobered": (_sobered, DEFAULT_HOLD),
    "stat_changed": (_stat_changed, 0.22), "gold_moved": (_gold_moved, 0.3),
    "gambling_started": (_gambling_started, 0.35),
    "gambling_control": (_gambling_control, 0.3),
    "gambling_left": (_gambling_left, DEFAULT_HOLD),
    "gambling_ended": (_gambling_ended, 0.45), "contest_started": (_contest_started, 0.4),
    "contest_ended": (_contest_ended, 0.4), "player_out": (_player_out, 1.3),
    "game_over": (_game_over, 1.2), "cards_drawn": (_cards_drawn, 0.12),
    "card_discarded": (_card_discarded, DEFAULT_HOLD),
    "deck_reshuffled": (_deck_reshuffled, DEFAULT_HOLD),
    "drinks_reshuffled": (_drinks_reshuffled, DEFAULT_HOLD), "note": (_note, DEFAULT_HOLD),
    "phase": (_phase, 0.0), "turn_ended": (_nothing, 0.05), "tracker": (_tracker, 0.45),
    "potion": (_potion, 0.6), "revealed": (_revealed, 0.3),
}
for _kind, (_fn, _hold) in _CORE.items():
    register_event(_kind, _fn, _hold)
