"""The remote controller (issue 34): a seat of a table whose engine runs elsewhere, shown
through the same signals as a local table. Here against an in-process stand-in for the
server (tests/gui/net_fakes.py); tests/gui/test_net_table.py plays against the real one."""

from __future__ import annotations

import random

import engine
import i18n
from gui.controller import engine_text
from gui.net.remote_controller import RemoteController
from netplay.protocol import CLOSE_TABLE_CLOSED, SeatEnd
from tests.gui.net_fakes import FakeTable


def seated(qtbot, game: str, players: int, seat: int, seed: int = 3, hook=None):
    table = FakeTable(game, players, seat, seed)
    c = RemoteController(0)
    c.set_trick_hold(0)
    started: list[dict] = []
    c.match_started.connect(started.append)
    if hook is not None:
        hook(c)
    c.connect_seat(table.seat_for)
    qtbot.waitUntil(lambda: c.welcomed and c.observation() is not None, timeout=5000)
    return c, table, started


def test_welcome_seats_the_person_where_the_server_says(qtbot):
    c, table, started = seated(qtbot, "scharwenzel", 4, seat=2)
    assert c.my_seat == 2 and c.state is None
    assert started and started[0]["game"] == "scharwenzel" and started[0]["players"] == 4
    assert c.observation()["seat"] == 2
    assert c.observation()["hand"] == table.state.observation(2)["hand"]
    assert c.levels[2] is None and all(lv is not None for i, lv in enumerate(c.levels) if i != 2)
    assert not c.can_undo()
    c.shutdown()
    assert table.closed


def test_a_whole_deal_through_the_controller(qtbot):
    finished: list[dict] = []
    applied: list[tuple[int, str]] = []

    def listen(c: RemoteController) -> None:
        c.deal_finished.connect(finished.append)
        c.action_applied.connect(lambda seat, text: applied.append((seat, text)))

    c, table, _ = seated(qtbot, "tausendundeins", 2, seat=1, seed=5, hook=listen)
    rng = random.Random(1)
    for _ in range(400):
        if finished:
            break
        qtbot.waitUntil(lambda: c.is_human_turn() or bool(finished), timeout=5000)
        if finished:
            break
        legal = c.legal_texts()
        assert legal == [a.text for a in table.state.legal_actions()]
        c.play(rng.choice(legal))
        # Sent, not yet answered: no second move meanwhile.
        assert not c.is_human_turn()
    assert finished, "the deal never ended"
    st = table.state
    assert st.deal_over
    record = st.deal_record(st.deal_no)
    assert finished[0]["scores"] == list(record["result"]["scores"])
    assert finished[0]["totals"] == list(st.totals())
    assert c.results == finished
    # Every move of the deal was shown, each by its seat, in order.
    assert [seat for seat, _text in applied] == [seat for seat, _text in st.history]
    assert [m["type"] for m in table.sent].count("act") == sum(
        1 for seat, _t in st.history if seat == 1
    )
    c.shutdown()


def test_a_refusal_shows_the_engines_reason_in_the_players_language(qtbot, qapp):
    i18n.install(qapp, "de")
    c, table, _ = seated(qtbot, "chapanka", 4, seat=3, seed=8)
    refused: list[tuple[str, str]] = []
    c.refused.connect(lambda action, text: refused.append((action, text)))
    rng = random.Random(4)
    for _ in range(60):
        qtbot.waitUntil(c.is_human_turn, timeout=5000)
        legal = c.legal_texts()
        bad = [f"play {card}" for card in c.observation()["hand"] if f"play {card}" not in legal]
        if bad and any(t.startswith("play ") for t in legal):
            history = list(table.state.history)
            try:
                table.state.clone().apply(bad[0])
            except engine.IllegalAction as exc:
                expected = engine_text(exc, "chapanka", c.card_pattern)
                english = str(exc)
            c.play(bad[0])
            qtbot.waitUntil(lambda: bool(refused), timeout=5000)
            assert refused == [(bad[0], expected)]
            assert expected != english, "the reason was not translated"
            assert table.state.history == history
            # The turn is the person's again, with the same moves.
            qtbot.waitUntil(c.is_human_turn, timeout=5000)
            assert c.legal_texts() == legal
            c.shutdown()
            return
        c.play(rng.choice(legal))
    raise AssertionError("never found a card that may not be played")


def test_hint_and_next_deal_go_to_the_server(qtbot):
    c, table, _ = seated(qtbot, "tausendundeins", 2, seat=0, seed=2)
    hints: list[tuple[str, object]] = []
    c.hint_ready.connect(lambda action, why: hints.append((action, why)))
    qtbot.waitUntil(c.is_human_turn, timeout=5000)
    c.hint()
    qtbot.waitUntil(lambda: bool(hints), timeout=5000)
    action, why = hints[0]
    assert action == c.legal_texts()[0]
    assert engine_text(why) == "It keeps 2 cards."
    # Undo is refused with the reason; nothing is sent for it.
    errors: list[str] = []
    c.error.connect(errors.append)
    c.undo()
    assert errors and "network" in errors[0]
    assert all(m["type"] != "undo" for m in table.sent)
    # "Next deal" is asked for only once the deal is over; then the new deal comes.
    c.next_deal()
    assert all(m["type"] != "next_deal" for m in table.sent)
    rng = random.Random(3)
    while not c.observation().get("deal_over"):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.observation().get("deal_over"), timeout=5000)
        if c.is_human_turn():
            c.play(rng.choice(c.legal_texts()))
    qtbot.waitUntil(lambda: bool(c.results), timeout=5000)
    c.next_deal()
    assert table.sent[-1]["type"] == "next_deal"
    qtbot.waitUntil(lambda: c.observation()["deal_no"] == 1, timeout=5000)
    assert not c.observation()["deal_over"]
    c.shutdown()


