"""A person's progress over their deals: the figures the Training window draws.

Why pure Python here: what the window shows a learner must be checked true by a test, and
the sums are the coach's (par, accuracy) rather than the window's. Per game: the series of
accuracy, value lost per decision and luck-corrected score (score minus par) over the deals,
each with a running mean and its 95 % band; the deals where the person lost most against
par; the ideas most often missed (the idea keys of the best moves at flagged decisions).

A deal played again under the same match (the review's "Replay this deal", "Try again") is
kept as another play of it (:attr:`DealEntry.play`), with its own par and accuracy, but the
figures count each deal's first play only (:func:`first_plays`): a replay is played after the
review showed every hand, so its score says little about the person's skill, and the
statistics count a deal's first result only, too.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.coach.accuracy import Accuracy

#: The band of a running mean: about 95 % (normal approximation).
Z = 1.96


@dataclass(frozen=True)
class DealEntry:
    """One finished deal of the person's: its par and accuracy, as far as they are known."""

    game: str
    #: The match's id (``GameController.match_id``) and the deal's number in it: a deal is
    #: kept once.
    match: str
    deal: int
    seat: int
    #: When the deal ended (ISO 8601, UTC).
    when: str
    unit: str
    score: float
    par: float | None = None
    error: float | None = None
    runs: int = 0
    accuracy: Accuracy | None = None
    #: Which play of the deal this is (:func:`engine.coach.plays.play_of`); None in a file
    #: written before plays were told apart (taken as no known play).
    play: str | None = None

    @property
    def key(self) -> tuple[str, int]:
        """The deal (all its plays share it)."""
        return self.match, self.deal

    @property
    def difference(self) -> float | None:
        """Score minus par (None until par is known)."""
        return None if self.par is None else self.score - self.par

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.game,
            "match": self.match,
            "deal": self.deal,
            "seat": self.seat,
            "when": self.when,
            "unit": self.unit,
            "score": round(self.score, 4) + 0.0,
            "par": None if self.par is None else round(self.par, 4) + 0.0,
            "error": None if self.error is None else round(self.error, 4) + 0.0,
            "runs": self.runs,
            "accuracy": None if self.accuracy is None else self.accuracy.to_json(),
            "play": self.play,
        }

    @classmethod
    def from_json(cls, data: object) -> DealEntry:
        """ValueError on anything :meth:`to_json` cannot have written."""
        if not isinstance(data, dict):
            raise ValueError("a deal entry is an object")
        try:
            acc = data.get("accuracy")
            entry = cls(
                str(data["game"]),
                str(data["match"]),
                int(data["deal"]),
                int(data["seat"]),
                str(data["when"]),
                str(data["unit"]),
                float(data["score"]),
                _optional(data.get("par")),
                _optional(data.get("error")),
                int(data.get("runs", 0)),
                None if acc is None else Accuracy.from_json(acc),
                _play(data.get("play")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a deal entry: {exc}") from None
        numbers = [entry.score, entry.par, entry.error]
        if any(x is not None and not math.isfinite(x) for x in numbers) or entry.deal < 0:
            raise ValueError("not a deal entry: a number out of range")
        return entry


def _optional(value: object) -> float | None:
    return None if value is None else float(value)  # type: ignore[arg-type]


def _play(value: object) -> str | None:
    if value is not None and not isinstance(value, str):
        raise ValueError("a play is a string")
    return value


def first_plays(entries: Sequence[DealEntry]) -> list[DealEntry]:
    """Each deal's first play kept (``entries`` oldest first), in order: later plays of the
    same deal are replays (see the module's docstring)."""
    seen: set[tuple[str, int]] = set()
    firsts = []
    for e in entries:
        if e.key not in seen:
            seen.add(e.key)
            firsts.append(e)
    return firsts


def _mine(entries: Sequence[DealEntry], game: str) -> list[DealEntry]:
    """The first plays of ``game``'s deals, oldest first."""
    return [e for e in first_plays(entries) if e.game == game]


@dataclass(frozen=True)
class Point:
    """One deal's value in a series and the running mean up to it with its band."""

    value: float
    mean: float
    low: float
    high: float


def running(
    values: Sequence[float], lowest: float | None = None, highest: float | None = None
) -> list[Point]:
    """Each value with the mean of the values so far and its 95 % band (the band is the
    mean itself while there is only one value: nothing can be said of its spread yet).

    The band stays within ``lowest`` and ``highest`` where the values cannot leave them: the
    mean of shares of decisions is never above 100 % (the graph's axis read "109 %")."""
    out = []
    total = 0.0
    squares = 0.0
    for n, x in enumerate(values, 1):
        total += x
        squares += x * x
        mean = total / n
        if n < 2:
            half = 0.0
        else:
            var = max(0.0, (squares - n * mean * mean) / (n - 1))
            half = Z * math.sqrt(var / n)
        low, high = mean - half, mean + half
        if lowest is not None:
            low = max(low, lowest)
        if highest is not None:
            high = min(high, highest)
        out.append(Point(x, mean, low, high))
    return out


Metric = Callable[[DealEntry], "float | None"]


def accuracy_share(entry: DealEntry) -> float | None:
    return None if entry.accuracy is None else entry.accuracy.share


def lost_per_decision(entry: DealEntry) -> float | None:
    return None if entry.accuracy is None else entry.accuracy.lost_per_decision


def luck_corrected(entry: DealEntry) -> float | None:
    return entry.difference


#: The values a metric can take (None: no bound); its band is kept inside them.
BOUNDS: dict[Metric, tuple[float | None, float | None]] = {
    accuracy_share: (0.0, 1.0),
    lost_per_decision: (0.0, None),
}


def series(entries: Sequence[DealEntry], game: str, metric: Metric) -> list[Point]:
    """The game's deals in order, those where ``metric`` is known, with the running mean."""
    values = [metric(e) for e in _mine(entries, game)]
    lowest, highest = BOUNDS.get(metric, (None, None))
    return running([v for v in values if v is not None], lowest, highest)


def worst_deals(entries: Sequence[DealEntry], game: str, count: int = 5) -> list[DealEntry]:
    """The game's deals with par known where the person lost most against it, worst first
    (only deals below par)."""
    known = [e for e in _mine(entries, game) if e.difference is not None]
    below = [e for e in known if e.difference is not None and e.difference < 0]
    below.sort(key=lambda e: (e.difference, e.when))
    return below[:count]


def missed_ideas(entries: Sequence[DealEntry], game: str, count: int = 5) -> list[tuple[str, int]]:
    """The idea keys most often behind the move the person should have played, with how
    often; ties by key so the list is stable."""
    counter: Counter[str] = Counter()
    for e in _mine(entries, game):
        if e.accuracy is not None:
            counter.update(e.accuracy.missed_ideas)
    return sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))[:count]


@dataclass(frozen=True)
class Summary:
    """A game's training in a few figures (the Statistics dialog's Training tab).

    Each figure is the last point of the series the Training window draws (the same running
    mean and band, never a second sum); None while no deal has the figure."""

    #: Deals of the game kept, and those whose par is known.
    deals: int
    with_par: int
    accuracy: Point | None
    lost: Point | None
    luck: Point | None


def summary(entries: Sequence[DealEntry], game: str) -> Summary:
    """The game's figures over ``entries`` (see :class:`Summary`)."""

    def last(metric: Metric) -> Point | None:
        points = series(entries, game, metric)
        return points[-1] if points else None

    mine = _mine(entries, game)
    return Summary(
        len(mine),
        sum(1 for e in mine if e.par is not None),
        last(accuracy_share),
        last(lost_per_decision),
        last(luck_corrected),
    )
