"""Two questions of the player's own turn asked as one.

Some of the engine's questions to a seat are followed at once by another to the same
seat, with nothing happening in between that the player could react to. The table
asks them together, and the player's one click answers both:

* the Order a Drink phase opening with a card in hand that is played only then
  ("bring some drinks for my friends!") and the phase's first Drink: "click a player
  to order your Drink for, or play the card" (the card is lit where its text says it
  is played, and the phase costs no extra question);
* a team's "who acts next?" in the Action phase and the player's own Action: "play
  your Action, or let your teammate act first".

The engine is deterministic: the second question is found by answering the first on a
copy of the game (:meth:`engine.game.Game.clone`) with the answer a click on the
second implies (pass the phase's card; "me" acts first). When the real game asks it,
the seat gives the answer already chosen (:class:`Carry`). Pure Python: the engine
thread's human seat uses it, and the prompt benchmark.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.prompts import Option, Prompt
from rdi_desktop.reach import is_plain_card, own_phase_card

#: the merged prompt's context key naming the first question's kind
MERGED = "merged"


@dataclass(frozen=True)
class Merged:
    """The question the table shows for ``first`` and ``then`` together: ``then``'s
    options, followed by ``first``'s options at ``keep``. An answer among ``then``'s
    options answers ``first`` with ``default``; one of the rest answers ``first``."""

    first: Prompt
    then: Prompt
    default: int
    keep: tuple[int, ...]

    @property
    def prompt(self) -> Prompt:
        ctx = dict(self.then.context)
        ctx[MERGED] = self.first.reason or self.first.kind
        opts = self.then.options + tuple(self.first.options[i] for i in self.keep)
        return Prompt(self.then.seat, self.then.kind, opts, ctx)

    def split(self, answer: int) -> tuple[int, int | None]:
        """(the answer to ``first``, the answer to ``then`` or None when ``first`` is
        answered otherwise and ``then`` may never come)."""
        n = len(self.then.options)
        if answer < n:
            return self.default, answer
        return self.keep[answer - n], None

    def answered(self, answer: int, carry: Carry) -> int:
        """The answer to ``first`` for the merged prompt's ``answer``; the answer to
        ``then`` is owed to it in ``carry``."""
        first, then = self.split(answer)
        if then is not None:
            carry.owe(self.then, then)
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


def merge(game: Any, prompt: Prompt, view: dict[str, Any]) -> Merged | None:
    """The merged question for ``prompt`` (the game's pending one), or None."""
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
    return None


class Carry:
    """The answers owed to questions already answered in a merged one: the engine's
    next question to the seat is exactly that one (the game is deterministic), and is
    given the answer; anything else forgets it and is asked."""

    def __init__(self) -> None:
        self.owed: dict[int, tuple[Prompt, int]] = {}

    def owe(self, prompt: Prompt, answer: int) -> None:
        self.owed[prompt.seat] = (prompt, answer)

    def take(self, prompt: Prompt) -> int | None:
        got = self.owed.pop(prompt.seat, None)
        if got is None or got[0] != prompt:
            return None  # not the question foreseen: the person is asked
        return got[1]


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
