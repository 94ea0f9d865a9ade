"""The arena: seating rotation, the statistics it prints, and a short real run."""

from __future__ import annotations

import io

from game.ai import arena
from game.ai.stats import percentile, wilson_interval


def test_every_deal_is_played_with_every_rotation():
    specs = arena.schedule(["hard", "normal", "easy"], 6, seed=1, think_ms=100)
    assert len({s.seed for s in specs}) == 2
    for deal in (specs[:3], specs[3:]):
        assert len({s.seed for s in deal}) == 1
        for seat in range(3):
            assert sorted(s.lineup[seat] for s in deal) == [0, 1, 2]


def test_wilson_interval():
    low, high = wilson_interval(50, 100)
    assert abs(low - 0.4038) < 1e-3 and abs(high - 0.5962) < 1e-3
    assert wilson_interval(0, 10)[0] < 1e-12
    assert wilson_interval(10, 10)[1] > 1 - 1e-12
    assert wilson_interval(10, 10)[0] > 0.65


def test_percentile_is_nearest_rank():
    values = list(range(1, 101))
    assert percentile(values, 0.95) == 95
    assert percentile(values, 0.5) == 50
    assert percentile([], 0.9) == 0.0


def test_a_short_arena_run_reports_every_bot():
    records = arena.run(["normal", "random"], games=2, seed=3, think_ms=50)
    assert len(records) == 2
    stats = arena.tally(records, ["normal", "random"])
    assert [len(s.shares) for s in stats] == [2, 2]
    assert sum(sum(s.shares) for s in stats) == 2
    out = io.StringIO()
    arena.report(stats, ["normal", "random"], records, out=out)
    text = out.getvalue()
    assert "normal" in text and "random" in text and "95% CI" in text


def test_arena_command_line(capsys):
    assert arena.main(["--seats", "easy,random", "--games", "2", "--seed", "4", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "easy" in out and "win share" in out


def test_arena_rejects_unknown_bots(capsys):
    try:
        arena.parse_args(["--seats", "easy,genius"])
    except SystemExit as exit_:
        assert exit_.code == 2
    else:
        raise AssertionError("an unknown bot was accepted")
    assert "genius" in capsys.readouterr().err


def test_a_seat_may_think_for_its_own_time(capsys, monkeypatch):
    made = []
    real = arena.make_bot

    def recording(kind, seed, think_ms):
        made.append((kind, think_ms))
        return real(kind, seed, think_ms)

    monkeypatch.setattr(arena, "make_bot", recording)
    arena.play_one(arena.schedule(["greedy@70", "greedy"], 1, 5, 30)[0])
    assert sorted(made) == [("greedy", 30), ("greedy", 70)]
    assert arena.parse_args(["--seats", "hard@1000,hard@200"]).seats == ["hard@1000",
                                                                          "hard@200"]
    for wrong in ("hard@0", "hard@fast", "hard@99999"):
        try:
            arena.parse_args(["--seats", f"{wrong},normal"])
        except SystemExit as exit_:
            assert exit_.code == 2
        else:
            raise AssertionError(f"{wrong} was accepted")
    assert "thinking time after @" in capsys.readouterr().err
