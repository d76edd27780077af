"""What a save's free-form parts must agree with: the game its own set-up starts.

A character's own state (``Player.state``), the variants' state and the frames' loose
fields are plain data with no declared type. They are checked by example: the game the
save's set-up starts has the same characters and variants, so each such part must have
the form the same part has there (every key it has, values of the same kind, card ids
where it holds card ids, words the game uses where it holds words). The frames' words
that name a step are checked against the steps the engine has.
"""

from __future__ import annotations

import re
import sys
from typing import Any

__all__ = ["check_by_example", "check_frames"]


def check_by_example(g: Any, begun: Any, damaged: Any) -> None:
    """``g``'s characters' and variants' own state has the form of the game its set-up
    starts (``begun``: an ``engine.filecheck.start.Start``); ``damaged(part, detail,
    who)`` makes the problem."""
    from engine.variant_registry import player_keys

    words = _Words(begun)
    variant_keys, readers = player_keys(), _kit_readers()
    for p, state in zip(g.players, begun.states, strict=True):
        _read_state(p, variant_keys, readers, damaged)
        ref = {**{k: v for k, v in PLAY_STATE.items() if k in p.state}, **state}
        bad = _unlike(ref, p.state, words, "state")
        if bad:
            raise damaged("counters", bad, p.name)
        if p.team is not None and p.team in g.teams:
            t = g.teams[p.team]
            if (p.fortitude, p.alcohol, p.gold) != (t.get("fortitude"), t.get("alcohol"),
                                                    t.get("gold")):
                raise damaged("teams", f"{p.name}'s stats differ from the team's", p.name)
    for form, ref in zip(_forms(), forms_of(begun), strict=True):
        bad = _unlike(ref, form(g), words, form.__name__)
        if bad:
            raise damaged("variants", bad)
    if set(g.teams) != begun.teams:
        raise damaged("teams", "other teams than the set-up's")


class _Words:
    """The words a free-form part may hold: card ids, and the words of the starting
    game (gathered only when a word is neither a card id nor a player's name: most
    are)."""

    def __init__(self, begun: Any) -> None:
        from engine.kits import ZONES

        self.begun = begun
        self.cards = begun.db.cards
        self.zones = ZONES  # the kits' zones by state key

    def __contains__(self, word: str) -> bool:
        if word in self.cards or word in self.begun.names:  # most words, settled at once
            return True
        if self.begun.words is None:  # kept with the starting game
            self.begun.words = _words(self.begun)
        return word in self.begun.words


#: the form of a character's state that a game starts without (it appears in play), by
#: an example: Phrenk's refused offers this turn, each [buyer, Potion, turn number]
PLAY_STATE: dict[str, Any] = {"potion_refused": [[0, "bottled-lightning", 1]]}


def forms_of(begun: Any) -> list[Any]:
    """The variants' saved forms of the starting state, read from the starting game on
    first use and kept with it (a start put together from learned shares has them)."""
    if begun.forms is None:
        begun.forms = [form(begun.fresh) for form in _forms()]
    forms: list[Any] = begun.forms
    return forms


def _words(begun: Any) -> set[str]:
    """Every word the starting game holds (names, teams, card ids, taverns, sides)."""
    out: set[str] = set()

    def walk(v: Any) -> None:
        if type(v) is str:
            out.add(v)
        elif type(v) is dict:
            for k, x in v.items():
                out.add(str(k))
                walk(x)
        elif type(v) is list:
            for x in v:
                walk(x)
    for (character, _automaton, team, _boss, name), state in zip(begun.seats, begun.states,
                                                                 strict=True):
        out.update((name, character, str(team)))
        walk(state)
    for form in forms_of(begun):
        walk(form)
    walk(begun.setup)
    return out


def _forms() -> tuple[Any, ...]:
    from engine.variant_registry import flag_forms, plain_states, save_forms

    return (plain_states, save_forms, flag_forms)


_STR = {str}


