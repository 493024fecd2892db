"""The independent referee (issue #44 item 3): built from none of ``strong``'s tools, right
where it can be checked.

Why: a yardstick made of ``strong``'s search, playouts, reward and inference misjudges what
``strong`` misjudges. These tests prove the referee never calls those tools, that its
all-seeing search finds the exact best move of small open endgames, that its exact branch
is the solver's mean over uniformly drawn deals, and that it tells a stored answer it
disproves from one it cannot settle.
"""

from __future__ import annotations

import functools
import random
from typing import Any

import pytest

import engine
from engine.bots import independent_referee as ref
from engine.bots import ismcts
from engine.bots.heuristics import bolachen as bolachen_hooks
from engine.bots.heuristics import bolachen_solver
from engine.bots.heuristics import tausendundeins as thousand
from engine.bots.hooks import hooks_for
from engine.bots.sampling import SeatRandom
from engine.bots.suite import Position, load
from tests.engine.test_trick_solver import endgame, minimax


def _forbid(*_args: Any, **_kw: Any) -> Any:
    raise AssertionError("the independent referee used one of strong's tools")


@pytest.fixture
def no_strong_tools(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every tool of ``strong``'s play raises: the search, the playout policies, the
    inference (likelihood), the root rules and the reward."""
    monkeypatch.setattr(ismcts, "search", _forbid)
    monkeypatch.setattr("engine.bots.rewards.Evaluator.__call__", _forbid)
    for game in engine.GAMES:
        from engine.bots.heuristics import for_game

        module = for_game(game)
        for name in ("rollout", "likelihood", "prune"):
            if module is not None and hasattr(module, name):
                monkeypatch.setattr(module, name, _forbid)


def test_the_referee_judges_without_strong_s_tools(no_strong_tools: None) -> None:
    """A searched position (a Bolachen trump call) and solved ones (a 1001 lead with the
    stock used up, a Bolachen card play) are judged with every tool of ``strong`` raising."""
    searched = load("bolachen")[0]
    verdict = ref.appraise(searched.build(), searched.seat, search_deals=2, iterations=20)
    assert verdict.method == "searched"
    assert len(verdict.values["trump H"]) == 2
    solved = load("tausendundeins")[0]
    assert ref.appraise(solved.build(), solved.seat, solve_deals=3).method == "solved"


#: Deal seeds of open Bolachen endgames (four cards a hand, random play) where the moves'
#: exact values differ; in 639, 928 and 1124 uniformly random playouts alone (flat Monte
#: Carlo, no tree) rank a wrong move above a right one, and at a small exploration constant
#: (0.7) the tree did in five of them.
TELLING = (639, 683, 893, 928, 944, 1106, 1124, 1139, 1172, 1264, 1300, 1452)


@pytest.mark.parametrize("seed", TELLING)
def test_the_open_search_ranks_exact_best_moves_first(seed: int) -> None:
    """On open endgames the all-seeing UCT rates every exact best move above every other
    (the solver is itself checked against minimax)."""
    state = endgame("bolachen", seed, 4, bolachen_solver.open_deal)
    assert state is not None
    seat = state.current_player
    exact = bolachen_hooks.EXACT.values(state, seat)
    assert exact is not None and len(set(exact.values())) > 1
    searched = ref.open_search(state, seat, 3000, random.Random(0))
    top = max(exact.values())
    right = [searched[t] for t in exact if exact[t] == top]
    wrong = [searched[t] for t in exact if exact[t] < top]
    assert min(right) > max(wrong), (searched, exact)


def test_the_exact_branch_is_the_solver_s_mean_over_uniform_deals() -> None:
    """Where the game is solved, each move's values are the solver's over deals the seat's
    own sampler draws from the referee's seed (no weighting), one per deal."""
    position = load("tausendundeins")[5]
    state = position.build()
    seat = position.seat
    verdict = ref.appraise(state, seat, seed=3, solve_deals=5)
    assert verdict.method == "solved"
    rng = SeatRandom(3 * 7919 + 17)
    expected: dict[str, list[float]] = {t: [] for t in verdict.values}
    for _ in range(5):
        solved = thousand.open_solve(state.determinize(seat, rng), seat)
        assert solved is not None
        for t in expected:
            expected[t].append(solved[t].margin)
    assert verdict.values == expected


def test_a_hand_that_must_stay_searched_is_not_solved() -> None:
    """Above the referee's card limit (Bolachen: eight) the search judges."""
    position = load("bolachen")[1]  # the auction: ten cards a hand
    assert ref.solver_for(position.build()) is None


def test_rejudge_tells_a_disproved_answer_from_a_confirmed_one() -> None:
    """A stored answer the solves show clearly worse than another move is contradicted; the
    real stored answer of the same 1001 position is confirmed."""
    stored = load("tausendundeins")[20]  # the stock used up: one deal, solved exactly
    assert stored.good == ("play 10D",)
    assert ref.rejudge(stored)["status"] == "confirmed"
    wrong = Position(
        stored.game, stored.players, stored.seed, stored.moves, stored.seat,
        ("play KC",), ("play 10D",),
    )  # fmt: skip
    assert ref.rejudge(wrong)["status"] == "contradicted"


def test_deal_points_turn_marks_and_average_teams() -> None:
    """Kaschlan's marks count against the seat; a side's points are its margin over the
    mean of the other sides."""
    state = engine.game("kaschlan").new_game(players=4, seed=3)
    rng = random.Random(1)
    while state.current_player is not None:
        state.apply(rng.choice(state.legal_actions()))
    result = state.deal_result()
    assert result is not None
    points = ref.deal_points(state)
    scores = result.scores
    for s in range(4):
        rest = [scores[o] for o in range(4) if o != s]
        assert points[s] == pytest.approx(-(scores[s] - sum(rest) / 3))
    assert sum(points) == pytest.approx(0.0)


def test_verdict_clear_needs_a_gap_that_holds_over_the_deals() -> None:
    verdict = ref.Verdict(
        {"a": [1.0, 2.0, 1.5, 1.2], "b": [0.0, 1.0, 0.5, 0.2], "c": [3.0, -1.0, 2.0, 1.0]}, "solved"
    )
    assert verdict.best() == "a"
    assert verdict.clearly_worse("b")  # always one below
    assert not verdict.clearly_worse("c")  # worse on the mean, not on every deal


def test_the_loss_table_reads_the_records() -> None:
    """Per asker the mean loss and its clear errors, and the coach minus strong paired."""
    from engine.coach.referee_loss import table

    records = [
        {
            "game": "bolachen",
            "method": m,
            "loss": {"normal": n, "strong": s, "coach": c},
            "error": {"normal": n > 1, "strong": False, "coach": c > 1},
        }
        for m, n, s, c in (("solved", 2.0, 0.0, 1.0), ("searched", 0.0, 0.0, 3.0))
    ]
    lines = table(records).splitlines()
    assert "| bolachen | 2 (1) | normal | 1.000 ± 1.960 | 1 |" in lines
    assert "| bolachen | 2 (1) | coach | 2.000 ± 1.960 | 1 |" in lines
    assert "| bolachen | | coach − strong, paired | +2.000 ± 1.960 | |" in lines


# --- perfectly played leaves before card play ---------------------------------------------


def _signed_points(done: Any, seat: int, sign: float) -> float:
    return sign * ref.deal_points(done)[seat]


@pytest.mark.parametrize(
    ("game_id", "seed", "cards", "kw"),
    [
        ("bolachen", 639, 4, {}),
        ("bolachen", 683, 4, {}),
        ("scharwenzel", 610, 3, {"players": 4}),
        ("scharwenzel", 617, 3, {"players": 4}),
    ],
)
def test_an_exact_leaf_is_the_deal_played_out_perfectly(
    game_id: str, seed: int, cards: int, kw: dict[str, Any]
) -> None:
    """A leaf's value for every seat equals plain minimax over the real game of that seat's
    deal points, at endgames where the mover's cards differ in exact value: the solver's
    choices, played on the real state, are perfect play for both sides, and the game's own
    result is read (the declarer's 3v against a defender's -1.5v in Bolachen needs no
    conversion)."""
    play = hooks_for(game_id).exact_play
    assert play is not None
    state = endgame(game_id, seed, cards, play.open_deal, **kw)
    assert state is not None
    leaves = ref.ExactLeaves(game_id)
    values = leaves.value(state)
    assert values is not None and leaves.solved == 1
    mover = state.current_player
    assert mover is not None
    found = play.open_deal(state, mover)
    assert found is not None
    side = found[0].side
    for seat in range(state.players):
        # minimax maximises side 0; from a seat on the other side its points are minimised
        sign = 1.0 if side[seat] == 0 else -1.0
        points = functools.partial(_signed_points, seat=seat, sign=sign)
        expected = sign * minimax(state, side, points)
        assert values[seat] == pytest.approx(expected), (seat, values)


def test_leaves_are_solved_once_per_deal_and_contract() -> None:
    """Many auctions end in the same contract: the search before Scharwenzel's first bid
    solves one leaf per trump and stake it reaches, not one per line of bidding."""
    state = engine.game("scharwenzel").new_game(players=4, seed=11)
    leaves = ref.ExactLeaves.for_state(state)
    assert leaves is not None
    seat = state.current_player
    assert seat is not None
    deal = state.determinize(seat, SeatRandom(5))
    ref.open_search(deal, seat, 80, random.Random(2), leaves)
    contracts = [(dict(facts)["trump"], dict(facts)["stake"]) for _deal, facts in leaves.cache]
    assert len(contracts) >= 2
    assert len(set(contracts)) == len(contracts) == leaves.solved
    assert leaves.unsolved > 0  # the random Tout announcements: left to random play


def test_no_leaves_where_each_plays_for_himself_or_cards_are_played() -> None:
    """Chapanka's four players each play for themselves (its max^n solver has no two sides
    to play a leaf out for), and a deal already in its card play is solved or searched as
    before."""
    chapanka = engine.game("chapanka").new_game(players=4, seed=1)
    assert not ref.card_play(chapanka)
    assert ref.ExactLeaves.for_state(chapanka) is None
    bolachen = load("bolachen")[0].build()  # a trump call: before the cards
    assert ref.ExactLeaves.for_state(bolachen) is not None
    play = hooks_for("bolachen").exact_play
    assert play is not None
    in_play = endgame("bolachen", 6, 4, play.open_deal)
    assert in_play is not None and ref.ExactLeaves.for_state(in_play) is None
