"""Follow, learn and review through the real window: the move log, a past moment shown
read-only, learn mode's explanation, the deal review, "replay this deal", the match graph and
the command line's --view."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from gui import app
from tests.gui.coach_fakes import FakeAnalyst
from tests.gui.conftest import play_deal, start, wait_for_person


def _play_until(window, qtbot, done, rng: random.Random, limit: int = 200) -> None:
    """The person plays at random (through the controller) until ``done()``."""
    c = window.controller
    for _ in range(limit):
        wait_for_person(window, qtbot)
        if done() or c.state.deal_over:
            return
        before = len(c.state.history)
        c.play(rng.choice(c.legal_texts()))
        qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=5000)
    raise AssertionError("the condition never came")


def _tricks(state) -> list[dict]:
    return [e for ev in state.events() for e in ev["effects"] if e["kind"] == "trick"]


def test_the_log_groups_the_exchange_and_each_trick_with_its_winner(window, qtbot) -> None:
    start(window, qtbot, "chapanka", players=4, seed=3)
    c = window.controller
    _play_until(window, qtbot, lambda: len(_tricks(c.state)) >= 2, random.Random(1))
    groups = window.learning.log.model.groups()
    assert groups[0].title == "Exchange"
    tricks = [g for g in groups if g.title.startswith("Trick") and g.outcome]
    effects = _tricks(c.state)
    assert len(tricks) == len(effects)
    for group, effect in zip(tricks, effects, strict=True):
        winner = window.seat_names[effect["winner"]]
        assert group.outcome.startswith("You win" if effect["winner"] == 0 else winner)
        assert len([e for e in group.entries if not e.text.startswith("You draw")]) == 4
    # A face-down move is logged as such, never with its card.
    hidden = [e for g in groups for e in g.entries if e.hidden]
    assert hidden and all("face down" in e.text for e in hidden)


def test_a_logged_move_shows_that_moment_read_only_until_escape(window, qtbot) -> None:
    start(window, qtbot, "chapanka", players=4, seed=3)
    c = window.controller
    _play_until(window, qtbot, lambda: len(_tricks(c.state)) >= 1, random.Random(2))
    learning = window.learning
    first_play = next(e for e in c.state.events() if e["action"].startswith("play"))
    learning.show_moment(first_play["index"])
    assert learning.viewing == first_play["index"]
    shown = window.scene.obs
    assert [t["card"] for t in shown["table"]] == [first_play["action"].split()[1]]
    assert not window.view.isInteractive() and not window.panel.isEnabled()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert learning.viewing is None and window.view.isInteractive()
    assert window.scene.obs == c.observation()


def test_learn_mode_says_what_may_be_played_and_why_not_the_rest(window, qtbot) -> None:
    start(window, qtbot, "chapanka", players=4, seed=5)
    learning = window.learning
    learning.service.use_analyst(FakeAnalyst())
    learning.set_learn_mode(True)
    c = window.controller

    def refusal_shown() -> bool:
        note = learning.panel.note()
        return note is not None and bool(note.refusals)

    _play_until(window, qtbot, refusal_shown, random.Random(3))
    note = learning.panel.note()
    assert note.kind == "Play"
    assert len(note.legal) == len(c.legal_texts())
    legal_cards = {t.split()[1] for t in c.legal_texts()}
    refused_cards = set(c.observation()["hand"]) - legal_cards
    assert len(note.refusals) == len(refused_cards)
    # The reason is the rule, in words, with cards in the table's notation.
    for card, reason in note.refusals:
        assert card[-1] in "♠♥♦♣" and "suit" in reason
    qtbot.waitUntil(lambda: bool(learning.panel.note().advice), timeout=30000)
    advice = learning.panel.note().advice
    assert advice.split(" — ")[0] in note.legal
    assert "It keeps A♥ for later." in advice  # the idea behind the move, cards as shown
    learning.panel.set_on(False)
    assert not learning.learn_mode


def test_learn_mode_says_the_deal_is_over_not_wait_for_the_bots(window, qtbot) -> None:
    """After the last trick the panel said "Wait for your turn: the bots are playing." under
    the deal's result: nobody was playing."""
    start(window, qtbot, "bolachen", seed=6)
    window.learning.set_learn_mode(True)
    play_deal(window, qtbot, random.Random(6))
    qtbot.waitUntil(lambda: "The deal is over" in window.learning.panel.text.text())
    text = window.learning.panel.text.text()
    assert "bots are playing" not in text and "Review deal" in text


