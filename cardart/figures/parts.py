# ruff: noqa: E501  (path data reads best one shape a line)
"""Shared figure parts: hair, beards, crowns, hats and attributes, as plain data.

Every part is a list of layers (see :mod:`.engine`) in its own 100-unit box. Head parts are
drawn in the shared head box (face centred at (50, 34), as :func:`.style.face` draws it);
attributes are drawn in a box that a figure places, scales and may mirror. Colours
name palette slots (``robe``, ``trim``, ``hair``, ``accent``), so one part serves many cards.
Original drawings in the manner of 19th-century German card courts; nothing traced.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .style import smooth, tapered

Part = list[dict[str, Any]]


def feather(points: Sequence[tuple[float, float]], width: float, fill: str = "white") -> Part:
    """An ostrich feather fixed at ``points[0]``: a broad tapered vane with its quill and a
    few barbs, so it reads as a feather at every size (a thin line read as a stray thread)."""
    vane = tapered(points, (0.8, width, width * 0.9, 0.4))
    quill = tapered(points, (0.5, 0.4, 0.2))
    return [
        {"d": vane, "fill": fill, "line": 0.6},
        {"d": quill, "fill": "out"},
        {"circle": [points[0][0], points[0][1], 1.6], "fill": "gold", "line": 0.4},
    ]


# Faces are drawn from features by :func:`.style.face`; bodies and dress by :mod:`.dress`.

# --- hair and beards ------------------------------------------------------------------------

BEARD_FULL: Part = [
    {
        "d": "M 40 33 C 39.5 48 44 57 50 59 C 56 57 60.5 48 60 33 "
        "C 58 41 55 43.5 50 43.5 C 45 43.5 42 41 40 33 Z",
        "fill": "hair",
        "line": 0.7,
        "hatch": 1.6,
    },
    {
        "d": "M 44 40.8 C 47 38.6 49 39.4 50 40.4 C 51 39.4 53 38.6 56 40.8 "
        "C 53 42.2 51.5 42 50 41.4 C 48.5 42 47 42.2 44 40.8 Z",
        "fill": "hair",
        "line": 0.5,
    },
]

BEARD_FORKED: Part = [
    {
        "d": "M 41 35 C 41 46 43 52 46.5 58 L 50 53 L 53.5 58 C 57 52 59 46 59 35 "
        "C 57 41 55 43.5 50 43.5 C 45 43.5 43 41 41 35 Z",
        "fill": "hair",
        "line": 0.7,
        "hatch": 1.6,
    },
    {
        "d": "M 43 40.6 C 46 38.2 49 39 50 40.2 C 51 39 54 38.2 57 40.6 "
        "C 54 42 51.5 42 50 41.2 C 48.5 42 46 42 43 40.6 Z",
        "fill": "hair",
        "line": 0.5,
    },
]

BEARD_POINTED: Part = [
    {
        "d": "M 45 43 C 46 44.5 48 45 50 45 C 52 45 54 44.5 55 43 C 55 48 52.5 52 50 55 "
        "C 47.5 52 45 48 45 43 Z",
        "fill": "hair",
        "line": 0.6,
    },
    {
        "d": "M 42 40.6 C 45 38 49 39 50 40.2 C 51 39 55 38 58 40.6 "
        "C 55 41.8 51.5 41.8 50 41.2 C 48.5 41.8 45 41.8 42 40.6 Z",
        "fill": "hair",
        "line": 0.5,
    },
]

MOUSTACHE: Part = [
    {
        "d": "M 41 39 C 44 38.6 48 38.6 50 40.2 C 52 38.6 56 38.6 59 39 "
        "C 56 42 52 41.8 50 41.2 C 48 41.8 44 42 41 39 Z",
        "fill": "hair",
        "line": 0.5,
    },
]

HAIR_KING: Part = [
    {
        "d": "M 40 26 C 36 34 36 46 38 54 C 40 50 41.5 42 41.5 32 Z",
        "fill": "hair",
        "line": 0.6,
        "hatch": 1.5,
        "mirror": True,
    },
]

# 1840s: smooth centre parting, bunches of ringlets over the ears, a knot behind.
HAIR_RINGLETS: Part = [
    {
        "d": "M 39.5 33 C 38.5 22 44 19.5 50 19.5 C 56 19.5 61.5 22 60.5 33 "
        "C 59 27 55 24 50 24.5 C 45 24 41 27 39.5 33 Z",
        "fill": "hair",
        "line": 0.7,
    },
    {"d": "M 50 20 L 50 24.3", "line": 0.5},
    {"circle": [39, 34, 3], "fill": "hair", "line": 0.5, "mirror": True},
    {"circle": [37.6, 39.5, 2.9], "fill": "hair", "line": 0.5, "mirror": True},
    {"circle": [38.4, 44.8, 2.7], "fill": "hair", "line": 0.5, "mirror": True},
    {"circle": [37.2, 49.6, 2.4], "fill": "hair", "line": 0.5, "mirror": True},
]

# Ringlets for a head in profile facing the viewer's right: hair over the crown, a knot and
# the ringlets at the back of the head (flip with the face).
HAIR_PROFILE: Part = [
    {
        "d": "M 41 36 C 38 24 44 19.5 51 19.5 C 56 19.5 59.5 22 60 27 C 55 24 50 25 47 28 "
        "C 45 31 44.5 34 45 38 Z",
        "fill": "hair",
        "line": 0.7,
    },
    {"circle": [40.5, 24, 4.2], "fill": "hair", "line": 0.6},
    {"circle": [41, 35, 2.9], "fill": "hair", "line": 0.5},
    {"circle": [40, 40.4, 2.8], "fill": "hair", "line": 0.5},
    {"circle": [40.8, 45.6, 2.6], "fill": "hair", "line": 0.5},
    {"circle": [39.8, 50.4, 2.3], "fill": "hair", "line": 0.5},
    {"d": "M 48 21 C 52 22 55 23.5 58 26", "line": 0.5, "ink": "hair.dark"},
]

HAIR_BOB: Part = [
    {
        "d": "M 39.5 38 C 37 26 42 20 50 20 C 58 20 63 26 60.5 38 C 60 32 58 27 50 27 "
        "C 42 27 40 32 39.5 38 Z",
        "fill": "hair",
        "line": 0.7,
        "hatch": 1.6,
    },
    {
        "d": "M 39.6 36 C 38 41 39 45 41.5 47 C 41 42 41 39 41.6 35 Z",
        "fill": "hair",
        "line": 0.5,
        "mirror": True,
    },
]

# --- headgear -------------------------------------------------------------------------------

# Closed crown with arches (Bügelkrone), orb and cross on top.
CROWN_ARCHED: Part = [
    {"d": "M 40 23 C 40 12 60 12 60 23 Z", "fill": "accent"},
    {"d": "M 40 22 C 39 12 45 8.5 50 8.5 C 55 8.5 61 12 60 22", "line": 2.4, "ink": "gold"},
    {"d": "M 40 22 C 39 12 45 8.5 50 8.5 C 55 8.5 61 12 60 22", "line": 0.5},
    {"d": "M 50 8.6 L 50 22", "line": 2.0, "ink": "gold"},
    {"d": "M 38.5 19 L 61.5 19 L 62 24.6 L 38 24.6 Z", "fill": "gold", "line": 0.7},
    {"circle": [44, 21.8, 1.2], "fill": "#c62a2f", "mirror": True},
    {"circle": [50, 21.8, 1.3], "fill": "#2d5aa8"},
    {"circle": [50, 6.4, 2.4], "fill": "gold", "line": 0.5},
    {"d": "M 50 4.2 L 50 0.6 M 48.4 2.2 L 51.6 2.2", "line": 0.9},
]

LAUREL: Part = [
    {
        "d": "M 38 25.6 Q 41 22.8 43.6 25.4 Q 41 27.8 38 25.6 Z",
        "fill": "leaf",
        "line": 0.4,
        "mirror": True,
    },
    {
        "d": "M 42.5 26.6 Q 45.5 24 48 26.6 Q 45 28.8 42.5 26.6 Z",
        "fill": "leaf",
        "line": 0.4,
        "mirror": True,
    },
]

# Open crown with leaves, for Bavarian kings.
CROWN_OPEN: Part = [
    {
        "d": "M 38.5 24 L 37 12 L 41.5 17 L 44.5 10.5 L 47.5 16 L 50 8 L 52.5 16 L 55.5 10.5 "
        "L 58.5 17 L 63 12 L 61.5 24 Z",
        "fill": "gold",
        "line": 0.7,
    },
    {"d": "M 38.3 20.5 L 61.7 20.5 L 62 25 L 38 25 Z", "fill": "gold.dark", "line": 0.6},
    {"circle": [44, 22.8, 1.1], "fill": "#2d7d45", "mirror": True},
    {"circle": [50, 22.8, 1.2], "fill": "#c62a2f"},
    {"circle": [37, 12, 1.4], "fill": "gold", "line": 0.4, "mirror": True},
    {"circle": [50, 8, 1.6], "fill": "gold", "line": 0.4},
]

# Turban with a small crown, the Turk-derived king of Leaves.
TURBAN: Part = [
    {
        "d": "M 36.5 27 C 33 18 40 10 50 10 C 60 10 67 18 63.5 27 C 56 24 44 24 36.5 27 Z",
        "fill": "white",
        "line": 0.8,
    },
    {"d": "M 37 22 C 45 15 55 15 63 22 M 38 18 C 46 12 56 13 62 17", "line": 0.5},
    {"d": "M 44 12 L 45.5 5 L 48 9 L 50 3 L 52 9 L 54.5 5 L 56 12 Z", "fill": "gold", "line": 0.6},
    *feather([(50, 19), (52, 12), (56, 8), (60, 7)], 3.2),
    {"circle": [50, 19, 2.2], "fill": "accent", "line": 0.5},
]

BERET_PLUME: Part = [
    *feather([(57, 17), (66, 9), (76, 8), (82, 14)], 5.5),
    {
        "d": "M 33 25.5 C 33 15.5 42 12 51 12 C 62 12 67.5 17.5 67 24.5 C 60 27.5 40 28.5 33 25.5 Z",
        "fill": "trim",
        "line": 0.8,
        "hatch": 2.0,
    },
    {"d": "M 34 25 C 42 27.6 58 27.6 66 24", "line": 1.5, "ink": "gold"},
    {"circle": [57.5, 17.5, 1.6], "fill": "gold", "line": 0.4},
]

CAP_FLAT: Part = [
    {
        "d": "M 35 24 C 35 16 42 14 50 14 C 58 14 65 16 65 24 Z",
        "fill": "trim",
        "line": 0.8,
        "hatch": 2.0,
    },
    {
        "d": "M 31 25.6 C 40 21 60 21 69 25.6 C 60 27.6 40 27.6 31 25.6 Z",
        "fill": "trim.dark",
        "line": 0.7,
    },
    *feather([(60, 16), (66, 10), (72, 10), (76, 14)], 3.6, "accent"),
]

# Broad slashed Landsknecht hat with two feathers.
HAT_SLASHED: Part = [
    *feather([(55, 16), (63, 11.5), (71, 11.5), (77, 15.5)], 5.0, "accent"),
    *feather([(53, 17), (59, 13.5), (65, 13.5), (69, 16.5)], 3.6, "white"),
    {"d": "M 36 22 C 36 12 43 10 50 10 C 57 10 64 12 64 22 Z", "fill": "trim", "line": 0.8},
    {"d": "M 42 21 L 43 13 M 50 21 L 50 11 M 58 21 L 57 13", "line": 1.1, "ink": "accent"},
    {
        "d": "M 27 24.5 C 34 19 66 19 73 24.5 C 64 27.5 36 27.5 27 24.5 Z",
        "fill": "trim.dark",
        "line": 0.8,
    },
]

# Two-cornered hat of the Leaves Ober (the drummer).
HAT_BICORNE: Part = [
    {
        "d": "M 26 25 C 32 20 38 12 50 11 C 62 12 68 20 74 25 C 64 22 36 22 26 25 Z",
        "fill": "trim",
        "line": 0.8,
        "hatch": 2.0,
    },
    {"d": "M 28 24.6 C 38 21 62 21 72 24.6", "line": 1.4, "ink": "gold"},
    {"circle": [50, 16, 2.2], "fill": "accent", "line": 0.5},
]

CAP_ROUND: Part = [
    {
        "d": "M 37 26 C 35 16 42 12.5 50 12.5 C 58 12.5 65 16 63 26 C 56 23.5 44 23.5 37 26 Z",
        "fill": "trim",
        "line": 0.8,
    },
    {"d": "M 37.5 24.5 C 44 22 56 22 62.5 24.5", "line": 1.4, "ink": "trim.dark"},
    *feather([(42, 15), (36, 9), (30, 9), (26, 14)], 4.2, "accent"),
]

HAIR_FLOWERS: Part = [
    {"circle": [41, 22, 1.6], "fill": "accent", "line": 0.4},
    {"circle": [44.5, 20.2, 1.6], "fill": "white", "line": 0.4},
    {"circle": [38.4, 25.4, 1.4], "fill": "accent", "line": 0.4},
    {"d": "M 40 19.6 Q 42 17.4 44 18.6", "line": 0.7, "ink": "leaf"},
]

# --- attributes (each in its own box; figures place them) ------------------------------------

HARP: Part = [
    {"d": "M 24 96 C 20 62 22 30 32 8", "line": 7, "ink": "gold.dark"},
    {"d": "M 24 96 C 20 62 22 30 32 8", "line": 4.4, "ink": "gold"},
    {"d": "M 30 10 C 50 2 60 22 74 26 C 82 28 86 38 80 44", "line": 7, "ink": "gold.dark"},
    {"d": "M 30 10 C 50 2 60 22 74 26 C 82 28 86 38 80 44", "line": 4.4, "ink": "gold"},
    {
        "d": "M 36 14 L 32 94 M 44 12 L 40 92 M 52 15 L 48 90 M 60 20 L 56 88 M 68 25 L 64 86 M 76 31 L 72 84",
        "line": 0.9,
        "ink": "out",
    },
    {"circle": [31, 8, 5], "fill": "gold", "line": 1.2},
    {"d": "M 26 4 C 16 -2 8 4 6 12 C 14 10 20 12 26 10 Z", "fill": "white", "line": 1.2},
]

SHIELD_OVAL: Part = [
    {
        "d": "M 50 4 C 72 4 86 20 86 46 C 86 76 68 96 50 96 C 32 96 14 76 14 46 C 14 20 28 4 50 4 Z",
        "fill": "trim",
        "line": 2.6,
        "hatch": 6,
    },
    {
        "d": "M 50 16 C 66 16 75 28 75 46 C 75 68 62 84 50 84 C 38 84 25 68 25 46 C 25 28 34 16 50 16 Z",
        "fill": "accent",
        "line": 1.6,
    },
    {"circle": [50, 48, 9], "fill": "gold", "line": 1.6},
]

_HEATER = "M 10 6 L 90 6 L 90 50 C 90 76 70 92 50 98 C 30 92 10 76 10 50 Z"


def _lozenges(w: float = 16.0, h: float = 22.0) -> Part:
    """The Bavarian arms' field: white and blue lozenges in diagonal rows (bendwise)."""
    out: Part = []
    for i in range(-8, 9):
        for j in range(-8, 9):
            x = 50 + (i - j) * w / 2
            y = 50 + (i + j) * h / 2
            if -w < x < 100 + w and -h < y < 100 + h:
                diamond = [(x, y - h / 2), (x + w / 2, y), (x, y + h / 2), (x - w / 2, y)]
                d = "M " + " L ".join(f"{px:g} {py:g}" for px, py in diamond) + " Z"
                out.append({"d": d, "fill": "#f7f7f2" if (i + j) % 2 else "#2f6fba", "line": 0.6})
    return out


