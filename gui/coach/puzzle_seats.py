"""The seats of a puzzle named as the table names them, and who plays with the person.

Why: a puzzle called the other seats "seat 2/3/4" and did not say who the partner was, so a
Scharwenzel lead to the partner or a Bolachen defence could not be read (found by the
real-window play-test of issue 43). At the table the person is "You" and the seats to their
left are Anna, Bruno, Clara … (:func:`gui.seat_names.default_seat_names`); a puzzle may put
the person in any seat, so the names are counted from the person's seat the same way.

Who plays with the person is the deal's sides where a game has them apart from its teams
(a Bolachen declarer against the two defenders: :attr:`engine.tricks.TrickRules.sides`),
else the match's teams (Scharwenzel's alternate seats).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.contract import GameState
from engine.seats import side_of
from engine.tricks import HasTrickRules
from gui import names


def _tr(text: str) -> str:
    """The training feature's context: its words are translated together."""
    return QCoreApplication.translate("Training", text)


def partner_word(feminine: bool) -> str:
    """ "your partner", in Polish and German as the partner's name wants it ("Ihre
    Partnerin" for Clara)."""
    if feminine:
        return QCoreApplication.translate("Training", "your partner", "feminine")
    return _tr("your partner")


def seat_names(players: int, me: int) -> list[str]:
    """Each seat's name with the person in seat ``me``: "you", then the table's names for
    the seats to their left in turn."""
    others = names.default_seat_names(players)[1:]
    out = [""] * players
    for k in range(players):
        out[(me + k) % players] = _tr("you") if k == 0 else others[k - 1]
    return out


def partners(state: GameState, me: int) -> frozenset[int]:
    """The seats playing with seat ``me`` in this deal (not ``me`` itself)."""
    sides: tuple[tuple[int, ...], ...] = ()
    if isinstance(state, HasTrickRules):
        sides = state.trick_rules().sides
    teams = sides or tuple(tuple(t) for t in state.teams)
    return side_of(teams, me) - {me}


def seats_line(state: GameState, me: int, game: str) -> str:
    """ "At the table: you (Defender) · Anna (Declarer, Dealer) · Bruno (Defender, your
    partner)", the seats in turn from the person's, with their roles as the table's name
    plates show them."""
    obs = state.observation(me)
    roles = list(obs.get("roles") or [])
    seat_name = seat_names(state.players, me)
    mates = partners(state, me)
    parts = []
    for k in range(state.players):
        seat = (me + k) % state.players
        name = seat_name[seat]
        feminine = names.is_feminine(name)
        own = roles[seat] if seat < len(roles) else []
        marks = [names.role_name(game, str(r), feminine) for r in own]
        if seat in mates:
            marks.append(partner_word(feminine))
        parts.append(f"{name} ({', '.join(marks)})" if marks else name)
    return _tr("At the table: {seats}").format(seats=" · ".join(parts))
