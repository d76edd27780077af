"""Bryn, the Crimson Drake's bosun (001; cards.md §2: no side mechanic).

Her identity is in her cards: brawling, and redirection ("Stop hitting yourself!" moves only
the Fortitude loss of a card, 001 "Redirecting Damage"; the loss still counts as coming
from the card's original player, so "You wanna play, huh?" hits back at that player).
"""

from __future__ import annotations

from engine.kits import Kit, Seat, Texts
from engine.kits import register as register_kit

KIT = register_kit(Kit(
    "bryn",
    texts=Texts(
        rules="Bryn has no side mechanic. When she redirects a card's Fortitude loss, only "
              "the loss moves: the card's other effects (a Mark, say) still affect her, and "
              "the loss counts as coming from the card's original player. When several "
              "redirections apply to one card, each applies once, in the order played "
              "(001 \"Redirecting Damage\").",
        setup="Bryn the bosun wins brawls and sends your punches back where they came from.",
    ),
    seat=Seat(table_order=22),
))
