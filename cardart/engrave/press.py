"""Print a figure drawing as an engraving: flat colour, then hatching, then key lines.

Every shape is handled in its own bounding box, in the file's paint order, so a later shape
covers an earlier one's colour and lines as it covers them in any SVG renderer:

1. its colour is laid flat (printed packs colour flat, under the line work);
2. its *tone* is worked out from one light, top left: the part of the shape that a copy of it
   moved towards the light does not cover is its shadow side; blurred and kept inside the
   shape, that rim becomes a tone that is deepest at the shadow edge and fades inward;
3. the tone is printed through a screen chosen by the region's class: lines along the
   shape's long axis (or ``data-hatch``) for cloth, hair, wood; a second crossing screen where
   the tone is deep; soft dots (stipple) for skin and tufts for fur; nothing on details;
4. its key line: a thin line all round plus the shadow rim of a smaller shift, so the
   contour swells on the shadow side and runs out where its edge faces the light;
5. ``line`` and ``strand`` shapes are stroked as tapered lines.

All of it is drawn at ``ss`` times the size and reduced, so lines stay crisp. Below
``FINE_FROM`` pixels of panel width there is no room for hatching (it would only turn the
figure grey): the shadow is then laid as a flat darker tone of the colour instead, and a
shape thinner than ``THIN_SHAPE_PX`` keeps only a light key line.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from ..svg import LINE_CLASSES, Drawing, Point, Rgb, Shape
from .plates import plate_tone
from .screens import (
    SCREEN_STEP,
    dot_screen,
    flick_screen,
    line_screen,
    principal_angle,
    screen_angle,
    through,
)
from .strokes import tapered_outline

INK: Rgb = (38, 30, 24)
"""The printer's black: warm, as the key plate of old packs."""
FINE_FROM = 60
"""Panel width in output pixels from which hatching is printed (a 100 px card's panel is
~68 px wide); narrower panels get flat shadow tones."""


@dataclass(frozen=True)
class Style:
    """How one region class is engraved: the tone it starts from everywhere, how strongly
    its shadow side is hatched, whether deep shadow is crossed, its screen, and whether its
    hatching bows with the form (soft stuff and metal; wood grain stays straight)."""

    base: int
    gain: float
    cross: bool
    screen: str  # "lines", "dots", "tufts" or "none"
    spacing: float = 1.0
    highlight: bool = False
    bend: bool = False
    flicks: bool = False


STYLES: dict[str, Style] = {
    "cloth": Style(base=55, gain=1.0, cross=True, screen="lines", bend=True),
    "hair": Style(base=45, gain=0.8, cross=False, screen="lines", spacing=0.8, bend=True),
    "fur": Style(base=60, gain=0.6, cross=False, screen="tufts"),
    "metal": Style(
        base=0, gain=0.8, cross=False, screen="lines", spacing=1.0, highlight=True, bend=True
    ),
    "wood": Style(base=40, gain=0.9, cross=True, screen="lines", spacing=0.9),
    "plant": Style(base=0, gain=0.7, cross=False, screen="lines"),
    "paper": Style(base=0, gain=0.6, cross=False, screen="lines"),
    "skin": Style(base=0, gain=0.75, cross=False, screen="dots", flicks=True),
    "detail": Style(base=0, gain=0.0, cross=False, screen="none"),
}
SKIN_DOTS = 0.55
"""Stipple on skin is the skin's colour this much darker (at 0.45 the dots read as stubble)."""
HATCH_UNITS = 2.6
"""Distance of hatching lines in view-box units (a 200-unit wide figure at 240 px: ~2 px)."""
MIN_PERIOD = 5
"""Hatching lines are at least this many supersampled pixels apart (below, they merge)."""
CONTOUR_UNITS = 0.7
"""Width of the key line inside the edge of a shape, in view units."""
SHADOW_UNITS = 1.2
"""How much the key line swells on the side turned from the light, in view units."""
MAX_TONE = 200
"""The deepest tone: hatching lines at most ~80 % of their spacing wide, never solid."""
CROSS_FROM = 120
"""Tone (0-255) from which the crossing screen is printed."""
MIN_LINE_PX = 0.2
"""Inner lines whose width in the drawing comes to less than this many output pixels are
not printed (at 240 px a 0.5-unit strand is 0.4 px wide, at 76 px 0.12 px)."""
MIN_DETAIL_PX = 1.0
"""Details (pupils, buttons) smaller than this many output pixels are not printed."""
MIN_SHADED_PX = 5
"""Shapes narrower than this many output pixels get no tone: a hatch line or two would not
model them, and skipping them saves a third of a figure's cost (buttons, fingers, jewels)."""
REACH_UNITS = 16
"""The deepest a shadow reaches into a shape, in view units."""
THIN_SHAPE_PX = 1.5
"""On a panel narrower than ``FINE_FROM``, a filled shape thinner than this many output pixels
(its mean width, :func:`_thickness`) gets no shadow rim and its key line at ``THIN_KEY``
strength: at full strength the line, most of a pixel there, inked such shapes whole, and at
76 px crowns, sceptres, fan pleats and sunflowers printed as dark blots (the Q♦'s fan at a mean
grey of 102 of 255, now 141)."""
THIN_KEY = 0.5
_THIN = [round(v * THIN_KEY) for v in range(256)]


