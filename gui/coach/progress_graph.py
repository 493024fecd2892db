"""One figure of the person's progress over their deals: the values, the running mean, its band.

Why drawn by hand: three small graphs, no chart library in the dependencies; the points come
from :func:`engine.coach.progress.series`, whose sums a test checks, so this widget only maps
them to pixels. Each deal is a dot, the running mean a line, the 95 % band of the mean a
shaded area around it; a dashed line marks zero where it is in view.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from engine.coach.progress import Point
from gui.numbers import decimal

MARGIN = 8


class ProgressGraph(QWidget):
    """A titled graph of one series; :meth:`set_points` redraws it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.empty_text = ""
        #: How a value is written at the axis (a share as a percentage, …).
        self.percent = False
        self.points: list[Point] = []
        self.setMinimumSize(180, 110)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(320, 150)

    def set_points(self, points: Sequence[Point]) -> None:
        self.points = list(points)
        self.update()

    def _label(self, value: float) -> str:
        """An axis label in the chosen language's numbers ("+1,5" in German)."""
        return f"{decimal(100 * value, 0)} %" if self.percent else decimal(value, 1, signed=True)

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        metrics = painter.fontMetrics()
        line = metrics.height()
        painter.setPen(text)
        painter.drawText(
            QRectF(MARGIN, 2, self.width() - 2 * MARGIN, line),
            Qt.AlignmentFlag.AlignLeft,
            self.title,
        )
        top = line + 6
        axis = metrics.horizontalAdvance("+000.0 %") + MARGIN
        area = QRectF(axis, top, self.width() - axis - MARGIN, self.height() - top - MARGIN)
        if not self.points or area.width() < 10 or area.height() < 10:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        values = [p.value for p in self.points] + [p.low for p in self.points]
        values += [p.high for p in self.points]
        low, high = min(values), max(values)
        if self.percent:
            low, high = min(low, 0.0), max(high, 1.0)
        if high - low < 1e-9:
            low, high = low - 1.0, high + 1.0
        n = len(self.points)

        def x(i: int) -> float:
            return area.left() + (area.width() * (i + 0.5) / n)

        def y(v: float) -> float:
            return area.bottom() - area.height() * (v - low) / (high - low)

        band = QPolygonF(
            [QPointF(x(i), y(p.high)) for i, p in enumerate(self.points)]
            + [QPointF(x(i), y(p.low)) for i, p in reversed(list(enumerate(self.points)))]
        )
        accent = palette.color(QPalette.ColorRole.Highlight)
        shade = QColor(accent)
        shade.setAlpha(60)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(shade))
        painter.drawPolygon(band)
        if low < 0 < high:
            painter.setPen(QPen(text, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(area.left(), y(0)), QPointF(area.right(), y(0)))
        painter.setPen(QPen(accent, 2))
        painter.drawPolyline(
            QPolygonF([QPointF(x(i), y(p.mean)) for i, p in enumerate(self.points)])
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(text))
        for i, p in enumerate(self.points):
            painter.drawEllipse(QPointF(x(i), y(p.value)), 2.5, 2.5)
        painter.setPen(text)
        for value in (high, low):
            painter.drawText(
                QRectF(0, y(value) - line / 2, axis - 4, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                self._label(value),
            )
