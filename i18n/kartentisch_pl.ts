<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Select the cards first, then confirm.</source>
        <extracomment>Where the keyboard focus goes when the strip&apos;s last button disappears (the table).</extracomment>
        <translation>Najpierw wybierz karty, potem potwierdź.</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>Wyczyść wybór</translation>
    </message>
    <message>
        <source>Shortcut: Alt+{n}</source>
        <translation>Skrót: Alt+{n}</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>This match is not being kept: it could not be saved automatically, so it cannot be resumed after the program ends. {error} It is tried again after every move.</source>
        <extracomment>Called (on the worker thread) when a file that failed is written again. Files whose last write failed: a failure is told once, not after every move. file -&gt; (kind, document); a dict keeps the order the files were first asked for.</extracomment>
        <translation>Ta partia nie jest zachowywana: nie udało się jej zapisać automatycznie, więc po zamknięciu programu nie będzie można jej wznowić. {error} Kolejna próba nastąpi po każdym ruchu.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>The only possible move</source>
        <translation>Jedyny możliwy ruch</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Najlepszy ruch</translation>
    </message>
    <message>
        <source>As good as the best, as far as can be told</source>
        <translation>Tak dobry jak najlepszy, na ile da się to ocenić</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Niedokładność</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Błąd</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Poważny błąd</translation>
    </message>
    <message>
        <source>You followed the advice given during play, from {few} sampled deals. With more deals looked at ({many}), {best} comes out better.</source>
        <translation>Ten ruch był radą z czasu gry, opartą na {few} wylosowanych rozdaniach. Po przejrzeniu większej liczby rozdań ({many}) lepiej wypada {best}.</translation>
    </message>
    <message>
        <source>During play, from {few} sampled deals, the coach advised {advised}. With more deals looked at ({many}), {best} comes out better.</source>
        <translation>W czasie gry, na podstawie {few} wylosowanych rozdań, trener radził {advised}. Po przejrzeniu większej liczby rozdań ({many}) lepiej wypada {best}.</translation>
    </message>
    <message>
        <source>During play, from {few} sampled deals, this move looked as good as the best. With more deals looked at ({many}), {best} comes out better.</source>
        <translation>W czasie gry, na podstawie {few} wylosowanych rozdań, ten ruch wyglądał na równie dobry jak najlepszy. Po przejrzeniu większej liczby rozdań ({many}) lepiej wypada {best}.</translation>
    </message>
    <message>
        <source>During play, from {few} sampled deals, this move looked worse. With more deals looked at ({many}), it is as good as the best after all.</source>
        <translation>W czasie gry, na podstawie {few} wylosowanych rozdań, ten ruch wyglądał na gorszy. Po przejrzeniu większej liczby rozdań ({many}) okazuje się jednak równie dobry jak najlepszy.</translation>
    </message>
</context>
<context>
    <name>DealResultPanel</name>
    <message>
        <source>The match is over</source>
        <extracomment>A tight result panel (:meth:`DealResultPanel.set_compact`): pixels of air in a row of the table, between the lines and around them. What the panel shows grew or shrank after it was placed (the coach&apos;s par arrived). &quot;Row: what it counts&quot; for each row of the table, in plain words. Par and accuracy of the deal, filled by the coach (gui/coach/training.py). Why the deal scored as it did (gui/result_reasons.py): kept at every size, since the figures alone (&quot;0 : 0&quot; after a tie) read as nonsense. A widget outside the panel whose plain Enter presses the Next button while the panel is up (the table under it: gui/result_overlay.py); the frame is drawn there too. Elsewhere (the score sheet, the move log) no button is framed: Enter there presses nothing of the panel&apos;s. Short of room on a small table: the explanation and detail lines only as tooltips. Compact, but the legend (each row&apos;s meaning) still shown under the figures. (key, timestamp) of the last key release the Next button saw (see eventFilter). Learn mode&apos;s guided series goes on with its next lesson (gui/learning.py). The words of the button once the match is over, asked again at each language switch; None: &quot;New game…&quot;. A network table&apos;s window deals the host&apos;s next match at the table there, or leaves it (gui/net/network_window.py).</extracomment>
        <translation>Partia zakończona</translation>
    </message>
    <message>
        <source>Result of deal {n}</source>
        <translation>Wynik rozdania {n}</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Zwycięzca: {names}</translation>
    </message>
    <message>
        <source>Lower totals are better.</source>
        <translation>Mniej punktów jest lepiej.</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>To rozdanie</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>What each won or lost in this deal.</source>
        <translation>Co każdy wygrał lub przegrał w tym rozdaniu.</translation>
    </message>
    <message>
        <source>The match standing after this deal.</source>
        <translation>Stan partii po tym rozdaniu.</translation>
    </message>
    <message>
        <source>{row}: {meaning}</source>
        <translation>{row}: {meaning}</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Następna lekcja</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Następne rozdanie</translation>
    </message>
    <message>
        <source>Review deal…</source>
        <translation>Przegląd rozdania…</translation>
    </message>
</context>
<context>
    <name>DockTabs</name>
    <message>
        <source>Side panels</source>
        <translation>Panele boczne</translation>
    </message>
</context>
<context>
    <name>ForcedMoves</name>
    <message>
        <source>Only possible move: {move}</source>
        <extracomment>How long the forced move is announced before it is made, in milliseconds: long enough to read a short line, short enough not to feel like waiting. A decision: the match, the moves that led to it and its one possible move. The action text of a forced move, just before it is made. The position announced: (match id, the moves made so far, the one move). Positions whose forced move was made for the person (see module docstring).</extracomment>
        <translation>Jedyny możliwy ruch: {move}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Start a new game first.</source>
        <extracomment>Each seat&apos;s bot seed when a resumed save names them; empty: the default seeds. Bot searches running in the pool, a stale match&apos;s included (see :attr:`searching`).</extracomment>
        <translation>Najpierw rozpocznij nową grę.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Partia zakończona.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Rozdanie zakończone.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Zaczekaj: to nie twój ruch.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nie ma czego cofnąć.</translation>
    </message>
    <message>
        <source>A hint is only available on your turn.</source>
        <translation>Podpowiedź jest dostępna tylko w twoim ruchu.</translation>
    </message>
    <message>
        <source>The computer player cannot move: {reason}</source>
        <translation>Gracz komputerowy nie może wykonać ruchu: {reason}</translation>
    </message>
    <message>
        <source>The computer player failed: {reason}</source>
        <translation>Błąd gracza komputerowego: {reason}</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Learn this game</source>
        <extracomment>Logical width of one card of a fan, in pixels: wide enough for the engraved figures (narrower cards are drawn in the small-card mode, a panel with the suit sign). Logical width of a game&apos;s tile: five side by side fit a 1024-pixel-wide screen. Degrees between two cards of a fan.</extracomment>
        <translation>Naucz się tej gry</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Graj</translation>
    </message>
    <message>
        <source>Guided deals that show the rules one or two at a time; every decision is explained.</source>
        <translation>Rozdania z przewodnikiem, które pokazują zasady po jednej lub dwie naraz; każda decyzja jest objaśniona.</translation>
    </message>
    <message>
        <source>Choose the players and opponents, then play a match.</source>
        <translation>Wybierz graczy i przeciwników, potem zagraj partię.</translation>
    </message>
    <message>
        <source>Learn {game}</source>
        <translation>Naucz się: {game}</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>Graj: {game}</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <source>A friend (open seat)</source>
        <extracomment>The value of a seat combo that leaves the seat open for a friend.</extracomment>
        <translation>Znajomy (wolne miejsce)</translation>
    </message>
    <message>
        <source>Bot: {level}</source>
        <translation>Komputer: {level}</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Miejsce {n}:</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Załóż stół</translation>
    </message>
    <message>
        <source>Seats (you sit at seat 1)</source>
        <translation>Miejsca (ty siedzisz na miejscu 1)</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Sieć</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Friends in your home network join at this computer&apos;s address and this port. Friends elsewhere need this port forwarded to this computer in your router, and your firewall must let it through.</source>
        <translation>Znajomi z twojej sieci domowej dołączają pod adresem tego komputera i na tym porcie. Dla znajomych z innych miejsc router musi przekierować ten port do tego komputera, a zapora musi go przepuszczać.</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <source>Back to the table?</source>
        <translation>Wrócić do stołu?</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nie teraz</translation>
    </message>
    <message>
        <source>Forget this table</source>
        <translation>Zapomnij ten stół</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Otwórz stół</translation>
    </message>
    <message>
        <source>Return to the table</source>
        <translation>Wróć do stołu</translation>
    </message>
    <message>
        <source>The table could not be opened</source>
        <translation>Nie udało się założyć stołu</translation>
    </message>
    <message>
        <source>The table you hosted is no longer in your data folder.</source>
        <translation>Twojego stołu nie ma już w folderze danych.</translation>
    </message>
    <message>
        <source>Port {port} cannot be used: {error}. Choose another port.</source>
        <translation>Nie można użyć portu {port}: {error}. Wybierz inny port.</translation>
    </message>
</context>
<context>
    <name>InvitationDialog</name>
    <message>
        <source>Invitation</source>
        <translation>Zaproszenie</translation>
    </message>
    <message>
        <source>Give each friend the address and one code: in Kartentisch they choose Game ▸ Join table… and type both. Each code seats one friend, once.</source>
        <extracomment>Per seat: the code&apos;s label and its Copy button (a new code replaces their text).</extracomment>
        <translation>Podaj każdemu znajomemu adres i jeden kod: w Kartentisch wybiera Gra ▸ Dołącz do stołu… i wpisuje oba. Każdy kod sadza jednego znajomego, jeden raz.</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adres:</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Miejsce {n}:</translation>
    </message>
    <message>
        <source>New code for seat {n}</source>
        <translation>Nowy kod dla miejsca {n}</translation>
    </message>
    <message>
        <source>A new code for this seat: the old code, and the seat of whoever sat here, stop working. A bot plays the seat until the code is used.</source>
        <translation>Nowy kod dla tego miejsca: stary kod i miejsce osoby, która tu siedziała, przestają działać. Dopóki kod nie zostanie użyty, miejsce gra bot.</translation>
    </message>
    <message>
        <source>Every seat is taken.</source>
        <translation>Wszystkie miejsca są zajęte.</translation>
    </message>
    <message>
        <source>Friends outside your home network use your router&apos;s public address instead, with the port forwarded to this computer.</source>
        <translation>Znajomi spoza twojej sieci domowej używają zamiast tego publicznego adresu routera, z portem przekierowanym do tego komputera.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <extracomment>How long the dialog waits for the server&apos;s answer before saying nobody answers (the seat&apos;s own retries would take a quarter of a minute: too long for a mistyped address). Where the seat is kept for a return after a crash (None: not kept) ... ... and what keeps the joined seat there (the window&apos;s, once seated). The host&apos;s own table chosen to be opened again (the dialog closes for it). One button per kept seat: &quot;Return to the table at ADDRESS (game, seat N)&quot;.</extracomment>
        <translation>Dołącz do stołu</translation>
    </message>
    <message>
        <source>Host&apos;s address:</source>
        <translation>Adres gospodarza:</translation>
    </message>
    <message>
        <source>Invitation code:</source>
        <translation>Kod zaproszenia:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Twoje imię:</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20:47474</source>
        <translation>np. 192.168.1.20:47474</translation>
    </message>
    <message>
        <source>e.g. KRTW-9MXP</source>
        <translation>np. KRTW-9MXP</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Port musi być liczbą od 1 do 65535.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, e.g. 192.168.1.20:47474.</source>
        <translation>Wpisz adres gospodarza, np. 192.168.1.20:47474.</translation>
    </message>
    <message>
        <source>Type the invitation code the host gave you, e.g. KRTW-9MXP.</source>
        <translation>Wpisz kod zaproszenia od gospodarza, np. KRTW-9MXP.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>Wpisz swoje imię: pozostali widzą je przy stole.</translation>
    </message>
    <message>
        <source>No table answers at this address. Check the address and that the host&apos;s table is open (and, from outside the host&apos;s home network, that the port is forwarded).</source>
        <translation>Pod tym adresem nie odpowiada żaden stół. Sprawdź adres i czy stół gospodarza jest otwarty (a spoza jego sieci domowej — czy port jest przekierowany).</translation>
    </message>
</context>
<context>
    <name>LearnPanel</name>
    <message>
        <source>Learn mode is off. Tick the box to switch it on.</source>
        <extracomment>The coach is still looking at this decision (its advice follows): said, so that a wait of a few seconds (1001&apos;s last free tricks are solved deal by deal) is not read as &quot;no advice here&quot;. What just happened before this decision (a trick or bout won, and why). The rule of this kind of decision (``kaschlan#s5``): a link opens the rules there. The cards of the hand that cannot be used now, each with the reason, in hand order: shown one line per reason (:func:`group_refusals`). ``refused`` holds whole lines. The person ticked or cleared the box (not the program): remembered for the game. Between decisions: the last trick&apos;s or bout&apos;s outcome, and whether it is held. &quot;deal&quot; or &quot;match&quot; once that is over (nobody is waiting for the bots then). The guided lesson of this deal: (title, introduction), in the person&apos;s language.</extracomment>
        <translation>Tryb nauki jest wyłączony. Zaznacz pole, aby go włączyć.</translation>
    </message>
    <message>
        <source>Click the table or press a key to go on.</source>
        <translation>Kliknij stół albo naciśnij klawisz, aby grać dalej.</translation>
    </message>
    <message>
        <source>The match is over. Its result is on the table.</source>
        <translation>Partia się skończyła. Jej wynik jest na stole.</translation>
    </message>
    <message>
        <source>The deal is over. Its result is on the table; Review deal… sets each of your decisions beside the coach&apos;s advice.</source>
        <translation>Rozdanie się skończyło. Jego wynik jest na stole; „Przegląd rozdania…” zestawia każdą twoją decyzję z radą trenera.</translation>
    </message>
    <message>
        <source>Wait for your turn: the bots are playing.</source>
        <translation>Poczekaj na swój ruch: grają boty.</translation>
    </message>
    <message>
        <source>The coach advises:</source>
        <translation>Trener radzi:</translation>
    </message>
    <message>
        <source>looking at this decision…</source>
        <translation>analizuje jeszcze tę decyzję…</translation>
    </message>
    <message>
        <source>You may:</source>
        <translation>Możesz:</translation>
    </message>
    <message>
        <source>Not now, and why:</source>
        <translation>Teraz nie, i dlaczego:</translation>
    </message>
    <message>
        <source>{cards}: {reason}</source>
        <translation>{cards}: {reason}</translation>
    </message>
    <message>
        <source>Explain each decision (learn mode)</source>
        <translation>Objaśniaj każdą decyzję (tryb nauki)</translation>
    </message>
    <message>
        <source>Learn mode explanation</source>
        <translation>Objaśnienie trybu nauki</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>{move} (only possible move)</source>
        <translation>{move} (jedyny możliwy ruch)</translation>
    </message>
    <message>
        <source>You: {action}</source>
        <translation>Ty: {action}</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Lewa {n}</translation>
    </message>
    <message>
        <source>Bout {n}</source>
        <translation>Atak {n}</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>Bierzesz lewę</translation>
    </message>
    <message>
        <source>You win the trick ({points})</source>
        <translation>Bierzesz lewę ({points})</translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation>{name} bierze lewę</translation>
    </message>
    <message>
        <source>{name} wins the trick ({points})</source>
        <translation>{name} bierze lewę ({points})</translation>
    </message>
    <message>
        <source>You take the cards</source>
        <translation>Zbierasz karty</translation>
    </message>
    <message>
        <source>{name} takes the cards</source>
        <translation>{name} zbiera karty</translation>
    </message>
    <message>
        <source>You beat every card</source>
        <translation>Bijesz każdą kartę</translation>
    </message>
    <message>
        <source>{name} beat every card</source>
        <translation>{name} bije każdą kartę</translation>
    </message>
    <message>
        <source>You take up the cards left unbeaten; beaten pairs go to the waste.</source>
        <translation>Bierzesz na rękę karty niepobite; pobite pary idą do odrzutków.</translation>
    </message>
    <message>
        <source>{name} takes up the cards left unbeaten; beaten pairs go to the waste.</source>
        <translation>{name} bierze na rękę karty niepobite; pobite pary idą do odrzutków.</translation>
    </message>
    <message>
        <source>You beat every card: they all go to the waste.</source>
        <translation>Pobijasz wszystkie karty: wszystkie idą do odrzutków.</translation>
    </message>
    <message>
        <source>{name} beat every card: they all go to the waste.</source>
        <translation>{name} pobija wszystkie karty: wszystkie idą do odrzutków.</translation>
    </message>
    <message>
        <source>You play a Pancerola (four aces, or three and the Kinal, and a renounce): from now on you must lose every trick.</source>
        <translation>Grasz Pancerolę (cztery asy albo trzy i kinal, i niedołożenie do koloru): od teraz musisz oddać każdą lewę.</translation>
    </message>
    <message>
        <source>{name} plays a Pancerola (four aces, or three and the Kinal, and a renounce): from now on {name} must lose every trick.</source>
        <translation>{name} gra Pancerolę (cztery asy albo trzy i kinal, i niedołożenie do koloru): od teraz {name} musi oddać każdą lewę.</translation>
    </message>
    <message>
        <source>You draw {cards}</source>
        <translation>Dobierasz {cards}</translation>
    </message>
    <message>
        <source>{name} draws {cards}</source>
        <translation>{name} dobiera {cards}</translation>
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
        <extracomment>The deal results the graph shows (a rewind&apos;s shorter list is redrawn at once). The one way to the analyst: hint, learn mode and review share its answers. Par, accuracy and puzzles (the training feature). The deal review (its window, &quot;Try again&quot;, &quot;Replay&quot;). The event index shown read-only on the table, or None while playing. Asks a network table&apos;s host for the advice of the decision now (None: the local coach answers); the answer is handed to :meth:`show_advice`. The phase each event of the current deal was made in (rebuilt after a rewind). The person&apos;s moves of this deal that were the only possible one (by event index). The coach&apos;s analysis of this decision, worded when shown (so that a language switch rewords it). The last outcome worded: (event index, pattern, language, seat names) → its lines. The guided series being played (learn mode&apos;s first deals) and the lesson at hand. The coach&apos;s workers a new match will ask, started once its table is drawn.</extracomment>
        <translation>Ruchy</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Nauka</translation>
    </message>
    <message>
        <source>Move {n} of the match, as it was. Press Esc to return to the game.</source>
        <translation>Ruch {n} partii, tak jak był. Esc wraca do gry.</translation>
    </message>
    <message>
        <source>these</source>
        <translation>te</translation>
    </message>
    <message>
        <source>each</source>
        <translation>każda</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>False until every widget exists: a LanguageChange that arrives while the window is still being built (a catalog installed or removed meanwhile) must not retranslate it. The factor by which the text beside the table is enlarged (see _scale_text). Per-user saves, autosave and statistics (gui/persistence.py) once installed. Where the result lies over the table, and when it steps aside (gui/result_overlay). What the add-ons installed from outside (storage, the network menu) are given.</extracomment>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nowa…</translation>
    </message>
    <message>
        <source>&amp;Choose a game…</source>
        <translation>&amp;Wybierz grę…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Zapisz…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <source>&amp;Review deal…</source>
        <translation>P&amp;rzegląd rozdania…</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Ostatnia lewa</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <source>Card &amp;pattern</source>
        <translation>&amp;Wzór kart</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Rewers kart</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady gry</translation>
    </message>
    <message>
        <source>&amp;About Kartentisch</source>
        <translation>&amp;O programie Kartentisch</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>Kartentisch</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>No game on the table. Game ▸ Choose a game… ({keys}) shows the games.</source>
        <extracomment>The start screen while it is open (tests answer it).</extracomment>
        <translation>Na stole nie ma gry. Gra ▸ Wybierz grę… ({keys}) pokazuje gry.</translation>
    </message>
    <message>
        <source>Your match of {game} is not finished (deal {deal}, score {score}).</source>
        <translation>Twoja partia {game} nie jest skończona (rozdanie {deal}, wynik {score}).</translation>
    </message>
    <message>
        <source>If you leave it now, it is lost.</source>
        <translation>Jeśli ją teraz opuścisz, przepadnie.</translation>
    </message>
    <message>
        <source>Abandon match</source>
        <translation>Porzuć partię</translation>
    </message>
    <message>
        <source>It stays saved automatically until you play in the next match of {game}: there is one automatic save per game, so that match then replaces it.</source>
        <translation>Pozostaje zapisana automatycznie, dopóki nie wykonasz ruchu w następnej partii {game}: każda gra ma jeden zapis automatyczny, więc ta partia go wtedy zastąpi.</translation>
    </message>
    <message>
        <source>It stays saved automatically: Game ▸ Resume continues it whenever you like.</source>
        <translation>Pozostaje zapisana automatycznie: Gra ▸ Wznów pozwala ją dokończyć, kiedy zechcesz.</translation>
    </message>
    <message>
        <source>Leave match</source>
        <translation>Opuść partię</translation>
    </message>
    <message>
        <source>Leave the unfinished match?</source>
        <translation>Opuścić niedokończoną partię?</translation>
    </message>
    <message>
        <source>About Kartentisch</source>
        <extracomment>The question of confirm_leave_match while it is open (tests answer it).</extracomment>
        <translation>O programie Kartentisch</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kartentisch&lt;/h3&gt;&lt;p&gt;A card table for rare historical German and Polish card games: Kaschlan, 1001, Bolachen, Scharwenzel and Chapanka.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kartentisch&lt;/h3&gt;&lt;p&gt;Stolik do rzadkich historycznych gier karcianych z Niemiec i Polski: kasztelanka, 1001, Bolachen, Scharwenzel i czapanka.&lt;/p&gt;&lt;p&gt;Licencja GNU GPL, wersja 3 lub późniejsza.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MatchGraph</name>
    <message>
        <source>Match graph</source>
        <extracomment>Okabe–Ito colours: told apart by people with the common colour-vision deficiencies. The pen width of a side&apos;s line, and how far apart sides with the same total are drawn: a line drawn exactly over another would hide it (equal totals are common, at 0 above all).</extracomment>
        <translation>Wykres partii</translation>
    </message>
    <message numerus="yes">
        <source>Totals after %n deal(s): {totals}</source>
        <translation>
            <numerusform>Wyniki po %n rozdaniu: {totals}</numerusform>
            <numerusform>Wyniki po %n rozdaniach: {totals}</numerusform>
            <numerusform>Wyniki po %n rozdaniach: {totals}</numerusform>
        </translation>
    </message>
    <message>
        <source>Lower totals are better.</source>
        <translation>Mniej punktów jest lepiej.</translation>
    </message>
    <message>
        <source>The graph starts after the first deal.</source>
        <translation>Wykres zaczyna się po pierwszym rozdaniu.</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Moves of this deal</source>
        <extracomment>A line under the title that says how the group ended (&quot;Anna wins with A♥, 11 points&quot;). The title&apos;s tooltip when it is a game word (a phase: its meaning and rule). Esc in the log: back from a moment looked at to the game (as Esc at the table).</extracomment>
        <translation>Ruchy tego rozdania</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>Open seat</source>
        <extracomment>Makes the network seat: (listener) -&gt; Seat. The address and the code or token are bound in. a :class:`SeatEnd` (the reason and the close code) the table&apos;s seats changed: [{&quot;name&quot;, &quot;kind&quot;, &quot;level&quot;, &quot;connected&quot;}, …] the server refused to seat us (code, the reason in the person&apos;s language) the connection ended for good (the network seat&apos;s :class:`SeatEnd`) waiting for the other players to be ready for the next deal the host&apos;s review of a finished deal arrived (the ``review`` message) the host refused or failed the review asked for (the reason in the person&apos;s language) the host&apos;s advice for learn mode arrived (the ``advice`` message, for this position) the server seated us (the ``welcome`` message: seat, token, table); every time, a return after a dropped connection included (the seat is kept on disk from it) the table cannot save and takes no moves (why, in the language shown now), or &quot;&quot; once it goes on again (``resumed``, a new welcome, the seat closed) ref -&gt; the action sent and not yet answered The refs of the hint (H, shows the move) and of learn mode&apos;s question (words only). The ref of the host&apos;s ``new_match`` while its ``match_started`` (or refusal) is awaited. A window shows this table (see :meth:`replay`). The server&apos;s ``paused`` while the table waits (None while it plays): a state, shown until ``resumed`` (an 8-second status message was missed by anyone looking away), worded afresh in the language shown (:attr:`paused_message`).</extracomment>
        <translation>Wolne miejsce</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gospodarz</translation>
    </message>
    <message>
        <source>Guest {n}</source>
        <translation>Gość {n}</translation>
    </message>
    <message>
        <source>A network table cannot start another game: leave it first.</source>
        <translation>Przy stole sieciowym nie można zacząć innej partii: najpierw go opuść.</translation>
    </message>
    <message>
        <source>This invitation code is not valid (or was used already).</source>
        <translation>Ten kod zaproszenia jest nieważny (albo został już użyty).</translation>
    </message>
    <message>
        <source>That seat is already taken.</source>
        <translation>To miejsce jest już zajęte.</translation>
    </message>
    <message>
        <source>This table does not know your seat any more.</source>
        <translation>Ten stół nie zna już twojego miejsca.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Zaczekaj: to nie twój ruch.</translation>
    </message>
    <message>
        <source>Only the host may do that.</source>
        <translation>Może to zrobić tylko gospodarz.</translation>
    </message>
    <message>
        <source>Too many messages: please wait a moment.</source>
        <translation>Za dużo wiadomości: zaczekaj chwilę.</translation>
    </message>
    <message>
        <source>The table server runs another version of the program.</source>
        <translation>Serwer stołu działa na innej wersji programu.</translation>
    </message>
    <message>
        <source>The table cannot deal a match with these options.</source>
        <translation>Stół nie może rozdać partii z tymi opcjami.</translation>
    </message>
    <message>
        <source>Only a deal that is over can be reviewed.</source>
        <translation>Przejrzeć można tylko zakończone rozdanie.</translation>
    </message>
    <message>
        <source>The table server refused: {code}</source>
        <translation>Serwer stołu odmówił: {code}</translation>
    </message>
    <message>
        <source>Undo is not offered at a network table: the other players have seen the move.</source>
        <translation>Przy stole sieciowym nie ma cofania: pozostali gracze widzieli ruch.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>Gospodarz zamknął stół.</translation>
    </message>
    <message>
        <source>The host has given your seat to a bot.</source>
        <translation>Gospodarz oddał Twoje miejsce komputerowi.</translation>
    </message>
    <message>
        <source>Your seat was taken up in another window.</source>
        <translation>Twoje miejsce zajęto w innym oknie.</translation>
    </message>
    <message>
        <source>The table closed the connection: it fell too far behind.</source>
        <translation>Stół zamknął połączenie: zbyt duże opóźnienie.</translation>
    </message>
    <message>
        <source>The connection to the table was lost ({reason}).</source>
        <translation>Połączenie ze stołem zostało przerwane ({reason}).</translation>
    </message>
    <message>
        <source>This program is too old for this table: the host has started a new match that it cannot show. Update Kartentisch to play on.</source>
        <translation>Ten program jest za stary na ten stół: gospodarz rozpoczął nową partię, której nie potrafi pokazać. Zaktualizuj Kartentisch, aby grać dalej.</translation>
    </message>
    <message>
        <source>The table turned the connection away: too many connections from your address are waiting to sit down. Try again in a moment.</source>
        <translation>Stół odrzucił połączenie: zbyt wiele połączeń z twojego adresu czeka na zajęcie miejsca. Spróbuj ponownie za chwilę.</translation>
    </message>
    <message>
        <source>No table answers at this address ({reason}).</source>
        <translation>Pod tym adresem nie odpowiada żaden stół ({reason}).</translation>
    </message>
    <message>
        <source>A network match cannot be taken back: the other players play on from where it is.</source>
        <translation>Partii sieciowej nie można cofnąć: pozostali gracze grają dalej od miejsca, w którym jest.</translation>
    </message>
    <message>
        <source>The host is looking at deal {n} for your review…</source>
        <extracomment>Shows a line in the window&apos;s status bar.</extracomment>
        <translation>Gospodarz przygotowuje przegląd rozdania {n}…</translation>
    </message>
    <message>
        <source>Open the table you hosted again ({game})</source>
        <extracomment>An empty stand-in for &quot;no kept seat&quot; (its code hash is &quot;&quot;).</extracomment>
        <translation>Otwórz ponownie swój stół ({game})</translation>
    </message>
    <message>
        <source>Return to the table at {address} ({game}, seat {n})</source>
        <translation>Wróć do stołu pod adresem {address} ({game}, miejsce {n})</translation>
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
        <translation>Za&amp;łóż stół…</translation>
    </message>
    <message>
        <source>&amp;Join table…</source>
        <translation>&amp;Dołącz do stołu…</translation>
    </message>
</context>
<context>
    <name>NetworkWindow</name>
    <message>
        <source>Waiting for the other players to be ready…</source>
        <extracomment>The seats as last shown (who came, left or was given to a bot is said).</extracomment>
        <translation>Czekam, aż pozostali będą gotowi…</translation>
    </message>
    <message>
        <source>Seat {n}: {name}</source>
        <extracomment>The host&apos;s options for the next match, while it is open.</extracomment>
        <translation>Miejsce {n}: {name}</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Stół</translation>
    </message>
    <message>
        <source>&amp;Invitation…</source>
        <translation>&amp;Zaproszenie…</translation>
    </message>
    <message>
        <source>Give a seat to a &amp;bot</source>
        <translation>Oddaj miejsce &amp;komputerowi</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Opuść stół</translation>
    </message>
    <message>
        <source>At a network table the host&apos;s coach advises at each of your decisions, knowing only what your seat knows. The guided lessons are played at a local table only.</source>
        <translation>Przy stole sieciowym trener gospodarza doradza ci przy każdej decyzji, wiedząc tylko to, co wie twoje miejsce. Lekcje z przewodnikiem są dostępne tylko przy stole lokalnym.</translation>
    </message>
    <message>
        <source>The host&apos;s program shows you every hand of a deal once it is over, with its coach&apos;s verdict on each of your decisions.</source>
        <translation>Program gospodarza pokazuje ci po rozdaniu wszystkie ręce, z oceną jego trenera każdej twojej decyzji.</translation>
    </message>
    <message>
        <source>Seat {n} is taken again: it keeps its player.</source>
        <translation>Miejsce {n} jest znów zajęte: zostaje przy swoim graczu.</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Opuścić stół?</translation>
    </message>
    <message>
        <source>Still at this table: {names}.</source>
        <translation>Nadal przy stole: {names}.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Opuść stół</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nowa partia</translation>
    </message>
    <message>
        <source>A new match has begun at this table.</source>
        <translation>Przy tym stole zaczęła się nowa partia.</translation>
    </message>
    <message>
        <source>{name} sat down at the table.</source>
        <extracomment>The question before leaving while it is open (tests answer it).</extracomment>
        <translation>{name} siada do stołu.</translation>
    </message>
    <message>
        <source>A bot now plays for {name}.</source>
        <translation>{name}: teraz gra tu komputer.</translation>
    </message>
    <message>
        <source>{name} has left the table: a bot plays for them after a short wait.</source>
        <extracomment>the connection to the table (None once it is closed or lost)</extracomment>
        <translation>{name} odchodzi od stołu: po chwili za to miejsce zagra komputer.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} wraca do stołu.</translation>
    </message>
    <message>
        <source>{title} — network table</source>
        <translation>{title} — stół sieciowy</translation>
    </message>
    <message>
        <source>The host&apos;s program keeps this match; it is not saved here.</source>
        <translation>Tę partię prowadzi program gospodarza; tutaj nie jest zapisywana.</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Połączenie przerwane</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Zamknąć stół?</translation>
    </message>
    <message>
        <source>Your friends are seated at this table. If you leave, the table closes for them too.</source>
        <translation>Przy tym stole siedzą twoi znajomi. Jeśli wyjdziesz, stół zamknie się także dla nich.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Zamknij stół</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>Internal value ids in an option&apos;s help (&quot;two_hand: the classic game for 2; …&quot;).</extracomment>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gra:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Gracze:</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Numer rozdania:</translation>
    </message>
    <message>
        <source>Learn mode: explain each decision</source>
        <translation>Tryb nauki: objaśniaj każdą decyzję</translation>
    </message>
    <message>
        <source>Starts with a few guided deals, each showing one or two rules, then plays on. Says what kind of decision it is, which moves are possible and why the others are not, and what the coach advises and why. It can be switched off in the game.</source>
        <translation>Zaczyna od kilku rozdań z przewodnikiem, z których każde pokazuje jedną lub dwie zasady, potem gra dalej. Mówi, jaka to decyzja, które ruchy są możliwe i dlaczego inne nie, oraz co radzi trener i dlaczego. Można go wyłączyć w trakcie gry.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Losowy</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Warianty</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Przeciwnicy</translation>
    </message>
    <message>
        <source>The same deal number gives the same cards again.</source>
        <translation>Ten sam numer rozdania daje znowu te same karty.</translation>
    </message>
