"""M6 Diamonds at the table: a fifth currency with its own colour and a cut-stone symbol, a
row of its own in the hand, and the words for paying with it: all diamonds, on any square."""

from __future__ import annotations

from game.i18n import N_, _
from game.rules import Card, Currency, Game, Offer, Payment
from game.rules.modules.diamonds import DIAMOND, is_diamond
from game.scenes.modules.registry import RulePage, register
from game.scenes.part import Advice, TablePart
from game.ui import theme
from game.words.refusals import Told


REFUSALS: dict[str, Told] = {
    "diamonds_alone": N_("a payment is all diamonds or none (never mixed)"),
}


class DiamondsPart(TablePart):
    module_id = "diamonds"
    refusals = REFUSALS
    rules_text = RulePage(
        N_("Diamonds are a fifth currency: eleven cards with the values 3, 4, 5, 5, 6, 6, 7, 7, "
           "8, 8 and 9. They are shuffled into the money deck before the starting money is "
           "dealt, so you may start with some. All eleven are used with two players too."),
        # Translators: a paragraph starting with "- " is a point of a list; keep the "- ".
        N_("- Diamonds pay for a tile on any square of the market, the vizier's purchases "
           "included."),
        N_("- A payment is all diamonds or no diamonds: they never mix with other currencies or "
           "with an exchange office."),
        N_("- An exact payment in diamonds gives you another action as usual."),
        N_("- Diamonds never count when the last market tiles are handed out at the end of the "
           "game."),
        N_("With other modules, you may bid diamonds for a character, pay a treasure room all "
           "in diamonds, and buy a bazaar all in diamonds, exactly. Overpaying with diamonds "
           "brings change coins as any overpayment does."),
    )

    def paying_currencies(self, game: Game, seat: int, offer: Offer,
                          cards: list[Card]) -> frozenset[Currency]:
        if offer.currency is None:
            return frozenset()
        if any(is_diamond(c) for c in cards):
            return frozenset({DIAMOND})  # chosen diamonds: only diamonds may join them
        return frozenset({DIAMOND}) if not cards else frozenset()

    def payment_hint(self, game: Game, seat: int, offer: Offer) -> str:
        if any(is_diamond(c) for c in game.purse(seat)):
            return _("Diamonds pay on any square too, all diamonds or none.")
        return ""

    def payment_words(self, game: Game, seat: int, offer: Offer, cards: list[Card],
                      payment: Payment | None, paid: int) -> Advice | None:
        if not any(is_diamond(c) for c in cards):
            return None
        if not all(is_diamond(c) for c in cards):
            return (_("Diamonds pay alone"), theme.BAD,
                    _("A payment is all diamonds or none: take the other cards out."), False)
        if payment is None:
            return (_("Paying {paid} in diamonds: {missing} more needed").format(
                        paid=paid, missing=offer.price - paid), theme.BAD,
                    _("Add diamonds from your hand."), False)
        if payment.exact and offer.extra_action:
            return (_("Paying {total} in diamonds: exact — you may act again").format(
                        total=payment.total), theme.GOOD,
                    # Translators: "Buy" is the label of the button that buys
                    _("Press Buy to confirm."), True)
        return None  # an overpayment: the usual words (and any change) apply


theme.add_currency(DIAMOND, (150, 204, 232), (20, 52, 84), "gem")
register(DiamondsPart())
