"""The Bavarian Herz-König's throne back reads as a throne on the double-ended card.

Its back was a pointed gothic arch: mirrored at the divider, two arches close to a pointed
oval, a lens pasted behind the king (issue 41's leftovers, item 2). A throne back stands
upright with a top rail: near its top it is already nearly as wide as at the divider, so with
its mirror it makes a tall panel with crested ends. Measured on the drawing's outline of the
shape with ``id="throne-back"``."""

from __future__ import annotations

from cardart import courts, svg

DIVIDER = 210.0
NEAR_TOP = 0.15
"""How far below its highest point (as a share of its height above the divider) the back is
measured: a pointed arch is still narrow there, an upright back is full width."""
FULL = 0.8


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


def throne_back(name: str) -> svg.Shape:
    drawing = svg.load(courts.FIGURE_ROOT / name)
    (back,) = [s for s in drawing.shapes if s.ident == "throne-back"]
    return back


def test_the_measure_tells_a_pointed_arch_from_an_upright_back():
    arch = b"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 210">
    <path id="throne-back" class="wood" fill="#2d7d45" d="M 44 220 L 42 120 C 42 90 50 60 70 32
    C 80 20 92 10 100 6 C 108 10 120 20 130 32 C 150 60 158 90 158 120 L 156 220 Z"/>
    <path id="upright" class="wood" fill="#2d7d45" d="M 44 220 L 44 30 L 156 30 L 156 220 Z"/>
    </svg>"""
    shapes = {s.ident: s for s in svg.parse_svg(arch).shapes}
    assert top_share(shapes["throne-back"]) < 0.6
    assert top_share(shapes["upright"]) > 0.99


def test_the_hearts_kings_throne_back_is_no_lens_with_its_mirror():
    share = top_share(throne_back("bavarian/KH.svg"))
    assert share >= FULL, f"throne back near its top only {share:.0%} of its width"
