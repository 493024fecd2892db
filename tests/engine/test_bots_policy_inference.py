"""Inference from play (issue #44 item 2, ``engine.bots.inference``): the imagined deals are
weighed by how likely the others' moves were in them, and stay deals the seat could be in."""

from __future__ import annotations

import pickle
import random
import threading
from collections.abc import Sequence
from typing import Any

import pytest

import engine
from engine.actions import Action
from engine.bots import inference_measure, make, search_config
from engine.bots._toy import SPEC as TOY
from engine.bots.consistency import problems
from engine.bots.inference import (
    PlayModel,
    WeightedPool,
    effective_size,
    normalised,
    observed_moves,
    weighted_pool,
)
from engine.bots.inference_measure import play_model, position
from engine.bots.ismcts import SearchConfig, _sampler, search
from engine.bots.sampling import SeatRandom

GAMES = sorted(engine.GAMES)


def _uncertain(state: Any, seat: int) -> bool:
    """Whether the seat's sampler deals the other hands in more than one way (in 1001's
    last tricks every card is known)."""
    deals = {
        tuple(
            tuple(state.determinize(seat, random.Random(k)).hand(s)) for s in range(state.players)
        )
        for k in range(4)
    }
    return len(deals) > 1


def _positions(game_id: str, count: int) -> list[Any]:
    """Positions in card play where the others have made moves the model reads and the
    seat cannot place every card."""
    out = []
    seed = 500
    while len(out) < count:
        seed += 1
        assert seed < 700, f"{game_id}: too few positions"
        state = position(game_id, seed)
        if state is None:
            continue
        seat = state.current_player
        if observed_moves(state, seat) and _uncertain(state, seat):
            out.append(state)
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_weighted_deals_are_deals_the_seat_could_be_in(game_id: str) -> None:
    """Every deal the weighted pool hands the search keeps what the seat knows (the
    independent referee of ``engine.bots.consistency``), and the pool does weigh: its
    weights are not all equal."""
    config = search_config(game_id)
    model = play_model(game_id)  # 1001's levels do without it, but it works there too
    assert model is not None
    uneven = 0
    for state in _positions(game_id, 3):
        seat = state.current_player
        pool = weighted_pool(state, seat, model, config.likelihood, size=40)
        assert pool is not None
        rng = SeatRandom(3)
        for _ in range(60):
            sample = pool.draw(rng)
            assert problems(state, sample, seat) == []
        uneven += effective_size(pool.weights()) < 40 - 1e-9
    assert uneven >= 1


@pytest.mark.parametrize("game_id", GAMES)
def test_the_weighted_search_is_seeded(game_id: str) -> None:
    """The same seed gives the same deals and the same search; another seed other deals."""
    config = search_config(game_id)
    config.inference = play_model(game_id)
    state = _positions(game_id, 1)[0]
    seat = state.current_player

    def hands(seed: int) -> list[list[list[str]]]:
        draw = _sampler(state, seat, config)
        rng = SeatRandom(seed)
        return [[draw(rng).hand(s) for s in range(state.players)] for _ in range(30)]

    assert hands(5) == hands(5)
    assert hands(5) != hands(6)
    one = search(state, seat, random.Random(2), 80, None, config)
    two = search(state, seat, random.Random(2), 80, None, config)
    assert one.stats == two.stats


def _nine_of_hearts(state: Any, legal: Sequence[Action], _rng: random.Random) -> Action | None:
    """A toy player who plays the nine of hearts whenever he may (else: no opinion)."""
    for action in legal:
        if action.words[1] == "9H":
            return action
    return None


