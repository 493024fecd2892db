"""The finished trick's one place (gui/table/trick_display.py): held, a look, shown again,
and the single timer that ends each."""

from __future__ import annotations

from gui.table.trick_display import TrickDisplay

TRICK = {"kind": "trick", "winner": 2, "cards": [{"seat": 1, "card": "AS"}]}
PLAYS = TRICK["cards"]


def test_a_held_trick_stays_until_released_or_its_pause_runs_out(qtbot) -> None:
    display = TrickDisplay()
    expired: list[bool] = []
    display.expired.connect(lambda: expired.append(True))
    display.finished(TRICK, PLAYS, held=True, hold_ms=None, look_ms=400)
    assert display.held == TRICK and display.plays() == PLAYS
    assert not display.timer.isActive()  # "until I click": no pause to run out
    assert not display.collect()  # the next card or the result does not take it away
    assert display.release() and display.held is None and display.sweep_to == 2
    display.finished(TRICK, PLAYS, held=True, hold_ms=50, look_ms=400)
    qtbot.waitUntil(lambda: bool(expired), timeout=2000)
    assert display.held == TRICK  # the controller acknowledges, then it is released


def test_a_look_goes_by_itself_or_when_cards_are_played_again(qtbot) -> None:
    display = TrickDisplay()
    changed: list[bool] = []
    display.changed.connect(lambda: changed.append(True))
    display.finished(TRICK, PLAYS, held=False, hold_ms=None, look_ms=30)
    assert display.held is None and display.plays() == PLAYS
    qtbot.waitUntil(lambda: bool(changed), timeout=2000)
    assert display.plays() is None and display.sweep_to == 2
    display.finished(TRICK, PLAYS, held=False, hold_ms=None, look_ms=1000)
    assert display.collect() and display.plays() is None and not display.timer.isActive()
    # Animations off: nothing lies, the cards just go to the winner.
    display.finished(TRICK, PLAYS, held=False, hold_ms=None, look_ms=0)
    assert display.plays() is None and display.sweep_to == 2


def test_the_last_trick_shown_again_never_displaces_a_held_one() -> None:
    display = TrickDisplay()
    assert display.show_again(TRICK, PLAYS) and display.again is not None
    assert display.sweep_to is None  # cards of the trick being played just step aside
    assert not display.collect() and display.hide_again() and display.shown is None
    display.finished(TRICK, PLAYS, held=True, hold_ms=None, look_ms=0)
    assert not display.show_again(TRICK, PLAYS) and display.held == TRICK
    display.new_deal()
    assert display.held == TRICK  # only the controller lets a held trick go
