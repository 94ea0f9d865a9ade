"""M1 The Vizier's Favour at the table: each seat's vizier token, the purchase between
turns (the market square and the exact payment, as in a turn), passing, and reactivating a
spent vizier as a turn action."""

from __future__ import annotations

import pygame

from game.i18n import N_, _, pgettext
from game.rules import WINDOW, Action, Event, Game, Offer
from game.rules.modules.vizier import (
    ReactivateVizier, UseVizier, VizierBought, VizierBuy, VizierReactivated,
)
from game.scenes.modules.registry import RulePage, part_of, register
from game.scenes.part import PartButton, PartContext, TablePart, Token, WindowWords
from game.sprites.tiles import tile_surface
from game.sprites.tokens import draw_token
from game.ui.canvas import new_surface
from game.words.refusals import Told

PICTURE = 58   # px: a piece's picture on the module's rule page




REFUSALS: dict[str, Told] = {
    "vizier_reactivate": N_("the vizier is reactivated as a turn action"),
    "vizier_active": N_("your vizier is already active"),
    "wrong_phase": N_("the vizier acts between turns"),
    "vizier_own_turn": N_("not right after your own turn"),
    "vizier_spent": N_("your vizier is not active"),
    "not_for_sale": N_("that is not for sale now"),
    "vizier_exact": N_("the vizier buys only at the exact price"),
}


class VizierPart(TablePart):
    module_id = "vizier"
    refusals = REFUSALS
    own_actions = (UseVizier, VizierBuy, ReactivateVizier)
    rules_text = RulePage(
        N_("Each player has a vizier, ready for use at the start of the game."),
        N_("After each turn, once its tiles are placed, the market and display filled again "
           "and any scoring done, every other player whose vizier is ready may buy one market "
           "tile before the next turn; the player who has just played may not. Players are "
           "asked in turn order from the player whose turn is next; only those who can pay "
           "some market tile exactly are asked."),
        # Translators: a paragraph starting with "- " is a point of a list; keep the "- ".
        N_("- You pay exactly, in the currency of the tile's square, and place the tile at "
           "once in your Alhambra or your reserve. No other action follows."),
        N_("- Your vizier is then spent, the market is filled again, and the players who have "
           "not used theirs are asked again."),
        N_("- Making your vizier ready again is an action on your turn, and it ends your "
           "actions."),
        N_("- No character card may be used with a vizier purchase."),
        N_("After the turn that ends the game the viziers may still buy, before the last "
           "market tiles are handed out. If the market cannot be filled after a vizier "
           "purchase, the game ends as it would at the end of a turn."),
    )

    @staticmethod
    def active(game: Game) -> list[bool]:
        return game.ext["vizier"].active

    def rule_pictures(self) -> list[pygame.Surface]:
        """The vizier token, ready and spent."""
        letter = pgettext("vizier token", "V")
        pictures = []
        for ready in (True, False):
            picture = new_surface((PICTURE, PICTURE))
            draw_token(picture, (PICTURE // 2, PICTURE // 2), PICTURE // 2 - 2, letter, ready)
            pictures.append(picture)
        return pictures

    def tokens(self, game: Game, seat: int) -> list[Token]:
        # Translators: the letter on a player's vizier token, for "vizier"
        letter = pgettext("vizier token", "V")
        return [Token(letter, self.active(game)[seat], _("vizier ready"))]

    def facts(self, game: Game, seat: int) -> list[str]:
        return [_("vizier ready") if self.active(game)[seat] else _("vizier spent")]

    def turn_help(self, ctx: PartContext) -> str:
        if ReactivateVizier() not in ctx.game.legal_actions():
            return ""
        # Translators: "Reactivate vizier" is the label of a button
        return _("Your vizier is spent: Reactivate vizier makes it ready again, as your "
                 "action.")

    def buttons(self, ctx: PartContext) -> list[PartButton]:
        if ReactivateVizier() not in ctx.game.legal_actions():
            return []
        return [PartButton(_("Reactivate vizier"), "reactivate", ReactivateVizier(),
                           _("Your vizier is ready again (from the next turn on)."), 146,
                           confirm=_("Reactivate your vizier? It is your action this turn: "
                                     "no money taken, nothing bought."))]

    def tell(self, event: Event, names: list[str]) -> str | None:
        if isinstance(event, VizierReactivated):
            return _("{name} reactivated the vizier").format(name=names[event.seat])
        if isinstance(event, VizierBought):
            return _("{name}'s vizier bought {tile}").format(name=names[event.seat],
                                                             tile=event.tile.label())
        return None

    def describe(self, action: Action) -> str:
        if isinstance(action, UseVizier):
            return _("Vizier: buy the tile on square {square}").format(square=action.square + 1)
        if isinstance(action, VizierBuy):  # the module selling it words it (a bazaar, D35)
            seller = part_of(action.source)
            words = seller.describe(action) if seller is not None and seller is not self else ""
            return words or _("Vizier: buy a tile beside the market")
        if isinstance(action, ReactivateVizier):
            return _("Reactivate your vizier")
        return ""

    def words(self, game: Game, action: Action) -> str:
        if isinstance(action, VizierBuy):  # with the cards it pays, in the seller's words
            seller = part_of(action.source)
            words = seller.words(game, action) if seller is not None and seller is not self \
                else ""
            return words or self.describe(action)
        return self.describe(action)

    def window_words(self, game: Game, seat: int) -> WindowWords | None:
        if any(isinstance(a, (UseVizier, VizierBuy)) for a in game.legal_actions()):
            return WindowWords(
                status=_("between turns: the vizier may buy a tile at its exact price"),
                head=_("Your vizier may buy a tile now"),
                detail=_("Between turns, choose a market square and pay its exact price: you "
                         "build the tile at once. Or pass. A used vizier is spent until "
                         "reactivated."),
                # Translators: a button
                buy_label=_("Buy with vizier"),
                spent=_("Your vizier is then spent until you reactivate it."),
                # Translators: {tile} is the tile bought, e.g. "tower 9"
                bought=_("Your vizier bought {tile}: build it now."),
                passed=_("You passed: your vizier stays ready."),
            )
        return None

    def window_purchase(self, game: Game, offer: Offer, cards: tuple[int, ...]) -> Action:
        if offer.source == "square":
            return UseVizier(offer.key, cards)
        return VizierBuy(offer.source, offer.key, cards)  # a bazaar (D35)

    def curtain_reason(self, game: Game, seat: int) -> str:
        if game.phase == WINDOW and game.to_move == seat and self.window_words(game, seat):
            return _("Your vizier may buy a market tile now.")
        return ""

    def flight_source(self, ctx: PartContext,
                      action: Action) -> tuple[pygame.Surface, pygame.Rect] | None:
        if not isinstance(action, UseVizier):
            return None
        tile = ctx.game.market[action.square]
        where = ctx.regions.rect_of("square_tile", action.square)
        return (tile_surface(tile, where.width), where) if tile and where else None

    def flight_target(self, ctx: PartContext, action: Action) -> pygame.Rect | None:
        return ctx.last_region("tray_tile") if isinstance(action, UseVizier) else None


register(VizierPart())
