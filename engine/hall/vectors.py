"""Run hall test vectors through the real game code: ``python -m engine.hall.vectors PATH...``.

Every vector's ``input`` is fed to the engine's own rule functions and classes
(the same ones the games call at a showdown), a value is produced for every
key of ``expected``, and the two are compared as JSON. An ``expected`` key, an
``input`` key, a query ``ask``, a variant or a ``game`` that this runner does
not know makes the vector FAIL (hall-vector-format.md section 1). Prints
``PASS id`` / ``FAIL id: expected ... got ...`` and ``N passed, M failed``;
exit status 0 only if all pass.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.hall import city_square as cs
from engine.hall import den_of_thieves as dt
from engine.hall import dragon_hordes as dh
from engine.hall import jack_of_all_trades as jt
from engine.hall import kings_council as kc
from engine.hall import rogues_and_warriors as rw
from engine.hall import the_wheel as wh
from engine.hall import three_kingdoms as tk
from engine.hall import threes as th
from engine.hall.adventurers import STARTING_MONEY, Purse
from engine.hall.betting import Action, Table
from engine.hall.deck import Card, max_single_color
from engine.hall.payout import rank_players as rank
from engine.hall.payout import split_pot
from engine.hall.shares import shares_by_place, shares_payout


class VectorError(Exception):
    """The vector uses something this runner does not know, or is malformed."""


Json = Any
Handler = Callable[[set[str], dict[str, Json], "Ctx"], dict[str, Callable[[], Json]]]


class Ctx:
    """Per-file settings (the file's default pair table)."""

    def __init__(self, pair_order: list[str] | None) -> None:
        self.pair_order = pair_order or list(rw.PAIR_ORDER)


SPLIT_VARIANTS = {"split_rule:merchant", "split_rule:king", "split_rule:commoner"}
GAME_VARIANTS: dict[str, set[str]] = {
    "betting": {"table_stakes", "min_raise_rule", *SPLIT_VARIANTS},
    "ties": {*SPLIT_VARIANTS, "tiebreaker:rank", "tiebreaker:color", "dragon_cards"},
    "rogues_and_warriors": {*SPLIT_VARIANTS, "dragon_cards", "exchange"},
    "threes": set(th.Threes.VARIANTS),
    "kings_council": set(kc.KingsCouncil.VARIANTS),
    "jack_of_all_trades": set(jt.JackOfAllTrades.VARIANTS),
    "three_kingdoms": set(tk.ThreeKingdoms.VARIANTS),
    "den_of_thieves": set(dt.DenOfThieves.VARIANTS),
    "dragon_hordes": set(dh.DragonHordes.VARIANTS),
    "city_square": set(cs.CitySquare.VARIANTS),
    "the_wheel": set(wh.TheWheel.VARIANTS),
    "playing_for_shares": set(),
    "adventurers_choice": set(),
}


def split_rule_of(variants: set[str]) -> str:
    rules = [v.split(":", 1)[1] for v in variants if v.startswith("split_rule:")]
    if len(rules) > 1:
        raise VectorError("more than one split rule")
    return rules[0] if rules else "merchant"


def check_inputs(inp: dict[str, Json], allowed: set[str]) -> None:
    unknown = sorted(set(inp) - allowed)
    if unknown:
        raise VectorError(f"unknown input key(s) {unknown}")


def need(inp: dict[str, Json], key: str) -> Json:
    if key not in inp:
        raise VectorError(f"input {key!r} is needed for this check")
    return inp[key]


def answers(queries: list[dict[str, Json]], asks: dict[str, Callable[[dict[str, Json]], Json]]
            ) -> list[Json]:
    out = []
    for q in queries:
        fn = asks.get(q.get("ask", ""))
        if fn is None:
            raise VectorError(f"unknown query ask {q.get('ask')!r}")
        out.append(fn(q))
    return out


def cards(objs: list[Json]) -> list[Card]:
    return [Card.from_json(o) for o in objs]


# ----- betting ------------------------------------------------------------------------
def betting(variants: set[str], inp: dict[str, Json], ctx: Ctx) -> dict[str, Callable[[], Json]]:
    check_inputs(inp, {"players", "starting_stacks", "pot_before_round", "actions",
                       "showdown_order_best_first", "queries"})
    players: list[str] = need(inp, "players")
    actions = [Action.parse(a) for a in inp.get("actions", [])]
    rule = split_rule_of(variants)

    def table_after(n: int, extra: set[str] = frozenset()) -> tuple[Table, bool]:  # type: ignore[assignment]
        vs = variants | extra
        t = Table(order=list(players), stacks=dict(need(inp, "starting_stacks")),
                  dead=int(inp.get("pot_before_round", 0)),
                  min_raise_rule="min_raise_rule" in vs, table_stakes="table_stakes" in vs)
        t.start_round()
        for a in actions[:n]:
            if not t.is_legal(a):
                return t, False
            t.act(a)
        return t, True

    t, ok = table_after(len(actions))
    if not ok:
        raise VectorError("an action in the vector is illegal for the engine")
    showdown = inp.get("showdown_order_best_first")

    def settle() -> Any:
        if t.folded_out:
            return t.settle(None)
        if showdown is None:
            raise VectorError("payout keys need a showdown or a win by folds")
        if not t.round_over:
            raise VectorError("the Betting Round is not over")
        return t.settle([list(g) for g in showdown], rule)

    def final() -> dict[str, int]:
        s = settle()
        return {p: t.stacks[p] + s.payouts[p] for p in players}

    def q_legal(q: dict[str, Json]) -> bool:
        tt, _ = table_after(q["after_actions"])
        try:
            return tt.is_legal(Action.parse(q["action"]))
        except ValueError:
            return False

    def q_all_legal(q: dict[str, Json]) -> bool:
        extra = set(q.get("with_variants", []))
        if extra - GAME_VARIANTS["betting"]:
            raise VectorError(f"unknown variant in with_variants {sorted(extra)}")
        return table_after(q["after_actions"], extra)[1]

    asks: dict[str, Callable[[dict[str, Json]], Json]] = {
        "legal": q_legal,
        "call_amount": lambda q: table_after(q["after_actions"])[0].call_amount(q["player"]),
        "is_all_in": lambda q: table_after(q["after_actions"])[0].is_all_in(q["player"]),
        "eligible_pots": lambda q: table_after(q["after_actions"])[0].eligible_pots(
            q["player"]),
        "all_actions_legal": q_all_legal,
    }
    return {
        "round_over": lambda: t.round_over,
        "current_bet": lambda: t.current_bet,
        "round_contributions": lambda: dict(t.round_contrib),
        "pot_after_round": lambda: t.dead + sum(t.round_contrib.values()),
        "active_players": lambda: t.live,
        "folded": lambda: [p for p in players if p in t.folded],
        "all_in": lambda: [p for p in players if t.is_all_in(p)],
        "stacks_after": lambda: dict(t.stacks),
        "pots": lambda: [p.to_json() for p in t.pots()[0]],
        "rebates": lambda: dict(t.pots()[1]),
        "payouts": lambda: dict(settle().payouts),
        "final_stacks": final,
        "carry_over": lambda: settle().carry_over,
        "total_money_conserved": lambda: sum(final().values()) + settle().carry_over,
        "game_over": lambda: t.folded_out or (showdown is not None and t.round_over),
        "showdown": lambda: (not t.folded_out) and showdown is not None,
        "winners": lambda: settle().winners,
        "answers": lambda: answers(inp.get("queries", []), asks),
    }


# ----- ties ------------------------------------------------------------------------------
def ties(variants: set[str], inp: dict[str, Json], ctx: Ctx) -> dict[str, Callable[[], Json]]:
    check_inputs(inp, {"pot", "tied_players", "players", "hands", "scores_equal"})
    tbs = [v.split(":", 1)[1] for v in variants if v.startswith("tiebreaker:")]
    rule = split_rule_of(variants)

    def split() -> tuple[dict[str, int], int, list[str] | None]:
        tied = need(inp, "tied_players")
        everyone: list[str] = inp.get("players") or tied
        return split_pot(int(need(inp, "pot")), list(tied), rule, list(everyone))

    def replay() -> list[str]:
        again = split()[2]
        order: list[str] = inp.get("players") or inp.get("tied_players") or []
        return [p for p in order if again and p in again]

    def antes() -> int:
        return len(replay()) if rule == "commoner" and split()[2] else 0

    hands = {p: cards(h) for p, h in inp.get("hands", {}).items()}

    def ranking() -> list[list[str]]:
        if len(tbs) != 1:
            raise VectorError("a tiebreaker vector needs exactly one tiebreaker variant")
        return rank(list(hands), lambda p: 0, tbs[0], lambda p: hands[p])

    return {
        "payouts": lambda: split()[0],
        "pot_remaining": lambda: split()[1],
        "replay_same_game_with": replay,
        "replay_antes": antes,
        "pot_after_replay_antes": lambda: split()[1] + antes(),
        "winners": lambda: ranking()[0],
        "ranking_best_first": ranking,
        "max_single_color": lambda: {p: max_single_color(h) for p, h in hands.items()},
    }


# ----- Rogues and Warriors ------------------------------------------------------------------
def rogues(variants: set[str], inp: dict[str, Json], ctx: Ctx) -> dict[str, Callable[[], Json]]:
    check_inputs(inp, {"hands", "pot", "pair_order_best_first", "queries"})
    order: list[str] = inp.get("pair_order_best_first", ctx.pair_order)
    hands = {p: cards(h) for p, h in inp.get("hands", {}).items()}
    players = list(hands)
    rule = split_rule_of(variants)

    def winners() -> list[str]:
        return rank(players, lambda p: rw.hand_key(hands[p], order), "color",
                    lambda p: hands[p])[0]

    def pay() -> tuple[dict[str, int], int]:
        got, left, _ = split_pot(int(need(inp, "pot")), winners(), rule, players)
        return {p: got.get(p, 0) for p in players}, left

    asks: dict[str, Callable[[dict[str, Json]], Json]] = {
        "pair_order_strict": lambda q: rw.pair_order_strict(order),
        "pair_position": lambda q: rw.pair_position(q["pair"], order),
        "better_pair": lambda q: rw.better_pair(q["pairs"][0], q["pairs"][1], order),
    }
    return {
        "winners": winners,
        "evaluated_pairs": lambda: {p: rw.pair_code(h) for p, h in hands.items()},
        "max_single_color": lambda: {p: max_single_color(h) for p, h in hands.items()},
        "payouts": lambda: pay()[0],
        "pot_remaining": lambda: pay()[1],
        "answers": lambda: answers(inp.get("queries", []), asks),
    }


# ----- Threes ------------------------------------------------------------------------------------
def threes(variants: set[str], inp: dict[str, Json], ctx: Ctx) -> dict[str, Callable[[], Json]]:
    check_inputs(inp, {"keeps", "roll", "chosen_value"})
    keeps = inp.get("keeps", {})

    def values(k: dict[str, Json]) -> list[int]:
        if set(k) - {"dice", "card", "declared_value"}:
            raise VectorError(f"unknown Keep key in {sorted(k)}")
        vals = list(k["dice"])
        if "card" in k:
            card = Card.from_json(k["card"])
            declared = k.get("declared_value")
            if card.is_dragon and declared is None:
                declared = th.best_declaration(vals, variants)
            vals.append(th.card_value(card, declared))
        return vals

    vals = {p: values(k) for p, k in keeps.items()}

    def roll() -> tuple[list[int], int, bool]:
        return th.keep_from_roll(list(need(inp, "roll")), inp.get("chosen_value"))

    return {
        "totals": lambda: {p: th.keep_total(v) for p, v in vals.items()},
        "winners": lambda: rank(list(vals), lambda p: th.keep_key(vals[p], variants))[0],
        "added_to_keep": lambda: roll()[0],
        "remaining_to_roll": lambda: roll()[1],
        "forced": lambda: roll()[2],
    }


def kings(variants: set[str], inp: dict[str, Json], ctx: Ctx) -> dict[str, Callable[[], Json]]:
    check_inputs(inp, {"king", "hands"})
    king = Card.from_json(need(inp, "king"))
    hands = {p: cards(h) for p, h in need(inp, "hands").items()}
    per = {p: kc.hand_points(h, king) for p, h in hands.items()}
    return {
        "per_card": lambda: per,
        "scores": lambda: {p: sum(v) for p, v in per.items()},
        "winners": lambda: rank(list(hands), lambda p: kc.council_key(sum(per[p]), variants),
                                "color", lambda p: hands[p])[0],
    }


def jack(variants: set[str], inp: dict[str, Json], ctx: Ctx) -> dict[str, Callable[[], Json]]:
    check_inputs(inp, {"workers", "jobs", "last_call", "policy"})
    if inp.get("policy", "place_whenever_allowed_highest_first") != \
            "place_whenever_allowed_highest_first":
        raise VectorError(f"unknown policy {inp.get('policy')!r}")
    values = [w if isinstance(w, int) else Card.from_json(w).value
              for w in need(inp, "workers")]
    jobs = [jt.Job.parse(j) for j in need(inp, "jobs")] + [jt.Job.parse(need(inp, "last_call"))]
    after: list[list[int]] = []
    for i, job in enumerate(jobs):
        chosen = jt.policy_place(values, job, i == 3, "no_last_call" in variants)
        values = jt.place(values, chosen)
        after.append(sorted(values))
    return {"after_each_job": lambda: after, "score": lambda: sum(values)}


def kingdoms(variants: set[str], inp: dict[str, Json], ctx: Ctx
             ) -> dict[str, Callable[[], Json]]:
    check_inputs(inp, {"war_cards", "hand"})
    war = cards(need(inp, "war_cards"))
    dragons = "dragon_cards" in variants
    hand = inp.get("hand")
    per_color = tk.points_per_color(war, dragons)
    return {
        "war_values": lambda: tk.war_values(war),
        "points_per_card_by_color": lambda: per_color,
        "hand_score": lambda: None if hand is None else
        sum(tk.hand_card_points(cards(hand), per_color)),
    }


def den(variants: set[str], inp: dict[str, Json], ctx: Ctx) -> dict[str, Callable[[], Json]]:
    check_inputs(inp, {"hand"})
    ev = dt.evaluate(cards(need(inp, "hand")), variants)

    def getter(key: str) -> Callable[[], Json]:
        return lambda: ev[key]

    return {k: getter(k) for k in ("score", "normal_score", "den_score", "best_declaration",
                                   "breakdown", "killed")}


def city(variants: set[str], inp: dict[str, Json], ctx: Ctx) -> dict[str, Callable[[], Json]]:
    check_inputs(inp, {"grid_top_row_first", "existing", "year_placements", "queries"})
    stacks: dict[cs.Pos, list[str]] = {}
    for e in inp.get("existing", []):
        stacks[(e["at"][0], e["at"][1])] = list(e["stack"])
    places = [((p["at"][0], p["at"][1]), p["district"]) for p in inp.get("year_placements", [])]
    legal = cs.placements_legal(stacks, [p for p, _ in places]) is None
    for pos, letter in places:
        stacks.setdefault(pos, []).append(letter)
    if "grid_top_row_first" in inp:
        grid = cs.parse_grid(inp["grid_top_row_first"])
    else:
        grid = {(r, c): (stacks[(r, c)][-1] if stacks.get((r, c)) else cs.EMPTY)
                for r in range(3) for c in range(3)}
    score = cs.score_city(grid, variants)
    asks: dict[str, Callable[[dict[str, Json]], Json]] = {
        "district_points": lambda q: score.points[(q["at"][0], q["at"][1])],
        "visible_district": lambda q: grid[(q["at"][0], q["at"][1])],
    }
    return {
        "score": lambda: score.score,
        "failed_districts": lambda: [list(p) for p in score.failed],
        "legal": lambda: legal,
        "covered_card_scores": lambda: False,
        "answers": lambda: answers(inp.get("queries", []), asks),
    }


def wheel(variants: set[str], inp: dict[str, Json], ctx: Ctx) -> dict[str, Callable[[], Json]]:
    check_inputs(inp, {"placements", "hand", "marked_spokes", "player_count", "queries"})
    marked = list(inp.get("marked_spokes", [])) if "multiple_successive_games" in variants \
        else []
    strength = wh.strengths([(p["spoke"], p["card"]) for p in inp.get("placements", [])])
    dragons = "dragon_cards" in variants

    def legal_play(q: dict[str, Json]) -> bool:
        return q["spoke"] in wh.legal_spokes(q["card"], marked, dragons)

    asks: dict[str, Callable[[dict[str, Json]], Json]] = {
        "legal_spokes": lambda q: wh.legal_spokes(q["card"], marked, dragons),
        "strength_added": lambda q: wh.strength_added(q["card"], q["spoke"]),
        "legal_play": legal_play,
        "clock_reveal": lambda q: wh.clock_reveal(q["card"], marked, variants),
    }
    return {
        "strengths": lambda: strength,
        "winning_spoke": lambda: wh.winning_spoke(strength),
        "points_per_rank": lambda: wh.points_per_rank(wh.winning_spoke(strength)),
        "hand_score": lambda: wh.hand_score(list(need(inp, "hand")),
                                            wh.winning_spoke(strength)),
        "clock_size": lambda: wh.clock_size(int(need(inp, "player_count")), variants),
        "betting_mode": lambda: wh.betting_mode(variants),
        "answers": lambda: answers(inp.get("queries", []), asks),
    }


def hordes(variants: set[str], inp: dict[str, Json], ctx: Ctx) -> dict[str, Callable[[], Json]]:
    check_inputs(inp, {"hordes", "setup_reveals", "player", "roll", "dragon_choice_for_6",
                       "prediction", "revealed", "queries"})
    start = dh.empty_hordes()
    for k, v in inp.get("hordes", {}).items():
        if k not in start:
            raise VectorError(f"unknown Horde {k!r}")
        start[k] = v
    h = dict(start)
    delta: dict[str, int] = {}
    taken = 0
    doubles = False
    over = False
    if "setup_reveals" in inp:
        for p, c in inp["setup_reveals"].items():
            delta[p] = -dh.setup_reveal(h, Card.from_json(c))
    if "roll" in inp:
        player = need(inp, "player")
        res = dh.apply_roll(h, list(inp["roll"]), inp.get("dragon_choice_for_6"))
        taken, paid, doubles, over = res.taken, res.paid, res.doubles, res.game_over
        if not doubles and "prediction" in inp:
            got, lost = dh.resolve_prediction(h, inp["prediction"],
                                              Card.from_json(need(inp, "revealed")))
            taken += got
            paid += lost
        delta[player] = taken - paid
        over = not any(h.values())

    def q_pred(q: dict[str, Json]) -> bool:
        try:
            return dh.prediction_legal(start, q["prediction"])
        except ValueError:
            return False

    asks: dict[str, Callable[[dict[str, Json]], Json]] = {"prediction_legal": q_pred}
    return {
        "hordes": lambda: h,
        "money_delta": lambda: delta,
        "taken": lambda: taken,
        "game_over": lambda: over,
        "turn_ends": lambda: doubles,
        "prediction_allowed": lambda: not doubles and not over,
        "takes_another_turn": lambda: doubles and "double_double" in variants and not over,
        "answers": lambda: answers(inp.get("queries", []), asks),
    }


def shares(variants: set[str], inp: dict[str, Json], ctx: Ctx) -> dict[str, Callable[[], Json]]:
    check_inputs(inp, {"player_count", "share", "carry_in", "placings_best_first", "queries"})

    def run() -> tuple[dict[str, int], int]:
        return shares_payout([list(g) for g in need(inp, "placings_best_first")],
                             int(need(inp, "share")), int(need(inp, "player_count")),
                             int(inp.get("carry_in", 0)))

    def conserved() -> bool:
        pay, rem = run()
        pot = int(inp["player_count"]) * int(inp["share"]) + int(inp.get("carry_in", 0))
        return sum(pay.values()) + rem == pot

    asks: dict[str, Callable[[dict[str, Json]], Json]] = {
        "shares_by_place": lambda q: shares_by_place(int(q["player_count"]))}
    return {
        "payouts": lambda: run()[0],
        "remainder_to_next_game": lambda: run()[1],
        "conserved": conserved,
        "answers": lambda: answers(inp.get("queries", []), asks),
    }


def adventurers(variants: set[str], inp: dict[str, Json], ctx: Ctx
                ) -> dict[str, Callable[[], Json]]:
    check_inputs(inp, {"players", "money", "debt_markers", "loan_markers", "request_loan"})
    players = list(inp.get("players", list(inp.get("money", {}))))
    purse = Purse(players, dict(inp.get("money", {})), dict(inp.get("debt_markers", {})),
                  dict(inp.get("loan_markers", {})))
    asker: str | None = inp.get("request_loan")
    allowed = asker is not None and purse.loan_allowed(asker)
    lender = purse.lender_for(asker) if asker is not None else None
    if allowed and asker is not None:
        purse.take_loan(asker)
    return {
        "loan_allowed": lambda: allowed,
        "lender": lambda: lender,
        "money": lambda: dict(purse.money),
        "debt_markers": lambda: dict(purse.debt_markers),
        "loan_markers": lambda: dict(purse.loan_markers),
        "final_scores": purse.final_scores,
        "winners": purse.winners,
        "starting_money_each": lambda: STARTING_MONEY,
    }


HANDLERS: dict[str, Handler] = {
    "betting": betting, "ties": ties, "rogues_and_warriors": rogues, "threes": threes,
    "kings_council": kings, "jack_of_all_trades": jack, "three_kingdoms": kingdoms,
    "den_of_thieves": den, "city_square": city, "the_wheel": wheel, "dragon_hordes": hordes,
    "playing_for_shares": shares, "adventurers_choice": adventurers,
}


def run_vector(vector: dict[str, Json], ctx: Ctx | None = None) -> tuple[bool, str]:
    """(passed, message) for one vector."""
    ctx = ctx or Ctx(None)
    vid = vector.get("id", "?")
    try:
        game = vector.get("game")
        if game not in HANDLERS:
            raise VectorError(f"unknown game {game!r}")
        variants = set(vector.get("variants", []))
        bad = sorted(variants - GAME_VARIANTS[game])
        if bad:
            raise VectorError(f"unknown variant(s) {bad} for {game}")
        inp = vector.get("input", {})
        expected = vector.get("expected", {})
        if not isinstance(inp, dict) or not isinstance(expected, dict):
            raise VectorError("input and expected must be objects")
        if ("answers" in expected) != ("queries" in inp):
            raise VectorError("a vector has expected answers exactly when it has queries")
        producers = HANDLERS[game](variants, inp, ctx)
        unknown = sorted(set(expected) - set(producers))
        if unknown:
            raise VectorError(f"unknown expected key(s) {unknown}")
        got = {k: producers[k]() for k in expected}
    except (VectorError, ValueError, KeyError, TypeError, IndexError) as e:
        return False, f"FAIL {vid}: expected {json.dumps(vector.get('expected'))} got error: {e}"
    wrong = {k for k in expected if json.dumps(got[k], sort_keys=True)
             != json.dumps(expected[k], sort_keys=True)}
    if wrong:
        exp = {k: expected[k] for k in sorted(wrong)}
        act = {k: got[k] for k in sorted(wrong)}
        return False, f"FAIL {vid}: expected {json.dumps(exp)} got {json.dumps(act)}"
    return True, f"PASS {vid}"


def run_file(path: str | Path) -> list[tuple[bool, str]]:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    ctx = Ctx(data.get("rogues_and_warriors_pair_order_proposed"))
    return [run_vector(v, ctx) for v in data.get("vectors", [])]


def main(argv: list[str] | None = None) -> int:
    paths = sys.argv[1:] if argv is None else argv
    if not paths:
        print("usage: python -m engine.hall.vectors PATH [PATH ...]", file=sys.stderr)
        return 2
    passed = failed = 0
    for path in paths:
        try:
            results = run_file(path)
        except (OSError, ValueError) as e:
            print(f"FAIL {path}: cannot read vectors: {e}")
            failed += 1
            continue
        for ok, msg in results:
            print(msg)
            passed += ok
            failed += not ok
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
