"""Command line: ``python -m cardart sheet --pattern german --width 120 --out sheet.png``.

Draws a contact sheet (all 52 faces or the given codes, then the backs) on table green, for
looking at the art and for the documentation.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from PIL import Image

from .backs import BACKS, render_back
from .cache import render_pack
from .render import MAX_WIDTH, MIN_WIDTH, PATTERNS, RANKS, card_size
from .suits import SUITS

FELT = (28, 92, 52, 255)


def contact_sheet(pattern: str, width: int, codes: Sequence[str] | None = None) -> Image.Image:
    """All faces of a pattern in rows of 13, then the backs, on a green background."""
    if codes is None:
        codes = [rank + suit for suit in SUITS for rank in RANKS]
    faces = render_pack(pattern, width, codes)
    images = [faces[c] for c in codes]
    w, h = card_size(width)
    gap = max(4, width // 12)
    cols = min(13, max(1, len(images)))
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


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardart", description="Kartentisch card art")
    sub = parser.add_subparsers(dest="command", required=True)
    sheet = sub.add_parser("sheet", help="draw a contact sheet of a pattern")
    sheet.add_argument("--pattern", choices=PATTERNS, default="french")
    sheet.add_argument(
        "--width", type=int, default=120, help=f"card width, {MIN_WIDTH}-{MAX_WIDTH}"
    )
    sheet.add_argument("--out", required=True, help="PNG file to write")
    sheet.add_argument("--codes", nargs="+", metavar="CODE", help="cards to draw, e.g. QD 10H")
    args = parser.parse_args(argv)
    try:
        img = contact_sheet(args.pattern, args.width, args.codes)
        img.save(args.out)
    except ValueError as exc:
        parser.error(str(exc))
    except OSError as exc:
        print(f"cannot write {args.out}: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {args.out} ({img.width}x{img.height})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
