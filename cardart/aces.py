"""Ace designs: the ringed French ace of spades and the German Daus.

The Daus of the Bavarian pattern is a showpiece: one large suit sign with decoration round
it. Here the sign stands in a laurel wreath over a red ribbon. Both painters draw into a
card-sized pen in card units (100 wide), centred on ``cy``.
"""

from __future__ import annotations

import math

from .geometry import Colour, Pen, hex_colour, mirror_x
from .suits import draw_suit

LAUREL = hex_colour("#3f8a34")
LAUREL_DARK = hex_colour("#1f4f1c")
BRANCH = hex_colour("#6e431b")
RIBBON = hex_colour("#c62a2f")
RIBBON_BACK = hex_colour("#9c1c22")
RIBBON_LINE = hex_colour("#f2c94c")
INK = hex_colour("#2a1a0c")

RIBBON_BAND = "M 16 0 C 35 8 65 8 84 0 L 84 13 C 65 21 35 21 16 13 Z"
RIBBON_TAIL = "M 18 3 L 0 8 L 6 14 L 0 21 L 19 18 Z"
RIBBON_STITCH = "M 22 6 C 38 13 62 13 78 6"


def spade_ring(pen: Pen, cy: float, size: float, colour: Colour) -> None:
    """A beaded double ring round the ace of spades, as on most French packs."""
    pen.circle(50, cy, size * 0.66, outline=colour, width=0.7)
    pen.circle(50, cy, size * 0.61, outline=colour, width=0.35)
    r = size * 0.635
    for k in range(16):
        t = k * math.pi / 8
        pen.circle(50 + r * math.cos(t), cy + r * math.sin(t), 0.9, fill=colour)


def _leaf(pen: Pen, x: float, y: float, a: float, length: float) -> None:
    lx, ly = x + math.cos(a) * length, y + math.sin(a) * length
    mx, my = (x + lx) / 2, (y + ly) / 2
    bx, by = -math.sin(a) * length * 0.5, math.cos(a) * length * 0.5
    leaf = f"M {x} {y} Q {mx - bx} {my - by} {lx} {ly} Q {mx + bx} {my + by} {x} {y} Z"
    pen.shape(leaf, LAUREL, LAUREL_DARK, 0.4)


def daus(pen: Pen, suit: str, cy: float, size: float) -> None:
    """Large German suit sign in a laurel wreath above a ribbon."""
    k = size / 54.0
    for side in (-1, 1):
        pts = []
        for i in range(9):
            ang = math.pi * (0.06 + 0.72 * i / 8)
            r = 33 * k
            pts.append((50 + side * r * math.sin(ang), cy + r * math.cos(ang) * 1.15))
        pen.stroke((tuple(pts),), BRANCH, 1.2)
        for i, (x, y) in enumerate(pts[1:], start=1):
            ang = math.atan2(y - pts[i - 1][1], x - pts[i - 1][0])
            for off in (-0.7, 0.7):
                _leaf(pen, x, y, ang + off, 4.5 * k)
    width = 62 * k
    ribbon = pen.sub(50 - width / 2, cy + 35 * k, width)
    for tail in (RIBBON_TAIL, mirror_x(RIBBON_TAIL)):
        ribbon.shape(tail, RIBBON_BACK, INK, 1.0)
    ribbon.shape(RIBBON_BAND, RIBBON, INK, 1.1)
    ribbon.stroke(RIBBON_STITCH, RIBBON_LINE, 1.3)
    draw_suit(pen.sub(50 - size / 2, cy - size / 2, size), suit, "german")
