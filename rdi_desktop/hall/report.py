"""The end-of-game breakdown as HTML for a pygame_gui text box: who won, how
each pot was paid, and every score explained (kills in Den of Thieves, War
Values, each district's points, the winning spoke ...)."""

from __future__ import annotations

from html import escape
from typing import Any

from rdi_desktop.hall.catalog import split_label, title
from rdi_desktop.hall.drawing import DISTRICTS, card_name

CATEGORY = {"ordinary": "lowest total wins", "fools_luck": "Fool's Luck",
            "strength_in_numbers": "Strength in Numbers",
            "cant_win_with_nothing": "all 3's: Can't Win With Nothing"}


def _cards(cards: list[dict[str, Any]]) -> str:
    return ", ".join(escape(card_name(c)) for c in cards)


def _player_line(game: str, p: str, b: dict[str, Any]) -> str:
    """One player's score explained."""
    if game == "rogues_and_warriors":
        return (f"pair <b>{b['pair']}</b> (no. {b['position']} of the pair order; "
                f"{_cards(b['cards'])})")
    if game == "threes":
        s = (f"Keep {b['values']} = <b>{b['total']}</b> points (3's count 0; "
             f"{CATEGORY.get(b['category'], b['category'])})")
        if "card" in b:
            s += f"; hidden card {escape(card_name(b['card']))}"
            if "declared_value" in b:
                s += f" declared as {b['declared_value']}"
        return s
    if game in ("kings_council", "three_kingdoms", "the_wheel"):
        parts = [f"{escape(card_name(c))} {pt}" for c, pt in zip(b["cards"], b["per_card"])]
        return f"<b>{b['score']}</b> points: " + "; ".join(parts)
    if game == "jack_of_all_trades":
        return f"idle workers {b['remaining']} = <b>{b['score']}</b> (lower is better)"
    if game == "den_of_thieves":
        how = "a Den of Thieves" if b["best_declaration"] == "den_of_thieves" else "an honest inn"
        chosen = b["den"] if b["best_declaration"] == "den_of_thieves" else b["normal"]
        bd = ", ".join(f"{k} {v}" for k, v in chosen["breakdown"].items())
        s = f"<b>{b['score']}</b> points as {how} ({bd})"
        normal = b["normal"]
        if normal["warrior_kills"]:
            s += f"; Warriors kill {normal['warrior_kills']} Rogue(s)"
        if b["killed"]:
            s += f"; Rogues kill {', '.join(b['killed'])}"
        if chosen.get("dragons_slain"):
            s += f"; {chosen['dragons_slain']} Dragon(s) slain"
        s += f" [honest {b['normal_score']} / den {b['den_score']}]"
        return s
    if game == "dragon_hordes":
        d = b["money_delta"]
        return f"money {'+' if d >= 0 else ''}{d}"
    if game == "city_square":
        pts = []
        for item in b["district_points"]:
            r, c = item["at"]
            letter = b["grid_top_row_first"][r][c]
            if letter == ".":
                continue
            pts.append(f"{DISTRICTS.get(letter, letter)} ({r + 1},{c + 1}) {item['points']}")
        s = f"<b>{b['score']}</b> points: " + "; ".join(pts)
        s += f"; Markets in the largest group: {b['market_points']}"
        if b["failed_districts"]:
            s += "; failed: " + ", ".join(f"({r + 1},{c + 1})" for r, c in b["failed_districts"])
        return s
    return escape(str(b))


def _public(game: str, pub: dict[str, Any]) -> str:
    if game == "kings_council" and pub.get("king"):
        return f"The King: <b>{escape(card_name(pub['king']))}</b>.<br>"
    if game == "three_kingdoms":
        wv = ", ".join(f"{c} {v if v is not None else '-'}" for c, v in pub["war_values"].items())
        ppc = ", ".join(f"{c} {v}" for c, v in pub["points_per_card_by_color"].items())
        return (f"War Cards: {_cards(pub['war_cards'])}.<br>War Values: <b>{wv}</b> "
                f"(lowest wins).<br>Points per card in hand: {ppc}.<br>")
    if game == "the_wheel":
        st = ", ".join(f"{k} {v}" for k, v in pub["strengths"].items())
        ppr = ", ".join(f"{k} {v}" for k, v in pub["points_per_rank"].items() if v)
        s = (f"Winning spoke: <b>{pub['winning_spoke']}</b> (strengths {st}).<br>"
             f"Points per card in hand: {ppr}.<br>")
        if pub.get("marked_spokes"):
            s += f"Closed spokes: {', '.join(pub['marked_spokes'])}.<br>"
        return s
    if game == "jack_of_all_trades":
        jobs = []
        for j in pub["jobs"]:
            if "die" in j:
                jobs.append(f"die {j['die']}")
            else:
                jobs.append(escape(card_name(j["card"])))
        return f"Jobs: {'; '.join(jobs)}.<br>"
    if game == "dragon_hordes":
        left = sum(pub["hordes"].values())
        return f"{pub['turns']} turns; {left} left on the Hordes.<br>"
    return ""


