"""The computer opponents: levels, legality, hidden information, reproducibility, tournament.

Fast by design: searches run in-process (``workers=1``) with small iteration budgets, and
every random choice is seeded, so no assertion depends on luck or on the machine's speed.
"""

from __future__ import annotations

import argparse
import multiprocessing
import pickle
import random

import pytest

import engine
import engine.bots
from engine.bots import LEVELS, make
from engine.bots._toy import SPEC as TOY
from engine.bots.ismcts import SearchConfig, search
from engine.bots.players import Hint, decision_seed
from engine.bots.playing import play_all
from engine.bots.positions import random_positions
from engine.bots.rewards import Evaluator, seat_outcomes
from engine.bots.tournament import run as run_tournament
from engine.contract import DealResult

GAMES = list(engine.GAMES)
SMALL = 40


@pytest.fixture(autouse=True, scope="module")
def _no_worker_left_behind():
    """Stop the shared search pool after this module and prove no worker process survives
    (a leftover child would outlive the tests and share the next module's Qt process)."""
    yield
    engine.bots.shutdown()
    assert multiprocessing.active_children() == []


def _positions(game_id: str, count: int = 4, seed: int = 3):
    spec = TOY if game_id == "toy" else engine.game(game_id)
    return spec, random_positions(spec, count, seed=seed)


def test_make_rejects_unknown_level() -> None:
    with pytest.raises(ValueError) as err:
        make("grandmaster", TOY)
    for level in LEVELS:
        assert level in str(err.value)


def test_make_rejects_bad_budgets() -> None:
    with pytest.raises(ValueError):
        make("strong", TOY, iterations=0)
    with pytest.raises(ValueError):
        make("strong", TOY, seconds=-1.0)
    with pytest.raises(ValueError):
        make("strong", TOY, workers=0)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", ["toy", *GAMES])
def test_every_level_plays_legal_moves(game_id: str, level: str) -> None:
    spec, positions = _positions(game_id)
    bot = make(level, spec, seed=1, iterations=SMALL, workers=1)
    for pos in positions:
        seat = pos.current_player
        action = bot.choose(pos, seat)
        assert action in pos.legal_actions()


@pytest.mark.parametrize("game_id", ["toy", *GAMES])
def test_decision_depends_only_on_what_the_seat_sees(game_id: str) -> None:
    """Redeal everything the seat cannot see: the strong bot's whole search must not notice.

    Two separate bots (one bot would answer the second question from its cache) search the
    real position and a differently dealt one; every statistic of the hint must agree.
    """
    spec, positions = _positions(game_id, count=3, seed=8)
    for pos in positions:
        seat = pos.current_player
        other = pos.determinize(seat, random.Random(1234))
        assert other.observation(seat) == pos.observation(seat)
        one = make("strong", spec, seed=4, iterations=60, workers=1)
        two = make("strong", spec, seed=4, iterations=60, workers=1)
        assert one.hint(pos, seat) == two.hint(other, seat)
        assert one.last_result == two.last_result or len(pos.legal_actions()) == 1


@pytest.mark.parametrize("game_id", ["toy", *GAMES])
def test_same_seed_same_search(game_id: str) -> None:
    spec, positions = _positions(game_id, count=2, seed=5)
    for pos in positions:
        seat = pos.current_player
        a = make("normal", spec, seed=9, iterations=SMALL, workers=1)
        b = make("normal", spec, seed=9, iterations=SMALL, workers=1)
        assert a.hint(pos, seat) == b.hint(pos, seat)
        assert a.last_result == b.last_result or len(pos.legal_actions()) == 1


def test_search_is_seeded_and_counts_iterations() -> None:
    state = TOY.new_game(3, seed=2)
    seat = state.current_player
    one = search(state, seat, random.Random(7), 150, None, SearchConfig())
    two = search(state, seat, random.Random(7), 150, None, SearchConfig())
    assert one == two
    assert one.iterations == 150
    assert sum(st.visits for st in one.stats.values()) == 150
    timed = search(state, seat, random.Random(7), None, 0.05, SearchConfig())
    assert timed.iterations > 0


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", ["toy", *GAMES])
def test_hint_has_a_legal_action_and_a_reason(game_id: str, level: str) -> None:
    spec, positions = _positions(game_id, count=2, seed=6)
    bot = make(level, spec, seed=2, iterations=SMALL, workers=1)
    for pos in positions:
        hint = bot.hint(pos, pos.current_player)
        assert isinstance(hint, Hint)
        assert hint.action in pos.legal_actions()
        assert hint.reason.strip()
        if level in ("normal", "strong"):
            assert hint.win_share is not None and 0.0 <= hint.win_share <= 1.0
            assert hint.mean_score is not None


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_s_search_settings_reach_a_worker_process(game_id: str) -> None:
    """``strong`` sends its settings to its workers by pickling: every hook must survive it."""
    config = engine.bots.search_config(game_id)
    copy = pickle.loads(pickle.dumps(config))
    assert type(copy.playout) is type(config.playout)
    assert copy.rollout is config.rollout


