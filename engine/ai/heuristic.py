"""Heuristic seats (Easy and Normal): one utility per option, in "margin points".

Why utilities instead of rule lists: every prompt kind (action, respond, gamble,
order, target, choose, discard) can then be answered by the same comparison,
"is this option worth more than keeping the card?", and the search AI can use the
same seat as its fast playout policy. The numbers come from `Table` (the seat's
view only): how close each player is to passing out (Fortitude - Alcohol) or to
running out of Gold, who leads, and what each card does (engine.ai.cardinfo).

Normal spends Ignore/Negate cards where they matter (a Drink that would knock it
out or a big one; "I don't think so!" only for a lethal or costly card), targets
whoever it can finish or else the leader, orders Drinks to whoever is closest to
passing out, gambles when its hand holds the cards to win, and discards weak or
redundant cards. Easy reads the same data carelessly: it ignores its own margin,
picks victims at random and sometimes just answers at random.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from engine.ai.cardinfo import Info, drink_numbers, info, is_drink, is_event
from engine.ai.table import LETHAL, Table
from engine.cards import cards
from engine.kits import COSTS, Cost, ai_choice, ai_condition, ai_option, kit
from engine.prompts import Option, Prompt
from engine.variant_registry import EventScore, ai_ignore_event
from engine.variant_registry import ai_choice as variant_ai_choice

NEG_INF = -1e9


@dataclass(frozen=True)
class Style:
    """How carefully a heuristic seat plays."""

    noise: float = 0.0  # chance of a uniformly random answer to a real choice
    aware: bool = True  # reads its own margin and Gold (else assumes it is healthy)
    smart_targets: bool = True  # picks victims by value (else at random)
    # A card is spent when its use is worth > keep * its value. Tuned against Random
    # (4-player, 400 games per setting): 0.4 -> 52%, 0.25 -> 60%; hands refill every
    # turn, so a card held back is worth less than it looks.
    keep: float = 0.25
    # Discard cards whose keep value is below this: cycling the deck finds the
    # Ignore cards sooner (2.6 -> 60%, 4.5 -> 72% with keep 0.25).
    discard_below: float = 4.5
    gamble_cards: int = 2  # control cards (besides the starter) needed to start a Round


NORMAL = Style()
EASY = Style(noise=0.15, aware=False, smart_targets=False, keep=0.4, discard_below=2.0,
             gamble_cards=1)


class HeuristicSeat:
    """A fast seat that answers every prompt by comparing utilities of its options."""

    name = "normal"

    def __init__(self, seed: int = 0, style: Style = NORMAL) -> None:
        self.rng = random.Random(seed)
        self.style = style
        # what this seat last chose to play, to read the follow-up prompts
        # (mode / which_drink / target / split partner) that do not name the card
        self.memo: dict[int, tuple[str, str | None]] = {}

    # -- entry point ---------------------------------------------------------------
    def decide(self, view: dict[str, Any], prompt: Prompt) -> int:
        opts = prompt.options
        if len(opts) == 1:
            return 0
        if self.style.noise and self.rng.random() < self.style.noise:
            if prompt.kind == "discard":
                return len(opts) - 1
            return self.rng.randrange(len(opts))
        t = Table(view)
        scores = self.scores(t, prompt)
        for i, o in enumerate(opts):
            # an option this seat does not understand (a new character action) never
            # wins a tie against passing
            if o.card is None and o.player is None and o.value is None \
                    and o.label not in ("pass", "done", "no") and scores[i] == 0.0:
                scores[i] = -0.05
        best = max(range(len(opts)), key=lambda i: (scores[i], -i))
        o = opts[best]
        if o.card is not None and prompt.kind in ("action", "respond", "gamble"):
            self.memo[prompt.seat] = (o.card, prompt.context.get("to"))
        return best

    def scores(self, t: Table, prompt: Prompt) -> list[float]:
        """A utility per option (the pass/done/no option is 0 unless stated)."""
        k = prompt.kind
        if k == "discard":
            return self.discard_scores(t, prompt)
        if k == "action":
            return [0.0 if o.card is None else self.kit_option(t, o)
                    if o.label and ai_option(o.label) else self.action_value(t, o.card)
                    for o in prompt.options]
        if k == "respond":
            to = prompt.context.get("to")
            return [0.0 if o.card is None else self.kit_option(t, o)
                    if o.label and ai_option(o.label) else self.respond_value(t, o.card, to)
                    for o in prompt.options]
        if k == "gamble":
            return self.gamble_scores(t, prompt)
        if k == "order":
            return self.order_scores(t, prompt)
        if k == "target":
            return self.target_scores(t, prompt)
        if k == "choose":
            return self.choose_scores(t, prompt)
        return [0.0] * len(prompt.options)

    # -- helpers ---------------------------------------------------------------------
    def cost(self, inf: Info) -> float:
        """What spending a card gives up: cards that only answer one situation cost little."""
        if inf.conditions and all(c == "hit_back" for c in inf.conditions):
            return 0.3
        return inf.value * self.style.keep

    def victim_score(self, t: Table, i: int | None, harm: float, gold: float) -> float:
        if i is None:
            return NEG_INF
        if i == t.me:
            return -t.self_cost(harm, self.style.aware) - t.gold_cost(gold, self.style.aware) - 5
        if not self.style.smart_targets:
            return self.rng.random()
        return t.hurt_value(i, harm) + t.drain_value(i, gold)

    def best_victim(self, t: Table, harm: float, gold: float) -> float:
        vals = [self.victim_score(t, i, harm, gold) for i in t.opponents]
        return max(vals) if vals else 0.0

    # -- discard ---------------------------------------------------------------------
    def keep_values(self, t: Table) -> dict[int, float]:
        """Keep value of each hand position; copies and surplus gambling cards are worth less."""
        seen: dict[str, int] = {}
        control = 0
        out: dict[int, float] = {}
        order = sorted(range(len(t.hand)), key=lambda i: -info(t.hand[i]).value)
        for i in order:
            cid = t.hand[i]
            inf = info(cid)
            v = inf.value
            n = seen.get(cid, 0)
            seen[cid] = n + 1
            v *= 0.8 ** n
            if inf.gambling_mode or inf.starts_gambling:
                v *= 0.75 ** control
                control += 1
                if t.gold(t.me) <= 2:
                    v *= 0.6
            if "ignore_drink" in inf.conditions and self.style.aware and t.margin(t.me) < 8:
                v += 3
            out[i] = v
        return out

    def discard_scores(self, t: Table, prompt: Prompt) -> list[float]:
        kv = self.keep_values(t)
        worst: dict[str, float] = {}
        for i, cid in enumerate(t.hand):
            worst[cid] = min(worst.get(cid, 99.0), kv[i])
        out = []
        for o in prompt.options:
            if o.card is None:
                out.append(0.0)
            else:
                out.append(self.style.discard_below - worst.get(o.card, 99.0))
        return out

    # -- actions ---------------------------------------------------------------------
    def action_value(self, t: Table, cid: str) -> float:
        inf = info(cid)
        v = 0.0
        if inf.starts_gambling and inf.type != "anytime":
            v = max(v, self.gamble_start_value(t, cid))
        if inf.harm_target or inf.gold_target:
            v = max(v, self.best_victim(t, inf.harm_target, inf.gold_target))
        if inf.harm_each_other:
            v = max(v, sum(t.hurt_value(i, inf.harm_each_other) for i in t.opponents)
                    if self.style.smart_targets else 1.5)
        if inf.heal_self:
            m = t.margin(t.me) if self.style.aware else 12
            # a margin can be below zero for a moment (passed out, not yet out of the game)
            v = max(v, inf.heal_self * (0.3 + 4.0 / (max(m, 0) + 1)))
        if inf.draw_self:
            v += 0.4 * inf.draw_self
        return v + self.kit_bonus(t, cid)

    @staticmethod
    def kit_option(t: Table, o: Option) -> float:
        """A kit's anytime action (a Potion to sell), scored by its AI hint."""
        hint = ai_option(str(o.label))
        return float(hint(t, o)) if hint is not None else 0.0

    @staticmethod
    def kit_bonus(t: Table, cid: str) -> float:
        """The seat's own kit's AI hint for playing `cid` (0 for most characters)."""
        hint = kit(str(t.view["players"][t.me].get("character", ""))).ai.card
        return float(hint(t, cid)) if hint is not None else 0.0

    def gamble_start_value(self, t: Table, played: str) -> float:
        """Start a Round only with the cards to win it (and the Gold to ante)."""
        mine = [info(c) for c in t.hand]
        backups = sum(1 for i in mine if i.gambling_mode) - (1 if info(played).gambling_mode else 0)
        wh = any(i.winning_hand for i in mine)
        if backups < self.style.gamble_cards and not (wh and backups >= 1):
            return -1.0
        if t.gold(t.me) < 2:
            return -1.0
        p_win = min(0.85, 0.3 + 0.15 * backups + (0.2 if wh else 0.0))
        pot = len(t.alive)
        v = 1.2 * (p_win * pot - 1.0)
        for i in t.opponents:  # an ante can finish a broke rival
            if t.gold(i) == 1:
                v += 0.3 * t.drain_value(i, 1)
        return v

    # -- responses -------------------------------------------------------------------
    def respond_value(self, t: Table, cid: str, to: str | None) -> float:
        inf = info(cid)
        conds = inf.conditions or (("anytime",) if inf.type == "anytime" else ())
        best = NEG_INF
        for c in conds:
            best = max(best, self.condition_value(t, inf, c, to))
        if best <= NEG_INF / 2:
            return -1.0
        return best - self.cost(inf) + self.kit_bonus(t, cid)

    def condition_value(self, t: Table, inf: Info, cond: str, to: str | None) -> float:
        aw = self.style.aware
        if cond == "ignore_drink":
            mine = t.my_drinks()
            if not mine:
                return NEG_INF
            return max(t.self_cost(t.drink_harm(d), aw) for d in mine)
        if cond == "my_drink":
            mine = t.my_drinks()
            if not mine:
                return NEG_INF
            h = max(t.drink_harm(d) for d in mine)
            if h <= 1:
                return 0.0
            half = (h + 1) // 2
            return t.self_cost(h, aw) - t.self_cost(half, aw) + self.best_victim(t, half, 0)
        if cond == "spike_drink":
            vals = [self.spike_value(t, d, inf.spike) for d in t.drinks if not d.get("ignored")]
            return max(vals) if vals else NEG_INF
        if cond in ("sometimes_card", "drink_change_card", "cheating_card"):
            return self.negate_value(t, to)
        a = t.about(to)
        if cond in ("ignore_attack", "fortitude_loss"):
            if a is None:
                return NEG_INF
            harm, _ = t.item_harm(a[1], t.me)
            moved = "redirect" in inf.ops  # the loss goes to another player instead
            saved = harm if "ignore" in inf.ops or moved or cond == "ignore_attack" \
                else min(harm, inf.reduce)
            v = t.self_cost(harm, aw) - t.self_cost(harm - saved, aw)
            if moved and harm:
                v += 0.5 * self.best_victim(t, harm, 0)
            if inf.hit_back:
                v += self.victim_score(t, int(a[1]["owner"]), inf.hit_back, 0)
            return v
        if cond == "hit_back":
            if a is None:
                return NEG_INF
            return self.victim_score(t, int(a[1]["owner"]), inf.hit_back, 0) + 0.5
        if cond in ("ignore_gold", "gold_payment"):
            if a is None:
                return NEG_INF
            _, gold = t.item_harm(a[1], t.me)
            return t.gold_cost(gold, aw) if gold else 0.0
        if cond == "gambling_payment":
            return t.gold_cost(1, aw)
        if cond == "leave_gambling":
            if a is None:
                return NEG_INF
            others = sum(1 for c in t.hand if info(c).gambling_mode)
            if others >= 1 and t.gold(t.me) > 2:
                return -1.0
            return t.gold_cost(1 + info(a[1]["card"]).raise_amount, aw)
        if cond == "ignore_event":
            variant_score = _variant_event_score(to)
            if variant_score is not None:  # a variant's Event (a Sea Event): its AI hint
                return variant_score(self, t, str(to))
            if to is None or not is_event(to):
                return NEG_INF
            ev = cards().get(to).event or ""
            return t.self_cost(2.5 if "contest" in ev else 1.7, aw) + (1.0 if "contest" in ev else 0)
        if cond == "in_gambling":
            gm = t.gambling
            if gm is None or gm.get("controller") in (None, t.me) or t.pot < 3:
                return NEG_INF
            if any(info(c).gambling_mode for c in t.hand):
                return -1.0  # fight for the pot instead
            return 0.5 * t.pot + t.drain_value(int(gm["controller"]), 0)
        if cond == "my_order_phase":
            vals = sorted((self.victim_score(t, i, 1.8, 0) for i in t.opponents), reverse=True)
            return sum(vals[:2]) * 0.7 - t.gold_cost(1, aw)
        if cond == "anytime":
            v = self.best_victim(t, inf.harm_target, inf.gold_target)
            return v if v >= 20 else NEG_INF  # in a window only to finish someone
        hint = ai_condition(cond)  # a kit's own condition: its AI hint
        return float(hint(self, t, inf, to)) if hint is not None else NEG_INF

    def spike_value(self, t: Table, d: dict[str, Any], spike: int) -> float:
        i = int(d["drinker"])
        h = t.drink_harm(d)
        if i == t.me:
            return -t.self_cost(spike, self.style.aware) - 3
        if not self.style.smart_targets:
            return 1.0
        m = t.margin(i)
        if h >= m:
            return 0.1  # already lethal: save the card
        if h + spike >= m:
            return 30.0
        return t.hurt_value(i, h + spike) - t.hurt_value(i, h)

    def negate_value(self, t: Table, to: str | None) -> float:
        """Negate the card a window is about only when that card matters to me."""
        a = t.about(to)
        if a is None:
            return NEG_INF
        k, it = a
        owner = int(it["owner"])
        if owner == t.me:
            return -LETHAL
        x = info(it["card"])
        aw = self.style.aware
        prev = t.stack[k - 1] if k > 0 else None
        v = 0.0
        harm, gold = t.item_harm(it, t.me)
        v += t.self_cost(harm, aw) + t.gold_cost(gold, aw)
        if x.hit_back and prev is not None and int(prev["owner"]) == t.me:
            v += t.self_cost(x.hit_back, aw)
        if x.spike:
            mine = t.my_drinks()
            if mine:
                h = max(t.drink_harm(d) for d in mine)
                v += t.self_cost(h + x.spike, aw) - t.self_cost(h, aw)
        if x.has("pass_drink", "split_drink") and it.get("target") == t.me:
            theirs = [d for d in t.drinks if int(d["drinker"]) == owner]
            if theirs:
                v += t.self_cost(max(t.drink_harm(d) for d in theirs), aw)
        # a defence: negating it lets what it stopped land on its owner
        saved = 0
        if x.has("ignore_drink", "split_drink", "pass_drink"):
            theirs = [d for d in t.drinks if int(d["drinker"]) == owner and not d.get("ignored")]
            if theirs:
                saved = max(t.drink_harm(d) for d in theirs)
                if x.has("split_drink"):
                    saved -= (saved + 1) // 2
        elif x.has("ignore", "reduce_loss") and prev is not None:
            h, _ = t.item_harm(prev, owner)
            saved = h if x.has("ignore") else min(h, x.reduce)
        if saved > 0:
            v += self.victim_score(t, owner, saved, 0) if self.style.smart_targets else saved * 0.5
        if x.has("negate") and prev is not None and int(prev["owner"]) == t.me:
            v += 2.5  # keep my own card alive
        return v

    # -- gambling --------------------------------------------------------------------
    def gamble_scores(self, t: Table, prompt: Prompt) -> list[float]:
        gm = t.gambling or {}
        in_control = gm.get("controller") == t.me
        out = []
        for o in prompt.options:
            if o.card is None:
                out.append(0.0)
                continue
            inf = info(o.card)
            if not inf.gambling_mode:
                out.append(self.respond_value(t, o.card, None))
                continue
            if in_control:
                out.append(-1.0)
                continue
            # cheapest card that takes control first; keep Winning Hand for the last word
            rank = 1.0
            if inf.raise_amount:
                rank = 2.0 if t.gold(t.me) > 2 else 5.0
            if inf.cheating:
                rank = 3.0
            if inf.winning_hand:
                rank = 4.0
            worth = 0.6 * t.pot + 1.0
            out.append(worth - 0.1 * rank)
        return out

    # -- targets and choices ---------------------------------------------------------
    def order_scores(self, t: Table, prompt: Prompt) -> list[float]:
        """Who gets a Drink: a face-down one hurts about 1.8; one the orderer has seen (002
        "Looking at Ordered Drinks") by its own numbers, a kind one where it helps least."""
        to = prompt.context.get("to")
        if prompt.reason != "looked" or not isinstance(to, str) or not is_drink(to):
            return [self.victim_score(t, t.who(o.player), 1.8, 0) for o in prompt.options]
        a, f = drink_numbers([to], [])
        h = a - f
        out = []
        for o in prompt.options:
            i = t.who(o.player)
            if h > 0:
                out.append(self.victim_score(t, i, h, 0))
            else:
                out.append(-t.hurt_value(i, -h) if i is not None else NEG_INF)
        return out

    def target_scores(self, t: Table, prompt: Prompt) -> list[float]:
        to = prompt.context.get("to")
        card = self.memo.get(t.me, ("", None))[0]
        if to is not None and is_drink(to):
            # passing a Drink (or splitting it): the harm goes to the chosen player
            mine = [d for d in t.drinks if d["cards"][0] == to]
            h = max((t.drink_harm(d) for d in mine), default=2)
            return [self.victim_score(t, t.who(o.player), h, 0) for o in prompt.options]
        inf = info(to) if to is not None and not is_event(to) else info(card) if card else None
        out = []
        for o in prompt.options:
            i = t.who(o.player)
            if inf is None:
                out.append(0.0)
            elif inf.hostile:
                out.append(self.victim_score(t, i, inf.harm_target, inf.gold_target)
                           + self.kit_target(t, inf.id, i))
            else:
                out.append(10.0 if i == t.me else 0.0)  # a favour: do it for myself
        return out

    @staticmethod
    def kit_target(t: Table, cid: str, seat: int | None) -> float:
        """The seat's own kit's AI hint for this target (Remy: marked players)."""
        hint = kit(str(t.view["players"][t.me].get("character", ""))).ai.target
        return float(hint(t, cid, seat)) if hint is not None and seat is not None else 0.0

    def cost_scores(self, prompt: Prompt, cost: Cost) -> list[float]:
        """Pay an optional cost (Spend Momentum, Harvest) when the better effect is worth
        more than what it uses up (not simply whenever it can: an unknown choice's default
        takes the first real option)."""
        c = cards().get(str(prompt.context.get("to", "")))
        worth = max((extra_worth(m, spec) - cost.ai_unit * float(spec.amount)
                     for m in c.modes for spec in m.costs if spec.kind == cost.kind),
                    default=-1.0)
        return [worth if o.label == "yes" else 0.0 for o in prompt.options]

    def choose_scores(self, t: Table, prompt: Prompt) -> list[float]:
        reason = prompt.context.get("reason")
        card, to = self.memo.get(t.me, ("", None))
        if reason == "mode":
            inf = info(str(prompt.context.get("to", card)))
            c = cards().get(inf.id)
            out = []
            for o in prompt.options:
                m = int(o.value or 1) - 1
                cond = c.modes[m].responds_to if 0 <= m < len(c.modes) else None
                out.append(self.condition_value(t, inf, cond, to) if cond else 0.0)
            return out
        if reason == "which_drink":
            played = info(card) if card else None
            out = []
            for o in prompt.options:
                i = t.who(o.player)
                ds = [d for d in t.drinks if d["drinker"] == i and d["cards"][0] == o.card]
                if not ds:
                    out.append(0.0)
                elif played is not None and played.spike:
                    out.append(self.spike_value(t, ds[0], played.spike))
                else:
                    out.append(float(t.drink_harm(ds[0])) if i == t.me else -1.0)
            return out
        if reason == "split_partner":
            to = str(prompt.context.get("to", ""))
            mine = [d for d in t.drinks if d["drinker"] == t.me and d["cards"][0] == to]
            h = max((t.drink_harm(d) for d in mine), default=2)
            half = (h + 1) // 2
            out = []
            for o in prompt.options:
                if o.player is None:
                    out.append(0.0 if h > 0 else 1.0)
                else:
                    out.append(self.victim_score(t, t.who(o.player), half, 0) + 0.5 * h)
            return out
        if reason in COSTS and not COSTS[reason].after:
            return self.cost_scores(prompt, COSTS[reason])
        variant_scores = variant_ai_choice(str(reason))
        if variant_scores is not None:  # a variant's question (the Pub Crawl's Crawl)
            return variant_scores(self, t, prompt)
        kit_scores = ai_choice(str(reason))
        if kit_scores is not None:  # a kit's own choice, scored by its AI hint
            return kit_scores(t, prompt)
        # an unknown choice: prefer the first real option
        return [1.0 if o.label not in ("no", "pass", "done") else 0.0 for o in prompt.options]


def _variant_event_score(card: str | None) -> EventScore | None:
    """The AI hint of the variant whose Event `card` is (by its card type), if any."""
    if card is None:
        return None
    try:
        ctype = cards().get(card).type
    except KeyError:
        return None
    return ai_ignore_event(ctype)


def _ops_worth(ops: Any) -> float:
    """A rough size of a list of ops: each op's amount (2 for an op without one)."""
    return float(sum(abs(int(op.get("amount", 2))) for op in ops))


def extra_worth(mode: Any, spec: Any) -> float:
    """What the improved effect a cost buys (a Spend, a Harvest) adds to the card."""
    gain = _ops_worth(spec.effects)
    return gain - _ops_worth(mode.effects) if spec.instead else gain


def easy(seed: int = 0) -> HeuristicSeat:
    s = HeuristicSeat(seed, EASY)
    s.name = "easy"
    return s


def normal(seed: int = 0) -> HeuristicSeat:
    return HeuristicSeat(seed, NORMAL)


__all__ = ["EASY", "NORMAL", "HeuristicSeat", "Option", "Style", "easy", "normal"]
