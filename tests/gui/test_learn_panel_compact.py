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
    panel.set_on(True)
    panel.show_note(chapanka_note())
    text = panel.text.text()
    assert text.count(FOLLOW) == 1
    assert f"{', '.join(CHAPANKA_HAND)}: {FOLLOW}" in text
    for card in CHAPANKA_HAND:
        assert text.count(card) == 1


def test_the_advice_comes_before_the_lists(qtbot) -> None:
    panel = LearnPanel()
    qtbot.addWidget(panel)
    panel.set_on(True)
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


# --- Kaschlan: refusals that name their own card --------------------------------------------

BEATS_NONE = (
    "{card} beats none of the cards still to be beaten ({cards}): a card is beaten only by a "
    "higher card of its suit or a trump, a trump only by a higher trump, and the queen of "
    "diamonds by nothing."
)
RANK = "Only cards of the attack rank ({rank}) may be added; {cards} are not."


def _kaschlan_refusals():
    from engine.lessons import Refusal

    unbeaten = "10D 9C"
    beats_none = [Refusal(c, f"beat 10D {c}", BEATS_NONE, {"card": c, "cards": unbeaten})
                  for c in ("7S", "9S", "KH")]  # fmt: skip
    rank = [Refusal(c, f"add {c}", RANK, {"rank": "ace", "cards": c}) for c in ("8S", "QC")]
    return [*beats_none, *rank]


def test_refusals_differing_only_in_their_own_card_are_one_line(qapp) -> None:
    from gui.coach.refusals import refusal_lines

    lines = refusal_lines(_kaschlan_refusals(), "kaschlan", "french", "en")
    groups = group_refusals(lines)
    assert [cards for cards, _reason in groups] == [("7♠", "9♠", "K♥"), ("8♠", "Q♣")]
    beats, rank = (reason for _cards, reason in groups)
    assert beats.startswith("each beats none of the cards still to be beaten (10♦ 9♣)"), beats
    assert rank == "Only cards of the attack rank (ace) may be added; these are not.", rank


def test_a_card_refused_alone_keeps_its_own_sentence(qapp) -> None:
    from engine.lessons import Refusal
    from gui.coach.refusals import refusal_lines

    alone = [Refusal("8S", "add 8S", RANK, {"rank": "ace", "cards": "8S"})]
    assert refusal_lines(alone, "kaschlan", "french", "en") == (
        ("8♠", "Only cards of the attack rank (ace) may be added; 8♠ are not."),
    )


def test_the_grouped_kaschlan_lines_in_german_and_polish(qapp) -> None:
    import i18n
    from gui.coach.refusals import refusal_lines

    i18n.install(qapp, "de")
    de = group_refusals(refusal_lines(_kaschlan_refusals(), "kaschlan", "french", "de"))
    assert de[0][1].startswith("jede sticht keine der noch offenen Karten"), de
    assert de[1][1].endswith("diese passen nicht."), de
    i18n.install(qapp, "pl")
    pl = group_refusals(refusal_lines(_kaschlan_refusals(), "kaschlan", "french", "pl"))
    assert pl[0][1].startswith("każda nie przebija żadnej z kart do pobicia"), pl
    assert pl[1][1].endswith("te do nich nie należą."), pl


def test_a_real_kaschlan_reinforcement_refuses_four_cards_in_one_line(qapp) -> None:
    """Kaschlan deal 5 with random play: the person may add an ace or decline, and the
    four other cards of the hand are refused by one rule."""
    import engine
    from engine.bots import make
    from engine.lessons import guide
    from gui.coach.refusals import refusal_lines

    state = engine.game("kaschlan").new_game(players=3, seed=5)
    bot = make("random", state.spec, seed=5)
    found = None
    for _ in range(200):
        if state.current_player is None:
            break
        if state.current_player == 0:
            obs = state.observation(0)
            info = guide(state, list(obs["hand"]), str(obs["phase"]))
            if len(info.refusals) >= 3 and len({r.template for r in info.refusals}) == 1:
                found = info
                break
        state.apply(bot.choose(state, state.current_player))
    assert found is not None
    groups = group_refusals(refusal_lines(found.refusals, "kaschlan", "french", "en"))
    assert len(groups) == 1 and len(groups[0][0]) == len(found.refusals)
