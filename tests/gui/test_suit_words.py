"""A move's fixed suit word follows the table's pattern: Scharwenzel's "better" bid is a
clubs bid, and a German-suited pack has no clubs but acorns (Eichel)."""

from __future__ import annotations

import pytest

import i18n
from gui import names


@pytest.mark.parametrize(
    ("language", "french", "german"),
    [("en", "Clubs", "Acorns"), ("de", "Kreuz", "Eichel"), ("pl", "trefl", "żołądź")],
)
def test_the_better_bid_names_clubs_as_the_pattern_does(qapp, language, french, german) -> None:
    i18n.install(qapp, language)
    try:
        label = names.action_label("scharwenzel", "bid 4 better", "german", language)
        assert german in label and french not in label, label
        assert french in names.action_label("scharwenzel", "bid 4 better", "french", language)
        line = names.action_sentence("scharwenzel", "Anna", "bid 3 better", "german", language)
        assert line.startswith("Anna") and german in line and french not in line, line
    finally:
        i18n.install(qapp, "en")
