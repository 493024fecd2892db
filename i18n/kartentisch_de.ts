<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Select the cards first, then confirm.</source>
        <extracomment>Where the keyboard focus goes when the strip's last button disappears (the table).</extracomment>
        <translation>Erst die Karten wählen, dann bestätigen.</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>Auswahl aufheben</translation>
    </message>
    <message>
        <source>Shortcut: Alt+{n}</source>
        <translation>Tastenkürzel: Alt+{n}</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>This match is not being kept: it could not be saved automatically, so it cannot be resumed after the program ends. {error} It is tried again after every move.</source>
        <extracomment>Called (on the worker thread) when a file that failed is written again. Files whose last write failed: a failure is told once, not after every move. file -&gt; (kind, document); a dict keeps the order the files were first asked for.</extracomment>
        <translation>Diese Partie wird nicht aufbewahrt: Sie konnte nicht automatisch gespeichert werden und lässt sich daher nach dem Beenden des Programms nicht fortsetzen. {error} Nach jedem Zug wird es erneut versucht.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>The only possible move</source>
        <translation>Der einzig mögliche Zug</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <source>As good as the best, as far as can be told</source>
        <translation>So gut wie der beste, soweit sich das sagen lässt</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>You followed the advice given during play, from {few} sampled deals. With more deals looked at ({many}), {best} comes out better.</source>
        <translation>Sie sind dem Rat während des Spiels gefolgt, der auf {few} durchgespielten Verteilungen beruhte. Mit mehr betrachteten Verteilungen ({many}) schneidet {best} besser ab.</translation>
    </message>
    <message>
        <source>During play, from {few} sampled deals, the coach advised {advised}. With more deals looked at ({many}), {best} comes out better.</source>
        <translation>Während des Spiels riet der Trainer, gestützt auf {few} durchgespielte Verteilungen, zu {advised}. Mit mehr betrachteten Verteilungen ({many}) schneidet {best} besser ab.</translation>
    </message>
    <message>
        <source>During play, from {few} sampled deals, this move looked as good as the best. With more deals looked at ({many}), {best} comes out better.</source>
        <translation>Während des Spiels sah dieser Zug nach {few} durchgespielten Verteilungen so gut aus wie der beste. Mit mehr betrachteten Verteilungen ({many}) schneidet {best} besser ab.</translation>
    </message>
    <message>
        <source>During play, from {few} sampled deals, this move looked worse. With more deals looked at ({many}), it is as good as the best after all.</source>
        <translation>Während des Spiels sah dieser Zug nach {few} durchgespielten Verteilungen schlechter aus. Mit mehr betrachteten Verteilungen ({many}) ist er doch so gut wie der beste.</translation>
    </message>
