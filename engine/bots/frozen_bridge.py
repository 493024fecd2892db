"""The child side of :mod:`engine.bots.frozen`: a bot of an older checkout, spoken to in JSON
lines over stdin/stdout.

Why a script of its own: the parent runs this file's text with ``python -I -c`` in the old
checkout's directory, so that ``import engine`` finds the *old* engine (the checkout first on
``sys.path``, neither this file's directory nor the parent's path in the way). It may
therefore use only what every version of the engine offers: ``engine.game``,
``spec.new_game``, ``state.apply`` / ``next_deal`` / ``legal_actions`` / ``hand`` and
``engine.bots.make`` / ``strong_iterations`` / ``STRONG_FACTOR`` / ``NORMAL_SHARE``.

Requests (one JSON object a line), each answered by one line:

``{"op": "budget", "game", "level"}``
    the old code's default iteration budget of ``level`` (without its time cap):
    ``{"iterations": N}``.
``{"op": "choose", "game", "players", "seed", "options", "deck", "deals", "seat", "hand",
"legal", "level", "iterations", "bot_seed"}``
    the move of the old bot (one per level, seed and budget, kept between decisions so it
    reuses its trees) at the position reached by replaying ``deals`` (the match's moves, a
    list per deal) from ``new_game(players, seed, options, deck)``. Before it searches, the
    seat's hand and the legal moves must be those sent, else the answer is an error:
    a deal or rule that changed between the versions must never pass unnoticed.
    ``{"action": text, "cpu": seconds}``.

Any failure is answered ``{"error": message}``; the end of stdin ends the child.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any, TextIO


class Mismatch(Exception):
    """The old code does not reach the position the new side describes."""


class Session:
    """The old bots and the replayed match of one child."""

    def __init__(self, engine: Any, bots: Any) -> None:
        self.engine = engine
        self.bots = bots
        self._bots: dict[tuple[Any, ...], Any] = {}
        self._setup: str | None = None
        self._state: Any = None
        self._played: list[list[str]] = []

    def budget(self, game: str, level: str) -> int:
        """The old ``make``'s default iterations for ``level`` (its time cap left out)."""
        if level in ("strong", "normal") and hasattr(self.bots, "level_iterations"):
            return int(self.bots.level_iterations(level, game))
        base = int(self.bots.strong_iterations(game))
        if level == "strong":
            return base * int(self.bots.STRONG_FACTOR)
        if level == "normal":
            return max(1, base // int(self.bots.NORMAL_SHARE))
        raise ValueError(f"no default budget for level {level!r} (strong, normal)")

    def position(self, req: dict[str, Any]) -> Any:
        """The state after ``req["deals"]``: the last one played on where the new request
        only adds moves to it (the usual case, one decision after another), else replayed
        from the start."""
        setup = json.dumps(
            [req["game"], req["players"], req["seed"], req["options"], req.get("deck")],
            sort_keys=True,
        )
        deals: list[list[str]] = req["deals"]
        if setup != self._setup or not _extends(deals, self._played):
            spec = self.engine.game(req["game"])
            self._state = spec.new_game(
                players=req["players"],
                seed=req["seed"],
                options=req["options"],
                deck=req.get("deck"),
            )
            self._setup = setup
            self._played = [[]]
        state = self._state
        played = self._played
        # A refused move or deal changes nothing, so what was played stays the state's record.
        for k, actions in enumerate(deals):
            if k >= len(played):
                try:
                    state.next_deal()
                except ValueError as exc:
                    raise Mismatch(f"deal {k + 1} cannot start in the frozen code: {exc}") from None
                played.append([])
            for text in actions[len(played[k]) :]:
                try:
                    state.apply(text)
                except ValueError as exc:
                    raise Mismatch(
                        f"deal {k + 1}, move {len(played[k]) + 1} ({text!r}) is not legal "
                        f"in the frozen code: {exc}"
                    ) from None
                played[k].append(text)
        return state

    def choose(self, req: dict[str, Any]) -> dict[str, Any]:
        state = self.position(req)
        seat = req["seat"]
        where = f"{req['game']}, deck seed {req['seed']}, deal {len(req['deals'])}, after " + (
            f"{len(req['deals'][-1])} moves"
        )
        if state.current_player != seat:
            raise Mismatch(
                f"{where}: the frozen code has seat {state.current_player} to act, not {seat}"
            )
        hand = sorted(state.hand(seat))
        if hand != sorted(req["hand"]):
            raise Mismatch(
                f"{where}: seat {seat}'s hand differs: frozen code {hand}, "
                f"this code {sorted(req['hand'])}"
            )
        legal = sorted(a.text for a in state.legal_actions())
        if legal != sorted(req["legal"]):
            raise Mismatch(
                f"{where}: the legal moves differ: frozen code {legal}, "
                f"this code {sorted(req['legal'])}"
            )
        key = (req["game"], req["level"], req["bot_seed"], req["iterations"])
        bot = self._bots.get(key)
        if bot is None:
            bot = self._bots[key] = self.bots.make(
                req["level"],
                req["game"],
                seed=req["bot_seed"],
                iterations=req["iterations"],
                workers=1,
            )
        action = bot.choose(state, seat)
        return {"action": action.text, "cpu": time.process_time()}

    def handle(self, req: dict[str, Any]) -> dict[str, Any]:
        op = req.get("op")
        if op == "budget":
            return {"iterations": self.budget(req["game"], req["level"])}
        if op == "choose":
            return self.choose(req)
        raise ValueError(f"unknown request {op!r}")


def _extends(deals: list[list[str]], played: list[list[str]]) -> bool:
    """Whether the match ``deals`` continues the one ``played`` (the same moves first)."""
    if len(deals) < len(played):
        return False
    for k, done in enumerate(played):
        if deals[k][: len(done)] != done or (k < len(played) - 1 and deals[k] != done):
            return False
    return True


def serve(root: str, source: TextIO, answer: TextIO) -> None:
    """Import the engine of ``root`` and answer ``source``'s requests until it ends."""
    sys.path.insert(0, root)
    import engine
    import engine.bots

    found = os.path.dirname(os.path.dirname(os.path.abspath(engine.__file__)))
    if os.path.realpath(found) != os.path.realpath(root):
        message = f"imported the engine of {found}, not the frozen checkout's"
        answer.write(json.dumps({"error": message}) + "\n")
        answer.flush()
        return
    answer.write(json.dumps({"ready": found}) + "\n")
    answer.flush()
    session = Session(engine, engine.bots)
    for line in source:
        if not line.strip():
            continue
        try:
            reply = session.handle(json.loads(line))
        except Mismatch as exc:
            reply = {"error": str(exc), "mismatch": True}
        except Exception as exc:  # every failure goes back to the parent, which raises it
            reply = {"error": f"{type(exc).__name__}: {exc}"}
        answer.write(json.dumps(reply) + "\n")
        answer.flush()


def main() -> None:
    """Entry point of ``python -I -c <this file> ROOT``: the protocol keeps stdout, whatever
    the old code prints goes to stderr."""
    answer = sys.stdout
    sys.stdout = sys.stderr
    serve(sys.argv[1], sys.stdin, answer)


if __name__ == "__main__":
    main()
