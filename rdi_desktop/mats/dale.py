"""Dale's mat: the Planter Box (a row of Mushrooms with their Harvest Values)."""

from rdi_desktop.mats import register
from rdi_desktop.widgets.side_areas import draw_planter

register("dale", lambda surf, r, p, s, own, lit: draw_planter(surf, r, p.get("state") or {}, s),
         lambda p: "planter" in (p.get("state") or {}))
