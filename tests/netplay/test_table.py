"""One table's authority without sockets: seats, turns, stand-ins, the host, deal records."""

import json

import pytest

import engine
from netplay.cardscan import card_codes
from netplay.protocol import Limits, ProtocolError
from netplay.table import SeatSpec, Table


def _table(game="scharwenzel", players=4, options=None, seats=None, seed=5):
    seats = seats or [SeatSpec("host", name="Anna")] + [SeatSpec("person")] * (players - 1)
    return Table.create("t1", game, players, options or {"match_target": 1}, seats, seed=seed)


def _join_all(table, info):
    tokens = {}
    if info.host_seat is not None:
        tokens[info.host_seat] = info.host_token
        table.connect(info.host_seat)
    for seat, code in info.codes.items():
        assert table.seat_of_code(code) == seat
        tokens[seat] = table.take_seat(seat, f"p{seat}", "de")
        table.connect(seat)
    return tokens


def test_create_makes_codes_for_person_seats_and_a_token_for_the_host():
    table, info = _table(
        seats=[SeatSpec("host"), SeatSpec("person"), SeatSpec("bot", "easy"), SeatSpec("person")]
    )
    assert set(info.codes) == {1, 3} and info.host_seat == 0 and info.host_token
    assert table.seat_of_token(info.host_token) == 0
    kinds = [s["kind"] for s in table.seats_public()]
    assert kinds == ["person", "open", "bot", "open"]


def test_a_bad_set_up_is_refused_with_its_reason():
    with pytest.raises(ValueError, match="unknown game"):
        Table.create("t", "skat", 3, {}, [SeatSpec()] * 3)
    with pytest.raises(ValueError, match="4 seats"):
        Table.create("t", "scharwenzel", 4, {}, [SeatSpec()] * 3)
    with pytest.raises(ValueError, match="bot level"):
        Table.create("t", "scharwenzel", 4, {}, [SeatSpec("bot", "genius")] + [SeatSpec()] * 3)
    with pytest.raises(ValueError):
        Table.create("t", "scharwenzel", 5, {}, [SeatSpec()] * 5)


def test_an_invitation_admits_one_seat_once():
    table, info = _table()
    table.take_seat(1, "Jan", "pl")
    assert table.seat_of_code(info.codes[1]) is None
    with pytest.raises(ProtocolError) as caught:
        table.take_seat(1, "Eve", "en")
    assert caught.value.code == "seat_taken"


def test_nobody_acts_for_another_seat_and_a_refused_move_changes_nothing():
    table, info = _table()
    _join_all(table, info)
    mover = table.state.current_player
    other = (mover + 1) % 4
    before = table.state.to_json()
    legal = table.legal_for(mover)
    with pytest.raises(ProtocolError) as caught:
        table.act(other, legal[0])
    assert caught.value.code == "not_your_turn"
    assert "Possible" not in caught.value.message  # never the mover's options
    with pytest.raises(ProtocolError) as caught:
        table.act(mover, "play 2X", ref=3)
    assert caught.value.code == "illegal" and caught.value.ref == 3
    assert caught.value.reason is not None and "template" in caught.value.reason
    assert table.state.to_json() == before and table.version == 0
    assert table.legal_for(other) == []


def test_an_update_carries_each_seat_its_own_observation_and_event():
    table, info = _table()
    _join_all(table, info)
    mover = table.state.current_player
    outs = table.act(mover, table.legal_for(mover)[0])
    updates = {seat: msg for seat, msg in outs if msg["type"] == "update"}
    assert sorted(updates) == [0, 1, 2, 3]
    for seat, msg in updates.items():
        assert msg["observation"] == json.loads(json.dumps(table.state.observation(seat)))
        assert msg["event"]["seat"] == mover
        assert (msg["legal"] != []) == (seat == table.state.current_player)


def test_bots_move_only_while_a_person_is_connected():
    seats = [
        SeatSpec("person"),
        SeatSpec("bot", "random"),
        SeatSpec("bot", "random"),
        SeatSpec("bot", "random"),
    ]
    table, info = _table(seats=seats)
    # play until a bot is to move
    table.take_seat(0, "Ola", "pl")
    while table.state.current_player == 0:
        table.act(0, table.legal_for(0)[0])  # not connected: still the seat's own moves
    assert table.bot_turn() is None  # nobody connected
    table.connect(0)
    seat, level = table.bot_turn()
    assert seat == table.state.current_player and level == "random"


def test_a_dropped_person_is_stood_in_and_gets_the_seat_back():
    table, info = _table(seats=[SeatSpec("host")] + [SeatSpec("person")] * 3)
    _join_all(table, info)
    mover = table.state.current_player
    table.disconnect(mover)
    assert table.bot_turn() is None  # waits for the person first
    table.stand_in(mover)
    assert table.bot_turn() == (mover, Limits().stand_in_level)
    public = table.seats_public()[mover]
    assert public["stand_in"] and not public["connected"]
    with pytest.raises(ProtocolError):
        table.act(mover, table.legal_for(mover)[0])  # the bot plays it now
    table.connect(mover)
    assert table.bot_turn() is None and not table.seats_public()[mover]["stand_in"]


