"""``python -m engine.bots.suite``: positions with a known right move, and how each level does.

Why: a deal's result is mostly the cards, so tournaments need thousands of deals to tell two
levels apart; a position where one move is clearly right and others clearly wrong tells at
once (issue #32). Every answer is *confirmed*, never taken on an expert's word: a referee
plays each legal move out with a search that sees all cards (:func:`judge`), averaged over
deals drawn as the seat could imagine them (the seat's own sampler), so the answer is what the
seat could have known, not what the hidden cards happened to be.

Where the game solves the rest of a deal exactly (its ``open_solve`` hook: two-hand 1001 once
the stock holds four cards or fewer, every card of a drawn deal known), the referee takes the
solved outcome instead of searching.

A position is stored as the game, the seed of its deal and the moves that led to it (JSON,
built through the engine), with its right moves (``good``), its clear errors
(``blunders``) and the referee's values. ``--mine`` finds such positions in deals played
by the ``easy`` level and keeps those with a clear answer.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import tempfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

import engine
from engine.bots import make, search_config
from engine.bots.hooks import hooks_for
from engine.bots.ismcts import search
from engine.bots.sampling import SeatRandom
from engine.contract import GameState

#: Where the suite's positions live, one JSON file per game.
POSITIONS_DIR = Path(__file__).resolve().parents[2] / "tests" / "positions"
#: A move is right when the referee rates it at most this far below the best (reward units).
GOOD_WITHIN = 0.01
#: A move is a clear error when it is at least this far below the best, and the gap holds
#: across the sampled deals (paired z of at least ``BLUNDER_Z``).
BLUNDER_GAP = 0.08
BLUNDER_Z = 3.0
#: The referee's default effort: deals averaged over and open-hand iterations per deal.
JUDGE_DEALS = 16
JUDGE_ITERATIONS = 800
#: The effort every stored position was mined and confirmed with (the tests re-judge at it).
MINE_DEALS = 12
MINE_ITERATIONS = 400


@dataclass(frozen=True)
class Position:
    """One decision: the deal (``game``, ``players``, ``seed``), the moves made since it
    began, who decides, the right moves and the clear errors, and the referee's values."""

    game: str
    players: int
    seed: int
    moves: tuple[str, ...]
    seat: int
    good: tuple[str, ...]
    blunders: tuple[str, ...]
    values: dict[str, float] = field(default_factory=dict)
    theme: str = ""

    def build(self) -> GameState:
        """The position, replayed through the engine."""
        state = engine.game(self.game).new_game(players=self.players, seed=self.seed)
        for move in self.moves:
            state.apply(move)
        if state.current_player != self.seat:
            raise ValueError(f"{self.game} seed {self.seed}: seat {self.seat} is not to act")
        return state


