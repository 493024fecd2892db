"""The coach: hint, learn mode and review, which all ask the one analyst (``engine.coach``).

Why a room of its own: the coach only reads the match record and the analyst's answers and
decides nothing, so it depends on the window's parts it fills (:mod:`gui.coach.host`) and on
the controller's signals, never on the window itself (a test keeps gui/ free of import
cycles). Its modules, each with one job:

- :mod:`~gui.coach.service` — the one way to the analyst: answers cached by position, worker
  processes off the GUI thread; the review's deeper look in steps at the lowest priority,
  stopped while a bot thinks;
- :mod:`~gui.coach.jobs` — what a worker runs (no Qt);
- :mod:`~gui.coach.advisor` — the advice for the decision now: the Hint command and learn mode;
- :mod:`~gui.coach.reviewer` and :mod:`~gui.coach.verdicts` — the review's verdict on each of
  the person's decisions, saying why when it differs from the advice given during play;
- :mod:`~gui.coach.words` — the verdict scale and the advice in the person's words;
- :mod:`~gui.coach.learning` — the coordinator: move log, learn panel, guided lessons, review
  window, match graph;
- :mod:`~gui.coach.learn_panel`, :mod:`~gui.coach.review_window`,
  :mod:`~gui.coach.review_table`, :mod:`~gui.coach.review_layout` — the views.
"""
