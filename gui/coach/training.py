"""The coach's training feature: par and accuracy per deal, puzzles from the person's mistakes.

Why a module of its own behind :class:`~gui.coach.host.CoachHost`: the coach's GUI is split by
feature (learn panel, review, training); this one listens to the controller's finished deals
and the reviewer's verdicts, and fills the result panel's training line and the training
record (:mod:`gui.storage.training_store`). Accuracy and the puzzles come from the very
verdicts the review shows (never a second opinion); par from
:class:`~gui.coach.par_runner.ParRunner` on the review's worker. At the end of a match of a
game played for the match (1001), the match's par too (:mod:`engine.coach.match_par`): its
deals' pars summed and the share of whole-match replays ``strong`` won, on the last deal's
line. The match's par is kept in the record as it is worked out
(:class:`~engine.coach.match_entry.MatchEntry`, each replay as it arrives): a new match does
not stop it, and after a restart it goes on where it stopped; a complete one is never
replayed, and its review shows it. When that work goes on is the runner's one rule
(:meth:`~gui.coach.par_runner.ParRunner._dispatch`): whenever it is free and the review's
analysis is on, the record's unfinished matches are its backlog.

A deal played again under the same match id (the review's "Replay this deal", "Try again")
is another deal: par and accuracy are known per play of a deal
(:func:`engine.coach.plays.play_of`), so the replay gets its own par and accuracy, the first
play's are never shown as the replay's, and a match's par sums the pars of the plays its
match consists of. Strong's replays never see the person's moves: a replay from the same
start takes over the first play's replays with its own score, and a replayed match the
first play's whole-match replays (no CPU spent again on the same numbers). The record keeps
every play; its figures count each deal's first play
(:func:`engine.coach.progress.first_plays`).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import math
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from engine.coach.accuracy import Accuracy, accuracy_from
from engine.coach.match_entry import MatchEntry, fingerprint
from engine.coach.match_par import MatchPar, has_match_par
from engine.coach.par import Par, played_score
from engine.coach.plays import play_of, start_of
from engine.coach.profile import profile_for
from engine.coach.progress import DealEntry
from engine.coach.puzzle import PUZZLE_VERDICTS, from_review
from engine.contract import GameState
from gui.coach import training_words as words
from gui.coach.host import CoachHost
from gui.coach.par_runner import MATCH, MatchReplays, ParRunner
from gui.coach.reviewer import Reviewer
from gui.coach.service import CoachService, position_key
from gui.storage.training_store import Training, load_training, update_training

#: The person's seat (the review judges seat 0's decisions).
ME = 0


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


class TrainingCoach(QObject):
    """Par and accuracy of each finished deal of the person's, and their puzzles."""

    #: The training record changed (the Training window redraws).
    changed = Signal()
    #: Messages about the training file (the window shows them in its status bar).
    problems = Signal(list)

    def __init__(
        self,
        host: CoachHost,
        service: CoachService,
        reviewer: Reviewer,
        parent: QObject | None = None,
        today: Callable[[], dt.date] = dt.date.today,
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.controller = host.controller
        self.reviewer = reviewer
        self.runner = ParRunner(service, self)
        self.today = today
        #: Where the record is kept (None: in memory only, e.g. tests and screenshots).
        self.path: Path | None = None
        self.writable = True
        self.record = Training()
        #: (match id, deal, play) -> par, accuracy known this session (the result panel's
        #: line; the play: engine.coach.plays.play_of).
        self.pars: dict[tuple[str, int, str], Par] = {}
        self.accuracies: dict[tuple[str, int, str], Accuracy] = {}
        #: (match id, deal, play) -> where that play of the deal started, and (match id, deal,
        #: start) -> a par of a play from there: another play from the same start (a replay
        #: of the deal) shares its replays, only the score is its own.
        self._starts: dict[tuple[str, int, str], str] = {}
        self._by_start: dict[tuple[str, int, str], Par] = {}
        #: Match id -> the match's par once its replays and every deal's par are in (the
        #: last deal's line; the record keeps what it is made of).
        self.match_pars: dict[str, MatchPar] = {}
        self.controller.deal_finished.connect(self._on_deal_finished)
        self.controller.match_started.connect(lambda _setup: self._new_match())
        self.runner.enabled = self._analysing
        self.runner.backlog = self._owed
        host.settings.changed.connect(self._on_setting)
        self.runner.finished.connect(self._on_par)
        self.runner.match_step.connect(lambda match, made: self._on_replays(match, made, False))
        self.runner.match_finished.connect(lambda match, made: self._on_replays(match, made, True))
        reviewer.analysed.connect(lambda _index: self._check_reviewed())
        reviewer.idle.connect(self._check_reviewed)

    # --- the record ---------------------------------------------------------------------------

    def use_store(self, path: str | os.PathLike[str] | None, writable: bool = True) -> None:
        """Keep the record in ``path`` (the per-user data folder); read it now."""
        self.path = None if path is None else Path(path)
        self.writable = writable
        if self.path is not None:
            self.record, messages = load_training(self.path)
            if messages:
                self.problems.emit(messages)
        self.changed.emit()
        self.runner.wake()  # the record's unfinished matches

    def change(self, how: Callable[[Training], bool]) -> None:
        """Apply ``how`` to the record and keep it (under the file's lock, re-read first so
        another running instance's change is not lost)."""
        if self.path is not None and self.writable:
            self.record, messages = update_training(self.path, how)
            if messages:
                self.problems.emit(messages)
        else:
            how(self.record)
        self.changed.emit()

    # --- a finished deal ----------------------------------------------------------------------

    def _analysing(self) -> bool:
        """Whether the background work may run: the review's analysis is on."""
        return bool(self.host.settings.get("review_analysis"))

    def _on_setting(self, key: str) -> None:
        if key == "review_analysis" and self._analysing():
            self.runner.wake()  # turned on again: queued and owed work goes on

    def _person_plays(self) -> bool:
        levels = self.controller.levels
        return bool(levels) and levels[ME] is None

    def _table_deal(self) -> tuple[GameState, str, int, str] | None:
        """The table's last finished deal the person played: (state, match, deal, play)."""
        st = self.controller.state
        if st is None or not self._person_plays() or st.deals_finished == 0:
            return None
        deal = st.deals_finished - 1
        return st, self.controller.match_id, deal, play_of(st, deal)

    def _on_deal_finished(self, _result: dict[str, Any]) -> None:
        found = self._table_deal()
        if found is None:
            return
        st, match, deal, play = found
        kept = self._kept_par(match, deal, play)
        if kept is not None:
            # Worked out before (a match resumed after a restart): the same replays again
            # would cost half a minute of CPU for the same answer.
            self.pars[(match, deal, play)] = kept
        elif self._analysing():
            self._ask(match, st, deal, ME, self.controller.levels)
        if self._analysing() and st.is_over and has_match_par(st.spec.id):
            self._submit_match(match, st)
        self._refresh_panel(match, deal)
        self._check_reviewed()

    def _par(self, match: str, deal: int, play: str | None) -> Par | None:
        """The par of this play of the deal, known this session or kept in the record (None:
        the deal of a match kept before plays were told apart)."""
        known = None if play is None else self.pars.get((match, deal, play))
        return known or self._kept_par(match, deal, play)

    def _kept_par(self, match: str, deal: int, play: str | None) -> Par | None:
        """The par the record keeps for this play of the person's deal, if it has one (an
        entry kept before plays were told apart is no known play: it answers only for a
        match kept then, ``play`` None)."""
        for e in self.record.deals:
            if (
                e.key == (match, deal)
                and e.play == play
                and e.seat == ME
                and e.par is not None
                and e.runs
            ):
                error = math.nan if e.error is None else e.error
                return Par(e.game, e.deal, e.seat, e.unit, e.score, e.par, error, e.runs, ())
        return None

    def _submit_match(self, match: str, st: GameState) -> None:
        """The match's par: kept in the record from now on, then worked out (unless the
        record has it complete for this very match)."""
        kept = self.record.matches.get(match)
        if kept is None or kept.fingerprint != fingerprint(st):
            if kept is not None:  # the last deal played again ("Replay"): another match
                self.runner.reset(keep=lambda m: m != match)
            self.match_pars.pop(match, None)
            entry = MatchEntry.begin(st, match, ME, self.controller.levels, _now())
            if kept is not None and (kept.game, kept.seat, kept.levels) == (
                entry.game,
                entry.seat,
                entry.levels,
            ):
                # Strong's whole-match replays start at the match's start and never see the
                # person's moves: those of the first play are this play's too.
                entry = entry.with_replays(kept.outcomes, kept.lengths, kept.cpu, kept.replayed)
            self.change(lambda t: t.set_match(entry))
        self._work_on(match)

    def _new_match(self) -> None:
        """A new match at the table: the last one's deals are forgotten, but a finished
        match's par goes on (the record keeps it)."""
        self.runner.reset(keep=lambda match: match in self.record.matches)
        self.runner.wake()

    def _owed(self) -> None:
        """The runner's backlog, asked whenever its queue has run dry: the par of the deal
        on the table's result panel and, at a match's end, the match's par, where they were
        not asked (the deal ended while the analysis was off); then every match par the
        record has not complete (after a restart, one whose work a new match's start
        stopped, or the analysis turned off and on again). Nothing where the record cannot
        keep it, or while the analysis is off."""
        if self.path is not None and not self.writable:
            return  # a run that keeps nothing (screenshots) replays nothing either
        if not self._analysing():
            return
        self._ask_table()
        for entry in self.record.pending_matches():
            self._work_on(entry.match)

    def _ask_table(self) -> None:
        """Ask for the par of the table's last finished deal (and match) if nobody has."""
        found = self._table_deal()
        if found is None:
            return
        st, match, deal, play = found
        if self._par(match, deal, play) is None and not self.runner.asked(match, deal, play):
            self._ask(match, st, deal, ME, self.controller.levels)
            self._refresh_panel(match, deal)  # "a strong player is replaying your cards…"
        if st.is_over and has_match_par(st.spec.id):
            kept = self.record.matches.get(match)
            if kept is None or kept.fingerprint != fingerprint(st):
                self._submit_match(match, st)

    def _work_on(self, match: str) -> None:
        """Queue what the match's par still needs: its deals' pars not known, then the
        rest of its whole-match replays; complete it at once if nothing is missing."""
        entry = self.record.matches.get(match)
        if entry is None or entry.complete:
            self._match_par(match)
            return
        try:
            st = entry.state()
        except ValueError as exc:  # a damaged save (engine.SaveError): give up on it
            self.problems.emit([words.match_lost_line(str(exc))])
            given_up = entry.completed()
            self.change(lambda t: t.set_match(given_up))
            return
        if not entry.plays:  # kept before plays were told apart: named from its save
            plays = tuple(play_of(st, k) for k in range(entry.deals))
            entry = dataclasses.replace(entry, plays=plays)
            self.change(lambda t: t.set_match(dataclasses.replace(t.matches[match], plays=plays)))
        for k in range(entry.deals):
            if self._par(match, k, entry.play(k)) is None:
                self._ask(match, st, k, entry.seat, entry.levels)
        if not entry.replayed:
            made = MatchReplays(entry.outcomes, entry.lengths, entry.cpu)
            self.runner.submit_match(match, st, entry.seat, entry.levels, made)
        self._match_par(match)

    def _ask(
        self, match: str, st: GameState, deal: int, seat: int, levels: Sequence[str | None]
    ) -> None:
        """Work out the par of this play of finished deal ``deal``: from the replays of
        another play from the same start if there are some (a replayed deal: strong's replays
        are the same, the score is this play's), else by the runner."""
        play, start = play_of(st, deal), start_of(st, deal)
        self._starts[(match, deal, play)] = start
        shared = self._by_start.get((match, deal, start))
        if shared is None:
            self.runner.submit(match, st, deal, seat, levels)
            return
        score = played_score(st, deal, seat)
        self._on_par(match, deal, play, dataclasses.replace(shared, score=score))

    def _on_par(self, match: str, deal: int, play: str, par: Par) -> None:
        start = self._starts.get((match, deal, play))
        if start is not None:
            self._by_start[(match, deal, start)] = par
        self.pars[(match, deal, play)] = par
        self._keep(match, deal, play)
        self._match_par(match)
        self._refresh_panel(match, deal)

    def _on_replays(self, match: str, made: MatchReplays, replayed: bool) -> None:
        """A whole-match replay made (``replayed``: the last one): kept at once."""
        entry = self.record.matches.get(match)
        if entry is None:
            return
        self.change(
            lambda t: t.set_match(
                t.matches.get(match, entry).with_replays(
                    made.outcomes, made.lengths, made.cpu, replayed
                )
            )
        )
        if replayed:
            self._match_par(match)
            # The pending line goes, answered or not.
            self._refresh_panel(match, entry.deals - 1)

    def _match_par(self, match: str) -> None:
        """The match's par once its replays and every deal's par are in; the record's
        entry is complete then (its save dropped)."""
        entry = self.record.matches.get(match)
        if entry is None or not entry.replayed or match in self.match_pars:
            return
        pars = [self._par(match, k, entry.play(k)) for k in range(entry.deals)]
        if any(p is None for p in pars):
            return
        self.match_pars[match] = entry.answer([p for p in pars if p is not None])
        if not entry.complete:
            self.change(lambda t: t.set_match(t.matches.get(match, entry).completed()))
        self.changed.emit()

    def _check_reviewed(self) -> None:
        """Once every decision of the person in the last finished deal is judged: its
        accuracy and the puzzles of its mistakes."""
        st = self.controller.state
        if st is None or st.deals_finished == 0 or not self._person_plays():
            return
        deal = st.deals_finished - 1
        match = self.controller.match_id
        play = play_of(st, deal)
        if (match, deal, play) in self.accuracies:
            return
        indices = [e["index"] for e in st.deal_record(deal)["events"] if e["seat"] == ME]
        reviews = self.reviewer.reviews
        if not indices or any(i not in reviews for i in indices):
            return
        verdicts = [reviews[i] for i in indices]
        self.accuracies[(match, deal, play)] = accuracy_from(
            (v.severity, v.loss, tuple(i.key for i in v.best_ideas)) for v in verdicts
        )
        examples = {i.key: i.reason for v in verdicts if v.flagged for i in v.best_ideas}
        if examples:

            def note_examples(t: Training) -> bool:
                t.ideas.update(examples)
                return True

            self.change(note_examples)
        self._keep(match, deal, play)
        self._keep_puzzles(
            st, [(v.index, v.played) for v in verdicts if v.severity in PUZZLE_VERDICTS]
        )
        self._refresh_panel(match, deal)

    def _keep(self, match: str, deal: int, play: str) -> None:
        """Keep the par and accuracy of this play of the deal known so far. A par arrives
        with its game and the person's score (also of a match no longer at the table);
        accuracy only for the match at the table."""
        par = self.pars.get((match, deal, play))
        acc = self.accuracies.get((match, deal, play))
        if par is not None:
            game, score = par.game, par.score
        else:
            st = self.controller.state
            if st is None or match != self.controller.match_id:
                return
            game, score = st.spec.id, played_score(st, deal, ME)
        entry = DealEntry(
            game,
            match,
            deal,
            ME,
            _now(),
            profile_for(game).unit,
            score,
            None if par is None or par.runs == 0 else par.par,
            None if par is None or par.runs < 2 else par.error,
            0 if par is None else par.runs,
            acc,
            play,
        )

        def add(t: Training) -> bool:
            for old in t.deals:
                if (old.key, old.play) == (entry.key, entry.play):
                    # Keep what is known already (par and accuracy arrive one by one).
                    merged = DealEntry(
                        entry.game,
                        entry.match,
                        entry.deal,
                        entry.seat,
                        old.when,
                        entry.unit,
                        entry.score,
                        entry.par if entry.par is not None else old.par,
                        entry.error if entry.par is not None else old.error,
                        entry.runs or old.runs,
                        entry.accuracy or old.accuracy,
                        entry.play,
                    )
                    return t.add_deal(merged)
            return t.add_deal(entry)

        self.change(add)

    def _keep_puzzles(self, st: GameState, mistakes: list[tuple[int, str]]) -> None:
        """A puzzle of each mistake or blunder whose best move is clearly ahead of every
        other, from the analysis the review judged it by."""
        service = self.reviewer.service
        puzzles = []
        for index, played in mistakes:
            analysis = service.deepest(position_key(st, ME, index))
            if analysis is None:
                continue
            try:
                puzzle = from_review(st, index, analysis, played)
            except KeyError:
                continue
            if puzzle is not None:
                puzzles.append(puzzle)
        if puzzles:
            today = self.today()
            self.change(lambda t: any([t.add_puzzle(p, today) for p in puzzles]))

    # --- words --------------------------------------------------------------------------------

    def text(self, match: str, deal: int, play: str) -> str:
        """The result panel's training line for a play of a deal: par and what it means,
        accuracy."""
        lines = []
        par = self._par(match, deal, play)  # kept: a match's review after a restart
        st = self.controller.state
        if par is None:
            if self._par_pending(match, deal, play):
                lines.append(words.pending_line())
        else:
            # The sides say whose margin par is in a race (one opponent, several, a team's).
            teams = st.teams if st is not None and st.spec.id == par.game else None
            lines.append(words.par_line(par, teams))
            sentence = words.par_sentence(par)
            if sentence:
                lines.append(sentence)
        acc = self.accuracies.get((match, deal, play))
        if acc is not None and st is not None:
            lines.append(words.accuracy_line(acc, profile_for(st.spec.id).unit))
        lines += self._match_lines(match, deal, play)
        return "\n".join(lines)

    def short_text(self, match: str, deal: int, play: str) -> str:
        """The same in one short line (a small table's result panel)."""
        st = self.controller.state
        unit = profile_for(st.spec.id).unit if st is not None else "points"
        return words.short_line(
            self._par(match, deal, play),
            self.accuracies.get((match, deal, play)),
            unit,
            self._par_pending(match, deal, play),
        )

    def _par_pending(self, match: str, deal: int, play: str) -> bool:
        """Whether this play's par is being worked out (and will come: the analysis is on)."""
        return self._analysing() and self.runner.asked(match, deal, play)

    def _match_lines(self, match: str, deal: int, play: str) -> list[str]:
        """The match's par, on the line of the match's last deal (kept across a restart),
        where the deal is that very play (the match's fingerprint is its last deal's play)."""
        entry = self.record.matches.get(match)
        if entry is None or deal != entry.deals - 1 or play != entry.fingerprint:
            return []
        self._match_par(match)
        answer = self.match_pars.get(match)
        if answer is None:
            return [words.match_pending_line()] if self.runner.asked(match, MATCH) else []
        return [line for line in (words.match_par_line(answer), words.match_won(answer)) if line]

    def _refresh_panel(self, match: str, deal: int) -> None:
        st = self.controller.state
        if st is None or match != self.controller.match_id or deal != st.deals_finished - 1:
            return
        play = play_of(st, deal)
        self.host.result_panel.set_training(
            self.text(match, deal, play), self.short_text(match, deal, play)
        )

    def retranslate(self) -> None:
        st = self.controller.state
        if st is not None and st.deals_finished:
            self._refresh_panel(self.controller.match_id, st.deals_finished - 1)
