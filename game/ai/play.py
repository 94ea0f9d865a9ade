"""Playing whole games between bots (headless autoplay, the arena, tests)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.ai.bot import Bot
from game.rules import Action, Event, Game, GameConfig


MAX_STEPS = 20000   # decisions a game between bots may take before it is deemed stuck


def play_out(game: Callable[[], Game], apply: Callable[[Action], Sequence[Event]],
             bots: Sequence[Bot], on_event: Callable[[Event], None] | None = None,
             max_steps: int = MAX_STEPS) -> Game:
    """The one autoplay loop: each decision made by ``bots[seat]`` from that seat's view of
    ``game()`` and applied by ``apply`` (a game's own, or a session's, which keeps its
    log), until the game ends. ``on_event`` sees every event as it happens; RuntimeError
    if the game has not ended within ``max_steps`` decisions."""
    for _ in range(max_steps):
        current = game()
        if current.is_over:
            return current
        seat = current.to_move
        action: Action = bots[seat].choose(current.view(seat))
        for event in apply(action):
            if on_event:
                on_event(event)
    if game().is_over:
        return game()
    raise RuntimeError(f"the game did not end within {max_steps} decisions")


def play_game(config: GameConfig, bots: Sequence[Bot],
              on_event: Callable[[Event], None] | None = None,
              max_steps: int = MAX_STEPS) -> Game:
    """Play a game to its end, each seat's decisions made by ``bots[seat]`` from that
    seat's view. ``on_event`` sees every event as it happens."""
    if len(bots) != config.players:
        raise ValueError(f"{len(bots)} bots for {config.players} seats")
    game = Game.new(config)
    try:
        return play_out(lambda: game, game.apply, bots, on_event, max_steps)
    except RuntimeError:
        raise RuntimeError(f"game {config.seed} did not end within {max_steps} decisions"
                           ) from None