def open_sample(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The all-seeing search's deal: the position itself, every card known to everybody."""
    sample = state.clone()
    sample.recording = False
    return sample


def judge(
    state: GameState,
    seat: int,
    deals: int = JUDGE_DEALS,
    iterations: int = JUDGE_ITERATIONS,
    seed: int = 0,
) -> dict[str, list[float]]:
    """Per legal move, its value in each of ``deals`` deals drawn as ``seat`` sees the
    position (its own sampler: the same facts, voids and bids), each value the mean reward
    of an all-seeing search of ``iterations`` on that deal. No root rules, no likelihood:
    the referee judges the moves, it does not share the bots' rules of thumb. A deal the
    game can solve (its ``open_solve`` hook) is solved, not searched: in 1001
    with four stock cards the search of 12 × 400 preferred a move exact play of the same
    deals makes 31 points worse (issue #32; docs/bots.md)."""
    config = search_config(state.spec.id)
    config.likelihood = None
    config.prune = None
    config.prune_reason = None
    config.endgame = None
    config.sample = open_sample
    legal = [a.text for a in state.legal_actions()]
    values: dict[str, list[float]] = {text: [] for text in legal}
    open_solve = hooks_for(state.spec.id).open_solve
    for k in range(deals):
        deal = state.determinize(seat, SeatRandom(seed * 7919 + k))
        solved = open_solve(deal, seat) if open_solve is not None else None
        if solved is not None:
            outcomes = {text: (v.margin, v.share) for text, v in solved.items()}
            for text, reward in exact_rewards(outcomes, config.rank_weight).items():
                values[text].append(reward)
            continue
        result = search(deal, seat, random.Random(k), iterations * len(legal), None, config)
        for text in legal:
            st = result.stats.get(text)
            # A move the search never tried is as good as its worst tried one (conservative).
            values[text].append(st.reward / st.visits if st and st.visits else math.nan)
        tried = [v[-1] for v in values.values() if not math.isnan(v[-1])]
        floor = min(tried) if tried else 0.5
        for text in legal:
            if math.isnan(values[text][-1]):
                values[text][-1] = floor
    return values


def exact_rewards(
    solved: dict[str, tuple[float, float]], rank_weight: float = 0.5
) -> dict[str, float]:
    """Per move, the reward of its exactly solved outcome (margin, won share), read as the
    search reads a finished deal: ``rank_weight`` of it the won share, the rest the margin
    scaled by the largest margin in sight (here the largest of the moves' best lines).

    Why: where a game solves the rest of the deal exactly (1001 once the stock is used up),
    perfect play is the answer, and the verdict must still speak the referee's units so that
    one gap rule (``BLUNDER_GAP``) judges every position."""
    scale = max(1.0, max(abs(margin) for margin, _won in solved.values()))
    return {
        text: rank_weight * won + (1.0 - rank_weight) * (0.5 + 0.5 * margin / scale)
        for text, (margin, won) in solved.items()
    }


def classify(values: dict[str, list[float]]) -> tuple[list[str], list[str]] | None:
    """(right moves, clear errors) from the referee's values, or None when the position
    has no clear answer (no move clearly worse than the best, or a move in between)."""
    means = {text: sum(v) / len(v) for text, v in values.items()}
    best_text = max(means, key=means.__getitem__)
    best = means[best_text]
    good = [t for t in means if means[t] >= best - GOOD_WITHIN]
    # A clear error is clearly below every right move, not only the best.
    worst_good = min(means[t] for t in good)
    blunders = []
    for text, mean in means.items():
        if text in good:
            continue
        if (
            worst_good - mean < BLUNDER_GAP
            or _paired_z(values[best_text], values[text]) < BLUNDER_Z
        ):
            return None  # a move neither right nor clearly wrong: no clear answer
        blunders.append(text)
    if not blunders:
        return None
    return good, blunders


def _promising(values: dict[str, list[float]]) -> bool:
    """Whether a cheap look may hide a clear answer: some move well below the best and none
    halfway (looser than :func:`classify`, so the full judgement decides)."""
    means = {text: sum(v) / len(v) for text, v in values.items()}
    best = max(means.values())
    gaps = [best - mean for mean in means.values()]
    return any(g >= 0.6 * BLUNDER_GAP for g in gaps) and not any(
        3 * GOOD_WITHIN < g < 0.6 * BLUNDER_GAP for g in gaps
    )


def _paired_z(better: Sequence[float], worse: Sequence[float]) -> float:
    diffs = [a - b for a, b in zip(better, worse, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    if var == 0:
        return math.inf if mean > 0 else 0.0
    return mean / math.sqrt(var / n)


def load(game: str, directory: Path = POSITIONS_DIR) -> list[Position]:
    """The stored positions of ``game`` (none if it has no file yet)."""
    path = directory / f"{game}.json"
    if not path.exists():
        return []
    rows = json.loads(path.read_text(encoding="utf-8"))
    return [position_from_row(row) for row in rows]


def position_from_row(row: dict[str, Any]) -> Position:
    """A position from its JSON form (a stored suite's row, or a miner's record)."""
    return Position(
        game=row["game"],
        players=row["players"],
        seed=row["seed"],
        moves=tuple(row["moves"]),
        seat=row["seat"],
        good=tuple(row["good"]),
        blunders=tuple(row["blunders"]),
        values=dict(row.get("values", {})),
        theme=row.get("theme", ""),
    )


def save(positions: Sequence[Position], path: Path) -> None:
    """Write ``positions`` as JSON, atomically (a half-written file never replaces one)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps([asdict(p) for p in positions], indent=1, ensure_ascii=False) + "\n"
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def theme_of(state: GameState, legal: Sequence[str]) -> str:
    """A short label of what the decision is about, for the table (lead, follow, bid...)."""
    verbs = {text.split()[0] for text in legal}
    trick = getattr(state, "trick", None)
    if verbs == {"play"} and trick is not None:
        return "follow" if trick else "lead"
    return "/".join(sorted(verbs))


def mine(
    game: str,
    wanted: int,
    players: int | None = None,
    seed: int = 0,
    deals: int = JUDGE_DEALS,
    iterations: int = JUDGE_ITERATIONS,
    per_deal: int = 2,
    theme_share: float = 0.34,
    where: Callable[[GameState, int], bool] | None = None,
    screen: bool = True,
    max_deals: int | None = None,
) -> Iterable[Position]:
    """Positions with a clear answer, from deals the ``easy`` level plays: at up to
    ``per_deal`` decisions of each deal (of two or more moves), chosen at random, the
    referee judges every move; positions with a clear answer are yielded, no theme (lead,
    follow, a bid...) more than ``theme_share`` of them, so the easy ones do not crowd
    out the rest. ``where(state, seat)`` keeps only the decisions it accepts (a theme the
    suite lacks); ``screen`` first looks at each decision with a quarter of the effort and
    judges in full only one that may have a clear answer (most do not: mining is several
    times faster, and every kept answer is still the full referee's). ``max_deals`` bounds
    the deals played (a rare ``where`` may otherwise search for a long time)."""
    spec = engine.game(game)
    n = players or spec.default_players or spec.players[0]
    rng = random.Random(seed)
    found = 0
    themes: dict[str, int] = {}
    deal_seed = seed * 1000
    while found < wanted and (max_deals is None or deal_seed - seed * 1000 < max_deals):
        deal_seed += 1
        state = spec.new_game(players=n, seed=deal_seed)
        bots = [make("easy", spec, seed=deal_seed + s) for s in range(n)]
        moves: list[str] = []
        first_deal = len(state.deal_starts)
        trail: list[tuple[int, list[str]]] = []
        while state.current_player is not None and len(state.deal_starts) == first_deal:
            seat = state.current_player
            if len(state.legal_actions()) > 1 and (where is None or where(state, seat)):
                trail.append((seat, list(moves)))
            action = bots[seat].choose(state, seat)
            moves.append(action.text)
            state.apply(action)
        for index in rng.sample(range(len(trail)), min(per_deal, len(trail))):
            seat, before = trail[index]
            position = Position(game, n, deal_seed, tuple(before), seat, (), ())
            real = position.build()
            theme = theme_of(real, [a.text for a in real.legal_actions()])
            if themes.get(theme, 0) >= max(1, math.ceil(theme_share * wanted)):
                continue
            if screen:
                glance = judge(real, seat, max(2, deals // 4), max(50, iterations // 2), deal_seed)
                if not _promising(glance):
                    continue
            values = judge(real, seat, deals, iterations, seed=deal_seed)
            answered = with_answer(replace(position, theme=theme), values)
            if answered is None:
                continue
            found += 1
            themes[theme] = themes.get(theme, 0) + 1
            yield answered
            if found >= wanted:
                return


@dataclass
class Score:
    """How one level did on a game's positions."""

    right: int = 0
    blunders: int = 0
    total: int = 0
    missed: list[int] = field(default_factory=list)


def rejudge(position: Position) -> Position | None:
    """``position`` judged again by the referee at the effort and seed it was mined with:
    its fresh answer and values, or None where it has no clear answer any more.

    Why: the referee plays the moves out with the game's playout policy, so a changed policy
    changes its values, and may change which moves are right (issue #44: a playout policy
    fitted to `strong`'s moves). The stored answers must be the referee's of today."""
    values = judge(position.build(), position.seat, MINE_DEALS, MINE_ITERATIONS, position.seed)
    return with_answer(position, values)


def with_answer(position: Position, values: dict[str, list[float]]) -> Position | None:
    """``position`` with the answer the referee's ``values`` give (:func:`classify`) and
    their means as stored (four places), or None where they give no clear answer: what a
    mined and a re-judged position keep alike."""
    answer = classify(values)
    if answer is None:
        return None
    good, blunders = answer
    means = {t: round(sum(v) / len(v), 4) for t, v in values.items()}
    return replace(position, good=tuple(good), blunders=tuple(blunders), values=means)


def score(
    level: str, positions: Sequence[Position], seed: int = 1, iterations: int | None = None
) -> Score:
    """Ask a fresh ``level`` bot at each position; count right moves and clear errors.
    ``iterations`` overrides its budget, in one process, so the result is reproducible;
    without, the level plays as shipped (its budget, time cap and workers: ``strong``'s
    1001 endgame shares its solves between two workers and gets half of them in one)."""
    out = Score()
    workers = 1 if iterations is not None else None
    for i, position in enumerate(positions):
        state = position.build()
        bot = make(level, position.game, seed=seed, workers=workers, iterations=iterations)
        move = bot.choose(state, position.seat).text  # (a shared worker pool stays up)
        out.total += 1
        if move in position.good:
            out.right += 1
        else:
            out.missed.append(i)
            if move in position.blunders:
                out.blunders += 1
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.bots.suite", description=__doc__)
    parser.add_argument("games", nargs="*", help="game ids (default: every game with positions)")
    parser.add_argument("--levels", default="easy,normal,strong", help="comma-separated levels")
    parser.add_argument("--mine", type=int, default=0, help="find this many new positions")
    parser.add_argument("--seed", type=int, default=0, help="seed of the mined deals")
    parser.add_argument("--deals", type=int, default=MINE_DEALS, help="referee deals (mining)")
    parser.add_argument(
        "--iterations", type=int, default=MINE_ITERATIONS, help="referee iterations (mining)"
    )
    parser.add_argument(
        "--rejudge",
        action="store_true",
        help="judge the stored positions again, keep the clear ones, say which answers changed",
    )
    args = parser.parse_args(argv)
    games = args.games or [g for g in engine.GAMES if load(g)]
    if args.rejudge:
        for game in games:
            kept = []
            for index, position in enumerate(load(game)):
                fresh = rejudge(position)
                if fresh is None:
                    print(f"{game} {index}: no clear answer any more (was {position.good})")
                    continue
                if set(fresh.good) != set(position.good):
                    print(f"{game} {index}: {position.good} -> {fresh.good}")
                kept.append(fresh)
            save(kept, POSITIONS_DIR / f"{game}.json")
            print(f"{game}: {len(kept)} positions kept", flush=True)
        return 0
    if args.mine:
        for game in games:
            kept = load(game)
            found = mine(
                game, args.mine, seed=args.seed, deals=args.deals, iterations=args.iterations
            )
            seen = {(p.seed, p.moves) for p in kept}
            for position in found:
                if (position.seed, position.moves) in seen:
                    continue
                seen.add((position.seed, position.moves))
                kept.append(position)
                save(kept, POSITIONS_DIR / f"{game}.json")
                print(f"{game}: {len(kept)} positions ({position.theme}: {position.good})")
        return 0
    levels = [lvl for lvl in args.levels.split(",") if lvl]
    print(f"{'game':<16} {'level':<8} {'right':>9} {'share':>6} {'clear errors':>12}")
    for game in games:
        positions = load(game)
        for level in levels:
            s = score(level, positions)
            share = s.right / s.total if s.total else 0.0
            print(f"{game:<16} {level:<8} {s.right:>4}/{s.total:<4} {share:>6.0%} {s.blunders:>12}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
