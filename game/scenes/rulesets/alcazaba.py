"""The Alcazaba variant at the table (RULES Part 3): the dice board in the middle of the
shared area (``dice_board``), the rounds' status, the rule page, and the scene that plays
the turn (throwing, keeping, claiming, a redesign instead, the round's end:
``dice_turn.DiceTurnScene``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, ngettext
from game.rules import Event, Game, Kind, kind_name, kind_plural
from game.rules.rulesets.alcazaba import (
    ROUNDS, SCORING_AFTER, DiceThrown, DirkTook, FirstNamed, MarkerPlaced, RoundBegan, TileTaken,
    TokenTaken, table_of,
)
from game.scenes.rulesets.base import RulesetTable
from game.scenes.rulesets.dice_board import FIRST_TOKEN, paint_board
from game.scenes.rulesets.dice_turn import DiceTurnScene
from game.scenes.rulesets.registry import register
from game.ui.fonts import SMALLEST, width_of

if TYPE_CHECKING:
    from game.scenes.match import Match
    from game.scenes.table.layout import TableLayout
    from game.scenes.table.scene import TableScene


class DiceBoardTable(RulesetTable):
    variant = "alcazaba"
    layout = "alcazaba"
    tags = (FIRST_TOKEN,)
    title_words = N_("Alcazaba (dice)")
    description_words = N_("Win the buildings with dice: five rounds, markers on a dice board.")
    rules_paragraphs = (
        N_("Alcazaba uses dice instead of money, and no expansion modules: eight building dice, a "
           "dice board with a column per kind, a first-player token and markers. An extra tower "
           "(price 10, no walls) joins the 54 buildings."),
        N_("Setup: five face-down stacks each hold one tile of every kind; the other 25 tiles go "
           "into the bag. Each player has 5 markers with 2 or 3 players, 4 with 4, 3 with 5 or 6. "
           "A random player starts."),
        N_("There are five rounds. Each begins with the next stack's six tiles, then five from "
           "the bag, laid in their kinds' columns. Except in round 5, a die is rolled and the "
           "first-player token goes on the bonus square of its column."),
        N_("On your turn you place one marker. Throw all eight dice, then up to twice more, "
           "keeping any dice and throwing the rest (kept dice may be thrown again). Choose a kind "
           "showing at least one die and put your marker in its column on the square for that "
           "number of dice and throws: more dice is better, then fewer throws. A taken square "
           "sends the marker to the next worse free one; past the last it is out for the round. "
           "Placed markers never move. After your 1st or 2nd throw you may instead make a "
           "redesign step, spending the marker."),
        N_("When all markers are placed, columns are settled from pavilions to towers: the best "
           "marker takes any one tile there and places it at once (or takes the first-player "
           "token, if it lies there), then the next best, while anything is left. Leftover tiles "
           "leave the game. Whoever takes the token names the next round's first player; "
           "otherwise the first player stays."),
        N_("Scorings, as in the base game, follow rounds 1, 3 and 5, the third being final; there "
           "is no market distribution."),
        N_("Two players: Dirk's five markers go in the columns of the five bag tiles, in draw "
           "order, on the three-throw squares of rows 2 to 6. He takes the cheapest tile, and the "
           "token only when no tile is left; then the player who was not first player starts the "
           "next round. You may give him tiles you win. He cannot win."),
    )

    def paint_zones(self, scene: TableScene, surface: pygame.Surface,
                    layout: TableLayout) -> None:
        """The dice board: the whole shared area, its pieces as large as it allows; under
        the dice, the round's bag and stacks and the scorings."""
        game = scene.game
        table = table_of(game)
        bag = len(game.bag)
        words = ngettext("Round {round} of {rounds} · bag {count} tile · stacks left {stacks}",
                         "Round {round} of {rounds} · bag {count} tiles · stacks left {stacks}",
                         bag).format(round=table.round, rounds=ROUNDS, count=bag,
                                     stacks=len(table.stacks))
        scorings = _("Scorings after rounds {rounds} · done: {done}").format(
            rounds=", ".join(str(r) for r in SCORING_AFTER), done=game.scorings_done)
        area = layout.zone("board")
        width = area.width - 16
        status = tuple(_packed(words, width) + _packed(scorings, width))
        paint_board(surface, area, game, scene.match.seat_colours, scene.match.names,
                    scene.regions, set(getattr(scene, "kept", ())), scene.my_turn,
                    set(getattr(scene, "rolling_dice", ())), status)

    def tip(self, scene: TableScene, tag: str, key: object) -> str:
        if tag != FIRST_TOKEN or not isinstance(key, Kind):
            return ""
        # Translators: the first-player token's tooltip; {kind} is a building kind's column
        return _("The first-player token, in the {kind} column: a marker winning there may "
                 "take it instead of a tile, and then names who begins the next round.").format(
                     kind=kind_name(key))

    def turn_scene(self, match: Match) -> TableScene:
        return DiceTurnScene(match)

    def tell(self, event: Event, names: list[str]) -> str:
        """The variant's own events in words (the others as at any table)."""
        if isinstance(event, RoundBegan):
            if event.token is None:
                return ngettext("Round {round}: {count} tile laid out",
                                "Round {round}: {count} tiles laid out", event.count).format(
                    round=event.round, count=event.count)
            return ngettext("Round {round}: {count} tile laid out; the first-player token "
                            "lies by the {kinds}",
                            "Round {round}: {count} tiles laid out; the first-player token "
                            "lies by the {kinds}", event.count).format(
                round=event.round, count=event.count, kinds=kind_plural(event.token))
        if isinstance(event, DiceThrown):
            return ngettext("{name} threw {count} die (throw {throw})",
                            "{name} threw {count} dice (throw {throw})", event.count).format(
                name=names[event.seat], count=event.count, throw=event.throw)
        if isinstance(event, MarkerPlaced):
            if event.square is None:
                return _("no square is left below: {name}'s marker is out this round").format(
                    name=names[event.seat])
            count, throw = event.square
            return ngettext("{name} placed a marker by the {kinds} ({count} die, throw {throw})",
                            "{name} placed a marker by the {kinds} ({count} dice, throw "
                            "{throw})", count).format(
                name=names[event.seat], kinds=kind_plural(event.kind), count=count, throw=throw)
        if isinstance(event, DirkTook):
            if event.tile is None:
                return _("Dirk took the first-player token")
            return _("Dirk took {tile}").format(tile=event.tile.label())
        if isinstance(event, TileTaken):
            return _("{name} took {tile}").format(name=names[event.seat], tile=event.tile.label())
        if isinstance(event, TokenTaken):
            return _("{name} took the first-player token").format(name=names[event.seat])
        if isinstance(event, FirstNamed):
            return _("{name} named {first} first player of the next round").format(
                name=names[event.seat], first=names[event.first])
        return super().tell(event, names)

    def start_words(self, game: Game, names: list[str]) -> str:
        return _("{name} starts (drawn by lot). Round 1 is laid out.").format(
            name=names[game.current])


def _packed(words: str, width: int) -> list[str]:
    """``words`` ("a · b · c") on as few lines of ``width`` pixels as their parts fill, each
    line broken only between two parts."""
    lines: list[str] = []
    for part in words.split(" · "):
        joined = f"{lines[-1]} · {part}" if lines else part
        if lines and width_of(joined, SMALLEST) <= width:
            lines[-1] = joined
        else:
            lines.append(part)
    return lines


register(DiceBoardTable())
