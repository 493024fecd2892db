"""Tree reuse between a seat's decisions: which part of the last tree still applies.

Why: a search throws away most of what it learnt when the tree is dropped after the move. The
subtree under the move actually played and the replies actually made is the tree of the new
position (in single-observer ISMCTS the tree's nodes are the seat's information sets, keyed by
the action texts it saw), so its statistics can be kept and grown instead of starting empty.
A face-down move of another seat has only its public text ("discard ?? ??"), which no node is
keyed by, so the tree is dropped there rather than leak the real cards of a sample.
"""

from __future__ import annotations

from typing import Any

from engine.bots.ismcts import Node, descend
from engine.contract import GameState


def position_key(state: GameState, seat: int) -> tuple[Any, ...]:
    """What identifies the seat's place in a deal for tree reuse: the match (game, seed,
    deal number) and the deal's moves so far as the seat saw them."""
    start = state.deal_starts[-1]
    return (state.spec.id, state.seed, state.deal_no, tuple(state.visible_history(seat, start)))


def reuse_from(old: tuple[Any, ...], tree: Node, new: tuple[Any, ...]) -> Node | None:
    """The subtree of ``tree`` (searched at position ``old``) for position ``new`` of the
    same deal: the moves made since, looked up child by child; None if the deal changed, the
    moves do not continue the old ones or a move was never simulated (or is face down)."""
    if old[:3] != new[:3]:
        return None
    before, now = old[3], new[3]
    if len(now) <= len(before) or now[: len(before)] != before:
        return None
    return descend(tree, list(now[len(before) :]))
