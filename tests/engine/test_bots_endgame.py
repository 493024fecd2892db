"""The exact endgame of two-hand 1001 (``engine.bots.heuristics.tausendundeins_solver``).

The solver is checked against plain minimax over the game's own ``legal_actions`` and
``apply`` (so every rule of the engine is the reference: heading, trumping, marriages, the
no-trick rule, the free phase's draws), and the ``strong`` bot is shown to play a known best
move in a constructed endgame, reproducibly, while ``baseline`` and ``normal`` do not use it.
"""

from __future__ import annotations

import random

import pytest

import engine
from engine.bots import make
from engine.bots.heuristics import tausendundeins as heuristics
from engine.bots.heuristics.tausendundeins_solver import applicable, move_outcomes, move_values
from engine.bots.ismcts import merge_endgame
from engine.contract import GameState

SPEC = engine.game("tausendundeins")


def _remaining(state: GameState) -> int:
    return sum(m.bit_count() for m in state.masks) + state.stock_len - state.stock_pos


def _random_position(seed: int, cards_left: int, options: dict[str, object]) -> GameState:
    """A deal played at random (marriages mostly declared) until at most ``cards_left``
    cards are in the hands and the stock."""
    rng = random.Random(seed)
    state = SPEC.new_game(seed=seed, options=options)
    while _remaining(state) > cards_left or state.current_player is None:
        legal = state.legal_actions()
        marry = [a for a in legal if a.verb == "marry"]
        state.apply(rng.choice(marry) if marry and rng.random() < 0.7 else rng.choice(legal))
    return state


def _minimax(state: GameState, seat: int, memo: dict[tuple[object, ...], int]) -> int:
    """The final deal margin of ``seat`` under perfect play, by the engine's own moves.
    Memoised on everything the rest of the deal depends on (value to go)."""
    now = state.points[seat] - state.points[1 - seat]
    if state.current_player is None:
        scores = state.deal_result().scores
        return scores[seat] - scores[1 - seat]
    key = (
        tuple(state.masks),
        tuple(state.trick),
        state.leader,
        state.trump,
        state.stock_pos,
        tuple((m[0], m[2]) for m in state.marriages),
        tuple(t > 0 for t in state.tricks_won),
    )
    found = memo.get(key)
    if found is not None:
        return now + found
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        values.append(_minimax(child, seat, memo))
    best = max(values) if state.current_player == seat else min(values)
    memo[key] = best - now
    return best


def _engine_values(state: GameState, seat: int) -> dict[str, int]:
    memo: dict[tuple[object, ...], int] = {}
    out = {}
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        out[action.text] = _minimax(child, seat, memo)
    return out


@pytest.mark.parametrize("scoring", ["suit", "order"])
def test_solver_agrees_with_minimax_over_the_engine_in_the_strict_phase(scoring):
    checked = 0
    for seed in range(40):
        state = _random_position(seed, 10, {"marriage_scoring": scoring})
        seat = state.current_player
        assert applicable(state)
        assert move_values(state, seat) == _engine_values(state, seat), seed
        # The scores along the best line add up: all 120 card points, and marriages only
        # count for a seat that won a trick.
        for margin, mine, theirs in move_outcomes(state, seat).values():
            assert mine - theirs == margin and 120 <= mine + theirs <= 120 + 280
        checked += 1
    assert checked == 40


def test_solver_agrees_with_minimax_in_the_last_free_trick():
    """With two stock cards left the draws are part of the solve (a determinization's
    stock order is known to the solver); the 32-card pack (six tricks a hand) keeps the
    reference minimax quick, and has eights and sevens."""
    for seed in (101, 107, 109):
        state = _random_position(seed, 14, {"pack": 32})
        assert state.stock_len - state.stock_pos == 2 and len(state.pack) == 32
        seat = state.current_player
        assert move_values(state, seat) == _engine_values(state, seat), seed


