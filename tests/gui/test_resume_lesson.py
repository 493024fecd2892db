"""Resume keeps the lesson: the autosave (and a save) records learn mode and the guided lesson,
and resuming brings back the lesson's title, introduction and advice. Saves without it, or
with a value that cannot be used, still open (learn mode then off)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine
import engine.bots
from engine.guided import lessons
from gui.main_window import MainWindow
from gui.persistence import Persistence, user_settings_storage
from gui.pixmaps import CardPixmaps
from gui.settings import Settings
from gui.storage import ENV_HOME, UserPaths
from gui.storage.saves import SaveMeta, learn_record, read_save, write_autosave
from tests.gui.conftest import wait_for_person
from tests.gui.test_learn_outcome import last_trick_line


@pytest.fixture(autouse=True)
def quick_advice(monkeypatch: pytest.MonkeyPatch) -> None:
    real = engine.bots.make

    def make(level, spec, seed=0, **kwargs):
        if level == "strong":
            return real("normal", spec, seed=seed, iterations=40, workers=1)
        return real(level, spec, seed=seed, **kwargs)

    monkeypatch.setattr(engine.bots, "make", make)


@pytest.fixture
def paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> UserPaths:
    monkeypatch.setenv(ENV_HOME, str(tmp_path))
    return UserPaths.default()


@pytest.fixture
def windows(qtbot, paths: UserPaths) -> Iterator[list[tuple[MainWindow, Persistence]]]:
    opened: list[tuple[MainWindow, Persistence]] = []
    yield opened
    for window, _persistence in opened:
        window.controller.shutdown()
        window.close()


def open_window(qtbot, paths: UserPaths, opened: list) -> tuple[MainWindow, Persistence]:
    """A window with its per-user files, as gui.app builds it; a second one is a restart."""
    storage = user_settings_storage(paths)
    settings = Settings(storage)
    settings.set_animation_speed("off")
    settings.set_trick_hold("none")
    settings.set("review_analysis", False)
    window = MainWindow(settings, pixmaps=CardPixmaps(paths.card_cache_dir))
    qtbot.addWidget(window)
    persistence = Persistence(window.hooks, paths, storage)
    window.use_storage(persistence)
    persistence.ask_resume = lambda _meta: True
    window.show()
    qtbot.waitExposed(window)
    opened.append((window, persistence))
    return window, persistence


def play_one_move(window: MainWindow, qtbot) -> None:
    c = window.controller
    wait_for_person(window, qtbot)
    before = len(c.state.history)
    if c.legal_texts() and not any(seat == 0 for seat, _ in c.state.history):
        c.play(c.legal_texts()[0])
    qtbot.waitUntil(lambda: any(seat == 0 for seat, _ in c.state.history[before - 1 :]))
    wait_for_person(window, qtbot)


def test_a_resumed_lesson_keeps_its_title_intro_and_advice(qtbot, paths, windows) -> None:
    window, persistence = open_window(qtbot, paths, windows)
    lesson = lessons("bolachen")[0]
    assert window.learning.start_guided("bolachen", "random")
    play_one_move(window, qtbot)
    assert persistence.flush()
    saved = json.loads(paths.autosave_for("bolachen").read_text(encoding="utf-8"))
    assert saved["meta"]["learn"] == {"on": True, "lesson": 0}
    history = list(window.controller.state.history)
    window.controller.shutdown()
    window.close()

    again, persistence = open_window(qtbot, paths, windows)
    assert persistence.offer_resume()
    assert again.controller.state.history == history
    learning = again.learning
    assert learning.learn_mode and learning.current_lesson() is lesson
    assert learning.panel.lesson() == (lesson.title, lesson.intro)
    assert lesson.title in learning.panel.text.text()
    if again.controller.is_human_turn():  # the decision is explained again, with advice
        note = learning.panel.note
        qtbot.waitUntil(lambda: bool(note() and note().advice), timeout=30000)


def test_learn_mode_without_a_lesson_is_kept_too(qtbot, paths, windows) -> None:
    window, persistence = open_window(qtbot, paths, windows)
    window.controller.new_game("kaschlan", 3, {}, 5, "random")
    window.learning.set_learn_mode(True)
    play_one_move(window, qtbot)
    assert persistence.flush()
    window.controller.shutdown()
    window.close()
    again, persistence = open_window(qtbot, paths, windows)
    assert persistence.offer_resume()
    assert again.learning.learn_mode and again.learning.current_lesson() is None


def test_an_older_save_resumes_with_learn_mode_off(qtbot, paths, windows) -> None:
    state = engine.game("kaschlan").new_game(players=3, seed=5)
    while state.current_player != 0:
        state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    write_autosave(paths.autosave_for("kaschlan"), state, [None, "random", "random"])
    document = json.loads(paths.autosave_for("kaschlan").read_text(encoding="utf-8"))
    document["meta"].pop("learn", None)  # as written before learn mode was kept
    paths.autosave_for("kaschlan").write_text(json.dumps(document), encoding="utf-8")
    window, persistence = open_window(qtbot, paths, windows)
    assert persistence.offer_resume()
    assert window.controller.state.history == state.history
    assert not window.learning.learn_mode


@pytest.mark.parametrize(
    ("value", "kept"),
    [
        ({"on": True, "lesson": 1}, {"on": True, "lesson": 1}),
        ({"on": False, "lesson": 1}, {"on": False, "lesson": None}),
        ({"on": True, "lesson": 9}, {"on": True, "lesson": None}),  # no such lesson
        ({"on": True, "lesson": True}, {"on": True, "lesson": None}),
        ({"on": "yes"}, {}),
        ("learn", {}),
        (None, {}),
    ],
)
def test_a_learn_value_that_cannot_be_used_is_dropped_not_the_save(tmp_path, value, kept) -> None:
    assert learn_record(value, "bolachen") == kept
    state = engine.game("bolachen").new_game(players=3, seed=139)
    meta = SaveMeta.from_state(state, [None, "random", "random"]).to_dict()
    meta["learn"] = value
    path = tmp_path / "save.json"
    document = {"kartentisch": "save", "version": 1, "meta": meta}
    document["state"] = json.loads(state.to_json())
    path.write_text(json.dumps(document), encoding="utf-8")
    _state, read = read_save(path)
    assert read.learn == kept


def test_restore_lesson_brings_back_the_lesson_and_its_next_one(window, qtbot) -> None:
    """The public way back into a lesson (Persistence uses it): the lesson on the table is
    known again, and "Next deal" starts the next lesson against the same opponents."""
    learning = window.learning
    first, second = lessons("bolachen")[:2]
    levels = [None, "random", "random"]
    window.controller.new_game(first.game, first.players, dict(first.options), first.seed, "random")
    wait_for_person(window, qtbot)
    assert learning.restore_lesson("bolachen", 0, levels)
    learning.set_learn_mode(True)
    assert learning.current_lesson() == first
    learning.next_deal()
    assert learning.current_lesson() == second
    assert window.controller.levels == levels


def test_restore_lesson_refuses_an_index_the_series_has_not(window, qtbot) -> None:
    learning = window.learning
    lesson = lessons("bolachen")[0]
    window.controller.new_game(lesson.game, lesson.players, {}, lesson.seed, "random")
    wait_for_person(window, qtbot)
    learning.set_learn_mode(True)
    assert not learning.restore_lesson("bolachen", len(lessons("bolachen")), "random")
    assert learning.current_lesson() is None


def test_the_resume_question_gives_one_score_a_team_and_the_lesson(qtbot, paths, windows) -> None:
    """Scharwenzel's partners share a score: two numbers, named as the score sheet names
    them, not four; and a lesson on the table is said to go on (issue 45 item 10)."""
    _window, persistence = open_window(qtbot, paths, windows)
    state = engine.game("scharwenzel").new_game(players=4, seed=5)
    teams = state.observation(0)["teams"]
    meta = SaveMeta.from_state(state, [None, "random", "random", "random"])
    meta.totals = [3.0 if seat in teams[0] else 1.0 for seat in range(4)]
    meta.learn = {"on": True, "lesson": 0}
    question = persistence.resume_question(meta)
    assert "score Your team 3 : Opponents 1)" in question, question
    lesson = lessons("scharwenzel")[0]
    assert f"The guided lesson “{lesson.title}” goes on where you left it." in question
    meta.learn = {"on": True, "lesson": None}
    assert "Learn mode stays on." in persistence.resume_question(meta)
    meta.learn = {}
    alone = persistence.resume_question(meta)
    assert "lesson" not in alone and "Learn mode" not in alone and alone.endswith("Continue it?")
    # Everyone for themself: one number a seat, as before.
    kaschlan = engine.game("kaschlan").new_game(players=3, seed=5)
    single = SaveMeta.from_state(kaschlan, [None, "random", "random"])
    single.totals = [2.0, 0.0, 1.0]
    assert "score 2 : 0 : 1)" in persistence.resume_question(single)


def test_a_resumed_deal_still_says_how_its_last_trick_went(qtbot, paths, windows) -> None:
    """The learn panel's "what just happened" is read from the match, so a resume keeps it."""
    window, persistence = open_window(qtbot, paths, windows)
    assert window.learning.start_guided("bolachen", "random")
    c = window.controller

    def trick_done() -> bool:
        return any(f["kind"] == "trick" for e in c.state.events(0) for f in e["effects"])

    for _ in range(60):
        wait_for_person(window, qtbot)
        if trick_done() and c.is_human_turn():
            break
        before = len(c.state.history)
        c.play(c.legal_texts()[0])
        qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=5000)
    outcome = last_trick_line(window)
    assert outcome in window.learning.panel.text.text()
    assert persistence.flush()
    window.controller.shutdown()
    window.close()

    again, persistence = open_window(qtbot, paths, windows)
    assert persistence.offer_resume()
    wait_for_person(again, qtbot)
    assert last_trick_line(again) == outcome
    assert outcome in again.learning.panel.text.text()
