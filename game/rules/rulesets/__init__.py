"""The ways to play over the shared core, by ``GameConfig.variant``: the base game's money
rules (``"base"``); a second ruleset (the dice of the Alcazaba variant) plugs in here."""

from __future__ import annotations

from game.rules.errors import BadConfig
from game.rules.rulesets.alcazaba import DiceRules
from game.rules.rulesets.money import MoneyRules
from game.rules.rulesets.ruleset import Ruleset

RULESETS: dict[str, Ruleset] = {MoneyRules.variant: MoneyRules(), DiceRules.variant: DiceRules()}
VARIANTS: tuple[str, ...] = tuple(RULESETS)


def ruleset_for(variant: str) -> Ruleset:
    try:
        return RULESETS[variant]
    except KeyError:
        raise BadConfig("variant", variant=variant, known=list(RULESETS)) from None
