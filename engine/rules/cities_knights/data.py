"""Cities & Knights data (CK-2, CK-8, CK-11, CK-13.1): commodities, tracks,
costs, the event die, the barbarian track, piece counts and the progress decks."""

from __future__ import annotations

#: Commodities, hand cards after the five resources (CK-5): indices 5, 6, 7 of a hand.
COMMODITIES: tuple[str, ...] = ("paper", "cloth", "coin")
CARDS_PER_COMMODITY = 12

#: The improvement tracks (CK-11.1) and the commodity each is paid with.
TRACKS: tuple[str, ...] = ("trade", "politics", "science")
TRACK_COMMODITY: dict[str, str] = {"trade": "cloth", "politics": "coin", "science": "paper"}
#: What a city receives beside its one resource on these terrains (CK-5).
TERRAIN_COMMODITY: dict[str, str] = {"forest": "paper", "pasture": "cloth", "mountains": "coin"}
MAX_LEVEL = 5
#: The level of a track whose ability applies (Merchant Guild, Fortress, Aqueduct; CK-11.4).
ABILITY_LEVEL = 3
#: The level that awards a track's metropolis, and the one that takes it (CK-12).
METROPOLIS_LEVEL = 4

#: The event die's faces 1..6 (CK-2): three ships, then the gates of trade, politics, science.
EVENT_FACES: tuple[str, ...] = ("ship", "ship", "ship", "trade", "politics", "science")
SHIP = "ship"
#: Advances from the start to the landing (CK-4.3, CK-D3: 7).
BARBARIAN_TRACK = 7

#: Knight levels 1..3 by name (CK-10.1); pieces per level and player.
KNIGHT_LEVELS: tuple[str, ...] = ("basic", "strong", "mighty")
KNIGHTS_PER_LEVEL = 2
WALLS_PER_PLAYER = 3
#: The 7-card limit and what each wall adds to it (CK-6.2).
DISCARD_LIMIT = 7
WALL_BONUS = 2
DEFENDER_CARDS = 6
#: Progress cards a player may keep in hand (CK-13.4; face-up VP cards excluded).
PROGRESS_HAND_LIMIT = 4
VP_TARGET = 13

# Costs over the five resources (lumber, brick, wool, grain, ore), CK-8.
WALL_COST = (0, 2, 0, 0, 0)
KNIGHT_COST = (0, 0, 1, 0, 1)
PROMOTE_COST = (0, 0, 1, 0, 1)
ACTIVATE_COST = (0, 0, 0, 1, 0)

#: The three progress decks (CK-13.1; CK-D16: Road Building x2, Spy x3).
DECKS: dict[str, tuple[str, ...]] = {
    "science": (
        ("alchemist",) * 2
        + ("crane",) * 2
        + ("engineer",)
        + ("inventor",) * 2
        + ("irrigation",) * 2
        + ("medicine",) * 2
        + ("mining",) * 2
        + ("printer",)
        + ("road_building",) * 2
        + ("smith",) * 2
    ),
    "politics": (
        ("bishop",) * 2
        + ("constitution",)
        + ("deserter",) * 2
        + ("diplomat",) * 2
        + ("intrigue",) * 2
        + ("saboteur",) * 2
        + ("spy",) * 3
        + ("warlord",) * 2
        + ("wedding",) * 2
    ),
    "trade": (
        ("commercial_harbor",) * 2
        + ("master_merchant",) * 2
        + ("merchant",) * 6
        + ("merchant_fleet",) * 2
        + ("resource_monopoly",) * 4
        + ("trade_monopoly",) * 2
    ),
}
#: The deck each card belongs to (a card name is in one deck only).
CARD_DECK: dict[str, str] = {card: deck for deck, cards in DECKS.items() for card in cards}
#: Progress cards worth a point, revealed when drawn (CK-13.2, CK-T5).
VP_CARDS: tuple[str, ...] = ("printer", "constitution")

#: Display names of the levels (CK-11.2, CK-D12: cosmetic), for the catalogue and pictures.
LEVEL_NAMES: dict[str, tuple[str, ...]] = {
    "trade": ("market", "trading_house", "merchant_guild", "bank", "great_exchange"),
    "politics": ("town_hall", "church", "fortress", "cathedral", "high_assembly"),
    "science": ("abbey", "library", "aqueduct", "theater", "university"),
}
