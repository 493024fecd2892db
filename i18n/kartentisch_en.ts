<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Select the cards first, then confirm.</source>
        <extracomment>Where the keyboard focus goes when the strip's last button disappears (the table).</extracomment>
        <translation>Select the cards first, then confirm.</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>Clear selection</translation>
    </message>
    <message>
        <source>Shortcut: Alt+{n}</source>
        <translation>Shortcut: Alt+{n}</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>This match is not being kept: it could not be saved automatically, so it cannot be resumed after the program ends. {error} It is tried again after every move.</source>
        <extracomment>Called (on the worker thread) when a file that failed is written again. Files whose last write failed: a failure is told once, not after every move. file -&gt; (kind, document); a dict keeps the order the files were first asked for.</extracomment>
        <translation>This match is not being kept: it could not be saved automatically, so it cannot be resumed after the program ends. {error} It is tried again after every move.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>The only possible move</source>
        <translation>The only possible move</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Best move</translation>
    </message>
    <message>
        <source>As good as the best, as far as can be told</source>
        <translation>As good as the best, as far as can be told</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Inaccuracy</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Mistake</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Blunder</translation>
    </message>
    <message>
        <source>You followed the advice given during play, from {few} sampled deals. With more deals looked at ({many}), {best} comes out better.</source>
        <translation>You followed the advice given during play, from {few} sampled deals. With more deals looked at ({many}), {best} comes out better.</translation>
    </message>
    <message>
        <source>During play, from {few} sampled deals, the coach advised {advised}. With more deals looked at ({many}), {best} comes out better.</source>
        <translation>During play, from {few} sampled deals, the coach advised {advised}. With more deals looked at ({many}), {best} comes out better.</translation>
    </message>
    <message>
        <source>During play, from {few} sampled deals, this move looked as good as the best. With more deals looked at ({many}), {best} comes out better.</source>
        <translation>During play, from {few} sampled deals, this move looked as good as the best. With more deals looked at ({many}), {best} comes out better.</translation>
    </message>
    <message>
        <source>During play, from {few} sampled deals, this move looked worse. With more deals looked at ({many}), it is as good as the best after all.</source>
        <translation>During play, from {few} sampled deals, this move looked worse. With more deals looked at ({many}), it is as good as the best after all.</translation>
    </message>
</context>
<context>
    <name>DealResultPanel</name>
    <message>
        <source>The match is over</source>
        <extracomment>A tight result panel (:meth:`DealResultPanel.set_compact`): pixels of air in a row of the table, between the lines and around them. What the panel shows grew or shrank after it was placed (the coach's par arrived). "Row: what it counts" for each row of the table, in plain words. Par and accuracy of the deal, filled by the coach (gui/coach/training.py). Why the deal scored as it did (gui/result_reasons.py): kept at every size, since the figures alone ("0 : 0" after a tie) read as nonsense. A widget outside the panel whose plain Enter presses the Next button while the panel is up (the table under it: gui/result_overlay.py); the frame is drawn there too. Elsewhere (the score sheet, the move log) no button is framed: Enter there presses nothing of the panel's. Short of room on a small table: the explanation and detail lines only as tooltips. Compact, but the legend (each row's meaning) still shown under the figures. (key, timestamp) of the last key release the Next button saw (see eventFilter). Learn mode's guided series goes on with its next lesson (gui/learning.py). The words of the button once the match is over, asked again at each language switch; None: "New game…". A network table's window deals the host's next match at the table there, or leaves it (gui/net/network_window.py).</extracomment>
        <translation>The match is over</translation>
    </message>
    <message>
        <source>Result of deal {n}</source>
        <translation>Result of deal {n}</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Winner: {names}</translation>
    </message>
    <message>
        <source>Lower totals are better.</source>
        <translation>Lower totals are better.</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>This deal</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>What each won or lost in this deal.</source>
        <translation>What each won or lost in this deal.</translation>
    </message>
    <message>
        <source>The match standing after this deal.</source>
        <translation>The match standing after this deal.</translation>
    </message>
    <message>
        <source>{row}: {meaning}</source>
        <translation>{row}: {meaning}</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Next lesson</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Next deal</translation>
    </message>
    <message>
        <source>Review deal…</source>
        <translation>Review deal…</translation>
    </message>
</context>
<context>
    <name>DockTabs</name>
    <message>
        <source>Side panels</source>
        <translation>Side panels</translation>
    </message>
</context>
<context>
    <name>ForcedMoves</name>
    <message>
        <source>Only possible move: {move}</source>
        <extracomment>How long the forced move is announced before it is made, in milliseconds: long enough to read a short line, short enough not to feel like waiting. A decision: the match, the moves that led to it and its one possible move. The action text of a forced move, just before it is made. The position announced: (match id, the moves made so far, the one move). Positions whose forced move was made for the person (see module docstring).</extracomment>
        <translation>Only possible move: {move}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Start a new game first.</source>
        <extracomment>Each seat's bot seed when a resumed save names them; empty: the default seeds. Bot searches running in the pool, a stale match's included (see :attr:`searching`).</extracomment>
        <translation>Start a new game first.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>The match is over.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>The deal is over.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Please wait: it is not your turn.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nothing to undo.</translation>
    </message>
    <message>
        <source>A hint is only available on your turn.</source>
        <translation>A hint is only available on your turn.</translation>
    </message>
    <message>
        <source>The computer player cannot move: {reason}</source>
        <translation>The computer player cannot move: {reason}</translation>
    </message>
    <message>
        <source>The computer player failed: {reason}</source>
        <translation>The computer player failed: {reason}</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Learn this game</source>
        <extracomment>Logical width of one card of a fan, in pixels: wide enough for the engraved figures (narrower cards are drawn in the small-card mode, a panel with the suit sign). Logical width of a game's tile: five side by side fit a 1024-pixel-wide screen. Degrees between two cards of a fan.</extracomment>
        <translation>Learn this game</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Guided deals that show the rules one or two at a time; every decision is explained.</source>
        <translation>Guided deals that show the rules one or two at a time; every decision is explained.</translation>
    </message>
    <message>
        <source>Choose the players and opponents, then play a match.</source>
        <translation>Choose the players and opponents, then play a match.</translation>
    </message>
    <message>
        <source>Learn {game}</source>
        <translation>Learn {game}</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>Play {game}</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <source>A friend (open seat)</source>
        <extracomment>The value of a seat combo that leaves the seat open for a friend.</extracomment>
        <translation>A friend (open seat)</translation>
    </message>
    <message>
        <source>Bot: {level}</source>
        <translation>Bot: {level}</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Seat {n}:</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Host a table</translation>
    </message>
    <message>
        <source>Seats (you sit at seat 1)</source>
        <translation>Seats (you sit at seat 1)</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Network</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Friends in your home network join at this computer's address and this port. Friends elsewhere need this port forwarded to this computer in your router, and your firewall must let it through.</source>
        <translation>Friends in your home network join at this computer's address and this port. Friends elsewhere need this port forwarded to this computer in your router, and your firewall must let it through.</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <source>Back to the table?</source>
        <translation>Back to the table?</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
    <message>
        <source>Forget this table</source>
        <translation>Forget this table</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Open the table</translation>
    </message>
    <message>
        <source>Return to the table</source>
        <translation>Return to the table</translation>
    </message>
    <message>
        <source>The table could not be opened</source>
        <translation>The table could not be opened</translation>
    </message>
    <message>
        <source>The table you hosted is no longer in your data folder.</source>
        <translation>The table you hosted is no longer in your data folder.</translation>
    </message>
    <message>
        <source>Port {port} cannot be used: {error}. Choose another port.</source>
        <translation>Port {port} cannot be used: {error}. Choose another port.</translation>
    </message>
</context>
<context>
    <name>InvitationDialog</name>
    <message>
        <source>Invitation</source>
        <translation>Invitation</translation>
    </message>
    <message>
        <source>Give each friend the address and one code: in Kartentisch they choose Game ▸ Join table… and type both. Each code seats one friend, once.</source>
        <extracomment>Per seat: the code's label and its Copy button (a new code replaces their text).</extracomment>
        <translation>Give each friend the address and one code: in Kartentisch they choose Game ▸ Join table… and type both. Each code seats one friend, once.</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Address:</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Seat {n}:</translation>
    </message>
    <message>
        <source>New code for seat {n}</source>
        <translation>New code for seat {n}</translation>
    </message>
    <message>
        <source>A new code for this seat: the old code, and the seat of whoever sat here, stop working. A bot plays the seat until the code is used.</source>
        <translation>A new code for this seat: the old code, and the seat of whoever sat here, stop working. A bot plays the seat until the code is used.</translation>
    </message>
    <message>
        <source>Every seat is taken.</source>
        <translation>Every seat is taken.</translation>
    </message>
    <message>
        <source>Friends outside your home network use your router's public address instead, with the port forwarded to this computer.</source>
        <translation>Friends outside your home network use your router's public address instead, with the port forwarded to this computer.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <extracomment>How long the dialog waits for the server's answer before saying nobody answers (the seat's own retries would take a quarter of a minute: too long for a mistyped address). Where the seat is kept for a return after a crash (None: not kept) ... ... and what keeps the joined seat there (the window's, once seated). The host's own table chosen to be opened again (the dialog closes for it). One button per kept seat: "Return to the table at ADDRESS (game, seat N)".</extracomment>
        <translation>Join a table</translation>
    </message>
    <message>
        <source>Host's address:</source>
        <translation>Host's address:</translation>
    </message>
    <message>
        <source>Invitation code:</source>
        <translation>Invitation code:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Your name:</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20:47474</source>
        <translation>e.g. 192.168.1.20:47474</translation>
    </message>
    <message>
        <source>e.g. KRTW-9MXP</source>
        <translation>e.g. KRTW-9MXP</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>The port must be a number from 1 to 65535.</translation>
    </message>
    <message>
        <source>Type the host's address, e.g. 192.168.1.20:47474.</source>
        <translation>Type the host's address, e.g. 192.168.1.20:47474.</translation>
    </message>
    <message>
        <source>Type the invitation code the host gave you, e.g. KRTW-9MXP.</source>
        <translation>Type the invitation code the host gave you, e.g. KRTW-9MXP.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>Type your name: the others see it at the table.</translation>
    </message>
    <message>
        <source>No table answers at this address. Check the address and that the host's table is open (and, from outside the host's home network, that the port is forwarded).</source>
        <translation>No table answers at this address. Check the address and that the host's table is open (and, from outside the host's home network, that the port is forwarded).</translation>
    </message>
