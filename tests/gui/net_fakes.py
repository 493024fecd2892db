"""A stand-in for one seat's connection to a table server, run by the engine in-process.

It answers as docs/protocol.md says a server does (welcome, update, accepted, error,
deal_over, advice), with random bots in the other seats, so the remote controller's own logic
is tested fast and without sockets; tests/gui/test_net_table.py plays against the real
server too. Replies come on the next turn of the event loop, as a network's would.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QTimer

import engine


class FakeTable:
    """One table; ``seat_for(listener)`` is the factory the controller is given."""

    def __init__(
        self,
        game: str,
        players: int,
        seat: int,
        seed: int = 3,
        options: dict[str, Any] | None = None,
    ) -> None:
        self.state = engine.game(game).new_game(
            players=players, seed=seed, options=dict(options or {})
        )
        self.me = seat
        self.rng = random.Random(seed)
        self.sent: list[dict[str, Any]] = []
        self.listener: Any = None
        self.closed = False
        self.ready = False

    def seat_for(self, listener: Any) -> FakeTable:
        self.listener = listener
        self._later(self._welcome)
        return self

    # --- the Seat protocol --------------------------------------------------------------------

    def send(self, msg: dict[str, Any]) -> None:
        self.sent.append(msg)
        self._later(lambda: self._answer(msg))

    def close(self) -> None:
        self.closed = True

    # --- the server's side --------------------------------------------------------------------

    def _later(self, fn: Any) -> None:
        QTimer.singleShot(0, fn)

    def _tell(self, msg: dict[str, Any]) -> None:
        if not self.closed:
            self.listener.on_message({"v": 1, **msg})

    def _legal(self) -> list[str]:
        st = self.state
        if st.current_player != self.me:
            return []
        return [a.text for a in st.legal_actions()]

    def _welcome(self) -> None:
        st = self.state
        seats = [
            {"name": f"P{i}", "kind": "person" if i == self.me else "bot", "connected": True}
            for i in range(st.players)
        ]
        for s in seats:
            s["level"] = None if s["kind"] == "person" else "random"
        self._tell(
            {
                "type": "welcome",
                "seat": self.me,
                "token": "secret",
                "host": False,
                "table": {
                    "id": "t1",
                    "game": st.spec.id,
                    "players": st.players,
                    "options": dict(st.options),
                    "seats": seats,
                },
                "observation": st.observation(self.me),
                "legal": self._legal(),
            }
        )
        self._bots()

    def _answer(self, msg: dict[str, Any]) -> None:
        kind = msg.get("type")
        ref = msg.get("ref")
        if kind == "act":
            if self.state.current_player != self.me:
                self._tell(
                    {
                        "type": "error",
                        "ref": ref,
                        "code": "not_your_turn",
                        "reason": None,
                        "message": "not your turn",
                    }
                )
                return
            try:
                self.state.apply(msg["action"])
            except engine.IllegalAction as exc:
                self._tell(
                    {
                        "type": "error",
                        "ref": ref,
                        "code": "illegal",
                        "reason": {"template": exc.template, "params": dict(exc.params)},
                        "message": str(exc),
                    }
                )
                return
            self._tell({"type": "accepted", "ref": ref})
            self._applied()
            self._bots()
        elif kind == "hint":
            legal = self._legal()
            if legal:
                self._tell(
                    {
                        "type": "advice",
                        "ref": ref,
                        "action": legal[0],
                        "analysis": {},
                        "sentences": [{"template": "It keeps {n} cards.", "params": {"n": 2}}],
                    }
                )
        elif kind == "next_deal" and self.state.deal_over and not self.state.is_over:
            self.state.next_deal()
            self._tell(
                {
                    "type": "update",
                    "event": None,
                    "observation": self.state.observation(self.me),
                    "legal": self._legal(),
                }
            )
            self._bots()

    def _applied(self) -> None:
        st = self.state
        self._tell(
            {
                "type": "update",
                "event": st.events(self.me)[-1],
                "observation": st.observation(self.me),
                "legal": self._legal(),
            }
        )
        if st.deal_over:
            self._tell(
                {
                    "type": "deal_over",
                    "record": {
                        "deal_no": st.deal_no,
                        "result": dict(st.deal_record(st.deal_no)["result"] or {}),
                        "totals": list(st.totals()),
                    },
                    "totals": list(st.totals()),
                    "is_over": st.is_over,
                }
            )

    def _bots(self) -> None:
        st = self.state
        while st.current_player is not None and st.current_player != self.me:
            st.apply(self.rng.choice(st.legal_actions()).text)
            self._applied()