</context>
<context>
    <name>NextMatchDialog</name>
    <message>
        <source>Options of the next match</source>
        <translation>Opcje następnej partii</translation>
    </message>
    <message>
        <source>These options need another number of players than this table has.</source>
        <translation>Te opcje wymagają innej liczby graczy, niż ma ten stół.</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Delete saved game</source>
        <translation>Usuń zapisaną grę</translation>
    </message>
    <message>
        <source>Delete the saved game “{name}”? This cannot be undone.</source>
        <translation>Usunąć zapisaną grę „{name}”? Tego nie można cofnąć.</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Zapisano</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation>Nie ma jeszcze zapisanych gier.</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>zakończona</translation>
    </message>
    <message>
        <source>deal {n}</source>
        <translation>rozdanie {n}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>The folders for settings and saves cannot be created: {error}</source>
        <extracomment>A message for the user from any thread (the autosave worker reports through it). Messages about a file from any thread (the statistics worker reports through it). The autosave started failing (the message, once) / works again (from its thread). Every message shown to the user, oldest first (tests and bug reports read it).</extracomment>
        <translation>Nie można utworzyć folderów na ustawienia i zapisane gry: {error}</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <extracomment>The autosave file this instance writes per game (another instance playing the same game writes its own: both matches are kept). Shown in the status bar for as long as the autosave fails (None: it works). Game ▸ Resume: one entry per game with an unfinished autosaved match (filled each time it is about to show).</extracomment>
        <translation>Nie udało się zapisać gry: {error}</translation>
    </message>
    <message>
        <source>Saved as “{name}”.</source>
        <translation>Zapisano jako „{name}”.</translation>
    </message>
    <message>
        <source>The saved game {path} cannot be opened.</source>
        <translation>Nie można otworzyć zapisanej gry {path}.</translation>
    </message>
    <message>
        <source>This match is being played in another Kartentisch window; continue it there.</source>
        <translation>Ta partia jest rozgrywana w innym oknie Kartentisch; kontynuuj ją tam.</translation>
    </message>
    <message>
        <source>{game}: deal {deal}, score {score} ({date})</source>
        <translation>{game}: rozdanie {deal}, wynik {score} ({date})</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Name of the saved game:</source>
        <translation>Nazwa zapisanej gry:</translation>
    </message>
    <message>
        <source>Resume the match?</source>
        <translation>Wznowić partię?</translation>
    </message>
    <message>
        <source>An unfinished match of {game} for {players} was saved automatically on {date} (deal {deal}, score {score}).</source>
        <translation>Niedokończona partia {game} dla {players} została automatycznie zapisana {date} (rozdanie {deal}, wynik {score}).</translation>
    </message>
    <message>
        <source>Continue it?</source>
        <translation>Kontynuować?</translation>
    </message>
    <message>
        <source>Kartentisch</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Not saved automatically</source>
        <translation>Brak automatycznego zapisu</translation>
    </message>
    <message>
        <source>The match is saved automatically again.</source>
        <translation>Partia znów jest zapisywana automatycznie.</translation>
    </message>
    <message>
        <source>The match could not be saved automatically: {error}</source>
        <translation>Nie udało się automatycznie zapisać partii: {error}</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatystyki…</translation>
    </message>
    <message>
        <source>T&amp;raining…</source>
        <translation>T&amp;rening…</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Wznów</translation>
    </message>
</context>
<context>
    <name>ResultReasons</name>
    <message>
        <source>the pot</source>
        <translation>pula</translation>
    </message>
    <message>
        <source>The stake goes from the most card points to the fewest</source>
        <translation>Stawkę płaci ten, kto ma najwięcej punktów, temu, kto ma najmniej</translation>
    </message>
    <message>
        <source>The stake goes to the Pancerola, which took no trick</source>
        <translation>Stawkę dostaje Pancerola, która nie wzięła lewy</translation>
    </message>
    <message>
        <source>The broken Pancerola pays the stake alone</source>
        <translation>Złamana Pancerola sama płaci stawkę</translation>
    </message>
    <message>
        <source>Trick {trick}: an ace thrown on another suit, the trick&apos;s winner pays</source>
        <translation>Lewa {trick}: as zrzucony do innego koloru, płaci biorący lewę</translation>
    </message>
    <message>
        <source>Trick {trick}: the Kinal thrown on another suit, the trick&apos;s winner pays</source>
        <translation>Lewa {trick}: kinal zrzucony do innego koloru, płaci biorący lewę</translation>
    </message>
    <message>
        <source>Trick {trick}: the Kinal forced on a heart lead, everyone pays the leader</source>
        <translation>Lewa {trick}: kinal wymuszony do kiera, wszyscy płacą wychodzącemu</translation>
    </message>
    <message>
        <source>Trick {trick}: the thrown Kinal takes the pot</source>
        <translation>Lewa {trick}: zrzucony kinal bierze pulę</translation>
    </message>
    <message>
        <source>Trick {trick}: the pot is doubled</source>
        <translation>Lewa {trick}: pula zostaje podwojona</translation>
    </message>
    <message>
        <source>The match is over: the pot is shared</source>
        <translation>Partia zakończona: pula zostaje podzielona</translation>
    </message>
    <message>
        <source>Chapanka made: all eleven tricks</source>
        <translation>Chapanka zrobiona: wszystkie jedenaście lew</translation>
    </message>
    <message>
        <source>Trick {trick}: the Chapanka is lost</source>
        <translation>Lewa {trick}: Chapanka przegrana</translation>
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
        <translation>Tryb nauki pozostaje włączony.</translation>
    </message>
    <message>
        <source>The guided lesson “{title}” goes on where you left it.</source>
        <translation>Lekcja „{title}” będzie kontynuowana od miejsca, w którym przerwano.</translation>
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
        <extracomment>(pattern, card back, index letters) of the cards as the person chose them. Colour of each verdict on the evaluation strip (Okabe–Ito, told apart with colour-blindness). The verdict when ``move`` was a decision of the person, judged from before it. The person&apos;s observation at this moment (trumps, contract, the middle with who laid each card, the last trick, stock and talon); None: only ``table`` is known. What ``move`` caused (a trick won, cards taken up), from the deal&apos;s events. The frame index whose decision the person wants to play again from that position. A move as its button reads (&quot;Trumps: Leaves&quot;), for the verdict&apos;s sentences. Words an engine sentence (the analyst&apos;s Reason) in the person&apos;s language. The deal&apos;s par and accuracy in words (gui/coach/training.py), hidden while unknown. The picture of the moment: every hand open, the middle, the move just made. The person&apos;s seat: the frames&apos; observations are theirs (0 at a table of one&apos;s own).</extracomment>
        <translation>{move}: utracono {cost} szansy na wygraną ({severity})</translation>
    </message>
    <message>
        <source>None so far.</source>
        <translation>Na razie żadnych.</translation>
    </message>
    <message>
        <source>Turned-up trump</source>
        <translation>Odkryty atut</translation>
    </message>
    <message>
        <source>Trick: {name}</source>
        <translation>Lewa: {name}</translation>
    </message>
    <message>
        <source>On the table:</source>
        <translation>Na stole:</translation>
    </message>
    <message>
        <source>Move {n} of {total}</source>
        <translation>Ruch {n} z {total}</translation>
    </message>
    <message>
        <source>As dealt: every hand before the first move.</source>
        <translation>Po rozdaniu: wszystkie ręce przed pierwszym ruchem.</translation>
    </message>
    <message>
        <source>Your decision; not judged (yet).</source>
        <translation>Twoja decyzja; (jeszcze) nieoceniona.</translation>
    </message>
    <message>
        <source>Not your decision.</source>
        <translation>Nie twoja decyzja.</translation>
    </message>
    <message>
        <source>(its card is outlined in green in your hand)</source>
        <translation>(jego karta jest obrysowana na zielono w twojej ręce)</translation>
    </message>
    <message>
        <source>None: none of your decisions lost much against the coach&apos;s best move.</source>
        <translation>Brak: żadna twoja decyzja nie straciła wiele wobec najlepszego ruchu trenera.</translation>
    </message>
    <message>
        <source>{move}: about {points} points a deal lost ({severity})</source>
        <translation>{move}: około {points} pkt straty na rozdanie ({severity})</translation>
    </message>
    <message>
        <source>{move}: {severity}</source>
        <translation>{move}: {severity}</translation>
    </message>
    <message>
        <source>You chose “{move}”.</source>
        <translation>Wybrano „{move}”.</translation>
    </message>
    <message>
        <source>The coach prefers “{move}”.</source>
        <translation>Trener woli „{move}”.</translation>
    </message>
    <message>
        <source>Deal review</source>
        <translation>Przegląd rozdania</translation>
    </message>
    <message>
        <source>Deal {n}: every hand open. Your decisions are marked on the strip.</source>
        <translation>Rozdanie {n}: wszystkie karty odkryte. Twoje decyzje są zaznaczone na pasku.</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Wstecz</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Dalej ▶</translation>
    </message>
    <message>
        <source>Try again from here</source>
        <translation>Spróbuj ponownie stąd</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Zagraj to rozdanie jeszcze raz</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>The decisions that cost most:</source>
        <translation>Decyzje, które kosztowały najwięcej:</translation>
    </message>
    <message>
        <source>Every hand at this move</source>
        <translation>Wszystkie ręce w tym ruchu</translation>
    </message>
    <message>
        <source>Evaluation of your decisions</source>
        <translation>Ocena twoich decyzji</translation>
    </message>
    <message>
        <source>Move of the deal</source>
        <translation>Ruch rozdania</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&lt;p&gt;No rules summary is available for this game.&lt;/p&gt;</source>
        <extracomment>The section shown (``&quot;s5&quot;``), kept across a language switch; &quot;&quot; for the top.</extracomment>
        <translation>&lt;p&gt;Dla tej gry nie ma opisu zasad.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady gry</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>its description is not a set of named values</source>
        <extracomment>Learn mode at the table: {&quot;on&quot;: bool, &quot;lesson&quot;: int | None}, or {} (module docstring).</extracomment>
        <translation>jej opis nie jest zbiorem nazwanych wartości</translation>
    </message>
    <message>
        <source>its description has a wrong or missing &apos;{key}&apos;</source>
        <translation>w jej opisie brakuje &apos;{key}&apos; lub jest błędne</translation>
    </message>
    <message>
        <source>its description has an impossible number of players ({n})</source>
        <translation>jej opis podaje niemożliwą liczbę graczy ({n})</translation>
    </message>
    <message numerus="yes">
        <source>its description has {count} &apos;{key}&apos; for %n player(s)</source>
        <translation>
            <numerusform>jej opis ma {count} &apos;{key}&apos; dla %n gracza</numerusform>
            <numerusform>jej opis ma {count} &apos;{key}&apos; dla %n graczy</numerusform>
            <numerusform>jej opis ma {count} &apos;{key}&apos; dla %n graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>its description has scores that are not numbers</source>
        <translation>jej opis zawiera wyniki, które nie są liczbami</translation>
    </message>
    <message>
        <source>its description has an unknown computer player level</source>
        <translation>jej opis podaje nieznany poziom gracza komputerowego</translation>
    </message>
    <message>
        <source>its description has bot seeds that are not whole numbers</source>
        <translation>jej opis zawiera ziarna graczy komputerowych, które nie są liczbami całkowitymi</translation>
    </message>
    <message>
        <source>its description has player names that are not text</source>
        <translation>jej opis zawiera imiona graczy, które nie są tekstem</translation>
    </message>
    <message>
        <source>its description has an unreadable date</source>
        <translation>jej opis zawiera nieczytelną datę</translation>
    </message>
    <message>
        <source>{key} is {saved} but the moves give {replayed}</source>
        <translation>{key} ma wartość {saved}, a ruchy dają {replayed}</translation>
    </message>
    <message>
        <source>the score is {saved} but the moves give {replayed}</source>
        <translation>wynik to {saved}, a ruchy dają {replayed}</translation>
    </message>
    <message>
        <source>cannot be written: {reason}</source>
        <extracomment>The name whose lock guards choosing a new save&apos;s file name (see :func:`save_game`).</extracomment>
        <translation>nie można zapisać: {reason}</translation>
    </message>
    <message>
        <source>holds a damaged game (not valid JSON inside)</source>
        <translation>zawiera uszkodzoną grę (w środku nie ma poprawnego JSON)</translation>
    </message>
    <message>
        <source>holds no game</source>
        <translation>nie zawiera gry</translation>
    </message>
    <message>
        <source>{key} differs</source>
        <translation>{key} się nie zgadza</translation>
    </message>
    <message>
        <source>The saved games could not be listed: {reason}</source>
        <translation>Nie udało się wyświetlić listy zapisanych gier: {reason}</translation>
    </message>
    <message>
        <source>The saved game {name} cannot be opened: {error}</source>
        <translation>Nie można otworzyć zapisanej gry {name}: {error}</translation>
    </message>
    <message>
        <source>The saved game {name} could not be used.</source>
        <translation>Nie można było użyć zapisanej gry {name}.</translation>
    </message>
    <message>
        <source>The saved game {name} no longer exists.</source>
        <translation>Zapisana gra {name} już nie istnieje.</translation>
    </message>
    <message>
        <source>The automatically saved match cannot be opened: {error}</source>
        <translation>Nie można otworzyć automatycznie zapisanej partii: {error}</translation>
    </message>
    <message>
        <source>The saved game cannot be opened: {error}</source>
        <translation>Nie można otworzyć zapisanej gry: {error}</translation>
    </message>
    <message>
        <source>The automatically saved match could not be used.</source>
        <translation>Nie można było użyć automatycznie zapisanej partii.</translation>
    </message>
    <message>
        <source>The saved game could not be used.</source>
        <translation>Nie można było użyć zapisanej gry.</translation>
    </message>
    <message>
        <source>cannot be deleted: {reason}</source>
        <translation>nie może zostać usunięty: {reason}</translation>
    </message>
    <message>
        <source>was written by a newer Kartentisch (save format {version}; this version reads up to {supported})</source>
        <translation>został zapisany przez nowszy Kartentisch (format zapisu {version}; ta wersja czyta do {supported})</translation>
    </message>
    <message>
        <source>has an unknown save format version {version}</source>
        <translation>ma nieznaną wersję formatu zapisu {version}</translation>
    </message>
    <message>
        <source>lacks its game or its description</source>
        <translation>nie zawiera gry lub jej opisu</translation>
    </message>
    <message>
        <source>lacks its description</source>
        <translation>nie zawiera opisu</translation>
    </message>
    <message>
        <source>is not a saved game (it is a Kartentisch {kind} file)</source>
        <translation>nie jest zapisaną grą (to plik Kartentisch typu {kind})</translation>
    </message>
    <message>
        <source>is not a Kartentisch saved game</source>
        <translation>nie jest zapisaną grą Kartentisch</translation>
    </message>
    <message>
        <source>holds a game that cannot be rebuilt: {error}</source>
        <translation>zawiera grę, której nie da się odtworzyć: {error}</translation>
    </message>
    <message>
        <source>holds a game that cannot be rebuilt ({error})</source>
        <translation>zawiera grę, której nie da się odtworzyć ({error})</translation>
    </message>
    <message>
        <source>is damaged: {error}</source>
        <translation>jest uszkodzony: {error}</translation>
    </message>
    <message>
        <source>cannot be moved: {reason}</source>
        <translation>nie da się przenieść: {reason}</translation>
    </message>
    <message>
        <source>cannot be removed: {reason}</source>
        <translation>nie może zostać usunięty: {reason}</translation>
    </message>
    <message>
        <source>describes a different match than its moves: {problems}</source>
        <translation>opisuje inną partię niż jego ruchy: {problems}</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Score sheet</source>
        <extracomment>Rows of the score sheet kept in view however short the window (the latest deals, totals).</extracomment>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>Game facts</source>
        <translation>Stan gry</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Rozdanie {n}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Phase: {phase}</source>
        <translation>Etap: {phase}</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Atut: {suit}</translation>
    </message>
    <message>
        <source>No trump suit</source>
        <translation>Bez atutu</translation>
    </message>
    <message>
        <source>To play: {name}</source>
        <translation>Ruch: {name}</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation>Ostatnia lewa: {cards}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Classic</source>
        <translation>Klasyczny</translation>
    </message>
    <message>
        <source>Rosette</source>
        <translation>Rozeta</translation>
    </message>
    <message>
        <source>Lattice</source>
        <translation>Kratka</translation>
    </message>
    <message>
        <source>Lozenge</source>
        <translation>Romby</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Język:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Twoje imię:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Rewers kart:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Szybkość animacji:</translation>
    </message>
    <message>
        <source>Finished trick:</source>
        <translation>Zakończona lewa:</translation>
    </message>
    <message>
        <source>Only one possible move:</source>
        <translation>Tylko jeden możliwy ruch:</translation>
    </message>
    <message>
        <source>Default difficulty:</source>
        <translation>Domyślny poziom trudności:</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Trener:</translation>
    </message>
    <message>
        <source>Judge my decisions and work out par after each deal</source>
        <translation>Oceniaj moje decyzje i wyznaczaj par po każdym rozdaniu</translation>
    </message>
    <message>
        <source>In the background, at the lowest priority: the deal review&apos;s verdicts, accuracy and par for the Training window. Par left waiting goes on when this is turned on again.</source>
        <translation>W tle, z najniższym priorytetem: oceny przeglądu rozdania, dokładność i par dla okna treningu. Par, który czekał, jest liczony dalej, gdy znów to włączysz.</translation>
    </message>
    <message>
        <source>Card pattern per game</source>
        <translation>Wzór kart dla każdej gry</translation>
    </message>
    <message>
        <source>No German suits: this game needs the 2 to 5, which no German-suited pack has.</source>
        <translation>Bez kolorów niemieckich: ta gra wymaga kart od 2 do 5, których nie ma żadna talia z kolorami niemieckimi.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Wyłączona</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybka</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalna</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolna</translation>
    </message>
    <message>
        <source>Stays until I click or press a key</source>
        <translation>Zostaje, aż kliknę lub naciśnę klawisz</translation>
    </message>
    <message>
        <source>Stays 1 second</source>
        <translation>Zostaje 1 sekundę</translation>
    </message>
    <message>
        <source>Stays 2 seconds</source>
        <translation>Zostaje 2 sekundy</translation>
    </message>
    <message>
        <source>Stays 3 seconds</source>
        <translation>Zostaje 3 sekundy</translation>
    </message>
    <message>
        <source>Goes at once (L shows it again)</source>
        <translation>Znika od razu (L pokazuje ją ponownie)</translation>
    </message>
    <message>
        <source>How long a finished trick or bout stays on the table. L or a click on a trick pile shows the last trick again at any time.</source>
        <translation>Jak długo zakończona lewa lub atak zostaje na stole. L lub kliknięcie stosu lew w każdej chwili pokazuje ostatnią lewę.</translation>
    </message>
    <message>
        <source>Plays itself in learn mode</source>
        <translation>Wykonuje się sam w trybie nauki</translation>
    </message>
    <message>
        <source>Always plays itself</source>
        <translation>Zawsze wykonuje się sam</translation>
    </message>
    <message>
        <source>Waits for me</source>
        <translation>Czeka na mnie</translation>
    </message>
    <message>
        <source>When you have only one possible move, the status line says which, and after a moment it is made for you.</source>
        <translation>Gdy masz tylko jeden możliwy ruch, pasek stanu mówi jaki, a po chwili zostaje wykonany za ciebie.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>allowed values are {values}</source>
        <translation>dozwolone wartości to {values}</translation>
    </message>
    <message>
        <source>it must map games to card patterns</source>
        <translation>musi przypisywać grom wzory kart</translation>
    </message>
    <message>
        <source>unknown card pattern for {games}</source>
        <translation>nieznany wzór kart dla {games}</translation>
    </message>
    <message>
        <source>allowed card backs are {backs}</source>
        <translation>dozwolone rewersy kart to {backs}</translation>
    </message>
    <message>
        <source>it must be text</source>
        <translation>musi być tekstem</translation>
    </message>
    <message>
        <source>it must be a set of named values</source>
        <translation>musi być zbiorem nazwanych wartości</translation>
    </message>
    <message>
        <source>&apos;{field}&apos; is {value}</source>
        <extracomment>The largest seed the New-game dialog offers (a Qt spin box holds a 32-bit int).</extracomment>
        <translation>„{field}” ma wartość {value}</translation>
    </message>
    <message>
        <source>the options of {game}</source>
        <translation>opcje gry {game}</translation>
    </message>
    <message>
        <source>the option {name} = {value} of {game}</source>
        <translation>opcja {name} = {value} gry {game}</translation>
    </message>
    <message>
        <source>it must be binary data</source>
        <translation>musi być danymi binarnymi</translation>
    </message>
    <message>
        <source>The setting &apos;{key}&apos; had unusable parts ({error}); they were reset to their defaults.</source>
        <translation>Ustawienie „{key}” miało niezdatne części ({error}); przywrócono ich wartości domyślne.</translation>
    </message>
    <message>
        <source>The setting &apos;{key}&apos; had an unusable value ({value}: {error}); it was reset to its default.</source>
        <translation>Ustawienie &apos;{key}&apos; miało nieprawidłową wartość ({value}: {error}); przywrócono wartość domyślną.</translation>
    </message>
    <message>
        <source>The settings could not be used.</source>
        <translation>Nie można było użyć ustawień.</translation>
    </message>
    <message>
        <source>The default settings are used.</source>
        <translation>Używane są ustawienia domyślne.</translation>
    </message>
    <message>
        <source>is not a settings file (it is marked {marker})</source>
        <translation>nie jest plikiem ustawień (jest oznaczony jako {marker})</translation>
    </message>
    <message>
        <source>was written by a newer Kartentisch (settings version {version}; this version reads up to {supported})</source>
        <translation>został zapisany przez nowszy Kartentisch (wersja ustawień {version}; ta wersja czyta do {supported})</translation>
    </message>
    <message>
        <source>has an unknown settings version {version}</source>
        <translation>ma nieznaną wersję ustawień {version}</translation>
    </message>
    <message>
        <source>lacks its settings</source>
        <translation>nie zawiera ustawień</translation>
    </message>
    <message>
        <source>The settings could not be saved: {error}</source>
        <extracomment>Values of the file on disk were reset: copy it aside before it is replaced.</extracomment>
        <translation>Nie udało się zapisać ustawień: {error}</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Welcome to Kartentisch</source>
        <translation>Witaj przy Kartentisch</translation>
    </message>
    <message>
        <source>Five rare card games</source>
        <translation>Pięć rzadkich gier karcianych</translation>
    </message>
    <message>
        <source>Choose a game. Learn this game starts guided deals that explain every decision; Play starts a match against the computer.</source>
        <translation>Wybierz grę. „Naucz się tej gry” zaczyna rozdania z przewodnikiem, które objaśniają każdą decyzję; „Graj” zaczyna partię z komputerem.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Finished matches</source>
        <translation>Zakończone partie</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Trening</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remisy</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrane</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Wygrane %</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Najlepszy</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Najgorszy</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <source>Mean per deal</source>
        <translation>Średnio na rozdanie</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Kontrakty ugrane</translation>
    </message>
    <message>
        <source>Contracts lost</source>
        <translation>Kontrakty przegrane</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Ostatnio grana</translation>
    </message>
    <message>
        <source>Matches count when finished, deals as soon as each is over. Best and worst are your own final totals, the mean per deal your own score per deal. Contracts are those your side played.</source>
        <translation>Partie liczą się po zakończeniu, rozdania zaraz po każdym rozdaniu. Najlepszy i najgorszy to twoje własne wyniki końcowe, średnia na rozdanie to twój własny wynik na rozdanie. Kontrakty to te, które grała twoja strona.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Wynik końcowy</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>Twój wynik</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Zwycięzca</translation>
    </message>
    <message>
        <source>No match has been finished yet.</source>
        <translation>Nie zakończono jeszcze żadnej partii.</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>your result of one match</comment>
        <translation>Wygrana</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>your result of one match</comment>
        <translation>Przegrana</translation>
    </message>
    <message>
        <source>Drawn</source>
        <comment>your result of one match</comment>
        <translation>Remis</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>In {games} fewer points are better.</source>
        <translation>W grach {games} mniej punktów jest lepiej.</translation>
    </message>
    <message>
        <source>Deals with par</source>
        <translation>Rozdania z par</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Dokładność</translation>
    </message>
    <message>
        <source>Lost per decision</source>
        <translation>Strata na decyzję</translation>
    </message>
    <message>
        <source>Score minus par</source>
        <translation>Wynik minus par</translation>
    </message>
    <message>
        <source>Puzzle rating</source>
        <translation>Ranking zadań</translation>
    </message>
    <message>
        <source>Puzzles solved</source>
        <translation>Zadania rozwiązane</translation>
    </message>
    <message>
        <source>Puzzles due</source>
        <translation>Zadania na dziś</translation>
    </message>
    <message>
        <source>Deals
with par</source>
        <translation>Rozdania
z par</translation>
    </message>
    <message>
        <source>Lost per
decision</source>
        <translation>Strata na
decyzję</translation>
    </message>
    <message>
        <source>Score
minus par</source>
        <translation>Wynik
minus par</translation>
    </message>
    <message>
        <source>Puzzle
rating</source>
        <translation>Ranking
zadań</translation>
    </message>
    <message>
        <source>Puzzles
solved</source>
        <translation>Zadania
rozwiązane</translation>
    </message>
    <message>
        <source>Puzzles
due</source>
        <translation>Zadania
na dziś</translation>
    </message>
    <message>
        <source>As in the Training window: accuracy is the share of your decisions the review judged best or good, lost per decision in the game&apos;s unit (marks in Kaschlan, else points), score minus par your score less a strong player&apos;s with your cards, with its 95 % band.</source>
        <translation>Jak w oknie treningu: dokładność to odsetek twoich decyzji, które przegląd uznał za najlepsze lub dobre; strata na decyzję w jednostce gry (kreski w Kasztelance, poza tym punkty); wynik minus par to twój wynik pomniejszony o wynik silnego gracza z twoimi kartami, z przedziałem 95&#xa0;%.</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>Trening…</translation>
    </message>
    <message>
        <source>{solved} of {tries}</source>
        <translation>{solved} z {tries}</translation>
    </message>
</context>
<context>
    <name>StatisticsStore</name>
    <message>
        <source>it is not a set of counters</source>
        <extracomment>The versions this one reads (1: before deals and history were kept). Matches whose counted deals are remembered (a match is rarely resumed after 200 others). Finished matches kept in the history shown in the Statistics dialog.</extracomment>
        <translation>nie jest zbiorem liczników</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is not a whole number of matches</source>
        <translation>&apos;{key}&apos; nie jest całkowitą liczbą partii</translation>
    </message>
    <message>
        <source>won, lost and drawn do not add up to the matches played</source>
        <translation>wygrane, przegrane i remisy nie sumują się do rozegranych partii</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is not a score</source>
        <translation>&apos;{key}&apos; nie jest wynikiem</translation>
    </message>
    <message>
        <source>its details have the wrong types</source>
        <translation>jego szczegóły mają złe typy</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is not a whole number of deals</source>
        <translation>&apos;{key}&apos; nie jest całkowitą liczbą rozdań</translation>
    </message>
    <message>
        <source>there are more contracts than deals</source>
        <translation>kontraktów jest więcej niż rozdań</translation>
    </message>
    <message>
        <source>a finished match is damaged</source>
        <translation>zakończona partia jest uszkodzona</translation>
    </message>
    <message>
        <source>The statistics could not be used.</source>
        <extracomment>match id -&gt; the highest deal number of that match already counted (oldest first). The finished matches, oldest first (the last KEEP_HISTORY). Loaded from a file some of whose values were reset (not saved; see record_match).</extracomment>
        <translation>Nie można było użyć statystyk.</translation>
    </message>
    <message>
        <source>The statistics start afresh.</source>
        <translation>Statystyki zaczynają się od nowa.</translation>
    </message>
    <message>
        <source>The statistics of {game} were damaged ({error}) and were reset.</source>
        <translation>Statystyki gry {game} były uszkodzone ({error}) i zostały wyzerowane.</translation>
    </message>
    <message>
        <source>is not a Kartentisch statistics file</source>
        <translation>nie jest plikiem statystyk Kartentisch</translation>
    </message>
    <message>
        <source>was written by a newer Kartentisch (statistics version {version}; this version reads up to {supported})</source>
        <translation>został zapisany przez nowszy Kartentisch (wersja statystyk {version}; ta wersja czyta do {supported})</translation>
    </message>
    <message>
        <source>has an unknown statistics version {version}</source>
        <translation>ma nieznaną wersję statystyk {version}</translation>
    </message>
    <message>
        <source>lacks its per-game records</source>
        <translation>nie zawiera zapisów dla poszczególnych gier</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Nie udało się zapisać statystyk: {error}</translation>
    </message>
    <message>
        <source>cannot be locked: {reason}</source>
        <translation>nie można zablokować: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished match(es) of the history were damaged and were left out.</source>
        <translation>
            <numerusform>%n zakończona partia z historii była uszkodzona i została pominięta.</numerusform>
            <numerusform>%n zakończone partie z historii były uszkodzone i zostały pominięte.</numerusform>
            <numerusform>%n zakończonych partii z historii było uszkodzonych i zostało pominiętych.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The file {path} {reason}.</source>
        <extracomment>Larger files are refused unread: no Kartentisch file comes near this (a 1001-point match is a few kilobytes), and reading gigabytes would freeze the program. Deeper JSON is refused: our files nest a handful of levels, and very deep nesting is a classic way to make parsers and later code hit the recursion limit.</extracomment>
        <translation>Plik {path} {reason}.</translation>
    </message>
    <message>
        <source>cannot be written: {reason}</source>
        <translation>nie może zostać zapisany: {reason}</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>nie może zostać odczytany: {reason}</translation>
    </message>
    <message>
        <source>could not be moved aside: {reason}</source>
        <translation>nie mógł zostać odłożony na bok: {reason}</translation>
    </message>
    <message>
        <source>cannot be written because a folder of that name is in the way</source>
        <translation>nie może zostać zapisany, bo przeszkadza folder o tej samej nazwie</translation>
    </message>
    <message>
        <source>cannot be written: the data is not JSON ({error})</source>
        <translation>nie może zostać zapisany: dane nie są w formacie JSON ({error})</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>jest pusty</translation>
    </message>
    <message>
        <source>is cut off: it ends in the middle of its data</source>
        <translation>jest ucięty: kończy się w środku danych</translation>
    </message>
    <message>
        <source>is not valid JSON ({error} at line {line}, column {column})</source>
        <translation>nie jest poprawnym JSON ({error} w wierszu {line}, kolumnie {column})</translation>
    </message>
    <message>
        <source>is not valid JSON ({error})</source>
        <translation>nie jest poprawnym JSON ({error})</translation>
    </message>
    <message>
        <source>holds {kind} where an object was expected</source>
        <translation>zawiera {kind} tam, gdzie oczekiwano obiektu</translation>
    </message>
    <message numerus="yes">
        <source>is nested too deeply (more than %n level(s))</source>
        <translation>
            <numerusform>jest zbyt głęboko zagnieżdżony (ponad %n poziom)</numerusform>
            <numerusform>jest zbyt głęboko zagnieżdżony (ponad %n poziomy)</numerusform>
            <numerusform>jest zbyt głęboko zagnieżdżony (ponad %n poziomów)</numerusform>
        </translation>
    </message>
    <message>
        <source>is a symbolic link; links are not followed for safety</source>
        <translation>jest dowiązaniem symbolicznym; ze względów bezpieczeństwa dowiązania nie są śledzone</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>jest folderem, a nie plikiem</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>nie jest zwykłym plikiem</translation>
    </message>
    <message>
        <source>is too large ({size} MB) to be a Kartentisch file</source>
        <translation>jest za duży ({size} MB) jak na plik Kartentisch</translation>
    </message>
    <message>
        <source>is not a text file (it contains binary data)</source>
        <translation>nie jest plikiem tekstowym (zawiera dane binarne)</translation>
    </message>
    <message>
        <source>a JSON list</source>
        <translation>listę JSON</translation>
    </message>
    <message>
        <source>a JSON string</source>
        <translation>ciąg znaków JSON</translation>
    </message>
    <message>
        <source>a JSON true/false</source>
        <translation>wartość logiczną JSON</translation>
    </message>
    <message>
        <source>a JSON number</source>
        <translation>liczbę JSON</translation>
    </message>
    <message>
        <source>JSON null</source>
        <translation>JSON null</translation>
    </message>
    <message>
        <source>an unexpected value</source>
        <translation>nieoczekiwaną wartość</translation>
    </message>
    <message>
        <source>too many earlier copies</source>
        <translation>zbyt wiele wcześniejszych kopii</translation>
    </message>
    <message>
        <source>could not be copied aside: {reason}</source>
        <translation>nie udało się odłożyć kopii: {reason}</translation>
    </message>
    <message>
        <source>The damaged original of {file} was kept as {name}.</source>
        <translation>Uszkodzony oryginał pliku {file} zachowano jako {name}.</translation>
    </message>
    <message>
        <source>it has disappeared</source>
        <translation>zniknął</translation>
    </message>
    <message>
        <source>It could not be moved aside either: {reason}.</source>
        <translation>Nie udało się go też odłożyć na bok: {reason}.</translation>
    </message>
    <message>
        <source>It was kept as {name}.</source>
        <translation>Zachowano go jako {name}.</translation>
    </message>
    <message>
        <source>another running Kartentisch kept it locked too long</source>
        <extracomment>How long a writer waits for another instance before it gives up with a message. A lock file still without its owner&apos;s id after this long was left by a killed process (a live one writes the id microseconds after creating the file). How often a waiting writer looks again for such a torn lock file.</extracomment>
        <translation>inny uruchomiony Kartentisch blokował go zbyt długo</translation>
    </message>
