"""The optional compiled engine: its hot modules built by mypyc, beside their sources.

`make setup` runs tools/build_native.py, which compiles the modules of `MODULES` (the same
source, type-checked by mypy) into extension modules next to the `.py` files, so `import`
picks them up, and records each source's hash in `MANIFEST`. Without a build (no compiler,
a wheel, the frozen app) the pure-Python engine runs; both play the same games (the seeded
fingerprint, tests/engine/test_native_build.py).

`choose()` runs as the `engine` package loads, before any compiled module is imported. It
keeps a stale build from running: when a source no longer matches the hash the build
recorded (edited since the last `make setup`), when there is no record (no build, or one cut
short), or when `RDI_PURE_ENGINE=1` is set, every module of the build is imported from its
source instead. It is all of them or none: compiled
modules call each other directly, past `sys.modules`.

This module itself is never compiled.
"""

from __future__ import annotations

import ast
import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
import typing
from collections.abc import Sequence
from types import ModuleType
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
#: what the build compiles: the engine's turn, windows, card play and effect vocabulary,
#: the state and the frame base, the modules they call at every step, the invariants and
#: the load check's walks of a save (a save's load is held within 10% of the load before
#: the check: bench/bench_load.py), and the kits' and variants' modules (paths under the
#: repository root)
MODULES: tuple[str, ...] = (
    "engine/flow/common.py", "engine/flow/drive.py", "engine/flow/drink_deck.py", "engine/flow/drinking.py",
    "engine/flow/elimination.py", "engine/flow/events_deck.py", "engine/flow/gambling.py",
    "engine/flow/kept.py", "engine/flow/kit_calls.py", "engine/flow/play_card.py",
    "engine/flow/responses.py", "engine/shuffling.py", "engine/flow/table_events.py",
    "engine/flow/teams.py",
    "engine/flow/turn.py", "engine/flow/window.py",
    "engine/effects/conditions.py", "engine/effects/ops.py", "engine/effects/stats.py",
    "engine/effects/text.py", "engine/effects/tracker_ops.py",
    "engine/kits.py", "engine/cards.py", "engine/events.py",
    "engine/team_queries.py", "engine/trackers.py", "engine/discards.py", "engine/prompts.py",
    "engine/variant_registry.py", "engine/model.py", "engine/frames.py",
    "engine/invariants.py", "engine/filecheck/deep.py", "engine/filecheck/table.py",
    # and every character's kit and every variant module (found by their packages)
    *sorted(f"engine/{pkg}/{name}" for pkg in ("characters", "variants")
            for name in os.listdir(os.path.join(HERE, pkg))
            if name.endswith(".py") and name != "__init__.py"),
)
#: the build's record: one "module sha256-of-source" line per compiled module (git-ignored)
MANIFEST = os.path.join(HERE, "compiled.txt")
#: the field types of the build's classes as their sources declare them, by class (mypyc
#: writes a compiled dataclass's annotations as bare classes: `list[int]` becomes `list`)
DECLARED = os.path.join(HERE, "compiled_types.json")
#: the shared library mypyc builds beside the package (a top-level module)
GROUP = "engine_native"
PURE_ENV = "RDI_PURE_ENGINE"
#: what choose() found: "compiled", "pure" (no build), "forced pure", "stale" or "frozen"
state = "pure"


def module_name(path: str) -> str:
    return path[:-3].replace("/", ".")


def source_hash(path: str) -> str:
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def read_manifest() -> dict[str, str]:
    """module -> the source hash it was compiled from ({} when nothing is built)."""
    try:
        with open(MANIFEST, encoding="utf-8") as fh:
            rows = [line.split() for line in fh if line.strip()]
    except OSError:
        return {}
    return {r[0]: r[1] for r in rows if len(r) == 2}


class _FromSource(importlib.abc.MetaPathFinder):
    """Finds the named modules' `.py` files ahead of their compiled builds."""

    def __init__(self, names: set[str]) -> None:
        self.names = names

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self.names:
            return None
        src = os.path.join(ROOT, *fullname.split(".")) + ".py"
        return importlib.util.spec_from_file_location(fullname, src)


