"""The ways to play over the shared core, by ``GameConfig.variant``: the base game's money
rules (``"base"``); a second ruleset (the dice of the Alcazaba variant) plugs in here."""

from __future__ import annotations

from game.i18n import _
from game.rules.rulesets.alcazaba import DiceRules
from game.rules.rulesets.money import MoneyRules
from game.rules.rulesets.ruleset import Ruleset

RULESETS: dict[str, Ruleset] = {MoneyRules.variant: MoneyRules(), DiceRules.variant: DiceRules()}
VARIANTS: tuple[str, ...] = tuple(RULESETS)


def ruleset_for(variant: str) -> Ruleset:
    try:
        return RULESETS[variant]
    except KeyError:
        raise ValueError(_("unknown variant {variant}; known: {known}").format(
            variant=repr(variant), known=", ".join(RULESETS))) from None
