"""The deal in words for the move log and learn mode: moves, draws, tricks and bouts, phases.

Pure functions of the match record (events, effects) and the game's vocabulary: the move
log's groups (:func:`log_groups`, a trick or bout closing each), one move's line
(:func:`move_line`), a trick's outcome and why (:func:`outcome_reason`), the possible moves as
learn mode lists them (:func:`legal_lines`), and what a replay of the deal knows beyond the
events: the phase of each move and which were the only possible one (:func:`deal_notes`).
Words in translation context ``Learning``, where they were made before (gui/coach/learning.py
uses them).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

import engine
from engine.cards import NATURAL_VALUE, RANK_OF, SUIT_OF, SUITS
from engine.coach.explain import trick_outcome
from engine.events import HIDDEN
from engine.reasons import Reason
from gui import names, word_help
from gui.controller import engine_text
from gui.move_log import LogEntry, LogGroup
from i18n import plurals


def log_groups(
    game: str,
    events: Sequence[engine.Event],
    seat_names: Sequence[str],
    pattern: str,
    language: str | None = None,
    phases: dict[int, str] | None = None,
    forced: Collection[int] = (),
    me: int = 0,
) -> list[LogGroup]:
    """The deal's events as groups: a group closes with the effect that clears the table (a
    trick, a bout) or when the phase changes (an auction, an exchange); a trick's or bout's
    outcome line says who won it and what it carried.

    ``phases`` maps an event index to the phase it was made in (see :func:`event_phases`);
    ``forced`` holds the indices of the person's moves that were the only possible one, marked
    so: a move that played itself is said in the log, not only in the passing status line.
    ``me`` is the person's seat ("You"): 0 at a local table, any seat at a network table.
    """
    phases = phases or {}
    groups: list[LogGroup] = []
    entries: list[LogEntry] = []
    group_phase: str | None = None
    counts = {"trick": 0, "bout_over": 0}
    last_closing = ""
    closing_phase: str | None = None

    def name(seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(seat_names):
            return "?"
        return seat_names[seat]

    def close(title: str, outcome: str = "", tip: str = "") -> None:
        nonlocal entries
        if entries:
            groups.append(LogGroup(title, tuple(entries), outcome, tip))
        entries = []

    def phase_tip(phase: str) -> str:
        return word_help.tooltip(game, [("phase", phase)], language)

    # The phases of trick or bout play: those of the moves that closed one, and every phase
    # seen after the first close. A change between two of them (Kaschlan's attack, reinforce,
    # defend) stays inside its bout; a change into or out of another phase (an auction, an
    # exchange) closes the group.
    play_phases: set[str] = set()
    closed_once = False
    for event in events:
        closes = any(e["kind"] in ("trick", "bout_over") for e in event["effects"])
        if closes or closed_once:
            play_phases.add(phases.get(event["index"], ""))
        closed_once = closed_once or closes
    for event in events:
        seat = event["seat"]
        text = event["action"]
        phase = phases.get(event["index"], group_phase or "")
        changed = phase != group_phase
        if entries and changed and not {phase, group_phase or ""} <= play_phases:
            close(names.phase_name(game, group_phase or ""), tip=phase_tip(group_phase or ""))
        group_phase = phase
        line = move_line(game, seat, text, seat_names, pattern, language, me)
        if event["index"] in forced:
            line = QCoreApplication.translate("Learning", "{move} (only possible move)").format(
                move=line
            )
        entries.append(LogEntry(line, event["index"], HIDDEN in text.split()))
        for effect in event["effects"]:
            if effect["kind"] == "draw" and effect["count"]:
                entries.append(
                    LogEntry(_draw_line(effect, name, pattern, language, me), event["index"])
                )
            if effect["kind"] == "announce" and effect["what"] == "pancerola":
                entries.append(LogEntry(_pancerola_line(effect["seat"], name, me), event["index"]))
        closing = [e for e in event["effects"] if e["kind"] in ("trick", "bout_over")]
        if closing:
            effect = closing[0]
            kind = effect["kind"]
            counts[kind] += 1
            last_closing = kind
            closing_phase = phase
            close(_closed_title(kind, counts[kind]), _outcome(effect, name, me))
            group_phase = None
    if entries:
        tip = ""
        if last_closing and group_phase == closing_phase:
            title = _closed_title(last_closing, counts[last_closing] + 1)
        else:
            title = names.phase_name(game, group_phase or "")
            tip = phase_tip(group_phase or "")
        groups.append(LogGroup(title, tuple(entries), tip=tip))
    return groups


def move_line(
    game: str,
    seat: int,
    text: str,
    seat_names: Sequence[str],
    pattern: str,
    language: str | None = None,
    me: int = 0,
) -> str:
    """A move in words: "Anna plays K♥"; the person's own (seat ``me``) as "You play K♥",
    a statement as the others' moves are (Polish wrote the button's command, "Ty: Zagraj"),
    or "You: Play K♥" for a move without a sentence."""
    if seat == me:
        said = names.you_sentence(game, text, pattern, language)
        if said is not None:
            return said
        return QCoreApplication.translate("Learning", "You: {action}").format(
            action=names.action_label(game, text, pattern, language)
        )
    name = seat_names[seat] if 0 <= seat < len(seat_names) else "?"
    return names.action_sentence(game, name, text, pattern, language)


def _closed_title(kind: str, number: int) -> str:
    return (
        QCoreApplication.translate("Learning", "Trick {n}")
        if kind == "trick"
        else QCoreApplication.translate("Learning", "Bout {n}")
    ).format(n=number)


def _outcome(effect: Any, name: Any, me: int = 0) -> str:
    if effect["kind"] == "trick":
        winner = effect["winner"]
        points = effect["points"]
        if winner == me:
            if points is None:
                return QCoreApplication.translate("Learning", "You win the trick")
            return QCoreApplication.translate("Learning", "You win the trick ({points})").format(
                points=plurals.points(points)
            )
        if points is None:
            return QCoreApplication.translate("Learning", "{name} wins the trick").format(
                name=name(winner)
            )
        return QCoreApplication.translate("Learning", "{name} wins the trick ({points})").format(
            name=name(winner), points=plurals.points(points)
        )
    defender = effect["defender"]
    if effect["took"]:
        if defender == me:
            return QCoreApplication.translate("Learning", "You take the cards")
        return QCoreApplication.translate("Learning", "{name} takes the cards").format(
            name=name(defender)
        )
    if defender == me:
        return QCoreApplication.translate("Learning", "You beat every card")
    return QCoreApplication.translate("Learning", "{name} beat every card").format(
        name=name(defender)
    )


def _bout_line(effect: Any, name: Any, me: int = 0) -> str:
    """A finished Kaschlan bout in a whole sentence for learn mode: where its cards went (§5:
    beaten pairs to the waste, the cards left unbeaten into the defender's hand)."""
    defender = effect["defender"]
    if effect["took"]:
        if defender == me:
            return QCoreApplication.translate(
                "Learning", "You take up the cards left unbeaten; beaten pairs go to the waste."
            )
        return QCoreApplication.translate(
            "Learning", "{name} takes up the cards left unbeaten; beaten pairs go to the waste."
        ).format(name=name(defender))
    if defender == me:
        return QCoreApplication.translate(
            "Learning", "You beat every card: they all go to the waste."
        )
    return QCoreApplication.translate(
        "Learning", "{name} beat every card: they all go to the waste."
    ).format(name=name(defender))


def _pancerola_line(seat: int, name: Any, me: int = 0) -> str:
    """Chapanka's Pancerola announced (rules §6): what it is and what it now demands, where
    the word first appears."""
    if seat == me:
        return QCoreApplication.translate(
            "Learning",
            "You play a Pancerola (four aces, or three and the Kinal, and a renounce): from "
            "now on you must lose every trick.",
        )
    return QCoreApplication.translate(
        "Learning",
        "{name} plays a Pancerola (four aces, or three and the Kinal, and a renounce): from "
        "now on {name} must lose every trick.",
    ).format(name=name(seat))


def _draw_line(effect: Any, name: Any, pattern: str, language: str | None, me: int = 0) -> str:
    seat = effect["seat"]
    cards = effect["cards"]
    count = effect["count"]
    what = names.cards_short(cards, pattern, language) if cards else plurals.cards_drawn(count)
    if seat == me:
        return QCoreApplication.translate("Learning", "You draw {cards}").format(cards=what)
    return QCoreApplication.translate("Learning", "{name} draws {cards}").format(
        name=name(seat), cards=what
    )


def outcome_reason(
    effect: Any,
    seat_names: Sequence[str],
    pattern: str,
    language: str | None = None,
    why: Reason | None = None,
    game: str = "",
) -> str:
    """Who won a trick or bout and why, for learn mode. ``why`` is the game's own
    explanation (:func:`engine.coach.explain.trick_outcome`): the table's rules decided the
    trick, so only they can say why (a card printed in one suit may play as a trump)."""

    def name(seat: int) -> str:
        return seat_names[seat] if 0 <= seat < len(seat_names) else "?"

    if effect["kind"] == "bout_over":
        return _bout_line(effect, name)
    outcome = _outcome(effect, name)
    if why is None:
        return outcome
    return QCoreApplication.translate("Learning", "{outcome}. {why}").format(
        outcome=outcome, why=engine_text(why, game, pattern, language)
    )


#: The effects that clear the table: a trick taken, a Kaschlan bout over.
CLOSING = ("trick", "bout_over")


def last_closing(state: engine.GameState) -> engine.Event | None:
    """The current deal's last event that took a trick or ended a bout (None before the
    deal's first)."""
    return next(
        (e for e in reversed(state.events(0)) if any(f["kind"] in CLOSING for f in e["effects"])),
        None,
    )


def closing_lines(
    state: engine.GameState,
    event: engine.Event,
    seat_names: Sequence[str],
    pattern: str,
    language: str | None = None,
) -> tuple[str, ...]:
    """Who won the trick or bout ``event`` closed and why (:func:`outcome_reason`), a trick's
    why told by the game's own explanation of it."""
    taken = any(e["kind"] == "trick" for e in event["effects"])
    why = trick_outcome(state, event["index"]) if taken else None
    return tuple(
        outcome_reason(e, seat_names, pattern, language, why, state.spec.id)
        for e in event["effects"]
        if e["kind"] in CLOSING
    )


def legal_lines(
    game: str, legal: Sequence[str], pattern: str, language: str | None
) -> tuple[str, ...]:
    """The possible moves, one a line; a kind with many (choosing 2 of 12 cards to lay away
    has 66) is summed up as its name and count, so the list stays readable."""
    by_verb: dict[str, list[str]] = {}
    for text in legal:
        by_verb.setdefault(text.split()[0], []).append(text)
    lines: list[str] = []
    for verb, texts in by_verb.items():
        texts = sorted(texts, key=_card_order)
        if len(texts) > 12:
            lines.append(
                QCoreApplication.translate("Learning", "{move}: {count}").format(
                    move=names.verb_label(game, verb), count=plurals.moves(len(texts))
                )
            )
        else:
            lines += [names.action_label(game, t, pattern, language) for t in texts]
    return tuple(lines)


def _card_order(text: str) -> tuple[tuple[int, int], ...]:
    """A move's place in the list of possible moves: by the suit and rank of its cards, so a
    hand dealt and exchanged in any order reads suit by suit, high to low (Chapanka's list
    read as if shuffled); a move without cards keeps its place."""
    return tuple(
        (SUITS.index(SUIT_OF[c]), -NATURAL_VALUE[RANK_OF[c]])
        for c in text.split()[1:]
        if c in SUIT_OF
    )


def phase_rule(game: str, section: str, key: str) -> str:
    """The rule that explains a vocabulary term of ``game`` ("" when it has none)."""
    term = names.vocabulary(game).term(section, key)
    return term.rule if term is not None else ""


def event_phases(state: engine.GameState) -> dict[int, str]:
    """The phase each event of the current deal was made in (see :func:`deal_notes`)."""
    return deal_notes(state)[0]


def deal_notes(state: engine.GameState) -> tuple[dict[int, str], set[int]]:
    """The phase each event of the current deal was made in, and which of the person's moves
    were the only possible one, found by replaying the deal on a copy (neither is part of an
    event: they are the position's, not the move's)."""
    start = state.deal_starts[-1]
    replay = state.clone()
    replay.rewind_to(start)
    phases: dict[int, str] = {}
    forced: set[int] = set()
    for index in range(start, len(state.history)):
        phases[index] = str(replay.observation(0).get("phase") or "")
        if only_move_of_person(replay):
            forced.add(index)
        replay.apply(state.history[index][1])
    return phases, forced


def only_move_of_person(state: engine.GameState) -> bool:
    """Whether the person (seat 0) is to move and has exactly one possible move."""
    return state.current_player == 0 and len(state.legal_actions()) == 1
