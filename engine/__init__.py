"""The Red Dragon Inn rules engine: pure Python, never imports pygame."""

from engine.version import VERSION

#: the program's version (pyproject.toml's, see engine.version); saves record it
__version__ = VERSION

# The compiled build of the hot modules, or their sources when it is absent or stale
# (engine/native.py): decided before any of them is imported.
from engine import native as _native  # noqa: E402

_native.choose()

# The rules assemble as the package loads (engine/rules.py): the registries the card data
# reads are filled by modules above it, which no module below may import.
from engine import rules as _rules  # noqa: E402,F401
