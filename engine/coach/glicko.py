"""Glicko-2 ratings, as chess sites rate puzzle solvers (a rating per game and person).

Why Glicko-2 and not Elo: a new solver's rating is uncertain and should move fast, a settled
one slowly; Glicko-2 keeps that uncertainty (the rating deviation, RD) and a volatility.
Written from Mark Glickman's paper "Example of the Glicko-2 system" (2013), steps 1-8; one
puzzle try is one rating period with one game, the puzzle's rating the opponent's. The paper's
worked example is a test (tests/engine/test_coach_glicko.py).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: The Glicko scale's unit in the Glicko-2 scale (paper: 173.7178).
SCALE = 173.7178
#: A new rating: 1500 with deviation 350 and volatility 0.06 (the paper's defaults).
START_RATING = 1500.0
START_RD = 350.0
START_VOLATILITY = 0.06
#: The system constant τ (constrains the volatility's change; the paper suggests 0.3-1.2).
TAU = 0.5
#: The deviation never drops below this: a rating always keeps moving a little.
MIN_RD = 45.0
_EPSILON = 1e-6


@dataclass(frozen=True)
class Rating:
    """A Glicko rating: the value, its deviation (RD) and volatility."""

    rating: float = START_RATING
    rd: float = START_RD
    volatility: float = START_VOLATILITY

    def to_json(self) -> dict[str, float]:
        return {
            "rating": round(self.rating, 3),
            "rd": round(self.rd, 3),
            "volatility": round(self.volatility, 6),
        }

    @classmethod
    def from_json(cls, data: object) -> Rating:
        """ValueError on anything but a rating :meth:`to_json` can have written."""
        if not isinstance(data, dict):
            raise ValueError("a rating is an object")
        try:
            out = cls(float(data["rating"]), float(data["rd"]), float(data["volatility"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a rating: {exc!r}") from None
        if not (math.isfinite(out.rating) and out.rd > 0 and out.volatility > 0):
            raise ValueError("not a rating: out of range")
        return out


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def update(
    player: Rating, games: list[tuple[Rating, float]], tau: float = TAU, floor: float = 0.0
) -> Rating:
    """The player's rating after one rating period of ``games`` (opponent, score 1/0.5/0).

    ``floor``: the least RD the answer may have (the paper has none; puzzles use
    ``MIN_RD``). With no games the deviation only grows (step 6 of the paper).
    """
    mu = (player.rating - START_RATING) / SCALE
    phi = player.rd / SCALE
    sigma = player.volatility
    if not games:
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        return Rating(player.rating, max(floor, phi_star * SCALE), sigma)
    v_inv = 0.0
    delta_sum = 0.0
    for opponent, score in games:
        mu_j = (opponent.rating - START_RATING) / SCALE
        phi_j = opponent.rd / SCALE
        e = _expected(mu, mu_j, phi_j)
        g = _g(phi_j)
        v_inv += g * g * e * (1.0 - e)
        delta_sum += g * (score - e)
    v = 1.0 / v_inv
    delta = v * delta_sum
    sigma_new = _volatility(phi, sigma, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * delta_sum
    return Rating(START_RATING + SCALE * mu_new, max(floor, SCALE * phi_new), sigma_new)


def _volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5 of the paper: the new volatility by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        top = ex * (delta * delta - phi * phi - v - ex)
        bottom = 2.0 * (phi * phi + v + ex) ** 2
        return top / bottom - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > _EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def after_try(player: Rating, puzzle: Rating, solved: bool) -> Rating:
    """The solver's rating after one try of a puzzle rated ``puzzle``."""
    return update(player, [(puzzle, 1.0 if solved else 0.0)], floor=MIN_RD)
