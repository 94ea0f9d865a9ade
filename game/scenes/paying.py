"""Paying for a market tile, in words: what a chosen set of cards would do (the engine judges
it; this only explains), the payment Auto-pay picks, and each square's note ("✓ exact").

Used for a purchase in the turn (RULES 1.3: exact pay gives another action) and for the
vizier between turns (M1: exact pay only). An exchange office (M2) lets its two currencies
pay together, exactly the price.
"""

from __future__ import annotations

from game.rules import Card, Currency, Game, IllegalAction, MoneyCard
from game.rules.modules.exchange import ExchangeCard
from game.ui import theme

Advice = tuple[str, theme.Colour, str, bool]  # headline, its colour, detail, may confirm


def office_in(game: Game, seat: int, card_ids: list[int]) -> ExchangeCard | None:
    """The exchange office among the chosen cards, if any."""
    return next((c for c in game.players[seat].hand
                 if c.id in card_ids and isinstance(c, ExchangeCard)), None)


def paying_currencies(game: Game, seat: int, square: int,
                      card_ids: list[int]) -> frozenset[Currency]:
    """The currencies that can pay for ``square`` with the chosen cards: its own, and with
    an exchange office the office's other one."""
    currencies = {game.currency_of(square)}
    office = office_in(game, seat, card_ids)
    if office is not None and game.currency_of(square) in office.currencies:
        currencies.update(office.currencies)
    return frozenset(currencies)


def _options(game: Game, seat: int, square: int):
    for option in game.payment_options(seat, square):
        ids = tuple(c.id for c in option)
        try:
            yield ids, game.judge_payment(seat, square, ids)
        except IllegalAction:
            continue


def best_payment(game: Game, seat: int, square: int,
                 exact_only: bool = False) -> tuple[int, ...] | None:
    """The payment Auto-pay chooses: exact if possible, then the smallest overpay; an
    exchange office only when it is needed (it is spent by paying)."""
    best = None
    for ids, payment in _options(game, seat, square):
        if exact_only and not payment.exact:
            continue
        uses_office = office_in(game, seat, list(ids)) is not None
        rank = (not payment.exact, payment.total, uses_office, len(ids))
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
        payments = [p for _, p in _options(game, seat, square)]
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


def payment_advice(game: Game, seat: int, square: int, card_ids: list[int],
                   vizier: bool = False) -> Advice:
    """What paying ``card_ids`` for ``square`` would do, in words."""
    tile = game.market[square]
    if tile is None:
        return "That square is empty", theme.BAD, "It is refilled at the end of the turn.", False
    currency = game.currency_of(square)
    buyer = "Vizier: buy" if vizier else "Buy"
    head = f"{buyer} {tile.label()} for {tile.price} {currency.value}s"
    hand: list[Card] = game.players[seat].hand
    offices = [c for c in hand if isinstance(c, ExchangeCard) and currency in c.currencies]
    if not card_ids:
        extra = (" An exchange office in your hand lets two currencies pay together, "
                 "exactly." if offices else "")
        how = "exactly the price" if vizier else "no change is given"
        return (head, theme.INK,
                f"Click your {currency.value} cards to pay ({how}), or press Auto-pay.{extra}",
                False)
    paid = sum(c.value for c in hand if c.id in card_ids and isinstance(c, MoneyCard))
    office = office_in(game, seat, card_ids)
    try:
        payment = game.judge_payment(seat, square, tuple(card_ids))
    except IllegalAction as error:
        if error.reason == "too_little" or (office is not None and paid < tile.price):
            more = "Add cards of the office's two currencies." if office else \
                f"Add {currency.value} cards from your hand."
            return (f"Paying {paid} of {tile.price}: {tile.price - paid} more needed",
                    theme.BAD, more, False)
        return head, theme.BAD, _sentence(str(error)) + ".", False
    if vizier and not payment.exact:
        return (f"Paying {payment.total}: the vizier pays exactly {tile.price}", theme.BAD,
                "Between turns a tile is bought only at its exact price.", False)
    if vizier:
        return (f"Paying exactly {payment.total}: your vizier buys it", theme.GOOD,
                "Press Buy with vizier, then build the tile at once (or put it in the "
                "reserve). Your vizier is then spent until you reactivate it.", True)
    if payment.exact:
        if office is not None:
            return (f"Paying {payment.total} with the office: exact", theme.GOOD,
                    "Press Buy to confirm. The office is spent; after an exact purchase you "
                    "take another action.", True)
        return (f"Paying {payment.total}: exact — you may act again", theme.GOOD,
                "Press Buy to confirm. After an exact purchase you take another action.", True)
    return (f"Paying {payment.total}: {payment.total - tile.price} more than the price",
            theme.WARN, "No change is given, and your actions end after this purchase.", True)


def _sentence(words: str) -> str:
    return words[:1].upper() + words[1:] if words else words
