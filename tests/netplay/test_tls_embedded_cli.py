"""TLS with a throw-away certificate, the GUI's embedded server with threaded seats, and the
command lines (``kartentisch-server`` tables, ``kartentisch-cli join``)."""

import asyncio
import queue
import ssl
import subprocess
import sys
import time

import pytest
import trustme

from netplay import seatbot
from netplay.cli import address_url
from netplay.client import ThreadedSeat
from netplay.embedded import EmbeddedServer
from netplay.protocol import CLOSE_TABLE_CLOSED, DEFAULT_PORT, SeatEnd
from netplay.server_main import parse_table, ssl_context
from netplay.table import SeatSpec
from tests.netplay.netkit import FAST, Probe, serving


@pytest.fixture(scope="module")
def tls_files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("tls")
    ca = trustme.CA()
    cert = ca.issue_cert("127.0.0.1", "localhost")
    cert_path, key_path, ca_path = folder / "cert.pem", folder / "key.pem", folder / "ca.pem"
    cert.private_key_pem.write_to_path(key_path)
    cert.cert_chain_pems[0].write_to_path(cert_path)
    ca.cert_pem.write_to_path(ca_path)
    return cert_path, key_path, ca_path


def test_a_match_over_tls_and_a_client_that_does_not_trust_the_certificate(tls_files):
    cert, key, ca = tls_files
    server_context = ssl_context(str(cert), str(key))

    async def run():
        async with serving(ssl_context=server_context) as server:
            info = server.create_table(
                "kaschlan", 2, {"match_games": 1}, [SeatSpec("person"), SeatSpec("bot", "easy")]
            )
            url = f"wss://127.0.0.1:{server.port}/"
            untrusting = await seatbot.play(url, code=info.codes[0])
            trusting = ssl.create_default_context(cafile=str(ca))
            log = await asyncio.wait_for(
                seatbot.play(url, code=info.codes[0], ssl_context=trusting), 60
            )
            return untrusting, log, next(iter(server.tables.values())).table.state

    untrusting, log, state = asyncio.run(run())
    assert untrusting.received == [] and "cannot connect" in untrusting.reason
    assert state.is_over and log.totals == list(state.totals())


def test_tls_needs_both_files():
    with pytest.raises(ValueError, match="both"):
        ssl_context("cert.pem", None)
    assert ssl_context(None, None) is None


class Collect:
    """A ThreadedSeat listener: messages and the close reason, handed over by a queue."""

    def __init__(self):
        self.messages = queue.Queue()
        self.closed = queue.Queue()

    def on_message(self, msg):
        self.messages.put(msg)

    def on_closed(self, reason):
        self.closed.put(reason)

    def next_of(self, kind, timeout=10):
        while True:
            msg = self.messages.get(timeout=timeout)
            if msg["type"] == kind:
                return msg


def test_the_embedded_server_and_threaded_seats_play_from_other_threads(tmp_path):
    server = EmbeddedServer(data_dir=tmp_path, limits=FAST)
    port = server.start()
    try:
        info = server.create_table(
            "scharwenzel",
            4,
            {"match_target": 1},
            [
                SeatSpec("host", name="Anna"),
                SeatSpec("person"),
                SeatSpec("bot", "random"),
                SeatSpec("bot", "random"),
            ],
        )
        with pytest.raises(ValueError, match="unknown game"):
            server.create_table("skat", 3, {}, [SeatSpec()] * 3)
        url = f"ws://127.0.0.1:{port}/"
        host, guest = Collect(), Collect()
        seats = {
            0: ThreadedSeat(url, host, token=info.host_token, language="de"),
            1: ThreadedSeat(url, guest, code=info.codes[1], name="Jan", language="pl"),
        }
        listeners = {0: host, 1: guest}
        welcomes = {}
        # play both person seats from this thread until the match is over
        over = set()
        deadline = time.monotonic() + 60
        while len(over) < 2:
            assert time.monotonic() < deadline, "the match did not end"
            for seat, listener in listeners.items():
                try:
                    msg = listener.messages.get(timeout=0.01)
                except queue.Empty:
                    continue
                if msg["type"] == "welcome":
                    welcomes[seat] = msg
                if msg["type"] in ("update", "welcome") and msg["legal"]:
                    seats[seat].send({"type": "act", "action": msg["legal"][0]})
                elif msg["type"] == "deal_over":
                    if msg["is_over"]:
                        over.add(seat)
                    else:
                        seats[seat].send({"type": "next_deal"})
        assert welcomes[0]["host"] is True and welcomes[1]["seat"] == 1
        assert welcomes[1]["table"]["seats"][1]["name"] == "Jan"
        for seat in seats.values():
            seat.close()
        assert host.closed.get(timeout=10) == SeatEnd("closed")
        assert guest.closed.get(timeout=10) == SeatEnd("closed")
    finally:
        server.stop()
    assert (tmp_path / "tables" / f"{info.table_id}.json").is_file()


def test_a_threaded_seat_with_a_wrong_code_is_told_and_closed():
    server = EmbeddedServer(limits=FAST)
    port = server.start()
    try:
        listener = Collect()
        ThreadedSeat(f"ws://127.0.0.1:{port}/", listener, code="AAAA-AAAA")
        assert listener.next_of("error")["code"] == "bad_code"
        assert listener.closed.get(timeout=10) == SeatEnd("refused: bad_code")
    finally:
        server.stop()


