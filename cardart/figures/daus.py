"""Decorated Daus cards of the Bavarian pattern, as data in the courts' engraved style.

Each Daus shows two large suit signs (the card was once the deuce) above a vignette: the
blindfolded Cupid drawing his bow on the Daus of Hearts, Bacchus astride his barrel raising
a goblet on the Daus of Bells, a rampant lion holding the white-and-blue lozenges of Bavaria
on the Daus of Acorns, and the sow that gave the Daus its name ("Sau") on the Daus of
Leaves. The sow's suit is a design choice: old Bavarian deuces had Bacchus, Amor, a pig and
an eagle, and which modern Daus keeps which is not fixed. Vignettes are drawn in a 100 x 70
box with the primitives of :mod:`.style` (swelling contours, hatching on the shadow side).
"""

from __future__ import annotations

from typing import Any

from .dress import head
from .style import INNER, face, fold, grip, smooth, tapered

Part = list[dict[str, Any]]

GROUND: Part = [
    {"ellipse": [50, 64, 42, 5], "fill": "#b9c98a", "line": 0.8, "hatch": 1.4, "angle": 0},
]


def _limb(points: list[tuple[float, float]], w0: float, w1: float, fill: str) -> dict[str, Any]:
    return {"d": tapered(points, (w0, (w0 + w1) / 2, w1)), "fill": fill, "line": INNER}


def _wing(flip: bool) -> Part:
    pts = [
        (46, 30),
        (36, 16),
        (22, 8),
        (12, 12),
        (16, 20),
        (10, 26),
        (18, 32),
        (14, 38),
        (30, 40),
        (44, 38),
    ]
    if flip:
        pts = [(100 - x, y) for x, y in pts]
    sign = -1 if flip else 1
    feathers = [
        tapered([(50 - sign * 6, 32), (50 - sign * (14 + k * 7), 16 + k * 6)], (0.05, 0.7, 0.05))
        for k in range(3)
    ]
    return [
        {
            "d": smooth(pts),
            "fill": "white",
            "line": 0.9,
            "hatch": 1.2,
            "angle": 60 if flip else 120,
        },
        *({"d": f, "fill": "out"} for f in feathers),
    ]


CUPID: Part = [
    *GROUND,
    *_wing(False),
    *_wing(True),
    # legs, torso and the red cloth round his hips
    _limb([(46, 46), (44, 54), (40, 62)], 6, 4, "skin"),
    _limb([(54, 46), (57, 54), (60, 62)], 6, 4, "skin"),
    {
        "d": smooth([(42, 28), (50, 25), (58, 28), (60, 40), (56, 48), (44, 48), (40, 40)]),
        "fill": "skin",
        "line": 0.9,
        "hatch": 1.1,
        "angle": 60,
        "shade": "r",
    },
    {
        "d": smooth([(40, 42), (50, 45), (61, 41), (60, 50), (50, 52), (40, 49)]),
        "fill": "#c62a2f",
        "line": INNER,
    },
    {"d": tapered([(61, 44), (68, 50), (70, 56)], (3, 2, 0.4)), "fill": "#c62a2f", "line": INNER},
    # the bow in his left hand (the viewer's right), the string drawn back by his right
    {"d": tapered([(78, 14), (86, 32), (78, 52)], (0.6, 2.2, 0.6)), "fill": "wood", "line": 0.5},
    {"d": "M 78 14 L 62 33 L 78 52", "line": 0.4},
    {"d": "M 86 33 L 60 33", "line": 0.8},
    {"d": "M 88 33 L 85 31 L 85 35 Z", "fill": "steel", "line": 0.4},
    _limb([(56, 30), (70, 32), (84, 33)], 4.4, 3.4, "skin"),
    *grip((85, 33), 0, 0.6),
    _limb([(44, 30), (52, 36), (61, 33)], 4.4, 3.4, "skin"),
    *grip((61, 33), 90, 0.55),
    {
        **head(
            (50, 18),
            0.72,
            [
                {"part": "hair_curls", "colours": {"hair": "#e1b04f"}},
                {
                    "group": face(
                        "front", "round", "arched", "snub", "small", 10.6, 11.4, 0.0, 0, True
                    )
                },
                # the blindfold: Love is blind
                {
                    "d": "M 38.5 29.5 C 45 28 55 28 61.5 29.5 L 61.5 34 "
                    "C 55 32.6 45 32.6 38.5 34 Z",
                    "fill": "#c62a2f",
                    "line": 0.5,
                },
                {
                    "d": tapered([(62, 31), (68, 34), (70, 40)], (2, 1.6, 0.3)),
                    "fill": "#c62a2f",
                    "line": 0.4,
                },
            ],
        ),
        "colours": {"hair": "#e1b04f"},
    },
]

