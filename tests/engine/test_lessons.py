"""Learn mode's guide: the usable cards, and the rule that refuses each other card."""

from __future__ import annotations

import engine
from engine.bots import make
from engine.lessons import guide


def _play_until(state, seat: int, verb: str, limit: int = 400):
    """Random play until ``seat`` must choose among ``verb`` moves that leave some card out."""
    bots = [make("random", state.spec, seed=s) for s in range(state.players)]
    for _ in range(limit):
        player = state.current_player
        if player is None:
            state.next_deal()
            continue
        obs = state.observation(player)
        legal = state.legal_actions()
        used = {w for a in legal for w in a.args}
        if (
            player == seat
            and all(a.verb == verb for a in legal)
            and any(c not in used for c in obs["hand"])
        ):
            return obs
        state.apply(bots[player].choose(state, player))
    raise AssertionError("no such decision came up")


def test_cards_that_must_not_be_played_are_explained_by_the_rule() -> None:
    state = engine.game("chapanka").new_game(players=4, seed=11)
    obs = _play_until(state, 0, "play")
    result = guide(state, obs["hand"], obs["phase"])
    legal_cards = {a.args[0] for a in state.legal_actions()}
    assert set(result.usable) == legal_cards
    refused = {r.card for r in result.refusals}
    assert refused == set(obs["hand"]) - legal_cards
    for refusal in result.refusals:
        # The reason is the game's own refusal of exactly that move.
        try:
            state.apply(refusal.action)
        except engine.IllegalAction as exc:
            assert str(exc) == refusal.message
        else:
            raise AssertionError(f"{refusal.action} was legal")


def test_a_guide_asks_nothing_and_changes_nothing() -> None:
    state = engine.game("tausendundeins").new_game(seed=2)
    obs = state.observation(state.current_player)
    before = state.to_json()
    result = guide(state, obs["hand"], obs["phase"])
    assert state.to_json() == before
    assert result.legal == tuple(a.text for a in state.legal_actions())
