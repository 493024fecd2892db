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
==================  ======================================================================
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.actions import Action, IllegalAction
from engine.cards import check_deck
from engine.options import Option, resolve_options

SAVE_FORMAT = 1


@dataclass(frozen=True)
class DealResult:
    """What a finished deal gave each seat, with a JSON-able detail for the result panel."""

    scores: tuple[float, ...]
    detail: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "detail": self.detail}


class GameState:
    """Base class of every game's state: the contract's bookkeeping lives here once.

    A game subclass implements ``_compute_legal()``, ``_do(action)``, ``_start_deal()``,
    ``observation(seat)``, ``hand(seat)``, ``card_locations()``, ``deal_result()``,
    ``totals()``, ``clone()`` and ``determinize(seat, rng)``; it may override
    ``explain_illegal(action)`` to say *why* a move is refused and ``parse_action(text)``.

    The base class caches the legal list (invalidated by every change), checks every action
    against it before touching the state (so a refused action changes nothing), keeps
    ``history`` and the deal boundaries the save format needs.
    """

    spec: GameSpec
    players: int
    seed: int
    options: dict[str, Any]
    current_player: int | None
    deal_over: bool
    is_over: bool
    teams: tuple[tuple[int, ...], ...]
    history: list[tuple[int, str]]

    def _init_base(
        self,
        spec: GameSpec,
        players: int,
        seed: int,
        options: dict[str, Any],
        deck: list[str] | None,
    ) -> None:
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
        self._legal: tuple[Action, ...] | None = None

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
        self.history.append((self.current_player, action.text))
        self._legal = None
        self._do(action)

    def next_deal(self) -> None:
        if self.is_over:
            raise IllegalAction("The match is over; start a new one.")
        if not self.deal_over:
            raise IllegalAction("The current deal is not finished yet.")
        self.deal_starts.append(len(self.history))
        self._legal = None
        self.deal_over = False
        self._start_deal()

    def parse_action(self, text: Any) -> Action:
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction("Cannot read {text!r} as an action.", text=text)
        return Action(text)

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
        deals: list[list[str]] = []
        bounds = [*self.deal_starts, len(self.history)]
        for start, end in zip(bounds, bounds[1:], strict=False):
            deals.append([text for _seat, text in self.history[start:end]])
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "game": self.spec.id,
                "players": self.players,
                "seed": self.seed,
                "options": self.options,
                "deck": self.initial_deck,
                "deals": deals,
            },
            separators=(",", ":"),
        )

    # --- defaults a game may keep ----------------------------------------------------------

    def clone(self) -> GameState:
        return copy.deepcopy(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return self.to_json() == other.to_json() and self.card_locations() == (
            other.card_locations()
        )

    __hash__ = None  # type: ignore[assignment]

    # --- what a game must provide --------------------------------------------------------

    def _compute_legal(self) -> Sequence[Action]:
        raise NotImplementedError

    def _do(self, action: Action) -> None:
        raise NotImplementedError

    def _start_deal(self) -> None:
        raise NotImplementedError

    def observation(self, seat: int) -> dict[str, Any]:
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
        from the mover's real cards. Games implement :meth:`_redeal_hidden`.
        """
        sample = self._redeal_hidden(seat, rng)
        sample._legal = None
        return sample

    def _observation_header(self, seat: int) -> dict[str, Any]:
        """The schema's common keys that every game fills the same way, from the base state."""
        return {
            "game": self.spec.id,
            "players": self.players,
            "seat": seat,
            "dealer": self.dealer,
            "deal_no": self.deal_no,
            "current_player": self.current_player,
        }

    def _redeal_hidden(self, seat: int, rng: Any) -> GameState:
        """The game's part of :meth:`determinize`: a clone with the hidden cards redealt."""
        raise NotImplementedError


@dataclass(frozen=True)
class GameSpec:
    """A registered game: its id, seat counts, options and how to start a match."""

    id: str
    name: str
    players: tuple[int, ...]
    options: dict[str, Option]
    factory: Callable[..., GameState]
    pack_for: Callable[[int, dict[str, Any]], Sequence[str]]
    default_players: int | None = None
    #: Options that restrict the seat count, e.g. 1001's mode: name -> {value: (players,)}
    players_for: Callable[[dict[str, Any]], tuple[int, ...]] | None = None

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
        return self.factory(self, players, seed, resolved, checked)


__all__ = ["Action", "DealResult", "GameSpec", "GameState", "IllegalAction", "Option"]
