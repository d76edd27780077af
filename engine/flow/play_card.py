"""Playing a card: its stages (mode, start, Drink, target, partner, choice, cost, window,
resolve, gain, finish), each one a method of the PlayCard frame, the ones a card cannot
use passed straight by.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from engine.cards import CardDef, CostSpec, cards
from engine.discards import discard_card
from engine.effects.ops import affected, run_ops
from engine.events import emit
from engine.flow.common import ask, ctx, player_options
from engine.flow.kit_calls import play_choice_options
from engine.flow.responses import (
    CACHES_ABOVE,
    HELD_SOURCES,
    MODE_FILTERS,
    PLAY_STARTS,
    RESPONSE_TYPES,
    usable_modes,
)
from engine.flow.teams import ChooseChampions, take_champions
from engine.flow.window import PLAY_RESPONSE, Window, window_view
from engine.frames import Frame, register_frame
from engine.kits import COSTS, play_zones, zone
from engine.kits import kit as KIT_OF
from engine.model import GameState, Item
from engine.prompts import NO, YES, Option, Prompt
from engine.team_queries import opponents, same_team, team_mode
from engine.variant_registry import GAMBLING_HOOKS, stake_keys, stake_pending, stakes

STAGES = ("mode", "start", "drink", "target", "partner", "choice", "cost", "window", "resolve",
          "gain", "finish")
# the stage names an earlier layout of save format 1 may hold: a stage per kind of cost
# (engine/game.py FORMAT_VERSION), now the generic cost and gain stages
OLD_STAGES = {"spend": "cost", "harvest": "cost", "supply": "gain"}
NEXT_STAGE = dict(zip(STAGES, STAGES[1:]))


@dataclass
class PlayCard(Frame):
    """Play a card: mode, target and costs first, then responses, then resolve and discard.

    `source` is "hand", "plotted" (Petra's Schemes) or "virtual" (an effect with
    no card in hand: a Gather effect, Petra's Hellfire) which `effects` then holds.
    """

    player: int
    card: str
    context: str  # action | respond | gamble | effect
    win: "Optional[dict[str, Any]]" = None
    stage: str = "mode"
    mode: int = -1
    uid: int = 0
    subjects: "list[int]" = field(default_factory=list)
    source: str = "hand"
    effects: "Optional[list[dict[str, Any]]]" = None
    extra: "Optional[dict[str, Any]]" = None  # initial extras for the item (e.g. Otto's box type)

    def __post_init__(self) -> None:
        self.stage = OLD_STAGES.get(self.stage, self.stage)

    def _card(self) -> CardDef:
        return cards().get(self.card)

    def _types(self) -> tuple[str, ...]:
        if self.context == "action":
            return ("action", "anytime")
        if self.context == "gamble":
            return ("gambling", "cheating", "anytime")
        return RESPONSE_TYPES

    def _next(self) -> None:
        if self.mode >= 0:
            self.stage = _next_stages(self.card, self.mode, self.source == "virtual")[self.stage]
        else:
            self.stage = NEXT_STAGE[self.stage]

    def step(self, g: GameState) -> Prompt | None:
        # Run the stages straight through while they need no one and push nothing: one
        # trip round the engine loop per card instead of one per stage.
        stack = g.stack
        depth = len(stack)
        while True:
            result: Prompt | None = _STAGE_HANDLERS[self.stage](self, g)
            if result is not None or len(stack) != depth or stack[-1] is not self or g.over:
                return result

    # -- stages -------------------------------------------------------------------
    def _st_mode(self, g: GameState) -> Prompt | None:
        c = self._card()
        if self.source == "virtual":
            self.mode = 0
            self.subjects = self.subjects or [0]
            self._next()
            return None
        held = HELD_SOURCES.get(self.source)
        if held is not None and self.subjects:
            self.mode = 0  # a forced held card (the Straw of Misdirection) on a given Drink
            self._next()
            return None
        win = window_view(self.win) if self.win else None
        types = self._types() if held is None else held.types
        modes = usable_modes(g, self.player, c, win, types)
        keep = MODE_FILTERS.get(self.context)
        if keep is not None:
            modes = [m for m in modes if keep(g, c, m[0])]
        if not modes:
            raise RuntimeError(f"{self.card} has no usable mode here")
        if len(modes) == 1:
            self.mode, self.subjects = modes[0][0], modes[0][1]
            self._next()
            return None
        opts = tuple(Option(card=self.card, value=m + 1) for m, _ in modes)
        return Prompt(self.player, "choose", opts, ctx(g, reason="mode", to=self.card))

    def _st_start(self, g: GameState) -> Prompt | None:
        c = self._card()
        pl = g.players[self.player]
        if self.source == "hand":
            pl.hand.remove(self.card)
        elif self.source in play_zones():  # played as if from hand (a Scheme from Plotted)
            pl.state[self.source].remove(self.card)
        elif self.source in HELD_SOURCES:  # a held Prize
            HELD_SOURCES[self.source].take(g, self.player, self.card)
        uid = g.uid()
        self.uid = uid
        about = None
        if self.subjects and str(self.subjects[0]) in g.items:
            about = self.subjects[0]
        item = Item(uid, self.card, self.player, mode=self.mode, about=about,
                    physical=self.source != "virtual" and self.source not in HELD_SOURCES)
        from_zone = zone(self.source)
        if from_zone is not None and from_zone.play_extra:
            item.extra[from_zone.play_extra] = True
        if self.effects is not None:
            item.extra["effects"] = list(self.effects)
        if self.extra:
            item.extra.update({k: v for k, v in self.extra.items() if v is not None})
        g.items[str(uid)] = item
        if c.modes:
            starts, each = _start_ops(self.card, self.mode)
            started = next((o for o in starts if PLAY_STARTS[o](g, self.player)), None) \
                if starts else None
            if started is not None:
                if team_mode(g):
                    g.stack.append(ChooseChampions(self.player, f"{started}{uid}", self.card))
            elif each and team_mode(g):
                g.stack.append(ChooseChampions(self.player, f"each{uid}", self.card))
        self._next()
        return None

    def _undo_start(self, g: GameState, item: Item) -> None:
        gm = g.gambling
        if gm is not None and not gm.started and gm.starter == item.owner:
            g.gambling = None

    def _mode_def(self) -> Any:
        c = self._card()
        return c.modes[self.mode] if c.modes and self.source != "virtual" else None

    # (prize plays reuse the response types plus Actions: a Prize says when it is used)

    def _st_drink(self, g: GameState) -> Prompt | None:
        item = g.items[str(self.uid)]
        if g.champions:
            champs = take_champions(g, f"gamble{self.uid}")
            if champs is not None and g.gambling is not None:
                # 003 "Round of Gambling" (teams): only the Champions play the Round.
                g.gambling.in_round = [q for q in g.order_from(self.player) if q in champs]
            champs = take_champions(g, f"each{self.uid}")
            if champs is not None:
                item.extra["champions"] = [q for q in g.order_from(self.player)
                                           if q in champs]
        drinks = [g.drinks[str(s)] for s in self.subjects if str(s) in g.drinks]
        if len(drinks) <= 1:
            if drinks:
                item.drink = drinks[0].uid
            self._next()
            return None
        opts = tuple(Option(player=g.players[d.drinker].name, card=d.cards[0]) for d in drinks)
        uniq = tuple(dict.fromkeys(opts))  # same drinker and card: the same choice
        return ask(self, g, Prompt(self.player, "choose", uniq,
                                   ctx(g, reason="which_drink", to=drinks[0].cards[0])))

    def _target_players(self, g: GameState) -> list[int] | None:
        mode = self._mode_def()
        if mode is None:
            return None
        ops = [o["op"] for o in mode.effects]
        item = g.items[str(self.uid)]
        if "exempt_payment" in ops and item.about is not None and not any(
                o.get("who") == "self" for o in mode.effects):
            a = g.items[str(item.about)]
            return [q for q in g.order_from(self.player) if ("gold", -1) in affected(g, a, q)]
        if "redirect" in ops:
            # 003 "Redirection": may go to a teammate of the card's original player.
            return [q for q in g.order_from(self.player) if q != self.player
                    and not g.players[q].automaton]
        if mode.target == "another":
            return opponents(g, self.player)
        if mode.target == "any":
            return g.order_from(self.player)
        return None

    def _st_target(self, g: GameState) -> Prompt | None:
        players = self._target_players(g)
        if not players:
            self._next()
            return None
        p = Prompt(self.player, "target", player_options(g, players), ctx(g, to=self.card))
        return ask(self, g, p)

    def _st_partner(self, g: GameState) -> Prompt | None:
        mode = self._mode_def()
        ops = [o["op"] for o in mode.effects] if mode else []
        item = g.items[str(self.uid)]
        if item.drink is not None and ("split_drink" in ops or "pass_drink" in ops):
            d = g.drinks[str(item.drink)]
            # 003 team "Drink Rules": no passing or splitting a Drink with a teammate.
            others = [q for q in g.order_from(self.player) if not same_team(g, q, d.drinker)]
            if "split_drink" in ops:
                p = Prompt(self.player, "choose", player_options(g, others),
                           ctx(g, to=d.cards[0], reason="split_partner"))
            else:
                p = Prompt(self.player, "target", player_options(g, others), ctx(g, to=d.cards[0]))
            return ask(self, g, p)
        self._next()
        return None

    def _st_choice(self, g: GameState) -> Prompt | None:
        # 003 note "Here's a tough row to hoe": choices are made before anyone responds.
        mode = self._mode_def()
        item = g.items[str(self.uid)]
        # A variant's stake (the Prize) is still to pick while extra[its id] is missing or
        # None: None marks "asked" and is saved, so a restored game must ask again, not
        # skip.
        if (GAMBLING_HOOKS and mode is not None and stake_pending(g, item.extra)
                and any(o["op"] == "gamble" for o in mode.effects)
                and g.gambling is not None and not g.gambling.started):
            # 003 "The Prize Variant": the starter adds a Prize from the Inn to the pot.
            got = stakes(g, self.player)
            if got is not None:
                item.extra[got[0]] = None
                opts = tuple(Option(card=c) for c in got[1])
                return ask(self, g, Prompt(self.player, "choose", opts,
                                           ctx(g, reason=got[0], to=self.card)))
        if mode is None or mode.choose is None:
            self._next()
            return None
        choices = play_choice_options(g, self.player, mode.choose)
        return ask(self, g, Prompt(self.player, "choose", tuple(choices),
                                   ctx(g, reason=mode.choose, to=self.card)))

    def _costs(self, after: bool) -> list[CostSpec]:
        """The mode's listed costs asked in the cost stage (as the card is played) or, for
        `after` ones, in the gain stage once it has resolved (the kits' cost registry)."""
        mode = self._mode_def()
        if mode is None:
            return []
        return [c for c in mode.costs if COSTS[c.kind].asked and COSTS[c.kind].after == after]

    def _ask_cost(self, g: GameState, after: bool) -> Prompt | None:
        """Ask the next listed cost: 003 "Spending Momentum" and "Harvest" (optional, paid
        as the card is played), "Medical Supplies" (a gain after all other effects, not if
        Negated). The count of costs answered is kept with the card, so a game saved at the
        question asks it again after loading."""
        key = "gains_asked" if after else "costs_asked"
        item = g.items[str(self.uid)]
        done = int(item.extra.get(key, 0))
        specs = self._costs(after)
        if done >= len(specs):
            self._next()
            return None
        spec = specs[done]
        cost = COSTS[spec.kind]
        opts = cost.options(g, self.player, spec.amount)
        if not opts:  # cannot pay (or gain): on to the next
            item.extra[key] = done + 1
            return None
        if after:
            return ask(self, g, Prompt(self.player, "choose", tuple(opts),
                                       ctx(g, reason=cost.reason, to=self.card)))
        return Prompt(self.player, "choose", (YES, NO), ctx(g, reason=cost.reason, to=self.card))

    def _st_cost(self, g: GameState) -> Prompt | None:
        return self._ask_cost(g, after=False)

    def _st_gain(self, g: GameState) -> Prompt | None:
        return self._ask_cost(g, after=True)

    def _st_window(self, g: GameState) -> Prompt | None:
        item = g.items[str(self.uid)]
        self._next()
        emit(g, "card_played", player=self.player, card=self.card, mode=self.mode,
             target=item.target, about=item.about, source=self.source, uid=self.uid,
             hand_size=len(g.players[self.player].hand))
        g.stack.append(Window("card", self.player, self.card, about=self.uid))
        # the player's kit sees the card before anyone answers it; what it pushes comes
        # first (a Gear revealed by Wizgille's Device is answered before the Device)
        hook = KIT_OF(g.players[self.player].character).hooks.on_play
        if hook is not None:
            hook(g, item)
        return None

    def _st_resolve(self, g: GameState) -> Prompt | None:
        item = g.items[str(self.uid)]
        self._next()
        if item.negated:
            self._undo_start(g, item)
            self.stage = "finish"
            return None
        run_ops(g, item)
        emit(g, "card_resolved", player=self.player, card=self.card)
        if any(int(k) != item.owner for k, v in item.losses.items() if v > 0):
            g.stack.append(Window("after", self.player, self.card, about=self.uid))
        return None

    def _st_finish(self, g: GameState) -> Prompt | None:
        item = g.items.pop(str(self.uid))
        hook = KIT_OF(g.players[self.player].character).hooks.on_finish
        if hook is not None:
            hook(g, item)
        held = HELD_SOURCES.get(self.source)
        if held is not None:
            held.done(g, self.card)  # a used Prize: to the used Prizes
        elif item.physical:
            discard_card(g, item.owner, self.card)
        g.stack.pop()
        return None

    def answer(self, g: GameState, opt: Option) -> None:
        if self.stage == "mode":
            self.mode = int(opt.value or 1) - 1
            win = window_view(self.win) if self.win else None
            for m, subj in usable_modes(g, self.player, self._card(), win, self._types()):
                if m == self.mode:
                    self.subjects = subj
            self._next()
            return
        item = g.items[str(self.uid)]
        if self.stage == "drink":
            for s in self.subjects:
                d = g.drinks.get(str(s))
                if d and g.players[d.drinker].name == opt.player and d.cards[0] == opt.card:
                    item.drink = d.uid
                    break
        elif self.stage in ("target", "partner"):
            item.target = g.index(str(opt.player))
        elif self.stage == "choice":
            for key in stake_keys():
                if key in item.extra and item.extra[key] is None:
                    item.extra[key] = opt.card
                    return  # the card's own play-time choice (if any) comes next
            item.extra["choice"] = opt.label
        elif self.stage in ("cost", "gain"):
            self._pay(g, item, opt)
            return  # the stage asks the next listed cost, or moves on
        self._next()


    def _pay(self, g: GameState, item: Item, opt: Option) -> None:
        after = self.stage == "gain"
        key = "gains_asked" if after else "costs_asked"
        done = int(item.extra.get(key, 0))
        spec = self._costs(after)[done]
        cost = COSTS[spec.kind]
        if after:
            cost.pay(g, self.player, spec.amount, str(opt.label))
        elif opt.label == "yes":
            cost.pay(g, self.player, spec.amount, "yes")
            item.extra[spec.kind] = True  # the improved effect it buys (ops.effective_effects)
        item.extra[key] = done + 1


register_frame("play_card", PlayCard)


_SKIPS: dict[tuple[str, int, bool], dict[str, str]] = {}


def _next_stages(card: str, mode: int, virtual: bool) -> dict[str, str]:
    """Stage -> the next stage this card and mode can use: the ones that can do nothing
    (no target to pick, no partner, choice, cost or supply) are passed straight by. Each
    skip mirrors the test its stage makes first."""
    key = (card, mode, virtual)
    got = _SKIPS.get(key)
    if got is None:
        c = cards().get(card)
        m = c.modes[mode] if c.modes and not virtual and 0 <= mode < len(c.modes) else None
        skip: set[str] = set()
        if m is None:
            skip.update(("target", "partner", "choice", "cost", "gain"))
        else:
            ops = {o["op"] for o in m.effects}
            if "exempt_payment" not in ops and "redirect" not in ops \
                    and m.target not in ("another", "any"):
                skip.add("target")
            if "split_drink" not in ops and "pass_drink" not in ops:
                skip.add("partner")
            if "gamble" not in ops and m.choose is None:
                skip.add("choice")
            asked = [COSTS[c.kind] for c in m.costs if COSTS[c.kind].asked]
            if not any(not c.after for c in asked):
                skip.add("cost")
            if not any(c.after for c in asked):
                skip.add("gain")
        nxt = {}
        for st in STAGES[:-1]:
            n = NEXT_STAGE[st]
            while n in skip:
                n = NEXT_STAGE[n]
            nxt[st] = n
        got = _SKIPS[key] = nxt
    return got


_STARTS: dict[tuple[str, int], tuple[tuple[str, ...], bool]] = {}


def _start_ops(card: str, mode: int) -> tuple[tuple[str, ...], bool]:
    """The mode's ops that start something as the card is played (PLAY_STARTS, in the
    mode's order) and whether an effect names each player: asked of every card played,
    and they depend on the card alone."""
    key = (card, mode)
    got = _STARTS.get(key)
    if got is None:
        effects = cards().get(card).modes[mode].effects
        got = _STARTS[key] = (tuple(o["op"] for o in effects if o["op"] in PLAY_STARTS),
                              any(o.get("who") == "each" for o in effects))
    return got


_STAGE_HANDLERS: dict[str, Any] = {st: getattr(PlayCard, "_st_" + st) for st in STAGES}
PLAY_RESPONSE.append(PlayCard)
CACHES_ABOVE.append(_SKIPS.clear)
CACHES_ABOVE.append(_STARTS.clear)
