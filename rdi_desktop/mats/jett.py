"""Jett's mat: the Momentum tracker."""

from rdi_desktop.looks import register_look
from rdi_desktop.mats import register
from rdi_desktop.widgets.side_areas import draw_momentum

register("jett", lambda surf, r, p, s, own, lit: draw_momentum(surf, r, p.get("state") or {}, s),
         lambda p: "momentum" in (p.get("state") or {}))

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("jett", ((40, 120, 170), (230, 200, 90)), "running-shoe", "envelope")
