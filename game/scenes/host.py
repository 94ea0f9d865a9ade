"""What the scenes ask of the application that runs them (``game.app.App``): its scene stack,
settings and sounds, the game being played, and the few things only the application does
(open a screen of its own, start or load a game, change a setting). Scenes are typed with
this Protocol, never with the application itself, so that the application may import every
scene and no scene imports it."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from game.scenes.base import SceneStack
    from game.scenes.match import Match
    from game.session import Session
    from game.ui.settings import TableSettings
    from game.ui.sound import Sounds


class Host(Protocol):
    stack: SceneStack
    settings: TableSettings
    sounds: Sounds
    match: Match | None

    # ------------------------------------------------------------------ screens
    def open_menu(self) -> None: ...

    def open_setup(self) -> None: ...

    def open_rules(self) -> None: ...

    def open_save_dialog(self) -> None: ...

    def open_load_list(self) -> None: ...

    # ------------------------------------------------------------------ games
    def start_match(self, session: Session) -> Match: ...

    def stop_match(self) -> None: ...

    def load_path(self, path: os.PathLike[str] | str) -> str | None: ...

    def watch_path(self, path: os.PathLike[str] | str) -> str | None: ...

    def continue_game(self) -> str | None: ...

    def learn_to_play(self, lesson_id: str = ...) -> None: ...

    # ------------------------------------------------------------------ settings
    def change_speed(self, step: int, wrap: bool = False) -> None: ...

    def toggle_mute(self) -> str: ...

    def next_language(self) -> None: ...

    def quit(self) -> None: ...
