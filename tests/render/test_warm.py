"""A restarted bot warms its pictures up, so the first board a player waits for does not
pay for loading fonts and resizing icons."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_CHILD = textwrap.dedent(
    """
    import render.fonts, render.sprite
    from render import warm_up
    before = (len(render.fonts._masks_cache), len(render.sprite._sprites))
    ms = warm_up()
    after = (len(render.fonts._masks_cache), len(render.sprite._sprites))
    print(before[0], before[1], after[0], after[1], ms > 0)
    """
)


def test_warm_up_loads_the_fonts_and_sprites_of_a_fresh_process() -> None:
    """In a fresh interpreter nothing is loaded; after `warm_up` the glyph masks and the sprites
    every board draws are in memory (the part of a cold first board that is not the map)."""
    out = subprocess.run(
        [sys.executable, "-c", _CHILD], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    masks_before, sprites_before, masks_after, sprites_after, timed = out
    assert (masks_before, sprites_before) == ("0", "0")
    assert int(masks_after) > 20 and int(sprites_after) > 10
    assert timed == "True"


_CHILD_CARDS = textwrap.dedent(
    """
    import render.sprite
    from render import warm_up
    warm_up()
    kinds = {k[0] for k in render.sprite._sprites._items if isinstance(k, tuple) and k}
    print(" ".join(sorted(k for k in kinds if isinstance(k, str))))
    """
)


def test_warm_up_covers_what_progress_cards_bring() -> None:
    """The warm-up also draws the merchant, a city turned by the Saboteur
    and a hand of progress cards of every deck, greyed and not, so none of them is drawn cold."""
    out = subprocess.run(
        [sys.executable, "-c", _CHILD_CARDS], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    assert {"merchant", "sabotaged", "progress", "greyed"} <= set(out)