</context>
<context>
    <name>DealResultPanel</name>
    <message>
        <source>The match is over</source>
        <extracomment>A tight result panel (:meth:`DealResultPanel.set_compact`): pixels of air in a row of the table, between the lines and around them. What the panel shows grew or shrank after it was placed (the coach's par arrived). "Row: what it counts" for each row of the table, in plain words. Par and accuracy of the deal, filled by the coach (gui/coach/training.py). Why the deal scored as it did (gui/result_reasons.py): kept at every size, since the figures alone ("0 : 0" after a tie) read as nonsense. A widget outside the panel whose plain Enter presses the Next button while the panel is up (the table under it: gui/result_overlay.py); the frame is drawn there too. Elsewhere (the score sheet, the move log) no button is framed: Enter there presses nothing of the panel's. Short of room on a small table: the explanation and detail lines only as tooltips. Compact, but the legend (each row's meaning) still shown under the figures. (key, timestamp) of the last key release the Next button saw (see eventFilter). Learn mode's guided series goes on with its next lesson (gui/learning.py). The words of the button once the match is over, asked again at each language switch; None: "New game…". A network table's window deals the host's next match at the table there, or leaves it (gui/net/network_window.py).</extracomment>
        <translation>Die Partie ist zu Ende</translation>
    </message>
    <message>
        <source>Result of deal {n}</source>
        <translation>Ergebnis des {n}. Spiels</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Sieger: {names}</translation>
    </message>
    <message>
        <source>Lower totals are better.</source>
        <translation>Weniger Punkte sind besser.</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Dieses Spiel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>What each won or lost in this deal.</source>
        <translation>Was jeder in diesem Spiel gewonnen oder verloren hat.</translation>
    </message>
    <message>
        <source>The match standing after this deal.</source>
        <translation>Der Stand der Partie nach diesem Spiel.</translation>
    </message>
    <message>
        <source>{row}: {meaning}</source>
        <translation>{row}: {meaning}</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>Review deal…</source>
        <translation>Spiel nachbesprechen…</translation>
    </message>
</context>
<context>
    <name>DockTabs</name>
    <message>
        <source>Side panels</source>
        <translation>Seitenleisten</translation>
    </message>
</context>
<context>
    <name>ForcedMoves</name>
    <message>
        <source>Only possible move: {move}</source>
        <extracomment>How long the forced move is announced before it is made, in milliseconds: long enough to read a short line, short enough not to feel like waiting. A decision: the match, the moves that led to it and its one possible move. The action text of a forced move, just before it is made. The position announced: (match id, the moves made so far, the one move). Positions whose forced move was made for the person (see module docstring).</extracomment>
        <translation>Einzig möglicher Zug: {move}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Start a new game first.</source>
        <extracomment>Each seat's bot seed when a resumed save names them; empty: the default seeds. Bot searches running in the pool, a stale match's included (see :attr:`searching`).</extracomment>
        <translation>Bitte zuerst eine neue Partie beginnen.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten: Sie sind nicht am Zug.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>A hint is only available on your turn.</source>
        <translation>Einen Tipp gibt es nur, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <source>The computer player cannot move: {reason}</source>
        <translation>Der Computerspieler kann nicht ziehen: {reason}</translation>
    </message>
    <message>
        <source>The computer player failed: {reason}</source>
        <translation>Der Computerspieler ist gescheitert: {reason}</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Learn this game</source>
        <extracomment>Logical width of one card of a fan, in pixels: wide enough for the engraved figures (narrower cards are drawn in the small-card mode, a panel with the suit sign). Logical width of a game's tile: five side by side fit a 1024-pixel-wide screen. Degrees between two cards of a fan.</extracomment>
        <translation>Dieses Spiel lernen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Guided deals that show the rules one or two at a time; every decision is explained.</source>
        <translation>Geführte Spiele, die die Regeln eine oder zwei auf einmal zeigen; jede Entscheidung wird erklärt.</translation>
    </message>
    <message>
        <source>Choose the players and opponents, then play a match.</source>
        <translation>Spieler und Gegner wählen, dann eine Partie spielen.</translation>
    </message>
    <message>
        <source>Learn {game}</source>
        <translation>{game} lernen</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>{game} spielen</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <source>A friend (open seat)</source>
        <extracomment>The value of a seat combo that leaves the seat open for a friend.</extracomment>
        <translation>Ein Freund (freier Platz)</translation>
    </message>
    <message>
        <source>Bot: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Platz {n}:</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Seats (you sit at seat 1)</source>
        <translation>Plätze (Sie sitzen auf Platz 1)</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Friends in your home network join at this computer's address and this port. Friends elsewhere need this port forwarded to this computer in your router, and your firewall must let it through.</source>
        <translation>Freunde in Ihrem Heimnetz kommen über die Adresse dieses Computers und diesen Port an den Tisch. Für Freunde anderswo muss Ihr Router diesen Port an diesen Computer weiterleiten, und Ihre Firewall muss ihn durchlassen.</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <source>Back to the table?</source>
        <translation>Zurück an den Tisch?</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
    <message>
        <source>Forget this table</source>
        <translation>Diesen Tisch vergessen</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Tisch öffnen</translation>
    </message>
    <message>
        <source>Return to the table</source>
        <translation>Zurück an den Tisch</translation>
    </message>
    <message>
        <source>The table could not be opened</source>
        <translation>Der Tisch konnte nicht eröffnet werden</translation>
    </message>
    <message>
        <source>The table you hosted is no longer in your data folder.</source>
        <translation>Der Tisch, den Sie eröffnet haben, ist nicht mehr in Ihrem Datenordner.</translation>
    </message>
    <message>
        <source>Port {port} cannot be used: {error}. Choose another port.</source>
        <translation>Port {port} ist nicht verwendbar: {error}. Bitte wählen Sie einen anderen Port.</translation>
    </message>
</context>
<context>
    <name>InvitationDialog</name>
    <message>
        <source>Invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <source>Give each friend the address and one code: in Kartentisch they choose Game ▸ Join table… and type both. Each code seats one friend, once.</source>
        <extracomment>Per seat: the code's label and its Copy button (a new code replaces their text).</extracomment>
        <translation>Geben Sie jedem Freund die Adresse und einen Code: In Kartentisch wählt er Partie ▸ An einem Tisch mitspielen… und tippt beides ein. Jeder Code gibt einem Freund einen Platz, ein einziges Mal.</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Platz {n}:</translation>
    </message>
    <message>
        <source>New code for seat {n}</source>
        <translation>Neuer Code für Platz {n}</translation>
    </message>
    <message>
        <source>A new code for this seat: the old code, and the seat of whoever sat here, stop working. A bot plays the seat until the code is used.</source>
        <translation>Ein neuer Code für diesen Platz: Der alte Code und der Platz dessen, der hier saß, gelten nicht mehr. Bis der Code benutzt wird, spielt ein Bot den Platz.</translation>
    </message>
    <message>
        <source>Every seat is taken.</source>
        <translation>Alle Plätze sind besetzt.</translation>
    </message>
    <message>
        <source>Friends outside your home network use your router's public address instead, with the port forwarded to this computer.</source>
        <translation>Freunde außerhalb Ihres Heimnetzes nehmen stattdessen die öffentliche Adresse Ihres Routers; der Port muss an diesen Computer weitergeleitet sein.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <extracomment>How long the dialog waits for the server's answer before saying nobody answers (the seat's own retries would take a quarter of a minute: too long for a mistyped address). Where the seat is kept for a return after a crash (None: not kept) ... ... and what keeps the joined seat there (the window's, once seated). The host's own table chosen to be opened again (the dialog closes for it). One button per kept seat: "Return to the table at ADDRESS (game, seat N)".</extracomment>
        <translation>An einem Tisch mitspielen</translation>
    </message>
    <message>
        <source>Host's address:</source>
        <translation>Adresse des Gastgebers:</translation>
    </message>
    <message>
        <source>Invitation code:</source>
        <translation>Einladungscode:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ihr Name:</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20:47474</source>
        <translation>z. B. 192.168.1.20:47474</translation>
    </message>
    <message>
        <source>e.g. KRTW-9MXP</source>
        <translation>z. B. KRTW-9MXP</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Mitspielen</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Der Port muss eine Zahl von 1 bis 65535 sein.</translation>
    </message>
    <message>
        <source>Type the host's address, e.g. 192.168.1.20:47474.</source>
        <translation>Geben Sie die Adresse des Gastgebers ein, z. B. 192.168.1.20:47474.</translation>
    </message>
    <message>
        <source>Type the invitation code the host gave you, e.g. KRTW-9MXP.</source>
        <translation>Geben Sie den Einladungscode des Gastgebers ein, z. B. KRTW-9MXP.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>Geben Sie Ihren Namen ein: Die anderen sehen ihn am Tisch.</translation>
    </message>
    <message>
        <source>No table answers at this address. Check the address and that the host's table is open (and, from outside the host's home network, that the port is forwarded).</source>
        <translation>Unter dieser Adresse antwortet kein Tisch. Prüfen Sie die Adresse und ob der Tisch des Gastgebers offen ist (und, von außerhalb seines Heimnetzes, ob der Port weitergeleitet ist).</translation>
    </message>
</context>
<context>
    <name>LearnPanel</name>
    <message>
        <source>Learn mode is off. Tick the box to switch it on.</source>
        <extracomment>The coach is still looking at this decision (its advice follows): said, so that a wait of a few seconds (1001's last free tricks are solved deal by deal) is not read as "no advice here". What just happened before this decision (a trick or bout won, and why). The rule of this kind of decision (``kaschlan#s5``): a link opens the rules there. The cards of the hand that cannot be used now, each with the reason, in hand order: shown one line per reason (:func:`group_refusals`). ``refused`` holds whole lines. The person ticked or cleared the box (not the program): remembered for the game. Between decisions: the last trick's or bout's outcome, and whether it is held. "deal" or "match" once that is over (nobody is waiting for the bots then). The guided lesson of this deal: (title, introduction), in the person's language.</extracomment>
        <translation>Der Lernmodus ist aus. Setzen Sie das Häkchen, um ihn einzuschalten.</translation>
    </message>
    <message>
        <source>Click the table or press a key to go on.</source>
        <translation>Klicken Sie auf den Tisch oder drücken Sie eine Taste, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>The match is over. Its result is on the table.</source>
        <translation>Die Partie ist zu Ende. Ihr Ergebnis liegt auf dem Tisch.</translation>
    </message>
    <message>
        <source>The deal is over. Its result is on the table; Review deal… sets each of your decisions beside the coach's advice.</source>
        <translation>Das Spiel ist zu Ende. Sein Ergebnis liegt auf dem Tisch; „Spiel nachbesprechen…“ stellt jede Ihrer Entscheidungen neben den Rat des Trainers.</translation>
    </message>
    <message>
        <source>Wait for your turn: the bots are playing.</source>
        <translation>Warten Sie auf Ihren Zug: die Computerspieler sind dran.</translation>
    </message>
    <message>
        <source>The coach advises:</source>
        <translation>Der Trainer rät:</translation>
    </message>
    <message>
        <source>looking at this decision…</source>
        <translation>prüft diese Entscheidung noch …</translation>
    </message>
    <message>
        <source>You may:</source>
        <translation>Sie dürfen:</translation>
    </message>
    <message>
        <source>Not now, and why:</source>
        <translation>Jetzt nicht, und warum:</translation>
    </message>
    <message>
        <source>{cards}: {reason}</source>
        <translation>{cards}: {reason}</translation>
    </message>
    <message>
        <source>Explain each decision (learn mode)</source>
        <translation>Jede Entscheidung erklären (Lernmodus)</translation>
    </message>
    <message>
        <source>Learn mode explanation</source>
        <translation>Erklärung im Lernmodus</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>{move} (only possible move)</source>
        <translation>{move} (einzig möglicher Zug)</translation>
    </message>
    <message>
        <source>You: {action}</source>
        <translation>Sie: {action}</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Stich {n}</translation>
    </message>
    <message>
        <source>Bout {n}</source>
        <translation>Angriff {n}</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>Sie gewinnen den Stich</translation>
    </message>
    <message>
        <source>You win the trick ({points})</source>
        <translation>Sie gewinnen den Stich ({points})</translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation>{name} gewinnt den Stich</translation>
    </message>
    <message>
        <source>{name} wins the trick ({points})</source>
        <translation>{name} gewinnt den Stich ({points})</translation>
    </message>
    <message>
        <source>You take the cards</source>
        <translation>Sie nehmen die Karten auf</translation>
    </message>
    <message>
        <source>{name} takes the cards</source>
        <translation>{name} nimmt die Karten auf</translation>
    </message>
    <message>
        <source>You beat every card</source>
        <translation>Sie stechen jede Karte</translation>
    </message>
    <message>
        <source>{name} beat every card</source>
        <translation>{name} sticht jede Karte</translation>
    </message>
    <message>
        <source>You take up the cards left unbeaten; beaten pairs go to the waste.</source>
        <translation>Sie nehmen die ungestochenen Karten auf; die gestochenen Paare kommen auf die Ablage.</translation>
    </message>
    <message>
        <source>{name} takes up the cards left unbeaten; beaten pairs go to the waste.</source>
        <translation>{name} nimmt die ungestochenen Karten auf; die gestochenen Paare kommen auf die Ablage.</translation>
    </message>
    <message>
        <source>You beat every card: they all go to the waste.</source>
        <translation>Sie haben jede Karte gestochen: alle kommen auf die Ablage.</translation>
    </message>
    <message>
        <source>{name} beat every card: they all go to the waste.</source>
        <translation>{name} hat jede Karte gestochen: alle kommen auf die Ablage.</translation>
    </message>
    <message>
        <source>You play a Pancerola (four aces, or three and the Kinal, and a renounce): from now on you must lose every trick.</source>
        <translation>Sie spielen eine Pancerola (vier Asse oder drei und den Kinal, und ein Abwurf): von jetzt an müssen Sie jeden Stich verlieren.</translation>
    </message>
    <message>
        <source>{name} plays a Pancerola (four aces, or three and the Kinal, and a renounce): from now on {name} must lose every trick.</source>
        <translation>{name} spielt eine Pancerola (vier Asse oder drei und den Kinal, und ein Abwurf): von jetzt an muss {name} jeden Stich verlieren.</translation>
    </message>
    <message>
        <source>You draw {cards}</source>
        <translation>Sie ziehen {cards}</translation>
    </message>
    <message>
        <source>{name} draws {cards}</source>
        <translation>{name} zieht {cards}</translation>
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
        <translation>Spielzüge</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Move {n} of the match, as it was. Press Esc to return to the game.</source>
        <translation>Zug {n} der Partie, wie er war. Esc führt zurück ins Spiel.</translation>
    </message>
    <message>
        <source>these</source>
        <translation>diese</translation>
    </message>
    <message>
        <source>each</source>
        <translation>jede</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>False until every widget exists: a LanguageChange that arrives while the window is still being built (a catalog installed or removed meanwhile) must not retranslate it. The factor by which the text beside the table is enlarged (see _scale_text). Per-user saves, autosave and statistics (gui/persistence.py) once installed. Where the result lies over the table, and when it steps aside (gui/result_overlay). What the add-ons installed from outside (storage, the network menu) are given.</extracomment>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Choose a game…</source>
        <translation>Spiel &amp;wählen…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Review deal…</source>
        <translation>Spiel &amp;nachbesprechen…</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>Ein&amp;stellungen…</translation>
    </message>
    <message>
        <source>Card &amp;pattern</source>
        <translation>Karten&amp;bild</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Karten&amp;rücken</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>&amp;About Kartentisch</source>
        <translation>Ü&amp;ber Kartentisch</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Spielliste</translation>
    </message>
    <message>
        <source>Kartentisch</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>No game on the table. Game ▸ Choose a game… ({keys}) shows the games.</source>
        <extracomment>The start screen while it is open (tests answer it).</extracomment>
        <translation>Kein Spiel auf dem Tisch. Partie ▸ Spiel wählen… ({keys}) zeigt die Spiele.</translation>
    </message>
    <message>
        <source>Your match of {game} is not finished (deal {deal}, score {score}).</source>
        <translation>Ihre Partie {game} ist nicht beendet (Spiel {deal}, Stand {score}).</translation>
    </message>
    <message>
        <source>If you leave it now, it is lost.</source>
        <translation>Wenn Sie sie jetzt verlassen, ist sie verloren.</translation>
    </message>
    <message>
        <source>Abandon match</source>
        <translation>Partie aufgeben</translation>
    </message>
    <message>
        <source>It stays saved automatically until you play in the next match of {game}: there is one automatic save per game, so that match then replaces it.</source>
        <translation>Sie bleibt automatisch gespeichert, bis Sie in der nächsten Partie {game} ziehen: Je Kartenspiel gibt es eine automatische Sicherung, und jene Partie ersetzt sie dann.</translation>
    </message>
    <message>
        <source>It stays saved automatically: Game ▸ Resume continues it whenever you like.</source>
        <translation>Sie bleibt automatisch gespeichert: Mit Partie ▸ Fortsetzen spielen Sie sie weiter, wann immer Sie wollen.</translation>
    </message>
    <message>
        <source>Leave match</source>
        <translation>Partie verlassen</translation>
    </message>
    <message>
        <source>Leave the unfinished match?</source>
        <translation>Nicht beendete Partie verlassen?</translation>
    </message>
    <message>
        <source>About Kartentisch</source>
        <extracomment>The question of confirm_leave_match while it is open (tests answer it).</extracomment>
        <translation>Über Kartentisch</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kartentisch&lt;/h3&gt;&lt;p&gt;A card table for rare historical German and Polish card games: Kaschlan, 1001, Bolachen, Scharwenzel and Chapanka.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kartentisch&lt;/h3&gt;&lt;p&gt;Ein Kartentisch für seltene historische deutsche und polnische Kartenspiele: Kaschlan, 1001, Bolachen, Scharwenzel und Chapanka.&lt;/p&gt;&lt;p&gt;Lizenz: GNU GPL, Version 3 oder neuer.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MatchGraph</name>
    <message>
        <source>Match graph</source>
        <extracomment>Okabe–Ito colours: told apart by people with the common colour-vision deficiencies. The pen width of a side's line, and how far apart sides with the same total are drawn: a line drawn exactly over another would hide it (equal totals are common, at 0 above all).</extracomment>
        <translation>Verlauf der Partie</translation>
    </message>
    <message numerus="yes">
        <source>Totals after %n deal(s): {totals}</source>
        <translation>
            <numerusform>Stand nach %n Spiel: {totals}</numerusform>
            <numerusform>Stand nach %n Spielen: {totals}</numerusform>
        </translation>
    </message>
    <message>
        <source>Lower totals are better.</source>
        <translation>Weniger Punkte sind besser.</translation>
    </message>
    <message>
        <source>The graph starts after the first deal.</source>
        <translation>Der Verlauf beginnt nach dem ersten Spiel.</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Moves of this deal</source>
        <extracomment>A line under the title that says how the group ended ("Anna wins with A♥, 11 points"). The title's tooltip when it is a game word (a phase: its meaning and rule). Esc in the log: back from a moment looked at to the game (as Esc at the table).</extracomment>
        <translation>Spielzüge dieses Spiels</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>Open seat</source>
        <extracomment>Makes the network seat: (listener) -&gt; Seat. The address and the code or token are bound in. a :class:`SeatEnd` (the reason and the close code) the table's seats changed: [{"name", "kind", "level", "connected"}, …] the server refused to seat us (code, the reason in the person's language) the connection ended for good (the network seat's :class:`SeatEnd`) waiting for the other players to be ready for the next deal the host's review of a finished deal arrived (the ``review`` message) the host refused or failed the review asked for (the reason in the person's language) the host's advice for learn mode arrived (the ``advice`` message, for this position) the server seated us (the ``welcome`` message: seat, token, table); every time, a return after a dropped connection included (the seat is kept on disk from it) the table cannot save and takes no moves (why, in the language shown now), or "" once it goes on again (``resumed``, a new welcome, the seat closed) ref -&gt; the action sent and not yet answered The refs of the hint (H, shows the move) and of learn mode's question (words only). The ref of the host's ``new_match`` while its ``match_started`` (or refusal) is awaited. A window shows this table (see :meth:`replay`). The server's ``paused`` while the table waits (None while it plays): a state, shown until ``resumed`` (an 8-second status message was missed by anyone looking away), worded afresh in the language shown (:attr:`paused_message`).</extracomment>
        <translation>Freier Platz</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>Guest {n}</source>
        <translation>Gast {n}</translation>
    </message>
    <message>
        <source>A network table cannot start another game: leave it first.</source>
        <translation>An einem Netzwerktisch lässt sich keine andere Partie beginnen: Verlassen Sie ihn zuerst.</translation>
    </message>
    <message>
        <source>This invitation code is not valid (or was used already).</source>
        <translation>Dieser Einladungscode gilt nicht (oder wurde schon verwendet).</translation>
    </message>
    <message>
        <source>That seat is already taken.</source>
        <translation>Dieser Platz ist schon besetzt.</translation>
    </message>
    <message>
        <source>This table does not know your seat any more.</source>
        <translation>Dieser Tisch kennt Ihren Platz nicht mehr.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten: Sie sind nicht am Zug.</translation>
    </message>
    <message>
        <source>Only the host may do that.</source>
        <translation>Das darf nur der Gastgeber.</translation>
    </message>
    <message>
        <source>Too many messages: please wait a moment.</source>
        <translation>Zu viele Nachrichten: Bitte warten Sie einen Moment.</translation>
    </message>
    <message>
        <source>The table server runs another version of the program.</source>
        <translation>Der Tisch-Server läuft mit einer anderen Version des Programms.</translation>
    </message>
    <message>
        <source>The table cannot deal a match with these options.</source>
        <translation>Mit diesen Optionen kann der Tisch keine Partie geben.</translation>
    </message>
    <message>
        <source>Only a deal that is over can be reviewed.</source>
        <translation>Nur ein beendetes Spiel kann nachbesprochen werden.</translation>
    </message>
    <message>
        <source>The table server refused: {code}</source>
        <translation>Der Tisch-Server lehnt ab: {code}</translation>
    </message>
    <message>
        <source>Undo is not offered at a network table: the other players have seen the move.</source>
        <translation>Rückgängig gibt es an einem Netzwerktisch nicht: Die anderen haben den Zug gesehen.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <source>The host has given your seat to a bot.</source>
        <translation>Der Gastgeber hat Ihren Platz einem Computerspieler gegeben.</translation>
    </message>
    <message>
        <source>Your seat was taken up in another window.</source>
        <translation>Ihr Platz wurde in einem anderen Fenster eingenommen.</translation>
    </message>
    <message>
        <source>The table closed the connection: it fell too far behind.</source>
        <translation>Der Tisch hat die Verbindung geschlossen: Sie kam nicht mehr hinterher.</translation>
    </message>
    <message>
        <source>The connection to the table was lost ({reason}).</source>
        <translation>Die Verbindung zum Tisch ist abgebrochen ({reason}).</translation>
    </message>
    <message>
        <source>This program is too old for this table: the host has started a new match that it cannot show. Update Kartentisch to play on.</source>
        <translation>Dieses Programm ist zu alt für diesen Tisch: Der Gastgeber hat eine neue Partie begonnen, die es nicht zeigen kann. Aktualisieren Sie Kartentisch, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>The table turned the connection away: too many connections from your address are waiting to sit down. Try again in a moment.</source>
        <translation>Der Tisch hat die Verbindung abgewiesen: Von Ihrer Adresse warten zu viele Verbindungen darauf, Platz zu nehmen. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>No table answers at this address ({reason}).</source>
        <translation>Unter dieser Adresse antwortet kein Tisch ({reason}).</translation>
    </message>
    <message>
        <source>A network match cannot be taken back: the other players play on from where it is.</source>
        <translation>Eine Netzwerkpartie lässt sich nicht zurücknehmen: Die anderen spielen von dort weiter, wo sie steht.</translation>
    </message>
    <message>
        <source>The host is looking at deal {n} for your review…</source>
        <extracomment>Shows a line in the window's status bar.</extracomment>
        <translation>Der Gastgeber bereitet die Nachbesprechung des {n}. Spiels für Sie vor…</translation>
    </message>
    <message>
        <source>Open the table you hosted again ({game})</source>
        <extracomment>An empty stand-in for "no kept seat" (its code hash is "").</extracomment>
        <translation>Den Tisch, den Sie eröffnet haben, wieder öffnen ({game})</translation>
    </message>
    <message>
        <source>Return to the table at {address} ({game}, seat {n})</source>
        <translation>Zurück an den Tisch bei {address} ({game}, Platz {n})</translation>
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
        <translation>Tisch er&amp;öffnen…</translation>
    </message>
    <message>
        <source>&amp;Join table…</source>
        <translation>An einem Tisch &amp;mitspielen…</translation>
    </message>
</context>
<context>
    <name>NetworkWindow</name>
    <message>
        <source>Waiting for the other players to be ready…</source>
        <extracomment>The seats as last shown (who came, left or was given to a bot is said).</extracomment>
        <translation>Warten, bis die anderen bereit sind…</translation>
    </message>
    <message>
        <source>Seat {n}: {name}</source>
        <extracomment>The host's options for the next match, while it is open.</extracomment>
        <translation>Platz {n}: {name}</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>&amp;Invitation…</source>
        <translation>&amp;Einladung…</translation>
    </message>
    <message>
        <source>Give a seat to a &amp;bot</source>
        <translation>Platz an den &amp;Computer geben</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>At a network table the host's coach advises at each of your decisions, knowing only what your seat knows. The guided lessons are played at a local table only.</source>
        <translation>An einem Netzwerktisch berät Sie der Trainer des Gastgebers bei jeder Ihrer Entscheidungen und weiß dabei nur, was Ihr Platz weiß. Die geführten Lektionen gibt es nur an einem Tisch auf diesem Rechner.</translation>
    </message>
    <message>
        <source>The host's program shows you every hand of a deal once it is over, with its coach's verdict on each of your decisions.</source>
        <translation>Das Programm des Gastgebers zeigt Ihnen nach dem Spiel alle Blätter, mit dem Urteil seines Trainers über jede Ihrer Entscheidungen.</translation>
    </message>
    <message>
        <source>Seat {n} is taken again: it keeps its player.</source>
        <translation>Platz {n} ist wieder besetzt: Er behält seinen Spieler.</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Den Tisch verlassen?</translation>
    </message>
    <message>
        <source>Still at this table: {names}.</source>
        <translation>Noch am Tisch: {names}.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>A new match has begun at this table.</source>
        <translation>An diesem Tisch hat eine neue Partie begonnen.</translation>
    </message>
    <message>
        <source>{name} sat down at the table.</source>
        <extracomment>The question before leaving while it is open (tests answer it).</extracomment>
        <translation>{name} hat am Tisch Platz genommen.</translation>
    </message>
    <message>
        <source>A bot now plays for {name}.</source>
        <translation>Für {name} spielt jetzt der Computer.</translation>
    </message>
    <message>
        <source>{name} has left the table: a bot plays for them after a short wait.</source>
        <extracomment>the connection to the table (None once it is closed or lost)</extracomment>
        <translation>{name} hat den Tisch verlassen: Nach kurzer Zeit spielt der Computer für diesen Platz.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} ist wieder am Tisch.</translation>
    </message>
    <message>
        <source>{title} — network table</source>
        <translation>{title} — Netzwerktisch</translation>
    </message>
    <message>
        <source>The host's program keeps this match; it is not saved here.</source>
        <translation>Das Programm des Gastgebers führt diese Partie; hier wird sie nicht gespeichert.</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Verbindung abgebrochen</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Den Tisch schließen?</translation>
    </message>
    <message>
        <source>Your friends are seated at this table. If you leave, the table closes for them too.</source>
        <translation>Ihre Freunde sitzen an diesem Tisch. Wenn Sie gehen, wird der Tisch auch für sie geschlossen.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Tisch schließen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>Internal value ids in an option's help ("two_hand: the classic game for 2; …").</extracomment>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Spielnummer:</translation>
    </message>
    <message>
        <source>Learn mode: explain each decision</source>
        <translation>Lernmodus: jede Entscheidung erklären</translation>
    </message>
    <message>
        <source>Starts with a few guided deals, each showing one or two rules, then plays on. Says what kind of decision it is, which moves are possible and why the others are not, and what the coach advises and why. It can be switched off in the game.</source>
        <translation>Beginnt mit einigen geführten Spielen, die je eine oder zwei Regeln zeigen, und spielt dann weiter. Sagt, welche Art Entscheidung ansteht, welche Züge möglich sind und warum die anderen nicht, und was der Trainer rät und warum. Er lässt sich im Spiel ausschalten.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Regelvarianten</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>The same deal number gives the same cards again.</source>
        <translation>Dieselbe Spielnummer gibt wieder dieselben Karten.</translation>
    </message>
</context>
<context>
    <name>NextMatchDialog</name>
    <message>
        <source>Options of the next match</source>
        <translation>Optionen der nächsten Partie</translation>
    </message>
    <message>
        <source>These options need another number of players than this table has.</source>
        <translation>Diese Optionen verlangen eine andere Spielerzahl, als dieser Tisch hat.</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Delete saved game</source>
        <translation>Gespeicherte Partie löschen</translation>
    </message>
    <message>
        <source>Delete the saved game “{name}”? This cannot be undone.</source>
        <translation>Die gespeicherte Partie „{name}“ löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation>Es gibt noch keine gespeicherten Partien.</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>deal {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
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
        <translation>Die Ordner für Einstellungen und gespeicherte Partien lassen sich nicht anlegen: {error}</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <extracomment>The autosave file this instance writes per game (another instance playing the same game writes its own: both matches are kept). Shown in the status bar for as long as the autosave fails (None: it works). Game ▸ Resume: one entry per game with an unfinished autosaved match (filled each time it is about to show).</extracomment>
        <translation>Die Partie konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Saved as “{name}”.</source>
        <translation>Gespeichert als „{name}“.</translation>
    </message>
    <message>
        <source>The saved game {path} cannot be opened.</source>
        <translation>Die gespeicherte Partie {path} lässt sich nicht öffnen.</translation>
    </message>
    <message>
        <source>This match is being played in another Kartentisch window; continue it there.</source>
        <translation>Diese Partie wird in einem anderen Kartentisch-Fenster gespielt; setzen Sie sie dort fort.</translation>
    </message>
    <message>
        <source>{game}: deal {deal}, score {score} ({date})</source>
        <translation>{game}: Spiel {deal}, Stand {score} ({date})</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Name of the saved game:</source>
        <translation>Name des gespeicherten Spiels:</translation>
    </message>
    <message>
        <source>Resume the match?</source>
        <translation>Partie fortsetzen?</translation>
    </message>
    <message>
        <source>An unfinished match of {game} for {players} was saved automatically on {date} (deal {deal}, score {score}).</source>
        <translation>Eine unfertige Partie {game} für {players} wurde am {date} automatisch gespeichert (Spiel {deal}, Stand {score}).</translation>
    </message>
    <message>
        <source>Continue it?</source>
        <translation>Fortsetzen?</translation>
    </message>
    <message>
        <source>Kartentisch</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Not saved automatically</source>
        <translation>Nicht automatisch gespeichert</translation>
    </message>
    <message>
        <source>The match is saved automatically again.</source>
        <translation>Die Partie wird wieder automatisch gespeichert.</translation>
    </message>
    <message>
        <source>The match could not be saved automatically: {error}</source>
        <translation>Die Partie konnte nicht automatisch gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>T&amp;raining…</source>
        <translation>T&amp;raining…</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>F&amp;ortsetzen</translation>
    </message>
</context>
<context>
    <name>ResultReasons</name>
    <message>
        <source>the pot</source>
        <translation>Pott</translation>
    </message>
    <message>
        <source>The stake goes from the most card points to the fewest</source>
        <translation>Der Einsatz geht von den meisten Kartenpunkten an die wenigsten</translation>
    </message>
    <message>
        <source>The stake goes to the Pancerola, which took no trick</source>
        <translation>Der Einsatz geht an die Pancerola, die keinen Stich gemacht hat</translation>
    </message>
    <message>
        <source>The broken Pancerola pays the stake alone</source>
        <translation>Die gebrochene Pancerola zahlt den Einsatz allein</translation>
    </message>
    <message>
        <source>Trick {trick}: an ace thrown on another suit, the trick's winner pays</source>
        <translation>Stich {trick}: ein auf eine andere Farbe abgeworfenes Ass, der Stichgewinner zahlt</translation>
    </message>
    <message>
        <source>Trick {trick}: the Kinal thrown on another suit, the trick's winner pays</source>
        <translation>Stich {trick}: der auf eine andere Farbe abgeworfene Kinal, der Stichgewinner zahlt</translation>
    </message>
    <message>
        <source>Trick {trick}: the Kinal forced on a heart lead, everyone pays the leader</source>
        <translation>Stich {trick}: der auf Herz erzwungene Kinal, alle zahlen dem Ausspieler</translation>
    </message>
    <message>
        <source>Trick {trick}: the thrown Kinal takes the pot</source>
        <translation>Stich {trick}: der abgeworfene Kinal nimmt den Pott</translation>
    </message>
    <message>
        <source>Trick {trick}: the pot is doubled</source>
        <translation>Stich {trick}: der Pott wird verdoppelt</translation>
    </message>
    <message>
        <source>The match is over: the pot is shared</source>
        <translation>Die Partie ist zu Ende: der Pott wird geteilt</translation>
    </message>
    <message>
        <source>Chapanka made: all eleven tricks</source>
        <translation>Chapanka gemacht: alle elf Stiche</translation>
    </message>
    <message>
        <source>Trick {trick}: the Chapanka is lost</source>
        <translation>Stich {trick}: die Chapanka ist verloren</translation>
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
        <translation>Der Lernmodus bleibt an.</translation>
    </message>
    <message>
        <source>The guided lesson “{title}” goes on where you left it.</source>
        <translation>Die Lektion „{title}“ geht dort weiter, wo Sie aufgehört haben.</translation>
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
        <translation>{move}: {cost} Gewinnchance verloren ({severity})</translation>
    </message>
    <message>
        <source>None so far.</source>
        <translation>Bisher keine.</translation>
    </message>
    <message>
        <source>Turned-up trump</source>
        <translation>Aufgedeckter Trumpf</translation>
    </message>
    <message>
        <source>Trick: {name}</source>
        <translation>Stich: {name}</translation>
    </message>
    <message>
        <source>On the table:</source>
        <translation>Auf dem Tisch:</translation>
    </message>
    <message>
        <source>Move {n} of {total}</source>
        <translation>Zug {n} von {total}</translation>
    </message>
    <message>
        <source>As dealt: every hand before the first move.</source>
        <translation>Wie gegeben: alle Blätter vor dem ersten Zug.</translation>
    </message>
    <message>
        <source>Your decision; not judged (yet).</source>
        <translation>Ihre Entscheidung; (noch) nicht bewertet.</translation>
    </message>
    <message>
        <source>Not your decision.</source>
        <translation>Nicht Ihre Entscheidung.</translation>
    </message>
    <message>
        <source>(its card is outlined in green in your hand)</source>
        <translation>(seine Karte ist in Ihrer Hand grün umrandet)</translation>
    </message>
    <message>
        <source>None: none of your decisions lost much against the coach's best move.</source>
        <translation>Keine: keine Ihrer Entscheidungen hat gegenüber dem besten Zug des Trainers viel verloren.</translation>
    </message>
    <message>
        <source>{move}: about {points} points a deal lost ({severity})</source>
        <translation>{move}: etwa {points} Punkte je Spiel verloren ({severity})</translation>
    </message>
    <message>
        <source>{move}: {severity}</source>
        <translation>{move}: {severity}</translation>
    </message>
    <message>
        <source>You chose “{move}”.</source>
        <translation>Sie wählten „{move}“.</translation>
    </message>
    <message>
        <source>The coach prefers “{move}”.</source>
        <translation>Der Trainer zieht „{move}“ vor.</translation>
    </message>
    <message>
        <source>Deal review</source>
        <translation>Nachbesprechung des Spiels</translation>
    </message>
    <message>
        <source>Deal {n}: every hand open. Your decisions are marked on the strip.</source>
        <translation>Spiel {n}: alle Blätter offen. Ihre Entscheidungen sind auf dem Streifen markiert.</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Try again from here</source>
        <translation>Von hier aus neu versuchen</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Dieses Spiel noch einmal</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The decisions that cost most:</source>
        <translation>Die teuersten Entscheidungen:</translation>
    </message>
    <message>
        <source>Every hand at this move</source>
        <translation>Alle Blätter bei diesem Zug</translation>
    </message>
    <message>
        <source>Evaluation of your decisions</source>
        <translation>Bewertung Ihrer Entscheidungen</translation>
    </message>
    <message>
        <source>Move of the deal</source>
        <translation>Zug des Spiels</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&lt;p&gt;No rules summary is available for this game.&lt;/p&gt;</source>
        <extracomment>The section shown (``"s5"``), kept across a language switch; "" for the top.</extracomment>
        <translation>&lt;p&gt;Für dieses Spiel gibt es keine Spielregeln.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Spielregeln</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>its description is not a set of named values</source>
        <extracomment>Learn mode at the table: {"on": bool, "lesson": int | None}, or {} (module docstring).</extracomment>
        <translation>ihre Beschreibung ist keine Menge benannter Werte</translation>
    </message>
    <message>
        <source>its description has a wrong or missing '{key}'</source>
        <translation>ihrer Beschreibung fehlt '{key}' oder es ist falsch</translation>
    </message>
    <message>
        <source>its description has an impossible number of players ({n})</source>
        <translation>ihre Beschreibung nennt eine unmögliche Spielerzahl ({n})</translation>
    </message>
    <message numerus="yes">
        <source>its description has {count} '{key}' for %n player(s)</source>
        <translation>
            <numerusform>ihre Beschreibung hat {count} '{key}' für %n Spieler</numerusform>
            <numerusform>ihre Beschreibung hat {count} '{key}' für %n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>its description has scores that are not numbers</source>
        <translation>ihre Beschreibung hat Punktstände, die keine Zahlen sind</translation>
    </message>
    <message>
        <source>its description has an unknown computer player level</source>
        <translation>ihre Beschreibung nennt eine unbekannte Stärke eines Computerspielers</translation>
    </message>
    <message>
        <source>its description has bot seeds that are not whole numbers</source>
        <translation>ihre Beschreibung hat Startwerte der Computerspieler, die keine ganzen Zahlen sind</translation>
    </message>
    <message>
        <source>its description has player names that are not text</source>
        <translation>ihre Beschreibung hat Spielernamen, die kein Text sind</translation>
    </message>
    <message>
        <source>its description has an unreadable date</source>
        <translation>ihre Beschreibung hat ein unlesbares Datum</translation>
    </message>
    <message>
        <source>{key} is {saved} but the moves give {replayed}</source>
        <translation>{key} ist {saved}, aber die Züge ergeben {replayed}</translation>
    </message>
    <message>
        <source>the score is {saved} but the moves give {replayed}</source>
        <translation>der Stand ist {saved}, aber die Züge ergeben {replayed}</translation>
    </message>
    <message>
        <source>cannot be written: {reason}</source>
        <extracomment>The name whose lock guards choosing a new save's file name (see :func:`save_game`).</extracomment>
        <translation>kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>holds a damaged game (not valid JSON inside)</source>
        <translation>enthält eine beschädigte Partie (darin kein gültiges JSON)</translation>
    </message>
    <message>
        <source>holds no game</source>
        <translation>enthält keine Partie</translation>
    </message>
    <message>
        <source>{key} differs</source>
        <translation>{key} weicht ab</translation>
    </message>
    <message>
        <source>The saved games could not be listed: {reason}</source>
        <translation>Die gespeicherten Partien konnten nicht aufgelistet werden: {reason}</translation>
    </message>
    <message>
        <source>The saved game {name} cannot be opened: {error}</source>
        <translation>Die gespeicherte Partie {name} lässt sich nicht öffnen: {error}</translation>
    </message>
    <message>
        <source>The saved game {name} could not be used.</source>
        <translation>Die gespeicherte Partie {name} konnte nicht verwendet werden.</translation>
    </message>
    <message>
        <source>The saved game {name} no longer exists.</source>
        <translation>Die gespeicherte Partie {name} gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>The automatically saved match cannot be opened: {error}</source>
        <translation>Die automatisch gespeicherte Partie lässt sich nicht öffnen: {error}</translation>
    </message>
    <message>
        <source>The saved game cannot be opened: {error}</source>
        <translation>Die gespeicherte Partie lässt sich nicht öffnen: {error}</translation>
    </message>
    <message>
        <source>The automatically saved match could not be used.</source>
        <translation>Die automatisch gespeicherte Partie konnte nicht verwendet werden.</translation>
    </message>
    <message>
        <source>The saved game could not be used.</source>
        <translation>Die gespeicherte Partie konnte nicht verwendet werden.</translation>
    </message>
    <message>
        <source>cannot be deleted: {reason}</source>
        <translation>lässt sich nicht löschen: {reason}</translation>
    </message>
    <message>
        <source>was written by a newer Kartentisch (save format {version}; this version reads up to {supported})</source>
        <translation>wurde von einem neueren Kartentisch geschrieben (Speicherformat {version}; diese Version liest bis {supported})</translation>
    </message>
    <message>
        <source>has an unknown save format version {version}</source>
        <translation>hat eine unbekannte Speicherformat-Version {version}</translation>
    </message>
    <message>
        <source>lacks its game or its description</source>
        <translation>enthält ihre Partie oder ihre Beschreibung nicht</translation>
    </message>
    <message>
        <source>lacks its description</source>
        <translation>enthält ihre Beschreibung nicht</translation>
    </message>
    <message>
        <source>is not a saved game (it is a Kartentisch {kind} file)</source>
        <translation>ist keine gespeicherte Partie (sondern eine Kartentisch-Datei der Art {kind})</translation>
    </message>
    <message>
        <source>is not a Kartentisch saved game</source>
        <translation>ist keine gespeicherte Partie von Kartentisch</translation>
    </message>
    <message>
        <source>holds a game that cannot be rebuilt: {error}</source>
        <translation>enthält eine Partie, die sich nicht wiederherstellen lässt: {error}</translation>
    </message>
    <message>
        <source>holds a game that cannot be rebuilt ({error})</source>
        <translation>enthält eine Partie, die sich nicht wiederherstellen lässt ({error})</translation>
    </message>
    <message>
        <source>is damaged: {error}</source>
        <translation>ist beschädigt: {error}</translation>
    </message>
    <message>
        <source>cannot be moved: {reason}</source>
        <translation>lässt sich nicht verschieben: {reason}</translation>
    </message>
    <message>
        <source>cannot be removed: {reason}</source>
        <translation>lässt sich nicht entfernen: {reason}</translation>
    </message>
    <message>
        <source>describes a different match than its moves: {problems}</source>
        <translation>beschreibt eine andere Partie als ihre Züge: {problems}</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Score sheet</source>
        <extracomment>Rows of the score sheet kept in view however short the window (the latest deals, totals).</extracomment>
        <translation>Spielliste</translation>
    </message>
    <message>
        <source>Game facts</source>
        <translation>Spielstand</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Phase: {phase}</source>
        <translation>Abschnitt: {phase}</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Trumpf: {suit}</translation>
    </message>
    <message>
        <source>No trump suit</source>
        <translation>Kein Trumpf</translation>
    </message>
    <message>
        <source>To play: {name}</source>
        <translation>Am Zug: {name}</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation>Letzter Stich: {cards}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Rosette</source>
        <translation>Rosette</translation>
    </message>
    <message>
        <source>Lattice</source>
        <translation>Gitter</translation>
    </message>
    <message>
        <source>Lozenge</source>
        <translation>Rauten</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ihr Name:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Kartenrücken:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <source>Finished trick:</source>
        <translation>Fertiger Stich:</translation>
    </message>
    <message>
        <source>Only one possible move:</source>
        <translation>Nur ein möglicher Zug:</translation>
    </message>
    <message>
        <source>Default difficulty:</source>
        <translation>Spielstärke der Gegner:</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Trainer:</translation>
    </message>
    <message>
        <source>Judge my decisions and work out par after each deal</source>
        <translation>Nach jedem Spiel meine Entscheidungen bewerten und Par ermitteln</translation>
    </message>
    <message>
        <source>In the background, at the lowest priority: the deal review's verdicts, accuracy and par for the Training window. Par left waiting goes on when this is turned on again.</source>
        <translation>Im Hintergrund, mit niedrigster Priorität: die Urteile der Nachbesprechung, die Genauigkeit und Par für das Trainingsfenster. Ein liegen gebliebenes Par wird weiter ermittelt, sobald dies wieder eingeschaltet wird.</translation>
    </message>
    <message>
        <source>Card pattern per game</source>
        <translation>Kartenbild je Spiel</translation>
    </message>
    <message>
        <source>No German suits: this game needs the 2 to 5, which no German-suited pack has.</source>
        <translation>Keine deutschen Farben: Dieses Spiel braucht die 2 bis 5, die kein Blatt mit deutschen Farben hat.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Stays until I click or press a key</source>
        <translation>Bleibt liegen, bis ich klicke oder eine Taste drücke</translation>
    </message>
    <message>
        <source>Stays 1 second</source>
        <translation>Bleibt 1 Sekunde liegen</translation>
    </message>
    <message>
        <source>Stays 2 seconds</source>
        <translation>Bleibt 2 Sekunden liegen</translation>
    </message>
    <message>
        <source>Stays 3 seconds</source>
        <translation>Bleibt 3 Sekunden liegen</translation>
    </message>
    <message>
        <source>Goes at once (L shows it again)</source>
        <translation>Geht sofort (L zeigt ihn wieder)</translation>
    </message>
    <message>
        <source>How long a finished trick or bout stays on the table. L or a click on a trick pile shows the last trick again at any time.</source>
        <translation>Wie lange ein fertiger Stich oder Angriff auf dem Tisch liegen bleibt. L oder ein Klick auf einen Stichstapel zeigt den letzten Stich jederzeit wieder.</translation>
    </message>
    <message>
        <source>Plays itself in learn mode</source>
        <translation>Wird im Lernmodus von selbst gemacht</translation>
    </message>
    <message>
        <source>Always plays itself</source>
        <translation>Wird immer von selbst gemacht</translation>
    </message>
    <message>
        <source>Waits for me</source>
        <translation>Wartet auf mich</translation>
    </message>
    <message>
        <source>When you have only one possible move, the status line says which, and after a moment it is made for you.</source>
        <translation>Haben Sie nur einen möglichen Zug, nennt ihn die Statuszeile, und nach einem Augenblick wird er für Sie gemacht.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>allowed values are {values}</source>
        <translation>erlaubt sind {values}</translation>
    </message>
    <message>
        <source>it must map games to card patterns</source>
        <translation>er muss Spielen Kartenbilder zuordnen</translation>
    </message>
    <message>
        <source>unknown card pattern for {games}</source>
        <translation>unbekanntes Kartenbild für {games}</translation>
    </message>
    <message>
        <source>allowed card backs are {backs}</source>
        <translation>erlaubte Kartenrücken sind {backs}</translation>
    </message>
    <message>
        <source>it must be text</source>
        <translation>er muss Text sein</translation>
    </message>
    <message>
        <source>it must be a set of named values</source>
        <translation>er muss eine Menge benannter Werte sein</translation>
    </message>
    <message>
        <source>'{field}' is {value}</source>
        <extracomment>The largest seed the New-game dialog offers (a Qt spin box holds a 32-bit int).</extracomment>
        <translation>„{field}“ ist {value}</translation>
    </message>
    <message>
        <source>the options of {game}</source>
        <translation>die Optionen von {game}</translation>
    </message>
    <message>
        <source>the option {name} = {value} of {game}</source>
        <translation>die Option {name} = {value} von {game}</translation>
    </message>
    <message>
        <source>it must be binary data</source>
        <translation>er muss aus Binärdaten bestehen</translation>
    </message>
    <message>
        <source>The setting '{key}' had unusable parts ({error}); they were reset to their defaults.</source>
        <translation>Die Einstellung „{key}“ hatte unbrauchbare Teile ({error}); sie wurden auf ihre Vorgaben zurückgesetzt.</translation>
    </message>
    <message>
        <source>The setting '{key}' had an unusable value ({value}: {error}); it was reset to its default.</source>
        <translation>Die Einstellung '{key}' hatte einen unbrauchbaren Wert ({value}: {error}); sie wurde auf die Voreinstellung zurückgesetzt.</translation>
    </message>
    <message>
        <source>The settings could not be used.</source>
        <translation>Die Einstellungen konnten nicht verwendet werden.</translation>
    </message>
    <message>
        <source>The default settings are used.</source>
        <translation>Es gelten die Voreinstellungen.</translation>
    </message>
    <message>
        <source>is not a settings file (it is marked {marker})</source>
        <translation>ist keine Einstellungsdatei (sie ist als {marker} gekennzeichnet)</translation>
    </message>
    <message>
        <source>was written by a newer Kartentisch (settings version {version}; this version reads up to {supported})</source>
        <translation>wurde von einem neueren Kartentisch geschrieben (Einstellungsversion {version}; diese Version liest bis {supported})</translation>
    </message>
    <message>
        <source>has an unknown settings version {version}</source>
        <translation>hat eine unbekannte Einstellungsversion {version}</translation>
    </message>
    <message>
        <source>lacks its settings</source>
        <translation>enthält keine Einstellungen</translation>
    </message>
    <message>
        <source>The settings could not be saved: {error}</source>
        <extracomment>Values of the file on disk were reset: copy it aside before it is replaced.</extracomment>
        <translation>Die Einstellungen konnten nicht gespeichert werden: {error}</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Welcome to Kartentisch</source>
        <translation>Willkommen am Kartentisch</translation>
    </message>
    <message>
        <source>Five rare card games</source>
        <translation>Fünf seltene Kartenspiele</translation>
    </message>
    <message>
        <source>Choose a game. Learn this game starts guided deals that explain every decision; Play starts a match against the computer.</source>
        <translation>Wählen Sie ein Spiel. „Dieses Spiel lernen“ beginnt geführte Spiele, die jede Entscheidung erklären; „Spielen“ beginnt eine Partie gegen den Computer.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Kartenspiele</translation>
    </message>
    <message>
        <source>Finished matches</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Kartenspiel</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Partien gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Gewonnen %</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestes</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Schlechtestes</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Mean per deal</source>
        <translation>Mittel je Spiel</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Ansagen gewonnen</translation>
    </message>
    <message>
        <source>Contracts lost</source>
        <translation>Ansagen verloren</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>Matches count when finished, deals as soon as each is over. Best and worst are your own final totals, the mean per deal your own score per deal. Contracts are those your side played.</source>
        <translation>Partien zählen, wenn sie beendet sind, Spiele, sobald jedes vorbei ist. Bestes und Schlechtestes sind Ihre eigenen Endstände, das Mittel je Spiel Ihr eigenes Ergebnis je Spiel. Ansagen sind die, die Ihre Seite gespielt hat.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>Ihr Ergebnis</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>No match has been finished yet.</source>
        <translation>Es wurde noch keine Partie beendet.</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>your result of one match</comment>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>your result of one match</comment>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Drawn</source>
        <comment>your result of one match</comment>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>In {games} fewer points are better.</source>
        <translation>Bei {games} sind weniger Punkte besser.</translation>
    </message>
    <message>
        <source>Deals with par</source>
        <translation>Spiele mit Par</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Lost per decision</source>
        <translation>Verlust je Entscheidung</translation>
    </message>
    <message>
        <source>Score minus par</source>
        <translation>Ergebnis minus Par</translation>
    </message>
    <message>
        <source>Puzzle rating</source>
        <translation>Aufgabenwertung</translation>
    </message>
    <message>
        <source>Puzzles solved</source>
        <translation>Aufgaben gelöst</translation>
    </message>
    <message>
        <source>Puzzles due</source>
        <translation>Aufgaben fällig</translation>
    </message>
    <message>
        <source>Deals
with par</source>
        <translation>Spiele
mit Par</translation>
    </message>
    <message>
        <source>Lost per
decision</source>
        <translation>Verlust
je Entsch.</translation>
    </message>
    <message>
        <source>Score
minus par</source>
        <translation>Ergebnis
minus Par</translation>
    </message>
    <message>
        <source>Puzzle
rating</source>
        <translation>Aufgaben-
wertung</translation>
    </message>
    <message>
        <source>Puzzles
solved</source>
        <translation>Aufgaben
gelöst</translation>
    </message>
    <message>
        <source>Puzzles
due</source>
        <translation>Aufgaben
fällig</translation>
    </message>
    <message>
        <source>As in the Training window: accuracy is the share of your decisions the review judged best or good, lost per decision in the game's unit (marks in Kaschlan, else points), score minus par your score less a strong player's with your cards, with its 95 % band.</source>
        <translation>Wie im Trainingsfenster: Genauigkeit ist der Anteil Ihrer Entscheidungen, die die Nachbesprechung als beste oder gute beurteilt hat; der Verlust je Entscheidung in der Einheit des Spiels (Striche bei Kaschlan, sonst Punkte); Ergebnis minus Par ist Ihr Ergebnis abzüglich des Ergebnisses eines starken Spielers mit Ihren Karten, mit seinem 95-%-Bereich.</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>Training…</translation>
    </message>
    <message>
        <source>{solved} of {tries}</source>
        <translation>{solved} von {tries}</translation>
    </message>
</context>
<context>
    <name>StatisticsStore</name>
    <message>
        <source>it is not a set of counters</source>
        <extracomment>The versions this one reads (1: before deals and history were kept). Matches whose counted deals are remembered (a match is rarely resumed after 200 others). Finished matches kept in the history shown in the Statistics dialog.</extracomment>
        <translation>er ist keine Menge von Zählern</translation>
    </message>
    <message>
        <source>'{key}' is not a whole number of matches</source>
        <translation>'{key}' ist keine ganze Zahl von Partien</translation>
    </message>
    <message>
        <source>won, lost and drawn do not add up to the matches played</source>
        <translation>Gewonnen, verloren und unentschieden ergeben zusammen nicht die gespielten Partien</translation>
    </message>
    <message>
        <source>'{key}' is not a score</source>
        <translation>'{key}' ist kein Punktstand</translation>
    </message>
    <message>
        <source>its details have the wrong types</source>
        <translation>seine Angaben haben falsche Typen</translation>
    </message>
    <message>
        <source>'{key}' is not a whole number of deals</source>
        <translation>'{key}' ist keine ganze Zahl von Spielen</translation>
    </message>
    <message>
        <source>there are more contracts than deals</source>
        <translation>es gibt mehr Spielansagen als Spiele</translation>
    </message>
    <message>
        <source>a finished match is damaged</source>
        <translation>eine beendete Partie ist beschädigt</translation>
    </message>
    <message>
        <source>The statistics could not be used.</source>
        <extracomment>match id -&gt; the highest deal number of that match already counted (oldest first). The finished matches, oldest first (the last KEEP_HISTORY). Loaded from a file some of whose values were reset (not saved; see record_match).</extracomment>
        <translation>Die Statistik konnte nicht verwendet werden.</translation>
    </message>
    <message>
        <source>The statistics start afresh.</source>
        <translation>Die Statistik beginnt von vorn.</translation>
    </message>
    <message>
        <source>The statistics of {game} were damaged ({error}) and were reset.</source>
        <translation>Die Statistik von {game} war beschädigt ({error}) und wurde zurückgesetzt.</translation>
    </message>
    <message>
        <source>is not a Kartentisch statistics file</source>
        <translation>ist keine Statistikdatei von Kartentisch</translation>
    </message>
    <message>
        <source>was written by a newer Kartentisch (statistics version {version}; this version reads up to {supported})</source>
        <translation>wurde von einem neueren Kartentisch geschrieben (Statistikversion {version}; diese Version liest bis {supported})</translation>
    </message>
    <message>
        <source>has an unknown statistics version {version}</source>
        <translation>hat eine unbekannte Statistikversion {version}</translation>
    </message>
    <message>
        <source>lacks its per-game records</source>
        <translation>enthält keine Einträge je Spiel</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>cannot be locked: {reason}</source>
        <translation>kann nicht gesperrt werden: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished match(es) of the history were damaged and were left out.</source>
        <translation>
            <numerusform>%n beendete Partie des Verlaufs war beschädigt und wurde weggelassen.</numerusform>
            <numerusform>%n beendete Partien des Verlaufs waren beschädigt und wurden weggelassen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The file {path} {reason}.</source>
        <extracomment>Larger files are refused unread: no Kartentisch file comes near this (a 1001-point match is a few kilobytes), and reading gigabytes would freeze the program. Deeper JSON is refused: our files nest a handful of levels, and very deep nesting is a classic way to make parsers and later code hit the recursion limit.</extracomment>
        <translation>Die Datei {path} {reason}.</translation>
    </message>
    <message>
        <source>cannot be written: {reason}</source>
        <translation>lässt sich nicht schreiben: {reason}</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>lässt sich nicht lesen: {reason}</translation>
    </message>
    <message>
        <source>could not be moved aside: {reason}</source>
        <translation>konnte nicht beiseitegelegt werden: {reason}</translation>
    </message>
    <message>
        <source>cannot be written because a folder of that name is in the way</source>
        <translation>lässt sich nicht schreiben, weil ein gleichnamiger Ordner im Weg ist</translation>
    </message>
    <message>
        <source>cannot be written: the data is not JSON ({error})</source>
        <translation>lässt sich nicht schreiben: die Daten sind kein JSON ({error})</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>ist leer</translation>
    </message>
    <message>
        <source>is cut off: it ends in the middle of its data</source>
        <translation>ist abgeschnitten: sie endet mitten in ihren Daten</translation>
    </message>
    <message>
        <source>is not valid JSON ({error} at line {line}, column {column})</source>
        <translation>ist kein gültiges JSON ({error} in Zeile {line}, Spalte {column})</translation>
    </message>
    <message>
        <source>is not valid JSON ({error})</source>
        <translation>ist kein gültiges JSON ({error})</translation>
    </message>
    <message>
        <source>holds {kind} where an object was expected</source>
        <translation>enthält {kind}, wo ein Objekt erwartet wurde</translation>
    </message>
    <message numerus="yes">
        <source>is nested too deeply (more than %n level(s))</source>
        <translation>
            <numerusform>ist zu tief verschachtelt (mehr als %n Ebene)</numerusform>
            <numerusform>ist zu tief verschachtelt (mehr als %n Ebenen)</numerusform>
        </translation>
    </message>
    <message>
        <source>is a symbolic link; links are not followed for safety</source>
        <translation>ist eine symbolische Verknüpfung; Verknüpfungen wird aus Sicherheitsgründen nicht gefolgt</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>is too large ({size} MB) to be a Kartentisch file</source>
        <translation>ist zu groß ({size} MB) für eine Kartentisch-Datei</translation>
    </message>
    <message>
        <source>is not a text file (it contains binary data)</source>
        <translation>ist keine Textdatei (sie enthält Binärdaten)</translation>
    </message>
    <message>
        <source>a JSON list</source>
        <translation>eine JSON-Liste</translation>
    </message>
    <message>
        <source>a JSON string</source>
        <translation>eine JSON-Zeichenkette</translation>
    </message>
    <message>
        <source>a JSON true/false</source>
        <translation>einen JSON-Wahrheitswert</translation>
    </message>
    <message>
        <source>a JSON number</source>
        <translation>eine JSON-Zahl</translation>
    </message>
    <message>
        <source>JSON null</source>
        <translation>JSON null</translation>
    </message>
    <message>
        <source>an unexpected value</source>
        <translation>einen unerwarteten Wert</translation>
    </message>
    <message>
        <source>too many earlier copies</source>
        <translation>zu viele frühere Kopien</translation>
    </message>
    <message>
        <source>could not be copied aside: {reason}</source>
        <translation>konnte nicht beiseitekopiert werden: {reason}</translation>
    </message>
    <message>
        <source>The damaged original of {file} was kept as {name}.</source>
        <translation>Das beschädigte Original von {file} wurde als {name} aufbewahrt.</translation>
    </message>
    <message>
        <source>it has disappeared</source>
        <translation>sie ist verschwunden</translation>
    </message>
    <message>
        <source>It could not be moved aside either: {reason}.</source>
        <translation>Sie ließ sich auch nicht beiseitelegen: {reason}.</translation>
    </message>
    <message>
        <source>It was kept as {name}.</source>
        <translation>Sie wurde als {name} aufbewahrt.</translation>
    </message>
    <message>
        <source>another running Kartentisch kept it locked too long</source>
        <extracomment>How long a writer waits for another instance before it gives up with a message. A lock file still without its owner's id after this long was left by a killed process (a live one writes the id microseconds after creating the file). How often a waiting writer looks again for such a torn lock file.</extracomment>
        <translation>ein anderes laufendes Kartentisch hielt sie zu lange gesperrt</translation>
    </message>
</context>
<context>
    <name>TableBanner</name>
    <message>
        <source>Play waits</source>
        <translation>Das Spiel wartet</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Click or press a key to return.</source>
        <translation>Klicken oder eine Taste drücken, um zurückzukehren.</translation>
    </message>
    <message>
        <source>Click or press a key to go on.</source>
        <translation>Klicken oder eine Taste drücken, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Verdeckte Karte</translation>
    </message>
    <message>
        <source>Last trick.</source>
        <translation>Letzter Stich.</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>auf dem Tisch</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>hinted</source>
        <translation>empfohlen</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>spielbar</translation>
    </message>
    <message>
        <source>Last trick: you took it.</source>
        <translation>Letzter Stich: Sie haben ihn genommen.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Sie nehmen den Stich.</translation>
    </message>
    <message>
        <source>turn-up trump</source>
        <translation>aufgedeckte Trumpfkarte</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>nicht spielbar</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Ausspiel</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Sticht</translation>
    </message>
    <message>
        <source>Play passes clockwise, to the left.</source>
        <translation>Gespielt wird im Uhrzeigersinn, nach links.</translation>
    </message>
    <message>
        <source>Play passes anticlockwise, to the right.</source>
        <translation>Gespielt wird gegen den Uhrzeigersinn, nach rechts.</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Kein Trumpf</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <source>You take the cards up.</source>
        <translation>Sie nehmen die Karten auf.</translation>
    </message>
    <message>
        <source>You beat every card: they go to the waste.</source>
        <translation>Sie haben jede Karte gestochen: sie kommen auf die Ablage.</translation>
    </message>
    <message>
        <source>Tricks won: {n}. Click (or press L) to see the last trick.</source>
        <translation>Gewonnene Stiche: {n}. Ein Klick (oder L) zeigt den letzten Stich.</translation>
    </message>
    <message>
        <source>Stock: {n}</source>
        <translation>Stock: {n}</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Trumpf: {suit}</translation>
    </message>
    <message>
        <source>Last trick: {name} took it.</source>
        <translation>Letzter Stich: {name} hat ihn genommen.</translation>
    </message>
    <message>
        <source>{name} takes the trick.</source>
        <translation>{name} nimmt den Stich.</translation>
    </message>
    <message>
        <source>Last bout: {what}</source>
        <translation>Letzter Angriff: {what}</translation>
    </message>
    <message>
        <source>played by {name}</source>
        <translation>gespielt von {name}</translation>
    </message>
    <message>
        <source>tricks {n}</source>
        <translation>Stiche {n}</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>Stand {n}</translation>
    </message>
    <message>
        <source>{name} takes the cards up.</source>
        <translation>{name} nimmt die Karten auf.</translation>
    </message>
    <message>
        <source>{name} beat every card: they go to the waste.</source>
        <translation>{name} hat jede Karte gestochen: sie kommen auf die Ablage.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <extracomment>The felt's keyboard frame: its pen width and its distance from the view's edge (pixels). Tab or Shift+Tab brought the keyboard onto the table. (key, timestamp) of the last key release: X11 without detectable auto-repeat sends a held key as release + press pairs of one timestamp, which is how a repeat shows. The table was last used with the mouse: no keyboard frame until a key or a Tab.</extracomment>
        <translation>Kartentisch</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Answer</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Nächste Aufgabe</translation>
    </message>
    <message>
        <source>Find the best move</source>
        <translation>Finden Sie den besten Zug</translation>
    </message>
    <message>
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>No puzzle to show.</source>
        <translation>Keine Aufgabe vorhanden.</translation>
    </message>
    <message>
        <source>From one of your deals.</source>
        <translation>Aus einem Ihrer Spiele.</translation>
    </message>
    <message>
        <source>Phase: {phase}</source>
        <translation>Phase: {phase}</translation>
    </message>
    <message>
        <source>Scores: {totals}</source>
        <translation>Stand: {totals}</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Trumpf: {suit}</translation>
    </message>
    <message>
        <source>On the table: {cards}</source>
        <translation>Auf dem Tisch: {cards}</translation>
    </message>
    <message>
        <source>Moves so far: {moves}</source>
        <translation>Bisherige Züge: {moves}</translation>
    </message>
    <message>
        <source>Right: {move} is the best move.</source>
        <translation>Richtig: {move} ist der beste Zug.</translation>
    </message>
    <message>
        <source>Not this time: the best move is {move}.</source>
        <translation>Diesmal nicht: Der beste Zug ist {move}.</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Ihr Fortschritt</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Solve your puzzles</source>
        <translation>Ihre Aufgaben lösen</translation>
    </message>
    <message>
        <source>A puzzle near your rating</source>
        <translation>Eine Aufgabe nahe Ihrer Wertung</translation>
    </message>
    <message>
        <source>Accuracy: best or good decisions</source>
        <translation>Genauigkeit: beste oder gute Entscheidungen</translation>
    </message>
    <message>
        <source>Lost per decision against the coach's best</source>
        <translation>Verlust je Entscheidung gegenüber dem besten Zug des Trainers</translation>
    </message>
    <message>
        <source>Your score minus par (luck taken out)</source>
        <translation>Ihr Ergebnis minus Par (ohne Kartenglück)</translation>
    </message>
    <message>
        <source>No deals with this figure yet.</source>
        <translation>Noch keine Spiele mit dieser Zahl.</translation>
    </message>
    <message>
        <source>Deals where you lost most against par:</source>
        <translation>Spiele, in denen Sie am meisten gegenüber Par verloren haben:</translation>
    </message>
    <message>
        <source>Ideas you most often missed:</source>
        <translation>Gedanken, die Ihnen am häufigsten entgangen sind:</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>Due today: {n}</source>
        <translation>Heute fällig: {n}</translation>
    </message>
    <message>
        <source>{date}, deal {n}: {diff} against par</source>
        <translation>{date}, {n}. Spiel: {diff} gegenüber Par</translation>
    </message>
    <message numerus="yes">
        <source>Par (strong with your cards): {value}{error} marks, from %n replay(s).</source>
        <translation>
            <numerusform>Par (ein starker Spieler mit Ihren Karten): {value}{error} Striche, aus %n Wiederholung.</numerusform>
            <numerusform>Par (ein starker Spieler mit Ihren Karten): {value}{error} Striche, aus %n Wiederholungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Par (strong with your cards): {value}{error} points, from %n replay(s).</source>
        <translation>
            <numerusform>Par (ein starker Spieler mit Ihren Karten): {value}{error} Punkte, aus %n Wiederholung.</numerusform>
            <numerusform>Par (ein starker Spieler mit Ihren Karten): {value}{error} Punkte, aus %n Wiederholungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{margin}: {score} points; a strong player's with your cards (par): {value}{error}, from %n replay(s).</source>
        <translation>
            <numerusform>{margin}: {score} Punkte; der eines starken Spielers mit Ihren Karten (Par): {value}{error}, aus %n Wiederholung.</numerusform>
            <numerusform>{margin}: {score} Punkte; der eines starken Spielers mit Ihren Karten (Par): {value}{error}, aus %n Wiederholungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy: {share} % of your %n decision(s) best or good; {lost} marks lost per decision.</source>
        <translation>
            <numerusform>Genauigkeit: {share} % Ihrer %n Entscheidung beste oder gute; {lost} Striche Verlust je Entscheidung.</numerusform>
            <numerusform>Genauigkeit: {share} % Ihrer %n Entscheidungen beste oder gute; {lost} Striche Verlust je Entscheidung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy: {share} % of your %n decision(s) best or good; {lost} points lost per decision.</source>
        <translation>
            <numerusform>Genauigkeit: {share} % Ihrer %n Entscheidung beste oder gute; {lost} Punkte Verlust je Entscheidung.</numerusform>
            <numerusform>Genauigkeit: {share} % Ihrer %n Entscheidungen beste oder gute; {lost} Punkte Verlust je Entscheidung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A strong player with your cards would have won the match in {wins} of %n replay(s); you won it.</source>
        <translation>
            <numerusform>Ein starker Spieler mit Ihren Karten hätte die Partie in {wins} von %n Wiederholung gewonnen; Sie haben sie gewonnen.</numerusform>
            <numerusform>Ein starker Spieler mit Ihren Karten hätte die Partie in {wins} von %n Wiederholungen gewonnen; Sie haben sie gewonnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A strong player with your cards would have won the match in {wins} of %n replay(s); you lost it.</source>
        <translation>
            <numerusform>Ein starker Spieler mit Ihren Karten hätte die Partie in {wins} von %n Wiederholung gewonnen; Sie haben sie verloren.</numerusform>
            <numerusform>Ein starker Spieler mit Ihren Karten hätte die Partie in {wins} von %n Wiederholungen gewonnen; Sie haben sie verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A strong player with your cards would have won the match in {wins} of %n replay(s); you shared first place.</source>
        <translation>
            <numerusform>Ein starker Spieler mit Ihren Karten hätte die Partie in {wins} von %n Wiederholung gewonnen; Sie haben sich den ersten Platz geteilt.</numerusform>
            <numerusform>Ein starker Spieler mit Ihren Karten hätte die Partie in {wins} von %n Wiederholungen gewonnen; Sie haben sich den ersten Platz geteilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Par: a strong player is replaying your cards…</source>
        <translation>Par: Ein starker Spieler spielt Ihre Karten nach …</translation>
    </message>
    <message>
        <source>your deals</source>
        <translation>Ihre Spiele</translation>
    </message>
    <message>
        <source>your partner</source>
        <translation>Ihr Partner</translation>
    </message>
    <message>
        <source>At the table: {seats}</source>
        <translation>Am Tisch: {seats}</translation>
    </message>
    <message>
        <source>Your margin over your opponent</source>
        <translation>Ihr Abstand zum Gegner</translation>
    </message>
    <message>
        <source>Match par (strong with your cards, {deals}): {value}{error} points; you: {score}.</source>
        <translation>Par der Partie (ein starker Spieler mit Ihren Karten, {deals}): {value}{error} Punkte; Sie: {score}.</translation>
    </message>
    <message>
        <source>Match par: a strong player is replaying your whole match…</source>
        <translation>Par der Partie: Ein starker Spieler spielt Ihre ganze Partie nach …</translation>
    </message>
    <message>
        <source>Your side's margin over the other side</source>
        <translation>Der Abstand Ihrer Partei zur Gegenpartei</translation>
    </message>
    <message>
        <source>Your margin over your opponents' average</source>
        <translation>Ihr Abstand zum Schnitt der Gegner</translation>
    </message>
    <message>
        <source>Par could not be worked out for this deal.</source>
        <translation>Für dieses Spiel ließ sich kein Par ermitteln.</translation>
    </message>
    <message>
        <source>{margin}: {score} points; a strong player's with your cards (par): {value}, the same in all {runs} replays.</source>
        <translation>{margin}: {score} Punkte; der eines starken Spielers mit Ihren Karten (Par): {value}, in allen {runs} Wiederholungen gleich.</translation>
    </message>
    <message>
        <source>You scored about what a strong player would have with these cards.</source>
        <translation>Sie haben etwa so viel erreicht wie ein starker Spieler mit diesen Karten.</translation>
    </message>
    <message>
        <source>You scored {n} more than a strong player would have with these cards.</source>
        <translation>Sie haben {n} mehr erreicht als ein starker Spieler mit diesen Karten.</translation>
    </message>
    <message>
        <source>You scored {n} less than a strong player would have with these cards.</source>
        <translation>Sie haben {n} weniger erreicht als ein starker Spieler mit diesen Karten.</translation>
    </message>
    <message>
        <source>Accuracy: every move of yours was the only possible one.</source>
        <translation>Genauigkeit: Jeder Ihrer Züge war der einzig mögliche.</translation>
    </message>
    <message>
        <source>It is ahead of every other move, “{move}” too, by at least {n} marks a deal.</source>
        <translation>Er liegt um mindestens {n} Striche pro Spiel vor jedem anderen Zug, auch vor „{move}“.</translation>
    </message>
    <message>
        <source>It is ahead of every other move, “{move}” too, by at least {n} points a deal.</source>
        <translation>Er liegt um mindestens {n} Punkte pro Spiel vor jedem anderen Zug, auch vor „{move}“.</translation>
    </message>
    <message>
        <source>Your move “{move}” costs about {n} marks a deal against it.</source>
        <translation>Ihr Zug „{move}“ kostet dagegen etwa {n} Striche pro Spiel.</translation>
    </message>
    <message>
        <source>Your move “{move}” costs about {n} points a deal against it.</source>
        <translation>Ihr Zug „{move}“ kostet dagegen etwa {n} Punkte pro Spiel.</translation>
    </message>
    <message>
        <source>In your deal you played {move}: it cost about {n} marks a deal.</source>
        <translation>In Ihrem Spiel haben Sie {move} gespielt: Das kostete etwa {n} Striche pro Spiel.</translation>
    </message>
    <message>
        <source>In your deal you played {move}: it cost about {n} points a deal.</source>
        <translation>In Ihrem Spiel haben Sie {move} gespielt: Das kostete etwa {n} Punkte pro Spiel.</translation>
    </message>
    <message>
        <source>The match's par could not be worked out: a deal has none.</source>
        <translation>Für die Partie ließ sich kein Par ermitteln: Einem Spiel fehlt es.</translation>
    </message>
    <message>
        <source>Match par (strong with your cards, {deals}): {value}{error} marks; you: {score}.</source>
        <translation>Par der Partie (ein starker Spieler mit Ihren Karten, {deals}): {value}{error} Striche; Sie: {score}.</translation>
    </message>
    <message>
        <source>Par (strong with your cards): {value} marks, the same in all {runs} replays.</source>
        <translation>Par (ein starker Spieler mit Ihren Karten): {value} Striche, gleich in allen {runs} Wiederholungen.</translation>
    </message>
    <message>
        <source>Par (strong with your cards): {value} points, the same in all {runs} replays.</source>
        <translation>Par (ein starker Spieler mit Ihren Karten): {value} Punkte, gleich in allen {runs} Wiederholungen.</translation>
    </message>
    <message>
        <source>Your margin is about what a strong player's would have been.</source>
        <translation>Ihr Abstand liegt etwa bei dem, den ein starker Spieler gehabt hätte.</translation>
    </message>
    <message>
        <source>Your margin is {n} points larger than a strong player's would have been.</source>
        <translation>Ihr Abstand liegt {n} Punkte über dem, den ein starker Spieler gehabt hätte.</translation>
    </message>
    <message>
        <source>Your margin is {n} points smaller than a strong player's would have been.</source>
        <translation>Ihr Abstand liegt {n} Punkte unter dem, den ein starker Spieler gehabt hätte.</translation>
    </message>
    <message>
        <source>You took {n} fewer marks than a strong player would have with these cards.</source>
        <translation>Sie haben {n} Striche weniger bekommen als ein starker Spieler mit diesen Karten.</translation>
    </message>
    <message>
        <source>You took {n} more marks than a strong player would have with these cards.</source>
        <translation>Sie haben {n} Striche mehr bekommen als ein starker Spieler mit diesen Karten.</translation>
    </message>
    <message>
        <source>Par: {par} marks, you: {score}</source>
        <translation>Par: {par} Striche, Sie: {score}</translation>
    </message>
    <message>
        <source>Margin: par {par}, you {score}</source>
        <translation>Abstand: Par {par}, Sie {score}</translation>
    </message>
    <message>
        <source>Par: {par}, you: {score}</source>
        <translation>Par: {par}, Sie: {score}</translation>
    </message>
    <message>
        <source>It is ahead of every other move by at least {n} points a deal.</source>
        <translation>Er liegt um mindestens {n} Punkte pro Spiel vor jedem anderen Zug.</translation>
    </message>
    <message>
        <source>Your puzzle rating: {rating} ± {rd}</source>
        <translation>Ihre Aufgabenwertung: {rating} ± {rd}</translation>
    </message>
    <message>
        <source>A match's par could not be worked out further: {error}</source>
        <translation>Das Par einer Partie ließ sich nicht weiter ermitteln: {error}</translation>
    </message>
    <message>
        <source>Par: being worked out…</source>
        <translation>Par: wird ermittelt …</translation>
    </message>
    <message>
        <source>It is ahead of every other move by at least {n} marks a deal.</source>
        <translation>Er liegt um mindestens {n} Striche pro Spiel vor jedem anderen Zug.</translation>
    </message>
    <message>
        <source>Accuracy: {share}</source>
        <translation>Genauigkeit: {share}</translation>
    </message>
    <message>
        <source>your partner</source>
        <comment>feminine</comment>
        <translation>Ihre Partnerin</translation>
    </message>
</context>
<context>
    <name>TrainingStore</name>
    <message>
        <source>The training record could not be used.</source>
        <translation>Die Trainingsdaten konnten nicht verwendet werden.</translation>
    </message>
    <message>
        <source>The training record starts afresh.</source>
        <translation>Die Trainingsdaten beginnen von vorn.</translation>
    </message>
    <message>
        <source>is not a Kartentisch training file</source>
        <translation>ist keine Trainingsdatei von Kartentisch</translation>
    </message>
    <message>
        <source>The training record could not be saved: {error}</source>
        <translation>Die Trainingsdaten konnten nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>has an unknown training version {version}</source>
        <translation>hat eine unbekannte Trainingsversion {version}</translation>
    </message>
    <message>
        <source>was written by a newer Kartentisch (training version {version}; this version reads up to {supported})</source>
        <translation>wurde von einem neueren Kartentisch geschrieben (Trainingsversion {version}; diese Version liest bis {supported})</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged entry(ies) of the training record were left out.</source>
        <translation>
            <numerusform>%n beschädigter Eintrag der Trainingsdaten wurde ausgelassen.</numerusform>
            <numerusform>%n beschädigte Einträge der Trainingsdaten wurden ausgelassen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnInput</name>
    <message>
        <source>The match is over.</source>
        <extracomment>Keys that are only held with another key: they put nothing away. The finished trick in the middle (it follows the controller's trick signals). Takes a message off the status bar if it is still shown there (the hint's). The hint's status line, withdrawn with the turn it was for: its "Enter plays it" holds only while :attr:`hint_action` does. The card the person last tried (clicked, dropped, picked by key): where a refusal's balloon points. Whether the input being handled came from the keyboard (see :meth:`handle`).</extracomment>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>{name}: waiting for a friend to join</source>
        <translation>{name}: Warten, bis ein Freund dazukommt</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <source>Your turn: {what}</source>
        <translation>Sie sind am Zug: {what}</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Sie sind am Zug.</translation>
    </message>
    <message>
        <source>Keys: ← → or 1–9 pick a card, Space selects, Enter plays; Alt+1… the buttons.</source>
        <translation>Tasten: ← → oder 1–9 wählen eine Karte, Leertaste markiert, Eingabe spielt aus; Alt+1… die Schaltflächen.</translation>
    </message>
    <message>
        <source>No trick has been completed in this deal yet.</source>
        <translation>In diesem Spiel ist noch kein Stich vollständig.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten: Sie sind nicht am Zug.</translation>
    </message>
    <message>
        <source>No card is played now. {asked}</source>
        <translation>Jetzt wird keine Karte gespielt. {asked}</translation>
    </message>
    <message>
        <source>Choose: {options}</source>
        <translation>Wählen Sie: {options}</translation>
    </message>
    <message>
        <source>{rule} — click to read it</source>
        <translation>{rule} — zum Nachlesen klicken</translation>
    </message>
    <message>
        <source>Hint: {action} (Enter plays it). {reason}</source>
        <translation>Tipp: {action} (Eingabe spielt ihn). {reason}</translation>
    </message>
</context>
<context>
    <name>WordHelp</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Right-click or F1: open the rules there.</source>
        <translation>Rechtsklick oder F1: die Regeln an dieser Stelle öffnen.</translation>
    </message>
    <message>
        <source>Rules: {title}</source>
        <translation>Regeln: {title}</translation>
    </message>
    <message>
        <source>Open the rules at {rule}</source>
        <translation>Regeln öffnen: {rule}</translation>
    </message>
</context>
<context>
    <name>bolachen/about</name>
    <message>
        <source>One against two: win the auction, then take six tricks, none, or all. 3 players.</source>
        <translation>Einer gegen zwei: Wer die Versteigerung gewinnt, holt sechs Stiche, keinen oder alle. 3 Spieler.</translation>
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
        <translation>Ein Trumpfspiel: der Alleinspieler braucht 6 der 10 Stiche. Beim Bieten zählt die Farbe: Eichel am niedrigsten, dann Grün, Schellen, Herz am höchsten.</translation>
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
        <translation>Ohne Trumpf: der Alleinspieler darf keinen Stich machen.</translation>
    </message>
    <message>
        <source>Mord</source>
        <translation>Mord</translation>
    </message>
    <message>
        <source>No trumps: the declarer must take all 10 tricks.</source>
        <translation>Ohne Trumpf: der Alleinspieler muss alle 10 Stiche machen.</translation>
    </message>
</context>
<context>
    <name>bolachen/detail</name>
    <message>
        <source>Claimants</source>
        <translation>Anwärter</translation>
    </message>
    <message>
        <source>Players who said they want to play.</source>
        <translation>Spieler, die spielen wollen.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Spielansage</translation>
    </message>
    <message>
        <source>The game the declarer plays.</source>
        <translation>Das Spiel des Alleinspielers.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>The contract's rank in the auction, 1 to 6.</source>
        <translation>Die Stufe der Ansage beim Reizen, 1 bis 6.</translation>
    </message>
    <message>
        <source>Called card</source>
        <translation>Gerufene Karte</translation>
    </message>
    <message>
        <source>The card the declarer called.</source>
        <translation>Die Karte, die der Alleinspieler rief.</translation>
    </message>
    <message>
        <source>Called from</source>
        <translation>Gerufen von</translation>
    </message>
    <message>
        <source>Who had to hand over the called card.</source>
        <translation>Wer die gerufene Karte abgeben musste.</translation>
    </message>
    <message>
        <source>Card given back</source>
        <translation>Zurückgegebene Karte</translation>
    </message>
    <message>
        <source>The card the declarer gave back.</source>
        <translation>Die Karte, die der Alleinspieler zurückgab.</translation>
    </message>
    <message>
        <source>Dopper</source>
        <translation>Dopper</translation>
    </message>
    <message>
        <source>The two cards of the dopper, as the declarer saw them.</source>
        <translation>Die zwei Karten des Doppers, wie der Alleinspieler sie sah.</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Abgelegte Karten</translation>
    </message>
    <message>
        <source>The cards laid away.</source>
        <translation>Die abgelegten Karten.</translation>
    </message>
    <message>
        <source>Declarer's tricks</source>
        <translation>Stiche des Alleinspielers</translation>
    </message>
    <message>
        <source>Tricks taken by the declarer.</source>
        <translation>Stiche des Alleinspielers.</translation>
    </message>
    <message>
        <source>Defenders' tricks</source>
        <translation>Stiche der Gegenspieler</translation>
    </message>
    <message>
        <source>Tricks taken by the defenders.</source>
        <translation>Stiche der Gegenspieler.</translation>
    </message>
    <message>
        <source>Value of Mord</source>
        <translation>Wert des Mords</translation>
    </message>
    <message>
        <source>What a Mord is worth.</source>
        <translation>Was ein Mord wert ist.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>Points, or money at the tariff.</source>
        <translation>Punkte oder Geld nach Tarif.</translation>
    </message>
    <message>
        <source>Cents per point</source>
        <translation>Cent je Punkt</translation>
    </message>
    <message>
        <source>Cents paid per point.</source>
        <translation>Cent je Punkt.</translation>
    </message>
    <message>
        <source>Game value</source>
        <translation>Spielwert</translation>
    </message>
    <message>
        <source>What the contract is worth.</source>
        <translation>Was das Spiel wert ist.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Whether the declarer won.</source>
        <translation>Ob der Alleinspieler gewonnen hat.</translation>
    </message>
    <message>
        <source>Money (cents)</source>
        <translation>Geld (Cent)</translation>
    </message>
    <message>
        <source>Each player's gain or loss in cents.</source>
        <translation>Gewinn oder Verlust jedes Spielers in Cent.</translation>
    </message>
    <message>
        <source>Claimants</source>
        <comment>feminine</comment>
        <translation>Anwärter</translation>
    </message>
    <message>
        <source>Called from</source>
        <comment>feminine</comment>
        <translation>Gerufen von</translation>
    </message>
</context>
<context>
    <name>bolachen/move</name>
    <message>
        <source>Discard</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Lay two cards face down, out of play.</source>
        <translation>Zwei Karten verdeckt aus dem Spiel legen.</translation>
    </message>
    <message>
        <source>{name} discards face down</source>
        <translation>{name} legt verdeckt ab</translation>
    </message>
    <message>
        <source>Discard face down</source>
        <translation>Verdeckt ablegen</translation>
    </message>
    <message>
        <source>Select the cards to discard, then Discard.</source>
        <translation>Wählen Sie die Karten zum Ablegen, dann „Ablegen“.</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>{cards} ablegen</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>{name} legt {cards} ab</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>Give the player whose card you called a card of your hand.</source>
        <translation>Dem Spieler, dessen Karte gerufen wurde, eine Karte der Hand geben.</translation>
    </message>
    <message>
        <source>{name} gives a card face down</source>
        <translation>{name} gibt eine Karte verdeckt</translation>
    </message>
    <message>
        <source>Give a card face down</source>
        <translation>Eine Karte verdeckt geben</translation>
    </message>
    <message>
        <source>Choose a card to give back.</source>
        <translation>Wählen Sie eine Karte zum Zurückgeben.</translation>
    </message>
    <message>
        <source>Give {cards}</source>
        <translation>{cards} geben</translation>
    </message>
    <message>
        <source>{name} gives {cards}</source>
        <translation>{name} gibt {cards}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Lay one card of your hand on the trick.</source>
        <translation>Eine Karte der Hand zum Stich legen.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Spielen Sie eine Karte.</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>{cards} spielen</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} spielt {cards}</translation>
    </message>
    <message>
        <source>Call a card</source>
        <translation>Karte rufen</translation>
    </message>
    <message>
        <source>Ask for a card you lack; its holder must hand it over.</source>
        <translation>Eine fehlende Karte rufen; wer sie hat, muss sie abgeben.</translation>
    </message>
    <message>
        <source>You may call a card you do not hold.</source>
        <translation>Sie dürfen eine Karte rufen, die Sie nicht haben.</translation>
    </message>
    <message>
        <source>Call {cards}</source>
        <translation>{cards} rufen</translation>
    </message>
    <message>
        <source>{name} calls {cards}</source>
        <translation>{name} ruft {cards}</translation>
    </message>
    <message>
        <source>Call no card</source>
        <translation>Keine Karte rufen</translation>
    </message>
    <message>
        <source>Keep your hand as it is.</source>
        <translation>Die Hand behalten, wie sie ist.</translation>
    </message>
    <message>
        <source>{name} calls no card</source>
        <translation>{name} ruft keine Karte</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Name the game you play: a Brand, Bettel or Mord.</source>
        <translation>Das Spiel ansagen: einen Brand, Bettel oder Mord.</translation>
    </message>
    <message>
        <source>Choose your contract.</source>
        <translation>Wählen Sie Ihr Spiel.</translation>
    </message>
    <message>
        <source>Play {contract}</source>
        <translation>{contract} spielen</translation>
    </message>
    <message>
        <source>{name} plays {contract}</source>
        <translation>{name} spielt {contract}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>Name the trump suit of your Brand.</source>
        <translation>Die Trumpffarbe des Brands ansagen.</translation>
    </message>
    <message>
        <source>Name the trump suit.</source>
        <translation>Sagen Sie den Trumpf an.</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Trumpf: {suit}</translation>
    </message>
    <message>
        <source>{name} names {suit} trumps</source>
        <translation>{name} sagt {suit} als Trumpf an</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>Offer a higher contract than the one standing.</source>
        <translation>Ein höheres Spiel als das stehende bieten.</translation>
    </message>
    <message>
        <source>Name a contract to bid.</source>
        <translation>Nennen Sie ein Spiel als Gebot.</translation>
    </message>
    <message>
        <source>Bid {contract}</source>
        <translation>{contract} bieten</translation>
    </message>
    <message>
        <source>{name} bids {contract}</source>
        <translation>{name} bietet {contract}</translation>
    </message>
    <message>
        <source>Play (claim)</source>
        <translation>Spielen (melden)</translation>
    </message>
    <message>
        <source>Say you want to be the declarer.</source>
        <translation>Sagen, dass man Alleinspieler sein will.</translation>
    </message>
    <message>
        <source>Do you want to play (be the declarer)?</source>
        <translation>Wollen Sie spielen (Alleinspieler sein)?</translation>
    </message>
    <message>
        <source>{name} wants to play</source>
        <translation>{name} will spielen</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Halten</translation>
    </message>
    <message>
        <source>Take the same level yourself: the earlier claimant has priority.</source>
        <translation>Dieselbe Stufe selbst nehmen: der frühere Bewerber hat Vorrang.</translation>
    </message>
    <message>
        <source>Hold, bid higher or drop out.</source>
        <translation>Halten, höher bieten oder aussteigen.</translation>
    </message>
    <message>
        <source>{name} holds</source>
        <translation>{name} hält</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Say nothing more in this bidding.</source>
        <translation>In diesem Bieten nichts mehr sagen.</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passt</translation>
    </message>
    <message>
        <source>Drop out</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <source>Leave the auction.</source>
        <translation>Aus dem Reizen aussteigen.</translation>
    </message>
    <message>
        <source>{name} drops out</source>
        <translation>{name} steigt aus</translation>
    </message>
</context>
<context>
    <name>bolachen/option</name>
    <message>
        <source>Value of Mord</source>
        <translation>Wert des Mords</translation>
    </message>
    <message>
        <source>Deals in a match</source>
        <translation>Spiele je Partie</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>Tariff</source>
        <translation>Tarif</translation>
    </message>
</context>
<context>
    <name>bolachen/phase</name>
    <message>
        <source>Deal over</source>
        <translation>Spiel zu Ende</translation>
    </message>
    <message>
        <source>The outcome is certain (a Brand is decided by the declarer's sixth trick or the defenders' fifth, a Bettel or Mord by a single trick), so the rest is not played: the deal is scored.</source>
        <translation>Der Ausgang steht fest (einen Brand entscheidet der sechste Stich des Alleinspielers oder der fünfte der Gegenspieler, einen Bettel oder Mord ein einziger Stich), also wird der Rest nicht gespielt: das Spiel wird abgerechnet.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>Who wants to play, and which contract is highest.</source>
        <translation>Wer spielen will und welches Spiel am höchsten ist.</translation>
    </message>
    <message>
        <source>Choosing the contract</source>
        <translation>Spielansage</translation>
    </message>
    <message>
        <source>The declarer names the game.</source>
        <translation>Der Alleinspieler sagt das Spiel an.</translation>
    </message>
    <message>
        <source>Calling a card</source>
        <translation>Karte rufen</translation>
    </message>
    <message>
        <source>In Bettel or Mord the declarer may call a card he lacks.</source>
        <translation>Im Bettel oder Mord darf der Alleinspieler eine fehlende Karte rufen.</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Tausch</translation>
    </message>
    <message>
        <source>Cards are handed back and discarded.</source>
        <translation>Karten werden zurückgegeben und abgelegt.</translation>
    </message>
    <message>
        <source>Naming trumps</source>
        <translation>Trumpf ansagen</translation>
    </message>
    <message>
        <source>The declarer names the trump suit.</source>
        <translation>Der Alleinspieler sagt die Trumpffarbe an.</translation>
    </message>
</context>
<context>
    <name>bolachen/role</name>
    <message>
        <source>Claimant</source>
        <translation>Bewerber</translation>
    </message>
    <message>
        <source>Wants to be the declarer.</source>
        <translation>Will Alleinspieler sein.</translation>
    </message>
    <message>
        <source>Bidder</source>
        <translation>Höchstbietender</translation>
    </message>
    <message>
        <source>Holds the highest bid so far.</source>
        <translation>Hält das bisher höchste Gebot.</translation>
    </message>
    <message>
        <source>Claimant</source>
        <comment>feminine</comment>
        <translation>Bewerberin</translation>
    </message>
    <message>
        <source>Wants to be the declarer.</source>
        <comment>feminine</comment>
        <translation>Will Alleinspielerin sein.</translation>
    </message>
    <message>
        <source>Bidder</source>
        <comment>feminine</comment>
        <translation>Höchstbietende</translation>
    </message>
    <message>
        <source>Holds the highest bid so far.</source>
        <comment>feminine</comment>
        <translation>Hält das bisher höchste Gebot.</translation>
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
        <translation>Die zwei verdeckten Karten in der Mitte.</translation>
    </message>
</context>
<context>
    <name>bolachen/value</name>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
</context>
<context>
    <name>bolachen/word</name>
    <message>
        <source>Suit order in the auction</source>
        <translation>Farbfolge beim Bieten</translation>
    </message>
    <message>
        <source>A Brand in a higher suit outbids a lower one: Acorns (clubs) lowest, then Leaves (spades), Bells (diamonds), Hearts highest; above every Brand come Bettel, then Mord.</source>
        <translation>Ein Brand in einer höheren Farbe überbietet einen niedrigeren: Eichel (Kreuz) am niedrigsten, dann Grün (Pik), Schellen (Karo), Herz am höchsten; über jedem Brand kommen Bettel, dann Mord.</translation>
    </message>
</context>
<context>
    <name>chapanka/about</name>
    <message>
        <source>Take as few points as you can, and slip the Kinal, the jack of hearts, onto another's trick. 4 players.</source>
        <translation>Nehmen Sie so wenige Punkte wie möglich und schieben Sie den Kinal, den Herz-Buben, einem anderen in den Stich. 4 Spieler.</translation>
    </message>
</context>
<context>
    <name>chapanka/detail</name>
    <message>
        <source>Pot</source>
        <translation>Pott</translation>
    </message>
    <message>
        <source>Counters in the pot.</source>
        <translation>Marken im Pott.</translation>
    </message>
    <message>
        <source>Antes</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <source>What each player put into the pot.</source>
        <translation>Was jeder in den Pott gesetzt hat.</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>What the settlement is worth: the four discards' points plus 4.</source>
        <translation>Was die Abrechnung wert ist: die Augen der vier abgelegten Karten plus 4.</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Abgelegte Karten</translation>
    </message>
    <message>
        <source>How many cards lie face down out of play.</source>
        <translation>So viele Karten liegen verdeckt aus dem Spiel.</translation>
    </message>
    <message>
        <source>Your discard</source>
        <translation>Ihre abgelegte Karte</translation>
    </message>
    <message>
        <source>The card you laid away.</source>
        <translation>Die Karte, die Sie abgelegt haben.</translation>
    </message>
    <message>
        <source>Pancerola</source>
        <translation>Pancerola</translation>
    </message>
    <message>
        <source>Who plays a Pancerola: four aces (or three and the Kinal) and a renounce in tricks 1–9; that player must now lose every trick.</source>
        <translation>Wer eine Pancerola spielt: vier Asse (oder drei und den Kinal) und ein Abwurf in den Stichen 1–9; diese Person muss nun jeden Stich verlieren.</translation>
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
        <translation>Pancerola gebrochen</translation>
    </message>
    <message>
        <source>The Pancerola player took a trick.</source>
        <translation>Der Pancerola-Spieler hat einen Stich gemacht.</translation>
    </message>
    <message>
        <source>Chapanka</source>
        <translation>Chapanka</translation>
    </message>
    <message>
        <source>Who is on a Chapanka.</source>
        <translation>Wer auf einer Chapanka ist.</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <source>The number of the trick being played.</source>
        <translation>Die Nummer des laufenden Stichs.</translation>
    </message>
    <message>
        <source>Deals in the match</source>
        <translation>Spiele der Partie</translation>
    </message>
    <message>
        <source>How many deals the match lasts.</source>
        <translation>So viele Spiele dauert die Partie.</translation>
    </message>
</context>
<context>
    <name>chapanka/move</name>
    <message>
        <source>Discard</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>The dealer lays one card face down; the four discards fix the stake.</source>
        <translation>Der Geber legt eine Karte verdeckt ab; die vier abgelegten Karten bestimmen den Einsatz.</translation>
    </message>
    <message>
        <source>{name} discards face down</source>
        <translation>{name} legt verdeckt ab</translation>
    </message>
    <message>
        <source>Discard face down</source>
        <translation>Verdeckt ablegen</translation>
    </message>
    <message>
        <source>Select the cards to discard, then Discard.</source>
        <translation>Wählen Sie die Karten zum Ablegen, dann „Ablegen“.</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>{cards} ablegen</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>{name} legt {cards} ab</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Lay a card face down and take the top card of the talon.</source>
        <translation>Eine Karte verdeckt ablegen und die oberste Karte des Talons nehmen.</translation>
    </message>
    <message>
        <source>{name} exchanges a card face down</source>
        <translation>{name} tauscht eine Karte verdeckt</translation>
    </message>
    <message>
        <source>Exchange a card face down</source>
        <translation>Eine Karte verdeckt tauschen</translation>
    </message>
    <message>
        <source>Click a card to exchange it for the talon card, or keep.</source>
        <translation>Klicken Sie eine Karte an, um sie gegen die Talonkarte zu tauschen, oder behalten Sie Ihre Karten.</translation>
    </message>
    <message>
        <source>Exchange {cards}</source>
        <translation>{cards} tauschen</translation>
    </message>
    <message>
        <source>{name} exchanges {cards}</source>
        <translation>{name} tauscht {cards}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Lay one card of your hand on the trick.</source>
        <translation>Eine Karte der Hand zum Stich legen.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Spielen Sie eine Karte.</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>{cards} spielen</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} spielt {cards}</translation>
    </message>
    <message>
        <source>Keep your cards</source>
        <translation>Karten behalten</translation>
    </message>
    <message>
        <source>Decline the exchange.</source>
        <translation>Auf den Tausch verzichten.</translation>
    </message>
    <message>
        <source>{name} keeps the cards</source>
        <translation>{name} behält die Karten</translation>
    </message>
</context>
<context>
    <name>chapanka/option</name>
    <message>
        <source>Kinal and the pot</source>
        <translation>Kinal und Pott</translation>
    </message>
    <message>
        <source>Deals in a match</source>
        <translation>Spiele je Partie</translation>
    </message>
</context>
<context>
    <name>chapanka/phase</name>
    <message>
        <source>Exchange</source>
        <translation>Tausch</translation>
    </message>
    <message>
        <source>Each player may swap one card with the talon.</source>
        <translation>Jeder darf eine Karte mit dem Talon tauschen.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>The dealer lays one card face down.</source>
        <translation>Der Geber legt eine Karte verdeckt ab.</translation>
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
        <translation>Hält vier Asse (oder drei und den Kinal): darf abwerfen, muss dann jeden Stich verlieren.</translation>
    </message>
    <message>
        <source>First hand</source>
        <translation>Erste Hand</translation>
    </message>
    <message>
        <source>Sits on the dealer's right (play goes to the right): exchanges first and leads to the first trick.</source>
        <translation>Sitzt rechts vom Geber (gespielt wird nach rechts): tauscht als Erster und spielt zum ersten Stich aus.</translation>
    </message>
    <message>
        <source>Chapanka</source>
        <translation>Chapanka</translation>
    </message>
    <message>
        <source>Won tricks 1–9 and must now take all eleven.</source>
        <translation>Hat die Stiche 1–9 gewonnen und muss nun alle elf machen.</translation>
    </message>
    <message>
        <source>Pancerola</source>
        <comment>feminine</comment>
        <translation>Pancerola</translation>
    </message>
    <message>
        <source>Holds four aces (or three and the Kinal): may renounce, then must lose every trick.</source>
        <comment>feminine</comment>
        <translation>Hält vier Asse (oder drei und den Kinal): darf abwerfen, muss dann jeden Stich verlieren.</translation>
    </message>
    <message>
        <source>First hand</source>
        <comment>feminine</comment>
        <translation>Erste Hand</translation>
    </message>
    <message>
        <source>Sits on the dealer's right (play goes to the right): exchanges first and leads to the first trick.</source>
        <comment>feminine</comment>
        <translation>Sitzt rechts vom Geber (gespielt wird nach rechts): tauscht als Erste und spielt zum ersten Stich aus.</translation>
    </message>
    <message>
        <source>Chapanka</source>
        <comment>feminine</comment>
        <translation>Chapanka</translation>
    </message>
    <message>
        <source>Won tricks 1–9 and must now take all eleven.</source>
        <comment>feminine</comment>
        <translation>Hat die Stiche 1–9 gewonnen und muss nun alle elf machen.</translation>
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
        <translation>Der Herz-Bube. Auf einen Stich in einer anderen Farbe abgeworfen, zahlt Ihnen dessen Gewinner (und mit der Regelvariante nehmen Sie den Pott); auf das Herz-Ausspiel eines anderen gespielt, ist er erzwungen, und Sie zahlen.</translation>
    </message>
</context>
<context>
    <name>common/detail</name>
    <message>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>The trump suit of this deal.</source>
        <translation>Die Trumpffarbe dieses Spiels.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Who plays the contract alone.</source>
        <translation>Wer die Ansage allein spielt.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Who dealt this deal.</source>
        <translation>Wer dieses Spiel gegeben hat.</translation>
    </message>
    <message>
        <source>Forehand</source>
        <translation>Vorhand</translation>
    </message>
    <message>
        <source>Who speaks and leads first.</source>
        <translation>Wer zuerst spricht und ausspielt.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Tricks each player has taken.</source>
        <translation>Stiche, die jeder gemacht hat.</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Who won the deal.</source>
        <translation>Wer das Spiel gewonnen hat.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>feminine</comment>
        <translation>Geberin</translation>
    </message>
    <message>
        <source>Loser</source>
        <comment>feminine</comment>
        <translation>Verliererin</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>feminine</comment>
        <translation>Alleinspielerin</translation>
    </message>
    <message>
        <source>Forehand</source>
        <comment>feminine</comment>
        <translation>Vorhand</translation>
    </message>
    <message>
        <source>Winner</source>
        <comment>feminine</comment>
        <translation>Siegerin</translation>
    </message>
    <message>
        <source>Loser</source>
        <translation>Verlierer</translation>
    </message>
    <message>
        <source>Who lost the deal.</source>
        <translation>Wer das Spiel verloren hat.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Points scored in this deal.</source>
        <translation>Punkte aus diesem Spiel.</translation>
    </message>
</context>
<context>
    <name>common/phase</name>
    <message>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Cards are played to tricks.</source>
        <translation>Die Karten werden zu Stichen gespielt.</translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Spiel zu Ende</translation>
    </message>
    <message>
        <source>The deal is decided and scored.</source>
        <translation>Das Spiel ist entschieden und wird abgerechnet.</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Partie zu Ende</translation>
    </message>
    <message>
        <source>The last deal of the match is scored.</source>
        <translation>Das letzte Spiel der Partie ist abgerechnet.</translation>
    </message>
</context>
<context>
    <name>common/role</name>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Shuffled and dealt this deal.</source>
        <translation>Hat dieses Spiel gemischt und gegeben.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Plays the contract alone against the others.</source>
        <translation>Spielt die Ansage allein gegen die anderen.</translation>
    </message>
    <message>
        <source>Forehand</source>
        <translation>Vorhand</translation>
    </message>
    <message>
        <source>Sits left of the dealer and speaks first.</source>
        <translation>Sitzt links vom Geber und spricht zuerst.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>feminine</comment>
        <translation>Geberin</translation>
    </message>
    <message>
        <source>Shuffled and dealt this deal.</source>
        <comment>feminine</comment>
        <translation>Hat dieses Spiel gemischt und gegeben.</translation>
    </message>
    <message>
        <source>Out</source>
        <comment>feminine</comment>
        <translation>Draußen</translation>
    </message>
    <message>
        <source>Has no more cards and takes no further part in this game.</source>
        <comment>feminine</comment>
        <translation>Hat keine Karten mehr und spielt in diesem Spiel nicht mehr mit.</translation>
    </message>
    <message>
        <source>Loser</source>
        <comment>feminine</comment>
        <translation>Verliererin</translation>
    </message>
    <message>
        <source>Lost this deal.</source>
        <comment>feminine</comment>
        <translation>Hat dieses Spiel verloren.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>feminine</comment>
        <translation>Alleinspielerin</translation>
    </message>
    <message>
        <source>Plays the contract alone against the others.</source>
        <comment>feminine</comment>
        <translation>Spielt die Ansage allein gegen die anderen.</translation>
    </message>
    <message>
        <source>Defender</source>
        <comment>feminine</comment>
        <translation>Verteidigerin</translation>
    </message>
    <message>
        <source>Plays against the declarer.</source>
        <comment>feminine</comment>
        <translation>Spielt gegen den Alleinspieler.</translation>
    </message>
    <message>
        <source>Middlehand</source>
        <comment>feminine</comment>
        <translation>Mittelhand</translation>
    </message>
    <message>
        <source>Speaks second.</source>
        <comment>feminine</comment>
        <translation>Spricht als Zweite.</translation>
    </message>
    <message>
        <source>Winner</source>
        <comment>feminine</comment>
        <translation>Siegerin</translation>
    </message>
    <message>
        <source>Won this deal.</source>
        <comment>feminine</comment>
        <translation>Hat dieses Spiel gewonnen.</translation>
    </message>
    <message>
        <source>Forehand</source>
        <comment>feminine</comment>
        <translation>Vorhand</translation>
    </message>
    <message>
        <source>Sits left of the dealer and speaks first.</source>
        <comment>feminine</comment>
        <translation>Sitzt links vom Geber und spricht zuerst.</translation>
    </message>
    <message>
        <source>Middlehand</source>
        <translation>Mittelhand</translation>
    </message>
    <message>
        <source>Speaks second.</source>
        <translation>Spricht als Zweiter.</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Draußen</translation>
    </message>
    <message>
        <source>Has no more cards and takes no further part in this game.</source>
        <translation>Hat keine Karten mehr und spielt in diesem Spiel nicht mehr mit.</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Won this deal.</source>
        <translation>Hat dieses Spiel gewonnen.</translation>
    </message>
    <message>
        <source>Loser</source>
        <translation>Verlierer</translation>
    </message>
    <message>
        <source>Lost this deal.</source>
        <translation>Hat dieses Spiel verloren.</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>Plays against the declarer.</source>
        <translation>Spielt gegen den Alleinspieler.</translation>
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
        <translation>Verdeckte Karten in der Mitte, von denen niemand spielt.</translation>
    </message>
</context>
<context>
    <name>details</name>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>Ihre Partei</translation>
    </message>
</context>
<context>
    <name>drawn</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>'{action}' is not possible now. Possible: {legal}</source>
        <translation>„{action}“ geht jetzt nicht. Möglich: {legal}</translation>
    </message>
    <message>
        <source>The match is over; start a new one.</source>
        <translation>Die Partie ist zu Ende; beginnen Sie eine neue.</translation>
    </message>
    <message>
        <source>The current deal is not finished yet.</source>
        <translation>Das laufende Spiel ist noch nicht zu Ende.</translation>
    </message>
    <message>
        <source>Cannot read {text!r} as an action.</source>
        <translation>{text!r} ist kein verständlicher Zug.</translation>
    </message>
    <message>
        <source>The deal is over; deal the next hand first.</source>
        <translation>Das Spiel ist zu Ende; erst neu geben.</translation>
    </message>
    <message>
        <source>This trick cannot be lost: win it with the highest card.</source>
        <translation>Dieser Stich ist nicht zu verlieren: ihn mit der höchsten Karte nehmen.</translation>
    </message>
    <message>
        <source>Discard the Kinal now: whoever takes this trick pays you for it.</source>
        <translation>Werfen Sie den Kinal jetzt ab: Wer diesen Stich nimmt, zahlt Ihnen dafür.</translation>
    </message>
    <message>
        <source>Keep the Kinal off another player's heart lead: played there it costs you.</source>
        <translation>Geben Sie den Kinal nicht zu, wenn ein anderer Herz ausspielt: Dort kostet er Sie.</translation>
    </message>
    <message>
        <source>Your Pancerola must lose every trick: {card} cannot take this one.</source>
        <translation>Ihre Pancerola muss jeden Stich verlieren: {card} darf diesen nicht nehmen.</translation>
    </message>
    <message>
        <source>Lay away {card}, the card most likely to cost points.</source>
        <translation>{card} weglegen: die Karte, die am ehesten Punkte kostet.</translation>
    </message>
    <message>
        <source>The first possible move.</source>
        <translation>Der erste mögliche Zug.</translation>
    </message>
    <message>
        <source>Lead a low card so somebody else takes the trick.</source>
        <translation>Eine niedrige Karte ausspielen, damit ein anderer den Stich nimmt.</translation>
    </message>
    <message>
        <source>Cannot follow: throw {card} to whoever takes this trick.</source>
        <translation>Keine Farbe: {card} dem zuwerfen, der diesen Stich nimmt.</translation>
    </message>
    <message>
        <source>Duck under {top} with the highest card that still loses.</source>
        <translation>Unter {top} ducken, mit der höchsten Karte, die noch verliert.</translation>
    </message>
    <message>
        <source>Nothing expensive to swap: keep the hand.</source>
        <translation>Nichts Teures zu tauschen: die Hand behalten.</translation>
    </message>
    <message>
        <source>Keep these cards for now.</source>
        <translation>Diese Karten vorerst behalten.</translation>
    </message>
    <message>
        <source>Two players are left and every card is known: this move wins whatever the other player does.</source>
        <translation>Nur noch zwei Spieler, und jede Karte ist bekannt: Mit diesem Zug gewinnen Sie, was der andere auch tut.</translation>
    </message>
    <message>
        <source>Two players are left and every card is known: this move at least draws; the others lose.</source>
        <translation>Nur noch zwei Spieler, und jede Karte ist bekannt: Dieser Zug bringt mindestens ein Unentschieden; die anderen verlieren.</translation>
    </message>
    <message>
        <source>Beat {target} with the cheapest card that does it ({card}).</source>
        <translation>{target} mit der billigsten Karte stechen, die es kann ({card}).</translation>
    </message>
    <message>
        <source>Attack with the lowest cards, as many of that rank as fit.</source>
        <translation>Mit den niedrigsten Karten angreifen, so viele dieses Rangs, wie passen.</translation>
    </message>
    <message>
        <source>Nothing in hand beats the attack: take the cards.</source>
        <translation>Nichts auf der Hand sticht den Angriff: die Karten aufnehmen.</translation>
    </message>
    <message>
        <source>Shed low plain cards while the bout allows it.</source>
        <translation>Niedrige Fehlkarten loswerden, solange der Gang es erlaubt.</translation>
    </message>
    <message>
        <source>Discard from your weak suit: it tells your partner where not to lead.</source>
        <translation>Werfen Sie von Ihrer schwachen Farbe ab: So weiß Ihr Partner, was er nicht ausspielen soll.</translation>
    </message>
    <message>
        <source>Your partner wins this trick: do not overtake him.</source>
        <translation>Ihr Partner hat diesen Stich: Stechen Sie ihn nicht über.</translation>
    </message>
    <message>
        <source>No card you may play wins this trick: play your lowest, keep the higher.</source>
        <translation>Keine Karte, die Sie spielen dürfen, gewinnt diesen Stich: Spielen Sie Ihre niedrigste, behalten Sie die höheren.</translation>
    </message>
    <message>
        <source>Bid the minimum (passing is not allowed here).</source>
        <translation>Das Mindestgebot bieten (Passen ist hier nicht erlaubt).</translation>
    </message>
    <message>
        <source>Nothing worth taking: throw the cheapest card.</source>
        <translation>Nichts lohnt sich zu nehmen: die billigste Karte abwerfen.</translation>
    </message>
    <message>
        <source>Declare the marriage in {suit}: it scores and sets trumps.</source>
        <translation>Die Hochzeit in {suit} ansagen: sie zählt und bestimmt Trumpf.</translation>
    </message>
    <message>
        <source>Lay away the cheapest cards that break no marriage.</source>
        <translation>Die billigsten Karten weglegen, die keine Hochzeit zerreißen.</translation>
    </message>
    <message>
        <source>Bid {bid}: the hand looks worth about {worth}.</source>
        <translation>{bid} bieten: die Hand scheint etwa {worth} wert.</translation>
    </message>
    <message>
        <source>Pass: the hand looks worth only about {worth}.</source>
        <translation>Passen: die Hand scheint nur etwa {worth} wert.</translation>
    </message>
    <message>
        <source>Lead the cheapest card and keep the strong ones.</source>
        <translation>Die billigste Karte ausspielen und die starken behalten.</translation>
    </message>
    <message>
        <source>Take the {points} points on the table with {card}.</source>
        <translation>Die {points} Punkte auf dem Tisch mit {card} nehmen.</translation>
    </message>
    <message>
        <source>Lead a plain ace: it takes the trick and 11 points.</source>
        <translation>Ein Fehl-Ass ausspielen: es nimmt den Stich und 11 Punkte.</translation>
    </message>
    <message>
        <source>A random choice among {count} possible moves.</source>
        <translation>Eine Zufallswahl unter den möglichen Zügen ({count}).</translation>
    </message>
    <message>
        <source>In {deals} simulated deals this move came out on top {share:.0%} of the time (mean deal score {mean:+.1f}). Next best: {other} ({other_share:.0%}).</source>
        <translation>In {deals} simulierten Spielen lag dieser Zug in {share:.0%} der Fälle vorn (mittleres Ergebnis {mean:+.1f}). Nächstbester: {other} ({other_share:.0%}).</translation>
    </message>
    <message>
        <source>In {deals} simulated deals this move came out on top {share:.0%} of the time (mean deal score {mean:+.1f}).</source>
        <translation>In {deals} simulierten Spielen lag dieser Zug in {share:.0%} der Fälle vorn (mittleres Ergebnis {mean:+.1f}).</translation>
    </message>
    <message>
        <source>Every card is known now: played out exactly, this move is the best and ends the deal with a margin of {margin:+.0f} points.</source>
        <translation>Jetzt sind alle Karten bekannt: Genau durchgespielt ist dieser Zug der beste und beendet das Spiel mit einer Differenz von {margin:+.0f} Punkten.</translation>
    </message>
    <message>
        <source>Played out exactly in {deals} guessed deals, this move won {share:.0%} of them (mean margin {margin:+.1f} points).</source>
        <translation>Genau durchgespielt in {deals} vermuteten Kartenverteilungen gewann dieser Zug {share:.0%} davon (mittlere Differenz {margin:+.1f} Punkte).</translation>
    </message>
    <message>
        <source>No simulation finished; the first possible move.</source>
        <translation>Keine Simulation wurde fertig; der erste mögliche Zug.</translation>
    </message>
    <message>
        <source>A hunch (the easy level sometimes plays on instinct).</source>
        <translation>Ein Bauchgefühl (die leichte Stufe spielt manchmal nach Gefühl).</translation>
    </message>
    <message>
        <source>The only possible move.</source>
        <translation>Der einzig mögliche Zug.</translation>
    </message>
    <message>
        <source>The only move a good player makes here.</source>
        <translation>Der einzige Zug, den ein guter Spieler hier macht.</translation>
    </message>
    <message>
        <source>With more deals looked at, this move is as good as the best after all.</source>
        <translation>Mit mehr durchgespielten Verteilungen ist dieser Zug doch so gut wie der beste.</translation>
    </message>
    <message>
        <source>With more deals looked at, this move now counts as a blunder.</source>
        <translation>Mit mehr durchgespielten Verteilungen gilt dieser Zug jetzt als grober Fehler.</translation>
    </message>
    <message>
        <source>With more deals looked at, this move now counts as a mistake.</source>
        <translation>Mit mehr durchgespielten Verteilungen gilt dieser Zug jetzt als Fehler.</translation>
    </message>
    <message>
        <source>With more deals looked at, this move now counts as an inaccuracy.</source>
        <translation>Mit mehr durchgespielten Verteilungen gilt dieser Zug jetzt als Ungenauigkeit.</translation>
    </message>
    <message>
        <source>{card} wins: it is the highest card of the suit led, and nobody trumped.</source>
        <translation>{card} gewinnt den Stich: die höchste Karte der angespielten Farbe, und niemand hat gestochen.</translation>
    </message>
    <message>
        <source>{card} wins: it is the highest trump in the trick.</source>
        <translation>{card} gewinnt den Stich: der höchste Trumpf im Stich.</translation>
    </message>
    <message>
        <source>{card} wins: nobody followed suit or trumped.</source>
        <translation>{card} gewinnt den Stich: niemand hat Farbe bedient oder gestochen.</translation>
    </message>
    <message>
        <source>{card} wins: nobody followed with a higher card, and nobody trumped.</source>
        <translation>{card} gewinnt den Stich: niemand hat mit einer höheren Karte bedient oder gestochen.</translation>
    </message>
    <message>
        <source>{card} wins: it is the highest card of the suit led.</source>
        <translation>{card} gewinnt den Stich: die höchste Karte der angespielten Farbe.</translation>
    </message>
    <message>
        <source>{card} wins: it is the Olsch, the highest trump of all.</source>
        <translation>{card} gewinnt den Stich: die Olsch, der höchste Trumpf überhaupt.</translation>
    </message>
    <message>
        <source>{card} wins: it is the Basta, a permanent trump, and no higher trump was played.</source>
        <translation>{card} gewinnt den Stich: die Basta, ein fester Trumpf, und kein höherer Trumpf wurde gespielt.</translation>
    </message>
    <message>
        <source>{card} wins: it is a Bur, a permanent trump, and no higher trump was played.</source>
        <translation>{card} gewinnt den Stich: ein Bur, ein fester Trumpf, und kein höherer Trumpf wurde gespielt.</translation>
    </message>
    <message>
        <source>{card} wins: it is the only trump, and a trump beats the suit led ({led}).</source>
        <translation>{card} gewinnt den Stich: der einzige Trumpf im Stich, und Trumpf sticht die angespielte Farbe ({led}).</translation>
    </message>
    <message>
        <source>{card} wins: trumps were led and nobody else played one.</source>
        <translation>{card} gewinnt den Stich: Trumpf wurde angespielt, und sonst hat niemand Trumpf gespielt.</translation>
    </message>
    <message>
        <source>{card} wins: nobody followed suit.</source>
        <translation>{card} gewinnt den Stich: niemand hat Farbe bedient.</translation>
    </message>
    <message>
        <source>{card} wins: nobody followed with a higher card.</source>
        <translation>{card} gewinnt den Stich: niemand hat mit einer höheren Karte bedient.</translation>
    </message>
    <message>
        <source>{card} stays under the declarer's {best}: in a Bettel every trick he takes loses it.</source>
        <translation>{card} bleibt unter {best} des Spielers: im Bettel verliert er mit jedem Stich, den er macht.</translation>
    </message>
    <message>
        <source>{card}, your lowest card of the suit, stays under {best}: the declarer, who plays after you, must stay under {best} too.</source>
        <translation>{card}, Ihre niedrigste Karte dieser Farbe, bleibt unter {best}: der Spieler, der nach Ihnen spielt, muss ebenfalls unter {best} bleiben.</translation>
    </message>
    <message>
        <source>Leads {card}: the declarer must take no trick, and few unplayed cards of its suit that you do not hold rank below it ({count}).</source>
        <translation>Spielt {card} aus: der Spieler darf keinen Stich machen, und wenige noch nicht gespielte Karten dieser Farbe, die Sie nicht haben, sind niedriger ({count}).</translation>
    </message>
    <message numerus="yes">
        <source>By the usual count {count} of your cards could lose a trick in a Mord; the exchange lays two cards away.</source>
        <translation>
            <numerusform>Nach der üblichen Zählung könnte {count} Ihrer Karten im Mord einen Stich abgeben; beim Tausch legen Sie zwei Karten ab.</numerusform>
            <numerusform>Nach der üblichen Zählung könnten {count} Ihrer Karten im Mord einen Stich abgeben; beim Tausch legen Sie zwei Karten ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>With {suit} as trumps ({count} of your cards) your hand counts the most tricks.</source>
        <translation>Mit {suit} als Trumpf ({count} Ihrer Karten) zählt Ihr Blatt die meisten Stiche.</translation>
    </message>
    <message>
        <source>{card}, your lowest card of the suit, heads the trick: the declarer, who plays after you, must stay under it.</source>
        <translation>{card}, Ihre niedrigste Karte dieser Farbe, führt den Stich an: der Spieler, der nach Ihnen spielt, muss darunter bleiben.</translation>
    </message>
    <message>
        <source>Leads {card}, your lowest of its suit: to take no trick the declarer must play lower or throw another suit.</source>
        <translation>Spielt {card} aus, Ihre niedrigste dieser Farbe: um keinen Stich zu machen, muss der Spieler niedriger bedienen oder eine andere Farbe abwerfen.</translation>
    </message>
    <message numerus="yes">
        <source>By the usual count {count} of your cards could be forced to take a trick in a Bettel; the exchange lays two cards away.</source>
        <translation>
            <numerusform>Nach der üblichen Zählung könnte {count} Ihrer Karten im Bettel zu einem Stich gezwungen werden; beim Tausch legen Sie zwei Karten ab.</numerusform>
            <numerusform>Nach der üblichen Zählung könnten {count} Ihrer Karten im Bettel zu einem Stich gezwungen werden; beim Tausch legen Sie zwei Karten ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>By the usual count of tricks your hand makes {contract}: you may claim.</source>
        <translation>Nach der üblichen Stichzählung schafft Ihr Blatt {contract}: Sie können spielen.</translation>
    </message>
    <message>
        <source>By the usual count of tricks your hand makes no contract: pass.</source>
        <translation>Nach der üblichen Stichzählung schafft Ihr Blatt kein Spiel: passen.</translation>
    </message>
    <message>
        <source>Your seat's priority lets you hold {standing}, and by the usual count your hand makes {contract}.</source>
        <translation>Ihr Vorrang am Tisch lässt Sie {standing} halten, und nach der üblichen Zählung schafft Ihr Blatt {contract}.</translation>
    </message>
    <message>
        <source>The bidding stands at {standing}, more than your hand makes by the usual count of tricks.</source>
        <translation>Das Reizen steht bei {standing}, mehr als Ihr Blatt nach der üblichen Stichzählung schafft.</translation>
    </message>
    <message>
        <source>A Brand is what your hand makes by the usual count of tricks ({contract}); Bettel and Mord are beyond it.</source>
        <translation>Nach der üblichen Stichzählung schafft Ihr Blatt einen Brand ({contract}); Bettel und Mord gehen darüber hinaus.</translation>
    </message>
    <message numerus="yes">
        <source>By the usual count your hand takes about {tricks:g} trick(s) with {suit} as trumps before the exchange; a Brand needs six.</source>
        <translation>
            <numerusform>Nach der üblichen Zählung macht Ihr Blatt vor dem Tausch etwa {tricks:g} Stich mit {suit} als Trumpf; ein Brand braucht sechs.</numerusform>
            <numerusform>Nach der üblichen Zählung macht Ihr Blatt vor dem Tausch etwa {tricks:g} Stiche mit {suit} als Trumpf; ein Brand braucht sechs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only {count} of your cards could be forced to take a trick, and the exchange lays two away: a Bettel.</source>
        <translation>
            <numerusform>Nur {count} Ihrer Karten könnte zu einem Stich gezwungen werden, und beim Tausch legen Sie zwei ab: ein Bettel.</numerusform>
            <numerusform>Nur {count} Ihrer Karten könnten zu einem Stich gezwungen werden, und beim Tausch legen Sie zwei ab: ein Bettel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only {count} of your cards could lose a trick, and the exchange lays two away: a Mord.</source>
        <translation>
            <numerusform>Nur {count} Ihrer Karten könnte einen Stich abgeben, und beim Tausch legen Sie zwei ab: ein Mord.</numerusform>
            <numerusform>Nur {count} Ihrer Karten könnten einen Stich abgeben, und beim Tausch legen Sie zwei ab: ein Mord.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold {held} card(s) of {suit}: a bid of {n} promises no more than that.</source>
        <translation>
            <numerusform>Sie haben {held} Karte der Farbe {suit}: ein Gebot von {n} verspricht nicht mehr.</numerusform>
            <numerusform>Sie haben {held} Karten der Farbe {suit}: ein Gebot von {n} verspricht nicht mehr.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With {suit} as trumps you hold {count} trump(s), the permanent ones included; no other suit gives you more.</source>
        <translation>
            <numerusform>Mit {suit} als Trumpf haben Sie {count} Trumpf, die festen Trümpfe mitgezählt; keine andere Farbe gibt Ihnen mehr.</numerusform>
            <numerusform>Mit {suit} als Trumpf haben Sie {count} Trümpfe, die festen Trümpfe mitgezählt; keine andere Farbe gibt Ihnen mehr.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid} is open to you on {held} card(s) of {suit}, the lowest bid now: passing leaves the contract to a hand with a longer suit.</source>
        <translation>
            <numerusform>{bid} stünde Ihnen mit {held} Karte der Farbe {suit} offen, das niedrigste Gebot jetzt: Passen überlässt das Spiel einem Blatt mit längerer Farbe.</numerusform>
            <numerusform>{bid} stünde Ihnen mit {held} Karten der Farbe {suit} offen, das niedrigste Gebot jetzt: Passen überlässt das Spiel einem Blatt mit längerer Farbe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A Tout must win every trick, and you hold {count} card(s) other than trumps.</source>
        <translation>
            <numerusform>Ein Tout muss jeden Stich gewinnen, und Sie haben {count} Karte, die kein Trumpf ist.</numerusform>
            <numerusform>Ein Tout muss jeden Stich gewinnen, und Sie haben {count} Karten, die keine Trümpfe sind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold {held} card(s) of {suit}: a 'better' bid of {n} promises no more than that.</source>
        <translation>
            <numerusform>Sie haben {held} Karte der Farbe {suit}: ein „besser“-Gebot von {n} verspricht nicht mehr.</numerusform>
            <numerusform>Sie haben {held} Karten der Farbe {suit}: ein „besser“-Gebot von {n} verspricht nicht mehr.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} takes the trick and its {points} card point(s).</source>
        <translation>
            <numerusform>{card} nimmt den Stich und seinen {points} Kartenpunkt.</numerusform>
            <numerusform>{card} nimmt den Stich und seine {points} Kartenpunkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leads from {suit}, your longest suit ({count} card(s)): the more of it is played, the more your remaining cards of it are worth.</source>
        <translation>
            <numerusform>Spielt aus {suit} aus, Ihrer längsten Farbe ({count} Karte): je mehr davon gespielt ist, desto mehr sind Ihre übrigen Karten darin wert.</numerusform>
            <numerusform>Spielt aus {suit} aus, Ihrer längsten Farbe ({count} Karten): je mehr davon gespielt ist, desto mehr sind Ihre übrigen Karten darin wert.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} is lower than your {high}: a card you may give away for it.</source>
        <translation>{card} ist niedriger als Ihre Karte {high}, die Sie dafür abgeben können.</translation>
    </message>
    <message>
        <source>By the usual count of tricks your hand makes {contract}, so this bid is safe.</source>
        <translation>Nach der üblichen Stichzählung schafft Ihr Blatt {contract}: dieses Gebot ist sicher.</translation>
    </message>
    <message>
        <source>By the usual count your hand makes {contract}, the highest contract.</source>
        <translation>Nach der üblichen Zählung schafft Ihr Blatt {contract}, das höchste Spiel.</translation>
    </message>
    <message>
        <source>By the usual count your hand makes {contract}: no card of it is likely to be forced to take a trick.</source>
        <translation>Nach der üblichen Zählung schafft Ihr Blatt {contract}: kaum eine Karte darin muss einen Stich nehmen.</translation>
    </message>
    <message>
        <source>Lays away {cards}: no card of {suit} is left, so that suit can be trumped.</source>
        <translation>Legt {cards} ab: keine Karte der Farbe {suit} bleibt, also kann diese Farbe gestochen werden.</translation>
    </message>
    <message>
        <source>Lays away {cards}: no ace and no card of {suit}, the suit your hand counts most tricks with.</source>
        <translation>Legt {cards} ab: kein Ass und keine Karte der Farbe {suit}, mit der Ihr Blatt die meisten Stiche zählt.</translation>
    </message>
    <message>
        <source>Without {cards}, the cards of yours that could be forced to take a trick drop from {before} to {after}.</source>
        <translation>Ohne {cards} sinkt die Zahl Ihrer Karten, die zu einem Stich gezwungen werden könnten, von {before} auf {after}.</translation>
    </message>
    <message>
        <source>Without {cards}, the cards of yours that could lose a trick drop from {before} to {after}.</source>
        <translation>Ohne {cards} sinkt die Zahl Ihrer Karten, die einen Stich abgeben könnten, von {before} auf {after}.</translation>
    </message>
    <message>
        <source>{card} is the highest card of its suit that you lack: with it that suit loses fewer tricks.</source>
        <translation>{card} ist die höchste Karte ihrer Farbe, die Ihnen fehlt: mit dieser Karte gibt die Farbe weniger Stiche ab.</translation>
    </message>
    <message>
        <source>{card} goes and you keep {kept}: slipped onto another player's trick later, it makes that trick's winner pay you.</source>
        <translation>{card} geht, und Sie behalten {kept}: später in den Stich eines anderen gespielt, muss dessen Gewinner Ihnen zahlen.</translation>
    </message>
    <message>
        <source>{card} follows hearts and the Kinal stays in your hand: played to another player's heart lead it would be forced and pay.</source>
        <translation>{card} bedient Herz, und der Kinal bleibt auf Ihrer Hand: zu einem fremden Herz-Ausspiel gespielt, wäre er gezwungen und würde zahlen.</translation>
    </message>
    <message>
        <source>Every card you may play wins this trick: {card}, your highest, goes with it and the low cards stay to escape later.</source>
        <translation>Jede Karte, die Sie spielen dürfen, gewinnt diesen Stich: {card}, Ihre höchste, geht mit ihm, und die niedrigen Karten bleiben, um später auszuweichen.</translation>
    </message>
    <message>
        <source>You follow suit and leave the Pancerola unused: once you renounce, you must lose every trick.</source>
        <translation>Sie bedienen und lassen die Pancerola ungenutzt: sobald Sie abwerfen, müssen Sie jeden Stich abgeben.</translation>
    </message>
    <message>
        <source>The Kinal slips onto another player's trick: its winner pays you.</source>
        <translation>Der Kinal rutscht in den Stich eines anderen: wer ihn gewinnt, zahlt Ihnen.</translation>
    </message>
    <message>
        <source>{card} slips onto another player's trick: its winner pays you for the ace.</source>
        <translation>{card} rutscht in den Stich eines anderen: wer ihn gewinnt, zahlt Ihnen für das Ass.</translation>
    </message>
    <message>
        <source>Every card you may play wins this trick: {card} adds the fewest points to it.</source>
        <translation>Jede Karte, die Sie spielen dürfen, gewinnt diesen Stich: {card} bringt ihm die wenigsten Punkte.</translation>
    </message>
    <message>
        <source>You renounce with the Pancerola: from now on you must lose every trick, and losing them all wins the settlement.</source>
        <translation>Sie werfen mit der Pancerola ab: von nun an müssen Sie jeden Stich abgeben, und wer alle abgibt, gewinnt die Abrechnung.</translation>
    </message>
    <message>
        <source>The Kinal slips onto another player's trick: its winner pays you, and the pot is yours.</source>
        <translation>Der Kinal rutscht in den Stich eines anderen: wer ihn gewinnt, zahlt Ihnen, und der Pott gehört Ihnen.</translation>
    </message>
    <message>
        <source>You keep the queen of diamonds, the Kaschlan, which beats any card, for later.</source>
        <translation>Sie behalten die Karo-Dame, den Kaschlan, der jede Karte sticht, für später.</translation>
    </message>
    <message>
        <source>{card} is your only card that beats {target}.</source>
        <translation>{card} ist Ihre einzige Karte, die {target} sticht.</translation>
    </message>
    <message>
        <source>{card} is your lowest trump: the higher ones stay in hand.</source>
        <translation>{card} ist Ihr niedrigster Trumpf: die höheren bleiben auf der Hand.</translation>
    </message>
    <message>
        <source>{card} is no trump: your trumps stay for cards only a trump can beat.</source>
        <translation>{card} ist kein Trumpf: Ihre Trümpfe bleiben für Karten, die nur ein Trumpf sticht.</translation>
    </message>
    <message>
        <source>Nothing in your hand beats {cards}, so you must take in the end: taking now keeps the cards you would beat with.</source>
        <translation>Nichts auf Ihrer Hand sticht {cards}, also müssen Sie am Ende aufnehmen: jetzt aufnehmen behält die Karten, mit denen Sie stechen würden.</translation>
    </message>
    <message>
        <source>Only trumps of yours beat {cards}: taking keeps them for later.</source>
        <translation>Nur Ihre Trümpfe stechen {cards}: aufnehmen behält sie für später.</translation>
    </message>
    <message>
        <source>You attack with your lowest plain cards ({cards}): the high ones stay for defending.</source>
        <translation>Sie greifen mit Ihren niedrigsten Karten ohne Trumpf an ({cards}): die hohen bleiben zur Verteidigung.</translation>
    </message>
    <message>
        <source>You attack with plain cards ({cards}) and keep your trumps for defending.</source>
        <translation>Sie greifen mit Karten ohne Trumpf an ({cards}) und behalten Ihre Trümpfe zur Verteidigung.</translation>
    </message>
    <message>
        <source>{cards} go together: every card of that rank leaves your hand in one bout.</source>
        <translation>{cards} gehen zusammen: jede Karte dieses Ranges verlässt Ihre Hand in einem Gang.</translation>
    </message>
    <message>
        <source>{cards} leaves your hand, and the defender must beat it as well.</source>
        <translation>{cards} verlässt Ihre Hand, und der Verteidiger muss auch diese Karte stechen.</translation>
    </message>
    <message>
        <source>{cards} leave your hand, and the defender must beat them as well.</source>
        <translation>{cards} verlassen Ihre Hand, und der Verteidiger muss auch sie stechen.</translation>
    </message>
    <message>
        <source>You hold a card that beats {cards}: added now, it can leave your hand in this bout.</source>
        <translation>Sie haben eine Karte, die {cards} sticht: jetzt dazugelegt, kann diese Karte Ihre Hand in diesem Gang verlassen.</translation>
    </message>
    <message>
        <source>You hold a card that beats each of {cards}: added now, they can leave your hand in this bout.</source>
        <translation>Sie haben für jede von {cards} eine Karte, die sie sticht: jetzt dazugelegt, können sie Ihre Hand in diesem Gang verlassen.</translation>
    </message>
    <message>
        <source>You keep {cards} for an attack of your own.</source>
        <translation>Sie behalten {cards} für einen eigenen Angriff.</translation>
    </message>
    <message>
        <source>Your cards of the attack rank ({cards}) are trumps: worth more kept than shed.</source>
        <translation>Ihre Karten des Angriffsranges ({cards}) sind Trümpfe: behalten sind sie mehr wert als abgeworfen.</translation>
    </message>
    <message>
        <source>{card} is the cheapest card that beats {target}.</source>
        <translation>{card} ist die billigste Karte, die {target} sticht.</translation>
    </message>
    <message>
        <source>Costs about {points} points a deal against {best}: this move wins {often}, {best} {best_often}.</source>
        <translation>Kostet gegenüber {best} etwa {points} Punkte je Spiel: dieser Zug gewinnt {often}, {best} {best_often}.</translation>
    </message>
    <message>
        <source>Worse than {best}: with this move you lose the game {often}, with {best} {best_often}.</source>
        <translation>Schlechter als {best}: mit diesem Zug verlieren Sie das Spiel {often}, mit {best} {best_often}.</translation>
    </message>
    <message>
        <source>Wins {often} and loses about {points} points a deal; nothing else does better.</source>
        <translation>Gewinnt {often} und verliert im Schnitt etwa {points} Punkte je Spiel; kein anderer Zug ist besser.</translation>
    </message>
    <message>
        <source>As good as {best}, as far as can be told: this move wins {often}, {best} {best_often}.</source>
        <translation>So gut wie {best}, soweit sich das sagen lässt: dieser Zug gewinnt {often}, {best} {best_often}.</translation>
    </message>
    <message>
        <source>Costs about {points} points a deal against {best}, though both win {often}.</source>
        <translation>Kostet gegenüber {best} etwa {points} Punkte je Spiel, obwohl beide {often} gewinnen.</translation>
    </message>
    <message>
        <source>With this move you lose the game, and take a mark, {often}; nothing else does better.</source>
        <translation>Mit diesem Zug verlieren Sie das Spiel und bekommen einen Strich {often}; kein anderer Zug ist besser.</translation>
    </message>
    <message>
        <source>As good as {best}, as far as can be told: with this move you lose the game {often}, with {best} {best_often}.</source>
        <translation>So gut wie {best}, soweit sich das sagen lässt: mit diesem Zug verlieren Sie das Spiel {often}, mit {best} {best_often}.</translation>
    </message>
    <message>
        <source>Worse than {best}, though with either you lose the game {often}.</source>
        <translation>Schlechter als {best}, obwohl Sie mit beiden das Spiel {often} verlieren.</translation>
    </message>
    <message>
        <source>Wins {often} and gains about {points} points a deal.</source>
        <translation>Gewinnt {often} und bringt im Schnitt etwa {points} Punkte je Spiel.</translation>
    </message>
    <message>
        <source>Wins {often} and loses about {points} points a deal; the strong computer player prefers it.</source>
        <translation>Gewinnt {often} und verliert im Schnitt etwa {points} Punkte je Spiel; der starke Computerspieler zieht ihn vor.</translation>
    </message>
    <message>
        <source>Wins {often} and loses about {points} points a deal; the search prefers it, counting the deals won as well as the points.</source>
        <translation>Gewinnt {often} und verliert im Schnitt etwa {points} Punkte je Spiel; die Suche zieht ihn vor, weil sie die gewonnenen Spiele ebenso zählt wie die Punkte.</translation>
    </message>
    <message>
        <source>As good as {best}, as far as can be told: both win {often}.</source>
        <translation>So gut wie {best}, soweit sich das sagen lässt: beide gewinnen {often}.</translation>
    </message>
    <message>
        <source>With this move you lose the game, and take a mark, {often}; the strong computer player prefers it.</source>
        <translation>Mit diesem Zug verlieren Sie das Spiel und bekommen einen Strich {often}; der starke Computerspieler zieht ihn vor.</translation>
    </message>
    <message>
        <source>As good as {best}, as far as can be told: with either you lose the game {often}.</source>
        <translation>So gut wie {best}, soweit sich das sagen lässt: mit beiden verlieren Sie das Spiel {often}.</translation>
    </message>
    <message>
        <source>{card} wins: it is the Nillje, the seven of trumps, and no higher trump was played.</source>
        <translation>{card} gewinnt den Stich: die Nillje, die Trumpf-Sieben, und kein höherer Trumpf wurde gespielt.</translation>
    </message>
    <message>
        <source>Only a trump or the Kaschlan beats {card}: the defender must spend one on it or take it.</source>
        <translation>Nur ein Trumpf oder der Kaschlan sticht {card}: Der Verteidiger muss einen davon dafür hergeben oder die Karte aufnehmen.</translation>
    </message>
    <message>
        <source>{card} beats {target}; the higher {cards} stays for a harder card.</source>
        <translation>{card} sticht {target}; {cards} (die höhere Karte) bleibt für eine stärkere Karte.</translation>
    </message>
    <message>
        <source>{card} beats {target}; the higher {cards} stay for harder cards.</source>
        <translation>{card} sticht {target}; {cards} (die höheren Karten) bleiben für stärkere Karten.</translation>
    </message>
    <message>
        <source>You hold no trump: taking keeps {cards}, your only defence.</source>
        <translation>Sie haben keinen Trumpf: Aufnehmen behält {cards}, Ihre einzige Verteidigung.</translation>
    </message>
    <message>
        <source>You attack with {cards}; your higher cards ({kept}) stay for defending.</source>
        <translation>Sie greifen mit {cards} an; Ihre höheren Karten ({kept}) bleiben zur Verteidigung.</translation>
    </message>
    <message>
        <source>{card} goes and you keep the Olsch, the highest trump.</source>
        <translation>{card} geht, und Sie behalten die Olsch, den höchsten Trumpf.</translation>
    </message>
    <message>
        <source>{card} goes and you keep the Nillje, the second-highest trump.</source>
        <translation>{card} geht, und Sie behalten die Nillje, den zweithöchsten Trumpf.</translation>
    </message>
    <message>
        <source>{card} goes and you keep the Basta, the third-highest trump.</source>
        <translation>{card} geht, und Sie behalten die Basta, den dritthöchsten Trumpf.</translation>
    </message>
    <message>
        <source>Declares the marriage of {suit} while you have the lead: it scores {points} and makes {suit} trumps at once.</source>
        <translation>Meldet die Hochzeit in {suit}, solange Sie ausspielen: sie zählt {points} und macht {suit} sofort zu Trumpf.</translation>
    </message>
    <message>
        <source>{card} goes and your king and queen of {suit} stay together for a marriage.</source>
        <translation>{card} geht, und König und Dame der Farbe {suit} bleiben für eine Hochzeit zusammen.</translation>
    </message>
    <message>
        <source>{card} is the cheapest card that beats {best}.</source>
        <translation>{card} ist die billigste Karte, die {best} sticht.</translation>
    </message>
    <message>
        <source>Here you need not follow suit: {card} is the lowest trump that beats {best}.</source>
        <translation>Hier müssen Sie nicht bedienen: {card} ist der niedrigste Trumpf, der {best} sticht.</translation>
    </message>
    <message>
        <source>{card} is your only card that beats {best}.</source>
        <translation>{card} ist Ihre einzige Karte, die {best} sticht.</translation>
    </message>
    <message>
        <source>You cannot follow {suit}: {card} trumps the trick.</source>
        <translation>Sie können {suit} nicht bedienen: {card} sticht mit Trumpf.</translation>
    </message>
    <message>
        <source>Every higher card of its suit has been played: {card} is the master and wins the trick unless somebody trumps.</source>
        <translation>Jede höhere Karte dieser Farbe ist gespielt: {card} ist die höchste und gewinnt den Stich, wenn niemand trumpft.</translation>
    </message>
    <message>
        <source>Every higher card of its suit is played or in your hand: {card} wins the trick as surely as {higher} unless somebody trumps, and {higher} stays with you.</source>
        <translation>Jede höhere Karte dieser Farbe ist gespielt oder in Ihrer Hand: {card} gewinnt den Stich so sicher wie {higher}, wenn niemand trumpft, und {higher} bleibt Ihnen.</translation>
    </message>
    <message>
        <source>Your partner's {best} heads the trick: {card} does not overtake it.</source>
        <translation>Die Karte {best} Ihres Partners führt den Stich an: {card} übernimmt ihn nicht.</translation>
    </message>
    <message>
        <source>None of the cards you may play beats {best}: {card} is the cheapest to give.</source>
        <translation>Keine Karte, die Sie spielen dürfen, sticht {best}: {card} ist die billigste zum Abgeben.</translation>
    </message>
    <message>
        <source>{card} lets this trick go and keeps {high}, which could have beaten {best}.</source>
        <translation>{card} gibt diesen Stich ab und behält {high}, die {best} hätte stechen können.</translation>
    </message>
    <message>
        <source>You cannot follow {suit}: {card}, your highest card, goes without taking the trick.</source>
        <translation>Sie können {suit} nicht bedienen: {card}, Ihre höchste Karte, geht, ohne den Stich zu nehmen.</translation>
    </message>
    <message>
        <source>{card} is your last card of {suit}: once it is gone you can trump that suit.</source>
        <translation>{card} ist Ihre letzte Karte der Farbe {suit}: danach können Sie diese Farbe stechen.</translation>
    </message>
    <message>
        <source>{card} goes and {master}, the master of its suit, stays in your hand.</source>
        <translation>{card} geht, und {master}, die höchste Karte ihrer Farbe, bleibt auf Ihrer Hand.</translation>
    </message>
    <message>
        <source>{card} takes the lead from {best}, and no unplayed card of its suit is higher: only a trump could still beat it.</source>
        <translation>{card} übernimmt den Stich von {best}, und keine noch nicht gespielte Karte dieser Farbe ist höher: nur ein Trumpf könnte diese Karte noch stechen.</translation>
    </message>
    <message>
        <source>Leads {card}, a card with the fewest points you hold ({points}): if the trick is lost, little goes with it.</source>
        <translation>Spielt {card} aus, eine Karte mit den wenigsten Punkten auf Ihrer Hand ({points}): geht der Stich verloren, geht wenig mit.</translation>
    </message>
    <message>
        <source>Last to play: {card} is the cheapest card that wins the trick.</source>
        <translation>Sie spielen als Letzter: {card} ist die billigste Karte, die den Stich gewinnt.</translation>
    </message>
    <message>
        <source>Here you need not follow suit: {card} is the lowest trump that wins the trick.</source>
        <translation>Hier müssen Sie nicht bedienen: {card} ist der niedrigste Trumpf, der den Stich gewinnt.</translation>
    </message>
    <message>
        <source>Last to play: {card} is your only card that wins the trick.</source>
        <translation>Sie spielen als Letzter: {card} ist Ihre einzige Karte, die den Stich gewinnt.</translation>
    </message>
    <message>
        <source>Every higher card of its suit has been played: {card} is the master and wins the trick.</source>
        <translation>Jede höhere Karte dieser Farbe ist gespielt: {card} ist die höchste und gewinnt den Stich.</translation>
    </message>
    <message>
        <source>Every higher card of its suit is played or in your hand: {card} wins the trick as surely as {higher}, and {higher} stays with you.</source>
        <translation>Jede höhere Karte dieser Farbe ist gespielt oder in Ihrer Hand: {card} gewinnt den Stich so sicher wie {higher}, und {higher} bleibt Ihnen.</translation>
    </message>
    <message>
        <source>Your partner's {best} takes the trick: {card} leaves it to him.</source>
        <translation>Die Karte {best} Ihres Partners nimmt den Stich: {card} überlässt ihn ihm.</translation>
    </message>
    <message>
        <source>Your partner's {best} heads the trick and none of your cards beats it: {card} is the cheapest to give.</source>
        <translation>Die Karte {best} Ihres Partners führt den Stich an, und keine Ihrer Karten sticht sie: {card} ist die billigste zum Abgeben.</translation>
    </message>
    <message>
        <source>{card} is your highest card that stays under {best}: it goes without taking the trick.</source>
        <translation>{card} ist Ihre höchste Karte, die unter {best} bleibt, und geht, ohne den Stich zu nehmen.</translation>
    </message>
    <message>
        <source>{card} stays under {best}: this trick is not yours.</source>
        <translation>{card} bleibt unter {best}: dieser Stich gehört nicht Ihnen.</translation>
    </message>
    <message>
        <source>{card} takes the lead from {best}, and no unplayed card of its suit is higher.</source>
        <translation>{card} übernimmt den Stich von {best}, und keine noch nicht gespielte Karte dieser Farbe ist höher.</translation>
    </message>
    <message>
        <source>You cannot follow suit: {card} is the lowest trump that wins the trick.</source>
        <translation>Sie können nicht bedienen: {card} ist der niedrigste Trumpf, der den Stich gewinnt.</translation>
    </message>
    <message>
        <source>You cannot follow suit: {card} is the lowest trump that beats {best}.</source>
        <translation>Sie können nicht bedienen: {card} ist der niedrigste Trumpf, der {best} sticht.</translation>
    </message>
    <message>
        <source>{card} is the highest card of its suit: it wins the trick unless somebody trumps.</source>
        <translation>{card} ist die höchste Karte ihrer Farbe und gewinnt den Stich, wenn niemand trumpft.</translation>
    </message>
    <message>
        <source>Seat {seat} has made no move that could be taken back.</source>
        <translation>Platz {seat} hat noch keinen Zug gemacht, der sich zurücknehmen ließe.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <source>'{action}' is not possible now: {what}.</source>
        <translation>„{action}“ geht jetzt nicht: {what}.</translation>
    </message>
    <message>
        <source>A card is called only in Bettel or Mord, not in a Brand.</source>
        <translation>Eine Karte ruft man nur im Bettel oder Mord, nicht im Brand.</translation>
    </message>
    <message>
        <source>In the competition say 'drop' to leave it, not 'pass'.</source>
        <translation>Im Wettbieten steigt man mit 'drop' aus, nicht mit 'pass'.</translation>
    </message>
    <message>
        <source>Say just 'claim' or 'pass'.</source>
        <translation>Sagen Sie nur 'claim' oder 'pass'.</translation>
    </message>
    <message>
        <source>Both other players passed: the dealer must play.</source>
        <translation>Beide anderen haben gepasst: der Geber muss spielen.</translation>
    </message>
    <message>
        <source>Bid 'brand &lt;suit&gt;' (C, S, D or H), 'bettel' or 'mord'.</source>
        <translation>Bieten Sie 'brand &lt;Farbe&gt;' (C, S, D oder H), 'bettel' oder 'mord'.</translation>
    </message>
    <message>
        <source>To take {standing} yourself say 'hold'.</source>
        <translation>Um {standing} selbst zu übernehmen, sagen Sie 'hold'.</translation>
    </message>
    <message>
        <source>Your bid must be higher than the standing {standing}.</source>
        <translation>Ihr Gebot muss höher sein als das stehende {standing}.</translation>
    </message>
    <message>
        <source>Choose 'contract brand', 'contract bettel' or 'contract mord'.</source>
        <translation>Wählen Sie 'contract brand', 'contract bettel' oder 'contract mord'.</translation>
    </message>
    <message>
        <source>Your minimum is {minimum}: play it or a higher contract.</source>
        <translation>Ihr Mindestspiel ist {minimum}: spielen Sie es oder ein höheres.</translation>
    </message>
    <message>
        <source>Call one card of the pack, e.g. 'call AH'.</source>
        <translation>Rufen Sie eine Karte des Pakets, z. B. 'call AH'.</translation>
    </message>
    <message>
        <source>You hold {card}: call a card you do not hold.</source>
        <translation>Sie haben {card}: rufen Sie eine Karte, die Sie nicht haben.</translation>
    </message>
    <message>
        <source>Give one card of your hand, e.g. 'give 7C'.</source>
        <translation>Geben Sie eine Karte aus Ihrer Hand, z. B. 'give 7C'.</translation>
    </message>
    <message>
        <source>You cannot give back the card you called ({card}).</source>
        <translation>Die gerufene Karte ({card}) können Sie nicht zurückgeben.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Sie haben {card} nicht.</translation>
    </message>
    <message>
        <source>Discard exactly two cards, e.g. 'discard 7C 8C'.</source>
        <translation>Legen Sie genau zwei Karten ab, z. B. 'discard 7C 8C'.</translation>
    </message>
    <message>
        <source>Discard two different cards.</source>
        <translation>Legen Sie zwei verschiedene Karten ab.</translation>
    </message>
    <message>
        <source>Name a suit: C, S, D or H.</source>
        <translation>Nennen Sie eine Farbe: C, S, D oder H.</translation>
    </message>
    <message>
        <source>Your minimum is {minimum}: trumps must be that suit or a higher one.</source>
        <translation>Ihr Mindestspiel ist {minimum}: Trumpf muss diese oder eine höhere Farbe sein.</translation>
    </message>
    <message>
        <source>Play one card of your hand, e.g. 'play 7C'.</source>
        <translation>Spielen Sie eine Karte Ihrer Hand, z. B. 'play 7C'.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}).</source>
        <translation>Sie müssen Farbe bekennen ({suit}).</translation>
    </message>
    <message>
        <source>You cannot follow {led}: you must play a trump ({suit}).</source>
        <translation>Sie haben kein {led}: Sie müssen Trumpf spielen ({suit}).</translation>
    </message>
    <message>
        <source>You said 'play': name a contract first.</source>
        <translation>Sie haben „spielen“ gesagt: nennen Sie zuerst ein Spiel.</translation>
    </message>
    <message>
        <source>Say just 'drop'.</source>
        <translation>Sagen Sie nur 'drop'.</translation>
    </message>
    <message>
        <source>There is no bid to hold yet: name a contract.</source>
        <translation>Es gibt noch kein Gebot zum Halten: nennen Sie ein Spiel.</translation>
    </message>
    <message>
        <source>Only the player with positional priority may hold {standing}; bid higher or drop.</source>
        <translation>Nur wer Vorrang durch seinen Sitz hat, darf {standing} halten; bieten Sie höher oder steigen Sie aus.</translation>
    </message>
    <message>
        <source>Say just 'hold'.</source>
        <translation>Sagen Sie nur 'hold'.</translation>
    </message>
    <message>
        <source>Say just 'nocall'.</source>
        <translation>Sagen Sie nur 'nocall'.</translation>
    </message>
    <message>
        <source>The exchange is over: each player exchanges at most one card, before play begins.</source>
        <translation>Der Tausch ist vorbei: jeder tauscht höchstens eine Karte, bevor das Spiel beginnt.</translation>
    </message>
    <message>
        <source>Seat {seat} does not hold {card}.</source>
        <translation>Platz {seat} hat {card} nicht.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}): only a Pancerola may renounce, and only in tricks 1–9.</source>
        <translation>Sie müssen Farbe bekennen ({suit}): nur eine Pancerola darf abwerfen, und nur in den Stichen 1–9.</translation>
    </message>
    <message>
        <source>Unknown action '{action}'. Chapanka's actions are: exchange &lt;card&gt;, keep, discard &lt;card&gt;, play &lt;card&gt;.</source>
        <translation>Unbekannter Zug „{action}“. Chapanka kennt: exchange &lt;Karte&gt;, keep, discard &lt;Karte&gt;, play &lt;Karte&gt;.</translation>
    </message>
    <message>
        <source>'{verb}' needs exactly one card, e.g. '{verb} 7C'.</source>
        <translation>'{verb}' braucht genau eine Karte, z. B. '{verb} 7C'.</translation>
    </message>
    <message>
        <source>'{card}' is not a card: write rank then suit, e.g. JH.</source>
        <translation>„{card}“ ist keine Karte: erst Rang, dann Farbe, z. B. JH.</translation>
    </message>
    <message>
        <source>The dealer cannot keep: he holds 12 cards and must lay one away (discard &lt;card&gt;).</source>
        <translation>Der Geber kann nicht behalten: er hat 12 Karten und muss eine weglegen (discard &lt;Karte&gt;).</translation>
    </message>
    <message>
        <source>The dealer does not exchange, and each player exchanges at most one card: the dealer now lays one of his 12 cards away (discard &lt;card&gt;).</source>
        <translation>Der Geber tauscht nicht, und jeder tauscht höchstens eine Karte: der Geber legt jetzt eine seiner 12 Karten weg (discard &lt;Karte&gt;).</translation>
    </message>
    <message>
        <source>Only the dealer discards; seat {seat} may exchange one card (exchange &lt;card&gt;) or keep.</source>
        <translation>Nur der Geber legt weg; Platz {seat} darf eine Karte tauschen (exchange &lt;Karte&gt;) oder behalten (keep).</translation>
    </message>
    <message>
        <source>Play has not started: {who} (seat {seat} to act).</source>
        <translation>Das Spiel hat noch nicht begonnen: {who} (Platz {seat} ist dran).</translation>
    </message>
    <message>
        <source>It is seat {seat}'s turn (play passes to the right, anticlockwise), and {card} is not in seat {seat}'s hand.</source>
        <translation>Platz {seat} ist am Zug (es geht nach rechts, gegen den Uhrzeigersinn), und {card} ist nicht in der Hand von Platz {seat}.</translation>
    </message>
    <message>
        <source>From trick 10 on a Pancerola must follow suit too: play a {suit} card.</source>
        <translation>Ab dem 10. Stich muss auch eine Pancerola Farbe bekennen: spielen Sie {suit}.</translation>
    </message>
    <message>
        <source>'keep' takes no card: it declines the exchange.</source>
        <translation>'keep' hat keine Karte: es verzichtet auf den Tausch.</translation>
    </message>
    <message>
        <source>There are no tens in Chapanka's 48-card pack.</source>
        <translation>Im 48-Blatt der Chapanka gibt es keine Zehnen.</translation>
    </message>
    <message>
        <source>{card} has already been played.</source>
        <translation>{card} ist schon gespielt.</translation>
    </message>
    <message>
        <source>A card of {suit} can only be beaten by a higher card of {suit} or a trump.</source>
        <translation>Eine Karte der Farbe {suit} wird nur von einer höheren Karte dieser Farbe oder von einem Trumpf gestochen.</translation>
    </message>
    <message>
        <source>Name the cards, e.g. '{verb} 8S 8H'.</source>
        <translation>Nennen Sie die Karten, z. B. '{verb} 8S 8H'.</translation>
    </message>
    <message>
        <source>Only the attacker may add a coachman.</source>
        <translation>Nur der Angreifer darf einen Kutscher mitgeben.</translation>
    </message>
    <message>
        <source>You may not attack with more cards ({count}) than the defender holds ({limit}).</source>
        <translation>Sie dürfen nicht mit mehr Karten ({count}) angreifen, als der Verteidiger hat ({limit}).</translation>
    </message>
    <message>
        <source>Write 'beat' with the table card and then your card, e.g. 'beat 9S 10S'.</source>
        <translation>Schreiben Sie 'beat', die Tischkarte und dann Ihre Karte, z. B. 'beat 9S 10S'.</translation>
    </message>
    <message>
        <source>{card} is not on the table.</source>
        <translation>{card} liegt nicht auf dem Tisch.</translation>
    </message>
    <message>
        <source>{card} is already beaten.</source>
        <translation>{card} ist schon gestochen.</translation>
    </message>
    <message>
        <source>Nothing beats the queen of diamonds, the Kaschlan: take it.</source>
        <translation>Nichts sticht den Kaschlan (die Karo-Dame): nehmen Sie ihn auf.</translation>
    </message>
    <message>
        <source>A trump can only be beaten by a higher trump ({suit} or the queen of diamonds).</source>
        <translation>Einen Trumpf sticht nur ein höherer Trumpf ({suit} oder der Kaschlan, die Karo-Dame).</translation>
    </message>
    <message>
        <source>'{action}' is not a Kaschlan move: use attack, reinforce, decline, add, beat or take.</source>
        <translation>„{action}“ ist kein Kaschlan-Zug: attack, reinforce, decline, add, beat oder take.</translation>
    </message>
    <message>
        <source>Write the cards in pack order: '{canonical}'.</source>
        <translation>Schreiben Sie die Karten in der Reihenfolge des Pakets: '{canonical}'.</translation>
    </message>
    <message>
        <source>'{word}' is not a card: write rank then suit, e.g. QD or 10H.</source>
        <translation>„{word}“ ist keine Karte: erst Rang, dann Farbe, z. B. QD oder 10H.</translation>
    </message>
    <message>
        <source>{card} is named twice.</source>
        <translation>{card} ist doppelt genannt.</translation>
    </message>
    <message>
        <source>Only cards of the attack rank ({rank}) may be added; {cards} are not.</source>
        <translation>Dazulegen darf man nur Karten vom Rang des Angriffs ({rank}); {cards} passen nicht.</translation>
    </message>
    <message>
        <source>An attack must be cards of one rank (the coachman aside); {cards} are not.</source>
        <translation>Ein Angriff besteht aus Karten eines Ranges (außer dem Kutscher); {cards} sind das nicht.</translation>
    </message>
    <message>
        <source>This game is played without the coachman (option coachman).</source>
        <translation>Diese Partie wird ohne Kutscher gespielt (Regelvariante Kutscher).</translation>
    </message>
    <message>
        <source>Name exactly one coachman card.</source>
        <translation>Nennen Sie genau eine Kutscherkarte.</translation>
    </message>
    <message>
        <source>A coachman may only go with two or more cards of one rank.</source>
        <translation>Ein Kutscher darf nur zu zwei oder mehr Karten eines Ranges.</translation>
    </message>
    <message>
        <source>The coachman must be of another rank; lay {card} with the set instead.</source>
        <translation>Der Kutscher muss einen anderen Rang haben; legen Sie {card} lieber zum Satz.</translation>
    </message>
    <message>
        <source>The attacker must lay at least one card; he cannot decline.</source>
        <translation>Der Angreifer muss mindestens eine Karte legen; verzichten kann er nicht.</translation>
    </message>
    <message>
        <source>A card must be played now: 'play &lt;card&gt;'.</source>
        <translation>Jetzt muss eine Karte gespielt werden: 'play &lt;Karte&gt;'.</translation>
    </message>
    <message>
        <source>You bid {n} but hold only {held} {suit}; name a suit in which you hold at least {n} cards.</source>
        <translation>Sie haben {n} geboten, aber nur {held} {suit}; nennen Sie eine Farbe, von der Sie mindestens {n} Karten haben.</translation>
    </message>
    <message>
        <source>Only the highest bidder may announce Tout, after naming trumps and before the first card.</source>
        <translation>Tout ansagen darf nur der Höchstbietende, nach dem Trumpfansagen und vor der ersten Karte.</translation>
    </message>
    <message>
        <source>'stop' and 'go-on' are only for the winner of a clean majority (before the opponents have a trick).</source>
        <translation>'stop' und 'go-on' gibt es nur für den Gewinner einer glatten Mehrheit (bevor die Gegner einen Stich haben).</translation>
    </message>
    <message>
        <source>Scharwenzel has no action '{action}'. Possible actions: {grammar}.</source>
        <translation>Scharwenzel kennt keinen Zug „{action}“. Mögliche Züge: {grammar}.</translation>
    </message>
    <message>
        <source>The bidding is on: say 'bid &lt;n&gt;', 'bid &lt;n&gt; better' or 'pass'.</source>
        <translation>Es wird geboten: sagen Sie 'bid &lt;n&gt;', 'bid &lt;n&gt; better' oder 'pass'.</translation>
    </message>
    <message>
        <source>The highest bidder must name trumps now: 'trump &lt;suit&gt;'.</source>
        <translation>Der Höchstbietende muss jetzt Trumpf ansagen: 'trump &lt;Farbe&gt;'.</translation>
    </message>
    <message>
        <source>The highest bidder must now say 'tout' or 'no-tout'.</source>
        <translation>Der Höchstbietende muss jetzt 'tout' oder 'no-tout' sagen.</translation>
    </message>
    <message>
        <source>Your team has a clean majority: say 'stop' to score now or 'go-on' to play for Tout.</source>
        <translation>Ihre Partei hat eine glatte Mehrheit: 'stop' schreibt jetzt, 'go-on' spielt weiter auf Tout.</translation>
    </message>
    <message>
        <source>Cannot read '{action}': a bid is 'bid &lt;n&gt;' or 'bid &lt;n&gt; better'.</source>
        <translation>„{action}“ ist unverständlich: ein Gebot lautet 'bid &lt;n&gt;' oder 'bid &lt;n&gt; better'.</translation>
    </message>
    <message>
        <source>The bidding is over.</source>
        <translation>Das Bieten ist vorbei.</translation>
    </message>
    <message>
        <source>The lowest bid is {lowest}.</source>
        <translation>Das niedrigste Gebot ist {lowest}.</translation>
    </message>
    <message>
        <source>'{bid}' does not beat the standing bid '{high}'.</source>
        <translation>„{bid}“ ist nicht höher als das stehende Gebot „{high}“.</translation>
    </message>
    <message>
        <source>You hold only {held} clubs; '{bid}' needs {needed}.</source>
        <translation>Sie haben nur {held} Kreuz; „{bid}“ braucht {needed}.</translation>
    </message>
    <message>
        <source>You hold at most {held} cards of a suit other than clubs; '{bid}' needs {needed}.</source>
        <translation>Sie haben höchstens {held} Karten einer Farbe außer Kreuz; „{bid}“ braucht {needed}.</translation>
    </message>
    <message>
        <source>Cannot read '{action}': say just 'pass'.</source>
        <translation>„{action}“ ist unverständlich: sagen Sie nur 'pass'.</translation>
    </message>
    <message>
        <source>The bidding is over; there is nothing to pass.</source>
        <translation>Das Bieten ist vorbei; es gibt nichts zu passen.</translation>
    </message>
    <message>
        <source>Cannot read '{action}': name trumps as 'trump S', 'trump H' or 'trump D'.</source>
        <translation>„{action}“ ist unverständlich: Trumpf sagt man mit 'trump S', 'trump H' oder 'trump D' an.</translation>
    </message>
    <message>
        <source>Only the winner of the bidding names trumps, once the bidding is over.</source>
        <translation>Trumpf sagt nur der Gewinner des Bietens an, wenn das Bieten vorbei ist.</translation>
    </message>
    <message>
        <source>Trumps are already named ({suit}).</source>
        <translation>Trumpf ist schon angesagt ({suit}).</translation>
    </message>
    <message>
        <source>After a plain bid clubs cannot be trumps; clubs need a 'better' bid.</source>
        <translation>Nach einem einfachen Gebot kann Kreuz nicht Trumpf sein; Kreuz braucht ein „besser“-Gebot.</translation>
    </message>
    <message>
        <source>Cannot read '{action}': say 'tout' or 'no-tout'.</source>
        <translation>„{action}“ ist unverständlich: sagen Sie 'tout' oder 'no-tout'.</translation>
    </message>
    <message>
        <source>Everybody passed, so no Tout can be announced.</source>
        <translation>Alle haben gepasst, also kann kein Tout angesagt werden.</translation>
    </message>
    <message>
        <source>Cannot read '{action}': play one card, e.g. 'play QC' or 'play 10H'.</source>
        <translation>„{action}“ ist unverständlich: spielen Sie eine Karte, z. B. 'play QC' oder 'play 10H'.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}); jacks and black queens do not count as their printed suit.</source>
        <translation>Sie müssen Farbe bekennen ({suit}); Buben und schwarze Damen zählen nicht zu ihrer aufgedruckten Farbe.</translation>
    </message>
    <message>
        <source>Cannot read '{action}'.</source>
        <translation>„{action}“ ist unverständlich.</translation>
    </message>
    <message>
        <source>A Tout is being played; play on.</source>
        <translation>Es wird Tout gespielt; spielen Sie weiter.</translation>
    </message>
    <message>
        <source>Everybody passed, so clubs are trumps.</source>
        <translation>Alle haben gepasst, also ist Kreuz Trumpf.</translation>
    </message>
    <message>
        <source>A trump was led; you must play a trump ({suit} or a permanent trump).</source>
        <translation>Trumpf ist ausgespielt; Sie müssen Trumpf zugeben ({suit} oder einen ständigen Trumpf).</translation>
    </message>
    <message>
        <source>'{verb}' is not an action in 1001; the actions are: {verbs}.</source>
        <translation>'{verb}' ist kein Zug in 1001; die Züge sind: {verbs}.</translation>
    </message>
    <message>
        <source>{prefix} you must trump when you cannot follow suit: play {cards}.</source>
        <translation>{prefix} müssen Sie trumpfen, wenn Sie nicht bekennen können: spielen Sie {cards}.</translation>
    </message>
    <message>
        <source>There is no bidding, talon or discard in the two-player game.</source>
        <translation>Im Spiel zu zweit gibt es kein Reizen, keinen Talon und kein Ablegen.</translation>
    </message>
    <message>
        <source>The auction is on: bid or pass.</source>
        <translation>Es wird gereizt: bieten oder passen.</translation>
    </message>
    <message>
        <source>First discard two cards, e.g. 'discard 9S JD'.</source>
        <translation>Legen Sie zuerst zwei Karten ab, z. B. 'discard 9S JD'.</translation>
    </message>
    <message>
        <source>{prefix} you must follow suit ({suit}): play {cards}.</source>
        <translation>{prefix} müssen Sie Farbe bekennen ({suit}): spielen Sie {cards}.</translation>
    </message>
    <message>
        <source>{prefix} you must overtrump when you cannot follow suit: play {cards}.</source>
        <translation>{prefix} müssen Sie übertrumpfen, wenn Sie nicht bekennen können: spielen Sie {cards}.</translation>
    </message>
    <message>
        <source>Write '{verb}' followed by one card, e.g. '{verb} QC'.</source>
        <translation>Schreiben Sie '{verb}' und eine Karte, z. B. '{verb} QC'.</translation>
    </message>
    <message>
        <source>Write 'bid' followed by a number, e.g. 'bid 60'.</source>
        <translation>Schreiben Sie 'bid' und eine Zahl, z. B. 'bid 60'.</translation>
    </message>
    <message>
        <source>'pass' takes nothing after it.</source>
        <translation>Nach 'pass' folgt nichts.</translation>
    </message>
    <message>
        <source>Discard exactly two cards, e.g. 'discard 9S JD'.</source>
        <translation>Legen Sie genau zwei Karten ab, z. B. 'discard 9S JD'.</translation>
    </message>
    <message>
        <source>Discard two different cards, not {card} twice.</source>
        <translation>Legen Sie zwei verschiedene Karten ab, nicht zweimal {card}.</translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <source>The auction is over.</source>
        <translation>Das Reizen ist vorbei.</translation>
    </message>
    <message>
        <source>A bid must be a multiple of 10.</source>
        <translation>Ein Gebot muss ein Vielfaches von 10 sein.</translation>
    </message>
    <message>
        <source>The lowest bid is {min}.</source>
        <translation>Das niedrigste Gebot ist {min}.</translation>
    </message>
    <message>
        <source>The highest possible bid is {max}: a deal cannot give more.</source>
        <translation>Das höchste mögliche Gebot ist {max}: mehr bringt ein Spiel nicht.</translation>
    </message>
    <message>
        <source>Your bid must be higher than {high}.</source>
        <translation>Ihr Gebot muss höher sein als {high}.</translation>
    </message>
    <message>
        <source>Only the declarer discards, after the auction, once he has taken the talon.</source>
        <translation>Nur der Alleinspieler legt ab, nach dem Reizen, wenn er den Talon aufgenommen hat.</translation>
    </message>
    <message>
        <source>You do not hold {cards}.</source>
        <translation>Sie haben {cards} nicht.</translation>
    </message>
    <message>
        <source>A marriage is declared by leading the king or queen of the pair, e.g. 'marry K{suit}'.</source>
        <translation>Eine Hochzeit meldet man, indem man den König oder die Dame des Paars ausspielt, z. B. 'marry K{suit}'.</translation>
    </message>
    <message>
        <source>in almost no deal</source>
        <translation>in fast keinem Spiel</translation>
    </message>
    <message>
        <source>in about 1 deal of 10</source>
        <translation>in etwa 1 von 10 Spielen</translation>
    </message>
    <message>
        <source>in about 2 deals of 10</source>
        <translation>in etwa 2 von 10 Spielen</translation>
    </message>
    <message>
        <source>in about 3 deals of 10</source>
        <translation>in etwa 3 von 10 Spielen</translation>
    </message>
    <message>
        <source>in about 4 deals of 10</source>
        <translation>in etwa 4 von 10 Spielen</translation>
    </message>
    <message>
        <source>in about 5 deals of 10</source>
        <translation>in etwa 5 von 10 Spielen</translation>
    </message>
    <message>
        <source>in about 6 deals of 10</source>
        <translation>in etwa 6 von 10 Spielen</translation>
    </message>
    <message>
        <source>in about 7 deals of 10</source>
        <translation>in etwa 7 von 10 Spielen</translation>
    </message>
    <message>
        <source>in about 8 deals of 10</source>
        <translation>in etwa 8 von 10 Spielen</translation>
    </message>
    <message>
        <source>in about 9 deals of 10</source>
        <translation>in etwa 9 von 10 Spielen</translation>
    </message>
    <message>
        <source>in almost every deal</source>
        <translation>in fast jedem Spiel</translation>
    </message>
    <message>
        <source>say 'claim' (play) or 'pass'</source>
        <translation>sagen Sie 'claim' (spielen) oder 'pass'</translation>
    </message>
    <message>
        <source>bid a higher contract, 'hold' or 'drop'</source>
        <translation>bieten Sie ein höheres Spiel, 'hold' oder 'drop'</translation>
    </message>
    <message>
        <source>choose the contract: 'contract brand', 'contract bettel' or 'contract mord'</source>
        <translation>wählen Sie das Spiel: 'contract brand', 'contract bettel' oder 'contract mord'</translation>
    </message>
    <message>
        <source>call a card ('call &lt;card&gt;') or decline ('nocall')</source>
        <translation>rufen Sie eine Karte ('call &lt;Karte&gt;') oder verzichten Sie ('nocall')</translation>
    </message>
    <message>
        <source>give a card back to the defender ('give &lt;card&gt;')</source>
        <translation>geben Sie dem Gegenspieler eine Karte zurück ('give &lt;Karte&gt;')</translation>
    </message>
    <message>
        <source>discard two cards ('discard &lt;card&gt; &lt;card&gt;')</source>
        <translation>legen Sie zwei Karten ab ('discard &lt;Karte&gt; &lt;Karte&gt;')</translation>
    </message>
    <message>
        <source>name the trump suit ('trump &lt;suit&gt;')</source>
        <translation>sagen Sie Trumpf an ('trump &lt;Farbe&gt;')</translation>
    </message>
    <message>
        <source>play a card ('play &lt;card&gt;')</source>
        <translation>spielen Sie eine Karte ('play &lt;Karte&gt;')</translation>
    </message>
    <message>
        <source>The Kinal is laid away: it can never be forced under another player's heart lead and make you pay.</source>
        <translation>Der Kinal wird abgelegt: er kann nie mehr unter einem fremden Herz-Ausspiel gezwungen werden und Sie zahlen lassen.</translation>
    </message>
    <message>
        <source>{card} is laid away: its points ({points}) can never come back to you in a trick.</source>
        <translation>{card} wird abgelegt: die Punkte dieser Karte ({points}) können nie in einem Stich zu Ihnen zurückkommen.</translation>
    </message>
    <message>
        <source>Your card of the attack rank ({cards}) is a trump: worth more kept than shed.</source>
        <translation>Ihre Karte des Angriffsranges ({cards}) ist Trumpf: behalten ist sie mehr wert als abgeworfen.</translation>
    </message>
    <message>
        <source>Your {card} let the trick go to {winner}; with the same cards from the others, {better} would have taken it.</source>
        <translation>Ihre Karte {card} ließ den Stich an {winner} gehen; bei denselben Karten der anderen hätte {better} ihn genommen.</translation>
    </message>
    <message>
        <source>Leads a trump to draw the others' trumps (unplayed trumps you do not hold: {count}).</source>
        <translation>Spielt Trumpf aus, um den anderen die Trümpfe zu ziehen (noch nicht gespielte Trümpfe, die Sie nicht haben: {count}).</translation>
    </message>
    <message>
        <source>You cannot follow {suit}: {card} goes, a card that would lose to higher cards of its suit you do not hold (unplayed: {count}).</source>
        <translation>Sie können {suit} nicht bedienen: {card} geht, eine Karte, die gegen höhere Karten ihrer Farbe verlöre, die Sie nicht haben (noch nicht gespielt: {count}).</translation>
    </message>
    <message>
        <source>Leads {card}, your lowest of its suit (unplayed higher cards of it that you do not hold: {count}).</source>
        <translation>Spielt {card} aus, Ihre niedrigste dieser Farbe (noch nicht gespielte höhere Karten davon, die Sie nicht haben: {count}).</translation>
    </message>
    <message>
        <source>Leads {card}: a higher card of its suit played to this trick takes it (unplayed higher cards you do not hold: {count}).</source>
        <translation>Spielt {card} aus: eine höhere Karte dieser Farbe nimmt den Stich, wenn sie hineingespielt wird (noch nicht gespielte höhere Karten, die Sie nicht haben: {count}).</translation>
    </message>
    <message>
        <source>{card} heads the trick for now, but a player after you may still take it (unplayed higher cards of its suit that you do not hold: {count}).</source>
        <translation>{card} führt den Stich vorerst an, aber ein Spieler nach Ihnen kann ihn noch nehmen (noch nicht gespielte höhere Karten dieser Farbe, die Sie nicht haben: {count}).</translation>
    </message>
    <message>
        <source>None of the cards you may play beats {best}: whatever you play, this trick is not yours.</source>
        <translation>Keine Karte, die Sie spielen dürfen, sticht {best}: was Sie auch spielen, dieser Stich gehört nicht Ihnen.</translation>
    </message>
    <message>
        <source>You cannot follow {suit}: {card} goes to another player's trick with its points ({points}).</source>
        <translation>Sie können {suit} nicht bedienen: {card} geht samt Punkten ({points}) in den Stich eines anderen.</translation>
    </message>
    <message>
        <source>{card} is the highest trump: it wins the trick.</source>
        <translation>{card} ist der höchste Trumpf und gewinnt den Stich.</translation>
    </message>
    <message>
        <source>{card} is the highest card of its suit: it wins the trick.</source>
        <translation>{card} ist die höchste Karte ihrer Farbe und gewinnt den Stich.</translation>
    </message>
    <message>
        <source>Too many cards: there is room for {room} more; a bout takes no more cards than the defender held when it began ({limit}).</source>
        <translation>Zu viele Karten: Platz ist nur noch für {room} weitere; ein Angriff umfasst nicht mehr Karten, als der Verteidiger bei seinem Beginn hatte ({limit}).</translation>
    </message>
    <message>
        <source>the dealer must first discard</source>
        <translation>der Geber muss erst weglegen</translation>
    </message>
    <message>
        <source>the exchange is still going on</source>
        <translation>es wird noch getauscht</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>angreifen</translation>
    </message>
    <message>
        <source>reinforce or decline</source>
        <translation>nachlegen oder verzichten</translation>
    </message>
    <message>
        <source>add own cards of the attack rank or decline</source>
        <translation>eigene Karten vom Rang des Angriffs dazulegen oder verzichten</translation>
    </message>
    <message>
        <source>beat a card or take</source>
        <translation>eine Karte stechen oder aufnehmen</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>bid &lt;n&gt;, bid &lt;n&gt; better, pass, trump &lt;suit&gt;, tout, no-tout, play &lt;card&gt;, stop, go-on</source>
        <translation>bid &lt;n&gt;, bid &lt;n&gt; better, pass, trump &lt;Farbe&gt;, tout, no-tout, play &lt;Karte&gt;, stop, go-on</translation>
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
        <translation>Vom ersten Stich an</translation>
    </message>
    <message>
        <source>In the strict phase</source>
        <translation>Im strengen Spiel</translation>
    </message>
    <message>
        <source>You can only declare a marriage when you lead and hold both K and Q of that suit.</source>
        <translation>Eine Hochzeit melden kann nur, wer ausspielt und König und Dame dieser Farbe hat.</translation>
    </message>
    <message>
        <source>{card} beats none of the cards still to be beaten ({cards}): a card is beaten only by a higher card of its suit or a trump, a trump only by a higher trump, and the queen of diamonds by nothing.</source>
        <translation>{card} sticht keine der noch offenen Karten ({cards}): eine Karte wird nur von einer höheren Karte ihrer Farbe oder von einem Trumpf gestochen, ein Trumpf nur von einem höheren Trumpf und die Karo-Dame von nichts.</translation>
    </message>
    <message>
        <source>It is your turn to {task}; '{action}' is not possible now.</source>
        <translation>Sie sind dran: {task}; „{action}“ geht jetzt nicht.</translation>
    </message>
    <message>
        <source>{prefix} you must head the trick: play {cards}.</source>
        <translation>{prefix} müssen Sie den Stich überstechen: spielen Sie {cards}.</translation>
    </message>
    <message>
        <source>Only three-hand 1001 has a talon and a discard.</source>
        <translation>Nur 1001 zu dritt hat einen Talon und ein Ablegen.</translation>
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
        <translation>Tausendundeins (1001)</translation>
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
        <translation>Daus</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
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
        <translation>Grün-{n}</translation>
    </message>
    <message>
        <source>{n} of Hearts</source>
        <translation>Herz-{n}</translation>
    </message>
    <message>
        <source>{n} of Bells</source>
        <translation>Schellen-{n}</translation>
    </message>
    <message>
        <source>{n} of Acorns</source>
        <translation>Eichel-{n}</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <source>Acorns</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <source>{rank} of Leaves</source>
        <translation>Grün-{rank}</translation>
    </message>
    <message>
        <source>{rank} of Hearts</source>
        <translation>Herz-{rank}</translation>
    </message>
    <message>
        <source>{rank} of Bells</source>
        <translation>Schellen-{rank}</translation>
    </message>
    <message>
        <source>{rank} of Acorns</source>
        <translation>Eichel-{rank}</translation>
    </message>
