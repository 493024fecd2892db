"""A refusal that names a Bolachen contract shows it as the vocabulary names it: translated
and in the table's card pattern, from the one place the game keeps its words (issue 31
item 15: the contract names used to be a second, English-only table beside the rules)."""

from __future__ import annotations

import pytest

import engine
from gui.controller import translate_illegal


def _refusal_naming_a_standing_bid() -> engine.IllegalAction:
    state = engine.game("bolachen").new_game(seed=3)
    for _ in range(40):
        legal = [a.text for a in state.legal_actions()]
        if "bid brand S" in legal:
            state.apply("bid brand S")
            break
        state.apply(legal[0])
    with pytest.raises(engine.IllegalAction) as caught:
        state.apply("bid brand C")
    return caught.value


def test_the_engine_names_the_contract_by_its_words() -> None:
    refusal = _refusal_naming_a_standing_bid()
    assert refusal.params == {"standing": "brand S"}


@pytest.mark.parametrize(
    ("pattern", "shown"), [("french", "Brand ♠ Spades"), ("german", "Brand Leaves")]
)
def test_the_table_shows_the_contract_in_its_pattern(pattern: str, shown: str) -> None:
    text = translate_illegal(_refusal_naming_a_standing_bid(), "bolachen", pattern)
    assert text == f"Your bid must be higher than the standing {shown}."
