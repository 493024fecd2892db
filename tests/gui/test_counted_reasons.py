"""A coach sentence with a number of things in it is shown in the plural form of that number
in every language (Polish has three): never "1 cards", "masz 1 kart"."""

from __future__ import annotations

import pytest

import i18n
from engine.reasons import Reason, SuitWord, reason_from_json, reason_to_json
from gui.controller import engine_text

HELD = "You hold {held} card(s) of {suit}: a bid of {n} promises no more than that."


def _said(held: int) -> Reason:
    return Reason(HELD, plural_by="held", held=held, suit=SuitWord("S"), n=3)


@pytest.mark.parametrize(
    ("language", "forms"),
    [
        ("en", {1: "1 card of", 3: "3 cards of", 5: "5 cards of"}),
        ("de", {1: "1 Karte der", 3: "3 Karten der", 5: "5 Karten der"}),
        ("pl", {1: "1 kartę", 3: "3 karty", 5: "5 kart", 22: "22 karty"}),
    ],
)
def test_counted_sentences_take_the_form_of_their_number(qapp, language, forms) -> None:
    i18n.install(qapp, language)
    for count, expected in forms.items():
        shown = engine_text(_said(count), "scharwenzel", "french", language)
        assert expected in shown, shown


def test_the_count_travels_with_the_sentence() -> None:
    """A client words a sentence the server made: the plural's parameter goes with it."""
    back = reason_from_json(reason_to_json(_said(1)))
    assert back == _said(1) and back.plural_by == "held"
    assert str(back).startswith("You hold 1 card of spades")
