"""``python -m build_tools COMMAND``: the build's steps from any system's terminal.

    dist            build the standalone program, smoke-test it and pack it (make dist)
    smoke           smoke-test the program built before
    check-tag TAG   fail unless TAG names the version the code says (v0.4.0)
    notes VERSION   print VERSION's section of CHANGELOG.md (a release's notes)
"""

from __future__ import annotations

import argparse
import subprocess
import sys

from build_tools import BuildError, changelog
from build_tools.places import program
from game import __version__


def build_steps():
    """The build's module, imported only by the commands that build or start the program:
    it needs pygame and the game's dependencies, which the release notes do not."""
    from build_tools import dist

    return dist


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m build_tools",
                                     description="Build and release the game.")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("dist", help="build, smoke-test and pack the standalone program")
    commands.add_parser("smoke", help="smoke-test the program built before")
    check = commands.add_parser("check-tag", help="fail unless TAG names this version")
    check.add_argument("tag")
    notes = commands.add_parser("notes", help="print a version's section of CHANGELOG.md")
    notes.add_argument("version", nargs="?", default=__version__)
    args = parser.parse_args(argv)

    try:
        if args.command == "dist":
            print(f"built {build_steps().build()}")
        elif args.command == "smoke":
            build_steps().smoke_test(program())
        elif args.command == "check-tag":
            problem = changelog.tag_problem(args.tag, __version__)
            if problem:
                print(problem, file=sys.stderr)
                return 1
        elif args.command == "notes":
            print(changelog.release_notes(args.version.removeprefix("v"),
                                          changelog.read_changelog()), end="")
    except (BuildError, LookupError) as error:
        print(f"{parser.prog} {args.command}: {error}", file=sys.stderr)
        return 1
    except subprocess.CalledProcessError as error:  # PyInstaller has said what went wrong
        print(f"{parser.prog} {args.command}: {error}", file=sys.stderr)
        return error.returncode or 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
