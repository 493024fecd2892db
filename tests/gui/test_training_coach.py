"""After a deal: par and accuracy on the result panel, puzzles from the mistakes, all kept."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from engine.coach import Analysis
from engine.coach.match_par import match_rule, match_share
from engine.coach.par import StopRule
from engine.coach.plays import play_of
from engine.contract import GameState
from gui.coach import training as training_module
from gui.coach import training_words as words
from gui.dialogs.settings import SettingsDialog
from gui.storage.training_store import Training, load_training
from tests.gui.coach_fakes import FakeAnalyst
from tests.gui.conftest import play_deal, start
from tests.gui.test_result_room import last_move_is_mine

LEVELS4 = [None, "random", "random", "random"]


@dataclass
class StrictAnalyst(FakeAnalyst):
    """Every move but the first is a mistake: each of them is a puzzle."""

    def __call__(
        self,
        state: GameState,
        seat: int | None = None,
        *,
        samples: int,
        previous: Analysis | None = None,
    ) -> Analysis:
        base = super().__call__(state, seat, samples=samples, previous=previous)
        if len(base.options) == 1:
            return base
        options = (base.options[0],) + tuple(
            replace(o, verdict="mistake", loss=3.0 + i) for i, o in enumerate(base.options[1:])
        )
        return replace(base, options=options)


def test_a_finished_deal_shows_par_and_accuracy_and_keeps_puzzles(
    window, qtbot, tmp_path: Path
) -> None:
    window.settings.set("review_analysis", True)
    learning = window.learning
    learning.service.use_analyst(StrictAnalyst())
    training = learning.training
    training.runner.scale = 0.02
    training.runner.rule = StopRule(target=0.0, min_runs=2, max_runs=2)
    path = tmp_path / "training.json"
    training.use_store(path)
    start(window, qtbot, "chapanka", players=4, seed=5)
    play_deal(window, qtbot, random.Random(6))
    qtbot.waitUntil(
        lambda: learning.reviewer.pending() == 0 and training.runner.pending() == 0,
        timeout=120000,
    )
    c = window.controller
    qtbot.waitUntil(lambda: (c.match_id, 0, play_of(c.state, 0)) in training.pars, timeout=60000)
    par = training.pars[(c.match_id, 0, play_of(c.state, 0))]
    assert par.runs == 2
    verdicts = [v for v in learning.reviewer.reviews.values() if v.severity != "forced"]
    accurate = sum(v.severity == "best" for v in verdicts)
    acc = training.accuracies[(c.match_id, 0, play_of(c.state, 0))]
    assert (acc.decisions, acc.accurate) == (len(verdicts), accurate)
    text = window.result_panel.training.text()
    assert "Par (strong with your cards)" in text and "from 2 replays" in text
    assert f"{round(100 * accurate / len(verdicts))} % of your {len(verdicts)} decisions" in text
    review = learning.open_review(0)
    assert review is not None and review.training.text() == text
    # Kept: the deal with its par and accuracy, a puzzle per mistake (answer: the first move).
    record, messages = load_training(path)
    assert messages == []
    [entry] = record.deals
    assert entry.par == par.par and entry.accuracy == acc and entry.match == c.match_id
    mistakes = [v for v in verdicts if v.severity == "mistake"]
    assert len(record.puzzles) == len(mistakes)
    for puzzle, schedule in record.puzzles.values():
        assert puzzle.source == "mistake" and schedule.tries == 0
        state = puzzle.position()
        assert puzzle.answer == state.legal_actions()[0].text
        assert puzzle.played in {v.played for v in mistakes}


def test_a_deal_whose_par_is_kept_is_not_replayed_again(window, qtbot, tmp_path: Path) -> None:
    """Found by the real-window play-test: a match resumed after a restart at a finished deal
    replayed its par again (half a minute of CPU, "a strong player is replaying your cards…")
    though the training record kept it."""
    from engine.coach.progress import DealEntry

    window.settings.set("review_analysis", True)
    learning = window.learning
    learning.service.use_analyst(StrictAnalyst())
    training = learning.training
    training.runner.scale = 0.02
    training.use_store(tmp_path / "training.json")
    state, last = last_move_is_mine("chapanka", 4, seed=5)
    c = window.controller
    c.resume(state, LEVELS4)
    finished = state.clone()
    finished.apply(last)
    play = play_of(finished, 0)
    when = "2026-03-01T10:00:00+00:00"
    kept = DealEntry("chapanka", c.match_id, 0, 0, when, "points", -7.0, -3.5, 1.5, 4, None, play)
    training.change(lambda t: t.add_deal(kept))
    c.play(last)
    qtbot.waitUntil(lambda: (c.match_id, 0, play) in training.pars, timeout=60000)
    assert training.runner.pending() == 0
    par = training.pars[(c.match_id, 0, play)]
    assert (par.par, par.error, par.runs) == (-3.5, 1.5, 4)
    assert "−3.5 ± 1.5 points, from 4 replays" in window.result_panel.training.text()


def test_a_finished_match_shows_its_par_on_the_last_deals_line(
    window, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The match's par (its deals' pars summed, the share of whole-match replays strong won)
    on the result panel and the review of the match's last deal. A one-game Kaschlan match,
    taken as played for the match here: a 1001 match of strong's replays is minutes of CPU."""
    monkeypatch.setattr(training_module, "has_match_par", lambda game: True)
    window.settings.set("review_analysis", True)
    learning = window.learning
    learning.service.use_analyst(FakeAnalyst())
    training = learning.training
    training.runner.scale = 0.02
    training.runner.rule = StopRule(target=0.0, min_runs=2, max_runs=2)
    training.runner.match_rule = match_rule(min_runs=3, max_runs=3)
    start(window, qtbot, "kaschlan", players=3, seed=5, options={"match_games": 1})
    play_deal(window, qtbot, random.Random(6))
    c = window.controller
    assert c.state.is_over
    qtbot.waitUntil(lambda: c.match_id in training.match_pars, timeout=120000)
    answer = training.match_pars[c.match_id]
    assert answer.replays == 3 and answer.won == match_share(c.state, 0)
    assert answer.par == training.pars[(c.match_id, 0, play_of(c.state, 0))].par
    text = window.result_panel.training.text()
    sentence = words.match_won(answer)
    assert f" in {words.count(answer.wins)} of 3 replays; you " in sentence
    assert sentence in text.splitlines()
    assert words.match_par_line(answer) in text.splitlines()
    review = learning.open_review(0)
    assert review is not None and review.training.text() == text


