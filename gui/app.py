"""Entry point: ``kartentisch [--game ID --players N --seed S --option k=v … --bots LEVEL]
[--screenshot FILE]``.

Without arguments the window opens with the last game's set-up (or the new-game dialog's
defaults). With ``--screenshot`` the window is rendered once the first frame is complete —
bots have reached the person's turn, cards are rendered, animations are done — and saved to
FILE; the process then exits with 0 (used by tests, docs and the packaging smoke test).
"""

from __future__ import annotations

import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from gui.collector import GuiThreadCollector
from gui.command_line import Arguments, check_set_up, options_of, parse_args

if TYPE_CHECKING:  # the window's modules load after the QApplication exists (main)
    import engine
    from gui.main_window import MainWindow
    from gui.net.home import Home
    from gui.persistence import Persistence
    from gui.table_controller import TableController
    from gui.window_hooks import WindowHooks

START = time.perf_counter()
#: The freedesktop id: names the .desktop file, the AppStream entry and the themed icon.
APP_ID = "de.kartentisch.Kartentisch"
WINDOW_ICON = Path(__file__).with_name("resources") / f"{APP_ID}.png"


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)  # exits 2 on a bad value
    if args.screenshot and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        # A screenshot needs no screen: render offscreen on a headless machine.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("Kartentisch")
    app.setOrganizationName("Kartentisch")
    # Wayland's app id and X11's window class must name the .desktop file, or the desktop
    # shows a generic icon in the task bar.
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon.fromTheme(APP_ID, QIcon(str(WINDOW_ICON))))
    collector = GuiThreadCollector()  # Qt objects are freed on the GUI thread only
    try:
        return _open(app, args)
    finally:
        collector.stop()  # a caller in the same process (a test) gets Python's own back


def _open(app: QApplication, args: Arguments) -> int:
    """Open the window the command line asks for and run it; the exit status."""
    import engine
    from gui.fonts import register_fonts
    from gui.language import Language, install_before_settings, start_language
    from gui.main_window import MainWindow
    from gui.net.home import Home
    from gui.net.menu import NetworkMenu
    from gui.packs import pattern_fits_game
    from gui.persistence import Persistence, user_settings_storage
    from gui.pixmaps import CardPixmaps
    from gui.responsiveness import share_the_interpreter
    from gui.settings import Settings
    from gui.storage.paths import UserPaths

    share_the_interpreter()
    register_fonts(app)
    # Per-user files; a screenshot run reads the settings but writes nothing of the user's.
    paths = UserPaths.default()
    # A newcomer has no settings file yet (the language chosen below writes it).
    newcomer = not os.path.lexists(paths.settings_path)
    install_before_settings(app, paths.settings_path, args.language)
    storage = user_settings_storage(paths, read_only=bool(args.screenshot))
    settings = Settings(storage)
    start_language(settings)  # the first start follows the system's language
    with storage.for_this_run():  # command-line choices are not saved as the user's own
        if args.speed:
            settings.set_animation_speed(args.speed)
        elif args.screenshot:
            settings.set_animation_speed("off")
        if args.back:
            settings.set_card_back(args.back)
        if args.language:
            settings.set_language(args.language)
        if args.name:
            settings.set_player_name(args.name)
    last = settings.last_new_game()
    game_id = args.game or last.get("game") or (engine.GAMES[0] if engine.GAMES else None)
    if game_id is None:
        print("kartentisch: no game is installed", file=sys.stderr)
        return 1
    options = options_of(args)
    # Before any window: a value that does not fit the game ends the program here.
    players = check_set_up(game_id, args.players, options, args.pattern)
    spec = engine.game(game_id)
    Language(app, settings, parent=app)  # installs the catalogs; follows the setting live
    window = MainWindow(settings, pixmaps=CardPixmaps(paths.card_cache_dir))
    persistence = Persistence(
        window.hooks, paths, storage, autosave=not args.screenshot, interactive=not args.screenshot
    )
    window.use_storage(persistence)  # Game ▸ Open, Save, Resume, Statistics…
    home = Home(window.hooks, persistence)
    window.place(NetworkMenu(home).menu_entries())  # Game ▸ Host table…, Join table…
    if args.size:
        window.resize(*args.size)
    window.show()

    if args.pattern:
        with storage.for_this_run():
            settings.set_pattern(spec.id, args.pattern)
    if args.host or args.join:
        if args.pattern:  # the table's game is the host's: the pattern for every game
            with storage.for_this_run():
                for gid in engine.GAMES:
                    if pattern_fits_game(args.pattern, gid, None, None):
                        settings.set_pattern(gid, args.pattern)
        return _network_table(app, home, args)
    seed = args.seed if args.seed is not None else random.randrange(1, 100000)
    levels = args.bots or settings.default_difficulty()
    errors: list[str] = []
    window.controller.error.connect(errors.append)
    # A seat kept at a network table (the program ended while the person sat there) is
    # offered back first; the local table then starts quietly behind it.
    returned = not args.game and offer_kept_seat(home)
    open_table(
        window.hooks,
        persistence,
        newcomer=newcomer,
        asked=bool(args.game or args.screenshot or returned),
        start_default=lambda: start_match(window, spec.id, players, options, seed, levels),
    )
    if not window.controller.has_match():
        print(f"kartentisch: {errors[-1] if errors else 'cannot start the game'}", file=sys.stderr)
        return 2
    if args.moves:
        autoplay(window.controller, args.moves, seed)
    if args.screenshot:
        return _screenshot(
            app, window, args.screenshot, args.timeout, bool(args.moves), args.view or ""
        )
    view = args.view
    if view:
        QTimer.singleShot(0, lambda: window.learning.open_view(view))
    return app.exec()


