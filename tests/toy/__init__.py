"""A toy expansion module that lives only in the tests: it uses every piece the engine, the
table and the bots offer modules (see ``rules``), so that a change that breaks one of them
fails here before a real module finds out."""
