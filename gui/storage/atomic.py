"""Crash-safe writing, careful reading and setting aside of the per-user JSON files.

Why so careful: the program autosaves after every move, so a power cut or a killed process
will sooner or later hit a write. Writing a temporary file in the same folder, flushing and
fsyncing it, ``os.replace``-ing it over the old file and fsyncing the folder means the file
on disk is always either the complete old one or the complete new one.

Reading trusts nothing: a file may be cut off, empty, binary, hostile (deeply nested, huge,
a symlink to somewhere else, a folder). The engine's one JSON reader (:mod:`engine.jsondoc`)
refuses each such case, and :func:`read_json` turns it into a :class:`StorageError` whose
message says in plain words what is wrong, so the caller can show it, move the file aside
with :func:`quarantine` (never delete or overwrite it) and carry on with defaults.

The words are shown to the user, so they go through ``QCoreApplication.translate`` (context
``Storage``) where they are made; that works on any thread and without a running
application (it then returns the English source).
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import shutil
import tempfile
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine import jsondoc
from gui.storage.lock import locked
from i18n import plurals

#: Larger files are refused unread: no Kartentisch file comes near this (a 1001-point
#: match is a few kilobytes), and reading gigabytes would freeze the program.
MAX_BYTES = jsondoc.MAX_BYTES
#: Deeper JSON is refused: our files nest a handful of levels, and very deep nesting is a
#: classic way to make parsers and later code hit the recursion limit.
MAX_DEPTH = jsondoc.MAX_DEPTH
TEMP_SUFFIX = ".tmp"


class StorageError(Exception):
    """A per-user file that cannot be read or written; ``str()`` is a sentence for people.

    ``path`` is the file concerned, ``reason`` the translated predicate ("is empty", "is cut
    off …") that completes the main clause "The file <path> …".
    """

    def __init__(self, path: str | os.PathLike[str], reason: str) -> None:
        self.path = Path(path)
        # The sentence ends with its own full stop: a reason quoting a refusal that ends
        # with one ("… or take.") would give "take.." (issue 31 item 2).
        reason = reason.rstrip()
        self.reason = reason[:-1] if reason.endswith(".") else reason
        super().__init__(
            QCoreApplication.translate("Storage", "The file {path} {reason}.").format(
                path=self.path, reason=self.reason
            )
        )


def _cannot_write(exc: OSError) -> str:
    return QCoreApplication.translate("Storage", "cannot be written: {reason}").format(
        reason=_os_reason(exc)
    )


class NotMovedAside(StorageError):
    """:func:`quarantine` failed; ``cause`` is the bare reason ("permission denied"), so a
    message can say "could not be moved aside" once (issue 17 item 19)."""

    def __init__(self, path: str | os.PathLike[str], cause: str) -> None:
        self.cause = cause
        reason = QCoreApplication.translate("Storage", "could not be moved aside: {reason}")
        super().__init__(path, reason.format(reason=cause))


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
        raise StorageError(target, _cannot_write(exc)) from None
    if target.is_dir() and not target.is_symlink():
        raise StorageError(
            target,
            QCoreApplication.translate(
                "Storage", "cannot be written because a folder of that name is in the way"
            ),
        )
    data = text.encode("utf-8")
    try:
        # The lock is held while the temporary file exists: a temporary file whose lock is
        # free was left by a killed writer (remove_stale_temp_files).
        with locked(target):
            _write_locked(target, folder, data)
    except StorageError:
        raise
    except OSError as exc:
        raise StorageError(target, _cannot_write(exc)) from None


def _write_locked(target: Path, folder: Path, data: bytes) -> None:
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=folder)
    except OSError as exc:
        raise StorageError(target, _cannot_write(exc)) from None
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
            raise StorageError(target, _cannot_write(exc)) from None
        raise
    fsync_dir(folder)


def write_json_atomic(path: str | os.PathLike[str], data: Any, indent: int | None = 1) -> None:
    """Write ``data`` as JSON atomically; NaN and infinities are refused (they are not JSON)."""
    try:
        text = json.dumps(data, ensure_ascii=False, indent=indent, allow_nan=False)
    except (TypeError, ValueError) as exc:
        reason = QCoreApplication.translate(
            "Storage", "cannot be written: the data is not JSON ({error})"
        ).format(error=exc)
        raise StorageError(path, reason) from None
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

    The file is read and parsed by the engine's one JSON reader (:mod:`engine.jsondoc`), the
    same that ``engine.load`` and the save's inner game go through. A missing file raises
    ``FileNotFoundError`` (usually not an error: first start); everything else that is wrong
    raises :class:`StorageError`. Nothing read is executed: the result is plain lists,
    dicts, strings, numbers, booleans and None.
    """
    target = Path(path)
    try:
        return jsondoc.read(target)
    except jsondoc.DocumentError as exc:
        raise StorageError(target, document_reason(exc)) from None


def read_json_object(path: str | os.PathLike[str]) -> dict[str, Any]:
    """:func:`read_json`, insisting on a JSON object at the top (all our files are one)."""
    data = read_json(path)
    if not isinstance(data, dict):
        reason = QCoreApplication.translate("Storage", "holds {kind} where an object was expected")
        raise StorageError(path, reason.format(kind=_json_kind(data)))
    return data


def document_reason(error: jsondoc.DocumentError) -> str:
    """The translated predicate ("is cut off: …") for what the JSON reader refused."""
    problem, detail = error.problem, error.detail
    P = jsondoc.Problem
    if problem is P.EMPTY:
        return QCoreApplication.translate("Storage", "is empty")
    if problem is P.CUT_OFF:
        return QCoreApplication.translate(
            "Storage", "is cut off: it ends in the middle of its data"
        )
    if problem is P.TOO_DEEP:
        return _counted("is nested too deeply (more than %n level(s))", MAX_DEPTH)
    if problem is P.INVALID and error.line:
        return QCoreApplication.translate(
            "Storage", "is not valid JSON ({error} at line {line}, column {column})"
        ).format(error=detail, line=error.line, column=error.column)
    if problem in (P.INVALID, P.NOT_A_NUMBER, P.NUMBER_TOO_LONG):
        return QCoreApplication.translate("Storage", "is not valid JSON ({error})").format(
            error=str(error) if problem is not P.INVALID else detail
        )
    if problem is P.BINARY:
        return QCoreApplication.translate("Storage", "is not a text file (it contains binary data)")
    if problem is P.TOO_LARGE:
        return QCoreApplication.translate(
            "Storage", "is too large ({size} MB) to be a Kartentisch file"
        ).format(size=detail)
    if problem is P.SYMLINK:
        return QCoreApplication.translate(
            "Storage", "is a symbolic link; links are not followed for safety"
        )
    if problem is P.FOLDER:
        return QCoreApplication.translate("Storage", "is a folder, not a file")
    if problem is P.NOT_REGULAR:
        return QCoreApplication.translate("Storage", "is not a regular file")
    return QCoreApplication.translate("Storage", "cannot be read: {reason}").format(reason=detail)


def _counted(text: str, n: int) -> str:
    """A counted phrase of context "Storage". A wrapper, because pyside6-lupdate 6.11 marks
    only ``tr(text, None, n)`` as plural; i18n/extract_engine_strings.py finds these calls."""
    return plurals.english(QCoreApplication.translate("Storage", text, None, n), n)


def _json_kind(data: Any) -> str:
    """What ``data`` is, as the object of "holds … where an object was expected"."""
    if isinstance(data, list):
        return QCoreApplication.translate("Storage", "a JSON list")
    if isinstance(data, str):
        return QCoreApplication.translate("Storage", "a JSON string")
    if isinstance(data, bool):
        return QCoreApplication.translate("Storage", "a JSON true/false")
    if isinstance(data, int | float):
        if not isinstance(data, float) or math.isfinite(data):
            return QCoreApplication.translate("Storage", "a JSON number")
        return "NaN"
    if data is None:
        return QCoreApplication.translate("Storage", "JSON null")
    return QCoreApplication.translate("Storage", "an unexpected value")


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
    raise NotMovedAside(source, QCoreApplication.translate("Storage", "too many earlier copies"))


def keep_copy(path: str | os.PathLike[str], now: datetime | None = None) -> Path:
    """Keep a copy of a file whose damaged values were reset, before a write replaces it.

    Named like :func:`quarantine`'s copies (``<name>.corrupt-<stamp>``), but the file stays
    in place: it is still in use. A hard link is the copy where the file system has them
    (the atomic write replaces the name, the link keeps the old content); otherwise the
    bytes are copied. Raises :class:`StorageError` if no copy can be made.
    """
    source = Path(path)
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    base = f"{source.name}.corrupt-{stamp}"
    for n in range(1000):
        candidate = source.with_name(base if n == 0 else f"{base}-{n}")
        if os.path.lexists(candidate):
            continue
        try:
            os.link(source, candidate, follow_symlinks=False)
        except FileExistsError:
            continue
        except (OSError, NotImplementedError):
            try:
                with open(source, "rb") as old, open(candidate, "xb") as copy:
                    shutil.copyfileobj(old, copy)
                    copy.flush()
                    os.fsync(copy.fileno())
            except FileExistsError:
                continue
            except OSError as exc:
                reason = QCoreApplication.translate(
                    "Storage", "could not be copied aside: {reason}"
                ).format(reason=_os_reason(exc))
                raise StorageError(source, reason) from None
        fsync_dir(source.parent)
        return candidate
    reason = QCoreApplication.translate("Storage", "could not be copied aside: {reason}")
    many = QCoreApplication.translate("Storage", "too many earlier copies")
    raise StorageError(source, reason.format(reason=many))


def kept_copy_message(path: str | os.PathLike[str]) -> str:
    """Copy a file with damaged values aside (:func:`keep_copy`) and say so in a sentence;
    StorageError if the copy fails, so that the caller does not overwrite the original."""
    copy = keep_copy(path)
    return QCoreApplication.translate(
        "Storage", "The damaged original of {file} was kept as {name}."
    ).format(file=Path(path).name, name=copy.name)


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
            cause = QCoreApplication.translate("Storage", "it has disappeared")
            raise NotMovedAside(source, cause) from None
        except (OSError, NotImplementedError):
            pass  # no hard links here (some file systems): fall back to rename
        else:
            try:
                os.unlink(source)
            except OSError as exc:
                raise NotMovedAside(source, _os_reason(exc)) from None
            return True
    try:
        os.rename(source, target)
    except FileExistsError:
        return False
    except OSError as exc:
        raise NotMovedAside(source, _os_reason(exc)) from None
    return True


def set_aside(error: StorageError, headline: str, then: str = "") -> str:
    """Quarantine the file of ``error`` and return the message to show the user.

    ``headline`` is a translated sentence saying what was lost ("The settings could not be
    used."), ``then`` one saying how the program carries on ("The default settings are
    used."). Whole sentences, joined by spaces, because composing a sentence from fragments
    cannot be translated into languages with another word order.
    """
    try:
        moved = quarantine(error.path)
    except StorageError as exc:
        cause = exc.cause if isinstance(exc, NotMovedAside) else exc.reason
        kept = QCoreApplication.translate(
            "Storage", "It could not be moved aside either: {reason}."
        ).format(reason=cause)
    else:
        kept = QCoreApplication.translate("Storage", "It was kept as {name}.").format(
            name=moved.name
        )
    return " ".join(part for part in (headline, str(error), kept, then) if part)


def remove_stale_temp_files(folder: str | os.PathLike[str]) -> int:
    """Remove our own temporary files left by a killed writer; return how many.

    Only hidden ``.<name>.<random>.tmp`` files are touched, and only when the lock of
    ``<name>`` is free: a writer holds that lock for as long as its temporary file exists
    (:func:`write_text_atomic`), so a free lock means nobody will finish that file, while a
    write in progress in another running instance is never disturbed.
    """
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        name = entry.name
        if not (name.startswith(".") and name.endswith(TEMP_SUFFIX)):
            continue
        target_name = name[1 : -len(TEMP_SUFFIX)].rpartition(".")[0]
        if not target_name:
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            with locked(Path(folder) / target_name, wait_ms=0):
                os.unlink(entry.path)
            removed += 1
        except OSError:  # held by a running writer (LockTimeout) or already gone
            continue
    return removed
