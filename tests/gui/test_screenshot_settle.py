"""A screenshot waits until no card is asked for any more (found on the puzzle view: its hand
was grabbed as text because it asked for its pictures only when its move icons arrived)."""

from __future__ import annotations

import time
from types import SimpleNamespace
from typing import Any

from gui.app import _settle_cards


class _Pixmaps:
    """Each wait delivers one round of pictures; the view then asks for the next round."""

    def __init__(self, rounds: int) -> None:
        self.rounds = rounds
        self.waits = 0

    def wait(self, msecs: int = 0) -> bool:
        self.waits += 1
        return True

    def is_idle(self) -> bool:
        return self.waits >= self.rounds


def test_the_grab_waits_for_every_round_of_pictures(qapp: Any) -> None:
    pixmaps = _Pixmaps(rounds=3)
    window: Any = SimpleNamespace(pixmaps=pixmaps)
    _settle_cards(qapp, window, time.perf_counter() + 60.0)
    assert pixmaps.is_idle()
    assert pixmaps.waits >= 3
