"""The base game at the table: the building market (the bag beside it) and the money
display (the deck and the discard pile beside it) in the shared zones, where the modules lay
their items too; the hand, by currency, in your own area."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, ngettext
from game.rules import Game
from game.scenes.part import MONEY, SUPPLY
from game.scenes.rulesets.base import RulesetTable
from game.scenes.rulesets.registry import register
from game.scenes.table.layout import Pieces, TableLayout, Want
from game.scenes.table.money_display import display_size, paint_display
from game.scenes.table.own_area import (
    hand_groups, hand_wants, hidden_hand_wants, paint_hand, paint_hidden_hand,
)
from game.scenes.table.supply import market_height, paint_market
from game.scenes.table.zones import draw_zone
from game.scenes.turn.scene import TurnScene
from game.ui import theme
from game.ui.fonts import SMALLEST, small_line, width_of
from game.ui.widgets import draw_text

if TYPE_CHECKING:
    from game.scenes.match import Match
    from game.scenes.table.scene import TableScene


class MoneyTable(RulesetTable):
    variant = "base"
    title_words = N_("Alhambra (money)")
    description_words = N_("Buy the buildings with money in four currencies.")

    def pieces(self, scene: TableScene) -> dict[str, Pieces]:
        width, height = display_size()
        return {SUPPLY: Pieces(0, market_height()),
                MONEY: Pieces(width, height + small_line())}

    def paint_zones(self, scene: TableScene, surface: pygame.Surface,
                    layout: TableLayout) -> None:
        game, regions = scene.game, scene.regions
        bag = len(game.bag)
        # Translators: the tiles in the bag, beside the building market
        bag_words = ngettext("Bag {count} tile", "Bag {count} tiles", bag).format(count=bag)
        # Translators: beside the building market: a tile is paid in its square's currency
        pay_words = _("pay in its currency")
        draw_zone(surface, layout.zone(SUPPLY), _("Building market"),
                  [f"{pay_words} · {bag_words}", bag_words, ""],
                  layout.folded(SUPPLY), regions)
        paint_market(surface, layout.pieces[SUPPLY], game, scene.selected_square(),
                     scene.market_notes(), regions)
        draw_zone(surface, layout.zone(MONEY), _("Money display"), scene.display_note(),
                  layout.folded(MONEY), regions)
        cards = layout.pieces[MONEY]
        paint_display(surface, cards, game, scene.chosen_display(), regions)
        _paint_piles(surface, cards, game)

    def own_wants(self, scene: TableScene) -> dict[str, Want]:
        seat = scene.match.shown_hand_seat
        if seat is None:
            return {"hand": hidden_hand_wants(len(scene.player.hand))}
        return {"hand": hand_wants(self._groups(scene, seat))}

    def paint_own(self, scene: TableScene, surface: pygame.Surface,
                  layout: TableLayout) -> None:
        game, match = scene.game, scene.match
        seat = match.shown_hand_seat
        box = layout.own["hand"]
        if seat is None:   # nobody holds the device: the hand's backs (RULES 1.7)
            large = scene.large_seat
            paint_hidden_hand(surface, box, scene.player, match.names[large],
                              [w for part in scene.parts if (w := part.secret_words(game, large))])
            return
        paint_hand(surface, box, game, seat, match.names[seat], self._groups(scene, seat),
                   scene.chosen_hand(), scene.focus_currency(), scene.regions)

    @staticmethod
    def _groups(scene: TableScene, seat: int) -> list:
        game = scene.game
        items = [item for part in scene.parts for item in part.hand_items(game, seat)]
        return hand_groups(game, seat, items,
                           lambda card: next((k for part in scene.parts
                                              if (k := part.card_kind(card))), ""))

    def turn_scene(self, match: Match) -> TableScene:
        return TurnScene(match)

    def start_words(self, game: Game, names: list[str]) -> str:
        return _("{name} starts (fewest starting cards).").format(name=names[game.current])


def _paint_piles(surface: pygame.Surface, cards: pygame.Rect, game: Game) -> None:
    """Under the display: the deck and the discard pile."""
    deck, discard = len(game.deck), len(game.discard)
    words = " · ".join([ngettext("deck {count} card", "deck {count} cards", deck).format(
        count=deck), _("discard {count}").format(count=discard)])
    if width_of(words, SMALLEST) > cards.width:   # a narrow zone: the numbers, named short
        # Translators: the cards in the deck and on the discard pile, in short
        words = _("deck {deck} · discard {discard}").format(deck=deck, discard=discard)
    draw_text(surface, words, (cards.x, cards.bottom - small_line() + 2), SMALLEST,
              theme.INK_SOFT, max_width=cards.width)


register(MoneyTable())