BACCHUS: Part = [
    *GROUND,
    # the barrel on its side, with hoops, the bung and a tap
    {
        "d": smooth(
            [(20, 40), (50, 36), (82, 40), (84, 52), (82, 63), (50, 66), (20, 63), (18, 52)]
        ),
        "fill": "#9a6a3a",
        "line": 1.1,
        "hatch": 1.6,
        "angle": 90,
        "shade": "r",
    },
    {"ellipse": [19, 51.5, 4.6, 11.6], "fill": "#c08a50", "line": 0.9},
    {"d": "M 34 38 C 32 46 32 58 34 65 M 66 38 C 68 46 68 58 66 65", "line": 2.2, "ink": "#4e2c0e"},
    {"circle": [50, 38.5, 1.6], "fill": "#4e2c0e"},
    {"d": "M 15 52 L 9 52 L 9 56", "line": 1.6, "ink": "steel"},
    # his legs astride the barrel
    _limb([(42, 36), (36, 46), (34, 58)], 7, 5, "skin"),
    _limb([(58, 36), (64, 46), (66, 58)], 7, 5, "skin"),
    # a fat belly and a vine-leaf girdle
    {
        "d": smooth([(38, 18), (50, 14), (62, 18), (66, 30), (60, 40), (40, 40), (34, 30)]),
        "fill": "skin",
        "line": 1.0,
        "hatch": 1.1,
        "angle": 120,
        "shade": "l",
    },
    fold([(44, 26), (50, 30), (56, 26)], 0.8),
    {
        "d": smooth([(35, 33), (50, 37), (65, 33), (64, 40), (50, 42), (36, 40)]),
        "fill": "leaf",
        "line": INNER,
    },
    # goblet raised high in his right hand, grapes in his left
    _limb([(62, 20), (72, 16), (76, 6)], 5, 4, "skin"),
    {"d": "M 72 -1 L 82 -1 L 79 6 L 75 6 Z", "fill": "gold", "line": 0.6},
    *grip((77, 7), 0, 0.6),
    _limb([(38, 20), (28, 26), (24, 22)], 5, 4, "skin"),
    *(
        {"circle": [x, y, 1.9], "fill": "#6d3f8f", "line": 0.35}
        for x, y in ((21, 24), (18, 27), (22, 28), (20, 31), (17, 31.5), (19, 34.5))
    ),
    *grip((24, 22), 70, 0.6),
    {
        **head(
            (50, 6),
            0.62,
            [
                {"part": "hair_curls", "colours": {"hair": "#5b3a12"}},
                {"group": face("front", "heavy", "high", "broad", "smile", 11, 11.5, 0.0, 1, True)},
                {"part": "beard_goatee", "colours": {"hair": "#5b3a12"}},
                # vine wreath with two bunches
                {"d": "M 38 24 C 42 19 58 19 62 24", "line": 2.4, "ink": "leaf"},
                {"circle": [39, 26, 2.2], "fill": "#6d3f8f", "line": 0.3, "mirror": True},
                {"circle": [41, 29, 2.0], "fill": "#6d3f8f", "line": 0.3, "mirror": True},
            ],
        ),
        "colours": {"hair": "#5b3a12"},
    },
]

