"""Lessons: a guided first game and a try-it scene for each module, played at the table."""

from game.lessons.guide import Guide
from game.lessons.lesson import FIRST_GAME, Lesson, LessonError, Step, Target, load_lesson

__all__ = ["FIRST_GAME", "Guide", "Lesson", "LessonError", "Step", "Target", "load_lesson"]
