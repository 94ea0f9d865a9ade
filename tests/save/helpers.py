"""Sessions played by seeded bots, and valid saves to damage."""

from __future__ import annotations

import json
from pathlib import Path

from game.ai import make_bot
from game.ai.bot import Bot
from game.rules import GameConfig
from game.saves import codec, document
from game.session import HUMAN, Seat, Session

NAMES = ("Amira", "Basim", "Carmen", "Dario", "Élif", "Farid")


def new_session(players: int, seed: int, kinds: list[str] | None = None) -> Session:
    kinds = kinds or [HUMAN] * players
    seats = [Seat(NAMES[i], kinds[i], f"colour{i}") for i in range(players)]
    return Session.new(GameConfig(players=players, seed=seed), seats)


def bots_for(players: int, seed: int, kind: str = "random") -> list[Bot]:
    return [make_bot(kind, seed * 10 + seat) for seat in range(players)]


def step(session: Session, bots: list[Bot], full_view: bool = False) -> None:
    """One decision by the bot playing the seat to move. With ``full_view`` the bot sees
    the whole game: it is then only a quick source of legal moves, not a fair player."""
    game = session.game
    seen = game if full_view else game.view(game.to_move)
    session.apply(bots[game.to_move].choose(seen))


def play(session: Session, bots: list[Bot], steps: int | None = None,
         full_view: bool = False) -> int:
    """Up to ``steps`` decisions (all, if None) or until the game ends; returns how many."""
    done = 0
    while not session.game.is_over and (steps is None or done < steps):
        step(session, bots, full_view)
        done += 1
    return done


def save_bytes(session: Session, name: str = "") -> bytes:
    return codec.encode(document.build(session, name))


def sample_session(players: int = 3, seed: int = 11, steps: int = 120) -> Session:
    """A game part-way through, ready to be saved."""
    session = new_session(players, seed)
    play(session, bots_for(players, seed), steps)
    return session


def write_save(folder: Path, session: Session | None = None, name: str = "game.json") -> Path:
    path = folder / name
    path.write_bytes(save_bytes(session or sample_session()))
    return path


def edited(raw: bytes, change) -> bytes:
    """``raw`` parsed, passed to ``change`` (which edits the dict in place), re-encoded."""
    doc = json.loads(raw)
    change(doc)
    return json.dumps(doc).encode()
