"""Where the table's words land: a watcher that notes every text blitted while a scene
draws, by the box its letters really cover, and tells the texts that run into each other,
across a panel's edge, off the canvas, or that are cut at a side by a clip (a scrolled list
may cut its top and bottom lines, never a side).

A text is anything ``fonts.text`` rendered, and a panel anything ``widgets.draw_panel``
drew, a button, or a box drawn with a frame (``paint.rect`` with a width): a label in it,
drawn with a width to fit or not, stays in it. Texts and panels drawn on a picture that is then blitted on the window's canvas (the
table keeps its panels in one such picture between changes) are followed onto the canvas.
Each scene drawn is checked on its own (a dialog lies over the table on purpose), and its
tooltips, its message and what it lifts over the table (an item opened in place, another
player enlarged) lie in a layer over it for the same reason: they may cover the table's
words, never each other's. Letters are
compared by their inked pixels, not their line boxes: two lines may share a line box's
margin, never a letter.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

from game.scenes import base
from game.scenes.table import scene as table
from game.scenes.table import tips
from game.ui import canvas as canvas_module
from game.ui import fonts, paint, widgets
from game.ui.canvas import Canvas

# Letters of two texts may touch by this much (antialiasing's faint edge), not more.
TOUCH = 1
# A box drawn with a frame at least this large (both ways) holds words like a panel; smaller
# frames are a piece's markings (a chest's badge on a tile, a die's edge).
FRAMED = 20


@dataclass
class Mark:
    """A text (``words``) or a panel (``words`` None), in a surface's logical pixels; a
    panel drawn over what lay there ``covers`` it, a frame alone does not."""
    words: str | None
    box: pygame.Rect
    covers: bool = True


@dataclass
class TextWatch:
    """What the watcher found, each with the scene that drew it."""
    collisions: set[tuple[str, str, str]] = field(default_factory=set)
    off_canvas: set[tuple[str, str]] = field(default_factory=set)
    across_edges: set[tuple[str, str]] = field(default_factory=set)
    clipped: set[tuple[str, str]] = field(default_factory=set)
    texts_seen: int = 0
    _layers: list[list[Mark]] = field(default_factory=list)
    _overlay: list[Mark] | None = None   # the scene's tooltips and message, over the rest
    _scene: str = ""
    _screen: Canvas | None = None
    # marks drawn on pictures not yet shown: the picture's id -> (the picture, its marks)
    _pictures: dict[int, tuple[pygame.Surface, list[Mark]]] = field(default_factory=dict)

    def clean(self) -> bool:
        return not (self.collisions or self.off_canvas or self.across_edges or self.clipped)

    def report(self, limit: int = 20) -> str:
        found = [f"{scene}: {a!r} runs into {b!r}" for scene, a, b in sorted(self.collisions)]
        found += [f"{scene}: {a!r} runs off the window" for scene, a in sorted(self.off_canvas)]
        found += [f"{scene}: {a!r} runs across a panel's edge"
                  for scene, a in sorted(self.across_edges)]
        found += [f"{scene}: {a!r} is cut at a side" for scene, a in sorted(self.clipped)]
        return "\n".join(found[:limit]) + (f"\n… {len(found) - limit} more"
                                           if len(found) > limit else "")

    # -- scenes and layers ---------------------------------------------------------------
    def begin_scene(self, name: str, screen: Canvas) -> None:
        self._scene, self._screen, self._layers, self._overlay = name, screen, [[]], None

    def overlay(self) -> None:
        """What is drawn next lies over the scene (a tooltip, the message): it may cover the
        table's words, never another tooltip's or the message's."""
        if self._overlay is None:
            self._overlay = []
        else:
            self._layers = [layer for layer in self._layers if layer is not self._overlay]
        self._layers.append(self._overlay)

    def end_scene(self) -> None:
        for layer in self._layers:
            panels = [m.box for m in layer if m.words is None]
            texts = [m for m in layer if m.words is not None]
            for one in texts:
                if any(_across(one.box, p) for p in panels):
                    self.across_edges.add((self._scene, one.words))
            for i, one in enumerate(texts):
                for other in texts[i + 1:]:
                    clash = one.box.clip(other.box)
                    if clash.width > TOUCH and clash.height > TOUCH and one.words != other.words:
                        self.collisions.add((self._scene, *sorted((one.words, other.words))))
        self._layers = []

    # -- what lands where ----------------------------------------------------------------
    def text_landed(self, target: pygame.Surface, image: pygame.Surface, words: str,
                    dest: object) -> None:
        ink = pygame.Surface.get_bounding_rect(image)   # real pixels of the image
        if not ink.width:
            return
        by = _zoom(target)
        x, y = round(dest[0] * by), round(dest[1] * by)
        self._land(target, Mark(words, ink.move(x, y)))

    def panel_drawn(self, target: pygame.Surface, rect: pygame.Rect,
                    covers: bool = True) -> None:
        by = _zoom(target)
        self._land(target, Mark(None, canvas_module.real_rect(rect, by), covers))

    def picture_landed(self, target: pygame.Surface, source: pygame.Surface, dest: object,
                       area: object) -> None:
        """``source`` blitted on ``target``: the marks drawn on it go along; a picture that
        covers ``target`` whole (a new frame of it) wipes its marks."""
        if (dest[0], dest[1]) == (0, 0) and area is None \
                and source.get_size() >= target.get_size():
            self.wiped(target)
        kept = self._pictures.get(id(source))
        if kept is None or kept[0] is not source:
            return
        by, stretch = _zoom(target), _zoom(target) / _zoom(source)   # a plain picture is
        offset = (round(dest[0] * by), round(dest[1] * by))          # stretched to the zoom
        window = None
        if area is not None:
            window = canvas_module.real_rect(area, _zoom(source))
        for mark in kept[1]:
            box = mark.box if window is None else mark.box.clip(window)
            if not box.width or not box.height:
                continue
            if mark.words is not None and box.width < mark.box.width - TOUCH:
                self.clipped.add((self._scene, mark.words))
            if window is not None:
                box = box.move(-window.x, -window.y)
            box = pygame.Rect(round(box.x * stretch) + offset[0], round(box.y * stretch)
                              + offset[1], round(box.width * stretch),
                              round(box.height * stretch))
            self._land(target, Mark(mark.words, box, mark.covers))

    def wiped(self, target: pygame.Surface) -> None:
        parent = target.get_abs_parent()
        if target is parent:
            self._pictures.pop(id(target), None)

    def _land(self, target: pygame.Surface, mark: Mark) -> None:
        """``mark`` (in ``target``'s real pixels) on ``target``: on the canvas, in this
        scene's layer; on a picture, kept with it till it is shown."""
        ox, oy = target.get_abs_offset()
        box = mark.box.move(ox, oy)
        shown = box.clip(pygame.Surface.get_clip(target).move(ox, oy))
        if not shown.width or not shown.height:
            return
        if mark.words is not None and shown.width < box.width - TOUCH:
            self.clipped.add((self._scene, mark.words))
        box = shown
        parent = target.get_abs_parent()
        if parent is self._screen and self._layers:
            by = self._screen.zoom
            marks, box = self._layers[-1], canvas_module.logical_rect(box, by)
            if mark.words is not None:
                self.texts_seen += 1
                if not self._screen.get_rect().contains(box):
                    self.off_canvas.add((self._scene, mark.words))
        else:
            kept = self._pictures.setdefault(id(parent), (parent, []))
            if kept[0] is not parent:   # an id used again by a new picture
                kept = self._pictures[id(parent)] = (parent, [])
            marks = kept[1]
        if mark.words is None and mark.covers:   # a panel drawn over what lay there
            marks[:] = [m for m in marks if not box.contains(m.box)]
        marks.append(Mark(mark.words, box, mark.covers))


