"""Crash-safe writing, careful reading and setting aside of the per-user JSON files.

Why so careful: the program autosaves after every move, so a power cut or a killed process
will sooner or later hit a write. Writing a temporary file in the same folder, flushing and
fsyncing it, ``os.replace``-ing it over the old file and fsyncing the folder means the file
on disk is always either the complete old one or the complete new one.

Reading trusts nothing: a file may be cut off, empty, binary, hostile (deeply nested, huge,
a symlink to somewhere else, a folder). Every such case raises :class:`StorageError` whose
message says in plain words what is wrong, so the caller can show it, move the file aside
with :func:`quarantine` (never delete or overwrite it) and carry on with defaults.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import stat
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

#: Larger files are refused unread: no Kartentisch file comes near this (a 1001-point
#: match is a few kilobytes), and reading gigabytes would freeze the program.
MAX_BYTES = 16 * 1024 * 1024
#: Deeper JSON is refused: our files nest a handful of levels, and very deep nesting is a
#: classic way to make parsers and later code hit the recursion limit.
MAX_DEPTH = 64
TEMP_SUFFIX = ".tmp"


class StorageError(Exception):
    """A per-user file that cannot be read or written; ``str()`` is a sentence for people.

    ``path`` is the file concerned, ``reason`` the predicate ("is empty", "is cut off …").
    """

    def __init__(self, path: str | os.PathLike[str], reason: str) -> None:
        self.path = Path(path)
        self.reason = reason
        super().__init__(f"The file {self.path} {reason}.")


# --- writing --------------------------------------------------------------------------------


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Replace ``path`` by ``text`` (UTF-8) so that a crash leaves the old or the new file.

    Raises :class:`StorageError` if the file cannot be written (disk full, no permission,
    a folder in the way); the old file is then untouched.
    """
    target = Path(path)
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(target, f"cannot be written: {_os_reason(exc)}") from None
    if target.is_dir() and not target.is_symlink():
        raise StorageError(target, "cannot be written because a folder of that name is in the way")
    data = text.encode("utf-8")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=folder)
    except OSError as exc:
        raise StorageError(target, f"cannot be written: {_os_reason(exc)}") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise StorageError(target, f"cannot be written: {_os_reason(exc)}") from None
        raise
    fsync_dir(folder)


