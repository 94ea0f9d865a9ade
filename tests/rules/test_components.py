"""RULES 1.1: the components of the base game."""

from collections import Counter

from game.rules import (
    BASE_TILES, CURRENCIES, FOUNTAIN, Currency, Kind, MoneyCard, market_currencies, scoring_table,
)
from game.rules.data import money_cards

KIND_COUNTS = {"pavilion": 7, "seraglio": 7, "arcades": 9, "chambers": 9, "garden": 11,
               "tower": 11}
PRICE_RANGES = {"pavilion": (2, 8), "seraglio": (3, 9), "arcades": (4, 10),
                "chambers": (5, 11), "garden": (6, 12), "tower": (7, 13)}


def test_fifty_four_buildings_by_kind():
    # RULES 1.1: 7 pavilions, 7 seraglios, 9 arcades, 9 chambers, 11 gardens, 11 towers
    assert len(BASE_TILES) == 54
    assert len({t.id for t in BASE_TILES}) == 54
    assert Counter(t.kind.value for t in BASE_TILES) == KIND_COUNTS


def test_prices_lie_in_each_kinds_range_and_sum_to_421():
    # RULES 1.1: pavilions 2-8 ... towers 7-13; prices sum to 421
    for t in BASE_TILES:
        low, high = PRICE_RANGES[t.kind.value]
        assert low <= t.price <= high, t
    for kind, (low, high) in PRICE_RANGES.items():
        prices = [t.price for t in BASE_TILES if t.kind.value == kind]
        assert min(prices) == low and max(prices) == high
    assert sum(t.price for t in BASE_TILES) == 421


def test_eighty_wall_sides_twenty_per_side_ten_tiles_without_wall():
    # RULES 1.1: 80 wall sides, 20 on each side; 10 tiles have no wall
    sides = Counter(side for t in BASE_TILES for side in t.walls)
    assert sides == {"N": 20, "E": 20, "S": 20, "W": 20}
    assert sum(1 for t in BASE_TILES if not t.walls) == 10
    # the sheet: "They have up to three wall segments on them"
    assert max(len(t.walls) for t in BASE_TILES) == 3


def test_fountain_has_no_walls():
    # RULES 1.1: the starting tiles (Lion Fountain) have no walls
    assert FOUNTAIN.walls == frozenset()
    assert not FOUNTAIN.is_building


def test_money_cards_four_currencies_values_one_to_nine_three_copies():
    # RULES 1.1: 108 money cards: 4 currencies x values 1-9 x 3 copies
    cards = money_cards(two_players=False)
    assert len(cards) == 108
    assert len({c.id for c in cards}) == 108
    assert all(isinstance(c, MoneyCard) for c in cards)
    faces = Counter((c.currency, c.value) for c in cards)
    assert faces == Counter({(cur, v): 3 for cur in CURRENCIES for v in range(1, 10)})


def test_market_squares_currencies():
    # RULES 1.1: square 1 florin, 2 dirham, 3 denar, 4 ducat
    assert market_currencies() == (Currency.FLORIN, Currency.DIRHAM, Currency.DENAR,
                                   Currency.DUCAT)


def test_scoring_table():
    # RULES 1.1: the points for each place in each scoring, pavilion ... tower
    table = scoring_table()
    kinds = [Kind.PAVILION, Kind.SERAGLIO, Kind.ARCADES, Kind.CHAMBERS, Kind.GARDEN, Kind.TOWER]
    assert [table[1][k] for k in kinds] == [(1,), (2,), (3,), (4,), (5,), (6,)]
    assert [table[2][k] for k in kinds] == [(8, 1), (9, 2), (10, 3), (11, 4), (12, 5), (13, 6)]
    assert [table[3][k] for k in kinds] == [(16, 8, 1), (17, 9, 2), (18, 10, 3), (19, 11, 4),
                                           (20, 12, 5), (21, 13, 6)]
