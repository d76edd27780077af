"""Two questions of the player's own turn asked as one.

Some of the engine's questions to a seat are followed at once by another to the same
seat, with nothing happening in between that the player could react to. The table
asks them together, and the player's one click answers both:

* the Order a Drink phase opening with a card in hand that is played only then
  ("bring some drinks for my friends!") and the phase's first Drink: "click a player
  to order your Drink for, or play the card" (the card is lit where its text says it
  is played, and the phase costs no extra question);
* a team's "who acts next?" in the Action phase and the player's own Action: "play
  your Action, or let your teammate act first";
* a kit's own step of the player's turn that may be skipped (Petra's Plot after her
  Draw, declared by her mat file: :func:`register_folded`) and the turn's next
  question: "play your Action, or Plot a card first" (a button that asks the step's
  own question, so nothing is lost; not plotting costs no question).

The engine is deterministic: the second question is found by answering the first on a
copy of the game (:meth:`engine.game.Game.clone`) with the answer a click on the
second implies (pass the phase's card; "me" acts first). When the real game asks it,
the seat gives the answer already chosen (:class:`Carry`). Pure Python: the engine
thread's human seat uses it, and the prompt benchmark.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

from engine.prompts import Option, Prompt
from rdi_desktop.reach import is_plain_card, own_phase_card

#: the merged prompt's context key naming the first question's kind
MERGED = "merged"
#: the option of a merged prompt that asks a folded step's own question instead, and
#: the prompt's context key naming that step
ASK_FIRST = "ask_first"
FOLD = "folded"
#: ``choose`` reasons of a kit's own step of the turn, answered "pass" unless the
#: player clicks its button on the turn's next question: reason -> the button's words
#: (declared by the mat files, so this module names no character)
FOLDED: dict[str, str] = {}
#: how many questions (the seat's own the policy answers without asking, the others'
#: passed) a fold may look past to find the turn's next question
LOOK_PAST = 12

#: (the game, a question on the way) -> the answer the table would give without asking
#: the person (their stop settings), or None
Skip = Callable[[Any, Prompt], "int | None"]


def register_folded(reason: str, words: str) -> None:
    """A kit's step asked only on request, with the turn's next question (a mat file)."""
    FOLDED[reason] = words


@dataclass(frozen=True)
class Merged:
    """The question the table shows for ``first`` and ``then`` together: ``then``'s
    options, followed by ``first``'s options at ``keep``. An answer among ``then``'s
    options answers ``first`` with ``default``; one of the rest answers ``first``."""

    first: Prompt
    then: Prompt
    default: int
    keep: tuple[int, ...]
    #: the seat's own questions between the two, answered as the table would without
    #: asking (a phase window of nothing but buttons), owed in order before ``then``
    between: tuple[Owed, ...] = ()
    #: ``then`` merged in turn with its own next question (a fold before "who acts
    #: next?" and the Action)
    inner: Merged | None = None
    #: the first is a folded step: one button asks its own question (:data:`ASK_FIRST`)
    ask: bool = False
    #: what the seat sees when ``then`` comes, but these teammates (a fold's: :class:`Owed`)
    sight: str | None = None
    mates: frozenset[int] = frozenset()

    @property
    def shown_then(self) -> Prompt:
        return self.inner.prompt if self.inner is not None else self.then

    @property
    def prompt(self) -> Prompt:
        base = self.shown_then
        ctx = dict(base.context)
        if self.ask:
            ctx[FOLD] = self.first.reason  # "who acts next?" may be merged in too
        else:
            ctx[MERGED] = self.first.reason or self.first.kind
        extra = (Option(label=ASK_FIRST),) if self.ask else tuple(
            self.first.options[i] for i in self.keep)
        return Prompt(base.seat, base.kind, base.options + extra, ctx)

    def answers(self, answer: int) -> tuple[int | None, list[Owed]]:
        """(the answer to ``first``, or None when the person asked for the folded
        step's own question; the later questions' answers owed, in order)."""
        n = len(self.shown_then.options)
        if answer >= n:
            return (None, []) if self.ask else (self.keep[answer - n], [])
        owed = list(self.between)
        if self.inner is None:
            return self.default, owed + [Owed(self.then, answer, self.sight, self.mates)]
        inner_first, rest = self.inner.answers(answer)
        if inner_first is None:  # never: an inner merge asks no step of its own
            return self.default, owed
        return self.default, owed + [Owed(self.then, inner_first, self.sight, self.mates)] + rest

    def split(self, answer: int) -> tuple[int, int | None]:
        """(the answer to ``first``, the answer to ``then`` or None when ``first`` is
        answered otherwise and ``then`` may never come)."""
        n = len(self.then.options)
        if answer < n:
            return self.default, answer
        return self.keep[answer - n], None

    def answered(self, answer: int, carry: Carry) -> int | None:
        """The answer to ``first`` for the merged prompt's ``answer``; the answers to
        the questions after it are owed to them in ``carry``. None: the person asked
        for the folded step's own question (ask it)."""
        first, owed = self.answers(answer)
        for o in owed:
            carry.owe(o.prompt, o.answer, o)
        return first


