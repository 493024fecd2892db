"""The Bavarian kings' throne backs read as thrones on the double-ended card.

The Herz-König's back was a pointed gothic arch and the Eichel-König's a round arch: mirrored
at the divider, two arches close to a pointed or a round-ended oval, a lens pasted behind the
king (issue 41's leftovers). A throne back stands upright with a top rail: near its top it is
already nearly as wide as at the divider, so with its mirror it makes a tall panel with crested
ends. Measured on the drawing's outline of the shape with ``id="throne-back"``, twice: a share
of the back's height below its top (a pointed arch is narrow there) and a share of its width
below its top (a round arch on a tall back is wide a share of the height down, but still
narrow a tenth of its width down, where an upright back is already full width)."""

from __future__ import annotations

import pytest

from cardart import courts, svg

DIVIDER = 210.0
NEAR_TOP = 0.15
"""How far below its highest point (as a share of its height above the divider) the back is
measured: a pointed arch is still narrow there, an upright back is full width."""
SHOULDER = 0.1
"""How far below its highest point (as a share of its widest width) the back is measured by the
second measure."""
FULL = 0.8
THRONES = ("bavarian/KH.svg", "bavarian/KC.svg")


def width_at(polys: tuple[tuple[svg.Point, ...], ...], y: float) -> float:
    """Total width of the inside of closed ``polys`` along the line at height ``y``."""
    xs: list[float] = []
    for poly in polys:
        for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=True):
            if (y0 <= y < y1) or (y1 <= y < y0):
                xs.append(x0 + (y - y0) * (x1 - x0) / (y1 - y0))
    xs.sort()
    return sum(b - a for a, b in zip(xs[::2], xs[1::2], strict=False))


def top_share(shape: svg.Shape) -> float:
    """The back's width near its top over its widest width above the divider."""
    top = min(p[1] for poly in shape.polys for p in poly)
    height = DIVIDER - top
    widest = max(width_at(shape.polys, top + height * k / 50) for k in range(1, 50))
    return width_at(shape.polys, top + height * NEAR_TOP) / widest


def shoulder_share(shape: svg.Shape) -> float:
    """The back's width a tenth of its widest width below its top, over that widest width."""
    top = min(p[1] for poly in shape.polys for p in poly)
    height = DIVIDER - top
    widest = max(width_at(shape.polys, top + height * k / 50) for k in range(1, 50))
    return width_at(shape.polys, top + widest * SHOULDER) / widest


def throne_back(name: str) -> svg.Shape:
    drawing = svg.load(courts.FIGURE_ROOT / name)
    (back,) = [s for s in drawing.shapes if s.ident == "throne-back"]
    return back


def test_the_measures_tell_an_arch_from_an_upright_back():
    arches = b"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 210">
    <path id="pointed" class="wood" fill="#2d7d45" d="M 44 220 L 42 120 C 42 90 50 60 70 32
    C 80 20 92 10 100 6 C 108 10 120 20 130 32 C 150 60 158 90 158 120 L 156 220 Z"/>
    <path id="round" class="wood" fill="#6e3514" d="M 30 220 L 30 100 C 30 50 62 22 100 22
    C 138 22 170 50 170 100 L 170 220 Z"/>
    <path id="upright" class="wood" fill="#2d7d45" d="M 44 220 L 44 30 L 156 30 L 156 220 Z"/>
    </svg>"""
    shapes = {s.ident: s for s in svg.parse_svg(arches).shapes}
    assert top_share(shapes["pointed"]) < 0.6
    assert shoulder_share(shapes["round"]) < 0.7
    assert top_share(shapes["upright"]) > 0.99
    assert shoulder_share(shapes["upright"]) > 0.99


@pytest.mark.parametrize("name", THRONES)
def test_the_kings_throne_back_is_no_lens_with_its_mirror(name):
    back = throne_back(name)
    share = min(top_share(back), shoulder_share(back))
    assert share >= FULL, f"{name}: throne back near its top only {share:.0%} of its width"
