"""Terci's mat: Patients waiting (a row of cards) and Medical Supply tokens."""

from rdi_desktop.mats import register
from rdi_desktop.widgets.side_areas import draw_patients

register("terci",
         lambda surf, r, p, s, own, lit: draw_patients(surf, r, p.get("state") or {}, s, lit),
         lambda p: bool({"supplies", "waiting"} & set(p.get("state") or {})))
