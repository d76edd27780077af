"""AI seats for the hall games: Monte Carlo equity for betting, expected score elsewhere.

Betting: the AI clones the game, re-deals every card it cannot see (the deck,
other players' hidden cards, the Clock) from the unseen pool with its own RNG,
reseeds the clone's dice, plays the clone out with cheap policies (everyone
calls), and counts how often it wins (a bounded number of samples per level).
It then bets by pot odds, with some bluffing at normal and hard levels.

Other decisions (keeps, discards, placements, predictions) are chosen by the
expected score of each option, from the player's own information only.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from engine.hall import city_square as cs
from engine.hall import den_of_thieves as dt
from engine.hall import kings_council as kc
from engine.hall import rogues_and_warriors as rw
from engine.hall import the_wheel as wh
from engine.hall import three_kingdoms as tk
from engine.hall.base import HallGame
from engine.hall.deck import COLORS, DRAGON, LETTER, RANKS, Card, full_deck
from engine.hall.dragon_hordes import DragonHordes
from engine.hall.jack_of_all_trades import JackOfAllTrades
from engine.hall.prompts import Prompt


@dataclass(frozen=True)
class Level:
    samples: int
    bluff: float
    noise: float
    discard_samples: int


LEVELS: dict[str, Level] = {
    "easy": Level(samples=8, bluff=0.0, noise=0.15, discard_samples=3),
    "normal": Level(samples=24, bluff=0.05, noise=0.05, discard_samples=6),
    "hard": Level(samples=48, bluff=0.10, noise=0.0, discard_samples=10),
    # betting and Dragon Hordes are engine.hall.expert's own
    "expert": Level(samples=64, bluff=0.0, noise=0.0, discard_samples=16),
}


def _any(g: HallGame) -> Any:
    """Game-specific attributes (hands, war, ...) without a cast at every use."""
    return g


# ----- information sets -------------------------------------------------------------------
def _hidden_zones(g: HallGame, viewer: str) -> list[tuple[list[Card], list[int]]]:
    """The card lists (and the indices in them) that ``viewer`` cannot see."""
    zones: list[tuple[list[Card], list[int]]] = [(g.deck, list(range(len(g.deck))))]
    others = [p for p in g.players if p != viewer]
    hands: dict[str, list[Card]] | None = getattr(g, "hands", None)
    if hands is not None:
        face_up: dict[str, int] = getattr(g, "face_up", {})
        for p in others:
            if p in hands:
                idx = [i for i in range(len(hands[p])) if face_up.get(p) != i]
                zones.append((hands[p], idx))
    for attr in ("card_workers", "dealt"):
        d: dict[str, list[Card]] = getattr(g, attr, {})
        for p in others:
            if p in d:
                zones.append((d[p], list(range(len(d[p])))))
    clock: list[Card] | None = getattr(g, "clock", None)
    if clock is not None:
        zones.append((clock, list(range(len(clock)))))
    return zones


def determinize(g: HallGame, viewer: str, rng: random.Random) -> HallGame:
    """A copy of ``g`` with every card ``viewer`` cannot see re-dealt at random."""
    events = g.events
    g.events = []
    try:
        c = g.clone()
    finally:
        g.events = events
    zones = _hidden_zones(c, viewer)
    pool = [z[i] for z, idx in zones for i in idx]
    rng.shuffle(pool)
    k = 0
    for z, idx in zones:
        for i in idx:
            z[i] = pool[k]
            k += 1
    _redeal_threes_cards(c, viewer, rng)
    c.rng = random.Random(rng.random())
    return c


def _redeal_threes_cards(g: HallGame, viewer: str, rng: random.Random) -> None:
    """Threes Hidden Fate: other players' single face-down cards go back into the pool."""
    cards_one: dict[str, Card] | None = getattr(g, "cards", None)
    if not cards_one:
        return
    pool = list(g.deck) + [c for p, c in cards_one.items() if p != viewer]
    rng.shuffle(pool)
    for p in cards_one:
        if p != viewer:
            cards_one[p] = pool.pop()
    g.deck = pool


