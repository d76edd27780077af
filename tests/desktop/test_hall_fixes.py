"""The Gambling Hall table as a newcomer found it: the log in words, the pots listed
as the engine holds them, every seat its own face, a visible end after "Finish", and
a click on the result panel never lost when the panel is rebuilt under it."""

from __future__ import annotations

import copy
import random

import pygame

from engine.hall import GAMES, new_game
from engine.hall.ai import rollout
from engine.hall.betting import Action, Table, build_pots, standing_pots
from rdi_desktop.app import App
from rdi_desktop.hall.controller import Seat
from rdi_desktop.hall.log_words import in_words
from rdi_desktop.hall.table_frame import hall_face, shown_pots
from tests.desktop.test_hall_scene import app, button, open_table, run_until  # noqa: F401
from tests.desktop.ui_driver import frames

DATA_MARKS = ("[", "]", "{", "}", "'")


def test_every_games_log_reads_as_words() -> None:
    seen = 0
    for name in GAMES:
        for seed in range(3):
            g = new_game(name, ["Fiona", "Deirdre", "Zot", "Ann"][:3 + seed % 2], seed=seed)
            rollout(g, random.Random(seed))
            for line in g.log:
                words = in_words(line)
                assert not any(m in words for m in DATA_MARKS), (name, line, words)
                seen += line != words
    assert seen > 20, "the games do write data into their lines (Threes, Dragon Hordes)"
    assert in_words("Zot predicts {'rank': 'Bard'}; x.") == "Zot predicts Bard; x."
    assert in_words("Ann predicts {'rank': 'Bard', 'color': 'red'}.") == "Ann predicts red Bard."
    assert in_words("Ann rolls [3, 5, 6].") == "Ann rolls 3, 5 and 6."


def _random_betting(seed: int) -> list[tuple[Table, bool]]:
    """Random Betting Rounds on a table with uneven stacks, from the table's own legal
    actions: (the table, whether the round is over) after each action."""
    rng = random.Random(seed)
    names = ["Fiona", "Deirdre", "Zot", "Ann"][:rng.randint(2, 4)]
    t = Table(list(names), {p: rng.randint(2, 20) for p in names}, dead=rng.randint(0, 3))
    for p in names:
        t.post(p, 1)  # the ante
    out: list[tuple[Table, bool]] = [(copy.deepcopy(t), False)]
    for _ in range(rng.randint(1, 3)):
        if t.folded_out:
            break
        t.start_round()
        while not t.round_over:
            p = t.to_act
            assert p is not None
            lg = t.legal(p)
            words = [w for w, ok in (("check", lg.can_check), ("call", lg.can_call),
                                     ("fold", lg.can_fold), ("raise_to", lg.can_raise),
                                     ("all_in", lg.can_all_in)) if ok]
            word = rng.choice(words)
            amount = None
            if word == "raise_to":
                assert lg.min_raise_to is not None and lg.max_raise_to is not None
                amount = rng.randint(lg.min_raise_to, lg.max_raise_to)
            t.act(Action(p, word, amount))
            out.append((copy.deepcopy(t), t.round_over))
        t.end_round()
    return out


def test_the_pots_shown_add_up_and_side_pots_wait_for_an_all_in() -> None:
    checked = ends = sides = 0
    for seed in range(300):
        for t, over in _random_betting(seed):
            pots = standing_pots(t.order, t.committed, t.folded, t.stacks, t.dead)
            assert sum(p.amount for p in pots) == t.pot_total, (seed, pots)
            live = [p for p in t.order if p not in t.folded]
            if not any(t.stacks[p] == 0 for p in live):
                assert len(pots) == 1, ("a side pot with no one all in", seed, pots)
            sides += len(pots) > 1
            if over:  # every bet answered: the engine's settling pots, its rebate on top
                engine, rebates = build_pots(t.order, t.committed, t.folded, t.dead)
                if not rebates:
                    assert [(p.amount, p.eligible) for p in pots] == \
                        [(p.amount, p.eligible) for p in engine], (seed, pots, engine)
                assert sum(p.amount for p in engine) + sum(rebates.values()) == t.pot_total
                ends += 1
            checked += 1
    assert checked > 1000 and ends > 300 and sides > 50


def test_the_table_lists_the_engines_standing_pots() -> None:
    g = new_game("rogues_and_warriors", ["Fiona", "Deirdre", "Zot"], seed=4)
    v = g.view("Fiona")
    assert shown_pots(v) == v["standing_pots"]
    assert sum(p["amount"] for p in shown_pots(v)) == v["pot"]


def test_guests_wear_no_other_characters_face() -> None:
    assert hall_face("Fiona") is None and hall_face("Zot") is None
    assert hall_face("Dale") == "dale"


def test_finish_shows_that_the_game_is_over(app: App) -> None:  # noqa: F811
    table = open_table(app, "threes", [Seat("Ann", "easy"), Seat("Bob", "easy")])
    run_until(app, lambda: table.ctrl.phase == "result" and table.ctrl.request is not None)
    frames(app, 2)
    b = button(table, "#result_next")
    assert b.text == "Finish"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1))
    run_until(app, lambda: table.ctrl.phase == "over")
    frames(app, 2)
    assert "The game is over" in table.panels.last_html


def test_a_click_is_not_lost_when_the_result_panel_is_rebuilt(app: App) -> None:  # noqa: F811
    table = open_table(app, "threes", [Seat("Ann", "easy"), Seat("Bob", "easy")])
    run_until(app, lambda: table.ctrl.phase == "result" and table.ctrl.request is not None)
    frames(app, 2)
    b = button(table, "#result_next")
    pos = b.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frames(app, 1)
    table.ctrl.move += 1  # something arrives and the panel would be built again
    frames(app, 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)
    run_until(app, lambda: table.ctrl.phase == "over", 5.0)
