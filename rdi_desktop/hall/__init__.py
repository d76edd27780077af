"""The Gambling Hall screens: lobby and table for the nine "Gambling? I'm In!" games.

* :mod:`rdi_desktop.hall.catalog` - game titles, variant labels, rules texts (our words)
* :mod:`rdi_desktop.hall.controller` - the UI side of the engine thread: snapshots, human
  answers, paced AI moves (no pygame)
* :mod:`rdi_desktop.hall.drawing` - cards, dice, the Wheel, cities and hordes drawn with pygame
* :mod:`rdi_desktop.scenes.hall` - the ``hall`` lobby scene and the table scene
"""
