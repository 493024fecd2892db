"""The shared exact trick solver against plain minimax over the games themselves.

Why: the solver reads each game through a few facts (``engine.bots.heuristics.<id>_solver``)
and prunes hard (alpha-beta, a transposition table, equivalent cards merged); a wrong fact or
an unsound cut gives a wrong value silently. The reference here knows nothing of the solver:
it plays every legal action of the real game state (``legal_actions``/``apply``) to the end
and reads the game's own result, the solving seat's side maximising and the others
minimising. Seeded random endgames, a few hundred in all, plus positions worked by hand.
"""

from __future__ import annotations

import functools
import random
from typing import Any

import pytest

import engine
from engine.bots.heuristics import bolachen_solver, chapanka_solver, scharwenzel_solver
from engine.bots.heuristics.scharwenzel import THREAD, deal_value
from engine.bots.trick_solver import OpenDeal, SolveBudget, TrickSolver


def endgame(game_id: str, seed: int, cards: int, open_deal: Any, **kw: Any) -> Any:
    """A position reached by random play from a seeded deal where the mover holds ``cards``
    cards and the solver applies, or None if the deal ended first."""
    rng = random.Random(seed)
    state = engine.game(game_id).new_game(seed=seed, **kw)
    while state.current_player is not None and not state.deal_over:
        seat = state.current_player
        if len(state.hand(seat)) <= cards and open_deal(state, seat) is not None:
            return state
        state.apply(rng.choice(state.legal_actions()))
    return None


def minimax(state: Any, side: tuple[int, ...], value: Any) -> float:
    """The game played out exhaustively: ``value(finished state)`` maximised by side 0."""
    if state.deal_over:
        return float(value(state))
    legal = state.legal_actions()
    if any(a.text == "stop" for a in legal):  # Scharwenzel's clean majority: the solver stops
        nxt = state.clone()
        nxt.apply("stop")
        return minimax(nxt, side, value)
    seat = state.current_player
    values = []
    for action in legal:
        nxt = state.clone()
        nxt.apply(action)
        values.append(minimax(nxt, side, value))
    return max(values) if side[seat] == 0 else min(values)


def agree(state: Any, open_deal: Any, bits: dict[str, int], value: Any, unit: int = 1) -> None:
    """Every legal move's solved value equals plain minimax's."""
    seat = state.current_player
    found = open_deal(state, seat)
    assert found is not None
    game, deal = found
    solved = TrickSolver(game).move_values(deal)
    for action in state.legal_actions():
        nxt = state.clone()
        nxt.apply(action)
        expected = minimax(nxt, game.side, value)
        assert solved[bits[action.words[1]]] == expected * unit, (state.seed, action.text)


# --- Bolachen: the declarer alone against two defenders -----------------------------------


@pytest.mark.parametrize("seed", range(100))
def test_bolachen_agrees_with_minimax(seed: int) -> None:
    state = endgame("bolachen", seed, 4, bolachen_solver.open_deal)
    if state is None:
        return
    seat = state.current_player
    agree(state, bolachen_solver.open_deal, bolachen_solver.BIT, lambda s: s.result.scores[seat])


def test_bolachen_positions_come_from_every_contract() -> None:
    """The random endgames above reach Brands and at least one Bettel or Mord (else the
    agreement says nothing about the contracts without trumps)."""
    contracts = set()
    for seed in range(100):
        state = endgame("bolachen", seed, 4, bolachen_solver.open_deal)
        if state is not None:
            contracts.add(state.contract)
    assert "brand" in contracts and contracts & {"bettel", "mord"}


def test_bolachen_hand_worked_bettel() -> None:
    """Bettel, the declarer (seat 0) has taken no trick in eight and leads, holding 7S and
    AC; seat 1 holds 8S KC, seat 2 9S 8D. Leading AC takes the trick: lost (declarer -4).
    Leading 7S, seat 2's 9S takes it and leads 8D, under which the declarer throws AC: no
    trick, won (+4)."""
    game = bolachen_solver.BolachenDeal(0, "bettel", None, 2, 0)
    b = bolachen_solver.BIT
    hands = (b["7S"] | b["AC"], b["8S"] | b["KC"], b["9S"] | b["8D"])
    values = TrickSolver(game).move_values(OpenDeal(hands, 0, (), (0, 8)))
    assert values == {b["7S"]: 4, b["AC"]: -4}
    # A defender solving the same deal sees the mirror: -2 and +2 (each defender pays v).
    defender = bolachen_solver.BolachenDeal(0, "bettel", None, 2, 1)
    assert TrickSolver(defender).value(OpenDeal(hands, 0, (), (0, 8))) == -2


# --- Scharwenzel: two teams, 4, 6 or 8 players ---------------------------------------------


