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
from .suits import draw_suit

ALL_PARTS = {**FIGURE_PARTS, **DAUS_PARTS}


def spade_ring(pen: Pen, cy: float, size: float, colour: Colour) -> None:
    """A beaded double ring round the ace of spades, as on most French packs."""
    pen.circle(50, cy, size * 0.66, outline=colour, width=0.7)
    pen.circle(50, cy, size * 0.61, outline=colour, width=0.35)
    r = size * 0.635
    for k in range(16):
        t = k * math.pi / 8
        pen.circle(50 + r * math.cos(t), cy + r * math.sin(t), 0.9, fill=colour)


def decorated_daus(pen: Pen, suit: str, room: float, card_h: float) -> None:
    """Two overlapping suit signs over the suit's vignette, within ``room`` units of width."""
    size = min(38.0, (room + 10) / 2)
    top = card_h * 0.1
    draw_suit(pen.sub(50 - size + 5, top, size), suit, "german")
    draw_suit(pen.sub(50 - 5, top + size * 0.5, size), suit, "german")
    width = min(72.0, room * 1.05)
    y = top + size * 1.5 + 4
    name, palette = VIGNETTES[suit]
    box = pen.sub(50 - width / 2, y, width)
    draw_layers(box, DAUS_PARTS[name], {**BASE_PALETTE, **palette}, suit, "german", ALL_PARTS)
