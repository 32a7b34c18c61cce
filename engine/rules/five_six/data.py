"""The 5–6 player extension's numbers (FS-1 to FS-3): seats, what it adds to the bank and the
development deck, and its island: 30 land positions, their terrains, the 28 number tokens in
their letter order, and the printed frame's 11 harbours."""

from __future__ import annotations

NAME = "five_six"

#: The table sizes the extension plays (FS-1).
SEATS = (5, 6)

#: Resource cards the extension adds to each resource's stack (FS-2.1: 19 + 5 = 24).
MORE_PER_RESOURCE = 5

#: Development cards the extension adds to the deck below (FS-2.2: 25 + 9 = 34).
MORE_DEVELOPMENT: tuple[str, ...] = (
    ("knight",) * 6 + ("road_building",) + ("year_of_plenty",) + ("monopoly",)
)

#: The island's land positions (FS-3.1): seven rows of 3, 4, 5, 6, 5, 4 and 3 hexes, top to
#: bottom, in axial coordinates (q, r) as the base island's (the middle row runs q = -3..2).
ROWS: tuple[tuple[int, int, int], ...] = (
    (-3, 0, 2),
    (-2, -1, 2),
    (-1, -2, 2),
    (0, -3, 2),
    (1, -3, 1),
    (2, -3, 0),
    (3, -3, -1),
)
LAND: tuple[tuple[int, int], ...] = tuple(
    (q, r) for r, first, last in ROWS for q in range(first, last + 1)
)

#: The 30 terrain hexes (FS-3.1): the base game's 19 and the extension's 11.
TERRAINS: tuple[str, ...] = (
    ("forest",) * 6
    + ("pasture",) * 6
    + ("fields",) * 6
    + ("hills",) * 5
    + ("mountains",) * 5
    + ("desert",) * 2
)

#: The extension's 28 number tokens in the order of their letters A..Y, Za, Zb, Zc (FS-3.2).
TOKEN_SEQUENCE: tuple[int, ...] = (
    2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4,
    8, 10, 11, 12, 10, 5, 4, 9, 5, 9, 12, 3, 2, 6,
)  # fmt: skip
TOKEN_LETTERS: tuple[str, ...] = (
    *"ABCDEFGHIJKLMNOPQRSTUVWXY",
    "Za",
    "Zb",
    "Zc",
)

#: The six corner hexes of the island, counter-clockwise from the top left, where the spiral
#: of number tokens may start (FS-3.2).
CORNERS_CCW: tuple[tuple[int, int], ...] = ((0, -3), (-3, 0), (-3, 3), (-1, 3), (2, 0), (2, -3))

#: The printed frame's 11 harbours (FS-3.3), clockwise from the top-left corner hex: the base
#: game's nine in their printed order, with the extension's frame pieces set into the base
#: frame's joints (sea at 2-2, wool 2:1 at 3-3, generic 3:1 at 5-5, sea at 6-6), so the wool
#: harbour after the brick one and the extra generic one after the grain one. Each is (q, r,
#: side of that land hex, kind).
PRINTED_HARBORS: tuple[tuple[int, int, str, str], ...] = (
    (0, -3, "NW", "generic"),
    (1, -3, "NE", "wool"),
    (2, -2, "NE", "generic"),
    (2, 0, "E", "generic"),
    (1, 1, "SE", "brick"),
    (-1, 3, "E", "wool"),
    (-2, 3, "SE", "lumber"),
    (-3, 3, "SW", "generic"),
    (-3, 2, "W", "grain"),
    (-3, 0, "SW", "generic"),
    (-2, -1, "W", "ore"),
)

#: The frame's 11 harbour slots (FS-3.3): where the printed frame has its harbours.
HARBOR_SLOTS: tuple[tuple[int, int, str], ...] = tuple((q, r, s) for q, r, s, _ in PRINTED_HARBORS)

#: The 11 harbours (FS-3.3): the base game's nine and the extension's generic 3:1 and wool 2:1,
#: shuffled onto the slots on the variable island (FS-3.4).
HARBOR_KINDS: tuple[str, ...] = tuple(kind for *_, kind in PRINTED_HARBORS)
