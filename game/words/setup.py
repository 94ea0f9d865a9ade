"""Why a game cannot be set up as asked (``BadConfig``), in words: said when a save's
set-up cannot be played here, or a lesson's deal."""

from __future__ import annotations

from game.i18n import N_, _, ngettext
from game.rules import BadConfig
from game.words.refusals import Facts, Told, tell


def config_words(error: BadConfig) -> str:
    """A set-up's fault in words (one it has no words for, as its code with spaces)."""
    return tell(CONFIG, error) or error.reason.replace("_", " ")


def _listed(items) -> str:
    return ", ".join(map(str, items))


def _players(facts: Facts) -> str:
    return _("players must be {least} to {most}, not {players}").format(
        least=facts["least"], most=facts["most"], players=repr(facts["players"]))


def _names(facts: Facts) -> str:
    return ngettext("{count} name for {players} players", "{count} names for {players} players",
                    facts["count"]).format(count=facts["count"], players=facts["players"])


def _options(facts: Facts) -> str:
    return ngettext("unknown option {options}; known: {known}",
                    "unknown options {options}; known: {known}",
                    len(facts["options"])).format(options=_listed(facts["options"]),
                                                  known=_listed(facts["known"]))


def _option_module(facts: Facts) -> str:
    return "; ".join(_("the option {option} needs the module {module}").format(
        option=option, module=module) for option, module in facts["needs"])


def _modules(facts: Facts) -> str:
    return ngettext("unknown module {modules}: this version does not have it",
                    "unknown modules {modules}: this version does not have them",
                    len(facts["modules"])).format(modules=_listed(facts["modules"]))


def _misfits(facts: Facts) -> str:
    return ngettext("the {variant} game is played without the module {modules}",
                    "the {variant} game is played without the modules {modules}",
                    len(facts["modules"])).format(variant=facts["variant"],
                                                  modules=_listed(facts["modules"]))


CONFIG: dict[str, Told] = {
    "players": _players,
    "seed": lambda facts: _("the seed must be a whole number, not {seed}").format(
        seed=repr(facts["seed"])),
    "names": _names,
    "names_text": N_("player names must be text"),
    "edition": lambda facts: _("rules edition {edition} is not one this version plays").format(
        edition=repr(facts["edition"])),
    "options": _options,
    "option_module": _option_module,
    "variant": lambda facts: _("unknown variant {variant}; known: {known}").format(
        variant=repr(facts["variant"]), known=_listed(facts["known"])),
    "modules": _modules,
    "misfits": _misfits,
}
