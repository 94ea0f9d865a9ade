"""RULES 1.7: hidden information — a seat's view, equal views for games that differ only
in what that seat cannot know, and determinization."""

import random

import pytest

from game.rules import (
    EndTurn, HiddenCard, HiddenInformation, MoneyCard, ScoringCard, TakeMoney,
)
from game.rules import Buy
from tests.rules.helpers import (
    Witness, assert_accounted, new_game, real_tile, set_display, set_hand, set_market,
)

PUBLIC = ("market", "display", "discard", "set_aside", "scorings_done", "current", "phase",
          "to_move", "turn", "turn_actions", "winners", "dirk", "dirk_score")


def played(players: int, seed: int, actions: int):
    """A game some random legal actions in (so hands, discard and Alhambras vary)."""
    game = new_game(players=players, seed=seed, to_move=0)
    rng = random.Random(seed)
    for _ in range(actions):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


GAMES = [(2, 1, 40), (3, 2, 80), (4, 3, 120), (6, 4, 30)]


@pytest.mark.parametrize("players, seed, actions", GAMES)
def test_view_hides_other_hands_and_the_deck_but_not_their_sizes(players, seed, actions):
    # RULES 1.7: each hand is secret, its count public; the deck order is unknown
    game = played(players, seed, actions)
    for seat in range(players):
        view = game.view(seat)
        for other, (mine, theirs) in enumerate(zip(view.players, game.players)):
            assert len(mine.hand) == len(theirs.hand)
            if other == seat:
                assert mine.hand == theirs.hand
            else:
                # what everyone saw come into the hand stays; the rest is face down
                seen = [c for c in theirs.hand if c.id in theirs.seen]
                assert mine.hand[:len(seen)] == seen
                assert all(isinstance(c, HiddenCard) for c in mine.hand[len(seen):])
        assert len(view.deck) == len(game.deck)
        assert all(isinstance(c, HiddenCard) for c in view.deck)
        # no trace of a hidden card's identity: placeholders say nothing about faces
        assert not any(isinstance(c, (MoneyCard, ScoringCard)) for c in view.deck)


@pytest.mark.parametrize("players, seed, actions", GAMES)
def test_view_shows_everything_public(players, seed, actions):
    # RULES 1.7: market, display, Alhambras, reserves, discard, scores, bag and deck sizes
    game = played(players, seed, actions)
    full, seen = game.state_dict(), game.view(1).state_dict()
    for key in PUBLIC:
        assert seen[key] == full[key], key
    for mine, theirs in zip(seen["players"], full["players"]):
        for key in ("alhambra", "reserve", "score", "pending"):
            assert mine[key] == theirs[key]
    assert sorted(map(str, seen["bag"])) == sorted(map(str, full["bag"]))
    assert len(seen["deck"]) == len(full["deck"])


def hidden_twin(game, seat: int, rng: random.Random):
    """A copy that differs only in what ``seat`` cannot know: a card swapped between
    another hand and the deck, the deck's money cards and the bag reordered."""
    twin = game.clone()
    other = next(p for p in twin.players
                 if p.seat != seat and any(c.id not in p.seen for c in p.hand))
    deck_money = [i for i, c in enumerate(twin.deck) if isinstance(c, MoneyCard)]
    i = rng.choice(deck_money)
    j = rng.choice([k for k, c in enumerate(other.hand) if c.id not in other.seen])
    twin.deck[i], other.hand[j] = other.hand[j], twin.deck[i]
    cards = [twin.deck[k] for k in deck_money]
    rng.shuffle(cards)
    for k, card in zip(deck_money, cards):
        twin.deck[k] = card  # scoring cards keep their places (their piles are public)
    rng.shuffle(twin.bag)
    return twin


@pytest.mark.parametrize("players, seed, actions", GAMES)
def test_games_differing_only_in_hidden_information_give_equal_views(players, seed, actions):
    # RULES 1.7: a view depends only on what the seat may know
    game = played(players, seed, actions)
    rng = random.Random(seed)
    for seat in range(players):
        twin = hidden_twin(game, seat, rng)
        assert twin.digest() != game.digest()  # they really differ
        assert twin.view(seat).state_dict() == game.view(seat).state_dict()
        assert twin.view(seat).digest() == game.view(seat).digest()


def test_a_public_difference_shows_in_the_view():
    # the converse: swap a display card with a deck card -> the views differ
    game = played(3, 5, 20)
    twin = game.clone()
    k = next(i for i, c in enumerate(twin.deck) if isinstance(c, MoneyCard))
    twin.deck[k], twin.display[0] = twin.display[0], twin.deck[k]
    assert twin.view(0).state_dict() != game.view(0).state_dict()
    # and a seat's own hand is not hidden from itself
    twin = game.clone()
    hand = twin.players[0].hand
    hand[0], twin.deck[k] = twin.deck[k], hand[0]
    assert twin.view(0).state_dict() != game.view(0).state_dict()
    assert twin.view(1).state_dict() == game.view(1).state_dict()


@pytest.mark.parametrize("players, seed, actions", GAMES)
def test_view_offers_the_same_decisions_as_the_game(players, seed, actions):
    # the seat to move decides from its view: the same legal actions
    game = played(players, seed, actions)
    view = game.view(game.to_move)
    assert view.legal_actions() == game.legal_actions()


def test_a_view_cannot_draw():
    # RULES 1.7: the deck and bag order are unknown to everyone
    game = new_game(players=3)
    view = game.view(0)
    view.apply(TakeMoney((view.display[0].id,)))
    with pytest.raises(HiddenInformation):
        view.apply(EndTurn())


