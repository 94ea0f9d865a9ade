"""The seats at the table: each seat's colour, and the computer player offered first."""

from __future__ import annotations

from game.session import Seat
from game.ui import theme


def seat_colours(seats: list[Seat]) -> list[theme.Colour]:
    """Each seat's colour on the table (its chosen one, else its place's)."""
    return [theme.seat_colour(seat.colour, i) for i, seat in enumerate(seats)]


def default_ai_kind() -> str:
    """The computer player offered first."""
    return "normal"
