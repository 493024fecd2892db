"""Search knowledge for Scharwenzel: what a deal is worth before the race is won.

A deal's ``scores`` are the threads it awards, and a thread comes only when a team's
24-point race is complete, so most simulated deals would score 0 for everybody and teach
the search nothing. ``deal_value`` adds the race points the deal gave each team, with a
thread worth a whole race, so every trick that moves the race counts.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Collection, Sequence
from typing import Any

from engine.actions import Action
from engine.bots.consistency import plays, void_breaches, voids_from_plays
from engine.bots.heuristics import scharwenzel_solver as solver
from engine.bots.heuristics.scharwenzel_calls import call
from engine.bots.hooks import Hooks
from engine.bots.ismcts import FastPlayout
from engine.bots.pimc import ExactPlay
from engine.bots.policies import (
    NOISE,
    cost_ranks,
    lowest_losing_follow,
    partners_of,
    ranked_card,
    spare_partners_trick,
)
from engine.bots.trick_playout import TrickPlayoutLoop, play_texts
from engine.cards import SUIT_OF
from engine.contract import DealResult
from engine.games.scharwenzel import (
    PLAY,
    PLAYING,
    POWER,
    SPEC,
    SUIT_IN_PLAY,
    pack_size,
    plain_suit_cards,
    printed_counts,
)
from engine.reasons import Reason
from engine.seats import alternating_teams
from engine.tricks import CLOCKWISE, deal_tricks

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
    trumps and Wenzels for later, lead low; having won the partner's lead, lead his suit
    back. Only tricks count here, not card points. The bid, the trumps, Tout and stop or go
    on: ``scharwenzel_calls.call``."""
    if state.phase != PLAYING:
        return call(state, legal, rng)
    plays = {a.words[1]: a for a in legal}
    card = _card(state, plays, state.current_player, rng)
    return None if card is None else plays[card]


def _card(state: Any, cards: Collection[str], seat: int, rng: random.Random) -> str | None:
    """:func:`rollout`'s card among the legal ``cards`` (in the legal order), or None for
    a random one: the policy itself, shared by the step loop's :func:`rollout` and
    :func:`playout_loop`, which has the cards without their actions."""
    partners = _PARTNERS[state.players][seat]
    if not state.trick and state.last_trick is not None:
        back = _return_lead(cards, state.last_trick, partners, state.suit_of, state.power)
        if back is not None and rng.random() >= NOISE:
            return back
    return ranked_card(
        cards,
        state.trick,
        CLOCKWISE[state.players][state.leader],
        partners,
        state.suit_of,
        state.power,
        state.trump,
        _ranks(state.trump),
        rng,
    )


#: The search's playout with :func:`rollout`, in Scharwenzel's own loop (the ``playout`` hook).
playout_loop = TrickPlayoutLoop(PLAYING, _card, play_texts(PLAY))
playout = FastPlayout(rollout, playout_loop)


@functools.cache
def _ranks(trump: str | None) -> dict[str, int]:
    """The playout's cost of each card under ``trump`` (the state's ``suit_of`` and
    ``power`` are those of its trumps)."""
    if trump is None:
        return cost_ranks(SUIT_OF, POWER["C"], None)
    return cost_ranks(SUIT_IN_PLAY[trump], POWER[trump], trump)


#: ``_PARTNERS[players][seat]``: ``partners_of`` the table's teams (two teams sitting
#: alternately, ``engine.seats.alternating_teams``), looked up by a list index at every card
#: of the playout (remembered per teams tuple, each call hashed the whole table).
_PARTNERS: dict[int, list[tuple[int, ...]]] = {
    players: [partners_of(alternating_teams(players), seat) for seat in range(players)]
    for players in SPEC.players
}


def _return_lead(
    cards: Collection[str],
    last_trick: tuple[int, list[str]],
    partners: tuple[int, ...],
    suit_of: dict[str, str],
    power: dict[str, int],
) -> str | None:
    """Return the partner's suit: having won the trick the partner led, lead back the suit
    he opened (he is likely strong or void there), with our lowest card of it."""
    leader, trick = last_trick
    if leader not in partners or not trick:
        return None
    suit = suit_of[trick[0]]
    mine = [c for c in cards if suit_of[c] == suit]
    if not mine:
        return None
    return min(mine, key=power.__getitem__)


#: Weight of a sample in which a seat that passed could have made a higher bid: passing is
#: allowed then, but most players bid what they hold, so such deals are less likely.
PASS_WITH_A_BID = 0.4


#: Weight of a sample in which a seat that discarded from a plain suit still holds that
#: suit's top card: the table's convention is to discard from weakness (:func:`prune`).
DISCARD_FROM_STRENGTH = 0.5


def discards(state: Any) -> list[tuple[int, str]]:
    """The deal's discards so far as (seat, plain suit): a card of a plain suit played to a
    trick led in another suit. Trumping is not a discard; it says nothing about the suit."""
    suit_of, trump = state.suit_of, state.trump
    out: list[tuple[int, str]] = []
    for trick in deal_tricks(state):
        led = suit_of[trick[0][1]]
        for who, card in trick[1:]:
            suit = suit_of[card]
            if suit != led and suit != trump:
                out.append((who, suit))
    return out


