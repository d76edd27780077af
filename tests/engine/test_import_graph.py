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
