"""The classroom loop: hand out an exercise, collect hand-ins, score them, print the sheets.

* :mod:`.exercise` writes an exercise bundle (the articles, instructions and hints, no answers),
  marks exercises on import, and writes a student's hand-in;
* :mod:`.scoring` matches each hand-in to the teacher's key by passage overlap, per student and
  for the class, and can accept a student's find into the key;
* :mod:`.worksheets` renders the worksheet, answer key, feedback and class summary as HTML
  that prints (the desktop turns it into PDF).

Pure Python like the rest of the library; docs/teaching.md is the lesson, docs/cli.md the
commands (``exercise``, ``handin``, ``score``, ``sheet``).
"""
