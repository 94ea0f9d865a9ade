"""The base game at the table: the building market, the money display and the hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _
from game.rules import Game
from game.scenes import panels
from game.scenes.rulesets import register
from game.scenes.rulesets.base import RulesetTable
from game.ui.layout import rect

if TYPE_CHECKING:
    from game.scenes.match import Match
    from game.scenes.table import TableScene
    from game.ui.widgets import Regions


class MoneyTable(RulesetTable):
    variant = "base"
    title_words = N_("Alhambra (money)")
    description_words = N_("Buy the buildings with money in four currencies.")

    def paint_left(self, scene: TableScene, surface: pygame.Surface,
                   regions: Regions) -> None:
        game, match = scene.game, scene.match
        panels.paint_market(surface, rect("market"), game, scene.selected_square(),
                            scene.market_notes(), regions)
        panels.paint_display(surface, rect("display"), game, scene.chosen_display(),
                             scene.display_note(), regions)
        hand_seat = match.shown_hand_seat
        if hand_seat is None:
            panels.paint_secret_hands(surface, rect("hand"), game, [
                [w for part in scene.parts if (w := part.secret_words(game, seat))]
                for seat in range(len(game.players))])
        else:
            items = [item for part in scene.parts for item in part.hand_items(game, hand_seat)]
            panels.paint_hand(surface, rect("hand"), game, hand_seat, match.names[hand_seat],
                              scene.chosen_hand(), scene.focus_currency(), regions, items,
                              lambda card: next((k for part in scene.parts
                                                 if (k := part.card_kind(card))), ""))

    def paint_status(self, surface: pygame.Surface, area: pygame.Rect, game: Game) -> None:
        panels.paint_status(surface, area, game)

    def turn_scene(self, match: Match) -> TableScene:
        from game.scenes.turn import TurnScene

        return TurnScene(match)

    def start_words(self, game: Game, names: list[str]) -> str:
        return _("{name} starts (fewest starting cards).").format(name=names[game.current])


register(MoneyTable())