def _toy_lead() -> Any:
    """Two players; seat 1 leads K♠ (he does not hold 9♥); seat 0 to answer.

    The deck deals seat 0 the first five cards, seat 1 the next five; the rest is dead, its
    first card (A♣) turned for trumps. Seat 0 sees 17 cards it cannot place: seat 1's other
    four and the 13 dead ones."""
    seat0 = ["AS", "10H", "QH", "QD", "JD"]
    seat1 = ["KS", "KH", "AH", "AD", "KD"]
    dead = ["AC", "KC", "QC", "JC", "10C", "9C", "QS", "JS", "10S", "9S", "9H", "JH", "10D", "9D"]
    state = TOY.new_game(2, seed=1, options={"deals": 1}, deck=seat0 + seat1 + dead)
    assert state.current_player == 1
    state.apply("play KS")
    return state


def test_a_lead_is_read_against_the_model_of_the_leader() -> None:
    """A seat whose model leads the nine of hearts whenever it holds it led a king: deals
    that give it the nine are unlikely. Uniform sampling gives it the nine in 4 of 17 deals;
    the weighted pool (epsilon 0.1: a deal with the nine weighs 0.02 against 0.2) in about 1
    of 30."""
    state = _toy_lead()
    seat = 0

    def nine_share(config: SearchConfig) -> float:
        draw = _sampler(state, seat, config)
        rng = SeatRandom(11)
        held = sum("9H" in draw(rng).hand(1) for _ in range(600))
        return held / 600

    uniform = nine_share(SearchConfig())
    weighted = nine_share(SearchConfig(inference=PlayModel(_nine_of_hearts, epsilon=0.1)))
    assert 0.17 < uniform < 0.30
    assert weighted < 0.11


def test_the_pool_weighs_each_world_once_and_draws_copies() -> None:
    state = _toy_lead()
    model = PlayModel(_nine_of_hearts, epsilon=0.2)
    pool = WeightedPool(state, 0, model, size=8)
    rng = SeatRandom(4)
    first = pool.draw(rng)
    first.apply(first.legal_actions()[0])  # a search plays its deal on: the pool keeps its own
    for _ in range(30):
        pool.draw(rng)
    assert len(pool.worlds) == 8 and len(pool.logs) == 8
    assert all(len(w.history) == len(state.history) for w in pool.worlds)


def _pool_and_alone(
    state: Any, game_id: str, monkeypatch: pytest.MonkeyPatch
) -> tuple[list[float], list[float], int, int]:
    """24 worlds of ``state`` weighed one after the other (as a pool is), and each alone on
    a fresh copy of the state (no reading to reuse): both weights, and the moves the model
    read to get each."""
    seat = state.current_player
    model = play_model(game_id)
    assert model is not None
    worlds = [state.determinize(seat, SeatRandom(k)) for k in range(24)]
    reads = 0
    real_read = PlayModel._read

    def counted(self: PlayModel, *args: Any) -> float:
        nonlocal reads
        reads += 1
        return real_read(self, *args)

    monkeypatch.setattr(PlayModel, "_read", counted)
    together = [model.log_weight(state, w, seat) for w in worlds]
    read_together = reads
    alone = [model.log_weight(engine.load(state.to_json()), w, seat) for w in worlds]
    return together, alone, read_together, reads - read_together


