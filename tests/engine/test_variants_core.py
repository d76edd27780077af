"""Issue 29: the rules core names no variant. The turn, the drinking flow, elimination, the
card invariant and the AI's determinisation ask engine/variants.py; none of them imports a
variant's module or writes a variant's id, option, view key, block, turn stage or old save
key. (game.py still writes the Pub Crawl's state key "crawl" in saves, and the Bar Deck,
the Prize and Otto's mode are not variant modules yet: see the issue's closing note.)"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import engine  # noqa: F401  (the assembled rules: every variant registered)
from engine.variants import ORDERED

ROOT = Path(__file__).resolve().parents[2]
CORE = ["engine/flow/turn.py", "engine/flow/drinking.py", "engine/flow/elimination.py",
        "engine/flow/drink_deck.py", "engine/flow/kept.py", "engine/invariants.py",
        "engine/ai/determinize.py", "engine/variants.py"]


def _names() -> set[str]:
    out: set[str] = set()
    for v in ORDERED:
        out |= {v.id, v.option, v.view_key, v.scenario_block, v.turn_stage, v.legacy_key}
    return out - {""}


def _modules() -> set[str]:
    return {v.on.__module__ for v in ORDERED}


def _problems(path: Path, names: set[str], modules: set[str]) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value in names:
            out.append(f"{path.name}:{node.lineno} {node.value!r}")
        if isinstance(node, ast.ImportFrom) and node.module:
            got = {node.module} | {f"{node.module}.{a.name}" for a in node.names}
            out += [f"{path.name}:{node.lineno} imports {m}" for m in got & modules]
        if isinstance(node, ast.Import):
            out += [f"{path.name}:{node.lineno} imports {a.name}" for a in node.names
                    if a.name in modules]
    return out


def test_the_variants_are_registered() -> None:
    assert {"pub_crawl", "sea_events"} <= {v.id for v in ORDERED}
    assert {"engine.flow.pub_crawl", "engine.flow.sea_events"} <= _modules()


@pytest.mark.parametrize("path", CORE)
def test_the_core_names_no_variant(path: str) -> None:
    assert _problems(ROOT / path, _names(), _modules()) == []


def test_the_check_finds_a_named_variant(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text('from engine.flow.sea_events import on\nif g.options.get("pub_crawl"):\n'
                   '    pass\n')
    got = _problems(bad, _names(), _modules())
    assert sorted(got) == ["bad.py:1 imports engine.flow.sea_events", "bad.py:2 'pub_crawl'"]
