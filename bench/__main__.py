"""Run every benchmark and print its figures (``make bench``)."""

from bench import bench_ai, bench_frame, bench_rules, bench_startup

print("Rules core")
bench_rules.main()
print("\nComputer opponents (short run; the full one: python -m bench.bench_ai)")
bench_ai.main(short=True)
print()
bench_frame.main()
print("\nStart-up")
bench_startup.main()
