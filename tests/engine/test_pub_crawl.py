"""The Pub Crawl beyond the scenarios (tests/scenarios/pub_crawl/): set-up, Otto never
Crawling, Tavern Events with Champions in team games, the face-down tavern decks, kept
Drinks over later turns, a save taken at a Crawl, and thousands of random-seat games."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from engine.ai.determinize import sample_state
from engine.cards import cards
from engine.game import Game, new_game
from engine.invariants import baseline, violations
from engine.scenario import build
from engine.seats import RandomSeat
from engine.variants import pub_crawl as pc
from tests.engine.checked_games import play_checked, play_on_together

OPT = {"pub_crawl": True}


def test_setup_lays_out_the_rdi_and_five_taverns_with_the_pawn_at_the_rdi() -> None:
    seen: set[str] = set()
    for seed in range(12):
        g = new_game({"players": [{"name": "A", "character": "jett"},
                                  {"name": "B", "character": "lucky"}], "options": OPT},
                     seed).state
        cr = g.variants["pub_crawl"]
        assert cr["at"] == pc.RDI and cr["taverns"][0] == pc.RDI and len(cr["taverns"]) == 6
        for t in cr["taverns"][1:]:
            assert sorted(cr["decks"][t]) == sorted(cards().drink_list(t))  # 6 cards each
            assert len(cr["decks"][t]) == 6
        classic = set(cards().drink_list("classic"))
        assert all(p.drink_me and p.drink_me[0] in classic for p in g.players)  # from the RDI
        seen.update(cr["taverns"][1:])
    assert len(seen) == 6  # each of the six taverns gets laid out in some game


def _chaser_game(mode: str, players: list[dict[str, Any]], first: str) -> Game:
    return build({"seed": 5, "mode": mode, "options": OPT, "players": players,
                  "drink_deck": ["light-ale-with-a-chaser", "dark-ale", "water", "wine"],
                  "pub_crawl": {"taverns": ["startusks", "the-scurvy-dog"]},
                  "start": {"player": first, "phase": "drink"}})


def test_a_tavern_event_hits_both_of_ottos_tracks() -> None:
    fill = ["gambling-im-in"] * 6
    game = build({
        "seed": 5, "mode": "otto", "options": OPT,
        "players": [{"name": "Jett", "character": "jett", "hand": [], "deck": fill,
                     "drink_me": ["light-ale-with-a-chaser", "dark-ale"]},
                    {"name": "Lucky", "character": "lucky", "hand": [], "deck": fill,
                     "drink_me": ["light-ale"]}],
        "drink_deck": ["water"] * 4,
        "pub_crawl": {"taverns": ["the-scurvy-dog", "startusks"]},
        "start": {"player": "Jett", "phase": "drink"}})
    while (p := game.pending()) is not None and game.state.variants["pub_crawl"]["at"] == pc.RDI:
        if p.context.get("reason") == "crawl":
            game.apply({"card": "the-scurvy-dog"})
            continue
        game.apply(p.options[-1] if p.kind == "respond" else p.options[0])
    while (p := game.pending()) is not None and p.kind == "respond":
        game.apply(p.options[-1])
    tracks = game.state.players[0].state["tracks"]  # Otto sits first
    assert tracks["Jett"]["fortitude"] == 5 and tracks["Lucky"]["fortitude"] == 5


def test_otto_never_crawls() -> None:
    fill = ["gambling-im-in"] * 6
    game = build({
        "seed": 5, "mode": "otto", "options": OPT,
        "players": [{"name": "Jett", "character": "jett", "hand": [], "deck": fill,
                     "drink_me": ["light-ale"]},
                    {"name": "Lucky", "character": "lucky", "hand": [], "deck": fill,
                     "drink_me": ["light-ale"]}],
        "drink_deck": ["light-ale-with-a-chaser", "dark-ale", "water", "wine"],
        "pub_crawl": {"taverns": ["startusks", "the-scurvy-dog"]},
        "start": {"player": "Otto", "phase": "drink"}})
    while (p := game.pending()) is not None and game.state.active == 0:
        assert p.context.get("reason") != "crawl"
        game.apply(p.options[-1] if p.kind == "respond" else p.options[0])
    assert game.state.variants["pub_crawl"]["at"] == pc.RDI


def test_a_tavern_event_in_a_team_game_hits_only_the_champions() -> None:
    fill = ["gambling-im-in"] * 6
    players = [{"name": n, "character": c, "team": t, "hand": [], "deck": fill,
                "drink_me": ["light-ale-with-a-chaser", "dark-ale"] if n == "A" else []}
               for n, c, t in (("A", "jett", "T1"), ("B", "lucky", "T1"),
                               ("C", "dale", "T2"), ("D", "terci", "T2"))]
    game = _chaser_game("two-headed-dragon", players, "A")
    asked = []
    while (p := game.pending()) is not None and game.state.phase == "drink":
        if p.context.get("reason") == "crawl":
            game.apply({"card": "the-scurvy-dog"})
            continue
        if p.context.get("reason") == "champion":
            asked.append(p.seat)
        game.apply(p.options[-1] if p.kind == "respond" else p.options[0])
    assert game.state.variants["pub_crawl"]["at"] == "the-scurvy-dog"
    assert asked  # each team chose its Champion for the Tavern Event
    lost = {t: 20 - rec["fortitude"] for t, rec in game.state.teams.items()}
    assert lost == {"T1": 1, "T2": 1}  # one Champion per team lost 1, once per team


def test_tavern_decks_are_face_down_to_everyone() -> None:
    game = new_game({"players": [{"name": "A", "character": "jett"},
                                 {"name": "B", "character": "lucky"}], "options": OPT}, 4)
    g = game.state
    view = game.view(0)["crawl"]
    assert "decks" not in view and all(n == 6 for n in view["deck_sizes"].values())
    red = game.redacted(0)
    for deck in red["snapshot"]["variants"]["pub_crawl"]["decks"].values():
        assert deck == ["?"] * 6
    sampled = sample_state(red, random.Random(2)).state.variants["pub_crawl"]["decks"]
    for t, deck in g.variants["pub_crawl"]["decks"].items():
        assert sorted(sampled[t]) == sorted(deck)


def test_a_kept_drink_works_each_turn_and_leaves_with_its_keeper() -> None:
    fill = ["gambling-im-in"] * 8
    game = build({
        "seed": 5, "mode": "standard", "options": OPT,
        "players": [{"name": "Ygella", "character": "ygella", "hand": [], "deck": fill,
                     "drink_me": ["old-fae-shioned"], "alcohol": 0},
                    {"name": "Jett", "character": "jett", "hand": [], "deck": fill,
                     "drink_me": ["light-ale"] * 3}],
        "drink_deck": ["water"] * 10, "pub_crawl": {"taverns": ["the-star-mole-drinking-hole"]},
        "start": {"player": "Ygella", "phase": "drink"}})
    g = game.state
    seat = RandomSeat(1)
    turns = g.turn_number
    while g.turn_number < turns + 2:  # Ygella's drink, Jett's turn, Ygella's next turn begins
        p = game.pending()
        assert p is not None
        game.apply(p.options[-1] if p.kind in ("respond", "action") else seat.decide({}, p))
    while g.phase == "begin":
        p = game.pending()
        assert p is not None
        game.apply(p.options[-1] if p.kind in ("respond", "action") else seat.decide({}, p))
    ygella = g.players[0]
    assert ygella.state["kept"] == ["old-fae-shioned"]
    assert ygella.alcohol == 3 - 1  # +3 drunk, then 1 less at the beginning of her turn
    base = baseline(g)
    from engine.flow.elimination import _out

    _out(g, 0, "passed_out")
    assert "kept" not in ygella.state
    assert g.variants["pub_crawl"]["discards"]["the-star-mole-drinking-hole"] == ["old-fae-shioned"]
    assert violations(g, base) == []


def test_a_game_saved_at_a_crawl_asks_it_again_after_loading() -> None:
    fill = ["gambling-im-in"] * 6
    game = _chaser_game("standard", [
        {"name": "A", "character": "jett", "hand": [], "deck": fill,
         "drink_me": ["light-ale-with-a-chaser", "dark-ale"]},
        {"name": "B", "character": "lucky", "hand": [], "deck": fill, "drink_me": []}], "A")
    while (p := game.pending()) is not None and p.context.get("reason") != "crawl":
        game.apply(p.options[-1] if p.kind == "respond" else p.options[0])
    assert p is not None
    again = Game.from_json(game.to_json())
    q = again.pending()
    assert q is not None and q == p
    again.apply({"card": "the-scurvy-dog"})
    game.apply({"card": "the-scurvy-dog"})
    assert again.to_json() == game.to_json()


def test_random_games_with_the_pub_crawl_in_every_mode_keep_every_invariant() -> None:
    crawls = 0
    for seed in range(60):
        game = play_checked(seed, ["phyll", "farai", "lucky", "samantha", "nerodia", "jett",
                                   "dale", "terci"],
                            {"pub_crawl": True, "prize": seed % 2 == 0})
        crawls += sum(1 for e in game.state.events if e.kind == "crawled")
    assert crawls > 50


def _crawl_pick(me: tuple[int, int], rival: tuple[int, int], options: list[str]) -> str:
    """Normal's Crawl for Jett (fortitude, alcohol) against Lucky, among `options`."""
    from engine.prompts import Option, Prompt
    from engine.seats import make_seat

    fill = ["gambling-im-in"] * 6
    game = build({
        "seed": 5, "mode": "standard", "options": OPT,
        "players": [{"name": "Jett", "character": "jett", "hand": [], "deck": fill,
                     "drink_me": [], "fortitude": me[0], "alcohol": me[1]},
                    {"name": "Lucky", "character": "lucky", "hand": [], "deck": fill,
                     "drink_me": [], "fortitude": rival[0], "alcohol": rival[1]}],
        "drink_deck": ["water"] * 4,
        "pub_crawl": {"taverns": ["the-scurvy-dog", "the-temple-taproom", "startusks"]},
        "start": {"player": "Jett", "phase": "action"}})
    p = Prompt(0, "choose", tuple(Option(card=t) for t in options),
               {"phase": "drink", "reason": "crawl", "to": pc.RDI})
    seat = make_seat("normal", seed=1)
    return str(p.options[p.index_of(seat.decide(game.view(0), p))].card)