</context>
<context>
    <name>ideas</name>
    <message>
        <source>Add a card while it can still go</source>
        <translation>Dazulegen, solange die Karte noch gehen kann</translation>
    </message>
    <message>
        <source>Attack low, keep the higher cards for defence</source>
        <translation>Niedrig angreifen, höhere Karten zur Abwehr behalten</translation>
    </message>
    <message>
        <source>Attack with the lowest plain cards</source>
        <translation>Mit den niedrigsten Karten ohne Trumpf angreifen</translation>
    </message>
    <message>
        <source>Attack with a card only a trump beats</source>
        <translation>Mit einer Karte angreifen, die nur ein Trumpf sticht</translation>
    </message>
    <message>
        <source>Attack without trumps</source>
        <translation>Ohne Trümpfe angreifen</translation>
    </message>
    <message>
        <source>Beat with the cheapest card</source>
        <translation>Mit der billigsten Karte stechen</translation>
    </message>
    <message>
        <source>Beat low, keep the higher card</source>
        <translation>Niedrig stechen, die höhere Karte behalten</translation>
    </message>
    <message>
        <source>Beat with the lowest trump</source>
        <translation>Mit dem niedrigsten Trumpf stechen</translation>
    </message>
    <message>
        <source>Bid no more than your suit's length</source>
        <translation>Nicht mehr bieten, als die Farbe lang ist</translation>
    </message>
    <message>
        <source>Bid what your hand makes</source>
        <translation>Bieten, was das Blatt schafft</translation>
    </message>
    <message>
        <source>Call a card below your own</source>
        <translation>Eine Karte unter der eigenen rufen</translation>
    </message>
    <message>
        <source>Call the top card you lack</source>
        <translation>Die höchste fehlende Karte rufen</translation>
    </message>
    <message>
        <source>A trick you cannot win</source>
        <translation>Ein Stich, der nicht zu gewinnen ist</translation>
    </message>
    <message>
        <source>Claim the game when your hand makes it</source>
        <translation>Spielen melden, wenn das Blatt es schafft</translation>
    </message>
    <message>
        <source>Renounce with the Pancerola</source>
        <translation>Mit der Pancerola abwerfen</translation>
    </message>
    <message>
        <source>Count the hand for a Bettel</source>
        <translation>Das Blatt für einen Bettel zählen</translation>
    </message>
    <message>
        <source>Count the hand for a Brand</source>
        <translation>Das Blatt für einen Brand zählen</translation>
    </message>
    <message>
        <source>Count the hand for a Mord</source>
        <translation>Das Blatt für einen Mord zählen</translation>
    </message>
    <message>
        <source>Declare a marriage</source>
        <translation>Eine Hochzeit melden</translation>
    </message>
    <message>
        <source>Slip an ace onto another's trick</source>
        <translation>Ein Ass auf einen fremden Stich abwerfen</translation>
    </message>
    <message>
        <source>Slip the Kinal onto another's trick</source>
        <translation>Den Kinal auf einen fremden Stich abwerfen</translation>
    </message>
    <message>
        <source>Throw a card that would lose anyway</source>
        <translation>Eine Karte abwerfen, die ohnehin verlöre</translation>
    </message>
    <message>
        <source>Lay away side cards</source>
        <translation>Nebenkarten ablegen</translation>
    </message>
    <message>
        <source>Lay away a suit to trump it</source>
        <translation>Eine Farbe ablegen, um sie zu stechen</translation>
    </message>
    <message>
        <source>Draw trumps</source>
        <translation>Trümpfe ziehen</translation>
    </message>
    <message>
        <source>Drop out when the bid is beyond your hand</source>
        <translation>Aussteigen, wenn das Gebot das Blatt übersteigt</translation>
    </message>
    <message>
        <source>Give the cheapest card</source>
        <translation>Die billigste Karte geben</translation>
    </message>
    <message>
        <source>Stay under with your highest card</source>
        <translation>Mit der höchsten Karte drunter bleiben</translation>
    </message>
    <message>
        <source>Hold what your hand makes</source>
        <translation>Halten, was das Blatt schafft</translation>
    </message>
    <message>
        <source>Keep cards for your own attack</source>
        <translation>Karten für den eigenen Angriff behalten</translation>
    </message>
    <message>
        <source>Let the trick go, keep the high card</source>
        <translation>Den Stich lassen, die hohe Karte behalten</translation>
    </message>
    <message>
        <source>Keep the Kaschlan</source>
        <translation>Den Kaschlan behalten</translation>
    </message>
    <message>
        <source>Keep the Kinal back</source>
        <translation>Den Kinal zurückhalten</translation>
    </message>
    <message>
        <source>Keep the marriage together</source>
        <translation>Die Hochzeit zusammenhalten</translation>
    </message>
    <message>
        <source>Keep the master card</source>
        <translation>Die höchste Karte der Farbe behalten</translation>
    </message>
    <message>
        <source>Keep the Pancerola for later</source>
        <translation>Die Pancerola aufheben</translation>
    </message>
    <message>
        <source>Keep a card that makes others pay</source>
        <translation>Eine Karte behalten, die andere zahlen lässt</translation>
    </message>
    <message>
        <source>Keep a trump of the attack rank</source>
        <translation>Einen Trumpf vom Rang des Angriffs behalten</translation>
    </message>
    <message>
        <source>Keep the trumps</source>
        <translation>Die Trümpfe behalten</translation>
    </message>
    <message>
        <source>Lay the Kinal away</source>
        <translation>Den Kinal ablegen</translation>
    </message>
    <message>
        <source>Lay away a card with points</source>
        <translation>Eine Karte mit Punkten ablegen</translation>
    </message>
    <message>
        <source>Lead against a Bettel</source>
        <translation>Gegen einen Bettel ausspielen</translation>
    </message>
    <message>
        <source>Lead a card with few points</source>
        <translation>Eine Karte mit wenig Augen ausspielen</translation>
    </message>
    <message>
        <source>Lead from your longest suit</source>
        <translation>Aus der längsten Farbe ausspielen</translation>
    </message>
    <message>
        <source>Lead low</source>
        <translation>Niedrig ausspielen</translation>
    </message>
    <message>
        <source>Lead low against a Bettel</source>
        <translation>Gegen einen Bettel niedrig ausspielen</translation>
    </message>
    <message>
        <source>Lead a card others can overtake</source>
        <translation>Eine Karte ausspielen, die andere überstechen können</translation>
    </message>
    <message>
        <source>Leave the trick to your partner</source>
        <translation>Den Stich dem Partner lassen</translation>
    </message>
    <message>
        <source>Play low before the declarer</source>
        <translation>Vor dem Alleinspieler niedrig spielen</translation>
    </message>
    <message>
        <source>Empty a suit to trump it later</source>
        <translation>Eine Farbe loswerden, um sie später zu stechen</translation>
    </message>
    <message>
        <source>A card that may still be overtaken</source>
        <translation>Eine Karte, die noch überstochen werden kann</translation>
    </message>
    <message>
        <source>Name the best trumps</source>
        <translation>Den besten Trumpf ansagen</translation>
    </message>
    <message>
        <source>Name your longest suit trumps</source>
        <translation>Die längste Farbe als Trumpf ansagen</translation>
    </message>
    <message>
        <source>No Tout with side cards</source>
        <translation>Kein Tout mit Nebenkarten</translation>
    </message>
    <message>
        <source>Beat with the only card that can</source>
        <translation>Mit der einzigen Karte stechen, die es kann</translation>
    </message>
    <message>
        <source>Pass on a short suit</source>
        <translation>Mit kurzer Farbe passen</translation>
    </message>
    <message>
        <source>Pass with a weak hand</source>
        <translation>Mit schwachem Blatt passen</translation>
    </message>
    <message>
        <source>Play a Bettel</source>
        <translation>Einen Bettel spielen</translation>
    </message>
    <message>
        <source>Play the contract your hand makes</source>
        <translation>Das Spiel spielen, das das Blatt schafft</translation>
    </message>
    <message>
        <source>Play the master card</source>
        <translation>Die höchste Karte der Farbe spielen</translation>
    </message>
    <message>
        <source>Play a card as good as the master</source>
        <translation>Eine Karte spielen, die so gut ist wie die höchste</translation>
    </message>
    <message>
        <source>Play a Mord</source>
        <translation>Einen Mord spielen</translation>
    </message>
    <message>
        <source>Win with the top trump</source>
        <translation>Mit dem höchsten Trumpf gewinnen</translation>
    </message>
    <message>
        <source>Add a card the defender must beat too</source>
        <translation>Nachlegen, was der Verteidiger auch stechen muss</translation>
    </message>
    <message>
        <source>Lay away cards that could take a trick</source>
        <translation>Karten ablegen, die einen Stich machen könnten</translation>
    </message>
    <message>
        <source>Lay away cards that could lose a trick</source>
        <translation>Karten ablegen, die einen Stich abgeben könnten</translation>
    </message>
    <message>
        <source>Trump when you cannot follow</source>
        <translation>Stechen, wenn man nicht bedienen kann</translation>
    </message>
    <message>
        <source>Trump low</source>
        <translation>Niedrig trumpfen</translation>
    </message>
    <message>
        <source>Save the top trump</source>
        <translation>Den höchsten Trumpf aufsparen</translation>
    </message>
    <message>
        <source>Shed your highest card</source>
        <translation>Die höchste Karte loswerden</translation>
    </message>
    <message>
        <source>Shed points onto another's trick</source>
        <translation>Punkte auf einen fremden Stich abwerfen</translation>
    </message>
    <message>
        <source>Shed a whole rank at once</source>
        <translation>Einen ganzen Rang auf einmal loswerden</translation>
    </message>
    <message>
        <source>Stay under the trick's best card</source>
        <translation>Unter der besten Karte des Stichs bleiben</translation>
    </message>
    <message>
        <source>Take now what you must take anyway</source>
        <translation>Jetzt aufnehmen, was ohnehin aufzunehmen ist</translation>
    </message>
    <message>
        <source>Take to keep your only defence</source>
        <translation>Aufnehmen, um die einzige Abwehr zu behalten</translation>
    </message>
    <message>
        <source>Take rather than spend trumps</source>
        <translation>Aufnehmen statt Trümpfe zu opfern</translation>
    </message>
    <message>
        <source>Take a trick with points</source>
        <translation>Einen Stich mit Augen machen</translation>
    </message>
    <message>
        <source>Take the lead with the only card that can</source>
        <translation>Mit der einzigen Karte, die es kann, die Führung übernehmen</translation>
    </message>
    <message>
        <source>Win the trick with the only card that can</source>
        <translation>Den Stich mit der einzigen Karte gewinnen, die es kann</translation>
    </message>
    <message>
        <source>Win with the card of fewest points</source>
        <translation>Mit der Karte mit den wenigsten Augen gewinnen</translation>
    </message>
    <message>
        <source>Win with your highest card</source>
        <translation>Mit der höchsten Karte gewinnen</translation>
    </message>
    <message>
        <source>Trump low instead of following</source>
        <translation>Niedrig trumpfen statt bedienen</translation>
    </message>
    <message>
        <source>Stay under the declarer</source>
        <translation>Unter dem Alleinspieler bleiben</translation>
    </message>
    <message>
        <source>Win the trick cheaply</source>
        <translation>Den Stich billig gewinnen</translation>
    </message>
    <message>
        <source>Take the lead with the master card</source>
        <translation>Mit der höchsten Karte der Farbe übernehmen</translation>
    </message>