SHIELD_LOZENGES: Part = [
    {"d": _HEATER, "fill": "white", "line": 2.6},
    {"clip": _HEATER, "layers": _lozenges()},
    {"d": _HEATER, "line": 3.0},
]

SWORD: Part = [
    {"d": "M 47 4 L 50 0 L 53 4 L 53 70 L 47 70 Z", "fill": "steel", "line": 1.2},
    {"d": "M 50 5 L 50 68", "line": 0.8, "ink": "steel.dark"},
    {"d": "M 30 70 L 70 70 L 70 76 L 30 76 Z", "fill": "gold", "line": 1.1},
    {"d": "M 46 76 L 54 76 L 54 92 L 46 92 Z", "fill": "wood", "line": 1.0},
    {"circle": [50, 95, 4.4], "fill": "gold", "line": 1.0},
]

SABRE: Part = [
    {"d": "M 48 74 C 46 50 52 24 70 4 C 62 26 56 50 54 74 Z", "fill": "steel", "line": 1.2},
    {"d": "M 34 74 C 44 70 58 70 66 74 L 64 78 C 56 76 44 76 36 78 Z", "fill": "gold", "line": 1.0},
    {"d": "M 47 78 L 54 78 L 54 94 L 47 94 Z", "fill": "wood", "line": 1.0},
]

