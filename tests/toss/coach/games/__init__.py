"""Toss's coach profile (``<root>.coach.games``)."""
