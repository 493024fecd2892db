"""Random-playout benchmark: how fast the rules run, for every registered game.

A *step* is what a search does millions of times: the legal moves, a random choice and the
move applied. Two paths are timed, because they serve different callers: the *checked* path
(``legal_actions()`` / ``apply()``, with the match record kept) is what a player's moves and
a loaded save go through; the *search* path (``legal_fast()`` / ``apply_fast()`` on a state
that keeps no record) is what the bots run in their simulations. Recording events must not
cost the bots, so the second figure is the one a change to the record has to keep.
Figures are printed, never asserted: timing belongs in benchmarks, not tests.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

import engine


@dataclass
class BenchResult:
    game: str
    players: int
    deals: int
    matches: int
    steps: int
    seconds: float
    clone_us: float
    search_us_per_step: float = 0.0

    @property
    def us_per_step(self) -> float:
        return 1e6 * self.seconds / max(1, self.steps)

    @property
    def deals_per_second(self) -> float:
        return self.deals / self.seconds if self.seconds else 0.0

    def row(self) -> str:
        return (
            f"{self.game:15} {self.players:>2}p  {self.us_per_step:7.2f} µs/step  "
            f"search {self.search_us_per_step:6.2f} µs/step  "
            f"{self.deals_per_second:9.1f} deals/s  {self.matches / self.seconds:8.2f} matches/s  "
            f"clone {self.clone_us:6.1f} µs  ({self.steps} steps, {self.deals} deals)"
        )


def bench_game(gid: str, players: int, seconds: float = 2.0, seed: int = 1) -> BenchResult:
    checked = _play_matches(gid, players, seconds, seed, search=False)
    search = _play_matches(gid, players, seconds / 2, seed, search=True)
    return BenchResult(
        gid,
        players,
        checked.deals,
        checked.matches,
        checked.steps,
        checked.seconds,
        1e6 * checked.clone_seconds / max(1, checked.clones),
        search.us_per_step,
    )


def search_us_per_step(gid: str, players: int, seconds: float = 1.0, seed: int = 1) -> float:
    """µs per step on the bots' path: no record kept, unchecked moves from the legal tuple."""
    return _play_matches(gid, players, seconds, seed, search=True).us_per_step


@dataclass
class _Run:
    steps: int = 0
    deals: int = 0
    matches: int = 0
    seconds: float = 0.0
    clone_seconds: float = 0.0
    clones: int = 0

    @property
    def us_per_step(self) -> float:
        return 1e6 * self.seconds / max(1, self.steps)


def _play_matches(gid: str, players: int, seconds: float, seed: int, search: bool) -> _Run:
    """Random matches for ``seconds`` of stepping. ``search``: the bots' path (no record,
    ``legal_fast``/``apply_fast``), else the checked one, with 20 clones timed per match."""
    spec = engine.game(gid)
    rng = random.Random(seed)
    run = _Run()
    match_seed = seed
    while run.seconds < seconds:
        state = spec.new_game(players=players, seed=match_seed)
        match_seed += 1
        if search:
            state.recording = False  # as the bots' simulated states (engine.contract.sample)
        legal_of, apply = (
            (state.legal_fast, state.apply_fast) if search else (state.legal_actions, state.apply)
        )
        start = time.perf_counter()
        while True:
            if state.deal_over:
                run.deals += 1
                if state.is_over:
                    run.matches += 1
                    break
                state.next_deal()
                continue
            legal = legal_of()
            apply(legal[rng.randrange(len(legal))])
            run.steps += 1
        run.seconds += time.perf_counter() - start
        if not search:
            t0 = time.perf_counter()
            for _ in range(20):
                state.clone()
            run.clone_seconds += time.perf_counter() - t0
            run.clones += 20
    return run


def player_counts(spec: engine.GameSpec) -> tuple[int, ...]:
    if spec.players_for is None:
        return spec.players
    from engine.options import resolve_options

    return spec.players_for(resolve_options(spec.options, {}))


def run(games: list[str] | None = None, seconds: float = 2.0) -> list[BenchResult]:
    results = []
    for gid in games or list(engine.GAMES):
        spec = engine.game(gid)
        for players in player_counts(spec):
            result = bench_game(gid, players, seconds)
            print(result.row(), flush=True)
            results.append(result)
    return results
