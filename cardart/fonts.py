"""Fonts shipped inside the package (DejaVu Sans, Bitstream Vera licence, see fonts/).

Fonts are loaded only from the package directory, never from the system, so cards look the
same on every machine and in a frozen (PyInstaller) build.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).resolve().parent / "fonts"
REGULAR = FONT_DIR / "DejaVuSans.ttf"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"


@lru_cache(maxsize=64)
def font(size: int, bold: bool = True) -> ImageFont.FreeTypeFont:
    """The packaged DejaVu Sans (bold by default) at ``size`` pixels."""
    return ImageFont.truetype(str(BOLD if bold else REGULAR), max(1, size))
