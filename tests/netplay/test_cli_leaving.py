"""Ctrl-C at ``kartentisch-cli join``'s prompt ends the program and keeps the seat.

Why: the typed line was read in the event loop's executor, and ``asyncio.run`` waited for
that thread after Ctrl-C, so the program hung until Enter was pressed. The terminal seat
now says "Ctrl-C leaves the table" while it waits for the host's next match, so Ctrl-C must
work at every moment.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys

from netplay.cli import address_url
from netplay.kept_seats import KeptSeats, default_folder
from netplay.table import SeatSpec
from tests.netplay.netkit import bounded, serving


def test_ctrl_c_at_the_prompt_leaves_at_once_and_keeps_the_seat(tmp_path) -> None:
    env = {**os.environ, "KARTENTISCH_HOME": str(tmp_path)}

    async def run() -> tuple[int, str, list[str]]:
        async with serving() as server:
            seats = [SeatSpec("person"), SeatSpec("bot", "random")]
            info = server.create_table("kaschlan", 2, {"match_games": 1}, seats, seed=3)
            address = f"127.0.0.1:{server.port}"
            proc = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "netplay.cli",
                "join",
                address,
                info.codes[0],
                stdin=asyncio.subprocess.PIPE,  # nothing typed: the prompt waits
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.STDOUT,
                env=env,
            )
            assert proc.stdout is not None
            seen: list[str] = []
            while not seen or not seen[-1].startswith("You may: "):
                line = (await bounded(proc.stdout.readline())).decode()
                assert line, "the seat ended before its first turn"
                seen.append(line)
            proc.send_signal(signal.SIGINT)
            try:
                status = await asyncio.wait_for(proc.wait(), 20)
            except TimeoutError:
                proc.kill()
                await proc.wait()
                raise AssertionError("Ctrl-C at the prompt did not end the program") from None
            rest = (await proc.stdout.read()).decode()
            return status, rest, [address]

    status, rest, (address,) = asyncio.run(run())
    assert status == 1 and "The seat was not played to the end: left the table" in rest
    assert "Traceback" not in rest and "Fatal" not in rest
    # Left, not finished: the same command line comes back to the seat.
    kept = KeptSeats(default_folder({"KARTENTISCH_HOME": str(tmp_path)}))
    assert [s.url for s in kept.all()] == [address_url(address)]
