"""The effects a declared tracker asks for (engine/trackers.py): `gain_<key>` and
`lose_<key>` ops ("Gain 2 Momentum.") and the `if_<key>` branch ("you have {n} or more
Momentum"), registered for every kit, now and later, so a character whose only mechanic
is a tracker needs no code of its own."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import trackers
from engine.effects.ops import OpSpec, register, register_branch
from engine.kits import Kit, on_register, tracks
from engine.model import GameState, Item

SIGNS = {"gain": 1, "lose": -1}
Apply = Callable[[GameState, Item, dict[str, Any]], None]


def _mover(key: str, sign: int) -> Apply:
    def op(g: GameState, item: Item, spec: dict[str, Any]) -> None:
        trackers.move(g, item.owner, key, sign * int(spec.get("amount", 1)))
    return op


def _wording(verb: str, word: str) -> Callable[[dict[str, Any]], str]:
    return lambda op: f"{verb} {op.get('amount', 1)} {word}."


def _reader(key: str) -> Callable[[GameState, int], int]:
    return lambda g, p: trackers.value(g, p, key)


def _declare(k: Kit) -> None:
    """Register the ops and branch each of the kit's trackers asks for."""
    by = f"kit {k.id!r}"
    for z in tracks(k):
        t = z.track
        assert t is not None
        for verb in t.ops:
            register(OpSpec(f"{verb}_{z.key}", {"amount": int}, _mover(z.key, SIGNS[verb]),
                            _wording(verb.title(), t.word)), by=by)
        if t.branch:
            register_branch(f"if_{z.key}", _reader(z.key), f"you have {{n}} or more {t.word}")


on_register(_declare)
