"""Chapanka's search paths made cheaper give what the straightforward code gives: the same
Pancerola check, the same playout choice, the same state after every move and at every
sample (the pinned search digests in ``test_search_speed`` check whole searches)."""

from __future__ import annotations

import random
from typing import Any

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
    """The playout policy picks among the mover's legal cards (``_legal_cards``) instead of
    the legal actions: over whole sampled deals, Pancerola renounces included, it picks what
    the rules of thumb pick from the legal list, with the same use of the generator (a pick
    that skipped one of those cards fails here)."""
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


def _pancerola_seat_by_rule(real: Any, sample: Any, seat: int) -> int | None:
    """Who may hold an unannounced Pancerola in ``sample``, as §6 says it: the last other
    seat whose sampled hand and played cards hold four aces, or three and the Kinal."""
    if real.phase != chapanka.PHASE_PLAY or real.pancerola is not None:
        return sample.pancerola_right
    if real.pancerola_right == seat:
        return sample.pancerola_right
    played = real._played_this_deal()
    found = None
    for s in range(chapanka.PLAYERS):
        if s != seat and _pancerola_by_count(sample.hands[s] + played[s]):
            found = s
    return found


def test_a_sample_gives_the_pancerola_right_as_the_rule_says() -> None:
    """A sample works out who may hold a Pancerola only for the seats that can (their played
    aces and Kinal with the unseen ones make four): the same seat as checking every seat's
    sampled hand, over positions rich in aces (a deck dealt so) and random ones."""
    spec = engine.game("chapanka")
    rng = random.Random(9)
    positions = list(random_positions(spec, 40, seed=13))
    for seed in range(40):
        # Aces and the Kinal dealt first: the first hand gets most of them.
        paying = sorted(ACES | {KINAL})
        rest = [c for c in PACK if c not in paying]
        rng.shuffle(rest)
        state = spec.new_game(seed=seed, deck=paying + rest)
        play_rng = random.Random(seed)
        for _ in range(play_rng.randint(4, 30)):
            if state.current_player is None:
                break
            state.apply(play_rng.choice(state.legal_actions()))
        if state.current_player is not None:
            positions.append(state)
    found = 0
    for n, real in enumerate(positions):
        seat = real.current_player
        assert seat is not None
        sampler = SeatRandom(n)
        for _ in range(10):
            staged = real.sample_from(seat, real.draw_hidden(seat, sampler))
            whole = real.determinize(seat, sampler)
            for sample in (staged, whole):
                expected = _pancerola_seat_by_rule(real, sample, seat)
                assert sample.pancerola_right == expected
                found += expected is not None and expected != seat
    assert found > 20