def test_choose_refuses_a_seat_not_to_act() -> None:
    state = TOY.new_game(3, seed=2)
    bot = make("strong", TOY, iterations=10, workers=1)
    with pytest.raises(ValueError):
        bot.choose(state, (state.current_player + 1) % 3)


@pytest.mark.parametrize("game_id", ["toy", *GAMES])
def test_worker_processes_match_the_same_search_in_process(game_id: str) -> None:
    """Two spawned workers give exactly what the same two seeded searches give here (Kaschlan:
    with its rollout policy, which compares interned actions by identity; the trick games:
    with their playout loops, which must pickle to reach the workers)."""
    spec, positions = _positions(game_id, count=1, seed=4)
    state = positions[0]
    seat = state.current_player
    bot = make("strong", spec, seed=5, iterations=200, workers=2)
    hint = bot.hint(state, seat)
    seed = decision_seed(5, state, seat)
    seeds = [random.Random(seed * 7919 + i).getrandbits(63) for i in range(2)]
    local = [search(state, seat, random.Random(s), 100, None, bot.config) for s in seeds]
    merged = local[0]
    merged.merge(local[1])
    assert bot.last_result == merged
    assert merged.iterations == 200
    assert hint.action in state.legal_actions()
    engine.bots.shutdown()
    assert multiprocessing.active_children() == []


def test_evaluator_reads_penalty_scores_and_teams() -> None:
    class Fake:
        players = 4
        teams = ((0, 2), (1, 3))

        def __init__(self, scores, detail=None):
            self._r = DealResult(tuple(scores), detail or {})

        def deal_result(self):
            return self._r

    ev = Evaluator()
    rewards, tops = ev(Fake([4, 0, 4, 0]))
    assert rewards[0] == rewards[2] > rewards[1] == rewards[3]
    assert tops == [1.0, 0.0, 1.0, 0.0]
    Fake.teams = ((0,), (1,), (2,), (3,))
    rewards, tops = Evaluator()(Fake([0, 1, 0, 0], {"lower_is_better": True}))
    assert rewards[1] == min(rewards)
    win, last = seat_outcomes([0.0, 1.0, 0.0, 0.0], Fake.teams, -1.0)
    assert last == [0.0, 1.0, 0.0, 0.0]
    assert win == pytest.approx([1 / 3, 0.0, 1 / 3, 1 / 3])
    # A drawn deal has no loser; a team shares its side's result.
    win, last = seat_outcomes([0.0] * 4, Fake.teams, -1.0)
    assert last == [0.0] * 4 and win == [0.25] * 4
    win, last = seat_outcomes([3.0, 1.0, 5.0, 1.0], ((0, 2), (1, 3)))
    assert win == [1.0, 0.0, 1.0, 0.0] and last == [0.0, 1.0, 0.0, 1.0]


def _args(**kw) -> argparse.Namespace:
    base = {
        "players": None,
        "option": [],
        "iterations": 20,
        "deals_only": True,
        "jobs": 1,
        "workers": 1,
        "seed": 1,
    }
    base.update(kw)
    return argparse.Namespace(**base)


def test_tournament_prints_one_row_per_bot(capsys: pytest.CaptureFixture[str]) -> None:
    game_id = "tausendundeins" if "tausendundeins" in GAMES else GAMES[0]
    assert run_tournament(_args(game=game_id, bots="random,easy", games=2)) == 0
    out = capsys.readouterr().out
    assert "single deals (--deals-only)" in out
    rows = [line.split() for line in out.splitlines() if line.startswith(("random", "easy"))]
    assert [r[0] for r in rows] == ["random", "easy"]
    assert "win share" in out and "±" in out


