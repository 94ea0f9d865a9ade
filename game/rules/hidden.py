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

What is hidden is declared apart from how it is hidden: the ruleset and each module list
their ``secrets`` (``Secret``: places whose contents a seat cannot tell apart), and
``reshuffled`` deals them anew, giving a game that differs from the first only in what the
seat cannot see. Its view must be the same (the secrets' test checks it everywhere).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from game.rules.types import Card

if TYPE_CHECKING:
    from game.rules.engine import Game

Span = tuple[int, int]


@dataclass(frozen=True)
class Place:
    """Where one hidden piece lies: ``holder[key]`` (a list and an index, a dict and a key),
    or the attribute ``key`` of ``holder`` with ``attribute``. ``load`` and ``store`` turn
    what the holder keeps into the piece and back (an id kept for a card, say), so that
    places keeping pieces differently may share a secret."""

    holder: Any
    key: Any
    attribute: bool = False
    load: Callable[[Any], Any] | None = None
    store: Callable[[Any], Any] | None = None

    def get(self) -> Any:
        kept = getattr(self.holder, self.key) if self.attribute else self.holder[self.key]
        return self.load(kept) if self.load else kept

    def put(self, piece: Any) -> None:
        kept = self.store(piece) if self.store else piece
        if self.attribute:
            setattr(self.holder, self.key, kept)
        else:
            self.holder[self.key] = kept


@dataclass(frozen=True)
class Secret:
    """Places whose contents a seat cannot tell apart: any other deal of the same pieces
    among them is a game the seat might as well be in. ``tidy`` runs once every secret was
    dealt anew (to keep a list sorted that the rules keep sorted, say).

    Secrets are dealt one after another, in the order declared (the ruleset's, then the
    modules'), each found before any is dealt: secrets may share places as long as the
    earlier ones keep each place's sort of piece (one of each sort's places, then all the
    bag's order, say)."""

    places: tuple[Place, ...]
    tidy: Callable[[], None] | None = field(default=None, compare=False)


def exchange(first: Place, second: Place) -> None:
    """The pieces of two places change places."""
    piece = first.get()
    first.put(second.get())
    second.put(piece)


def places(holder: list, indices: Iterable[int] | None = None, **how: Any) -> list[Place]:
    """The places of a list (some of its indices): ``how`` as for ``Place``."""
    found = range(len(holder)) if indices is None else indices
    return [Place(holder, index, **how) for index in found]


def reshuffled(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of ``game`` that differs from it only in what ``seat`` cannot see: every
    secret the ruleset and the modules declare dealt anew at random, and another seat's
    secret actions in the log blanked (what the seat saw of them)."""
    twin = game.clone()
    secrets = [*twin.ruleset.secrets(twin, seat),
               *(s for m in twin.hooks.secrets for s in m.secrets(twin, seat))]
    for secret in secrets:   # (every secret found before any is dealt: they may overlap)
        pieces = [place.get() for place in secret.places]
        rng.shuffle(pieces)
        for place, piece in zip(secret.places, pieces):
            place.put(piece)
    for secret in secrets:
        if secret.tidy is not None:
            secret.tidy()
    for index, mover in twin.secret_moves:
        if mover != seat:
            twin.log[index] = twin.log[index].hidden_form()
    return twin


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
    settled, spans = _known_ranges(v)
    for sort, found in spans.items():
        members = [c for c in v.unseen if type(c) is sort]
        settled.update((card.id, span) for card, span in zip(members, sorted(found)))
    return settled


def sample_ranges(v: Game, rng: random.Random) -> dict[int, Span]:
    """Where the view's unseen ranged cards lie in a sampled world: a card put in openly in
    its own range; of each sort shuffled in face down, a random choice of its unseen cards
    takes the sort's ranges."""
    found, spans = _known_ranges(v)
    for sort, ranges in spans.items():
        members: list[Card] = [c for c in v.unseen if type(c) is sort]
        rng.shuffle(members)
        found.update((card.id, span) for card, span in zip(members, ranges))
    return found


def _known_ranges(v: Game) -> tuple[dict[int, Span], dict[type, list[Span]]]:
    """The view's unseen cards' ranges: those of cards put in openly, by card, and those of
    each sort shuffled in face down, by sort."""
    own: dict[int, Span] = {}
    spans: dict[type, list[Span]] = {}
    for card in v.unseen:
        span = v.deck_ranges.get(card.id)
        if span is None:
            continue
        if card.known_pile:
            own[card.id] = span
        else:
            spans.setdefault(type(card), []).append(span)
    return own, spans