</context>
<context>
    <name>LearnPanel</name>
    <message>
        <source>Learn mode is off. Tick the box to switch it on.</source>
        <extracomment>The coach is still looking at this decision (its advice follows): said, so that a wait of a few seconds (1001's last free tricks are solved deal by deal) is not read as "no advice here". What just happened before this decision (a trick or bout won, and why). The rule of this kind of decision (``kaschlan#s5``): a link opens the rules there. The cards of the hand that cannot be used now, each with the reason, in hand order: shown one line per reason (:func:`group_refusals`). ``refused`` holds whole lines. The person ticked or cleared the box (not the program): remembered for the game. Between decisions: the last trick's or bout's outcome, and whether it is held. "deal" or "match" once that is over (nobody is waiting for the bots then). The guided lesson of this deal: (title, introduction), in the person's language.</extracomment>
        <translation>Learn mode is off. Tick the box to switch it on.</translation>
    </message>
    <message>
        <source>Click the table or press a key to go on.</source>
        <translation>Click the table or press a key to go on.</translation>
    </message>
    <message>
        <source>The match is over. Its result is on the table.</source>
        <translation>The match is over. Its result is on the table.</translation>
    </message>
    <message>
        <source>The deal is over. Its result is on the table; Review deal… sets each of your decisions beside the coach's advice.</source>
        <translation>The deal is over. Its result is on the table; Review deal… sets each of your decisions beside the coach's advice.</translation>
    </message>
    <message>
        <source>Wait for your turn: the bots are playing.</source>
        <translation>Wait for your turn: the bots are playing.</translation>
    </message>
    <message>
        <source>The coach advises:</source>
        <translation>The coach advises:</translation>
    </message>
    <message>
        <source>looking at this decision…</source>
        <translation>looking at this decision…</translation>
    </message>
    <message>
        <source>You may:</source>
        <translation>You may:</translation>
    </message>
    <message>
        <source>Not now, and why:</source>
        <translation>Not now, and why:</translation>
    </message>
    <message>
        <source>{cards}: {reason}</source>
        <translation>{cards}: {reason}</translation>
    </message>
    <message>
        <source>Explain each decision (learn mode)</source>
        <translation>Explain each decision (learn mode)</translation>
    </message>
    <message>
        <source>Learn mode explanation</source>
        <translation>Learn mode explanation</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>{move} (only possible move)</source>
        <translation>{move} (only possible move)</translation>
    </message>
    <message>
        <source>You: {action}</source>
        <translation>You: {action}</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Trick {n}</translation>
    </message>
    <message>
        <source>Bout {n}</source>
        <translation>Bout {n}</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>You win the trick</translation>
    </message>
    <message>
        <source>You win the trick ({points})</source>
        <translation>You win the trick ({points})</translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation>{name} wins the trick</translation>
    </message>
    <message>
        <source>{name} wins the trick ({points})</source>
        <translation>{name} wins the trick ({points})</translation>
    </message>
    <message>
        <source>You take the cards</source>
        <translation>You take the cards</translation>
    </message>
    <message>
        <source>{name} takes the cards</source>
        <translation>{name} takes the cards</translation>
    </message>
    <message>
        <source>You beat every card</source>
        <translation>You beat every card</translation>
    </message>
    <message>
        <source>{name} beat every card</source>
        <translation>{name} beat every card</translation>
    </message>
    <message>
        <source>You take up the cards left unbeaten; beaten pairs go to the waste.</source>
        <translation>You take up the cards left unbeaten; beaten pairs go to the waste.</translation>
    </message>
    <message>
        <source>{name} takes up the cards left unbeaten; beaten pairs go to the waste.</source>
        <translation>{name} takes up the cards left unbeaten; beaten pairs go to the waste.</translation>
    </message>
    <message>
        <source>You beat every card: they all go to the waste.</source>
        <translation>You beat every card: they all go to the waste.</translation>
    </message>
    <message>
        <source>{name} beat every card: they all go to the waste.</source>
        <translation>{name} beat every card: they all go to the waste.</translation>
    </message>
    <message>
        <source>You play a Pancerola (four aces, or three and the Kinal, and a renounce): from now on you must lose every trick.</source>
        <translation>You play a Pancerola (four aces, or three and the Kinal, and a renounce): from now on you must lose every trick.</translation>
    </message>
    <message>
        <source>{name} plays a Pancerola (four aces, or three and the Kinal, and a renounce): from now on {name} must lose every trick.</source>
        <translation>{name} plays a Pancerola (four aces, or three and the Kinal, and a renounce): from now on {name} must lose every trick.</translation>
    </message>
    <message>
        <source>You draw {cards}</source>
        <translation>You draw {cards}</translation>
    </message>
    <message>
        <source>{name} draws {cards}</source>
        <translation>{name} draws {cards}</translation>
    </message>
    <message>
        <source>{outcome}. {why}</source>
        <translation>{outcome}. {why}</translation>
    </message>
    <message>
        <source>{move}: {count}</source>
        <extracomment>The effects that clear the table: a trick taken, a Kaschlan bout over.</extracomment>
        <translation>{move}: {count}</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>The deal results the graph shows (a rewind's shorter list is redrawn at once). The one way to the analyst: hint, learn mode and review share its answers. Par, accuracy and puzzles (the training feature). The deal review (its window, "Try again", "Replay"). The event index shown read-only on the table, or None while playing. Asks a network table's host for the advice of the decision now (None: the local coach answers); the answer is handed to :meth:`show_advice`. The phase each event of the current deal was made in (rebuilt after a rewind). The person's moves of this deal that were the only possible one (by event index). The coach's analysis of this decision, worded when shown (so that a language switch rewords it). The last outcome worded: (event index, pattern, language, seat names) → its lines. The guided series being played (learn mode's first deals) and the lesson at hand. The coach's workers a new match will ask, started once its table is drawn.</extracomment>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Learn</translation>
    </message>
    <message>
        <source>Move {n} of the match, as it was. Press Esc to return to the game.</source>
        <translation>Move {n} of the match, as it was. Press Esc to return to the game.</translation>
    </message>
    <message>
        <source>these</source>
        <translation>these</translation>
    </message>
    <message>
        <source>each</source>
        <translation>each</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>False until every widget exists: a LanguageChange that arrives while the window is still being built (a catalog installed or removed meanwhile) must not retranslate it. The factor by which the text beside the table is enlarged (see _scale_text). Per-user saves, autosave and statistics (gui/persistence.py) once installed. Where the result lies over the table, and when it steps aside (gui/result_overlay). What the add-ons installed from outside (storage, the network menu) are given.</extracomment>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;New…</translation>
    </message>
    <message>
        <source>&amp;Choose a game…</source>
        <translation>&amp;Choose a game…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Save…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Review deal…</source>
        <translation>&amp;Review deal…</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Last trick</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <source>Card &amp;pattern</source>
        <translation>Card &amp;pattern</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Card &amp;back</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>&amp;About Kartentisch</source>
        <translation>&amp;About Kartentisch</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>Kartentisch</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>No game on the table. Game ▸ Choose a game… ({keys}) shows the games.</source>
        <extracomment>The start screen while it is open (tests answer it).</extracomment>
        <translation>No game on the table. Game ▸ Choose a game… ({keys}) shows the games.</translation>
    </message>
    <message>
        <source>Your match of {game} is not finished (deal {deal}, score {score}).</source>
        <translation>Your match of {game} is not finished (deal {deal}, score {score}).</translation>
    </message>
    <message>
        <source>If you leave it now, it is lost.</source>
        <translation>If you leave it now, it is lost.</translation>
    </message>
    <message>
        <source>Abandon match</source>
        <translation>Abandon match</translation>
    </message>
    <message>
        <source>It stays saved automatically until you play in the next match of {game}: there is one automatic save per game, so that match then replaces it.</source>
        <translation>It stays saved automatically until you play in the next match of {game}: there is one automatic save per game, so that match then replaces it.</translation>
    </message>
    <message>
        <source>It stays saved automatically: Game ▸ Resume continues it whenever you like.</source>
        <translation>It stays saved automatically: Game ▸ Resume continues it whenever you like.</translation>
    </message>
    <message>
        <source>Leave match</source>
        <translation>Leave match</translation>
    </message>
    <message>
        <source>Leave the unfinished match?</source>
        <translation>Leave the unfinished match?</translation>
    </message>
    <message>
        <source>About Kartentisch</source>
        <extracomment>The question of confirm_leave_match while it is open (tests answer it).</extracomment>
        <translation>About Kartentisch</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kartentisch&lt;/h3&gt;&lt;p&gt;A card table for rare historical German and Polish card games: Kaschlan, 1001, Bolachen, Scharwenzel and Chapanka.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kartentisch&lt;/h3&gt;&lt;p&gt;A card table for rare historical German and Polish card games: Kaschlan, 1001, Bolachen, Scharwenzel and Chapanka.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MatchGraph</name>
    <message>
        <source>Match graph</source>
        <extracomment>Okabe–Ito colours: told apart by people with the common colour-vision deficiencies. The pen width of a side's line, and how far apart sides with the same total are drawn: a line drawn exactly over another would hide it (equal totals are common, at 0 above all).</extracomment>
        <translation>Match graph</translation>
    </message>
    <message numerus="yes">
        <source>Totals after %n deal(s): {totals}</source>
        <translation>
            <numerusform>Totals after %n deal: {totals}</numerusform>
            <numerusform>Totals after %n deals: {totals}</numerusform>
        </translation>
    </message>
    <message>
        <source>Lower totals are better.</source>
        <translation>Lower totals are better.</translation>
    </message>
    <message>
        <source>The graph starts after the first deal.</source>
        <translation>The graph starts after the first deal.</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Moves of this deal</source>
        <extracomment>A line under the title that says how the group ended ("Anna wins with A♥, 11 points"). The title's tooltip when it is a game word (a phase: its meaning and rule). Esc in the log: back from a moment looked at to the game (as Esc at the table).</extracomment>
        <translation>Moves of this deal</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>Open seat</source>
        <extracomment>Makes the network seat: (listener) -&gt; Seat. The address and the code or token are bound in. a :class:`SeatEnd` (the reason and the close code) the table's seats changed: [{"name", "kind", "level", "connected"}, …] the server refused to seat us (code, the reason in the person's language) the connection ended for good (the network seat's :class:`SeatEnd`) waiting for the other players to be ready for the next deal the host's review of a finished deal arrived (the ``review`` message) the host refused or failed the review asked for (the reason in the person's language) the host's advice for learn mode arrived (the ``advice`` message, for this position) the server seated us (the ``welcome`` message: seat, token, table); every time, a return after a dropped connection included (the seat is kept on disk from it) the table cannot save and takes no moves (why, in the language shown now), or "" once it goes on again (``resumed``, a new welcome, the seat closed) ref -&gt; the action sent and not yet answered The refs of the hint (H, shows the move) and of learn mode's question (words only). The ref of the host's ``new_match`` while its ``match_started`` (or refusal) is awaited. A window shows this table (see :meth:`replay`). The server's ``paused`` while the table waits (None while it plays): a state, shown until ``resumed`` (an 8-second status message was missed by anyone looking away), worded afresh in the language shown (:attr:`paused_message`).</extracomment>
        <translation>Open seat</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Guest {n}</source>
        <translation>Guest {n}</translation>
    </message>
    <message>
        <source>A network table cannot start another game: leave it first.</source>
        <translation>A network table cannot start another game: leave it first.</translation>
    </message>
    <message>
        <source>This invitation code is not valid (or was used already).</source>
        <translation>This invitation code is not valid (or was used already).</translation>
    </message>
    <message>
        <source>That seat is already taken.</source>
        <translation>That seat is already taken.</translation>
    </message>
    <message>
        <source>This table does not know your seat any more.</source>
        <translation>This table does not know your seat any more.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Please wait: it is not your turn.</translation>
    </message>
    <message>
        <source>Only the host may do that.</source>
        <translation>Only the host may do that.</translation>
    </message>
    <message>
        <source>Too many messages: please wait a moment.</source>
        <translation>Too many messages: please wait a moment.</translation>
    </message>
    <message>
        <source>The table server runs another version of the program.</source>
        <translation>The table server runs another version of the program.</translation>
    </message>
    <message>
        <source>The table cannot deal a match with these options.</source>
        <translation>The table cannot deal a match with these options.</translation>
    </message>
    <message>
        <source>Only a deal that is over can be reviewed.</source>
        <translation>Only a deal that is over can be reviewed.</translation>
    </message>
    <message>
        <source>The table server refused: {code}</source>
        <translation>The table server refused: {code}</translation>
    </message>
    <message>
        <source>Undo is not offered at a network table: the other players have seen the move.</source>
        <translation>Undo is not offered at a network table: the other players have seen the move.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>The host has closed the table.</translation>
    </message>
    <message>
        <source>The host has given your seat to a bot.</source>
        <translation>The host has given your seat to a bot.</translation>
    </message>
    <message>
        <source>Your seat was taken up in another window.</source>
        <translation>Your seat was taken up in another window.</translation>
    </message>
    <message>
        <source>The table closed the connection: it fell too far behind.</source>
        <translation>The table closed the connection: it fell too far behind.</translation>
    </message>
    <message>
        <source>The connection to the table was lost ({reason}).</source>
        <translation>The connection to the table was lost ({reason}).</translation>
    </message>
    <message>
        <source>This program is too old for this table: the host has started a new match that it cannot show. Update Kartentisch to play on.</source>
        <translation>This program is too old for this table: the host has started a new match that it cannot show. Update Kartentisch to play on.</translation>
    </message>
    <message>
        <source>The table turned the connection away: too many connections from your address are waiting to sit down. Try again in a moment.</source>
        <translation>The table turned the connection away: too many connections from your address are waiting to sit down. Try again in a moment.</translation>
    </message>
    <message>
        <source>No table answers at this address ({reason}).</source>
        <translation>No table answers at this address ({reason}).</translation>
    </message>
    <message>
        <source>A network match cannot be taken back: the other players play on from where it is.</source>
        <translation>A network match cannot be taken back: the other players play on from where it is.</translation>
    </message>
    <message>
        <source>The host is looking at deal {n} for your review…</source>
        <extracomment>Shows a line in the window's status bar.</extracomment>
        <translation>The host is looking at deal {n} for your review…</translation>
    </message>
    <message>
        <source>Open the table you hosted again ({game})</source>
        <extracomment>An empty stand-in for "no kept seat" (its code hash is "").</extracomment>
        <translation>Open the table you hosted again ({game})</translation>
    </message>
    <message>
        <source>Return to the table at {address} ({game}, seat {n})</source>
        <translation>Return to the table at {address} ({game}, seat {n})</translation>
    </message>
    <message>
        <source>{offer}?</source>
        <translation>{offer}?</translation>
    </message>
</context>
<context>
    <name>NetworkMenu</name>
    <message>
        <source>&amp;Host table…</source>
        <translation>&amp;Host table…</translation>
    </message>
    <message>
        <source>&amp;Join table…</source>
        <translation>&amp;Join table…</translation>
    </message>
</context>
<context>
    <name>NetworkWindow</name>
    <message>
        <source>Waiting for the other players to be ready…</source>
        <extracomment>The seats as last shown (who came, left or was given to a bot is said).</extracomment>
        <translation>Waiting for the other players to be ready…</translation>
    </message>
    <message>
        <source>Seat {n}: {name}</source>
        <extracomment>The host's options for the next match, while it is open.</extracomment>
        <translation>Seat {n}: {name}</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>&amp;Invitation…</source>
        <translation>&amp;Invitation…</translation>
    </message>
    <message>
        <source>Give a seat to a &amp;bot</source>
        <translation>Give a seat to a &amp;bot</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Leave the table</translation>
    </message>
    <message>
        <source>At a network table the host's coach advises at each of your decisions, knowing only what your seat knows. The guided lessons are played at a local table only.</source>
        <translation>At a network table the host's coach advises at each of your decisions, knowing only what your seat knows. The guided lessons are played at a local table only.</translation>
    </message>
    <message>
        <source>The host's program shows you every hand of a deal once it is over, with its coach's verdict on each of your decisions.</source>
        <translation>The host's program shows you every hand of a deal once it is over, with its coach's verdict on each of your decisions.</translation>
    </message>
    <message>
        <source>Seat {n} is taken again: it keeps its player.</source>
        <translation>Seat {n} is taken again: it keeps its player.</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Leave the table?</translation>
    </message>
    <message>
        <source>Still at this table: {names}.</source>
        <translation>Still at this table: {names}.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Leave the table</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>New match</translation>
    </message>
    <message>
        <source>A new match has begun at this table.</source>
        <translation>A new match has begun at this table.</translation>
    </message>
    <message>
        <source>{name} sat down at the table.</source>
        <extracomment>The question before leaving while it is open (tests answer it).</extracomment>
        <translation>{name} sat down at the table.</translation>
    </message>
    <message>
        <source>A bot now plays for {name}.</source>
        <translation>A bot now plays for {name}.</translation>
    </message>
    <message>
        <source>{name} has left the table: a bot plays for them after a short wait.</source>
        <extracomment>the connection to the table (None once it is closed or lost)</extracomment>
        <translation>{name} has left the table: a bot plays for them after a short wait.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} is back at the table.</translation>
    </message>
    <message>
        <source>{title} — network table</source>
        <translation>{title} — network table</translation>
    </message>
    <message>
        <source>The host's program keeps this match; it is not saved here.</source>
        <translation>The host's program keeps this match; it is not saved here.</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Connection lost</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Close the table?</translation>
    </message>
    <message>
        <source>Your friends are seated at this table. If you leave, the table closes for them too.</source>
        <translation>Your friends are seated at this table. If you leave, the table closes for them too.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Close the table</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>Internal value ids in an option's help ("two_hand: the classic game for 2; …").</extracomment>
        <translation>New game</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Deal number:</translation>
    </message>
    <message>
        <source>Learn mode: explain each decision</source>
        <translation>Learn mode: explain each decision</translation>
    </message>
    <message>
        <source>Starts with a few guided deals, each showing one or two rules, then plays on. Says what kind of decision it is, which moves are possible and why the others are not, and what the coach advises and why. It can be switched off in the game.</source>
        <translation>Starts with a few guided deals, each showing one or two rules, then plays on. Says what kind of decision it is, which moves are possible and why the others are not, and what the coach advises and why. It can be switched off in the game.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>The same deal number gives the same cards again.</source>
        <translation>The same deal number gives the same cards again.</translation>
    </message>
</context>
<context>
    <name>NextMatchDialog</name>
    <message>
        <source>Options of the next match</source>
        <translation>Options of the next match</translation>
    </message>
    <message>
        <source>These options need another number of players than this table has.</source>
        <translation>These options need another number of players than this table has.</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Delete saved game</source>
        <translation>Delete saved game</translation>
    </message>
    <message>
        <source>Delete the saved game “{name}”? This cannot be undone.</source>
        <translation>Delete the saved game “{name}”? This cannot be undone.</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Open saved game</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Saved</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation>There are no saved games yet.</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>deal {n}</source>
        <translation>deal {n}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>The folders for settings and saves cannot be created: {error}</source>
        <extracomment>A message for the user from any thread (the autosave worker reports through it). Messages about a file from any thread (the statistics worker reports through it). The autosave started failing (the message, once) / works again (from its thread). Every message shown to the user, oldest first (tests and bug reports read it).</extracomment>
        <translation>The folders for settings and saves cannot be created: {error}</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <extracomment>The autosave file this instance writes per game (another instance playing the same game writes its own: both matches are kept). Shown in the status bar for as long as the autosave fails (None: it works). Game ▸ Resume: one entry per game with an unfinished autosaved match (filled each time it is about to show).</extracomment>
        <translation>The game could not be saved: {error}</translation>
    </message>
    <message>
        <source>Saved as “{name}”.</source>
        <translation>Saved as “{name}”.</translation>
    </message>
    <message>
        <source>The saved game {path} cannot be opened.</source>
        <translation>The saved game {path} cannot be opened.</translation>
    </message>
    <message>
        <source>This match is being played in another Kartentisch window; continue it there.</source>
        <translation>This match is being played in another Kartentisch window; continue it there.</translation>
    </message>
    <message>
        <source>{game}: deal {deal}, score {score} ({date})</source>
        <translation>{game}: deal {deal}, score {score} ({date})</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>Name of the saved game:</source>
        <translation>Name of the saved game:</translation>
    </message>
    <message>
        <source>Resume the match?</source>
        <translation>Resume the match?</translation>
    </message>
    <message>
        <source>An unfinished match of {game} for {players} was saved automatically on {date} (deal {deal}, score {score}).</source>
        <translation>An unfinished match of {game} for {players} was saved automatically on {date} (deal {deal}, score {score}).</translation>
    </message>
    <message>
        <source>Continue it?</source>
        <translation>Continue it?</translation>
    </message>
    <message>
        <source>Kartentisch</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Not saved automatically</source>
        <translation>Not saved automatically</translation>
    </message>
    <message>
        <source>The match is saved automatically again.</source>
        <translation>The match is saved automatically again.</translation>
    </message>
    <message>
        <source>The match could not be saved automatically: {error}</source>
        <translation>The match could not be saved automatically: {error}</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>T&amp;raining…</source>
        <translation>T&amp;raining…</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
</context>
<context>
    <name>ResultReasons</name>
    <message>
        <source>the pot</source>
        <translation>the pot</translation>
    </message>
    <message>
        <source>The stake goes from the most card points to the fewest</source>
        <translation>The stake goes from the most card points to the fewest</translation>
    </message>
    <message>
        <source>The stake goes to the Pancerola, which took no trick</source>
        <translation>The stake goes to the Pancerola, which took no trick</translation>
    </message>
    <message>
        <source>The broken Pancerola pays the stake alone</source>
        <translation>The broken Pancerola pays the stake alone</translation>
    </message>
    <message>
        <source>Trick {trick}: an ace thrown on another suit, the trick's winner pays</source>
        <translation>Trick {trick}: an ace thrown on another suit, the trick's winner pays</translation>
    </message>
    <message>
        <source>Trick {trick}: the Kinal thrown on another suit, the trick's winner pays</source>
        <translation>Trick {trick}: the Kinal thrown on another suit, the trick's winner pays</translation>
    </message>
    <message>
        <source>Trick {trick}: the Kinal forced on a heart lead, everyone pays the leader</source>
        <translation>Trick {trick}: the Kinal forced on a heart lead, everyone pays the leader</translation>
    </message>
    <message>
        <source>Trick {trick}: the thrown Kinal takes the pot</source>
        <translation>Trick {trick}: the thrown Kinal takes the pot</translation>
    </message>
    <message>
        <source>Trick {trick}: the pot is doubled</source>
        <translation>Trick {trick}: the pot is doubled</translation>
    </message>
    <message>
        <source>The match is over: the pot is shared</source>
        <translation>The match is over: the pot is shared</translation>
    </message>
    <message>
        <source>Chapanka made: all eleven tricks</source>
        <translation>Chapanka made: all eleven tricks</translation>
    </message>
    <message>
        <source>Trick {trick}: the Chapanka is lost</source>
        <translation>Trick {trick}: the Chapanka is lost</translation>
    </message>
    <message>
        <source>{payer} → {payee} {amount}</source>
        <translation>{payer} → {payee} {amount}</translation>
    </message>
    <message>
        <source>{reason}: {payments}.</source>
        <translation>{reason}: {payments}.</translation>
    </message>
</context>
<context>
    <name>ResumeWords</name>
    <message>
        <source>Learn mode stays on.</source>
        <translation>Learn mode stays on.</translation>
    </message>
    <message>
        <source>The guided lesson “{title}” goes on where you left it.</source>
        <translation>The guided lesson “{title}” goes on where you left it.</translation>
    </message>
    <message>
        <source>{team} {score}</source>
        <translation>{team} {score}</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>{move}: {cost} of the win chance lost ({severity})</source>
        <extracomment>(pattern, card back, index letters) of the cards as the person chose them. Colour of each verdict on the evaluation strip (Okabe–Ito, told apart with colour-blindness). The verdict when ``move`` was a decision of the person, judged from before it. The person's observation at this moment (trumps, contract, the middle with who laid each card, the last trick, stock and talon); None: only ``table`` is known. What ``move`` caused (a trick won, cards taken up), from the deal's events. The frame index whose decision the person wants to play again from that position. A move as its button reads ("Trumps: Leaves"), for the verdict's sentences. Words an engine sentence (the analyst's Reason) in the person's language. The deal's par and accuracy in words (gui/coach/training.py), hidden while unknown. The picture of the moment: every hand open, the middle, the move just made. The person's seat: the frames' observations are theirs (0 at a table of one's own).</extracomment>
        <translation>{move}: {cost} of the win chance lost ({severity})</translation>
    </message>
    <message>
        <source>None so far.</source>
        <translation>None so far.</translation>
    </message>
    <message>
        <source>Turned-up trump</source>
        <translation>Turned-up trump</translation>
    </message>
    <message>
        <source>Trick: {name}</source>
        <translation>Trick: {name}</translation>
    </message>
    <message>
        <source>On the table:</source>
        <translation>On the table:</translation>
    </message>
    <message>
        <source>Move {n} of {total}</source>
        <translation>Move {n} of {total}</translation>
    </message>
    <message>
        <source>As dealt: every hand before the first move.</source>
        <translation>As dealt: every hand before the first move.</translation>
    </message>
    <message>
        <source>Your decision; not judged (yet).</source>
        <translation>Your decision; not judged (yet).</translation>
    </message>
    <message>
        <source>Not your decision.</source>
        <translation>Not your decision.</translation>
    </message>
    <message>
        <source>(its card is outlined in green in your hand)</source>
        <translation>(its card is outlined in green in your hand)</translation>
    </message>
    <message>
        <source>None: none of your decisions lost much against the coach's best move.</source>
        <translation>None: none of your decisions lost much against the coach's best move.</translation>
    </message>
    <message>
        <source>{move}: about {points} points a deal lost ({severity})</source>
        <translation>{move}: about {points} points a deal lost ({severity})</translation>
    </message>
    <message>
        <source>{move}: {severity}</source>
        <translation>{move}: {severity}</translation>
    </message>
    <message>
        <source>You chose “{move}”.</source>
        <translation>You chose “{move}”.</translation>
    </message>
    <message>
        <source>The coach prefers “{move}”.</source>
        <translation>The coach prefers “{move}”.</translation>
    </message>
    <message>
        <source>Deal review</source>
        <translation>Deal review</translation>
    </message>
    <message>
        <source>Deal {n}: every hand open. Your decisions are marked on the strip.</source>
        <translation>Deal {n}: every hand open. Your decisions are marked on the strip.</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Back</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Forward ▶</translation>
    </message>
    <message>
        <source>Try again from here</source>
        <translation>Try again from here</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Replay this deal</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>The decisions that cost most:</source>
        <translation>The decisions that cost most:</translation>
    </message>
    <message>
        <source>Every hand at this move</source>
        <translation>Every hand at this move</translation>
    </message>
    <message>
        <source>Evaluation of your decisions</source>
        <translation>Evaluation of your decisions</translation>
    </message>
    <message>
        <source>Move of the deal</source>
        <translation>Move of the deal</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&lt;p&gt;No rules summary is available for this game.&lt;/p&gt;</source>
        <extracomment>The section shown (``"s5"``), kept across a language switch; "" for the top.</extracomment>
        <translation>&lt;p&gt;No rules summary is available for this game.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>its description is not a set of named values</source>
        <extracomment>Learn mode at the table: {"on": bool, "lesson": int | None}, or {} (module docstring).</extracomment>
        <translation>its description is not a set of named values</translation>
    </message>
    <message>
        <source>its description has a wrong or missing '{key}'</source>
        <translation>its description has a wrong or missing '{key}'</translation>
    </message>
    <message>
        <source>its description has an impossible number of players ({n})</source>
        <translation>its description has an impossible number of players ({n})</translation>
    </message>
    <message numerus="yes">
        <source>its description has {count} '{key}' for %n player(s)</source>
        <translation>
            <numerusform>its description has {count} '{key}' for %n player</numerusform>
            <numerusform>its description has {count} '{key}' for %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>its description has scores that are not numbers</source>
        <translation>its description has scores that are not numbers</translation>
    </message>
    <message>
        <source>its description has an unknown computer player level</source>
        <translation>its description has an unknown computer player level</translation>
    </message>
    <message>
        <source>its description has bot seeds that are not whole numbers</source>
        <translation>its description has bot seeds that are not whole numbers</translation>
    </message>
    <message>
        <source>its description has player names that are not text</source>
        <translation>its description has player names that are not text</translation>
    </message>
    <message>
        <source>its description has an unreadable date</source>
        <translation>its description has an unreadable date</translation>
    </message>
    <message>
        <source>{key} is {saved} but the moves give {replayed}</source>
        <translation>{key} is {saved} but the moves give {replayed}</translation>
    </message>
    <message>
        <source>the score is {saved} but the moves give {replayed}</source>
        <translation>the score is {saved} but the moves give {replayed}</translation>
    </message>
    <message>
        <source>cannot be written: {reason}</source>
        <extracomment>The name whose lock guards choosing a new save's file name (see :func:`save_game`).</extracomment>
        <translation>cannot be written: {reason}</translation>
    </message>
    <message>
        <source>holds a damaged game (not valid JSON inside)</source>
        <translation>holds a damaged game (not valid JSON inside)</translation>
    </message>
    <message>
        <source>holds no game</source>
        <translation>holds no game</translation>
    </message>
    <message>
        <source>{key} differs</source>
        <translation>{key} differs</translation>
    </message>
    <message>
        <source>The saved games could not be listed: {reason}</source>
        <translation>The saved games could not be listed: {reason}</translation>
    </message>
    <message>
        <source>The saved game {name} cannot be opened: {error}</source>
        <translation>The saved game {name} cannot be opened: {error}</translation>
    </message>
    <message>
        <source>The saved game {name} could not be used.</source>
        <translation>The saved game {name} could not be used.</translation>
    </message>
    <message>
        <source>The saved game {name} no longer exists.</source>
        <translation>The saved game {name} no longer exists.</translation>
    </message>
    <message>
        <source>The automatically saved match cannot be opened: {error}</source>
        <translation>The automatically saved match cannot be opened: {error}</translation>
    </message>
    <message>
        <source>The saved game cannot be opened: {error}</source>
        <translation>The saved game cannot be opened: {error}</translation>
    </message>
    <message>
        <source>The automatically saved match could not be used.</source>
        <translation>The automatically saved match could not be used.</translation>
    </message>
    <message>
        <source>The saved game could not be used.</source>
        <translation>The saved game could not be used.</translation>
    </message>
    <message>
        <source>cannot be deleted: {reason}</source>
        <translation>cannot be deleted: {reason}</translation>
    </message>
    <message>
        <source>was written by a newer Kartentisch (save format {version}; this version reads up to {supported})</source>
        <translation>was written by a newer Kartentisch (save format {version}; this version reads up to {supported})</translation>
    </message>
    <message>
        <source>has an unknown save format version {version}</source>
        <translation>has an unknown save format version {version}</translation>
    </message>
    <message>
        <source>lacks its game or its description</source>
        <translation>lacks its game or its description</translation>
    </message>
    <message>
        <source>lacks its description</source>
        <translation>lacks its description</translation>
    </message>
    <message>
        <source>is not a saved game (it is a Kartentisch {kind} file)</source>
        <translation>is not a saved game (it is a Kartentisch {kind} file)</translation>
    </message>
    <message>
        <source>is not a Kartentisch saved game</source>
        <translation>is not a Kartentisch saved game</translation>
    </message>
    <message>
        <source>holds a game that cannot be rebuilt: {error}</source>
        <translation>holds a game that cannot be rebuilt: {error}</translation>
    </message>
    <message>
        <source>holds a game that cannot be rebuilt ({error})</source>
        <translation>holds a game that cannot be rebuilt ({error})</translation>
    </message>
    <message>
        <source>is damaged: {error}</source>
        <translation>is damaged: {error}</translation>
    </message>
    <message>
        <source>cannot be moved: {reason}</source>
        <translation>cannot be moved: {reason}</translation>
    </message>
    <message>
        <source>cannot be removed: {reason}</source>
        <translation>cannot be removed: {reason}</translation>
    </message>
    <message>
        <source>describes a different match than its moves: {problems}</source>
        <translation>describes a different match than its moves: {problems}</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Score sheet</source>
        <extracomment>Rows of the score sheet kept in view however short the window (the latest deals, totals).</extracomment>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>Game facts</source>
        <translation>Game facts</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Deal {n}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Phase: {phase}</source>
        <translation>Phase: {phase}</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Trumps: {suit}</translation>
    </message>
    <message>
        <source>No trump suit</source>
        <translation>No trump suit</translation>
    </message>
    <message>
        <source>To play: {name}</source>
        <translation>To play: {name}</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation>Last trick: {cards}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Classic</source>
        <translation>Classic</translation>
    </message>
    <message>
        <source>Rosette</source>
        <translation>Rosette</translation>
    </message>
    <message>
        <source>Lattice</source>
        <translation>Lattice</translation>
    </message>
    <message>
        <source>Lozenge</source>
        <translation>Lozenge</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Your name:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Card back:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animation speed:</translation>
    </message>
    <message>
        <source>Finished trick:</source>
        <translation>Finished trick:</translation>
    </message>
    <message>
        <source>Only one possible move:</source>
        <translation>Only one possible move:</translation>
    </message>
    <message>
        <source>Default difficulty:</source>
        <translation>Default difficulty:</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Coach:</translation>
    </message>
    <message>
        <source>Judge my decisions and work out par after each deal</source>
        <translation>Judge my decisions and work out par after each deal</translation>
    </message>
    <message>
        <source>In the background, at the lowest priority: the deal review's verdicts, accuracy and par for the Training window. Par left waiting goes on when this is turned on again.</source>
        <translation>In the background, at the lowest priority: the deal review's verdicts, accuracy and par for the Training window. Par left waiting goes on when this is turned on again.</translation>
    </message>
    <message>
        <source>Card pattern per game</source>
        <translation>Card pattern per game</translation>
    </message>
    <message>
        <source>No German suits: this game needs the 2 to 5, which no German-suited pack has.</source>
        <translation>No German suits: this game needs the 2 to 5, which no German-suited pack has.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Stays until I click or press a key</source>
        <translation>Stays until I click or press a key</translation>
    </message>
    <message>
        <source>Stays 1 second</source>
        <translation>Stays 1 second</translation>
    </message>
    <message>
        <source>Stays 2 seconds</source>
        <translation>Stays 2 seconds</translation>
    </message>
    <message>
        <source>Stays 3 seconds</source>
        <translation>Stays 3 seconds</translation>
    </message>
    <message>
        <source>Goes at once (L shows it again)</source>
        <translation>Goes at once (L shows it again)</translation>
    </message>
    <message>
        <source>How long a finished trick or bout stays on the table. L or a click on a trick pile shows the last trick again at any time.</source>
        <translation>How long a finished trick or bout stays on the table. L or a click on a trick pile shows the last trick again at any time.</translation>
    </message>
    <message>
        <source>Plays itself in learn mode</source>
        <translation>Plays itself in learn mode</translation>
    </message>
    <message>
        <source>Always plays itself</source>
        <translation>Always plays itself</translation>
    </message>
    <message>
        <source>Waits for me</source>
        <translation>Waits for me</translation>
    </message>
    <message>
        <source>When you have only one possible move, the status line says which, and after a moment it is made for you.</source>
        <translation>When you have only one possible move, the status line says which, and after a moment it is made for you.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>allowed values are {values}</source>
        <translation>allowed values are {values}</translation>
    </message>
    <message>
        <source>it must map games to card patterns</source>
        <translation>it must map games to card patterns</translation>
    </message>
    <message>
        <source>unknown card pattern for {games}</source>
        <translation>unknown card pattern for {games}</translation>
    </message>
    <message>
        <source>allowed card backs are {backs}</source>
        <translation>allowed card backs are {backs}</translation>
    </message>
    <message>
        <source>it must be text</source>
        <translation>it must be text</translation>
    </message>
    <message>
        <source>it must be a set of named values</source>
        <translation>it must be a set of named values</translation>
    </message>
    <message>
        <source>'{field}' is {value}</source>
        <extracomment>The largest seed the New-game dialog offers (a Qt spin box holds a 32-bit int).</extracomment>
        <translation>'{field}' is {value}</translation>
    </message>
    <message>
        <source>the options of {game}</source>
        <translation>the options of {game}</translation>
    </message>
    <message>
        <source>the option {name} = {value} of {game}</source>
        <translation>the option {name} = {value} of {game}</translation>
    </message>
    <message>
        <source>it must be binary data</source>
        <translation>it must be binary data</translation>
    </message>
    <message>
        <source>The setting '{key}' had unusable parts ({error}); they were reset to their defaults.</source>
        <translation>The setting '{key}' had unusable parts ({error}); they were reset to their defaults.</translation>
    </message>
    <message>
        <source>The setting '{key}' had an unusable value ({value}: {error}); it was reset to its default.</source>
        <translation>The setting '{key}' had an unusable value ({value}: {error}); it was reset to its default.</translation>
    </message>
    <message>
        <source>The settings could not be used.</source>
        <translation>The settings could not be used.</translation>
    </message>
    <message>
        <source>The default settings are used.</source>
        <translation>The default settings are used.</translation>
    </message>
    <message>
        <source>is not a settings file (it is marked {marker})</source>
        <translation>is not a settings file (it is marked {marker})</translation>
    </message>
    <message>
        <source>was written by a newer Kartentisch (settings version {version}; this version reads up to {supported})</source>
        <translation>was written by a newer Kartentisch (settings version {version}; this version reads up to {supported})</translation>
    </message>
    <message>
        <source>has an unknown settings version {version}</source>
        <translation>has an unknown settings version {version}</translation>
    </message>
    <message>
        <source>lacks its settings</source>
        <translation>lacks its settings</translation>
    </message>
    <message>
        <source>The settings could not be saved: {error}</source>
        <extracomment>Values of the file on disk were reset: copy it aside before it is replaced.</extracomment>
        <translation>The settings could not be saved: {error}</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Welcome to Kartentisch</source>
        <translation>Welcome to Kartentisch</translation>
    </message>
    <message>
        <source>Five rare card games</source>
        <translation>Five rare card games</translation>
    </message>
    <message>
        <source>Choose a game. Learn this game starts guided deals that explain every decision; Play starts a match against the computer.</source>
        <translation>Choose a game. Learn this game starts guided deals that explain every decision; Play starts a match against the computer.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Finished matches</source>
        <translation>Finished matches</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Won %</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Worst</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <source>Mean per deal</source>
        <translation>Mean per deal</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Contracts made</translation>
    </message>
    <message>
        <source>Contracts lost</source>
        <translation>Contracts lost</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Last played</translation>
    </message>
    <message>
        <source>Matches count when finished, deals as soon as each is over. Best and worst are your own final totals, the mean per deal your own score per deal. Contracts are those your side played.</source>
        <translation>Matches count when finished, deals as soon as each is over. Best and worst are your own final totals, the mean per deal your own score per deal. Contracts are those your side played.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Final score</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>Your result</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>No match has been finished yet.</source>
        <translation>No match has been finished yet.</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>your result of one match</comment>
        <translation>Won</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>your result of one match</comment>
        <translation>Lost</translation>
    </message>
    <message>
        <source>Drawn</source>
        <comment>your result of one match</comment>
        <translation>Drawn</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>In {games} fewer points are better.</source>
        <translation>In {games} fewer points are better.</translation>
    </message>
    <message>
        <source>Deals with par</source>
        <translation>Deals with par</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <source>Lost per decision</source>
        <translation>Lost per decision</translation>
    </message>
    <message>
        <source>Score minus par</source>
        <translation>Score minus par</translation>
    </message>
    <message>
        <source>Puzzle rating</source>
        <translation>Puzzle rating</translation>
    </message>
    <message>
        <source>Puzzles solved</source>
        <translation>Puzzles solved</translation>
    </message>
    <message>
        <source>Puzzles due</source>
        <translation>Puzzles due</translation>
    </message>
    <message>
        <source>Deals
with par</source>
        <translation>Deals
with par</translation>
    </message>
    <message>
        <source>Lost per
decision</source>
        <translation>Lost per
decision</translation>
    </message>
    <message>
        <source>Score
minus par</source>
        <translation>Score
minus par</translation>
    </message>
    <message>
        <source>Puzzle
rating</source>
        <translation>Puzzle
rating</translation>
    </message>
    <message>
        <source>Puzzles
solved</source>
        <translation>Puzzles
solved</translation>
    </message>
    <message>
        <source>Puzzles
due</source>
        <translation>Puzzles
due</translation>
    </message>
    <message>
        <source>As in the Training window: accuracy is the share of your decisions the review judged best or good, lost per decision in the game's unit (marks in Kaschlan, else points), score minus par your score less a strong player's with your cards, with its 95 % band.</source>
        <translation>As in the Training window: accuracy is the share of your decisions the review judged best or good, lost per decision in the game's unit (marks in Kaschlan, else points), score minus par your score less a strong player's with your cards, with its 95 % band.</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>Training…</translation>
    </message>
    <message>
        <source>{solved} of {tries}</source>
        <translation>{solved} of {tries}</translation>
    </message>
</context>
<context>
    <name>StatisticsStore</name>
    <message>
        <source>it is not a set of counters</source>
        <extracomment>The versions this one reads (1: before deals and history were kept). Matches whose counted deals are remembered (a match is rarely resumed after 200 others). Finished matches kept in the history shown in the Statistics dialog.</extracomment>
        <translation>it is not a set of counters</translation>
    </message>
    <message>
        <source>'{key}' is not a whole number of matches</source>
        <translation>'{key}' is not a whole number of matches</translation>
    </message>
    <message>
        <source>won, lost and drawn do not add up to the matches played</source>
        <translation>won, lost and drawn do not add up to the matches played</translation>
    </message>
    <message>
        <source>'{key}' is not a score</source>
        <translation>'{key}' is not a score</translation>
    </message>
    <message>
        <source>its details have the wrong types</source>
        <translation>its details have the wrong types</translation>
    </message>
    <message>
        <source>'{key}' is not a whole number of deals</source>
        <translation>'{key}' is not a whole number of deals</translation>
    </message>
    <message>
        <source>there are more contracts than deals</source>
        <translation>there are more contracts than deals</translation>
    </message>
    <message>
        <source>a finished match is damaged</source>
        <translation>a finished match is damaged</translation>
    </message>
    <message>
        <source>The statistics could not be used.</source>
        <extracomment>match id -&gt; the highest deal number of that match already counted (oldest first). The finished matches, oldest first (the last KEEP_HISTORY). Loaded from a file some of whose values were reset (not saved; see record_match).</extracomment>
        <translation>The statistics could not be used.</translation>
    </message>
    <message>
        <source>The statistics start afresh.</source>
        <translation>The statistics start afresh.</translation>
    </message>
    <message>
        <source>The statistics of {game} were damaged ({error}) and were reset.</source>
        <translation>The statistics of {game} were damaged ({error}) and were reset.</translation>
    </message>
    <message>
        <source>is not a Kartentisch statistics file</source>
        <translation>is not a Kartentisch statistics file</translation>
    </message>
    <message>
        <source>was written by a newer Kartentisch (statistics version {version}; this version reads up to {supported})</source>
        <translation>was written by a newer Kartentisch (statistics version {version}; this version reads up to {supported})</translation>
    </message>
    <message>
        <source>has an unknown statistics version {version}</source>
        <translation>has an unknown statistics version {version}</translation>
    </message>
    <message>
        <source>lacks its per-game records</source>
        <translation>lacks its per-game records</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>The statistics could not be saved: {error}</translation>
    </message>
    <message>
        <source>cannot be locked: {reason}</source>
        <translation>cannot be locked: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished match(es) of the history were damaged and were left out.</source>
        <translation>
            <numerusform>%n finished match(es) of the history were damaged and were left out.</numerusform>
            <numerusform>%n finished match(es) of the history were damaged and were left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The file {path} {reason}.</source>
        <extracomment>Larger files are refused unread: no Kartentisch file comes near this (a 1001-point match is a few kilobytes), and reading gigabytes would freeze the program. Deeper JSON is refused: our files nest a handful of levels, and very deep nesting is a classic way to make parsers and later code hit the recursion limit.</extracomment>
        <translation>The file {path} {reason}.</translation>
    </message>
    <message>
        <source>cannot be written: {reason}</source>
        <translation>cannot be written: {reason}</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>cannot be read: {reason}</translation>
    </message>
    <message>
        <source>could not be moved aside: {reason}</source>
        <translation>could not be moved aside: {reason}</translation>
    </message>
    <message>
        <source>cannot be written because a folder of that name is in the way</source>
        <translation>cannot be written because a folder of that name is in the way</translation>
    </message>
    <message>
        <source>cannot be written: the data is not JSON ({error})</source>
        <translation>cannot be written: the data is not JSON ({error})</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>is empty</translation>
    </message>
    <message>
        <source>is cut off: it ends in the middle of its data</source>
        <translation>is cut off: it ends in the middle of its data</translation>
    </message>
    <message>
        <source>is not valid JSON ({error} at line {line}, column {column})</source>
        <translation>is not valid JSON ({error} at line {line}, column {column})</translation>
    </message>
    <message>
        <source>is not valid JSON ({error})</source>
        <translation>is not valid JSON ({error})</translation>
    </message>
    <message>
        <source>holds {kind} where an object was expected</source>
        <translation>holds {kind} where an object was expected</translation>
    </message>
    <message numerus="yes">
        <source>is nested too deeply (more than %n level(s))</source>
        <translation>
            <numerusform>is nested too deeply (more than %n level)</numerusform>
            <numerusform>is nested too deeply (more than %n levels)</numerusform>
        </translation>
    </message>
    <message>
        <source>is a symbolic link; links are not followed for safety</source>
        <translation>is a symbolic link; links are not followed for safety</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>is a folder, not a file</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>is not a regular file</translation>
    </message>
    <message>
        <source>is too large ({size} MB) to be a Kartentisch file</source>
        <translation>is too large ({size} MB) to be a Kartentisch file</translation>
    </message>
    <message>
        <source>is not a text file (it contains binary data)</source>
        <translation>is not a text file (it contains binary data)</translation>
    </message>
    <message>
        <source>a JSON list</source>
        <translation>a JSON list</translation>
    </message>
    <message>
        <source>a JSON string</source>
        <translation>a JSON string</translation>
    </message>
    <message>
        <source>a JSON true/false</source>
        <translation>a JSON true/false</translation>
    </message>
    <message>
        <source>a JSON number</source>
        <translation>a JSON number</translation>
    </message>
    <message>
        <source>JSON null</source>
        <translation>JSON null</translation>
    </message>
    <message>
        <source>an unexpected value</source>
        <translation>an unexpected value</translation>
    </message>
    <message>
        <source>too many earlier copies</source>
        <translation>too many earlier copies</translation>
    </message>
    <message>
        <source>could not be copied aside: {reason}</source>
        <translation>could not be copied aside: {reason}</translation>
    </message>
    <message>
        <source>The damaged original of {file} was kept as {name}.</source>
        <translation>The damaged original of {file} was kept as {name}.</translation>
    </message>
    <message>
        <source>it has disappeared</source>
        <translation>it has disappeared</translation>
    </message>
    <message>
        <source>It could not be moved aside either: {reason}.</source>
        <translation>It could not be moved aside either: {reason}.</translation>
    </message>
    <message>
        <source>It was kept as {name}.</source>
        <translation>It was kept as {name}.</translation>
    </message>
    <message>
        <source>another running Kartentisch kept it locked too long</source>
        <extracomment>How long a writer waits for another instance before it gives up with a message. A lock file still without its owner's id after this long was left by a killed process (a live one writes the id microseconds after creating the file). How often a waiting writer looks again for such a torn lock file.</extracomment>
        <translation>another running Kartentisch kept it locked too long</translation>
    </message>
</context>
<context>
    <name>TableBanner</name>
    <message>
        <source>Play waits</source>
        <translation>Play waits</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Click or press a key to return.</source>
        <translation>Click or press a key to return.</translation>
    </message>
    <message>
        <source>Click or press a key to go on.</source>
        <translation>Click or press a key to go on.</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Face-down card</translation>
    </message>
    <message>
        <source>Last trick.</source>
        <translation>Last trick.</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>on the table</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>selected</translation>
    </message>
    <message>
        <source>hinted</source>
        <translation>hinted</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>playable</translation>
    </message>
    <message>
        <source>Last trick: you took it.</source>
        <translation>Last trick: you took it.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>You take the trick.</translation>
    </message>
    <message>
        <source>turn-up trump</source>
        <translation>turn-up trump</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>not playable</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Lead</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Takes</translation>
    </message>
    <message>
        <source>Play passes clockwise, to the left.</source>
        <translation>Play passes clockwise, to the left.</translation>
    </message>
    <message>
        <source>Play passes anticlockwise, to the right.</source>
        <translation>Play passes anticlockwise, to the right.</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Deal {n}</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>No trumps</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} is thinking…</translation>
    </message>
    <message>
        <source>You take the cards up.</source>
        <translation>You take the cards up.</translation>
    </message>
    <message>
        <source>You beat every card: they go to the waste.</source>
        <translation>You beat every card: they go to the waste.</translation>
    </message>
    <message>
        <source>Tricks won: {n}. Click (or press L) to see the last trick.</source>
        <translation>Tricks won: {n}. Click (or press L) to see the last trick.</translation>
    </message>
    <message>
        <source>Stock: {n}</source>
        <translation>Stock: {n}</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Trumps: {suit}</translation>
    </message>
    <message>
        <source>Last trick: {name} took it.</source>
        <translation>Last trick: {name} took it.</translation>
    </message>
    <message>
        <source>{name} takes the trick.</source>
        <translation>{name} takes the trick.</translation>
    </message>
    <message>
        <source>Last bout: {what}</source>
        <translation>Last bout: {what}</translation>
    </message>
    <message>
        <source>played by {name}</source>
        <translation>played by {name}</translation>
    </message>
    <message>
        <source>tricks {n}</source>
        <translation>tricks {n}</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>score {n}</translation>
    </message>
    <message>
        <source>{name} takes the cards up.</source>
        <translation>{name} takes the cards up.</translation>
    </message>
    <message>
        <source>{name} beat every card: they go to the waste.</source>
        <translation>{name} beat every card: they go to the waste.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <extracomment>The felt's keyboard frame: its pen width and its distance from the view's edge (pixels). Tab or Shift+Tab brought the keyboard onto the table. (key, timestamp) of the last key release: X11 without detectable auto-repeat sends a held key as release + press pairs of one timestamp, which is how a repeat shows. The table was last used with the mouse: no keyboard frame until a key or a Tab.</extracomment>
        <translation>Card table</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Answer</source>
        <translation>Answer</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Next puzzle</translation>
    </message>
    <message>
        <source>Find the best move</source>
        <translation>Find the best move</translation>
    </message>
    <message>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <source>No puzzle to show.</source>
        <translation>No puzzle to show.</translation>
    </message>
    <message>
        <source>From one of your deals.</source>
        <translation>From one of your deals.</translation>
    </message>
    <message>
        <source>Phase: {phase}</source>
        <translation>Phase: {phase}</translation>
    </message>
    <message>
        <source>Scores: {totals}</source>
        <translation>Scores: {totals}</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Trumps: {suit}</translation>
    </message>
    <message>
        <source>On the table: {cards}</source>
        <translation>On the table: {cards}</translation>
    </message>
    <message>
        <source>Moves so far: {moves}</source>
        <translation>Moves so far: {moves}</translation>
    </message>
    <message>
        <source>Right: {move} is the best move.</source>
        <translation>Right: {move} is the best move.</translation>
    </message>
    <message>
        <source>Not this time: the best move is {move}.</source>
        <translation>Not this time: the best move is {move}.</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Your progress</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <source>Solve your puzzles</source>
        <translation>Solve your puzzles</translation>
    </message>
    <message>
        <source>A puzzle near your rating</source>
        <translation>A puzzle near your rating</translation>
    </message>
    <message>
        <source>Accuracy: best or good decisions</source>
        <translation>Accuracy: best or good decisions</translation>
    </message>
    <message>
        <source>Lost per decision against the coach's best</source>
        <translation>Lost per decision against the coach's best</translation>
    </message>
    <message>
        <source>Your score minus par (luck taken out)</source>
        <translation>Your score minus par (luck taken out)</translation>
    </message>
    <message>
        <source>No deals with this figure yet.</source>
        <translation>No deals with this figure yet.</translation>
    </message>
    <message>
        <source>Deals where you lost most against par:</source>
        <translation>Deals where you lost most against par:</translation>
    </message>
    <message>
        <source>Ideas you most often missed:</source>
        <translation>Ideas you most often missed:</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>none yet</translation>
    </message>
    <message>
        <source>Due today: {n}</source>
        <translation>Due today: {n}</translation>
    </message>
    <message>
        <source>{date}, deal {n}: {diff} against par</source>
        <translation>{date}, deal {n}: {diff} against par</translation>
    </message>
    <message numerus="yes">
        <source>Par (strong with your cards): {value}{error} marks, from %n replay(s).</source>
        <translation>
            <numerusform>Par (strong with your cards): {value}{error} marks, from %n replay.</numerusform>
            <numerusform>Par (strong with your cards): {value}{error} marks, from %n replays.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Par (strong with your cards): {value}{error} points, from %n replay(s).</source>
        <translation>
            <numerusform>Par (strong with your cards): {value}{error} points, from %n replay.</numerusform>
            <numerusform>Par (strong with your cards): {value}{error} points, from %n replays.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{margin}: {score} points; a strong player's with your cards (par): {value}{error}, from %n replay(s).</source>
        <translation>
            <numerusform>{margin}: {score} points; a strong player's with your cards (par): {value}{error}, from %n replay.</numerusform>
            <numerusform>{margin}: {score} points; a strong player's with your cards (par): {value}{error}, from %n replays.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy: {share} % of your %n decision(s) best or good; {lost} marks lost per decision.</source>
        <translation>
            <numerusform>Accuracy: {share} % of your %n decision best or good; {lost} marks lost per decision.</numerusform>
            <numerusform>Accuracy: {share} % of your %n decisions best or good; {lost} marks lost per decision.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy: {share} % of your %n decision(s) best or good; {lost} points lost per decision.</source>
        <translation>
            <numerusform>Accuracy: {share} % of your %n decision best or good; {lost} points lost per decision.</numerusform>
            <numerusform>Accuracy: {share} % of your %n decisions best or good; {lost} points lost per decision.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A strong player with your cards would have won the match in {wins} of %n replay(s); you won it.</source>
        <translation>
            <numerusform>A strong player with your cards would have won the match in {wins} of %n replay; you won it.</numerusform>
            <numerusform>A strong player with your cards would have won the match in {wins} of %n replays; you won it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A strong player with your cards would have won the match in {wins} of %n replay(s); you lost it.</source>
        <translation>
            <numerusform>A strong player with your cards would have won the match in {wins} of %n replay; you lost it.</numerusform>
            <numerusform>A strong player with your cards would have won the match in {wins} of %n replays; you lost it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A strong player with your cards would have won the match in {wins} of %n replay(s); you shared first place.</source>
        <translation>
            <numerusform>A strong player with your cards would have won the match in {wins} of %n replay; you shared first place.</numerusform>
            <numerusform>A strong player with your cards would have won the match in {wins} of %n replays; you shared first place.</numerusform>
        </translation>
    </message>
    <message>
        <source>Par: a strong player is replaying your cards…</source>
        <translation>Par: a strong player is replaying your cards…</translation>
    </message>
    <message>
        <source>your deals</source>
        <translation>your deals</translation>
    </message>
    <message>
        <source>your partner</source>
        <translation>your partner</translation>
    </message>
    <message>
        <source>At the table: {seats}</source>
        <translation>At the table: {seats}</translation>
    </message>
    <message>
        <source>Your margin over your opponent</source>
        <translation>Your margin over your opponent</translation>
    </message>
    <message>
        <source>Match par (strong with your cards, {deals}): {value}{error} points; you: {score}.</source>
        <translation>Match par (strong with your cards, {deals}): {value}{error} points; you: {score}.</translation>
    </message>
    <message>
        <source>Match par: a strong player is replaying your whole match…</source>
        <translation>Match par: a strong player is replaying your whole match…</translation>
    </message>
    <message>
        <source>Your side's margin over the other side</source>
        <translation>Your side's margin over the other side</translation>
    </message>
    <message>
        <source>Your margin over your opponents' average</source>
        <translation>Your margin over your opponents' average</translation>
    </message>
    <message>
        <source>Par could not be worked out for this deal.</source>
        <translation>Par could not be worked out for this deal.</translation>
    </message>
    <message>
        <source>{margin}: {score} points; a strong player's with your cards (par): {value}, the same in all {runs} replays.</source>
        <translation>{margin}: {score} points; a strong player's with your cards (par): {value}, the same in all {runs} replays.</translation>
    </message>
    <message>
        <source>You scored about what a strong player would have with these cards.</source>
        <translation>You scored about what a strong player would have with these cards.</translation>
    </message>
    <message>
        <source>You scored {n} more than a strong player would have with these cards.</source>
        <translation>You scored {n} more than a strong player would have with these cards.</translation>
    </message>
    <message>
        <source>You scored {n} less than a strong player would have with these cards.</source>
        <translation>You scored {n} less than a strong player would have with these cards.</translation>
    </message>
    <message>
        <source>Accuracy: every move of yours was the only possible one.</source>
        <translation>Accuracy: every move of yours was the only possible one.</translation>
    </message>
    <message>
        <source>It is ahead of every other move, “{move}” too, by at least {n} marks a deal.</source>
        <translation>It is ahead of every other move, “{move}” too, by at least {n} marks a deal.</translation>
    </message>
    <message>
        <source>It is ahead of every other move, “{move}” too, by at least {n} points a deal.</source>
        <translation>It is ahead of every other move, “{move}” too, by at least {n} points a deal.</translation>
    </message>
    <message>
        <source>Your move “{move}” costs about {n} marks a deal against it.</source>
        <translation>Your move “{move}” costs about {n} marks a deal against it.</translation>
    </message>
    <message>
        <source>Your move “{move}” costs about {n} points a deal against it.</source>
        <translation>Your move “{move}” costs about {n} points a deal against it.</translation>
    </message>
    <message>
        <source>In your deal you played {move}: it cost about {n} marks a deal.</source>
        <translation>In your deal you played {move}: it cost about {n} marks a deal.</translation>
    </message>
    <message>
        <source>In your deal you played {move}: it cost about {n} points a deal.</source>
        <translation>In your deal you played {move}: it cost about {n} points a deal.</translation>
    </message>
    <message>
        <source>The match's par could not be worked out: a deal has none.</source>
        <translation>The match's par could not be worked out: a deal has none.</translation>
    </message>
    <message>
        <source>Match par (strong with your cards, {deals}): {value}{error} marks; you: {score}.</source>
        <translation>Match par (strong with your cards, {deals}): {value}{error} marks; you: {score}.</translation>
    </message>
    <message>
        <source>Par (strong with your cards): {value} marks, the same in all {runs} replays.</source>
        <translation>Par (strong with your cards): {value} marks, the same in all {runs} replays.</translation>
    </message>
    <message>
        <source>Par (strong with your cards): {value} points, the same in all {runs} replays.</source>
        <translation>Par (strong with your cards): {value} points, the same in all {runs} replays.</translation>
    </message>
    <message>
        <source>Your margin is about what a strong player's would have been.</source>
        <translation>Your margin is about what a strong player's would have been.</translation>
    </message>
    <message>
        <source>Your margin is {n} points larger than a strong player's would have been.</source>
        <translation>Your margin is {n} points larger than a strong player's would have been.</translation>
    </message>
    <message>
        <source>Your margin is {n} points smaller than a strong player's would have been.</source>
        <translation>Your margin is {n} points smaller than a strong player's would have been.</translation>
    </message>
    <message>
        <source>You took {n} fewer marks than a strong player would have with these cards.</source>
        <translation>You took {n} fewer marks than a strong player would have with these cards.</translation>
    </message>
    <message>
        <source>You took {n} more marks than a strong player would have with these cards.</source>
        <translation>You took {n} more marks than a strong player would have with these cards.</translation>
    </message>
    <message>
        <source>Par: {par} marks, you: {score}</source>
        <translation>Par: {par} marks, you: {score}</translation>
    </message>
    <message>
        <source>Margin: par {par}, you {score}</source>
        <translation>Margin: par {par}, you {score}</translation>
    </message>
    <message>
        <source>Par: {par}, you: {score}</source>
        <translation>Par: {par}, you: {score}</translation>
    </message>
    <message>
        <source>It is ahead of every other move by at least {n} points a deal.</source>
        <translation>It is ahead of every other move by at least {n} points a deal.</translation>
    </message>
    <message>
        <source>Your puzzle rating: {rating} ± {rd}</source>
        <translation>Your puzzle rating: {rating} ± {rd}</translation>
    </message>
    <message>
        <source>A match's par could not be worked out further: {error}</source>
        <translation>A match's par could not be worked out further: {error}</translation>
    </message>
    <message>
        <source>Par: being worked out…</source>
        <translation>Par: being worked out…</translation>
    </message>
    <message>
        <source>It is ahead of every other move by at least {n} marks a deal.</source>
        <translation>It is ahead of every other move by at least {n} marks a deal.</translation>
    </message>
    <message>
        <source>Accuracy: {share}</source>
        <translation>Accuracy: {share}</translation>
    </message>
    <message>
        <source>your partner</source>
        <comment>feminine</comment>
        <translation>your partner</translation>
    </message>
</context>
<context>
    <name>TrainingStore</name>
    <message>
        <source>The training record could not be used.</source>
        <translation>The training record could not be used.</translation>
    </message>
    <message>
        <source>The training record starts afresh.</source>
        <translation>The training record starts afresh.</translation>
    </message>
    <message>
        <source>is not a Kartentisch training file</source>
        <translation>is not a Kartentisch training file</translation>
    </message>
    <message>
        <source>The training record could not be saved: {error}</source>
        <translation>The training record could not be saved: {error}</translation>
    </message>
    <message>
        <source>has an unknown training version {version}</source>
        <translation>has an unknown training version {version}</translation>
    </message>
    <message>
        <source>was written by a newer Kartentisch (training version {version}; this version reads up to {supported})</source>
        <translation>was written by a newer Kartentisch (training version {version}; this version reads up to {supported})</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged entry(ies) of the training record were left out.</source>
        <translation>
            <numerusform>%n damaged entry(ies) of the training record were left out.</numerusform>
            <numerusform>%n damaged entry(ies) of the training record were left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnInput</name>
    <message>
        <source>The match is over.</source>
        <extracomment>Keys that are only held with another key: they put nothing away. The finished trick in the middle (it follows the controller's trick signals). Takes a message off the status bar if it is still shown there (the hint's). The hint's status line, withdrawn with the turn it was for: its "Enter plays it" holds only while :attr:`hint_action` does. The card the person last tried (clicked, dropped, picked by key): where a refusal's balloon points. Whether the input being handled came from the keyboard (see :meth:`handle`).</extracomment>
        <translation>The match is over.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>The deal is over.</translation>
    </message>
    <message>
        <source>{name}: waiting for a friend to join</source>
        <translation>{name}: waiting for a friend to join</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} is thinking…</translation>
    </message>
    <message>
        <source>Your turn: {what}</source>
        <translation>Your turn: {what}</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Your turn.</translation>
    </message>
    <message>
        <source>Keys: ← → or 1–9 pick a card, Space selects, Enter plays; Alt+1… the buttons.</source>
        <translation>Keys: ← → or 1–9 pick a card, Space selects, Enter plays; Alt+1… the buttons.</translation>
    </message>
    <message>
        <source>No trick has been completed in this deal yet.</source>
        <translation>No trick has been completed in this deal yet.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Please wait: it is not your turn.</translation>
    </message>
    <message>
        <source>No card is played now. {asked}</source>
        <translation>No card is played now. {asked}</translation>
    </message>
    <message>
        <source>Choose: {options}</source>
        <translation>Choose: {options}</translation>
    </message>
    <message>
        <source>{rule} — click to read it</source>
        <translation>{rule} — click to read it</translation>
    </message>
    <message>
        <source>Hint: {action} (Enter plays it). {reason}</source>
        <translation>Hint: {action} (Enter plays it). {reason}</translation>
    </message>
</context>
<context>
    <name>WordHelp</name>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Right-click or F1: open the rules there.</source>
        <translation>Right-click or F1: open the rules there.</translation>
    </message>
    <message>
        <source>Rules: {title}</source>
        <translation>Rules: {title}</translation>
    </message>
    <message>
        <source>Open the rules at {rule}</source>
        <translation>Open the rules at {rule}</translation>
    </message>
</context>
<context>
    <name>bolachen/about</name>
    <message>
        <source>One against two: win the auction, then take six tricks, none, or all. 3 players.</source>
        <translation>One against two: win the auction, then take six tricks, none, or all. 3 players.</translation>
    </message>
</context>
<context>
    <name>bolachen/contract</name>
    <message>
        <source>Brand</source>
        <translation>Brand</translation>
    </message>
    <message>
        <source>A trump game: the declarer needs 6 of the 10 tricks. In the auction the Brands rank by suit: Acorns lowest, then Leaves, Bells, Hearts highest.</source>
        <translation>A trump game: the declarer needs 6 of the 10 tricks. In the auction the Brands rank by suit: Acorns lowest, then Leaves, Bells, Hearts highest.</translation>
    </message>
    <message>
        <source>Brand {suit}</source>
        <translation>Brand {suit}</translation>
    </message>
    <message>
        <source>Bettel</source>
        <translation>Bettel</translation>
    </message>
    <message>
        <source>No trumps: the declarer must not take a single trick.</source>
        <translation>No trumps: the declarer must not take a single trick.</translation>
    </message>
    <message>
        <source>Mord</source>
        <translation>Mord</translation>
    </message>
    <message>
        <source>No trumps: the declarer must take all 10 tricks.</source>
        <translation>No trumps: the declarer must take all 10 tricks.</translation>
    </message>
</context>
<context>
    <name>bolachen/detail</name>
    <message>
        <source>Claimants</source>
        <translation>Claimants</translation>
    </message>
    <message>
        <source>Players who said they want to play.</source>
        <translation>Players who said they want to play.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>The game the declarer plays.</source>
        <translation>The game the declarer plays.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>The contract's rank in the auction, 1 to 6.</source>
        <translation>The contract's rank in the auction, 1 to 6.</translation>
    </message>
    <message>
        <source>Called card</source>
        <translation>Called card</translation>
    </message>
    <message>
        <source>The card the declarer called.</source>
        <translation>The card the declarer called.</translation>
    </message>
    <message>
        <source>Called from</source>
        <translation>Called from</translation>
    </message>
    <message>
        <source>Who had to hand over the called card.</source>
        <translation>Who had to hand over the called card.</translation>
    </message>
    <message>
        <source>Card given back</source>
        <translation>Card given back</translation>
    </message>
    <message>
        <source>The card the declarer gave back.</source>
        <translation>The card the declarer gave back.</translation>
    </message>
    <message>
        <source>Dopper</source>
        <translation>Dopper</translation>
    </message>
    <message>
        <source>The two cards of the dopper, as the declarer saw them.</source>
        <translation>The two cards of the dopper, as the declarer saw them.</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Discards</translation>
    </message>
    <message>
        <source>The cards laid away.</source>
        <translation>The cards laid away.</translation>
    </message>
    <message>
        <source>Declarer's tricks</source>
        <translation>Declarer's tricks</translation>
    </message>
    <message>
        <source>Tricks taken by the declarer.</source>
        <translation>Tricks taken by the declarer.</translation>
    </message>
    <message>
        <source>Defenders' tricks</source>
        <translation>Defenders' tricks</translation>
    </message>
    <message>
        <source>Tricks taken by the defenders.</source>
        <translation>Tricks taken by the defenders.</translation>
    </message>
    <message>
        <source>Value of Mord</source>
        <translation>Value of Mord</translation>
    </message>
    <message>
        <source>What a Mord is worth.</source>
        <translation>What a Mord is worth.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Points, or money at the tariff.</source>
        <translation>Points, or money at the tariff.</translation>
    </message>
    <message>
        <source>Cents per point</source>
        <translation>Cents per point</translation>
    </message>
    <message>
        <source>Cents paid per point.</source>
        <translation>Cents paid per point.</translation>
    </message>
    <message>
        <source>Game value</source>
        <translation>Game value</translation>
    </message>
    <message>
        <source>What the contract is worth.</source>
        <translation>What the contract is worth.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Whether the declarer won.</source>
        <translation>Whether the declarer won.</translation>
    </message>
    <message>
        <source>Money (cents)</source>
        <translation>Money (cents)</translation>
    </message>
    <message>
        <source>Each player's gain or loss in cents.</source>
        <translation>Each player's gain or loss in cents.</translation>
    </message>
    <message>
        <source>Claimants</source>
        <comment>feminine</comment>
        <translation>Claimants</translation>
    </message>
    <message>
        <source>Called from</source>
        <comment>feminine</comment>
        <translation>Called from</translation>
    </message>
</context>
<context>
    <name>bolachen/move</name>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Lay two cards face down, out of play.</source>
        <translation>Lay two cards face down, out of play.</translation>
    </message>
    <message>
        <source>{name} discards face down</source>
        <translation>{name} discards face down</translation>
    </message>
    <message>
        <source>Discard face down</source>
        <translation>Discard face down</translation>
    </message>
    <message>
        <source>Select the cards to discard, then Discard.</source>
        <translation>Select the cards to discard, then Discard.</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>Discard {cards}</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>{name} discards {cards}</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Give</translation>
    </message>
    <message>
        <source>Give the player whose card you called a card of your hand.</source>
        <translation>Give the player whose card you called a card of your hand.</translation>
    </message>
    <message>
        <source>{name} gives a card face down</source>
        <translation>{name} gives a card face down</translation>
    </message>
    <message>
        <source>Give a card face down</source>
        <translation>Give a card face down</translation>
    </message>
    <message>
        <source>Choose a card to give back.</source>
        <translation>Choose a card to give back.</translation>
    </message>
    <message>
        <source>Give {cards}</source>
        <translation>Give {cards}</translation>
    </message>
    <message>
        <source>{name} gives {cards}</source>
        <translation>{name} gives {cards}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Lay one card of your hand on the trick.</source>
        <translation>Lay one card of your hand on the trick.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Play a card.</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>Play {cards}</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} plays {cards}</translation>
    </message>
    <message>
        <source>Call a card</source>
        <translation>Call a card</translation>
    </message>
    <message>
        <source>Ask for a card you lack; its holder must hand it over.</source>
        <translation>Ask for a card you lack; its holder must hand it over.</translation>
    </message>
    <message>
        <source>You may call a card you do not hold.</source>
        <translation>You may call a card you do not hold.</translation>
    </message>
    <message>
        <source>Call {cards}</source>
        <translation>Call {cards}</translation>
    </message>
    <message>
        <source>{name} calls {cards}</source>
        <translation>{name} calls {cards}</translation>
    </message>
    <message>
        <source>Call no card</source>
        <translation>Call no card</translation>
    </message>
    <message>
        <source>Keep your hand as it is.</source>
        <translation>Keep your hand as it is.</translation>
    </message>
    <message>
        <source>{name} calls no card</source>
        <translation>{name} calls no card</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>Name the game you play: a Brand, Bettel or Mord.</source>
        <translation>Name the game you play: a Brand, Bettel or Mord.</translation>
    </message>
    <message>
        <source>Choose your contract.</source>
        <translation>Choose your contract.</translation>
    </message>
    <message>
        <source>Play {contract}</source>
        <translation>Play {contract}</translation>
    </message>
    <message>
        <source>{name} plays {contract}</source>
        <translation>{name} plays {contract}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Trumps</translation>
    </message>
    <message>
        <source>Name the trump suit of your Brand.</source>
        <translation>Name the trump suit of your Brand.</translation>
    </message>
    <message>
        <source>Name the trump suit.</source>
        <translation>Name the trump suit.</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Trumps: {suit}</translation>
    </message>
    <message>
        <source>{name} names {suit} trumps</source>
        <translation>{name} names {suit} trumps</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <source>Offer a higher contract than the one standing.</source>
        <translation>Offer a higher contract than the one standing.</translation>
    </message>
    <message>
        <source>Name a contract to bid.</source>
        <translation>Name a contract to bid.</translation>
    </message>
    <message>
        <source>Bid {contract}</source>
        <translation>Bid {contract}</translation>
    </message>
    <message>
        <source>{name} bids {contract}</source>
        <translation>{name} bids {contract}</translation>
    </message>
    <message>
        <source>Play (claim)</source>
        <translation>Play (claim)</translation>
    </message>
    <message>
        <source>Say you want to be the declarer.</source>
        <translation>Say you want to be the declarer.</translation>
    </message>
    <message>
        <source>Do you want to play (be the declarer)?</source>
        <translation>Do you want to play (be the declarer)?</translation>
    </message>
    <message>
        <source>{name} wants to play</source>
        <translation>{name} wants to play</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Hold</translation>
    </message>
    <message>
        <source>Take the same level yourself: the earlier claimant has priority.</source>
        <translation>Take the same level yourself: the earlier claimant has priority.</translation>
    </message>
    <message>
        <source>Hold, bid higher or drop out.</source>
        <translation>Hold, bid higher or drop out.</translation>
    </message>
    <message>
        <source>{name} holds</source>
        <translation>{name} holds</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Say nothing more in this bidding.</source>
        <translation>Say nothing more in this bidding.</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passes</translation>
    </message>
    <message>
        <source>Drop out</source>
        <translation>Drop out</translation>
    </message>
    <message>
        <source>Leave the auction.</source>
        <translation>Leave the auction.</translation>
    </message>
    <message>
        <source>{name} drops out</source>
        <translation>{name} drops out</translation>
    </message>
