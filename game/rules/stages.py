"""The core's stages of a game (``Game.phase``; see ``engine``), in a module of their own:
the rulesets and modules that the engine imports name them without importing the engine
(an import inside a function, run at every call, costs more than the rest of it)."""

ACTION, PLACEMENT, PLACE_NOW, WINDOW, OVER = "action", "placement", "place_now", "window", "over"
STAGES = (ACTION, PLACEMENT, PLACE_NOW, WINDOW, OVER)  # the core's; modules add theirs