@dataclass(frozen=True)
class Placement:
    """Where the view box lands on the canvas: ``x_px = (x - x0) * sx + ox`` at supersampled
    scale; ``size`` is the canvas in output pixels and ``ss`` the supersampling factor."""

    size: tuple[int, int]
    ss: int
    sx: float
    sy: float
    ox: float
    oy: float
    x0: float = 0.0
    y0: float = 0.0

    def map(self, p: Point) -> Point:
        return ((p[0] - self.x0) * self.sx + self.ox, (p[1] - self.y0) * self.sy + self.oy)

    @property
    def unit(self) -> float:
        """Supersampled pixels per view unit (the mean of both axes)."""
        return math.sqrt(self.sx * self.sy)


def engrave(drawing: Drawing, place: Placement, ground: Rgb | None) -> Image.Image:
    """The drawing printed at ``place``: RGB on ``ground``, or RGBA on transparency when
    ``ground`` is None (a vignette laid on the card)."""
    w, h = place.size[0] * place.ss, place.size[1] * place.ss
    canvas = Image.new("RGBA", (w, h), (*ground, 255) if ground else (0, 0, 0, 0))
    fine = place.size[0] >= FINE_FROM
    screen_size = -(-max(w, h) // SCREEN_STEP) * SCREEN_STEP
    for shape in drawing.shapes:
        _shape(canvas, shape, place, fine, screen_size)
    if ground is not None:
        return canvas.convert("RGB").reduce(place.ss)
    return canvas.convert("RGBa").reduce(place.ss).convert("RGBA")


def _polys_px(shape: Shape, place: Placement) -> list[list[Point]]:
    return [[place.map(p) for p in poly] for poly in shape.polys]


def _box(
    polys: list[list[Point]], size: tuple[int, int], pad: int, margin: int
) -> tuple[int, int, int, int]:
    """The shape's pixel box with ``pad``, reaching at most ``margin`` past the canvas: a
    shape drawn past the panel edge keeps its true edge out there, so no shadow is printed
    along the frame where the figure is only cut."""
    xs = [p[0] for poly in polys for p in poly]
    ys = [p[1] for poly in polys for p in poly]
    return (
        max(-margin, math.floor(min(xs)) - pad),
        max(-margin, math.floor(min(ys)) - pad),
        min(size[0] + margin, math.ceil(max(xs)) + pad),
        min(size[1] + margin, math.ceil(max(ys)) + pad),
    )


def _paste(
    canvas: Image.Image, colour: Rgb, box: tuple[int, int, int, int], mask: Image.Image
) -> None:
    """``colour`` through ``mask`` (placed at ``box``), clipped to the canvas."""
    x0, y0 = max(0, box[0]), max(0, box[1])
    x1, y1 = min(canvas.width, box[2]), min(canvas.height, box[3])
    if x1 <= x0 or y1 <= y0:
        return
    part = mask.crop((x0 - box[0], y0 - box[1], x1 - box[0], y1 - box[1]))
    canvas.paste((*colour, 255), (x0, y0, x1, y1), part)


def _mask(
    polys: list[list[Point]],
    box: tuple[int, int, int, int],
    dx: float = 0,
    dy: float = 0,
    holes: tuple[bool, ...] = (),
) -> Image.Image:
    """The shape's inside (255) in ``box``, moved by ``(dx, dy)``; subpaths marked as holes
    (in paint order, see :attr:`Shape.holes`) are cut out."""
    x0, y0, x1, y1 = box
    img = Image.new("L", (x1 - x0, y1 - y0), 0)
    draw = ImageDraw.Draw(img)
    for i, poly in enumerate(polys):
        if len(poly) >= 3:
            hole = i < len(holes) and holes[i]
            draw.polygon([(x - x0 + dx, y - y0 + dy) for x, y in poly], fill=0 if hole else 255)
    return img


def visible(shape: Shape, place: Placement) -> bool:
    """Whether a shape is large enough to print at this size. An inner line thinner than
    ``MIN_LINE_PX`` output pixels, or a detail smaller than ``MIN_DETAIL_PX``, is left out:
    drawn at the smallest width a line can have, the strands, lashes and creases of a face
    would fill it with ink on a small card (a white beard read black at 76 px)."""
    out_unit = place.unit / place.ss
    if shape.region in LINE_CLASSES or shape.fill is None:
        return shape.stroke_width * out_unit >= MIN_LINE_PX
    if shape.region == "detail":
        xs = [p[0] for poly in shape.polys for p in poly]
        ys = [p[1] for poly in shape.polys for p in poly]
        return max(max(xs) - min(xs), max(ys) - min(ys)) * out_unit >= MIN_DETAIL_PX
    return True


def _shape(
    canvas: Image.Image, shape: Shape, place: Placement, fine: bool, screen_size: int
) -> None:
    if not visible(shape, place):
        return
    polys = _polys_px(shape, place)
    unit = place.unit
    if shape.region in LINE_CLASSES or shape.fill is None:
        _stroke(canvas, shape, polys, unit)
        return
    if shape.region == "shade":
        _shade(canvas, shape, polys, place, fine, screen_size)
        return
    extent = max(2, math.ceil(unit * 2))
    box = _box(polys, canvas.size, extent, math.ceil(unit * (REACH_UNITS + 2)))
    if (
        box[2] <= max(0, box[0])
        or box[3] <= max(0, box[1])
        or box[0] >= canvas.width
        or box[1] >= canvas.height
    ):
        return
    holes = shape.holes
    mask = _mask(polys, box, holes=holes)
    _paste(canvas, shape.fill, box, mask)
    style = STYLES.get(shape.region, STYLES["cloth"])
    side = min(box[2] - box[0], box[3] - box[1]) - 2 * extent
    if (style.screen != "none" or style.highlight) and side >= MIN_SHADED_PX * place.ss:
        plate = style.highlight and fine and _thickness(polys) >= PLATE_UNITS * unit
        tone = _tone(polys, box, mask, style, unit, fine, canvas.size, holes, shape.fill)
        if plate and tone is not None:
            # A plate: its place across the row sets the tone, the rim only adds to it.
            body, shine = plate_tone(
                mask,
                lambda dx: _mask(polys, box, dx, 0, holes),
                box[2] - box[0] - 2 * extent,
                unit * PLATE_SOFTEN,
            )
            tone = ImageChops.subtract(ImageChops.lighter(body, tone), shine)
            _paste(canvas, (255, 255, 250), box, shine.point(_SHINE))
        if tone is not None:
            if fine:
                sheen = None
                if style.screen == "lines" and _lightness(shape.fill) < DARK_FILL:
                    sheen = _sheen(polys, box, mask, unit, holes)
                _print(
                    canvas, shape, polys, box, tone, mask, style, place, screen_size, plate, sheen
                )
            else:
                deep = tone.point(_DEEP)
                _paste(canvas, _darker(shape.fill, 0.72), box, ImageChops.multiply(deep, mask))
        if style.highlight and fine:
            lit = ImageChops.subtract(mask, _mask(polys, box, unit * 2.5, unit * 2.5, holes))
            lit = lit.filter(ImageFilter.BoxBlur(max(1, round(unit))))
            _paste(canvas, (255, 255, 250), box, ImageChops.multiply(lit, mask).point(_HALF))
    ink = shape.stroke or INK
    weight = shape.stroke_width if shape.stroke is not None else 1.0
    thin = max(1.0, CONTOUR_UNITS * unit * min(2.0, weight))
    rim = Image.new("L", mask.size, 0)
    draw = ImageDraw.Draw(rim)
    x0, y0 = box[0], box[1]
    for poly in polys:
        pts = [(x - x0, y - y0) for x, y in poly]
        draw.line([*pts, pts[0]], fill=255, width=max(1, round(thin * 2)))
    if shape.region != "detail" or shape.stroke is not None:
        if fine or _thickness(polys) >= THIN_SHAPE_PX * place.ss:
            shift = SHADOW_UNITS * unit * (0.6 if shape.region in ("skin", "detail") else 1.0)
            shifted = _shifted(polys, box, shift, canvas.size, holes)
            rim = ImageChops.lighter(rim, ImageChops.subtract(mask, shifted))
        else:
            rim = rim.point(_THIN)
        _paste(canvas, ink, box, ImageChops.multiply(rim, mask))


SHADE_TONE = 190
"""The tone in the middle of a ``shade`` shape: flicks of nearly their full length there
(see ``FLICK_FROM``, ``FLICK_TONE``), stipple where it fades to the shape's edge."""
SHADE_SPACING = 0.8
"""A shade's lines are closer than cloth's (as hair's): fine strokes, not bands."""
SHADE_SOFTEN = 1.2
"""How far a shade fades in from its edge, in view units."""
SHADE_FLAT = 0.5
"""On a panel narrower than ``FINE_FROM`` a shade is its colour laid at this strength."""


def _shade(
    canvas: Image.Image,
    shape: Shape,
    polys: list[list[Point]],
    place: Placement,
    fine: bool,
    screen_size: int,
) -> None:
    """A form shadow drawn on skin (under a chin, down a neck's side, under a collarbone):
    nothing is laid flat and no key line drawn, its inside is printed as the skin's shadow
    is, fine flicks along it (its long axis or ``data-hatch``) fading to stipple at its edge,
    in its ``fill`` darkened as skin's stipple. The renderer casts no shadows and lights each
    shape on its own, so a neck under a chin is lit as a free-standing column; the
    illustrator draws where the form turns from the light, as the engraver of a printed
    pack decides where his few strokes go."""
    unit = place.unit
    soften = max(1, round(unit * SHADE_SOFTEN))
    box = _box(polys, canvas.size, soften + 1, 0)
    if box[2] <= box[0] or box[3] <= box[1]:
        return
    mask = _mask(polys, box, holes=shape.holes)
    soft = ImageChops.multiply(mask.filter(ImageFilter.BoxBlur(soften)), mask)
    fill = shape.fill or INK
    if not fine:
        _paste(canvas, fill, box, soft.point(_weighed(round(SHADE_FLAT * 100))))
        return
    tone = soft.point(_weighed(round(SHADE_TONE * 100 / 255)))
    period = max(MIN_PERIOD, round(HATCH_UNITS * SHADE_SPACING * unit))
    angle = _direction(shape, polys, round_shape=0.0)
    bend = _bend(mask, period)
    screen = bent(line_screen(screen_angle(angle), period, screen_size), box, angle, bend)
    _paste(canvas, _darker(fill, SKIN_DOTS), box, through(screen, tone))


def _thickness(polys: list[list[Point]]) -> float:
    """Twice the area over the perimeter of the outlines: a shape's mean width (a strip's
    width, a disc's radius), in the units of ``polys``."""
    area = 0.0
    length = 0.0
    for poly in polys:
        for (x0, y0), (x1, y1) in zip(poly, [*poly[1:], poly[0]], strict=True):
            area += x0 * y1 - x1 * y0
            length += math.hypot(x1 - x0, y1 - y0)
    return abs(area) / length if length else 0.0


def _shifted(
    polys: list[list[Point]],
    box: tuple[int, int, int, int],
    by: float,
    size: tuple[int, int],
    holes: tuple[bool, ...],
    up: bool = True,
) -> Image.Image:
    """The shape moved ``by`` pixels towards the light (up and left; only left when not
    ``up``). Past the canvas's right and bottom edges (the frame, the divider) the shape is
    taken to go on, so a figure cut by the frame gets no shadow edge along it."""
    rise = by if up else 0.0
    img = _mask(polys, box, -by, -rise, holes)
    draw = ImageDraw.Draw(img)
    right = size[0] - by - box[0]
    bottom = size[1] - rise - box[1]
    if right < img.width:
        draw.rectangle((right, 0, img.width, img.height), fill=255)
    if bottom < img.height:
        draw.rectangle((0, bottom, img.width, img.height), fill=255)
    return img


PLATE_UNITS = 12.0
"""Metal shapes at least this thick (twice their area over their outline, in view units:
a breastplate, a shield, not a crown's band or a blade) are shaded as plates
(:mod:`.plates`): a highlight band, and hatching along the form that thins towards it."""
PLATE_SPACING = 1.0
"""A plate's hatching is as close as cloth's (other metal's is 1.3 times wider)."""
PLATE_SOFTEN = 1.5
"""Blur of a plate's tone and highlight, in view units."""
_SHINE = [v * 4 // 5 for v in range(256)]
_HALF = [v * 3 // 5 for v in range(256)]
_DEEP = [255 if v > 90 else 0 for v in range(256)]
_CROSS = [max(0, min(255, (v - CROSS_FROM) * 2)) for v in range(256)]
FLICK_FROM = 70
"""Tone (0-255) of skin's shadow from which it is printed as flicks rather than stipple
(skin's deepest tone is about 150: the flicks keep to the band along the shadow edge)."""
FLICK_TONE = 135
"""The most tone a flick is printed with: at it a flick is most of its length and about a
quarter of the line spacing wide at its middle (see :func:`.screens.flick_screen`); cut
from hatching lines, at 95, they were a third of it wide and read as scratches at 480 px."""
FLICK_STEP = 30
"""Flick directions are rounded to this many degrees: a short stroke shows no finer turn,
and each direction's screen is made once (at 10 degrees they were a fifth of the flicks'
cost)."""
FLICK_MIN_PX = 16
"""Skin regions narrower than this many output pixels are stippled only (a 240 px card's
hands): flicks there would be a stroke or two, and cost a share of the pack's time."""
_FLICK = [max(0, min(FLICK_TONE, (v - FLICK_FROM) * 2)) for v in range(256)]


@lru_cache(maxsize=64)
def _tone_lut(base: int, gain_pct: int) -> list[int]:
    return [min(MAX_TONE, base + v * gain_pct // 100) for v in range(256)]


def _tone(
    polys: list[list[Point]],
    box: tuple[int, int, int, int],
    mask: Image.Image,
    style: Style,
    unit: float,
    fine: bool,
    size: tuple[int, int],
    holes: tuple[bool, ...],
    fill: Rgb,
) -> Image.Image | None:
    """The shadow tone of a region: deepest at the edge turned from the light. The tone laid
    all over (``Style.base``) fades with the colour's lightness: an engraver leaves a white
    beard or a pale sleeve almost bare and hatches a dark robe."""
    x0, y0, x1, y1 = box
    reach = min(x1 - x0, y1 - y0) * 0.28
    reach = max(unit * 1.5, min(reach, unit * REACH_UNITS))
    # Skin is shaded along the side turned from the light, not along its lower edge: dots
    # along a jaw read as stubble on the queens' faces.
    up = style.screen != "dots"
    rim = ImageChops.subtract(mask, _shifted(polys, box, reach, size, holes, up))
    soft = rim.filter(ImageFilter.BoxBlur(max(1, round(reach * 0.6))))
    gain = style.gain * MAX_TONE / 255
    light = (fill[0] * 299 + fill[1] * 587 + fill[2] * 114) / 255_000
    base = round(style.base * min(1.0, 1.6 * (1 - light))) if fine else 0
    tone = soft.point(_tone_lut(base, round(gain * 100)))
    return ImageChops.multiply(tone, mask)


def _print(
    canvas: Image.Image,
    shape: Shape,
    polys: list[list[Point]],
    box: tuple[int, int, int, int],
    tone: Image.Image,
    mask: Image.Image,
    style: Style,
    place: Placement,
    screen_size: int,
    plate: bool = False,
    sheen: Image.Image | None = None,
) -> None:
    spacing = PLATE_SPACING if plate else style.spacing
    period = max(MIN_PERIOD, round(HATCH_UNITS * spacing * place.unit))
    if style.screen == "lines":
        weight = hatch_weight(HATCH_UNITS * spacing * place.unit / place.ss)
        if weight < 1.0:
            tone = tone.point(_weighed(round(weight * 100)))
        angle = _direction(shape, polys)
        bend = _bend(mask, period) if style.bend or plate else None
        screen = bent(line_screen(screen_angle(angle), period, screen_size), box, angle, bend)
        lines = through(screen, tone)
        if style.cross and weight >= CROSS_WEIGHT:
            deep = tone.point(_CROSS)
            cross_angle = angle + 70
            cross = bent(
                line_screen(screen_angle(cross_angle), period, screen_size), box, cross_angle, bend
            )
            lines = ImageChops.lighter(lines, through(cross, deep))
        if sheen is not None:
            # A dark region: its lit side in light lines, as the engraver leaves paper
            # between his strokes (ink lines on black do not show).
            light = _towards(shape.fill or INK, PAPER, SHEEN_MIX)
            _paste(canvas, light, box, through(screen, sheen.point(_weighed(round(weight * 100)))))
    elif style.screen in ("dots", "tufts"):
        dot = max(4, round(period * (0.6 if style.screen == "dots" else 1.2)))
        screen = dot_screen(dot, screen_size).crop(box)
        if style.flicks:
            lines = _flicked(shape, polys, box, tone, mask, screen, period, place.ss, screen_size)
        else:
            lines = through(screen, tone)
    else:
        return
    colour = INK if style.screen != "dots" else _darker(shape.fill or INK, SKIN_DOTS)
    _paste(canvas, colour, box, lines)


DARK_FILL = 0.22
"""Hatched regions darker than this (lightness 0-1: black hair and beards, a black hat or
bodice) get light lines on their lit side: ink hatching on them does not show, and they
printed as flat black masses."""
SHEEN_TONE = 150
"""The deepest tone of a dark region's light lines, by its lit edge."""
SHEEN_MIX = 0.5
"""How far the light lines go from the region's colour towards the paper."""
PAPER: Rgb = (250, 246, 236)
_SHEEN = [min(SHEEN_TONE, v * SHEEN_TONE // 150) for v in range(256)]


def _lightness(colour: Rgb | None) -> float:
    if colour is None:
        return 1.0
    return (colour[0] * 299 + colour[1] * 587 + colour[2] * 114) / 255_000


def _towards(colour: Rgb, other: Rgb, k: float) -> Rgb:
    return (
        round(colour[0] + (other[0] - colour[0]) * k),
        round(colour[1] + (other[1] - colour[1]) * k),
        round(colour[2] + (other[2] - colour[2]) * k),
    )


def _sheen(
    polys: list[list[Point]],
    box: tuple[int, int, int, int],
    mask: Image.Image,
    unit: float,
    holes: tuple[bool, ...],
) -> Image.Image:
    """The lit side of a dark region as a tone: the part of it that a copy moved away from
    the light (down and right) does not cover, blurred, deepest at the lit edge."""
    x0, y0, x1, y1 = box
    reach = max(unit * 1.5, min(min(x1 - x0, y1 - y0) * 0.28, unit * REACH_UNITS))
    rim = ImageChops.subtract(mask, _mask(polys, box, reach, reach, holes))
    soft = rim.filter(ImageFilter.BoxBlur(max(1, round(reach * 0.6))))
    return ImageChops.multiply(soft.point(_SHEEN), mask)


RESOLVED_PX = 1.8
"""Hatching lines this many output pixels apart or more are seen as lines (a 240 px card's
cloth: 1.9 px). Closer (a 100 px card's: 0.8 px, printed 1.7 px apart, the closest the
screen goes) they merge into a flat darker tone, so a deep hatched shadow there reads as a
dark band: the seated kings' laps, with their mirror, did at 100 px."""
MERGED_PX = 0.8
SMALL_WEIGHT = 0.45
"""The share of its tone hatching keeps when its lines are ``MERGED_PX`` apart or closer;
between that and ``RESOLVED_PX`` the share rises to 1."""
CROSS_WEIGHT = 0.9
"""Cross-hatching is printed only from this weight up (on a small card it is only more
dark)."""


def hatch_weight(period_px: float) -> float:
    """How much of its tone a line screen prints when its lines are ``period_px`` output
    pixels apart as drawn: all of it where they are seen as lines, ``SMALL_WEIGHT`` where
    they merge into a tone."""
    share = (period_px - MERGED_PX) / (RESOLVED_PX - MERGED_PX)
    return SMALL_WEIGHT + (1 - SMALL_WEIGHT) * min(1.0, max(0.0, share))


@lru_cache(maxsize=64)
def _weighed(pct: int) -> list[int]:
    return [v * pct // 100 for v in range(256)]


def _direction(shape: Shape, polys: list[list[Point]], round_shape: float = 60.0) -> float:
    """The direction a region's strokes run: its ``data-hatch``, else its long axis, else
    (a round shape) ``round_shape`` degrees."""
    if shape.hatch is not None:
        return shape.hatch
    axis, ratio = principal_angle([p for poly in polys for p in poly])
    return axis if ratio > 1.25 else round_shape


def _flicked(
    shape: Shape,
    polys: list[list[Point]],
    box: tuple[int, int, int, int],
    tone: Image.Image,
    mask: Image.Image,
    dots: Image.Image,
    period: int,
    ss: int,
    screen_size: int,
    least: int = FLICK_MIN_PX,
) -> Image.Image:
    """Skin's shadow: short flicks along the form where it is deep (by the shadow edge),
    stipple where it fades into the light, as an engraver models a cheek. The flicks run
    along the region's long axis (or ``data-hatch``) and bow with its form, as the hatching
    of cloth does, so a column of flicks follows the curve of a jaw. Only the band where
    they fall is worked, and a region smaller than ``FLICK_MIN_PX`` (a hand
    on a small card) keeps its stipple: the pack's first drawing stays within its time."""
    stipple = through(dots, tone)
    if min(tone.size) < least * ss:
        return stipple
    deep = tone.point(_FLICK)
    band = deep.getbbox()
    if band is None:
        return stipple
    # The flicks lie along the shadow edge, on skin the right-hand one: on a round shape (a
    # face is barely longer than wide) that edge runs down, so they do.
    angle = _direction(shape, polys, round_shape=90.0)
    x0, y0 = box[0], box[1]
    where = (x0 + band[0], y0 + band[1], x0 + band[2], y0 + band[3])
    turn = round(angle / FLICK_STEP) * FLICK_STEP % 180
    bend = _bend(mask, period)
    sub = None if bend is None else _part_of(bend, tone.size, band)
    screen = bent(flick_screen(turn, period, screen_size), where, turn, sub)
    deep = deep.crop(band)
    # Where the flicks are, the dots give way to them (both would blacken the rim).
    faded = ImageChops.subtract(tone.crop(band), deep.point(_HALF))
    part = ImageChops.lighter(through(dots.crop(band), faded), through(screen, deep))
    stipple.paste(part, band[:2])
    return stipple


BEND_CELLS = 4
"""The hatching of a region is bent on a mesh of this many cells each way."""
BEND_SHARE = 0.22
"""How far hatching lines bow, as a share of the region's smaller side."""
BEND_FROM = 1.5
"""Regions whose lines would bow less than this many line spacings are hatched straight."""


def _bend(mask: Image.Image, period: int) -> list[list[float]] | None:
    """How far the hatching lines are moved at each mesh vertex: most in the middle of the
    region, nothing at its edge, so straight lines bow like lines drawn round a rounded form
    (a sleeve, a skirt, a cheek). None for a region too small to bend."""
    w, h = mask.size
    amp = BEND_SHARE * min(w, h)
    if amp < period * BEND_FROM:
        return None
    n = BEND_CELLS
    thumb = mask.resize((n + 1, n + 1), Image.Resampling.BOX).tobytes()
    # 1 inside, falling to 0 at the edge: the coverage of the cell round each vertex.
    return [[amp * thumb[j * (n + 1) + i] / 255 for i in range(n + 1)] for j in range(n + 1)]


def _part_of(
    bend: list[list[float]], size: tuple[int, int], part: tuple[int, int, int, int]
) -> list[list[float]]:
    """The mesh of ``bend`` (over a box of ``size``) read over ``part`` of that box (same
    number of cells, shifts interpolated), so a part of a region bends as the whole does."""
    n = len(bend) - 1
    w, h = size

    def at(x: float, y: float) -> float:
        fx, fy = min(n - 1e-9, x / w * n), min(n - 1e-9, y / h * n)
        i, j = int(fx), int(fy)
        u, v = fx - i, fy - j
        top = bend[j][i] * (1 - u) + bend[j][i + 1] * u
        low = bend[j + 1][i] * (1 - u) + bend[j + 1][i + 1] * u
        return top * (1 - v) + low * v

    x0, y0, x1, y1 = part
    return [
        [at(x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * j / n) for i in range(n + 1)]
        for j in range(n + 1)
    ]


def bent(
    screen: Image.Image,
    box: tuple[int, int, int, int],
    angle: float,
    bend: list[list[float]] | None,
) -> Image.Image:
    """The part of ``screen`` under ``box``, its lines (at ``angle``) moved across themselves
    by ``bend`` (see :func:`_bend`) through a mesh transform: whole-image work, no loops
    over pixels."""
    if bend is None:
        return screen.crop(box)
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    n = len(bend) - 1
    rad = math.radians(angle)
    nx, ny = math.sin(rad), math.cos(rad)  # across the lines (y down)
    margin = math.ceil(max(max(row) for row in bend)) + 1
    src = screen.crop((x0 - margin, y0 - margin, x1 + margin, y1 + margin))
    xs = [round(w * i / n) for i in range(n + 1)]
    ys = [round(h * j / n) for j in range(n + 1)]

    def at(i: int, j: int) -> tuple[float, float]:
        d = bend[j][i]
        return (xs[i] + margin + d * nx, ys[j] + margin + d * ny)

    mesh = []
    for j in range(n):
        for i in range(n):
            if xs[i + 1] <= xs[i] or ys[j + 1] <= ys[j]:
                continue
            quad = (*at(i, j), *at(i, j + 1), *at(i + 1, j + 1), *at(i + 1, j))
            mesh.append(((xs[i], ys[j], xs[i + 1], ys[j + 1]), quad))
    return src.transform((w, h), Image.Transform.MESH, mesh, Image.Resampling.NEAREST)


def _darker(colour: Rgb, k: float) -> Rgb:
    return (round(colour[0] * k), round(colour[1] * k), round(colour[2] * k))


def _stroke(canvas: Image.Image, shape: Shape, polys: list[list[Point]], unit: float) -> None:
    colour = shape.stroke or shape.fill or INK
    factor = 0.7 if shape.region == "strand" else 1.0
    width = max(1.5, shape.stroke_width * unit * factor)
    outlines = [
        tapered_outline([*poly, poly[0]] if shape.closed else poly, width) for poly in polys
    ]
    if shape.region == "strand" and _lightness(colour) < DARK_FILL:
        under = _under(canvas, outlines)
        if under is not None and _lightness(under) < DARK_FILL:
            # A dark strand on dark hair does not show: it is cut in light, as the sheen.
            colour = _towards(under, PAPER, SHEEN_MIX)
    draw = ImageDraw.Draw(canvas)
    for outline in outlines:
        draw.polygon(outline, fill=(*colour, 255))


def _under(canvas: Image.Image, outlines: list[list[Point]]) -> Rgb | None:
    """The mean colour of the canvas under ``outlines`` (None off the canvas)."""
    xs = [p[0] for o in outlines for p in o]
    ys = [p[1] for o in outlines for p in o]
    box = (
        max(0, math.floor(min(xs))),
        max(0, math.floor(min(ys))),
        min(canvas.width, math.ceil(max(xs)) + 1),
        min(canvas.height, math.ceil(max(ys)) + 1),
    )
    if box[2] <= box[0] or box[3] <= box[1]:
        return None
    mask = Image.new("L", (box[2] - box[0], box[3] - box[1]), 0)
    draw = ImageDraw.Draw(mask)
    for outline in outlines:
        draw.polygon([(x - box[0], y - box[1]) for x, y in outline], fill=255)
    if mask.getbbox() is None:
        return None
    part = canvas.crop(box).convert("RGB")
    r, g, b = (_mean(band.histogram(mask)) for band in part.split())
    return (round(r), round(g), round(b))


def _mean(histogram: list[int]) -> float:
    """The mean level of a band's 256-bin histogram. Not ``ImageStat``: under Python 3.11
    its cached properties share one lock across every instance, so two threads engraving
    at once waited on each other there."""
    total = 0.0
    for level, count in enumerate(histogram):
        total += level * count
    return total / sum(histogram)
