"""A reader for the subset of SVG the court figures are drawn in (see ``docs/cardart.md``).

It turns a file into a :class:`Drawing`: flat shapes in document order, each a set of
flattened polylines in view-box units with its region class, flat fill, stroke and hatching
direction. Reading is the standard library's XML parser plus a path-data reader of our own:
the subset is small (paths with ``M L H V C S Q T A Z``, absolute and relative; the basic
shapes; ``g``/``transform``), and owning it keeps the renderer free of a dependency that
would bring its own rasteriser. Anything outside the subset is skipped, as documented.

Files are parsed once per content: :func:`load` keys its cache on the file's bytes, so an
illustrator's saved change is read at the next start (and changes the render cache key,
which hashes the ``.svg`` files).
"""

from __future__ import annotations

import hashlib
import math
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

Point = tuple[float, float]
Matrix = tuple[float, float, float, float, float, float]
"""An affine map ``(a, b, c, d, e, f)``: ``x' = a x + c y + e``, ``y' = b x + d y + f``."""
Rgb = tuple[int, int, int]

IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
NS = "{http://www.w3.org/2000/svg}"
REGION_CLASSES = (
    "skin",
    "hair",
    "cloth",
    "fur",
    "metal",
    "wood",
    "plant",
    "paper",
    "detail",
    "shade",
    "line",
    "strand",
)
LINE_CLASSES = ("line", "strand")
DEFAULT_KEEP = (30.0, 170.0)
CURVE_STEPS = 12
"""Most segments per Bézier curve; a short curve gets fewer (one per ``STEP_UNITS`` of its
control polygon, at least 2): at 480 px one view unit is ~1.6 px, so a finger's curve of 5
units needs 3, a robe's hem of 100 units 12, and a file of ~150 paths flattens in a few
milliseconds."""
STEP_UNITS = 2.5


class SvgError(ValueError):
    """A figure file that cannot be read: names the file and what is wrong."""


@dataclass(frozen=True)
class Shape:
    """One painted element: polylines (each closed when ``closed``) in view-box units."""

    polys: tuple[tuple[Point, ...], ...]
    region: str
    fill: Rgb | None
    stroke: Rgb | None
    stroke_width: float
    hatch: float | None
    closed: bool
    ident: str = ""
    holes: tuple[bool, ...] = ()
    """Per subpath (``polys`` are in paint order: outer before inner) whether it is cut out
    of the ones before it, by the SVG fill rule."""


@dataclass(frozen=True)
class Drawing:
    """A figure file read: its view box, keep band, suit-sign box and shapes in paint order."""

    view: tuple[float, float, float, float]
    keep: tuple[float, float]
    suit_box: tuple[float, float, float, float] | None
    shapes: tuple[Shape, ...]


# --- transforms ------------------------------------------------------------------------------


def multiply(m: Matrix, n: Matrix) -> Matrix:
    """``m`` after ``n`` (apply ``n`` first), as SVG nests transforms."""
    a, b, c, d, e, f = m
    a2, b2, c2, d2, e2, f2 = n
    return (
        a * a2 + c * b2,
        b * a2 + d * b2,
        a * c2 + c * d2,
        b * c2 + d * d2,
        a * e2 + c * f2 + e,
        b * e2 + d * f2 + f,
    )


def apply(m: Matrix, p: Point) -> Point:
    a, b, c, d, e, f = m
    return (a * p[0] + c * p[1] + e, b * p[0] + d * p[1] + f)


_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_TRANSFORM = re.compile(r"(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)")


def parse_transform(text: str) -> Matrix:
    """The matrix of a ``transform`` attribute (a list of transform functions)."""
    m = IDENTITY
    for name, args in _TRANSFORM.findall(text):
        v = [float(x) for x in _NUMBER.findall(args)]
        if name == "matrix" and len(v) == 6:
            t: Matrix = (v[0], v[1], v[2], v[3], v[4], v[5])
        elif name == "translate" and v:
            t = (1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0.0)
        elif name == "scale" and v:
            t = (v[0], 0, 0, v[1] if len(v) > 1 else v[0], 0, 0)
        elif name == "rotate" and v:
            r = math.radians(v[0])
            cos, sin = math.cos(r), math.sin(r)
            t = (cos, sin, -sin, cos, 0, 0)
            if len(v) == 3:
                t = multiply((1, 0, 0, 1, v[1], v[2]), multiply(t, (1, 0, 0, 1, -v[1], -v[2])))
        elif name == "skewX" and v:
            t = (1, 0, math.tan(math.radians(v[0])), 1, 0, 0)
        elif name == "skewY" and v:
            t = (1, math.tan(math.radians(v[0])), 0, 1, 0, 0)
        else:
            raise SvgError(f"bad transform {name}({args})")
        m = multiply(m, t)
    return m


