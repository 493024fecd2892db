"""The match record's vocabulary: events, their effects and deal records.

Every applied action becomes an :class:`Event`: who acted, the action's canonical text, its
public form (what every other seat sees of it) and what it caused (:data:`Effect`): a trick
won, cards drawn, a contract or trump made, the deal over. The engine keeps the record, so the
table, a move log or a deal review never have to guess these facts from two observations.

Why the record is kept raw and made into dicts late: bots clone and play thousands of times a
second, so applying an action must stay as cheap as it was. A game only notes an effect as a
short tuple (:meth:`GameState._emit`, :func:`engine.tricks.complete_trick`); the dicts below are
built when somebody asks (``observation(seat)["events"]``, ``deal_record(k)``), once, and are
then shared, never changed, by every copy of the state.

Everything here is JSON-able: lists, ints, strings, None (tuples where a list is shared).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, TypedDict

from engine.cards import ALL_CODES, HIDDEN_CARD

#: Stands in for a card a seat did not see in an action's public form ("discard ?? ??"); the
#: card alphabet's one placeholder (engine.cards), which the GUI renders as a face-down move.
HIDDEN = HIDDEN_CARD


class Play(TypedDict):
    """One card of a trick and the seat that played it."""

    seat: int
    card: str


class TrickEffect(TypedDict):
    """A trick is complete: ``cards`` in play order, taken by ``winner``; ``points`` are the
    card points it carried (None in games that count tricks, not card points)."""

    kind: Literal["trick"]
    winner: int
    cards: list[Play]
    points: int | None


class DrawEffect(TypedDict):
    """``seat`` took ``count`` cards from the stock, talon or dopper. ``cards`` names them
    only in the view of ``seat`` itself; ``shown`` are those everybody saw (a face-up card)."""

    kind: Literal["draw"]
    seat: int
    count: int
    cards: list[str]
    shown: list[str]


class TakeEffect(TypedDict):
    """Kaschlan: the defender picks up the unbeaten ``cards`` (everybody sees them)."""

    kind: Literal["take"]
    seat: int
    cards: list[str]


class BoutOverEffect(TypedDict):
    """Kaschlan: a bout has ended; ``took`` tells whether the defender picked the cards up
    (otherwise they were all beaten and went to the waste)."""

    kind: Literal["bout_over"]
    attacker: int
    defender: int
    took: bool


class OutEffect(TypedDict):
    """``seat`` has no cards left and is out of the game (Kaschlan)."""

    kind: Literal["out"]
    seat: int


class ContractEffect(TypedDict):
    """The auction or choice is settled: ``seat`` plays ``contract`` (the game's own word:
    ``"bid 120"``, ``"brand"``, ``"bettel"``, ``"3 better"`` …); None: nobody, the hand is
    thrown in or played as the game's default."""

    kind: Literal["contract"]
    seat: int | None
    contract: str | None


class TrumpEffect(TypedDict):
    """Trumps are ``suit`` from now on (named, declared by a marriage, or by default)."""

    kind: Literal["trump"]
    seat: int | None
    suit: str


class MarriageEffect(TypedDict):
    """1001: ``seat`` declared the marriage of ``suit``, worth ``points``."""

    kind: Literal["marriage"]
    seat: int
    suit: str
    points: int


class HandOverEffect(TypedDict):
    """A card moves openly from one hand to another (Bolachen: the called card)."""

    kind: Literal["hand_over"]
    seat: int
    to: int
    card: str


class PaymentEffect(TypedDict):
    """Counters move: ``payer`` and ``payee`` are seats or ``"pot"``."""

    kind: Literal["payment"]
    payer: int | str
    payee: int | str
    amount: float
    why: str


class AnnounceEffect(TypedDict):
    """A declaration that changes the game without moving a card (Scharwenzel's Tout, a
    Pancerola committed by a renounce, a Chapanka after nine tricks): ``what`` names it."""

    kind: Literal["announce"]
    seat: int
    what: str


class DealOverEffect(TypedDict):
    """The deal has ended with these per-seat ``scores``; ``match_over`` if it was the last."""

    kind: Literal["deal_over"]
    scores: list[float]
    match_over: bool


Effect = (
    TrickEffect
    | DrawEffect
    | TakeEffect
    | BoutOverEffect
    | OutEffect
    | ContractEffect
    | TrumpEffect
    | MarriageEffect
    | HandOverEffect
    | PaymentEffect
    | AnnounceEffect
    | DealOverEffect
)

#: The kinds whose effect clears the middle of the table (the GUI pauses to show it).
TABLE_CLEARING = frozenset({"trick", "bout_over"})


