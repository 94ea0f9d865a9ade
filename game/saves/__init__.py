"""Saving and loading games: versioned JSON saves, named saves, autosave, and resuming.

A save is JSON only (never pickle or eval): the format and game version, the setup (config
with its seed, and the seats), the log of actions, and the state digest after them.
Loading replays the log through the engine and compares the digest, so a save that the
current rules would play differently is refused instead of silently changing. Every
problem with a file becomes a ``SaveError`` with one plain sentence, and a file is never
modified by reading it.

The table uses:

- ``attach_autosave(session)``: autosave after every completed turn (``Autosaver``).
- ``latest_autosave()`` / ``resume_latest()``: offer and perform Continue.
- ``save_named(session, name)``, ``save_path(name)``, ``list_saves()``: Ctrl+S / Ctrl+O.
- ``load_session(path)``, ``save_session(session, path)``: any file.
- ``rescue_save(session)``: a last autosave when the program is failing.
- ``tidy()``: at start, remove what an interrupted write left behind.
"""

from game.saves.autosave import (
    AUTOSAVES_KEPT, Autosaver, attach_autosave, autosave, autosave_dir, delete_game,
    latest_autosave, list_autosaves, rescue_save, resume_latest, tidy_autosaves,
)
from game.saves.document import SaveInfo
from game.saves.errors import SaveError
from game.saves.files import MAX_SAVE_BYTES, load_session, read_info, save_session
from game.saves.library import (
    delete_save, list_saves, save_named, save_path, saves_dir, tidy_saves,
)
from game.saves.schema import SCHEMA_VERSION



def tidy() -> None:
    """Remove the temporary files interrupted writes left in the saves' folders."""
    tidy_autosaves()
    tidy_saves()


__all__ = [
    "AUTOSAVES_KEPT", "MAX_SAVE_BYTES", "SCHEMA_VERSION", "Autosaver", "SaveError", "SaveInfo",
    "attach_autosave", "autosave", "autosave_dir", "delete_game", "delete_save",
    "latest_autosave", "list_autosaves", "list_saves", "load_session", "read_info",
    "rescue_save", "resume_latest", "save_named", "save_path", "save_session", "saves_dir",
    "tidy",
]
