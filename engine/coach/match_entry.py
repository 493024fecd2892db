"""A finished match's par as the training record keeps it: its whole-match replays so far.

Why kept at all: a match's whole-match replays (:mod:`engine.coach.match_par`) cost minutes
of CPU after the match's last deal. Kept beside the deals (whose pars the record keeps in
:class:`engine.coach.progress.DealEntry`), each replay as it arrives, the work survives a new
match and a restart: the replays go on from the next one (their seeds depend only on the
match and the replay's number, so the answer is the one an uninterrupted run gives), and a
match whose par is complete is never replayed again.

While the par is not complete (replays to make, or a deal's par not kept yet) the entry
holds the match's save (``GameState.to_json``, a few kilobytes), from which the work goes
on; once complete the save is dropped and the figures are all that is kept. The
fingerprint tells the very match from one played again under the same id (the review's
"Replay" of a deal), and ``plays`` names the play of each of its deals
(:func:`engine.coach.plays.play_of`), whose pars the match's par sums.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.coach.match_par import MatchPar, check_pars, match_share
from engine.coach.par import Par
from engine.coach.plays import digest, play_of
from engine.coach.profile import profile_for
from engine.contract import GameState


def fingerprint(state: GameState) -> str:
    """A short digest of the match's save: equal for the very same match only. For a finished
    match it is the play of its last deal (:func:`engine.coach.plays.play_of`)."""
    return digest(state.to_json())


@dataclass(frozen=True)
class MatchEntry:
    """One finished match of the person's whose par is wanted or known."""

    game: str
    match: str
    seat: int
    #: When the match ended (ISO 8601, UTC).
    when: str
    #: The match's deals and the person's share of it won (1 won, 0 lost).
    deals: int
    won: float
    fingerprint: str
    #: The seats' levels (None: the person), as the replays play them.
    levels: tuple[str | None, ...]
    #: ``strong``'s share won and the deals taken, per whole-match replay made so far.
    outcomes: tuple[float, ...] = ()
    lengths: tuple[int, ...] = ()
    cpu: float = 0.0
    #: The replays have stopped (their rule said enough, or one failed).
    replayed: bool = False
    #: The match's save while the par is not complete (None: complete).
    save: dict[str, Any] | None = None
    #: The play of each deal (engine.coach.plays.play_of); () in an entry written before
    #: plays were told apart.
    plays: tuple[str, ...] = ()

    @classmethod
    def begin(
        cls, state: GameState, match: str, seat: int, levels: Sequence[str | None], when: str
    ) -> MatchEntry:
        """The entry of ``state``'s finished match before any replay. ValueError if the
        match is not over."""
        if not state.is_over:
            raise ValueError("the match is not over")
        return cls(
            state.spec.id,
            match,
            seat,
            when,
            state.deals_finished,
            match_share(state, seat),
            fingerprint(state),
            tuple(levels),
            save=json.loads(state.to_json()),
            plays=tuple(play_of(state, k) for k in range(state.deals_finished)),
        )

    @property
    def complete(self) -> bool:
        return self.save is None

    def play(self, deal: int) -> str | None:
        """The play of deal ``deal`` of this match (None: an entry from before plays were
        told apart)."""
        return self.plays[deal] if self.plays else None

    def state(self) -> GameState:
        """The finished match, rebuilt from its save (ValueError once the save is dropped;
        ``engine.SaveError`` if the save is damaged)."""
        if self.save is None:
            raise ValueError("the match's par is complete; its save is not kept")
        from engine.registry import load_data

        return load_data(self.save)

    def with_replays(
        self, outcomes: Sequence[float], lengths: Sequence[int], cpu: float, replayed: bool
    ) -> MatchEntry:
        """The entry with the replays made so far (never fewer than it has: two running
        instances may both work on it, and the replays are the same)."""
        if len(outcomes) < len(self.outcomes) or (self.replayed and not replayed):
            return self
        return replace(
            self,
            outcomes=tuple(float(x) for x in outcomes),
            lengths=tuple(int(n) for n in lengths),
            cpu=float(cpu),
            replayed=replayed,
        )

    def completed(self) -> MatchEntry:
        """The entry once its par is complete: the save is dropped."""
        return replace(self, save=None)

    def answer(self, pars: Sequence[Par]) -> MatchPar:
        """The match's par from its deals' pars and the replays kept (ValueError unless
        ``pars`` are the seat's pars of its every deal, in order)."""
        check_pars(self.deals, self.seat, pars)
        return MatchPar(
            self.game,
            self.seat,
            profile_for(self.game).unit,
            tuple(pars),
            self.won,
            self.outcomes,
            self.lengths,
            self.cpu,
        )

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.game,
            "match": self.match,
            "seat": self.seat,
            "when": self.when,
            "deals": self.deals,
            "won": self.won,
            "fingerprint": self.fingerprint,
            "levels": list(self.levels),
            "outcomes": list(self.outcomes),
            "lengths": list(self.lengths),
            "cpu": round(self.cpu, 3) + 0.0,
            "replayed": self.replayed,
            "save": self.save,
            "plays": list(self.plays),
        }

    @classmethod
    def from_json(cls, data: object) -> MatchEntry:
        """ValueError on anything :meth:`to_json` cannot have written."""
        if not isinstance(data, dict):
            raise ValueError("a match entry is an object")
        try:
            levels = data["levels"]
            outcomes, lengths = data.get("outcomes", []), data.get("lengths", [])
            save = data.get("save")
            plays = data.get("plays", [])
            if not isinstance(plays, list) or not all(isinstance(p, str) for p in plays):
                raise ValueError("plays are strings")
            if not isinstance(levels, list) or not all(
                lv is None or isinstance(lv, str) for lv in levels
            ):
                raise ValueError("levels are names or null")
            if not isinstance(outcomes, list) or not isinstance(lengths, list):
                raise ValueError("replays are lists")
            if save is not None and not isinstance(save, dict):
                raise ValueError("a save is an object")
            entry = cls(
                str(data["game"]),
                str(data["match"]),
                int(data["seat"]),
                str(data["when"]),
                int(data["deals"]),
                float(data["won"]),
                str(data["fingerprint"]),
                tuple(levels),
                tuple(float(x) for x in outcomes),
                tuple(int(n) for n in lengths),
                float(data.get("cpu", 0.0)),
                bool(data.get("replayed", False)),
                save,
                tuple(plays),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a match entry: {exc}") from None
        shares = [entry.won, *entry.outcomes]
        if any(not (math.isfinite(x) and 0.0 <= x <= 1.0) for x in shares):
            raise ValueError("not a match entry: a share out of range")
        if (
            len(entry.outcomes) != len(entry.lengths)
            or entry.deals < 1
            or entry.seat < 0
            or len(entry.plays) not in (0, entry.deals)
        ):
            raise ValueError("not a match entry: the counts do not fit")
        return entry
