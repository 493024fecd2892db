"""The position suite (issue #32): its positions are what they say, its referee's answers
are reproducible, and the levels play them as the issue asks (``strong`` every position,
``normal`` at least 90 %)."""

from __future__ import annotations

import dataclasses
import json

import pytest

import engine
from engine.bots.suite import (
    BLUNDER_GAP,
    POSITIONS_DIR,
    Position,
    classify,
    judge,
    load,
    main,
    rejudge,
    save,
    score,
)

GAMES = sorted(path.stem for path in POSITIONS_DIR.glob("*.json"))
#: The referee's effort the stored positions were confirmed with (``--mine`` defaults).
MINED_WITH = {"deals": 12, "iterations": 400}


def test_every_game_with_positions_has_thirty() -> None:
    assert GAMES, "no positions stored"
    for game in GAMES:
        assert game in engine.GAMES
        assert len(load(game)) >= 30, game


@pytest.mark.parametrize("game", GAMES)
def test_positions_are_what_they_say(game: str) -> None:
    for position in load(game):
        state = position.build()
        legal = {a.text for a in state.legal_actions()}
        assert position.good and position.blunders
        assert set(position.good) <= legal and set(position.blunders) <= legal
        assert not set(position.good) & set(position.blunders)
        worst_good = min(position.values[t] for t in position.good)
        best_blunder = max(position.values[t] for t in position.blunders)
        assert worst_good >= best_blunder + BLUNDER_GAP


@pytest.mark.parametrize("game", GAMES)
def test_the_referee_gives_the_stored_answer_again(game: str) -> None:
    """Re-judged with the same effort and seed, the first position gets the same values
    (the referee is a function of the position and its seed, not of the hidden cards)."""
    position = load(game)[0]
    values = judge(position.build(), position.seat, seed=position.seed, **MINED_WITH)
    means = {t: round(sum(v) / len(v), 4) for t, v in values.items()}
    assert means == position.values
    assert classify(values) == (list(position.good), list(position.blunders))


def test_a_position_judged_again_gets_the_referee_s_answer_back() -> None:
    """``--rejudge`` (for a changed playout policy, which the referee plays out with) gives a
    position the referee's answer and values of today, whatever was stored."""
    position = load("tausendundeins")[0]
    tampered = dataclasses.replace(
        position, good=position.blunders, blunders=position.good, values={}
    )
    fresh = rejudge(tampered)
    assert fresh is not None
    assert (fresh.good, fresh.blunders, fresh.values) == (
        position.good,
        position.blunders,
        position.values,
    )


def test_every_solved_1001_position_gets_its_stored_values_again() -> None:
    """Where the referee solves every deal (1001 with four stock cards or fewer) a re-judge
    is cheap, so every such position is checked, not only the first: their stored values
    are the solving referee's, not an older searching one's."""
    checked = 0
    for position in load("tausendundeins"):
        state = position.build()
        if state.stock_len - state.stock_pos > 4:
            continue
        values = judge(state, position.seat, seed=position.seed, **MINED_WITH)
        assert {t: round(sum(v) / len(v), 4) for t, v in values.items()} == position.values
        checked += 1
    assert checked >= 30


#: Positions ``strong`` still gets wrong, by game and index, each a finding of the suite
#: (docs/bots.md, "Position suite"), kept here so that no other position slips.
KNOWN_STRONG_MISSES: dict[str, list[int]] = {}


@pytest.mark.parametrize("game", GAMES)
def test_strong_plays_every_position_right(game: str) -> None:
    result = score("strong", load(game), iterations=1200)
    assert result.missed == KNOWN_STRONG_MISSES.get(game, [])


@pytest.mark.parametrize("game", GAMES)
def test_normal_plays_nine_in_ten_right(game: str) -> None:
    result = score("normal", load(game))
    assert result.right >= 0.9 * result.total, result.missed


def test_classify_wants_a_clear_gap_everywhere() -> None:
    clear = {"a": [0.8, 0.7, 0.9, 0.8], "b": [0.8, 0.7, 0.9, 0.8], "c": [0.1, 0.2, 0.1, 0.2]}
    assert classify(clear) == (["a", "b"], ["c"])
    between = {**clear, "d": [0.75, 0.65, 0.85, 0.75]}  # 0.05 below the best: unclear
    assert classify(between) is None
    assert classify({"a": [0.5, 0.5], "b": [0.5, 0.5]}) is None  # nothing clearly wrong
    noisy = {"a": [0.9, 0.1, 0.9, 0.1], "c": [0.1, 0.9, 0.1, 0.5]}  # no gap across deals
    assert classify(noisy) is None
    # 0.08 below the best but 0.07 below the other right move: not clearly wrong
    close = {"a": [0.80] * 4, "b": [0.79] * 4, "c": [0.72, 0.71, 0.73, 0.72]}
    assert classify(close) is None


