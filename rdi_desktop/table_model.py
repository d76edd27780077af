"""What the table shows, as plain data: each mat, each team plate, the centre and the
hand, built from the presenter's displayed snapshot and the scene's UI state.

Kept apart from the drawing so that what a mat or the centre says can be checked from a
real engine snapshot without a window: nothing here draws or needs a display. The drawing
(:mod:`rdi_desktop.scenes.table_drawing`) turns a :class:`TableModel` into pixels.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.prompts import Prompt
from rdi_desktop import reach
from rdi_desktop.looks import STACK_CAPTIONS

#: mode -> the tag on a boss player's mat (and on the others')
BOSS_TAG = {"boss-battle": ("BOSS", ""), "two-headed-boss-battle": ("BOSS", ""),
            "leaders-and-lackeys": ("LEADER", "LACKEY")}
#: what a face-up hand on a mat is called (the replay's open view says "Hand")
MATE_HAND_LABEL = "Hand (teammate)"


@dataclass
class MatInfo:
    """What one player's mat shows."""

    seat: int
    player: dict[str, Any]
    fort: float
    alc: float
    active: bool
    controller: bool
    in_round: bool
    viewer: bool
    targetable: bool = False
    hovered: bool = False
    glow: float = 0.0
    #: a team game: the team's plate shows the shared stats (no track, no gold here)
    team: bool = False
    #: a wide mat (the Boss across the table) lays out her Actions this turn
    wide: bool = False
    actions: tuple[str, ...] = ()
    actions_allowed: int = 0
    #: a teammate's hand the viewer may see (face up, small)
    hand: tuple[str, ...] | None = None
    #: what the face-up hand on the mat is called (a teammate's, or any in a replay)
    hand_label: str = MATE_HAND_LABEL
    #: the viewer's own OWNER zones on their own mat, face up to them (zone key, cards):
    #: Petra's Plotted cards (rdi_desktop/bridge.py owner_zones)
    owned: tuple[tuple[str, tuple[str, ...]], ...] | None = None
    #: card ids a click answers now (Patients to treat, Plotted Schemes, Prizes)
    lit: frozenset[str] = frozenset()
    #: Otto: the other players' names (one track each)
    track_names: tuple[str, ...] = ()
    tag: str = ""
    #: the team's Potion Tokens on a mat without a team plate (Boss Battle)
    potions: int | None = None
    potion_lit: bool = False
    potion_hover: bool = False
    #: tokens other characters put on this mat (Remy's Mark), as words on small plates
    badges: tuple[str, ...] = ()


@dataclass
class PlateInfo:
    """What one team's plate shows (the team's shared track, gold and Potions)."""

    team: str
    members: tuple[str, ...]
    fort: float
    alc: float
    gold: int
    potions: int
    potion_lit: bool = False
    potion_hover: bool = False
    active: bool = False
    mine: bool = False
    boss: bool = False


@dataclass(frozen=True)
class HandInfo:
    """The viewer's hand fan: the cards, which are lit (None: no prompt, none dimmed),
    the ones picked (to discard, or the one being aimed) and how those are marked."""

    cards: tuple[str, ...]
    legal: frozenset[int] | None
    hovered: int | None
    picked: frozenset[int]
    mark: str
    #: a hand held but not shown (a public question in hot-seat hides every hand):
    #: how many cards, drawn as card backs
    hidden: int = 0


@dataclass(frozen=True)
class CentreInfo:
    """The centre of the table: the Drink Deck and its discard, the Inn and the pot,
    who controls the gambling, the cards being resolved (card, caption, crossed out)
    and the variants whose table widgets are on (their option ids)."""

    deck: int
    discard: tuple[str, ...]
    inn: int
    pot: int
    gambling: bool
    controller: str | None
    entries: tuple[tuple[str, str, bool], ...]
    variants: tuple[str, ...]


