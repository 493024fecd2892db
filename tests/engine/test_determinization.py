"""Determinization: uniform over the consistent deals, and never a deal the seat knows to be
impossible (checked by a referee that reads the public history, not the sampler's lists)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import engine
from engine.bots.consistency import impossible_share, problems
from engine.bots.positions import random_positions
from engine.sampling import Inconsistent, redeal


def _deal_key(piles: list[list[str]]) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(sorted(p)) for p in piles)


def test_redeal_is_uniform_over_the_consistent_splits():
    # a, b may not go to place 0; c only to place 2: 3 * 3 = 9 consistent splits.
    allowed = [lambda c: c not in "abc", lambda c: c != "c", None]
    rng = random.Random(4)
    seen = Counter(
        _deal_key(redeal(list("abcdef"), [2, 2, 2], allowed, rng)) for _ in range(18_000)
    )
    assert len(seen) == 9
    for deal, count in seen.items():
        assert "c" in deal[2] and not {"a", "b", "c"} & set(deal[0])
        assert 1_800 <= count <= 2_200, (deal, count)  # expected 2,000 each


def test_redeal_uniform_under_a_whole_deal_condition():
    # Condition "place 0 holds at least one of x, y" on 4 cards in 2 + 2: 5 of 6 splits.
    accept = lambda piles: bool({"x", "y"} & set(piles[0]))  # noqa: E731
    rng = random.Random(2)
    seen = Counter(
        _deal_key(redeal(list("xyzw"), [2, 2], [None, None], rng, accept=accept))
        for _ in range(10_000)
    )
    assert set(seen) == {
        _deal_key([list(a), [c for c in "xyzw" if c not in a]])
        for a in ("xy", "xz", "xw", "yz", "yw")
    }
    assert min(seen.values()) >= 1_800  # expected 2,000 each


def test_redeal_never_drops_a_constraint_it_can_keep():
    # Tight: every card but two has exactly one place; the old sampler gave up here often.
    cards = [f"{r}{s}" for s in "SHDC" for r in "AKQJ"]
    allowed = [
        lambda c: c[1] in "SH",
        lambda c: c[1] in "HD",
        lambda c: c[1] in "DC",
        lambda c: c[1] in "CS",
    ]
    rng = random.Random(0)
    for _ in range(500):
        piles = redeal(cards, [4, 4, 4, 4], allowed, rng)
        for ok, pile in zip(allowed, piles, strict=True):
            assert all(ok(c) for c in pile)


def test_redeal_reports_contradictory_facts():
    with pytest.raises(Inconsistent):
        redeal(list("ab"), [1, 1], [lambda c: c == "a", lambda c: c == "a"], random.Random(1))
    with pytest.raises(ValueError):
        redeal(list("abc"), [1, 1], [None, None], random.Random(1))


@pytest.mark.parametrize("game_id", sorted(engine.GAMES))
def test_every_sample_could_have_produced_the_public_history(game_id):
    positions = random_positions(engine.game(game_id), 100, seed=23)
    bad, total = impossible_share(positions, 20, seed=5)
    assert total == 2_000
    assert bad == 0


@pytest.mark.parametrize("game_id", ["scharwenzel", "chapanka", "bolachen"])
def test_the_referee_sees_a_broken_void(game_id):
    """Control: a deal that gives a seat a card of a suit it showed void in is caught."""
    for pos in random_positions(engine.game(game_id), 400, seed=3):
        seat = pos.current_player
        sample = pos.determinize(seat, random.Random(1))
        voids = _void_suits(pos)
        for s, suits in enumerate(voids):
            if s == seat or not suits:
                continue
            for t in range(pos.players):
                if t in (s, seat):
                    continue
                give = [c for c in sample.hand(t) if c[-1] in suits]
                take = [c for c in sample.hand(s) if c[-1] not in suits]
                if give and take:
                    _swap(sample, s, t, take[0], give[0])
                    assert any("void" in p for p in problems(pos, sample, seat))
                    return
    pytest.fail("no position with a void to break was found")


def _void_suits(state) -> list[set[str]]:
    if state.spec.id == "bolachen":
        bits = {"S": 1, "H": 2, "D": 4, "C": 8}
        return [{s for s, b in bits.items() if v & b} for v in state.voids]
    if state.spec.id == "chapanka":
        return [set(v) for v in state.voids]
    return [{x for x in v if x in "SHDC"} for v in state._plays_and_voids()[1]]


def _swap(state, s: int, t: int, card_s: str, card_t: str) -> None:
    hands = state.hands
    hands[s] = [c if c != card_s else card_t for c in hands[s]]
    hands[t] = [c if c != card_t else card_s for c in hands[t]]


def test_quotas_are_counted_exactly_and_uniformly():
    # Pile 0 must hold at least 2 hearts among 2 cards: exactly {AH, KH} with the third heart
    # elsewhere... here: 3 hearts + 3 spades into 2 + 4, pile 0 with 2 hearts: C(3,2) = 3 deals.
    cards = ["AH", "KH", "QH", "AS", "KS", "QS"]
    rng = random.Random(8)
    seen = Counter(
        _deal_key(
            redeal(cards, [2, 4], [None, None], rng, quotas=[[(0, "H", 2)]], label=lambda c: c[1])
        )
        for _ in range(6_000)
    )
    assert {deal[0] for deal in seen} == {("AH", "KH"), ("AH", "QH"), ("KH", "QH")}
    assert min(seen.values()) >= 1_800  # expected 2,000 each
    # "some suit of 2": either two hearts or two spades in pile 0: 3 + 3 = 6 deals.
    either = [[(0, "H", 2), (0, "S", 2)]]
    seen = Counter(
        _deal_key(redeal(cards, [2, 4], [None, None], rng, quotas=either, label=lambda c: c[1]))
        for _ in range(6_000)
    )
    assert len(seen) == 6 and min(seen.values()) >= 850  # expected 1,000 each
    with pytest.raises(Inconsistent):
        redeal(cards, [2, 4], [None, None], rng, quotas=[[(0, "H", 3)]], label=lambda c: c[1])


def test_a_prepared_redealer_draws_what_redeal_draws():
    """The analysis done once, then every draw: the same samples, the same generator use."""
    from engine.sampling import Redealer

    allowed = [lambda c: c not in "ab", None, None]
    prepared = Redealer(list("abcdef"), [2, 2, 2], allowed)
    a, b = random.Random(9), random.Random(9)
    for _ in range(200):
        assert prepared.draw(a) == redeal(list("abcdef"), [2, 2, 2], allowed, b)
    assert a.random() == b.random()


def test_a_prepared_redealer_that_stops_shuffling_stays_uniform():
    """Nine cards, the first three only allowed in place 2 (of three places of three): a
    plain shuffle keeps that in 1 of 84 deals, so the sampler draws exactly only. All
    C(6,3) = 20 consistent deals must still come out equally often."""
    from engine.sampling import QUICK_TRIES, Redealer

    cards = list("abcdefghi")
    allowed = [lambda c: c not in "abc", lambda c: c not in "abc", None]
    prepared = Redealer(cards, [3, 3, 3], allowed)
    rng = random.Random(5)
    seen = Counter(_deal_key(prepared.draw(rng)) for _ in range(20_000))
    assert prepared.exact is not None and prepared.exact.quick == 0 < QUICK_TRIES
    assert len(seen) == 20
    for deal, count in seen.items():
        assert set(deal[2]) == {"a", "b", "c"}
        assert 850 <= count <= 1_150, (deal, count)  # expected 1,000 each


def test_scharwenzel_samples_from_its_cached_sampler_are_the_fresh_ones():
    """Scharwenzel keeps its prepared sampler on the state for the position: samples drawn
    with it equal samples from a copy that works the facts out afresh, and a state holding
    it still travels to a worker as a pickle (the cache stays behind)."""
    from engine.bots.parallel import pack_state, unpack_state
    from engine.bots.sampling import SeatRandom

    for state in random_positions(engine.game("scharwenzel"), 6, seed=12):
        seat = state.current_player
        first = state.determinize(seat, SeatRandom(1))
        assert "_redealer" in state.__dict__
        again = state.determinize(seat, SeatRandom(2))  # from the cache
        fresh = state.clone()
        fresh.__dict__.pop("_redealer", None)
        assert again.card_locations() == fresh.determinize(seat, SeatRandom(2)).card_locations()
        assert problems(state, first, seat) == [] and problems(state, again, seat) == []
        kind, data = pack_state(state)
        assert kind == "pickle"
        assert "_redealer" not in unpack_state((kind, data)).__dict__
