"""The QGraphicsView showing the table: the scene is as big as the viewport, so the layout and
the card pixmaps follow the window size (re-rendered at size × device pixel ratio)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from gui.table.scene import TableScene


class TableView(QGraphicsView):
    """Keys go to ``key_pressed`` first (card focus, selection, confirm)."""

    key_pressed = Signal(QKeyEvent)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 320)
        self._resize_timer = QTimer(self)
        self._resize_timer.setSingleShot(True)
        self._resize_timer.setInterval(60)
        self._resize_timer.timeout.connect(self.fit_scene)
        self.handled_key = None
        #: (key, timestamp) of the last key release: X11 without detectable auto-repeat sends
        #: a held key as release + press pairs of one timestamp, which is how a repeat shows.
        self.last_release: tuple[int, int] | None = None
        scene.focus_described.connect(self._announce)
        self.setAccessibleName(QCoreApplication.translate("TableView", "Card table"))

    def _announce(self, text: str) -> None:
        """Tell a screen reader which card has the keyboard focus (cards are scene items,
        which Qt's accessibility does not see)."""
        self.setAccessibleDescription(text)
        if QAccessible.isActive():
            event = QAccessibleEvent(self, QAccessible.Event.DescriptionChanged)
            QAccessible.updateAccessibility(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(QCoreApplication.translate("TableView", "Card table"))
        super().changeEvent(event)

    def fit_scene(self) -> None:
        size = self.viewport().size()
        self.table.resize_table(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(self.table.sceneRect())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        # Layout at once (cheap); pixmaps at the new size are requested by the layout.
        self.fit_scene()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        self.last_release = (event.key(), event.timestamp())
        super().keyReleaseEvent(event)

    def is_repeat(self, event: QKeyEvent) -> bool:
        """A press that only repeats a key held down (flagged, or X11's same-time pair)."""
        return event.isAutoRepeat() or self.last_release == (event.key(), event.timestamp())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        event.setAccepted(False)
        self.key_pressed.emit(event)
        if not event.isAccepted():
            super().keyPressEvent(event)
