"""Session-wide test settings."""

from __future__ import annotations

import os

# A screen module that fails to import must fail the tests, not show "Coming soon"
# (issue 14); the app itself logs the error and tells the player.
os.environ.setdefault("RDI_STRICT_SCENES", "1")

# The front end's plug-ins (mat files, variant widgets, event handlers) register once,
# as the app's start-up does: a test reads the registries filled.
from rdi_desktop.plugins import load_all  # noqa: E402

load_all()
