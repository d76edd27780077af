"""The assembled rules: every module that registers vocabulary, imported in one place.

The card data and the registries (engine/cards.py, engine/kits.py,
engine/variant_registry.py) sit below the modules that fill them: ops, conditions and rules
text, the Drink Events, the anytime sources (team Potions), the character kits and the
variants. Nothing below may import upward (no import circle, counting imports inside
functions), so the `engine` package imports this module as it loads, and every card read
afterwards finds the whole vocabulary. The characters and the variants are packages that
import each of their modules: a new one is found there, not listed here.
"""

from __future__ import annotations

import engine.characters  # noqa: F401  (every character's kit)
import engine.effects.conditions  # noqa: F401
import engine.effects.ops  # noqa: F401
import engine.effects.text  # noqa: F401
import engine.effects.tracker_ops  # noqa: F401  (the declared trackers' ops)
import engine.flow.elimination  # noqa: F401
import engine.flow.events_deck  # noqa: F401
import engine.flow.gambling  # noqa: F401
import engine.flow.table_events  # noqa: F401
import engine.flow.teams  # noqa: F401
import engine.flow.turn  # noqa: F401
import engine.variants  # noqa: F401  (every variant's module)
