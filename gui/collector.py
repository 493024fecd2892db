"""Python's cyclic garbage collector, run on the GUI thread only.

Left automatic, the collector runs in whichever thread allocates past its threshold, most
often a bot's or the card renderer's worker thread, which allocate the most. Qt objects that
became garbage in a reference cycle (a closed window, a left table's controller, its card
cache) are then destroyed in that worker: a widget or timer destroyed off its own thread is
undefined behaviour in Qt, and a thread pool destroyed in one of its own threads waits for
itself forever (gui/lasting_pool.py). So the program switches the automatic collector off and
a timer on the GUI thread runs the same generational collections once their thresholds are
passed: every object is then freed on the GUI thread, where Qt wants it.

While a search holds collections off (gui/responsiveness.py: a full collection over its tree
would stall the GUI), the timer waits too; the search switches nothing back on when it ends,
because the collector was off before it.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer, Slot

from gui.responsiveness import collections_held

#: How often the GUI thread looks at the collector's counts (ms).
INTERVAL_MS = 500


class GuiThreadCollector(QObject):
    """Owns the switch: collections happen in :meth:`collect_due` until :meth:`stop`."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start(interval_ms)

    @Slot()
    def collect_due(self) -> int | None:
        """Collect the oldest generation whose count passed its threshold (as the automatic
        collector would) and return it, or None when none is due or a search holds off."""
        if collections_held():
            return None
        counts = gc.get_count()
        thresholds = gc.get_threshold()
        for generation in (2, 1, 0):
            if thresholds[generation] and counts[generation] > thresholds[generation]:
                gc.collect(generation)
                return generation
        return None

    def stop(self) -> None:
        """Hand collections back to Python (what it was before)."""
        self._timer.stop()
        if self._was_enabled:
            gc.enable()
