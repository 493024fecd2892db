"""Deal review: a thin layer over the analyst (forced, best, the cost of a worse move)."""

from __future__ import annotations

import random

import pytest

import engine
from engine.coach import analyse
from engine.reasons import Reason
from engine.review import (
    DecisionReview,
    costliest,
    decisions,
    from_analysis,
    review_deal,
    review_decision,
    severity_of,
)


def test_severity_grows_with_the_win_share_lost() -> None:
    assert [severity_of(c) for c in (0.0, 0.05, 0.06, 0.2, 0.5)] == [
        "good",
        "good",
        "inaccuracy",
        "mistake",
        "blunder",
    ]


def _played_deal(game: str, seed: int, moves: int) -> engine.GameState:
    state = engine.game(game).new_game(seed=seed)
    rng = random.Random(seed)
    while state.current_player is not None and len(state.history) < moves:
        state.apply(rng.choice(state.legal_actions()))
    return state


def _choice(game: str, seed: int, moves: int) -> engine.GameState:
    """As :func:`_played_deal`, then on to the next decision with more than one move."""
    state = _played_deal(game, seed, moves)
    rng = random.Random(seed)
    while len(state.legal_actions()) == 1:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_the_review_reads_the_analysts_verdict_of_the_played_move() -> None:
    state = _choice("tausendundeins", 3, 6)
    analysis = analyse(state, samples=16)
    for option in analysis.options:
        review = from_analysis(analysis, 6, option.action)
        assert review.best == analysis.best.action and review.played == option.action
        assert review.severity == option.verdict
        assert review.cost == pytest.approx(max(0.0, option.win_loss))
        assert review.score_cost == pytest.approx(max(0.0, option.loss))
        assert review.reason == analysis.say(option.action)
        assert review.alternatives[0][0] == analysis.best.action


def test_a_review_extends_the_play_time_analysis_and_agrees_with_a_fresh_one() -> None:
    state = _choice("chapanka", 2, 5)
    move = state.legal_actions()[0].text
    quick = analyse(state, samples=6)
    deep = review_decision(state, move, 5, samples=12, previous=quick)
    fresh = review_decision(state, move, 5, samples=12)
    assert deep.analysis is not None and fresh.analysis is not None
    assert deep.analysis.to_json()["options"] == fresh.analysis.to_json()["options"]
    assert deep.analysis.earlier_samples == 6 and fresh.analysis.earlier_samples == 0


def test_costliest_lists_the_flagged_decisions_most_expensive_first() -> None:
    said = Reason("The only possible move.")
    cheap = DecisionReview(1, 0, "play 7H", "play AH", said, "inaccuracy", cost=0.1)
    dear = DecisionReview(2, 0, "play 7H", "play AH", said, "blunder", cost=0.7)
    fine = DecisionReview(3, 0, "play AH", "play AH", said, "best")
    assert [r.index for r in costliest([cheap, fine, dear])] == [2, 1]


def test_review_of_a_real_deal_judges_only_the_persons_decisions() -> None:
    state = _played_deal("tausendundeins", 3, 12)
    reviews = review_deal(state, 0, samples=8)
    begin = state.deal_starts[-1]
    mine = [i for i, (s, _t) in enumerate(state.history) if s == 0 and i >= begin]
    assert [r.index for r in reviews] == mine
    start = state.clone()
    start.rewind_to(begin)
    positions = list(decisions(start, state.history[begin:], seat=0))
    for review, (_offset, position, text) in zip(reviews, positions, strict=True):
        legal = [a.text for a in position.legal_actions()]
        assert review.played == text and review.best in legal
        if len(legal) == 1:
            assert review.severity == "forced"
        elif review.played == review.best:
            assert review.cost == 0.0 and review.severity == "best"


def test_the_old_call_with_a_bot_still_works_until_the_gui_moves_on() -> None:
    state = _choice("bolachen", 1, 2)
    move = state.legal_actions()[0].text
    old = review_decision(state, move, object(), 2, samples=6)
    new = review_decision(state, move, 2, samples=6)
    assert old == new


def test_a_flagged_card_play_says_what_it_gave_away() -> None:
    state = engine.game("tausendundeins").new_game(seed=1)
    rng = random.Random(1)
    while state.current_player is not None:
        state.apply(rng.choice(state.legal_actions()))
    reviews = review_deal(state, 0, samples=24)
    told = [r for r in reviews if r.gave_away is not None]
    assert told  # random play loses tricks it could have taken
    for review in reviews:
        if review.gave_away is None:
            continue
        assert review.flagged
        assert review.gave_away.params["card"] == review.played.split()[1]
        assert review.gave_away.params["better"] == review.best.split()[1]


def test_deal_frames_show_every_hand_at_every_moment_of_a_finished_deal_as_json() -> None:
    """The frames the local review and a network seat's review share (engine.review)."""
    import json

    from engine.review import deal_frames

    state = engine.game("scharwenzel").new_game(players=4, seed=5)
    rng = random.Random(5)
    while not state.deal_over:
        state.apply(rng.choice(state.legal_actions()))
    dealt = state.clone()
    dealt.rewind_to(state.deal_starts[0])
    frames = json.loads(json.dumps(deal_frames(state, 0, seat=2)))
    record = state.deal_record(0)
    assert len(frames) == len(record["events"]) + 1
    assert [sorted(h) for h in frames[0]["hands"]] == [
        sorted(dealt.hand(s)) for s in range(state.players)
    ]
    assert [f["move"] for f in frames[1:]] == [e["action"] for e in record["events"]]
    assert [f["index"] for f in frames[1:]] == [e["index"] for e in record["events"]]
    assert all(f["obs"]["seat"] == 2 and "events" not in f["obs"] for f in frames)
    assert [sorted(h) for h in frames[-1]["hands"]] == [
        sorted(state.hand(s)) for s in range(state.players)
    ]
    with pytest.raises(ValueError, match="no deal 3"):
        deal_frames(state, 3)
