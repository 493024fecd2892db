# ruff: noqa: E501  (path data reads best one shape a line)
"""Decorated Daus cards of the Bavarian pattern, as data for the figure engine.

Each Daus shows two large suit signs (the card was once the deuce) above a vignette: the
blindfolded Cupid on the Daus of Hearts, Bacchus astride a barrel on the Daus of Bells, a lion
holding the white-and-blue lozenges of Bavaria on the Daus of Acorns, and the sow that gave the
Daus its name ("Sau") on the Daus of Leaves. The sow's suit is a design choice: old Bavarian
deuces had Bacchus, Amor, a pig and an eagle, and which modern Daus keeps which is not fixed.
Vignettes are drawn in a 100 x 70 box.
"""

from __future__ import annotations

from typing import Any

Part = list[dict[str, Any]]

GROUND: Part = [
    {"ellipse": [50, 64, 40, 5], "fill": "#b9c98a", "line": 0.8},
]

CUPID: Part = [
    *GROUND,
    {"d": "M 46 30 C 30 12 16 14 14 22 C 20 26 24 34 44 38 Z", "fill": "white", "line": 0.9},
    {"d": "M 20 22 C 26 26 32 30 42 34 M 18 27 C 26 30 32 33 42 36", "line": 0.5},
    {"d": "M 54 30 C 70 12 84 14 86 22 C 80 26 76 34 56 38 Z", "fill": "white", "line": 0.9},
    {"d": "M 80 22 C 74 26 68 30 58 34 M 82 27 C 74 30 68 33 58 36", "line": 0.5},
    {"ellipse": [50, 42, 9, 12], "fill": "skin", "line": 0.9},
    {"d": "M 43 44 L 40 62 L 46 62 L 49 50 Z", "fill": "skin", "line": 0.8},
    {"d": "M 57 44 L 60 62 L 54 62 L 51 50 Z", "fill": "skin", "line": 0.8},
    {
        "d": "M 41 44 C 46 50 54 50 59 44 L 60 52 C 54 56 46 56 40 52 Z",
        "fill": "#c62a2f",
        "line": 0.7,
    },
    {"circle": [50, 22, 8], "fill": "skin", "line": 0.9},
    {"circle": [44, 16, 3], "fill": "#e1b04f", "line": 0.5},
    {"circle": [50, 14, 3.2], "fill": "#e1b04f", "line": 0.5},
    {"circle": [56, 16, 3], "fill": "#e1b04f", "line": 0.5},
    {"d": "M 42 21 L 58 21 L 58 24.5 L 42 24.5 Z", "fill": "#c62a2f", "line": 0.5},
    {"d": "M 58 22 L 64 26 L 61 27 Z", "fill": "#c62a2f", "line": 0.4},
    {"d": "M 48 28 C 49 29 51 29 52 28", "line": 0.7, "ink": "lip"},
    {"d": "M 70 18 C 80 30 80 46 70 58", "line": 1.6, "ink": "wood"},
    {"d": "M 70 18 L 70 58", "line": 0.4},
    {"d": "M 56 38 L 80 38 M 78 35.5 L 81 38 L 78 40.5", "line": 0.9},
]

