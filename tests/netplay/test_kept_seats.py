"""A seat kept on disk (issue 42 item 1): the file, a new code for a seat, and
``kartentisch-cli join ADDRESS CODE`` coming back to its seat after a crash."""

import asyncio
import json
import os
import stat

import pytest

from netplay import cli
from netplay.client import SeatClient
from netplay.embedded import EmbeddedServer
from netplay.kept_seats import KeptSeat, KeptSeats, code_digest, default_folder
from netplay.table import SeatSpec, Table
from tests.netplay.netkit import FAST


def a_seat(**changes):
    fields = dict(
        address="192.168.1.20:47474",
        url="ws://192.168.1.20:47474/",
        token="t0ken",
        table_id="ab12cd34",
        game="kaschlan",
        seat=1,
        code_sha256=code_digest("KRTW-9MXP"),
    )
    fields.update(changes)
    return KeptSeat(**fields)


def test_a_kept_seat_is_readable_by_the_user_alone_and_found_by_its_code(tmp_path):
    kept = KeptSeats(tmp_path / "seats")
    seat = a_seat()
    kept.keep(seat)
    path = kept.path(seat)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(kept.folder.stat().st_mode) == 0o700
    assert [p.name for p in kept.folder.iterdir()] == [path.name]  # no temporary file left
    assert kept.all() == [seat]
    # The code as a person types it again: case, blanks and dashes do not matter.
    assert kept.for_code(seat.url, " krtw 9mxp ") == seat
    assert kept.for_code(seat.url, "KRTW-9MXQ") is None
    assert kept.for_code("ws://elsewhere:1/", "KRTW-9MXP") is None
    assert "KRTW" not in path.read_text()  # the code itself is not kept
    kept.forget(seat)
    assert kept.all() == []


def test_a_host_seat_keeps_its_folder_port_and_open_codes(tmp_path):
    kept = KeptSeats(tmp_path)
    seat = a_seat(host=True, code_sha256="", tables_dir="/x/hosted/1", port=47474, codes={2: "C"})
    kept.keep(seat)
    assert kept.all()[0].codes == {2: "C"} and kept.all()[0].host


@pytest.mark.parametrize(
    "damage",
    [
        "not json",
        json.dumps({"format": 1, "url": "ws://h:1/", "token": "t", "table_id": "x", "seat": "1"}),
        json.dumps({"format": 1, "url": "ws://h:1/", "token": "", "table_id": "x"}),
        json.dumps({"format": 2}),
    ],
)
def test_a_damaged_seat_file_is_set_aside_and_the_others_stay(tmp_path, damage):
    kept = KeptSeats(tmp_path)
    good = a_seat()
    kept.keep(good)
    (tmp_path / "0000.json").write_text(damage)
    assert kept.all() == [good]
    assert (tmp_path / "0000.json.unreadable").exists()


def test_a_seat_file_under_another_tables_name_is_not_used(tmp_path):
    kept = KeptSeats(tmp_path)
    seat = a_seat()
    kept.keep(seat)
    os.replace(kept.path(seat), tmp_path / "ffff.json")
    assert kept.all() == []


def test_the_seats_folder_follows_kartentisch_home(tmp_path):
    assert default_folder({"KARTENTISCH_HOME": str(tmp_path)}) == tmp_path / "data" / "seats"


def test_a_new_code_for_a_dropped_seat_works_and_the_old_token_does_not():
    table, info = Table.create(
        "t1",
        "kaschlan",
        3,
        {"match_games": 1},
        [SeatSpec("host", name="Hanna"), SeatSpec("person"), SeatSpec("person")],
        seed=5,
    )
    token = table.take_seat(1, "Jan", "en")
    table.connect(1)
    with pytest.raises(ValueError, match="connected"):
        table.new_code(1)
    with pytest.raises(ValueError, match="not a friend"):
        table.new_code(0)
    table.disconnect(1)
    code, outs = table.new_code(1)
    assert table.seat_of_token(token) is None
    assert table.seat_of_code(code) == 1
    assert table.seats[1].stand_in  # the table goes on while the new friend comes
    assert any(msg["type"] == "seats" for _seat, msg in outs)
    # A seat nobody took gets a new code too; the old one stops working.
    fresh, _outs = table.new_code(2)
    assert table.seat_of_code(info.codes[2]) is None and table.seat_of_code(fresh) == 2
    assert not table.seats[2].stand_in
    table.take_seat(1, "Ola", "pl")
    assert table.seats[1].name == "Ola"


