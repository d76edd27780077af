"""A package's import graph from its source (no module is run), for the tests that hold
a package free of import circles.

Every import statement counts, at any depth (inside functions and methods too: an import
made late to dodge a circle is still part of it); only those under
`if TYPE_CHECKING:`, which never run, are left out.
"""

from __future__ import annotations

import ast
from pathlib import Path


def modules(root: Path, package: str) -> dict[str, Path]:
    """Module name -> file, for every module of ``package`` under ``root``."""
    out = {}
    for p in (root / package).rglob("*.py"):
        name = ".".join(p.relative_to(root).with_suffix("").parts)
        out[name.removesuffix(".__init__")] = p
    return out


def imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement, at any depth, except those under `if TYPE_CHECKING:`."""
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


def edges(mods: dict[str, Path], parents: bool = True) -> dict[str, set[str]]:
    """Module -> the modules of ``mods`` it imports. `from pkg import sub` loads the
    submodule; `from mod import name`, the module; either runs the `__init__.py` of every
    package above it first (`import a.b.c` runs a and a.b), so with ``parents`` those
    count too (the engine's package assembles the rules: its `__init__.py` imports them
    all on purpose, so its check leaves the packages above out)."""
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for m, p in mods.items():
        for node in imports(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                graph[m] |= {a.name for a in node.names if a.name in mods}
                continue
            target = _absolute(m, p, node)
            if target in mods:
                subs = {f"{target}.{a.name}" for a in node.names} & set(mods)
                graph[m] |= subs or {target}
        if parents:
            graph[m] |= {parent for t in graph[m] for parent in _parents(t)} & set(mods)
        graph[m].discard(m)
    return graph


def _parents(module: str) -> set[str]:
    parts = module.split(".")
    return {".".join(parts[:k]) for k in range(1, len(parts))}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(out)
