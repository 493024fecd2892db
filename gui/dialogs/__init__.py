"""Dialogs: new game, settings, rules."""
