"""Start the coach's workers for a new match once the cards on its table are drawn.

Why wait: a spawned worker spends a few hundred ms of CPU importing the engine, which on a
two-core machine the first frame should not share. The first question to a worker that is not
warm yet starts it anyway, so waiting costs nothing but the head start.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from gui.coach.service import CoachService, Lane
from gui.pixmaps import CardPixmaps


class DeferredWarmUp(QObject):
    """Holds the lanes a new match will ask until the card renderer is idle and every card
    on the table is drawn at its size (``is_drawn``): an idle renderer alone is not enough,
    since a table not yet sized asks for nothing, and the first batch can finish at a size
    the settling window then changes."""

    def __init__(
        self,
        service: CoachService,
        pixmaps: CardPixmaps,
        parent: QObject,
        is_drawn: Callable[[], bool],
    ) -> None:
        super().__init__(parent)
        self._service = service
        self._pixmaps = pixmaps
        self._is_drawn = is_drawn
        self._waiting: tuple[Lane, ...] | None = None
        pixmaps.idle.connect(self._start_if_drawn)

    def request(self, lanes: tuple[Lane, ...]) -> None:
        """Warm ``lanes`` up once the table is drawn (checked after the deal is emitted)."""
        self._waiting = lanes
        QTimer.singleShot(0, self, self._start_if_drawn)

    def _start_if_drawn(self) -> None:
        if self._waiting is not None and self._pixmaps.is_idle() and self._is_drawn():
            self._start_waiting()

    def _start_waiting(self) -> None:
        lanes, self._waiting = self._waiting, None
        if lanes is not None:
            self._service.warm_up(lanes)
