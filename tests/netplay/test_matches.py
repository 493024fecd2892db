"""Whole matches of every game over loopback, every seat a terminal bot seat — and THE LEAK
TEST: every message each seat received is checked against that seat's observations."""

import asyncio

import pytest

from netplay import seatbot
from netplay.cardscan import card_codes
from netplay.table import SeatSpec
from tests.netplay.netkit import MATCHES, bounded, leaks, serving, url_of


async def _match(game, players, options, levels):
    async with serving() as server:
        # A fixed deal number: a failure can be played again (tables draw theirs at random).
        info = server.create_table(
            game, players, options, [SeatSpec("person")] * players, seed=players * 1000 + 7
        )
        url = url_of(server)
        seats = [seatbot.BotSeat(levels[s % len(levels)], seed=s) for s in range(players)]
        logs = await bounded(
            asyncio.gather(
                *(
                    seatbot.play(url, code=info.codes[s], seat=seats[s], keep_raw=True)
                    for s in range(players)
                )
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
        # as sent (version 2's deltas): no message names a card its rebuilt form does not
        for raw, whole in zip(log.raw, log.received, strict=True):
            assert card_codes(raw) <= card_codes(whole), (seat, raw.get("type"))
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


def test_a_seat_played_by_the_normal_bot_asks_the_host_to_search_for_it():
    """``kartentisch-cli join … --bot normal``: the search needs the host's game state, so the
    seat asks the host to run that level; the match ends and nothing leaks."""
    logs, state = asyncio.run(_match("chapanka", 4, {"match_deals": 1}, ["normal", "random"]))
    assert state.is_over
    for seat in (0, 2):  # the normal seats
        asked = [m for m in logs[seat].received if m["type"] == "advice"]
        mine = [a for s, a in state.history if s == seat]
        assert asked and all(m["level"] == "normal" and m["analysis"] is None for m in asked)
        # every move of the seat was the host's answer (forced moves included: asked too)
        assert [m["action"] for m in asked] == mine
        assert leaks(logs[seat].received) == []


def test_a_token_that_happens_to_spell_a_card_is_no_leak():
    """Tokens are random URL-safe text: ``-5S_`` inside one is no five of spades."""
    obs = {"deal_no": 0, "hand": ["QD"], "events": []}
    welcome = {"type": "welcome", "token": "Zq-5S_x9", "observation": obs, "legal": []}
    assert leaks([welcome]) == []
    assert leaks([{**welcome, "name": "Zq-5S_x9"}]) == [(0, "welcome", {"5S"})]
