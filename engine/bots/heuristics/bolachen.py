"""Playout policy for Bolachen: the trick-play rules of thumb of ``engine.bots.policies``.

Brand and Mord are about taking tricks: win cheaply, keep trumps, and the two defenders play
as partners (they win or lose together against the declarer). In Bettel the declarer must
take no trick, so he ducks; the defenders duck too, so that his card is left winning.
The auction, the contract, the card call and the exchange follow a player's count of his
sure tricks (``engine.bots.heuristics.bolachen_hands``): claim and bid only what the hand can
make, lay away the cards it can spare, name the trumps it is longest and strongest in.

``likelihood`` reads the declarer's contract as evidence about his cards: a Mord is played
with the top cards (aces, kings), a Bettel with low ones, a Brand with length in the trump
suit. A sampled deal whose declarer would hardly have chosen that contract is kept less
often, so the search imagines the declarer's hand the way the table reads his bid.

``policy_plays`` leaves the auction and the exchange below the search's root to the rules
above: the tree's statistics bid for the other seats as if every imagined hand were theirs,
and made ``strong`` pass seven-trump hands (docs/bots.md).

``prune`` keeps a defender from overtaking his partner's Brand trick when he plays last.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Collection, Sequence
from typing import Any

from engine.actions import Action
from engine.bots.heuristics import bolachen_hands as hands
from engine.bots.heuristics import bolachen_solver as solver
from engine.bots.hooks import Hooks
from engine.bots.ismcts import FastPlayout
from engine.bots.pimc import ExactPlay
from engine.bots.policies import (
    cost_ranks,
    duck_card,
    ranked_card,
    spare_partners_trick,
)
from engine.bots.trick_playout import TrickPlayoutLoop, play_texts
from engine.cards import RANK_OF, SUIT_OF
from engine.games.bolachen import (
    AUCTION,
    BRAND_LEVEL,
    CALL,
    CALLING,
    CLAIM,
    CLAIMING,
    CONTRACT,
    CONTRACT_ACTION,
    CONTRACT_MIN_LEVEL,
    CONTRACT_OF,
    DISCARD,
    DISCARDING,
    DROP,
    GIVE,
    GIVING,
    HOLD,
    LEVEL_OF_BID,
    NOCALL,
    PASS,
    PLAY,
    PLAYERS,
    PLAYING,
    POWER,
    SUIT_OF_TRUMP_ACTION,
    TRUMP,
    TRUMP_ACTION,
)
from engine.reasons import Reason
from engine.tricks import CLOCKWISE


def rollout(state: Any, legal: Sequence[Action], rng: random.Random) -> Action | None:
    """A card to the trick, a bid or an exchange by the rules of thumb above."""
    if state.phase != PLAYING:
        return _before_play(state, legal)
    plays = {a.words[1]: a for a in legal}
    card = _card(state, plays, state.current_player, rng)
    return None if card is None else plays[card]


def _card(state: Any, cards: Collection[str], seat: int, rng: random.Random) -> str | None:
    """:func:`rollout`'s card among the legal ``cards`` (in the legal order), or None for a
    random one: shared by :func:`rollout` and :func:`playout_loop`, which has the cards
    without their actions."""
    if state.declarer is None:
        return None
    trick = state.trick
    if state.contract == "bettel":
        return duck_card(cards, trick, SUIT_OF, POWER, rng)
    return ranked_card(
        cards,
        trick,
        CLOCKWISE[PLAYERS][state.leader],
        _partners(state, seat),
        SUIT_OF,
        POWER,
        state.trump,
        _ranks(state.trump),
        rng,
    )


#: The search's playout with :func:`rollout`, in Bolachen's own loop (the ``playout`` hook).
playout_loop = TrickPlayoutLoop(PLAYING, _card, play_texts(PLAY))
playout = FastPlayout(rollout, playout_loop)


@functools.cache
def _ranks(trump: str | None) -> dict[str, int]:
    """The playout's cost of each card under ``trump``: ``trick_play`` without card points
    (trumps dearer, then power) as one number per card (``trick_play_ranked``: the same
    card, without a tuple made per card and compared)."""
    return cost_ranks(SUIT_OF, POWER, trump)


def _partners(state: Any, seat: int) -> tuple[int, ...]:
    """The other defender for a defender; nobody for the declarer."""
    return _PARTNERS[state.declarer, seat]


#: ``_PARTNERS[declarer, seat]``: :func:`_partners`' answer, looked up (the playout asks it
#: at every card; a tuple built from a generator each time was a tenth of the card's pick).
_PARTNERS: dict[tuple[int | None, int], tuple[int, ...]] = {
    (declarer, seat): ()
    if seat == declarer
    else tuple(s for s in range(PLAYERS) if s not in (seat, declarer))
    for declarer in (None, *range(PLAYERS))
    for seat in range(PLAYERS)
}


def prune(state: Any, legal: Sequence[Action], seat: int) -> list[Action] | None:
    """Moves a good defender never makes, removed before the search (docs/rules/bolachen.md
    §7, §8): playing last to a Brand trick his partner is winning, he does not overtake him
    with a higher card or a trump; the two defenders' tricks count together, so that only
    spends a card that could take a trick of its own later. In Bettel and Mord the lead and
    the end of the hand matter more than the card, so the search decides there. None:
    nothing to remove."""
    if state.phase != PLAYING or state.contract != "brand" or not state.trick:
        return None
    plays = {a.words[1]: a for a in legal if a.verb == "play"}
    if len(plays) != len(legal):
        return None
    return spare_partners_trick(
        plays,
        state.trick,
        CLOCKWISE[PLAYERS][state.leader],
        seat,
        _partners(state, seat),
        PLAYERS,
        SUIT_OF,
        POWER,
        state.trump,
    )


def prune_reason(state: Any, kept: Sequence[Action], seat: int) -> Reason | None:
    """The rule's words for the move :func:`prune` left alone (the hint shows them)."""
    if len(kept) != 1 or prune(state, state.legal_actions(), seat) is None:
        return None
    return Reason("Your partner wins this trick: do not overtake him.")


