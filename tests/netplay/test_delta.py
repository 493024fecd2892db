"""Protocol version 2: after the first observation an ``update`` carries only what changed;
the seat's client rebuilds the whole observation; bytes per deal stay flat over a match; the
leak check covers every message as sent, deltas included; a version-1 client is told why it
is refused."""

import asyncio
import json

import pytest
import websockets

from netplay import delta, seatbot
from netplay.cardscan import card_codes
from netplay.protocol import VERSION
from netplay.table import SeatSpec, Table
from tests.netplay.netkit import bounded, leaks, serving, url_of


def test_a_delta_rebuilds_every_observation_of_a_match_including_new_deals():
    table, _ = Table.create("d", "kaschlan", 2, {"match_games": 3}, [SeatSpec("person")] * 2)
    before = [table.observe(s) for s in range(2)]
    steps = 0
    while not table.state.is_over and steps < 5000:
        state = table.state
        if state.deal_over:
            state.next_deal()
        else:
            state.apply(state.legal_actions()[-1].text)
        for s in range(2):
            after = table.observe(s)
            d = json.loads(json.dumps(delta.diff(before[s], after)))  # as it travels
            assert delta.apply(before[s], d) == after
            before[s] = after
        steps += 1
    assert table.state.is_over


def test_a_delta_that_does_not_fit_is_refused():
    with pytest.raises(ValueError):
        delta.apply({"events": []}, {"changed": {}, "removed": [], "events_from": 3, "events": []})
    with pytest.raises(ValueError):
        delta.apply({"events": []}, {"changed": {}})


def _per_deal(log):
    """Bytes each deal cost the seat, as sent (v2) and as version 1 would have sent them."""
    sent, whole, deal = {}, {}, None
    for size, rebuilt in zip(log.raw_sizes, log.received, strict=True):
        obs = rebuilt.get("observation")
        if obs is not None:
            deal = obs["deal_no"]
        if deal is None:
            continue
        sent[deal] = sent.get(deal, 0) + size
        v1 = len(json.dumps(rebuilt, separators=(",", ":"), ensure_ascii=False).encode())
        whole[deal] = whole.get(deal, 0) + v1
    return sent, whole


def test_over_a_kaschlan_match_bytes_per_deal_stay_flat_and_no_delta_leaks():
    async def run():
        async with serving() as server:
            info = server.create_table(
                "kaschlan", 2, {"match_games": 5}, [SeatSpec("person")] * 2, seed=2007
            )
            url = url_of(server)
            seats = [seatbot.BotSeat("random", seed=s) for s in range(2)]
            return await bounded(
                asyncio.gather(
                    *(
                        seatbot.play(url, code=info.codes[s], seat=seats[s], keep_raw=True)
                        for s in range(2)
                    )
                )
            )

    logs = asyncio.run(run())
    for log in logs:
        assert log.totals is not None and log.deals == 5
        assert leaks(log.received) == []
        updates = [m for m in log.raw if m["type"] == "update"]
        assert updates and all("delta" in m and "observation" not in m for m in updates)
        for raw, rebuilt in zip(log.raw, log.received, strict=True):
            # a delta names no card its rebuilt message (checked above) does not show
            assert card_codes(raw) <= card_codes(rebuilt) | card_codes(rebuilt.get("legal"))
        sent, whole = _per_deal(log)
        assert sent[2] <= 1.5 * sent[0] and sent[4] <= 1.5 * sent[0], sent
        assert sum(sent.values()) * 2 < sum(whole.values())  # version 1 cost more than twice


def test_a_version_1_client_is_told_which_version_to_use():
    async def run():
        async with serving() as server:
            ws = await websockets.connect(url_of(server))
            await ws.send(json.dumps({"v": 1, "type": "join", "code": "AAAA-AAAA"}))
            answer = json.loads(await asyncio.wait_for(ws.recv(), 10))
            await ws.close()
            return answer

    answer = asyncio.run(run())
    assert answer["code"] == "bad_version"
    assert f"version {VERSION}" in answer["message"] and "update" in answer["message"].lower()