</context>
<context>
    <name>bolachen/option</name>
    <message>
        <source>Value of Mord</source>
        <translation>Value of Mord</translation>
    </message>
    <message>
        <source>Deals in a match</source>
        <translation>Deals in a match</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Tariff</source>
        <translation>Tariff</translation>
    </message>
</context>
<context>
    <name>bolachen/phase</name>
    <message>
        <source>Deal over</source>
        <translation>Deal over</translation>
    </message>
    <message>
        <source>The outcome is certain (a Brand is decided by the declarer's sixth trick or the defenders' fifth, a Bettel or Mord by a single trick), so the rest is not played: the deal is scored.</source>
        <translation>The outcome is certain (a Brand is decided by the declarer's sixth trick or the defenders' fifth, a Bettel or Mord by a single trick), so the rest is not played: the deal is scored.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bidding</translation>
    </message>
    <message>
        <source>Who wants to play, and which contract is highest.</source>
        <translation>Who wants to play, and which contract is highest.</translation>
    </message>
    <message>
        <source>Choosing the contract</source>
        <translation>Choosing the contract</translation>
    </message>
    <message>
        <source>The declarer names the game.</source>
        <translation>The declarer names the game.</translation>
    </message>
    <message>
        <source>Calling a card</source>
        <translation>Calling a card</translation>
    </message>
    <message>
        <source>In Bettel or Mord the declarer may call a card he lacks.</source>
        <translation>In Bettel or Mord the declarer may call a card he lacks.</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Exchange</translation>
    </message>
    <message>
        <source>Cards are handed back and discarded.</source>
        <translation>Cards are handed back and discarded.</translation>
    </message>
    <message>
        <source>Naming trumps</source>
        <translation>Naming trumps</translation>
    </message>
    <message>
        <source>The declarer names the trump suit.</source>
        <translation>The declarer names the trump suit.</translation>
    </message>