def equity(g: HallGame, player: str, samples: int, rng: random.Random) -> float:
    """Estimated share of the pot ``player`` wins if everyone calls to the end."""
    total = 0.0
    for _ in range(samples):
        c = determinize(g, player, rng)
        rollout(c, rng)
        res = c.result()
        assert res is not None
        ranking = res["ranking"] or [[p for p in c.live]]
        if player in ranking[0]:
            total += 1.0 / len(ranking[0])
    return total / max(1, samples)


def rollout(g: HallGame, rng: random.Random, limit: int = 2000) -> None:
    for _ in range(limit):
        prompt = g.pending()
        if prompt is None:
            return
        if prompt.kind == "bet":
            g.apply(prompt.player, "call" if prompt.options["call_amount"] else "check")
        else:
            g.apply(prompt.player, quick_choice(g, prompt, rng))
    raise RuntimeError("rollout did not finish")


# ----- cheap policies (rollouts) ----------------------------------------------------------
def quick_choice(g: HallGame, prompt: Prompt, rng: random.Random) -> Any:
    k, o, p = prompt.kind, prompt.options, prompt.player
    if k == "reveal":
        return 0
    if k == "exchange":
        down = _any(g).hands[p][o["face_down"]]
        return bool(down.value >= 4)
    if k == "keep":
        return threes_keep(o["roll"], len(o["keep"]))
    if k == "discard":
        return []
    if k == "choose_jobs":
        return ["card"] * 4
    if k == "place" and "suggested" in o:
        return o["suggested"]
    if k == "place":
        return city_quick(g, p)
    if k == "play":
        return wheel_play(g, p)
    if k == "place_clock":
        return wheel_clock(g, p, o)
    if k == "predict":
        return hordes_predict(g, p)
    if k == "choose_dragon":
        return hordes_dragon(g)
    if k == "stay_or_leave":  # these levels play every game to its end
        return "stay"
    raise ValueError(f"no policy for {k}")


# ----- expected-score choices -------------------------------------------------------------
def threes_keep(roll: list[int], kept: int, per_die: float = 1.8) -> int:
    """Keep the value that minimizes kept points + expected points of the dice still to roll."""
    def cost(v: int) -> float:
        n = roll.count(v)
        pts = 0 if v == 3 else v
        return n * pts + (len(roll) - n) * per_die - 0.01 * n
    return min(sorted(set(roll)), key=cost)


def threes_keep_variants(g: HallGame, player: str, roll: list[int]) -> int:
    """Aim for Strength in Numbers / Fool's Luck when the dice already point that way."""
    kept: list[int] = _any(g).keeps[player]
    if g.has("strength_in_numbers") and kept and len(set(kept)) == 1 and kept[0] in roll \
            and kept[0] != 3:
        return kept[0]
    if g.has("fools_luck") and kept and len(set(kept)) == len(kept):
        fresh = [v for v in roll if v not in kept and roll.count(v) == 1]
        if fresh and len(kept) >= 2:
            return max(fresh)
    return threes_keep(roll, len(kept))


def unseen_cards(g: HallGame, player: str) -> list[Card]:
    """Every card of the deck the player has not seen (own hand and public cards removed)."""
    seen: Counter[Card] = Counter()
    view = g.view(player)

    def walk(x: Any) -> None:
        if isinstance(x, dict):
            if "rank" in x and ("suit" in x or "color" in x) and len(x) == 2:
                seen[Card.from_json(x)] += 1
                return
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk({k: v for k, v in view.items() if k not in ("log", "result", "prompt")})
    out = []
    for c in full_deck(g.has("dragon_cards")):
        if seen[c] > 0:
            seen[c] -= 1
        else:
            out.append(c)
    return out


