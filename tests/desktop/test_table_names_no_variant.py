"""Issue 29: the table draws whatever variant widgets are registered and names no variant:
no variant's id, option, view key or prompt words appear as a literal in the table's
files, and none imports a variant's widget module (they register themselves)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import engine  # noqa: F401  (the assembled rules: every engine variant registered)
from engine.variants import ORDERED
from rdi_desktop.widgets.variants import WIDGETS, widget_asks, widget_labels

ROOT = Path(__file__).resolve().parents[2]
TABLE = ["rdi_desktop/scenes/table.py", "rdi_desktop/scenes/table_drawing.py",
         "rdi_desktop/scenes/table_input.py", "rdi_desktop/table_model.py",
         "rdi_desktop/widgets/table_draw.py", "rdi_desktop/layout.py"]
#: the view keys of the variants that are not engine Variant modules yet (Prize, Bar Deck)
OLD_VIEW_KEYS = {"prizes", "bar_deck_size"}


def _names() -> set[str]:
    out = set(WIDGETS) | set(widget_asks()) | set(widget_labels()) | OLD_VIEW_KEYS
    for v in ORDERED:
        out |= {v.id, v.option, v.view_key}
    return out - {""}


def _widget_modules() -> set[str]:
    mods = {cls.__module__ for cls in WIDGETS.values()}
    return mods | {"rdi_desktop.widgets.taverns", "rdi_desktop.widgets.sea"}


def _problems(path: Path) -> list[str]:
    names, modules = _names(), _widget_modules()
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value in names:
            out.append(f"{path.name}:{node.lineno} {node.value!r}")
        if isinstance(node, ast.ImportFrom) and node.module in modules:
            out.append(f"{path.name}:{node.lineno} imports {node.module}")
    return out


def test_every_variant_has_its_widget() -> None:
    assert {"prize", "bar_deck", "pub_crawl", "sea_events"} <= set(WIDGETS)
    # every variant a player switches on has a widget; one with no option (the state a
    # mode's own kit keeps, as Otto's answered Drinks) is drawn by that kit's mat
    assert {v.option for v in ORDERED if v.option} <= set(WIDGETS)
    assert any(v.option for v in ORDERED)


@pytest.mark.parametrize("path", TABLE)
def test_the_table_names_no_variant(path: str) -> None:
    assert _problems(ROOT / path) == []


def test_the_check_finds_a_named_variant(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text('from rdi_desktop.widgets.taverns import draw_taverns\n'
                   'if view.get("crawl"):\n    pass\n')
    assert _problems(bad) == ["bad.py:1 imports rdi_desktop.widgets.taverns",
                              "bad.py:2 'crawl'"]
