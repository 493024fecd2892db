"""A person's seat in the terminal: ``kartentisch-cli join ADDRESS CODE`` without ``--bot``.

Why it exists: to try a table from a second machine without the GUI. It shows the seat's
hand and possible moves from its observation and reads a move (its text or its number).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
import threading
from collections.abc import Callable
from typing import Any

from netplay.client import SeatClient
from netplay.seatbot import BotSeat


class TextSeat(BotSeat):
    """Acts with what ``ask`` (default: ``input``) returns; end of input leaves the table."""

    def __init__(
        self, ask: Callable[[str], str] = input, show: Callable[[str], None] = print
    ) -> None:
        super().__init__("random")
        self.ask = ask
        self.echo = show
        self.show = show

    async def _turn(self, client: SeatClient, obs: dict[str, Any], legal: list[str]) -> None:
        if not legal:
            return
        self.show(f"Your hand: {' '.join(obs['hand'])}")
        self.show("You may: " + " | ".join(f"{i}) {a}" for i, a in enumerate(legal, 1)))
        while True:
            try:
                text = (await read_line(self.ask, "> ")).strip()
            except EOFError:
                self.over.set()  # nobody at the keyboard any more: leave the table
                return
            chosen = pick(text, legal)
            if chosen is not None:
                break
            self.show("Not possible now: type one of the moves or its number.")
        self._ref += 1
        await self._send(client, {"type": "act", "action": chosen, "ref": self._ref})


#: The threads reading a line now (at most one: the seat asks on its own turn only).
_READING: set[threading.Thread] = set()


async def read_line(ask: Callable[[str], str], prompt: str) -> str:
    """``ask(prompt)`` in a daemon thread of its own. Why not the loop's executor: Ctrl-C at
    the prompt ends ``asyncio.run``, which then waits for its executor's threads, and one
    blocked in ``input`` held the program until Enter was pressed (see
    :func:`end_now_if_reading` for the rest)."""
    loop = asyncio.get_running_loop()
    answer: asyncio.Future[str] = loop.create_future()

    def settle(line: str | None, error: BaseException | None) -> None:
        if answer.done():  # the seat left meanwhile
            return
        if error is not None:
            answer.set_exception(error)
        else:
            answer.set_result(line or "")

    def read() -> None:
        try:
            line, error = ask(prompt), None
        except BaseException as exc:  # EOFError above all: handed to the waiting seat
            line, error = None, exc
        finally:
            _READING.discard(threading.current_thread())
        with contextlib.suppress(RuntimeError):  # the loop has ended (the seat left)
            loop.call_soon_threadsafe(settle, line, error)

    reader = threading.Thread(target=read, name="terminal-input", daemon=True)
    _READING.add(reader)
    reader.start()
    return await answer


def end_now_if_reading(status: int) -> None:
    """End the program with ``status`` at once if a thread still waits for a typed line (the
    person pressed Ctrl-C at the prompt): the interpreter's shutdown would wait for the lock
    of standard input that thread holds, and abort. What the program had to say is printed
    and the kept seat written by then."""
    if any(t.is_alive() for t in tuple(_READING)):  # a copy: the thread may leave the set
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(status)


def pick(text: str, legal: list[str]) -> str | None:
    """The move a typed line names: its number in the list or its text (any case)."""
    if text.isdigit() and 1 <= int(text) <= len(legal):
        return legal[int(text) - 1]
    for action in legal:
        if action.lower() == " ".join(text.lower().split()):
            return action
    return None
