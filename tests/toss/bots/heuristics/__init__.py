"""Toss's rules of thumb for the search (``<root>.bots.heuristics``)."""
