"""Make the AppStream screenshots with the program's own ``--screenshot`` option.

Writes ``packaging/screenshots/<name>.png`` (1280x800, English, offscreen) for the games the
metainfo shows, then shrinks each PNG with Pillow so it stays under ``LIMIT`` bytes (these are
the files to upload to https://kartentisch.example/screenshots/). Run from the repository root::

    .venv/bin/python packaging/make_screenshots.py              # from the source tree
    .venv/bin/python packaging/make_screenshots.py --program dist/kartentisch/kartentisch

Per-user files go to a temporary KARTENTISCH_HOME, so the real settings are never touched.
"""

from __future__ import annotations

import argparse
import io
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "packaging" / "screenshots"
LIMIT = 300_000
SIZE = "1280x800"

# name -> arguments; the names are the file names the metainfo refers to.
SHOTS: dict[str, list[str]] = {
    "kaschlan": ["--game", "kaschlan", "--players", "4", "--seed", "3", "--moves", "3"],
    "tausendundeins": [
        "--game",
        "tausendundeins",
        "--seed",
        "1",
        "--pattern",
        "german",
        "--moves",
        "4",
    ],
    "scharwenzel": ["--game", "scharwenzel", "--players", "6", "--seed", "2", "--moves", "2"],
}


def shrink(path: Path, limit: int = LIMIT) -> int:
    """Re-save ``path`` as small as Pillow can make it; beyond ``limit``, with 256 colours."""
    img = Image.open(path)
    img.load()
    img = img.convert("RGB")
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=True)
    if buf.tell() > limit:
        buf = io.BytesIO()
        img.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(
            buf, "PNG", optimize=True
        )
    path.write_bytes(buf.getvalue())
    return len(buf.getvalue())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--program", help="the program to run (default: this Python with -m gui.app)"
    )
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="output folder")
    args = parser.parse_args(argv)
    command = [args.program] if args.program else [sys.executable, "-m", "gui.app"]
    args.out.mkdir(parents=True, exist_ok=True)
    failed = 0
    with tempfile.TemporaryDirectory(prefix="kartentisch-shots-") as home:
        env = dict(os.environ, KARTENTISCH_HOME=home, QT_QPA_PLATFORM="offscreen")
        env.update(LANGUAGE="en", LANG="C.UTF-8", LC_ALL="C.UTF-8")
        for name, shot_args in SHOTS.items():
            path = args.out / f"{name}.png"
            cmd = [*command, *shot_args, "--size", SIZE, "--screenshot", str(path)]
            result = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
            if result.returncode != 0 or not path.is_file():
                print(f"make_screenshots: FAILED {name}: {' '.join(cmd)}", file=sys.stderr)
                print(result.stderr, file=sys.stderr)
                failed += 1
                continue
            size = shrink(path)
            with Image.open(path) as img:
                print(f"make_screenshots: {path} {img.width}x{img.height} {size // 1000} kB")
            if size > LIMIT:
                print(f"make_screenshots: {path} is over {LIMIT // 1000} kB", file=sys.stderr)
                failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
