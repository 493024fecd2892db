"""Bodies and dress in the engraved style, from a few numbers per figure.

A body is the silhouette from the neck to the divider, filling the frame's width below the
shoulders as the historical courts do; ``cx`` is the neck, ``sy`` the shoulder line and
``tilt`` lowers the left shoulder (negative: the right), so a figure reaching up or leaning
gets its own outline. Dress pieces (collars, fronts, capes, sashes) are laid over it and
follow the same numbers. Layers are plain data for :mod:`.engine`.
"""

from __future__ import annotations

from typing import Any

from .style import CONTOUR, INNER, Layer, fold, hatched, poly, smooth


def head(at: tuple[float, float], scale: float, layers: list[Layer], flip: bool = False) -> Layer:
    """A head group (face, hair, headgear drawn in the shared head box) centred at ``at``."""
    x, y = at
    return {"group": layers, "at": [x - 50 * scale, y - 34 * scale, 100 * scale], "flip": flip}


def silhouette(cx: float, sy: float, tilt: float = 0.0, breadth: float = 1.0) -> str:
    """The body from the neck down to past the divider, out to the frame below the arms."""
    b = breadth
    return smooth(
        [
            (cx - 6, sy - 3),
            (cx - 20 * b, sy - 0.5 + tilt),
            (cx - 34 * b, sy + 2 + tilt),
            (cx - 44 * b - 4, sy + 9 + tilt),
            (-8, sy + 12 + tilt),
            (-6, 112),
            (106, 112),
            (108, sy + 12 - tilt),
            (cx + 44 * b + 4, sy + 9 - tilt),
            (cx + 34 * b, sy + 2 - tilt),
            (cx + 20 * b, sy - 0.5 - tilt),
            (cx + 6, sy - 3),
        ]
    )


def body(
    cx: float, sy: float, tilt: float = 0.0, angle: float = 50.0, breadth: float = 1.0
) -> list[Layer]:
    """The robe, hatched on its shadow side, with two long folds."""
    return [
        hatched(silhouette(cx, sy, tilt, breadth), "robe", 2.0, angle, "l" if angle < 90 else "r"),
        fold([(cx - 22, sy + 18), (cx - 24, sy + 34), (cx - 21, 104)], 1.4),
        fold([(cx + 20, sy + 20), (cx + 23, sy + 36), (cx + 20, 104)], 1.2),
    ]


def mantle_back(cx: float, sy: float, top: float, fill: str = "robe.dark") -> list[Layer]:
    """A royal mantle standing up behind the shoulders (drawn before the body and head):
    it frames the head as on the historical courts, so the figure fills its half."""
    d = smooth(
        [
            (cx - 14, top + 3),
            (cx - 32, top + 5),
            (cx - 46, top + 14),
            (-6, sy + 6),
            (106, sy + 6),
            (cx + 46, top + 14),
            (cx + 32, top + 5),
            (cx + 14, top + 3),
            (cx, top + 10),
        ]
    )
    return [
        hatched(d, fill, 1.6, 90, ""),
        fold([(cx - 28, top + 6), (cx - 36, sy)], 1.0),
        fold([(cx + 28, top + 6), (cx + 36, sy)], 1.0),
    ]


def ermine(cx: float, sy: float, tilt: float = 0.0, depth: float = 13.0) -> list[Layer]:
    """A royal ermine collar over both shoulders with its black tails."""
    d = smooth(
        [
            (cx - 8, sy - 2.5),
            (cx - 24, sy + 1 + tilt),
            (cx - 31, sy + 6 + tilt),
            (cx - 20, sy + depth + tilt * 0.5),
            (cx, sy + depth + 3),
            (cx + 20, sy + depth - tilt * 0.5),
            (cx + 31, sy + 6 - tilt),
            (cx + 24, sy + 1 - tilt),
            (cx + 8, sy - 2.5),
            (cx, sy + 6),
        ]
    )
    out: list[Layer] = [{"d": d, "fill": "white", "line": INNER}]
    for k, (dx, dy) in enumerate(((-22, 6), (-13, 10), (-4, 12.5), (6, 12), (15, 9.5), (24, 5))):
        x, y = cx + dx, sy + dy + (tilt if dx < 0 else -tilt) * 0.5
        out.append(
            {"d": poly([(x - 1.2, y - 1.2), (x + 1.2, y - 1.2), (x, y + 2.4)]), "fill": "out"}
        )
        if k % 2 == 0:
            out.append({"circle": [x + 4, y - 3.2, 0.6], "fill": "out"})
    return out


