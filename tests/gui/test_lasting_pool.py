"""Thread pools are never destroyed in one of their own threads (gui/lasting_pool.py).

A CI run hung for 25 minutes: a card cache that had become garbage in a reference cycle was
collected inside a thread of its own render pool, whose destructor waited for that very
thread. The deadlock is played here in a child process, so a regression fails by the
child's time limit instead of leaving a stuck thread in the test run.
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gui import lasting_pool
from gui.controller import GameController
from gui.lasting_pool import pool_for
from gui.pixmaps import CardPixmaps

ROOT = Path(__file__).resolve().parents[2]

COLLECTED_IN_ITS_OWN_POOL = textwrap.dedent(
    """
    import gc, os, sys, threading
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from gui.controller import GameController
    from gui.pixmaps import CardPixmaps

    class Owner:  # holds the part in a cycle: only the cyclic collector frees it
        def __init__(self, part):
            self.part = part
            self.me = self

    owner = Owner(CardPixmaps() if sys.argv[1] == "pixmaps" else GameController())
    pool = owner.part._pool
    collected = threading.Event()

    def collect():
        gc.collect()  # the owner's pool is garbage now if its owner's parts own it
        collected.set()

    del owner
    pool.start(collect)
    del pool
    print("collected" if collected.wait(20) else "stuck", flush=True)
    os._exit(0)
    """
)


@pytest.mark.parametrize("part", ["pixmaps", "controller"])
def test_a_part_collected_in_a_thread_of_its_own_pool_does_not_hang_it(part: str) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", COLLECTED_IN_ITS_OWN_POOL, part],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.stdout.strip() == "collected", done.stderr


class Owner:
    pass


def test_a_pool_is_passed_on_only_when_its_owner_is_gone_and_it_is_idle(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lasting_pool, "_KEPT", [])  # none of earlier tests' pools to pass on
    cache = CardPixmaps()
    pool = cache._pool
    controller = GameController()
    assert controller._pool is not pool  # both alive: each its own
    del cache
    gc.collect()
    later = GameController()
    assert later._pool is pool  # the card cache is gone and its pool idle: passed on
    assert pool.maxThreadCount() == 2

    owner = Owner()
    busy = pool_for(owner, 1)
    release = threading.Event()
    busy.start(lambda: release.wait(60))
    del owner
    gc.collect()
    other = Owner()
    assert pool_for(other, 1) is not busy  # its gone owner's task still runs
    release.set()
    assert busy.waitForDone(60000)
    newcomer = Owner()
    assert pool_for(newcomer, 1) is busy
    del controller, later
