"""The one drawing engine for court figures: it reads figure descriptions (plain data) and
paints them, so a new pattern is new data, never new drawing code.

A figure is a dict ``{"palette": {...}, "layers": [...]}``. Each layer is one of

* a shape: ``{"d": "M .. C .. Z", "fill": "robe", "line": 0.8}`` (SVG-like path in the
  figure's 100-unit box), or ``{"ellipse": [cx, cy, rx, ry], ...}``/``{"circle": [cx, cy, r]}``;
  ``"tube": w`` strokes the path ``w`` wide in ``fill`` with an outline (arms, staffs);
  ``"hatch": s`` adds engraved hatching ``s`` units apart in a darker tone of the fill;
  ``"mirror": true`` draws the shape again mirrored about x = 50 (symmetric parts once);
* a part: ``{"part": "harp", "at": [x, y, size], "flip": false, "colours": {...}}`` that
  draws the shapes of a named part (see :mod:`.parts`) in a box placed at ``at``;
  ``{"group": [...], "at": ...}`` does the same for layers given in place (a head drawn
  a little larger, so faces read on small cards);
* the suit sign: ``{"suit": [x, y, size]}``;
* a clip: ``{"clip": "M .. Z", "layers": [...]}`` draws the layers only inside the path.

Colours are palette names (``"robe"``), names with a tone (``"robe.dark"``, ``"robe.light"``)
or ``#rrggbb``. The half figure runs from the head at the top to the divider at the bottom;
anything drawn past the divider is cut off by the image edge.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from ..geometry import Colour, Pen, hex_colour, mirror_x, parse
from ..suits import draw_suit

Layer = Mapping[str, Any]
Figure = Mapping[str, Any]

BASE_PALETTE = {
    "out": "#2b2118",
    "skin": "#f7d5b5",
    "skin.shade": "#e2a987",
    "cheek": "#f0b5a0",
    "lip": "#c8434a",
    "gold": "#eab630",
    "white": "#fcfbf5",
    "steel": "#c9d0d6",
    "wood": "#9a6a3a",
    "leaf": "#3f8a34",
    "eye": "#2b2118",
    "brow": "hair",
    "accent": "#c62a2f",
    "bloom": "#c62a2f",
    "cape": "#2d5aa8",
}


@lru_cache(maxsize=256)
def _tone(text: str, tone: str) -> Colour:
    r, g, b, a = hex_colour(text)
    if tone == "dark":
        return (round(r * 0.68), round(g * 0.68), round(b * 0.68), a)
    if tone == "light":
        return (
            round(r + (255 - r) * 0.4),
            round(g + (255 - g) * 0.4),
            round(b + (255 - b) * 0.4),
            a,
        )
    return (r, g, b, a)


def colour(name: str, palette: Mapping[str, str]) -> Colour:
    """Resolve ``"robe"``, ``"robe.dark"`` or ``"#c62a2f"`` against a palette."""
    if name.startswith("#"):
        return _tone(name, "")
    if name in palette:
        return colour(palette[name], palette)
    base, _, tone = name.partition(".")
    if base not in palette or tone not in ("dark", "light"):
        raise ValueError(f"unknown colour {name!r} in figure data")
    c = colour(palette[base], palette)
    r, g, b = c[0], c[1], c[2]
    return _tone(f"#{r:02x}{g:02x}{b:02x}", tone)


@lru_cache(maxsize=2048)
def _flipped(d: str) -> str:
    return mirror_x(d)


def _hatch(
    pen: Pen, d: str, ink: Colour, step: float, angle: float = 45.0, shade: str = ""
) -> None:
    """Engraved shading: parallel strokes ``step`` apart at ``angle`` degrees, clipped to the
    shape; ``shade`` "l" or "r" keeps them to that ~45 % of the shape, the side in shadow."""
    polys = parse(d)
    xs = [p[0] for poly in polys for p in poly]
    ys = [p[1] for poly in polys for p in poly]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    xa, xb = x0, x1
    if shade == "l":
        xb = x0 + (x1 - x0) * 0.45
    elif shade == "r":
        xa = x1 - (x1 - x0) * 0.45
    a = math.radians(angle)
    dx, dy = math.cos(a), math.sin(a)
    nx, ny = -dy, dx
    corners = [(x, y) for x in (xa, xb) for y in (y0, y1)]
    ks = [nx * x + ny * y for x, y in corners]
    ts = [dx * x + dy * y for x, y in corners]
    lines = []
    k = min(ks) + step / 2
    while k <= max(ks):
        t0, t1 = min(ts), max(ts)
        if abs(dx) > 1e-6:
            # keep the stroke inside the shaded band of x
            ta, tb = sorted(((xa - nx * k) / dx, (xb - nx * k) / dx))
            t0, t1 = max(t0, ta), min(t1, tb)
        if t1 > t0:
            lines.append(
                ((nx * k + dx * t0, ny * k + dy * t0), (nx * k + dx * t1, ny * k + dy * t1))
            )
        k += step
    if lines:
        pen.clipped(d, lambda p: p.stroke(tuple(lines), ink, 0.35))


def _shape(pen: Pen, layer: Layer, palette: Mapping[str, str], flip: bool) -> None:
    fill = colour(layer["fill"], palette) if "fill" in layer else None
    line = layer.get("line")
    ink = colour(layer.get("ink", "out"), palette)
    if "d" in layer:
        d = _flipped(layer["d"]) if flip else layer["d"]
        if "tube" in layer:
            w = layer["tube"]
            pen.stroke(d, ink, w + 2 * (line or 0.7))
            if fill is not None:
                pen.stroke(d, fill, w)
            return
        if fill is not None:
            pen.fill(d, fill)
        if "hatch" in layer and fill is not None:
            _hatch(
                pen,
                d,
                _tone(f"#{fill[0]:02x}{fill[1]:02x}{fill[2]:02x}", "dark"),
                layer["hatch"],
                layer.get("angle", 45.0),
                layer.get("shade", ""),
            )
        if line:
            pen.stroke(d, ink, line)
        return
    if "ellipse" in layer:
        cx, cy, rx, ry = layer["ellipse"]
    else:
        cx, cy, rx = layer["circle"]
        ry = rx
    if flip:
        cx = 100 - cx
    pen.ellipse(cx, cy, rx, ry, fill=fill, outline=ink if line else None, width=line or 1.0)


def _painter(
    layers: Sequence[Layer],
    palette: Mapping[str, str],
    suit: str,
    style: str,
    parts: Mapping[str, Sequence[Layer]],
    flip: bool,
) -> Callable[[Pen], None]:
    def paint(pen: Pen) -> None:
        draw_layers(pen, layers, palette, suit, style, parts, flip)

    return paint


def draw_layers(
    pen: Pen,
    layers: Sequence[Layer],
    palette: Mapping[str, str],
    suit: str,
    style: str,
    parts: Mapping[str, Sequence[Layer]],
    flip: bool = False,
) -> None:
    """Paint ``layers`` in order (see the module docstring for the layer forms)."""
    for layer in layers:
        if "part" in layer or "group" in layer:
            name = layer.get("part")
            if name is not None and name not in parts:
                raise ValueError(f"unknown figure part {name!r}")
            x, y, size = layer.get("at", (0, 0, 100))
            lflip = bool(layer.get("flip", False)) != flip
            if flip:
                x = 100 - x - size
            sub = pen.sub(x, y, size)
            local = {**palette, **layer.get("colours", {})}
            draw_layers(
                sub, parts[name] if name else layer["group"], local, suit, style, parts, lflip
            )
        elif "clip" in layer:
            # layers drawn only inside a shape (the lozenges of a shield)
            d = _flipped(layer["clip"]) if flip else layer["clip"]
            pen.clipped(d, _painter(layer["layers"], palette, suit, style, parts, flip))
        elif "suit" in layer:
            x, y, size = layer["suit"]
            if flip:
                x = 100 - x - size
            draw_suit(pen.sub(x, y, size), suit, style)
        else:
            _shape(pen, layer, palette, flip)
            if layer.get("mirror"):
                _shape(pen, layer, palette, not flip)


def draw_figure(
    pen: Pen, figure: Figure, suit: str, style: str, parts: Mapping[str, Sequence[Layer]]
) -> None:
    """Draw the top half of a court figure described by ``figure``."""
    palette = {**BASE_PALETTE, **figure.get("palette", {})}
    draw_layers(pen, figure["layers"], palette, suit, style, parts)
