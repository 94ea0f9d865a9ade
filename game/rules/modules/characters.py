"""M7 Characters: ten characters auctioned when drawn, each with an effect (RULES Part 2, M7,
D15, D23, D24, D25, D33).

Ten cards: two each into money piles 2, 3 and 4, the other four set aside face down. Which
character a card is stays unknown until it is drawn (views keep only what was revealed). A
character drawn is auctioned at once (D15): the player whose turn is next bids first (during
a turn, the player whose turn it is), then the others in turn order; each bids higher or
passes, and passing is final; bidding goes round until all but one have passed (D23). A bid
of B needs B in one currency (money cards, coins, diamonds); the winner pays at least B from
that currency, choosing the cards (D38: the smallest sum that covers it is offered first,
the fewest cards on a tie), takes the card face up and may use it from then on. With no bid
it leaves the game.

♦ cards: a player may use at most one in each of their own turns. [1x] cards leave the game
once used; [W] cards act at scorings. The characters and their moments:

- Abdul Karim [1x]: pays a building (or a bazaar, D35) in full (a payment of its own): free,
  another action.
- Abdul Knihstig [♦]: after buying a building of printed price 10 or more, take one face-up
  money card into the hand (the gap waits for the end-of-turn refill).
- Ammar El'Schauf [♦]: after placing the turn's tiles, one extra free redesign step (D33:
  any of the three kinds, the turn's tiles included).
- Faruk Will'haben [♦]: taking several money cards, the limit is 7 instead of 5.
- Fatima [1x]: on receiving her, keep her (8 points in the final scoring, D24) or exchange
  her for the top set-aside character, revealed, owned and usable at once.
- Hakim Wahid [W]: at each scoring, half a building in a kind of the owner's choice where
  the owner already counts at least 1 (D25).
- Laila Wundabah [♦]: before the turn's first action, swap one market tile for a tile drawn
  from the bag (the old one goes back into the bag).
- Machma Klain [♦]: before the turn's first action, swap a money card of the hand for a
  face-up money card of at most its value (the hand card goes to the discard pile as paid
  money does: a master builder leaves the game instead, D49).
- Yammerad [♦]: at the start of the turn, with fewer than 3 money cards in hand, draw the top
  card of the deck (a non-money card is handled by its module, and another is drawn); the
  card drawn is seen by its drawer only (D46).
- Yusuf E'Passuff [W]: at each scoring, 1 point per full 3 points of wall.

A character cannot be used together with a vizier purchase (M1).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.i18n import N_, _
from game.rules.actions import Action, action
from game.rules.editions import SECOND_EDITION, THIRD_EDITION
from game.rules.errors import HiddenInformation, IllegalAction
from game.rules.events import Event, MoneyTaken, event
from game.rules.hidden import Place, Secret
from game.rules.module import Module, register
from game.rules.offers import Offer, Payment, money_options
from game.rules.stages import ACTION
from game.rules.types import KINDS, Card, Currency, Kind, MoneyCard, ScoringCard, Tile, card_class

if TYPE_CHECKING:
    from game.rules.context import Context

ID_BASE = 7000
# The characters' names, which are also their ids in the state and in saves (shown with ``_``).
# Translators: a character's name; keep the names unless your edition changes them
KARIM = N_("Abdul Karim")
# Translators: a character's name
KNIHSTIG = N_("Abdul Knihstig")
# Translators: a character's name
AMMAR = N_("Ammar El'Schauf")
# Translators: a character's name
FARUK = N_("Faruk Will'haben")
# Translators: a character's name
FATIMA = N_("Fatima")
# Translators: a character's name
HAKIM = N_("Hakim Wahid")
# Translators: a character's name
LAILA = N_("Laila Wundabah")
# Translators: a character's name
MACHMA = N_("Machma Klain")
# Translators: a character's name
YAMMERAD = N_("Yammerad")
# Translators: a character's name
YUSUF = N_("Yusuf E'Passuff")
NAMES = (KARIM, KNIHSTIG, AMMAR, FARUK, FATIMA, HAKIM, LAILA, MACHMA, YAMMERAD, YUSUF)
ONCE = frozenset({KARIM, FATIMA})                 # [1x]
AT_SCORINGS = frozenset({HAKIM, YUSUF})           # [W]
DIAMOND_SUIT = frozenset(NAMES) - ONCE - AT_SCORINGS  # ♦: one per own turn
PILES = (2, 3, 4)
SET_ASIDE = 4
FARUK_LIMIT = 7
KNIHSTIG_PRICE = 10
YAMMERAD_BELOW = 3
FATIMA_POINTS = 8
UNKNOWN = "?"
KARIM_PAYS = ("square", "bazaars")  # offers Abdul Karim pays: market tiles, bazaars (D35)
# The scoring lines of Yusuf's wall points and Fatima's 8 points (D24).
# Translators: lines of the scoring table, named after two characters
YUSUF_LINE, FATIMA_LINE = N_("Yusuf"), N_("Fatima")
BID, PAY, FATIMA_STAGE = "characters:bid", "characters:pay", "characters:fatima"
HAKIM_STAGE, KNIHSTIG_STAGE, AMMAR_STAGE = (
    "characters:hakim", "characters:knihstig", "characters:ammar")


@card_class
class CharacterCard(Card):
    """A character, face down until drawn: which one it is lies in the module's state."""

    def label(self) -> str:
        return _("character")


