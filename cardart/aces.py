"""The ringed French ace of spades. (The Bavarian Daus, two large signs over an engraved
vignette drawn from ``figures/bavarian/daus-X.svg``, is laid out in ``render``.)"""

from __future__ import annotations

import math

from .geometry import Colour, Pen


def spade_ring(pen: Pen, cy: float, size: float, colour: Colour) -> None:
    """A beaded double ring round the ace of spades, as on most French packs."""
    pen.circle(50, cy, size * 0.66, outline=colour, width=0.7)
    pen.circle(50, cy, size * 0.61, outline=colour, width=0.35)
    r = size * 0.635
    for k in range(16):
        t = k * math.pi / 8
        pen.circle(50 + r * math.cos(t), cy + r * math.sin(t), 0.9, fill=colour)
