"""Ace designs: the ringed French ace of spades and the decorated German Daus.

The Daus of the Bavarian pattern is a showpiece: two large suit signs (the card was once the
deuce) over a vignette (Cupid, Bacchus on his barrel, the lion with the Bavarian arms, the
sow), drawn from data by the figure engine (see ``figures/daus.py``). The painters draw into
a card-sized pen in card units (100 wide).
"""

from __future__ import annotations

import math

from .figures.daus import PARTS as DAUS_PARTS
from .figures.daus import VIGNETTES
from .figures.engine import BASE_PALETTE, draw_layers
from .figures.parts import PARTS as FIGURE_PARTS
from .geometry import Colour, Pen

ALL_PARTS = {**FIGURE_PARTS, **DAUS_PARTS}


def spade_ring(pen: Pen, cy: float, size: float, colour: Colour) -> None:
    """A beaded double ring round the ace of spades, as on most French packs."""
    pen.circle(50, cy, size * 0.66, outline=colour, width=0.7)
    pen.circle(50, cy, size * 0.61, outline=colour, width=0.35)
    r = size * 0.635
    for k in range(16):
        t = k * math.pi / 8
        pen.circle(50 + r * math.cos(t), cy + r * math.sin(t), 0.9, fill=colour)


def daus_vignette(pen: Pen, suit: str, box: tuple[int, int, int, int], unit: float) -> None:
    """The procedural vignette of a Daus into the pixel ``box`` (until it is an SVG file)."""
    x0, _, x1, _ = box
    width = (x1 - x0) / unit
    name, palette = VIGNETTES[suit]
    sub = pen.sub(x0 / unit, box[1] / unit, width)
    draw_layers(sub, DAUS_PARTS[name], {**BASE_PALETTE, **palette}, suit, "german", ALL_PARTS)