def _unlike(ref: Any, v: Any, words: _Words, where: str) -> str:
    """Why ``v`` does not have the form of ``ref`` ("" when it has)."""
    if ref is None:
        return ""
    t = type(ref)
    if t is dict:
        if type(v) is not dict:
            return f"{where} is not a mapping"
        for k, x in ref.items():
            if k not in v:
                return f"{where}.{k} missing"
            y = v[k]
            if type(x) is int and type(y) is int:
                continue  # a count (the usual entry), settled here
            if y is None and where == "state" and k in words.zones:
                continue  # a kit's zone emptied in play (Phrenk's Potion revealed)
            bad = _unlike(x, y, words, f"{where}.{k}")
            if bad:
                return bad
        return ""
    if t is list:
        if type(v) is not list:
            return f"{where} is not a list"
        if not ref:  # no example: what it holds are words the game knows, if words
            if not v or set(map(type, v)) <= _STR and words.cards.keys() >= set(v):
                return ""  # empty, or card ids (settled at once)
            bad_word = next((x for x in v if type(x) is str and x not in words), None)
            return "" if bad_word is None else f"{where} holds the unknown word {bad_word!r:.40}"
        kinds = set(map(type, ref))
        if kinds == _STR and set(map(type, v)) <= _STR and words.cards.keys() >= set(v):
            return ""  # a pile of known cards (the common case, checked at once)
        if len(kinds) == 1 and ref:
            first = ref[0]
            for x in v:
                bad = _unlike(first, x, words, f"{where}[]")
                if bad:
                    return bad
        elif len(kinds) > 1:  # a record kept as a list ([buyer, potion, turn])
            if len(v) != len(ref):
                return f"{where} has {len(v)} parts, not {len(ref)}"
            for i, (r, x) in enumerate(zip(ref, v, strict=True)):
                bad = _unlike(r, x, words, f"{where}[{i}]")
                if bad:
                    return bad
        return ""
    if t is bool or t is float:
        return "" if type(v) is t else f"{where} is {type(v).__name__}"
    if t is int:
        return "" if type(v) is int else f"{where} is {type(v).__name__}"
    if t is str:
        if type(v) is not str:
            return f"{where} is {type(v).__name__}"
        return "" if v in words else f"{where} holds the unknown word {v!r:.40}"
    return ""


#: the kinds of response window the engine opens (engine/flow/window.py's ``wkind``)
WINDOW_KINDS = frozenset({"card", "after", "drinks", "event", "phase", "last", "pot"})
#: the words a frame's field may hold, and the registries they were gathered from
_FRAME_WORDS: list[Any] = [None, None]


def _frame_words() -> dict[tuple[str, str], set[str]]:
    """The words a frame's field may hold, by (frame kind, field); gathered again only
    when a kit's zone, a variant or a turn's step is registered or taken back."""
    from engine.kits import ZONES
    from engine.variant_registry import TURN_STAGES, VARIANTS

    token = (tuple(ZONES), tuple(VARIANTS.values()), frozenset(TURN_STAGES))
    if _FRAME_WORDS[0] != token:
        _FRAME_WORDS[:] = [token, _gather_frame_words()]
    words: dict[tuple[str, str], set[str]] = _FRAME_WORDS[1]
    return words


def _gather_frame_words() -> dict[tuple[str, str], set[str]]:
    from engine.flow.play_card import OLD_STAGES, STAGES
    from engine.kits import ZONES
    from engine.variant_registry import TURN_STAGES, VARIANTS

    return {
        ("turn", "stage"): {"begin", "discard", "action", "order", "drink", "end", "done",
                            "next"} | set(TURN_STAGES),
        ("play_card", "stage"): set(STAGES) | set(OLD_STAGES),
        ("play_card", "context"): {"action", "respond", "gamble", "effect"},
        ("window", "wkind"): set(WINDOW_KINDS),
        # a card played from a kit's zone or a variant's pile (the Prize's) names it
        ("play_card", "source"): {"hand", "plotted", "virtual"} | set(ZONES) | set(VARIANTS)
        | {v.option for v in VARIANTS.values() if v.option},
    }