</context>
<context>
    <name>TableBanner</name>
    <message>
        <source>Play waits</source>
        <translation>Gra czeka</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Click or press a key to return.</source>
        <translation>Kliknij lub naciśnij klawisz, aby wrócić.</translation>
    </message>
    <message>
        <source>Click or press a key to go on.</source>
        <translation>Kliknij lub naciśnij klawisz, aby grać dalej.</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Karta zakryta</translation>
    </message>
    <message>
        <source>Last trick.</source>
        <translation>Ostatnia lewa.</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>na stole</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>zaznaczona</translation>
    </message>
    <message>
        <source>hinted</source>
        <translation>podpowiedziana</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>można zagrać</translation>
    </message>
    <message>
        <source>Last trick: you took it.</source>
        <translation>Ostatnia lewa: twoja.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Bierzesz lewę.</translation>
    </message>
    <message>
        <source>turn-up trump</source>
        <translation>odkryta karta atutowa</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>nie można zagrać</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Wyjście</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Bierze</translation>
    </message>
    <message>
        <source>Play passes clockwise, to the left.</source>
        <translation>Gra idzie zgodnie z ruchem wskazówek zegara, w lewo.</translation>
    </message>
    <message>
        <source>Play passes anticlockwise, to the right.</source>
        <translation>Gra idzie przeciwnie do ruchu wskazówek zegara, w prawo.</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Rozdanie {n}</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Bez atutu</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} myśli…</translation>
    </message>
    <message>
        <source>You take the cards up.</source>
        <translation>Zbierasz karty.</translation>
    </message>
    <message>
        <source>You beat every card: they go to the waste.</source>
        <translation>Wszystkie karty pobite: idą do odrzutków.</translation>
    </message>
    <message>
        <source>Tricks won: {n}. Click (or press L) to see the last trick.</source>
        <translation>Wzięte lewy: {n}. Kliknij (lub naciśnij L), aby zobaczyć ostatnią lewę.</translation>
    </message>
    <message>
        <source>Stock: {n}</source>
        <translation>Talon: {n}</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Atut: {suit}</translation>
    </message>
    <message>
        <source>Last trick: {name} took it.</source>
        <translation>Ostatnia lewa — bierze ją: {name}.</translation>
    </message>
    <message>
        <source>{name} takes the trick.</source>
        <translation>{name} bierze lewę.</translation>
    </message>
    <message>
        <source>Last bout: {what}</source>
        <translation>Ostatni atak: {what}</translation>
    </message>
    <message>
        <source>played by {name}</source>
        <translation>zagrana przez: {name}</translation>
    </message>
    <message>
        <source>tricks {n}</source>
        <translation>lewy: {n}</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>wynik: {n}</translation>
    </message>
    <message>
        <source>{name} takes the cards up.</source>
        <translation>{name} zbiera karty.</translation>
    </message>
    <message>
        <source>{name} beat every card: they go to the waste.</source>
        <translation>{name} pobija wszystkie karty: idą do odrzutków.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <extracomment>The felt&apos;s keyboard frame: its pen width and its distance from the view&apos;s edge (pixels). Tab or Shift+Tab brought the keyboard onto the table. (key, timestamp) of the last key release: X11 without detectable auto-repeat sends a held key as release + press pairs of one timestamp, which is how a repeat shows. The table was last used with the mouse: no keyboard frame until a key or a Tab.</extracomment>
        <translation>Stół do kart</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Answer</source>
        <translation>Odpowiedz</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Następne zadanie</translation>
    </message>
    <message>
        <source>Find the best move</source>
        <translation>Znajdź najlepszy ruch</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ty</translation>
    </message>
    <message>
        <source>No puzzle to show.</source>
        <translation>Brak zadań do pokazania.</translation>
    </message>
    <message>
        <source>From one of your deals.</source>
        <translation>Z jednego z twoich rozdań.</translation>
    </message>
    <message>
        <source>Phase: {phase}</source>
        <translation>Faza: {phase}</translation>
    </message>
    <message>
        <source>Scores: {totals}</source>
        <translation>Wyniki: {totals}</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Atu: {suit}</translation>
    </message>
    <message>
        <source>On the table: {cards}</source>
        <translation>Na stole: {cards}</translation>
    </message>
    <message>
        <source>Moves so far: {moves}</source>
        <translation>Dotychczasowe ruchy: {moves}</translation>
    </message>
    <message>
        <source>Right: {move} is the best move.</source>
        <translation>Dobrze: {move} to najlepszy ruch.</translation>
    </message>
    <message>
        <source>Not this time: the best move is {move}.</source>
        <translation>Tym razem nie: najlepszy ruch to {move}.</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Trening</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Twoje postępy</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Zadania</translation>
    </message>
    <message>
        <source>Solve your puzzles</source>
        <translation>Rozwiąż swoje zadania</translation>
    </message>
    <message>
        <source>A puzzle near your rating</source>
        <translation>Zadanie blisko twojego rankingu</translation>
    </message>
    <message>
        <source>Accuracy: best or good decisions</source>
        <translation>Dokładność: najlepsze lub dobre decyzje</translation>
    </message>
    <message>
        <source>Lost per decision against the coach&apos;s best</source>
        <translation>Strata na decyzję względem najlepszego ruchu trenera</translation>
    </message>
    <message>
        <source>Your score minus par (luck taken out)</source>
        <translation>Twój wynik minus par (bez szczęścia w kartach)</translation>
    </message>
    <message>
        <source>No deals with this figure yet.</source>
        <translation>Jeszcze brak rozdań z tą wartością.</translation>
    </message>
    <message>
        <source>Deals where you lost most against par:</source>
        <translation>Rozdania, w których najwięcej straciłeś względem par:</translation>
    </message>
    <message>
        <source>Ideas you most often missed:</source>
        <translation>Myśli, które najczęściej ci umykały:</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>jeszcze brak</translation>
    </message>
    <message>
        <source>Due today: {n}</source>
        <translation>Na dziś: {n}</translation>
    </message>
    <message>
        <source>{date}, deal {n}: {diff} against par</source>
        <translation>{date}, rozdanie {n}: {diff} względem par</translation>
    </message>
    <message numerus="yes">
        <source>Par (strong with your cards): {value}{error} marks, from %n replay(s).</source>
        <translation>
            <numerusform>Par (silny gracz z twoimi kartami): {value}{error} kresek, z %n powtórki.</numerusform>
            <numerusform>Par (silny gracz z twoimi kartami): {value}{error} kresek, z %n powtórek.</numerusform>
            <numerusform>Par (silny gracz z twoimi kartami): {value}{error} kresek, z %n powtórek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Par (strong with your cards): {value}{error} points, from %n replay(s).</source>
        <translation>
            <numerusform>Par (silny gracz z twoimi kartami): {value}{error} pkt, z %n powtórki.</numerusform>
            <numerusform>Par (silny gracz z twoimi kartami): {value}{error} pkt, z %n powtórek.</numerusform>
            <numerusform>Par (silny gracz z twoimi kartami): {value}{error} pkt, z %n powtórek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{margin}: {score} points; a strong player&apos;s with your cards (par): {value}{error}, from %n replay(s).</source>
        <translation>
            <numerusform>{margin}: {score} pkt; silnego gracza z twoimi kartami (par): {value}{error}, z %n powtórki.</numerusform>
            <numerusform>{margin}: {score} pkt; silnego gracza z twoimi kartami (par): {value}{error}, z %n powtórek.</numerusform>
            <numerusform>{margin}: {score} pkt; silnego gracza z twoimi kartami (par): {value}{error}, z %n powtórek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy: {share} % of your %n decision(s) best or good; {lost} marks lost per decision.</source>
        <translation>
            <numerusform>Dokładność: {share} % z twojej %n decyzji najlepszych lub dobrych; {lost} kresek straty na decyzję.</numerusform>
            <numerusform>Dokładność: {share} % z twoich %n decyzji najlepszych lub dobrych; {lost} kresek straty na decyzję.</numerusform>
            <numerusform>Dokładność: {share} % z twoich %n decyzji najlepszych lub dobrych; {lost} kresek straty na decyzję.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy: {share} % of your %n decision(s) best or good; {lost} points lost per decision.</source>
        <translation>
            <numerusform>Dokładność: {share} % z twojej %n decyzji najlepszych lub dobrych; {lost} pkt straty na decyzję.</numerusform>
            <numerusform>Dokładność: {share} % z twoich %n decyzji najlepszych lub dobrych; {lost} pkt straty na decyzję.</numerusform>
            <numerusform>Dokładność: {share} % z twoich %n decyzji najlepszych lub dobrych; {lost} pkt straty na decyzję.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A strong player with your cards would have won the match in {wins} of %n replay(s); you won it.</source>
        <translation>
            <numerusform>Silny gracz z twoimi kartami wygrałby partię w {wins} z %n powtórki; ty ją wygrałeś.</numerusform>
            <numerusform>Silny gracz z twoimi kartami wygrałby partię w {wins} z %n powtórek; ty ją wygrałeś.</numerusform>
            <numerusform>Silny gracz z twoimi kartami wygrałby partię w {wins} z %n powtórek; ty ją wygrałeś.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A strong player with your cards would have won the match in {wins} of %n replay(s); you lost it.</source>
        <translation>
            <numerusform>Silny gracz z twoimi kartami wygrałby partię w {wins} z %n powtórki; ty ją przegrałeś.</numerusform>
            <numerusform>Silny gracz z twoimi kartami wygrałby partię w {wins} z %n powtórek; ty ją przegrałeś.</numerusform>
            <numerusform>Silny gracz z twoimi kartami wygrałby partię w {wins} z %n powtórek; ty ją przegrałeś.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A strong player with your cards would have won the match in {wins} of %n replay(s); you shared first place.</source>
        <translation>
            <numerusform>Silny gracz z twoimi kartami wygrałby partię w {wins} z %n powtórki; ty dzieliłeś pierwsze miejsce.</numerusform>
            <numerusform>Silny gracz z twoimi kartami wygrałby partię w {wins} z %n powtórek; ty dzieliłeś pierwsze miejsce.</numerusform>
            <numerusform>Silny gracz z twoimi kartami wygrałby partię w {wins} z %n powtórek; ty dzieliłeś pierwsze miejsce.</numerusform>
        </translation>
    </message>
    <message>
        <source>Par: a strong player is replaying your cards…</source>
        <translation>Par: silny gracz rozgrywa ponownie twoje karty…</translation>
    </message>
    <message>
        <source>your deals</source>
        <translation>twoje rozdania</translation>
    </message>
    <message>
        <source>your partner</source>
        <translation>twój partner</translation>
    </message>
    <message>
        <source>At the table: {seats}</source>
        <translation>Przy stole: {seats}</translation>
    </message>
    <message>
        <source>Your margin over your opponent</source>
        <translation>Twoja przewaga nad przeciwnikiem</translation>
    </message>
    <message>
        <source>Match par (strong with your cards, {deals}): {value}{error} points; you: {score}.</source>
        <translation>Par partii (silny gracz z twoimi kartami, {deals}): {value}{error} pkt; ty: {score}.</translation>
    </message>
    <message>
        <source>Match par: a strong player is replaying your whole match…</source>
        <translation>Par partii: silny gracz rozgrywa ponownie całą twoją partię…</translation>
    </message>
    <message>
        <source>Your side&apos;s margin over the other side</source>
        <translation>Przewaga twojej drużyny nad przeciwną</translation>
    </message>
    <message>
        <source>Your margin over your opponents&apos; average</source>
        <translation>Twoja przewaga nad średnią przeciwników</translation>
    </message>
    <message>
        <source>Par could not be worked out for this deal.</source>
        <translation>Nie udało się ustalić par dla tego rozdania.</translation>
    </message>
    <message>
        <source>{margin}: {score} points; a strong player&apos;s with your cards (par): {value}, the same in all {runs} replays.</source>
        <translation>{margin}: {score} pkt; silnego gracza z twoimi kartami (par): {value}, taka sama we wszystkich {runs} powtórkach.</translation>
    </message>
    <message>
        <source>You scored about what a strong player would have with these cards.</source>
        <translation>Uzyskałeś mniej więcej tyle, ile silny gracz z tymi kartami.</translation>
    </message>
    <message>
        <source>You scored {n} more than a strong player would have with these cards.</source>
        <translation>Uzyskałeś o {n} więcej niż silny gracz z tymi kartami.</translation>
    </message>
    <message>
        <source>You scored {n} less than a strong player would have with these cards.</source>
        <translation>Uzyskałeś o {n} mniej niż silny gracz z tymi kartami.</translation>
    </message>
    <message>
        <source>Accuracy: every move of yours was the only possible one.</source>
        <translation>Dokładność: każdy twój ruch był jedynym możliwym.</translation>
    </message>
    <message>
        <source>It is ahead of every other move, “{move}” too, by at least {n} marks a deal.</source>
        <translation>Wyprzedza każdy inny ruch, także „{move}”, o co najmniej {n} kresek na rozdanie.</translation>
    </message>
    <message>
        <source>It is ahead of every other move, “{move}” too, by at least {n} points a deal.</source>
        <translation>Wyprzedza każdy inny ruch, także „{move}”, o co najmniej {n} pkt na rozdanie.</translation>
    </message>
    <message>
        <source>Your move “{move}” costs about {n} marks a deal against it.</source>
        <translation>Twój ruch „{move}” kosztuje względem niego około {n} kresek na rozdanie.</translation>
    </message>
    <message>
        <source>Your move “{move}” costs about {n} points a deal against it.</source>
        <translation>Twój ruch „{move}” kosztuje względem niego około {n} pkt na rozdanie.</translation>
    </message>
    <message>
        <source>In your deal you played {move}: it cost about {n} marks a deal.</source>
        <translation>W swoim rozdaniu zagrałeś {move}: kosztowało to około {n} kresek na rozdanie.</translation>
    </message>
    <message>
        <source>In your deal you played {move}: it cost about {n} points a deal.</source>
        <translation>W swoim rozdaniu zagrałeś {move}: kosztowało to około {n} pkt na rozdanie.</translation>
    </message>
    <message>
        <source>The match&apos;s par could not be worked out: a deal has none.</source>
        <translation>Nie udało się ustalić par partii: jedno z rozdań go nie ma.</translation>
    </message>
    <message>
        <source>Match par (strong with your cards, {deals}): {value}{error} marks; you: {score}.</source>
        <translation>Par partii (silny gracz z twoimi kartami, {deals}): {value}{error} kresek; ty: {score}.</translation>
    </message>
    <message>
        <source>Par (strong with your cards): {value} marks, the same in all {runs} replays.</source>
        <translation>Par (silny gracz z twoimi kartami): {value} kresek, tyle samo we wszystkich {runs} powtórkach.</translation>
    </message>
    <message>
        <source>Par (strong with your cards): {value} points, the same in all {runs} replays.</source>
        <translation>Par (silny gracz z twoimi kartami): {value} pkt, tyle samo we wszystkich {runs} powtórkach.</translation>
    </message>
    <message>
        <source>Your margin is about what a strong player&apos;s would have been.</source>
        <translation>Twoja przewaga jest mniej więcej taka, jaką miałby silny gracz.</translation>
    </message>
    <message>
        <source>Your margin is {n} points larger than a strong player&apos;s would have been.</source>
        <translation>Twoja przewaga jest o {n} pkt większa niż ta, którą miałby silny gracz.</translation>
    </message>
    <message>
        <source>Your margin is {n} points smaller than a strong player&apos;s would have been.</source>
        <translation>Twoja przewaga jest o {n} pkt mniejsza niż ta, którą miałby silny gracz.</translation>
    </message>
    <message>
        <source>You took {n} fewer marks than a strong player would have with these cards.</source>
        <translation>Dostałeś o {n} kresek mniej niż silny gracz z tymi kartami.</translation>
    </message>
    <message>
        <source>You took {n} more marks than a strong player would have with these cards.</source>
        <translation>Dostałeś o {n} kresek więcej niż silny gracz z tymi kartami.</translation>
    </message>
    <message>
        <source>Par: {par} marks, you: {score}</source>
        <translation>Par: {par} kresek, ty: {score}</translation>
    </message>
    <message>
        <source>Margin: par {par}, you {score}</source>
        <translation>Przewaga: par {par}, ty {score}</translation>
    </message>
    <message>
        <source>Par: {par}, you: {score}</source>
        <translation>Par: {par}, ty: {score}</translation>
    </message>
    <message>
        <source>It is ahead of every other move by at least {n} points a deal.</source>
        <translation>Wyprzedza każdy inny ruch o co najmniej {n} pkt na rozdanie.</translation>
    </message>
    <message>
        <source>Your puzzle rating: {rating} ± {rd}</source>
        <translation>Twój ranking zadań: {rating} ± {rd}</translation>
    </message>
    <message>
        <source>A match&apos;s par could not be worked out further: {error}</source>
        <translation>Nie udało się dokończyć ustalania par partii: {error}</translation>
    </message>
    <message>
        <source>Par: being worked out…</source>
        <translation>Par: w trakcie obliczania…</translation>
    </message>
    <message>
        <source>It is ahead of every other move by at least {n} marks a deal.</source>
        <translation>Wyprzedza każdy inny ruch o co najmniej {n} kresek na rozdanie.</translation>
    </message>
    <message>
        <source>Accuracy: {share}</source>
        <translation>Dokładność: {share}</translation>
    </message>
    <message>
        <source>your partner</source>
        <comment>feminine</comment>
        <translation>twoja partnerka</translation>
    </message>
</context>
<context>
    <name>TrainingStore</name>
    <message>
        <source>The training record could not be used.</source>
        <translation>Nie można było użyć danych treningu.</translation>
    </message>
    <message>
        <source>The training record starts afresh.</source>
        <translation>Dane treningu zaczynają się od nowa.</translation>
    </message>
    <message>
        <source>is not a Kartentisch training file</source>
        <translation>nie jest plikiem treningu Kartentisch</translation>
    </message>
    <message>
        <source>The training record could not be saved: {error}</source>
        <translation>Nie można było zapisać danych treningu: {error}</translation>
    </message>
    <message>
        <source>has an unknown training version {version}</source>
        <translation>ma nieznaną wersję treningu {version}</translation>
    </message>
    <message>
        <source>was written by a newer Kartentisch (training version {version}; this version reads up to {supported})</source>
        <translation>został zapisany przez nowszy Kartentisch (wersja treningu {version}; ta wersja czyta do {supported})</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged entry(ies) of the training record were left out.</source>
        <translation>
            <numerusform>Pominięto %n uszkodzony wpis danych treningu.</numerusform>
            <numerusform>Pominięto %n uszkodzone wpisy danych treningu.</numerusform>
            <numerusform>Pominięto %n uszkodzonych wpisów danych treningu.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnInput</name>
    <message>
        <source>The match is over.</source>
        <extracomment>Keys that are only held with another key: they put nothing away. The finished trick in the middle (it follows the controller&apos;s trick signals). Takes a message off the status bar if it is still shown there (the hint&apos;s). The hint&apos;s status line, withdrawn with the turn it was for: its &quot;Enter plays it&quot; holds only while :attr:`hint_action` does. The card the person last tried (clicked, dropped, picked by key): where a refusal&apos;s balloon points. Whether the input being handled came from the keyboard (see :meth:`handle`).</extracomment>
        <translation>Partia zakończona.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Rozdanie zakończone.</translation>
    </message>
    <message>
        <source>{name}: waiting for a friend to join</source>
        <translation>{name}: czekamy, aż dołączy znajomy</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} myśli…</translation>
    </message>
    <message>
        <source>Your turn: {what}</source>
        <translation>Twój ruch: {what}</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Twój ruch.</translation>
    </message>
    <message>
        <source>Keys: ← → or 1–9 pick a card, Space selects, Enter plays; Alt+1… the buttons.</source>
        <translation>Klawisze: ← → lub 1–9 wybierają kartę, spacja zaznacza, Enter zagrywa; Alt+1… przyciski.</translation>
    </message>
    <message>
        <source>No trick has been completed in this deal yet.</source>
        <translation>W tym rozdaniu nie zakończyła się jeszcze żadna lewa.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Zaczekaj: to nie twój ruch.</translation>
    </message>
    <message>
        <source>No card is played now. {asked}</source>
        <translation>Teraz nie zagrywa się karty. {asked}</translation>
    </message>
    <message>
        <source>Choose: {options}</source>
        <translation>Wybierz: {options}</translation>
    </message>
    <message>
        <source>{rule} — click to read it</source>
        <translation>{rule} — kliknij, aby przeczytać</translation>
    </message>
    <message>
        <source>Hint: {action} (Enter plays it). {reason}</source>
        <translation>Podpowiedź: {action} (Enter go zagrywa). {reason}</translation>
    </message>
</context>
<context>
    <name>WordHelp</name>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Right-click or F1: open the rules there.</source>
        <translation>Prawy przycisk myszy lub F1: otwórz zasady w tym miejscu.</translation>
    </message>
    <message>
        <source>Rules: {title}</source>
        <translation>Zasady: {title}</translation>
    </message>
    <message>
        <source>Open the rules at {rule}</source>
        <translation>Otwórz zasady: {rule}</translation>
    </message>
</context>
<context>
    <name>bolachen/about</name>
    <message>
        <source>One against two: win the auction, then take six tricks, none, or all. 3 players.</source>
        <translation>Jeden przeciw dwóm: wygraj licytację, potem weź sześć lew, żadnej albo wszystkie. 3 graczy.</translation>
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
        <translation>Gra z atutem: rozgrywający potrzebuje 6 z 10 lew. W licytacji Brandy różnią się kolorem: żołądź najniżej, potem zieleń, dzwonek, czerwień najwyżej.</translation>
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
        <translation>Bez atutu: rozgrywający nie może wziąć żadnej lewy.</translation>
    </message>
    <message>
        <source>Mord</source>
        <translation>Mord</translation>
    </message>
    <message>
        <source>No trumps: the declarer must take all 10 tricks.</source>
        <translation>Bez atutu: rozgrywający musi wziąć wszystkie 10 lew.</translation>
    </message>
</context>
<context>
    <name>bolachen/detail</name>
    <message>
        <source>Claimants</source>
        <translation>Chętni do gry</translation>
    </message>
    <message>
        <source>Players who said they want to play.</source>
        <translation>Gracze, którzy chcą grać.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>The game the declarer plays.</source>
        <translation>Gra rozgrywającego.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <source>The contract&apos;s rank in the auction, 1 to 6.</source>
        <translation>Poziom gry w licytacji, od 1 do 6.</translation>
    </message>
    <message>
        <source>Called card</source>
        <translation>Wywołana karta</translation>
    </message>
    <message>
        <source>The card the declarer called.</source>
        <translation>Karta wywołana przez rozgrywającego.</translation>
    </message>
    <message>
        <source>Called from</source>
        <translation>Wywołana od</translation>
    </message>
    <message>
        <source>Who had to hand over the called card.</source>
        <translation>Kto musiał oddać wywołaną kartę.</translation>
    </message>
    <message>
        <source>Card given back</source>
        <translation>Oddana karta</translation>
    </message>
    <message>
        <source>The card the declarer gave back.</source>
        <translation>Karta oddana przez rozgrywającego.</translation>
    </message>
    <message>
        <source>Dopper</source>
        <translation>Dopper</translation>
    </message>
    <message>
        <source>The two cards of the dopper, as the declarer saw them.</source>
        <translation>Dwie karty doppera, widziane przez rozgrywającego.</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Odrzucone karty</translation>
    </message>
    <message>
        <source>The cards laid away.</source>
        <translation>Odrzucone karty.</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks</source>
        <translation>Lewy rozgrywającego</translation>
    </message>
    <message>
        <source>Tricks taken by the declarer.</source>
        <translation>Lewy wzięte przez rozgrywającego.</translation>
    </message>
    <message>
        <source>Defenders&apos; tricks</source>
        <translation>Lewy obrońców</translation>
    </message>
    <message>
        <source>Tricks taken by the defenders.</source>
        <translation>Lewy wzięte przez obrońców.</translation>
    </message>
    <message>
        <source>Value of Mord</source>
        <translation>Wartość Mordu</translation>
    </message>
    <message>
        <source>What a Mord is worth.</source>
        <translation>Ile jest wart Mord.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Rozliczenie</translation>
    </message>
    <message>
        <source>Points, or money at the tariff.</source>
        <translation>Punkty albo pieniądze według stawki.</translation>
    </message>
    <message>
        <source>Cents per point</source>
        <translation>Groszy za punkt</translation>
    </message>
    <message>
        <source>Cents paid per point.</source>
        <translation>Grosze za punkt.</translation>
    </message>
    <message>
        <source>Game value</source>
        <translation>Wartość gry</translation>
    </message>
    <message>
        <source>What the contract is worth.</source>
        <translation>Ile jest warta gra.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <source>Whether the declarer won.</source>
        <translation>Czy rozgrywający wygrał.</translation>
    </message>
    <message>
        <source>Money (cents)</source>
        <translation>Pieniądze (grosze)</translation>
    </message>
    <message>
        <source>Each player&apos;s gain or loss in cents.</source>
        <translation>Zysk lub strata każdego gracza w groszach.</translation>
    </message>
    <message>
        <source>Claimants</source>
        <comment>feminine</comment>
        <translation>Chętni do gry</translation>
    </message>
    <message>
        <source>Called from</source>
        <comment>feminine</comment>
        <translation>Wywołana od</translation>
    </message>
</context>
<context>
    <name>bolachen/move</name>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Lay two cards face down, out of play.</source>
        <translation>Odłóż dwie karty zakryte, poza grę.</translation>
    </message>
    <message>
        <source>{name} discards face down</source>
        <translation>{name} odrzuca zakryte</translation>
    </message>
    <message>
        <source>Discard face down</source>
        <translation>Odrzuć zakryte</translation>
    </message>
    <message>
        <source>Select the cards to discard, then Discard.</source>
        <translation>Wybierz karty do odrzucenia, potem „Odrzuć”.</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>Odrzuć {cards}</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>{name} odrzuca {cards}</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Oddaj</translation>
    </message>
    <message>
        <source>Give the player whose card you called a card of your hand.</source>
        <translation>Oddaj graczowi, od którego wywołałeś kartę, kartę z ręki.</translation>
    </message>
    <message>
        <source>{name} gives a card face down</source>
        <translation>{name} oddaje kartę w ukryciu</translation>
    </message>
    <message>
        <source>Give a card face down</source>
        <translation>Oddaje kartę w ukryciu</translation>
    </message>
    <message>
        <source>Choose a card to give back.</source>
        <translation>Wybierz kartę do oddania.</translation>
    </message>
    <message>
        <source>Give {cards}</source>
        <translation>Oddaj {cards}</translation>
    </message>
    <message>
        <source>{name} gives {cards}</source>
        <translation>{name} oddaje {cards}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>Lay one card of your hand on the trick.</source>
        <translation>Dołóż do lewy jedną kartę z ręki.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Zagraj kartę.</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>Zagraj {cards}</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} zagrywa {cards}</translation>
    </message>
    <message>
        <source>Call a card</source>
        <translation>Wywołaj kartę</translation>
    </message>
    <message>
        <source>Ask for a card you lack; its holder must hand it over.</source>
        <translation>Wywołaj brakującą kartę; jej posiadacz musi ją oddać.</translation>
    </message>
    <message>
        <source>You may call a card you do not hold.</source>
        <translation>Możesz wywołać kartę, której nie masz.</translation>
    </message>
    <message>
        <source>Call {cards}</source>
        <translation>Wywołaj {cards}</translation>
    </message>
    <message>
        <source>{name} calls {cards}</source>
        <translation>{name} wywołuje {cards}</translation>
    </message>
    <message>
        <source>Call no card</source>
        <translation>Nie wywołuj karty</translation>
    </message>
    <message>
        <source>Keep your hand as it is.</source>
        <translation>Zachowaj rękę bez zmian.</translation>
    </message>
    <message>
        <source>{name} calls no card</source>
        <translation>{name} nie wywołuje karty</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Name the game you play: a Brand, Bettel or Mord.</source>
        <translation>Zapowiedz grę: Brand, Bettel albo Mord.</translation>
    </message>
    <message>
        <source>Choose your contract.</source>
        <translation>Wybierz swoją grę.</translation>
    </message>
    <message>
        <source>Play {contract}</source>
        <translation>Graj: {contract}</translation>
    </message>
    <message>
        <source>{name} plays {contract}</source>
        <translation>{name} gra: {contract}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Atut</translation>
    </message>
    <message>
        <source>Name the trump suit of your Brand.</source>
        <translation>Wybierz kolor atutowy swojego Branda.</translation>
    </message>
    <message>
        <source>Name the trump suit.</source>
        <translation>Wybierz kolor atutowy.</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Atut: {suit}</translation>
    </message>
    <message>
        <source>{name} names {suit} trumps</source>
        <translation>{name} wybiera atut: {suit}</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Licytuj</translation>
    </message>
    <message>
        <source>Offer a higher contract than the one standing.</source>
        <translation>Zaproponuj grę wyższą od obecnej.</translation>
    </message>
    <message>
        <source>Name a contract to bid.</source>
        <translation>Podaj grę, którą licytujesz.</translation>
    </message>
    <message>
        <source>Bid {contract}</source>
        <translation>Licytuj: {contract}</translation>
    </message>
    <message>
        <source>{name} bids {contract}</source>
        <translation>{name} licytuje: {contract}</translation>
    </message>
    <message>
        <source>Play (claim)</source>
        <translation>Gram</translation>
    </message>
    <message>
        <source>Say you want to be the declarer.</source>
        <translation>Powiedz, że chcesz być rozgrywającym.</translation>
    </message>
    <message>
        <source>Do you want to play (be the declarer)?</source>
        <translation>Czy chcesz grać (jako rozgrywający)?</translation>
    </message>
    <message>
        <source>{name} wants to play</source>
        <translation>{name} chce grać</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Trzymam</translation>
    </message>
    <message>
        <source>Take the same level yourself: the earlier claimant has priority.</source>
        <translation>Weź ten sam poziom: wcześniejszy chętny ma pierwszeństwo.</translation>
    </message>
    <message>
        <source>Hold, bid higher or drop out.</source>
        <translation>Trzymaj, licytuj wyżej albo odpadnij.</translation>
    </message>
    <message>
        <source>{name} holds</source>
        <translation>{name} trzyma</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Say nothing more in this bidding.</source>
        <translation>Nie licytuj już więcej.</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} pasuje</translation>
    </message>
    <message>
        <source>Drop out</source>
        <translation>Odpadam</translation>
    </message>
    <message>
        <source>Leave the auction.</source>
        <translation>Wycofaj się z licytacji.</translation>
    </message>
    <message>
        <source>{name} drops out</source>
        <translation>{name} odpada</translation>
    </message>
