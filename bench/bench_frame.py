"""Table frame time while a tile is dragged over a 6-player table whose Alhambras hold 30
tiles each, at 1280x720 (target: p95 at most 8 ms), and while your Alhambra, zoomed in, is
panned by a drag on its background, plus the cost of redrawing the table
after a change, the same drawn at the resolution of 1920x1080 and 2560x1440 windows, and
while six computer players' turns are shown as motions at the normal speed.

Run alone with ``python -m bench.bench_frame``; headless (SDL's dummy video driver) unless
a display is asked for with SDL_VIDEODRIVER.
"""

from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from bench.bench_rules import grown_alhambra
from bench.util import median, percentile, report
from game.rules import BASE_TILES, Buy, EndActions
from game.session import Session

PLAYERS = 6
TILES = 30
FRAMES = 600


def crowded_session() -> Session:
    """Six seats (the first human, placing a tile just bought) with 30-tile Alhambras and a
    few reserve tiles each, built by placing tiles directly."""
    from game.scenes.demo import demo_session

    session = demo_session(PLAYERS, seed=3, turns=0, humans=(0,))
    game = session.game
    buy = next(a for a in game.legal_actions() if isinstance(a, Buy))
    session.apply(buy)
    if game.phase == "action":
        session.apply(EndActions())
    for seat, player in enumerate(game.players):
        player.alhambra = grown_alhambra(TILES + 1, seed=seat + 1)  # the fountain and 30 tiles
        player.reserve = list(BASE_TILES[seat * 3:seat * 3 + 3])
    return session


def drag_frames(app, frames: int) -> tuple[list[float], list[float]]:
    """Press the tray tile, then move across the Alhambra one motion per frame; the wall
    time and the CPU time of each frame (the CPU time leaves out the moments another
    process had the processor, which on a busy machine dominate the slow frames)."""
    scene = app.top
    scene.refresh()
    tile = scene.player.pending[0]
    scale, (ox, oy), _ = app.display.placement()

    def window(pos: tuple[int, int]) -> tuple[int, int]:
        return (round(pos[0] * scale + ox), round(pos[1] * scale + oy))

    start = scene.regions.rect_of("tray_tile", tile.id).center
    area = scene.geometry.area
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window(start), button=1))
    app.step()
    times, cpu = [], []
    for k in range(frames):
        # A zigzag over the whole grid: legal cells, illegal ones, built ones, the margin.
        x = area.x + (k * 7) % area.width
        y = area.y + (k * 13) % area.height
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window((x, y)), rel=(7, 13),
                                             buttons=(1, 0, 0)))
        begin, begin_cpu = time.perf_counter(), time.thread_time()
        app.step(1 / 60)
        times.append(time.perf_counter() - begin)
        cpu.append(time.thread_time() - begin_cpu)
    assert scene.drag.dragging, "the drag did not start"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode=""))
    app.step()   # the tile goes back: the next measure starts from the same table
    assert not scene.drag.dragging
    return times, cpu


def pan_frames(app, frames: int) -> tuple[list[float], list[float]]:
    """Zoom your Alhambra in (two turns of the wheel over its middle), press its background
    and move to and fro, one motion per frame, the view following the pointer: the wall
    and CPU times of each frame. The view is fitted again afterwards."""
    scene = app.top
    scene.refresh()
    scale, (ox, oy), _ = app.display.placement()

    def window(pos: tuple[int, int]) -> tuple[int, int]:
        return (round(pos[0] * scale + ox), round(pos[1] * scale + oy))

    area = scene.geometry.area
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window(area.center),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0,
                                             precise_y=1.0, flipped=False))
        app.step()
    start = next((x, y) for y in range(area.y + 4, area.bottom - 4, 6)
                 for x in range(area.x + 4, area.right - 4, 6) if scene.on_background((x, y)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window(start), button=1))
    app.step()
    times, cpu = [], []
    for k in range(frames):
        dx, dy = (k * 5) % 120 - 60, (k * 3) % 80 - 40
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION,
                                             pos=window((start[0] + dx, start[1] + dy)),
                                             rel=(5, 3), buttons=(1, 0, 0)))
        begin, begin_cpu = time.perf_counter(), time.thread_time()
        app.step(1 / 60)
        times.append(time.perf_counter() - begin)
        cpu.append(time.thread_time() - begin_cpu)
    assert scene.panning.dragging, "the pan did not start"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window(start), button=1))
    app.step()
    for _ in range(4):   # zoomed back out: the next measure starts from the fitted view
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0,
                                             precise_y=-1.0, flipped=False))
        app.step()
    return times, cpu


