"""Vector drawing helpers on top of Pillow's ImageDraw.

Pillow does not anti-alias shapes and its own outlines are one pixel wide, so the art is
drawn with our own tiny path language: a path is written like an SVG path (absolute
``M``, ``L``, ``C``, ``Q`` and ``Z`` commands) in a design box (usually 100 units wide),
flattened into polygons once, and drawn by a :class:`Pen` that maps design units to pixels.
Everything is drawn several times too large and reduced afterwards (see ``render``), which
gives smooth edges. Flattening uses a fixed number of segments, so output is deterministic.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

Point = tuple[float, float]
Polys = tuple[tuple[Point, ...], ...]
Colour = tuple[int, int, int] | tuple[int, int, int, int]

CURVE_STEPS = 14


def hex_colour(text: str) -> tuple[int, int, int, int]:
    """Turn ``#rrggbb`` or ``#rrggbbaa`` into an RGBA tuple (palettes are written as hex)."""
    text = text.lstrip("#")
    r, g, b = int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16)
    a = int(text[6:8], 16) if len(text) == 8 else 255
    return (r, g, b, a)


def _cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps: int) -> list[Point]:
    out = []
    for i in range(1, steps + 1):
        t = i / steps
        mt = 1 - t
        a, b, c, d = mt * mt * mt, 3 * mt * mt * t, 3 * mt * t * t, t * t * t
        out.append(
            (
                a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
            )
        )
    return out


@lru_cache(maxsize=8192)
def parse(path: str) -> Polys:
    """Flatten an SVG-like path string into polylines (one per ``M``)."""
    tokens = path.replace(",", " ").split()
    polys: list[list[Point]] = []
    cur: list[Point] = []
    i = 0
    cmd = "M"
    while i < len(tokens):
        tok = tokens[i]
        if tok.isalpha():
            cmd = tok.upper()
            i += 1
            if cmd == "Z":
                if cur:
                    cur.append(cur[0])
                continue
        nums = []
        need = {"M": 2, "L": 2, "C": 6, "Q": 4}[cmd]
        for _ in range(need):
            nums.append(float(tokens[i]))
            i += 1
        if cmd == "M":
            if cur:
                polys.append(cur)
            cur = [(nums[0], nums[1])]
            cmd = "L"
        elif cmd == "L":
            cur.append((nums[0], nums[1]))
        elif cmd == "C":
            cur.extend(
                _cubic(
                    cur[-1],
                    (nums[0], nums[1]),
                    (nums[2], nums[3]),
                    (nums[4], nums[5]),
                    CURVE_STEPS,
                )
            )
        elif cmd == "Q":
            p0, q, p = cur[-1], (nums[0], nums[1]), (nums[2], nums[3])
            c1 = (p0[0] + 2 / 3 * (q[0] - p0[0]), p0[1] + 2 / 3 * (q[1] - p0[1]))
            c2 = (p[0] + 2 / 3 * (q[0] - p[0]), p[1] + 2 / 3 * (q[1] - p[1]))
            cur.extend(_cubic(p0, c1, c2, p, CURVE_STEPS))
    if cur:
        polys.append(cur)
    return tuple(tuple(p) for p in polys)


def mirror_x(path: str, axis: float = 50.0) -> str:
    """Mirror a path string left/right, so symmetric shapes are written once."""
    out = []
    tokens = path.replace(",", " ").split()
    expect_x = True
    for tok in tokens:
        if tok.isalpha():
            out.append(tok)
            expect_x = True
            continue
        if expect_x:
            out.append(f"{2 * axis - float(tok):g}")
        else:
            out.append(tok)
        expect_x = not expect_x
    return " ".join(out)


