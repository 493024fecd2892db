"""Rules of thumb for 1001, read from the seat's observation and the legal action texts.

Declare a marriage whenever you may (the biggest first: it scores and sets trumps). In the
auction, bid while the minimum is covered by the card points and marriages in hand. Lay away
cheap cards that break no marriage. In play, take a trick that carries points with the
cheapest card that wins it, otherwise throw the cheapest card; lead an ace of a plain suit
while you have one, else your lowest card, keeping kings and queens of unmarried pairs.
"""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Sequence
from typing import Any

from engine.actions import Action
from engine.bots.heuristics import tausendundeins_solver as solver
from engine.bots.hooks import Hooks
from engine.bots.ismcts import EndgameValue
from engine.bots.policies import cost_ranks, ranked_card
from engine.bots.sampling import SeatRandom
from engine.cards import RANK_OF, SUIT_OF, codes_of_mask
from engine.games.tausendundeins import BIT, PARTNER, PH_PLAY, POINTS, POWER, SUIT, mask_of
from engine.reasons import Reason
from engine.tricks import beats

#: Card points a hand is reckoned to win on top of what it holds (the tricks it takes).
BID_MARGIN = 20


def _marriage_value(suit: str, obs: dict[str, Any]) -> int:
    values = obs.get("detail", {}).get("marriage_values")
    if isinstance(values, dict):
        return int(values.get(suit, 0))
    return 60  # by order: whatever it is, a marriage is worth declaring


def _pairs(hand: list[str]) -> set[str]:
    """Suits in which the hand holds both king and queen."""
    return {s for s in "SHDC" if "K" + s in hand and "Q" + s in hand}


def _keep_cost(card: str, pairs: set[str], trump: str | None) -> int:
    """How much a card is worth keeping: its points, more for trumps and married pairs."""
    cost = POINTS[card] + POWER[card]
    if SUIT_OF[card] == trump:
        cost += 15
    if SUIT_OF[card] in pairs and RANK_OF[card] in ("K", "Q"):
        cost += 40
    return cost


def choose(obs: dict[str, Any], legal: list[Action], rng: random.Random) -> tuple[Action, Reason]:
    """The rule-of-thumb move for 1001 and why."""
    hand = list(obs.get("hand", []))
    trump = obs.get("trump")
    pairs = _pairs(hand)
    verbs = {a.verb for a in legal}
    if "marry" in verbs:
        best = max(
            (a for a in legal if a.verb == "marry"),
            key=lambda a: _marriage_value(SUIT_OF[a.words[1]], obs),
        )
        return best, Reason(
            "Declare the marriage in {suit}: it scores and sets trumps.",
            suit=SUIT_OF[best.words[1]],
        )
    if "bid" in verbs or "pass" in verbs:
        return _bid(obs, legal, hand, pairs)
    if "discard" in verbs:
        best = min(
            (a for a in legal if a.verb == "discard"),
            key=lambda a: sum(_keep_cost(c, pairs, trump) for c in a.words[1:]),
        )
        return best, Reason("Lay away the cheapest cards that break no marriage.")
    plays = [a for a in legal if a.verb == "play"]
    if not plays:
        return legal[0], Reason("The first possible move.")
    return _play(obs, plays, pairs, trump)


def _bid(
    obs: dict[str, Any], legal: list[Action], hand: list[str], pairs: set[str]
) -> tuple[Action, Reason]:
    worth = sum(POINTS[c] for c in hand) + BID_MARGIN
    worth += sum(_marriage_value(s, obs) for s in pairs)
    bids = sorted((a for a in legal if a.verb == "bid"), key=lambda a: int(a.words[1]))
    passing = next((a for a in legal if a.verb == "pass"), None)
    if bids and int(bids[0].words[1]) <= worth:
        return bids[0], Reason(
            "Bid {bid}: the hand looks worth about {worth}.", bid=int(bids[0].words[1]), worth=worth
        )
    if passing is not None:
        return passing, Reason("Pass: the hand looks worth only about {worth}.", worth=worth)
    return bids[0], Reason("Bid the minimum (passing is not allowed here).")


