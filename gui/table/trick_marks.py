"""What makes a trick readable on the table: a ring with a tab on a card ("Lead", "Takes"),
the direction-of-play arrow round the middle, and each seat's pile of won tricks.

Drawn items, no widgets: they move and scale with the table like the cards do. They know no
game: the scene tells them where to go, the direction comes from the game's spec.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.table.layout import readable_px

LEAD_COLOUR = QColor(255, 205, 70)
WIN_COLOUR = QColor(110, 230, 140)


class CardRing(QGraphicsObject):
    """A coloured frame round a card with a small tab naming what the card is ("Lead").

    It lies above the trick's cards (so a later card never hides the lead's frame) and
    follows the card it marks while that glides."""

    def __init__(self, colour: QColor, right: bool = False) -> None:
        super().__init__()
        self.colour = colour
        #: The tab sits over the card's right corner instead of its left one, so two rings
        #: on one card (the lead that took its own trick) show both tabs.
        self.right = right
        self.label = ""
        self.card_w = 60.0
        self.font_px = 11.0
        self.card: QGraphicsObject | None = None
        self.setZValue(95)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def mark(self, card: QGraphicsObject, label: str, card_w: float, font_px: float) -> None:
        if card is not self.card:
            self.unmark()
            self.card = card
            card.xChanged.connect(self._follow)
            card.yChanged.connect(self._follow)
        self.prepareGeometryChange()
        self.label, self.card_w, self.font_px = label, card_w, font_px
        self._follow()
        self.show()
        self.update()

    def unmark(self) -> None:
        """Off its card (before the card may go) and out of sight."""
        self.hide()
        card, self.card = self.card, None
        if card is not None:
            try:
                card.xChanged.disconnect(self._follow)
                card.yChanged.disconnect(self._follow)
            except (RuntimeError, TypeError):  # the card is already gone
                pass

    def _follow(self) -> None:
        if self.card is not None:
            self.setPos(self.card.pos())

    def tab_rect(self) -> QRectF:
        """The tab in scene coordinates (empty when it shows no word)."""
        if not self.label or not self.isVisible():
            return QRectF()
        return self._tab().translated(self.pos())

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(readable_px(self.font_px))
        font.setBold(True)
        return font

    def _tab(self) -> QRectF:
        fm = QFontMetricsF(self._font())
        w = fm.horizontalAdvance(self.label) + self.font_px
        h = fm.height() + 2
        x = self.card_w - w + 2 if self.right else -2
        return QRectF(x, -h - 1, w, h)

    def boundingRect(self) -> QRectF:  # noqa: N802
        frame = QRectF(-5, -5, self.card_w + 10, self.card_w * 1.5 + 10)
        return frame.united(self._tab()).adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.card_w * 0.07
        painter.setPen(QPen(self.colour, 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(-2.5, -2.5, self.card_w + 5, self.card_w * 1.5 + 5), r, r)
        if not self.label:
            return
        tab = self._tab()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(tab, tab.height() / 2, tab.height() / 2)
        painter.setFont(self._font())
        painter.setPen(QColor(25, 20, 5))
        painter.drawText(tab, Qt.AlignmentFlag.AlignCenter, self.label)


class DirectionArrow(QGraphicsObject):
    """A faint ellipse round the trick with one arrowhead between each two seats, pointing
    the way play passes (clockwise as seen from above for +1, anticlockwise for -1)."""

    def __init__(self) -> None:
        super().__init__()
        self.centre = QPointF(0, 0)
        self.rx = 100.0
        self.ry = 80.0
        self.direction = 1
        #: Ellipse parameters (radians) between two neighbouring seats, where heads go.
        self.heads: list[float] = []
        self.setZValue(4)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Shown by the scene once a trick game is on the table: before that its default
        # shape drew a stray arc in the corner (behind the resume question at start).
        self.setVisible(False)

    def set_shape(
        self, centre: tuple[float, float], rx: float, ry: float, direction: int, seat_t: list[float]
    ) -> None:
        """``seat_t``: each seat's ellipse parameter, in seat order."""
        self.prepareGeometryChange()
        self.centre = QPointF(*centre)
        self.rx, self.ry, self.direction = rx, ry, 1 if direction >= 0 else -1
        heads = []
        n = len(seat_t)
        for seat in range(n):
            a = seat_t[seat]
            b = seat_t[(seat + self.direction) % n]
            # The arc from a to b the way play goes: increasing t is clockwise on screen.
            span = (b - a) % (2 * math.pi) if self.direction > 0 else -((a - b) % (2 * math.pi))
            if n == 2:
                span = math.pi * self.direction
            heads.append(a + span / 2)
        self.heads = heads
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        pad = 14.0
        return QRectF(
            self.centre.x() - self.rx - pad,
            self.centre.y() - self.ry - pad,
            2 * (self.rx + pad),
            2 * (self.ry + pad),
        )

    def shape(self) -> QPainterPath:
        # Only the line itself, so the tooltip shows on the ring, not on the whole middle.
        path = QPainterPath()
        path.addEllipse(self.centre, self.rx + 6, self.ry + 6)
        inner = QPainterPath()
        inner.addEllipse(self.centre, max(1.0, self.rx - 6), max(1.0, self.ry - 6))
        return path.subtracted(inner)

    def point(self, t: float) -> QPointF:
        return QPointF(
            self.centre.x() + self.rx * math.cos(t), self.centre.y() + self.ry * math.sin(t)
        )

    def tangent(self, t: float) -> tuple[float, float]:
        """Unit vector along the ring in the direction of play at parameter ``t``."""
        dx, dy = -self.rx * math.sin(t), self.ry * math.cos(t)
        n = math.hypot(dx, dy) or 1.0
        return dx / n * self.direction, dy / n * self.direction

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 236, 170, 90), 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(self.centre, self.rx, self.ry)
        size = max(7.0, min(self.rx, self.ry) * 0.09)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 236, 170, 190))
        for t in self.heads:
            tip = self.point(t)
            ux, uy = self.tangent(t)
            px, py = -uy, ux
            tip = QPointF(tip.x() + ux * size * 0.6, tip.y() + uy * size * 0.6)
            back = QPointF(tip.x() - ux * size * 1.6, tip.y() - uy * size * 1.6)
            painter.drawPolygon(
                QPolygonF(
                    [
                        tip,
                        QPointF(back.x() + px * size * 0.8, back.y() + py * size * 0.8),
                        QPointF(back.x() - px * size * 0.8, back.y() - py * size * 0.8),
                    ]
                )
            )