def character_cards() -> list[CharacterCard]:
    return [CharacterCard(ID_BASE + n + 1) for n in range(len(NAMES))]


# --------------------------------------------------------------------------- actions
@action("characters:bid", formerly="Bid")
class Bid(Action):
    module = "characters"
    amount: int
    currency: str


@action("characters:pass_bid", formerly="PassBid")
class PassBid(Action):
    module = "characters"


@action("characters:keep_fatima", formerly="KeepFatima")
class KeepFatima(Action):
    module = "characters"
    keep: bool


@action("characters:choose_hakim", formerly="ChooseHakim")
class ChooseHakim(Action):
    module = "characters"
    kind: str


@action("characters:knihstig_take", formerly="KnihstigTake")
class KnihstigTake(Action):
    """Take a face-up money card (``card`` 0: let the chance go)."""

    module = "characters"
    # Translators: a move watched again (Knihstig, a character); {name} is the player's
    untold = N_("{name}: knihstig take")
    card: int


@action("characters:ammar_step", formerly="AmmarStep")
class AmmarStep(Action):
    """Ammar's extra redesign step: ``kind`` add / remove / exchange, or "none"."""

    module = "characters"
    # Translators: a move watched again (Ammar, a character); {name} is the player's
    untold = N_("{name}: ammar step")
    kind: str
    tile: int | str
    pos: tuple[int, int]


@action("characters:faruk_take", formerly="FarukTake")
class FarukTake(Action):
    """Take several money cards adding up to at most 7 (Faruk's limit)."""

    module = "characters"
    cards: tuple[int, ...]


@action("characters:laila_swap", formerly="LailaSwap")
class LailaSwap(Action):
    module = "characters"
    square: int


@action("characters:machma_swap", formerly="MachmaSwap")
class MachmaSwap(Action):
    module = "characters"
    hand_card: int
    display_card: int


@action("characters:yammerad_draw", formerly="YammeradDraw")
class YammeradDraw(Action):
    module = "characters"


@action("characters:pay_bid", formerly="PayBid")
class PayBid(Action):
    """The auction's winner pays the bid with these cards of its currency (D38)."""

    module = "characters"
    cards: tuple[int, ...]


# --------------------------------------------------------------------------- state
@event("characters:character_drawn")
class CharacterDrawn(Event):
    """The character ``card`` (named ``character``) was drawn: its auction begins."""

    module = "characters"
    card: int
    character: str


@event("characters:character_gone")
class CharacterGone(Event):
    """Nobody bid for the character: it leaves the game."""

    module = "characters"
    card: int
    character: str


@event("characters:bid_made")
class BidMade(Event):
    module = "characters"
    seat: int
    amount: int
    currency: Currency


@event("characters:bid_passed")
class BidPassed(Event):
    module = "characters"
    seat: int


@event("characters:character_won")
class CharacterWon(Event):
    """The auction's winner paid ``paid`` in ``currency`` and took the character."""

    module = "characters"
    seat: int
    card: int
    character: str
    currency: Currency | None
    paid: int


@event("characters:fatima_kept")
class FatimaKept(Event):
    module = "characters"
    seat: int


@event("characters:fatima_exchanged")
class FatimaExchanged(Event):
    """A seat gave Fatima up for the character set aside, ``character``."""

    module = "characters"
    seat: int
    card: int
    character: str


@event("characters:knihstig_took")
class KnihstigTook(Event):
    module = "characters"
    seat: int
    card: Card


