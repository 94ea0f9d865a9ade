"""A save interrupted at any moment leaves the previous save intact."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.saves import (
    SaveError, attach_autosave, autosave_dir, latest_autosave, list_saves,
    load_session, save_named, save_session,
)
from game.saves import errors as why
from game.saves import files

from tests.save.helpers import bots_for, new_session, play, sample_session

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def earlier_save(tmp_path):
    session = sample_session(players=3, seed=4, steps=60)
    path = save_session(session, tmp_path / "game.json")
    later = sample_session(players=3, seed=4, steps=100)
    return path, path.read_bytes(), later


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def check_failure_leaves_previous(path: Path, before: bytes, later) -> None:
    with pytest.raises(SaveError) as caught:
        save_session(later, path)
    assert caught.value.reason == why.WRITE_FAILED
    assert path.read_bytes() == before
    assert leftovers(path.parent) == []
    assert load_session(path).game.digest() != later.game.digest()


def test_failure_in_the_middle_of_writing(earlier_save, monkeypatch):
    path, before, later = earlier_save
    real_fdopen = os.fdopen

    class DiskFillsUp:
        """Writes half of what it is given, then the disk is full."""

        def __init__(self, file):
            self.file = file

        def write(self, data):
            self.file.write(data[: len(data) // 2])
            raise OSError(errno.ENOSPC, "No space left on device")

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.file.close()

        def __getattr__(self, name):
            return getattr(self.file, name)

    monkeypatch.setattr(files.os, "fdopen", lambda fd, mode: DiskFillsUp(real_fdopen(fd, mode)))
    check_failure_leaves_previous(path, before, later)


def test_failure_while_flushing_to_disk(earlier_save, monkeypatch):
    path, before, later = earlier_save

    def fsync_fails(fd):
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(files.os, "fsync", fsync_fails)
    check_failure_leaves_previous(path, before, later)


def test_failure_of_the_final_rename(earlier_save, monkeypatch):
    path, before, later = earlier_save

    def replace_fails(src, dst):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(files.os, "replace", replace_fails)
    check_failure_leaves_previous(path, before, later)


def test_the_program_dying_before_the_rename(tmp_path):
    session = sample_session(players=2, seed=8, steps=50)
    path = save_named(session, "Kept")
    before = path.read_bytes()
    script = textwrap.dedent("""
        import os
        from game.saves import files, save_named
        from tests.save.helpers import sample_session
        files.os.replace = lambda src, dst: os._exit(9)  # the power goes off here
        save_named(sample_session(players=2, seed=8, steps=80), "Kept")
    """)
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=os.environ.copy(),
                          capture_output=True, timeout=60)
    assert done.returncode == 9, done.stderr.decode()
    assert path.read_bytes() == before
    assert len(leftovers(path.parent)) == 1  # the dead program's temporary file...
    infos = list_saves()
    assert [info.path for info in infos] == [path]  # ...is not offered as a save
    assert load_session(path).game.digest() == session.game.digest()


def test_a_failing_autosave_does_not_stop_the_game(monkeypatch):
    session = new_session(3, 2, ["human", "random", "random"])
    bots = bots_for(3, 2)
    saver = attach_autosave(session)
    while session.game.turn < 4:
        play(session, bots, 1)
    kept = latest_autosave()
    assert kept is not None and saver.last_error is None
    before = kept.read_bytes()

    def replace_fails(src, dst):
        raise OSError(errno.EROFS, "Read-only file system")

    with monkeypatch.context() as patch:
        patch.setattr(files.os, "replace", replace_fails)
        turn = session.game.turn
        while session.game.turn < turn + 2:
            play(session, bots, 1)
    assert isinstance(saver.last_error, SaveError)
    assert latest_autosave() == kept and kept.read_bytes() == before
    assert leftovers(autosave_dir()) == []

    turn = session.game.turn
    while session.game.turn == turn:
        play(session, bots, 1)
    assert saver.last_error is None and latest_autosave() != kept


def _in_use_on_windows() -> PermissionError:
    """The error Windows gives for replacing a file another program has open."""
    error = PermissionError(errno.EACCES, "The process cannot access the file because it "
                                          "is being used by another process")
    error.winerror = 32
    return error


def test_a_save_open_in_another_program_is_replaced_once_it_is_closed(earlier_save,
                                                                      monkeypatch):
    """Windows refuses to replace a file a virus scan or the indexer has open for a moment:
    the save waits for it instead of failing."""
    path, _before, later = earlier_save
    real_replace, refusals, pauses = os.replace, [_in_use_on_windows()] * 3, []

    def replace(source, target):
        if refusals:
            raise refusals.pop()
        real_replace(source, target)

    monkeypatch.setattr(files.os, "replace", replace)
    monkeypatch.setattr(files.time, "sleep", pauses.append)
    save_session(later, path)
    assert load_session(path).game.digest() == later.game.digest()
    assert len(pauses) == 3 and pauses == sorted(pauses)  # a little longer each time
    assert leftovers(path.parent) == []


def test_a_save_held_open_for_too_long_fails_and_leaves_the_previous(earlier_save,
                                                                     monkeypatch):
    path, before, later = earlier_save

    def replace(source, target):
        raise _in_use_on_windows()

    monkeypatch.setattr(files.os, "replace", replace)
    monkeypatch.setattr(files.time, "sleep", lambda seconds: None)
    check_failure_leaves_previous(path, before, later)


def test_a_refusal_that_is_not_windows_sharing_is_not_tried_again(earlier_save, monkeypatch):
    path, before, later = earlier_save
    attempts = []

    def replace(source, target):
        attempts.append(target)
        raise PermissionError(errno.EACCES, "Permission denied")  # no winerror: final

    monkeypatch.setattr(files.os, "replace", replace)
    check_failure_leaves_previous(path, before, later)
    assert len(attempts) == 1
