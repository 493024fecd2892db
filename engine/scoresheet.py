"""The match score sheet: one row per deal, running totals, team scoring."""

from __future__ import annotations

from collections.abc import Sequence


class ScoreSheet:
    """Per-seat scores deal by deal. With teams, a team's points are written to every seat of
    the team, so partners always show equal totals."""

    __slots__ = ("players", "teams", "rows", "totals")

    def __init__(self, players: int, teams: Sequence[Sequence[int]] | None = None) -> None:
        self.players = players
        self.teams = [tuple(t) for t in (teams or [(s,) for s in range(players)])]
        self.rows: list[list[float]] = []
        self.totals: list[float] = [0] * players

    def copy(self) -> ScoreSheet:
        """A sheet that can be written on without changing this one. A row is never changed
        once written (``add`` writes a new one), so the copy shares the rows: a deal of random
        play is short, and copying every row at every deal's end was about a hundredth of one."""
        new = ScoreSheet.__new__(ScoreSheet)
        new.players = self.players
        new.teams = self.teams
        new.rows = self.rows.copy()
        new.totals = list(self.totals)
        return new

    def add(self, scores: Sequence[float]) -> list[float]:
        """Write one deal's per-seat scores; returns the row."""
        if len(scores) != self.players:
            raise ValueError(f"expected {self.players} scores, got {len(scores)}")
        row = list(scores)
        self.rows.append(row)
        for seat, value in enumerate(row):
            self.totals[seat] += value
        return row

    def add_teams(self, team_scores: Sequence[float]) -> list[float]:
        """Write one deal's scores given per team."""
        row = [0.0] * self.players
        for team, value in zip(self.teams, team_scores, strict=True):
            for seat in team:
                row[seat] = value
        return self.add(row)

    def team_of(self, seat: int) -> int:
        for index, team in enumerate(self.teams):
            if seat in team:
                return index
        raise ValueError(f"seat {seat} is in no team")
