"""Protocol version 2's updates: only what changed since the seat's last observation.

Why: version 1 repeated the whole observation, with every event of the deal, in every
``update``, so a deal's bytes grew with the square of its length (1.7 MB to one seat over
three Kaschlan deals). A delta carries the fields whose value changed, the names of fields
that went away, and the events after the part both observations share; the client rebuilds
the whole observation with :func:`apply`, so everything above the connection sees exactly
what version 1 sent.
"""

from __future__ import annotations

from typing import Any


def diff(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """What turns ``old`` into ``new``: ``changed`` (field → new value, the events aside),
    ``removed`` (fields gone), ``events_from`` (how many of ``old``'s events stay) and
    ``events`` (the ones after them)."""
    changed = {k: v for k, v in new.items() if k != "events" and (k not in old or old[k] != v)}
    removed = sorted(k for k in old if k not in new)
    old_events = old.get("events") or []
    new_events = new.get("events") or []
    keep = 0
    for a, b in zip(old_events, new_events, strict=False):
        if a != b:
            break
        keep += 1
    return {
        "changed": changed,
        "removed": removed,
        "events_from": keep,
        "events": new_events[keep:],
    }


def apply(old: dict[str, Any], delta: dict[str, Any]) -> dict[str, Any]:
    """``old`` with ``delta`` applied (a new dict; ``old`` is left as it was). ValueError if
    the delta does not fit ``old`` (a client that lost track must rejoin)."""
    try:
        keep = delta["events_from"]
        old_events = old.get("events") or []
        if not isinstance(keep, int) or not 0 <= keep <= len(old_events):
            raise ValueError("the update's events do not follow the last observation")
        new = {k: v for k, v in old.items() if k not in delta["removed"]}
        new.update(delta["changed"])
        new["events"] = list(old_events[:keep]) + list(delta["events"])
    except (KeyError, TypeError) as exc:
        raise ValueError(f"a malformed update: {exc}") from None
    return new
