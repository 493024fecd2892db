"""A hostile client: each bad message gets its error (an oversized one loses its connection),
the table goes on, and nothing is lost."""

import asyncio
import json

import websockets

from netplay.protocol import VERSION, Limits
from netplay.table import SeatSpec
from tests.netplay.netkit import Probe, serving, url_of

SEATS = [
    SeatSpec("person"),
    SeatSpec("person"),
    SeatSpec("bot", "random"),
    SeatSpec("bot", "random"),
]


async def _raw(url):
    return await websockets.connect(url, max_size=2**24)


async def _reply(ws):
    return json.loads(await asyncio.wait_for(ws.recv(), 10))


def test_the_hostile_matrix_gets_its_errors_and_the_table_goes_on():
    async def run():
        # almost no refill: the flood meets exactly the burst, however slow the machine
        async with serving(limits=Limits(rate_per_second=0.001, rate_burst=10)) as server:
            info = server.create_table("scharwenzel", 4, {"match_target": 1}, SEATS)
            url = url_of(server)
            anna = await Probe.open(url, code=info.codes[0], name="Anna")
            jan = await Probe.open(url, code=info.codes[1], name="Jan")
            welcome_a = await anna.wait_type("welcome")
            welcome_j = await jan.wait_type("welcome")
            table = next(iter(server.tables.values())).table
            before = table.state.to_json()
            outcomes = {}

            ws = await _raw(url)
            await ws.send("{this is not json")
            outcomes["malformed JSON"] = (await _reply(ws))["code"]
            await ws.send(json.dumps({"v": 9, "type": "ping"}))
            outcomes["wrong version"] = (await _reply(ws))["code"]
            await ws.send(json.dumps({"v": VERSION, "type": "fly"}))
            outcomes["unknown type"] = (await _reply(ws))["code"]
            await ws.send(json.dumps({"v": VERSION, "type": "act", "action": "play QD"}))
            outcomes["act before joining"] = (await _reply(ws))["code"]
            await ws.send(json.dumps({"v": VERSION, "type": "rejoin", "token": "guess" * 8}))
            outcomes["guessed token"] = (await _reply(ws))["code"]
            await ws.send(json.dumps({"v": VERSION, "type": "join", "code": "AAAA-AAAA"}))
            outcomes["guessed code"] = (await _reply(ws))["code"]
            await ws.send(json.dumps({"v": VERSION, "type": "join", "code": info.codes[0]}))
            outcomes["a used code"] = (await _reply(ws))["code"]
            for _ in range(2):
                await ws.send(json.dumps({"v": VERSION, "type": "join", "code": "AAAA-AAAA"}))
                await _reply(ws)
            try:
                await asyncio.wait_for(ws.recv(), 10)
                outcomes["five wrong codes"] = "open"
            except websockets.ConnectionClosed as closed:
                outcomes["five wrong codes"] = f"closed {closed.rcvd.code}"

            ws = await _raw(url)
            await ws.send("x" * (10 * 1024 * 1024))
            try:
                await asyncio.wait_for(ws.recv(), 10)
                outcomes["10 MB message"] = "open"
            except websockets.ConnectionClosed as closed:
                outcomes["10 MB message"] = f"closed {closed.rcvd.code}"

            ws = await _raw(url)
            for _ in range(30):
                await ws.send(json.dumps({"v": VERSION, "type": "ping"}))
            replies = [(await _reply(ws))["type"] for _ in range(30)]
            outcomes["flood of 30"] = (
                f"{replies.count('pong')} pong, {replies.count('error')} refused"
            )
            await ws.close()

            # a seat acting out of turn, and a seat using another seat's token
            mover = table.state.current_player
            other = jan if mover == 0 else anna
            mark = len(other.received)
            await other.client.send({"type": "act", "action": "pass", "ref": 41})
            outcomes["out of turn"] = (await other.wait_type("error", mark))["code"]
            thief = await Probe.open(url, token=welcome_j["token"])
            await thief.wait_type("welcome")
            await jan.wait_closed()
            outcomes["another seat's token"] = f"replaces, old closed {jan.client.close_code}"
            # nothing changed by any of it
            assert table.state.to_json() == before
            return outcomes, anna, thief, welcome_a, table

    outcomes, *_ = asyncio.run(run())
    assert outcomes == {
        "malformed JSON": "malformed",
        "wrong version": "bad_version",
        "unknown type": "unknown_type",
        "act before joining": "not_joined",
        "guessed token": "bad_token",
        "guessed code": "bad_code",
        "a used code": "bad_code",
        "five wrong codes": "closed 1008",
        "10 MB message": "closed 1009",
        "flood of 30": "10 pong, 20 refused",
        "out of turn": "not_your_turn",
        "another seat's token": "replaces, old closed 4000",
    }


