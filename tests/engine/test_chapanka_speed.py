"""Chapanka's search paths made cheaper give what the straightforward code gives: the same
Pancerola check, the same playout choice, the same state after every move and at every
sample (the pinned search digests in ``test_search_speed`` check whole searches)."""

from __future__ import annotations

import random

import engine
from engine.bots.heuristics import chapanka as heuristics
from engine.bots.positions import random_positions
from engine.bots.sampling import SeatRandom
from engine.games import chapanka
from engine.games.chapanka import ACES, KINAL, PACK, has_pancerola, paying_cards_held


def _pancerola_by_count(cards: list[str]) -> bool:
    """§6 spelled out: all four aces, or three aces and the Kinal."""
    aces = sum(1 for c in cards if c in ACES)
    return aces == 4 or (aces == 3 and KINAL in cards)


def test_the_pancerola_count_is_the_pancerola_rule() -> None:
    rng = random.Random(3)
    paying = sorted(ACES | {KINAL})
    found = 0
    for _ in range(5000):
        # Hands rich in aces, so every count of aces and the Kinal comes up.
        hand = rng.sample(paying, rng.randint(0, 5))
        hand += rng.sample([c for c in PACK if c not in paying], rng.randint(0, 11))
        rng.shuffle(hand)
        assert has_pancerola(hand) == _pancerola_by_count(hand)
        split = rng.randint(0, len(hand))
        held, played = hand[:split], hand[split:]
        together = paying_cards_held(held) + paying_cards_held(played)
        assert (together >= chapanka.PANCEROLA_CARDS) == _pancerola_by_count(hand)
        found += _pancerola_by_count(hand)
    assert found > 100


def test_the_playout_reads_the_hand_as_the_legal_moves_say() -> None:
    """The playout policy picks among the mover's hand instead of the legal actions: over
    whole sampled deals, Pancerola renounces included, it picks what the rules of thumb
    pick from the legal list, with the same use of the generator."""
    spec = engine.game("chapanka")
    steps = free = 0
    for n, real in enumerate(random_positions(spec, 30, seed=41)):
        seat = real.current_player
        assert seat is not None
        rng = random.Random(n)
        for k in range(4):
            state = real.determinize(seat, SeatRandom(100 * n + k))
            if k == 0 and state.phase == chapanka.PHASE_PLAY:
                # A Pancerola for the mover now and then, so its free renounces are played.
                state.pancerola_right = state.current_player
                state._legal = None
            while state.current_player is not None:
                legal = state.legal_fast()
                seed = rng.random()
                fast_rng, ruled_rng = random.Random(seed), random.Random(seed)
                fast = heuristics.rollout(state, legal, fast_rng)
                ruled = heuristics.rollout_by_rules(state, legal, ruled_rng)
                assert fast == ruled, (state.table, [a.text for a in legal])
                assert fast_rng.getstate() == ruled_rng.getstate()
                free += state.pancerola_right == state.current_player and bool(state.table)
                state.apply_fast(fast if fast is not None else legal[rng.randrange(len(legal))])
                steps += 1
    assert steps > 2000 and free > 20


def test_a_card_is_one_object_in_packs_tables_and_actions() -> None:
    """Card codes are interned (``engine.cards``): the card word of an action, the pack and
    the tables hold the same object, so lookups find cards by identity."""
    from engine.actions import Action
    from engine.cards import ALL_CODES, SUIT_OF

    by_text = {card: card for card in ALL_CODES}
    for card in PACK:
        assert by_text[card] is card
        assert Action(f"play {card}").words[1] is card
        assert Action(f"play {card.lower()}").words[1] is card
        assert next(c for c in SUIT_OF if c == card) is card
    assert KINAL is PACK[PACK.index("JH")]