</context>
<context>
    <name>kaschlan/about</name>
    <message>
        <source>Get rid of your cards: attack and defend in bouts, like Durak. 2 to 5 players.</source>
        <translation>Werden Sie Ihre Karten los: Angriff und Abwehr in Runden, wie beim Durak. 2 bis 5 Spieler.</translation>
    </message>
</context>
<context>
    <name>kaschlan/detail</name>
    <message>
        <source>Turn-up card</source>
        <translation>Wendekarte</translation>
    </message>
    <message>
        <source>The card turned up under the stock; its suit is trumps.</source>
        <translation>Die unter dem Stock aufgedeckte Karte; ihre Farbe ist Trumpf.</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Beaten cards, out of the game.</source>
        <translation>Gestochene Karten, aus dem Spiel.</translation>
    </message>
    <message>
        <source>Rank of the attack</source>
        <translation>Rang des Angriffs</translation>
    </message>
    <message>
        <source>Every card of this attack has this rank.</source>
        <translation>Alle Karten dieses Angriffs haben diesen Rang.</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>The suit of the turned-up card; the queen of diamonds is the highest trump in every deal.</source>
        <translation>Die Farbe der Wendekarte; die Karo-Dame ist in jedem Spiel der höchste Trumpf.</translation>
    </message>
    <message>
        <source>Limit of the attack</source>
        <translation>Grenze des Angriffs</translation>
    </message>
    <message>
        <source>How many cards the attacker and the others may lay in this bout: as many as the defender held when it began.</source>
        <translation>So viele Karten dürfen Angreifer und Beisitzer in diesem Angriff legen: so viele, wie der Verteidiger zu Beginn hielt.</translation>
    </message>
    <message>
        <source>Kaschlan marks</source>
        <translation>Kaschlan-Striche</translation>
    </message>
    <message>
        <source>Games each player has lost as the Kaschlan.</source>
        <translation>Spiele, die jeder als Kaschlan verloren hat.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>The number of this game in the match.</source>
        <translation>Die Nummer dieses Spiels in der Partie.</translation>
    </message>
    <message>
        <source>Games in the match</source>
        <translation>Spiele der Partie</translation>
    </message>
    <message>
        <source>How many games the match lasts.</source>
        <translation>So viele Spiele dauert die Partie.</translation>
    </message>
    <message>
        <source>Drawn game</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>The last players went out together: nobody lost.</source>
        <translation>Die letzten Spieler gingen zugleich hinaus: niemand verlor.</translation>
    </message>
