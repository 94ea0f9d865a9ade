"""Games brought by bots to a wanted moment (a vizier window, an exchange office to pay
with, a bonus card to reveal), then seated with humans where the test needs them."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from game.ai import make_bot
from game.rules import ACTION, WINDOW, Buy, Game, GameConfig
from game.rules.modules.bonus import RevealBonus
from game.rules.modules.exchange import ExchangeCard
from game.rules.modules.vizier import UseVizier
from game.session import HUMAN, Seat, Session
from tests.ui.conftest import AI

MAX_STEPS = 3000


def advance_until(modules: Iterable[str], wanted: Callable[[Game], bool], players: int = 3,
                  seeds: Iterable[int] = range(1, 40)) -> Game:
    """The first game (by seed) that random bots bring to a state ``wanted`` accepts."""
    for seed in seeds:
        game = Game.new(GameConfig(players=players, seed=seed, modules=frozenset(modules)))
        bots = [make_bot("random", seed * 10 + seat) for seat in range(players)]
        for _ in range(MAX_STEPS):
            if game.is_over:
                break
            if wanted(game):
                return game
            game.apply(bots[game.to_move].choose(game.view(game.to_move)))
    raise AssertionError("no seed reaches the wanted state")


def seated(game: Game, humans: Iterable[int]) -> Session:
    """A session for ``game`` whose seats ``humans`` are human, the others AI."""
    humans = set(humans)
    seats = [Seat(name, HUMAN if seat in humans else AI, "")
             for seat, name in enumerate(game.names)]
    return Session(game, seats)


def vizier_window(game: Game) -> bool:
    """Between turns, and the seat asked can buy with its vizier."""
    return game.phase == WINDOW and any(isinstance(a, UseVizier) for a in game.legal_actions())


def office_purchase(game: Game) -> bool:
    """The seat to move can buy a tile paying with an exchange office."""
    return game.phase == ACTION and bool(office_buys(game))


def office_buys(game: Game) -> list[Buy]:
    offices = {c.id for c in game.player.hand if isinstance(c, ExchangeCard)}
    return [a for a in game.legal_actions()
            if isinstance(a, Buy) and offices.intersection(a.cards)]


def bonus_to_reveal(game: Game) -> bool:
    return game.phase == ACTION and any(isinstance(a, RevealBonus) for a in game.legal_actions())


# ------------------------------------------------------------------ long lists of choices
def bid_in_five_currencies(game: Game) -> bool:
    """An auction in which the bidder can bid in every currency and in diamonds."""
    from game.rules.modules.characters import BID, Bid

    return game.phase == BID and len({a.currency for a in game.legal_actions()
                                      if isinstance(a, Bid)}) == 5


def ammar_with_many_steps(game: Game) -> bool:
    """Ammar's extra step with more steps than a menu of twelve would show."""
    from game.rules.modules.characters import AMMAR_STAGE

    return game.phase == AMMAR_STAGE and len(game.legal_actions()) > 13


def lifted_disc(game: Game) -> bool:
    """A trader disc lifted with several ways to move or swap its citizens."""
    from game.rules.modules.traders import LIFTED

    return game.phase == LIFTED and len(game.legal_actions()) > 8


def many_machma_swaps(game: Game) -> bool:
    """A turn's start with Machma Klain and many cards to swap."""
    from game.rules.modules.characters import MachmaSwap

    return game.phase == ACTION and sum(isinstance(a, MachmaSwap)
                                        for a in game.legal_actions()) > 14


CHOOSERS = {   # each long list's moment, and the modules that bring it about quickly
    "bid": (bid_in_five_currencies, {"characters", "diamonds", "change"}),
    "ammar": (ammar_with_many_steps, {"characters", "builders", "traders"}),
    "lifted": (lifted_disc, {"traders"}),
    "machma": (many_machma_swaps, {"characters"}),
}
