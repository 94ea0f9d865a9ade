"""Scenario builders so that rule tests read like the rule sheet.

Two kinds of set-up:

* Alhambras drawn as text: ``alhambra_from('''. N . / W F E''')``. Each cell is ``.``
  (empty), ``F`` (the fountain, which fixes (0, 0)), ``o`` (a tile without walls) or the
  letters of its walled sides (``NW``). Rows are separated by new lines or ``/``.
* Games set up by moving *real* pieces: a card or tile is always taken from wherever it
  lies and put where the scenario wants it, so every one of the game's pieces is still in
  exactly one place (``game.locations()`` stays complete).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterable

from game.rules import (
    BASE_TILES, CURRENCIES, Alhambra, Currency, EndTurn, Game, GameConfig, HiddenCard,
    IllegalAction, Kind, MoneyCard, Reserve, Scored, ScoringCard, TakeMoney, Tile,
)
from tests.rules import naive

Pos = tuple[int, int]
SIDES = "NESW"
_synthetic_ids = iter(range(10_000, 10**9))


# ------------------------------------------------------------------ tiles and Alhambras
def tile(walls: str = "", kind: str = "garden", price: int = 5) -> Tile:
    """A building tile not from the box (its own id), for Alhambra-only tests."""
    return Tile(id=f"t{next(_synthetic_ids)}", kind=Kind(kind), price=price,
                walls=frozenset(walls))


def real_tile(kind: str, price: int, walls: str | None = None) -> Tile:
    """The box's tile of this kind and price (and walls, if several share the price)."""
    found = [t for t in BASE_TILES if t.kind is Kind(kind) and t.price == price
             and (walls is None or t.walls == frozenset(walls))]
    assert len(found) == 1, f"{len(found)} tiles match {kind} {price} {walls}"
    return found[0]


def parse_layout(text: str) -> dict[Pos, frozenset[str]]:
    """The grid drawn in ``text`` (see the module docstring), fountain at (0, 0)."""
    rows = [row.split() for row in text.replace("/", "\n").splitlines() if row.strip()]
    cells: dict[Pos, str] = {}
    origin = None
    for y, row in enumerate(rows):
        for x, token in enumerate(row):
            if token == ".":
                continue
            cells[(x, y)] = token
            if token == "F":
                origin = (x, y)
    assert origin is not None, "a layout needs the fountain F"
    grid = {}
    for (x, y), token in cells.items():
        walls = "" if token in ("F", "o") else token
        assert set(walls) <= set(SIDES), f"bad cell {token!r}"
        grid[(x - origin[0], y - origin[1])] = frozenset(walls)
    return grid


def alhambra_from(text: str, kinds: dict[Pos, str] | None = None) -> Alhambra:
    """An Alhambra holding the drawn layout, built by legal placements only."""
    return build(Alhambra(), parse_layout(text), kinds)


def build(alhambra: Alhambra, grid: dict[Pos, frozenset[str]],
          kinds: dict[Pos, str] | None = None) -> Alhambra:
    """Place a tile on every position of ``grid`` (but the fountain) through
    ``Alhambra.place``, in an order the naive rules accept at each step."""
    left = {pos: walls for pos, walls in grid.items() if pos != (0, 0)}
    kinds = kinds or {}
    while left:
        current = naive.grid_of(alhambra)
        ready = [pos for pos, walls in sorted(left.items())
                 if naive.check(current, walls, pos) is None]
        assert ready, f"no legal order builds this layout; unplaced: {sorted(left)}"
        pos = ready[0]
        alhambra.place(tile("".join(sorted(left.pop(pos))), kinds.get(pos, "garden")), pos)
    return alhambra


