"""Owner card packs in the user's data folder are loaded; a broken one is reported."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cards import cards, use_packs


def test_app_loads_packs_and_reports_bad_ones(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from rdi_desktop.app import load_card_packs

    monkeypatch.setenv("RDI_DATA_DIR", str(tmp_path))
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "mine.toml").write_text(
        '[[cards]]\ntitle = "Parkour!"\ntype = "sometimes"\nresponds_to = "ignore_drink"\n'
        'flavor = "My printing."\neffects = [{op = "ignore_drink"}]\n')
    (folder / "bad.toml").write_text("[[cards]]\ntitle = 3\n")
    try:
        problems = load_card_packs()
        assert cards().get("parkour").flavor == "My printing."
        assert len(problems) == 1 and "bad.toml" in problems[0]
    finally:
        use_packs([])