def open_table(
    hooks: WindowHooks,
    persistence: Persistence,
    *,
    newcomer: bool,
    asked: bool,
    start_default: Callable[[], None],
) -> str:
    """What the table shows at start, and how it came there: ``"resumed"`` (the unfinished
    match, if the person wants it), ``"start screen"`` (a newcomer chose a game to learn or
    play), ``"empty"`` (a newcomer closed the start screen: no game nobody chose, the start
    screen a menu away) or ``"default"`` (the last game's set-up, or the one the command line
    ``asked``).

    Why a newcomer gets the start screen: dropped into a running deal of a game never heard of,
    with learn mode off, he learns nothing, not even that learn mode exists. A returning user
    still gets his unfinished match first, as before.
    """
    if not asked and persistence.offer_resume():
        return "resumed"
    if newcomer and not asked:
        if hooks.show_start_screen():
            return "start screen"
        hooks.show_no_game()
        return "empty"
    start_default()
    return "default"


def start_match(
    window: MainWindow,
    game: str,
    players: int,
    options: dict[str, Any],
    seed: int,
    levels: Sequence[str | None] | str | None,
) -> None:
    """The program's start on the asked or last set-up, in learn mode as the person left it
    for ``game``: the Learn tab's box and Game ▸ New remember it, so a learner who quit in
    learn mode comes back to it. Switched before the match starts, so the coach's worker for
    the advice starts with it."""
    window.learning.set_learn_mode(window.settings.learn_game(game))
    window.controller.new_game(game, players, options, seed, levels)


def offer_kept_seat(home: Home) -> bool:
    """ "Return to the table at ADDRESS (game, seat)?" when a seat is kept from a network
    table (gui/net/keeping.py); True if the person went back to it."""
    kept = home.kept_seats()
    if kept is None or not kept.all():
        return False
    from gui.net.hosting import offer_return  # the network table loads only when needed

    return offer_return(home) is not None


def autoplay(c: TableController, moves: int, seed: int) -> list[int]:
    """Make the person's first ``moves`` decisions at random (docs screenshots, smoke tests)
    on a controller (a network table's too); the moves still to make, in a list that counts
    down."""
    rng = random.Random(seed)
    left = [moves]

    def step() -> None:
        if left[0] <= 0 or not c.is_human_turn():
            return
        left[0] -= 1
        c.play(rng.choice(c.legal_texts()))

    def seen() -> None:
        # The person reads each finished trick and goes on; after the last move the trick
        # stays held, as it would for them, so the screenshot shows it.
        if left[0] > 0:
            c.acknowledge()

    c.state_changed.connect(lambda _obs: QTimer.singleShot(0, step))
    c.trick_held.connect(lambda _effect: QTimer.singleShot(0, seen))
    QTimer.singleShot(0, step)
    return left


