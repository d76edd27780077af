"""Vex, a made-up character whose only mechanic is a declared tracker (issue 29): this
module is declarations only (tests/engine/test_tracker_kit.py checks it defines no
function), her cards are tests/engine/made_up/vex.toml."""

from __future__ import annotations

from engine.kits import Kit, Seat, Texts, tracker

KIT = Kit(
    "vex",
    zones=(tracker("zeal", 0, 4, word="Zeal", per_turn=1, ops=("gain", "lose"), branch=True),),
    texts=Texts(setup="Vex's Zeal burns hotter every turn; her cards feed it and spend it.",
                rules="Zeal starts at 0 on a 0-4 track and rises by 1 at the beginning of "
                      "her turn; her cards gain it, lose it and hit harder with 3 or more."),
    seat=Seat(table_order=90, boss=True),  # her Boss deck: vex.toml
)
