"""M2 Exchange offices at the table: the office card's face (split between its two
currencies), its words in the display and the hand, and paying with it: both currencies
light up, and the payment is judged exact or not."""

from __future__ import annotations

import math

import pygame

from game.i18n import N_, _, language
from game.rules import Card, Currency, Game, Offer, Payment
from game.rules.modules.exchange import ExchangeCard
from game.rules.types import currency_name, currency_plural
from game.scenes.modules.registry import RulePage, register
from game.scenes.part import Advice, TablePart
from game.sprites.cards import draw_currency_symbol, register_card_face
from game.ui import paint, theme
from game.ui.canvas import new_surface, per_zoom
from game.ui.fonts import fitting_size, smallest, text
from game.words.refusals import Facts, Told


def _not_taken(facts: Facts) -> str:
    return _("this exchange office does not take {currencies}").format(
        currencies=currency_plural(facts["currency"]))


REFUSALS: dict[str, Told] = {
    "one_exchange": N_("only one exchange office per purchase"),
    "exchange_one_currency": N_("an exchange office pays only for an offer of one currency"),
    "exchange_currency": _not_taken,
    "exchange_mix": N_("pay with the exchange office's two currencies only"),
    "exchange_exact": N_("with an exchange office the payment must be exactly {price}"),
}


class ExchangePart(TablePart):
    module_id = "exchange"
    refusals = REFUSALS
    rules_text = RulePage(
        N_("Six exchange offices take part, one for each pair of the four currencies. They are "
           "shuffled face down into the money deck, two each into its 2nd, 3rd and 4th piles, "
           "so no one knows which office lies where."),
        N_("An exchange office that is drawn lies in the money display like a money card and "
           "counts toward its four cards. Taking one is your whole money action: you take that "
           "card and nothing else."),
        N_("When you buy a tile on a square whose currency is one of the office's two "
           "currencies, you may play the office and pay with any mix of those two currencies "
           "(all in one of them is a mix too). You must then pay exactly the price, and the "
           "exact payment gives you another action as usual. The office goes to the discard "
           "pile and comes back when the discard pile is shuffled into a new deck."),
        # Translators: a paragraph starting with "- " is a point of a list; keep the "- ".
        N_("- You may use only one exchange office for a purchase."),
        N_("- An exchange office is never used together with diamonds."),
    )

    def card_words(self, game: Game, card: Card) -> str:
        if not isinstance(card, ExchangeCard):
            return ""
        first, second = (currency_plural(c) for c in card.currencies)
        # Translators: {first} and {second} are currencies' money, e.g. "florins"
        return _("Exchange office: {first} and {second} pay together, exactly the "
                 "price").format(first=first, second=second)

    def card_kind(self, card: Card) -> str:
        return _("exchange offices") if isinstance(card, ExchangeCard) else ""

    def take_advice(self, game: Game, card: Card) -> Advice | None:
        if not isinstance(card, ExchangeCard):
            return None
        first, second = card.currencies
        # Translators: {first} and {second} are currencies, e.g. "florin"
        head = _("Take the exchange office {first}/{second}").format(
            first=currency_name(first), second=currency_name(second))
        # Translators: {first} and {second} are currencies' money, e.g. "florins"
        detail = _("It lets {first} and {second} pay together for a tile of either currency, "
                   "at the exact price. Taking it is your whole money action.").format(
            first=currency_plural(first), second=currency_plural(second))
        return head, theme.GOOD, detail, True

    def hand_hint(self, game: Game, card: Card) -> str:
        if not isinstance(card, ExchangeCard):
            return ""
        first, second = (currency_name(c) for c in card.currencies)
        # Translators: {first} and {second} are currencies, e.g. "florin"
        return _("Choose the {first} or {second} square first; this office then lets both "
                 "pay, exactly.").format(first=first, second=second)

    def paying_currencies(self, game: Game, seat: int, offer: Offer,
                          cards: list[Card]) -> frozenset[Currency]:
        office = _office(cards)
        if office is not None and offer.currency in office.currencies:
            return frozenset(office.currencies)
        return frozenset()

    def payment_hint(self, game: Game, seat: int, offer: Offer) -> str:
        if any(isinstance(c, ExchangeCard) and offer.currency in c.currencies
               for c in game.players[seat].hand):
            return _("An exchange office in your hand lets two currencies pay together, "
                     "exactly.")
        return ""

    def payment_words(self, game: Game, seat: int, offer: Offer, cards: list[Card],
                      payment: Payment | None, paid: int) -> Advice | None:
        if _office(cards) is None:
            return None
        if payment is None:
            if paid < offer.price:
                return (_("Paying {paid} of {price}: {missing} more needed").format(
                            paid=paid, price=offer.price, missing=offer.price - paid),
                        theme.BAD, _("Add cards of the office's two currencies."), False)
            return None
        if payment.exact and offer.extra_action:
            return (_("Paying {total} with the office: exact").format(total=payment.total),
                    theme.GOOD,
                    # Translators: "Buy" is the label of the button that buys
                    _("Press Buy to confirm. The office is spent; after an exact purchase you "
                      "take another action."), True)
        return None

    def spends(self, card: Card) -> bool:
        return isinstance(card, ExchangeCard)


