"""M11 Change at the table: coins drawn as round coins in their currency's colour (they pay
from the hand like money), the coin bag's count beside the money display, each player's coins
as a fact beside their name, and the change a payment would bring said before it is made."""

from __future__ import annotations

import pygame

from game.i18n import N_, _, ngettext
from game.rules import CURRENCIES, Card, Event, Game, Offer, Payment, currency_name
from game.rules.modules.change import ChangeGiven, Coin, coins_of
from game.scenes.modules.registry import RulePage, register
from game.scenes.part import MONEY, Advice, PartContext, TablePart, ZoneItem
from game.sprites import icons
from game.sprites.cards import register_card_face
from game.ui import theme
from game.ui.canvas import new_surface, per_zoom
from game.ui.fonts import SMALLEST
from game.ui.widgets import draw_text


BAG = "coin_bag"


class ChangePart(TablePart):
    module_id = "change"
    rules_text = RulePage(
        N_("A bag holds 24 change coins of value 1, six in each currency."),
        N_("Whenever you overpay a purchase, you draw half the amount overpaid, rounded down, "
           "in coins at random from the bag, as far as it holds coins. This holds for buildings "
           "and camps, for a character won at auction, and for payments in diamonds too. "
           "Overpaying on purpose is allowed."),
        # Translators: a paragraph starting with "- " is a point of a list; keep the "- ".
        N_("- Your coins lie open in front of you. Each pays like a money card of value 1 in its "
           "currency, and a coin paid goes back into the bag."),
        N_("- Coins count when the last market tiles are handed out at the end of the game."),
        N_("- A treasure room gives no change, and a bazaar is always paid exactly."),
    )

    def facts(self, game: Game, seat: int) -> list[str]:
        coins = len(coins_of(game, seat))
        if not coins:
            return []
        return [ngettext("{count} coin", "{count} coins", coins).format(count=coins)]

    def card_words(self, game: Game, card: Card) -> str:
        if not isinstance(card, Coin):
            return ""
        # Translators: {currency} is a currency's name, e.g. florin
        return _("A coin: pays 1 {currency}; it lies open, and counts at the end").format(
            currency=currency_name(card.currency))

    def zone_items(self, ctx: PartContext) -> list[ZoneItem]:
        """The coin bag beside the money display, folded: how many coins it holds."""
        left = len(ctx.game.ext["change"].bag)

        def icon(surface: pygame.Surface, box: pygame.Rect) -> None:
            surface.blit(coin_face(CURRENCIES[0], box.size), box)

        coins = ngettext("{count} coin", "{count} coins", left).format(count=left)
        # Translators: what change is, beside the coin bag's count; keep it short
        change = _("half the overpay")
        return [ZoneItem(MONEY, BAG, _("Coin bag"), count=str(left), icon=icon,
                         words=f"{coins} · {change}")]

    def tell(self, event: Event, names: list[str]) -> str | None:
        if not isinstance(event, ChangeGiven):
            return None
        name = names[event.seat]
        if event.coins:
            words = ", ".join(coin.label() for coin in event.coins)
            return _("{name} overpaid by {overpaid} and got change: {coins}").format(
                name=name, overpaid=event.overpaid, coins=words)
        return _("{name} overpaid by {overpaid}, but the coin bag is empty").format(
            name=name, overpaid=event.overpaid)

    def payment_words(self, game: Game, seat: int, offer: Offer, cards: list[Card],
                      payment: Payment | None, paid: int) -> Advice | None:
        if payment is None or payment.exact or payment.total <= offer.price or not offer.change:
            return None  # (no change for a treasure room, D30)
        over = payment.total - offer.price
        coins = min(over // 2, len(game.ext["change"].bag))
        if coins:
            head = ngettext("Paying {total}: {over} over, {count} coin of change",
                            "Paying {total}: {over} over, {count} coins of change", coins)
        else:
            head = _("Paying {total}: {over} over, no change")
        return (head.format(total=payment.total, over=over, count=coins), theme.WARN,
                _("Change is half the overpay, rounded down, from the coin bag; coins lie open "
                  "before you and pay like money. Your actions end after this purchase."), True)


@per_zoom(maxsize=64)
def coin_face(currency, size: tuple[int, int]) -> pygame.Surface:
    """A coin of change: a coin in its currency's colour, worth 1."""
    surface = new_surface(size)
    radius = min(size) // 2 - 1
    centre = (size[0] // 2, size[1] // 2)
    coin = icons.coin(2 * radius, theme.CURRENCY_COLOURS[currency])
    surface.blit(coin, coin.get_rect(center=centre))
    draw_text(surface, "1", centre, max(SMALLEST, radius), theme.CURRENCY_INK[currency],
              anchor="center", bold=True, serif=True)
    return surface


register_card_face(Coin, lambda card, size: coin_face(card.currency, size))
register(ChangePart())