def test_a_held_trick_holds_back_the_moves_that_follow(qtbot):
    """The server sends the bots' next moves at once; the table shows them only after the
    person has seen the finished trick (acknowledge), as at a local table."""
    held: list[dict] = []
    released: list[bool] = []

    def listen(c: RemoteController) -> None:
        c.trick_held.connect(held.append)
        c.trick_released.connect(lambda: released.append(True))

    c, table, _ = seated(qtbot, "chapanka", 4, seat=0, seed=6, hook=listen)
    c.set_trick_hold(None)
    rng = random.Random(5)
    for _ in range(200):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.held is not None, timeout=5000)
        if c.held is not None:
            qtbot.wait(50)  # whatever the server sent meanwhile has arrived
            if c._backlog:
                shown = c.observation()
                waiting = len(c._backlog)
                assert shown["table"] == [] and shown["last_trick"]
                assert not c.is_human_turn() or shown["current_player"] == 0
                assert c.acknowledge() and released
                assert c.held is None or len(c._backlog) < waiting
                assert c.observation() != shown
                c.shutdown()
                return
            c.acknowledge()
            continue
        c.play(rng.choice(c.legal_texts()))
    raise AssertionError("no trick was followed by another seat's move")


def test_the_network_window_counts_its_seats_deal_in_the_statistics(qtbot):
    from gui.net.network_window import NetworkWindow
    from gui.settings import MemoryStorage, Settings

    counted: list[tuple] = []

    class Statistics:  # stands in for gui.persistence.Persistence
        @staticmethod
        def count_seat_deal(*args) -> None:
            counted.append(args)

        @staticmethod
        def count_seat_match(*args) -> None:
            pass

    table = FakeTable("tausendundeins", 2, 1, seed=9)
    c = RemoteController(0)
    c.set_trick_hold(0)
    win = NetworkWindow(
        Settings(MemoryStorage({"animation_speed": "off", "trick_hold": "none"})),
        c,
        statistics=Statistics(),
    )
    qtbot.addWidget(win)
    c.connect_seat(table.seat_for)
    rng = random.Random(2)
    while not c.results:
        qtbot.waitUntil(lambda: c.is_human_turn() or bool(c.results), timeout=5000)
        if c.is_human_turn():
            c.play(rng.choice(c.legal_texts()))
    st = table.state
    scores = list(st.deal_record(0)["result"]["scores"])
    assert counted == [("tausendundeins", 0, c.match_id, 1, scores, counted[0][5], counted[0][6])]
    assert c.match_id.startswith("net-")
    win.close()


def test_the_table_closing_is_told_after_the_moves_that_came_before_it(qtbot):
    """A host who leaves right after the last card closes the table while the friend still
    reads the finished trick: the moves already sent are shown first, then the notice."""
    lost: list[SeatEnd] = []
    c, table, _ = seated(
        qtbot, "chapanka", 4, seat=0, seed=6, hook=lambda c: c.connection_lost.connect(lost.append)
    )
    c.set_trick_hold(None)
    rng = random.Random(5)
    for _ in range(200):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.held is not None, timeout=5000)
        if c.held is None:
            c.play(rng.choice(c.legal_texts()))
            continue
        if not c._backlog:
            c.acknowledge()
            continue
        table.closed = True  # nothing more arrives; the table is gone
        c._relay.on_closed(SeatEnd("the server closed the seat (4003)", CLOSE_TABLE_CLOSED))
        qtbot.waitUntil(lambda: c.seat is None, timeout=5000)
        assert lost == [] and c._backlog  # the trick and the moves after it still to show
        c.acknowledge()
        qtbot.waitUntil(lambda: bool(lost), timeout=5000)
        assert not c._backlog and [end.code for end in lost] == [CLOSE_TABLE_CLOSED]
        c.shutdown()
        return
    raise AssertionError("no trick was followed by another seat's move")


def test_a_table_that_cannot_save_says_so_in_the_words_the_server_chose(qtbot):
    from netplay import words

    c, table, _ = seated(qtbot, "scharwenzel", 4, seat=0)
    said: list[str] = []
    states: list[str] = []
    c.error.connect(said.append)
    c.pause_changed.connect(states.append)
    paused = words.say(words.PAUSED, "de", why="Kein Platz")
    table.listener.on_message(
        {"v": 2, "type": "paused", "reason": "save_failed", "message": paused}
    )
    qtbot.waitUntil(lambda: bool(states), timeout=5000)
    # A state the window shows until it ends (gui/net/table_banner.py), not a passing message.
    assert c.paused_message == paused and states == [paused] and said == []
    table.listener.on_message(
        {"v": 2, "type": "resumed", "message": words.say(words.RESUMED, "de")}
    )
    qtbot.waitUntil(lambda: len(states) == 2, timeout=5000)
    assert c.paused_message == "" and states == [paused, ""]
    # "resumed" has one sentence: worded in the language shown (English here), not the
    # server's (tests/gui/test_net_banner.py follows a language switch).
    assert said == [words.say(words.RESUMED, "en")]
    c.shutdown()
