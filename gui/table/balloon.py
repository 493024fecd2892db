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
        self._tip_x = 0.0  # where on the card's edge the tip points (scene x)
        #: Where a pointer that goes round the prompt's end turns towards the card (scene).
        self._elbow: QPointF | None = None
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
        aim: tuple[float, float] | None = None,
    ) -> None:
        """Show ``reason`` beside the card at ``card_rect`` (scene coordinates), inside
        ``scene_rect``: above the card when there is room, else below it; above the ``avoid``
        rectangles it would cover (the turn prompt over the hand, which it hid). ``aim`` is
        the stretch of the card's top edge that is not under another card (a fanned hand
        covers each card's right part); the pointer ends there, and never crosses an
        ``avoid`` rectangle on its way down (it covered the prompt's last words)."""
        self.prepareGeometryChange()
        self.reason, self.rule, self.rule_text, self.font_px = reason, rule, rule_text, font_px
        self.card_rect = QRectF(card_rect)
        self._measure(min(font_px * 26, scene_rect.width() - 2 * font_px * 0.7))
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
        self._elbow = None
        span = aim if aim is not None else (card_rect.left(), card_rect.right())
        self._tip_x = (span[0] + span[1]) / 2
        if self.below:
            # What lies between the box and the card: the pointer must pass beside it.
            between = [o for o in avoid if o.top() < card_rect.top() and o.bottom() > y + self._h]
            clear = _clear_x(span, between, tip)
            if clear is not None:
                self._tip_x = clear
            elif between:
                # The whole visible card lies under the prompt: the pointer goes down past
                # the prompt's nearer end, then under it to the card (the box is moved to
                # reach over that end).
                low = min(o.left() for o in between) - tip
                high = max(o.right() for o in between) + tip
                fits = [
                    e
                    for e in (low, high)
                    if scene_rect.left() + tip * 2 + 4 <= e <= scene_rect.right() - tip * 2 - 4
                ]
                turn = max(o.bottom() for o in between) + tip * 0.75
                if fits and turn + tip < card_rect.top():
                    bend = min(fits, key=lambda e: abs(e - self._tip_x))
                    x = min(max(x, bend + tip * 2 - self._w), bend - tip * 2)
                    x = max(scene_rect.left() + 4, min(x, scene_rect.right() - self._w - 4))
                    self._elbow = QPointF(bend, turn)
        # Lifted over the prompt, the pointer reaches down past it to the card.
        self._reach = max(tip, card_rect.top() - (y + self._h)) if self.below else tip
        self.setPos(x, y)
        self.setVisible(True)
        self.update()
        self.timer.start(SHOW_MS)

    def _measure(self, width: float) -> None:
        """The box's size for the reason and the rule's link wrapped to ``width`` at most."""
        bold, small = self._fonts()
        pad = self.font_px * 0.7
        box = QRectF(0, 0, width - 2 * pad, 100000)
        flags = int(Qt.TextFlag.TextWordWrap)
        text = QFontMetricsF(bold).boundingRect(box, flags, self.reason)
        link = (
            QFontMetricsF(small).boundingRect(box, flags, self.rule_text)
            if self.rule_text
            else QRectF()
        )
        self._text_h = text.height()
        self._w = max(text.width(), link.width()) + 2 * pad
        self._h = text.height() + (link.height() + pad * 0.4 if self.rule_text else 0) + 2 * pad

    def dismiss(self) -> None:
        self.timer.stop()
        self.setVisible(False)

    def box(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def boundingRect(self) -> QRectF:  # noqa: N802
        tip = self.font_px * 0.8
        end = self._tip_x - self.pos().x()
        left, right = min(-2.0, end - tip), max(self._w + 2, end + tip)
        return QRectF(left, -tip - 2, right - left, self._h + tip + self._reach + 4)

    def pointer(self) -> QPainterPath:
        """The pointer from the box to the card, in the item's coordinates."""
        rect = self.box()
        tip = self.font_px * 0.8
        cx, end = self._pointer_xs()
        pointer = QPainterPath()
        if self.below and self._elbow is not None:
            # Down beside the prompt's end, then under it to the card.
            # The bar turns into a wedge whose base faces the card: as thick as the bar.
            half = tip * 0.45
            bend = self.mapFromScene(self._elbow)
            near, far = (-half, half) if end < bend.x() else (half, -half)
            pointer.moveTo(bend.x() + near, rect.bottom() - 1)
            pointer.lineTo(bend.x() + near, bend.y() - half)
            pointer.lineTo(end, rect.bottom() + self._reach)
            pointer.lineTo(bend.x() + near, bend.y() + half)
            pointer.lineTo(bend.x() + far, bend.y() + half)
            pointer.lineTo(bend.x() + far, rect.bottom() - 1)
        elif self.below:
            # A long reach (over the prompt) is a narrow pointer: it hides little on its way.
            half = tip if self._reach <= tip else tip * 0.45
            pointer.moveTo(cx - half, rect.bottom() - 1)
            pointer.lineTo(end, rect.bottom() + self._reach)
            pointer.lineTo(cx + half, rect.bottom() - 1)
        else:
            pointer.moveTo(cx - tip, rect.top() + 1)
            pointer.lineTo(cx, rect.top() - tip)
            pointer.lineTo(cx + tip, rect.top() + 1)
        pointer.closeSubpath()
        return pointer

    def _pointer_xs(self) -> tuple[float, float]:
        """Where the pointer leaves the box and where its tip is, in the box's x."""
        tip = self.font_px * 0.8
        end = self._tip_x - self.pos().x()
        return min(max(end, tip * 2), self._w - tip * 2), end

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.reason:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.box()
        path = QPainterPath()
        radius = self.font_px * 0.5
        path.addRoundedRect(rect, radius, radius)
        path = path.united(self.pointer())
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
        cx, end = self._pointer_xs()
        y = self._h + self._reach if self.below else -tip
        return self.mapToScene(QPointF(end if self.below else cx, y))


def visible_span(card: QRectF, covers: Sequence[QRectF]) -> tuple[float, float]:
    """The widest stretch of ``card``'s top edge that none of ``covers`` (the cards lying
    over it in a fan) hides; the whole edge if they hide all of it."""
    free = [(card.left(), card.right())]
    for other in covers:
        if not (other.top() <= card.top() + 1 <= other.bottom()):
            continue
        free = [
            piece
            for low, high in free
            for piece in ((low, min(high, other.left())), (max(low, other.right()), high))
            if piece[1] - piece[0] > 1
        ]
    return max(free, key=lambda p: p[1] - p[0]) if free else (card.left(), card.right())


def _clear_x(span: tuple[float, float], between: Sequence[QRectF], tip: float) -> float | None:
    """The x nearest the middle of ``span`` (a card's visible top edge) whose way straight
    up passes none of ``between``, with room for the pointer; None if there is none."""
    gap = tip * 0.6
    low, high = span[0] + gap, span[1] - gap
    middle = (span[0] + span[1]) / 2
    candidates = [middle] + [o.left() - gap for o in between] + [o.right() + gap for o in between]
    clear = [
        x
        for x in candidates
        if low <= x <= high and not any(o.left() - gap < x < o.right() + gap for o in between)
    ]
    return min(clear, key=lambda x: abs(x - middle)) if clear else None