def _across(words: pygame.Rect, box: pygame.Rect) -> bool:
    """Whether letters in ``words`` lie both inside ``box`` and beyond its edge (by more
    than a touch either way)."""
    inside = words.clip(box)
    return (inside.width > TOUCH and inside.height > TOUCH
            and not box.inflate(2 * TOUCH, 2 * TOUCH).contains(words))


def _zoom(surface: pygame.Surface) -> float:
    return getattr(surface.get_abs_parent(), "zoom", 1.0)


@contextmanager
def watching_texts() -> Iterator[TextWatch]:
    """Note where every text lands while the block runs (any app, any scene)."""
    watch = TextWatch()
    rendered: dict[int, tuple[pygame.Surface, str]] = {}
    real_text = fonts.text

    def text(words, size, colour, bold=False, serif=False):
        image = real_text(words, size, colour, bold, serif)
        rendered[id(image)] = (image, words)   # the image kept alive: its id stays its own
        return image

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        known = rendered.get(id(source))
        if known is not None and known[0] is source:
            if area is None:
                watch.text_landed(self, source, known[1], dest)
        else:
            watch.picture_landed(self, source, dest, area)
        return real_blit(self, source, dest, area, special_flags)

    def fill(self, color, rect=None, special_flags=0):
        if rect is None:
            watch.wiped(self)
        return real_fill(self, color, rect, special_flags)

    def draw_stack(self, surface):
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        for scene in self.scenes[max(0, start):]:
            watch.begin_scene(type(scene).__name__, surface)
            scene.draw(surface)
            watch.end_scene()

    def tooltip(*args, **kwargs):
        watch.overlay()
        return real_tooltip(*args, **kwargs)

    def draw_message(self, surface):
        watch.overlay()
        return real_message(self, surface)

    def draw_lifted(self, surface):
        watch.overlay()
        return real_lifted(self, surface)

    def draw_panel(surface, rect, *args, **kwargs):
        watch.panel_drawn(surface, pygame.Rect(rect))
        return real_panel(surface, rect, *args, **kwargs)

    def frame_rect(surface, colour, area, width=0, **kwargs):
        box = pygame.Rect(area)
        if width and min(box.size) >= FRAMED:   # a framed box: the words in it stay in it
            watch.panel_drawn(surface, box, covers=False)
        return real_rect(surface, colour, area, width, **kwargs)

    def draw_button(self, surface, *args, **kwargs):
        watch.panel_drawn(surface, pygame.Rect(self.rect))   # its label stays inside it
        return real_button(self, surface, *args, **kwargs)

    real_blit, real_fill, real_draw = Canvas.blit, Canvas.fill, base.SceneStack.draw
    real_button = widgets.Button.draw
    real_message = table.TableScene._draw_message
    real_lifted = table.TableScene.draw_lifted
    real_rect = paint.rect
    real_tooltip, real_panel = tips.draw_tooltip, widgets.draw_panel
    stand_ins = {real_text: text, real_tooltip: tooltip, real_panel: draw_panel,
                 real_rect: frame_rect}
    swapped = [(module, name, value, stand_ins[value])
               for module in list(sys.modules.values())
               if getattr(module, "__name__", "").startswith("game.")
               for name, value in list(vars(module).items())
               if any(value is real for real in stand_ins)]
    for module, name, _real, stand_in in swapped:
        setattr(module, name, stand_in)
    Canvas.blit, Canvas.fill = blit, fill
    base.SceneStack.draw = draw_stack
    widgets.Button.draw = draw_button
    table.TableScene._draw_message = draw_message
    table.TableScene.draw_lifted = draw_lifted
    try:
        yield watch
    finally:
        for module, name, real, _stand_in in swapped:
            setattr(module, name, real)
        Canvas.blit, Canvas.fill = real_blit, real_fill
        base.SceneStack.draw = real_draw
        widgets.Button.draw = real_button
        table.TableScene._draw_message = real_message
        table.TableScene.draw_lifted = real_lifted
