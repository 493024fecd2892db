"""The position suite (issue #32): its positions are what they say, its referee's answers
are reproducible, and the levels play them as the issue asks (``strong`` every position,
``normal`` at least 90 %)."""

from __future__ import annotations

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
