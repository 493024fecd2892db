"""The local window a network table is opened from, as the network menu and the hosting
functions (gui/net/hosting.py) are given it.

Why a module of its own: the network menu is installed at every start, but the hosting
functions (and the network table's window they import) load only when a table is opened.
"""

from __future__ import annotations

from dataclasses import dataclass

from gui.persistence import Persistence
from gui.window_hooks import WindowHooks


@dataclass(frozen=True)
class Home:
    """The local window's hooks and its per-user storage (the hosted table's folder, this
    seat's statistics; None in tests: neither is kept)."""

    hooks: WindowHooks
    storage: Persistence | None = None
