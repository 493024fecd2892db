"""Hands drawn as printed packs draw them: the fingers one shape, told apart by two or three
lines, not four separately outlined rolls or sausages (each with its own key line, they
printed as a mitten at 480 px and a blob at 240 px: the Berlin queens' fists, the Q♥'s open
hand at the panel's edge)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from cardart import svg

FIGURES = Path(__file__).resolve().parents[2] / "cardart" / "figures"
BERLIN = FIGURES / "berlin"
BAVARIAN = FIGURES / "bavarian"
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


def _skin_groups(drawing: svg.Drawing, largest: float, near: float) -> list[list[svg.Shape]]:
    """The light skin shapes smaller than ``largest``, grouped by nearness (centres within
    ``near`` on both axes); lips, also ``skin``, are red and left out."""
    groups: list[list[svg.Shape]] = []
    for shape in drawing.shapes:
        if shape.region != "skin" or shape.fill is None or shape.fill[0] < 200:
            continue
        if shape.fill[1] < 150 or _area(shape) >= largest:
            continue
        c = _centre(shape)
        for group in groups:
            if any(
                abs(c[0] - o[0]) < near and abs(c[1] - o[1]) < near for o in map(_centre, group)
            ):
                group.append(shape)
                break
        else:
            groups.append([shape])
    return groups


def hands(drawing: svg.Drawing) -> list[list[tuple[float, float]]]:
    """The centres of the small skin-coloured shapes, grouped by nearness: one group a hand."""
    return [[_centre(s) for s in g] for g in _skin_groups(drawing, FINGER_AREA, NEAR)]


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


@pytest.mark.parametrize(
    "path",
    sorted(BERLIN.glob("*.svg")) + sorted(BAVARIAN.glob("*.svg")),
    ids=lambda p: f"{p.parent.name}-{p.stem}",
)
def test_every_hand_draws_its_fingers_as_one_shape(path):
    """The Bavarian fists, the hands laid over a knee and the Unter of Acorns' raised hand
    were four or five outlined rolls too, until they were redrawn as the Berlin hands."""
    parts = [len(g) for g in hands(svg.load(path))]
    assert all(n <= MOST_PARTS for n in parts), parts


PART_AREA = 400.0
"""Skin shapes smaller than this are hand parts for the wrist measure: a king's fist, drawn
at 1.1×, has a back and fingers larger than ``FINGER_AREA``; a face is larger still."""
HAND_NEAR = 14.0
"""Hand parts whose centres are this close on both axes belong to one hand."""
WRIST_END = 0.65
"""A fist narrows into the wrist: near its thinner end at most this part of its thickness."""
RASTER = 8
"""Pixels per view-box unit of the test's own raster of a hand."""


def _fists(drawing: svg.Drawing) -> list[list[svg.Shape]]:
    """The hands of at least a back, fingers and a thumb, each as its skin shapes."""
    groups = _skin_groups(drawing, PART_AREA, HAND_NEAR)
    return [g for g in groups if len(g) >= MOST_PARTS]


def thinner_end(parts: list[svg.Shape]) -> float:
    """The hand's thickness across its long axis, 8 % in from its thinner end, as a part of
    its greatest thickness: near 1 for a block, well under it where it narrows to a wrist."""
    pts = [p for s in parts for poly in s.polys for p in poly]
    x0, y0 = min(p[0] for p in pts), min(p[1] for p in pts)
    x1, y1 = max(p[0] for p in pts), max(p[1] for p in pts)
    mask = Image.new("1", (round((x1 - x0) * RASTER) + 1, round((y1 - y0) * RASTER) + 1))
    draw = ImageDraw.Draw(mask)
    for shape in parts:
        for poly in shape.polys:
            draw.polygon([((x - x0) * RASTER, (y - y0) * RASTER) for x, y in poly], fill=1)
    if mask.height > mask.width:
        mask = mask.transpose(Image.Transpose.ROTATE_90)
    cols = [sum(mask.getpixel((x, y)) for y in range(mask.height)) for x in range(mask.width)]
    k = round(mask.width * 0.08)
    return min(cols[k], cols[-1 - k]) / max(cols)


def _fist_svg(back: str) -> svg.Drawing:
    fingers = '<path class="skin" fill="#f7dfc6" d="M -7 -10 L 5 -10 L 5 10 L -7 10 Z"/>'
    thumb = '<path class="skin" fill="#f7dfc6" d="M -2 -11 L 12 -11 L 12 -7 L -2 -7 Z"/>'
    body = f'<g transform="translate(50 50)">{back}{fingers}{thumb}</g>'
    return svg.parse_svg(
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 210">{body}</svg>'.encode()
    )


