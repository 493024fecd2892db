"""Playout policies: always a legal move (or None for "random"), and the rules of thumb do
what they say on hand-made tricks."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine
from engine.actions import Action
from engine.bots import policies
from engine.bots.heuristics import for_game
from engine.bots.positions import random_positions
from engine.cards import NATURAL_VALUE, RANK_OF, SUIT_OF
from engine.tricks import CLOCKWISE

POWER = {c: NATURAL_VALUE[RANK_OF[c]] for c in SUIT_OF}
POINTS = {c: {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}.get(RANK_OF[c], 0) for c in SUIT_OF}


def _plays(*cards: str) -> dict[str, Action]:
    return {c: Action(f"play {c}") for c in cards}


class _NoNoise(random.Random):
    """An rng whose first draw is never below the noise share, so the rule itself decides."""

    def random(self) -> float:
        return 0.99


@pytest.mark.parametrize("game_id", sorted(engine.GAMES))
def test_every_game_has_a_rollout_that_only_chooses_legal_moves(game_id):
    module = for_game(game_id)
    assert module is not None and hasattr(module, "rollout")
    rng = random.Random(3)
    chosen = 0
    for pos in random_positions(engine.game(game_id), 60, seed=17):
        d = pos.determinize(pos.current_player, rng)
        while d.current_player is not None:  # play the deal out by the policy alone
            legal = d.legal_actions()
            action = module.rollout(d, legal, rng)
            if action is None:
                action = rng.choice(legal)
            else:
                chosen += 1
            assert action in legal
            d.apply(action)
    assert chosen > 100  # the policy decides most steps, not the random fallback


def test_partner_s_winning_card_is_not_overtaken_and_gets_points():
    # Partner (seat 2) led AH and wins; we hold KH (would not overtake: lower) and 10H.
    # Both lose to AH, so we feed him the most points: 10H.
    action = policies.trick_play(
        _plays("10H", "KH", "7H"),
        ["AH", "8H"],
        (2, 3),
        0,
        (2,),
        SUIT_OF,
        POWER,
        POINTS,
        "S",
        _NoNoise(),
    )
    assert action == Action("play 10H")
    # Partner's KH wins; we must not take it with the ace, we throw under it.
    action = policies.trick_play(
        _plays("AH", "7H"), ["KH", "8H"], (2, 3), 0, (2,), SUIT_OF, POWER, None, "S", _NoNoise()
    )
    assert action == Action("play 7H")


def test_an_opponent_s_trick_is_won_with_the_cheapest_winning_card():
    # The opponent's QH wins: KH and AH both beat it; KH is cheaper.
    action = policies.trick_play(
        _plays("AH", "KH", "7H"), ["QH"], (1,), 0, (2,), SUIT_OF, POWER, POINTS, "S", _NoNoise()
    )
    assert action == Action("play KH")
    # Void in hearts: a small trump wins it rather than the ace of trumps.
    action = policies.trick_play(
        _plays("AS", "7S", "8D"), ["QH"], (1,), 0, (2,), SUIT_OF, POWER, POINTS, "S", _NoNoise()
    )
    assert action == Action("play 7S")


def test_a_lead_keeps_trumps_and_high_cards():
    action = policies.trick_play(
        _plays("7S", "AH", "8D"), [], (), 0, (), SUIT_OF, POWER, POINTS, "S", _NoNoise()
    )
    assert action == Action("play 8D")


def test_ducking_plays_the_highest_card_that_still_loses():
    assert policies.duck_play(
        _plays("7H", "9H", "AH"), ["10H"], SUIT_OF, POWER, _NoNoise()
    ) == Action("play 9H")
    # Cannot follow: throw the highest card.
    assert policies.duck_play(_plays("7S", "AD"), ["10H"], SUIT_OF, POWER, _NoNoise()) == Action(
        "play AD"
    )


def test_scharwenzel_returns_the_partner_s_suit():
    from engine.bots.heuristics import scharwenzel

    suit_of = {c: SUIT_OF[c] for c in SUIT_OF}
    back = scharwenzel._return_lead(
        _plays("AS", "8H", "KH"), (2, ["9H", "7H", "QH", "10H"]), (2,), suit_of, POWER
    )
    assert back == "8H"  # the card (the rollout plays its action)
    # An opponent's lead is not returned.
    assert (
        scharwenzel._return_lead(_plays("AS", "8H"), (1, ["9H", "7H"]), (3,), suit_of, POWER)
        is None
    )


def test_chapanka_fast_rollout_takes_the_rules_of_thumb_decisions():
    """Chapanka's playout policy reads tables instead of asking ``choose`` at every step;
    over whole random deals (and determinized samples) it picks exactly what the rules of
    thumb pick, with the same use of the generator."""
    from engine.bots.heuristics import chapanka
    from engine.bots.sampling import SeatRandom

    spec = engine.game("chapanka")
    steps = 0
    for n, state in enumerate(random_positions(spec, 12, seed=21)):
        state = state.determinize(state.current_player, SeatRandom(n))
        rng = random.Random(n)
        while state.current_player is not None:
            legal = state.legal_actions()
            seed = rng.random()
            fast = chapanka.rollout(state, legal, random.Random(seed))
            ruled = chapanka.rollout_by_rules(state, legal, random.Random(seed))
            assert fast == ruled, (state.table, [a.text for a in legal])
            state.apply(fast if fast is not None else rng.choice(legal))
            steps += 1
    assert steps > 200


def _bolachen_trick_play(state: Any, legal: list[Action], rng: random.Random) -> Any:
    """What Bolachen's policy played as ``trick_play`` (no card points), where it asks it
    (a suit or Mord contract's card play); ``_NOT_ASKED`` elsewhere."""
    from engine.bots.heuristics import bolachen
    from engine.games import bolachen as game

    if state.phase != game.PLAYING or state.declarer is None or state.contract == "bettel":
        return _NOT_ASKED
    seat = state.current_player
    return policies.trick_play(
        {a.words[1]: a for a in legal},
        state.trick,
        CLOCKWISE[game.PLAYERS][state.leader],
        seat,
        bolachen._partners(state, seat),
        SUIT_OF,
        game.POWER,
        None,
        state.trump,
        rng,
    )


def _tausendundeins_trick_play(state: Any, legal: list[Action], rng: random.Random) -> Any:
    """What 1001's policy played as ``trick_play`` (card points, no partner), where it asks
    it (card play without a marriage to declare); ``_NOT_ASKED`` elsewhere."""
    from engine.games import tausendundeins as game

    if state.phase != game.PH_PLAY or any(a.verb == "marry" for a in legal):
        return _NOT_ASKED
    plays = {a.words[1]: a for a in legal}
    return policies.trick_play(
        plays,
        state.trick,
        (),
        state.current_player,
        (),
        game.SUIT,
        game.POWER,
        game.POINTS,
        state.trump,
        rng,
    )


_NOT_ASKED = object()


@pytest.mark.parametrize(
    ("game_id", "spelled"),
    [("bolachen", _bolachen_trick_play), ("tausendundeins", _tausendundeins_trick_play)],
)
def test_a_ranked_rollout_plays_trick_play_s_card(game_id: str, spelled: Any) -> None:
    """Bolachen's and 1001's playout policies rank the cards (``ranked_card`` with
    ``cost_ranks``: one number per card, card points included in 1001) instead of comparing
    ``trick_play``'s cost tuples: over whole random deals (and determinized samples) they
    play exactly the card ``trick_play`` plays, with the same use of the generator."""
    from engine.bots.sampling import SeatRandom

    module = for_game(game_id)
    assert module is not None
    compared = 0
    for n, state in enumerate(random_positions(engine.game(game_id), 40, seed=23)):
        state = state.determinize(state.current_player, SeatRandom(n))
        rng = random.Random(n)
        while state.current_player is not None:
            legal = state.legal_actions()
            seed = rng.random()
            mine, theirs = random.Random(seed), random.Random(seed)
            chosen = module.rollout(state, legal, mine)
            expected = spelled(state, legal, theirs)
            if expected is not _NOT_ASKED:
                assert chosen == expected, (vars(state).get("trick"), [a.text for a in legal])
                assert mine.getstate() == theirs.getstate()
                compared += 1
            state.apply(chosen if chosen is not None else rng.choice(legal))
    assert compared > 200


@pytest.mark.parametrize("with_points", [False, True])
def test_cost_ranks_order_the_cards_as_trick_play_s_cost(with_points: bool) -> None:
    """One number per card, compared as ``trick_play``'s cost tuples (trump, points, power)
    compare, ties included, also where points do not follow power."""
    rng = random.Random(7)
    cards = [f"{rank}{suit}" for suit in "CDHS" for rank in "789TJQKA"]
    for _ in range(20):
        suit_of = {c: c[-1] for c in cards}
        power = {c: rng.randrange(-3, 9) for c in cards}
        points = {c: rng.randrange(0, 12) for c in cards} if with_points else None
        trump = rng.choice(["C", "D", None])
        ranks = policies.cost_ranks(suit_of, power, trump, points)

        def cost(c: str) -> tuple[bool, int, int]:
            return (suit_of[c] == trump, points[c] if points else 0, power[c])  # noqa: B023

        for a in cards:
            for b in cards:
                assert (ranks[a] < ranks[b]) == (cost(a) < cost(b))
                assert (ranks[a] == ranks[b]) == (cost(a) == cost(b))


def _duck_card_before(cards, trick, suit_of, power, rng):  # type: ignore[no-untyped-def]
    """``duck_card`` as it was before its plain loops (issue #44 item 7): the reference."""
    if rng.random() < policies.NOISE:
        return None
    if not trick:
        return min(cards, key=power.__getitem__)
    led = suit_of[trick[0]]
    top = max((power[c] for c in trick if suit_of[c] == led), default=-1)
    following = [c for c in cards if suit_of[c] == led]
    if not following:
        return max(cards, key=power.__getitem__)
    under = [c for c in following if power[c] < top]
    return max(under or following, key=power.__getitem__)


def _trick_leader_before(trick, suit_of, power, trump):  # type: ignore[no-untyped-def]
    """``trick_leader`` as it was before it kept the winning card's suit and power."""
    best_i = 0
    best = trick[0]
    for i in range(1, len(trick)):
        card = trick[i]
        suit = suit_of[card]
        if (suit == suit_of[best] and power[card] > power[best]) or (
            suit == trump and suit_of[best] != trump
        ):
            best_i, best = i, card
    return best_i


def test_duck_card_and_trick_leader_choose_as_before_their_plain_loops() -> None:
    """On random tricks and hands (powers with ties, trumps or none), the same card and the
    same leader as the forms they replaced, with the same draws."""
    rng = random.Random(5)
    deck = sorted(SUIT_OF)
    tied = {c: NATURAL_VALUE[RANK_OF[c]] // 3 for c in SUIT_OF}  # ties within a suit
    compared = 0
    for trial in range(3000):
        power = POWER if trial % 2 else tied
        cards = rng.sample(deck, rng.randrange(1, 9))
        rest = [c for c in deck if c not in cards]
        trick = rng.sample(rest, rng.randrange(0, 5))
        trump = rng.choice([None, "C", "D", "H", "S"])
        seed = rng.randrange(1 << 30)
        got = policies.duck_card(cards, trick, SUIT_OF, power, random.Random(seed))
        assert got == _duck_card_before(cards, trick, SUIT_OF, power, random.Random(seed))
        if trick:
            assert policies.trick_leader(trick, SUIT_OF, power, trump) == _trick_leader_before(
                trick, SUIT_OF, power, trump
            )
        compared += 1
    assert compared == 3000
