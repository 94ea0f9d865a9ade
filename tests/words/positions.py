"""Seeded positions full of refusals, for the tests of the refusals' words.

Random games of every module and way to play are played a few dozen moves each; at a few
moments of each, everything a player might try and be refused is asked: every cell around
and in the mover's Alhambra for every tile they hold (as a placement and as a redesign),
every tile taken out, and the actions that were legal a few moments before (stale ones are
refused for all sorts of reasons). ``refusals`` yields each refusal as a key and what the
rules core says of it; how it is put in words is the caller's choice."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import NamedTuple

from game.rules import Game, GameConfig, IllegalAction
from game.rules.modules import module_order
from game.rules.rulesets import VARIANTS

MOVES = 150         # moves played in each game
LOOK_EVERY = 10     # a look at the refusals every so many moves
TRIED = 40          # actions legal at some earlier moment, tried again at each look
TILES = 2           # tiles of the mover's whose refused cells are asked at each look


class Refusal(NamedTuple):
    key: str                     # where in the corpus (game, move, what was tried)
    kind: str                    # "cell", "swap", "remove" or "action"
    subject: object              # a Placements (cell, swap), the game (remove), the error


def configs() -> Iterator[GameConfig]:
    """The games of the corpus: the base game at every size, each module, the variants,
    and a few mixes of modules."""
    for players in (2, 3, 5):
        yield GameConfig(players=players, seed=players)
    for number, module in enumerate(module_order()):
        yield GameConfig(players=3, seed=100 + number, modules=frozenset({module}))
    for number, variant in enumerate(VARIANTS[1:]):
        yield GameConfig(players=3, seed=200 + number, variant=variant)
    rng = random.Random(42)
    for number in range(6):
        mix = frozenset(rng.sample(module_order(), 4))
        yield GameConfig(players=4, seed=300 + number, modules=mix)


def refusals() -> Iterator[Refusal]:
    for config in configs():
        game = Game.new(config)
        rng = random.Random(config.seed)
        name = f"{config.variant}-{config.players}-{'+'.join(sorted(config.modules))}"
        earlier: dict[str, object] = {}   # every action legal so far, by its repr
        for move in range(MOVES):
            if game.is_over:
                break
            actions = game.legal_actions()
            if move % LOOK_EVERY == 0:
                tried = rng.sample(sorted(earlier), min(TRIED, len(earlier)))
                yield from _look(game, f"{name}@{move}", [earlier[text] for text in tried])
            earlier.update((repr(action), action) for action in actions)
            game.apply(rng.choice(actions))


def _look(game: Game, where: str, stale: list) -> Iterator[Refusal]:
    seat = game.to_move
    player = game.players[seat]
    alhambra = player.alhambra
    west, north, east, south = alhambra.bounds()
    cells = [(x, y) for y in range(north - 1, south + 2) for x in range(west - 1, east + 2)]
    tiles = list(player.pending) + list(player.reserve)
    tiles += [tile for tile in game.market if tile is not None]
    for tile in tiles[:TILES]:
        for redesign in (False, True):
            placements = game.placements(seat, tile, redesign)
            for cell in cells:
                if placements.reason(cell) is not None:
                    kind = "swap" if redesign else "cell"
                    yield Refusal(f"{where} {kind} {tile.id} {cell}", kind, (placements, cell))
    for cell in cells:
        if cell in alhambra and alhambra.can_remove(cell) is not None:
            yield Refusal(f"{where} remove {cell}", "remove", (game, seat, cell))
    for action in stale:
        trial = game.clone()
        try:
            trial.apply(action)
        except IllegalAction as error:
            yield Refusal(f"{where} {action!r}", "action", (error, action))
