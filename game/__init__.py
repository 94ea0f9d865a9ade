"""Alhambra: the board game by Dirk Henn, for 2-6 players on one computer."""

__version__ = "0.4.0"
