"""The match record the engine owns: events (what each action caused, as each seat may know
it), rewinding by replay, and the records of finished deals."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine.events import HIDDEN
from tests.engine.game_cases import case_id, cases
from tests.engine.test_bolachen import CALL_FROM_FH, deal, play, roles
from tests.engine.test_scharwenzel import HANDS_S1, E, N, S, W, bid_hearts_by_n, new_match, trick
from tests.engine.test_tausendundeins import new, two_hand_deck

CASES = cases()
RECORD_SETTINGS = settings(
    max_examples=3, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True
)


def kinds(event: engine.Event) -> list[str]:
    return [e["kind"] for e in event["effects"]]


def effect(event: engine.Event, kind: str) -> dict:
    found = [e for e in event["effects"] if e["kind"] == kind]
    assert len(found) == 1, event
    return dict(found[0])


# --- events: the worked examples of the rules ----------------------------------------------


def test_1001_t1_trick_winner_points_and_draws():
    """T1: F leads 10H, D answers AS (no trump, not hearts): F wins 21 points, then F draws
    the top of the stock (JD) and D the next card (QD), each seen only by the one drawing."""
    stock = "JD QD KD AD 9C 10C JC AC"
    state = new(deck=two_hand_deck("10H 9H KS QS JS 9D 10D QC", "AS 10S 9S AH KH QH JH KC", stock))
    f, d = state.forehand, state.dealer
    state.apply("play 10H")
    state.apply("play AS")
    last = state.events()[-1]
    assert last["seat"] == d and last["action"] == last["public"] == "play AS"
    assert effect(last, "trick") == {
        "kind": "trick",
        "winner": f,
        "cards": [{"seat": f, "card": "10H"}, {"seat": d, "card": "AS"}],
        "points": 21,
    }
    assert kinds(last) == ["trick", "draw", "draw"]
    mine = state.observation(f)["events"][-1]["effects"]
    theirs = state.observation(d)["events"][-1]["effects"]
    assert mine[1] == {"kind": "draw", "seat": f, "count": 1, "cards": ["JD"], "shown": []}
    assert mine[2] == {"kind": "draw", "seat": d, "count": 1, "cards": [], "shown": []}
    assert theirs[1]["cards"] == [] and theirs[2]["cards"] == ["QD"]
    assert "JD" not in json.dumps(state.observation(d)["events"])


@pytest.mark.parametrize("scoring, points", [("suit", 100), ("order", 40)])
def test_1001_t2_marriage_makes_trumps(scoring, points):
    deck = two_hand_deck("KC QC 9S JS 9H JH 9D JD", "AC AH 10S KS 10H KH 10D KD", "")
    rest = [c for c in engine.cards.pack(24) if c not in deck]
    state = new(deck=deck + rest, marriage_scoring=scoring)
    f = state.forehand
    state.apply("marry QC")
    marriage = state.observation(1 - f)["events"][-1]
    assert marriage["effects"] == [
        {"kind": "marriage", "seat": f, "suit": "C", "points": points},
        {"kind": "trump", "seat": f, "suit": "C"},
    ]


def test_scharwenzel_s1_the_nillje_wins_the_trick():
    state = new_match(HANDS_S1)
    bid_hearts_by_n(state)
    bidding = state.events()
    assert effect(bidding[3], "contract") == {"kind": "contract", "seat": N, "contract": "3"}
    assert effect(bidding[4], "trump") == {"kind": "trump", "seat": N, "suit": "H"}
    trick(state, "AH", "JD", "7H", "QS")
    won = effect(state.events()[-1], "trick")
    assert won["winner"] == S and won["points"] is None
    assert [p["seat"] for p in won["cards"]] == [N, E, S, W]


def test_bolachen_b4a_exchange_is_face_down_for_the_third_seat():
    """B-4a: MH plays Mord and calls AH from FH (everybody sees who gives it), gives back 7C
    (only FH and MH see which card), takes the dopper (only MH sees it) and discards."""
    fh, mh, dealer = roles(0)
    state = deal(*CALL_FROM_FH)
    play(state, "pass", "claim", "pass", "contract mord", "call AH", "give 7C", "discard 9C 8C")
    full = state.events()
    assert effect(full[3], "contract") == {"kind": "contract", "seat": mh, "contract": "mord"}
    assert effect(full[4], "hand_over") == {"kind": "hand_over", "seat": fh, "to": mh, "card": "AH"}
    give, discard = full[5], full[6]
    assert give["action"] == "give 7C" and give["public"] == f"give {HIDDEN}"
    assert discard["public"] == f"discard {HIDDEN} {HIDDEN}"
    dopper = effect(give, "draw")
    assert dopper["seat"] == mh and dopper["count"] == 2
    for seat, sees_give, sees_discard, sees_dopper in (
        (mh, True, True, True),
        (fh, True, False, False),
        (dealer, False, False, False),
    ):
        events = state.observation(seat)["events"]
        assert events[5]["action"] == ("give 7C" if sees_give else f"give {HIDDEN}")
        assert events[6]["action"] == ("discard 9C 8C" if sees_discard else discard["public"])
        assert effect(events[5], "draw")["cards"] == (dopper["cards"] if sees_dopper else [])
        assert events[5]["public"] == f"give {HIDDEN}"


def _chapanka_after_exchanges() -> tuple[engine.GameState, list[int]]:
    """Seed 3: every seat that may exchanges its first offered card, the dealer discards."""
    state = engine.game("chapanka").new_game(4, 3)
    while not any(a.verb == "play" for a in state.legal_actions()):
        move = next(a for a in state.legal_actions() if a.verb in ("exchange", "discard"))
        state.apply(move)
    return state, [seat for seat, _text in state.history]


def test_chapanka_face_down_exchange_and_discard():
    state, seats = _chapanka_after_exchanges()
    full = state.events()
    for event in full:
        verb, card = event["action"].split()
        assert event["public"] == f"{verb} {HIDDEN}"
        assert card in state.card_locations()["discards"]
    for seat in range(4):
        events = state.observation(seat)["events"]
        for own, event in zip(full, events, strict=True):
            if own["seat"] == seat:
                assert event == own  # the actor sees his own card and what he drew
            else:
                assert event["action"] == own["public"]
                assert all(e["cards"] == [] for e in event["effects"] if e["kind"] == "draw")
                hidden = own["action"].split()[1]
                assert hidden not in json.dumps(events) or hidden in state.hand(seat)
    exchanges = [e for e in full if e["action"].startswith("exchange")]
    for event in exchanges:
        drawn = effect(event, "draw")
        assert drawn["seat"] == event["seat"] and drawn["count"] == 1
        assert drawn["cards"][0] in state.hand(event["seat"])


def test_kaschlan_take_bout_and_draws():
    """A defender who takes picks up exactly the unbeaten cards; the bout ends; every refill
    names its cards to the drawer alone."""
    spec = engine.game("kaschlan")
    rng = random.Random(4)
    state = spec.new_game(players=3, seed=5)
    while True:
        legal = state.legal_actions()
        if state.current_player is None:
            pytest.fail("no take in the whole game")
        take = [a for a in legal if a.text == "take"]
        if take and state.observation(0)["table"] and rng.random() < 0.5:
            unbeaten = [e["card"] for e in state.observation(0)["table"] if not e["beaten_by"]]
            defender = state.current_player
            state.apply("take")
            event = state.events()[-1]
            assert effect(event, "take") == {"kind": "take", "seat": defender, "cards": unbeaten}
            bout = effect(event, "bout_over")
            assert bout["defender"] == defender and bout["took"] is True
            break
        state.apply(rng.choice([a for a in legal if a.text != "take"] or legal))
    draws = [(ev, e) for ev in state.events() for e in ev["effects"] if e["kind"] == "draw"]
    assert draws
    for event, drawn in draws:
        index = state.events().index(event)
        other = (drawn["seat"] + 1) % 3
        seen = state.observation(other)["events"][index]
        assert [e for e in seen["effects"] if e["kind"] == "draw"][0]["cards"] == drawn["shown"]


def test_the_last_event_of_a_deal_says_the_deal_is_over():
    state = engine.game("bolachen").new_game(seed=2)
    rng = random.Random(2)
    while not state.deal_over:
        state.apply(rng.choice(state.legal_actions()))
    over = effect(state.events()[-1], "deal_over")
    assert over["scores"] == list(state.deal_result().scores)
    assert over["match_over"] == state.is_over
    assert all("deal_over" not in kinds(e) for e in state.events()[:-1])


def test_a_sample_for_search_keeps_face_down_moves_face_down():
    """determinize gives search a world the seat could imagine: no observation of the sample
    names a face-down card the seat did not see, nor the seat's own face-down card to others."""
    state, seats = _chapanka_after_exchanges()
    for seat in range(4):
        sample = state.determinize(seat, random.Random(1))
        assert sample.observation(seat)["events"] == state.observation(seat)["events"]
        for index, (actor, text) in enumerate(state.history):
            card = text.split()[1]
            for other in range(4):
                if other == actor or (other == seat and actor == seat):
                    continue
                event = sample.observation(other)["events"][index]
                assert event["action"] == event["public"]
                assert card not in json.dumps(event)


