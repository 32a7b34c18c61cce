"""The random games the language tests of the bot's words play: one per rule set, with its
players (engine ids), the seed, and the names shown for the players."""

from __future__ import annotations

NAMES = {"ann": "Ann", "bo": "Bo", "cy": "Cy"}
#: Rule set, players, seed.
GAMES = (
    ("base", ("ann", "bo", "cy"), 3),
    ("cities_knights", ("ann", "bo", "cy"), 5),
    ("seafarers", ("ann", "bo", "cy"), 2),
    ("cities_knights_seafarers", ("ann", "bo", "cy"), 4),
    ("two_player", ("ann", "bo"), 6),
    ("cities_knights_two_player", ("ann", "bo"), 8),
)
