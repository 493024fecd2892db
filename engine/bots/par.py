"""``python -m engine.bots.par``: tournaments corrected for the luck of the deal (issue #32).

Why: in a seat-rotated deal between two levels the cards still decide most of the result,
so hundreds of deals show no difference between levels that clearly differ at the
decision. Here every deck is played twice per rotation: once by the two levels (``strong``
against ``baseline``, say), and once with the first level's seats taken by the
**all-seeing bot** (``seeing``: the same search at the same budget, every iteration on the
real deal, ``suite.open_sample``; no root rules, no inference needed) against the same
opponents. The all-seeing bot's result on a deck is that deck's **par**. Per deck:

* ``margin``: the level's mean deal score per seat minus its opponents' (penalties turned,
  both rotations pooled), as in ``--measures``;
* ``par``: the same margin of the all-seeing bot in the same seats against the same
  opponents;
* ``against par``: margin minus par, paired by deck: what the level gives away against a
  player who sees every card; the deck's luck is in both and cancels;
* ``recovered``: margin / par over all decks, the share of the all-seeing bot's margin over
  the opponent that the level makes without seeing the cards (the issue's goal: at least a
  third for ``strong`` against ``baseline``), with a 95 % interval by the delta method;
* swing decks of both tables (decks whose rotations did not put the same seats first).

Deals are appended to ``--out`` as JSON lines (``engine.bots.measures``' records) as they
finish, deck by deck over every game and row, and the table is printed from the file, so a
stopped run keeps everything finished and ``--join`` reads several runs.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Sequence
from typing import Any

import engine
from engine import cli_values
from engine.bots.measures import PAIRS, _deal, budget, parse_pairs, swing_decks
from engine.bots.playing import SEEING, GameOutcome, mean_ci


def seeing_entry(entry: str) -> str:
    """The all-seeing bot's entry for the par of a level's entry (``strong:8000`` gives
    ``seeing:8000``): the same iteration budget."""
    level, sep, its = entry.partition(":")
    if not sep or not its.isdigit():
        raise ValueError(f"{entry!r}: a par needs a search level with its budget (level:N)")
    return f"{SEEING}:{its}"


def margin_of(record: dict[str, Any]) -> float:
    """Bot 0's mean deal score per seat minus the other bot's, penalties turned."""
    bots, score = record["bots"], record["score"]
    mine = [score[s] for s, b in enumerate(bots) if b == 0]
    theirs = [score[s] for s, b in enumerate(bots) if b != 0]
    diff = sum(mine) / len(mine) - sum(theirs) / len(theirs)
    return float(-diff if record.get("lower") else diff)


def won_of(record: dict[str, Any]) -> float:
    """Bot 0's mean share of the game won per seat (a match: won or lost; a tie shared)."""
    mine = [w for w, b in zip(record["win"], record["bots"], strict=True) if b == 0]
    return float(sum(mine) / len(mine))


def tasks(
    games: Sequence[str], decks: int, seed: int, scale: float, pairs: Sequence[tuple[str, str]]
) -> list[tuple[str, list[str], int, int]]:
    """Deals (or matches) to play, deck by deck: per game and row both rotations of the two
    levels, then both rotations of the all-seeing bot against the second level."""
    out = []
    for deck in range(decks):
        for game_id in games:
            for first, second in pairs:
                levels = [budget(first, game_id, scale), budget(second, game_id, scale)]
                par = [seeing_entry(levels[0]), levels[1]]
                for entry in (levels, par):
                    for rotation in range(2):
                        out.append((game_id, entry, seed, 2 * deck + rotation))
    return out


def run(
    games: Sequence[str],
    decks: int,
    seed: int,
    scale: float,
    out_path: str,
    minutes: float,
    pairs: Sequence[tuple[str, str]] = PAIRS[:2],
    matches: bool = False,
) -> None:
    """Play the deals of :func:`tasks` in this process, appending each to ``out_path``;
    no new deal after ``minutes``. Deals already in the file are not played again.
    ``matches``: each deck starts a whole match instead (1001's race to 1001 points), scored
    by the match totals."""
    done: set[tuple[str, tuple[str, ...], int, int, bool]] = set()
    try:
        for r in read([out_path]):
            done.add(_key(r))
    except FileNotFoundError:
        pass
    deadline = time.monotonic() + 60.0 * minutes
    with open(out_path, "a", encoding="utf-8") as fh:
        for game_id, levels, deck_seed, index in tasks(games, decks, seed, scale, pairs):
            if time.monotonic() > deadline:
                break
            if (game_id, tuple(levels), deck_seed, index, matches) in done:
                continue
            record = _deal(game_id, levels, deck_seed, index, matches)
            fh.write(json.dumps(record) + "\n")
            fh.flush()
            print(
                f"{game_id} {'/'.join(levels)} {'match' if matches else 'deal'} {index}: "
                f"margin {margin_of(record):+.2f}",
                file=sys.stderr,
                flush=True,
            )


