"""One card notation in every message: refusals, hints and log lines never show engine codes."""

from __future__ import annotations

import re

import i18n
from engine.actions import IllegalAction
from gui import names
from gui.controller import translate_illegal

CODE = re.compile(r"\b(10|[AKQJ2-9])[SHDC]\b")


def test_refusal_parameters_use_the_notation():
    exc = IllegalAction("You do not hold {card}.", card="JH")
    assert translate_illegal(exc, "bolachen") == "You do not hold J♥."
    assert translate_illegal(exc, "bolachen", "german") == "You do not hold Hearts U."
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
    assert names.action_label("scharwenzel", "bid 3 better") == "Licytuj 3 lepiej (trefle)"
    assert names.action_label("chapanka", "play QD", "french", "pl") == "Zagraj D♦"


def test_free_text_is_notated():
    assert names.notate("Lead JH to draw trumps; keep 10C.") == "Lead J♥ to draw trumps; keep 10♣."
    assert names.notate("A pass and a JS", "french", "de") == "A pass and a B♠"


def test_a_refusals_word_parameters_are_translated_too(qapp) -> None:
    """1001's strict-phase refusal passes "In the strict phase" and the suit as parameters."""
    import i18n
    from engine.actions import IllegalAction
    from gui.controller import translate_illegal

    refusal = IllegalAction(
        "{prefix} you must follow suit ({suit}): play {cards}.",
        prefix="In the strict phase",
        suit="hearts",
        cards="10H, JH",
    )
    i18n.install(qapp, "de")
    text = translate_illegal(refusal, "tausendundeins")
    assert text.startswith("Im strengen Spiel"), text
    assert "strict" not in text and "hearts" not in text and "10♥" in text


def test_a_bid_shown_as_a_detail_reads_as_the_bid(qapp) -> None:
    """Scharwenzel's highest bid ("4 better") in the info lines is the bid in the language's
    words, never the engine's English tail."""
    seats = ["Sie", "Anna", "Bruno", "Clara"]
    try:
        i18n.install(qapp, "de")
        text = names.detail_value("scharwenzel", "bid", "4 better", seats)
        assert "better" not in text and "4" in text and "Kreuz" in text, text
        assert "better" not in names.detail_value("scharwenzel", "bid", "4", seats)
        i18n.install(qapp, "pl")
        assert "lepiej" in names.detail_value("scharwenzel", "bid", "3 better", seats)
    finally:
        i18n.install(qapp, "en")
