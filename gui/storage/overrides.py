"""Settings changed for one run only (command-line options, screenshots) stay off the disk.

Why: ``kartentisch --speed off --pattern german`` or a ``--screenshot`` run sets settings
through the same :class:`gui.settings.Settings` as the dialogs do, and every change is saved.
Without this wrapper a packaging smoke test would leave the user's animations switched off
for good. :class:`RunOnlyStorage` sits between ``Settings`` and the real storage: changes
made inside :meth:`RunOnlyStorage.for_this_run` are used in memory but the file keeps the
user's own value, until the user changes that setting again in the program. With
``read_only=True`` (screenshots) nothing is ever written.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from gui.settings import Storage


class RunOnlyStorage:
    """A :class:`~gui.settings.Storage` that keeps run-only changes out of the file."""

    def __init__(self, base: Storage, read_only: bool = False) -> None:
        self.base = base
        self.read_only = read_only
        self._disk: dict[str, Any] = {}
        self._run_only: dict[str, Any] = {}
        self._recording = False

    @property
    def warnings(self) -> list[str]:
        """The base storage's messages (a damaged file, a failed write), if it keeps any."""
        return list(getattr(self.base, "warnings", []))

    def load(self) -> dict[str, Any]:
        self._disk = copy.deepcopy(self.base.load())
        return copy.deepcopy(self._disk)

    @contextmanager
    def for_this_run(self) -> Iterator[None]:
        """Settings changed inside this block apply to this run only."""
        self._recording = True
        try:
            yield
        finally:
            self._recording = False

    def save(self, data: dict[str, Any]) -> None:
        if self._recording:
            for key, value in data.items():
                if key in self._run_only or self._disk.get(key) != value:
                    self._run_only[key] = copy.deepcopy(value)
            return
        out = copy.deepcopy(data)
        for key, value in list(self._run_only.items()):
            if data.get(key) == value:
                if key in self._disk:
                    out[key] = copy.deepcopy(self._disk[key])
                else:
                    out.pop(key, None)
            else:
                del self._run_only[key]  # changed by the user since: now it is theirs
        if out == self._disk or self.read_only:
            return
        self.base.save(out)
        self._disk = out
