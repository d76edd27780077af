"""Card definitions: TOML data validated against the effect vocabulary.

A card is data: a type, one or more modes (each with a `responds_to` condition
for Sometimes cards, an optional target rule and a list of ops), and for drinks
their numbers. Rules text is generated from the ops so it cannot drift from the
behaviour. A card's behaviour is only ever its ops: there is no code hook a card
can name (a `hook` field is refused: nothing would call it, so such a card would
silently do nothing).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.kits import COSTS, card_fields, card_types, play_choice, refuse_duplicate

DATA_DIR = Path(__file__).resolve().parent / "data" / "cards"

# the core's card types; a character's kit adds its own (`Kit.card_types`), a variant its
# own (`VariantCards.types`, registered here: the core names no variant)
CORE_CARD_TYPES = {
    "action", "sometimes", "anytime", "gambling", "cheating",
    "drink", "drink_event", "tracker",
}
# types that are played (the others are revealed, drunk or kept)
UNPLAYED_TYPES = {"drink", "drink_event"}
#: the variants' card types (the Prize's, a Tavern, a Sea Event) -> the registering module;
#: their cards are revealed or held, not played from hand, so they need no effects
VARIANT_TYPES: dict[str, str] = {}


def register_card_types(types: tuple[str, ...], by: str) -> None:
    """A variant's card types, for the card files; one the core or another module has is
    refused (naming both)."""
    for t in types:
        first = "the core" if t in CORE_CARD_TYPES else VARIANT_TYPES.get(t, by)
        refuse_duplicate("card type", t, first, by)
        VARIANT_TYPES[t] = by


def forget_card_types(types: tuple[str, ...]) -> None:
    for t in types:
        VARIANT_TYPES.pop(t, None)


def all_card_types() -> set[str]:
    return CORE_CARD_TYPES | card_types() | set(VARIANT_TYPES)
TARGET_RULES = {"none", "another", "any"}


class CardDataError(ValueError):
    """A card file is invalid; the message names the file, the card and the field."""


#: What the rules hand the card data. The data sits below the modules that give it meaning
#: (no import circle, counting imports inside functions), so they register here: a check
#: per vocabulary ("op": engine/effects/ops.py, "condition": effects/conditions.py,
#: "drink_event": flow/events_deck.py) returning a problem or None, the rules-text writer
#: (effects/text.py), and the caches to clear when the cards reload (flow/responses.py).
#: The `engine` package imports every such module before any card is read.
CHECKS: dict[str, Callable[[Any], str | None]] = {}
TEXT: list[Callable[[CardDef], str]] = []
ON_RELOAD: list[Callable[[], None]] = []


def check(vocabulary: str, value: Any) -> str | None:
    """The problem with `value` as a word of `vocabulary` (an op, a condition...), or None."""
    got = CHECKS.get(vocabulary)
    if got is None:
        raise RuntimeError(f"no {vocabulary!r} check registered: the cards were read before "
                           "the rules that define them loaded (import engine first)")
    return got(value)


def slug(title: str) -> str:
    """The card id rule of scenarios.md: lowercase, drop quotes, runs of other chars -> '-'."""
    s = title.lower()
    for q in ("'", "\u2019", "\u2018", '"', "\u201c", "\u201d"):
        s = s.replace(q, "")
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")


@dataclass(frozen=True)
class CostSpec:
    """One entry of a mode's `costs = [{kind, amount, effects?, instead?}]`.

    `kind` names a cost in the kits' registry (engine/kits.py), which asks for it and
    pays it in PlayCard's cost stage (or, for a gain such as a Medical Supply, after the
    card resolves). With `effects` it buys an improved effect: `instead` replaces the
    mode's effects, otherwise they are added (003 "Harvest", "Spending Momentum",
    "Schemes").
    """

    kind: str
    amount: Any = 0
    effects: tuple[dict[str, Any], ...] = ()
    instead: bool = False


@dataclass(frozen=True)
class Mode:
    effects: tuple[dict[str, Any], ...]
    responds_to: str | None = None
    target: str = "none"
    type: str | None = None  # overrides the card's type for this mode (e.g. Cheating or Sometimes)
    text: str = ""
    costs: tuple[CostSpec, ...] = ()
    choose: str | None = None  # a choice made as the card is played (e.g. plant_or_grow)

    def cost(self, kind: str) -> CostSpec | None:
        for c in self.costs:
            if c.kind == kind:
                return c
        return None


@dataclass(frozen=True)
class DrinkStats:
    alcohol: int = 0
    fortitude: int = 0
    draw: int = 0
    chaser: bool = False
    self_split: bool = False
    race: tuple[tuple[str, int, int], ...] = ()  # (trait, alcohol, fortitude) replacing the numbers
    # 003 "Drinks That Aren't Discarded": kept in front of its drinker after it resolves;
    # these ops run at the beginning of each of the keeper's turns
    kept: tuple[dict[str, Any], ...] = ()


@dataclass(frozen=True)
class CardDef:
    id: str
    title: str
    type: str
    owner: str = "generic"
    subtypes: tuple[str, ...] = ()
    modes: tuple[Mode, ...] = ()
    drink: DrinkStats | None = None
    event: str | None = None
    only_affected_by: tuple[str, ...] = ()
    # the fields a character's kit reads from its cards (`Kit.card_fields`), already read
    data: dict[str, Any] = field(default_factory=dict)
    flavor: str = ""
    written_text: str = ""
    ai: dict[str, Any] = field(default_factory=dict)
    source: str = ""

    @property
    def is_drink(self) -> bool:
        return self.type == "drink"

    @property
    def is_event(self) -> bool:
        return self.type == "drink_event"

    def mode_type(self, mode: int) -> str:
        m = self.modes[mode] if self.modes else None
        return (m.type if m and m.type else self.type)

    @property
    def text(self) -> str:
        if self.written_text:
            return self.written_text
        return TEXT[0](self)


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    description: str
    traits: tuple[str, ...]
    deck: tuple[tuple[str, int], ...]
    source: str = ""
    side_decks: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()

    def side_deck(self, name: str) -> list[str]:
        for n, cards_ in self.side_decks:
            if n == name:
                return list(_expanded(cards_))
        return []


@dataclass(frozen=True)
class PackReport:
    """What one owner pack did (cards.md §4): the ids it added and the ids it replaced,
    by kind; or, for a skipped pack, its problem in the words the log uses."""

    file: str
    added: tuple[str, ...] = ()
    overridden: tuple[str, ...] = ()
    characters: tuple[str, ...] = ()
    drink_decks: tuple[str, ...] = ()
    problem: str | None = None


def _pack_report(name: str, before: CardDB, after: CardDB) -> PackReport:
    added = tuple(sorted(c for c in after.cards if c not in before.cards))
    changed = tuple(sorted(c for c in before.cards if after.cards[c] is not before.cards[c]))
    chars = tuple(sorted(c for c in after.characters
                         if before.characters.get(c) is not after.characters[c]))
    decks = tuple(sorted(d for d in after.drink_decks
                         if before.drink_decks.get(d) is not after.drink_decks[d]))
    return PackReport(name, added, changed, chars, decks)


@dataclass
class CardDB:
    cards: dict[str, CardDef] = field(default_factory=dict)
    characters: dict[str, Character] = field(default_factory=dict)
    drink_decks: dict[str, tuple[tuple[str, int], ...]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    #: one report per owner pack file, loaded or skipped (the Settings list shows them)
    packs: list[PackReport] = field(default_factory=list)

    def get(self, card_id: str) -> CardDef:
        try:
            return self.cards[card_id]
        except KeyError:
            raise KeyError(f"unknown card id {card_id!r}") from None

    def character(self, cid: str) -> Character:
        try:
            return self.characters[cid]
        except KeyError:
            raise KeyError(f"unknown character {cid!r}") from None

    def deck_list(self, cid: str) -> list[str]:
        return list(_expanded(self.character(cid).deck))

    def drink_list(self, name: str = "classic") -> list[str]:
        return list(_expanded(self.drink_decks[name]))


#: decks as (card id, copies) -> every copy listed, for the decks met (a few dozen)
_EXPANDED: dict[tuple[tuple[str, int], ...], tuple[str, ...]] = {}


def _expanded(counts: tuple[tuple[str, int], ...]) -> tuple[str, ...]:
    """Every copy of a deck's cards in its order, listed once per deck: every game's
    set-up deals each player's deck and the Drinks."""
    got = _EXPANDED.get(counts)
    if got is None:
        if len(_EXPANDED) > 256:  # decks made up by tests or packs: kept few
            _EXPANDED.clear()
        got = _EXPANDED[counts] = tuple(c for c, n in counts for _ in range(n))
    return got


