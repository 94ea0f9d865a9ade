"""The game engine: the whole state of a game, its legal actions, and their effects.

Flow. A game is a sequence of decisions, each made by ``game.to_move`` in ``game.phase``:

- ``action``: the turn's actions (RULES 1.3): take money, buy, redesign, or a module's.
- ``placement``: the turn player places the tiles bought this turn, then ends the turn.
- ``place_now``: a player places a tile received outside their turn (end-of-game market).
- ``window``: between turns, players may use what modules offer (vizier, thieves) or pass.
- modules may add phases of their own (an auction, for one).
- ``over``: the game has ended.

What happens between decisions (refills, scorings, the next turn) is an *agenda*: a list
of named steps the engine works through after every action until a step waits for a
decision. Modules schedule their own steps on it.

Chance comes only from ``game.rng``, so a seed and a list of actions replay a game exactly.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from game.rules import hidden
from game.rules.actions import (
    Action, Buy, EndActions, EndTurn, GiveToDirk, Pass, Place, RedesignAdd,
    RedesignExchange, RedesignRemove, Reserve, TakeMoney,
)
from game.rules.alhambra import Alhambra
from game.rules.config import FIRST_EDITION, GameConfig
from game.rules.data import base_tiles, market_currencies, money_cards
from game.rules.errors import HiddenInformation, IllegalAction
from game.rules.events import (
    CardDealt, DeckReshuffled, DirkReceived, Event, GameOver, GivenToDirk, MarketDistributed,
    MarketRefilled, MoneyTaken, Scored, ScoringCardDrawn, ScoringRow, TileBought, TilePlaced,
    TileRemoved, TileReserved, TilesExchanged, TurnStarted,
)
from game.rules.module import Module, Payment
from game.rules.payments import minimal_payments, money_takes
from game.rules.scoring import majority_points
from game.rules.types import KINDS, Card, Currency, Kind, MoneyCard, Pos, ScoringCard, Tile

ACTION, PLACEMENT, PLACE_NOW, WINDOW, OVER = "action", "placement", "place_now", "window", "over"

STARTING_MONEY = 20
MONEY_TAKE_LIMIT = 5
DISPLAY_SIZE = 4
MARKET_SIZE = 4
PILES = 5
SCORING_CARD_PILES = {1: 2, 2: 4}  # scoring card number -> pile it is shuffled into
SCORING_CARD_IDS = 900  # scoring cards are 901 and 902; money cards are numbered from 1
DIRK_TILES_AT_SETUP = 6
DIRK_TILES_AFTER_FIRST_SCORING = 6


class Player:
    """One seat: Alhambra, reserve, secret money hand, score, tiles waiting to be placed."""

    __slots__ = ("seat", "name", "alhambra", "reserve", "hand", "score", "pending")

    def __init__(self, seat: int, name: str) -> None:
        self.seat = seat
        self.name = name
        self.alhambra = Alhambra()
        self.reserve: list[Tile] = []
        self.hand: list[Card] = []
        self.score = 0
        self.pending: list[Tile] = []

    def clone(self) -> Player:
        copy = Player.__new__(Player)
        copy.seat = self.seat
        copy.name = self.name
        copy.alhambra = self.alhambra.clone()
        copy.reserve = self.reserve.copy()
        copy.hand = self.hand.copy()
        copy.score = self.score
        copy.pending = self.pending.copy()
        return copy

    def money(self, currency: Currency) -> int:
        return sum(c.value for c in self.hand
                   if isinstance(c, MoneyCard) and c.currency is currency)

    def money_total(self) -> int:
        return sum(c.value for c in self.hand if isinstance(c, MoneyCard))

    def reserve_tile(self, tile_id: int | str) -> Tile | None:
        return next((t for t in self.reserve if t.id == tile_id), None)

    def pending_tile(self, tile_id: int | str) -> Tile | None:
        return next((t for t in self.pending if t.id == tile_id), None)


class Game:
    """A game of Alhambra. Create with ``Game.new(GameConfig(...))``."""

    # Everything below is the game's state; ``clone`` and ``state_dict`` cover all of it.
    config: GameConfig
    rng: random.Random
    modules: tuple[Module, ...]
    ext: dict[str, Any]
    players: list[Player]
    dirk: list[Tile] | None
    dirk_points: int
    bag: list[Tile]
    market: list[Tile | None]
    display: list[Card]
    deck: list[Card]  # the top of the deck is the end of the list
    discard: list[Card]
    set_aside: list[Card]  # scoring cards once drawn
    deck_ranges: dict[int, tuple[int, int]]  # non-money card id -> where it may lie (public)
    scorings_done: int
    pending_scorings: list[int]
    current: int
    phase: str
    to_move: int
    turn: int
    turn_actions: int
    turn_bought: list[int | str]
    agenda: list[str]
    window_passed: set[int]
    history: list[Scored]
    log: list[Action]
    winners: tuple[int, ...]
    viewer: int | None
    unseen: tuple[Card, ...]

    # ================================================================= setup
    @classmethod
    def new(cls, config: GameConfig | None = None) -> Game:
        """Set up a new game (RULES 1.2, with each module's setup)."""
        config = config or GameConfig()
        if config.seed is None:
            config = config.with_seed(random.SystemRandom().randrange(2**63))
        from game.rules.modules import modules_for

        g = cls.__new__(cls)
        g.config = config
        g.rng = random.Random(config.seed)
        g.modules = modules_for(config.modules)
        g.players = [Player(seat, name) for seat, name in enumerate(config.names)]
        g.dirk = [] if config.players == 2 else None
        g.dirk_points = 0
        g.ext = {}
        for module in g.modules:
            state = module.new_state(g)
            if state is not None:
                g.ext[module.id] = state
        g.market = [None] * MARKET_SIZE
        g.display, g.deck, g.discard, g.set_aside = [], [], [], []
        g.deck_ranges = {}
        g.scorings_done = 0
        g.pending_scorings = []
        g.agenda = []
        g.window_passed = set()
        g.history = []
        g.log = []
        g.winners = ()
        g.viewer = None
        g.unseen = ()
        g.turn = 0
        g.turn_actions = 0
        g.turn_bought = []
        events: list[Event] = []

        # Step 2: the tiles go into the bag; four are laid on the market, squares 1 to 4.
        g.bag = list(base_tiles())
        for module in g.modules:
            g.bag.extend(module.bag_tiles(g))
        g.rng.shuffle(g.bag)
        g.refill_market(events)
        # Step 3: scoring cards aside, the money (with modules' money) shuffled.
        cards: list[Card] = list(money_cards(config.players == 2))
        for module in g.modules:
            cards.extend(module.money_cards(g))
        scoring_cards = [ScoringCard(SCORING_CARD_IDS + n, n) for n in (1, 2)]
        g.rng.shuffle(cards)
        g.deck = cards
        for module in g.modules:
            module.deal_before_money(g)
        # Step 4: starting money, one player after another, until each holds 20 or more.
        for player in g.players:
            while player.money_total() < STARTING_MONEY:
                player.hand.append(g.deck.pop())
        # Step 5: fewest cards, then lowest total, then the earliest seat (D1).
        first = min(g.players, key=lambda p: (len(p.hand), p.money_total(), p.seat))
        # Step 6: four cards face up.
        for _ in range(DISPLAY_SIZE):
            g.display.append(g.deck.pop())
        # Step 7: five piles, the scoring cards (and modules' cards) shuffled into theirs.
        extra: dict[int, list[Card]] = {pile: [] for pile in range(1, PILES + 1)}
        for card in scoring_cards:
            extra[SCORING_CARD_PILES[card.number]].append(card)
        for module in g.modules:
            for pile, pile_cards in module.pile_cards(g).items():
                extra[pile].extend(pile_cards)
        g._stack_piles(extra)
        if g.dirk is not None:
            g._give_dirk(DIRK_TILES_AT_SETUP, events)
        for module in g.modules:
            module.setup(g)
        g.current = first.seat
        g._start_turn(first.seat, events)
        return g

    def _stack_piles(self, extra: dict[int, list[Card]]) -> None:
        """Split the deck into five piles as equal as possible, shuffle each pile's extra
        cards into it, and stack pile 1 on top (RULES 1.2 step 7)."""
        cards = self.deck[::-1]  # cards[0] is the top card
        size, rest = divmod(len(cards), PILES)
        piles: list[list[Card]] = []
        start = 0
        for index in range(PILES):
            length = size + (1 if index < rest else 0)
            pile = cards[start:start + length] + extra[index + 1]
            self.rng.shuffle(pile)
            piles.append(pile)
            start += length
        self.deck = []
        self.deck_ranges = {}
        for pile in reversed(piles):  # pile 5 at the bottom (index 0)
            low = len(self.deck)
            self.deck.extend(reversed(pile))
            for card in pile:
                if not card.is_money:
                    self.deck_ranges[card.id] = (low, len(self.deck))

    # ================================================================= reading
    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def scores(self) -> list[int]:
        return [p.score for p in self.players]

    @property
    def dirk_score(self) -> int | None:
        return None if self.dirk is None else self.dirk_points

    @property
    def player(self) -> Player:
        """The seat to move."""
        return self.players[self.to_move]

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def currency_of(self, square: int) -> Currency:
        return market_currencies()[square]

    def module(self, module_id: str) -> Module | None:
        return next((m for m in self.modules if m.id == module_id), None)

    def seats_from(self, seat: int) -> list[int]:
        """All seats in turn order, starting with ``seat``."""
        n = len(self.players)
        return [(seat + k) % n for k in range(n)]

    def money_limit(self, seat: int) -> int:
        limits = [m.money_limit(self, seat) for m in self.modules]
        return max([MONEY_TAKE_LIMIT] + [x for x in limits if x is not None])

    # ================================================================= legal actions
    def legal_actions(self) -> list[Action]:
        """Every action ``to_move`` may take now (payments: the minimal ones, see
        ``payments``). Never empty while the game is not over."""
        if self.phase == OVER:
            return []
        if self.phase == ACTION:
            actions = self._action_phase_actions()
        elif self.phase in (PLACEMENT, PLACE_NOW):
            actions = self._placement_actions()
        elif self.phase == WINDOW:
            actions = [a for m in self.modules for a in m.window_actions(self, self.to_move)]
            actions.append(Pass())
        else:
            actions = []
        for module in self.modules:
            actions.extend(module.actions(self))
        if self.phase == ACTION and (self.turn_actions > 0 or not actions):
            actions.append(EndActions())
        return actions

    def is_legal(self, action: Action) -> bool:
        """Whether ``apply(action)`` would succeed (tries it on a copy)."""
        try:
            self.clone().apply(action)
        except IllegalAction:
            return False
        except HiddenInformation:
            pass  # on a view: the action was accepted; only its aftermath is unknown
        return True

    def _action_phase_actions(self) -> list[Action]:
        seat = self.to_move
        actions: list[Action] = list(_take_actions(tuple(self.display), self.money_limit(seat)))
        by_currency: dict[Currency, list[MoneyCard]] = {}
        for card in self.players[seat].hand:
            if isinstance(card, MoneyCard):
                by_currency.setdefault(card.currency, []).append(card)
        for square, tile in enumerate(self.market):
            if tile is not None:
                currency = self.currency_of(square)
                matching = tuple(by_currency.get(currency, ()))
                actions.extend(_minimal_buys(square, tile.price, matching))
                for module in self.modules:
                    for cards in module.payment_options(self, seat, currency, tile.price):
                        actions.append(Buy(square, tuple(c.id for c in cards)))
        actions.extend(self.redesign_actions(seat))
        return actions

    def payment_options(self, seat: int, square: int) -> list[tuple[Card, ...]]:
        """Minimal ways for ``seat`` to pay for the tile on ``square`` (modules add theirs)."""
        tile = self.market[square]
        if tile is None:
            return []
        currency = self.currency_of(square)
        hand = self.players[seat].hand
        matching = [c for c in hand if isinstance(c, MoneyCard) and c.currency is currency]
        options = minimal_payments(matching, tile.price)
        for module in self.modules:
            options.extend(module.payment_options(self, seat, currency, tile.price))
        return options

    def redesign_actions(self, seat: int) -> list[Action]:
        """The redesign steps open to ``seat`` (RULES 1.3): add, remove, exchange."""
        player = self.players[seat]
        alhambra = player.alhambra
        usable = tuple(t for t in player.reserve if t.id not in self.turn_bought)

        def compute() -> tuple[Action, ...]:
            actions: list[Action] = []
            spots: dict[int, list[Pos]] = {}  # tiles with the same walls fit the same places
            for tile in usable:
                if tile.mask not in spots:
                    spots[tile.mask] = sorted(alhambra.legal_positions(tile))
                for pos in spots[tile.mask]:
                    actions.append(RedesignAdd(tile.id, pos))
            for pos in sorted(alhambra.removable_positions()):
                actions.append(RedesignRemove(pos))
            swaps: dict[int, list[Pos]] = {}
            for tile in usable:
                if tile.mask not in swaps:
                    swaps[tile.mask] = alhambra.exchange_positions(tile)
                for pos in swaps[tile.mask]:
                    actions.append(RedesignExchange(tile.id, pos))
            return tuple(actions)

        return list(alhambra.cached(("redesign", usable), compute))

    def _placement_actions(self) -> list[Action]:
        player = self.players[self.to_move]
        actions: list[Action] = []
        seen: set[int | str] = set()
        for tile in player.pending:
            if tile.id in seen:
                continue
            seen.add(tile.id)
            for pos in sorted(player.alhambra.legal_positions(tile)):
                actions.append(Place(tile.id, pos))
            actions.append(Reserve(tile.id))
            if self._may_give_to_dirk(tile):
                actions.append(GiveToDirk(tile.id))
        if self.phase == PLACEMENT and not player.pending:
            actions.append(EndTurn())
        return actions

    def _may_give_to_dirk(self, tile: Tile) -> bool:
        if self.dirk is None or self.phase != PLACEMENT or tile.id not in self.turn_bought:
            return False
        for module in self.modules:
            verdict = module.may_give_to_dirk(self, tile)
            if verdict is not None:
                return verdict
        return tile.is_building

    # ================================================================= applying
    def apply(self, action: Action) -> list[Event]:
        """Check and apply ``action`` for ``to_move``; return the events it caused.

        Raises ``IllegalAction`` (with a reason) and changes nothing if it is not legal.
        """
        if self.phase == OVER:
            raise IllegalAction("game_over", "the game is over")
        events: list[Event] = []
        if action.module is None:
            handler = _HANDLERS.get(type(action))
            if handler is None:
                raise IllegalAction("unknown_action", f"{type(action).__name__} is not an action")
            handler(self, action, events)
        else:
            module = self.module(action.module)
            if module is None:
                raise IllegalAction("module_off", f"module {action.module} is not in this game")
            module.apply(self, action, events)
        self.log.append(action)
        self.advance(events)
        return events

    def _require(self, *phases: str) -> Player:
        if self.phase not in phases:
            raise IllegalAction("wrong_phase", f"not possible now ({self.phase})")
        return self.players[self.to_move]

    def _take_money(self, action: TakeMoney, events: list[Event]) -> None:
        player = self._require(ACTION)
        ids = _card_ids(action.cards)
        if not ids or len(set(ids)) != len(ids):
            raise IllegalAction("bad_cards", "choose one or more different cards")
        by_id = {c.id: c for c in self.display}
        if any(i not in by_id for i in ids):
            raise IllegalAction("not_in_display", "those cards are not in the money display")
        cards = tuple(by_id[i] for i in ids)
        if len(cards) > 1:
            limit = self.money_limit(self.to_move)
            if not all(c.is_money for c in cards):
                raise IllegalAction("take_one", "that card can only be taken on its own")
            if sum(c.value for c in cards) > limit:
                raise IllegalAction("over_limit", f"several cards may add up to at most {limit}")
        for card in cards:
            self.display.remove(card)
            player.hand.append(card)
        events.append(MoneyTaken(self.to_move, cards))
        self.turn_actions += 1
        self.phase = PLACEMENT

    def judge_payment(self, seat: int, square: int, card_ids: tuple[int, ...]) -> Payment:
        """Check that ``card_ids`` from ``seat``'s hand pay for the tile on ``square``."""
        if not isinstance(square, int) or not 0 <= square < MARKET_SIZE:
            raise IllegalAction("bad_square", "there is no such market square")
        tile = self.market[square]
        if tile is None:
            raise IllegalAction("empty_square", f"square {square + 1} is empty")
        hand = {c.id: c for c in self.players[seat].hand}
        card_ids = _card_ids(card_ids)
        if not card_ids or len(set(card_ids)) != len(card_ids):
            raise IllegalAction("bad_cards", "choose one or more different cards to pay with")
        if any(i not in hand for i in card_ids):
            raise IllegalAction("not_in_hand", "those cards are not in your hand")
        cards = tuple(hand[i] for i in card_ids)
        currency = self.currency_of(square)
        for module in self.modules:
            verdict = module.judge_payment(self, seat, currency, tile.price, cards)
            if verdict is not None:
                return verdict
        if not all(isinstance(c, MoneyCard) and c.currency is currency for c in cards):
            raise IllegalAction("wrong_currency", f"square {square + 1} takes only {currency}s")
        total = sum(c.value for c in cards)  # type: ignore[attr-defined]
        if total < tile.price:
            raise IllegalAction("too_little", f"{total} is less than the price, {tile.price}")
        return Payment(cards, total, total == tile.price)

    def _buy(self, action: Buy, events: list[Event]) -> None:
        player = self._require(ACTION)
        payment = self.judge_payment(self.to_move, action.square, action.cards)
        tile = self.market[action.square]
        assert tile is not None
        self.market[action.square] = None
        self.pay(self.to_move, payment, tile.price, events)
        player.pending.append(tile)
        self.turn_bought.append(tile.id)
        self.turn_actions += 1
        events.append(TileBought(self.to_move, action.square, tile, payment.cards, payment.exact))
        for module in self.modules:
            module.after_buy(self, self.to_move, tile, payment.exact, events)
        if not payment.exact:
            self.phase = PLACEMENT

    def pay(self, seat: int, payment: Payment, price: int, events: list[Event]) -> None:
        """Move paid cards out of ``seat``'s hand: to the discard pile, or wherever a
        module sends them."""
        hand = self.players[seat].hand
        for card in payment.cards:
            hand.remove(card)
        to_discard = payment.cards
        for module in self.modules:
            to_discard = module.after_payment(self, seat, to_discard, payment.total - price, events)
        self.discard.extend(to_discard)

    def _redesign_add(self, action: RedesignAdd, events: list[Event]) -> None:
        player = self._require(ACTION)
        tile = self._reserve_tile(player, action.tile)
        pos = _pos(action.pos)
        player.alhambra.place(tile, pos)
        player.reserve.remove(tile)
        self._entered(self.to_move, tile, pos, events)
        self._after_redesign()

    def _redesign_remove(self, action: RedesignRemove, events: list[Event]) -> None:
        player = self._require(ACTION)
        pos = _pos(action.pos)
        tile = player.alhambra.remove(pos)
        player.reserve.append(tile)
        events.append(TileRemoved(self.to_move, tile, pos))
        for module in self.modules:
            module.on_leave_alhambra(self, self.to_move, tile, pos, events)
        self._after_redesign()

    def _redesign_exchange(self, action: RedesignExchange, events: list[Event]) -> None:
        player = self._require(ACTION)
        tile = self._reserve_tile(player, action.tile)
        pos = _pos(action.pos)
        old = player.alhambra.swap(tile, pos)
        player.reserve.remove(tile)
        player.reserve.append(old)
        events.append(TilesExchanged(self.to_move, tile, old, pos))
        for module in self.modules:
            module.on_leave_alhambra(self, self.to_move, old, pos, events)
            module.on_enter_alhambra(self, self.to_move, tile, pos, events)
        self._after_redesign()

    def _reserve_tile(self, player: Player, tile_id: int | str) -> Tile:
        tile = player.reserve_tile(tile_id)
        if tile is None:
            raise IllegalAction("not_in_reserve", "that tile is not in your reserve")
        if tile_id in self.turn_bought:
            raise IllegalAction("bought_this_turn", "a tile bought this turn cannot be redesigned")
        return tile

    def _after_redesign(self) -> None:
        self.turn_actions += 1
        self.phase = PLACEMENT

    def _end_actions(self, action: EndActions, events: list[Event]) -> None:
        self._require(ACTION)
        if self.turn_actions == 0 and EndActions() not in self.legal_actions():
            raise IllegalAction("must_act", "take money, buy or redesign first")
        self.phase = PLACEMENT

    def _place(self, action: Place, events: list[Event]) -> None:
        player = self._require(PLACEMENT, PLACE_NOW)
        tile = self._pending_tile(player, action.tile)
        pos = _pos(action.pos)
        player.alhambra.place(tile, pos)
        player.pending.remove(tile)
        self._entered(self.to_move, tile, pos, events)

    def _entered(self, seat: int, tile: Tile, pos: Pos, events: list[Event]) -> None:
        events.append(TilePlaced(seat, tile, pos))
        for module in self.modules:
            module.on_enter_alhambra(self, seat, tile, pos, events)

    def _reserve(self, action: Reserve, events: list[Event]) -> None:
        player = self._require(PLACEMENT, PLACE_NOW)
        tile = self._pending_tile(player, action.tile)
        player.pending.remove(tile)
        player.reserve.append(tile)
        events.append(TileReserved(self.to_move, tile))

    def _give_to_dirk(self, action: GiveToDirk, events: list[Event]) -> None:
        player = self._require(PLACEMENT, PLACE_NOW)
        tile = self._pending_tile(player, action.tile)
        if not self._may_give_to_dirk(tile):
            raise IllegalAction("no_dirk", "only a building bought this turn may go to Dirk")
        assert self.dirk is not None
        player.pending.remove(tile)
        self.dirk.append(tile)
        events.append(GivenToDirk(self.to_move, tile))

    def _pending_tile(self, player: Player, tile_id: int | str) -> Tile:
        tile = player.pending_tile(tile_id)
        if tile is None:
            raise IllegalAction("not_pending", "that tile is not waiting to be placed")
        return tile

    def _end_turn(self, action: EndTurn, events: list[Event]) -> None:
        player = self._require(PLACEMENT)
        if player.pending:
            raise IllegalAction("tiles_waiting", "place every new tile first")
        self.agenda = ["refill", "scorings", "window", "next_turn"]

    def _pass(self, action: Pass, events: list[Event]) -> None:
        self._require(WINDOW)
        self.window_passed.add(self.to_move)

    # ================================================================= the agenda
    def schedule(self, *steps: str, first: bool = True) -> None:
        """Put steps on the agenda: ahead of everything (``first``) or at its end."""
        if first:
            self.agenda[0:0] = steps
        else:
            self.agenda.extend(steps)

    def advance(self, events: list[Event]) -> None:
        """Work through the agenda until a step waits for a decision or it is empty."""
        while self.agenda and self.phase != OVER:
            step = self.agenda.pop(0)
            if not self._run_step(step, events):
                self.agenda.insert(0, step)
                return

    def _run_step(self, step: str, events: list[Event]) -> bool:
        if ":" in step:
            module_id, name = step.split(":", 1)
            module = self.module(module_id)
            assert module is not None, step
            return module.run_step(self, name, events)
        return _STEPS[step](self, events)

    def _step_refill(self, events: list[Event]) -> bool:
        if self.refill_market(events):
            self.refill_display(events)
        return True

    def _step_scorings(self, events: list[Event]) -> bool:
        while self.pending_scorings:
            number = self.pending_scorings.pop(0)
            self.score(number, events)
            if self.dirk is not None:
                count = DIRK_TILES_AFTER_FIRST_SCORING if number == 1 else len(self.bag) // 3
                self._give_dirk(count, events)
        return True

    def _step_window(self, events: list[Event]) -> bool:
        """The between-turns window: in priority order from the next player round to the
        player who just played, anyone a module offers something to may act or pass."""
        for seat in self.seats_from(self.current + 1) if self.modules else ():
            if seat in self.window_passed:
                continue
            if any(m.window_actions(self, seat) for m in self.modules):
                self.phase = WINDOW
                self.to_move = seat
                return False
        self.window_passed = set()
        return True

    def reopen_window(self) -> None:
        """After someone acted in the window, everyone who passed may reconsider."""
        self.window_passed = set()

    def _step_next_turn(self, events: list[Event]) -> bool:
        self._start_turn((self.current + 1) % len(self.players), events)
        return True

    def _start_turn(self, seat: int, events: list[Event]) -> None:
        self.current = seat
        self.turn += 1
        self.turn_actions = 0
        self.turn_bought = []
        self.phase = ACTION
        self.to_move = seat
        events.append(TurnStarted(seat, self.turn))
        for module in self.modules:
            module.turn_start(self, events)

    def _step_place_pending(self, events: list[Event]) -> bool:
        """Whoever holds tiles received outside their own turn places them now."""
        for seat in self.seats_from(self.current + 1):
            if self.players[seat].pending:
                self.phase = PLACE_NOW
                self.to_move = seat
                return False
        return True

    def _step_distribute(self, events: list[Event]) -> bool:
        """End of the game: each market tile goes to the player with strictly the most
        money of its square's currency; on a tie it stays (RULES 1.6)."""
        for square, tile in enumerate(self.market):
            if tile is None:
                continue
            currency = self.currency_of(square)
            wealth = [self.distribution_money(seat, currency) for seat in range(len(self.players))]
            best = max(wealth)
            richest = [seat for seat, w in enumerate(wealth) if w == best]
            if best > 0 and len(richest) == 1:
                self.market[square] = None
                self.players[richest[0]].pending.append(tile)
                events.append(MarketDistributed(square, tile, richest[0]))
            else:
                events.append(MarketDistributed(square, tile, None))
        return True

    def distribution_money(self, seat: int, currency: Currency) -> int:
        extra = sum(m.distribution_money(self, seat, currency) for m in self.modules)
        return self.players[seat].money(currency) + extra

    def _step_final_scoring(self, events: list[Event]) -> bool:
        self.score(3, events)  # D5: a scoring card still in the deck is never scored
        best = max(self.scores)
        self.winners = tuple(s for s, score in enumerate(self.scores) if score == best)  # D6
        self.phase = OVER
        self.agenda = []
        events.append(GameOver(tuple(self.scores), self.winners, self.dirk_score))
        return True

    def end_game(self) -> None:
        """The market could not be refilled: distribute it, place, and score (RULES 1.6).
        Before the distribution the between-turns window opens once more (D19; it goes on
        if it was open, D14); games of the first edition went straight to it."""
        last_window = ["window"] if self.config.edition > FIRST_EDITION else []
        self.agenda = ["scorings", *last_window, "distribute", "place_pending", "final_scoring"]

    # ================================================================= refills
    def refill_market(self, events: list[Event]) -> bool:
        """Fill empty squares in order 1 to 4 from the bag. If the bag runs out, fill what
        can be filled, start the end of the game, and return False."""
        for square in range(MARKET_SIZE):
            while self.market[square] is None:
                if not self.bag:
                    self.end_game()
                    return False
                tile = self._draw_tile()
                if not any(m.on_tile_drawn(self, tile, events) for m in self.modules):
                    self.market[square] = tile
                    events.append(MarketRefilled(square, tile))
        return True

    def refill_display(self, events: list[Event]) -> None:
        """Bring the money display back to four cards; scoring cards drawn are set aside
        and scored after the refill (RULES 1.3); modules take their own cards."""
        while len(self.display) < DISPLAY_SIZE:
            card = self.draw_card(events)
            if card is None:
                return
            if isinstance(card, ScoringCard):
                self.set_aside.append(card)
                self.pending_scorings.append(card.number)
                events.append(ScoringCardDrawn(card.number))
                if "scorings" not in self.agenda:
                    self.schedule("scorings")
                continue
            if not card.is_money and any(m.on_card_drawn(self, card, events) for m in self.modules):
                continue
            self.display.append(card)
            events.append(CardDealt(card))

    def draw_card(self, events: list[Event]) -> Card | None:
        """The top card of the deck; an empty deck is first replaced by the shuffled
        discard pile. None if there is no card anywhere."""
        if not self.deck:
            if not self.discard:
                return None
            if self.viewer is not None:
                raise HiddenInformation("a view cannot shuffle the discard pile")
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            everywhere = (0, len(self.deck))
            self.deck_ranges = {c.id: everywhere for c in self.deck if not c.is_money}
            events.append(DeckReshuffled(len(self.deck)))
        if self.viewer is not None:
            raise HiddenInformation("a view cannot draw from the deck")
        card = self.deck.pop()
        self.deck_ranges.pop(card.id, None)
        return card

    def _draw_tile(self) -> Tile:
        if self.viewer is not None:
            raise HiddenInformation("a view cannot draw from the bag")
        return self.bag.pop()

    def _give_dirk(self, count: int, events: list[Event]) -> None:
        assert self.dirk is not None
        given = []
        for _ in range(min(count, len(self.bag))):
            given.append(self._draw_tile())
        self.dirk.extend(given)
        events.append(DirkReceived(tuple(given)))

    # ================================================================= scoring
    def scoring_counts(self, seat: int) -> dict[Kind, float]:
        """``seat``'s buildings per kind as they count for majorities (modules add)."""
        counts: dict[Kind, float] = dict(self.players[seat].alhambra.counts())
        for bonus in self.count_bonuses(seat).values():
            for kind, extra in bonus.items():
                counts[kind] += extra
        return counts

    def count_bonuses(self, seat: int) -> dict[str, dict[Kind, float]]:
        """What each module adds to ``seat``'s counts, by module id (non-zero only)."""
        found = {}
        for module in self.modules:
            bonus = {k: v for k, v in module.count_bonus(self, seat).items() if v}
            if bonus:
                found[module.id] = bonus
        return found

    def dirk_counts(self) -> dict[Kind, float]:
        counts: dict[Kind, float] = dict.fromkeys(KINDS, 0)
        for tile in self.dirk or ():
            if tile.is_building:
                counts[tile.kind] += 1
        return counts

    def score(self, number: int, events: list[Event]) -> Scored:
        """Scoring ``number`` (1, 2 or 3): majorities, longest walls, modules' points."""
        for module in self.modules:
            module.before_scoring(self, number, events)
        seats = range(len(self.players))
        counts = [self.scoring_counts(seat) for seat in seats]
        if self.dirk is not None:
            counts.append(self.dirk_counts())
        per_kind = majority_points(number, counts)
        rows = []
        for seat in seats:
            extras: dict[str, int] = {}
            for module in self.modules:
                for line, points in module.extra_points(self, seat, number).items():
                    extras[line] = extras.get(line, 0) + points
            row = ScoringRow(
                seat=seat,
                counts={k.value: v for k, v in counts[seat].items()},
                buildings={k.value: v for k, v in per_kind[seat].items()},
                wall=self.players[seat].alhambra.longest_wall(),
                extras=extras,
                count_bonus={m: {k.value: v for k, v in b.items()}
                             for m, b in self.count_bonuses(seat).items()},
            )
            self.players[seat].score += row.gained
            rows.append(row)
        if self.dirk is not None:
            dirk_row = ScoringRow(
                seat=None,
                counts={k.value: v for k, v in counts[-1].items()},
                buildings={k.value: v for k, v in per_kind[-1].items()},
                wall=0,
            )
            rows.append(dirk_row)
            self.dirk_points += dirk_row.gained
        self.scorings_done = number
        scored = Scored(number, tuple(rows), tuple(self.scores), self.dirk_score)
        self.history.append(scored)
        events.append(scored)
        for module in self.modules:
            module.after_scoring(self, number, events)
        return scored

    # ================================================================= copies and views
    def clone(self) -> Game:
        """An independent copy: nothing mutable is shared with the original."""
        g = Game.__new__(Game)
        g.config = self.config
        g.rng = random.Random()
        g.rng.setstate(self.rng.getstate())
        g.modules = self.modules
        g.ext = {k: (v.clone() if hasattr(v, "clone") else v) for k, v in self.ext.items()}
        g.players = [p.clone() for p in self.players]
        g.dirk = None if self.dirk is None else self.dirk.copy()
        g.dirk_points = self.dirk_points
        g.bag = self.bag.copy()
        g.market = self.market.copy()
        g.display = self.display.copy()
        g.deck = self.deck.copy()
        g.discard = self.discard.copy()
        g.set_aside = self.set_aside.copy()
        g.deck_ranges = self.deck_ranges.copy()
        g.scorings_done = self.scorings_done
        g.pending_scorings = self.pending_scorings.copy()
        g.current = self.current
        g.phase = self.phase
        g.to_move = self.to_move
        g.turn = self.turn
        g.turn_actions = self.turn_actions
        g.turn_bought = self.turn_bought.copy()
        g.agenda = self.agenda.copy()
        g.window_passed = self.window_passed.copy()
        g.history = self.history.copy()
        g.log = self.log.copy()
        g.winners = self.winners
        g.viewer = self.viewer
        g.unseen = self.unseen
        return g

    def view(self, seat: int) -> Game:
        """What ``seat`` may know (RULES 1.7): a copy in which other hands and the deck are
        face-down placeholders, the bag's order is forgotten and the dice are fresh.
        Legal actions work on a view; drawing raises ``HiddenInformation``. Bots sample
        the unknown with ``determinize``."""
        return hidden.view(self, seat)

    def determinize(self, rng: random.Random) -> Game:
        """A full game consistent with this view, the unknown parts sampled with ``rng``."""
        return hidden.determinize(self, rng)

    # ================================================================= accounting
    def locations(self) -> list[tuple[str, Card | Tile]]:
        """Every card and tile of the game with where it is, for accounting checks."""
        found: list[tuple[str, Card | Tile]] = []
        for player in self.players:
            where = f"seat {player.seat}"
            found += [(f"{where} alhambra", t) for t in player.alhambra.tiles()
                      if t.category != "fountain"]
            found += [(f"{where} reserve", t) for t in player.reserve]
            found += [(f"{where} pending", t) for t in player.pending]
            found += [(f"{where} hand", c) for c in player.hand]
        found += [("dirk", t) for t in self.dirk or ()]
        found += [("bag", t) for t in self.bag]
        found += [("market", t) for t in self.market if t is not None]
        found += [("display", c) for c in self.display]
        found += [("deck", c) for c in self.deck]
        found += [("discard", c) for c in self.discard]
        found += [("set aside", c) for c in self.set_aside]
        for module in self.modules:
            found += list(module.locations(self))
        return found

    def state_dict(self) -> dict[str, Any]:
        """The whole state as plain data (JSON-ready): equal states give equal dicts."""
        def tiles(ts: Iterable[Tile | None]) -> list:
            return [None if t is None else t.id for t in ts]

        def cards(cs: Iterable[Card]) -> list:
            return [c.id for c in cs]

        return {
            "config": self.config.to_json(),
            "rng": _rng_digest(self.rng),
            "players": [
                {
                    "alhambra": sorted([[x, y, t.id, sorted(t.walls)]
                                        for (x, y), t in p.alhambra.items()], key=str),
                    "reserve": tiles(p.reserve), "hand": cards(p.hand), "score": p.score,
                    "pending": tiles(p.pending),
                }
                for p in self.players
            ],
            "dirk": None if self.dirk is None else tiles(self.dirk),
            "dirk_score": self.dirk_score,
            "bag": tiles(self.bag), "market": tiles(self.market),
            "display": cards(self.display), "deck": cards(self.deck),
            "discard": cards(self.discard), "set_aside": cards(self.set_aside),
            "scorings_done": self.scorings_done, "pending_scorings": self.pending_scorings,
            "current": self.current, "phase": self.phase, "to_move": self.to_move,
            "turn": self.turn, "turn_actions": self.turn_actions,
            "turn_bought": list(self.turn_bought), "agenda": self.agenda,
            "window_passed": sorted(self.window_passed), "winners": list(self.winners),
            "ext": {k: (v.to_dict() if hasattr(v, "to_dict") else v)
                    for k, v in sorted(self.ext.items())},
        }

    def digest(self) -> str:
        """A short fingerprint of the whole state (saves store it to detect divergence)."""
        text = json.dumps(self.state_dict(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:32]


# The legal-action lists are built again and again from the same few cards (a display, a
# hand meeting the same market on a redesign turn), so their parts are remembered.
@lru_cache(maxsize=1024)
def _take_actions(display: tuple[Card, ...], limit: int) -> tuple[TakeMoney, ...]:
    return tuple(TakeMoney(tuple(c.id for c in take)) for take in money_takes(display, limit))


@lru_cache(maxsize=4096)
def _minimal_buys(square: int, price: int, cards: tuple[MoneyCard, ...]) -> tuple[Buy, ...]:
    return tuple(Buy(square, tuple(c.id for c in option))
                 for option in minimal_payments(cards, price))


def _rng_digest(rng: random.Random) -> str:
    return hashlib.sha256(repr(rng.getstate()).encode()).hexdigest()[:16]


def _card_ids(value: object) -> tuple[int, ...]:
    if isinstance(value, tuple) and all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        return value
    raise IllegalAction("bad_cards", "cards are named by a list of their numbers")


def _pos(value: object) -> Pos:
    if (isinstance(value, tuple) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        return value  # type: ignore[return-value]
    raise IllegalAction("bad_position", "a position is a pair of whole numbers")


_HANDLERS = {
    TakeMoney: Game._take_money,
    Buy: Game._buy,
    RedesignAdd: Game._redesign_add,
    RedesignRemove: Game._redesign_remove,
    RedesignExchange: Game._redesign_exchange,
    EndActions: Game._end_actions,
    Place: Game._place,
    Reserve: Game._reserve,
    GiveToDirk: Game._give_to_dirk,
    EndTurn: Game._end_turn,
    Pass: Game._pass,
}

_STEPS = {
    "refill": Game._step_refill,
    "scorings": Game._step_scorings,
    "window": Game._step_window,
    "next_turn": Game._step_next_turn,
    "place_pending": Game._step_place_pending,
    "distribute": Game._step_distribute,
    "final_scoring": Game._step_final_scoring,
}
