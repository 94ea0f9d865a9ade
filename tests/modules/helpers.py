"""Set-up for module tests, on top of the base game's scenario builders."""

from __future__ import annotations

from game.rules import Currency, Game, GameConfig
from game.rules.editions import EDITION
from game.rules.modules.exchange import ExchangeCard

from tests.rules.helpers import (  # noqa: F401  (re-exported for the module tests)
    build_in_game, card_ids, finish_turn, real_tile, set_display, set_hand, set_market, take_card,
    take_tile,
)


def module_game(*modules: str, players: int = 3, seed: int = 1, to_move: int = 0,
                edition: int = EDITION) -> Game:
    """A fresh game with these modules in which seat ``to_move`` is about to act."""
    game = Game.new(GameConfig(players=players, seed=seed, modules=frozenset(modules),
                               edition=edition))
    game.current = game.to_move = to_move
    return game


def office(game, first: str, second: str) -> ExchangeCard:
    """Take the exchange office for these two currencies out of the deck."""
    pair = {Currency(first), Currency(second)}
    card = next(c for c in game.deck if isinstance(c, ExchangeCard) and set(c.currencies) == pair)
    game.deck.remove(card)
    game.deck_ranges.pop(card.id, None)
    return card
