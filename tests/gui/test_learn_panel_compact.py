"""The learn panel stays short: one line per reason, each refused card named once, the advice
right after the kind of decision, so that it is in view at 1024×600 (Chapanka used to repeat a
three-line sentence for each of ten cards, pushing the advice out of sight)."""

from __future__ import annotations

from PySide6.QtGui import QTextDocument

from gui.coach.learn_panel import LearnNote, LearnPanel, group_refusals

FOLLOW = "You must follow suit (Clubs): only a Pancerola may renounce, and only in tricks 1–9."
CHAPANKA_HAND = ("Q♠", "J♠", "A♥", "Q♥", "J♥", "2♥", "9♦", "5♦", "4♦", "3♦")


def chapanka_note() -> LearnNote:
    return LearnNote(
        kind="Play",
        explanation="Play a card to the trick: follow suit if you can; the highest card of "
        "the suit led wins, and there are no trumps.",
        legal=("Play 9♣",),
        refusals=tuple((card, FOLLOW) for card in CHAPANKA_HAND),
        advice="Play 9♣ — the only possible move.",
        outcome=("Clara wins the trick: J♣ is the best card of the suit led.",),
        rule="chapanka#s7",
    )


def test_equal_reasons_are_grouped_and_each_card_named_once() -> None:
    pairs = [("7♠", "follow"), ("K♥", "too low"), ("9♠", "follow"), ("7♠", "follow")]
    assert group_refusals(pairs) == [(("7♠", "9♠"), "follow"), (("K♥",), "too low")]


def test_the_panel_gives_one_line_per_reason(qtbot) -> None:
    panel = LearnPanel()
    qtbot.addWidget(panel)
    panel.show_note(chapanka_note())
    text = panel.text.text()
    assert text.count(FOLLOW) == 1
    assert f"{', '.join(CHAPANKA_HAND)}: {FOLLOW}" in text
    for card in CHAPANKA_HAND:
        assert text.count(card) == 1


def test_the_advice_comes_before_the_lists(qtbot) -> None:
    panel = LearnPanel()
    qtbot.addWidget(panel)
    panel.show_lesson("Lesson 2: the Kinal", "You hold the Kinal, the jack of hearts.")
    panel.show_note(chapanka_note())
    text = panel.text.text()
    order = [text.index(part) for part in ("Lesson 2", "Play 9♣ — the only", "You may", FOLLOW)]
    assert order == sorted(order)


def test_the_advice_is_in_view_in_a_1024_by_600_window(window, qtbot) -> None:
    window.resize(1024, 600)
    learning = window.learning
    learning.set_learn_mode(True)
    panel = learning.panel
    panel.show_lesson(
        "Lesson 2: the Kinal",
        "You hold the Kinal, the jack of hearts. Throw it on a trick led in another suit and "
        "its winner pays you; if a heart lead forces it out, you pay.",
    )
    note = chapanka_note()
    panel.show_note(note)
    qtbot.waitUntil(lambda: panel.text.width() > 100)
    scroll = panel.text.parentWidget()  # the scroll area's viewport
    doc = QTextDocument()
    doc.setDefaultFont(panel.text.font())
    doc.setHtml(panel.text.text())
    doc.setTextWidth(panel.text.width())
    found = doc.find(note.advice)
    assert not found.isNull()
    bottom = doc.documentLayout().blockBoundingRect(found.block()).bottom()
    assert bottom <= scroll.height(), (bottom, scroll.height())
