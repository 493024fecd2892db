"""Learn mode's guided first deals: per game, a few chosen deal numbers, each showing one or
two rules in action (``docs/design``'s "teach in steps": a first deal in which every rule
appears at once teaches nothing).

A lesson is data beside its game (``lessons`` of the game's coach profile,
``engine/coach/games/<id>.py``): the deal number (the seed a new game is started with), a
one-line title and a short introduction (English source texts, translated by the GUI in
context ``lessons``), the property the deal was chosen for and the move it promises. Both are
functions of the game's coach module, so that the script that searched the deal numbers
(``scripts/find_lesson_deals.py``) and the tests that check them (replaying each deal from its
seed) use one definition; the tools they share are here. Where a property depends on play, it
is checked by replaying the deal's first moves with the game's rules of thumb
(``engine.bots.heuristics``) or a small seeded search bot.

At the decision a lesson teaches, the coach (``engine.coach.analyse``, which hint, learn mode
and review all ask) must rate a promised move best *beyond its noise* at the review's depth
(:func:`judge`), so that a lesson never tells the person one thing while the hint or the
review beside it says another.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.actions import Action
from engine.cards import RANK_OF
from engine.coach.lesson import Lesson, Promise
from engine.contract import GameState

#: Translation context of the lessons' titles and introductions.
CONTEXT = "lessons"
#: Search budget of the bots that play the other seats up to a lesson's decision (see reach).
ADVICE_ITERATIONS = 400


# --- tools of the games' properties and promises ---------------------------------------------


def hand(state: GameState) -> list[str]:
    """The person's (seat 0's) hand."""
    return list(state.observation(0).get("hand") or [])


def acts_first(state: GameState, phase: str) -> bool:
    """The person is to act at once, in ``phase``."""
    return state.current_player == 0 and state.observation(0).get("phase") == phase


def reach(state: GameState, phase: str, limit: int = 200) -> GameState | None:
    """The person's (seat 0's) first real choice, in ``phase`` when given: the other seats, and
    the person before it, move as a search bot would (small fixed budget, seeded: the same
    position every time); a move with no alternative is simply made. Played on a copy."""
    import engine.bots

    bot = engine.bots.make("normal", state.spec, seed=0, iterations=ADVICE_ITERATIONS, workers=1)
    state = state.clone()
    for _ in range(limit):
        seat = state.current_player
        if seat is None:
            return None
        legal = state.legal_actions()
        here = state.observation(0).get("phase")
        if seat == 0 and len(legal) > 1 and (not phase or here == phase):
            return state
        state.apply(legal[0] if len(legal) == 1 else bot.choose(state, seat))
    return None


def best_moves(analysis: Any) -> set[str]:
    """The moves the analyst cannot tell from the best: verdict best, good (as good as the
    best, as far as can be told) or forced."""
    return {o.action for o in analysis.options if o.verdict in ("best", "good", "forced")}


def advised(state: GameState, *verbs: str) -> bool:
    """Whether the coach (:func:`engine.coach.analyse`, the one analyst the hint asks) counts a
    move with one of ``verbs`` among the person's best at the first decision: a lesson that
    says "bid" must not meet a hint that says "pass"."""
    from engine.coach import analyse

    first = reach(state, "")
    if first is None:
        return False
    return any(Action(a).verb in verbs for a in best_moves(analyse(first, 0)))


def clearly_advised(state: GameState, verb: str) -> bool:
    """Whether the coach rates a ``verb`` move best at the first decision *and* every other
    move worse, beyond its noise: a lesson that teaches one move should not stand on a deal
    where the hint may as well advise another."""
    from engine.coach import analyse

    first = reach(state, "")
    if first is None:
        return False
    best = best_moves(analyse(first, 0))
    return bool(best) and all(Action(a).verb == verb for a in best)


def cards_of(action: Action) -> list[str]:
    """The card codes among an action's words."""
    return [w for w in action.args if w in RANK_OF]


def verb(*verbs: str) -> Promise:
    """The promise to make a move with one of ``verbs``."""
    return lambda action, view: action.verb in verbs


def has_property(lesson: Lesson) -> bool:
    """Whether the lesson's deal, replayed from its seed, shows what it was chosen for."""
    return lesson.shows(lesson.start())


def decision(lesson: Lesson) -> GameState | None:
    """The position of the decision the lesson teaches (see :class:`Lesson`)."""
    return reach(lesson.start(), lesson.phase)


def promised(lesson: Lesson, state: GameState) -> list[str]:
    """The legal moves at ``state`` that do what the lesson's introduction says."""
    keeps = lesson.promise
    if keeps is None:
        return []
    view = state.observation(0)
    return [a.text for a in state.legal_actions() if keeps(a, view)]


@dataclass(frozen=True)
class Judgement:
    """The coach's look at a lesson's taught decision, at the review's depth.

    ``best`` is the analyst's top move, ``promised`` the legal moves that do what the lesson
    says; ``margin`` and ``noise`` are the value the strongest other move (``rival``) loses
    against the top one, and that loss's paired standard error, in the game's unit.
    """

    promised: tuple[str, ...]
    best: str
    rival: str
    margin: float
    noise: float
    samples: int
    #: Every move that is not promised loses against the top beyond ``NOISE_Z`` errors (in
    #: value; before card play, where strong's search ranks the moves, in value or in win
    #: chance).
    clear: bool

    @property
    def holds(self) -> bool:
        """The promised move is the coach's best, beyond noise: what a lesson must stand on."""
        return self.best in self.promised and self.clear


def judge(lesson: Lesson, samples: int | None = None) -> Judgement | None:
    """The coach's verdict at the lesson's taught decision (None where it is never reached
    or no move keeps or breaks the promise: then it is no choice), at ``samples`` sampled
    deals (default: the review's depth, so a lesson never meets a review that disagrees)."""
    from engine.coach import DEEP_SAMPLES, analyse
    from engine.coach.analyst import NOISE_Z
    from engine.coach.searched import searched_here

    state = decision(lesson)
    if state is None:
        return None
    kept = promised(lesson, state)
    if not kept or len(kept) == len(state.legal_actions()):
        return None
    analysis = analyse(state, 0, samples=samples or DEEP_SAMPLES)
    others = [o for o in analysis.options if o.action not in kept]
    rival = others[0]
    # Before card play the coach ranks by strong's search, whose reward counts the deals
    # won as well as the points (engine.coach.searched): there a move ranked below the
    # promised one is clearly worse when it loses beyond noise on either scale.
    by_search = searched_here(state, 0)
    return Judgement(
        tuple(kept),
        analysis.options[0].action,
        rival.action,
        rival.loss,
        rival.loss_se,
        analysis.samples,
        all(
            o.loss > NOISE_Z * o.loss_se or (by_search and o.win_loss > NOISE_Z * o.win_loss_se)
            for o in others
        ),
    )


def agrees(lesson: Lesson) -> bool:
    """Whether the coach rates a promised move best at the taught decision, every other move
    worse beyond its noise, at the review's depth (:func:`judge`)."""
    found = judge(lesson)
    return found is not None and found.holds


def lessons(game: str) -> tuple[Lesson, ...]:
    """The guided lessons of ``game`` (none for a game without any): its coach profile's
    (``engine.coach.games.<game>``), whose deal numbers scripts/find_lesson_deals.py found."""
    from engine.coach.profile import profile_for

    return profile_for(game).lessons