def check_frames(g: Any, damaged: Any) -> None:
    """The frames' words name steps the engine has; the Drinks, cards on the stack and
    modes they refer to exist."""
    from engine.cards import cards
    from engine.effects.ops import OPS
    from engine.filecheck.schema import Bad, checker
    from engine.flow.window import Window, window_view

    allowed = _frame_words()
    for f in g.stack:
        top = _last_stage(type(f))
        if type(getattr(f, "stage", None)) is int and not 0 <= f.stage <= top:
            raise damaged("stack", f"{f.KIND}.stage={f.stage} (0 to {top})")
    if g.phase not in allowed[("turn", "stage")]:
        raise damaged("stack", f"phase {g.phase!r:.40}")
    db = cards()
    for f in g.stack:
        for (kind, name), words in allowed.items():
            if f.KIND == kind and getattr(f, name) not in words:
                raise damaged("stack", f"{kind}.{name}={getattr(f, name)!r:.40}")
        drinks = getattr(f, "drinks", None)
        if type(drinks) is list and (not all(str(u) in g.drinks for u in drinks)
                                     or len(set(drinks)) != len(drinks)):
            raise damaged("drinks", f"{f.KIND} names a Drink not in play, or one twice")
        win = getattr(f, "win", None)
        if win is not None:
            try:
                view = window_view(win)
                checker(Window)(view, "win")
            except (Bad, TypeError, ValueError) as e:
                raise damaged("stack", f"{f.KIND}.win: {e}") from None
            if view.wkind not in WINDOW_KINDS:
                raise damaged("stack", f"{f.KIND}.win.wkind={view.wkind!r:.40}")
        effects = getattr(f, "effects", None)
        if type(effects) is list and not _known_effects(effects, OPS):
            raise damaged("stack", f"{f.KIND} has an unknown effect")
    for f in g.stack:  # -1: its mode not chosen yet
        if f.KIND == "play_card" and not -1 <= f.mode < max(1, len(db.get(f.card).modes)):
            raise damaged("stack", f"mode {f.mode} of {f.card} being played")
    _check_cards_to_play(g, damaged)
    _check_mode_to_choose(g, damaged)
    for it in g.items.values():
        # a card with no card behind it (a Gather effect) carries its effects
        if "effects" in it.extra and not _known_effects(it.extra["effects"], OPS):
            raise damaged("items", f"{it.card} has an unknown effect")
        modes = db.get(it.card).modes
        if not 0 <= it.mode < max(1, len(modes)):
            raise damaged("items", f"mode {it.mode} of {it.card}")
        if it.about is not None and str(it.about) not in g.items:
            raise damaged("items", f"about {it.about}")
        if it.drink is not None and str(it.drink) not in g.drinks:
            raise damaged("items", f"drink {it.drink}")



def _known_effects(effects: Any, ops: Any) -> bool:
    """A list of effects, each a mapping naming an operation the engine has."""
    return type(effects) is list and all(
        type(e) is dict and type(e.get("op")) is str and e["op"] in ops for e in effects)


_HOLDING: list[frozenset[str]] = []


def _holding() -> frozenset[str]:
    """A card being played's stages after "start" (it makes the card's item) to "finish"
    (which takes it away), with the earlier layouts' names of them."""
    if not _HOLDING:
        from engine.flow.play_card import OLD_STAGES, STAGES

        got = set(STAGES[STAGES.index("start") + 1:])
        got |= {old for old, new in OLD_STAGES.items() if new in got}
        _HOLDING.append(frozenset(got))
    return _HOLDING[0]


def _check_cards_to_play(g: Any, damaged: Any) -> None:
    """A card being played that has not left its place yet (its frame before the "start"
    stage) is still there: in the hand, or in the kit's zone it is played from; two such
    frames need two copies."""
    from collections import Counter

    from engine.kits import play_zones

    plays = [f for f in g.stack if f.KIND == "play_card"]
    if not plays:
        return
    holding = _holding()
    claims: Counter[tuple[int, str, str]] = Counter()
    zones = play_zones()
    for f in plays:
        if f.stage in holding and str(f.uid) not in g.items:
            raise damaged("items", f"{f.card} is being played and is not on the table")
        if f.stage in ("mode", "start") and (f.source == "hand" or f.source in zones):
            claims[(f.player, f.source, f.card)] += 1
    for (p, source, card), n in claims.items():
        pl = g.players[p]
        pile = pl.hand if source == "hand" else pl.state.get(source)
        if type(pile) is not list or pile.count(card) < n:
            raise damaged("stack", f"{card} is played from {source} and is not there")


def _check_mode_to_choose(g: Any, damaged: Any) -> None:
    """A card whose way of being played is still to choose (at its "mode" stage: always
    the top frame) has one here: it was offered because it had, and nothing has happened
    since.
    A save whose state no longer gives it one (a Drink's drinker, a window's kind or
    the Round of Gambling changed) would stop the game at its next step."""
    from engine.cards import cards
    from engine.flow.responses import HELD_SOURCES, MODE_FILTERS, usable_modes
    from engine.flow.window import window_view

    # (a card played with no card behind it, or a held Prize on a given Drink, is not
    # offered: its mode is set as it steps)
    choosing = [i for i, f in enumerate(g.stack) if f.KIND == "play_card" and f.stage == "mode"
                and f.source != "virtual" and f.source not in HELD_SOURCES]
    if not choosing:
        return
    if choosing != [len(g.stack) - 1]:  # it pushes nothing before its mode is chosen
        raise damaged("stack", "a card's mode is still to choose under other work")
    f = g.stack[-1]
    c = cards().get(f.card)
    try:
        modes = usable_modes(g, f.player, c, window_view(f.win) if f.win else None,
                             f._types())
        keep = MODE_FILTERS.get(f.context)
        if keep is not None:
            modes = [m for m in modes if keep(g, c, m[0])]
    except Exception as e:  # noqa: BLE001 - a state the rules cannot read
        raise damaged("stack", f"{f.card}'s modes: {type(e).__name__}: {e}") from None
    if not modes:
        raise damaged("stack", f"{f.card} is being played and has no usable mode")