@dataclass(frozen=True)
class TableUi:
    """The scene's state that the table's look depends on besides the snapshot."""

    viewer: int
    #: the seats a person plays (their anytime cards light on their own mat)
    humans: frozenset[int]
    #: seat -> the mat (index into the layout's mats) it sits at
    positions: tuple[int, ...]
    #: the layout style ("teams" draws a plate per team, no track on the mats)
    style: str = "ring"
    #: mat indexes laid out wide (the Boss across the table)
    wide: frozenset[int] = frozenset()
    #: (seat, "fortitude" | "alcohol") -> the marker where it is drawn now (animated)
    markers: Mapping[tuple[int, str], float] = field(default_factory=dict)
    glow: Mapping[int, float] = field(default_factory=dict)
    turn_actions: Mapping[int, Sequence[str]] = field(default_factory=dict)
    #: seat -> its private channels (its own Plotted cards)
    private: Mapping[int, Mapping[str, Any]] = field(default_factory=dict)
    #: the hands the screen knows (the viewer's; the hot-seat players')
    hands: Mapping[int, Sequence[str]] = field(default_factory=dict)
    #: every known hand face up on its mat (the replay's open view), not only teammates'
    open_hands: bool = False
    hand_label: str = MATE_HAND_LABEL
    #: every hand is hidden from the screen now (a public question asked in hot-seat)
    masked: bool = False
    #: the prompt on screen: (seat asked, the prompt), or None
    prompt: tuple[int, Prompt] | None = None
    #: a hand card picked to play but not yet aimed: (hand index, option index)
    aiming: tuple[int, int] | None = None
    discard_pick: frozenset[int] = frozenset()
    hover_mat: int | None = None
    #: the mat spot under the mouse: (card, tag, seat)
    hover_spot: tuple[str | None, str, int] | None = None
    hover_index: int | None = None
    #: the viewer's anytime cards lit on their mat: (player view, private) -> card ids
    anytime: Callable[[dict[str, Any], Mapping[str, Any]], set[str]] | None = None
    #: kits' tokens on other players' mats: (view, seat) -> words
    badges: Callable[[dict[str, Any], int], tuple[str, ...]] | None = None


@dataclass(frozen=True)
class TableModel:
    """Everything the table shows, by part: mats by seat, plates by plate index."""

    mats: tuple[MatInfo, ...]
    plates: tuple[tuple[int, PlateInfo], ...]
    centre: CentreInfo
    hand: HandInfo
    #: seat -> the option a click on its mat answers (-1: aims the picked card)
    lit_mats: Mapping[int, int]


# -- the prompt's clicks -----------------------------------------------------------
def card_options(prompt: Prompt, hand: Sequence[str]) -> dict[int, int]:
    """hand index -> option index for options answered by clicking a card."""
    return reach.hand_clicks(prompt, list(hand))


def mat_options(prompt: Prompt, players: Sequence[dict[str, Any]]) -> dict[int, int]:
    """seat -> option index for options answered by clicking a mat."""
    names = [p["name"] for p in players]
    out: dict[int, int] = {}
    for i, o in enumerate(prompt.options):
        if o.player and not o.card and o.player in names:
            out[names.index(o.player)] = i
    return out


def aim_seats(prompt: tuple[int, Prompt] | None, aiming: tuple[int, int] | None,
              players: Sequence[dict[str, Any]]) -> list[int]:
    """The mats a picked card can be aimed at."""
    if aiming is None or prompt is None:
        return []
    seat, pr = prompt
    card = pr.options[aiming[1]].card
    kind = reach.aim_kind(str(card)) or "another"
    return reach.aim_seats(list(players), seat, kind)


def lit_mats(prompt: tuple[int, Prompt] | None, aiming: tuple[int, int] | None,
             players: Sequence[dict[str, Any]]) -> dict[int, int]:
    """The mats lit as answers: the prompt's players, and a picked card's targets."""
    out = mat_options(prompt[1], players) if prompt is not None else {}
    for seat in aim_seats(prompt, aiming, players):
        out.setdefault(seat, -1)
    return out


def boss_actions(view: dict[str, Any]) -> int:
    """How many Actions the Boss may play this turn (003 "Boss Battle"): X, the
    number of Challengers; on her first turn 1 with two Challengers, else 2."""
    x = len([pl for pl in view.get("players", []) if not pl.get("boss")])
    if int(view.get("turn_number", 0) or 0) <= 1:
        return 1 if x == 2 else 2
    return x


# -- the builder -------------------------------------------------------------------
def build_table(view: dict[str, Any], ui: TableUi,
                variants: Sequence[str] = ()) -> TableModel:
    """What the table shows for ``view`` (the presenter's displayed snapshot) and the
    scene's ``ui`` state; ``variants`` are the option ids whose widgets are on."""
    players = list(view.get("players", []))
    lit = lit_mats(ui.prompt, ui.aiming, players)
    return TableModel(mats=tuple(_mats(view, ui, lit)), plates=tuple(_plates(view, ui)),
                      centre=centre_info(view, variants), hand=_hand(ui, view), lit_mats=lit)


def _viewer_team(view: dict[str, Any], viewer: int) -> Any:
    players = view.get("players", [])
    return players[viewer].get("team") if view.get("teams") and viewer < len(players) \
        else None


