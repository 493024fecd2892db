"""What the coach knows of one game, as one typed value beside the game.

Why: the coach's per-game facts (the unit its values are in, the steps from which a loss is a
mistake, whether a deal is a race, which steps the playouts leave to the rules of thumb, an
exact solver, the catalogue of ideas, the guided lessons) used to sit in six tables keyed by
the game's id across four modules (issue #40). Now a game states them once, as
``PROFILE = CoachProfile(…)`` in its coach module (``engine.coach.games.<id>``, found by the
rule of :mod:`engine.homes`); a game without one gets the defaults below, so the coach
advises a new game from the day it is registered.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine import homes
from engine.contract import GameState

if TYPE_CHECKING:
    from engine.coach.ideas.base import Idea
    from engine.coach.lesson import Lesson

#: Per legal move text of the seat (to act in the sample): (value, win) by perfect play, or
#: None where the solver does not apply (the playouts decide).
Exact = Callable[[GameState, int], "dict[str, tuple[float, float]] | None"]
#: How many of ``deals`` sampled deals the analyst plays at ``state`` when each is solved.
ExactDeals = Callable[[GameState, int], int]
#: Whether the seat's decision at ``state`` is one ``strong`` plays by exact solves.
Solves = Callable[[GameState, int], bool]
#: The ideas behind a move (``engine.coach.ideas.<game>.ideas``), most important first.
Catalogue = Callable[[GameState, int, str], "list[Idea]"]


@dataclass(frozen=True)
class CoachProfile:
    """One game's coach facts; every field has the generic default."""

    #: The unit of the analyst's values, as the words say it ("marks" for penalty marks).
    unit: str = "points"
    #: Loss in ``unit`` from which a move is an inaccuracy, a mistake, a blunder: about a
    #: twentieth, an eighth and a quarter of the spread of a deal's outcome in the game.
    thresholds: tuple[float, float, float] = (1.0, 2.5, 5.0)
    #: A deal is a race (points to a goal): an option is worth the seat's side's points
    #: *ahead of* the others, not its own points (a card that feeds the opponent counts).
    margin: bool = False
    #: The playout policy leaves the auction and the exchange to chance (the search's tree
    #: decides them); the analyst has no tree, so it asks the rules of thumb (``choose``) there.
    choose_before_play: bool = False
    #: An exact scorer of a sample's options where the game can solve the rest of the deal,
    #: and how many of the sampled deals to solve (a solve costs far more than a playout).
    exact: Exact | None = None
    exact_deals: ExactDeals | None = None
    #: Where ``strong`` plays by exact solves (its endgame): there the coach solves too and
    #: does not ask the search (``searched_phases``). None: ``strong`` never solves.
    solves: Solves | None = None
    #: The game's catalogue of ideas (:mod:`engine.coach.ideas`); None: no words beyond
    #: the verdicts.
    ideas: Catalogue | None = None
    #: Learn mode's guided first deals (:mod:`engine.guided`), in the order they are taught.
    lessons: tuple[Lesson, ...] = ()
    #: The deals form a match that is played for as a whole (a race to a goal, where a
    #: deal's points count only towards who gets there first): par is read per match too,
    #: its points and the match won (:mod:`engine.coach.match_par`).
    match_par: bool = False
    #: The phases (the observation's ``"phase"``) of the decisions the coach values by
    #: ``strong``'s own search at its budget instead of flat playouts: wherever ``strong``
    #: searches a tree of the others' replies, before card play and in it, except where it
    #: solves (``solves``) or a root rule of its narrows the moves (issue #44 item 6;
    #: :mod:`engine.coach.searched`). Empty: flat playouts everywhere.
    searched_phases: frozenset[str] = frozenset()


_GENERIC = CoachProfile()


def profile_for(game_id: str) -> CoachProfile:
    """The coach profile of ``game_id`` (the generic one for a game without a coach module).

    TypeError if the module has a ``PROFILE`` that is not a :class:`CoachProfile`.
    """
    module = homes.find(homes.COACH, game_id)
    if module is None:
        return _GENERIC
    profile = vars(module).get("PROFILE", _GENERIC)
    if not isinstance(profile, CoachProfile):
        raise TypeError(f"{module.__name__}.PROFILE is not an engine.coach.profile.CoachProfile")
    return profile
