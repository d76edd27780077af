"""When the table stops for a human, and what it answers for them when it does not.

The engine asks every seat that *may* respond in a window (its rules, unchanged).
Whether a human wants to be asked is the player's choice, made here in the app
layer, like the "stop" settings of digital card games:

* anytime actions (a Potion Token, treating a Patient, a Prize, a Scheme or an
  Anytime card in a phase window) are never a reason to stop: the player clicks
  them when they want (:class:`Intents`), and the next time the engine offers
  that action to the seat it is taken; so is a card played only as the seat's
  own Order a Drink phase opens (clicked in the hand beforehand), unless the
  player asked to be stopped at every card (``respond_cards="always"``);
* a response to a card stops the game only when the seat holds a card the
  engine offers there, and (``respond_cards="mine"``) the card concerns the
  seat or its team (:func:`concerns`: aimed at them, its effects naming them,
  played on their Drink or answering their card), once per card per window
  (:class:`Asked`); never for the seat's own cards unless ``stop_own_cards``;
  once a card has resolved, only a hit-back answers it (an Anytime card waits
  for the next chance, as in a phase window);
* a question with a single legal answer is answered with it;
* a response to a Drink: ``respond_drinks`` "always", "mine" (a Drink the seat
  or its team drinks and that would harm them, with a card that does not only
  make it stronger) or "never".

Auto-answering is always "pass" (or, with ``auto_pass``, the only answer), an
answer the seat could have clicked itself, so no rule changes. Pure Python: the
engine thread calls it from :class:`rdi_desktop.bridge.HumanSeat` and the
benchmark from a scripted seat.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.kits import play_zones
from engine.prompts import Option, Prompt
from rdi_desktop.reach import is_plain_card, own_phase_card, picked, queued_option, quiet_labels

#: the team's Potion (003 "Team Variants"), an anytime action of the core
POTION = "potion"


def anytime_labels() -> frozenset[str]:
    """Options that are anytime actions (buttons on the mat, not reasons to stop): the
    Potion and the mat actions the kits and variants declare (rdi_desktop/reach.py)."""
    return quiet_labels() | {POTION}

#: prompt kinds the policy may answer (every other kind is a real decision)
POLICY_KINDS = frozenset({"respond", "gamble"})


@dataclass(frozen=True)
class Policy:
    """The stop settings (see :class:`rdi_desktop.settings.Settings`)."""

    respond_cards: str = "mine"
    respond_drinks: str = "mine"
    stop_own_cards: bool = False
    auto_pass: bool = False
    #: False: ask at every prompt the engine sends (the old table, for the bench)
    enabled: bool = True

    @classmethod
    def of(cls, settings: Any) -> Policy:
        return cls(respond_cards=str(getattr(settings, "respond_cards", "mine")),
                   respond_drinks=str(getattr(settings, "respond_drinks", "mine")),
                   stop_own_cards=bool(getattr(settings, "stop_own_cards", False)),
                   auto_pass=bool(getattr(settings, "auto_pass", False)))


OFF = Policy(enabled=False)


def _pass_index(prompt: Prompt) -> int | None:
    for i, o in enumerate(prompt.options):
        if o.label == "pass":
            return i
    return None


def is_anytime(o: Option, phase_window: bool, hand: Sequence[str] = ()) -> bool:
    """An option the player takes from the mat or hand when they want (Potions,
    Patients, Prizes; in a phase window, with nothing to react to, any card a click
    on the hand or mat can queue). A card the hand cannot queue is a real question
    even in a phase window (passing it silently hid it); the Order a Drink
    phase's "bring some drinks" is queued from the hand before that phase opens,
    so its window stops only with ``respond_cards="always"``."""
    if o.label in anytime_labels():
        return True
    return phase_window and o.label != "pass" and queued_option(o, hand)


def _hand(view: dict[str, Any], seat: int) -> list[str]:
    players = view.get("players") or []
    return [str(c) for c in players[seat].get("hand", [])] if seat < len(players) else []


def side_of(view: dict[str, Any], seat: int) -> set[int]:
    """The seat and its teammates."""
    players = view.get("players") or []
    if seat >= len(players):
        return {seat}
    team = players[seat].get("team")
    if not team or not view.get("teams"):
        return {seat}
    return {i for i, p in enumerate(players) if p.get("team") == team}


def drinkers_of(view: dict[str, Any], to: Any) -> list[int] | None:
    """The drinkers of the Drinks a window is about, or None when it is not a drink window."""
    drinks = view.get("drinks") or []
    hit = [d for d in drinks if d.get("cards") and d["cards"][0] == to]
    if not hit:
        return None
    return [int(d["drinker"]) for d in drinks if d.get("drinker") is not None]


def stack_item(view: dict[str, Any], to: Any) -> dict[str, Any] | None:
    """The latest card on the stack named ``to`` (the one the window is about)."""
    for it in reversed(view.get("stack") or []):
        if it.get("card") == to:
            return dict(it)
    return None


def _by_uid(view: dict[str, Any], uid: Any) -> dict[str, Any] | None:
    if uid is None:
        return None
    return next((dict(it) for it in view.get("stack") or [] if it.get("uid") == uid), None)


def concerns(view: dict[str, Any], seat: int, item: dict[str, Any] | None) -> bool:
    """Whether a card is the seat's business ("Respond to cards: When it concerns me"):
    it is aimed at the seat or its team, its effects name one of them (it would change
    their Fortitude, Alcohol, Gold, hand or Drink), it is played on a Drink one of
    them drinks, or it answers one of their cards; a player who Ignores it is out of
    it. A card passed between two others
    (a hit-back from one opponent to another, an Ignore for the player's own Drink,
    a Gambling card taking control) is not, whatever the seat holds: an Anytime card
    can be queued from the hand for the next chance, and the setting "Always" still
    asks at every card."""
    if item is None:
        return True  # not a card on the stack (a pot being taken): everyone's
    side = side_of(view, seat) - {int(p) for p in item.get("ignored_by") or ()}
    target = item.get("target")
    if target is not None and int(target) in side:
        return True
    if "affects" not in item:  # a snapshot without the effects named: by the target,
        if target is not None:  # or the drinkers of the Drinks being resolved, else all
            return False
        drinkers = {int(d["drinker"]) for d in view.get("drinks") or []
                    if d.get("drinker") is not None}
        return bool(side & drinkers) if drinkers else True
    if side.intersection(int(p) for p in item.get("affects") or ()):
        return True
    drink = next((d for d in view.get("drinks") or [] if item.get("drink") is not None
                  and d.get("uid") == item.get("drink")), None)
    if drink is not None and drink.get("drinker") is not None and int(drink["drinker"]) in side:
        return True
    about = _by_uid(view, item.get("about"))
    return about is not None and about.get("owner") in side


def _drinks(view: dict[str, Any], to: Any) -> list[dict[str, Any]]:
    """The Drinks of the window about ``to`` (they share it: split halves, a Round)."""
    drinks = view.get("drinks") or []
    if not any(d.get("cards") and d["cards"][0] == to for d in drinks):
        return []
    return [dict(d) for d in drinks]


def harmless(drink: dict[str, Any]) -> bool:
    """A Drink whose numbers do its drinker no harm now: no Alcohol Content added, no
    Fortitude lost (a Water; an Ale reduced to 0). Ignoring it gains nothing. Only
    plain Drink cards: a Drink Event's effects are not numbers."""
    eff = drink.get("effects")
    if not isinstance(eff, dict) or not drink.get("cards"):
        return False
    try:
        from engine.cards import cards

        db = cards()
        if any(db.get(str(c)).drink is None for c in drink["cards"]):
            return False
    except KeyError:
        return False
    return int(eff.get("alcohol", 0)) <= 0 and int(eff.get("fortitude", 0)) >= 0


