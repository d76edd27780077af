"""Character mechanics: hooks the turn calls at its fixed points, and side zones.

Each character with a side mechanic has a module here that registers its hooks
(setup, beginning of turn, after Discard and Draw, end of turn), its ops and its
anytime actions. Characters without one need nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.cards import cards
from engine.flow.teams import PotionChoice, potion_options
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


def forced_straw(g: GameState, drinks: list[int]) -> None:
    """# 003 note "Straw of Misdirection": its holder must use it on the next Drink they
    would drink on another player's turn, giving that Drink to any other player."""
    from engine.flow.responses import PlayCard

    for uid in drinks:
        d = g.drinks.get(str(uid))
        if d is None or d.drinker == g.active:
            continue
        held = g.players[d.drinker].state.get("prizes") or []
        if FORCED_PRIZES[0] in held and len(g.living()) > 1:
            g.stack.append(PlayCard(player=d.drinker, card=FORCED_PRIZES[0], context="respond",
                                    source="prize", subjects=[uid]))
            return


def discard_card(g: GameState, p: int, card: str) -> None:
    """A card leaves play: side-deck cards go to their own discard piles."""
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
    st = g.players[p].state
    out: list[Option] = []
    if st.get("waiting"):
        out += terci.treat_options(g, p)
    if g.teams:
        out += potion_options(g, p)
    if st.get("prizes"):
        out += prize_options(g, p)
    return out


FORCED_PRIZES = ("straw-of-misdirection",)


def prize_options(g: GameState, p: int) -> list[Option]:
    """Prizes a player holds that may be used now (forced ones are used automatically)."""
    held = g.players[p].state.get("prizes") or []
    if not held or not g.players[p].alive:
        return []
    out = []
    for cid in dict.fromkeys(held):
        c = cards().get(cid)
        if cid in FORCED_PRIZES or not c.modes:
            continue
        if any((m.type or c.type) == "anytime" for m in c.modes):
            out.append(Option(card=cid, label="prize"))
    return out


def do_anytime(g: GameState, p: int, opt: Option) -> bool:
    """Carry out an anytime action; False if `opt` is not one."""
    if opt.label == "treat" and opt.card is not None:
        terci.treat(g, p, opt.card)
        return True
    if opt.label == "prize" and opt.card is not None:
        from engine.flow.responses import PlayCard

        g.stack.append(PlayCard(player=p, card=opt.card, context="respond", source="prize"))
        return True
    if opt.label == "potion" and opt.card is None:
        g.stack.append(PotionChoice(p))
        return True
    return False


def plotted_options(g: GameState, p: int, types: tuple[str, ...], win: Any | None) -> list[Option]:
    """Petra's Schemes playable from the Plotted Cards area in this context."""
    plotted = g.players[p].state.get("plotted")
    if not plotted:
        return []
    from engine.flow.responses import usable_modes

    out: list[Option] = []
    for cid in dict.fromkeys(plotted):
        c = cards().get(cid)
        if "scheme" in c.subtypes and usable_modes(g, p, c, win, types):
            out.append(Option(card=cid, label="plotted"))
    return out


# The characters register their hooks on import; they need the tables above first.
from engine.characters import dale, jett, petra, terci, ygella  # noqa: E402,F401