def test_the_embedded_server_gives_a_new_code_and_refuses_a_held_seat():
    server = EmbeddedServer(limits=FAST)
    port = server.start()
    try:
        info = server.create_table(
            "kaschlan", 2, {"match_games": 1}, [SeatSpec("host"), SeatSpec("person")]
        )
        url = f"ws://127.0.0.1:{port}/"

        async def first(client):
            await client.connect()
            async for msg in client.messages():
                return msg

        async def until_seat_1_left(host):
            # The host may hold a seats message from before the friend came: wait for the
            # friend to be seen connected, then gone.
            seen = False
            async for msg in host.messages():
                if msg["type"] != "seats":
                    continue
                connected = msg["seats"][1]["connected"]
                if connected:
                    seen = True
                elif seen:
                    return

        async def run():
            host = SeatClient(url, token=info.host_token)
            assert (await first(host))["type"] == "welcome"
            friend = SeatClient(url, code=info.codes[1], name="Jan")
            assert (await first(friend))["type"] == "welcome"
            with pytest.raises(ValueError, match="connected"):
                await asyncio.to_thread(server.new_code, info.table_id, 1)
            await friend.close()
            await asyncio.wait_for(until_seat_1_left(host), 10)
            code = await asyncio.to_thread(server.new_code, info.table_id, 1)
            old = SeatClient(url, token=friend.token)
            refused = await first(old)
            await old.close()
            newcomer = SeatClient(url, code=code, name="Ola")
            seated = await first(newcomer)
            await newcomer.close()
            await host.close()
            return refused, seated

        refused, seated = asyncio.run(run())
        assert refused["code"] == "bad_token"
        assert seated["type"] == "welcome" and seated["seat"] == 1
        assert seated["table"]["seats"][1]["name"] == "Ola"
    finally:
        server.stop()


def test_cli_join_with_the_same_code_returns_to_its_kept_seat(tmp_path, monkeypatch, capsys):
    """A terminal seat that crashed after sitting down: the same command line comes back to the
    seat (its invitation was spent) and plays the match to the end; ``--bot normal`` sits
    down as "bot normal"."""
    monkeypatch.setenv("KARTENTISCH_HOME", str(tmp_path))
    server = EmbeddedServer(limits=FAST)
    port = server.start()
    try:
        info = server.create_table(
            "kaschlan", 2, {"match_games": 1}, [SeatSpec("person"), SeatSpec("bot", "random")]
        )
        address = f"127.0.0.1:{port}"
        url = cli.address_url(address)
        code = info.codes[0]
        kept = KeptSeats(default_folder())

        async def crash_after_sitting():
            client = SeatClient(url, code=code, name="bot normal")
            await client.connect()
            async for msg in client.messages():
                cli.keeper(kept, address, url, code)(client, msg)
                break  # the program dies here: no goodbye
            await client.close()

        asyncio.run(crash_after_sitting())
        assert kept.for_code(url, code) is not None
        status = cli.join_main([address, code.lower(), "--bot", "normal", "--quiet"])
        out = capsys.readouterr().out
        assert status == 0, out
        assert "Match over" in out
        table = server.call(lambda: next(iter(server.server.tables.values())).table)
        assert table.state.is_over and table.seats[0].name == "bot normal"
        assert kept.all() == []  # the match is over: nothing to come back to
    finally:
        server.stop()


def test_the_terminal_seat_is_forgotten_only_with_nothing_to_come_back_to():
    """A finished match at a host's table (who may deal the next) keeps the seat, as leaving
    does; a finished match where no next one can come, a closed table, a seat given away or
    a token the table no longer knows forget it."""
    from netplay.protocol import CLOSE_SEAT_GIVEN, CLOSE_TABLE_CLOSED

    hosted = {"match": 1, "seats": [{"host": True}, {"host": False}]}
    headless = {"match": 1, "seats": [{"host": False}, {"host": False}]}
    older = {"seats": [{"host": True}, {"host": False}]}  # a server without new matches

    def seat(table, *, over=False, errors=(), end_code=None):
        s = cli.terminal_seat("random", quiet=True)
        s.table = table
        s.log.over, s.log.errors, s.log.end_code = over, list(errors), end_code
        return s

    assert not cli.nothing_to_come_back_to(seat(hosted, over=True))
    assert not cli.nothing_to_come_back_to(seat(headless))  # left during the match
    assert cli.nothing_to_come_back_to(seat(headless, over=True))
    assert cli.nothing_to_come_back_to(seat(older, over=True))
    assert cli.nothing_to_come_back_to(seat(hosted, errors=["bad_token"]))
    assert cli.nothing_to_come_back_to(seat(hosted, end_code=CLOSE_TABLE_CLOSED))
    assert cli.nothing_to_come_back_to(seat(hosted, over=True, end_code=CLOSE_SEAT_GIVEN))
