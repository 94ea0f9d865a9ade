"""The table's building blocks: layout, fonts, theme, window scaling, widgets, input helpers.

Everything here may use pygame; nothing here knows the rules beyond the public names of
kinds and currencies.
"""
