"""The core's calls into the character kits, and the rules of their side zones.

The turn calls a kit's hooks at its fixed points (set-up, beginning of turn, after
Discard and Draw, end of turn); anytime actions that are not cards in hand come from the
kits and from the sources other rules register (team Potions, Prizes). It is apart from
the character loader (engine/characters/), which only loads, so that nothing below the
characters imports them. (Where a card leaving play goes: engine/discards.py.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import trackers
from engine.kits import Kit, Zone, automaton_kit, conserved_zones, kit, play_choice
from engine.model import GameState
from engine.prompts import DONE, PASS, Option
from engine.shuffling import shuffle

#: (options, do, key, teams) that other rules add to a player's anytime actions, in
#: registration order (team Potions: engine/flow/teams.py; Prizes: engine/variants/prize.py):
#: `options` is asked only in a team game if `teams`, and only while the player's state
#: holds something under `key` if one is given (register_anytime)
AnytimeSource = tuple[Callable[[GameState, int], list[Option]],
                      Callable[[GameState, int, Option], bool], str | None, bool]
ANYTIME_SOURCES: list[AnytimeSource] = []


def register_anytime(options: Callable[[GameState, int], list[Option]],
                     do: Callable[[GameState, int, Option], bool], *,
                     key: str | None = None, teams: bool = False) -> None:
    """Add a source of anytime actions (asked after the player's own kit).

    Every player is asked for these at every window, and in most games a source has
    nothing to offer: `key` (the player state it offers from) and `teams` (it offers only
    in a team game) say when it cannot answer, so it is not asked then. Both must hold
    whenever `options` could return anything."""
    ANYTIME_SOURCES.append((options, do, key, teams))


def begin_of_turn(g: GameState, p: int) -> None:
    """The kit's declared trackers gain their per-turn amount, then its own hook runs."""
    k = kit(g.players[p].character)
    trackers.begin(g, p, k)
    if k.hooks.begin:
        k.hooks.begin(g, p)


def end_of_turn(g: GameState, p: int) -> None:
    hook = kit(g.players[p].character).hooks.end
    if hook:
        hook(g, p)


def after_draw(g: GameState, p: int) -> None:
    hook = kit(g.players[p].character).hooks.after_draw
    if hook:
        hook(g, p)


def setup_player(g: GameState, p: int) -> None:
    """The kit's declared trackers start at their start, then its own set-up runs."""
    k = kit(g.players[p].character)
    trackers.setup(g, p, k)
    if k.hooks.setup:
        k.hooks.setup(g, p)


def side_cards(state: dict[str, Any], zones: dict[str, Zone] | None = None) -> list[str]:
    """Cards in character zones that count for card conservation (per the kits' zones;
    ``zones``: ``conserved_by_key()``, when the caller asks for many players)."""
    by_key = conserved_by_key() if zones is None else zones
    out: list[str] = []
    for key, v in state.items():  # a player's few keys, not every kit's zones
        z = by_key.get(key)
        if z is None or not isinstance(v, list):
            continue
        if z.kind == "row":
            out.extend(str(m["card"]) for m in v)
        else:
            out.extend(map(str, v))
    return out


def conserved_by_key() -> dict[str, Zone]:
    """The zones that count for card conservation, by state key."""
    return {z.key: z for z in conserved_zones()}


def play_choice_options(g: GameState, p: int, choice: str) -> list[Option]:
    got = play_choice(choice)
    if got is not None:
        return list(got(g, p))
    raise ValueError(f"unknown play-time choice {choice!r}")


def anytime_options(g: GameState, p: int) -> list[Option]:
    """Anytime actions that are not cards in hand: treating a Patient, a Potion Token."""
    out: list[Option] = []
    pl = g.players[p]
    own = kit(pl.character).actions.anytime
    if own is not None:
        out += own(g, p)
    for options, _do, key, teams in ANYTIME_SOURCES:
        if (teams and not g.teams) or (key is not None and not pl.state.get(key)):
            continue  # nothing to offer (register_anytime)
        out += options(g, p)
    return out


def do_anytime(g: GameState, p: int, opt: Option) -> bool:
    """Carry out an anytime action; False if `opt` is not one."""
    if opt == PASS or opt == DONE:
        return False  # the prompts' fixed answers are never an action (asked at every pass)
    own = kit(g.players[p].character).actions.do
    if own is not None and own(g, p, opt):
        return True
    return any(do(g, p, opt) for _, do, _key, _teams in ANYTIME_SOURCES)


def reveal_top(g: GameState, p: int, deck_key: str, discard_key: str) -> str | None:
    """Take the top card of a side deck, shuffling its discards into a new deck first when
    it is empty (Dale's Mushrooms, Samantha's Brawlers, Otto's deck); None if both are."""
    st = g.players[p].state
    deck: list[str] = st.setdefault(deck_key, [])
    if not deck:
        deck.extend(st.get(discard_key, []))
        st[discard_key] = []
        shuffle(g.rng, deck)
    return deck.pop(0) if deck else None


# --- an automaton's mode (Otto's, 003 "Otto, Our Mechanical Friend") -------------------------
# The mode an automaton kit plays in is named by the kit's id, so the core asks these and
# names neither the mode nor the automaton.

def automaton_mode(mode: str) -> Kit | None:
    """The automaton whose mode `mode` is, or None for every other mode."""
    auto = automaton_kit()
    return auto if auto is not None and auto.id == mode else None


def automaton_modes() -> tuple[str, ...]:
    auto = automaton_kit()
    return (auto.id,) if auto is not None else ()
