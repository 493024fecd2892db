"""A seat's name plate: name, role badges, cards in hand, tricks, and whose turn it is."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gui.table.layout import readable_px

TEAM_COLOURS = (QColor(70, 130, 220), QColor(220, 110, 60))
TURN_COLOUR = QColor(255, 210, 60)
#: What separates the facts of the info line, where it may wrap.
INFO_SEPARATOR = " · "


class NamePlate(QGraphicsObject):
    """Drawn, not widgets: cheap to move around and crisp at every size."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        self.badges: list[str] = []
        self.info = ""
        self.active = False
        self.thinking = False
        self.team: int | None = None
        self.font_px = 13.0
        self.max_width: float | None = None
        #: The info line as drawn: wrapped between its facts when wider than ``max_width``.
        self.info_lines: list[str] = []
        #: The role badges as drawn: in rows no wider than the name and the facts (two side
        #: by side made a side seat's plate reach over the discard pile and its count).
        self.badge_rows: list[list[str]] = []
        #: The widest single badge as drawn (a row never gets narrower than that).
        self.badge_widest = 0.0
        #: How much taller the wrapped info line and badge rows made the plate (it grows
        #: upwards by that).
        self.wrapped_extra = 0.0
        self._w = 120.0
        self._h = 40.0
        self.setZValue(200)

    def set_content(
        self,
        name: str,
        badges: list[str],
        info: str,
        active: bool,
        thinking: bool,
        team: int | None,
        font_px: float,
        max_width: float | None = None,
    ) -> None:
        """``max_width``: the plate's widest, where the info line wraps between its facts
        (text never shrinks below 9 pt, so on a crowded small table the plates grow taller
        rather than wider and leave the middle free)."""
        self.prepareGeometryChange()
        self.name, self.badges, self.info = name, badges, info
        self.active, self.thinking, self.team = active, thinking, team
        self.font_px = font_px
        self.max_width = max_width
        self._measure()
        self.update()

    def _fonts(self) -> tuple[QFont, QFont]:
        bold = QFont()
        bold.setPixelSize(readable_px(self.font_px))
        bold.setBold(True)
        small = QFont()
        small.setPixelSize(readable_px(self.font_px * 0.82))
        return bold, small

    def _measure(self) -> None:
        bold, small = self._fonts()
        fm_b, fm_s = QFontMetricsF(bold), QFontMetricsF(small)
        pad = self.font_px * 0.6
        top = fm_b.horizontalAdvance(self.name)
        widths = {b: fm_s.horizontalAdvance(b) + fm_s.height() * 0.9 for b in self.badges}
        self.badge_widest = max(widths.values(), default=0.0)
        room = float("inf")
        if self.max_width is not None:
            room = max(top, self.badge_widest, self.font_px * 5, self.max_width - 2 * pad)
        self.info_lines = _wrap(self.info, room, fm_s.horizontalAdvance)
        info_w = max((fm_s.horizontalAdvance(line) for line in self.info_lines), default=0.0)
        badge_room = max(top, info_w, self.badge_widest, self.font_px * 5)
        self.badge_rows = _rows(self.badges, widths, badge_room)
        rows_w = max((sum(widths[b] for b in row) for row in self.badge_rows), default=0.0)
        self._w = max(top, rows_w, info_w, self.font_px * 5) + 2 * pad
        lines = 1 + len(self.badge_rows) + max(1, len(self.info_lines))
        self._h = fm_b.height() + (lines - 1) * fm_s.height() * 1.15 + pad
        extra_lines = max(0, len(self.info_lines) - 1) + max(0, len(self.badge_rows) - 1)
        self.wrapped_extra = extra_lines * fm_s.height() * 1.15

    @property
    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-4, -4, self._w + 8, self._h + 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        radius = self.font_px * 0.5
        border = TURN_COLOUR if self.active else QColor(255, 255, 255, 60)
        if self.team is not None:
            border = TURN_COLOUR if self.active else TEAM_COLOURS[self.team % 2]
        painter.setPen(QPen(border, 3.0 if self.active else 1.5))
        painter.setBrush(QColor(10, 35, 20, 215) if not self.active else QColor(60, 50, 10, 230))
        painter.drawRoundedRect(rect, radius, radius)
        bold, small = self._fonts()
        pad = self.font_px * 0.6
        fm_b, fm_s = QFontMetricsF(bold), QFontMetricsF(small)
        y = pad * 0.5
        painter.setFont(bold)
        painter.setPen(QColor(255, 236, 150) if self.active else QColor(245, 245, 240))
        painter.drawText(
            QRectF(pad, y, self._w - 2 * pad, fm_b.height()),
            Qt.AlignmentFlag.AlignCenter,
            self.name,
        )
        y += fm_b.height()
        painter.setFont(small)
        for row in self.badge_rows:
            total = sum(fm_s.horizontalAdvance(b) + fm_s.height() * 0.9 for b in row)
            x = (self._w - total) / 2
            for badge in row:
                bw = fm_s.horizontalAdvance(badge) + fm_s.height() * 0.6
                brect = QRectF(x, y + 1, bw, fm_s.height())
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(190, 150, 60, 230))
                painter.drawRoundedRect(brect, fm_s.height() / 2, fm_s.height() / 2)
                painter.setPen(QColor(30, 20, 5))
                painter.drawText(brect, Qt.AlignmentFlag.AlignCenter, badge)
                x += bw + fm_s.height() * 0.3
            y += fm_s.height() * 1.15
        painter.setPen(QColor(215, 230, 215))
        for line in self.info_lines:
            painter.drawText(
                QRectF(pad, y, self._w - 2 * pad, fm_s.height()),
                Qt.AlignmentFlag.AlignCenter,
                line,
            )
            y += fm_s.height() * 1.15


def _wrap(text: str, room: float, advance: Callable[[str], float]) -> list[str]:
    """``text``'s facts on as few lines as fit ``room`` (a fact wider than that keeps a
    line of its own)."""
    lines: list[str] = []
    for fact in text.split(INFO_SEPARATOR) if text else []:
        joined = f"{lines[-1]}{INFO_SEPARATOR}{fact}" if lines else fact
        if lines and advance(joined) <= room:
            lines[-1] = joined
        else:
            lines.append(fact)
    return lines


def _rows(badges: list[str], widths: dict[str, float], room: float) -> list[list[str]]:
    """``badges`` in order on as few rows as fit ``room`` (a badge wider than that keeps a
    row of its own)."""
    rows: list[list[str]] = []
    for badge in badges:
        if rows and sum(widths[b] for b in rows[-1]) + widths[badge] <= room:
            rows[-1].append(badge)
        else:
            rows.append([badge])
    return rows
