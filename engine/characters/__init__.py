"""Character mechanics: hooks the turn calls at its fixed points, and side zones.

Each character with a side mechanic has a module here that registers its hooks
(setup, beginning of turn, after Discard and Draw, end of turn), its ops and its
anytime actions. Characters without one need nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.model import GameState
from engine.prompts import Option

Hook = Callable[[GameState, int], None]
BEGIN: dict[str, Hook] = {}
END: dict[str, Hook] = {}
AFTER_DRAW: dict[str, Hook] = {}
SETUP: dict[str, Hook] = {}
# Zones of character state that hold cards (for the card-conservation invariant and views).
SIDE_ZONES = ("plotted", "mushroom_deck", "mushroom_discard", "waiting", "patient_deck",
              "patient_discard")


def _call(table: dict[str, Hook], g: GameState, p: int) -> None:
    hook = table.get(g.players[p].character)
    if hook:
        hook(g, p)


def begin_of_turn(g: GameState, p: int) -> None:
    _call(BEGIN, g, p)


def end_of_turn(g: GameState, p: int) -> None:
    _call(END, g, p)


def after_draw(g: GameState, p: int) -> None:
    _call(AFTER_DRAW, g, p)


def setup_player(g: GameState, p: int) -> None:
    _call(SETUP, g, p)


def side_cards(state: dict[str, Any]) -> list[str]:
    out: list[str] = []
    for k in SIDE_ZONES:
        v = state.get(k)
        if isinstance(v, list):
            out.extend(str(x) for x in v)
    for m in state.get("planter", []) or []:
        out.append(str(m["card"]))
    return out


def discard_card(g: GameState, p: int, card: str) -> None:
    """A card leaves play: side-deck cards go to their own discard piles."""
    from engine.cards import cards

    c = cards().get(card)
    if "patient" in c.subtypes:
        g.players[p].state.setdefault("patient_discard", []).append(card)
    elif c.type == "mushroom":
        g.players[p].state.setdefault("mushroom_discard", []).append(card)
    else:
        g.players[p].discard.append(card)


def play_choice_options(g: GameState, p: int, choice: str) -> list[Option]:
    if choice == "plant_or_grow":
        return [Option(label="plant"), Option(label="grow")]
    raise ValueError(f"unknown play-time choice {choice!r}")


def anytime_options(g: GameState, p: int) -> list[Option]:
    """Anytime actions that are not cards in hand: treating a Patient, a Potion Token."""
    from engine.characters.terci import treat_options
    from engine.flow.teams import potion_options

    return treat_options(g, p) + potion_options(g, p)


def do_anytime(g: GameState, p: int, opt: Option) -> bool:
    """Carry out an anytime action; False if `opt` is not one."""
    if opt.label == "treat" and opt.card is not None:
        from engine.characters.terci import treat

        treat(g, p, opt.card)
        return True
    if opt.label == "potion" and opt.card is None:
        from engine.flow.teams import PotionChoice

        g.stack.append(PotionChoice(p))
        return True
    return False


def plotted_options(g: GameState, p: int, types: tuple[str, ...], win: Any | None) -> list[Option]:
    """Petra's Schemes playable from the Plotted Cards area in this context."""
    plotted = g.players[p].state.get("plotted")
    if not plotted:
        return []
    from engine.cards import cards
    from engine.flow.responses import usable_modes

    out: list[Option] = []
    for cid in dict.fromkeys(plotted):
        c = cards().get(cid)
        if "scheme" in c.subtypes and usable_modes(g, p, c, win, types):
            out.append(Option(card=cid, label="plotted"))
    return out


def _load() -> None:
    from engine.characters import dale, jett, petra, terci, ygella  # noqa: F401


_load()
