"""The soak (engine/soak.py): a small run passes in CI, and each of its checks fails when
the engine is made to misbehave the way it checks for (fault injection)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine import soak
from engine.game import Game
from engine.prompts import IllegalAnswer, Prompt
from engine.simulate import MODE_PLAYERS


def test_a_small_soak_passes_in_every_mode_and_variant() -> None:
    games = sum(len(c) for c in MODE_PLAYERS.values()) * len(soak.VARIANTS)  # the grid once
    outcomes = soak.run(games, seed=3)
    text = soak.report(outcomes)
    assert text.endswith(f"{games} passed, 0 failed"), text
    seen = {(o.case.mode, o.case.variant) for o in outcomes}
    assert len(seen) == 6 * len(soak.VARIANTS)  # every mode x variant (Pub Crawl, Sea Events included)
    assert sum(o.round_trips for o in outcomes) > 100
    assert sum(o.illegal for o in outcomes) > 100


def _failures(games: int = 8, **kw: Any) -> list[str]:
    return [p for o in soak.run(games, seed=5, **kw) for p in o.problems]


def test_a_broken_invariant_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    orig = Game.apply

    def leaky(self: Game, answer: Any) -> None:  # a Gold coin appears from nowhere
        orig(self, answer)
        if len(self.state.decisions) == 30:
            self.state.inn += 1

    monkeypatch.setattr(Game, "apply", leaky)
    assert any("gold not conserved" in p for p in _failures())


def test_a_restore_that_misreads_the_save_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    orig = Game.from_json.__func__  # type: ignore[attr-defined]

    def misread(cls: type[Game], s: str) -> Game:
        g = orig(cls, s)
        g.state.players[0].gold += 1
        return g

    monkeypatch.setattr(Game, "from_json", classmethod(misread))
    assert any("round trip diverged" in p for p in _failures())


def test_an_accepted_illegal_answer_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    orig = Prompt.index_of

    def lax(self: Prompt, answer: Any) -> int:
        try:
            return orig(self, answer)
        except IllegalAnswer:
            return 0

    monkeypatch.setattr(Prompt, "index_of", lax)
    assert any("was accepted" in p for p in _failures())


def test_an_illegal_answer_that_changes_state_is_caught(monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    orig = Game.apply

    def sloppy(self: Game, answer: Any) -> None:  # logs the decision before checking it
        self.state.decisions.append(-1)
        orig(self, answer)
        self.state.decisions.pop(-2)

    monkeypatch.setattr(Game, "apply", sloppy)
    assert any("changed the state" in p for p in _failures())


def test_a_game_that_does_not_end_is_caught() -> None:
    assert any("did not end in 5 decisions" in p for p in _failures(max_decisions=5))


def test_an_engine_error_is_a_failed_game(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: Game, answer: Any) -> None:
        raise KeyError("stage")

    monkeypatch.setattr(Game, "apply", broken)
    outcomes = soak.run(3, seed=5)
    assert not any(o.passed for o in outcomes)
    assert soak.report(outcomes).endswith("0 passed, 3 failed")


def test_the_game_the_first_full_soak_failed_now_plays_through() -> None:
    """The first 10,000-game soak failed one game: a Normal seat whose margin was below
    zero for a moment divided by zero when valuing a card that heals it."""
    case = soak.Case("two-headed-dragon", "prize", 6, 1_000_598)
    outcome = soak.play_case(case)
    assert outcome.passed, outcome.problems


# -- the long soak in parts (engine/soak_parts.py) -------------------------------------
def test_the_parts_are_exactly_the_whole_run() -> None:
    from engine import soak_parts

    every = soak.cases(103, seed=4)
    parts = [soak_parts.part_cases(every, k, 10) for k in range(1, 11)]
    assert sorted(c.seed for p in parts for c in p) == sorted(c.seed for c in every)
    assert all(len(p) in (10, 11) for p in parts)
    assert {c.mode for c in parts[0]} == {c.mode for c in every}  # each part mixes modes


def test_parts_written_apart_are_summed_and_a_missing_part_is_named(tmp_path: Path) -> None:
    from engine import soak_parts

    every = soak.cases(40, seed=2)
    for k in (1, 3):
        outs = [soak.Outcome(c, decisions=10, round_trips=1, illegal=2)
                for c in soak_parts.part_cases(every, k, 4)]
        outs[0].problems.append("made-up failure")
        soak_parts.write_part(tmp_path, 40, 2, k, 4, outs, 1.5, 2)
    text = soak_parts.merged(tmp_path, 40, 2, 4)
    assert "parts 2 of 4; missing [2, 4]" in text
    assert text.endswith("20 of 40 games: 18 passed, 2 failed; 200 decisions, "
                         "20 round trips, 40 illegal answers")
    assert text.count("made-up failure") == 2
    assert not list(tmp_path.glob("*.tmp"))


def test_a_bad_part_is_refused_in_words() -> None:
    from engine import soak_parts

    for bad in ("3", "0/4", "5/4", "a/b"):
        with pytest.raises(ValueError, match="--part"):
            soak_parts.parse_part(bad)


def test_the_readme_quotes_the_kept_100000_game_soak() -> None:
    """The README's soak row is the sum of the parts kept in bench/soak/ (issue 34)."""
    import re

    from engine import soak_parts

    root = Path(__file__).resolve().parents[2]
    text = soak_parts.merged(root / "bench" / "soak", 100_000, 1, 20)
    assert "parts 20 of 20;" in text
    m = re.search(r"(\d+) of 100000 games: (\d+) passed, (\d+) failed; (\d+) decisions, "
                  r"(\d+) round trips, (\d+) illegal answers", text)
    assert m is not None and m.group(1) == "100000" and m.group(3) == "0"
    row = "| " + " | ".join(f"{int(x):,}" for x in m.groups()) + " |"
    assert row in (root / "README.md").read_text(), row
