"""Court figures and Daus vignettes from their SVG files, placed and engraved.

The figure files live in ``figures/<pattern folder>/`` (see ``docs/cardart.md``): a
double-ended court is drawn as its top half in a 200 x 210 view box. Here the view box is
fitted to a half panel of any shape: the height always fills the half (the figure meets the
frame and the divider), and the width shows as much of the drawing as the panel's shape
allows, centred, never less than the drawing's ``data-keep`` band (a narrower panel squeezes
the drawing a little instead) and never more than the 10 units drawn past each side (a
wider panel stretches it a little).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PIL import Image

from .engrave import Placement, engrave
from .svg import Drawing, Rgb, digest, load

FIGURE_ROOT = Path(__file__).resolve().parent / "figures"
FOLDERS = {"french": "berlin", "fourcolor": "berlin", "german": "bavarian"}
"""The figure set each style draws: the four-colour pack keeps the Berlin figures."""
BLEED = 10.0
"""View units an illustrator draws past each side of the view box."""
SS_FINE = 3
SS_LARGE = 2
LARGE_FROM = 300
"""Half panels wider than this many pixels are supersampled ``SS_LARGE`` times: their lines
are wide enough already, and it halves the cost of a 480 px pack."""


def figure_path(rank: str, suit: str, style: str) -> Path:
    """The SVG file of the court ``rank + suit`` in ``style``."""
    return FIGURE_ROOT / FOLDERS[style] / f"{rank}{suit}.svg"


def vignette_path(suit: str) -> Path:
    """The SVG file of the Bavarian Daus vignette of ``suit``."""
    return FIGURE_ROOT / "bavarian" / f"daus-{suit}.svg"


def supersampling(width: int) -> int:
    return SS_LARGE if width > LARGE_FROM else SS_FINE


def half_placement(drawing: Drawing, size: tuple[int, int]) -> Placement:
    """Where the view box of a half figure lands on a half panel of ``size`` pixels."""
    pw, ph = size
    ss = supersampling(pw)
    vx, vy, vw, vh = drawing.view
    sy = ph * ss / vh
    visible = pw * ss / sy
    k0, k1 = drawing.keep
    most = vw + 2 * BLEED
    if visible > most:
        visible = most
    elif visible < k1 - k0:
        visible = k1 - k0
    sx = pw * ss / visible
    left = vx + (vw - visible) / 2
    left = min(max(left, k1 - visible), k0)
    return Placement(size=size, ss=ss, sx=sx, sy=sy, ox=0.0, oy=0.0, x0=left, y0=vy)


def sign_box(drawing: Drawing, place: Placement) -> tuple[int, int, int] | None:
    """``(left, top, size)`` in pixels of the suit sign, kept inside the panel."""
    if drawing.suit_box is None:
        return None
    x0, y0, x1, y1 = drawing.suit_box
    a = place.map((x0, y0))
    b = place.map((x1, y1))
    ss = place.ss
    size = max(4, round(min(b[0] - a[0], b[1] - a[1]) / ss))
    cx, cy = (a[0] + b[0]) / 2 / ss, (a[1] + b[1]) / 2 / ss
    pw, ph = place.size
    left = min(max(1, round(cx - size / 2)), pw - size - 1)
    top = min(max(1, round(cy - size / 2)), ph - size - 1)
    return left, top, size


@dataclass(frozen=True)
class HalfFigure:
    """An engraved half figure and where its suit sign goes."""

    image: Image.Image
    sign: tuple[int, int, int] | None


@lru_cache(maxsize=64)
def _engraved(path: Path, content: str, size: tuple[int, int], ground: Rgb) -> HalfFigure:
    del content  # part of the key only: an edited file is engraved anew
    drawing = load(path)
    place = half_placement(drawing, size)
    return HalfFigure(engrave(drawing, place, ground), sign_box(drawing, place))


def half_figure(rank: str, suit: str, style: str, size: tuple[int, int], ground: Rgb) -> HalfFigure:
    """The engraved top half of a court for a half panel of ``size`` pixels on ``ground``.

    Berlin figures are shared by the French and four-colour packs, so they are engraved
    once per size and content of the file."""
    path = figure_path(rank, suit, style)
    return _engraved(path, digest(path), size, ground)


def dress_colour(rank: str, suit: str, style: str) -> Rgb:
    """The colour of a court's largest garment: the small card's panel is laid in it."""
    drawing = load(figure_path(rank, suit, style))
    best: tuple[float, Rgb] = (-1.0, (120, 40, 40))
    for shape in drawing.shapes:
        if shape.region == "cloth" and shape.fill is not None:
            area = sum(abs(_area(poly)) for poly in shape.polys)
            if area > best[0]:
                best = (area, shape.fill)
    return best[1]


def _area(poly: tuple[tuple[float, float], ...]) -> float:
    return 0.5 * sum(
        a[0] * b[1] - b[0] * a[1] for a, b in zip(poly, poly[1:] + poly[:1], strict=True)
    )


def vignette(suit: str, width: int, height: int) -> Image.Image:
    """The Daus vignette of ``suit`` engraved into ``width`` x ``height`` pixels (RGBA on
    transparency), its view box fitted whole and centred."""
    drawing = load(vignette_path(suit))
    vx, vy, vw, vh = drawing.view
    ss = supersampling(width)
    scale = min(width / vw, height / vh) * ss
    ox = (width * ss - vw * scale) / 2
    oy = (height * ss - vh * scale) / 2
    place = Placement((width, height), ss, scale, scale, ox, oy, vx, vy)
    return engrave(drawing, place, None)
