"""M2 Exchange offices (RULES Part 2, M2)."""

import random

import pytest

from game.rules import ACTION, PLACEMENT, Buy, Currency, IllegalAction, TakeMoney
from game.rules.modules.exchange import exchange_cards

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


def test_offices_are_offered_only_for_exact_mixed_payments():
    game, card = exchange_game()
    offers = [a for a in game.legal_actions() if isinstance(a, Buy) and card.id in a.cards]
    assert offers, "an exact mixed payment exists (dirham 2 + ducat 3)"
    for offer in offers:
        paid = [c for c in game.players[0].hand if c.id in offer.cards and c is not card]
        assert sum(c.value for c in paid) == SERAGLIO_5.price
        assert {c.currency for c in paid} == {Currency.DIRHAM, Currency.DUCAT}
    rng = random.Random(3)
    for offer in offers:
        trial = game.clone()
        trial.apply(offer)
        assert trial.phase == ACTION, rng.random()
