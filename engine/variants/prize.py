"""The Prize variant (003 "The Prize Variant", "Prizes").

The Prizes start in the Inn. Whoever starts a Round of Gambling first adds a Prize from the
Inn to the pot (the Inn empty: the used Prizes come back to it first); the pot's taker takes
it with the Gold (Otto's or nobody's: it goes back to the Inn). A held Prize with an anytime
mode is offered as an anytime action and, once used, goes to the used pile (the "bin"); the
Straw of Misdirection is forced on the next Drink its holder would drink on another player's
turn.

Its state is `GameState.variants["prize"]`, a `Prizes` (absent when off). Its save form is
the one of an earlier layout of save format 1 (top-level "prizes_inn", "prize_bin", "pot_prizes",
empty when off), so every save stays as it was; a save of either form loads. A player's held
Prizes are the player's own state ("prizes"), as before.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.cards import cards, ids_of_type
from engine.flow.kit_calls import register_anytime
from engine.flow.play_card import PlayCard
from engine.flow.responses import RESPONSE_TYPES, HeldSource, register_held_source
from engine.model import GameState
from engine.prompts import Option
from engine.variant_registry import (
    DrinkHooks,
    RulesText,
    SaveForm,
    ScenarioPart,
    Snapshot,
    SoakPlan,
    StakeHooks,
    TurnHooks,
    Variant,
    VariantCards,
    ViewPart,
    card_ids,
    register_variant,
)

VID = "prize"  # the variant's id: its option, its stake's key and its held cards' source
HELD = "prizes"  # a player's held Prizes (player state)
PRIZE_TYPE = "prize"
FORCED_PRIZES = ("straw-of-misdirection",)
_INN, _BIN, _POT = "prizes_inn", "prize_bin", "pot_prizes"  # its save form's keys


@dataclass
class Prizes:
    """Where the Prizes not held by a player are: the Inn, used (the bin) and in the pot."""

    inn: list[str] = field(default_factory=list)
    bin: list[str] = field(default_factory=list)
    pot: list[str] = field(default_factory=list)


def on(g: GameState) -> bool:
    return VID in g.variants


def prizes(g: GameState) -> Prizes:
    """The variant's state (an empty one when it is off)."""
    got: Prizes | None = g.variants.get(VID)
    return got if got is not None else Prizes()


def all_prizes() -> list[str]:
    return ids_of_type(PRIZE_TYPE)


def setup(g: GameState) -> None:
    """003: every Prize starts in the Inn."""
    g.variants[VID] = Prizes(inn=all_prizes())


# --- a Round of Gambling ------------------------------------------------------------------

def stake(g: GameState, starter: int) -> tuple[str, ...]:
    """003 "The Prize Variant": the starter adds a Prize from the Inn to the pot (an empty
    Inn first takes back the used Prizes)."""
    st = g.variants[VID]
    if not st.inn:
        st.inn, st.bin = list(st.bin), []
    return tuple(dict.fromkeys(st.inn))


def staked(g: GameState, prize: str) -> None:
    st = g.variants[VID]
    if prize in st.inn:
        st.inn.remove(prize)
        st.pot.append(prize)


def pot_taken(g: GameState, winner: int | None) -> list[str]:
    """The pot's Prizes go with the Gold: to its taker; to the Inn when nobody takes it or
    Otto does (003 Otto: a Prize he wins returns to the Inn). A taker's pile of held Prizes
    is made even when the variant is off (saves have always had it)."""
    st = prizes(g)
    if winner is None or g.players[winner].automaton:
        st.inn.extend(st.pot)
    else:
        g.players[winner].state.setdefault(HELD, []).extend(st.pot)
    got, st.pot = st.pot, []
    return got


def held(g: GameState, p: int) -> list[str]:
    return list(g.players[p].state.get(HELD) or [])


def give(g: GameState, frm: int, to: int, prize: str) -> bool:
    """A held Prize changes hands (003 "The Prize Variant": the winner of a pot the Captain
    shares may give her the Prize that came with it)."""
    have = g.players[frm].state.setdefault(HELD, [])
    if prize not in have:
        return False
    have.remove(prize)
    g.players[to].state.setdefault(HELD, []).append(prize)
    return True


# --- the Prizes a player holds -------------------------------------------------------------

def forced_straw(g: GameState, drinks: list[int]) -> None:
    """# 003 note "Straw of Misdirection": its holder must use it on the next Drink they
    would drink on another player's turn, giving that Drink to any other player."""
    for uid in drinks:
        d = g.drinks.get(str(uid))
        if d is None or d.drinker == g.active:
            continue
        held = g.players[d.drinker].state.get(HELD) or []
        if FORCED_PRIZES[0] in held and len(g.living()) > 1:
            g.stack.append(PlayCard(player=d.drinker, card=FORCED_PRIZES[0], context="respond",
                                    source=VID, subjects=[uid]))
            return


