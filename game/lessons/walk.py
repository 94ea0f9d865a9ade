"""A lesson played to its end by a player who does just what each step asks.

Used to check a lesson against the rules (every step possible when it comes) and to see the
position each step meets while writing one. While the game plays on freely, every seat is a
computer player of the lesson's strength, seeded from the deal. Pure Python.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ai.bot import BotSpec
from game.lessons.guide import Guide
from game.lessons.lesson import Lesson, LessonError
from game.rules import Action, Game

FREE_MOVES = 3000   # more than any whole game takes: a step that never comes is an error


def walk(lesson: Lesson, seen: Callable[[Guide, Game], None] | None = None) -> Game:
    """The game a follower of every step reaches when the lesson ends; LessonError at the
    first step the rules would not allow. ``seen`` is shown each step as it starts."""
    guide = Guide(lesson)
    game = guide.new_game()
    # the table's bots for these seats, given no time to think: a walk is a check, not a game
    bots = [BotSpec(lesson.computers, think_ms=0).make(lesson.seed, seat)
            for seat in range(len(lesson.names))]
    free_moves = 0
    shown = -1
    while (step := guide.step) is not None:
        if seen is not None and guide.index != shown:
            shown = guide.index
            seen(guide, game)
        if step.reads_on:
            guide.read_on()
            continue
        guide.check(game)
        if step.until:
            if game.is_over or free_moves == FREE_MOVES:
                raise LessonError(f"{lesson.id}, step {guide.index + 1}: "
                                  f"{step.until} never happens")
            action = bots[game.to_move].choose(game.view(game.to_move))
            free_moves += 1
        else:
            action = guide.scripted_move() or _followed(guide, game)
        guide.observe(action, game.apply(action))
    return game


def _followed(guide: Guide, game: Game) -> Action:
    """What the player does for the step: the action it names, or the first that fits."""
    expected = guide.step.expected
    legal = game.legal_actions()
    example = expected.example()
    if example in legal:
        return example
    return next(action for action in legal if expected.matches(action))
