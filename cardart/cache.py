"""Rendered packs, kept as image files so the table starts without redrawing every card.

A pack lives in ``cache_dir/<art key>/<pattern>/w<width>-<letters>/<code>.tga``. The art key
is ``v<ART_VERSION>-<hash>``, where the hash covers every source file and font of the
card-art package and the Pillow version: a hand-bumped version number alone was forgotten
through three redrawing commits and served old art, a hash of the art itself cannot be. The
letters part is ``std`` for the default index letters or a short hash of the mapping. Files
are written atomically (temporary file, then ``os.replace``); a file that cannot be read is
simply drawn again and rewritten.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import tempfile
from collections.abc import Iterable, Mapping
from functools import lru_cache
from pathlib import Path

import PIL
from PIL import Image, TgaImagePlugin  # noqa: F401 - registered, so open() skips init()

from . import backs, render
from .render import check_pattern, check_width, parse_code, resolve_letters

ART_VERSION = 3
"""The cache layout's version; the art itself is covered by :func:`art_hash`."""
ART_ROOT = Path(__file__).resolve().parent
"""The card-art package: its sources (drawing code, figure SVG files) and fonts are hashed."""
HASHED_SUFFIXES = (".py", ".ttf", ".otf", ".json", ".svg")


def source_hash(root: Path) -> str:
    """A digest of every drawing input below ``root`` (path and bytes of each source, figure
    data and font file, in a fixed order) plus the Pillow version, which rasterises them."""
    digest = hashlib.sha256(f"Pillow {PIL.__version__}\n".encode())
    files = sorted(
        p for p in root.rglob("*") if p.suffix in HASHED_SUFFIXES and "__pycache__" not in p.parts
    )
    for path in files:
        digest.update(path.relative_to(root).as_posix().encode("utf-8") + b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()[:16]


@lru_cache(maxsize=1)
def art_hash() -> str:
    """The hash of this package's art, computed once per process (~1.5 MB read, a few ms)."""
    return source_hash(ART_ROOT)


def art_key() -> str:
    """The cache folder name of the current art: ``v<ART_VERSION>-<art_hash()>``."""
    return f"v{ART_VERSION}-{art_hash()}"


EXT = ".tga"
"""Run-length encoded TGA: lossless RGBA, ~3x larger than PNG but decoded ~3x faster, which
keeps reading a 32-card pack at 240 px well under 50 ms (PNG alone took ~45-75 ms)."""


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
    return Path(cache_dir) / art_key() / pattern / f"w{width}-{tag}"


def _read(path: Path, size: tuple[int, int]) -> Image.Image | None:
    try:
        with Image.open(path, formats=["TGA"]) as im:
            im.load()
            img = im.convert("RGBA")
    except (OSError, ValueError, SyntaxError):
        return None
    return img if img.size == size else None


def _write(path: Path, img: Image.Image) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=EXT, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            img.save(fh, format="TGA", compression="tga_rle")
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
    """Render many cards at once, reading and writing images in ``cache_dir`` when given.

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
    if folder is not None and folder.is_dir():
        with contextlib.suppress(OSError):
            os.utime(folder)  # marks the pack as recently used for prune()
    for code, (rank, suit) in parsed.items():
        path = folder / f"{code}{EXT}" if folder is not None else None
        img = _read(path, size) if path is not None and path.exists() else None
        if img is None:
            img = render.draw_card(rank, suit, pattern, width, letters)
            if path is not None:
                with contextlib.suppress(OSError):
                    _write(path, img)
        out[code] = img
    return out


def render_back_cached(
    style: str, width: int, cache_dir: str | os.PathLike[str] | None = None
) -> Image.Image:
    """A card back, read from ``cache_dir`` when it is there (drawn and written otherwise):
    the table shows two or three backs at every start, drawn anew each time before."""
    backs.check_style(style)  # before it names a file
    check_width(width)
    if cache_dir is None:
        return backs.render_back(style, width)
    path = Path(cache_dir) / art_key() / "backs" / f"w{width}-std" / f"{style}{EXT}"
    img = _read(path, render.card_size(width)) if path.exists() else None
    if img is None:
        img = backs.render_back(style, width)
        with contextlib.suppress(OSError):
            _write(path, img)
    return img


CACHE_LIMIT = 128 * 1024 * 1024
"""Default size limit of the card cache in bytes (a 32-card pack at 240 px is ~3 MB)."""


def step_width(width: float) -> int:
    """Round a wanted card width to a step, so that a window whose layout asks for 157, 160
    and 163 px renders (and caches) one size: 4 px steps below 128 px, 8 px below 320 px
    and 16 px above (at most ~3% scaling by the painter), within the allowed widths."""
    w = round(width)
    step = 4 if w < 128 else 8 if w < 320 else 16
    stepped = round(w / step) * step
    return max(render.MIN_WIDTH, min(render.MAX_WIDTH, stepped))


def _size(folder: Path) -> int:
    total = 0
    for entry in folder.rglob("*"):
        with contextlib.suppress(OSError):
            if entry.is_file():
                total += entry.stat().st_size
    return total


def prune(cache_dir: str | os.PathLike[str], limit: int = CACHE_LIMIT) -> int:
    """Delete cached art of any other art key (older drawings), then the least recently used packs
    until the cache is at most ``limit`` bytes; return the bytes freed.

    It walks and deletes files, so call it from a worker thread, never the GUI thread.
    Errors (a file in use, a read-only disk) leave that folder and go on.
    """
    root = Path(cache_dir)
    if not root.is_dir():
        return 0
    freed = 0
    current = art_key()
    for old in root.glob("v*"):
        if old.is_dir() and old.name != current:
            size = _size(old)
            shutil.rmtree(old, ignore_errors=True)
            if not old.exists():
                freed += size
    packs = []
    for folder in (root / current).glob("*/w*"):
        with contextlib.suppress(OSError):
            packs.append((folder.stat().st_mtime, str(folder), _size(folder)))
    total = sum(p[2] for p in packs)
    for _mtime, name, size in sorted(packs):
        if total <= limit:
            break
        shutil.rmtree(name, ignore_errors=True)
        if not Path(name).exists():
            total -= size
            freed += size
    return freed
