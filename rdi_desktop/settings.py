"""User settings: a small dataclass stored as JSON beside the save folder.

``Settings.load()`` never raises for a bad file: a missing file gives the
defaults, a corrupt one gives the defaults and a :class:`RuntimeWarning` and is
kept aside (``settings.damaged-<time>.json``, never overwritten), an unusable data
folder gives the defaults (the title says what is wrong), a wrong or out-of-range
field falls back to (or is clamped towards) its default. ``save()`` writes through
a temporary file and a rename, and not at all while the player plays without saving.
Add a field by adding it to the dataclass with a default; ``_LIMITS`` holds the
range of numeric ones.
"""

from __future__ import annotations

import json
import warnings
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from engine.filecheck import FileProblem, parse_json, read_text
from rdi_desktop.atomic import keep_aside, write_atomic
from rdi_desktop.datafolder import saving_enabled
from rdi_desktop.palette import PALETTES
from rdi_desktop.saves import data_dir, save_dir

__all__ = ["Settings", "settings_path"]

SETTINGS_FILE = "settings.json"
#: far more than the settings file ever holds (a few hundred bytes)
SETTINGS_MAX_BYTES = 1024 * 1024

_LIMITS: dict[str, tuple[float, float]] = {
    "animation_speed": (0.25, 4.0),
    "ui_scale": (0.75, 2.0),
    "text_scale": (1.0, 1.5),
    "volume": (0.0, 1.0),
    "music_volume": (0.0, 1.0),
    "effects_volume": (0.0, 1.0),
}
#: the values a text setting may take (the first is never assumed: defaults live
#: on the dataclass)
_CHOICES: dict[str, tuple[str, ...]] = {
    "respond_cards": ("always", "mine"),
    "respond_drinks": ("always", "mine", "never"),
    "palette": tuple(PALETTES),
}


def settings_path() -> Path:
    """``settings.json`` next to the ``saves/`` folder."""
    save_dir()  # make sure the data folder exists
    return data_dir() / SETTINGS_FILE


@dataclass
class Settings:
    animation_speed: float = 1.0  # 1.0 = normal; larger is faster
    ui_scale: float = 1.0
    #: the size of the table's words (100%-150%), apart from the table scale
    text_scale: float = 1.0
    fullscreen: bool = False
    volume: float = 0.8  # 0..1, the master volume: music and effects are scaled by it
    music_volume: float = 0.6  # 0..1
    effects_volume: float = 0.8  # 0..1
    muted: bool = False  # the M key toggles it
    auto_pass: bool = False  # pass automatically when no response is possible
    #: ask before passing while a card could still be played (every prompt with
    #: a Pass: actions, responses, gambling)
    confirm_pass_drink: bool = False  # off: what most players choose
    #: when to stop for a response to a card: "always" (whenever I hold one) or
    #: "mine" (only when the card concerns me or my team); see prompt_policy
    respond_cards: str = "mine"
    #: when to stop for a response to a Drink: "always", "mine" (a Drink I or my
    #: team will drink) or "never"
    respond_drinks: str = "mine"
    #: stop to respond to my own cards too
    stop_own_cards: bool = False
    #: the colours that carry a meaning: "classic" or "okabe_ito" (rdi_desktop.palette)
    palette: str = "classic"
    #: no flying cards or shakes: a change appears at once with a short highlight
    reduce_motion: bool = False

    @classmethod
    def from_dict(cls, raw: dict[str, Any], notes: list[str] | None = None) -> Settings:
        """The settings in ``raw``; a field that does not fit is left at its default
        (and, with ``notes``, named in a sentence for the player)."""
        default = cls()
        values: dict[str, Any] = {}
        ignored: list[str] = []
        for f in fields(cls):
            if f.name not in raw:
                continue
            value = raw[f.name]
            want = type(getattr(default, f.name))
            if want is bool:
                ok = isinstance(value, bool)
            elif want is str:
                ok = isinstance(value, str) and value in _CHOICES.get(f.name, (value,))
            else:  # float fields accept ints (never NaN or beyond a float's range)
                ok = isinstance(value, int | float) and not isinstance(value, bool) \
                    and abs(value) <= 1e9
            if not ok:
                warnings.warn(
                    f"settings: ignoring {f.name}={value!r} (expected {want.__name__})",
                    RuntimeWarning,
                    stacklevel=3,
                )
                ignored.append(f.name.replace("_", " "))
                continue
            if f.name in _LIMITS:
                lo, hi = _LIMITS[f.name]
                value = min(max(float(value), lo), hi)
            values[f.name] = value
        if ignored and notes is not None:
            notes.append(f"Some of your settings could not be read ({', '.join(ignored)}); "
                         "they are back to their usual values.")
        return cls(**values)

    @classmethod
    def load(cls, path: Path | None = None, notes: list[str] | None = None) -> Settings:
        """The saved settings; never raises. With ``notes``, a damaged file or field is
        said there in a sentence for the player (the app shows it over the title)."""
        try:
            path = path or settings_path()
            # the size is checked on disk first: a huge file is refused unread
            text = read_text(path, "settings file", limit=SETTINGS_MAX_BYTES)
        except FileNotFoundError:
            return cls()
        except OSError as exc:
            warnings.warn(f"settings: cannot read {path or 'settings'}: {exc}; using defaults",
                          RuntimeWarning, stacklevel=2)
            return cls()
        except FileProblem:
            text = ""  # kept aside below, like any other damaged settings file
        if path is None:  # not reached: the path was found before the file was read
            return cls()
        try:
            raw = parse_json(text, "settings file")  # NaN, Infinity, deep nesting: refused
            if not isinstance(raw, dict):
                raise ValueError("top level is not an object")
        except ValueError as exc:
            aside = keep_aside(path)
            warnings.warn(f"settings: {path} is corrupt ({exc}); using defaults; the file "
                          f"is kept as {aside.name if aside else path.name}",
                          RuntimeWarning, stacklevel=2)
            if notes is not None:
                notes.append("Your settings file was damaged, so the game starts with its "
                             "usual settings. The damaged file was kept as "
                             f"{aside.name if aside else path.name}.")
            return cls()
        return cls.from_dict(raw, notes)

    def save(self, path: Path | None = None) -> Path | None:
        """Write the settings (raises :class:`rdi_desktop.atomic.WriteFailed`); None
        while the player plays without saving."""
        if path is None and not saving_enabled():
            return None
        path = path or settings_path()
        return write_atomic(path, json.dumps(asdict(self), indent=2) + "\n")
