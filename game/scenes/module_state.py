"""What the table shows of the expansion modules' state, read from ``game.ext`` in one place.

Every function answers "nothing" when its module is not in the game, so the painters can
call them unconditionally. Only public facts are returned, except ``hidden_bonus`` which
the table asks for the seat holding the device alone (hot-seat privacy, RULES 1.7).
"""

from __future__ import annotations

from game.rules import Game, Tile
from game.rules.modules.huts import MAX_HUTS, huts_held, stack_tops

__all__ = ["MAX_HUTS", "bonus_held", "hidden_bonus", "hut_stacks", "huts_of", "revealed_bonus",
           "vizier_active"]


def vizier_active(game: Game) -> list[bool] | None:
    """Per seat, whether its vizier is active; None without the vizier module."""
    state = game.ext.get("vizier")
    return list(state.active) if state is not None else None


def hidden_bonus(game: Game, seat: int) -> list[int]:
    """The tiles shown by ``seat``'s face-down bonus cards (ask only for the device holder)."""
    state = game.ext.get("bonus")
    return [t for t in state.hidden[seat] if t >= 0] if state is not None else []


def bonus_held(game: Game, seat: int) -> int:
    """How many face-down bonus cards ``seat`` holds (public: the number of cards)."""
    state = game.ext.get("bonus")
    return len(state.hidden[seat]) if state is not None else 0


def revealed_bonus(game: Game, seat: int) -> set[int]:
    """Tiles of ``seat``'s revealed bonus cards (public)."""
    state = game.ext.get("bonus")
    return set(state.revealed[seat]) if state is not None else set()


def hut_stacks(game: Game) -> dict[str, tuple[Tile | None, int]] | None:
    """Per kind, the stack's face-up top hut and how many huts it holds (the order beneath
    is secret); None without the huts module."""
    return stack_tops(game) if "huts" in game.ext else None


def huts_of(game: Game, seat: int) -> int:
    """Huts ``seat`` holds: Alhambra, reserve and tiles waiting to be placed."""
    return huts_held(game, seat) if "huts" in game.ext else 0
