"""Suit signs, drawn as vector shapes in a 100 x 100 design box.

French signs are flat single-colour shapes, as printed on Skat and bridge packs. German signs
follow the Bavarian pattern: a red heart, a green leaf with stem and veins, a golden bell
with its band, slit and ball, and an acorn with nut, hatched cup and stalk; each has a dark
outline so it holds up on white. :func:`suit_sprite` renders a sign once per size (4x and
reduced) and keeps it in memory, because a pack pastes the same sign dozens of times.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from .geometry import Colour, Pen, hex_colour, mirror_x

SUITS = ("S", "H", "D", "C")
STYLES = ("french", "fourcolor", "german")
SUPERSAMPLE = 4

RED = hex_colour("#c8102e")
BLACK = hex_colour("#151515")

# The German tournament pack: clubs black, spades green, hearts red, diamonds orange-yellow.
FRENCH_INK = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}
FOURCOLOR_INK = {
    "S": hex_colour("#12803c"),
    "H": RED,
    "D": hex_colour("#d67b00"),
    "C": BLACK,
}
# Orange diamonds dark enough for WCAG contrast on the card face (#fffdf7): pips 3.1:1
# (>= 3:1 for graphics), indices 4.9:1 (>= 4.5:1 for text); both still read as the
# yellow-orange of the tournament packs (hue ~32-35 degrees).
FOURCOLOR_INDEX_D = hex_colour("#b05800")
# Index colour of German cards: the suit's own colour, dark enough to read.
GERMAN_INK = {
    "S": hex_colour("#1f6e26"),
    "H": hex_colour("#c41b2b"),
    "D": hex_colour("#9a6200"),  # amber, 5.0:1 on the face (the old #b0700a was 3.99:1)
    "C": hex_colour("#6b3f14"),
}


def ink(style: str, suit: str) -> Colour:
    """The colour of indices and small signs for a suit in a style."""
    if style == "fourcolor":
        return FOURCOLOR_INDEX_D if suit == "D" else FOURCOLOR_INK[suit]
    if style == "german":
        return GERMAN_INK[suit]
    return FRENCH_INK[suit]


# --- French shapes -------------------------------------------------------------------------

HEART = (
    "M 50 94 C 38 80 4 60 4 32 C 4 15 16 5 29 5 C 39 5 46 11 50 21 "
    "C 54 11 61 5 71 5 C 84 5 96 15 96 32 C 96 60 62 80 50 94 Z"
)
SPADE = (
    "M 50 3 C 58 18 96 38 96 62 C 96 77 85 85 73 85 C 63 85 56 80 52.5 73 "
    "C 53 83 57 91 66 97 L 34 97 C 43 91 47 83 47.5 73 "
    "C 44 80 37 85 27 85 C 15 85 4 77 4 62 C 4 38 42 18 50 3 Z"
)
DIAMOND = "M 50 2 C 60 20 72 36 88 50 C 72 64 60 80 50 98 C 40 80 28 64 12 50 C 28 36 40 20 50 2 Z"
CLUB_STEM = "M 50 48 C 51 70 56 86 68 97 L 32 97 C 44 86 49 70 50 48 Z"


def _french(pen: Pen, suit: str, colour: Colour, edge: Colour | None = None) -> None:
    if suit == "H":
        pen.shape(HEART, colour, edge, 2.5)
    elif suit == "S":
        pen.shape(SPADE, colour, edge, 2.5)
    elif suit == "D":
        pen.shape(DIAMOND, colour, edge, 2.5)
    else:
        if edge is not None:
            for cx, cy in ((50, 27), (27, 59), (73, 59)):
                pen.circle(cx, cy, 23.3, fill=edge)
            pen.stroke(CLUB_STEM, edge, 2.5)
        pen.fill(CLUB_STEM, colour)
        for cx, cy in ((50, 27), (27, 59), (73, 59)):
            pen.circle(cx, cy, 22, fill=colour)
        pen.polygon([(38, 40), (62, 40), (60, 62), (40, 62)], colour)


# --- German shapes -------------------------------------------------------------------------

G_OUT = hex_colour("#2a1a0c")
HEART_RED = hex_colour("#d8222f")
HEART_DARK = hex_colour("#9c0f1c")
HEART_LIGHT = hex_colour("#f47c7c")

LEAF_GREEN = hex_colour("#3f9b35")
LEAF_DARK = hex_colour("#1f5c1d")
LEAF_LIGHT = hex_colour("#8fcf5a")
LEAF = (
    "M 50 3 C 60 16 86 26 91 49 C 95 68 80 82 62 80 C 57 79 53 77 50 74 "
    "C 47 77 43 79 38 80 C 20 82 5 68 9 49 C 14 26 40 16 50 3 Z"
)

BELL_GOLD = hex_colour("#f4c127")
BELL_SHADE = hex_colour("#d9921a")
BELL_LIGHT = hex_colour("#fff2a8")
BELL_BAND = hex_colour("#cf2a26")

NUT = hex_colour("#e2a93a")
NUT_LIGHT = hex_colour("#f8dc8a")
NUT_SHADE = hex_colour("#b7791f")
CUP = hex_colour("#8a5424")
CUP_DARK = hex_colour("#4e2c0e")
STALK = hex_colour("#6e431b")
ACORN_NUT = "M 50 3 C 55 4 74 14 76 40 L 24 40 C 26 14 45 4 50 3 Z"
ACORN_CUP = (
    "M 19 44 C 19 35 36 33 50 33 C 64 33 81 35 81 44 C 81 63 68 76 50 76 C 32 76 19 63 19 44 Z"
)


def _german_heart(pen: Pen) -> None:
    pen.shape(HEART, HEART_RED)
    pen.clipped(HEART, lambda p: p.ellipse(58, 60, 52, 44, fill=HEART_DARK))
    pen.clipped(HEART, lambda p: p.ellipse(54, 54, 48, 42, fill=HEART_RED))
    pen.stroke("M 14 30 C 14 20 20 13 29 13", HEART_LIGHT, 5)
    pen.stroke(HEART, G_OUT, 3)


def _german_leaf(pen: Pen) -> None:
    pen.stroke("M 50 70 C 50 84 54 92 62 98", G_OUT, 9)
    pen.stroke("M 50 70 C 50 84 54 92 62 98", LEAF_DARK, 5)
    pen.fill(LEAF, LEAF_GREEN)
    pen.clipped(LEAF, lambda p: p.fill("M 50 0 L 100 0 L 100 100 L 50 100 Z", LEAF_DARK))
    pen.clipped(
        LEAF, lambda p: p.fill("M 53 0 C 70 30 100 40 100 100 L 53 100 Z", hex_colour("#358a2c"))
    )
    vein = LEAF_LIGHT
    pen.stroke("M 50 12 L 50 76", vein, 3.2)
    for y, reach in ((28, 16), (42, 24), (56, 26), (68, 20)):
        a, b, c = 50 + reach * 0.4, 50 + reach * 0.8, 50 + reach
        right = f"M 50 {y + 6} C {a} {y + 2} {b} {y - 2} {c} {y - 7}"
        pen.stroke(right, vein, 2.2)
        pen.stroke(mirror_x(right), vein, 2.2)
    pen.stroke(LEAF, G_OUT, 3)


def _german_bell(pen: Pen) -> None:
    body = (
        "M 50 14 C 73 14 88 31 88 53 C 88 75 71 91 50 91 C 29 91 12 75 12 53 C 12 31 27 14 50 14 Z"
    )
    pen.stroke("M 43 15 C 43 5 57 5 57 15", G_OUT, 9)
    pen.stroke("M 43 15 C 43 5 57 5 57 15", BELL_SHADE, 4.5)
    pen.fill(body, BELL_GOLD)
    pen.clipped(body, lambda p: p.ellipse(58, 62, 44, 40, fill=BELL_SHADE))
    pen.clipped(body, lambda p: p.ellipse(54, 56, 42, 38, fill=BELL_GOLD))

    def band(p: Pen) -> None:
        p.fill("M 0 36 C 30 45 70 45 100 36 L 100 46 C 70 55 30 55 0 46 Z", BELL_BAND)
        p.stroke("M 0 36 C 30 45 70 45 100 36", G_OUT, 2)
        p.stroke("M 0 46 C 30 55 70 55 100 46", G_OUT, 2)
        p.stroke("M 0 41 C 30 50 70 50 100 41", BELL_LIGHT, 1.2)

    pen.clipped(body, band)
    # Ribs from the loop to the band, then the slit with round ends and the ball inside.
    pen.stroke("M 50 15 L 50 39", BELL_SHADE, 1.6)
    pen.stroke("M 38 17 C 35 24 34 31 34 37", BELL_SHADE, 1.4)
    pen.stroke("M 62 17 C 65 24 66 31 66 37", BELL_SHADE, 1.4)
    pen.stroke("M 30 76 C 40 81 60 81 70 76", G_OUT, 4.5)
    pen.circle(29, 75.5, 4.2, fill=G_OUT)
    pen.circle(71, 75.5, 4.2, fill=G_OUT)
    pen.stroke("M 50 80 L 50 90", G_OUT, 3)
    pen.ellipse(50, 81, 6, 3.4, fill=hex_colour("#5b3a12"))
    pen.stroke("M 26 27 C 30 22 36 19 42 18", BELL_LIGHT, 4)
    pen.stroke(body, G_OUT, 3)


def _german_acorn(pen: Pen) -> None:
    stalk = "M 50 72 C 50 84 47 92 39 98"
    pen.stroke(stalk, G_OUT, 9)
    pen.stroke(stalk, STALK, 5)
    pen.fill(ACORN_NUT, NUT)
    pen.clipped(ACORN_NUT, lambda p: p.ellipse(62, 40, 24, 40, fill=NUT_SHADE))
    pen.clipped(ACORN_NUT, lambda p: p.ellipse(58, 40, 24, 40, fill=NUT))
    pen.stroke("M 38 14 C 34 20 32 27 32 34", NUT_LIGHT, 4.5)
    pen.stroke(ACORN_NUT, G_OUT, 3)
    pen.fill(ACORN_CUP, CUP)

    def hatch(p: Pen) -> None:
        for k in range(-4, 8):
            x = 10 + k * 11
            p.stroke(f"M {x} 30 L {x + 44} 80", CUP_DARK, 2.2)
            p.stroke(f"M {x + 44} 30 L {x} 80", CUP_DARK, 2.2)

    pen.clipped(ACORN_CUP, hatch)
    pen.stroke("M 21 43 C 28 49 72 49 79 43", hex_colour("#b67a3c"), 3)
    pen.stroke(ACORN_CUP, G_OUT, 3)


# Corner-size acorn: a tall narrow nut in a shallow cup on a thick stalk, so that at 48-72 px
# card width (signs of 10-16 px) it is told from the round, full-width bell by its outline.
SMALL_NUT = "M 50 2 C 58 4 70 20 70 56 L 30 56 C 30 20 42 4 50 2 Z"
SMALL_CUP = "M 24 58 C 24 48 76 48 76 58 C 76 70 66 78 50 78 C 34 78 24 70 24 58 Z"


def _small_acorn(pen: Pen) -> None:
    pen.stroke("M 50 74 L 50 97", G_OUT, 14)
    pen.stroke("M 50 74 L 50 97", STALK, 7)
    pen.shape(SMALL_NUT, NUT, G_OUT, 5)
    pen.stroke("M 42 14 C 38 24 37 34 37 46", NUT_LIGHT, 6)
    pen.shape(SMALL_CUP, CUP, G_OUT, 5)


def _small_bell(pen: Pen) -> None:
    body = "M 50 18 C 76 18 96 34 96 58 C 96 80 76 96 50 96 C 24 96 4 80 4 58 C 4 34 24 18 50 18 Z"
    pen.stroke("M 40 20 C 40 4 60 4 60 20", G_OUT, 12)
    pen.stroke("M 40 20 C 40 4 60 4 60 20", BELL_SHADE, 6)
    pen.shape(body, BELL_GOLD, G_OUT, 5)
    pen.fill("M 6 44 C 30 54 70 54 94 44 L 96 56 C 70 66 30 66 4 56 Z", BELL_BAND)
    pen.stroke("M 22 80 C 38 88 62 88 78 80", G_OUT, 9)
    pen.stroke(body, G_OUT, 5)


def draw_suit(pen: Pen, suit: str, style: str, small: bool = False) -> None:
    """Draw one suit sign into the 100-unit box of ``pen``; ``small`` picks the corner-size
    acorn and bell, simplified so their outlines differ."""
    if style == "german" and small and suit in ("C", "D"):
        (_small_acorn if suit == "C" else _small_bell)(pen)
    elif style == "german":
        {"H": _german_heart, "S": _german_leaf, "D": _german_bell, "C": _german_acorn}[suit](pen)
    elif style == "fourcolor":
        edge = hex_colour("#8a4a00") if suit == "D" else None
        _french(pen, suit, FOURCOLOR_INK[suit], edge)
    else:
        _french(pen, suit, FRENCH_INK[suit])


SMALL_SIGN = 16
"""Signs this many pixels or fewer use the simplified corner-size drawings."""


@lru_cache(maxsize=512)
def suit_sprite(style: str, suit: str, size: int, rotated: bool = False) -> Image.Image:
    """A ``size`` x ``size`` anti-aliased RGBA image of a suit sign (cached; do not modify)."""
    big = size * SUPERSAMPLE
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw_suit(Pen(img, big / 100.0), suit, style, small=size <= SMALL_SIGN)
    img = img.convert("RGBa").reduce(SUPERSAMPLE).convert("RGBA")
    if rotated:
        img = img.transpose(Image.Transpose.ROTATE_180)
    return img
