"""Invitation codes and seat tokens: what lets a person sit down, and only at their own seat.

Why two secrets: an invitation is read aloud or typed from a chat, so it is short and has no
look-alike letters, and it is spent when used; the token a seat then gets is long and random
and lets that seat (and only it) come back after a dropped connection or a server restart.
Only a hash of each is kept on disk.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

#: Letters and digits nobody confuses when read aloud or typed (no 0/O, 1/I/L, 2/Z, 5/S, 8/B).
ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"
GROUPS = 2
GROUP_LENGTH = 4


def new_code() -> str:
    """A fresh invitation code such as ``KRTW-9MXP``."""
    return "-".join(
        "".join(secrets.choice(ALPHABET) for _ in range(GROUP_LENGTH)) for _ in range(GROUPS)
    )


def normal_code(text: str) -> str:
    """A typed code in its canonical form: upper case, blanks and dashes ignored, then grouped
    again (``"krtw 9mxp"`` → ``"KRTW-9MXP"``)."""
    bare = "".join(ch for ch in text.upper() if ch.isalnum())
    return "-".join(bare[i : i + GROUP_LENGTH] for i in range(0, len(bare), GROUP_LENGTH))


def new_token() -> str:
    """A seat's secret: 192 random bits, URL-safe text."""
    return secrets.token_urlsafe(24)


def digest(secret: str) -> str:
    """What is kept of a code or token: its SHA-256, hex (a stolen data folder lets nobody in)."""
    return hashlib.sha256(secret.encode()).hexdigest()


def same(a: str, b: str) -> bool:
    """Constant-time comparison of two digests."""
    return hmac.compare_digest(a, b)
