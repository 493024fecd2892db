"""Round trip of a network table as the person sees it: from a move made in the GUI (the
remote controller's ``play``) to that move shown back on the table (its ``action_applied``),
through the real table server on loopback.

``python -m gui.net.bench [--deals N] [--game G] [--players P]`` prints the median and worst
in milliseconds over every move of the person's seat, and the messages and bytes received.
Run it with ``nice``: it measures, the tests never assert a time.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gui.net.bench")
    parser.add_argument("--game", default="tausendundeins")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])

    from gui.net.remote_controller import RemoteController
    from gui.net.seats import SeatChoice, start_hosting, threaded_seat

    bots = [SeatChoice("bot", "random") for _ in range(args.players - 1)]
    hosting = start_hosting(
        args.game, args.players, {}, bots, port=0, host_name="Bench", bind="127.0.0.1"
    )
    c = RemoteController(0)
    c.set_trick_hold(0)
    received = {"messages": 0, "bytes": 0}

    def count(msg: object) -> None:
        received["messages"] += 1
        received["bytes"] += len(json.dumps(msg).encode())

    c._relay.message.connect(count)
    sent_at: list[float] = []
    trips: list[float] = []

    def shown(seat: int, _text: str) -> None:
        if seat == c.my_seat and sent_at:
            trips.append((time.perf_counter() - sent_at.pop()) * 1000)

    c.action_applied.connect(shown)
    c.error.connect(lambda m: print("error:", m, file=sys.stderr))
    url = f"ws://127.0.0.1:{hosting.port}/"
    c.connect_seat(threaded_seat(url, None, hosting.host_token, "Bench", "en"))
    rng = random.Random(args.seed)
    deadline = time.perf_counter() + 300
    asked = 0  # the deals after which "next deal" was sent
    while len(c.results) < args.deals and time.perf_counter() < deadline:
        app.processEvents()
        obs: dict[str, Any] = dict(c.observation() or {})
        if obs.get("is_over"):
            break  # the match ended before the deals asked for
        if c.is_human_turn() and not sent_at:
            sent_at.append(time.perf_counter())
            c.play(rng.choice(c.legal_texts()))
        elif obs.get("deal_over") and len(c.results) > asked:
            asked = len(c.results)
            c.next_deal()
        else:
            time.sleep(0.0005)
    c.shutdown()
    hosting.stop()
    if not trips:
        print("no move was made", file=sys.stderr)
        return 1
    print(
        f"{args.game} {args.players} players, {len(c.results)} deal(s), {len(trips)} moves: "
        f"round trip median {statistics.median(trips):.1f} ms, worst {max(trips):.1f} ms; "
        f"received {received['messages']} messages, {received['bytes']} bytes of JSON"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
