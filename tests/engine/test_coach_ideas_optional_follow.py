"""The ideas where following suit is not compulsory: 1001's free phase (two players, stock not
yet empty) and Chapanka's tricks 1-9 for a Pancerola holder. There a trump or a renounce does
not mean a void, so every stated idea is re-checked in such positions, found in real deals."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

import engine
from engine.coach import ideas_for
from engine.coach.cli import decision_after
from tests.engine.coach_idea_checks import check

Position = Callable[[engine.GameState], bool]


def _holds_led_suit(state: engine.GameState) -> bool:
    """The seat to play is not leading and could follow suit."""
    rules = state.trick_rules()  # type: ignore[attr-defined]
    if not rules.played:
        return False
    led = rules.suit_of[rules.played[0]]
    seat = state.current_player
    assert seat is not None
    return any(rules.suit_of[c] == led for c in state.hand(seat))


def _free_phase(state: engine.GameState) -> bool:
    """Tausendundeins with two players while the stock lasts (§5)."""
    stock = getattr(state, "stock_pos", 0) < getattr(state, "stock_len", 0)
    return stock and not getattr(state, "three", True) and _holds_led_suit(state)


def _pancerola_free(state: engine.GameState) -> bool:
    return (
        getattr(state, "pancerola_right", None) == state.current_player
        and getattr(state, "pancerola", None) is None
        and getattr(state, "trick_no", 99) <= 9
        and _holds_led_suit(state)
    )


def _optional_follow(game: str, players: int, accept: Position) -> Iterator[engine.GameState]:
    """Positions of random deals (fixed seeds) where the seat to play may leave the led suit
    although it holds it."""
    for seed in range(600):
        state = engine.game(game).new_game(players, seed=seed)
        rng = random.Random(seed)
        for _ in range(200):
            if state.is_over or state.deal_over:
                break
            if accept(state) and len(state.legal_actions()) > 1:
                yield state.clone()
            state.apply(rng.choice(state.legal_actions()))


PHASES = [
    pytest.param("tausendundeins", 2, _free_phase, id="1001-free-phase"),
    pytest.param("chapanka", 4, _pancerola_free, id="chapanka-pancerola"),
]


@pytest.mark.parametrize(("game", "players", "accept"), PHASES)
def test_every_stated_idea_is_true_where_following_is_optional(
    game: str, players: int, accept: Position
) -> None:
    positions = stated = 0
    wrong = []
    for state in _optional_follow(game, players, accept):
        positions += 1
        seat = state.current_player
        assert seat is not None
        for action in state.legal_actions():
            for idea in ideas_for(state, seat, action.text):
                stated += 1
                if not check(state, seat, action.text, idea):
                    wrong.append((action.text, idea.key, str(idea.reason)))
        if positions >= 200:
            break
    assert positions >= 20
    assert stated >= 60
    assert not wrong, wrong[:5]


def test_a_free_phase_trump_is_not_called_a_void() -> None:
    """Issue position: hearts trumps, QD led, the hand holds AD and 9D; 9H is the lowest trump
    that wins, and the words must not say that diamonds cannot be followed."""
    state = decision_after("tausendundeins", 2, 74188, 27, {})
    assert _free_phase(state)
    (idea,) = [i for i in ideas_for(state, 0, "play 9H") if i.key in ("ruffs-low", "trumps-low")]
    assert idea.key == "trumps-low"
    assert "cannot follow" not in str(idea.reason)
    assert check(state, 0, "play 9H", idea)
