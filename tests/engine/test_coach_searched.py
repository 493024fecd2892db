"""The coach before card play: strong's own search, so its advice is never weaker than the
bot the learn panel names as strong (issue #44 item 6)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

import pytest

import engine
from engine.bots import make, search_config
from engine.bots.ismcts import best_action, search
from engine.coach import analyse
from engine.coach import analyst as analyst_module
from engine.coach.analyst import Analysis, OptionValue, _outcome
from engine.coach.searched import (
    search_options,
    searched_here,
    strong_budget,
    unpaired,
)
from engine.contract import GameState

#: Decisions where strong searches, one or more per game that has them: (game, deal seed,
#: moves so far, the game's options). strong chose the same move at bot seeds 1, 2 and 3 at
#: each (its search is decisive there); the old coach's flat playouts advised otherwise at
#: the two Bolachen ones (call 7D, give JH), Chapanka's (exchange KC) and 1001's (bid 60).
THREE_HAND = {"players": 3, "options": {"mode": "three_hand"}}
DECISIONS: list[tuple[str, int, tuple[str, ...], dict[str, Any]]] = [
    ("bolachen", 1, ("pass", "pass", "claim", "contract bettel"), {}),
    ("bolachen", 1, ("pass", "pass", "claim", "contract bettel", "call 7D"), {}),
    ("chapanka", 1, (), {}),
    ("scharwenzel", 2, (), {}),
    ("tausendundeins", 1, (), THREE_HAND),
    # Bolachen's forehand with seven spades to the four top ones: claim (searched since the
    # search leaves the auction below its root to the playout policy, stop 53).
    ("bolachen", 348, (), {}),
]


def _decision(game: str, seed: int, moves: Sequence[str], options: dict[str, Any]) -> GameState:
    state = engine.game(game).new_game(seed=seed, **options)
    for text in moves:
        state.apply(next(a for a in state.legal_actions() if a.text == text))
    return state


@pytest.mark.parametrize(("game", "seed", "moves", "options"), DECISIONS)
def test_the_coach_advises_strongs_move_where_strong_searches(
    game: str, seed: int, moves: tuple[str, ...], options: dict[str, Any]
) -> None:
    state = _decision(game, seed, moves, options)
    seat = state.current_player
    assert seat is not None and searched_here(state, seat)
    spec = engine.game(game)
    strong = {
        make("strong", spec, seed=s, workers=1, iterations=strong_budget(game))
        .choose(state, seat)
        .text
        for s in (1, 2)
    }
    assert len(strong) == 1  # strong's search is decisive here
    assert analyse(state, seat).best.action == strong.pop()


@pytest.mark.parametrize(("game", "seed", "moves", "options"), DECISIONS[::2])
def test_the_ranking_is_strongs_search_at_the_coachs_seed(
    game: str, seed: int, moves: tuple[str, ...], options: dict[str, Any]
) -> None:
    """The recording of the simulated deals changes nothing in the search: the same root
    statistics as strong's search unrecorded, every simulation filed under its option."""
    state = _decision(game, seed, moves, options)
    seat = state.current_player
    assert seat is not None
    config = search_config(game)
    iterations = strong_budget(game) // 8
    found = search_options(state, seat, 5, iterations, lambda d: _outcome(d, seat, config))
    plain = search(state, seat, random.Random(5), iterations, None, search_config(game))
    legal = state.legal_actions()
    assert found.iterations == plain.iterations == iterations
    assert found.ranked[0] == best_action(plain, legal).text
    assert sorted(found.ranked) == sorted(a.text for a in legal)
    for text, outcomes in found.outcomes.items():
        stats = plain.stats.get(text)
        assert len(outcomes) == (stats.visits if stats is not None else 0)
    visits = [len(found.outcomes[t]) for t in found.ranked]
    assert visits == sorted(visits, reverse=True)


def test_the_figures_are_the_searchs_simulations_read_as_the_analyst_reads_a_deal() -> None:
    game, seed, moves, options = DECISIONS[0]
    state = _decision(game, seed, moves, options)
    seat = state.current_player
    assert seat is not None
    analysis = analyse(state, seat, samples=40)
    assert analysis.deals == strong_budget(game) * 40 // analyst_module.PLAY_SAMPLES
    found = search_options(
        state,
        seat,
        analyst_module._sample_seeds(analysis.seed, -1)[1],
        analysis.deals,
        lambda d: _outcome(d, seat, search_config(game)),
    )
    assert [o.action for o in analysis.options] == list(found.ranked)
    best = analysis.best
    for option in analysis.options:
        rows = found.outcomes[option.action]
        assert option.value == pytest.approx(sum(v for v, _w in rows) / len(rows))
        assert option.win_chance == pytest.approx(sum(w for _v, w in rows) / len(rows))
        if option is best:
            continue
        loss, se = unpaired([v for v, _w in found.outcomes[best.action]], [v for v, _w in rows])
        assert (option.loss, option.loss_se) == pytest.approx((loss, se))
        assert option.loss == pytest.approx(best.value - option.value)


