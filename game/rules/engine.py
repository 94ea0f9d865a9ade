"""The game engine: the whole state of a game, its stages, its legal actions, and their
effects. The shared core of every way to play; a ruleset (``game.ruleset``: the base game's
money rules, ``rulesets.money``) brings what is its own, and modules hook in (``module``).

Flow. A game is a sequence of decisions, each made by ``game.to_move`` in a *stage*
(``game.phase``):

- ``action``: the turn's actions (RULES 1.3): take money, buy, redesign, or a module's.
- ``placement``: the turn player places the tiles bought this turn, then ends the turn.
- ``place_now``: a player places a tile received outside their turn (end-of-game market).
- ``window``: between turns, players may use what modules offer (vizier, thieves) or pass.
- a module's own stages, named ``"<module>:<stage>"`` (an auction, a choice in a scoring).
- ``over``: the game has ended.

What happens between decisions (refills, scorings, the next turn) is an *agenda*: a list of
named steps the engine works through after every action until a step waits for a decision
(it asks a seat with ``ask`` and returns False; it runs again after the decision). The end
of a turn is a row of named points (the ruleset's ``end_of_turn``) where modules put their
own steps. A step may schedule others ahead of itself and then goes on after them; an
action may ``interrupt`` with steps, after which the game returns to that decision. So a
decision in the middle of anything (an auction in a refill, a choice in a scoring) comes
back to where it was, and no module ever sets the stage or the seat to move by hand.

Chance comes only from ``game.rng``, so a seed and a list of actions replay a game exactly.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any

from game.i18n import _
import game.rules.hidden as hidden
from game.rules.actions import (
    Action, EndActions, EndTurn, GiveToDirk, Pass, Place, RedesignAdd, RedesignExchange,
    RedesignRemove, Reserve, redesign_of,
)
from game.rules.alhambra import Alhambra, reason_words
from game.rules.config import GameConfig
from game.rules.editions import FIRST_EDITION, SECOND_EDITION
from game.rules.errors import HiddenInformation, IllegalAction
from game.rules.events import (
    Event, GameOver, GivenToDirk, Paid, Scored, ScoringRow, TilePlaced, TileRemoved,
    TileReserved, TilesExchanged, TurnStarted,
)
from game.rules.module import Hooks, Module, hooks_for
from game.rules.modules import modules_for
from game.rules.offers import Offer, Payment, judge_money, money_options
from game.rules.rulesets import ruleset_for
from game.rules.rulesets.money import card_ids
from game.rules.rulesets.ruleset import Ruleset
from game.rules.scoring import majority_points
from game.rules.stages import ACTION, OVER, PLACE_NOW, PLACEMENT, WINDOW
from game.rules.types import KINDS, Card, Currency, Kind, MoneyCard, Pos, Tile, remove_item


class Player:
    """One seat: Alhambra, reserve, secret money hand, score, tiles waiting to be placed.

    ``seen`` holds the ids of the hand's cards that every player saw come into it (taken
    face up from the display, say): an attentive player remembers them, so a view of
    another seat keeps them until they are paid (RULES 1.7, D45: the hand is secret, but
    not what was taken openly). Cards come in with ``gain`` and leave with ``lose``, which
    keep it exact."""

    __slots__ = ("seat", "name", "alhambra", "reserve", "hand", "score", "pending", "seen")

    def __init__(self, seat: int, name: str) -> None:
        self.seat = seat
        self.name = name
        self.alhambra = Alhambra()
        self.reserve: list[Tile] = []
        self.hand: list[Card] = []
        self.score = 0
        self.pending: list[Tile] = []
        self.seen: frozenset[int] = frozenset()   # replaced, never changed: clones share it

    def clone(self) -> Player:
        copy = Player.__new__(Player)
        copy.seat = self.seat
        copy.name = self.name
        copy.alhambra = self.alhambra.clone()
        copy.reserve = self.reserve.copy()
        copy.hand = self.hand.copy()
        copy.score = self.score
        copy.pending = self.pending.copy()
        copy.seen = self.seen
        return copy

    def gain(self, card: Card, openly: bool) -> None:
        """``card`` comes into the hand; ``openly``: everyone saw which card it is."""
        self.hand.append(card)
        if openly:
            self.seen = self.seen.union((card.id,))

    def lose(self, card: Card) -> None:
        """``card`` leaves the hand (raises ValueError if it is not there)."""
        remove_item(self.hand, card)
        if card.id in self.seen:
            self.seen = self.seen.difference((card.id,))

    def seen_cards(self) -> list[Card]:
        """The hand's cards everyone saw come in, in hand order."""
        seen = self.seen
        return [c for c in self.hand if c.id in seen] if seen else []

    def money(self, currency: Currency) -> int:
        """What the hand holds in ``currency`` (money beside the hand: ``Game.purse``)."""
        return sum(c.value for c in self.hand
                   if isinstance(c, MoneyCard) and c.currency is currency)

    def money_total(self) -> int:
        return sum(c.value for c in self.hand if isinstance(c, MoneyCard))

    def reserve_tile(self, tile_id: int | str) -> Tile | None:
        return _tile_with_id(self.reserve, tile_id)

    def pending_tile(self, tile_id: int | str) -> Tile | None:
        return _tile_with_id(self.pending, tile_id)


def _tile_with_id(tiles: list[Tile], tile_id: int | str) -> Tile | None:
    for tile in tiles:  # (a plain loop: the lists are short, a generator costs more)
        if tile.id == tile_id:
            return tile
    return None


class Placements:
    """Where a tile may go in a seat's Alhambra, and why not elsewhere: the one answer the
    engine, the bots and the table all use. ``legal``: plain placements; ``swaps``: tiles it
    could be exchanged with (a redesign); ``special``: places it may go only by a module's
    action (through a gate, say), with what that takes in words and the action."""

    __slots__ = ("tile", "legal", "swaps", "special", "redesign", "_alhambra")

    def __init__(self, alhambra: Alhambra, tile: Tile, redesign: bool,
                 special: dict[Pos, list[tuple[str, Action]]]) -> None:
        self._alhambra = alhambra
        self.tile = tile
        self.redesign = redesign
        self.legal = frozenset(alhambra.legal_positions(tile))
        self.swaps = frozenset(alhambra.exchange_positions(tile)) if redesign else frozenset()
        self.special = special

    def allows(self, pos: Pos) -> bool:
        return pos in self.legal or pos in self.swaps or pos in self.special

    def reason(self, pos: Pos) -> str | None:
        """The rule's code for why the tile may not go to ``pos`` (None if it may)."""
        if self.allows(pos):
            return None
        if self.redesign and pos in self._alhambra:
            return self._alhambra.can_swap(self.tile, pos) or "occupied"
        return self._alhambra.check(self.tile, pos) or "occupied"

    def why(self, pos: Pos) -> str:
        """Plain words for why the tile may not go to ``pos`` ("" if it may)."""
        reason = self.reason(pos)
        if reason is None:
            return ""
        if reason == "walls_mismatch" and pos not in self._alhambra:
            return self._alhambra.explain(self.tile, pos)
        return reason_words(reason)


