"""The public face of the engine: GameSpec, the GameState base class and DealResult.

Everything outside a game module (GUI, bots, CLI, tests) uses only what is defined here.

Observation schema
------------------
``observation(seat)`` returns a JSON-able dict. Every game fills these common keys so that the
GUI and the CLI can draw any game without knowing it:

==================  ======================================================================
``game``            game id
``players``         number of seats
``seat``            the seat this observation is for
``dealer``          the dealer's seat of this deal
``deal_no``         0-based number of the deal in the match
``current_player``  seat to act or None
``phase``           short keyword: ``bidding``, ``exchange``, ``play``, ``deal_over`` …
``hand``            the seat's own cards (display order)
``hand_sizes``      number of cards in each seat's hand
``table``           cards in the middle, in play order: ``{"seat": s, "card": c}``; games may
                    add keys (Kaschlan: ``"beaten_by"``)
``last_trick``      the previous trick as such a list, or None
``stock``           face-down cards still to be drawn (0 if the game has none)
``talon``           face-down cards of a talon/dopper/discard pile shown as a heap
``trump``           trump suit letter or None
``trump_card``      a face-up card everyone sees (turn-up, face-up bottom card) or None
``tricks``          tricks won this deal per seat, or None
``totals``          match totals per seat
``roles``           per seat a list of keywords: ``dealer``, ``declarer``, ``attacker``,
                    ``defender``, ``out``, ``forehand``, ``pancerola`` …
``teams``           the teams as lists of seats
``deal_over``       bool; ``is_over`` bool
``detail``          game-specific public information (contract, bids, marriages, pot …)
``events``          the current deal's events as this seat may know them (``engine.events``)
==================  ======================================================================

The match record
----------------
The state keeps the record of the match: ``history`` (every action's seat and text), the
events made from it (what each action caused, as each seat may know it), and the finished
deals (``deal_record(k)``). Rewinding (``undo``, ``undo_to_decision``, ``rewind_to``) replays
the set-up and the kept part of the history through the rules, the same code that loads a save,
so a rewound match is exactly the match that would have been played.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, TypedDict, TypeVar

from engine.actions import Action, IllegalAction
from engine.cards import check_deck
from engine.events import (
    DealOverEffect,
    DealRecord,
    DealResultDict,
    Effect,
    Event,
    RawEffect,
    RawHidden,
    make_effect,
    view_of,
)
from engine.options import Option, resolve_options
from engine.quoting import EXCERPT_CHARS, excerpt
from engine.vocabulary import Vocabulary

_T = TypeVar("_T")

SAVE_FORMAT = 1


#: Whether a side made or lost its contract in a finished deal.
ContractResult = Literal["made", "lost"]
#: A game's reading of a finished deal's ``detail`` for one seat's side:
#: ``contract_outcome(detail, teams, seat)`` is "made", "lost", or None when that side
#: played no contract this deal (see :attr:`GameSpec.contract_outcome`).
ContractOutcome = Callable[[Mapping[str, Any], Sequence[Sequence[int]], int], ContractResult | None]


class SaveError(ValueError):
    """A save text that cannot be loaded; the message says what is wrong in plain words."""


@dataclass(slots=True)  # not frozen: a search builds several per simulation
class HiddenDraw:
    """The hidden cards of one determinization, drawn before the sample state is built.

    Why: a search weighs each sample by how well its hands fit the others' public choices
    and rejects most of the unlikely ones; a game that offers ``draw_hidden(seat, rng)`` and
    ``sample_from(seat, drawn)`` lets it weigh the hands first and clone the state only for
    the draw it keeps (``engine.bots.ismcts``). ``hands``: every seat's hand in the sample
    (the asking seat's own as it is); ``piles``: what the game's sampler drew, for building.
    """

    hands: list[list[str]]
    piles: list[list[str]]


@dataclass(frozen=True)
class DealResult:
    """What a finished deal gave each seat, with a JSON-able detail for the result panel."""

    scores: tuple[float, ...]
    detail: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> DealResultDict:
        return {"scores": list(self.scores), "detail": self.detail}


class ObservationHeader(TypedDict):
    """The schema's keys the contract fills the same way for every game."""

    game: str
    players: int
    seat: int
    dealer: int
    deal_no: int
    current_player: int | None
    events: list[Event]


class Observation(ObservationHeader):
    """What one seat may know (the schema in this module's docstring)."""

    phase: str
    hand: list[str]
    hand_sizes: list[int]
    table: list[dict[str, Any]]
    last_trick: list[dict[str, Any]] | None
    stock: int
    talon: int
    trump: str | None
    trump_card: str | None
    tricks: list[int] | None
    totals: list[float]
    roles: list[list[str]]
    teams: list[list[int]]
    deal_over: bool
    is_over: bool
    detail: dict[str, Any]


#: A finished deal as kept until somebody asks for its record: its notes, face-down moves,
#: result, totals after it and dealer (see :meth:`GameState.deal_record`).
_Archived = tuple[tuple[RawEffect, ...], tuple[RawHidden, ...], DealResult | None, list[float], int]


class GameState:
    """Base class of every game's state: the contract's bookkeeping lives here once.

    One life cycle for every game: ``__init__`` stores the set-up, calls the game's
    ``_setup()`` (match-long state: score sheet, first dealer …) and ``_start_deal()`` (deal
    the first hand); ``next_deal()`` calls ``_start_deal()`` again. A game subclass implements
    ``_compute_legal()``, ``_do(action)``, ``_start_deal()``, ``observation(seat)``,
    ``hand(seat)``, ``card_locations()``, ``deal_result()``, ``totals()``, ``clone()`` and
    ``_redeal_hidden(seat, rng)``; it may override ``_setup()``, ``explain_illegal(action)``
    to say *why* a move is refused and ``parse_action(text)``. While applying an action it
    reports what the action caused with :meth:`_emit` and a face-down move with
    :meth:`_conceal`.

    The base class caches the legal list (invalidated by every change), checks every action
    against it before touching the state (so a refused action changes nothing), keeps
    ``history``, the deal boundaries the save format needs and the match record.
    """

    spec: GameSpec
    players: int
    seed: int
    options: dict[str, Any]
    initial_deck: list[str] | None
    current_player: int | None
    deal_over: bool
    is_over: bool
    dealer: int
    teams: tuple[tuple[int, ...], ...]
    history: list[tuple[int, str]]
    deal_starts: list[int]
    #: False in search copies (``determinize``): effects are then not noted (faster).
    recording: bool

    def __init__(
        self,
        spec: GameSpec,
        players: int,
        seed: int,
        options: dict[str, Any],
        deck: list[str] | None = None,
    ) -> None:
        """A new match, its first deal dealt. Use ``spec.new_game``: it checks the set-up."""
        self.spec = spec
        self.players = players
        self.seed = seed
        self.options = options
        self.initial_deck = deck
        self.history = []
        self.deal_starts = [0]
        self.current_player = None
        self.deal_over = False
        self.is_over = False
        self.teams = tuple((s,) for s in range(players))
        self.recording = True
        self._legal: tuple[Action, ...] | None = None
        self._fx: list[RawEffect] = []  # the current deal's effects, in order
        self._hidden: tuple[RawHidden, ...] = ()  # the current deal's face-down moves
        self._made: tuple[Event, ...] = ()  # the current deal's events made so far
        self._seat_view: tuple[int, tuple[Event, ...], tuple[Event, ...]] | None = None
        self._archive: tuple[_Archived, ...] = ()  # the deals before the current one
        self._records: tuple[DealRecord, ...] = ()  # deal_record(k) of archived deals, made
        self._setup()
        self._start_deal()

    # --- the contract -------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = (
                tuple(self._compute_legal()) if self.current_player is not None else ()
            )
        return list(legal)

    def apply(self, action: Action | str) -> None:
        legal = self._legal
        if legal is None:
            legal = self._legal = (
                tuple(self._compute_legal()) if self.current_player is not None else ()
            )
        if action.__class__ is not Action:
            action = self.parse_action(action)
        for candidate in legal:  # identity first: legal lists hold the interned actions
            if candidate is action:
                break
        else:
            raise self.explain_illegal(action)
        self.history.append((self.current_player, action.text))  # type: ignore[arg-type]
        self._legal = None
        self._do(action)

    def legal_fast(self) -> tuple[Action, ...]:
        """The legal actions without the defensive copy: search only (never mutate it)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = (
                tuple(self._compute_legal()) if self.current_player is not None else ()
            )
        return legal

    def apply_fast(self, action: Action) -> None:
        """Apply an action taken from :meth:`legal_fast` without checking it: no text
        parsing, no legality scan. For the search's simulated states, whose moves come from
        the legal list itself; everything a player or a save sends goes through
        :meth:`apply`. The history is still kept (games read it back when redealing), so
        the result is exactly the state ``apply`` would make."""
        self.history.append((self.current_player, action.text))  # type: ignore[arg-type]
        self._legal = None
        self._do(action)

    def visible_history(self, seat: int, start: int) -> list[tuple[int, str]]:
        """The history from index ``start`` as ``seat`` saw it: a face-down move of another
        seat has its public text (``"discard ?? ??"``) instead of the real one."""
        hidden = {i: public for i, public, seats in self._hidden if seat not in seats}
        out = []
        for i in range(start, len(self.history)):
            who, text = self.history[i]
            out.append((who, hidden.get(i, text)))
        return out

    def next_deal(self) -> None:
        if self.is_over:
            raise IllegalAction("The match is over; start a new one.")
        if not self.deal_over:
            raise IllegalAction("The current deal is not finished yet.")
        self._archive += (
            (tuple(self._fx), self._hidden, self.deal_result(), self.totals(), self.dealer),
        )
        self._fx = []
        self._hidden = ()
        self._made = ()
        self.deal_starts.append(len(self.history))
        self._legal = None
        self.deal_over = False
        self._start_deal()

    def _mover(self) -> int:
        """The seat to act, where somebody must be (a refusal's reason, a rule's check)."""
        seat = self.current_player
        if seat is None:
            raise IllegalAction("The deal is over; deal the next hand first.")
        return seat

    def parse_action(self, text: Any) -> Action:
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction("Cannot read {text!r} as an action.", text=text)
        return Action.read(text)

    def explain_illegal(self, action: Action) -> IllegalAction:
        """The reason ``action`` is refused now; games override this to name the rule."""
        if self.current_player is None:
            if self.is_over:
                return IllegalAction("The match is over.")
            return IllegalAction("The deal is over; deal the next hand first.")
        legal = self.legal_actions()
        sample = ", ".join(a.text for a in legal[:8]) + (" …" if len(legal) > 8 else "")
        return IllegalAction(
            "'{action}' is not possible now. Possible: {legal}", action=action.text, legal=sample
        )

    @property
    def deal_no(self) -> int:
        return len(self.deal_starts) - 1

    def to_json(self) -> str:
        """The save text: how the match was set up plus every action, deal by deal.

        Loading replays the actions through the rules, so a save can never smuggle in a
        position the rules would not reach, and the round trip is exact by construction.
        """
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "game": self.spec.id,
                "players": self.players,
                "seed": self.seed,
                "options": self.options,
                "deck": self.initial_deck,
                "deals": self._deal_texts(len(self.history)),
            },
            separators=(",", ":"),
        )

    # --- the match record: events ---------------------------------------------------------

    def events(self, seat: int | None = None) -> list[Event]:
        """The current deal's events, as ``seat`` may know them (None: complete)."""
        return list(self._made_events() if seat is None else self._seat_events(seat))

    def _seat_events(self, seat: int) -> tuple[Event, ...]:
        made = self._made_events()
        cached = self._seat_view
        if cached is not None and cached[0] == seat and cached[1] is made:
            return cached[2]
        view = tuple(_views(made, self._hidden, seat))
        self._seat_view = (seat, made, view)
        return view

    def _made_events(self) -> tuple[Event, ...]:
        start = self.deal_starts[-1]
        made = self._made
        end = len(self.history)
        if start + len(made) < end:
            over = self.deal_result() if self.deal_over else None
            made = self._made = made + tuple(
                _make_events(
                    self.history,
                    start + len(made),
                    end,
                    self.deal_no,
                    self._fx,
                    self._hidden,
                    over,
                    self.is_over,
                    self._effects_of,
                )
            )
        return made

    def _emit(self, kind: str, *values: Any) -> None:
        """Note an effect of the action being applied (kinds and values: ``engine.events``).

        Only a tuple is kept here, so applying stays cheap; the typed dict is made when the
        events are asked for. Never call it outside ``_do``: the effect belongs to the last
        action of ``history``.
        """
        if self.recording:
            self._fx.append((len(self.history) - 1, kind, values))

    def _effects_of(self, kind: str, values: tuple[Any, ...]) -> list[Effect]:
        """The typed effects of one note. A game may note several effects at once in its own
        cheap form (a kind of its own) on a hot path and say here how to read it."""
        return [make_effect(kind, values)]

    def _conceal(self, public: str, *seen_by: int) -> None:
        """The action being applied is made face down: other seats than ``seen_by`` (the
        actor is always one) see only ``public`` (``"discard ?? ??"``).

        A state that keeps no record (a search's sample) skips it like :meth:`_emit`: nobody
        reads what its seats saw after the sample was drawn."""
        if not self.recording:
            return
        seat, _text = self.history[-1]
        seats = seen_by if seat in seen_by else (seat, *seen_by)
        self._hidden += ((len(self.history) - 1, public, seats),)

    # --- the match record: finished deals --------------------------------------------------

    def deal_record(self, k: int) -> DealRecord:
        """The record of finished deal ``k`` (0-based): how it was dealt, every event, its
        result and the totals after it. ValueError if deal ``k`` is not finished."""
        archived = len(self._archive)
        if 0 <= k < archived:
            if k >= len(self._records):
                self._records = self._records + tuple(
                    self._archived_record(j, dealt)
                    for j, dealt in enumerate(
                        self._dealt_layouts(archived)[len(self._records) :],
                        start=len(self._records),
                    )
                )
            return self._records[k]
        if k == self.deal_no and self.deal_over:
            result = self.deal_result()
            return {
                "deal_no": k,
                "dealer": self.dealer,
                "dealt": self._dealt_layouts(k + 1)[k],
                "events": self.events(),
                "result": None if result is None else result.to_dict(),
                "totals": list(self.totals()),
            }
        raise ValueError(f"deal {k} is not finished (deals finished: {self.deals_finished})")

    def deal_records(self) -> list[DealRecord]:
        """The records of every finished deal, in order (the current one once it is over)."""
        return [self.deal_record(k) for k in range(self.deals_finished)]

    @property
    def deals_finished(self) -> int:
        return self.deal_no + (1 if self.deal_over else 0)

    def _archived_record(self, k: int, dealt: dict[str, list[str]]) -> DealRecord:
        fx, hidden, result, totals, dealer = self._archive[k]
        start, end = self.deal_starts[k], self.deal_starts[k + 1]
        return {
            "deal_no": k,
            "dealer": dealer,
            "dealt": dealt,
            "events": _make_events(
                self.history, start, end, k, fx, hidden, result, False, self._effects_of
            ),
            "result": None if result is None else result.to_dict(),
            "totals": list(totals),
        }

    def _dealt_layouts(self, count: int) -> list[dict[str, list[str]]]:
        """Every card's place right after each of the first ``count`` deals was dealt, found
        by replaying the match (only when a deal record is asked for: never on the hot path)."""
        layouts: list[dict[str, list[str]]] = []
        replica = self._fresh()
        deals = self._deal_texts(self.deal_starts[count - 1]) if count else []

        def note(state: GameState) -> None:
            layouts.append(state.card_locations())

        replica._play_through(deals, note)
        return layouts

    # --- the match record: rewinding -------------------------------------------------------

    def last_decision(self, seat: int) -> int | None:
        """The history index of ``seat``'s latest action, or None if it has not acted."""
        history = self.history
        for i in range(len(history) - 1, -1, -1):
            if history[i][0] == seat:
                return i
        return None

    def rewind_to(self, index: int) -> None:
        """Back to the moment before action ``index`` of ``history`` was applied (its deal
        dealt, the actions before it played); ``len(history)`` changes nothing."""
        if isinstance(index, bool) or not isinstance(index, int):
            raise ValueError(f"an event index is a whole number, not {index!r}")
        if not 0 <= index <= len(self.history):
            raise ValueError(f"no event {index}: the match has {len(self.history)}")
        if index == len(self.history):
            return
        rebuilt = self._fresh()
        rebuilt.recording = self.recording
        rebuilt._play_through(self._deal_texts(index))
        self.__dict__.clear()
        self.__dict__.update(rebuilt.__dict__)

    def undo(self, n: int = 1) -> None:
        """Take back the last ``n`` actions, whoever made them."""
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= len(self.history):
            raise ValueError(f"cannot undo {n!r} of {len(self.history)} actions")
        self.rewind_to(len(self.history) - n)

    def undo_to_decision(self, seat: int) -> None:
        """Back to ``seat``'s latest decision, before it was made (what a person's Undo does:
        the bots' moves since are taken back too)."""
        index = self.last_decision(seat)
        if index is None:
            raise IllegalAction("Seat {seat} has made no move that could be taken back.", seat=seat)
        self.rewind_to(index)

    def _fresh(self) -> GameState:
        """The same match as it was set up, before any action."""
        return type(self)(self.spec, self.players, self.seed, self.options, self.initial_deck)

    def _deal_texts(self, length: int) -> list[list[str]]:
        """The first ``length`` actions as the save keeps them, one list per deal; a deal
        that starts exactly at ``length`` is included, dealt and empty."""
        starts = self.deal_starts
        history = self.history
        bounds = [*starts, len(history)]
        deals: list[list[str]] = []
        for k, start in enumerate(starts):
            if start > length:
                break
            end = min(bounds[k + 1], length)
            deals.append([text for _seat, text in history[start:end]])
        return deals

    def _play_through(
        self, deals: Sequence[Any], on_deal: Callable[[GameState], None] | None = None
    ) -> None:
        """Apply saved actions deal by deal (``engine.load``, rewinding and deal records all
        use this one loop); ``on_deal`` sees the state right after each deal is dealt.
        SaveError says where a list of actions goes wrong."""
        for deal_index, actions in enumerate(deals):
            if not isinstance(actions, list):
                raise SaveError(f"deal {deal_index + 1} of the save is not a list of actions")
            if deal_index > 0:
                if not self.deal_over or self.is_over:
                    raise SaveError(
                        f"the save starts deal {deal_index + 1} before deal {deal_index} ended"
                    )
                self.next_deal()
            if on_deal is not None:
                on_deal(self)
            for step, text in enumerate(actions):
                if not isinstance(text, str):
                    raise SaveError(
                        f"deal {deal_index + 1}, move {step + 1} is not text: "
                        + excerpt(repr(text))
                    )
                try:
                    self.apply(text)
                except ValueError as exc:
                    raise SaveError(
                        f"deal {deal_index + 1}, move {step + 1} ('{excerpt(text)}') is "
                        f"impossible: {excerpt(str(exc), 4 * EXCERPT_CHARS)}"
                    ) from None

    # --- defaults a game may keep ----------------------------------------------------------

    def clone(self) -> GameState:
        return copy.deepcopy(self)

    def _copy_record(self, copied: dict[str, Any]) -> None:
        """Give a clone's ``__dict__`` its own copies of what the base class changes in
        place (history, deal starts, the current deal's notes); the rest of the record is
        made of tuples and shared."""
        copied["history"] = self.history.copy()
        copied["deal_starts"] = self.deal_starts.copy()
        copied["_fx"] = self._fx.copy()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return self.to_json() == other.to_json() and self.card_locations() == (
            other.card_locations()
        )

    __hash__ = None  # type: ignore[assignment]

    #: Attributes that only cache what a search works out about a position (a prepared
    #: sampler holds closures): left out when a state is pickled for a worker process, which
    #: works them out again, so the state still travels as a pickle.
    _TRANSIENT = frozenset({"_redealer"})

    def __getstate__(self) -> dict[str, Any]:
        state = self.__dict__.copy()
        for key in self._TRANSIENT.intersection(state):
            del state[key]
        if "_legal" in state:
            # The worker lists the moves itself: a game may make its actions with
            # per-process tables beside them (Kaschlan's DECODE is filled as each action is
            # made), and an action made in another process is missing there (issue #32: a
            # KeyError in strong's worker at a Kaschlan defence).
            state["_legal"] = None
        return state

    def position_memo(self, name: str, compute: Callable[[], _T], *key: Hashable) -> _T:
        """``compute()`` worked out once per position (and ``key``, e.g. the seat asking):
        a search samples the same position thousands of times. Kept on the state under
        ``name``; a clone inherits the entry but can only hit it in the position it was
        cloned from (the deal and the number of moves made identify it), and a rewind
        starts afresh. A value that cannot be pickled belongs in :attr:`_TRANSIENT`."""
        where = (key, len(self.deal_starts), len(self.history))
        cached = self.__dict__.get(name)
        if cached is not None and cached[0] == where:
            found: _T = cached[1]
            return found
        value = compute()
        self.__dict__[name] = (where, value)
        return value

    def _setup(self) -> None:
        """Match-long state before the first deal (score sheet, first dealer …)."""

    # --- what a game must provide --------------------------------------------------------

    def _compute_legal(self) -> Sequence[Action]:
        raise NotImplementedError

    def _do(self, action: Action) -> None:
        raise NotImplementedError

    def _start_deal(self) -> None:
        raise NotImplementedError

    def observation(self, seat: int) -> Observation:
        raise NotImplementedError

    def hand(self, seat: int) -> list[str]:
        """The seat's real cards: for tests and the engine only, never for bots or views."""
        raise NotImplementedError

    def card_locations(self) -> dict[str, list[str]]:
        """Every card of the pack in exactly one named place (hands, stock, tricks …)."""
        raise NotImplementedError

    def deal_result(self) -> DealResult | None:
        raise NotImplementedError

    def totals(self) -> list[float]:
        raise NotImplementedError

    def determinize(self, seat: int, rng: Any) -> GameState:
        """A clone in which everything ``seat`` cannot know is redealt at random, consistent
        with what it has seen (cards played, voids shown, cards revealed).

        The legal list cached on the real state names the real hands, so the sample never
        inherits it: a sample for a seat that is not the mover would otherwise offer moves
        from the mover's real cards. The sample's record is the deal's events as ``seat``
        knows them (a face-down move it did not see is only its public form there, and its
        own stay face down to the others); it is for search only and notes no further
        effects. Games implement :meth:`_redeal_hidden`.
        """
        return self._as_sample(seat, self._redeal_hidden(seat, rng))

    def _as_sample(self, seat: int, sample: GameState) -> GameState:
        """``sample`` (a clone with the hidden cards redealt) made a search's determinization
        for ``seat`` (see :meth:`determinize`); shared with the games that draw the hidden
        cards before building the sample (:class:`HiddenDraw`)."""
        sample._legal = None
        sample.recording = False
        sample._made = self._seat_events(seat)
        sample._fx = []
        sample._seat_view = None
        return sample

    def _observation_header(self, seat: int) -> ObservationHeader:
        """The schema's common keys that every game fills the same way, from the base state."""
        return {
            "game": self.spec.id,
            "players": self.players,
            "seat": seat,
            "dealer": self.dealer,
            "deal_no": self.deal_no,
            "current_player": self.current_player,
            "events": self.events(seat),
        }

    def _redeal_hidden(self, seat: int, rng: Any) -> GameState:
        """The game's part of :meth:`determinize`: a clone with the hidden cards redealt."""
        raise NotImplementedError


