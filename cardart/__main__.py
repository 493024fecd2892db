"""Command line: ``python -m cardart sheet --pattern german --width 120 --out sheet.png``.

Draws a contact sheet (every card of the pattern's real pack, or the given codes, then the
backs) on table green, for looking at the art and for the documentation. ``--pattern all``
writes one sheet per pattern, named ``<out>-<pattern>.png``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from PIL import Image

from . import courts
from .backs import BACKS, render_back
from .cache import render_pack
from .render import (
    MAX_WIDTH,
    MIN_WIDTH,
    PATTERN_RANKS,
    PATTERNS,
    RANKS,
    card_size,
    parse_code,
    render_card,
)
from .suits import SUITS

FELT = (28, 92, 52, 255)


def contact_sheet(pattern: str, width: int, codes: Sequence[str] | None = None) -> Image.Image:
    """All faces of a pattern's pack (a suit a row), then the backs, on a green background."""
    ranks = [rank for rank in RANKS if rank in PATTERN_RANKS[pattern]]
    if codes is None:
        codes = [rank + suit for suit in SUITS for rank in ranks]
    faces = render_pack(pattern, width, codes)
    images = [faces[c] for c in codes]
    w, h = card_size(width)
    gap = max(4, width // 12)
    cols = min(len(ranks), max(1, len(images)))
    face_rows = -(-len(images) // cols)
    rows = face_rows + 1
    sheet = Image.new("RGBA", (cols * (w + gap) + gap, rows * (h + gap) + gap), FELT)
    for i, img in enumerate(images):
        r, c = divmod(i, cols)
        sheet.alpha_composite(img, (gap + c * (w + gap), gap + r * (h + gap)))
    for i, style in enumerate(BACKS[:cols]):
        sheet.alpha_composite(
            render_back(style, width), (gap + i * (w + gap), gap + face_rows * (h + gap))
        )
    return sheet


def figure_preview(path: Path, width: int) -> Image.Image:
    """A figure file as the table shows it: the card at ``width`` and at 100 and 76 px
    beside it (a Daus vignette: the Daus card). The file must be in a pattern's folder."""
    folder = path.resolve().parent.name
    styles = {"berlin": "french", "bavarian": "german"}
    name = path.stem
    if folder not in styles:
        raise ValueError(f"{path} is not in a figure folder ({', '.join(styles)})")
    code = f"A{name[-1]}" if name.startswith("daus-") else name
    style = styles[folder]
    parse_code(code)
    if path.resolve() != (courts.FIGURE_ROOT / folder / path.name).resolve():
        raise ValueError(f"{path} is not one of the program's figure files")
    cards = [render_card(code, style, w) for w in (width, 100, 76)]
    gap = 12
    sheet = Image.new(
        "RGBA",
        (sum(c.width for c in cards) + gap * (len(cards) + 1), cards[0].height + 2 * gap),
        FELT,
    )
    x = gap
    for card in cards:
        sheet.alpha_composite(card, (x, gap))
        x += card.width + gap
    return sheet


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardart", description="Kartentisch card art")
    sub = parser.add_subparsers(dest="command", required=True)
    sheet = sub.add_parser("sheet", help="draw a contact sheet of a pattern")
    sheet.add_argument(
        "--pattern",
        choices=(*PATTERNS, "all"),
        default="french",
        help="pattern to draw, or all (one file each: OUT-PATTERN.png)",
    )
    sheet.add_argument(
        "--width", type=int, default=120, help=f"card width, {MIN_WIDTH}-{MAX_WIDTH}"
    )
    sheet.add_argument("--out", required=True, help="PNG file to write")
    sheet.add_argument("--codes", nargs="+", metavar="CODE", help="cards to draw, e.g. QD 10H")
    fig = sub.add_parser("figure", help="draw the card of one figure file, as the table shows it")
    fig.add_argument(
        "file", help="an SVG file in cardart/figures/berlin or cardart/figures/bavarian"
    )
    fig.add_argument("--width", type=int, default=240, help=f"card width, {MIN_WIDTH}-{MAX_WIDTH}")
    fig.add_argument("--out", required=True, help="PNG file to write")
    args = parser.parse_args(argv)
    if args.command == "figure":
        try:
            img = figure_preview(Path(args.file), args.width)
            img.save(args.out)
        except ValueError as exc:
            parser.error(str(exc))
        except OSError as exc:
            print(f"cannot write {args.out}: {exc}", file=sys.stderr)
            return 1
        print(f"wrote {args.out} ({img.width}x{img.height})")
        return 0
    if args.pattern == "all":
        stem, dot, ext = args.out.rpartition(".")
        if not dot:
            stem, ext = args.out, "png"
        jobs = [(p, f"{stem}-{p}.{ext}") for p in PATTERNS]
    else:
        jobs = [(args.pattern, args.out)]
    for pattern, out in jobs:
        try:
            img = contact_sheet(pattern, args.width, args.codes)
            img.save(out)
        except ValueError as exc:
            parser.error(str(exc))
        except OSError as exc:
            print(f"cannot write {out}: {exc}", file=sys.stderr)
            return 1
        print(f"wrote {out} ({img.width}x{img.height})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