def redraw_times(app, count: int) -> tuple[list[float], list[float]]:
    """A frame right after the game changed, when the whole table is drawn again: wall and
    CPU times."""
    times, cpu = [], []
    for _ in range(count):
        app.match.version += 1
        begin, begin_cpu = time.perf_counter(), time.thread_time()
        app.step(1 / 60)
        times.append(time.perf_counter() - begin)
        cpu.append(time.thread_time() - begin_cpu)
    return times, cpu


def motion_frames(frames: int) -> list[float]:
    """Six computer players (the quick baseline, so that thinking takes little) shown at the
    normal speed: each move's pieces fly, the table is drawn again after each move. The
    wall time of each frame."""
    from game.app import App
    from game.rules import GameConfig
    from game.rules.config import DEFAULT_NAMES
    from game.session import Seat
    from game.ui.display import Display
    from game.ui.settings import TableSettings

    settings = TableSettings.default("greedy")
    settings.speed = "normal"
    app = App(Display((1280, 720)), settings=settings)
    app.autosave = False
    seats = [Seat(DEFAULT_NAMES[i], "greedy") for i in range(PLAYERS)]
    app.start_match(Session.new(GameConfig(players=PLAYERS, seed=5), seats))
    times = []
    for _ in range(frames):
        begin = time.perf_counter()
        app.step(1 / 60)
        times.append(time.perf_counter() - begin)
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - begin)))   # a real frame rate
    return times


def main() -> None:
    from game.app import App, start_pygame
    from game.scenes.placement import PlacementScene
    from game.ui.display import Display
    from game.ui.settings import TableSettings

    print("Table (headless)")
    start_pygame()
    app = App(Display((1280, 720)), settings=TableSettings.default("greedy"))
    app.start_match(crowded_session())
    assert isinstance(app.top, PlacementScene)
    for _ in range(30):  # warm the picture caches
        app.step()
    wall, cpu = drag_frames(app, FRAMES)
    ms = [t * 1000 for t in wall]
    cpu_ms = [t * 1000 for t in cpu]
    report(f"drag frame, {PLAYERS} players x {TILES} tiles, 1280x720, p95",
           f"{percentile(ms, 0.95):.2f} ms", "<= 8 ms")
    report("  median / worst", f"{median(ms):.2f} / {max(ms):.2f} ms")
    report("  CPU time p95 / median", f"{percentile(cpu_ms, 0.95):.2f} / {median(cpu_ms):.2f} ms")
    pan, pan_cpu = pan_frames(app, 300)
    report("pan frame (your Alhambra zoomed in), 1280x720, p95",
           f"{percentile(pan, 0.95) * 1000:.2f} ms", "<= 8 ms")
    report("  CPU time p95 / median",
           f"{percentile(pan_cpu, 0.95) * 1000:.2f} / {median(pan_cpu) * 1000:.2f} ms")
    redraw, redraw_cpu = redraw_times(app, 60)
    report("frame after a change (table redrawn), median", f"{median(redraw) * 1000:.2f} ms")
    report("  CPU time median", f"{median(redraw_cpu) * 1000:.2f} ms")
    for window in ((1920, 1080), (2560, 1440)):
        app.display = Display(window)
        for _ in range(30):  # the pictures drawn anew at the window's resolution
            app.step()
        drag_frames(app, 50)  # and those a drag shows
        drawn = [t * 1000 for t in drag_frames(app, 200)[0]]
        size = "x".join(map(str, window))
        report(f"drag frame at {size}, p95", f"{percentile(drawn, 0.95):.2f} ms",
               "<= 16.7 ms")
        pan, pan_cpu = pan_frames(app, 150)
        report(f"  pan frame at {size}, p95 (CPU time p95)",
               f"{percentile(pan, 0.95) * 1000:.2f} ({percentile(pan_cpu, 0.95) * 1000:.2f}) ms",
               "<= 16.7 ms")
        redraw = redraw_times(app, 30)[0]
        report(f"  table redrawn at {size}, median", f"{median(redraw) * 1000:.2f} ms")
    motion = [t * 1000 for t in motion_frames(FRAMES)]
    report(f"frame while computer turns fly, {PLAYERS} players, 1280x720, p95",
           f"{percentile(motion, 0.95):.2f} ms", "<= 16.7 ms")
    report("  median / worst", f"{median(motion):.2f} / {max(motion):.2f} ms")
    pygame.quit()


if __name__ == "__main__":
    main()
