"""One table's file cannot harm another: every file is checked against the table schema at
load, a bad one is set aside with a message naming the field and the others run; an unknown
bot level is refused at load; a table of bots only plays on to the end of its match."""

import asyncio
import json
import logging

import pytest

import engine.bots
from netplay.server import TableServer
from netplay.table import SeatSpec, Table, TableSchemaError
from tests.netplay.netkit import FAST, Probe, serving, url_of

TWO = [SeatSpec("person"), SeatSpec("person")]


def _good(tmp_path):
    server = TableServer(data_dir=tmp_path, limits=FAST)
    info = server.create_table("kaschlan", 2, {"match_games": 1}, TWO)
    server.close_executors()
    path = tmp_path / "tables" / f"{info.table_id}.json"
    return info, json.loads(path.read_text())


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda d: d["seats"][0].__setitem__("code_sha256", 123), "seats[0].code_sha256"),
        (lambda d: d["seats"][1].__setitem__("token_sha256", "zz"), "seats[1].token_sha256"),
        (lambda d: d["seats"][0].update(kind="bot", level="genius"), "seats[0].level"),
        (lambda d: d["seats"][0].__setitem__("kind", "ghost"), "seats[0].kind"),
        (lambda d: d["seats"][0].__setitem__("seen", [1, 2]), "seats[0].seen"),
        (lambda d: d["seats"][0].__setitem__("code_expires", "soon"), "seats[0].code_expires"),
        (lambda d: d["seats"][0].__setitem__("host", "yes"), "seats[0].host"),
        (lambda d: d.__setitem__("id", "../../etc"), "id"),
        (lambda d: d.__setitem__("seats", d["seats"][:1]), "seats"),
        (lambda d: d.__setitem__("save", []), "save"),
    ],
)
def test_a_file_breaking_the_schema_is_refused_naming_the_field(tmp_path, change, named):
    _, data = _good(tmp_path)
    change(data)
    with pytest.raises(TableSchemaError, match=named.replace("[", r"\[").replace("]", r"\]")):
        Table.from_json(data)


def test_a_bad_file_is_set_aside_and_the_other_tables_run(tmp_path, caplog):
    info, data = _good(tmp_path)
    bad = dict(data, id="0badf11e")
    bad["seats"] = [dict(s, code_sha256=123) for s in data["seats"]]
    folder = tmp_path / "tables"
    (folder / "0badf11e.json").write_text(json.dumps(bad))
    level = dict(data, id="1eve1000")
    level["seats"] = [dict(data["seats"][0], kind="bot", level="genius"), data["seats"][1]]
    (folder / "1eve1000.json").write_text(json.dumps(level))

    async def run():
        with caplog.at_level(logging.WARNING, logger="netplay.server"):
            async with serving(data_dir=tmp_path) as server:
                tables = sorted(server.tables)
                seat = await Probe.open(url_of(server), code=info.codes[1], name="Jan")
                welcome = await seat.wait_type("welcome")
                await seat.close()
        return tables, welcome

    tables, welcome = asyncio.run(run())
    assert tables == [info.table_id]
    assert welcome["seat"] == 1  # the good table takes its guest
    names = sorted(p.name for p in folder.iterdir())
    assert "0badf11e.json.unreadable" in names and "1eve1000.json.unreadable" in names
    said = caplog.text
    assert "seats[0].code_sha256" in said and "seats[0].level" in said


def test_a_table_of_bots_only_plays_on_to_the_end_of_its_match():
    seats = [SeatSpec("bot", "random"), SeatSpec("bot", "random")]
    table, _ = Table.create("bots", "kaschlan", 2, {"match_games": 3}, seats, seed=4)  # three deals
    bots = [engine.bots.make("random", table.state.spec, seed=s) for s in range(2)]
    for _ in range(5000):  # bounded: a match is far shorter
        turn = table.bot_turn()
        if turn is None:
            break
        seat, _level = turn
        table.bot_move(seat, bots[seat].choose(table.state.clone(), seat).text)
    assert table.state.is_over
    assert table.state.deals_finished > 1


def test_a_format_1_file_still_loads_and_its_unused_code_still_works():
    from netplay import invites

    table, info = Table.create("old1", "kaschlan", 2, {"match_games": 1}, TWO)
    data = table.to_json()
    data["format"] = 1
    del data["codes_bound"]
    for seat, s in enumerate(data["seats"]):
        del s["code_expires"]
        s["code_sha256"] = invites.digest(info.codes[seat])  # version 1 hashed the code alone
    back = Table.from_json(json.loads(json.dumps(data)))
    assert back.seat_of_code(info.codes[1]) == 1
    assert back.to_json()["format"] == 2 and back.to_json()["codes_bound"] is False