@pytest.mark.parametrize("game_id", GAMES)
def test_a_world_weighs_the_same_in_a_pool_as_alone(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The weighing keeps each move's probability by the hands it was read with and puts
    the hands into one copy of the past state: a world must weigh what it weighs read
    alone, on a state of its own (a key that missed a hand would give another world's
    reading)."""
    state = _positions(game_id, 1)[0]
    together, alone, read_together, read_alone = _pool_and_alone(state, game_id, monkeypatch)
    assert together == alone
    assert read_together <= read_alone


def test_late_in_a_kaschlan_deal_the_worlds_share_readings(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Late in a deal most of what a seat held at an early move it has shown since, so the
    worlds of a pool put the same hands there and a reading is reused (what makes the
    weighing affordable in Kaschlan), with the weights a world gets alone."""
    spec = engine.game("kaschlan")
    state = spec.new_game(4, seed=7)
    bots = [make("easy", spec, seed=70 + s) for s in range(4)]
    while len(state.history) < 40 or len(state.legal_actions()) < 2:
        seat = state.current_player
        state.apply(bots[seat].choose(state, seat))
    together, alone, read_together, read_alone = _pool_and_alone(state, "kaschlan", monkeypatch)
    assert together == alone
    assert read_together < read_alone


def test_the_observed_moves_travel_without_what_was_read() -> None:
    """A state goes to a worker process as a pickle, its observed moves with it: not the
    readings or the copies this process made (a thread's copy cannot be pickled)."""
    state = _positions("kaschlan", 1)[0]
    seat = state.current_player
    model = play_model("kaschlan")
    assert model is not None
    world = state.determinize(seat, SeatRandom(3))
    weight = model.log_weight(state, world, seat)
    moves = observed_moves(state, seat)
    assert any(m.readings for m in moves)
    travelled = pickle.loads(pickle.dumps(state))
    copied = travelled.position_memo("_observed_moves", lambda: None, seat)
    assert copied is not None and not any(m.readings for m in copied)
    assert model.log_weight(travelled, world, seat) == weight


def test_each_thread_puts_hands_into_a_copy_of_its_own() -> None:
    """A coach and a bot may weigh clones of one position at once, which share its
    observed moves: each thread gets its own copy of the past state to put hands into,
    and the real past state is never changed."""
    state = _positions("kaschlan", 1)[0]
    seen = observed_moves(state, state.current_player)[0]
    before = seen.before.to_json()
    mine = seen.probe()
    assert seen.probe() is mine and mine is not seen.before
    theirs: list[Any] = []
    worker = threading.Thread(target=lambda: theirs.append(seen.probe()))
    worker.start()
    worker.join()
    assert theirs[0] is not mine and theirs[0] is not seen.before
    model = play_model("kaschlan")
    assert model is not None
    model.log_weight(state, state.determinize(state.current_player, SeatRandom(1)), 0)
    assert seen.before.to_json() == before


def test_a_deal_without_moves_of_the_others_draws_as_before() -> None:
    """Before anybody else has moved there is nothing to read: no pool, fresh deals."""
    state = TOY.new_game(2, seed=1, options={"deals": 1})
    state.apply(state.legal_actions()[0])  # seat 1 leads; seat 0 answers
    assert weighted_pool(state, 1, PlayModel(_nine_of_hearts)) is None  # seat 1 only saw itself
    assert weighted_pool(state, 0, PlayModel(_nine_of_hearts)) is not None


def test_normalised_weights_do_not_underflow() -> None:
    weights = normalised([-2000.0, -2001.0])
    assert weights[0] == 1.0 and 0.3 < weights[1] < 0.4
    assert effective_size([1.0, 1.0, 1.0]) == pytest.approx(3.0)
    assert effective_size([1.0, 0.0, 0.0]) == pytest.approx(1.0)


@pytest.mark.parametrize("level", ["normal", "strong", "baseline"])
def test_the_levels_leave_inference_off_and_the_informed_entry_turns_it_on(level: str) -> None:
    """Off by default (measured no better against searching players, docs/bots.md); the
    ``-informed`` tournament entry weighs the search's deals and its exact play's pool."""
    from engine.bots.pimc import ExactPlay
    from engine.bots.playing import informed

    bot = make(level, "bolachen", seed=1)
    assert bot.config.inference is None  # type: ignore[attr-defined]
    if level == "strong":
        assert bot.config.endgame.__self__.inference is None  # type: ignore[attr-defined]
    informed(bot, "bolachen")
    assert bot.config.inference is not None  # type: ignore[attr-defined]
    if level == "strong":
        exact = bot.config.endgame.__self__  # type: ignore[attr-defined]
        assert isinstance(exact, ExactPlay) and exact.inference is not None


def test_exact_play_draws_its_deals_from_the_weighed_pool() -> None:
    """Bolachen's exact play of the last tricks draws its guessed deals by the weights of
    the others' moves: seeded, and the same values as solving the pool's draws by hand."""
    from dataclasses import replace

    from engine.bots.heuristics.bolachen import EXACT as UNWEIGHED
    from engine.bots.inference import EXACT_POOL

    EXACT = replace(UNWEIGHED, inference=play_model("bolachen"))
    assert EXACT.inference is not None
    state = next(s for s in _positions("bolachen", 4) if EXACT.solves(s, s.current_player))
    seat = state.current_player
    one = EXACT.endgame(state, seat, random.Random(3), None, part=(0, 2))
    two = EXACT.endgame(state, seat, random.Random(3), None, part=(0, 2))
    assert one is not None and one == two
    deal_rng = SeatRandom(random.Random(3).getrandbits(64))
    pool = weighted_pool(state, seat, EXACT.inference, EXACT.likelihood, EXACT_POOL)
    assert pool is not None
    pool.fill(deal_rng)
    deals = [pool.draw(deal_rng) for _ in range(EXACT.samples)][0::2]
    totals: dict[str, float] = {}
    for deal in deals:
        for text, value in (EXACT.values(deal, seat) or {}).items():
            totals[text] = totals.get(text, 0.0) + value
    assert {t: v.margin for t, v in one.items()} == pytest.approx(
        {t: v / len(deals) for t, v in totals.items()}
    )


def test_a_tournament_entry_with_inference() -> None:
    from engine.bots.playing import play_game
    from engine.bots.tournament import _valid

    assert _valid("strong-informed:20", ("strong",))
    outcome = play_game("bolachen", ["normal:8", "normal-informed:8"], 3, {}, 1, 0, None, True, 1)
    assert outcome.bots == (0, 1, 0)


def test_a_model_of_recent_moves_reads_only_the_last_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    """``recent=K`` weighs a world by the others' last K moves alone: what the full model
    gives where only those moves were made public, and less than the full model reads."""
    from engine.bots import inference

    state = _positions("kaschlan", 1)[0]
    seat = state.current_player
    moves = observed_moves(state, seat)
    assert len(moves) > 3
    full = play_model("kaschlan")
    recent = play_model("kaschlan", recent=3)
    assert full is not None and recent is not None
    worlds = [state.determinize(seat, SeatRandom(k)) for k in range(8)]
    short = [recent.log_weight(state, w, seat) for w in worlds]
    whole = [full.log_weight(state, w, seat) for w in worlds]
    monkeypatch.setattr(inference, "observed_moves", lambda _r, _s: moves[-3:])
    assert short == [full.log_weight(state, w, seat) for w in worlds]
    assert short != whole
    none_read = play_model("kaschlan", recent=0)
    assert none_read is not None and none_read.log_weight(state, worlds[0], seat) == 0.0


def test_the_search_weighs_as_many_worlds_as_its_model_says(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from engine.bots import ismcts

    sizes: list[int] = []
    real = ismcts.weighted_pool

    def spy(*args: Any) -> Any:
        pool = real(*args)
        sizes.append(pool.size)
        return pool

    monkeypatch.setattr(ismcts, "weighted_pool", spy)
    config = search_config("kaschlan")
    config.inference = play_model("kaschlan", pool=24)
    state = _positions("kaschlan", 1)[0]
    seat = state.current_player
    draw = _sampler(state, seat, config)
    rng = SeatRandom(1)
    for _ in range(2000):
        draw(rng)
    assert sizes == [24]
    pool = draw.__self__  # type: ignore[attr-defined]
    assert len(pool.worlds) == 24


def test_the_cost_measure_compares_a_search_with_inference_to_one_without() -> None:
    # Inference is off in every game by default: the measure must turn it on itself (it
    # once compared the default search with itself).
    off, on = inference_measure.cost_configs("kaschlan", None)
    assert off.inference is None and on.inference is not None
    model = play_model("kaschlan", recent=12, pool=64)
    _off, on = inference_measure.cost_configs("kaschlan", model)
    assert on.inference is model
