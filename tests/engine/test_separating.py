"""The separating suite (issue #44 item 4): which positions it keeps, how it scores a level,
and the stored positions' own consistency.

Why: the suite is only a measure if every kept position really has the two levels on either
side of the referee's line, none is decided by a root rule alone, and the referee (the
dearest step) is asked only where the levels disagree.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.bots import separating as sep
from engine.bots.independent_referee import SEARCH_ITERATIONS, Verdict
from engine.bots.suite import Position, load

# A Kaschlan defence, found by the miner, where strong's root rule leaves a single move.
RULE_POSITION = Position(
    game="kaschlan",
    players=4,
    seed=1,
    moves=(
        "attack 10S",
        "reinforce 10D",
        "decline",
        "add 10H",
        "take",
        "attack 8D",
        "decline",
        "decline",
        "add 8S",
        "beat 8S 10S",
    ),
    seat=0,
    good=(),
    blunders=(),
)


def _verdict() -> Verdict:
    # "a" best; "b" equal within noise; "c" worse in every deal (clear).
    return Verdict(
        {
            "a": [1.0, 2.0, 1.5, 1.2, 1.8, 1.1],
            "b": [1.1, 1.9, 1.4, 1.3, 1.7, 1.0],
            "c": [0.0, 0.5, 0.2, 0.1, 0.4, 0.0],
        },
        "solved",
    )


def test_verdict_sets_split_right_from_clear_errors() -> None:
    good, bad = sep.verdict_sets(_verdict())
    assert good == ["a", "b"]
    assert bad == ["c"]


@pytest.mark.parametrize(
    ("chosen", "winner"),
    [
        ({"normal": "c", "strong": "a"}, "strong"),
        ({"normal": "b", "strong": "c"}, "normal"),
        ({"normal": "a", "strong": "b"}, None),  # both right: nothing to separate
        ({"normal": "c", "strong": "c"}, None),
    ],
)
def test_separation_needs_one_right_and_one_clear_error(
    chosen: dict[str, str], winner: str | None
) -> None:
    assert sep.separation(["a", "b"], ["c"], chosen) == winner


def test_a_root_rule_alone_settles_the_kaschlan_defence() -> None:
    state = RULE_POSITION.build()
    assert len(state.legal_actions()) > 1
    assert sep.settled_by_rule(state, 0)


def test_an_open_lead_is_not_settled_by_a_rule() -> None:
    state = engine.game("kaschlan").new_game(players=4, seed=1)
    assert not sep.settled_by_rule(state, state.current_player or 0)


def _position() -> Position:
    state = engine.game("tausendundeins").new_game(players=2, seed=3)
    return Position("tausendundeins", 2, 3, (), state.current_player or 0, (), ())


def _shallow_verdict() -> Verdict:
    # Deeper, "c" is as good as "a": the shallow gap was the referee's noise.
    return Verdict({"a": [1.0, 1.2, 0.9], "b": [1.0, 1.1, 1.0], "c": [1.1, 1.0, 1.0]}, "searched")


def test_a_searched_separation_is_kept_only_if_it_holds_deeper(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[int] = []

    def appraise(*_a: Any, iterations: int = SEARCH_ITERATIONS, **_k: Any) -> Verdict:
        asked.append(iterations)
        shallow = _verdict()
        searched = Verdict(shallow.values, "searched")
        return searched if iterations == SEARCH_ITERATIONS or holds else _shallow_verdict()

    monkeypatch.setattr(sep, "appraise", appraise)
    monkeypatch.setattr(sep, "level_moves", lambda *a, **k: {"normal": "c", "strong": "a"})
    holds = True
    record = sep.examine(_position(), seed=0)
    assert record["status"] == "separates" and record["deep"] is True
    assert asked == [SEARCH_ITERATIONS, sep.DEEPER * SEARCH_ITERATIONS]
    holds = False
    record = sep.examine(_position(), seed=0)
    assert record["status"] == "shallow"
    assert record["deep"]["winner"] is None


def test_a_solved_separation_is_not_judged_again(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []

    def appraise(*_a: Any, iterations: int = SEARCH_ITERATIONS, **_k: Any) -> Verdict:
        asked.append(iterations)
        return _verdict()

    monkeypatch.setattr(sep, "appraise", appraise)
    monkeypatch.setattr(sep, "level_moves", lambda *a, **k: {"normal": "c", "strong": "a"})
    assert sep.examine(_position(), seed=0)["status"] == "separates"
    assert asked == [SEARCH_ITERATIONS]


def test_confirm_file_replaces_older_searched_separations(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sep, "appraise", lambda *a, **k: _shallow_verdict())
    seat = _position().seat
    old = _record(3, "separates", "strong") | {"method": "searched", "seat": seat}
    old["chosen"] = {"normal": "c", "strong": "a"}
    solved = _record(4, "separates", "strong") | {"method": "solved", "seat": seat}
    out = tmp_path / "sep.jsonl"
    out.write_text("".join(json.dumps(r) + "\n" for r in (old, solved)), encoding="utf-8")
    assert sep.confirm_file(str(out), ["tausendundeins"]) == 1
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["status"] for r in sep.latest(lines)] == ["shallow", "separates"]
    assert sep.confirm_file(str(out), ["tausendundeins"]) == 0  # nothing left to confirm


def test_levels_that_agree_are_never_judged(monkeypatch: pytest.MonkeyPatch) -> None:
    def forbid(*_a: Any, **_k: Any) -> Any:
        raise AssertionError("the referee was asked where the levels agree")

    monkeypatch.setattr(sep, "appraise", forbid)
    monkeypatch.setattr(sep, "level_moves", lambda *a, **k: {"normal": "x", "strong": "x"})
    record = sep.examine(_position(), seed=0)
    assert record["status"] == "agree"


def test_a_disagreement_is_judged_and_kept_for_the_right_level(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sep, "appraise", lambda *a, **k: _verdict())
    monkeypatch.setattr(sep, "level_moves", lambda *a, **k: {"normal": "c", "strong": "b"})
    record = sep.examine(_position(), seed=0)
    assert record["status"] == "separates"
    assert record["winner"] == "strong"
    assert record["good"] == ["a", "b"] and record["blunders"] == ["c"]
    monkeypatch.setattr(sep, "level_moves", lambda *a, **k: {"normal": "a", "strong": "b"})
    assert sep.examine(_position(), seed=0)["status"] == "unclear"


def _record(seed: int, status: str, winner: str | None = None) -> dict[str, Any]:
    return {
        "game": "tausendundeins",
        "players": 2,
        "seed": seed,
        "moves": [],
        "seat": 0,
        "phase": "play",
        "theme": "lead",
        "status": status,
        "winner": winner,
        "good": ["a"],
        "blunders": ["c"],
        "means": {"a": 1.0, "c": 0.0},
        "cpu": 2.0,
    }


def test_write_suite_adds_only_new_separating_positions(tmp_path: Path) -> None:
    records = [_record(1, "separates", "strong"), _record(2, "unclear"), _record(3, "agree")]
    assert sep.write_suite(records, tmp_path) == ["tausendundeins: 1 positions (1 new)"]
    records.append(_record(4, "separates", "normal"))
    assert sep.write_suite(records, tmp_path) == ["tausendundeins: 2 positions (1 new)"]
    stored = load("tausendundeins", tmp_path)
    assert [p.seed for p in stored] == [1, 4]
    assert stored[0].good == ("a",) and stored[0].blunders == ("c",)


def test_rates_count_each_stage() -> None:
    records = [
        _record(1, "separates", "strong"),
        _record(2, "separates", "normal"),
        _record(3, "unclear"),
        _record(4, "agree"),
        _record(5, "rule"),
    ]
    records.append(_record(6, "shallow"))
    records.append(_record(3, "separates", "strong"))  # a later record replaces seed 3's
    row = sep.rates(records).splitlines()[-1]
    assert row == "| tausendundeins | 6 | 1 | 1 | 4 | 1 | 3 (2–1) | 4 |"


def test_score_counts_right_answers_at_fresh_seeds(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []

    def moves(_state: Any, _seat: int, levels: Any, seed: int) -> dict[str, str]:
        asked.append(seed)
        return {levels[0]: "a" if seed % 2 else "c"}

    monkeypatch.setattr(sep, "level_moves", moves)
    position = Position("tausendundeins", 2, 3, (), _position().seat, ("a",), ("c",))
    shares = sep.score_level("strong", [position], tries=4)
    assert shares == [sum(s % 2 for s in asked) / 4]
    mining_seed = position.seed * 31  # what examine() asked at seed 0
    assert mining_seed not in asked and len(set(asked)) == 4


@pytest.mark.parametrize("game", list(engine.GAMES))
def test_stored_separating_positions_are_consistent(game: str) -> None:
    """Every stored position replays to its seat's turn, its right moves and clear errors
    are legal and apart, and no root rule alone decides it."""
    for position in load(game, sep.SUITE_DIR):
        state = position.build()
        legal = {a.text for a in state.legal_actions()}
        assert set(position.good) <= legal and set(position.blunders) <= legal
        assert position.good and position.blunders
        assert not set(position.good) & set(position.blunders)
        assert not sep.settled_by_rule(state, position.seat)


def test_command_prints_the_rates_of_a_file(tmp_path: Path, capsys: Any) -> None:
    out = tmp_path / "sep.jsonl"
    out.write_text(json.dumps(_record(1, "separates", "strong")) + "\n", encoding="utf-8")
    assert sep.main(["tausendundeins", "--out", str(out), "--join"]) == 0
    assert "| tausendundeins | 1 | 0 | 0 | 1 | 0 | 1 (1–0) | 2 |" in capsys.readouterr().out


def test_mining_can_keep_to_some_phases(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """``--phase play``: only card play is examined (Bolachen's auctions cost the referee the
    most); the levels are stood in for by an agreeing pair, so nothing is judged."""
    monkeypatch.setattr(sep, "level_moves", lambda *a, **k: {"normal": "x", "strong": "x"})
    monkeypatch.setattr(sep, "settled_by_rule", lambda *a, **k: False)
    out = tmp_path / "mined.jsonl"
    calls = 0
    real = sep.examine

    class Enough(Exception):
        pass

    def counted(position: Any, seed: int) -> dict[str, Any]:
        nonlocal calls
        calls += 1
        if calls > 4:
            raise Enough
        return real(position, seed)

    monkeypatch.setattr(sep, "examine", counted)
    with pytest.raises(Enough):
        sep.mine("bolachen", str(out), phases=frozenset({"play"}))
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == 4 and {r["phase"] for r in records} == {"play"}
