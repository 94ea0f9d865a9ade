"""A seat of the game: its Alhambra, reserve, secret money hand, score, and the tiles it
waits to place."""

from __future__ import annotations

from game.rules.alhambra import Alhambra
from game.rules.types import Card, Currency, MoneyCard, Tile, remove_item


class Player:
    """One seat: Alhambra, reserve, secret money hand, score, tiles waiting to be placed.

    ``seen`` holds the ids of the hand's cards that every player saw come into it (taken
    face up from the display, say): an attentive player remembers them, so a view of
    another seat keeps them until they are paid (RULES 1.7, D45: the hand is secret, but
    not what was taken openly). Cards come in with ``gain`` and leave with ``lose``, which
    keep it exact."""

    __slots__ = ("seat", "name", "alhambra", "reserve", "hand", "score", "pending", "seen")

    def __init__(self, seat: int, name: str) -> None:
        self.seat = seat
        self.name = name
        self.alhambra = Alhambra()
        self.reserve: list[Tile] = []
        self.hand: list[Card] = []
        self.score = 0
        self.pending: list[Tile] = []
        self.seen: frozenset[int] = frozenset()   # replaced, never changed: clones share it

    def clone(self) -> Player:
        copy = Player.__new__(Player)
        copy.seat = self.seat
        copy.name = self.name
        copy.alhambra = self.alhambra.clone()
        copy.reserve = self.reserve.copy()
        copy.hand = self.hand.copy()
        copy.score = self.score
        copy.pending = self.pending.copy()
        copy.seen = self.seen
        return copy

    def gain(self, card: Card, openly: bool) -> None:
        """``card`` comes into the hand; ``openly``: everyone saw which card it is."""
        self.hand.append(card)
        if openly:
            self.seen = self.seen.union((card.id,))

    def lose(self, card: Card) -> None:
        """``card`` leaves the hand (raises ValueError if it is not there)."""
        remove_item(self.hand, card)
        if card.id in self.seen:
            self.seen = self.seen.difference((card.id,))

    def seen_cards(self) -> list[Card]:
        """The hand's cards everyone saw come in, in hand order."""
        seen = self.seen
        return [c for c in self.hand if c.id in seen] if seen else []

    def money(self, currency: Currency) -> int:
        """What the hand holds in ``currency`` (money beside the hand: ``Game.purse``)."""
        return sum(c.value for c in self.hand
                   if isinstance(c, MoneyCard) and c.currency is currency)

    def money_total(self) -> int:
        return sum(c.value for c in self.hand if isinstance(c, MoneyCard))

    def reserve_tile(self, tile_id: int | str) -> Tile | None:
        return _tile_with_id(self.reserve, tile_id)

    def pending_tile(self, tile_id: int | str) -> Tile | None:
        return _tile_with_id(self.pending, tile_id)


def _tile_with_id(tiles: list[Tile], tile_id: int | str) -> Tile | None:
    for tile in tiles:  # (a plain loop: the lists are short, a generator costs more)
        if tile.id == tile_id:
            return tile
    return None
