"""Scenes and the scene stack (push, pop, replace) with their lifecycle hooks.

Only the top scene receives events and updates; drawing starts at the highest opaque scene,
so an overlay shows the scene beneath it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.lessons import Target
    from game.scenes.host import Host


class Scene:
    opaque = True
    dialog = False  # a dialog over the table: at most one is open at a time
    guided = False  # a lesson's guide speaks over it (the table, its scoring)

    def enter(self) -> None:
        """Called when the scene is put on the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above this one was popped."""

    def handle(self, event: pygame.event.Event) -> None:
        """One event, with positions already in logical pixels."""

    def update(self, dt: float) -> None:
        """Time passes (``dt`` seconds)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw on the logical canvas."""

    def resized(self) -> None:
        """The canvas changed shape (the window did): rectangles kept from the layout
        (``game.ui.layout.rect``) are to be taken again."""

    def pointer_rect(self, target: Target) -> pygame.Rect | None:
        """Where a lesson's pointer ``target`` lies on this scene, if it shows it."""
        return None

    def guide_area(self) -> pygame.Rect | None:
        """Where a lesson's guide may speak on this scene (None: its own corner)."""
        return None


class SceneStack:
    def __init__(self, app: Host) -> None:
        self.app = app
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    @property
    def base(self) -> Scene | None:
        return self.scenes[0] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Put ``scene`` in place of the top scene."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Make ``scene`` the only scene."""
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def open_dialog(self, scene: Scene) -> None:
        """Push the dialog ``scene`` in place of any dialog already open (opening the load
        list from the save dialog, say, closes the save dialog)."""
        for open_one in [s for s in self.scenes if s.dialog]:
            self.remove(open_one)
        self.push(scene)

    def remove(self, scene: Scene) -> None:
        """Take ``scene`` out wherever it is (an overlay closing itself)."""
        if scene in self.scenes:
            was_top = scene is self.top
            self.scenes.remove(scene)
            scene.exit()
            if was_top and self.scenes:
                self.scenes[-1].resume()

    def handle(self, event: pygame.event.Event) -> None:
        if self.scenes:
            self.scenes[-1].handle(event)

    def update(self, dt: float) -> None:
        if self.scenes:
            self.scenes[-1].update(dt)

    def resized(self) -> None:
        for scene in self.scenes:
            scene.resized()

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        for scene in self.scenes[max(0, start):]:
            scene.draw(surface)