def _before_play(state: Any, legal: Sequence[Action]) -> Action | None:
    """The auction and the exchange as a player who counts his tricks plays them."""
    phase = state.phase
    hand = state.hands[state.current_player]
    if phase == CLAIMING:
        if PASS in legal and not hands.highest_makeable(hand):
            return PASS
        return CLAIM
    if phase == AUCTION:
        return _bid(legal, state.auction.high, hands.highest_makeable(hand))
    if phase == CONTRACT:
        best = hands.highest_makeable(hand)
        allowed = [CONTRACT_OF[a] for a in legal]
        for contract in ("mord", "bettel"):
            if contract in allowed and best >= CONTRACT_MIN_LEVEL[contract]:
                return CONTRACT_ACTION[contract]
        return legal[0]
    contract = state.contract
    if phase == CALLING:
        card = hands.call_for(hand, contract)
        return CALL[card] if card is not None else NOCALL
    if phase == GIVING:
        return GIVE[hands.give_for(hand, contract, state.called)]
    if phase == DISCARDING:
        trump = hands.best_trump(hand, _nameable(state)) if contract == "brand" else None
        first, second = hands.discard_for(hand, contract, trump)
        return DISCARD.get((first, second)) or DISCARD[(second, first)]
    if phase == TRUMP:
        suits = [SUIT_OF_TRUMP_ACTION[a] for a in legal]
        return TRUMP_ACTION[hands.best_trump(hand, suits)]
    return None


def policy_plays(state: Any) -> bool:
    """Below the search's root, the rules above play every decision before the first card."""
    return bool(state.phase < PLAYING)


def _bid(legal: Sequence[Action], high: int | None, best: int) -> Action:
    """Hold or raise as far as the hand goes (the lowest sufficient level), else drop."""
    if HOLD in legal and high is not None and high <= best:
        return HOLD
    for action in legal:
        level = LEVEL_OF_BID.get(action)
        if level is not None and (level <= best or high is None):
            return action
    return DROP


def _nameable(state: Any) -> list[str]:
    """The trump suits the declarer's minimum level still allows."""
    return [s for s, lvl in BRAND_LEVEL.items() if lvl >= state.min_level]


#: How much likelier a sample is per unit of fit (each factor is applied per missing unit).
MISS = 0.5