SCEPTRE: Part = [
    {"d": "M 50 20 L 50 200", "tube": 4, "fill": "gold"},
    {"d": "M 50 2 C 54 8 55 13 50 20 C 45 13 46 8 50 2 Z", "fill": "gold", "line": 1.0},
    {
        "d": "M 50 18 C 58 8 64 12 62 17 C 60 21 54 21 50 19 Z",
        "fill": "gold",
        "line": 0.9,
        "mirror": True,
    },
    {"circle": [50, 40, 3], "fill": "#c62a2f", "line": 0.8},
]

HALBERD: Part = [
    {"d": "M 50 16 L 50 260", "tube": 4, "fill": "wood"},
    {"d": "M 50 0 L 53 12 L 50 26 L 47 12 Z", "fill": "steel", "line": 1.0},
    {"d": "M 50 13 C 60 11 66 16 67 26 C 62 29 56 28 50 26 Z", "fill": "steel", "line": 1.0},
    {"d": "M 50 16 L 38 13 L 40 19 L 50 21 Z", "fill": "steel", "line": 0.8},
    {"d": "M 46 28 L 54 28 L 54 32 L 46 32 Z", "fill": "accent", "line": 0.6},
]

STAFF: Part = [
    {"d": "M 20 0 L 80 130", "tube": 4.4, "fill": "wood"},
    {"d": "M 20 0 L 26 13", "line": 4.4, "ink": "steel"},
]

