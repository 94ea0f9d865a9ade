"""What a game is set up with."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.rules.module import BASE_VARIANT

MIN_PLAYERS, MAX_PLAYERS = 2, 6
DEFAULT_NAMES = ("Amira", "Basim", "Carmen", "Dario", "Elif", "Farid")

# The revision of this project's rules a game is dealt and played under. A save keeps it,
# so a game goes on as it began. Edition 1 dealt expansion 1's exchange offices and hut
# stacks in a fixed order and had no last vizier window before the final distribution;
# edition 2 follows RULES M2, M4 and D19 as corrected.
EDITION = 2
FIRST_EDITION = 1


# Options of the base game (``GameConfig.options``), with what each means.
OPTIONS = {"extra_tower": "12 towers: a twelfth tower (price 10, no walls) in the bag (D11)"}


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
            raise ValueError(f"players must be {MIN_PLAYERS} to {MAX_PLAYERS}, "
                             f"not {self.players!r}")
        if self.seed is not None and (not isinstance(self.seed, int)
                                      or isinstance(self.seed, bool)):
            raise ValueError(f"the seed must be a whole number, not {self.seed!r}")
        object.__setattr__(self, "modules", frozenset(self.modules))
        object.__setattr__(self, "options", frozenset(self.options))
        names = tuple(self.names) or DEFAULT_NAMES[: self.players]
        if len(names) != self.players:
            raise ValueError(f"{len(names)} names for {self.players} players")
        if not all(isinstance(n, str) for n in names):
            raise ValueError("player names must be text")
        if (not isinstance(self.edition, int) or isinstance(self.edition, bool)
                or not FIRST_EDITION <= self.edition <= EDITION):
            raise ValueError(f"rules edition {self.edition!r} is not one this version plays")
        object.__setattr__(self, "names", names)
        from game.rules.modules import REGISTRY  # the registry imports module code lazily
        from game.rules.rulesets import RULESETS

        owners = option_owners()
        odd = sorted(o for o in self.options if o not in OPTIONS and o not in owners)
        if odd:
            raise ValueError(f"unknown option(s) {', '.join(map(str, odd))}; known: "
                             f"{', '.join([*OPTIONS, *owners])}")
        astray = sorted(o for o in self.options if o in owners and owners[o] not in self.modules)
        if astray:
            raise ValueError(f"the option(s) {', '.join(astray)} need the module(s) "
                             f"{', '.join(sorted({owners[o] for o in astray}))}")

        if self.variant not in RULESETS:
            raise ValueError(f"unknown variant {self.variant!r}; known: "
                             f"{', '.join(RULESETS)}")
        unknown = sorted(self.modules - REGISTRY.keys())
        if unknown:
            raise ValueError(f"unknown module(s) {', '.join(unknown)}: this version does not "
                             f"have {'it' if len(unknown) == 1 else 'them'}")
        misfits = sorted(m for m in self.modules if self.variant not in REGISTRY[m].variants)
        if misfits:
            raise ValueError(f"the {self.variant} game is played without the module(s) "
                             f"{', '.join(misfits)}")

    def with_seed(self, seed: int) -> GameConfig:
        return replace(self, seed=seed)

    def to_json(self) -> dict:
        data = {
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
    from game.rules.modules import REGISTRY

    return {option: module.id for module in REGISTRY.values() for option in module.options}