def likelihood(real: Any, sample: Any, seat: int) -> float:
    """How well the sampled hands fit the other seats' passes and discards: a pass by a
    seat whose dealt hand (its sampled hand plus what it has played) would allow a higher
    bid weighs less, and so does a seat holding the top card of a suit it discarded from
    (the convention is to discard from weakness). (What bids *state* is a fact and is kept
    by the sampler itself.)"""
    tops, passes = _weighing(real, seat)
    weight = 1.0
    hands = sample.hands
    for who, card in tops:
        if card in hands[who]:
            weight *= DISCARD_FROM_STRENGTH
    for s, bias in passes:
        # The hand's suit counts packed a byte per suit (one C-level sum), each biased so
        # that its byte's top bit is set where the count would allow a higher bid.
        if (sum(map(_SUIT_BYTE.__getitem__, hands[s])) + bias) & _TOP_BITS:
            weight *= PASS_WITH_A_BID
    return weight


#: Per card, 1 shifted to its printed suit's byte (spades, hearts, diamonds, clubs).
_SUIT_BYTE = {card: 1 << 8 * "SHDC".index(suit) for card, suit in SUIT_OF.items()}


#: What the likelihood reads off the real position: per discard read, (seat, the top card
#: of the suit it discarded from); per pass of another seat, (seat, the highest bid before
#: it, how many spades, hearts, diamonds and clubs that seat has played this deal).
Evidence = tuple[list[tuple[int, str]], list[tuple[int, int, tuple[int, int, int, int]]]]


def _evidence(real: Any, seat: int) -> Evidence:
    """The real position's discards and passes, read once per position and seat: a search
    weighs thousands of samples of the same position, and rescanning its history and
    tricks for each one was most of what sampling cost (issue #32)."""
    found: Evidence = real.position_memo("_pass_evidence", lambda: _read_evidence(real, seat), seat)
    return found


#: The top bit of each suit's byte in a packed count (see :func:`_pass_bias`).
_TOP_BITS = 0x80808080


def _weighing(real: Any, seat: int) -> tuple[list[tuple[int, str]], list[tuple[int, int]]]:
    """:func:`_evidence` as the likelihood weighs it: the discard reads, and per pass the
    seat with its :func:`_pass_bias`. Worked out once per position and seat."""
    found: tuple[list[tuple[int, str]], list[tuple[int, int]]] = real.position_memo(
        "_pass_weighing", lambda: _biased(_evidence(real, seat)), seat
    )
    return found


def _biased(evidence: Evidence) -> tuple[list[tuple[int, str]], list[tuple[int, int]]]:
    tops, passes = evidence
    return tops, [(s, _pass_bias(high, played)) for s, high, played in passes]


