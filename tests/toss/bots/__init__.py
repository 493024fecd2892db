"""Toss's bots layer (``<root>.bots``)."""