def _err(path: Path, card: str, fld: str, msg: str) -> CardDataError:
    return CardDataError(f"{path.name}: card {card!r}: field {fld!r}: {msg}")


def _parse_mode(path: Path, cid: str, raw: dict[str, Any]) -> Mode:
    effects = raw.get("effects", [])
    if not isinstance(effects, list):
        raise _err(path, cid, "effects", "must be a list of ops")
    for op in effects:
        problem = check("op", op)
        if problem:
            raise _err(path, cid, "effects", problem)
    rt = raw.get("responds_to")
    if rt is not None and check("condition", rt):
        raise _err(path, cid, "responds_to", f"unknown condition {rt!r}")
    target = raw.get("target", "none")
    if target not in TARGET_RULES:
        raise _err(path, cid, "target", f"must be one of {sorted(TARGET_RULES)}")
    mtype = raw.get("type")
    if mtype is not None and mtype not in all_card_types():
        raise _err(path, cid, "type", f"unknown type {mtype!r}")
    choose = raw.get("choose")
    if choose is not None and play_choice(str(choose)) is None:
        raise _err(path, cid, "choose", f"unknown play-time choice {choose!r}")
    costs = []
    for c in raw.get("costs", []):
        if not isinstance(c, dict) or not isinstance(c.get("kind"), str):
            raise _err(path, cid, "costs", "each cost is {kind = \"...\", amount = N}")
        kind = str(c["kind"])
        cost = COSTS.get(kind)
        if cost is None:
            raise _err(path, cid, "costs", f"unknown cost kind {kind!r}")
        bad = set(c) - {"kind", "amount", "effects", "instead"}
        if bad:
            raise _err(path, cid, "costs", f"unknown keys {sorted(bad)}")
        try:
            amount = cost.amount(c.get("amount", 0))
        except (TypeError, ValueError) as e:
            raise _err(path, cid, "costs", f"{kind}: {e}") from None
        ops = c.get("effects", [])
        for op in ops:
            problem = check("op", op)
            if problem:
                raise _err(path, cid, "costs", problem)
        costs.append(CostSpec(kind, amount, tuple(ops), bool(c.get("instead", False))))
    return Mode(tuple(effects), rt, target, mtype, raw.get("text", ""), tuple(costs), choose)


