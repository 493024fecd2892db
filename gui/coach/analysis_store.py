"""The coach's answers kept on disk, so a review survives a restart of the program.

Why: the review's deeper look at a decision costs seconds of a background worker, a deal's
worth of them minutes. Held only in memory, every answer was gone with the program: a match
resumed the next day showed its earlier deals without a verdict, or worked them all out
again. Here each answer is a small JSON file in the per-user cache folder, named by the
position it is about (:func:`gui.coach.service.position_key`) and by the analyst that made
it, so a changed analyst never hands out an old answer.

A cache may be lost at any time and the coach just works the answer out again: a file that
cannot be read is moved aside (``.corrupt-<stamp>``, like every per-user file) and a file
that cannot be written is skipped; neither reaches the person. The folder is kept below
``LIMIT`` files, the oldest going first.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import logging
import os
import sys
from collections.abc import Hashable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import engine
from engine.coach import Analysis
from gui.storage.atomic import StorageError, quarantine, read_json_object, write_json_atomic

_log = logging.getLogger(__name__)

#: Files kept at most (a decision's file holds its play-time and its deep answer, about
#: 5-30 KB: a few hundred decisions a long evening, so some dozen evenings' worth).
LIMIT = 4000
#: What this folder's files look like; a file of another format is not read.
FORMAT = 1


@functools.cache
def analyst_fingerprint() -> str:
    """What made the answers: the engine's source (the analyst, the games' rules, the bots'
    playouts) where it lies on disk, else (a packaged program) its version and executable,
    which every new build changes."""
    digest = hashlib.sha256(f"format {FORMAT}".encode())
    root = Path(engine.__file__).parent
    sources = sorted(root.rglob("*.py"))
    if sources:
        for path in sources:
            digest.update(path.relative_to(root).as_posix().encode())
            digest.update(path.read_bytes())
    else:
        stat = os.stat(sys.executable)
        digest.update(f"{sys.version} {sys.executable} {stat.st_size} {stat.st_mtime_ns}".encode())
    return digest.hexdigest()[:24]


class AnalysisStore:
    """Answers per position key and number of samples, one file per position.

    ``writable=False``: read only (a screenshot run writes nothing of the user's)."""

    def __init__(self, folder: str | os.PathLike[str], writable: bool = True) -> None:
        self.folder = Path(folder)
        self.writable = writable
        self.fingerprint = analyst_fingerprint()
        #: Files moved aside because they could not be read (tests, bug reports).
        self.set_aside: list[Path] = []
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="coach-store")
        if writable:
            self.prune()

    def path(self, key: tuple[Hashable, ...]) -> Path:
        return self.folder / f"{hashlib.sha256(self._name(key).encode()).hexdigest()[:40]}.json"

    def load(self, key: tuple[Hashable, ...]) -> dict[int, Analysis]:
        """Every answer kept for ``key``, by number of samples (empty if none)."""
        path = self.path(key)
        try:
            data = read_json_object(path)
        except FileNotFoundError:
            return {}
        except (StorageError, OSError) as exc:
            self._set_aside(path, str(exc))
            return {}
        if data.get("format") != FORMAT or data.get("key") != self._name(key):
            return {}  # another format, or (never seen) another position with the same hash
        try:
            return {
                int(samples): Analysis.from_json(answer)
                for samples, answer in dict(data["answers"]).items()
            }
        except (KeyError, TypeError, ValueError) as exc:
            self._set_aside(path, f"{path} holds no answers: {exc}")
            return {}

    def save(self, key: tuple[Hashable, ...], samples: int, analysis: Analysis) -> None:
        """Keep ``analysis`` (made with ``samples`` sampled deals) beside the other answers
        kept for ``key``. Written by a thread of its own: an atomic write waits for the disk,
        which the window must not."""
        if self.writable:
            self._writer.submit(self._write, key, samples, analysis.to_json())

    def flush(self) -> None:
        """Wait until every answer handed to :meth:`save` is written."""
        self._writer.submit(lambda: None).result()

    def _write(self, key: tuple[Hashable, ...], samples: int, answer: dict[str, Any]) -> None:
        answers = {n: a.to_json() for n, a in self.load(key).items()}
        answers[samples] = answer
        document = {
            "format": FORMAT,
            "key": self._name(key),
            "answers": {str(n): a for n, a in sorted(answers.items())},
        }
        try:
            write_json_atomic(self.path(key), document, indent=None)
        except StorageError as exc:  # a full disk costs the cache, never the game
            _log.warning("the coach's answer is not kept: %s", exc)

    def prune(self) -> None:
        """Remove the oldest files beyond ``LIMIT`` (by the time they were last written)."""
        try:
            files = [(p.stat().st_mtime_ns, p) for p in self.folder.glob("*.json")]
        except OSError:
            return
        if len(files) <= LIMIT:
            return
        files.sort()
        for _mtime, path in files[: len(files) - LIMIT]:
            with contextlib.suppress(OSError):
                path.unlink()

    def _name(self, key: tuple[Hashable, ...]) -> str:
        return json.dumps([self.fingerprint, repr(key)])

    def _set_aside(self, path: Path, why: str) -> None:
        _log.warning("a kept answer of the coach cannot be read: %s", why)
        if self.writable:  # kept, never deleted: like every per-user file
            with contextlib.suppress(StorageError, OSError):
                self.set_aside.append(quarantine(path))


__all__ = ["LIMIT", "AnalysisStore", "analyst_fingerprint"]
