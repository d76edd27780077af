"""JSON encoding of game state (no pickle): cards, RNG state and dataclasses.

Game objects keep their whole state as plain attributes; :func:`encode` turns
them into JSON-native data and :func:`decode` back, so ``to_json`` /
``from_json`` and AI clones need no per-game code.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from engine.hall.deck import Card

_DATACLASSES: dict[str, type] = {}


def register(cls: type) -> type:
    """Make a dataclass encodable by name."""
    _DATACLASSES[cls.__name__] = cls
    return cls


def encode(x: Any) -> Any:
    if x is None or isinstance(x, bool | int | float | str):
        return x
    if isinstance(x, Card):
        return {"$c": x.code}
    if isinstance(x, list | tuple):
        return [encode(i) for i in x]
    if isinstance(x, dict):
        return {str(k): encode(v) for k, v in x.items()}
    if isinstance(x, random.Random):
        version, internal, gauss = x.getstate()
        return {"$rng": [version, list(internal), gauss]}
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        name = type(x).__name__
        if name not in _DATACLASSES:
            raise TypeError(f"dataclass {name} is not registered for JSON")
        return {"$dc": name,
                "f": {f.name: encode(getattr(x, f.name)) for f in dataclasses.fields(x)}}
    raise TypeError(f"cannot encode {type(x).__name__} as JSON")


def decode(x: Any) -> Any:
    if isinstance(x, list):
        return [decode(i) for i in x]
    if isinstance(x, dict):
        if "$c" in x and len(x) == 1:
            return Card.from_code(x["$c"])
        if "$rng" in x and len(x) == 1:
            version, internal, gauss = x["$rng"]
            rng = random.Random()
            rng.setstate((version, tuple(internal), gauss))
            return rng
        if "$dc" in x and len(x) == 2:
            cls = _DATACLASSES[x["$dc"]]
            known = {f.name for f in dataclasses.fields(cls)}
            # fields a newer version dropped (e.g. Table.reopen) are ignored
            return cls(**{k: decode(v) for k, v in x["f"].items() if k in known})
        return {k: decode(v) for k, v in x.items()}
    return x
