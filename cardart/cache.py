"""Rendered packs, kept as PNG files so the table starts without redrawing every card.

A pack lives in ``cache_dir/v<ART_VERSION>/<pattern>/w<width>-<letters>/<code>.png``; the
letters part is ``std`` for the default index letters or a short hash of the mapping. Files
are written atomically (temporary file, then ``os.replace``); a file that cannot be read is
simply drawn again and rewritten.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import tempfile
from collections.abc import Iterable, Mapping
from pathlib import Path

from PIL import Image

from . import render
from .render import check_pattern, check_width, parse_code, resolve_letters

ART_VERSION = 1
"""Bump whenever the drawings change, so cached PNGs of older art are not used."""


def pack_dir(
    cache_dir: str | os.PathLike[str],
    pattern: str,
    width: int,
    index_letters: Mapping[str, str] | None = None,
) -> Path:
    """The directory that holds one pattern/size/letters combination."""
    letters = resolve_letters(pattern, index_letters)
    if letters == render.DEFAULT_LETTERS[pattern]:
        tag = "std"
    else:
        text = ";".join(f"{k}={letters[k]}" for k in sorted(letters))
        tag = hashlib.sha1(text.encode("utf-8")).hexdigest()[:10]
    return Path(cache_dir) / f"v{ART_VERSION}" / pattern / f"w{width}-{tag}"


def _read(path: Path, size: tuple[int, int]) -> Image.Image | None:
    try:
        with Image.open(path) as im:
            im.load()
            img = im.convert("RGBA")
    except (OSError, ValueError, SyntaxError):
        return None
    return img if img.size == size else None


def _write(path: Path, img: Image.Image) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".png", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            img.save(fh, format="PNG", compress_level=1)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def render_pack(
    pattern: str,
    width: int,
    codes: Iterable[str],
    cache_dir: str | os.PathLike[str] | None = None,
    index_letters: Mapping[str, str] | None = None,
) -> dict[str, Image.Image]:
    """Render many cards at once, reading and writing PNGs in ``cache_dir`` when given.

    Arguments are checked before anything is drawn, so a bad code does not leave a half
    written pack behind. A cache that cannot be written (read-only disk) is not an error:
    the images are still returned.
    """
    check_pattern(pattern)
    check_width(width)
    letters = resolve_letters(pattern, index_letters)
    parsed = {code: parse_code(code) for code in codes}
    size = render.card_size(width)
    folder = pack_dir(cache_dir, pattern, width, index_letters) if cache_dir is not None else None
    out: dict[str, Image.Image] = {}
    for code, (rank, suit) in parsed.items():
        path = folder / f"{code}.png" if folder is not None else None
        img = _read(path, size) if path is not None and path.exists() else None
        if img is None:
            img = render.draw_card(rank, suit, pattern, width, letters)
            if path is not None:
                with contextlib.suppress(OSError):
                    _write(path, img)
        out[code] = img
    return out
