"""The coach's answers kept on disk (gui/coach/analysis_store.py): a review survives a
restart of the program; a changed analyst, a damaged file or a full disk never hand out a
wrong answer or stop the game."""

from __future__ import annotations

import json
import os

from engine.coach import DEEP_SAMPLES, PLAY_SAMPLES
from gui.coach import analysis_store
from gui.coach.analysis_store import AnalysisStore
from gui.coach.reviewer import Reviewer
from gui.coach.service import CoachService, position_key
from tests.gui.coach_fakes import FakeAnalyst
from tests.gui.test_review_service import _positions


def _reviewed(qtbot, store: AnalysisStore, fake: FakeAnalyst, count: int = 2):
    """A program run: a service keeping answers in ``store`` reviews seat 0's first
    ``count`` decisions; returns (reviewer, service, (state, decisions))."""
    service = CoachService(processes=False, analyse_fn=fake)
    service.use_store(store)
    reviewer = Reviewer(service)
    positions, now = _positions(count)
    for _position, move, index in positions:
        reviewer.submit(now, move, index)
    qtbot.waitUntil(lambda: reviewer.pending() == 0, timeout=20000)
    store.flush()
    return reviewer, service, (now, positions)


def test_a_review_after_a_restart_comes_from_disk_without_analysing(qtbot, tmp_path) -> None:
    first_fake = FakeAnalyst(worst=None)
    before, service, (now, positions) = _reviewed(qtbot, AnalysisStore(tmp_path), first_fake)
    assert first_fake.calls  # the first run worked them out
    service.shutdown()
    # The next start: a new service, a new store object on the same folder.
    fake = FakeAnalyst()
    service = CoachService(processes=False, analyse_fn=fake)
    service.use_store(AnalysisStore(tmp_path))
    reviewer = Reviewer(service)
    for _position, move, index in positions:
        reviewer.submit(now, move, index)
    assert reviewer.pending() == 0 and fake.calls == []
    assert service.runs == {"now": 0, "later": 0}
    for _position, _move, index in positions:
        assert reviewer.reviews[index] == before.reviews[index]
        assert reviewer.reviews[index].samples == DEEP_SAMPLES
    service.shutdown()


def test_each_position_keeps_its_play_time_and_its_deep_answer(qtbot, tmp_path) -> None:
    store = AnalysisStore(tmp_path)
    _reviewer, service, (_now, positions) = _reviewed(qtbot, store, FakeAnalyst(), count=1)
    position, _move, _index = positions[0]
    key = position_key(position, 0)
    kept = AnalysisStore(tmp_path).load(key)
    # The play-time look (what the hint said, which the verdict compares with) and the
    # deepest; the steps between are not asked for again.
    assert sorted(kept) == [PLAY_SAMPLES, DEEP_SAMPLES]
    for samples, analysis in kept.items():
        assert analysis.to_json() == service.cached(key, samples).to_json()
    service.shutdown()
    # After a restart the hint is answered from disk too.
    fake = FakeAnalyst()
    again = CoachService(processes=False, analyse_fn=fake)
    again.use_store(AnalysisStore(tmp_path))
    _key, known = again.ask(position, 0)
    assert known is not None and known.to_json() == kept[PLAY_SAMPLES].to_json()
    assert fake.calls == []
    again.shutdown()


def test_another_analyst_does_not_read_the_old_answers(qtbot, tmp_path, monkeypatch) -> None:
    _r, service, (now, positions) = _reviewed(qtbot, AnalysisStore(tmp_path), FakeAnalyst())
    service.shutdown()
    changed = AnalysisStore(tmp_path)
    changed.fingerprint = "another analyst"
    position, _move, _index = positions[0]
    assert changed.load(position_key(position, 0)) == {}


def test_a_damaged_file_is_set_aside_and_worked_out_again(qtbot, tmp_path) -> None:
    store = AnalysisStore(tmp_path)
    _r, service, (now, positions) = _reviewed(qtbot, store, FakeAnalyst(), count=1)
    service.shutdown()
    position, move, index = positions[0]
    key = position_key(position, 0)
    path = store.path(key)
    path.write_text('{"format": 1, "key": ', encoding="utf-8")  # cut off
    fresh = AnalysisStore(tmp_path)
    fake = FakeAnalyst()
    service = CoachService(processes=False, analyse_fn=fake)
    service.use_store(fresh)
    reviewer = Reviewer(service)
    reviewer.submit(now, move, index)
    qtbot.waitUntil(lambda: reviewer.pending() == 0, timeout=20000)
    fresh.flush()
    assert fake.calls and reviewer.reviews[index].samples == DEEP_SAMPLES
    assert [p.name.split(".corrupt-")[0] for p in fresh.set_aside] == [path.name]
    assert fresh.set_aside[0].read_text(encoding="utf-8") == '{"format": 1, "key": '
    assert sorted(AnalysisStore(tmp_path).load(key)) == [PLAY_SAMPLES, DEEP_SAMPLES]  # anew
    service.shutdown()


def test_a_read_only_store_reads_but_never_writes(qtbot, tmp_path) -> None:
    _r, service, (now, positions) = _reviewed(qtbot, AnalysisStore(tmp_path), FakeAnalyst())
    service.shutdown()
    files = sorted(p.name for p in tmp_path.iterdir())
    reader = AnalysisStore(tmp_path, writable=False)
    position, _move, _index = positions[0]
    kept = reader.load(position_key(position, 0))
    assert sorted(kept) == [PLAY_SAMPLES, DEEP_SAMPLES]
    other = _positions(3)[0][2][0]
    reader.save(position_key(other, 0), PLAY_SAMPLES, kept[PLAY_SAMPLES])
    reader.flush()
    assert sorted(p.name for p in tmp_path.iterdir()) == files


def test_a_full_disk_costs_the_answer_not_the_game(qtbot, tmp_path) -> None:
    blocked = tmp_path / "analyses"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    reviewer, service, _rest = _reviewed(qtbot, AnalysisStore(blocked), FakeAnalyst(), count=1)
    assert len(reviewer.reviews) == 1  # judged all the same, only not kept
    service.shutdown()


def test_the_folder_keeps_the_newest_files(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(analysis_store, "LIMIT", 3)
    for n in range(5):
        path = tmp_path / f"{n}.json"
        path.write_text(json.dumps({"n": n}), encoding="utf-8")
        os.utime(path, ns=(n * 10**9, n * 10**9))
    AnalysisStore(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["2.json", "3.json", "4.json"]


def test_the_fingerprint_follows_the_engine_source(tmp_path, monkeypatch) -> None:
    package = tmp_path / "engine"
    (package / "games").mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    rules = package / "games" / "rules.py"
    rules.write_text("TRUMPS = 'hearts'\n", encoding="utf-8")
    monkeypatch.setattr(analysis_store.engine, "__file__", str(package / "__init__.py"))
    made = analysis_store.analyst_fingerprint.__wrapped__
    first = made()
    assert made() == first
    rules.write_text("TRUMPS = 'spades'\n", encoding="utf-8")  # a rule changed
    assert made() != first
