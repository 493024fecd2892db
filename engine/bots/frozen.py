"""A bot of an older version of the program, for tournaments of the new against the old
(issue #44 item 5: "the new strong against today's strong").

Why a child process: two versions of ``engine`` cannot live in one interpreter. The old
checkout (a git worktree of the commit, given by ``--frozen DIR`` or the environment variable
``KARTENTISCH_FROZEN``) runs :mod:`engine.bots.frozen_bridge` in a child process that
imports only its own engine; this side sends it, at each decision, the match so far (set-up
and every move, in the rules' notation) with the seat's hand and legal moves, and plays the
move it answers. The child replays the moves with the old rules and refuses to choose where
its hand or legal moves differ from these, so a deal or a rule that changed between the
versions is a clear error (:class:`FrozenError`), never a silent mismatch.

The old bot searches in the child's one process (``workers=1``) at an explicit iteration
budget: the entry's own (``frozen:N``), the tournament's, or else the old code's own default
for its ``strong`` level (its ``level_iterations``, or before it ``strong_iterations(game) *
STRONG_FACTOR``, without the time cap), which the child is asked for. The child runs on this
program's interpreter and installed packages (the engine needs none but the standard library).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import weakref
from pathlib import Path
from typing import IO, Any

from engine.actions import Action
from engine.bots.players import Bot, Hint
from engine.contract import GameSpec, GameState

#: The tournament entry of the old bot (``frozen`` or ``frozen:N``).
FROZEN = "frozen"
#: The environment variable naming the old checkout's directory.
ENV = "KARTENTISCH_FROZEN"
#: The old level the entry plays.
OLD_LEVEL = "strong"
#: Seconds the child gets to end by itself once its input is closed, before it is killed.
CLOSE_SECONDS = 5.0
BRIDGE = Path(__file__).with_name("frozen_bridge.py")


class FrozenError(RuntimeError):
    """The old code cannot play here: no checkout, a different deal or rule, a crash."""


def frozen_root(path: str | os.PathLike[str] | None = None) -> Path:
    """The old checkout's directory: ``path``, else ``$KARTENTISCH_FROZEN``; it must hold an
    ``engine`` package."""
    given = path if path is not None else os.environ.get(ENV)
    if not given:
        raise FrozenError(
            f"the frozen bot needs the old checkout's directory: set {ENV} or pass --frozen DIR"
        )
    root = Path(given).expanduser().resolve()
    if not (root / "engine" / "__init__.py").is_file():
        raise FrozenError(f"{root} is not a checkout of the program (no engine/__init__.py)")
    return root


class Bridge:
    """One child process running the old code, asked one JSON line at a time."""

    def __init__(self, root: str | os.PathLike[str] | None = None) -> None:
        self.root = frozen_root(root)
        # The child's stderr, read for error messages; closed with the child (``_stop``).
        self._errors = tempfile.TemporaryFile(mode="w+")  # noqa: SIM115
        self.process = subprocess.Popen(
            [sys.executable, "-I", "-c", BRIDGE.read_text(encoding="utf-8"), str(self.root)],
            cwd=self.root,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._errors,
            text=True,
            encoding="utf-8",
        )
        # Closed with the bridge, or at the latest when it is collected or the program ends.
        self._finalizer = weakref.finalize(self, _stop, self.process, self._errors)
        ready = self._read()
        if "ready" not in ready:
            self.close()
            raise FrozenError(f"the frozen code in {self.root} did not start: {ready['error']}")

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        """The child's answer to ``request``; FrozenError if it reports an error or died."""
        stdin = self.process.stdin
        if stdin is None or self.process.poll() is not None:
            raise FrozenError(f"the frozen code's process has ended{self._tail()}")
        try:
            stdin.write(json.dumps(request) + "\n")
            stdin.flush()
        except OSError as exc:
            raise FrozenError(
                f"cannot reach the frozen code's process: {exc}{self._tail()}"
            ) from exc
        reply = self._read()
        if "error" in reply:
            raise FrozenError(f"the frozen code ({self.root.name}): {reply['error']}")
        return reply

    def _read(self) -> dict[str, Any]:
        stdout: IO[str] | None = self.process.stdout
        line = stdout.readline() if stdout is not None else ""
        if not line:
            self.process.wait()
            raise FrozenError(
                f"the frozen code's process ended (exit code {self.process.returncode})"
                f"{self._tail()}"
            )
        reply: dict[str, Any] = json.loads(line)
        return reply

    def _tail(self) -> str:
        """The end of what the child wrote to stderr, for an error message."""
        if self._errors.closed:
            return ""
        self._errors.seek(0)
        text = self._errors.read().strip()
        return f": {text[-2000:]}" if text else ""

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def close(self) -> None:
        """End the child and reap it (no zombie); a second call does nothing."""
        self._finalizer()


