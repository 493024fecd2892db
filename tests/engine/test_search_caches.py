"""The per-search caches change nothing but the cost: with the same seeds a game deals the
same samples and the inference gives the same weights as before the caches (issue #32).

The digests were computed with the code before the caches (Bolachen's sampler rebuilt for
every sample, Scharwenzel's likelihood rescanning the history for every sample)."""

from __future__ import annotations

import hashlib
import random

import pytest

import engine
from engine.bots.heuristics import for_game
from engine.bots.positions import random_positions
from engine.bots.sampling import SeatRandom

#: game -> (samples drawn, digest of their hands, hidden piles and likelihood weights).
DIGESTS = {
    "bolachen": (240, "f87d29df629aa819"),
    "scharwenzel": (240, "729a3a859663d882"),
}


def _samples(game: str) -> tuple[int, str]:
    module = for_game(game)
    assert module is not None
    out = []
    for i, pos in enumerate(random_positions(engine.game(game), 12, seed=17)):
        seat = pos.current_player
        rng = SeatRandom(1000 + i)
        for _ in range(20):
            d = pos.determinize(seat, rng)
            out.append(repr(d.hands))
            if game == "bolachen":
                out.append(repr((d.dopper, d.discards, d.returned)))
            out.append(repr(module.likelihood(pos, d, seat)))
    return len(out) // (3 if game == "bolachen" else 2), hashlib.sha256(
        "|".join(out).encode()
    ).hexdigest()[:16]


@pytest.mark.parametrize("game", sorted(DIGESTS))
def test_same_seeds_give_the_same_samples_and_weights_as_before_the_caches(game: str) -> None:
    assert _samples(game) == DIGESTS[game]


def test_the_cached_reading_follows_the_position() -> None:
    """A cache entry belongs to one position: after a move the likelihood reads afresh."""
    module = for_game("scharwenzel")
    assert module is not None
    pos = random_positions(engine.game("scharwenzel"), 1, seed=3)[0]
    seat = pos.current_player
    first = module._evidence(pos, seat)
    assert module._evidence(pos, seat) is first
    pos.apply(pos.legal_actions()[0])
    assert module._evidence(pos, pos.current_player) is not first


def test_seat_random_shuffles_as_random_random_does_on_the_sorted_list() -> None:
    """The inlined shuffle draws exactly what ``random.Random.shuffle`` draws."""
    for seed in range(50):
        items = [f"{r}{s}" for r in "AKQJT98765432" for s in "SHDC"][: seed + 1]
        mine = list(reversed(items))
        SeatRandom(seed).shuffle(mine)
        plain = sorted(items)
        random.Random(seed).shuffle(plain)
        assert mine == plain


def test_seat_random_samples_as_random_random_does_on_the_sorted_list() -> None:
    """The inlined small-population sample draws exactly what ``random.Random.sample``
    draws, on both sides of its switch to tracking indices in a set."""
    cards = [f"{r}{s}" for r in "AKQJT98765432" for s in "SHDC"]
    for seed in range(40):
        for n, k in ((5, 3), (21, 5), (22, 5), (40, 6), (52, 13), (52, 0)):
            items = cards[:n]
            mine = SeatRandom(seed).sample(list(reversed(items)), k)
            assert mine == random.Random(seed).sample(sorted(items), k)