</context>
<context>
    <name>kaschlan/move</name>
    <message>
        <source>Beat</source>
        <translation>Stechen</translation>
    </message>
    <message>
        <source>Cover an attacking card with a higher card of its suit or a trump.</source>
        <translation>Eine Angriffskarte mit einer höheren Karte ihrer Farbe oder einem Trumpf decken.</translation>
    </message>
    <message>
        <source>Beat each card: click a table card, then your card — or take.</source>
        <translation>Stechen Sie jede Karte: erst die Karte auf dem Tisch anklicken, dann Ihre Karte – oder nehmen Sie auf.</translation>
    </message>
    <message>
        <source>Beat {target} with {card}</source>
        <translation>{target} mit {card} stechen</translation>
    </message>
    <message>
        <source>{name} beats {target} with {card}</source>
        <translation>{name} sticht {target} mit {card}</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <source>Lay one or more cards of one rank against the defender.</source>
        <translation>Eine oder mehrere Karten eines Rangs gegen den Verteidiger legen.</translation>
    </message>
    <message>
        <source>Attack: select one or more cards of one rank, then Attack.</source>
        <translation>Angriff: eine oder mehrere Karten eines Ranges wählen, dann „Angreifen“.</translation>
    </message>
    <message>
        <source>Attack: click the card to lay against the defender.</source>
        <translation>Angriff: Klicken Sie die Karte an, die Sie dem Verteidiger vorlegen.</translation>
    </message>
    <message>
        <source>Attack with {cards} + coachman {card}</source>
        <translation>Angreifen mit {cards} + Kutscher {card}</translation>
    </message>
    <message>
        <source>{name} attacks with {cards} and the coachman {card}</source>
        <translation>{name} greift mit {cards} und dem Kutscher {card} an</translation>
    </message>
    <message>
        <source>Attack with {cards}</source>
        <translation>Angreifen mit {cards}</translation>
    </message>
    <message>
        <source>{name} attacks with {cards}</source>
        <translation>{name} greift mit {cards} an</translation>
    </message>
    <message>
        <source>Reinforce</source>
        <translation>Nachlegen</translation>
    </message>
    <message>
        <source>Another player adds cards of the attack's rank to the attack.</source>
        <translation>Ein anderer Spieler legt Karten vom Rang des Angriffs nach.</translation>
    </message>
    <message>
        <source>Reinforce the attack with cards of its rank, or decline.</source>
        <translation>Legen Sie Karten desselben Ranges nach, oder verzichten Sie.</translation>
    </message>
    <message>
        <source>Click a card to reinforce the attack, or decline.</source>
        <translation>Klicken Sie eine Karte an, um den Angriff zu verstärken, oder verzichten Sie.</translation>
    </message>
    <message>
        <source>Reinforce with {cards}</source>
        <translation>Nachlegen: {cards}</translation>
    </message>
    <message>
        <source>{name} reinforces with {cards}</source>
        <translation>{name} legt {cards} nach</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Dazulegen</translation>
    </message>
    <message>
        <source>The defender lays his own cards of the attack's rank beside it; he must beat them or take them like the rest.</source>
        <translation>Der Verteidiger legt eigene Karten vom Rang des Angriffs dazu; er muss sie stechen oder aufnehmen wie die übrigen.</translation>
    </message>
    <message>
        <source>The defender gives up and takes the cards still unbeaten into his hand; the pairs he beat go to the waste.</source>
        <translation>Der Verteidiger gibt auf und nimmt die noch ungestochenen Karten auf; die gestochenen Paare kommen auf die Ablage.</translation>
    </message>
    <message>
        <source>Add cards of the attack's rank from your hand, or decline.</source>
        <translation>Legen Sie eigene Karten vom Rang des Angriffs dazu, oder verzichten Sie.</translation>
    </message>
    <message>
        <source>Click a card to add it to the attack, or decline.</source>
        <translation>Klicken Sie eine Karte an, um sie zum Angriff dazuzulegen, oder verzichten Sie.</translation>
    </message>
    <message>
        <source>Add {cards}</source>
        <translation>Dazulegen: {cards}</translation>
    </message>
    <message>
        <source>{name} adds {cards}</source>
        <translation>{name} legt {cards} dazu</translation>
    </message>
    <message>
        <source>Take the cards</source>
        <translation>Karten aufnehmen</translation>
    </message>
    <message>
        <source>{name} takes the cards</source>
        <translation>{name} nimmt die Karten auf</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Verzichten</translation>
    </message>
    <message>
        <source>Add nothing to the attack.</source>
        <translation>Nichts zum Angriff legen.</translation>
    </message>
    <message>
        <source>{name} declines</source>
        <translation>{name} verzichtet</translation>
    </message>
