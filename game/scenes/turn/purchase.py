"""The turn's purchase flow (RULES 1.3): money chosen in the display and taken, or something
chosen to buy (a market square's tile, or what a module sells: a bazaar, a treasure room)
and the cards of the hand that pay for it, chosen by the player or by Auto-pay; each choice
judged by the engine before it is sent. Between turns, a module's purchase (the vizier's)
goes the same way."""

from __future__ import annotations


from game.i18n import _
from game.rules import ACTION, WINDOW, Currency, IllegalAction, MoneyCard, TakeMoney, market_currencies
from game.rules.types import currency_name, currency_plural
from game.scenes.menu import MenuEntry, MenuScene
from game.scenes.part import Advice
from game.scenes.paying import (
    Purchase, best_payment, market_notes, paying_currencies, shortfall_words, square_purchase,
)
from game.ui import theme


class PurchaseFlow:
    """The turn scene's money taken and purchases (``take``: the display's cards chosen;
    ``buying``: what is being bought, ``pay``: the cards chosen to pay for it)."""

    take: list[int]
    buying: Purchase | None
    pay: list[int]

    def selected_square(self) -> int | None:
        return self.buying.square if self.buying is not None else None

    def chosen_display(self) -> list[int]:
        return self.take

    def chosen_hand(self) -> list[int]:
        return self.pay

    def focus_currency(self) -> frozenset[Currency] | None:
        if self.buying is None:
            return None
        return paying_currencies(self.game, self.game.to_move, self.buying.offer, self.pay)

    def market_notes(self) -> dict[int, tuple[str, theme.Colour]]:
        """For the player to move: which squares they can pay, and exactly."""
        if not self.my_turn or self.game.phase not in (ACTION, WINDOW):
            return {}
        return market_notes(self.game, self.game.to_move, exact_only=self.in_window)

    def _take_advice(self) -> Advice:
        game = self.game
        cards = [c for c in game.display if c.id in self.take]
        total = sum(getattr(c, "value", 0) for c in cards)
        sums = " + ".join(str(getattr(c, "value", "?")) for c in cards)
        limit = game.money_limit(game.to_move)
        problem = self.why_not(TakeMoney(tuple(self.take)))
        if problem is None:
            if len(cards) == 1 and not cards[0].is_money:
                found = next((a for part in self.parts
                              if (a := part.take_advice(game, cards[0]))), None)
                if found:
                    return found
            if len(cards) > 1:
                # Translators: {sum} is the cards' values added up, "3 + 4"
                head = _("Take {sum} = {total}").format(sum=sums, total=total)
            else:
                head = _("Take the {card}").format(card=cards[0].label())
            return head, theme.GOOD, _("Taking money ends your actions for this turn."), True
        if any(not c.is_money for c in cards):
            return (_("That card is taken alone"), theme.BAD,
                    _("Taking it is the whole money action: choose it alone."), False)
        if len(cards) > 1 and total > limit:
            return (_("{sum} = {total}: more than {limit}").format(sum=sums, total=total,
                                                                   limit=limit), theme.BAD,
                    _("Several cards may add up to at most {limit}; one card alone may be "
                      "worth more.").format(limit=limit), False)
        return _("You cannot take these cards"), theme.BAD, problem, False

    def confirm_take(self) -> None:
        self.act(TakeMoney(tuple(self.take)))

    def confirm_buy(self) -> None:
        """Buy what is chosen with the cards chosen; a purchase with a question of its own
        (it would bring nothing, say) asks it first."""
        buying = self.buying
        if buying is None:
            return
        if buying.caution and self.advice()[3]:
            entries = [MenuEntry(_("Yes, buy it"), self._buy), MenuEntry(_("Not now"),
                                                                          lambda: None)]
            self.match.app.stack.open_dialog(MenuScene(self.match.app, buying.caution, entries,
                                                       note=buying.brings))
            return
        self._buy()

    def _buy(self) -> None:
        buying = self.buying
        if buying is None:
            return
        game = self.game
        cards = tuple(self.pay)
        title = buying.title
        if self.in_window:
            words = self.window_words()
            action = next((a for part in self.parts
                           if (a := part.window_purchase(game, buying.offer, cards))), None)
            if action is not None and self.act(action) and words:
                self.say(words.bought.format(tile=title), good=True)
            return
        try:
            again = game.judge(game.to_move, buying.offer, cards).exact \
                and buying.offer.extra_action
        except IllegalAction:
            again = False  # the engine refuses it below, with its reason
        if self.act(buying.action(cards)):
            self.say(_("Bought {item}: exact, you may act again.").format(item=title) if again
                     else _("Bought {item}.").format(item=title), good=True)

    def auto_pay(self) -> None:
        """Choose a payment for what is being bought: exact if possible, else the smallest
        (between turns: exact only)."""
        game, seat = self.game, self.game.to_move
        buying = self.buying
        if buying is None:
            return
        offer = buying.offer
        ids = best_payment(game, seat, offer, exact_only=self.in_window)
        if ids is None:
            currency = offer.currency
            if currency is None:
                have = sum(c.value for c in game.purse(seat) if isinstance(c, MoneyCard))
                self.say(_("You hold {money} in all; {item} costs {price}.").format(
                    money=have, item=buying.title, price=offer.price))
            elif self.in_window or offer.exact:
                # Translators: {currencies} is a currency's money in general ("florins")
                self.say(_("No cards of yours make exactly {price} in {currencies}.").format(
                    price=offer.price, currencies=currency_plural(currency)))
            else:
                self.say(shortfall_words(game, seat, offer, buying.title))
            return
        self.pay = list(ids)
        self.touch()

    def _choose_display_card(self, card_id: int) -> None:
        """A card of the money display clicked: chosen to be taken (clicked again, let go);
        whatever else was chosen is let go."""
        self.buying, self.pay, self.redesign_tile, self.targets = None, [], None, None
        self.choice = None
        _toggle(self.take, card_id)

    def _choose_square(self, square: int) -> None:
        purchase = square_purchase(self.game, square)
        if purchase is None:
            self.take, self.redesign_tile, self.targets, self.choice = [], None, None, None
            self.say(_("Square {number} is empty until the end of this turn.").format(
                number=square + 1))
            return
        self._choose_purchase(purchase)

    def _choose_purchase(self, purchase: Purchase) -> None:
        """Choose what to buy (choosing it again lets it go); the cards come next."""
        same = self.buying is not None and (self.buying.offer.source, self.buying.offer.key) \
            == (purchase.offer.source, purchase.offer.key)
        self._clear()
        if not same:
            self.buying = purchase

    def _choose_card(self, card_id: int) -> None:
        card = next((c for c in self.game.purse(self.game.to_move) if c.id == card_id), None)
        if card is None:
            return
        if self.buying is None:
            if not isinstance(card, MoneyCard):
                hint = next((h for part in self.parts if (h := part.hand_hint(self.game, card))),
                            _("Choose a market square first, then the cards to pay with."))
                self.say(hint, good=True)
                return
            # A money card fits exactly one square: choose it for the player.
            if card.currency not in market_currencies():
                self.say(_("Choose a market square first, then the cards to pay with."))
                return
            purchase = square_purchase(self.game, market_currencies().index(card.currency))
            if purchase is None:
                self.say(_("The {currency} square is empty this turn.").format(
                    currency=currency_name(card.currency)))
                return
            self._choose_purchase(purchase)
            self.pay = [card_id]
            return
        _toggle(self.pay, card_id)


def _toggle(items: list, item: object) -> None:
    if item in items:
        items.remove(item)
    else:
        items.append(item)
