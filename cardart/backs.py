"""Card backs: a red diamond lattice, a blue rosette, a green trellis and the Bavarian
lozenge engraving that German-suited packs are printed with.

Backs are symmetric under a half turn, like printed backs, so a face-down card gives nothing
away whichever way round it lies. Each back is drawn once per size and kept in memory.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image

from .geometry import Colour, Pen, hex_colour
from .render import blank_card, check_width, supersampled

BACKS = ("classic", "rosette", "lattice", "lozenge")
PATTERN_BACKS = {"french": "classic", "fourcolor": "classic", "german": "lozenge"}
"""The back each pattern is offered with: German-suited packs traditionally carry a fine
blue lozenge engraving (the Bavarian arms' lozenges), French-suited ones the red lattice."""


def default_back(pattern: str) -> str:
    """The back a pack of ``pattern`` comes with (see ``PATTERN_BACKS``)."""
    if pattern not in PATTERN_BACKS:
        raise ValueError(f"unknown pattern {pattern!r}; allowed: {', '.join(PATTERN_BACKS)}")
    return PATTERN_BACKS[pattern]


def check_style(style: str) -> None:
    if style not in BACKS:
        raise ValueError(f"unknown back style {style!r}; allowed: {', '.join(BACKS)}")


def _field(pen: Pen, hu: float, colour: Colour, margin: float = 5.0) -> tuple[float, float]:
    pen.rect(margin, margin, 100 - margin, hu - margin, fill=colour, radius=3)
    return margin, hu - margin


def _inner(m0: float, m1: float, inset: float = 3.0) -> str:
    """The pattern area inside the border, as a path for clipping."""
    a, b = m0 + inset, 100 - m0 - inset
    return f"M {a} {a} L {b} {a} L {b} {m1 - inset} L {a} {m1 - inset} Z"


def _classic(pen: Pen, hu: float) -> None:
    red = hex_colour("#b3212c")
    light = hex_colour("#fbeede")
    m0, m1 = _field(pen, hu, red)

    def lattice(p: Pen) -> None:
        step = 9.0
        span = int(hu / step) + 14
        for k in range(-span, span):
            c = 50 + k * step
            p.stroke(f"M {c - 60} {hu / 2 - 60 * 1.4} L {c + 60} {hu / 2 + 60 * 1.4}", light, 0.9)
            p.stroke(f"M {c + 60} {hu / 2 - 60 * 1.4} L {c - 60} {hu / 2 + 60 * 1.4}", light, 0.9)
        for i in range(-12, 13):
            for j in range(-16, 17):
                x = 50 + i * step / 2
                y = hu / 2 + j * step * 1.4 / 2
                if (i + j) % 2 == 0:
                    continue
                p.polygon([(x, y - 1.6), (x + 1.2, y), (x, y + 1.6), (x - 1.2, y)], light)

    pen.clipped(_inner(m0, m1), lattice)
    pen.rect(m0 + 1.6, m0 + 1.6, 100 - m0 - 1.6, m1 - 1.6, outline=light, width=0.9)


def _rosette(pen: Pen, hu: float) -> None:
    blue = hex_colour("#1f4c94")
    light = hex_colour("#e8f0fb")
    gold = hex_colour("#e9c46a")
    m0, m1 = _field(pen, hu, blue)
    pen.rect(m0 + 2, m0 + 2, 100 - m0 - 2, m1 - 2, outline=light, width=0.8, radius=2)
    pen.rect(m0 + 3.6, m0 + 3.6, 100 - m0 - 3.6, m1 - 3.6, outline=light, width=0.35, radius=2)

    def rosette(cx: float, cy: float, r: float, petals: int, colour: Colour, w: float) -> None:
        for k in range(petals):
            a = k * math.pi / petals
            pts = []
            for i in range(49):
                t = i * 2 * math.pi / 48
                ex, ey = r * math.cos(t), r * 0.32 * math.sin(t)
                pts.append(
                    (
                        cx + ex * math.cos(a) - ey * math.sin(a),
                        cy + ex * math.sin(a) + ey * math.cos(a),
                    )
                )
            pen.stroke((tuple(pts),), colour, w)

    cy = hu / 2
    rosette(50, cy, 34, 12, light, 0.55)
    rosette(50, cy, 20, 8, gold, 0.6)
    pen.circle(50, cy, 4.5, fill=gold, outline=light, width=0.5)
    pen.circle(50, cy, 36, outline=light, width=0.5)
    for x, y in (
        (m0 + 11, m0 + 11),
        (100 - m0 - 11, m0 + 11),
        (m0 + 11, m1 - 11),
        (100 - m0 - 11, m1 - 11),
    ):
        rosette(x, y, 7, 6, light, 0.4)
        pen.circle(x, y, 1.4, fill=gold)
    for k in range(10):
        t = k * 2 * math.pi / 10
        pen.circle(50 + 40 * math.cos(t), cy + 40 * math.sin(t) * 1.15, 1.1, fill=gold)


def _lattice(pen: Pen, hu: float) -> None:
    green = hex_colour("#1e6b3e")
    band = hex_colour("#2f8a55")
    light = hex_colour("#eef6e8")
    gold = hex_colour("#e6c25a")
    m0, m1 = _field(pen, hu, green)

    def trellis(p: Pen) -> None:
        step = 12.0
        for k in range(-14, 15):
            c = 50 + k * step
            for d in (-1.6, 1.6):
                p.stroke(f"M {c + d - 80} {hu / 2 - 80} L {c + d + 80} {hu / 2 + 80}", band, 1.6)
                p.stroke(f"M {c + d + 80} {hu / 2 - 80} L {c + d - 80} {hu / 2 + 80}", band, 1.6)
        for k in range(-14, 15):
            c = 50 + k * step
            p.stroke(f"M {c - 80} {hu / 2 - 80} L {c + 80} {hu / 2 + 80}", light, 0.4)
            p.stroke(f"M {c + 80} {hu / 2 - 80} L {c - 80} {hu / 2 + 80}", light, 0.4)
        for i in range(-10, 11):
            for j in range(-14, 15):
                if (i + j) % 2:
                    continue
                x, y = 50 + i * step / 2, hu / 2 + j * step / 2
                p.circle(x, y, 1.5, fill=gold)

    pen.clipped(_inner(m0, m1), trellis)
    pen.rect(m0 + 1.5, m0 + 1.5, 100 - m0 - 1.5, m1 - 1.5, outline=gold, width=0.8)


def _lozenge(pen: Pen, hu: float) -> None:
    """Fine engraving in Bavarian blue on white: a net of steep lozenges, every other one
    shaded by hatching as in the arms, a tiny rosette where the lines cross, a double frame
    and an oval cartouche in the middle."""
    blue = hex_colour("#1d4f91")
    pale = hex_colour("#f7f9fc")
    pen.rect(4, 4, 96, hu - 4, fill=pale, radius=3)
    m0, m1 = 4.0, hu - 4.0
    w, h = 10.0, 15.0
    cy = hu / 2

    def net(p: Pen) -> None:
        for i in range(-12, 13):
            for j in range(-12, 13):
                x = 50 + (i - j) * w / 2
                y = cy + (i + j) * h / 2
                if not (-w < x < 100 + w and -h < y < hu + h):
                    continue
                pts = [(x, y - h / 2), (x + w / 2, y), (x, y + h / 2), (x - w / 2, y)]
                if (i + j) % 2 == 0:
                    for k in range(1, 6):
                        yk = y - h / 2 + k * h / 6
                        half = w / 2 * (1 - abs(yk - y) / (h / 2))
                        p.stroke((((x - half, yk), (x + half, yk)),), blue, 0.3)
                p.stroke((tuple(pts + [pts[0]]),), blue, 0.45)
                p.circle(x, y - h / 2, 0.8, fill=blue)

    pen.clipped(_inner(m0, m1, 2.6), net)
    pen.rect(m0 + 1.2, m0 + 1.2, 100 - m0 - 1.2, m1 - 1.2, outline=blue, width=0.9, radius=2)
    pen.rect(m0 + 2.4, m0 + 2.4, 100 - m0 - 2.4, m1 - 2.4, outline=blue, width=0.35, radius=2)
    pen.ellipse(50, cy, 17, 23, fill=pale, outline=blue, width=0.9)
    pen.ellipse(50, cy, 14.5, 20.5, outline=blue, width=0.35)
    for k in range(12):
        t = k * math.pi / 6
        pen.ellipse(
            50 + 7 * math.cos(t), cy + 9.5 * math.sin(t), 2.6, 2.6, outline=blue, width=0.35
        )
    pen.circle(50, cy, 3.2, fill=blue)
    pen.circle(50, cy, 1.4, fill=pale)


@lru_cache(maxsize=32)
def _back(style: str, width: int) -> Image.Image:
    card = blank_card(width).copy()
    w, h = card.size
    u = w / 100.0
    hu = h / u
    painter = {"classic": _classic, "rosette": _rosette, "lattice": _lattice, "lozenge": _lozenge}[
        style
    ]
    card.alpha_composite(supersampled(card.size, lambda pen: painter(pen, hu), u))
    return card


def render_back(style: str = "classic", width: int = 240) -> Image.Image:
    """Render a card back as an RGBA image of ``card_size(width)``."""
    check_style(style)
    check_width(width)
    return _back(style, width).copy()