def grow(rng: random.Random, steps: int, wall_choices: list[frozenset[str]] | None = None,
         redesign: bool = True) -> Alhambra:
    """A random Alhambra grown by ``steps`` legal changes chosen with the naive rules:
    mostly placements of random tiles, preferring snug spots (which is where holes
    threaten), sometimes a removal or an exchange (``redesign``), so that shapes only
    redesign can make turn up too."""
    walls_pool = wall_choices or [t.walls for t in BASE_TILES]
    alhambra = Alhambra()
    for _ in range(steps):
        grid = naive.grid_of(alhambra)
        roll = rng.random()
        if redesign and roll < 0.08 and len(grid) > 2:
            removable = sorted(naive.removable_positions(grid))
            if removable:
                alhambra.remove(rng.choice(removable))
                continue
        if redesign and roll < 0.16 and len(grid) > 2:
            walls = rng.choice(walls_pool)
            spots = sorted(naive.exchange_positions(grid, walls))
            if spots:
                alhambra.swap(tile("".join(sorted(walls))), rng.choice(spots))
                continue
        front = sorted({near for pos in grid for _, near in naive.neighbours(pos)} - set(grid))

        def snug(pos, grid=grid):
            return sum(near in grid for _, near in naive.neighbours(pos))

        front.sort(key=lambda p: rng.random() - (snug(p) if rng.random() < 0.5 else 0))
        placed = False
        for _attempt in range(6):
            walls = rng.choice(walls_pool)
            for pos in front:
                if naive.check(grid, walls, pos) is None:
                    alhambra.place(tile("".join(sorted(walls))), pos)
                    placed = True
                    break
            if placed:
                break
    return alhambra


# ------------------------------------------------------------------ games
def new_game(players: int = 3, seed: int = 1, to_move: int = 0) -> Game:
    """A fresh base game in which seat ``to_move`` is about to take the first action."""
    game = Game.new(GameConfig(players=players, seed=seed))
    game.current = game.to_move = to_move
    return game


def _face(spec: str) -> tuple[Currency, int]:
    """``"denar 4"`` -> (Currency.DENAR, 4)."""
    currency, value = spec.split()
    return Currency(currency), int(value)


def _card_piles(game: Game) -> list[list]:
    """Every list a money card can lie in, the deck first (so it is searched first)."""
    return [game.deck, game.discard, game.display, *(p.hand for p in game.players)]


def take_card(game: Game, spec: str) -> MoneyCard:
    """Remove a money card with this face from wherever it lies and return it."""
    currency, value = _face(spec)
    for pile in _card_piles(game):
        for card in pile:
            if isinstance(card, MoneyCard) and card.currency is currency and card.value == value:
                pile.remove(card)
                return card
    raise AssertionError(f"no {spec} card left anywhere")


def set_hand(game: Game, seat: int, *specs: str) -> list[MoneyCard]:
    """Seat's hand becomes exactly these cards; its old cards go under the deck."""
    hand = game.players[seat].hand
    game.deck[0:0] = hand  # the bottom of the deck is the start of the list
    hand.clear()
    for spec in specs:
        hand.append(take_card(game, spec))
    return list(hand)


def set_display(game: Game, *specs: str) -> list[MoneyCard]:
    """The money display becomes these cards; its old cards go under the deck."""
    game.deck[0:0] = game.display
    game.display.clear()
    for spec in specs:
        game.display.append(take_card(game, spec))
    return list(game.display)


def scoring_card(game: Game, number: int) -> ScoringCard:
    return next(c for c in game.deck + game.set_aside
                if isinstance(c, ScoringCard) and c.number == number)


def put_on_top(game: Game, *cards) -> None:
    """These cards (objects or faces) become the top of the deck, the first one on top."""
    for card in reversed(cards):
        if isinstance(card, str):
            card = take_card(game, card)
        else:
            for pile in _card_piles(game):
                if card in pile:
                    pile.remove(card)
        game.deck.append(card)  # the top of the deck is the end of the list


def _tile_piles(game: Game) -> list[list]:
    piles = [game.bag, *(p.reserve for p in game.players), *(p.pending for p in game.players)]
    if game.dirk is not None:
        piles.append(game.dirk)
    return piles


