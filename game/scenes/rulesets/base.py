"""What a way to play shows at the table (see ``game.scenes.rulesets``)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, ClassVar

import pygame

from game.rules import Game

if TYPE_CHECKING:
    from game.scenes.match import Match
    from game.scenes.table import TableScene
    from game.ui.widgets import Regions


class RulesetTable(ABC):
    variant: ClassVar[str]
    title: ClassVar[str]        # in the setup's choice of a way to play
    description: ClassVar[str]  # one line under it
    # Its page of the rule reference (F1), written as a module's ``rules_text`` ("" for
    # the base game, whose pages are ``rules_text.BASE``).
    rules_text: ClassVar[str] = ""

    @abstractmethod
    def paint_left(self, scene: TableScene, surface: pygame.Surface,
                   regions: Regions) -> None:
        """The left of the table (the market, display and hand areas of the layout)."""

    @abstractmethod
    def paint_status(self, surface: pygame.Surface, area: pygame.Rect, game: Game,
                     speed: str) -> None:
        """The small status panel at the bottom right."""

    @abstractmethod
    def turn_scene(self, match: Match) -> TableScene:
        """The scene that serves the turn's own stage (and any stage of the ruleset's)."""

    def start_words(self, game: Game, names: list[str]) -> str:
        """The log's first line for a new game."""
        return f"{names[game.current]} starts."
