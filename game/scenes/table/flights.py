"""Pieces flying across the table: what a computer player (or a click) moves goes from where
it lay to where it lands, as large as it is drawn at each end; the market tiles and money
cards just drawn slide in from the bag and the deck, and cards paid go to the discard pile.
The match asks the scene where a piece is before a move (``flight_source``) and where it
is after (``flight_target``)."""

from __future__ import annotations

import pygame

from game.rules import (
    Action, Buy, GiveToDirk, Place, RedesignAdd, RedesignExchange, RedesignRemove, Reserve,
    TakeMoney, Tile,
)
from game.scenes.motion import ARRIVAL_GAP, ARRIVAL_SECONDS, Flight
from game.sprites.cards import card_surface
from game.sprites.tiles import tile_surface
from game.ui import theme

Picture = tuple[pygame.Surface, pygame.Rect]


def tile_at(tile: Tile, where: pygame.Rect) -> Picture:
    """A tile drawn where a hit area of its lies (as large as the area's shorter side)."""
    size = min(where.width, where.height)
    spot = pygame.Rect(0, 0, size, size)
    spot.center = where.center
    return tile_surface(tile, size), spot


class Flights:
    """The table scene's flights (a mixin of ``TableScene``)."""

    def flight_source(self, action: Action) -> Picture | None:
        """Where the piece an AI is about to move is now, and its picture."""
        self.refresh()
        game, player = self.game, self.game.player
        for part in self.parts:
            found = part.flight_source(self, action)
            if found is not None:
                return found
        regions = self.regions
        if isinstance(action, Buy):
            tile = game.market[action.square]
            where = regions.rect_of("square_tile", action.square)
            return tile_at(tile, where) if tile and where else None
        if isinstance(action, TakeMoney) and action.cards:
            card = next((c for c in game.display if c.id == action.cards[0]), None)
            where = regions.rect_of("display_card", action.cards[0])
            return (card_surface(card, where.size), where) if card and where else None
        if isinstance(action, (Place, Reserve, GiveToDirk)):
            tile = player.pending_tile(action.tile)
            where = regions.rect_of("tray_tile", action.tile)
            return tile_at(tile, where) if tile and where else None
        if isinstance(action, (RedesignAdd, RedesignExchange)):
            tile = player.reserve_tile(action.tile)
            where = regions.rect_of("reserve_tile", action.tile)
            return tile_at(tile, where) if tile and where else None
        if isinstance(action, RedesignRemove) and self.geometry:
            tile = player.alhambra.at(action.pos)
            if tile:
                return tile_surface(tile, self.geometry.cell), self.geometry.cell_rect(action.pos)
        return None

    def _slide_in_refills(self) -> None:
        """The market tiles and money cards just drawn slide in from the bag (beside the
        market) and the deck (beside the display), one after the other; cards just paid go
        to the discard pile (beside the display) from the hand."""
        zones = self.layout.zones if self.layout is not None else {}
        market = zones.get("supply", zones.get("board", pygame.Rect(0, 0, 1, 1)))
        display = zones.get("money", market)
        bag = pygame.Rect(market.right - 40, market.y + 10, 1, 1)
        deck = pygame.Rect(display.right - 40, display.y + 10, 1, 1)
        hand = self.layout.own.get("hand") if self.layout is not None else None
        for k, (tag, key, piece) in enumerate(self.match.arrivals):
            if tag == "paid":
                if hand is not None:
                    size = (34, 48)
                    self.match.flights.append(Flight(card_surface(piece, size), hand, deck,
                                                     ARRIVAL_SECONDS, age=-ARRIVAL_GAP * k))
                continue
            where = self.regions.rect_of("square_tile" if tag == "square" else tag, key)
            if where is None:
                continue
            if tag == "square":
                image, spot = tile_at(piece, where)
                colour = theme.PAPER
            else:
                image, spot, colour = card_surface(piece, where.size), where, theme.PANEL
            self.match.flights.append(Flight(image, bag if tag == "square" else deck, spot,
                                             ARRIVAL_SECONDS, age=-ARRIVAL_GAP * k,
                                             cover=spot.inflate(2, 2), cover_colour=colour))
        self.match.arrivals.clear()

    def flight_followers(self, action: Action) -> list[Picture]:
        """More pieces going where the first one goes, just after it (the other cards of a
        money take)."""
        if not isinstance(action, TakeMoney):
            return []
        return [(card_surface(card, where.size), where)
                for card in self.game.display if card.id in action.cards[1:]
                and (where := self.regions.rect_of("display_card", card.id)) is not None]

    def flight_target(self, action: Action) -> pygame.Rect | None:
        """Where that piece is after the move (asked of the scene that shows the result)."""
        for part in self.parts:
            found = part.flight_target(self, action)
            if found is not None:
                return found
        if isinstance(action, Buy):
            return self.last_region("tray_tile")
        if isinstance(action, TakeMoney):
            return self.regions.rect_of("player_name")
        if isinstance(action, (Place, RedesignAdd)) and self.geometry:
            return self.geometry.cell_rect(action.pos)
        if isinstance(action, (Reserve, RedesignRemove, RedesignExchange)):
            return self.last_region("reserve_tile")
        if isinstance(action, GiveToDirk):
            return self.regions.rect_of("dirk")
        won = getattr(action, "tile", None)  # a tile won some other way, now waiting
        return self.regions.rect_of("tray_tile", won) if won is not None else None

    def last_region(self, tag: str) -> pygame.Rect | None:
        """The last piece drawn with ``tag`` (a piece just added goes at the end)."""
        found = self.regions.all(tag)
        return found[-1][0] if found else None
