"""The game engine: the whole state of a game, its legal actions, their effects, and a
seat's view of it. The shared core of every way to play; a ruleset (``game.ruleset``: the
base game's money rules, ``rulesets.money``) brings what is its own, and modules hook in
(``module``), seeing the game through ``context.Context``.

Flow. A game is a sequence of decisions, each made by ``game.to_move`` in a *stage*
(``game.phase``, named in ``stages``):

- ``action``: the turn's actions (RULES 1.3): take money, buy, redesign, or a module's.
- ``placement``: the turn player places the tiles bought this turn, then ends the turn.
- ``place_now``: a player places a tile received outside their turn (end-of-game market).
- ``window``: between turns, players may use what modules offer (vizier, thieves) or pass.
- a module's own stages, named ``"<module>:<stage>"`` (an auction, a choice in a scoring).
- ``over``: the game has ended.

What happens between decisions (refills, scorings, the next turn) is the *agenda*, worked
through by the step runner (``agenda``) after every action; everything bought goes through
``purchases``; the scorings are counted by ``scoring``; copies and fingerprints are made by
``snapshot``. The game offers their functions as its own methods, so that the table, the
bots and the modules have one object to ask.

Chance comes only from ``game.rng``, so a seed and a list of actions replay a game exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any

import game.rules.agenda as agenda
import game.rules.hidden as hidden
import game.rules.purchases as purchases
import game.rules.scoring as scoring
import game.rules.snapshot as snapshot
from game.rules.actions import (
    ADD_STEP, EXCHANGE_STEP, REMOVE_STEP, Action, EndActions, EndTurn, GiveToDirk, Pass, Place,
    RedesignAdd, RedesignExchange, RedesignRemove, Reserve, redesign_of,
)
from game.rules.alhambra import Alhambra
from game.rules.config import GameConfig
from game.rules.editions import SECOND_EDITION
from game.rules.errors import HiddenInformation, IllegalAction
from game.rules.events import (
    Event, GivenToDirk, Scored, TilePlaced, TileRemoved, TileReserved, TilesExchanged,
)
from game.rules.module import Hooks, Module, hooks_for
from game.rules.modules import modules_for
from game.rules.placements import Placements
from game.rules.player import Player
from game.rules.rulesets import ruleset_for
from game.rules.rulesets.ruleset import Ruleset
from game.rules.stages import ACTION, OVER, PLACE_NOW, PLACEMENT, WINDOW
from game.rules.offers import Offer
from game.rules.types import Card, Currency, Pos, ScoringCard, Tile, remove_item


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

    # Not state: the seats' purses, and what else a listing keeps, while the game is only
    # read (``purchases.purses_kept``, ``purchases.kept``).
    purses: dict[int, list[Card]] | None = None
    listed: dict[str, Any] | None = None

    # The step runner (``agenda``): asking a seat, scheduling and running steps.
    ask = agenda.ask
    return_to = agenda.return_to
    schedule = agenda.schedule
    interrupt = agenda.interrupt
    reopen_window = agenda.reopen_window
    advance = agenda.advance
    start_turn = agenda.start_turn
    end_of_turn = agenda.end_of_turn
    # Offers and payments (``purchases``): everything bought goes through ``purchase``.
    purse = purchases.purse
    purses_kept = purchases.purses_kept
    kept = purchases.kept
    judge = purchases.judge
    offer_payments = purchases.offer_payments
    judge_payment = purchases.judge_payment
    payment_options = purchases.payment_options
    purchase = purchases.purchase
    pay = purchases.pay
    discard_cards = purchases.discard_cards
    tile_offers = purchases.tile_offers
    hand_over = purchases.hand_over
    # The scorings (``scoring``).
    score = scoring.score
    scoring_counts = scoring.scoring_counts
    count_bonuses = scoring.count_bonuses
    dirk_counts = scoring.dirk_counts
    # Copies and fingerprints (``snapshot``).
    clone = snapshot.clone
    state_dict = snapshot.state_dict
    digest = snapshot.digest

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
        setup_steps = agenda.steps_at(g, "setup")
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

    # ================================================================= legal actions
    def legal_actions(self, redesigns: bool = True) -> list[Action]:
        """Every action ``to_move`` may take now (payments: the minimal ones, see
        ``payments``). Never empty while the game is not over.

        Without ``redesigns`` the turn's redesign steps (usually most of the list, and most
        of the cost of listing it) are left out, unless nothing else is legal: for players
        and searches that look at them separately (``redesign_actions``) or never."""
        if not self.hooks.purse:  # the purse is the hand: nothing to keep
            return self._legal_actions(redesigns)
        with self.purses_kept():
            return self._legal_actions(redesigns)

    def _legal_actions(self, redesigns: bool) -> list[Action]:
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
                found += [(ADD_STEP, tile.id, pos) for pos in sorted(alhambra.legal_positions(tile))]
                found += [(EXCHANGE_STEP, tile.id, pos) for pos in alhambra.exchange_positions(tile)]
            found += [(REMOVE_STEP, 0, pos) for pos in sorted(alhambra.removable_positions())]
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
                raise IllegalAction("no_such_step")
            module.take_step(self, seat, kind, tile_id, pos, events)
        elif kind == ADD_STEP:
            tile = player.reserve_tile(tile_id)
            alhambra.place(tile, pos)
            player.reserve.remove(tile)
            self.tile_entered(seat, tile, pos, events)
        elif kind == REMOVE_STEP:
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

    def removal_refusal(self, seat: int, pos: Pos) -> IllegalAction | None:
        """Why the tile at ``pos`` of ``seat``'s Alhambra may not be taken out (None if it
        may); the table tells it."""
        reason = self.players[seat].alhambra.can_remove(pos)
        return IllegalAction(reason) if reason else None

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
            raise IllegalAction("game_over")
        mover = self.to_move
        events: list[Event] = []
        if action.module is None:
            handler = _HANDLERS.get(type(action))
            if handler is not None:
                handler(self, action, events)
            else:
                rule = self.ruleset.handlers.get(type(action))
                if rule is None:
                    raise IllegalAction("unknown_action", name=type(action).__name__)
                rule(self.ruleset, self, action, events)
        else:
            module = self.module(action.module)
            if module is None:
                raise IllegalAction("module_off", named=action.module)
            module.apply(self, action, events)
        if action.secret:
            self.secret_moves += ((len(self.log), mover),)
        self.log.append(action)
        self.advance(events)
        return events

    def require_stage(self, *stages: str) -> Player:
        """The player to move, if the game is in one of ``stages`` (else IllegalAction)."""
        if self.phase not in stages:
            raise IllegalAction("wrong_phase", stage=self.phase)
        return self.players[self.to_move]

    # ----------------------------------------------------------------- the turn's accounting
    def action_done(self, another: bool = False) -> None:
        """A turn action was taken; unless it gives ``another``, the actions are over and
        the turn moves on as the ruleset says (the base game: to placing, RULES 1.3)."""
        self.turn_actions += 1
        if not another:
            self.ruleset.actions_over(self)

    # ----------------------------------------------------------------- the core's actions
    def _require_redesign(self) -> Player:
        player = self.require_stage(ACTION)
        refused = self.ruleset.redesign_refused(self)
        if refused:
            raise refused
        return player

    def _redesign_add(self, action: RedesignAdd, events: list[Event]) -> None:
        player = self._require_redesign()
        tile = self._reserve_tile(player, action.tile)
        self.free_redesign(self.to_move, ADD_STEP, tile.id, _pos(action.pos), events)
        self.action_done()

    def _redesign_remove(self, action: RedesignRemove, events: list[Event]) -> None:
        self._require_redesign()
        self.free_redesign(self.to_move, REMOVE_STEP, 0, _pos(action.pos), events)
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
            raise IllegalAction("not_in_reserve")
        if tile_id in self.turn_bought:
            raise IllegalAction("bought_this_turn")
        return tile

    def _end_actions(self, action: EndActions, events: list[Event]) -> None:
        self.require_stage(ACTION)
        if self.turn_actions == 0 and EndActions() not in self.legal_actions():
            raise IllegalAction("must_act")
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
            raise IllegalAction("no_dirk")
        assert self.dirk is not None
        player.pending.remove(tile)
        self.dirk.append(tile)
        events.append(GivenToDirk(self.to_move, tile))

    def _pending_tile(self, player: Player, tile_id: int | str) -> Tile:
        tile = player.pending_tile(tile_id)
        if tile is None:
            raise IllegalAction("not_pending")
        return tile

    def _end_turn(self, action: EndTurn, events: list[Event]) -> None:
        player = self.require_stage(PLACEMENT)
        if player.pending:
            raise IllegalAction("tiles_waiting")
        self.end_of_turn()

    def _pass(self, action: Pass, events: list[Event]) -> None:
        self.require_stage(WINDOW)
        self.window_passed.add(self.to_move)

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

    def square_offer(self, square: int) -> Offer:
        """The tile on market ``square`` for sale (IllegalAction if there is none)."""
        return self.ruleset.square_offer(self, square)

    def card_drawn(self, card: Card, events: list[Event]) -> bool:
        """A card other than money came off the deck: whether a module took it (it then
        lies where that module keeps it, or waits for the module's step)."""
        return any(m.on_card_drawn(self, card, events) for m in self.hooks.on_card_drawn)

    def scoring_card_drawn(self, card: ScoringCard) -> None:
        """A scoring card came off the deck: it is set aside, and its scoring is counted
        once the refill is over (RULES 1.3)."""
        self.set_aside.append(card)
        self.pending_scorings.append(card.number)
        if "scorings" not in self.agenda:
            self.schedule("scorings")

    # ================================================================= pieces moved for a module
    # What a module may change of the core's places (``context.Context``): each call keeps
    # the core's accounting (what everyone saw, what was bought this turn) as the base
    # game's own moves do.
    def take_from_market(self, square: int) -> Tile:
        """The tile on market ``square`` leaves it; the square stays empty until a refill."""
        tile = self.market[square]
        if tile is None:
            raise IllegalAction("empty_square", square=square)
        self.market[square] = None
        return tile

    def lay_on_market(self, square: int, tile: Tile) -> None:
        """``tile`` goes onto the empty market ``square``."""
        if self.market[square] is not None:
            raise ValueError(f"market square {square} is not empty")
        self.market[square] = tile

    def put_in_bag(self, tile: Tile) -> None:
        """``tile`` goes back into the bag, anywhere in it (by chance: ``rng``)."""
        self.bag.insert(self.rng.randrange(len(self.bag) + 1), tile)

    def give_tile(self, seat: int, tile: Tile, *, bought: bool = False) -> None:
        """``tile`` comes to ``seat`` to be placed; ``bought`` in the seat's own turn (it may
        then go to Dirk, and it is not redesigned before the turn ends)."""
        self.players[seat].pending.append(tile)
        if bought:
            self.turn_bought.append(tile.id)

    def replace_tile(self, seat: int, old: Tile, new: Tile) -> None:
        """``seat``'s tile ``old`` becomes ``new`` (the same tile with walls added, say)
        wherever it lies: in the Alhambra, where the building rules must still hold
        (IllegalAction, and no change, if they would not), waiting to be placed, or in the
        reserve."""
        player = self.players[seat]
        pos = player.alhambra.position_of(old.id)
        if pos is not None:
            player.alhambra.replace(pos, new)
            return
        for tiles in (player.pending, player.reserve):
            if old in tiles:
                tiles[tiles.index(old)] = new

    def take_from_display(self, seat: int, card: Card) -> None:
        """``card`` goes from the money display into ``seat``'s hand, in everyone's sight
        (D45); the gap waits for a refill."""
        remove_item(self.display, card)
        self.players[seat].gain(card, openly=True)

    def give_card(self, seat: int, card: Card, *, openly: bool) -> None:
        """``card`` comes into ``seat``'s hand; ``openly``: everyone saw which card it is."""
        self.players[seat].gain(card, openly)

    def take_card(self, seat: int, card: Card) -> None:
        """``card`` leaves ``seat``'s hand (ValueError if it is not there)."""
        self.players[seat].lose(card)

    def to_discard_pile(self, card: Card) -> None:
        """``card`` goes onto the discard pile as it is (no module hears of it: a card drawn
        and thrown away, or one paid before a module sent such cards elsewhere)."""
        self.discard.append(card)

    def set_deck_range(self, card_id: int, span: tuple[int, int]) -> None:
        """Where in the deck everyone knows the card ``card_id`` lies (``deck_ranges``)."""
        self.deck_ranges[card_id] = span

    def add_unseen(self, cards: Iterable[Card]) -> None:
        """In a view: ``cards`` join the pool of what the seat cannot see (``unseen``)."""
        self.unseen += tuple(cards)

    def set_unseen(self, cards: Iterable[Card]) -> None:
        """In a sample of a view: what is left of the unseen pool once dealt."""
        self.unseen = tuple(cards)

    def place_from_reserve(self, seat: int, tile: Tile, pos: Pos, events: list[Event],
                           build: Callable[[Alhambra], None] | None = None) -> None:
        """A reserve tile put into the Alhambra by a module's step (an extra redesign step):
        ``build`` puts it there its own way (by default as any tile is placed); the modules
        hear of it as of any placement."""
        player = self.players[seat]
        (build or (lambda alhambra: alhambra.place(tile, pos)))(player.alhambra)
        player.reserve.remove(tile)
        self.tile_entered(seat, tile, pos, events)

    # ================================================================= copies and views
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


def _pos(value: object) -> Pos:
    if isinstance(value, tuple) and len(value) == 2:
        x, y = value
        if (isinstance(x, int) and not isinstance(x, bool)
                and isinstance(y, int) and not isinstance(y, bool)):
            return value
    raise IllegalAction("bad_position")


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
