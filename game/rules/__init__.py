"""The rules core: pure Python, no pygame, no I/O beyond reading its data files.

Public API (stable; used by the table, the bots, the tests and anyone writing a bot)::

    from game.rules import Kind, Currency, Tile, BASE_TILES, Alhambra, score_majorities
    from game.rules import Game, GameConfig, IllegalAction
"""

from game.rules.actions import (
    ACTION_TYPES, Action, Buy, EndActions, EndTurn, GiveToDirk, Pass, Place, RedesignAdd,
    RedesignExchange, RedesignRemove, Reserve, TakeMoney, action, action_from_json,
)
from game.rules.alhambra import REASON_WORDS, Alhambra
from game.rules.config import GameConfig
from game.rules.data import BASE_TILES, market_currencies, scoring_table
from game.rules.engine import ACTION, OVER, PLACE_NOW, PLACEMENT, WINDOW, Game, Player
from game.rules.events import Event, GameOver, Scored, ScoringRow
from game.rules.errors import HiddenInformation, IllegalAction
from game.rules.scoring import majority_points, rank_points, score_majorities
from game.rules.types import (
    CURRENCIES, FOUNTAIN, KINDS, Card, Currency, HiddenCard, Kind, MoneyCard, ScoringCard, Tile,
)

__all__ = [
    "ACTION", "ACTION_TYPES", "BASE_TILES", "CURRENCIES", "FOUNTAIN", "KINDS", "OVER",
    "PLACEMENT", "PLACE_NOW", "REASON_WORDS", "WINDOW", "Action", "Alhambra", "Buy", "Card",
    "Currency", "EndActions", "Event", "GameOver", "Scored", "ScoringRow", "EndTurn", "Game",
    "GameConfig", "GiveToDirk",
    "HiddenCard", "HiddenInformation", "IllegalAction", "Kind", "MoneyCard", "Pass", "Place",
    "Player", "RedesignAdd", "RedesignExchange", "RedesignRemove", "Reserve", "ScoringCard",
    "TakeMoney", "Tile", "action", "action_from_json", "majority_points", "market_currencies",
    "rank_points", "score_majorities", "scoring_table",
]