class Event(TypedDict):
    """One applied action as a seat may know it.

    ``index`` is the action's position in ``state.history`` (the whole match), ``deal_no``
    its deal. ``action`` is the canonical text in the view of a seat that saw the move (for
    anybody else it equals ``public``); ``public`` is what every seat sees: a face-down card
    is written :data:`HIDDEN`.
    """

    index: int
    deal_no: int
    seat: int
    action: str
    public: str
    effects: list[Effect]


class DealResultDict(TypedDict):
    """A finished deal's :class:`engine.contract.DealResult` as JSON."""

    scores: list[float]
    detail: dict[str, Any]


class DealRecord(TypedDict):
    """A finished deal, whole: for a deal review, a move log, the score sheet.

    ``dealt`` is every card's place right after the deal was dealt (``card_locations()``:
    each hand, the stock or talon top first …); ``events`` are complete (a finished deal
    hides nothing: its record is for looking back); ``totals`` are the match totals after it.
    """

    deal_no: int
    dealer: int
    dealt: dict[str, list[str]]
    events: list[Event]
    result: DealResultDict | None
    totals: list[float]


#: A game's note of an effect while it applies an action: (history index, kind, values).
RawEffect = tuple[int, str, tuple[Any, ...]]
#: A face-down move: (history index, public text, seats that saw the whole move).
RawHidden = tuple[int, str, tuple[int, ...]]

#: The field names of each kind's values, in the order a game passes them to ``_emit``.
FIELDS: dict[str, tuple[str, ...]] = {
    "trick": ("winner", "seats", "cards", "points"),
    "draw": ("seat", "cards", "shown"),  # cards: codes or indices into cards.ALL_CODES
    "take": ("seat", "cards"),
    "bout_over": ("attacker", "defender", "took"),
    "out": ("seat",),
    "contract": ("seat", "contract"),
    "trump": ("seat", "suit"),
    "marriage": ("seat", "suit", "points"),
    "hand_over": ("seat", "to", "card"),
    "payment": ("payer", "payee", "amount", "why"),
    "announce": ("seat", "what"),
}


def make_effect(kind: str, values: Sequence[Any]) -> Effect:
    """The typed effect of a raw note (see :data:`FIELDS` for each kind's values)."""
    if kind == "trick":
        winner, seats, cards, points = values
        plays: list[Play] = [{"seat": s, "card": c} for s, c in zip(seats, cards, strict=False)]
        return {"kind": "trick", "winner": winner, "cards": plays, "points": points}
    if kind == "draw":
        seat, cards, shown = values
        return {
            "kind": "draw",
            "seat": seat,
            "count": len(cards),
            "cards": _codes(cards),
            "shown": _codes(shown),
        }
    fields = FIELDS.get(kind)
    if fields is None or len(fields) != len(values):
        raise ValueError(f"unknown effect {kind!r} with {len(values)} values")
    effect: dict[str, Any] = {"kind": kind}
    for name, value in zip(fields, values, strict=True):
        effect[name] = list(value) if isinstance(value, tuple) else value
    return effect  # type: ignore[return-value]  # shape checked against FIELDS above


def _codes(cards: Sequence[str | int]) -> list[str]:
    """Card codes of a note's cards: codes, or indices into ``engine.cards.ALL_CODES`` (what
    a game keeping bitmasks has at hand without converting on every draw)."""
    return [c if isinstance(c, str) else ALL_CODES[c] for c in cards]


def view_of(event: Event, seat: int, seen_by: tuple[int, ...] | None) -> Event:
    """``event`` as ``seat`` knows it: a face-down move it did not see in its public form,
    other seats' drawn cards as a count only. The same object when nothing is hidden."""
    hidden = seen_by is not None and seat not in seen_by
    private = any(
        e["kind"] == "draw" and e["seat"] != seat and e["cards"] != e["shown"]
        for e in event["effects"]
    )
    if not hidden and not private:
        return event
    view: Event = dict(event)  # type: ignore[assignment]  # a shallow copy of the same keys
    if hidden:
        view["action"] = event["public"]
    if private:
        effects: list[Effect] = []
        for e in event["effects"]:
            if e["kind"] == "draw" and e["seat"] != seat:
                e = {**e, "cards": list(e["shown"])}
            effects.append(e)
        view["effects"] = effects
    return view


__all__ = [
    "HIDDEN",
    "TABLE_CLEARING",
    "AnnounceEffect",
    "BoutOverEffect",
    "ContractEffect",
    "DealOverEffect",
    "DealRecord",
    "DealResultDict",
    "DrawEffect",
    "Effect",
    "Event",
    "HandOverEffect",
    "MarriageEffect",
    "OutEffect",
    "PaymentEffect",
    "Play",
    "TakeEffect",
    "TrickEffect",
    "TrumpEffect",
    "make_effect",
    "view_of",
]
