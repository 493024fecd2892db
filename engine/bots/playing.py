"""Playing the games of a tournament: one seat-rotated game, many of them side by side, and
the mean with its error bar that every table of results prints.

Why a module of its own: the tournament (``python -m engine tournament``), the level ladder
(:mod:`engine.bots.measures`), the par tables (:mod:`engine.bots.par`) and the referee all
play and summarise games the same way; they used to import it from the tournament's command
line, which imported them back inside functions (an import cycle, issue 45 item 19). The
all-seeing bot is here because a tournament entry ``seeing:N`` plays it; ``frozen`` (or
``frozen:N``) is an older version's ``strong`` (:mod:`engine.bots.frozen`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

import engine
from engine.bots import make, parent_watch, search_config
from engine.bots.frozen import FROZEN, FrozenBot
from engine.bots.hooks import hooks_for
from engine.bots.pimc import ExactPlay
from engine.bots.players import Bot
from engine.bots.rewards import seat_outcomes
from engine.bots.suite import open_sample

#: The name of the all-seeing bot in tournament entries (``seeing:N``).
SEEING = "seeing"
#: A level's name with this suffix (``strong-informed``) is that level with inference from
#: play (``SearchConfig.inference`` and its exact play's pool), which the levels leave off
#: (``Hooks.infer_from_play``): how issue #44 item 2's check is measured again.
INFORMED = "-informed"


def informed(bot: Any, game_id: str) -> None:
    """Turn inference from play on in ``bot``'s search and in its exact play of the last
    tricks (the game's playout policy as the model of the others' play)."""
    model = hooks_for(game_id).play_model()
    if model is None:
        return
    bot.config.inference = model
    exact = getattr(bot.config.endgame, "__self__", None)
    if isinstance(exact, ExactPlay):
        bot.config.endgame = replace(exact, inference=model).endgame


def all_seeing(spec: Any, seed: int, iterations: int) -> Bot:
    """The all-seeing bot: ``strong``'s search and budget, in one process, every iteration
    on the real deal. What it drops is what only a seat that cannot see needs (inference,
    root rules of thumb) or what would bring hidden samples back (the exact endgame draws
    its own deals)."""
    bot: Any = make("strong", spec, seed=seed, iterations=iterations, workers=1)
    bot.config.sample = open_sample
    bot.config.likelihood = None
    bot.config.prune = None
    bot.config.prune_reason = None
    bot.config.endgame = None
    bot.level = SEEING
    result: Bot = bot
    return result


@dataclass(frozen=True)
class GameOutcome:
    """One game of the tournament: per seat the bot index, first/last share and score."""

    bots: tuple[int, ...]
    win: tuple[float, ...]
    last: tuple[float, ...]
    score: tuple[float, ...]
    decisions: int
    #: The game's scores count against the seat (Kaschlan's marks).
    lower: bool = False


def play_game(
    game_id: str,
    levels: list[str],
    players: int,
    options: dict[str, Any],
    seed: int,
    index: int,
    iterations: int | None,
    deals_only: bool,
    workers: int,
    common_seeds: bool = False,
) -> GameOutcome:
    """Play tournament game ``index``: deck seed ``seed + index // B``, bots rotated.

    With ``common_seeds`` every bot of the game searches from one seed, the same in every
    rotation of the deck (common random numbers). Why: two versions of a bot that decide
    alike at a position then decide alike in every seating, so a deck's rotations differ
    only where the versions' decisions do; with a seed of its own per bot and rotation, a
    deck also swings wherever one search's luck differs from the other's, the same program
    against itself included, and that noise can hide (or fake) a small difference."""
    spec = engine.game(game_id)
    b = len(levels)
    shift = index % b
    seat_bot = tuple((seat + shift) % b for seat in range(players))
    bots = []
    for i, entry in enumerate(levels):
        level, _sep, own = entry.partition(":")
        bot_seed = (
            seed * 7_368_787 + (index // b) * 31
            if common_seeds
            else seed * 7_368_787 + index * 31 + i
        )
        if level == "seeing":  # the all-seeing bot of a par (engine.bots.par)
            bots.append(all_seeing(spec, bot_seed, int(own) if own else iterations or 1))
            continue
        if level == FROZEN:  # an older version's strong, in its own child process
            bots.append(FrozenBot(spec, bot_seed, int(own) if own else iterations))
            continue
        with_inference = level.endswith(INFORMED)
        bot: Any = make(
            level.removesuffix(INFORMED),
            spec,
            seed=bot_seed,
            iterations=int(own) if own else iterations,
            workers=workers,
        )
        if with_inference:
            informed(bot, spec.id)
            bot.level = level
        bots.append(bot)
    state = spec.new_game(players=players, seed=seed + index // b, options=options)
    decisions = 0
    try:
        while True:
            while state.current_player is not None:
                seat = state.current_player
                state.apply(bots[seat_bot[seat]].choose(state, seat))
                decisions += 1
            if deals_only or state.is_over:
                break
            state.next_deal()
    finally:
        # Their child processes end with the game (the others' shared worker pools do not).
        for bot in bots:
            if isinstance(bot, FrozenBot):
                bot.close()
    result = state.deal_result()
    if deals_only:
        scores = [0.0] * players
        if result is not None:
            value = search_config(game_id).deal_value
            scores = list(result.scores if value is None else value(state, result))
    else:
        scores = list(state.totals())
    lower = bool(result is not None and result.detail.get("lower_is_better"))
    win, last = seat_outcomes(scores, state.teams, -1.0 if lower else 1.0)
    return GameOutcome(seat_bot, tuple(win), tuple(last), tuple(scores), decisions, lower)


def play_all(
    call: tuple[str, list[str], int, dict[str, Any], int],
    games: int,
    iterations: int | None,
    deals_only: bool,
    workers: int,
    jobs: int,
    common_seeds: bool = False,
) -> list[GameOutcome]:
    """Play games ``0 .. games-1`` (``call`` = game id, levels, players, options, seed), in
    ``jobs`` spawned processes if more than one; each game is seeded by its index alone, so
    the outcomes are the same however many jobs share the work."""
    if jobs == 1:
        return [
            play_game(*call, g, iterations, deals_only, workers, common_seeds) for g in range(games)
        ]
    with parent_watch.watched_pool(jobs) as pool:
        futures = [
            pool.submit(play_game, *call, g, iterations, deals_only, workers, common_seeds)
            for g in range(games)
        ]
        return [f.result() for f in futures]


def mean_ci(values: list[float]) -> tuple[float, float]:
    """The mean of independent values (decks, seats) and its 95 % half-width (normal
    approximation); NaN where there are too few to say."""
    n = len(values)
    if n == 0:
        return math.nan, math.nan
    mean = sum(values) / n
    if n < 2:
        return mean, math.nan
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)