def _network_table(app: QApplication, home: Home, args: Arguments) -> int:
    """``--host`` or ``--join``: the network table instead of a local one. The host prints
    each open seat's code (a test reads it and starts the joiner with it). With
    ``--screenshot`` the table's window is saved once the first deal is over (``--moves``
    plays the person's decisions) and the program ends."""
    from gui.net.addresses import DEFAULT_PORT
    from gui.net.hosting import host, join_now
    from gui.net.seats import SeatChoice

    failed: list[str] = []
    if args.host:
        game, players, seats = args.host
        choices = [SeatChoice(kind, level) for kind, level in seats]
        port = DEFAULT_PORT if args.port is None else args.port
        net = host(home, game, players, {}, choices, port)
        if net is None or net.hosting is None:
            print("kartentisch: the table could not be opened", file=sys.stderr)
            return 2
        print(f"port {net.hosting.port}", flush=True)
        for seat, code in sorted(net.hosting.codes.items()):
            print(f"seat {seat + 1} {code}", flush=True)
        controller = net.remote
        opened = [net]
    else:
        assert args.join is not None  # main() comes here with --host or --join
        address, code = args.join
        opened = []
        controller = join_now(home, address, code, opened=opened.append)

        def refused(_code: str, text: str) -> None:
            print(f"kartentisch: {text}", file=sys.stderr)
            failed.append(text)
            app.exit(2)

        controller.join_failed.connect(refused)
    left = autoplay(controller, args.moves, args.seed or 1) if args.moves else [0]
    if not args.screenshot:
        return app.exec()
    deadline = time.perf_counter() + args.timeout
    stable = 0
    while time.perf_counter() < deadline and not failed:
        app.processEvents()
        net_window = opened[0] if opened else None
        # The deal's end, or (fewer --moves than the deal needs) the person's next turn.
        resting = bool(controller.results) or (
            bool(args.moves) and left[0] <= 0 and controller.is_human_turn()
        )
        settled = resting and net_window is not None and home.hooks.pixmaps.is_idle()
        stable = stable + 1 if settled else 0
        if stable >= 5:
            break
        time.sleep(0.01)
    net_window = opened[0] if opened else None
    if failed or net_window is None:
        return 2
    net_window.scene.finish_animations()
    for _ in range(5):
        app.processEvents()
    home.hooks.pixmaps.wait(20000)
    app.processEvents()
    ok = net_window.grab().save(args.screenshot, "PNG")
    done = bool(controller.results) or (bool(args.moves) and left[0] <= 0)
    if not done:
        # What the table waited for, so a run that timed out can be read afterwards.
        waiting = "the person" if controller.is_human_turn() else "another seat"
        print(
            f"kartentisch: no end of the deal within {args.timeout:g} s; waiting for"
            f" {waiting}; legal: {' | '.join(controller.legal_texts()) or '-'}",
            file=sys.stderr,
        )
    net_window.leave()
    net_window.close()
    home.hooks.window.close()
    if not ok:
        print(f"kartentisch: cannot write {args.screenshot}", file=sys.stderr)
        return 1
    return 0 if done else 3


def _nobody_to_move(obs: engine.Observation | None) -> bool:
    """No match on the table, or nobody is to move in it (a deal or the match is over)."""
    return obs is None or obs["current_player"] is None


def _settle_cards(app: QApplication, window: MainWindow, deadline: float) -> None:
    """Render until no card is asked for any more: a view redraws when its pictures arrive,
    and may ask for more then (the puzzle view's hand after its move icons), so one wait is
    not enough; the grab comes after a few turns with nothing pending."""
    stable = 0
    while stable < 3 and time.perf_counter() < deadline + 20.0:
        app.processEvents()
        window.pixmaps.wait(20000)
        app.processEvents()
        stable = stable + 1 if window.pixmaps.is_idle() else 0


def _screenshot(
    app: QApplication, window: MainWindow, path: str, timeout: float, moving: bool, view: str = ""
) -> int:
    """Wait until the table is at rest and every card is drawn, then grab the window (or the
    window of ``view``: the deal review opens in its own)."""
    c = window.controller
    deadline = time.perf_counter() + timeout
    stable = 0
    while time.perf_counter() < deadline:
        app.processEvents()
        settled = (
            c.thinking_seat is None
            and (c.is_human_turn() or _nobody_to_move(c.observation()) or c.held is not None)
            and window.pixmaps.is_idle()
            and not window.scene.is_animating()
        )
        stable = stable + 1 if settled else 0
        if stable >= 5:
            break
        time.sleep(0.01)
    window.scene.finish_animations()
    app.processEvents()
    window.pixmaps.wait(20000)
    app.processEvents()
    target = window.learning.open_view(view) if view else window
    _settle_cards(app, window, deadline)
    image = target.grab()
    ok = image.save(path, "PNG")
    c.shutdown()
    window.learning.shutdown()
    window.close()
    if not ok:
        print(f"kartentisch: cannot write {path}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
