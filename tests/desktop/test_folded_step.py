"""A kit's own step of the turn that may be skipped, asked with the turn's next question
(rdi_desktop/merge.py :func:`register_folded`): Petra's Plot after her Draw comes as a
"Plot a card first" button on her Action question. A turn without a Plot costs no
question of its own; the button asks the Plot's own question, so none is lost."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.game import Game, new_game
from engine.prompts import Prompt
from rdi_desktop.merge import ASK_FIRST, FOLD, FOLDED, Carry, merge
from rdi_desktop.plugins import load_all
from rdi_desktop.prompt_policy import Asked, Policy, auto_answer
from rdi_desktop.table_setup import variant_setup
from tests.desktop.ui_driver import frames, make_app, until


def _pass(p: Prompt) -> int:
    labels = [o.label for o in p.options]
    return next((labels.index(w) for w in ("pass", "done") if w in labels), 0)


def _skip(game: Game, p: Prompt) -> int | None:
    return auto_answer(p, game.view(p.seat), Policy(), Asked())


def _plot_game(seed: int = 3) -> tuple[Game, Prompt]:
    """Leaders and Lackeys with the person as Petra, played on (everyone passing) to
    her first Plot."""
    load_all()
    setup, _kinds, seed = variant_setup("leaders-and-lackeys", 4, seed, human=True)
    game = new_game(setup, seed)
    assert game.state.players[0].character == "petra"
    for _ in range(3000):
        p = game.pending()
        assert p is not None, "the game ended first"
        if p.seat == 0 and p.reason == "plot":
            return game, p
        game.apply(_pass(p))
    raise AssertionError("never asked to Plot")


def test_the_plot_is_a_button_on_the_next_question() -> None:
    game, plot = _plot_game()
    m = merge(game, plot, game.view(0), _skip)
    assert m is not None and m.ask
    shown = m.prompt
    assert shown.kind in ("action", "choose") and shown.context[FOLD] == "plot"
    ask = [i for i, o in enumerate(shown.options) if o.label == ASK_FIRST]
    assert len(ask) == 1
    from rdi_desktop.answer_labels import option_label

    assert option_label(shown, ask[0]) == FOLDED["plot"] == "Plot a card first"
    # the button: the Plot's own question is asked (nothing answered ahead)
    carry = Carry()
    assert m.answered(ask[0], carry) is None and carry.owed == {}


def test_passing_the_plot_costs_no_question() -> None:
    """A pass of the Action question shown: the Plot is passed and every question of
    the seat up to that Action is answered ahead, as the copy foresaw."""
    game, plot = _plot_game()
    m = merge(game, plot, game.view(0), _skip)
    assert m is not None
    shown = m.prompt
    carry = Carry()
    first = m.answered(_pass(shown), carry)
    assert first is not None and plot.options[first].label == "pass"
    game.apply(first)
    asked = 0
    while carry.owed:
        p = game.pending()
        assert p is not None
        if p.seat != 0:
            game.apply(_pass(p))
            continue
        got = carry.take(p, game.view(0))
        if got is None:
            asked += 1
            break
        game.apply(got)
    assert asked == 0, "every question up to the Action was answered ahead"
    assert game.state.players[0].state.get("plotted") == [], "nothing Plotted"


def test_an_answer_ahead_needs_the_table_foreseen() -> None:
    """An opponent's card at the phase's start (what the copy took as passed) changes
    what the seat sees: the question is asked, not answered ahead."""
    game, plot = _plot_game()
    m = merge(game, plot, game.view(0), _skip)
    assert m is not None
    carry = Carry()
    m.answered(_pass(m.prompt), carry)
    owed = carry.owed[0][0]
    view = dict(game.view(0))
    view["inn"] = int(view.get("inn") or 0) + 1  # gold moved by someone's card
    assert carry.take(owed.prompt, view) is None and carry.owed == {}


def test_fewer_questions_in_the_plotting_modes() -> None:
    """bench_prompts: Leaders and Lackeys and Two-Headed Boss Battle, the person as
    Petra, with and without the fold (the same games: the answers are the same)."""
    import bench.bench_prompts as bp
    import rdi_desktop.merge as merge_mod

    load_all()

    def per_round(mode: str) -> float:
        s, people, rounds, _h = bp.play(mode, 4, 100, Policy())
        return s / people / rounds

    now = [per_round(m) for m in ("leaders-and-lackeys", "two-headed-boss-battle")]
    saved = dict(merge_mod.FOLDED)
    merge_mod.FOLDED.clear()
    try:
        old = [per_round(m) for m in ("leaders-and-lackeys", "two-headed-boss-battle")]
    finally:
        merge_mod.FOLDED.update(saved)
    for a, b in zip(now, old, strict=True):
        assert a <= b - 0.8, (now, old)


def test_the_plot_button_at_the_table(headless: Path) -> None:
    """At the table: the Action question shows "Plot a card first"; its click asks the
    Plot, and a card clicked there is Plotted."""
    from rdi_desktop.bridge import HUMAN, EngineThread
    from rdi_desktop.scenes.table import TableScene
    from rdi_desktop.scenes.table_open import autosave_path

    load_all()
    app = make_app()
    try:
        setup, _kinds, seed = variant_setup("leaders-and-lackeys", 4, 3, human=True)
        game = new_game(setup, seed)
        scene = TableScene(app, EngineThread(game, [HUMAN] + ["random"] * 3, seed=seed,
                                             autosave=autosave_path()))
        app.push(scene)
        req: Any = None
        for _ in range(80):
            until(app, lambda: scene.presenter.prompt is not None
                  and not scene.presenter.prompt.future.done(), limit=60)
            frames(app, 2)
            req = scene.presenter.prompt
            assert req is not None
            if req.prompt.context.get(FOLD):
                break
            assert req.prompt.reason != "plot", "the Plot was asked on its own"
            scene.answer(_pass(req.prompt))
        else:
            raise AssertionError("no folded Plot came")
        assert "plot a card first" in " ".join(scene.drawing.banner.lines(req)[1:]).lower()
        scene.answer(next(i for i, o in enumerate(req.prompt.options) if o.label == ASK_FIRST))
        until(app, lambda: scene.presenter.prompt is not None
              and scene.presenter.prompt.prompt.reason == "plot"
              and not scene.presenter.prompt.future.done(), limit=30)
        plot = scene.presenter.prompt
        assert plot is not None
        card = next(i for i, o in enumerate(plot.prompt.options) if o.card)
        scene.answer(card)
        until(app, lambda: bool(game.state.players[0].state.get("plotted")), limit=20)
        scene.engine.stop()
    finally:
        app.shutdown()


def test_a_click_queued_before_comes_first() -> None:
    """The engine thread: a Potion queued before the folded question is drunk at the
    phase's start as it would have been, and what the merged question foresaw after
    it is asked again instead of answered ahead."""
    from engine.prompts import Option
    from rdi_desktop.bridge import HUMAN, EngineThread

    game, plot = _plot_game()
    eng = EngineThread(game, [HUMAN, "normal", "normal", "normal"], seed=1)
    eng.policy = Policy()
    m = eng.merged(plot, game.view(0))
    assert m is not None and m.prompt.context.get(FOLD) == "plot"
    first = m.answered(_pass(m.prompt), eng.carry)
    assert first is not None and eng.carry.owed
    game.apply(first)
    potion = Option(label="potion")
    eng.intents.add(0, potion)
    for _ in range(50):
        p = game.pending()
        assert p is not None
        if p.seat == 0:
            break
        game.apply(_pass(p))
    assert potion in p.options, p
    assert eng.auto_answer(p, game.view(0)) == p.options.index(potion)
    assert 0 not in eng.carry.owed
