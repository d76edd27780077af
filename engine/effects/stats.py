"""Changing Fortitude, Alcohol Content and Gold within the limits.

# 003 "Minimum and Maximum Fortitude, Alcohol Content, Gold": stats stay in
# 0..20, Gold never below 0; an effect applies as far as it can.
"""

from __future__ import annotations

from engine.events import emit
from engine.kits import kit
from engine.model import STAT_MAX, STAT_MIN, GameState
from engine.shuffling import shuffle


def change_stat(g: GameState, p: int, stat: str, delta: int, cause: str = "",
                by: int | None = None, tracks: list[str] | None = None) -> int:
    """Apply `delta` to Fortitude or Alcohol, clamped; return the change made.

    # 003 "Shared Fortitude, Alcohol Content and Gold": a teammate's change is the
    # team's; every member's fields mirror the team's record. Otto keeps one track per
    # player: `by` (the player causing it) or `tracks` say which are hit.
    """
    pl = g.players[p]
    if pl.automaton:
        from engine.kits import automaton

        return automaton(pl.character).change_tracks(g, p, stat, delta, by, tracks, cause)
    old = getattr(pl, stat)
    new = max(STAT_MIN, min(STAT_MAX, old + delta))
    set_stat(g, p, stat, new)
    if new != old or delta:
        emit(g, "stat_changed", player=p, stat=stat, old=old, new=new, cause=cause)
    return new - old


def set_stat(g: GameState, p: int, stat: str, value: int) -> None:
    team = g.players[p].team
    if team is not None and team in g.teams:
        g.teams[team][stat] = value
        for q in g.players:
            if q.team == team:
                setattr(q, stat, value)
    else:
        setattr(g.players[p], stat, value)


def move_gold(g: GameState, frm: str | int, to: str | int, amount: int, cause: str = "") -> int:
    """Move up to `amount` Gold between a player index, "inn" and "pot"; return what moved.

    A payer pays only what it has (Gold never goes below 0); the Inn never runs
    dry (003: "use some other markers as a substitute").
    """
    if amount <= 0:
        return 0
    # 003 Otto: he pays with the Inn's Gold, and Gold paid to him goes to the Inn.
    if isinstance(frm, int) and g.players[frm].automaton:
        frm = "inn"
    if isinstance(to, int) and g.players[to].automaton:
        to = "inn"
    if frm == to:
        return 0
    if frm == "inn":
        have = amount
    elif frm == "pot":
        have = g.pot
    else:
        assert isinstance(frm, int)
        have = g.players[frm].gold
    n = min(have, amount)
    if n <= 0:
        return 0
    if frm == "inn":
        g.inn -= n
    elif frm == "pot":
        g.pot -= n
    else:
        assert isinstance(frm, int)
        set_stat(g, frm, "gold", g.players[frm].gold - n)
    if to == "inn":
        g.inn += n
    elif to == "pot":
        g.pot += n
    else:
        assert isinstance(to, int)
        set_stat(g, to, "gold", g.players[to].gold + n)
    # after-values: the table sets what it shows from the event, never re-adds it
    emit(g, "gold_moved", frm=frm, to=to, amount=n, cause=cause,
         frm_after=_gold_of(g, frm), to_after=_gold_of(g, to))
    return n


def _gold_of(g: GameState, who: str | int) -> int:
    if who == "inn":
        return g.inn
    if who == "pot":
        return g.pot
    assert isinstance(who, int)
    return g.players[who].gold


def draw_cards(g: GameState, p: int, n: int) -> int:
    """Draw `n` cards.

    # 003 "Discard and Draw": drawing the last card of the Character Deck
    # shuffles the discard pile into a new deck at once.
    """
    pl = g.players[p]
    drawn = 0
    for _ in range(n):
        if not pl.deck:
            reshuffle_deck(g, p)
            if not pl.deck:
                break
        pl.hand.append(pl.deck.pop(0))
        drawn += 1
        if not pl.deck:
            reshuffle_deck(g, p)
    if drawn:
        emit(g, "cards_drawn", player=p, count=drawn, hand_size=len(pl.hand),
             deck_size=len(pl.deck))
        hook = kit(pl.character).hooks.drawn
        if hook is not None:
            hook(g, p, pl.hand[len(pl.hand) - drawn:])
    return drawn


def reshuffle_deck(g: GameState, p: int) -> None:
    pl = g.players[p]
    if pl.deck or not pl.discard:
        return
    pl.deck = pl.discard
    pl.discard = []
    shuffle(g.rng, pl.deck)
    emit(g, "deck_reshuffled", player=p, deck_size=len(pl.deck))
