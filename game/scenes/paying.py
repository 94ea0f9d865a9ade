"""Paying for anything for sale, in words: what a chosen set of cards would do (the engine
judges it; this only explains), the payment Auto-pay picks, and each square's note ("✓
exact").

What is being bought is a ``part.Purchase``: a market square's tile, or what a module sells
at the table (a bazaar, a treasure room), each with its offer and the action that buys it
with the cards chosen. Used for a purchase in the turn (RULES 1.3: exact pay gives another action)
and for a purchase between turns offered by a module (exact pay only). The modules' parts
add what their cards change (an exchange office lets two currencies pay together, say).
"""

from __future__ import annotations

from game.i18n import _
from game.rules import Buy, Card, Currency, Game, IllegalAction, MoneyCard, Offer
from game.rules.types import currency_name, currency_plural
from game.scenes.modules.registry import parts_for, refusal_text
from game.scenes.table.supply import MarketNote
from game.scenes.part import Advice, Purchase, WindowWords
from game.text import first_upper
from game.ui import theme


def square_purchase(game: Game, square: int) -> Purchase | None:
    """The tile on market ``square`` as a purchase in the turn (None if it is empty)."""
    tile = game.market[square]
    if tile is None:
        return None
    return Purchase(offer_of(game, square), tile, tile.label(),
                    lambda cards: Buy(square, cards), square)


def chosen_cards(game: Game, seat: int, card_ids: list[int]) -> list[Card]:
    return [c for c in game.purse(seat) if c.id in card_ids]


def offer_of(game: Game, square: int) -> Offer:
    return game.ruleset.square_offer(game, square)


def paying_currencies(game: Game, seat: int, offer: Offer,
                      card_ids: list[int]) -> frozenset[Currency] | None:
    """The currencies that can pay for ``offer`` with the chosen cards: its own, and those
    the modules' cards among them add (None: any currency pays it)."""
    if offer.currency is None:
        return None
    cards = chosen_cards(game, seat, card_ids)
    found = {offer.currency}
    for part in parts_for(game):
        found |= part.paying_currencies(game, seat, offer, cards)
    return frozenset(found)


def _options(game: Game, seat: int, offer: Offer):
    for option in game.offer_payments(seat, offer):
        ids = tuple(c.id for c in option)
        try:
            yield ids, game.judge(seat, offer, ids)
        except IllegalAction:
            continue


def best_payment(game: Game, seat: int, offer: Offer,
                 exact_only: bool = False) -> tuple[int, ...] | None:
    """The payment Auto-pay chooses: exact if possible, then the smallest overpay; a card
    worth keeping (an exchange office, say) only when it is needed, and a precious one (a
    character paying in full) only when nothing else pays."""
    parts = parts_for(game)
    best = None
    for ids, payment in _options(game, seat, offer):
        if exact_only and not payment.exact:
            continue
        spends = any(part.spends(card) for part in parts for card in payment.cards)
        keeps = any(part.keeps(card) for part in parts for card in payment.cards)
        rank = (keeps, not payment.exact, payment.total, spends, len(ids))
        if best is None or rank < best[0]:
            best = (rank, ids)
    return best[1] if best else None


def market_notes(game: Game, seat: int, exact_only: bool = False) -> dict[int, MarketNote]:
    """For each square: can ``seat`` pay it, exactly, or how much is missing."""
    notes: dict[int, MarketNote] = {}
    for square, tile in enumerate(game.market):
        if tile is None:
            continue
        payments = [p for _ids, p in _options(game, seat, offer_of(game, square))]
        if any(p.exact for p in payments):
            notes[square] = market_note(EXACT)
        elif exact_only:
            notes[square] = market_note(NO_EXACT)
        elif payments:
            notes[square] = market_note(OVERPAYS, min(p.total for p in payments) - tile.price)
        else:
            held = money_that_pays(game, seat, offer_of(game, square))
            # with money enough (an exchange office's two currencies together, say) it is
            # the exact sum that is missing, not money
            notes[square] = (market_note(NO_EXACT) if held >= tile.price
                             else market_note(SHORT, tile.price - held))
    return notes