# --- path data -------------------------------------------------------------------------------


def _cubic(p0: Point, p1: Point, p2: Point, p3: Point) -> list[Point]:
    reach = (
        abs(p1[0] - p0[0])
        + abs(p1[1] - p0[1])
        + abs(p2[0] - p1[0])
        + abs(p2[1] - p1[1])
        + abs(p3[0] - p2[0])
        + abs(p3[1] - p2[1])
    )
    steps = max(2, min(CURVE_STEPS, math.ceil(reach / STEP_UNITS)))
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


def _arc(
    p0: Point, rx: float, ry: float, phi_deg: float, large: bool, sweep: bool, p1: Point
) -> list[Point]:
    """Points of an elliptical arc (SVG's endpoint parameterisation, spec appendix B.2.4)."""
    if p0 == p1:
        return []
    rx, ry = abs(rx), abs(ry)
    if rx == 0 or ry == 0:
        return [p1]
    phi = math.radians(phi_deg)
    cos, sin = math.cos(phi), math.sin(phi)
    dx, dy = (p0[0] - p1[0]) / 2, (p0[1] - p1[1]) / 2
    x1 = cos * dx + sin * dy
    y1 = -sin * dx + cos * dy
    lam = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lam > 1:
        rx, ry = rx * math.sqrt(lam), ry * math.sqrt(lam)
    num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    den = rx * rx * y1 * y1 + ry * ry * x1 * x1
    coef = math.sqrt(max(0.0, num / den)) if den else 0.0
    if large == sweep:
        coef = -coef
    cx1, cy1 = coef * rx * y1 / ry, -coef * ry * x1 / rx
    cx = cos * cx1 - sin * cy1 + (p0[0] + p1[0]) / 2
    cy = sin * cx1 + cos * cy1 + (p0[1] + p1[1]) / 2
    t0 = math.atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
    t1 = math.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
    delta = t1 - t0
    if sweep and delta < 0:
        delta += 2 * math.pi
    elif not sweep and delta > 0:
        delta -= 2 * math.pi
    steps = max(4, math.ceil(abs(delta) / (math.pi / 12)))
    out = []
    for i in range(1, steps + 1):
        t = t0 + delta * i / steps
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        out.append((cos * ex - sin * ey + cx, sin * ex + cos * ey + cy))
    out[-1] = p1
    return out


_COMMANDS = "MmLlHhVvCcSsQqTtAaZz"
_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}


_TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|\S")


def _tokens(d: str) -> list[str]:
    """Commands and numbers of path data; an arc's two flags may be written without
    separators (``a5 5 0 011 1``), so inside an arc they are read one digit each."""
    if "a" not in d and "A" not in d:
        tokens = _TOKEN.findall(d)
        for tok in tokens:
            if len(tok) == 1 and tok not in _COMMANDS and not tok.isdigit() and tok != ",":
                raise SvgError(f"unexpected {tok!r} in path data {d[:40]!r}")
        return [t for t in tokens if t != ","]
    out: list[str] = []
    pos, cmd, argn = 0, "", 0
    while pos < len(d):
        ch = d[pos]
        if ch in " ,\t\n\r":
            pos += 1
        elif ch in _COMMANDS:
            out.append(ch)
            cmd, argn = ch.upper(), 0
            pos += 1
        elif cmd == "A" and argn % 7 in (3, 4) and ch in "01":
            out.append(ch)
            argn += 1
            pos += 1
        else:
            m = _NUMBER.match(d, pos)
            if m is None:
                raise SvgError(f"unexpected {ch!r} in path data {d[max(0, pos - 10) : pos + 10]!r}")
            out.append(m.group(0))
            argn += 1
            pos = m.end()
    return out


