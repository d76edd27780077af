"""Dale's mat: the Planter Box (a row of Mushrooms with their Harvest Values), and how
the table shows his Mushrooms planted, growing, harvested and gathered."""

from __future__ import annotations

from typing import Any

from rdi_desktop import anim, art
from rdi_desktop.looks import register_look, register_type_icon
from rdi_desktop.mats import register, register_event
from rdi_desktop.widgets.side_areas import draw_planter

register("dale", lambda surf, r, p, s, own, lit: draw_planter(surf, r, p.get("state") or {}, s),
         lambda p: "planter" in (p.get("state") or {}))


def _planted(pr: Any, e: dict[str, Any]) -> None:
    p, c = e.get("player"), e["card"]
    st = pr._state(p)
    vals = art.mushroom_values(c)
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


register_event("planted", _planted, 0.4)
register_event("grown", _grown, 0.2)
register_event("harvested", _picked, 0.35)
register_event("gathered", _picked, 0.45)

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("dale", ((92, 128, 48), (196, 150, 90)), "spotted-mushroom", "flower-pot")
register_type_icon("mushroom", "mushrooms-cluster")