def test_the_review_judges_each_decision_and_replay_deals_the_same_cards(window, qtbot) -> None:
    window.settings.set("review_analysis", True)
    fake = FakeAnalyst()
    window.learning.service.use_analyst(fake)
    start(window, qtbot, "tausendundeins", seed=7)
    c = window.controller
    dealt_hand = list(c.observation()["hand"])
    play_deal(window, qtbot, random.Random(4))
    reviewer = window.learning.reviewer
    qtbot.waitUntil(lambda: reviewer.pending() == 0, timeout=120000)
    decisions = [i for i, (seat, _t) in enumerate(c.state.history) if seat == 0]
    assert sorted(reviewer.reviews) == decisions
    # Each decision was looked at from the position before it, never twice with one budget.
    asked = [(samples, history) for samples, _previous, history in fake.calls]
    assert len(asked) == len(set(asked)) and {h for _s, h in asked} == set(decisions)
    assert window.act_review.isEnabled()
    review = window.learning.open_review()
    frames = review.frames()
    assert len(frames) == len(c.state.events()) + 1
    judged = [f.review.index for f in frames if f.review is not None]
    assert judged == decisions
    # Every hand is open: the first frame holds the whole deal as dealt.
    assert sorted(frames[0].hands[0]) == sorted(dealt_hand)
    assert all(review.frames()[i].review.flagged for i in review.costliest_frames())
    with qtbot.waitSignal(c.state_changed):
        qtbot.mouseClick(review.replay_button, Qt.MouseButton.LeftButton)
    assert not c.state.deal_over and c.state.history == []
    assert sorted(c.observation()["hand"]) == sorted(dealt_hand)
    window.learning.shutdown()


def test_the_match_graph_follows_the_score_sheet(window, qtbot) -> None:
    start(window, qtbot, "tausendundeins", seed=8)
    play_deal(window, qtbot, random.Random(5))
    graph = window.learning.graph
    totals = window.controller.results[-1]["totals"]
    assert graph.deals() == 1
    assert [s.totals[-1] for s in graph.series()] == [float(t) for t in totals]


def test_view_review_on_the_command_line_shows_the_review_window(qapp, tmp_path) -> None:
    out = tmp_path / "review.png"
    rc = app.main(
        ["--game", "tausendundeins", "--seed", "2", "--bots", "random", "--moves", "2",
         "--view", "review", "--size", "1000x700", "--screenshot", str(out)]
    )  # fmt: skip
    assert rc == 0
    image = QImage(str(out))
    # The review opens in its own window, so the picture is not the 1000×700 main window.
    assert not image.isNull() and (image.width(), image.height()) != (1000, 700)


def test_learn_mode_says_why_a_trick_was_won(qapp) -> None:
    from engine.reasons import Reason
    from gui.coach.learning import outcome_reason

    seats = ["You", "Anna", "Bruno"]
    plays = [{"seat": s, "card": c} for s, c in enumerate(["9H", "KH", "7S"])]
    effect = {"kind": "trick", "winner": 2, "cards": plays, "points": None}
    why = Reason("{card} wins: it is the highest trump in the trick.", card="7S")
    assert outcome_reason(effect, seats, "french", None, why, "tausendundeins") == (
        "Bruno wins the trick. 7♠ wins: it is the highest trump in the trick."
    )
    # The German pattern names the card as the table shows it.
    german = outcome_reason(effect, seats, "german", None, why, "tausendundeins")
    assert "7♠" not in german and german.startswith("Bruno wins the trick. ")
    assert outcome_reason(effect, seats, "french") == "Bruno wins the trick"


