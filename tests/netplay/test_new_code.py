"""A new code for a seat nobody holds now: the old token stops working, the new code seats a
person; refused for a connected seat. The headless server does it on request
(``kartentisch-server --data-dir D --new-code TABLE:SEAT``), running or not."""

import asyncio
import subprocess
import sys

import pytest

from netplay.server import TableServer
from netplay.table import SeatSpec
from tests.netplay.netkit import FAST, Probe, bounded, serving, url_of

TWO = [SeatSpec("person"), SeatSpec("person")]


def test_a_new_code_replaces_the_lost_token_and_not_a_connected_seat(tmp_path):
    async def run():
        async with serving(data_dir=tmp_path) as server:
            info = server.create_table("kaschlan", 2, {"match_games": 1}, TWO)
            url = url_of(server)
            first = await Probe.open(url, code=info.codes[1], name="Jan")
            token = (await first.wait_type("welcome"))["token"]
            with pytest.raises(ValueError, match="connected"):
                server.new_code(info.table_id, 1)
            await first.close()
            await bounded(_until(lambda: 1 not in server.tables[info.table_id].conns))
            code = server.new_code(info.table_id, 1)
            old = await Probe.open(url, token=token)
            refused = await old.wait_type("error")
            fresh = await Probe.open(url, code=code, name="Jan")
            welcome = await fresh.wait_type("welcome")
            await fresh.close()
            await old.close()
            return refused, welcome

    refused, welcome = asyncio.run(run())
    assert refused["code"] == "bad_token"
    assert welcome["seat"] == 1


async def _until(test):
    """Wait for the server's loop to have handled a close (bounded by the caller)."""
    while not test():
        await asyncio.sleep(0)


def _server(data_dir, *extra):
    return [sys.executable, "-m", "netplay.server_main", "--data-dir", str(data_dir), *extra]


def test_the_headless_server_issues_a_new_code_running_or_not(tmp_path):
    stopped = TableServer(data_dir=tmp_path, limits=FAST)
    info = stopped.create_table("kaschlan", 2, {"match_games": 1}, TWO)
    stopped.close_executors()
    offline = subprocess.run(
        _server(tmp_path, "--new-code", f"{info.table_id}:1"),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert offline.returncode == 0, offline.stderr
    offline_code = offline.stdout.rsplit(": ", 1)[1].strip()
    assert offline_code != info.codes[1]

    running = subprocess.Popen(
        _server(tmp_path, "--host", "127.0.0.1", "--port", "0"),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        address = running.stdout.readline().split("ws://")[1].split("/")[0]
        online = subprocess.run(
            _server(tmp_path, "--new-code", f"{info.table_id}:1"),
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert online.returncode == 0, online.stderr
        online_code = online.stdout.rsplit(": ", 1)[1].strip()
        bad = subprocess.run(
            _server(tmp_path, "--new-code", f"{info.table_id}:7"),
            capture_output=True,
            text=True,
            timeout=60,
        )

        async def join(code):
            probe = await Probe.open(f"ws://{address}/", code=code)
            answer = await probe.wait_for(lambda m: m["type"] in ("welcome", "error"))
            await probe.close()
            return answer

        async def both():
            return [await join(offline_code), await join(online_code)]

        answers = asyncio.run(bounded(both()))
    finally:
        running.terminate()
        running.wait(30)
    assert [a["type"] for a in answers] == ["error", "welcome"]  # the older code stopped
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "seat 7" in bad.stderr


def test_the_embedded_server_issues_a_new_code_from_another_thread():
    from netplay.embedded import EmbeddedServer

    server = EmbeddedServer(limits=FAST)
    server.start()
    try:
        info = server.create_table("kaschlan", 2, {"match_games": 1}, TWO)
        code = server.new_code(info.table_id, 1)
        with pytest.raises(ValueError, match="no seat 5"):
            server.new_code(info.table_id, 5)
        known = server.call(lambda: server.server.tables[info.table_id].table.seat_of_code(code))
        old = server.call(
            lambda: server.server.tables[info.table_id].table.seat_of_code(info.codes[1])
        )
    finally:
        server.stop()
    assert (known, old) == (1, None)