@event("characters:laila_swapped")
class LailaSwapped(Event):
    """Laila put the tile ``old`` of a market ``square`` back into the bag for ``new``
    (None: no building was left in the bag, the tile stays)."""

    module = "characters"
    seat: int
    square: int
    old: Tile
    new: Tile | None


@event("characters:machma_swapped")
class MachmaSwapped(Event):
    """Machma Klain swapped the card ``given`` of a hand for the display's ``taken``."""

    module = "characters"
    seat: int
    given: Card
    taken: Card


@event("characters:yammerad_drew")
class YammeradDrew(Event):
    """Yammerad drew a card face down for its holder (D46: the table sees only that)."""

    module = "characters"
    seat: int


@event("characters:karim_paid")
class KarimPaid(Event):
    module = "characters"
    seat: int


@dataclass
class CharacterState:
    names: dict[int, str]               # card id -> character (UNKNOWN in a view if hidden)
    aside: list[int]                    # cards set aside face down, the top first
    owned: list[list[int]]              # per seat, the characters held face up
    gone: list[int] = field(default_factory=list)  # out of the game
    auction: dict[str, Any] | None = None
    diamond_turn: list[int] = field(default_factory=list)  # per seat: turn a ♦ was used
    hakim: dict[int, str] = field(default_factory=dict)    # scoring -> kind chosen
    fatima_points: list[int] = field(default_factory=list)  # per seat: Fatima kept
    knihstig: int | None = None         # the seat that may take a card now
    ammar_turn: int = 0                 # the turn whose extra step was offered

    def clone(self) -> CharacterState:
        auction = None
        if self.auction is not None:
            auction = dict(self.auction)
            auction["passed"] = list(auction["passed"])
        return CharacterState(dict(self.names), self.aside.copy(),
                              [o.copy() for o in self.owned], self.gone.copy(), auction,
                              self.diamond_turn.copy(), dict(self.hakim),
                              self.fatima_points.copy(), self.knihstig, self.ammar_turn)

    def to_dict(self) -> dict:
        return {"names": {str(k): v for k, v in sorted(self.names.items())},
                "aside": self.aside, "owned": self.owned, "gone": self.gone,
                "auction": self.auction, "diamond_turn": self.diamond_turn,
                "hakim": {str(k): v for k, v in self.hakim.items()},
                "fatima_points": self.fatima_points, "knihstig": self.knihstig,
                "ammar_turn": self.ammar_turn}

    def holds(self, seat: int, name: str) -> int | None:
        """The card id of ``name`` if ``seat`` holds it."""
        return next((c for c in self.owned[seat] if self.names.get(c) == name), None)


def state_of(game: Context) -> CharacterState:
    return game.ext["characters"]


def holdings(game: Context, seat: int) -> dict[Currency, int]:
    """What ``seat`` holds in each currency (cards, coins, diamonds) for a bid (D23)."""
    found: dict[Currency, int] = {}
    for card in game.purse(seat):
        if isinstance(card, MoneyCard):
            found[card.currency] = found.get(card.currency, 0) + card.value
    return found


def money_cards_in_hand(game: Context, seat: int) -> int:
    """Money cards in the hand for Yammerad: coins (open money) do not count."""
    return sum(1 for c in game.players[seat].hand if isinstance(c, MoneyCard))


