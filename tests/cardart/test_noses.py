"""The courts' faces are drawn as printed packs draw them, by one hand: a
nose with a bridge that starts below the brows and a nostril wing round the tip, not one long
line from the brow down to the nostril (which read as a simplified, cartoon face beside
printed packs), and a crease above each upper lid (without it the eyes read as painted on).
Measured on the drawings: every inner line on the face, subpath by subpath. The noses hold for
the Bavarian and the Berlin courts (the Berlin ones were one hooked line from the brows to the
tip until they were redrawn as the Bavarian ones); the creases for the Bavarian courts."""

from __future__ import annotations

import pytest

from cardart import courts, eyes, svg
from cardart.eyes import Box

COURTS = (
    [f"bavarian/{rank}{suit}" for rank in "KQ" for suit in "SHDC"]
    + [f"bavarian/J{suit}" for suit in "HDC"]
    + [f"berlin/K{suit}" for suit in "SHDC"]
    + [f"berlin/{rank}{suit}" for rank in "QJ" for suit in "HDC"]
)
"""The Bavarian Unter of Leaves and the Berlin Q♠ and J♠ are drawn in profile: their noses are
the face's outline, not inner lines."""

LONGEST_BRIDGE = 12.0
"""View units: how far down a line starting at the eyes may run. The old one-line noses ran
16 to 19 units (Bavarian) and 13 to 18 (Berlin) from between the brows to the nostril; a bridge
reaching the wing is 6 to 11."""

WING_OFF_GAP = 4.0
"""View units: a turned head's nose tip lies outside the gap between the eyes' inner corners
(the Berlin K♦'s and Q♣'s by about 2), a cheek's fold lies under an eye (8 or more outside)."""

WING_TOP_BELOW_EYES = 14.0
"""View units below the eyes' lower edge: the wings start 5 to 10 below it, the Berlin J♥'s
fold round his chin 19."""


def line_boxes(d: svg.Drawing, thickest: float = float("inf")) -> list[Box]:
    """The box of every subpath of the drawing's ``line`` shapes at most ``thickest`` wide."""
    found = []
    for shape in d.shapes:
        if shape.region != "line" or shape.stroke_width > thickest:
            continue
        for poly in shape.polys:
            xs = [p[0] for p in poly]
            ys = [p[1] for p in poly]
            found.append(Box(min(xs), min(ys), max(xs), max(ys)))
    return found


def face_lines(name: str) -> tuple[Box, list[Box], tuple[float, float]]:
    """The lower edge of the eyes, the boxes of the inner lines (each subpath) that lie
    between the eyes' outer corners, from the brows down, and the gap between the eyes'
    inner corners."""
    d = svg.load(courts.FIGURE_ROOT / f"{name}.svg")
    found = eyes.eyes(d)
    assert len(found) == 2, f"{name}: expected two eyes"
    left, right = sorted(found, key=lambda b: b.x0)
    span = Box(left.x0, min(left.y0, right.y0), right.x1, max(left.y1, right.y1))
    lines = [
        part
        for part in line_boxes(d)
        if span.x0 <= part.x0 and part.x1 <= span.x1 and span.y0 - 10 <= part.y0 <= span.y1 + 20
    ]
    return span, lines, (left.x1, right.x0)


@pytest.mark.parametrize("name", COURTS)
def test_no_line_runs_from_the_eyes_down_to_the_nostril(name):
    span, lines, _ = face_lines(name)
    long = [b for b in lines if b.y0 < span.y1 and b.height > LONGEST_BRIDGE]
    assert not long, f"{name}: a line runs from the eyes to the nostril: {long}"


@pytest.mark.parametrize("name", COURTS)
def test_the_nose_has_a_wing_round_its_tip(name):
    """Below the eyes, between them, a line curls round the nose's tip: the nostril wing,
    wider than a bridge and taller than a nostril's underside, its middle at most
    ``WING_OFF_GAP`` outside the gap between the eyes (a cheek's fold under an eye is no wing)
    and its top above the mouth (a fold round the chin is none either)."""
    span, lines, (gap0, gap1) = face_lines(name)
    wings = [
        b
        for b in lines
        if span.y1 + 4 < b.y0 < span.y1 + WING_TOP_BELOW_EYES
        and b.width >= 2.5
        and b.height >= 4
        and gap0 - WING_OFF_GAP <= (b.x0 + b.x1) / 2 <= gap1 + WING_OFF_GAP
    ]
    assert wings, f"{name}: no nostril wing round the nose's tip"


CREASE_WIDTH = 0.5
"""The crease is a hair line (0.4); the brows (1.2 to 1.6) and the upper lids (1.25) are
drawn thicker, so a thin line above the eye is the crease and nothing else."""


@pytest.mark.parametrize("name", [f"bavarian/{rank}{suit}" for rank in "KQJ" for suit in "SHDC"])
def test_every_eye_has_a_crease_above_its_upper_lid(name):
    """Above the white of every eye, below the brow, a hair line runs over most of the eye's
    width: the lid's crease (the Bavarian K♠ K♥ K♣ and Obers ♠ ♦ ♣ lacked it)."""
    d = svg.load(courts.FIGURE_ROOT / f"{name}.svg")
    found = eyes.eyes(d)
    assert found, f"{name}: no eye found"
    thin = line_boxes(d, thickest=CREASE_WIDTH)
    for eye in found:
        creases = [
            b
            for b in thin
            if min(b.x1, eye.x1) - max(b.x0, eye.x0) >= 0.6 * eye.width
            and eye.y0 - 4 <= b.y0 < eye.y0
            and b.y1 < eye.y1
        ]
        assert creases, f"{name}: no crease above the upper lid of the eye at {eye}"
