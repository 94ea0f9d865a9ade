"""The base game's ruleset: tiles bought with money (RULES 1.2, 1.3, 1.6, 1.8).

Over the shared core (players, Alhambras, placement and redesign, stages, scoring, views,
saves) this ruleset brings the building market, the money deck with its display and
discard pile, the turn actions of taking money and buying, the refills at the end of a
turn (with the scoring cards in the deck), Dirk's tiles from the bag, and the end of the
game when the bag runs dry, with the market handed out to the richest.

Its state lies on the game itself (``market``, ``display``, ``deck``, ``discard``,
``set_aside``, ``deck_ranges``), where the table and the bots read it.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import TYPE_CHECKING

from game.rules.actions import Action, Buy, TakeMoney
from game.rules.data import base_tiles, market_currencies, money_cards
from game.rules.editions import FIRST_EDITION
from game.rules.errors import HiddenInformation, IllegalAction
from game.rules.events import (
    CardDealt, DeckReshuffled, DirkReceived, Event, MarketDistributed, MarketRefilled,
    MoneyTaken, ScoringCardDrawn, TileBought,
)
from game.rules.hidden import Place, Secret, Span, sample_ranges
from game.rules.offers import SQUARE, Offer
from game.rules.payments import minimal_payment_picks, take_sets
from game.rules.rulesets.alcazaba import EXTRA_TOWER_OPTION, extra_tower
from game.rules.rulesets.ruleset import Ruleset
from game.rules.stages import ACTION
from game.rules.types import (
    CURRENCIES, Card, Currency, HiddenCard, MoneyCard, ScoringCard,
)

if TYPE_CHECKING:
    from game.rules.engine import Game

STARTING_MONEY = 20
MONEY_TAKE_LIMIT = 5
DISPLAY_SIZE = 4
MARKET_SIZE = 4
PILES = 5
SCORING_CARD_PILES = {1: 2, 2: 4}  # scoring card number -> pile it is shuffled into
SCORING_CARD_IDS = 900  # scoring cards are 901 and 902; money cards are numbered from 1
DIRK_TILES_AT_SETUP = 6
DIRK_TILES_AFTER_FIRST_SCORING = 6


class MoneyRules(Ruleset):
    """The base game's ruleset (variant ``"base"``); stateless, shared by all games."""

    variant = "base"
    currencies = CURRENCIES  # the market's four, in square order
    # The turn actions of this ruleset (the core handles placing, redesign and the rest).
    handlers = {TakeMoney: lambda rules, game, act, events: rules.take_money(game, act, events),
                Buy: lambda rules, game, act, events: rules.buy(game, act, events)}
    # The ruleset's steps on the engine's agenda (the core runs the rest).
    steps = {"refill": lambda rules, game, events: rules.refill(game, events),
             "distribute": lambda rules, game, events: rules.distribute(game, events)}
    # The end of a turn: named points, each with the ruleset's own step (None: only what
    # modules put there), in order (D16): the extra redesign steps after placing (Ammar's,
    # a master builder's), what the turn's tiles call for (chests), what waits for the
    # Alhambra as the turn leaves it (the trader disc's move) (D47), then the refills, the
    # scorings, the window and the next turn.
    end_of_turn = (("extra_steps", None), ("turn_end", None), ("settled", None),
                   ("refill", "refill"), ("scorings", "scorings"),
                   ("window", "window"), ("next_turn", "next_turn"))

    # ================================================================= setup
    def setup(self, game: Game, events: list[Event]) -> int:
        """Deal the game (RULES 1.2, with the modules' parts); return the first seat."""
        hooks = game.hooks
        # Step 2: the tiles go into the bag; four are laid on the market, squares 1 to 4.
        game.market = [None] * MARKET_SIZE
        game.bag = list(base_tiles())
        if EXTRA_TOWER_OPTION in game.config.options:  # D11: "12 towers"
            game.bag.append(extra_tower())
        for module in hooks.bag_tiles:
            game.bag.extend(module.bag_tiles(game))
        game.rng.shuffle(game.bag)
        self.refill_market(game, events)
        # Step 3: scoring cards aside, the money (with modules' money) shuffled.
        cards: list[Card] = list(money_cards(game.config.players == 2))
        for module in hooks.money_cards:
            cards.extend(module.money_cards(game))
        scoring_cards = [ScoringCard(SCORING_CARD_IDS + n, n) for n in (1, 2)]
        game.rng.shuffle(cards)
        game.deck = cards
        for module in hooks.deal_before_money:
            module.deal_before_money(game)
        # Step 4: starting money, one player after another, until each holds 20 or more.
        for player in game.players:
            while starting_money(player.hand) < STARTING_MONEY:
                player.hand.append(game.deck.pop())
        # Step 5: fewest cards, then lowest total, then the earliest seat (D1).
        first = min(game.players, key=lambda p: (sum(1 for c in p.hand if c.counts_for_start),
                                                 starting_money(p.hand), p.seat))
        # Step 6: four cards face up.
        for _card in range(DISPLAY_SIZE):
            game.display.append(game.deck.pop())
        # Step 7: five piles, the scoring cards (and modules' cards) shuffled into theirs.
        extra: dict[int, list[Card]] = {pile: [] for pile in range(1, PILES + 1)}
        for card in scoring_cards:
            extra[SCORING_CARD_PILES[card.number]].append(card)
        for module in hooks.pile_cards:
            for pile, pile_cards in module.pile_cards(game).items():
                extra[pile].extend(pile_cards)
        self._stack_piles(game, extra)
        if game.dirk is not None:
            self.give_dirk(game, DIRK_TILES_AT_SETUP, events)
        for module in hooks.setup:
            module.setup(game)
        return first.seat

    @staticmethod
    def _stack_piles(game: Game, extra: dict[int, list[Card]]) -> None:
        """Split the deck into five piles as equal as possible, shuffle each pile's extra
        cards into it, and stack pile 1 on top (RULES 1.2 step 7)."""
        cards = game.deck[::-1]  # cards[0] is the top card
        size, rest = divmod(len(cards), PILES)
        piles: list[list[Card]] = []
        start = 0
        for index in range(PILES):
            length = size + (1 if index < rest else 0)
            pile = cards[start:start + length] + extra[index + 1]
            game.rng.shuffle(pile)
            piles.append(pile)
            start += length
        game.deck = []
        game.deck_ranges = {}
        for pile in reversed(piles):  # pile 5 at the bottom (index 0)
            low = len(game.deck)
            game.deck.extend(reversed(pile))
            for card in pile:
                if card.ranged:  # everyone saw it go into this pile
                    game.deck_ranges[card.id] = (low, len(game.deck))

    # ================================================================= the market
    @staticmethod
    def currency_of(square: int) -> Currency:
        return market_currencies()[square]

    def square_offer(self, game: Game, square: int) -> Offer:
        """The tile on market ``square`` for sale (IllegalAction if there is none)."""
        if not isinstance(square, int) or isinstance(square, bool) \
                or not 0 <= square < MARKET_SIZE:
            raise IllegalAction("bad_square")
        tile = game.market[square]
        if tile is None:
            raise IllegalAction("empty_square", square=square)
        return square_offer(square, tile.price)

    # ================================================================= turn actions
    def money_limit(self, game: Game, seat: int) -> int:
        modules = game.hooks.money_limit
        if not modules:
            return MONEY_TAKE_LIMIT
        limits = [m.money_limit(game, seat) for m in modules]
        return max([MONEY_TAKE_LIMIT] + [x for x in limits if x is not None])

    def turn_actions(self, game: Game, redesigns: bool = True) -> list[Action]:
        """The action stage (RULES 1.3): take money, buy, or (``redesigns``) redesign."""
        seat = game.to_move
        actions: list[Action] = list(_take_actions(tuple(game.display),
                                                   self.money_limit(game, seat)))
        actions += self._buy_actions(game, seat)
        if redesigns:
            actions.extend(game.redesign_actions(seat))
        return actions

    def _buy_actions(self, game: Game, seat: int) -> list[Action]:
        """Buying a market tile (RULES 1.3): the minimal payments in its square's currency,
        and those the modules add."""
        actions: list[Action] = []
        by_currency: dict[Currency, list[MoneyCard]] = {}
        worth: dict[Currency, int] = {}  # what the cards of each currency add up to
        for card in game.purse(seat):
            if isinstance(card, MoneyCard):
                currency = card.currency
                if currency in by_currency:
                    by_currency[currency].append(card)
                    worth[currency] += card.value
                else:
                    by_currency[currency] = [card]
                    worth[currency] = card.value
        judges = game.hooks.payment_options
        currencies = market_currencies()
        for square, tile in enumerate(game.market):
            if tile is not None:
                currency = currencies[square]
                # Short of the price in the square's currency (more than half the squares,
                # in play), there is no payment to look for (no card is worth less than 0).
                if worth.get(currency, 0) >= tile.price:
                    matching = tuple(by_currency[currency])
                    actions.extend(_minimal_buys(square, tile.price, matching))
                if judges:
                    offer = square_offer(square, tile.price)
                    for module in judges:
                        for cards in module.payment_options(game, seat, offer):
                            actions.append(Buy(square, tuple(c.id for c in cards)))
        return actions

    def take_money(self, game: Game, action: TakeMoney, events: list[Event]) -> None:
        game.require_stage(ACTION)
        ids = card_ids(action.cards)
        if not ids or len(set(ids)) != len(ids):
            raise IllegalAction("bad_cards")
        by_id = {c.id: c for c in game.display}
        try:
            cards = tuple([by_id[i] for i in ids])
        except KeyError:
            raise IllegalAction("not_in_display") from None
        if len(cards) > 1:
            limit = self.money_limit(game, game.to_move)
            if not all(c.is_money for c in cards):
                raise IllegalAction("take_one")
            if sum([c.value for c in cards]) > limit:  # type: ignore[attr-defined]
                raise IllegalAction("over_limit", limit=limit)
        for card in cards:
            game.take_from_display(game.to_move, card)   # D45: taken face up
        events.append(MoneyTaken(game.to_move, cards))
        game.action_done()

    def buy(self, game: Game, action: Buy, events: list[Event]) -> None:
        game.require_stage(ACTION)
        seat = game.to_move
        offer = self.square_offer(game, action.square)
        payment = game.judge(seat, offer, action.cards)
        tile = game.take_from_market(action.square)
        game.give_tile(seat, tile, bought=True)
        events.append(TileBought(seat, action.square, tile, payment.cards, payment.exact))
        game.purchase(seat, offer, payment, tile, events)

    # ================================================================= refills
    def refill_market(self, game: Game, events: list[Event]) -> bool:
        """Fill empty squares in order 1 to 4 from the bag. If the bag runs out, fill what
        can be filled, start the end of the game, and return False."""
        for square in range(MARKET_SIZE):
            if game.market[square] is None:
                tile = game.draw_for_market(events)
                if tile is None:
                    self.end_game(game)
                    return False
                game.market[square] = tile
                events.append(MarketRefilled(square, tile))
        return True

    def refill_display(self, game: Game, events: list[Event]) -> bool:
        """Bring the money display back to four cards; scoring cards drawn are set aside
        and scored after the refill (RULES 1.3); modules take their own cards. False if a
        module's step must run first (the refill then goes on after it). With fewer cards
        than that anywhere it may take from, the display stays short."""
        mark = game.scheduled
        # Each card of the deck and the discard pile is drawn at most once a refill: when
        # none of them can lie in the display (a gate card going to the discard pile and
        # coming back with it, round and round), the display stays short.
        draws_left = len(game.deck) + len(game.discard)
        while len(game.display) < DISPLAY_SIZE and draws_left > 0:
            draws_left -= 1
            card = self.draw_card(game, events)
            if card is None:
                return True
            if isinstance(card, ScoringCard):
                game.scoring_card_drawn(card)
                events.append(ScoringCardDrawn(card.number))
                continue
            if not card.is_money and game.card_drawn(card, events):
                if game.scheduled != mark:
                    return False
                continue
            game.display.append(card)
            events.append(CardDealt(card))
        return True

    def draw_card(self, game: Game, events: list[Event]) -> Card | None:
        """The top card of the deck; an empty deck is first replaced by the shuffled
        discard pile. None if there is no card anywhere."""
        if not game.deck:
            if not game.discard:
                return None
            if game.viewer is not None:
                raise HiddenInformation("a view cannot shuffle the discard pile")
            game.deck = game.discard
            game.discard = []
            game.rng.shuffle(game.deck)
            everywhere = (0, len(game.deck))
            game.deck_ranges = {c.id: everywhere for c in game.deck if c.ranged}
            events.append(DeckReshuffled(len(game.deck)))
        if game.viewer is not None:
            raise HiddenInformation("a view cannot draw from the deck")
        card = game.deck.pop()
        game.deck_ranges.pop(card.id, None)
        return card

    def give_dirk(self, game: Game, count: int, events: list[Event]) -> None:
        assert game.dirk is not None
        given = []
        for _tile in range(min(count, len(game.bag))):
            given.append(game.draw_tile())
        game.dirk.extend(given)
        events.append(DirkReceived(tuple(given)))

    # ================================================================= steps
    def refill(self, game: Game, events: list[Event]) -> bool:
        """The refill at the end of a turn: the market, then the money display."""
        if self.refill_market(game, events):
            return self.refill_display(game, events)
        return True

    def after_scoring(self, game: Game, number: int, events: list[Event]) -> None:
        """Dirk's tiles after the first and second scorings (RULES 1.8)."""
        if game.dirk is not None and number < 3:
            count = DIRK_TILES_AFTER_FIRST_SCORING if number == 1 else len(game.bag) // 3
            self.give_dirk(game, count, events)

    def end_game(self, game: Game) -> None:
        """The market could not be refilled: distribute it, place, and score (RULES 1.6).
        Before the distribution the between-turns window opens once more (D19; it goes on
        if it was open, D14); games of the first edition went straight to it."""
        last_window = ["window"] if game.config.edition > FIRST_EDITION else []
        game.agenda = ["scorings", *last_window, "distribute", "place_pending",
                       "final_scoring"]

    def distribute(self, game: Game, events: list[Event]) -> bool:
        """End of the game: each market tile goes to the player with strictly the most
        money of its square's currency; on a tie it stays (RULES 1.6)."""
        for square, tile in enumerate(game.market):
            if tile is None:
                continue
            currency = self.currency_of(square)
            wealth = [self.distribution_money(game, seat, currency)
                      for seat in range(len(game.players))]
            best = max(wealth)
            richest = [seat for seat, w in enumerate(wealth) if w == best]
            if best > 0 and len(richest) == 1:
                game.market[square] = None
                game.players[richest[0]].pending.append(tile)
                events.append(MarketDistributed(square, tile, richest[0]))
            else:
                events.append(MarketDistributed(square, tile, None))
        return True

    def distribution_money(self, game: Game, seat: int, currency: Currency) -> int:
        extra = sum(m.distribution_money(game, seat, currency)
                    for m in game.hooks.distribution_money)
        hand = game.players[seat].hand
        return extra + sum(c.value for c in hand
                           if isinstance(c, MoneyCard) and c.currency is currency)

    # ================================================================= hidden information
    def secrets(self, game: Game, seat: int) -> list[Secret]:
        """RULES 1.7: besides the bag's order, the other hands' cards that were not seen
        coming in (D45) and the deck's cards (a card put in openly, a scoring card, stays:
        its pile is known), each sort of card among the places of its sort; a sort the deck
        keeps ranges for stays in its piles (the ranges go with the places, a card drawn
        face down keeping the range of the pile it came from: D46, D48)."""
        by_sort: dict[type, list[Place]] = {}
        spans: list[tuple[Place, Span]] = []
        hidden = [Place(player.hand, index) for player in game.players if player.seat != seat
                  for index, card in enumerate(player.hand) if card.id not in player.seen]
        hidden += [Place(game.deck, index) for index, card in enumerate(game.deck)
                   if not card.known_pile]
        for place in hidden:
            card = place.get()
            by_sort.setdefault(type(card), []).append(place)
            span = game.deck_ranges.get(card.id)
            if span is not None:
                spans.append((place, span))
        moved = {place.get().id for place, _span in spans}

        def ranges_with_their_places() -> None:
            kept = {c: span for c, span in game.deck_ranges.items() if c not in moved}
            kept.update((place.get().id, span) for place, span in spans)
            game.deck_ranges = kept

        return [*super().secrets(game, seat),
                *(Secret(tuple(found)) for found in by_sort.values()),
                Secret((), tidy=ranges_with_their_places)]

    @staticmethod
    def redact(view: Game, seat: int) -> None:
        """Other players' money hands and the deck become face-down placeholders; what
        they were is kept only as a pool (``view.unseen``). A hand keeps the cards everyone
        saw come into it (``Player.seen``), first, in the order they came; only the rest
        are placeholders. (Which of the pool's cards the deck's ranges belong to is settled
        once every module has added its own unseen cards: ``hidden.view``.)"""
        unseen: list[Card] = list(view.unseen)
        placeholder = -1
        for player in view.players:
            if player.seat == seat:
                continue
            seen = player.seen_cards()
            unseen.extend(c for c in player.hand
                          if c.id not in player.seen and not isinstance(c, HiddenCard))
            hidden_hand = list(seen)
            for _slot in range(len(player.hand) - len(seen)):
                hidden_hand.append(HiddenCard(placeholder))
                placeholder -= 1
            player.hand = hidden_hand
        unseen.extend(c for c in view.deck if not isinstance(c, HiddenCard))
        hidden_deck: list[Card] = []
        for _card in view.deck:
            hidden_deck.append(HiddenCard(placeholder))
            placeholder -= 1
        view.deck = hidden_deck
        view.unseen = tuple(unseen)

    @staticmethod
    def determinize(world: Game, view: Game, rng: random.Random) -> None:
        """Deal the view's unseen pool into the other hands' face-down places (their
        sizes are public; the cards seen coming in stay) and the deck, where each ranged
        card goes somewhere inside the pile it was shuffled into (of a sort shuffled in face
        down, a random choice of its unseen cards takes the sort's places). What is left of
        the pool (cards a module keeps out of the game unseen) stays in ``world.unseen`` for
        the modules to place."""
        ranges = sample_ranges(view, rng)
        specials = [c for c in view.unseen if c.id in ranges]
        pool = [c for c in view.unseen if c.id not in ranges]
        rng.shuffle(pool)
        for player in world.players:
            if player.seat == view.viewer:
                continue
            kept = [c for c in player.hand if not isinstance(c, HiddenCard)]
            count = len(player.hand) - len(kept)
            player.hand, pool = kept + pool[:count], pool[count:]
        size = len(view.deck)
        deck: list[Card | None] = [None] * size
        for card in specials:
            low, high = ranges[card.id]
            free = [i for i in range(low, min(high, size)) if deck[i] is None]
            if not free:
                free = [i for i in range(size) if deck[i] is None]
            deck[rng.choice(free)] = card
        for index in range(size):
            if deck[index] is None:
                deck[index] = pool.pop()
        world.deck = deck  # type: ignore[assignment]
        world.deck_ranges = {c.id: ranges[c.id] for c in specials}
        world.unseen = tuple(pool)


