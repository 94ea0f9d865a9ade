"""The game's words: what the rules core keeps as codes and data (an event, a refusal's
reason, a thing's kind and number), told in the language of the moment. Below the table's
scenes and beside the sprites: it reads the rules core and never the scenes; the rules core
and the bots never say a word. The log's words for the base game's events are
``game.words.events``, a refusal's ``game.words.refusals``; what a module says of its own is
told by its part at the table."""