def _key(record: dict[str, Any]) -> tuple[str, tuple[str, ...], int, int, bool]:
    """What makes a record unique: a deck's deal and a deck's whole match are not the same."""
    return (
        record["game"],
        tuple(record["levels"]),
        record["seed"],
        record["index"],
        bool(record.get("match", False)),
    )


def read(paths: Sequence[str]) -> list[dict[str, Any]]:
    """The deal records of ``paths`` (JSON lines); a deal recorded twice counts once."""
    seen: set[tuple[str, tuple[str, ...], int, int, bool]] = set()
    out = []
    for path in paths:
        with open(path, encoding="utf-8") as fh:
            for number, line in enumerate(fh, 1):
                if not line.strip():
                    continue
                try:
                    r = json.loads(line)
                    key = _key(r)
                except (ValueError, KeyError, TypeError) as exc:
                    raise ValueError(f"{path}, line {number}: not a deal record") from exc
                if key not in seen:
                    seen.add(key)
                    out.append(r)
    return out


def ratio_ci(pairs: Sequence[tuple[float, float]]) -> tuple[float, float]:
    """mean(a) / mean(b) over paired samples (a, b) and its 95 % half-width by the delta
    method; NaN where there are too few samples or mean(b) is 0."""
    n = len(pairs)
    if n < 2:
        return math.nan, math.nan
    ma = sum(a for a, _ in pairs) / n
    mb = sum(b for _, b in pairs) / n
    if mb == 0:
        return math.nan, math.nan
    r = ma / mb
    var = sum(((a - ma) - r * (b - mb)) ** 2 for a, b in pairs) / (n - 1)
    return r, 1.96 * math.sqrt(var / n) / abs(mb)


