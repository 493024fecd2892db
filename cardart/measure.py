"""Measures an art director asks of the card art, as functions the tests enforce and the
closing notes quote: how different two courts of a rank look, how much of its half-frame a
figure fills, and the WCAG contrast of every corner index against the card face.

Distinctness compares *edge maps* in grey, so a figure that is another one recoloured scores
near 0: two faces are drawn at 240 px, the top half of each court panel is taken, Pillow's
edge filter marks the drawn lines, a 3 px maximum filter forgives a one-pixel shift, and the
score is the Jaccard distance of the two line sets (0 = the same lines, 1 = no line shared).
That alone is fooled by moving a drawing a few pixels or mirroring it, so
:func:`aligned_distance` takes the best score over shifts of up to ``ALIGN_SHIFT`` of the
width and over the mirror image: a shifted or mirrored copy then scores near 0.

Frame fill counts the rows of a half panel where no figure is drawn (the empty band that
small cards used to show above the divider).
"""

from __future__ import annotations

import itertools
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path

from PIL import Image, ImageChops, ImageFilter

from . import render
from .engrave import Placement, engrave
from .suits import SUITS, ink
from .svg import load

COURT_RANKS = ("K", "Q", "J")
DISTINCT_WIDTH = 240
EDGE_LEVEL = 24
"""Grey-level step (0-255) the edge filter must see to count a pixel as a drawn line."""
EDGE_BLUR = 1.5
"""Radius (pixels) of the softening before edges are found."""


def court_half(code: str, pattern: str, width: int = DISTINCT_WIDTH) -> Image.Image:
    """The top half of the court panel of ``code`` (the figure, without frame or indices)."""
    img = render.render_card(code, pattern, width)
    x0, y0, x1, y1 = render._panel_box(width)
    line = max(1, round(width / 240)) + 1
    return img.crop((x0 + line, y0 + line, x1 - line, (y0 + y1) // 2 - line))


def edge_map(img: Image.Image) -> Image.Image:
    """Binary (0/255) map of the lines of ``img``, thickened by one pixel each way.

    The image is softened first (``EDGE_BLUR``), so hatching, whose lines are a few pixels
    apart, merges into tone and the map shows the drawing's shapes, not every hatch line
    (on an engraved figure the unsoftened map was nearly all edge)."""
    soft = img.convert("L").filter(ImageFilter.GaussianBlur(EDGE_BLUR))
    grey = soft.filter(ImageFilter.FIND_EDGES)
    edges = grey.point(lambda v: 255 if v >= EDGE_LEVEL else 0)
    return edges.filter(ImageFilter.MaxFilter(3))


def edge_distance(a: Image.Image, b: Image.Image) -> float:
    """Jaccard distance of the edge maps of two same-sized images (0 same, 1 disjoint)."""
    ea, eb = edge_map(a), edge_map(b)
    both = ImageChops.multiply(ea, eb).histogram()[255]
    either = ImageChops.lighter(ea, eb).histogram()[255]
    return 1.0 - both / either if either else 0.0


ALIGN_SHIFT = 0.06
"""Shifts tried by :func:`aligned_distance`, as a share of the image width each way."""
OVERLAP_INSET = 4
"""Pixels left out along each side of the part two shifted maps share."""
ALIGNED_GOAL = 0.5
"""Every same-rank pair at least this far apart after the best alignment: a shifted or
mirrored copy scores below 0.1 (the tests show it), the courts 0.66 and more."""


def _overlap_distance(ea: Image.Image, eb: Image.Image, dx: int, dy: int) -> float:
    """Jaccard distance of two edge maps where ``eb`` is moved by ``(dx, dy)``, over the part
    both cover."""
    w, h = ea.size
    m = OVERLAP_INSET  # the edges the image borders and the softening leave are not counted
    a = ea.crop((max(0, dx) + m, max(0, dy) + m, w + min(0, dx) - m, h + min(0, dy) - m))
    b = eb.crop((max(0, -dx) + m, max(0, -dy) + m, w + min(0, -dx) - m, h + min(0, -dy) - m))
    both = ImageChops.multiply(a, b).histogram()[255]
    either = ImageChops.lighter(a, b).histogram()[255]
    return 1.0 - both / either if either else 0.0


def aligned_distance(a: Image.Image, b: Image.Image, step: int = 1) -> float:
    """The smallest edge distance of ``a`` and ``b`` (same size) over every shift up to
    ``ALIGN_SHIFT`` of the width (in ``step`` pixels) and over ``b`` mirrored."""
    ea = edge_map(a)
    reach = max(1, round(a.width * ALIGN_SHIFT))
    best = 1.0
    for eb in (edge_map(b), edge_map(b.transpose(Image.Transpose.FLIP_LEFT_RIGHT))):
        for dy in range(-reach, reach + 1, step):
            for dx in range(-reach, reach + 1, step):
                best = min(best, _overlap_distance(ea, eb, dx, dy))
    return best


def aligned_distinctness(
    pattern: str, width: int = DISTINCT_WIDTH, step: int = 2
) -> dict[tuple[str, str], float]:
    """:func:`aligned_distance` of every same-rank pair of courts of ``pattern``."""
    halves = {r + s: court_half(r + s, pattern, width) for r in COURT_RANKS for s in SUITS}
    return {
        (rank + sa, rank + sb): aligned_distance(halves[rank + sa], halves[rank + sb], step)
        for rank in COURT_RANKS
        for sa, sb in itertools.combinations(SUITS, 2)
    }


EMPTY_ROW = 0.03
"""A row of a half panel is empty when less than this share of its pixels is drawn."""


def empty_rows(code: str, pattern: str, width: int) -> float:
    """Share of the rows of the top half panel (inside the frame, the sign included) in which
    nothing is drawn: the band a figure leaves between itself and the frame or divider."""
    half = court_half(code, pattern, width).convert("RGB")
    bg = render.GERMAN_PANEL_BG if pattern == "german" else render.PANEL_BG[pattern]
    blank = Image.new("RGB", half.size, bg[:3])
    diff = ImageChops.difference(half, blank).convert("L").point(lambda v: 255 if v > 12 else 0)
    empty = 0
    for y in range(half.height):
        row = diff.crop((0, y, half.width, y + 1))
        if row.histogram()[255] < EMPTY_ROW * half.width:
            empty += 1
    return empty / half.height


def luminance(rgb: Sequence[int]) -> float:
    """WCAG relative luminance of an sRGB colour."""

    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2])


