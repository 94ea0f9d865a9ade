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

from game.rules import Buy, Card, Currency, Game, IllegalAction, MoneyCard, Offer
from game.scenes.modules import parts_for
from game.scenes.part import Advice, Purchase, WindowWords
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


def market_notes(game: Game, seat: int,
                 exact_only: bool = False) -> dict[int, tuple[str, theme.Colour]]:
    """For each square: can ``seat`` pay it, exactly, or how much is missing."""
    notes: dict[int, tuple[str, theme.Colour]] = {}
    for square, tile in enumerate(game.market):
        if tile is None:
            continue
        payments = [p for _, p in _options(game, seat, offer_of(game, square))]
        if any(p.exact for p in payments):
            notes[square] = ("✓ exact", theme.GOOD)
        elif exact_only:
            notes[square] = ("no exact", theme.INK_FAINT)
        elif payments:
            over = min(p.total for p in payments) - tile.price
            notes[square] = (f"✓ pays +{over}", theme.INK_SOFT)
        else:
            short = tile.price - game.players[seat].money(game.currency_of(square))
            notes[square] = (f"short by {short}", theme.BAD)
    return notes


def payment_advice(game: Game, seat: int, purchase: Purchase, card_ids: list[int],
                   window: WindowWords | None = None) -> Advice:
    """What paying ``card_ids`` for ``purchase`` would do, in words (``window``: bought
    between turns, exactly, as the module asking says)."""
    if purchase.square is not None and game.market[purchase.square] is None:
        return "That square is empty", theme.BAD, "It is refilled at the end of the turn.", False
    offer = purchase.offer
    currency = offer.currency
    price = offer.price
    parts = parts_for(game)
    buyer = f"{window.buy_label}:" if window else "Buy"
    head = f"{buyer} {purchase.title} for {purchase.price_words()}"
    exact = window is not None or offer.exact
    if not card_ids:
        hints = " ".join(h for part in parts if (h := part.payment_hint(game, seat, offer)))
        how = "exactly the price" if exact else "no change is given"
        which = f"your {currency.value} cards" if currency is not None else "cards"
        return (head, theme.INK, f"Click {which} to pay ({how}), or press Auto-pay."
                + (f" {hints}" if hints else ""), False)
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
            which = f"{currency.value} cards" if currency is not None else "cards"
            return (f"Paying {paid} of {price}: {price - paid} more needed",
                    theme.BAD, f"Add {which} from your hand.", False)
        return head, theme.BAD, _sentence(str(error)) + ".", False
    if window and not payment.exact:
        return (f"Paying {payment.total}: between turns only exactly {price}", theme.BAD,
                "Between turns a tile is bought only at its exact price.", False)
    if window:
        return (f"Paying exactly {payment.total}: ready to {window.buy_label.lower()}",
                theme.GOOD, f"Press {window.buy_label}, then build the tile at once (or put "
                f"it in the reserve). {window.spent}", True)
    for part in parts:
        words = part.payment_words(game, seat, offer, cards, payment, paid)
        if words:
            return words
    if not offer.extra_action:
        return (f"Paying {payment.total}", theme.GOOD if payment.exact else theme.WARN,
                "Press Buy to confirm. " + ("No change is given; " if not payment.exact
                                             else "") + "your actions end after it.", True)
    if payment.exact:
        return (f"Paying {payment.total}: exact — you may act again", theme.GOOD,
                "Press Buy to confirm. After an exact purchase you take another action.", True)
    return (f"Paying {payment.total}: {payment.total - price} more than the price",
            theme.WARN, "No change is given, and your actions end after this purchase.", True)


def _sentence(words: str) -> str:
    return words[:1].upper() + words[1:] if words else words
