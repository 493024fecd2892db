"""Which autosave file a running instance writes for each game it plays.

Why: with one autosave per game, two instances playing the same game overwrote each
other's autosave after every move, so only the last writer's match could be resumed
(issue 31 item 7). What a person expects is that both matches are kept, as two windows
keep two documents: so an instance *claims* the game's autosave for as long as it runs,
and a second instance playing that game takes the next free slot
(``autosave-kaschlan-2.json``). Both are offered by Game ▸ Resume once their instance has
ended; a match still being played in another instance is not offered (resuming it here
would split it in two), and resuming one whose file another instance has claimed since
is refused with a message.

A claim is a ``QLockFile`` (``.autosave-kaschlan.json.claim``) held for the whole run: a
crashed instance's claim is stale by its process id and taken over at once.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

from gui.storage.paths import UserPaths

CLAIM_SUFFIX = ".claim"
#: Slots tried per game; past that (dozens of instances) the first slot is shared again.
MAX_SLOTS = 32


def claim_path(autosave: Path) -> Path:
    """The hidden lock file that says a running instance writes ``autosave``."""
    return autosave.with_name(f".{autosave.name}{CLAIM_SUFFIX}")


class AutosaveSlots:
    """The autosave files this instance has claimed, one per game (see the module)."""

    def __init__(self, paths: UserPaths) -> None:
        self.paths = paths
        self._claims: dict[str, tuple[Path, QLockFile]] = {}

    def path_for(self, game_id: str) -> Path:
        """Where this instance autosaves ``game_id``: its claimed slot, else the first free
        one, claimed now."""
        held = self._claims.get(game_id)
        if held is not None:
            return held[0]
        for slot in range(1, MAX_SLOTS + 1):
            path = self.paths.autosave_for(game_id, slot)
            if self.adopt(game_id, path):
                return path
        return self.paths.autosave_for(game_id)

    def adopt(self, game_id: str, path: Path) -> bool:
        """Write ``game_id``'s autosave to ``path`` from now on (a resumed match stays in its
        own file); False if another running instance has claimed it."""
        held = self._claims.get(game_id)
        if held is not None and held[0] == path:
            return True
        lock = _claim(path)
        if lock is None:
            return False
        self._release(game_id)
        self._claims[game_id] = (path, lock)
        return True

    def taken_elsewhere(self, path: Path) -> bool:
        """Whether another running instance writes ``path`` now."""
        if any(held == path for held, _lock in self._claims.values()):
            return False
        lock = _claim(path)
        if lock is None:
            return True
        lock.unlock()
        return False

    def release_all(self) -> None:
        """Give up every claim (the window is closing; its autosaves are on disk)."""
        for game_id in list(self._claims):
            self._release(game_id)

    def _release(self, game_id: str) -> None:
        held = self._claims.pop(game_id, None)
        if held is not None:
            held[1].unlock()


def _claim(path: Path) -> QLockFile | None:
    lock = QLockFile(str(claim_path(path)))
    lock.setStaleLockTime(0)  # stale only when its process is gone (see gui.storage.lock)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return lock if lock.tryLock(0) else None