</context>
<context>
    <name>bolachen/role</name>
    <message>
        <source>Claimant</source>
        <translation>Claimant</translation>
    </message>
    <message>
        <source>Wants to be the declarer.</source>
        <translation>Wants to be the declarer.</translation>
    </message>
    <message>
        <source>Bidder</source>
        <translation>Bidder</translation>
    </message>
    <message>
        <source>Holds the highest bid so far.</source>
        <translation>Holds the highest bid so far.</translation>
    </message>
    <message>
        <source>Claimant</source>
        <comment>feminine</comment>
        <translation>Claimant</translation>
    </message>
    <message>
        <source>Wants to be the declarer.</source>
        <comment>feminine</comment>
        <translation>Wants to be the declarer.</translation>
    </message>
    <message>
        <source>Bidder</source>
        <comment>feminine</comment>
        <translation>Bidder</translation>
    </message>
    <message>
        <source>Holds the highest bid so far.</source>
        <comment>feminine</comment>
        <translation>Holds the highest bid so far.</translation>
    </message>
</context>
<context>
    <name>bolachen/talon</name>
    <message>
        <source>Dopper</source>
        <translation>Dopper</translation>
    </message>
    <message>
        <source>The two face-down cards in the middle.</source>
        <translation>The two face-down cards in the middle.</translation>
    </message>
</context>
<context>
    <name>bolachen/value</name>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
</context>
<context>
    <name>bolachen/word</name>
    <message>
        <source>Suit order in the auction</source>
        <translation>Suit order in the auction</translation>
    </message>
    <message>
        <source>A Brand in a higher suit outbids a lower one: Acorns (clubs) lowest, then Leaves (spades), Bells (diamonds), Hearts highest; above every Brand come Bettel, then Mord.</source>
        <translation>A Brand in a higher suit outbids a lower one: Acorns (clubs) lowest, then Leaves (spades), Bells (diamonds), Hearts highest; above every Brand come Bettel, then Mord.</translation>
    </message>
</context>
<context>
    <name>chapanka/about</name>
    <message>
        <source>Take as few points as you can, and slip the Kinal, the jack of hearts, onto another's trick. 4 players.</source>
        <translation>Take as few points as you can, and slip the Kinal, the jack of hearts, onto another's trick. 4 players.</translation>
    </message>
</context>
<context>
    <name>chapanka/detail</name>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Counters in the pot.</source>
        <translation>Counters in the pot.</translation>
    </message>
    <message>
        <source>Antes</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>What each player put into the pot.</source>
        <translation>What each player put into the pot.</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Stake</translation>
    </message>
    <message>
        <source>What the settlement is worth: the four discards' points plus 4.</source>
        <translation>What the settlement is worth: the four discards' points plus 4.</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Discards</translation>
    </message>
    <message>
        <source>How many cards lie face down out of play.</source>
        <translation>How many cards lie face down out of play.</translation>
    </message>
    <message>
        <source>Your discard</source>
        <translation>Your discard</translation>
    </message>
    <message>
        <source>The card you laid away.</source>
        <translation>The card you laid away.</translation>
    </message>
    <message>
        <source>Pancerola</source>
        <translation>Pancerola</translation>
    </message>
    <message>
        <source>Who plays a Pancerola: four aces (or three and the Kinal) and a renounce in tricks 1–9; that player must now lose every trick.</source>
        <translation>Who plays a Pancerola: four aces (or three and the Kinal) and a renounce in tricks 1–9; that player must now lose every trick.</translation>
    </message>
    <message>
        <source>Pancerola</source>
        <comment>feminine</comment>
        <translation>Pancerola</translation>
    </message>
    <message>
        <source>Chapanka</source>
        <comment>feminine</comment>
        <translation>Chapanka</translation>
    </message>
    <message>
        <source>Pancerola broken</source>
        <translation>Pancerola broken</translation>
    </message>
    <message>
        <source>The Pancerola player took a trick.</source>
        <translation>The Pancerola player took a trick.</translation>
    </message>
    <message>
        <source>Chapanka</source>
        <translation>Chapanka</translation>
    </message>
    <message>
        <source>Who is on a Chapanka.</source>
        <translation>Who is on a Chapanka.</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Trick</translation>
    </message>
    <message>
        <source>The number of the trick being played.</source>
        <translation>The number of the trick being played.</translation>
    </message>
    <message>
        <source>Deals in the match</source>
        <translation>Deals in the match</translation>
    </message>
    <message>
        <source>How many deals the match lasts.</source>
        <translation>How many deals the match lasts.</translation>
    </message>
</context>
<context>
    <name>chapanka/move</name>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>The dealer lays one card face down; the four discards fix the stake.</source>
        <translation>The dealer lays one card face down; the four discards fix the stake.</translation>
    </message>
    <message>
        <source>{name} discards face down</source>
        <translation>{name} discards face down</translation>
    </message>
    <message>
        <source>Discard face down</source>
        <translation>Discard face down</translation>
    </message>
    <message>
        <source>Select the cards to discard, then Discard.</source>
        <translation>Select the cards to discard, then Discard.</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>Discard {cards}</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>{name} discards {cards}</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Exchange</translation>
    </message>
    <message>
        <source>Lay a card face down and take the top card of the talon.</source>
        <translation>Lay a card face down and take the top card of the talon.</translation>
    </message>
    <message>
        <source>{name} exchanges a card face down</source>
        <translation>{name} exchanges a card face down</translation>
    </message>
    <message>
        <source>Exchange a card face down</source>
        <translation>Exchange a card face down</translation>
    </message>
    <message>
        <source>Click a card to exchange it for the talon card, or keep.</source>
        <translation>Click a card to exchange it for the talon card, or keep.</translation>
    </message>
    <message>
        <source>Exchange {cards}</source>
        <translation>Exchange {cards}</translation>
    </message>
    <message>
        <source>{name} exchanges {cards}</source>
        <translation>{name} exchanges {cards}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Lay one card of your hand on the trick.</source>
        <translation>Lay one card of your hand on the trick.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Play a card.</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>Play {cards}</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} plays {cards}</translation>
    </message>
    <message>
        <source>Keep your cards</source>
        <translation>Keep your cards</translation>
    </message>
    <message>
        <source>Decline the exchange.</source>
        <translation>Decline the exchange.</translation>
    </message>
    <message>
        <source>{name} keeps the cards</source>
        <translation>{name} keeps the cards</translation>
    </message>
</context>
<context>
    <name>chapanka/option</name>
    <message>
        <source>Kinal and the pot</source>
        <translation>Kinal and the pot</translation>
    </message>
    <message>
        <source>Deals in a match</source>
        <translation>Deals in a match</translation>
    </message>
</context>
<context>
    <name>chapanka/phase</name>
    <message>
        <source>Exchange</source>
        <translation>Exchange</translation>
    </message>
    <message>
        <source>Each player may swap one card with the talon.</source>
        <translation>Each player may swap one card with the talon.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>The dealer lays one card face down.</source>
        <translation>The dealer lays one card face down.</translation>
    </message>
</context>
<context>
    <name>chapanka/role</name>
    <message>
        <source>Pancerola</source>
        <translation>Pancerola</translation>
    </message>
    <message>
        <source>Holds four aces (or three and the Kinal): may renounce, then must lose every trick.</source>
        <translation>Holds four aces (or three and the Kinal): may renounce, then must lose every trick.</translation>
    </message>
    <message>
        <source>First hand</source>
        <translation>First hand</translation>
    </message>
    <message>
        <source>Sits on the dealer's right (play goes to the right): exchanges first and leads to the first trick.</source>
        <translation>Sits on the dealer's right (play goes to the right): exchanges first and leads to the first trick.</translation>
    </message>
    <message>
        <source>Chapanka</source>
        <translation>Chapanka</translation>
    </message>
    <message>
        <source>Won tricks 1–9 and must now take all eleven.</source>
        <translation>Won tricks 1–9 and must now take all eleven.</translation>
    </message>
    <message>
        <source>Pancerola</source>
        <comment>feminine</comment>
        <translation>Pancerola</translation>
    </message>
    <message>
        <source>Holds four aces (or three and the Kinal): may renounce, then must lose every trick.</source>
        <comment>feminine</comment>
        <translation>Holds four aces (or three and the Kinal): may renounce, then must lose every trick.</translation>
    </message>
    <message>
        <source>First hand</source>
        <comment>feminine</comment>
        <translation>First hand</translation>
    </message>
    <message>
        <source>Sits on the dealer's right (play goes to the right): exchanges first and leads to the first trick.</source>
        <comment>feminine</comment>
        <translation>Sits on the dealer's right (play goes to the right): exchanges first and leads to the first trick.</translation>
    </message>
    <message>
        <source>Chapanka</source>
        <comment>feminine</comment>
        <translation>Chapanka</translation>
    </message>
    <message>
        <source>Won tricks 1–9 and must now take all eleven.</source>
        <comment>feminine</comment>
        <translation>Won tricks 1–9 and must now take all eleven.</translation>
    </message>
</context>
<context>
    <name>chapanka/word</name>
    <message>
        <source>Kinal</source>
        <translation>Kinal</translation>
    </message>
    <message>
        <source>The jack of hearts. Thrown on a trick led in another suit, its winner pays you (and with the option, you take the pot); played to another player's heart lead, it is forced and you pay.</source>
        <translation>The jack of hearts. Thrown on a trick led in another suit, its winner pays you (and with the option, you take the pot); played to another player's heart lead, it is forced and you pay.</translation>
    </message>
</context>
<context>
    <name>common/detail</name>
    <message>
        <source>Trumps</source>
        <translation>Trumps</translation>
    </message>
    <message>
        <source>The trump suit of this deal.</source>
        <translation>The trump suit of this deal.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <source>Who plays the contract alone.</source>
        <translation>Who plays the contract alone.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Who dealt this deal.</source>
        <translation>Who dealt this deal.</translation>
    </message>
    <message>
        <source>Forehand</source>
        <translation>Forehand</translation>
    </message>
    <message>
        <source>Who speaks and leads first.</source>
        <translation>Who speaks and leads first.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <source>Tricks each player has taken.</source>
        <translation>Tricks each player has taken.</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>Who won the deal.</source>
        <translation>Who won the deal.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>feminine</comment>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Loser</source>
        <comment>feminine</comment>
        <translation>Loser</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>feminine</comment>
        <translation>Declarer</translation>
    </message>
    <message>
        <source>Forehand</source>
        <comment>feminine</comment>
        <translation>Forehand</translation>
    </message>
    <message>
        <source>Winner</source>
        <comment>feminine</comment>
        <translation>Winner</translation>
    </message>
    <message>
        <source>Loser</source>
        <translation>Loser</translation>
    </message>
    <message>
        <source>Who lost the deal.</source>
        <translation>Who lost the deal.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Points scored in this deal.</source>
        <translation>Points scored in this deal.</translation>
    </message>
</context>
<context>
    <name>common/phase</name>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Cards are played to tricks.</source>
        <translation>Cards are played to tricks.</translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Deal over</translation>
    </message>
    <message>
        <source>The deal is decided and scored.</source>
        <translation>The deal is decided and scored.</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Match over</translation>
    </message>
    <message>
        <source>The last deal of the match is scored.</source>
        <translation>The last deal of the match is scored.</translation>
    </message>
</context>
<context>
    <name>common/role</name>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Shuffled and dealt this deal.</source>
        <translation>Shuffled and dealt this deal.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <source>Plays the contract alone against the others.</source>
        <translation>Plays the contract alone against the others.</translation>
    </message>
    <message>
        <source>Forehand</source>
        <translation>Forehand</translation>
    </message>
    <message>
        <source>Sits left of the dealer and speaks first.</source>
        <translation>Sits left of the dealer and speaks first.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>feminine</comment>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Shuffled and dealt this deal.</source>
        <comment>feminine</comment>
        <translation>Shuffled and dealt this deal.</translation>
    </message>
    <message>
        <source>Out</source>
        <comment>feminine</comment>
        <translation>Out</translation>
    </message>
    <message>
        <source>Has no more cards and takes no further part in this game.</source>
        <comment>feminine</comment>
        <translation>Has no more cards and takes no further part in this game.</translation>
    </message>
    <message>
        <source>Loser</source>
        <comment>feminine</comment>
        <translation>Loser</translation>
    </message>
    <message>
        <source>Lost this deal.</source>
        <comment>feminine</comment>
        <translation>Lost this deal.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>feminine</comment>
        <translation>Declarer</translation>
    </message>
    <message>
        <source>Plays the contract alone against the others.</source>
        <comment>feminine</comment>
        <translation>Plays the contract alone against the others.</translation>
    </message>
    <message>
        <source>Defender</source>
        <comment>feminine</comment>
        <translation>Defender</translation>
    </message>
    <message>
        <source>Plays against the declarer.</source>
        <comment>feminine</comment>
        <translation>Plays against the declarer.</translation>
    </message>
    <message>
        <source>Middlehand</source>
        <comment>feminine</comment>
        <translation>Middlehand</translation>
    </message>
    <message>
        <source>Speaks second.</source>
        <comment>feminine</comment>
        <translation>Speaks second.</translation>
    </message>
    <message>
        <source>Winner</source>
        <comment>feminine</comment>
        <translation>Winner</translation>
    </message>
    <message>
        <source>Won this deal.</source>
        <comment>feminine</comment>
        <translation>Won this deal.</translation>
    </message>
    <message>
        <source>Forehand</source>
        <comment>feminine</comment>
        <translation>Forehand</translation>
    </message>
    <message>
        <source>Sits left of the dealer and speaks first.</source>
        <comment>feminine</comment>
        <translation>Sits left of the dealer and speaks first.</translation>
    </message>
    <message>
        <source>Middlehand</source>
        <translation>Middlehand</translation>
    </message>
    <message>
        <source>Speaks second.</source>
        <translation>Speaks second.</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Out</translation>
    </message>
    <message>
        <source>Has no more cards and takes no further part in this game.</source>
        <translation>Has no more cards and takes no further part in this game.</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>Won this deal.</source>
        <translation>Won this deal.</translation>
    </message>
    <message>
        <source>Loser</source>
        <translation>Loser</translation>
    </message>
    <message>
        <source>Lost this deal.</source>
        <translation>Lost this deal.</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Defender</translation>
    </message>
    <message>
        <source>Plays against the declarer.</source>
        <translation>Plays against the declarer.</translation>
    </message>
</context>
<context>
    <name>common/talon</name>
    <message>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Face-down cards in the middle that no one plays from.</source>
        <translation>Face-down cards in the middle that no one plays from.</translation>
    </message>
</context>
<context>
    <name>details</name>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>Your team</translation>
    </message>