def test_the_wrist_measure_tells_a_block_from_a_hand_narrowing_to_the_wrist():
    block = '<path class="skin" fill="#f7dfc6" d="M 4 -10 L 17 -10 L 17 10 L 4 10 Z"/>'
    wrist = (
        '<path class="skin" fill="#f7dfc6"'
        ' d="M 4 -10 C 10 -9 14 -6 18 -5 L 18 5 C 14 6 10 9 4 10 Z"/>'
    )
    assert [len(f) for f in _fists(_fist_svg(block))] == [3]
    assert thinner_end(_fists(_fist_svg(block))[0]) > 0.9
    assert thinner_end(_fists(_fist_svg(wrist))[0]) < WRIST_END


@pytest.mark.parametrize("path", sorted(BERLIN.glob("*.svg")), ids=lambda p: p.stem)
def test_every_berlin_fist_narrows_into_the_wrist(path):
    """The fists round a sceptre or staff were a block of a back and a block of fingers, as
    thick at the wrist as at the knuckles; a printed pack's fist narrows into the cuff."""
    ends = [round(thinner_end(f), 2) for f in _fists(svg.load(path))]
    assert all(e <= WRIST_END for e in ends), ends


SLAB = 2.0
"""A hand's back at least this many times as long as thick is one laid over a knee, a rim
or a pommel, seen from above with its fingers hanging from its knuckles."""
BACK_AREA = 150.0
"""Skin parts of a hand larger than this (square view units) are its back, not a finger."""
WRIST_IN = 0.2
"""Where along the back (from each end) its thickness is taken for the wrist measure."""


def _profile(shape: svg.Shape) -> list[int]:
    """The shape's thickness, column by column along its long axis, in raster pixels."""
    pts = [p for poly in shape.polys for p in poly]
    x0, y0 = min(p[0] for p in pts), min(p[1] for p in pts)
    x1, y1 = max(p[0] for p in pts), max(p[1] for p in pts)
    mask = Image.new("1", (round((x1 - x0) * RASTER) + 1, round((y1 - y0) * RASTER) + 1))
    draw = ImageDraw.Draw(mask)
    for poly in shape.polys:
        draw.polygon([((x - x0) * RASTER, (y - y0) * RASTER) for x, y in poly], fill=1)
    if mask.height > mask.width:
        mask = mask.transpose(Image.Transpose.ROTATE_90)
    return [sum(mask.getpixel((x, y)) for y in range(mask.height)) for x in range(mask.width)]


def laid_backs(drawing: svg.Drawing) -> list[list[int]]:
    """The thickness profiles of the long hand backs (a hand laid over something)."""
    found = []
    for fist in _fists(drawing):
        back = max(fist, key=_area)
        cols = _profile(back)
        if _area(back) >= BACK_AREA and len(cols) >= SLAB * max(cols):
            found.append(cols)
    return found


def wrist_end(cols: list[int]) -> float:
    """The thickness a fifth in from the back's thinner end, as a part of its greatest."""
    k = round(len(cols) * WRIST_IN)
    return min(cols[k], cols[-1 - k]) / max(cols)


def test_the_back_measure_tells_a_slab_from_a_back_narrowing_to_the_wrist():
    slab = '<path class="skin" fill="#f7dfc6" d="M -30 -10 L 6 -10 L 6 0 L -30 0 Z"/>'
    shaped = (
        '<path class="skin" fill="#f7dfc6"'
        ' d="M -30 -5 C -18 -6 -8 -12 0 -12 C 4 -12 6 -6 6 0 C 0 0 -18 -1 -30 -2 Z"/>'
    )
    for back, wide in ((slab, True), (shaped, False)):
        (cols,) = laid_backs(_fist_svg(back))
        assert (wrist_end(cols) > WRIST_END) is wide


@pytest.mark.parametrize("path", sorted(BAVARIAN.glob("[KQJ]*.svg")), ids=lambda p: p.stem)
def test_every_bavarian_hand_laid_over_a_knee_narrows_into_the_wrist(path):
    """The hand the Bavarian Kings of Leaves, Hearts and Bells lay over a knee, a shield's
    rim or a pommel had a back that was one long flat slab, as thick at the wrist as at the
    knuckles; it narrows into the wrist now, as the Berlin fists do."""
    ends = [round(wrist_end(c), 2) for c in laid_backs(svg.load(path))]
    assert all(e <= WRIST_END for e in ends), ends
