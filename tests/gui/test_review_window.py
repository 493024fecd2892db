"""The deal review window: stepping through frames, the verdicts, the costliest decisions."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gui.coach.review_window import ReviewFrame, ReviewWindow
from gui.coach.verdicts import DecisionVerdict


def _review(index: int, played: str, best: str, cost: float, severity: str) -> DecisionVerdict:
    return DecisionVerdict(
        index, 0, played, best, severity, 1600, played_chance=0.7 - cost, best_chance=0.7,
        loss=cost * 20, win_loss=cost,
    )  # fmt: skip


def _frames() -> list[ReviewFrame]:
    hands = (("AH", "7H"), ("KS", "9S"))
    return [
        ReviewFrame(hands),
        ReviewFrame((("7H",), ("KS", "9S")), ((0, "AH"),), "play AH", 0,
                    _review(0, "play AH", "play AH", 0.0, "best")),
        ReviewFrame((("7H",), ("9S",)), ((0, "AH"), (1, "KS")), "play KS", 1),
        ReviewFrame(((), ("9S",)), ((0, "7H"),), "play 7H", 0,
                    _review(2, "play 7H", "play AH", 0.4, "blunder")),
        ReviewFrame(((), ()), ((0, "7H"), (1, "9S")), "play 9S", 1),
    ]  # fmt: skip


def _window(qtbot) -> ReviewWindow:
    window = ReviewWindow(["You", "Anna"], lambda c: c[:-1] + "♥", lambda s, m: f"{s}:{m}")
    qtbot.addWidget(window)
    window.set_deal(2, _frames())
    window.show()
    return window


def test_arrow_keys_step_through_the_deal_with_every_hand_open(qtbot) -> None:
    window = _window(qtbot)
    assert window.current() == 0
    assert "Anna" in window.hands.text() and "K♥" in window.hands.text()
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.current() == 2 and window.slider.value() == 2
    assert "1:play KS" in window.hands.text()
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.current() == 4 and not window.forward_button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.current() == 0 and not window.back_button.isEnabled()


def test_a_costly_decision_is_listed_shown_and_can_be_tried_again(qtbot) -> None:
    window = _window(qtbot)
    assert window.costliest_frames() == [3]
    assert "40%" in window.costly.item(0).text()
    window.costly.setCurrentRow(0)
    assert window.current() == 3
    assert "Blunder" in window.verdict.text() and "0:play AH" in window.verdict.text()
    assert window.try_button.isVisibleTo(window)
    with qtbot.waitSignal(window.try_again) as signal:
        qtbot.mouseClick(window.try_button, Qt.MouseButton.LeftButton)
    assert signal.args == [3]


def test_the_strip_jumps_to_the_clicked_decision(qtbot) -> None:
    window = _window(qtbot)
    strip = window.strip
    x = int(strip.x_of(1))
    qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=strip.rect().center().__class__(x, 5))
    assert window.current() == 1
    assert "Best move" in window.verdict.text()
    assert not window.try_button.isVisibleTo(window)


def test_no_costly_decision_reads_so_far_only_while_some_are_unjudged(qtbot) -> None:
    """A finished review with nothing costly said "None so far.", as if more were coming."""
    window = ReviewWindow(["You", "Anna"], lambda c: c[:-1] + "♥", lambda s, m: f"{s}:{m}")
    qtbot.addWidget(window)
    frames = _frames()
    good = _review(2, "play 7H", "play 7H", 0.0, "best")
    judged = [*frames[:3], ReviewFrame(frames[3].hands, frames[3].table, "play 7H", 0, good),
              frames[4]]  # fmt: skip
    window.set_deal(2, judged)
    assert window.costliest_frames() == []
    assert window.costly.item(0).text().startswith("None: ")
    unjudged = [*frames[:3], ReviewFrame(frames[3].hands, frames[3].table, "play 7H", 0),
                frames[4]]  # fmt: skip
    window.set_deal(2, unjudged)
    assert window.costly.item(0).text() == "None so far."
