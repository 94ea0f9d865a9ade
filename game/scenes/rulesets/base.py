"""What a way to play shows at the table (see ``game.scenes.rulesets``): the layer of the
table's map that names its zones, its pieces in the shared zones (the market and the money
display, or a dice board), the hand in your own area, its rule page, its words on hover,
and the scene of its turn."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, ClassVar

import pygame

from game.i18n import _
from game.rules import Event, Game
from game.scenes.modules.registry import tell as tell_event
from game.ui.layout import BASE_LAYOUT

if TYPE_CHECKING:
    from game.scenes.match import Match
    from game.scenes.table.layout import Pieces, TableLayout, Want
    from game.scenes.table.scene import TableScene


class RulesetTable(ABC):
    variant: ClassVar[str]
    layout: ClassVar[str] = BASE_LAYOUT   # the layer of the table's map naming its zones
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

    def pieces(self, scene: TableScene) -> dict[str, Pieces]:
        """The room its own pieces take in the shared zones that hold the modules' items
        ({}: it has no such zones)."""
        return {}

    @abstractmethod
    def paint_zones(self, scene: TableScene, surface: pygame.Surface,
                    layout: TableLayout) -> None:
        """Its zones of the table and its pieces in them (the shared area)."""

    def own_wants(self, scene: TableScene) -> dict[str, Want]:
        """What its boxes of your own area want (a hand of cards: "hand")."""
        return {}

    def paint_own(self, scene: TableScene, surface: pygame.Surface,
                  layout: TableLayout) -> None:
        """Its boxes of your own area (``layout.own``)."""

    @abstractmethod
    def turn_scene(self, match: Match) -> TableScene:
        """The scene that serves the turn's own stage (and any stage of the ruleset's)."""

    def tip(self, scene: TableScene, tag: str, key: object) -> str:
        """Words for the pointer over one of its hit areas named in ``tags``."""
        return ""

    def tell(self, event: Event, names: list[str]) -> str:
        """An event in words for the log, in the language spoken now: a module's, by its
        table part, or the base game's (a way to play with events of its own tells them)."""
        return tell_event(event, names)

    def start_words(self, game: Game, names: list[str]) -> str:
        """The log's first line for a new game."""
        return _("{name} starts.").format(name=names[game.current])