</context>
<context>
    <name>kaschlan/option</name>
    <message>
        <source>Pack</source>
        <translation>Kartenpaket</translation>
    </message>
    <message>
        <source>Coachman (Kutscher)</source>
        <translation>Kutscher</translation>
    </message>
    <message>
        <source>Rotate attacker</source>
        <translation>Angreifer wechselt</translation>
    </message>
    <message>
        <source>Games in a match</source>
        <translation>Spiele je Partie</translation>
    </message>
</context>
<context>
    <name>kaschlan/phase</name>
    <message>
        <source>Game over</source>
        <translation>Spiel zu Ende</translation>
    </message>
    <message>
        <source>Only one player still holds cards (he is the Kaschlan), or nobody does: the game is scored.</source>
        <translation>Nur noch ein Spieler hält Karten (er ist der Kaschlan), oder keiner mehr: das Spiel wird abgerechnet.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>The attacker lays cards against the defender.</source>
        <translation>Der Angreifer legt Karten gegen den Verteidiger.</translation>
    </message>
    <message>
        <source>Reinforcement</source>
        <translation>Nachlegen</translation>
    </message>
    <message>
        <source>The others may join the attack.</source>
        <translation>Die anderen dürfen sich dem Angriff anschließen.</translation>
    </message>
    <message>
        <source>Defender's own cards</source>
        <translation>Zulegen des Verteidigers</translation>
    </message>
    <message>
        <source>The defender may lay cards of the attack's rank from his own hand beside it.</source>
        <translation>Der Verteidiger darf Karten vom Rang des Angriffs aus der eigenen Hand dazulegen.</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Abwehr</translation>
    </message>
    <message>
        <source>The defender beats the cards or takes them.</source>
        <translation>Der Verteidiger sticht die Karten oder nimmt sie auf.</translation>
    </message>