def _race_margin(state: Any, seat: int) -> float:
    worth = deal_value(state, state.last_result)
    return worth[seat] - worth[(seat + 1) % state.players]


@pytest.mark.parametrize(("players", "cards"), [(4, 3), (6, 3), (8, 2)])
@pytest.mark.parametrize("seed", range(40))
def test_scharwenzel_agrees_with_minimax(players: int, cards: int, seed: int) -> None:
    open_deal = functools.partial(scharwenzel_solver.open_deal, thread=THREAD)
    state = endgame("scharwenzel", seed, cards, open_deal, players=players)
    if state is None:
        return
    # A race near its end, so that the threads of a game won count in the values.
    state.team_points = [seed % 24, (7 * seed) % 24]
    seat = state.current_player
    agree(state, open_deal, scharwenzel_solver.BIT, lambda s: _race_margin(s, seat))


def test_scharwenzel_hand_worked_majority() -> None:
    """Four players, hearts trumps, 8 tricks, majority 5. Team 0 has 4 tricks, team 1 has 3,
    one trick left: seat 0 leads QC (the highest trump) and takes the majority (V = 2
    points); any other lead lets seat 1's 7H (the Nillje) take the trick: 4-4, a Bock (0)."""
    spec = engine.game("scharwenzel")
    state = spec.new_game(players=4)
    from engine.games.scharwenzel import POWER, SUIT_IN_PLAY

    game = scharwenzel_solver.ScharwenzelDeal(
        4, tuple(state.pack), SUIT_IN_PLAY["H"], POWER["H"], "H", 2, 0
    )
    b = scharwenzel_solver.BIT
    hands = (b["QC"], b["7H"], b["8D"], b["9D"])
    assert TrickSolver(game).value(OpenDeal(hands, 0, (), (4, 3))) == 2
    hands = (b["AS"], b["7H"], b["8D"], b["9D"])
    assert TrickSolver(game).value(OpenDeal(hands, 0, (), (4, 3))) == 0


# --- Chapanka: each for himself, read as the seat against the others ------------------------


@pytest.mark.parametrize("seed", range(60))
def test_chapanka_agrees_with_minimax(seed: int) -> None:
    options = [{"match_deals": 1}, {"kinal_pot": False}, None][seed % 3]
    state = endgame("chapanka", seed, 2 + seed % 2, chapanka_solver.open_deal, options=options)
    if state is None:
        return
    seat = state.current_player
    before = state.balances[seat] - state.balances_at_deal_start[seat]
    agree(
        state,
        chapanka_solver.open_deal,
        chapanka_solver.BIT,
        lambda s: s.result.scores[seat] - before,
        chapanka_solver.QUARTERS,
    )


def test_chapanka_not_solved_while_a_chapanka_may_come() -> None:
    """Before the tenth trick, one seat having won every trick so far may be on its way to a
    Chapanka (§8), which the solver does not play: no open deal then."""
    state = engine.game("chapanka").new_game(seed=3)
    rng = random.Random(3)
    while state.phase != 2:
        state.apply(rng.choice(state.legal_actions()))
    assert chapanka_solver.open_deal(state, state.current_player) is None


# --- the search machinery itself ------------------------------------------------------------


def test_budget_stops_a_solve() -> None:
    state = endgame("scharwenzel", 1, 6, scharwenzel_solver.open_deal, players=6)
    assert state is not None
    game, deal = scharwenzel_solver.open_deal(state, state.current_player) or (None, None)
    assert game is not None and deal is not None
    solver = TrickSolver(game, budget=50)
    with pytest.raises(SolveBudget):
        solver.value(deal)
    assert solver.nodes == 51


def test_equivalent_cards_merge_and_keep_the_value() -> None:
    """Seat 0 holds KS QS JS (adjacent spades, AS played): one of them is tried, not three,
    and the value is the same as with the merge switched off (every class distinct)."""
    b = bolachen_solver.BIT
    game = bolachen_solver.BolachenDeal(0, "brand", "H", 1, 0)
    deal = OpenDeal(
        (b["KS"] | b["QS"] | b["JS"], b["7S"] | b["8S"] | b["9S"], b["7C"] | b["8C"] | b["9C"]),
        0,
        (),
        (3, 4),
    )
    solver = TrickSolver(game)
    assert solver.distinct(deal.hands[0], deal.hands, ()) == [b["KS"]]

    class Unmerged(bolachen_solver.BolachenDeal):
        klass = {bit: i for i, bit in enumerate(bolachen_solver.CARD)}

    plain = Unmerged(0, "brand", "H", 1, 0)
    assert TrickSolver(plain).value(deal) == solver.value(deal) == 2
