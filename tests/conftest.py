"""Session-wide test settings."""

from __future__ import annotations

import os

# A screen module that fails to import must fail the tests, not show "Coming soon"
# (issue 14); the app itself logs the error and tells the player.
os.environ.setdefault("RDI_STRICT_SCENES", "1")

# The front end's plug-ins (mat files, variant widgets, event handlers) register once,
# as the app's start-up does: a test reads the registries filled.
from rdi_desktop.plugins import load_all  # noqa: E402

load_all()

#: Tests that take seconds each (whole games, real processes and windows, every screen
#: drawn), by node id prefix. They are handed to the xdist workers first, longest kinds
#: first, so that the run does not end with one worker busy on a long test while the
#: other idles; the rest follow in file order. `tests/test_long_first.py` checks that
#: each entry still names a test.
LONG_FIRST = (
    "tests/desktop/test_screen_pixels.py::",
    "tests/engine/test_soak.py::test_a_small_soak",
    "tests/hall/test_pokerkit_oracle.py::test_betting_rounds_agree_with_pokerkit",
    "tests/desktop/test_fault_processes.py::",
    "tests/engine/test_simulation.py::",
    "tests/engine/test_ai.py::test_normal_beats_random_clearly",
    "tests/desktop/test_hall_scene.py::test_every_prompt_kind_gets_controls",
    "tests/desktop/test_hall_faults.py::",
    "tests/desktop/test_load_flag.py::",
    "tests/desktop/test_xvfb.py::",
    "tests/engine/test_fingerprint.py::",
    "tests/test_shared_required.py::",
    "tests/desktop/test_variant_layout.py::",
    "tests/engine/test_kits.py::test_a_made_up_kit_plays_whole_games",
    "tests/hall/test_games.py::test_ai_plays_to_the_end",
    "tests/desktop/test_autoplay_loop.py::",
    "tests/engine/test_pub_crawl.py::test_random_games_with_the_pub_crawl",
    "tests/desktop/test_sound.py::test_volume_zero_and_mute_are_silent",
    "tests/desktop/test_click_every_option.py::",
    "tests/desktop/test_tutorial.py::test_tutorial_selftest_in_a_new_process",
    "tests/hall/test_hall_engine.py::test_hall_ai_decisions_ignore_hidden_cards",
    "tests/desktop/test_replay_viewer.py::test_replay_selftest_in_a_new_process",
    "tests/desktop/test_damaged_files_window.py::",
    "tests/desktop/test_table_layout.py::test_labels_apart_on_big_screens",
    "tests/desktop/test_scenes_freed.py::",
    "tests/desktop/test_autoplay.py::test_autoplay_command_line",
    "tests/engine/test_tournament.py::",
    "tests/hall/test_hall_expert.py::test_expert_decisions_ignore_hidden_cards",
)


def _long_rank(nodeid: str) -> int:
    for rank, prefix in enumerate(LONG_FIRST):
        if nodeid.startswith(prefix):
            return rank
    return len(LONG_FIRST)


def pytest_collection_modifyitems(items: list) -> None:  # type: ignore[type-arg]
    """The long tests first (LONG_FIRST), the rest in file order (a stable sort)."""
    items.sort(key=lambda item: _long_rank(item.nodeid))
