"""The command line (DESIGN "Public API"): headless autoplay and option errors."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def main_py(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


def scoring_tables(output: str) -> list[tuple[int, list[str]]]:
    """(number, row lines) of each printed scoring table."""
    lines = output.splitlines()
    tables = []
    for i, line in enumerate(lines):
        found = re.fullmatch(r"scoring (\d)", line.strip())
        if found:
            rows = []
            for row in lines[i + 2:]:  # after the heading line
                if not row.strip() or re.fullmatch(r"scoring \d", row.strip()) \
                        or row.startswith(("seed ", "scores:")):
                    break
                rows.append(row)
            tables.append((int(found.group(1)), rows))
    return tables


@pytest.mark.parametrize("players, seed", [(2, 11), (3, 5), (4, 7), (5, 1), (6, 2)])
def test_autoplay_prints_each_scoring_and_the_scores(players, seed):
    result = main_py("--autoplay", "--players", str(players), "--seed", str(seed))
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    lines = result.stdout.strip().splitlines()
    last = lines[-1]
    assert re.fullmatch(rf"scores:( -?\d+){{{players}}}", last), last
    scores = [int(v) for v in last.split()[1:]]
    tables = scoring_tables(result.stdout)
    numbers = [n for n, _ in tables]
    # RULES 1.5/1.6: the scorings in order, ending with the 3rd (D5: 1 or 2 may be missing)
    assert numbers and numbers[-1] == 3 and numbers == sorted(set(numbers))
    for _, rows in tables:
        # one row per player, plus Dirk's with two players (RULES 1.8)
        assert len(rows) == players + (1 if players == 2 else 0)
    # the last table's totals are the final scores (the rows end in gain, total)
    final_totals = [int(row.split()[-1]) for row in tables[-1][1][:players]]
    assert final_totals == scores


def test_same_seed_same_output():
    first = main_py("--autoplay", "--players", "3", "--seed", "42")
    second = main_py("--autoplay", "--players", "3", "--seed", "42")
    assert first.returncode == second.returncode == 0
    assert first.stdout == second.stdout


def test_different_seeds_give_different_games():
    first = main_py("--autoplay", "--players", "3", "--seed", "1")
    second = main_py("--autoplay", "--players", "3", "--seed", "2")
    assert first.stdout != second.stdout


@pytest.mark.parametrize("args", [
    ("--autoplay", "--players", "7"),
    ("--autoplay", "--players", "1"),
    ("--bogus",),
    ("--autoplay", "--ai", "nonsense"),
    ("--autoplay", "--players", "three"),
    ("--autoplay", "--think-ms", "9" * 30),  # once an OverflowError inside Hard
    ("--autoplay", "--think-ms", "0"),
    ("--autoplay", "--think-ms", "60001"),
    ("--autoplay", "--seed", "²"),  # a digit to str.isdigit, not to int
    ("--autoplay", "--seed", "١٢"),  # digits to int, but not ASCII
    ("--autoplay", "--seed", "-1"),
    ("--autoplay", "--seed", "1_000"),
    ("--autoplay", "--modules", "vizier,nonsense"),
    ("--smoke-test", "--screenshot", "/no/such/folder/shot.png"),
    ("--smoke-test", "--screenshot", "."),
    ("--smoke-test", "--screenshot", "shot.jpg"),
    ("--window", "800x600"),        # smaller than the smallest window the table is made for
    ("--window", "1920"),
    ("--window", "1920x"),
    ("--window", "1920×1080"),      # the multiplication sign, not an x
    ("--window", "99999x1080"),
])
def test_wrong_options_give_one_line_and_exit_code_2(args):
    result = main_py(*args)
    assert result.returncode == 2
    assert result.stdout == ""
    [line] = result.stderr.splitlines()
    assert line.startswith("alhambra: ") and "--help" in line
    assert "Traceback" not in result.stderr + result.stdout


def test_the_window_size_is_read_as_width_by_height():
    from game.cli import SMALLEST_WINDOW, parse_args

    assert parse_args(["--window", "1920x1080"]).window == (1920, 1080)
    assert parse_args(["--window", "2560X1440"]).window == (2560, 1440)
    assert parse_args(["--window", "{}x{}".format(*SMALLEST_WINDOW)]).window == SMALLEST_WINDOW
    assert parse_args([]).window is None


def test_autoplay_plays_the_alcazaba_variant():
    result = main_py("--autoplay", "--variant", "alcazaba", "--players", "3", "--seed", "3")
    assert result.returncode == 0, result.stderr
    assert [line for line in result.stdout.splitlines() if line.startswith("scoring")] == [
        "scoring 1", "scoring 2", "scoring 3"]
    refused = main_py("--autoplay", "--variant", "alcazaba", "--modules", "vizier")
    assert refused.returncode == 2 and "without expansion modules" in refused.stderr


def test_the_twelfth_tower_option_plays():
    result = main_py("--autoplay", "--extra-tower", "--players", "3", "--seed", "3")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1].startswith("scores:")
