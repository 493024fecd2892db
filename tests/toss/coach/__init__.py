"""Toss's coach layer (``<root>.coach``)."""
