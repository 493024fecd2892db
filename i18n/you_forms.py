"""The person's own moves as sentences: "You play 7♣" beside "Anna plays A♥".

Why: the move log wrote the person's moves as button labels ("You: Play 7♣", Polish "Ty:
Zagraj czerwień 8", a command) and everyone else's as statements ("Anna zagrywa czerwień A").
Each game's vocabulary words a move for a third person ("{name} plays {cards}"); the English
sentence for "you" follows from it by grammar (:func:`english_you`), and is the source text
the other languages translate in context :data:`CONTEXT` (``glossary_<lang>.json``).
"""

from __future__ import annotations

#: The translation context of the "you" sentences.
CONTEXT = "you"
NAME = "{name} "


def english_you(sentence: str) -> str:
    """The third-person template ``"{name} plays {cards}"`` for the person: ``"You play
    {cards}"``; "" for a template that does not start with the mover's name."""
    if not sentence.startswith(NAME):
        return ""
    verb, *rest = sentence[len(NAME) :].split(" ")
    # A second verb of the same subject agrees too: "stops and scores" → "stop and score".
    words = [
        _plain_form(word) if i and rest[i - 1] == "and" and not word.startswith("{") else word
        for i, word in enumerate(rest)
    ]
    return " ".join(["You", _plain_form(verb), *words])


def _plain_form(verb: str) -> str:
    """ "plays" → "play", "passes" → "pass", "goes" → "go", "is" → "are"."""
    irregular = {"is": "are", "has": "have", "goes": "go", "does": "do"}
    if verb in irregular:
        return irregular[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb
