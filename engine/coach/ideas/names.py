"""Each idea's name, as the Training window lists the ideas a person most often missed.

Why names and not the ideas' sentences: a sentence speaks of one position ("the nine of
hearts is the cheapest card that beats the eight"); a list of what a person keeps missing
needs the idea itself ("Beat with the cheapest card"). Names are English data here, like the
games' words; the GUI translates them in context :data:`CONTEXT` (``i18n/`` collects them).
A test checks that every idea a catalogue can state has a name.
"""

from __future__ import annotations

#: Translation context of the names.
CONTEXT = "ideas"

#: Idea key -> its name, an action in a few words (alphabetical by key).
NAMES: dict[str, str] = {
    "adds-coverable": "Add a card while it can still go",
    "attacks-keeps-higher": "Attack low, keep the higher cards for defence",
    "attacks-low": "Attack with the lowest plain cards",
    "attacks-master": "Attack with a card only a trump beats",
    "attacks-plain": "Attack without trumps",
    "beats-cheaply": "Beat with the cheapest card",
    "beats-keeps-higher": "Beat low, keep the higher card",
    "beats-low-trump": "Beat with the lowest trump",
    "bids-length": "Bid no more than your suit's length",
    "bids-makeable": "Bid what your hand makes",
    "calls-low": "Call a card below your own",
    "calls-top": "Call the top card you lack",
    "cannot-win": "A trick you cannot win",
    "claims-makeable": "Claim the game when your hand makes it",
    "commits-pancerola": "Renounce with the Pancerola",
    "counts-bettel": "Count the hand for a Bettel",
    "counts-brand": "Count the hand for a Brand",
    "counts-mord": "Count the hand for a Mord",
    "declares-marriage": "Declare a marriage",
    "discards-ace": "Slip an ace onto another's trick",
    "discards-kinal": "Slip the Kinal onto another's trick",
    "discards-loser": "Throw a card that would lose anyway",
    "discards-side-cards": "Lay away side cards",
    "discards-void": "Lay away a suit to trump it",
    "draws-trumps": "Draw trumps",
    "drops-weak": "Drop out when the bid is beyond your hand",
    "gives-cheapest": "Give the cheapest card",
    "highest-under": "Stay under with your highest card",
    "holds-makeable": "Hold what your hand makes",
    "keeps-for-attack": "Keep cards for your own attack",
    "keeps-high": "Let the trick go, keep the high card",
    "keeps-kaschlan": "Keep the Kaschlan",
    "keeps-kinal": "Keep the Kinal back",
    "keeps-marriage": "Keep the marriage together",
    "keeps-master": "Keep the master card",
    "keeps-pancerola-open": "Keep the Pancerola for later",
    "keeps-paying-card": "Keep a card that makes others pay",
    "keeps-trump-set": "Keep a trump of the attack rank",
    "keeps-trumps": "Keep the trumps",
    "lays-away-kinal": "Lay the Kinal away",
    "lays-away-points": "Lay away a card with points",
    "leads-against-bettel": "Lead against a Bettel",
    "leads-cheap": "Lead a card with few points",
    "leads-long": "Lead from your longest suit",
    "leads-low": "Lead low",
    "leads-low-against-bettel": "Lead low against a Bettel",
    "leads-under": "Lead a card others can overtake",
    "leaves-partner": "Leave the trick to your partner",
    "low-before-declarer": "Play low before the declarer",
    "makes-void": "Empty a suit to trump it later",
    "may-be-overtaken": "A card that may still be overtaken",
    "names-best-trumps": "Name the best trumps",
    "names-long-trumps": "Name your longest suit trumps",
    "no-tout": "No Tout with side cards",
    "only-beater": "Beat with the only card that can",
    "passes-short": "Pass on a short suit",
    "passes-weak": "Pass with a weak hand",
    "plays-bettel": "Play a Bettel",
    "plays-makeable": "Play the contract your hand makes",
    "plays-master": "Play the master card",
    "plays-master-held": "Play a card as good as the master",
    "plays-mord": "Play a Mord",
    "plays-top": "Win with the top trump",
    "reinforces-plain": "Add a card the defender must beat too",
    "removes-danger": "Lay away cards that could take a trick",
    "removes-losers": "Lay away cards that could lose a trick",
    "ruffs": "Trump when you cannot follow",
    "ruffs-low": "Trump low",
    "saves-top-trump": "Save the top trump",
    "sheds-high": "Shed your highest card",
    "sheds-points": "Shed points onto another's trick",
    "sheds-set": "Shed a whole rank at once",
    "stays-under": "Stay under the trick's best card",
    "takes-anyway": "Take now what you must take anyway",
    "takes-no-trump": "Take to keep your only defence",
    "takes-not-trumps": "Take rather than spend trumps",
    "takes-points": "Take a trick with points",
    "takes-the-lead": "Take the lead with the only card that can",
    "takes-the-trick": "Win the trick with the only card that can",
    "takes-with-fewest-points": "Win with the card of fewest points",
    "takes-with-highest": "Win with your highest card",
    "trumps-low": "Trump low instead of following",
    "under-declarer": "Stay under the declarer",
    "wins-cheaply": "Win the trick cheaply",
    "wins-with-master": "Take the lead with the master card",
}


def idea_name(key: str) -> str:
    """The English name of idea ``key``; the key itself for an idea this build does not
    know (a record written by a newer one)."""
    return NAMES.get(key, key)