def write_json_atomic(path: str | os.PathLike[str], data: Any, indent: int | None = 1) -> None:
    """Write ``data`` as JSON atomically; NaN and infinities are refused (they are not JSON)."""
    try:
        text = json.dumps(data, ensure_ascii=False, indent=indent, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise StorageError(path, f"cannot be written: the data is not JSON ({exc})") from None
    write_text_atomic(path, text + "\n")


def fsync_dir(folder: str | os.PathLike[str]) -> None:
    """Make a rename in ``folder`` durable (POSIX); a no-op where folders cannot be opened."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# --- reading --------------------------------------------------------------------------------


def read_json(path: str | os.PathLike[str]) -> Any:
    """Parse a per-user JSON file, refusing anything suspicious with a plain-words reason.

    A missing file raises ``FileNotFoundError`` (usually not an error: first start);
    everything else that is wrong raises :class:`StorageError`. Nothing read is executed:
    the result is plain lists, dicts, strings, numbers, booleans and None.
    """
    target = Path(path)
    text = _read_text(target)
    if not text.strip():
        raise StorageError(target, "is empty")
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise StorageError(target, f"is nested too deeply (more than {MAX_DEPTH} levels)") from None
    except json.JSONDecodeError as exc:
        if exc.msg.startswith("Unterminated string") or exc.pos >= len(text.rstrip()):
            raise StorageError(target, "is cut off: it ends in the middle of its data") from None
        raise StorageError(
            target, f"is not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})"
        ) from None
    except ValueError as exc:  # NaN or Infinity
        raise StorageError(target, f"is not valid JSON ({exc})") from None
    if _depth(data) > MAX_DEPTH:
        raise StorageError(target, f"is nested too deeply (more than {MAX_DEPTH} levels)")
    return data


def read_json_object(path: str | os.PathLike[str]) -> dict[str, Any]:
    """:func:`read_json`, insisting on a JSON object at the top (all our files are one)."""
    data = read_json(path)
    if not isinstance(data, dict):
        raise StorageError(path, f"holds {_json_kind(data)} where an object was expected")
    return data


def _read_text(target: Path) -> str:
    try:
        info = os.lstat(target)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise StorageError(target, f"cannot be read: {_os_reason(exc)}") from None
    if stat.S_ISLNK(info.st_mode):
        raise StorageError(target, "is a symbolic link; links are not followed for safety")
    if stat.S_ISDIR(info.st_mode):
        raise StorageError(target, "is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise StorageError(target, "is not a regular file")
    if info.st_size > MAX_BYTES:
        raise StorageError(
            target, f"is too large ({info.st_size // (1024 * 1024)} MB) to be a Kartentisch file"
        )
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(target, flags)
        with os.fdopen(fd, "rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise StorageError(target, f"cannot be read: {_os_reason(exc)}") from None
    if len(raw) > MAX_BYTES:
        raise StorageError(target, "is too large to be a Kartentisch file")
    if b"\x00" in raw:
        raise StorageError(target, "is not a text file (it contains binary data)")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise StorageError(target, "is not a text file (it contains binary data)") from None


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _depth(data: Any) -> int:
    """Nesting depth, iteratively (a recursive walk would itself overflow)."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, level)
        if deepest > MAX_DEPTH:
            return deepest
        stack.extend((child, level + 1) for child in children)
    return deepest


def _json_kind(data: Any) -> str:
    if isinstance(data, list):
        return "a JSON list"
    if isinstance(data, str):
        return "a JSON string"
    if isinstance(data, bool):
        return "a JSON true/false"
    if isinstance(data, int | float):
        return "a JSON number" if not isinstance(data, float) or math.isfinite(data) else "NaN"
    if data is None:
        return "JSON null"
    return "an unexpected value"


def _os_reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


# --- setting aside --------------------------------------------------------------------------


def quarantine(path: str | os.PathLike[str], now: datetime | None = None) -> Path:
    """Move an unusable file (or folder, or link) aside; return its new path.

    The new name is ``<name>.corrupt-<YYYYmmdd-HHMMSS>`` with ``-1``, ``-2`` … added if that
    exists: nothing is ever deleted or overwritten, so the user (or a bug report) keeps it.
    Raises :class:`StorageError` if it cannot be moved.
    """
    source = Path(path)
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    base = f"{source.name}.corrupt-{stamp}"
    for n in range(1000):
        candidate = source.with_name(base if n == 0 else f"{base}-{n}")
        if _move_no_replace(source, candidate):
            fsync_dir(source.parent)
            return candidate
    raise StorageError(source, "could not be moved aside: too many earlier copies")


def _move_no_replace(source: Path, target: Path) -> bool:
    """Rename without ever replacing ``target``; False if ``target`` exists."""
    if os.path.lexists(target):
        return False
    is_dir = source.is_dir() and not source.is_symlink()
    if not is_dir:
        # A hard link fails if the target exists, so no race can overwrite anything.
        try:
            os.link(source, target, follow_symlinks=False)
        except FileExistsError:
            return False
        except FileNotFoundError:
            raise StorageError(source, "could not be moved aside: it has disappeared") from None
        except (OSError, NotImplementedError):
            pass  # no hard links here (some file systems): fall back to rename
        else:
            try:
                os.unlink(source)
            except OSError as exc:
                raise StorageError(source, f"could not be moved aside: {_os_reason(exc)}") from None
            return True
    try:
        os.rename(source, target)
    except FileExistsError:
        return False
    except OSError as exc:
        raise StorageError(source, f"could not be moved aside: {_os_reason(exc)}") from None
    return True


def set_aside(error: StorageError, what: str, then: str = "") -> str:
    """Quarantine the file of ``error`` and return the message to show the user.

    ``what`` names the file for people ("The settings", "The saved game"), ``then`` says how
    the program carries on ("The default settings are used.").
    """
    because = f"{what} could not be used because the file {error.path} {error.reason}."
    try:
        moved = quarantine(error.path)
    except StorageError as exc:
        kept = f" It could not be moved aside either: {exc.reason}."
    else:
        kept = f" It was kept as {moved.name}."
    return because + kept + (f" {then}" if then else "")


def remove_stale_temp_files(folder: str | os.PathLike[str], older_than: float = 3600.0) -> int:
    """Remove our own temporary files left by a killed process; return how many.

    Only hidden ``.<name>.<random>.tmp`` files older than ``older_than`` seconds are
    touched, so a write in progress in another running instance is never disturbed.
    """
    removed = 0
    cutoff = time.time() - older_than
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX)):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and entry.stat().st_mtime < cutoff:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed
