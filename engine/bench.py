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
    spec = engine.game(gid)
    rng = random.Random(seed)
    steps = deals = matches = 0
    elapsed = 0.0
    clone_time = 0.0
    clones = 0
    match_seed = seed
    while elapsed < seconds:
        state = spec.new_game(players=players, seed=match_seed)
        match_seed += 1
        start = time.perf_counter()
        while True:
            if state.deal_over:
                deals += 1
                if state.is_over:
                    matches += 1
                    break
                state.next_deal()
                continue
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            steps += 1
        elapsed += time.perf_counter() - start
        t0 = time.perf_counter()
        for _ in range(20):
            state.clone()
        clone_time += time.perf_counter() - t0
        clones += 20
    search = search_us_per_step(gid, players, seconds / 2, seed)
    return BenchResult(
        gid, players, deals, matches, steps, elapsed, 1e6 * clone_time / clones, search
    )


def search_us_per_step(gid: str, players: int, seconds: float = 1.0, seed: int = 1) -> float:
    """µs per step on the bots' path: no record kept, unchecked moves from the legal tuple."""
    spec = engine.game(gid)
    rng = random.Random(seed)
    steps = 0
    elapsed = 0.0
    match_seed = seed
    while elapsed < seconds:
        state = spec.new_game(players=players, seed=match_seed)
        state.recording = False  # as the bots' simulated states (engine.contract.sample)
        match_seed += 1
        start = time.perf_counter()
        while True:
            if state.deal_over:
                if state.is_over:
                    break
                state.next_deal()
                continue
            legal = state.legal_fast()
            state.apply_fast(legal[rng.randrange(len(legal))])
            steps += 1
        elapsed += time.perf_counter() - start
    return 1e6 * elapsed / max(1, steps)


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
