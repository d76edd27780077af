"""Character mechanics: hooks the turn calls at its fixed points, and side zones.

Each character with a side mechanic has a module here that registers its hooks
(setup, beginning of turn, after Discard and Draw, end of turn), its ops and its
anytime actions. Characters without one need nothing.
"""

from __future__ import annotations

from typing import Any

from engine.cards import cards
from engine.flow.teams import PotionChoice, potion_options
from engine.kits import conserved_zones, kit, play_choice
from engine.model import GameState
from engine.prompts import Option


def begin_of_turn(g: GameState, p: int) -> None:
    hook = kit(g.players[p].character).begin
    if hook:
        hook(g, p)


def end_of_turn(g: GameState, p: int) -> None:
    hook = kit(g.players[p].character).end
    if hook:
        hook(g, p)


def after_draw(g: GameState, p: int) -> None:
    hook = kit(g.players[p].character).after_draw
    if hook:
        hook(g, p)


def setup_player(g: GameState, p: int) -> None:
    hook = kit(g.players[p].character).setup
    if hook:
        hook(g, p)


def side_cards(state: dict[str, Any]) -> list[str]:
    """Cards in character zones that count for card conservation (per the kits' zones)."""
    out: list[str] = []
    for z in conserved_zones():
        v = state.get(z.key)
        if not isinstance(v, list):
            continue
        if z.kind == "row":
            out.extend(str(m["card"]) for m in v)
        else:
            out.extend(str(x) for x in v)
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
    for k in _ROUTED:
        key = k.discard_to(c) if k.discard_to else None
        if key:
            owner = k.claims(g) if k.claims is not None else None
            g.players[p if owner is None else owner].state.setdefault(key, []).append(card)
            return
    g.players[p].discard.append(card)


def play_choice_options(g: GameState, p: int, choice: str) -> list[Option]:
    got = play_choice(choice)
    if got is not None:
        return list(got(g, p))
    raise ValueError(f"unknown play-time choice {choice!r}")


def anytime_options(g: GameState, p: int) -> list[Option]:
    """Anytime actions that are not cards in hand: treating a Patient, a Potion Token."""
    st = g.players[p].state
    out: list[Option] = []
    own = kit(g.players[p].character).anytime
    if own is not None:
        out += own(g, p)
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
    own = kit(g.players[p].character).do_anytime
    if own is not None and own(g, p, opt):
        return True
    if opt.label == "prize" and opt.card is not None:
        from engine.flow.responses import PlayCard

        g.stack.append(PlayCard(player=p, card=opt.card, context="respond", source="prize"))
        return True
    if opt.label == "potion" and opt.card is None:
        g.stack.append(PotionChoice(p))
        return True
    return False


def reveal_top(g: GameState, p: int, deck_key: str, discard_key: str) -> str | None:
    """Take the top card of a side deck, shuffling its discards into a new deck first when
    it is empty (Dale's Mushrooms, Samantha's Brawlers, Otto's deck); None if both are."""
    st = g.players[p].state
    deck: list[str] = st.setdefault(deck_key, [])
    if not deck:
        deck.extend(st.get(discard_key, []))
        st[discard_key] = []
        g.rng.shuffle(deck)
    return deck.pop(0) if deck else None


def plotted_options(g: GameState, p: int, types: tuple[str, ...], win: Any | None) -> list[Option]:
    """Cards playable from a zone "as if from hand" (Petra's Plotted Schemes) in this context."""
    st = g.players[p].state
    if not st:
        return []
    out: list[Option] = []
    for z in kit(g.players[p].character).zones:
        if not z.playable_from or not st.get(z.key):
            continue
        from engine.flow.responses import usable_modes

        for cid in dict.fromkeys(st[z.key]):
            c = cards().get(cid)
            ok = not z.play_subtype or z.play_subtype in c.subtypes
            if ok and usable_modes(g, p, c, win, types):
                out.append(Option(card=cid, label=z.key))
    return out


_ROUTED: list[Any] = []


def _load() -> None:
    """Import every character module once (each registers its kit)."""
    import importlib
    import pkgutil

    import engine.characters as pkg

    for m in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda m: m.name):
        importlib.import_module(f"engine.characters.{m.name}")
    from engine.kits import KITS

    _ROUTED[:] = [k for k in KITS.values() if k.discard_to is not None]


_load()
