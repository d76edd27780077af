"""The declared form of saved plain data, read from the dataclasses that hold it.

A save's records (players, cards on the stack, Drinks, the Round of Gambling, the
frames of pending work) are dataclasses whose field types are the format's schema:
:func:`checker` compiles one, once per class, into a function that refuses a record
read back with a value of another type in any field, or a number outside ``±MAX_INT``
(the records' constructors already refuse unknown and missing fields).
Free-form parts (``Any``) are walked for depth and size only.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from dataclasses import fields, is_dataclass
from operator import attrgetter
from typing import Any

from engine.filecheck import MAX_DEPTH, MAX_INT
from engine.native import type_hints

__all__ = ["Bad", "checker", "fits", "plain", "whole"]

#: the most entries a free-form part of a file may hold in all
MAX_NODES = 20_000

Check = Callable[[Any, str], None]


class Bad(ValueError):
    """A value that does not fit its declared form; ``str()`` says where (for the log)."""


def whole(v: Any, where: str, low: int = -MAX_INT, high: int = MAX_INT) -> int:
    """An int (never a bool) from ``low`` to ``high``."""
    if type(v) is not int or not low <= v <= high:
        raise Bad(f"{where}: {v!r:.40} is not a whole number from {low} to {high}")
    return v


def plain(v: Any, where: str) -> None:
    """Free-form JSON data: bounded depth, entries and numbers. Tested first with no path
    kept (a save's free-form parts are mostly short words, and a load walks thousands of
    them); only a part that fails is walked again to say where."""
    if not fits(v):
        _walk(v, where)
        raise Bad(f"{where}: too large or nested too deep")


def fits(v: Any) -> bool:
    """Whether ``v`` is plain data: at most MAX_NODES entries in all (each container and
    each leaf one), nothing deeper than MAX_DEPTH, every number within ±MAX_INT, and no
    other leaf than a word, true or false, or null."""
    left = MAX_NODES - 1
    todo = [(v, 0)]
    while todo:
        x, depth = todo.pop()
        t = type(x)
        if t is dict:
            items: Any = x.values()
        elif t is list:
            items = x
            if x and set(map(type, x)) <= _WORDS:  # a pile of cards, a list of names
                left -= len(x)
                if left < 0 or depth >= MAX_DEPTH:
                    return False
                continue
        elif t is str or t is bool or x is None:
            continue
        elif t is int or t is float:
            if not -MAX_INT <= x <= MAX_INT:  # also refuses NaN
                return False
            continue
        else:
            return False
        if depth > MAX_DEPTH or items and depth >= MAX_DEPTH:
            return False
        left -= len(items)  # each entry at least one
        if left < 0:
            return False
        for y in items:
            ty = type(y)
            if ty is dict or ty is list:
                todo.append((y, depth + 1))
            elif ty is int or ty is float:
                if not -MAX_INT <= y <= MAX_INT:
                    return False
            elif ty is not str and ty is not bool and y is not None:
                return False
    return True


def _walk(v: Any, where: str, budget: list[int] | None = None, depth: int = 0) -> None:
    """``fits`` walked with the path to each part, raising Bad at the first that does
    not fit (what a refusal says)."""
    budget = budget if budget is not None else [MAX_NODES]
    budget[0] -= 1
    if budget[0] < 0 or depth > MAX_DEPTH:
        raise Bad(f"{where}: too large or nested too deep")
    t = type(v)
    if t is dict:
        pairs: Any = v.items()
    elif t is list:
        if v and set(map(type, v)) <= _WORDS:  # a pile of cards, a list of names
            budget[0] -= len(v)
            if budget[0] < 0 or depth >= MAX_DEPTH:
                raise Bad(f"{where}: too large or nested too deep")
            return
        pairs = ((None, x) for x in v)
    else:
        _leaf(v, t, where)
        return
    for k, x in pairs:
        tx = type(x)
        if tx is dict or tx is list:
            _walk(x, where if k is None else f"{where}.{k}", budget, depth + 1)
            continue
        budget[0] -= 1
        if budget[0] < 0 or depth >= MAX_DEPTH:
            raise Bad(f"{where}: too large or nested too deep")
        if tx is not str and tx is not bool and x is not None:
            _leaf(x, tx, where if k is None else f"{where}.{k}")


#: the types of leaf that need no check of their own
_WORDS = frozenset({str, bool, type(None)})


def _leaf(v: Any, t: type, where: str) -> None:
    """A value that holds no other: a word, true or false, null, or a number in range."""
    if t is int:
        whole(v, where)
    elif t is float:
        if not -MAX_INT <= v <= MAX_INT:  # also refuses NaN
            raise Bad(f"{where}: {v!r} is out of range")
    elif t not in (str, bool, type(None)):
        raise Bad(f"{where}: {t.__name__} is not plain data")


def _for_hint(hint: Any) -> Check:
    if hint is Any or hint is object:
        return lambda v, w: plain(v, w)
    if hint is int:
        return lambda v, w: None if type(v) is int and -MAX_INT <= v <= MAX_INT \
            else _bad(v, w, "a whole number")
    if hint is bool:
        return lambda v, w: None if type(v) is bool else _bad(v, w, "true or false")
    if hint is str:
        return lambda v, w: None if type(v) is str and len(v) <= 10_000 \
            else _bad(v, w, "a word")
    if hint is float:
        return _float
    if hint is type(None):
        return lambda v, w: None if v is None else _bad(v, w, "null")
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        alts = [_for_hint(a) for a in args if a is not type(None)]
        return _union(alts, optional=type(None) in args)
    if origin in (list, tuple):
        if args and args[0] in (str, int):
            return _flat_list(args[0])
        item = _for_hint(args[0]) if args else _for_hint(Any)
        return _list(item)
    if origin is dict:
        val = _for_hint(args[1]) if args else _for_hint(Any)
        return _dict(val)
    if hint is list or hint is dict:
        return _bare(hint)
    if isinstance(hint, type) and is_dataclass(hint):
        return checker(hint)
    raise TypeError(f"no check for the declared type {hint!r}")


def _bare(t: type) -> Check:
    def check(v: Any, where: str) -> None:
        if type(v) is not t:
            _bad(v, where, t.__name__)
        plain(v, where)
    return check


def _bad(v: Any, where: str, want: str) -> None:
    raise Bad(f"{where}: {v!r:.40} is not {want}")


def _float(v: Any, where: str) -> None:
    if type(v) not in (int, float) or not -MAX_INT <= v <= MAX_INT:
        _bad(v, where, "a number")


def _union(alts: list[Check], optional: bool = False) -> Check:
    """One of ``alts``; ``optional``: null is one of them, and it is tried first (most
    optional fields are null, and a refused alternative costs an exception)."""
    def check(v: Any, where: str) -> None:
        if optional and v is None:
            return
        for a in alts:
            try:
                a(v, where)
                return
            except Bad:
                continue
        _bad(v, where, "of any allowed form")
    return check


def _flat_list(t: type) -> Check:
    """A list of words or of whole numbers (a player's cards, seats): checked at once."""
    def check(v: Any, where: str) -> None:
        if type(v) is not list:
            _bad(v, where, "a list")
        if v and {type(x) for x in v} != {t}:
            _bad(v, where, f"a list of {t.__name__}")
        if t is int and v and not -MAX_INT <= min(v) <= max(v) <= MAX_INT:
            _bad(v, where, "a list of whole numbers in range")
    return check


def _list(item: Check) -> Check:
    def check(v: Any, where: str) -> None:
        if type(v) is not list:
            _bad(v, where, "a list")
        for x in v:
            item(x, where)
    return check


def _dict(val: Check) -> Check:
    def check(v: Any, where: str) -> None:
        if type(v) is not dict:
            _bad(v, where, "a mapping")
        for k, x in v.items():
            val(x, f"{where}.{k}")
    return check


# -- the quick test --------------------------------------------------------------------
# A load checks thousands of fields, nearly all of them fine: each record's fields are
# first tested together by one expression compiled from the declared types (no call per
# field); only a record that fails it is walked field by field above, which finds the
# damaged field and says where. The expression is never looser than the walk.

def _quick(hint: Any, x: str) -> str | None:
    """A Python expression true only when the value ``x`` names fits ``hint`` (None:
    the type has no quick test; its field is walked every time)."""
    if hint is int:
        return f"(type({x}) is int and -_M <= {x} <= _M)"
    if hint is bool:
        return f"(type({x}) is bool)"
    if hint is str:
        return f"(type({x}) is str and len({x}) <= 10000)"
    if hint is float:
        return f"(type({x}) in _NUMBERS and -_M <= {x} <= _M)"
    if hint is type(None):
        return f"({x} is None)"
    if hint is Any or hint is object:
        return f"(type({x}) in _WORDS or _fits({x}))"
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        alts = [_quick(a, x) for a in args]
        return None if None in alts else "(" + " or ".join(a for a in alts if a) + ")"
    if origin in (list, tuple) and args and args[0] in (str, int):
        test = (f"(type({x}) is list and (not {x} or set(map(type, {x})) == "
                f"{{{args[0].__name__}}}")
        return test + (f" and -_M <= min({x}) and max({x}) <= _M))" if args[0] is int
                       else "))")
    if origin is dict and args and args[1] is Any:
        return f"(type({x}) is dict and _fits({x}))"
    return None


def quick_test(cls: type, names: list[str]) -> tuple[Callable[[Any], bool], list[str]]:
    """The compiled quick test of the fields ``names`` of a ``cls`` record, and the
    fields it leaves out (those of a type with no quick test)."""
    hints = type_hints(cls)
    tests, left, read = [], [], list[str]()
    for name in names:
        test = _quick(hints[name], f"f{len(read)}")
        if test is None:
            left.append(name)
        else:
            tests.append(test)
            read.append(name)
    # each field read once, all of them by one C call: reading a field by name from
    # interpreted code is slow on a compiled (mypyc) record, which has no __dict__
    got = "" if not read else ", ".join(f"f{i}" for i in range(len(read))) + " = _read(v)\n    "
    src = ("def test(v):\n    " + got + "return ("
           + ("\n        and ".join(tests) or "True") + ")\n")
    space: dict[str, Any] = {"_M": MAX_INT, "_NUMBERS": (int, float), "_WORDS": _WORDS,
                             "_fits": fits,
                             "_read": attrgetter(*read) if read else None}
    exec(compile(src, f"<quick test of {cls.__name__}>", "exec"), space)  # noqa: S102
    return space["test"], left


_CHECKERS: dict[type, Check] = {}


def checker(cls: type) -> Check:
    """The check of a record read back from a file: an instance of the dataclass ``cls``
    whose every field holds a value of its declared type."""
    got = _CHECKERS.get(cls)
    if got is not None:
        return got
    hints = type_hints(cls)
    parts = [(f.name, _for_hint(hints[f.name])) for f in fields(cls)]
    test, left = quick_test(cls, [name for name, _ in parts])
    rest = [(name, part) for name, part in parts if name in left]

    def check(v: Any, where: str) -> None:
        if type(v) is not cls:
            _bad(v, where, f"a {cls.__name__}")
        try:  # each field checked under its own name; the record's place added to a refusal
            for name, part in rest if test(v) else parts:
                part(getattr(v, name), name)
        except Bad as b:
            raise Bad(f"{where}.{b}") from None

    _CHECKERS[cls] = check
    return check