</context>
<context>
    <name>kaschlan/role</name>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Leads the attack against the defender.</source>
        <translation>Führt den Angriff gegen den Verteidiger.</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>Must beat every attacking card, or take the ones left unbeaten.</source>
        <translation>Muss jede Angriffskarte stechen oder die ungestochenen aufnehmen.</translation>
    </message>
    <message>
        <source>Bystander</source>
        <translation>Beisitzer</translation>
    </message>
    <message>
        <source>May reinforce the attack.</source>
        <translation>Darf beim Angriff nachlegen.</translation>
    </message>
    <message>
        <source>Kaschlan</source>
        <translation>Kaschlan</translation>
    </message>
    <message>
        <source>Was left holding cards: loses the game.</source>
        <translation>Blieb mit Karten übrig: verliert das Spiel.</translation>
    </message>
    <message>
        <source>Rearhand</source>
        <translation>Hinterhand</translation>
    </message>
    <message>
        <source>Sits right of the dealer and cuts the pack.</source>
        <translation>Sitzt rechts vom Kartengeber und hebt ab.</translation>
    </message>
    <message>
        <source>Attacker</source>
        <comment>feminine</comment>
        <translation>Angreiferin</translation>
    </message>
    <message>
        <source>Leads the attack against the defender.</source>
        <comment>feminine</comment>
        <translation>Führt den Angriff gegen den Verteidiger.</translation>
    </message>
    <message>
        <source>Defender</source>
        <comment>feminine</comment>
        <translation>Verteidigerin</translation>
    </message>
    <message>
        <source>Must beat every attacking card, or take the ones left unbeaten.</source>
        <comment>feminine</comment>
        <translation>Muss jede Angriffskarte stechen oder die ungestochenen aufnehmen.</translation>
    </message>
    <message>
        <source>Bystander</source>
        <comment>feminine</comment>
        <translation>Beisitzerin</translation>
    </message>
    <message>
        <source>May reinforce the attack.</source>
        <comment>feminine</comment>
        <translation>Darf beim Angriff nachlegen.</translation>
    </message>
    <message>
        <source>Kaschlan</source>
        <comment>feminine</comment>
        <translation>Kaschlan</translation>
    </message>
    <message>
        <source>Was left holding cards: loses the game.</source>
        <comment>feminine</comment>
        <translation>Blieb mit Karten übrig: verliert das Spiel.</translation>
    </message>
    <message>
        <source>Rearhand</source>
        <comment>feminine</comment>
        <translation>Hinterhand</translation>
    </message>
    <message>
        <source>Sits right of the dealer and cuts the pack.</source>
        <comment>feminine</comment>
        <translation>Sitzt rechts vom Kartengeber und hebt ab.</translation>
    </message>
</context>
<context>
    <name>kaschlan/talon</name>
    <message>
        <source>Waste</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Beaten cards, face down, out of the game.</source>
        <translation>Gestochene Karten, verdeckt, aus dem Spiel.</translation>
    </message>
</context>
<context>
    <name>kaschlan/word</name>
    <message>
        <source>Coachman (Kutscher)</source>
        <translation>Kutscher</translation>
    </message>
    <message>
        <source>With the option on, an attack of two or more cards of one rank may take one more card of any rank, the coachman; it counts against the limit.</source>
        <translation>Mit dieser Regelvariante darf ein Angriff aus zwei oder mehr Karten eines Rangs eine weitere Karte beliebigen Rangs mitnehmen, den Kutscher; er zählt zur Grenze.</translation>
    </message>
    <message>
        <source>The Kaschlan (queen of diamonds)</source>
        <translation>Der Kaschlan (Karo-Dame)</translation>
    </message>
    <message>
        <source>The highest trump in every deal: nothing beats it, it can only be taken.</source>
        <translation>In jedem Spiel der höchste Trumpf: nichts sticht ihn, man kann ihn nur aufnehmen.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>The face-down cards left after the deal: attackers and reinforcers draw back to five from it at once; the trump card under it is drawn last.</source>
        <translation>Die nach dem Geben verdeckt übrigen Karten: Angreifer und Nachleger ziehen daraus sofort auf fünf nach; die Trumpfkarte darunter wird zuletzt gezogen.</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <source>Lesson 1: attack and defence</source>
        <translation>Lektion 1: Angriff und Abwehr</translation>
    </message>
    <message>
        <source>Lesson 2: adding to the attack</source>
        <translation>Lektion 2: Nachlegen</translation>
    </message>
    <message>
        <source>Lesson 3: the queen of diamonds</source>
        <translation>Lektion 3: die Karo-Dame</translation>
    </message>
    <message>
        <source>You hold the queen of diamonds, the Kaschlan: the highest trump, which nothing beats. Whoever is attacked with it must take it, so keep it for the right moment.</source>
        <translation>Sie haben die Karo-Dame, den Kaschlan: den höchsten Trumpf, den nichts sticht. Wer damit angegriffen wird, muss sie aufnehmen – heben Sie sie für den richtigen Moment auf.</translation>
    </message>
    <message>
        <source>Lesson 4: taking the cards and drawing</source>
        <translation>Lektion 4: Aufnehmen und Nachziehen</translation>
    </message>
    <message>
        <source>Lesson 1: tricks while the stock lasts</source>
        <translation>Lektion 1: Stiche, solange der Stapel reicht</translation>
    </message>
    <message>
        <source>Lesson 2: a marriage</source>
        <translation>Lektion 2: eine Hochzeit</translation>
    </message>
    <message>
        <source>You attack first. Lay one card that is no trump against your left neighbour (keep your trumps for beating); he must beat it with a higher card of its suit or a trump, or take it. Then you draw back to five cards.</source>
        <translation>Sie greifen zuerst an. Legen Sie Ihrem linken Nachbarn eine Karte vor, die kein Trumpf ist (die Trümpfe heben Sie zum Stechen auf); er muss sie mit einer höheren Karte ihrer Farbe oder einem Trumpf stechen oder sie aufnehmen. Danach ziehen Sie wieder auf fünf Karten nach.</translation>
    </message>
    <message>
        <source>You hold two cards of one rank, neither of them a trump: attack with both. The others may reinforce the attack with cards of that rank, and the defender may add his own.</source>
        <translation>Sie haben zwei Karten eines Rangs, keine davon Trumpf: Greifen Sie mit beiden an. Die anderen dürfen mit Karten dieses Rangs nachlegen, und der Verteidiger darf eigene dazulegen.</translation>
    </message>
    <message>
        <source>This time you defend. When you cannot beat every card, take the ones left unbeaten (the pairs you beat go to the waste): you draw nothing, the attacker draws from the stock and attacks you again.</source>
        <translation>Diesmal verteidigen Sie. Können Sie nicht jede Karte stechen, nehmen Sie die ungestochenen auf (die gestochenen Paare kommen auf die Ablage): Sie ziehen nichts, der Angreifer zieht vom Stock und greift Sie wieder an.</translation>
    </message>
    <message>
        <source>You lead. While cards remain in the stock you may play any card; the higher card of the suit led or a trump wins, and the winner draws first. No suit is trumps until a marriage names one, so an ace led now wins the trick: lead it.</source>
        <translation>Sie spielen aus. Solange der Stapel Karten hat, dürfen Sie jede Karte spielen; die höhere Karte der ausgespielten Farbe oder ein Trumpf gewinnt, und der Gewinner zieht zuerst. Trumpf gibt es erst, wenn eine Hochzeit eine Farbe dazu macht; ein Ass, das Sie jetzt ausspielen, gewinnt also den Stich: Spielen Sie es aus.</translation>
    </message>
    <message>
        <source>You hold king and queen of one suit. Lead one of them as a marriage: that suit becomes trumps at once, and the marriage scores if you win at least one trick in the deal.</source>
        <translation>Sie haben König und Dame einer Farbe. Spielen Sie eine davon als Hochzeit aus: Diese Farbe wird sofort Trumpf, und die Hochzeit zählt, wenn Sie in diesem Spiel mindestens einen Stich machen.</translation>
    </message>
    <message>
        <source>Lesson 1: the auction</source>
        <translation>Lektion 1: das Bieten</translation>
    </message>
    <message>
        <source>You speak first and hold a long suit with its ace: say Play to be the declarer. When another player wants to play too, the earlier seat names a contract and the later must name a higher one or drop out; the earlier may hold the same level. Brands rank by suit (Acorns lowest, then Leaves, Bells, Hearts), then Bettel and Mord. A Brand needs six of the ten tricks, and the deal stops as soon as the outcome is certain.</source>
        <translation>Sie sprechen zuerst und halten eine lange Farbe mit ihrem Daus: sagen Sie „Spielen“, um Alleinspieler zu werden. Will noch ein Spieler spielen, nennt der frühere Platz ein Spiel, und der spätere muss ein höheres nennen oder aussteigen; der frühere darf dieselbe Stufe halten. Die Brand-Spiele ordnen sich nach der Farbe (Eichel am niedrigsten, dann Grün, Schellen, Herz), darüber Bettel und Mord. Ein Brand braucht sechs der zehn Stiche, und das Spiel endet, sobald der Ausgang feststeht.</translation>
    </message>
    <message>
        <source>Lesson 2: defending</source>
        <translation>Lektion 2: Verteidigen</translation>
    </message>
    <message>
        <source>A weak hand: no ace, no long suit. Pass, and defend together with the other player against the declarer.</source>
        <translation>Ein schwaches Blatt: kein Ass, keine lange Farbe. Passen Sie und verteidigen Sie mit dem anderen Spieler gegen den Alleinspieler.</translation>
    </message>
    <message>
        <source>Lesson 1: the Olsch and the bidding</source>
        <translation>Lektion 1: die Olsch und das Bieten</translation>
    </message>
    <message>
        <source>You speak first in the bidding, holding the Olsch, the queen of clubs: the highest trump of all. The highest bid names trumps; win the majority of tricks with your partner opposite.</source>
        <translation>Sie sprechen im Bieten zuerst und haben die Olsch, die Kreuz-Dame: den höchsten Trumpf überhaupt. Das höchste Gebot bestimmt Trumpf; holen Sie mit Ihrem Partner gegenüber die Mehrheit der Stiche.</translation>
    </message>
    <message>
        <source>Lesson 2: playing for your partner</source>
        <translation>Lektion 2: für den Partner spielen</translation>
    </message>
    <message>
        <source>A weak hand: leave the bidding to the others and help your partner opposite win the majority of tricks.</source>
        <translation>Ein schwaches Blatt: Überlassen Sie das Bieten den anderen und helfen Sie Ihrem Partner gegenüber, die Mehrheit der Stiche zu holen.</translation>
    </message>
    <message>
        <source>Lesson 1: take as few points as you can</source>
        <translation>Lektion 1: so wenige Punkte wie möglich</translation>
    </message>
    <message>
        <source>First lay away your card with the most points in the exchange (king 3, queen 2, jack 1) and take one from the talon. Then play low, follow suit, and leave the tricks with aces and court cards to the others.</source>
        <translation>Legen Sie zuerst beim Tausch Ihre Karte mit den meisten Punkten weg (König 3, Dame 2, Bube 1) und nehmen Sie eine vom Talon. Spielen Sie dann niedrig, bedienen Sie die Farbe und überlassen Sie die Stiche mit Assen und Bildern den anderen.</translation>
    </message>
    <message>
        <source>You deal, so you first lay one card away and take none: keep the Kinal, the jack of hearts. Throw it on a trick led in another suit and its winner pays you; if a heart lead forces it out, you pay.</source>
        <translation>Sie geben, also legen Sie zuerst eine Karte weg und nehmen keine: Behalten Sie den Kinal, den Herz-Buben. Werfen Sie ihn auf einen Stich in einer anderen Farbe, zahlt dessen Gewinner Ihnen; zwingt ihn ein Herz-Ausspiel heraus, zahlen Sie.</translation>
    </message>
    <message>
        <source>Lesson 2: the Kinal</source>
        <translation>Lektion 2: der Kinal</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <translation>{first} oder {last}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>The only possible move is “{move}”.</source>
        <translation>Möglich ist nur „{move}“.</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>North German (Berlin) pattern</source>
        <translation>Norddeutsches (Berliner) Bild</translation>
    </message>
    <message>
        <source>Bavarian pattern</source>
        <translation>Bayerisches Bild</translation>
    </message>
    <message>
        <source>Four-colour tournament pattern</source>
        <translation>Vierfarbiges Turnierbild</translation>
    </message>
    <message>
        <source>“{move}”</source>
        <translation>„{move}“</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>pack</source>
        <translation>Kartenpaket</translation>
    </message>
    <message>
        <source>Pack: 32 (A–7), 52 (A–2) or 24 cards (A–9, 2–4 players)</source>
        <translation>Paket: 32 (A–7), 52 (A–2) oder 24 Karten (A–9, 2–4 Spieler)</translation>
    </message>
    <message>
        <source>coachman</source>
        <translation>Kutscher</translation>
    </message>
    <message>
        <source>Coachman: an attack of 2+ cards of a rank may carry one extra card</source>
        <translation>Kutscher: ein Angriff mit 2 oder mehr Karten eines Ranges darf eine beliebige Karte mitnehmen</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>rotate_attacker</source>
        <translation>Angreifer wechselt</translation>
    </message>
    <message>
        <source>After a take the attacker role passes clockwise</source>
        <translation>Nach dem Aufnehmen geht das Angreifen im Uhrzeigersinn weiter</translation>
    </message>
    <message>
        <source>match_games</source>
        <translation>Spiele je Partie</translation>
    </message>
    <message>
        <source>Number of games in a match</source>
        <translation>Anzahl der Spiele einer Partie</translation>
    </message>
    <message>
        <source>marriage_scoring</source>
        <translation>Hochzeitswerte</translation>
    </message>
    <message>
        <source>Marriage values: suit = clubs 100, spades 80, hearts 60, diamonds 40 (Russeln: hearts 100, diamonds 80, spades 60, clubs 40); order = 40, 60, 80, 100 for the 1st to 4th marriage of the deal.</source>
        <translation>Wert der Hochzeiten: nach Farbe = Kreuz 100, Pik 80, Herz 60, Karo 40 (Russeln: Herz 100, Karo 80, Pik 60, Kreuz 40); nach Reihenfolge = 40, 60, 80, 100 für die 1. bis 4. Hochzeit des Spiels.</translation>
    </message>
    <message>
        <source>suit</source>
        <translation>nach Farbe</translation>
    </message>
    <message>
        <source>order</source>
        <translation>nach Reihenfolge</translation>
    </message>
    <message>
        <source>face_bottom_card</source>
        <translation>Unterste Karte offen</translation>
    </message>
    <message>
        <source>Two-hand game: the bottom card of the stock lies face up.</source>
        <translation>Spiel zu zweit: die unterste Karte des Stocks liegt offen.</translation>
    </message>
    <message>
        <source>Two-hand game: 24 cards (A 10 K Q J 9, 8 each) or 32 cards (adds 8 and 7; 6 each, stock 20).</source>
        <translation>Spiel zu zweit: 24 Karten (A 10 K D B 9, je 8) oder 32 Karten (dazu 8 und 7; je 6, Stock 20).</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>two_hand: the classic game for 2; three_hand: McLeod's three-hand 1001 (20 cards, auction, talon); russeln: the Austrian three-player game (24 cards, auction).</source>
        <translation>Zu zweit: das klassische Spiel; zu dritt: McLeods 1001 für drei (20 Karten, Reizen, Talon); Russeln: das österreichische Spiel für drei (24 Karten, Reizen).</translation>
    </message>
    <message>
        <source>two_hand</source>
        <translation>zu zweit</translation>
    </message>
    <message>
        <source>three_hand</source>
        <translation>zu dritt</translation>
    </message>
    <message>
        <source>russeln</source>
        <translation>Russeln</translation>
    </message>
    <message>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Russeln: the total that wins the match.</source>
        <translation>Russeln: der Punktestand, mit dem man die Partie gewinnt.</translation>
    </message>
    <message>
        <source>mord_value</source>
        <translation>Wert des Mords</translation>
    </message>
    <message>
        <source>Value of Mord: 3, or 5 (the '50 instead of 30' practice).</source>
        <translation>Wert des Mords: 3 oder 5 (der Brauch „50 statt 30“).</translation>
    </message>
    <message>
        <source>match_deals</source>
        <translation>Spiele je Partie</translation>
    </message>
    <message>
        <source>Number of hands in a match (ignored with a target).</source>
        <translation>Anzahl der Spiele einer Partie (entfällt, wenn ein Ziel gesetzt ist).</translation>
    </message>
    <message>
        <source>End the match after the hand in which a total reaches +target or -target.</source>
        <translation>Die Partie endet nach dem Spiel, in dem ein Stand +Ziel oder −Ziel erreicht.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>score_mode</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>Points on a sheet, or money by the tariff.</source>
        <translation>Punkte auf der Liste, oder Geld nach dem Tarif.</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>tariff</source>
        <translation>Tarif</translation>
    </message>
    <message>
        <source>Hard score: cents per game value.</source>
        <translation>Abrechnung in Geld: Cent je Spielwert.</translation>
    </message>
    <message>
        <source>match_target</source>
        <translation>Fäden zum Sieg</translation>
    </message>
    <message>
        <source>Threads plus hooks a team needs to win the match.</source>
        <translation>Fäden und Haken, die eine Partei zum Gewinn der Partie braucht.</translation>
    </message>
    <message>
        <source>kinal_pot</source>
        <translation>Kinal und Pott</translation>
    </message>
    <message>
        <source>Kinal discarded wins the pot; Kinal forced doubles the pot.</source>
        <translation>Wer den Kinal abwirft, gewinnt den Pott; wird der Kinal herausgezwungen, verdoppelt sein Besitzer den Pott.</translation>
    </message>
    <message>
        <source>Number of deals in a match.</source>
        <translation>Anzahl der Spiele einer Partie.</translation>
    </message>
