"""The coach before card play: strong's own search, so its advice is never weaker than the
bot the learn panel names as strong (issue #44 item 6)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

import pytest

import engine
from engine.bots import MAX_WORKERS, make, search_config
from engine.bots.hooks import hooks_for
from engine.bots.ismcts import best_action, root_moves
from engine.bots.players import SearchBot
from engine.coach import analyse
from engine.coach import analyst as analyst_module
from engine.coach.analyst import Analysis, OptionValue, _outcome
from engine.coach.searched import (
    ruled_here,
    search_options,
    searched_here,
    spread_over_workers,
    strong_budget,
    unpaired,
)
from engine.contract import GameState

#: Decisions where strong searches, one or more per game that has them: (game, deal seed,
#: moves so far, the game's options). strong chose the same move at bot seeds 1, 2 and 3 at
#: each (its search is decisive there); the old coach's flat playouts advised otherwise at
#: Bolachen's call (7D), Chapanka's exchange (KC) and 1001's bid (60). (Bolachen's give after
#: that call left the list when strong's budget grew fourfold: JH and QH split its seeds.)
THREE_HAND = {"players": 3, "options": {"mode": "three_hand"}}
DECISIONS: list[tuple[str, int, tuple[str, ...], dict[str, Any]]] = [
    ("bolachen", 1, ("pass", "pass", "claim", "contract bettel"), {}),
    ("chapanka", 1, (), {}),
    ("scharwenzel", 2, (), {}),
    ("tausendundeins", 1, (), THREE_HAND),
    # Bolachen's forehand with seven spades to the four top ones: claim (searched since the
    # search leaves the auction below its root to the playout policy, stop 53).
    ("bolachen", 348, (), {}),
    # Card play, where strong searches (stop 56): strong led KD at bot seeds 1-3 and at 7 of
    # the 8 seeds 10-17 (the coach's search at 8 of 8), the flat playouts 10D. (Kaschlan's,
    # Scharwenzel's and Chapanka's candidates split 4-4 or so over seeds 10-17: too close.)
    (
        "bolachen",
        561003,
        ("pass", "pass", "claim", "contract brand", "discard JS KH", "trump D"),
        {},
    ),
]


def _decision(game: str, seed: int, moves: Sequence[str], options: dict[str, Any]) -> GameState:
    state = engine.game(game).new_game(seed=seed, **options)
    for text in moves:
        state.apply(next(a for a in state.legal_actions() if a.text == text))
    return state


@pytest.mark.parametrize(("game", "seed", "moves", "options"), DECISIONS)
def test_the_coach_advises_strongs_move_where_strong_searches(
    game: str, seed: int, moves: tuple[str, ...], options: dict[str, Any]
) -> None:
    state = _decision(game, seed, moves, options)
    seat = state.current_player
    assert seat is not None and searched_here(state, seat)
    spec = engine.game(game)
    strong = {
        make("strong", spec, seed=s, workers=1, iterations=strong_budget(game))
        .choose(state, seat)
        .text
        for s in (1, 2)
    }
    assert len(strong) == 1  # strong's search is decisive here
    assert analyse(state, seat).best.action == strong.pop()


@pytest.mark.parametrize(("game", "seed", "moves", "options"), DECISIONS[:1] + DECISIONS[1::2])
def test_the_ranking_is_strongs_search_at_the_coachs_seed(
    game: str, seed: int, moves: tuple[str, ...], options: dict[str, Any]
) -> None:
    """The recording of the simulated deals changes nothing in the search: the same root
    statistics as strong's own search over its workers (on a machine with cores enough
    for ``MAX_WORKERS``) from the same decision seed, every simulation filed under its
    option."""
    state = _decision(game, seed, moves, options)
    seat = state.current_player
    assert seat is not None
    config = search_config(game)
    iterations = strong_budget(game) // 8
    found = search_options(state, seat, 5, iterations, lambda d: _outcome(d, seat, config))
    bot = make("strong", engine.game(game), seed=0, iterations=iterations, workers=MAX_WORKERS)
    assert isinstance(bot, SearchBot)
    plain = bot.run(state, seat, 5)
    legal = state.legal_actions()
    assert found.iterations == plain.iterations == iterations
    assert found.ranked[0] == best_action(plain, legal).text
    assert sorted(found.ranked) == sorted(a.text for a in legal)
    for text, outcomes in found.outcomes.items():
        stats = plain.stats.get(text)
        assert len(outcomes) == (stats.visits if stats is not None else 0)
    visits = [len(found.outcomes[t]) for t in found.ranked]
    assert visits == sorted(visits, reverse=True)


def test_spreading_the_search_over_worker_processes_changes_no_figure() -> None:
    """The play-time worker runs the search's parts side by side (``spread_over_workers``):
    the same options, order and per-deal figures as one after the other, only sooner."""
    game, seed, moves, options = DECISIONS[1]
    state = _decision(game, seed, moves, options)
    seat = state.current_player
    assert seat is not None
    here = analyse(state, seat, samples=40)
    spread_over_workers(True)
    try:
        spread = analyse(state, seat, samples=40)
    finally:
        spread_over_workers(False)
    assert spread.ranked_by == here.ranked_by == "search"
    assert spread.to_json() == here.to_json()
    assert spread.outcomes == here.outcomes


def test_the_figures_are_the_searchs_simulations_read_as_the_analyst_reads_a_deal() -> None:
    game, seed, moves, options = DECISIONS[0]
    state = _decision(game, seed, moves, options)
    seat = state.current_player
    assert seat is not None
    analysis = analyse(state, seat, samples=40)
    assert analysis.deals == strong_budget(game) * 40 // analyst_module.PLAY_SAMPLES
    found = search_options(
        state,
        seat,
        analyst_module._sample_seeds(analysis.seed, -1)[1],
        analysis.deals,
        lambda d: _outcome(d, seat, search_config(game)),
    )
    assert [o.action for o in analysis.options] == list(found.ranked)
    best = analysis.best
    for option in analysis.options:
        rows = found.outcomes[option.action]
        assert option.value == pytest.approx(sum(v for v, _w in rows) / len(rows))
        assert option.win_chance == pytest.approx(sum(w for _v, w in rows) / len(rows))
        if option is best:
            continue
        loss, se = unpaired([v for v, _w in found.outcomes[best.action]], [v for v, _w in rows])
        assert (option.loss, option.loss_se) == pytest.approx((loss, se))
        assert option.loss == pytest.approx(best.value - option.value)


def test_a_deeper_look_searches_longer_and_says_what_changed() -> None:
    game, seed, moves, options = DECISIONS[1]
    state = _decision(game, seed, moves, options)
    quick = analyse(state, samples=16)
    deep = analyse(state, samples=32, previous=quick)
    assert deep.deals == 2 * quick.deals
    assert dict(deep.earlier) == {o.action: o.verdict for o in quick.options}
    assert deep.to_json()["options"] == analyse(state, samples=32).to_json()["options"]
    other = _decision("chapanka", 2, (), {})
    with pytest.raises(ValueError, match="another decision"):
        analyse(other, samples=16, previous=quick)


def _play_until(state: GameState, done: Any) -> GameState:
    """``state`` after the first legal move at every decision until ``done(state)``."""
    while not done(state):
        state.apply(state.legal_actions()[0])
    return state


def _to_move(state: GameState) -> int:
    seat = state.current_player
    assert seat is not None
    return seat


@pytest.mark.parametrize("game", ["bolachen", "scharwenzel", "chapanka", "tausendundeins"])
def test_card_play_is_searched_where_strong_searches_it(game: str) -> None:
    """The first card of a deal: strong searches it (no solve, no root rule), so the coach
    asks the search; before, the flat playouts valued the cards."""
    state = _play_until(engine.game(game).new_game(seed=1), lambda s: _phase(s) == "play")
    assert searched_here(state, _to_move(state))


def _phase(state: GameState) -> str:
    return str(state.observation(0)["phase"])


@pytest.mark.parametrize(("game", "cards"), [("bolachen", 7), ("scharwenzel", 5)])
def test_the_last_tricks_strong_solves_are_solved_not_searched(game: str, cards: int) -> None:
    """From the hand size at which strong plays by exact solves, the coach solves too."""

    def few_cards(s: GameState) -> bool:
        mover = s.current_player
        return mover is None or (_phase(s) == "play" and len(s.hand(mover)) <= cards)

    exact = hooks_for(game).exact_play
    assert exact is not None
    for seed in range(1, 20):  # a deal strong solves from then on (no Tout, not over)
        state = _play_until(engine.game(game).new_game(seed=seed), few_cards)
        seat = state.current_player
        if seat is not None and exact.open_deal(state, seat) is not None:
            break
    seat = _to_move(state)
    assert exact.solves(state, seat) and not searched_here(state, seat)
    assert analyse(state, samples=40).deals < 40  # one in COACH_SHARE of them, solved
    earlier = engine.game(game).new_game(seed=seed)
    earlier = _play_until(earlier, lambda s: _phase(s) == "play")
    assert len(earlier.hand(_to_move(earlier))) > cards
    assert searched_here(earlier, _to_move(earlier))


def test_1001s_last_free_tricks_are_solved_not_searched() -> None:
    state = _play_until(
        engine.game("tausendundeins").new_game(seed=1), lambda s: _phase(s) == "play"
    )
    assert searched_here(state, _to_move(state))
    state = _play_until(state, lambda s: s.stock_len - s.stock_pos <= 4)
    assert _phase(state) == "play"
    assert not searched_here(state, _to_move(state))


def test_kaschlan_is_searched_unless_a_root_rule_narrows_the_moves() -> None:
    """Strong searches Kaschlan's moves only where no root rule of its settles or narrows
    them; the coach asks the search exactly there."""
    config = search_config("kaschlan")
    seen = {True: 0, False: 0}
    for seed in range(1, 6):
        state = engine.game("kaschlan").new_game(seed=seed)
        rng = random.Random(seed)
        while state.current_player is not None and sum(seen.values()) < 40 * seed:
            seat = state.current_player
            legal = state.legal_actions()
            if len(legal) > 1:
                narrowed = root_moves(state, seat, config) is not None
                assert searched_here(state, seat) is not narrowed
                seen[narrowed] += 1
            state.apply(rng.choice(legal))
    assert seen[True] and seen[False]


def _option(action: str, value: float, win: float, verdict: str = "good") -> OptionValue:
    return OptionValue(action, value, win, 0.0, 0.0, 0.0, 0.0, verdict)  # type: ignore[arg-type]


def _ranked(game: str, unit: str, options: tuple[OptionValue, ...], by: str) -> Analysis:
    """An analysis of seat 0 at 400 deals whose options are ranked ``by`` search or rule."""
    return Analysis(game, 0, 400, unit, options, ranked_by=by)  # type: ignore[arg-type]


def test_the_best_says_nothing_does_better_only_when_true() -> None:
    """Ranked by strong's search (points and deals won), another move may lose fewer points:
    then the best move's sentence does not claim that nothing does better."""
    alone = Analysis(
        "bolachen",
        0,
        400,
        "points",
        (_option("pass", -1.0, 0.4, "best"), _option("claim", -2.0, 0.3)),
    )
    assert "nothing else does better" in str(alone.say("pass"))
    beaten = dataclasses.replace(
        alone, options=(_option("pass", -1.0, 0.4, "best"), _option("claim", -0.5, 0.3))
    )
    said = str(beaten.say("pass"))
    assert "nothing else does better" not in said
    assert said == (
        "Wins in about 4 deals of 10 and loses about 1.0 points a deal; the search prefers "
        "it, counting the deals won as well as the points."
    )