def fur(cx: float, sy: float, tilt: float = 0.0) -> list[Layer]:
    """A broad brown fur collar, its pile shown by short strokes."""
    d = smooth(
        [
            (cx - 9, sy - 3),
            (cx - 28, sy + 1 + tilt),
            (cx - 30, sy + 9 + tilt),
            (cx - 10, sy + 11),
            (cx, sy + 7),
            (cx + 10, sy + 11),
            (cx + 30, sy + 9 - tilt),
            (cx + 28, sy + 1 - tilt),
            (cx + 9, sy - 3),
        ]
    )
    out: list[Layer] = [{"d": d, "fill": "#7a5230", "line": INNER, "hatch": 1.1, "angle": 100}]
    return out


def front(cx: float, sy: float, width: float = 9.0, fill: str = "trim") -> list[Layer]:
    """A contrasting front panel down the middle with a gold edge, hatched."""
    d = poly(
        [(cx - 3, sy + 6), (cx + 3, sy + 6), (cx + width, 108), (cx - width, 108)],
    )
    return [
        {"d": d, "fill": fill, "line": INNER, "hatch": 1.6, "angle": 20},
        {"d": poly([(cx - 3, sy + 6), (cx - width, 108)], False), "line": 1.4, "ink": "gold"},
        {"d": poly([(cx + 3, sy + 6), (cx + width, 108)], False), "line": 1.4, "ink": "gold"},
    ]


def belt(y: float, fill: str = "accent", buckle: bool = True) -> list[Layer]:
    out: list[Layer] = [
        {"d": poly([(-2, y), (102, y + 1), (102, y + 5), (-2, y + 4)]), "fill": fill, "line": INNER}
    ]
    if buckle:
        out.append(
            {
                "d": poly([(46, y - 0.5), (54, y), (54, y + 5.5), (46, y + 5)]),
                "fill": "gold",
                "line": INNER,
            }
        )
    return out


def buttons(cx: float, ys: list[float]) -> list[Layer]:
    return [{"circle": [cx, y, 1.3], "fill": "gold", "line": 0.4} for y in ys]


def cape(cx: float, sy: float, side: str = "l") -> list[Layer]:
    """A cape thrown over one shoulder and hanging to the divider, hatched."""
    pts = [
        (cx - 4, sy - 2),
        (cx - 26, sy + 1),
        (cx - 38, sy + 10),
        (-6, 70),
        (-6, 112),
        (cx - 12, 112),
        (cx - 16, sy + 30),
        (cx - 8, sy + 8),
    ]
    if side == "r":
        pts = [(2 * cx - x, y) for x, y in pts]
    return [
        hatched(smooth(pts), "cape", 1.8, 120 if side == "l" else 60),
        fold(
            [
                (cx - 20 if side == "l" else cx + 20, sy + 14),
                (cx - 22 if side == "l" else cx + 22, 104),
            ],
            1.2,
        ),
    ]


def sash(cx: float, sy: float, left_high: bool = True) -> list[Layer]:
    """A sash across the chest from one shoulder to the other hip."""
    a, b = (cx - 20, sy + 2), (cx + 28, sy + 42)
    if not left_high:
        a, b = (2 * cx - a[0], a[1]), (2 * cx - b[0], b[1])
    dx, dy = (b[0] - a[0]), (b[1] - a[1])
    n = (dy / 60 * 5, -dx / 60 * 5)
    d = poly(
        [
            (a[0] - n[0], a[1] - n[1]),
            (a[0] + n[0], a[1] + n[1]),
            (b[0] + n[0], b[1] + n[1]),
            (b[0] - n[0], b[1] - n[1]),
        ]
    )
    return [{"d": d, "fill": "cape", "line": INNER, "hatch": 1.4, "angle": 0}]


def bodice(cx: float, sy: float, neck: float = 20.0) -> list[Layer]:
    """An 1840s bodice: low wide neckline showing the shoulders, lace bertha, pointed waist."""
    skin = smooth(
        [
            (cx - neck, sy + 1),
            (cx, sy - 3),
            (cx + neck, sy + 1),
            (cx + neck * 0.7, sy + 10),
            (cx, sy + 14),
            (cx - neck * 0.7, sy + 10),
        ]
    )
    lace = smooth(
        [
            (cx - neck - 4, sy + 1),
            (cx - neck * 0.6, sy + 13),
            (cx, sy + 17),
            (cx + neck * 0.6, sy + 13),
            (cx + neck + 4, sy + 1),
            (cx + neck + 7, sy + 6),
            (cx + neck * 0.6, sy + 19),
            (cx, sy + 23),
            (cx - neck * 0.6, sy + 19),
            (cx - neck - 7, sy + 6),
        ]
    )
    stomacher = poly([(cx - 9, sy + 20), (cx + 9, sy + 20), (cx, 106)])
    out: list[Layer] = [
        {"d": skin, "fill": "skin"},
        {"d": lace, "fill": "white", "line": INNER},
        {"d": stomacher, "fill": "trim", "line": INNER, "hatch": 1.5, "angle": 75},
    ]
    for k in range(7):
        x = cx - neck * 0.9 + k * neck * 0.3
        out.append({"circle": [x, sy + 14 + 4 * (1 - abs(k - 3) / 3), 0.7], "fill": "trim"})
    return out


