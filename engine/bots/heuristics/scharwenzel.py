"""Search knowledge for Scharwenzel: what a deal is worth before the race is won.

A deal's ``scores`` are the threads it awards, and a thread comes only when a team's
24-point race is complete, so most simulated deals would score 0 for everybody and teach
the search nothing. ``deal_value`` adds the race points the deal gave each team, with a
thread worth a whole race, so every trick that moves the race counts.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.actions import Action
from engine.bots.policies import NOISE, partners_of, spare_partners_trick, trick_play
from engine.contract import DealResult
from engine.games.scharwenzel import PLAYING, printed_counts
from engine.tricks import CLOCKWISE

#: Race points a thread stands for (a race is won at 24).
THREAD = 24.0


def deal_value(state: Any, result: DealResult) -> list[float]:
    """Per seat: threads gained by its team times a race, plus the race points gained."""
    points = result.detail.get("points") or [0] * len(state.teams)
    values = [0.0] * state.players
    for team_no, team in enumerate(state.teams):
        for seat in team:
            values[seat] = THREAD * result.scores[seat] + float(points[team_no])
    return values


def rollout(state: Any, legal: Sequence[Action], rng: random.Random) -> Action | None:
    """Playout policy: partnership trick play (``engine.bots.policies.trick_play``): never
    overtake the partner's winning card, win a trick cheaply when it can be won, keep the
    trumps and Wenzels for later, lead low. Only tricks count here, not card points."""
    if state.phase != PLAYING:
        return None
    seat = state.current_player
    plays = {a.words[1]: a for a in legal}
    partners = partners_of(state.teams, seat)
    if not state.trick and state.last_trick is not None:
        back = _return_lead(plays, state.last_trick, partners, state.suit_of, state.power)
        if back is not None and rng.random() >= NOISE:
            return back
    return trick_play(
        plays,
        state.trick,
        CLOCKWISE[state.players][state.leader],
        seat,
        partners,
        state.suit_of,
        state.power,
        None,
        state.trump,
        rng,
    )


def _return_lead(
    plays: dict[str, Action],
    last_trick: tuple[int, list[str]],
    partners: tuple[int, ...],
    suit_of: dict[str, str],
    power: dict[str, int],
) -> Action | None:
    """Return the partner's suit: having won the trick the partner led, lead back the suit
    he opened (he is likely strong or void there), with our lowest card of it."""
    leader, cards = last_trick
    if leader not in partners or not cards:
        return None
    suit = suit_of[cards[0]]
    mine = [c for c in plays if suit_of[c] == suit]
    if not mine:
        return None
    return plays[min(mine, key=power.__getitem__)]


#: Weight of a sample in which a seat that passed could have made a higher bid: passing is
#: allowed then, but most players bid what they hold, so such deals are less likely.
PASS_WITH_A_BID = 0.4


def likelihood(real: Any, sample: Any, seat: int) -> float:
    """How well the sampled hands fit the other seats' passes: a pass by a seat whose dealt
    hand (its sampled hand plus what it has played) would allow a higher bid weighs less.
    (What bids *state* is a fact and is kept by the sampler itself.)"""
    weight = 1.0
    high = -1
    played: dict[int, list[str]] | None = None
    for s, value in real.auction.calls:
        if value is not None:
            high = max(high, value)
            continue
        if s == seat:
            continue
        if played is None:
            played = {}
            for who, text in real.history[real.deal_starts[-1] :]:
                if text.startswith("play "):
                    played.setdefault(who, []).append(text[5:])
        counts = printed_counts(list(sample.hands[s]) + played.get(s, []))
        plain = max(counts["S"], counts["H"], counts["D"])
        best = max(2 * plain if plain >= 3 else -1, 2 * counts["C"] + 1 if counts["C"] >= 3 else -1)
        if best > high:
            weight *= PASS_WITH_A_BID
    return weight


def match_value(state: Any) -> list[float] | None:
    """The finished match (rules §8): 1 for each seat of the team that
    won it (more threads plus hooks), else 0; a tied match is a draw (0.5 each)."""
    winner = state.match_winner
    values = [0.5] * state.players
    if winner is not None:
        for team_no, team in enumerate(state.teams):
            for seat in team:
                values[seat] = 1.0 if team_no == winner else 0.0
    return values


def prune(state: Any, legal: Sequence[Action], seat: int) -> list[Action] | None:
    """Moves a good partner never makes, removed before the search: playing last to a trick
    the partner is winning, never overtake him (with a higher card of the suit or a trump).
    None: nothing to remove."""
    if state.phase != PLAYING or not state.trick:
        return None
    plays = {a.words[1]: a for a in legal if a.verb == "play"}
    if len(plays) != len(legal):
        return None
    return spare_partners_trick(
        plays,
        state.trick,
        CLOCKWISE[state.players][state.leader],
        seat,
        partners_of(state.teams, seat),
        state.players,
        state.suit_of,
        state.power,
        state.trump,
    )