def test_a_best_ranked_by_strongs_rule_says_strong_prefers_it() -> None:
    """Points, ranked by strong's root rule: where a move set aside shows the better figure,
    the best's sentence says that the strong computer player prefers it."""
    ruled = _ranked(
        "bolachen",
        "points",
        (_option("play AS", -1.0, 0.4, "best"), _option("play 7S", -0.5, 0.45)),
        "rule",
    )
    assert str(ruled.say("play AS")) == (
        "Wins in about 4 deals of 10 and loses about 1.0 points a deal; the strong computer "
        "player prefers it."
    )
    alone = dataclasses.replace(
        ruled, options=(_option("play AS", -1.0, 0.4, "best"), _option("play 7S", -2.0, 0.3))
    )
    assert str(alone.say("play AS")).endswith("; nothing else does better.")


def test_kaschlans_best_says_nothing_does_better_only_when_true() -> None:
    """In marks too: ranked by strong's search or rules, another move may lose the game less
    often; then the best move's sentence says strong prefers it instead."""
    alone = _ranked(
        "kaschlan",
        "marks",
        (_option("take", -0.4, 0.6, "best"), _option("beat 7H 9H", -0.5, 0.5)),
        "search",
    )
    assert str(alone.say("take")).endswith("; nothing else does better.")
    beaten = dataclasses.replace(
        alone,
        options=(_option("take", -0.4, 0.6, "best"), _option("beat 7H 9H", -0.3, 0.7)),
    )
    assert str(beaten.say("take")) == (
        "With this move you lose the game, and take a mark, in about 4 deals of 10; the strong "
        "computer player prefers it."
    )


