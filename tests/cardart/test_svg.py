"""The SVG reader: the documented subset read as any SVG renderer reads it, and a file outside
it refused with a message that names the file and the fault."""

from __future__ import annotations

import math

import pytest

from cardart import svg

HEAD = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 210">'


def read(body: str, head: str = HEAD) -> svg.Drawing:
    return svg.parse_svg((head + body + "</svg>").encode(), "test.svg")


def bbox(shape: svg.Shape) -> tuple[float, float, float, float]:
    xs = [p[0] for poly in shape.polys for p in poly]
    ys = [p[1] for poly in shape.polys for p in poly]
    return min(xs), min(ys), max(xs), max(ys)


def close(a, b, tol=1e-6) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


def test_absolute_and_relative_commands_draw_the_same_square():
    a = read('<path d="M 10 10 L 50 10 L 50 50 L 10 50 Z"/>').shapes[0]
    b = read('<path d="m10 10 l40 0 0 40 -40 0z"/>').shapes[0]
    c = read('<path d="M10,10H50V50H10Z"/>').shapes[0]
    d = read('<path d="m10 10h40v40h-40z"/>').shapes[0]
    for shape in (a, b, c, d):
        assert close(bbox(shape), (10, 10, 50, 50))
        assert shape.closed


def test_curves_pass_through_their_end_points_and_bulge_the_right_way():
    cubic = read('<path d="M 0 100 C 0 0 100 0 100 100 Z"/>').shapes[0]
    x0, y0, x1, y1 = bbox(cubic)
    assert close((x0, x1, y1), (0, 100, 100))
    assert y0 == pytest.approx(25.0, abs=0.5)  # a cubic with these handles peaks at 3/4
    smooth = read('<path d="M 0 50 C 0 0 50 0 50 50 S 100 100 100 50"/>').shapes[0]
    assert max(p[1] for p in smooth.polys[0]) == pytest.approx(87.5, abs=0.5)  # mirrored handle
    quad = read('<path d="M 0 100 Q 50 0 100 100 T 200 100"/>').shapes[0]
    ys = [p[1] for p in quad.polys[0]]
    assert min(ys) == pytest.approx(50.0, abs=0.5) and max(ys) == pytest.approx(150.0, abs=0.5)


def test_arcs_with_compact_flags():
    """An arc written as Inkscape writes it (flags run together) is a half circle."""
    shape = read('<path d="M 10 50 a40 40 0 0180 0 Z"/>').shapes[0]
    x0, y0, x1, y1 = bbox(shape)
    assert close((x0, x1, y1), (10, 90, 50), 1e-6)
    assert y0 == pytest.approx(10.0, abs=0.1)  # sweep 1: the upper half
    points = shape.polys[0]
    assert all(abs(math.hypot(x - 50, y - 50) - 40) < 1e-6 for x, y in points if y < 50)


def test_basic_shapes():
    d = read(
        '<rect x="1" y="2" width="10" height="20"/><circle cx="50" cy="50" r="5"/>'
        '<ellipse cx="100" cy="100" rx="10" ry="4"/><polygon points="0,0 10,0 10,10"/>'
        '<line x1="0" y1="0" x2="5" y2="5" stroke="#000000"/>'
        '<polyline points="0 0 5 5 10 0" stroke="#000000" fill="none"/>'
    )
    boxes = [bbox(s) for s in d.shapes]
    assert close(boxes[0], (1, 2, 11, 22))
    assert close(boxes[1], (45, 45, 55, 55), 0.01)
    assert close(boxes[2], (90, 96, 110, 104), 0.01)
    assert close(boxes[3], (0, 0, 10, 10))
    assert [s.closed for s in d.shapes] == [True, True, True, True, False, False]
    assert d.shapes[4].fill is None  # a line has no inside


def test_transforms_nest_as_in_svg():
    d = read(
        '<g transform="translate(100 0)"><g transform="scale(2)">'
        '<rect x="0" y="0" width="10" height="10" transform="rotate(90)"/></g></g>'
    )
    assert close(bbox(d.shapes[0]), (80, 0, 100, 20), 1e-9)
    m = svg.parse_transform("matrix(1 0 0 1 5 6) rotate(90 10 10)")
    assert close(svg.apply(m, (10, 10)), (15, 16))
    assert close(svg.apply(m, (20, 10)), (15, 26))


