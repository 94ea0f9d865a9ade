"""A hint: what the Normal computer player would do now (which tile, which payment, which
place), shown on the table first (the places marked with the plan's steps: the square, the
cards, the cell with the tile to build there) and told in one sentence, with why."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.hint import Hint
from game.i18n import ENGLISH, _, language, ngettext
from game.rules import (
    Action, Buy, Card, EndActions, EndTurn, Game, GiveToDirk, HiddenInformation, IllegalAction,
    MoneyCard, Pass, Place, RedesignAdd, RedesignExchange, RedesignRemove, Reserve, TakeMoney,
    Tile,
)
from game.scenes.modules import describe
from game.words.events import payment_words

MOST_STEPS = 4   # the plan's steps told (the rest: "and so on")
CELL = "cell"      # a mark on a cell of the Alhambra (its key the cell)
BUTTON = "button"  # a mark on a button of the actions panel (its key the button's)
PIECE = "piece"    # a mark on a module's piece (its key the action that moves it)


@dataclass(frozen=True)
class HintMark:
    """A place of the table a hint's step points at: a region (``tag`` and ``key`` as the
    table names them), a cell (``CELL``, with the ``tile`` to show there), a button, or a
    module's piece (``PIECE``: where the module finds the piece its action moves)."""

    step: int       # the plan's step, from 1
    tag: str
    key: object = None
    tile: Tile | None = None


def _and(items: list[str]) -> str:
    """The items as "A and B" (three: "A and B and C")."""
    words = items[0]
    for item in items[1:]:
        words = _("{first} and {last}").format(first=words, last=item)
    return words


def _the_card(card: Card) -> str:
    """A card of the display named in a hint: "the 3 florin"."""
    # Translators: a card of the money display in a hint ("take the 3 florin")
    return _("the {card}").format(card=card.label())


def action_words(game: Game, action: Action, step: int | None = None) -> str:
    """``action`` in words, as ``game`` stands before it; the places it names are those the
    table marks with ``step`` (None: not marked, as the best other start)."""
    player = game.players[game.to_move]
    if isinstance(action, TakeMoney):
        cards = [c for c in game.display if c.id in action.cards]
        # Translators: the steps of a hint follow "Normal would" ("Normal would take ...")
        return _("take {cards}").format(cards=_and([_the_card(c) for c in cards]))
    if isinstance(action, Buy):
        tile = game.market[action.square]
        cards = tuple(c for c in game.purse(game.to_move) if c.id in action.cards)
        exact = sum(c.value for c in cards if isinstance(c, MoneyCard)) == tile.price
        payment = payment_words(cards, tile.price, exact)
        if step is None:
            return _("buy the {tile} with {payment}").format(tile=tile.label(), payment=payment)
        # Translators: {step} is the number the table marks the square and cards with
        return _("buy the {tile} (marked {step}) with {payment}").format(
            tile=tile.label(), payment=payment, step=step)
    if isinstance(action, Place):
        tile = player.pending_tile(action.tile).label()
        if step is None:
            return _("build the {tile}").format(tile=tile)
        # Translators: {step} is the number the table marks the place with
        return _("build the {tile} at the place marked {step}").format(tile=tile, step=step)
    if isinstance(action, Reserve):
        return _("put the {tile} in the reserve").format(
            tile=player.pending_tile(action.tile).label())
    if isinstance(action, GiveToDirk):
        return _("give the {tile} to Dirk").format(tile=player.pending_tile(action.tile).label())
    if isinstance(action, RedesignAdd):
        tile = player.reserve_tile(action.tile).label()
        if step is None:
            return _("build the {tile} from the reserve").format(tile=tile)
        return _("build the {tile} from the reserve at the place marked {step}").format(
            tile=tile, step=step)
    if isinstance(action, RedesignRemove):
        words = _("take the {tile} out to the reserve").format(
            tile=player.alhambra.at(action.pos).label())
        return words if step is None else _("{step_words} (marked {step})").format(
            step_words=words, step=step)
    if isinstance(action, RedesignExchange):
        words = _("exchange the {built} for the {tile}").format(
            built=player.alhambra.at(action.pos).label(),
            tile=player.reserve_tile(action.tile).label())
        return words if step is None else _("{step_words} (marked {step})").format(
            step_words=words, step=step)
    if isinstance(action, EndActions):
        return _("end your actions")
    if isinstance(action, EndTurn):
        return _("end the turn")
    if isinstance(action, Pass):
        # Translators: a step of a hint ("Normal would pass")
        return _("pass")
    words = describe(action, game)
    if language() != ENGLISH:  # a German noun keeps its capital; so does a name anywhere
        return words
    return words[:1].lower() + words[1:]