def parse_card(path: Path, raw: dict[str, Any], owner: str) -> CardDef:
    title = raw.get("title")
    if not isinstance(title, str) or not title:
        raise _err(path, "?", "title", "missing")
    cid = raw.get("id", slug(title))
    ctype = raw.get("type")
    if ctype not in all_card_types():
        raise _err(path, cid, "type", f"must be one of {sorted(all_card_types())}")
    modes: list[Mode] = []
    if "modes" in raw:
        for m in raw["modes"]:
            modes.append(_parse_mode(path, cid, m))
    elif "effects" in raw or "responds_to" in raw:
        modes.append(_parse_mode(path, cid, raw))
    drink = None
    if ctype == "drink":
        d = raw.get("drink", {})
        race = tuple((str(t), int(v.get("alcohol", 0)), int(v.get("fortitude", 0)))
                     for t, v in d.get("race", {}).items())
        kept = d.get("kept", [])
        for op in kept:
            problem = check("op", op)
            if problem:
                raise _err(path, cid, "drink.kept", problem)
        drink = DrinkStats(int(d.get("alcohol", 0)), int(d.get("fortitude", 0)),
                           int(d.get("draw", 0)), bool(d.get("chaser", False)),
                           bool(d.get("self_split", False)), race, tuple(kept))
    event = raw.get("event")
    if ctype == "drink_event" and check("drink_event", event):
        raise _err(path, cid, "event", f"unknown drink event {event!r}")
    data: dict[str, Any] = {}
    if ctype == "sea_event":
        data["counters"] = _sea_counters(path, cid, raw, modes)
    for key, read in card_fields().items():
        if key in raw:
            try:
                data[key] = read(raw[key])
            except (TypeError, ValueError) as e:
                raise _err(path, cid, key, str(e)) from None
    # a kit's own card types (a Mushroom, an Otto card) are not played like the others
    if ctype not in UNPLAYED_TYPES and ctype not in card_types() \
            and ctype not in VARIANT_TYPES and not modes:
        raise _err(path, cid, "effects", "a playable card needs effects")
    if "hook" in raw:
        raise _err(path, cid, "hook", "cards cannot name code hooks; describe what the card "
                   "does with effects (ops) from the effect vocabulary")
    return CardDef(
        id=cid, title=title, type=ctype, owner=owner,
        subtypes=tuple(raw.get("subtypes", [])), modes=tuple(modes), drink=drink,
        event=event, only_affected_by=tuple(raw.get("only_affected_by", [])),
        data=data,
        flavor=raw.get("flavor", ""), written_text=raw.get("text", "") if not modes else "",
        ai=dict(raw.get("ai", {})), source=raw.get("source", ""),
    )


