"""The Hall's Expert seat: Hard's information-set sampling, played for the table.

Expert plans from the same place as the other levels: it re-deals every card its seat
cannot see (:func:`engine.hall.ai.determinize`) and plays the deals out. What it adds:

- **Heads-up betting as a search over deals** (:func:`heads_up_bet`). In each sampled
  deal it also re-deals the cards again from the opponent's view, to estimate what the
  opponent believes its chance is; it assumes the opponent answers a raise as a
  pot-odds player (folding when that belief is below the price), weights the deals by
  how well they explain the opponent's last action in the round (a raise says "strong",
  a check "not very"), and takes the action (fold, check or call, a few raise sizes)
  with the best chance to win the game plus :data:`MONEY_W` per coin expected. Folding
  gives the game away for certain, so it calls more than a pot-odds player, and it bets
  where the opponent's weakest hands fold.
- **At a bigger table** (:func:`bet_choice`): its chance from more sampled deals, a
  raise for value when ahead, a smaller probing bet with a middling hand, and calls
  down to a little below the pot odds.
- **Dragon Hordes** (no Betting Round at all): it leaves the game when leaving wins
  for certain, and heads-up judges each prediction through the opponent's next turn
  (:mod:`engine.hall.hordes_search`). At a bigger table: a prediction by its expected
  gain, a missed coin counted at :data:`MISS_WEIGHT` because it lies on the Hordes for
  the next roller (:func:`hordes_predict`), and a rolled 6's coin on the Dragon Horde
  its own prediction can take next (:func:`hordes_dragon`).

- **Den of Thieves** (without Dragon Cards, where a hand is its rank counts): discards
  planned exactly through the steps to come, and betting deals played through those
  discards, with the opponent's belief as Normal computes it
  (:mod:`engine.hall.den_search`).

Everything else (keeps, discards, placements) is Hard's expected-score play with more
samples. All randomness comes from the seat's seeded RNG.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

from engine.hall import den_search, hordes_search
from engine.hall.ai import HallAI, determinize, equity, rollout
from engine.hall.base import HallGame
from engine.hall.deck import full_deck
from engine.hall.den_of_thieves import DenOfThieves
from engine.hall.dragon_hordes import DRAGON_HORDES, DragonHordes
from engine.hall.prompts import Prompt

#: how much more than its face value a missed prediction's coin costs: it lies on
#: the Hordes for the next roller (never this seat's next turn)
MISS_WEIGHT = 1.5
#: the least expected gain (coins) for which a prediction is worth making
PREDICT_MARGIN = 0.25
#: the bigger table's betting: a raise for value above VALUE x the fair share, a
#: probing bet above PROBE x it with nothing to call, a call down to CALL_FACTOR x the
#: pot odds (or whenever the call is at most a quarter of the pot)
VALUE, PROBE, CALL_FACTOR = 1.2, 0.7, 0.8


class ExpertHallAI(HallAI):
    """The ``expert`` level (see the module docstring)."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__("expert", seed)

    def choose(self, g: HallGame, prompt: Prompt) -> Any:
        if isinstance(g, DragonHordes):
            return hordes_choice(g, prompt)
        den = _den_by_counts(g)
        if prompt.kind == "discard" and den is not None:
            return den_search.best_discard(den.hands[prompt.player],
                                           g.script[g.pc:].count("discard"),
                                           g.has("strong_warriors"))
        return super().choose(g, prompt)

    def bet(self, g: HallGame, player: str, prompt: Prompt) -> Any:
        o = prompt.options
        if len(g.live) == 2:
            den = _den_by_counts(g)
            if den is not None:
                deals = den_search.deals(den_search.key_of(den.hands[player]),
                                         g.script[g.pc + 1:].count("discard"),
                                         g.has("strong_warriors"), self.rng, DEN_DEALS,
                                         _stood_pat(g, player))
                return heads_up_bet(g, player, o, self.rng, deals, DEN_FRACS)
            return heads_up_bet(g, player, o, self.rng)
        e = equity(g, player, self.cfg.samples, self.rng)
        return bet_choice(e, o, g.table.round_contrib[player], g.table.stacks[player],
                          len(g.live))


def _raise(o: dict[str, Any], size: int, contrib: int, stack: int) -> dict[str, Any] | None:
    """A raise of ``size`` above the Current Bet, clamped to the legal range."""
    if "raise_to" not in o["actions"]:
        return None
    target = max(o["min_raise_to"], min(o["max_raise_to"], o["current_bet"] + max(1, size)))
    if target <= o["current_bet"] or target - contrib > stack:
        return None
    return {"action": "raise_to", "amount": target}