_LAST_STAGE: dict[type, int] = {}
#: a step number the code gives or compares ``self.stage`` to
_STAGE_NUMBER = re.compile(r"self\.stage\s*(?:==|=|>=|>|<=|<|!=)\s*(\d+)")


def _last_stage(cls: type) -> int:
    """The last step of a frame whose steps are numbered: the largest number its code
    gives or compares ``self.stage`` to (one more where it counts them up)."""
    got = _LAST_STAGE.get(cls)
    if got is None:
        src = _methods_source(cls)
        nums = [int(n) for n in _STAGE_NUMBER.findall(src)]
        got = max(nums, default=1_000_000) + (1 if "self.stage += 1" in src else 0)
        _LAST_STAGE[cls] = got
    return got


def _methods_source(cls: type) -> str:
    """The source lines of ``cls``'s own methods ("" with no source: a frozen build's),
    read from its module's lines as the interpreter keeps them: ``inspect.getsource``
    parses the whole module to find a class, tens of milliseconds on a first load."""
    import linecache

    codes = [c for c in map(_code_of, vars(cls).values()) if c is not None]
    mine = [c for c in codes if c.co_filename == getattr(sys.modules.get(cls.__module__),
                                                         "__file__", None)]
    if not mine:  # compiled (engine/native.py keeps its source), or a frozen build's
        from engine.native import class_source

        return class_source(cls)
    lines = linecache.getlines(mine[0].co_filename)
    return "".join("".join(lines[c.co_firstlineno - 1:_last_line(c)]) for c in mine)


def _last_line(code: Any) -> int:
    """The last source line of ``code`` and of the functions defined in it."""
    own = max((line for _start, _end, line in code.co_lines() if line), default=0)
    inner = [_last_line(c) for c in code.co_consts if hasattr(c, "co_lines")]
    return max([own, *inner])


def _code_of(v: Any) -> Any:
    """The code object of a class attribute that is a function (a static or class
    method's, a property's getter), else None."""
    if isinstance(v, (staticmethod, classmethod)):
        v = v.__func__
    elif isinstance(v, property):
        v = v.fget
    return getattr(v, "__code__", None)


def _read_state(p: Any, variant_keys: dict[str, Any], readers: dict[str, Any],
                damaged: Any) -> None:
    """A player's state as the kits and variants read it in a scenario (their declared
    readers; ``variant_keys``: the variants', ``readers``: the kits' as far as asked):
    each value must read back as itself (a Mushroom's Harvest Value one it has, a held
    Prize a card)."""
    for key, v in p.state.items():
        vread = variant_keys.get(key)
        kread = _kit_reader(readers, key) if vread is None else None
        if vread is None and kread is None or v is None:
            continue
        try:
            got = vread(v, key) if vread is not None else kread(v)  # type: ignore[misc]
        except (TypeError, ValueError, KeyError, AttributeError, IndexError) as e:
            raise damaged("counters", f"{key}: {e}", p.name) from None
        if got != v:
            raise damaged("counters", f"{key} reads as {got!r:.60}, not {v!r:.60}", p.name)


#: the kits' state readers by key, and the kits and zones they were read from
_READERS: dict[str, Any] = {}
_READ_FROM: list[Any] = [None]


def _kit_readers() -> dict[str, Any]:
    """``engine.kits.state_reader`` by key (it asks every kit in turn), kept while the
    same kits and zones are registered; a key is added when first asked."""
    from engine.kits import KITS, ZONES

    token = (tuple(KITS.values()), tuple(ZONES))
    if _READ_FROM[0] != token:
        _READERS.clear()
        _READ_FROM[0] = token
    return _READERS


def _kit_reader(readers: dict[str, Any], key: str) -> Any:
    if key not in readers:
        from engine.kits import state_reader

        readers[key] = state_reader(key)
    return readers[key]