</context>
<context>
    <name>drawn</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>'{action}' is not possible now. Possible: {legal}</source>
        <translation>'{action}' is not possible now. Possible: {legal}</translation>
    </message>
    <message>
        <source>The match is over; start a new one.</source>
        <translation>The match is over; start a new one.</translation>
    </message>
    <message>
        <source>The current deal is not finished yet.</source>
        <translation>The current deal is not finished yet.</translation>
    </message>
    <message>
        <source>Cannot read {text!r} as an action.</source>
        <translation>Cannot read {text!r} as an action.</translation>
    </message>
    <message>
        <source>The deal is over; deal the next hand first.</source>
        <translation>The deal is over; deal the next hand first.</translation>
    </message>
    <message>
        <source>This trick cannot be lost: win it with the highest card.</source>
        <translation>This trick cannot be lost: win it with the highest card.</translation>
    </message>
    <message>
        <source>Discard the Kinal now: whoever takes this trick pays you for it.</source>
        <translation>Discard the Kinal now: whoever takes this trick pays you for it.</translation>
    </message>
    <message>
        <source>Keep the Kinal off another player's heart lead: played there it costs you.</source>
        <translation>Keep the Kinal off another player's heart lead: played there it costs you.</translation>
    </message>
    <message>
        <source>Your Pancerola must lose every trick: {card} cannot take this one.</source>
        <translation>Your Pancerola must lose every trick: {card} cannot take this one.</translation>
    </message>
    <message>
        <source>Lay away {card}, the card most likely to cost points.</source>
        <translation>Lay away {card}, the card most likely to cost points.</translation>
    </message>
    <message>
        <source>The first possible move.</source>
        <translation>The first possible move.</translation>
    </message>
    <message>
        <source>Lead a low card so somebody else takes the trick.</source>
        <translation>Lead a low card so somebody else takes the trick.</translation>
    </message>
    <message>
        <source>Cannot follow: throw {card} to whoever takes this trick.</source>
        <translation>Cannot follow: throw {card} to whoever takes this trick.</translation>
    </message>
    <message>
        <source>Duck under {top} with the highest card that still loses.</source>
        <translation>Duck under {top} with the highest card that still loses.</translation>
    </message>
    <message>
        <source>Nothing expensive to swap: keep the hand.</source>
        <translation>Nothing expensive to swap: keep the hand.</translation>
    </message>
    <message>
        <source>Keep these cards for now.</source>
        <translation>Keep these cards for now.</translation>
    </message>
    <message>
        <source>Two players are left and every card is known: this move wins whatever the other player does.</source>
        <translation>Two players are left and every card is known: this move wins whatever the other player does.</translation>
    </message>
    <message>
        <source>Two players are left and every card is known: this move at least draws; the others lose.</source>
        <translation>Two players are left and every card is known: this move at least draws; the others lose.</translation>
    </message>
    <message>
        <source>Beat {target} with the cheapest card that does it ({card}).</source>
        <translation>Beat {target} with the cheapest card that does it ({card}).</translation>
    </message>
    <message>
        <source>Attack with the lowest cards, as many of that rank as fit.</source>
        <translation>Attack with the lowest cards, as many of that rank as fit.</translation>
    </message>
    <message>
        <source>Nothing in hand beats the attack: take the cards.</source>
        <translation>Nothing in hand beats the attack: take the cards.</translation>
    </message>
    <message>
        <source>Shed low plain cards while the bout allows it.</source>
        <translation>Shed low plain cards while the bout allows it.</translation>
    </message>
    <message>
        <source>Discard from your weak suit: it tells your partner where not to lead.</source>
        <translation>Discard from your weak suit: it tells your partner where not to lead.</translation>
    </message>
    <message>
        <source>Your partner wins this trick: do not overtake him.</source>
        <translation>Your partner wins this trick: do not overtake him.</translation>
    </message>
    <message>
        <source>No card you may play wins this trick: play your lowest, keep the higher.</source>
        <translation>No card you may play wins this trick: play your lowest, keep the higher.</translation>
    </message>
    <message>
        <source>Bid the minimum (passing is not allowed here).</source>
        <translation>Bid the minimum (passing is not allowed here).</translation>
    </message>
    <message>
        <source>Nothing worth taking: throw the cheapest card.</source>
        <translation>Nothing worth taking: throw the cheapest card.</translation>
    </message>
    <message>
        <source>Declare the marriage in {suit}: it scores and sets trumps.</source>
        <translation>Declare the marriage in {suit}: it scores and sets trumps.</translation>
    </message>
    <message>
        <source>Lay away the cheapest cards that break no marriage.</source>
        <translation>Lay away the cheapest cards that break no marriage.</translation>
    </message>
    <message>
        <source>Bid {bid}: the hand looks worth about {worth}.</source>
        <translation>Bid {bid}: the hand looks worth about {worth}.</translation>
    </message>
    <message>
        <source>Pass: the hand looks worth only about {worth}.</source>
        <translation>Pass: the hand looks worth only about {worth}.</translation>
    </message>
    <message>
        <source>Lead the cheapest card and keep the strong ones.</source>
        <translation>Lead the cheapest card and keep the strong ones.</translation>
    </message>
    <message>
        <source>Take the {points} points on the table with {card}.</source>
        <translation>Take the {points} points on the table with {card}.</translation>
    </message>
    <message>
        <source>Lead a plain ace: it takes the trick and 11 points.</source>
        <translation>Lead a plain ace: it takes the trick and 11 points.</translation>
    </message>
    <message>
        <source>A random choice among {count} possible moves.</source>
        <translation>A random choice among {count} possible moves.</translation>
    </message>
    <message>
        <source>In {deals} simulated deals this move came out on top {share:.0%} of the time (mean deal score {mean:+.1f}). Next best: {other} ({other_share:.0%}).</source>
        <translation>In {deals} simulated deals this move came out on top {share:.0%} of the time (mean deal score {mean:+.1f}). Next best: {other} ({other_share:.0%}).</translation>
    </message>
    <message>
        <source>In {deals} simulated deals this move came out on top {share:.0%} of the time (mean deal score {mean:+.1f}).</source>
        <translation>In {deals} simulated deals this move came out on top {share:.0%} of the time (mean deal score {mean:+.1f}).</translation>
    </message>
    <message>
        <source>Every card is known now: played out exactly, this move is the best and ends the deal with a margin of {margin:+.0f} points.</source>
        <translation>Every card is known now: played out exactly, this move is the best and ends the deal with a margin of {margin:+.0f} points.</translation>
    </message>
    <message>
        <source>Played out exactly in {deals} guessed deals, this move won {share:.0%} of them (mean margin {margin:+.1f} points).</source>
        <translation>Played out exactly in {deals} guessed deals, this move won {share:.0%} of them (mean margin {margin:+.1f} points).</translation>
    </message>
    <message>
        <source>No simulation finished; the first possible move.</source>
        <translation>No simulation finished; the first possible move.</translation>
    </message>
    <message>
        <source>A hunch (the easy level sometimes plays on instinct).</source>
        <translation>A hunch (the easy level sometimes plays on instinct).</translation>
    </message>
    <message>
        <source>The only possible move.</source>
        <translation>The only possible move.</translation>
    </message>
    <message>
        <source>The only move a good player makes here.</source>
        <translation>The only move a good player makes here.</translation>
    </message>
    <message>
        <source>With more deals looked at, this move is as good as the best after all.</source>
        <translation>With more deals looked at, this move is as good as the best after all.</translation>
    </message>
    <message>
        <source>With more deals looked at, this move now counts as a blunder.</source>
        <translation>With more deals looked at, this move now counts as a blunder.</translation>
    </message>
    <message>
        <source>With more deals looked at, this move now counts as a mistake.</source>
        <translation>With more deals looked at, this move now counts as a mistake.</translation>
    </message>
    <message>
        <source>With more deals looked at, this move now counts as an inaccuracy.</source>
        <translation>With more deals looked at, this move now counts as an inaccuracy.</translation>
    </message>
    <message>
        <source>{card} wins: it is the highest card of the suit led, and nobody trumped.</source>
        <translation>{card} wins: it is the highest card of the suit led, and nobody trumped.</translation>
    </message>
    <message>
        <source>{card} wins: it is the highest trump in the trick.</source>
        <translation>{card} wins: it is the highest trump in the trick.</translation>
    </message>
    <message>
        <source>{card} wins: nobody followed suit or trumped.</source>
        <translation>{card} wins: nobody followed suit or trumped.</translation>
    </message>
    <message>
        <source>{card} wins: nobody followed with a higher card, and nobody trumped.</source>
        <translation>{card} wins: nobody followed with a higher card, and nobody trumped.</translation>
    </message>
    <message>
        <source>{card} wins: it is the highest card of the suit led.</source>
        <translation>{card} wins: it is the highest card of the suit led.</translation>
    </message>
    <message>
        <source>{card} wins: it is the Olsch, the highest trump of all.</source>
        <translation>{card} wins: it is the Olsch, the highest trump of all.</translation>
    </message>
    <message>
        <source>{card} wins: it is the Basta, a permanent trump, and no higher trump was played.</source>
        <translation>{card} wins: it is the Basta, a permanent trump, and no higher trump was played.</translation>
    </message>
    <message>
        <source>{card} wins: it is a Bur, a permanent trump, and no higher trump was played.</source>
        <translation>{card} wins: it is a Bur, a permanent trump, and no higher trump was played.</translation>
    </message>
    <message>
        <source>{card} wins: it is the only trump, and a trump beats the suit led ({led}).</source>
        <translation>{card} wins: it is the only trump, and a trump beats the suit led ({led}).</translation>
    </message>
    <message>
        <source>{card} wins: trumps were led and nobody else played one.</source>
        <translation>{card} wins: trumps were led and nobody else played one.</translation>
    </message>
    <message>
        <source>{card} wins: nobody followed suit.</source>
        <translation>{card} wins: nobody followed suit.</translation>
    </message>
    <message>
        <source>{card} wins: nobody followed with a higher card.</source>
        <translation>{card} wins: nobody followed with a higher card.</translation>
    </message>
    <message>
        <source>{card} stays under the declarer's {best}: in a Bettel every trick he takes loses it.</source>
        <translation>{card} stays under the declarer's {best}: in a Bettel every trick he takes loses it.</translation>
    </message>
    <message>
        <source>{card}, your lowest card of the suit, stays under {best}: the declarer, who plays after you, must stay under {best} too.</source>
        <translation>{card}, your lowest card of the suit, stays under {best}: the declarer, who plays after you, must stay under {best} too.</translation>
    </message>
    <message>
        <source>Leads {card}: the declarer must take no trick, and few unplayed cards of its suit that you do not hold rank below it ({count}).</source>
        <translation>Leads {card}: the declarer must take no trick, and few unplayed cards of its suit that you do not hold rank below it ({count}).</translation>
    </message>
    <message numerus="yes">
        <source>By the usual count {count} of your cards could lose a trick in a Mord; the exchange lays two cards away.</source>
        <translation>
            <numerusform>By the usual count {count} of your cards could lose a trick in a Mord; the exchange lays two cards away.</numerusform>
            <numerusform>By the usual count {count} of your cards could lose a trick in a Mord; the exchange lays two cards away.</numerusform>
        </translation>
    </message>
    <message>
        <source>With {suit} as trumps ({count} of your cards) your hand counts the most tricks.</source>
        <translation>With {suit} as trumps ({count} of your cards) your hand counts the most tricks.</translation>
    </message>
    <message>
        <source>{card}, your lowest card of the suit, heads the trick: the declarer, who plays after you, must stay under it.</source>
        <translation>{card}, your lowest card of the suit, heads the trick: the declarer, who plays after you, must stay under it.</translation>
    </message>
    <message>
        <source>Leads {card}, your lowest of its suit: to take no trick the declarer must play lower or throw another suit.</source>
        <translation>Leads {card}, your lowest of its suit: to take no trick the declarer must play lower or throw another suit.</translation>
    </message>
    <message numerus="yes">
        <source>By the usual count {count} of your cards could be forced to take a trick in a Bettel; the exchange lays two cards away.</source>
        <translation>
            <numerusform>By the usual count {count} of your cards could be forced to take a trick in a Bettel; the exchange lays two cards away.</numerusform>
            <numerusform>By the usual count {count} of your cards could be forced to take a trick in a Bettel; the exchange lays two cards away.</numerusform>
        </translation>
    </message>
    <message>
        <source>By the usual count of tricks your hand makes {contract}: you may claim.</source>
        <translation>By the usual count of tricks your hand makes {contract}: you may claim.</translation>
    </message>
    <message>
        <source>By the usual count of tricks your hand makes no contract: pass.</source>
        <translation>By the usual count of tricks your hand makes no contract: pass.</translation>
    </message>
    <message>
        <source>Your seat's priority lets you hold {standing}, and by the usual count your hand makes {contract}.</source>
        <translation>Your seat's priority lets you hold {standing}, and by the usual count your hand makes {contract}.</translation>
    </message>
    <message>
        <source>The bidding stands at {standing}, more than your hand makes by the usual count of tricks.</source>
        <translation>The bidding stands at {standing}, more than your hand makes by the usual count of tricks.</translation>
    </message>
    <message>
        <source>A Brand is what your hand makes by the usual count of tricks ({contract}); Bettel and Mord are beyond it.</source>
        <translation>A Brand is what your hand makes by the usual count of tricks ({contract}); Bettel and Mord are beyond it.</translation>
    </message>
    <message numerus="yes">
        <source>By the usual count your hand takes about {tricks:g} trick(s) with {suit} as trumps before the exchange; a Brand needs six.</source>
        <translation>
            <numerusform>By the usual count your hand takes about {tricks:g} trick with {suit} as trumps before the exchange; a Brand needs six.</numerusform>
            <numerusform>By the usual count your hand takes about {tricks:g} tricks with {suit} as trumps before the exchange; a Brand needs six.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only {count} of your cards could be forced to take a trick, and the exchange lays two away: a Bettel.</source>
        <translation>
            <numerusform>Only {count} of your cards could be forced to take a trick, and the exchange lays two away: a Bettel.</numerusform>
            <numerusform>Only {count} of your cards could be forced to take a trick, and the exchange lays two away: a Bettel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only {count} of your cards could lose a trick, and the exchange lays two away: a Mord.</source>
        <translation>
            <numerusform>Only {count} of your cards could lose a trick, and the exchange lays two away: a Mord.</numerusform>
            <numerusform>Only {count} of your cards could lose a trick, and the exchange lays two away: a Mord.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold {held} card(s) of {suit}: a bid of {n} promises no more than that.</source>
        <translation>
            <numerusform>You hold {held} card of {suit}: a bid of {n} promises no more than that.</numerusform>
            <numerusform>You hold {held} cards of {suit}: a bid of {n} promises no more than that.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With {suit} as trumps you hold {count} trump(s), the permanent ones included; no other suit gives you more.</source>
        <translation>
            <numerusform>With {suit} as trumps you hold {count} trump, the permanent ones included; no other suit gives you more.</numerusform>
            <numerusform>With {suit} as trumps you hold {count} trumps, the permanent ones included; no other suit gives you more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid} is open to you on {held} card(s) of {suit}, the lowest bid now: passing leaves the contract to a hand with a longer suit.</source>
        <translation>
            <numerusform>{bid} is open to you on {held} card of {suit}, the lowest bid now: passing leaves the contract to a hand with a longer suit.</numerusform>
            <numerusform>{bid} is open to you on {held} cards of {suit}, the lowest bid now: passing leaves the contract to a hand with a longer suit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A Tout must win every trick, and you hold {count} card(s) other than trumps.</source>
        <translation>
            <numerusform>A Tout must win every trick, and you hold {count} card other than trumps.</numerusform>
            <numerusform>A Tout must win every trick, and you hold {count} cards other than trumps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold {held} card(s) of {suit}: a 'better' bid of {n} promises no more than that.</source>
        <translation>
            <numerusform>You hold {held} card of {suit}: a 'better' bid of {n} promises no more than that.</numerusform>
            <numerusform>You hold {held} cards of {suit}: a 'better' bid of {n} promises no more than that.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} takes the trick and its {points} card point(s).</source>
        <translation>
            <numerusform>{card} takes the trick and its {points} card point.</numerusform>
            <numerusform>{card} takes the trick and its {points} card points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leads from {suit}, your longest suit ({count} card(s)): the more of it is played, the more your remaining cards of it are worth.</source>
        <translation>
            <numerusform>Leads from {suit}, your longest suit ({count} card): the more of it is played, the more your remaining cards of it are worth.</numerusform>
            <numerusform>Leads from {suit}, your longest suit ({count} cards): the more of it is played, the more your remaining cards of it are worth.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} is lower than your {high}: a card you may give away for it.</source>
        <translation>{card} is lower than your {high}: a card you may give away for it.</translation>
    </message>
    <message>
        <source>By the usual count of tricks your hand makes {contract}, so this bid is safe.</source>
        <translation>By the usual count of tricks your hand makes {contract}, so this bid is safe.</translation>
    </message>
    <message>
        <source>By the usual count your hand makes {contract}, the highest contract.</source>
        <translation>By the usual count your hand makes {contract}, the highest contract.</translation>
    </message>
    <message>
        <source>By the usual count your hand makes {contract}: no card of it is likely to be forced to take a trick.</source>
        <translation>By the usual count your hand makes {contract}: no card of it is likely to be forced to take a trick.</translation>
    </message>
    <message>
        <source>Lays away {cards}: no card of {suit} is left, so that suit can be trumped.</source>
        <translation>Lays away {cards}: no card of {suit} is left, so that suit can be trumped.</translation>
    </message>
    <message>
        <source>Lays away {cards}: no ace and no card of {suit}, the suit your hand counts most tricks with.</source>
        <translation>Lays away {cards}: no ace and no card of {suit}, the suit your hand counts most tricks with.</translation>
    </message>
    <message>
        <source>Without {cards}, the cards of yours that could be forced to take a trick drop from {before} to {after}.</source>
        <translation>Without {cards}, the cards of yours that could be forced to take a trick drop from {before} to {after}.</translation>
    </message>
    <message>
        <source>Without {cards}, the cards of yours that could lose a trick drop from {before} to {after}.</source>
        <translation>Without {cards}, the cards of yours that could lose a trick drop from {before} to {after}.</translation>
    </message>
    <message>
        <source>{card} is the highest card of its suit that you lack: with it that suit loses fewer tricks.</source>
        <translation>{card} is the highest card of its suit that you lack: with it that suit loses fewer tricks.</translation>
    </message>
    <message>
        <source>{card} goes and you keep {kept}: slipped onto another player's trick later, it makes that trick's winner pay you.</source>
        <translation>{card} goes and you keep {kept}: slipped onto another player's trick later, it makes that trick's winner pay you.</translation>
    </message>
    <message>
        <source>{card} follows hearts and the Kinal stays in your hand: played to another player's heart lead it would be forced and pay.</source>
        <translation>{card} follows hearts and the Kinal stays in your hand: played to another player's heart lead it would be forced and pay.</translation>
    </message>
    <message>
        <source>Every card you may play wins this trick: {card}, your highest, goes with it and the low cards stay to escape later.</source>
        <translation>Every card you may play wins this trick: {card}, your highest, goes with it and the low cards stay to escape later.</translation>
    </message>
    <message>
        <source>You follow suit and leave the Pancerola unused: once you renounce, you must lose every trick.</source>
        <translation>You follow suit and leave the Pancerola unused: once you renounce, you must lose every trick.</translation>
    </message>
    <message>
        <source>The Kinal slips onto another player's trick: its winner pays you.</source>
        <translation>The Kinal slips onto another player's trick: its winner pays you.</translation>
    </message>
    <message>
        <source>{card} slips onto another player's trick: its winner pays you for the ace.</source>
        <translation>{card} slips onto another player's trick: its winner pays you for the ace.</translation>
    </message>
    <message>
        <source>Every card you may play wins this trick: {card} adds the fewest points to it.</source>
        <translation>Every card you may play wins this trick: {card} adds the fewest points to it.</translation>
    </message>
    <message>
        <source>You renounce with the Pancerola: from now on you must lose every trick, and losing them all wins the settlement.</source>
        <translation>You renounce with the Pancerola: from now on you must lose every trick, and losing them all wins the settlement.</translation>
    </message>
    <message>
        <source>The Kinal slips onto another player's trick: its winner pays you, and the pot is yours.</source>
        <translation>The Kinal slips onto another player's trick: its winner pays you, and the pot is yours.</translation>
    </message>
    <message>
        <source>You keep the queen of diamonds, the Kaschlan, which beats any card, for later.</source>
        <translation>You keep the queen of diamonds, the Kaschlan, which beats any card, for later.</translation>
    </message>
    <message>
        <source>{card} is your only card that beats {target}.</source>
        <translation>{card} is your only card that beats {target}.</translation>
    </message>
    <message>
        <source>{card} is your lowest trump: the higher ones stay in hand.</source>
        <translation>{card} is your lowest trump: the higher ones stay in hand.</translation>
    </message>
    <message>
        <source>{card} is no trump: your trumps stay for cards only a trump can beat.</source>
        <translation>{card} is no trump: your trumps stay for cards only a trump can beat.</translation>
    </message>
    <message>
        <source>Nothing in your hand beats {cards}, so you must take in the end: taking now keeps the cards you would beat with.</source>
        <translation>Nothing in your hand beats {cards}, so you must take in the end: taking now keeps the cards you would beat with.</translation>
    </message>
    <message>
        <source>Only trumps of yours beat {cards}: taking keeps them for later.</source>
        <translation>Only trumps of yours beat {cards}: taking keeps them for later.</translation>
    </message>
    <message>
        <source>You attack with your lowest plain cards ({cards}): the high ones stay for defending.</source>
        <translation>You attack with your lowest plain cards ({cards}): the high ones stay for defending.</translation>
    </message>
    <message>
        <source>You attack with plain cards ({cards}) and keep your trumps for defending.</source>
        <translation>You attack with plain cards ({cards}) and keep your trumps for defending.</translation>
    </message>
    <message>
        <source>{cards} go together: every card of that rank leaves your hand in one bout.</source>
        <translation>{cards} go together: every card of that rank leaves your hand in one bout.</translation>
    </message>
    <message>
        <source>{cards} leaves your hand, and the defender must beat it as well.</source>
        <translation>{cards} leaves your hand, and the defender must beat it as well.</translation>
    </message>
    <message>
        <source>{cards} leave your hand, and the defender must beat them as well.</source>
        <translation>{cards} leave your hand, and the defender must beat them as well.</translation>
    </message>
    <message>
        <source>You hold a card that beats {cards}: added now, it can leave your hand in this bout.</source>
        <translation>You hold a card that beats {cards}: added now, it can leave your hand in this bout.</translation>
    </message>
    <message>
        <source>You hold a card that beats each of {cards}: added now, they can leave your hand in this bout.</source>
        <translation>You hold a card that beats each of {cards}: added now, they can leave your hand in this bout.</translation>
    </message>
    <message>
        <source>You keep {cards} for an attack of your own.</source>
        <translation>You keep {cards} for an attack of your own.</translation>
    </message>
    <message>
        <source>Your cards of the attack rank ({cards}) are trumps: worth more kept than shed.</source>
        <translation>Your cards of the attack rank ({cards}) are trumps: worth more kept than shed.</translation>
    </message>
    <message>
        <source>{card} is the cheapest card that beats {target}.</source>
        <translation>{card} is the cheapest card that beats {target}.</translation>
    </message>
    <message>
        <source>Costs about {points} points a deal against {best}: this move wins {often}, {best} {best_often}.</source>
        <translation>Costs about {points} points a deal against {best}: this move wins {often}, {best} {best_often}.</translation>
    </message>
    <message>
        <source>Worse than {best}: with this move you lose the game {often}, with {best} {best_often}.</source>
        <translation>Worse than {best}: with this move you lose the game {often}, with {best} {best_often}.</translation>
    </message>
    <message>
        <source>Wins {often} and loses about {points} points a deal; nothing else does better.</source>
        <translation>Wins {often} and loses about {points} points a deal; nothing else does better.</translation>
    </message>
    <message>
        <source>As good as {best}, as far as can be told: this move wins {often}, {best} {best_often}.</source>
        <translation>As good as {best}, as far as can be told: this move wins {often}, {best} {best_often}.</translation>
    </message>
    <message>
        <source>Costs about {points} points a deal against {best}, though both win {often}.</source>
        <translation>Costs about {points} points a deal against {best}, though both win {often}.</translation>
    </message>
    <message>
        <source>With this move you lose the game, and take a mark, {often}; nothing else does better.</source>
        <translation>With this move you lose the game, and take a mark, {often}; nothing else does better.</translation>
    </message>
    <message>
        <source>As good as {best}, as far as can be told: with this move you lose the game {often}, with {best} {best_often}.</source>
        <translation>As good as {best}, as far as can be told: with this move you lose the game {often}, with {best} {best_often}.</translation>
    </message>
    <message>
        <source>Worse than {best}, though with either you lose the game {often}.</source>
        <translation>Worse than {best}, though with either you lose the game {often}.</translation>
    </message>
    <message>
        <source>Wins {often} and gains about {points} points a deal.</source>
        <translation>Wins {often} and gains about {points} points a deal.</translation>
    </message>
    <message>
        <source>Wins {often} and loses about {points} points a deal; the strong computer player prefers it.</source>
        <translation>Wins {often} and loses about {points} points a deal; the strong computer player prefers it.</translation>
    </message>
    <message>
        <source>Wins {often} and loses about {points} points a deal; the search prefers it, counting the deals won as well as the points.</source>
        <translation>Wins {often} and loses about {points} points a deal; the search prefers it, counting the deals won as well as the points.</translation>
    </message>
    <message>
        <source>As good as {best}, as far as can be told: both win {often}.</source>
        <translation>As good as {best}, as far as can be told: both win {often}.</translation>
    </message>
    <message>
        <source>With this move you lose the game, and take a mark, {often}; the strong computer player prefers it.</source>
        <translation>With this move you lose the game, and take a mark, {often}; the strong computer player prefers it.</translation>
    </message>
    <message>
        <source>As good as {best}, as far as can be told: with either you lose the game {often}.</source>
        <translation>As good as {best}, as far as can be told: with either you lose the game {often}.</translation>
    </message>
    <message>
        <source>{card} wins: it is the Nillje, the seven of trumps, and no higher trump was played.</source>
        <translation>{card} wins: it is the Nillje, the seven of trumps, and no higher trump was played.</translation>
    </message>
    <message>
        <source>Only a trump or the Kaschlan beats {card}: the defender must spend one on it or take it.</source>
        <translation>Only a trump or the Kaschlan beats {card}: the defender must spend one on it or take it.</translation>
    </message>
    <message>
        <source>{card} beats {target}; the higher {cards} stays for a harder card.</source>
        <translation>{card} beats {target}; the higher {cards} stays for a harder card.</translation>
    </message>
    <message>
        <source>{card} beats {target}; the higher {cards} stay for harder cards.</source>
        <translation>{card} beats {target}; the higher {cards} stay for harder cards.</translation>
    </message>
    <message>
        <source>You hold no trump: taking keeps {cards}, your only defence.</source>
        <translation>You hold no trump: taking keeps {cards}, your only defence.</translation>
    </message>
    <message>
        <source>You attack with {cards}; your higher cards ({kept}) stay for defending.</source>
        <translation>You attack with {cards}; your higher cards ({kept}) stay for defending.</translation>
    </message>
    <message>
        <source>{card} goes and you keep the Olsch, the highest trump.</source>
        <translation>{card} goes and you keep the Olsch, the highest trump.</translation>
    </message>
    <message>
        <source>{card} goes and you keep the Nillje, the second-highest trump.</source>
        <translation>{card} goes and you keep the Nillje, the second-highest trump.</translation>
    </message>
    <message>
        <source>{card} goes and you keep the Basta, the third-highest trump.</source>
        <translation>{card} goes and you keep the Basta, the third-highest trump.</translation>
    </message>
    <message>
        <source>Declares the marriage of {suit} while you have the lead: it scores {points} and makes {suit} trumps at once.</source>
        <translation>Declares the marriage of {suit} while you have the lead: it scores {points} and makes {suit} trumps at once.</translation>
    </message>
    <message>
        <source>{card} goes and your king and queen of {suit} stay together for a marriage.</source>
        <translation>{card} goes and your king and queen of {suit} stay together for a marriage.</translation>
    </message>
    <message>
        <source>{card} is the cheapest card that beats {best}.</source>
        <translation>{card} is the cheapest card that beats {best}.</translation>
    </message>
    <message>
        <source>Here you need not follow suit: {card} is the lowest trump that beats {best}.</source>
        <translation>Here you need not follow suit: {card} is the lowest trump that beats {best}.</translation>
    </message>
    <message>
        <source>{card} is your only card that beats {best}.</source>
        <translation>{card} is your only card that beats {best}.</translation>
    </message>
    <message>
        <source>You cannot follow {suit}: {card} trumps the trick.</source>
        <translation>You cannot follow {suit}: {card} trumps the trick.</translation>
    </message>
    <message>
        <source>Every higher card of its suit has been played: {card} is the master and wins the trick unless somebody trumps.</source>
        <translation>Every higher card of its suit has been played: {card} is the master and wins the trick unless somebody trumps.</translation>
    </message>
    <message>
        <source>Every higher card of its suit is played or in your hand: {card} wins the trick as surely as {higher} unless somebody trumps, and {higher} stays with you.</source>
        <translation>Every higher card of its suit is played or in your hand: {card} wins the trick as surely as {higher} unless somebody trumps, and {higher} stays with you.</translation>
    </message>
    <message>
        <source>Your partner's {best} heads the trick: {card} does not overtake it.</source>
        <translation>Your partner's {best} heads the trick: {card} does not overtake it.</translation>
    </message>
    <message>
        <source>None of the cards you may play beats {best}: {card} is the cheapest to give.</source>
        <translation>None of the cards you may play beats {best}: {card} is the cheapest to give.</translation>
    </message>
    <message>
        <source>{card} lets this trick go and keeps {high}, which could have beaten {best}.</source>
        <translation>{card} lets this trick go and keeps {high}, which could have beaten {best}.</translation>
    </message>
    <message>
        <source>You cannot follow {suit}: {card}, your highest card, goes without taking the trick.</source>
        <translation>You cannot follow {suit}: {card}, your highest card, goes without taking the trick.</translation>
    </message>
    <message>
        <source>{card} is your last card of {suit}: once it is gone you can trump that suit.</source>
        <translation>{card} is your last card of {suit}: once it is gone you can trump that suit.</translation>
    </message>
    <message>
        <source>{card} goes and {master}, the master of its suit, stays in your hand.</source>
        <translation>{card} goes and {master}, the master of its suit, stays in your hand.</translation>
    </message>
    <message>
        <source>{card} takes the lead from {best}, and no unplayed card of its suit is higher: only a trump could still beat it.</source>
        <translation>{card} takes the lead from {best}, and no unplayed card of its suit is higher: only a trump could still beat it.</translation>
    </message>
    <message>
        <source>Leads {card}, a card with the fewest points you hold ({points}): if the trick is lost, little goes with it.</source>
        <translation>Leads {card}, a card with the fewest points you hold ({points}): if the trick is lost, little goes with it.</translation>
    </message>
    <message>
        <source>Last to play: {card} is the cheapest card that wins the trick.</source>
        <translation>Last to play: {card} is the cheapest card that wins the trick.</translation>
    </message>
    <message>
        <source>Here you need not follow suit: {card} is the lowest trump that wins the trick.</source>
        <translation>Here you need not follow suit: {card} is the lowest trump that wins the trick.</translation>
    </message>
    <message>
        <source>Last to play: {card} is your only card that wins the trick.</source>
        <translation>Last to play: {card} is your only card that wins the trick.</translation>
    </message>
    <message>
        <source>Every higher card of its suit has been played: {card} is the master and wins the trick.</source>
        <translation>Every higher card of its suit has been played: {card} is the master and wins the trick.</translation>
    </message>
    <message>
        <source>Every higher card of its suit is played or in your hand: {card} wins the trick as surely as {higher}, and {higher} stays with you.</source>
        <translation>Every higher card of its suit is played or in your hand: {card} wins the trick as surely as {higher}, and {higher} stays with you.</translation>
    </message>
    <message>
        <source>Your partner's {best} takes the trick: {card} leaves it to him.</source>
        <translation>Your partner's {best} takes the trick: {card} leaves it to him.</translation>
    </message>
    <message>
        <source>Your partner's {best} heads the trick and none of your cards beats it: {card} is the cheapest to give.</source>
        <translation>Your partner's {best} heads the trick and none of your cards beats it: {card} is the cheapest to give.</translation>
    </message>
    <message>
        <source>{card} is your highest card that stays under {best}: it goes without taking the trick.</source>
        <translation>{card} is your highest card that stays under {best}: it goes without taking the trick.</translation>
    </message>
    <message>
        <source>{card} stays under {best}: this trick is not yours.</source>
        <translation>{card} stays under {best}: this trick is not yours.</translation>
    </message>
    <message>
        <source>{card} takes the lead from {best}, and no unplayed card of its suit is higher.</source>
        <translation>{card} takes the lead from {best}, and no unplayed card of its suit is higher.</translation>
    </message>
    <message>
        <source>You cannot follow suit: {card} is the lowest trump that wins the trick.</source>
        <translation>You cannot follow suit: {card} is the lowest trump that wins the trick.</translation>
    </message>
    <message>
        <source>You cannot follow suit: {card} is the lowest trump that beats {best}.</source>
        <translation>You cannot follow suit: {card} is the lowest trump that beats {best}.</translation>
    </message>
    <message>
        <source>{card} is the highest card of its suit: it wins the trick unless somebody trumps.</source>
        <translation>{card} is the highest card of its suit: it wins the trick unless somebody trumps.</translation>
    </message>
    <message>
        <source>Seat {seat} has made no move that could be taken back.</source>
        <translation>Seat {seat} has made no move that could be taken back.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>The match is over.</translation>
    </message>
    <message>
        <source>'{action}' is not possible now: {what}.</source>
        <translation>'{action}' is not possible now: {what}.</translation>
    </message>
    <message>
        <source>A card is called only in Bettel or Mord, not in a Brand.</source>
        <translation>A card is called only in Bettel or Mord, not in a Brand.</translation>
    </message>
    <message>
        <source>In the competition say 'drop' to leave it, not 'pass'.</source>
        <translation>In the competition say 'drop' to leave it, not 'pass'.</translation>
    </message>
    <message>
        <source>Say just 'claim' or 'pass'.</source>
        <translation>Say just 'claim' or 'pass'.</translation>
    </message>
    <message>
        <source>Both other players passed: the dealer must play.</source>
        <translation>Both other players passed: the dealer must play.</translation>
    </message>
    <message>
        <source>Bid 'brand &lt;suit&gt;' (C, S, D or H), 'bettel' or 'mord'.</source>
        <translation>Bid 'brand &lt;suit&gt;' (C, S, D or H), 'bettel' or 'mord'.</translation>
    </message>
    <message>
        <source>To take {standing} yourself say 'hold'.</source>
        <translation>To take {standing} yourself say 'hold'.</translation>
    </message>
    <message>
        <source>Your bid must be higher than the standing {standing}.</source>
        <translation>Your bid must be higher than the standing {standing}.</translation>
    </message>
    <message>
        <source>Choose 'contract brand', 'contract bettel' or 'contract mord'.</source>
        <translation>Choose 'contract brand', 'contract bettel' or 'contract mord'.</translation>
    </message>
    <message>
        <source>Your minimum is {minimum}: play it or a higher contract.</source>
        <translation>Your minimum is {minimum}: play it or a higher contract.</translation>
    </message>
    <message>
        <source>Call one card of the pack, e.g. 'call AH'.</source>
        <translation>Call one card of the pack, e.g. 'call AH'.</translation>
    </message>
    <message>
        <source>You hold {card}: call a card you do not hold.</source>
        <translation>You hold {card}: call a card you do not hold.</translation>
    </message>
    <message>
        <source>Give one card of your hand, e.g. 'give 7C'.</source>
        <translation>Give one card of your hand, e.g. 'give 7C'.</translation>
    </message>
    <message>
        <source>You cannot give back the card you called ({card}).</source>
        <translation>You cannot give back the card you called ({card}).</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>You do not hold {card}.</translation>
    </message>
    <message>
        <source>Discard exactly two cards, e.g. 'discard 7C 8C'.</source>
        <translation>Discard exactly two cards, e.g. 'discard 7C 8C'.</translation>
    </message>
    <message>
        <source>Discard two different cards.</source>
        <translation>Discard two different cards.</translation>
    </message>
    <message>
        <source>Name a suit: C, S, D or H.</source>
        <translation>Name a suit: C, S, D or H.</translation>
    </message>
    <message>
        <source>Your minimum is {minimum}: trumps must be that suit or a higher one.</source>
        <translation>Your minimum is {minimum}: trumps must be that suit or a higher one.</translation>
    </message>
    <message>
        <source>Play one card of your hand, e.g. 'play 7C'.</source>
        <translation>Play one card of your hand, e.g. 'play 7C'.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}).</source>
        <translation>You must follow suit ({suit}).</translation>
    </message>
    <message>
        <source>You cannot follow {led}: you must play a trump ({suit}).</source>
        <translation>You cannot follow {led}: you must play a trump ({suit}).</translation>
    </message>
    <message>
        <source>You said 'play': name a contract first.</source>
        <translation>You said 'play': name a contract first.</translation>
    </message>
    <message>
        <source>Say just 'drop'.</source>
        <translation>Say just 'drop'.</translation>
    </message>
    <message>
        <source>There is no bid to hold yet: name a contract.</source>
        <translation>There is no bid to hold yet: name a contract.</translation>
    </message>
    <message>
        <source>Only the player with positional priority may hold {standing}; bid higher or drop.</source>
        <translation>Only the player with positional priority may hold {standing}; bid higher or drop.</translation>
    </message>
    <message>
        <source>Say just 'hold'.</source>
        <translation>Say just 'hold'.</translation>
    </message>
    <message>
        <source>Say just 'nocall'.</source>
        <translation>Say just 'nocall'.</translation>
    </message>
    <message>
        <source>The exchange is over: each player exchanges at most one card, before play begins.</source>
        <translation>The exchange is over: each player exchanges at most one card, before play begins.</translation>
    </message>
    <message>
        <source>Seat {seat} does not hold {card}.</source>
        <translation>Seat {seat} does not hold {card}.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}): only a Pancerola may renounce, and only in tricks 1–9.</source>
        <translation>You must follow suit ({suit}): only a Pancerola may renounce, and only in tricks 1–9.</translation>
    </message>
    <message>
        <source>Unknown action '{action}'. Chapanka's actions are: exchange &lt;card&gt;, keep, discard &lt;card&gt;, play &lt;card&gt;.</source>
        <translation>Unknown action '{action}'. Chapanka's actions are: exchange &lt;card&gt;, keep, discard &lt;card&gt;, play &lt;card&gt;.</translation>
    </message>
    <message>
        <source>'{verb}' needs exactly one card, e.g. '{verb} 7C'.</source>
        <translation>'{verb}' needs exactly one card, e.g. '{verb} 7C'.</translation>
    </message>
    <message>
        <source>'{card}' is not a card: write rank then suit, e.g. JH.</source>
        <translation>'{card}' is not a card: write rank then suit, e.g. JH.</translation>
    </message>
    <message>
        <source>The dealer cannot keep: he holds 12 cards and must lay one away (discard &lt;card&gt;).</source>
        <translation>The dealer cannot keep: he holds 12 cards and must lay one away (discard &lt;card&gt;).</translation>
    </message>
    <message>
        <source>The dealer does not exchange, and each player exchanges at most one card: the dealer now lays one of his 12 cards away (discard &lt;card&gt;).</source>
        <translation>The dealer does not exchange, and each player exchanges at most one card: the dealer now lays one of his 12 cards away (discard &lt;card&gt;).</translation>
    </message>
    <message>
        <source>Only the dealer discards; seat {seat} may exchange one card (exchange &lt;card&gt;) or keep.</source>
        <translation>Only the dealer discards; seat {seat} may exchange one card (exchange &lt;card&gt;) or keep.</translation>
    </message>
    <message>
        <source>Play has not started: {who} (seat {seat} to act).</source>
        <translation>Play has not started: {who} (seat {seat} to act).</translation>
    </message>
    <message>
        <source>It is seat {seat}'s turn (play passes to the right, anticlockwise), and {card} is not in seat {seat}'s hand.</source>
        <translation>It is seat {seat}'s turn (play passes to the right, anticlockwise), and {card} is not in seat {seat}'s hand.</translation>
    </message>
    <message>
        <source>From trick 10 on a Pancerola must follow suit too: play a {suit} card.</source>
        <translation>From trick 10 on a Pancerola must follow suit too: play a {suit} card.</translation>
    </message>
    <message>
        <source>'keep' takes no card: it declines the exchange.</source>
        <translation>'keep' takes no card: it declines the exchange.</translation>
    </message>
    <message>
        <source>There are no tens in Chapanka's 48-card pack.</source>
        <translation>There are no tens in Chapanka's 48-card pack.</translation>
    </message>
    <message>
        <source>{card} has already been played.</source>
        <translation>{card} has already been played.</translation>
    </message>
    <message>
        <source>A card of {suit} can only be beaten by a higher card of {suit} or a trump.</source>
        <translation>A card of {suit} can only be beaten by a higher card of {suit} or a trump.</translation>
    </message>
    <message>
        <source>Name the cards, e.g. '{verb} 8S 8H'.</source>
        <translation>Name the cards, e.g. '{verb} 8S 8H'.</translation>
    </message>
    <message>
        <source>Only the attacker may add a coachman.</source>
        <translation>Only the attacker may add a coachman.</translation>
    </message>
    <message>
        <source>You may not attack with more cards ({count}) than the defender holds ({limit}).</source>
        <translation>You may not attack with more cards ({count}) than the defender holds ({limit}).</translation>
    </message>
    <message>
        <source>Write 'beat' with the table card and then your card, e.g. 'beat 9S 10S'.</source>
        <translation>Write 'beat' with the table card and then your card, e.g. 'beat 9S 10S'.</translation>
    </message>
    <message>
        <source>{card} is not on the table.</source>
        <translation>{card} is not on the table.</translation>
    </message>
    <message>
        <source>{card} is already beaten.</source>
        <translation>{card} is already beaten.</translation>
    </message>
    <message>
        <source>Nothing beats the queen of diamonds, the Kaschlan: take it.</source>
        <translation>Nothing beats the queen of diamonds, the Kaschlan: take it.</translation>
    </message>
    <message>
        <source>A trump can only be beaten by a higher trump ({suit} or the queen of diamonds).</source>
        <translation>A trump can only be beaten by a higher trump ({suit} or the queen of diamonds).</translation>
    </message>
    <message>
        <source>'{action}' is not a Kaschlan move: use attack, reinforce, decline, add, beat or take.</source>
        <translation>'{action}' is not a Kaschlan move: use attack, reinforce, decline, add, beat or take.</translation>
    </message>
    <message>
        <source>Write the cards in pack order: '{canonical}'.</source>
        <translation>Write the cards in pack order: '{canonical}'.</translation>
    </message>
    <message>
        <source>'{word}' is not a card: write rank then suit, e.g. QD or 10H.</source>
        <translation>'{word}' is not a card: write rank then suit, e.g. QD or 10H.</translation>
    </message>
    <message>
        <source>{card} is named twice.</source>
        <translation>{card} is named twice.</translation>
    </message>
    <message>
        <source>Only cards of the attack rank ({rank}) may be added; {cards} are not.</source>
        <translation>Only cards of the attack rank ({rank}) may be added; {cards} are not.</translation>
    </message>
    <message>
        <source>An attack must be cards of one rank (the coachman aside); {cards} are not.</source>
        <translation>An attack must be cards of one rank (the coachman aside); {cards} are not.</translation>
    </message>
    <message>
        <source>This game is played without the coachman (option coachman).</source>
        <translation>This game is played without the coachman (option coachman).</translation>
    </message>
    <message>
        <source>Name exactly one coachman card.</source>
        <translation>Name exactly one coachman card.</translation>
    </message>
    <message>
        <source>A coachman may only go with two or more cards of one rank.</source>
        <translation>A coachman may only go with two or more cards of one rank.</translation>
    </message>
    <message>
        <source>The coachman must be of another rank; lay {card} with the set instead.</source>
        <translation>The coachman must be of another rank; lay {card} with the set instead.</translation>
    </message>
    <message>
        <source>The attacker must lay at least one card; he cannot decline.</source>
        <translation>The attacker must lay at least one card; he cannot decline.</translation>
    </message>
    <message>
        <source>A card must be played now: 'play &lt;card&gt;'.</source>
        <translation>A card must be played now: 'play &lt;card&gt;'.</translation>
    </message>
    <message>
        <source>You bid {n} but hold only {held} {suit}; name a suit in which you hold at least {n} cards.</source>
        <translation>You bid {n} but hold only {held} {suit}; name a suit in which you hold at least {n} cards.</translation>
    </message>
    <message>
        <source>Only the highest bidder may announce Tout, after naming trumps and before the first card.</source>
        <translation>Only the highest bidder may announce Tout, after naming trumps and before the first card.</translation>
    </message>
    <message>
        <source>'stop' and 'go-on' are only for the winner of a clean majority (before the opponents have a trick).</source>
        <translation>'stop' and 'go-on' are only for the winner of a clean majority (before the opponents have a trick).</translation>
    </message>
    <message>
        <source>Scharwenzel has no action '{action}'. Possible actions: {grammar}.</source>
        <translation>Scharwenzel has no action '{action}'. Possible actions: {grammar}.</translation>
    </message>
    <message>
        <source>The bidding is on: say 'bid &lt;n&gt;', 'bid &lt;n&gt; better' or 'pass'.</source>
        <translation>The bidding is on: say 'bid &lt;n&gt;', 'bid &lt;n&gt; better' or 'pass'.</translation>
    </message>
    <message>
        <source>The highest bidder must name trumps now: 'trump &lt;suit&gt;'.</source>
        <translation>The highest bidder must name trumps now: 'trump &lt;suit&gt;'.</translation>
    </message>
    <message>
        <source>The highest bidder must now say 'tout' or 'no-tout'.</source>
        <translation>The highest bidder must now say 'tout' or 'no-tout'.</translation>
    </message>
    <message>
        <source>Your team has a clean majority: say 'stop' to score now or 'go-on' to play for Tout.</source>
        <translation>Your team has a clean majority: say 'stop' to score now or 'go-on' to play for Tout.</translation>
    </message>
    <message>
        <source>Cannot read '{action}': a bid is 'bid &lt;n&gt;' or 'bid &lt;n&gt; better'.</source>
        <translation>Cannot read '{action}': a bid is 'bid &lt;n&gt;' or 'bid &lt;n&gt; better'.</translation>
    </message>
    <message>
        <source>The bidding is over.</source>
        <translation>The bidding is over.</translation>
    </message>
    <message>
        <source>The lowest bid is {lowest}.</source>
        <translation>The lowest bid is {lowest}.</translation>
    </message>
    <message>
        <source>'{bid}' does not beat the standing bid '{high}'.</source>
        <translation>'{bid}' does not beat the standing bid '{high}'.</translation>
    </message>
    <message>
        <source>You hold only {held} clubs; '{bid}' needs {needed}.</source>
        <translation>You hold only {held} clubs; '{bid}' needs {needed}.</translation>
    </message>
    <message>
        <source>You hold at most {held} cards of a suit other than clubs; '{bid}' needs {needed}.</source>
        <translation>You hold at most {held} cards of a suit other than clubs; '{bid}' needs {needed}.</translation>
    </message>
    <message>
        <source>Cannot read '{action}': say just 'pass'.</source>
        <translation>Cannot read '{action}': say just 'pass'.</translation>
    </message>
    <message>
        <source>The bidding is over; there is nothing to pass.</source>
        <translation>The bidding is over; there is nothing to pass.</translation>
    </message>
    <message>
        <source>Cannot read '{action}': name trumps as 'trump S', 'trump H' or 'trump D'.</source>
        <translation>Cannot read '{action}': name trumps as 'trump S', 'trump H' or 'trump D'.</translation>
    </message>
    <message>
        <source>Only the winner of the bidding names trumps, once the bidding is over.</source>
        <translation>Only the winner of the bidding names trumps, once the bidding is over.</translation>
    </message>
    <message>
        <source>Trumps are already named ({suit}).</source>
        <translation>Trumps are already named ({suit}).</translation>
    </message>
    <message>
        <source>After a plain bid clubs cannot be trumps; clubs need a 'better' bid.</source>
        <translation>After a plain bid clubs cannot be trumps; clubs need a 'better' bid.</translation>
    </message>
    <message>
        <source>Cannot read '{action}': say 'tout' or 'no-tout'.</source>
        <translation>Cannot read '{action}': say 'tout' or 'no-tout'.</translation>
    </message>
    <message>
        <source>Everybody passed, so no Tout can be announced.</source>
        <translation>Everybody passed, so no Tout can be announced.</translation>
    </message>
    <message>
        <source>Cannot read '{action}': play one card, e.g. 'play QC' or 'play 10H'.</source>
        <translation>Cannot read '{action}': play one card, e.g. 'play QC' or 'play 10H'.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}); jacks and black queens do not count as their printed suit.</source>
        <translation>You must follow suit ({suit}); jacks and black queens do not count as their printed suit.</translation>
    </message>
    <message>
        <source>Cannot read '{action}'.</source>
        <translation>Cannot read '{action}'.</translation>
    </message>
    <message>
        <source>A Tout is being played; play on.</source>
        <translation>A Tout is being played; play on.</translation>
    </message>
    <message>
        <source>Everybody passed, so clubs are trumps.</source>
        <translation>Everybody passed, so clubs are trumps.</translation>
    </message>
    <message>
        <source>A trump was led; you must play a trump ({suit} or a permanent trump).</source>
        <translation>A trump was led; you must play a trump ({suit} or a permanent trump).</translation>
    </message>
    <message>
        <source>'{verb}' is not an action in 1001; the actions are: {verbs}.</source>
        <translation>'{verb}' is not an action in 1001; the actions are: {verbs}.</translation>
    </message>
    <message>
        <source>{prefix} you must trump when you cannot follow suit: play {cards}.</source>
        <translation>{prefix} you must trump when you cannot follow suit: play {cards}.</translation>
    </message>
    <message>
        <source>There is no bidding, talon or discard in the two-player game.</source>
        <translation>There is no bidding, talon or discard in the two-player game.</translation>
    </message>
    <message>
        <source>The auction is on: bid or pass.</source>
        <translation>The auction is on: bid or pass.</translation>
    </message>
    <message>
        <source>First discard two cards, e.g. 'discard 9S JD'.</source>
        <translation>First discard two cards, e.g. 'discard 9S JD'.</translation>
    </message>
    <message>
        <source>{prefix} you must follow suit ({suit}): play {cards}.</source>
        <translation>{prefix} you must follow suit ({suit}): play {cards}.</translation>
    </message>
    <message>
        <source>{prefix} you must overtrump when you cannot follow suit: play {cards}.</source>
        <translation>{prefix} you must overtrump when you cannot follow suit: play {cards}.</translation>
    </message>
    <message>
        <source>Write '{verb}' followed by one card, e.g. '{verb} QC'.</source>
        <translation>Write '{verb}' followed by one card, e.g. '{verb} QC'.</translation>
    </message>
    <message>
        <source>Write 'bid' followed by a number, e.g. 'bid 60'.</source>
        <translation>Write 'bid' followed by a number, e.g. 'bid 60'.</translation>
    </message>
    <message>
        <source>'pass' takes nothing after it.</source>
        <translation>'pass' takes nothing after it.</translation>
    </message>
    <message>
        <source>Discard exactly two cards, e.g. 'discard 9S JD'.</source>
        <translation>Discard exactly two cards, e.g. 'discard 9S JD'.</translation>
    </message>
    <message>
        <source>Discard two different cards, not {card} twice.</source>
        <translation>Discard two different cards, not {card} twice.</translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <source>The auction is over.</source>
        <translation>The auction is over.</translation>
    </message>
    <message>
        <source>A bid must be a multiple of 10.</source>
        <translation>A bid must be a multiple of 10.</translation>
    </message>
    <message>
        <source>The lowest bid is {min}.</source>
        <translation>The lowest bid is {min}.</translation>
    </message>
    <message>
        <source>The highest possible bid is {max}: a deal cannot give more.</source>
        <translation>The highest possible bid is {max}: a deal cannot give more.</translation>
    </message>
    <message>
        <source>Your bid must be higher than {high}.</source>
        <translation>Your bid must be higher than {high}.</translation>
    </message>
    <message>
        <source>Only the declarer discards, after the auction, once he has taken the talon.</source>
        <translation>Only the declarer discards, after the auction, once he has taken the talon.</translation>
    </message>
    <message>
        <source>You do not hold {cards}.</source>
        <translation>You do not hold {cards}.</translation>
    </message>
    <message>
        <source>A marriage is declared by leading the king or queen of the pair, e.g. 'marry K{suit}'.</source>
        <translation>A marriage is declared by leading the king or queen of the pair, e.g. 'marry K{suit}'.</translation>
    </message>
    <message>
        <source>in almost no deal</source>
        <translation>in almost no deal</translation>
    </message>
    <message>
        <source>in about 1 deal of 10</source>
        <translation>in about 1 deal of 10</translation>
    </message>
    <message>
        <source>in about 2 deals of 10</source>
        <translation>in about 2 deals of 10</translation>
    </message>
    <message>
        <source>in about 3 deals of 10</source>
        <translation>in about 3 deals of 10</translation>
    </message>
    <message>
        <source>in about 4 deals of 10</source>
        <translation>in about 4 deals of 10</translation>
    </message>
    <message>
        <source>in about 5 deals of 10</source>
        <translation>in about 5 deals of 10</translation>
    </message>
    <message>
        <source>in about 6 deals of 10</source>
        <translation>in about 6 deals of 10</translation>
    </message>
    <message>
        <source>in about 7 deals of 10</source>
        <translation>in about 7 deals of 10</translation>
    </message>
    <message>
        <source>in about 8 deals of 10</source>
        <translation>in about 8 deals of 10</translation>
    </message>
    <message>
        <source>in about 9 deals of 10</source>
        <translation>in about 9 deals of 10</translation>
    </message>
    <message>
        <source>in almost every deal</source>
        <translation>in almost every deal</translation>
    </message>
    <message>
        <source>say 'claim' (play) or 'pass'</source>
        <translation>say 'claim' (play) or 'pass'</translation>
    </message>
    <message>
        <source>bid a higher contract, 'hold' or 'drop'</source>
        <translation>bid a higher contract, 'hold' or 'drop'</translation>
    </message>
    <message>
        <source>choose the contract: 'contract brand', 'contract bettel' or 'contract mord'</source>
        <translation>choose the contract: 'contract brand', 'contract bettel' or 'contract mord'</translation>
    </message>
    <message>
        <source>call a card ('call &lt;card&gt;') or decline ('nocall')</source>
        <translation>call a card ('call &lt;card&gt;') or decline ('nocall')</translation>
    </message>
    <message>
        <source>give a card back to the defender ('give &lt;card&gt;')</source>
        <translation>give a card back to the defender ('give &lt;card&gt;')</translation>
    </message>
    <message>
        <source>discard two cards ('discard &lt;card&gt; &lt;card&gt;')</source>
        <translation>discard two cards ('discard &lt;card&gt; &lt;card&gt;')</translation>
    </message>
    <message>
        <source>name the trump suit ('trump &lt;suit&gt;')</source>
        <translation>name the trump suit ('trump &lt;suit&gt;')</translation>
    </message>
    <message>
        <source>play a card ('play &lt;card&gt;')</source>
        <translation>play a card ('play &lt;card&gt;')</translation>
    </message>
    <message>
        <source>The Kinal is laid away: it can never be forced under another player's heart lead and make you pay.</source>
        <translation>The Kinal is laid away: it can never be forced under another player's heart lead and make you pay.</translation>
    </message>
    <message>
        <source>{card} is laid away: its points ({points}) can never come back to you in a trick.</source>
        <translation>{card} is laid away: its points ({points}) can never come back to you in a trick.</translation>
    </message>
    <message>
        <source>Your card of the attack rank ({cards}) is a trump: worth more kept than shed.</source>
        <translation>Your card of the attack rank ({cards}) is a trump: worth more kept than shed.</translation>
    </message>
    <message>
        <source>Your {card} let the trick go to {winner}; with the same cards from the others, {better} would have taken it.</source>
        <translation>Your {card} let the trick go to {winner}; with the same cards from the others, {better} would have taken it.</translation>
    </message>
    <message>
        <source>Leads a trump to draw the others' trumps (unplayed trumps you do not hold: {count}).</source>
        <translation>Leads a trump to draw the others' trumps (unplayed trumps you do not hold: {count}).</translation>
    </message>
    <message>
        <source>You cannot follow {suit}: {card} goes, a card that would lose to higher cards of its suit you do not hold (unplayed: {count}).</source>
        <translation>You cannot follow {suit}: {card} goes, a card that would lose to higher cards of its suit you do not hold (unplayed: {count}).</translation>
    </message>
    <message>
        <source>Leads {card}, your lowest of its suit (unplayed higher cards of it that you do not hold: {count}).</source>
        <translation>Leads {card}, your lowest of its suit (unplayed higher cards of it that you do not hold: {count}).</translation>
    </message>
    <message>
        <source>Leads {card}: a higher card of its suit played to this trick takes it (unplayed higher cards you do not hold: {count}).</source>
        <translation>Leads {card}: a higher card of its suit played to this trick takes it (unplayed higher cards you do not hold: {count}).</translation>
    </message>
    <message>
        <source>{card} heads the trick for now, but a player after you may still take it (unplayed higher cards of its suit that you do not hold: {count}).</source>
        <translation>{card} heads the trick for now, but a player after you may still take it (unplayed higher cards of its suit that you do not hold: {count}).</translation>
    </message>
    <message>
        <source>None of the cards you may play beats {best}: whatever you play, this trick is not yours.</source>
        <translation>None of the cards you may play beats {best}: whatever you play, this trick is not yours.</translation>
    </message>
    <message>
        <source>You cannot follow {suit}: {card} goes to another player's trick with its points ({points}).</source>
        <translation>You cannot follow {suit}: {card} goes to another player's trick with its points ({points}).</translation>
    </message>
    <message>
        <source>{card} is the highest trump: it wins the trick.</source>
        <translation>{card} is the highest trump: it wins the trick.</translation>
    </message>
    <message>
        <source>{card} is the highest card of its suit: it wins the trick.</source>
        <translation>{card} is the highest card of its suit: it wins the trick.</translation>
    </message>
    <message>
        <source>Too many cards: there is room for {room} more; a bout takes no more cards than the defender held when it began ({limit}).</source>
        <translation>Too many cards: there is room for {room} more; a bout takes no more cards than the defender held when it began ({limit}).</translation>
    </message>
    <message>
        <source>the dealer must first discard</source>
        <translation>the dealer must first discard</translation>
    </message>
    <message>
        <source>the exchange is still going on</source>
        <translation>the exchange is still going on</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>attack</translation>
    </message>
    <message>
        <source>reinforce or decline</source>
        <translation>reinforce or decline</translation>
    </message>
    <message>
        <source>add own cards of the attack rank or decline</source>
        <translation>add own cards of the attack rank or decline</translation>
    </message>
    <message>
        <source>beat a card or take</source>
        <translation>beat a card or take</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ace</translation>
    </message>
    <message>
        <source>king</source>
        <translation>king</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>queen</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jack</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>ten</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nine</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>eight</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>seven</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>five</source>
        <translation>five</translation>
    </message>
    <message>
        <source>four</source>
        <translation>four</translation>
    </message>
    <message>
        <source>three</source>
        <translation>three</translation>
    </message>
    <message>
        <source>two</source>
        <translation>two</translation>
    </message>
    <message>
        <source>bid &lt;n&gt;, bid &lt;n&gt; better, pass, trump &lt;suit&gt;, tout, no-tout, play &lt;card&gt;, stop, go-on</source>
        <translation>bid &lt;n&gt;, bid &lt;n&gt; better, pass, trump &lt;suit&gt;, tout, no-tout, play &lt;card&gt;, stop, go-on</translation>
    </message>
    <message>
        <source>play, marry, bid, pass, discard</source>
        <translation>play, marry, bid, pass, discard</translation>
    </message>
    <message>
        <source>play, marry</source>
        <translation>play, marry</translation>
    </message>
    <message>
        <source>From the first trick</source>
        <translation>From the first trick</translation>
    </message>
    <message>
        <source>In the strict phase</source>
        <translation>In the strict phase</translation>
    </message>
    <message>
        <source>You can only declare a marriage when you lead and hold both K and Q of that suit.</source>
        <translation>You can only declare a marriage when you lead and hold both K and Q of that suit.</translation>
    </message>
    <message>
        <source>{card} beats none of the cards still to be beaten ({cards}): a card is beaten only by a higher card of its suit or a trump, a trump only by a higher trump, and the queen of diamonds by nothing.</source>
        <translation>{card} beats none of the cards still to be beaten ({cards}): a card is beaten only by a higher card of its suit or a trump, a trump only by a higher trump, and the queen of diamonds by nothing.</translation>
    </message>
    <message>
        <source>It is your turn to {task}; '{action}' is not possible now.</source>
        <translation>It is your turn to {task}; '{action}' is not possible now.</translation>
    </message>
    <message>
        <source>{prefix} you must head the trick: play {cards}.</source>
        <translation>{prefix} you must head the trick: play {cards}.</translation>
    </message>
    <message>
        <source>Only three-hand 1001 has a talon and a discard.</source>
        <translation>Only three-hand 1001 has a talon and a discard.</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Kaschlan</source>
        <translation>Kaschlan</translation>
    </message>
    <message>
        <source>1001 (Tausendundeins)</source>
        <translation>1001 (Tausendundeins)</translation>
    </message>
    <message>
        <source>Bolachen</source>
        <translation>Bolachen</translation>
    </message>
    <message>
        <source>Scharwenzel</source>
        <translation>Scharwenzel</translation>
    </message>
    <message>
        <source>Chapanka</source>
        <translation>Chapanka</translation>
    </message>
