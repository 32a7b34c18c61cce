"""Colours: terrain, seats (colour-blind-safe, each with a shape cue), tokens and the panel.

Seat colours come from the Okabe-Ito palette, which stays distinguishable under the common forms
of colour blindness; every seat also has its own outline and mark so no one needs colour at all.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import RESOURCES as RESOURCES

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Terrain:
    """How one terrain looks: fill, the darker ink of its texture, and the text under it."""

    fill: RGB
    ink: RGB
    label: str


TERRAINS: dict[str, Terrain] = {
    "forest": Terrain((62, 125, 70), (30, 78, 38), "LUMBER"),
    "hills": Terrain((196, 102, 62), (128, 56, 30), "BRICK"),
    "pasture": Terrain((150, 200, 96), (86, 136, 48), "WOOL"),
    "fields": Terrain((236, 196, 84), (160, 118, 28), "GRAIN"),
    "mountains": Terrain((150, 150, 160), (84, 84, 96), "ORE"),
    "desert": Terrain((226, 208, 160), (170, 146, 96), "DESERT"),
    "gold": Terrain((232, 186, 40), (150, 110, 10), "GOLD"),
    # face down: a dark back unlike any terrain (mountains are grey), whatever lies under it
    "fog": Terrain((54, 58, 88), (140, 150, 184), "FOG"),
}
UNKNOWN_TERRAIN = Terrain((200, 200, 200), (120, 120, 120), "?")

#: The resource each terrain's colour stands for, for icons outside the map.
RESOURCE_TERRAIN = {
    "lumber": "forest",
    "brick": "hills",
    "wool": "pasture",
    "grain": "fields",
    "ore": "mountains",
}

SEA = (58, 122, 176)
SEA_DEEP = (46, 104, 156)
SEA_WAVE = (88, 146, 194)
SEA_EDGE = (76, 138, 190)  # the faint grid of sea hexes where ships sail (Seafarers)
PIRATE = (20, 20, 24)
PIRATE_EDGE = (236, 236, 236)
SHORE = (236, 224, 184)
HEX_EDGE = (58, 48, 36)

TOKEN = (246, 236, 208)
TOKEN_EDGE = (120, 100, 70)
TOKEN_TEXT = (30, 30, 30)
TOKEN_HOT = (200, 20, 20)  # 6 and 8

INK = (24, 24, 28)
WHITE = (255, 255, 255)
PAPER = (248, 244, 234)
LABEL_BG = (255, 255, 255)
LABEL_TEXT = (30, 30, 36)
LETTER = (20, 20, 20)
SEA_LETTER = (236, 242, 248)  # a sea hex's letter (Seafarers), on the water

PANEL = (36, 40, 48)
PANEL_ROW = (48, 54, 64)
PANEL_CURRENT = (70, 78, 94)
PANEL_TEXT = (240, 240, 240)
PANEL_MUTED = (170, 176, 186)
GOLD = (240, 196, 64)

HIGHLIGHT = (255, 222, 0)
HIGHLIGHT_TEXT = INK
ROBBER = (34, 34, 38)
ROBBER_EDGE = (235, 235, 235)


@dataclass(frozen=True)
class Seat:
    """A seat's look: fill, outline, the mark drawn on its pieces, and its name in messages."""

    name: str
    fill: RGB
    outline: RGB
    mark: str  # circle, square, triangle, diamond, cross, star


SEATS: tuple[Seat, ...] = (
    Seat("blue", (0, 114, 178), (255, 255, 255), "circle"),
    Seat("orange", (230, 159, 0), (20, 20, 20), "square"),
    Seat("white", (245, 245, 245), (20, 20, 20), "triangle"),
    Seat("purple", (204, 121, 167), (20, 20, 20), "diamond"),
    # The seats of the game for five and six: a light green and a dark red, chosen to stay
    # at least as far from the first four (and from each other) under simulated protanopia,
    # deuteranopia and tritanopia as those four are from one another; Okabe-Ito's own green
    # and vermilion fell within a hair of blue and orange for some readers.
    Seat("green", (45, 225, 135), (20, 20, 20), "cross"),
    Seat("red", (175, 45, 0), (255, 255, 255), "star"),
)


#: The 2-player variant's neutral players: stone greys no seat uses, each with the hollow ring
#: that marks a neutral piece (no seat's mark is hollow). Their seat indices in a picture are
#: NEUTRAL_SEAT + 0 and + 1, apart from the real seats'.
NEUTRALS: tuple[Seat, ...] = (
    Seat("neutral 1", (186, 186, 178), (20, 20, 20), "ring"),
    Seat("neutral 2", (92, 92, 100), (255, 255, 255), "ring"),
)
NEUTRAL_SEAT = 100


def seat(index: int) -> Seat:
    """The look of seat `index` (wraps around past the last defined seat); from NEUTRAL_SEAT
    on, a neutral player's."""
    if index >= NEUTRAL_SEAT:
        return NEUTRALS[(index - NEUTRAL_SEAT) % len(NEUTRALS)]
    return SEATS[index % len(SEATS)]


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour `t` of the way from `a` to `b`."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


@dataclass(frozen=True)
class Track:
    """A Cities & Knights improvement track: its colour, the darker ink on it, and its
    commodity (whose glyph names the track without colour)."""

    fill: RGB
    ink: RGB
    commodity: str


#: The improvement tracks (and progress decks, and gates of the event die), in the rules' order.
TRACKS: dict[str, Track] = {
    "trade": Track((236, 190, 36), (112, 78, 0), "cloth"),
    "politics": Track((52, 110, 206), (12, 36, 96), "coin"),
    "science": Track((46, 156, 74), (10, 70, 28), "paper"),
}
#: Commodities, beside the resources in the bank and the hand.
COMMODITIES = ("cloth", "coin", "paper")
COMMODITY_TRACK = {t.commodity: name for name, t in TRACKS.items()}
STONE = (170, 164, 150)
STONE_EDGE = (72, 66, 58)
#: A city wall's stone: lighter than the terrain around it.
STONE_LIGHT = (222, 216, 200)
BARBARIANS = (150, 36, 36)
