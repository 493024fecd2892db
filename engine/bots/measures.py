"""``python -m engine tournament all --measures``: the level ladder of every game in one table.

Why: whether a change made the bots better is four questions per game (new ``strong`` vs the
frozen ``baseline``, ``strong`` vs ``normal``, ``normal`` vs ``easy``, ``easy`` vs
``random``), each needing hundreds of seat-rotated deals. This runs them all, single deals,
in ``--jobs`` processes, and prints one row per question with the first bot's win share and
its 95 % interval *clustered by deck* (the rotations of one deck are one sample: they share
the luck of the deal, so counting them as independent would make the interval too narrow).

Budgets: every search bot gets its level's default iteration budget times ``--scale``, as an
explicit budget (no time cap, so the table is reproducible); ``--scale 1`` is the default
budgets without the cap. The row ``strong/frozen`` (the new ``strong`` against an older
version's, :mod:`engine.bots.frozen`) is played only when ``--pairs`` names it, at each
version's own default budget.
"""

from __future__ import annotations

import functools
import json
import math
import time
from collections.abc import Collection, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from typing import Any

from engine.bots import parent_watch
from engine.bots.frozen import FROZEN, default_iterations
from engine.bots.playing import INFORMED, SEEING, GameOutcome, mean_ci, play_all, play_game

#: The questions of the closing table: (first bot, second bot), the first should win.
PAIRS: tuple[tuple[str, str], ...] = (
    ("strong", "baseline"),
    ("strong", "normal"),
    ("normal", "easy"),
    ("easy", "random"),
)


#: Rows played only when ``--pairs`` names them: the new ``strong`` against an older
#: version's (``frozen``: :mod:`engine.bots.frozen`, which needs that version's checkout).
ASKED_PAIRS: tuple[tuple[str, str], ...] = (
    ("strong", "frozen"),
    # Inference from play (off in every level) against the old strong: whether turning it on
    # would make the new strong stronger (issue #44 items 2 and 5).
    (f"strong{INFORMED}", "frozen"),
    # The all-seeing bot (strong's search on the real deal) against the old strong: what
    # perfect knowledge of the hidden cards is worth against it, the most any better reading
    # of them could add to the new strong (issue #44 item 5).
    (SEEING, "frozen"),
)


def parse_pairs(text: str) -> tuple[tuple[str, str], ...]:
    """The ladder rows named in ``text`` ("strong/baseline,normal/easy"), in the ladder's
    order (the rows only played when asked for last); empty if any name is not a row."""
    wanted = {tuple(part.strip().split("/", 1)) for part in text.split(",") if part.strip()}
    rows = tuple(pair for pair in PAIRS + ASKED_PAIRS if pair in wanted)
    return rows if len(rows) == len(wanted) else ()


def budget(level: str, game_id: str, scale: float) -> str:
    """The tournament entry of ``level`` (``level:N``) at ``scale`` times its default budget."""
    from engine.bots import level_iterations

    if level == FROZEN:  # the old version's own default, asked of its code
        return f"{level}:{max(1, round(frozen_default(game_id) * scale))}"
    bare = level.removesuffix(INFORMED)
    if level == SEEING:  # the all-seeing bot searches with strong's budget
        bare = "strong"
    its = level_iterations(bare, game_id) if bare != "easy" else None
    if its is None:
        return level  # random, and easy's rules of thumb (or its tiny fixed search)
    return f"{level}:{max(1, round(its * scale))}"


@functools.cache
def frozen_default(game_id: str) -> int:
    """The old ``strong``'s default budget in ``game_id`` (one child process asked once)."""
    return default_iterations(game_id)