def spikes_only(card: str | None) -> bool:
    """A card played only on a Drink to make it stronger (its every mode answers a
    Drink "spike_drink"): an answer to someone else's Drink, never to one's own."""
    if not card:
        return False
    try:
        from engine.cards import cards

        c = cards().get(card)
    except KeyError:
        return False
    return bool(c.modes) and all(m.responds_to == "spike_drink" for m in c.modes)


def resolved(item: dict[str, Any] | None) -> bool:
    """A card that has resolved and hurt someone: the window still open about it is
    the one for hitting back (003 "Keep pressure on it"), where an Anytime card is
    no answer to it (it can be played at any later chance)."""
    return bool(item and item.get("hit"))


def window_key(prompt: Prompt, view: dict[str, Any]) -> tuple[Any, ...] | None:
    """What makes a response question the same question again: the seat, the card or
    Drinks it is about as far as they matter to the seat, and its options. A window
    opens again for everyone after each response (003 "Timing"); asked again with
    nothing changed for the seat, the answer would be the same. None: not a
    response question."""
    if prompt.kind != "respond":
        return None
    to = prompt.context.get("to")
    opts = tuple(o.describe() for o in prompt.options)
    seat = prompt.seat
    if to in (None, "phase"):
        return (seat, "phase", view.get("turn_number"), prompt.context.get("phase"), opts)
    drinkers = drinkers_of(view, to)
    if drinkers is not None:
        drinks = tuple((d.get("uid"), d.get("drinker"), repr(d.get("mods")), d.get("ignored"),
                        repr(d.get("effects")), d.get("split"))
                       for d in view.get("drinks") or [])
        return (seat, "drinks", to, drinks, opts)
    item = stack_item(view, to)
    if item is None or "uid" not in item:
        return (seat, "other", view.get("turn_number"), to, opts)
    return (seat, "card", item["uid"], item.get("target"), item.get("negated"),
            tuple(item.get("affects") or ()), resolved(item), opts)