# --- rewinding: exact by construction -------------------------------------------------------


def _snapshot(state: engine.GameState) -> tuple:
    return (
        state.to_json(),
        state.card_locations(),
        [state.observation(s) for s in range(state.players)],
        [a.text for a in state.legal_actions()],
    )


def _play_recording(state: engine.GameState, rng: random.Random, steps: int) -> list[tuple]:
    """Random play; the snapshot taken right before each action, by history index."""
    before: list[tuple] = []
    while len(before) < steps and not state.is_over:
        if state.deal_over:
            state.next_deal()
            continue
        before.append(_snapshot(state))
        state.apply(rng.choice(state.legal_actions()))
    return before


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
@RECORD_SETTINGS
@given(seed=st.integers(0, 10_000), data=st.data())
def test_rewinding_gives_the_position_as_it_was(case, seed, data):
    gid, players, options = case
    rng = random.Random(seed)
    state = engine.game(gid).new_game(players=players, seed=seed, options=options)
    before = _play_recording(state, rng, 120)
    back = data.draw(st.integers(1, len(before)), label="undo")
    twin = state.clone()
    twin.undo(back)
    assert _snapshot(twin) == before[len(before) - back]
    assert _snapshot(engine.load(twin.to_json())) == before[len(before) - back]
    target = data.draw(st.integers(0, len(before) - 1), label="rewind_to")
    twin = state.clone()
    twin.rewind_to(target)
    assert _snapshot(twin) == before[target]
    # Play goes on from a rewound position like from any other.
    _play_recording(twin, rng, 5)


