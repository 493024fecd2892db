"""Tapered strokes: an engraved line swells in the middle and runs out to a point.

Pillow's lines have one width; a burin's do not. A polyline is turned into a polygon whose
half-width follows ``sin(pi t) ** 0.6`` along its length (t from 0 to 1), so folds, lids,
lips and hair strands start and end fine.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Point = tuple[float, float]


def tapered_outline(points: Sequence[Point], width: float, floor: float = 0.2) -> list[Point]:
    """The polygon of ``points`` stroked ``width`` wide at its middle, tapering to
    ``floor * width`` at both ends."""
    pts = [points[0]]
    for p in points[1:]:
        if (p[0] - pts[-1][0]) ** 2 + (p[1] - pts[-1][1]) ** 2 > 1e-6:
            pts.append(p)
    if len(pts) < 2:
        x, y = points[0]
        r = width / 2
        return [(x - r, y), (x, y - r), (x + r, y), (x, y + r)]
    if len(pts) < 10:
        pts = _subdivided(pts, 10)
    lengths = [0.0]
    for a, b in zip(pts, pts[1:], strict=False):
        lengths.append(lengths[-1] + math.hypot(b[0] - a[0], b[1] - a[1]))
    total = lengths[-1] or 1.0
    left: list[Point] = []
    right: list[Point] = []
    for i, (x, y) in enumerate(pts):
        a = pts[max(0, i - 1)]
        b = pts[min(len(pts) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        norm = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / norm, dx / norm
        t = lengths[i] / total
        half = width / 2 * max(floor, math.sin(math.pi * t) ** 0.6)
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    return left + right[::-1]


def _subdivided(pts: list[Point], pieces: int) -> list[Point]:
    """``pts`` with points added so no segment is longer than 1/``pieces`` of the whole:
    a straight two-point line still swells in the middle."""
    total = sum(math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(pts, pts[1:], strict=False))
    most = total / pieces or 1.0
    out = [pts[0]]
    for a, b in zip(pts, pts[1:], strict=False):
        n = max(1, math.ceil(math.hypot(b[0] - a[0], b[1] - a[1]) / most))
        out.extend(
            (a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n) for k in range(1, n + 1)
        )
    return out
