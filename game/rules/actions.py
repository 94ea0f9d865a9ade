"""Actions: every change to a game is one of these small immutable values.

Actions name tiles and cards by id, so they are hashable, comparable, loggable and turn into
JSON without help. Modules define their own action classes with ``@action``; every action
class is registered under its type id, the stable name saves and replays know it by
(renaming the class changes nothing there), so that saved logs can be read back.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from dataclasses import dataclass, fields
from functools import cache
from typing import Any, ClassVar, TypeVar, dataclass_transform

from game.i18n import N_

Pos = tuple[int, int]
TileId = int | str

# The kinds of the base game's redesign steps (``Game.free_redesign_steps``); a module's
# own steps are named ``"<id>:<what>"``.
ADD_STEP, EXCHANGE_STEP, REMOVE_STEP = "add", "exchange", "remove"

ACTION_TYPES: dict[str, type[Action]] = {}   # by type id
# The names saves of format 1 knew action types by (their class's name then), by type id.
FORMER_NAMES: dict[str, str] = {}


@dataclass(frozen=True, slots=True)
class Action:
    """Base of all actions. ``module`` is the id of the module that handles it (None: base)."""

    module: ClassVar[str | None] = None
    # Its stable name in saves and replays (``@action``): a module's is ``"<id>:<name>"``.
    type_id: ClassVar[str] = ""
    # What a replay says of it when its events tell nothing (marked with N_; ``{name}`` is
    # the player's); "" for the words of its type id.
    untold: ClassVar[str] = ""
    # Whether what it chooses is seen by its player only (a secret pick): the log of another
    # seat's view then holds its ``hidden_form`` (RULES 1.7).
    secret: ClassVar[bool] = False

    def hidden_form(self) -> Action:
        """The action as the other players saw it taken: of its kind, every field blank."""
        types = _field_types(type(self))  # type: ignore[arg-type]  # see action_from_json
        return type(self)(**{name: _blank(hint) for name, hint in types.items()})

    def reveals(self) -> bool:
        """Whether taking it shows its player something hidden (a card looked at), so that
        it cannot be taken back (a draw or a throw is seen by the table itself)."""
        return False

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type_id}
        for f in fields(self):
            data[f.name] = _plain(getattr(self, f.name))
        return data


ActionClass = TypeVar("ActionClass", bound=type)


@dataclass_transform(frozen_default=True)  # so that type checkers know its fields
def action(type_id: str, *, formerly: str) -> Callable[[ActionClass], ActionClass]:
    """Class decorator: a frozen, slotted action dataclass registered under ``type_id``, its
    stable name in saves and replays (a module's action: ``"<module id>:<name>"``).
    ``formerly``: the name saves of format 1 gave it (its class's name then; write it
    as it is, even if the class is renamed)."""

    def register(cls: ActionClass) -> ActionClass:
        made: Any = dataclass(frozen=True, slots=True)(cls)
        owner = made.module
        if owner is not None and not type_id.startswith(f"{owner}:"):
            raise ValueError(f"{made.__name__}'s type id {type_id!r} must begin {owner!r}:")
        if ACTION_TYPES.get(type_id, made) is not made:
            raise ValueError(f"two action types {type_id!r}")
        made.type_id = type_id
        ACTION_TYPES[type_id] = made
        FORMER_NAMES[type_id] = formerly
        return made

    return register


def former_type_ids() -> dict[str, str]:
    """Type ids by the name saves of format 1 knew them by."""
    return {name: type_id for type_id, name in FORMER_NAMES.items()}


def action_from_json(data: Any) -> Action:
    """Rebuild an action from ``Action.to_json`` output; ValueError if it is not one, or
    if a field does not have the type the action declares (JSON has no tuples, and
    ``true`` would pass for 1)."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError("an action must be an object with a 'type'")
    cls = ACTION_TYPES.get(data["type"])
    if cls is None:
        raise ValueError(f"unknown action type {data['type']!r}")
    # mypy checks a class against Hashable with its instances' __hash__, not its type's
    types = _field_types(cls)  # type: ignore[arg-type]
    if set(data) - {"type"} != set(types):
        raise ValueError(f"wrong fields for {data['type']}")
    values = {name: _tupled(data[name]) for name in types}
    for name, value in values.items():
        if not _fits(value, types[name]):
            raise ValueError(f"{data['type']} has a wrong {name!r}")
    return cls(**values)


@cache
def _field_types(cls: type) -> dict[str, Any]:
    hints = typing.get_type_hints(cls)
    return {f.name: hints.get(f.name, Any) for f in fields(cls)}


def _fits(value: Any, hint: Any) -> bool:
    """Whether ``value`` has the declared type (ints, strings, None, unions, tuples)."""
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is str or hint is bool:
        return isinstance(value, hint)
    if hint is type(None):
        return value is None
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return any(_fits(value, arg) for arg in args)
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(item, args[0]) for item in value)
        return len(value) == len(args) and all(_fits(v, a) for v, a in zip(value, args))
    return False  # a field type actions do not use: refuse rather than guess


