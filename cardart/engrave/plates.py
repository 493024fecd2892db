"""Metal plates (a cuirass, a shield) shaded as an engraver shades polished metal.

A plate is lit from the left as a rounded form: from its lit edge a thin reflected tone, a
bright highlight band a little in from the edge, then hatching that starts thin and swells
towards the shadow side, and at the far edge a little reflected light again. The shadow
rim every region gets (a copy shifted towards the light) only reaches ~16 units into a
shape; on a breastplate 95 units wide it left the middle a flat grey and laid one dark
band down the right, crossed by straight lines: window blinds. Here the tone follows each
row's position across the plate, so the hatching runs out where the plate turns to the
light, whatever its width.
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image, ImageChops, ImageFilter

STEPS = 12
"""The plate's width is measured in this many steps each way (so the position across it in
twelfths); at 480 px a step of a breastplate is ~12 px, smoothed by the blur."""
REFLECT = 35
"""The tone of the reflected light along the lit edge (0-255)."""
SHINE = (0.08, 0.24)
"""Where across the plate the highlight band lies, as a share of the row's width from the
lit edge."""
PEAK = 0.88
"""Where the tone is deepest, across the plate; beyond it the far edge catches a little
reflected light."""
DEEPEST = 140
"""The deepest tone of a plate (hatching lines about two thirds of their spacing wide):
deeper, the lines of a pale steel plate ran together into grey blots at 240 px."""
RISE = 1.3
"""How the tone rises from the highlight to its deepest (``u ** RISE``): the lines start as
hair lines a third of the way across and swell towards the shadow; started thicker, a
breastplate's hatching covered it edge to edge and read as a striped shirt."""
FAR_EDGE = 0.8
"""The tone at the far edge, as a share of ``DEEPEST``."""


def _profile(t: float) -> tuple[int, int]:
    """``(tone, shine)`` at the share ``t`` of a row's width from its lit edge."""
    a, b = SHINE
    if t < a:
        return round(REFLECT * (1 - t / a)), 0
    if t < b:
        mid = (a + b) / 2
        return 0, round(255 * (1 - abs(t - mid) / (mid - a)))
    if t < PEAK:
        u = (t - b) / (PEAK - b)
        return round(DEEPEST * u**RISE), 0
    u = (t - PEAK) / (1 - PEAK)
    return round(DEEPEST * (1 - (1 - FAR_EDGE) * u)), 0


def _luts() -> tuple[list[int], list[int]]:
    """Tone and shine by ``16 * steps_from_left + steps_from_right``."""
    tone = [0] * 256
    shine = [0] * 256
    for left in range(STEPS + 1):
        for right in range(STEPS + 1):
            t = (left + 0.5) / (left + right + 1)
            tone[16 * left + right], shine[16 * left + right] = _profile(t)
    return tone, shine


_TONE, _SHINE = _luts()
_ONE = [1 if v >= 128 else 0 for v in range(256)]
_SIXTEEN = [16 * v for v in range(16)] + [0] * 240


def plate_tone(
    mask: Image.Image, moved: Callable[[float], Image.Image], width: float, soften: float
) -> tuple[Image.Image, Image.Image]:
    """The tone and the highlight of a plate whose inside is ``mask`` (``moved(dx)``: the
    inside moved ``dx`` px along x), ``width`` px wide at most: for each pixel, how many
    steps of the plate lie to its left and to its right in its row give its place across
    it, and :func:`_profile` its tone there. ``soften`` px of blur smooth the steps."""
    step = max(1.0, width / STEPS)
    left = Image.new("L", mask.size, 0)
    right = Image.new("L", mask.size, 0)
    for k in range(1, STEPS + 1):
        left = ImageChops.add(left, moved(k * step).point(_ONE))
        right = ImageChops.add(right, moved(-k * step).point(_ONE))
    # moved(+d) covers a pixel with d px of the plate to its left.
    where = ImageChops.add(left.point(_SIXTEEN), right)
    blur = ImageFilter.BoxBlur(max(1, round(soften)))
    tone = ImageChops.multiply(where.point(_TONE).filter(blur), mask)
    shine = ImageChops.multiply(where.point(_SHINE).filter(blur), mask)
    return tone, shine
