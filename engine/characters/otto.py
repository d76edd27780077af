"""Otto, Our Mechanical Friend: the automated third player of a two-player game.

003 "Otto, Our Mechanical Friend": Otto goes first, has only an Action and a
Drink phase, no hand, Gold or Drink Me! pile (he pays with the Inn's Gold; Gold
paid to him goes to the Inn; he drinks from the Drink Deck). He keeps one 0-6
Fortitude/Alcohol track per player: a player's effect hits only that player's
track, his own drinking and actions hit both. Passing out on a track resets it
and rewards that player (1 Gold from the Inn or draw 2). His deck answers with
its Action, Sometimes and Gambling/Cheating boxes; it does not reshuffle during
a Round of Gambling. He makes no choices: he declines to pay or split, and
otherwise takes the first option. He never wins or loses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.cards import cards, ids_of_type
from engine.effects.stats import draw_cards, move_gold
from engine.events import emit
from engine.flow.common import ctx
from engine.frames import Frame, register_frame
from engine.model import GameState, Item
from engine.prompts import Option, Prompt
from engine.variant_registry import SaveForm, Snapshot, Variant, register_variant

TRACK_FORTITUDE = 6
TRACK_MAX = 6
NAME = "Otto"
MODE = "otto"  # his mode's id (his kit's), and his state's key in the variants map
_ANSWERED = "otto_answered:"  # how saves keep his answered Drinks: a flag per Drink uid


@dataclass
class Answered:
    """Otto's own state in a game (`GameState.variants["otto"]`, made when he first
    answers a Drink): the Drinks he has answered, by uid, in order (003 Otto: he answers a
    Drink that affects him once). Saved as one flag per Drink ("otto_answered:UID"), the
    form of an earlier layout of save format 1, so his games' saves stay byte-identical."""

    drinks: list[int] = field(default_factory=list)


def answered(g: GameState) -> Answered:
    got: Answered | None = g.variants.get(MODE)
    if got is None:
        got = g.variants[MODE] = Answered()
    return got


def _flag_form(g: GameState) -> dict[str, Any]:
    return {f"{_ANSWERED}{uid}": True for uid in answered(g).drinks}


def _load_flags(g: GameState, snap: Snapshot) -> None:
    """His answered Drinks out of the flags of a save (every save has them there)."""
    keys = [k for k in g.flags if k.startswith(_ANSWERED)]
    if keys:
        answered(g).drinks.extend(int(k[len(_ANSWERED):]) for k in keys if g.flags.pop(k))


# --- his cards: an Action box, a Sometimes box (with the card types it answers) and a
# Gambling/Cheating box (003 "Otto, Our Mechanical Friend"), read from the card file
def box_effects(card: Any, box: str) -> tuple[dict[str, Any], ...]:
    return tuple(card.data.get(box, {}).get("effects", ()))


def answers(card: Any) -> tuple[str, ...]:
    return tuple(card.data.get("sometimes", {}).get("types", ()))


def gamble_type(card: Any) -> str:
    return str(card.data.get("gamble", {}).get("type", "gambling"))


def _read_box(v: Any) -> dict[str, Any]:
    from engine.effects.ops import validate_op

    if not isinstance(v, dict):
        raise ValueError("a box is a table with effects")
    for op in v.get("effects", []):
        problem = validate_op(op)
        if problem:
            raise ValueError(problem)
    if v.get("type", "gambling") not in ("gambling", "cheating"):
        raise ValueError("type must be gambling or cheating")
    out = dict(v)
    out["effects"] = tuple(v.get("effects", []))
    out["types"] = tuple(v.get("types", []))
    return out


def card_text(card: Any) -> str:
    from engine.effects.text import ops_text

    names = {"card": "an Action, Sometimes or Anytime card", "drink": "a Drink"}
    ans = " or ".join(names[a] for a in answers(card) if a in names) or "anything"
    return (f"Action: {ops_text(box_effects(card, 'action'))} | Sometimes (answers {ans}): "
            f"{ops_text(box_effects(card, 'sometimes'))} | {gamble_type(card).title()}: "
            f"{ops_text(box_effects(card, 'gamble'))}")


def is_otto(g: GameState, p: int) -> bool:
    return g.players[p].automaton


def otto_seat(g: GameState) -> int | None:
    for i, p in enumerate(g.players):
        if p.automaton:
            return i
    return None


def tracks(g: GameState, p: int) -> dict[str, dict[str, int]]:
    t: dict[str, dict[str, int]] = g.players[p].state.setdefault("tracks", {})
    return t