class Asked:
    """The response questions each seat has passed, so one is asked once per card per
    window: a window reopens after each other player's answer, and without this a
    card for the whole table was asked about once per answer. Kept by whoever asks
    the person (the engine thread, the benchmark); forgets earlier turns."""

    def __init__(self) -> None:
        self.turn: Any = None
        self.passed: set[tuple[Any, ...]] = set()

    def note(self, prompt: Prompt, view: dict[str, Any], answer: Option | int) -> None:
        """Remember a pass (a response played changes the table: asked again then)."""
        opt = prompt.options[answer] if isinstance(answer, int) and \
            0 <= answer < len(prompt.options) else answer
        if not isinstance(opt, Option) or opt.label != "pass":
            return
        key = window_key(prompt, view)
        if key is None:
            return
        if view.get("turn_number") != self.turn:
            self.turn = view.get("turn_number")
            self.passed = set()
        self.passed.add(key)

    def again(self, prompt: Prompt, view: dict[str, Any]) -> bool:
        """Whether the seat already passed this very question (a pure query)."""
        key = window_key(prompt, view)
        return key is not None and view.get("turn_number") == self.turn and key in self.passed


#: why the policy answered (or did not): "ask" it did not; "only" the single legal
#: answer; "buttons" nothing but actions the mat and hand offer as clicks (taken
#: from the queue, :class:`Intents`); "setting" the player's stop settings chose it
WHY_ASK, WHY_ONLY, WHY_BUTTONS, WHY_SETTING = "ask", "only", "buttons", "setting"


def auto_answer(prompt: Prompt, view: dict[str, Any], policy: Policy,
                asked: Asked | None = None) -> int | None:
    """The option index to answer for the human, or None to ask them."""
    return decide(prompt, view, policy, asked)[0]


def decide(prompt: Prompt, view: dict[str, Any], policy: Policy,
           asked: Asked | None = None) -> tuple[int | None, str]:
    """:func:`auto_answer` with its reason (one of the ``WHY_`` words): the
    reachability test holds the table to "buttons" meaning every other option can
    be queued by a click, and "setting" meaning the player chose not to stop.
    ``asked``: the questions the seat passed already (asked once per window)."""
    if not policy.enabled:
        return None, WHY_ASK
    opts = prompt.options
    anytime = anytime_labels()
    if policy.auto_pass and all(o.label in ("pass", "done") or o.label in anytime
                                for o in opts):
        quiet = [i for i, o in enumerate(opts) if o.label in ("pass", "done")]
        if quiet:
            return quiet[0], WHY_SETTING  # nothing to play but what the mat's buttons do
    if len(opts) == 1:
        return 0, WHY_ONLY  # the only legal answer (one teammate left, one player to order for)
    if prompt.kind not in POLICY_KINDS:
        return None, WHY_ASK
    passing = _pass_index(prompt)
    if passing is None:
        return None, WHY_ASK
    to = prompt.context.get("to")
    # nothing to react to: the start of a phase, or a card that has resolved (only
    # a hit-back answers it now; an Anytime card waits for any later chance)
    phase_window = prompt.kind == "respond" and (to in (None, "phase")
                                                 or resolved(stack_item(view, to)))
    # a gambling turn: an Anytime card is no play in the Round (003 "Gambling"), so with
    # nothing else to play the turn is a pass; the card is queued from the hand
    phase_window = phase_window or prompt.kind == "gamble"
    hand = _hand(view, prompt.seat)
    real = [o for o in opts if o.label != "pass" and not is_anytime(o, phase_window, hand)]
    if not real:
        if policy.respond_cards == "always" and any(
                is_plain_card(o) and own_phase_card(str(o.card)) for o in opts):
            return None, WHY_ASK  # asked at every card: the phase's own card too
        return passing, WHY_BUTTONS  # only anytime actions: those are buttons, not a stop
    if prompt.kind != "respond":
        return None, WHY_ASK
    return _respond(prompt, view, policy, real, passing, to, asked)


