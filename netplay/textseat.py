"""A person's seat in the terminal: ``kartentisch-cli join ADDRESS CODE`` without ``--bot``.

Why it exists: to try a table from a second machine without the GUI. It shows the seat's
hand and possible moves from its observation and reads a move (its text or its number).
"""

from __future__ import annotations

import asyncio
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
        loop = asyncio.get_running_loop()
        while True:
            try:
                text = (await loop.run_in_executor(None, self.ask, "> ")).strip()
            except EOFError:
                self.over.set()  # nobody at the keyboard any more: leave the table
                return
            chosen = pick(text, legal)
            if chosen is not None:
                break
            self.show("Not possible now: type one of the moves or its number.")
        self._ref += 1
        await self._send(client, {"type": "act", "action": chosen, "ref": self._ref})


def pick(text: str, legal: list[str]) -> str | None:
    """The move a typed line names: its number in the list or its text (any case)."""
    if text.isdigit() and 1 <= int(text) <= len(legal):
        return legal[int(text) - 1]
    for action in legal:
        if action.lower() == " ".join(text.lower().split()):
            return action
    return None
