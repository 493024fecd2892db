"""The match picture: each side's running total, deal by deal, drawn with QPainter.

Why drawn by hand: QtCharts is not part of PySide6-Essentials (see the toolchain notes), and
the picture is simple — one polyline per side over the deals — so a small paintEvent keeps the
package lean. The numbers come from the score sheet's own deal results, so the graph and the
sheet can never disagree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from i18n import plurals

#: Okabe–Ito colours: told apart by people with the common colour-vision deficiencies.
SIDE_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000")
#: The pen width of a side's line, and how far apart sides with the same total are drawn:
#: a line drawn exactly over another would hide it (equal totals are common, at 0 above all).
LINE_WIDTH = 2.5
TIE_SPACING = 3.0


@dataclass(frozen=True)
class Series:
    """One side of the match: its name and its total after each deal (deal 0 = start)."""

    name: str
    totals: tuple[float, ...]


def series_from_results(
    results: Sequence[dict[str, Any]], columns: Sequence[tuple[str, int]]
) -> list[Series]:
    """The running totals of each score-sheet column, starting from 0 before the first deal.

    ``columns`` are the score sheet's (header, seat) pairs, so partners share one line just as
    they share one column of the sheet.
    """
    series = []
    for name, seat in columns:
        values = [0.0]
        for result in results:
            totals = result.get("totals") or []
            values.append(float(totals[seat]) if seat < len(totals) else values[-1])
        series.append(Series(name, tuple(values)))
    return series


def nice_step(span: float, ticks: int = 4) -> float:
    """A round grid step (1, 2 or 5 times a power of ten) giving about ``ticks`` lines."""
    if span <= 0:
        return 1.0
    raw = span / max(1, ticks)
    power = 10 ** len(str(int(raw))) / 10 if raw >= 1 else 1.0
    while power > raw:
        power /= 10
    for factor in (1, 2, 5, 10):
        if power * factor >= raw:
            return power * factor
    return power * 10


class MatchGraph(QWidget):
    """A line per side over the deals of the match, with a legend and a zero line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._series: list[Series] = []
        self._lower_is_better = False
        self.setMinimumHeight(140)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._update_accessible()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(300, 190)

    def set_series(self, series: Sequence[Series], lower_is_better: bool = False) -> None:
        self._series = list(series)
        self._lower_is_better = lower_is_better
        self._update_accessible()
        self.update()

    def series(self) -> list[Series]:
        return list(self._series)

    def deals(self) -> int:
        """Deals shown (the start point is not a deal)."""
        return max((len(s.totals) - 1 for s in self._series), default=0)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self._update_accessible()
            self.update()
        super().changeEvent(event)

    def _update_accessible(self) -> None:
        self.setAccessibleName(self.tr("Match graph"))
        parts = [f"{s.name} {_number(s.totals[-1])}" for s in self._series if s.totals]
        deals = self.deals()
        counted = plurals.english(self.tr("Totals after %n deal(s): {totals}", None, deals), deals)
        description = counted.format(totals=", ".join(parts))
        if self._lower_is_better:
            description += " " + self.tr("Lower totals are better.")
        self.setAccessibleDescription(description)
        self.setToolTip(description if self._series else "")

    # --- painting -----------------------------------------------------------------------------

    def plot_rect(self) -> QRectF:
        """Where the lines go: inside the axis labels and above the legend."""
        metrics = QFontMetrics(self.font())
        labels = [_number(v) for v in self._value_ticks()[0]] or ["0"]
        left = max(metrics.horizontalAdvance(t) for t in labels) + 10
        legend = (metrics.height() + 4) * max(1, len(self._legend_rows(metrics))) + 4
        bottom = metrics.height() + 6
        top = metrics.height() / 2 + 4
        height = max(10, self.height() - top - 8 - legend - bottom)
        return QRectF(left, top, max(10, self.width() - left - 10), height)

    def _legend_rows(self, metrics: QFontMetrics) -> list[list[tuple[int, str, float]]]:
        """Legend entries (side, label, width) wrapped into rows that fit the widget."""
        rows: list[list[tuple[int, str, float]]] = [[]]
        used = 0.0
        for side, series in enumerate(self._series):
            label = f"{series.name} {_number(series.totals[-1])}"
            width = 18 + metrics.horizontalAdvance(label) + 12
            if rows[-1] and used + width > self.width() - 8:
                rows.append([])
                used = 0.0
            rows[-1].append((side, label, width))
            used += width
        return [row for row in rows if row]

    def point(self, side: int, deal: int) -> QPointF:
        """The widget position of ``side``'s total after ``deal`` (0 = before the first).

        Sides with the same total at a deal are fanned out side by side around the exact
        height, in side order, so every line stays visible where totals are equal.
        """
        rect = self.plot_rect()
        low, high = self._value_ticks()[1]
        deals = max(1, self.deals())
        x = rect.left() + rect.width() * deal / deals
        value = self._series[side].totals[deal]
        y = rect.bottom() - rect.height() * (value - low) / (high - low)
        tied = [s for s, other in enumerate(self._series) if _total(other, deal) == value]
        y += (tied.index(side) - (len(tied) - 1) / 2) * TIE_SPACING
        return QPointF(x, y)

    def _value_ticks(self) -> tuple[list[float], tuple[float, float]]:
        values = [v for s in self._series for v in s.totals] or [0.0]
        low, high = min(0.0, *values), max(0.0, *values)
        if high == low:
            high = low + 1
        step = nice_step(high - low)
        low = step * (low // step)
        high = step * -(-high // step)
        ticks = []
        tick = low
        while tick <= high + step / 2:
            ticks.append(tick)
            tick += step
        return ticks, (low, high)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.windowText().color()
        faint = QColor(text)
        faint.setAlpha(50)
        metrics = QFontMetrics(self.font())
        if not self._series or self.deals() == 0:
            # Wrapped inside a margin: one centred line wider than a narrow dock (Polish at
            # 1024×600) was cut off at both edges.
            painter.setPen(text)
            painter.drawText(
                QRectF(self.rect()).adjusted(6, 4, -6, -4),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.tr("The graph starts after the first deal."),
            )
            return
        rect = self.plot_rect()
        ticks, (low, high) = self._value_ticks()
        for tick in ticks:
            y = rect.bottom() - rect.height() * (tick - low) / (high - low)
            pen = QPen(text if tick == 0 else faint, 1)
            painter.setPen(pen)
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            painter.setPen(text)
            label = _number(tick)
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, rect.left() - 6, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
        deals = self.deals()
        every = max(1, deals // 8 + (1 if deals % 8 else 0)) if deals > 8 else 1
        for deal in range(1, deals + 1):
            if deal % every and deal != deals:
                continue
            x = rect.left() + rect.width() * deal / deals
            painter.drawText(
                QRectF(x - 20, rect.bottom() + 2, 40, metrics.height()),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                str(deal),
            )
        for side, series in enumerate(self._series):
            colour = QColor(SIDE_COLOURS[side % len(SIDE_COLOURS)])
            path = QPainterPath(self.point(side, 0))
            for deal in range(1, len(series.totals)):
                path.lineTo(self.point(side, deal))
            painter.setPen(QPen(colour, LINE_WIDTH))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setBrush(colour)
            for deal in range(1, len(series.totals)):
                painter.drawEllipse(self.point(side, deal), 3, 3)
        self._paint_legend(painter, metrics)

    def _paint_legend(self, painter: QPainter, metrics: QFontMetrics) -> None:
        rows = self._legend_rows(metrics)
        line = metrics.height() + 4
        y = self.height() - line * len(rows) - 2
        for row in rows:
            x = 4.0
            middle = y + metrics.height() / 2
            for side, label, width in row:
                colour = QColor(SIDE_COLOURS[side % len(SIDE_COLOURS)])
                painter.setPen(QPen(colour, 3))
                painter.drawLine(QPointF(x, middle), QPointF(x + 14, middle))
                painter.setPen(self.palette().windowText().color())
                painter.drawText(QPointF(x + 18, y + metrics.ascent()), label)
                x += width
            y += line


def _total(series: Series, deal: int) -> float | None:
    return series.totals[deal] if deal < len(series.totals) else None


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"
