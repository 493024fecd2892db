"""Named game variants and their validation."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Option:
    """One named variant: its default, the values it may take and a one-line explanation."""

    default: Any
    choices: tuple[Any, ...]
    help: str

    def coerce(self, name: str, value: Any) -> Any:
        """Accept a value or its text form (``"52"``, ``"on"``); ValueError naming the choices."""
        for choice in self.choices:
            if choice is value or (type(choice) is type(value) and choice == value):
                return choice
        if isinstance(value, str):
            text = value.strip().lower()
            for choice in self.choices:
                if isinstance(choice, bool):
                    if (text in ("on", "true", "yes", "1") and choice) or (
                        text in ("off", "false", "no", "0") and not choice
                    ):
                        return choice
                elif choice is None:
                    if text in ("none", "off", ""):
                        return None
                elif str(choice).lower() == text:
                    return choice
        elif not isinstance(value, bool):
            for choice in self.choices:
                if not isinstance(choice, bool) and choice is not None and choice == value:
                    return choice
        allowed = ", ".join(format_choice(c) for c in self.choices)
        raise ValueError(f"option {name}: {value!r} is not allowed; allowed: {allowed}")


def format_choice(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if value is None:
        return "none"
    return str(value)


def resolve_options(declared: dict[str, Option], given: dict[str, Any] | None) -> dict[str, Any]:
    """Defaults overlaid with ``given``, each value checked; unknown names are refused."""
    given = dict(given or {})
    unknown = sorted(set(given) - set(declared))
    if unknown:
        known = ", ".join(sorted(declared)) or "none"
        raise ValueError(f"unknown option {', '.join(unknown)}; this game's options: {known}")
    return {
        name: opt.coerce(name, given[name]) if name in given else opt.default
        for name, opt in declared.items()
    }