SHIELD_ROUND: Part = [
    {"circle": [50, 50, 44], "fill": "trim", "line": 2.6, "hatch": 7},
    {"circle": [50, 50, 30], "line": 2.0, "ink": "gold"},
    {"circle": [50, 50, 11], "fill": "steel", "line": 2.0},
]

SHIELD_POINTED: Part = [
    {
        "d": "M 14 8 L 86 8 L 86 46 C 86 74 66 90 50 98 C 34 90 14 74 14 46 Z",
        "fill": "trim",
        "line": 2.6,
        "hatch": 7,
    },
    {"d": "M 50 8 L 50 97 M 14 40 L 86 40", "line": 3, "ink": "gold"},
]

DRUM: Part = [
    {"d": "M 14 26 L 86 26 L 86 78 L 14 78 Z", "fill": "accent", "line": 2},
    {"d": "M 14 26 L 32 78 L 50 26 L 68 78 L 86 26", "line": 2, "ink": "white"},
    {"ellipse": [50, 26, 36, 9], "fill": "white", "line": 2},
    {"ellipse": [50, 78, 36, 9], "fill": "accent.dark", "line": 2},
    {"d": "M 30 12 L 58 22 M 72 6 L 52 22", "line": 3.2, "ink": "wood"},
]

FIFE: Part = [
    {"d": "M 10 10 L 90 90", "tube": 5, "fill": "wood"},
    {"circle": [40, 40, 2], "fill": "out"},
    {"circle": [52, 52, 2], "fill": "out"},
    {"circle": [64, 64, 2], "fill": "out"},
]

