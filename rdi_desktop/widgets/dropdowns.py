"""Drop-down lists and the Esc key: Esc closes an open list before it means anything
else (leaving a screen), as in any desktop program."""

from __future__ import annotations

from collections.abc import Iterable

from pygame_gui.elements import UIDropDownMenu


def is_open(menu: UIDropDownMenu | None) -> bool:
    """Whether the list of ``menu`` is showing (pygame_gui's "expanded" state)."""
    return menu is not None and menu.alive() and \
        menu.current_state is menu.menu_states["expanded"]


def close_open(menus: Iterable[UIDropDownMenu | None]) -> bool:
    """Close the first open list among ``menus``; True when one was open (the key
    that asked is then used up)."""
    for menu in menus:
        if menu is not None and is_open(menu):
            state = menu.menu_states["expanded"]
            state.should_transition = True
            state.target_state = "closed"
            menu.update(0.0)  # switch now: the next key already sees it closed
            return True
    return False
