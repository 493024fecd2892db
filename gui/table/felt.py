"""The green felt under the cards, painted alike by the table and the deal review.

Why a module of its own: the review shows the same table at another moment, and a second
copy of the gradient drifted from the first as soon as one was retuned.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QPainter, QRadialGradient

CENTRE = QColor(38, 120, 66)
EDGE = QColor(14, 62, 34)


def paint_felt(painter: QPainter, scene: QRectF, rect: QRectF | QRect) -> None:
    """Fill ``rect`` with the felt, lit from the middle of ``scene``."""
    grad = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.7)
    grad.setColorAt(0.0, CENTRE)
    grad.setColorAt(1.0, EDGE)
    painter.fillRect(rect, grad)
