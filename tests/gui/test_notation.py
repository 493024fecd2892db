"""One card notation in every message: refusals, hints and log lines never show engine codes."""

from __future__ import annotations

import re

import i18n
from engine.actions import IllegalAction
from gui import detail_lines, names
from gui.controller import translate_illegal

CODE = re.compile(r"\b(10|[AKQJ2-9])[SHDC]\b")


def test_refusal_parameters_use_the_notation():
    exc = IllegalAction("You do not hold {card}.", card="JH")
    assert translate_illegal(exc, "bolachen") == "You do not hold J♥."
    assert translate_illegal(exc, "bolachen", "german") == "You do not hold Unter of Hearts."
    listing = IllegalAction(
        "'{action}' is not possible now. Possible: {legal}",
        action="play 9S",
        legal="play KH, play QH, play JH",
    )
    text = translate_illegal(listing, "chapanka")
    assert text == "'Play 9♠' is not possible now. Possible: Play K♥, Play Q♥, Play J♥"
    assert not CODE.search(text)
    # The examples written into a reason are shown in the notation too.
    example = IllegalAction("Give one card of your hand, e.g. 'give 7C'.")
    assert translate_illegal(example, "bolachen") == "Give one card of your hand, e.g. 'give 7♣'."


def test_refusals_and_words_in_german_and_polish(qapp):
    i18n.install(qapp, "de")
    exc = IllegalAction("You do not hold {card}.", card="JH")
    assert translate_illegal(exc, "bolachen") == "Sie haben B♥ nicht."
    assert names.action_label("kaschlan", "attack 8S 8H") == "Angreifen mit 8♠ 8♥"
    assert names.phase_name("kaschlan", "attack") == "Angriff"  # the phase, not the verb
    assert names.action_sentence("kaschlan", "Anna", "take") == "Anna nimmt die Karten auf"
    i18n.install(qapp, "pl")
    assert names.role_name("chapanka", "chapanka") == "Czapanka"
    assert names.action_label("scharwenzel", "bid 3 better") == "Licytuj 3 lepiej (trefl)"
    assert names.action_label("chapanka", "play QD", "french", "pl") == "Zagraj D♦"


def test_free_text_is_notated():
    assert names.notate("Lead JH to draw trumps; keep 10C.") == "Lead J♥ to draw trumps; keep 10♣."
    assert names.notate("A pass and a JS", "french", "de") == "A pass and a B♠"


def test_a_refusals_word_parameters_are_translated_too(qapp) -> None:
    """1001's strict-phase refusal passes "In the strict phase" and the suit as parameters
    (the suit as a suit word, named as the table's pattern names it)."""
    import i18n
    from engine.actions import IllegalAction
    from engine.reasons import SuitWord
    from gui.controller import translate_illegal

    refusal = IllegalAction(
        "{prefix} you must follow suit ({suit}): play {cards}.",
        prefix="In the strict phase",
        suit=SuitWord("H"),
        cards="10H, JH",
    )
    i18n.install(qapp, "de")
    text = translate_illegal(refusal, "tausendundeins")
    assert text.startswith("Im strengen Spiel"), text
    assert "strict" not in text and "hearts" not in text and "10♥" in text
    assert names.suit_name("H") in text


def test_a_bid_shown_as_a_detail_reads_as_the_bid(qapp) -> None:
    """Scharwenzel's highest bid ("4 better") in the info lines is the bid in the language's
    words, never the engine's English tail."""
    seats = ["Sie", "Anna", "Bruno", "Clara"]
    try:
        i18n.install(qapp, "de")
        text = detail_lines.detail_value("scharwenzel", "bid", "4 better", seats)
        assert "better" not in text and "4" in text and "Kreuz" in text, text
        assert "better" not in detail_lines.detail_value("scharwenzel", "bid", "4", seats)
        i18n.install(qapp, "pl")
        assert "lepiej" in detail_lines.detail_value("scharwenzel", "bid", "3 better", seats)
    finally:
        i18n.install(qapp, "en")


def test_a_task_phrase_that_starts_with_a_move_word_is_translated_whole(qapp) -> None:
    """Kaschlan's refusal in the adding phase read "Platz 0 ist dran (Dazulegen own cards of
    the attack rank or decline)": the task was taken for an action, and the mover for a seat
    number."""
    import random

    import engine
    from engine.games import kaschlan

    state = engine.game("kaschlan").new_game(players=3, seed=2)
    rng = random.Random(2)
    seen = set()
    for _ in range(2000):
        if state.deal_over:
            break
        phase = state.phase
        if phase not in seen:
            seen.add(phase)
            wrong = next(
                v for v in sorted(kaschlan.ALL_VERBS) if v not in kaschlan.PHASE_VERBS[phase]
            )
            exc = state.explain_illegal(engine.Action.read(wrong))
            for lang, word in (("de", "Sie sind dran"), ("pl", "Twój ruch")):
                i18n.install(qapp, lang)
                text = translate_illegal(exc, "kaschlan")
                assert text.startswith(word), text
                english = kaschlan.PHASE_TASKS[phase].split()
                assert not any(w in text.split() for w in english[1:] if len(w) > 3), text
                assert "0" not in text, text
            i18n.install(qapp, "en")
        state.apply(rng.choice(state.legal_actions()))
    assert len(seen) >= 4
