"""Toss's rules layer (``<root>.games``)."""
