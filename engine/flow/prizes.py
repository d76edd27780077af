"""The Prize variant's rules for the Prizes a player holds (003 "Prizes").

A held Prize with an anytime mode is offered as an anytime action; the Straw of
Misdirection is forced on the next Drink its holder would drink on another player's
turn. Moved out of the character loader (issue 29): it is no character's rule.
"""

from __future__ import annotations

from engine.cards import cards
from engine.flow.kit_calls import register_anytime
from engine.flow.responses import PlayCard
from engine.model import GameState
from engine.prompts import Option

FORCED_PRIZES = ("straw-of-misdirection",)


def forced_straw(g: GameState, drinks: list[int]) -> None:
    """# 003 note "Straw of Misdirection": its holder must use it on the next Drink they
    would drink on another player's turn, giving that Drink to any other player."""
    for uid in drinks:
        d = g.drinks.get(str(uid))
        if d is None or d.drinker == g.active:
            continue
        held = g.players[d.drinker].state.get("prizes") or []
        if FORCED_PRIZES[0] in held and len(g.living()) > 1:
            g.stack.append(PlayCard(player=d.drinker, card=FORCED_PRIZES[0], context="respond",
                                    source="prize", subjects=[uid]))
            return


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


def _use_prize(g: GameState, p: int, opt: Option) -> bool:
    if opt.label == "prize" and opt.card is not None:
        g.stack.append(PlayCard(player=p, card=opt.card, context="respond", source="prize"))
        return True
    return False


register_anytime(prize_options, _use_prize)
