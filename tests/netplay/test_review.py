"""The deal review over the network: only for a deal that is over, every hand open, the
seat's decisions judged by the host's coach, and nothing of a later deal."""

from __future__ import annotations

import asyncio
from typing import Any

from engine.coach import Analysis
from netplay.table import SeatSpec, Table
from tests.netplay.netkit import Probe, bounded, leaks, serving, url_of


async def _play_until_deal_over(probe: Probe, start: int) -> tuple[dict[str, Any], int]:
    """Play the seat's first legal move at each turn until its deal is over: (deal_over, the
    index after it)."""
    seen = start
    while True:
        msg = await probe.wait_for(
            lambda m: bool(m.get("legal")) or m.get("type") == "deal_over", seen
        )
        seen = probe.received.index(msg, seen) + 1
        if msg["type"] == "deal_over":
            return msg, seen
        await probe.client.send({"type": "act", "action": msg["legal"][0]})


async def _review(probe: Probe, deal: int, ref: int) -> dict[str, Any]:
    await probe.client.send({"type": "review", "deal": deal, "ref": ref})
    return await probe.wait_for(
        lambda m: m.get("ref") == ref and m.get("type") in ("review", "error"), timeout=60
    )


async def _scenario() -> dict[str, Any]:
    async with serving() as server:
        seats = [SeatSpec("person"), SeatSpec("bot", "random"), SeatSpec("bot", "random")]
        info = server.create_table("bolachen", 3, {"match_deals": 3}, seats)
        table = server.tables[info.table_id].table
        probe = await Probe.open(url_of(server), code=info.codes[0], name="Anna")
        out: dict[str, Any] = {}
        out["early"] = await _review(probe, 0, 1)
        over, seen = await _play_until_deal_over(probe, 0)
        out["record0"] = table.state.deal_record(0)
        out["first"] = await _review(probe, 0, 2)
        await probe.client.send({"type": "next_deal"})
        # Deal 1 in progress: a move of it has been shown to the seat.
        await probe.wait_for(lambda m: m.get("type") == "update", seen)
        out["deal1_start"] = table.state.deal_starts[1]
        out["in_progress"] = await _review(probe, 1, 3)
        out["again"] = await _review(probe, 0, 4)
        out["future"] = await _review(probe, 7, 5)
        out["decisions"] = [
            i
            for i in range(table.state.deal_starts[0], table.state.deal_starts[1])
            if table.state.history[i][0] == 0
        ]
        out["received"] = list(probe.received)
        await probe.close()
        return out


def test_a_finished_deal_is_reviewed_with_every_hand_and_a_deal_in_play_is_refused() -> None:
    out = asyncio.run(bounded(_scenario(), 120))
    # Before the deal is over, and for the deal in play or one not dealt: refused.
    for name in ("early", "in_progress", "future"):
        assert out[name]["type"] == "error" and out[name]["code"] == "deal_not_over", name
    first = out["first"]
    assert first["type"] == "review" and first["deal"] == 0
    record = out["record0"]
    frames = first["frames"]
    assert len(frames) == len(record["events"]) + 1
    # Every hand open, as dealt: the engine's full record of deal 0 (not the seat's masked one).
    dealt = [sorted(cards) for cards in frames[0]["hands"]]
    hands = [sorted(v) for k, v in record["dealt"].items() if k.startswith("hand")]
    assert sorted(dealt) == sorted(hands)
    assert [f["move"] for f in frames[1:]] == [e["action"] for e in record["events"]]
    assert all(f["obs"]["seat"] == 0 and f["obs"]["deal_no"] == 0 for f in frames)
    # Each judged decision is one of the seat's in deal 0, and reads back as an analysis.
    assert first["analyses"]
    for index, data in first["analyses"].items():
        assert int(index) in out["decisions"]
        assert Analysis.from_json(data).seat == 0
    # Asked again while deal 1 is played: the same review (cached), nothing of deal 1.
    again = out["again"]
    assert again["type"] == "review"
    assert {k: v for k, v in again.items() if k != "ref"} == {
        k: v for k, v in first.items() if k != "ref"
    }
    assert all(f["index"] is None or f["index"] < out["deal1_start"] for f in again["frames"])
    # The leak check accepts a review after its deal_over, and nothing else leaked.
    assert leaks(out["received"]) == []


def test_the_leak_check_refuses_a_review_before_its_deal_is_over() -> None:
    obs = {"deal_no": 0, "hand": ["QD"], "events": []}
    review = {"type": "review", "deal": 0, "frames": [{"hands": [["QD"], ["10H"]]}]}
    assert leaks([{"type": "update", "observation": obs}, review]) == [(1, "review", {"QD", "10H"})]
    over = {"type": "deal_over", "record": {"deal_no": 0, "dealt": {}}}
    assert leaks([{"type": "update", "observation": obs}, over, review]) == []


def test_a_network_table_draws_its_seed_from_62_random_bits() -> None:
    """A finished deal's cards must not let anybody find the seed (and every later deal):
    2**62 seeds cannot be tried out."""
    seeds = {
        Table.create("t", "scharwenzel", 4, {}, [SeatSpec("person")] * 4)[0].state.seed
        for _ in range(8)
    }
    assert len(seeds) == 8 and max(seeds) >= 2**40


def test_the_review_says_what_a_card_gave_away_as_the_local_review_does() -> None:
    """For each of the seat's card plays that lost its trick where the coach's best card
    would have taken it, the host sends the game's own account (engine.coach.ideas.review)."""
    import random

    import engine
    from engine.coach.ideas.review import gave_away
    from engine.reasons import reason_from_json
    from netplay.review import deal_review

    said = 0
    for seed in range(6):
        state = engine.game("scharwenzel").new_game(4, seed=seed)
        rng = random.Random(seed)
        while not state.deal_over:
            state.apply(rng.choice(state.legal_actions()))
        review = deal_review(state, 0, 0, samples=24)
        for key, why in review["gave_away"].items():
            best = Analysis.from_json(review["analyses"][key]).best.action
            assert reason_from_json(why) == gave_away(state, int(key), best)
            said += 1
    assert said >= 1
