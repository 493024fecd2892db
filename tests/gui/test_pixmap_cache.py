"""The card cache keeps every width the table shows (a window resized back finds its cards
drawn: counted here in renders), least recently used first out, within a byte budget: the
count alone (700) let a HiDPI window resized through many sizes hold 700 large cards."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QPixmap

from gui import pixmaps as pixmaps_module
from gui.pixmaps import CardPixmaps, face_key
from tests.gui.conftest import start, wait_rendered


def _image(width: int) -> QImage:
    """A card-shaped image ``width`` pixels wide (blank: only its size counts here)."""
    image = QImage(width, width * 3 // 2, QImage.Format.Format_RGBA8888)
    image.fill(0)
    return image


def _drawn(cache: CardPixmaps, code: str, width: int) -> None:
    """A card at ``width`` as a worker hands it back."""
    cache._on_done(face_key("french", code, width, None), _image(width))


def pixmap_bytes_of(width: int) -> int:
    pix = QPixmap.fromImage(_image(width))
    return pix.width() * pix.height() * pix.depth() // 8


def held(cache: CardPixmaps) -> int:
    """The bytes of every pixmap the cache holds, counted here (and as it counts them)."""
    total = sum(p.width() * p.height() * p.depth() // 8 for p in cache._pixmaps.values())
    assert getattr(cache, "cached_bytes", total) == total
    return total


def _budget(monkeypatch, size: int) -> None:
    # Not raising where the old cache had no budget: its test then fails on what it keeps.
    monkeypatch.setattr(pixmaps_module, "MAX_BYTES", size, raising=False)


def test_a_window_resized_back_and_forth_renders_its_cards_once(window, qtbot) -> None:
    """Measured: the hand, the trick and the backs at two window sizes are drawn once each;
    going back to a size draws nothing again."""
    start(window, qtbot, "kaschlan", players=4, seed=7)
    wait_rendered(window, qtbot)
    cache = window.pixmaps
    counts = []
    for size in ((1024, 700), (1280, 800), (1024, 700), (1280, 800)):
        before = cache.rendered_count
        window.resize(*size)
        qtbot.waitUntil(lambda s=size: window.size().toTuple() == s)
        wait_rendered(window, qtbot)
        counts.append(cache.rendered_count - before)
    assert counts[0] > 0  # a new size: its cards are drawn ...
    assert counts[1:] == [0, 0, 0]  # ... and both sizes stay in the cache


def test_the_cache_holds_a_byte_budget_the_least_recently_used_going_first(
    qapp, monkeypatch
) -> None:
    card = pixmap_bytes_of(200)
    _budget(monkeypatch, 5 * card)
    cache = CardPixmaps()
    for code in ("AS", "KS", "QS", "JS", "TS"):
        _drawn(cache, code, 200)
    assert held(cache) == 5 * card
    assert cache.peek(face_key("french", "AS", 200, None)) is not None  # used again now
    _drawn(cache, "9S", 200)  # one over the budget: the least recently used goes
    assert held(cache) == 5 * card
    kept = {key[2] for key in cache._pixmaps}
    assert kept == {"AS", "QS", "JS", "TS", "9S"}
    # What went is gone entirely: no stand-in at another width keeps its pixels alive.
    assert cache.peek(face_key("french", "KS", 120, None)) is None
    # Another width of a card is kept beside the first, within the budget.
    _drawn(cache, "AS", 100)
    assert cache.peek(face_key("french", "AS", 100, None)) is not None
    assert cache.peek(face_key("french", "AS", 200, None)) is not None
    assert held(cache) <= 5 * card


@pytest.mark.parametrize("width", [120, 600])
def test_the_newest_card_stays_even_alone_over_the_budget(qapp, monkeypatch, width) -> None:
    _budget(monkeypatch, pixmap_bytes_of(300))
    cache = CardPixmaps()
    _drawn(cache, "AS", 300)
    _drawn(cache, "KS", width)
    assert cache.peek(face_key("french", "KS", width, None)) is not None
    assert held(cache) <= max(pixmap_bytes_of(300), pixmap_bytes_of(width))
