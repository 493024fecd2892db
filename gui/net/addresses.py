"""Addresses of a table: what a friend types ("192.168.1.20:47474"), what the program connects
to ("ws://192.168.1.20:47474/"), and the addresses this machine can offer as a host.

Kept apart from the dialogs so that the checks are plain functions, tested without widgets.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass

from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

#: The port a hosted table listens on unless the host chooses another (the server's default).
from netplay.protocol import DEFAULT_PORT as DEFAULT_PORT

#: An invitation code as the server makes them: groups of letters and digits, dashes between
#: (spaces and lower case typed by a friend are accepted and tidied).
_CODE = re.compile(r"^[A-Z0-9]{2,12}(-[A-Z0-9]{2,12}){0,5}$")
_HOST = re.compile(r"^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$")


class AddressError(ValueError):
    """An address or code that cannot be used, with the reason as its message."""


@dataclass(frozen=True)
class Address:
    host: str
    port: int

    def url(self, tls: bool = False) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'wss' if tls else 'ws'}://{host}:{self.port}/"

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"


def parse_address(text: str) -> Address:
    """``host``, ``host:port``, ``[v6]:port`` or a ws:// URL; AddressError with the reason
    (in English: the dialog words its own message from the kind of error)."""
    raw = text.strip()
    for prefix in ("ws://", "wss://"):
        if raw.lower().startswith(prefix):
            raw = raw[len(prefix) :].rstrip("/")
    if not raw:
        raise AddressError("empty")
    port = DEFAULT_PORT
    if raw.startswith("["):
        host, _, rest = raw[1:].partition("]")
        if rest:
            if not rest.startswith(":"):
                raise AddressError("host")
            port = _port(rest[1:])
    elif raw.count(":") == 1:
        host, _, port_text = raw.partition(":")
        port = _port(port_text)
    else:
        host = raw
    try:
        ipaddress.ip_address(host)
    except ValueError:
        if not _HOST.match(host):
            raise AddressError("host") from None
    return Address(host, port)


def _port(text: str) -> int:
    if not text.strip().isdigit():
        raise AddressError("port")
    port = int(text)
    if not 1 <= port <= 65535:
        raise AddressError("port")
    return port


def tidy_code(text: str) -> str:
    """The invitation code as the server wrote it: upper case, dashes between the groups
    (a friend may type spaces or none); AddressError("code") if it cannot be one."""
    parts = [p for p in re.split(r"[\s\-_]+", text.strip().upper()) if p]
    code = "-".join(parts)
    if not _CODE.match(code):
        raise AddressError("code")
    return code


def local_addresses() -> list[str]:
    """This machine's addresses a friend at home can reach (IPv4 first, no loopback): what
    the invitation shows. Friends elsewhere need the router's public address and the port
    forwarded to this machine; the dialog says so."""
    found: list[str] = []
    for address in QNetworkInterface.allAddresses():
        if address.isLoopback() or address.isLinkLocal():
            continue
        if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            continue
        text = QHostAddress(address).toString()
        if text and text not in found:
            found.append(text)
    return found or ["127.0.0.1"]
