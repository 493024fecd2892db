"""Numbers in the engine's sentences are written as the person's language writes them: the
coach's "about 0.8 points" reads "0,8" in German and Polish, with a template's format spec
("{share:.0%}", "{margin:+.2f}") still applied."""

from __future__ import annotations

import pytest

from engine.reasons import Reason
from gui.controller import engine_text
from gui.numbers import local_number


@pytest.mark.parametrize(
    ("language", "plain", "signed", "grouped"),
    [
        ("en", "0.8", "+0.25", "12,345"),
        ("de", "0,8", "+0,25", "12.345"),
        ("pl", "0,8", "+0,25", "12\u00a0345"),
    ],
)
def test_a_number_formats_with_the_language_s_separators(language, plain, signed, grouped):
    assert f"{local_number(0.8, language)}" == plain
    assert f"{local_number(0.25, language):+.2f}" == signed
    assert f"{local_number(12345, language):,}" == grouped
    # A whole number without a grouping format is left as it is.
    assert f"{local_number(12345, language)}" == "12345"


def test_a_yes_or_no_is_not_a_number() -> None:
    assert local_number(True, "de") is True
    assert local_number("0.8", "de") == "0.8"


@pytest.mark.parametrize("language", ["de", "pl"])
def test_the_coach_s_points_read_with_a_decimal_comma(qapp, language) -> None:
    """The sentence is untranslated here (no catalog installed), so only the number's form is
    the language's: what matters is that no "0.8" reaches a German or Polish reader."""
    reason = Reason(
        "Costs about {points} points a deal; {share:.0%} of deals.", points=0.8, share=0.25
    )
    shown = engine_text(reason, "bolachen", "french", language)
    assert "0,8" in shown and "0.8" not in shown, shown
    assert "25%" in shown, shown
    assert engine_text(reason, "bolachen", "french", "en").startswith("Costs about 0.8 points")


def test_a_format_spec_for_a_number_still_works_in_german(qapp) -> None:
    reason = Reason("Margin {margin:+.2f}, {n} of 10.", margin=1.5, n=7)
    assert engine_text(reason, "kaschlan", "french", "de") == "Margin +1,50, 7 of 10."
