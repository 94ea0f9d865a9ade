"""RULES 1.2: setting up a game (and D1, the starting player; 1.8 for two players)."""

import random
import types

import pytest

from game.rules import (
    BASE_TILES, ACTION, Game, GameConfig, MoneyCard, ScoringCard,
)
from game.rules import engine
from tests.rules.helpers import assert_accounted

SEEDS = range(300)
PLAYER_COUNTS = (2, 3, 4, 5, 6)


def games(counts=PLAYER_COUNTS, seeds=SEEDS):
    for players in counts:
        for seed in seeds:
            yield Game.new(GameConfig(players=players, seed=seed))


def expected_starter(game: Game) -> int:
    # RULES 1.2.5 + D1: fewest cards, then lowest total, then the earliest seat
    return min(range(len(game.players)),
               key=lambda s: (len(game.players[s].hand), game.players[s].money_total(), s))


def test_each_player_has_a_fountain_and_an_empty_reserve():
    # RULES 1.2.1
    for game in games(seeds=range(3)):
        for player in game.players:
            assert [pos for pos, _ in player.alhambra.items()] == [(0, 0)]
            assert player.alhambra.at((0, 0)).category == "fountain"
            assert player.reserve == [] and player.pending == [] and player.score == 0


def test_market_holds_four_tiles_from_the_bag():
    # RULES 1.2.2: 54 tiles into the bag, 4 laid on the market
    for game in games(counts=(3, 4, 5, 6), seeds=range(20)):
        assert all(t is not None for t in game.market)
        assert len(game.bag) == 54 - 4
        assert {t.id for t in game.bag} | {t.id for t in game.market} == {t.id for t in BASE_TILES}


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_every_piece_accounted_for_at_setup(players):
    # RULES 1.1/1.2: 54 tiles, 108 money cards (two players: 72, RULES 1.8), 2 scoring cards
    for seed in range(20):
        assert_accounted(Game.new(GameConfig(players=players, seed=seed)))


def test_starting_money_is_twenty_to_twenty_eight_dealt_until_twenty():
    # RULES 1.2.4: cards dealt one at a time until the total is 20 or more, so 20-28
    for game in games():
        for player in game.players:
            values = [c.value for c in player.hand]
            assert all(isinstance(c, MoneyCard) for c in player.hand)
            assert 20 <= sum(values) <= 28
            # dealing stopped with the card that reached 20, so without that card the
            # hand was below 20; then so is the hand without its largest card
            assert sum(values) - max(values) < 20


class _StackedRandom(random.Random):
    """A random generator that leaves every list unshuffled, except that it stacks the
    money deck so that ``TOP`` comes off first (the top of the deck is the list's end)."""

    TOP: list[tuple[str, int]] = []
    stacked = False

    def shuffle(self, x):
        if x and all(isinstance(c, MoneyCard) for c in x) and len(x) in (72, 108):
            wanted = []
            for currency, value in self.TOP:
                card = next(c for c in x if c.currency.value == currency and c.value == value
                            and c not in wanted)
                wanted.append(card)
            rest = [c for c in x if c not in wanted]
            x[:] = rest + wanted[::-1]
            type(self).stacked = True


def stacked_game(monkeypatch, players, top):
    _StackedRandom.TOP = top
    _StackedRandom.stacked = False
    monkeypatch.setattr(engine, "random", types.SimpleNamespace(
        Random=_StackedRandom, SystemRandom=random.SystemRandom))
    game = Game.new(GameConfig(players=players, seed=1))
    assert _StackedRandom.stacked, "the money deck was never shuffled"
    return game


def test_starting_money_is_dealt_in_seat_order(monkeypatch):
    # RULES 1.2.4: one player after another in seat order, from the top of the deck
    top = [("ducat", 9), ("ducat", 9), ("ducat", 9),            # seat 0: 27
           ("florin", 5), ("florin", 5), ("florin", 5), ("denar", 5),  # seat 1: 20
           ("dirham", 1), ("dirham", 9), ("dirham", 9), ("denar", 4)]  # seat 2: 23
    game = stacked_game(monkeypatch, 3, top)
    faces = [[(c.currency.value, c.value) for c in p.hand] for p in game.players]
    assert sorted(faces[0]) == sorted(top[0:3])
    assert sorted(faces[1]) == sorted(top[3:7])
    assert sorted(faces[2]) == sorted(top[7:11])
    assert game.current == 0  # 3 cards, the fewest


def test_fewest_cards_start_even_with_more_money(monkeypatch):
    # RULES 1.2.5: fewest cards first, whatever the totals
    top = [("florin", 5)] * 3 + [("denar", 5)]          # seat 0: 4 cards, 20
    top += [("ducat", 9), ("ducat", 9), ("dirham", 1), ("ducat", 9)]  # seat 1: 4 cards, 28
    top += [("dirham", 9), ("denar", 9), ("florin", 9)]  # seat 2: 3 cards, 27
    game = stacked_game(monkeypatch, 3, top)
    assert [len(p.hand) for p in game.players] == [4, 4, 3]
    assert game.current == 2 and game.to_move == 2 and game.phase == ACTION