def test_undo_to_decision_takes_back_the_bots_moves_too():
    state = engine.game("chapanka").new_game(seed=4)
    rng = random.Random(1)
    snapshots = _play_recording(state, rng, 30)
    mine = state.last_decision(0)
    assert mine is not None and any(seat != 0 for seat, _ in state.history[mine:])
    state.undo_to_decision(0)
    assert len(state.history) == mine and state.current_player == 0
    assert _snapshot(state) == snapshots[mine]
    fresh = engine.game("chapanka").new_game(seed=4)
    if fresh.current_player != 0:
        with pytest.raises(engine.IllegalAction):
            fresh.undo_to_decision(fresh.current_player + 1)


def test_rewinding_refuses_what_does_not_exist():
    state = engine.game("kaschlan").new_game(seed=1)
    state.apply(state.legal_actions()[0])
    for bad in (-1, 2, "1", True):
        with pytest.raises(ValueError):
            state.rewind_to(bad)
    with pytest.raises(ValueError):
        state.undo(2)
    state.rewind_to(1)  # the present: nothing changes
    assert len(state.history) == 1


def test_undo_across_a_deal_boundary_reopens_the_finished_deal():
    state = engine.game("tausendundeins").new_game(seed=3)
    rng = random.Random(3)
    while not state.deal_over:
        state.apply(rng.choice(state.legal_actions()))
    finished = state.to_json()
    state.next_deal()
    state.undo()  # the deal's last move: the deal is open again, no next deal dealt
    assert state.deal_no == 0 and not state.deal_over
    state.apply(engine.load(finished).history[-1][1])
    assert state.to_json() == finished


