"""Playout policy for Bolachen: the trick-play rules of thumb of ``engine.bots.policies``.

Brand and Mord are about taking tricks: win cheaply, keep trumps, and the two defenders play
as partners (they win or lose together against the declarer). In Bettel the declarer must
take no trick, so he ducks; the defenders duck too, so that his card is left winning.
Bidding and the exchange stay random in playouts (the search's own tree decides them).
"""

from __future__ import annotations

import random
from typing import Any

from engine.actions import Action
from engine.bots.policies import duck_play, trick_play
from engine.cards import SUIT_OF
from engine.games.bolachen import PLAYERS, PLAYING, POWER
from engine.tricks import CLOCKWISE


def rollout(state: Any, legal: list[Action], rng: random.Random) -> Action | None:
    """A card to the trick by the rules of thumb above; None (random) outside card play."""
    if state.phase != PLAYING or state.declarer is None:
        return None
    plays = {a.words[1]: a for a in legal}
    trick = state.trick
    if state.contract == "bettel":
        return duck_play(plays, trick, SUIT_OF, POWER, rng)
    seat = state.current_player
    declarer = state.declarer
    partners = (
        () if seat == declarer else tuple(s for s in range(PLAYERS) if s not in (seat, declarer))
    )
    return trick_play(
        plays,
        trick,
        CLOCKWISE[PLAYERS][state.leader],
        seat,
        partners,
        SUIT_OF,
        POWER,
        None,
        state.trump,
        rng,
    )
