"""Statistics: who won, best and worst, counting once, a damaged file."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import engine
from gui.storage.contracts import contract_outcome
from gui.storage.statistics import (
    KEEP_HISTORY,
    GameRecord,
    Statistics,
    load_statistics,
    outcome,
    record_deal,
    record_match,
    save_statistics,
)


def finished(game: str, seed: int) -> engine.GameState:
    spec = engine.game(game)
    state = spec.new_game(players=spec.default_players or spec.players[0], seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        if state.deal_over:
            state.next_deal()
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(
    ("totals", "teams", "lower", "expected"),
    [
        ([10, 5, 3], ((0,), (1,), (2,)), False, "won"),
        ([10, 10, 3], ((0,), (1,), (2,)), False, "drawn"),
        ([5, 10, 3], ((0,), (1,), (2,)), False, "lost"),
        ([0, 1, 1, 1], ((0,), (1,), (2,), (3,)), True, "won"),  # Kaschlan: fewest marks
        ([1, 0, 2, 2], ((0,), (1,), (2,), (3,)), True, "lost"),
        ([4, 0, 4, 0], ((0, 2), (1, 3)), False, "won"),  # partners
        ([3, 3, 3, 3], ((0, 2), (1, 3)), False, "drawn"),
    ],
)
def test_outcome(totals, teams, lower, expected) -> None:
    assert outcome(totals, teams, lower) == expected


@pytest.mark.parametrize("game", engine.GAMES)
def test_record_each_game_once(tmp_path: Path, game: str) -> None:
    path = tmp_path / "statistics.json"
    state = finished(game, seed=4)
    stats, got, messages = record_match(path, state)
    assert messages == [] and got in ("won", "lost", "drawn")
    record = stats.games[game]
    assert record.played == 1 and getattr(record, got) == 1
    assert record.best == record.worst == state.totals()[0]
    # The same match again (undo after the end, a finished save reopened) is not counted.
    stats, again, _ = record_match(path, engine.load(state.to_json()))
    assert again is None and stats.games[game].played == 1
    # An unfinished match is not counted either.
    unfinished = engine.game(game).new_game(players=state.players, seed=1)
    assert record_match(path, unfinished)[1] is None
    assert load_statistics(path) == (stats, [])


def test_best_and_worst_follow_the_game_direction() -> None:
    higher = GameRecord()
    for score in (5, -2, 9):
        higher.add("won", score, False, "2025-01-01T00:00:00+00:00")
    assert (higher.best, higher.worst, higher.played, higher.won) == (9, -2, 3, 3)
    lower = GameRecord()
    for score in (2, 0, 3):
        lower.add("lost", score, True, "2025-01-01T00:00:00+00:00")
    assert (lower.best, lower.worst) == (0, 3)
    assert lower.win_rate == 0 and GameRecord().win_rate is None


def test_many_matches_add_up(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    for seed in range(6):
        record_match(path, finished("scharwenzel", seed))
    stats, warnings = load_statistics(path)
    rec = stats.games["scharwenzel"]
    assert warnings == [] and rec.played == 6 == rec.won + rec.lost + rec.drawn
    assert rec.best >= rec.worst


def test_a_damaged_game_record_is_reset_and_the_rest_kept(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    stats = Statistics({"kaschlan": GameRecord(played=2, won=1, lost=1, best=0, worst=1)})
    stats.games["bolachen"] = GameRecord(played=1, drawn=1, best=3, worst=3)
    save_statistics(path, stats)
    data = json.loads(path.read_text())
    data["games"]["bolachen"]["won"] = 5  # no longer adds up
    data["games"]["chapanka"] = "lots"
    path.write_text(json.dumps(data))
    loaded, warnings = load_statistics(path)
    assert loaded.games == {"kaschlan": stats.games["kaschlan"]}
    assert len(warnings) == 2 and all("were reset" in w for w in warnings)


@pytest.mark.parametrize(
    ("content", "phrase"),
    [
        (b'{"kartentisch": "statistics", "version": 1, "games": {"kasch', "cut off"),
        (b"\x00\x00", "binary"),
        (b'{"kartentisch": "statistics", "version": 9, "games": {}}', "newer Kartentisch"),
        (b'{"kartentisch": "statistics", "version": 1, "games": []}', "per-game records"),
        (b'{"kartentisch": "save", "version": 1}', "not a Kartentisch statistics file"),
    ],
)
def test_bad_statistics_file_is_set_aside(tmp_path: Path, content: bytes, phrase: str) -> None:
    path = tmp_path / "statistics.json"
    path.write_bytes(content)
    stats, warnings = load_statistics(path)
    assert stats == Statistics()
    assert len(warnings) == 1 and phrase in warnings[0]
    assert "The statistics start afresh." in warnings[0]
    (moved,) = tmp_path.glob("statistics.json.corrupt-*")
    assert moved.read_bytes() == content
    # Counting goes on in a new file.
    _stats, got, messages = record_match(path, finished("bolachen", 1))
    assert got is not None and messages == []
    assert moved.read_bytes() == content


def test_a_damaged_game_record_is_copied_aside_before_the_next_count(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    save_statistics(path, Statistics({"kaschlan": GameRecord(played=1, won=1, best=0, worst=0)}))
    data = json.loads(path.read_text())
    data["games"]["bolachen"] = {"played": "many"}
    original = json.dumps(data)
    path.write_text(original)
    _stats, got, messages = record_match(path, finished("chapanka", 3))
    assert got is not None
    (copy,) = sorted(tmp_path.glob("statistics.json.corrupt-*"))
    assert copy.read_text() == original
    assert any(copy.name in m for m in messages)
    loaded, warnings = load_statistics(path)
    assert warnings == [] and set(loaded.games) == {"kaschlan", "chapanka"}
    record_match(path, finished("chapanka", 4))
    assert sorted(tmp_path.glob("statistics.json.corrupt-*")) == [copy]


# --- version 2: deals, contracts and the history (issue 17 item 10) ----------------------------


def test_a_version_1_file_loads_with_its_counts_and_is_written_as_version_2(
    tmp_path: Path,
) -> None:
    path = tmp_path / "statistics.json"
    old = {
        "kartentisch": "statistics",
        "version": 1,
        "games": {
            "kaschlan": {
                "played": 2,
                "won": 1,
                "lost": 1,
                "drawn": 0,
                "best": 0,
                "worst": 3,
                "lower_is_better": True,
                "last_played": "2025-05-01T18:00:00+00:00",
            }
        },
        "recorded": ["abc"],
    }
    path.write_text(json.dumps(old))
    stats, warnings = load_statistics(path)
    assert warnings == [] and stats.recorded == ["abc"] and stats.history == []
    record = stats.games["kaschlan"]
    assert (record.played, record.won, record.deals, record.mean_per_deal) == (2, 1, 0, None)
    state = finished("bolachen", 2)
    _stats, counted, messages = record_deal(path, state, 0, "m1")
    assert counted and messages == []
    data = json.loads(path.read_text())
    assert data["version"] == 2 and data["games"]["kaschlan"]["played"] == 2
    assert data["games"]["bolachen"]["deals"] == 1
    assert list(tmp_path.glob("statistics.json.corrupt-*")) == []  # nothing was damaged


def test_deals_count_once_per_match_id_and_deal_number(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    state = finished("bolachen", 5)
    for deal_no in (0, 1, 2):
        assert record_deal(path, state, deal_no, "match-a")[1]
    assert not record_deal(path, state, 1, "match-a")[1]  # rewound and finished again
    assert not record_deal(path, state, 2, "match-a")[1]  # undone and finished again
    assert record_deal(path, state, 0, "match-b")[1]  # another match with the same cards
    stats, _ = load_statistics(path)
    record = stats.games["bolachen"]
    scores = [state.deal_record(n)["result"]["scores"][0] for n in (0, 1, 2, 0)]
    assert record.deals == 4 and record.deal_points == sum(scores)
    made = [state.deal_record(n)["result"]["detail"]["won"] for n in (0, 1, 2, 0)]
    declared = [state.deal_record(n)["result"]["detail"]["declarer"] == 0 for n in (0, 1, 2, 0)]
    assert record.contracts_made == sum(m and d for m, d in zip(made, declared, strict=True))
    assert record.contracts_lost == sum(d and not m for m, d in zip(made, declared, strict=True))


@pytest.mark.parametrize(
    ("game", "detail", "teams", "expected"),
    [
        ("bolachen", {"declarer": 0, "won": True}, ((0,), (1,), (2,)), "made"),
        ("bolachen", {"declarer": 0, "won": False}, ((0,), (1,), (2,)), "lost"),
        ("bolachen", {"declarer": 2, "won": False}, ((0,), (1,), (2,)), None),  # defending
        (
            "tausendundeins",
            {"declarer": 0, "made": True, "thrown_in": False},
            ((0,), (1,), (2,)),
            "made",
        ),
        (
            "tausendundeins",
            {"declarer": 0, "made": False, "thrown_in": False},
            ((0,), (1,), (2,)),
            "lost",
        ),
        ("tausendundeins", {"declarer": None, "thrown_in": True}, ((0,), (1,), (2,)), None),
        ("tausendundeins", {"scores": [46, 74]}, ((0,), (1,)), None),  # two hands: no bid
        ("scharwenzel", {"bidder": 2, "bid": "4", "majority_team": 0}, ((0, 2), (1, 3)), "made"),
        (
            "scharwenzel",
            {"bidder": 0, "bid": "3", "majority_team": None},
            ((0, 2), (1, 3)),
            "lost",
        ),  # Bock
        ("scharwenzel", {"bidder": 3, "bid": "4", "majority_team": 1}, ((0, 2), (1, 3)), None),
        ("scharwenzel", {"bidder": None, "bid": None, "majority_team": 0}, ((0, 2), (1, 3)), None),
        ("kaschlan", {"lower_is_better": True}, ((0,), (1,)), None),
        ("chapanka", {}, ((0,), (1,), (2,), (3,)), None),
    ],
)
def test_contract_outcome_of_the_persons_side(game, detail, teams, expected) -> None:
    assert contract_outcome(game, detail, teams) == expected


def test_the_history_keeps_the_last_matches_and_a_damaged_entry_is_copied_aside(
    tmp_path: Path,
) -> None:
    path = tmp_path / "statistics.json"
    for seed in range(3):
        record_match(path, finished("chapanka", seed), f"m{seed}", [None, "easy", "easy", "easy"])
    stats, _ = load_statistics(path)
    assert [e.game for e in stats.history] == ["chapanka"] * 3
    assert stats.history[0].levels == [None, "easy", "easy", "easy"]
    assert all(e.deals >= 1 and e.outcome in ("won", "lost", "drawn") for e in stats.history)
    data = json.loads(path.read_text())
    data["history"][1]["totals"] = "lots"
    original = json.dumps(data)
    path.write_text(original)
    loaded, warnings = load_statistics(path)
    assert len(loaded.history) == 2 and "1 finished match" in warnings[0]
    _s, got, messages = record_match(path, finished("chapanka", 7), "m7")
    assert got is not None
    (copy,) = tmp_path.glob("statistics.json.corrupt-*")
    assert copy.read_text() == original and any(copy.name in m for m in messages)
    assert len(load_statistics(path)[0].history) == 3


def test_the_history_is_bounded() -> None:
    stats = Statistics()
    state = finished("kaschlan", 1)
    for n in range(KEEP_HISTORY + 5):
        stats.record(state, match_id=f"m{n}")
    assert len(stats.history) == KEEP_HISTORY and stats.games["kaschlan"].played == KEEP_HISTORY + 5


def test_the_file_a_deal_rewrites_stops_growing_after_the_kept_matches(tmp_path: Path) -> None:
    """Every finished deal rewrites the whole file, so the file must not grow with the
    matches played: after 5 x KEEP_HISTORY matches it is as large as after KEEP_HISTORY
    (the figures: ``python -m gui.storage.bench --statistics``)."""
    from gui.storage.bench import statistics_after
    from gui.storage.statistics import save_statistics

    games = [finished("bolachen", 2), finished("scharwenzel", 3)]
    sizes = []
    for matches in (KEEP_HISTORY, 5 * KEEP_HISTORY):
        path = tmp_path / f"statistics-{matches}.json"
        stats = statistics_after(matches, games)
        assert len(stats.deals_counted) <= KEEP_HISTORY and len(stats.recorded) <= KEEP_HISTORY
        save_statistics(path, stats)
        sizes.append(path.stat().st_size)
        assert load_statistics(path)[0].games["bolachen"].played == (matches + 1) // 2
    assert sizes[1] <= sizes[0] * 1.02, sizes  # only the counters' digits grow


def test_a_game_says_itself_whether_a_contract_was_made() -> None:
    """The statistics ask the game's spec, not a list of game ids: a new game with
    contracts is counted without an edit here (issue 31 item 15)."""
    import dataclasses

    from engine import registry
    from gui.storage.contracts import has_contracts
    from tests.toss.games import toss as toygame

    def made_when_won(detail, teams, seat):  # type: ignore[no-untyped-def]
        return "made" if detail.get("won") else "lost"

    # Ids of their own: other tests may have the toy game registered under its id.
    with_contracts = dataclasses.replace(
        toygame.SPEC, id="toss_contracts", contract_outcome=made_when_won
    )
    plain = dataclasses.replace(toygame.SPEC, id="toss_plain")
    for spec in (with_contracts, plain):
        registry.register(spec)
    try:
        assert has_contracts(with_contracts.id)
        assert contract_outcome(with_contracts.id, {"won": True}, ((0,), (1,))) == "made"
        assert contract_outcome(with_contracts.id, {"won": False}, ((0,), (1,))) == "lost"
        assert not has_contracts(plain.id)
        assert contract_outcome(plain.id, {"won": True}, ((0,), (1,))) is None
    finally:
        for spec in (with_contracts, plain):
            registry.unregister(spec.id)
    assert [g for g in engine.GAMES if has_contracts(g)] == [
        g for g in engine.GAMES if g in ("tausendundeins", "bolachen", "scharwenzel")
    ]