def _lit_cards(view: dict[str, Any], ui: TableUi) -> dict[int, set[str]]:
    """seat -> the cards on its mat a click answers now: the prompt's (a Patient to
    treat, a Scheme, a Prize) and the viewer's anytime cards."""
    lit: dict[int, set[str]] = {}
    if ui.prompt is not None:
        seat, pr = ui.prompt
        for o in pr.options:
            if o.card and o.label in reach.mat_labels():
                lit.setdefault(seat, set()).add(o.card)
    players = view.get("players", [])
    if _anytime_live(view, ui) and ui.anytime is not None:
        lit.setdefault(ui.viewer, set()).update(
            ui.anytime(players[ui.viewer], ui.private.get(ui.viewer, {})))
    return lit


def _anytime_live(view: dict[str, Any], ui: TableUi) -> bool:
    return ui.viewer in ui.humans and not view.get("over") \
        and ui.viewer < len(view.get("players", []))


def _potion_seat(view: dict[str, Any], ui: TableUi) -> int | None:
    """The viewer's seat when their team has a Potion to drink now (lit on mat/plate)."""
    team = _viewer_team(view, ui.viewer)
    teams = view.get("teams") or {}
    if _anytime_live(view, ui) and team and int((teams.get(team) or {}).get("potions", 0)) > 0:
        return ui.viewer
    return None


def _potion_hover(ui: TableUi, seat: int) -> bool:
    return bool(ui.hover_spot and ui.hover_spot[1] == "potion" and ui.hover_spot[2] == seat)


def _mats(view: dict[str, Any], ui: TableUi, lit_mats: Mapping[int, int]) -> list[MatInfo]:
    players = view.get("players", [])
    gm = view.get("gambling") if isinstance(view.get("gambling"), dict) else None
    teams = view.get("teams") or {}
    mode = str(view.get("mode") or "standard")
    viewer_team = _viewer_team(view, ui.viewer)
    lit = _lit_cards(view, ui)
    potion_seat = _potion_seat(view, ui)
    boss_tag, other_tag = BOSS_TAG.get(mode, ("", ""))
    track_names = tuple(pl.get("name", "") for pl in players if not pl.get("automaton"))
    out = []
    for seat, pl in enumerate(players):
        idx = ui.positions[seat]
        team = pl.get("team")
        in_team = bool(teams) and team in teams
        wide = idx in ui.wide
        info = MatInfo(
            seat=seat, player=pl, fort=ui.markers.get((seat, "fortitude"), 0.0),
            alc=ui.markers.get((seat, "alcohol"), 0.0), active=view.get("active") == seat,
            controller=bool(gm and gm.get("controller") == seat),
            in_round=bool(gm and seat in (gm.get("in_round") or [])),
            viewer=idx == 0 and (seat in ui.humans),
            targetable=seat in lit_mats, hovered=ui.hover_mat == seat and seat in lit_mats,
            glow=ui.glow.get(seat, 0.0), team=ui.style == "teams",
            wide=wide, hand=mat_hand(ui, seat, in_team and team == viewer_team),
            hand_label=ui.hand_label, owned=_owned(ui, seat),
            lit=frozenset(lit.get(seat, set())),
            track_names=track_names if pl.get("automaton") else (),
            tag=(boss_tag if pl.get("boss") else other_tag) if boss_tag else "",
            badges=ui.badges(view, seat) if ui.badges is not None else ())
        if wide or (pl.get("boss") and mode == "boss-battle"):
            info.actions = tuple(ui.turn_actions.get(seat, [])) \
                if view.get("active") == seat else ()
            info.actions_allowed = boss_actions(view)
        if in_team and ui.style != "teams":
            info.potions = int(teams[team].get("potions", 0))
            info.potion_lit = potion_seat == seat
            info.potion_hover = _potion_hover(ui, seat)
        out.append(info)
    return out


def mat_hand(ui: TableUi, seat: int, teammate: bool) -> tuple[str, ...] | None:
    """The hand drawn face up on ``seat``'s mat: a teammate's (003: teammates look at
    each other's hands); the replay's open view shows every known hand this way."""
    if seat != ui.viewer and seat in ui.hands and (teammate or ui.open_hands):
        return tuple(ui.hands[seat])
    return None


def _owned(ui: TableUi, seat: int) -> tuple[tuple[str, tuple[str, ...]], ...] | None:
    """The viewer's own OWNER zones (face-down to the others) shown face up to them,
    through the one generic private channel (rdi_desktop/bridge.py owner_zones)."""
    if seat == ui.viewer and seat in ui.private:
        return tuple((k, tuple(v)) for k, v in ui.private[seat].items())
    return None


