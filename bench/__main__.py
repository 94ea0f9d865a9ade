"""Run every benchmark and print its figures (``make bench``); with ``--before REV`` (``make
bench BEFORE=main``), first the rules core side by side with revision ``REV`` (a commit, a
branch, or a folder holding another checkout: ``bench.compare``)."""

import argparse

from bench import bench_ai, bench_frame, bench_rules, bench_startup, compare

parser = argparse.ArgumentParser(prog="python -m bench")
parser.add_argument("--before", metavar="REV",
                    help="compare the rules core with this revision or checkout first")
args = parser.parse_args()
if args.before:
    compare.main(args.before)
    print()
print("Rules core")
bench_rules.main()
print("\nComputer opponents (short run; the full one: python -m bench.bench_ai)")
bench_ai.main(short=True)
print()
bench_frame.main()
print("\nStart-up")
bench_startup.main()
