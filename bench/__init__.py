"""Benchmarks: ``make bench`` (``python -m bench``) prints the figures kept in the README.

They measure; they never pass or fail. Run them on an otherwise idle machine.
"""
