"""Where a court's face and eyes are in its drawing, to hold the eyes to printed proportions.

Printed packs draw eyes as lidded almonds, much wider than open, and about a quarter of the
face wide; round wide-open eyes read as a cartoon beside them. The tests compare every
court's eyes with the others' through these measures, taken from the drawing itself (view
units), not from a rendering:

- the *face* is the largest closed ``skin`` shape whose middle lies in the upper half of the
  view box (a double-ended court's head is near the top of its half);
- an *eye* is the white of an eye: a closed, near-white shape (any class, the Bavarian
  kings draw them as ``detail``) 3 to 16 units wide and at least 1.5 high (a catchlight is
  smaller), lying across the face and in its upper 60 %;
- the *lips* are the widest closed ``skin`` shape painted red (its red at least ``LIP_RED``
  above its green) whose middle lies in the face's lower half: a mouth much narrower than the
  other courts' reads as a doll's pout.
"""

from __future__ import annotations

from dataclasses import dataclass

from .svg import Drawing, Shape

EYE_WHITE = 0.93
"""Lightness (0-1) from which a shape's fill counts as the white of an eye."""
IRIS = 0.6
"""Lightness below which a detail in the eye counts as its iris (a lid drawn in the skin's
colour over the iris is lighter)."""


LIP_RED = 50
"""How much more red than green (0-255) a skin shape's fill must be to count as lips (skin is
about 30 more, the lips' rose about 85)."""


@dataclass(frozen=True)
class Box:
    """A bounding box in view units."""

    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        return self.y1 - self.y0


def box(shape: Shape) -> Box:
    xs = [p[0] for poly in shape.polys for p in poly]
    ys = [p[1] for poly in shape.polys for p in poly]
    return Box(min(xs), min(ys), max(xs), max(ys))


def face(drawing: Drawing) -> Box:
    """The box of the face: the largest skin shape in the upper half of the view box."""
    top = drawing.view[1] + drawing.view[3] / 2
    faces = [
        box(s)
        for s in drawing.shapes
        if s.region == "skin" and s.closed and (box(s).y0 + box(s).y1) / 2 < top
    ]
    if not faces:
        raise ValueError("the drawing has no face (no skin shape in its upper half)")
    return max(faces, key=lambda b: b.width * b.height)


def _lightness(shape: Shape) -> float:
    """The fill's lightness, 0 (black) to 1 (white); -1 for no fill."""
    if shape.fill is None:
        return -1.0
    r, g, b = shape.fill
    return (r * 299 + g * 587 + b * 114) / 255_000


def eyes(drawing: Drawing) -> list[Box]:
    """The whites of the eyes on the face, in paint order."""
    head = face(drawing)
    found = []
    for shape in drawing.shapes:
        if not shape.closed or _lightness(shape) < EYE_WHITE:
            continue
        b = box(shape)
        if not (3 <= b.width <= 16 and b.height >= 1.5):
            continue
        across = head.x0 - 2 <= b.x0 and b.x1 <= head.x1 + 2
        if across and head.y0 <= b.y0 and b.y1 <= head.y0 + head.height * 0.6:
            found.append(b)
    return found


def iris(drawing: Drawing, eye: Box) -> Box | None:
    """The iris in ``eye``: the largest dark detail whose middle lies in the eye's box. Taller
    than the eye's white when the lids cut it, as printed eyes are drawn; a round iris
    floating whole in the white is the cartoon's stare."""
    found = []
    for shape in drawing.shapes:
        if shape.region != "detail" or not shape.closed or not 0 <= _lightness(shape) < IRIS:
            continue
        b = box(shape)
        mx, my = (b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2
        if eye.x0 <= mx <= eye.x1 and eye.y0 <= my <= eye.y1:
            found.append(b)
    return max(found, key=lambda b: b.width * b.height, default=None)


def lips(drawing: Drawing) -> Box | None:
    """The box of the lips (see the module's note), or None where no lips are drawn (a
    profile, or a mouth hidden by a beard)."""
    head = face(drawing)
    found = []
    for shape in drawing.shapes:
        if shape.region != "skin" or not shape.closed or shape.fill is None:
            continue
        r, g, _ = shape.fill
        b = box(shape)
        mx, my = (b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2
        inside = head.x0 <= mx <= head.x1 and head.y0 + head.height / 2 <= my <= head.y1
        if r - g >= LIP_RED and inside:
            found.append(b)
    return max(found, key=lambda b: b.width, default=None)
