"""The engraved-and-flat-colour style, built once: drawing primitives that turn a few numbers
into figure layers for :mod:`.engine`.

Old court cards were cut in wood or engraved in copper and coloured flat by stencil: a black
contour that swells and thins (heavy on the silhouette, light inside), shade laid as parallel
hatching on one side of a fold, and colour in flat areas. The primitives here give exactly
that, so the figure modules only say *what* a figure is (pose, dress, face, what it holds):

* :func:`smooth` and :func:`tapered` make paths: a closed Catmull-Rom outline through a few
  points, and a stroke whose width changes along its length (folds, sleeves, contours);
* :func:`sleeve` and :func:`grip` draw an arm from shoulder to wrist and a hand closed round
  a shaft at any angle (fingers across the shaft, thumb over it), or open on the chest;
* :func:`face` draws a head from features (eyes, brows, nose, mouth, beard, age) in the
  shared head box (face centred at (50, 34)), facing front, three-quarter or in profile;
* :func:`fold` lays one engraved fold line.

Every function returns plain layer dicts, and all geometry is computed from the arguments
alone, so drawing stays deterministic.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

Layer = dict[str, Any]
Pt = tuple[float, float]

CONTOUR = 1.3
"""Stroke weight of a silhouette (units of the 100-unit figure box)."""
INNER = 0.7
"""Stroke weight of lines inside a figure."""
FINE = 0.45
"""Stroke weight of details (fingers, lids, hair strands)."""


def _f(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


def poly(points: Sequence[Pt], closed: bool = True) -> str:
    """A straight-edged path through ``points``."""
    head = f"M {_f(points[0][0])} {_f(points[0][1])}"
    body = " ".join(f"L {_f(x)} {_f(y)}" for x, y in points[1:])
    return f"{head} {body}{' Z' if closed else ''}"


def smooth(points: Sequence[Pt], closed: bool = True, tension: float = 1.0) -> str:
    """A smooth path through ``points`` (Catmull-Rom turned into cubic Béziers)."""
    n = len(points)
    if n < 3:
        return poly(points, closed)
    pts = list(points)
    out = [f"M {_f(pts[0][0])} {_f(pts[0][1])}"]
    last = n if closed else n - 1
    for i in range(last):
        p0 = pts[(i - 1) % n] if closed or i > 0 else pts[0]
        p1 = pts[i]
        p2 = pts[(i + 1) % n]
        p3 = pts[(i + 2) % n] if closed or i + 2 < n else pts[-1]
        k = tension / 6
        c1 = (p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k)
        c2 = (p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k)
        out.append(f"C {_f(c1[0])} {_f(c1[1])} {_f(c2[0])} {_f(c2[1])} {_f(p2[0])} {_f(p2[1])}")
    if closed:
        out.append("Z")
    return " ".join(out)


def _spine(points: Sequence[Pt], steps: int = 10) -> list[Pt]:
    """Sample a smooth open curve through ``points`` (quadratic through the middle ones)."""
    if len(points) == 2:
        (x0, y0), (x1, y1) = points
        return [(x0 + (x1 - x0) * t / steps, y0 + (y1 - y0) * t / steps) for t in range(steps + 1)]
    out: list[Pt] = []
    for i in range(len(points) - 2):
        a = (
            points[i]
            if i == 0
            else ((points[i][0] + points[i + 1][0]) / 2, (points[i][1] + points[i + 1][1]) / 2)
        )
        c = points[i + 1]
        last = i == len(points) - 3
        b = (
            points[i + 2]
            if last
            else (
                (points[i + 1][0] + points[i + 2][0]) / 2,
                (points[i + 1][1] + points[i + 2][1]) / 2,
            )
        )
        for t in range(0 if i == 0 else 1, steps + 1):
            s = t / steps
            out.append(
                (
                    (1 - s) ** 2 * a[0] + 2 * (1 - s) * s * c[0] + s * s * b[0],
                    (1 - s) ** 2 * a[1] + 2 * (1 - s) * s * c[1] + s * s * b[1],
                )
            )
    return out


def tapered(points: Sequence[Pt], widths: Sequence[float]) -> str:
    """A closed outline round a smooth stroke through ``points`` whose width runs through
    ``widths`` (interpolated along the stroke): the swelling line of an engraver."""
    spine = _spine(points)
    n = len(spine)
    left: list[Pt] = []
    right: list[Pt] = []
    for i, (x, y) in enumerate(spine):
        a = spine[max(0, i - 1)]
        b = spine[min(n - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        t = i / (n - 1) * (len(widths) - 1)
        k = min(int(t), len(widths) - 2)
        w = (widths[k] + (widths[k + 1] - widths[k]) * (t - k)) / 2
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    return poly(left + right[::-1])


def fold(points: Sequence[Pt], width: float = 1.1, ink: str = "out") -> Layer:
    """One engraved fold: a line that swells in the middle and runs out to points."""
    return {"d": tapered(points, (0.05, width, 0.05)), "fill": ink}


def hatched(d: str, fill: str, step: float, angle: float = 45.0, shade: str = "") -> Layer:
    """A flat-coloured shape with hatching ``step`` apart at ``angle`` degrees, on its
    ``shade`` side only ("l" or "r", else all over), outlined as a silhouette."""
    layer: Layer = {"d": d, "fill": fill, "line": CONTOUR, "hatch": step, "angle": angle}
    if shade:
        layer["shade"] = shade
    return layer


def _rot(points: Sequence[Pt], angle: float, at: Pt, scale: float) -> list[Pt]:
    c, s = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    return [(at[0] + (x * c - y * s) * scale, at[1] + (x * s + y * c) * scale) for x, y in points]


def sleeve(
    shoulder: Pt, elbow: Pt, wrist: Pt, width: float = 10.0, fill: str = "robe", cuff: str = "trim"
) -> list[Layer]:
    """An arm in its sleeve from shoulder through elbow to wrist, hatched on its lower side,
    with a cuff band at the wrist."""
    d = tapered((shoulder, elbow, wrist), (width, width * 0.92, width * 0.7))
    dx, dy = wrist[0] - elbow[0], wrist[1] - elbow[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    back = (wrist[0] - ux * 2.2, wrist[1] - uy * 2.2)
    cuff_d = tapered((back, wrist), (width * 0.8, width * 0.8))
    return [
        hatched(d, fill, 1.8, 60, "r" if wrist[0] > shoulder[0] else "l"),
        {"d": cuff_d, "fill": cuff, "line": INNER},
    ]


def grip(at: Pt, angle: float, size: float = 1.0, fill: str = "skin") -> list[Layer]:
    """A hand closed round a shaft that runs through ``at`` at ``angle`` degrees from the
    vertical: knuckles and fingers wrap across the near side, the thumb lies over the top.
    Draw it after the shaft, so the fingers cover it."""
    fist = [(-3.4, -2.8), (3.6, -3.0), (4.6, -1.0), (4.4, 2.2), (2.8, 3.4), (-3.2, 3.2)]
    fingers = [[(x, -2.6 + k * 1.5), (4.2, -2.4 + k * 1.5)] for k, x in enumerate((1.0,) * 4)]
    thumb = [(-3.6, -2.6), (-1.0, -3.8), (1.8, -3.4), (2.2, -2.0), (-1.6, -1.2)]
    c, s = math.cos(math.radians(angle)), math.sin(math.radians(angle))

    def turn(points: Sequence[Pt]) -> list[Pt]:
        # the fist is drawn round a vertical shaft, then turned with it
        return [(at[0] + (x * c - y * s) * size, at[1] + (x * s + y * c) * size) for x, y in points]

    layers: list[Layer] = [
        {"d": smooth(turn(fist)), "fill": fill, "line": INNER * size},
    ]
    for line in fingers[:3]:
        layers.append({"d": poly(turn(line), closed=False), "line": FINE * size})
    layers.append({"d": smooth(turn(thumb)), "fill": fill, "line": FINE * size})
    return layers


def open_hand(at: Pt, angle: float, size: float = 1.0, fill: str = "skin") -> list[Layer]:
    """A hand laid flat (on the chest, a knee, a shield rim): the palm, four fingers side by
    side whose tips round off one by one, and the thumb apart."""
    palm = [
        (-3, -2.4),
        (2, -2.9),
        (5.6, -2.9),
        (7.3, -2.2),
        (7.2, -1.3),
        (7.7, -0.9),
        (7.7, 0.1),
        (7.4, 0.6),
        (7.5, 1.4),
        (6.8, 2.2),
        (3.6, 2.8),
        (-3, 2.4),
    ]
    thumb = [(-1.6, -2.2), (2.4, -4.4), (3.8, -3.9), (1.2, -1.4)]
    pts = _rot(palm, angle, at, size)
    th = _rot(thumb, angle, at, size)
    lines = [_rot([(3.2, y), (7.2, y)], angle, at, size) for y in (-1.2, -0.1, 1.0)]
    return [
        {"d": smooth(pts), "fill": fill, "line": INNER * size},
        {"d": smooth(th), "fill": fill, "line": FINE * size},
        *({"d": poly(ln, closed=False), "line": FINE * size} for ln in lines),
    ]


# --- faces -----------------------------------------------------------------------------------
# The head box of the figure parts: face centred at (50, 34), about 20 wide and 25 high, so
# the crowns, hats and hair of :mod:`.parts` fit every face drawn here.

CX, CY = 50.0, 34.0


def _shift(d: str, dx: float, dy: float = 0.0, sx: float = 1.0) -> str:
    """Move a path drawn round (0, 0) to (dx, dy), squeezing it ``sx`` across."""
    out: list[str] = []
    expect_x = True
    for tok in d.split():
        if tok.isalpha():
            out.append(tok)
            expect_x = True
            continue
        v = float(tok)
        out.append(_f(v * sx + dx) if expect_x else _f(v + dy))
        expect_x = not expect_x
    return " ".join(out)


EYES: dict[str, list[Layer]] = {
    # Each eye is drawn round (0, 0); the face places (and for a turned face squeezes) it.
    "almond": [
        {"d": "M -2 0 C -1 -1.2 1 -1.2 2 0 C 1 0.9 -1 0.9 -2 0 Z", "fill": "white"},
        {"circle": [0.2, -0.05, 0.75], "fill": "eye"},
        {"d": "M -2.2 0.1 C -1 -1.5 1 -1.5 2.2 -0.1", "line": 0.55},
    ],
    "round": [
        {"ellipse": [0, 0, 1.6, 1.25], "fill": "white", "line": 0.4},
        {"circle": [0.2, 0.1, 0.8], "fill": "eye"},
    ],
    "heavy": [
        {"d": "M -2 0.2 C -1 -0.6 1 -0.6 2 0.2 C 1 0.9 -1 0.9 -2 0.2 Z", "fill": "white"},
        {"circle": [0.3, 0.35, 0.6], "fill": "eye"},
        {"d": "M -2.3 0.3 C -1 -0.9 1 -0.9 2.3 0.1", "line": 0.75},
        {"d": "M -1.6 1.7 C -0.6 2.2 0.8 2.2 1.6 1.6", "line": 0.3, "ink": "skin.shade"},
    ],
    "narrow": [
        {"d": "M -2 0 C -1 -0.7 1 -0.7 2 0 C 1 0.5 -1 0.5 -2 0 Z", "fill": "white"},
        {"circle": [0.4, 0, 0.5], "fill": "eye"},
        {"d": "M -2.2 0.1 C -1 -0.9 1 -0.9 2.2 0", "line": 0.6},
    ],
    "lashes": [
        {"d": "M -2 0 C -1 -1.3 1 -1.3 2 0 C 1 1 -1 1 -2 0 Z", "fill": "white"},
        {"circle": [0.1, 0, 0.85], "fill": "eye"},
        {"d": "M -2.3 0.1 C -1 -1.6 1 -1.6 2.3 -0.2 L 2.9 -0.9", "line": 0.6},
    ],
}

BROWS: dict[str, str] = {
    "arched": "M -2.4 -0.2 C -1 -1.4 1 -1.4 2.4 -0.2",
    "straight": "M -2.4 -0.4 C -1 -0.8 1 -0.8 2.4 -0.6",
    "frown": "M -2.4 -1.2 C -1 -1.1 0.6 -0.5 2.4 0.4",
    "high": "M -2.2 0.2 C -1 -2 1 -2 2.4 -0.6",
    "bushy": "M -2.6 0 C -1 -1.8 1 -1.8 2.6 -0.4",
}

NOSES: dict[str, str] = {
    # Drawn for a face turned to the viewer's right; the bridge starts at (0, 0).
    "straight": "M 0 0 C 0.4 2 1 4 1.2 5.4 C 0.6 6 -0.6 6 -1.2 5.6",
    "hooked": "M 0 0 C 1.6 1.4 2.2 3.6 1.6 5.6 C 0.8 6.2 -0.4 6 -1 5.4",
    "snub": "M 0.2 1.6 C 0.6 3 1 4 0.8 4.8 C 0.2 5.4 -0.6 5.2 -1 4.8",
    "long": "M 0 0 C 0.6 2.4 1.2 5 1.4 6.4 C 0.8 7 -0.6 7 -1.2 6.4",
    "broad": "M -0.2 0 C 0.4 2.4 1.4 4.2 1.8 5.4 C 1 6.4 -1 6.4 -1.8 5.4",
}

MOUTHS: dict[str, list[Layer]] = {
    "smile": [{"d": "M -2.4 0 C -1 1.2 1 1.2 2.4 -0.2", "line": 0.8, "ink": "lip"}],
    "straight": [{"d": "M -2.2 0.2 C -1 0.4 1 0.4 2.2 0.2", "line": 0.8, "ink": "lip"}],
    "stern": [{"d": "M -2.4 0.8 C -1 -0.2 1 -0.2 2.4 0.8", "line": 0.8, "ink": "lip"}],
    "pout": [
        {"d": "M -1.8 0 C -0.8 -0.9 0.8 -0.9 1.8 0 C 0.8 1.3 -0.8 1.3 -1.8 0 Z", "fill": "lip"},
        {"d": "M -1.8 0 C -0.6 0.3 0.6 0.3 1.8 0", "line": 0.35},
    ],
    "small": [{"d": "M -1.4 0 C -0.6 0.7 0.6 0.7 1.4 0", "line": 0.9, "ink": "lip"}],
}


def _feature(layers: Sequence[Layer], dx: float, dy: float, sx: float, flip: bool) -> list[Layer]:
    out: list[Layer] = []
    for layer in layers:
        new = dict(layer)
        if "d" in layer:
            d = layer["d"]
            if flip:
                d = _shift(d, 0, 0, -1)
            new["d"] = _shift(d, dx, dy, sx)
        elif "circle" in layer:
            x, y, r = layer["circle"]
            new["circle"] = [(-x if flip else x) * sx + dx, y + dy, r]
        elif "ellipse" in layer:
            x, y, rx, ry = layer["ellipse"]
            new["ellipse"] = [(-x if flip else x) * sx + dx, y + dy, rx * abs(sx), ry]
        out.append(new)
    return out


def _outline(view: str, width: float, length: float, jaw: float) -> str:
    """The face's outline: ``front``, ``three`` (three-quarter, turned to the viewer's
    right) or ``profile`` (facing right); ``jaw`` 0 round .. 1 square."""
    top, chin = CY - length, CY + length
    if view == "front":
        w = width
        return smooth(
            [
                (CX, top),
                (CX + w * 0.8, top + length * 0.25),
                (CX + w, CY),
                (CX + w * (0.7 + 0.2 * jaw), CY + length * 0.68),
                (CX + 2.5 + 2 * jaw, chin - 0.4),
                (CX - 2.5 - 2 * jaw, chin - 0.4),
                (CX - w * (0.7 + 0.2 * jaw), CY + length * 0.68),
                (CX - w, CY),
                (CX - w * 0.8, top + length * 0.25),
            ]
        )
    if view == "three":
        w = width
        return smooth(
            [
                (CX + 1, top),
                (CX + w * 0.95, top + length * 0.3),
                (CX + w * 0.92, CY - 1.5),
                (CX + w * 1.08, CY + 1.8),
                (CX + w * (0.78 + 0.15 * jaw), CY + length * 0.7),
                (CX + 4.5 + jaw * 1.5, chin - 0.2),
                (CX - 1.5 - jaw * 1.5, chin - 0.8),
                (CX - w * (0.85 + 0.1 * jaw), CY + length * 0.6),
                (CX - w * 0.98, CY),
                (CX - w * 0.8, top + length * 0.25),
            ]
        )
    w = width
    return smooth(
        [
            (CX - 1, top),
            (CX + w * 0.7, top + length * 0.22),
            (CX + w * 0.98, CY - 3.5),
            (CX + w * 1.05, CY - 1.2),
            (CX + w * 1.32, CY + 2.6),
            (CX + w * 1.05, CY + 3.4),
            (CX + w * 1.08, CY + 5.6),
            (CX + w * 1.02, CY + 7.4),
            (CX + w * 0.85, chin - 1),
            (CX + 1, chin),
            (CX - w * 0.7, CY + length * 0.6),
            (CX - w * 0.95, CY),
            (CX - w * 0.8, top + length * 0.3),
        ]
    )


def face(
    view: str = "front",
    eyes: str = "almond",
    brows: str = "arched",
    nose: str = "straight",
    mouth: str = "straight",
    width: float = 10.0,
    length: float = 12.5,
    jaw: float = 0.3,
    age: int = 0,
    cheeks: bool = False,
    look: float = 0.0,
) -> list[Layer]:
    """A face in the shared head box. ``view``: ``front``, ``three`` (three-quarter to the
    viewer's right) or ``profile`` (facing right); mirror the head group for the other side.
    ``age`` 0-2 adds lines round eyes, brow and mouth; ``look`` moves the irises sideways."""
    out: list[Layer] = [
        {"d": "M 45 44 L 55 44 L 56 51 L 44 51 Z", "fill": "skin", "line": INNER},
        {"d": "M 45.4 44 C 46 47 46.6 49 48 51 L 44 51 Z", "fill": "skin.shade"},
        {"d": _outline(view, width, length, jaw), "fill": "skin", "line": 0.9},
    ]
    eye_y, brow_y, nose_y, mouth_y = CY - 1.5, CY - 4.6, CY - 3.2, CY + 7.6
    eye_layers = [
        {**e, "circle": [e["circle"][0] + look, *e["circle"][1:]]} if "circle" in e else e
        for e in EYES[eyes]
    ]
    if view == "front":
        spots = [(-4.6, 1.0, False), (4.6, 1.0, True)]
        nose_d = "M -0.2 0 C -0.6 2 -1 4 -1.4 5.4 C -0.6 6.2 0.8 6.2 1.6 5.6"
        nose_x, nose_sx = CX, 1.0
        mouth_x, mouth_sx = CX, 1.0
        cheek_spots = [(CX - 5.8, CY + 4.5), (CX + 5.8, CY + 4.5)]
    elif view == "three":
        spots = [(-2.6, 1.0, False), (6.2, 0.7, True)]
        nose_d = NOSES[nose]
        nose_x, nose_sx = CX + 2.4, 0.9
        mouth_x, mouth_sx = CX + 2.2, 0.9
        cheek_spots = [(CX - 3.5, CY + 4.5)]
    else:
        spots = [(6.2, 0.6, True)]
        nose_d = ""
        nose_x, nose_sx = CX, 1.0
        mouth_x, mouth_sx = CX + width * 0.9, 0.5
        cheek_spots = [(CX + 3, CY + 4.5)]
    for dx, sx, far in spots:
        out += _feature(eye_layers, CX + dx, eye_y, sx, far and view == "front")
        out.append(
            {
                "d": _shift(
                    _shift(BROWS[brows], 0, 0, -1) if far and view == "front" else BROWS[brows],
                    CX + dx,
                    brow_y,
                    sx,
                ),
                "line": 1.1 if brows == "bushy" else 0.75,
                "ink": "brow",
            }
        )
    if nose_d:
        out.append({"d": _shift(nose_d, nose_x, nose_y, nose_sx), "line": 0.65, "ink": "out"})
    out += _feature(MOUTHS[mouth], mouth_x, mouth_y, mouth_sx, False)
    if cheeks:
        out += [{"circle": [x, y, 2.0], "fill": "cheek"} for x, y in cheek_spots]
    if age >= 1:
        out.append(
            {
                "d": _shift("M -3 0 C -1 -0.6 1 -0.6 3 0", CX + spots[0][0] * 0.3, CY - 8.5),
                "line": 0.35,
                "ink": "skin.shade",
            }
        )
        out.append(
            {
                "d": _shift("M 0 0 C -0.8 1.6 -0.6 3 0.4 4", mouth_x - 3.4, CY + 3.6),
                "line": 0.4,
                "ink": "skin.shade",
            }
        )
    if age >= 2:
        out.append(
            {
                "d": _shift("M -2.5 0 C -1 -0.5 1 -0.5 2.5 0", CX + spots[0][0] * 0.3, CY - 10),
                "line": 0.35,
                "ink": "skin.shade",
            }
        )
    return out
