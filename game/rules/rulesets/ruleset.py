"""What a way to play brings over the shared core (``GameConfig.variant``).

The core (``engine.Game``) holds the players, their Alhambras and reserves, placing and
redesign, the stages and the agenda, scoring, views and saves. A ruleset brings the rest:
how the game is dealt, what the turn's own stage offers and how its actions work, what
happens at the end of a turn, when the game ends, and what of its table is secret. A
ruleset is stateless and shared by all games; its state lies on the game (the base game's
on the game's own fields, another's in ``game.table``: an object with ``clone()`` and
``to_dict()``).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from game.rules.errors import IllegalAction
from game.rules.hidden import Secret, places
from game.rules.stages import PLACEMENT
from game.rules.types import Card, Currency, MoneyCard, ScoringCard, Tile

if TYPE_CHECKING:
    from game.rules.actions import Action
    from game.rules.engine import Game
    from game.rules.events import Event
    from game.rules.offers import Offer


class Ruleset(ABC):
    variant: ClassVar[str]
    currencies: ClassVar[tuple[Currency, ...]] = ()
    # Its actions by type: (ruleset, game, action, events) -> None.
    handlers: ClassVar[dict[type, Callable[..., None]]] = {}
    # Its steps on the agenda by name: (ruleset, game, events) -> done.
    steps: ClassVar[dict[str, Callable[..., bool]]] = {}
    # The end of a turn: named points, each with the ruleset's own step there (None: only
    # what modules put there), in order.
    end_of_turn: ClassVar[tuple[tuple[str, str | None], ...]] = ()

    @abstractmethod
    def setup(self, game: Game, events: list[Event]) -> int:
        """Deal the game; return the seat that plays first."""

    def turn_actions(self, game: Game, redesigns: bool = True) -> list[Action]:
        """What ``game.to_move`` may do in the turn's own stage (``"action"``); the
        redesign steps only with ``redesigns`` (``Game.legal_actions``)."""
        return game.redesign_actions(game.to_move) if redesigns else []

    def round_of(self, game: Game) -> int:
        """The round the game is in, as this way to play counts them: in the base game
        every player has one turn per round."""
        return (max(game.turn, 1) - 1) // len(game.players) + 1

    def redesign_refused(self, game: Game) -> IllegalAction | None:
        """Why a redesign step may not be taken now as a turn action (None: it may)."""
        return None

    def actions_over(self, game: Game) -> None:
        """The turn's actions are over (``Game.action_done``): what comes next."""
        game.phase = PLACEMENT

    def may_give_to_dirk(self, game: Game, tile: Tile) -> bool:
        """Whether ``tile``, waiting to be placed, may go to Dirk now (two players; the
        sort of tile and the modules have their say after this)."""
        return game.phase == PLACEMENT and tile.id in game.turn_bought

    def stage_actions(self, game: Game, stage: str) -> list[Action]:
        """What ``game.to_move`` may do in one of this ruleset's own stages."""
        return []

    def after_scoring(self, game: Game, number: int, events: list[Event]) -> None:
        """What follows each scoring in this way to play."""

    def end_game(self, game: Game) -> None:
        """The game ends: put the last steps on the agenda (the final scoring among them)."""
        game.agenda = ["scorings", "place_pending", "final_scoring"]

    # ------------------------------------------------------------------ money, if any
    def money_limit(self, game: Game, seat: int) -> int:
        return 0

    def currency_of(self, square: int) -> Currency:
        raise IllegalAction("no_market")

    def square_offer(self, game: Game, square: int) -> Offer:
        raise IllegalAction("no_market")

    def distribution_money(self, game: Game, seat: int, currency: Currency) -> int:
        return 0

    # ------------------------------------------------------------------ hidden information
    def secrets(self, game: Game, seat: int) -> list[Secret]:
        """What of the game ``seat`` cannot see, beyond the modules' (see ``Module.secrets``):
        of every way to play, the bag's order (RULES 1.7)."""
        return [Secret(tuple(places(game.bag)))]

    def redact(self, view: Game, seat: int) -> None:
        """Hide in ``view`` what of this ruleset's table ``seat`` may not know: at least its
        ``secrets`` (the bag's order is forgotten by ``hidden.view`` itself)."""

    def determinize(self, world: Game, view: Game, rng: random.Random) -> None:
        """Fill in ``world`` (a copy of ``view``) what ``redact`` hid, consistently."""

    def locations(self, game: Game) -> list[tuple[str, Tile]]:
        """Where this ruleset's own table keeps tiles, for the accounting check."""
        return []

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """Where ``piece`` may ever lie, named as ``Game.locations`` names places (a seat's
        "seat N " left out); None for a piece a module brings, which says it (``Module.
        places``). The base game's: buildings, money and scoring cards (RULES 1.1-1.6)."""
        if isinstance(piece, Tile):
            return BUILDING_PLACES if piece.category == "building" else None
        if type(piece) is MoneyCard:
            return MONEY_PLACES
        return SCORING_CARD_PLACES if isinstance(piece, ScoringCard) else None


BUILDING_PLACES = frozenset({"bag", "market", "pending", "alhambra", "reserve", "dirk"})
MONEY_PLACES = frozenset({"deck", "display", "hand", "discard"})
SCORING_CARD_PLACES = frozenset({"deck", "set aside"})   # set aside once drawn
