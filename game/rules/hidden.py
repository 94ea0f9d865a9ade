"""Hidden information (RULES 1.7): a seat's view of a game, and sampling the unknown.

A view is a copy of the game in which everything the seat cannot know is replaced: the
ruleset hides its secrets (the base game: other players' money hands and the deck become
face-down placeholders), the bag keeps its contents (they are public) but not its order,
the random generator is a fresh one, the config keeps no seed (the seed and the log would
rebuild the whole game), and each module hides its own. What is unknown is kept
only as a pool (``view.unseen``, sorted by id), so two games that differ only in hidden
information give equal views.

``determinize`` deals the pool back out at random, consistently with what the seat saw:
each non-money card in the deck goes somewhere inside the pile it was shuffled into, which
every player saw. Cards shuffled into the piles face down (exchange offices, say) are known
only by sort: "two offices lie in pile 2", not which two. A view gives each sort's piles to
its cards in a fixed order (``face_down_groups``), and ``determinize`` deals them anew.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from game.rules.types import Card

if TYPE_CHECKING:
    from game.rules.engine import Game


def view(game: Game, seat: int) -> Game:
    if game.viewer is not None and game.viewer != seat:
        raise ValueError("a view cannot be turned into another seat's view")
    v = game.clone()
    v.viewer = seat
    v.ruleset.redact(v, seat)
    v.bag.sort(key=lambda t: str(t.id))
    v.rng = random.Random(0)
    v.config = replace(v.config, seed=None)
    for module in v.hooks.redact:
        module.redact(v, seat)
    for index, mover in v.secret_moves:   # another's secret pick: that it was made, not what
        if mover != seat:
            v.log[index] = v.log[index].hidden_form()
    return v


def determinize(v: Game, rng: random.Random) -> Game:
    if v.viewer is None:
        return v.clone()
    g = v.clone()
    g.viewer = None
    g.unseen = ()
    g.rng = random.Random(rng.getrandbits(64))
    g.ruleset.determinize(g, v, rng)
    rng.shuffle(g.bag)
    for module in g.hooks.determinize:
        module.determinize(g, rng)
    return g


def face_down_groups(cards: Iterable[Card],
                     ranges: dict[int, tuple[int, int]]) -> list[list[Card]]:
    """The cards among ``cards`` lying in known piles but face down, by sort (ids in
    order): within a sort, which card lies in which of the sort's piles is unknown."""
    groups: dict[type, list[Card]] = {}
    for card in sorted(cards, key=lambda c: c.id):
        if card.id in ranges and not card.known_pile:
            groups.setdefault(type(card), []).append(card)
    return list(groups.values())