</context>
<context>
    <name>bolachen/option</name>
    <message>
        <source>Value of Mord</source>
        <translation>Wartość Mordu</translation>
    </message>
    <message>
        <source>Deals in a match</source>
        <translation>Rozdań w partii</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Rozliczenie</translation>
    </message>
    <message>
        <source>Tariff</source>
        <translation>Stawka</translation>
    </message>
</context>
<context>
    <name>bolachen/phase</name>
    <message>
        <source>Deal over</source>
        <translation>Koniec rozdania</translation>
    </message>
    <message>
        <source>The outcome is certain (a Brand is decided by the declarer&apos;s sixth trick or the defenders&apos; fifth, a Bettel or Mord by a single trick), so the rest is not played: the deal is scored.</source>
        <translation>Wynik jest już pewny (Branda rozstrzyga szósta lewa rozgrywającego albo piąta broniących, Bettla lub Morda jedna lewa), więc reszty się nie gra: rozdanie zostaje policzone.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <source>Who wants to play, and which contract is highest.</source>
        <translation>Kto chce grać i która gra jest najwyższa.</translation>
    </message>
    <message>
        <source>Choosing the contract</source>
        <translation>Wybór gry</translation>
    </message>
    <message>
        <source>The declarer names the game.</source>
        <translation>Rozgrywający zapowiada grę.</translation>
    </message>
    <message>
        <source>Calling a card</source>
        <translation>Wywołanie karty</translation>
    </message>
    <message>
        <source>In Bettel or Mord the declarer may call a card he lacks.</source>
        <translation>W Bettelu lub Mordzie rozgrywający może wywołać brakującą kartę.</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Wymiana</translation>
    </message>
    <message>
        <source>Cards are handed back and discarded.</source>
        <translation>Karty są oddawane i odrzucane.</translation>
    </message>
    <message>
        <source>Naming trumps</source>
        <translation>Wybór atutu</translation>
    </message>
    <message>
        <source>The declarer names the trump suit.</source>
        <translation>Rozgrywający wybiera kolor atutowy.</translation>
    </message>
</context>
<context>
    <name>bolachen/role</name>
    <message>
        <source>Claimant</source>
        <translation>Chętny</translation>
    </message>
    <message>
        <source>Wants to be the declarer.</source>
        <translation>Chce być rozgrywającym.</translation>
    </message>
    <message>
        <source>Bidder</source>
        <translation>Licytujący</translation>
    </message>
    <message>
        <source>Holds the highest bid so far.</source>
        <translation>Ma dotąd najwyższą ofertę.</translation>
    </message>
    <message>
        <source>Claimant</source>
        <comment>feminine</comment>
        <translation>Chętna</translation>
    </message>
    <message>
        <source>Wants to be the declarer.</source>
        <comment>feminine</comment>
        <translation>Chce być rozgrywającą.</translation>
    </message>
    <message>
        <source>Bidder</source>
        <comment>feminine</comment>
        <translation>Licytująca</translation>
    </message>
    <message>
        <source>Holds the highest bid so far.</source>
        <comment>feminine</comment>
        <translation>Ma dotąd najwyższą ofertę.</translation>
    </message>
</context>
<context>
    <name>bolachen/talon</name>
    <message>
        <source>Dopper</source>
        <translation>Dopper (talon)</translation>
    </message>
    <message>
        <source>The two face-down cards in the middle.</source>
        <translation>Dwie zakryte karty na środku.</translation>
    </message>
</context>
<context>
    <name>bolachen/value</name>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Pieniądze</translation>
    </message>
</context>
<context>
    <name>bolachen/word</name>
    <message>
        <source>Suit order in the auction</source>
        <translation>Kolejność kolorów w licytacji</translation>
    </message>
    <message>
        <source>A Brand in a higher suit outbids a lower one: Acorns (clubs) lowest, then Leaves (spades), Bells (diamonds), Hearts highest; above every Brand come Bettel, then Mord.</source>
        <translation>Brand w wyższym kolorze przebija niższy: żołądź (trefl) najniżej, potem zieleń (pik), dzwonek (karo), czerwień najwyżej; ponad każdym Brandem są Bettel, a potem Mord.</translation>
    </message>
</context>
<context>
    <name>chapanka/about</name>
    <message>
        <source>Take as few points as you can, and slip the Kinal, the jack of hearts, onto another&apos;s trick. 4 players.</source>
        <translation>Bierz jak najmniej punktów i podrzuć kinala, waleta kier, do cudzej lewy. 4 graczy.</translation>
    </message>
</context>
<context>
    <name>chapanka/detail</name>
    <message>
        <source>Pot</source>
        <translation>Pula</translation>
    </message>
    <message>
        <source>Counters in the pot.</source>
        <translation>Żetony w puli.</translation>
    </message>
    <message>
        <source>Antes</source>
        <translation>Wpisowe</translation>
    </message>
    <message>
        <source>What each player put into the pot.</source>
        <translation>Wpisowe każdego gracza do puli.</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Stawka</translation>
    </message>
    <message>
        <source>What the settlement is worth: the four discards&apos; points plus 4.</source>
        <translation>Stawka rozliczenia: punkty czterech odrzutek plus 4.</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Odrzucone karty</translation>
    </message>
    <message>
        <source>How many cards lie face down out of play.</source>
        <translation>Ile kart leży zakrytych poza grą.</translation>
    </message>
    <message>
        <source>Your discard</source>
        <translation>Twoja odrzucona karta</translation>
    </message>
    <message>
        <source>The card you laid away.</source>
        <translation>Karta, którą odrzuciłeś.</translation>
    </message>
    <message>
        <source>Pancerola</source>
        <translation>Pancerola</translation>
    </message>
    <message>
        <source>Who plays a Pancerola: four aces (or three and the Kinal) and a renounce in tricks 1–9; that player must now lose every trick.</source>
        <translation>Kto gra Pancerolę: cztery asy (albo trzy i kinal) i niedołożenie do koloru w lewach 1–9; ta osoba musi teraz oddać każdą lewę.</translation>
    </message>
    <message>
        <source>Pancerola</source>
        <comment>feminine</comment>
        <translation>Pancerola</translation>
    </message>
    <message>
        <source>Chapanka</source>
        <comment>feminine</comment>
        <translation>Czapanka</translation>
    </message>
    <message>
        <source>Pancerola broken</source>
        <translation>Pancerola złamana</translation>
    </message>
    <message>
        <source>The Pancerola player took a trick.</source>
        <translation>Gracz z pancerolą wziął lewę.</translation>
    </message>
    <message>
        <source>Chapanka</source>
        <translation>Czapanka</translation>
    </message>
    <message>
        <source>Who is on a Chapanka.</source>
        <translation>Kto gra czapankę.</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Lewa</translation>
    </message>
    <message>
        <source>The number of the trick being played.</source>
        <translation>Numer bieżącej lewy.</translation>
    </message>
    <message>
        <source>Deals in the match</source>
        <translation>Rozdań w partii</translation>
    </message>
    <message>
        <source>How many deals the match lasts.</source>
        <translation>Ile rozdań trwa partia.</translation>
    </message>
</context>
<context>
    <name>chapanka/move</name>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>The dealer lays one card face down; the four discards fix the stake.</source>
        <translation>Rozdający odrzuca jedną kartę zakrytą; cztery odrzutki ustalają stawkę.</translation>
    </message>
    <message>
        <source>{name} discards face down</source>
        <translation>{name} odrzuca zakryte</translation>
    </message>
    <message>
        <source>Discard face down</source>
        <translation>Odrzuć zakryte</translation>
    </message>
    <message>
        <source>Select the cards to discard, then Discard.</source>
        <translation>Wybierz karty do odrzucenia, potem „Odrzuć”.</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>Odrzuć {cards}</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>{name} odrzuca {cards}</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Wymień</translation>
    </message>
    <message>
        <source>Lay a card face down and take the top card of the talon.</source>
        <translation>Odłóż kartę zakrytą i weź wierzchnią kartę talonu.</translation>
    </message>
    <message>
        <source>{name} exchanges a card face down</source>
        <translation>{name} wymienia kartę w ukryciu</translation>
    </message>
    <message>
        <source>Exchange a card face down</source>
        <translation>Wymienia kartę w ukryciu</translation>
    </message>
    <message>
        <source>Click a card to exchange it for the talon card, or keep.</source>
        <translation>Kliknij kartę, aby wymienić ją na kartę z talonu, albo zatrzymaj karty.</translation>
    </message>
    <message>
        <source>Exchange {cards}</source>
        <translation>Wymień {cards}</translation>
    </message>
    <message>
        <source>{name} exchanges {cards}</source>
        <translation>{name} wymienia {cards}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>Lay one card of your hand on the trick.</source>
        <translation>Dołóż do lewy jedną kartę z ręki.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Zagraj kartę.</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>Zagraj {cards}</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} zagrywa {cards}</translation>
    </message>
    <message>
        <source>Keep your cards</source>
        <translation>Zatrzymaj karty</translation>
    </message>
    <message>
        <source>Decline the exchange.</source>
        <translation>Zrezygnuj z wymiany.</translation>
    </message>
    <message>
        <source>{name} keeps the cards</source>
        <translation>{name} zatrzymuje karty</translation>
    </message>
</context>
<context>
    <name>chapanka/option</name>
    <message>
        <source>Kinal and the pot</source>
        <translation>Kinal i pula</translation>
    </message>
    <message>
        <source>Deals in a match</source>
        <translation>Rozdań w partii</translation>
    </message>
</context>
<context>
    <name>chapanka/phase</name>
    <message>
        <source>Exchange</source>
        <translation>Wymiana</translation>
    </message>
    <message>
        <source>Each player may swap one card with the talon.</source>
        <translation>Każdy może wymienić jedną kartę z talonem.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzucanie</translation>
    </message>
    <message>
        <source>The dealer lays one card face down.</source>
        <translation>Rozdający odrzuca jedną kartę zakrytą.</translation>
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
        <translation>Ma cztery asy (albo trzy i kinala): może nie dokładać do koloru, potem musi oddać każdą lewę.</translation>
    </message>
    <message>
        <source>First hand</source>
        <translation>Pierwsza ręka</translation>
    </message>
    <message>
        <source>Sits on the dealer&apos;s right (play goes to the right): exchanges first and leads to the first trick.</source>
        <translation>Siedzi na prawo od rozdającego (gra idzie w prawo): wymienia pierwszy i wychodzi do pierwszej lewy.</translation>
    </message>
    <message>
        <source>Chapanka</source>
        <translation>Czapanka</translation>
    </message>
    <message>
        <source>Won tricks 1–9 and must now take all eleven.</source>
        <translation>Wziął lewy 1–9 i musi teraz wziąć wszystkie jedenaście.</translation>
    </message>
    <message>
        <source>Pancerola</source>
        <comment>feminine</comment>
        <translation>Pancerola</translation>
    </message>
    <message>
        <source>Holds four aces (or three and the Kinal): may renounce, then must lose every trick.</source>
        <comment>feminine</comment>
        <translation>Ma cztery asy (albo trzy i kinala): może nie dokładać do koloru, potem musi oddać każdą lewę.</translation>
    </message>
    <message>
        <source>First hand</source>
        <comment>feminine</comment>
        <translation>Pierwsza ręka</translation>
    </message>
    <message>
        <source>Sits on the dealer&apos;s right (play goes to the right): exchanges first and leads to the first trick.</source>
        <comment>feminine</comment>
        <translation>Siedzi na prawo od rozdającego (gra idzie w prawo): wymienia pierwsza i wychodzi do pierwszej lewy.</translation>
    </message>
    <message>
        <source>Chapanka</source>
        <comment>feminine</comment>
        <translation>Czapanka</translation>
    </message>
    <message>
        <source>Won tricks 1–9 and must now take all eleven.</source>
        <comment>feminine</comment>
        <translation>Wzięła lewy 1–9 i musi teraz wziąć wszystkie jedenaście.</translation>
    </message>
</context>
<context>
    <name>chapanka/word</name>
    <message>
        <source>Kinal</source>
        <translation>Kinal</translation>
    </message>
    <message>
        <source>The jack of hearts. Thrown on a trick led in another suit, its winner pays you (and with the option, you take the pot); played to another player&apos;s heart lead, it is forced and you pay.</source>
        <translation>Walet kier. Zrzucony do lewy w innym kolorze: jej zwycięzca ci płaci (a przy tej opcji bierzesz pulę); zagrany do wyjścia w kier innego gracza jest wymuszony i płacisz ty.</translation>
    </message>
</context>
<context>
    <name>common/detail</name>
    <message>
        <source>Trumps</source>
        <translation>Atut</translation>
    </message>
    <message>
        <source>The trump suit of this deal.</source>
        <translation>Kolor atutowy tego rozdania.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Rozgrywający</translation>
    </message>
    <message>
        <source>Who plays the contract alone.</source>
        <translation>Kto gra kontrakt sam.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Rozdający</translation>
    </message>
    <message>
        <source>Who dealt this deal.</source>
        <translation>Kto rozdawał w tym rozdaniu.</translation>
    </message>
    <message>
        <source>Forehand</source>
        <translation>Pierwsza ręka</translation>
    </message>
    <message>
        <source>Who speaks and leads first.</source>
        <translation>Kto mówi i wychodzi pierwszy.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Lewy</translation>
    </message>
    <message>
        <source>Tricks each player has taken.</source>
        <translation>Lewy wzięte przez każdego gracza.</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Zwycięzca</translation>
    </message>
    <message>
        <source>Who won the deal.</source>
        <translation>Kto wygrał rozdanie.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>feminine</comment>
        <translation>Rozdająca</translation>
    </message>
    <message>
        <source>Loser</source>
        <comment>feminine</comment>
        <translation>Przegrana</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>feminine</comment>
        <translation>Rozgrywająca</translation>
    </message>
    <message>
        <source>Forehand</source>
        <comment>feminine</comment>
        <translation>Pierwsza ręka</translation>
    </message>
    <message>
        <source>Winner</source>
        <comment>feminine</comment>
        <translation>Zwyciężczyni</translation>
    </message>
    <message>
        <source>Loser</source>
        <translation>Przegrany</translation>
    </message>
    <message>
        <source>Who lost the deal.</source>
        <translation>Kto przegrał rozdanie.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Points scored in this deal.</source>
        <translation>Punkty zdobyte w tym rozdaniu.</translation>
    </message>
</context>
<context>
    <name>common/phase</name>
    <message>
        <source>Play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>Cards are played to tricks.</source>
        <translation>Karty zagrywa się do lew.</translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Koniec rozdania</translation>
    </message>
    <message>
        <source>The deal is decided and scored.</source>
        <translation>Rozdanie jest rozstrzygnięte i policzone.</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Koniec partii</translation>
    </message>
    <message>
        <source>The last deal of the match is scored.</source>
        <translation>Ostatnie rozdanie partii zostało policzone.</translation>
    </message>
</context>
<context>
    <name>common/role</name>
    <message>
        <source>Dealer</source>
        <translation>Rozdający</translation>
    </message>
    <message>
        <source>Shuffled and dealt this deal.</source>
        <translation>Potasował i rozdał w tym rozdaniu.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Rozgrywający</translation>
    </message>
    <message>
        <source>Plays the contract alone against the others.</source>
        <translation>Gra kontrakt sam przeciw pozostałym.</translation>
    </message>
    <message>
        <source>Forehand</source>
        <translation>Pierwsza ręka</translation>
    </message>
    <message>
        <source>Sits left of the dealer and speaks first.</source>
        <translation>Siedzi na lewo od rozdającego i mówi pierwszy.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>feminine</comment>
        <translation>Rozdająca</translation>
    </message>
    <message>
        <source>Shuffled and dealt this deal.</source>
        <comment>feminine</comment>
        <translation>Potasowała i rozdała w tym rozdaniu.</translation>
    </message>
    <message>
        <source>Out</source>
        <comment>feminine</comment>
        <translation>Poza grą</translation>
    </message>
    <message>
        <source>Has no more cards and takes no further part in this game.</source>
        <comment>feminine</comment>
        <translation>Nie ma już kart i nie bierze dalej udziału w tej grze.</translation>
    </message>
    <message>
        <source>Loser</source>
        <comment>feminine</comment>
        <translation>Przegrana</translation>
    </message>
    <message>
        <source>Lost this deal.</source>
        <comment>feminine</comment>
        <translation>Przegrała to rozdanie.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>feminine</comment>
        <translation>Rozgrywająca</translation>
    </message>
    <message>
        <source>Plays the contract alone against the others.</source>
        <comment>feminine</comment>
        <translation>Gra kontrakt sama przeciw pozostałym.</translation>
    </message>
    <message>
        <source>Defender</source>
        <comment>feminine</comment>
        <translation>Broniąca</translation>
    </message>
    <message>
        <source>Plays against the declarer.</source>
        <comment>feminine</comment>
        <translation>Gra przeciw rozgrywającemu.</translation>
    </message>
    <message>
        <source>Middlehand</source>
        <comment>feminine</comment>
        <translation>Druga ręka</translation>
    </message>
    <message>
        <source>Speaks second.</source>
        <comment>feminine</comment>
        <translation>Mówi jako druga.</translation>
    </message>
    <message>
        <source>Winner</source>
        <comment>feminine</comment>
        <translation>Zwyciężczyni</translation>
    </message>
    <message>
        <source>Won this deal.</source>
        <comment>feminine</comment>
        <translation>Wygrała to rozdanie.</translation>
    </message>
    <message>
        <source>Forehand</source>
        <comment>feminine</comment>
        <translation>Pierwsza ręka</translation>
    </message>
    <message>
        <source>Sits left of the dealer and speaks first.</source>
        <comment>feminine</comment>
        <translation>Siedzi na lewo od rozdającego i mówi pierwsza.</translation>
    </message>
    <message>
        <source>Middlehand</source>
        <translation>Druga ręka</translation>
    </message>
    <message>
        <source>Speaks second.</source>
        <translation>Mówi jako drugi.</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Poza grą</translation>
    </message>
    <message>
        <source>Has no more cards and takes no further part in this game.</source>
        <translation>Nie ma już kart i nie bierze dalej udziału w tej grze.</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Zwycięzca</translation>
    </message>
    <message>
        <source>Won this deal.</source>
        <translation>Wygrał to rozdanie.</translation>
    </message>
    <message>
        <source>Loser</source>
        <translation>Przegrany</translation>
    </message>
    <message>
        <source>Lost this deal.</source>
        <translation>Przegrał to rozdanie.</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Broniący</translation>
    </message>
    <message>
        <source>Plays against the declarer.</source>
        <translation>Gra przeciw rozgrywającemu.</translation>
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
        <translation>Zakryte karty na środku, z których nikt nie gra.</translation>
    </message>
</context>
<context>
    <name>details</name>
    <message>
        <source>Opponents</source>
        <translation>Przeciwnicy</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>Twoja drużyna</translation>
    </message>
