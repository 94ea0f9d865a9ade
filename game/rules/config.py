"""What a game is set up with."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.rules.editions import EDITION, FIRST_EDITION
from game.rules.errors import BadConfig
from game.rules.module import BASE_VARIANT
from game.rules.modules import REGISTRY
from game.rules.rulesets import RULESETS

MIN_PLAYERS, MAX_PLAYERS = 2, 6
DEFAULT_NAMES = ("Amira", "Basim", "Carmen", "Dario", "Elif", "Farid")


# Options of the base game (``GameConfig.options``); ``game.words.setup`` says what each
# means. extra_tower: a twelfth tower (price 10, no walls) in the bag (D11).
OPTIONS = ("extra_tower",)


@dataclass(frozen=True)
class GameConfig:
    """Players, seed, modules (ids such as ``"vizier"``) and options; immutable.

    ``seed=None`` asks ``Game.new`` to choose one; the game records it in ``game.config``
    so that any game can be replayed.
    """

    players: int = 4
    seed: int | None = None
    modules: frozenset[str] = frozenset()
    names: tuple[str, ...] = ()
    options: frozenset[str] = field(default_factory=frozenset)
    edition: int = EDITION
    variant: str = BASE_VARIANT  # the way to play: the base game's money rules, or another

    def __post_init__(self) -> None:
        if not isinstance(self.players, int) or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise BadConfig("players", least=MIN_PLAYERS, most=MAX_PLAYERS,
                            players=self.players)
        if self.seed is not None and (not isinstance(self.seed, int)
                                      or isinstance(self.seed, bool)):
            raise BadConfig("seed", seed=self.seed)
        object.__setattr__(self, "modules", frozenset(self.modules))
        object.__setattr__(self, "options", frozenset(self.options))
        names = tuple(self.names) or DEFAULT_NAMES[: self.players]
        if len(names) != self.players:
            raise BadConfig("names", count=len(names), players=self.players)
        if not all(isinstance(n, str) for n in names):
            raise BadConfig("names_text")
        if (not isinstance(self.edition, int) or isinstance(self.edition, bool)
                or not FIRST_EDITION <= self.edition <= EDITION):
            raise BadConfig("edition", edition=self.edition)
        object.__setattr__(self, "names", names)
        owners = option_owners()
        odd = sorted(o for o in self.options if o not in OPTIONS and o not in owners)
        if odd:
            raise BadConfig("options", options=odd, known=[*OPTIONS, *owners])
        astray = sorted(o for o in self.options if o in owners and owners[o] not in self.modules)
        if astray:
            raise BadConfig("option_module", needs=[(o, owners[o]) for o in astray])
        if self.variant not in RULESETS:
            raise BadConfig("variant", variant=self.variant, known=list(RULESETS))
        unknown = sorted(self.modules - REGISTRY.keys())
        if unknown:
            raise BadConfig("modules", modules=unknown)
        misfits = sorted(m for m in self.modules if self.variant not in REGISTRY[m].variants)
        if misfits:
            raise BadConfig("misfits", variant=self.variant, modules=misfits)

    def with_seed(self, seed: int) -> GameConfig:
        return replace(self, seed=seed)

    def to_json(self) -> dict:
        data: dict[str, object] = {
            "players": self.players, "seed": self.seed, "modules": sorted(self.modules),
            "names": list(self.names), "options": sorted(self.options),
        }
        if self.edition != FIRST_EDITION:  # the first edition's configs had no such key
            data["edition"] = self.edition
        if self.variant != BASE_VARIANT:
            data["variant"] = self.variant
        return data

    @classmethod
    def from_json(cls, data: dict) -> GameConfig:
        return cls(
            players=data["players"], seed=data["seed"], modules=frozenset(data["modules"]),
            names=tuple(data["names"]), options=frozenset(data.get("options", ())),
            edition=data.get("edition", FIRST_EDITION),
            variant=data.get("variant", BASE_VARIANT),
        )


def option_owners() -> dict[str, str]:
    """The modules' own options (``Module.options``): option id -> the module's id."""
    return {option: module.id for module in REGISTRY.values() for option in module.options}
