"""Learn mode's panel: the decision, the legal and refused moves, the advice; and off."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gui.coach.learn_panel import LearnNote, LearnPanel


def _note() -> LearnNote:
    return LearnNote(
        kind="Play a card",
        explanation="Follow suit if you can.",
        legal=("Play K♥", "Play 9♥"),
        refused=("A♠: you must follow suit (hearts)",),
        advice="Play 9♥: it keeps the king for later.",
        outcome=("Anna won the last trick with A♥: the highest heart.",),
    )


def test_the_panel_says_what_may_be_played_and_why_not_the_rest(qtbot) -> None:
    panel = LearnPanel()
    qtbot.addWidget(panel)
    panel.set_on(True)
    panel.show_note(_note())
    text = panel.text.text()
    for part in ("Play a card", "Play K♥", "A♠: you must follow suit", "keeps the king",
                 "Anna won the last trick"):  # fmt: skip
        assert part in text
    assert text.index("Anna won") < text.index("Play a card")


def test_learn_mode_can_be_switched_off_mid_game(qtbot) -> None:
    panel = LearnPanel()
    qtbot.addWidget(panel)
    panel.set_on(True)
    panel.show()
    panel.show_note(_note())
    with qtbot.waitSignal(panel.enabled_changed) as signal:
        qtbot.mouseClick(panel.toggle, Qt.MouseButton.LeftButton, pos=panel.toggle.rect().center())
    assert signal.args == [False] and not panel.is_on()
    assert "Play K♥" not in panel.text.text()
    panel.set_on(True)
    assert "Play K♥" in panel.text.text()
