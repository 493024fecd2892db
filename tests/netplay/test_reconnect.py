"""Seats that drop and come back: in the middle of a trick, played by a stand-in meanwhile,
given to a bot by the host, and a whole server restarted in the middle of a deal."""

import asyncio
import dataclasses

from netplay import seatbot
from netplay.server import TableServer
from netplay.table import SeatSpec
from tests.netplay.netkit import FAST, Probe, bounded, serving, url_of

PERSONS4 = [SeatSpec("person")] * 4


class DropsMidTrick(seatbot.BotSeat):
    """Plays, and once a trick is half played and waits for this seat drops its connection
    (the seat's client then comes back by itself with its token)."""

    def __init__(self):
        super().__init__("random", seed=3)
        self.at_drop = None
        self.welcomes = []

    async def on_message(self, client, msg):
        if msg["type"] == "welcome":
            self.welcomes.append(msg)
        obs = msg.get("observation")
        if (
            self.at_drop is None
            and msg["type"] == "update"
            and obs["phase"] == "play"
            and 0 < len(obs["table"]) < obs["players"]
            and msg["legal"]  # its own turn: the trick waits for it
        ):
            self.at_drop = obs
            await client.close()  # the connection drops mid-trick
            return
        await super().on_message(client, msg)


def test_a_seat_that_drops_in_the_middle_of_a_trick_comes_back_to_the_same_trick():
    async def run():
        slow_stand_in = dataclasses.replace(FAST, stand_in_after=60.0)
        async with serving(limits=slow_stand_in) as server:
            info = server.create_table("scharwenzel", 4, {"match_target": 1}, PERSONS4)
            url = url_of(server)
            dropper = DropsMidTrick()
            logs = await bounded(
                asyncio.gather(
                    seatbot.play(url, code=info.codes[0], seat=dropper),
                    *(seatbot.play(url, code=info.codes[s], seed=s) for s in (1, 2, 3)),
                )
            )
            return dropper, logs, next(iter(server.tables.values())).table.state

    dropper, logs, state = asyncio.run(run())
    assert state.is_over and logs[0].totals == list(state.totals())
    assert len(dropper.welcomes) == 2
    first, again = dropper.welcomes
    assert again["token"] == first["token"] and again["seat"] == 0
    back = again["observation"]
    # nobody played for the seat while it was away: same hand, the same trick, its turn
    assert back["hand"] == dropper.at_drop["hand"]
    assert back["table"] == dropper.at_drop["table"]
    assert again["legal"] and back["current_player"] == 0


def test_a_dropped_seat_is_played_by_a_stand_in_and_gets_it_back_on_rejoin():
    async def run():
        async with serving() as server:  # FAST: stand-in after 0.05 s
            info = server.create_table("chapanka", 4, {"match_deals": 1}, PERSONS4)
            url = url_of(server)
            watcher = await Probe.open(url, code=info.codes[1])
            leaver = await Probe.open(url, code=info.codes[0])
            token = (await leaver.wait_type("welcome"))["token"]
            await leaver.close()
            stood_in = await watcher.wait_for(
                lambda m: m["type"] == "seats" and m["seats"][0]["stand_in"]
            )
            assert stood_in["seats"][0]["level"] == "easy" and not stood_in["seats"][0]["connected"]
            await watcher.close()
            others = [
                asyncio.ensure_future(seatbot.play(url, code=info.codes[s], seed=s)) for s in (2, 3)
            ]
            back = asyncio.ensure_future(seatbot.play(url, token=token, seed=7))
            me = asyncio.ensure_future(seatbot.play(url, token=watcher.client.token, seed=8))
            logs = await bounded(asyncio.gather(back, me, *others))
            return logs, next(iter(server.tables.values())).table

    logs, table = asyncio.run(run())
    assert table.state.is_over
    back = logs[0].received
    assert back[0]["type"] == "welcome" and back[0]["seat"] == 0
    seats_after = [m for m in back if m["type"] == "seats"]
    assert seats_after and not seats_after[0]["seats"][0]["stand_in"]
    assert logs[0].totals == list(table.state.totals())


