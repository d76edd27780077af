"""# 003 "Redirection": a redirected card keeps its original source; several
redirections each apply once, in the order played. No card in the shipped decks
redirects yet, so the op is tested through an owner pack (the way owners add cards)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from engine.cards import use_packs
from engine.scenario import run_data

PACK = """
[[cards]]
title = "Not me, them!"
type = "sometimes"
responds_to = "fortitude_loss"
effects = [{ op = "redirect" }]
"""
FILLER = ["gambling-im-in"] * 8


@pytest.fixture
def pack(tmp_path: Path) -> object:
    (tmp_path / "redirect.toml").write_text(PACK)
    use_packs([tmp_path])
    yield None
    use_packs([])


def scenario() -> dict[str, object]:
    players = []
    for name, ch, hand in (("Jett", "jett", ["sorry-bout-the-claws"]),
                           ("Dale", "dale", ["not-me-them"]),
                           ("Terci", "terci", ["not-me-them"]),
                           ("Ygella", "ygella", ["careful-they-swarm-when-threatened"])):
        players.append({"name": name, "character": ch, "hand": hand, "deck": FILLER,
                        "drink_me": [], "state": {}})
    players[1]["state"] = {"planter": []}
    players[2]["state"] = {"waiting": [], "supplies": {"bandage": 0, "splint": 0, "salve": 0}}
    return yaml.safe_load(yaml.safe_dump({
        "title": "redirection", "seed": 1, "players": players, "inn": 40,
        "drink_deck": ["light-ale", "wine"], "start": {"player": "Jett", "phase": "action"},
        "stop": "end_of_phase",
        "script": {
            "Jett": [{"when": {"prompt": "action"}, "do": {"card": "sorry-bout-the-claws"}},
                     {"when": {"prompt": "target"}, "do": {"player": "Dale"}}],
            "Dale": [{"label": "d", "when": {"prompt": "respond"}, "do": {"card": "not-me-them"}},
                     {"when": {"prompt": "target"}, "do": {"player": "Terci"}}],
            "Terci": [{"when": {"prompt": "respond", "after": "d"},
                       "do": {"card": "not-me-them"}},
                      {"when": {"prompt": "target"}, "do": {"player": "Ygella"}}],
            "Ygella": [{"when": {"prompt": "respond"},
                        "do": {"card": "careful-they-swarm-when-threatened"}}],
        }}))


def test_two_redirections_apply_in_order_and_keep_the_source(pack: object) -> None:
    game, rules = run_data(scenario())
    p = {pl.name: pl for pl in game.state.players}
    assert p["Ygella"].fortitude == 18  # Dale -> Terci -> Ygella
    assert p["Dale"].fortitude == 20 and p["Terci"].fortitude == 20
    assert p["Jett"].fortitude == 18  # Ygella's hit-back goes to the original player
    assert all(r.fired for r in rules)