def _respond(prompt: Prompt, view: dict[str, Any], policy: Policy, real: list[Option],
             passing: int, to: Any, asked: Asked | None) -> tuple[int | None, str]:
    """A response window with a card the seat could play: the stop settings decide."""
    drinkers = drinkers_of(view, to)
    side = side_of(view, prompt.seat)
    again = asked is not None and asked.again(prompt, view)
    if drinkers is not None:
        if any(o.label in play_zones() for o in real):
            return None, WHY_ASK  # a card kept on the mat for any Drink (Phyll's Mix-ins)
        if policy.respond_drinks == "never":
            return passing, WHY_SETTING
        if policy.respond_drinks == "always":
            return None, WHY_ASK
        if again or not side.intersection(drinkers):
            return passing, WHY_SETTING
        if side.issuperset(drinkers) and (all(spikes_only(o.card) for o in real)
                                          or all(harmless(d) for d in _drinks(view, to))):
            # only cards that would make one's own Drink stronger, or a Drink that does
            # the drinker no harm (a Water): nothing worth answering
            return passing, WHY_SETTING
        return None, WHY_ASK
    item = stack_item(view, to)
    if item is not None and item.get("owner") == prompt.seat:
        return (None, WHY_ASK) if policy.stop_own_cards else (passing, WHY_SETTING)
    if policy.respond_cards == "mine" and (again or not concerns(view, prompt.seat, item)):
        return passing, WHY_SETTING
    return None, WHY_ASK


@dataclass
class Intent:
    """An anytime action a seat has chosen: taken the next time it is offered.
    ``then`` answers the follow-up question (the Potion's effect)."""

    seat: int
    option: Option
    then: str | None = None


class Intents:
    """Anytime actions waiting for the engine to offer them; shared by the UI
    thread (adds, cancels) and the engine thread (takes). Once taken an intent
    is committed and can no longer be cancelled."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.items: list[Intent] = []
        #: seat -> the follow-up answer owed to the next choice (Potion effect)
        self.follow: dict[int, str] = {}
        #: seat -> the cards still to discard (None: then Done), picked on screen
        self.discards: dict[int, list[str | None]] = {}
        #: seat -> the player a card picked on screen is aimed at (its target prompt)
        self.targets: dict[int, str] = {}
        #: seat -> the Drinks still to place, in order, of an arrangement confirmed
        #: on screen (Tara's: each placement could be taken back until then)
        self.arranges: dict[int, list[str]] = {}
        #: seat -> the players the phase's next Drinks are ordered for, picked on
        #: screen at its first ("Order 2 Drinks": one question, a click for each)
        self.orders: dict[int, list[str]] = {}

    def queue_orders(self, seat: int, players: list[str]) -> None:
        with self.lock:
            self.orders[seat] = list(players)

    def _take_order(self, prompt: Prompt) -> int | None:
        queue = self.orders.get(prompt.seat)
        if not queue or prompt.kind != "order" or prompt.reason == "looked":
            return None
        want = queue.pop(0)
        if not queue:
            del self.orders[prompt.seat]
        for k, o in enumerate(prompt.options):
            if o.player == want:
                return k
        self.orders.pop(prompt.seat, None)  # not a legal choice now: the person is asked
        return None

    def queue_arrange(self, seat: int, cards: list[str]) -> None:
        with self.lock:
            self.arranges[seat] = list(cards)

    def _take_arrange(self, prompt: Prompt) -> int | None:
        queue = self.arranges.get(prompt.seat)
        if not queue or not picked(prompt):
            return None
        want = queue.pop(0)
        if not queue:
            del self.arranges[prompt.seat]
        for k, o in enumerate(prompt.options):
            if o.card == want:
                return k
        self.arranges.pop(prompt.seat, None)  # the pile changed under us: ask again
        return None

    def queue_target(self, seat: int, player: str) -> None:
        """Answer the seat's next target prompt with ``player`` (aimed on screen
        before the card was committed, so it could still be taken back)."""
        with self.lock:
            self.targets[seat] = player

    def _take_target(self, prompt: Prompt) -> int | None:
        want = self.targets.get(prompt.seat)
        if want is None or prompt.kind != "target":
            return None
        del self.targets[prompt.seat]
        for k, o in enumerate(prompt.options):
            if o.player == want:
                return k
        return None  # not a legal target after all: the person is asked

    def queue_discards(self, seat: int, picks: list[str | None]) -> None:
        """Answer the seat's next discard prompts with these cards, one each."""
        with self.lock:
            self.discards[seat] = list(picks)

    def _take_discard(self, prompt: Prompt) -> int | None:
        queue = self.discards.get(prompt.seat)
        if not queue or prompt.kind != "discard":
            return None
        want = queue.pop(0)
        if not queue:
            del self.discards[prompt.seat]
        for k, o in enumerate(prompt.options):
            if (want is None and o.label == "done") or (want is not None and o.card == want):
                return k
        self.discards.pop(prompt.seat, None)  # the hand changed under us: ask again
        return None

    def add(self, seat: int, option: Option, then: str | None = None) -> Intent:
        with self.lock:
            self.items = [i for i in self.items if not (i.seat == seat and i.option == option)]
            it = Intent(seat, option, then)
            self.items.append(it)
            return it

    def cancel(self, seat: int, option: Option | None = None) -> bool:
        """Withdraw a seat's waiting intent (all of them with ``option=None``)."""
        with self.lock:
            before = len(self.items)
            self.items = [i for i in self.items
                          if not (i.seat == seat and (option is None or i.option == option))]
            return len(self.items) != before

    def cancel_all(self) -> None:
        with self.lock:
            self.items = []
            self.discards = {}
            self.targets = {}
            self.arranges = {}
            self.orders = {}

    def pending(self, seat: int | None = None) -> list[Intent]:
        with self.lock:
            return [i for i in self.items if seat is None or i.seat == seat]

    def offered(self, prompt: Prompt) -> bool:
        """Whether an anytime action waiting for the seat is among the prompt's options
        (a pure query: it comes before answers foreseen in a merged question)."""
        with self.lock:
            return any(it.seat == prompt.seat and it.option in prompt.options
                       for it in self.items)

    def take(self, prompt: Prompt) -> int | None:
        """The option index to answer from a waiting intent, committing it."""
        with self.lock:
            picked = self._take_discard(prompt)
            if picked is None:
                picked = self._take_target(prompt)
            if picked is None:
                picked = self._take_arrange(prompt)
            if picked is None:
                picked = self._take_order(prompt)
            if picked is not None:
                return picked
            then = self.follow.get(prompt.seat)
            if then is not None and prompt.reason == "potion":
                for k, o in enumerate(prompt.options):
                    if o.label == then:
                        del self.follow[prompt.seat]
                        return k
            for it in self.items:
                if it.seat != prompt.seat:
                    continue
                for k, o in enumerate(prompt.options):
                    if o == it.option:
                        self.items.remove(it)
                        if it.then is not None:
                            self.follow[prompt.seat] = it.then
                        return k
        return None


