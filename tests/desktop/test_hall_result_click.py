"""The Gambling Hall's result screen is shown as soon as the engine is between games,
before its "continue" question reaches the controller. A Finish / Next game click in that
moment was lost (the button did nothing; seen as a test that waited 60 s on a loaded
machine): it must be kept and answer the question when it comes."""

from __future__ import annotations

import time

from rdi_desktop.hall.controller import HallConfig, HallController, Seat


def _pump(ctrl: HallController, until: set[str], seconds: float = 60.0) -> None:
    end = time.monotonic() + seconds
    while ctrl.phase not in until:
        assert time.monotonic() < end, f"stuck in {ctrl.phase}"
        ctrl.update(0.05)
        time.sleep(0.005)


def test_a_click_before_the_question_arrives_is_kept() -> None:
    ctrl = HallController(HallConfig("threes", [Seat("Bob", "easy"), Seat("Cy", "easy")]),
                          ai_delay=0.0)
    try:
        _pump(ctrl, {"result", "over"})
        end = time.monotonic() + 60.0
        while ctrl.request is None:  # the result shows before its question comes in
            assert time.monotonic() < end, "the question never came"
            ctrl.update(0.05)
            time.sleep(0.005)
        assert ctrl.phase == "result" and ctrl.request is not None
        # the moment of the race: the result is on screen, its question not yet taken in
        question = ctrl.request
        ctrl.request = None
        ctrl.backlog.appendleft(question)
        assert ctrl.engine_phase == "between" and ctrl.phase == "result"
        ctrl.continue_after_result()  # the player's click
        _pump(ctrl, {"over"}, 30.0)
    finally:
        ctrl.shutdown()