def test_after_the_attacks_the_match_is_played_to_its_end():
    """The hostile messages above, then the two person seats play the match out."""
    from netplay import seatbot

    async def run():
        async with serving() as server:
            info = server.create_table("chapanka", 4, {"match_deals": 1}, SEATS)
            url = url_of(server)
            ws = await _raw(url)
            for text in ["{", json.dumps({"v": VERSION, "type": "act", "action": "pass"}), "[]"]:
                await ws.send(text)
                assert (await _reply(ws))["type"] == "error"
            await ws.send(json.dumps({"v": VERSION, "type": "join", "code": info.codes[0]}))
            welcome = await _reply(ws)
            for _ in range(20):  # moves out of turn or nonsense, from a joined seat
                await ws.send(json.dumps({"v": VERSION, "type": "act", "action": "play 2X"}))
            await ws.close()
            logs = await asyncio.wait_for(
                asyncio.gather(
                    seatbot.play(url, token=welcome["token"]),
                    seatbot.play(url, code=info.codes[1]),
                ),
                60,
            )
            state = next(iter(server.tables.values())).table.state
            return logs, state

    logs, state = asyncio.run(run())
    assert state.is_over and logs[0].totals == logs[1].totals == list(state.totals())


def test_advice_is_for_ones_own_turn_and_a_flood_without_pause_is_cut_off():
    async def run():
        limits = Limits(rate_per_second=0.001, rate_burst=5, max_refused=10, hint_samples=4)
        async with serving(limits=limits) as server:
            info = server.create_table("scharwenzel", 4, {"match_target": 1}, SEATS)
            url = url_of(server)
            anna = await Probe.open(url, code=info.codes[0])
            jan = await Probe.open(url, code=info.codes[1])
            welcomes = [await anna.wait_type("welcome"), await jan.wait_type("welcome")]
            mover = 0 if welcomes[0]["legal"] else 1
            waiting = (anna, jan)[1 - mover]
            mark = len(waiting.received)
            await waiting.client.send({"type": "hint", "ref": 5})
            off_turn = await waiting.wait_type("error", mark)
            acting = (anna, jan)[mover]
            await acting.client.send({"type": "hint", "ref": 6})
            advice = await acting.wait_type("advice")
            ws = await _raw(url)
            codes = []
            try:
                for _ in range(40):
                    await ws.send(json.dumps({"v": VERSION, "type": "ping"}))
                while True:
                    codes.append((await _reply(ws)).get("code"))
            except websockets.ConnectionClosed as closed:
                close_code = closed.rcvd.code
            return off_turn, advice, welcomes[mover]["legal"], codes, close_code

    off_turn, advice, legal, codes, close_code = asyncio.run(run())
    assert off_turn["code"] == "not_your_turn" and off_turn["ref"] == 5
    assert advice["ref"] == 6 and advice["action"] in legal
    assert codes == [None] * 5 + ["rate_limited"] * 10 and close_code == 1008


def test_a_hint_with_an_unknown_level_is_refused_and_a_known_one_answered():
    async def run():
        async with serving() as server:
            info = server.create_table("scharwenzel", 4, {"match_target": 1}, SEATS)
            url = url_of(server)
            anna = await Probe.open(url, code=info.codes[0])
            jan = await Probe.open(url, code=info.codes[1])
            welcomes = [await anna.wait_type("welcome"), await jan.wait_type("welcome")]
            mover = 0 if welcomes[0]["legal"] else 1
            acting = (anna, jan)[mover]
            table = next(iter(server.tables.values())).table
            before = table.state.to_json()
            mark = len(acting.received)
            await acting.client.send({"type": "hint", "ref": 7, "level": "grandmaster"})
            refused = await acting.wait_type("error", mark)
            unchanged = table.state.to_json() == before
            await acting.client.send({"type": "hint", "ref": 8, "level": "easy"})
            answered = await acting.wait_type("advice")
            return refused, unchanged, answered, welcomes[mover]["legal"]

    refused, unchanged, answered, legal = asyncio.run(run())
    assert refused["code"] == "bad_level" and refused["ref"] == 7 and unchanged
    assert answered["ref"] == 8 and answered["level"] == "easy" and answered["action"] in legal
