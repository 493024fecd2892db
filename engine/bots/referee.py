"""``python -m engine.bots.referee``: how much each level loses per decision (issue #32).

Why: a deal's result is mostly the cards, so a tournament needs thousands of deals to tell
two levels apart. At a single decision the cards are the same for every move, so the
difference between the move a level makes and the best one is measured where strength is
made. The referee is the position suite's all-seeing judge (:mod:`engine.bots.suite`): each
legal move is played out by a search that sees every card (``suite.open_sample``), on
``deals`` deals drawn as the deciding seat could imagine them (its own sampler), so a move is
judged by what the seat could have known, not by where the hidden cards happened to lie.

Positions are *realistic*: decisions of deals that ``normal`` bots play against each other
(every phase: bids, exchanges, leads, follows), a few per deal, each with two or more legal
moves. Each level is then asked at the same position (an explicit iteration budget in one
process, so the answers are reproducible), and its **loss** is the referee's value of the
best move minus that of its move, in two units:

* ``points``: the seat's deal score as the game counts it (1001 points, Kaschlan marks
  turned so that more is better, Bolachen and Chapanka points, Scharwenzel threads, which
  most deals do not award, so its loss is best read in the reward unit);
* ``reward``: the search's reward in [0, 1] (rank and scaled margin), the unit the suite's
  ``BLUNDER_GAP`` is in.

A **clear error** is a move at least ``suite.BLUNDER_GAP`` (reward) below the best with a
paired z of at least ``suite.BLUNDER_Z`` over the sampled deals, as in the suite. Every
position is written as a JSON line when judged, so a run can stop at any time and the table
is printed from the file (``--join``).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engine
from engine import cli_values
from engine.bots import make, search_config
from engine.bots.hooks import hooks_for
from engine.bots.ismcts import SearchConfig, search
from engine.bots.players import endgame_utility
from engine.bots.playing import mean_ci
from engine.bots.sampling import SeatRandom
from engine.bots.suite import BLUNDER_GAP, BLUNDER_Z, Position, _paired_z, open_sample
from engine.contract import GameState

#: The referee's default effort per position: deals averaged over, and all-seeing iterations
#: per legal move and deal. About a second of CPU a position (200 positions in 3-7 minutes);
#: its noise is the table's ``floor`` (docs/bots.md: 1001 needs more, 24 x 250 was used).
REFEREE_DEALS = 8
REFEREE_ITERATIONS = 150
#: Decisions judged per deal at most (chosen at random), so that positions are nearly
#: independent samples and the interval over positions is honest.
PER_DEAL = 2
#: Levels asked at every position, weakest first.
DEFAULT_LEVELS = ("easy", "normal", "strong")


@dataclass(frozen=True)
class Verdict:
    """The referee's values at one position: per legal move, per sampled deal, the mean
    reward and mean deal score (points, turned where lower is better) of its all-seeing
    search."""

    reward: dict[str, list[float]]
    points: dict[str, list[float]]

    def best(self) -> str:
        """The move the referee rates highest (reward; ties: the first legal move)."""
        means = {t: sum(v) / len(v) for t, v in self.reward.items()}
        return max(means, key=means.__getitem__)

    def loss(self, move: str) -> tuple[float, float]:
        """(points, reward) that ``move`` gives away against the referee's best move (by
        reward), 0 for the best move itself. Points are measured against that move, not
        against the highest of the points means: the highest of ten noisy means is above
        the best move's true value, so every level would seem to lose points to noise
        (a move may even gain points, where reward and points disagree)."""
        best = self.best()
        out = []
        for values in (self.points, self.reward):
            out.append(
                sum(values[best]) / len(values[best]) - sum(values[move]) / len(values[move])
            )
        return out[0], out[1]

    def clear_error(self, move: str) -> bool:
        """Whether ``move`` is clearly worse than the best: at least ``BLUNDER_GAP`` in
        reward and a paired z of at least ``BLUNDER_Z`` over the deals."""
        best = self.best()
        if move == best:
            return False
        gap = self.loss(move)[1]
        return gap >= BLUNDER_GAP and _paired_z(self.reward[best], self.reward[move]) >= BLUNDER_Z


def appraise(
    state: GameState,
    seat: int,
    deals: int = REFEREE_DEALS,
    iterations: int = REFEREE_ITERATIONS,
    seed: int = 0,
    exact_deals: int | None = None,
) -> Verdict:
    """Per legal move its value in each of ``deals`` deals drawn as ``seat`` sees the
    position, by an all-seeing search of ``iterations`` per legal move on each deal.

    The suite's judge (``suite.judge``) with the deal score kept besides the reward (the
    referee reports game units); the same settings: no root rules, no likelihood, every
    iteration on the one known deal (``suite.open_sample``). Where the game plays the
    position exactly (its ``endgame`` hook, where nothing is hidden: 1001's strict phase),
    the exact values replace the search: a search's mean counts the slips its exploring
    opponent makes, so of two moves exact play rates equal it prefers the one that leaves
    the opponent more ways to go wrong (measured: 5 points apart in 1001's strict phase
    where exact play says 0). Where the game solves a sampled deal exactly (its
    ``open_solve`` hook: 1001 once the stock is small), each deal is solved instead of
    searched, and ``exact_deals`` deals are drawn (default ``deals``): a solve has no
    search noise, so the verdict's noise is only which deals were drawn, which more deals
    lower (docs/bots.md)."""
    config = search_config(state.spec.id)
    legal = [a.text for a in state.legal_actions()]
    sign = _points_sign(state)
    exact = _exact(state, seat, legal, config, sign, seed)
    if exact is not None:
        return exact
    open_solve = hooks_for(state.spec.id).open_solve
    config.likelihood = None
    config.prune = None
    config.prune_reason = None
    config.endgame = None
    config.sample = open_sample
    reward: dict[str, list[float]] = {text: [] for text in legal}
    points: dict[str, list[float]] = {text: [] for text in legal}
    total = deals
    k = 0
    while k < total:
        deal = state.determinize(seat, SeatRandom(seed * 7919 + k))
        solved = open_solve(deal, seat) if open_solve is not None else None
        if solved is not None and all(text in solved for text in legal):
            if k == 0 and exact_deals is not None:
                total = exact_deals  # every deal of the position is solved alike
            scale = max(1.0, max(abs(solved[t].margin) for t in legal))
            for text in legal:
                reward[text].append(endgame_utility(solved[text], scale, config.rank_weight))
                points[text].append(sign * solved[text].score)
            k += 1
            continue
        result = search(deal, seat, random.Random(k), iterations * len(legal), None, config)
        tried = [st for st in result.stats.values() if st.visits]
        # A move the search never tried counts as its worst tried one (conservative).
        floor_r = min((st.reward / st.visits for st in tried), default=0.5)
        floor_p = min((sign * st.score / st.visits for st in tried), default=0.0)
        for text in legal:
            st = result.stats.get(text)
            if st is None or not st.visits:
                reward[text].append(floor_r)
                points[text].append(floor_p)
            else:
                reward[text].append(st.reward / st.visits)
                points[text].append(sign * st.score / st.visits)
        k += 1
    return Verdict(reward, points)


def _exact(
    state: GameState,
    seat: int,
    legal: Sequence[str],
    config: SearchConfig,
    sign: float,
    seed: int,
) -> Verdict | None:
    """The verdict of the game's exact endgame where it plays the position itself, nothing
    hidden (one value per move), or None where it does not apply or only averages sampled
    deals (1001's last free trick: the referee draws and solves its own, many more, deals).
    Reward is read as the bots read exact play (``players.endgame_utility``)."""
    if config.endgame is None:
        return None
    values = config.endgame(state, seat, random.Random(seed), None)
    if values is None or any(text not in values for text in legal):
        return None
    if any(values[t].samples != 1 for t in legal):
        return None
    scale = max(1.0, max(abs(values[t].margin) for t in legal))
    return Verdict(
        {t: [endgame_utility(values[t], scale, config.rank_weight)] for t in legal},
        {t: [sign * values[t].score] for t in legal},
    )


def _points_sign(state: GameState) -> float:
    """-1 where a deal's scores count against the seat (Kaschlan's marks), else 1: the
    search's sign, or what the deal's result says once played out (first legal moves)."""
    if search_config(state.spec.id).score_sign < 0:
        return -1.0
    probe = state.clone()
    probe.recording = False
    while probe.current_player is not None:
        probe.apply_fast(probe.legal_fast()[0])
    result = probe.deal_result()
    return -1.0 if result is not None and result.detail.get("lower_is_better") else 1.0


def phase_of(state: GameState, seat: int) -> str:
    """The decision's phase as the table groups it: the game's phase, and in 1001's play
    the free or strict part (``play/free``)."""
    obs = state.observation(seat)
    phase = str(obs.get("phase"))
    part = obs.get("detail", {}).get("play_phase")
    return f"{phase}/{part}" if part else phase


def positions(
    game: str,
    seed: int = 0,
    players: int | None = None,
    per_deal: int = PER_DEAL,
    level: str = "normal",
    start: int = 1,
    phases: frozenset[str] = frozenset(),
) -> Iterator[Position]:
    """Decisions of two or more moves from deals ``level`` bots play against each other
    (one process, reproducible): deal ``seed * 1000 + i`` for i = ``start``, ``start`` + 1,
    ..., up to ``per_deal`` of its decisions chosen at random (by the deal's own seed, so
    a run that starts at a later deal picks the same positions there). Endless: the caller
    stops.

    ``phases``: only decisions of these phases (:func:`phase_of`; all if empty), drawn from
    among that phase's decisions, so a deal gives ``per_deal`` of them where a filter after
    the draw would keep only the few that fell in the phase. Why here: the separating miner
    and the coach's loss runs both keep to Bolachen's card play, where the referee solves,
    against its auctions, which it cannot afford."""
    spec = engine.game(game)
    n = players or spec.default_players or spec.players[0]
    deal_seed = seed * 1000 + start - 1
    while True:
        deal_seed += 1
        rng = random.Random(deal_seed)
        state = spec.new_game(players=n, seed=deal_seed)
        bots = [make(level, spec, seed=deal_seed * 10 + s, workers=1) for s in range(n)]
        moves: list[str] = []
        trail: list[tuple[int, tuple[str, ...]]] = []
        while state.current_player is not None:
            seat = state.current_player
            if len(state.legal_actions()) > 1 and (not phases or phase_of(state, seat) in phases):
                trail.append((seat, tuple(moves)))
            action = bots[seat].choose(state, seat)
            moves.append(action.text)
            state.apply(action)
        for index in sorted(rng.sample(range(len(trail)), min(per_deal, len(trail)))):
            seat, before = trail[index]
            yield Position(game, n, deal_seed, before, seat, (), ())


def level_moves(state: GameState, seat: int, levels: Sequence[str], seed: int) -> dict[str, str]:
    """The move each level makes at the position: a fresh bot per level, its default
    iteration budget as an explicit budget in one process (no time cap), so the answer is
    a function of the position and the seed."""
    from engine.bots.measures import budget

    out = {}
    for level in levels:
        entry = budget(level, state.spec.id, 1.0)
        _name, _sep, its = entry.partition(":")
        bot = make(level, state.spec, seed=seed, workers=1, iterations=int(its) if its else None)
        out[level] = bot.choose(state, seat).text
        bot.close()
    return out


def judge_position(
    position: Position,
    levels: Sequence[str],
    deals: int,
    iterations: int,
    seed: int,
    exact_deals: int | None = None,
) -> dict[str, Any]:
    """One JSON-ready record: the position, its phase, the referee's per-deal values of
    every move, each level's move with its loss and whether it is a clear error, and the
    process time the referee and the levels took."""
    state = position.build()
    started = time.process_time()
    verdict = appraise(
        state, position.seat, deals, iterations, seed=position.seed + seed, exact_deals=exact_deals
    )
    judged = time.process_time()
    chosen = level_moves(state, position.seat, levels, seed=position.seed * 31 + seed)
    asked = time.process_time()
    best = verdict.best()
    record: dict[str, Any] = {
        "game": position.game,
        "players": position.players,
        "seed": position.seed,
        "moves": list(position.moves),
        "seat": position.seat,
        "phase": phase_of(state, position.seat),
        "deals": len(next(iter(verdict.reward.values()))),
        "iterations": iterations,
        "best": best,
        "reward": verdict.reward,
        "points": verdict.points,
        "levels": {},
        "referee_cpu": judged - started,
        "levels_cpu": asked - judged,
    }
    record["levels"].update(judged_moves(verdict, chosen))
    record["floor"] = split_half_floor(verdict)
    return record


def judged_moves(verdict: Verdict, chosen: dict[str, str]) -> dict[str, dict[str, Any]]:
    """Each level's move with its loss and whether it is a clear error, as recorded."""
    out: dict[str, dict[str, Any]] = {}
    for level, move in chosen.items():
        points, reward = verdict.loss(move)
        out[level] = {
            "move": move,
            "points": points,
            "reward": reward,
            "error": verdict.clear_error(move),
        }
    return out


def reask(
    records: Sequence[dict[str, Any]], levels: Sequence[str], seed: int, out_path: str
) -> None:
    """Ask ``levels`` again at judged positions and append the records with their new
    moves and losses (the referee's values kept as they are; other levels' moves too).

    Why: the referee's values cost five to ten times what asking the levels does, and they
    depend on the position only, so a changed bot is measured on the same positions for
    the price of its own decisions (``seed``: the run's, so an unchanged bot answers as
    it did). Positions already in ``out_path`` are skipped: a stopped run goes on."""
    done = _keys(read([out_path])) if Path(out_path).exists() else set()
    with open(out_path, "a", encoding="utf-8") as fh:
        for old in records:
            if (old["game"], old["seed"], tuple(old["moves"])) in done:
                continue
            position = Position(
                old["game"], old["players"], old["seed"], tuple(old["moves"]), old["seat"], (), ()
            )
            state = position.build()
            started = time.process_time()
            chosen = level_moves(state, position.seat, levels, seed=position.seed * 31 + seed)
            record = dict(old)
            record["levels"] = dict(old["levels"])
            record["levels_cpu"] = time.process_time() - started
            verdict = Verdict(old["reward"], old["points"])
            record["levels"].update(judged_moves(verdict, chosen))
            fh.write(json.dumps(record) + "\n")
            fh.flush()


def split_half_floor(verdict: Verdict) -> tuple[float, float] | None:
    """The referee's noise: the loss (points, reward) of the move it rates best on the
    first half of its deals, measured on the other half. A player who always made the
    referee's best move would show about this much loss from the referee's noise alone;
    None with fewer than two deals."""
    n = len(next(iter(verdict.reward.values())))
    if n < 2:
        return None
    half = n // 2
    first = Verdict(
        {t: v[:half] for t, v in verdict.reward.items()},
        {t: v[:half] for t, v in verdict.points.items()},
    )
    second = Verdict(
        {t: v[half:] for t, v in verdict.reward.items()},
        {t: v[half:] for t, v in verdict.points.items()},
    )
    return second.loss(first.best())


#: Resamplings of the deals behind :func:`bootstrap_noise` (a fixed seed: reproducible).
NOISE_ROUNDS = 200


def bootstrap_noise(
    verdict: Verdict, rounds: int = NOISE_ROUNDS, seed: int = 0
) -> tuple[float, float] | None:
    """The referee's noise at its full number of deals: what a player who always made the
    best move (the referee's best over all its deals, taken as the truth) would seem to lose
    to a referee that drew the deals again (the deals resampled with replacement, the best
    move picked on each resample, its loss (points, reward) averaged). None with fewer than
    two deals.

    Why besides :func:`split_half_floor`: the split half judges with half the deals, so it
    overstates the noise of the whole verdict (about twice: noise falls as one over the
    root of the deals); the bootstrap estimates it at the number of deals actually used."""
    n = len(next(iter(verdict.reward.values())))
    if n < 2:
        return None
    truth = verdict.best()
    rng = random.Random(seed)
    moves = list(verdict.reward)
    total_p = total_r = 0.0
    for _ in range(rounds):
        picks = [rng.randrange(n) for _ in range(n)]
        means = {m: sum(verdict.reward[m][i] for i in picks) for m in moves}
        best = max(moves, key=means.__getitem__)
        if best == truth:
            continue
        total_r += (means[best] - means[truth]) / n
        total_p += sum(verdict.points[best][i] - verdict.points[truth][i] for i in picks) / n
    return total_p / rounds, total_r / rounds


def run(
    games: Sequence[str],
    count: int,
    levels: Sequence[str],
    deals: int,
    iterations: int,
    seed: int,
    out_path: str,
    minutes: float,
    play: str = "normal",
    phase: str | None = None,
    exact_deals: int | None = None,
) -> None:
    """Judge ``count`` positions per game, game after game, each record appended to
    ``out_path`` as it is done; no new position after ``minutes``. Positions already in
    the file (same game, deal and moves) are skipped and the run goes on from the deal
    after the last one judged, so a stopped run goes on. With
    ``phase``, only positions of that phase (a prefix) are judged and counted."""
    before = read([out_path]) if Path(out_path).exists() else []
    done = _keys(before)
    deadline = time.monotonic() + 60.0 * minutes
    with open(out_path, "a", encoding="utf-8") as fh:
        for game in games:
            mine = [r for r in before if r["game"] == game]
            judged = sum(1 for r in mine if phase is None or r["phase"].startswith(phase))
            # Go on after the last deal judged (replaying the deals before it would cost
            # their bots' play again for nothing).
            start = max((r["seed"] - seed * 1000 for r in mine), default=0) + 1
            for position in positions(game, seed, level=play, start=max(1, start)):
                if judged >= count or time.monotonic() > deadline:
                    break
                key = (game, position.seed, tuple(position.moves))
                if key in done:
                    continue
                if phase is not None:
                    state = position.build()
                    if not phase_of(state, position.seat).startswith(phase):
                        continue
                record = judge_position(position, levels, deals, iterations, seed, exact_deals)
                fh.write(json.dumps(record) + "\n")
                fh.flush()
                done.add(key)
                judged += 1
                print(
                    f"{game} {judged}/{count} {record['phase']}: "
                    + ", ".join(
                        f"{lvl} {v['points']:+.2f}{' ERR' if v['error'] else ''}"
                        for lvl, v in record["levels"].items()
                    ),
                    file=sys.stderr,
                    flush=True,
                )


def _keys(records: Sequence[dict[str, Any]]) -> set[tuple[str, int, tuple[str, ...]]]:
    return {(r["game"], r["seed"], tuple(r["moves"])) for r in records}


def read(paths: Sequence[str]) -> list[dict[str, Any]]:
    """The records of ``paths`` (JSON lines), a position judged twice counted once."""
    seen: set[tuple[str, int, tuple[str, ...]]] = set()
    out = []
    for path in paths:
        with open(path, encoding="utf-8") as fh:
            for number, line in enumerate(fh, 1):
                if not line.strip():
                    continue
                try:
                    record = json.loads(line)
                    key = (record["game"], record["seed"], tuple(record["moves"]))
                except (ValueError, KeyError, TypeError) as exc:
                    raise ValueError(f"{path}, line {number}: not a referee record") from exc
                if key not in seen:
                    seen.add(key)
                    out.append(record)
    return out


def searched(record: dict[str, Any]) -> bool:
    """Whether the referee searched the position (else it played it exactly: one value per
    move, no sampled deals)."""
    return len(next(iter(record["reward"].values()), [])) != 1 if "reward" in record else True


def select(
    records: Sequence[dict[str, Any]], phase: str | None = None, exact: bool | None = None
) -> list[dict[str, Any]]:
    """The records of one phase (a prefix: ``play`` matches ``play/free``), and with
    ``exact`` only those the referee played exactly (True) or searched (False)."""
    return [
        r
        for r in records
        if (phase is None or r["phase"].startswith(phase))
        and (exact is None or searched(r) != exact)
    ]


def summarize(records: Sequence[dict[str, Any]], phase: str | None = None) -> list[dict[str, Any]]:
    """Per game and level: positions, mean loss (points, reward) and share of clear errors,
    each with its 95 % half-width over the positions; optionally only one phase (a prefix:
    ``play`` matches ``play/free``)."""
    rows = []
    games = sorted({r["game"] for r in records})
    for game in games:
        mine = [r for r in select(records, phase) if r["game"] == game]
        if not mine:
            continue
        levels = sorted({lvl for r in mine for lvl in r["levels"]}, key=_level_order)
        floors = [f for f in (floor_of(r) for r in mine) if f is not None]
        noises = [f for f in (noise_of(r) for r in mine) if f is not None]
        for level in levels:
            got = [losses(r)[level] for r in mine if level in r["levels"]]
            rows.append(
                {
                    "game": game,
                    "level": level,
                    "n": len(got),
                    "points": mean_ci([g["points"] for g in got]),
                    "reward": mean_ci([g["reward"] for g in got]),
                    "errors": mean_ci([1.0 if g["error"] else 0.0 for g in got]),
                    "floor": mean_ci([f[0] for f in floors]),
                    "noise": mean_ci([f[0] for f in noises]),
                }
            )
    return rows


def paired(
    records: Sequence[dict[str, Any]], game: str, better: str, worse: str, phase: str | None = None
) -> tuple[int, tuple[float, float], tuple[float, float]]:
    """(positions, mean and 95 % half-width of ``worse``'s loss minus ``better``'s in
    points, the same in reward), over the positions both levels were asked at."""
    pts, rew = [], []
    for r in records:
        if r["game"] != game or (phase is not None and not r["phase"].startswith(phase)):
            continue
        levels = losses(r)
        if better in levels and worse in levels:
            pts.append(levels[worse]["points"] - levels[better]["points"])
            rew.append(levels[worse]["reward"] - levels[better]["reward"])
    return len(pts), mean_ci(pts), mean_ci(rew)


def losses(record: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each level's loss and clear error at a recorded position, worked out again from the
    referee's per-deal values the record keeps (so the table always uses this version's
    reading of them), else as recorded."""
    if "reward" not in record or "points" not in record:
        return dict(record["levels"])
    verdict = Verdict(record["reward"], record["points"])
    out = {}
    for level, got in record["levels"].items():
        points, reward = verdict.loss(got["move"])
        error = verdict.clear_error(got["move"])
        out[level] = {"move": got["move"], "points": points, "reward": reward, "error": error}
    return out


def floor_of(record: dict[str, Any]) -> tuple[float, float] | None:
    """The record's noise floor (:func:`split_half_floor`), from its values where it has
    them."""
    if "reward" in record and "points" in record:
        return split_half_floor(Verdict(record["reward"], record["points"]))
    floor = record.get("floor")
    return None if not floor else (floor[0], floor[1])


def noise_of(record: dict[str, Any]) -> tuple[float, float] | None:
    """The record's noise at its number of deals (:func:`bootstrap_noise`), None for a
    record without per-deal values or with one deal."""
    if "reward" not in record or "points" not in record:
        return None
    return bootstrap_noise(Verdict(record["reward"], record["points"]))


def _level_order(level: str) -> int:
    order = ("random", "easy", "normal", "strong", "baseline")
    return order.index(level) if level in order else len(order)


def _ci(pair: tuple[float, float], digits: int, scale: float = 1.0) -> str:
    mean, half = pair
    if math.isnan(mean):
        return "-"
    if math.isnan(half):
        return f"{mean * scale:.{digits}f}"
    return f"{mean * scale:.{digits}f} ± {half * scale:.{digits}f}"


def print_table(records: Sequence[dict[str, Any]], phase: str | None = None) -> None:
    """The table: per game and level the loss per decision (points and reward) and the
    share of clear errors with 95 % intervals; then strong against normal, paired."""
    title = "every phase" if phase is None else f"phase {phase}"
    print(f"Loss per decision ({title}; ± 95 % over positions)")
    print(
        f"{'game':<15} {'level':<7} {'n':>4}  {'points':<17} {'reward':<16} "
        f"{'clear errors %':<14} {'floor':<14} {'noise':<14}"
    )
    for row in summarize(records, phase):
        print(
            f"{row['game']:<15} {row['level']:<7} {row['n']:>4}  {_ci(row['points'], 3):<17} "
            f"{_ci(row['reward'], 3):<16} {_ci(row['errors'], 1, 100):<14} "
            f"{_ci(row['floor'], 3):<14} {_ci(row['noise'], 3):<14}"
        )
    for game in sorted({r["game"] for r in records}):
        n, pts, rew = paired(records, game, "strong", "normal", phase)
        if n:
            print(
                f"{game:<15} normal − strong, paired ({n}): points {_ci(pts, 3)}, "
                f"reward {_ci(rew, 3)}"
            )
    print(
        "(points: the seat's deal score, turned where lower is better; floor: the loss "
        "of the referee's own best move on half its deals, judged on the other half; "
        "noise: the same at all its deals, by resampling them)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.bots.referee", description=__doc__)
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    positive = cli_values.positive_int
    parser.add_argument("--positions", type=positive, default=200, help="positions per game")
    parser.add_argument("--levels", default=",".join(DEFAULT_LEVELS), help="levels asked")
    parser.add_argument("--deals", type=positive, default=REFEREE_DEALS, help="deals per move")
    parser.add_argument(
        "--exact-deals",
        type=positive,
        default=None,
        help="deals per move where the game solves each deal exactly (default: --deals)",
    )
    parser.add_argument(
        "--iterations",
        type=positive,
        default=REFEREE_ITERATIONS,
        help="all-seeing iterations per legal move and deal",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the played deals")
    parser.add_argument("--out", default=None, help="append each judged position here (JSON lines)")
    parser.add_argument(
        "--minutes", type=cli_values.positive_number, default=None, help="stop after this long"
    )
    parser.add_argument(
        "--join", action="append", default=[], metavar="FILE", help="print the table of files"
    )
    parser.add_argument(
        "--phase",
        default=None,
        help="only positions of this phase, e.g. play/free (judged and shown)",
    )
    parser.add_argument(
        "--exact",
        choices=("exact", "searched"),
        default=None,
        help="table of the positions the referee played exactly, or of those it searched",
    )
    parser.add_argument(
        "--reask",
        default=None,
        metavar="FILE",
        help="ask --levels again at FILE's positions (of --phase), the records to --out",
    )
    parser.add_argument(
        "--play", default="normal", help="the level whose deals give the positions (normal)"
    )
    args = parser.parse_args(argv)
    games = args.games or list(engine.GAMES)
    unknown = [g for g in games if g not in engine.GAMES]
    if unknown:
        parser.error(f"unknown game {', '.join(unknown)}; games: {', '.join(engine.GAMES)}")
    levels = [lvl for lvl in args.levels.split(",") if lvl]
    from engine.bots import BENCHMARK_LEVELS, LEVELS

    bad = [lvl for lvl in [*levels, args.play] if lvl not in LEVELS + BENCHMARK_LEVELS]
    if bad:
        parser.error(f"unknown level {', '.join(bad)}; levels: {', '.join(LEVELS)}")
    try:
        if args.reask:
            out = args.out or "referee.jsonl"
            if Path(out).exists() and Path(out).resolve() == Path(args.reask).resolve():
                parser.error("--reask needs another --out than its file")
            judged = select(
                [r for r in read([args.reask]) if r["game"] in games and "reward" in r],
                args.phase,
            )
            reask(judged, levels, args.seed, out)
            paths = [out]
        elif not args.join:
            out = args.out or "referee.jsonl"
            run(
                games,
                args.positions,
                levels,
                args.deals,
                args.iterations,
                args.seed,
                out,
                args.minutes or 1e9,
                args.play,
                args.phase,
                args.exact_deals,
            )
            paths = [out]
        else:
            paths = args.join
        records = [r for r in read(paths) if r["game"] in games]
        if args.exact is not None:
            records = select(records, exact=args.exact == "exact")
    except (OSError, ValueError) as exc:
        print(f"cannot read the referee records: {exc}", file=sys.stderr)
        return 2
    print_table(records, args.phase)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