def test_the_table_argument_of_the_server():
    game, players, seats = parse_table("scharwenzel:4:person,bot:normal,person,bot:strong")
    assert (game, players) == ("scharwenzel", 4)
    assert [(s.kind, s.level) for s in seats] == [
        ("person", None),
        ("bot", "normal"),
        ("person", None),
        ("bot", "strong"),
    ]
    for bad in ["scharwenzel:4", "scharwenzel:x:person", "scharwenzel:4:robot", "x:4:bot:genius"]:
        with pytest.raises(ValueError):
            parse_table(bad)


def test_addresses_become_websocket_urls():
    assert address_url("192.168.1.20:8765") == "ws://192.168.1.20:8765/"
    assert address_url("192.168.1.20") == f"ws://192.168.1.20:{DEFAULT_PORT}/"
    assert address_url("[::1]") == f"ws://[::1]:{DEFAULT_PORT}/"
    assert address_url("[::1]:9000", tls=True) == "wss://[::1]:9000/"
    assert address_url("example.org:443", tls=True) == "wss://example.org:443/"
    assert address_url("ws://h:1") == "ws://h:1/"


def test_the_server_and_the_cli_join_run_as_commands(tmp_path):
    """kartentisch-server opens a table and prints its code; kartentisch-cli join plays it."""
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "netplay.server_main",
            "--port",
            "0",
            "--host",
            "127.0.0.1",
            "--data-dir",
            str(tmp_path),
            "--table",
            "kaschlan:2:person,bot:random",
            "--option",
            "match_games=1",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        listening = server.stdout.readline()
        table_line = server.stdout.readline()
        address = listening.split("ws://")[1].split("/")[0]
        code = table_line.rsplit(": ", 1)[1].strip()
        joined = subprocess.run(
            [
                sys.executable,
                "-m",
                "netplay.cli",
                "join",
                address,
                code,
                "--bot",
                "random",
                "--quiet",
            ],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert joined.returncode == 0, joined.stderr
        assert "Match over after 1 deals" in joined.stdout
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert server.returncode == 0
    assert list((tmp_path / "tables").glob("*.json"))


def test_the_cli_hands_everything_but_join_to_the_engine(monkeypatch):
    import engine.__main__
    from netplay import cli

    handed = []
    monkeypatch.setattr(engine.__main__, "main", lambda argv: handed.append(argv) or 3)
    assert cli.main(["bench", "--game", "kaschlan"]) == 3
    assert handed == [["bench", "--game", "kaschlan"]]
    with pytest.raises(SystemExit):
        cli.main(["join", "--help"])
    assert len(handed) == 1


def test_a_person_types_moves_at_the_terminal_seat():
    from netplay.textseat import TextSeat, pick

    assert pick("2", ["pass", "play QD"]) == "play QD"
    assert pick(" Play  qd ", ["pass", "play QD"]) == "play QD"
    assert pick("9", ["pass"]) is None and pick("fold", ["pass"]) is None
    typed = iter(["nonsense", "0"])
    shown = []

    def ask(prompt):
        return next(typed, "1")  # first a wrong line, then always the first move

    async def run():
        async with serving() as server:
            info = server.create_table(
                "kaschlan", 2, {"match_games": 1}, [SeatSpec("person"), SeatSpec("bot", "random")]
            )
            seat = TextSeat(ask=ask, show=shown.append)
            log = await asyncio.wait_for(
                seatbot.play(f"ws://127.0.0.1:{server.port}/", code=info.codes[0], seat=seat), 60
            )
            return log, next(iter(server.tables.values())).table.state

    log, state = asyncio.run(run())
    assert state.is_over and log.totals == list(state.totals())
    assert shown.count("Not possible now: type one of the moves or its number.") == 2
    assert any(line.startswith("You may: 1) ") for line in shown)


def test_the_terminal_seat_leaves_at_the_end_of_input():
    from netplay.textseat import TextSeat

    def ask(prompt):
        raise EOFError

    async def run():
        async with serving() as server:
            info = server.create_table(
                "kaschlan", 2, {"match_games": 1}, [SeatSpec("person"), SeatSpec("person")]
            )
            other = await Probe.open(f"ws://127.0.0.1:{server.port}/", code=info.codes[1])
            first = await other.wait_type("welcome")
            seat = TextSeat(ask=ask, show=lambda line: None)
            code = info.codes[0]
            if first["legal"]:  # the other seat starts: it moves so that seat 0 must type
                await other.client.send({"type": "act", "action": first["legal"][0]})
            log = await asyncio.wait_for(
                seatbot.play(f"ws://127.0.0.1:{server.port}/", code=code, seat=seat), 30
            )
            await other.close()
            return log

    log = asyncio.run(run())
    assert log.totals is None and log.reason == "closed"


def test_a_host_closing_the_table_for_good_tells_the_seats_at_once():
    """The host left: the seats hear 4003 and do not try to come back (a restart's 1001 would
    have them retry for a while before giving up)."""
    server = EmbeddedServer(limits=FAST)
    port = server.start()
    info = server.create_table(
        "tausendundeins", 2, {}, [SeatSpec("host", name="Anna"), SeatSpec("person")]
    )
    guest = Collect()
    seat = ThreadedSeat(f"ws://127.0.0.1:{port}/", guest, code=info.codes[1], name="Jan")
    try:
        assert guest.next_of("welcome")["seat"] == 1
        server.stop(for_good=True)
        end = guest.closed.get(timeout=10)  # at once: no reconnection attempts first
        assert end == SeatEnd("the server closed the seat (4003)", CLOSE_TABLE_CLOSED), end
    finally:
        seat.close()
        server.stop()