class Pen:
    """Draws design-unit geometry onto an RGBA image.

    ``x_px = ox + x * scale`` and likewise for y.
    """

    def __init__(self, image: Image.Image, scale: float, ox: float = 0.0, oy: float = 0.0):
        self.image = image
        self.draw = ImageDraw.Draw(image)
        self.scale = scale
        self.ox = ox
        self.oy = oy

    def pt(self, p: Point) -> Point:
        return (self.ox + p[0] * self.scale, self.oy + p[1] * self.scale)

    def px(self, units: float) -> int:
        return max(1, round(units * self.scale))

    def _polys(self, shape: str | Polys | Sequence[Sequence[Point]]) -> list[list[Point]]:
        polys = parse(shape) if isinstance(shape, str) else shape
        return [[self.pt(p) for p in poly] for poly in polys]

    def fill(self, shape: str | Polys, colour: Colour) -> None:
        for poly in self._polys(shape):
            if len(poly) >= 3:
                self.draw.polygon(poly, fill=colour)

    def stroke(self, shape: str | Polys, colour: Colour, width: float) -> None:
        """Stroke polylines with round joints and caps (Pillow only joins, it never caps)."""
        w = self.px(width)
        r = w / 2
        for poly in self._polys(shape):
            if len(poly) >= 2:
                # Round joints cost Python work per vertex; on thin strokes (at most 2 output
                # pixels at the usual 4x supersampling) the gaps they fill are not visible.
                self.draw.line(poly, fill=colour, width=w, joint="curve" if w > 8 else None)
            if w >= 3:
                for x, y in (poly[0], poly[-1]):
                    self.draw.ellipse((x - r, y - r, x + r, y + r), fill=colour)

    def shape(
        self,
        shape: str | Polys,
        fill: Colour | None,
        outline: Colour | None = None,
        width: float = 1.0,
    ) -> None:
        if fill is not None:
            self.fill(shape, fill)
        if outline is not None:
            self.stroke(shape, outline, width)

    def ellipse(
        self,
        cx: float,
        cy: float,
        rx: float,
        ry: float,
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: float = 1.0,
    ) -> None:
        x0, y0 = self.pt((cx - rx, cy - ry))
        x1, y1 = self.pt((cx + rx, cy + ry))
        w = self.px(width) if outline is not None else 0
        self.draw.ellipse((x0, y0, x1, y1), fill=fill, outline=outline, width=w)

    def circle(
        self,
        cx: float,
        cy: float,
        r: float,
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: float = 1.0,
    ) -> None:
        self.ellipse(cx, cy, r, r, fill=fill, outline=outline, width=width)

    def rect(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: float = 1.0,
        radius: float = 0.0,
    ) -> None:
        a, b = self.pt((x0, y0))
        c, d = self.pt((x1, y1))
        w = self.px(width) if outline is not None else 0
        self.draw.rounded_rectangle(
            (a, b, c, d), radius=max(0.0, radius * self.scale), fill=fill, outline=outline, width=w
        )

    def polygon(self, points: Iterable[Point], fill: Colour) -> None:
        self.draw.polygon([self.pt(p) for p in points], fill=fill)

    def clipped(self, shape: str | Polys, paint: Callable[[Pen], None]) -> None:
        """Run ``paint`` on a fresh layer and keep only what falls inside ``shape``.

        Used for textures (hatching on an acorn cup, a band round a bell) whose strokes would
        otherwise have to be clipped by hand.
        """
        polys = self._polys(shape)
        xs = [p[0] for poly in polys for p in poly]
        ys = [p[1] for poly in polys for p in poly]
        x0 = max(0, math.floor(min(xs)) - 2)
        y0 = max(0, math.floor(min(ys)) - 2)
        x1 = min(self.image.width, math.ceil(max(xs)) + 2)
        y1 = min(self.image.height, math.ceil(max(ys)) + 2)
        if x1 <= x0 or y1 <= y0:
            return
        layer = Image.new("RGBA", (x1 - x0, y1 - y0), (0, 0, 0, 0))
        paint(Pen(layer, self.scale, self.ox - x0, self.oy - y0))
        mask = Image.new("L", layer.size, 0)
        md = ImageDraw.Draw(mask)
        for poly in polys:
            if len(poly) >= 3:
                md.polygon([(x - x0, y - y0) for x, y in poly], fill=255)
        alpha = layer.getchannel("A")
        layer.putalpha(ImageChops.darker(alpha, mask))
        self.image.alpha_composite(layer, (x0, y0))
