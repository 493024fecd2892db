"""The parts of the main window its add-ons may use, handed to them by name and type.

Why: the add-ons installed from outside the window (per-user storage, gui/persistence.py; the
network menu and hosting, gui/net) used to take ``window: Any``, read whatever they needed from
it with ``getattr`` and graft themselves onto it (``window.persistence = self``): the least
typed code of the GUI, where a renamed action broke an add-on silently. Now the window builds
one :class:`WindowHooks` (as it builds :class:`~gui.coach.host.CoachHost` for the coach), an
add-on takes that record and hands back the menu entries it made in a :class:`MenuEntries`,
and the window places them (``MainWindow.place``). No add-on sets anything on the window or on
another add-on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QStatusBar

from gui.coach.learning import Learning
from gui.controller import GameController
from gui.pixmaps import CardPixmaps
from gui.settings import Settings


@dataclass(frozen=True)
class WindowHooks:
    """What an add-on of the main window is given (built once by the window)."""

    #: The parent of the add-on's dialogs and objects; its close and language change are
    #: watched with an event filter; it is hidden while its person sits at a network table.
    window: QMainWindow
    controller: GameController
    settings: Settings
    pixmaps: CardPixmaps
    #: The coach: storage keeps its analyses and what learn mode was doing.
    learning: Learning
    #: The Game menu (an add-on may listen to it; the window places the entries).
    game_menu: QMenu
    #: The status bar, for a lasting mark (``addPermanentWidget``; asked for when needed:
    #: the window makes its status bar on first use)...
    status_bar: Callable[[], QStatusBar]
    #: ... and a message in it for a few seconds.
    show_status: Callable[[str], None]
    #: The game on the table ("" before the first match).
    game_id: Callable[[], str]
    #: Ask before another match (of the game given) replaces an unfinished one; True to go on.
    confirm_leave_match: Callable[[str], bool]
    #: Game ▸ New… (for the game given, or the one on the table).
    new_game_dialog: Callable[[str | None], None]
    #: Game ▸ Choose a game…; True if a match was started from it.
    show_start_screen: Callable[[], bool]
    #: An empty table that says where the games are (the start screen closed unanswered).
    show_no_game: Callable[[], None]


@dataclass(frozen=True)
class MenuEntries:
    """The entries an add-on made for the Game menu, in the order they go, for the window to
    place: each group where it belongs among the window's own actions."""

    #: After Open… (Resume ▸).
    after_open: tuple[QAction, ...] = ()
    #: After Save… (Statistics…).
    after_save: tuple[QAction, ...] = ()
    #: Before Undo, after a separator (Host table…, Join table…).
    before_undo: tuple[QAction, ...] = ()


class WindowStorage(Protocol):
    """What the window asks of its per-user storage (``gui.persistence.Persistence``)."""

    @property
    def autosave_enabled(self) -> bool: ...

    def open_game(self) -> object: ...

    def save_game(self) -> object: ...

    def menu_entries(self) -> MenuEntries: ...