def test_the_host_gives_a_seat_to_a_bot_and_the_guest_is_told():
    seats = [
        SeatSpec("host", name="Anna"),
        SeatSpec("person"),
        SeatSpec("person"),
        SeatSpec("person"),
    ]

    async def run():
        async with serving() as server:
            info = server.create_table("scharwenzel", 4, {"match_target": 1}, seats)
            url = url_of(server)
            host = await Probe.open(url, token=info.host_token)
            guest = await Probe.open(url, code=info.codes[2])
            assert (await host.wait_type("welcome"))["host"] is True
            assert (await guest.wait_type("welcome"))["host"] is False
            await guest.client.send({"type": "seat_bot", "seat": 1, "level": "easy"})
            refused = await guest.wait_type("error")
            mark = len(host.received)
            await host.client.send({"type": "seat_bot", "seat": 2, "level": "normal"})
            told = await guest.wait_type("error", guest.received.index(refused) + 1)
            await guest.wait_closed()
            seats_now = await host.wait_for(
                lambda m: m["type"] == "seats" and m["seats"][2]["kind"] == "bot", mark
            )
            again = await Probe.open(url, token=guest.client.token)
            gone = await again.wait_type("error")
            await host.close()
            await again.close()
            return refused, told, guest.client.close_code, seats_now, gone

    refused, told, close_code, seats_now, gone = asyncio.run(run())
    assert refused["code"] == "not_host"
    assert told["code"] == "not_host" and close_code == 4001
    assert seats_now["seats"][2]["level"] == "normal"
    assert gone["code"] == "bad_token"


class Marks(seatbot.BotSeat):
    """Tells the test when the deal is well under way."""

    def __init__(self, seed, under_way):
        super().__init__("random", seed=seed)
        self.under_way = under_way

    async def on_message(self, client, msg):
        if msg["type"] == "update" and len(msg["observation"]["events"]) >= 6:
            self.under_way.set()
        await super().on_message(client, msg)


def test_a_server_restarted_in_the_middle_of_a_deal_resumes_and_the_match_ends(tmp_path):
    async def run():
        first = TableServer(data_dir=tmp_path, limits=FAST)
        await first.start()
        port = first.port
        info = first.create_table("scharwenzel", 4, {"match_target": 1}, PERSONS4)
        url = f"ws://127.0.0.1:{port}/"
        under_way = asyncio.Event()
        seats = [Marks(s, under_way) for s in range(4)]
        plays = [
            asyncio.ensure_future(seatbot.play(url, code=info.codes[s], seat=seats[s]))
            for s in range(4)
        ]
        await bounded(under_way.wait(), 30)
        await first.stop()
        before = list(first.tables[info.table_id].table.state.history)
        assert not first.tables[info.table_id].table.state.deal_over
        second = TableServer(data_dir=tmp_path, port=port, limits=FAST)
        resumed = second.tables[info.table_id].table
        assert resumed.state.history == before  # nothing lost
        await second.start()
        try:
            logs = await bounded(asyncio.gather(*plays))
        finally:
            await second.stop()
        return logs, resumed, before, seats

    logs, resumed, before, seats = asyncio.run(run())
    assert resumed.state.is_over and resumed.state.history[: len(before)] == before
    for s, log in enumerate(logs):
        assert log.totals == list(resumed.state.totals())
        welcomes = [m for m in log.received if m["type"] == "welcome"]
        assert len(welcomes) == 2 and welcomes[1]["seat"] == s  # came back with its token


def test_a_damaged_table_file_is_set_aside_and_the_others_resume(tmp_path):
    first = TableServer(data_dir=tmp_path, limits=FAST)
    kept = first.create_table("chapanka", 4, {"match_deals": 1}, PERSONS4)
    folder = tmp_path / "tables"
    (folder / "broken.json").write_text('{"format": 1, "id": "broken", "save": {"game": ')
    (folder / "foreign.json").write_text('{"format": 1, "id": "x", "save": {}, "seats": []}')
    second = TableServer(data_dir=tmp_path, limits=FAST)
    assert list(second.tables) == [kept.table_id]
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        ["broken.json.unreadable", f"{kept.table_id}.json", "foreign.json.unreadable"]
    )


def test_a_bot_to_move_moves_once_the_host_is_back():
    """Bots move only while a person is connected: the host's return (a rejoin, which
    changes nothing on disk) must start them again."""
    from netplay.table import Table

    seats = [SeatSpec("host", name="Anna"), SeatSpec("bot", "random")]
    seed = next(
        s
        for s in range(200)
        if Table.create("t", "tausendundeins", 2, {}, seats, seed=s)[0].state.current_player == 1
    )

    async def run():
        async with serving() as server:
            info = server.create_table("tausendundeins", 2, {}, seats, seed=seed)
            host = await Probe.open(url_of(server), token=info.host_token)
            await host.wait_type("welcome")
            moved = await host.wait_for(
                lambda m: m["type"] == "update" and (m.get("event") or {}).get("seat") == 1
            )
            await host.close()
            return moved

    assert asyncio.run(run())["event"]["seat"] == 1
