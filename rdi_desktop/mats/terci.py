"""Terci's mat: Patients waiting (a row of cards) and Medical Supply tokens."""

from rdi_desktop.looks import register_look, register_subtype_icon
from rdi_desktop.mats import register
from rdi_desktop.widgets.side_areas import draw_patients

register("terci",
         lambda surf, r, p, s, own, lit: draw_patients(surf, r, p.get("state") or {}, s, lit),
         lambda p: bool({"supplies", "waiting"} & set(p.get("state") or {})))

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("terci", ((170, 40, 60), (235, 235, 235)), "plague-doctor-profile", "medical-pack")
register_subtype_icon("patient", "bandage-roll")
