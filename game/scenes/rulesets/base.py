"""What a way to play shows at the table (see ``game.scenes.rulesets``)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, ClassVar

import pygame

from game.i18n import _
from game.rules import Game

if TYPE_CHECKING:
    from game.scenes.match import Match
    from game.scenes.table import TableScene
    from game.ui.widgets import Regions


class RulesetTable(ABC):
    variant: ClassVar[str]
    # Its words in English, marked with N_; the properties below give them in the player's
    # language.
    title_words: ClassVar[str]
    description_words: ClassVar[str]
    rules_paragraphs: ClassVar[tuple[str, ...]] = ()
    tags: ClassVar[tuple[str, ...]] = ()   # its hit areas that tell something on hover

    @property
    def title(self) -> str:
        """Its name in the setup's choice of a way to play."""
        return _(self.title_words)

    @property
    def description(self) -> str:
        """One line under its name."""
        return _(self.description_words)

    @property
    def rules_text(self) -> str:
        """Its page of the rule reference (F1), written as a module's ``rules_text`` ("" for
        the base game, whose pages are ``rules_text.BASE``)."""
        return "\n\n".join(_(paragraph) for paragraph in self.rules_paragraphs)

    @abstractmethod
    def paint_left(self, scene: TableScene, surface: pygame.Surface,
                   regions: Regions) -> None:
        """The left of the table (the market, display and hand areas of the layout)."""

    @abstractmethod
    def paint_status(self, surface: pygame.Surface, area: pygame.Rect, game: Game) -> None:
        """The small status panel at the bottom right."""

    @abstractmethod
    def turn_scene(self, match: Match) -> TableScene:
        """The scene that serves the turn's own stage (and any stage of the ruleset's)."""

    def tip(self, scene: TableScene, tag: str, key: object) -> str:
        """Words for the pointer over one of its hit areas named in ``tags``."""
        return ""

    def start_words(self, game: Game, names: list[str]) -> str:
        """The log's first line for a new game."""
        return _("{name} starts.").format(name=names[game.current])
