"""Scharwenzel playout calls outside card play (``engine/bots/heuristics/scharwenzel_calls.py``):
on constructed hands the policy bids what the hand shows, passes a weak hand and over a
partner who already named the suit, names the suit worth most, declines Tout and stops unless
every trick is sure; over many random deals of 4, 6 and 8 players it only ever picks legal
moves.

The deals are built through the game's own ``deck`` argument (so every rule check applies);
seat 0 is forehand, seats 0 and 2 are partners.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

import engine
from engine.actions import Action
from engine.bots.heuristics import scharwenzel
from engine.bots.heuristics.scharwenzel_calls import (
    call,
    stop_call,
    suit_worth,
    takes_every_trick,
)
from engine.bots.policies import NOISE
from engine.cards import pack
from engine.contract import GameState
from engine.games.scharwenzel import (
    ANNOUNCING,
    BIDDING,
    DECIDING,
    NAMING,
    PLAYING,
    POWER,
    SUIT_IN_PLAY,
)

SPEC = engine.game("scharwenzel")


class _Sure(random.Random):
    """An rng whose first draw is never below ``NOISE``: the rule, not chance, decides."""

    def random(self) -> float:
        return max(NOISE, super().random())


def _state(hands: dict[int, str], calls: list[str] = ()) -> GameState:  # type: ignore[assignment]
    """A four-player deal with these hands (the rest dealt as it falls), then ``calls``."""
    base = list(pack(32))
    probe = SPEC.new_game(seed=1, deck=base)
    seat_of = {card: seat for seat in range(4) for card in probe.hand(seat)}
    given = {c for cards in hands.values() for c in cards.split()}
    spare = iter(c for c in base if c not in given)
    deck = [""] * len(base)
    for seat in range(4):
        slots = [i for i, c in enumerate(base) if seat_of[c] == seat]
        cards = hands[seat].split() if seat in hands else [next(spare) for _ in slots]
        for i, card in zip(slots, cards, strict=True):
            deck[i] = card
    state = SPEC.new_game(seed=1, deck=deck)
    for seat, cards in hands.items():
        assert sorted(state.hand(seat)) == sorted(cards.split())
    for text in calls:
        state.apply(Action(text))
    return state


def _call(state: GameState) -> str:
    action = call(state, state.legal_actions(), _Sure(0))
    assert action is not None and action in state.legal_actions()
    return action.text


#: Five hearts with the Olsch and the heart seven (Nillje): the hand to bid on.
STRONG_HEARTS = "AH KH 10H 7H JH QC 9S 8D"
#: Three spades without a top trump, the rest scattered.
WEAK = "9S 8S 10S AH 8H 9D 10D AC"
#: Five hearts but no top trump: worth five, not more.
PLAIN_HEARTS = "AH KH 10H 9H 8H 9S 8D 7D"


def test_suit_worth_counts_trumps_and_the_three_top_ones() -> None:
    # hearts: AH KH 10H 7H JH QC are trumps (6), 7H and QC are top trumps (+2)
    assert suit_worth(STRONG_HEARTS.split(), "H") == 8
    # clubs: only QC and JH are trumps (no club seven), QC a top one
    assert suit_worth(STRONG_HEARTS.split(), "C") == 3


def test_a_strong_hand_bids_its_suit_in_full() -> None:
    assert _call(_state({0: STRONG_HEARTS})) == "bid 5"


def test_a_long_club_suit_bids_better() -> None:
    assert _call(_state({0: "AC KC 10C 9C QC 7S 8D 9H"})) == "bid 5 better"


def test_a_weak_hand_passes_though_it_could_bid() -> None:
    state = _state({0: WEAK})
    assert "bid 3" in [a.text for a in state.legal_actions()]
    assert _call(state) == "pass"


def test_over_the_partner_only_with_clearly_more() -> None:
    """The same five plain hearts bid 5 over an opponent's 4, but pass over the partner's:
    his bid already names a four-card suit, one more card adds nothing worth the trumps."""
    over_opponent = _state({1: PLAIN_HEARTS}, ["bid 4"])
    assert _call(over_opponent) == "bid 5"
    over_partner = _state({2: PLAIN_HEARTS}, ["bid 4", "pass"])
    assert over_partner.current_player == 2
    assert _call(over_partner) == "pass"


def test_a_bid_it_cannot_beat_is_a_pass() -> None:
    state = _state({1: STRONG_HEARTS}, ["bid 6"])
    assert _call(state) == "pass"


def test_noise_leaves_some_bids_to_chance() -> None:
    state = _state({0: STRONG_HEARTS})
    rng = random.Random(5)
    left = sum(call(state, state.legal_actions(), rng) is None for _ in range(1000))
    assert 50 < left < 150  # about NOISE of 1000


def test_trumps_are_the_suit_worth_most() -> None:
    """Four hearts and four diamonds, four trumps either way; the diamond seven (the Nillje
    if diamonds are trumps) makes diamonds worth more, and the bid (4) allows both."""
    hand = "AH KH 10H 9H 7D 8D AD KD"
    state = _state({0: hand}, ["bid 4", "pass", "pass", "pass"])
    assert state.phase == NAMING
    assert [a.text for a in state.legal_actions()] == ["trump H", "trump D"]
    assert _call(state) == "trump D"


def test_tout_only_with_every_trick_sure() -> None:
    """The eight best heart trumps take every trick, led or not; swap the ace of hearts for
    the eight and the king or ace may beat it: no Tout."""
    top = "QC 7H QS JC JS JH JD AH"
    state = _state({1: top}, ["pass", "bid 3", "pass", "pass", "trump H"])
    assert state.phase == ANNOUNCING and state.current_player == 1
    assert _call(state) == "tout"
    almost = "QC 7H QS JC JS JH JD 8H"
    state = _state({1: almost}, ["pass", "bid 3", "pass", "pass", "trump H"])
    assert _call(state) == "no-tout"
    state = _state({0: STRONG_HEARTS}, ["bid 5", "pass", "pass", "pass", "trump H"])
    assert _call(state) == "no-tout"


def test_takes_every_trick_needs_the_lead_for_plain_cards() -> None:
    suit_of, power = SUIT_IN_PLAY["H"], POWER["H"]
    hand = ["QC", "AS"]  # the Olsch and the ace of spades
    unseen = ["KS", "9S", "8H", "9D"]  # one trump (8H) out
    assert takes_every_trick(hand, unseen, suit_of, power, "H", leads=True)
    # without the lead, a diamond led costs the ace of spades its trick or the Olsch is
    # spent on it: not sure
    assert not takes_every_trick(hand, unseen, suit_of, power, "H", leads=False)
    # two trumps out and only one to draw them with
    assert not takes_every_trick(hand, [*unseen, "9H"], suit_of, power, "H", leads=True)
    # an unseen card above one of ours
    assert not takes_every_trick(["QC", "KS"], unseen + ["AS"], suit_of, power, "H", True)


def _deciding(hand: list[str], won_by_us: list[str]) -> SimpleNamespace:
    return SimpleNamespace(
        phase=DECIDING,
        current_player=0,
        trump="H",
        hands=[hand, [], [], []],
        won=[won_by_us, []],
        pack=pack(32),
    )


def test_go_on_only_when_the_rest_is_sure() -> None:
    """Eight players' deal shape (4 tricks): after three clean tricks the winner holds one
    card. The Olsch goes on; the Nillje stops while the Olsch is out; once the Olsch has
    fallen, the Nillje is the top trump and goes on."""
    assert stop_call(_deciding(["QC"], [])).text == "go-on"
    assert stop_call(_deciding(["7H"], [])).text == "stop"
    assert stop_call(_deciding(["7H"], ["QC", "8S", "9S", "10S"])).text == "go-on"
    # an ace of a plain suit while trumps are out: stop
    assert stop_call(_deciding(["AS"], [])).text == "stop"


def _random_playout(players: int, seed: int) -> int:
    """Plays a deal from a determinized state with the policy; returns how many non-card
    calls the policy made (each checked legal)."""
    rng = random.Random(seed)
    state = SPEC.new_game(players=players, seed=seed)
    calls = 0
    while not state.deal_over:
        seat = state.current_player
        assert seat is not None
        sample = state.determinize(seat, random.Random(rng.random()))
        legal = sample.legal_actions()
        chosen = scharwenzel.rollout(sample, legal, rng)
        if chosen is not None:
            assert chosen in legal, (players, seed, chosen.text)
            if state.phase != PLAYING:
                calls += 1
        action = chosen if chosen is not None and chosen in state.legal_actions() else None
        if action is None:
            action = rng.choice(list(state.legal_actions()))
        state.apply(action)
    return calls


@pytest.mark.parametrize("players", [4, 6, 8])
def test_playouts_only_ever_make_legal_calls(players: int) -> None:
    calls = sum(_random_playout(players, seed) for seed in range(60))
    assert calls >= 60 * players // 2  # the bidding at least was the policy's


@pytest.mark.parametrize("players", [4, 6, 8])
def test_fast_playouts_from_every_phase_stay_legal(players: int) -> None:
    """The way the search runs it: ``legal_fast``/``apply_fast`` on determinized states,
    the policy deciding every step, from the start of many deals."""
    rng = random.Random(players)
    phases: set[int] = set()
    for seed in range(150):
        real = SPEC.new_game(players=players, seed=seed)
        d = real.determinize(real.current_player, random.Random(seed))
        while d.current_player is not None:
            legal = d.legal_fast()
            phases.add(d.phase)
            chosen = scharwenzel.rollout(d, legal, rng) if len(legal) > 1 else legal[0]
            if chosen is None:
                chosen = legal[int(rng.random() * len(legal))]
            assert chosen in legal
            d.apply_fast(chosen)
        assert d.deal_result() is not None
    assert {BIDDING, NAMING, ANNOUNCING} <= phases