def _sea_counters(path: Path, cid: str, raw: dict[str, Any], modes: list[Mode]) -> int:
    """A Sea Event shows 1-3 Progress Counters (placed after it resolves) and has effects
    (the variant resolves them as an Event: engine/variants/sea_events.py)."""
    n = raw.get("counters")
    if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 3:
        raise _err(path, cid, "counters", "a Sea Event shows 1 to 3 Progress Counters")
    if not modes:
        raise _err(path, cid, "effects", "a Sea Event needs effects")
    return n


def load_file(db: CardDB, path: Path) -> None:
    """Load one TOML deck file into `db`, all or nothing."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise CardDataError(f"{path.name}: {e}") from e
    owner = data.get("owner", "generic")
    new: dict[str, CardDef] = {}
    for raw in data.get("cards", []):
        c = parse_card(path, raw, owner)
        new[c.id] = c
    chars: dict[str, Character] = {}
    if "character" in data:
        ch = data["character"]
        deck = tuple((str(k), int(v)) for k, v in ch.get("deck", {}).items())
        sides = tuple((str(n), tuple((str(a), int(b)) for a, b in d.items()))
                      for n, d in ch.get("side_decks", {}).items())
        chars[ch["id"]] = Character(ch["id"], ch["name"], ch.get("description", ""),
                                    tuple(ch.get("traits", [])), deck, path.name, sides)
    decks = {str(k): tuple((str(a), int(b)) for a, b in v.items())
             for k, v in data.get("drink_decks", {}).items()}
    db.cards.update(new)
    db.characters.update(chars)
    db.drink_decks.update(decks)


def _check_refs(db: CardDB) -> None:
    for ch in db.characters.values():
        for cid, _ in list(ch.deck) + [c for _, d in ch.side_decks for c in d]:
            if cid not in db.cards:
                raise CardDataError(f"{ch.source}: character {ch.id!r}: deck names unknown card {cid!r}")
    for name, deck in db.drink_decks.items():
        for cid, _ in deck:
            if cid not in db.cards:
                raise CardDataError(f"drink deck {name!r} names unknown card {cid!r}")


_DB: CardDB | None = None


def check_pack(path: Path) -> None:
    from engine.pack_check import check_pack as check

    check(path)


def check_overrides(before: CardDB, after: CardDB) -> None:
    from engine.pack_check import check_overrides as check

    check(before, after)


def load_db(extra_dirs: list[Path] | None = None) -> CardDB:
    """Load the shipped cards, then owner packs (invalid packs are reported and skipped)."""
    db = CardDB()
    for path in sorted(DATA_DIR.rglob("*.toml")):
        load_file(db, path)
    _check_refs(db)
    for d in extra_dirs or []:
        for path in sorted(Path(d).glob("*.toml")):
            trial = CardDB(dict(db.cards), dict(db.characters), dict(db.drink_decks))
            try:
                check_pack(path)  # its size (engine/pack_check.py)
                load_file(trial, path)
                _check_refs(trial)
                check_overrides(db, trial)
            except Exception as e:  # noqa: BLE001 - whatever a damaged pack raises: skipped
                db.problems.append(f"card pack skipped: {e}")
                db.packs.append(PackReport(path.name, problem=db.problems[-1]))
                continue
            db.packs.append(_pack_report(path.name, db, trial))
            db.cards, db.characters, db.drink_decks = trial.cards, trial.characters, trial.drink_decks
    return db


def cards() -> CardDB:
    """The card database (shipped cards plus any owner packs), loaded once."""
    global _DB
    if _DB is None:
        _DB = load_db()
    return _DB


#: card ids by type, and the cards they were gathered from (see ``ids_of_type``)
_OF_TYPE: dict[str, tuple[str, ...]] = {}
_OF_TYPE_FROM: list[Any] = [None, -1]


def ids_of_type(kind: str) -> list[str]:
    """The ids of every card of type ``kind``, in the database's order: gathered once
    while the database holds the same cards (a variant's set-up asks every game, and
    the load check starts a game on every first load)."""
    known = cards().cards
    if _OF_TYPE_FROM[0] is not known or _OF_TYPE_FROM[1] != len(known):
        _OF_TYPE.clear()
        _OF_TYPE_FROM[:] = [known, len(known)]
    got = _OF_TYPE.get(kind)
    if got is None:
        got = _OF_TYPE[kind] = tuple(c.id for c in known.values() if c.type == kind)
    return list(got)


def use_packs(dirs: list[Path]) -> list[str]:
    """Reload the cards with owner packs from `dirs`; return the packs' problems.

    cards.md §4: packs add or override cards and decks by id; an invalid pack is
    reported and skipped.
    """
    global _DB
    _DB = load_db([d for d in dirs if Path(d).is_dir()])
    for clear in ON_RELOAD:
        clear()
    return list(_DB.problems)