def contrast(a: Sequence[int], b: Sequence[int]) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def index_contrasts() -> dict[tuple[str, str], float]:
    """Contrast of each pattern's index colour per suit against the card face."""
    return {
        (pattern, suit): contrast(ink(pattern, suit), render.PAPER)
        for pattern in render.PATTERNS
        for suit in SUITS
    }


SILHOUETTE_GOAL = 0.9
"""The program's silhouette of a figure file against a standard renderer's: IoU at least."""


def _silhouette(img: Image.Image) -> Image.Image:
    return img.getchannel("A").point(lambda v: 255 if v >= 128 else 0)


def silhouette_iou(path: Path) -> float:
    """Intersection over union of a figure file's silhouette drawn by ``rsvg-convert``
    (librsvg, a standard SVG renderer) and by the program, at one pixel per view unit: the
    files stay real SVG, not a private format in an SVG coat."""
    w, h = silhouette_size(path)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "flat.png"
        try:
            subprocess.run(
                ["rsvg-convert", "-w", str(w), "-h", str(h), "-o", str(out), str(path)],
                check=True,
                capture_output=True,
            )
        except FileNotFoundError:
            raise RuntimeError("rsvg-convert is missing: apt-get install librsvg2-bin") from None
        with Image.open(out) as im:
            return silhouette_iou_against(path, im)


def silhouette_size(path: Path) -> tuple[int, int]:
    """The pixel size, one per view unit, at which the silhouettes are compared."""
    vw, vh = load(path).view[2:]
    return round(vw), round(vh)


def silhouette_iou_against(path: Path, standard: Image.Image) -> float:
    """:func:`silhouette_iou` against ``standard``, a standard renderer's drawing of ``path``
    at :func:`silhouette_size` on a transparent ground (rsvg-convert's, or Qt's QSvgRenderer's
    in the tests)."""
    drawing = load(path)
    vx, vy = drawing.view[:2]
    w, h = silhouette_size(path)
    if standard.size != (w, h):
        raise ValueError(f"{path}: drawn at {standard.size}, compared at {(w, h)}")
    theirs = _silhouette(standard.convert("RGBA"))
    ours = _silhouette(engrave(drawing, Placement((w, h), 2, 2.0, 2.0, 0, 0, vx, vy), None))
    both = ImageChops.multiply(theirs, ours).histogram()[255]
    either = ImageChops.lighter(theirs, ours).histogram()[255]
    return both / either if either else 1.0
