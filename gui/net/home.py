"""The local window a network table is opened from, as the network menu and the hosting
functions (gui/net/hosting.py) are given it.

Why a module of its own: the network menu is installed at every start, but the hosting
functions (and the network table's window they import) load only when a table is opened.
"""

from __future__ import annotations

from dataclasses import dataclass

from gui.persistence import Persistence
from gui.window_hooks import WindowHooks
from netplay.kept_seats import KeptSeats


@dataclass(frozen=True)
class Home:
    """The local window's hooks and its per-user storage (the hosted table's folder, this
    seat's statistics; None in tests: neither is kept)."""

    hooks: WindowHooks
    storage: Persistence | None = None

    def kept_seats(self) -> KeptSeats | None:
        """The seats this person holds at network tables (``<data>/seats``), kept for a
        return after a crash; None without per-user storage and in a screenshot run (which
        writes nothing of the user's)."""
        if self.storage is None or not self.storage.autosave_enabled:
            return None
        return KeptSeats(self.storage.paths.data_dir / "seats")
