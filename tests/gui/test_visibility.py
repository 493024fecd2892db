"""Another player's face-down move must not name its card; open moves keep theirs."""

from __future__ import annotations

import engine
from gui import names
from gui.visibility import HIDDEN_CARD, public_action_text


def _chapanka_after_exchanges() -> tuple[engine.GameState, list[tuple[int, str]]]:
    """Seed 3: seats 1, 0, 3 exchange their first offered card, the dealer (2) discards."""
    state = engine.game("chapanka").new_game(4, 3)
    moves = []
    while not any(a.text.startswith("play") for a in state.legal_actions()):
        texts = [a.text for a in state.legal_actions()]
        move = next(t for t in texts if t.startswith(("exchange", "discard")))
        moves.append((state.current_player, move))
        state.apply(move)
    return state, moves


def test_face_down_exchange_of_another_player_hides_the_card(qapp):
    state, moves = _chapanka_after_exchanges()
    seat, text = moves[0]
    assert seat != 0 and text.startswith("exchange ")
    shown = public_action_text(text, state.observation(0))
    assert shown == f"exchange {HIDDEN_CARD}"
    label = names.action_label(shown)
    assert text.split()[1] not in label
    assert label == "Exchange a card face down"


def test_dealers_face_down_discard_is_hidden_too(qapp):
    state, moves = _chapanka_after_exchanges()
    seat, text = moves[-1]
    assert seat != 0 and text.startswith("discard ")
    assert public_action_text(text, state.observation(0)) == f"discard {HIDDEN_CARD}"


def test_a_card_played_to_the_trick_stays_named(qapp):
    state, _moves = _chapanka_after_exchanges()
    text = state.legal_actions()[0].text
    state.apply(text)
    assert public_action_text(text, state.observation(0)) == text