def bet_choice(e: float, o: dict[str, Any], contrib: int, stack: int, live: int) -> Any:
    """The betting action for a chance ``e`` to win the pot (see the module docstring)."""
    pot, call = o["pot"], o["call_amount"]
    fair = 1.0 / max(1, live)
    escalated = contrib >= pot  # this seat already put the pot's worth in this round
    if not escalated:
        if e >= min(0.9, fair * VALUE):
            r = _raise(o, int(pot * (0.5 + e)), contrib, stack)
            if r is not None:
                return r
        elif call == 0 and e >= fair * PROBE:
            r = _raise(o, max(1, pot // 2), contrib, stack)
            if r is not None:
                return r
    if call == 0:
        return "check"
    odds = call / (pot + call)
    if e >= odds * CALL_FACTOR or call * 4 <= pot:
        return "call"
    return "fold"


#: the Grey cards Dragon Hordes reveals, by (rank, colour)
_FULL_DECK: Counter[tuple[str, str]] = Counter((c.rank, c.color) for c in full_deck(False))


def _hordes_evs(g: DragonHordes, player: str, miss_weight: float) -> list[tuple[float, Any]]:
    """(expected gain, prediction) of every legal prediction, a miss's coins weighted
    by ``miss_weight``."""
    both = _FULL_DECK - Counter((c.rank, c.color) for c in g.revealed_cards)
    if not both:
        both = Counter(_FULL_DECK)
    n = sum(both.values())
    ranks: Counter[str] = Counter()
    colors: Counter[str] = Counter()
    for (rank, color), k in both.items():
        ranks[rank] += k
        colors[color] += k
    h = g.hordes
    out = []
    for pred in g.legal_predictions(player):
        r, c = pred.get("rank"), pred.get("color")
        if r and c:
            p_both = both[(r, c)] / n
            p_r = (ranks[r] - both[(r, c)]) / n
            p_c = (colors[c] - both[(r, c)]) / n
            p_miss = 1 - p_both - p_r - p_c
            ev = p_both * (h[r] + h[c]) + p_r * (h[r] // 2) + p_c * (h[c] // 2) \
                - p_miss * 2 * miss_weight
        else:
            key = r or c or ""
            p = (ranks[key] if r else colors[key]) / n
            ev = p * h[key] - (1 - p) * miss_weight
        out.append((ev, pred))
    return out


def hordes_choice(g: DragonHordes, prompt: Prompt) -> Any:
    """Expert's Dragon Hordes decisions (see the module docstring)."""
    p = prompt.player
    if prompt.kind in ("predict", "stay_or_leave") and hordes_search.sure_win(g, p) \
            and (prompt.kind == "stay_or_leave" or prompt.options.get("can_leave")):
        return "leave"
    if prompt.kind == "stay_or_leave":
        return "stay"
    opp = hordes_search.heads_up_opponent(g, p)
    if prompt.kind == "choose_dragon":
        return hordes_search.dragon(g, p, opp) if opp else hordes_dragon(g, p)
    return hordes_search.predict(g, p, opp) if opp else hordes_predict(g, p)


def hordes_predict(g: DragonHordes, player: str, miss_weight: float = MISS_WEIGHT,
                   margin: float = PREDICT_MARGIN) -> Any:
    """The prediction with the best expected gain; "pass" unless one gains more than
    ``margin``."""
    best: Any = "pass"
    best_ev = margin
    for ev, pred in _hordes_evs(g, player, miss_weight):
        if ev > best_ev:
            best, best_ev = pred, ev
    return best


def hordes_dragon(g: DragonHordes, player: str) -> str:
    """A rolled 6's coin goes on the Dragon Horde that makes this seat's own prediction,
    made right after, worth most (the emptiest Horde when none is worth making)."""
    def worth(color: str) -> tuple[float, int]:
        c = g.clone()
        c.apply(player, color)
        best = max((ev for ev, _ in _hordes_evs(c, player, MISS_WEIGHT)), default=0.0)
        return max(PREDICT_MARGIN, best), -g.hordes[color]

    return max(DRAGON_HORDES, key=worth)


def _den_by_counts(g: HallGame) -> DenOfThieves | None:
    """Den of Thieves without Dragon Cards, where a hand is its rank counts
    (:mod:`engine.hall.den_search`); None for any other game."""
    if isinstance(g, DenOfThieves) and not g.has("dragon_cards"):
        return g
    return None


def _stood_pat(g: HallGame, player: str) -> bool:
    """Whether the opponent kept its whole hand at its last discard step (the table saw
    how many cards it drew)."""
    for ev in reversed(g.events):
        if ev.get("kind") == "discard" and ev.get("player") != player:
            return ev.get("count") == 0
    return False


def hall_ai(level: str, seed: int = 0) -> HallAI:
    """The AI of a Hall level: Expert's own class, the others :class:`HallAI`."""
    return ExpertHallAI(seed) if level == "expert" else HallAI(level, seed)


#: outer deals (this seat's view) and, in each, re-deals from the opponent's view
OUTER, INNER = 12, 8
OUTER_SLOW, INNER_SLOW = 6, 6  # City Square's playouts cost three times as much
#: Den of Thieves deals: each is cheap (rank counts), so many more
DEN_DEALS = 400
#: Den of Thieves raise sizes (x the pot): its deals are exact enough to judge how
#: often a much bigger bet makes the opponent fold
DEN_FRACS = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0)
#: what a coin of expected money is worth against a game's chance to be won
MONEY_W = 0.05
#: the opponent's raise threshold as a pot-odds player (Normal's rule), and how far
#: its noisy estimate blurs its thresholds (a logistic scale)
RAISE_AT, SPREAD = 0.8, 0.06


def _share(g: HallGame, player: str) -> float:
    res = g.result()
    assert res is not None
    ranking = res["ranking"] or [[p for p in g.live]]
    return 1.0 / len(ranking[0]) if player in ranking[0] else 0.0


def _ramp(x: float) -> float:
    """0 well below zero, 1 well above: a pot-odds player's threshold, blurred by the
    noise of its own sampled estimate."""
    return 1.0 / (1.0 + math.exp(-x / SPREAD))


def _deals(g: HallGame, player: str, opp: str, rng: random.Random
           ) -> list[tuple[float, float]]:
    """Per deal sampled from ``player``'s view: (``player``'s share of the pot when
    everyone calls to the end, ``opp``'s own estimate of its share from its view)."""
    outer, inner = (OUTER_SLOW, INNER_SLOW) if g.GAME == "city_square" else (OUTER, INNER)
    out = []
    for _ in range(outer):
        d = determinize(g, player, rng)
        est = 0.0
        for _ in range(inner):
            c = determinize(d, opp, rng)
            rollout(c, rng)
            est += _share(c, opp)
        rollout(d, rng)
        out.append((_share(d, player), est / inner))
    return out


def _opp_signal(g: HallGame, opp: str) -> str | None:
    """The opponent's last action in this Betting Round (None before it acted)."""
    for ev in reversed(g.events):
        if ev.get("kind") == "round_start":
            return None
        if ev.get("kind") == "bet" and ev["action"][0] == opp:
            return str(ev["action"][1])
    return None


def _weight(signal: str | None, e_opp: float) -> float:
    """How likely a pot-odds opponent with estimate ``e_opp`` took its last action."""
    if signal in ("raise_to", "all_in"):
        return 0.05 + 0.95 * _ramp(e_opp - RAISE_AT)
    if signal == "check":
        return 0.05 + 0.95 * _ramp(RAISE_AT - e_opp)
    return 1.0


def heads_up_bet(g: HallGame, player: str, o: dict[str, Any], rng: random.Random,
                 deals: list[tuple[float, float]] | None = None,
                 fracs: tuple[float, ...] = (0.5, 1.0, 2.0)) -> Any:
    """Every legal action judged over sampled deals by the chance to win the game plus
    :data:`MONEY_W` per coin expected; the opponent answers a raise as a pot-odds player
    (it folds when its own estimate is below the price), and the deals are weighted by
    how well they explain its last action this round. ``deals`` replaces the sampled
    deals where a game has its own (Den of Thieves), ``fracs`` the raise sizes (x the
    pot) to judge besides the smallest raise and all in."""
    t = g.table
    opp = next(p for p in g.live if p != player)
    if deals is None:
        deals = _deals(g, player, opp, rng)
    signal = _opp_signal(g, opp)
    weights = [_weight(signal, e_opp) for _, e_opp in deals]
    total_w = sum(weights) or 1.0
    mine, theirs = t.committed[player], t.committed[opp]
    pot = t.pot_total
    call = o["call_amount"]

    def value(raise_to: int | None, fold: bool) -> float:
        if fold:
            return MONEY_W * -mine
        if raise_to is None:  # check or call: both end with the same stake
            stake = mine + call
            return sum(w * (share + MONEY_W * (2 * share - 1) * stake)
                       for w, (share, _) in zip(weights, deals)) / total_w
        stake = mine + raise_to - t.round_contrib[player]
        owed = stake - theirs
        price = owed / (pot + stake - mine + owed)
        v = 0.0
        for w, (share, e_opp) in zip(weights, deals):
            folds = _ramp(price - e_opp)
            v += w * (folds * (1 + MONEY_W * theirs)
                      + (1 - folds) * (share + MONEY_W * (2 * share - 1) * stake))
        return v / total_w

    best: Any = "check" if call == 0 else "call"
    best_v = value(None, False)
    if call and value(None, True) > best_v:
        best, best_v = "fold", value(None, True)
    if "raise_to" in o["actions"] and t.round_contrib[player] < pot:
        sizes = {o["min_raise_to"]}
        if t.stacks[player] <= max(fracs) * pot:  # all in is no bigger than the largest bet
            sizes.add(o["max_raise_to"])
        for frac in fracs:
            sizes.add(min(o["max_raise_to"], max(o["min_raise_to"],
                                                 o["current_bet"] + int(pot * frac))))
        for to in sorted(sizes):
            if to - t.round_contrib[player] > t.stacks[player]:
                continue
            v = value(to, False)
            if v > best_v + 1e-9:
                best, best_v = {"action": "raise_to", "amount": to}, v
    return best
