"""A seat's name plate: name, role badges, cards in hand, tricks, and whose turn it is."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

TEAM_COLOURS = (QColor(70, 130, 220), QColor(220, 110, 60))
TURN_COLOUR = QColor(255, 210, 60)


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
    ) -> None:
        self.prepareGeometryChange()
        self.name, self.badges, self.info = name, badges, info
        self.active, self.thinking, self.team = active, thinking, team
        self.font_px = font_px
        self._measure()
        self.update()

    def _fonts(self) -> tuple[QFont, QFont]:
        bold = QFont()
        bold.setPixelSize(max(9, round(self.font_px)))
        bold.setBold(True)
        small = QFont()
        small.setPixelSize(max(8, round(self.font_px * 0.82)))
        return bold, small

    def _measure(self) -> None:
        bold, small = self._fonts()
        fm_b, fm_s = QFontMetricsF(bold), QFontMetricsF(small)
        top = fm_b.horizontalAdvance(self.name)
        badge_w = sum(fm_s.horizontalAdvance(b) + fm_s.height() * 0.9 for b in self.badges)
        second = max(badge_w, fm_s.horizontalAdvance(self.info))
        pad = self.font_px * 0.6
        self._w = max(top, second, self.font_px * 5) + 2 * pad
        lines = 2 + (1 if self.badges else 0)
        self._h = fm_b.height() + (lines - 1) * fm_s.height() * 1.15 + pad

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
        if self.badges:
            total = sum(fm_s.horizontalAdvance(b) + fm_s.height() * 0.9 for b in self.badges)
            x = (self._w - total) / 2
            for badge in self.badges:
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
        painter.drawText(
            QRectF(pad, y, self._w - 2 * pad, fm_s.height()),
            Qt.AlignmentFlag.AlignCenter,
            self.info,
        )
