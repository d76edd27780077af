"""The Prize variant at the table (003 "Prizes"; engine/flow/prizes.py): a Prize a
player holds is used from their mat (a click on it, lit when the prompt offers it, or
queued in the anytime tray), and a Prize used leaves the player's held Prizes.

This module declares those to the table (rdi_desktop/reach.py: the mat action, its
words, the held cards; rdi_desktop/dispatch.py: where a card `source`d "prize" goes),
so the table's core files name no variant."""

from __future__ import annotations

from typing import Any

from rdi_desktop.dispatch import register_source
from rdi_desktop.reach import MatAction, register_anytime_cards, register_mat_action

#: the option label of using a held Prize, and the player state key holding them
LABEL = "prize"
HELD = "prizes"


def _held(player: dict[str, Any], private: dict[str, Any]) -> set[str]:
    return {str(c) for c in (player.get("state") or {}).get(HELD) or []}


def _used(pr: Any, e: dict[str, Any]) -> None:
    """A Prize used: it leaves the player's held Prizes (not their hand)."""
    held = pr._state(e.get("player")).get(HELD)
    c = e.get("card")
    if isinstance(held, list) and c in held:
        held.remove(c)


register_mat_action(MatAction(LABEL, "the Prize {card}", "Use {card}"))
register_anytime_cards(_held)
register_source(LABEL, _used)
