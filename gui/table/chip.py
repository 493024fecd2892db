"""A line of text on a translucent rounded background: prompts, pile counts, the trump chip."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget


class TextChip(QGraphicsObject):
    def __init__(self, z: float = 300) -> None:
        super().__init__()
        self.text = ""
        self.font_px = 13.0
        self.bold = False
        self.colour = QColor(250, 250, 240)
        self.background = QColor(0, 0, 0, 140)
        self._w = 0.0
        self._h = 0.0
        self.setZValue(z)

    def set_text(self, text: str, font_px: float, bold: bool = False) -> None:
        if text == self.text and font_px == self.font_px and bold == self.bold:
            return
        self.prepareGeometryChange()
        self.text, self.font_px, self.bold = text, font_px, bold
        fm = QFontMetricsF(self._font())
        pad = font_px * 0.55
        self._w = (fm.horizontalAdvance(text) + 2 * pad) if text else 0.0
        self._h = (fm.height() + pad * 0.8) if text else 0.0
        self.setVisible(bool(text))
        self.update()

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(max(8, round(self.font_px)))
        font.setBold(self.bold)
        return font

    @property
    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self._w, self._h)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.background)
        painter.drawRoundedRect(rect, self._h / 2, self._h / 2)
        painter.setFont(self._font())
        painter.setPen(self.colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)
