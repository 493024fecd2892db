"""Card pixmaps from cardart, rendered in worker threads and cached by (pattern, code, px).

Drawing one card takes ~10–30 ms in Pillow, a pack half a second: far too long for the GUI
thread. :class:`CardPixmaps` hands out what it has at once (or ``None``), renders the rest
in a ``QThreadPool`` (optionally through cardart's on-disk image cache) and announces new
pixmaps with ``ready``. Widths are physical pixels (logical size × device pixel ratio), so
cards stay sharp on HiDPI screens and are re-rendered when the window changes size.
"""

from __future__ import annotations

import contextlib
import os
from collections import OrderedDict
from collections.abc import Iterable
from typing import Any

from PIL import Image
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QImage, QPixmap

import cardart
from gui.lasting_pool import pool_for

#: ("face", pattern, code, width, letters) or ("back", style, "", width, ())
Key = tuple[str, str, str, int, tuple[tuple[str, str], ...]]

#: The cache's bounds: at most this many pixmaps, and at most this many bytes of them, the
#: least recently used going first. Every width is kept (a table shows several at once, and
#: a window resized back finds its cards drawn), but the count alone let a HiDPI window
#: resized through many sizes hold 700 cards of up to ~1.5 MB each.
MAX_ENTRIES = 700
MAX_BYTES = 160 * 1024 * 1024
BATCH = 6


def pixmap_bytes(pix: QPixmap) -> int:
    """The memory a pixmap's pixels take."""
    return pix.width() * pix.height() * max(1, pix.depth()) // 8


def pil_to_qimage(img: Image.Image) -> QImage:
    """Convert an RGBA Pillow image; ``copy()`` detaches it from the Python bytes."""
    if img.mode != "RGBA":
        img = img.convert("RGBA")
    w, h = img.size
    data = img.tobytes("raw", "RGBA")
    return QImage(data, w, h, 4 * w, QImage.Format.Format_RGBA8888).copy()


def face_key(pattern: str, code: str, width: int, letters: dict[str, str] | None) -> Key:
    return ("face", pattern, code, int(width), tuple(sorted((letters or {}).items())))


def back_key(style: str, width: int) -> Key:
    return ("back", style, "", int(width), ())


def clamp_width(width: float) -> int:
    """Card width in rendered pixels, rounded to cardart's steps (one size per layout)."""
    return cardart.step_width(width)


def card_key(
    code: str | None,
    width: float,
    pattern: str,
    back: str,
    letters: dict[str, str] | None,
) -> Key:
    """The pixmap of a card drawn ``width`` device pixels wide: its face, or (``code`` None)
    the chosen back; the table and the review picture ask for their cards alike."""
    if code is None:
        return back_key(back, clamp_width(width))
    return face_key(pattern, code, clamp_width(width), letters)


class _PruneTask:
    """Trim the on-disk card cache (old art versions, least recently used packs) in a
    worker, since it walks and deletes files. A plain callable, like ``_RenderTask``."""

    def __init__(self, cache_dir: str) -> None:
        self.cache_dir = cache_dir

    def __call__(self) -> None:
        with contextlib.suppress(OSError):
            cardart.prune(self.cache_dir)


class _Emitter(QObject):
    done = Signal(object, object)  # key, QImage (or None on failure)


class _RenderTask:
    """Render a batch of cards of one pattern/width (or one back) off the GUI thread.

    A plain callable for ``QThreadPool.start``, not a ``QRunnable`` (see gui/bot_worker.py)."""

    def __init__(self, keys: list[Key], cache_dir: str | None, emitter: _Emitter) -> None:
        self.keys = keys
        self.cache_dir = cache_dir
        self.emitter = emitter

    def __call__(self) -> None:
        first = self.keys[0]
        try:
            if first[0] == "back":
                img = cardart.render_back_cached(first[1], first[3], self.cache_dir)
                self.emitter.done.emit(first, pil_to_qimage(img))
                return
            _kind, pattern, _code, width, letters = first
            codes = [k[2] for k in self.keys]
            images = cardart.render_pack(
                pattern, width, codes, cache_dir=self.cache_dir, index_letters=dict(letters) or None
            )
            for key in self.keys:
                self.emitter.done.emit(key, pil_to_qimage(images[key[2]]))
        except Exception:  # noqa: BLE001 - a failed card must not kill the table
            for key in self.keys:
                self.emitter.done.emit(key, None)


