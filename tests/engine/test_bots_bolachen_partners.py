"""Bolachen's defenders play as partners (docs/rules/bolachen.md §7): the root rule that
keeps a defender, last to a Brand trick his partner is winning, from overtaking him.

Without the rule, 13 of 40 such positions from policy-played deals saw the search (2,500
iterations) overtake, for a value gain of 0.010 on average: within a search's noise, at
the price of a high card or a trump the side might have made a trick with later.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import engine
from engine.bots import make
from engine.bots.heuristics import bolachen as policy
from engine.bots.policies import trick_leader
from engine.contract import GameState
from engine.games.bolachen import PLAYERS, PLAYING, POWER, SUIT_OF

SPEC = engine.game("bolachen")


def _overtakes(state: GameState, card: str) -> bool:
    best = state.trick[trick_leader(state.trick, SUIT_OF, POWER, state.trump)]
    return (SUIT_OF[card] == SUIT_OF[best] and POWER[card] > POWER[best]) or (
        SUIT_OF[card] == state.trump and SUIT_OF[best] != state.trump
    )


def _positions(contract: str, count: int) -> Iterator[GameState]:
    """Positions of policy-played deals of ``contract`` where a defender plays last to a
    trick his partner is winning and holds a card that would overtake him."""
    rng = random.Random(7)
    found = 0
    for seed in range(2000):
        state = SPEC.new_game(players=3, seed=seed)
        while not state.deal_over:
            legal = list(state.legal_actions())
            seat = state.current_player
            if (
                state.phase == PLAYING
                and state.contract == contract
                and seat != state.declarer
                and len(state.trick) == PLAYERS - 1
            ):
                leader = trick_leader(state.trick, SUIT_OF, POWER, state.trump)
                first = (seat + 1) % PLAYERS  # seat is last: the trick began on his left
                if (first + leader) % PLAYERS != state.declarer and any(
                    _overtakes(state, a.words[1]) for a in legal
                ):
                    yield state
                    found += 1
                    if found == count:
                        return
                    break
            state.apply(policy.rollout(state, legal, rng) or rng.choice(legal))


def test_a_defender_never_overtakes_his_partners_brand_trick() -> None:
    positions = list(_positions("brand", 12))
    assert len(positions) == 12
    for state in positions:
        seat = state.current_player
        legal = list(state.legal_actions())
        kept = policy.prune(state, legal, seat)
        if all(_overtakes(state, a.words[1]) for a in legal):
            assert kept is None  # nothing else may be played: the search decides
            continue
        assert kept is not None
        assert {a.text for a in kept} == {
            a.text for a in legal if not _overtakes(state, a.words[1])
        }


def test_the_search_plays_a_card_the_rule_keeps_and_the_hint_says_why() -> None:
    bot = make("normal", SPEC, seed=3, iterations=60)
    for state in _positions("brand", 4):
        seat = state.current_player
        legal = list(state.legal_actions())
        kept = policy.prune(state, legal, seat)
        if kept is None:
            continue
        hint = bot.hint(state, seat)
        assert hint.action.text in {a.text for a in kept}
        if len(kept) == 1:
            assert hint.reason.template == "Your partner wins this trick: do not overtake him."


def test_the_rule_leaves_bettel_and_other_seats_to_the_search() -> None:
    for state in _positions("bettel", 3):
        assert policy.prune(state, list(state.legal_actions()), state.current_player) is None
    rng = random.Random(2)
    for seed in range(30):
        state = SPEC.new_game(players=3, seed=seed)
        while not state.deal_over:
            legal = list(state.legal_actions())
            seat = state.current_player
            if state.phase == PLAYING and (
                seat == state.declarer or len(state.trick) < PLAYERS - 1
            ):
                assert policy.prune(state, legal, seat) is None
            state.apply(policy.rollout(state, legal, rng) or rng.choice(legal))
