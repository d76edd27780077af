"""Small words at the table (issue 31): a card whose two modes say the same thing
prints it once, the variants' cards name no owner on their type line, Tara's log
line reads right for "You", the Save message fits its dialog."""

from __future__ import annotations

from pathlib import Path


def test_the_same_text_twice_is_printed_once() -> None:
    from engine.cards import cards

    text = cards().get("gambling-im-in").text
    assert text.count("Start a Round of Gambling") == 1 and " - OR - " not in text
    assert text.startswith("Play as an Action card or a Gambling card:")


def test_tara_log_line_for_you(headless: Path) -> None:
    from rdi_desktop.mats.tara import _arranged

    class P:
        def __init__(self, name: str) -> None:
            self.lines: list[str] = []
            self.who = name

        def name(self, _seat: object) -> str:
            return self.who

        def possessive(self, _seat: object) -> str:
            return self.who + "'s"

        def add_log(self, text: str, kind: str = "") -> None:
            self.lines.append(text)

    you, tara = P("You"), P("Tara")
    _arranged(you, {"player": 0, "source": -1, "count": 3})
    _arranged(tara, {"player": 0, "source": -1, "count": 3})
    assert you.lines[0].endswith("and arrange them")
    assert tara.lines[0].endswith("and arranges them")


def test_the_save_message_names_the_file_and_a_short_folder() -> None:
    from rdi_desktop.table_saving import saved_words

    words = saved_words(Path.home() / ".local" / "share" / "rdi" / "saves" / "save-1.json")
    assert words.startswith("Game saved as save-1.json<br>in ~/")
    assert str(Path.home()) not in words


def test_a_tavern_type_line_names_no_owner(headless: Path) -> None:
    import pygame

    from rdi_desktop import art

    pygame.init()
    seen: list[str] = []
    real = art.font

    class Spy:
        def __init__(self, f: object) -> None:
            self.f = f

        def render(self, text: str, *a: object) -> object:
            seen.append(text)
            return self.f.render(text, *a)  # type: ignore[attr-defined]

        def __getattr__(self, k: str) -> object:
            return getattr(self.f, k)

    art.font = lambda *a, **k: Spy(real(*a, **k))  # type: ignore[assignment]
    try:
        art._cache.pop(("face", "the-scurvy-dog", 203), None)
        art.card_face("the-scurvy-dog", 203)
    finally:
        art.font = real  # type: ignore[assignment]
    assert "TAVERN" in seen and not any("VARIANTS" in t for t in seen)
