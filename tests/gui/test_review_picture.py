"""The deal review's picture of a moment, through the real widgets: every hand open as card
items holding exactly the cards the engine's rewound position holds, the card just played
marked, and the whole window inside 1024x600 for every game, eight hands included."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, Qt

import engine
import i18n
from engine.cards import is_card, sort_hand
from gui.coach.learning import review_frames
from gui.coach.review_layout import review_layout
from gui.coach.review_window import ReviewWindow
from gui.coach.verdicts import DecisionVerdict
from gui.language import Language
from tests.gui.conftest import play_deal, start

#: (game, players): every game, the fewest and the most hands.
SETUPS = [
    ("kaschlan", 2),
    ("kaschlan", 5),
    ("tausendundeins", 2),
    ("bolachen", 3),
    ("scharwenzel", 4),
    ("scharwenzel", 8),
    ("chapanka", 4),
]
NAMES = ["You", "Anna", "Bruno", "Clara", "Dieter", "Emma", "Franz", "Greta"]


def _finished_deal(game: str, players: int, seed: int = 4) -> engine.GameState:
    state = engine.game(game).new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while not state.deal_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.deals_finished == 1
    return state


def _window(qtbot, players: int, pattern: list[str] | None = None) -> ReviewWindow:
    shown = pattern or ["french"]
    window = ReviewWindow(
        NAMES[:players],
        lambda code: f"{shown[0]}:{code}",
        lambda seat, move: f"{NAMES[seat]} {move}",
        display=lambda: (shown[0], "classic", None),
    )
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    return window


def _rewound(state: engine.GameState, moves: int) -> engine.GameState:
    position = state.clone()
    position.rewind_to(state.deal_starts[0] + moves)
    return position


@pytest.mark.parametrize(("game", "players"), SETUPS, ids=[f"{g}-{p}" for g, p in SETUPS])
def test_each_step_shows_every_hand_as_the_engine_held_it(qtbot, game, players) -> None:
    state = _finished_deal(game, players)
    frames = review_frames(state, 0)
    events = state.deal_record(0)["events"]
    assert len(frames) == len(events) + 1
    window = _window(qtbot, players)
    window.set_deal(0, frames)
    table = window.table
    steps = sorted({0, 1, len(events) // 3, len(events) // 2, len(events) - 1, len(events)})
    for step in steps:
        window.show_frame(step)
        position = _rewound(state, step)
        for seat in range(players):
            assert table.hand_codes(seat) == sort_hand(position.hand(seat)), (step, seat)
        # The move just made: the cards it moved (out of the mover's hand, or taken up) are
        # marked wherever they lie now; nothing else is (not the card a defence beat).
        if step:
            event = events[step - 1]
            before = _rewound(state, step - 1)
            left = set(before.hand(event["seat"])) - set(position.hand(event["seat"]))
            taken = {
                c for e in event["effects"] if e["kind"] == "take" for c in e.get("cards") or []
            }
            shown = {i.code for i in table.card_items()}
            assert table.marked_codes() == (left | taken) & shown, event["action"]
        else:
            assert table.marked_codes() == set()


@pytest.mark.parametrize(("game", "players"), SETUPS, ids=[f"{g}-{p}" for g, p in SETUPS])
def test_a_played_card_lies_in_the_middle_marked_with_its_player(qtbot, game, players) -> None:
    state = _finished_deal(game, players)
    frames = review_frames(state, 0)
    events = state.deal_record(0)["events"]
    window = _window(qtbot, players)
    window.set_deal(0, frames)
    plays = [
        (i + 1, e)
        for i, e in enumerate(events)
        if e["action"].split()[0] in ("play", "attack", "lead", "beat")
        and any(is_card(w) for w in e["action"].split())
    ]
    assert plays, "the deal has card plays"
    for step, event in plays[:6]:
        window.show_frame(step)
        card = next(w for w in reversed(event["action"].split()) if is_card(w))
        assert card in window.table.middle_codes(), (step, event["action"])
        assert card in window.table.marked_codes()
        item = next(i for i in window.table.card_items() if i.code == card and i.selected_)
        assert item.scene() is window.table.scene()
        # The mover's name is in the caption of the card (the trick names who laid each).
        assert NAMES[event["seat"]] in item.toolTip()
        assert NAMES[event["seat"]] in window.table.text()


@pytest.mark.parametrize(("game", "players"), SETUPS, ids=[f"{g}-{p}" for g, p in SETUPS])
def test_the_review_fits_1024_by_600_without_clipping(qtbot, game, players) -> None:
    state = _finished_deal(game, players)
    frames = review_frames(state, 0)
    window = _window(qtbot, players)
    window.set_deal(0, frames)
    assert window.width() <= 1024 and window.height() <= 600
    inside = window.rect()
    for widget in (
        window.table,
        window.panel,
        window.strip,
        window.slider,
        window.replay_button,
        window.close_button,
        window.facts,
    ):
        box = widget.geometry()
        if widget.parentWidget() is not window:
            box.moveTopLeft(widget.mapTo(window, widget.rect().topLeft()))
        assert inside.contains(box), widget.objectName() or type(widget).__name__
        assert widget.height() >= widget.minimumSizeHint().height()
    view = window.table
    scene_rect = QRectF(view.viewport().rect())
    # Every frame: every card and label inside the picture, no two hands on each other.
    for step in range(0, len(frames), max(1, len(frames) // 12)):
        window.show_frame(step)
        boxes: dict[int, list[QRectF]] = {}
        for key, item in view.cards.items():
            rect = item.mapRectToScene(QRectF(0, 0, item.w, item.h))
            assert scene_rect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect), (step, key)
            if key[0] == "hand":
                boxes.setdefault(key[1], []).append(rect)
        for chip in view.seat_labels + view.captions:
            if chip.text:
                assert scene_rect.contains(chip.sceneBoundingRect()), chip.text
        _labels_whole_and_off_other_hands(view, boxes, step)
        seats = sorted(boxes)
        for a in seats:
            for b in seats:
                if a < b:
                    assert not any(ra.intersects(rb) for ra in boxes[a] for rb in boxes[b]), (
                        step,
                        a,
                        b,
                    )
        # Each covered card still shows its index corner: a third of its width at least.
        for rects in boxes.values():
            xs = sorted(r.left() for r in rects if r.top() == rects[0].top())
            steps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
            assert all(s >= rects[0].width() * 0.33 for s in steps)


def _hand_boxes(view) -> dict[int, list[QRectF]]:
    boxes: dict[int, list[QRectF]] = {}
    for key, item in view.cards.items():
        if key[0] == "hand":
            boxes.setdefault(key[1], []).append(item.mapRectToScene(QRectF(0, 0, item.w, item.h)))
    return boxes


def _labels_whole_and_off_other_hands(view, boxes: dict[int, list[QRectF]], step: int) -> None:
    """Each seat's label says all of it (name and every role, never cut by an ellipsis) and
    lies on no other seat's cards."""
    picture = view.picture
    for seat, chip in enumerate(view.seat_labels[: len(picture.hands)]):
        assert chip.text == picture.labels[seat], (step, chip.text)
        label = chip.sceneBoundingRect()
        for other, rects in boxes.items():
            if other != seat:
                assert not any(label.intersects(r) for r in rects), (step, chip.text, other)


