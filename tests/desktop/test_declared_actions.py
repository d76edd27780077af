"""Issue 29: the table's click mapping, stop policy and anytime tray read what the kits,
the mat files and the variants' widgets declare; `treat` (Terci's), `prize` (the Prize
variant's), `plotted` (Petra's zone) and `arrange` (Tara's picker) are no longer named
in prompt_policy, anytime, reach, table, table_draw or side_areas."""

from __future__ import annotations

import ast
import os
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

import engine.rules  # noqa: E402,F401  (the kits declare their zones, labels, events)
from engine import kits  # noqa: E402
from engine.events import _DECLARED, EVENT_KINDS  # noqa: E402
from engine.prompts import Option, Prompt  # noqa: E402
from rdi_desktop import anytime, prompt_policy, reach  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
#: the table's core files (the mat files and the variants' widgets may name their own)
CORE_FILES = ["rdi_desktop/prompt_policy.py", "rdi_desktop/anytime.py", "rdi_desktop/reach.py",
              "rdi_desktop/scenes/table.py", "rdi_desktop/widgets/table_draw.py",
              "rdi_desktop/widgets/side_areas.py", "rdi_desktop/presenter.py",
              "rdi_desktop/core_events.py", "rdi_desktop/bridge.py", "rdi_desktop/art.py"]


def _kit_names() -> dict[str, str]:
    """Every name a kit declares for the table: zone keys, anytime labels, choose
    reasons, card types, its own event kinds."""
    out: dict[str, str] = {}
    for k in kits.KITS.values():
        for z in k.zones:
            out[z.key] = f"{k.id}'s zone"
        for name in (*k.actions.labels, *k.actions.choose_reasons, *k.cards.types):
            out[name] = f"{k.id}'s label or reason"
    out.update({e: f"{by}'s event" for e, by in _DECLARED.items()})
    # a name the core uses too is the core's ("potion": the teams' Potion event and label
    # (003), also Phrenk's zone of the Potion he is brewing)
    return {k: v for k, v in out.items() if k not in EVENT_KINDS}


@pytest.mark.parametrize("path", CORE_FILES)
def test_the_tables_core_names_no_kit_declared_name(path: str) -> None:
    names = _kit_names()
    bad = [f"{path}:{n.lineno} {n.value!r} ({names[n.value]})"
           for n in ast.walk(ast.parse((ROOT / path).read_text()))
           if isinstance(n, ast.Constant) and isinstance(n.value, str) and n.value in names]
    assert bad == []


def test_terci_declares_treat_and_her_mat_its_words() -> None:
    assert "treat" in kits.kit("terci").actions.labels
    assert "treat" in reach.mat_labels() and "treat" in reach.quiet_labels()
    o = Option(card="meet-sir-nibbles", label="treat")
    assert anytime.option_words(o, lambda c: "Sir Nibbles") == "treating Sir Nibbles"
    assert not anytime.could_play([o])  # a mat action, not a play


@pytest.fixture
def juggler() -> Any:
    """A made-up kit with an anytime action on a card and its mat file's words."""
    k = kits.Kit("zed-juggler", actions=kits.Actions(labels=("juggle",)))
    kits.register(k)
    reach.register_action_words("juggle", "juggling {card}")
    yield k
    kits.KITS.pop("zed-juggler")
    reach.ACTION_WORDS.pop("juggle")


def test_a_made_up_kits_action_is_a_mat_click_with_its_own_words(juggler: Any) -> None:
    prompt = Prompt(0, "respond", (Option(label="pass"),
                                   Option(card="dark-ale", label="juggle")), {})
    assert reach.spot_option(prompt, "dark-ale", "juggle") == 1
    assert reach.queued_option(prompt.options[1], [])
    assert prompt_policy.is_anytime(prompt.options[1], False)
    words = anytime.option_words(prompt.options[1], lambda c: "Dark Ale")
    assert words == "juggling Dark Ale"


def test_the_prize_widget_declares_its_action_and_held_cards() -> None:
    o = Option(card="x-prize", label="prize")
    assert "prize" in reach.mat_labels()
    assert anytime.option_words(o, lambda c: "Gold Cup") == "the Prize Gold Cup"
    player = {"state": {"prizes": ["x-prize"]}}
    assert "x-prize" in anytime.anytime_cards(player, {})


def test_a_used_prize_leaves_the_held_prizes_not_the_hand() -> None:
    from engine.game import new_game
    from rdi_desktop.bridge import public_view
    from rdi_desktop.presenter import Presenter
    from rdi_desktop.settings import Settings

    g = new_game({"players": [{"name": "A", "character": "jett"},
                              {"name": "B", "character": "jett"}], "first": 0}, 1)
    pr = Presenter(public_view(g), {}, [0], Settings())
    pr.display["players"][0]["state"]["prizes"] = ["meet-sir-nibbles"]
    hand = pr.display["players"][0]["hand_size"]
    pr._event({"kind": "card_played", "player": 0, "card": "meet-sir-nibbles",
               "source": "prize"})
    assert pr.display["players"][0]["state"]["prizes"] == []
    assert pr.display["players"][0]["hand_size"] == hand
    assert pr.log[-1].text.startswith("A uses ")


def test_taras_arrangement_is_a_declared_picker() -> None:
    arrange = Prompt(0, "choose", (Option(card="dark-ale"), Option(card="light-ale")),
                     {"reason": "arrange"})
    assert reach.picked(arrange)
    assert reach.button_rows(arrange, []) == []
    assert reach.shown_reachable(arrange, []) == {0, 1}
