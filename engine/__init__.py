"""The Red Dragon Inn rules engine: pure Python, never imports pygame."""

from engine.version import read_version

#: the program's version (pyproject.toml's, see engine.version); saves record it
__version__ = read_version()
