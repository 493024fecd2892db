"""Kartentisch's desktop GUI (PySide6): the table, the controller and the dialogs.

The GUI never decides a rule: it shows ``engine`` observations, offers the engine's legal
actions as clicks and buttons, and draws cards with ``cardart``.
"""
