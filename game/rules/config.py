"""What a game is set up with."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.i18n import N_, _, ngettext
from game.rules.editions import EDITION, FIRST_EDITION
from game.rules.module import BASE_VARIANT
from game.rules.modules import REGISTRY
from game.rules.rulesets import RULESETS

MIN_PLAYERS, MAX_PLAYERS = 2, 6
DEFAULT_NAMES = ("Amira", "Basim", "Carmen", "Dario", "Elif", "Farid")


# Options of the base game (``GameConfig.options``), with what each means (marked with N_:
# translate with _ where shown).
OPTIONS = {"extra_tower": N_("12 towers: a twelfth tower (price 10, no walls) in the bag "
                             "(D11)")}


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
            raise ValueError(_("players must be {least} to {most}, not {players}").format(
                least=MIN_PLAYERS, most=MAX_PLAYERS, players=repr(self.players)))
        if self.seed is not None and (not isinstance(self.seed, int)
                                      or isinstance(self.seed, bool)):
            raise ValueError(_("the seed must be a whole number, not {seed}").format(
                seed=repr(self.seed)))
        object.__setattr__(self, "modules", frozenset(self.modules))
        object.__setattr__(self, "options", frozenset(self.options))
        names = tuple(self.names) or DEFAULT_NAMES[: self.players]
        if len(names) != self.players:
            raise ValueError(ngettext("{count} name for {players} players",
                                      "{count} names for {players} players",
                                      len(names)).format(count=len(names), players=self.players))
        if not all(isinstance(n, str) for n in names):
            raise ValueError(_("player names must be text"))
        if (not isinstance(self.edition, int) or isinstance(self.edition, bool)
                or not FIRST_EDITION <= self.edition <= EDITION):
            raise ValueError(_("rules edition {edition} is not one this version plays").format(
                edition=repr(self.edition)))
        object.__setattr__(self, "names", names)
        owners = option_owners()
        odd = sorted(o for o in self.options if o not in OPTIONS and o not in owners)
        if odd:
            raise ValueError(ngettext("unknown option {options}; known: {known}",
                                      "unknown options {options}; known: {known}",
                                      len(odd)).format(options=", ".join(map(str, odd)),
                                                       known=", ".join([*OPTIONS, *owners])))
        astray = sorted(o for o in self.options if o in owners and owners[o] not in self.modules)
        if astray:
            raise ValueError("; ".join(
                _("the option {option} needs the module {module}").format(
                    option=option, module=owners[option]) for option in astray))

        if self.variant not in RULESETS:
            raise ValueError(_("unknown variant {variant}; known: {known}").format(
                variant=repr(self.variant), known=", ".join(RULESETS)))
        unknown = sorted(self.modules - REGISTRY.keys())
        if unknown:
            raise ValueError(ngettext(
                "unknown module {modules}: this version does not have it",
                "unknown modules {modules}: this version does not have them",
                len(unknown)).format(modules=", ".join(unknown)))
        misfits = sorted(m for m in self.modules if self.variant not in REGISTRY[m].variants)
        if misfits:
            raise ValueError(ngettext(
                "the {variant} game is played without the module {modules}",
                "the {variant} game is played without the modules {modules}",
                len(misfits)).format(variant=self.variant, modules=", ".join(misfits)))

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
