"""One network table's authority: seats, invitations, tokens and the engine, without sockets.

Why pure and synchronous: every rule of trust (who may act, what each seat is told, when the
next deal starts, who is played by a bot) is decided here and tested without a network; the
server (``netplay.server``) only moves the messages this class returns and runs the bots' and
the coach's thinking off its event loop.

Every change returns the messages it causes as ``(seat, message)`` pairs; the server delivers
each to that seat's connection, if it has one. What a seat is sent is made from
``state.observation(seat)`` and ``state.events(seat)`` only, never from the state itself.
"""

from __future__ import annotations

import json
import re
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import engine
from engine.actions import IllegalAction
from engine.cards import HIDDEN_CARD
from engine.contract import GameState, SaveError
from engine.reasons import reason_to_json
from netplay import invites
from netplay.cardscan import card_codes, hide_codes
from netplay.protocol import LEVELS, Limits, ProtocolError, message
from netplay.table_schema import TableSchemaError, check_table

#: What the server sends: (seat, message).
Out = tuple[int, dict[str, Any]]

TABLE_FORMAT = 2

__all__ = ["Out", "Seat", "SeatSpec", "Table", "TableInfo", "TableSchemaError"]

SEAT_KINDS = ("person", "bot", "host")


@dataclass(frozen=True)
class SeatSpec:
    """How a seat is set up: ``person`` (an invitation is made for it), ``bot`` (with
    ``level``) or ``host`` (the person who opened the table; gets the host token)."""

    kind: str = "person"
    level: str | None = None
    name: str = ""


@dataclass(frozen=True)
class TableInfo:
    """A new table: its id, an invitation code per open seat, the host's token and seat (None
    for a table without a host seat, e.g. one opened on the headless server)."""

    table_id: str
    codes: dict[int, str]
    host_token: str | None
    host_seat: int | None


@dataclass
class Seat:
    """One seat's standing at the table (persisted, except the connection)."""

    kind: str  # "person" or "bot"
    level: str | None = None
    name: str = ""
    host: bool = False
    code_hash: str | None = None  # an invitation not used yet
    code_expires: float | None = None  # when it stops working (seconds since the epoch)
    token_hash: str | None = None  # the seat's secret, once somebody sat down
    language: str = "en"
    connected: bool = False
    stand_in: bool = False  # a dropped person, played by a bot for now
    ready: bool = False  # asked for the next deal
    seen: set[str] = field(default_factory=set)  # cards this deal's observations showed

    @property
    def is_open(self) -> bool:
        """A person seat nobody has taken yet."""
        return self.kind == "person" and self.token_hash is None

    def public(self, stand_in_level: str) -> dict[str, Any]:
        kind = "open" if self.is_open else self.kind
        level = self.level if self.kind == "bot" else (stand_in_level if self.stand_in else None)
        return {
            "name": self.name,
            "kind": kind,
            "level": level,
            "connected": self.connected or self.kind == "bot",
            "host": self.host,
            "stand_in": self.stand_in,
        }


