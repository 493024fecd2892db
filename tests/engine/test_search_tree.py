"""The search's tree walk: UCB with availability, its ``log(avail)`` read from a table.

Why: the tree walk looks ``log(avail)`` up in ``ismcts._LOGS`` instead of calling
``math.log`` per child (issue #44 item 7); the table must give the very floats
``math.log`` gives, and must grow where a count passes its end (a long search, a reused
tree), or the search would choose differently or fail.
"""

from __future__ import annotations

import math
import random

import engine
from engine.bots import ismcts, search_config
from engine.bots.ismcts import search
from engine.bots.positions import random_positions


def test_the_log_table_gives_math_log_s_floats_and_grows() -> None:
    rng = random.Random(7)
    counts = [1, 2, 3, *(rng.randrange(1, 200_000) for _ in range(300))]
    for n in counts:
        assert ismcts._log_of(n).hex() == math.log(n).hex()
    assert len(ismcts._LOGS) > max(counts)


def test_a_count_past_the_table_s_end_is_chosen_by_its_log() -> None:
    """A reused tree whose root moves were available more often than the table reaches:
    the next simulation goes down the move of the highest UCB value computed with
    ``math.log`` (the first such in the legal order), and the table has grown past it."""
    state = random_positions(engine.game("tausendundeins"), 1, seed=11)[0]
    seat = state.current_player
    assert seat is not None
    config = search_config("tausendundeins")
    first = search(state, seat, random.Random(3), 60, None, config)
    root = first.tree
    assert root is not None
    legal = state.legal_actions()
    assert {a.text for a in legal} == set(root.children)  # every root move has a child
    big = len(ismcts._LOGS) + 1000
    for i, action in enumerate(legal):
        root.children[action.text].avail = big + 37 * i
    before = {text: child.visits for text, child in root.children.items()}
    c = config.exploration

    def ucb(text: str) -> float:
        child = root.children[text]
        return child.reward / child.visits + c * math.sqrt(math.log(child.avail + 1) / child.visits)

    expected = max(legal, key=lambda a: ucb(a.text))  # max keeps the first of equals
    search(state, seat, random.Random(4), 1, None, config, tree=root)
    grown = [text for text, child in root.children.items() if child.visits > before[text]]
    assert grown == [expected.text]
    assert len(ismcts._LOGS) > big + 37 * len(legal)
