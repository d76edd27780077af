"""Issue 29: no function in engine/ or rdi_desktop/ runs past 100 lines (the developer
guide's short functions; scenario.build was 158, Turn.step 123, TableScene._render_static
154 and HallTableScene._draw_centre 180)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 100
#: functions allowed past the limit, each with its reason (none now)
ALLOWED: set[str] = set()


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


def test_no_front_end_function_runs_past_100_lines() -> None:
    long = _long_functions(ROOT / "rdi_desktop")
    assert [f for f in long if _where(f) not in ALLOWED] == []


def _where(found: str) -> str:
    """"path:line name length" -> "path name" (an allow-list entry survives line moves)."""
    path, rest = found.split(":", 1)
    return f"{path} {rest.split()[1]}"


def test_the_check_finds_a_long_function(tmp_path: Path) -> None:
    body = "\n".join(f"    x{i} = {i}" for i in range(LIMIT))
    (tmp_path / "m.py").write_text(f"def long():\n{body}\n")
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        assert _long_functions(tmp_path) == ["m.py:1 long 101"]
    finally:
        ROOT = saved
