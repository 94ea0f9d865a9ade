"""Motion at the table: pieces flying across it (what a computer player did, a refill
sliding in) and how long each kind of motion takes. Motions never hold anything up: the
game has moved on already, and a click or a key ends them at once."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

FOLLOW_SECONDS = 0.08   # between the cards of a money take flying one after the other
COUNT_SECONDS = 1.0     # a scoring counting up on the score track
ARRIVAL_SECONDS = 0.45  # a refill sliding in from the bag or the deck
ARRIVAL_GAP = 0.07      # between one refill and the next


@dataclass
class Flight:
    """A piece moving across the table to show what an AI did, or a refill sliding in."""

    image: pygame.Surface
    start: pygame.Rect
    end: pygame.Rect
    duration: float
    age: float = 0.0   # below 0: waiting to leave (a piece following another)
    # where the piece lands, hidden until it does (a refill: the table shows it already)
    cover: pygame.Rect | None = None
    cover_colour: tuple[int, int, int] = (0, 0, 0)

    @property
    def done(self) -> bool:
        return self.age >= self.duration

    def rect(self) -> pygame.Rect:
        t = min(1.0, max(0.0, self.age) / self.duration) if self.duration else 1.0
        t = t * t * (3 - 2 * t)  # ease in and out
        r = self.image.get_rect()
        r.center = (round(self.start.centerx + (self.end.centerx - self.start.centerx) * t),
                    round(self.start.centery + (self.end.centery - self.start.centery) * t))
        return r
