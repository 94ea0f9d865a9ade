"""M2 Exchange offices (RULES Part 2, M2)."""

import random

import pytest

from game.rules import ACTION, PLACEMENT, WINDOW, Buy, Currency, IllegalAction, TakeMoney
from game.rules.editions import EDITION
from game.rules.modules.exchange import ExchangeCard, exchange_cards
from game.rules.modules.vizier import UseVizier

from tests.modules.helpers import (
    card_ids, finish_turn, module_game, office, real_tile, set_display, set_hand, set_market,
)

SERAGLIO_5 = real_tile("seraglio", 5)  # on square 2: dirham


def test_six_offices_one_per_pair_two_in_each_of_piles_2_3_4():
    cards = exchange_cards()
    assert len(cards) == 6
    assert len({frozenset(c.currencies) for c in cards}) == 6
    game = module_game("exchange", players=4)
    size = len(game.deck) - 6 - 2   # money in the piles, without offices and scoring cards
    base, rest = divmod(size, 5)
    heights = [base + (1 if i < rest else 0) for i in range(5)]
    heights[1] += 3  # pile 2: scoring card 1 and two offices
    heights[2] += 2
    heights[3] += 3  # pile 4: scoring card 2 and two offices
    tops = [sum(heights[:i]) for i in range(6)]  # pile k spans tops[k-1]..tops[k] from the top
    from_top = {c.id: len(game.deck) - 1 - i for i, c in enumerate(game.deck)}
    piles = sorted(next(k for k in range(1, 6) if tops[k - 1] <= from_top[c.id] < tops[k])
                   for c in cards)
    assert piles == [2, 2, 3, 3, 4, 4]


def test_an_office_in_the_display_is_taken_alone_and_counts_toward_four():
    game = module_game("exchange")
    set_display(game, "florin 1", "florin 2", "ducat 1")
    card = office(game, "florin", "dirham")
    game.display.append(card)
    assert len(game.display) == 4
    assert TakeMoney((card.id,)) in game.legal_actions()
    with pytest.raises(IllegalAction) as error:
        game.apply(TakeMoney((card.id, game.display[0].id)))
    assert error.value.reason == "take_one"
    game.apply(TakeMoney((card.id,)))
    assert card in game.players[0].hand and game.phase == PLACEMENT


def exchange_game():
    game = module_game("exchange")
    set_market(game, None, SERAGLIO_5, None, None)
    card = office(game, "dirham", "ducat")
    set_hand(game, 0, "dirham 2", "ducat 3", "ducat 4", "florin 3")
    game.players[0].hand.append(card)
    return game, card


def test_mixed_exact_payment_gives_another_action_and_discards_the_office():
    game, card = exchange_game()
    dirham2, ducat3 = game.players[0].hand[:2]
    pay = (card.id, dirham2.id, ducat3.id)
    assert Buy(1, pay) in game.legal_actions()
    events = game.apply(Buy(1, pay))
    assert game.phase == ACTION  # exact: another action
    assert card in game.discard and dirham2 in game.discard and ducat3 in game.discard
    assert any(type(e).__name__ == "TileBought" and e.exact for e in events)


@pytest.mark.parametrize("cards, reason", [
    (("office", "dirham 2", "ducat 4"), "exchange_exact"),      # 6 for a price of 5
    (("office", "dirham 2", "florin 3"), "exchange_mix"),       # florin is not on the card
])
def test_office_payment_must_be_exact_in_its_two_currencies(cards, reason):
    game, card = exchange_game()
    hand = {f"{c.currency} {c.value}": c for c in game.players[0].hand if hasattr(c, "value")}
    ids = tuple(card.id if name == "office" else hand[name].id for name in cards)
    before = game.digest()
    with pytest.raises(IllegalAction) as error:
        game.apply(Buy(1, ids))
    assert error.value.reason == reason
    assert game.digest() == before


def test_office_must_name_the_square_currency_and_only_one_per_purchase():
    game, card = exchange_game()
    other = office(game, "florin", "denar")
    game.players[0].hand.append(other)
    three = next(c for c in game.players[0].hand if getattr(c, "currency", None) is Currency.FLORIN)
    two = next(c for c in game.players[0].hand if getattr(c, "value", 0) == 2)
    with pytest.raises(IllegalAction) as error:
        game.apply(Buy(1, (other.id, three.id, two.id)))  # florin/denar on a dirham square
    assert error.value.reason == "exchange_currency"
    with pytest.raises(IllegalAction) as error:
        game.apply(Buy(1, (card.id, other.id, three.id, two.id)))
    assert error.value.reason == "one_exchange"