class TrickPile(QGraphicsObject):
    """A seat's won tricks as a small face-down stack with their number; a click on it asks
    for the last trick again."""

    clicked = Signal(int)

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.count = 0
        self.w = 30.0
        self.font_px = 11.0
        #: The pile of the last trick's winner is drawn brighter (the one to click).
        self.last = False
        #: Hidden while the deal's result panel lies over it (as the text chips are).
        self.covered = False
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_content(self, count: int, width: float, font_px: float, last: bool) -> None:
        self.prepareGeometryChange()
        self.count, self.w, self.font_px, self.last = count, width, font_px, last
        self.setVisible(count > 0 and not self.covered)
        self.update()

    def set_covered(self, covered: bool) -> None:
        self.covered = covered
        self.setVisible(self.count > 0 and not covered)

    @property
    def size(self) -> tuple[float, float]:
        """Width and height of the stack (cards lying crosswise, three of them offset)."""
        return self.w * 1.5 + 6, self.w + 6

    def boundingRect(self) -> QRectF:  # noqa: N802
        w, h = self.size
        return QRectF(-2, -2, w + 4, h + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.w * 0.08
        edge = QColor(255, 205, 70) if self.last else QColor(235, 235, 225)
        for i in range(min(3, self.count)):
            rect = QRectF(i * 3, 6 - i * 3, self.w * 1.5, self.w)
            painter.setPen(QPen(edge, 1.5 if self.last else 1.0))
            painter.setBrush(QColor(120, 30, 42))
            painter.drawRoundedRect(rect, r, r)
        font = QFont()
        font.setPixelSize(readable_px(self.font_px))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 245, 220))
        w, h = self.size
        painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, str(self.count))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.contains(event.pos()):
            self.clicked.emit(self.seat)