def rw_exchange(g: HallGame, player: str, down_index: int) -> bool:
    hand: list[Card] = _any(g).hands[player]
    order: list[str] = _any(g).pair_order
    keep_pos = rw.hand_key(hand, order)
    pool = unseen_cards(g, player)
    up = hand[1 - down_index]
    better = sum(1 for c in pool if rw.hand_key([up, c], order) > keep_pos)
    return better > len(pool) / 2


def kc_discard(g: HallGame, player: str) -> list[int]:
    king = _any(g).king
    hand: list[Card] = _any(g).hands[player]
    pts = kc.hand_points(hand, king)
    pool = unseen_cards(g, player)
    mean = sum(kc.card_points(c, king) for c in pool) / max(1, len(pool))
    if g.has("foreign_council") and sum(pts) <= 2:
        return sorted(range(len(hand)), key=lambda i: -pts[i])[:2] if sum(pts) else []
    worst = sorted(range(len(hand)), key=lambda i: pts[i])
    return [i for i in worst[:2] if pts[i] < mean]


def tk_discard(g: HallGame, player: str, rng: random.Random, samples: int) -> list[int]:
    war: list[Card] = _any(g).war
    hand: list[Card] = _any(g).hands[player]
    dragons = g.has("dragon_cards")
    pool = unseen_cards(g, player)
    to_come = max(0, 6 - len(war))
    expect = {c: 0.0 for c in COLORS}
    for _ in range(max(1, samples * 2)):
        extra = rng.sample(pool, min(to_come, len(pool)))
        ppc = tk.points_per_color(war + extra, dragons)
        for c in COLORS:
            expect[c] += ppc[c]
    value = {i: (0.0 if card.is_dragon else expect[card.color]) for i, card in enumerate(hand)}
    mean = sum(expect.values()) / 3
    worst = sorted(range(len(hand)), key=lambda i: value[i])
    return [i for i in worst[:2] if value[i] < mean and not hand[i].is_dragon]


def dt_discard(g: HallGame, player: str, rng: random.Random, samples: int) -> list[int]:
    hand: list[Card] = _any(g).hands[player]
    pool = unseen_cards(g, player)
    options: list[tuple[int, ...]] = [()]
    options += [(i,) for i in range(len(hand))]
    options += list(itertools.combinations(range(len(hand)), 2))
    best: tuple[int, ...] = ()
    best_val = -1.0
    for opt in options:
        keep = [c for i, c in enumerate(hand) if i not in opt]
        if not opt:
            val = float(dt.evaluate(keep, g.variants)["score"])
        else:
            val = sum(dt.evaluate(keep + rng.sample(pool, len(opt)), g.variants)["score"]
                      for _ in range(samples)) / samples
        if val > best_val + 1e-9:
            best, best_val = opt, val
    return list(best)


def jobs_choice(g: HallGame, player: str) -> list[str]:
    """Hidden Fate: a card job matches by deck frequency, a die job by 1/6 (6 = any)."""
    vals = _any(g).card_workers[player]
    counts = Counter(c.value for c in vals if not c.is_dragon)
    card_p = {1: 1 / 15, 2: 2 / 15, 3: 3 / 15, 4: 4 / 15, 5: 5 / 15}
    card_gain = sum(card_p[v] * v for v in counts)
    die_gain = sum(v / 6 for v in counts) + max(counts, default=0) / 6
    return ["card" if card_gain >= die_gain else "die"] * 4


def city_greedy(g: HallGame, player: str) -> list[list[int]]:
    """Every way to place the dealt cards; the best city now, covering as little as possible."""
    game: Any = g
    dealt: list[Card] = game.dealt[player]
    stacks: dict[cs.Pos, list[str]] = game.stacks_of(player)
    free = [(r, c) for r in range(3) for c in range(3) if len(stacks.get((r, c), [])) < 2]
    letters = [LETTER[c.rank] for c in dealt]
    base = game.grid(player)
    best: list[cs.Pos] | None = None
    best_val = -1e9
    for combo in itertools.permutations(free, len(dealt)):
        grid = dict(base)
        covered = 0
        for pos, letter in zip(combo, letters):
            if grid[pos] != cs.EMPTY:
                covered += 1
            grid[pos] = letter
        val = cs.score_city(grid, g.variants).score - 0.4 * covered
        if val > best_val:
            best, best_val = list(combo), val
    assert best is not None
    return [list(p) for p in best]