def choose() -> str:
    """Decide between the compiled build and the sources (see the module docstring)."""
    global state
    if getattr(sys, "frozen", False):  # the app as built: what it bundled runs
        state = "frozen"
        return state
    built = read_manifest() if os.path.exists(DECLARED) else {}
    if not built:  # no build, or one cut short: any extension left of it is not used
        sys.meta_path.insert(0, _FromSource({module_name(p) for p in MODULES}))
        state = "pure"
        return state
    forced = os.environ.get(PURE_ENV, "") not in ("", "0")
    stale = not forced and any(
        not os.path.exists(p := os.path.join(ROOT, *m.split(".")) + ".py")
        or source_hash(p) != h for m, h in built.items())
    lost = not forced and not stale and not _find_group()
    if forced or stale or lost:
        sys.meta_path.insert(0, _FromSource(set(built)))
        if stale:
            print("engine: the compiled modules are older than their sources; running the "
                  "pure-Python engine (`make setup` rebuilds them)", file=sys.stderr)
        if lost:
            print("engine: the compiled engine's shared library is missing; running the "
                  "pure-Python engine (`make setup` rebuilds it)", file=sys.stderr)
        state = "stale" if stale else "forced pure" if forced else "pure"
    else:
        state = "compiled"
    return state


class _Group(importlib.abc.MetaPathFinder):
    """Finds the build's shared library (a top-level module) at the checkout's top."""

    def __init__(self, name: str, path: str) -> None:
        self.name, self.path = name, path

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname != self.name:
            return None
        return importlib.util.spec_from_file_location(fullname, self.path)


def _find_group() -> bool:
    """Whether the compiled modules can import the build's shared library. mypyc puts it
    beside the package, at the checkout's top, which is on ``sys.path`` only when Python
    starts there: the installed ``rdi-desktop`` script (``make run``) starts in
    .venv/bin, and the editable install maps the packages, not that file. So it is found
    here by its path; without it, the sources run."""
    name = GROUP + "__mypyc"
    if importlib.util.find_spec(name) is not None:
        return True
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        path = os.path.join(ROOT, name + suffix)
        if os.path.exists(path):
            sys.meta_path.append(_Group(name, path))
            return True
    return False


def compiled() -> list[str]:
    """The build's modules that are loaded from a compiled extension in this process."""
    return sorted(m for m in read_manifest() if m in sys.modules
                  and not (getattr(sys.modules[m], "__file__", None) or "").endswith(".py"))


def declared_types(path: str) -> dict[str, dict[str, Any]]:
    """Each class of the module at `path` as written: its annotated fields ("fields") and
    its source ("source"), what tools/build_native.py records in DECLARED for the classes
    it compiles (a compiled class has neither annotations nor code objects to read)."""
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    out: dict[str, dict[str, Any]] = {}
    for node in ast.parse(text).body:
        if not isinstance(node, ast.ClassDef):
            continue
        anns = {}
        for st in node.body:
            if isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name):
                ann = st.annotation
                written = ann.value if isinstance(ann, ast.Constant) else ast.unparse(ann)
                if not str(written).startswith(("ClassVar", "typing.ClassVar")):
                    anns[st.target.id] = str(written)
        out[node.name] = {"fields": anns, "source": ast.get_source_segment(text, node) or ""}
    return out


_DECLARED: list[dict[str, dict[str, Any]]] = []


def declared(cls: type) -> dict[str, Any] | None:
    """What DECLARED holds of `cls` when it was loaded compiled, else None."""
    mod = sys.modules.get(cls.__module__)
    if mod is None or (getattr(mod, "__file__", None) or "").endswith(".py"):
        return None
    if not _DECLARED:
        try:
            with open(DECLARED, encoding="utf-8") as fh:
                _DECLARED.append(json.load(fh))
        except OSError:
            _DECLARED.append({})
    got: dict[str, Any] | None = _DECLARED[0].get(f"{cls.__module__}.{cls.__qualname__}")
    return got


def type_hints(cls: type) -> dict[str, Any]:
    """`typing.get_type_hints(cls)` as the class's source declares them, also when the class
    was compiled (the save checks, engine/filecheck, read a record's form from them)."""
    if declared(cls) is None:  # from source (or not a class of the build)
        return typing.get_type_hints(cls)
    out: dict[str, Any] = {}
    for c in reversed(cls.__mro__):  # a base's fields first, as get_type_hints reads them
        written = declared(c)
        if written is not None:
            space = vars(sys.modules[c.__module__])
            out.update((name, eval(text, space))  # noqa: S307 - the build's own record
                       for name, text in written["fields"].items())
    return out


def class_source(cls: type) -> str:
    """The source of a compiled class of the build, as written ("" for any other)."""
    written = declared(cls)
    return "" if written is None else str(written["source"])