def parse_path(d: str) -> tuple[list[list[Point]], list[bool]]:
    """Flatten path data into polylines (one per subpath) and whether each is closed."""
    tokens = _tokens(d)
    is_cmd = [t in _COMMANDS for t in tokens]
    polys: list[list[Point]] = []
    closed: list[bool] = []
    cur: list[Point] = []
    pos: Point = (0.0, 0.0)
    start: Point = (0.0, 0.0)
    last_ctrl: Point | None = None
    last_cmd = ""
    cmd = ""
    i = 0

    def end_subpath(is_closed: bool) -> None:
        nonlocal cur
        if len(cur) >= 2:
            polys.append(cur)
            closed.append(is_closed)
        cur = []

    while i < len(tokens):
        tok = tokens[i]
        if is_cmd[i]:
            cmd = tok
            i += 1
            if cmd in "Zz":
                end_subpath(True)
                pos = start
                last_ctrl, last_cmd = None, "Z"
                continue
        elif not cmd:
            raise SvgError(f"path data must start with a command: {d[:40]!r}")
        n = _ARGS[cmd.upper()]
        if n == 0:
            raise SvgError(f"numbers after a closing Z need a command: {d[:60]!r}")
        if i + n > len(tokens) or True in is_cmd[i : i + n]:
            raise SvgError(f"path command {cmd} needs {n} numbers: {d[:60]!r}")
        v = [float(t) for t in tokens[i : i + n]]
        i += n
        rel = cmd.islower()
        up = cmd.upper()
        ox, oy = pos if rel else (0.0, 0.0)
        if up == "M":
            end_subpath(False)
            pos = (ox + v[0], oy + v[1])
            start = pos
            cur = [pos]
            cmd = "l" if rel else "L"  # further pairs are line-tos
            last_ctrl = None
        elif up == "L":
            pos = (ox + v[0], oy + v[1])
            cur.append(pos)
            last_ctrl = None
        elif up == "H":
            pos = ((pos[0] if rel else 0.0) + v[0], pos[1])
            cur.append(pos)
            last_ctrl = None
        elif up == "V":
            pos = (pos[0], (pos[1] if rel else 0.0) + v[0])
            cur.append(pos)
            last_ctrl = None
        elif up in "CS":
            if up == "C":
                c1 = (ox + v[0], oy + v[1])
                c2, p = (ox + v[2], oy + v[3]), (ox + v[4], oy + v[5])
            else:
                c1 = (
                    (2 * pos[0] - last_ctrl[0], 2 * pos[1] - last_ctrl[1])
                    if last_ctrl is not None and last_cmd in "CS"
                    else pos
                )
                c2, p = (ox + v[0], oy + v[1]), (ox + v[2], oy + v[3])
            if not cur:
                cur = [pos]
            cur.extend(_cubic(pos, c1, c2, p))
            last_ctrl, pos = c2, p
        elif up in "QT":
            if up == "Q":
                q, p = (ox + v[0], oy + v[1]), (ox + v[2], oy + v[3])
            else:
                q = (
                    (2 * pos[0] - last_ctrl[0], 2 * pos[1] - last_ctrl[1])
                    if last_ctrl is not None and last_cmd in "QT"
                    else pos
                )
                p = (ox + v[0], oy + v[1])
            c1 = (pos[0] + 2 / 3 * (q[0] - pos[0]), pos[1] + 2 / 3 * (q[1] - pos[1]))
            c2 = (p[0] + 2 / 3 * (q[0] - p[0]), p[1] + 2 / 3 * (q[1] - p[1]))
            if not cur:
                cur = [pos]
            cur.extend(_cubic(pos, c1, c2, p))
            last_ctrl, pos = q, p
        else:  # A
            p = (ox + v[5], oy + v[6])
            if not cur:
                cur = [pos]
            cur.extend(_arc(pos, v[0], v[1], v[2], bool(v[3]), bool(v[4]), p))
            last_ctrl, pos = None, p
        last_cmd = up
    end_subpath(False)
    return polys, closed


# --- elements --------------------------------------------------------------------------------


def _colour(value: str | None, where: str) -> Rgb | None:
    if value is None:
        return None
    value = value.strip().lower()
    if value in ("", "none", "transparent"):
        return None
    if re.fullmatch(r"#[0-9a-f]{6}", value):
        return (int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16))
    if re.fullmatch(r"#[0-9a-f]{3}", value):
        return (int(value[1] * 2, 16), int(value[2] * 2, 16), int(value[3] * 2, 16))
    if value == "black":
        return (0, 0, 0)
    if value == "white":
        return (255, 255, 255)
    raise SvgError(f"{where}: colour {value!r} is not #rrggbb or none")


PAINT = ("fill", "stroke", "stroke-width", "fill-rule")


