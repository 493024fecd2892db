"""The person's side of the table: clicks, drags, keys and panel buttons become actions.

Ties the scene, the view, the action panel and the controller together around a
:class:`HumanTurn`: it decides what each input means, keeps the selection and the keyboard
focus, paints the marks (playable, dimmed, selected, target, hint) and sends chosen actions to
the controller. A refused card gets the engine's own reason and its rule in a balloon beside
it on the table (and in the status bar). A finished trick the controller holds, or the last
trick shown again (L, a click on a trick pile), goes with the next click or key press, which
does nothing else: the input only dismisses it (the trick itself lives in
gui/table/trick_display.py, which follows the controller).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeyEvent

import engine
from gui import names, word_help
from gui.controller import engine_text
from gui.interaction import HumanTurn, Outcome, open_cards, parse, table_cards
from gui.panels import ActionPanel
from gui.status_line import StatusLine
from gui.table.balloon import RefusalBalloon, visible_span
from gui.table.layer import Marks, text_px
from gui.table.scene import TableScene
from gui.table.view import TableView
from gui.table_controller import TableController

#: Keys that are only held with another key: they put nothing away.
MODIFIER_KEYS = frozenset(
    {
        Qt.Key.Key_Shift,
        Qt.Key.Key_Control,
        Qt.Key.Key_Alt,
        Qt.Key.Key_Meta,
        Qt.Key.Key_AltGr,
        Qt.Key.Key_CapsLock,
    }
)


class TurnInput(QObject):
    def __init__(
        self,
        controller: TableController,
        scene: TableScene,
        panel: ActionPanel,
        status: Callable[[str], None],
        display: Callable[[], tuple[str, str]],
        seat_names: Callable[[], list[str]],
        status_line: StatusLine,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        #: The finished trick in the middle (it follows the controller's trick signals).
        self.tricks = scene.tricks
        self.panel = panel
        self.status = status
        self.display = display  # () -> (pattern, language)
        self.seat_names = seat_names
        self.turn: HumanTurn | None = None
        self.obs: engine.Observation | None = None
        self.focus: str | None = None
        self.hinted: set[str] = set()
        self.hint_action = ""
        #: The hand cards the hint picked up for the person (see :meth:`on_hint`).
        self.hint_pick: list[str] = []
        #: Where the hint's line stays for as long as it holds (other messages fade after a
        #: while); it is taken off again with the turn it was for.
        self.status_line = status_line
        #: The hint's status line, withdrawn with the turn it was for: its "Enter plays it"
        #: holds only while :attr:`hint_action` does.
        self.hint_message = ""
        #: The card the person last tried (clicked, dropped, picked by key): where a refusal's
        #: balloon points.
        self.tried: str | None = None
        #: Whether the input being handled came from the keyboard (see :meth:`handle`).
        self.by_key = False
        self.balloon = RefusalBalloon()
        scene.addItem(self.balloon)
        self.balloon.rule_clicked.connect(self._open_rule)
        controller.refused.connect(self.on_refused)
        controller.state_changed.connect(self.on_state)
        controller.bot_thinking.connect(self.on_thinking)
        controller.hint_ready.connect(self.on_hint)
        # The released trick has gone from the table (the display follows the controller and
        # heard it first): the prompt says what comes next.
        controller.trick_released.connect(self.refresh)
        scene.dismissed.connect(self.dismiss)
        scene.last_trick_requested.connect(self.show_last_trick)
        scene.card_clicked.connect(self.on_card_clicked)
        scene.card_dropped.connect(self.on_card_dropped)
        views = scene.views()
        panel.focus_home = views[0] if views else None
        for view in views:
            if isinstance(view, TableView):
                view.tabbed_in.connect(self.on_tabbed_in)
        panel.action_chosen.connect(self.choose)
        panel.confirm_requested.connect(self.confirm)
        panel.clear_requested.connect(self.clear_selection)

    # --- state --------------------------------------------------------------------------------

    def on_state(self, obs: engine.Observation) -> None:
        self.balloon.dismiss()
        before = (self.obs.get("hand") if self.obs else None) or []
        self.obs = obs
        self.hinted = set()
        self.hint_action = ""
        self.hint_pick = []
        self.status_line.withdraw(self.hint_message)
        self.hint_message = ""
        if self.controller.is_human_turn():
            self.turn = HumanTurn(
                self.controller.legal_texts(),
                obs.get("hand") or [],
                table_cards(obs),
                open_cards(obs),
            )
        else:
            self.turn = None
        # A card that left the hand (played, given away) takes no keyboard focus along, not
        # even when it is now a table card to beat (Kaschlan: the defender's own addition).
        hand = obs.get("hand") or []
        if obs.get("deal_over"):
            self.focus = None  # nothing left to pick: no frame over the result
        elif self.focus not in hand and (
            self.focus in before or self.turn is None or self.focus not in self.turn.targets()
        ):
            self.focus = None
        self.scene.set_observation(obs)
        if self.turn is not None:
            self.scene.set_thinking(None)
        self.refresh()

    def on_thinking(self, seat: int) -> None:
        self.scene.set_thinking(seat)
        self.refresh()

    def game(self) -> str:
        """The id of the game at the table, whose vocabulary words the prompts and buttons."""
        spec = self.controller.spec
        return spec.id if spec is not None else ""

    def prompt_verb(self) -> str:
        """The move the prompt asks for (the first possible one in the vocabulary's order)."""
        turn = self.turn
        if turn is None:
            return ""
        verbs = {p.verb for p in turn.legal}
        game = self.game()
        for verb in names.prompt_order(game):
            if verb in verbs and names.verb_prompt(game, verb, verb in turn.multi_verbs):
                return verb
        return ""

    def prompt(self) -> str:
        caption = self.caption(full=False)
        if caption:
            return caption
        turn, obs = self.turn, self.obs
        if turn is None:
            seat = self.controller.thinking_seat
            names_ = self.seat_names()
            if obs is not None and obs.get("is_over"):
                return self.tr("The match is over.")
            if obs is not None and obs.get("deal_over"):
                return self.tr("The deal is over.")
            if seat is not None and seat < len(names_):
                if self.controller.waits_for_person(seat):
                    return self.tr("{name}: waiting for a friend to join").format(name=names_[seat])
                return self.tr("{name} is thinking…").format(name=names_[seat])
            return ""
        # Exactly the moves that are possible: a prompt naming one that is not ("Bid or
        # pass." where no pass was allowed) sent the person looking for a missing button.
        what = names.turn_prompt(self.game(), {p.verb for p in turn.legal}, turn.multi_verbs)
        if what:
            return self.tr("Your turn: {what}").format(what=what)
        return self.tr("Your turn.")

    def refresh(self) -> None:
        turn = self.turn
        pattern, language = self.display()
        marks = Marks()
        if turn is not None:
            marks.human_turn = True
            marks.dim_unplayable = turn.has_card_actions
            marks.playable = {c for c in turn.hand if turn.playable(c)}
            marks.targets = set(turn.targets())
            marks.selected = list(turn.selection)
            marks.target = turn.target
        marks.focused = self.focus
        marks.hinted = set(self.hinted)
        self.scene.set_marks(marks)
        text = self.prompt()
        self.scene.set_prompt(text)
        # The prompt explains the move it asks for (tooltip, right-click to its rule).
        verb = self.prompt_verb()
        entries = [("move", verb)] if verb else []
        word_help.attach_item(self.scene.prompt, self.game(), entries, language)
        panel_text = text
        caption = self.caption()
        if caption:
            panel_text = caption  # who took it, and that a click or key goes on
        elif turn is not None:
            panel_text = self.tr(
                "Keys: ← → or 1–9 pick a card, Space selects, Enter plays; Alt+1… the buttons."
            )
        self.panel.show_turn(turn, panel_text, pattern, language, self.game())

    # --- finished tricks ----------------------------------------------------------------------

    def caption(self, full: bool = True) -> str:
        """The held or re-shown trick in words (see ``TrickDisplay.caption``), else ""."""
        return self.tricks.caption(self.scene.seat_names, self.scene.me, full)

    def dismiss(self) -> None:
        """The person has read the trick in the middle: the last trick shown again goes back
        to the game, a held trick is acknowledged (and the bots play on)."""
        if self.tricks.dismiss():
            self.refresh()

    def show_last_trick(self) -> None:
        """L or a click on a trick pile: the last complete trick, who played what and who
        took it, until the next click or key (pressed again: back to the game)."""
        if self.tricks.again is not None or self.controller.held is not None:
            self.dismiss()
        elif self.tricks.show_last(self.scene.obs or {}):
            self.refresh()
        else:
            self.status(self.tr("No trick has been completed in this deal yet."))

    # --- inputs -------------------------------------------------------------------------------

    def on_card_clicked(self, code: str, zone: str) -> None:
        self.balloon.dismiss()
        self.tried = code
        if self.turn is None:
            if zone == "hand":
                self.status(self.tr("Please wait: it is not your turn."))
            return
        picked = code in self.turn.selection
        outcome = self.turn.click_hand(code) if zone == "hand" else self.turn.click_table(code)
        if zone == "hand":
            # The keys go on from the card the mouse chose. A card the mouse put back is no
            # such card: framed, Enter would pick it up again where the person meant to play
            # what stays picked.
            self.focus = None if picked and code not in self.turn.selection else code
        self.handle(outcome)

    def on_card_dropped(self, code: str, target: str) -> None:
        self.balloon.dismiss()
        self.tried = code
        if self.turn is None:
            return
        self.handle(self.turn.drop_on_table(code, target or None))

    def choose(self, text: str) -> None:
        if text:
            self.controller.play(text)

    def confirm(self, verb: str = "") -> None:
        if self.turn is not None:
            self.handle(self.turn.confirm(verb or None))

    def clear_selection(self) -> None:
        if self.turn is not None:
            self.turn.clear()
            self.refresh()

    def handle(self, outcome: Outcome) -> None:
        pattern, language = self.display()
        if outcome.kind == "illegal" and self.turn is not None and not self.turn.card_actions:
            # A card tried while the decision is a bid or a button: the engine would answer
            # in its command words ("say 'claim' or 'pass'"); say what is asked instead.
            verb = self.prompt_verb()
            asked = names.verb_prompt(self.game(), verb) if verb else ""
            message = self.tr("No card is played now. {asked}").format(asked=asked).strip()
            self.status(message)
            self.on_refused(outcome.action, message, verb)
            return
        if outcome.kind in ("apply", "illegal"):
            if self.turn is not None and outcome.kind == "apply":
                self.turn.clear()
            self.controller.play(outcome.action)
            return
        if outcome.kind == "choose":
            self.status(
                self.tr("Choose: {options}").format(
                    options=" | ".join(
                        names.action_label(self.game(), t, pattern, language)
                        for t in outcome.candidates
                    )
                )
            )
        self.refresh()
        if outcome.kind == "choose" and self.by_key:
            # Keys picked a card with two meanings: the keys choose between them too.
            self.panel.focus_choice()

    def on_refused(self, action: str, message: str, rule_verb: str = "") -> None:
        """The balloon beside the tried card (else the action's last card on the table):
        the engine's reason and the name of the rule of the move that was refused (or of
        ``rule_verb``, the move asked for instead)."""
        cards = [w for w in action.split()[1:] if self.scene.item(w) is not None]
        code = self.tried if self.tried in cards or not cards else cards[-1]
        item = self.scene.item(code) if code else None
        if item is None or not item.isVisible():
            return
        verb = rule_verb or (action.split()[0] if action else "")
        move = names.vocabulary(self.game()).move(verb) if verb else None
        rule = move.rule if move is not None else ""
        label = word_help.rule_label(rule)
        rule_text = self.tr("{rule} — click to read it").format(rule=label) if label else ""
        rect = item.sceneBoundingRect()
        covers = [
            other.sceneBoundingRect()
            for other in self.scene.cards.values()
            if other is not item and other.isVisible() and other.zValue() > item.zValue()
        ]
        self.balloon.show_at(
            rect,
            self.scene.sceneRect(),
            message,
            rule,
            rule_text,
            text_px(self.scene.geo) * 1.1,
            [self.scene.prompt.sceneBoundingRect()] if self.scene.prompt.isVisible() else [],
            visible_span(rect, covers),
        )

    def _open_rule(self, rule: str) -> None:
        views = self.scene.views()
        word_help.open_rules(rule, views[0] if views else None)

    def on_hint(self, text: str, reason: Any) -> None:
        if self.turn is None:
            return
        pattern, language = self.display()
        self.hint_action = text
        advised = parse(text)
        self.hinted = set(advised.cards)
        turn = self.turn
        if advised.verb in turn.multi_verbs and not turn.selection and turn.target is None:
            # Cards chosen by selection (Kaschlan's attack of two tens): the coach's cards are
            # picked up as the person would pick them, so the move's button is live at once;
            # framed but not picked, they looked chosen while the button stayed grey. Not
            # over cards the person has picked already (learn mode's advice comes unasked).
            self.hint_pick = [c for c in advised.cards if c in turn.hand]
            turn.choices = []
            turn.selection = list(self.hint_pick)
        # The coach's frame and the keyboard's are two things: with the hint the keyboard's
        # frame goes, and Enter plays the advised move (an arrow or number key brings the
        # keyboard's frame back, and Enter then plays that card).
        self.focus = None
        label = names.action_label(self.game(), text, pattern, language)
        reason = engine_text(reason, self.game(), pattern, language)
        self.hint_message = (
            self.tr("Hint: {action} (Enter plays it). {reason}")
            .format(action=label, reason=reason)
            .strip()
        )
        # Until the turn ends, not a few seconds (other messages fade): the person reads the
        # reason while deciding, and the frame it explains stays as long.
        self.status_line.showMessage(self.hint_message)
        self.refresh()

    def hint_is_picked(self) -> bool:
        """Whether the selection is still the cards the hint picked up: Enter then plays the
        advised move itself."""
        turn = self.turn
        return (
            turn is not None
            and bool(self.hint_pick)
            and turn.target is None
            and sorted(turn.selection) == sorted(self.hint_pick)
        )

    # --- keyboard -----------------------------------------------------------------------------

    def on_tabbed_in(self) -> None:
        """Tab onto the table on the person's turn: the keyboard's frame goes on the first card
        they may play, so the focus is seen where the keys will act (Enter plays that card).
        Not over the coach's hint, whose frame Enter plays, nor over a card already framed."""
        turn = self.turn
        if turn is None or self.focus is not None or self.hinted:
            return
        first = next((c for c in turn.hand if turn.playable(c)), None)
        if first is not None:
            self.focus = first
            self.refresh()

    def on_key(self, event: QKeyEvent) -> None:
        """Arrows / number keys move the focus over the hand (Up/Down: table cards), Space
        selects, Enter plays the focused card or confirms the selection (a card with two
        meanings hands the keyboard to their buttons), Esc clears."""
        self.by_key = True
        try:
            self._on_key(event)
        finally:
            self.by_key = False

    def _on_key(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.balloon.isVisible():
            self.balloon.dismiss()
        if self.tricks.again is not None or self.controller.held is not None:
            # Held down, the key that played the trick's last card repeats: that is no sign
            # the person has read the trick. A fresh press is; it does nothing else.
            view = next((v for v in self.scene.views() if isinstance(v, TableView)), None)
            repeat = view.is_repeat(event) if view is not None else event.isAutoRepeat()
            if not repeat and key not in MODIFIER_KEYS:
                self.dismiss()
            event.accept()
            return
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key == Qt.Key.Key_L and plain:
            self.show_last_trick()
            event.accept()
            return
        hand = list((self.obs.get("hand") if self.obs else None) or [])
        targets = self.turn.targets() if self.turn else []
        ring = hand if self.focus not in targets else targets
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            if ring:
                i = ring.index(self.focus) if self.focus is not None and self.focus in ring else -1
                step = 1 if key == Qt.Key.Key_Right else -1
                self.focus = ring[(i + step) % len(ring)] if i >= 0 else ring[0 if step > 0 else -1]
                self.refresh()
            event.accept()
        elif key == Qt.Key.Key_Up and targets:
            self.focus = targets[0]
            self.refresh()
            event.accept()
        elif key == Qt.Key.Key_Down and hand:
            self.focus = hand[0]
            self.refresh()
            event.accept()
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9 or key == Qt.Key.Key_0:
            n = 10 if key == Qt.Key.Key_0 else key - Qt.Key.Key_0
            if n <= len(hand) and not event.modifiers() & Qt.KeyboardModifier.AltModifier:
                self.focus = hand[n - 1]
                self.refresh()
                event.accept()
        elif key == Qt.Key.Key_Space and self.turn is not None and self.focus:
            if self.focus in hand:
                self.handle(self.turn.toggle(self.focus))
            else:
                self.handle(self.turn.click_table(self.focus))
            event.accept()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.turn is not None:
            if self.focus is None and self.hint_is_picked():
                self.controller.play(self.hint_action)  # exactly the advised move
            elif self.turn.selection or self.turn.target:
                if (
                    self.focus
                    and self.focus not in self.turn.selection
                    and self.focus != self.turn.target
                ):
                    self.on_card_clicked(self.focus, "hand" if self.focus in hand else "table")
                else:
                    self.confirm()
            elif self.focus:
                self.on_card_clicked(self.focus, "hand" if self.focus in hand else "table")
            elif self.hint_action in self.controller.legal_texts():
                self.controller.play(self.hint_action)  # what the coach's frame promises
            else:
                # Nothing framed (the last framed card was played): Enter shows which card it
                # would play, and the next Enter plays it; it never plays an unseen pick.
                self.on_tabbed_in()
            event.accept()
        elif key == Qt.Key.Key_Escape and self.turn is not None:
            self.clear_selection()
            event.accept()