def test_unpaired_standard_error_is_welchs_and_never_none() -> None:
    diff, se = unpaired([1.0, 3.0], [0.0, 0.0, 0.0])
    assert diff == pytest.approx(2.0)
    assert se == pytest.approx((2.0 / 2) ** 0.5)
    diff, se = unpaired([4.0], [0.0, 2.0])
    assert diff == pytest.approx(3.0)
    assert se > 0  # one simulation: the larger variance stands in


def test_recoach_asks_the_coach_again_at_an_earlier_runs_positions(tmp_path: Any) -> None:
    """The earlier run's referee losses are kept; the coach's move and loss are this
    version's, its earlier ones kept beside them, so the two coaches compare paired."""
    import json

    from engine.coach.referee_loss import recoach, table

    state = engine.game("bolachen").new_game(seed=3)
    seat = state.current_player
    assert seat is not None and {a.text for a in state.legal_actions()} == {"claim", "pass"}
    now = analyse(state, seat).best.action
    other = "claim" if now == "pass" else "pass"
    earlier: dict[str, Any] = {
        "game": "bolachen",
        "players": state.players,
        "seed": 3,
        "moves": [],
        "seat": seat,
        "phase": "bidding",
        "method": "searched",
        "best": now,
        "chosen": {"normal": now, "strong": now, "coach": other},
        "loss": {"normal": 0.0, "strong": 0.0, "coach": 2.5},
        "error": {"normal": False, "strong": False, "coach": True},
    }
    out = tmp_path / "again.jsonl"
    recoach([earlier], str(out))
    recoach([earlier], str(out))  # done positions are not asked again
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == 1
    again = records[0]
    assert again["chosen"]["coach"] == now and again["chosen"]["coach_before"] == other
    assert again["loss"]["coach"] == 0.0 and again["loss"]["coach_before"] == 2.5
    assert again["error"] == {**earlier["error"], "coach": False, "coach_before": True}
    lines = table(records).splitlines()
    assert "| bolachen | 1 (0) | coach_before | 2.500 ± nan | 1 |" in lines
    assert "| bolachen | | coach − coach_before, paired | -2.500 ± nan | |" in lines


