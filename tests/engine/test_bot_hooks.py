"""The bots' per-game hooks reach the search as one typed value (issue 31 item 15)."""

from __future__ import annotations

from dataclasses import fields
from types import ModuleType

import pytest

import engine
from engine.bots import search_config
from engine.bots.heuristics import for_game
from engine.bots.hooks import Hooks, hooks_for

#: The hooks that are functions (the rest are numbers).
NUMBERS = (
    "score_sign",
    "rank_weight",
    "exploration",
    "strong_iterations",
    "strong_factor",
    "infer_from_play",
)
FUNCTION_HOOKS = [f.name for f in fields(Hooks) if f.name not in NUMBERS]


@pytest.mark.parametrize("gid", engine.GAMES)
def test_every_hook_a_module_defines_is_in_its_hooks(gid: str) -> None:
    """A hook function written but left out of HOOKS would silently not be used."""
    module = for_game(gid)
    assert module is not None
    hooks = hooks_for(gid)
    exact = vars(module).get("EXACT")  # exact play on the shared solver (engine.bots.pimc)
    assert hooks.exact_play is exact, f"{gid}: EXACT is not in HOOKS"
    for name in FUNCTION_HOOKS:
        if name == "exact_play":
            continue
        if name == "endgame" and exact is not None:
            assert hooks.endgame == exact.endgame, f"{gid}: EXACT's endgame is not in HOOKS"
            continue
        defined = vars(module).get(name)
        assert getattr(hooks, name) is defined, f"{gid}: {name} is not in HOOKS"


@pytest.mark.parametrize("gid", engine.GAMES)
def test_the_search_config_takes_the_hooks(gid: str) -> None:
    hooks, config = hooks_for(gid), search_config(gid)
    assert config.rollout is hooks.rollout and config.prune is hooks.prune
    assert config.likelihood is hooks.likelihood and config.endgame is hooks.endgame
    assert config.score_sign == hooks.score_sign
    assert config.playout is hooks.playout


def test_a_module_whose_hooks_are_not_hooks_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = ModuleType("engine.bots.heuristics.fake")
    fake.HOOKS = {"rollout": None}  # type: ignore[attr-defined]
    monkeypatch.setattr("engine.bots.hooks.for_game", lambda _gid: fake)
    with pytest.raises(TypeError, match="HOOKS"):
        hooks_for("fake")


@pytest.mark.parametrize("gid", engine.GAMES)
def test_the_model_of_play_is_the_games_policy_and_hand_setter(gid: str) -> None:
    """Inference from play (search, ``-informed`` entry, measure) models the seats by the
    game's playout policy, putting imagined hands in with the game's own setter."""
    from engine.bots.inference import put_list_hands

    hooks = hooks_for(gid)
    model = hooks.play_model()
    assert model is not None and model.policy is hooks.rollout
    assert model.put_hands is (hooks.put_hands or put_list_hands)
    assert model.recent is None  # every move of the deal read
    assert Hooks().play_model() is None  # no policy, nothing to model play by
