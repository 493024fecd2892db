"""The coach's workers start once the new table is drawn, not merely once the card renderer
is idle: before the table is sized it asks for no pixmap, so an idle renderer can mean that
nothing is drawn yet (a race the loaded CI hit)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from gui.coach.warm_up import DeferredWarmUp


class _Pixmaps(QObject):
    idle = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.pending = False

    def is_idle(self) -> bool:
        return not self.pending


class _Service:
    def __init__(self) -> None:
        self.started: list[tuple[str, ...]] = []

    def warm_up(self, lanes: tuple[str, ...]) -> None:
        self.started.append(lanes)


def _deferred(drawn: list[bool]) -> tuple[DeferredWarmUp, _Pixmaps, _Service, QObject]:
    parent = QObject()
    pixmaps = _Pixmaps()
    service = _Service()
    warm = DeferredWarmUp(service, pixmaps, parent, lambda: drawn[0])  # type: ignore[arg-type]
    return warm, pixmaps, service, parent


def test_an_idle_renderer_with_the_table_not_drawn_starts_nothing(qtbot: Any) -> None:
    drawn = [False]
    warm, pixmaps, service, _parent = _deferred(drawn)
    warm.request(("now",))
    QCoreApplication.processEvents()  # the check queued after the deal is emitted runs
    pixmaps.idle.emit()  # a batch at a size the settling window then changed
    assert service.started == []
    drawn[0] = True
    pixmaps.idle.emit()  # the table's cards at their sizes
    assert service.started == [("now",)]
    pixmaps.idle.emit()  # later renders (the review's thumbnails) start nothing more
    assert service.started == [("now",)]


def test_a_table_already_drawn_starts_at_once(qtbot: Any) -> None:
    drawn = [True]
    warm, _pixmaps, service, _parent = _deferred(drawn)
    warm.request(("now", "later"))
    qtbot.waitUntil(lambda: service.started == [("now", "later")])


def test_nothing_starts_while_the_renderer_is_busy(qtbot: Any) -> None:
    drawn = [True]
    warm, pixmaps, service, _parent = _deferred(drawn)
    pixmaps.pending = True
    warm.request(("now",))
    QCoreApplication.processEvents()
    assert service.started == []
    pixmaps.pending = False
    pixmaps.idle.emit()
    assert service.started == [("now",)]
