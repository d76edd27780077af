"""Otto's seat has no mat (the automaton plays from its track): its look, its cards'
icon, and how the table shows Otto revealing a card, passing out on a player's track
and reshuffling his deck."""

from __future__ import annotations

from typing import Any

from rdi_desktop import anim, art
from rdi_desktop.looks import register_look, register_type_icon
from rdi_desktop.mats import register_event


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


register_event("otto_revealed", _revealed, 0.6)
register_event("otto_passed_out", _passed_out, 1.0, sound="pass_out")
register_event("otto_reshuffled", _reshuffled, 0.08)

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("otto", ((80, 80, 90), (240, 180, 60)), "vintage-robot", "cog")
register_type_icon("otto", "cog")