def _make_events(
    history: Sequence[tuple[int, str]],
    first: int,
    end: int,
    deal_no: int,
    fx: Sequence[RawEffect],
    hidden: Sequence[RawHidden],
    over: DealResult | None,
    match_over: bool,
    effects_of: Callable[[str, tuple[Any, ...]], list[Effect]],
) -> list[Event]:
    """The events of history ``first`` to ``end`` (one deal), complete: their effects from
    ``fx``, the public form of face-down moves from ``hidden``; the deal's last action gets
    the deal-over effect when ``over`` is its result."""
    public = {index: text for index, text, _seen in hidden}
    by_index: dict[int, list[Effect]] = {}
    for index, kind, values in fx:
        if first <= index < end:
            by_index.setdefault(index, []).extend(effects_of(kind, values))
    if over is not None and end > first:
        ending: DealOverEffect = {
            "kind": "deal_over",
            "scores": list(over.scores),
            "match_over": match_over,
        }
        by_index.setdefault(end - 1, []).append(ending)
    events: list[Event] = []
    for index in range(first, end):
        seat, text = history[index]
        events.append(
            {
                "index": index,
                "deal_no": deal_no,
                "seat": seat,
                "action": text,
                "public": public.get(index, text),
                "effects": by_index.get(index, []),
            }
        )
    return events


