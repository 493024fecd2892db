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

from engine.bots import make, search_config
from engine.bots.hooks import hooks_for
from engine.bots.ismcts import merge_endgame
from engine.bots.pimc import decided
from engine.bots.players import decision_seed, describe_endgame
from engine.coach.analyst import analyse, deal_outcome
from engine.coach.profile import profile_for
from engine.coach.searched import solved_here
from tests.engine.test_trick_solver import endgame, minimax

#: The games where ``strong`` (and so the coach) solves its last tricks. Chapanka's solver
#: serves the referee only: solving did not make ``strong`` stronger there (docs/bots.md).
GAMES = [("bolachen", {}), ("scharwenzel", {"players": 4})]


def _position(
    game_id: str, cards: int, kw: dict[str, Any], seed: int = 0, decided: bool = False
) -> Any:
    """A seeded endgame with a choice where the mover holds ``cards`` cards; ``decided``:
    one where strong's exact play ranks one move first (no tie)."""
    play = hooks_for(game_id).exact_play
    assert play is not None
    for s in range(seed, seed + 300):
        state = endgame(game_id, s, cards, play.open_deal, **kw)
        if state is None or len(state.legal_actions()) < 2:
            continue
        if decided and play.endgame(state, state.current_player, random.Random(1)) is None:
            continue
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
    late = _position(game_id, limit, kw, decided=True)
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
    """``strong`` (one worker, a fixed effort) plays the move its exact endgame values rank
    first and says it played guessed deals out exactly."""
    play = hooks_for(game_id).exact_play
    assert play is not None
    for seed in range(300):
        state = endgame(game_id, seed, 3, play.open_deal, **kw)
        if state is None or len(state.legal_actions()) < 2:
            continue
        seat = state.current_player
        rng = random.Random(decision_seed(5, state, seat))
        values = play.endgame(state, seat, rng, None)
        if values is not None:
            break
    else:
        raise AssertionError("no decided endgame found")
    bot = make("strong", state.spec, seed=5, iterations=50, workers=1)
    hint = bot.hint(state, seat)
    assert hint.reason is not None
    assert "Played out exactly" in hint.reason.template
    expected = describe_endgame(values, state.legal_actions(), search_config(game_id).rank_weight)
    assert hint.action == expected.action
    assert hint.reason.params["deals"] == next(iter(values.values())).samples


def test_chapanka_is_searched_to_the_end_by_strong_and_the_coach() -> None:
    """In Chapanka neither ``strong``'s endgame nor the coach's exact scorer solves, even
    with two cards left, where the referee's open solve does."""
    play = hooks_for("chapanka").exact_play
    assert play is not None
    for seed in range(40):
        state = endgame("chapanka", seed, 2, play.open_deal)
        if state is not None and len(state.legal_actions()) > 1:
            break
    else:
        raise AssertionError("no Chapanka endgame with a choice found")
    seat = state.current_player
    assert play.values(state, seat) is not None
    assert play.endgame(state, seat, random.Random(1)) is None
    coach = profile_for("chapanka").exact
    assert coach is None or coach(state, seat) is None
    assert analyse(state, samples=64, flat=True).deals == 64  # every deal played out
    assert not solved_here(state, seat) and analyse(state, samples=64).ranked_by == "search"
    bot = make("strong", state.spec, seed=5, iterations=50, workers=1)
    reason = bot.hint(state, seat).reason
    assert reason is None or "Played out exactly" not in reason.template


def test_a_tie_at_the_top_is_left_to_the_search() -> None:
    """Bolachen suite position 25: every lead loses the Brand by perfect play, but two of
    them leave the defenders room to go wrong (the suite's good moves). Exact play cannot
    tell them apart, so it gives no values and the search decides."""
    from engine.bots.suite import load

    position = load("bolachen")[25]
    state = position.build()
    play = hooks_for("bolachen").exact_play
    assert play is not None
    truth = play.values(state, position.seat)
    assert truth is not None and len(set(truth.values())) == 1
    assert play.endgame(state, position.seat, random.Random(1)) is None
    # Two workers' parts are not judged alone (each saw half the deals): merged, they tie.
    parts = [play.endgame(state, position.seat, random.Random(1), None, (i, 2)) for i in (0, 1)]
    assert all(p is not None for p in parts)
    merged = merge_endgame(parts)
    assert merged is not None and not decided(merged)


def test_coach_solves_a_share_of_its_deals_where_strong_solves() -> None:
    state = _position("bolachen", 3, {})
    analysis = analyse(state, samples=64)
    assert analysis.deals == 4  # 64 // COACH_SHARE
    early = engine_start("bolachen")
    assert analyse(early, samples=64, flat=True).deals == 64  # played out, none solved
    assert analyse(early, samples=64).ranked_by == "search"  # and strong searches there


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


def test_open_solve_is_one_sample_of_the_exact_values() -> None:
    """The referee's door (``ExactPlay.open_solve``): one sample, share by the sign."""
    state = _position("scharwenzel", 3, {"players": 4})
    play = hooks_for("scharwenzel").exact_play
    assert play is not None
    seat = state.current_player
    solved = play.open_solve(state, seat)
    truth = play.values(state, seat)
    assert solved is not None and truth is not None
    for text, value in solved.items():
        assert value.samples == 1 and value.margin == truth[text] == value.score
        assert value.share == (1.0 if truth[text] > 0 else 0.5 if truth[text] == 0 else 0.0)


def test_the_solver_bench_positions_are_what_it_says() -> None:
    """``python -m engine.bots.solver_bench`` measures at positions where the mover holds
    the stated number of cards and the solver applies."""
    from engine.bots.solver_bench import exact_play, measure, positions

    play = exact_play("chapanka")
    found = positions("chapanka", None, 3, 3, 1, play)
    assert len(found) == 3
    for state in found:
        assert len(state.hand(state.current_player)) == 3
        assert play.open_deal(state, state.current_player) is not None
    row = measure(found, play, budget=10)
    assert row["over"] == 3  # every solve of three cards needs more than ten nodes