def _office(cards: list[Card]) -> ExchangeCard | None:
    return next((c for c in cards if isinstance(c, ExchangeCard)), None)


@per_zoom(maxsize=256)
def _face(currencies: tuple[Currency, Currency], size: tuple[int, int],
          words_in: str) -> pygame.Surface:
    """An exchange office: the card split corner to corner between its two currencies, each
    half with its symbol, and a paper medallion with the exchange arrows; drawn once for each
    language (``words_in``) its word is written in."""
    w, h = size
    surface = new_surface(size)
    radius = max(3, w // 8)
    first, second = (theme.CURRENCY_COLOURS[c] for c in currencies)
    halves = new_surface(size)
    paint.polygon(halves, first, [(0, 0), (w, 0), (0, h)])
    paint.polygon(halves, second, [(w, 0), (w, h), (0, h)])
    mask = new_surface(size)
    paint.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    halves.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(halves, (0, 0))
    paint.rect(surface, theme.INK_SOFT, (0, 0, w, h), 1, border_radius=radius)
    r = max(2.5, w * 0.1)
    draw_currency_symbol(surface, currencies[0], (r + 3, r + 3), r, theme.PAPER)
    draw_currency_symbol(surface, currencies[1], (w - r - 3, h - r - 3), r, theme.PAPER)
    centre = (w // 2, h // 2)
    disc = max(5, round(min(w, h) * 0.3))
    paint.circle(surface, theme.PAPER, centre, disc)
    paint.circle(surface, theme.INK_SOFT, centre, disc, 1)
    if round(disc * 1.3) >= smallest():
        arrows = text("⇄", round(disc * 1.3), theme.INK, True)
        surface.blit(arrows, arrows.get_rect(center=(centre[0], centre[1] + 1)))
    else:  # a medallion too small for the sign in legible type: the arrows drawn
        _draw_arrows(surface, centre, disc)
    # Translators: written at the foot of an exchange office card; one short word
    words = _("office")
    size = fitting_size(words, round(h * 0.12), w - 4, True) if h >= 56 else None
    if size is not None:  # else (too small to read) the arrows tell it alone
        label = text(words, size, theme.INK, True)
        band = label.get_rect(midbottom=(w // 2, h - 3)).inflate(6, 2)
        paint.rect(surface, theme.PAPER, band, border_radius=3)
        surface.blit(label, label.get_rect(center=band.center))
    return surface


def _draw_arrows(surface: pygame.Surface, centre: tuple[int, int], disc: int) -> None:
    """The exchange's two arrows, one over the other and pointing apart, inside a medallion
    of radius ``disc``."""
    cx, cy = centre
    gap = max(2, round(disc * 0.3))       # each arrow's distance from the middle
    head = max(2, disc // 4)              # (the two heads never meet)
    # half an arrow's length: its head's corners stay inside the medallion's edge
    half = max(2, min(round(disc * 0.6),
                      math.isqrt(max(0, (disc - 1) ** 2 - (gap + head) ** 2)) + head - 1))
    for sign in (1, -1):                  # above pointing right, below pointing left
        y = cy - sign * gap
        paint.line(surface, theme.INK, (cx - half, y), (cx + half, y), 1)
        tip = cx + sign * half
        paint.polygon(surface, theme.INK, [(tip + sign, y), (tip - sign * head, y - head),
                                           (tip - sign * head, y + head)])


register_card_face(ExchangeCard, lambda card, size: _face(card.currencies, size, language()))
register(ExchangePart())
