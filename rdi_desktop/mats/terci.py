"""Terci's mat: Patients waiting (a row of cards) and Medical Supply tokens, and how the
table shows a Patient arriving, a Supply gained and a Patient treated."""

from __future__ import annotations

from typing import Any

from rdi_desktop import anim, art
from rdi_desktop.looks import register_look, register_subtype_icon
from rdi_desktop.mats import register, register_event
from rdi_desktop.widgets.side_areas import SUPPLY_COLOURS, draw_patients

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
    for kind, n in art.treat_cost(c):
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


register_event("supply", _supply, 0.3)
register_event("treated", _treated, 0.45)
register_event("patient_arrived", _patient_arrived, 0.3)

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("terci", ((170, 40, 60), (235, 235, 235)), "plague-doctor-profile", "medical-pack")
register_subtype_icon("patient", "bandage-roll")