def test_flat_keeps_the_playouts_where_the_search_would_value_the_options() -> None:
    """The built-in puzzles were mined and are judged by flat playouts (puzzle.judge)."""
    game, seed, moves, options = DECISIONS[1]
    state = _decision(game, seed, moves, options)
    flat = analyse(state, samples=16, flat=True)
    assert flat.deals == 16 and all(len(row) == 16 for row in flat.outcomes)
    values = [o.value for o in flat.options]
    assert values == sorted(values, reverse=True)
    assert analyse(state, samples=16).deals == strong_budget(game) * 16 // 400


#: Kaschlan decisions of the referee's positions (seed 54) where strong's root rules set
#: moves aside and the flat playouts had advised one of them (stop 56): deal seed, moves.
RULED_ONE = (
    54012,
    [
        "attack 8S",
        "decline",
        "decline",
        "add 8C",
        "beat 8S 10S",
        "beat 8C 10C",
        "attack 8D",
        "decline",
        "decline",
        "decline",
    ],
)
RULED_THREE = (
    54001,
    [
        "attack KS KC",
        "decline",
        "decline",
        "decline",
        "take",
        "attack KD",
        "decline",
        "decline",
        "add KC",
        "beat KD AD",
        "take",
        "attack 10D",
        "reinforce 10S",
        "decline",
        "add 10C",
    ],
)


