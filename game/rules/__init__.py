"""The rules core: pure Python, no pygame, no I/O beyond reading its data files.

Public API (stable; used by the table, the bots, the tests and anyone writing a bot)::

    from game.rules import Kind, Currency, Tile, BASE_TILES, Alhambra, score_majorities
    from game.rules import Game, GameConfig, IllegalAction

The table and the bots learn of the expansion modules only through ``catalogue()`` and the
game's own answers (legal actions, placements, offers, scoring rows); a module's own parts
at the table and in the bots live in ``game/scenes/modules`` and ``game/ai/modules``.
"""

from game.rules.actions import (
    ACTION_TYPES, Action, Buy, EndActions, EndTurn, GiveToDirk, Pass, Place, RedesignAdd,
    RedesignExchange, RedesignRemove, Reserve, TakeMoney, action, action_from_json,
    former_type_ids,
)
from game.rules.alhambra import Alhambra
from game.rules.config import GameConfig
from game.rules.data import BASE_TILES, market_currencies, scoring_table
from game.rules.engine import Game, Placements, Player
from game.rules.errors import BadConfig, HiddenInformation, IllegalAction
from game.rules.events import EVENT_TYPES, Event, GameOver, Scored, ScoringRow, event
from game.rules.module import BASE_VARIANT, Module
from game.rules.modules import EXPANSIONS, catalogue, module_order
from game.rules.offers import Offer, Payment
from game.rules.rulesets import VARIANTS
from game.rules.scoring import majority_points, rank_points, score_majorities
from game.rules.stages import ACTION, OVER, PLACE_NOW, PLACEMENT, STAGES, WINDOW
from game.rules.types import (
    CURRENCIES, FOUNTAIN, KINDS, Card, Currency, CurrencyWords, HiddenCard, Kind, MoneyCard,
    Piece, ScoringCard, Tile, currency_name, currency_plural, kind_count, kind_letter,
    kind_name, kind_plural, money_words,
)

__all__ = [
    "ACTION", "ACTION_TYPES", "BASE_TILES", "BASE_VARIANT", "CURRENCIES", "EXPANSIONS", "FOUNTAIN",
    "KINDS", "OVER", "PLACEMENT", "PLACE_NOW", "STAGES", "VARIANTS", "WINDOW",
    "Action", "Alhambra", "BadConfig", "Buy", "Card", "Currency", "CurrencyWords", "EndActions", "EndTurn",
    "Event", "Game", "GameConfig", "GameOver", "GiveToDirk", "HiddenCard", "HiddenInformation",
    "IllegalAction", "Kind", "Module", "MoneyCard", "Offer", "Pass", "Payment", "Piece",
    "Place", "Placements", "Player", "RedesignAdd", "RedesignExchange", "RedesignRemove", "Reserve",
    "Scored", "ScoringCard", "ScoringRow", "TakeMoney", "Tile", "action", "action_from_json",
    "catalogue", "currency_name", "former_type_ids", "currency_plural", "kind_count", "kind_letter", "kind_name",
    "kind_plural", "majority_points", "market_currencies", "module_order", "money_words",
    "rank_points", "score_majorities", "scoring_table",
    "EVENT_TYPES", "event",
]