BACCHUS: Part = [
    *GROUND,
    {
        "d": "M 22 42 C 22 34 30 32 50 32 C 70 32 78 34 78 42 L 78 56 C 78 64 70 66 50 66 C 30 66 22 64 22 56 Z",
        "fill": "#9a6a3a",
        "line": 1.0,
        "hatch": 3,
    },
    {"ellipse": [22, 49, 5, 16], "fill": "#c08a50", "line": 1.0},
    {"d": "M 36 33 L 36 65 M 64 33 L 64 65", "line": 2.2, "ink": "#4e2c0e"},
    {"d": "M 40 36 C 36 44 36 52 34 62 L 42 62 C 44 52 46 46 48 40 Z", "fill": "skin", "line": 0.8},
    {"d": "M 60 36 C 64 44 64 52 66 62 L 58 62 C 56 52 54 46 52 40 Z", "fill": "skin", "line": 0.8},
    {"ellipse": [50, 26, 12, 12], "fill": "skin", "line": 0.9},
    {"d": "M 40 30 C 44 36 56 36 60 30 L 58 38 C 52 40 48 40 42 38 Z", "fill": "leaf", "line": 0.6},
    {"circle": [50, 10, 7], "fill": "skin", "line": 0.9},
    {"circle": [47.5, 9, 0.8], "fill": "eye"},
    {"circle": [52.5, 9, 0.8], "fill": "eye"},
    {"d": "M 47.5 13 C 49 14.4 51 14.4 52.5 13", "line": 0.7, "ink": "lip"},
    {"d": "M 42 6 Q 46 0 50 5 Q 54 0 58 6", "line": 2.2, "ink": "leaf"},
    {"circle": [43, 7, 1.7], "fill": "#6d3f8f", "line": 0.3},
    {"circle": [57, 7, 1.7], "fill": "#6d3f8f", "line": 0.3},
    {"d": "M 62 24 C 68 22 72 18 74 12", "tube": 3, "fill": "skin", "line": 0.6},
    {"d": "M 70 4 L 78 4 L 76 12 L 72 12 Z", "fill": "gold", "line": 0.7},
    {"circle": [32, 22, 2], "fill": "#6d3f8f", "line": 0.3},
    {"circle": [29, 25, 2], "fill": "#6d3f8f", "line": 0.3},
    {"circle": [33, 26, 2], "fill": "#6d3f8f", "line": 0.3},
    {"circle": [31, 29, 2], "fill": "#6d3f8f", "line": 0.3},
    {"d": "M 38 24 C 36 22 34 22 32 20", "tube": 3, "fill": "skin", "line": 0.6},
]

LION: Part = [
    *GROUND,
    {
        "d": "M 66 50 C 80 50 84 40 90 30 C 92 26 88 24 86 28 C 82 36 78 44 68 44 Z",
        "fill": "#e2a93a",
        "line": 0.8,
    },
    {"ellipse": [58, 44, 18, 12], "fill": "#e2a93a", "line": 0.9, "hatch": 2.6},
    {
        "d": "M 46 50 L 44 63 L 50 63 L 52 52 Z M 66 50 L 68 63 L 74 63 L 70 50 Z",
        "fill": "#e2a93a",
        "line": 0.8,
    },
    {"circle": [38, 30, 13], "fill": "#b5542a", "line": 0.9, "hatch": 2.2},
    {"circle": [38, 30, 8], "fill": "#e2a93a", "line": 0.8},
    {"circle": [35, 28, 1.1], "fill": "eye"},
    {"circle": [41, 28, 1.1], "fill": "eye"},
    {"d": "M 36 33 L 40 33 L 38 35 Z", "fill": "out"},
    {"d": "M 38 35 L 38 36.6 M 35 37 C 37 38.6 39 38.6 41 37", "line": 0.6},
    {"part": "shield_lozenges", "at": [4, 30, 28]},
    {"d": "M 46 40 C 40 40 34 44 28 46", "tube": 4.4, "fill": "#e2a93a", "line": 0.7},
]

SOW: Part = [
    *GROUND,
    {"ellipse": [52, 42, 26, 14], "fill": "#f2b6b0", "line": 0.9, "hatch": 3},
    {
        "d": "M 34 52 L 33 63 L 38 63 L 40 54 Z M 44 54 L 44 63 L 49 63 L 49 55 Z M 60 54 L 61 63 L 66 63 L 65 54 Z M 70 50 L 72 63 L 77 63 L 74 50 Z",
        "fill": "#f2b6b0",
        "line": 0.8,
    },
    {"d": "M 78 38 C 84 34 84 28 80 28 C 77 28 78 33 82 32", "line": 0.8},
    {"ellipse": [26, 38, 10, 9], "fill": "#f2b6b0", "line": 0.9},
    {"d": "M 26 30 L 22 22 L 32 28 Z", "fill": "#e08e88", "line": 0.7},
    {"ellipse": [17, 40, 3.5, 4], "fill": "#e08e88", "line": 0.7},
    {"circle": [16.4, 39, 0.7], "fill": "out"},
    {"circle": [17.8, 41, 0.7], "fill": "out"},
    {"circle": [25, 35, 1.1], "fill": "eye"},
    {"d": "M 40 40 C 46 38 52 38 58 40", "line": 0.5, "ink": "#c77a74"},
]

PARTS: dict[str, Part] = {"cupid": CUPID, "bacchus": BACCHUS, "lion": LION, "sow": SOW}

# Suit (engine letters) -> (vignette part, palette).
VIGNETTES: dict[str, tuple[str, dict[str, str]]] = {
    "H": ("cupid", {"wood": "#7a4a22"}),
    "D": ("bacchus", {}),
    "C": ("lion", {}),
    "S": ("sow", {}),
}