class TeamOrder:
    """A team's turn asks "who acts next?" twice (003: teammates play their Actions,
    then drink, one at a time in the order the team picks). The person is asked
    once, for the Action phase, and the Drink phase follows the same order that
    turn (fewer questions); a different order is still a click away: the
    Action phase's question has a "Drink order: ask me" button (:meth:`toggle_ask`).
    Pure: the engine thread keeps one."""

    def __init__(self) -> None:
        #: (turn number, the team's first seat) -> the players picked in the Action
        #: phase, in order
        self.picked: dict[tuple[int, int], list[str]] = {}
        #: the turns whose Drink phase asks again (the person's "Drink order: ask me")
        self.ask_again: set[tuple[int, int]] = set()

    @staticmethod
    def key(prompt: Prompt, view: dict[str, Any]) -> tuple[int, int]:
        return (int(view.get("turn_number", 0)), min(side_of(view, prompt.seat)))

    def toggle_ask(self, prompt: Prompt, view: dict[str, Any]) -> bool:
        """The person's choice on the Action phase's question: ask again for the
        Drink phase (True) or follow this order (False, the default)."""
        k = self.key(prompt, view)
        if k in self.ask_again:
            self.ask_again.discard(k)
            return False
        self.ask_again.add(k)
        return True

    def note(self, prompt: Prompt, view: dict[str, Any], option: Option) -> None:
        """Remember an Action phase's pick."""
        if prompt.reason != "next_to_act" or prompt.context.get("phase") != "action":
            return
        key = self.key(prompt, view)
        order = self.picked.setdefault(key, [])
        if option.player is not None:
            order.append(str(option.player))
        for old in [k for k in self.picked if k[0] < key[0]]:
            del self.picked[old]
        self.ask_again = {k for k in self.ask_again if k[0] >= key[0]}

    def answer(self, prompt: Prompt, view: dict[str, Any]) -> int | None:
        """The Drink phase's pick, in the order the team chose for its Actions."""
        if prompt.reason != "next_to_act" or prompt.context.get("phase") != "drink":
            return None
        if self.key(prompt, view) in self.ask_again:
            return None
        order = self.picked.get(self.key(prompt, view))
        if not order:
            return None
        names = [o.player for o in prompt.options]
        for name in order:
            if name in names:
                return names.index(name)
        return None
