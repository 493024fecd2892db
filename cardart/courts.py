"""Court figures: double-ended half-length portraits in the manner of the Berlin (Skat)
pattern for French suits and the Bavarian pattern for German suits.

A figure is drawn once as the top half (head at the top, waist at the dividing line) in a
design box 100 units wide and ``height`` units tall, then turned through 180 degrees for the
lower half, as on real double-ended cards. Each figure is built from a few parts (robe,
collar, face, hair, headgear, an attribute held in a hand) chosen and coloured by
:func:`figure_spec`, so twelve courts per pattern look related but distinct.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .geometry import Colour, Pen, hex_colour, mirror_x
from .suits import draw_suit

OUT = hex_colour("#2b2118")
SKIN = hex_colour("#f7d5b5")
SKIN_SHADE = hex_colour("#e2a987")
GOLD = hex_colour("#eab630")
GOLD_DARK = hex_colour("#a8741a")
WHITE = hex_colour("#fcfbf5")
LIP = hex_colour("#c8434a")
CHEEK = hex_colour("#f0b5a0")
STEEL = hex_colour("#c9d0d6")
STEEL_DARK = hex_colour("#7d8790")

C = {
    "red": hex_colour("#c62a2f"),
    "blue": hex_colour("#2d5aa8"),
    "green": hex_colour("#2d7d45"),
    "yellow": hex_colour("#efbd3c"),
    "black": hex_colour("#26262b"),
    "purple": hex_colour("#6d3f8f"),
    "orange": hex_colour("#e0762b"),
    "sky": hex_colour("#7fb2dd"),
}
HAIR = {
    "brown": hex_colour("#7a4a22"),
    "grey": hex_colour("#cfc9bd"),
    "blond": hex_colour("#e1b04f"),
    "black": hex_colour("#2e2620"),
    "red": hex_colour("#b5542a"),
}

LW = 1.3  # outline width in design units


@dataclass(frozen=True)
class FigureSpec:
    """What to draw for one court: the figure type, its colours and its attribute."""

    kind: str  # king, queen, jack, ober, unter
    robe: str
    second: str
    hair: str
    attribute: str  # sceptre, sword, flower, halberd, orb, axe, fan, none
    sign: str  # where the suit sign sits: "corner", "raised", "low"
    suit: str
    style: str


# Robe colours per (rank, suit): Berlin-pattern courts use red, blue, yellow, green and black.
_FRENCH_SPECS = {
    ("K", "C"): ("red", "blue", "grey", "sceptre"),
    ("K", "S"): ("blue", "yellow", "brown", "sword"),
    ("K", "H"): ("red", "yellow", "blond", "orb"),
    ("K", "D"): ("green", "red", "black", "sceptre"),
    ("Q", "C"): ("blue", "red", "blond", "flower"),
    ("Q", "S"): ("black", "yellow", "black", "fan"),
    ("Q", "H"): ("red", "green", "red", "flower"),
    ("Q", "D"): ("yellow", "blue", "brown", "flower"),
    ("J", "C"): ("green", "yellow", "blond", "halberd"),
    ("J", "S"): ("yellow", "red", "brown", "axe"),
    ("J", "H"): ("blue", "red", "black", "sword"),
    ("J", "D"): ("red", "blue", "red", "halberd"),
}
_GERMAN_SPECS = {
    ("K", "C"): ("red", "green", "grey", "sceptre"),
    ("K", "S"): ("green", "red", "brown", "sword"),
    ("K", "H"): ("red", "yellow", "blond", "orb"),
    ("K", "D"): ("blue", "yellow", "black", "sceptre"),
    ("Q", "C"): ("green", "yellow", "brown", "sword"),
    ("Q", "S"): ("yellow", "green", "black", "sword"),
    ("Q", "H"): ("blue", "red", "red", "sword"),
    ("Q", "D"): ("red", "blue", "blond", "sword"),
    ("J", "C"): ("yellow", "red", "blond", "none"),
    ("J", "S"): ("red", "green", "black", "none"),
    ("J", "H"): ("green", "yellow", "brown", "none"),
    ("J", "D"): ("blue", "orange", "red", "none"),
}


def figure_spec(rank: str, suit: str, style: str) -> FigureSpec:
    """Choose the figure and its colours for a court card."""
    german = style == "german"
    robe, second, hair, attribute = (_GERMAN_SPECS if german else _FRENCH_SPECS)[(rank, suit)]
    if german:
        kind = {"K": "king", "Q": "ober", "J": "unter"}[rank]
        sign = {"K": "corner", "Q": "raised", "J": "low"}[rank]
    else:
        kind = {"K": "king", "Q": "queen", "J": "jack"}[rank]
        sign = "corner"
    return FigureSpec(kind, robe, second, hair, attribute, sign, suit, style)


def _darker(c: Colour, f: float = 0.72) -> Colour:
    return (round(c[0] * f), round(c[1] * f), round(c[2] * f), 255)


def _lighter(c: Colour, f: float = 0.45) -> Colour:
    return tuple(round(v + (255 - v) * f) for v in c[:3]) + (255,)  # type: ignore[return-value]


# --- parts ---------------------------------------------------------------------------------


def _robe(pen: Pen, spec: FigureSpec, h: float) -> None:
    robe = C[spec.robe]
    second = C[spec.second]
    body = f"M 13 {h} L 14 80 C 15 68 22 62 34 59 L 66 59 C 78 62 85 68 86 80 L 87 {h} Z"
    pen.fill(body, robe)

    def brocade(p: Pen) -> None:
        # A small diamond motif in a lighter tone, like the printed patterns on Skat robes.
        motif = _lighter(robe, 0.28) if spec.robe != "black" else hex_colour("#4a4a55")
        for j in range(8):
            for i in range(9):
                x = 12 + i * 10 + (5 if j % 2 else 0)
                y = 60 + j * 6
                p.polygon([(x, y - 1.8), (x + 1.3, y), (x, y + 1.8), (x - 1.3, y)], motif)

    pen.clipped(body, brocade)
    for x in (24, 76):
        pen.stroke(
            f"M {x} {h} C {x + (2 if x < 50 else -2)} 84 {x} 76 {x + (3 if x < 50 else -3)} 68",
            _darker(robe),
            0.9,
        )
    if spec.kind in ("king", "queen"):
        # Front panel in the second colour with a gold border.
        front = f"M 40 {h} C 41 80 44 70 50 66 C 56 70 59 80 60 {h} Z"
        pen.fill(front, second)
        pen.stroke(front, GOLD, 2.4)
        pen.stroke(front, OUT, 0.6)
        for y in range(74, int(h), 6):
            pen.circle(50, y, 1.5, fill=GOLD)
    else:
        # Doublet: buttons and a belt of the second colour.
        pen.fill(f"M 13 {h - 5} L 87 {h - 5} L 87 {h} L 13 {h} Z", second)
        pen.stroke(f"M 13 {h - 5} L 87 {h - 5}", OUT, 0.8)
        pen.stroke(f"M 50 64 L 50 {h - 5}", _darker(robe), 0.8)
        for y in range(68, int(h) - 6, 6):
            pen.circle(50, y, 1.6, fill=GOLD, outline=OUT, width=0.5)
    pen.stroke(body, OUT, LW)


def _collar(pen: Pen, spec: FigureSpec) -> None:
    if spec.kind == "king":
        ermine = (
            "M 28 59 C 38 66 45 68 50 68 C 55 68 62 66 72 59 "
            "L 77 64 C 66 74 57 76 50 76 C 43 76 34 74 23 64 Z"
        )
        pen.shape(ermine, WHITE, OUT, 0.9)
        for x, y in ((33, 66), (41, 70.5), (50, 72), (59, 70.5), (67, 66)):
            pen.polygon([(x - 1.2, y - 1.6), (x + 1.2, y - 1.6), (x, y + 2.2)], OUT)
    elif spec.kind == "queen":
        neck = "M 36 58 C 42 66 46 68 50 68 C 54 68 58 66 64 58 Z"
        pen.fill(neck, SKIN)
        pen.stroke("M 36 58 C 42 66 46 68 50 68 C 54 68 58 66 64 58", GOLD, 2.2)
        for i in range(9):
            t = i / 8
            x = 40 + 20 * t
            y = 59 + 6 * (1 - (2 * t - 1) ** 2)
            pen.circle(x, y, 1.1, fill=WHITE, outline=OUT, width=0.3)
        pen.circle(50, 66, 2.0, fill=C["red"], outline=OUT, width=0.4)
    elif spec.kind == "jack":
        ruff = []
        for i in range(17):
            t = i / 16
            x = 32 + 36 * t
            y = 58 + 5 * (1 - (2 * t - 1) ** 2) + (2.5 if i % 2 else 0)
            ruff.append((x, y))
        pen.polygon([(32, 55), *ruff, (68, 55)], WHITE)
        pen.stroke((tuple(ruff),), OUT, 0.7)
    else:
        # German figures: a broad falling collar in white with a coloured edge.
        collar = (
            "M 32 58 C 40 64 45 66 50 66 C 55 66 60 64 68 58 "
            "L 70 63 C 62 70 56 72 50 72 C 44 72 38 70 30 63 Z"
        )
        pen.shape(collar, WHITE, OUT, 0.8)
        pen.stroke("M 31 62 C 38 69 44 71 50 71 C 56 71 62 69 69 62", C[spec.second], 1.2)


def _face(pen: Pen, spec: FigureSpec) -> None:
    hair = HAIR[spec.hair]
    if spec.kind == "queen":
        # Long hair falls behind the shoulders.
        pen.shape(
            "M 36 28 C 30 40 30 56 26 64 C 36 66 42 62 44 56 L 56 56 C 58 62 64 66 74 64 "
            "C 70 56 70 40 64 28 Z",
            hair,
            OUT,
            0.8,
        )
    pen.fill("M 45.5 46 L 54.5 46 L 55 60 L 45 60 Z", SKIN_SHADE)
    pen.ellipse(50, 37, 11, 13.5, fill=SKIN, outline=OUT, width=0.9)
    pen.circle(43.5, 42, 2.2, fill=CHEEK)
    pen.circle(56.5, 42, 2.2, fill=CHEEK)
    # Eyes, brows, nose and mouth.
    for x in (45.3, 54.7):
        pen.ellipse(x, 35.2, 1.9, 1.2, fill=WHITE)
        pen.circle(x + 0.3, 35.3, 0.9, fill=OUT)
    pen.stroke("M 42.5 32 C 44 31 46 31 47.5 32", hair if spec.hair != "grey" else OUT, 0.9)
    pen.stroke("M 52.5 32 C 54 31 56 31 57.5 32", hair if spec.hair != "grey" else OUT, 0.9)
    pen.stroke("M 50.5 35.5 C 50 38.5 48.8 40.5 50.6 41.2", SKIN_SHADE, 0.8)
    if spec.kind in ("queen", "jack"):
        pen.stroke("M 47.5 45 C 49 46 51 46 52.5 45", LIP, 1.1)
    if spec.kind == "king":
        beard = (
            "M 38.5 38 C 38 52 43 61 50 63 C 57 61 62 52 61.5 38 "
            "C 59 45 55 47 50 47 C 45 47 41 45 38.5 38 Z"
        )
        pen.shape(beard, hair, OUT, 0.8)
        pen.stroke("M 46 52 C 47 56 48 58 50 60", _darker(hair), 0.6)
        pen.stroke("M 54 52 C 53 56 52 58 50 60", _darker(hair), 0.6)
    if spec.kind in ("king", "ober"):
        mous = (
            "M 43 44.5 C 46 42 49 43 50 44 C 51 43 54 42 57 44.5 "
            "C 54 46 52 46 50 45.2 C 48 46 46 46 43 44.5 Z"
        )
        pen.shape(mous, hair, OUT, 0.5)
    if spec.kind != "queen":
        # Hair at the sides of the head.
        side = "M 39 30 C 36 36 37 44 39 48 C 40 42 40 36 41.5 31 Z"
        pen.shape(side, hair, OUT, 0.6)
        pen.shape(mirror_x(side), hair, OUT, 0.6)


def _headgear(pen: Pen, spec: FigureSpec) -> None:
    second = C[spec.second]
    if spec.kind == "king":
        crown = "M 37.5 28 L 36 12 L 42.5 19 L 50 8 L 57.5 19 L 64 12 L 62.5 28 Z"
        pen.fill("M 38 27 C 42 22 58 22 62 27 Z", C[spec.robe])
        pen.shape(crown, GOLD, OUT, 0.9)
        pen.rect(37, 24, 63, 29, fill=GOLD, outline=OUT, width=0.8)
        for x, col in ((43, C["red"]), (50, C["blue"]), (57, C["red"])):
            pen.ellipse(x, 26.5, 1.8, 1.5, fill=col, outline=OUT, width=0.4)
        for x, y in ((36, 12), (50, 8), (64, 12)):
            pen.circle(x, y, 1.8, fill=GOLD, outline=OUT, width=0.5)
        pen.stroke("M 50 4 L 50 8 M 48.3 5.7 L 51.7 5.7", OUT, 0.8)
    elif spec.kind == "queen":
        pen.fill(
            "M 38 31 C 38 22 44 20 50 20 C 56 20 62 22 62 31 C 56 27 44 27 38 31 Z", HAIR[spec.hair]
        )
        diadem = (
            "M 39 27 L 40 18 L 44.5 22.5 L 50 15 L 55.5 22.5 L 60 18 L 61 27 "
            "C 55 24.5 45 24.5 39 27 Z"
        )
        pen.shape(diadem, GOLD, OUT, 0.8)
        for x, y in ((40, 18), (50, 15), (60, 18)):
            pen.circle(x, y, 1.5, fill=WHITE, outline=OUT, width=0.4)
        pen.circle(50, 23, 1.6, fill=C["red"], outline=OUT, width=0.4)
    elif spec.kind == "jack":
        pen.fill("M 39 31 C 39 24 44 23 50 23 C 56 23 61 24 61 31 Z", HAIR[spec.hair])
        beret = "M 33 26 C 33 16 42 12 52 12 C 63 12 68 18 67 25 C 60 28 40 29 33 26 Z"
        pen.stroke("M 58 16 C 66 8 74 5 84 6", WHITE, 3.2)
        pen.stroke("M 58 16 C 66 8 74 5 84 6", OUT, 0.6)
        pen.shape(beret, second, OUT, 0.9)
        pen.stroke("M 34 25 C 42 28 58 28 66 24", GOLD, 1.6)
        pen.circle(58, 17, 1.7, fill=GOLD, outline=OUT, width=0.4)
    elif spec.kind == "ober":
        # Broad hat with a plume, as worn by the Bavarian Ober.
        pen.stroke("M 56 15 C 66 4 78 2 88 8", C[spec.second], 4.5)
        pen.stroke("M 56 15 C 66 4 78 2 88 8", OUT, 0.6)
        pen.stroke("M 58 14 C 68 8 78 8 86 12", WHITE, 2.5)
        brim = "M 28 27 C 34 21 44 20 50 20 C 56 20 66 21 72 27 C 62 25 38 25 28 27 Z"
        dome = "M 38 23 C 38 13 44 10 50 10 C 56 10 62 13 62 23 Z"
        pen.shape(dome, C[spec.robe], OUT, 0.9)
        pen.rect(38, 20, 62, 23.5, fill=GOLD, outline=OUT, width=0.5)
        pen.shape(brim, _darker(C[spec.robe]), OUT, 0.9)
    else:
        # Unter: a soft cap with a small feather.
        cap = "M 36 28 C 34 18 42 13 50 13 C 58 13 66 18 64 28 C 56 25 44 25 36 28 Z"
        pen.stroke("M 40 18 C 34 12 30 8 24 7", OUT, 3.6)
        pen.stroke("M 40 18 C 34 12 30 8 24 7", C[spec.robe], 2.2)
        pen.shape(cap, second, OUT, 0.9)
        pen.stroke("M 37 26 C 44 23.5 56 23.5 63 26", _darker(second), 1.5)


def _hand(pen: Pen, x: float, y: float, spec: FigureSpec, sleeve_from: tuple[float, float]) -> None:
    """An arm from the shoulder to a hand at (x, y): sleeve, cuff and hand."""
    robe = C[spec.robe]
    sx, sy = sleeve_from
    mx, my = (sx + x) / 2 + (4 if sx > 50 else -4), (sy + y) / 2 + 4
    arm = f"M {sx} {sy} Q {mx} {my} {x} {y + 3}"
    pen.stroke(arm, OUT, 10.5)
    pen.stroke(arm, robe, 8.2)
    pen.stroke(arm, _lighter(robe, 0.18), 2.2)
    pen.ellipse(x, y + 2.6, 5.2, 2.2, fill=C[spec.second], outline=OUT, width=0.6)
    pen.ellipse(x, y - 1.2, 4.2, 3.4, fill=SKIN, outline=OUT, width=0.7)


def _free_arm(pen: Pen, spec: FigureSpec) -> None:
    """The other arm, resting across the body, so the figure is not one-armed."""
    left = spec.attribute not in ("halberd", "axe")
    if spec.sign in ("raised", "low"):
        return
    if left:
        _hand(pen, 38, 80, spec, (19, 66))
    else:
        _hand(pen, 62, 80, spec, (81, 66))


def _attribute(pen: Pen, spec: FigureSpec, h: float) -> None:
    a = spec.attribute
    if a == "sceptre":
        pen.stroke(f"M 78 {h - 4} L 78 16", OUT, 3.4)
        pen.stroke(f"M 78 {h - 4} L 78 16", GOLD, 2)
        lily = "M 78 6 C 80 9 81 12 78 16 C 75 12 76 9 78 6 Z"
        pen.shape(lily, GOLD, OUT, 0.6)
        pen.shape("M 78 15 C 82 10 85 12 84 15 C 83 17 80 17 78 16 Z", GOLD, OUT, 0.5)
        pen.shape("M 78 15 C 74 10 71 12 72 15 C 73 17 76 17 78 16 Z", GOLD, OUT, 0.5)
        pen.circle(78, 30, 1.6, fill=C["red"], outline=OUT, width=0.4)
        _hand(pen, 78, 72, spec, (83, 63))
    elif a == "orb":
        _hand(pen, 74, 76, spec, (83, 63))
        pen.circle(74, 67, 6, fill=GOLD, outline=OUT, width=0.8)
        pen.stroke("M 68 67 L 80 67 M 74 61 L 74 73", GOLD_DARK, 0.9)
        pen.stroke("M 74 61 L 74 56 M 72 58 L 76 58", OUT, 1.0)
    elif a == "sword":
        blade = "M 76 8 L 78.5 12 L 78.5 60 L 73.5 60 L 73.5 12 Z"
        pen.shape(blade, STEEL, OUT, 0.7)
        pen.stroke("M 76 12 L 76 58", STEEL_DARK, 0.6)
        pen.rect(67, 60, 85, 63.5, fill=GOLD, outline=OUT, width=0.6, radius=1.5)
        pen.rect(74.2, 63.5, 77.8, 74, fill=_darker(C[spec.second]), outline=OUT, width=0.5)
        pen.circle(76, 76, 2.3, fill=GOLD, outline=OUT, width=0.5)
        _hand(pen, 76, 71, spec, (83, 63))
    elif a == "flower":
        pen.stroke("M 74 72 C 74 58 76 48 74 36", hex_colour("#2f7a2b"), 1.6)
        for leaf in ("M 75 56 C 80 50 85 51 86 52 C 83 56 79 57 75 56 Z",):
            pen.shape(leaf, hex_colour("#3f9b35"), OUT, 0.5)
            pen.shape(mirror_x(leaf, 74.5), hex_colour("#3f9b35"), OUT, 0.5)
        bloom = C["red"] if spec.robe != "red" else C["blue"]
        for ang in range(5):
            t = ang * 2 * math.pi / 5 - math.pi / 2
            pen.circle(
                74 + 3.4 * math.cos(t),
                33 + 3.4 * math.sin(t),
                3.1,
                fill=bloom,
                outline=OUT,
                width=0.5,
            )
        pen.circle(74, 33, 2.4, fill=GOLD, outline=OUT, width=0.5)
        _hand(pen, 74, 74, spec, (83, 63))
    elif a == "fan":
        fan = "M 74 70 L 60 48 C 66 42 82 42 88 48 Z"
        pen.shape(fan, C[spec.second], OUT, 0.8)
        for x in (64, 69, 74, 79, 84):
            pen.stroke(f"M 74 70 L {x} {46 + abs(x - 74) * 0.2}", OUT, 0.5)
        _hand(pen, 74, 73, spec, (83, 63))
    elif a == "halberd":
        pen.stroke(f"M 22 {h - 4} L 22 10", OUT, 3.2)
        pen.stroke(f"M 22 {h - 4} L 22 10", hex_colour("#9a6a3a"), 1.9)
        head = "M 22 3 L 24 12 L 22 24 L 20 12 Z"
        axe = "M 22 13 C 28 12 32 15 33 20 C 30 22 26 21 22 20 Z"
        pen.shape(head, STEEL, OUT, 0.6)
        pen.shape(axe, STEEL, OUT, 0.6)
        pen.shape("M 22 15 L 14 13 L 16 17 L 22 18 Z", STEEL, OUT, 0.5)
        pen.rect(19.5, 24, 24.5, 27, fill=C["red"], outline=OUT, width=0.4)
        _hand(pen, 22, 72, spec, (17, 63))
    elif a == "axe":
        pen.stroke(f"M 22 {h - 4} L 22 12", OUT, 3.2)
        pen.stroke(f"M 22 {h - 4} L 22 12", hex_colour("#9a6a3a"), 1.9)
        blade = "M 22 12 C 14 10 10 14 9 22 C 12 26 18 27 22 24 Z"
        pen.shape(blade, STEEL, OUT, 0.7)
        pen.circle(22, 11, 1.8, fill=GOLD, outline=OUT, width=0.4)
        _hand(pen, 22, 72, spec, (17, 63))


def _sign(pen: Pen, spec: FigureSpec, h: float) -> None:
    german = spec.style == "german"
    left = spec.attribute not in ("halberd", "axe")
    if spec.sign == "raised":
        # The Ober holds his sign up beside his head.
        _hand(pen, 20, 44, spec, (22, 64))
        draw_suit(pen.sub(8, 13, 24), spec.suit, spec.style)
    elif spec.sign == "low":
        # The Unter holds his sign low, near the waist.
        _hand(pen, 74, 80, spec, (83, 63))
        draw_suit(pen.sub(63, h - 36, 24), spec.suit, spec.style)
    else:
        size = 19 if german else 17
        x = 5 if left else 100 - 5 - size
        draw_suit(pen.sub(x, 5, size), spec.suit, spec.style)


def draw_half(pen: Pen, spec: FigureSpec, h: float) -> None:
    """Draw the top half of a court figure; ``h`` is the height of the half in units."""
    _robe(pen, spec, h)
    _collar(pen, spec)
    # The head is drawn 12% larger, pivoting on the neck, so faces read well on small cards.
    head = pen.sub(-6, -2.96, 112)
    _face(head, spec)
    _headgear(head, spec)
    _free_arm(pen, spec)
    if spec.kind in ("ober",) and spec.attribute == "sword":
        # A sword hilt at the hip on the far side.
        pen.rect(70, h - 12, 86, h - 9, fill=GOLD, outline=OUT, width=0.6, radius=1.2)
        pen.rect(76, h - 9, 80, h, fill=STEEL, outline=OUT, width=0.5)
        pen.rect(76.5, h - 20, 79.5, h - 12, fill=_darker(C[spec.second]), outline=OUT, width=0.5)
        pen.circle(78, h - 21.5, 2.2, fill=GOLD, outline=OUT, width=0.5)
    else:
        _attribute(pen, spec, h)
    _sign(pen, spec, h)