class Characters(Module):
    id = "characters"
    title = N_("Characters")
    description = N_("Ten characters, auctioned when drawn, each with an effect of its own.")
    expansion = 2
    steps = {"extra_steps": ("ammar",)}   # D16, D47

    def new_state(self, game: Context) -> CharacterState:
        players = game.config.players
        return CharacterState({}, [], [[] for _seat in range(players)], [], None, [0] * players,
                              {}, [0] * players)

    # ------------------------------------------------------------------ setup
    def pile_cards(self, game: Context) -> dict[int, list[Card]]:
        """Which card is which character is dealt by chance; four are set aside."""
        state = state_of(game)
        cards = character_cards()
        names = list(NAMES)
        game.rng.shuffle(names)
        state.names = {card.id: name for card, name in zip(cards, names)}
        game.rng.shuffle(cards)
        state.aside = [c.id for c in cards[len(PILES) * 2:]]
        dealt = cards[: len(PILES) * 2]
        return {pile: dealt[2 * n: 2 * n + 2] for n, pile in enumerate(PILES)}

    # ------------------------------------------------------------------ the auction
    def on_card_drawn(self, game: Context, card: Card, events: list[Event]) -> bool:
        if not isinstance(card, CharacterCard):
            return False
        state = state_of(game)
        during_turn = game.phase == ACTION and game.to_move == game.current
        first = game.current if during_turn else (game.current + 1) % len(game.players)
        state.auction = {"card": card.id, "order": game.seats_from(first), "next": 0,
                         "passed": [], "high": None}
        events.append(CharacterDrawn(card.id, state.names[card.id]))
        if during_turn:
            game.interrupt("characters:auction")
        else:
            game.schedule("characters:auction")
        return True

    def run_step(self, game: Context, step: str, events: list[Event]) -> bool:
        if step == "auction":
            return self._auction_step(game, events)
        if step == "ammar":
            return self._ammar_step(game)
        if step == "knihstig":
            state = state_of(game)
            if state.knihstig is None:
                return True
            game.ask(state.knihstig, KNIHSTIG_STAGE)
            return False
        if step == "yammerad":
            return self._yammerad_draw(game, events)
        return super().run_step(game, step, events)

    def _auction_step(self, game: Context, events: list[Event]) -> bool:
        state = state_of(game)
        auction = state.auction
        if auction is None:
            return True
        if auction.get("winner") is not None:
            if not auction.get("paid"):   # D38: the winner chooses the cards
                game.ask(auction["winner"], PAY)
                return False
            return self._auction_done(game, events)
        order, passed, high = auction["order"], auction["passed"], auction["high"]
        active = [s for s in order if s not in passed]
        if high is not None and active == [high[0]]:
            auction["winner"] = high[0]
            if game.config.edition > SECOND_EDITION and self._payments(game):
                game.ask(high[0], PAY)
                return False
            self._pay_bid(game, events)
            return self._auction_done(game, events)
        if not active:  # nobody bid: the card leaves the game
            card = auction["card"]
            state.gone.append(card)
            events.append(CharacterGone(card, state.names[card]))
            state.auction = None
            return True
        while True:
            seat = order[auction["next"] % len(order)]
            if seat in passed or (high is not None and seat == high[0]):
                auction["next"] += 1
                continue
            game.ask(seat, BID)
            return False

    def _auction_done(self, game: Context, events: list[Event]) -> bool:
        state = state_of(game)
        auction = state.auction
        assert auction is not None
        state.auction = None
        if auction.get("fatima"):
            return True
        winner, card = auction["winner"], auction["card"]
        if state.names[card] == FATIMA:
            if not state.aside:  # nothing to exchange her for: she is kept
                state.fatima_points[winner] += FATIMA_POINTS
                return True
            auction["fatima"] = True
            state.auction = auction
            game.ask(winner, FATIMA_STAGE)
            return False
        return True

    def _bids(self, game: Context, seat: int) -> list[Action]:
        auction = state_of(game).auction
        assert auction is not None
        high = auction["high"][1] if auction["high"] else 0
        held = [(c, h) for c, h in holdings(game, seat).items() if h > high]
        least: list[Action] = [Bid(high + 1, c.value) for c, _held in held]
        more: list[Action] = [Bid(amount, c.value) for c, h in held
                              for amount in range(high + 2, h + 1)]
        return least + [PassBid()] + more  # the least raises and passing first (menus)

    def _bid_offer(self, game: Context) -> Offer:
        auction = state_of(game).auction
        assert auction is not None and auction["high"] is not None
        _seat, amount, currency = auction["high"]
        return Offer("bid", auction["card"], amount, Currency(currency), extra_action=False)

    # ------------------------------------------------------------------ stages
    def stage_actions(self, game: Context, stage: str) -> list[Action]:
        seat = game.to_move
        if stage == BID:
            return self._bids(game, seat)
        if stage == PAY:
            return [PayBid(tuple(c.id for c in cards)) for cards in self._payments(game)]
        if stage == FATIMA_STAGE:
            return [KeepFatima(True), KeepFatima(False)]
        if stage == HAKIM_STAGE:
            counts = game.scoring_counts(seat)
            return [ChooseHakim(k.value) for k in KINDS if counts[k] >= 1]
        if stage == KNIHSTIG_STAGE:
            return [KnihstigTake(c.id) for c in game.display if c.is_money] + [KnihstigTake(0)]
        if stage == AMMAR_STAGE:
            return self._ammar_options(game, seat)
        return []

    # ------------------------------------------------------------------ turn actions
    def _diamond_free(self, game: Context, seat: int) -> bool:
        return state_of(game).diamond_turn[seat] != game.turn

    def actions(self, game: Context) -> list[Action]:
        if game.phase != ACTION or game.to_move != game.current:
            return []
        state = state_of(game)
        seat = game.to_move
        if not state.owned[seat] or not self._diamond_free(game, seat):
            return []
        found: list[Action] = []
        first = game.turn_actions == 0
        if state.holds(seat, FARUK) is not None:
            found += self._faruk_takes(game)
        if first and state.holds(seat, LAILA) is not None and game.bag:
            found += [LailaSwap(s) for s, t in enumerate(game.market) if t is not None]
        if first and state.holds(seat, MACHMA) is not None:
            for mine in game.players[seat].hand:
                if not isinstance(mine, MoneyCard):
                    continue
                found += [MachmaSwap(mine.id, c.id) for c in game.display
                          if isinstance(c, MoneyCard) and c.value <= mine.value]
        if first and state.holds(seat, YAMMERAD) is not None \
                and money_cards_in_hand(game, seat) < YAMMERAD_BELOW and (game.deck or
                                                                         game.discard):
            found.append(YammeradDraw())
        return found

    def _faruk_takes(self, game: Context) -> list[Action]:
        """Several money cards adding up to 6 or 7 (5 or less is an ordinary take)."""
        money = [c for c in game.display if isinstance(c, MoneyCard)]
        found = []
        for mask in range(1, 1 << len(money)):
            chosen = [c for i, c in enumerate(money) if mask >> i & 1]
            total = sum(c.value for c in chosen)
            if len(chosen) > 1 and 5 < total <= FARUK_LIMIT:
                found.append(FarukTake(tuple(sorted(c.id for c in chosen))))
        return found

    # ------------------------------------------------------------------ applying
    def apply(self, game: Context, act: Action, events: list[Event]) -> None:
        handler = getattr(self, "_do_" + type(act).__name__.lower(), None)
        if handler is None:
            super().apply(game, act, events)
            return
        handler(game, act, events)

    def _do_bid(self, game: Context, act: Bid, events: list[Event]) -> None:
        game.require_stage(BID)
        state = state_of(game)
        auction = state.auction
        assert auction is not None
        if act not in self._bids(game, game.to_move):
            raise IllegalAction("bad_bid", module=self.id)
        auction["high"] = (game.to_move, act.amount, act.currency)
        auction["next"] += 1
        events.append(BidMade(game.to_move, act.amount, act.currency))

    def _do_passbid(self, game: Context, act: PassBid, events: list[Event]) -> None:
        game.require_stage(BID)
        auction = state_of(game).auction
        assert auction is not None
        auction["passed"].append(game.to_move)
        auction["next"] += 1
        events.append(BidPassed(game.to_move))

    def _payments(self, game: Context) -> list[tuple[Card, ...]]:
        """The minimal payments of the auction's bid from its winner's purse in the bid's
        currency (D23), what the table proposes first: the smallest sum that covers the
        bid, the fewest cards on a tie (D38)."""
        auction = state_of(game).auction
        assert auction is not None
        seat = auction["winner"]
        if game.viewer is not None and game.viewer != seat:
            raise HiddenInformation("a view does not know which cards pay another's bid")
        options = money_options(self._bid_offer(game), game.purse(seat))
        return sorted(options, key=lambda o: (sum(c.value for c in o), len(o)))

    def _pay_bid(self, game: Context, events: list[Event]) -> None:
        """The winner pays at least the bid from that one currency (D23): games of edition
        2 paid by themselves the smallest sum that covers it, the fewest cards on a tie."""
        options = self._payments(game)
        # (no options only in a world a bot sampled, whose hands need not bear out the bid)
        self._win(game, tuple(c.id for c in options[0]) if options else (), events)

    def _do_paybid(self, game: Context, act: PayBid, events: list[Event]) -> None:
        """D38: the winner pays with any cards of the bid's currency that cover it."""
        game.require_stage(PAY)
        self._win(game, act.cards, events)

    def _win(self, game: Context, cards: tuple[int, ...], events: list[Event]) -> None:
        """The auction's winner pays with the cards ``cards`` names (none: a sampled world
        that cannot pay) and takes the character face up."""
        state = state_of(game)
        auction = state.auction
        assert auction is not None
        seat = auction["winner"]
        offer = self._bid_offer(game)
        paid = 0
        if cards:
            payment = game.judge(seat, offer, cards)
            game.purchase(seat, offer, payment, None, events)
            paid = payment.total
        card = auction["card"]
        state.owned[seat].append(card)
        auction["paid"] = True
        events.append(CharacterWon(seat, card, state.names[card], offer.currency, paid))

    def _do_keepfatima(self, game: Context, act: KeepFatima, events: list[Event]) -> None:
        game.require_stage(FATIMA_STAGE)
        state = state_of(game)
        seat = game.to_move
        fatima = state.holds(seat, FATIMA)
        assert fatima is not None
        if act.keep:
            state.fatima_points[seat] += FATIMA_POINTS
            events.append(FatimaKept(seat))
        else:
            state.owned[seat].remove(fatima)
            state.gone.append(fatima)
            card = state.aside.pop(0)
            state.owned[seat].append(card)
            events.append(FatimaExchanged(seat, card, state.names[card]))
        if state.auction is not None:
            state.auction = None

    def _do_choosehakim(self, game: Context, act: ChooseHakim, events: list[Event]) -> None:
        game.require_stage(HAKIM_STAGE)
        if act not in self.stage_actions(game, HAKIM_STAGE):
            raise IllegalAction("hakim_kind", module=self.id)
        state_of(game).hakim[game.next_scoring] = act.kind

    def _do_knihstigtake(self, game: Context, act: KnihstigTake, events: list[Event]) -> None:
        game.require_stage(KNIHSTIG_STAGE)
        state = state_of(game)
        seat = game.to_move
        state.knihstig = None
        if act.card == 0:
            return
        card = next((c for c in game.display if c.id == act.card and c.is_money), None)
        if card is None:
            raise IllegalAction("not_in_display", module=self.id)
        game.take_from_display(seat, card)   # D45: taken face up
        state.diamond_turn[seat] = game.turn
        events.append(KnihstigTook(seat, card))

    def _do_faruktake(self, game: Context, act: FarukTake, events: list[Event]) -> None:
        game.require_stage(ACTION)
        if act not in self._faruk_takes(game) or not self._usable(game, FARUK):
            raise IllegalAction("faruk", module=self.id)
        cards = tuple(c for c in game.display if c.id in act.cards)
        for card in cards:
            game.take_from_display(game.to_move, card)   # D45: taken face up
        state_of(game).diamond_turn[game.to_move] = game.turn
        events.append(MoneyTaken(game.to_move, cards))
        game.action_done()

    def _usable(self, game: Context, name: str) -> bool:
        seat = game.to_move
        return (seat == game.current and state_of(game).holds(seat, name) is not None
                and self._diamond_free(game, seat))

    def _do_lailaswap(self, game: Context, act: LailaSwap, events: list[Event]) -> None:
        game.require_stage(ACTION)
        if act not in self.actions(game) or not self._usable(game, LAILA):
            raise IllegalAction("laila", module=self.id)
        old = game.market[act.square]
        assert old is not None
        state_of(game).diamond_turn[game.to_move] = game.turn
        new = game.draw_for_market(events)  # a bazaar drawn is laid beside the market (M7)
        if new is None:  # only bazaars were left: they were laid out, the tile stays
            events.append(LailaSwapped(game.to_move, act.square, old, None))
            return
        game.take_from_market(act.square)
        game.lay_on_market(act.square, new)
        game.put_in_bag(old)
        events.append(LailaSwapped(game.to_move, act.square, old, new))

    def _do_machmaswap(self, game: Context, act: MachmaSwap, events: list[Event]) -> None:
        player = game.require_stage(ACTION)
        if act not in self.actions(game) or not self._usable(game, MACHMA):
            raise IllegalAction("machma", module=self.id)
        mine = next(c for c in player.hand if c.id == act.hand_card)
        theirs = next(c for c in game.display if c.id == act.display_card)
        game.take_card(game.to_move, mine)
        game.take_from_display(game.to_move, theirs)   # D45: taken face up
        state_of(game).diamond_turn[game.to_move] = game.turn
        events.append(MachmaSwapped(game.to_move, mine, theirs))
        if game.config.edition >= THIRD_EDITION:
            game.discard_cards(game.to_move, (mine,), events)   # as paid money goes (D49)
        else:   # a game dealt before D49 goes on as it began
            game.to_discard_pile(mine)

    def _do_yammeraddraw(self, game: Context, act: YammeradDraw, events: list[Event]) -> None:
        game.require_stage(ACTION)
        if act not in self.actions(game) or not self._usable(game, YAMMERAD):
            raise IllegalAction("yammerad", module=self.id)
        state_of(game).diamond_turn[game.to_move] = game.turn
        game.interrupt("characters:yammerad")

    def _yammerad_draw(self, game: Context, events: list[Event]) -> bool:
        """Draw until a money card comes (others are handled as when drawn, D15)."""
        mark = game.scheduled
        while True:
            top = game.deck[-1] if game.deck else None
            span = game.deck_ranges.get(top.id) if top is not None else None
            card = game.draw_card(events)
            if card is None:
                return True
            if isinstance(card, ScoringCard):
                game.scoring_card_drawn(card)
                continue
            if not card.is_money and game.card_drawn(card, events):
                if game.scheduled != mark:
                    return False
                continue
            # D46: drawn face down, it is seen by its drawer only (the table sees a card drawn;
            # a non-money card drawn on the way was resolved in the open, above). The others
            # know the pile it came from, not its sort: a card whose pile the deck keeps takes
            # its range along (D48), so the deck's ranges tell nothing of it.
            if card.ranged:
                game.set_deck_range(card.id, span if card is top and span else
                                    (0, len(game.deck) + 1))   # (the discard was shuffled in)
            game.give_card(game.current, card, openly=False)
            events.append(YammeradDrew(game.current))
            return True

    # ------------------------------------------------------------------ Ammar
    def _ammar_step(self, game: Context) -> bool:
        state = state_of(game)
        seat = game.current
        if state.ammar_turn == game.turn or state.holds(seat, AMMAR) is None \
                or not self._diamond_free(game, seat) or game.is_over:
            return True
        if len(self._ammar_options(game, seat)) <= 1:
            return True
        state.ammar_turn = game.turn
        game.ask(seat, AMMAR_STAGE)
        return False

    def _ammar_options(self, game: Context, seat: int) -> list[Action]:
        """D33: any redesign step, the turn's tiles included; or none."""
        found: list[Action] = [AmmarStep("none", 0, (0, 0))]
        found += [AmmarStep(kind, tile, pos) for kind, tile, pos in game.free_redesign_steps(seat)]
        return found

    def _do_ammarstep(self, game: Context, act: AmmarStep, events: list[Event]) -> None:
        game.require_stage(AMMAR_STAGE)
        seat = game.to_move
        if act not in self._ammar_options(game, seat):
            raise IllegalAction("ammar", module=self.id)
        if act.kind == "none":
            return
        state_of(game).diamond_turn[seat] = game.turn
        game.free_redesign(seat, act.kind, act.tile, act.pos, events)

    # ------------------------------------------------------------------ paying
    def purse(self, game: Context, seat: int) -> list[Card]:
        """Abdul Karim pays like a card, for a building in the player's own turn."""
        if game.phase != ACTION or seat != game.current:  # (the cheap test first)
            return []
        card = state_of(game).holds(seat, KARIM)
        return [] if card is None else [CharacterCard(card)]

    def take_from_purse(self, game: Context, seat: int, card: Card) -> bool:
        state = state_of(game)
        if isinstance(card, CharacterCard) and card.id in state.owned[seat]:
            state.owned[seat].remove(card.id)
            state.gone.append(card.id)
            return True
        return False

    def judge_payment(self, game: Context, seat: int, offer: Offer,
                      cards: tuple[Card, ...]) -> Payment | None:
        if not any(isinstance(c, CharacterCard) for c in cards):
            return None
        if len(cards) != 1 or offer.source not in KARIM_PAYS:
            raise IllegalAction("karim_alone", module=self.id)
        return Payment(cards, offer.price, True)  # free, and another action (M7)

    def payment_options(self, game: Context, seat: int, offer: Offer) -> list[tuple[Card, ...]]:
        if offer.source not in KARIM_PAYS or not offer.extra_action:
            return []  # never with a vizier purchase (M1), whose offer gives no action
        return [(card,) for card in self.purse(game, seat)]

    def after_payment(self, game: Context, seat: int, cards: tuple[Card, ...], overpaid: int,
                      offer: Offer, events: list[Event]) -> tuple[Card, ...]:
        if any(isinstance(c, CharacterCard) for c in cards):
            events.append(KarimPaid(seat))
        return tuple(c for c in cards if not isinstance(c, CharacterCard))

    def after_purchase(self, game: Context, seat: int, offer: Offer, payment: Payment,
                       bought: Any, events: list[Event]) -> None:
        """Abdul Knihstig: a tile of printed price 10 or more bought in one's turn (for a
        bazaar, whose price is what it costs now, the price paid: the offer's price)."""
        state = state_of(game)
        if (bought is None or offer.price < KNIHSTIG_PRICE
                or game.phase != ACTION or seat != game.current
                or state.holds(seat, KNIHSTIG) is None or not self._diamond_free(game, seat)
                or not any(c.is_money for c in game.display)):
            return
        state.knihstig = seat
        game.interrupt("characters:knihstig")

    # ------------------------------------------------------------------ scoring
    def scoring_decision(self, game: Context, scoring: int) -> tuple[int, str] | None:
        state = state_of(game)
        if scoring in state.hakim:
            return None
        for seat in range(len(game.players)):
            if state.holds(seat, HAKIM) is not None:
                counts = game.scoring_counts(seat)
                if any(counts[k] >= 1 for k in KINDS):
                    return seat, HAKIM_STAGE
        return None

    def count_bonus(self, game: Context, seat: int) -> dict[Kind, float]:
        state = state_of(game)
        if state.holds(seat, HAKIM) is None:
            return {}
        # The scoring it was chosen for (D25), the last one too when a scoring card was never
        # drawn (D5); games of edition 2 looked it up by the scorings done.
        scoring = (game.next_scoring if game.config.edition > SECOND_EDITION
                   else game.scorings_done + 1)
        chosen = state.hakim.get(scoring)
        return {Kind(chosen): 0.5} if chosen else {}

    def scoring_lines(self, game: Context, scoring: int) -> dict[str, list[int]]:
        state = state_of(game)
        held = {state.names.get(card) for owned in state.owned for card in owned}
        if YUSUF not in held and FATIMA not in held:
            return {}  # (asked for every position a computer player weighs: kept quick)
        seats = range(len(game.players))
        yusuf = [game.players[s].alhambra.longest_wall() // 3
                 if state.holds(s, YUSUF) is not None else 0 for s in seats]
        fatima = [state.fatima_points[s] if scoring == 3 and state.holds(s, FATIMA) else 0
                  for s in seats]
        lines = {}
        if any(yusuf):
            lines[YUSUF_LINE] = yusuf + ([0] if game.dirk is not None else [])
        if any(fatima):
            lines[FATIMA_LINE] = fatima + ([0] if game.dirk is not None else [])
        return lines

    # ------------------------------------------------------------------ hidden information
    def secrets(self, game: Context, seat: int) -> list[Secret]:
        """M7: which character each card in the deck or set aside is (D45)."""
        state = state_of(game)
        shown = {c for owned in state.owned for c in owned} | set(state.gone)
        if state.auction is not None:
            shown.add(state.auction["card"])
        return [Secret(tuple(Place(state.names, card) for card in sorted(state.names)
                             if card not in shown))]

    def redact(self, game: Context, seat: int) -> None:
        """Which character a card in the deck or set aside is: unknown to everyone."""
        state = state_of(game)
        shown = {c for owned in state.owned for c in owned} | set(state.gone)
        if state.auction is not None:
            shown.add(state.auction["card"])
        state.names = {c: (n if c in shown else UNKNOWN) for c, n in state.names.items()}

    def determinize(self, game: Context, rng: random.Random) -> None:
        state = state_of(game)
        unknown = [c for c, n in sorted(state.names.items()) if n == UNKNOWN]
        known = set(state.names.values())
        names = [n for n in NAMES if n not in known]
        rng.shuffle(names)
        state.names.update(zip(unknown, names))

    def locations(self, game: Context):
        state = state_of(game)
        cards = {c.id: c for c in character_cards()}
        for card in state.aside:
            yield "characters set aside", cards[card]
        for seat, owned in enumerate(state.owned):
            for card in owned:
                yield f"seat {seat} characters", cards[card]
        for card in state.gone:
            yield "characters out of the game", cards[card]
        if state.auction is not None and not state.auction.get("paid"):
            yield "character at auction", cards[state.auction["card"]]

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """A character lies in the deck or set aside, is auctioned, owned face up, or out of
        the game; never in a hand or the discard pile (M7)."""
        return CHARACTER_PLACES if isinstance(piece, CharacterCard) else None


CHARACTER_PLACES = frozenset({"deck", "characters set aside", "character at auction",
                              "characters", "characters out of the game"})


register(Characters())
