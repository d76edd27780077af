"""Every file the program writes goes through :func:`write_atomic`.

The text is written to ``<name>.tmp`` beside the target, flushed to the disk and
only then renamed over the target, so a power cut, a ``kill -9`` or a full disk
leaves either the old file or the new one, never a cut-off one; the temporary
file is removed whatever happens. A write that fails raises :class:`WriteFailed`,
whose ``reason`` says why in a player's words ("the disk is full").

A damaged file is never silently replaced: :func:`keep_aside` renames it to
``<name>.damaged-<time><suffix>`` first, so the player (or a bug report) still
has it.

Tests inject file-system faults through ``RDI_FAULT_WRITE=<errno name>[@<part of
the file name>]`` (for example ``enospc`` or ``erofs@autosave``): the write then
fails as the disk would, after the temporary file was begun. It is read from the
environment on every write, so only a process started with it set is affected.
"""

from __future__ import annotations

import errno
import logging
import os
import time
from pathlib import Path

log = logging.getLogger(__name__)

__all__ = ["TMP_SUFFIX", "WriteFailed", "keep_aside", "reason_of", "sweep_temporary",
           "write_atomic"]

TMP_SUFFIX = ".tmp"

#: errno -> what the player is told
_REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk is full (your quota is used up)",
    errno.EROFS: "the disk or folder is read-only",
    errno.EACCES: "you are not allowed to write in that folder",
    errno.EPERM: "you are not allowed to write in that folder",
    errno.ENOTDIR: "part of its path is a file, not a folder",
    errno.EEXIST: "part of its path is a file, not a folder",
    errno.ENOENT: "the folder does not exist (a drive may have been removed)",
    errno.EIO: "the disk reported an error",
}


class WriteFailed(OSError):
    """A file could not be written; ``reason`` is the player's words, ``path`` the file."""

    def __init__(self, path: Path, reason: str, cause: BaseException | None = None) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason
        self.cause = cause


def reason_of(exc: BaseException) -> str:
    """Why an OS error happened, in a few plain words."""
    if isinstance(exc, WriteFailed):
        return exc.reason
    if isinstance(exc, OSError) and exc.errno in _REASONS:
        return _REASONS[exc.errno]
    if isinstance(exc, IsADirectoryError):
        return "a folder is in the way of the file"
    return "the file system refused it"


def _injected_fault(path: Path) -> OSError | None:
    """The fault a test asked for with ``RDI_FAULT_WRITE`` (see the module docstring)."""
    spec = os.environ.get("RDI_FAULT_WRITE", "")
    if not spec:
        return None
    name, _, part = spec.partition("@")
    if part and part not in path.name:
        return None
    code = getattr(errno, name.strip().upper(), errno.EIO)
    return OSError(code, os.strerror(code), str(path))


def write_atomic(path: Path, text: str) -> Path:
    """Write ``text`` to ``path`` through a temporary file and a rename; see the module
    docstring. Raises :class:`WriteFailed` (the old file, if any, is untouched)."""
    path = Path(path)
    tmp = path.with_name(path.name + TMP_SUFFIX)
    data = text.encode("utf-8")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp, "wb") as fh:
            fault = _injected_fault(path)
            if fault is not None:
                fh.write(data[: len(data) // 2])
                raise fault
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        _remove(tmp)
        log.warning("cannot write %s: %s", path, exc)
        raise WriteFailed(path, reason_of(exc), exc) from exc
    _sync_folder(path.parent)
    return path


def _remove(path: Path) -> None:
    if not path.exists():  # never begun (a read-only disk says so even for nothing)
        return
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:  # a read-only disk: nothing was written there either
        log.warning("cannot remove %s: %s", path, exc)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself survive a power cut (POSIX; a no-op where folders
    cannot be opened, as on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def keep_aside(path: Path) -> Path | None:
    """Rename a damaged file out of the way (kept, never replaced); the new path, or
    None when it could not be moved (it is then left where it is)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    k = 2
    while target.exists():
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{k}{path.suffix}")
        k += 1
    try:
        os.replace(path, target)
    except OSError as exc:
        log.warning("cannot keep %s aside: %s", path, exc)
        return None
    log.warning("damaged file kept aside as %s", target)
    return target


def sweep_temporary(*folders: Path) -> list[Path]:
    """Remove temporary files a killed process left (``*.tmp``); the ones removed.
    Safe at start: one program writes a folder at a time."""
    gone: list[Path] = []
    for folder in folders:
        try:
            leftovers = list(folder.glob("*" + TMP_SUFFIX))
        except OSError:
            continue
        for tmp in leftovers:
            try:
                tmp.unlink()
                gone.append(tmp)
            except OSError:
                pass
    return gone