def _order_window(prompt: Prompt) -> int | None:
    """The pass of an Order a Drink phase window offering a card played only there."""
    if prompt.kind != "respond" or prompt.context.get("to") not in (None, "phase") \
            or prompt.context.get("phase") != "order":
        return None
    if not any(is_plain_card(o) and own_phase_card(str(o.card)) for o in prompt.options):
        return None
    return next((i for i, o in enumerate(prompt.options) if o.label == "pass"), None)


def _who_acts(prompt: Prompt, view: dict[str, Any]) -> int | None:
    """The seat's own option in its team's "who acts next?" of the Action phase."""
    if prompt.kind != "choose" or prompt.reason != "next_to_act" \
            or prompt.context.get("phase") != "action":
        return None
    players = view.get("players") or []
    me = players[prompt.seat].get("name") if prompt.seat < len(players) else None
    return next((i for i, o in enumerate(prompt.options) if me is not None
                 and o.player == me), None)


#: (how to find the first question's default answer, the kind the next must be)
RULES = ((lambda p, v: _order_window(p), "order"), (_who_acts, "action"))


def _folded(prompt: Prompt) -> int | None:
    """The pass of a kit's step asked only on request (:data:`FOLDED`)."""
    if prompt.kind != "choose" or prompt.reason not in FOLDED:
        return None
    return next((i for i, o in enumerate(prompt.options) if o.label == "pass"), None)


def merge(game: Any, prompt: Prompt, view: dict[str, Any],
          skip: Skip | None = None) -> Merged | None:
    """The merged question for ``prompt`` (the game's pending one), or None. ``skip``:
    what the table answers without asking (the stop policy); a folded step is merged
    only past those (without it, only with the very next question)."""
    for default_of, kind in RULES:
        default = default_of(prompt, view)
        if default is None:
            continue
        copy = game.clone()
        copy.apply(default)
        then = copy.pending()
        if then is None or then.seat != prompt.seat or then.kind != kind:
            return None
        keep = tuple(i for i in range(len(prompt.options)) if i != default)
        return Merged(prompt, then, default, keep)
    default = _folded(prompt)
    return None if default is None else _fold(game, prompt, view, default, skip)


def _fold(game: Any, prompt: Prompt, view: dict[str, Any], default: int,
          skip: Skip | None) -> Merged | None:
    """A folded step passed on a copy of the game, up to the seat's next real question:
    past the seat's own questions ``skip`` answers and the others' questions that can
    be passed, taken as passed (the others' phase windows, a teammate's same step).
    Each answer is given ahead only if the seat then sees what the copy showed
    (:class:`Owed`), but a teammate's own step (a Plotted card leaving their hand
    changes nothing the seat decides): else :class:`Carry` asks the person."""
    copy = game.clone()
    copy.apply(default)
    players = view.get("players") or []
    team = players[prompt.seat].get("team") if prompt.seat < len(players) else None
    between: list[Owed] = []
    mates: set[int] = set()
    for _ in range(LOOK_PAST):
        then = copy.pending()
        if then is None:
            return None
        if then.seat != prompt.seat:
            mate = team is not None and then.seat < len(players) \
                and players[then.seat].get("team") == team
            if mate and then.reason == prompt.reason:
                mates.add(then.seat)
            passing = next((i for i, o in enumerate(then.options) if o.label == "pass"), None)
            if passing is None:
                return None
            copy.apply(passing)
            continue
        auto = skip(copy, then) if skip is not None else None
        if auto is None:
            inner = merge(copy, then, view)
            return Merged(prompt, then, default, (), tuple(between), inner, ask=True,
                          sight=sight(copy.view(then.seat), mates), mates=frozenset(mates))
        between.append(Owed(then, auto, sight(copy.view(then.seat), mates), frozenset(mates)))
        copy.apply(auto)
    return None


