"""The anytime tray: the Potion chooser can be backed out of until the engine
takes it; actions are answered at once when the prompt on screen offers them,
else queued for the next chance, and a second click takes them back."""

from __future__ import annotations

from typing import Any

from engine.prompts import Option
from rdi_desktop.anytime import AnytimeTray
from rdi_desktop.prompt_policy import Intents

POTION = Option(label="potion")


def tray(offered: set[Option] | None = None) -> tuple[AnytimeTray, list[Any]]:
    now: list[tuple[Option, str | None]] = []

    def answer_now(o: Option, then: str | None) -> bool:
        if offered is not None and o in offered:
            now.append((o, then))
            return True
        return False

    return AnytimeTray(Intents(), answer_now), now


def test_potion_chooser_opens_and_backs_out() -> None:
    t, now = tray()
    t.potion(0)
    assert t.choosing == 0
    assert [a for _l, a in t.buttons()] == ["pick:fortitude", "pick:alcohol", "pick:gold",
                                            "cancel"]
    t.potion(0)  # a second click on the Potion closes it
    assert t.choosing is None and not t.buttons()
    t.potion(0)
    assert t.cancel() and t.choosing is None  # Esc / Cancel
    assert not now and not t.intents.pending()


def test_potion_is_drunk_now_when_offered_else_queued() -> None:
    t, now = tray({POTION})
    t.potion(0)
    t.click("pick:gold")
    assert now == [(POTION, "gold")] and not t.intents.pending()
    t2, now2 = tray()
    t2.potion(1)
    t2.click("pick:alcohol")
    assert not now2
    [it] = t2.intents.pending()
    assert (it.seat, it.option, it.then) == (1, POTION, "alcohol")
    assert "a Potion (\u22126 Alcohol)" in t2.status(str)
    assert t2.buttons() == [("Cancel", "cancel")]
    t2.potion(1)  # clicking the Potion again withdraws the queued one
    assert not t2.intents.pending() and t2.choosing is None


def test_toggle_queues_and_withdraws_a_card() -> None:
    t, _now = tray()
    card = Option(card="hot-five")
    t.toggle(0, card)
    assert [i.option for i in t.intents.pending()] == [card]
    v = t.describe()
    t.toggle(0, card)
    assert not t.intents.pending() and t.describe() != v


def test_what_the_table_offers_from_the_mat_and_hand() -> None:
    from engine.cards import cards
    from rdi_desktop.anytime import anytime_cards, is_anytime_card

    db = cards()
    anytime = [c for c, d in db.cards.items()
               if any((m.type or d.type) == "anytime" for m in d.modes)]
    assert anytime and all(is_anytime_card(c) for c in anytime[:5])
    assert not is_anytime_card("no-such-card")
    terci = {"state": {"waiting": ["a", "b"], "supplies": {"bandage": 1}, "prizes": ["p"]}}
    assert anytime_cards(terci, {"plotted": ["s"]}) == {"a", "b", "p", "s"}
    broke = {"state": {"waiting": ["a"], "supplies": {"bandage": 0}}}
    assert anytime_cards(broke, {}) == set()
