"""Lessons: a guided first game and a try-it scene for each module, played at the table."""

from game.lessons.guide import Guide, guide_for
from game.lessons.lesson import (
    BUTTON_TARGET, CELL_TARGET, FIRST_GAME, SCORING_TARGET, Lesson, LessonError, Step, Target,
    all_lessons, lesson_ids, load_lesson, try_it,
)

__all__ = ["BUTTON_TARGET", "CELL_TARGET", "FIRST_GAME", "SCORING_TARGET", "Guide", "Lesson",
           "LessonError", "Step", "Target", "all_lessons", "guide_for", "lesson_ids",
           "load_lesson", "try_it"]
