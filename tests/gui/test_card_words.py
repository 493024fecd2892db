"""One way of naming German-suited cards everywhere (issue 45 item 7).

Why: Bolachen's "You may:" read "Play Ober of Leaves · Play Leaves A · Play Hearts K": the
Ober and Unter by name, the other cards by suit and corner letter.
"""

from __future__ import annotations

import pytest

import i18n
from gui import names
from gui.coach.log_words import legal_lines

GERMAN_PACK = [rank + suit for suit in "CSHD" for rank in ("A", "K", "Q", "J", "10", "9", "8", "7")]


@pytest.mark.parametrize("language", ["en", "de", "pl"])
def test_every_german_suited_card_is_named_one_way(qapp, language) -> None:
    if language != "en":
        i18n.install(qapp, language)
    for code in GERMAN_PACK:
        assert names.card_short(code, "german", language) == names.card_name(code, "german")
    # Several in a row stay apart: the names have spaces (or hyphens) inside.
    row = names.cards_short(["AS", "QS"], "german", language)
    assert row == names.card_name("AS", "german") + ", " + names.card_name("QS", "german")


def test_the_possible_moves_name_their_cards_alike(qapp) -> None:
    # (Listed suit by suit, high to low, whatever order they come in: test_chapanka_words_shown.)
    lines = legal_lines("bolachen", ["play QS", "play AS", "play KH", "play 7D"], "german", "en")
    assert lines == (
        "Play Deuce of Leaves",
        "Play Ober of Leaves",
        "Play King of Hearts",
        "Play 7 of Bells",
    )
    i18n.install(qapp, "de")
    german = legal_lines("bolachen", ["play QS", "play AS", "play 7D"], "german", "de")
    assert german == ("Grün-Daus spielen", "Grün-Ober spielen", "Schellen-7 spielen")
