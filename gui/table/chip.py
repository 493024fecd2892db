"""A line of text on a translucent rounded background: prompts, pile counts, the trump chip."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gui.table.layout import readable_px


class TextChip(QGraphicsObject):
    def __init__(self, z: float = 300) -> None:
        super().__init__()
        self.text = ""
        self.font_px = 13.0
        self.bold = False
        self.colour = QColor(250, 250, 240)
        self.background = QColor(0, 0, 0, 140)
        self.max_width: float | None = None
        self._w = 0.0
        self._h = 0.0
        self._line_h = 0.0
        self.covered = False
        self.setZValue(z)

    def set_covered(self, covered: bool) -> None:
        """Keep the chip hidden while something laid over the table says the same (the
        deal's result panel over "The deal is over."), whatever text it is given meanwhile."""
        self.covered = covered
        self.setVisible(bool(self.text) and not covered)

    def set_text(
        self, text: str, font_px: float, bold: bool = False, max_width: float | None = None
    ) -> None:
        """Show ``text``; wider than ``max_width`` (None: no limit) it wraps onto more lines,
        so a long prompt in a wordy language never runs over what lies beside it."""
        if (text, font_px, bold, max_width) == (self.text, self.font_px, self.bold, self.max_width):
            return
        self.prepareGeometryChange()
        self.text, self.font_px, self.bold, self.max_width = text, font_px, bold, max_width
        fm = QFontMetricsF(self._font())
        pad = font_px * 0.55
        self._line_h = fm.height() + pad * 0.8
        width = fm.horizontalAdvance(text)
        height = fm.height()
        if max_width is not None and width + 2 * pad > max_width:
            box = QRectF(0, 0, max(font_px * 4, max_width - 2 * pad), 100000)
            bound = fm.boundingRect(box, int(Qt.TextFlag.TextWordWrap), text)
            width, height = bound.width(), bound.height()
        self._w = (width + 2 * pad) if text else 0.0
        self._h = (height + pad * 0.8) if text else 0.0
        self.setVisible(bool(text) and not self.covered)
        self.update()

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(readable_px(self.font_px))
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
        radius = min(self._h, self._line_h) / 2
        painter.drawRoundedRect(rect, radius, radius)
        painter.setFont(self._font())
        painter.setPen(self.colour)
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(rect, int(flags), self.text)