def test_paid_offices_come_back_when_the_discard_pile_is_reshuffled():
    game, card = exchange_game()
    game.apply(Buy(1, (card.id, *card_ids(game.players[0].hand[:2]))))
    assert card in game.discard
    game.apply(TakeMoney((game.display[0].id,)))  # the display will need a card
    game.discard.extend(game.deck)                # and the deck is empty
    game.deck.clear()
    events = finish_turn(game)
    assert any(type(e).__name__ == "DeckReshuffled" for e in events)
    assert any(c.id == card.id for c in game.deck + game.display)


def test_offices_are_offered_for_the_exact_payments_that_need_them():
    game, card = exchange_game()
    offers = [a for a in game.legal_actions() if isinstance(a, Buy) and card.id in a.cards]
    assert offers, "an exact mixed payment exists (dirham 2 + ducat 3)"
    for offer in offers:
        paid = [c for c in game.players[0].hand if c.id in offer.cards and c is not card]
        assert sum(c.value for c in paid) == SERAGLIO_5.price
        # never all in the square's own currency: that needs no office
        assert {c.currency for c in paid} != {Currency.DIRHAM}
    for offer in offers:
        trial = game.clone()
        trial.apply(offer)
        assert trial.phase == ACTION


PAVILION_7 = real_tile("pavilion", 7)   # on square 1: florin


def sheet_example(modules=("exchange",)):
    """The French sheet's example: 7 denars pay exactly for the tile on the florin square
    with the florin/denar office."""
    game = module_game(*modules)
    set_market(game, PAVILION_7, None, None, None)
    card = office(game, "florin", "denar")
    set_hand(game, 1, "denar 3", "denar 4", "ducat 9")
    game.players[1].hand.append(card)
    return game, card


def test_an_office_pays_all_in_its_other_currency():  # M2: all in either one is a mix
    game, card = sheet_example()
    game.current = game.to_move = 1
    denars = tuple(c.id for c in game.players[1].hand
                   if getattr(c, "currency", None) is Currency.DENAR)
    assert Buy(0, (card.id, *denars)) in game.legal_actions()
    game.apply(Buy(0, (card.id, *denars)))
    assert game.phase == ACTION and PAVILION_7 in game.players[1].pending


def test_the_vizier_window_offers_that_payment():  # M1, M2, D13
    game, card = sheet_example(("exchange", "vizier"))
    game.apply(TakeMoney((game.display[0].id,)))
    finish_turn(game)
    assert game.phase == WINDOW and game.to_move == 1   # asked: it can pay exactly
    offers = [a for a in game.legal_actions() if isinstance(a, UseVizier)]
    assert [a.square for a in offers] == [0] and card.id in offers[0].cards


def test_which_office_lies_in_which_pile_differs_between_games():
    def piles(seed: int, edition: int) -> tuple:
        game = module_game("exchange", players=4, seed=seed, edition=edition)
        offices = sorted((c for c in game.deck if isinstance(c, ExchangeCard)),
                         key=lambda c: c.id)
        spans = sorted({game.deck_ranges[c.id] for c in offices}, reverse=True)
        return tuple(2 + spans.index(game.deck_ranges[c.id]) for c in offices)  # pile numbers

    assert len({piles(seed, EDITION) for seed in range(12)}) > 1
    assert len({piles(seed, 1) for seed in range(12)}) == 1   # the first edition's fixed order


def test_a_view_does_not_say_which_office_lies_in_which_pile():
    game = module_game("exchange", players=4, seed=5)
    offices = sorted((c for c in game.deck if isinstance(c, ExchangeCard)), key=lambda c: c.id)
    truth = [game.deck_ranges[c.id] for c in offices]
    view = game.view(0)
    seen = [view.deck_ranges[c.id] for c in offices]
    assert seen == sorted(truth)                 # the piles' places, in the order of the ids
    where: dict[int, set] = {c.id: set() for c in offices}
    rng = random.Random(2)
    for _ in range(40):
        world = view.determinize(rng)
        for index, c in enumerate(world.deck):
            if c.id in where:
                where[c.id].add(next(span for span in truth if span[0] <= index < span[1]))
    assert all(len(spans) == 3 for spans in where.values())   # any office in any of the piles