def test_learn_mode_explains_tricks_with_the_game_s_own_reason(window, qtbot) -> None:
    """Scharwenzel's permanent trumps are printed in any suit: the explanation comes from the
    game's ranking (engine.coach.explain), never from the printed suits."""
    from engine.coach.explain import trick_outcome
    from gui.coach.learning import outcome_reason

    window.learning.service.use_analyst(FakeAnalyst())
    start(window, qtbot, "scharwenzel", seed=3)
    learning = window.learning
    learning.set_learn_mode(True)
    c = window.controller
    _play_until(window, qtbot, lambda: bool(_tricks(c.state)), random.Random(2))
    tricks = [e for e in c.state.events() if any(f["kind"] == "trick" for f in e["effects"])]
    event = tricks[-1]  # the last trick: the one the panel speaks of
    effect = next(f for f in event["effects"] if f["kind"] == "trick")
    why = trick_outcome(c.state, event["index"])
    assert why is not None
    expected = outcome_reason(effect, window.seat_names, *window.display(), why, "scharwenzel")
    assert learning.last_outcome() == (expected,)
    assert expected in learning.panel.text.text()


def test_a_kaschlan_bout_is_one_group_whatever_its_phases(qapp) -> None:
    import engine
    from engine.bots import make
    from gui.coach.learning import event_phases, log_groups

    state = engine.game("kaschlan").new_game(players=3, seed=6)
    bot = make("random", state.spec, seed=6)
    bouts = 0
    while bouts < 3 and state.current_player is not None:
        state.apply(bot.choose(state, state.current_player))
        bouts = sum(1 for ev in state.events() for e in ev["effects"] if e["kind"] == "bout_over")
    groups = log_groups("kaschlan", state.events(0), ["You", "Anna", "Bruno"], "french",
                        phases=event_phases(state))  # fmt: skip
    assert [g.title for g in groups[:3]] == ["Bout 1", "Bout 2", "Bout 3"]
    assert all(g.outcome for g in groups[:3])


def test_a_long_list_of_moves_is_summed_up_by_kind(qapp) -> None:
    import i18n
    from gui.coach.log_words import legal_lines

    i18n.install(qapp, "en")  # the English catalog holds the plural forms
    discards = [f"discard {a} {b}" for a, b in zip("AKQJ", "KQJA", strict=True)] * 5
    lines = legal_lines("bolachen", [*discards, "pass"], "french", "en")
    assert lines[0].endswith(": 20 possible moves") and len(lines) == 2


def test_hint_and_learn_mode_give_one_analysis_s_advice(window, qtbot) -> None:
    """The same question is never analysed twice: learn mode's advice and the Hint command
    read one analysis (made off the GUI thread) and say the same move and reason."""
    from gui import names
    from gui.coach.words import advice_sentences
    from gui.controller import engine_text

    fake = FakeAnalyst()
    learning = window.learning
    learning.service.use_analyst(fake)
    start(window, qtbot, "tausendundeins", seed=3)
    wait_for_person(window, qtbot)
    learning.set_learn_mode(True)
    qtbot.waitUntil(lambda: bool(learning.panel.note() and learning.panel.note().advice))
    advice = learning.panel.note().advice
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10000) as blocker:
        window.act_hint.trigger()
    action, reason = blocker.args
    pattern, language = window.display()
    label = names.action_label("tausendundeins", action, pattern, language)
    why = engine_text(reason, "tausendundeins", pattern, language)
    assert advice == f"{label} — {why}"
    assert window.input.hinted and "It keeps A♥ for later." in why
    analysis = learning.advisor.current()
    assert analysis is not None and reason == advice_sentences(analysis)
    assert len(fake.calls) == 1 and window.controller.gui_thread not in fake.threads


def test_the_deeper_look_never_starts_while_a_bot_thinks(window, qtbot) -> None:
    window.settings.set("review_analysis", True)
    learning = window.learning
    learning.service.use_analyst(FakeAnalyst())
    # A bot "thinks" while its search runs; its move delay afterwards uses no CPU, and the
    # deeper look may run then (gui/controller.py: searching, bot_search_ended).
    searching: list[bool] = []
    learning.service.step_started.connect(
        lambda _samples: searching.append(window.controller.searching)
    )
    start(window, qtbot, "chapanka", players=4, seed=5)
    play_deal(window, qtbot, random.Random(4))
    qtbot.waitUntil(lambda: learning.reviewer.pending() == 0, timeout=60000)
    assert searching and not any(searching)
    assert learning.reviewer.reviews