class Owed(NamedTuple):
    """A question foreseen on a copy of the game, the answer given to it ahead, and
    (a fold's) what the seat would see then (:func:`sight`): the answer is given only
    if the table is the same when it comes (an opponent who plays a card at the
    phase's start makes the person be asked)."""

    prompt: Prompt
    answer: int
    sight: str | None = None
    #: the teammates whose folded step was passed on the copy (left out of the sight)
    mates: frozenset[int] = frozenset()


def sight(view: dict[str, Any], mates: set[int] | frozenset[int]) -> str:
    """What the seat sees, but its teammates' own folded step (a Plotted card leaving a
    teammate's hand changes nothing the seat decides)."""
    import json

    players = [{k: v for k, v in p.items() if k not in ("hand", "hand_size", "state")}
               if i in mates else p for i, p in enumerate(view.get("players") or [])]
    return json.dumps({**view, "players": players}, sort_keys=True, default=str)


class Carry:
    """The answers owed to questions already answered in a merged one: the engine's
    next question to the seat is exactly that one (the game is deterministic), and is
    given the answer; anything else forgets it and is asked."""

    def __init__(self) -> None:
        #: seat -> the questions foreseen, in order, with their answers
        self.owed: dict[int, list[Owed]] = {}
        #: (seat, card uid) -> the hit-back chosen ahead for the window after the card
        #: resolves (None: none) and the hit-backs offered (rdi_desktop/hit_back.py)
        self.later: dict[tuple[int, Any], tuple[str | None, tuple[str, ...]]] = {}

    def owe(self, prompt: Prompt, answer: int, seen: Owed | None = None) -> None:
        """Owe ``answer`` to ``prompt`` (``seen``: a fold's foresight of it)."""
        self.owed.setdefault(prompt.seat, []).append(seen or Owed(prompt, answer))

    def take(self, prompt: Prompt, view: dict[str, Any] | None = None) -> int | None:
        """The answer owed to ``prompt``; ``view``: what the seat sees now, held to
        what a fold foresaw."""
        queue = self.owed.get(prompt.seat)
        if not queue:
            return None
        want = queue.pop(0)
        if not queue:
            del self.owed[prompt.seat]
        if want.prompt != prompt or (want.sight is not None and (
                view is None or sight(view, want.mates) != want.sight)):
            self.owed.pop(prompt.seat, None)  # not the question foreseen: asked
            return None
        return want.answer


def option_at(prompt: Prompt, answer: Option | int) -> int:
    """An answer as an option index."""
    return answer if isinstance(answer, int) else prompt.options.index(answer)


def orders_at_once(prompt: Prompt) -> int:
    """How many Drinks the question orders in one go: all of the phase's, at its first
    ("Order 2 Drinks": nothing happens between them to wait for; the table takes a
    click for each, :meth:`rdi_desktop.prompt_policy.Intents.queue_orders`), else one."""
    nth, of = prompt.context.get("nth"), prompt.context.get("of")
    if prompt.kind == "order" and prompt.reason != "looked" and nth == 1 \
            and isinstance(of, int) and of > 1:
        return of
    return 1


def orders_each(intents: Any, prompt: Prompt, answer: int) -> None:
    """A passing scripted player (the benchmark) orders every Drink of the phase for
    the player it picked at the first, as the table queues its person's picks."""
    o = prompt.options[answer]
    if orders_at_once(prompt) > 1 and o.player:
        intents.queue_orders(prompt.seat, [str(o.player)] * (orders_at_once(prompt) - 1))
