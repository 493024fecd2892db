"""Where the per-user files live.

platformdirs gives the platform's conventions (XDG on Linux, ``AppData`` on Windows,
``Library`` on macOS): settings in the config dir, saves, the autosaves (one per game) and
statistics in the data dir, rendered cards in the cache dir. Tests, the GUI tests and the
packaging smoke test set ``KARTENTISCH_HOME`` (or pass a base directory) so they never
touch the real home.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "kartentisch"
#: Environment variable naming one folder that holds config/, data/ and cache/ instead of
#: the platform's per-user folders.
ENV_HOME = "KARTENTISCH_HOME"
#: The per-game autosaves are ``autosave-<game id>.json`` in the data folder.
AUTOSAVE_PREFIX = "autosave-"


@dataclass(frozen=True)
class UserPaths:
    """The three per-user folders and the files inside them."""

    config_dir: Path
    data_dir: Path
    cache_dir: Path

    @classmethod
    def from_base(cls, base: str | os.PathLike[str]) -> UserPaths:
        """All three folders under one base folder (tests, portable installs)."""
        root = Path(base).expanduser().absolute()
        return cls(root / "config", root / "data", root / "cache")

    @classmethod
    def default(cls, environ: Mapping[str, str] | None = None) -> UserPaths:
        """``$KARTENTISCH_HOME`` if set and not empty, else the platform's per-user folders."""
        env = os.environ if environ is None else environ
        home = env.get(ENV_HOME, "").strip()
        if home:
            return cls.from_base(home)
        return cls(
            Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
            Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
            Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)),
        )

    # --- files ------------------------------------------------------------------------------

    @property
    def settings_path(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"

    @property
    def autosave_path(self) -> Path:
        """The single autosave of versions before one autosave per game; only read, once, to
        migrate it (:func:`gui.storage.saves.migrate_single_autosave`)."""
        return self.data_dir / "autosave.json"

    def autosave_for(self, game_id: str, slot: int = 1) -> Path:
        """The autosave of ``game_id``'s unfinished match: one per game, so each of the games
        can be resumed (``autosave-kaschlan.json``). Another running instance playing the
        same game writes the next free ``slot`` (``autosave-kaschlan-2.json``), so both
        matches are kept (:mod:`gui.storage.slots`)."""
        safe = "".join(ch for ch in game_id if ch.isalnum() or ch == "_") or "game"
        suffix = "" if slot == 1 else f"-{slot}"
        return self.data_dir / f"{AUTOSAVE_PREFIX}{safe}{suffix}.json"

    def autosave_slots(self, game_id: str) -> list[Path]:
        """The autosave files of ``game_id`` that exist, the first slot first."""
        first = self.autosave_for(game_id)
        pattern = re.compile(re.escape(first.stem) + r"-([2-9]|[1-9][0-9]+)\.json")
        try:
            names = os.listdir(self.data_dir)
        except OSError:
            names = []
        numbered = sorted(
            (int(m.group(1)), name) for name in names if (m := pattern.fullmatch(name))
        )
        found = [first] if os.path.lexists(first) else []
        return found + [self.data_dir / name for _n, name in numbered]

    @property
    def statistics_path(self) -> Path:
        return self.data_dir / "statistics.json"

    @property
    def training_path(self) -> Path:
        """Par, accuracy, puzzles and ratings (:mod:`gui.storage.training_store`)."""
        return self.data_dir / "training.json"

    @property
    def card_cache_dir(self) -> Path:
        """Rendered card images (``cardart.render_pack(cache_dir=...)``); safe to delete."""
        return self.cache_dir / "cards"

    @property
    def analyses_dir(self) -> Path:
        """The coach's answers (:mod:`gui.coach.analysis_store`); safe to delete."""
        return self.cache_dir / "analyses"

    def ensure(self) -> None:
        """Create the folders (private to the user where the platform allows it)."""
        for folder in (self.config_dir, self.data_dir, self.saves_dir, self.cache_dir):
            folder.mkdir(mode=0o700, parents=True, exist_ok=True)