class Game:
    """A game of Alhambra. Create with ``Game.new(GameConfig(...))``."""

    # Everything below is the game's state; ``clone`` and ``state_dict`` cover all of it.
    config: GameConfig
    _rng: random.Random  # read and set as ``rng``
    _rng_shared: bool  # whether a copy (or an original) may hold the same generator
    modules: tuple[Module, ...]
    hooks: Hooks
    ruleset: Ruleset
    table: Any  # a ruleset's own state (None for the base game, whose lies on the game)
    ext: dict[str, Any]
    players: list[Player]
    dirk: list[Tile] | None
    dirk_points: int
    bag: list[Tile]
    # the base game's money table (rulesets.money)
    market: list[Tile | None]
    display: list[Card]
    deck: list[Card]  # the top of the deck is the end of the list
    discard: list[Card]
    set_aside: list[Card]  # scoring cards once drawn
    deck_ranges: dict[int, tuple[int, int]]  # non-money card id -> where it may lie (public)
    scorings_done: int
    pending_scorings: list[int]
    current: int
    phase: str
    to_move: int
    turn: int
    turn_actions: int
    turn_bought: list[int | str]
    agenda: list[str]
    returns: list[tuple[str, int]]  # decisions interrupted by steps, to come back to
    window_passed: set[int]
    history: list[Scored]
    log: list[Action]
    secret_moves: tuple[tuple[int, int], ...]  # (log index, seat) of each secret action
    winners: tuple[int, ...]
    viewer: int | None
    unseen: tuple[Card, ...]
    scheduled: int  # steps scheduled so far (a running step sees whether it must yield)

    # ================================================================= setup
    @classmethod
    def new(cls, config: GameConfig | None = None) -> Game:
        """Set up a new game (RULES 1.2, with each module's setup)."""
        config = config or GameConfig()
        if config.seed is None:
            config = config.with_seed(random.SystemRandom().randrange(2**63))
        g = cls.__new__(cls)
        g.config = config
        g.rng = random.Random(config.seed)
        g.modules = modules_for(config.modules)
        g.hooks = hooks_for(g.modules)
        g.ruleset = ruleset_for(config.variant)
        g.table = None
        g.players = [Player(seat, name) for seat, name in enumerate(config.names)]
        g.dirk = [] if config.players == 2 else None
        g.dirk_points = 0
        g.ext = {}
        for module in g.modules:
            state = module.new_state(g)
            if state is not None:
                g.ext[module.id] = state
        g.bag = []
        g.market = []
        g.display, g.deck, g.discard, g.set_aside = [], [], [], []
        g.deck_ranges = {}
        g.scorings_done = 0
        g.pending_scorings = []
        g.agenda = []
        g.returns = []
        g.scheduled = 0
        g.window_passed = set()
        g.history = []
        g.log = []
        g.secret_moves = ()
        g.winners = ()
        g.viewer = None
        g.unseen = ()
        g.turn = 0
        g.turn_actions = 0
        g.turn_bought = []
        events: list[Event] = []
        first = g.ruleset.setup(g, events)
        g.current = first
        setup_steps = g._steps_at("setup")
        if setup_steps:  # decisions before the first turn (a module's choices at setup)
            g.phase, g.to_move = ACTION, first
            g.agenda = [*setup_steps, "first_turn"]
            g.advance(events)
        else:
            g.start_turn(first, events)
        return g

    # ================================================================= reading
    @property
    def rng(self) -> random.Random:
        """The game's source of chance. A copy shares its original's generator until one
        of them draws: the first to draw takes a generator of its own, in the state they
        shared (copying a generator's state is most of what ``clone`` would cost, and most
        copies never draw). So keep no ``game.rng`` across a ``clone``: draw through the
        game."""
        if self._rng_shared:
            own = random.Random.__new__(random.Random)  # (unseeded: its state is set next)
            own.setstate(self._rng.getstate())
            self._rng = own
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, rng: random.Random) -> None:
        self._rng = rng
        self._rng_shared = False

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def scores(self) -> list[int]:
        return [p.score for p in self.players]

    @property
    def dirk_score(self) -> int | None:
        return None if self.dirk is None else self.dirk_points

    @property
    def player(self) -> Player:
        """The seat to move."""
        return self.players[self.to_move]

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    @property
    def currencies(self) -> tuple[Currency, ...]:
        """Every currency in this game: the base game's, then the modules'."""
        extra = tuple(c for m in self.hooks.currencies for c in m.currencies(self))
        return self.ruleset.currencies + extra if extra else self.ruleset.currencies

    def currency_of(self, square: int) -> Currency:
        return self.ruleset.currency_of(square)

    def module(self, module_id: str) -> Module | None:
        return next((m for m in self.modules if m.id == module_id), None)

    def seats_from(self, seat: int) -> list[int]:
        """All seats in turn order, starting with ``seat``."""
        n = len(self.players)
        return [(seat + k) % n for k in range(n)]

    def money_limit(self, seat: int) -> int:
        return self.ruleset.money_limit(self, seat)

    @property
    def next_scoring(self) -> int:
        """The scoring counted next, or being counted: the first one waiting (a scoring card
        came up, or the game ended: D5, the last is the 3rd whatever was drawn), else the one
        after the last counted."""
        return self.pending_scorings[0] if self.pending_scorings else self.scorings_done + 1

    def purse(self, seat: int) -> list[Card]:
        """What ``seat`` can pay with: the hand, and money a module lays open beside it."""
        hand = self.players[seat].hand
        sources = self.hooks.purse
        if not sources:
            return hand
        return hand + [c for m in sources for c in m.purse(self, seat)]

    # ================================================================= legal actions
    def legal_actions(self, redesigns: bool = True) -> list[Action]:
        """Every action ``to_move`` may take now (payments: the minimal ones, see
        ``payments``). Never empty while the game is not over.

        Without ``redesigns`` the turn's redesign steps (usually most of the list, and most
        of the cost of listing it) are left out, unless nothing else is legal: for players
        and searches that look at them separately (``redesign_actions``) or never."""
        phase = self.phase
        if phase == OVER:
            return []
        if phase == ACTION:
            actions = self.ruleset.turn_actions(self, redesigns)
            if not actions and not redesigns:
                return self.legal_actions()
        elif phase in (PLACEMENT, PLACE_NOW):
            actions = self._placement_actions()
        elif phase == WINDOW:
            actions = [a for m in self.hooks.window_actions
                       for a in m.window_actions(self, self.to_move)]
            actions.append(Pass())
        else:
            actions = self._stage_owner(phase).stage_actions(self, phase)
        for module in self.hooks.actions:
            actions.extend(module.actions(self))
        if phase == ACTION and (self.turn_actions > 0 or not actions):
            actions.append(_END_ACTIONS)
        return actions

    def _stage_owner(self, stage: str) -> Any:
        owner = stage.partition(":")[0]
        module = self.module(owner)
        return module if module is not None else self.ruleset

    def is_legal(self, action: Action) -> bool:
        """Whether ``apply(action)`` would succeed (tries it on a copy)."""
        try:
            self.clone().apply(action)
        except IllegalAction:
            return False
        except HiddenInformation:
            pass  # on a view: the action was accepted; only its aftermath is unknown
        return True

    def redesign_actions(self, seat: int) -> list[Action]:
        """The redesign steps open to ``seat`` (RULES 1.3): add, remove, exchange."""
        player = self.players[seat]
        alhambra = player.alhambra
        usable = tuple(t for t in player.reserve if t.id not in self.turn_bought)

        def compute() -> tuple[Action, ...]:
            actions: list[Action] = []
            spots: dict[tuple, list[Pos]] = {}  # tiles alike (walls, sort) fit the same places
            for tile in usable:
                key = (tile.mask, tile.category)
                if key not in spots:
                    spots[key] = sorted(alhambra.legal_positions(tile))
                actions += [_add_action(tile.id, pos) for pos in spots[key]]
            actions += [_remove_action(pos) for pos in sorted(alhambra.removable_positions())]
            swaps: dict[tuple, list[Pos]] = {}
            for tile in usable:
                key = (tile.mask, tile.category)
                if key not in swaps:
                    swaps[key] = alhambra.exchange_positions(tile)
                actions += [_exchange_action(tile.id, pos) for pos in swaps[key]]
            return tuple(actions)

        actions = list(alhambra.cached(("redesign", usable), compute))
        modules = self.hooks.placement_options
        if modules:
            for module in modules:
                for tile in usable:
                    for options in module.placement_options(self, seat, tile, True).values():
                        actions.extend(act for _words, act in options)
        return actions

    def free_redesign_steps(self, seat: int) -> tuple[tuple[str, int | str, Pos], ...]:
        """The extra redesign steps open to ``seat`` after placing (Ammar, a master
        builder; D33: any of the three kinds, the turn's tiles included), as (kind, tile
        id, position): per reserve tile its additions then its exchanges, then the removals
        (tile 0), then the modules' own (a reserve tile built through a gate, M5 "also in a
        redesign": games of edition 3 on). ``free_redesign`` takes one."""
        steps = self._plain_redesign_steps(seat)
        modules = self.hooks.extra_steps
        if modules and self.config.edition > SECOND_EDITION:
            extra = tuple(step for m in modules for step in m.extra_steps(self, seat))
            if extra:
                return steps + extra
        return steps

    def step_words(self, seat: int, kind: str, tile_id: int | str, pos: Pos) -> str:
        """A module's own extra step (see ``free_redesign_steps``) in words ("" for the
        three kinds of step, which the table words itself)."""
        owner, own, _what = kind.partition(":")
        module = self.module(owner) if own else None
        return module.step_words(self, seat, kind, tile_id, pos) if module else ""

    def redesign_of(self, kind: str, tile_id: int | str, pos: Pos) -> Action | None:
        """The turn's redesign action that makes the extra step (``kind``, ``tile_id``,
        ``pos``) of ``free_redesign_steps``: the three kinds' own, or a module's."""
        owner, own, _what = kind.partition(":")
        if not own:
            return redesign_of(kind, tile_id, pos)
        module = self.module(owner)
        return module.step_redesign(kind, tile_id, pos) if module else None

    def _plain_redesign_steps(self, seat: int) -> tuple[tuple[str, int | str, Pos], ...]:
        """``free_redesign_steps`` of the three kinds, remembered by the Alhambra."""
        player = self.players[seat]
        alhambra = player.alhambra

        def compute() -> tuple[tuple[str, int | str, Pos], ...]:
            found: list[tuple[str, int | str, Pos]] = []
            for tile in player.reserve:
                found += [("add", tile.id, pos) for pos in sorted(alhambra.legal_positions(tile))]
                found += [("exchange", tile.id, pos) for pos in alhambra.exchange_positions(tile)]
            found += [("remove", 0, pos) for pos in sorted(alhambra.removable_positions())]
            return tuple(found)

        return alhambra.cached(("free_redesign", tuple(player.reserve)), compute)

    def free_redesign(self, seat: int, kind: str, tile_id: int | str, pos: Pos,
                      events: list[Event]) -> None:
        """Take one redesign step for ``seat``: one of ``free_redesign_steps``, or a turn's
        add or remove (the caller checked it may be taken); the modules hear of it. (The
        turn's exchange tells the modules tile by tile, as saved games were played.)"""
        player = self.players[seat]
        alhambra = player.alhambra
        owner, own, _what = kind.partition(":")
        if own:   # a module's own step
            module = self.module(owner)
            if module is None:
                raise IllegalAction("no_such_step",
                                    _("that is not a redesign step you can take"))
            module.take_step(self, seat, kind, tile_id, pos, events)
        elif kind == "add":
            tile = player.reserve_tile(tile_id)
            alhambra.place(tile, pos)
            player.reserve.remove(tile)
            self.tile_entered(seat, tile, pos, events)
        elif kind == "remove":
            tile = alhambra.remove(pos)
            player.reserve.append(tile)
            events.append(TileRemoved(seat, tile, pos))
            self.tile_left(seat, tile, pos, events)
        else:
            tile = player.reserve_tile(tile_id)
            old = alhambra.swap(tile, pos)
            player.reserve.remove(tile)
            player.reserve.append(old)
            events.append(TilesExchanged(seat, tile, old, pos))
            self.tile_left(seat, old, pos, events)
            self.tile_entered(seat, tile, pos, events, announce=False)

    def _placement_actions(self) -> list[Action]:
        seat = self.to_move
        player = self.players[seat]
        if not player.pending:  # most turns: nothing was bought, the turn only ends
            return [_END_TURN] if self.phase == PLACEMENT else []
        actions: list[Action] = []
        seen: set[int | str] = set()
        modules = self.hooks.placement_options
        for tile in player.pending:
            if tile.id in seen:
                continue
            seen.add(tile.id)
            actions += [_place_action(tile.id, pos)
                        for pos in sorted(player.alhambra.legal_positions(tile))]
            for module in modules:
                for options in module.placement_options(self, seat, tile, False).values():
                    actions.extend(act for _words, act in options)
            actions.append(_reserve_action(tile.id))
            if self._may_give_to_dirk(tile):
                actions.append(GiveToDirk(tile.id))
        if self.phase == PLACEMENT and not player.pending:
            actions.append(_END_TURN)
        return actions

    def placements(self, seat: int, tile: Tile, redesign: bool = False) -> Placements:
        """Where ``tile`` may go in ``seat``'s Alhambra now (see ``Placements``); with
        ``redesign`` the exchanges too."""
        special: dict[Pos, list[tuple[str, Action]]] = {}
        for module in self.hooks.placement_options:
            for pos, options in module.placement_options(self, seat, tile, redesign).items():
                special.setdefault(pos, []).extend(options)
        return Placements(self.players[seat].alhambra, tile, redesign, special)

    def removal_words(self, seat: int, pos: Pos) -> str:
        """Why the tile at ``pos`` of ``seat``'s Alhambra may not be taken out, in words
        ("" if it may)."""
        reason = self.players[seat].alhambra.can_remove(pos)
        return reason_words(reason) if reason else ""

    def _may_give_to_dirk(self, tile: Tile) -> bool:
        if self.dirk is None or not self.ruleset.may_give_to_dirk(self, tile):
            return False
        for module in self.hooks.may_give_to_dirk:
            verdict = module.may_give_to_dirk(self, tile)
            if verdict is not None:
                return verdict
        return tile.piece.to_dirk

    # ================================================================= applying
    def apply(self, action: Action) -> list[Event]:
        """Check and apply ``action`` for ``to_move``; return the events it caused.

        Raises ``IllegalAction`` (with a reason) and changes nothing if it is not legal.
        """
        if self.phase == OVER:
            raise IllegalAction("game_over", _("the game is over"))
        mover = self.to_move
        events: list[Event] = []
        if action.module is None:
            handler = _HANDLERS.get(type(action))
            if handler is not None:
                handler(self, action, events)
            else:
                rule = self.ruleset.handlers.get(type(action))
                if rule is None:
                    raise IllegalAction("unknown_action", _("{name} is not an action").format(
                        name=type(action).__name__))
                rule(self.ruleset, self, action, events)
        else:
            module = self.module(action.module)
            if module is None:
                raise IllegalAction("module_off", _("module {module} is not in this game").format(
                    module=action.module))
            module.apply(self, action, events)
        if action.secret:
            self.secret_moves += ((len(self.log), mover),)
        self.log.append(action)
        self.advance(events)
        return events

    def require_stage(self, *stages: str) -> Player:
        """The player to move, if the game is in one of ``stages`` (else IllegalAction)."""
        if self.phase not in stages:
            # Translators: {stage} names a stage of the game in the program's own words
            raise IllegalAction("wrong_phase", _("not possible now ({stage})").format(
                stage=self.phase))
        return self.players[self.to_move]

    # ----------------------------------------------------------------- the turn's accounting
    def action_done(self, another: bool = False) -> None:
        """A turn action was taken; unless it gives ``another``, the actions are over and
        the turn moves on as the ruleset says (the base game: to placing, RULES 1.3)."""
        self.turn_actions += 1
        if not another:
            self.ruleset.actions_over(self)

    def ask(self, seat: int, stage: str) -> None:
        """A step waits for ``seat``'s decision in ``stage`` (the step returns False)."""
        self.phase = stage
        self.to_move = seat

    def interrupt(self, *steps: str) -> None:
        """Run ``steps`` now, then come back to the decision being made (called from an
        action, after its own accounting)."""
        self.returns.append((self.phase, self.to_move))
        self.schedule(*steps, "return")

    # ----------------------------------------------------------------- offers and payments
    def judge(self, seat: int, offer: Offer, ids: object) -> Payment:
        """Check that the cards ``ids`` from ``seat``'s purse pay for ``offer``."""
        ids = card_ids(ids)
        if not ids or len(set(ids)) != len(ids):
            raise IllegalAction("bad_cards", _("choose one or more different cards to pay with"))
        purse = {c.id: c for c in self.purse(seat)}
        try:
            cards = tuple([purse[i] for i in ids])
        except KeyError:
            raise IllegalAction("not_in_hand", _("those cards are not in your hand")) from None
        for module in self.hooks.judge_payment:
            verdict = module.judge_payment(self, seat, offer, cards)
            if verdict is not None:
                return verdict
        return judge_money(offer, cards)

    def offer_payments(self, seat: int, offer: Offer) -> list[tuple[Card, ...]]:
        """Minimal ways for ``seat`` to pay ``offer`` (modules add theirs)."""
        options: list[tuple[Card, ...]] = list(money_options(offer, self.purse(seat)))
        for module in self.hooks.payment_options:
            options.extend(module.payment_options(self, seat, offer))
        return options

    def judge_payment(self, seat: int, square: int, ids: object) -> Payment:
        """``judge`` for the tile on market ``square``."""
        return self.judge(seat, self.ruleset.square_offer(self, square), ids)

    def payment_options(self, seat: int, square: int) -> list[tuple[Card, ...]]:
        """``offer_payments`` for the tile on market ``square`` (none if it is empty)."""
        if self.market[square] is None:
            return []
        return self.offer_payments(seat, self.ruleset.square_offer(self, square))

    def purchase(self, seat: int, offer: Offer, payment: Payment, bought: Tile | None,
                 events: list[Event]) -> None:
        """The one way anything is bought: ``payment`` (judged already) is paid, every
        module hears of the purchase, and in the buyer's own action stage the extra
        action of an exact payment is granted (or the actions end)."""
        self.pay(seat, payment, offer, events)
        for module in self.hooks.after_purchase:
            module.after_purchase(self, seat, offer, payment, bought, events)
        own_turn = self.phase == ACTION and seat == self.current
        another = own_turn and payment.exact and offer.extra_action
        events.append(Paid(seat, payment.cards, offer.price, payment.exact, another, bought))
        if own_turn:
            self.action_done(another=another)

    def pay(self, seat: int, payment: Payment, offer: Offer, events: list[Event]) -> None:
        """Move paid cards out of ``seat``'s hand (or the open money beside it): to the
        discard pile, or wherever a module sends them (change, say)."""
        player = self.players[seat]
        for card in payment.cards:
            try:
                player.lose(card)
            except ValueError:
                if not any(m.take_from_purse(self, seat, card) for m in self.hooks.purse):
                    raise IllegalAction("not_in_hand", _("{card} is not yours to pay").format(
                        card=card.label())) from None
        to_discard = payment.cards
        for module in self.hooks.after_payment:
            to_discard = module.after_payment(self, seat, to_discard,
                                              payment.total - offer.price, offer, events)
        self.discard_cards(seat, to_discard, events)

    def discard_cards(self, seat: int, cards: tuple[Card, ...], events: list[Event]) -> None:
        """Cards that left ``seat``'s hand (paid, swapped away) go to the discard pile, but
        those a module sends elsewhere (a master builder leaves the game, D49)."""
        for module in self.hooks.discarded:
            cards = module.discarded(self, seat, cards, events)
        self.discard.extend(cards)

    # ----------------------------------------------------------------- the core's actions
    def _require_redesign(self) -> Player:
        player = self.require_stage(ACTION)
        refused = self.ruleset.redesign_refused(self)
        if refused:
            raise IllegalAction("no_redesign_now", refused)
        return player

    def _redesign_add(self, action: RedesignAdd, events: list[Event]) -> None:
        player = self._require_redesign()
        tile = self._reserve_tile(player, action.tile)
        self.free_redesign(self.to_move, "add", tile.id, _pos(action.pos), events)
        self.action_done()

    def _redesign_remove(self, action: RedesignRemove, events: list[Event]) -> None:
        self._require_redesign()
        self.free_redesign(self.to_move, "remove", 0, _pos(action.pos), events)
        self.action_done()

    def _redesign_exchange(self, action: RedesignExchange, events: list[Event]) -> None:
        player = self._require_redesign()
        tile = self._reserve_tile(player, action.tile)
        pos = _pos(action.pos)
        old = player.alhambra.swap(tile, pos)
        player.reserve.remove(tile)
        player.reserve.append(old)
        events.append(TilesExchanged(self.to_move, tile, old, pos))
        for module in self.modules:
            if module in self.hooks.on_leave_alhambra:
                module.on_leave_alhambra(self, self.to_move, old, pos, events)
            if module in self.hooks.on_enter_alhambra:
                module.on_enter_alhambra(self, self.to_move, tile, pos, events)
        self.action_done()

    def _reserve_tile(self, player: Player, tile_id: int | str) -> Tile:
        tile = player.reserve_tile(tile_id)
        if tile is None:
            raise IllegalAction("not_in_reserve", _("that tile is not in your reserve"))
        if tile_id in self.turn_bought:
            raise IllegalAction("bought_this_turn",
                                _("a tile bought this turn cannot be redesigned"))
        return tile

    def _end_actions(self, action: EndActions, events: list[Event]) -> None:
        self.require_stage(ACTION)
        if self.turn_actions == 0 and EndActions() not in self.legal_actions():
            raise IllegalAction("must_act", _("take money, buy or redesign first"))
        self.phase = PLACEMENT

    def _place(self, action: Place, events: list[Event]) -> None:
        player = self.require_stage(PLACEMENT, PLACE_NOW)
        tile = self._pending_tile(player, action.tile)
        pos = _pos(action.pos)
        player.alhambra.place(tile, pos)
        player.pending.remove(tile)
        self._entered(self.to_move, tile, pos, events)

    def _entered(self, seat: int, tile: Tile, pos: Pos, events: list[Event]) -> None:
        self.tile_entered(seat, tile, pos, events)

    def tile_entered(self, seat: int, tile: Tile, pos: Pos, events: list[Event],
                     announce: bool = True) -> None:
        """A tile came into ``seat``'s Alhambra by a module's own step (a redesign step
        outside the action phase, say): told (unless ``announce`` is off) and heard by the
        modules as any placement."""
        if announce:
            events.append(TilePlaced(seat, tile, pos))
        for module in self.hooks.on_enter_alhambra:
            module.on_enter_alhambra(self, seat, tile, pos, events)

    def tile_left(self, seat: int, tile: Tile, pos: Pos, events: list[Event]) -> None:
        """A tile left ``seat``'s Alhambra by a module's own step: the modules hear of it."""
        for module in self.hooks.on_leave_alhambra:
            module.on_leave_alhambra(self, seat, tile, pos, events)

    def place_from_pending(self, seat: int, tile: Tile, pos: Pos, events: list[Event],
                           build: Callable[[Alhambra], None] | None = None) -> None:
        """Put a waiting tile into the Alhambra by a module's action: ``build`` puts it
        there its own way (through a gate, say; by default as any tile is placed); the
        modules hear of it as of any placement."""
        player = self.players[seat]
        (build or (lambda alhambra: alhambra.place(tile, pos)))(player.alhambra)
        player.pending.remove(tile)
        self._entered(seat, tile, pos, events)

    def build_from_reserve(self, seat: int, tile: Tile, pos: Pos, events: list[Event],
                           build: Callable[[Alhambra], None]) -> None:
        """A redesign step by a module's action: a reserve tile built its own way (through a
        gate, say), as a turn action when the ruleset allows a redesign now."""
        player = self._require_redesign()
        self._reserve_tile(player, tile.id)
        build(player.alhambra)
        player.reserve.remove(tile)
        self._entered(seat, tile, pos, events)
        self.action_done()

    def _reserve(self, action: Reserve, events: list[Event]) -> None:
        player = self.require_stage(PLACEMENT, PLACE_NOW)
        tile = self._pending_tile(player, action.tile)
        player.pending.remove(tile)
        player.reserve.append(tile)
        events.append(TileReserved(self.to_move, tile))

    def _give_to_dirk(self, action: GiveToDirk, events: list[Event]) -> None:
        player = self.require_stage(PLACEMENT, PLACE_NOW)
        tile = self._pending_tile(player, action.tile)
        if not self._may_give_to_dirk(tile):
            raise IllegalAction("no_dirk", _("only a building bought this turn may go to Dirk"))
        assert self.dirk is not None
        player.pending.remove(tile)
        self.dirk.append(tile)
        events.append(GivenToDirk(self.to_move, tile))

    def _pending_tile(self, player: Player, tile_id: int | str) -> Tile:
        tile = player.pending_tile(tile_id)
        if tile is None:
            raise IllegalAction("not_pending", _("that tile is not waiting to be placed"))
        return tile

    def _end_turn(self, action: EndTurn, events: list[Event]) -> None:
        player = self.require_stage(PLACEMENT)
        if player.pending:
            raise IllegalAction("tiles_waiting", _("place every new tile first"))
        self.end_of_turn()

    def end_of_turn(self) -> None:
        """The turn is over: its closing steps (the ruleset's points, with the modules'
        steps at each) go on the agenda."""
        self.agenda = list(_end_of_turn(self.ruleset, self.modules, self.config.edition))

    def _pass(self, action: Pass, events: list[Event]) -> None:
        self.require_stage(WINDOW)
        self.window_passed.add(self.to_move)

    # ================================================================= the agenda
    def _steps_at(self, point: str) -> list[str]:
        """The modules' steps at a named point of the game (``Module.steps``)."""
        return [f"{m.id}:{step}" for m in self.modules for step in m.steps.get(point, ())]

    def schedule(self, *steps: str, first: bool = True) -> None:
        """Put steps on the agenda: ahead of everything (``first``) or at its end."""
        if first:
            self.agenda[0:0] = steps
            self.scheduled += len(steps)
        else:
            self.agenda.extend(steps)

    def advance(self, events: list[Event]) -> None:
        """Work through the agenda until a step waits for a decision or it is empty. A step
        that scheduled others ahead of itself and is not done goes on after them."""
        while self.agenda and self.phase != OVER:
            step = self.agenda.pop(0)
            mark = self.scheduled
            if self._run_step(step, events):
                continue
            ahead = self.scheduled - mark
            self.agenda.insert(ahead, step)
            if not ahead:
                return

    def _run_step(self, step: str, events: list[Event]) -> bool:
        core = _STEPS.get(step)
        if core is not None:
            return core(self, events)
        if ":" in step:
            module_id, name = step.split(":", 1)
            module = self.module(module_id)
            assert module is not None, step
            return module.run_step(self, name, events)
        return self.ruleset.steps[step](self.ruleset, self, events)

    def _step_return(self, events: list[Event]) -> bool:
        self.phase, self.to_move = self.returns.pop()
        return True

    def _step_scorings(self, events: list[Event]) -> bool:
        """Every scoring waiting to be counted (a scoring card came up), in order; a module
        may first ask for a decision (the scoring then waits for it)."""
        while self.pending_scorings:
            number = self.pending_scorings[0]
            if not self._scoring_ready(number, events):
                return False
            self.score(number, events)   # still waiting while counted: ``next_scoring``
            self.pending_scorings.pop(0)
            self.ruleset.after_scoring(self, number, events)
        return True

    def _scoring_ready(self, number: int, events: list[Event]) -> bool:
        """Whether ``number`` may be counted now, or a module first asks for a decision
        (made with the scoring's own reveals already done)."""
        decisions = self.hooks.scoring_decision
        if not decisions:
            return True
        for module in self.hooks.before_scoring:
            module.before_scoring(self, number, events)
        for module in decisions:
            asked = module.scoring_decision(self, number)
            if asked is not None:
                self.ask(*asked)
                return False
        return True

    def _step_window(self, events: list[Event]) -> bool:
        """The between-turns window: in priority order from the next player round to the
        player who just played, anyone a module offers something to may act or pass."""
        offers, opens = self.hooks.window_actions, self.hooks.window_open
        for seat in self.seats_from(self.current + 1) if offers or opens else ():
            if seat in self.window_passed:
                continue
            if any(m.window_open(self, seat) for m in opens) \
                    or any(m.window_actions(self, seat) for m in offers):
                self.ask(seat, WINDOW)
                return False
        if self.window_passed:  # (most turns nobody passed: no new set to make)
            self.window_passed = set()
        return True

    def reopen_window(self) -> None:
        """After someone acted in the window, everyone who passed may reconsider."""
        self.window_passed = set()

    def _step_next_turn(self, events: list[Event]) -> bool:
        self.start_turn((self.current + 1) % len(self.players), events)
        return True

    def _step_first_turn(self, events: list[Event]) -> bool:
        self.start_turn(self.current, events)
        return True

    def start_turn(self, seat: int, events: list[Event]) -> None:
        """``seat``'s turn begins: its own stage, nothing done yet."""
        self.current = seat
        self.turn += 1
        self.turn_actions = 0
        self.turn_bought = []
        self.phase = ACTION
        self.to_move = seat
        events.append(TurnStarted(seat, self.turn))
        for module in self.hooks.turn_start:
            module.turn_start(self, events)

    def _step_place_pending(self, events: list[Event]) -> bool:
        """Whoever holds tiles received outside their own turn places them now."""
        for seat in self.seats_from(self.current + 1):
            if self.players[seat].pending:
                self.ask(seat, PLACE_NOW)
                return False
        return True

    def _step_final_scoring(self, events: list[Event]) -> bool:
        if 3 not in self.pending_scorings:
            self.pending_scorings.append(3)  # D5: a scoring card still in the deck never is
        if not self._step_scorings(events):
            return False
        best = max(self.scores)
        self.winners = tuple(s for s, score in enumerate(self.scores) if score == best)  # D6
        self.phase = OVER
        self.agenda = []
        events.append(GameOver(tuple(self.scores), self.winners, self.dirk_score))
        return True

    def end_game(self) -> None:
        """The game ends as the ruleset says (the base game: the market could not be
        refilled, RULES 1.6)."""
        self.ruleset.end_game(self)

    # ================================================================= the money table
    def refill_market(self, events: list[Event]) -> bool:
        return self.ruleset.refill_market(self, events)

    def refill_display(self, events: list[Event]) -> bool:
        return self.ruleset.refill_display(self, events)

    def draw_card(self, events: list[Event]) -> Card | None:
        return self.ruleset.draw_card(self, events)

    def distribution_money(self, seat: int, currency: Currency) -> int:
        return self.ruleset.distribution_money(self, seat, currency)

    def draw_tile(self) -> Tile:
        if self.viewer is not None:
            raise HiddenInformation("a view cannot draw from the bag")
        return self.bag.pop()

    def draw_for_market(self, events: list[Event]) -> Tile | None:
        """A tile from the bag for a market square: a tile a module takes when it is drawn
        (a bazaar laid beside the market, M16) is set aside and the next one drawn. None
        once the bag is empty."""
        takers = self.hooks.on_tile_drawn
        while self.bag:
            tile = self.draw_tile()
            if not any(m.on_tile_drawn(self, tile, events) for m in takers):
                return tile
        return None

    def tile_offers(self) -> list[tuple[Offer, Tile]]:
        """Tiles the modules have for sale beside the market squares (bazaars, M16), each
        with its offer."""
        return [found for m in self.hooks.tile_offers for found in m.tile_offers(self)]

    def hand_over(self, offer: Offer) -> Tile:
        """The tile of a module's offer, taken from where it lies for its buyer."""
        module = self.module(offer.source)
        if module is None or module not in self.hooks.tile_offers:
            raise IllegalAction("not_for_sale", _("that is not for sale"))
        return module.hand_over(self, offer)

    # ================================================================= scoring
    def scoring_counts(self, seat: int) -> dict[Kind, float]:
        """``seat``'s buildings per kind as they count for majorities (modules add)."""
        counts: dict[Kind, float] = dict(self.players[seat].alhambra.counts())
        for bonus in self.count_bonuses(seat).values():
            for kind, extra in bonus.items():
                counts[kind] += extra
        return counts

    def count_bonuses(self, seat: int) -> dict[str, dict[Kind, float]]:
        """What each module adds to ``seat``'s counts, by module id (non-zero only)."""
        found = {}
        for module in self.hooks.count_bonus:
            bonus = {k: v for k, v in module.count_bonus(self, seat).items() if v}
            if bonus:
                found[module.id] = bonus
        return found

    def dirk_counts(self) -> dict[Kind, float]:
        counts: dict[Kind, float] = dict.fromkeys(KINDS, 0)
        for tile in self.dirk or ():
            if tile.is_building:
                counts[tile.kind] += 1
        return counts

    def score(self, number: int, events: list[Event]) -> Scored:
        """Scoring ``number`` (1, 2 or 3): majorities, longest walls, modules' lines (a
        line may take points away; no score falls below 0)."""
        for module in self.hooks.before_scoring:
            module.before_scoring(self, number, events)
        seats = range(len(self.players))
        counts = [self.scoring_counts(seat) for seat in seats]
        if self.dirk is not None:
            counts.append(self.dirk_counts())
        per_kind = majority_points(number, counts)
        lines: list[dict[str, int]] = [{} for _seat in counts]
        for module in self.hooks.scoring_lines:
            for line, points in module.scoring_lines(self, number).items():
                for who, gained in enumerate(points):
                    if gained:
                        lines[who][line] = lines[who].get(line, 0) + gained
        rows = []
        for seat in seats:
            player = self.players[seat]
            row = ScoringRow(
                seat=seat,
                counts=_by_kind_name(counts[seat]),
                buildings=_by_kind_name(per_kind[seat]),
                wall=player.alhambra.longest_wall(),
                extras=lines[seat],
                count_bonus={m: _by_kind_name(b)
                             for m, b in self.count_bonuses(seat).items()},
                before=player.score,
            )
            player.score = row.total
            rows.append(row)
        if self.dirk is not None:
            dirk_row = ScoringRow(
                seat=None,
                counts=_by_kind_name(counts[-1]),
                buildings=_by_kind_name(per_kind[-1]),
                wall=0,
                extras=lines[-1],
                before=self.dirk_points,
            )
            rows.append(dirk_row)
            self.dirk_points = dirk_row.total
        self.scorings_done = number
        scored = Scored(number, tuple(rows), tuple(self.scores), self.dirk_score)
        self.history.append(scored)
        events.append(scored)
        for module in self.hooks.after_scoring:
            module.after_scoring(self, number, events)
        return scored

    # ================================================================= copies and views
    def clone(self) -> Game:
        """An independent copy: nothing mutable is shared with the original (the random
        generator only until either one draws: see ``rng``)."""
        g = Game.__new__(Game)
        g.config = self.config
        g._rng = self._rng
        g._rng_shared = self._rng_shared = True
        g.modules = self.modules
        g.hooks = self.hooks
        g.ruleset = self.ruleset
        g.table = None if self.table is None else self.table.clone()
        g.ext = {k: (v.clone() if hasattr(v, "clone") else v) for k, v in self.ext.items()}
        g.players = [p.clone() for p in self.players]
        g.dirk = None if self.dirk is None else self.dirk.copy()
        g.dirk_points = self.dirk_points
        g.bag = self.bag.copy()
        g.market = self.market.copy()
        g.display = self.display.copy()
        g.deck = self.deck.copy()
        g.discard = self.discard.copy()
        g.set_aside = self.set_aside.copy()
        g.deck_ranges = self.deck_ranges.copy()
        g.scorings_done = self.scorings_done
        g.pending_scorings = self.pending_scorings.copy()
        g.current = self.current
        g.phase = self.phase
        g.to_move = self.to_move
        g.turn = self.turn
        g.turn_actions = self.turn_actions
        g.turn_bought = self.turn_bought.copy()
        g.agenda = self.agenda.copy()
        g.returns = self.returns.copy()
        g.scheduled = self.scheduled
        g.window_passed = self.window_passed.copy()
        g.history = self.history.copy()
        g.log = self.log.copy()
        g.secret_moves = self.secret_moves
        g.winners = self.winners
        g.viewer = self.viewer
        g.unseen = self.unseen
        return g

    def view(self, seat: int) -> Game:
        """What ``seat`` may know (RULES 1.7): a copy in which other hands and the deck are
        face-down placeholders, the bag's order is forgotten and the dice are fresh.
        Legal actions work on a view; drawing raises ``HiddenInformation``. Bots sample
        the unknown with ``determinize``."""
        return hidden.view(self, seat)

    def determinize(self, rng: random.Random) -> Game:
        """A full game consistent with this view, the unknown parts sampled with ``rng``."""
        return hidden.determinize(self, rng)

    # ================================================================= accounting
    def locations(self) -> list[tuple[str, Card | Tile]]:
        """Every card and tile of the game with where it is, for accounting checks."""
        found: list[tuple[str, Card | Tile]] = []
        for player in self.players:
            where = f"seat {player.seat}"
            found += [(f"{where} alhambra", t) for t in player.alhambra.tiles()
                      if t.category != "fountain"]
            found += [(f"{where} reserve", t) for t in player.reserve]
            found += [(f"{where} pending", t) for t in player.pending]
            found += [(f"{where} hand", c) for c in player.hand]
        found += [("dirk", t) for t in self.dirk or ()]
        found += [("bag", t) for t in self.bag]
        found += [("market", t) for t in self.market if t is not None]
        found += [("display", c) for c in self.display]
        found += [("deck", c) for c in self.deck]
        found += [("discard", c) for c in self.discard]
        found += [("set aside", c) for c in self.set_aside]
        found += self.ruleset.locations(self)
        for module in self.hooks.locations:
            found += list(module.locations(self))
        return found

    def state_dict(self) -> dict[str, Any]:
        """The whole state as plain data (JSON-ready): equal states give equal dicts.
        (Parts that the first games never had appear only when they are in use, so that
        the digests of their saves stay what they were.)"""
        def tiles(ts: Iterable[Tile | None]) -> list:
            return [None if t is None else t.id for t in ts]

        def cards(cs: Iterable[Card]) -> list:
            return [c.id for c in cs]

        players = []
        for p in self.players:
            entry = {
                "alhambra": sorted([[x, y, t.id, sorted(t.walls | t.added | t.bastions)]
                                    for (x, y), t in p.alhambra.items()], key=str),
                "reserve": tiles(p.reserve), "hand": cards(p.hand), "score": p.score,
                "pending": tiles(p.pending),
            }
            gates, fixed = p.alhambra.gates(), p.alhambra.fixed()
            if gates:
                entry["gates"] = sorted([x, y, mask] for (x, y), mask in gates.items())
            if fixed:
                entry["fixed"] = sorted([x, y] for x, y in fixed)
            players.append(entry)
        state = {
            "config": self.config.to_json(),
            "rng": _rng_digest(self.rng),
            "players": players,
            "dirk": None if self.dirk is None else tiles(self.dirk),
            "dirk_score": self.dirk_score,
            "bag": tiles(self.bag), "market": tiles(self.market),
            "display": cards(self.display), "deck": cards(self.deck),
            "discard": cards(self.discard), "set_aside": cards(self.set_aside),
            "scorings_done": self.scorings_done, "pending_scorings": self.pending_scorings,
            "current": self.current, "phase": self.phase, "to_move": self.to_move,
            "turn": self.turn, "turn_actions": self.turn_actions,
            "turn_bought": list(self.turn_bought), "agenda": self.agenda,
            "window_passed": sorted(self.window_passed), "winners": list(self.winners),
            "ext": {k: (v.to_dict() if hasattr(v, "to_dict") else v)
                    for k, v in sorted(self.ext.items())},
        }
        if self.returns:
            state["returns"] = [list(r) for r in self.returns]
        if self.table is not None:
            state["table"] = self.table.to_dict()
        return state

    def digest(self) -> str:
        """A short fingerprint of the whole state (saves store it to detect divergence)."""
        text = json.dumps(self.state_dict(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:32]


# Points of a turn's end that games of edition 2 ran as one, the modules' steps there in
# rule order (Ammar, the trader disc, the chests, a master builder), before D47 ordered them.
_ONE_POINT_IN_EDITION_2 = ("extra_steps", "turn_end", "settled")


@lru_cache(maxsize=256)
def _end_of_turn(ruleset: Ruleset, modules: tuple[Module, ...],
                 edition: int) -> tuple[str, ...]:
    """The steps at the end of a turn: at each of the ruleset's points, the modules' steps
    there, then the ruleset's own."""
    def at(*points: str) -> list[str]:
        return [f"{m.id}:{s}" for m in modules for p in points for s in m.steps.get(p, ())
                if m.step_editions.get(s, FIRST_EDITION) <= edition]

    agenda: list[str] = []
    merged = _ONE_POINT_IN_EDITION_2 if edition <= SECOND_EDITION else ()
    for point, step in ruleset.end_of_turn:
        if point not in merged:
            agenda += at(point)
        elif point == merged[-1]:
            agenda += at(*merged)
        if step is not None:
            agenda.append(step)
    return tuple(agenda)


_KIND_VALUES = {kind: kind.value for kind in KINDS}  # (an enum's ``value`` is slow to read)


def _by_kind_name(per_kind: dict[Kind, Any]) -> dict[str, Any]:
    """``per_kind`` keyed by the kinds' names, as scoring rows keep them."""
    return {_KIND_VALUES[kind]: value for kind, value in per_kind.items()}


def _rng_digest(rng: random.Random) -> str:
    return hashlib.sha256(repr(rng.getstate()).encode()).hexdigest()[:16]


def _pos(value: object) -> Pos:
    if isinstance(value, tuple) and len(value) == 2:
        x, y = value
        if (isinstance(x, int) and not isinstance(x, bool)
                and isinstance(y, int) and not isinstance(y, bool)):
            return value  # type: ignore[return-value]
    raise IllegalAction("bad_position", _("a position is a pair of whole numbers"))


# The placements and redesign steps listed come back list after list (the same tiles, the
# same places): each is made once (actions are immutable values).
_place_action = lru_cache(maxsize=4096)(Place)
_reserve_action = lru_cache(maxsize=1024)(Reserve)
_add_action = lru_cache(maxsize=4096)(RedesignAdd)
_remove_action = lru_cache(maxsize=1024)(RedesignRemove)
_exchange_action = lru_cache(maxsize=4096)(RedesignExchange)
_END_TURN, _END_ACTIONS = EndTurn(), EndActions()

_HANDLERS = {  # the core's actions; the ruleset's are its ``handlers``
    RedesignAdd: Game._redesign_add,
    RedesignRemove: Game._redesign_remove,
    RedesignExchange: Game._redesign_exchange,
    EndActions: Game._end_actions,
    Place: Game._place,
    Reserve: Game._reserve,
    GiveToDirk: Game._give_to_dirk,
    EndTurn: Game._end_turn,
    Pass: Game._pass,
}

_STEPS = {
    "scorings": Game._step_scorings,
    "window": Game._step_window,
    "next_turn": Game._step_next_turn,
    "first_turn": Game._step_first_turn,
    "place_pending": Game._step_place_pending,
    "final_scoring": Game._step_final_scoring,
    "return": Game._step_return,
}