def _pass_bias(high: int, played: tuple[int, int, int, int]) -> int:
    """The number that, added to a hand's packed suit counts (a byte per suit: spades,
    hearts, diamonds, clubs), sets some byte's top bit exactly when the dealt hand (that
    hand plus the ``played`` counts) allows a bid above ``high``: a plain suit of t >= 3
    bids 2t, clubs of c >= 3 bid 2c + 1. Why: the test is then one addition and one mask
    per pass, no per-suit unpacking. A suit of ``need`` more cards gets 128 - need (a held
    count is at most 12, so no byte carries into the next); none needed, 128."""
    plain_at_least = max(3, high // 2 + 1)  # 2t > high
    clubs_at_least = max(3, (high - 1) // 2 + 1)  # 2c + 1 > high
    bias = 0
    for byte, (at_least, have) in enumerate(
        zip((plain_at_least,) * 3 + (clubs_at_least,), played, strict=True)
    ):
        bias |= (128 - max(at_least - have, 0)) << 8 * byte
    return bias


def _read_evidence(real: Any, seat: int) -> Evidence:
    tops: list[tuple[int, str]] = []
    if real.phase == PLAYING and real.trump is not None:
        read: set[tuple[int, str]] = set()
        size = pack_size(real.players)
        for who, suit in discards(real):
            if who == seat or (who, suit) in read:
                continue
            read.add((who, suit))
            tops.append((who, _top_card(suit, real.trump, size)))
    passes: list[tuple[int, int, tuple[int, int, int, int]]] = []
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
        counts = printed_counts(played.get(s, []))
        passes.append((s, high, (counts["S"], counts["H"], counts["D"], counts["C"])))
    return tops, passes


def signal_weight(real: Any, sample: Any, seat: int) -> float:
    """The discard evidence alone: :data:`DISCARD_FROM_STRENGTH` for each other seat that
    discarded from a suit whose ace the sample gives it."""
    weight = 1.0
    for who, card in _evidence(real, seat)[0]:
        if card in sample.hands[who]:
            weight *= DISCARD_FROM_STRENGTH
    return weight


@functools.cache
def _top_card(suit: str, trump: str, size: int) -> str:
    """The highest card of a plain suit in a pack of ``size`` (the ace)."""
    return plain_suit_cards(suit, trump, size)[0]


def signal_discards(state: Any, legal: Sequence[Action], seat: int) -> list[Action] | None:
    """Discard from weakness, the signal a partner reads: unable to follow suit, never throw
    a plain card of a suit whose highest card (the ace) we hold while a small card (below
    the king) of another plain suit may go. Trumps are kept as they are (whether to ruff is
    the search's decision). None: the rule does not apply."""
    if not state.trick or state.trump is None:
        return None
    suit_of, trump, led = state.suit_of, state.trump, state.led
    cards = {a.words[1]: a for a in legal if a.verb == "play"}
    if len(cards) != len(legal) or any(suit_of[c] == led for c in cards):
        return None
    hand = state.hands[seat]
    strong = {
        suit_of[c]
        for c in cards
        if suit_of[c] != trump and _top_card(suit_of[c], trump, pack_size(state.players)) in hand
    }
    if not strong:
        return None
    power = state.power
    if not any(
        suit_of[c] != trump and suit_of[c] not in strong and power[c] < power["K" + suit_of[c]]
        for c in cards
    ):
        return None  # no small card of a weak suit: a king may be worth more than the signal
    return [a for c, a in cards.items() if suit_of[c] not in strong]


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
    """Moves a good partner never makes, removed before the search: following suit where no
    card wins the trick, play the lowest (``policies.lowest_losing_follow``); playing last
    to a trick the partner is winning, never overtake him (with a higher card of the suit
    or a trump); unable to follow, discard from weakness (:func:`signal_discards`). None:
    nothing to remove."""
    if state.phase != PLAYING or not state.trick:
        return None
    plays = {a.words[1]: a for a in legal if a.verb == "play"}
    if len(plays) != len(legal):
        return None
    lowest = lowest_losing_follow(plays, state.trick, state.suit_of, state.power, state.trump)
    if lowest is not None:
        return lowest
    spared = _spare_partner(state, plays, seat)
    signalled = signal_discards(state, spared if spared is not None else legal, seat)
    return signalled if signalled is not None else spared


def prune_reason(state: Any, kept: Sequence[Action], seat: int) -> Reason | None:
    """The rule's words for the move :func:`prune` left alone (the hint shows them)."""
    if len(kept) != 1 or not state.trick:
        return None
    plays = {a.words[1]: a for a in state.legal_actions() if a.verb == "play"}
    if lowest_losing_follow(plays, state.trick, state.suit_of, state.power, state.trump):
        return Reason("No card you may play wins this trick: play your lowest, keep the higher.")
    if _spare_partner(state, plays, seat) is not None:
        return Reason("Your partner wins this trick: do not overtake him.")
    return Reason("Discard from your weak suit: it tells your partner where not to lead.")


def _spare_partner(state: Any, plays: dict[str, Action], seat: int) -> list[Action] | None:
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


#: What this module offers the search (engine.bots.hooks), checked by mypy.
def consistency(real: Any, sample: Any, seat: int) -> list[str]:
    """What ``sample`` contradicts of this game's facts ``seat`` knows in ``real``
    (:mod:`engine.bots.consistency`)."""
    from engine.games.scharwenzel import printed_counts

    suit_of = real.suit_of.__getitem__
    others = [s for s in range(real.players) if s != seat and real.hands[s]]
    voids = voids_from_plays(real, suit_of, real.players)
    out = void_breaches(sample, seat, voids, suit_of)
    played: list[list[str]] = [[] for _ in range(real.players)]
    for s, card in plays(real):
        played[s].append(card)
    for s, (suit, length) in real._bid_claims().items():
        if s not in others:
            continue
        counts = printed_counts(sample.hands[s] + played[s])
        if not any(counts[x] >= length for x in ((suit,) if suit else ("S", "H", "D"))):
            out.append(f"seat {s}'s bid stated {length} of {suit or 'a plain suit'}")
    return out


#: Exact play of the last tricks (:mod:`engine.bots.pimc`): ``strong`` solves guessed deals
#: once the seat holds at most ``hand_cards`` cards, where the solves fit its time cap
#: (``python -m engine.bots.solver_bench``, docs/bots.md); the referee solves open deals.
EXACT = ExactPlay(
    functools.partial(solver.open_deal, thread=THREAD),
    solver.CARD,
    hand_cards={4: 5, 6: 4, 8: 3},
    likelihood=likelihood,
)

HOOKS = Hooks(
    endgame=EXACT.endgame,
    exact_play=EXACT,
    deal_value=deal_value,
    rollout=rollout,
    playout=playout,
    likelihood=likelihood,
    match_value=match_value,
    prune=prune,
    prune_reason=prune_reason,
    consistency=consistency,
    strong_iterations=2400,
)