</context>
<context>
    <name>german</name>
    <message>
        <source>Deuce</source>
        <translation>Deuce</translation>
    </message>
    <message>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <source>Unter</source>
        <translation>Unter</translation>
    </message>
    <message>
        <source>{n} of Leaves</source>
        <translation>{n} of Leaves</translation>
    </message>
    <message>
        <source>{n} of Hearts</source>
        <translation>{n} of Hearts</translation>
    </message>
    <message>
        <source>{n} of Bells</source>
        <translation>{n} of Bells</translation>
    </message>
    <message>
        <source>{n} of Acorns</source>
        <translation>{n} of Acorns</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Leaves</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <source>Bells</source>
        <translation>Bells</translation>
    </message>
    <message>
        <source>Acorns</source>
        <translation>Acorns</translation>
    </message>
    <message>
        <source>{rank} of Leaves</source>
        <translation>{rank} of Leaves</translation>
    </message>
    <message>
        <source>{rank} of Hearts</source>
        <translation>{rank} of Hearts</translation>
    </message>
    <message>
        <source>{rank} of Bells</source>
        <translation>{rank} of Bells</translation>
    </message>
    <message>
        <source>{rank} of Acorns</source>
        <translation>{rank} of Acorns</translation>
    </message>
</context>
<context>
    <name>ideas</name>
    <message>
        <source>Add a card while it can still go</source>
        <translation>Add a card while it can still go</translation>
    </message>
    <message>
        <source>Attack low, keep the higher cards for defence</source>
        <translation>Attack low, keep the higher cards for defence</translation>
    </message>
    <message>
        <source>Attack with the lowest plain cards</source>
        <translation>Attack with the lowest plain cards</translation>
    </message>
    <message>
        <source>Attack with a card only a trump beats</source>
        <translation>Attack with a card only a trump beats</translation>
    </message>
    <message>
        <source>Attack without trumps</source>
        <translation>Attack without trumps</translation>
    </message>
    <message>
        <source>Beat with the cheapest card</source>
        <translation>Beat with the cheapest card</translation>
    </message>
    <message>
        <source>Beat low, keep the higher card</source>
        <translation>Beat low, keep the higher card</translation>
    </message>
    <message>
        <source>Beat with the lowest trump</source>
        <translation>Beat with the lowest trump</translation>
    </message>
    <message>
        <source>Bid no more than your suit's length</source>
        <translation>Bid no more than your suit's length</translation>
    </message>
    <message>
        <source>Bid what your hand makes</source>
        <translation>Bid what your hand makes</translation>
    </message>
    <message>
        <source>Call a card below your own</source>
        <translation>Call a card below your own</translation>
    </message>
    <message>
        <source>Call the top card you lack</source>
        <translation>Call the top card you lack</translation>
    </message>
    <message>
        <source>A trick you cannot win</source>
        <translation>A trick you cannot win</translation>
    </message>
    <message>
        <source>Claim the game when your hand makes it</source>
        <translation>Claim the game when your hand makes it</translation>
    </message>
    <message>
        <source>Renounce with the Pancerola</source>
        <translation>Renounce with the Pancerola</translation>
    </message>
    <message>
        <source>Count the hand for a Bettel</source>
        <translation>Count the hand for a Bettel</translation>
    </message>
    <message>
        <source>Count the hand for a Brand</source>
        <translation>Count the hand for a Brand</translation>
    </message>
    <message>
        <source>Count the hand for a Mord</source>
        <translation>Count the hand for a Mord</translation>
    </message>
    <message>
        <source>Declare a marriage</source>
        <translation>Declare a marriage</translation>
    </message>
    <message>
        <source>Slip an ace onto another's trick</source>
        <translation>Slip an ace onto another's trick</translation>
    </message>
    <message>
        <source>Slip the Kinal onto another's trick</source>
        <translation>Slip the Kinal onto another's trick</translation>
    </message>
    <message>
        <source>Throw a card that would lose anyway</source>
        <translation>Throw a card that would lose anyway</translation>
    </message>
    <message>
        <source>Lay away side cards</source>
        <translation>Lay away side cards</translation>
    </message>
    <message>
        <source>Lay away a suit to trump it</source>
        <translation>Lay away a suit to trump it</translation>
    </message>
    <message>
        <source>Draw trumps</source>
        <translation>Draw trumps</translation>
    </message>
    <message>
        <source>Drop out when the bid is beyond your hand</source>
        <translation>Drop out when the bid is beyond your hand</translation>
    </message>
    <message>
        <source>Give the cheapest card</source>
        <translation>Give the cheapest card</translation>
    </message>
    <message>
        <source>Stay under with your highest card</source>
        <translation>Stay under with your highest card</translation>
    </message>
    <message>
        <source>Hold what your hand makes</source>
        <translation>Hold what your hand makes</translation>
    </message>
    <message>
        <source>Keep cards for your own attack</source>
        <translation>Keep cards for your own attack</translation>
    </message>
    <message>
        <source>Let the trick go, keep the high card</source>
        <translation>Let the trick go, keep the high card</translation>
    </message>
    <message>
        <source>Keep the Kaschlan</source>
        <translation>Keep the Kaschlan</translation>
    </message>
    <message>
        <source>Keep the Kinal back</source>
        <translation>Keep the Kinal back</translation>
    </message>
    <message>
        <source>Keep the marriage together</source>
        <translation>Keep the marriage together</translation>
    </message>
    <message>
        <source>Keep the master card</source>
        <translation>Keep the master card</translation>
    </message>
    <message>
        <source>Keep the Pancerola for later</source>
        <translation>Keep the Pancerola for later</translation>
    </message>
    <message>
        <source>Keep a card that makes others pay</source>
        <translation>Keep a card that makes others pay</translation>
    </message>
    <message>
        <source>Keep a trump of the attack rank</source>
        <translation>Keep a trump of the attack rank</translation>
    </message>
    <message>
        <source>Keep the trumps</source>
        <translation>Keep the trumps</translation>
    </message>
    <message>
        <source>Lay the Kinal away</source>
        <translation>Lay the Kinal away</translation>
    </message>
    <message>
        <source>Lay away a card with points</source>
        <translation>Lay away a card with points</translation>
    </message>
    <message>
        <source>Lead against a Bettel</source>
        <translation>Lead against a Bettel</translation>
    </message>
    <message>
        <source>Lead a card with few points</source>
        <translation>Lead a card with few points</translation>
    </message>
    <message>
        <source>Lead from your longest suit</source>
        <translation>Lead from your longest suit</translation>
    </message>
    <message>
        <source>Lead low</source>
        <translation>Lead low</translation>
    </message>
    <message>
        <source>Lead low against a Bettel</source>
        <translation>Lead low against a Bettel</translation>
    </message>
    <message>
        <source>Lead a card others can overtake</source>
        <translation>Lead a card others can overtake</translation>
    </message>
    <message>
        <source>Leave the trick to your partner</source>
        <translation>Leave the trick to your partner</translation>
    </message>
    <message>
        <source>Play low before the declarer</source>
        <translation>Play low before the declarer</translation>
    </message>
    <message>
        <source>Empty a suit to trump it later</source>
        <translation>Empty a suit to trump it later</translation>
    </message>
    <message>
        <source>A card that may still be overtaken</source>
        <translation>A card that may still be overtaken</translation>
    </message>
    <message>
        <source>Name the best trumps</source>
        <translation>Name the best trumps</translation>
    </message>
    <message>
        <source>Name your longest suit trumps</source>
        <translation>Name your longest suit trumps</translation>
    </message>
    <message>
        <source>No Tout with side cards</source>
        <translation>No Tout with side cards</translation>
    </message>
    <message>
        <source>Beat with the only card that can</source>
        <translation>Beat with the only card that can</translation>
    </message>
    <message>
        <source>Pass on a short suit</source>
        <translation>Pass on a short suit</translation>
    </message>
    <message>
        <source>Pass with a weak hand</source>
        <translation>Pass with a weak hand</translation>
    </message>
    <message>
        <source>Play a Bettel</source>
        <translation>Play a Bettel</translation>
    </message>
    <message>
        <source>Play the contract your hand makes</source>
        <translation>Play the contract your hand makes</translation>
    </message>
    <message>
        <source>Play the master card</source>
        <translation>Play the master card</translation>
    </message>
    <message>
        <source>Play a card as good as the master</source>
        <translation>Play a card as good as the master</translation>
    </message>
    <message>
        <source>Play a Mord</source>
        <translation>Play a Mord</translation>
    </message>
    <message>
        <source>Win with the top trump</source>
        <translation>Win with the top trump</translation>
    </message>
    <message>
        <source>Add a card the defender must beat too</source>
        <translation>Add a card the defender must beat too</translation>
    </message>
    <message>
        <source>Lay away cards that could take a trick</source>
        <translation>Lay away cards that could take a trick</translation>
    </message>
    <message>
        <source>Lay away cards that could lose a trick</source>
        <translation>Lay away cards that could lose a trick</translation>
    </message>
    <message>
        <source>Trump when you cannot follow</source>
        <translation>Trump when you cannot follow</translation>
    </message>
    <message>
        <source>Trump low</source>
        <translation>Trump low</translation>
    </message>
    <message>
        <source>Save the top trump</source>
        <translation>Save the top trump</translation>
    </message>
    <message>
        <source>Shed your highest card</source>
        <translation>Shed your highest card</translation>
    </message>
    <message>
        <source>Shed points onto another's trick</source>
        <translation>Shed points onto another's trick</translation>
    </message>
    <message>
        <source>Shed a whole rank at once</source>
        <translation>Shed a whole rank at once</translation>
    </message>
    <message>
        <source>Stay under the trick's best card</source>
        <translation>Stay under the trick's best card</translation>
    </message>
    <message>
        <source>Take now what you must take anyway</source>
        <translation>Take now what you must take anyway</translation>
    </message>
    <message>
        <source>Take to keep your only defence</source>
        <translation>Take to keep your only defence</translation>
    </message>
    <message>
        <source>Take rather than spend trumps</source>
        <translation>Take rather than spend trumps</translation>
    </message>
    <message>
        <source>Take a trick with points</source>
        <translation>Take a trick with points</translation>
    </message>
    <message>
        <source>Take the lead with the only card that can</source>
        <translation>Take the lead with the only card that can</translation>
    </message>
    <message>
        <source>Win the trick with the only card that can</source>
        <translation>Win the trick with the only card that can</translation>
    </message>
    <message>
        <source>Win with the card of fewest points</source>
        <translation>Win with the card of fewest points</translation>
    </message>
    <message>
        <source>Win with your highest card</source>
        <translation>Win with your highest card</translation>
    </message>
    <message>
        <source>Trump low instead of following</source>
        <translation>Trump low instead of following</translation>
    </message>
    <message>
        <source>Stay under the declarer</source>
        <translation>Stay under the declarer</translation>
    </message>
    <message>
        <source>Win the trick cheaply</source>
        <translation>Win the trick cheaply</translation>
    </message>
    <message>
        <source>Take the lead with the master card</source>
        <translation>Take the lead with the master card</translation>
    </message>