class CardPixmaps(QObject):
    """Cache of rendered cards; ask with :meth:`get`, listen to ``ready`` and ``idle``."""

    ready = Signal()
    idle = Signal()

    def __init__(
        self, cache_dir: str | os.PathLike[str] | None = None, parent: QObject | None = None
    ):
        super().__init__(parent)
        self.cache_dir = str(cache_dir) if cache_dir is not None else None
        self._pixmaps: OrderedDict[Key, QPixmap] = OrderedDict()
        #: The bytes of the pixmaps in :attr:`_pixmaps` (bounded by :data:`MAX_BYTES`).
        self.cached_bytes = 0
        self._latest: dict[tuple[Any, ...], QPixmap] = {}
        self._pending: set[Key] = set()
        #: Asked for in this turn of the event loop, rendered at its end (:meth:`_start`).
        self._queued: dict[Key, None] = {}
        self._start_timer = QTimer(self)
        self._start_timer.setSingleShot(True)
        self._start_timer.timeout.connect(self._start)
        self._failed: set[Key] = set()
        self._emitter = _Emitter()
        self._emitter.done.connect(self._on_done)
        self._pool = pool_for(self, max(1, min(2, (os.cpu_count() or 2))))
        self.rendered_count = 0
        self.dpr = 1.0
        if self.cache_dir is not None:
            self._pool.start(_PruneTask(self.cache_dir))

    # --- queries ------------------------------------------------------------------------------

    def is_idle(self) -> bool:
        return not self._pending

    def get(self, key: Key) -> QPixmap | None:
        """The pixmap for ``key`` if rendered; otherwise start rendering it and return the
        nearest size of the same card (scaled by the painter) or None."""
        pix = self.peek(key)
        if pix is None or key not in self._pixmaps:
            self.request([key])
        return pix

    def peek(self, key: Key) -> QPixmap | None:
        """What :meth:`get` returns, without rendering anything: for a layout whose sizes
        are not final yet (a table not yet given its window's size)."""
        pix = self._pixmaps.get(key)
        if pix is not None:
            self._pixmaps.move_to_end(key)
            return pix
        return self._latest.get(key[:3] + key[4:])

    def request(self, keys: Iterable[Key]) -> None:
        """Render missing keys, once the event loop has finished what it is doing now."""
        for key in keys:
            if key in self._pixmaps or key in self._pending or key in self._failed:
                continue
            self._pending.add(key)
            self._queued[key] = None
        if self._queued and not self._start_timer.isActive():
            self._start_timer.start(0)

    def _start(self) -> None:
        """Render what was asked for, in batches of one pattern and width. A card asked for
        at several widths in one turn (a layout laid out again as the window settles) is
        rendered at the last only: the start of the program drew its hand twice."""
        last: dict[tuple[Any, ...], Key] = {}
        for key in self._queued:
            last[key[:3] + key[4:]] = key
        wanted = set(last.values())
        self._pending -= set(self._queued) - wanted
        groups: dict[tuple[Any, ...], list[Key]] = {}
        for key in self._queued:
            if key in wanted:
                batch_of: tuple[Any, ...] = key if key[0] == "back" else (key[1], key[3], key[4])
                groups.setdefault(batch_of, []).append(key)
        self._queued.clear()
        for group in groups.values():
            for i in range(0, len(group), BATCH):
                self._pool.start(_RenderTask(group[i : i + BATCH], self.cache_dir, self._emitter))

    def wait(self, msecs: int = 30000) -> bool:
        """Block until the workers are done (benchmarks and screenshots only)."""
        self._start_timer.stop()
        self._start()
        return self._pool.waitForDone(msecs)

    def clear(self) -> None:
        self._pixmaps.clear()
        self._latest.clear()
        self.cached_bytes = 0

    # --- results ------------------------------------------------------------------------------

    def _on_done(self, key: Key, image: QImage | None) -> None:
        self._pending.discard(key)
        if image is None:
            self._failed.add(key)
        else:
            pix = QPixmap.fromImage(image)
            pix.setDevicePixelRatio(self.dpr)
            old = self._pixmaps.pop(key, None)
            if old is not None:
                self.cached_bytes -= pixmap_bytes(old)
            self._pixmaps[key] = pix
            self.cached_bytes += pixmap_bytes(pix)
            self._latest[key[:3] + key[4:]] = pix
            self.rendered_count += 1
            self._trim()
        self.ready.emit()
        if not self._pending:
            self.idle.emit()

    def _trim(self) -> None:
        """Drop the least recently used pixmaps beyond :data:`MAX_ENTRIES` or
        :data:`MAX_BYTES` (the newest one always stays). A dropped pixmap that stood in for
        its card at other widths (:meth:`peek`) goes too, or the bound would not hold."""
        while len(self._pixmaps) > 1 and (
            len(self._pixmaps) > MAX_ENTRIES or self.cached_bytes > MAX_BYTES
        ):
            key, pix = self._pixmaps.popitem(last=False)
            self.cached_bytes -= pixmap_bytes(pix)
            card = key[:3] + key[4:]
            if self._latest.get(card) is pix:
                del self._latest[card]
