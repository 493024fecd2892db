"""A refused move's reason, on the table beside the card the person tried.

Why on the table: the status bar is far from where the person looks, small, and gone after a
few seconds. The balloon points at the card, says the game's own reason (already in the
table's notation) and names the rule it comes from; a click on it opens the rules there.
It goes at the next click or key, or after :data:`SHOW_MS`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.table.layout import readable_px

#: How long a balloon stays when nothing else happens.
SHOW_MS = 7000
BACKGROUND = QColor(255, 248, 220, 245)
BORDER = QColor(176, 60, 40)
TEXT = QColor(40, 25, 10)
LINK = QColor(30, 70, 160)


class RefusalBalloon(QGraphicsObject):
    """The reason (bold) and the rule's name (a link) in a box with a tip at the card."""

    rule_clicked = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.reason = ""
        self.rule = ""
        self.rule_text = ""
        self.font_px = 14.0
        self.card_rect = QRectF()
        #: Whether the tip points down at a card below the box (else up at a card above).
        self.below = True
        self._w = 0.0
        self._h = 0.0
        self._reach = 0.0  # how far the pointer reaches from the box to the card
        self._text_h = 0.0
        self.setZValue(900)
        self.setVisible(False)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.dismiss)

    def _fonts(self) -> tuple[QFont, QFont]:
        bold = QFont()
        bold.setPixelSize(readable_px(self.font_px))
        bold.setBold(True)
        small = QFont()
        small.setPixelSize(readable_px(self.font_px * 0.85))
        small.setUnderline(True)
        return bold, small

    def show_at(
        self,
        card_rect: QRectF,
        scene_rect: QRectF,
        reason: str,
        rule: str,
        rule_text: str,
        font_px: float,
        avoid: Sequence[QRectF] = (),
    ) -> None:
        """Show ``reason`` beside the card at ``card_rect`` (scene coordinates), inside
        ``scene_rect``: above the card when there is room, else below it; above the ``avoid``
        rectangles it would cover (the turn prompt over the hand, which it hid)."""
        self.prepareGeometryChange()
        self.reason, self.rule, self.rule_text, self.font_px = reason, rule, rule_text, font_px
        self.card_rect = QRectF(card_rect)
        bold, small = self._fonts()
        pad = font_px * 0.7
        width = min(font_px * 26, scene_rect.width() - 2 * pad)
        box = QRectF(0, 0, width - 2 * pad, 100000)
        flags = int(Qt.TextFlag.TextWordWrap)
        text = QFontMetricsF(bold).boundingRect(box, flags, reason)
        link = QFontMetricsF(small).boundingRect(box, flags, rule_text) if rule_text else QRectF()
        inner_w = max(text.width(), link.width())
        self._text_h = text.height()
        self._w = inner_w + 2 * pad
        self._h = text.height() + (link.height() + pad * 0.4 if rule_text else 0) + 2 * pad
        tip = font_px * 0.8
        x = card_rect.center().x() - self._w / 2
        x = max(scene_rect.left() + 4, min(x, scene_rect.right() - self._w - 4))
        y = card_rect.top() - tip - self._h
        for other in avoid:
            if QRectF(x, y, self._w, self._h).intersects(other):
                y = min(y, other.top() - tip - self._h)
        self.below = y >= scene_rect.top() + 4
        if not self.below:
            y = card_rect.bottom() + tip
        # Lifted over the prompt, the pointer reaches down past it to the card.
        self._reach = max(tip, card_rect.top() - (y + self._h)) if self.below else tip
        self.setPos(x, y)
        self.setVisible(True)
        self.update()
        self.timer.start(SHOW_MS)

    def dismiss(self) -> None:
        self.timer.stop()
        self.setVisible(False)

    def box(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def boundingRect(self) -> QRectF:  # noqa: N802
        tip = self.font_px * 0.8
        return QRectF(-2, -tip - 2, self._w + 4, self._h + tip + self._reach + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.reason:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.box()
        tip = self.font_px * 0.8
        cx = min(max(self.card_rect.center().x() - self.pos().x(), tip * 2), self._w - tip * 2)
        path = QPainterPath()
        radius = self.font_px * 0.5
        path.addRoundedRect(rect, radius, radius)
        pointer = QPainterPath()
        if self.below:
            # A long reach (over the prompt) is a narrow pointer: it hides little on its way.
            half = tip if self._reach <= tip else tip * 0.45
            pointer.moveTo(cx - half, rect.bottom() - 1)
            pointer.lineTo(cx, rect.bottom() + self._reach)
            pointer.lineTo(cx + half, rect.bottom() - 1)
        else:
            pointer.moveTo(cx - tip, rect.top() + 1)
            pointer.lineTo(cx, rect.top() - tip)
            pointer.lineTo(cx + tip, rect.top() + 1)
        pointer.closeSubpath()
        path = path.united(pointer)
        painter.setPen(QPen(BORDER, 2.0))
        painter.setBrush(BACKGROUND)
        painter.drawPath(path)
        bold, small = self._fonts()
        pad = self.font_px * 0.7
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft)
        painter.setFont(bold)
        painter.setPen(TEXT)
        inner = QRectF(pad, pad, self._w - 2 * pad, self._text_h)
        painter.drawText(inner, flags, self.reason)
        if self.rule_text:
            painter.setFont(small)
            painter.setPen(LINK)
            top = pad + self._text_h + pad * 0.4
            painter.drawText(
                QRectF(pad, top, self._w - 2 * pad, self._h - top), flags, self.rule_text
            )

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.box().contains(event.pos()) and self.rule:
            self.rule_clicked.emit(self.rule)
        self.dismiss()

    def tip_point(self) -> QPointF:
        """Where the tip points, in scene coordinates (for tests)."""
        tip = self.font_px * 0.8
        cx = min(max(self.card_rect.center().x() - self.pos().x(), tip * 2), self._w - tip * 2)
        y = self._h + self._reach if self.below else -tip
        return self.mapToScene(QPointF(cx, y))
