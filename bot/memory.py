"""The bot process's memory once it has started.

A full pass of Python's cycle collector walks every object that can hold references, and the
objects made at start-up (modules, classes, functions, the rule sets, the discord client)
are most of a serving process's heap and live as long as it does. Timer fires and moves
allocate enough to trigger such a pass now and then, and each pass walked them all again
(a fire ≤ 1 ms with 100,000 pending deadlines). Frozen, they are left out of every
pass; anything made later is collected as before, and a frozen object that is dropped is
still freed (by its reference count).
"""

from __future__ import annotations

import gc


def settle() -> None:
    """Keep what start-up made out of the cycle collector's passes; call once, when the
    process has imported and built everything it keeps and before it serves."""
    gc.collect()  # what start-up already dropped is freed, not kept frozen
    gc.freeze()
