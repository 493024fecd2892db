"""Armour and rims that read as metal: the Berlin K♦'s pauldrons are domed steel over his
shoulders, not grey strips peeking out under the sleeve and the drape; the K♣'s gold shield
rim, and the Bavarian K♥'s, is a band round the field, engraved along it, not a disc under the
field whose plate hatching crossed the visible rim in stripes (a barber pole)."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from cardart import courts, svg
from cardart.engrave.press import PLATE_UNITS, _thickness

STEEL = (0xD9, 0xDC, 0xE1)
K = 4
"""Pixels per view unit of the painted maps."""


def painted(drawing: svg.Drawing, colour: svg.Rgb) -> Image.Image:
    """Where ``colour`` shows once every filled shape is painted in document order (255),
    at ``K`` pixels a unit over the 200 x 210 half panel."""
    img = Image.new("L", (200 * K, 210 * K), 0)
    for shape in drawing.shapes:
        if shape.fill is None or shape.region in svg.LINE_CLASSES:
            continue
        mask = Image.new("L", img.size, 0)
        draw = ImageDraw.Draw(mask)
        for i, poly in enumerate(shape.polys):
            hole = i < len(shape.holes) and shape.holes[i]
            draw.polygon([(x * K, y * K) for x, y in poly], fill=0 if hole else 255)
        img.paste(255 if shape.fill == colour else 0, (0, 0), mask)
    return img


def share(img: Image.Image, box: tuple[float, float, float, float]) -> float:
    part = img.crop(tuple(round(v * K) for v in box))
    return part.histogram()[255] / (part.width * part.height)


def test_the_berlin_king_of_diamonds_shoulders_are_steel():
    """Above his arms, outside the cuirass (x under 60 and over 144, y 100-124), at least half
    shows steel on each side (the old lames, under sleeve and drape: 25 % and 6 %)."""
    steel = painted(svg.load(courts.figure_path("K", "D", "french")), STEEL)
    left, right = share(steel, (32, 100, 60, 124)), share(steel, (144, 100, 172, 124))
    assert min(left, right) >= 0.5, (left, right)


SHIELDS = [
    pytest.param("K", "C", "french", (0x2D, 0x5A, 0xA8), id="berlin-KC"),
    pytest.param("K", "H", "german", (0xFC, 0xFB, 0xF5), id="bavarian-KH"),
    pytest.param("Q", "H", "german", (0x2D, 0x7D, 0x45), id="bavarian-QH"),
]
"""The courts with a shield and the colour of its field."""


@pytest.mark.parametrize(("rank", "suit", "style", "field_colour"), SHIELDS)
def rims_round(drawing: svg.Drawing, field: svg.Shape) -> list[svg.Shape]:
    """The metal shapes painted before ``field`` that reach round it on both sides and
    across its middle height: a shield's rim (a ring, or a disc under the field)."""
    xs = [p[0] for poly in field.polys for p in poly]
    ys = [p[1] for poly in field.polys for p in poly]
    middle = (min(ys) + max(ys)) / 2
    return [
        s
        for s in drawing.shapes[: drawing.shapes.index(field)]
        if s.region == "metal"
        and min(p[0] for p in s.polys[0]) < min(xs)
        and max(p[0] for p in s.polys[0]) > max(xs)
        and min(p[1] for p in s.polys[0]) < middle < max(p[1] for p in s.polys[0])
    ]


@pytest.mark.parametrize(("rank", "suit", "style", "field_colour"), SHIELDS)
def test_a_shield_rim_is_a_band_round_the_field(rank, suit, style, field_colour):
    drawing = svg.load(courts.figure_path(rank, suit, style))
    rims = [
        rim
        for field in drawing.shapes
        if field.fill == field_colour and field.region != "fur"
        for rim in rims_round(drawing, field)
    ]
    assert rims, "no rim round the shield's field"
    for rim in rims:
        # a band engraved along the ring, not a plate whose middle the field hides
        assert _thickness(rim.polys) < PLATE_UNITS, _thickness(rim.polys)


def _box(poly: tuple[svg.Point, ...]) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    return min(xs), min(ys), max(xs), max(ys)


def test_the_bavarian_king_of_hearts_shield_field_is_argent_left_white():
    """Engravers leave a silver field white; drawn as ``paper`` it was hatched in its shadow
    and, the sleeve and ermine hiding the shield's top, printed as white and grey stripes."""
    drawing = svg.load(courts.figure_path("K", "H", "german"))
    rim = next(s for s in drawing.shapes if s.region == "metal" and any(s.holes))
    hole = _box(rim.polys[rim.holes.index(True)])
    fields = [
        s
        for s in drawing.shapes
        if s.fill == (0xFC, 0xFB, 0xF5)
        and all(abs(a - b) < 1 for a, b in zip(_box(s.polys[0]), hole, strict=True))
    ]
    assert fields, "no field inside the rim"
    assert all(s.region == "detail" for s in fields), [s.region for s in fields]