</context>
<context>
    <name>drawn</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kartę</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>&apos;{action}&apos; is not possible now. Possible: {legal}</source>
        <translation>„{action}” nie jest teraz możliwe. Możliwe: {legal}</translation>
    </message>
    <message>
        <source>The match is over; start a new one.</source>
        <translation>Partia zakończona; zacznij nową.</translation>
    </message>
    <message>
        <source>The current deal is not finished yet.</source>
        <translation>Bieżące rozdanie jeszcze się nie skończyło.</translation>
    </message>
    <message>
        <source>Cannot read {text!r} as an action.</source>
        <translation>Nie rozumiem ruchu {text!r}.</translation>
    </message>
    <message>
        <source>The deal is over; deal the next hand first.</source>
        <translation>Rozdanie zakończone; najpierw rozdaj następne.</translation>
    </message>
    <message>
        <source>This trick cannot be lost: win it with the highest card.</source>
        <translation>Tej lewy nie da się oddać: weź ją najwyższą kartą.</translation>
    </message>
    <message>
        <source>Discard the Kinal now: whoever takes this trick pays you for it.</source>
        <translation>Zrzuć teraz kinala: kto weźmie tę lewę, zapłaci ci za niego.</translation>
    </message>
    <message>
        <source>Keep the Kinal off another player&apos;s heart lead: played there it costs you.</source>
        <translation>Nie dokładaj kinala, gdy ktoś inny wychodzi w kiery: tam cię kosztuje.</translation>
    </message>
    <message>
        <source>Your Pancerola must lose every trick: {card} cannot take this one.</source>
        <translation>Twoja Pancerola musi oddać każdą lewę: {card} nie weźmie tej.</translation>
    </message>
    <message>
        <source>Lay away {card}, the card most likely to cost points.</source>
        <translation>Odłóż {card}: tę kartę, która najpewniej kosztowałaby punkty.</translation>
    </message>
    <message>
        <source>The first possible move.</source>
        <translation>Pierwszy możliwy ruch.</translation>
    </message>
    <message>
        <source>Lead a low card so somebody else takes the trick.</source>
        <translation>Wyjdź niską kartą, żeby lewę wziął ktoś inny.</translation>
    </message>
    <message>
        <source>Cannot follow: throw {card} to whoever takes this trick.</source>
        <translation>Brak koloru: zrzuć {card} temu, kto weźmie tę lewę.</translation>
    </message>
    <message>
        <source>Duck under {top} with the highest card that still loses.</source>
        <translation>Przepuść pod {top} najwyższą kartą, która jeszcze przegrywa.</translation>
    </message>
    <message>
        <source>Nothing expensive to swap: keep the hand.</source>
        <translation>Nie ma nic kosztownego do wymiany: zatrzymaj rękę.</translation>
    </message>
    <message>
        <source>Keep these cards for now.</source>
        <translation>Na razie zatrzymaj te karty.</translation>
    </message>
    <message>
        <source>Two players are left and every card is known: this move wins whatever the other player does.</source>
        <translation>Zostało dwóch graczy i każda karta jest znana: ten ruch wygrywa, cokolwiek zrobi drugi gracz.</translation>
    </message>
    <message>
        <source>Two players are left and every card is known: this move at least draws; the others lose.</source>
        <translation>Zostało dwóch graczy i każda karta jest znana: ten ruch daje co najmniej remis; pozostałe przegrywają.</translation>
    </message>
    <message>
        <source>Beat {target} with the cheapest card that does it ({card}).</source>
        <translation>Przebij {target} najtańszą kartą, która to potrafi ({card}).</translation>
    </message>
    <message>
        <source>Attack with the lowest cards, as many of that rank as fit.</source>
        <translation>Atakuj najniższymi kartami, tyloma tej wysokości, ile się zmieści.</translation>
    </message>
    <message>
        <source>Nothing in hand beats the attack: take the cards.</source>
        <translation>Nic na ręce nie przebija ataku: weź karty.</translation>
    </message>
    <message>
        <source>Shed low plain cards while the bout allows it.</source>
        <translation>Pozbywaj się niskich kart nieatutowych, póki starcie na to pozwala.</translation>
    </message>
    <message>
        <source>Discard from your weak suit: it tells your partner where not to lead.</source>
        <translation>Zrzucaj ze słabego koloru: partner wie wtedy, w jaki kolor nie wychodzić.</translation>
    </message>
    <message>
        <source>Your partner wins this trick: do not overtake him.</source>
        <translation>Twój partner bierze tę lewę: nie przebijaj go.</translation>
    </message>
    <message>
        <source>No card you may play wins this trick: play your lowest, keep the higher.</source>
        <translation>Żadna karta, którą możesz zagrać, nie weźmie tej lewy: zagraj najniższą, zachowaj wyższe.</translation>
    </message>
    <message>
        <source>Bid the minimum (passing is not allowed here).</source>
        <translation>Licytuj minimum (tutaj nie wolno pasować).</translation>
    </message>
    <message>
        <source>Nothing worth taking: throw the cheapest card.</source>
        <translation>Nie warto nic brać: zrzuć najtańszą kartę.</translation>
    </message>
    <message>
        <source>Declare the marriage in {suit}: it scores and sets trumps.</source>
        <translation>Zgłoś meldunek w {suit}: daje punkty i ustala atut.</translation>
    </message>
    <message>
        <source>Lay away the cheapest cards that break no marriage.</source>
        <translation>Odłóż najtańsze karty, które nie rozbijają meldunku.</translation>
    </message>
    <message>
        <source>Bid {bid}: the hand looks worth about {worth}.</source>
        <translation>Licytuj {bid}: ręka wygląda na wartą około {worth}.</translation>
    </message>
    <message>
        <source>Pass: the hand looks worth only about {worth}.</source>
        <translation>Pas: ręka wygląda na wartą tylko około {worth}.</translation>
    </message>
    <message>
        <source>Lead the cheapest card and keep the strong ones.</source>
        <translation>Wyjdź najtańszą kartą i zachowaj mocne.</translation>
    </message>
    <message>
        <source>Take the {points} points on the table with {card}.</source>
        <translation>Weź {points} pkt ze stołu kartą {card}.</translation>
    </message>
    <message>
        <source>Lead a plain ace: it takes the trick and 11 points.</source>
        <translation>Wyjdź asem nieatutowym: bierze lewę i 11 punktów.</translation>
    </message>
    <message>
        <source>A random choice among {count} possible moves.</source>
        <translation>Losowy wybór spośród możliwych ruchów ({count}).</translation>
    </message>
    <message>
        <source>In {deals} simulated deals this move came out on top {share:.0%} of the time (mean deal score {mean:+.1f}). Next best: {other} ({other_share:.0%}).</source>
        <translation>W {deals} symulowanych rozdaniach ten ruch wypadł najlepiej w {share:.0%} przypadków (średni wynik {mean:+.1f}). Następny w kolejności: {other} ({other_share:.0%}).</translation>
    </message>
    <message>
        <source>In {deals} simulated deals this move came out on top {share:.0%} of the time (mean deal score {mean:+.1f}).</source>
        <translation>W {deals} symulowanych rozdaniach ten ruch wypadł najlepiej w {share:.0%} przypadków (średni wynik {mean:+.1f}).</translation>
    </message>
    <message>
        <source>Every card is known now: played out exactly, this move is the best and ends the deal with a margin of {margin:+.0f} points.</source>
        <translation>Wszystkie karty są już znane: rozegrany dokładnie, ten ruch jest najlepszy i kończy rozdanie z różnicą {margin:+.0f} punktów.</translation>
    </message>
    <message>
        <source>Played out exactly in {deals} guessed deals, this move won {share:.0%} of them (mean margin {margin:+.1f} points).</source>
        <translation>Rozegrany dokładnie w {deals} przypuszczalnych rozkładach kart, ten ruch wygrał {share:.0%} z nich (średnia różnica {margin:+.1f} pkt).</translation>
    </message>
    <message>
        <source>No simulation finished; the first possible move.</source>
        <translation>Żadna symulacja się nie skończyła; pierwszy możliwy ruch.</translation>
    </message>
    <message>
        <source>A hunch (the easy level sometimes plays on instinct).</source>
        <translation>Przeczucie (łatwy poziom czasem gra na wyczucie).</translation>
    </message>
    <message>
        <source>The only possible move.</source>
        <translation>Jedyny możliwy ruch.</translation>
    </message>
    <message>
        <source>The only move a good player makes here.</source>
        <translation>Jedyny ruch, jaki zrobiłby tu dobry gracz.</translation>
    </message>
    <message>
        <source>With more deals looked at, this move is as good as the best after all.</source>
        <translation>Po przejrzeniu większej liczby rozdań ten ruch okazuje się jednak tak dobry jak najlepszy.</translation>
    </message>
    <message>
        <source>With more deals looked at, this move now counts as a blunder.</source>
        <translation>Po przejrzeniu większej liczby rozdań ten ruch uchodzi teraz za poważny błąd.</translation>
    </message>
    <message>
        <source>With more deals looked at, this move now counts as a mistake.</source>
        <translation>Po przejrzeniu większej liczby rozdań ten ruch uchodzi teraz za błąd.</translation>
    </message>
    <message>
        <source>With more deals looked at, this move now counts as an inaccuracy.</source>
        <translation>Po przejrzeniu większej liczby rozdań ten ruch uchodzi teraz za niedokładność.</translation>
    </message>
    <message>
        <source>{card} wins: it is the highest card of the suit led, and nobody trumped.</source>
        <translation>{card} bierze lewę: to najwyższa karta w kolorze wyjścia, a nikt nie przebił atutem.</translation>
    </message>
    <message>
        <source>{card} wins: it is the highest trump in the trick.</source>
        <translation>{card} bierze lewę: to najwyższy atut w lewie.</translation>
    </message>
    <message>
        <source>{card} wins: nobody followed suit or trumped.</source>
        <translation>{card} bierze lewę: nikt nie dołożył do koloru ani nie przebił atutem.</translation>
    </message>
    <message>
        <source>{card} wins: nobody followed with a higher card, and nobody trumped.</source>
        <translation>{card} bierze lewę: nikt nie dołożył wyższej karty ani nie przebił atutem.</translation>
    </message>
    <message>
        <source>{card} wins: it is the highest card of the suit led.</source>
        <translation>{card} bierze lewę: to najwyższa karta w kolorze wyjścia.</translation>
    </message>
    <message>
        <source>{card} wins: it is the Olsch, the highest trump of all.</source>
        <translation>{card} bierze lewę: to Olsch, najwyższy atut ze wszystkich.</translation>
    </message>
    <message>
        <source>{card} wins: it is the Basta, a permanent trump, and no higher trump was played.</source>
        <translation>{card} bierze lewę: to Basta, stały atut, a nikt nie zagrał wyższego atutu.</translation>
    </message>
    <message>
        <source>{card} wins: it is a Bur, a permanent trump, and no higher trump was played.</source>
        <translation>{card} bierze lewę: to Bur, stały atut, a nikt nie zagrał wyższego atutu.</translation>
    </message>
    <message>
        <source>{card} wins: it is the only trump, and a trump beats the suit led ({led}).</source>
        <translation>{card} bierze lewę: to jedyny atut w lewie, a atut bije kolor wyjścia ({led}).</translation>
    </message>
    <message>
        <source>{card} wins: trumps were led and nobody else played one.</source>
        <translation>{card} bierze lewę: wyjście było w atut i nikt inny nie dołożył atutu.</translation>
    </message>
    <message>
        <source>{card} wins: nobody followed suit.</source>
        <translation>{card} bierze lewę: nikt nie dołożył do koloru.</translation>
    </message>
    <message>
        <source>{card} wins: nobody followed with a higher card.</source>
        <translation>{card} bierze lewę: nikt nie dołożył wyższej karty.</translation>
    </message>
    <message>
        <source>{card} stays under the declarer&apos;s {best}: in a Bettel every trick he takes loses it.</source>
        <translation>{card} zostaje pod {best} rozgrywającego: w Betlu każda lewa, którą weźmie, go pogrąża.</translation>
    </message>
    <message>
        <source>{card}, your lowest card of the suit, stays under {best}: the declarer, who plays after you, must stay under {best} too.</source>
        <translation>{card}, twoja najniższa karta w tym kolorze, zostaje pod {best}: rozgrywający, który gra po tobie, też musi zostać pod {best}.</translation>
    </message>
    <message>
        <source>Leads {card}: the declarer must take no trick, and few unplayed cards of its suit that you do not hold rank below it ({count}).</source>
        <translation>Wychodzi {card}: rozgrywający nie może wziąć żadnej lewy, a niewiele niezagranych kart tego koloru, których nie masz, jest niższych ({count}).</translation>
    </message>
    <message numerus="yes">
        <source>By the usual count {count} of your cards could lose a trick in a Mord; the exchange lays two cards away.</source>
        <translation>
            <numerusform>Według zwykłego liczenia {count} z twoich kart mogłaby w Mordzie oddać lewę; przy wymianie odkładasz dwie karty.</numerusform>
            <numerusform>Według zwykłego liczenia {count} z twoich kart mogłyby w Mordzie oddać lewę; przy wymianie odkładasz dwie karty.</numerusform>
            <numerusform>Według zwykłego liczenia {count} z twoich kart mogłoby w Mordzie oddać lewę; przy wymianie odkładasz dwie karty.</numerusform>
        </translation>
    </message>
    <message>
        <source>With {suit} as trumps ({count} of your cards) your hand counts the most tricks.</source>
        <translation>Z atutem {suit} (twoich kart w tym kolorze: {count}) twoja ręka liczy najwięcej lew.</translation>
    </message>
    <message>
        <source>{card}, your lowest card of the suit, heads the trick: the declarer, who plays after you, must stay under it.</source>
        <translation>{card}, twoja najniższa karta w tym kolorze, prowadzi w lewie: rozgrywający, który gra po tobie, musi zostać pod nią.</translation>
    </message>
    <message>
        <source>Leads {card}, your lowest of its suit: to take no trick the declarer must play lower or throw another suit.</source>
        <translation>Wychodzi {card}, twoją najniższą w tym kolorze: by nie wziąć lewy, rozgrywający musi dołożyć niższą albo zrzucić inny kolor.</translation>
    </message>
    <message numerus="yes">
        <source>By the usual count {count} of your cards could be forced to take a trick in a Bettel; the exchange lays two cards away.</source>
        <translation>
            <numerusform>Według zwykłego liczenia {count} z twoich kart mogłaby w Betlu zostać zmuszona do wzięcia lewy; przy wymianie odkładasz dwie karty.</numerusform>
            <numerusform>Według zwykłego liczenia {count} z twoich kart mogłyby w Betlu zostać zmuszone do wzięcia lewy; przy wymianie odkładasz dwie karty.</numerusform>
            <numerusform>Według zwykłego liczenia {count} z twoich kart mogłoby w Betlu zostać zmuszonych do wzięcia lewy; przy wymianie odkładasz dwie karty.</numerusform>
        </translation>
    </message>
    <message>
        <source>By the usual count of tricks your hand makes {contract}: you may claim.</source>
        <translation>Według zwykłego liczenia lew twoja ręka ugra {contract}: możesz grać.</translation>
    </message>
    <message>
        <source>By the usual count of tricks your hand makes no contract: pass.</source>
        <translation>Według zwykłego liczenia lew twoja ręka nie ugra żadnej gry: pas.</translation>
    </message>
    <message>
        <source>Your seat&apos;s priority lets you hold {standing}, and by the usual count your hand makes {contract}.</source>
        <translation>Pierwszeństwo miejsca pozwala ci trzymać {standing}, a według zwykłego liczenia twoja ręka ugra {contract}.</translation>
    </message>
    <message>
        <source>The bidding stands at {standing}, more than your hand makes by the usual count of tricks.</source>
        <translation>Licytacja stoi na {standing}, więcej, niż twoja ręka ugra według zwykłego liczenia lew.</translation>
    </message>
    <message>
        <source>A Brand is what your hand makes by the usual count of tricks ({contract}); Bettel and Mord are beyond it.</source>
        <translation>Według zwykłego liczenia lew twoja ręka ugra Brand ({contract}); Betel i Mord są poza jej zasięgiem.</translation>
    </message>
    <message numerus="yes">
        <source>By the usual count your hand takes about {tricks:g} trick(s) with {suit} as trumps before the exchange; a Brand needs six.</source>
        <translation>
            <numerusform>Według zwykłego liczenia twoja ręka bierze przed wymianą około {tricks:g} lewę z atutem {suit}; Brand potrzebuje sześciu.</numerusform>
            <numerusform>Według zwykłego liczenia twoja ręka bierze przed wymianą około {tricks:g} lewy z atutem {suit}; Brand potrzebuje sześciu.</numerusform>
            <numerusform>Według zwykłego liczenia twoja ręka bierze przed wymianą około {tricks:g} lew z atutem {suit}; Brand potrzebuje sześciu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only {count} of your cards could be forced to take a trick, and the exchange lays two away: a Bettel.</source>
        <translation>
            <numerusform>Tylko {count} z twoich kart mogłaby zostać zmuszona do wzięcia lewy, a przy wymianie odkładasz dwie: Betel.</numerusform>
            <numerusform>Tylko {count} z twoich kart mogłyby zostać zmuszone do wzięcia lewy, a przy wymianie odkładasz dwie: Betel.</numerusform>
            <numerusform>Tylko {count} z twoich kart mogłoby zostać zmuszonych do wzięcia lewy, a przy wymianie odkładasz dwie: Betel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only {count} of your cards could lose a trick, and the exchange lays two away: a Mord.</source>
        <translation>
            <numerusform>Tylko {count} z twoich kart mogłaby oddać lewę, a przy wymianie odkładasz dwie: Mord.</numerusform>
            <numerusform>Tylko {count} z twoich kart mogłyby oddać lewę, a przy wymianie odkładasz dwie: Mord.</numerusform>
            <numerusform>Tylko {count} z twoich kart mogłoby oddać lewę, a przy wymianie odkładasz dwie: Mord.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold {held} card(s) of {suit}: a bid of {n} promises no more than that.</source>
        <translation>
            <numerusform>Masz {held} kartę w kolorze {suit}: odzywka {n} nie obiecuje więcej.</numerusform>
            <numerusform>Masz {held} karty w kolorze {suit}: odzywka {n} nie obiecuje więcej.</numerusform>
            <numerusform>Masz {held} kart w kolorze {suit}: odzywka {n} nie obiecuje więcej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With {suit} as trumps you hold {count} trump(s), the permanent ones included; no other suit gives you more.</source>
        <translation>
            <numerusform>Z atutem {suit} masz {count} atut, wliczając stałe atuty; żaden inny kolor nie da ci więcej.</numerusform>
            <numerusform>Z atutem {suit} masz {count} atuty, wliczając stałe atuty; żaden inny kolor nie da ci więcej.</numerusform>
            <numerusform>Z atutem {suit} masz {count} atutów, wliczając stałe atuty; żaden inny kolor nie da ci więcej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid} is open to you on {held} card(s) of {suit}, the lowest bid now: passing leaves the contract to a hand with a longer suit.</source>
        <translation>
            <numerusform>{bid} jest dla ciebie możliwe przy {held} karcie w kolorze {suit}, to najniższa odzywka teraz: pas zostawia grę ręce z dłuższym kolorem.</numerusform>
            <numerusform>{bid} jest dla ciebie możliwe przy {held} kartach w kolorze {suit}, to najniższa odzywka teraz: pas zostawia grę ręce z dłuższym kolorem.</numerusform>
            <numerusform>{bid} jest dla ciebie możliwe przy {held} kartach w kolorze {suit}, to najniższa odzywka teraz: pas zostawia grę ręce z dłuższym kolorem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A Tout must win every trick, and you hold {count} card(s) other than trumps.</source>
        <translation>
            <numerusform>Tout musi wziąć każdą lewę, a masz {count} kartę poza atutami.</numerusform>
            <numerusform>Tout musi wziąć każdą lewę, a masz {count} karty poza atutami.</numerusform>
            <numerusform>Tout musi wziąć każdą lewę, a masz {count} kart poza atutami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold {held} card(s) of {suit}: a &apos;better&apos; bid of {n} promises no more than that.</source>
        <translation>
            <numerusform>Masz {held} kartę w kolorze {suit}: odzywka {n} „lepiej” nie obiecuje więcej.</numerusform>
            <numerusform>Masz {held} karty w kolorze {suit}: odzywka {n} „lepiej” nie obiecuje więcej.</numerusform>
            <numerusform>Masz {held} kart w kolorze {suit}: odzywka {n} „lepiej” nie obiecuje więcej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} takes the trick and its {points} card point(s).</source>
        <translation>
            <numerusform>{card} bierze lewę i jej {points} punkt.</numerusform>
            <numerusform>{card} bierze lewę i jej {points} punkty.</numerusform>
            <numerusform>{card} bierze lewę i jej {points} punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leads from {suit}, your longest suit ({count} card(s)): the more of it is played, the more your remaining cards of it are worth.</source>
        <translation>
            <numerusform>Wychodzi w {suit}, twój najdłuższy kolor ({count} karta): im więcej go zejdzie, tym więcej warte są twoje pozostałe karty w nim.</numerusform>
            <numerusform>Wychodzi w {suit}, twój najdłuższy kolor ({count} karty): im więcej go zejdzie, tym więcej warte są twoje pozostałe karty w nim.</numerusform>
            <numerusform>Wychodzi w {suit}, twój najdłuższy kolor ({count} kart): im więcej go zejdzie, tym więcej warte są twoje pozostałe karty w nim.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} is lower than your {high}: a card you may give away for it.</source>
        <translation>{card} jest niższa niż twoja {high}, którą możesz za nią oddać.</translation>
    </message>
    <message>
        <source>By the usual count of tricks your hand makes {contract}, so this bid is safe.</source>
        <translation>Według zwykłego liczenia lew twoja ręka ugra {contract}, więc ta odzywka jest bezpieczna.</translation>
    </message>
    <message>
        <source>By the usual count your hand makes {contract}, the highest contract.</source>
        <translation>Według zwykłego liczenia twoja ręka ugra {contract}, najwyższą grę.</translation>
    </message>
    <message>
        <source>By the usual count your hand makes {contract}: no card of it is likely to be forced to take a trick.</source>
        <translation>Według zwykłego liczenia twoja ręka ugra {contract}: żadna jej karta raczej nie zostanie zmuszona do wzięcia lewy.</translation>
    </message>
    <message>
        <source>Lays away {cards}: no card of {suit} is left, so that suit can be trumped.</source>
        <translation>Odkłada {cards}: nie zostaje żadna karta w kolorze {suit}, więc ten kolor można przebijać atutem.</translation>
    </message>
    <message>
        <source>Lays away {cards}: no ace and no card of {suit}, the suit your hand counts most tricks with.</source>
        <translation>Odkłada {cards}: ani asa, ani karty w kolorze {suit}, z którym twoja ręka liczy najwięcej lew.</translation>
    </message>
    <message>
        <source>Without {cards}, the cards of yours that could be forced to take a trick drop from {before} to {after}.</source>
        <translation>Bez {cards} liczba twoich kart, które mogłyby zostać zmuszone do wzięcia lewy, spada z {before} do {after}.</translation>
    </message>
    <message>
        <source>Without {cards}, the cards of yours that could lose a trick drop from {before} to {after}.</source>
        <translation>Bez {cards} liczba twoich kart, które mogłyby oddać lewę, spada z {before} do {after}.</translation>
    </message>
    <message>
        <source>{card} is the highest card of its suit that you lack: with it that suit loses fewer tricks.</source>
        <translation>{card} to najwyższa karta jej koloru, której ci brakuje: z nią ten kolor odda mniej lew.</translation>
    </message>
    <message>
        <source>{card} goes and you keep {kept}: slipped onto another player&apos;s trick later, it makes that trick&apos;s winner pay you.</source>
        <translation>Odchodzi {card}, a ty zachowujesz {kept}: zrzucona później do lewy innego gracza, każe zapłacić temu, kto weźmie tę lewę.</translation>
    </message>
    <message>
        <source>{card} follows hearts and the Kinal stays in your hand: played to another player&apos;s heart lead it would be forced and pay.</source>
        <translation>{card} dokłada do kier, a kinal zostaje w twojej ręce: zagrany do cudzego wyjścia w kier byłby wymuszony i płaciłby.</translation>
    </message>
    <message>
        <source>Every card you may play wins this trick: {card}, your highest, goes with it and the low cards stay to escape later.</source>
        <translation>Każda karta, którą możesz zagrać, bierze tę lewę: odchodzi z nią {card}, twoja najwyższa, a niskie karty zostają, by później uciec.</translation>
    </message>
    <message>
        <source>You follow suit and leave the Pancerola unused: once you renounce, you must lose every trick.</source>
        <translation>Dokładasz do koloru i nie korzystasz z panceroli: gdy raz nie dołożysz, musisz oddać każdą lewę.</translation>
    </message>
    <message>
        <source>The Kinal slips onto another player&apos;s trick: its winner pays you.</source>
        <translation>Kinal trafia do lewy innego gracza: ten, kto ją bierze, płaci tobie.</translation>
    </message>
    <message>
        <source>{card} slips onto another player&apos;s trick: its winner pays you for the ace.</source>
        <translation>{card} trafia do lewy innego gracza: ten, kto ją bierze, płaci ci za asa.</translation>
    </message>
    <message>
        <source>Every card you may play wins this trick: {card} adds the fewest points to it.</source>
        <translation>Każda karta, którą możesz zagrać, bierze tę lewę: {card} dokłada do niej najmniej punktów.</translation>
    </message>
    <message>
        <source>You renounce with the Pancerola: from now on you must lose every trick, and losing them all wins the settlement.</source>
        <translation>Nie dokładasz do koloru, korzystając z panceroli: odtąd musisz oddać każdą lewę, a oddanie wszystkich wygrywa rozliczenie.</translation>
    </message>
    <message>
        <source>The Kinal slips onto another player&apos;s trick: its winner pays you, and the pot is yours.</source>
        <translation>Kinal trafia do lewy innego gracza: ten, kto ją bierze, płaci tobie, a pula jest twoja.</translation>
    </message>
    <message>
        <source>You keep the queen of diamonds, the Kaschlan, which beats any card, for later.</source>
        <translation>Zachowujesz damę karo, kasztelankę, która bije każdą kartę, na później.</translation>
    </message>
    <message>
        <source>{card} is your only card that beats {target}.</source>
        <translation>{card} to twoja jedyna karta, która bije {target}.</translation>
    </message>
    <message>
        <source>{card} is your lowest trump: the higher ones stay in hand.</source>
        <translation>{card} to twój najniższy atut: wyższe zostają w ręce.</translation>
    </message>
    <message>
        <source>{card} is no trump: your trumps stay for cards only a trump can beat.</source>
        <translation>{card} nie jest atutem: twoje atuty zostają na karty, które bije tylko atut.</translation>
    </message>
    <message>
        <source>Nothing in your hand beats {cards}, so you must take in the end: taking now keeps the cards you would beat with.</source>
        <translation>Nic w twojej ręce nie bije {cards}, więc i tak musisz na końcu wziąć: biorąc teraz, zachowujesz karty, którymi byś bił.</translation>
    </message>
    <message>
        <source>Only trumps of yours beat {cards}: taking keeps them for later.</source>
        <translation>Tylko twoje atuty biją {cards}: biorąc, zachowujesz je na później.</translation>
    </message>
    <message>
        <source>You attack with your lowest plain cards ({cards}): the high ones stay for defending.</source>
        <translation>Atakujesz najniższymi kartami bez atutu ({cards}): wysokie zostają do obrony.</translation>
    </message>
    <message>
        <source>You attack with plain cards ({cards}) and keep your trumps for defending.</source>
        <translation>Atakujesz kartami bez atutu ({cards}) i zachowujesz atuty do obrony.</translation>
    </message>
    <message>
        <source>{cards} go together: every card of that rank leaves your hand in one bout.</source>
        <translation>{cards} idą razem: każda karta tej wysokości opuszcza twoją rękę w jednej rundzie.</translation>
    </message>
    <message>
        <source>{cards} leaves your hand, and the defender must beat it as well.</source>
        <translation>{cards} opuszcza twoją rękę, a obrońca musi pobić także tę kartę.</translation>
    </message>
    <message>
        <source>{cards} leave your hand, and the defender must beat them as well.</source>
        <translation>{cards} opuszczają twoją rękę, a obrońca musi pobić także je.</translation>
    </message>
    <message>
        <source>You hold a card that beats {cards}: added now, it can leave your hand in this bout.</source>
        <translation>Masz kartę, która bije {cards}: dołożona teraz, może opuścić twoją rękę w tej rundzie.</translation>
    </message>
    <message>
        <source>You hold a card that beats each of {cards}: added now, they can leave your hand in this bout.</source>
        <translation>Masz kartę, która bije każdą z {cards}: dołożone teraz, mogą opuścić twoją rękę w tej rundzie.</translation>
    </message>
    <message>
        <source>You keep {cards} for an attack of your own.</source>
        <translation>Zachowujesz {cards} na własny atak.</translation>
    </message>
    <message>
        <source>Your cards of the attack rank ({cards}) are trumps: worth more kept than shed.</source>
        <translation>Twoje karty tej wysokości co atak ({cards}) to atuty: więcej warte zachowane niż pozbyte.</translation>
    </message>
    <message>
        <source>{card} is the cheapest card that beats {target}.</source>
        <translation>{card} to najtańsza karta, która bije {target}.</translation>
    </message>
    <message>
        <source>Costs about {points} points a deal against {best}: this move wins {often}, {best} {best_often}.</source>
        <translation>W porównaniu z {best} kosztuje około {points} pkt na rozdanie: ten ruch wygrywa {often}, {best} {best_often}.</translation>
    </message>
    <message>
        <source>Worse than {best}: with this move you lose the game {often}, with {best} {best_often}.</source>
        <translation>Gorszy niż {best}: tym ruchem przegrywasz grę {often}, ruchem {best} {best_often}.</translation>
    </message>
    <message>
        <source>Wins {often} and loses about {points} points a deal; nothing else does better.</source>
        <translation>Wygrywa {often} i traci średnio około {points} pkt na rozdanie; żaden inny ruch nie jest lepszy.</translation>
    </message>
    <message>
        <source>As good as {best}, as far as can be told: this move wins {often}, {best} {best_often}.</source>
        <translation>Tak dobry jak {best}, na ile można ocenić: ten ruch wygrywa {often}, {best} {best_often}.</translation>
    </message>
    <message>
        <source>Costs about {points} points a deal against {best}, though both win {often}.</source>
        <translation>W porównaniu z {best} kosztuje około {points} pkt na rozdanie, choć oba wygrywają {often}.</translation>
    </message>
    <message>
        <source>With this move you lose the game, and take a mark, {often}; nothing else does better.</source>
        <translation>Tym ruchem przegrywasz grę i dostajesz kreskę {often}; żaden inny ruch nie jest lepszy.</translation>
    </message>
    <message>
        <source>As good as {best}, as far as can be told: with this move you lose the game {often}, with {best} {best_often}.</source>
        <translation>Tak dobry jak {best}, na ile można ocenić: tym ruchem przegrywasz grę {often}, ruchem {best} {best_often}.</translation>
    </message>
    <message>
        <source>Worse than {best}, though with either you lose the game {often}.</source>
        <translation>Gorszy niż {best}, choć z każdym z nich przegrywasz grę {often}.</translation>
    </message>
    <message>
        <source>Wins {often} and gains about {points} points a deal.</source>
        <translation>Wygrywa {often} i zyskuje średnio około {points} pkt na rozdanie.</translation>
    </message>
    <message>
        <source>Wins {often} and loses about {points} points a deal; the strong computer player prefers it.</source>
        <translation>Wygrywa {often} i traci średnio około {points} pkt na rozdanie; silny gracz komputerowy go woli.</translation>
    </message>
    <message>
        <source>Wins {often} and loses about {points} points a deal; the search prefers it, counting the deals won as well as the points.</source>
        <translation>Wygrywa {often} i traci średnio około {points} pkt na rozdanie; przeszukiwanie go woli, bo liczy wygrane rozdania tak samo jak punkty.</translation>
    </message>
    <message>
        <source>As good as {best}, as far as can be told: both win {often}.</source>
        <translation>Tak dobry jak {best}, na ile można ocenić: oba wygrywają {often}.</translation>
    </message>
    <message>
        <source>With this move you lose the game, and take a mark, {often}; the strong computer player prefers it.</source>
        <translation>Tym ruchem przegrywasz grę i dostajesz kreskę {often}; silny gracz komputerowy go woli.</translation>
    </message>
    <message>
        <source>As good as {best}, as far as can be told: with either you lose the game {often}.</source>
        <translation>Tak dobry jak {best}, na ile można ocenić: z każdym z nich przegrywasz grę {often}.</translation>
    </message>
    <message>
        <source>{card} wins: it is the Nillje, the seven of trumps, and no higher trump was played.</source>
        <translation>{card} bierze lewę: to Nillje, siódemka atutowa, a nikt nie zagrał wyższego atutu.</translation>
    </message>
    <message>
        <source>Only a trump or the Kaschlan beats {card}: the defender must spend one on it or take it.</source>
        <translation>Tylko atut albo kasztelanka bije {card}: obrońca musi na nią wydać jedno z nich albo ją wziąć.</translation>
    </message>
    <message>
        <source>{card} beats {target}; the higher {cards} stays for a harder card.</source>
        <translation>{card} bije {target}; {cards} (wyższa karta) zostaje na mocniejszą kartę.</translation>
    </message>
    <message>
        <source>{card} beats {target}; the higher {cards} stay for harder cards.</source>
        <translation>{card} bije {target}; {cards} (wyższe karty) zostają na mocniejsze karty.</translation>
    </message>
    <message>
        <source>You hold no trump: taking keeps {cards}, your only defence.</source>
        <translation>Nie masz atutu: biorąc, zachowujesz {cards}, twoją jedyną obronę.</translation>
    </message>
    <message>
        <source>You attack with {cards}; your higher cards ({kept}) stay for defending.</source>
        <translation>Atakujesz: {cards}; twoje wyższe karty ({kept}) zostają do obrony.</translation>
    </message>
    <message>
        <source>{card} goes and you keep the Olsch, the highest trump.</source>
        <translation>Odchodzi {card}, a ty zachowujesz Olsch, najwyższy atut.</translation>
    </message>
    <message>
        <source>{card} goes and you keep the Nillje, the second-highest trump.</source>
        <translation>Odchodzi {card}, a ty zachowujesz Nillje, drugi najwyższy atut.</translation>
    </message>
    <message>
        <source>{card} goes and you keep the Basta, the third-highest trump.</source>
        <translation>Odchodzi {card}, a ty zachowujesz Bastę, trzeci najwyższy atut.</translation>
    </message>
    <message>
        <source>Declares the marriage of {suit} while you have the lead: it scores {points} and makes {suit} trumps at once.</source>
        <translation>Zgłasza meldunek w {suit}, póki masz wyjście: daje {points} i od razu czyni {suit} atutem.</translation>
    </message>
    <message>
        <source>{card} goes and your king and queen of {suit} stay together for a marriage.</source>
        <translation>Odchodzi {card}, a twój król i dama w kolorze {suit} zostają razem na meldunek.</translation>
    </message>
    <message>
        <source>{card} is the cheapest card that beats {best}.</source>
        <translation>{card} to najtańsza karta, która bije {best}.</translation>
    </message>
    <message>
        <source>Here you need not follow suit: {card} is the lowest trump that beats {best}.</source>
        <translation>Tu nie musisz dokładać do koloru: {card} to najniższy atut, który bije {best}.</translation>
    </message>
    <message>
        <source>{card} is your only card that beats {best}.</source>
        <translation>{card} to twoja jedyna karta, która bije {best}.</translation>
    </message>
    <message>
        <source>You cannot follow {suit}: {card} trumps the trick.</source>
        <translation>Nie możesz dołożyć do koloru {suit}: {card} przebija lewę atutem.</translation>
    </message>
    <message>
        <source>Every higher card of its suit has been played: {card} is the master and wins the trick unless somebody trumps.</source>
        <translation>Każda wyższa karta tego koloru już zeszła: {card} jest najwyższa i bierze lewę, chyba że ktoś przebije atutem.</translation>
    </message>
    <message>
        <source>Every higher card of its suit is played or in your hand: {card} wins the trick as surely as {higher} unless somebody trumps, and {higher} stays with you.</source>
        <translation>Każda wyższa karta tego koloru już zeszła albo jest w twojej ręce: {card} bierze lewę tak samo pewnie jak {higher}, chyba że ktoś przebije atutem, a {higher} zostaje u ciebie.</translation>
    </message>
    <message>
        <source>Your partner&apos;s {best} heads the trick: {card} does not overtake it.</source>
        <translation>{best} twojego partnera prowadzi w lewie: {card} jej nie przebija.</translation>
    </message>
    <message>
        <source>None of the cards you may play beats {best}: {card} is the cheapest to give.</source>
        <translation>Żadna karta, którą możesz zagrać, nie bije {best}: {card} najtaniej oddać.</translation>
    </message>
    <message>
        <source>{card} lets this trick go and keeps {high}, which could have beaten {best}.</source>
        <translation>{card} oddaje tę lewę i zachowuje {high}, która mogłaby pobić {best}.</translation>
    </message>
    <message>
        <source>You cannot follow {suit}: {card}, your highest card, goes without taking the trick.</source>
        <translation>Nie możesz dołożyć do koloru {suit}: {card}, twoja najwyższa karta, odchodzi bez brania lewy.</translation>
    </message>
    <message>
        <source>{card} is your last card of {suit}: once it is gone you can trump that suit.</source>
        <translation>{card} to twoja ostatnia karta w kolorze {suit}: gdy zejdzie, możesz ten kolor przebijać atutem.</translation>
    </message>
    <message>
        <source>{card} goes and {master}, the master of its suit, stays in your hand.</source>
        <translation>Odchodzi {card}, a {master}, najwyższa karta swojego koloru, zostaje w twojej ręce.</translation>
    </message>
    <message>
        <source>{card} takes the lead from {best}, and no unplayed card of its suit is higher: only a trump could still beat it.</source>
        <translation>{card} przejmuje prowadzenie od {best} i żadna niezagrana karta tego koloru nie jest wyższa: pobić ją może już tylko atut.</translation>
    </message>
    <message>
        <source>Leads {card}, a card with the fewest points you hold ({points}): if the trick is lost, little goes with it.</source>
        <translation>Wychodzi {card}, kartą z najmniejszą liczbą punktów w twojej ręce ({points}): jeśli lewa przepadnie, niewiele z nią odejdzie.</translation>
    </message>
    <message>
        <source>Last to play: {card} is the cheapest card that wins the trick.</source>
        <translation>Grasz ostatni: {card} to najtańsza karta, która bierze lewę.</translation>
    </message>
    <message>
        <source>Here you need not follow suit: {card} is the lowest trump that wins the trick.</source>
        <translation>Tu nie musisz dokładać do koloru: {card} to najniższy atut, który bierze lewę.</translation>
    </message>
    <message>
        <source>Last to play: {card} is your only card that wins the trick.</source>
        <translation>Grasz ostatni: {card} to twoja jedyna karta, która bierze lewę.</translation>
    </message>
    <message>
        <source>Every higher card of its suit has been played: {card} is the master and wins the trick.</source>
        <translation>Każda wyższa karta tego koloru już zeszła: {card} jest najwyższa i bierze lewę.</translation>
    </message>
    <message>
        <source>Every higher card of its suit is played or in your hand: {card} wins the trick as surely as {higher}, and {higher} stays with you.</source>
        <translation>Każda wyższa karta tego koloru już zeszła albo jest w twojej ręce: {card} bierze lewę tak samo pewnie jak {higher}, a {higher} zostaje u ciebie.</translation>
    </message>
    <message>
        <source>Your partner&apos;s {best} takes the trick: {card} leaves it to him.</source>
        <translation>{best} twojego partnera bierze lewę: {card} mu ją zostawia.</translation>
    </message>
    <message>
        <source>Your partner&apos;s {best} heads the trick and none of your cards beats it: {card} is the cheapest to give.</source>
        <translation>{best} twojego partnera prowadzi w lewie i żadna twoja karta jej nie bije: {card} najtaniej oddać.</translation>
    </message>
    <message>
        <source>{card} is your highest card that stays under {best}: it goes without taking the trick.</source>
        <translation>{card} to twoja najwyższa karta, która zostaje pod {best}: odchodzi bez brania lewy.</translation>
    </message>
    <message>
        <source>{card} stays under {best}: this trick is not yours.</source>
        <translation>{card} zostaje pod {best}: ta lewa nie jest twoja.</translation>
    </message>
    <message>
        <source>{card} takes the lead from {best}, and no unplayed card of its suit is higher.</source>
        <translation>{card} przejmuje prowadzenie od {best} i żadna niezagrana karta tego koloru nie jest wyższa.</translation>
    </message>
    <message>
        <source>You cannot follow suit: {card} is the lowest trump that wins the trick.</source>
        <translation>Nie możesz dołożyć do koloru: {card} to najniższy atut, który bierze lewę.</translation>
    </message>
    <message>
        <source>You cannot follow suit: {card} is the lowest trump that beats {best}.</source>
        <translation>Nie możesz dołożyć do koloru: {card} to najniższy atut, który bije {best}.</translation>
    </message>
    <message>
        <source>{card} is the highest card of its suit: it wins the trick unless somebody trumps.</source>
        <translation>{card} to najwyższa karta swojego koloru: bierze lewę, chyba że ktoś przebije atutem.</translation>
    </message>
    <message>
        <source>Seat {seat} has made no move that could be taken back.</source>
        <translation>Miejsce {seat} nie wykonało jeszcze ruchu, który można cofnąć.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Partia zakończona.</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not possible now: {what}.</source>
        <translation>„{action}” nie jest teraz możliwe: {what}.</translation>
    </message>
    <message>
        <source>A card is called only in Bettel or Mord, not in a Brand.</source>
        <translation>Kartę wywołuje się tylko w Bettlu lub Mordzie, nie w Brandzie.</translation>
    </message>
    <message>
        <source>In the competition say &apos;drop&apos; to leave it, not &apos;pass&apos;.</source>
        <translation>W licytacji odpada się przez &apos;drop&apos;, nie &apos;pass&apos;.</translation>
    </message>
    <message>
        <source>Say just &apos;claim&apos; or &apos;pass&apos;.</source>
        <translation>Powiedz tylko &apos;claim&apos; albo &apos;pass&apos;.</translation>
    </message>
    <message>
        <source>Both other players passed: the dealer must play.</source>
        <translation>Obaj pozostali spasowali: rozdający musi grać.</translation>
    </message>
    <message>
        <source>Bid &apos;brand &lt;suit&gt;&apos; (C, S, D or H), &apos;bettel&apos; or &apos;mord&apos;.</source>
        <translation>Licytuj &apos;brand &lt;kolor&gt;&apos; (C, S, D lub H), &apos;bettel&apos; albo &apos;mord&apos;.</translation>
    </message>
    <message>
        <source>To take {standing} yourself say &apos;hold&apos;.</source>
        <translation>Aby samemu wziąć {standing}, powiedz &apos;hold&apos;.</translation>
    </message>
    <message>
        <source>Your bid must be higher than the standing {standing}.</source>
        <translation>Twoja odzywka musi być wyższa niż obecna {standing}.</translation>
    </message>
    <message>
        <source>Choose &apos;contract brand&apos;, &apos;contract bettel&apos; or &apos;contract mord&apos;.</source>
        <translation>Wybierz &apos;contract brand&apos;, &apos;contract bettel&apos; albo &apos;contract mord&apos;.</translation>
    </message>
    <message>
        <source>Your minimum is {minimum}: play it or a higher contract.</source>
        <translation>Twoje minimum to {minimum}: graj je albo wyższą grę.</translation>
    </message>
    <message>
        <source>Call one card of the pack, e.g. &apos;call AH&apos;.</source>
        <translation>Wywołaj jedną kartę talii, np. &apos;call AH&apos;.</translation>
    </message>
    <message>
        <source>You hold {card}: call a card you do not hold.</source>
        <translation>Masz {card}: wywołaj kartę, której nie masz.</translation>
    </message>
    <message>
        <source>Give one card of your hand, e.g. &apos;give 7C&apos;.</source>
        <translation>Oddaj jedną kartę z ręki, np. &apos;give 7C&apos;.</translation>
    </message>
    <message>
        <source>You cannot give back the card you called ({card}).</source>
        <translation>Nie możesz oddać wywołanej karty ({card}).</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Nie masz {card}.</translation>
    </message>
    <message>
        <source>Discard exactly two cards, e.g. &apos;discard 7C 8C&apos;.</source>
        <translation>Odrzuć dokładnie dwie karty, np. &apos;discard 7C 8C&apos;.</translation>
    </message>
    <message>
        <source>Discard two different cards.</source>
        <translation>Odrzuć dwie różne karty.</translation>
    </message>
    <message>
        <source>Name a suit: C, S, D or H.</source>
        <translation>Podaj kolor: C, S, D lub H.</translation>
    </message>
    <message>
        <source>Your minimum is {minimum}: trumps must be that suit or a higher one.</source>
        <translation>Twoje minimum to {minimum}: atutem musi być ten kolor albo wyższy.</translation>
    </message>
    <message>
        <source>Play one card of your hand, e.g. &apos;play 7C&apos;.</source>
        <translation>Zagraj jedną kartę z ręki, np. &apos;play 7C&apos;.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}).</source>
        <translation>Musisz dołożyć do koloru ({suit}).</translation>
    </message>
    <message>
        <source>You cannot follow {led}: you must play a trump ({suit}).</source>
        <translation>Nie masz koloru {led}: musisz zagrać atut ({suit}).</translation>
    </message>
    <message>
        <source>You said &apos;play&apos;: name a contract first.</source>
        <translation>Powiedziałeś „gram”: najpierw podaj grę.</translation>
    </message>
    <message>
        <source>Say just &apos;drop&apos;.</source>
        <translation>Powiedz tylko &apos;drop&apos;.</translation>
    </message>
    <message>
        <source>There is no bid to hold yet: name a contract.</source>
        <translation>Nie ma jeszcze odzywki do trzymania: podaj grę.</translation>
    </message>
    <message>
        <source>Only the player with positional priority may hold {standing}; bid higher or drop.</source>
        <translation>Tylko gracz mający pierwszeństwo miejsca może trzymać {standing}; licytuj wyżej albo odpadnij.</translation>
    </message>
    <message>
        <source>Say just &apos;hold&apos;.</source>
        <translation>Powiedz tylko &apos;hold&apos;.</translation>
    </message>
    <message>
        <source>Say just &apos;nocall&apos;.</source>
        <translation>Powiedz tylko &apos;nocall&apos;.</translation>
    </message>
    <message>
        <source>The exchange is over: each player exchanges at most one card, before play begins.</source>
        <translation>Wymiana skończona: każdy wymienia najwyżej jedną kartę, przed rozgrywką.</translation>
    </message>
    <message>
        <source>Seat {seat} does not hold {card}.</source>
        <translation>Miejsce {seat} nie ma {card}.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}): only a Pancerola may renounce, and only in tricks 1–9.</source>
        <translation>Musisz dołożyć do koloru ({suit}): nie dokładać wolno tylko z pancerolą i tylko w lewach 1–9.</translation>
    </message>
    <message>
        <source>Unknown action &apos;{action}&apos;. Chapanka&apos;s actions are: exchange &lt;card&gt;, keep, discard &lt;card&gt;, play &lt;card&gt;.</source>
        <translation>Nieznany ruch „{action}”. Ruchy w czapance: exchange &lt;karta&gt;, keep, discard &lt;karta&gt;, play &lt;karta&gt;.</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; needs exactly one card, e.g. &apos;{verb} 7C&apos;.</source>
        <translation>&apos;{verb}&apos; wymaga dokładnie jednej karty, np. &apos;{verb} 7C&apos;.</translation>
    </message>
    <message>
        <source>&apos;{card}&apos; is not a card: write rank then suit, e.g. JH.</source>
        <translation>„{card}” to nie karta: podaj wysokość, potem kolor, np. JH.</translation>
    </message>
    <message>
        <source>The dealer cannot keep: he holds 12 cards and must lay one away (discard &lt;card&gt;).</source>
        <translation>Rozdający nie może zatrzymać kart: ma ich 12 i musi jedną odłożyć (discard &lt;karta&gt;).</translation>
    </message>
    <message>
        <source>The dealer does not exchange, and each player exchanges at most one card: the dealer now lays one of his 12 cards away (discard &lt;card&gt;).</source>
        <translation>Rozdający nie wymienia, a każdy wymienia najwyżej jedną kartę: rozdający odkłada teraz jedną ze swoich 12 kart (discard &lt;karta&gt;).</translation>
    </message>
    <message>
        <source>Only the dealer discards; seat {seat} may exchange one card (exchange &lt;card&gt;) or keep.</source>
        <translation>Odkłada tylko rozdający; miejsce {seat} może wymienić jedną kartę (exchange &lt;karta&gt;) albo zatrzymać karty (keep).</translation>
    </message>
    <message>
        <source>Play has not started: {who} (seat {seat} to act).</source>
        <translation>Rozgrywka jeszcze się nie zaczęła: {who} (ruch ma miejsce {seat}).</translation>
    </message>
    <message>
        <source>It is seat {seat}&apos;s turn (play passes to the right, anticlockwise), and {card} is not in seat {seat}&apos;s hand.</source>
        <translation>Ruch ma miejsce {seat} (gra idzie w prawo, przeciwnie do ruchu wskazówek zegara), a {card} nie jest w ręce miejsca {seat}.</translation>
    </message>
    <message>
        <source>From trick 10 on a Pancerola must follow suit too: play a {suit} card.</source>
        <translation>Od 10. lewy także pancerola musi dokładać do koloru: zagraj {suit}.</translation>
    </message>
    <message>
        <source>&apos;keep&apos; takes no card: it declines the exchange.</source>
        <translation>&apos;keep&apos; nie ma karty: oznacza rezygnację z wymiany.</translation>
    </message>
    <message>
        <source>There are no tens in Chapanka&apos;s 48-card pack.</source>
        <translation>W 48-kartowej talii czapanki nie ma dziesiątek.</translation>
    </message>
    <message>
        <source>{card} has already been played.</source>
        <translation>{card} została już zagrana.</translation>
    </message>
    <message>
        <source>A card of {suit} can only be beaten by a higher card of {suit} or a trump.</source>
        <translation>Kartę w kolorze {suit} przebija tylko wyższa karta w tym kolorze albo atut.</translation>
    </message>
    <message>
        <source>Name the cards, e.g. &apos;{verb} 8S 8H&apos;.</source>
        <translation>Podaj karty, np. &apos;{verb} 8S 8H&apos;.</translation>
    </message>
    <message>
        <source>Only the attacker may add a coachman.</source>
        <translation>Woźnicę może dodać tylko atakujący.</translation>
    </message>
    <message>
        <source>You may not attack with more cards ({count}) than the defender holds ({limit}).</source>
        <translation>Nie możesz atakować większą liczbą kart ({count}), niż ma broniący ({limit}).</translation>
    </message>
    <message>
        <source>Write &apos;beat&apos; with the table card and then your card, e.g. &apos;beat 9S 10S&apos;.</source>
        <translation>Napisz &apos;beat&apos;, kartę ze stołu, a potem swoją kartę, np. &apos;beat 9S 10S&apos;.</translation>
    </message>
    <message>
        <source>{card} is not on the table.</source>
        <translation>{card} nie leży na stole.</translation>
    </message>
    <message>
        <source>{card} is already beaten.</source>
        <translation>{card} jest już przebita.</translation>
    </message>
    <message>
        <source>Nothing beats the queen of diamonds, the Kaschlan: take it.</source>
        <translation>Nic nie przebija kasztelanki (damy karo): weź ją.</translation>
    </message>
    <message>
        <source>A trump can only be beaten by a higher trump ({suit} or the queen of diamonds).</source>
        <translation>Atut przebija tylko wyższy atut ({suit} albo kasztelanka, dama karo).</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not a Kaschlan move: use attack, reinforce, decline, add, beat or take.</source>
        <translation>„{action}” to nie ruch w kasztelance: attack, reinforce, decline, add, beat albo take.</translation>
    </message>
    <message>
        <source>Write the cards in pack order: &apos;{canonical}&apos;.</source>
        <translation>Podaj karty w kolejności talii: &apos;{canonical}&apos;.</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a card: write rank then suit, e.g. QD or 10H.</source>
        <translation>„{word}” to nie karta: podaj wysokość, potem kolor, np. QD lub 10H.</translation>
    </message>
    <message>
        <source>{card} is named twice.</source>
        <translation>{card} podano dwa razy.</translation>
    </message>
    <message>
        <source>Only cards of the attack rank ({rank}) may be added; {cards} are not.</source>
        <translation>Dodawać wolno tylko karty o wysokości ataku ({rank}); {cards} do nich nie należą.</translation>
    </message>
    <message>
        <source>An attack must be cards of one rank (the coachman aside); {cards} are not.</source>
        <translation>Atak to karty jednej wysokości (poza woźnicą); {cards} takie nie są.</translation>
    </message>
    <message>
        <source>This game is played without the coachman (option coachman).</source>
        <translation>Ta gra toczy się bez woźnicy (wariant „woźnica”).</translation>
    </message>
    <message>
        <source>Name exactly one coachman card.</source>
        <translation>Podaj dokładnie jedną kartę woźnicy.</translation>
    </message>
    <message>
        <source>A coachman may only go with two or more cards of one rank.</source>
        <translation>Woźnica może towarzyszyć tylko dwóm lub więcej kartom jednej wysokości.</translation>
    </message>
    <message>
        <source>The coachman must be of another rank; lay {card} with the set instead.</source>
        <translation>Woźnica musi mieć inną wysokość; połóż {card} razem z kompletem.</translation>
    </message>
    <message>
        <source>The attacker must lay at least one card; he cannot decline.</source>
        <translation>Atakujący musi położyć co najmniej jedną kartę; nie może zrezygnować.</translation>
    </message>
    <message>
        <source>A card must be played now: &apos;play &lt;card&gt;&apos;.</source>
        <translation>Teraz trzeba zagrać kartę: &apos;play &lt;karta&gt;&apos;.</translation>
    </message>
    <message>
        <source>You bid {n} but hold only {held} {suit}; name a suit in which you hold at least {n} cards.</source>
        <translation>Zalicytowałeś {n}, a masz tylko {held} w kolorze {suit}; podaj kolor, w którym masz co najmniej {n} kart.</translation>
    </message>
    <message>
        <source>Only the highest bidder may announce Tout, after naming trumps and before the first card.</source>
        <translation>Tout może zapowiedzieć tylko najwyżej licytujący, po wyborze atutu i przed pierwszą kartą.</translation>
    </message>
    <message>
        <source>&apos;stop&apos; and &apos;go-on&apos; are only for the winner of a clean majority (before the opponents have a trick).</source>
        <translation>&apos;stop&apos; i &apos;go-on&apos; przysługują tylko zdobywcy czystej większości (zanim przeciwnicy wezmą lewę).</translation>
    </message>
    <message>
        <source>Scharwenzel has no action &apos;{action}&apos;. Possible actions: {grammar}.</source>
        <translation>Scharwenzel nie zna ruchu „{action}”. Możliwe ruchy: {grammar}.</translation>
    </message>
    <message>
        <source>The bidding is on: say &apos;bid &lt;n&gt;&apos;, &apos;bid &lt;n&gt; better&apos; or &apos;pass&apos;.</source>
        <translation>Trwa licytacja: powiedz &apos;bid &lt;n&gt;&apos;, &apos;bid &lt;n&gt; better&apos; albo &apos;pass&apos;.</translation>
    </message>
    <message>
        <source>The highest bidder must name trumps now: &apos;trump &lt;suit&gt;&apos;.</source>
        <translation>Najwyżej licytujący musi teraz wybrać atut: &apos;trump &lt;kolor&gt;&apos;.</translation>
    </message>
    <message>
        <source>The highest bidder must now say &apos;tout&apos; or &apos;no-tout&apos;.</source>
        <translation>Najwyżej licytujący musi teraz powiedzieć &apos;tout&apos; albo &apos;no-tout&apos;.</translation>
    </message>
    <message>
        <source>Your team has a clean majority: say &apos;stop&apos; to score now or &apos;go-on&apos; to play for Tout.</source>
        <translation>Twoja drużyna ma czystą większość: &apos;stop&apos; liczy teraz, &apos;go-on&apos; gra dalej na Tout.</translation>
    </message>
    <message>
        <source>Cannot read &apos;{action}&apos;: a bid is &apos;bid &lt;n&gt;&apos; or &apos;bid &lt;n&gt; better&apos;.</source>
        <translation>Nie rozumiem „{action}”: odzywka to &apos;bid &lt;n&gt;&apos; albo &apos;bid &lt;n&gt; better&apos;.</translation>
    </message>
    <message>
        <source>The bidding is over.</source>
        <translation>Licytacja skończona.</translation>
    </message>
    <message>
        <source>The lowest bid is {lowest}.</source>
        <translation>Najniższa odzywka to {lowest}.</translation>
    </message>
    <message>
        <source>&apos;{bid}&apos; does not beat the standing bid &apos;{high}&apos;.</source>
        <translation>„{bid}” nie jest wyższa od obecnej odzywki „{high}”.</translation>
    </message>
    <message>
        <source>You hold only {held} clubs; &apos;{bid}&apos; needs {needed}.</source>
        <translation>Masz tylko {held} trefli; „{bid}” wymaga {needed}.</translation>
    </message>
    <message>
        <source>You hold at most {held} cards of a suit other than clubs; &apos;{bid}&apos; needs {needed}.</source>
        <translation>W kolorze innym niż trefl masz najwyżej {held} kart; „{bid}” wymaga {needed}.</translation>
    </message>
    <message>
        <source>Cannot read &apos;{action}&apos;: say just &apos;pass&apos;.</source>
        <translation>Nie rozumiem „{action}”: powiedz tylko &apos;pass&apos;.</translation>
    </message>
    <message>
        <source>The bidding is over; there is nothing to pass.</source>
        <translation>Licytacja skończona; nie ma czego pasować.</translation>
    </message>
    <message>
        <source>Cannot read &apos;{action}&apos;: name trumps as &apos;trump S&apos;, &apos;trump H&apos; or &apos;trump D&apos;.</source>
        <translation>Nie rozumiem „{action}”: atut wybiera się przez &apos;trump S&apos;, &apos;trump H&apos; albo &apos;trump D&apos;.</translation>
    </message>
    <message>
        <source>Only the winner of the bidding names trumps, once the bidding is over.</source>
        <translation>Atut wybiera tylko zwycięzca licytacji, po jej zakończeniu.</translation>
    </message>
    <message>
        <source>Trumps are already named ({suit}).</source>
        <translation>Atut jest już wybrany ({suit}).</translation>
    </message>
    <message>
        <source>After a plain bid clubs cannot be trumps; clubs need a &apos;better&apos; bid.</source>
        <translation>Po zwykłej odzywce trefl nie może być atutem; trefle wymagają odzywki „lepiej”.</translation>
    </message>
    <message>
        <source>Cannot read &apos;{action}&apos;: say &apos;tout&apos; or &apos;no-tout&apos;.</source>
        <translation>Nie rozumiem „{action}”: powiedz &apos;tout&apos; albo &apos;no-tout&apos;.</translation>
    </message>
    <message>
        <source>Everybody passed, so no Tout can be announced.</source>
        <translation>Wszyscy spasowali, więc nie można zapowiedzieć Tout.</translation>
    </message>
    <message>
        <source>Cannot read &apos;{action}&apos;: play one card, e.g. &apos;play QC&apos; or &apos;play 10H&apos;.</source>
        <translation>Nie rozumiem „{action}”: zagraj jedną kartę, np. &apos;play QC&apos; albo &apos;play 10H&apos;.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}); jacks and black queens do not count as their printed suit.</source>
        <translation>Musisz dołożyć do koloru ({suit}); walety i czarne damy nie należą do swojego nadrukowanego koloru.</translation>
    </message>
    <message>
        <source>Cannot read &apos;{action}&apos;.</source>
        <translation>Nie rozumiem „{action}”.</translation>
    </message>
    <message>
        <source>A Tout is being played; play on.</source>
        <translation>Trwa gra na Tout; graj dalej.</translation>
    </message>
    <message>
        <source>Everybody passed, so clubs are trumps.</source>
        <translation>Wszyscy spasowali, więc atutem są trefle.</translation>
    </message>
    <message>
        <source>A trump was led; you must play a trump ({suit} or a permanent trump).</source>
        <translation>Wyjście w atut: musisz dołożyć atut ({suit} albo stały atut).</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; is not an action in 1001; the actions are: {verbs}.</source>
        <translation>&apos;{verb}&apos; nie jest ruchem w 1001; ruchy to: {verbs}.</translation>
    </message>
    <message>
        <source>{prefix} you must trump when you cannot follow suit: play {cards}.</source>
        <translation>{prefix} musisz przebić atutem, gdy nie masz koloru: zagraj {cards}.</translation>
    </message>
    <message>
        <source>There is no bidding, talon or discard in the two-player game.</source>
        <translation>W grze we dwóch nie ma licytacji, musiku ani odrzucania.</translation>
    </message>
    <message>
        <source>The auction is on: bid or pass.</source>
        <translation>Trwa licytacja: licytuj albo pasuj.</translation>
    </message>
    <message>
        <source>First discard two cards, e.g. &apos;discard 9S JD&apos;.</source>
        <translation>Najpierw odrzuć dwie karty, np. &apos;discard 9S JD&apos;.</translation>
    </message>
    <message>
        <source>{prefix} you must follow suit ({suit}): play {cards}.</source>
        <translation>{prefix} musisz dołożyć do koloru ({suit}): zagraj {cards}.</translation>
    </message>
    <message>
        <source>{prefix} you must overtrump when you cannot follow suit: play {cards}.</source>
        <translation>{prefix} musisz przebić wyższym atutem, gdy nie masz koloru: zagraj {cards}.</translation>
    </message>
    <message>
        <source>Write &apos;{verb}&apos; followed by one card, e.g. &apos;{verb} QC&apos;.</source>
        <translation>Napisz &apos;{verb}&apos; i jedną kartę, np. &apos;{verb} QC&apos;.</translation>
    </message>
    <message>
        <source>Write &apos;bid&apos; followed by a number, e.g. &apos;bid 60&apos;.</source>
        <translation>Napisz &apos;bid&apos; i liczbę, np. &apos;bid 60&apos;.</translation>
    </message>
    <message>
        <source>&apos;pass&apos; takes nothing after it.</source>
        <translation>Po &apos;pass&apos; nic nie następuje.</translation>
    </message>
    <message>
        <source>Discard exactly two cards, e.g. &apos;discard 9S JD&apos;.</source>
        <translation>Odrzuć dokładnie dwie karty, np. &apos;discard 9S JD&apos;.</translation>
    </message>
    <message>
        <source>Discard two different cards, not {card} twice.</source>
        <translation>Odrzuć dwie różne karty, nie dwa razy {card}.</translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <source>The auction is over.</source>
        <translation>Licytacja skończona.</translation>
    </message>
    <message>
        <source>A bid must be a multiple of 10.</source>
        <translation>Odzywka musi być wielokrotnością 10.</translation>
    </message>
    <message>
        <source>The lowest bid is {min}.</source>
        <translation>Najniższa odzywka to {min}.</translation>
    </message>
    <message>
        <source>The highest possible bid is {max}: a deal cannot give more.</source>
        <translation>Najwyższa możliwa odzywka to {max}: rozdanie więcej nie da.</translation>
    </message>
    <message>
        <source>Your bid must be higher than {high}.</source>
        <translation>Twoja odzywka musi być wyższa niż {high}.</translation>
    </message>
    <message>
        <source>Only the declarer discards, after the auction, once he has taken the talon.</source>
        <translation>Odrzuca tylko rozgrywający, po licytacji, gdy weźmie musik.</translation>
    </message>
    <message>
        <source>You do not hold {cards}.</source>
        <translation>Nie masz {cards}.</translation>
    </message>
    <message>
        <source>A marriage is declared by leading the king or queen of the pair, e.g. &apos;marry K{suit}&apos;.</source>
        <translation>Meldunek zgłasza się, wychodząc królem lub damą z pary, np. &apos;marry K{suit}&apos;.</translation>
    </message>
    <message>
        <source>in almost no deal</source>
        <translation>prawie w żadnym rozdaniu</translation>
    </message>
    <message>
        <source>in about 1 deal of 10</source>
        <translation>w około 1 rozdaniu na 10</translation>
    </message>
    <message>
        <source>in about 2 deals of 10</source>
        <translation>w około 2 rozdaniach na 10</translation>
    </message>
    <message>
        <source>in about 3 deals of 10</source>
        <translation>w około 3 rozdaniach na 10</translation>
    </message>
    <message>
        <source>in about 4 deals of 10</source>
        <translation>w około 4 rozdaniach na 10</translation>
    </message>
    <message>
        <source>in about 5 deals of 10</source>
        <translation>w około 5 rozdaniach na 10</translation>
    </message>
    <message>
        <source>in about 6 deals of 10</source>
        <translation>w około 6 rozdaniach na 10</translation>
    </message>
    <message>
        <source>in about 7 deals of 10</source>
        <translation>w około 7 rozdaniach na 10</translation>
    </message>
    <message>
        <source>in about 8 deals of 10</source>
        <translation>w około 8 rozdaniach na 10</translation>
    </message>
    <message>
        <source>in about 9 deals of 10</source>
        <translation>w około 9 rozdaniach na 10</translation>
    </message>
    <message>
        <source>in almost every deal</source>
        <translation>prawie w każdym rozdaniu</translation>
    </message>
    <message>
        <source>say &apos;claim&apos; (play) or &apos;pass&apos;</source>
        <translation>powiedz &apos;claim&apos; (gram) albo &apos;pass&apos;</translation>
    </message>
    <message>
        <source>bid a higher contract, &apos;hold&apos; or &apos;drop&apos;</source>
        <translation>licytuj wyższą grę, &apos;hold&apos; albo &apos;drop&apos;</translation>
    </message>
    <message>
        <source>choose the contract: &apos;contract brand&apos;, &apos;contract bettel&apos; or &apos;contract mord&apos;</source>
        <translation>wybierz grę: &apos;contract brand&apos;, &apos;contract bettel&apos; albo &apos;contract mord&apos;</translation>
    </message>
    <message>
        <source>call a card (&apos;call &lt;card&gt;&apos;) or decline (&apos;nocall&apos;)</source>
        <translation>wywołaj kartę (&apos;call &lt;karta&gt;&apos;) albo zrezygnuj (&apos;nocall&apos;)</translation>
    </message>
    <message>
        <source>give a card back to the defender (&apos;give &lt;card&gt;&apos;)</source>
        <translation>oddaj kartę przeciwnikowi (&apos;give &lt;karta&gt;&apos;)</translation>
    </message>
    <message>
        <source>discard two cards (&apos;discard &lt;card&gt; &lt;card&gt;&apos;)</source>
        <translation>odrzuć dwie karty (&apos;discard &lt;karta&gt; &lt;karta&gt;&apos;)</translation>
    </message>
    <message>
        <source>name the trump suit (&apos;trump &lt;suit&gt;&apos;)</source>
        <translation>wybierz atut (&apos;trump &lt;kolor&gt;&apos;)</translation>
    </message>
    <message>
        <source>play a card (&apos;play &lt;card&gt;&apos;)</source>
        <translation>zagraj kartę (&apos;play &lt;karta&gt;&apos;)</translation>
    </message>
    <message>
        <source>The Kinal is laid away: it can never be forced under another player&apos;s heart lead and make you pay.</source>
        <translation>Kinal zostaje odłożony: nigdy nie zostanie wymuszony pod cudzym wyjściem w kier i nie każe ci płacić.</translation>
    </message>
    <message>
        <source>{card} is laid away: its points ({points}) can never come back to you in a trick.</source>
        <translation>{card} zostaje odłożona: jej punkty ({points}) nigdy nie wrócą do ciebie w lewie.</translation>
    </message>
    <message>
        <source>Your card of the attack rank ({cards}) is a trump: worth more kept than shed.</source>
        <translation>Twoja karta tej wysokości co atak ({cards}) to atut: więcej warta zachowana niż pozbyta.</translation>
    </message>
    <message>
        <source>Your {card} let the trick go to {winner}; with the same cards from the others, {better} would have taken it.</source>
        <translation>Twoja {card} oddała lewę karcie {winner}; przy tych samych kartach pozostałych {better} by ją wzięła.</translation>
    </message>
    <message>
        <source>Leads a trump to draw the others&apos; trumps (unplayed trumps you do not hold: {count}).</source>
        <translation>Wychodzi w atut, by ściągnąć atuty innym (niezagrane atuty, których nie masz: {count}).</translation>
    </message>
    <message>
        <source>You cannot follow {suit}: {card} goes, a card that would lose to higher cards of its suit you do not hold (unplayed: {count}).</source>
        <translation>Nie możesz dołożyć do koloru {suit}: odchodzi {card}, karta, która przegrałaby z wyższymi kartami jej koloru, których nie masz (niezagranych: {count}).</translation>
    </message>
    <message>
        <source>Leads {card}, your lowest of its suit (unplayed higher cards of it that you do not hold: {count}).</source>
        <translation>Wychodzi {card}, twoją najniższą w tym kolorze (niezagrane wyższe karty tego koloru, których nie masz: {count}).</translation>
    </message>
    <message>
        <source>Leads {card}: a higher card of its suit played to this trick takes it (unplayed higher cards you do not hold: {count}).</source>
        <translation>Wychodzi {card}: wyższa karta tego koloru zagrana do tej lewy ją bierze (niezagrane wyższe karty, których nie masz: {count}).</translation>
    </message>
    <message>
        <source>{card} heads the trick for now, but a player after you may still take it (unplayed higher cards of its suit that you do not hold: {count}).</source>
        <translation>{card} na razie prowadzi w lewie, ale gracz po tobie może ją jeszcze wziąć (niezagrane wyższe karty tego koloru, których nie masz: {count}).</translation>
    </message>
    <message>
        <source>None of the cards you may play beats {best}: whatever you play, this trick is not yours.</source>
        <translation>Żadna karta, którą możesz zagrać, nie bije {best}: cokolwiek zagrasz, ta lewa nie będzie twoja.</translation>
    </message>
    <message>
        <source>You cannot follow {suit}: {card} goes to another player&apos;s trick with its points ({points}).</source>
        <translation>Nie możesz dołożyć do koloru {suit}: {card} trafia do lewy innego gracza razem ze swoimi punktami ({points}).</translation>
    </message>
    <message>
        <source>{card} is the highest trump: it wins the trick.</source>
        <translation>{card} to najwyższy atut: bierze lewę.</translation>
    </message>
    <message>
        <source>{card} is the highest card of its suit: it wins the trick.</source>
        <translation>{card} to najwyższa karta swojego koloru: bierze lewę.</translation>
    </message>
    <message>
        <source>Too many cards: there is room for {room} more; a bout takes no more cards than the defender held when it began ({limit}).</source>
        <translation>Za dużo kart: zmieści się jeszcze: {room}; atak obejmuje nie więcej kart, niż broniący miał na jego początku ({limit}).</translation>
    </message>
    <message>
        <source>the dealer must first discard</source>
        <translation>rozdający musi najpierw odłożyć kartę</translation>
    </message>
    <message>
        <source>the exchange is still going on</source>
        <translation>trwa jeszcze wymiana</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>atak</translation>
    </message>
    <message>
        <source>reinforce or decline</source>
        <translation>dołożenie albo rezygnacja</translation>
    </message>
    <message>
        <source>add own cards of the attack rank or decline</source>
        <translation>dodanie własnych kart o wysokości ataku albo rezygnacja</translation>
    </message>
    <message>
        <source>beat a card or take</source>
        <translation>przebicie karty albo wzięcie</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>king</source>
        <translation>król</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>walet</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dziesiątka</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>dziewiątka</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ósemka</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siódemka</translation>
    </message>
    <message>
        <source>six</source>
        <translation>szóstka</translation>
    </message>
    <message>
        <source>five</source>
        <translation>piątka</translation>
    </message>
    <message>
        <source>four</source>
        <translation>czwórka</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trójka</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dwójka</translation>
    </message>
    <message>
        <source>bid &lt;n&gt;, bid &lt;n&gt; better, pass, trump &lt;suit&gt;, tout, no-tout, play &lt;card&gt;, stop, go-on</source>
        <translation>bid &lt;n&gt;, bid &lt;n&gt; better, pass, trump &lt;kolor&gt;, tout, no-tout, play &lt;karta&gt;, stop, go-on</translation>
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
        <translation>Od pierwszej lewy</translation>
    </message>
    <message>
        <source>In the strict phase</source>
        <translation>W ścisłej fazie</translation>
    </message>
    <message>
        <source>You can only declare a marriage when you lead and hold both K and Q of that suit.</source>
        <translation>Meldować można tylko przy wyjściu, mając króla i damę tego koloru.</translation>
    </message>
    <message>
        <source>{card} beats none of the cards still to be beaten ({cards}): a card is beaten only by a higher card of its suit or a trump, a trump only by a higher trump, and the queen of diamonds by nothing.</source>
        <translation>{card} nie przebija żadnej z kart do pobicia ({cards}): kartę przebija tylko wyższa karta w jej kolorze albo atut, atut tylko wyższy atut, a damy karo nic.</translation>
    </message>
    <message>
        <source>It is your turn to {task}; &apos;{action}&apos; is not possible now.</source>
        <translation>Twój ruch: {task}; „{action}” nie jest teraz możliwe.</translation>
    </message>
    <message>
        <source>{prefix} you must head the trick: play {cards}.</source>
        <translation>{prefix} musisz przebić lewę: zagraj {cards}.</translation>
    </message>
    <message>
        <source>Only three-hand 1001 has a talon and a discard.</source>
        <translation>Musik i odrzucanie są tylko w 1001 we trzech.</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Kaschlan</source>
        <translation>Kasztelanka</translation>
    </message>
    <message>
        <source>1001 (Tausendundeins)</source>
        <translation>1001 (Tysiąc jeden)</translation>
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
        <translation>Czapanka</translation>
    </message>
