"""The direction of play each game declares (``GameSpec.direction``) is the one its tricks
follow: the table draws its arrow from the declaration, so the two must never disagree."""

from __future__ import annotations

import random

import pytest

import engine

CASES = [
    ("tausendundeins", 2),
    ("bolachen", 3),
    ("scharwenzel", 4),
    ("scharwenzel", 6),
    ("scharwenzel", 8),
    ("chapanka", 4),
]


@pytest.mark.parametrize(("game", "players"), CASES)
def test_every_trick_follows_the_declared_direction(game: str, players: int) -> None:
    spec = engine.game(game)
    rng = random.Random(7)
    tricks = 0
    for seed in range(3):
        state = spec.new_game(players=players, seed=seed)
        while not state.deal_over:
            state.apply(rng.choice(state.legal_actions()).text)
        for event in state.events(0):
            for effect in event["effects"]:
                if effect["kind"] != "trick":
                    continue
                seats = [p["seat"] for p in effect["cards"]]
                steps = {(b - a) % players for a, b in zip(seats, seats[1:], strict=False)}
                assert steps == {spec.direction % players}, (seats, spec.direction)
                tricks += 1
    assert tricks > 0


def test_chapanka_alone_plays_anticlockwise() -> None:
    assert engine.game("chapanka").direction == -1
    others = [g for g in engine.GAMES if g != "chapanka"]
    assert all(engine.game(g).direction == 1 for g in others)
