"""The seats a person holds at network tables, kept on disk so a crash does not cost them.

Why on disk: a seat's token (``netplay.invites``) used to live only in the process that sat
down; after a crash or a restart the person could not come back (the invitation was spent) and
the host could not sit down at its own table again. Each seat is one JSON file in the user's
data folder (``<data>/seats/``), written atomically (``netplay.files.write_json``: a temporary
file made readable by the user alone, fsynced, renamed) in a folder only the user may enter:
the token is the seat's whole secret.

What is kept: where the table is (the address as typed and its URL), the token, the table's
id, game and the seat; the invitation the seat was taken with, as a hash only (the same
``join ADDRESS CODE`` finds its seat again without the code being stored); for the host also
the folder its table is saved in, the port and the codes of the seats still open, so the table
can be opened again as it was.

Used by the GUI (gui/net) and by ``kartentisch-cli join``; no Qt here.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from netplay import files, invites

#: Environment variable naming one folder for config/, data/ and cache/ (as the GUI's
#: ``gui.storage.paths.ENV_HOME``; a test keeps the two in step).
ENV_HOME = "KARTENTISCH_HOME"
APP_NAME = "kartentisch"
#: Largest seat file read back (a seat is a few hundred bytes).
MAX_FILE_BYTES = 64 * 1024


@dataclass(frozen=True)
class KeptSeat:
    """One seat at one table (see the module docstring)."""

    #: The address as the person typed it (shown in the question to return) ...
    address: str
    #: ... and the WebSocket URL it names.
    url: str
    token: str
    table_id: str
    game: str
    seat: int
    name: str = ""
    #: SHA-256 of the invitation code the seat was taken with ("" for the host's own seat).
    code_sha256: str = ""
    host: bool = False
    #: The host's: the folder its table server saves the table in, its port, open codes.
    tables_dir: str = ""
    port: int = 0
    codes: dict[int, str] = field(default_factory=dict)

    @property
    def key(self) -> str:
        """The file name's stem: one file per table and server."""
        return hashlib.sha256(f"{self.url}\n{self.table_id}".encode()).hexdigest()[:20]

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["codes"] = {str(k): v for k, v in self.codes.items()}
        return {"format": 1, **data}

    @classmethod
    def from_json(cls, data: Any) -> KeptSeat:
        """ValueError if ``data`` is not a kept seat."""
        if not isinstance(data, dict) or data.get("format") != 1:
            raise ValueError("not a kept seat (format 1)")
        text = ("address", "url", "token", "table_id", "game", "name", "code_sha256", "tables_dir")
        for key in text:
            if not isinstance(data.get(key, ""), str):
                raise ValueError(f"a kept seat's {key} must be text")
        for key in ("seat", "port"):
            value = data.get(key, 0)
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 65535:
                raise ValueError(f"a kept seat's {key} must be a small number")
        codes = data.get("codes") or {}
        if not isinstance(codes, dict) or not all(
            isinstance(k, str) and k.isdigit() and isinstance(v, str) for k, v in codes.items()
        ):
            raise ValueError("a kept seat's codes must map seat numbers to codes")
        if not data.get("url") or not data.get("token") or not data.get("table_id"):
            raise ValueError("a kept seat needs its url, token and table")
        return cls(
            address=str(data.get("address") or data["url"]),
            url=str(data["url"]),
            token=str(data["token"]),
            table_id=str(data["table_id"]),
            game=str(data.get("game", "")),
            seat=int(data.get("seat", 0)),
            name=str(data.get("name", "")),
            code_sha256=str(data.get("code_sha256", "")),
            host=bool(data.get("host", False)),
            tables_dir=str(data.get("tables_dir", "")),
            port=int(data.get("port", 0)),
            codes={int(k): v for k, v in codes.items()},
        )


def code_digest(code: str) -> str:
    """What a kept seat remembers of its invitation: the hash of the code as the server reads
    it (case, blanks and dashes do not matter)."""
    return invites.digest(invites.normal_code(code))


def default_folder(environ: Mapping[str, str] | None = None) -> Path:
    """``<data>/seats``: ``$KARTENTISCH_HOME/data`` if set, else the platform's user data
    folder (the GUI's data folder, ``gui.storage.paths.UserPaths``)."""
    env = os.environ if environ is None else environ
    home = env.get(ENV_HOME, "").strip()
    if home:
        return Path(home).expanduser().absolute() / "data" / "seats"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / "seats"


class KeptSeats:
    """The seat files in one folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def path(self, seat: KeptSeat) -> Path:
        return self.folder / f"{seat.key}.json"

    def keep(self, seat: KeptSeat) -> None:
        """Write (or replace) the seat's file; OSError is the caller's to report."""
        self.folder.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(OSError):  # a folder on a file system without modes
            os.chmod(self.folder, 0o700)
        files.write_json(self.path(seat), seat.to_json())  # mkstemp: readable by the user only

    def forget(self, seat: KeptSeat) -> None:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.path(seat))

    def all(self) -> list[KeptSeat]:
        """Every readable seat, the newest first; a damaged file is set aside, never used."""
        if not self.folder.is_dir():
            return []
        found: list[tuple[float, KeptSeat]] = []
        for path in self.folder.glob("*.json"):
            try:
                if path.stat().st_size > MAX_FILE_BYTES:
                    raise ValueError("too large")
                seat = KeptSeat.from_json(files.read_json(path))
            except (OSError, ValueError):
                with contextlib.suppress(OSError):
                    files.set_aside(path)
                continue
            if path.name != f"{seat.key}.json":
                continue  # a file copied from another table's: not trusted
            found.append((path.stat().st_mtime, seat))
        found.sort(key=lambda pair: pair[0], reverse=True)
        return [seat for _mtime, seat in found]

    def for_code(self, url: str, code: str) -> KeptSeat | None:
        """The seat taken at ``url`` with invitation ``code``, if it is kept."""
        wanted = code_digest(code)
        for seat in self.all():
            if seat.url == url and seat.code_sha256 and invites.same(seat.code_sha256, wanted):
                return seat
        return None

    def find(self, url: str, table_id: str) -> KeptSeat | None:
        for seat in self.all():
            if seat.url == url and seat.table_id == table_id:
                return seat
        return None
