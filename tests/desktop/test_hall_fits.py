"""The Gambling Hall fits 1280x720 (issue 31): in a session the three tabs (Log,
Rules, Standings) each fit their word, inside the window; the side text box keeps
a margin wide enough that no rules line runs under its scroll bar."""

from __future__ import annotations

from pathlib import Path


def test_session_tabs_fit_and_the_rules_box_has_its_margin(headless: Path) -> None:
    from rdi_desktop import art
    from rdi_desktop.scenes.hall_table import tab_widths
    from tests.desktop.ui_driver import frames, make_app

    app = make_app((1280, 720))
    try:
        app.open_scene("hall")
        frames(app, 3)
        hall = app.top
        orig = hall.config  # type: ignore[union-attr]

        def session():  # type: ignore[no-untyped-def]
            c = orig()
            c.mode, c.rounds = "adventurers", 3
            return c

        hall.config = session  # type: ignore[union-attr]
        hall.start()  # type: ignore[union-attr]
        frames(app, 10)
        table = app.top
        tabs = {t: b for b, t in table.tabs.items()}  # type: ignore[union-attr]
        assert set(tabs) == {"log", "rules", "standings"}
        f = art.font("dejavu_serif", 18, "bold")
        for tab, b in tabs.items():
            r = b.get_abs_rect()
            assert r.right <= 1280 and r.w >= f.size(b.text)[0] + 16, (tab, r)
        pad = app.ui.get_theme().get_misc_data("padding", table.side_box.combined_element_ids)  # type: ignore[union-attr]
        assert pad and int(str(pad).split(",")[0]) >= 16
        assert tab_widths(["Log", "Rules", "Standings"], 314)[2] >= f.size("Standings")[0] + 20
    finally:
        app.shutdown()