def test_tournament_rejects_unknown_level(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_tournament(_args(game="toy", bots="strong,wizard", games=1)) == 2
    assert "wizard" in capsys.readouterr().err


def test_strong_beats_random_in_1001(capsys: pytest.CaptureFixture[str]) -> None:
    """Fixed seeds make this deterministic; the margin is large, not a coin flip."""
    assert (
        run_tournament(_args(game="tausendundeins", bots="strong,random", games=16, iterations=150))
        == 0
    )
    out = capsys.readouterr().out
    rows = {
        line.split()[0]: line.split()
        for line in out.splitlines()
        if line[:6] in ("strong", "random")
    }
    assert float(rows["strong"][2]) >= 0.7


def test_tournament_outcomes_do_not_depend_on_the_number_of_jobs() -> None:
    """Two spawned job processes play exactly the games one process plays, seats rotated."""
    spec = engine.game("kaschlan")
    players = 4
    options = spec.resolve(players, {})
    call = ("kaschlan", ["easy", "random"], players, options, 5)
    here = play_all(call, 4, SMALL, True, 1, 1)
    there = play_all(call, 4, SMALL, True, 1, 2)
    assert here == there
    assert [o.bots for o in here] == [(0, 1, 0, 1), (1, 0, 1, 0)] * 2


def test_make_gives_each_level_its_budget_and_workers() -> None:
    strong = make("strong", "tausendundeins", seed=1)
    normal = make("normal", "tausendundeins", seed=1)
    baseline = make("baseline", "tausendundeins", seed=1)
    cores = engine.bots.available_cores()
    assert strong.workers == min(cores, engine.bots.MAX_WORKERS) and normal.workers == 1
    assert baseline.workers == 2
    budget = engine.bots.hooks_for("tausendundeins").strong_iterations
    assert baseline.iterations == budget and baseline.seconds is None
    assert strong.iterations == budget * engine.bots.STRONG_FACTOR
    assert strong.seconds == engine.bots.STRONG_SECONDS  # the time cap
    assert normal.iterations == budget // engine.bots.NORMAL_SHARE
    # An explicit iteration budget has no cap: the decision is reproducible.
    assert make("strong", "tausendundeins", seed=1, iterations=50).seconds is None
    # The frozen baseline plays out at random where the old strong level did.
    assert baseline.config.rollout is None and strong.config.rollout is not None
    assert make("baseline", "kaschlan", seed=1).config.rollout is not None
    easy = make("easy", "tausendundeins", seed=1)
    assert type(easy).__name__ == "HeuristicBot"
    assert make("easy", "bolachen", seed=1).iterations == engine.bots.EASY_ITERATIONS


def test_a_games_strong_factor_raises_strong_alone_everywhere_its_budget_is_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A game that sets ``strong_factor`` searches more at ``strong`` only; ``normal`` and
    ``baseline`` (the rungs strong is measured against) keep theirs, and the coach and the
    tournaments read the same budget as the bot."""
    import dataclasses

    from engine.bots.measures import budget as tournament_entry
    from engine.coach.par import iterations as par_iterations
    from engine.coach.searched import strong_budget

    hooks = engine.bots.hooks_for("bolachen")
    base = hooks.strong_iterations
    monkeypatch.setattr(
        engine.bots, "hooks_for", lambda game: dataclasses.replace(hooks, strong_factor=8)
    )
    assert make("strong", "bolachen", seed=1).iterations == base * 8
    assert make("normal", "bolachen", seed=1).iterations == base // engine.bots.NORMAL_SHARE
    assert make("baseline", "bolachen", seed=1).iterations == base
    assert strong_budget("bolachen") == base * 8
    assert par_iterations("strong", "bolachen", 0.5) == base * 4
    assert par_iterations("normal", "bolachen", 1.0) == base // engine.bots.NORMAL_SHARE
    assert tournament_entry("strong", "bolachen", 1.0) == f"strong:{base * 8}"
    assert tournament_entry("baseline", "bolachen", 1.0) == f"baseline:{base}"


def test_tournament_scores_single_scharwenzel_deals_by_race_points(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run_tournament(_args(game="scharwenzel", bots="easy,random", games=2)) == 0
    out = capsys.readouterr().out
    assert "scored by the game's deal_value hook" in out
    rows = {
        line.split()[0]: line.split()
        for line in out.splitlines()
        if line.startswith(("easy ", "random "))
    }
    # Columns: bot, seats, win ± ci, last ± ci, score ± ci. Race points come in a handful per
    # deal while threads are rare: a nonzero mean score shows the race points were counted.
    assert float(rows["easy"][8]) + float(rows["random"][8]) > 0