# Flowers for the queens: stem from the bottom of the box, bloom at the top.
_STEM = {"d": "M 50 100 C 50 80 52 60 50 36", "line": 3, "ink": "leaf"}
_LEAVES = {
    "d": "M 51 70 C 62 58 74 60 76 62 C 70 70 60 72 51 70 Z",
    "fill": "leaf",
    "line": 1,
    "mirror": True,
}

ROSE: Part = [
    _STEM,
    _LEAVES,
    {"circle": [50, 26, 15], "fill": "bloom", "line": 1.4},
    {"d": "M 40 24 C 44 16 56 16 60 24 C 56 32 44 32 40 24 Z", "fill": "bloom.dark", "line": 1},
    {"d": "M 45 24 C 48 20 52 20 55 24", "line": 1.2},
]

TULIP: Part = [
    _STEM,
    _LEAVES,
    {
        "d": "M 36 10 L 43 20 L 50 6 L 57 20 L 64 10 C 66 28 60 40 50 40 C 40 40 34 28 36 10 Z",
        "fill": "bloom",
        "line": 1.4,
    },
    {"d": "M 50 14 C 48 24 48 32 50 40", "line": 1.0, "ink": "bloom.dark"},
]

CARNATION: Part = [
    _STEM,
    _LEAVES,
    {
        "d": "M 34 30 L 36 20 L 41 24 L 44 12 L 49 20 L 53 10 L 56 20 L 61 12 L 63 24 L 67 20 L 66 30 "
        "C 60 38 40 38 34 30 Z",
        "fill": "bloom",
        "line": 1.3,
    },
    {"d": "M 40 34 L 60 34 L 56 42 L 44 42 Z", "fill": "leaf", "line": 1},
]

