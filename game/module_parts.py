"""Each expansion module's part in one layer of the game (the table's scenes, the computer
players), by module id. A part's file registers it; the layer's base code reaches the parts
only through ``for_game``, so it never names a module."""

from __future__ import annotations

from typing import Any, Generic, Protocol, TypeVar

from game.rules import Game, Module


class Part(Protocol):
    @property
    def module_id(self) -> str: ...   # read only: a part's class names its module


P = TypeVar("P", bound=Part)


class ModuleParts(dict[str, P], Generic[P]):
    """The parts of one layer (module id -> part), with each game's parts in rule order
    worked out once per set of modules."""

    def __init__(self, layer: str) -> None:
        super().__init__()
        self.layer = layer   # named when a module registers two parts
        self._for: dict[tuple[Module, ...], tuple[P, ...]] = {}

    def register(self, part: P) -> P:
        if part.module_id in self:
            raise ValueError(f"two {self.layer} parts for module {part.module_id!r}")
        self[part.module_id] = part
        return part

    def for_game(self, game: Game) -> tuple[P, ...]:
        """The parts of the modules in ``game``, in rule order."""
        found = self._for.get(game.modules)
        if found is None:
            found = self._for[game.modules] = tuple(self[m.id] for m in game.modules
                                                    if m.id in self)
        return found

    # A part added or taken out (a test's own module) changes the games' parts.
    def __setitem__(self, module_id: str, part: P) -> None:
        super().__setitem__(module_id, part)
        self._for.clear()

    def pop(self, module_id: str, *default: Any) -> Any:
        self._for.clear()
        return super().pop(module_id, *default)
