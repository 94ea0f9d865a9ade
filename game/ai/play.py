"""Playing whole games between bots (headless autoplay, the arena, tests)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.ai.bot import Bot
from game.rules import Action, Event, Game, GameConfig


def play_game(config: GameConfig, bots: Sequence[Bot],
              on_event: Callable[[Event], None] | None = None,
              max_steps: int = 20000) -> Game:
    """Play a game to its end, each seat's decisions made by ``bots[seat]`` from that
    seat's view. ``on_event`` sees every event as it happens."""
    if len(bots) != config.players:
        raise ValueError(f"{len(bots)} bots for {config.players} seats")
    game = Game.new(config)
    for _ in range(max_steps):
        if game.is_over:
            return game
        seat = game.to_move
        action: Action = bots[seat].choose(game.view(seat))
        for event in game.apply(action):
            if on_event:
                on_event(event)
    raise RuntimeError(f"game {config.seed} did not end within {max_steps} decisions")
