"""One figure of the person's progress over their deals: the values, the running mean, its band.

Why drawn by hand: three small graphs, no chart library in the dependencies; the points come
from :func:`engine.coach.progress.series`, whose sums a test checks, so this widget only maps
them to pixels. Each deal is a dot, the running mean a line, the 95 % band of the mean a
shaded area around it; a dashed line marks zero where it is in view. Under the graph the
deals are numbered (the person's first and last deal of the figure, their name between);
the axes' labels are placed by :meth:`ProgressGraph.plan`, apart from the title, so a
test can check that nothing overlaps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from engine.coach.progress import Point
from gui.numbers import decimal

MARGIN = 8


def _tr(text: str) -> str:
    """The training feature's context: its words are translated together."""
    return QCoreApplication.translate("Training", text)


@dataclass(frozen=True)
class Label:
    """A text and the rectangle it is drawn in."""

    rect: QRectF
    text: str


@dataclass(frozen=True)
class Layout:
    """Where the title, the plot and the axes' labels go (widget coordinates)."""

    title: QRectF
    area: QRectF
    #: The value axis (highest value first) and the deal axis (deal numbers, then its name).
    values: tuple[Label, ...]
    deals: tuple[Label, ...]


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

    def value_range(self) -> tuple[float, float]:
        """The lowest and highest value the graph shows (a share: at least 0 % to 100 %)."""
        values = [p.value for p in self.points] + [p.low for p in self.points]
        values += [p.high for p in self.points]
        low, high = min(values), max(values)
        if self.percent:
            low, high = min(low, 0.0), max(high, 1.0)
        if high - low < 1e-9:
            low, high = low - 1.0, high + 1.0
        return low, high

    def plan(self, metrics: QFontMetrics) -> Layout:
        """The title on its own line; below it the plot, with room above and below for half
        a value label (the highest value's label sat on the title) and a line of deal
        numbers under it (without them the graph did not say what runs left to right)."""
        line = metrics.height()
        title = QRectF(MARGIN, 2, self.width() - 2 * MARGIN, line)
        top = title.bottom() + line / 2 + 4
        axis = metrics.horizontalAdvance("+000.0 %") + MARGIN
        bottom = self.height() - MARGIN - line - 2
        area = QRectF(axis, top, self.width() - axis - MARGIN, bottom - top)
        if not self.points or area.width() < 10 or area.height() < 10:
            return Layout(title, area, (), ())
        low, high = self.value_range()
        values = tuple(
            Label(QRectF(0, self._y(area, low, high, v) - line / 2, axis - 4, line), self._label(v))
            for v in (high, low)
        )
        n = len(self.points)
        under = area.bottom() + 2
        deals = []
        for i in sorted({0, n - 1}):
            text = str(i + 1)
            width = metrics.horizontalAdvance(text) + 4
            deals.append(Label(QRectF(self._x(area, i) - width / 2, under, width, line), text))
        name = _tr("your deals")
        width = metrics.horizontalAdvance(name) + 4
        gap = QRectF(area.center().x() - width / 2, under, width, line)
        if not any(gap.intersects(label.rect) for label in deals):
            deals.append(Label(gap, name))
        return Layout(title, area, values, tuple(deals))

    def _x(self, area: QRectF, i: int) -> float:
        return area.left() + (area.width() * (i + 0.5) / len(self.points))

    @staticmethod
    def _y(area: QRectF, low: float, high: float, v: float) -> float:
        return area.bottom() - area.height() * (v - low) / (high - low)

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        plan = self.plan(painter.fontMetrics())
        area = plan.area
        painter.setPen(text)
        painter.drawText(plan.title, Qt.AlignmentFlag.AlignLeft, self.title)
        if not plan.values:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        low, high = self.value_range()

        def x(i: int) -> float:
            return self._x(area, i)

        def y(v: float) -> float:
            return self._y(area, low, high, v)

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
        for label in plan.values:
            painter.drawText(
                label.rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label.text
            )
        for label in plan.deals:
            painter.drawText(label.rect, Qt.AlignmentFlag.AlignCenter, label.text)
