"""The game's words: what the rules core's data says, told in the language of the moment.

A layer beside ``game.ui``: it reads the rules core and never the table's scenes. The log's
words for the base game's events are ``game.words.events``; a module's table part tells its
own module's events."""