def likelihood(real: Any, sample: Any, seat: int) -> float:
    """How well the sampled declarer's cards fit his contract (1 = typical, smaller = odd).

    His cards are his hand plus what he has played this deal (both as sampled), which is
    close to what he held when he chose; a guess, so the weight never reaches zero."""
    declarer = real.declarer
    if declarer is None or declarer == seat or real.contract is None:
        return 1.0
    fit = _fit(real)
    if fit is None:
        return 1.0
    counts, played, wanted, sign = fit
    found = played
    for card in sample.hands[declarer]:
        found += counts[card]
    return float(MISS ** max(0, sign * (wanted - found)))


#: How :func:`likelihood` weighs the declarer's cards in a position: per card whether it
#: counts (1 or 0), how many of his played cards count, the count wanted and its sign (+1:
#: fewer than wanted is odd, -1: more than wanted is odd); None: every sample weighs 1.
_Fit = tuple[dict[str, int], int, int, int] | None


def _fit(real: Any) -> _Fit:
    """What :func:`likelihood` counts in ``real``'s contract, worked out once per position
    (the declarer's plays this deal are read from the history once, not per sample): a
    Mord wants six aces and kings, a Bettel at most one ace, king or queen, a Brand four
    trumps."""
    found: _Fit = real.position_memo("_likelihood_fit", lambda: _contract_fit(real))
    return found


def _contract_fit(real: Any) -> _Fit:
    contract = real.contract
    if contract == "mord":
        counts, wanted, sign = _TOPS, 6, 1
    elif contract == "bettel":
        counts, wanted, sign = _HIGH, 1, -1
    elif real.trump is None:
        return None
    else:
        counts, wanted, sign = _IN_SUIT[real.trump], 4, 1
    declarer = real.declarer
    played = 0
    for who, text in real.history[real.deal_starts[-1] :]:
        if who == declarer and text.startswith("play "):
            played += counts[text[5:]]
    return counts, played, wanted, sign


def _counting(counts: Callable[[str], bool]) -> dict[str, int]:
    """Per card 1 where ``counts`` says it counts, else 0."""
    return {card: int(counts(card)) for card in RANK_OF}


def _in_suit(suit: str) -> dict[str, int]:
    return _counting(lambda card: SUIT_OF[card] == suit)


_TOPS = _counting(lambda card: RANK_OF[card] in ("A", "K"))
_HIGH = _counting(lambda card: RANK_OF[card] in ("A", "K", "Q"))
_IN_SUIT = {suit: _in_suit(suit) for suit in "CDHS"}


def match_value(state: Any) -> list[float]:
    """The finished match (rules §10): the score sheet's totals, the
    highest total winning."""
    return [float(t) for t in state.totals()]


#: What this module offers the search (engine.bots.hooks), checked by mypy.
def consistency(real: Any, sample: Any, seat: int) -> list[str]:
    """What ``sample`` contradicts of this game's facts ``seat`` knows in ``real``
    (:mod:`engine.bots.consistency`)."""
    from engine.cards import SUIT_OF
    from engine.games.bolachen import SUIT_BIT

    out = []
    for s in range(real.players):
        if s == seat:
            continue
        for card in sample.hands[s]:
            if real.voids[s] & SUIT_BIT[SUIT_OF[card]]:
                out.append(f"seat {s} showed void in {SUIT_OF[card]} but holds {card}")
            if card == real.called and s != real.declarer:
                out.append(f"the called card {card} is with defender {s}")
    if real.called is not None and real.called in sample.dopper:
        out.append("the called card is back in the dopper")
    return out


#: Exact play of the last tricks (:mod:`engine.bots.pimc`): ``strong`` solves guessed deals
#: once the seat holds at most ``hand_cards`` cards, where the solves fit its time cap
#: (``python -m engine.bots.solver_bench``, docs/bots.md); the referee solves open deals.
EXACT = ExactPlay(
    solver.open_deal,
    solver.CARD,
    hand_cards={3: 7},
    likelihood=likelihood,
)

HOOKS = Hooks(
    endgame=EXACT.endgame,
    exact_play=EXACT,
    rollout=rollout,
    playout=playout,
    prune=prune,
    prune_reason=prune_reason,
    policy_plays=policy_plays,
    likelihood=likelihood,
    match_value=match_value,
    consistency=consistency,
    strong_iterations=2500,
    # strong searches 20,000 (four times the old 5,000): 0.90 of the separating suite (was
    # 0.77) and +1.0 points a deal against the old strong over 200 deals (+0.7 at 5,000),
    # docs/bots.md ("In play at four times the budget").
    strong_factor=8,
)