</context>
<context>
    <name>kaschlan/about</name>
    <message>
        <source>Get rid of your cards: attack and defend in bouts, like Durak. 2 to 5 players.</source>
        <translation>Get rid of your cards: attack and defend in bouts, like Durak. 2 to 5 players.</translation>
    </message>
</context>
<context>
    <name>kaschlan/detail</name>
    <message>
        <source>Turn-up card</source>
        <translation>Turn-up card</translation>
    </message>
    <message>
        <source>The card turned up under the stock; its suit is trumps.</source>
        <translation>The card turned up under the stock; its suit is trumps.</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Waste</translation>
    </message>
    <message>
        <source>Beaten cards, out of the game.</source>
        <translation>Beaten cards, out of the game.</translation>
    </message>
    <message>
        <source>Rank of the attack</source>
        <translation>Rank of the attack</translation>
    </message>
    <message>
        <source>Every card of this attack has this rank.</source>
        <translation>Every card of this attack has this rank.</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Trumps</translation>
    </message>
    <message>
        <source>The suit of the turned-up card; the queen of diamonds is the highest trump in every deal.</source>
        <translation>The suit of the turned-up card; the queen of diamonds is the highest trump in every deal.</translation>
    </message>
    <message>
        <source>Limit of the attack</source>
        <translation>Limit of the attack</translation>
    </message>
    <message>
        <source>How many cards the attacker and the others may lay in this bout: as many as the defender held when it began.</source>
        <translation>How many cards the attacker and the others may lay in this bout: as many as the defender held when it began.</translation>
    </message>
    <message>
        <source>Kaschlan marks</source>
        <translation>Kaschlan marks</translation>
    </message>
    <message>
        <source>Games each player has lost as the Kaschlan.</source>
        <translation>Games each player has lost as the Kaschlan.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>The number of this game in the match.</source>
        <translation>The number of this game in the match.</translation>
    </message>
    <message>
        <source>Games in the match</source>
        <translation>Games in the match</translation>
    </message>
    <message>
        <source>How many games the match lasts.</source>
        <translation>How many games the match lasts.</translation>
    </message>
    <message>
        <source>Drawn game</source>
        <translation>Drawn game</translation>
    </message>
    <message>
        <source>The last players went out together: nobody lost.</source>
        <translation>The last players went out together: nobody lost.</translation>
    </message>
</context>
<context>
    <name>kaschlan/move</name>
    <message>
        <source>Beat</source>
        <translation>Beat</translation>
    </message>
    <message>
        <source>Cover an attacking card with a higher card of its suit or a trump.</source>
        <translation>Cover an attacking card with a higher card of its suit or a trump.</translation>
    </message>
    <message>
        <source>Beat each card: click a table card, then your card — or take.</source>
        <translation>Beat each card: click a table card, then your card — or take.</translation>
    </message>
    <message>
        <source>Beat {target} with {card}</source>
        <translation>Beat {target} with {card}</translation>
    </message>
    <message>
        <source>{name} beats {target} with {card}</source>
        <translation>{name} beats {target} with {card}</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attack</translation>
    </message>
    <message>
        <source>Lay one or more cards of one rank against the defender.</source>
        <translation>Lay one or more cards of one rank against the defender.</translation>
    </message>
    <message>
        <source>Attack: select one or more cards of one rank, then Attack.</source>
        <translation>Attack: select one or more cards of one rank, then Attack.</translation>
    </message>
    <message>
        <source>Attack: click the card to lay against the defender.</source>
        <translation>Attack: click the card to lay against the defender.</translation>
    </message>
    <message>
        <source>Attack with {cards} + coachman {card}</source>
        <translation>Attack with {cards} + coachman {card}</translation>
    </message>
    <message>
        <source>{name} attacks with {cards} and the coachman {card}</source>
        <translation>{name} attacks with {cards} and the coachman {card}</translation>
    </message>
    <message>
        <source>Attack with {cards}</source>
        <translation>Attack with {cards}</translation>
    </message>
    <message>
        <source>{name} attacks with {cards}</source>
        <translation>{name} attacks with {cards}</translation>
    </message>
    <message>
        <source>Reinforce</source>
        <translation>Reinforce</translation>
    </message>
    <message>
        <source>Another player adds cards of the attack's rank to the attack.</source>
        <translation>Another player adds cards of the attack's rank to the attack.</translation>
    </message>
    <message>
        <source>Reinforce the attack with cards of its rank, or decline.</source>
        <translation>Reinforce the attack with cards of its rank, or decline.</translation>
    </message>
    <message>
        <source>Click a card to reinforce the attack, or decline.</source>
        <translation>Click a card to reinforce the attack, or decline.</translation>
    </message>
    <message>
        <source>Reinforce with {cards}</source>
        <translation>Reinforce with {cards}</translation>
    </message>
    <message>
        <source>{name} reinforces with {cards}</source>
        <translation>{name} reinforces with {cards}</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>The defender lays his own cards of the attack's rank beside it; he must beat them or take them like the rest.</source>
        <translation>The defender lays his own cards of the attack's rank beside it; he must beat them or take them like the rest.</translation>
    </message>
    <message>
        <source>The defender gives up and takes the cards still unbeaten into his hand; the pairs he beat go to the waste.</source>
        <translation>The defender gives up and takes the cards still unbeaten into his hand; the pairs he beat go to the waste.</translation>
    </message>
    <message>
        <source>Add cards of the attack's rank from your hand, or decline.</source>
        <translation>Add cards of the attack's rank from your hand, or decline.</translation>
    </message>
    <message>
        <source>Click a card to add it to the attack, or decline.</source>
        <translation>Click a card to add it to the attack, or decline.</translation>
    </message>
    <message>
        <source>Add {cards}</source>
        <translation>Add {cards}</translation>
    </message>
    <message>
        <source>{name} adds {cards}</source>
        <translation>{name} adds {cards}</translation>
    </message>
    <message>
        <source>Take the cards</source>
        <translation>Take the cards</translation>
    </message>
    <message>
        <source>{name} takes the cards</source>
        <translation>{name} takes the cards</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Decline</translation>
    </message>
    <message>
        <source>Add nothing to the attack.</source>
        <translation>Add nothing to the attack.</translation>
    </message>
    <message>
        <source>{name} declines</source>
        <translation>{name} declines</translation>
    </message>
</context>
<context>
    <name>kaschlan/option</name>
    <message>
        <source>Pack</source>
        <translation>Pack</translation>
    </message>
    <message>
        <source>Coachman (Kutscher)</source>
        <translation>Coachman (Kutscher)</translation>
    </message>
    <message>
        <source>Rotate attacker</source>
        <translation>Rotate attacker</translation>
    </message>
    <message>
        <source>Games in a match</source>
        <translation>Games in a match</translation>
    </message>
</context>
<context>
    <name>kaschlan/phase</name>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Only one player still holds cards (he is the Kaschlan), or nobody does: the game is scored.</source>
        <translation>Only one player still holds cards (he is the Kaschlan), or nobody does: the game is scored.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attack</translation>
    </message>
    <message>
        <source>The attacker lays cards against the defender.</source>
        <translation>The attacker lays cards against the defender.</translation>
    </message>
    <message>
        <source>Reinforcement</source>
        <translation>Reinforcement</translation>
    </message>
    <message>
        <source>The others may join the attack.</source>
        <translation>The others may join the attack.</translation>
    </message>
    <message>
        <source>Defender's own cards</source>
        <translation>Defender's own cards</translation>
    </message>
    <message>
        <source>The defender may lay cards of the attack's rank from his own hand beside it.</source>
        <translation>The defender may lay cards of the attack's rank from his own hand beside it.</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defence</translation>
    </message>
    <message>
        <source>The defender beats the cards or takes them.</source>
        <translation>The defender beats the cards or takes them.</translation>
    </message>
</context>
<context>
    <name>kaschlan/role</name>
    <message>
        <source>Attacker</source>
        <translation>Attacker</translation>
    </message>
    <message>
        <source>Leads the attack against the defender.</source>
        <translation>Leads the attack against the defender.</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Defender</translation>
    </message>
    <message>
        <source>Must beat every attacking card, or take the ones left unbeaten.</source>
        <translation>Must beat every attacking card, or take the ones left unbeaten.</translation>
    </message>
    <message>
        <source>Bystander</source>
        <translation>Bystander</translation>
    </message>
    <message>
        <source>May reinforce the attack.</source>
        <translation>May reinforce the attack.</translation>
    </message>
    <message>
        <source>Kaschlan</source>
        <translation>Kaschlan</translation>
    </message>
    <message>
        <source>Was left holding cards: loses the game.</source>
        <translation>Was left holding cards: loses the game.</translation>
    </message>
    <message>
        <source>Rearhand</source>
        <translation>Rearhand</translation>
    </message>
    <message>
        <source>Sits right of the dealer and cuts the pack.</source>
        <translation>Sits right of the dealer and cuts the pack.</translation>
    </message>
    <message>
        <source>Attacker</source>
        <comment>feminine</comment>
        <translation>Attacker</translation>
    </message>
    <message>
        <source>Leads the attack against the defender.</source>
        <comment>feminine</comment>
        <translation>Leads the attack against the defender.</translation>
    </message>
    <message>
        <source>Defender</source>
        <comment>feminine</comment>
        <translation>Defender</translation>
    </message>
    <message>
        <source>Must beat every attacking card, or take the ones left unbeaten.</source>
        <comment>feminine</comment>
        <translation>Must beat every attacking card, or take the ones left unbeaten.</translation>
    </message>
    <message>
        <source>Bystander</source>
        <comment>feminine</comment>
        <translation>Bystander</translation>
    </message>
    <message>
        <source>May reinforce the attack.</source>
        <comment>feminine</comment>
        <translation>May reinforce the attack.</translation>
    </message>
    <message>
        <source>Kaschlan</source>
        <comment>feminine</comment>
        <translation>Kaschlan</translation>
    </message>
    <message>
        <source>Was left holding cards: loses the game.</source>
        <comment>feminine</comment>
        <translation>Was left holding cards: loses the game.</translation>
    </message>
    <message>
        <source>Rearhand</source>
        <comment>feminine</comment>
        <translation>Rearhand</translation>
    </message>
    <message>
        <source>Sits right of the dealer and cuts the pack.</source>
        <comment>feminine</comment>
        <translation>Sits right of the dealer and cuts the pack.</translation>
    </message>
</context>
<context>
    <name>kaschlan/talon</name>
    <message>
        <source>Waste</source>
        <translation>Waste</translation>
    </message>
    <message>
        <source>Beaten cards, face down, out of the game.</source>
        <translation>Beaten cards, face down, out of the game.</translation>
    </message>
</context>
<context>
    <name>kaschlan/word</name>
    <message>
        <source>Coachman (Kutscher)</source>
        <translation>Coachman (Kutscher)</translation>
    </message>
    <message>
        <source>With the option on, an attack of two or more cards of one rank may take one more card of any rank, the coachman; it counts against the limit.</source>
        <translation>With the option on, an attack of two or more cards of one rank may take one more card of any rank, the coachman; it counts against the limit.</translation>
    </message>
    <message>
        <source>The Kaschlan (queen of diamonds)</source>
        <translation>The Kaschlan (queen of diamonds)</translation>
    </message>
    <message>
        <source>The highest trump in every deal: nothing beats it, it can only be taken.</source>
        <translation>The highest trump in every deal: nothing beats it, it can only be taken.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>The face-down cards left after the deal: attackers and reinforcers draw back to five from it at once; the trump card under it is drawn last.</source>
        <translation>The face-down cards left after the deal: attackers and reinforcers draw back to five from it at once; the trump card under it is drawn last.</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <source>Lesson 1: attack and defence</source>
        <translation>Lesson 1: attack and defence</translation>
    </message>
    <message>
        <source>Lesson 2: adding to the attack</source>
        <translation>Lesson 2: adding to the attack</translation>
    </message>
    <message>
        <source>Lesson 3: the queen of diamonds</source>
        <translation>Lesson 3: the queen of diamonds</translation>
    </message>
    <message>
        <source>You hold the queen of diamonds, the Kaschlan: the highest trump, which nothing beats. Whoever is attacked with it must take it, so keep it for the right moment.</source>
        <translation>You hold the queen of diamonds, the Kaschlan: the highest trump, which nothing beats. Whoever is attacked with it must take it, so keep it for the right moment.</translation>
    </message>
    <message>
        <source>Lesson 4: taking the cards and drawing</source>
        <translation>Lesson 4: taking the cards and drawing</translation>
    </message>
    <message>
        <source>Lesson 1: tricks while the stock lasts</source>
        <translation>Lesson 1: tricks while the stock lasts</translation>
    </message>
    <message>
        <source>Lesson 2: a marriage</source>
        <translation>Lesson 2: a marriage</translation>
    </message>
    <message>
        <source>You attack first. Lay one card that is no trump against your left neighbour (keep your trumps for beating); he must beat it with a higher card of its suit or a trump, or take it. Then you draw back to five cards.</source>
        <translation>You attack first. Lay one card that is no trump against your left neighbour (keep your trumps for beating); he must beat it with a higher card of its suit or a trump, or take it. Then you draw back to five cards.</translation>
    </message>
    <message>
        <source>You hold two cards of one rank, neither of them a trump: attack with both. The others may reinforce the attack with cards of that rank, and the defender may add his own.</source>
        <translation>You hold two cards of one rank, neither of them a trump: attack with both. The others may reinforce the attack with cards of that rank, and the defender may add his own.</translation>
    </message>
    <message>
        <source>This time you defend. When you cannot beat every card, take the ones left unbeaten (the pairs you beat go to the waste): you draw nothing, the attacker draws from the stock and attacks you again.</source>
        <translation>This time you defend. When you cannot beat every card, take the ones left unbeaten (the pairs you beat go to the waste): you draw nothing, the attacker draws from the stock and attacks you again.</translation>
    </message>
    <message>
        <source>You lead. While cards remain in the stock you may play any card; the higher card of the suit led or a trump wins, and the winner draws first. No suit is trumps until a marriage names one, so an ace led now wins the trick: lead it.</source>
        <translation>You lead. While cards remain in the stock you may play any card; the higher card of the suit led or a trump wins, and the winner draws first. No suit is trumps until a marriage names one, so an ace led now wins the trick: lead it.</translation>
    </message>
    <message>
        <source>You hold king and queen of one suit. Lead one of them as a marriage: that suit becomes trumps at once, and the marriage scores if you win at least one trick in the deal.</source>
        <translation>You hold king and queen of one suit. Lead one of them as a marriage: that suit becomes trumps at once, and the marriage scores if you win at least one trick in the deal.</translation>
    </message>
    <message>
        <source>Lesson 1: the auction</source>
        <translation>Lesson 1: the auction</translation>
    </message>
    <message>
        <source>You speak first and hold a long suit with its ace: say Play to be the declarer. When another player wants to play too, the earlier seat names a contract and the later must name a higher one or drop out; the earlier may hold the same level. Brands rank by suit (Acorns lowest, then Leaves, Bells, Hearts), then Bettel and Mord. A Brand needs six of the ten tricks, and the deal stops as soon as the outcome is certain.</source>
        <translation>You speak first and hold a long suit with its ace: say Play to be the declarer. When another player wants to play too, the earlier seat names a contract and the later must name a higher one or drop out; the earlier may hold the same level. Brands rank by suit (Acorns lowest, then Leaves, Bells, Hearts), then Bettel and Mord. A Brand needs six of the ten tricks, and the deal stops as soon as the outcome is certain.</translation>
    </message>
    <message>
        <source>Lesson 2: defending</source>
        <translation>Lesson 2: defending</translation>
    </message>
    <message>
        <source>A weak hand: no ace, no long suit. Pass, and defend together with the other player against the declarer.</source>
        <translation>A weak hand: no ace, no long suit. Pass, and defend together with the other player against the declarer.</translation>
    </message>
    <message>
        <source>Lesson 1: the Olsch and the bidding</source>
        <translation>Lesson 1: the Olsch and the bidding</translation>
    </message>
    <message>
        <source>You speak first in the bidding, holding the Olsch, the queen of clubs: the highest trump of all. The highest bid names trumps; win the majority of tricks with your partner opposite.</source>
        <translation>You speak first in the bidding, holding the Olsch, the queen of clubs: the highest trump of all. The highest bid names trumps; win the majority of tricks with your partner opposite.</translation>
    </message>
    <message>
        <source>Lesson 2: playing for your partner</source>
        <translation>Lesson 2: playing for your partner</translation>
    </message>
    <message>
        <source>A weak hand: leave the bidding to the others and help your partner opposite win the majority of tricks.</source>
        <translation>A weak hand: leave the bidding to the others and help your partner opposite win the majority of tricks.</translation>
    </message>
    <message>
        <source>Lesson 1: take as few points as you can</source>
        <translation>Lesson 1: take as few points as you can</translation>
    </message>
    <message>
        <source>First lay away your card with the most points in the exchange (king 3, queen 2, jack 1) and take one from the talon. Then play low, follow suit, and leave the tricks with aces and court cards to the others.</source>
        <translation>First lay away your card with the most points in the exchange (king 3, queen 2, jack 1) and take one from the talon. Then play low, follow suit, and leave the tricks with aces and court cards to the others.</translation>
    </message>
    <message>
        <source>You deal, so you first lay one card away and take none: keep the Kinal, the jack of hearts. Throw it on a trick led in another suit and its winner pays you; if a heart lead forces it out, you pay.</source>
        <translation>You deal, so you first lay one card away and take none: keep the Kinal, the jack of hearts. Throw it on a trick led in another suit and its winner pays you; if a heart lead forces it out, you pay.</translation>
    </message>
    <message>
        <source>Lesson 2: the Kinal</source>
        <translation>Lesson 2: the Kinal</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Strong</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamonds</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} of {suit}</translation>
    </message>
    <message>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <translation>{first} or {last}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ace</translation>
    </message>
    <message>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Queen</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>The only possible move is “{move}”.</source>
        <translation>The only possible move is “{move}”.</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>North German (Berlin) pattern</source>
        <translation>North German (Berlin) pattern</translation>
    </message>
    <message>
        <source>Bavarian pattern</source>
        <translation>Bavarian pattern</translation>
    </message>
    <message>
        <source>Four-colour tournament pattern</source>
        <translation>Four-colour tournament pattern</translation>
    </message>
    <message>
        <source>“{move}”</source>
        <translation>“{move}”</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>pack</source>
        <translation>pack</translation>
    </message>
    <message>
        <source>Pack: 32 (A–7), 52 (A–2) or 24 cards (A–9, 2–4 players)</source>
        <translation>Pack: 32 (A–7), 52 (A–2) or 24 cards (A–9, 2–4 players)</translation>
    </message>
    <message>
        <source>coachman</source>
        <translation>coachman</translation>
    </message>
    <message>
        <source>Coachman: an attack of 2+ cards of a rank may carry one extra card</source>
        <translation>Coachman: an attack of 2+ cards of a rank may carry one extra card</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>rotate_attacker</source>
        <translation>rotate_attacker</translation>
    </message>
    <message>
        <source>After a take the attacker role passes clockwise</source>
        <translation>After a take the attacker role passes clockwise</translation>
    </message>
    <message>
        <source>match_games</source>
        <translation>match_games</translation>
    </message>
    <message>
        <source>Number of games in a match</source>
        <translation>Number of games in a match</translation>
    </message>
    <message>
        <source>marriage_scoring</source>
        <translation>marriage_scoring</translation>
    </message>
    <message>
        <source>Marriage values: suit = clubs 100, spades 80, hearts 60, diamonds 40 (Russeln: hearts 100, diamonds 80, spades 60, clubs 40); order = 40, 60, 80, 100 for the 1st to 4th marriage of the deal.</source>
        <translation>Marriage values: suit = clubs 100, spades 80, hearts 60, diamonds 40 (Russeln: hearts 100, diamonds 80, spades 60, clubs 40); order = 40, 60, 80, 100 for the 1st to 4th marriage of the deal.</translation>
    </message>
    <message>
        <source>suit</source>
        <translation>suit</translation>
    </message>
    <message>
        <source>order</source>
        <translation>order</translation>
    </message>
    <message>
        <source>face_bottom_card</source>
        <translation>face_bottom_card</translation>
    </message>
    <message>
        <source>Two-hand game: the bottom card of the stock lies face up.</source>
        <translation>Two-hand game: the bottom card of the stock lies face up.</translation>
    </message>
    <message>
        <source>Two-hand game: 24 cards (A 10 K Q J 9, 8 each) or 32 cards (adds 8 and 7; 6 each, stock 20).</source>
        <translation>Two-hand game: 24 cards (A 10 K Q J 9, 8 each) or 32 cards (adds 8 and 7; 6 each, stock 20).</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>mode</translation>
    </message>
    <message>
        <source>two_hand: the classic game for 2; three_hand: McLeod's three-hand 1001 (20 cards, auction, talon); russeln: the Austrian three-player game (24 cards, auction).</source>
        <translation>two_hand: the classic game for 2; three_hand: McLeod's three-hand 1001 (20 cards, auction, talon); russeln: the Austrian three-player game (24 cards, auction).</translation>
    </message>
    <message>
        <source>two_hand</source>
        <translation>two_hand</translation>
    </message>
    <message>
        <source>three_hand</source>
        <translation>three_hand</translation>
    </message>
    <message>
        <source>russeln</source>
        <translation>russeln</translation>
    </message>
    <message>
        <source>target</source>
        <translation>target</translation>
    </message>
    <message>
        <source>Russeln: the total that wins the match.</source>
        <translation>Russeln: the total that wins the match.</translation>
    </message>
    <message>
        <source>mord_value</source>
        <translation>mord_value</translation>
    </message>
    <message>
        <source>Value of Mord: 3, or 5 (the '50 instead of 30' practice).</source>
        <translation>Value of Mord: 3, or 5 (the '50 instead of 30' practice).</translation>
    </message>
    <message>
        <source>match_deals</source>
        <translation>match_deals</translation>
    </message>
    <message>
        <source>Number of hands in a match (ignored with a target).</source>
        <translation>Number of hands in a match (ignored with a target).</translation>
    </message>
    <message>
        <source>End the match after the hand in which a total reaches +target or -target.</source>
        <translation>End the match after the hand in which a total reaches +target or -target.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>score_mode</source>
        <translation>score_mode</translation>
    </message>
    <message>
        <source>Points on a sheet, or money by the tariff.</source>
        <translation>Points on a sheet, or money by the tariff.</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>soft</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hard</translation>
    </message>
    <message>
        <source>tariff</source>
        <translation>tariff</translation>
    </message>
    <message>
        <source>Hard score: cents per game value.</source>
        <translation>Hard score: cents per game value.</translation>
    </message>
    <message>
        <source>match_target</source>
        <translation>match_target</translation>
    </message>
    <message>
        <source>Threads plus hooks a team needs to win the match.</source>
        <translation>Threads plus hooks a team needs to win the match.</translation>
    </message>
    <message>
        <source>kinal_pot</source>
        <translation>kinal_pot</translation>
    </message>
    <message>
        <source>Kinal discarded wins the pot; Kinal forced doubles the pot.</source>
        <translation>Kinal discarded wins the pot; Kinal forced doubles the pot.</translation>
    </message>
    <message>
        <source>Number of deals in a match.</source>
        <translation>Number of deals in a match.</translation>
    </message>