def city_quick(g: HallGame, player: str) -> list[list[int]]:
    """Rollout policy: each dealt card on its best free district, one card at a time."""
    game: Any = g
    stacks: dict[cs.Pos, list[str]] = game.stacks_of(player)
    grid = game.grid(player)
    out: list[list[int]] = []
    used: set[cs.Pos] = set()
    for card in game.dealt[player]:
        letter = "D" if card.is_dragon else LETTER[card.rank]
        free = [(r, c) for r in range(3) for c in range(3)
                if len(stacks.get((r, c), [])) < 2 and (r, c) not in used]
        empty = [p for p in free if grid[p] == cs.EMPTY] or free
        best = max(empty, key=lambda p: cs.score_city({**grid, p: letter}, g.variants).score)
        grid[best] = letter
        used.add(best)
        out.append(list(best))
    return out


def _wheel_value(g: HallGame, hand: list[Card], placements: list[tuple[str, str]]) -> float:
    win = wh.winning_spoke(wh.strengths(placements))
    names = [DRAGON if c.is_dragon else c.rank for c in hand]
    return wh.hand_score(names, win)


def wheel_play(g: HallGame, player: str) -> dict[str, Any]:
    game: Any = g
    hand: list[Card] = game.hands[player]
    current = [(w["spoke"], w["card"]) for w in game.wheel]
    best: dict[str, Any] | None = None
    best_val = -1e9
    for play in game._legal_plays(player):
        card = hand[play["card"]]
        name = DRAGON if card.is_dragon else card.rank
        rest = [c for i, c in enumerate(hand) if i != play["card"]]
        val = _wheel_value(g, rest, current + [(play["spoke"], name)])
        val += 0.1 * (card.is_dragon or card.value >= 4)  # spend common cards first
        if val > best_val:
            best, best_val = play, val
    if g.step == "unwound" and game.clock:
        hand_vals = [_wheel_value(g, [c for j, c in enumerate(hand) if j != i], current)
                     for i in range(len(hand))]
        if hand_vals and max(hand_vals) > best_val + 0.5:
            return {"discard": max(range(len(hand)), key=lambda i: hand_vals[i])}
    if best is None:
        return {"discard": 0}
    return best


def wheel_clock(g: HallGame, player: str, options: dict[str, Any]) -> str:
    game: Any = g
    card = Card.from_json(options["card"])
    name = DRAGON if card.is_dragon else card.rank
    current = [(w["spoke"], w["card"]) for w in game.wheel]
    hand = game.hands[player]
    return max(options["spokes"], key=lambda s: _wheel_value(g, hand, current + [(s, name)]))


def _hordes_probs(g: DragonHordes) -> list[Card]:
    seen = Counter(g.revealed_cards)
    pool = []
    for c in full_deck(False):
        if seen[c] > 0:
            seen[c] -= 1
        else:
            pool.append(c)
    return pool or full_deck(False)


def hordes_predict(g: HallGame, player: str) -> Any:
    assert isinstance(g, DragonHordes)
    pool = _hordes_probs(g)
    n = len(pool)
    h = g.hordes
    best: Any = "pass"
    best_ev = 0.0
    for pred in g.legal_predictions(player):
        r, c = pred.get("rank"), pred.get("color")
        ev = 0.0
        for card in pool:
            rh = r is not None and card.rank == r
            ch = c is not None and card.color == c
            if r and c:
                ev += (h[r] + h[c]) if rh and ch else (h[r] // 2 if rh else h[c] // 2
                                                       if ch else -2)
            else:
                ev += h[r or c or ""] if (rh or ch) else -1
        ev /= n
        if ev > best_ev:
            best, best_ev = pred, ev
    return best