LION: Part = [
    *GROUND,
    # tail curling up with its tuft
    {
        "d": tapered([(68, 54), (84, 50), (88, 36), (82, 28)], (3, 2.4, 1.8, 1.2)),
        "fill": "#e2a93a",
        "line": 0.6,
    },
    {"d": smooth([(80, 24), (85, 26), (84, 31), (79, 30)]), "fill": "#b5542a", "line": 0.5},
    # hind legs, body rising on them (rampant)
    _limb([(60, 44), (66, 54), (70, 63)], 9, 5, "#e2a93a"),
    _limb([(52, 46), (50, 56), (46, 63)], 9, 5, "#e2a93a"),
    {
        "d": smooth([(46, 22), (56, 20), (64, 30), (66, 44), (60, 52), (50, 50), (44, 38)]),
        "fill": "#e2a93a",
        "line": 1.0,
        "hatch": 1.2,
        "angle": 120,
        "shade": "r",
    },
    # the mane, in locks
    {
        "d": smooth(
            [(34, 10), (42, 2), (52, 4), (58, 12), (58, 24), (52, 32), (40, 32), (32, 24), (30, 16)]
        ),
        "fill": "#b5542a",
        "line": 1.0,
        "hatch": 1.0,
        "angle": 70,
    },
    *(fold([(x, 6), (x - 2, 16), (x, 28)], 0.8) for x in (38, 44, 50)),
    # the head, in profile turned to the shield
    {
        "d": smooth(
            [(36, 12), (44, 10), (46, 16), (44, 24), (38, 26), (30, 22), (28, 17), (31, 13)]
        ),
        "fill": "#e2a93a",
        "line": 0.9,
    },
    {"circle": [38, 15.5, 1.2], "fill": "out"},
    {"d": "M 36.4 13.8 L 39.6 14.2", "line": 0.5},
    {"d": "M 28.6 17 L 30.4 16.4 L 30.2 18.4 Z", "fill": "out"},
    {"d": "M 29 21 C 31 22.4 34 22.4 36 21.6", "line": 0.6},
    {"d": tapered([(31, 22), (28, 25), (27, 27)], (1.4, 1.0, 0.3)), "fill": "#c62a2f"},
    # the shield of Bavaria, held up by both fore-paws
    {"part": "shield_lozenges", "at": [6, 22, 34]},
    _limb([(48, 26), (36, 28), (26, 28)], 6, 4.2, "#e2a93a"),
    {"d": smooth([(22, 25.6), (26, 25), (27, 30), (22, 30.6)]), "fill": "#e2a93a", "line": 0.6},
    _limb([(50, 36), (40, 42), (32, 46)], 6, 4.2, "#e2a93a"),
    {"d": smooth([(28, 43.6), (32, 43), (33, 48), (28, 48.6)]), "fill": "#e2a93a", "line": 0.6},
]

SOW: Part = [
    *GROUND,
    # curly tail
    {"d": "M 77 36 C 84 32 86 26 82 25 C 78 24 79 30 84 30", "line": 1.0},
    # far legs, body, near legs
    _limb([(66, 50), (68, 57), (67, 63)], 6, 4.4, "#e08e88"),
    _limb([(36, 50), (34, 57), (35, 63)], 6, 4.4, "#e08e88"),
    {
        "d": smooth(
            [(26, 34), (44, 26), (66, 27), (80, 34), (80, 46), (68, 54), (40, 55), (26, 48)]
        ),
        "fill": "#f2b6b0",
        "line": 1.1,
        "hatch": 1.4,
        "angle": 0,
        "shade": "r",
    },
    fold([(44, 50), (56, 52), (66, 50)], 1.0, "#c77a74"),
    _limb([(72, 50), (74, 57), (75, 63)], 6.4, 4.6, "#f2b6b0"),
    _limb([(42, 51), (42, 57), (41, 63)], 6.4, 4.6, "#f2b6b0"),
    # the head: jowl, snout with nostrils, eye, and the ear fixed on the head
    {
        "d": smooth(
            [(30, 30), (24, 28), (16, 32), (10, 38), (12, 44), (20, 47), (30, 46), (34, 38)]
        ),
        "fill": "#f2b6b0",
        "line": 1.0,
    },
    {"ellipse": [10.4, 40.6, 3, 3.8], "fill": "#e08e88", "line": 0.8},
    {"circle": [9.6, 39.4, 0.7], "fill": "out"},
    {"circle": [10.8, 42, 0.7], "fill": "out"},
    {"circle": [20, 35.5, 1.1], "fill": "eye"},
    {"d": "M 18 34 C 19.4 33 21 33 22 33.8", "line": 0.5},
    {"d": "M 13 45 C 16 46.6 20 46.6 23 45", "line": 0.6},
    {"d": smooth([(22, 31), (26, 22), (31, 29), (28, 32)]), "fill": "#e08e88", "line": 0.8},
]

PARTS: dict[str, Part] = {"cupid": CUPID, "bacchus": BACCHUS, "lion": LION, "sow": SOW}

# Suit (engine letters) -> (vignette part, palette).
VIGNETTES: dict[str, tuple[str, dict[str, str]]] = {
    "H": ("cupid", {"wood": "#7a4a22"}),
    "D": ("bacchus", {}),
    "C": ("lion", {}),
    "S": ("sow", {}),
}
