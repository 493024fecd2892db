"""A stand-in analyst for the coach's GUI tests: instant, deterministic, and recording what
it was asked, so that a test can check who asked what and how often."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from engine.coach import Analysis, Idea, OptionValue
from engine.contract import GameState
from engine.reasons import Reason


@dataclass
class FakeAnalyst:
    """Ranks the legal moves in their engine order; the best carries one idea."""

    calls: list[tuple[int, int | None, int]] = field(default_factory=list)
    threads: set[int] = field(default_factory=set)
    #: A move to rank last (its verdict: ``worst_verdict``) when it is legal.
    worst: str | None = None
    worst_verdict: str = "blunder"
    #: A move to rank first when it is legal (the others stay "good").
    first: str | None = None

    def __call__(
        self,
        state: GameState,
        seat: int | None = None,
        *,
        samples: int,
        previous: Analysis | None = None,
    ) -> Analysis:
        self.threads.add(threading.get_ident())
        self.calls.append((samples, previous.samples if previous else None, len(state.history)))
        texts = [a.text for a in state.legal_actions()]
        if self.first in texts:
            texts.remove(self.first)
            texts.insert(0, self.first)
        if self.worst in texts:
            texts.remove(self.worst)
            texts.append(self.worst)
        options = []
        for rank, text in enumerate(texts):
            flagged = text == self.worst
            verdict = "best" if rank == 0 else (self.worst_verdict if flagged else "good")
            if len(texts) == 1:
                verdict = "forced"
            idea = Idea("test-idea", Reason("It keeps {card} for later.", card="AH"))
            options.append(
                OptionValue(
                    text,
                    value=float(-rank),  # an analysis holds floats
                    win_chance=0.4 if flagged else 0.9,
                    loss=float(rank),
                    loss_se=0.1,
                    win_loss=0.5 if flagged else 0.0,
                    win_loss_se=0.05,
                    verdict=verdict,  # type: ignore[arg-type]
                    ideas=(idea,) if rank == 0 else (),
                )
            )
        return Analysis(state.spec.id, seat or 0, samples, "points", tuple(options))
