"""The settings file: round trip, per-key checks, migration from version 0, bad files."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardart
import engine
from gui import settings as gui_settings
from gui.storage import settings_store
from gui.storage.settings_store import (
    DEFAULTS,
    JsonSettingsStorage,
    load_settings,
    migrate,
    save_settings,
)


def corrupt_copies(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.corrupt-*"))


values_strategy = st.fixed_dictionaries(
    {},
    optional={
        "language": st.sampled_from(settings_store.LANGUAGES),
        "patterns": st.dictionaries(
            st.sampled_from(engine.GAMES), st.sampled_from(cardart.PATTERNS)
        ),
        "card_back": st.sampled_from(("", *cardart.BACKS)),
        "animation_speed": st.sampled_from(tuple(settings_store.SPEEDS)),
        "default_difficulty": st.sampled_from(settings_store.LEVELS),
        "player_name": st.text(
            st.characters(codec="utf-8", categories=("L", "N", "Zs", "P", "S")), max_size=40
        ).map(str.strip),
        "last_new_game": st.sampled_from(engine.GAMES).flatmap(
            lambda gid: st.fixed_dictionaries(
                {
                    "game": st.just(gid),
                    "players": st.sampled_from(tuple(engine.game(gid).players)),
                    "seed": st.integers(0, 2**31 - 1),
                    "options": st.fixed_dictionaries(
                        {},
                        optional={
                            name: st.sampled_from(option.choices)
                            for name, option in engine.game(gid).options.items()
                        },
                    ).map(lambda chosen, gid=gid: {gid: chosen} if chosen else {}),
                    "levels": st.lists(st.sampled_from(settings_store.LEVELS), max_size=5),
                }
            )
        ),
        "window_geometry": st.binary(max_size=64),
        "window_state": st.binary(max_size=64),
        "something_newer": st.lists(st.integers(), max_size=3),
    },
)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(values=values_strategy)
def test_round_trip(tmp_path: Path, values: dict) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, {**DEFAULTS, **values})
    loaded, warnings = load_settings(path)
    assert warnings == []
    assert loaded == {**DEFAULTS, **values}
    assert isinstance(loaded["window_geometry"], bytes)


def test_missing_file_gives_defaults_silently(tmp_path: Path) -> None:
    assert load_settings(tmp_path / "settings.json") == (DEFAULTS, [])


def test_file_layout_is_versioned(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, {**DEFAULTS, "window_geometry": b"\x01\x02"})
    data = json.loads(path.read_text())
    assert data["kartentisch"] == "settings" and data["version"] == 1
    assert data["settings"]["window_geometry"] == {"$bytes": "AQI="}


def test_migration_from_version_0(tmp_path: Path) -> None:
    geometry = b"\x01\xd9\xd0\xcb\x00\x03"
    old = {
        "language": "de",
        "pattern": "german",
        "back": cardart.BACKS[0],
        "speed": 300,
        "difficulty": "easy",
        "name": "Anna",
        "geometry": base64.b64encode(geometry).decode(),
    }
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(old))
    values, warnings = load_settings(path)
    assert warnings == []
    assert values["language"] == "de"
    assert values["patterns"] == {gid: "german" for gid in engine.GAMES}
    assert values["card_back"] == cardart.BACKS[0]
    assert values["animation_speed"] == "fast"  # 300 ms is nearest to "fast" (250 ms)
    assert values["default_difficulty"] == "easy"
    assert values["player_name"] == "Anna"
    assert values["window_geometry"] == geometry
    assert values["window_state"] == b""
    # Saving writes the current version; loading it again gives the same values.
    save_settings(path, values)
    assert json.loads(path.read_text())["version"] == settings_store.SETTINGS_VERSION
    assert load_settings(path) == (values, [])


def test_migrate_leaves_the_current_version_alone() -> None:
    doc = {"kartentisch": "settings", "version": 1, "settings": {"language": "pl"}}
    assert migrate(dict(doc)) == doc
    assert migrate({"version": 0, "speed": 0})["settings"] == {"animation_speed": "off"}


def test_a_bad_value_resets_that_key_only_with_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    good = {**DEFAULTS, "language": "de", "player_name": "Otto", "patterns": {"kaschlan": "german"}}
    save_settings(path, good)
    data = json.loads(path.read_text())
    data["settings"].update(
        {
            "animation_speed": 3,
            "default_difficulty": "godlike",
            "window_geometry": {"$bytes": "***not base64***"},
            "patterns": {"kaschlan": "psychedelic"},
        }
    )
    path.write_text(json.dumps(data))
    values, warnings = load_settings(path)
    assert values["language"] == "de" and values["player_name"] == "Otto"
    assert values["animation_speed"] == DEFAULTS["animation_speed"]
    assert values["default_difficulty"] == DEFAULTS["default_difficulty"]
    assert values["window_geometry"] == b""
    assert values["patterns"] == {}
    assert len(warnings) == 4
    joined = " ".join(warnings)
    for key in ("animation_speed", "default_difficulty", "window_geometry", "patterns"):
        assert f"The setting '{key}' had an unusable value" in joined
    assert "reset to its default" in warnings[0]
    assert path.exists() and corrupt_copies(tmp_path, "settings.json") == []


BAD_FILES = {
    "truncated": (b'{"kartentisch": "settings", "version": 1, "settings": {"lang', "cut off"),
    "empty": (b"", "is empty"),
    "binary": (bytes(range(256)), "binary"),
    "not JSON": (b"language = de\n", "not valid JSON"),
    "array": (b'["en", "de"]', "JSON list"),
    "future version": (
        b'{"kartentisch": "settings", "version": 7, "settings": {}}',
        "newer Kartentisch",
    ),
    "unknown version": (
        b'{"kartentisch": "settings", "version": "one", "settings": {}}',
        "unknown settings version",
    ),
    "another file": (b'{"kartentisch": "statistics", "version": 1}', "not a settings file"),
    "settings not an object": (
        b'{"kartentisch": "settings", "version": 1, "settings": [1]}',
        "lacks its settings",
    ),
    "nested": (b'{"kartentisch": "settings", "x": ' + b"[" * 3000 + b"]" * 3000 + b"}", "nested"),
}


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_bad_settings_file_is_reported_and_moved_aside(tmp_path: Path, kind: str) -> None:
    content, phrase = BAD_FILES[kind]
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    values, warnings = load_settings(path)
    assert values == DEFAULTS
    assert len(warnings) == 1 and phrase in warnings[0]
    assert warnings[0].startswith(f"The settings could not be used. The file {path} ")
    assert "The default settings are used." in warnings[0]
    (moved,) = corrupt_copies(tmp_path, "settings.json")
    assert moved.read_bytes() == content and moved.name in warnings[0]
    assert not path.exists()


def test_symlink_and_folder_in_place_of_the_settings(tmp_path: Path) -> None:
    target = tmp_path / "precious.txt"
    target.write_text("do not touch")
    path = tmp_path / "settings.json"
    path.symlink_to(target)
    values, warnings = load_settings(path)
    assert values == DEFAULTS and "symbolic link" in warnings[0]
    assert target.read_text() == "do not touch"
    path.mkdir()
    values, warnings = load_settings(path)
    assert values == DEFAULTS and "is a folder" in warnings[0]
    assert len(corrupt_copies(tmp_path, "settings.json")) == 2


def test_storage_never_raises_into_the_gui(tmp_path: Path) -> None:
    errors: list[str] = []
    blocked = tmp_path / "settings.json"
    blocked.mkdir()
    (blocked / "x").write_text("")
    storage = JsonSettingsStorage(blocked, on_error=errors.append)
    storage.save({**DEFAULTS, "language": "de"})
    assert len(errors) == 1 and "could not be saved" in errors[0]
    assert storage.warnings == errors


def test_qt_settings_persist_through_the_json_storage(tmp_path: Path) -> None:
    path = tmp_path / "config" / "settings.json"
    first = gui_settings.Settings(JsonSettingsStorage(path))
    first.set_language("pl")
    first.set_pattern("chapanka", "fourcolor")
    first.set_window_geometry(b"\x00\x01geometry")
    first.set("something_newer", {"kept": True})
    again = gui_settings.Settings(JsonSettingsStorage(path))
    assert again.language() == "pl"
    assert again.pattern("chapanka") == "fourcolor"
    assert again.pattern("bolachen") == "german"
    assert again.window_geometry() == b"\x00\x01geometry"
    assert again.get("something_newer") == {"kept": True}


def test_a_damaged_value_keeps_a_copy_of_the_original_before_the_next_write(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, {**DEFAULTS, "player_name": "Otto"})
    data = json.loads(path.read_text())
    data["settings"]["default_difficulty"] = "godlike"
    original = json.dumps(data)
    path.write_text(original)
    storage = JsonSettingsStorage(path)
    values = storage.load()
    assert corrupt_copies(tmp_path, "settings.json") == []  # reading alone changes nothing
    storage.save({**values, "language": "de"})
    (copy,) = corrupt_copies(tmp_path, "settings.json")
    assert copy.read_text() == original
    assert json.loads(path.read_text())["settings"]["language"] == "de"
    assert any(copy.name in w for w in storage.warnings)
    storage.save({**values, "language": "pl"})  # only the damaged original is kept
    assert corrupt_copies(tmp_path, "settings.json") == [copy]


LAST_GOOD = {
    "game": "kaschlan",
    "players": 3,
    "seed": 41,
    "options": {"kaschlan": {"pack": 52}, "bolachen": {"match_deals": 6}},
    "levels": ["easy", "strong"],
}


@pytest.mark.parametrize(
    ("damage", "kept"),
    [
        ({"game": "skat"}, {"seed", "options"}),
        ({"game": ["kaschlan"]}, {"seed", "options"}),
        ({"players": 99}, {"game", "seed", "options", "levels"}),
        ({"players": "3"}, {"game", "seed", "options", "levels"}),
        ({"seed": "abc"}, {"game", "players", "options", "levels"}),
        ({"seed": 10**30}, {"game", "players", "options", "levels"}),
        ({"seed": True}, {"game", "players", "options", "levels"}),
        ({"options": ["pack"]}, {"game", "players", "seed", "levels"}),
        ({"levels": "strong"}, {"game", "players", "seed", "options"}),
        ({"levels": ["godlike", None]}, {"game", "players", "seed", "options"}),
    ],
)
def test_each_field_of_the_last_new_game_is_checked(
    tmp_path: Path, damage: dict, kept: set[str]
) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, {**DEFAULTS, "last_new_game": {**LAST_GOOD, **damage}})
    values, warnings = load_settings(path)
    last = values["last_new_game"]
    assert set(last) == kept
    assert {k: LAST_GOOD[k] for k in kept} == last
    assert len(warnings) == 1 and "last_new_game" in warnings[0]


def test_bad_options_of_the_last_new_game_are_dropped_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    options = {"kaschlan": {"pack": 99, "coachman": True, "nonsense": 1}, "skat": {"x": 1}}
    save_settings(path, {**DEFAULTS, "last_new_game": {**LAST_GOOD, "options": options}})
    values, warnings = load_settings(path)
    assert values["last_new_game"]["options"] == {"kaschlan": {"coachman": True}}
    assert len(warnings) == 1


def test_the_new_game_dialog_opens_on_a_damaged_last_new_game(qtbot, tmp_path: Path) -> None:
    from gui.dialogs.new_game import NewGameDialog

    path = tmp_path / "settings.json"
    damaged = {"game": "kaschlan", "players": 3, "seed": "abc", "options": {"kaschlan": []}}
    save_settings(path, {**DEFAULTS, "last_new_game": damaged})
    settings = gui_settings.Settings(JsonSettingsStorage(path))
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    choices = dialog.choices()
    assert choices["game"] == "kaschlan" and choices["players"] == 3
    assert isinstance(choices["seed"], int)
