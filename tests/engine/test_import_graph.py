"""Issue 12: cards, characters, effects and flow used to import one another in a 19-module
circle. Issue 29: it was hidden, not gone: 32 of its links were imports made inside
functions. The engine's imports, counting those made inside functions (only imports for
type checking are left out), now form no circle at all: a module below (the card data,
the ops) hands a registry to the modules above it instead of importing them."""

from __future__ import annotations

from pathlib import Path

from tests import import_graph as ig

ROOT = Path(__file__).resolve().parents[2]


def test_engine_modules_import_no_circle() -> None:
    assert ig.cycles(ig.edges(ig.modules(ROOT, "engine"), parents=False)) == []


def _packages(graph: dict[str, set[str]], mods: dict[str, Path]) -> dict[str, set[str]]:
    """The graph between the engine's packages: each subpackage (`engine.flow`, with all its
    modules) is one node, each module at the top (`engine.game`, `engine.cards`, the
    `engine` package's own `__init__`) one node of its own."""
    packages = {m for m, p in mods.items() if p.name == "__init__.py" and m.count(".") == 1}

    def node(m: str) -> str:
        top = ".".join(m.split(".")[:2])
        return top if top in packages else m

    out: dict[str, set[str]] = {node(m): set() for m in graph}
    for m, targets in graph.items():
        out[node(m)] |= {node(t) for t in targets} - {node(m)}
    return out


def test_engine_packages_import_no_circle() -> None:
    """No circle between the engine's packages either (effects and flow once imported each
    other: the team queries and the discard pile's routing sit below both now), counting
    the modules at the top: none of them imports a package that imports it back."""
    mods = ig.modules(ROOT, "engine")
    assert ig.cycles(_packages(ig.edges(mods, parents=False), mods)) == []


def test_the_package_check_finds_a_circle() -> None:
    mods = {m: Path(f"{m.replace('.', '/')}.py") for m in
            ("engine.effects.ops", "engine.flow.turn", "engine.flow.teams", "engine.game")}
    mods["engine.effects"] = Path("engine/effects/__init__.py")
    mods["engine.flow"] = Path("engine/flow/__init__.py")
    graph = {"engine.effects.ops": {"engine.flow.teams"}, "engine.flow.turn": {"engine.game"},
             "engine.flow.teams": set(), "engine.game": {"engine.effects.ops"},
             "engine.effects": set(), "engine.flow": set()}
    assert ig.cycles(_packages(graph, mods)) == [["engine.effects", "engine.flow", "engine.game"]]


def test_the_check_finds_a_circle() -> None:
    assert ig.cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == [["a", "b", "c"]]


def test_imports_inside_functions_count(tmp_path: Path) -> None:
    """A link made only inside a function (or a method, or relatively) is an edge; one
    under `if TYPE_CHECKING:` is not."""
    pkg = tmp_path / "eng"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "low.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from eng import typed\n"
        "def f():\n    from eng.high import g\n    return g\n")
    (pkg / "high.py").write_text(
        "class C:\n    def m(self):\n        from . import low\n        return low\n")
    (pkg / "typed.py").write_text("import eng.low\n")
    mods = {f"eng.{n}": pkg / f"{n}.py" for n in ("low", "high", "typed")}
    mods["eng"] = pkg / "__init__.py"
    graph = ig.edges(mods, parents=False)
    assert graph["eng.low"] == {"eng.high"}
    assert graph["eng.high"] == {"eng.low"}
    assert ig.cycles(graph) == [["eng.high", "eng.low"]]


def test_the_engine_package_assembles_the_rules() -> None:
    """With nothing below importing upward, the `engine` package imports every module
    that fills a registry (engine/rules.py): a new process that reads a card first finds
    the whole vocabulary (Gambling ops, Drink Events, the characters' ops)."""
    import subprocess
    import sys

    code = ("from engine.cards import cards\n"
            "db = cards()\n"
            "assert not db.problems, db.problems\n"
            "print(db.get('i-raise').text)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "Round of Gambling" in out.stdout