def test_only_the_host_gives_a_seat_to_a_bot():
    table, info = _table()
    tokens = _join_all(table, info)
    with pytest.raises(ProtocolError) as caught:
        table.give_to_bot(1, 2, "easy")
    assert caught.value.code == "not_host"
    with pytest.raises(ProtocolError) as caught:
        table.give_to_bot(0, 0, "easy")
    assert caught.value.code == "bad_seat"
    with pytest.raises(ProtocolError) as caught:
        table.give_to_bot(0, 2, "genius")
    assert caught.value.code == "bad_level"
    table.give_to_bot(0, 2, "normal")
    assert table.seats_public()[2]["kind"] == "bot"
    assert table.seat_of_token(tokens[2]) is None  # the old token is worthless


def _play_deal(table):
    """Play the current deal out with the first legal move of whoever is to act."""
    while not table.state.deal_over:
        mover = table.state.current_player
        outs = table.act(mover, table.legal_for(mover)[0])
    return outs


def test_the_next_deal_waits_for_every_person_seat():
    table, info = _table(
        game="chapanka",
        options={"match_deals": 4},
        seats=[SeatSpec("host")] + [SeatSpec("person")] * 3,
    )
    _join_all(table, info)
    outs = _play_deal(table)
    assert {s for s, m in outs if m["type"] == "deal_over"} == {0, 1, 2, 3}
    for seat in (0, 1, 2):
        assert table.ready(seat) == []
    outs = table.ready(3)
    assert table.state.deal_no == 1 and not table.state.deal_over
    assert all(m["type"] == "update" and m["event"] is None for _s, m in outs)
    with pytest.raises(ProtocolError) as caught:
        table.ready(0)
    assert caught.value.code == "not_ready"


def test_a_deal_record_hides_the_cards_the_seat_never_saw():
    table, info = _table(
        game="kaschlan",
        players=3,
        options={"match_games": 1},
        seats=[SeatSpec("host")] + [SeatSpec("person")] * 2,
        seed=11,
    )
    _join_all(table, info)
    seen = {s: set() for s in range(3)}
    for s in range(3):
        seen[s] |= card_codes(table.state.observation(s))
    while not table.state.deal_over:
        mover = table.state.current_player
        outs = table.act(mover, table.legal_for(mover)[-1])
        for s, m in outs:
            if m["type"] == "update":
                seen[s] |= card_codes(m["observation"])
    records = {s: m["record"] for s, m in outs if m["type"] == "deal_over"}
    full = table.state.deal_record(0)
    for s, record in records.items():
        assert card_codes(record) <= seen[s]
        assert record["events"] == json.loads(json.dumps(table.state.events(s)))
        assert record["result"]["scores"] == list(full["result"]["scores"])
        own = record["dealt"]
        assert sum(len(v) for v in own.values()) == sum(len(v) for v in full["dealt"].values())


def test_a_table_survives_its_file_and_keeps_no_secret_in_it():
    table, info = _table()
    tokens = _join_all(table, info)
    mover = table.state.current_player
    table.act(mover, table.legal_for(mover)[0])
    data = json.loads(json.dumps(table.to_json()))
    text = json.dumps(data)
    for secret in [*tokens.values(), *info.codes.values()]:
        assert secret not in text
    back = Table.from_json(data)
    assert back.state == table.state
    assert [s["kind"] for s in back.seats_public()] == ["person"] * 4
    assert not any(s["connected"] for s in back.seats_public())
    for seat, token in tokens.items():
        assert back.seat_of_token(token) == seat
    with pytest.raises(ValueError):
        Table.from_json({"format": 1, "id": "x", "save": {"game": "skat"}, "seats": []})
    with pytest.raises(ValueError):
        Table.from_json([1, 2])


def test_every_game_can_be_set_up_at_every_table_size():
    for game in engine.GAMES:
        spec = engine.game(game)
        for players in spec.players:
            options = {"mode": "three_hand"} if (game, players) == ("tausendundeins", 3) else {}
            table, info = Table.create("t", game, players, options, [SeatSpec()] * players)
            assert len(info.codes) == players


def test_a_seat_that_comes_back_after_a_deal_ended_gets_its_record_in_the_welcome():
    table, info = _table(game="chapanka", options={"match_deals": 4})
    tokens = _join_all(table, info)
    assert table.welcome(1, tokens[1])["deal_over"] is None
    outs = _play_deal(table)
    sent = next(m for s, m in outs if s == 1 and m["type"] == "deal_over")
    welcome = table.welcome(1, tokens[1])
    assert welcome["deal_over"] == {k: sent[k] for k in ("record", "totals", "is_over")}
