"""The table's scenes: setup, pass-device curtain, turn, placement, scoring, game over, and
overlays (menu, an enlarged Alhambra). A ``Match`` follows the engine's phase and decides
which scene is on screen; scenes never decide rules."""
