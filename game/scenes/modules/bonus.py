"""M3 Bonus cards at the table: the holder's face-down cards in the hand (glowing once they
may be shown), revealing one with a click whenever its owner is to act, a star on the tiles
of revealed cards, and the mark of their extra building in the scoring table."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import N_, _, language, ngettext
from game.rules import BASE_TILES, Action, Event, Game
from game.rules.modules.bonus import BonusHidden, BonusRevealed, RevealBonus, bonus_cards
from game.scenes.modules.registry import RulePage, register
from game.scenes.part import HandItem, PartContext, TablePart
from game.sprites import icons
from game.sprites.cards import card_ground
from game.ui import paint, theme
from game.ui.canvas import new_surface, per_zoom
from game.ui.fonts import SMALLEST, drawn_size, fitting_size, text
from game.words.refusals import Told


CARD = "bonus_card"


REFUSALS: dict[str, Told] = {
    "bonus_not_built": N_("a bonus card is shown once its building stands in your Alhambra"),
}


class BonusPart(TablePart):
    module_id = "bonus"
    refusals = REFUSALS
    own_actions = (RevealBonus,)
    tags = (CARD,)
    count_mark = "★"
    count_words = N_("from bonus cards")
    rules_text = RulePage(
        N_("Ten bonus cards each show one of the ten buildings without walls: the pavilion 8, "
           "the seraglio 9, the arcades 9 and 10, the chambers 10 and 11, the garden 10 and 11, "
           "and the tower 11 and 12."),
        N_("They are dealt face down: three to each player with 2 or 3 players, two each with "
           "4 or 5, one each with 6. The rest leave the game unseen. Dirk gets none."),
        N_("Once the tile shown on one of your cards stands in your Alhambra, you may reveal "
           "the card whenever you are to act: on your turn, between turns, or when you have a "
           "choice to make. At each scoring, every card whose tile stands in its owner's "
           "Alhambra is revealed automatically."),
        N_("A revealed card counts as one more building of its kind for as long as its tile "
           "stays in your Alhambra, so the tile and the card together count as two. If the "
           "tile leaves your Alhambra, the card goes back to your hand, hidden again."),
    )

    @staticmethod
    def hidden(game: Game, seat: int) -> list[int]:
        """The tiles shown by ``seat``'s face-down cards (ask only for the device holder)."""
        return [t for t in game.ext["bonus"].hidden[seat] if t >= 0]

    def hand_items(self, game: Game, seat: int) -> list[HandItem]:
        built = {t.id for t in game.players[seat].alhambra.tiles()}
        return [HandItem(CARD, tile_id, lambda size, t=tile_id: bonus_card(t, size),
                         ready=tile_id in built, kind=_("bonus cards"))
                for tile_id in self.hidden(game, seat)]

    def rule_pictures(self) -> list[pygame.Surface]:
        return [bonus_card(card.tile, (46, 64)) for card in bonus_cards()[:5]]

    def secret_words(self, game: Game, seat: int) -> str:
        count = len(game.ext["bonus"].hidden[seat])
        return ngettext("{count} bonus card", "{count} bonus cards", count).format(count=count)

    def facts(self, game: Game, seat: int) -> list[str]:
        count = len(game.ext["bonus"].hidden[seat])
        # Translators: how many bonus cards a player holds face down
        return [ngettext("{count} hidden bonus", "{count} hidden bonus", count).format(
            count=count)]

    def marked_tiles(self, game: Game, seat: int) -> set[int | str]:
        return set(game.ext["bonus"].revealed[seat])

    def tip(self, ctx: PartContext, tag: str, key: Any) -> str:
        built = any(t.id == key for t in ctx.player.alhambra.tiles())
        if built:
            return _("Bonus card: {tile}. Click to reveal it: it then counts twice.").format(
                tile=_label(key))
        return _("Bonus card: {tile}. Reveal it once it is built.").format(tile=_label(key))

    def press(self, ctx: PartContext, tag: str, key: Any) -> None:
        """Show the card if its building stands in the Alhambra, else say why not."""
        if RevealBonus(key) not in ctx.game.legal_actions():
            ctx.say(_("This bonus card can be shown once {tile} stands in your "
                        "Alhambra.").format(tile=_label(key)))
            return
        ctx.act(RevealBonus(key), _("Bonus card shown: {tile} counts twice while it "
                                      "stays.").format(tile=_label(key)))

    def tell(self, event: Event, names: list[str]) -> str | None:
        if isinstance(event, BonusRevealed):
            return _("{name} revealed a bonus card: {tile}").format(name=names[event.seat],
                                                                    tile=event.tile.label())
        if isinstance(event, BonusHidden):
            return _("{name}'s bonus card went back to the hand").format(name=names[event.seat])
        return None

    def describe(self, action: Action) -> str:
        if isinstance(action, RevealBonus):
            return _("Reveal your bonus card of {tile}").format(tile=_label(action.tile))
        return ""