def take_tile(game: Game, tile_id: int) -> Tile:
    """Remove the box tile ``tile_id`` from the bag, the market, a reserve or Dirk."""
    for square, t in enumerate(game.market):
        if t is not None and t.id == tile_id:
            game.market[square] = None
            return t
    for pile in _tile_piles(game):
        for t in pile:
            if t.id == tile_id:
                pile.remove(t)
                return t
    raise AssertionError(f"tile {tile_id} is not in the bag, market, a reserve or Dirk")


def set_market(game: Game, *tiles: Tile | None) -> None:
    """The market's squares 1-4 hold these box tiles (None: empty); tiles that lay there
    go back into the bag."""
    old = [t for t in game.market if t is not None]
    game.market[:] = [None] * 4
    game.bag[0:0] = old
    for square, wanted in enumerate(tiles):
        if wanted is not None:
            game.market[square] = take_tile(game, wanted.id)


def set_reserve(game: Game, seat: int, *tiles: Tile) -> None:
    for t in tiles:
        game.players[seat].reserve.append(take_tile(game, t.id))


def build_in_game(game: Game, seat: int, placements: dict[Pos, Tile]) -> None:
    """Put box tiles into a seat's Alhambra by legal placements, in an order that works."""
    alhambra = game.players[seat].alhambra
    left = dict(placements)
    while left:
        current = naive.grid_of(alhambra)
        ready = [p for p, t in sorted(left.items()) if naive.check(current, t.walls, p) is None]
        assert ready, f"cannot build {sorted(left)}"
        pos = ready[0]
        alhambra.place(take_tile(game, left.pop(pos).id), pos)


def add_to_alhambra(game: Game, seat: int, *tiles: Tile) -> None:
    """Build these box tiles into a seat's Alhambra wherever they legally fit (the layout
    does not matter to the test), in an order that lets all of them in."""
    alhambra = game.players[seat].alhambra
    left = list(tiles)
    while left:
        grid = naive.grid_of(alhambra)
        for t in left:
            spots = sorted(naive.legal_positions(grid, t.walls))
            if spots:
                alhambra.place(take_tile(game, t.id), spots[0])
                left.remove(t)
                break
        else:
            raise AssertionError(f"no room for {[t.label() for t in left]}")


def box_tiles(kind: str, count: int, open_first: bool = True) -> list[Tile]:
    """``count`` box tiles of a kind, those with fewest walls first (easy to build)."""
    found = [t for t in BASE_TILES if t.kind is Kind(kind)]
    if open_first:
        found.sort(key=lambda t: (len(t.walls), t.id))
    return found[:count]


def empty_bag_into_reserve(game: Game, seat: int, keep: int = 0) -> None:
    """Move all but ``keep`` bag tiles into a seat's reserve (the reserve never scores)."""
    while len(game.bag) > keep:
        game.players[seat].reserve.append(game.bag.pop(0))


def finish_turn(game: Game) -> list:
    """Put every tile waiting to be placed into the reserve and end the turn."""
    events = []
    player = game.players[game.to_move]
    for t in list(player.pending):
        events += game.apply(Reserve(t.id))
    events += game.apply(EndTurn())
    return events


def take_one_and_end_turn(game: Game, *top_cards) -> list:
    """The player to move takes one display card and ends the turn; ``top_cards`` are put
    on top of the deck first, so they are what the display refill draws."""
    put_on_top(game, *top_cards)
    events = game.apply(TakeMoney((game.display[0].id,)))
    return events + finish_turn(game)


def scoring_now(game: Game, number: int) -> Scored:
    """Let scoring card ``number`` come up in the next refill; return that scoring."""
    events = take_one_and_end_turn(game, scoring_card(game, number))
    scored = [e for e in events if isinstance(e, Scored)]
    assert [s.number for s in scored] == [number]
    return scored[0]