def _keep_till_the_end(seed: int) -> GameState | None:
    """Forehand is dealt KC QC, the dealer AC 9H; both play at random but never those
    four cards while they may play another, until two cards each are left. None if the
    duties forced one of them out, or the dealer is on lead then."""
    f8 = "KC QC AS 10S KS QS JS 9S"
    d8 = "AC 9H AD 10D KD QD JD 9D"
    stock = "10C JC 9C AH 10H KH QH JH"
    f, d, s = f8.split(), d8.split(), stock.split()
    deck = f[0:3] + d[0:3] + f[3:5] + d[3:5] + f[5:8] + d[5:8] + s
    state = SPEC.new_game(seed=seed, deck=deck)
    fh = state.forehand
    keep = {fh: {"KC", "QC"}, 1 - fh: {"AC", "9H"}}
    rng = random.Random(seed)
    while _remaining(state) > 4:
        seat = state.current_player
        legal = state.legal_actions()
        spare = [
            a
            for a in legal
            if a.words[1] not in keep[seat] and not (a.verb == "marry" and a.words[1][1] == "C")
        ]
        if not spare:
            return None
        state.apply(rng.choice(spare))
    if state.hand(fh) != ["KC", "QC"] or state.current_player != fh or state.trick:
        return None
    return state


def _endgame_position() -> GameState:
    for seed in range(200):
        state = _keep_till_the_end(seed)
        if state is not None:
            return state
    raise AssertionError("no seed reached the constructed endgame")


def test_strong_declares_with_the_queen_and_keeps_the_king():
    """Two cards each: forehand KC QC on lead, the other AC 9H. Playing a club gives the ace
    the trick and the last trick too (18 points away). Declaring clubs with the queen gives
    100, loses the queen to the ace, and the king then trumps the heart: +100 + 4 - 14 = +90
    for the rest of the deal; declaring with the king instead loses the king's 4: +88."""
    state = _endgame_position()
    seat = state.current_player
    values = move_values(state, seat)
    base = values["marry QC"] - 90
    assert values == {
        "play KC": base - 18,
        "play QC": base - 18,
        "marry KC": base + 88,
        "marry QC": base + 90,
    }
    bot = make("strong", SPEC, seed=3, iterations=50, workers=1)
    hint = bot.hint(state, seat)
    assert hint.action.text == "marry QC"
    # The last two tricks give the seat 100 (the marriage) + 4 (the king's trick).
    mine = state.points[seat] + sum(m[2] for m in state.marriages if m[0] == seat)
    assert hint.mean_score == mine + 104 and hint.win_share in (0.0, 0.5, 1.0)
    assert "Every card is known now" in str(hint.reason)
    assert bot.last_result is None  # decided by the solver, not by a search


def _last_free_trick(seed: int) -> GameState:
    state = _random_position(seed, 18, {})
    assert state.stock_len - state.stock_pos == 2 and state.current_player is not None
    return state


def test_pimc_in_the_last_free_trick_is_reproducible_and_sees_only_the_seat_s_cards():
    state = _last_free_trick(100)
    seat = state.current_player
    first = heuristics.endgame(state, seat, random.Random(5))
    again = heuristics.endgame(state.clone(), seat, random.Random(5))
    assert first is not None and first == again
    assert {v.samples for v in first.values()} == {heuristics.ENDGAME_SAMPLES[2]}
    assert set(first) == {a.text for a in state.legal_actions()}
    # Swap the other hand and the stock for another deal the seat cannot tell apart: the
    # values must not change (the samples are drawn from the seat's information alone).
    other = state.determinize(seat, random.Random(77))
    assert other.masks[1 - seat] != state.masks[1 - seat] or other.stock != state.stock
    assert heuristics.endgame(other, seat, random.Random(5)) == first
    a = make("strong", SPEC, seed=9, iterations=50, workers=1).choose(state, seat)
    b = make("strong", SPEC, seed=9, iterations=50, workers=1).choose(state.clone(), seat)
    assert a == b


