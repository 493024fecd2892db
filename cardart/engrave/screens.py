"""Line and dot screens: the engraver's tools as whole images.

A screen is a grey image whose value rises towards the middle of each line (or each dot).
Adding a tone map to it and keeping what passes 255 draws lines whose width grows with the
tone, and which thin out and stop where the tone fades: the swelling hatching of an
engraving, made of three whole-image operations instead of a loop over strokes. Screens are
made once per angle and spacing and cropped at a region's position, so the hatching of
neighbouring regions lines up as one engraver's hand would keep it.
"""

from __future__ import annotations

import math
import random
import threading
from collections import OrderedDict
from collections.abc import Callable

from PIL import Image, ImageChops, ImageDraw, ImageFilter

ANGLE_STEP = 10
"""Hatching angles are rounded to this many degrees, so few screens serve every region."""
SCREEN_STEP = 128
"""Screens are squares of a multiple of this size covering the whole canvas (no seams)."""


def _wave(period: int) -> list[int]:
    """One column of a line screen: 0 between lines, 255 on the line's middle."""
    return [round(255 * (1 - abs(2 * ((y + 0.5) / period % 1) - 1))) for y in range(period)]


CACHE_BYTES = 64 * 1024 * 1024
"""Screens kept for reuse at most (a 240 px pack uses ~10 MB; a 2000 px card's screens are
13 MB each, so only the last few are kept there instead of hundreds of megabytes)."""
_cache: OrderedDict[tuple[str, int, int, int], Image.Image] = OrderedDict()
_cache_lock = threading.Lock()


def _cached(key: tuple[str, int, int, int], make: Callable[[], Image.Image]) -> Image.Image:
    """``make()`` kept in a least-recently-used cache bounded by ``CACHE_BYTES`` (screens
    are read, never changed, by the cards drawn on the table's worker threads)."""
    with _cache_lock:
        hit = _cache.get(key)
        if hit is not None:
            _cache.move_to_end(key)
            return hit
    img = make()
    with _cache_lock:
        _cache[key] = img
        total = sum(im.width * im.height for im in _cache.values())
        while total > CACHE_BYTES and len(_cache) > 1:
            _, old = _cache.popitem(last=False)
            total -= old.width * old.height
    return img


def line_screen(angle: int, period: int, size: int) -> Image.Image:
    """A ``size`` square of parallel lines ``period`` px apart at ``angle`` degrees
    (0 horizontal, counter-clockwise, as ``data-hatch``)."""
    return _cached(("lines", angle, period, size), lambda: _line_screen(angle, period, size))


def _line_screen(angle: int, period: int, size: int) -> Image.Image:
    big = math.ceil(size * 1.42) + 2
    wave = _wave(period)
    column = Image.new("L", (1, big))
    column.putdata([wave[y % period] for y in range(big)])
    stripes = column.resize((big, big), Image.Resampling.NEAREST)
    # Nearest-neighbour turning is 6x faster than bilinear; the steps it leaves are a third
    # of an output pixel at most (screens are used supersampled) and vanish when reduced.
    turned = stripes.rotate(angle, resample=Image.Resampling.NEAREST)
    off = (big - size) // 2
    return turned.crop((off, off, off + size, off + size))


DOT_TILE = 128
"""Stipple is made as a tile about this size and repeated: the blur that softens the dots is
the costly step, and a repeat every ~40 output pixels does not show on a face."""


def dot_screen(period: int, size: int, seed: int = 7) -> Image.Image:
    """A ``size`` square of soft dots on a jittered grid ``period`` px apart (stipple)."""
    return _cached(("dots", period, size, seed), lambda: _dot_screen(period, size, seed))


def _wraps(at: float, r: float, tile_size: int) -> tuple[int, ...]:
    """The offsets at which a dot at ``at`` (radius ``r``) touches the tile: itself, and one
    tile over where it crosses an edge."""
    near = (-tile_size,) if at + r >= tile_size - 1 else ()
    far = (tile_size,) if at - r <= 1 else ()
    return (0, *near, *far)


