"""Issue 29: no function in engine/ runs past 100 lines (the developer guide's short
functions; scenario.build was 158 and Turn.step 123). rdi_desktop/ is not held to it yet:
its long scene functions are the front-end half of issue 29."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 100


def _long_functions(folder: Path) -> list[str]:
    out = []
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > LIMIT:
                    out.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name} {length}")
    return out


def test_no_engine_function_runs_past_100_lines() -> None:
    assert _long_functions(ROOT / "engine") == []


def test_the_check_finds_a_long_function(tmp_path: Path) -> None:
    body = "\n".join(f"    x{i} = {i}" for i in range(LIMIT))
    (tmp_path / "m.py").write_text(f"def long():\n{body}\n")
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        assert _long_functions(tmp_path) == ["m.py:1 long 101"]
    finally:
        ROOT = saved
