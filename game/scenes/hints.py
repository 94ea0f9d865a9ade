"""A hint in words: what the Normal computer player would do now (which tile, which
payment, which place), and why, in one sentence."""

from __future__ import annotations

from game.ai.hint import Hint
from game.rules import (
    Action, Buy, EndActions, EndTurn, Game, GiveToDirk, HiddenInformation, IllegalAction,
    MoneyCard, Pass, Place, RedesignAdd, RedesignExchange, RedesignRemove, Reserve, TakeMoney,
)
from game.rules.events import payment_words
from game.scenes.modules import describe

MOST_STEPS = 4   # the plan's steps told (the rest: "and so on")


def where(pos: tuple[int, int]) -> str:
    """A place of the Alhambra told from the fountain: "2 east and 1 north of the
    fountain"."""
    x, y = pos
    parts = []
    if x:
        parts.append(f"{abs(x)} {'east' if x > 0 else 'west'}")
    if y:
        parts.append(f"{abs(y)} {'south' if y > 0 else 'north'}")
    return f"{' and '.join(parts)} of the fountain" if parts else "the fountain"


def action_words(game: Game, action: Action) -> str:
    """``action`` in words, as ``game`` stands before it."""
    player = game.players[game.to_move]
    if isinstance(action, TakeMoney):
        cards = [c for c in game.display if c.id in action.cards]
        return "take " + " and ".join(f"the {c.label()}" for c in cards)
    if isinstance(action, Buy):
        tile = game.market[action.square]
        cards = tuple(c for c in game.purse(game.to_move) if c.id in action.cards)
        exact = sum(c.value for c in cards if isinstance(c, MoneyCard)) == tile.price
        return (f"buy the {tile.label()} on square {action.square + 1} with "
                f"{payment_words(cards, tile.price, exact)}")
    if isinstance(action, Place):
        tile = player.pending_tile(action.tile)
        return f"build the {tile.label()} at {where(action.pos)}"
    if isinstance(action, Reserve):
        return f"put the {player.pending_tile(action.tile).label()} in the reserve"
    if isinstance(action, GiveToDirk):
        return f"give the {player.pending_tile(action.tile).label()} to Dirk"
    if isinstance(action, RedesignAdd):
        return (f"build the {player.reserve_tile(action.tile).label()} from the reserve "
                f"at {where(action.pos)}")
    if isinstance(action, RedesignRemove):
        return (f"take the {player.alhambra.at(action.pos).label()} ({where(action.pos)}) "
                f"out to the reserve")
    if isinstance(action, RedesignExchange):
        return (f"exchange the {player.alhambra.at(action.pos).label()} "
                f"({where(action.pos)}) for the {player.reserve_tile(action.tile).label()}")
    if isinstance(action, EndActions):
        return "end your actions"
    if isinstance(action, EndTurn):
        return "end the turn"
    if isinstance(action, Pass):
        return "pass"
    words = describe(action, game)
    return words[:1].lower() + words[1:]


def hint_words(view: Game, advice: Hint) -> str:
    """The whole hint: the plan step by step (told as the game will stand at each step),
    and how much better Normal judges it than the best different start."""
    steps: list[str] = []
    state = view.clone()
    for action in advice.actions:
        if len(steps) == MOST_STEPS:
            steps.append("and so on")
            break
        if isinstance(action, EndTurn) and steps:
            break   # the turn ends by itself: not worth telling
        steps.append(action_words(state, action))
        try:
            state.apply(action)
        except (IllegalAction, HiddenInformation):
            break   # what comes next is not known yet (a card or tile to be drawn)
    plan = ", then ".join(steps)
    sentence = f"Normal would {plan}"
    if advice.margin is not None and advice.instead is not None:
        instead = action_words(view, advice.instead)
        if advice.margin >= 0.5:
            sentence += (f": about {advice.margin:.0f} points better than the best other start "
                         f"({instead})")
        else:
            sentence += f": about as good as the best other start ({instead})"
    return sentence + "."
