"""The measure of how often a playout policy picks `strong`'s move (scripts/policy_agreement.py),
whose figures docs/bots.md reports: the records rebuild the very decisions, the count is of
the policy's own pick, and every decision falls in one kind."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

import engine
from engine.cards import SUIT_OF
from engine.games.chapanka import PHASE_PLAY
from tests.engine.script_module import load_script


def _script() -> ModuleType:
    return load_script("policy_agreement")


def test_each_record_rebuilds_a_decision_with_its_move_legal() -> None:
    script = _script()
    records = script.play_deal("chapanka", 7, level="easy")
    assert len(records) > 30  # every card of a deal but the forced ones, and the exchange
    for record in records:
        state = script.replay(record)
        assert state.current_player == record["seat"]
        legal = [a.text for a in state.legal_actions()]
        assert len(legal) > 1 and record["move"] in legal


def test_agreement_counts_the_policy_s_own_picks_by_kind() -> None:
    script = _script()
    records = script.play_deal("chapanka", 11, level="easy")

    def echo(state: Any, legal: Any, rng: random.Random) -> Any:
        seat, moves = state.current_player, len(state.history)
        record = next(r for r in records if len(r["moves"]) == moves and r["seat"] == seat)
        return next(a for a in legal if a.text == record["move"])

    def never(state: Any, legal: Any, rng: random.Random) -> Any:
        return None

    def first(state: Any, legal: Any, rng: random.Random) -> Any:
        return legal[0]

    total = len(records)
    all_same = script.agreement(records, echo)
    assert all_same["all"] == (total, total)
    assert script.agreement(records, never)["all"] == (0, total)
    kinds = {k: v for k, v in script.agreement(records, first).items() if k != "all"}
    assert sum(n for _same, n in kinds.values()) == total
    assert {"lead", "follow", "cannot follow"} <= set(kinds)


def test_a_card_is_a_lead_a_follow_or_a_throw_as_the_trick_says() -> None:
    script = _script()
    state: Any = engine.game("chapanka").new_game(seed=3)
    while state.phase != PHASE_PLAY:
        state.apply(state.legal_actions()[0])
    assert script.kind_of(state) == "lead"
    kinds = set()
    rng = random.Random(2)
    while state.current_player is not None and state.deal_result() is None:
        kind = script.kind_of(state)
        seat = state.current_player
        led = SUIT_OF[state.table[0]] if state.table else None
        holds = led is not None and any(SUIT_OF[c] == led for c in state.hands[seat])
        expected = "lead" if led is None else "follow" if holds else "cannot follow"
        assert kind == expected
        kinds.add(kind)
        state.apply(rng.choice(state.legal_actions()))
    assert kinds == {"lead", "follow", "cannot follow"}
