"""Mat words fitted without cutting them (issue 31): smaller down to 12 px, then
shortened words, then the numbers alone; a number is never shortened."""

from __future__ import annotations

from typing import Any

from rdi_desktop import fit_words
from rdi_desktop.fit_words import fit_line, hover_words, wordings


def width(text: str, px: int) -> int:
    """A made-up font: every character is half its size wide."""
    return len(text) * px // 2


def test_smaller_first_never_under_12_px() -> None:
    assert fit_line("Momentum", 16, 8 * 14 // 2, width) == ("Momentum", 14)
    assert fit_line("Momentum", 16, 8 * 12 // 2, width) == ("Momentum", 12)
    got = fit_line("Momentum", 16, 8 * 11 // 2, width)
    assert got is not None and got[1] == 12 and got[0] != "Momentum"


def test_numbers_are_kept_whole() -> None:
    text = "Brawl Count 10/10 · Brawlers 10"
    for words in wordings(text):
        for number in ("10/10", "10"):
            if words and any(ch.isdigit() for ch in words):
                assert number in words.split(), (words, number)
    assert "Brawl Count 10/10 · Braw. 10" in wordings(text)
    assert list(wordings(text))[-2:] == ["10/10 10", ""]
    assert fit_line(text, 12, width("Brawl 10/10 10", 12), width) == ("Brawl 10/10 10", 12)
    assert fit_line(text, 12, width("10/10 10", 12), width) == ("10/10 10", 12)


def test_a_name_keeps_its_first_word_then_nothing() -> None:
    assert list(wordings("Doctor Terci"))[-3:] == ["Doctor", "Doc.", ""]
    assert fit_line("Doctor Terci", 12, 0, width) == ("", 12)


def test_what_was_shortened_is_told_on_hover() -> None:
    fit_words.SEAT, fit_words.SHORTENED[5] = 5, []
    try:
        fit_line("Pets in discard 0", 12, width("Pets in dis. 0", 12), width)
        fit_line("Hellfire", 12, width("Hellfire", 12), width)  # fits: nothing to tell
    finally:
        fit_words.SEAT = None
    assert hover_words(5) == "Pets in discard 0"
    assert hover_words(None) == "" and hover_words(99) == ""


def test_a_pile_count_keeps_its_number(monkeypatch: Any) -> None:
    """The centre's "Bar 30" / "Discard 0" at 8 seats, 150% were cut to "Bar..." and
    "Discar...": now smaller, then "Disc. 0", the number whole."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from rdi_desktop import art
    from rdi_desktop.widgets import table_draw

    pygame.init()
    drawn: list[str] = []
    real = art.text
    monkeypatch.setattr(art, "text", lambda t, *a, **k: (drawn.append(t), real(t, *a, **k))[1])
    room = real("Disc. 0", 12, table_draw.PARCH).get_width()
    img = table_draw.count_text("Discard 0", 18, room)
    assert drawn[-1] == "Disc. 0" and img.get_width() <= room
    img = table_draw.count_text("Discard 0", 18, real("Discard 0", 14, table_draw.PARCH).get_width())
    assert drawn[-1] == "Discard 0"
    assert not any("\u2026" in t for t in drawn)