def _match_par_cheap(window, monkeypatch: pytest.MonkeyPatch) -> training_module.TrainingCoach:
    """A window whose training works out a one-game Kaschlan match's par in seconds (taken
    as played for the match: a 1001 match of strong's replays is minutes of CPU)."""
    monkeypatch.setattr(training_module, "has_match_par", lambda game: True)
    window.settings.set("review_analysis", True)
    window.learning.service.use_analyst(FakeAnalyst())
    training = window.learning.training
    training.runner.scale = 0.02
    training.runner.rule = StopRule(target=0.0, min_runs=2, max_runs=2)
    training.runner.match_rule = match_rule(min_runs=3, max_runs=3)
    return training


def _one_deal_match_played(
    window, qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> tuple[training_module.TrainingCoach, Path]:
    """A one-deal Kaschlan match played to its end with cheap par, kept in ``tmp_path``."""
    training = _match_par_cheap(window, monkeypatch)
    path = tmp_path / "training.json"
    training.use_store(path)
    start(window, qtbot, "kaschlan", players=3, seed=5, options={"match_games": 1})
    play_deal(window, qtbot, random.Random(6))
    return training, path


def _finished_kaschlan(seed: int = 6) -> GameState:
    """A one-game Kaschlan match of three, played at random."""
    import engine

    state = engine.game("kaschlan").new_game(players=3, seed=seed, options={"match_games": 1})
    rng = random.Random(seed)
    while state.current_player is not None:
        state.apply(rng.choice(state.legal_actions()))
    assert state.is_over
    return state


LEVELS = [None, "random", "random"]
WHEN = "2026-03-01T10:00:00+00:00"


def test_a_match_par_goes_on_after_a_new_match_and_is_kept(
    window, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Left at the last stop: a new match started before the match's par was done threw the
    work away, and a finished one was never kept."""
    training, path = _one_deal_match_played(window, qtbot, monkeypatch, tmp_path)
    c = window.controller
    assert c.state.is_over
    finished = c.match_id
    assert training.runner.asked(finished, training_module.MATCH)
    start(window, qtbot, "bolachen", seed=2)  # at once: no replay has been made yet
    assert c.match_id != finished
    qtbot.waitUntil(lambda: finished in training.match_pars, timeout=120000)
    answer = training.match_pars[finished]
    record, messages = load_training(path)
    assert messages == []
    kept = record.matches[finished]
    assert kept.complete and kept.replayed
    assert (kept.outcomes, kept.lengths) == (answer.outcomes, answer.lengths)
    assert len(kept.outcomes) == 3 and kept.won == answer.won
    [deal] = [e for e in record.deals if e.match == finished]
    assert deal.game == "kaschlan" and deal.par == answer.par and deal.runs == 2


def test_a_match_par_left_unfinished_goes_on_after_a_restart(
    window, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The record keeps one replay made before the program was closed (marked: a share of
    0.5 over 9 deals, which no one-game replay gives); after the restart the other two are
    made and that one is not made again."""
    from engine.coach.match_entry import MatchEntry
    from gui.storage.training_store import update_training

    state = _finished_kaschlan()
    begun = MatchEntry.begin(state, "before-restart", 0, LEVELS, WHEN)
    path = tmp_path / "training.json"
    update_training(path, lambda t: t.set_match(begun.with_replays((0.5,), (9,), 1.0, False)))
    training = _match_par_cheap(window, monkeypatch)
    training.use_store(path)  # the program starts
    qtbot.waitUntil(lambda: "before-restart" in training.match_pars, timeout=120000)
    answer = training.match_pars["before-restart"]
    assert answer.outcomes[0] == 0.5 and answer.lengths == (9, 1, 1)
    assert answer.won == match_share(state, 0)
    record, _messages = load_training(path)
    kept = record.matches["before-restart"]
    assert kept.complete and kept.outcomes == answer.outcomes
    [deal] = [e for e in record.deals if e.match == "before-restart"]
    assert deal.par == answer.par and deal.runs == 2


def test_a_kept_match_par_is_shown_in_the_review_and_not_replayed(
    window, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a restart, the finished match opened again: its review shows the match's par
    from the record, and no replay is made."""
    from engine.coach.match_entry import MatchEntry
    from engine.coach.par import Par
    from engine.coach.progress import DealEntry
    from gui.storage.training_store import update_training

    state = _finished_kaschlan()
    entry = (
        MatchEntry.begin(state, "kept", 0, LEVELS, WHEN)
        .with_replays((1.0, 0.0, 1.0), (1, 1, 1), 3.0, True)
        .completed()
    )
    play = play_of(state, 0)
    deal = DealEntry("kaschlan", "kept", 0, 0, WHEN, "marks", -2.0, -1.0, 0.5, 2, None, play)
    path = tmp_path / "training.json"

    def keep(t: Training) -> bool:
        return t.set_match(entry) and t.add_deal(deal)

    update_training(path, keep)
    training = _match_par_cheap(window, monkeypatch)
    training.use_store(path)
    window.controller.resume(state.clone(), LEVELS, match_id="kept")
    review = window.learning.open_review()
    assert review is not None
    kept = Par("kaschlan", 0, 0, "marks", -2.0, -1.0, 0.5, 2, ())
    answer = entry.answer([kept])
    lines = review.training.text().splitlines()
    assert words.match_par_line(answer) in lines and words.match_won(answer) in lines
    assert words.par_line(kept) in lines  # the deal's own par, kept too
    assert "in 2 of 3 replays" in words.match_won(answer)
    assert training.runner.pending() == 0 and not training.runner.asked("kept", 0)


def test_a_replayed_deal_gets_its_own_par_and_the_match_par_is_the_replays(
    window, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Left at the last stop: after the review's "Replay this deal" the result panel, the
    review and the match's par went on using the first play's par (its score, its
    difference), since the deal kept its number under the same match id. The replay's par
    has its own score; its value is the first play's (strong's replays from the same
    start), taken over rather than replayed again."""
    from engine.coach.par import played_score

    training, path = _one_deal_match_played(window, qtbot, monkeypatch, tmp_path)
    c = window.controller
    match, first, first_score = c.match_id, play_of(c.state, 0), played_score(c.state, 0, 0)
    qtbot.waitUntil(lambda: match in training.match_pars, timeout=120000)
    first_par = training.pars[(match, 0, first)]
    first_answer = training.match_pars[match]
    made: list[object] = []  # the deal's and the match's replays made again: none
    training.runner.finished.connect(lambda *args: made.append(args[-1]))
    training.runner.match_step.connect(lambda *args: made.append(args[-1]))
    review = window.learning.open_review(0)
    assert review is not None and review.replay_button.isEnabled()
    review.replay_button.click()
    assert c.state.deals_finished == 0 and c.match_id == match
    play_deal(window, qtbot, random.Random(REPLAY_SEED))
    again, score = play_of(c.state, 0), played_score(c.state, 0, 0)
    assert again != first and score != first_score  # another deal, another score
    qtbot.waitUntil(lambda: (match, 0, again) in training.pars, timeout=120000)
    qtbot.waitUntil(lambda: match in training.match_pars, timeout=120000)
    par = training.pars[(match, 0, again)]
    assert par.score == score and par.difference != first_par.difference
    assert (par.par, par.runs) == (first_par.par, first_par.runs) and made == []
    lines = window.result_panel.training.text().splitlines()
    assert words.par_line(par) in lines and words.par_sentence(par) in lines
    answer = training.match_pars[match]
    assert answer.deals == (par,) and answer.won == match_share(c.state, 0)
    assert answer.outcomes == first_answer.outcomes  # strong's, from the match's start
    assert words.match_par_line(answer) in lines and words.match_won(answer) in lines
    review = window.learning.open_review(0)
    assert review is not None and review.training.text().splitlines() == lines
    record, _messages = load_training(path)
    kept = [(e.play, e.score, e.par) for e in record.deals if e.match == match]
    assert kept[0][:2] == (first, first_score) and kept[1] == (again, score, par.par)
    assert record.matches[match].fingerprint == again and record.matches[match].complete


#: A replay of test_a_replayed_deal_…'s deal by other choices, with another score.
REPLAY_SEED = 10


def _pending(path: Path, match: str = "before-restart") -> GameState:
    """A finished one-game Kaschlan match whose par the record has not started."""
    from engine.coach.match_entry import MatchEntry
    from gui.storage.training_store import update_training

    state = _finished_kaschlan()
    begun = MatchEntry.begin(state, match, 0, LEVELS, WHEN)
    update_training(path, lambda t: t.set_match(begun))
    return state


def test_a_pending_match_par_goes_on_when_the_analysis_is_turned_on_again(
    window, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Left at the last stop: a pending match par went on only at start-up or at a new
    match; with the analysis off then, turning it on again left it waiting for ever."""
    path = tmp_path / "training.json"
    state = _pending(path)
    training = _match_par_cheap(window, monkeypatch)
    window.settings.set("review_analysis", False)
    training.use_store(path)  # the program starts with the analysis off: nothing runs
    assert training.runner.pending() == 0
    dialog = SettingsDialog(window.settings, window)  # Settings ▸ Coach, ticked again
    assert not dialog.analysis.isChecked()
    dialog.analysis.click()
    assert window.settings.get("review_analysis") is True
    qtbot.waitUntil(lambda: "before-restart" in training.match_pars, timeout=120000)
    assert training.match_pars["before-restart"].won == match_share(state, 0)
    record, _messages = load_training(path)
    assert record.matches["before-restart"].complete


def test_a_pending_match_par_goes_on_once_the_runner_is_free(
    window, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Work owed that appears in the record while the runner is busy (another running
    instance's match, kept in the shared record) is taken up when the runner is free, not
    only at the next start or new match."""
    path = tmp_path / "training.json"
    training = _match_par_cheap(window, monkeypatch)
    training.use_store(path)
    training.runner.submit("other", _finished_kaschlan(3), 0, 0, LEVELS)  # keeps it busy
    _pending(path)
    training.change(lambda _t: False)  # the record re-read, as at the next change
    assert "before-restart" in training.record.matches
    qtbot.waitUntil(lambda: "before-restart" in training.match_pars, timeout=120000)
    record, _messages = load_training(path)
    assert record.matches["before-restart"].complete


def test_a_deal_ended_with_the_analysis_off_gets_its_par_once_it_is_on(
    window, qtbot, tmp_path: Path
) -> None:
    """Found by the real-window play-test: the coach turned off while the last trick was
    on the table and on again at the result panel gave that deal no par at all."""
    learning = window.learning
    learning.service.use_analyst(FakeAnalyst())
    training = learning.training
    training.runner.scale = 0.02
    training.runner.rule = StopRule(target=0.0, min_runs=2, max_runs=2)
    training.use_store(tmp_path / "training.json")
    start(window, qtbot, "chapanka", players=4, seed=5)
    play_deal(window, qtbot, random.Random(6))  # the analysis is off (the fixture's)
    c = window.controller
    key = (c.match_id, 0, play_of(c.state, 0))
    assert training.runner.pending() == 0 and key not in training.pars
    assert "Par" not in window.result_panel.training.text()
    window.settings.set("review_analysis", True)
    qtbot.waitUntil(lambda: key in training.pars, timeout=120000)
    assert words.par_line(training.pars[key]) in window.result_panel.training.text()
