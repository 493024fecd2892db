"""Metal plates print as engraved metal: a breastplate or a shield is lit as a rounded form,
a highlight band a little in from its lit edge and hatching that swells from it towards the
shadow side, so it is not a flat grey crossed by a dark band of straight lines down one side
(the Berlin K♦'s cuirass read as window blinds)."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from cardart import courts, svg
from cardart.engrave import engrave
from cardart.render import _panel_box

from .test_engrave import printed

STEEL = (0xD9, 0xDC, 0xE1)
PLATE = (
    '<path class="metal" fill="#d9dce1" data-hatch="90" d="M 40 50 L 160 50 L 160 150 L 40 150 Z"/>'
)


def grey(rgb: tuple[int, int, int]) -> int:
    return (rgb[0] * 299 + rgb[1] * 587 + rgb[2] * 114) // 1000


def across(img: Image.Image, t: float) -> tuple[float, float]:
    """Mean grey and share of inked pixels (clearly darker than the steel) of a band of
    columns ``t`` of the way across the plate (drawn at 2 px a unit), away from its top and
    bottom edges."""
    x = round(2 * (40 + 120 * t))
    px = [img.getpixel((x + dx, y)) for dx in range(-8, 9) for y in range(140, 261)]
    return sum(px) / len(px), sum(1 for v in px if v < grey(STEEL) - 40) / len(px)


def test_a_plate_has_a_highlight_band_and_hatching_that_thins_towards_it():
    img = printed(PLATE, 400).convert("L")
    shine, _ = across(img, 0.17)
    assert shine >= grey(STEEL) + 10, shine  # brighter than the steel's colour
    ink = [across(img, t)[1] for t in (0.2, 0.4, 0.6, 0.8, 0.9)]
    assert ink[0] <= 0.02, ink  # no line on the highlight
    assert ink[2] >= 0.2, ink  # the middle of the plate is hatched, not a flat grey
    assert all(a < b for a, b in zip(ink, ink[1:], strict=False)), ink  # swelling to the shadow


def test_the_berlin_king_of_diamonds_breastplate_is_not_a_flat_grey():
    """His breastplate (from the collar to the sash, y 108-156) is hatched round its form
    and lit by a highlight: under a third of it keeps the steel's flat colour at 240 and
    480 px (the old cuirass, one shape hatched in straight rings: 55 % and 60 %)."""
    drawing = svg.load(courts.figure_path("K", "D", "french"))
    cuirass = next(s for s in drawing.shapes if s.region == "metal" and s.fill == STEEL)
    for width in (240, 480):
        x0, y0, x1, y1 = _panel_box(width)
        size = (x1 - x0, (y1 - y0) // 2)
        place = courts.half_placement(drawing, size)
        img = engrave(drawing, place, (250, 246, 236))
        inside = Image.new("L", size, 0)
        draw = ImageDraw.Draw(inside)
        for poly in cuirass.polys:
            draw.polygon([(p[0] / place.ss, p[1] / place.ss) for p in map(place.map, poly)], 255)
        top, bottom = (round(y * place.sy / place.ss) for y in (108, 156))
        seen = flat = 0
        for y in range(top, bottom):
            for x in range(size[0]):
                if inside.getpixel((x, y)):
                    seen += 1
                    colour = img.getpixel((x, y))
                    flat += max(abs(c - s) for c, s in zip(colour, STEEL, strict=True)) <= 8
        assert flat / seen < 0.33, (width, flat / seen)


@pytest.mark.parametrize("radius", [5, 8])
def test_small_gold_is_hatched_finely_not_striped(radius):
    """A crown's knob, a sceptre's head, a harp's neck: small gold shapes were hatched in
    bars a third wider apart than cloth's and up to 80 % of that wide, and read as candy
    stripes (44-52 % of a knob inked). They are hatched at cloth's spacing and lighter,
    bowed with the form where there is room: under 40 % of a knob inked."""
    img = printed(
        f'<circle class="metal" fill="#f0c64a" cx="100" cy="100" r="{radius}"/>', 400
    ).convert("L")
    inner = radius - 1.5  # clear of the key line
    span = range(round(2 * (100 - inner)), round(2 * (100 + inner)))
    inside = [
        img.getpixel((x, y))
        for y in span
        for x in span
        if (x / 2 - 100) ** 2 + (y / 2 - 100) ** 2 < inner**2
    ]
    inked = sum(1 for v in inside if v < 110) / len(inside)
    assert inked < 0.4, inked
