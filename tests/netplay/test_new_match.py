"""The host's next match at the same table (``new_match``, answered by ``match_started``).

Why: after a match the host's friends had to leave the table and be invited again; the server
played one match per table. The host now starts another at the same table with the same seats.
A client that did not say it knows ``match_started`` (an older program) is told to update and
its seat is left as a dropped one, never shown the new match under the last one's results.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any

import pytest

from netplay import cli, seatbot
from netplay.client import SeatClient, run_seat
from netplay.protocol import CLOSE_REFUSED, FEATURES, TOO_OLD, ProtocolError, parse
from netplay.table import SeatSpec, Table
from tests.netplay.netkit import Probe, bounded, leaks, serving, url_of

GAME, PLAYERS, OPTIONS = "chapanka", 4, {"match_deals": 1}


def _finished_table() -> tuple[Table, Any]:
    """A table whose one-deal match has been played to the end by random moves."""
    seats = [SeatSpec("host", name="Anna"), SeatSpec("person"), SeatSpec("bot", "random")]
    seats.append(SeatSpec("person"))
    table, info = Table.create("t1", GAME, PLAYERS, OPTIONS, seats, seed=3)
    table.connect(0)
    for seat in info.codes:
        table.take_seat(seat, f"p{seat}", "en")
        table.connect(seat)
    while not table.state.is_over:
        legal = table.state.legal_actions()
        table.state.apply(legal[0].text)
    return table, info


def test_the_host_starts_a_new_match_with_the_same_game_options_and_seats() -> None:
    table, _info = _finished_table()
    names = [s.name for s in table.seats]
    first_totals = list(table.state.totals())
    outs = table.new_match(0, seed=9)
    assert table.match == 2
    state = table.state
    assert not state.is_over and state.deal_no == 0 and state.spec.id == GAME
    assert state.players == PLAYERS and state.options["match_deals"] == 1
    assert [s.name for s in table.seats] == names
    assert list(state.totals()) != first_totals or all(t == 0 for t in state.totals())
    assert sorted(seat for seat, _m in outs) == list(range(PLAYERS))
    for seat, msg in outs:
        assert msg["type"] == "match_started" and msg["table"]["match"] == 2
        assert msg["observation"] == state.observation(seat)
        assert msg["legal"] == table.legal_for(seat)
    # The tokens stay: the friends are still seated.
    assert all(s.token_hash for s in table.seats if s.kind == "person")


def test_the_host_chooses_the_options_of_the_next_match() -> None:
    """The same game and seats, the host's options over the last match's (issue: the host
    could not change the options for the next match at the same table)."""
    table, _info = _finished_table()
    outs = table.new_match(0, seed=9, options={"kinal_pot": False})
    state = table.state
    assert state.options == {"kinal_pot": False, "match_deals": 1}  # the rest as before
    assert state.players == PLAYERS and state.spec.id == GAME and table.match == 2
    for _seat, msg in outs:
        assert msg["table"]["options"] == {"kinal_pot": False, "match_deals": 1}
    # Kept with the table: a restarted server deals on with them.
    again = Table.from_json(json.loads(json.dumps(table.to_json())))
    assert again.state.options == state.options


@pytest.mark.parametrize(
    "options",
    [{"no_such_option": True}, {"match_deals": 5}, {"kinal_pot": "sometimes"}],
)
def test_options_the_game_does_not_have_are_refused_and_the_table_stays(options) -> None:
    table, _info = _finished_table()
    before = table.state
    with pytest.raises(ProtocolError) as refused:
        table.new_match(0, seed=9, options=options)
    assert refused.value.code == "bad_options"
    assert table.state is before and table.match == 1


def test_options_that_do_not_fit_the_seats_are_refused() -> None:
    """Only the options change: a choice that needs another number of players (1001's
    three-hand mode at a table of two) is refused, not dealt to seats that are not there."""
    seats = [SeatSpec("host"), SeatSpec("bot", "random")]
    table, _info = Table.create("t2", "tausendundeins", 2, {"target": 500}, seats, seed=3)
    while not table.state.is_over:
        if table.state.deal_over:
            table.state.next_deal()
        else:
            table.state.apply(table.state.legal_actions()[0].text)
    with pytest.raises(ProtocolError) as refused:
        table.new_match(0, options={"mode": "three_hand"})  # three hands, for two seats
    assert refused.value.code == "bad_options" and table.match == 1


def test_only_the_host_and_only_after_the_match() -> None:
    seats = [SeatSpec("host"), SeatSpec("person"), SeatSpec("person"), SeatSpec("person")]
    table, _info = Table.create("t1", GAME, PLAYERS, OPTIONS, seats, seed=3)
    with pytest.raises(ProtocolError) as caught:
        table.new_match(0)
    assert caught.value.code == "not_ready"
    finished, _ = _finished_table()
    with pytest.raises(ProtocolError) as caught:
        finished.new_match(1)
    assert caught.value.code == "not_host"
    assert finished.match == 1 and finished.state.is_over


def test_the_match_number_survives_the_table_file() -> None:
    table, _info = _finished_table()
    table.new_match(0, seed=4)
    again = Table.from_json(json.loads(json.dumps(table.to_json())))
    assert again.match == 2 and again.table_public()["match"] == 2
    older = table.to_json()
    del older["match"]  # a file written before new matches
    assert Table.from_json(older).match == 1


def test_the_new_messages_parse() -> None:
    assert parse(json.dumps({"v": 2, "type": "new_match"}))["type"] == "new_match"
    joined = parse(json.dumps({"v": 2, "type": "rejoin", "token": "x", "features": list(FEATURES)}))
    assert joined["features"] == ["new_match"]
    with pytest.raises(ProtocolError) as caught:
        parse(json.dumps({"v": 2, "type": "join", "code": "x", "features": "new_match"}))
    assert caught.value.code == "malformed"


class Player(seatbot.BotSeat):
    """Plays every match it is dealt at random: ``match_started`` deals the next one."""

    def __init__(self, seed: int) -> None:
        super().__init__("random", seed)
        self.started: list[dict[str, Any]] = []
        self.second_over = asyncio.Event()
        self.client: SeatClient | None = None

    async def on_message(self, client: SeatClient, msg: dict[str, Any]) -> None:
        self.client = client
        if msg.get("type") == "match_started":
            self.log.received.append(msg)
            self.started.append(msg)
            self.over.clear()
            await self._turn(client, msg["observation"], msg["legal"])
            return
        await super().on_message(client, msg)
        if self.started and self.over.is_set():
            self.second_over.set()


def _seat(url: str, player: Player, features: tuple[str, ...], **who: Any) -> asyncio.Task[Any]:
    client = SeatClient(url, features=features, **who)
    return asyncio.ensure_future(run_seat(client, player.on_message, delays=()))


def test_a_new_match_at_a_real_server_and_an_older_guest_told_to_update() -> None:
    async def run() -> dict[str, Any]:
        async with serving() as server:
            seats = [SeatSpec("host", name="Anna"), SeatSpec("person"), SeatSpec("person")]
            seats.append(SeatSpec("bot", "random"))
            info = server.create_table(GAME, PLAYERS, OPTIONS, seats)
            url = url_of(server)
            host, guest, older = Player(1), Player(2), Player(3)
            tasks = [
                _seat(url, host, FEATURES, token=info.host_token),
                _seat(url, guest, FEATURES, code=info.codes[1], name="Jan"),
                _seat(url, older, (), code=info.codes[2], name="Old"),
            ]
            await bounded(asyncio.gather(*(p.over.wait() for p in (host, guest, older))))
            older_token = older.client.token if older.client else None
            assert host.client is not None
            await host.client.send({"type": "new_match"})
            await bounded(asyncio.gather(host.second_over.wait(), guest.second_over.wait()))
            await bounded(asyncio.wait_for(asyncio.shield(tasks[2]), 30))
            table = server.tables[info.table_id].table
            over_again, stood_in = table.state.is_over, table.seats[2].stand_in
            # The older guest's token still names its seat, but a rejoin without the
            # feature is turned away with a word, and the connection closed.
            probe = await Probe.open(url, token=older_token)
            refusal = await probe.wait_type("error")
            await probe.wait_closed()
            close = probe.client.close_code
            # A new client's rejoin is seated in the new match.
            back = await Probe.open(url, token=older_token, features=FEATURES)
            welcome = await back.wait_type("welcome")
            await back.close()
            for task in tasks[:2]:
                task.cancel()
            return {
                "host": host,
                "guest": guest,
                "older": older,
                "older_end": tasks[2].result(),
                "table": table,
                "over_again": over_again,
                "stood_in": stood_in,
                "refusal": refusal,
                "close": close,
                "welcome": welcome,
            }

    got = asyncio.run(run())
    table = got["table"]
    assert table.match == 2 and got["over_again"]
    for player in (got["host"], got["guest"]):
        # No message of either match names a card its seat was not shown in that match.
        assert leaks(player.log.received) == []
        assert len(player.started) == 1
        started = player.started[0]
        assert started["table"]["match"] == 2 and started["table"]["game"] == GAME
        assert started["observation"]["deal_no"] == 0 and not started["observation"]["is_over"]
        assert player.log.deals == 2  # the one deal of each match
    older = got["older"]
    assert older.started == [] and older.log.deals == 1
    assert "bad_version" in older.log.errors
    # Final (an older client does not come back), and told as a program too old for the
    # table: one clear word, not "another version" and then "connection lost (1008)".
    assert got["older_end"].code == TOO_OLD
    # The older guest's seat was played by its stand-in meanwhile.
    assert got["stood_in"]
    assert got["refusal"]["code"] == "bad_version" and got["close"] == CLOSE_REFUSED
    assert got["welcome"]["table"]["match"] == 2 and got["welcome"]["seat"] == 2


def test_an_unused_invitation_admits_again_in_the_new_match() -> None:
    seats = [SeatSpec("host"), SeatSpec("person"), SeatSpec("bot", "random")]
    seats.append(SeatSpec("bot", "random"))
    table, info = Table.create("t1", GAME, PLAYERS, OPTIONS, seats, seed=3)
    while not table.state.is_over:
        table.state.apply(table.state.legal_actions()[0].text)
    assert table.seat_of_code(info.codes[1]) is None  # the match is over
    table.new_match(0, seed=5)
    assert table.seat_of_code(info.codes[1]) == 1


def test_the_leak_check_starts_again_at_a_new_match() -> None:
    """A card shown in the last match's first deal is not shown in the new match's first
    deal (both are deal 0): naming it there is a leak."""
    first = {"type": "update", "observation": {"deal_no": 0, "hand": ["AS"]}, "legal": []}
    started = {"type": "match_started", "observation": {"deal_no": 0, "hand": ["KD"]}}
    named = {"type": "update", "observation": {"deal_no": 0, "hand": ["KD"]}, "event": "AS"}
    assert leaks([first, named]) == []
    assert leaks([first, started, named]) == [(2, "update", {"AS"})]


def test_the_terminal_seat_plays_the_hosts_next_match_and_comes_back_to_it() -> None:
    """``kartentisch-cli join`` stays at a host's table after the match and plays the next
    one: it listed no features, so the host's new match threw it out (``bad_version``), and
    the same command line coming back with its kept token was refused too."""
    shown: list[str] = []

    async def run() -> dict[str, Any]:
        changed = asyncio.Event()

        def show(line: str) -> None:
            shown.append(line)
            changed.set()

        async def until(test: Any) -> None:
            while not test():
                changed.clear()
                await changed.wait()

        async with serving() as server:
            seats = [SeatSpec("host", name="Anna"), SeatSpec("person")]
            seats += [SeatSpec("bot", "random"), SeatSpec("bot", "random")]
            info = server.create_table(GAME, PLAYERS, OPTIONS, seats)
            url = url_of(server)
            host = Player(1)
            host_task = _seat(url, host, FEATURES, token=info.host_token)
            typed = cli.terminal_seat(None, ask=lambda _prompt: "1", show=show)
            playing = asyncio.ensure_future(
                seatbot.play(url, code=info.codes[1], seat=typed, name="Jan")
            )
            await bounded(until(lambda: shown.count(seatbot.WAITING_TEXT) == 1))
            assert host.client is not None and not playing.done()
            await host.client.send({"type": "new_match"})
            await bounded(until(lambda: shown.count(seatbot.WAITING_TEXT) == 2))
            table = server.tables[info.table_id].table
            second = {"match": table.match, "totals": list(table.state.totals())}
            stood_in = table.seats[1].stand_in
            token = typed.log.received[0]["token"]
            playing.cancel()  # Ctrl-C: the person leaves the table
            with contextlib.suppress(asyncio.CancelledError):
                await playing
            await bounded(host.second_over.wait())
            await host.client.send({"type": "new_match"})
            # The kept token brings the terminal seat back in the host's third match.
            back = cli.terminal_seat("random", show=show)
            returning = asyncio.ensure_future(seatbot.play(url, token=token, seat=back))
            await bounded(until(lambda: shown.count(seatbot.WAITING_TEXT) == 3))
            returning.cancel()
            host_task.cancel()
            return {"second": second, "stood_in": stood_in, "typed": typed, "back": back}

    got = asyncio.run(run())
    typed, back = got["typed"], got["back"]
    assert got["second"]["match"] == 2 and not got["stood_in"]
    started = [m for m in typed.log.received if m["type"] == "match_started"]
    assert len(started) == 1 and started[0]["table"]["match"] == 2
    assert sum(line.startswith(seatbot.NEW_MATCH_TEXT) for line in shown) == 1
    # Its moves of the new match were the new match's (none refused), played to its end.
    assert typed.log.errors == [] and typed.log.over and typed.log.deals == 1
    assert typed.log.totals == got["second"]["totals"]
    assert leaks(typed.log.received) == []
    welcome = back.log.received[0]
    assert welcome["type"] == "welcome" and welcome["table"]["match"] == 3
    assert welcome["seat"] == 1 and "bad_version" not in back.log.errors
