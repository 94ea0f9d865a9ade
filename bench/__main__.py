"""Run every benchmark and print its figures."""

from bench import bench_rules

print("Rules core")
bench_rules.main()