def test_a_time_cap_stops_the_sampling_after_one_solved_deal():
    state = _last_free_trick(100)
    capped = heuristics.endgame(state, state.current_player, random.Random(5), 1e-9)
    assert capped is not None and {v.samples for v in capped.values()} == {1}


def test_the_endgame_waits_for_the_last_free_trick_and_the_match_goal():
    early = _random_position(2, 22, {})
    assert early.stock_len - early.stock_pos == 6
    assert heuristics.endgame(early, early.current_player, random.Random(1)) is None
    late = _random_position(3, 8, {})
    assert heuristics.endgame(late, late.current_player, random.Random(1)) is not None
    # Near the goal the deal's margin is not what counts (the match is): the search decides.
    late.sheet.add([900, 0])
    assert not applicable(late)
    assert heuristics.endgame(late, late.current_player, random.Random(1)) is None


def test_only_strong_plays_the_endgame_exactly():
    assert make("strong", SPEC, seed=1).config.endgame is heuristics.endgame
    for level in ("baseline", "normal", "easy"):
        bot = make(level, SPEC, seed=1)
        assert getattr(bot, "config", None) is None or bot.config.endgame is None
    three = SPEC.new_game(players=3, seed=4, options={"mode": "three_hand"})
    assert not applicable(three)


@pytest.mark.parametrize(("seed", "left"), [(113, 15)])
def test_the_referee_s_open_solve_is_minimax_with_the_stock_drawn(seed, left):
    """The referee's exact value of an open deal (``open_solve``) with four stock cards
    left, a reply (then one more free trick): each move's margin is the engine's own
    minimax (the draws after each trick included), one sample, won share read from the
    margin, and a deal score that leaves the other at least the points he already has."""
    state = _random_position(seed, left, {"pack": 32})
    assert state.stock_len - state.stock_pos == 4
    seat = state.current_player
    values = heuristics.open_solve(state, seat)
    assert values is not None
    reference = _engine_values(state, seat)
    assert {t: v.margin for t, v in values.items()} == reference
    other = state.points[1 - seat] + sum(m[2] for m in state.marriages if m[0] != seat)
    for value in values.values():
        assert value.samples == 1
        assert value.share == (1.0 if value.margin > 0 else 0.5 if value.margin == 0 else 0.0)
        assert value.score - value.margin >= other  # the other's score: at least what he has
    assert len(set(reference.values())) > 1  # the moves differ: the check has teeth


def test_the_open_solve_waits_for_a_small_stock_and_the_match_goal():
    middle = _random_position(2, 22, {})
    assert middle.stock_len - middle.stock_pos == 6 > heuristics.OPEN_STOCK
    assert heuristics.open_solve(middle, middle.current_player) is None
    late = _random_position(2, 20, {})
    assert late.stock_len - late.stock_pos == 4 == heuristics.OPEN_STOCK
    assert heuristics.open_solve(late, late.current_player) is not None
    late.sheet.add([900, 0])
    assert heuristics.open_solve(late, late.current_player) is None


def test_each_sample_of_the_last_free_trick_is_solved_as_if_open(monkeypatch):
    """The endgame draws ``ENDGAME_SAMPLES[2]`` deals as the seat sees them and solves each
    as if open: with one sample its values are that deal's solve (the referee's
    ``open_solve`` of it); with four stock cards it solves ``ENDGAME_SAMPLES[4]``, with six
    the search decides (``test_the_endgame_waits_for_the_last_free_trick...``)."""
    from engine.bots.sampling import SeatRandom

    state = _last_free_trick(100)
    seat = state.current_player
    monkeypatch.setitem(heuristics.ENDGAME_SAMPLES, 2, 1)
    one = heuristics.endgame(state, seat, random.Random(2))
    sample = state.determinize(seat, SeatRandom(random.Random(2).getrandbits(64)))
    solved = heuristics.open_solve(sample, seat)
    assert one is not None and solved is not None
    weight = heuristics.likelihood(state, sample, seat)
    assert weight > 0
    assert {t: (v.margin, v.score) for t, v in one.items()} == {
        t: (v.margin, v.score) for t, v in solved.items()
    }
    reply = _random_position(5, 19, {})  # a lead made, four stock cards: the reply is solved
    assert reply.stock_len - reply.stock_pos == 4 and reply.trick
    solved_four = heuristics.endgame(reply, reply.current_player, random.Random(2))
    assert solved_four is not None
    assert {v.samples for v in solved_four.values()} == {heuristics.ENDGAME_SAMPLES[4]}
    lead = _random_position(5, 20, {})  # to lead with four stock cards: solved too (#44)
    assert lead.stock_len - lead.stock_pos == 4 and not lead.trick
    solved_lead = heuristics.endgame(lead, lead.current_player, random.Random(2))
    assert solved_lead is not None
    assert {v.samples for v in solved_lead.values()} == {heuristics.ENDGAME_SAMPLES[4]}
    assert {t for t in solved_lead} == {a.text for a in lead.legal_actions()}