</context>
<context>
    <name>german</name>
    <message>
        <source>Deuce</source>
        <translation>as</translation>
    </message>
    <message>
        <source>King</source>
        <translation>król</translation>
    </message>
    <message>
        <source>Ober</source>
        <translation>wyżnik</translation>
    </message>
    <message>
        <source>Unter</source>
        <translation>niżnik</translation>
    </message>
    <message>
        <source>{n} of Leaves</source>
        <translation>{n} zielona</translation>
    </message>
    <message>
        <source>{n} of Hearts</source>
        <translation>{n} czerwienna</translation>
    </message>
    <message>
        <source>{n} of Bells</source>
        <translation>{n} dzwonkowa</translation>
    </message>
    <message>
        <source>{n} of Acorns</source>
        <translation>{n} żołędna</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>zieleń</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>czerwień</translation>
    </message>
    <message>
        <source>Bells</source>
        <translation>dzwonek</translation>
    </message>
    <message>
        <source>Acorns</source>
        <translation>żołądź</translation>
    </message>
    <message>
        <source>{rank} of Leaves</source>
        <translation>{rank} zielony</translation>
    </message>
    <message>
        <source>{rank} of Hearts</source>
        <translation>{rank} czerwienny</translation>
    </message>
    <message>
        <source>{rank} of Bells</source>
        <translation>{rank} dzwonkowy</translation>
    </message>
    <message>
        <source>{rank} of Acorns</source>
        <translation>{rank} żołędny</translation>
    </message>
