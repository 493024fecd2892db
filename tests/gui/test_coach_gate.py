"""Answers of the coach's workers stop at their gate once the workers are stopped: the pool
of a stopped worker fails its futures from its own thread while the window that the answers
would be emitted on is being deleted (a segmentation fault in the suite's window teardown)."""

from __future__ import annotations

import threading
from concurrent.futures import Future
from typing import Any

from gui.coach.gate import ClosingGate
from gui.coach.service import CoachService


def test_the_gate_delivers_while_open_and_never_after_closing() -> None:
    gate = ClosingGate()
    sent: list[int] = []
    assert gate.deliver(lambda: sent.append(1))
    gate.close()
    assert not gate.deliver(lambda: sent.append(2))
    assert sent == [1]


def test_closing_waits_for_a_delivery_under_way() -> None:
    # The emit must be over before the window's deletion may begin: close() returns only
    # after a send that had started has ended.
    gate = ClosingGate()
    sending, release, closed = threading.Event(), threading.Event(), threading.Event()

    def slow_send() -> None:
        sending.set()
        release.wait()

    sender = threading.Thread(target=gate.deliver, args=(slow_send,))
    sender.start()
    assert sending.wait(10)
    closer = threading.Thread(target=lambda: (gate.close(), closed.set()))
    closer.start()
    assert not closed.wait(0.3)  # held by the send under way
    release.set()
    assert closed.wait(10)
    sender.join(10)
    closer.join(10)


def test_answers_of_stopped_workers_are_not_delivered_and_new_ones_are() -> None:
    service = CoachService(processes=False, analyse_fn=lambda *a: None)
    got: list[Any] = []
    before: Future[int] = Future()
    service.when_done(before, got.append)
    before.set_result(1)  # finished while the workers run: delivered
    left: Future[int] = Future()
    service.when_done(left, got.append)
    failed: Future[int] = Future()
    service.when_done(failed, got.append)
    service.shutdown()  # the window closes
    left.set_result(2)  # the stopped pool's thread finishes what it left ...
    failed.set_exception(RuntimeError("worker gone"))  # ... or fails it
    after: Future[int] = Future()
    service.when_done(after, got.append)  # the service used again (tests swap analysts)
    after.set_exception(ValueError("bad"))
    assert got[0] == 1 and len(got) == 2 and isinstance(got[1], ValueError)
    service.shutdown()