def _views(made: Sequence[Event], hidden: Sequence[RawHidden], seat: int) -> list[Event]:
    """The events as ``seat`` may know them (face-down moves in their public form)."""
    seen_by = {index: seen for index, _public, seen in hidden}
    return [view_of(event, seat, seen_by.get(event["index"])) for event in made]


@dataclass(frozen=True)
class GameSpec:
    """A registered game: its id, seat counts, options and the class of its state."""

    id: str
    name: str
    players: tuple[int, ...]
    options: dict[str, Option]
    state_class: type[GameState]
    pack_for: Callable[[int, dict[str, Any]], Sequence[str]]
    default_players: int | None = None
    #: Options that restrict the seat count, e.g. 1001's mode: name -> {value: (players,)}
    players_for: Callable[[dict[str, Any]], tuple[int, ...]] | None = None
    #: The game's words (engine.vocabulary); None: only the common words, keys humanized.
    vocabulary: Vocabulary | None = None
    #: The direction of play: +1 passes to the left neighbour (seat ``s + 1``, clockwise as
    #: seen from above), -1 to the right (anticlockwise, Chapanka). The table draws its arrow
    #: from this, so it never needs to know a game by name.
    direction: int = 1
    #: Whether a side made or lost its contract in a finished deal, read from the deal
    #: result's detail by the game's own rules; None for games without contracts (the
    #: statistics then show no contract columns). Part of the game's data, so no reader
    #: has to branch on the game's id.
    contract_outcome: ContractOutcome | None = None
    #: Where the game stands in lists of games (menus, the start screen, ``engine.GAMES``),
    #: lowest first: a fact of the game, so that no list of ids has to give the order.
    order: int = 100
    #: The options of a short match of the game (a deal or two): what benchmarks and
    #: smoke runs play when they want whole matches quickly.
    short_match: dict[str, Any] = field(default_factory=dict)

    def resolve(self, players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        resolved = resolve_options(self.options, options)
        allowed = self.players_for(resolved) if self.players_for else self.players
        if players not in allowed:
            counts = ", ".join(str(p) for p in allowed)
            raise ValueError(f"{self.id}: {players!r} players is not allowed; allowed: {counts}")
        return resolved

    def new_game(
        self,
        players: int | None = None,
        seed: int = 0,
        options: dict[str, Any] | None = None,
        deck: Sequence[str] | None = None,
    ) -> GameState:
        if players is None:
            players = self.default_players or self.players[0]
        if isinstance(players, bool) or not isinstance(players, int):
            raise ValueError(f"{self.id}: players must be a whole number, not {players!r}")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"seed must be a whole number, not {seed!r}")
        resolved = self.resolve(players, options)
        checked = None
        if deck is not None:
            checked = check_deck(deck, self.pack_for(players, resolved))
        return self.state_class(self, players, seed, resolved, checked)


__all__ = [
    "Action",
    "ContractOutcome",
    "ContractResult",
    "DealRecord",
    "DealResult",
    "Event",
    "GameSpec",
    "GameState",
    "IllegalAction",
    "Observation",
    "Option",
    "SaveError",
]
