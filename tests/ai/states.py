"""States for bot tests: reached by random play and by bots' play, and twins of a state
that differ only in what a seat may not know."""

from __future__ import annotations

import random

from game.ai import make_bot
from game.ai.hard import HardBot
from game.ai.learned import load_model
from game.rules import Game, GameConfig


def random_play_states(players: int, count: int, seed: int,
                       modules: frozenset[str] = frozenset()) -> list[Game]:
    """``count`` unfinished states, each after a random number of random legal actions."""
    rng = random.Random(seed)
    states: list[Game] = []
    while len(states) < count:
        game = Game.new(GameConfig(players=players, seed=rng.randrange(10**9), modules=modules))
        for _ in range(rng.randrange(0, 500)):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
        if not game.is_over:
            states.append(game)
    return states


def bot_play_states(players: int, count: int, seed: int) -> list[Game]:
    """``count`` states spread over one game played by Normal bots (typical positions)."""
    rng = random.Random(seed)
    bots = [make_bot("normal", seed * 10 + s) for s in range(players)]
    game = Game.new(GameConfig(players=players, seed=seed))
    seen: list[Game] = []
    while not game.is_over:
        seen.append(game.clone())
        game.apply(bots[game.to_move].choose(game.view(game.to_move)))
    return rng.sample(seen, min(count, len(seen)))


def hidden_twin(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of ``game`` in which everything ``seat`` may not know is dealt differently:
    the other hands' unseen cards and the deck's money cards are reshuffled among
    themselves (hand sizes, the cards everyone saw taken and the places of scoring cards
    kept, as those are public) and the bag is reordered."""
    twin = game.clone()
    others = [p for p in twin.players if p.seat != seat]
    pool = [c for p in others for c in p.hand if c.id not in p.seen] \
        + [c for c in twin.deck if c.is_money]
    rng.shuffle(pool)
    for player in others:
        kept = player.seen_cards()
        size = len(player.hand) - len(kept)
        player.hand, pool = kept + pool[:size], pool[size:]
    twin.deck = [pool.pop() if card.is_money else card for card in twin.deck]
    rng.shuffle(twin.bag)
    return twin


def quick_bot(kind: str, seed: int):
    """A bot of ``kind`` that decides quickly and repeatably (Hard, judging by hand or as
    it learned, with a fixed number of sampled worlds, searched in this process)."""
    if kind in ("hard", "hard-learned"):
        model = load_model() if kind == "hard-learned" else None
        return HardBot(seed, workers_count=0, worlds=2, candidates=4, model=model)
    return make_bot(kind, seed)
