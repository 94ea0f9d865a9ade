"""The turn scene (``scene``) and its parts: the purchase flow (``purchase``), the actions
panel (``action_bar``) and the redesign (``redesign``)."""
