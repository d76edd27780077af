"""Issue 29: a kit's OWNER zone (engine/kits.py: its owner sees the cards, the others their
count) reaches its owner's screen through one generic channel (the bridge's `private`
views, the presenter's `private`, the mat's `own` argument), not a channel named after
Petra's Plotted cards; a kit with no mat file shows its owner the cards face up and
others the backs."""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine import kits  # noqa: E402
from engine.game import new_game  # noqa: E402
from rdi_desktop.bridge import owner_zones, private_views, public_view  # noqa: E402


@pytest.fixture
def secret_kit() -> Any:
    """A made-up kit with an owner-only pile its cards may be played from."""
    k = kits.Kit("zed-secret", zones=(kits.Zone("stash", "pile", kits.OWNER,
                                                 playable_from=True),))
    kits.register(k)
    yield k
    kits.KITS.pop("zed-secret")
    kits.ZONES.pop("stash")


def _game(char: str) -> Any:
    """A game with seat 0 playing `char` (a made-up kit has no deck: it takes Jett's)."""
    real = char if char in ("petra",) else "jett"
    game = new_game({"players": [{"name": "A", "character": real},
                                 {"name": "B", "character": "jett"}], "first": 0}, 2)
    game.state.players[0].character = char
    return game


def test_an_owner_zone_goes_only_to_its_owner(secret_kit: Any) -> None:
    game = _game("zed-secret")
    game.state.players[0].state["stash"] = ["dark-ale", "meet-sir-nibbles"]
    assert private_views(game, [0, 1]) == {0: {"stash": ["dark-ale", "meet-sir-nibbles"]},
                                           1: {}}
    st = public_view(game)["players"][0]["state"]
    assert "stash" not in st and st["stash_size"] == 2
    # the owner's own prompt view carries it too: the presenter reads it the same way
    assert owner_zones(game.view(0)["players"][0]["state"]) == {
        "stash": ["dark-ale", "meet-sir-nibbles"]}
    assert owner_zones(game.view(1)["players"][0]["state"]) == {}


def test_petras_plotted_cards_take_the_same_channel() -> None:
    game = _game("petra")
    game.state.players[0].state["plotted"] = ["dark-ale"]
    assert private_views(game, [0]) == {0: {"plotted": ["dark-ale"]}}
    assert "plotted" not in public_view(game)["players"][0]["state"]


def test_a_card_played_from_an_owner_zone_leaves_its_count_and_its_owners_view(
        secret_kit: Any) -> None:
    from rdi_desktop.presenter import Presenter
    from rdi_desktop.settings import Settings

    game = _game("zed-secret")
    game.state.players[0].state["stash"] = ["dark-ale", "meet-sir-nibbles"]
    pr = Presenter(public_view(game), {0: []}, [0], Settings())
    pr.private.update(private_views(game, [0]))
    pr._event({"kind": "card_played", "player": 0, "card": "meet-sir-nibbles",
               "source": "stash", "hand_size": 0})
    assert pr.display["players"][0]["state"]["stash_size"] == 1
    assert pr.private[0]["stash"] == ["dark-ale"]
    assert pr.log[-1].text.startswith("A plays the Stash ")


def test_a_card_played_while_a_public_question_hides_the_hands_still_leaves_the_view(
        secret_kit: Any) -> None:
    """Hot-seat (issue 31): while an opponent's public question is asked every hand and
    owner zone is hidden (`masked`); a card played then must still leave its owner's
    view, which shows again once unmasked (the edit was made on the hidden copy and lost)."""
    from rdi_desktop.presenter import Presenter
    from rdi_desktop.settings import Settings

    game = _game("zed-secret")
    game.state.players[0].state["stash"] = ["dark-ale", "meet-sir-nibbles"]
    pr = Presenter(public_view(game), {0: []}, [0], Settings())
    pr.private.update(private_views(game, [0]))
    pr.masked = True
    assert pr.private == {}
    pr._event({"kind": "card_played", "player": 0, "card": "meet-sir-nibbles",
               "source": "stash", "hand_size": 0})
    pr.masked = False
    assert pr.private[0]["stash"] == ["dark-ale"]


def test_a_mat_from_zones_shows_the_owner_the_faces_and_tags_a_lit_one(
        secret_kit: Any) -> None:
    from rdi_desktop.mats import mat

    got = mat("zed-secret")
    assert got is not None
    player = {"character": "zed-secret", "state": {"stash_size": 2}}
    pygame.init()
    surf = pygame.Surface((400, 120))
    r = pygame.Rect(5, 5, 380, 100)
    assert got[0](surf, r, player, 1.0, None, set()) == []  # others: backs, no faces
    spots = got[0](surf, r, player, 1.0, {"stash": ["dark-ale", "meet-sir-nibbles"]},
                   {"meet-sir-nibbles"})
    assert [(c, how) for _r, c, how in spots] == [("dark-ale", "zoom"),
                                                   ("meet-sir-nibbles", "stash")]