def _style(el: ET.Element) -> dict[str, str]:
    out = {k: v for k, v in el.attrib.items() if k in PAINT}
    for item in el.get("style", "").split(";"):
        key, _, value = item.partition(":")
        if key.strip() in PAINT:
            out[key.strip()] = value.strip()
    return out


def _num(el: ET.Element, name: str, default: float = 0.0) -> float:
    text = el.get(name)
    if text is None:
        return default
    m = _NUMBER.match(text.strip())
    if m is None:
        raise SvgError(f"<{_tag(el)}> attribute {name}={text!r} is not a number")
    return float(m.group(0))


def _tag(el: ET.Element) -> str:
    return el.tag.removeprefix(NS)


def _ellipse(cx: float, cy: float, rx: float, ry: float) -> list[Point]:
    steps = 36
    return [
        (cx + rx * math.cos(2 * math.pi * k / steps), cy + ry * math.sin(2 * math.pi * k / steps))
        for k in range(steps)
    ]


def _points(text: str) -> list[Point]:
    v = [float(x) for x in _NUMBER.findall(text)]
    return list(zip(v[0::2], v[1::2], strict=False))


def _geometry(el: ET.Element) -> tuple[list[list[Point]], list[bool]]:
    tag = _tag(el)
    if tag == "path":
        return parse_path(el.get("d", ""))
    if tag == "rect":
        x, y, w, h = _num(el, "x"), _num(el, "y"), _num(el, "width"), _num(el, "height")
        return [[(x, y), (x + w, y), (x + w, y + h), (x, y + h)]], [True]
    if tag == "circle":
        r = _num(el, "r")
        return [_ellipse(_num(el, "cx"), _num(el, "cy"), r, r)], [True]
    if tag == "ellipse":
        return [_ellipse(_num(el, "cx"), _num(el, "cy"), _num(el, "rx"), _num(el, "ry"))], [True]
    if tag == "line":
        return [[(_num(el, "x1"), _num(el, "y1")), (_num(el, "x2"), _num(el, "y2"))]], [False]
    if tag in ("polygon", "polyline"):
        return [_points(el.get("points", ""))], [tag == "polygon"]
    return [], []


SHAPE_TAGS = ("path", "rect", "circle", "ellipse", "line", "polygon", "polyline")
SKIPPED_TAGS = ("defs", "style", "title", "desc", "metadata", "clipPath", "mask", "text")


def _region(classes: str, inherited: str) -> str:
    for name in classes.split():
        if name in REGION_CLASSES:
            return name
    return inherited


def _walk(
    el: ET.Element,
    m: Matrix,
    region: str,
    paint: dict[str, str],
    out: list[Shape],
    source: str,
) -> None:
    for child in el:
        tag = _tag(child)
        if tag in SKIPPED_TAGS or not isinstance(child.tag, str):
            continue
        cm = multiply(m, parse_transform(child.get("transform", "")))
        creg = _region(child.get("class", ""), region)
        cpaint = {**paint, **_style(child)}
        if tag == "g":
            _walk(child, cm, creg, cpaint, out, source)
            continue
        if tag not in SHAPE_TAGS or child.get("id") == "suit-sign":
            continue
        where = f"{source}: <{tag} id={child.get('id', '?')!r}>"
        try:
            polys, closed = _geometry(child)
        except (SvgError, ValueError) as exc:
            raise SvgError(f"{where}: {exc}") from None
        fill = _colour(cpaint.get("fill", "#000000"), where)
        stroke = _colour(cpaint.get("stroke"), where)
        if tag in ("line", "polyline"):
            fill = None
        hatch = child.get("data-hatch")
        try:
            width = float(cpaint.get("stroke-width", "1").removesuffix("px"))
            angle = float(hatch) if hatch is not None else None
        except ValueError:
            raise SvgError(f"{where}: stroke-width or data-hatch is not a number") from None
        scale = math.sqrt(abs(cm[0] * cm[3] - cm[1] * cm[2]))
        if cm == IDENTITY:
            flat = tuple(tuple(poly) for poly in polys if len(poly) >= 2)
        else:
            a, b, c, d, e, f = cm
            flat = tuple(
                tuple((a * x + c * y + e, b * x + d * y + f) for x, y in poly)
                for poly in polys
                if len(poly) >= 2
            )
        if not flat or (fill is None and stroke is None):
            continue
        holes: tuple[bool, ...] = ()
        if fill is not None:
            flat, holes = with_holes(flat, cpaint.get("fill-rule", "nonzero").strip())
        out.append(
            Shape(
                polys=flat,
                region=creg if creg else ("line" if fill is None else "cloth"),
                fill=fill,
                stroke=stroke,
                stroke_width=width * scale,
                hatch=angle,
                closed=all(closed) and fill is not None,
                ident=child.get("id", ""),
                holes=holes,
            )
        )


