"""The refusals of the base game and of the ways to play, in words (an ``IllegalAction``
carries only its reason code and facts). A module's own refusals are told by its part at
the table, with ``tell`` and a table of its own like ``BASE``."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.i18n import N_, _
from game.rules import IllegalAction
from game.rules.errors import Coded
from game.rules.offers import SQUARE
from game.rules.types import SIDE_WORDS, currency_plural, kind_name

Facts = Mapping[str, Any]
# A refusal's words: a message marked with N_, filled in with the refusal's facts, or a
# function of the facts (where they are things to put in words first).
Told = str | Callable[[Facts], str]


def tell(table: Mapping[str, Told], error: Coded) -> str | None:
    """``error`` in the words ``table`` has for its reason (None: it has none)."""
    told = table.get(error.reason)
    if told is None:
        return None
    if callable(told):
        return told(error.data)
    return _(told).format(**error.data)


def has_words(error: IllegalAction) -> bool:
    """Whether the base game has words for ``error``'s reason."""
    return error.reason in BASE


def refusal_words(error: IllegalAction) -> str:
    """A refusal of the base game or a way to play in words; one it has no words for is
    said as its code with spaces."""
    return tell(BASE, error) or error.reason.replace("_", " ")


def _walls_mismatch(facts: Facts) -> str:
    side = facts.get("side")
    if side is None:
        return _("a wall would meet an open side")
    # Translators: {side} is top, right, bottom or left
    words = (_("a wall on the {side} would meet an open side") if facts["wall"] == "here"
             else _("an open side on the {side} would meet a wall"))
    return words.format(side=_(SIDE_WORDS[side]))


def _wrong_currency(facts: Facts) -> str:
    money = currency_plural(facts["currency"])
    if facts["source"] == SQUARE:
        # Translators: {currency} is a currency's money in general, e.g. "florins"
        return _("square {number} takes only {currency}").format(number=facts["key"] + 1,
                                                                 currency=money)
    # Translators: {what} is a module's offer in the program's own words, e.g. "bid";
    # {currency} is a currency's money in general, e.g. "florins"
    return _("the {what} takes only {currency}").format(what=facts["source"], currency=money)


def _square_empty(facts: Facts) -> str:
    return _("square {number} is empty").format(number=facts["square"] + 1)


def _no_redesign_now(facts: Facts) -> str:
    if facts["throws"] == 0:
        return _("throw the dice first: a redesign step may replace the marker after it")
    return _("after the third throw the marker must be placed (no redesign)")


BASE: dict[str, Told] = {
    # building (RULES 1.4)
    "occupied": N_("that place is already built on"),
    "not_joined": N_("a tile must share a whole side with your Alhambra"),
    "walls_mismatch": _walls_mismatch,
    "closed_side": N_("a tile may not touch that side of its neighbour"),
    "hole": N_("that would close off an empty space"),
    "not_on_foot": N_("it could not be reached on foot from the fountain without crossing a "
                      "wall"),
    "fountain": N_("the fountain never moves"),
    "fixed": N_("that tile is fixed in place"),
    "empty": N_("there is no tile there"),
    "bad_position": N_("a position is a pair of whole numbers"),
    # the turn
    "game_over": N_("the game is over"),
    "unknown_action": N_("{name} is not an action"),
    "module_off": lambda facts: _("module {module} is not in this game").format(
        module=facts["named"]),
    "no_module_action": lambda facts: _("module {module} has no such action").format(
        module=facts["named"]),
    # Translators: {stage} names a stage of the game in the program's own words
    "wrong_phase": N_("not possible now ({stage})"),
    "must_act": N_("take money, buy or redesign first"),
    "no_such_step": N_("that is not a redesign step you can take"),
    "builder_step": N_("that is not a redesign step you can take"),
    "not_in_reserve": N_("that tile is not in your reserve"),
    "bought_this_turn": N_("a tile bought this turn cannot be redesigned"),
    "not_pending": N_("that tile is not waiting to be placed"),
    "tiles_waiting": N_("place every new tile first"),
    "no_dirk": N_("only a building bought this turn may go to Dirk"),
    # buying and paying
    "no_market": N_("this game has no market squares"),
    "bad_square": N_("there is no such market square"),
    "empty_square": _square_empty,
    "not_for_sale": N_("that is not for sale"),
    "bad_payment": N_("choose one or more different cards to pay with"),
    "not_in_hand": N_("those cards are not in your hand"),
    "not_yours": lambda facts: _("{card} is not yours to pay").format(
        card=facts["card"].label()),
    "wrong_currency": _wrong_currency,
    "not_money": N_("only money pays"),
    "one_currency": N_("pay in one currency"),
    "too_little": N_("{total} is less than the price, {price}"),
    "not_exact": N_("only exactly {price} is accepted"),
    # taking money
    "bad_cards": N_("choose one or more different cards"),
    "bad_card_list": N_("cards are named by a list of their numbers"),
    "not_in_display": N_("those cards are not in the money display"),
    "take_one": N_("that card can only be taken on its own"),
    "over_limit": N_("several cards may add up to at most {limit}"),
    # the Alcazaba's dice
    "no_throws": N_("three throws are made: claim a column"),
    "bad_dice": N_("a die shows one of the six kinds"),
    "first_throw": N_("the first throw is of all eight dice"),
    "keep_shown": N_("keep only dice that show those kinds"),
    "bad_kind": N_("that is not a kind of building"),
    "throw_first": N_("throw the dice first"),
    "no_die": lambda facts: _("no die shows a {kind}").format(kind=kind_name(facts["kind"])),
    "not_in_column": lambda facts: _("that tile is not in the {kind} column").format(
        kind=kind_name(facts["kind"])),
    "no_token": N_("the first-player token is not in this column"),
    "bad_seat": N_("name a player at the table"),
    "no_redesign_now": _no_redesign_now,
}