def money_that_pays(game: Game, seat: int, offer: Offer) -> int:
    """What ``seat`` holds in the currencies that may pay ``offer``: its own, and those the
    modules' cards in the hand let pay with it."""
    purse = game.purse(seat)
    currencies = paying_currencies(game, seat, offer, [c.id for c in purse]) or frozenset()
    return sum(c.value for c in purse if isinstance(c, MoneyCard) and c.currency in currencies)


def shortfall_words(game: Game, seat: int, offer: Offer, item: str) -> str:
    """Why no cards of ``seat``'s pay ``offer`` for ``item``: what it holds in the currencies
    that may pay, and what the modules' cards in its hand allow."""
    purse = game.purse(seat)
    found = paying_currencies(game, seat, offer, [c.id for c in purse]) or frozenset()
    currencies = [c for c in game.currencies if c in found]
    names = [currency_plural(c) for c in currencies]
    if len(names) > 1:
        # Translators: two or more currencies' money, e.g. "florins and denars"
        together = _("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])
        # Translators: {currencies} are two currencies' money ("florins and denars")
        words = _("You hold {money} in {currencies} together; {item} costs {price}.")
    else:
        together = names[0] if names else ""
        # Translators: {currencies} is a currency's money in general ("florins")
        words = _("You hold {money} in {currencies}; {item} costs {price}.")
    words = words.format(money=money_that_pays(game, seat, offer), currencies=together,
                         item=item, price=offer.price)
    hints = [h for part in parts_for(game) if (h := part.payment_hint(game, seat, offer))]
    return " ".join([words, *hints])


EXACT, NO_EXACT, OVERPAYS, SHORT = "exact", "no exact", "overpays", "short"


def market_note(verdict: str, amount: int = 0) -> MarketNote:
    """The note under a square: it can be paid exactly (or, ``NO_EXACT``, not exactly when
    only that counts), paid with ``amount`` too much, or ``amount`` is missing."""
    if verdict == EXACT:
        # Translators: notes under a market square: can the player pay it, and how
        return MarketNote(_("✓ exact"), theme.GOOD, ("✓",))
    if verdict == NO_EXACT:
        return MarketNote(_("no exact"), theme.INK_FAINT, ("✗",))
    # the short forms are words still where they fit (a small window): "−9" alone says little
    if verdict == OVERPAYS:
        return MarketNote(_("✓ pays +{over}").format(over=amount), theme.INK_SOFT, (
            # Translators: a market square's note in short: paid with {over} too much
            _("✓ {over} over").format(over=amount), f"✓ +{amount}"))
    return MarketNote(_("short by {amount}").format(amount=amount), theme.BAD, (
        # Translators: a market square's note in short: {amount} is missing to pay it
        _("{amount} short").format(amount=amount), f"−{amount}"))


def payment_advice(game: Game, seat: int, purchase: Purchase, card_ids: list[int],
                   window: WindowWords | None = None) -> Advice:
    """What paying ``card_ids`` for ``purchase`` would do, in words (``window``: bought
    between turns, exactly, as the module asking says); whatever it says, what the chosen
    cards give up (a master builder leaving the game) is said too, before the purchase."""
    head, colour, detail, ready = _payment_advice(game, seat, purchase, card_ids, window)
    if not ready:
        return head, colour, detail, ready
    try:
        payment = game.judge(seat, purchase.offer, tuple(card_ids))
    except IllegalAction:   # paid some other way (a character paying in full, say)
        return head, colour, detail, ready
    cards = chosen_cards(game, seat, card_ids)
    notes = [n for part in parts_for(game)
             if (n := part.payment_note(game, seat, purchase.offer, cards, payment))]
    # first: a small window shows the detail's first sentences only
    return head, colour, " ".join([*notes, detail]), ready


def _payment_advice(game: Game, seat: int, purchase: Purchase, card_ids: list[int],
                    window: WindowWords | None) -> Advice:
    if purchase.square is not None and game.market[purchase.square] is None:
        return (_("That square is empty"), theme.BAD, _("It is refilled at the end of the turn."),
                False)
    offer = purchase.offer
    currency = offer.currency
    price = offer.price
    parts = parts_for(game)
    if window:
        # Translators: {button} is the label of the button that buys between turns
        head = _("{button}: {item} for {price}").format(
            button=window.buy_label, item=purchase.title, price=purchase.price_words())
    else:
        head = _("Buy {item} for {price}").format(item=purchase.title,
                                                  price=purchase.price_words())
    exact = window is not None or offer.exact
    if not card_ids:
        hints = [h for part in parts if (h := part.payment_hint(game, seat, offer))]
        return head, theme.INK, " ".join([_how_to_pay(currency, exact), *hints]), False
    cards = chosen_cards(game, seat, card_ids)
    paid = sum(c.value for c in cards if isinstance(c, MoneyCard))
    try:
        payment = game.judge(seat, offer, tuple(card_ids))
    except IllegalAction as error:
        for part in parts:
            words = part.payment_words(game, seat, offer, cards, None, paid)
            if words:
                return words
        if error.reason == "too_little":
            if currency is None:
                add = _("Add cards from your hand.")
            else:
                add = _("Add {currency} cards from your hand.").format(
                    currency=currency_name(currency))
            head = _("Paying {paid} of {price}: {missing} more needed").format(
                paid=paid, price=price, missing=price - paid)
            return head, theme.BAD, add, False
        return head, theme.BAD, first_upper(refusal_text(error)) + ".", False
    total = payment.total
    if window and not payment.exact:
        head = _("Paying {total}: between turns only exactly {price}").format(total=total,
                                                                              price=price)
        return head, theme.BAD, _("Between turns a tile is bought only at its exact price."), False
    if window:
        # Translators: {button} is the label of the button that buys between turns
        head = _("Paying exactly {total}: press “{button}”").format(
            total=total, button=window.buy_label)
        # Translators: {button} is the label of the button that buys between turns; {spent}
        # says what buying costs beside the money
        detail = _("Press {button}, then build the tile at once (or put it in the reserve). "
                   "{spent}").format(button=window.buy_label, spent=window.spent)
        return head, theme.GOOD, detail, True
    for part in parts:
        words = part.payment_words(game, seat, offer, cards, payment, paid)
        if words:
            return words
    if not offer.extra_action:
        if payment.exact:
            return (_("Paying {total}").format(total=total), theme.GOOD,
                    _("Press Buy to confirm. Your actions end after it."), True)
        return (_("Paying {total}").format(total=total), theme.WARN,
                _("Press Buy to confirm. No change is given; your actions end after it."), True)
    if payment.exact:
        return (_("Paying {total}: exact — you may act again").format(total=total), theme.GOOD,
                _("Press Buy to confirm. After an exact purchase you take another action."), True)
    return (_("Paying {total}: {over} more than the price").format(total=total, over=total - price),
            theme.WARN, _("No change is given, and your actions end after this purchase."), True)


def _how_to_pay(currency: Currency | None, exact: bool) -> str:
    """How to choose the cards that pay (``exact``: only the exact price does)."""
    if currency is None:
        if exact:
            return _("Click cards to pay (exactly the price), or press Auto-pay.")
        return _("Click cards to pay (no change is given), or press Auto-pay.")
    if exact:
        words = _("Click your {currency} cards to pay (exactly the price), or press Auto-pay.")
    else:
        words = _("Click your {currency} cards to pay (no change is given), or press Auto-pay.")
    return words.format(currency=currency_name(currency))
