"""A bot thinking at one table never stalls another table: bots think in worker threads."""

import asyncio
import threading

import engine.bots
from netplay import seatbot
from netplay.table import SeatSpec
from tests.netplay.netkit import bounded, serving, url_of


class Pondering:
    """A bot that thinks until the test lets it move (bounded, so a failure cannot hang)."""

    def __init__(self, release, started):
        self.release = release
        self.started = started

    def choose(self, state, seat):
        self.started.set()
        self.release.wait(30)
        return state.legal_actions()[0]


def test_one_tables_slow_bot_does_not_hold_up_another_table(monkeypatch):
    release, started = threading.Event(), threading.Event()
    real_make = engine.bots.make

    def make(level, spec, seed=0, **kwargs):
        if level == "strong":
            return Pondering(release, started)
        return real_make(level, spec, seed, **kwargs)

    monkeypatch.setattr(engine.bots, "make", make)

    async def run():
        async with serving() as server:
            slow = server.create_table(
                "kaschlan", 2, {"match_games": 1}, [SeatSpec("person"), SeatSpec("bot", "strong")]
            )
            quick = server.create_table("chapanka", 4, {"match_deals": 1}, [SeatSpec("person")] * 4)
            url = url_of(server)
            slow_seat = asyncio.ensure_future(seatbot.play(url, code=slow.codes[0]))
            loop = asyncio.get_running_loop()
            await bounded(loop.run_in_executor(None, started.wait, 30), 30)
            # the slow table's bot is thinking now; the other table plays a whole match
            logs = await bounded(
                asyncio.gather(*(seatbot.play(url, code=quick.codes[s], seed=s) for s in range(4)))
            )
            still_thinking = not release.is_set()
            release.set()
            slow_log = await bounded(slow_seat)
            return logs, still_thinking, slow_log

    logs, still_thinking, slow_log = asyncio.run(run())
    assert still_thinking and all(log.totals is not None for log in logs)
    assert slow_log.totals is not None  # and the slow table finished once its bot moved
