"""Par per match: the deals' pars summed, and the share of whole-match replays strong wins."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

import engine
from engine.coach import match_par as mp
from engine.coach.match_par import (
    MatchPar,
    has_match_par,
    make_match_par,
    match_rule,
    match_share,
    par_of_match,
    replay_match,
    share_half_width,
    share_interval,
)
from engine.coach.par import Par
from engine.contract import GameState

#: A tiny search budget: the tests check the machinery, not the bots' strength.
SCALE = 0.02


def _match(game: str, seed: int, options: dict[str, Any] | None = None) -> GameState:
    """A whole match played at random (at most 80 deals)."""
    state = engine.game(game).new_game(seed=seed, options=options)
    rng = random.Random(seed)
    while True:
        while state.current_player is not None:
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over or state.deal_no >= 80:
            return state
        state.next_deal()


def _kaschlan() -> GameState:
    """A Kaschlan match of three games (a deal each): cheap whole-match replays."""
    return _match("kaschlan", 6, {"match_games": 3})


def _pars(state: GameState, seat: int, values: list[tuple[float, float, float]]) -> list[Par]:
    """Made-up deal pars (score, par, error) for every deal of ``state``."""
    return [
        Par(state.spec.id, k, seat, "points", score, par, error, 3, (par, par, par))
        for k, (score, par, error) in enumerate(values)
    ]


def test_only_a_game_whose_profile_says_so_reads_par_per_match() -> None:
    assert [g for g in engine.GAMES if has_match_par(g)] == ["tausendundeins"]


def test_the_match_share_is_the_real_winners() -> None:
    state = _match("tausendundeins", 3)
    assert state.is_over
    winner = state.winner  # type: ignore[attr-defined]
    assert match_share(state, winner) == 1.0 and match_share(state, 1 - winner) == 0.0


def test_a_tied_first_place_is_shared_and_marks_count_against() -> None:
    # Kaschlan's one-game match (seed 3): seat 1 took the one mark; the others share first.
    state = _match("kaschlan", 3, engine.game("kaschlan").short_match)
    assert state.totals() == [0, 1, 0, 0]
    assert [match_share(state, s) for s in range(4)] == pytest.approx([1 / 3, 0, 1 / 3, 1 / 3])


def test_an_unfinished_match_has_no_share() -> None:
    state = engine.game("tausendundeins").new_game(seed=1)
    with pytest.raises(ValueError, match="not over"):
        match_share(state, 0)


def test_the_wilson_interval_of_7_in_10() -> None:
    # Worked by hand: p = .7, n = 10, z = 1.96: centre (.7 + .19208) / 1.38416 = .64446,
    # half 1.96 * sqrt(.021 + .0096040) / 1.38416 = .24772.
    low, high = share_interval([1.0] * 7 + [0.0] * 3)
    assert (low, high) == pytest.approx((0.3968, 0.8922), abs=1e-4)
    assert share_half_width([1.0] * 7 + [0.0] * 3) == pytest.approx(0.2477, abs=1e-4)


def test_replays_that_all_agree_are_not_certain() -> None:
    """Four replays all won: the normal approximation would say ± 0 and stop."""
    assert share_interval([1.0] * 4) == pytest.approx((0.5101, 1.0), abs=1e-4)
    assert match_rule(target=0.15).done([1.0] * 4, 0.0) is False
    assert match_rule(target=0.15, max_runs=20).done([1.0] * 10, 0.0) is True


def test_the_match_points_are_the_deals_pars_summed() -> None:
    state = _kaschlan()
    assert state.deals_finished == 3
    pars = _pars(state, 1, [(10, 4, 3), (-5, -2, 4), (0, 1, 12)])
    answer = make_match_par(state, 1, pars, [1.0, 0.0, 1.0], [3, 4, 3], 0.0)
    assert answer.score == 5 and answer.par == 3 and answer.difference == 2
    assert answer.error == pytest.approx(13.0)  # sqrt(9 + 16 + 144)
    assert answer.wins == 2 and answer.replays == 3 and answer.share == pytest.approx(2 / 3)
    assert answer.won == match_share(state, 1)


def test_the_match_points_need_every_deals_par() -> None:
    state = _kaschlan()
    pars = _pars(state, 0, [(1, 1, 1)] * 3)
    with pytest.raises(ValueError, match="all 3 deals"):
        make_match_par(state, 0, pars[:2], [], [], 0.0)
    with pytest.raises(ValueError, match="seat 2"):
        make_match_par(state, 2, pars, [], [], 0.0)
    unfinished = engine.game("chapanka").new_game(seed=1)
    with pytest.raises(ValueError, match="not over"):
        make_match_par(unfinished, 0, [], [], [], 0.0)


def test_an_unknown_deal_par_leaves_the_match_points_unknown() -> None:
    state = _kaschlan()
    pars = _pars(state, 0, [(1, 1, 1), (1, math.nan, math.nan), (1, 1, 1)])
    answer = make_match_par(state, 0, pars, [], [], 0.0)
    assert math.isnan(answer.par) and answer.to_json()["par"] is None
    assert answer.to_json()["par_share_interval"] == [None, None]


class _Enough(Exception):
    """Enough deals of a replay seen (a whole 1001 match of strong is seconds of CPU)."""


class _Spy:
    """A bot that notes where every card lay when each deal was just dealt."""

    def __init__(self, bot: Any, seen: dict[int, dict[str, list[str]]], deals: int) -> None:
        self.bot, self.seen, self.deals = bot, seen, deals

    def choose(self, state: GameState, seat: int) -> Any:
        if len(state.history) == state.deal_starts[-1]:  # the deal's first move
            if state.deal_no == self.deals:
                raise _Enough
            self.seen[state.deal_no] = state.card_locations()
        return self.bot.choose(state, seat)

    def close(self) -> None:
        self.bot.close()


def _spy_on_deals(
    monkeypatch: pytest.MonkeyPatch, seen: dict[int, dict[str, list[str]]], deals: int
) -> None:
    """Make every replay's bots note the cards of its first ``deals`` deals as dealt."""
    from engine.coach.par import seat_bots as real

    def spying(start: GameState, seat: int, levels: Any, scale: float, seeds: Any) -> list[Any]:
        return [_Spy(b, seen, deals) for b in real(start, seat, levels, scale, seeds)]

    monkeypatch.setattr(mp, "seat_bots", spying)


