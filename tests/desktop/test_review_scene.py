"""The game review from the replay viewer: its Review button makes the review on a worker
thread with a progress bar, lists the turning points with the Expert's choice, keeps the
review in the replay file (which older readers still load) so it opens at once the next
time, "Show" puts the replay on that decision, and Esc cancels a review."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from engine.ai.hint import REVIEW_BUDGET, Budget
from engine.ai.review import Review
from rdi_desktop.app import App
from rdi_desktop.replay import load_replay
from rdi_desktop.scenes import review as review_scene
from tests.desktop.test_replay_viewer import key, play, saved
from tests.desktop.ui_driver import click_at, frames, until

TINY = Budget(**{**REVIEW_BUDGET.__dict__, "max_iterations": 4})


def _open(app: App, path: Path) -> Any:
    from rdi_desktop.scenes.replay import open_replay

    scene = open_replay(app, path)
    app.push(scene)
    frames(app, 2)
    review = next(b for b, act in scene.menu_buttons.items() if act == "review")
    click_at(app, review.get_abs_rect().center)
    return scene


def test_review_is_made_kept_in_the_file_and_shown(headless: Path, running_app: App,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_scene, "REVIEW_BUDGET", TINY)
    app = running_app
    path = saved(headless, play(decisions=160))
    replay = _open(app, path)
    rs = app.top
    assert isinstance(rs, review_scene.ReviewScene)
    assert rs.job is not None and rs.bar is not None and rs.busy()
    until(app, lambda: rs.job is None, limit=60)
    assert rs.result is not None and rs.result.seat == rs.seat
    data = json.loads(path.read_text(encoding="utf-8"))
    kept = data["reviews"]["seats"][str(rs.seat)]
    assert Review.from_dict(kept) == rs.result
    assert load_replay(path).replay.decisions == replay.replay.decisions  # still loads
    if rs.shows:  # "Show" jumps the replay to that decision
        button, index = next(iter(rs.shows.items()))
        click_at(app, button.get_abs_rect().center)
        assert app.top is replay and replay.index == index
    else:
        key(app, pygame.K_ESCAPE)
        assert app.top is replay
    # the next time: at once, from the file
    rs2 = app.open_scene("review", replay=replay)
    assert isinstance(rs2, review_scene.ReviewScene)
    assert rs2.job is None and rs2.result == rs.result


def test_esc_cancels_a_review(headless: Path, running_app: App,
                              monkeypatch: pytest.MonkeyPatch) -> None:
    slow = Budget(**{**REVIEW_BUDGET.__dict__, "max_iterations": 10**9,
                     "min_iterations": 10**9})
    monkeypatch.setattr(review_scene, "REVIEW_BUDGET", slow)
    app = running_app
    path = saved(headless, play(decisions=60))
    replay = _open(app, path)
    rs = app.top
    assert isinstance(rs, review_scene.ReviewScene) and rs.job is not None
    job = rs.job
    key(app, pygame.K_ESCAPE)
    assert rs.job is None and app.top is rs
    job.done.wait(5)
    assert job.done.is_set() and job.result is None
    assert "reviews" not in json.loads(path.read_text(encoding="utf-8"))
    key(app, pygame.K_ESCAPE)
    assert app.top is replay
