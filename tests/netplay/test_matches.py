"""Whole matches of every game over loopback, every seat a terminal bot seat — and THE LEAK
TEST: every message each seat received is checked against that seat's observations."""

import asyncio

import pytest

from netplay import seatbot
from netplay.table import SeatSpec
from tests.netplay.netkit import MATCHES, bounded, leaks, serving, url_of


async def _match(game, players, options, levels):
    async with serving() as server:
        info = server.create_table(game, players, options, [SeatSpec("person")] * players)
        url = url_of(server)
        seats = [seatbot.BotSeat(levels[s % len(levels)], seed=s) for s in range(players)]
        logs = await bounded(
            asyncio.gather(
                *(seatbot.play(url, code=info.codes[s], seat=seats[s]) for s in range(players))
            )
        )
        state = next(iter(server.tables.values())).table.state
        return logs, state


@pytest.mark.parametrize(("game", "players", "options"), MATCHES)
def test_a_whole_match_is_played_over_the_network_and_no_card_leaks(game, players, options):
    logs, state = asyncio.run(_match(game, players, options, ["random", "easy"]))
    assert state.is_over
    for seat, log in enumerate(logs):
        assert log.totals == list(state.totals()), seat
        assert log.deals == state.deal_no + 1
        assert log.received[0]["type"] == "welcome" and log.received[0]["seat"] == seat
        assert leaks(log.received) == [], (seat, leaks(log.received)[:3])
        # the seat saw every one of its deals' records
        assert sum(m["type"] == "deal_over" for m in log.received) == log.deals


def test_a_seat_played_by_the_hosts_coach_plays_and_its_advice_leaks_nothing():
    logs, state = asyncio.run(
        _match("scharwenzel", 4, {"match_target": 1}, ["coach", "random", "random", "random"])
    )
    assert state.is_over
    advice = [m for m in logs[0].received if m["type"] == "advice"]
    assert advice and all(m["action"] == m["analysis"]["options"][0]["action"] for m in advice)
    assert all(isinstance(s["template"], str) for m in advice for s in m["sentences"])
    assert leaks(logs[0].received) == []


def test_the_leak_check_sees_a_planted_card():
    obs = {"deal_no": 0, "hand": ["QD"], "events": []}
    clean = [{"type": "update", "observation": obs, "event": {"action": "play QD"}}]
    assert leaks(clean) == []
    planted = clean + [{"type": "deal_over", "record": {"dealt": {"hand 1": ["10H", "QD"]}}}]
    assert leaks(planted) == [(1, "deal_over", {"10H"})]
