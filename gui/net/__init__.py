"""Network play on the GUI side (issue 34): the controller of a table whose engine runs on
another machine (or in this program's own table server), and the Host and Join dialogs.

The authority is the server (``netplay``): this package only shows what one seat receives
and sends that seat's moves, so nothing here ever holds another seat's cards.
"""
