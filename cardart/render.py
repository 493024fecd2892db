"""Compose a card face: blank card, indices, then pips, an ace design or a court panel.

All sizes are worked out in card units (the card is 100 units wide, ``100 * CARD_RATIO``
tall) and converted to pixels. Small cards get relatively larger indices, so a fanned hand
stays legible at 60 px, and the pips and court panel shrink to keep clear of the indices.
Shapes are drawn at ``SUPERSAMPLE`` times the size and reduced with premultiplied alpha;
text is anti-aliased by FreeType and drawn at the final size.

The court figures (``courts``: the SVG reader and the engraver) are imported where a court or
a Daus is first drawn: a start whose cards all come from the on-disk cache never needs them,
and their import costs about 20 ms of CPU.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache

from PIL import Image, ImageDraw

from .aces import spade_ring
from .fonts import font
from .geometry import Colour, Pen, hex_colour
from .pips import FRENCH_FIELD, GERMAN_FIELD, ROMAN_X, mid_positions, pip_positions
from .suits import SUITS, ink, suit_sprite

PATTERNS = ("french", "german", "fourcolor")
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
PATTERN_RANKS = {
    "french": frozenset(RANKS),
    "fourcolor": frozenset(RANKS),
    "german": frozenset(("A", "K", "Q", "J", "10", "9", "8", "7", "6")),
}
"""Ranks each pattern's real packs have: German-suited packs stop at the 6 (32/36 cards)."""
CARD_RATIO = 1.5
"""Card height / width. 1.5 sits between bridge (1.40) and Bavarian (1.55) packs."""
MIN_WIDTH = 20
MAX_WIDTH = 2000
SUPERSAMPLE = 4
COURT_LETTERS = ("K", "Q", "J", "A")
DEFAULT_LETTERS = {
    "french": {"K": "K", "Q": "Q", "J": "J", "A": "A"},
    "fourcolor": {"K": "K", "Q": "Q", "J": "J", "A": "A"},
    "german": {"K": "K", "Q": "O", "J": "U", "A": "A"},
}

PAPER = hex_colour("#fffdf7")
EDGE = hex_colour("#8c8a84")
PANEL_BG = {"french": hex_colour("#fbf6e8"), "fourcolor": hex_colour("#fbf6e8")}
GERMAN_PANEL_BG = hex_colour("#fdf3d8")
FRAME = hex_colour("#3a3530")


# --- validation ----------------------------------------------------------------------------


def card_size(width: int) -> tuple[int, int]:
    """Pixel size ``(w, h)`` of a card ``width`` pixels wide."""
    check_width(width)
    return width, round(width * CARD_RATIO)


def check_width(width: int) -> None:
    if (
        not isinstance(width, int)
        or isinstance(width, bool)
        or not (MIN_WIDTH <= width <= MAX_WIDTH)
    ):
        raise ValueError(
            f"width must be an integer from {MIN_WIDTH} to {MAX_WIDTH} pixels, got {width!r}"
        )


def check_pattern(pattern: str) -> None:
    if pattern not in PATTERNS:
        raise ValueError(f"unknown pattern {pattern!r}; allowed: {', '.join(PATTERNS)}")


def parse_code(code: str) -> tuple[str, str]:
    """Split ``"10H"`` into ``("10", "H")``; raise ValueError naming the allowed values."""
    if isinstance(code, str) and len(code) >= 2 and code[:-1] in RANKS and code[-1] in SUITS:
        return code[:-1], code[-1]
    raise ValueError(
        f"unknown card code {code!r}; a code is a rank ({' '.join(RANKS)}) "
        f"followed by a suit ({' '.join(SUITS)}), e.g. 'QD' or '10H'"
    )


def pattern_fits(pattern: str, codes: Iterable[str]) -> bool:
    """Whether a real pack of ``pattern`` has every card in ``codes`` (no German 2-5)."""
    check_pattern(pattern)
    return all(parse_code(code)[0] in PATTERN_RANKS[pattern] for code in codes)