class Table:
    """A match and its seats. Build with :meth:`create` or :meth:`from_json`."""

    def __init__(
        self,
        table_id: str,
        state: GameState,
        seats: list[Seat],
        limits: Limits | None = None,
        *,
        codes_bound: bool = True,
        clock: Callable[[], float] = time.time,
        match: int = 1,
    ) -> None:
        self.table_id = table_id
        #: Which match at this table the state plays (1, then each of the host's new ones).
        self.match = match
        self.state = state
        self.seats = seats
        self.limits = limits or Limits()
        #: Codes hashed with this table's id (format 2): a code is never valid at another
        #: table. A format-1 file's codes were hashed alone and still work until they expire.
        self.codes_bound = codes_bound
        #: The wall clock of code expiry (tests turn it).
        self.clock = clock
        #: Bumped by every applied action and every new deal: a bot's or the coach's answer
        #: for an older version is dropped.
        self.version = 0

    # --- set-up ------------------------------------------------------------------------------

    @classmethod
    def create(
        cls,
        table_id: str,
        game: str,
        players: int,
        options: Mapping[str, Any] | None,
        seats: list[SeatSpec],
        *,
        seed: int | None = None,
        limits: Limits | None = None,
    ) -> tuple[Table, TableInfo]:
        """A new table and what its host must hand out. ValueError names a bad set-up."""
        try:
            spec = engine.game(game)
        except KeyError:
            raise ValueError(f"unknown game {game!r}; games: {', '.join(engine.GAMES)}") from None
        if len(seats) != players:
            raise ValueError(f"{players} players need {players} seats, not {len(seats)}")
        if sum(1 for s in seats if s.kind == "host") > 1:
            raise ValueError("a table has at most one host seat")
        for i, s in enumerate(seats):
            if s.kind not in SEAT_KINDS:
                raise ValueError(f"seat {i}: kind is one of {', '.join(SEAT_KINDS)}")
            if s.kind == "bot" and s.level not in LEVELS:
                raise ValueError(f"seat {i}: bot level is one of {', '.join(LEVELS)}")
        state = spec.new_game(
            players=players,
            seed=secrets.randbits(62) if seed is None else seed,
            options=dict(options or {}),
        )
        codes: dict[int, str] = {}
        host_token: str | None = None
        host_seat: int | None = None
        made: list[Seat] = []
        for i, s in enumerate(seats):
            name = _clean_name(s.name, (limits or Limits()).max_name)
            if s.kind == "bot":
                made.append(Seat("bot", level=s.level, name=name))
            elif s.kind == "host":
                host_token = invites.new_token()
                host_seat = i
                made.append(
                    Seat("person", name=name, host=True, token_hash=invites.digest(host_token))
                )
            else:
                made.append(Seat("person", name=name))
        table = cls(table_id, state, made, limits)
        for i, s in enumerate(seats):
            if s.kind == "person":
                codes[i] = table._issue_code(i, lambda code: code in codes.values())
        for seat in range(players):
            table._note_seen(seat, state.observation(seat))
        return table, TableInfo(table_id, codes, host_token, host_seat)

    # --- what seats are told -------------------------------------------------------------------

    def seats_public(self) -> list[dict[str, Any]]:
        return [s.public(self.limits.stand_in_level) for s in self.seats]

    def table_public(self) -> dict[str, Any]:
        state = self.state
        return {
            "id": self.table_id,
            "game": state.spec.id,
            "players": state.players,
            "options": state.options,
            "seats": self.seats_public(),
            "match": self.match,
        }

    def legal_for(self, seat: int) -> list[str]:
        """The seat's possible actions: its turn only."""
        state = self.state
        if state.current_player != seat:
            return []
        return [a.text for a in state.legal_actions()]

    def observe(self, seat: int, whole: bool = True) -> dict[str, Any]:
        """``observation(seat)``, noting the cards it shows (the deal record's filter).
        ``whole=False`` scans only what may be new since the last one: all but the events,
        and the last event (the earlier ones were scanned when they were new)."""
        obs: dict[str, Any] = dict(self.state.observation(seat))
        if whole:
            self._note_seen(seat, obs)
        else:
            events = obs.get("events") or []
            self._note_seen(seat, {k: v for k, v in obs.items() if k != "events"})
            if events:
                self._note_seen(seat, events[-1])
        return obs

    def _note_seen(self, seat: int, value: Any) -> None:
        self.seats[seat].seen |= card_codes(value)

    def welcome(self, seat: int, token: str) -> dict[str, Any]:
        """The answer to join/rejoin; a seat that comes back after a deal ended also gets that
        deal's ``deal_over`` (it may have missed it)."""
        state = self.state
        over = None
        obs = self.observe(seat)
        if state.deal_over:
            over = {
                "record": self.deal_record_for(seat),
                "totals": list(state.totals()),
                "is_over": state.is_over,
            }
        return message(
            "welcome",
            seat=seat,
            token=token,
            host=self.seats[seat].host,
            table=self.table_public(),
            observation=obs,
            legal=self.legal_for(seat),
            deal_over=over,
        )

    def _seats_message(self) -> list[Out]:
        msg = message("seats", seats=self.seats_public())
        return [(s, msg) for s in range(len(self.seats))]

    def _updates(self, event: bool) -> list[Out]:
        """Every seat's update after a change (each with its own observation and event)."""
        outs: list[Out] = []
        state = self.state
        for seat in range(len(self.seats)):
            seen_event: dict[str, Any] | None = None
            if event:
                events = state.events(seat)
                seen_event = dict(events[-1]) if events else None
            obs = self.observe(seat, whole=not event)
            outs.append(
                (
                    seat,
                    message(
                        "update", event=seen_event, observation=obs, legal=self.legal_for(seat)
                    ),
                )
            )
        if state.deal_over:
            for seat in range(len(self.seats)):
                outs.append(
                    (
                        seat,
                        message(
                            "deal_over",
                            record=self.deal_record_for(seat),
                            totals=list(state.totals()),
                            is_over=state.is_over,
                        ),
                    )
                )
        return outs

    def deal_record_for(self, seat: int) -> dict[str, Any]:
        """The finished deal as ``seat`` may know it: the engine's deal record with every card
        the seat's observations never showed written ``"??"`` (the events are the seat's own
        view; the dealt hands show the cards it saw played, in their dealt places)."""
        state = self.state
        record: dict[str, Any] = dict(state.deal_record(state.deal_no))
        record["events"] = state.events(seat)
        masked = _mask(record, self.seats[seat].seen)
        assert isinstance(masked, dict)
        return masked

    # --- seats ------------------------------------------------------------------

    def _code_digest(self, code: str) -> str:
        normal = invites.normal_code(code)
        return invites.digest(f"{self.table_id}:{normal}" if self.codes_bound else normal)

    def seat_of_code(self, code: str) -> int | None:
        """The seat this invitation admits at this table; None if it admits none: unknown,
        used, expired (``Limits.code_ttl``) or the match is over."""
        if self.state.is_over:
            return None
        wanted = self._code_digest(code)
        now = self.clock()
        for i, s in enumerate(self.seats):
            if s.code_hash is not None and invites.same(s.code_hash, wanted):
                if s.code_expires is not None and now >= s.code_expires:
                    return None
                return i
        return None

    def _issue_code(self, seat: int, taken: Callable[[str], bool]) -> str:
        code = invites.new_code()
        while taken(code):  # 37 bits: a clash is rare, but a code must name one seat
            code = invites.new_code()
        s = self.seats[seat]
        s.code_hash = self._code_digest(code)
        s.code_expires = self.clock() + self.limits.code_ttl
        return code

    def new_code(
        self, seat: int, taken: Callable[[str], bool] = lambda code: False
    ) -> tuple[str, list[Out]]:
        """A new invitation for person seat ``seat`` (its holder lost the token, or it is to
        go to somebody else; the host's "New code for seat N"): the old code and the old token
        stop working at once, and a seat somebody had taken is played by the stand-in bot until
        the new code is used. The server refuses it for a seat whose person is connected. The
        code and the messages it causes; ValueError says why not."""
        if not 0 <= seat < len(self.seats):
            raise ValueError(f"there is no seat {seat}")
        s = self.seats[seat]
        if s.kind != "person" or s.host:
            raise ValueError(f"seat {seat} is not a friend's seat")
        if s.connected:
            raise ValueError(f"seat {seat} is held by a connected person")
        if self.state.is_over:
            raise ValueError("the match is over")
        if s.token_hash is not None:
            s.stand_in = True
        s.token_hash = None
        s.ready = False
        code = self._issue_code(seat, taken)
        return code, self._seats_message() + self._maybe_next_deal()

    def seat_of_token(self, token: str) -> int | None:
        wanted = invites.digest(token)
        for i, s in enumerate(self.seats):
            if s.token_hash is not None and invites.same(s.token_hash, wanted):
                return i
        return None

    def take_seat(self, seat: int, name: str, language: str) -> str:
        """A person sits down with an invitation: the code is spent, a token made."""
        s = self.seats[seat]
        if not s.is_open:
            raise ProtocolError("seat_taken", "This seat has been taken.")
        token = invites.new_token()
        s.code_hash = None
        s.code_expires = None
        s.token_hash = invites.digest(token)
        s.name = _clean_name(name, self.limits.max_name) or s.name
        s.language = _clean_language(language)
        return token

    def connect(self, seat: int, language: str | None = None) -> list[Out]:
        """The seat's connection is up (after join or rejoin): its stand-in bot stops. A
        ``language`` (a rejoin's) is the one the server words its sentences in from now on."""
        s = self.seats[seat]
        if language is not None:
            s.language = _clean_language(language)
        s.connected = True
        s.stand_in = False
        return self._seats_message()

    def disconnect(self, seat: int) -> list[Out]:
        s = self.seats[seat]
        if not s.connected:
            return []
        s.connected = False
        return self._seats_message()

    def stand_in(self, seat: int) -> list[Out]:
        """A dropped person's seat is played by a bot until the person comes back."""
        s = self.seats[seat]
        if s.connected or s.kind != "person" or s.stand_in or s.is_open:
            return []
        s.stand_in = True
        return self._seats_message() + self._maybe_next_deal()

    def give_to_bot(self, by_seat: int, seat: int, level: str) -> list[Out]:
        """The host gives a seat to a bot for good (its invitation and token stop working)."""
        if not self.seats[by_seat].host:
            raise ProtocolError("not_host", "Only the host may give a seat to a bot.")
        if not 0 <= seat < len(self.seats) or seat == by_seat:
            raise ProtocolError("bad_seat", "There is no such seat to give away.")
        if level not in LEVELS:
            raise ProtocolError("bad_level", f"Bot levels: {', '.join(LEVELS)}.")
        s = self.seats[seat]
        s.kind = "bot"
        s.level = level
        s.code_hash = s.token_hash = None
        s.connected = s.stand_in = s.ready = False
        return self._seats_message() + self._maybe_next_deal()

    def person_present(self) -> bool:
        """Whether the table should move: somebody is connected, or it has no person seats."""
        persons = [s for s in self.seats if s.kind == "person"]
        return not persons or any(s.connected for s in persons)

    # --- play ------------------------------------------------------------------

    def act(self, seat: int, text: str, ref: int | None = None) -> list[Out]:
        """A seat's action, checked by the engine exactly as a local one."""
        state = self.state
        if state.current_player != seat:
            # Checked before the engine is asked: its refusal would list the mover's options.
            raise ProtocolError("not_your_turn", "It is not your turn.", ref=ref)
        s = self.seats[seat]
        if s.kind != "person" or s.stand_in:
            raise ProtocolError("not_your_turn", "A bot plays this seat now.", ref=ref)
        return self._apply(text, ref)

    def bot_turn(self) -> tuple[int, str] | None:
        """(seat, level) when a bot should move now, else None."""
        state = self.state
        seat = state.current_player
        if seat is None or not self.person_present():
            return None
        s = self.seats[seat]
        if s.kind == "bot":
            return seat, s.level or "easy"
        if s.stand_in:
            return seat, self.limits.stand_in_level
        return None

    def bot_move(self, seat: int, text: str) -> list[Out]:
        turn = self.bot_turn()
        if turn is None or turn[0] != seat:
            raise ProtocolError("not_your_turn", "The bot's turn has passed.")
        return self._apply(text, None)

    def _apply(self, text: str, ref: int | None) -> list[Out]:
        try:
            self.state.apply(text)
        except IllegalAction as exc:
            raise ProtocolError("illegal", str(exc), ref=ref, reason=reason_to_json(exc)) from None
        except ValueError as exc:  # an action text the engine cannot read at all
            raise ProtocolError("illegal", str(exc), ref=ref) from None
        self.version += 1
        outs = self._updates(event=True)
        if self.state.deal_over:
            for s in self.seats:
                s.ready = False
            if not any(s.kind == "person" for s in self.seats):
                outs += self._maybe_next_deal()  # a table of bots only plays on
        return outs

    def ready(self, seat: int) -> list[Out]:
        """The seat wants the next deal; it starts when every person seat does."""
        state = self.state
        if not state.deal_over or state.is_over:
            raise ProtocolError("not_ready", "There is no next deal to start now.")
        self.seats[seat].ready = True
        return self._maybe_next_deal()

    def _maybe_next_deal(self) -> list[Out]:
        state = self.state
        if not state.deal_over or state.is_over or not self.person_present():
            return []
        for s in self.seats:
            if s.kind == "person" and not s.is_open and not s.stand_in and not s.ready:
                return []
        state.next_deal()
        self.version += 1
        for s in self.seats:
            s.ready = False
            s.seen = set()
        return self._updates(event=False)

    def new_match(
        self, by_seat: int, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> list[Out]:
        """The host's next match at this table, once the last one is over: the same game,
        players and seats (a friend who left stays away, played by the stand-in as before;
        an invitation not used yet admits again until it expires), the last match's options
        with the host's ``options`` over them. Every seat is sent ``match_started`` with its
        first observation of the new match (its ``table.options`` the new match's).

        Options the game does not have, values it does not allow and options that do not
        fit the table's number of players are refused (``bad_options``, the table unchanged):
        the seats are the table's, only the options change."""
        if not self.seats[by_seat].host:
            raise ProtocolError("not_host", "Only the host may start a new match.")
        old = self.state
        if not old.is_over:
            raise ProtocolError("not_ready", "The match is not over yet.")
        try:
            state = old.spec.new_game(
                players=old.players,
                seed=secrets.randbits(62) if seed is None else seed,
                options={**old.options, **(options or {})},
            )
        except ValueError as exc:
            raise ProtocolError("bad_options", str(exc)) from None
        self.state = state
        self.match += 1
        self.version += 1
        for s in self.seats:
            s.ready = False
            s.seen = set()
        return [
            (
                seat,
                message(
                    "match_started",
                    table=self.table_public(),
                    observation=self.observe(seat),
                    legal=self.legal_for(seat),
                ),
            )
            for seat in range(len(self.seats))
        ]

    def hint_state(self, seat: int) -> GameState:
        """A copy of the position for the coach, on the seat's own turn only."""
        if self.state.current_player != seat:
            raise ProtocolError("not_your_turn", "Advice is for your own turn.")
        return self.state.clone()

    def review_state(self, deal_no: int) -> GameState:
        """A copy of the match for the review of deal ``deal_no``, which must be over: the
        review shows every hand, which no seat may see while the deal is played."""
        if not 0 <= deal_no < self.state.deals_finished:
            raise ProtocolError("deal_not_over", "Only a deal that is over can be reviewed.")
        return self.state.clone()

    # --- persistence ------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The table as kept on disk: the engine's save plus the seats (hashes, never secrets)."""
        return {
            "format": TABLE_FORMAT,
            "id": self.table_id,
            "codes_bound": self.codes_bound,
            "match": self.match,
            "save": json.loads(self.state.to_json()),
            "seats": [
                {
                    "kind": s.kind,
                    "level": s.level,
                    "name": s.name,
                    "host": s.host,
                    "code_sha256": s.code_hash,
                    "code_expires": s.code_expires,
                    "token_sha256": s.token_hash,
                    "language": s.language,
                    "ready": s.ready,
                    "seen": sorted(s.seen),
                }
                for s in self.seats
            ],
        }

    @classmethod
    def from_json(cls, data: Any, limits: Limits | None = None) -> Table:
        """A table read back (after a restart): every seat disconnected. ValueError (a
        :class:`TableSchemaError` naming the field) if the data is not a table this version
        wrote: the schema (``netplay.table_schema``) is checked before anything is built."""
        limits = limits or Limits()
        check_table(data, limits.max_name)
        try:
            state = engine.load(json.dumps(data["save"]))
        except (KeyError, TypeError, ValueError, SaveError) as exc:
            raise TableSchemaError(f"save: {exc}") from None
        seats = [
            Seat(
                kind=s["kind"],
                level=s.get("level"),
                name=s.get("name", ""),
                host=s.get("host", False),
                code_hash=s.get("code_sha256"),
                code_expires=s.get("code_expires"),
                token_hash=s.get("token_sha256"),
                language=s.get("language", "en"),
                ready=s.get("ready", False),
                seen=set(s.get("seen", [])),
            )
            for s in data["seats"]
        ]
        if len(seats) != state.players:
            raise TableSchemaError(
                f"seats: {len(seats)} seats for a game of {state.players} players"
            )
        codes_bound = data["format"] >= 2 and bool(data.get("codes_bound"))
        match = data.get("match", 1)  # written since the host's new matches
        return cls(data["id"], state, seats, limits, codes_bound=codes_bound, match=match)


def _clean_name(name: str, limit: int) -> str:
    """A name as shown to everybody: printable, single line, at most ``limit`` characters."""
    return "".join(ch for ch in name if ch.isprintable()).strip()[:limit]


def _clean_language(language: str) -> str:
    return language if re.fullmatch(r"[a-z]{2,3}(_[A-Z]{2})?", language) else "en"


def _mask(value: Any, seen: set[str]) -> Any:
    """``value`` with every card code not in ``seen`` written ``"??"``."""
    if isinstance(value, str):
        return hide_codes(value, seen, HIDDEN_CARD)
    if isinstance(value, dict):
        return {
            _mask(k, seen) if isinstance(k, str) else k: _mask(v, seen) for k, v in value.items()
        }
    if isinstance(value, list | tuple):
        return [_mask(v, seen) for v in value]
    return value