def _play(
    obs: dict[str, Any], plays: list[Action], pairs: set[str], trump: str | None
) -> tuple[Action, Reason]:
    table = [entry["card"] for entry in obs.get("table", [])]
    cards = {a.words[1]: a for a in plays}
    cheapest = min(cards, key=lambda c: _keep_cost(c, pairs, trump))
    if not table:
        aces = [c for c in cards if RANK_OF[c] == "A" and SUIT_OF[c] != trump]
        if aces:
            return cards[aces[0]], Reason("Lead a plain ace: it takes the trick and 11 points.")
        return cards[cheapest], Reason("Lead the cheapest card and keep the strong ones.")
    best = table[0]
    for card in table[1:]:
        if beats(card, best, SUIT_OF, POWER, trump):
            best = card
    winners = [c for c in cards if beats(c, best, SUIT_OF, POWER, trump)]
    at_stake = sum(POINTS[c] for c in table)
    if winners and at_stake >= 10:
        card = min(winners, key=lambda c: _keep_cost(c, pairs, trump))
        return cards[card], Reason(
            "Take the {points} points on the table with {card}.", points=at_stake, card=card
        )
    return cards[cheapest], Reason("Nothing worth taking: throw the cheapest card.")


def rollout(state: Any, legal: Sequence[Action], rng: random.Random) -> Action | None:
    """Playout policy: declare a marriage when one may be declared (it scores and sets
    trumps), else the trick-play rules of ``engine.bots.policies`` (win points cheaply, keep
    trumps, lead low); bidding and the exchange stay random (the tree decides them)."""
    if state.phase != PH_PLAY:
        return None
    plays: dict[str, Action] = {}
    for action in legal:
        if action.verb == "marry":
            return action
        plays[action.words[1]] = action
    card = ranked_card(
        plays, state.trick, (), (), SUIT, POWER, state.trump, _ranks(state.trump), rng
    )
    return None if card is None else plays[card]


@functools.cache
def _ranks(trump: str | None) -> dict[str, int]:
    """The playout's cost of each card under ``trump``: ``trick_play``'s cost tuple
    (trump, card points, power) as one number (``cost_ranks``), so that, with no partner to
    feed, ``ranked_card`` plays ``trick_play``'s card without a tuple made per card."""
    return cost_ranks(SUIT, POWER, trump, POINTS)


def match_value(state: Any) -> list[float] | None:
    """The finished match (rules §7): 1 for its winner, else 0."""
    winner = getattr(state, "winner", None)
    if winner is None:
        return None
    return [1.0 if seat == winner else 0.0 for seat in range(state.players)]


#: Weight of a sample in which a seat that led a king or queen *without* declaring holds the
#: other half of that marriage now. Declaring is voluntary (rules §4) but worth 40-100 points
#: and the trumps, so hardly anybody passes it up: in the strict phase (no more drawing) the
#: pair was in his hand at the lead; before it, he may have drawn the partner card since.
UNDECLARED_STRICT = 0.15
UNDECLARED_FREE = 0.6


def likelihood(real: Any, sample: Any, seat: int) -> float:
    """How well the sampled hands fit the other seats' leads: a seat that led a king or a
    queen without declaring the marriage is unlikely to hold its partner card (it would have
    declared). What the seat *must* lack (failing to follow, head or trump) is a fact the
    sampler keeps itself."""
    weight = 1.0
    masks = sample.masks
    for leader, partner, strict in _undeclared_leads(real):
        if leader != seat and masks[leader] & BIT[partner]:
            weight *= UNDECLARED_STRICT if strict else UNDECLARED_FREE
    return weight


def _undeclared_leads(real: Any) -> tuple[tuple[int, str, bool], ...]:
    """(leader, partner card, strict phase) for every king or queen led this deal without a
    marriage, whose partner has not been played; worked out once per position."""
    found: tuple[tuple[int, str, bool], ...] = real.position_memo(
        "_undeclared_leads", lambda: _read_leads(real)
    )
    return found


def _read_leads(real: Any) -> tuple[tuple[int, str, bool], ...]:
    declared = {card for _m, _suit, _value, card in real.marriages}
    free = 0 if real.three else real.stock_len // 2
    tricks = [(r[0], r[1]) for r in real.log]
    if real.trick:
        tricks.append((real.leader, real.trick))
    played = {c for _leader, cards in tricks for c in cards}
    out = []
    for i, (leader, cards) in enumerate(tricks):
        lead = cards[0]
        partner = PARTNER.get(lead)
        if partner is None or lead in declared or partner in played:
            continue
        out.append((leader, partner, i >= free))
    return tuple(out)


