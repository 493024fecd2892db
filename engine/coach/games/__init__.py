"""One module per game: ``PROFILE``, the game's :class:`engine.coach.profile.CoachProfile`
(its unit, thresholds, exact solver, ideas and lessons), found by :mod:`engine.homes`."""
