"""Limits per address, not per connection: reconnecting must not reset them.

Why: a connection's own counters (``Limits.max_failed_joins``) are reset by opening a new
connection, which costs nothing; an address is what a guesser or a flood cannot change as
cheaply. Three things are kept per address:

- how many of its connections have not joined yet (capped: ``max_unjoined_per_address``), so
  one client cannot fill the server's file descriptors and lock real seats out;
- when its wrong codes and tokens were sent, over a sliding window (``guess_window`` s): after
  ``free_guesses`` of them, every join or rejoin from that address waits its turn and each
  further wrong one is answered only after a delay that doubles (from ``guess_delay`` s up to
  ``max_guess_delay`` s), so guessing from many connections is as slow as from one;
- a lock per address that serialises those delayed answers.
"""

from __future__ import annotations

import asyncio
import ipaddress
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from netplay.protocol import Limits


def address_key(host: str) -> str:
    """What counts as one address: an IPv4 address, or an IPv6 /64 (one subscriber usually
    holds a whole /64, so counting single IPv6 addresses would count nothing)."""
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return host
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network(f"{ip}/64", strict=False))
    return str(ip)


#: Addresses kept before :meth:`AddressGate.admit` sweeps the idle ones out.
SWEEP_ABOVE = 4096


@dataclass
class _Address:
    unjoined: int = 0
    failures: deque[float] = field(default_factory=deque)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


class AddressGate:
    """The per-address counters of one server (used on its event loop only)."""

    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self.clock = clock
        self._by_address: dict[str, _Address] = {}

    def _get(self, address: str) -> _Address:
        entry = self._by_address.get(address)
        if entry is None:
            entry = self._by_address[address] = _Address()
        return entry

    def _forget_if_idle(self, address: str) -> None:
        entry = self._by_address.get(address)
        idle = entry is not None and not entry.unjoined and not entry.failures
        if idle and entry is not None and not entry.lock.locked():
            del self._by_address[address]

    # --- unjoined connections ----------------------------------------------------------------

    def admit(self, address: str) -> bool:
        """A new connection from ``address``: False when it already has the most unjoined
        connections allowed (the new one is then closed at once)."""
        if len(self._by_address) > SWEEP_ABOVE:
            self.sweep()
        entry = self._get(address)
        if entry.unjoined >= self.limits.max_unjoined_per_address:
            return False
        entry.unjoined += 1
        return True

    def full(self, address: str) -> bool:
        """Whether ``address`` holds the most unjoined connections allowed: asked before a
        new connection's handshake is answered, so it is refused before it costs anything.
        Nothing is counted or kept here (a refused address leaves no entry behind);
        :meth:`admit` counts the connections let through."""
        entry = self._by_address.get(address)
        return entry is not None and entry.unjoined >= self.limits.max_unjoined_per_address

    def joined_or_gone(self, address: str) -> None:
        """One admitted connection of ``address`` joined a seat or closed unjoined."""
        entry = self._by_address.get(address)
        if entry is not None and entry.unjoined > 0:
            entry.unjoined -= 1
        self._forget_if_idle(address)

    def unjoined(self, address: str) -> int:
        entry = self._by_address.get(address)
        return 0 if entry is None else entry.unjoined

    # --- wrong codes and tokens ------------------------------------------------------------------

    def _recent(self, entry: _Address) -> int:
        cutoff = self.clock() - self.limits.guess_window
        while entry.failures and entry.failures[0] < cutoff:
            entry.failures.popleft()
        return len(entry.failures)

    def delay(self, address: str) -> float:
        """Seconds the answer to the last wrong code of ``address`` waits: 0 for the first
        ``free_guesses`` in the window, then ``guess_delay`` doubling with each further one,
        at most ``max_guess_delay``."""
        entry = self._by_address.get(address)
        if entry is None:
            return 0.0
        over = self._recent(entry) - self.limits.free_guesses
        if over <= 0:
            return 0.0
        step = self.limits.guess_delay * 2.0 ** min(over - 1, 30)
        return min(self.limits.max_guess_delay, step)

    def failed(self, address: str) -> float:
        """Note a wrong code or token from ``address``; the delay before answering it."""
        entry = self._get(address)
        entry.failures.append(self.clock())
        return self.delay(address)

    def lock(self, address: str) -> asyncio.Lock:
        """The lock that makes an address's join attempts wait for each other's delays."""
        return self._get(address).lock

    def sweep(self) -> None:
        """Forget every address with nothing counted any more (run when many are kept)."""
        for address in list(self._by_address):
            self.release(address)

    def release(self, address: str) -> None:
        """Forget an address that has nothing counted any more (memory stays bounded)."""
        entry = self._by_address.get(address)
        if entry is not None:
            self._recent(entry)
        self._forget_if_idle(address)