def starting_money(hand: list[Card]) -> int:
    """What counts of a hand toward the starting money (RULES 1.2 step 4)."""
    return sum(c.value for c in hand if c.counts_for_start)  # type: ignore[attr-defined]


@lru_cache(maxsize=64)
def square_offer(square: int, price: int) -> Offer:
    """A market square's tile for sale: in the square's currency, an exact payment giving
    another action (RULES 1.3)."""
    return Offer(SQUARE, square, price, market_currencies()[square])


def card_ids(value: object) -> tuple[int, ...]:
    if isinstance(value, tuple):
        for v in value:
            if not isinstance(v, int) or isinstance(v, bool):
                break
        else:
            return value
    raise IllegalAction("bad_card_list")


# The legal-action lists are built again and again from the same few cards (a display, a
# hand meeting the same market on a redesign turn), so their parts are remembered.
@lru_cache(maxsize=1024)
def _take_actions(display: tuple[Card, ...], limit: int) -> tuple[TakeMoney, ...]:
    ids = [c.id for c in display]
    return tuple([_take_one(ids[members[0]]) if len(members) == 1
                  else TakeMoney(tuple([ids[i] for i in members]))
                  for members in take_sets(display, limit)])


@lru_cache(maxsize=512)
def _take_one(card_id: int) -> TakeMoney:
    """Taking one card: made once per card, as a card lies in the display for some turns
    while the cards beside it change."""
    return TakeMoney((card_id,))


# A purchase, made once: a hand that changes in a currency still makes most of the
# payments it made before.
_buy_action = lru_cache(maxsize=4096)(Buy)


@lru_cache(maxsize=16384)  # a key per hand in a currency and price: many
def _minimal_buys(square: int, price: int, cards: tuple[MoneyCard, ...]) -> tuple[Buy, ...]:
    """The purchases of market ``square`` at ``price`` with the minimal payments from
    ``cards`` (all of the square's currency, worth the price together: the caller saw)."""
    if len(cards) == 1:  # the one card pays: no payment to look for
        return (_buy_action(square, (cards[0].id,)),)
    ordered, picks = minimal_payment_picks(cards, price)
    ids = [c.id for c in ordered]
    return tuple([_buy_action(square, tuple([ids[i] for i in picked])) for picked in picks])