@pytest.mark.parametrize("parts", [1, 2])
def test_a_lead_with_four_stock_cards_solves_its_floor_whatever_the_cap(parts):
    """A lead with four stock cards decided on two to four solves lost more than the search
    (issue #32), so the time cap stops its solves only after ``LEAD_FLOOR`` of them, shared
    among the workers; a reply stops after one."""
    lead = _random_position(5, 20, {})
    assert lead.stock_len - lead.stock_pos == 4 and not lead.trick
    seat = lead.current_player
    values = [
        heuristics.endgame(lead, seat, random.Random(5), 1e-9, (i, parts)) for i in range(parts)
    ]
    assert all(v is not None for v in values)
    merged = merge_endgame(values)
    assert merged is not None
    assert {v.samples for v in merged.values()} == {heuristics.LEAD_FLOOR}
    reply = _random_position(5, 19, {})
    capped = heuristics.endgame(reply, reply.current_player, random.Random(5), 1e-9)
    assert capped is not None and {v.samples for v in capped.values()} == {1}


@pytest.mark.parametrize(("seed", "left"), [(100, 2), (5, 4)])
def test_parts_of_the_endgame_merged_are_the_whole(seed, left):
    """``strong``'s workers each solve a part of one set of samples (``part``): merged,
    the parts give the values one process gives, every sample solved once."""
    state = _random_position(seed, 15 + left, {})  # the reply to a lead
    assert state.stock_len - state.stock_pos == left
    seat = state.current_player
    whole = heuristics.endgame(state, seat, random.Random(7))
    parts = [heuristics.endgame(state, seat, random.Random(7), None, (i, 2)) for i in range(2)]
    merged = merge_endgame(parts)
    assert whole is not None and merged is not None
    assert set(merged) == set(whole)
    for text, value in whole.items():
        assert merged[text].samples == value.samples == heuristics.ENDGAME_SAMPLES[left]
        assert merged[text].margin == pytest.approx(value.margin)
        assert merged[text].share == pytest.approx(value.share)
        assert merged[text].score == pytest.approx(value.score)
    halves = [next(iter(p.values())).samples for p in parts if p is not None]
    assert halves == [heuristics.ENDGAME_SAMPLES[left] // 2] * 2


def test_strong_shares_the_endgame_s_solves_between_its_workers():
    """Through the worker pool the endgame is the one-process endgame (same seed, no cap)."""
    state = _random_position(5, 19, {})
    seat = state.current_player
    alone = make("strong", SPEC, seed=3, workers=1, iterations=100)
    pooled = make("strong", SPEC, seed=3, workers=2, iterations=100)
    assert alone.seconds is None and pooled.seconds is None
    one = alone.hint(state, seat)
    two = pooled.hint(state, seat)
    assert two.action.text == one.action.text
    assert [(t, n) for t, _share, n in two.alternatives] == [
        (t, n) for t, _share, n in one.alternatives
    ]
    assert [s for _t, s, _n in two.alternatives] == pytest.approx(
        [s for _t, s, _n in one.alternatives]
    )