</context>
<context>
    <name>ideas</name>
    <message>
        <source>Add a card while it can still go</source>
        <translation>Dodać kartę, póki może jeszcze zejść</translation>
    </message>
    <message>
        <source>Attack low, keep the higher cards for defence</source>
        <translation>Atakować nisko, wyższe karty zachować do obrony</translation>
    </message>
    <message>
        <source>Attack with the lowest plain cards</source>
        <translation>Atakować najniższymi kartami bez atutu</translation>
    </message>
    <message>
        <source>Attack with a card only a trump beats</source>
        <translation>Atakować kartą, którą bije tylko atut</translation>
    </message>
    <message>
        <source>Attack without trumps</source>
        <translation>Atakować bez atutów</translation>
    </message>
    <message>
        <source>Beat with the cheapest card</source>
        <translation>Przebić najtańszą kartą</translation>
    </message>
    <message>
        <source>Beat low, keep the higher card</source>
        <translation>Przebić nisko, wyższą kartę zachować</translation>
    </message>
    <message>
        <source>Beat with the lowest trump</source>
        <translation>Przebić najniższym atutem</translation>
    </message>
    <message>
        <source>Bid no more than your suit&apos;s length</source>
        <translation>Nie licytować więcej, niż liczy kolor</translation>
    </message>
    <message>
        <source>Bid what your hand makes</source>
        <translation>Licytować to, co ręka ugra</translation>
    </message>
    <message>
        <source>Call a card below your own</source>
        <translation>Wywołać kartę niższą od własnej</translation>
    </message>
    <message>
        <source>Call the top card you lack</source>
        <translation>Wywołać najwyższą brakującą kartę</translation>
    </message>
    <message>
        <source>A trick you cannot win</source>
        <translation>Lewa, której nie da się wziąć</translation>
    </message>
    <message>
        <source>Claim the game when your hand makes it</source>
        <translation>Zgłosić chęć gry, gdy ręka ją ugra</translation>
    </message>
    <message>
        <source>Renounce with the Pancerola</source>
        <translation>Skorzystać z panceroli</translation>
    </message>
    <message>
        <source>Count the hand for a Bettel</source>
        <translation>Policzyć rękę pod Bettel</translation>
    </message>
    <message>
        <source>Count the hand for a Brand</source>
        <translation>Policzyć rękę pod Brand</translation>
    </message>
    <message>
        <source>Count the hand for a Mord</source>
        <translation>Policzyć rękę pod Mord</translation>
    </message>
    <message>
        <source>Declare a marriage</source>
        <translation>Zgłosić meldunek</translation>
    </message>
    <message>
        <source>Slip an ace onto another&apos;s trick</source>
        <translation>Zrzucić asa na cudzą lewę</translation>
    </message>
    <message>
        <source>Slip the Kinal onto another&apos;s trick</source>
        <translation>Zrzucić kinala na cudzą lewę</translation>
    </message>
    <message>
        <source>Throw a card that would lose anyway</source>
        <translation>Zrzucić kartę, która i tak by przegrała</translation>
    </message>
    <message>
        <source>Lay away side cards</source>
        <translation>Odłożyć karty poboczne</translation>
    </message>
    <message>
        <source>Lay away a suit to trump it</source>
        <translation>Odłożyć kolor, by go przebijać atutem</translation>
    </message>
    <message>
        <source>Draw trumps</source>
        <translation>Ściągać atuty</translation>
    </message>
    <message>
        <source>Drop out when the bid is beyond your hand</source>
        <translation>Odpaść, gdy licytacja przerasta rękę</translation>
    </message>
    <message>
        <source>Give the cheapest card</source>
        <translation>Oddać najtańszą kartę</translation>
    </message>
    <message>
        <source>Stay under with your highest card</source>
        <translation>Zagrać pod spód najwyższą możliwą kartą</translation>
    </message>
    <message>
        <source>Hold what your hand makes</source>
        <translation>Trzymać to, co ręka ugra</translation>
    </message>
    <message>
        <source>Keep cards for your own attack</source>
        <translation>Zachować karty do własnego ataku</translation>
    </message>
    <message>
        <source>Let the trick go, keep the high card</source>
        <translation>Odpuścić lewę, zachować wysoką kartę</translation>
    </message>
    <message>
        <source>Keep the Kaschlan</source>
        <translation>Zachować kasztelankę</translation>
    </message>
    <message>
        <source>Keep the Kinal back</source>
        <translation>Zatrzymać kinala</translation>
    </message>
    <message>
        <source>Keep the marriage together</source>
        <translation>Zachować meldunek</translation>
    </message>
    <message>
        <source>Keep the master card</source>
        <translation>Zachować najwyższą kartę koloru</translation>
    </message>
    <message>
        <source>Keep the Pancerola for later</source>
        <translation>Zachować pancerolę na później</translation>
    </message>
    <message>
        <source>Keep a card that makes others pay</source>
        <translation>Zachować kartę, za którą inni zapłacą</translation>
    </message>
    <message>
        <source>Keep a trump of the attack rank</source>
        <translation>Zachować atut wysokości ataku</translation>
    </message>
    <message>
        <source>Keep the trumps</source>
        <translation>Zachować atuty</translation>
    </message>
    <message>
        <source>Lay the Kinal away</source>
        <translation>Odłożyć kinala</translation>
    </message>
    <message>
        <source>Lay away a card with points</source>
        <translation>Odłożyć kartę z punktami</translation>
    </message>
    <message>
        <source>Lead against a Bettel</source>
        <translation>Wyjść przeciw Bettelowi</translation>
    </message>
    <message>
        <source>Lead a card with few points</source>
        <translation>Wyjść kartą z małą liczbą punktów</translation>
    </message>
    <message>
        <source>Lead from your longest suit</source>
        <translation>Wyjść z najdłuższego koloru</translation>
    </message>
    <message>
        <source>Lead low</source>
        <translation>Wyjść nisko</translation>
    </message>
    <message>
        <source>Lead low against a Bettel</source>
        <translation>Wyjść nisko przeciw Bettelowi</translation>
    </message>
    <message>
        <source>Lead a card others can overtake</source>
        <translation>Wyjść kartą, którą inni mogą przebić</translation>
    </message>
    <message>
        <source>Leave the trick to your partner</source>
        <translation>Zostawić lewę partnerowi</translation>
    </message>
    <message>
        <source>Play low before the declarer</source>
        <translation>Zagrać nisko przed rozgrywającym</translation>
    </message>
    <message>
        <source>Empty a suit to trump it later</source>
        <translation>Pozbyć się koloru, by później go przebijać</translation>
    </message>
    <message>
        <source>A card that may still be overtaken</source>
        <translation>Karta, którą jeszcze można przebić</translation>
    </message>
    <message>
        <source>Name the best trumps</source>
        <translation>Wybrać najlepszy atut</translation>
    </message>
    <message>
        <source>Name your longest suit trumps</source>
        <translation>Wybrać najdłuższy kolor na atut</translation>
    </message>
    <message>
        <source>No Tout with side cards</source>
        <translation>Bez Touta z kartami pobocznymi</translation>
    </message>
    <message>
        <source>Beat with the only card that can</source>
        <translation>Przebić jedyną kartą, która może</translation>
    </message>
    <message>
        <source>Pass on a short suit</source>
        <translation>Pasować przy krótkim kolorze</translation>
    </message>
    <message>
        <source>Pass with a weak hand</source>
        <translation>Pasować ze słabą ręką</translation>
    </message>
    <message>
        <source>Play a Bettel</source>
        <translation>Zagrać Bettel</translation>
    </message>
    <message>
        <source>Play the contract your hand makes</source>
        <translation>Grać grę, którą ręka ugra</translation>
    </message>
    <message>
        <source>Play the master card</source>
        <translation>Zagrać najwyższą kartę koloru</translation>
    </message>
    <message>
        <source>Play a card as good as the master</source>
        <translation>Zagrać kartę równie dobrą jak najwyższa</translation>
    </message>
    <message>
        <source>Play a Mord</source>
        <translation>Zagrać Mord</translation>
    </message>
    <message>
        <source>Win with the top trump</source>
        <translation>Wziąć lewę najwyższym atutem</translation>
    </message>
    <message>
        <source>Add a card the defender must beat too</source>
        <translation>Dołożyć kartę, którą broniący też musi przebić</translation>
    </message>
    <message>
        <source>Lay away cards that could take a trick</source>
        <translation>Odłożyć karty, które mogą wziąć lewę</translation>
    </message>
    <message>
        <source>Lay away cards that could lose a trick</source>
        <translation>Odłożyć karty, które mogą oddać lewę</translation>
    </message>
    <message>
        <source>Trump when you cannot follow</source>
        <translation>Przebić atutem, gdy brak koloru</translation>
    </message>
    <message>
        <source>Trump low</source>
        <translation>Przebić niskim atutem</translation>
    </message>
    <message>
        <source>Save the top trump</source>
        <translation>Oszczędzić najwyższy atut</translation>
    </message>
    <message>
        <source>Shed your highest card</source>
        <translation>Pozbyć się najwyższej karty</translation>
    </message>
    <message>
        <source>Shed points onto another&apos;s trick</source>
        <translation>Zrzucić punkty na cudzą lewę</translation>
    </message>
    <message>
        <source>Shed a whole rank at once</source>
        <translation>Pozbyć się całej wysokości naraz</translation>
    </message>
    <message>
        <source>Stay under the trick&apos;s best card</source>
        <translation>Zagrać pod najwyższą kartę lewy</translation>
    </message>
    <message>
        <source>Take now what you must take anyway</source>
        <translation>Wziąć teraz to, co i tak trzeba wziąć</translation>
    </message>
    <message>
        <source>Take to keep your only defence</source>
        <translation>Wziąć, by zachować jedyną obronę</translation>
    </message>
    <message>
        <source>Take rather than spend trumps</source>
        <translation>Wziąć zamiast wydawać atuty</translation>
    </message>
    <message>
        <source>Take a trick with points</source>
        <translation>Wziąć lewę z punktami</translation>
    </message>
    <message>
        <source>Take the lead with the only card that can</source>
        <translation>Przejąć prowadzenie jedyną kartą, która może</translation>
    </message>
    <message>
        <source>Win the trick with the only card that can</source>
        <translation>Wziąć lewę jedyną kartą, która może</translation>
    </message>
    <message>
        <source>Win with the card of fewest points</source>
        <translation>Wziąć lewę kartą z najmniejszą liczbą punktów</translation>
    </message>
    <message>
        <source>Win with your highest card</source>
        <translation>Wziąć lewę najwyższą kartą</translation>
    </message>
    <message>
        <source>Trump low instead of following</source>
        <translation>Przebić niskim atutem zamiast dokładać do koloru</translation>
    </message>
    <message>
        <source>Stay under the declarer</source>
        <translation>Zagrać pod rozgrywającego</translation>
    </message>
    <message>
        <source>Win the trick cheaply</source>
        <translation>Wziąć lewę najtaniej</translation>
    </message>
    <message>
        <source>Take the lead with the master card</source>
        <translation>Przejąć prowadzenie najwyższą kartą koloru</translation>
    </message>
</context>
<context>
    <name>kaschlan/about</name>
    <message>
        <source>Get rid of your cards: attack and defend in bouts, like Durak. 2 to 5 players.</source>
        <translation>Pozbądź się kart: atakuj i broń się w kolejnych atakach, jak w durnia. Od 2 do 5 graczy.</translation>
    </message>
</context>
<context>
    <name>kaschlan/detail</name>
    <message>
        <source>Turn-up card</source>
        <translation>Odkryta karta</translation>
    </message>
    <message>
        <source>The card turned up under the stock; its suit is trumps.</source>
        <translation>Karta odkryta pod talonem; jej kolor jest atutem.</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Odrzutki</translation>
    </message>
    <message>
        <source>Beaten cards, out of the game.</source>
        <translation>Przebite karty, poza grą.</translation>
    </message>
    <message>
        <source>Rank of the attack</source>
        <translation>Wysokość ataku</translation>
    </message>
    <message>
        <source>Every card of this attack has this rank.</source>
        <translation>Wszystkie karty tego ataku mają tę wartość.</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Atut</translation>
    </message>
    <message>
        <source>The suit of the turned-up card; the queen of diamonds is the highest trump in every deal.</source>
        <translation>Kolor odkrytej karty; dama karo jest w każdym rozdaniu najwyższym atutem.</translation>
    </message>
    <message>
        <source>Limit of the attack</source>
        <translation>Limit ataku</translation>
    </message>
    <message>
        <source>How many cards the attacker and the others may lay in this bout: as many as the defender held when it began.</source>
        <translation>Ile kart mogą wyłożyć w tym ataku atakujący i pozostali: tyle, ile broniący miał na jego początku.</translation>
    </message>
    <message>
        <source>Kaschlan marks</source>
        <translation>Kreski kasztelanki</translation>
    </message>
    <message>
        <source>Games each player has lost as the Kaschlan.</source>
        <translation>Gry przegrane przez każdego jako kasztelanka.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>The number of this game in the match.</source>
        <translation>Numer tej gry w partii.</translation>
    </message>
    <message>
        <source>Games in the match</source>
        <translation>Gier w partii</translation>
    </message>
    <message>
        <source>How many games the match lasts.</source>
        <translation>Ile gier trwa partia.</translation>
    </message>
    <message>
        <source>Drawn game</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>The last players went out together: nobody lost.</source>
        <translation>Ostatni gracze wyszli razem: nikt nie przegrał.</translation>
    </message>
</context>
<context>
    <name>kaschlan/move</name>
    <message>
        <source>Beat</source>
        <translation>Przebij</translation>
    </message>
    <message>
        <source>Cover an attacking card with a higher card of its suit or a trump.</source>
        <translation>Pokryj kartę ataku wyższą kartą tego koloru albo atutem.</translation>
    </message>
    <message>
        <source>Beat each card: click a table card, then your card — or take.</source>
        <translation>Przebij każdą kartę: kliknij kartę na stole, potem swoją — albo weź karty.</translation>
    </message>
    <message>
        <source>Beat {target} with {card}</source>
        <translation>Przebij {target} kartą {card}</translation>
    </message>
    <message>
        <source>{name} beats {target} with {card}</source>
        <translation>{name} przebija {target} kartą {card}</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atakuj</translation>
    </message>
    <message>
        <source>Lay one or more cards of one rank against the defender.</source>
        <translation>Wyłóż przeciw broniącemu jedną lub więcej kart jednej wartości.</translation>
    </message>
    <message>
        <source>Attack: select one or more cards of one rank, then Attack.</source>
        <translation>Atak: wybierz jedną lub kilka kart tej samej wysokości, potem „Atakuj”.</translation>
    </message>
    <message>
        <source>Attack: click the card to lay against the defender.</source>
        <translation>Atak: kliknij kartę, którą dokładasz obrońcy.</translation>
    </message>
    <message>
        <source>Attack with {cards} + coachman {card}</source>
        <translation>Atakuj: {cards} + woźnica {card}</translation>
    </message>
    <message>
        <source>{name} attacks with {cards} and the coachman {card}</source>
        <translation>{name} atakuje: {cards} i woźnica {card}</translation>
    </message>
    <message>
        <source>Attack with {cards}</source>
        <translation>Atakuj: {cards}</translation>
    </message>
    <message>
        <source>{name} attacks with {cards}</source>
        <translation>{name} atakuje: {cards}</translation>
    </message>
    <message>
        <source>Reinforce</source>
        <translation>Dołóż</translation>
    </message>
    <message>
        <source>Another player adds cards of the attack&apos;s rank to the attack.</source>
        <translation>Inny gracz dokłada do ataku karty tej samej wartości.</translation>
    </message>
    <message>
        <source>Reinforce the attack with cards of its rank, or decline.</source>
        <translation>Dołóż karty tej samej wysokości do ataku albo zrezygnuj.</translation>
    </message>
    <message>
        <source>Click a card to reinforce the attack, or decline.</source>
        <translation>Kliknij kartę, aby wzmocnić atak, albo zrezygnuj.</translation>
    </message>
    <message>
        <source>Reinforce with {cards}</source>
        <translation>Dołóż: {cards}</translation>
    </message>
    <message>
        <source>{name} reinforces with {cards}</source>
        <translation>{name} dokłada: {cards}</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <source>The defender lays his own cards of the attack&apos;s rank beside it; he must beat them or take them like the rest.</source>
        <translation>Broniący dokłada własne karty tej wysokości co atak; musi je przebić albo wziąć jak pozostałe.</translation>
    </message>
    <message>
        <source>The defender gives up and takes the cards still unbeaten into his hand; the pairs he beat go to the waste.</source>
        <translation>Broniący rezygnuje i bierze na rękę karty jeszcze niepobite; pobite pary idą do odrzutków.</translation>
    </message>
    <message>
        <source>Add cards of the attack&apos;s rank from your hand, or decline.</source>
        <translation>Dodaj własne karty o wysokości ataku albo zrezygnuj.</translation>
    </message>
    <message>
        <source>Click a card to add it to the attack, or decline.</source>
        <translation>Kliknij kartę, aby dołożyć ją do ataku, albo zrezygnuj.</translation>
    </message>
    <message>
        <source>Add {cards}</source>
        <translation>Dodaj: {cards}</translation>
    </message>
    <message>
        <source>{name} adds {cards}</source>
        <translation>{name} dodaje: {cards}</translation>
    </message>
    <message>
        <source>Take the cards</source>
        <translation>Weź karty</translation>
    </message>
    <message>
        <source>{name} takes the cards</source>
        <translation>{name} bierze karty</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Zrezygnuj</translation>
    </message>
    <message>
        <source>Add nothing to the attack.</source>
        <translation>Nie dokładaj nic do ataku.</translation>
    </message>
    <message>
        <source>{name} declines</source>
        <translation>{name} rezygnuje</translation>
    </message>
</context>
<context>
    <name>kaschlan/option</name>
    <message>
        <source>Pack</source>
        <translation>Talia</translation>
    </message>
    <message>
        <source>Coachman (Kutscher)</source>
        <translation>Woźnica (Kutscher)</translation>
    </message>
    <message>
        <source>Rotate attacker</source>
        <translation>Zmiana atakującego</translation>
    </message>
    <message>
        <source>Games in a match</source>
        <translation>Gier w partii</translation>
    </message>
</context>
<context>
    <name>kaschlan/phase</name>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Only one player still holds cards (he is the Kaschlan), or nobody does: the game is scored.</source>
        <translation>Karty ma już tylko jeden gracz (to on jest kasztelanką) albo nikt: gra zostaje policzona.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atak</translation>
    </message>
    <message>
        <source>The attacker lays cards against the defender.</source>
        <translation>Atakujący wykłada karty przeciw broniącemu.</translation>
    </message>
    <message>
        <source>Reinforcement</source>
        <translation>Dokładanie</translation>
    </message>
    <message>
        <source>The others may join the attack.</source>
        <translation>Pozostali mogą dołączyć do ataku.</translation>
    </message>
    <message>
        <source>Defender&apos;s own cards</source>
        <translation>Dokładanie broniącego</translation>
    </message>
    <message>
        <source>The defender may lay cards of the attack&apos;s rank from his own hand beside it.</source>
        <translation>Broniący może dołożyć z własnej ręki karty tej wysokości co atak.</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Obrona</translation>
    </message>
    <message>
        <source>The defender beats the cards or takes them.</source>
        <translation>Broniący przebija karty albo je bierze.</translation>
    </message>
</context>
<context>
    <name>kaschlan/role</name>
    <message>
        <source>Attacker</source>
        <translation>Atakujący</translation>
    </message>
    <message>
        <source>Leads the attack against the defender.</source>
        <translation>Prowadzi atak przeciw broniącemu.</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Broniący</translation>
    </message>
    <message>
        <source>Must beat every attacking card, or take the ones left unbeaten.</source>
        <translation>Musi przebić każdą kartę ataku albo wziąć te, których nie przebił.</translation>
    </message>
    <message>
        <source>Bystander</source>
        <translation>Widz</translation>
    </message>
    <message>
        <source>May reinforce the attack.</source>
        <translation>Może dołożyć do ataku.</translation>
    </message>
    <message>
        <source>Kaschlan</source>
        <translation>Kasztelanka</translation>
    </message>
    <message>
        <source>Was left holding cards: loses the game.</source>
        <translation>Zostaje z kartami na ręku: przegrywa grę.</translation>
    </message>
    <message>
        <source>Rearhand</source>
        <translation>Przekładający</translation>
    </message>
    <message>
        <source>Sits right of the dealer and cuts the pack.</source>
        <translation>Siedzi na prawo od rozdającego i przekłada talię.</translation>
    </message>
    <message>
        <source>Attacker</source>
        <comment>feminine</comment>
        <translation>Atakująca</translation>
    </message>
    <message>
        <source>Leads the attack against the defender.</source>
        <comment>feminine</comment>
        <translation>Prowadzi atak przeciw broniącemu.</translation>
    </message>
    <message>
        <source>Defender</source>
        <comment>feminine</comment>
        <translation>Broniąca</translation>
    </message>
    <message>
        <source>Must beat every attacking card, or take the ones left unbeaten.</source>
        <comment>feminine</comment>
        <translation>Musi przebić każdą kartę ataku albo wziąć te, których nie przebiła.</translation>
    </message>
    <message>
        <source>Bystander</source>
        <comment>feminine</comment>
        <translation>Widz</translation>
    </message>
    <message>
        <source>May reinforce the attack.</source>
        <comment>feminine</comment>
        <translation>Może dołożyć do ataku.</translation>
    </message>
    <message>
        <source>Kaschlan</source>
        <comment>feminine</comment>
        <translation>Kasztelanka</translation>
    </message>
    <message>
        <source>Was left holding cards: loses the game.</source>
        <comment>feminine</comment>
        <translation>Zostaje z kartami na ręku: przegrywa grę.</translation>
    </message>
    <message>
        <source>Rearhand</source>
        <comment>feminine</comment>
        <translation>Przekładający</translation>
    </message>
    <message>
        <source>Sits right of the dealer and cuts the pack.</source>
        <comment>feminine</comment>
        <translation>Siedzi na prawo od rozdającego i przekłada talię.</translation>
    </message>
</context>
<context>
    <name>kaschlan/talon</name>
    <message>
        <source>Waste</source>
        <translation>Odrzutki</translation>
    </message>
    <message>
        <source>Beaten cards, face down, out of the game.</source>
        <translation>Przebite karty, zakryte, poza grą.</translation>
    </message>
</context>
<context>
    <name>kaschlan/word</name>
    <message>
        <source>Coachman (Kutscher)</source>
        <translation>Woźnica (Kutscher)</translation>
    </message>
    <message>
        <source>With the option on, an attack of two or more cards of one rank may take one more card of any rank, the coachman; it counts against the limit.</source>
        <translation>Przy tej opcji atak z dwóch lub więcej kart jednej wysokości może zabrać jeszcze jedną kartę dowolnej wysokości – woźnicę; liczy się do limitu.</translation>
    </message>
    <message>
        <source>The Kaschlan (queen of diamonds)</source>
        <translation>Kasztelanka (dama karo)</translation>
    </message>
    <message>
        <source>The highest trump in every deal: nothing beats it, it can only be taken.</source>
        <translation>Najwyższy atut w każdym rozdaniu: nic jej nie przebija, można ją tylko wziąć.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>The face-down cards left after the deal: attackers and reinforcers draw back to five from it at once; the trump card under it is drawn last.</source>
        <translation>Karty zakryte, które zostały po rozdaniu: atakujący i dokładający od razu dobierają z nich do pięciu; atutowa karta pod spodem idzie na końcu.</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <source>Lesson 1: attack and defence</source>
        <translation>Lekcja 1: atak i obrona</translation>
    </message>
    <message>
        <source>Lesson 2: adding to the attack</source>
        <translation>Lekcja 2: dokładanie do ataku</translation>
    </message>
    <message>
        <source>Lesson 3: the queen of diamonds</source>
        <translation>Lekcja 3: dama karo</translation>
    </message>
    <message>
        <source>You hold the queen of diamonds, the Kaschlan: the highest trump, which nothing beats. Whoever is attacked with it must take it, so keep it for the right moment.</source>
        <translation>Masz damę karo, Kasztelankę: najwyższy atut, którego nic nie przebije. Kto zostanie nią zaatakowany, musi ją wziąć – zachowaj ją na właściwą chwilę.</translation>
    </message>
    <message>
        <source>Lesson 4: taking the cards and drawing</source>
        <translation>Lekcja 4: branie kart i dobieranie</translation>
    </message>
    <message>
        <source>Lesson 1: tricks while the stock lasts</source>
        <translation>Lekcja 1: lewy, póki starcza talonu</translation>
    </message>
    <message>
        <source>Lesson 2: a marriage</source>
        <translation>Lekcja 2: meldunek</translation>
    </message>
    <message>
        <source>You attack first. Lay one card that is no trump against your left neighbour (keep your trumps for beating); he must beat it with a higher card of its suit or a trump, or take it. Then you draw back to five cards.</source>
        <translation>Atakujesz pierwszy. Wyłóż przeciw sąsiadowi z lewej jedną kartę, która nie jest atutem (atuty zachowaj do przebijania); musi ją przebić wyższą kartą tego koloru albo atutem, albo ją wziąć. Potem dobierasz z powrotem do pięciu kart.</translation>
    </message>
    <message>
        <source>You hold two cards of one rank, neither of them a trump: attack with both. The others may reinforce the attack with cards of that rank, and the defender may add his own.</source>
        <translation>Masz dwie karty tej samej wysokości, żadna z nich nie jest atutem: atakuj obiema. Pozostali mogą dołożyć do ataku karty tej wysokości, a broniący może dodać własne.</translation>
    </message>
    <message>
        <source>This time you defend. When you cannot beat every card, take the ones left unbeaten (the pairs you beat go to the waste): you draw nothing, the attacker draws from the stock and attacks you again.</source>
        <translation>Tym razem się bronisz. Gdy nie możesz przebić każdej karty, weź te, które zostały niepobite (pobite pary idą do odrzutków): nic nie dobierasz, atakujący dobiera z talonu i znów cię atakuje.</translation>
    </message>
    <message>
        <source>You lead. While cards remain in the stock you may play any card; the higher card of the suit led or a trump wins, and the winner draws first. No suit is trumps until a marriage names one, so an ace led now wins the trick: lead it.</source>
        <translation>Wychodzisz. Póki w talonie są karty, możesz zagrać dowolną kartę; wygrywa wyższa karta koloru wyjścia albo atut, a zwycięzca dobiera pierwszy. Żaden kolor nie jest atutem, dopóki meldunek go nie wyznaczy, więc as zagrany teraz wygrywa lewę: wyjdź nim.</translation>
    </message>
    <message>
        <source>You hold king and queen of one suit. Lead one of them as a marriage: that suit becomes trumps at once, and the marriage scores if you win at least one trick in the deal.</source>
        <translation>Masz króla i damę jednego koloru. Wyjdź jedną z nich jako meldunek: ten kolor od razu staje się atutem, a meldunek liczy się, jeśli weźmiesz w tym rozdaniu choć jedną lewę.</translation>
    </message>
    <message>
        <source>Lesson 1: the auction</source>
        <translation>Lekcja 1: licytacja</translation>
    </message>
    <message>
        <source>You speak first and hold a long suit with its ace: say Play to be the declarer. When another player wants to play too, the earlier seat names a contract and the later must name a higher one or drop out; the earlier may hold the same level. Brands rank by suit (Acorns lowest, then Leaves, Bells, Hearts), then Bettel and Mord. A Brand needs six of the ten tricks, and the deal stops as soon as the outcome is certain.</source>
        <translation>Licytujesz pierwszy i masz długi kolor z asem: powiedz „gram”, aby zostać rozgrywającym. Gdy ktoś inny też chce grać, wcześniejsze miejsce podaje grę, a późniejsze musi podać wyższą albo odpaść; wcześniejsze może trzymać ten sam stopień. Brandy idą według koloru (żołądź najniżej, potem zieleń, dzwonek, czerwień), nad nimi Bettel i Mord. Brand wymaga sześciu z dziesięciu lew, a rozdanie kończy się, gdy tylko wynik jest pewny.</translation>
    </message>
    <message>
        <source>Lesson 2: defending</source>
        <translation>Lekcja 2: obrona</translation>
    </message>
    <message>
        <source>A weak hand: no ace, no long suit. Pass, and defend together with the other player against the declarer.</source>
        <translation>Słaba ręka: bez asa, bez długiego koloru. Spasuj i broń się razem z drugim graczem przeciw rozgrywającemu.</translation>
    </message>
    <message>
        <source>Lesson 1: the Olsch and the bidding</source>
        <translation>Lekcja 1: Olsch i licytacja</translation>
    </message>
    <message>
        <source>You speak first in the bidding, holding the Olsch, the queen of clubs: the highest trump of all. The highest bid names trumps; win the majority of tricks with your partner opposite.</source>
        <translation>Licytujesz pierwszy i masz Olscha, damę trefl: najwyższy atut ze wszystkich. Najwyższa oferta ustala atut; zdobądź większość lew z partnerem naprzeciwko.</translation>
    </message>
    <message>
        <source>Lesson 2: playing for your partner</source>
        <translation>Lekcja 2: gra dla partnera</translation>
    </message>
    <message>
        <source>A weak hand: leave the bidding to the others and help your partner opposite win the majority of tricks.</source>
        <translation>Słaba ręka: zostaw licytację innym i pomóż partnerowi naprzeciwko zdobyć większość lew.</translation>
    </message>
    <message>
        <source>Lesson 1: take as few points as you can</source>
        <translation>Lekcja 1: bierz jak najmniej punktów</translation>
    </message>
    <message>
        <source>First lay away your card with the most points in the exchange (king 3, queen 2, jack 1) and take one from the talon. Then play low, follow suit, and leave the tricks with aces and court cards to the others.</source>
        <translation>Najpierw odłóż przy wymianie swoją kartę z największą liczbą punktów (król 3, dama 2, walet 1) i weź jedną z talonu. Potem graj nisko, dokładaj do koloru i zostawiaj lewy z asami i figurami innym.</translation>
    </message>
    <message>
        <source>You deal, so you first lay one card away and take none: keep the Kinal, the jack of hearts. Throw it on a trick led in another suit and its winner pays you; if a heart lead forces it out, you pay.</source>
        <translation>Rozdajesz, więc najpierw odkładasz jedną kartę i żadnej nie bierzesz: zachowaj kinala, waleta kier. Zrzuć go na lewę w innym kolorze, a jej zwycięzca ci zapłaci; jeśli wyjście w kier go wymusi, płacisz ty.</translation>
    </message>
    <message>
        <source>Lesson 2: the Kinal</source>
        <translation>Lekcja 2: kinal</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Random</source>
        <translation>Losowy</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Mocny</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <source>Spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <translation>{first} albo {last}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Król</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Walet</translation>
    </message>
    <message>
        <source>The only possible move is “{move}”.</source>
        <translation>Możliwe jest tylko „{move}”.</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>North German (Berlin) pattern</source>
        <translation>Wzór północnoniemiecki (berliński)</translation>
    </message>
    <message>
        <source>Bavarian pattern</source>
        <translation>Wzór bawarski</translation>
    </message>
    <message>
        <source>Four-colour tournament pattern</source>
        <translation>Czterokolorowy wzór turniejowy</translation>
    </message>
    <message>
        <source>“{move}”</source>
        <translation>„{move}”</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>pack</source>
        <translation>Talia</translation>
    </message>
    <message>
        <source>Pack: 32 (A–7), 52 (A–2) or 24 cards (A–9, 2–4 players)</source>
        <translation>Talia: 32 (A–7), 52 (A–2) lub 24 karty (A–9, 2–4 graczy)</translation>
    </message>
    <message>
        <source>coachman</source>
        <translation>Woźnica</translation>
    </message>
    <message>
        <source>Coachman: an attack of 2+ cards of a rank may carry one extra card</source>
        <translation>Woźnica: atak dwiema lub więcej kartami tej samej wysokości może zabrać jedną dowolną kartę</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wył.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>wł.</translation>
    </message>
    <message>
        <source>rotate_attacker</source>
        <translation>Zmiana atakującego</translation>
    </message>
    <message>
        <source>After a take the attacker role passes clockwise</source>
        <translation>Po wzięciu kart atak przechodzi dalej zgodnie z ruchem wskazówek zegara</translation>
    </message>
    <message>
        <source>match_games</source>
        <translation>Gier w partii</translation>
    </message>
    <message>
        <source>Number of games in a match</source>
        <translation>Liczba gier w partii</translation>
    </message>
    <message>
        <source>marriage_scoring</source>
        <translation>Wartość meldunków</translation>
    </message>
    <message>
        <source>Marriage values: suit = clubs 100, spades 80, hearts 60, diamonds 40 (Russeln: hearts 100, diamonds 80, spades 60, clubs 40); order = 40, 60, 80, 100 for the 1st to 4th marriage of the deal.</source>
        <translation>Wartość meldunków: według koloru = trefl 100, pik 80, kier 60, karo 40 (Russeln: kier 100, karo 80, pik 60, trefl 40); według kolejności = 40, 60, 80, 100 za 1.–4. meldunek rozdania.</translation>
    </message>
    <message>
        <source>suit</source>
        <translation>według koloru</translation>
    </message>
    <message>
        <source>order</source>
        <translation>według kolejności</translation>
    </message>
    <message>
        <source>face_bottom_card</source>
        <translation>Odkryta ostatnia karta</translation>
    </message>
    <message>
        <source>Two-hand game: the bottom card of the stock lies face up.</source>
        <translation>Gra we dwóch: spodnia karta talonu leży odkryta.</translation>
    </message>
    <message>
        <source>Two-hand game: 24 cards (A 10 K Q J 9, 8 each) or 32 cards (adds 8 and 7; 6 each, stock 20).</source>
        <translation>Gra we dwóch: 24 karty (A 10 K D W 9, po 8) lub 32 karty (dochodzą 8 i 7; po 6, talon 20).</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>Odmiana</translation>
    </message>
    <message>
        <source>two_hand: the classic game for 2; three_hand: McLeod&apos;s three-hand 1001 (20 cards, auction, talon); russeln: the Austrian three-player game (24 cards, auction).</source>
        <translation>We dwóch: klasyczna gra dla dwóch; we trzech: 1001 dla trzech według McLeoda (20 kart, licytacja, talon); Russeln: austriacka gra dla trzech (24 karty, licytacja).</translation>
    </message>
    <message>
        <source>two_hand</source>
        <translation>we dwóch</translation>
    </message>
    <message>
        <source>three_hand</source>
        <translation>we trzech</translation>
    </message>
    <message>
        <source>russeln</source>
        <translation>Russeln</translation>
    </message>
    <message>
        <source>target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Russeln: the total that wins the match.</source>
        <translation>Russeln: wynik, który wygrywa partię.</translation>
    </message>
    <message>
        <source>mord_value</source>
        <translation>Wartość Mordu</translation>
    </message>
    <message>
        <source>Value of Mord: 3, or 5 (the &apos;50 instead of 30&apos; practice).</source>
        <translation>Wartość Mordu: 3 albo 5 (zwyczaj „50 zamiast 30”).</translation>
    </message>
    <message>
        <source>match_deals</source>
        <translation>Rozdań w partii</translation>
    </message>
    <message>
        <source>Number of hands in a match (ignored with a target).</source>
        <translation>Liczba rozdań w partii (pomijana, gdy ustawiono cel).</translation>
    </message>
    <message>
        <source>End the match after the hand in which a total reaches +target or -target.</source>
        <translation>Partia kończy się po rozdaniu, w którym czyjś wynik osiągnie +cel lub −cel.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>score_mode</source>
        <translation>Rozliczenie</translation>
    </message>
    <message>
        <source>Points on a sheet, or money by the tariff.</source>
        <translation>Punkty w tabeli albo pieniądze według stawki.</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>punkty</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>pieniądze</translation>
    </message>
    <message>
        <source>tariff</source>
        <translation>Stawka</translation>
    </message>
    <message>
        <source>Hard score: cents per game value.</source>
        <translation>Rozliczenie w pieniądzach: groszy za jednostkę wartości gry.</translation>
    </message>
    <message>
        <source>match_target</source>
        <translation>Nitki do wygranej</translation>
    </message>
    <message>
        <source>Threads plus hooks a team needs to win the match.</source>
        <translation>Nitki i haczyki, których drużyna potrzebuje do wygrania partii.</translation>
    </message>
    <message>
        <source>kinal_pot</source>
        <translation>Kinal i pula</translation>
    </message>
    <message>
        <source>Kinal discarded wins the pot; Kinal forced doubles the pot.</source>
        <translation>Kto zrzuci kinala, bierze pulę; czyj kinal zostanie wymuszony, ten podwaja pulę.</translation>
    </message>
    <message>
        <source>Number of deals in a match.</source>
        <translation>Liczba rozdań w partii.</translation>
    </message>
