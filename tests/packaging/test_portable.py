"""The game's code runs on Windows as on Linux and macOS: no module or call that only POSIX
systems have (``fcntl``, ``os.fchmod``, POSIX signals, a folder opened to sync it, a path
glued with "/"), except in a guarded place: under a test of the system (``os.name``,
``sys.platform``, ``hasattr``), after a function's early return on such a test, or in a
``try`` that expects its absence (ImportError, AttributeError)."""

from __future__ import annotations

import ast
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

POSIX_MODULES = {"fcntl", "termios", "tty", "pty", "pwd", "grp", "resource", "posix",
                 "syslog", "crypt", "spwd", "nis", "readline", "curses"}
POSIX_NAMES = {
    "os": {"fchmod", "fchown", "chown", "lchown", "getuid", "geteuid", "getgid", "getegid",
           "setuid", "setgid", "fork", "forkpty", "setsid", "setpgid", "getpgid", "killpg",
           "nice", "sync", "mkfifo", "mknod", "statvfs", "fstatvfs", "sched_getaffinity",
           "O_DIRECTORY", "O_NOFOLLOW", "O_CLOEXEC", "WNOHANG", "getloadavg", "uname",
           # a raw descriptor: how a folder is opened to fsync it, which Windows cannot
           "open",
           # fails on Windows when the target exists: os.replace is the portable one
           "rename",
           # needs an administrator or developer mode on Windows
           "symlink"},
    "signal": {"SIGKILL", "SIGALRM", "SIGHUP", "SIGUSR1", "SIGUSR2", "SIGCHLD", "SIGPIPE",
               "SIGQUIT", "SIGSTOP", "SIGCONT", "SIGTSTP", "alarm", "pause", "setitimer",
               "getitimer", "siginterrupt", "pthread_kill", "pthread_sigmask"},
}
SYSTEM_TESTS = {("os", "name"), ("sys", "platform")}
ABSENCE = {"ImportError", "ModuleNotFoundError", "AttributeError"}


def _is_system_test(node: ast.AST) -> bool:
    """Whether an expression asks which system this is (or whether a name exists)."""
    for part in ast.walk(node):
        if isinstance(part, ast.Attribute) and isinstance(part.value, ast.Name) \
                and (part.value.id, part.attr) in SYSTEM_TESTS:
            return True
        if isinstance(part, ast.Call) and isinstance(part.func, ast.Name) \
                and part.func.id == "hasattr":
            return True
    return False


def _expects_absence(handler: ast.ExceptHandler) -> bool:
    caught = handler.type
    names = caught.elts if isinstance(caught, ast.Tuple) else [caught]
    return any(isinstance(name, ast.Name) and name.id in ABSENCE for name in names)


def _returns_early_on_system(function: ast.AST) -> bool:
    """A function that starts by leaving on some systems (``if os.name != "posix":
    return``): what follows runs only where it may."""
    for statement in getattr(function, "body", []):
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
            continue  # the docstring
        return (isinstance(statement, ast.If) and _is_system_test(statement.test)
                and any(isinstance(inner, ast.Return) for inner in statement.body))
    return False


class Scan(ast.NodeVisitor):
    """Every POSIX-only use in a module outside a guarded place, as ``line: what``."""

    def __init__(self) -> None:
        self.guards = 0
        self.found: list[str] = []

    def _guarded(self, node: ast.AST, guarded: bool) -> None:
        self.guards += guarded
        self.generic_visit(node)
        self.guards -= guarded

    def visit_If(self, node: ast.If) -> None:
        self._guarded(node, _is_system_test(node.test))

    def visit_Try(self, node: ast.Try) -> None:
        self._guarded(node, any(_expects_absence(h) for h in node.handlers))

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self._guarded(node, _returns_early_on_system(node))

    visit_AsyncFunctionDef = visit_FunctionDef

    def _report(self, node: ast.AST, what: str) -> None:
        if not self.guards:
            self.found.append(f"{node.lineno}: {what}")

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if alias.name.split(".")[0] in POSIX_MODULES:
                self._report(node, f"import {alias.name}")

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = (node.module or "").split(".")[0]
        if module in POSIX_MODULES:
            self._report(node, f"from {node.module} import")
        for alias in node.names:
            if alias.name in POSIX_NAMES.get(module, ()):
                self._report(node, f"from {module} import {alias.name}")

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if isinstance(node.value, ast.Name) and node.attr in POSIX_NAMES.get(node.value.id, ()):
            self._report(node, f"{node.value.id}.{node.attr}")
        self.generic_visit(node)

    def visit_BinOp(self, node: ast.BinOp) -> None:
        glued = [side for side in (node.left, node.right) if isinstance(side, ast.Constant)
                 and isinstance(side.value, str) and side.value.strip("/") != side.value]
        if isinstance(node.op, ast.Add) and glued:
            self._report(node, 'a path glued with "/" (Path / name is portable)')
        self.generic_visit(node)


def posix_only(source: str) -> list[str]:
    scan = Scan()
    scan.visit(ast.parse(source))
    return scan.found


def test_the_game_uses_nothing_posix_only_outside_a_guarded_place():
    found = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        found += [f"{path.relative_to(ROOT)}:{line}"
                  for line in posix_only(path.read_text(encoding="utf-8"))]
    assert not found, "\n".join(found)


def test_the_scan_finds_posix_only_code():
    assert posix_only(textwrap.dedent('''
        import fcntl
        from os import fchmod
        import os, signal

        def sync(folder):
            fd = os.open(folder, os.O_RDONLY)
            os.fsync(fd)
            signal.alarm(3)
            os.rename("a", "b")
            return folder + "/" + "saves"
    ''')) == ["2: import fcntl", "3: from os import fchmod", "7: os.open",
              "9: signal.alarm", "10: os.rename", '11: a path glued with "/" (Path / name is '
              'portable)']


def test_the_scan_lets_guarded_code_be():
    assert posix_only(textwrap.dedent('''
        import os, sys
        try:
            import fcntl
        except ImportError:
            fcntl = None

        def sync(folder):
            """Make a rename durable."""
            if os.name != "posix":
                return
            fd = os.open(folder, os.O_RDONLY)

        if sys.platform != "win32":
            os.fchmod(3, 0o600)
        if hasattr(os, "getuid"):
            os.getuid()
    ''')) == []
