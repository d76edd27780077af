"""A variant's front end is one file of rdi_desktop/variants/, found by the plug-ins'
loading step: the table, the New Game and Rules screens and the command line name no
variant. Held by the import graph (no module outside that package imports one of its
files, imports inside functions counted) and by the registries (every variant a player can
switch on has its New Game switch and every switch turns on a variant of the rules),
rather than by looking for variant names in the source."""

from __future__ import annotations

import sys
from pathlib import Path

import engine  # noqa: F401  (the assembled rules: every engine variant registered)
from engine.variant_registry import optioned, rules_sections
from rdi_desktop import variants as front_ends
from rdi_desktop.plugins import load_all as load
from rdi_desktop.variant_ui import variant_uis
from tests import import_graph as ig

ROOT = Path(__file__).resolve().parents[2]
PLUGINS = "rdi_desktop.variants"


def _importers(graph: dict[str, set[str]]) -> list[str]:
    """`module -> front end` for each import of a variant's front-end file by a module
    outside the package of front ends (a front end may be a folder of its own files)."""
    return [f"{m} -> {t}" for m, targets in sorted(graph.items()) for t in sorted(targets)
            if t.startswith(PLUGINS + ".") and not m.startswith(PLUGINS)]


def test_no_module_imports_a_variants_front_end() -> None:
    assert _importers(ig.edges(ig.modules(ROOT, "rdi_desktop"), parents=False)) == []


def test_the_import_check_finds_one() -> None:
    graph = {"rdi_desktop.scenes.table": {"rdi_desktop.variants.pub_crawl"},
             "rdi_desktop.variants.pub_crawl": {"rdi_desktop.widgets.variants"},
             "rdi_desktop.variants": {"rdi_desktop.variants.sea_events"}}
    assert _importers(graph) == ["rdi_desktop.scenes.table -> rdi_desktop.variants.pub_crawl"]


def test_every_variant_has_its_switch_and_every_switch_a_variant() -> None:
    load()
    switches = [v.option for v in variant_uis()]
    assert sorted(switches) == sorted(v.option for v in optioned())
    assert {"bar_deck", "prize", "pub_crawl", "sea_events"} <= set(switches)


def test_the_front_ends_are_found_by_the_package() -> None:
    """Every file of rdi_desktop/variants/ is loaded, and nothing is left to load."""
    load()
    files = {p.stem for p in (ROOT / "rdi_desktop" / "variants").glob("*.py")} - {"__init__"}
    assert {f"{PLUGINS}.{f}" for f in files} <= set(sys.modules)
    assert front_ends.load() == []


def test_the_rules_screen_shows_every_variants_rules() -> None:
    from rdi_desktop.scenes.rules import all_sections

    shown = all_sections()
    for title, text in rules_sections():
        assert (title, text) in shown
    titles = [t for t, _ in shown]
    # in the New Game switches' order, after the rules and before playing in this app
    assert titles.index("Otto") < titles.index("Bar Deck") < titles.index("Prizes") \
        < titles.index("Pub Crawl") < titles.index("Sea Events") \
        < titles.index("Playing in this app")
