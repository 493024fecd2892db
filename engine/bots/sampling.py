"""The search's random source, :class:`~engine.seat_random.SeatRandom`, where the bots look
for it.

The class lives in the rules layer (:mod:`engine.seat_random`, which says why): the sampler
the games use serves its draws inline. The bots, the tests and the benchmarks keep importing
it from here, the package that uses it.
"""

from __future__ import annotations

from engine.seat_random import SeatRandom

__all__ = ["SeatRandom"]