SUNFLOWER: Part = [
    _STEM,
    _LEAVES,
    {"circle": [50, 24, 19], "fill": "#f2c230", "line": 1.4},
    {
        "d": "M 31 24 L 69 24 M 50 5 L 50 43 M 37 11 L 63 37 M 63 11 L 37 37",
        "line": 1.0,
        "ink": "#b7791f",
    },
    {"circle": [50, 24, 9], "fill": "#6b3f14", "line": 1.2},
]

FAN: Part = [
    {"d": "M 50 96 L 8 30 C 26 8 74 8 92 30 Z", "fill": "bloom", "line": 1.6},
    {
        "d": "M 50 96 L 22 18 M 50 96 L 36 11 M 50 96 L 50 9 M 50 96 L 64 11 M 50 96 L 78 18",
        "line": 1.0,
    },
]

ORB: Part = [
    {"circle": [50, 60, 30], "fill": "gold", "line": 2},
    {"d": "M 20 60 L 80 60 M 50 30 L 50 90", "line": 2, "ink": "gold.dark"},
    {"d": "M 50 30 L 50 8 M 40 16 L 60 16", "line": 4},
]


# --- second pass: hair and beards that differ per figure --------------------------------------

HAIR_LONG: Part = [
    {
        "d": smooth([(40, 24), (36, 36), (34, 50), (37, 58), (42, 54), (42, 40), (43, 28)]),
        "fill": "hair",
        "line": 0.7,
        "hatch": 1.2,
        "angle": 80,
        "mirror": True,
    },
    {"d": "M 38 34 C 37 42 37 50 39 55", "line": 0.4, "ink": "hair.dark", "mirror": True},
]

HAIR_CURLS: Part = [
    *(
        {"circle": [x, y, 3.1], "fill": "hair", "line": 0.5, "mirror": True}
        for x, y in ((40.5, 26), (38.6, 31.5), (38.8, 37.5), (40, 43))
    ),
    {
        "d": smooth([(40, 28), (42, 20), (50, 18), (58, 20), (60, 28), (50, 24)]),
        "fill": "hair",
        "line": 0.6,
    },
]

# Short hair seen from the side, for a head in profile facing the viewer's right: it covers
# the crown and the back of the skull, with the ear in front of it.
HAIR_BACK: Part = [
    {
        "d": smooth(
            [
                (41, 42),
                (38, 32),
                (41, 22),
                (50, 19.5),
                (58, 22),
                (57, 26),
                (49, 26),
                (46, 31),
                (47, 40),
                (44, 45),
            ]
        ),
        "fill": "hair",
        "line": 0.7,
        "hatch": 1.2,
        "angle": 70,
    },
    {"ellipse": [47.5, 34.5, 2.0, 3.0], "fill": "skin", "line": 0.5},
    {"d": "M 47 33 C 48.4 33.6 48.4 35.6 47 36.4", "line": 0.35, "ink": "skin.shade"},
]

HAIR_UP: Part = [
    {
        "d": smooth(
            [
                (39.5, 34),
                (39, 24),
                (44, 19.5),
                (50, 19),
                (56, 19.5),
                (61, 24),
                (60.5, 34),
                (58, 27),
                (50, 24),
                (42, 27),
            ]
        ),
        "fill": "hair",
        "line": 0.7,
    },
    {"ellipse": [50, 17.5, 6.5, 3.6], "fill": "hair", "line": 0.6, "hatch": 1.0, "angle": 0},
    {"d": "M 44 17.5 C 46 15 54 15 56 17.5", "line": 0.8, "ink": "accent"},
    {"circle": [39.6, 36, 2.4], "fill": "hair", "line": 0.5, "mirror": True},
    {"circle": [39.2, 40.6, 2.2], "fill": "hair", "line": 0.5, "mirror": True},
]

