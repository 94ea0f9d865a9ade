"""The game's words: what the rules core keeps as codes and data (a refusal's reason, a
thing's kind and number), told in the language of the moment. Below the table's scenes and
beside the sprites: the rules core and the bots never say a word, and what a module says
of its own is told by its part at the table."""