#: The exact endgame (``endgame``) takes over once the stock holds at most this many cards:
#: with the stock used up the other hand is known and one solve is exact (about 20 ms for
#: eight tricks); before, it averages ``ENDGAME_SAMPLES[left]`` solved determinizations,
#: shared among ``strong``'s worker processes (``parallel.parallel_endgame``). With two
#: stock cards a solve costs about 70 ms; with four, 0.07-0.27 s where the seat replies to a
#: lead and 0.3-0.7 s where it leads. Measured against the referee's exact values (issue #32,
#: docs/bots.md, 47 positions with four stock cards): the search lost 3.57 points a decision
#: at the 18 replies and 1.07 at the 29 leads; eight solves, without a time cap, 1.06 and
#: 0.11; at the 1 s cap on two workers, where a lead often got two to four solves, 1.03 and
#: 5.67: too few samples lose more than the search. So a lead is solved too, but never on
#: fewer than ``LEAD_FLOOR`` samples (issue #44 item 1): the time cap stops the solves only
#: once that many are done, so such a decision may take up to about twice the cap. With two
#: stock cards, eight solves lost 2.37 points a decision, twelve 0.50 (47 positions).
ENDGAME_STOCK = 4
ENDGAME_SAMPLES: dict[int, int] = {2: 12, 4: 8}
#: Solved samples a lead with four stock cards decides on at least, whatever the time cap
#: (shared among the workers: each solves its share of them).
LEAD_FLOOR = 6