def _kaschlan(seed: int, moves: Sequence[str]) -> GameState:
    return _decision("kaschlan", seed, moves, {"players": 4})


def test_where_a_rule_leaves_one_move_the_coach_advises_it() -> None:
    """strong plays the one move its root rule keeps, without searching: so does the coach,
    and the moves set aside follow by their values (the flat playouts had advised 8D AD)."""
    state = _kaschlan(*RULED_ONE)
    seat = _to_move(state)
    assert ruled_here(state, seat) == frozenset({"beat 8D KD"})
    assert not searched_here(state, seat)
    strong = make("strong", engine.game("kaschlan"), seed=1, workers=1).choose(state, seat)
    analysis = analyse(state, seat)
    assert analysis.ranked_by == "rule" and analysis.best.action == strong.text == "beat 8D KD"
    rest = [o.value for o in analysis.options[1:]]
    assert rest == sorted(rest, reverse=True) and len(rest) >= 2


def test_where_a_rule_keeps_several_moves_the_coach_ranks_them_first_as_strong_does() -> None:
    """The moves the rule keeps come first, in the order of strong's search at the coach's
    seed; the best's sentence says strong prefers it, since another move has the better
    figures (the flat playouts had advised beat 10S AS, which the rule sets aside)."""
    state = _kaschlan(*RULED_THREE)
    seat = _to_move(state)
    kept = ruled_here(state, seat)
    assert kept is not None and kept == frozenset({"beat 10C KC", "beat 10S KS", "take"})
    analysis = analyse(state, seat)
    order = [o.action for o in analysis.options]
    assert set(order[: len(kept)]) == kept
    found = search_options(
        state,
        seat,
        analyst_module._sample_seeds(analysis.seed, -1)[1],
        strong_budget("kaschlan"),
        lambda d: _outcome(d, seat, search_config("kaschlan")),
    )
    assert order[: len(kept)] == [t for t in found.ranked if t in kept]
    best = analysis.best
    assert any(o.win_chance > best.win_chance for o in analysis.options)
    said = str(analysis.say(best.action))
    assert said.endswith("the strong computer player prefers it.")
    again = Analysis.from_json(analysis.to_json())
    assert again.ranked_by == "rule" and str(again.say(best.action)) == said


def test_a_best_with_the_best_figures_says_nothing_does_better() -> None:
    state = _kaschlan(*RULED_ONE)
    analysis = analyse(state, _to_move(state))
    best = analysis.best
    assert all(o.win_chance <= best.win_chance for o in analysis.options)
    assert str(analysis.say(best.action)).endswith("nothing else does better.")


def test_the_loss_run_can_keep_to_some_phases(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``referee_loss --phase play``: only card play is judged (Bolachen's auctions cost the
    referee the most); the referee and askers are stood in for here."""
    import json

    from engine.coach import referee_loss

    class Verdict:
        method = "searched"

        def best(self) -> str:
            return "x"

        def gap(self, move: str) -> float:
            return 0.0

        def clearly_worse(self, move: str) -> bool:
            return False

    monkeypatch.setattr(referee_loss, "appraise", lambda *a, **k: Verdict())
    monkeypatch.setattr(referee_loss, "level_moves", lambda *a, **k: {"strong": "x"})
    monkeypatch.setattr(referee_loss, "coach_move", lambda *a, **k: "x")
    out = tmp_path / "loss.jsonl"
    referee_loss.measure("bolachen", 3, str(out), phases=frozenset({"play"}))
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == 3 and {r["phase"] for r in records} == {"play"}
