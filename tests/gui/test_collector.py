"""The program collects reference cycles on the GUI thread only (gui/collector.py)."""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Iterator
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gui.collector import GuiThreadCollector
from gui.responsiveness import collections_held, no_collections


class Cycle:
    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def collecting_threads() -> Iterator[list[int]]:
    """The thread of every collection that starts while the test runs."""
    threads: list[int] = []

    def note(phase: str, _info: dict[str, Any]) -> None:
        if phase == "start":
            threads.append(threading.get_ident())

    gc.callbacks.append(note)
    yield threads
    gc.callbacks.remove(note)


def settle(qtbot: QtBot) -> None:
    """Wait out a search an earlier test left running: it began with Python's collector on
    and would switch it back on as it ends."""
    qtbot.waitUntil(lambda: not collections_held(), timeout=60000)
    gc.disable()


def make_garbage(count: int) -> weakref.ref[Cycle]:
    """``count`` cycles dropped at once (past any threshold); a reference to the first."""
    cycles = [Cycle() for _ in range(count)]
    first = weakref.ref(cycles[0])
    del cycles
    return first


def test_a_worker_s_garbage_waits_for_the_gui_thread(
    qtbot: QtBot, collecting_threads: list[int]
) -> None:
    qtbot.waitUntil(lambda: not collections_held(), timeout=60000)
    assert gc.isenabled()
    collector = GuiThreadCollector(interval_ms=60000)  # only this test calls it
    try:
        settle(qtbot)
        refs: list[weakref.ref[Cycle]] = []
        worker = threading.Thread(target=lambda: refs.append(make_garbage(50_000)))
        worker.start()
        worker.join()
        assert collecting_threads == []  # 50,000 cycles, past gen 0's 700: none collected there
        assert refs[0]() is not None
        assert collector.collect_due() is not None
        assert refs[0]() is None
        assert collecting_threads and set(collecting_threads) == {threading.get_ident()}
        # Collecting one generation counts towards the next, which may fall due in turn (two
        # more at most); then nothing is due.
        assert None in [collector.collect_due() for _ in range(4)]
    finally:
        collector.stop()
    assert gc.isenabled()  # handed back as it was


def test_the_timer_collects_and_waits_while_a_search_holds_collections_off(
    qtbot: QtBot,
) -> None:
    qtbot.waitUntil(lambda: not collections_held(), timeout=60000)
    collector = GuiThreadCollector(interval_ms=5)
    try:
        settle(qtbot)
        with no_collections():
            ref = make_garbage(5_000)
            assert collector.collect_due() is None  # a search's tree is not walked meanwhile
            assert ref() is not None
        assert not gc.isenabled()  # the search did not switch Python's own back on
        qtbot.waitUntil(lambda: ref() is None)
    finally:
        collector.stop()
    assert gc.isenabled()
