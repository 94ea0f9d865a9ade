"""The log file lives in the user data folder and records unhandled errors."""

from __future__ import annotations

import logging
import sys
import threading
from logging.handlers import RotatingFileHandler

import pytest

from game import logs
from game.paths import user_data_dir


@pytest.fixture(autouse=True)
def closed_log_afterwards():
    yield
    logs.shutdown_logging()


def our_handlers() -> list[logging.Handler]:
    return [h for h in logging.getLogger().handlers if isinstance(h, RotatingFileHandler)]


def test_the_log_goes_to_the_user_data_folder_once():
    path = logs.setup_logging()
    assert path.parent.parent == user_data_dir() and path.name == "alhambra.log"
    assert logs.setup_logging() == path
    assert len(our_handlers()) == 1
    logging.getLogger("game.test").warning("the lid was closed")
    logs.shutdown_logging()
    assert "the lid was closed" in path.read_text(encoding="utf-8")
    assert our_handlers() == []


def failing_deep_down():
    raise ZeroDivisionError("a sum went wrong")


def test_a_crash_is_recorded_with_its_traceback():
    try:
        failing_deep_down()
    except ZeroDivisionError as error:
        path = logs.record_crash(error)
    text = path.read_text(encoding="utf-8")
    assert "CRITICAL" in text and "Traceback" in text
    assert "failing_deep_down" in text and "a sum went wrong" in text


def test_errors_escaping_a_thread_or_the_main_loop_are_recorded(monkeypatch):
    seen = []
    monkeypatch.setattr(sys, "excepthook", lambda *info: seen.append(info[0]))
    monkeypatch.setattr(threading, "excepthook", lambda args: seen.append(args.exc_type))
    path = logs.install_crash_hooks()

    def bot_thinking():
        raise ValueError("the bot lost its marbles")

    worker = threading.Thread(target=bot_thinking, name="bot-worker")
    worker.start()
    worker.join()
    try:
        raise KeyError("escaped the main loop")
    except KeyError as error:
        sys.excepthook(type(error), error, error.__traceback__)
    text = path.read_text(encoding="utf-8")
    assert "bot-worker" in text and "the bot lost its marbles" in text
    assert "escaped the main loop" in text
    assert seen == [ValueError, KeyError]  # the usual handling still happens
