"""Hidden information (RULES 1.7): a seat's view of a game, and sampling the unknown.

A view is a copy of the game in which everything the seat cannot know is replaced: the
ruleset hides its secrets (the base game: other players' money hands and the deck become
face-down placeholders), the bag keeps its contents (they are public) but not its order,
the random generator is a fresh one, the config keeps no seed (the seed and the log would
rebuild the whole game), each module hides its own, and another seat's secret actions
stay in the log only as blanks of their kind. What is unknown is kept only as a pool
(``view.unseen``, sorted by id), so two games that differ only in hidden information give
equal views.

The deck's ranges (where a card shuffled into a known pile may lie) are settled last: a
card put in openly keeps its own; of a sort of card shuffled in face down (exchange
offices, master builders), only how many lie in which pile is known, so the view gives the
sort's ranges to its unseen cards in id order, wherever those really are.

``determinize`` deals the pool back out at random, consistently with what the seat saw:
each ranged card goes somewhere inside the pile it was shuffled into, which every player
saw, and of a face-down sort a random choice of its unseen cards takes the sort's ranges.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from game.rules.types import Card

if TYPE_CHECKING:
    from game.rules.engine import Game

Span = tuple[int, int]


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
    v.unseen = tuple(sorted(v.unseen, key=lambda c: c.id))
    v.deck_ranges = _settled_ranges(v)
    for index, mover in v.secret_moves:   # another's secret pick: that it was made, not what
        if mover != seat:
            v.log[index] = v.log[index].hidden_form()
    return v


def determinize(v: Game, rng: random.Random) -> Game:
    if v.viewer is None:
        return v.clone()
    g = v.clone()
    g.rng = random.Random(rng.getrandbits(64))
    g.ruleset.determinize(g, v, rng)
    rng.shuffle(g.bag)
    for module in g.hooks.determinize:   # (they may read ``viewer``, and what is left unseen)
        module.determinize(g, rng)
    g.viewer = None
    g.unseen = ()
    return g


def _settled_ranges(v: Game) -> dict[int, Span]:
    """The deck's ranges as the view's seat knows them (see the module's docstring)."""
    settled: dict[int, Span] = {}
    spans: dict[type, list[Span]] = {}
    for card in v.unseen:
        span = v.deck_ranges.get(card.id)
        if span is None:
            continue
        if card.known_pile:
            settled[card.id] = span
        else:
            spans.setdefault(type(card), []).append(span)
    for sort, found in spans.items():
        members = [c for c in v.unseen if type(c) is sort]
        settled.update((card.id, span) for card, span in zip(members, sorted(found)))
    return settled


def sample_ranges(v: Game, rng: random.Random) -> dict[int, Span]:
    """Where the view's unseen ranged cards lie in a sampled world: a card put in openly in
    its own range; of each sort shuffled in face down, a random choice of its unseen cards
    takes the sort's ranges."""
    found: dict[int, Span] = {}
    spans: dict[type, list[Span]] = {}
    for card in v.unseen:
        span = v.deck_ranges.get(card.id)
        if span is None:
            continue
        if card.known_pile:
            found[card.id] = span
        else:
            spans.setdefault(type(card), []).append(span)
    for sort, ranges in spans.items():
        members: list[Card] = [c for c in v.unseen if type(c) is sort]
        rng.shuffle(members)
        found.update((card.id, span) for card, span in zip(members, ranges))
    return found
