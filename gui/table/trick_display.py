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

One timer serves all three. The display listens to the controller itself (:meth:`follow`):
its ``trick_finished`` and ``trick_released`` signals come here, and an expired pause
acknowledges the trick there; the person's input only dismisses (:meth:`dismiss`). It also says
in words what lies in the middle (:meth:`caption`). The trick layer (gui/table/trick_layer.py)
only draws what this holds: nobody works out that a trick ended by comparing one observation
with the next.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, SignalInstance

from engine.events import TABLE_CLEARING


def _t(text: str) -> str:
    return QCoreApplication.translate("TableScene", text)


class TrickSource(Protocol):
    """What the display needs of a controller (the local one or a network seat): the two
    signals of a finished trick, how long to hold one, what it holds, and the acknowledgement."""

    trick_finished: SignalInstance
    trick_released: SignalInstance
    trick_hold_ms: int | None
    held: dict[str, Any] | None

    def acknowledge(self) -> bool: ...


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

    #: what lies in the middle changed by itself (a look's time ran out, the held trick was
    #: released, the last trick shown or put back): the table is drawn again, gliding (True)
    #: or at once (False)
    changed = Signal(bool)
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
        #: The animation speed in ms (0: none): a trick nobody waits for lies twice as long.
        self.duration = 0
        self.source: TrickSource | None = None

    def follow(self, source: TrickSource) -> None:
        """Show the finished tricks ``source`` reports; a held trick's pause that runs out
        acknowledges it there (as good as a click)."""
        self.source = source
        source.trick_finished.connect(self._on_finished)
        source.trick_released.connect(self._on_released)
        self.expired.connect(source.acknowledge)

    def _on_finished(self, effect: dict[str, Any], plays: Sequence[Any], held: bool) -> None:
        """The engine's event ended a trick (or bout), ``plays`` as they lay: the next
        observation shows it (held, or a moment at the animation speed; no redraw here, it
        follows at once) and then sweeps it to its winner."""
        hold_ms = self.source.trick_hold_ms if self.source is not None else None
        look = max(400, self.duration * 2) if self.duration > 0 else 0
        self.finished(effect, [dict(p) for p in plays], held, hold_ms, look)

    def _on_released(self) -> None:
        """The held trick goes: its cards are swept to the winner."""
        if self.release():
            self.changed.emit(True)

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

    def finished_plays(self) -> list[dict[str, Any]] | None:
        """The cards of a trick that just ended (held or a look), else None."""
        shown = self.shown
        return shown.plays if shown is not None and not shown.again else None

    def shown_effect(self) -> dict[str, Any] | None:
        """The trick or bout lying in the middle for the person to read (held, or shown
        again), else None."""
        if self.held is not None:
            return self.held
        if self.again is not None:
            return dict(self.again.effect)
        return None

    def caption(self, seat_names: Sequence[str], me: int, full: bool = True) -> str:
        """What the held or re-shown trick says in words: who took it (``me``: "you"), and
        (``full``) how to go on; the table shows the short one, the strip under it the whole."""
        effect = self.shown_effect()
        if effect is None:
            return ""

        def name(seat: Any) -> str:
            if isinstance(seat, int) and 0 <= seat < len(seat_names):
                return seat_names[seat]
            return "?"

        again = self.again is not None
        kind = effect.get("kind")
        if kind == "trick":
            winner = effect.get("winner")
            if again:
                text = (
                    _t("Last trick: you took it.")
                    if winner == me
                    else _t("Last trick: {name} took it.").format(name=name(winner))
                )
            else:
                text = (
                    _t("You take the trick.")
                    if winner == me
                    else _t("{name} takes the trick.").format(name=name(winner))
                )
        elif kind == "bout_over":
            defender = effect.get("defender")
            if effect.get("took"):
                text = (
                    _t("You take the cards up.")
                    if defender == me
                    else _t("{name} takes the cards up.").format(name=name(defender))
                )
            else:
                text = (
                    _t("You beat every card: they go to the waste.")
                    if defender == me
                    else _t("{name} beat every card: they go to the waste.").format(
                        name=name(defender)
                    )
                )
            if again:
                text = _t("Last bout: {what}").format(what=text)
        else:
            text = _t("Last trick.")
        if not full:
            return text
        more = (
            _t("Click or press a key to return.") if again else _t("Click or press a key to go on.")
        )
        return f"{text} {more}"

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

    def show_last(self, obs: Mapping[str, Any]) -> bool:
        """Lay the last complete trick (or bout) of ``obs`` out again, who played what and
        who took it, until :meth:`hide_last`; False when there is none yet (or one is held)."""
        plays = obs.get("last_trick")
        effect: dict[str, Any] = {}
        for event in reversed(obs.get("events") or []):
            found = [e for e in event.get("effects") or [] if e.get("kind") in TABLE_CLEARING]
            if found:
                effect = dict(found[0])
                break
        if not self.show_again(effect, list(plays or [])):
            return False
        self.changed.emit(False)
        return True

    def hide_last(self) -> bool:
        """The last trick shown again goes back to the game. False when none was shown."""
        if not self.hide_again():
            return False
        self.changed.emit(False)
        return True

    def dismiss(self) -> bool:
        """The person has read the trick in the middle (a click, a key): the last trick shown
        again goes back to the game (True: the caller's words change), a held trick is
        acknowledged at the controller (which releases it here, and the bots play on)."""
        if self.hide_last():
            return True
        if self.source is not None and self.source.held is not None:
            self.source.acknowledge()
        return False

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
            self.changed.emit(True)