def test_a_position_not_at_its_seat_is_refused() -> None:
    position = load(GAMES[0])[0]
    wrong = Position(
        position.game,
        position.players,
        position.seed,
        position.moves,
        (position.seat + 1) % position.players,
        position.good,
        position.blunders,
    )
    with pytest.raises(ValueError, match="not to act"):
        wrong.build()


def test_save_and_load_round_trip(tmp_path) -> None:
    positions = load(GAMES[0])[:3]
    path = tmp_path / f"{GAMES[0]}.json"
    save(positions, path)
    assert load(GAMES[0], tmp_path) == positions
    assert isinstance(json.loads(path.read_text(encoding="utf-8")), list)
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temporary file left


def test_the_command_prints_the_table(capsys) -> None:
    assert main([GAMES[0], "--levels", "random"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[:3] == ["game", "level", "right"]
    assert lines[1].split()[:2] == [GAMES[0], "random"]


def test_a_search_draws_its_deals_from_the_sample_hook() -> None:
    """``SearchConfig.sample`` replaces ``determinize``: every iteration gets its deal."""
    import random

    from engine.bots import search_config
    from engine.bots.ismcts import search
    from engine.bots.suite import open_sample

    state = load(GAMES[0])[0].build()
    seat = state.current_player
    assert seat is not None
    drawn = []

    def sample(real, who, rng):
        drawn.append(who)
        deal = open_sample(real, who, rng)
        assert deal.hands == real.hands and deal is not real
        return deal

    config = search_config(state.spec.id)
    config.likelihood = None
    config.sample = sample
    result = search(state, seat, random.Random(1), 25, None, config)
    assert result.iterations == 25 and drawn == [seat] * 25


def test_exact_rewards_speak_the_referees_units() -> None:
    from engine.bots.suite import exact_rewards

    solved = {"a": (40.0, 1.0), "b": (0.0, 0.5), "c": (-80.0, 0.0)}
    half = exact_rewards(solved)
    assert half == {"a": 0.5 + 0.5 * (0.5 + 0.25), "b": 0.25 + 0.25, "c": 0.0}
    margin_only = exact_rewards(solved, rank_weight=0.0)
    assert margin_only["a"] == 0.75 and margin_only["c"] == 0.0
    assert sorted(half, key=half.__getitem__) == ["c", "b", "a"]


def test_the_referee_solves_1001s_strict_phase_exactly() -> None:
    """Once the stock is used up every card is known: each move's value is its solved
    outcome, the same on every deal the seat can draw (no search noise)."""
    from engine.bots.heuristics import tausendundeins_solver as solver
    from engine.bots.suite import exact_rewards

    strict = [
        p for p in load("tausendundeins") if (lambda s: s.stock_len - s.stock_pos == 0)(p.build())
    ]
    assert strict, "the 1001 suite has strict-phase positions"
    position = strict[0]
    state = position.build()
    values = judge(state, position.seat, deals=3, iterations=1, seed=5)
    outcomes = solver.move_outcomes(state, position.seat)
    want = exact_rewards(
        {
            t: (float(m), 1.0 if m > 0 else 0.0 if m < 0 else 0.5)
            for t, (m, _a, _b) in outcomes.items()
        },
        rank_weight=search_config_rank("tausendundeins"),
    )
    assert {t: v[0] for t, v in values.items()} == pytest.approx(want)
    assert all(len(set(v)) == 1 for v in values.values())


def search_config_rank(game: str) -> float:
    from engine.bots import search_config

    return search_config(game).rank_weight


def test_a_cheap_look_passes_only_what_may_be_clear() -> None:
    from engine.bots.suite import _promising

    assert _promising({"a": [0.8, 0.8], "b": [0.79, 0.8], "c": [0.5, 0.6]})
    assert not _promising({"a": [0.8, 0.8], "b": [0.76, 0.76], "c": [0.5, 0.6]})  # halfway
    assert not _promising({"a": [0.8, 0.8], "b": [0.78, 0.79]})  # nothing well below


def test_mining_asks_where_of_every_decision_and_stops_at_max_deals() -> None:
    from engine.bots.suite import mine

    asked = []

    def nowhere(state, seat) -> bool:
        asked.append(seat)
        assert state.current_player == seat
        return False

    assert list(mine("kaschlan", 1, players=4, seed=3, where=nowhere, max_deals=2)) == []
    assert len(asked) > 10  # every decision of two played deals was offered, none judged