def test_equal_cards_then_lowest_total_starts(monkeypatch):
    # RULES 1.2.5: same number of cards -> the lowest total
    top = [("ducat", 9), ("ducat", 9), ("ducat", 8)]   # seat 0: 3 cards, 26
    top += [("florin", 9), ("denar", 9), ("denar", 3)]  # seat 1: 3 cards, 21
    top += [("florin", 8), ("florin", 8), ("dirham", 7)]  # seat 2: 3 cards, 23
    game = stacked_game(monkeypatch, 3, top)
    assert game.current == 1


def test_equal_cards_and_total_earliest_seat_starts(monkeypatch):
    # D1: tie on cards and total -> the earliest seat (here seat 1, not seat 0)
    top = [("ducat", 9), ("ducat", 9), ("ducat", 8)]        # seat 0: 3 cards, 26
    top += [("florin", 9), ("denar", 9), ("denar", 3)]       # seat 1: 3 cards, 21
    top += [("florin", 8), ("florin", 7), ("dirham", 6)]     # seat 2: 3 cards, 21
    top += [("dirham", 9), ("dirham", 8), ("florin", 4)]     # seat 3: 3 cards, 21
    game = stacked_game(monkeypatch, 4, top)
    assert game.current == 1


def test_starting_player_over_many_deals():
    # RULES 1.2.5 + D1 on real shuffles; each tie-break must have been decisive somewhere
    decided_by = set()
    for game in games():
        starter = expected_starter(game)
        assert game.current == starter and game.to_move == starter
        hands = [(len(p.hand), p.money_total()) for p in game.players]
        ties = [s for s, h in enumerate(hands) if h == hands[starter]]
        fewest = [s for s, h in enumerate(hands) if h[0] == hands[starter][0]]
        if len(ties) > 1:
            decided_by.add("seat" if starter != 0 else "seat 0")
        elif len(fewest) > 1:
            decided_by.add("total")
        else:
            decided_by.add("cards")
    assert {"cards", "total", "seat"} <= decided_by


def test_display_has_four_money_cards():
    # RULES 1.2.6
    for game in games(seeds=range(50)):
        assert len(game.display) == 4
        assert all(isinstance(c, MoneyCard) for c in game.display)


def test_scoring_cards_lie_in_piles_two_and_four():
    # RULES 1.2.7: the rest in 5 piles as equal as possible; scoring card 1 shuffled into
    # pile 2, scoring card 2 into pile 4; pile 1 on top
    above_first, above_second = [], []
    for game in games(counts=(3, 4)):
        deck_top_first = game.deck[::-1]
        money = sum(1 for c in deck_top_first if isinstance(c, MoneyCard))
        assert money + 2 == len(game.deck)
        low, high = money // 5, -(-money // 5)  # pile sizes are these (differ by at most 1)
        position = {}
        for index, card in enumerate(deck_top_first):
            if isinstance(card, ScoringCard):
                # money cards above it
                position[card.number] = sum(
                    1 for c in deck_top_first[:index] if isinstance(c, MoneyCard))
        assert low <= position[1] <= 2 * high, (game.config.seed, position)
        assert 3 * low <= position[2] <= 4 * high, (game.config.seed, position)
        above_first.append(position[1] - low)
        above_second.append(position[2] - 3 * low)
    # shuffled *into* the pile: over many deals it turns up from its top to its bottom
    assert min(above_first) <= 1 and max(above_first) >= low - 1
    assert min(above_second) <= 1 and max(above_second) >= low - 1


def test_no_scoring_card_dealt_or_displayed():
    # RULES 1.2.3: the scoring cards are set aside while money is dealt and displayed
    for game in games(seeds=range(100)):
        dealt = [c for p in game.players for c in p.hand] + game.display
        assert not any(isinstance(c, ScoringCard) for c in dealt)
        assert sum(isinstance(c, ScoringCard) for c in game.deck) == 2


def test_two_players_dirk_gets_six_tiles_and_deck_has_72_cards():
    # RULES 1.8: 72 money cards; Dirk gets 6 tiles from the bag at setup
    for game in games(counts=(2,), seeds=range(50)):
        assert len(game.dirk) == 6
        assert len(game.bag) == 54 - 4 - 6
        money = [c for p in game.players for c in p.hand] + game.display + game.deck
        assert sum(isinstance(c, MoneyCard) for c in money) == 72


def test_no_dirk_with_three_or_more_players():
    # RULES 1.8 applies to two players only
    for game in games(counts=(3, 4, 5, 6), seeds=range(3)):
        assert game.dirk is None and game.dirk_score is None
