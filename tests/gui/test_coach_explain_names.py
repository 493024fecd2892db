"""Suits in the engine's sentences are shown as the table's pattern names them."""

from __future__ import annotations

import engine
from engine.actions import Action
from engine.reasons import Reason, SuitWord
from gui import names
from gui.controller import engine_text


def test_a_suit_word_is_named_in_the_chosen_pattern() -> None:
    german = names.render_param("kaschlan", SuitWord("C"), "german", "en")
    assert german == names.suit_name("C", "german").lower() == "acorns"
    assert names.render_param("kaschlan", SuitWord("C"), "french", "en") == "clubs"
    assert names.suit_name("C", "german") != names.suit_name("C", "french")


def test_a_refusal_on_a_german_suited_table_says_acorns_not_clubs() -> None:
    state = engine.game("scharwenzel").new_game(4, seed=2)
    rng_moves = 0
    while rng_moves < 200:
        legal = state.legal_actions()
        plays = [a for a in legal if a.verb == "play"]
        if plays and state.trick_rules().played:  # type: ignore[attr-defined]
            hand = state.hand(state.current_player)
            refused = [c for c in hand if f"play {c}" not in {a.text for a in legal}]
            if refused:
                break
        state.apply(legal[0])
        rng_moves += 1
    reason = state.explain_illegal(Action(f"play {refused[0]}"))
    suit = reason.params["suit"]
    assert isinstance(suit, SuitWord)
    german = engine_text(reason, "scharwenzel", "german", "en")
    french = engine_text(reason, "scharwenzel", "french", "en")
    assert names.suit_name(suit.code, "german").lower() in german
    if suit.code != "H":  # Hearts are hearts in both patterns
        assert str(suit) not in german
    assert str(suit) in french  # the English sentence reads as the engine's


def test_plain_reasons_still_read_in_english() -> None:
    reason = Reason("You must follow suit ({suit}).", suit=SuitWord("H"))
    assert str(reason) == "You must follow suit (hearts)."