def row_of(scored: Scored, seat: int | None):
    return next(r for r in scored.rows if r.seat == seat)


def assert_illegal(game: Game, action, reason: str | None = None) -> IllegalAction:
    """``action`` is refused (with ``reason``, if given) and the game is unchanged."""
    before = game.digest()
    try:
        game.apply(action)
    except IllegalAction as error:
        assert reason is None or error.reason == reason, (error.reason, str(error))
        assert game.digest() == before, "a refused action changed the game"
        return error
    raise AssertionError(f"{action} was accepted")


def faces(cards: Iterable) -> list[str]:
    return sorted(f"{c.currency.value} {c.value}" for c in cards)


# ------------------------------------------------------------------ accounting
def money_faces(cards: Iterable) -> Counter:
    return Counter((c.currency, c.value) for c in cards if isinstance(c, MoneyCard))


def assert_accounted(game: Game) -> None:
    """Every box tile and every card is in exactly one place (RULES 1.1, 1.8)."""
    found = game.locations()
    ids = [(type(piece).__name__ == "Tile", piece.id) for _, piece in found]
    assert len(ids) == len(set(ids)), "a piece is in two places"
    tiles = sorted(piece.id for _, piece in found if isinstance(piece, Tile))
    assert tiles == sorted(t.id for t in BASE_TILES)
    cards = [piece for _, piece in found if not isinstance(piece, Tile)]
    copies = 2 if len(game.players) == 2 else 3
    assert money_faces(cards) == Counter({(c, v): copies for c in CURRENCIES for v in range(1, 10)})
    assert sorted(c.number for c in cards if isinstance(c, ScoringCard)) == [1, 2]
    assert len(cards) == 36 * copies + 2


SEAT_PLACE = re.compile(r"^seat \d+ ")   # "seat 2 hand" is a "hand"


def misplaced(game: Game) -> list[str]:
    """Every piece lying where its rules never put it, in words: each piece's places are
    said by the module that brings it (``Module.places``), else by the way to play
    (``Ruleset.places``: buildings, money, scoring cards); a piece nobody places is
    misplaced too."""
    found = []
    for where, piece in game.locations():
        allowed = next((places for module in game.hooks.places
                        if (places := module.places(piece)) is not None),
                       game.ruleset.places(piece))
        if allowed is None:
            found.append(f"{piece!r} in {where}: no rule says where it may lie")
        elif SEAT_PLACE.sub("", where) not in allowed:
            found.append(f"{piece!r} in {where}")
    return found


def card_ids(cards) -> tuple[int, ...]:
    """The ids of ``cards``, as actions name them."""
    return tuple(c.id for c in cards)


class Witness:
    """What the whole table saw come into each hand, worked out on its own (not from
    ``Player.seen``): a card that was face up in the money display before an action and is
    in a hand after it (a card Yammerad draws is seen by its drawer only, D46); forgotten
    once it leaves that hand."""

    def __init__(self, game: Game) -> None:
        self.seen: list[set[int]] = [set() for _ in game.players]

    def apply(self, game: Game, action) -> list:
        display = {c.id for c in game.display}
        before = [{c.id for c in p.hand} for p in game.players]
        events = game.apply(action)
        for seat, player in enumerate(game.players):
            now = {c.id for c in player.hand}
            arrived = now - before[seat]
            self.seen[seat] = (self.seen[seat] & now) | (arrived & display)
        return events

    def check(self, game: Game, seat: int) -> None:
        """``seat``'s view shows of each other hand exactly what the table saw."""
        view = game.view(seat)
        for other, player in enumerate(view.players):
            if other == seat:
                continue
            shown = [c for c in player.hand if not isinstance(c, HiddenCard)]
            assert {c.id for c in shown} == self.seen[other], (seat, other)
            assert len(player.hand) == len(game.players[other].hand)
            real = {c.id: c for c in game.players[other].hand}
            assert all(real.get(c.id) == c for c in shown)
