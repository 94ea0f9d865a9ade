"""Hidden information (RULES 1.7): a seat's view of a game, and sampling the unknown.

A view is a copy of the game in which everything the seat cannot know is replaced: other
players' money hands and the deck become face-down placeholders, the bag keeps its contents
(they are public) but not its order, and the random generator is a fresh one. What is
unknown is kept only as a pool (``view.unseen``, sorted by id), so two games that differ
only in hidden information give equal views.

``determinize`` deals the pool back out at random: into the other hands (their sizes are
public) and into the deck, where each non-money card (scoring cards, modules' cards) goes
somewhere inside the pile it was shuffled into, which every player saw. Cards shuffled into
the piles face down (exchange offices, say) are known only by sort: "two offices lie in
pile 2", not which two. A view gives each sort's piles to its cards in a fixed order, and
``determinize`` deals them out anew.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from collections.abc import Iterable

from game.rules.types import Card, HiddenCard

if TYPE_CHECKING:
    from game.rules.engine import Game


def view(game: Game, seat: int) -> Game:
    if game.viewer is not None and game.viewer != seat:
        raise ValueError("a view cannot be turned into another seat's view")
    v = game.clone()
    v.viewer = seat
    unseen: list[Card] = list(game.unseen)
    placeholder = -1
    for player in v.players:
        if player.seat == seat:
            continue
        unseen.extend(c for c in player.hand if not isinstance(c, HiddenCard))
        hidden_hand = []
        for _ in player.hand:
            hidden_hand.append(HiddenCard(placeholder))
            placeholder -= 1
        player.hand = hidden_hand
    unseen.extend(c for c in v.deck if not isinstance(c, HiddenCard))
    hidden_deck = []
    for _ in v.deck:
        hidden_deck.append(HiddenCard(placeholder))
        placeholder -= 1
    v.deck = hidden_deck
    v.unseen = tuple(sorted(unseen, key=lambda c: c.id))
    for group in face_down_groups(v.unseen, v.deck_ranges):
        spans = sorted(v.deck_ranges[c.id] for c in group)
        for card, span in zip(group, spans):
            v.deck_ranges[card.id] = span
    v.bag.sort(key=lambda t: str(t.id))
    v.rng = random.Random(0)
    for module in v.modules:
        module.redact(v, seat)
    return v


def determinize(v: Game, rng: random.Random) -> Game:
    if v.viewer is None:
        return v.clone()
    g = v.clone()
    g.viewer = None
    g.unseen = ()
    g.rng = random.Random(rng.getrandbits(64))
    specials = [c for c in v.unseen if c.id in v.deck_ranges]
    ranges = {c.id: v.deck_ranges[c.id] for c in specials}
    for group in face_down_groups(specials, ranges):
        spans = [ranges[c.id] for c in group]
        rng.shuffle(spans)
        ranges.update((card.id, span) for card, span in zip(group, spans))
    pool = [c for c in v.unseen if c.id not in v.deck_ranges]
    rng.shuffle(pool)
    for player in g.players:
        if player.seat == v.viewer:
            continue
        count = len(player.hand)
        player.hand, pool = pool[:count], pool[count:]
    size = len(v.deck)
    deck: list[Card | None] = [None] * size
    for card in specials:
        low, high = ranges[card.id]
        free = [i for i in range(low, min(high, size)) if deck[i] is None]
        if not free:
            free = [i for i in range(size) if deck[i] is None]
        deck[rng.choice(free)] = card
    for index in range(size):
        if deck[index] is None:
            deck[index] = pool.pop()
    g.deck = deck  # type: ignore[assignment]
    rng.shuffle(g.bag)
    for module in g.modules:
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
