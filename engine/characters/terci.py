"""Doctor Terci: Medical Supplies and Patients (003 "Doctor Terci").

Cards with a Medical Supplies icon give that token after all their other
effects (a split icon: choose one), not if Negated, nothing past 3 of a kind.
Two Waiting Patients are refilled at the beginning of the turn; at any time a
Patient may be treated by spending its supplies, moving it into the hand where
it counts as its printed type. Patients go to their own discard pile.
"""

from __future__ import annotations

from typing import Any

from engine.cards import cards
from engine.events import emit
from engine.kits import (
    HIDDEN,
    Actions,
    CardKinds,
    Cost,
    Hooks,
    Kit,
    Scenario,
    Seat,
    Statics,
    Texts,
    Zone,
)
from engine.kits import register as register_kit
from engine.model import GameState
from engine.prompts import Option

MAX_SUPPLY = 3
SUPPLIES = ("bandage", "splint", "salve")
WAITING_SLOTS = 2


def supplies(g: GameState, p: int) -> dict[str, int]:
    s: dict[str, int] = g.players[p].state.setdefault(
        "supplies", {k: 0 for k in SUPPLIES})
    for k in SUPPLIES:
        s.setdefault(k, 0)
    return s


def supply_options(g: GameState, p: int, icons: tuple[str, ...]) -> list[Option]:
    have = supplies(g, p)
    return [Option(label=k) for k in dict.fromkeys(icons) if have[k] < MAX_SUPPLY]


def gain_supply(g: GameState, p: int, kind: str) -> None:
    have = supplies(g, p)
    if have.get(kind, 0) < MAX_SUPPLY:
        have[kind] += 1
        emit(g, "supply", player=p, supply=kind, count=have[kind])


def treat_cost(card: str) -> tuple[tuple[str, int], ...]:
    """The Medical Supplies that treat a Patient (its `treat` field)."""
    return tuple(cards().get(card).data.get("treat", ()))


def can_treat(g: GameState, p: int, card: str) -> bool:
    have = supplies(g, p)
    return all(have.get(k, 0) >= n for k, n in treat_cost(card))


def _read_icons(v: Any) -> tuple[str, ...]:
    """A Medical Supplies icon: one kind, or several for a split icon (choose one)."""
    if not isinstance(v, list) or not v or any(k not in SUPPLIES for k in v):
        raise ValueError(f"a supply icon is a list of {', '.join(SUPPLIES)}")
    return tuple(v)


def _read_treat(v: Any) -> tuple[tuple[str, int], ...]:
    if not isinstance(v, dict) or any(k not in SUPPLIES for k in v):
        raise ValueError(f"treat maps {', '.join(SUPPLIES)} to counts")
    return tuple((str(k), int(n)) for k, n in v.items())


def _read_supplies(v: Any) -> dict[str, int]:
    if not isinstance(v, dict) or set(v) - set(SUPPLIES):
        raise ValueError(f"maps {', '.join(SUPPLIES)} to counts")
    return {k: int(v.get(k, 0)) for k in SUPPLIES}


_BANDAGE, _SPLINT, _SALVE = SUPPLIES  # the cache key below names each kind
_TREATABLE: dict[tuple[tuple[str, ...], int, int, int], tuple[Option, ...]] = {}


def clear_caches() -> None:
    _TREATABLE.clear()


def treat_options(g: GameState, p: int) -> tuple[Option, ...]:
    """Patients Terci could treat now (asked in every window: cached by waiting room and
    supplies, which change rarely)."""
    pl = g.players[p]
    st = pl.state
    have = st.get("supplies")
    waiting = st.get("waiting")
    if not have or not waiting or pl.out is not None:
        return ()
    key = (tuple(waiting), have.get(_BANDAGE, 0), have.get(_SPLINT, 0), have.get(_SALVE, 0))
    got = _TREATABLE.get(key)
    if got is None:
        db = cards()
        found = []
        for c in dict.fromkeys(waiting):
            for k, n in db.get(c).data.get("treat", ()):
                if have.get(k, 0) < n:
                    break
            else:
                found.append(Option(card=c, label="treat"))
        if len(_TREATABLE) > 5000:
            _TREATABLE.clear()
        got = _TREATABLE[key] = tuple(found)
    return got


def treat(g: GameState, p: int, card: str) -> None:
    st = g.players[p].state
    if card not in st.get("waiting", []) or not can_treat(g, p, card):
        raise ValueError(f"{card} cannot be treated now")
    have = supplies(g, p)
    for k, n in treat_cost(card):
        have[k] -= n
    st["waiting"].remove(card)
    g.players[p].hand.append(card)
    emit(g, "treated", player=p, card=card)


def refill_waiting(g: GameState, p: int) -> None:
    st = g.players[p].state
    waiting: list[str] = st.setdefault("waiting", [])
    deck: list[str] = st.setdefault("patient_deck", [])
    while len(waiting) < WAITING_SLOTS:
        if not deck:
            deck.extend(st.get("patient_discard", []))
            st["patient_discard"] = []
            g.rng.shuffle(deck)
            if not deck:
                break
        waiting.append(deck.pop(0))
        emit(g, "patient_arrived", player=p, card=waiting[-1])


def _setup(g: GameState, p: int) -> None:
    st = g.players[p].state
    if "patient_deck" not in st:
        deck = cards().character("terci").side_deck("patients")
        g.rng.shuffle(deck)
        st["patient_deck"] = deck
    st.setdefault("patient_discard", [])
    supplies(g, p)
    if "waiting" not in st:
        refill_waiting(g, p)


def _anytime(g: GameState, p: int) -> list[Option]:
    got = treat_options(g, p)  # () at once without waiting Patients
    return list(got) if got else []


def _do_anytime(g: GameState, p: int, opt: Option) -> bool:
    if opt.label == "treat" and opt.card is not None:
        treat(g, p, opt.card)
        return True
    return False


def _discard_to(c: object) -> str | None:
    return "patient_discard" if "patient" in getattr(c, "subtypes", ()) else None


KIT = register_kit(Kit(
    "terci",
    event_kinds=("patient_arrived", "treated", "supply"),
    zones=(Zone("waiting", "pile", counts_for_conservation=True),
           Zone("patient_deck", "pile", HIDDEN, counts_for_conservation=True,
                side_deck="patients"),
           Zone("patient_discard", "pile", counts_for_conservation=True),
           Zone("supplies", "tokens")),
    costs=(Cost("supply", "supply", lambda g, p, icons: supply_options(g, p, icons),
                lambda g, p, icons, label: gain_supply(g, p, label), after=True,
                amount=_read_icons,
                text=lambda icons: "Gain a Medical Supply: "
                + " or ".join(x.title() for x in icons) + "."),),
    hooks=Hooks(setup=_setup, begin=refill_waiting, clear_caches=lambda: clear_caches()),
    statics=Statics(discard_to=_discard_to),
    actions=Actions(
        anytime=_anytime,
        do=_do_anytime,
        keys=("waiting",),
        labels=("treat",),
        choose_reasons=("supply",),
    ),
    scenario=Scenario(state_keys=("supplies", "waiting"), readers={"supplies": _read_supplies}),
    cards=CardKinds(fields={"treat": _read_treat}),
    texts=Texts(
        choose={"supply": "Which Medical Supply token do you take?"},
        options={"supply": {k: k.title() for k in SUPPLIES}},
        setup="Terci treats Patients with Medical Supplies she gains from her cards.",
    ),
    seat=Seat(table_order=2),
))
