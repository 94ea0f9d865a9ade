"""A hint in words: what the Normal computer player would do now (which tile, which
payment, which place), and why, in one sentence."""

from __future__ import annotations

from game.ai.hint import Hint
from game.i18n import ENGLISH, _, language, ngettext
from game.rules import (
    Action, Buy, Card, EndActions, EndTurn, Game, GiveToDirk, HiddenInformation, IllegalAction,
    MoneyCard, Pass, Place, RedesignAdd, RedesignExchange, RedesignRemove, Reserve, TakeMoney,
)
from game.rules.events import payment_words
from game.scenes.modules import describe

MOST_STEPS = 4   # the plan's steps told (the rest: "and so on")


def where(pos: tuple[int, int]) -> str:
    """A place of the Alhambra told from the fountain: "2 east and 1 north of the
    fountain"."""
    x, y = pos
    offsets = []
    if x > 0:
        # Translators: {count} cells from the fountain, in a hint ("2 east of the fountain")
        offsets.append(ngettext("{count} east", "{count} east", x).format(count=x))
    elif x < 0:
        offsets.append(ngettext("{count} west", "{count} west", -x).format(count=-x))
    if y > 0:
        offsets.append(ngettext("{count} south", "{count} south", y).format(count=y))
    elif y < 0:
        offsets.append(ngettext("{count} north", "{count} north", -y).format(count=-y))
    if len(offsets) == 2:
        # Translators: e.g. "2 east and 1 north of the fountain"
        return _("{across} and {along} of the fountain").format(across=offsets[0],
                                                                along=offsets[1])
    if offsets:
        return _("{offset} of the fountain").format(offset=offsets[0])
    return _("the fountain")


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


def action_words(game: Game, action: Action) -> str:
    """``action`` in words, as ``game`` stands before it."""
    player = game.players[game.to_move]
    if isinstance(action, TakeMoney):
        cards = [c for c in game.display if c.id in action.cards]
        # Translators: the steps of a hint follow "Normal would" ("Normal would take ...")
        return _("take {cards}").format(cards=_and([_the_card(c) for c in cards]))
    if isinstance(action, Buy):
        tile = game.market[action.square]
        cards = tuple(c for c in game.purse(game.to_move) if c.id in action.cards)
        exact = sum(c.value for c in cards if isinstance(c, MoneyCard)) == tile.price
        return _("buy the {tile} on square {square} with {payment}").format(
            tile=tile.label(), square=action.square + 1,
            payment=payment_words(cards, tile.price, exact))
    if isinstance(action, Place):
        tile = player.pending_tile(action.tile)
        return _("build the {tile} at {place}").format(tile=tile.label(), place=where(action.pos))
    if isinstance(action, Reserve):
        return _("put the {tile} in the reserve").format(
            tile=player.pending_tile(action.tile).label())
    if isinstance(action, GiveToDirk):
        return _("give the {tile} to Dirk").format(tile=player.pending_tile(action.tile).label())
    if isinstance(action, RedesignAdd):
        return _("build the {tile} from the reserve at {place}").format(
            tile=player.reserve_tile(action.tile).label(), place=where(action.pos))
    if isinstance(action, RedesignRemove):
        return _("take the {tile} ({place}) out to the reserve").format(
            tile=player.alhambra.at(action.pos).label(), place=where(action.pos))
    if isinstance(action, RedesignExchange):
        return _("exchange the {built} ({place}) for the {tile}").format(
            built=player.alhambra.at(action.pos).label(), place=where(action.pos),
            tile=player.reserve_tile(action.tile).label())
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


def hint_words(view: Game, advice: Hint) -> str:
    """The whole hint: the plan step by step (told as the game will stand at each step),
    and how much better Normal judges it than the best different start."""
    steps: list[str] = []
    state = view.clone()
    for action in advice.actions:
        if len(steps) == MOST_STEPS:
            steps.append(_("and so on"))
            break
        if isinstance(action, EndTurn) and steps:
            break   # the turn ends by itself: not worth telling
        steps.append(action_words(state, action))
        try:
            state.apply(action)
        except (IllegalAction, HiddenInformation):
            break   # what comes next is not known yet (a card or tile to be drawn)
    plan = steps[0]
    for step in steps[1:]:
        # Translators: the steps of a hint's plan, one after the other
        plan = _("{first}, then {next}").format(first=plan, next=step)
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