def test_a_review_after_a_restart_has_its_verdicts(window, qtbot, tmp_path) -> None:
    """The review of a deal played before the program was closed: the verdicts come back
    from the coach's answers kept on disk, nothing is worked out again; without them (the
    cache deleted) they are worked out again in the background."""
    from gui.coach.analysis_store import AnalysisStore
    from gui.main_window import MainWindow
    from gui.settings import MemoryStorage, Settings

    window.settings.set("review_analysis", True)
    window.learning.service.use_analyst(FakeAnalyst())
    window.learning.service.use_store(AnalysisStore(tmp_path))
    start(window, qtbot, "tausendundeins", seed=7)
    play_deal(window, qtbot, random.Random(4))
    qtbot.waitUntil(lambda: window.learning.reviewer.pending() == 0, timeout=120000)
    window.learning.service.store.flush()
    before = dict(window.learning.reviewer.reviews)
    saved, levels = window.controller.state.clone(), list(window.controller.levels)
    window.learning.shutdown()

    def restarted(store: AnalysisStore | None) -> tuple[MainWindow, FakeAnalyst]:
        again = MainWindow(Settings(MemoryStorage({"review_analysis": True})))
        qtbot.addWidget(again)
        fake = FakeAnalyst()
        again.learning.service.use_analyst(fake)
        again.learning.service.use_store(store)
        again.controller.resume(saved.clone(), levels)
        return again, fake

    again, fake = restarted(AnalysisStore(tmp_path))
    review = again.learning.open_review(0)
    judged = {f.review.index: f.review for f in review.frames() if f.review is not None}
    assert judged == before and fake.calls == []
    again.learning.shutdown()

    cold, fake = restarted(None)
    review = cold.learning.open_review(0)
    qtbot.waitUntil(lambda: cold.learning.reviewer.pending() == 0, timeout=120000)
    assert fake.calls and sorted(cold.learning.reviewer.reviews) == sorted(before)
    judged = [f.review.index for f in review.frames() if f.review is not None]
    assert judged == sorted(before)  # the open review shows them as they arrive
    cold.learning.shutdown()


def test_learn_mode_says_the_coach_is_looking_until_its_advice_comes(window, qtbot) -> None:
    """The advice may take seconds (1001's last free tricks are solved deal by deal): until
    it comes the panel says the coach is looking, not nothing."""
    import threading

    release = threading.Event()
    fake = FakeAnalyst()

    def slow(*args, **kwargs):
        release.wait(30)
        return fake(*args, **kwargs)

    window.learning.service.use_analyst(slow)
    start(window, qtbot, "tausendundeins", seed=7)
    window.learning.set_learn_mode(True)
    panel = window.learning.panel
    qtbot.waitUntil(lambda: "The coach advises:" in panel.text.text())
    assert "looking at this decision…" in panel.text.text()
    release.set()
    qtbot.waitUntil(lambda: "It keeps A♥ for later." in panel.text.text(), timeout=30000)
    assert "looking at this decision…" not in panel.text.text()
    window.learning.shutdown()


def test_the_coach_s_workers_start_once_the_new_table_is_drawn(window, qtbot, monkeypatch) -> None:
    """A spawned worker imports the engine (a few hundred ms of CPU): the first frame of a
    match must not share the two cores with it."""
    scene, pixmaps = window.scene, window.pixmaps
    drawn_when_started: list[bool] = []

    def drawn() -> bool:
        """Every card on the table is rendered at its size (it is painted next)."""
        keys = [scene._pixmap_key(item) for item in scene.cards.values()]
        rendered = [pixmaps.peek(key) for key in keys]
        return bool(keys) and all(
            pix is not None and pix.width() == key[3]
            for pix, key in zip(rendered, keys, strict=True)
        )

    monkeypatch.setattr(
        window.learning.service, "warm_up", lambda lanes: drawn_when_started.append(drawn())
    )
    window.controller.new_game("kaschlan", 4, {}, 7, "random")
    qtbot.waitUntil(lambda: bool(drawn_when_started) and pixmaps.is_idle(), timeout=20000)
    assert drawn_when_started == [True]