</context>
<context>
    <name>plurals</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n lewa</numerusform>
            <numerusform>%n lewy</numerusform>
            <numerusform>%n lew</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n żeton</numerusform>
            <numerusform>%n żetony</numerusform>
            <numerusform>%n żetonów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cent(s)</source>
        <translation>
            <numerusform>%n grosz</numerusform>
            <numerusform>%n grosze</numerusform>
            <numerusform>%n groszy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n gra</numerusform>
            <numerusform>%n gry</numerusform>
            <numerusform>%n gier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n rozdanie</numerusform>
            <numerusform>%n rozdania</numerusform>
            <numerusform>%n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Kaschlan mark(s)</source>
        <translation>
            <numerusform>%n kreska</numerusform>
            <numerusform>%n kreski</numerusform>
            <numerusform>%n kresek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n nitka</numerusform>
            <numerusform>%n nitki</numerusform>
            <numerusform>%n nitek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hook(s)</source>
        <translation>
            <numerusform>%n haczyk</numerusform>
            <numerusform>%n haczyki</numerusform>
            <numerusform>%n haczyków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n graczy</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the stock</source>
        <translation>
            <numerusform>w talii została %n karta</numerusform>
            <numerusform>w talii zostały %n karty</numerusform>
            <numerusform>w talii zostało %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) short of 1001</source>
        <translation>
            <numerusform>brakuje %n punktu do 1001</numerusform>
            <numerusform>brakuje %n punktów do 1001</numerusform>
            <numerusform>brakuje %n punktów do 1001</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n possible move(s)</source>
        <translation>
            <numerusform>%n możliwy ruch</numerusform>
            <numerusform>%n możliwe ruchy</numerusform>
            <numerusform>%n możliwych ruchów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scharwenzel/about</name>
    <message>
        <source>Two teams play for most tricks; the Olsch, the queen of clubs, is the highest trump. 4, 6 or 8 players.</source>
        <translation>Dwie drużyny grają o większość lew; Olsch, dama trefl, jest najwyższym atutem. 4, 6 lub 8 graczy.</translation>
    </message>
</context>
<context>
    <name>scharwenzel/detail</name>
    <message>
        <source>Bidder</source>
        <translation>Licytujący</translation>
    </message>
    <message>
        <source>Who made the highest bid.</source>
        <translation>Kto złożył najwyższą licytację.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Rozgrywający</translation>
    </message>
    <message>
        <source>Who made the highest bid and named trumps; his team plays for the majority.</source>
        <translation>Kto złożył najwyższą licytację i wybrał atut; jego drużyna gra o większość.</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Atut</translation>
    </message>
    <message>
        <source>The trump suit of this hand. Above it, in every hand: the Olsch, the Nillje (the seven of trumps), the Basta and the four Burs.</source>
        <translation>Kolor atutowy tego rozdania. Ponad nim w każdym rozdaniu: Olsch, Nillje (siódemka atutowa), Basta i czterej Burowie.</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <source>The highest bid.</source>
        <translation>Najwyższa licytacja.</translation>
    </message>
    <message>
        <source>Game value</source>
        <translation>Wartość gry</translation>
    </message>
    <message>
        <source>What this hand is worth.</source>
        <translation>Ile jest warte to rozdanie.</translation>
    </message>
    <message>
        <source>Tout announced</source>
        <translation>Zapowiedziany Tout</translation>
    </message>
    <message>
        <source>Whether a Tout was announced.</source>
        <translation>Czy zapowiedziano Tout.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Lewy</translation>
    </message>
    <message>
        <source>Tricks each team has taken.</source>
        <translation>Lewy każdej drużyny.</translation>
    </message>
    <message>
        <source>Tricks for the majority</source>
        <translation>Lew do większości</translation>
    </message>
    <message>
        <source>Tricks a team needs for the majority.</source>
        <translation>Ile lew potrzebuje drużyna do większości.</translation>
    </message>
    <message>
        <source>Majority</source>
        <translation>Większość</translation>
    </message>
    <message>
        <source>The team that won the majority.</source>
        <translation>Drużyna, która zdobyła większość.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Points toward a game, scored in this deal: only a team that reaches 24 wins a game and its thread (This deal counts threads and hooks); then both restart at 0.</source>
        <translation>Punkty na poczet gry, zdobyte w tym rozdaniu: dopiero drużyna, która osiągnie 24, wygrywa grę i jej nitkę („To rozdanie” liczy nitki i haczyki); potem obie zaczynają od 0.</translation>
    </message>
    <message>
        <source>Points of each team in the current game.</source>
        <translation>Punkty każdej drużyny w bieżącej grze.</translation>
    </message>
    <message>
        <source>Points for a game</source>
        <translation>Punkty za grę</translation>
    </message>
    <message>
        <source>Points that win a game.</source>
        <translation>Punkty wygrywające grę.</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <source>Points of tied hands, waiting for the next majority.</source>
        <translation>Punkty z remisów, czekające na następną większość.</translation>
    </message>
    <message>
        <source>Bock deal</source>
        <translation>Rozdanie z Bockiem</translation>
    </message>
    <message>
        <source>The hand ended tied: its value goes into the Bock.</source>
        <translation>Rozdanie zakończone remisem: jego wartość trafia do Bocka.</translation>
    </message>
    <message>
        <source>Paid from the Bock</source>
        <translation>Wypłacone z Bocka</translation>
    </message>
    <message>
        <source>Points paid out of the Bock.</source>
        <translation>Punkty wypłacone z Bocka.</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Nitki</translation>
    </message>
    <message>
        <source>Threads of each team: one per game won (two for a Petersdorfer).</source>
        <translation>Nitki każdej drużyny: jedna za wygraną grę (dwie za Petersdorfera).</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Haczyki</translation>
    </message>
    <message>
        <source>Hooks of each team: won with a Tout, or gained when the other team loses one.</source>
        <translation>Haczyki każdej drużyny: zdobyte za Touta albo otrzymane, gdy druga drużyna go przegra.</translation>
    </message>
    <message>
        <source>Threads won</source>
        <translation>Zdobyte nitki</translation>
    </message>
    <message>
        <source>Threads won in this hand.</source>
        <translation>Nitki wygrane w tym rozdaniu.</translation>
    </message>
    <message>
        <source>Hooks won</source>
        <translation>Zdobyte haczyki</translation>
    </message>
    <message>
        <source>Hooks won in this hand.</source>
        <translation>Haczyki wygrane w tym rozdaniu.</translation>
    </message>
    <message>
        <source>Threads to win</source>
        <translation>Nitki do wygranej</translation>
    </message>
    <message>
        <source>Threads plus hooks that win the match.</source>
        <translation>Nitki i haczyki wygrywające partię.</translation>
    </message>
    <message>
        <source>Matadors</source>
        <translation>Matadory</translation>
    </message>
    <message>
        <source>The unbroken top trumps one team held.</source>
        <translation>Nieprzerwane najwyższe atuty jednej drużyny.</translation>
    </message>
    <message>
        <source>For the first ones</source>
        <translation>Za pierwsze</translation>
    </message>
    <message>
        <source>Majority reached before the opponents took a trick: 2 points more.</source>
        <translation>Większość, zanim przeciwnicy wzięli lewę: 2 punkty więcej.</translation>
    </message>
    <message>
        <source>Game won by</source>
        <translation>Grę wygrali</translation>
    </message>
    <message>
        <source>The team that won the game.</source>
        <translation>Drużyna, która wygrała grę.</translation>
    </message>
    <message>
        <source>Petersdorfer</source>
        <translation>Petersdorfer</translation>
    </message>
    <message>
        <source>A game won while the opponents have 0 points: two threads.</source>
        <translation>Gra wygrana, gdy przeciwnicy mają 0 punktów: dwie nitki.</translation>
    </message>
    <message>
        <source>Bidder</source>
        <comment>feminine</comment>
        <translation>Licytująca</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>feminine</comment>
        <translation>Rozgrywająca</translation>
    </message>
</context>
<context>
    <name>scharwenzel/move</name>
    <message>
        <source>Play</source>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>Lay one card of your hand on the trick.</source>
        <translation>Dołóż do lewy jedną kartę z ręki.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Zagraj kartę.</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>Zagraj {cards}</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} zagrywa {cards}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Atut</translation>
    </message>
    <message>
        <source>The highest bidder names the trump suit.</source>
        <translation>Najwyżej licytujący wybiera kolor atutowy.</translation>
    </message>
    <message>
        <source>Name the trump suit.</source>
        <translation>Wybierz kolor atutowy.</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>Atut: {suit}</translation>
    </message>
    <message>
        <source>{name} names {suit} trumps</source>
        <translation>{name} wybiera atut: {suit}</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Licytuj</translation>
    </message>
    <message>
        <source>Say you hold this many cards of one suit. &apos;Better&apos; means clubs (acorns in a German-suited pack): it beats a plain bid of the same number, and a game with clubs as trumps after a bid counts double.</source>
        <translation>Zgłoś, że masz tyle kart jednego koloru. „Lepiej” oznacza trefle (żołędzie w kartach niemieckich): bije zwykłą licytację tej samej liczby, a gra z treflami jako atutem po licytacji liczy się podwójnie.</translation>
    </message>
    <message>
        <source>Bid or pass.</source>
        <translation>Licytuj albo pasuj.</translation>
    </message>
    <message>
        <source>Bid {n} better ({clubs})</source>
        <translation>Licytuj {n} lepiej ({clubs})</translation>
    </message>
    <message>
        <source>{name} bids {n} better ({clubs})</source>
        <translation>{name} licytuje {n} lepiej ({clubs})</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>Licytuj {n}</translation>
    </message>
    <message>
        <source>{name} bids {n}</source>
        <translation>{name} licytuje {n}</translation>
    </message>
    <message>
        <source>Announce Tout</source>
        <translation>Zapowiedz Tout</translation>
    </message>
    <message>
        <source>Promise that your team takes every trick.</source>
        <translation>Zobowiąż się, że twoja drużyna weźmie wszystkie lewy.</translation>
    </message>
    <message>
        <source>Announce Tout?</source>
        <translation>Zapowiedzieć Tout?</translation>
    </message>
    <message>
        <source>{name} announces Tout</source>
        <translation>{name} zapowiada Tout</translation>
    </message>
    <message>
        <source>No Tout</source>
        <translation>Bez Touta</translation>
    </message>
    <message>
        <source>Play for the bid only.</source>
        <translation>Graj tylko o wylicytowaną grę.</translation>
    </message>
    <message>
        <source>{name} announces no Tout</source>
        <translation>{name} nie zapowiada Touta</translation>
    </message>
    <message>
        <source>Stop and score</source>
        <translation>Zakończ i policz</translation>
    </message>
    <message>
        <source>End the hand now with the majority won.</source>
        <translation>Zakończ rozdanie teraz z wygraną większością.</translation>
    </message>
    <message>
        <source>Stop and score, or go on for Tout?</source>
        <translation>Stop i liczymy, czy gramy dalej na Tout?</translation>
    </message>
    <message>
        <source>{name} stops and scores</source>
        <translation>{name} kończy i liczy</translation>
    </message>
    <message>
        <source>Go on for Tout</source>
        <translation>Graj dalej na Tout</translation>
    </message>
    <message>
        <source>Play on for a Tout: if your team wins every trick, the Tout is won and brings one hook; if the opponents take a trick, the Tout is lost (they get 2 hooks), but the majority already won still scores.</source>
        <translation>Graj dalej na Tout: jeśli twoja drużyna weźmie wszystkie lewy, Tout jest wygrany i daje jeden haczyk; gdy przeciwnicy wezmą lewę, przepada tylko Tout (dostają 2 haczyki), a zdobyta już większość nadal się liczy.</translation>
    </message>
    <message>
        <source>{name} goes on for Tout</source>
        <translation>{name} gra dalej na Tout</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Say nothing more in this bidding.</source>
        <translation>Nie licytuj już więcej.</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} pasuje</translation>
    </message>
</context>
<context>
    <name>scharwenzel/option</name>
    <message>
        <source>Threads to win</source>
        <translation>Nitki do wygranej</translation>
    </message>
</context>
<context>
    <name>scharwenzel/phase</name>
    <message>
        <source>Hand over</source>
        <translation>Koniec rozdania</translation>
    </message>
    <message>
        <source>One team has the majority and no Tout is being played (or the tricks are shared equally): the rest cannot change the result, so the hand is scored.</source>
        <translation>Jedna drużyna ma większość i nikt nie gra na Tout (albo lewy rozłożyły się po równo): reszta nie zmieni wyniku, więc rozdanie jest liczone.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <source>Each player bids once; the highest bid names trumps.</source>
        <translation>Każdy licytuje raz; najwyższa oferta wybiera atut.</translation>
    </message>
    <message>
        <source>Naming trumps</source>
        <translation>Wybór atutu</translation>
    </message>
    <message>
        <source>The highest bidder names trumps.</source>
        <translation>Najwyżej licytujący wybiera atut.</translation>
    </message>
    <message>
        <source>Tout?</source>
        <translation>Tout?</translation>
    </message>
    <message>
        <source>The highest bidder may announce Tout.</source>
        <translation>Najwyżej licytujący może zapowiedzieć Tout.</translation>
    </message>
    <message>
        <source>Stop or go on</source>
        <translation>Koniec czy gramy dalej</translation>
    </message>
    <message>
        <source>The majority is won: stop or play for Tout.</source>
        <translation>Większość wygrana: koniec albo gra na Tout.</translation>
    </message>
</context>
<context>
    <name>scharwenzel/role</name>
    <message>
        <source>Bidder</source>
        <translation>Licytujący</translation>
    </message>
    <message>
        <source>Made the highest bid.</source>
        <translation>Złożył najwyższą ofertę.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Rozgrywający</translation>
    </message>
    <message>
        <source>Made the highest bid and named trumps; plays with his team for the majority.</source>
        <translation>Złożył najwyższą licytację i wybrał atut; gra ze swoją drużyną o większość.</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <source>Plays with his team against the team of the highest bidder.</source>
        <translation>Gra ze swoją drużyną przeciw drużynie najwyżej licytującego.</translation>
    </message>
    <message>
        <source>Bidder</source>
        <comment>feminine</comment>
        <translation>Licytująca</translation>
    </message>
    <message>
        <source>Made the highest bid.</source>
        <comment>feminine</comment>
        <translation>Złożyła najwyższą ofertę.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>feminine</comment>
        <translation>Rozgrywająca</translation>
    </message>
    <message>
        <source>Made the highest bid and named trumps; plays with his team for the majority.</source>
        <comment>feminine</comment>
        <translation>Złożyła najwyższą licytację i wybrała atut; gra ze swoją drużyną o większość.</translation>
    </message>
    <message>
        <source>Defender</source>
        <comment>feminine</comment>
        <translation>Przeciwniczka</translation>
    </message>
    <message>
        <source>Plays with his team against the team of the highest bidder.</source>
        <comment>feminine</comment>
        <translation>Gra ze swoją drużyną przeciw drużynie najwyżej licytującego.</translation>
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
        <translation>Dama trefl: najwyższy atut w każdym rozdaniu.</translation>
    </message>
    <message>
        <source>Nillje</source>
        <translation>Nillje</translation>
    </message>
    <message>
        <source>The seven of the trump suit: the second-highest trump, above the Basta.</source>
        <translation>Siódemka koloru atutowego: drugi najwyższy atut, nad Bastą.</translation>
    </message>
    <message>
        <source>Basta</source>
        <translation>Basta</translation>
    </message>
    <message>
        <source>The queen of spades: the third-highest trump in every hand.</source>
        <translation>Dama pik: trzeci najwyższy atut w każdym rozdaniu.</translation>
    </message>
    <message>
        <source>Kleverbur</source>
        <translation>Kleverbur</translation>
    </message>
    <message>
        <source>The jack of clubs, the first of the four Burs: a trump in every hand, below the Basta.</source>
        <translation>Walet trefl, pierwszy z czterech Burów: atut w każdym rozdaniu, pod Bastą.</translation>
    </message>
    <message>
        <source>Piekbur</source>
        <translation>Piekbur</translation>
    </message>
    <message>
        <source>The jack of spades, the second of the four Burs: a trump in every hand.</source>
        <translation>Walet pik, drugi z czterech Burów: atut w każdym rozdaniu.</translation>
    </message>
    <message>
        <source>Hartenbur</source>
        <translation>Hartenbur</translation>
    </message>
    <message>
        <source>The jack of hearts, the third of the four Burs: a trump in every hand, never a heart.</source>
        <translation>Walet kier, trzeci z czterech Burów: atut w każdym rozdaniu, nigdy kier.</translation>
    </message>
    <message>
        <source>Rutenbur</source>
        <translation>Rutenbur</translation>
    </message>
    <message>
        <source>The jack of diamonds, the last of the four Burs: a trump in every hand, above the trump ace.</source>
        <translation>Walet karo, ostatni z czterech Burów: atut w każdym rozdaniu, nad asem atutowym.</translation>
    </message>
    <message>
        <source>Macker</source>
        <translation>Macker</translation>
    </message>
    <message>
        <source>Your partner: a player of your own team.</source>
        <translation>Twój partner: gracz z twojej drużyny.</translation>
    </message>
    <message>
        <source>Wir</source>
        <translation>Wir (my)</translation>
    </message>
    <message>
        <source>&quot;Us&quot;: the team in the even seats, yours at this table.</source>
        <translation>„My”: drużyna na parzystych miejscach, przy tym stole twoja.</translation>
    </message>
    <message>
        <source>Ihr</source>
        <translation>Ihr (wy)</translation>
    </message>
    <message>
        <source>&quot;You&quot;: the team in the odd seats, your opponents.</source>
        <translation>„Wy”: drużyna na nieparzystych miejscach, twoi przeciwnicy.</translation>
    </message>
</context>
<context>
    <name>tausendundeins/about</name>
    <message>
        <source>Two players race to 1001 points; a king and queen of one suit make trumps.</source>
        <translation>Dwóch graczy ściga się do 1001 punktów; król i dama jednego koloru wyznaczają atut.</translation>
    </message>
</context>
<context>
    <name>tausendundeins/detail</name>
    <message>
        <source>Variant</source>
        <translation>Odmiana</translation>
    </message>
    <message>
        <source>Which form of 1001 is played.</source>
        <translation>Która odmiana 1001 jest grana.</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punkty z kart</translation>
    </message>
    <message>
        <source>Points of the cards each player took in tricks.</source>
        <translation>Punkty kart wziętych w lewach.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>Free while the stock lasts: any card. Strict: follow suit and head the trick if you can; without the suit led, play a trump if you have one.</source>
        <translation>Swobodna, póki starcza talonu: dowolna karta. Ścisła: dodaj do koloru i przebij, jeśli możesz; bez koloru wyjścia zagraj atut, jeśli go masz.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>The face-down cards left after the deal: after each trick the winner draws the top card, then the loser.</source>
        <translation>Karty zakryte, które zostały po rozdaniu: po każdej lewie zwycięzca dobiera wierzchnią kartę, potem przegrany.</translation>
    </message>
    <message>
        <source>Bottom card (turn-up)</source>
        <translation>Spodnia karta (odkryta)</translation>
    </message>
    <message>
        <source>With the option, the bottom card of the stock lies face up for both to see; it is drawn last.</source>
        <translation>Przy tej opcji spodnia karta talonu leży odkryta dla obu; dobiera się ją na końcu.</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Points that win the match.</source>
        <translation>Punkty wygrywające partię.</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Najwyższa licytacja</translation>
    </message>
    <message>
        <source>The highest bid so far.</source>
        <translation>Najwyższa dotąd licytacja.</translation>
    </message>
    <message>
        <source>Highest bidder</source>
        <translation>Najwyżej licytujący</translation>
    </message>
    <message>
        <source>Who made the highest bid.</source>
        <translation>Kto złożył najwyższą licytację.</translation>
    </message>
    <message>
        <source>Lowest bid</source>
        <translation>Najniższa licytacja</translation>
    </message>
    <message>
        <source>The lowest bid allowed.</source>
        <translation>Najniższa dozwolona licytacja.</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <source>The declarer&apos;s bid.</source>
        <translation>Licytacja rozgrywającego.</translation>
    </message>
    <message>
        <source>Your discards</source>
        <translation>Twoje odrzucone karty</translation>
    </message>
    <message>
        <source>The cards you laid away.</source>
        <translation>Karty, które odrzuciłeś.</translation>
    </message>
    <message>
        <source>Marriage points</source>
        <translation>Punkty za meldunki</translation>
    </message>
    <message>
        <source>Points from marriages declared.</source>
        <translation>Punkty za zgłoszone meldunki.</translation>
    </message>
    <message>
        <source>Short of the goal</source>
        <translation>Brakuje do celu</translation>
    </message>
    <message>
        <source>How many points the loser lacks to 1001.</source>
        <translation>Ilu punktów brakuje przegranemu do 1001.</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Stawka</translation>
    </message>
    <message>
        <source>What the loser pays per point short.</source>
        <translation>Ile przegrany płaci za każdy brakujący punkt.</translation>
    </message>
    <message>
        <source>Bid made</source>
        <translation>Licytacja ugrana</translation>
    </message>
    <message>
        <source>Whether the declarer reached the bid.</source>
        <translation>Czy rozgrywający ugrał licytację.</translation>
    </message>
    <message>
        <source>Points in the discards</source>
        <translation>Punkty w odrzuconych kartach</translation>
    </message>
    <message>
        <source>Card points of the discarded cards.</source>
        <translation>Punkty odrzuconych kart.</translation>
    </message>
    <message>
        <source>Thrown in</source>
        <translation>Rzucone</translation>
    </message>
    <message>
        <source>Everyone passed: the hand was not played.</source>
        <translation>Wszyscy spasowali: rozdania nie rozegrano.</translation>
    </message>
    <message>
        <source>Highest bidder</source>
        <comment>feminine</comment>
        <translation>Najwyżej licytująca</translation>
    </message>
</context>
<context>
    <name>tausendundeins/move</name>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>The declarer lays cards face down, out of play.</source>
        <translation>Rozgrywający odkłada karty zakryte, poza grę.</translation>
    </message>
    <message>
        <source>{name} discards face down</source>
        <translation>{name} odrzuca zakryte</translation>
    </message>
    <message>
        <source>Discard face down</source>
        <translation>Odrzuć zakryte</translation>
    </message>
    <message>
        <source>Select the cards to discard, then Discard.</source>
        <translation>Wybierz karty do odrzucenia, potem „Odrzuć”.</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>Odrzuć {cards}</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>{name} odrzuca {cards}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>Lay one card of your hand on the trick.</source>
        <translation>Dołóż do lewy jedną kartę z ręki.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Zagraj kartę.</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>Zagraj {cards}</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} zagrywa {cards}</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Meldunek</translation>
    </message>
    <message>
        <source>Lead a king or queen while holding both: the marriage names trumps and scores, if you win a trick in the deal.</source>
        <translation>Wyjdź królem lub damą, mając obie: meldunek ustala atut i daje punkty, jeśli weźmiesz w rozdaniu lewę.</translation>
    </message>
    <message>
        <source>Play a card (or lead a king or queen with a marriage).</source>
        <translation>Zagraj kartę (albo wyjdź królem lub damą z meldunkiem).</translation>
    </message>
    <message>
        <source>Marriage: lead {cards}</source>
        <translation>Meldunek: wyjdź {cards}</translation>
    </message>
    <message>
        <source>{name} leads {cards} with a marriage</source>
        <translation>{name} wychodzi {cards} z meldunkiem</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Licytuj</translation>
    </message>
    <message>
        <source>Promise to score at least this many points.</source>
        <translation>Zobowiąż się zdobyć co najmniej tyle punktów.</translation>
    </message>
    <message>
        <source>Bid or pass.</source>
        <translation>Licytuj albo pasuj.</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>Licytuj {n}</translation>
    </message>
    <message>
        <source>{name} bids {n}</source>
        <translation>{name} licytuje {n}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Say nothing more in this bidding.</source>
        <translation>Nie licytuj już więcej.</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} pasuje</translation>
    </message>
</context>
<context>
    <name>tausendundeins/option</name>
    <message>
        <source>Marriage scoring</source>
        <translation>Wartość meldunków</translation>
    </message>
    <message>
        <source>Bottom card face up</source>
        <translation>Odkryta spodnia karta</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Talia</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Odmiana</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
</context>
<context>
    <name>tausendundeins/phase</name>
    <message>
        <source>Bidding</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <source>Players bid for the right to play.</source>
        <translation>Gracze licytują prawo do rozgrywki.</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Wymiana</translation>
    </message>
    <message>
        <source>The declarer takes the talon and discards.</source>
        <translation>Rozgrywający bierze talon i odrzuca karty.</translation>
    </message>
</context>
<context>
    <name>tausendundeins/role</name>
    <message>
        <source>Forehand</source>
        <translation>Pierwsza ręka</translation>
    </message>
    <message>
        <source>Two-hand: the dealer&apos;s opponent, who leads to the first trick. Three-hand: the dealer&apos;s left neighbour, who speaks first in the auction.</source>
        <translation>We dwóch: przeciwnik rozdającego, który wychodzi do pierwszej lewy. We trzech: lewy sąsiad rozdającego, który pierwszy licytuje.</translation>
    </message>
    <message>
        <source>Forehand</source>
        <comment>feminine</comment>
        <translation>Pierwsza ręka</translation>
    </message>
    <message>
        <source>Two-hand: the dealer&apos;s opponent, who leads to the first trick. Three-hand: the dealer&apos;s left neighbour, who speaks first in the auction.</source>
        <comment>feminine</comment>
        <translation>We dwóch: przeciwniczka rozdającego, która wychodzi do pierwszej lewy. We trzech: lewa sąsiadka rozdającego, która pierwsza licytuje.</translation>
    </message>
</context>
<context>
    <name>tausendundeins/value</name>
    <message>
        <source>strict (follow, head, trump)</source>
        <translation>ścisła (do koloru, przebijanie, atut)</translation>
    </message>
    <message>
        <source>free</source>
        <translation>dowolna</translation>
    </message>
    <message>
        <source>Two hands</source>
        <translation>We dwóch</translation>
    </message>
    <message>
        <source>Three hands</source>
        <translation>We trzech</translation>
    </message>
    <message>
        <source>Russeln</source>
        <translation>Russeln</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Według koloru</translation>
    </message>
    <message>
        <source>By order</source>
        <translation>Według kolejności</translation>
    </message>
</context>
<context>
    <name>tausendundeins/word</name>
    <message>
        <source>Marriage</source>
        <translation>Meldunek</translation>
    </message>
    <message>
        <source>King and queen of one suit in one hand. Led by their holder and declared, they make that suit trumps at once and score, if their holder wins a trick in the deal.</source>
        <translation>Król i dama jednego koloru w jednej ręce. Gdy posiadacz wyjdzie jedną z nich i zgłosi meldunek, ten kolor od razu staje się atutem, a meldunek daje punkty, jeśli posiadacz weźmie w rozdaniu choć jedną lewę.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>The face-down cards left after the deal (two-hand game): after each trick the winner draws the top card, then the loser; once it is used up, play is strict.</source>
        <translation>Karty zakryte, które zostały po rozdaniu (gra we dwóch): po każdej lewie zwycięzca dobiera wierzchnią kartę, potem przegrany; gdy talon się skończy, gra jest ścisła.</translation>
    </message>
    <message>
        <source>Turn-up (bottom card)</source>
        <translation>Odkryta spodnia karta</translation>
    </message>
    <message>
        <source>If the bottom card is played face up (an option), it lies face up under the stock for both to see and is drawn last.</source>
        <translation>Jeśli gra się z odkrytą spodnią kartą (opcja), leży ona odkryta pod talonem, widoczna dla obu, i dobiera się ją na końcu.</translation>
    </message>
</context>
<context>
    <name>you</name>
    <message>
        <source>You beat {target} with {card}</source>
        <translation>Przebijasz {target} kartą {card}</translation>
    </message>
    <message>
        <source>You attack with {cards} and the coachman {card}</source>
        <translation>Atakujesz: {cards} i woźnica {card}</translation>
    </message>
    <message>
        <source>You attack with {cards}</source>
        <translation>Atakujesz: {cards}</translation>
    </message>
    <message>
        <source>You reinforce with {cards}</source>
        <translation>Dokładasz: {cards}</translation>
    </message>
    <message>
        <source>You add {cards}</source>
        <translation>Dodajesz: {cards}</translation>
    </message>
    <message>
        <source>You take the cards</source>
        <translation>Bierzesz karty</translation>
    </message>
    <message>
        <source>You decline</source>
        <translation>Rezygnujesz</translation>
    </message>
    <message>
        <source>You discard {cards}</source>
        <translation>Odrzucasz {cards}</translation>
    </message>
    <message>
        <source>You discard face down</source>
        <translation>Odrzucasz zakryte</translation>
    </message>
    <message>
        <source>You play {cards}</source>
        <translation>Zagrywasz {cards}</translation>
    </message>
    <message>
        <source>You lead {cards} with a marriage</source>
        <translation>Wychodzisz {cards} z meldunkiem</translation>
    </message>
    <message>
        <source>You bid {n}</source>
        <translation>Licytujesz {n}</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Pasujesz</translation>
    </message>
    <message>
        <source>You give {cards}</source>
        <translation>Oddajesz {cards}</translation>
    </message>
    <message>
        <source>You give a card face down</source>
        <translation>Oddajesz kartę w ukryciu</translation>
    </message>
    <message>
        <source>You call {cards}</source>
        <translation>Wywołujesz {cards}</translation>
    </message>
    <message>
        <source>You call no card</source>
        <translation>Nie wywołujesz karty</translation>
    </message>
    <message>
        <source>You play {contract}</source>
        <translation>Grasz: {contract}</translation>
    </message>
    <message>
        <source>You name {suit} trumps</source>
        <translation>Wybierasz atut: {suit}</translation>
    </message>
    <message>
        <source>You bid {contract}</source>
        <translation>Licytujesz: {contract}</translation>
    </message>
    <message>
        <source>You want to play</source>
        <translation>Chcesz grać</translation>
    </message>
    <message>
        <source>You hold</source>
        <translation>Trzymasz</translation>
    </message>
    <message>
        <source>You drop out</source>
        <translation>Odpadasz</translation>
    </message>
    <message>
        <source>You bid {n} better ({clubs})</source>
        <translation>Licytujesz {n} lepiej ({clubs})</translation>
    </message>
    <message>
        <source>You announce Tout</source>
        <translation>Zapowiadasz Tout</translation>
    </message>
    <message>
        <source>You announce no Tout</source>
        <translation>Nie zapowiadasz Tout</translation>
    </message>
    <message>
        <source>You stop and score</source>
        <translation>Kończysz i liczysz</translation>
    </message>
    <message>
        <source>You go on for Tout</source>
        <translation>Grasz dalej na Tout</translation>
    </message>
    <message>
        <source>You exchange {cards}</source>
        <translation>Wymieniasz {cards}</translation>
    </message>
    <message>
        <source>You exchange a card face down</source>
        <translation>Wymieniasz kartę w ukryciu</translation>
    </message>
    <message>
        <source>You keep the cards</source>
        <translation>Zatrzymujesz karty</translation>
    </message>
</context>
</TS>
