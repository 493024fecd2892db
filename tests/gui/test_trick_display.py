"""The finished trick's one place (gui/table/trick_display.py): held, a look, shown again,
and the single timer that ends each."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QObject, Signal

import engine
from gui.pixmaps import CardPixmaps
from gui.table.scene import TableScene
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


# --- the display follows the controller itself ---------------------------------------------


class FakeSource(QObject):
    """A controller as the display sees it: the two trick signals, the hold and acknowledge."""

    trick_finished = Signal(object, object, bool)
    trick_released = Signal()

    def __init__(self, hold_ms: int | None) -> None:
        super().__init__()
        self.trick_hold_ms = hold_ms
        self.held: dict[str, Any] | None = None
        self.acknowledged = 0

    def finish(self, effect: dict[str, Any], plays: list[dict[str, Any]], hold: bool) -> None:
        self.held = effect if hold else None
        self.trick_finished.emit(effect, plays, hold)

    def acknowledge(self) -> bool:
        self.acknowledged += 1
        if self.held is None:
            return False
        self.held = None
        self.trick_released.emit()
        return True


def test_the_display_follows_the_controller_and_its_pause_acknowledges_there(qtbot) -> None:
    source = FakeSource(hold_ms=30)
    display = TrickDisplay()
    display.follow(source)
    changes: list[bool] = []
    display.changed.connect(changes.append)
    source.finish(TRICK, PLAYS, hold=True)
    assert display.held == TRICK and display.timer.interval() == 30
    assert changes == []  # the observation that follows draws it
    qtbot.waitUntil(lambda: source.acknowledged == 1, timeout=2000)
    # The controller released it: the display let it go and asked for a gliding redraw.
    assert display.held is None and display.sweep_to == 2 and changes == [True]


def test_a_look_lasts_twice_the_animation_speed_and_none_without_animations() -> None:
    source = FakeSource(hold_ms=None)
    display = TrickDisplay()
    display.follow(source)
    display.duration = 300
    source.finish(TRICK, PLAYS, hold=False)
    assert display.finished_plays() == PLAYS and display.timer.interval() == 600
    display.duration = 100  # a fast table still lets the trick lie long enough to see
    source.finish(TRICK, PLAYS, hold=False)
    assert display.timer.interval() == 400
    display.duration = 0
    source.finish(TRICK, PLAYS, hold=False)
    assert display.shown is None and display.sweep_to == 2


def test_dismiss_puts_the_last_trick_back_or_acknowledges_a_held_one() -> None:
    source = FakeSource(hold_ms=None)
    display = TrickDisplay()
    display.follow(source)
    changes: list[bool] = []
    display.changed.connect(changes.append)
    obs = {"last_trick": PLAYS, "events": [{"effects": [TRICK]}, {"effects": []}]}
    assert display.show_last(obs) and display.again is not None
    assert display.again.effect == TRICK and display.again.plays == PLAYS
    assert changes == [False]  # laid out at once, not gliding
    assert display.dismiss() and display.again is None and changes == [False, False]
    assert source.acknowledged == 0  # nothing was held: the game was not touched
    source.finish(TRICK, PLAYS, hold=True)
    assert not display.dismiss() and source.acknowledged == 1 and display.held is None
    assert not display.show_last({"last_trick": [], "events": []})  # none yet


SEATS = ["You", "Anna", "Bruno"]


def test_the_caption_names_who_took_the_trick_and_how_to_go_on() -> None:
    display = TrickDisplay()
    assert display.caption(SEATS, me=0) == ""  # nothing lies there
    display.finished(TRICK, PLAYS, held=True, hold_ms=None, look_ms=0)
    assert display.caption(SEATS, me=0, full=False) == "Bruno takes the trick."
    assert display.caption(SEATS, me=2, full=False) == "You take the trick."
    assert display.caption(SEATS, me=0) == "Bruno takes the trick. Click or press a key to go on."
    display.release()
    display.show_again(TRICK, PLAYS)
    assert display.caption(SEATS, me=0) == (
        "Last trick: Bruno took it. Click or press a key to return."
    )
    assert display.caption(SEATS, me=2, full=False) == "Last trick: you took it."


def test_the_caption_of_a_bout_says_who_took_the_cards_or_beat_them() -> None:
    display = TrickDisplay()
    took = {"kind": "bout_over", "defender": 1, "took": True}
    display.finished(took, PLAYS, held=True, hold_ms=None, look_ms=0)
    assert display.caption(SEATS, me=0, full=False) == "Anna takes the cards up."
    assert display.caption(SEATS, me=1, full=False) == "You take the cards up."
    display.release()
    beaten = {"kind": "bout_over", "defender": 1, "took": False}
    display.show_again(beaten, PLAYS)
    assert display.caption(SEATS, me=0, full=False) == (
        "Last bout: Anna beat every card: they go to the waste."
    )
    display.hide_again()
    display.finished({"kind": "trick", "winner": 7}, PLAYS, held=True, hold_ms=None, look_ms=0)
    assert display.caption(SEATS, me=0, full=False) == "? takes the trick."  # no such seat


def _until_trick_ends(state: engine.GameState, rng: random.Random) -> tuple[dict, dict]:
    """Random play until an action ends a trick: (the effect, the observation after it)."""
    while True:
        state.apply(rng.choice(state.legal_actions()))
        for effect in state.events()[-1]["effects"]:
            if effect["kind"] == "trick":
                return dict(effect), state.observation(0)


def test_a_finished_trick_goes_from_the_controller_to_the_table_without_the_input(qapp) -> None:
    """The trick path is three places: the controller decides the hold, the display shows
    it, the trick layer draws it (no TurnInput in this test)."""
    source = FakeSource(hold_ms=None)
    scene = TableScene(CardPixmaps())
    scene.resize_table(1280, 800)
    scene.tricks.follow(source)
    state = engine.game("scharwenzel").new_game(players=4, seed=3)
    effect, after = _until_trick_ends(state, random.Random(3))
    source.finish(effect, after["last_trick"], hold=True)
    scene.set_observation(after)
    cards = [str(p["card"]) for p in effect["cards"]]
    assert not after["table"] and all(scene.item(c) is not None for c in cards)
    winner = next(p["card"] for p in effect["cards"] if p["seat"] == effect["winner"])
    assert scene.win_ring.card is scene.item(winner)
    source.acknowledge()  # the person clicked: the cards go to the winner
    assert scene.tricks.held is None
    assert all(scene.item(c) is None for c in cards) and scene.win_ring.card is None
