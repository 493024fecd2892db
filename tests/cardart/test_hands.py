"""Hands drawn as printed packs draw them: the fingers one shape, told apart by two or three
lines, not four separately outlined rolls or sausages (each with its own key line, they
printed as a mitten at 480 px and a blob at 240 px: the Berlin queens' fists, the Q♥'s open
hand at the panel's edge)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardart import svg

BERLIN = Path(__file__).resolve().parents[2] / "cardart" / "figures" / "berlin"
FINGER_AREA = 60.0
"""Skin shapes smaller than this (square view units) are a hand's parts: fingers, a thumb,
a hand's back; a face, a neck and a chest are larger."""
NEAR = 10.0
"""Small skin shapes whose centres are this close on both axes belong to one hand."""
MOST_PARTS = 3
"""A hand is at most its back, its fingers and its thumb."""


def _area(shape: svg.Shape) -> float:
    total = 0.0
    for poly in shape.polys:
        for (x0, y0), (x1, y1) in zip(poly, [*poly[1:], poly[0]], strict=True):
            total += x0 * y1 - x1 * y0
    return abs(total) / 2


def _centre(shape: svg.Shape) -> tuple[float, float]:
    xs = [p[0] for poly in shape.polys for p in poly]
    ys = [p[1] for poly in shape.polys for p in poly]
    return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2


def hands(drawing: svg.Drawing) -> list[list[tuple[float, float]]]:
    """The centres of the small skin-coloured shapes, grouped by nearness: one group a hand
    (lips, also ``skin``, are red and left out)."""
    groups: list[list[tuple[float, float]]] = []
    for shape in drawing.shapes:
        if shape.region != "skin" or shape.fill is None or shape.fill[0] < 200:
            continue
        if shape.fill[1] < 150 or _area(shape) >= FINGER_AREA:
            continue
        c = _centre(shape)
        for group in groups:
            if any(abs(c[0] - o[0]) < NEAR and abs(c[1] - o[1]) < NEAR for o in group):
                group.append(c)
                break
        else:
            groups.append([c])
    return groups


def test_the_measure_counts_a_hand_of_separate_fingers():
    fingers = "".join(
        f'<path class="skin" fill="#f7dfc6" d="M {x} 0 L {x + 4} 0 L {x + 4} 9 L {x} 9 Z"/>'
        for x in (0, 4.5, 9, 13.5)
    )
    drawing = svg.parse_svg(
        b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 210">'
        + fingers.encode()
        + b"</svg>"
    )
    assert [len(g) for g in hands(drawing)] == [4]


@pytest.mark.parametrize("path", sorted(BERLIN.glob("*.svg")), ids=lambda p: p.stem)
def test_every_berlin_hand_draws_its_fingers_as_one_shape(path):
    parts = [len(g) for g in hands(svg.load(path))]
    assert all(n <= MOST_PARTS for n in parts), parts
