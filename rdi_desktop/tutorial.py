"""The guided first game ("Learn to play", ``--tutorial``): what it teaches, when,
and which answer it points at. No pygame: the tutorial scene draws it, the tests
and :func:`simulate` drive it without a window.

The game is an ordinary seeded game on the real table: you against two gentle
(Easy) AIs. Each lesson is shown when the game reaches its moment, in one or two
sentences, with the element to use highlighted; the answer it points at is
always :func:`suggest`'s (a pure function of the prompt), so following the
highlights plays the same game every time, which is how the seed below was
chosen (every lesson comes up; ``tests/desktop/test_tutorial.py`` checks it).

Lessons follow the rule book's order of play (003 "On Your Turn": Discard and
Draw, Action, Order a Drink, Drink), answering a card, and its Gambling and
passing-out rules.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from engine.ai.cardinfo import info
from engine.prompts import Prompt
from rdi_desktop.resources import resource_path

HUMAN_SEAT = 0
#: chosen with :func:`find_seed`: every lesson comes up following the highlights
SEED = 1
#: the set-up, content like a card pack (assets/tutorial.json): you (a character with
#: Drink-Ignoring cards) against two gentle AIs
SETUP: dict[str, Any] = {k: v for k, v in json.loads(
    resource_path("assets/tutorial.json").read_text(encoding="utf-8")).items()
    if not k.startswith("_")}
MAX_DECISIONS = 4000


@dataclass(frozen=True)
class Lesson:
    key: str
    title: str
    text: str
    #: True: the player acts on it (the highlight is the answer to click; the box
    #: goes once it is answered); False: it explains something that just happened
    #: (the box goes after :data:`READ_SECONDS`)
    active: bool = True
    #: the text instead when the lit card is then aimed at a player
    aimed: str = ""


#: how long a lesson about something that happened stays up (seconds of table time)
READ_SECONDS = 10.0

# Each text follows the rule book (003 "On Your Turn", "Gambling", "Losing the Game").
LESSONS: tuple[Lesson, ...] = (
    Lesson("discard", "Discard and Draw",
           "Your turn begins: you may discard any cards you do not want, then you draw "
           "back up to seven. Your hand is good, so keep it: click Done."),
    Lesson("action", "An Action",
           "Now you may play one Action card (or none). The lit card is one: click it to "
           "play it. The other players may answer it before it happens.",
           aimed="Now you may play one Action card (or none). The lit card is one: click "
                 "it, then click the lit player it is for. The other players may answer it "
                 "before it happens."),
    Lesson("order", "Ordering a Drink",
           "Order a Drink for another player: the top card of the Drink Deck goes, unseen, "
           "onto their Drink Me! pile. Click the highlighted mat."),
    Lesson("drink", "Drinking",
           "Last in your turn you drink: the top card of your own Drink Me! pile is "
           "revealed, and its Alcohol Content moves your Alcohol marker up (an empty pile "
           "sobers you up by 1).", active=False),
    Lesson("respond", "Answering a card",
           "{about}, and a card in your hand could answer it now (it is lit). "
           "Play it, or Pass to let it happen: this time, click Pass. The game stops like "
           "this only when a card or Drink concerns you."),
    Lesson("ignore", "Ignoring a Drink",
           "A Drink is coming for you and you hold a card that Ignores a Drink. Play the "
           "lit card now and the Drink does nothing to you."),
    Lesson("gamble", "A Round of Gambling",
           "A Round of Gambling: everyone antes 1 Gold, and whoever is in control when all "
           "the others pass takes the pot. Play a Gambling card to take control, or pass."),
    Lesson("out", "Passing out",
           "{name} is out: a player whose Alcohol Content reaches their Fortitude passes "
           "out (and a player with no Gold is out too). The last one standing wins.",
           active=False),
)
BY_KEY = {lesson.key: lesson for lesson in LESSONS}


def _ignores_drink(card: str | None) -> bool:
    return bool(card) and "ignore_drink" in info(str(card)).ops


def _title(card: Any) -> str:
    from engine.cards import cards

    try:
        return cards().get(str(card)).title
    except KeyError:
        return "A card"


def _about(card: Any) -> str:
    """What the "respond" lesson says the question is about: a Drink or a card."""
    from engine.ai.cardinfo import is_drink

    if is_drink(str(card)):
        return f"A Drink ({_title(card)}) is coming for you"
    return f"{_title(card)} concerns you"


def lesson_for(prompt: Prompt) -> str | None:
    """Which lesson a prompt to the player is the moment for, if any."""
    kind = prompt.kind
    if kind in ("discard", "order", "gamble"):
        return kind
    if kind == "action" and any(o.card and not o.label for o in prompt.options):
        return "action"
    if kind == "respond" and any(_ignores_drink(o.card) for o in prompt.options):
        return "ignore"
    if kind == "respond" and prompt.context.get("to") not in (None, "phase"):
        return "respond"
    return None


def suggest(prompt: Prompt) -> int:
    """The answer the tutorial points at: keep the hand, play the first Action, buy
    for the first other player, Ignore a Drink when you can, otherwise pass."""
    opts = prompt.options

    def first(test: Callable[[Any], bool]) -> int | None:
        return next((i for i, o in enumerate(opts) if test(o)), None)

    picks: list[int | None] = []
    if prompt.kind == "discard":
        picks.append(first(lambda o: o.label == "done"))
    elif prompt.kind == "action":
        picks.append(first(lambda o: o.card and not o.label and o.player is None))
    elif prompt.kind == "order":
        picks.append(first(lambda o: o.player and not o.card))
    elif prompt.kind == "respond":
        picks.append(first(lambda o: _ignores_drink(o.card)))
    picks.append(first(lambda o: o.label == "pass"))
    picks.append(first(lambda o: o.label != "potion"))
    return next((i for i in picks if i is not None), 0)


@dataclass
class Tutor:
    """Which lessons were shown, and the one on screen now."""

    names: list[str] = field(default_factory=list)
    done: list[str] = field(default_factory=list)
    current: str | None = None
    out_name: str = ""
    #: the card or Drink the "respond" lesson is about, by title
    about: str = ""
    #: the lit Action card is aimed at a player next (the "action" lesson says so)
    aimed: bool = False
    #: seconds a lesson about something that happened has been up
    shown_for: float = 0.0

    @property
    def finished(self) -> bool:
        return all(lesson.key in self.done for lesson in LESSONS)

    def _show(self, key: str) -> None:
        self.current = key
        self.shown_for = 0.0
        if key not in self.done:
            self.done.append(key)

    def on_events(self, events: Iterable[dict[str, Any]]) -> None:
        """Passive lessons come from what happened: the player's first Drink, the
        first player out."""
        for e in events:
            k = e.get("kind")
            if k == "drink_drunk" and e.get("player") == HUMAN_SEAT and "drink" not in self.done:
                self._show("drink")
            elif k == "player_out" and "out" not in self.done:
                who = e.get("player")
                self.out_name = self.names[who] if isinstance(who, int) \
                    and who < len(self.names) else "A player"
                self._show("out")

    def on_prompt(self, prompt: Prompt | None) -> None:
        """A prompt to the player: its lesson (the first time), else the last lesson
        stays until its step is done (:meth:`on_answered`, :meth:`tick`)."""
        if prompt is None or prompt.seat != HUMAN_SEAT:
            return
        key = lesson_for(prompt)
        if key is not None and key not in self.done:
            if key == "respond":
                self.about = _about(prompt.context.get("to"))
            if key == "action":
                from rdi_desktop.reach import aim_kind

                card = prompt.options[suggest(prompt)].card
                self.aimed = bool(card) and aim_kind(str(card)) is not None
            self._show(key)

    def on_answered(self) -> None:
        """The player answered the prompt the lesson on screen was for: its step is
        done, and the box goes."""
        if self.current is not None and BY_KEY[self.current].active:
            self.current = None

    def tick(self, dt: float) -> None:
        """A lesson about what happened stays up long enough to read, then goes."""
        if self.current is None or BY_KEY[self.current].active:
            return
        self.shown_for += dt
        if self.shown_for >= READ_SECONDS:
            self.current = None

    def text(self) -> tuple[str, str] | None:
        """(title, sentences) of the lesson on screen, or None."""
        if self.current is None:
            return None
        lesson = BY_KEY[self.current]
        body = lesson.aimed if self.aimed and lesson.aimed else lesson.text
        return lesson.title, body.format(name=self.out_name or "A player",
                                         about=self.about or "A card concerns you")


def simulate(seed: int = SEED, setup: dict[str, Any] | None = None,
             max_decisions: int = MAX_DECISIONS) -> tuple[Any, Tutor]:
    """The tutorial game played without a window by someone who follows every
    highlight (answers as the table's stop policy would skip are skipped the same
    way): the game, and which lessons came up."""
    from engine.game import new_game
    from engine.seats import make_seat
    from rdi_desktop.prompt_policy import Asked, Policy, auto_answer

    game = new_game(setup or SETUP, seed)
    tutor = Tutor(names=[p.name for p in game.state.players])
    ai = {i: make_seat("easy", seed * 31 + i + 1) for i in range(len(game.state.players))
          if i != HUMAN_SEAT}
    policy = Policy()
    asked = Asked()
    seen = 0
    for _ in range(max_decisions):
        p = game.pending()
        tutor.on_events(e.to_dict() for e in game.state.events[seen:])
        seen = len(game.state.events)
        if p is None:
            break
        view = game.view(p.seat)
        if p.seat == HUMAN_SEAT:
            auto = auto_answer(p, view, policy, asked)
            if auto is None:
                tutor.on_prompt(p)
            answer = suggest(p) if auto is None else auto
            asked.note(p, view, answer)
            game.apply(answer)
        else:
            game.apply(ai[p.seat].decide(view, p))
    return game, tutor


def find_seed(tries: int = 60, setup: dict[str, Any] | None = None) -> int | None:
    """The first seed whose game teaches every lesson (how :data:`SEED` was chosen)."""
    for seed in range(1, tries + 1):
        _game, tutor = simulate(seed, setup)
        if tutor.finished:
            return seed
    return None