def _stop(process: subprocess.Popen[str], errors: IO[str]) -> None:
    """Close the child's input (it ends at the end of its input), kill it if it does not end
    in time, and wait for it."""
    try:
        if process.stdin is not None:
            process.stdin.close()
        process.wait(CLOSE_SECONDS)
    except (OSError, subprocess.TimeoutExpired):
        process.kill()
        process.wait()
    finally:
        if process.stdout is not None:
            process.stdout.close()
        errors.close()


def default_iterations(game_id: str, root: str | os.PathLike[str] | None = None) -> int:
    """The old code's default budget of its ``strong`` level in ``game_id``."""
    bridge = Bridge(root)
    try:
        return int(bridge.ask({"op": "budget", "game": game_id, "level": OLD_LEVEL})["iterations"])
    finally:
        bridge.close()


class FrozenBot(Bot):
    """The old ``strong`` (or ``level``), playing through its own child process."""

    level = FROZEN

    def __init__(
        self,
        spec: GameSpec,
        seed: int,
        iterations: int | None = None,
        root: str | os.PathLike[str] | None = None,
        level: str = OLD_LEVEL,
    ) -> None:
        super().__init__(spec, seed)
        self.old_level = level
        self.bridge = Bridge(root)
        if iterations is None:
            asked = self.bridge.ask({"op": "budget", "game": spec.id, "level": level})
            iterations = int(asked["iterations"])
        self.iterations = iterations
        #: The child's CPU seconds at its last answer.
        self.cpu = 0.0

    def choose(self, state: GameState, seat: int) -> Action:
        """The old bot's move at ``state`` for ``seat``, checked legal here."""
        legal = state.legal_actions()
        save = json.loads(state.to_json())
        reply = self.bridge.ask(
            {
                "op": "choose",
                "game": save["game"],
                "players": save["players"],
                "seed": save["seed"],
                "options": save["options"],
                "deck": save["deck"],
                "deals": save["deals"],
                "seat": seat,
                "hand": state.hand(seat),
                "legal": [a.text for a in legal],
                "level": self.old_level,
                "iterations": self.iterations,
                "bot_seed": self.seed,
            }
        )
        self.cpu = float(reply.get("cpu", self.cpu))
        text = reply.get("action")
        for action in legal:
            if action.text == text:
                return action
        raise FrozenError(
            f"the frozen bot answered {text!r}, which is not a legal move here "
            f"({self.spec.id}, seat {seat}; legal: {', '.join(a.text for a in legal)})"
        )

    def hint(self, state: GameState, seat: int) -> Hint:
        """Not offered: the old bot only plays (its reasons are the old code's, untranslated
        here), so nothing may show it to a player as advice."""
        raise NotImplementedError("the frozen bot plays tournaments only; it gives no hints")

    def close(self) -> None:
        self.bridge.close()

    def __repr__(self) -> str:
        return f"<FrozenBot {self.old_level}:{self.iterations} {self.spec.id} seed={self.seed}>"
