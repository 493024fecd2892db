"""A state sent to ``strong``'s worker processes lists its moves there afresh.

Why: Kaschlan makes its actions with a per-process decoding table beside them, so a cached
legal list pickled from the parent held actions the worker's table lacked, and the worker
failed with a KeyError at a defence (issue #32, found by the position suite run with the
shipped two workers)."""

from __future__ import annotations

import pickle

from engine.bots import make
from engine.bots.parallel import pack_state, unpack_state
from engine.bots.suite import load


def _defence():
    position = load("kaschlan")[6]
    state = position.build()
    assert any(a.verb == "beat" for a in state.legal_actions())  # the cache is filled
    return position, state


def test_a_pickled_state_carries_no_legal_list() -> None:
    _position, state = _defence()
    texts = [a.text for a in state.legal_actions()]
    copy = pickle.loads(pickle.dumps(state))
    assert copy._legal is None
    assert [a.text for a in copy.legal_actions()] == texts
    assert state._legal is not None  # the parent keeps its own
    assert [a.text for a in unpack_state(pack_state(state)).legal_actions()] == texts


def test_strong_with_its_workers_decides_at_a_kaschlan_defence() -> None:
    position, state = _defence()
    bot = make("strong", "kaschlan", seed=1, workers=2, iterations=200)
    move = bot.hint(state, position.seat).action.text
    assert move in {a.text for a in state.legal_actions()}
