"""Computer opponents. Bots see only a seat's view of the game and never import pygame."""

from game.ai.bot import BOT_KINDS, STRENGTHS, Bot, make_bot
from game.ai.play import play_game

__all__ = ["BOT_KINDS", "STRENGTHS", "Bot", "make_bot", "play_game"]