def left_notes(view: dict[str, Any] | None) -> dict[str, str]:
    """Who left a Dragon Hordes game before its end, and why, from its view."""
    v = view or {}
    chose = v.get("left_by_choice") or []
    return {p: "left the game" if p in chose else "out of money"
            for p in v.get("left_game") or []}


def result_html(result: dict[str, Any], players: list[str],
                left: dict[str, str] | None = None) -> str:
    """The result in words; ``left``: the players who left before the end, and why."""
    game = result["game"]
    out = [f"<font size=5><b>{title(game)}: result</b></font><br>"]
    winners = result.get("winners") or []
    if result.get("replay_with"):
        rule = "King's" if not result.get("replay_antes") else "Commoner's"
        out.append(f"<b>A tie!</b> {rule} Rule: the pot stays and "
                   f"{', '.join(result['replay_with'])} play again.<br>")
    elif result.get("by_fold"):
        out.append(f"<b>{', '.join(winners)}</b> wins: everyone else folded.<br>")
    elif winners:
        out.append(f"<b>{', '.join(winners)}</b> win{'s' if len(winners) == 1 else ''}.<br>")
    ranking = result.get("ranking")
    if ranking and len(ranking) > 1:
        out.append("Order: " + " &gt; ".join(" = ".join(g) for g in ranking) + "<br>")
    try:
        out.append(_public(game, result.get("public") or {}))
    except (KeyError, TypeError, ValueError):  # a fold ends a game without a showdown
        pass
    breakdown = result.get("breakdown") or {}
    if breakdown:
        out.append("<br><b>Scores</b><br>")
        for p in players:
            if p in breakdown:
                try:
                    line = _player_line(game, p, breakdown[p])
                except (KeyError, TypeError, ValueError, IndexError):
                    line = escape(str(breakdown[p]))
                why = f" ({left[p]})" if left and p in left else ""
                out.append(f"<b>{escape(p)}</b>: {line}{why}<br>")
    pots = result.get("pots") or []
    if pots:
        out.append("<br><b>Pots</b><br>")
        for pot in pots:
            out.append(f"{escape(pot['name'])}: {pot['amount']} (for "
                       f"{', '.join(pot['eligible'])})<br>")
    payouts = result.get("payouts") or {}
    finals = result.get("final_stacks") or {}
    out.append("<br><b>Money</b><br>")
    for p in players:
        if p in finals:
            pay = payouts.get(p, 0)
            won = f" (receives {pay})" if pay else ""
            out.append(f"{escape(p)}: {finals[p]}{won}<br>")
    rebates = {p: v for p, v in (result.get("rebates") or {}).items() if v}
    if rebates:
        out.append("Unmatched bets returned: " +
                   ", ".join(f"{p} {v}" for p, v in rebates.items()) + "<br>")
    if result.get("carry_over"):
        out.append(f"{result['carry_over']} stays in the middle for the next game.<br>")
    return "".join(out)


def standings_html(standings: list[dict[str, Any]], games_played: int, total: int,
                   notes: list[str], split_rule: str) -> str:
    out = [f"<b>Standings</b> after {games_played} of {total} games "
           f"({split_label(split_rule)})<br>"]
    for i, s in enumerate(standings, 1):
        markers = []
        if s["loan_markers"]:
            markers.append(f"{s['loan_markers']} loan marker(s) +{25 * s['loan_markers']}")
        if s["debt_markers"]:
            markers.append(f"{s['debt_markers']} debt marker(s) -{25 * s['debt_markers']}")
        extra = f" ({'; '.join(markers)})" if markers else ""
        out.append(f"{i}. <b>{escape(s['player'])}</b>: score {s['score']}, money "
                   f"{s['money']}{extra}<br>")
    if notes:
        out.append("<br>" + "<br>".join(escape(n) for n in notes[-6:]))
    return "".join(out)
