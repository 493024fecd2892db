"""The lines of a deal's details (the info panel, the result panel, the score sheet): each
detail as "Label: value" in the person's language, told as a sentence where it is an event.

Why apart from :mod:`gui.names`: that module names single things (cards, moves, roles); this
one composes them into lines, and together they outgrew one file.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from engine.cards import SUIT_SYMBOL, is_card
from engine.vocabulary import Detail
from gui.names import (
    NBSP,
    action_label,
    action_sentence,
    contract_name,
    explanation,
    format_value,
    is_feminine,
    label,
    rank_letter,
    team_name,
    value_word,
    vocabulary,
)


def detail_value(
    game: str,
    key: str,
    value: Any,
    seat_names: Sequence[str],
    pattern: str = "french",
    language: str | None = None,
    teams: Sequence[Sequence[int]] = (),
    me: int = 0,
) -> str:
    """A game's detail value with seats shown by name (``declarer: 2`` -> "Bruno"), teams by
    "Your team"/"Opponents", cards in the notation and keywords translated; the field's
    ``kind`` in the vocabulary says which."""

    def seat(v: Any) -> Any:
        if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(seat_names):
            return seat_names[v]
        return v

    term = vocabulary(game).detail(key)
    kind = term.kind if term is not None else "plain"
    partnered = len(teams) > 1 and any(len(t) > 1 for t in teams)
    if kind == "seat":
        value = [seat(v) for v in value] if isinstance(value, list) else seat(value)
    elif partnered and kind == "team" and isinstance(value, int):
        return team_name(value, teams, me)
    elif partnered and kind == "team_list" and isinstance(value, list):
        if len(value) == len(teams):
            return " · ".join(
                f"{team_name(t, teams, me)}{NBSP}{format_value(v, pattern, language)}"
                for t, v in enumerate(value)
            )
    elif _per_seat(value, seat_names) and not partnered:
        pairs = zip(seat_names, value, strict=True)
        return " · ".join(f"{name}{NBSP}{format_value(v, pattern, language)}" for name, v in pairs)
    elif kind == "matadors" and isinstance(value, dict):
        team = value.get("team")
        if not isinstance(team, int) or not partnered:
            return "–"
        return f"{team_name(team, teams, me)} {value.get('count', 0)}"
    elif kind == "rank" and isinstance(value, str):
        return rank_letter(value, pattern, language)  # Kaschlan's "Q" reads "D" in German
    elif kind == "contract" and isinstance(value, str):
        return contract_name(game, value.split(), pattern, language)
    elif kind == "move" and isinstance(value, str):  # "4 better" of the move "bid"
        return action_label(game, f"{key} {value}", pattern, language)
    elif isinstance(value, str) and not is_card(value) and value not in SUIT_SYMBOL:
        return value_word(game, value)
    return format_value(value, pattern, language)


def _per_seat(value: Any, seat_names: Sequence[str]) -> bool:
    """Whether ``value`` is one number per seat (antes, card points, marks)."""
    return (
        isinstance(value, list)
        and len(seat_names) > 1
        and len(value) == len(seat_names)
        and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value)
    )


def detail_lines(
    game: str,
    detail: dict[str, Any],
    seat_names: Sequence[str],
    pattern: str = "french",
    language: str | None = None,
    teams: Sequence[Sequence[int]] = (),
    skip: Iterable[str] = (),
    me: int = 0,
) -> list[str]:
    """ "Label: value" lines for the keys the game's vocabulary names, in the engine's order.

    Unknown keys, empty values and structured values (lists of lists, dicts other than a
    ``matadors`` field) are left out: a raw ``{'team': 0}`` helps nobody.
    """
    args = (game, detail, seat_names, pattern, language, teams, skip, me)
    return [line for _key, line in keyed_detail_lines(*args)]


def keyed_detail_lines(
    game: str,
    detail: dict[str, Any],
    seat_names: Sequence[str],
    pattern: str = "french",
    language: str | None = None,
    teams: Sequence[Sequence[int]] = (),
    skip: Iterable[str] = (),
    me: int = 0,
) -> list[tuple[str, str]]:
    """:func:`detail_lines` with the key each line shows (its word's rule is that key's)."""
    skipped = set(skip)
    vocab = vocabulary(game)
    used: set[str] = set()  # a game may report one figure under two keys
    lines = []
    for key, value in detail.items():
        term: Detail | None = vocab.detail(key)
        if term is None or key in skipped or value in (None, "", []):
            continue
        if term.kind == "event":
            # A flag that happened is told as its sentence ("The last players went out
            # together: nobody lost."), not "Drawn game: yes"; one that did not, not at all.
            if value is True:
                lines.append((key, explanation(game, "detail", key)))
            continue
        # "Licytująca: Anna": a line naming one woman takes the label's feminine form.
        woman = (
            term.kind == "seat"
            and isinstance(value, int)
            and not isinstance(value, bool)
            and 0 <= value < len(seat_names)
            and is_feminine(seat_names[value])
        )
        text = label(term, woman)
        if text in used or label(term) in used:
            continue
        if term.needs and detail.get(term.needs) is None:
            continue  # e.g. the declarer's tricks before anyone declared
        if isinstance(value, dict) and (term.kind != "matadors" or value.get("team") is None):
            continue
        if isinstance(value, list) and any(isinstance(v, (list, dict)) for v in value):
            continue
        if isinstance(value, list) and all(v is None for v in value):
            continue
        used.add(label(term))
        shown = detail_value(game, key, value, seat_names, pattern, language, teams, me)
        actor = detail.get(term.needs) if term.kind == "move" and term.needs else None
        other = isinstance(actor, int) and actor != me and 0 <= actor < len(seat_names)
        if other and isinstance(actor, int) and isinstance(value, str):
            # Another player's move recorded as what was said ("Anna bids 4 better"), not as
            # an order; the sentences are third person, so one's own keeps its label.
            shown = action_sentence(game, seat_names[actor], f"{key} {value}", pattern, language)
        lines.append((key, f"{text}: {shown}"))
    return lines
