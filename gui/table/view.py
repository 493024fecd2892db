"""The QGraphicsView showing the table: the scene is as big as the viewport, so the layout and
the card pixmaps follow the window size (re-rendered at size × device pixel ratio).

With the keyboard on the table and no card carrying the keyboard's frame (a bot's turn, a
decision of the strip's buttons, the result up), the felt itself gets that frame, blue and
dashed like a card's: a keyboard user saw no mark at all and could not tell where the focus
was. Like Qt's own focus frames it is for the keyboard only: a click on the table puts it
away, the next key or a Tab onto the table brings it back.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from gui.table.card_item import FOCUS_COLOUR
from gui.table.scene import TableScene

#: The felt's keyboard frame: its pen width and its distance from the view's edge (pixels).
FRAME_WIDTH = 2.5
FRAME_INSET = 3.0


class TableView(QGraphicsView):
    """Keys go to ``key_pressed`` first (card focus, selection, confirm)."""

    key_pressed = Signal(QKeyEvent)
    #: Tab or Shift+Tab brought the keyboard onto the table.
    tabbed_in = Signal()

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
        #: The table was last used with the mouse: no keyboard frame until a key or a Tab.
        self.by_pointer = False
        scene.focus_described.connect(self._announce)
        self.setAccessibleName(QCoreApplication.translate("TableView", "Card table"))

    def _announce(self, text: str) -> None:
        """Tell a screen reader which card has the keyboard focus (cards are scene items,
        which Qt's accessibility does not see)."""
        self.setAccessibleDescription(text)
        self.viewport().update()  # a card took the keyboard's frame, or gave it back
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

    def frame_shown(self) -> bool:
        """Whether the felt shows the keyboard's frame: the table has the keyboard, used by
        keys, and no card carries the frame instead."""
        return self.hasFocus() and not self.by_pointer and self.table.keyboard_card() is None

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        super().drawForeground(painter, rect)
        if not self.frame_shown():
            return
        painter.save()
        painter.resetTransform()  # viewport pixels: along the visible edge, whatever the scene
        pen = QPen(FOCUS_COLOUR, FRAME_WIDTH)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = FRAME_INSET + FRAME_WIDTH / 2
        frame = QRectF(self.viewport().rect()).adjusted(inset, inset, -inset, -inset)
        painter.drawRoundedRect(frame, 8, 8)
        painter.restore()

    def _set_by_pointer(self, by_pointer: bool) -> None:
        if by_pointer != self.by_pointer:
            self.by_pointer = by_pointer
            self.viewport().update()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        reason = event.reason()
        if reason == Qt.FocusReason.MouseFocusReason:
            self.by_pointer = True
        elif reason in (
            Qt.FocusReason.TabFocusReason,
            Qt.FocusReason.BacktabFocusReason,
            Qt.FocusReason.ShortcutFocusReason,
        ):
            self.by_pointer = False
        super().focusInEvent(event)
        self.viewport().update()
        if reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.tabbed_in.emit()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self.viewport().update()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self._set_by_pointer(True)
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        self._set_by_pointer(False)
        event.setAccepted(False)
        self.key_pressed.emit(event)
        if not event.isAccepted():
            super().keyPressEvent(event)
