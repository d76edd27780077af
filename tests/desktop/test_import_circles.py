"""The front end's modules import one another in no circle: the registries (mats, the
event table, the looks, the mat actions, the variants' switches and widgets) are leaves
that the plug-ins fill, loaded once at start-up (rdi_desktop/plugins.py), and a lookup
never imports a plug-in on the way. Imports made inside functions count; only those
under `if TYPE_CHECKING:`, which never run, are left out."""

from __future__ import annotations

from pathlib import Path

from tests import import_graph as ig

ROOT = Path(__file__).resolve().parents[2]


def test_the_front_end_imports_no_circle() -> None:
    assert ig.cycles(ig.edges(ig.modules(ROOT, "rdi_desktop"))) == []


def test_the_check_counts_late_imports_and_the_packages_they_run(tmp_path: Path) -> None:
    """An import inside a method is an edge, and importing a submodule runs its
    package's `__init__.py` (an edge to the package); `if TYPE_CHECKING:` is none."""
    pkg = tmp_path / "ui"
    (pkg / "reg").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "reg" / "__init__.py").write_text("def look():\n    from ui import drawing\n")
    (pkg / "reg" / "leaf.py").write_text("")
    (pkg / "drawing.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from ui import typed\n"
        "class D:\n    def m(self):\n        from ui.reg.leaf import x\n")
    (pkg / "typed.py").write_text("import ui.drawing\n")
    mods = ig.modules(tmp_path, "ui")
    graph = ig.edges(mods)
    assert graph["ui.drawing"] == {"ui", "ui.reg", "ui.reg.leaf"}
    assert ig.cycles(graph) == [["ui.drawing", "ui.reg"]]
    assert ig.cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == [["a", "b", "c"]]