def change_tracks(g: GameState, p: int, stat: str, delta: int, by: int | None,
                  which: list[str] | None, cause: str) -> int:
    names = list(tracks(g, p))
    if which is not None:
        names = [n for n in names if n in which]
    elif by is not None and not g.players[by].automaton:
        names = [g.players[by].name]
    changed = 0
    for n in names:
        tr = tracks(g, p).get(n)
        if tr is None:
            continue
        old = tr[stat]
        tr[stat] = max(0, min(TRACK_MAX, old + delta))
        changed = tr[stat] - old
        emit(g, "stat_changed", player=p, stat=stat, old=old, new=tr[stat], track=n,
             cause=cause)
        if tr["alcohol"] >= tr["fortitude"]:
            # Otto "passes out" on this track: reset it; that player is rewarded.
            tr["fortitude"], tr["alcohol"] = TRACK_FORTITUDE, 0
            emit(g, "otto_passed_out", player=p, track=n)
            q = g.index(n)
            if g.players[q].alive:
                g.stack.append(OttoReward(q))
    return changed


@dataclass
class OttoReward(Frame):
    player: int

    def step(self, g: GameState) -> Prompt | None:
        return Prompt(self.player, "choose", (Option(label="gold"), Option(label="draw")),
                      ctx(g, reason="otto_reward"))

    def answer(self, g: GameState, opt: Option) -> None:
        g.stack.pop()
        if opt.label == "gold":
            move_gold(g, "inn", self.player, 1, cause="otto")
        else:
            draw_cards(g, self.player, 2)


register_frame("otto_reward", OttoReward)


def reveal(g: GameState, p: int) -> str | None:
    """Reveal and discard the top Otto card; no reshuffle during a Round of Gambling."""
    from engine.flow.kit_calls import reveal_top

    st = g.players[p].state
    gm = g.gambling
    if not st.get("otto_deck") and gm is not None and gm.started and not gm.ended:
        return None
    c = reveal_top(g, p, "otto_deck", "otto_discard")
    if c is None:
        return None
    st.setdefault("otto_discard", []).append(c)
    emit(g, "otto_revealed", card=c)
    return c


def play_box(g: GameState, p: int, card: str, box: str, context: str,
             subjects: list[int] | None = None, extra: dict[str, Any] | None = None) -> None:
    from engine.flow.play_card import PlayCard

    c = cards().get(card)
    effects = box_effects(c, box)
    kind = {"action": "action", "sometimes": "sometimes", "gamble": gamble_type(c)}[box]
    g.stack.append(PlayCard(player=p, card=card, context=context, source="virtual",
                            effects=list(effects), subjects=list(subjects or []),
                            extra={"type": kind, **(extra or {})}))


@dataclass
class OttoAction(Frame):
    player: int

    def step(self, g: GameState) -> Prompt | None:
        g.stack.pop()
        c = reveal(g, self.player)
        if c is not None:
            play_box(g, self.player, c, "action", "action")
        return None


register_frame("otto_action", OttoAction)


def response(g: GameState, p: int, win: Any) -> bool:
    """Otto answers a card or Drink that affects his Fortitude, Alcohol or Gold once."""
    from engine.effects.ops import affected

    if win.wkind == "card" and win.about is not None:
        a = g.items.get(str(win.about))
        if a is None or a.negated or a.owner == p or a.extra.get("otto_answered"):
            return False
        if not affected(g, a, p):
            return False
        a.extra["otto_answered"] = True
        c = reveal(g, p)
        if c is None or "card" not in answers(cards().get(c)):
            return True
        by = g.players[a.owner]
        play_box(g, p, c, "sometimes", "respond", [a.uid],
                 {"tracks": [by.name] if not by.automaton else None})
        return True
    if win.wkind == "drinks":
        for uid in win.drinks:
            d = g.drinks.get(str(uid))
            if d is None or d.drinker != p or d.ignored or d.negated:
                continue
            done = answered(g)
            if uid in done.drinks:
                continue
            done.drinks.append(uid)
            c = reveal(g, p)
            if c is None or "drink" not in answers(cards().get(c)):
                return True
            play_box(g, p, c, "sometimes", "respond", [uid])
            return True
    return False


def round_over(g: GameState, p: int) -> None:
    """His deck waits until the Round is over to reshuffle (003 Otto "Gambling")."""
    st = g.players[p].state
    if not st.get("otto_deck") and st.get("otto_discard"):
        st["otto_deck"], st["otto_discard"] = list(st["otto_discard"]), []
        g.rng.shuffle(st["otto_deck"])
        emit(g, "otto_reshuffled", player=p)


def gamble_turn(g: GameState, p: int) -> bool:
    """Otto's turn in a Round: his Gambling/Cheating box, or a pass. True if he played."""
    gm = g.gambling
    c = reveal(g, p)
    if c is None or gm is None:
        return False
    card = cards().get(c)
    if gm.winning_hand and gamble_type(card) != "cheating":
        return False  # illegal after Winning Hand!: he passes
    play_box(g, p, c, "gamble", "gamble")
    return True


