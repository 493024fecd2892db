"""Check a PNG made by ``kartentisch --screenshot``: big enough and not blank.

Used by packaging/smoke_test.sh on the bundle's output; exits 1 with a message otherwise::

    python packaging/check_screenshot.py FILE [--min-width 800] [--min-height 500]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PIL import Image

MIN_COLOURS = 50
MAX_SHARE = 0.9  # no single colour may cover more of the picture than this


def problems(path: Path, min_width: int = 800, min_height: int = 500) -> list[str]:
    """What is wrong with the screenshot at ``path`` (empty when it looks like a window)."""
    if not path.is_file():
        return [f"{path} does not exist"]
    if path.stat().st_size == 0:
        return [f"{path} is empty"]
    try:
        with Image.open(path) as img:
            fmt = img.format
            img = img.convert("RGB")
    except OSError as exc:
        return [f"{path} is not an image: {exc}"]
    found = []
    if fmt != "PNG":
        found.append(f"{path} is {fmt}, not PNG")
    if img.width < min_width or img.height < min_height:
        found.append(f"{img.width}x{img.height} is smaller than {min_width}x{min_height}")
    small = img.resize((max(1, img.width // 4), max(1, img.height // 4)), Image.Resampling.NEAREST)
    colours = small.getcolors(small.width * small.height) or []
    if len(colours) < MIN_COLOURS:
        found.append(f"only {len(colours)} distinct colours: the window looks blank")
    elif max(n for n, _ in colours) > MAX_SHARE * small.width * small.height:
        found.append(f"one colour covers more than {MAX_SHARE:.0%} of the picture")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("png", type=Path)
    parser.add_argument("--min-width", type=int, default=800)
    parser.add_argument("--min-height", type=int, default=500)
    args = parser.parse_args(argv)
    found = problems(args.png, args.min_width, args.min_height)
    if found:
        for problem in found:
            print(f"check_screenshot: {problem}", file=sys.stderr)
        return 1
    with Image.open(args.png) as img:
        colours = len(img.convert("RGB").getcolors(1 << 24) or [])
        print(f"check_screenshot: {args.png} {img.width}x{img.height}, {colours} colours: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
