"""The score track: a row per player (and Dirk) with its tokens and points, each row and
token a hit area that tells more on hover; the scoring cards still in the deck, or scored,
beside its title."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import N_, _
from game.rules import Game
from game.scenes.table.seat_facts import TOKEN_TAG, SeatToken
from game.sprites.scoreboard import draw_score_track, row_pitch
from game.ui import theme
from game.ui.widgets import Regions, draw_panel, panel_height

# The scoring cards in the deck, and once scored, as the track's title tells them.
SCORING_CARDS = {1: (N_("1st in deck"), N_("1st scored ✓")),
                 2: (N_("2nd in deck"), N_("2nd scored ✓"))}


def track_height(rows: int) -> int:
    """How tall the track's panel must be for ``rows`` rows to stay apart."""
    return panel_height(rows * row_pitch())


def scoring_cards(game: Game) -> str:
    """The scoring cards' state in words ("1st scored ✓ · 2nd in deck")."""
    return " · ".join(_(scored) if game.scorings_done >= number else _(waiting)
                      for number, (waiting, scored) in SCORING_CARDS.items())


def paint_scores(surface: pygame.Surface, rect: pygame.Rect, game: Game, names: list[str],
                 colours: list[theme.Colour], current: int,
                 tokens: list[list[tuple[str, bool]]], notes: Sequence[str],
                 regions: Regions | None = None, shown: tuple[int, ...] | None = None) -> None:
    """The score track; each row (``"score_row"``, seat or ``"dirk"``) and token
    (``TOKEN_TAG``, a ``SeatToken``) is recorded for hover help. ``notes``: the words beside
    the title, the longest first; ``shown``: the scores to show instead of the players' own
    (while a scoring counts up)."""
    inner = draw_panel(surface, rect, _("Score track"), notes)
    scores = shown or [p.score for p in game.players]
    rows = [(names[s], colours[s], scores[s], s == current) for s in range(len(game.players))]
    if game.dirk is not None:
        rows.append(("Dirk", theme.DIRK_COLOUR, game.dirk_score or 0, False))
    drawn = draw_score_track(surface, inner, rows, tokens)
    if regions is None:
        return
    for index, (row, spots) in enumerate(drawn):
        regions.add(row, "score_row", index if index < len(game.players) else "dirk")
        for k, spot in enumerate(spots):   # after the row: a token is found first
            regions.add(spot, TOKEN_TAG, SeatToken(index, k))