def _plates(view: dict[str, Any], ui: TableUi) -> list[tuple[int, PlateInfo]]:
    """One plate per team, when the layout draws them (two mats per plate)."""
    if ui.style != "teams":
        return []
    players = view.get("players", [])
    teams = view.get("teams") or {}
    pos = ui.positions
    viewer_team = _viewer_team(view, ui.viewer)
    potion_seat = _potion_seat(view, ui)
    potion_team = players[potion_seat].get("team") if potion_seat is not None else None
    out = []
    for k in range((max(pos, default=-1) + 2) // 2):
        seats = sorted((q for q in range(len(players)) if pos[q] in (2 * k, 2 * k + 1)),
                       key=lambda q: pos[q])
        if not seats:
            continue
        team = players[seats[0]].get("team")
        rec = teams.get(team, {})
        first = seats[0]
        out.append((k, PlateInfo(
            team=str(team), members=tuple(str(players[q].get("name")) for q in seats),
            fort=ui.markers.get((first, "fortitude"), 0.0),
            alc=ui.markers.get((first, "alcohol"), 0.0),
            gold=int(rec.get("gold", players[first].get("gold", 0))),
            potions=int(rec.get("potions", 0)),
            potion_lit=potion_team is not None and team == potion_team,
            potion_hover=_potion_hover(ui, first),
            active=view.get("active") in seats, mine=team == viewer_team,
            boss=any(players[q].get("boss") for q in seats))))
    return out


def _hand(ui: TableUi, view: dict[str, Any]) -> HandInfo:
    players = view.get("players") or []
    held = players[ui.viewer].get("hand_size", 0) if 0 <= ui.viewer < len(players) else 0
    cards = tuple(ui.hands.get(ui.viewer, []))
    hidden = int(held or 0) if ui.masked and not cards else 0
    legal = None
    if ui.prompt is not None and ui.prompt[0] == ui.viewer:
        legal = frozenset(card_options(ui.prompt[1], ui.hands.get(ui.viewer, [])))
    return HandInfo(cards=cards, legal=legal, hovered=ui.hover_index, hidden=hidden,
                    picked=frozenset({ui.aiming[0]}) if ui.aiming else ui.discard_pick,
                    mark="aiming" if ui.aiming else "discard")


def centre_info(view: dict[str, Any], variants: Sequence[str] = ()) -> CentreInfo:
    """What the centre shows (the piles, the gold, the cards being resolved)."""
    names = [pl.get("name", "?") for pl in view.get("players", [])]
    gm = view.get("gambling")
    ctrl = None
    if isinstance(gm, dict) and gm.get("controller") is not None:
        try:
            ctrl = names[int(gm["controller"])]
        except (IndexError, ValueError, TypeError):
            ctrl = None
    return CentreInfo(
        deck=int(view.get("drink_deck_size", 0)), discard=tuple(view.get("drink_discard", [])),
        inn=int(view.get("inn", 0)), pot=int(view.get("pot", 0)), gambling=gm is not None,
        controller=ctrl, entries=tuple(stack_entries(view, names)), variants=tuple(variants))


def stack_entries(view: dict[str, Any], names: Sequence[str],
                  card_type: Callable[[str], str] | None = None
                  ) -> list[tuple[str, str, bool]]:
    """The cards being resolved, in drawing order: the Drinks in play (the first of each
    captioned with its drinker, its chasers "+ chaser"), then the pending stack (each
    with its owner; a Gear joined to its Device says so); crossed out: ignored or
    negated."""
    kind_of = card_type or _card_type
    entries: list[tuple[str, str, bool]] = []
    for d in view.get("drinks", []):
        for j, c in enumerate(d.get("cards", [])):
            who = names[d["drinker"]] if isinstance(d.get("drinker"), int) \
                and d["drinker"] < len(names) else ""
            entries.append((c, ("for " + who) if j == 0 and who else "+ chaser",
                            bool(d.get("ignored"))))
    for it in view.get("stack", []):
        owner = it.get("owner")
        who = names[owner] if isinstance(owner, int) and owner < len(names) else ""
        # a kit's card joined to the card it came with (a Gear to its Device), by its type
        who = STACK_CAPTIONS.get(kind_of(it["card"]), who)
        entries.append((it["card"], who, bool(it.get("negated"))))
    return entries


def _card_type(card_id: str) -> str:
    from engine.cards import cards

    try:
        return cards().get(card_id).type
    except Exception:  # noqa: BLE001 - an unknown id draws as a blank card
        return "unknown"