def prize_options(g: GameState, p: int) -> list[Option]:
    """Prizes a player holds that may be used now (forced ones are used automatically)."""
    held = g.players[p].state.get(HELD) or []
    if not held or not g.players[p].alive:
        return []
    out = []
    for cid in dict.fromkeys(held):
        c = cards().get(cid)
        if cid in FORCED_PRIZES or not c.modes:
            continue
        if any((m.type or c.type) == "anytime" for m in c.modes):
            out.append(Option(card=cid, label=VID))
    return out


def _use_prize(g: GameState, p: int, opt: Option) -> bool:
    if opt.label == VID and opt.card is not None:
        g.stack.append(PlayCard(player=p, card=opt.card, context="respond", source=VID))
        return True
    return False


def _take_held(g: GameState, p: int, card: str) -> None:
    g.players[p].state[HELD].remove(card)


def _used(g: GameState, card: str) -> None:
    prizes(g).bin.append(card)  # 003 "The Prize Variant": used Prizes


register_anytime(prize_options, _use_prize)
register_held_source(HeldSource(VID, HELD, take=_take_held, done=_used,
                                types=RESPONSE_TYPES + ("action",)))


# --- views, saves, scenarios ----------------------------------------------------------------

def public(g: GameState) -> dict[str, Any]:
    st = prizes(g)
    return {"inn": list(st.inn), "bin": list(st.bin), "pot": list(st.pot)}


def save(g: GameState) -> Snapshot:
    st = prizes(g)
    return {_INN: list(st.inn), _BIN: list(st.bin), _POT: list(st.pot)}


def load(g: GameState, snap: Snapshot) -> None:
    """Both save forms have the three top-level lists; the option says if it is in play."""
    if g.options.get(VID) and VID not in g.variants:
        g.variants[VID] = Prizes(list(snap.get(_INN) or []), list(snap.get(_BIN) or []),
                                 list(snap.get(_POT) or []))


def held_by_players(g: GameState) -> list[str]:
    return [c for p in g.players for c in p.state.get(HELD, [])]


def scenario_setup(g: GameState, spec: Any, rng: Any) -> None:
    """The `prizes:` block (spec/scenarios.md): `inn` and `bin`; without either, the Inn
    holds every Prize no player holds."""
    spec = spec or {}
    if not isinstance(spec, dict) or set(spec) - {"inn", "bin"}:
        raise ValueError("prizes: keys are inn, bin")
    if "inn" in spec or "bin" in spec:
        st = Prizes(_prize_ids(spec.get("inn"), "prizes.inn"),
                    _prize_ids(spec.get("bin"), "prizes.bin"))
    else:
        held = set(held_by_players(g))
        st = Prizes(inn=[c for c in all_prizes() if c not in held])
    g.variants[VID] = st


def _prize_ids(v: Any, what: str) -> list[str]:
    ids = card_ids(v or [], what)
    for c in ids:
        if cards().get(c).type != PRIZE_TYPE:
            raise ValueError(f"{what}: {c!r} is not a Prize")
    return ids


def _help() -> str:
    return ("prizes block (options: {prize: true}): inn, bin (Prize ids; default: the Inn"
            " holds every Prize no player holds); expectations: prizes: {inn, bin} (each"
            " as a multiset); players[].prizes")


# the Rules screen's section
RULES = (
    "With Prizes, Prizes wait in the Inn (shown in the middle of the table); a Round of "
    "Gambling can be played for one, and a Prize you hold sits on your mat: click it when it "
    "is lit to use it."
)


register_variant(Variant(
    VID, option=VID, on=on, order=6,
    hooks=TurnHooks(setup=setup),
    stakes=StakeHooks(stake=stake, staked=staked, pot_taken=pot_taken, held=held, give=give),
    drinks=DrinkHooks(window=forced_straw),
    view=ViewPart("prizes", public, always=True),
    saves=SaveForm(save=save, load=load),
    cards=VariantCards(types=(PRIZE_TYPE,)),
    scenario=ScenarioPart(block="prizes", setup=scenario_setup,
                          final={"prizes": lambda g: {"inn": list(prizes(g).inn),
                                                      "bin": list(prizes(g).bin)}},
                          compare={"prizes": "per_key"}, help=_help,
                          player_keys={HELD: _prize_ids}),
    soak=SoakPlan(VID, with_others=True),
    texts=RulesText("Prizes", RULES),
))
