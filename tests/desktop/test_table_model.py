"""Issue 29: what the table shows is a plain-data model (rdi_desktop/table_model.py),
built from a real engine snapshot and the scene's UI state with no window: each mat,
each team plate, the centre and the hand say what the rules put there (003's modes:
teammates see each other's hands, the Boss's Actions, Otto's tracks)."""

from __future__ import annotations

import random
import subprocess
import sys
from typing import Any

from engine.game import Game, new_game
from engine.prompts import Option, Prompt
from engine.seats import RandomSeat
from rdi_desktop.bridge import public_view
from rdi_desktop.layout import layout_style, seat_mats, table_layout
from rdi_desktop.table_model import TableModel, TableUi, boss_actions, build_table
from rdi_desktop.table_setup import variant_setup


def _game(mode: str, n: int, steps: int = 0, options: dict[str, bool] | None = None,
          seed: int = 11) -> Game:
    """A real game of ``mode`` played by random seats for ``steps`` decisions."""
    setup, _kinds, seed = variant_setup(mode, n, seed=seed, options=options)
    game = new_game(setup, seed)
    seats = [RandomSeat(7 + i) for i in range(len(game.state.players))]
    for _ in range(steps):
        p = game.pending()
        if p is None:
            break
        game.apply(seats[p.seat].decide({}, p))
    return game


def _ui(view: dict[str, Any], viewer: int = 0, **kw: Any) -> TableUi:
    players = view["players"]
    style = layout_style(view.get("mode"), players, viewer)
    lay = table_layout((1280, 720), len(players), 1.0, style)
    return TableUi(viewer=viewer, humans=frozenset({viewer}),
                   positions=tuple(seat_mats(style, players, viewer)), style=lay.style,
                   wide=frozenset(lay.wide), **kw)


def _model(game: Game, viewer: int = 0, **kw: Any) -> tuple[dict[str, Any], TableModel]:
    view = public_view(game)
    return view, build_table(view, _ui(view, viewer, **kw))


def test_a_standard_table_shows_one_mat_per_seat_and_the_centre() -> None:
    game = _game("standard", 4, steps=60)
    view, m = _model(game, markers={(1, "fortitude"): 13.0, (1, "alcohol"): 4.0})
    assert [i.seat for i in m.mats] == [0, 1, 2, 3]
    assert [i.player["name"] for i in m.mats] == [p["name"] for p in view["players"]]
    assert [i.viewer for i in m.mats] == [True, False, False, False]
    assert [i.active for i in m.mats] == [s == view["active"] for s in range(4)]
    assert (m.mats[1].fort, m.mats[1].alc) == (13.0, 4.0)  # the animated markers
    assert m.plates == () and not any(i.team for i in m.mats)
    assert all(i.tag == "" and i.hand is None for i in m.mats)
    c = m.centre
    assert (c.deck, c.inn, c.pot) == (view["drink_deck_size"], view["inn"], view["pot"])
    assert c.discard == tuple(view["drink_discard"]) and c.variants == ()


def test_team_games_draw_plates_and_show_a_teammates_hand() -> None:
    """003 Two-Headed Dragon: a team's shared track on its plate; teammates look at
    each other's hands (the mat shows it face up), never at the other team's."""
    game = _game("two-headed-dragon", 4, steps=30)
    view = public_view(game)
    hands = {s: list(game.state.players[s].hand) for s in range(4)}
    m = build_table(view, _ui(view, 0, hands=hands))
    assert all(i.team for i in m.mats)
    assert len(m.plates) == 2
    teams = view["teams"]
    mine = view["players"][0]["team"]
    for _k, plate in m.plates:
        members = [p["name"] for p in view["players"] if p["team"] == plate.team]
        assert sorted(plate.members) == sorted(members)
        assert plate.mine == (plate.team == mine)
        assert plate.potions == int(teams[plate.team].get("potions", 0))
    mate = next(s for s in range(1, 4) if view["players"][s]["team"] == mine)
    assert m.mats[mate].hand == tuple(hands[mate]) and m.mats[mate].hand_label
    assert all(m.mats[s].hand is None for s in range(4) if s != mate)


def test_the_replays_open_view_shows_every_known_hand() -> None:
    game = _game("standard", 3, steps=10)
    view = public_view(game)
    hands = {s: list(game.state.players[s].hand) for s in range(3)}
    m = build_table(view, _ui(view, 0, hands=hands, open_hands=True, hand_label="Hand"))
    assert [i.hand for i in m.mats] == [None, tuple(hands[1]), tuple(hands[2])]
    assert m.mats[1].hand_label == "Hand"


def test_boss_battle_tags_the_boss_and_counts_her_actions() -> None:
    """003 Boss Battle: the Boss's mat says BOSS and lays out X Actions (1 or 2 on her
    first turn)."""
    game = _game("boss-battle", 4)
    view, m = _model(game)
    boss = next(s for s, p in enumerate(view["players"]) if p.get("boss"))
    assert m.mats[boss].tag == "BOSS"
    assert m.mats[boss].actions_allowed == boss_actions(view) == 2
    assert all(m.mats[s].tag == "" for s in range(4) if s != boss)
    view["turn_number"] = 5
    assert boss_actions(view) == 3


