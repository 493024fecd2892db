"""The few parts of the main window the coach fills or listens to, handed to it by name.

Why not the window itself: the coach used to import ``MainWindow`` and reach into more than
twenty of its parts, which made the GUI's only import cycle and let any change of the window
break learn mode. Now the window builds this record once (its hook for the coach) and the
coach depends on these parts alone; the window never needs to know what the coach does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from gui.controller import GameController
from gui.panels import DealResultPanel
from gui.pixmaps import CardPixmaps
from gui.score_panel import ScorePanel
from gui.settings import Settings
from gui.table.scene import TableScene
from gui.table.view import TableView
from gui.turn_input import TurnInput


@dataclass(frozen=True)
class CoachHost:
    """What the coach is given: the controller it listens to and the widgets it fills."""

    #: Where the Moves and Learn docks go, and the review window's parent.
    window: QMainWindow
    controller: GameController
    settings: Settings
    #: The table: a past moment is shown on it read-only (the move log's double-click).
    view: TableView
    scene: TableScene
    turn_input: TurnInput
    action_panel: QWidget
    #: The score sheet (its match graph, a double-click opens a deal's review) and its dock.
    score: ScorePanel
    score_dock: QDockWidget
    result_panel: DealResultPanel
    pixmaps: CardPixmaps
    #: (card pattern, language) the table shows now.
    display: Callable[[], tuple[str, str]]
    seat_names: Callable[[], Sequence[str]]