def table(records: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per game, row (first level / second) and unit (single deals, whole matches), over
    the decks whose four deals (two rotations of the levels, two of the par) all finished:
    deals, margin, par, margin against par, recovered share, swing decks of the levels and
    of the par."""
    by_deck: dict[tuple[str, bool, str, str], dict[tuple[int, int], dict[str, Any]]] = {}
    for r in records:
        first, second = r["levels"]
        slot = (r["seed"] + r["index"] // 2, r["index"] % 2)
        unit = bool(r.get("match", False))
        by_deck.setdefault((r["game"], unit, first, second), {})[slot] = r
    rows = []
    for (game_id, unit, first, second), deals in sorted(by_deck.items()):
        if first.startswith(SEEING + ":") or ":" not in first:
            continue
        par_deals = by_deck.get((game_id, unit, seeing_entry(first), second), {})
        decks = sorted({deck for deck, _ in deals})
        full = [d for d in decks if all((d, k) in deals and (d, k) in par_deals for k in (0, 1))]
        if not full:
            continue
        pairs = []
        won_pairs = []  # the share of games won, level and par, per deck
        level_outcomes, par_outcomes = [], []
        for d in full:
            m = sum(margin_of(deals[(d, k)]) for k in (0, 1)) / 2
            p = sum(margin_of(par_deals[(d, k)]) for k in (0, 1)) / 2
            pairs.append((m, p))
            won_pairs.append(
                (
                    sum(won_of(deals[(d, k)]) for k in (0, 1)) / 2,
                    sum(won_of(par_deals[(d, k)]) for k in (0, 1)) / 2,
                )
            )
            for k in (0, 1):
                level_outcomes.append(_outcome(deals[(d, k)]))
                par_outcomes.append(_outcome(par_deals[(d, k)]))
        rows.append(
            {
                "game": game_id,
                "matches": unit,
                "first": first,
                "second": second,
                "decks": len(full),
                "deals": 4 * len(full),
                "margin": mean_ci([m for m, _ in pairs]),
                "par": mean_ci([p for _, p in pairs]),
                "against_par": mean_ci([m - p for m, p in pairs]),
                "recovered": ratio_ci(pairs),
                "won": mean_ci([w for w, _ in won_pairs]),
                "par_won": mean_ci([p for _, p in won_pairs]),
                # The edge beyond an even share, of the level's against the par's.
                "recovered_won": ratio_ci([(w - 0.5, p - 0.5) for w, p in won_pairs]),
                "swings": swing_decks(level_outcomes, 0, 2),
                "par_swings": swing_decks(par_outcomes, 0, 2),
            }
        )
    return rows


def _outcome(record: dict[str, Any]) -> GameOutcome:
    return GameOutcome(
        tuple(record["bots"]),
        tuple(record["win"]),
        tuple(record.get("last", [0.0] * len(record["win"]))),
        tuple(record["score"]),
        record["decisions"],
        bool(record.get("lower", False)),
    )


def _ci(pair: tuple[float, float], digits: int) -> str:
    mean, half = pair
    if math.isnan(mean):
        return "-"
    if math.isnan(half):
        return f"{mean:+.{digits}f}"
    return f"{mean:+.{digits}f} ± {half:.{digits}f}"


def _share(pair: tuple[float, float]) -> str:
    mean, half = pair
    if math.isnan(mean):
        return "-"
    return f"{mean:.2f}" if math.isnan(half) else f"{mean:.2f} ± {half:.2f}"


def print_table(rows: Sequence[dict[str, Any]]) -> None:
    print(
        f"{'game':<15} {'first':<13} {'second':<13} {'deals':>5}  {'margin':<15} {'par':<15} "
        f"{'against par':<15} {'recovered':<13} {'swing':<9} {'par swing':<9} "
        f"{'won':<13} {'par won':<13} {'recovered won':<13}"
    )
    for r in rows:
        s, p = r["swings"], r["par_swings"]
        game = f"{r['game']} (matches)" if r["matches"] else r["game"]
        print(
            f"{game:<15} {r['first']:<13} {r['second']:<13} {r['deals']:>5}  "
            f"{_ci(r['margin'], 2):<15} {_ci(r['par'], 2):<15} {_ci(r['against_par'], 2):<15} "
            f"{_ci(r['recovered'], 2):<13} {f'{s[1]}/{s[0]} {s[2]}-{s[3]}':<9} "
            f"{f'{p[1]}/{p[0]} {p[2]}-{p[3]}':<9} {_share(r['won']):<13} "
            f"{_share(r['par_won']):<13} {_ci(r['recovered_won'], 2):<13}",
            flush=True,
        )
    print(
        "(deals: of the levels and of the par together, whole matches in a (matches) row; "
        "margin: the first level's mean deal "
        "score per seat minus the second's, penalties turned; par: the all-seeing bot's in "
        "the same seats on the same decks; against par: margin minus par, paired by deck; "
        "recovered: margin / par; ± 95 % over decks; swing: decks whose rotations put "
        "different seats first, of all, won first-second; won: the first level's share of "
        "the games (deals or matches) won, par won: the all-seeing bot's, recovered won: "
        "(won - 1/2) / (par won - 1/2), what a game is played for where its points are not)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.bots.par", description=__doc__)
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--decks", type=cli_values.positive_int, default=50, help="decks per row")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first deck")
    parser.add_argument(
        "--scale", type=cli_values.positive_number, default=1.0, help="budgets × this"
    )
    parser.add_argument(
        "--pairs", default="strong/baseline,strong/normal", help="rows, e.g. strong/baseline"
    )
    parser.add_argument("--out", default=None, help="append each deal here (JSON lines)")
    parser.add_argument(
        "--minutes", type=cli_values.positive_number, default=None, help="start no deal after"
    )
    parser.add_argument(
        "--matches",
        action="store_true",
        help="each deck starts a whole match, scored by its totals (default: single deals)",
    )
    parser.add_argument(
        "--join", action="append", default=[], metavar="FILE", help="print the table of files"
    )
    args = parser.parse_args(argv)
    games = args.games or list(engine.GAMES)
    unknown = [g for g in games if g not in engine.GAMES]
    if unknown:
        parser.error(f"unknown game {', '.join(unknown)}; games: {', '.join(engine.GAMES)}")
    pairs = parse_pairs(args.pairs)
    if not pairs:
        parser.error(f"unknown rows {args.pairs!r}; rows: {', '.join('/'.join(p) for p in PAIRS)}")
    try:
        if args.join:
            paths = args.join
        else:
            out = args.out or "par.jsonl"
            run(
                games,
                args.decks,
                args.seed,
                args.scale,
                out,
                args.minutes or 1e9,
                pairs,
                args.matches,
            )
            paths = [out]
        records = [r for r in read(paths) if r["game"] in games]
    except (OSError, ValueError) as exc:
        print(f"cannot read the deal records: {exc}", file=sys.stderr)
        return 2
    print_table(table(records))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