def test_normal_crawls_where_the_event_hurts_its_rival_more() -> None:
    # Lucky one Fortitude from passing out: The Scurvy Dog (each loses 1) finishes her
    assert _crawl_pick((20, 0), (4, 3), ["the-temple-taproom", "the-scurvy-dog"]) \
        == "the-scurvy-dog"


def test_normal_avoids_an_event_that_would_hurt_it() -> None:
    # Jett one Fortitude from passing out, Lucky healthy: not The Scurvy Dog, nor the
    # Alcohol of Startusk's
    assert _crawl_pick((4, 3), (20, 0), ["the-scurvy-dog", "startusks",
                                        "the-temple-taproom"]) == "the-temple-taproom"


OLD_SAVE = Path(__file__).parent / "old_saves" / "pub_crawl_before_issue29.json"


def test_a_save_from_before_the_variants_map_still_loads() -> None:
    """Issue 29: the Pub Crawl's state moved from the top-level "crawl" into the variants
    map. A save written by the engine before that move (kept as a file) loads into the map,
    is written back without the old key, and plays on exactly as its new-format save does."""
    data = json.loads(OLD_SAVE.read_text(encoding="utf-8"))
    old_crawl = data["snapshot"]["crawl"]
    assert "variants" not in data["snapshot"] and old_crawl["closed"]  # a Crawl happened
    old = Game.from_dict(data)
    assert old.state.variants[pc.VID] == old_crawl
    saved = json.loads(old.to_json())["snapshot"]
    assert "crawl" not in saved and saved["variants"][pc.VID] == old_crawl
    new = Game.from_json(old.to_json())
    seats = [RandomSeat(70 + i) for i in range(len(old.state.players))]
    base = baseline(old.state)

    def check(g: Game) -> None:
        assert violations(g.state, base) == []

    play_on_together(old, new, seats, 3000, check)
    assert old.over and old.to_json() == new.to_json()
