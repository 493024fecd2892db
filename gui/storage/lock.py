"""Locks that keep two running Kartentisch instances from losing each other's writes.

Why: every file is written atomically, but a read-change-write (the statistics) or a
pick-a-free-name-then-write (Ctrl+S) done by two instances at once let the later write
silently undo the earlier one: 43 of 120 matches and 87 of 200 saves were lost (issue 17).
Each such step now holds a lock on its file; a writer also holds it while its temporary
file exists, so a temporary file whose lock is free was left by a killed writer and can be
removed at once (:func:`gui.storage.atomic.remove_stale_temp_files`).

``QLockFile`` is the lock: it works on every platform, and a lock left by a killed process
is recognised as stale by its process id and taken over. The age-based staleness is
switched off, since a live instance may hold a lock for longer than any fixed time.
One gap is closed by hand: ``QLockFile`` creates its file and only then writes the owner's
process id into it, so a process killed between the two leaves an empty lock file that
it never calls stale (a CI run hit this: every later write waited out :data:`WAIT_MS`).
A lock file without an owner that is older than :data:`TORN_AGE_S` is removed through
``removeStaleLockFile``, which still refuses while a live holder has it locked natively.
Locks are re-entrant per thread (the statistics update holds its file's lock while the
atomic write inside takes it again).
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile

#: How long a writer waits for another instance before it gives up with a message.
WAIT_MS = 15_000
LOCK_SUFFIX = ".lock"
#: A lock file still without its owner's id after this long was left by a killed process
#: (a live one writes the id microseconds after creating the file).
TORN_AGE_S = 2.0
#: How often a waiting writer looks again for such a torn lock file.
_RETRY_MS = 250

_held: dict[Path, tuple[int, int]] = {}  # lock file -> (thread id, depth)
_guard = threading.Lock()


def lock_path(target: str | os.PathLike[str]) -> Path:
    """The hidden lock file guarding ``target`` (beside it, so it is on the same disk)."""
    path = Path(target)
    return path.with_name(f".{path.name}{LOCK_SUFFIX}")


class LockTimeout(OSError):
    """Another instance held the lock for longer than the wait allows."""


@contextmanager
def locked(target: str | os.PathLike[str], wait_ms: int = WAIT_MS) -> Iterator[None]:
    """Hold the lock of ``target`` for the block; :class:`LockTimeout` if it stays taken.

    ``wait_ms=0`` only tries once (used to tell whether anybody holds it).
    """
    path = lock_path(target)
    me = threading.get_ident()
    with _guard:
        owner = _held.get(path)
        if owner is not None and owner[0] == me:
            _held[path] = (me, owner[1] + 1)
            reentered = True
        else:
            reentered = False
    if reentered:
        try:
            yield
        finally:
            with _guard:
                thread, depth = _held[path]
                _held[path] = (thread, depth - 1)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)
    if not _try_lock(lock, path, wait_ms):
        if lock.error() in (QLockFile.LockError.PermissionError, QLockFile.LockError.UnknownError):
            raise why_not_writable(path.parent)
        reason = QCoreApplication.translate(
            "Storage", "another running Kartentisch kept it locked too long"
        )
        raise LockTimeout(reason)
    with _guard:
        _held[path] = (me, 1)
    try:
        yield
    finally:
        with _guard:
            del _held[path]
        lock.unlock()


def why_not_writable(folder: Path) -> OSError:
    """The operating system's own reason why a file cannot be made in ``folder``.

    ``QLockFile`` says only "permission error" or "unknown error", which used to be
    reported as EACCES or EIO: a full disk read "Input/output error", a read-only disk
    "Permission denied" (issue 31 item 3). Doing what it does (create a file, write the
    owner's id into it, flush it) gives the real cause: ENOSPC, EROFS, EPERM (an immutable
    folder) or EACCES. If that works now, the lock file itself is in the way.
    """
    try:
        fd, probe = tempfile.mkstemp(prefix=".probe-", suffix=LOCK_SUFFIX, dir=folder)
    except OSError as exc:
        return exc
    try:
        os.write(fd, f"{os.getpid()}\n".encode())
        os.fsync(fd)
    except OSError as exc:
        return exc
    finally:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(probe)
    return PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(folder))


def _try_lock(lock: QLockFile, path: Path, wait_ms: int) -> bool:
    """``lock.tryLock(wait_ms)``, except that a torn lock file does not make it wait in vain."""
    deadline = time.monotonic() + wait_ms / 1000
    while True:
        remaining_ms = max(0, int((deadline - time.monotonic()) * 1000))
        if lock.tryLock(min(remaining_ms, _RETRY_MS)):
            return True
        if lock.error() != QLockFile.LockError.LockFailedError:
            return False
        if is_torn(path) and lock.removeStaleLockFile():
            continue
        if remaining_ms <= _RETRY_MS:
            return False


def is_torn(path: Path, now: float | None = None) -> bool:
    """True if the lock file at ``path`` names no owner and is older than :data:`TORN_AGE_S`."""
    try:
        info = path.stat()
        head = path.read_bytes()[:64]
    except OSError:
        return False
    first_line = head.split(b"\n", 1)[0]
    if first_line.strip().isdigit():
        return False
    age = (time.time() if now is None else now) - info.st_mtime
    return age > TORN_AGE_S


def is_free(target: str | os.PathLike[str]) -> bool:
    """True if nobody (no other instance, no thread here) holds ``target``'s lock now."""
    try:
        with locked(target, wait_ms=0):
            return True
    except LockTimeout:
        return False