def endgame(
    state: Any,
    seat: int,
    rng: random.Random,
    seconds: float | None = None,
    part: tuple[int, int] = (0, 1),
) -> dict[str, EndgameValue] | None:
    """Exact play of the last tricks of a two-hand deal (rules §5, §6): per legal move the
    seat's share of won deals, mean final margin and mean deal score, both players playing
    perfectly.

    In the strict phase the unseen cards are exactly the other hand, so the one sample the
    seat can draw is the real deal and the values are exact. In the last free trick the
    other hand and the two stock cards are sampled (``determinize``, weighted by the
    ``likelihood`` of the other seat's leads) and every sample is solved as if open: Perfect
    Information Monte Carlo. None where the solver does not apply (three players, a deal
    that may end the match, an earlier point of the free phase): the search decides.
    With ``seconds`` (the bot's time cap) sampling stops, after at least one sample, where
    a solve as long as the longest so far would end past the cap; without, exactly
    ``ENDGAME_SAMPLES`` are solved (reproducible).
    ``part=(i, n)``: every sample is drawn, only every n-th from the i-th solved (the
    ``Endgame`` hook: ``strong``'s worker processes share the samples)."""
    left = state.stock_len - state.stock_pos
    if not solver.applicable(state) or left > ENDGAME_STOCK:
        return None
    exact = left <= 0
    samples = 1 if exact else ENDGAME_SAMPLES.get(left, 1)
    index, parts = part
    # A lead with four stock cards: a few samples lose more than the search, so the cap
    # stops the solves only after this part's share of ``LEAD_FLOOR``.
    floor = -(-LEAD_FLOOR // parts) if left > 2 and not state.trick else 1
    deal_rng = SeatRandom(rng.getrandbits(64))
    shares: dict[str, float] = {}
    margins: dict[str, float] = {}
    scores: dict[str, float] = {}
    total = 0.0
    deadline = None if seconds is None else time.perf_counter() + seconds
    solved = 0
    longest = 0.0  # the dearest solve so far: one that would end past the cap is not begun
    for drawn in range(samples):
        if deadline is not None and solved >= floor and time.perf_counter() + longest >= deadline:
            break
        sample = state.determinize(seat, deal_rng)
        if drawn % parts != index:
            continue
        solved += 1
        weight = 1.0 if exact else likelihood(state, sample, seat)
        if weight <= 0.0:
            continue
        total += weight
        began = time.perf_counter()
        outcomes = solver.move_outcomes(sample, seat)
        longest = max(longest, time.perf_counter() - began)
        for text, (margin, mine, _theirs) in outcomes.items():
            won = 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
            shares[text] = shares.get(text, 0.0) + weight * won
            margins[text] = margins.get(text, 0.0) + weight * margin
            scores[text] = scores.get(text, 0.0) + weight * mine
    if total <= 0.0:
        return None
    return {
        text: EndgameValue(
            shares[text] / total, margins[text] / total, solved, scores[text] / total, total
        )
        for text in shares
    }


#: The referee solves a sampled deal exactly (every card and the stock order known) once the
#: stock holds at most this many cards. Measured CPU per solve (all legal moves, one deal):
#: 0.03-0.07 s with two stock cards, 0.1-0.4 s with four, 0.3-1.2 s with six (24 deals: about
#: 25 s a position, five times the search), 2-11 s with eight (the first trick): too dear for
#: the dozens of deals a precise verdict needs.
OPEN_STOCK = 4


def open_solve(sample: Any, seat: int) -> dict[str, EndgameValue] | None:
    """The referee's value of an open deal (``sample``: a determinization, every card and
    the stock order known): per legal move of ``seat``, the final margin and deal score of
    perfect play by both (the solver draws the stock as the rules do, §5), as one sample.

    Why: with all cards seen 1001 is a perfect-information game, so where the solve is cheap
    it replaces the all-seeing search, whose mean counts the slips of its exploring opponent
    and whose noise is of the size of the losses measured (issue #32; docs/bots.md). None
    where the solver does not apply (three hands, a deal that may end the match) or the
    stock is still too full (``OPEN_STOCK``)."""
    if not solver.applicable(sample) or sample.stock_len - sample.stock_pos > OPEN_STOCK:
        return None
    out = {}
    for text, (margin, mine, _theirs) in solver.move_outcomes(sample, seat).items():
        won = 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
        out[text] = EndgameValue(won, float(margin), 1, float(mine))
    return out


#: What this module offers the search (engine.bots.hooks), checked by mypy.
def prune(state: Any, legal: Sequence[Action], seat: int) -> Sequence[Action] | None:
    """Root rule: a marriage is declared with its queen, never its king.

    Why: the two declarations are nearly the same move (the led card wins or loses alike,
    since only the partner lies between them; leading the queen keeps the higher card), so
    the search split its visits between them and a single lesser move could collect more
    visits than either: in a suite position where declaring was right by 0.09 (about 20
    points) ``normal`` declared in 1 of 4 seeds and ``strong`` at 1200 iterations missed it
    (issue #32; docs/bots.md). Declaring with the king can be better by a couple of points
    (when the led card wins and the kept one is later lost), far less than the split cost."""
    texts = {a.text for a in legal}
    kings = {f"marry K{a.words[1][-1]}" for a in legal if a.verb == "marry"}
    drop = {k for k in kings if k in texts and "marry Q" + k[-1] in texts}
    if not drop:
        return None
    return [a for a in legal if a.text not in drop]


#: The deal-rank share of the search's reward (the search's default is half). 1001 is a race
#: to 1001 over several deals: out-scoring the other player in one deal is worth nothing by
#: itself, the points are (a deal that ends the match is rewarded by the match anyway). With
#: half the reward on the deal's rank, ``strong`` cashed an ace at the first lead instead of
#: declaring K♠ Q♠ though declaring gained about 12 points (issue #32; docs/bots.md).
RANK_WEIGHT = 0.2


def consistency(real: Any, sample: Any, seat: int) -> list[str]:
    """What ``sample`` contradicts of this game's facts ``seat`` knows in ``real``
    (:mod:`engine.bots.consistency`)."""
    out = []
    known = real.known_holdings(seat)
    excluded = real.exclusions()
    for s in range(real.players):
        if s == seat:
            continue
        hand = set(sample.hand(s))
        out += [f"seat {s} should hold {c}" for c in known[s] if c not in hand]
        out += [f"seat {s} showed it lacks {c}" for c in excluded[s] if c in hand]
    return out


def put_hands(state: Any, hands: Sequence[int | None]) -> None:
    """``Hooks.put_hands``: ``state`` holding ``hands`` (its hands are masks of its own
    layout)."""
    state.masks = [
        old if new is None else mask_of(codes_of_mask(new))
        for old, new in zip(state.masks, hands, strict=True)
    ]
    state._legal = None


HOOKS = Hooks(
    put_hands=put_hands,
    # Inference from play reads next to nothing here (+0.002 nats a hidden card: the strict
    # phase hides nothing, the free phase's draws hide which cards were held; docs/bots.md)
    # and its pool of deals cost strong a declaration the suite calls right
    # (tests/engine/test_bots_tausendundeins_rules.py): off.
    infer_from_play=False,
    rollout=rollout,
    match_value=match_value,
    likelihood=likelihood,
    endgame=endgame,
    open_solve=open_solve,
    prune=prune,
    rank_weight=RANK_WEIGHT,
    consistency=consistency,
    strong_iterations=4000,
)