</context>
<context>
    <name>plurals</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n counter</numerusform>
            <numerusform>%n counters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cent(s)</source>
        <translation>
            <numerusform>%n cent</numerusform>
            <numerusform>%n cents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Kaschlan mark(s)</source>
        <translation>
            <numerusform>%n Kaschlan mark</numerusform>
            <numerusform>%n Kaschlan marks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n thread</numerusform>
            <numerusform>%n threads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hook(s)</source>
        <translation>
            <numerusform>%n hook</numerusform>
            <numerusform>%n hooks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the stock</source>
        <translation>
            <numerusform>%n card left in the stock</numerusform>
            <numerusform>%n cards left in the stock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) short of 1001</source>
        <translation>
            <numerusform>%n point short of 1001</numerusform>
            <numerusform>%n points short of 1001</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n possible move(s)</source>
        <translation>
            <numerusform>%n possible move</numerusform>
            <numerusform>%n possible moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scharwenzel/about</name>
    <message>
        <source>Two teams play for most tricks; the Olsch, the queen of clubs, is the highest trump. 4, 6 or 8 players.</source>
        <translation>Two teams play for most tricks; the Olsch, the queen of clubs, is the highest trump. 4, 6 or 8 players.</translation>
    </message>
</context>
<context>
    <name>scharwenzel/detail</name>
    <message>
        <source>Bidder</source>
        <translation>Bidder</translation>
    </message>
    <message>
        <source>Who made the highest bid.</source>
        <translation>Who made the highest bid.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <source>Who made the highest bid and named trumps; his team plays for the majority.</source>
        <translation>Who made the highest bid and named trumps; his team plays for the majority.</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Trumps</translation>
    </message>
    <message>
        <source>The trump suit of this hand. Above it, in every hand: the Olsch, the Nillje (the seven of trumps), the Basta and the four Burs.</source>
        <translation>The trump suit of this hand. Above it, in every hand: the Olsch, the Nillje (the seven of trumps), the Basta and the four Burs.</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <source>The highest bid.</source>
        <translation>The highest bid.</translation>
    </message>
    <message>
        <source>Game value</source>
        <translation>Game value</translation>
    </message>
    <message>
        <source>What this hand is worth.</source>
        <translation>What this hand is worth.</translation>
    </message>
    <message>
        <source>Tout announced</source>
        <translation>Tout announced</translation>
    </message>
    <message>
        <source>Whether a Tout was announced.</source>
        <translation>Whether a Tout was announced.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <source>Tricks each team has taken.</source>
        <translation>Tricks each team has taken.</translation>
    </message>
    <message>
        <source>Tricks for the majority</source>
        <translation>Tricks for the majority</translation>
    </message>
    <message>
        <source>Tricks a team needs for the majority.</source>
        <translation>Tricks a team needs for the majority.</translation>
    </message>
    <message>
        <source>Majority</source>
        <translation>Majority</translation>
    </message>
    <message>
        <source>The team that won the majority.</source>
        <translation>The team that won the majority.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Points toward a game, scored in this deal: only a team that reaches 24 wins a game and its thread (This deal counts threads and hooks); then both restart at 0.</source>
        <translation>Points toward a game, scored in this deal: only a team that reaches 24 wins a game and its thread (This deal counts threads and hooks); then both restart at 0.</translation>
    </message>
    <message>
        <source>Points of each team in the current game.</source>
        <translation>Points of each team in the current game.</translation>
    </message>
    <message>
        <source>Points for a game</source>
        <translation>Points for a game</translation>
    </message>
    <message>
        <source>Points that win a game.</source>
        <translation>Points that win a game.</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <source>Points of tied hands, waiting for the next majority.</source>
        <translation>Points of tied hands, waiting for the next majority.</translation>
    </message>
    <message>
        <source>Bock deal</source>
        <translation>Bock deal</translation>
    </message>
    <message>
        <source>The hand ended tied: its value goes into the Bock.</source>
        <translation>The hand ended tied: its value goes into the Bock.</translation>
    </message>
    <message>
        <source>Paid from the Bock</source>
        <translation>Paid from the Bock</translation>
    </message>
    <message>
        <source>Points paid out of the Bock.</source>
        <translation>Points paid out of the Bock.</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Threads of each team: one per game won (two for a Petersdorfer).</source>
        <translation>Threads of each team: one per game won (two for a Petersdorfer).</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Hooks</translation>
    </message>
    <message>
        <source>Hooks of each team: won with a Tout, or gained when the other team loses one.</source>
        <translation>Hooks of each team: won with a Tout, or gained when the other team loses one.</translation>
    </message>
    <message>
        <source>Threads won</source>
        <translation>Threads won</translation>
    </message>
    <message>
        <source>Threads won in this hand.</source>
        <translation>Threads won in this hand.</translation>
    </message>
    <message>
        <source>Hooks won</source>
        <translation>Hooks won</translation>
    </message>
    <message>
        <source>Hooks won in this hand.</source>
        <translation>Hooks won in this hand.</translation>
    </message>
    <message>
        <source>Threads to win</source>
        <translation>Threads to win</translation>
    </message>
    <message>
        <source>Threads plus hooks that win the match.</source>
        <translation>Threads plus hooks that win the match.</translation>
    </message>
    <message>
        <source>Matadors</source>
        <translation>Matadors</translation>
    </message>
    <message>
        <source>The unbroken top trumps one team held.</source>
        <translation>The unbroken top trumps one team held.</translation>
    </message>
    <message>
        <source>For the first ones</source>
        <translation>For the first ones</translation>
    </message>
    <message>
        <source>Majority reached before the opponents took a trick: 2 points more.</source>
        <translation>Majority reached before the opponents took a trick: 2 points more.</translation>
    </message>
    <message>
        <source>Game won by</source>
        <translation>Game won by</translation>
    </message>
    <message>
        <source>The team that won the game.</source>
        <translation>The team that won the game.</translation>
    </message>
    <message>
        <source>Petersdorfer</source>
        <translation>Petersdorfer</translation>
    </message>
    <message>
        <source>A game won while the opponents have 0 points: two threads.</source>
        <translation>A game won while the opponents have 0 points: two threads.</translation>
    </message>
    <message>
        <source>Bidder</source>
        <comment>feminine</comment>
        <translation>Bidder</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>feminine</comment>
        <translation>Declarer</translation>
    </message>
</context>
<context>
    <name>scharwenzel/move</name>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Lay one card of your hand on the trick.</source>
        <translation>Lay one card of your hand on the trick.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Play a card.</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>Play {cards}</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} plays {cards}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Trumps</translation>
    </message>
    <message>
        <source>The highest bidder names the trump suit.</source>
        <translation>The highest bidder names the trump suit.</translation>
    </message>
    <message>
        <source>Name the trump suit.</source>
        <translation>Name the trump suit.</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Trumps: {suit}</translation>
    </message>
    <message>
        <source>{name} names {suit} trumps</source>
        <translation>{name} names {suit} trumps</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <source>Say you hold this many cards of one suit. 'Better' means clubs (acorns in a German-suited pack): it beats a plain bid of the same number, and a game with clubs as trumps after a bid counts double.</source>
        <translation>Say you hold this many cards of one suit. 'Better' means clubs (acorns in a German-suited pack): it beats a plain bid of the same number, and a game with clubs as trumps after a bid counts double.</translation>
    </message>
    <message>
        <source>Bid or pass.</source>
        <translation>Bid or pass.</translation>
    </message>
    <message>
        <source>Bid {n} better ({clubs})</source>
        <translation>Bid {n} better ({clubs})</translation>
    </message>
    <message>
        <source>{name} bids {n} better ({clubs})</source>
        <translation>{name} bids {n} better ({clubs})</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>Bid {n}</translation>
    </message>
    <message>
        <source>{name} bids {n}</source>
        <translation>{name} bids {n}</translation>
    </message>
    <message>
        <source>Announce Tout</source>
        <translation>Announce Tout</translation>
    </message>
    <message>
        <source>Promise that your team takes every trick.</source>
        <translation>Promise that your team takes every trick.</translation>
    </message>
    <message>
        <source>Announce Tout?</source>
        <translation>Announce Tout?</translation>
    </message>
    <message>
        <source>{name} announces Tout</source>
        <translation>{name} announces Tout</translation>
    </message>
    <message>
        <source>No Tout</source>
        <translation>No Tout</translation>
    </message>
    <message>
        <source>Play for the bid only.</source>
        <translation>Play for the bid only.</translation>
    </message>
    <message>
        <source>{name} announces no Tout</source>
        <translation>{name} announces no Tout</translation>
    </message>
    <message>
        <source>Stop and score</source>
        <translation>Stop and score</translation>
    </message>
    <message>
        <source>End the hand now with the majority won.</source>
        <translation>End the hand now with the majority won.</translation>
    </message>
    <message>
        <source>Stop and score, or go on for Tout?</source>
        <translation>Stop and score, or go on for Tout?</translation>
    </message>
    <message>
        <source>{name} stops and scores</source>
        <translation>{name} stops and scores</translation>
    </message>
    <message>
        <source>Go on for Tout</source>
        <translation>Go on for Tout</translation>
    </message>
    <message>
        <source>Play on for a Tout: if your team wins every trick, the Tout is won and brings one hook; if the opponents take a trick, the Tout is lost (they get 2 hooks), but the majority already won still scores.</source>
        <translation>Play on for a Tout: if your team wins every trick, the Tout is won and brings one hook; if the opponents take a trick, the Tout is lost (they get 2 hooks), but the majority already won still scores.</translation>
    </message>
    <message>
        <source>{name} goes on for Tout</source>
        <translation>{name} goes on for Tout</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Say nothing more in this bidding.</source>
        <translation>Say nothing more in this bidding.</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passes</translation>
    </message>
</context>
<context>
    <name>scharwenzel/option</name>
    <message>
        <source>Threads to win</source>
        <translation>Threads to win</translation>
    </message>
</context>
<context>
    <name>scharwenzel/phase</name>
    <message>
        <source>Hand over</source>
        <translation>Hand over</translation>
    </message>
    <message>
        <source>One team has the majority and no Tout is being played (or the tricks are shared equally): the rest cannot change the result, so the hand is scored.</source>
        <translation>One team has the majority and no Tout is being played (or the tricks are shared equally): the rest cannot change the result, so the hand is scored.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bidding</translation>
    </message>
    <message>
        <source>Each player bids once; the highest bid names trumps.</source>
        <translation>Each player bids once; the highest bid names trumps.</translation>
    </message>
    <message>
        <source>Naming trumps</source>
        <translation>Naming trumps</translation>
    </message>
    <message>
        <source>The highest bidder names trumps.</source>
        <translation>The highest bidder names trumps.</translation>
    </message>
    <message>
        <source>Tout?</source>
        <translation>Tout?</translation>
    </message>
    <message>
        <source>The highest bidder may announce Tout.</source>
        <translation>The highest bidder may announce Tout.</translation>
    </message>
    <message>
        <source>Stop or go on</source>
        <translation>Stop or go on</translation>
    </message>
    <message>
        <source>The majority is won: stop or play for Tout.</source>
        <translation>The majority is won: stop or play for Tout.</translation>
    </message>
</context>
<context>
    <name>scharwenzel/role</name>
    <message>
        <source>Bidder</source>
        <translation>Bidder</translation>
    </message>
    <message>
        <source>Made the highest bid.</source>
        <translation>Made the highest bid.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <source>Made the highest bid and named trumps; plays with his team for the majority.</source>
        <translation>Made the highest bid and named trumps; plays with his team for the majority.</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Defender</translation>
    </message>
    <message>
        <source>Plays with his team against the team of the highest bidder.</source>
        <translation>Plays with his team against the team of the highest bidder.</translation>
    </message>
    <message>
        <source>Bidder</source>
        <comment>feminine</comment>
        <translation>Bidder</translation>
    </message>
    <message>
        <source>Made the highest bid.</source>
        <comment>feminine</comment>
        <translation>Made the highest bid.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>feminine</comment>
        <translation>Declarer</translation>
    </message>
    <message>
        <source>Made the highest bid and named trumps; plays with his team for the majority.</source>
        <comment>feminine</comment>
        <translation>Made the highest bid and named trumps; plays with his team for the majority.</translation>
    </message>
    <message>
        <source>Defender</source>
        <comment>feminine</comment>
        <translation>Defender</translation>
    </message>
    <message>
        <source>Plays with his team against the team of the highest bidder.</source>
        <comment>feminine</comment>
        <translation>Plays with his team against the team of the highest bidder.</translation>
    </message>
</context>
<context>
    <name>scharwenzel/word</name>
    <message>
        <source>Olsch (Spedilje)</source>
        <translation>Olsch (Spedilje)</translation>
    </message>
    <message>
        <source>The queen of clubs: the highest trump in every hand.</source>
        <translation>The queen of clubs: the highest trump in every hand.</translation>
    </message>
    <message>
        <source>Nillje</source>
        <translation>Nillje</translation>
    </message>
    <message>
        <source>The seven of the trump suit: the second-highest trump, above the Basta.</source>
        <translation>The seven of the trump suit: the second-highest trump, above the Basta.</translation>
    </message>
    <message>
        <source>Basta</source>
        <translation>Basta</translation>
    </message>
    <message>
        <source>The queen of spades: the third-highest trump in every hand.</source>
        <translation>The queen of spades: the third-highest trump in every hand.</translation>
    </message>
    <message>
        <source>Kleverbur</source>
        <translation>Kleverbur</translation>
    </message>
    <message>
        <source>The jack of clubs, the first of the four Burs: a trump in every hand, below the Basta.</source>
        <translation>The jack of clubs, the first of the four Burs: a trump in every hand, below the Basta.</translation>
    </message>
    <message>
        <source>Piekbur</source>
        <translation>Piekbur</translation>
    </message>
    <message>
        <source>The jack of spades, the second of the four Burs: a trump in every hand.</source>
        <translation>The jack of spades, the second of the four Burs: a trump in every hand.</translation>
    </message>
    <message>
        <source>Hartenbur</source>
        <translation>Hartenbur</translation>
    </message>
    <message>
        <source>The jack of hearts, the third of the four Burs: a trump in every hand, never a heart.</source>
        <translation>The jack of hearts, the third of the four Burs: a trump in every hand, never a heart.</translation>
    </message>
    <message>
        <source>Rutenbur</source>
        <translation>Rutenbur</translation>
    </message>
    <message>
        <source>The jack of diamonds, the last of the four Burs: a trump in every hand, above the trump ace.</source>
        <translation>The jack of diamonds, the last of the four Burs: a trump in every hand, above the trump ace.</translation>
    </message>
    <message>
        <source>Macker</source>
        <translation>Macker</translation>
    </message>
    <message>
        <source>Your partner: a player of your own team.</source>
        <translation>Your partner: a player of your own team.</translation>
    </message>
    <message>
        <source>Wir</source>
        <translation>Wir</translation>
    </message>
    <message>
        <source>"Us": the team in the even seats, yours at this table.</source>
        <translation>"Us": the team in the even seats, yours at this table.</translation>
    </message>
    <message>
        <source>Ihr</source>
        <translation>Ihr</translation>
    </message>
    <message>
        <source>"You": the team in the odd seats, your opponents.</source>
        <translation>"You": the team in the odd seats, your opponents.</translation>
    </message>
</context>
<context>
    <name>tausendundeins/about</name>
    <message>
        <source>Two players race to 1001 points; a king and queen of one suit make trumps.</source>
        <translation>Two players race to 1001 points; a king and queen of one suit make trumps.</translation>
    </message>
</context>
<context>
    <name>tausendundeins/detail</name>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Which form of 1001 is played.</source>
        <translation>Which form of 1001 is played.</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <source>Points of the cards each player took in tricks.</source>
        <translation>Points of the cards each player took in tricks.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Free while the stock lasts: any card. Strict: follow suit and head the trick if you can; without the suit led, play a trump if you have one.</source>
        <translation>Free while the stock lasts: any card. Strict: follow suit and head the trick if you can; without the suit led, play a trump if you have one.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>The face-down cards left after the deal: after each trick the winner draws the top card, then the loser.</source>
        <translation>The face-down cards left after the deal: after each trick the winner draws the top card, then the loser.</translation>
    </message>
    <message>
        <source>Bottom card (turn-up)</source>
        <translation>Bottom card (turn-up)</translation>
    </message>
    <message>
        <source>With the option, the bottom card of the stock lies face up for both to see; it is drawn last.</source>
        <translation>With the option, the bottom card of the stock lies face up for both to see; it is drawn last.</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Goal</translation>
    </message>
    <message>
        <source>Points that win the match.</source>
        <translation>Points that win the match.</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Highest bid</translation>
    </message>
    <message>
        <source>The highest bid so far.</source>
        <translation>The highest bid so far.</translation>
    </message>
    <message>
        <source>Highest bidder</source>
        <translation>Highest bidder</translation>
    </message>
    <message>
        <source>Who made the highest bid.</source>
        <translation>Who made the highest bid.</translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation>Lowest bid</translation>
    </message>
    <message>
        <source>The lowest bid allowed.</source>
        <translation>The lowest bid allowed.</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <source>The declarer's bid.</source>
        <translation>The declarer's bid.</translation>
    </message>
    <message>
        <source>Your discards</source>
        <translation>Your discards</translation>
    </message>
    <message>
        <source>The cards you laid away.</source>
        <translation>The cards you laid away.</translation>
    </message>
    <message>
        <source>Marriage points</source>
        <translation>Marriage points</translation>
    </message>
    <message>
        <source>Points from marriages declared.</source>
        <translation>Points from marriages declared.</translation>
    </message>
    <message>
        <source>Short of the goal</source>
        <translation>Short of the goal</translation>
    </message>
    <message>
        <source>How many points the loser lacks to 1001.</source>
        <translation>How many points the loser lacks to 1001.</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Stake</translation>
    </message>
    <message>
        <source>What the loser pays per point short.</source>
        <translation>What the loser pays per point short.</translation>
    </message>
    <message>
        <source>Bid made</source>
        <translation>Bid made</translation>
    </message>
    <message>
        <source>Whether the declarer reached the bid.</source>
        <translation>Whether the declarer reached the bid.</translation>
    </message>
    <message>
        <source>Points in the discards</source>
        <translation>Points in the discards</translation>
    </message>
    <message>
        <source>Card points of the discarded cards.</source>
        <translation>Card points of the discarded cards.</translation>
    </message>
    <message>
        <source>Thrown in</source>
        <translation>Thrown in</translation>
    </message>
    <message>
        <source>Everyone passed: the hand was not played.</source>
        <translation>Everyone passed: the hand was not played.</translation>
    </message>
    <message>
        <source>Highest bidder</source>
        <comment>feminine</comment>
        <translation>Highest bidder</translation>
    </message>
</context>
<context>
    <name>tausendundeins/move</name>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>The declarer lays cards face down, out of play.</source>
        <translation>The declarer lays cards face down, out of play.</translation>
    </message>
    <message>
        <source>{name} discards face down</source>
        <translation>{name} discards face down</translation>
    </message>
    <message>
        <source>Discard face down</source>
        <translation>Discard face down</translation>
    </message>
    <message>
        <source>Select the cards to discard, then Discard.</source>
        <translation>Select the cards to discard, then Discard.</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>Discard {cards}</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>{name} discards {cards}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Lay one card of your hand on the trick.</source>
        <translation>Lay one card of your hand on the trick.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Play a card.</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>Play {cards}</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} plays {cards}</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Marriage</translation>
    </message>
    <message>
        <source>Lead a king or queen while holding both: the marriage names trumps and scores, if you win a trick in the deal.</source>
        <translation>Lead a king or queen while holding both: the marriage names trumps and scores, if you win a trick in the deal.</translation>
    </message>
    <message>
        <source>Play a card (or lead a king or queen with a marriage).</source>
        <translation>Play a card (or lead a king or queen with a marriage).</translation>
    </message>
    <message>
        <source>Marriage: lead {cards}</source>
        <translation>Marriage: lead {cards}</translation>
    </message>
    <message>
        <source>{name} leads {cards} with a marriage</source>
        <translation>{name} leads {cards} with a marriage</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <source>Promise to score at least this many points.</source>
        <translation>Promise to score at least this many points.</translation>
    </message>
    <message>
        <source>Bid or pass.</source>
        <translation>Bid or pass.</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>Bid {n}</translation>
    </message>
    <message>
        <source>{name} bids {n}</source>
        <translation>{name} bids {n}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Say nothing more in this bidding.</source>
        <translation>Say nothing more in this bidding.</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passes</translation>
    </message>
</context>
<context>
    <name>tausendundeins/option</name>
    <message>
        <source>Marriage scoring</source>
        <translation>Marriage scoring</translation>
    </message>
    <message>
        <source>Bottom card face up</source>
        <translation>Bottom card face up</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Pack</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
</context>
<context>
    <name>tausendundeins/phase</name>
    <message>
        <source>Bidding</source>
        <translation>Bidding</translation>
    </message>
    <message>
        <source>Players bid for the right to play.</source>
        <translation>Players bid for the right to play.</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Exchange</translation>
    </message>
    <message>
        <source>The declarer takes the talon and discards.</source>
        <translation>The declarer takes the talon and discards.</translation>
    </message>
</context>
<context>
    <name>tausendundeins/role</name>
    <message>
        <source>Forehand</source>
        <translation>Forehand</translation>
    </message>
    <message>
        <source>Two-hand: the dealer's opponent, who leads to the first trick. Three-hand: the dealer's left neighbour, who speaks first in the auction.</source>
        <translation>Two-hand: the dealer's opponent, who leads to the first trick. Three-hand: the dealer's left neighbour, who speaks first in the auction.</translation>
    </message>
    <message>
        <source>Forehand</source>
        <comment>feminine</comment>
        <translation>Forehand</translation>
    </message>
    <message>
        <source>Two-hand: the dealer's opponent, who leads to the first trick. Three-hand: the dealer's left neighbour, who speaks first in the auction.</source>
        <comment>feminine</comment>
        <translation>Two-hand: the dealer's opponent, who leads to the first trick. Three-hand: the dealer's left neighbour, who speaks first in the auction.</translation>
    </message>
</context>
<context>
    <name>tausendundeins/value</name>
    <message>
        <source>strict (follow, head, trump)</source>
        <translation>strict (follow, head, trump)</translation>
    </message>
    <message>
        <source>free</source>
        <translation>free</translation>
    </message>
    <message>
        <source>Two hands</source>
        <translation>Two hands</translation>
    </message>
    <message>
        <source>Three hands</source>
        <translation>Three hands</translation>
    </message>
    <message>
        <source>Russeln</source>
        <translation>Russeln</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>By suit</translation>
    </message>
    <message>
        <source>By order</source>
        <translation>By order</translation>
    </message>
</context>
<context>
    <name>tausendundeins/word</name>
    <message>
        <source>Marriage</source>
        <translation>Marriage</translation>
    </message>
    <message>
        <source>King and queen of one suit in one hand. Led by their holder and declared, they make that suit trumps at once and score, if their holder wins a trick in the deal.</source>
        <translation>King and queen of one suit in one hand. Led by their holder and declared, they make that suit trumps at once and score, if their holder wins a trick in the deal.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>The face-down cards left after the deal (two-hand game): after each trick the winner draws the top card, then the loser; once it is used up, play is strict.</source>
        <translation>The face-down cards left after the deal (two-hand game): after each trick the winner draws the top card, then the loser; once it is used up, play is strict.</translation>
    </message>
    <message>
        <source>Turn-up (bottom card)</source>
        <translation>Turn-up (bottom card)</translation>
    </message>
    <message>
        <source>If the bottom card is played face up (an option), it lies face up under the stock for both to see and is drawn last.</source>
        <translation>If the bottom card is played face up (an option), it lies face up under the stock for both to see and is drawn last.</translation>
    </message>
</context>
<context>
    <name>you</name>
    <message>
        <source>You beat {target} with {card}</source>
        <translation>You beat {target} with {card}</translation>
    </message>
    <message>
        <source>You attack with {cards} and the coachman {card}</source>
        <translation>You attack with {cards} and the coachman {card}</translation>
    </message>
    <message>
        <source>You attack with {cards}</source>
        <translation>You attack with {cards}</translation>
    </message>
    <message>
        <source>You reinforce with {cards}</source>
        <translation>You reinforce with {cards}</translation>
    </message>
    <message>
        <source>You add {cards}</source>
        <translation>You add {cards}</translation>
    </message>
    <message>
        <source>You take the cards</source>
        <translation>You take the cards</translation>
    </message>
    <message>
        <source>You decline</source>
        <translation>You decline</translation>
    </message>
    <message>
        <source>You discard {cards}</source>
        <translation>You discard {cards}</translation>
    </message>
    <message>
        <source>You discard face down</source>
        <translation>You discard face down</translation>
    </message>
    <message>
        <source>You play {cards}</source>
        <translation>You play {cards}</translation>
    </message>
    <message>
        <source>You lead {cards} with a marriage</source>
        <translation>You lead {cards} with a marriage</translation>
    </message>
    <message>
        <source>You bid {n}</source>
        <translation>You bid {n}</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>You pass</translation>
    </message>
    <message>
        <source>You give {cards}</source>
        <translation>You give {cards}</translation>
    </message>
    <message>
        <source>You give a card face down</source>
        <translation>You give a card face down</translation>
    </message>
    <message>
        <source>You call {cards}</source>
        <translation>You call {cards}</translation>
    </message>
    <message>
        <source>You call no card</source>
        <translation>You call no card</translation>
    </message>
    <message>
        <source>You play {contract}</source>
        <translation>You play {contract}</translation>
    </message>
    <message>
        <source>You name {suit} trumps</source>
        <translation>You name {suit} trumps</translation>
    </message>
    <message>
        <source>You bid {contract}</source>
        <translation>You bid {contract}</translation>
    </message>
    <message>
        <source>You want to play</source>
        <translation>You want to play</translation>
    </message>
    <message>
        <source>You hold</source>
        <translation>You hold</translation>
    </message>
    <message>
        <source>You drop out</source>
        <translation>You drop out</translation>
    </message>
    <message>
        <source>You bid {n} better ({clubs})</source>
        <translation>You bid {n} better ({clubs})</translation>
    </message>
    <message>
        <source>You announce Tout</source>
        <translation>You announce Tout</translation>
    </message>
    <message>
        <source>You announce no Tout</source>
        <translation>You announce no Tout</translation>
    </message>
    <message>
        <source>You stop and score</source>
        <translation>You stop and score</translation>
    </message>
    <message>
        <source>You go on for Tout</source>
        <translation>You go on for Tout</translation>
    </message>
    <message>
        <source>You exchange {cards}</source>
        <translation>You exchange {cards}</translation>
    </message>
    <message>
        <source>You exchange a card face down</source>
        <translation>You exchange a card face down</translation>
    </message>
    <message>
        <source>You keep the cards</source>
        <translation>You keep the cards</translation>
    </message>
</context>
</TS>
