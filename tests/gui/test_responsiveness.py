"""The GUI thread stays responsive while workers search: the cyclic collector is off while a
worker searches (a full collection over a search tree stopped the GUI thread for 28 ms) and
back on afterwards, however the searches overlap; a waiting GUI thread gets in after 1 ms."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QThreadPool

from gui.bot_worker import BotSignals, BotTask
from gui.responsiveness import no_collections


def test_off_inside_and_back_on_after_the_last_of_overlapping_workers() -> None:
    assert gc.isenabled()
    first_in, second_in, first_may_leave = threading.Event(), threading.Event(), threading.Event()
    seen: list[bool] = []

    def first() -> None:
        with no_collections():
            first_in.set()
            first_may_leave.wait(5)
            seen.append(gc.isenabled())

    def second() -> None:
        first_in.wait(5)
        with no_collections():
            second_in.set()
            seen.append(gc.isenabled())
        # The first worker is still searching: leaving must not switch it back on.
        seen.append(gc.isenabled())
        first_may_leave.set()

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(5)
    assert seen == [False, False, False]
    assert gc.isenabled()


def test_a_collector_switched_off_before_stays_off() -> None:
    gc.disable()
    try:
        with no_collections():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


class _Bot:
    def __init__(self) -> None:
        self.collector_on: list[bool] = []

    def choose(self, state: object, seat: int) -> str:
        self.collector_on.append(gc.isenabled())
        return "pass"


def test_a_bot_searches_with_the_collector_off(qtbot) -> None:
    signals = BotSignals()
    bot = _Bot()
    with qtbot.waitSignal(signals.chosen, timeout=5000):
        QThreadPool.globalInstance().start(BotTask(signals, 1, bot, None, 1))
    assert bot.collector_on == [False]
    assert gc.isenabled()


def test_the_program_lets_a_waiting_gui_thread_in_after_a_millisecond(monkeypatch) -> None:
    import sys

    from gui.responsiveness import SWITCH_INTERVAL, share_the_interpreter

    monkeypatch.setattr(sys, "setswitchinterval", _Recorder())
    share_the_interpreter()
    assert sys.setswitchinterval.calls == [SWITCH_INTERVAL] and SWITCH_INTERVAL < 0.005


class _Recorder:
    def __init__(self) -> None:
        self.calls: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)