def action_marks(game: Game, action: Action, step: int) -> list[HintMark]:
    """Where the table shows ``action``'s pieces and places, as ``game`` stands before it."""
    player = game.players[game.to_move]
    if isinstance(action, TakeMoney):
        return [HintMark(step, "display_card", card) for card in action.cards]
    if isinstance(action, Buy):
        return [HintMark(step, "square", action.square),
                *(HintMark(step, "hand_card", card) for card in action.cards)]
    if isinstance(action, Place):
        return [HintMark(step, "tray_tile", action.tile),
                HintMark(step, CELL, action.pos, player.pending_tile(action.tile))]
    if isinstance(action, (Reserve, GiveToDirk)):
        where = "reserve" if isinstance(action, Reserve) else "dirk"
        return [HintMark(step, "tray_tile", action.tile), HintMark(step, where)]
    if isinstance(action, (RedesignAdd, RedesignExchange)):
        return [HintMark(step, "reserve_tile", action.tile),
                HintMark(step, CELL, action.pos, player.reserve_tile(action.tile))]
    if isinstance(action, RedesignRemove):
        return [HintMark(step, CELL, action.pos), HintMark(step, "reserve")]
    buttons = {EndActions: "done", EndTurn: "end_turn", Pass: "pass"}
    if type(action) in buttons:
        return [HintMark(step, BUTTON, buttons[type(action)])]
    return [HintMark(step, PIECE, action)]


def plan_steps(view: Game, advice: Hint) -> tuple[list[tuple[Game, Action]], bool]:
    """The plan's steps worth telling, each with the game as it will stand before it, and
    whether more follow ("and so on")."""
    steps: list[tuple[Game, Action]] = []
    state = view.clone()
    for action in advice.actions:
        if len(steps) == MOST_STEPS:
            return steps, True
        if isinstance(action, EndTurn) and steps:
            break   # the turn ends by itself: not worth telling
        steps.append((state.clone(), action))
        try:
            state.apply(action)
        except (IllegalAction, HiddenInformation):
            break   # what comes next is not known yet (a card or tile to be drawn)
    return steps, False


def hint_marks(view: Game, advice: Hint) -> list[HintMark]:
    """The places of the table the hint points at, step by step."""
    steps, _more = plan_steps(view, advice)
    return [mark for number, (state, action) in enumerate(steps, start=1)
            for mark in action_marks(state, action, number)]


def hint_words(view: Game, advice: Hint) -> str:
    """The whole hint: the plan step by step (told as the game will stand at each step),
    and how much better Normal judges it than the best different start."""
    steps, more = plan_steps(view, advice)
    told = [action_words(state, action, number)
            for number, (state, action) in enumerate(steps, start=1)]
    plan = told[0]
    for step in told[1:]:
        # Translators: the steps of a hint's plan, one after the other
        plan = _("{first}, then {next}").format(first=plan, next=step)
    if more:
        # Translators: a hint's plan goes on beyond the steps told
        plan = _("{plan}, and so on").format(plan=plan)
    if advice.margin is None or advice.instead is None:
        return _("Normal would {plan}.").format(plan=plan)
    instead = action_words(view, advice.instead)
    if advice.margin >= 0.5:
        points = round(advice.margin)
        return ngettext("Normal would {plan}: about {points} point better than the best other "
                        "start ({instead}).",
                        "Normal would {plan}: about {points} points better than the best other "
                        "start ({instead}).", points).format(plan=plan, points=points,
                                                              instead=instead)
    return _("Normal would {plan}: about as good as the best other start ({instead}).").format(
        plan=plan, instead=instead)