</context>
<context>
    <name>plurals</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n Marke</numerusform>
            <numerusform>%n Marken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cent(s)</source>
        <translation>
            <numerusform>%n Cent</numerusform>
            <numerusform>%n Cent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Kaschlan mark(s)</source>
        <translation>
            <numerusform>%n Kaschlan-Strich</numerusform>
            <numerusform>%n Kaschlan-Striche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n Faden</numerusform>
            <numerusform>%n Fäden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hook(s)</source>
        <translation>
            <numerusform>%n Haken</numerusform>
            <numerusform>%n Haken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the stock</source>
        <translation>
            <numerusform>noch %n Karte im Stock</numerusform>
            <numerusform>noch %n Karten im Stock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) short of 1001</source>
        <translation>
            <numerusform>%n Punkt bis 1001</numerusform>
            <numerusform>%n Punkte bis 1001</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n possible move(s)</source>
        <translation>
            <numerusform>%n möglicher Zug</numerusform>
            <numerusform>%n mögliche Züge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scharwenzel/about</name>
    <message>
        <source>Two teams play for most tricks; the Olsch, the queen of clubs, is the highest trump. 4, 6 or 8 players.</source>
        <translation>Zwei Mannschaften spielen um die meisten Stiche; die Olsch, die Kreuz-Dame, ist der höchste Trumpf. 4, 6 oder 8 Spieler.</translation>
    </message>
</context>
<context>
    <name>scharwenzel/detail</name>
    <message>
        <source>Bidder</source>
        <translation>Höchstbietender</translation>
    </message>
    <message>
        <source>Who made the highest bid.</source>
        <translation>Wer das höchste Gebot abgab.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Höchstbietender</translation>
    </message>
    <message>
        <source>Who made the highest bid and named trumps; his team plays for the majority.</source>
        <translation>Wer am höchsten bot und Trumpf ansagte; seine Partei spielt um die Mehrheit.</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>The trump suit of this hand. Above it, in every hand: the Olsch, the Nillje (the seven of trumps), the Basta and the four Burs.</source>
        <translation>Die Trumpffarbe dieses Spiels. Darüber stehen in jedem Spiel: die Olsch, die Nillje (die Trumpf-Sieben), die Basta und die vier Burs.</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <source>The highest bid.</source>
        <translation>Das höchste Gebot.</translation>
    </message>
    <message>
        <source>Game value</source>
        <translation>Spielwert</translation>
    </message>
    <message>
        <source>What this hand is worth.</source>
        <translation>Was dieses Spiel wert ist.</translation>
    </message>
    <message>
        <source>Tout announced</source>
        <translation>Tout angesagt</translation>
    </message>
    <message>
        <source>Whether a Tout was announced.</source>
        <translation>Ob ein Tout angesagt wurde.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Tricks each team has taken.</source>
        <translation>Stiche jeder Partei.</translation>
    </message>
    <message>
        <source>Tricks for the majority</source>
        <translation>Stiche für die Mehrheit</translation>
    </message>
    <message>
        <source>Tricks a team needs for the majority.</source>
        <translation>So viele Stiche braucht eine Partei für die Mehrheit.</translation>
    </message>
    <message>
        <source>Majority</source>
        <translation>Mehrheit</translation>
    </message>
    <message>
        <source>The team that won the majority.</source>
        <translation>Die Partei mit der Mehrheit.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Points toward a game, scored in this deal: only a team that reaches 24 wins a game and its thread (This deal counts threads and hooks); then both restart at 0.</source>
        <translation>Punkte auf eine Runde, in diesem Spiel gemacht: erst eine Partei mit 24 gewinnt eine Runde und ihren Faden („Dieses Spiel“ zählt Fäden und Haken); dann beginnen beide wieder bei 0.</translation>
    </message>
    <message>
        <source>Points of each team in the current game.</source>
        <translation>Punkte jeder Partei in der laufenden Runde.</translation>
    </message>
    <message>
        <source>Points for a game</source>
        <translation>Punkte für eine Runde</translation>
    </message>
    <message>
        <source>Points that win a game.</source>
        <translation>Punkte, die eine Runde gewinnen.</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <source>Points of tied hands, waiting for the next majority.</source>
        <translation>Punkte aus unentschiedenen Spielen, die auf die nächste Mehrheit warten.</translation>
    </message>
    <message>
        <source>Bock deal</source>
        <translation>Bockspiel</translation>
    </message>
    <message>
        <source>The hand ended tied: its value goes into the Bock.</source>
        <translation>Das Spiel endete unentschieden: sein Wert kommt in den Bock.</translation>
    </message>
    <message>
        <source>Paid from the Bock</source>
        <translation>Aus dem Bock bezahlt</translation>
    </message>
    <message>
        <source>Points paid out of the Bock.</source>
        <translation>Aus dem Bock gezahlte Punkte.</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Fäden</translation>
    </message>
    <message>
        <source>Threads of each team: one per game won (two for a Petersdorfer).</source>
        <translation>Fäden jeder Partei: einer je gewonnene Runde (zwei für einen Petersdorfer).</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Haken</translation>
    </message>
    <message>
        <source>Hooks of each team: won with a Tout, or gained when the other team loses one.</source>
        <translation>Haken jeder Partei: gewonnen mit einem Tout oder erhalten, wenn die andere Partei einen verliert.</translation>
    </message>
    <message>
        <source>Threads won</source>
        <translation>Gewonnene Fäden</translation>
    </message>
    <message>
        <source>Threads won in this hand.</source>
        <translation>In diesem Spiel gewonnene Fäden.</translation>
    </message>
    <message>
        <source>Hooks won</source>
        <translation>Gewonnene Haken</translation>
    </message>
    <message>
        <source>Hooks won in this hand.</source>
        <translation>In diesem Spiel gewonnene Haken.</translation>
    </message>
    <message>
        <source>Threads to win</source>
        <translation>Fäden zum Sieg</translation>
    </message>
    <message>
        <source>Threads plus hooks that win the match.</source>
        <translation>Fäden und Haken, die die Partie gewinnen.</translation>
    </message>
    <message>
        <source>Matadors</source>
        <translation>Matadore</translation>
    </message>
    <message>
        <source>The unbroken top trumps one team held.</source>
        <translation>Die lückenlosen höchsten Trümpfe einer Partei.</translation>
    </message>
    <message>
        <source>For the first ones</source>
        <translation>Für die Ersten</translation>
    </message>
    <message>
        <source>Majority reached before the opponents took a trick: 2 points more.</source>
        <translation>Mehrheit, bevor die Gegner einen Stich machten: 2 Punkte mehr.</translation>
    </message>
    <message>
        <source>Game won by</source>
        <translation>Runde gewonnen von</translation>
    </message>
    <message>
        <source>The team that won the game.</source>
        <translation>Die Partei, die die Runde gewann.</translation>
    </message>
    <message>
        <source>Petersdorfer</source>
        <translation>Petersdorfer</translation>
    </message>
    <message>
        <source>A game won while the opponents have 0 points: two threads.</source>
        <translation>Eine Runde, gewonnen während die Gegner 0 Punkte haben: zwei Fäden.</translation>
    </message>
    <message>
        <source>Bidder</source>
        <comment>feminine</comment>
        <translation>Höchstbietende</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>feminine</comment>
        <translation>Höchstbietende</translation>
    </message>
</context>
<context>
    <name>scharwenzel/move</name>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Lay one card of your hand on the trick.</source>
        <translation>Eine Karte der Hand zum Stich legen.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Spielen Sie eine Karte.</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>{cards} spielen</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} spielt {cards}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>The highest bidder names the trump suit.</source>
        <translation>Der Höchstbietende sagt die Trumpffarbe an.</translation>
    </message>
    <message>
        <source>Name the trump suit.</source>
        <translation>Sagen Sie den Trumpf an.</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Trumpf: {suit}</translation>
    </message>
    <message>
        <source>{name} names {suit} trumps</source>
        <translation>{name} sagt {suit} als Trumpf an</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>Say you hold this many cards of one suit. 'Better' means clubs (acorns in a German-suited pack): it beats a plain bid of the same number, and a game with clubs as trumps after a bid counts double.</source>
        <translation>Sagen, dass man so viele Karten einer Farbe hält. „Besser“ heißt Kreuz (Eichel bei deutschen Karten): es schlägt ein einfaches Gebot derselben Zahl, und ein Spiel mit Kreuz als Trumpf nach einem Gebot zählt doppelt.</translation>
    </message>
    <message>
        <source>Bid or pass.</source>
        <translation>Bieten oder passen.</translation>
    </message>
    <message>
        <source>Bid {n} better ({clubs})</source>
        <translation>{n} besser bieten ({clubs})</translation>
    </message>
    <message>
        <source>{name} bids {n} better ({clubs})</source>
        <translation>{name} bietet {n} besser ({clubs})</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>{n} bieten</translation>
    </message>
    <message>
        <source>{name} bids {n}</source>
        <translation>{name} bietet {n}</translation>
    </message>
    <message>
        <source>Announce Tout</source>
        <translation>Tout ansagen</translation>
    </message>
    <message>
        <source>Promise that your team takes every trick.</source>
        <translation>Versprechen, dass die eigene Partei alle Stiche macht.</translation>
    </message>
    <message>
        <source>Announce Tout?</source>
        <translation>Tout ansagen?</translation>
    </message>
    <message>
        <source>{name} announces Tout</source>
        <translation>{name} sagt Tout an</translation>
    </message>
    <message>
        <source>No Tout</source>
        <translation>Kein Tout</translation>
    </message>
    <message>
        <source>Play for the bid only.</source>
        <translation>Nur auf das Gebot spielen.</translation>
    </message>
    <message>
        <source>{name} announces no Tout</source>
        <translation>{name} sagt kein Tout an</translation>
    </message>
    <message>
        <source>Stop and score</source>
        <translation>Aufhören und schreiben</translation>
    </message>
    <message>
        <source>End the hand now with the majority won.</source>
        <translation>Das Spiel jetzt mit gewonnener Mehrheit beenden.</translation>
    </message>
    <message>
        <source>Stop and score, or go on for Tout?</source>
        <translation>Aufhören und schreiben, oder weiter auf Tout?</translation>
    </message>
    <message>
        <source>{name} stops and scores</source>
        <translation>{name} hört auf und schreibt</translation>
    </message>
    <message>
        <source>Go on for Tout</source>
        <translation>Weiter auf Tout</translation>
    </message>
    <message>
        <source>Play on for a Tout: if your team wins every trick, the Tout is won and brings one hook; if the opponents take a trick, the Tout is lost (they get 2 hooks), but the majority already won still scores.</source>
        <translation>Weiter auf Tout: Macht Ihre Partei alle Stiche, ist der Tout gewonnen und bringt einen Haken; macht die Gegenpartei einen Stich, ist nur der Tout verloren (sie bekommt 2 Haken), die schon gewonnene Mehrheit zählt weiter.</translation>
    </message>
    <message>
        <source>{name} goes on for Tout</source>
        <translation>{name} spielt weiter auf Tout</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Say nothing more in this bidding.</source>
        <translation>In diesem Bieten nichts mehr sagen.</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passt</translation>
    </message>
</context>
<context>
    <name>scharwenzel/option</name>
    <message>
        <source>Threads to win</source>
        <translation>Fäden zum Sieg</translation>
    </message>
</context>
<context>
    <name>scharwenzel/phase</name>
    <message>
        <source>Hand over</source>
        <translation>Spiel zu Ende</translation>
    </message>
    <message>
        <source>One team has the majority and no Tout is being played (or the tricks are shared equally): the rest cannot change the result, so the hand is scored.</source>
        <translation>Eine Partei hat die Mehrheit, und kein Tout wird gespielt (oder die Stiche sind gleich verteilt): der Rest kann am Ergebnis nichts ändern, also wird abgerechnet.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>Each player bids once; the highest bid names trumps.</source>
        <translation>Jeder bietet einmal; das höchste Gebot bestimmt Trumpf.</translation>
    </message>
    <message>
        <source>Naming trumps</source>
        <translation>Trumpf ansagen</translation>
    </message>
    <message>
        <source>The highest bidder names trumps.</source>
        <translation>Der Höchstbietende sagt Trumpf an.</translation>
    </message>
    <message>
        <source>Tout?</source>
        <translation>Tout?</translation>
    </message>
    <message>
        <source>The highest bidder may announce Tout.</source>
        <translation>Der Höchstbietende darf Tout ansagen.</translation>
    </message>
    <message>
        <source>Stop or go on</source>
        <translation>Aufhören oder weiterspielen</translation>
    </message>
    <message>
        <source>The majority is won: stop or play for Tout.</source>
        <translation>Die Mehrheit ist gewonnen: aufhören oder auf Tout spielen.</translation>
    </message>
</context>
<context>
    <name>scharwenzel/role</name>
    <message>
        <source>Bidder</source>
        <translation>Höchstbietender</translation>
    </message>
    <message>
        <source>Made the highest bid.</source>
        <translation>Hat das höchste Gebot abgegeben.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Höchstbietender</translation>
    </message>
    <message>
        <source>Made the highest bid and named trumps; plays with his team for the majority.</source>
        <translation>Hat am höchsten geboten und Trumpf angesagt; spielt mit seiner Partei um die Mehrheit.</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Gegenpartei</translation>
    </message>
    <message>
        <source>Plays with his team against the team of the highest bidder.</source>
        <translation>Spielt mit seiner Partei gegen die Partei des Höchstbietenden.</translation>
    </message>
    <message>
        <source>Bidder</source>
        <comment>feminine</comment>
        <translation>Höchstbietende</translation>
    </message>
    <message>
        <source>Made the highest bid.</source>
        <comment>feminine</comment>
        <translation>Hat das höchste Gebot abgegeben.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>feminine</comment>
        <translation>Höchstbietende</translation>
    </message>
    <message>
        <source>Made the highest bid and named trumps; plays with his team for the majority.</source>
        <comment>feminine</comment>
        <translation>Hat am höchsten geboten und Trumpf angesagt; spielt mit ihrer Partei um die Mehrheit.</translation>
    </message>
    <message>
        <source>Defender</source>
        <comment>feminine</comment>
        <translation>Gegenpartei</translation>
    </message>
    <message>
        <source>Plays with his team against the team of the highest bidder.</source>
        <comment>feminine</comment>
        <translation>Spielt mit ihrer Partei gegen die Partei des Höchstbietenden.</translation>
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
        <translation>Die Kreuz-Dame: in jedem Spiel der höchste Trumpf.</translation>
    </message>
    <message>
        <source>Nillje</source>
        <translation>Nillje</translation>
    </message>
    <message>
        <source>The seven of the trump suit: the second-highest trump, above the Basta.</source>
        <translation>Die Sieben der Trumpffarbe: der zweithöchste Trumpf, über der Basta.</translation>
    </message>
    <message>
        <source>Basta</source>
        <translation>Basta</translation>
    </message>
    <message>
        <source>The queen of spades: the third-highest trump in every hand.</source>
        <translation>Die Pik-Dame: in jedem Spiel der dritthöchste Trumpf.</translation>
    </message>
    <message>
        <source>Kleverbur</source>
        <translation>Kleverbur</translation>
    </message>
    <message>
        <source>The jack of clubs, the first of the four Burs: a trump in every hand, below the Basta.</source>
        <translation>Der Kreuz-Bube, der erste der vier Burs: in jedem Spiel Trumpf, unter der Basta.</translation>
    </message>
    <message>
        <source>Piekbur</source>
        <translation>Piekbur</translation>
    </message>
    <message>
        <source>The jack of spades, the second of the four Burs: a trump in every hand.</source>
        <translation>Der Pik-Bube, der zweite der vier Burs: in jedem Spiel Trumpf.</translation>
    </message>
    <message>
        <source>Hartenbur</source>
        <translation>Hartenbur</translation>
    </message>
    <message>
        <source>The jack of hearts, the third of the four Burs: a trump in every hand, never a heart.</source>
        <translation>Der Herz-Bube, der dritte der vier Burs: in jedem Spiel Trumpf, nie ein Herz.</translation>
    </message>
    <message>
        <source>Rutenbur</source>
        <translation>Rutenbur</translation>
    </message>
    <message>
        <source>The jack of diamonds, the last of the four Burs: a trump in every hand, above the trump ace.</source>
        <translation>Der Karo-Bube, der letzte der vier Burs: in jedem Spiel Trumpf, über dem Trumpf-Ass.</translation>
    </message>
    <message>
        <source>Macker</source>
        <translation>Macker</translation>
    </message>
    <message>
        <source>Your partner: a player of your own team.</source>
        <translation>Ihr Partner: ein Spieler Ihrer eigenen Partei.</translation>
    </message>
    <message>
        <source>Wir</source>
        <translation>Wir</translation>
    </message>
    <message>
        <source>"Us": the team in the even seats, yours at this table.</source>
        <translation>Die Partei auf den geraden Plätzen, an diesem Tisch Ihre.</translation>
    </message>
    <message>
        <source>Ihr</source>
        <translation>Ihr</translation>
    </message>
    <message>
        <source>"You": the team in the odd seats, your opponents.</source>
        <translation>Die Partei auf den ungeraden Plätzen, Ihre Gegner.</translation>
    </message>
</context>
<context>
    <name>tausendundeins/about</name>
    <message>
        <source>Two players race to 1001 points; a king and queen of one suit make trumps.</source>
        <translation>Zwei Spieler wetteifern um 1001 Punkte; König und Dame einer Farbe bestimmen Trumpf.</translation>
    </message>
</context>
<context>
    <name>tausendundeins/detail</name>
    <message>
        <source>Variant</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>Which form of 1001 is played.</source>
        <translation>Welche Form von 1001 gespielt wird.</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <source>Points of the cards each player took in tricks.</source>
        <translation>Augen der Karten, die jeder in Stichen bekam.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielweise</translation>
    </message>
    <message>
        <source>Free while the stock lasts: any card. Strict: follow suit and head the trick if you can; without the suit led, play a trump if you have one.</source>
        <translation>Frei, solange der Stock reicht: jede Karte. Streng: Farbe bedienen und überstechen, wenn möglich; ohne die ausgespielte Farbe Trumpf spielen, wenn man einen hat.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>The face-down cards left after the deal: after each trick the winner draws the top card, then the loser.</source>
        <translation>Die nach dem Geben verdeckt übrigen Karten: nach jedem Stich zieht der Gewinner die oberste Karte, dann der Verlierer.</translation>
    </message>
    <message>
        <source>Bottom card (turn-up)</source>
        <translation>Unterste Karte (offen)</translation>
    </message>
    <message>
        <source>With the option, the bottom card of the stock lies face up for both to see; it is drawn last.</source>
        <translation>Mit der Regelvariante liegt die unterste Karte des Stocks offen für beide; sie wird zuletzt gezogen.</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Points that win the match.</source>
        <translation>Punkte, die die Partie gewinnen.</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Höchstes Gebot</translation>
    </message>
    <message>
        <source>The highest bid so far.</source>
        <translation>Das bisher höchste Gebot.</translation>
    </message>
    <message>
        <source>Highest bidder</source>
        <translation>Höchstbietender</translation>
    </message>
    <message>
        <source>Who made the highest bid.</source>
        <translation>Wer das höchste Gebot abgab.</translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation>Mindestgebot</translation>
    </message>
    <message>
        <source>The lowest bid allowed.</source>
        <translation>Das niedrigste erlaubte Gebot.</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <source>The declarer's bid.</source>
        <translation>Das Gebot des Alleinspielers.</translation>
    </message>
    <message>
        <source>Your discards</source>
        <translation>Ihre gedrückten Karten</translation>
    </message>
    <message>
        <source>The cards you laid away.</source>
        <translation>Die Karten, die Sie abgelegt haben.</translation>
    </message>
    <message>
        <source>Marriage points</source>
        <translation>Punkte für Hochzeiten</translation>
    </message>
    <message>
        <source>Points from marriages declared.</source>
        <translation>Punkte aus angesagten Hochzeiten.</translation>
    </message>
    <message>
        <source>Short of the goal</source>
        <translation>Fehlt bis zum Ziel</translation>
    </message>
    <message>
        <source>How many points the loser lacks to 1001.</source>
        <translation>So viele Punkte fehlen dem Verlierer zu 1001.</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>What the loser pays per point short.</source>
        <translation>Was der Verlierer je fehlenden Punkt zahlt.</translation>
    </message>
    <message>
        <source>Bid made</source>
        <translation>Gebot erfüllt</translation>
    </message>
    <message>
        <source>Whether the declarer reached the bid.</source>
        <translation>Ob der Alleinspieler sein Gebot erreicht hat.</translation>
    </message>
    <message>
        <source>Points in the discards</source>
        <translation>Augen im Skat</translation>
    </message>
    <message>
        <source>Card points of the discarded cards.</source>
        <translation>Augen der abgelegten Karten.</translation>
    </message>
    <message>
        <source>Thrown in</source>
        <translation>Eingeworfen</translation>
    </message>
    <message>
        <source>Everyone passed: the hand was not played.</source>
        <translation>Alle passten: das Spiel wurde nicht gespielt.</translation>
    </message>
    <message>
        <source>Highest bidder</source>
        <comment>feminine</comment>
        <translation>Höchstbietende</translation>
    </message>
</context>
<context>
    <name>tausendundeins/move</name>
    <message>
        <source>Discard</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>The declarer lays cards face down, out of play.</source>
        <translation>Der Alleinspieler legt Karten verdeckt aus dem Spiel.</translation>
    </message>
    <message>
        <source>{name} discards face down</source>
        <translation>{name} legt verdeckt ab</translation>
    </message>
    <message>
        <source>Discard face down</source>
        <translation>Verdeckt ablegen</translation>
    </message>
    <message>
        <source>Select the cards to discard, then Discard.</source>
        <translation>Wählen Sie die Karten zum Ablegen, dann „Ablegen“.</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>{cards} ablegen</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>{name} legt {cards} ab</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Lay one card of your hand on the trick.</source>
        <translation>Eine Karte der Hand zum Stich legen.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Spielen Sie eine Karte.</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>{cards} spielen</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} spielt {cards}</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Hochzeit</translation>
    </message>
    <message>
        <source>Lead a king or queen while holding both: the marriage names trumps and scores, if you win a trick in the deal.</source>
        <translation>König oder Dame ausspielen, wenn man beide hält: Die Hochzeit bestimmt Trumpf und zählt, wenn Sie in diesem Spiel einen Stich machen.</translation>
    </message>
    <message>
        <source>Play a card (or lead a king or queen with a marriage).</source>
        <translation>Spielen Sie eine Karte (oder spielen Sie König oder Dame mit einer Hochzeit aus).</translation>
    </message>
    <message>
        <source>Marriage: lead {cards}</source>
        <translation>Hochzeit: {cards} ausspielen</translation>
    </message>
    <message>
        <source>{name} leads {cards} with a marriage</source>
        <translation>{name} spielt {cards} mit Hochzeit aus</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>Promise to score at least this many points.</source>
        <translation>Versprechen, mindestens so viele Punkte zu erzielen.</translation>
    </message>
    <message>
        <source>Bid or pass.</source>
        <translation>Bieten oder passen.</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>{n} bieten</translation>
    </message>
    <message>
        <source>{name} bids {n}</source>
        <translation>{name} bietet {n}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Say nothing more in this bidding.</source>
        <translation>In diesem Bieten nichts mehr sagen.</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passt</translation>
    </message>
</context>
<context>
    <name>tausendundeins/option</name>
    <message>
        <source>Marriage scoring</source>
        <translation>Hochzeitswerte</translation>
    </message>
    <message>
        <source>Bottom card face up</source>
        <translation>Unterste Karte offen</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Kartenpaket</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
</context>
<context>
    <name>tausendundeins/phase</name>
    <message>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>Players bid for the right to play.</source>
        <translation>Die Spieler bieten um das Recht zu spielen.</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Tausch</translation>
    </message>
    <message>
        <source>The declarer takes the talon and discards.</source>
        <translation>Der Alleinspieler nimmt den Talon auf und legt ab.</translation>
    </message>
</context>
<context>
    <name>tausendundeins/role</name>
    <message>
        <source>Forehand</source>
        <translation>Vorhand</translation>
    </message>
    <message>
        <source>Two-hand: the dealer's opponent, who leads to the first trick. Three-hand: the dealer's left neighbour, who speaks first in the auction.</source>
        <translation>Zu zweit: der Gegner des Gebers, der zum ersten Stich ausspielt. Zu dritt: der linke Nachbar des Gebers, der beim Reizen zuerst spricht.</translation>
    </message>
    <message>
        <source>Forehand</source>
        <comment>feminine</comment>
        <translation>Vorhand</translation>
    </message>
    <message>
        <source>Two-hand: the dealer's opponent, who leads to the first trick. Three-hand: the dealer's left neighbour, who speaks first in the auction.</source>
        <comment>feminine</comment>
        <translation>Zu zweit: die Gegnerin des Gebers, die zum ersten Stich ausspielt. Zu dritt: die linke Nachbarin des Gebers, die beim Reizen zuerst spricht.</translation>
    </message>
</context>
<context>
    <name>tausendundeins/value</name>
    <message>
        <source>strict (follow, head, trump)</source>
        <translation>streng (bedienen, überstechen, trumpfen)</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>Two hands</source>
        <translation>Zu zweit</translation>
    </message>
    <message>
        <source>Three hands</source>
        <translation>Zu dritt</translation>
    </message>
    <message>
        <source>Russeln</source>
        <translation>Russeln</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Nach Farbe</translation>
    </message>
    <message>
        <source>By order</source>
        <translation>Nach Reihenfolge</translation>
    </message>
</context>
<context>
    <name>tausendundeins/word</name>
    <message>
        <source>Marriage</source>
        <translation>Hochzeit</translation>
    </message>
    <message>
        <source>King and queen of one suit in one hand. Led by their holder and declared, they make that suit trumps at once and score, if their holder wins a trick in the deal.</source>
        <translation>König und Dame einer Farbe in einer Hand. Spielt ihr Besitzer eine davon aus und meldet die Hochzeit, wird diese Farbe sofort Trumpf, und die Hochzeit zählt, wenn er in diesem Spiel einen Stich macht.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>The face-down cards left after the deal (two-hand game): after each trick the winner draws the top card, then the loser; once it is used up, play is strict.</source>
        <translation>Die nach dem Geben verdeckt übrigen Karten (Spiel zu zweit): nach jedem Stich zieht der Gewinner die oberste Karte, dann der Verlierer; ist er aufgebraucht, wird streng gespielt.</translation>
    </message>
    <message>
        <source>Turn-up (bottom card)</source>
        <translation>Offene unterste Karte</translation>
    </message>
    <message>
        <source>If the bottom card is played face up (an option), it lies face up under the stock for both to see and is drawn last.</source>
        <translation>Wird mit offener unterster Karte gespielt (eine Regelvariante), liegt sie offen unter dem Stock, für beide sichtbar, und wird zuletzt gezogen.</translation>
    </message>
</context>
<context>
    <name>you</name>
    <message>
        <source>You beat {target} with {card}</source>
        <translation>Sie stechen {target} mit {card}</translation>
    </message>
    <message>
        <source>You attack with {cards} and the coachman {card}</source>
        <translation>Sie greifen mit {cards} und dem Kutscher {card} an</translation>
    </message>
    <message>
        <source>You attack with {cards}</source>
        <translation>Sie greifen mit {cards} an</translation>
    </message>
    <message>
        <source>You reinforce with {cards}</source>
        <translation>Sie legen {cards} nach</translation>
    </message>
    <message>
        <source>You add {cards}</source>
        <translation>Sie legen {cards} dazu</translation>
    </message>
    <message>
        <source>You take the cards</source>
        <translation>Sie nehmen die Karten auf</translation>
    </message>
    <message>
        <source>You decline</source>
        <translation>Sie verzichten</translation>
    </message>
    <message>
        <source>You discard {cards}</source>
        <translation>Sie legen {cards} ab</translation>
    </message>
    <message>
        <source>You discard face down</source>
        <translation>Sie legen verdeckt ab</translation>
    </message>
    <message>
        <source>You play {cards}</source>
        <translation>Sie spielen {cards}</translation>
    </message>
    <message>
        <source>You lead {cards} with a marriage</source>
        <translation>Sie spielen {cards} mit Hochzeit aus</translation>
    </message>
    <message>
        <source>You bid {n}</source>
        <translation>Sie bieten {n}</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Sie passen</translation>
    </message>
    <message>
        <source>You give {cards}</source>
        <translation>Sie geben {cards}</translation>
    </message>
    <message>
        <source>You give a card face down</source>
        <translation>Sie geben eine Karte verdeckt</translation>
    </message>
    <message>
        <source>You call {cards}</source>
        <translation>Sie rufen {cards}</translation>
    </message>
    <message>
        <source>You call no card</source>
        <translation>Sie rufen keine Karte</translation>
    </message>
    <message>
        <source>You play {contract}</source>
        <translation>Sie spielen {contract}</translation>
    </message>
    <message>
        <source>You name {suit} trumps</source>
        <translation>Sie sagen {suit} als Trumpf an</translation>
    </message>
    <message>
        <source>You bid {contract}</source>
        <translation>Sie bieten {contract}</translation>
    </message>
    <message>
        <source>You want to play</source>
        <translation>Sie wollen spielen</translation>
    </message>
    <message>
        <source>You hold</source>
        <translation>Sie halten</translation>
    </message>
    <message>
        <source>You drop out</source>
        <translation>Sie steigen aus</translation>
    </message>
    <message>
        <source>You bid {n} better ({clubs})</source>
        <translation>Sie bieten {n} besser ({clubs})</translation>
    </message>
    <message>
        <source>You announce Tout</source>
        <translation>Sie sagen Tout an</translation>
    </message>
    <message>
        <source>You announce no Tout</source>
        <translation>Sie sagen kein Tout an</translation>
    </message>
    <message>
        <source>You stop and score</source>
        <translation>Sie hören auf und schreiben</translation>
    </message>
    <message>
        <source>You go on for Tout</source>
        <translation>Sie spielen weiter auf Tout</translation>
    </message>
    <message>
        <source>You exchange {cards}</source>
        <translation>Sie tauschen {cards}</translation>
    </message>
    <message>
        <source>You exchange a card face down</source>
        <translation>Sie tauschen eine Karte verdeckt</translation>
    </message>
    <message>
        <source>You keep the cards</source>
        <translation>Sie behalten die Karten</translation>
    </message>
</context>
</TS>