def test_leaders_and_lackeys_tags_every_mat() -> None:
    game = _game("leaders-and-lackeys", 6)
    view, m = _model(game)
    assert [i.tag for i in m.mats] == ["LEADER" if p.get("boss") else "LACKEY"
                                       for p in view["players"]]


def test_ottos_mat_has_a_track_per_other_player() -> None:
    game = _game("otto", 2)
    view, m = _model(game)
    otto = next(i for i in m.mats if i.player.get("automaton"))
    people = tuple(p["name"] for p in view["players"] if not p.get("automaton"))
    assert otto.track_names == people and len(people) == 2
    assert all(i.track_names == () for i in m.mats if not i.player.get("automaton"))


def test_a_target_prompt_lights_the_mats_it_offers() -> None:
    game = _game("standard", 4)
    view = public_view(game)
    names = [p["name"] for p in view["players"]]
    pr = Prompt(0, "target", (Option(player=names[2]), Option(player=names[3])), {})
    m = build_table(view, _ui(view, 0, prompt=(0, pr), hover_mat=3))
    assert dict(m.lit_mats) == {2: 0, 3: 1}
    assert [i.targetable for i in m.mats] == [False, False, True, True]
    assert [i.hovered for i in m.mats] == [False, False, False, True]


def test_the_hand_says_what_is_lit_and_what_is_picked() -> None:
    """A discard prompt: every card is lit; the picked ones are marked "discard"; a card
    being aimed is marked "aiming" and lights its targets (-1: no option of their own)."""
    game = _game("standard", 3)
    p = game.pending()
    assert p is not None
    hand = list(game.state.players[p.seat].hand)
    view = public_view(game)
    cards = tuple(Option(card=c) for c in hand)
    pr = Prompt(p.seat, "discard", cards, {})
    m = build_table(view, _ui(view, p.seat, prompt=(p.seat, pr), hands={p.seat: hand},
                              discard_pick=frozenset({1, 2})))
    assert m.hand.cards == tuple(hand) and m.hand.legal == frozenset(range(len(hand)))
    assert (m.hand.picked, m.hand.mark) == (frozenset({1, 2}), "discard")
    other = build_table(view, _ui(view, (p.seat + 1) % 3, prompt=(p.seat, pr)))
    assert other.hand.legal is None  # not the viewer's prompt: nothing dimmed
    action = Prompt(p.seat, "action", (Option(card="dont-call-me-cute"),), {})
    aimed = build_table(view, _ui(view, p.seat, prompt=(p.seat, action), aiming=(0, 0),
                                  hands={p.seat: hand}))
    assert (aimed.hand.picked, aimed.hand.mark) == (frozenset({0}), "aiming")
    assert aimed.lit_mats and set(aimed.lit_mats.values()) == {-1}
    assert p.seat not in aimed.lit_mats


def test_the_centre_lists_the_cards_being_resolved() -> None:
    game = _game("standard", 3)
    view = public_view(game)
    names = [p["name"] for p in view["players"]]
    drink = next(c for c in game.state.drink_deck)
    view["drinks"] = [{"drinker": 1, "cards": [drink, drink], "ignored": True}]
    view["stack"] = [{"card": "dont-call-me-cute", "owner": 2, "negated": True},
                     {"card": "too-much-steam", "owner": 2}]
    view["gambling"] = {"controller": 2, "in_round": [0, 2]}
    m = build_table(view, _ui(view, 0))
    assert m.centre.entries == ((drink, f"for {names[1]}", True), (drink, "+ chaser", True),
                                ("dont-call-me-cute", names[2], True),
                                ("too-much-steam", "+ Gear", False))
    assert m.centre.gambling and m.centre.controller == names[2]
    assert [i.controller for i in m.mats] == [False, False, True]
    assert [i.in_round for i in m.mats] == [True, False, True]


def test_the_model_needs_no_display() -> None:
    """The builder imports no pygame: it runs where there is no window at all."""
    code = ("import sys, rdi_desktop.table_model as t; "
            "assert 'pygame' not in sys.modules, 'pygame imported'; print(t.build_table)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr


def test_random_tables_in_every_mode_build() -> None:
    """Several real snapshots per mode and variant: one mat per seat, in seat order, and
    every seat's mat at its own position."""
    rng = random.Random(5)
    for mode, n, opts in (("standard", 5, {"prize": True}), ("two-headed-boss-battle", 4, {}),
                          ("standard", 4, {"pub_crawl": True, "sea_events": True}),
                          ("leaders-and-lackeys", 8, {})):
        game = _game(mode, n, steps=rng.randrange(20, 80), options=opts)
        view, m = _model(game, viewer=rng.randrange(n))
        assert [i.seat for i in m.mats] == list(range(len(view["players"])))
        assert len(m.plates) == (len(view["players"]) // 2 if view.get("teams") else 0)
