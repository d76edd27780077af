"""Jett's mat: the Momentum tracker."""

from rdi_desktop.mats import register
from rdi_desktop.widgets.side_areas import draw_momentum

register("jett", lambda surf, r, p, s, own, lit: draw_momentum(surf, r, p.get("state") or {}, s),
         lambda p: "momentum" in (p.get("state") or {}))