def hordes_dragon(g: HallGame) -> str:
    assert isinstance(g, DragonHordes)
    return min(COLORS, key=lambda c: (g.hordes[c], COLORS.index(c)))


# ----- the seat ---------------------------------------------------------------------------
class HallAI:
    """A seeded AI seat. ``decide(game, player)`` returns an answer for ``apply``."""

    def __init__(self, level: str = "normal", seed: int = 0) -> None:
        if level not in LEVELS:
            raise ValueError(f"level is one of {sorted(LEVELS)}")
        self.level = level
        self.cfg = LEVELS[level]
        self.rng = random.Random(seed)

    def decide(self, game: HallGame, player: str) -> Any:
        prompt = game.pending()
        if prompt is None or prompt.player != player:
            raise ValueError(f"{player} has no decision to make")
        if prompt.kind == "bet":
            return self.bet(game, player, prompt)
        return self.choose(game, prompt)

    def choose(self, g: HallGame, prompt: Prompt) -> Any:
        k, p, o = prompt.kind, prompt.player, prompt.options
        n = self.cfg.discard_samples
        if k == "reveal":
            hand: list[Card] = _any(g).hands[p]
            return 0 if hand[0].value >= hand[1].value and not hand[0].is_dragon else 1
        if k == "exchange":
            return rw_exchange(g, p, o["face_down"])
        if k == "keep":
            return threes_keep_variants(g, p, o["roll"])
        if k == "discard":
            if g.GAME == "kings_council":
                return kc_discard(g, p)
            if g.GAME == "three_kingdoms":
                return tk_discard(g, p, self.rng, n)
            return dt_discard(g, p, self.rng, n)
        if k == "choose_jobs":
            return jobs_choice(g, p)
        if k == "place" and isinstance(g, JackOfAllTrades):
            return o["suggested"]
        if k == "place":
            return city_greedy(g, p)
        return quick_choice(g, prompt, self.rng)

    def bet(self, g: HallGame, player: str, prompt: Prompt) -> Any:
        o = prompt.options
        cfg = self.cfg
        e = equity(g, player, cfg.samples, self.rng)
        e = min(1.0, max(0.0, e + self.rng.uniform(-cfg.noise, cfg.noise)))
        live = len(g.live)
        pot = o["pot"]
        call = o["call_amount"]
        fair = 1.0 / max(1, live)
        strong = e > min(0.9, fair * 1.6)
        bluff = self.rng.random() < cfg.bluff
        can_raise = "raise_to" in o["actions"]
        contrib = g.table.committed[player]
        if can_raise and (strong or bluff) and g.table.round_contrib[player] < pot:
            size = max(1, int(pot * (0.5 + e / 2)))
            target = o["current_bet"] + size
            target = max(o["min_raise_to"], min(o["max_raise_to"], target))
            if target > o["current_bet"] and target - g.table.round_contrib[player] <= \
                    g.table.stacks[player]:
                return {"action": "raise_to", "amount": target}
        if call == 0:
            return "check"
        odds = call / (pot + call)
        if e >= odds or (bluff and contrib > 0):
            return "call"
        return "fold"


def play_out(game: HallGame, seats: dict[str, HallAI], limit: int = 5000) -> dict[str, Any]:
    """Drive a game to the end with AI seats; returns the result."""
    for _ in range(limit):
        prompt = game.pending()
        if prompt is None:
            res = game.result()
            assert res is not None
            return res
        game.apply(prompt.player, seats[prompt.player].decide(game, prompt.player))
    raise RuntimeError("the game did not finish")


__all__ = ["LEVELS", "HallAI", "determinize", "equity", "play_out", "RANKS"]