def puffs(cx: float, sy: float, colours: tuple[str, str] = ("trim", "robe")) -> list[Layer]:
    """Slashed Landsknecht puffs on both shoulders: striped in two colours, outlined."""
    out: list[Layer] = []
    for side in (-1, 1):
        x = cx + side * 30
        d = smooth(
            [
                (x - 11, sy + 6),
                (x, sy - 1),
                (x + 11, sy + 6),
                (x + 12, sy + 20),
                (x, sy + 26),
                (x - 12, sy + 20),
            ]
        )
        out.append({"d": d, "fill": colours[0], "line": CONTOUR})
        for k in (-6, 0, 6):
            out.append(
                {
                    "d": smooth(
                        [
                            (x + k - 1.6, sy + 2),
                            (x + k + 1.6, sy + 2),
                            (x + k + 2, sy + 22),
                            (x + k - 2, sy + 22),
                        ]
                    ),
                    "fill": colours[1],
                    "line": 0.4,
                }
            )
    return out


THRONE_BACKS: dict[str, list[tuple[float, float]]] = {
    # Outline points of the throne back (the lower corners run past the divider).
    "arched": [(6, 112), (4, 30), (10, 14), (50, 6), (90, 14), (96, 30), (94, 112)],
    "gothic": [
        (8, 112),
        (6, 36),
        (16, 20),
        (38, 12),
        (50, 4),
        (62, 12),
        (84, 20),
        (94, 36),
        (92, 112),
    ],
    "square": [(4, 112), (4, 14), (14, 12), (86, 12), (96, 14), (96, 112)],
    "shell": [
        (6, 112),
        (5, 28),
        (14, 12),
        (26, 18),
        (38, 6),
        (50, 14),
        (62, 6),
        (74, 18),
        (86, 12),
        (95, 28),
        (94, 112),
    ],
}


def throne(style: str = "arched", sign_side: str = "l", angle: float = 90) -> list[Layer]:
    """The back of a carved throne behind a seated king, of its own ``style`` (each king's
    throne differs); draw :func:`armrests` over his robe. The finial on the suit sign's
    side is left out, so nothing hides under the sign."""
    pts = THRONE_BACKS[style]
    back = smooth(pts) if style != "square" else poly(pts)
    inner = [(x + (6 if x < 50 else -6 if x > 50 else 0), y + 7) for x, y in pts]
    out: list[Layer] = [
        {"d": back, "fill": "accent", "line": CONTOUR, "hatch": 2.2, "angle": angle},
        {
            "d": (smooth(inner, closed=False) if style != "square" else poly(inner, closed=False)),
            "line": 1.5,
            "ink": "gold",
        },
    ]
    if style in ("square", "gothic"):
        for x, side in ((8, "l"), (92, "r")):
            if side != sign_side:
                out.append(
                    {"d": poly([(x - 3, 16), (x, 4), (x + 3, 16)]), "fill": "gold", "line": INNER}
                )
    elif style == "arched":
        out.append({"circle": [50, 6, 3.4], "fill": "gold", "line": INNER})
    return out


def armrests(y: float = 76) -> list[Layer]:
    """The throne's arm rests in front of the robe at the king's sides, ending in gilt
    knobs: with the lap, what shows that he sits."""
    out: list[Layer] = []
    for side in (-1, 1):
        x0 = 50 + side * 54
        x1 = 50 + side * 40
        out.append(
            {
                "d": poly([(x0, y), (x1, y - 1), (x1, y + 7), (x0, y + 8)]),
                "fill": "wood",
                "line": INNER,
                "hatch": 1.2,
                "angle": 0,
            }
        )
        out.append({"circle": [x1, y + 3, 4.8], "fill": "gold", "line": INNER})
        out.append({"circle": [x1 - side * 1.2, y + 1.8, 1.6], "fill": "gold.light"})
    return out


def lap(fill: str = "robe", y: float = 86) -> list[Layer]:
    """The knees of a seated figure: the robe falls forward over the thighs (a band of
    horizontal folds), so the half figure reads as sitting."""
    return [
        {
            "d": smooth([(8, y + 2), (50, y - 3), (92, y + 2), (96, 112), (4, 112)]),
            "fill": fill,
            "line": CONTOUR,
            "hatch": 1.6,
            "angle": 8,
        },
        fold([(14, y + 6), (50, y + 2), (86, y + 6)], 1.3),
        fold([(20, y + 12), (50, y + 9), (80, y + 12)], 1.0),
    ]


def parts_of(*groups: list[Layer]) -> list[Layer]:
    out: list[Layer] = []
    for g in groups:
        out += g
    return out


Spec = dict[str, Any]