def _label(tile_id: int) -> str:
    tile = next((t for t in BASE_TILES if t.id == tile_id), None)
    return tile.label() if tile else _("its building")


def bonus_card(tile_id: int, size: tuple[int, int]) -> pygame.Surface:
    """A bonus card: a gold-edged card showing the wall-less building it stands for."""
    return _bonus_card(tile_id, size, language())


@per_zoom(maxsize=128)
def _bonus_card(tile_id: int, size: tuple[int, int], words_in: str) -> pygame.Surface:
    """``bonus_card``, drawn once for each language (``words_in``) it is written in."""
    from game.sprites.tiles import tile_surface

    w, h = size
    surface = new_surface(size)
    radius = max(3, w // 8)
    outer = pygame.Rect(0, 0, w, h)
    surface.blit(card_ground(theme.TEAL, outer.size), (0, 0))
    paint.rect(surface, theme.GOLD, outer.inflate(-2, -2), max(1, w // 16),
               border_radius=radius)
    tile = next(t for t in BASE_TILES if t.id == tile_id)
    price = _price_size(tile.price, w, h)
    # on a small card (the hand's) the price under the building tells two cards of one
    # kind apart, where the tile itself is too small to show it
    under = drawn_size(price) + 2 if price is not None else 0
    side = max(8, min(w - 6, h - (16 if h >= 50 else 8) - under))
    picture = tile_surface(tile, side)
    spot = picture.get_rect(center=(w // 2, (h - under) // 2 + (5 if h >= 50 else 0)))
    surface.blit(picture, spot)
    if price is not None:
        number = text(str(tile.price), price, theme.GOLD_LIGHT, True)
        surface.blit(number, number.get_rect(midbottom=(w // 2, h - 1)))
    # Translators: written in capitals at the top of a bonus card
    words = _("BONUS")
    size = _label_size(words, w, h)
    if size is not None:
        label = text(words, size, theme.GOLD_LIGHT, True)
        surface.blit(label, label.get_rect(midtop=(w // 2, 2)))
    else:  # no room for the word in legible type: the star says "bonus" alone
        star = icons.star(12)
        surface.blit(star, star.get_rect(center=(w - 6, 6)))
    return surface


def _price_size(price: int, w: int, h: int) -> int | None:
    """The size of the price written under the building on a small card (one too small for
    its tile to show the price), if it has room there."""
    if h >= 50 or h < drawn_size(SMALLEST) + 12:
        return None
    return fitting_size(str(price), SMALLEST, w - 4, True)


def _label_size(words: str, w: int, h: int) -> int | None:
    """The size of the word at the top of a ``w``×``h`` card, if it has room there: a tall
    card (the picture leaves a band above it), the word legible and inside the gold edge."""
    if h < 50:
        return None
    return fitting_size(words, max(SMALLEST, round(h * 0.13)), w - 6, True)


register(BonusPart())