def resolve_letters(pattern: str, index_letters: Mapping[str, str] | None) -> dict[str, str]:
    """Merge ``index_letters`` over the pattern's default court/ace letters."""
    letters = dict(DEFAULT_LETTERS[pattern])
    if index_letters is None:
        return letters
    if not isinstance(index_letters, Mapping):
        raise ValueError("index_letters must be a mapping such as {'Q': 'D', 'J': 'B'}")
    for key, value in index_letters.items():
        if key not in COURT_LETTERS:
            raise ValueError(
                f"index_letters key {key!r} is not allowed; "
                f"allowed keys: {', '.join(COURT_LETTERS)}"
            )
        if not isinstance(value, str) or not 1 <= len(value) <= 2 or not value.isprintable():
            raise ValueError(f"index_letters value for {key!r} must be 1 or 2 characters")
        letters[key] = value
    return letters


# --- drawing helpers -----------------------------------------------------------------------


def supersampled(
    size: tuple[int, int], paint: Callable[[Pen], None], unit: float, opaque: bool = False
) -> Image.Image:
    """Draw with ``paint`` at SUPERSAMPLE x ``size`` and reduce.

    ``unit`` is how many output pixels one design unit covers. Reduction averages
    premultiplied colours so edges against transparency do not darken; a painter that covers
    every pixel (``opaque``) skips that conversion, which is the slowest step.
    """
    big = Image.new("RGBA", (size[0] * SUPERSAMPLE, size[1] * SUPERSAMPLE), (0, 0, 0, 0))
    paint(Pen(big, unit * SUPERSAMPLE))
    if opaque:
        return big.reduce(SUPERSAMPLE)
    return big.convert("RGBa").reduce(SUPERSAMPLE).convert("RGBA")


def paint_region(
    card: Image.Image, box: tuple[int, int, int, int], paint: Callable[[Pen], None], unit: float
) -> None:
    """Supersample ``paint`` (in card units) over the pixel ``box`` of the card face only,
    on paper: far fewer pixels than the whole card and no premultiplied-alpha conversion,
    which were most of the cost of a Daus or a ten."""
    x0, y0, x1, y1 = box
    big = Image.new("RGBA", ((x1 - x0) * SUPERSAMPLE, (y1 - y0) * SUPERSAMPLE), PAPER)
    paint(Pen(big, unit * SUPERSAMPLE, -x0 * SUPERSAMPLE, -y0 * SUPERSAMPLE))
    card.paste(big.reduce(SUPERSAMPLE), (x0, y0))


@lru_cache(maxsize=64)
def blank_card(width: int) -> Image.Image:
    """White card with rounded corners and a thin edge (cached; copy before drawing)."""
    w, h = card_size(width)
    u = w / 100.0
    hu = h / u

    def paint(pen: Pen) -> None:
        edge = max(0.5, 1.0 / u)
        pen.rect(0, 0, 100, hu, fill=EDGE, radius=5.5)
        pen.rect(edge, edge, 100 - edge, hu - edge, fill=PAPER, radius=max(0.0, 5.5 - edge))

    return supersampled((w, h), paint, u)


TEN_WIDTH = 1.2
"""Room for an index label in font sizes: "10" is set with tight tracking in this width
instead of being squeezed into a one-digit column, and a wide letter ("W") fits at full
size."""
SMALL_WIDTH = 64
"""Below this width a card uses the small-size drawing (big indices, one central sign)."""
MID_WIDTH = 91
"""From SMALL_WIDTH up to below this width number cards use the mid-size drawing: two
columns between the indices instead of three, so each sign stays larger than the corner
sign (the three-column layout shrank them below it and put the first pip against the "10")."""
MID_PIP_CAP = 1.4
"""Mid-size signs are larger than the corner sign and at most this many times it, so the
columns keep a gap and an odd middle sign fits between two rows."""