def clustered_share(outcomes: list[GameOutcome], bot: int, rotations: int) -> tuple[float, float]:
    """``bot``'s share of the first places won at the table and its 95 % half-width, one
    sample per deck (its rotations pooled). A share, not a per-seat rate, so that 0.5 means
    "as good as the other bot" at any table size (two bots at four seats hold two each)."""
    decks: dict[int, list[float]] = {}
    for g, out in enumerate(outcomes):
        mine = sum(out.win[s] for s, b in enumerate(out.bots) if b == bot)
        total = sum(out.win)
        got = decks.setdefault(g // rotations, [0.0, 0.0])
        got[0] += mine
        got[1] += total
    values = [mine / total for mine, total in decks.values() if total > 0]
    return mean_ci(values)


def clustered_margin(outcomes: list[GameOutcome], bot: int, rotations: int) -> tuple[float, float]:
    """``bot``'s mean score per seat minus the other bots' per deal (sign turned where lower
    scores are better), averaged over each deck's rotations, and its 95 % half-width over
    the decks. Why besides the share: where the cards decide who comes first (the same seat
    wins a deck in every rotation), the share sits at 0.5 whatever the bots do, while the
    margin still shows who made more of the same cards."""
    decks: dict[int, list[float]] = {}
    for g, out in enumerate(outcomes):
        mine = [s for s, b in enumerate(out.bots) if b == bot]
        theirs = [s for s, b in enumerate(out.bots) if b != bot]
        if not mine or not theirs:
            continue
        diff = sum(out.score[s] for s in mine) / len(mine)
        diff -= sum(out.score[s] for s in theirs) / len(theirs)
        decks.setdefault(g // rotations, []).append(-diff if out.lower else diff)
    values = [sum(v) / len(v) for v in decks.values()]
    return mean_ci(values)


def swing_decks(outcomes: list[GameOutcome], bot: int, rotations: int) -> tuple[int, int, int, int]:
    """(decks, swing decks, swing decks ``bot`` came out ahead on, those it came out behind
    on). A swing deck is one whose rotations did *not* put the same seats first; on the
    others the cards decided whichever bot held them, and both bots got the same share of
    first places. Why: the share can only move on swing decks, so their count says how much
    any bot could show, and who won them says how the bots differ where it mattered."""
    decks: dict[int, list[GameOutcome]] = {}
    for g, out in enumerate(outcomes):
        decks.setdefault(g // rotations, []).append(out)
    swings = ahead = behind = 0
    for deck in decks.values():
        if all(out.win == deck[0].win for out in deck):
            continue
        swings += 1
        mine = sum(out.win[s] for out in deck for s, b in enumerate(out.bots) if b == bot)
        total = sum(sum(out.win) for out in deck)
        if mine * 2 > total:
            ahead += 1
        elif mine * 2 < total:
            behind += 1
    return len(decks), swings, ahead, behind


def _swing_text(counts: tuple[int, int, int, int]) -> str:
    """The table's swing column from :func:`swing_decks`: "12/40 9-3" (swing decks of all
    decks, then how many the first bot won and the second)."""
    decks, swings, ahead, behind = counts
    return f"{swings}/{decks} {ahead}-{behind}"


def run(
    games: list[str],
    deals: int,
    seed: int,
    scale: float,
    jobs: int,
    pairs: Any = PAIRS,
    common_seeds: bool = False,
) -> list[dict[str, Any]]:
    """Play ``deals`` seat-rotated single deals per pair and game; print and return the rows
    (``common_seeds``: see :func:`engine.bots.playing.play_game`)."""
    import engine

    rows = []
    print(
        f"Measures: {deals} single deals per row (seats rotated, 2 bots), seed {seed}, "
        f"budgets = level defaults x {scale:g} as iteration budgets (no time cap)"
        + (", one search seed a deck for both bots (common seeds)" if common_seeds else "")
    )
    header = (
        f"{'game':<15} {'first':<14} {'second':<14} {'deals':>5}  {'first win share':<16} "
        f"{'score margin':<18} {'swing decks':<14} {'s':>6}"
    )
    print(header)
    print("-" * len(header))
    for game_id in games:
        spec = engine.game(game_id)
        players = spec.default_players or spec.players[0]
        options = spec.resolve(players, None)
        for first, second in pairs:
            levels = [budget(first, game_id, scale), budget(second, game_id, scale)]
            started = time.perf_counter()
            outcomes = play_all(
                (game_id, levels, players, options, seed), deals, None, True, 1, jobs, common_seeds
            )
            mean, half = clustered_share(outcomes, 0, len(levels))
            margin, margin_half = clustered_margin(outcomes, 0, len(levels))
            swings = swing_decks(outcomes, 0, len(levels))
            row = {
                "game": game_id,
                "first": levels[0],
                "second": levels[1],
                "deals": deals,
                "share": mean,
                "half": half,
                "margin": margin,
                "margin_half": margin_half,
                "swings": swings[1:],
                "seconds": time.perf_counter() - started,
            }
            rows.append(row)
            ci = f"{mean:.3f} ± {half:.3f}" if not math.isnan(half) else f"{mean:.3f}"
            mci = (
                f"{margin:+.2f} ± {margin_half:.2f}"
                if not math.isnan(margin_half)
                else f"{margin:+.2f}"
            )
            print(
                f"{game_id:<15} {levels[0]:<14} {levels[1]:<14} {deals:>5}  {ci:<16} "
                f"{mci:<18} {_swing_text(swings):<14} {row['seconds']:>6.0f}",
                flush=True,
            )
    print(
        "(win share of the first bot: first places, ties and partners split; score margin: "
        "its mean deal score per seat minus the other's, penalties turned; ± 95 % over decks;"
        " swing decks: decks whose rotations did not put the same seats first, of all decks,"
        " then how many of them each bot won)"
    )
    return rows


def _deal(
    game_id: str,
    levels: list[str],
    seed: int,
    index: int,
    whole_match: bool = False,
    common_seeds: bool = False,
) -> dict[str, Any]:
    """One single deal of the table (worker entry point), as a JSON-ready record; with
    ``whole_match`` the whole match from that deck on, scored by its totals; with
    ``common_seeds`` both bots search from the deck's one seed (recorded, so that such
    deals are never read into one row with deals of bots seeded apart)."""
    import engine

    spec = engine.game(game_id)
    players = spec.default_players or spec.players[0]
    options = spec.resolve(players, None)
    started = cpu_seconds()
    out = play_game(
        game_id, levels, players, options, seed, index, None, not whole_match, 1, common_seeds
    )
    record: dict[str, Any] = {"match": True} if whole_match else {}
    if common_seeds:
        record["common_seeds"] = True
    return record | {
        "game": game_id,
        "levels": levels,
        "seed": seed,
        "index": index,
        "bots": list(out.bots),
        "win": list(out.win),
        "last": list(out.last),
        "score": list(out.score),
        "decisions": out.decisions,
        "lower": out.lower,
        "cpu": cpu_seconds() - started,
    }


def cpu_seconds() -> float:
    """This process's CPU seconds and those of its children that have ended (a ``frozen``
    bot's child process: its search is the deal's cost as much as this process's)."""
    try:
        import resource
    except ImportError:  # no such module on Windows: this process only
        return time.process_time()
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def run_bounded(
    games: list[str],
    decks: int,
    seed: int,
    scale: float,
    jobs: int,
    out_path: str,
    minutes: float,
    pairs: Any = PAIRS,
    common_seeds: bool = False,
) -> list[dict[str, Any]]:
    """The same table, but deck by deck over every game and question (both rotations of a
    deck, then the next deck), each finished deal appended to ``out_path`` as a JSON line,
    and no new deal started after ``minutes``. Why: on a busy machine nobody knows in
    advance how many deals fit; this way whatever finished is a balanced sample of every
    row, and the file keeps it even if the run is stopped."""
    tasks = []
    for deck in range(decks):
        for game_id in games:
            for first, second in pairs:
                levels = [budget(first, game_id, scale), budget(second, game_id, scale)]
                for rotation in range(len(levels)):
                    index = len(levels) * deck + rotation
                    tasks.append((game_id, levels, seed, index, False, common_seeds))
    deadline = time.monotonic() + 60.0 * minutes
    todo = iter(tasks)
    with parent_watch.watched_pool(jobs) as pool, open(out_path, "a") as fh:
        running: set[Future[dict[str, Any]]] = set()

        def feed() -> None:
            while len(running) < jobs and time.monotonic() < deadline:
                task = next(todo, None)
                if task is None:
                    return
                running.add(pool.submit(_deal, *task))

        feed()
        while running:
            done, running = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                fh.write(json.dumps(future.result()) + "\n")
                fh.flush()
            feed()
    return table_from_files([out_path])


#: A recorded deal's deck: the deck's own seed (the run's ``--seed`` plus the deck's number
#: in the run), or ``(None, number)`` for records of older versions, which carry no seed.
Deck = tuple[int | None, int]
#: The recorded deals of one row of the table, by deck and then by rotation.
RowDeals = dict[Deck, dict[int, dict[str, Any]]]
#: A row of the table: the game, the two levels, and whether the bots shared their seeds.
Row = tuple[str, str, str, bool]


def _read_deals(paths: Sequence[str], games: Collection[str] | None) -> dict[Row, RowDeals]:
    """The recorded deals of every row. A deal of a deck recorded twice is refused: runs
    joined in one table must have played different decks, or a deck would count twice."""
    rows: dict[Row, RowDeals] = {}
    for path in paths:
        with open(path) as fh:
            for number, line in enumerate(fh, 1):
                if not line.strip():
                    continue
                r = json.loads(line)
                if games is not None and r["game"] not in games:
                    continue
                seed = r.get("seed")
                deck: Deck = (
                    (None, r["index"] // 2) if seed is None else (seed + r["index"] // 2, 0)
                )
                row = (r["game"], r["levels"][0], r["levels"][1], bool(r.get("common_seeds")))
                rotations = rows.setdefault(row, {})
                rotation = r["index"] % 2
                if rotation in rotations.setdefault(deck, {}):
                    raise ValueError(
                        f"{path}, line {number}: the {r['game']} deal {r['index']} of "
                        f"{'/'.join(r['levels'])} is already recorded for that deck "
                        f"({'deck ' + str(deck[0]) if seed is not None else 'no seed recorded'})"
                    )
                rotations[deck][rotation] = r
    return rows


def table_from_files(
    paths: Sequence[str], games: Collection[str] | None = None
) -> list[dict[str, Any]]:
    """Print and return the table rows of the deals recorded in ``paths`` (JSON lines),
    only decks whose every rotation finished. Why several files: a measure too long for
    one sitting is continued on the next decks (``--seed``) into a new file, and the row
    is read from all of them together, deck by deck."""
    recorded = _read_deals(paths, games)
    rows = []
    print(
        f"{'game':<15} {'first':<14} {'second':<14} {'deals':>5}  {'win share':<16} "
        f"{'margin':<16} swing decks"
    )
    for (game_id, first, second, common), by_deck in recorded.items():
        outcomes = []
        for rotations in by_deck.values():  # any order: the figures are per-deck means
            if len(rotations) < 2:
                continue
            for rotation in (0, 1):
                r = rotations[rotation]
                outcomes.append(
                    GameOutcome(
                        tuple(r["bots"]),
                        tuple(r["win"]),
                        tuple(r.get("last", [0.0] * len(r["win"]))),
                        tuple(r["score"]),
                        r["decisions"],
                        bool(r.get("lower", False)),
                    )
                )
        if not outcomes:
            continue
        share, half = clustered_share(outcomes, 0, 2)
        margin, margin_half = clustered_margin(outcomes, 0, 2)
        swings = swing_decks(outcomes, 0, 2)
        row = {
            "game": game_id,
            "first": first,
            "second": second,
            "deals": len(outcomes),
            "share": share,
            "half": half,
            "margin": margin,
            "margin_half": margin_half,
            "swings": swings[1:],
            "common_seeds": common,
        }
        rows.append(row)
        print(
            f"{game_id:<15} {first:<14} {second:<14} {len(outcomes):>5}  "
            f"{share:.3f} ± {half:.3f}    {f'{margin:+.2f} ± {margin_half:.2f}':<16} "
            f"{_swing_text(swings)}" + ("  common seeds" if common else ""),
            flush=True,
        )
    return rows