def test_regions_colours_and_hatching_are_read_and_inherited():
    d = read(
        '<g class="cloth" fill="#c62a2f"><path d="M0 0 L9 0 L9 9 Z" data-hatch="80"/>'
        '<path class="fur" style="fill:#ffffff;stroke:#2b2118;stroke-width:2" d="M0 0 L5 5 L0 5Z"/>'
        '</g><path class="line" d="M0 0 L9 9" fill="none" stroke="#123456" stroke-width="1.5"/>'
    )
    robe, fur, fold = d.shapes
    assert (robe.region, robe.fill, robe.hatch) == ("cloth", (198, 42, 47), 80.0)
    assert (fur.region, fur.fill, fur.stroke, fur.stroke_width) == (
        "fur",
        (255, 255, 255),
        (43, 33, 24),
        2.0,
    )
    assert (fold.region, fold.fill, fold.stroke, fold.stroke_width) == (
        "line",
        None,
        (18, 52, 86),
        1.5,
    )


def test_suit_box_keep_band_and_skipped_elements():
    d = read(
        '<defs><path d="M0 0 L1 1 L0 1Z"/></defs><text>x</text>'
        '<rect id="suit-sign" x="158" y="6" width="36" height="36" fill="none"/>'
        '<path d="M0 0 L9 0 L9 9Z" fill="#000000"/>',
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 210" data-keep="40 160">',
    )
    assert d.suit_box == (158, 6, 194, 42)
    assert d.keep == (40, 160)
    assert len(d.shapes) == 1  # the suit box and the defs are not drawn
    assert read("").keep == svg.DEFAULT_KEEP


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("<svg", "not well-formed"),
        ('<svg xmlns="http://www.w3.org/2000/svg"></svg>', "viewBox"),
        ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 0 9"></svg>', "viewBox"),
        ("<html/>", "root element"),
        (HEAD + '<path d="M 0 0 L 5"/></svg>', "needs 2 numbers"),
        (HEAD + '<path d="0 0 L 5 5"/></svg>', "must start with a command"),
        (HEAD + '<path d="M 0 0 L 5 5" fill="red"/></svg>', "not #rrggbb"),
        (HEAD + '<path d="M 0 0 L 5 5 Z" data-hatch="steep"/></svg>', "not a number"),
    ],
)
def test_bad_files_are_clear_errors(text, message):
    with pytest.raises(svg.SvgError, match=message) as info:
        svg.parse_svg(text.encode(), "QS.svg")
    assert "QS.svg" in str(info.value)


def test_load_reads_an_edited_file_anew(tmp_path):
    path = tmp_path / "KS.svg"
    path.write_text(HEAD + '<rect width="10" height="10"/></svg>')
    first = svg.load(path)
    assert svg.load(path) is first  # parsed once per content
    path.write_text(HEAD + '<rect width="20" height="10"/></svg>')
    assert bbox(svg.load(path).shapes[0])[2] == 20
    with pytest.raises(svg.SvgError, match="cannot read figure"):
        svg.load(tmp_path / "missing.svg")


RING_CW = "M 10 10 L 90 10 L 90 90 L 10 90 Z "
HOLE_CCW = "M 30 30 L 30 70 L 70 70 L 70 30 Z"
HOLE_CW = "M 30 30 L 70 30 L 70 70 L 30 70 Z"


def test_holes_follow_the_fill_rule():
    """As every SVG renderer: under nonzero an inner subpath winding the other way is a
    hole, one winding the same way is not; under evenodd every inner subpath is a hole."""
    nonzero = read(f'<path d="{HOLE_CCW} {RING_CW}"/>').shapes[0]
    assert nonzero.holes == (False, True)
    assert nonzero.polys[0][0] == (10, 10)  # the outer one is painted first
    same_way = read(f'<path d="{RING_CW} {HOLE_CW}"/>').shapes[0]
    assert same_way.holes == (False, False)
    evenodd = read(f'<path fill-rule="evenodd" d="{RING_CW} {HOLE_CW}"/>').shapes[0]
    assert evenodd.holes == (False, True)
    two_dots = read('<path d="M 0 0 L 5 0 L 5 5 Z M 20 0 L 25 0 L 25 5 Z"/>').shapes[0]
    assert two_dots.holes == (False, False)


def test_numbers_after_a_closing_z_are_a_clear_error():
    """They were read as an arc of no arguments and crashed the reader (IndexError)."""
    with pytest.raises(svg.SvgError, match="after a closing Z"):
        read('<path d="M 0 0 L 5 5 Z 3 4"/>')