def index_font_px(width: int) -> int:
    """Index rank size in pixels: 12.5% of the width, at least 14 px on mid-size cards, and
    30% of the width on small cards, so rank and suit still read in a fanned hand at 40 px."""
    if width < SMALL_WIDTH:
        return max(7, round(width * 0.30))
    return max(round(width * 0.125), min(14, round(width * 0.24)))


@lru_cache(maxsize=512)
def index_sprite(label: str, style: str, suit: str, width: int) -> Image.Image:
    """Rank label above a small suit sign, as printed in the card corners."""
    fpx = index_font_px(width)
    colour = ink(style, suit)
    # Every label may use the column's full width (reserved for "10"): a wide letter such as
    # the Polish "W" (Wale) used to be set smaller than "D" or "10" to fit 0.78 of it.
    text = _label_image(label, fpx, colour, round(fpx * TEN_WIDTH))
    sign = max(5, round(fpx * 0.78))
    gap = max(1, round(fpx * 0.12))
    out_w = max(text.width, sign)
    out = Image.new("RGBA", (out_w, text.height + gap + sign), (0, 0, 0, 0))
    out.alpha_composite(text, ((out_w - text.width) // 2, 0))
    out.alpha_composite(suit_sprite(style, suit, sign), ((out_w - sign) // 2, text.height + gap))
    return out


def _label_image(label: str, fpx: int, colour: Colour, col_w: int) -> Image.Image:
    """The rank label, never squeezed: a two-character label ("10") is set with tight
    tracking, and if it is still too wide the whole label is drawn at a smaller size, so
    the glyphs keep their proportions."""
    size = fpx
    while True:
        f = font(size, bold=True)
        track = -round(size * 0.08) if len(label) > 1 else 0
        boxes = [f.getbbox(ch, anchor="ls") for ch in label]
        advances = [f.getlength(ch) for ch in label]
        top = min(b[1] for b in boxes)
        bottom = max(b[3] for b in boxes)
        left = boxes[0][0]
        width = round(sum(advances[:-1]) + track * (len(label) - 1) + boxes[-1][2]) - left
        if width <= col_w or size <= 6:
            break
        size -= 1
    text = Image.new("RGBA", (round(width) + 2, round(bottom - top) + 2), (0, 0, 0, 0))
    draw = ImageDraw.Draw(text)
    x = 1.0 - left
    for ch, adv in zip(label, advances, strict=True):
        draw.text((x, 1 - top), ch, font=f, fill=colour, anchor="ls")
        x += adv + track
    return text


def index_layout(width: int) -> tuple[int, int, int]:
    """``(centre x, top y, right edge)`` of the top-left index column, in pixels."""
    fpx = index_font_px(width)
    cx = round(max(width * 0.085, fpx * TEN_WIDTH / 2 + width * 0.03))
    top = max(2, round(width * 0.04))
    right = cx + round(fpx * TEN_WIDTH / 2)
    return cx, top, right


def _paste_indices(card: Image.Image, sprite: Image.Image) -> None:
    w, h = card.size
    cx, top, _ = index_layout(w)
    x = cx - sprite.width // 2
    card.alpha_composite(sprite, (x, top))
    turned = sprite.transpose(Image.Transpose.ROTATE_180)
    card.alpha_composite(turned, (w - x - sprite.width, h - top - sprite.height))


def _clear_units(width: int) -> float:
    """How far from the left edge (in card units) the index column reaches."""
    _, _, right = index_layout(width)
    return (right + 1) * 100.0 / width


# --- card faces ----------------------------------------------------------------------------


def _pips(card: Image.Image, count: int, suit: str, style: str) -> None:
    w, h = card.size
    if SMALL_WIDTH <= w < MID_WIDTH:
        _mid_pips(card, count, suit, style)
        return
    u = w / 100.0
    german = style == "german"
    design_dx, _, _, design_size = GERMAN_FIELD if german else FRENCH_FIELD
    ratio = design_size / design_dx
    room = 50 - _clear_units(w) - 1
    dx = min(design_dx, room / (1 + ratio / 2))
    shrink = dx / design_dx
    scale_y = (h / u) / (100 * CARD_RATIO)
    if german and count == 10:  # drawn on paper first, the signs go over it
        colour = ink(style, suit)
        cx, cy, xw, xh = ROMAN_X
        half_w, half_h = xw * shrink / 2 + 4, xh / 2 + 2
        box = (
            round((cx - half_w) * u),
            round((cy - half_h) * u),
            round((cx + half_w) * u),
            round((cy + half_h) * u),
        )
        paint_region(card, box, lambda pen: roman_x(pen, colour, shrink), u)
    for x, y, size, flipped in pip_positions(count, german):
        x = 50 + (x - 50) * shrink
        size_px = max(4, round(size * shrink * u))
        sprite = suit_sprite(style, suit, size_px, flipped)
        px = round(x * u - size_px / 2)
        py = round(y * scale_y * u - size_px / 2)
        card.alpha_composite(sprite, (px, py))


def roman_x(pen: Pen, colour: Colour, shrink: float = 1.0) -> None:
    """The Roman X of the German ten, engraved: one thick and one thin diagonal with serifs."""
    cx, cy, xw, xh = ROMAN_X
    half_w, half_h = xw * shrink / 2, xh / 2
    thick, thin = 4.2 * shrink, 1.6 * shrink
    x0, x1, y0, y1 = cx - half_w, cx + half_w, cy - half_h, cy + half_h
    pen.polygon(
        [(x0, y0), (x0 + thick, y0), (x1, y1), (x1 - thick, y1)],
        colour,
    )
    pen.polygon([(x1 - thin, y0), (x1, y0), (x0 + thin, y1), (x0, y1)], colour)
    serif = 1.2
    for sx, sy in ((x0 + thick / 2, y0), (x1 - thin / 2, y0), (x0 + thin / 2, y1)):
        pen.rect(sx - 3.2 * shrink, sy - serif / 2, sx + 3.2 * shrink, sy + serif / 2, fill=colour)
    pen.rect(
        x1 - thick / 2 - 3.2 * shrink,
        y1 - serif / 2,
        x1 - thick / 2 + 3.2 * shrink,
        y1 + serif / 2,
        fill=colour,
    )


def mid_pip_boxes(width: int, count: int) -> list[tuple[int, int, int, float]]:
    """Mid-size number card: where the signs go, as ``(left, top, size, row)`` in pixels.

    Two columns between the index columns (and a middle one for odd counts), each sign
    larger than the corner sign, from the top of the card to the bottom."""
    w, h = card_size(width)
    cx, top, _ = index_layout(w)
    corner = max(5, round(index_font_px(w) * 0.78))
    # The signs start below the rank label (so the "10" never touches one) and right of
    # the corner sign under it, which is narrower than the label.
    label_h = _label_image("10", index_font_px(w), (0, 0, 0, 255), w).height
    right = cx + (corner + 1) // 2 + max(2, round(w * 0.02))
    field_w = w - 2 * right
    layout = mid_positions(count)
    rows = len({row for _, row in layout})
    margin = top + label_h + 1
    field_h = h - 2 * margin
    size = min(field_w * 0.42, field_h / max(rows, 2) * 0.8, corner * MID_PIP_CAP)
    size_px = max(round(size), corner + 1)
    x_side = (field_w - size_px) / 2
    y_span = field_h - size_px
    out = []
    for col, row in layout:
        x = w / 2 + col * x_side
        y = margin + size_px / 2 + row * y_span
        out.append((round(x - size_px / 2), round(y - size_px / 2), size_px, row))
    return out


def _mid_pips(card: Image.Image, count: int, suit: str, style: str) -> None:
    german = style == "german"
    for x, y, size, row in mid_pip_boxes(card.width, count):
        flipped = (not german) and row > 0.5
        card.alpha_composite(suit_sprite(style, suit, size, flipped), (x, y))


def _french_ace(card: Image.Image, suit: str, style: str) -> None:
    w, h = card.size
    u = w / 100.0
    room = 2 * (50 - _clear_units(w) - 1)
    size_u = min(50.0 if suit == "S" else 38.0, room)
    if suit == "S":
        colour = ink(style, suit)
        card.alpha_composite(
            supersampled(card.size, lambda pen: spade_ring(pen, h / u / 2, size_u, colour), u)
        )
    size_px = round(size_u * u)
    sprite = suit_sprite(style, suit, size_px)
    card.alpha_composite(sprite, ((w - size_px) // 2, (h - size_px) // 2))


DAUS_OVERLAP = 0.13
"""How far (share of a sign's size) the Daus's two signs reach into each other's column."""


def daus_layout(width: int) -> tuple[list[tuple[int, int, int]], tuple[int, int, int, int]]:
    """The Bavarian Daus in pixels: its two large signs as ``(left, top, size)`` and the
    vignette's box, as one block between the index columns centred on the card, so the card
    is balanced (the vignette used to hang in the upper 60 %, the lower part empty)."""
    w, h = card_size(width)
    margin = index_layout(w)[2] + 1
    column = w - 2 * margin
    size = column / (2 - 2 * DAUS_OVERLAP)
    vig_w = float(column)
    vig_h = vig_w * 0.7
    gap = h * 0.03
    total = size * 1.5 + gap + vig_h
    room = h * 0.88
    if total > room:
        k = room / total
        size, vig_w, vig_h, gap = size * k, vig_w * k, vig_h * k, gap * k
        total = room
    top = (h - total) / 2
    cx = w / 2
    off = size * DAUS_OVERLAP
    signs = [
        (round(cx - size + off), round(top), round(size)),
        (round(cx - off), round(top + size * 0.5), round(size)),
    ]
    vy = top + size * 1.5 + gap
    box = (round(cx - vig_w / 2), round(vy), round(cx + vig_w / 2), round(vy + vig_h))
    return signs, box


def _german_daus(card: Image.Image, suit: str) -> None:
    signs, box = daus_layout(card.width)
    for x, y, size in signs:
        card.alpha_composite(suit_sprite("german", suit, size), (x, y))
    x0, y0, x1, y1 = box
    from .courts import vignette  # on first use: see the module docstring

    card.alpha_composite(vignette(suit, x1 - x0, y1 - y0), (x0, y0))


def small_sign_box(width: int, style: str, suit: str) -> tuple[int, int, int]:
    """``(left, top, size)`` of the one large sign of a small card (below SMALL_WIDTH): as
    large as fits between the top index and the turned bottom one, and never narrower than
    the gap between the index columns."""
    w, h = card_size(width)
    right = index_layout(w)[2]
    # The sign may reach under the index columns' width, as long as it stays between the
    # top index and the turned bottom one.
    index_bottom = index_layout(w)[1] + index_sprite("10", style, suit, w).height
    size = max(6, min(round(w * 0.46), h - 2 * index_bottom - 2, w - 2))
    if size < w - 2 * right - 2:
        size = w - 2 * right - 2
    return (w - size) // 2, (h - size) // 2, size


def _small_sign(card: Image.Image, suit: str, style: str) -> None:
    """Small-size drawing of an ace or number card: one large sign clear of the indices
    (the rank is in the big index; rows of tiny pips would only blur at this size)."""
    x, y, size = small_sign_box(card.width, style, suit)
    card.alpha_composite(suit_sprite(style, suit, size), (x, y))


def _small_court(card: Image.Image, rank: str, suit: str, style: str) -> None:
    """Small-size court: a framed panel in the figure's dress colour behind the one large
    sign (as large as an ace's, on paper); the big index says which court it is, the panel
    says "court card" at a glance."""
    w, h = card.size
    right = index_layout(w)[2] + 1
    half_panel = max(2, w // 2 - right)
    x0, y0, x1, y1 = w // 2 - half_panel, round(h * 0.2), w // 2 + half_panel, h - round(h * 0.2)
    from .courts import dress_colour  # on first use: see the module docstring

    dress = (*dress_colour(rank, suit, style), 255)
    draw = ImageDraw.Draw(card)
    draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=dress, outline=FRAME)
    x, y, size = small_sign_box(w, style, suit)
    draw.rectangle((x - 1, y - 1, x + size, y + size), fill=PAPER)
    card.alpha_composite(suit_sprite(style, suit, size), (x, y))


def court_half(
    rank: str, suit: str, style: str, size: tuple[int, int], bg: Colour, sign: bool = True
) -> Image.Image:
    """The top half of a court's panel: its engraved figure with the suit sign in the box
    the drawing leaves free for it (``sign=False`` leaves the box empty, for measuring)."""
    from .courts import half_figure  # on first use: see the module docstring

    fig = half_figure(rank, suit, style, size, (bg[0], bg[1], bg[2]))
    top = fig.image.convert("RGBA")
    if sign and fig.sign is not None:
        left, y, side = fig.sign
        top.alpha_composite(suit_sprite(style, suit, side), (left, y))
    return top


@lru_cache(maxsize=16)
def _panel_box(width: int) -> tuple[int, int, int, int]:
    w, h = card_size(width)
    x0 = max(round(w * 0.16), index_layout(w)[2] + max(1, round(w * 0.012)))
    y0 = round(h * 0.075)
    height = h - 2 * y0
    height -= height % 2
    return x0, y0, w - x0, y0 + height


def _court(card: Image.Image, rank: str, suit: str, style: str) -> None:
    w, _ = card.size
    x0, y0, x1, y1 = _panel_box(w)
    pw, ph = x1 - x0, y1 - y0
    half = ph // 2
    bg = GERMAN_PANEL_BG if style == "german" else PANEL_BG[style]
    top = court_half(rank, suit, style, (pw, half), bg)
    panel = Image.new("RGBA", (pw, ph), (0, 0, 0, 0))
    panel.paste(top, (0, 0))
    panel.paste(top.transpose(Image.Transpose.ROTATE_180), (0, half))
    # Frame and dividing line are axis-aligned, so they are drawn crisp at the final size.
    line = max(1, round(w / 240))
    draw = ImageDraw.Draw(panel)
    draw.rectangle((0, 0, pw - 1, ph - 1), outline=FRAME, width=line)
    draw.rectangle(
        (0, half - (line + 1) // 2, pw - 1, half - (line + 1) // 2 + line - 1), fill=FRAME
    )
    card.alpha_composite(panel, (x0, y0))


def draw_card(
    rank: str, suit: str, pattern: str, width: int, letters: Mapping[str, str]
) -> Image.Image:
    """Draw one validated card; :func:`render_card` is the checked public entry point."""
    card = blank_card(width).copy()
    if width < SMALL_WIDTH and rank not in ("K", "Q", "J"):
        _small_sign(card, suit, pattern)
    elif rank == "A":
        if pattern == "german":
            _german_daus(card, suit)
        else:
            _french_ace(card, suit, pattern)
    elif rank in ("K", "Q", "J") and width < SMALL_WIDTH:
        _small_court(card, rank, suit, pattern)
    elif rank in ("K", "Q", "J"):
        _court(card, rank, suit, pattern)
    else:
        _pips(card, int(rank), suit, pattern)
    label = letters.get(rank, rank)
    _paste_indices(card, index_sprite(label, pattern, suit, width))
    return card


def render_card(
    code: str,
    pattern: str = "french",
    width: int = 240,
    index_letters: Mapping[str, str] | None = None,
) -> Image.Image:
    """Render the face of card ``code`` (e.g. ``"QD"``) as an RGBA image ``card_size(width)``."""
    rank, suit = parse_code(code)
    check_pattern(pattern)
    check_width(width)
    letters = resolve_letters(pattern, index_letters)
    return draw_card(rank, suit, pattern, width, letters)
