"""Drawable pieces: tiles, money cards, an Alhambra grid, the score track and charts.

Each piece is drawn once per size and cached; scenes only blit them.
"""
