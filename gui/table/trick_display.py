"""The finished trick (or Kaschlan bout) lying in the middle of the table, in one place.

When a trick ends, the engine's event says so and who took it (``engine.events``: a "trick"
effect with its ``winner`` and ``cards``, or a "bout_over"); the controller passes that on
with whether the game now waits for the person. This object decides how long the cards stay:

* **held** — the game waits: until a click or key (:meth:`TrickDisplay.release`, after the
  controller's ``acknowledge``), or until the pause chosen in the settings runs out
  (``expired``; the controller then acknowledges, and play goes on);
* **a look** — nobody waits (bots alone, or "goes at once" with animations on): a moment at
  the animation speed, gone early when the next card is played or the deal changes;
* **again** — the last trick shown on request (L, a click on a pile) until a click or key.

One timer serves all three. The scene only draws what this holds: it never works out that a
trick ended by comparing one observation with the next.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal


@dataclass(frozen=True)
class ShownTrick:
    """A finished trick on show: the engine's effect and the cards as they lay."""

    effect: dict[str, Any]
    plays: list[dict[str, Any]] = field(default_factory=list)
    #: The game waits until the person has seen it.
    held: bool = False
    #: Shown again on request (the last trick), not just finished.
    again: bool = False


class TrickDisplay(QObject):
    """What finished trick the table shows, and the one timer that ends the showing."""

    #: the timer put a look away: the table is drawn again
    changed = Signal()
    #: a held trick's pause ran out: the game may go on (the controller acknowledges)
    expired = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.shown: ShownTrick | None = None
        #: The seat whose pile the leaving cards fly to (the winner), None: they just go.
        self.sweep_to: int | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._timeout)

    # --- what is shown ------------------------------------------------------------------------

    @property
    def held(self) -> dict[str, Any] | None:
        """The effect of the trick the game waits on, else None."""
        return self.shown.effect if self.shown is not None and self.shown.held else None

    @property
    def again(self) -> ShownTrick | None:
        return self.shown if self.shown is not None and self.shown.again else None

    def plays(self) -> list[dict[str, Any]] | None:
        """The cards of the trick in the middle (held, a look or shown again), else None."""
        return self.shown.plays if self.shown is not None else None

    # --- changes ------------------------------------------------------------------------------

    def finished(
        self,
        effect: dict[str, Any],
        plays: list[dict[str, Any]],
        held: bool,
        hold_ms: int | None,
        look_ms: int,
    ) -> None:
        """A trick just ended. ``held``: the game waits, for ``hold_ms`` (None: until a click
        or key); otherwise it lies ``look_ms`` (0: not at all) and is swept away."""
        self.timer.stop()
        self.sweep_to = effect.get("winner")
        if not held and look_ms <= 0:
            self.shown = None
            return
        self.shown = ShownTrick(dict(effect), [dict(p) for p in plays], held=held)
        wait = hold_ms if held else look_ms
        if wait:
            self.timer.start(wait)

    def release(self) -> bool:
        """The held trick goes (acknowledged, its pause ran out, or the match changed); its
        cards are swept to the winner. False when none was held."""
        if self.held is None:
            return False
        self.timer.stop()
        self.shown = None
        return True

    def show_again(self, effect: dict[str, Any], plays: list[dict[str, Any]]) -> bool:
        """Lay the last trick out again until :meth:`hide_again`; False while one is held."""
        if self.held is not None or not plays:
            return False
        self.timer.stop()
        self.shown = ShownTrick(dict(effect), [dict(p) for p in plays], again=True)
        self.sweep_to = None  # the cards of a trick being played just step aside
        return True

    def hide_again(self) -> bool:
        if self.again is None:
            return False
        self.shown = None
        self.sweep_to = None
        return True

    def collect(self) -> bool:
        """End a look now (the next card is on the table, the result comes, a new deal);
        a held trick or one shown again stays. True when something went."""
        if self.shown is None or self.shown.held or self.shown.again:
            return False
        self.timer.stop()
        self.shown = None
        return True

    def new_deal(self) -> None:
        """A new deal on the table: neither a look nor the last trick shown again stays."""
        if self.shown is not None and not self.shown.held:
            self.timer.stop()
            self.shown = None

    def _timeout(self) -> None:
        if self.held is not None:
            self.expired.emit()
        elif self.collect():
            self.changed.emit()