@pytest.mark.parametrize("players, seed, actions", GAMES)
def test_determinize_keeps_the_public_parts_and_completes_the_accounting(players, seed, actions):
    # RULES 1.7: a full game consistent with the view
    game = played(players, seed, actions)
    for seat in range(players):
        view = game.view(seat)
        for k in range(3):
            full = view.determinize(random.Random(k))
            assert full.viewer is None
            assert not any(isinstance(c, HiddenCard) for p in full.players for c in p.hand)
            assert not any(isinstance(c, HiddenCard) for c in full.deck)
            assert full.view(seat).state_dict() == view.state_dict()
            assert full.players[seat].hand == game.players[seat].hand
            assert_accounted(full)
            # a determinized game plays on
            full.apply(random.Random(k).choice(full.legal_actions()))


def test_determinize_keeps_scoring_cards_in_their_piles():
    # RULES 1.2.7 is public: scoring card 1 lies in pile 2, card 2 in pile 4
    game = new_game(players=4, seed=8)
    view = game.view(0)
    money = sum(isinstance(c, MoneyCard) for c in game.deck)
    low, high = money // 5, -(-money // 5)
    for k in range(30):
        deck = view.determinize(random.Random(k)).deck[::-1]
        above = {c.number: sum(isinstance(d, MoneyCard) for d in deck[:i])
                 for i, c in enumerate(deck) if isinstance(c, ScoringCard)}
        assert low <= above[1] <= 2 * high and 3 * low <= above[2] <= 4 * high


def test_determinize_varies_what_is_unknown():
    game = played(4, 9, 30)
    view = game.view(0)
    deals = {tuple(c.id for c in view.determinize(random.Random(k)).players[1].hand)
             for k in range(10)}
    assert len(deals) > 1


@pytest.mark.parametrize("players, seed, actions", GAMES)
def test_a_view_carries_nothing_that_rebuilds_the_hidden_parts(players, seed, actions):
    # The seed and the log would replay the whole game: a view keeps neither the seed nor
    # the random state (RULES 1.7); saves keep the seed, views do not.
    import pickle
    from dataclasses import replace

    from game.rules import Game

    game = played(players, seed, actions)
    true_seed = game.config.seed
    for seat in range(players):
        view = game.view(seat)
        assert view.config.seed is None and game.config.seed == true_seed
        assert view.rng.getstate() == random.Random(0).getstate()
        assert str(true_seed).encode() not in pickle.dumps(view.config)
        # Replaying the view's log from every seed the view could offer reproduces nothing
        for guess in (None, 0, view.turn):
            config = replace(view.config, seed=guess) if guess is not None else view.config
            rebuilt = Game.new(config)
            for action in view.log:  # as far as the rebuilt deal lets the moves go
                if action in rebuilt.legal_actions():
                    rebuilt.apply(action)
            others = [p for p in range(players) if p != seat]
            assert ([sorted(map(str, game.players[p].hand)) for p in others]
                    != [sorted(map(str, rebuilt.players[p].hand)) for p in others]
                    or [str(c.id) for c in game.deck] != [str(c.id) for c in rebuilt.deck]
                    or [str(t.id) for t in game.bag] != [str(t.id) for t in rebuilt.bag])
            assert [str(t.id) for t in game.bag] != [str(t.id) for t in rebuilt.bag]


# ------------------------------------------------------------------ public memory
def test_a_card_taken_face_up_stays_known_until_it_is_paid():
    # RULES 1.7: the hand is secret, but everyone saw which card was taken from the display
    game = new_game(players=3, to_move=0)
    set_hand(game, 0, "florin 2", "denar 6")
    set_display(game, "florin 3", "dirham 9", "ducat 1", "denar 2")
    taken = game.display[0]
    game.apply(TakeMoney((taken.id,)))
    game.apply(EndTurn())
    hand = game.view(1).players[0].hand
    assert hand[0] == taken                       # known, and first
    assert all(isinstance(c, HiddenCard) for c in hand[1:]) and len(hand) == 3
    assert taken not in game.view(1).unseen and taken in game.view(2).players[0].hand
    # seat 0 pays with it: nothing of its hand is known any more
    while game.to_move != 0:
        game.apply(TakeMoney((game.display[0].id,)))
        game.apply(EndTurn())
    set_market(game, real_tile("pavilion", 5))    # square 1: florins
    florin_2 = next(c for c in game.players[0].hand if c.value == 2)
    game.apply(Buy(0, (florin_2.id, taken.id)))
    assert not any(c.id == taken.id for c in game.view(1).players[0].hand)
    assert not game.players[0].seen


@pytest.mark.parametrize("players, seed", [(2, 7), (4, 8), (6, 9)])
def test_a_view_shows_of_other_hands_exactly_what_the_table_saw(players, seed):
    # RULES 1.7 with public memory: no more (the starting money stays secret) and no less
    game = new_game(players=players, seed=seed)
    witness, rng = Witness(game), random.Random(seed)
    for _ in range(300):
        if game.is_over:
            break
        for seat in range(players):
            witness.check(game, seat)
        witness.apply(game, rng.choice(game.legal_actions()))
    assert any(witness.seen)  # the game did get somewhere


def test_determinize_deals_only_the_face_down_places():
    game = played(4, 6, 90)
    for seat in range(4):
        view = game.view(seat)
        for k in range(3):
            world = view.determinize(random.Random(k))
            for other in range(4):
                real = game.players[other]
                assert world.players[other].seen_cards() == [c for c in real.hand
                                                             if c.id in real.seen]
