"""The table as the turn and placement scenes show it (``scene``) and its parts, one file
each: the layout of its zones for the moment (``layout``), the shared zones and the
modules' items in them (``zones``), the market (``supply``), the money display
(``money_display``), your Alhambra (``alhambra_view``), your own area (``own_area``), the
other players (``opponents``), the score track (``score_track``), a player's facts
(``seat_facts``), the log (``log_panel``), the bars and the message (``action_bar``), the
tooltips (``tips``) and the flights (``flights``)."""
