"""Captain Whitehawk has no mat of her own (cards.md §2: no side mechanic); the table shows
a Prize given to her with half a pot ("What a coincidence...") by moving it between the
players' Prize lists in the displayed state."""

from __future__ import annotations

from typing import Any

from rdi_desktop.looks import register_look
from rdi_desktop.mats import register_event


def _prize_given(pr: Any, e: dict[str, Any]) -> None:
    frm, to, card = e.get("frm"), e.get("to"), str(e.get("card"))
    players = pr.display.get("players", [])
    if isinstance(frm, int) and isinstance(to, int) and max(frm, to) < len(players):
        held = list((players[frm].get("state") or {}).get("prizes") or [])
        if card in held:
            held.remove(card)
            players[frm].setdefault("state", {})["prizes"] = held
        got = list((players[to].get("state") or {}).get("prizes") or [])
        players[to].setdefault("state", {})["prizes"] = got + [card]
    from rdi_desktop import art

    pr.add_log(f"{pr.name(frm)} gives {art.card_title(card)} to {pr.name(to)}",
               kind="prize_given")


register_event("prize_given", _prize_given, 0.3)

# portrait and mat colours (rdi_desktop/looks.py; tools/build_art.py composes the portrait)
register_look("whitehawk", ((30, 50, 110), (240, 240, 240)), "pirate-captain", "ship-wheel")
