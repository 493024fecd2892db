"""Max^n (each player for himself) against exhaustive play of the real game.

Why: Chapanka's four players each mind their own counters. The solver reads the game through
:meth:`ChapankaDeal.payoffs` and merges equivalent cards; a wrong payoff or an unsound merge
would give a wrong value silently. The reference knows nothing of the solver: it plays every
legal action of the real state (``legal_actions``/``apply``) to the deal's end, reads each
seat's counters from the game's own result, and lets each mover pick what is best for him
(ties: worst for the solving seat, then the smaller outcome in seat order, the solver's
stated rule).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.bots.heuristics import chapanka_solver
from engine.bots.heuristics.chapanka import EXACT
from engine.bots.maxn_solver import MaxnSolver
from engine.bots.trick_solver import TrickSolver
from tests.engine.test_trick_solver import endgame

Q = chapanka_solver.QUARTERS


def each_for_himself(state: Any, own: int, before: list[float]) -> tuple[float, ...]:
    """Every seat's counters from ``state`` on (in quarters), each mover choosing for
    himself among the real game's actions."""
    if state.deal_over:
        return tuple(Q * (state.result.scores[s] - before[s]) for s in range(state.players))
    mover = state.current_player
    outcomes = []
    for action in state.legal_actions():
        nxt = state.clone()
        nxt.apply(action)
        outcomes.append(each_for_himself(nxt, own, before))
    return max(outcomes, key=lambda v: (v[mover], -v[own], tuple(-x for x in v)))


def reference(state: Any) -> dict[str, float]:
    """Per legal card of the mover, the mover's counters (quarters) once it is played."""
    seat = state.current_player
    before = [state.balances[s] - state.balances_at_deal_start[s] for s in range(state.players)]
    out = {}
    for action in state.legal_actions():
        nxt = state.clone()
        nxt.apply(action)
        out[action.words[1]] = each_for_himself(nxt, seat, before)[seat]
    return out


def solved(state: Any) -> dict[str, int]:
    seat = state.current_player
    found = chapanka_solver.open_deal(state, seat)
    assert found is not None
    game, deal = found
    values = MaxnSolver(game).move_values(deal)
    return {chapanka_solver.CARD[b]: v for b, v in values.items()}


@pytest.mark.parametrize("seed", range(40))
def test_chapanka_agrees_with_exhaustive_play(seed: int) -> None:
    options = [{"match_deals": 1}, {"kinal_pot": False}, None][seed % 3]
    state = endgame("chapanka", seed, 2 + seed % 2, chapanka_solver.open_deal, options=options)
    if state is None:
        return
    assert solved(state) == reference(state), state.seed


def test_the_paranoid_reading_plays_worse_against_players_who_mind_their_own() -> None:
    """Seed 281, three cards in hand: read as the seat against a coalition, 9H is best (the
    seat makes 5 counters whatever the others do, 6C and 4C 0); but the others gain nothing
    by that coalition, and if each minds his own counters 6C and 4C make 11 and 9H still 5."""
    state = endgame("chapanka", 281, 3, chapanka_solver.open_deal)
    assert state is not None
    seat = state.current_player
    game, deal = chapanka_solver.open_deal(state, seat) or (None, None)
    assert game is not None and deal is not None
    paranoid = {chapanka_solver.CARD[b]: v for b, v in TrickSolver(game).move_values(deal).items()}
    assert paranoid == {"9H": 5 * Q, "6C": 0, "4C": 0}
    assert reference(state) == solved(state) == {"9H": 5 * Q, "6C": 11 * Q, "4C": 11 * Q}


def test_the_referees_chapanka_values_are_each_for_himself() -> None:
    """The referee's values (``ExactPlay.values``) are max^n's, in counters, plus what the
    deal gave the seat so far."""
    state = endgame("chapanka", 281, 3, chapanka_solver.open_deal)
    assert state is not None
    seat = state.current_player
    so_far = state.balances[seat] - state.balances_at_deal_start[seat]
    values = EXACT.values(state, seat)
    assert values == {f"play {c}": so_far + v / Q for c, v in solved(state).items()}
    assert values["play 6C"] > values["play 9H"]


def test_merged_cards_keep_every_seats_value() -> None:
    """With equivalent cards merged (one of two adjacent cards of a worth tried) the value
    of the deal for every seat is that of the search with every card tried."""
    for seed in range(12):
        state = endgame("chapanka", seed, 3, chapanka_solver.open_deal)
        if state is None:
            continue
        game, deal = chapanka_solver.open_deal(state, state.current_player) or (None, None)
        assert game is not None and deal is not None
        merged = MaxnSolver(game).value(deal)
        unmerged_game = chapanka_solver.ChapankaDeal(
            game.seat, game.order, game.stake, game.pancerola, game.kinal_pot, game.last_deal
        )
        unmerged_game.klass = {b: i for i, b in enumerate(game.klass)}
        assert MaxnSolver(unmerged_game).value(deal) == merged, seed