def auto_answer(g: GameState, prompt: Prompt) -> int:
    """Otto's fixed choices: decline paying or splitting; otherwise the first option."""
    for i, o in enumerate(prompt.options):
        if o.label in ("no", "pass", "done"):
            return i
    return 0


def setup_otto(g: GameState, p: int, names: list[str]) -> None:
    st = g.players[p].state
    st.setdefault("tracks", {n: {"fortitude": TRACK_FORTITUDE, "alcohol": 0} for n in names})
    if "otto_deck" not in st:
        deck = ids_of_type("otto")
        g.rng.shuffle(deck)
        st["otto_deck"] = deck
    st.setdefault("otto_discard", [])


def scenario_setup(g: GameState, spec: dict[str, Any], seat: int) -> None:
    """A scenario's `otto:` block (scenarios.md): his deck and discard pile (top first) and
    his tracks by player name; Otto sits at `seat` (first, unless listed in `players`)."""
    from engine.model import Player

    names = [p.name for p in g.players]
    if len(names) != 2:
        raise ValueError("mode otto needs exactly two players (Otto is added)")
    bad = set(spec) - {"deck", "discard", "tracks"}
    if bad:
        raise ValueError(f"unknown keys {sorted(bad)}")
    if NAME in names:
        raise ValueError(f"the name {NAME!r} is Otto's")
    otto = Player(name=NAME, character="otto", gold=0, automaton=True)
    tracks = {nm: {"fortitude": TRACK_FORTITUDE, "alcohol": 0} for nm in names}
    for nm, tr in (spec.get("tracks") or {}).items():
        if nm not in tracks:
            raise ValueError(f"tracks: no player named {nm!r}")
        tracks[nm].update({k: int(v) for k, v in tr.items() if k in ("fortitude", "alcohol")})
    otto.state["tracks"] = tracks
    db = cards()
    own = [c.id for c in db.cards.values() if c.type == "otto"]
    for key in ("deck", "discard"):
        got = spec.get(key)
        if got is None:
            continue
        if not isinstance(got, list) or any(str(c) not in own for c in got):
            raise ValueError(f"{key} must be a list of Otto's card ids")
        otto.state[f"otto_{key}"] = [str(c) for c in got]
    if "deck" not in spec:
        left = list(otto.state.get("otto_discard", []))
        deck = []
        for c in own:
            if c in left:
                left.remove(c)
            else:
                deck.append(c)
        g.rng.shuffle(deck)
        otto.state["otto_deck"] = deck
    g.players.insert(seat, otto)
    setup_otto(g, seat, names)


def scenario_final(p: Any) -> dict[str, Any]:
    """What a scenario's `expect: otto:` reads: tracks, deck size and discard pile."""
    return {"tracks": dict(p.state.get("tracks", {})),
            "deck_size": len(p.state.get("otto_deck", [])),
            "discard": list(p.state.get("otto_discard", []))}


def item_tracks(item: Item) -> list[str] | None:
    t = item.extra.get("tracks")
    return list(t) if t else None


def _register() -> None:
    """Otto's kit: an automaton seat; the core reaches his fixed rules through `Automaton`."""
    from engine.kits import HIDDEN, Automaton, CardKinds, Kit, Scenario, Texts, Zone
    from engine.kits import register as register_kit

    register_kit(Kit(
        MODE,
        event_kinds=("otto_revealed", "otto_passed_out", "otto_reshuffled"),
        zones=(Zone("otto_deck", "pile", HIDDEN),
               Zone("otto_discard", "pile"),
               Zone("tracks", "map")),
        automaton=Automaton(name=NAME, auto_answer=auto_answer, respond=response,
                            gamble_turn=gamble_turn, action_frame=OttoAction,
                            change_tracks=change_tracks, setup_seat=setup_otto,
                            round_over=round_over),
        cards=CardKinds(types=("otto",), text={"otto": card_text},
                        fields={"action": _read_box, "sometimes": _read_box,
                                "gamble": _read_box}),
        scenario=Scenario(block=MODE, setup=scenario_setup, final=scenario_final),
        texts=Texts(setup="Otto the automaton joins a two-player game and plays by fixed "
                          "rules.",
                    choose={"otto_reward": "Otto passed out on your track: take 1 Gold or "
                                           "draw 2 cards?"}),
    ))

    # his mode's typed state (no setup option turns it on: his automaton seat does)
    register_variant(Variant(MODE, option="", on=lambda g: MODE in g.variants,
                             saves=SaveForm(load=_load_flags, flag_form=_flag_form)))


_register()
