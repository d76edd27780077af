"""The Red Dragon Inn, desktop edition: the pygame-ce / pygame_gui front end.

The rules live in :mod:`engine` (pure Python, never imports pygame); this
package only draws, animates and asks the human for decisions.
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from engine import __version__ as __version__  # noqa: E402 - one version (engine.version)
