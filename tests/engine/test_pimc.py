"""Strong's and the coach's exact play of the last tricks (``engine.bots.pimc``).

Why: the solver's values reach a player through two doors, ``strong``'s endgame hook (the
mean over guessed deals) and the coach's exact scorer; both must say what the game itself
would score, in the unit each reader expects, and only where the measured hand size says a
solve fits.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.bots import make
from engine.bots.hooks import hooks_for
from engine.coach.analyst import analyse, deal_outcome
from engine.coach.profile import profile_for
from tests.engine.test_trick_solver import endgame, minimax

GAMES = [("bolachen", {}), ("scharwenzel", {"players": 4}), ("chapanka", {})]


def _position(game_id: str, cards: int, kw: dict[str, Any], seed: int = 0) -> Any:
    play = hooks_for(game_id).exact_play
    assert play is not None
    for s in range(seed, seed + 200):
        state = endgame(game_id, s, cards, play.open_deal, **kw)
        if state is not None and len(state.legal_actions()) > 1:
            return state
    raise AssertionError(f"no {game_id} endgame with a choice found")


@pytest.mark.parametrize(("game_id", "kw"), GAMES)
def test_coach_exact_values_are_the_analysts_unit(game_id: str, kw: dict[str, Any]) -> None:
    """Per move, the coach's exact (value, win) equals plain minimax over the game with the
    analyst's own reading of a finished deal (``deal_outcome``)."""
    state = _position(game_id, 2, kw)
    seat = state.current_player
    play = hooks_for(game_id).exact_play
    assert play is not None
    solved = profile_for(game_id).exact
    assert solved is not None
    values = solved(state, seat)
    assert values is not None
    found = play.open_deal(state, seat)
    assert found is not None
    side = found[0].side
    for action in state.legal_actions():
        nxt = state.clone()
        nxt.apply(action)
        expected = minimax(nxt, side, lambda s: deal_outcome(s, seat)[0])
        value, win = values[action.text]
        assert value == pytest.approx(expected)
        assert win == (1.0 if value > 0 else 0.5 if value == 0 else 0.0)


@pytest.mark.parametrize(("game_id", "kw"), GAMES)
def test_strong_solves_only_from_the_measured_hand_size(game_id: str, kw: dict[str, Any]) -> None:
    play = hooks_for(game_id).exact_play
    assert play is not None
    limit = play.hand_cards[4 if game_id != "bolachen" else 3]
    late = _position(game_id, limit, kw)
    values = play.endgame(late, late.current_player, random.Random(1))
    assert values is not None
    assert set(values) == {a.text for a in late.legal_actions()}
    assert all(0 < v.samples <= play.samples for v in values.values())
    early = _position(game_id, limit + 1, kw)
    while len(early.hand(early.current_player)) <= limit:  # the position must hold more cards
        early = _position(game_id, limit + 1, kw, seed=early.seed + 1)
    assert play.endgame(early, early.current_player, random.Random(1)) is None


@pytest.mark.parametrize(("game_id", "kw"), GAMES)
def test_strong_hint_is_the_solved_best(game_id: str, kw: dict[str, Any]) -> None:
    """``strong`` (one worker, its fixed effort) plays the move the endgame values rank
    first and says it played guessed deals out exactly."""
    state = _position(game_id, 3, kw)
    seat = state.current_player
    bot = make("strong", state.spec, seed=5, seconds=None, iterations=50, workers=1)
    hint = bot.hint(state, seat)
    assert hint.reason is not None
    assert "Played out exactly" in hint.reason.template
    assert hint.action.text in {a.text for a in state.legal_actions()}


def test_coach_solves_a_share_of_its_deals_where_strong_solves() -> None:
    state = _position("bolachen", 3, {})
    analysis = analyse(state, samples=64)
    assert analysis.deals == 4  # 64 // COACH_SHARE
    early = engine_start("bolachen")
    assert analyse(early, samples=64).deals == 64


def engine_start(game_id: str) -> Any:
    """A position at the start of card play (more cards than any solve takes)."""
    import engine

    rng = random.Random(0)
    for seed in range(50):
        state = engine.game(game_id).new_game(seed=seed)
        while state.current_player is not None and state.phase != 7:
            state.apply(rng.choice(state.legal_actions()))
        if state.current_player is not None and len(state.legal_actions()) > 1:
            return state
    raise AssertionError("no start of play found")
