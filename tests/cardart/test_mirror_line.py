"""What the divider cuts on a double-ended court must read as the same thing mirrored.

The Bavarian Ober of Acorns' doublet ran on under his skirt and bulged out past his hips down
to the divider; with its mirror it closed to a red barrel round his legs, hooped by the two
scalloped hems. The divider cuts his thighs now, in parti-coloured hose, apart below the
crotch: at the divider's middle there is paper between them, as between two legs."""

from __future__ import annotations

from PIL import Image, ImageDraw

from cardart import courts, svg

SCALE = 4
"""Pixels per view-box unit of the test's own raster of the drawing's filled shapes."""


def covered(drawing: svg.Drawing, x: float, y: float) -> bool:
    """Whether a filled shape of ``drawing`` paints the point ``(x, y)`` (holes cut out)."""
    width, height = drawing.view[2], drawing.view[3]
    mask = Image.new("1", (round(width * SCALE), round(height * SCALE)), 0)
    draw = ImageDraw.Draw(mask)
    for shape in drawing.shapes:
        if shape.fill is None or not shape.closed:
            continue
        holes = shape.holes or (False,) * len(shape.polys)
        for poly, hole in zip(shape.polys, holes, strict=True):
            if len(poly) >= 3:
                draw.polygon([(px * SCALE, py * SCALE) for px, py in poly], fill=0 if hole else 1)
    return bool(mask.getpixel((round(x * SCALE), round(y * SCALE))))


def test_the_measure_sees_a_barrel_and_two_legs():
    barrel = b"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 210">
    <path class="cloth" fill="#c62a2f" d="M 40 150 C 60 140 140 140 160 150
    C 170 190 160 222 150 222 L 50 222 C 40 222 30 190 40 150 Z"/></svg>"""
    legs = b"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 210">
    <path class="cloth" fill="#e8b83a" d="M 52 178 L 99 183 L 99 194 L 93 222 L 50 222 Z"/>
    <path class="cloth" fill="#c62a2f" d="M 101 183 L 148 178 L 150 222 L 107 222 L 101 194 Z"/>
    </svg>"""
    assert covered(svg.parse_svg(barrel), 100, 207)
    assert not covered(svg.parse_svg(legs), 100, 207)


def test_the_ober_of_acorns_is_cut_through_two_legs_not_a_barrel():
    drawing = svg.load(courts.FIGURE_ROOT / "bavarian" / "QC.svg")
    assert not covered(drawing, 100, 207), "cloth across the middle of the divider"
    assert covered(drawing, 75, 207) and covered(drawing, 125, 207), "no thigh on each side"