@pytest.mark.parametrize(("game", "players"), [("bolachen", 3), ("scharwenzel", 4)])
def test_long_polish_seat_labels_wrap_instead_of_losing_the_role(
    qtbot, qapp, game, players
) -> None:
    """ "Clara · Rozdający · Rozgrywający" beside a narrow side hand was cut to
    "Clara · Rozdając…": the role the review is about was lost."""
    i18n.install(qapp, "pl")
    state = _finished_deal(game, players)
    window = _window(qtbot, players)
    frames = review_frames(state, 0)
    window.set_deal(0, frames)
    view = window.table
    for step in range(0, len(frames), max(1, len(frames) // 8)):
        window.show_frame(step)
        _labels_whole_and_off_other_hands(view, _hand_boxes(view), step)
    assert any("·" in chip.text for chip in view.seat_labels), "labels carry roles"


def test_the_layout_keeps_eight_hands_apart_at_the_smallest_size() -> None:
    lay = review_layout(690, 420, [4] * 8)
    for a in lay.seats:
        for b in lay.seats:
            if a.seat < b.seat:
                ra, rb = QRectF(a.x, a.y, a.w, a.h), QRectF(b.x, b.y, b.w, b.h)
                assert not ra.intersects(rb), (a.seat, b.seat)
    x, y, w, h = lay.middle
    assert w > lay.table_w * 2 and h > lay.table_h


def test_a_long_hand_wraps_rather_than_hiding_its_cards() -> None:
    lay = review_layout(700, 440, [6, 24, 3, 3, 3])
    box = lay.seats[1]
    assert len(box.cards) == 24
    rows = sorted({y for _x, y in box.cards})
    assert len(rows) >= 2
    assert all(box.x - 0.5 <= x and x + box.card_w <= box.x + box.w + 0.5 for x, _y in box.cards)


def test_the_picture_is_read_only(qtbot) -> None:
    state = _finished_deal("scharwenzel", 4)
    window = _window(qtbot, 4)
    window.set_deal(0, review_frames(state, 0))
    window.show_frame(5)
    before = (window.current(), window.table.hand_codes(0))
    items = window.table.card_items()
    assert items and all(i.acceptedMouseButtons() == Qt.MouseButton.NoButton for i in items)
    first = window.table.mapFromScene(items[0].sceneBoundingRect().center())
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=first)
    assert (window.current(), window.table.hand_codes(0)) == before


def test_a_pattern_switch_redraws_every_card_and_its_name(qtbot) -> None:
    state = _finished_deal("tausendundeins", 2)
    pattern = ["french"]
    window = _window(qtbot, 2, pattern)
    window.set_deal(0, review_frames(state, 0))
    window.show_frame(3)
    assert window.table.pattern == "french" and "french:" in window.table.text()
    pattern[0] = "german"
    window.refresh_display()
    assert window.table.pattern == "german"
    assert "german:" in window.table.text() and "french:" not in window.table.text()
    keys = {window.table._key_for(i)[1] for i in window.table.card_items()}
    assert keys == {"german"}


def test_the_strong_bots_card_is_outlined_in_the_persons_hand(qtbot) -> None:
    state = _finished_deal("scharwenzel", 4, seed=6)
    events = state.deal_record(0)["events"]
    # A play of the person's with another card of theirs still in hand afterwards.
    step, event = next(
        (i + 1, e)
        for i, e in enumerate(events)
        if e["seat"] == 0
        and e["action"].startswith("play")
        and len(_rewound(state, i + 1).hand(0)) > 0
    )
    other = sort_hand(_rewound(state, step).hand(0))[0]
    verdict = DecisionVerdict(
        event["index"], 0, event["action"], f"play {other}", "blunder", 1600, win_loss=0.4
    )
    window = _window(qtbot, 4)
    window.set_deal(0, review_frames(state, 0, {event["index"]: verdict}))
    window.show_frame(step)
    assert window.table.hinted_codes() == {other}
    assert "outlined in green" in window.verdict.text()
    assert f"play {other}" in window.verdict.text() and "40%" in window.costly.item(0).text()
    window.show_frame(step - 1)
    assert window.table.hinted_codes() == set()


def test_the_review_follows_a_language_and_pattern_switch_live(window, qtbot, qapp) -> None:
    start(window, qtbot, "scharwenzel", players=4, seed=2)
    play_deal(window, qtbot, random.Random(3))
    review = window.learning.open_review()
    qtbot.addWidget(review)
    review.show_frame(len(review.frames()) - 1)
    assert review.table.pattern == window.scene.pattern == "french"
    assert "Move" in review.facts.text() and review.windowTitle() == "Deal review"
    # The game words of the facts line (trumps) explain themselves, as on the table.
    assert "Trumps" in review.facts.text() and review.facts.toolTip()
    english = review.table.text()
    Language(qapp, window.settings, parent=window)
    window.settings.set_language("de")
    qtbot.waitUntil(lambda: i18n.installed_language() == "de")
    qtbot.waitUntil(lambda: review.windowTitle() == "Nachbesprechung des Spiels")
    assert "Zug" in review.facts.text() and "Move" not in review.facts.text()
    assert review.table.text() != english  # the card names and the move in German
    window.settings.set_pattern("scharwenzel", "german")
    assert review.table.pattern == "german"
    keys = {review.table._key_for(i)[1] for i in review.table.card_items()}
    assert keys == {"german"}
    # Still the same moment, hands unchanged.
    assert review.current() == len(review.frames()) - 1


@pytest.mark.parametrize(
    ("game", "players"), [("scharwenzel", 4), ("chapanka", 4), ("bolachen", 3)]
)
def test_the_trick_just_closed_stays_in_the_middle_with_who_takes_it(qtbot, game, players) -> None:
    state = _finished_deal(game, players)
    events = state.deal_record(0)["events"]
    window = _window(qtbot, players)
    window.set_deal(0, review_frames(state, 0))
    closing = [
        (i + 1, e) for i, e in enumerate(events) for x in e["effects"] if x["kind"] == "trick"
    ]
    assert closing
    for step, event in closing[:3]:
        window.show_frame(step)
        effect = next(x for x in event["effects"] if x["kind"] == "trick")
        middle = window.table.middle_codes()
        # The whole trick, one card per seat, though the game has already cleared it.
        assert len(middle) == players and not _rewound(state, step).observation(0)["table"]
        taken = [i for i in window.table.card_items() if "Trick: " in i.toolTip()]
        assert len(taken) == 1 and NAMES[effect["winner"]] in taken[0].toolTip()
        assert taken[0].code in middle


def test_the_layout_puts_the_person_s_seat_at_the_bottom_wherever_they_sit() -> None:
    plain = review_layout(1024, 600, [8, 8, 8, 8])
    turned = review_layout(1024, 600, [8, 8, 8, 8], bottom=2)
    assert [b.seat for b in turned.seats] == [0, 1, 2, 3]
    # seat 2 takes the place and size seat 0 has at a table of one's own; the others follow
    # round the table in seat order (3 where 1 was, 0 across, 1 where 3 was)
    for seat, place in ((2, 0), (3, 1), (0, 2), (1, 3)):
        a, b = turned.seats[seat], plain.seats[place]
        assert (a.x, a.y, a.w, a.card_w) == (b.x, b.y, b.w, b.card_w), seat


def test_a_network_player_s_review_shows_their_own_hand_at_the_bottom(qtbot) -> None:
    state = _finished_deal("scharwenzel", 4)
    window = _window(qtbot, 4)
    window.set_deal(0, review_frames(state, 0, seat=2))
    window.show_frame(0)
    table = window.table
    boxes = table.layout_.seats
    assert max(boxes, key=lambda b: b.y).seat == 2
    assert table.hand_codes(2) == list(window.frames()[0].hands[2])
    # a move of seat 0 is not called the person's own decision
    zero = next(i for i, f in enumerate(window.frames()) if f.mover == 0)
    window.show_frame(zero)
    assert window.verdict.text() != "Your decision; not judged (yet)."


def test_the_costliest_list_never_says_minus_nothing_of_the_win_chance(qtbot) -> None:
    """A move flagged for its points alone, its win chance unchanged, is listed by its
    verdict; one that cost win chance says how much."""
    state = _finished_deal("scharwenzel", 4)
    mine = [i for i, (seat, _t) in enumerate(state.history) if seat == 0][:2]
    verdicts = {
        mine[0]: DecisionVerdict(
            mine[0], 0, state.history[mine[0]][1], "pass", "mistake", 400, loss=2.0, win_loss=-0.001
        ),
        mine[1]: DecisionVerdict(
            mine[1], 0, state.history[mine[1]][1], "pass", "blunder", 400, loss=5.0, win_loss=0.12
        ),
    }
    window = _window(qtbot, 4)
    window.set_deal(0, review_frames(state, 0, verdicts))
    lines = [window.costly.item(i).text() for i in range(window.costly.count())]
    assert len(lines) == 2, lines
    assert "12% of the win chance lost" in lines[0], lines
    assert "%" not in lines[1] and lines[1].endswith("(Mistake)"), lines
    assert "about 2.0 points a deal lost" in lines[1], lines  # issue #45 item 29: the figure


def test_a_label_cut_short_keeps_its_whole_text_a_hover_away(qtbot) -> None:
    """Issue #45 item 29: review labels were cut with "…" and nothing said the rest."""
    state = _finished_deal("scharwenzel", 8)
    window = _window(qtbot, 8)
    window.resize(640, 420)
    window.set_deal(0, review_frames(state, 0, {}))
    table = window.hands
    cut = 0
    for index in range(len(window._frames)):
        window.show_frame(index)
        for chip in [*table.seat_labels, *table.captions]:
            if chip.text.endswith("…"):
                cut += 1
                whole = chip.toolTip()
                assert whole and chip.text[:-1] in whole, (chip.text, whole)
    assert cut, "no label was cut at this size: the test shows nothing"