# --- deal records -----------------------------------------------------------------------------


@pytest.mark.parametrize("gid", engine.GAMES)
def test_deal_records_hold_the_deal_as_dealt_its_events_and_result(gid):
    spec = engine.game(gid)
    state = spec.new_game(seed=7)
    rng = random.Random(7)
    dealt = [state.card_locations()]
    seen: list[tuple] = []
    while True:
        if state.deal_over:
            result = state.deal_result()
            seen.append((state.events(), result.to_dict(), state.totals(), state.dealer))
            if state.is_over or len(seen) == 3:
                break
            state.next_deal()
            dealt.append(state.card_locations())
            continue
        state.apply(rng.choice(state.legal_actions()))
    records = state.deal_records()
    assert len(records) == len(seen) == state.deals_finished
    for k, (record, (events, result, totals, dealer)) in enumerate(zip(records, seen, strict=True)):
        assert record == {
            "deal_no": k,
            "dealer": dealer,
            "dealt": dealt[k],
            "events": events,
            "result": result,
            "totals": totals,
        }
        json.dumps(record)
        assert record["events"][0]["index"] == state.deal_starts[k]
    with pytest.raises(ValueError):
        state.deal_record(len(records))


def test_unfinished_deal_has_no_record_yet():
    state = engine.game("scharwenzel").new_game(seed=1)
    assert state.deal_records() == []
    with pytest.raises(ValueError):
        state.deal_record(0)


def test_clones_share_the_record_instead_of_copying_it():
    state = engine.game("chapanka").new_game(seed=2, options={"match_deals": 4})
    rng = random.Random(2)
    while state.deals_finished < 2:
        if state.deal_over:
            state.next_deal()
        else:
            state.apply(rng.choice(state.legal_actions()))
    state.next_deal()
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    first = state.deal_record(0)
    events = state.events()
    twin = state.clone()
    assert twin.deal_record(0) is first
    assert all(a is b for a, b in zip(twin.events(), events, strict=True))
    twin.apply(rng.choice(twin.legal_actions()))
    assert len(state.events()) == len(events)  # the clone's new event is its own
    assert state.deal_record(1) is twin.deal_record(1)


@pytest.mark.parametrize("gid", ["tausendundeins", "bolachen", "scharwenzel", "chapanka"])
def test_every_trick_effect_is_the_trick_just_taken(gid):
    """Whatever the game: the trick effect's cards are the observation's last trick, its
    winner leads next (while the deal goes on) and its points are the cards' points."""
    from engine.games import chapanka, tausendundeins

    points = {"tausendundeins": tausendundeins.POINTS, "chapanka": chapanka.POINTS}.get(gid)
    rng = random.Random(11)
    state = engine.game(gid).new_game(seed=11)
    tricks = 0
    while not state.deal_over:
        state.apply(rng.choice(state.legal_actions()))
        found = [e for e in state.events()[-1]["effects"] if e["kind"] == "trick"]
        if not found:
            continue
        tricks += 1
        trick = found[0]
        assert state.observation(0)["last_trick"] == trick["cards"]
        if not state.deal_over:
            assert state.current_player == trick["winner"]
        cards = [p["card"] for p in trick["cards"]]
        assert trick["points"] == (None if points is None else sum(points[c] for c in cards))
    assert tricks >= 1
