"""One card on the table: a pixmap that can be face up or down, highlighted, dimmed,
selected, focused, clicked and dragged, and moved by an animation of its ``pos``."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.table.layout import TICK_ABOVE, TICK_LEFT, tick_diameter

SELECT_COLOUR = QColor(255, 214, 64)
FOCUS_COLOUR = QColor(80, 170, 255)
HINT_COLOUR = QColor(90, 255, 140)
TARGET_COLOUR = QColor(255, 120, 80)


class CardItem(QGraphicsObject):
    """A card. ``code`` is None for a face-down card whose face the viewer may not know."""

    clicked = Signal(str)
    double_clicked = Signal(str)
    dropped = Signal(str, QPointF)

    def __init__(self, key: str, code: str | None, width: float) -> None:
        super().__init__()
        self.key = key
        self.code = code
        self.w = width
        self.h = width * 1.5
        self.pixmap: QPixmap | None = None
        self.dimmed = False
        self.selected_ = False
        self.focused = False
        self.hinted = False
        self.targeted = False
        self.playable = False
        self.draggable = False
        #: What a screen reader says for this card ("King of hearts, playable"); the scene
        #: keeps it current (QGraphicsItems have no accessible interface of their own, so
        #: the table view announces the focused card's name).
        self.accessible = ""
        self._press: QPointF | None = None
        self._press_pos: QPointF | None = None
        self._dragging = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    def accessible_name(self) -> str:
        return self.accessible

    # --- appearance ---------------------------------------------------------------------------

    def set_size(self, width: float) -> None:
        if abs(width - self.w) > 0.01:
            self.prepareGeometryChange()
            self.w = width
            self.h = width * 1.5
            self.update()

    def set_pixmap(self, pixmap: QPixmap | None) -> None:
        if pixmap is not self.pixmap:
            self.pixmap = pixmap
            self.update()

    def set_flags(self, **flags: bool) -> None:
        changed = False
        for name, value in flags.items():
            attr = "selected_" if name == "selected" else name
            if getattr(self, attr) != value:
                if attr == "hinted":
                    self.prepareGeometryChange()  # the tick widens the bounding rect
                setattr(self, attr, value)
                changed = True
        if changed:
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if self.playable else Qt.CursorShape.ArrowCursor
            )
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        pad = 4.0
        # The coach's tick stands over the top left corner.
        tick = self.tick_rect() if self.hinted else QRectF()
        left, top = -min(tick.left(), 0.0), -min(tick.top(), 0.0)
        return QRectF(-pad - left, -pad - top, self.w + 2 * pad + left, self.h + 2 * pad + top)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self.w, self.h), self.w * 0.06, self.w * 0.06)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = QRectF(0, 0, self.w, self.h)
        radius = self.w * 0.06
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if self.pixmap is not None and not self.pixmap.isNull():
            painter.drawPixmap(rect, self.pixmap, QRectF(self.pixmap.rect()))
        else:
            painter.setPen(QPen(QColor(60, 60, 60), 1))
            painter.setBrush(QBrush(QColor(250, 248, 240) if self.code else QColor(150, 40, 50)))
            painter.drawRoundedRect(rect, radius, radius)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 95))
            painter.drawRoundedRect(rect, radius, radius)
        if self.hinted:
            self._paint_hint(painter, rect, radius)
        for on, colour, width in (
            (self.targeted, TARGET_COLOUR, 3.0),
            (self.selected_, SELECT_COLOUR, 3.0),
            (self.focused, FOCUS_COLOUR, 2.5),
        ):
            if on:
                pen = QPen(colour, width)
                if colour is FOCUS_COLOUR:
                    pen.setStyle(Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                inset = width / 2
                painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)

    def tick_rect(self) -> QRectF:
        """The disc of the coach's tick, in the card's coordinates."""
        d = tick_diameter(self.w)
        return QRectF(-d * TICK_LEFT, -d * TICK_ABOVE, d, d)

    def _paint_hint(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        """The coach's mark: a solid green frame just outside the card and a green tick in a
        disc at its top corner, unlike the keyboard's blue dashed frame inside the edge (the
        two looked alike, and Enter did not play what the green frame seemed to offer).

        The disc stands over the top *left* corner (``TICK_LEFT``, ``TICK_ABOVE``)."""
        painter.setPen(QPen(HINT_COLOUR, 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-2.5, -2.5, 2.5, 2.5), radius + 2, radius + 2)
        disc = self.tick_rect()
        d = disc.width()
        painter.setPen(QPen(QColor(20, 90, 40), 1.2))
        painter.setBrush(HINT_COLOUR)
        painter.drawEllipse(disc)
        tick = QPainterPath()
        tick.moveTo(disc.left() + d * 0.25, disc.top() + d * 0.52)
        tick.lineTo(disc.left() + d * 0.43, disc.top() + d * 0.7)
        tick.lineTo(disc.left() + d * 0.76, disc.top() + d * 0.3)
        painter.setPen(QPen(QColor(10, 60, 25), max(1.5, d * 0.12)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(tick)

    # --- mouse --------------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton or not self.code:
            event.ignore()
            return
        self._press = event.scenePos()
        self._press_pos = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None or not self.draggable:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() > 8:
            self._dragging = True
            self.setZValue(self.zValue() + 1000)
        if self._dragging and self._press_pos is not None:
            self.setPos(self._press_pos + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            return
        press_pos = self._press_pos
        self._press = None
        if self._dragging:
            self._dragging = False
            self.setZValue(self.zValue() - 1000)
            if press_pos is not None:
                self.setPos(press_pos)
            self.dropped.emit(self.code or "", event.scenePos())
            return
        self.clicked.emit(self.code or "")

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.code:
            self.double_clicked.emit(self.code)
