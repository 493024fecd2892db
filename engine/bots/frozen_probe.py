"""Where the new ``strong`` and an older version's decide differently, position by position.

``python -m engine.bots.frozen_probe GAME --frozen DIR --decks 5000:5010``

A duplicate tournament of the new bot against the old (:mod:`engine.bots.frozen`) counts
points, and its noise is every close decision that one search's luck turns one way and the
other's the other way. This asks the question under it: at the very positions the new bot
reaches in a deal, with the same seed and budget for both, does the old bot choose the same
move? Both bots are asked at every decision of the deal (every seat) and the new bot's move
is played, so both keep the same trees between decisions. Where the versions choose alike at
every decision, no tournament between them can show anything but the luck of its seeds;
where they differ, the listed positions are the ones to judge.

``--no-endgame`` takes the new bot's exact play of the last tricks away (``SearchConfig
.endgame``), so that what else differs shows alone. The old bot plays as its checkout does.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import engine
from engine.bots import make, strong_budget
from engine.bots.frozen import FrozenBot, FrozenError

#: Added to the deck's seed to give both bots' searches their one seed.
SEED_OFFSET = 777


@dataclass(frozen=True)
class Decision:
    """One decision of a probed deal: the move each version chose there."""

    deck: int
    number: int
    seat: int
    cards_in_hand: int
    legal: int
    new: str
    old: str

    @property
    def differs(self) -> bool:
        return self.new != self.old


def probe_deal(
    game_id: str,
    deck: int,
    iterations: int,
    root: str | None = None,
    endgame: bool = True,
) -> Iterator[Decision]:
    """Every decision of the deal from ``deck``, played by the new ``strong``, with the
    move the old ``strong`` chose at it (same seed, same budget)."""
    spec = engine.game(game_id)
    players = spec.default_players or spec.players[0]
    seed = SEED_OFFSET + deck
    new: Any = make("strong", spec, seed=seed, iterations=iterations, workers=1)
    if not endgame:
        new.config.endgame = None
    old = FrozenBot(spec, seed, iterations, root=root)
    state = spec.new_game(players=players, seed=deck, options=spec.resolve(players, None))
    try:
        number = 0
        while state.current_player is not None:
            seat = state.current_player
            legal = len(state.legal_actions())
            mine = new.choose(state, seat)
            theirs = old.choose(state, seat)
            yield Decision(deck, number, seat, len(state.hand(seat)), legal, mine.text, theirs.text)
            state.apply(mine)
            number += 1
    finally:
        old.close()


def _decks(text: str) -> list[int]:
    """``5000:5010`` (the end left out) or ``5001,5003``."""
    if ":" in text:
        first, end = text.split(":", 1)
        return list(range(int(first), int(end)))
    return [int(part) for part in text.split(",") if part.strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m engine.bots.frozen_probe", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("game", help="game id, e.g. bolachen")
    parser.add_argument("--decks", default="5000:5004", help="5000:5010 or 5001,5003")
    parser.add_argument("--frozen", default=None, metavar="DIR", help="the old checkout")
    parser.add_argument(
        "--iterations", type=int, default=None, help="both bots' budget (default: strong's)"
    )
    parser.add_argument("--no-endgame", action="store_true", help="the new bot never solves")
    parser.add_argument("--out", default=None, help="append every decision as a JSON line")
    args = parser.parse_args(argv)
    if args.game not in engine.GAMES:
        print(f"unknown game {args.game!r}; games: {', '.join(engine.GAMES)}", file=sys.stderr)
        return 2
    iterations = args.iterations or strong_budget(args.game)
    seen = differing = 0
    out = open(args.out, "a", encoding="utf-8") if args.out else None  # noqa: SIM115
    try:
        for deck in _decks(args.decks):
            for decision in probe_deal(
                args.game, deck, iterations, args.frozen, not args.no_endgame
            ):
                seen += 1
                differing += decision.differs
                if out is not None:
                    out.write(json.dumps(decision.__dict__) + "\n")
                    out.flush()
                if decision.differs:
                    print(
                        f"deck {decision.deck} decision {decision.number} seat {decision.seat}"
                        f" ({decision.cards_in_hand} cards, {decision.legal} legal): "
                        f"new {decision.new}, old {decision.old}",
                        flush=True,
                    )
    except FrozenError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    finally:
        if out is not None:
            out.close()
    print(f"{args.game}: {differing} of {seen} decisions chosen differently ({iterations} its)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