def _dot_screen(period: int, size: int, seed: int) -> Image.Image:
    rows = -(-DOT_TILE // period)
    rows += rows % 2  # odd rows are offset by half a period: an even count tiles seamlessly
    tile_size = rows * period
    rng = random.Random(seed * 1000 + period)
    tile = Image.new("L", (tile_size, tile_size), 0)
    draw = ImageDraw.Draw(tile)
    r = max(0.5, period * 0.12)
    for gy in range(rows):
        for gx in range(rows):
            dx, dy = rng.uniform(-0.3, 0.3), rng.uniform(-0.3, 0.3)
            x = (gx + 0.5 + dx + (0.5 if gy % 2 else 0)) * period
            y = (gy + 0.5 + dy) * period
            # A dot across the tile's edge wraps round (only those near an edge: the copies
            # of the others would fall outside the tile, and drawing them was the cost).
            for ox in _wraps(x, r, tile_size):
                for oy in _wraps(y, r, tile_size):
                    draw.ellipse((x + ox - r, y + oy - r, x + ox + r, y + oy + r), fill=255)
    soft = tile.filter(ImageFilter.GaussianBlur(period * 0.22))
    peak = max(1, int(soft.getextrema()[1]))  # type: ignore[arg-type]  # L: (min, max)
    soft = soft.point([v * 255 // peak for v in range(256)])
    out = Image.new("L", (size, size))
    for ty in range(0, size, tile_size):
        for tx in range(0, size, tile_size):
            out.paste(soft, (tx, ty))
    return out


FLICK_LENGTH = 1.9
"""Flicks are set this many line spacings apart along their direction; each is
``FLICK_FILL`` of that long. At 3 spacings, cut from continuous hatching lines, they stood in
columns down a cheek and read as scratches on a 480 px card."""
FLICK_FILL = 0.8
FLICK_WIDTH = 0.5
"""A flick's widest point, in line spacings, before the tone thins it."""
FLICK_JITTER = 0.3
"""How far (as a share of the spacing each way) each flick is moved off its place at
random, so no row of flicks lines up into a dashed line and they read as one hand's strokes,
not as a printed grid."""
FLICK_GAPS = 0.25
"""Share of the places left without a flick: even gaps make a row of flicks a dashed
seam."""


def flick_screen(angle: int, period: int, size: int) -> Image.Image:
    """A ``size`` square of short flicks along ``angle``: thin lozenges (pointed at both
    ends, widest in the middle), in rows ``period`` px apart, each row set half a flick
    along from the last (a brick bond: no columns of dashes) and every flick moved a
    little at random. Each flick is brightest at its middle, so printed through a tone it
    is a short point where the tone is light and grows longer and wider where it deepens,
    tapering to both ends."""
    return _cached(("flicks", angle, period, size), lambda: _flick_screen(angle, period, size))


FLICK_PLATEAU = 2.5
"""How flat a flick's middle is: its screen value falls from the middle to the tips as
``min(1, PLATEAU * (1 - |u| / half))``, so a light tone already prints most of the flick's
length, thin, and a deeper one widens it (a tent profile printed it as a dot)."""
FLICK_SIZES = (0.85, 1.0, 1.1)
"""Flicks of these relative lengths are mixed at random."""
_LEVELS = 8


def _flick_sprite(half: float, width: float) -> tuple[Image.Image, Image.Image]:
    """One flick, lying along x, and the mask it is pasted through: nested lozenges,
    brighter inwards, so a threshold at any tone cuts a lozenge pointed at both ends whose
    length and width grow with the tone. The levels are squared: a light tone prints a thin
    short stroke, not a dot, and only the deepest tone the whole lozenge."""
    rx, ry = math.ceil(half) + 2, math.ceil(width) + 2
    img = Image.new("L", (2 * rx + 1, 2 * ry + 1), 0)
    draw = ImageDraw.Draw(img)
    for q in range(1, _LEVELS + 1):
        s = (q - 0.5) / _LEVELS
        h = half * (1 - s / FLICK_PLATEAU)
        w = width * (1 - s)
        draw.polygon(
            [(rx - h, ry), (rx, ry + w), (rx + h, ry), (rx, ry - w)],
            fill=round(255 * q / _LEVELS),
        )
    soft = img.filter(ImageFilter.GaussianBlur(0.5)).point(_SQUARED)
    return soft, soft.point(_ANY)


_SQUARED = [v * v // 255 for v in range(256)]
_ANY = [255 if v else 0 for v in range(256)]


def _flick_tile(period: int, seed: int) -> Image.Image:
    """A tile of flicks along x that repeats seamlessly: a whole number of flick places
    across and an even number of rows down (odd rows are set half a place on), each flick
    that crosses an edge pasted again one tile over."""
    cols = max(2, round(DOT_TILE / (period * FLICK_LENGTH)))
    rows = max(2, round(DOT_TILE / period / 2) * 2)
    along = period * FLICK_LENGTH
    tile_w = round(cols * along)
    along = tile_w / cols
    tile_h = rows * period
    rng = random.Random(seed * 1000 + period)
    width = max(1.0, period * FLICK_WIDTH / 2)
    sprites = [_flick_sprite(along * FLICK_FILL / 2 * k, width) for k in FLICK_SIZES]
    tile = Image.new("L", (tile_w, tile_h), 0)
    for j in range(rows):
        shift = along / 2 if j % 2 else 0.0
        for i in range(cols):
            if rng.random() < FLICK_GAPS:
                continue
            sprite, mask = sprites[rng.randrange(len(sprites))]
            x = (i + rng.uniform(-FLICK_JITTER, FLICK_JITTER)) * along + shift
            y = (j + 0.5 + rng.uniform(-FLICK_JITTER, FLICK_JITTER)) * period
            left = round(x) - sprite.width // 2
            top = round(y) - sprite.height // 2
            for ox in (-tile_w, 0, tile_w):
                for oy in (-tile_h, 0, tile_h):
                    at = (left + ox, top + oy)
                    if -sprite.width < at[0] < tile_w and -sprite.height < at[1] < tile_h:
                        tile.paste(sprite, at, mask)
    return tile


def _flick_screen(angle: int, period: int, size: int, seed: int = 11) -> Image.Image:
    tile = _flick_tile(period, seed)
    big = math.ceil(size * 1.42) + 2
    flat = Image.new("L", (big, big))
    for ty in range(0, big, tile.height):
        for tx in range(0, big, tile.width):
            flat.paste(tile, (tx, ty))
    turned = flat.rotate(angle, resample=Image.Resampling.NEAREST)
    off = (big - size) // 2
    return turned.crop((off, off, off + size, off + size))


def through(screen: Image.Image, tone: Image.Image) -> Image.Image:
    """Ink mask of ``screen`` printed at ``tone``: a line is inked where its screen value and
    the tone together pass 255, so lines widen with the tone and vanish where it is 0."""
    # 12 (screen + tone) - 3060: 0 up to a sum of 255, full ink 21 levels above it (a soft
    # edge that the reduction from the supersampled size turns into smooth line edges). At
    # -3048 a line's middle (255 where the spacing is odd) printed at 5 % with no tone at all,
    # a faint grid over the whole box of every hatched shape.
    return ImageChops.add(screen, tone, scale=1 / 12, offset=-3060)


def screen_angle(angle: float) -> int:
    """``angle`` in degrees rounded to a screen's step, in 0..179."""
    return int(round(angle / ANGLE_STEP) * ANGLE_STEP) % 180


def principal_angle(points: list[tuple[float, float]]) -> tuple[float, float]:
    """The long axis of a point set in degrees (counter-clockwise, y down as in SVG) and how
    elongated it is (ratio of the axes' spreads, 1 for a round shape)."""
    n = len(points)
    if n < 3:
        return 45.0, 1.0
    mx = sum(p[0] for p in points) / n
    my = sum(p[1] for p in points) / n
    sxx = sum((p[0] - mx) ** 2 for p in points) / n
    syy = sum((p[1] - my) ** 2 for p in points) / n
    sxy = sum((p[0] - mx) * (p[1] - my) for p in points) / n
    theta = 0.5 * math.atan2(2 * sxy, sxx - syy)
    half = (sxx + syy) / 2
    root = math.sqrt(max(0.0, ((sxx - syy) / 2) ** 2 + sxy * sxy))
    big, small = half + root, max(1e-9, half - root)
    return -math.degrees(theta), math.sqrt(big / small)