def _inside(p: Point, poly: tuple[Point, ...]) -> bool:
    """Even-odd point-in-polygon test."""
    x, y = p
    inside = False
    for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1], strict=True):
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            inside = not inside
    return inside


def _bbox(poly: tuple[Point, ...]) -> tuple[float, float, float, float]:
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    return min(xs), min(ys), max(xs), max(ys)


def _signed_area(poly: tuple[Point, ...]) -> float:
    return 0.5 * sum(
        a[0] * b[1] - b[0] * a[1] for a, b in zip(poly, poly[1:] + poly[:1], strict=True)
    )


def with_holes(
    polys: tuple[tuple[Point, ...], ...], rule: str
) -> tuple[tuple[tuple[Point, ...], ...], tuple[bool, ...]]:
    """Subpaths in paint order (by how deep each lies inside the others) and which are holes:
    under ``evenodd`` every subpath at an odd depth; under ``nonzero`` (SVG's default) one at
    an odd depth that winds against the subpath around it (a ring drawn as two circles the
    same way round stays filled, as in any SVG renderer)."""
    if len(polys) < 2:
        return polys, ()
    boxes = [_bbox(p) for p in polys]

    def within(i: int, j: int) -> bool:
        """Whether subpath i starts inside subpath j (boxes first: most subpaths are apart)."""
        x, y = polys[i][0]
        b = boxes[j]
        return b[0] <= x <= b[2] and b[1] <= y <= b[3] and _inside(polys[i][0], polys[j])

    count = len(polys)
    depth = [sum(1 for j in range(count) if j != i and within(i, j)) for i in range(count)]
    order = sorted(range(len(polys)), key=lambda i: depth[i])
    holes = []
    for i in order:
        hole = depth[i] % 2 == 1
        if hole and rule != "evenodd":
            around = [j for j in range(count) if depth[j] == depth[i] - 1 and within(i, j)]
            hole = bool(around) and (_signed_area(polys[i]) > 0) != (
                _signed_area(polys[around[0]]) > 0
            )
        holes.append(hole)
    return tuple(polys[i] for i in order), tuple(holes)


def _suit_box(root: ET.Element) -> tuple[float, float, float, float] | None:
    for el in root.iter():
        if el.get("id") == "suit-sign" and _tag(el) == "rect":
            x, y = _num(el, "x"), _num(el, "y")
            return (x, y, x + _num(el, "width"), y + _num(el, "height"))
    return None


def parse_svg(data: bytes, source: str = "<svg>") -> Drawing:
    """Read SVG ``data``; ``source`` names the file in error messages."""
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        raise SvgError(f"{source}: not well-formed XML ({exc})") from None
    if _tag(root) != "svg":
        raise SvgError(f"{source}: the root element is <{_tag(root)}>, not <svg>")
    view = [float(x) for x in _NUMBER.findall(root.get("viewBox", ""))]
    if len(view) != 4 or view[2] <= 0 or view[3] <= 0:
        raise SvgError(f"{source}: needs a viewBox of four numbers with a positive size")
    keep_v = [float(x) for x in _NUMBER.findall(root.get("data-keep", ""))]
    keep = (keep_v[0], keep_v[1]) if len(keep_v) == 2 and keep_v[0] < keep_v[1] else DEFAULT_KEEP
    shapes: list[Shape] = []
    _walk(root, IDENTITY, _region(root.get("class", ""), ""), {}, shapes, source)
    return Drawing(
        view=(view[0], view[1], view[2], view[3]),
        keep=keep,
        suit_box=_suit_box(root),
        shapes=tuple(shapes),
    )


@lru_cache(maxsize=64)
def _parsed(digest: str, data: bytes, source: str) -> Drawing:
    del digest  # part of the key only
    return parse_svg(data, source)


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise SvgError(f"cannot read figure {path.name}: {exc}") from None


def digest(path: Path) -> str:
    """A digest of a figure file's content: what renderings of it are cached by."""
    return hashlib.sha1(_read(path)).hexdigest()


def load(path: Path) -> Drawing:
    """Read a figure file, parsed once per distinct content (an edited file is read anew)."""
    data = _read(path)
    return _parsed(hashlib.sha1(data).hexdigest(), data, path.name)
