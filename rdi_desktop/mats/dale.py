"""Dale's mat: the Planter Box (a row of Mushrooms with their Harvest Values)."""

from rdi_desktop.looks import register_look, register_type_icon
from rdi_desktop.mats import register
from rdi_desktop.widgets.side_areas import draw_planter

register("dale", lambda surf, r, p, s, own, lit: draw_planter(surf, r, p.get("state") or {}, s),
         lambda p: "planter" in (p.get("state") or {}))

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("dale", ((92, 128, 48), (196, 150, 90)), "spotted-mushroom", "flower-pot")
register_type_icon("mushroom", "mushrooms-cluster")