def test_a_deeper_look_searches_longer_and_says_what_changed() -> None:
    game, seed, moves, options = DECISIONS[2]
    state = _decision(game, seed, moves, options)
    quick = analyse(state, samples=16)
    deep = analyse(state, samples=32, previous=quick)
    assert deep.deals == 2 * quick.deals
    assert dict(deep.earlier) == {o.action: o.verdict for o in quick.options}
    assert deep.to_json()["options"] == analyse(state, samples=32).to_json()["options"]
    other = _decision("chapanka", 2, (), {})
    with pytest.raises(ValueError, match="another decision"):
        analyse(other, samples=16, previous=quick)


def test_card_play_keeps_the_flat_playouts() -> None:
    state = _decision("bolachen", 1, ("pass", "pass", "claim", "contract bettel"), {})
    while state.observation(0)["phase"] != "play":
        state.apply(state.legal_actions()[0])
    seat = state.current_player
    assert seat is not None and not searched_here(state, seat)
    assert not searched_here(_decision("kaschlan", 1, (), {}), 0)


def _option(action: str, value: float, win: float, verdict: str = "good") -> OptionValue:
    return OptionValue(action, value, win, 0.0, 0.0, 0.0, 0.0, verdict)  # type: ignore[arg-type]


def test_the_best_says_nothing_does_better_only_when_true() -> None:
    """Ranked by strong's search (points and deals won), another move may lose fewer points:
    then the best move's sentence does not claim that nothing does better."""
    alone = Analysis(
        "bolachen",
        0,
        400,
        "points",
        (_option("pass", -1.0, 0.4, "best"), _option("claim", -2.0, 0.3)),
    )
    assert "nothing else does better" in str(alone.say("pass"))
    beaten = dataclasses.replace(
        alone, options=(_option("pass", -1.0, 0.4, "best"), _option("claim", -0.5, 0.3))
    )
    said = str(beaten.say("pass"))
    assert "nothing else does better" not in said
    assert said == (
        "Wins in about 4 deals of 10 and loses about 1.0 points a deal; the search prefers "
        "it, counting the deals won as well as the points."
    )


def test_unpaired_standard_error_is_welchs_and_never_none() -> None:
    diff, se = unpaired([1.0, 3.0], [0.0, 0.0, 0.0])
    assert diff == pytest.approx(2.0)
    assert se == pytest.approx((2.0 / 2) ** 0.5)
    diff, se = unpaired([4.0], [0.0, 2.0])
    assert diff == pytest.approx(3.0)
    assert se > 0  # one simulation: the larger variance stands in


def test_recoach_asks_the_coach_again_at_an_earlier_runs_positions(tmp_path: Any) -> None:
    """The earlier run's referee losses are kept; the coach's move and loss are this
    version's, its earlier ones kept beside them, so the two coaches compare paired."""
    import json

    from engine.coach.referee_loss import recoach, table

    state = engine.game("bolachen").new_game(seed=3)
    seat = state.current_player
    assert seat is not None and {a.text for a in state.legal_actions()} == {"claim", "pass"}
    now = analyse(state, seat).best.action
    other = "claim" if now == "pass" else "pass"
    earlier: dict[str, Any] = {
        "game": "bolachen",
        "players": state.players,
        "seed": 3,
        "moves": [],
        "seat": seat,
        "phase": "bidding",
        "method": "searched",
        "best": now,
        "chosen": {"normal": now, "strong": now, "coach": other},
        "loss": {"normal": 0.0, "strong": 0.0, "coach": 2.5},
        "error": {"normal": False, "strong": False, "coach": True},
    }
    out = tmp_path / "again.jsonl"
    recoach([earlier], str(out))
    recoach([earlier], str(out))  # done positions are not asked again
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == 1
    again = records[0]
    assert again["chosen"]["coach"] == now and again["chosen"]["coach_before"] == other
    assert again["loss"]["coach"] == 0.0 and again["loss"]["coach_before"] == 2.5
    assert again["error"] == {**earlier["error"], "coach": False, "coach_before": True}
    lines = table(records).splitlines()
    assert "| bolachen | 1 (0) | coach_before | 2.500 ± nan | 1 |" in lines
    assert "| bolachen | | coach − coach_before, paired | -2.500 ± nan | |" in lines


def test_flat_keeps_the_playouts_where_the_search_would_value_the_options() -> None:
    """The built-in puzzles were mined and are judged by flat playouts (puzzle.judge)."""
    game, seed, moves, options = DECISIONS[2]
    state = _decision(game, seed, moves, options)
    flat = analyse(state, samples=16, flat=True)
    assert flat.deals == 16 and all(len(row) == 16 for row in flat.outcomes)
    values = [o.value for o in flat.options]
    assert values == sorted(values, reverse=True)
    assert analyse(state, samples=16).deals == strong_budget(game) * 16 // 400