VEIL: Part = [
    {
        "d": smooth(
            [
                (38, 30),
                (40, 18),
                (50, 14),
                (60, 18),
                (62, 30),
                (66, 50),
                (60, 60),
                (58, 40),
                (56, 24),
                (50, 21),
                (44, 24),
                (42, 40),
                (40, 60),
                (34, 50),
            ]
        ),
        "fill": "white",
        "line": 0.7,
        "hatch": 1.4,
        "angle": 95,
    },
    {"d": "M 41 22 C 46 18 54 18 59 22", "line": 1.2, "ink": "accent"},
]

BEARD_LONG: Part = [
    {
        "d": smooth(
            [
                (40, 33),
                (40, 46),
                (44, 58),
                (50, 66),
                (56, 58),
                (60, 46),
                (60, 33),
                (57, 41),
                (50, 44),
                (43, 41),
            ]
        ),
        "fill": "hair",
        "line": 0.7,
        "hatch": 1.1,
        "angle": 95,
    },
    {
        "d": "M 47 48 C 47 54 48 59 50 63 M 53 48 C 53 54 52 59 50 63",
        "line": 0.4,
        "ink": "hair.dark",
    },
    {
        "d": "M 42.5 40.6 C 46 38.2 49 39 50 40.2 C 51 39 54 38.2 57.5 40.6 "
        "C 54 42.4 51.5 42 50 41.2 C 48.5 42 46 42.4 42.5 40.6 Z",
        "fill": "hair",
        "line": 0.5,
    },
]

BEARD_GOATEE: Part = [
    {
        "d": smooth([(47, 44), (50, 45), (53, 44), (52, 49), (50, 51), (48, 49)]),
        "fill": "hair",
        "line": 0.5,
    },
]

MOUSTACHE_CURLED: Part = [
    {
        "d": "M 50 40.4 C 47 38.8 44 39.4 42 40 C 40.4 40.4 39.6 39 40.4 37.8 "
        "C 40 40.2 42 41.4 45 41.2 C 47 41 48.6 41.2 50 41.6 Z",
        "fill": "hair",
        "line": 0.4,
        "mirror": True,
    },
]

MOUSTACHE_DROOP: Part = [
    {
        "d": "M 50 40 C 47 39 44 39.6 42.6 41.6 C 41.8 43.6 41.6 46 42 48 "
        "C 43 45 44.6 42.6 50 41.4 Z",
        "fill": "hair",
        "line": 0.4,
        "mirror": True,
    },
]

PARTS: dict[str, Part] = {
    "beard_full": BEARD_FULL,
    "beard_forked": BEARD_FORKED,
    "beard_pointed": BEARD_POINTED,
    "moustache": MOUSTACHE,
    "hair_king": HAIR_KING,
    "hair_ringlets": HAIR_RINGLETS,
    "hair_bob": HAIR_BOB,
    "hair_profile": HAIR_PROFILE,
    "hair_flowers": HAIR_FLOWERS,
    "crown_arched": CROWN_ARCHED,
    "laurel": LAUREL,
    "crown_open": CROWN_OPEN,
    "turban": TURBAN,
    "beret_plume": BERET_PLUME,
    "cap_flat": CAP_FLAT,
    "hat_slashed": HAT_SLASHED,
    "hat_bicorne": HAT_BICORNE,
    "cap_round": CAP_ROUND,
    "harp": HARP,
    "shield_oval": SHIELD_OVAL,
    "shield_lozenges": SHIELD_LOZENGES,
    "sword": SWORD,
    "sabre": SABRE,
    "sceptre": SCEPTRE,
    "halberd": HALBERD,
    "staff": STAFF,
    "shield_round": SHIELD_ROUND,
    "shield_pointed": SHIELD_POINTED,
    "drum": DRUM,
    "fife": FIFE,
    "rose": ROSE,
    "tulip": TULIP,
    "carnation": CARNATION,
    "sunflower": SUNFLOWER,
    "fan": FAN,
    "orb": ORB,
    "hair_long": HAIR_LONG,
    "hair_curls": HAIR_CURLS,
    "hair_back": HAIR_BACK,
    "hair_up": HAIR_UP,
    "veil": VEIL,
    "beard_long": BEARD_LONG,
    "beard_goatee": BEARD_GOATEE,
    "moustache_curled": MOUSTACHE_CURLED,
    "moustache_droop": MOUSTACHE_DROOP,
}