def _blank(hint: Any) -> Any:
    """The empty value of a field's declared type (of a union, its first member's)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return _blank(args[0])
    if origin is tuple:
        return ()
    return {int: 0, str: "", bool: False}.get(hint)


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


# --------------------------------------------------------------------------- base game
@action("take_money", formerly="TakeMoney")
class TakeMoney(Action):
    """Take one face-up card, or several money cards worth at most 5 together (RULES 1.3)."""

    cards: tuple[int, ...]


@action("buy", formerly="Buy")
class Buy(Action):
    """Buy the tile on market ``square`` (0-3 for the rules' squares 1-4) with ``cards``."""

    square: int
    cards: tuple[int, ...]


@action("redesign_add", formerly="RedesignAdd")
class RedesignAdd(Action):
    """Redesign: move a reserve tile into the Alhambra."""

    tile: TileId
    pos: Pos


@action("redesign_remove", formerly="RedesignRemove")
class RedesignRemove(Action):
    """Redesign: move the tile at ``pos`` from the Alhambra to the reserve."""

    pos: Pos


@action("redesign_exchange", formerly="RedesignExchange")
class RedesignExchange(Action):
    """Redesign: a reserve tile takes exactly the place of the Alhambra tile at ``pos``."""

    tile: TileId
    pos: Pos


def redesign_of(kind: str, tile: TileId, pos: Pos) -> Action:
    """The turn's redesign action that takes the step (``kind``, ``tile``, ``pos``) of
    ``Game.free_redesign_steps`` (an extra step a module grants, made as a redesign is)."""
    if kind == ADD_STEP:
        return RedesignAdd(tile, pos)
    if kind == EXCHANGE_STEP:
        return RedesignExchange(tile, pos)
    return RedesignRemove(pos)


@action("end_actions", formerly="EndActions")
class EndActions(Action):
    """Stop acting after an exact purchase (the extra action is a right, not a duty)."""

    # Translators: a move watched again; {name} is the player's
    untold = N_("{name}: end actions")


@action("place", formerly="Place")
class Place(Action):
    """Place a tile waiting to be placed into the Alhambra at ``pos``."""

    tile: TileId
    pos: Pos


@action("reserve", formerly="Reserve")
class Reserve(Action):
    """Put a tile waiting to be placed into the reserve."""

    tile: TileId


@action("give_to_dirk", formerly="GiveToDirk")
class GiveToDirk(Action):
    """Two players: give a tile bought this turn to Dirk (RULES 1.8)."""

    tile: TileId


@action("end_turn", formerly="EndTurn")
class EndTurn(Action):
    """Confirm the end of the turn once every new tile is placed."""

    # Translators: a move watched again; {name} is the player's
    untold = N_("{name}: end turn")


@action("pass", formerly="Pass")
class Pass(Action):
    """Decline an offer made outside one's turn (a between-turns window, a bid)."""

    # Translators: a move watched again; {name} is the player's
    untold = N_("{name}: pass")
