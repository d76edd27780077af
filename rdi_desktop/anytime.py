"""The anytime tray: Potions, Patients, Prizes, Schemes and Anytime cards the
player uses when they want, instead of being asked at every phase.

Clicking one of them either answers the prompt on screen (when it offers that
action) or queues it in the engine thread's :class:`~rdi_desktop.prompt_policy.Intents`,
taken the next time the engine offers it. A choice with several steps (a
Potion: which effect?) is made here first, so it can be backed out of (Cancel,
Esc, or clicking the Potion again) until the engine takes it. The table draws
:meth:`AnytimeTray.buttons` in its banner and :meth:`AnytimeTray.status` under
its first line. No pygame here: the table turns actions into clicks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.kits import zone
from engine.prompts import Option
from rdi_desktop import reach
from rdi_desktop.prompt_policy import POTION, Intents

#: the Potion's effects in the engine's labels, with the words on their buttons
#: (003 "Potion Tokens")
POTION_EFFECTS = (("fortitude", "+6 Fortitude"), ("alcohol", "\u22126 Alcohol"),
                  ("gold", "+3 Gold"))


def option_words(o: Option, title: Callable[[str], str]) -> str:
    """A queued action in words: "a Potion (+6 Fortitude)", "treating Bob" (a kit's or
    variant's action in the words its mat file or widget declares: reach.ACTION_WORDS)."""
    if o.label == POTION:
        return "a Potion"
    name = title(o.card) if o.card else "?"
    words = reach.ACTION_WORDS.get(str(o.label))
    return words.format(card=name) if words else name


def could_play(options: Any) -> bool:
    """A prompt where passing gives up a card that could be played (what
    "Confirm before passing" guards)."""
    quiet = reach.quiet_labels()  # mat actions, not plays
    return any(o.card is not None and o.label not in quiet for o in options)


def is_anytime_card(card: str) -> bool:
    """A card with an Anytime mode: the player may queue it from the hand."""
    try:
        from engine.cards import cards

        c = cards().get(card)
    except Exception:  # noqa: BLE001 - an unknown card is simply not one
        return False
    return any((m.type or c.type) == "anytime" for m in c.modes) or c.type == "anytime"


def anytime_cards(player: dict[str, Any], private: Mapping[str, Any]) -> set[str]:
    """The cards on a player's side they may use when they want: the cards of their
    OWNER zones they may play from (Plotted Schemes), and what the mat files and
    variants' widgets say (waiting Patients with a Supply to treat them, held Prizes)."""
    out: set[str] = set()
    for key, cards in private.items():
        z = zone(key)
        if z is not None and z.playable_from and isinstance(cards, list):
            out.update(str(c) for c in cards)
    for fn in reach.ANYTIME_CARDS:
        out |= fn(player, private)
    return out


class AnytimeTray:
    """The viewer's anytime actions: the Potion chooser and the queue."""

    def __init__(self, intents: Intents, answer_now: Callable[[Option, str | None], bool]
                 ) -> None:
        self.intents = intents
        #: answers the prompt on screen with ``option`` if it offers it (and
        #: remembers the follow-up); False when it does not
        self.answer_now = answer_now
        #: the seat choosing a Potion effect (step one of two), else None
        self.choosing: int | None = None
        self.version = 0

    def _changed(self) -> None:
        self.version += 1

    # -- actions ------------------------------------------------------------
    def potion(self, seat: int) -> None:
        """The Potion on the mat was clicked: open the chooser, or close it (or
        withdraw a queued Potion) when it was open."""
        if self.choosing == seat:
            self.choosing = None
        elif self.intents.cancel(seat, Option(label="potion")):
            pass
        else:
            self.choosing = seat
        self._changed()

    def pick(self, effect: str) -> None:
        """The Potion's effect was chosen: drink it now or at the next chance."""
        seat = self.choosing
        if seat is None:
            return
        self.choosing = None
        self.use(seat, Option(label="potion"), effect)

    def use(self, seat: int, option: Option, then: str | None = None) -> None:
        if not self.answer_now(option, then):
            self.intents.add(seat, option, then)
        self._changed()

    def toggle(self, seat: int, option: Option) -> None:
        """Queue an action, or withdraw it when it was queued already."""
        if self.intents.cancel(seat, option):
            self._changed()
            return
        self.use(seat, option)

    def cancel(self) -> bool:
        """Esc / Cancel: close the chooser, else withdraw what is queued."""
        if self.choosing is not None:
            self.choosing = None
            self._changed()
            return True
        if self.intents.pending():
            self.intents.cancel_all()
            self._changed()
            return True
        return False

    @property
    def active(self) -> bool:
        return self.choosing is not None or bool(self.intents.pending())

    # -- what the banner shows ----------------------------------------------
    def buttons(self) -> list[tuple[str, str]]:
        """(label, action) pairs: the Potion's effects and Cancel while choosing,
        Cancel while something is queued."""
        if self.choosing is not None:
            return [(words, f"pick:{k}") for k, words in POTION_EFFECTS] + [("Cancel", "cancel")]
        if self.intents.pending():
            return [("Cancel", "cancel")]
        return []

    def click(self, action: str) -> None:
        if action.startswith("pick:"):
            self.pick(action[5:])
        elif action == "cancel":
            self.cancel()

    def status(self, title: Callable[[str], str]) -> str:
        if self.choosing is not None:
            return "Your Potion: choose its effect (Esc or Cancel to keep it)."
        waiting = self.intents.pending()
        if not waiting:
            return ""
        parts = []
        for it in waiting:
            words = option_words(it.option, title)
            effect = dict(POTION_EFFECTS).get(it.then or "")
            parts.append(f"{words} ({effect})" if effect else words)
        return "At your next chance: " + ", ".join(parts) + "."

    def describe(self) -> Any:
        """What the table's drawing cache keys on."""
        return (self.version, self.choosing, len(self.intents.pending()))
