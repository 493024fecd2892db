"""Deal review verdicts: forced moves, best moves, and the cost of a worse move."""

from __future__ import annotations

import pytest

import engine
from engine.actions import Action
from engine.bots import make
from engine.bots.ismcts import ActionStats, SearchResult
from engine.review import costliest, decisions, review_decision, severity_of, verdict


def _result(**stats: tuple[int, float, float]) -> SearchResult:
    """Root statistics: per action text (visits, top share, mean score)."""
    result = SearchResult(iterations=sum(v for v, _t, _s in stats.values()))
    for text, (visits, top, score) in stats.items():
        key = text.replace("_", " ")
        result.stats[key] = ActionStats(visits, top * visits, top * visits, score * visits)
    return result


def test_severity_grows_with_the_win_share_lost() -> None:
    assert [severity_of(c) for c in (0.0, 0.05, 0.06, 0.2, 0.5)] == [
        "good",
        "good",
        "inaccuracy",
        "mistake",
        "blunder",
    ]


def test_the_bots_choice_costs_nothing() -> None:
    legal = [Action("play AH"), Action("play 7H")]
    result = _result(play_AH=(90, 0.8, 12.0), play_7H=(10, 0.3, -4.0))
    review = verdict(result, legal, index=4, seat=0, played="play AH")
    assert (review.severity, review.cost, review.best) == ("best", 0.0, "play AH")


def test_a_worse_move_costs_the_difference_in_share_and_in_points() -> None:
    legal = [Action("play AH"), Action("play 7H")]
    result = _result(play_AH=(90, 0.8, 12.0), play_7H=(10, 0.3, -4.0))
    review = verdict(result, legal, index=4, seat=0, played="play 7H")
    assert review.best == "play AH"
    assert review.cost == pytest.approx(0.5)
    assert review.score_cost == pytest.approx(16.0)
    assert review.severity == "blunder" and review.flagged


def test_costliest_lists_the_flagged_decisions_most_expensive_first() -> None:
    legal = [Action("play AH"), Action("play 7H")]
    cheap = verdict(_result(play_AH=(60, 0.6, 1), play_7H=(40, 0.5, 0)), legal, 1, 0, "play 7H")
    dear = verdict(_result(play_AH=(90, 0.9, 9), play_7H=(10, 0.2, 0)), legal, 2, 0, "play 7H")
    fine = verdict(_result(play_AH=(90, 0.9, 9), play_7H=(10, 0.2, 0)), legal, 3, 0, "play AH")
    assert [r.index for r in costliest([cheap, fine, dear])] == [2, 1]


def test_review_of_a_real_deal_searches_only_the_persons_decisions() -> None:
    state = engine.game("tausendundeins").new_game(seed=3)
    start = state.clone()
    bot = make("random", state.spec, seed=1)
    while state.current_player is not None and len(state.history) < 12:
        state.apply(bot.choose(state, state.current_player))
    moves = list(state.history)
    judged = list(decisions(start, moves, seat=0))
    assert [i for i, _pos, _t in judged] == [i for i, (s, _t) in enumerate(moves) if s == 0]
    searcher = make("strong", state.spec, seed=5, iterations=120, workers=1)
    for index, position, text in judged[:2]:
        assert position.current_player == 0
        review = review_decision(position, text, searcher, index)
        legal = [a.text for a in position.legal_actions()]
        assert review.best in legal and review.played == text
        if len(legal) == 1:
            assert review.severity == "forced"
        elif review.played == review.best:
            assert review.cost == 0.0
        else:
            assert review.cost == pytest.approx(max(0.0, review.best_share - review.played_share))
