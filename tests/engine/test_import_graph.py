"""Issue 12: cards, characters, effects and flow used to import one another in a 19-module
circle. Issue 29: it was hidden, not gone: 32 of its links were imports made inside
functions. The engine's imports, counting those made inside functions (only imports for
type checking are left out), now form no circle at all: a module below (the card data,
the ops) hands a registry to the modules above it instead of importing them."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _modules() -> dict[str, Path]:
    out = {}
    for p in (ROOT / "engine").rglob("*.py"):
        name = ".".join(p.relative_to(ROOT).with_suffix("").parts)
        out[name.removesuffix(".__init__")] = p
    return out


def _imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement, at any depth (inside functions and classes too), except
    those under `if TYPE_CHECKING:`, which never run."""
    out: list[ast.Import | ast.ImportFrom] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.dump(node.test):
            todo.extend(node.orelse)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            out.append(node)
        todo.extend(ast.iter_child_nodes(node))
    return out


def _absolute(m: str, path: Path, node: ast.ImportFrom) -> str:
    """The module a `from ... import` names, relative imports resolved."""
    if not node.level:
        return node.module or ""
    parts = m.split(".") if path.name == "__init__.py" else m.split(".")[:-1]
    parts = parts[:len(parts) - node.level + 1]
    return ".".join(parts + ([node.module] if node.module else []))


def _edges(mods: dict[str, Path]) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for m, p in mods.items():
        for node in _imports(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                graph[m] |= {a.name for a in node.names if a.name in mods}
                continue
            target = _absolute(m, p, node)
            if target in mods:
                subs = {f"{target}.{a.name}" for a in node.names} & set(mods)
                # `from pkg import sub` loads the submodule; `from mod import name`, the module
                graph[m] |= subs or {target}
        graph[m].discard(m)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_engine_modules_import_no_circle() -> None:
    assert _cycles(_edges(_modules())) == []


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
    mods = _modules()
    assert _cycles(_packages(_edges(mods), mods)) == []


def test_the_package_check_finds_a_circle() -> None:
    mods = {m: Path(f"{m.replace('.', '/')}.py") for m in
            ("engine.effects.ops", "engine.flow.turn", "engine.flow.teams", "engine.game")}
    mods["engine.effects"] = Path("engine/effects/__init__.py")
    mods["engine.flow"] = Path("engine/flow/__init__.py")
    graph = {"engine.effects.ops": {"engine.flow.teams"}, "engine.flow.turn": {"engine.game"},
             "engine.flow.teams": set(), "engine.game": {"engine.effects.ops"},
             "engine.effects": set(), "engine.flow": set()}
    assert _cycles(_packages(graph, mods)) == [["engine.effects", "engine.flow", "engine.game"]]


def test_the_check_finds_a_circle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == [["a", "b", "c"]]


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
    graph = _edges(mods)
    assert graph["eng.low"] == {"eng.high"}
    assert graph["eng.high"] == {"eng.low"}
    assert _cycles(graph) == [["eng.high", "eng.low"]]


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
