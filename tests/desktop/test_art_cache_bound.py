"""The picture cache holds a bounded number of bytes: an evening of card faces at
every size does not keep them all."""

from __future__ import annotations

from pathlib import Path

import pytest

from rdi_desktop import art


def test_the_oldest_pictures_go_past_the_budget(headless: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    art.clear()
    monkeypatch.setattr(art, "_CACHE_BYTES", 2 * 2**20)
    for width in range(120, 400, 10):  # a card face zoomed through many sizes
        art.card_face("the-scurvy-dog", width)
    assert 0 < art.cached_bytes() <= 2 * 2**20
    assert art.cached_bytes() == sum(s.get_width() * s.get_height() * s.get_bytesize()
                                     for s in art._cache.values())
    newest = art.card_face("the-scurvy-dog", 390)
    assert art.card_face("the-scurvy-dog", 390) is newest  # the newest are kept
    assert ("face", "the-scurvy-dog", 120) not in art._cache  # the oldest went
    art.clear()
    assert art.cached_bytes() == 0