def test_a_1001_replay_deals_the_real_cards_in_the_real_deals(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _match("tausendundeins", 3)
    seen: dict[int, dict[str, list[str]]] = {}
    _spy_on_deals(monkeypatch, seen, 2)
    with pytest.raises(_Enough):
        replay_match(state, 0, [None, "random"], 0, SCALE)
    real = state.deal_records()
    assert sorted(seen) == [0, 1]  # deal 2 starts from the replay's own running score
    for k in seen:
        assert seen[k] == real[k]["dealt"], f"deal {k + 1} was dealt other cards"


def test_a_replay_plays_its_own_match_to_its_own_end(monkeypatch: pytest.MonkeyPatch) -> None:
    """The replayed match goes on from the replayed running score, not the real one."""
    state = _kaschlan()
    ends: list[GameState] = []
    real_share = mp.match_share

    def note(play: GameState, seat: int) -> float:
        ends.append(play.clone())
        return real_share(play, seat)

    monkeypatch.setattr(mp, "match_share", note)
    share, length = replay_match(state, 2, [None, "easy", "easy", "easy"], 0, SCALE)
    (end,) = ends
    assert end.is_over and end.deal_no + 1 == length == len(end.deal_starts)
    assert end.history[: state.deal_starts[1]] != state.history[: state.deal_starts[1]]
    assert share == real_share(end, 2)


def test_match_par_is_deterministic_and_stops_by_its_rule() -> None:
    state = _kaschlan()
    levels: list[str | None] = [None, "easy", "easy", "easy"]
    pars = _pars(state, 0, [(3, 1, 2), (0, 2, 2), (-4, -1, 1)])
    rule = match_rule(target=-1.0, min_runs=3, max_runs=3)
    first = par_of_match(state, 0, levels, pars, rule=rule, scale=SCALE)
    again = par_of_match(state, 0, levels, pars, rule=rule, scale=SCALE)
    assert first.to_json() == again.to_json()
    assert first.replays == 3 and len(first.lengths) == 3
    assert first.par == pytest.approx(sum(p.par for p in pars))
    assert first.share == pytest.approx(sum(first.outcomes) / 3)
    loose = par_of_match(
        state, 0, levels, pars, rule=match_rule(target=2.0, min_runs=2), scale=SCALE
    )
    assert loose.outcomes == first.outcomes[:2]  # the same replays, stopped after two


def test_a_stopped_match_par_has_no_share() -> None:
    state = _kaschlan()
    pars = _pars(state, 0, [(1, 1, 1)] * 3)
    stopped = par_of_match(state, 0, [None] * 4, pars, checkpoint=lambda: False)
    assert isinstance(stopped, MatchPar) and stopped.replays == 0 and math.isnan(stopped.share)


@pytest.mark.parametrize(("seat", "levels"), [(4, [None] * 4), (0, [None] * 3)])
def test_bad_match_questions_are_refused(seat: int, levels: list[str | None]) -> None:
    state = _kaschlan()
    with pytest.raises(ValueError):
        par_of_match(state, seat, levels, _pars(state, 0, [(1, 1, 1)] * 3))
