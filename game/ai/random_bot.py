"""A bot that picks uniformly among the legal actions: a baseline and a fuzzer."""

from __future__ import annotations

import random

from game.rules import Action, Game


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Game) -> Action:
        return self.rng.choice(view.legal_actions())
