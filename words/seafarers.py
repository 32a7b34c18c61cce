"""Seafarers in words: ships, the pirate, gold, fog, islands, Greater Catan's tokens and the
Harbormaster, the sentences of the Seafarers events and refusals (engine/rules/seafarers)."""

from __future__ import annotations

from .catalogue import Catalogue, Message
from .common import Names, cards, listed, name, resource, terrain

MESSAGES = (
    Message("piece.ship", "ship"),
    Message("item.ship", "a ship"),
    Message("item.gold", "gold"),
    Message("terrain.forest", "forest"),
    Message("terrain.hills", "hills"),
    Message("terrain.pasture", "pasture"),
    Message("terrain.fields", "fields"),
    Message("terrain.mountains", "mountains"),
    Message("terrain.desert", "desert"),
    Message("terrain.gold", "gold field"),
    Message("terrain.sea", "sea"),
    Message("scenario.new_shores", "Heading for New Shores"),
    Message("scenario.four_islands", "The Four Islands"),
    # The Four Islands' map for 5 or 6 players goes by its own name (engine.scenario_title).
    Message("scenario.six_islands", "The Six Islands"),
    Message("scenario.fog_island", "The Fog Island"),
    Message("scenario.through_the_desert", "Through the Desert"),
    Message("scenario.greater_catan", "Greater Catan"),
    Message("scenario.harbormaster", "The Harbormaster"),
    # Events.
    Message("event.built.ship", "{player} built a ship on {at}."),
    Message("event.ship_moved", "{player} moved a ship from {source} to {target}."),
    Message(
        "event.longest_trade_route.set_aside",
        "The Longest Trade Route card is set aside (was {player}'s).",
    ),
    Message(
        "event.longest_trade_route",
        "{player} takes the Longest Trade Route ({length} road or ship).",
        "{player} takes the Longest Trade Route ({length} roads and ships).",
        "length",
    ),
    Message("event.pirate_moved", "{player} moved the pirate to {hex}."),
    Message("choice.knight_near_pirate", "next to {hex} (pirate)"),
    Message("choice.knight_at_sea", "at sea, on a ship"),
    Message("choice.chase_pirate", "Chase the pirate with the knight at {start} to {hex}"),
    Message("event.pirate_chased", "{player}'s knight at {at} chases the pirate away."),
    Message("event.gold_owed.owed", "{player} ({count})"),
    Message("event.gold_owed", "Gold: {owed} choose resources."),
    Message("event.gold_taken", "{player} takes {cards} for gold."),
    Message(
        "event.fog_revealed",
        "{player} discovers {hex}: {terrain}.",
    ),
    Message(
        "event.fog_revealed.number",
        "{player} discovers {hex}: {terrain} with a {number}.",
    ),
    Message(
        "event.fog_revealed.reward",
        "{player} discovers {hex}: {terrain} with a {number}, and takes 1 {resource}.",
    ),
    Message(
        "event.island_reached",
        "{player} settles a new island ({area}): {points} special point.",
        "{player} settles a new island ({area}): {points} special points.",
        "points",
    ),
    # The islands and areas a scenario's map names (engine/rules/seafarers/maps), and an island
    # the map leaves unnamed, by its first hex.
    Message("area.main", "main island"),
    Message("area.north", "north"),
    Message("area.east", "east"),
    Message("area.south", "south"),
    Message("area.west", "west"),
    Message("area.north_west", "north-west"),
    Message("area.north_east", "north-east"),
    Message("area.south_west", "south-west"),
    Message("area.south_east", "south-east"),
    Message("area.upper", "upper"),
    Message("area.lower", "lower"),
    Message("area.strip", "strip"),
    Message("area.island", "island {hex}"),
    Message("event.token_placed", "{hex} gets the number {number} from the supply."),
    Message(
        "event.token_placed.moved",
        "{player} moves the {number} from {source} to {hex}; {source} no longer produces.",
    ),
    Message(
        "event.harbormaster",
        "{player} becomes Harbormaster ({points} harbor point).",
        "{player} becomes Harbormaster ({points} harbor points).",
        "points",
    ),
    Message(
        "event.harbormaster.set_aside",
        "The Harbormaster title returns to the bank (was {player}'s).",
    ),
    # Refusals.
    Message("refusal.robber_on_land", "The robber stays on land: {hex} is not a land hex."),
    Message("refusal.road_on_sea", "A road needs land beside it: {path} runs between sea hexes."),
    Message(
        "refusal.setup_area",
        "Set-up settlements go where this scenario allows: not at {intersection}.",
    ),
    Message(
        "refusal.needs_land", "A settlement needs a land hex beside it: not at {intersection}."
    ),
    Message("refusal.no_ships", "This scenario has no ships."),
    Message("refusal.ship_on_land", "A ship sails on sea: {path} has land on both sides."),
    Message(
        "refusal.pirate_blocks",
        "The pirate at {hex} blocks {path}: no ship may be placed there or leave it.",
    ),
    Message(
        "refusal.ship_not_connected",
        "A ship on {path} must join one of your settlements, cities or ships (not a road).",
    ),
    Message("refusal.no_pieces_left.ship", "All your {limit} ships are on the board."),
    Message("refusal.no_own_ship", "You have no ship on {path}."),
    Message("refusal.one_ship_move", "You have already moved a ship this turn."),
    Message(
        "refusal.ship_placed_this_turn",
        "The ship on {path} was placed this turn: it can move from your next turn.",
    ),
    Message(
        "refusal.ship_not_foremost",
        "Only the last ship of an open route can move: the ship on {path} is held at both ends.",
    ),
    Message("refusal.ship_same_path", "Move the ship to another path than {path}."),
    Message("refusal.no_pirate", "This scenario has no pirate."),
    Message("refusal.pirate_must_move", "The pirate must move to another hex."),
    Message("refusal.pirate_on_sea", "The pirate sails only on sea: {hex} is not a sea hex."),
    Message("refusal.no_gold_owed", "You have no gold to take now."),
    Message(
        "refusal.gold_pick",
        "Choose {count} resource the bank still holds.",
        "Choose {count} resources the bank still holds.",
        "count",
    ),
    Message("refusal.no_token_owed", "You have no number token to move now."),
    Message("refusal.token_source", "The token cannot come from {hex}: choose one of {choices}."),
    Message("refusal.choice_first", "Wait: a gold or number-token choice is being made first."),
    Message(
        "refusal.bad_notation.move_ship",
        "I can't read “{text}”: write move ship FROM TO, e.g. move ship 12-17 17-23.",
    ),
    Message("config.map_pirate", "The pirate must start on a sea hex of the map."),
    # With Cities & Knights (CK-18).
    Message("rules.cities_knights_seafarers", "Cities & Knights with Seafarers"),
    Message(
        "refusal.knight_at_sea",
        "No knight is built at {intersection}: there is only sea around it.",
    ),
    Message(
        "refusal.knight_holds_ship",
        "A knight stands at an end of the ship on {path}: that ship cannot move.",
    ),
    Message(
        "refusal.pirate_asleep",
        "The pirate is asleep until the barbarians first land.",
    ),
    Message(
        "refusal.not_next_to_pirate",
        "The knight at {intersection} is not next to the pirate.",
    ),
)


def area(w: Catalogue, value: object) -> str:
    """An island's or area's name: the map's names (`north-west`), or `island-A` (an island
    named by the engine after its first hex) as the island of that hex."""
    text = str(value)
    if text.startswith("island-"):
        return w.say("area.island", hex=text.removeprefix("island-"))
    key = "area." + text.replace("-", "_")
    return w.say(key) if key in w else text


def _plain(message: str, *players: str) -> object:
    def word(w: Catalogue, e: dict[str, object], names: Names) -> str:
        params: dict[str, object] = {k: v for k, v in e.items() if k != "type"}
        for key in ("player", *players):
            if key in params:
                params[key] = name(params[key], names)
        if "cards" in params:
            params["cards"] = cards(w, params["cards"])
        return w.say(message, **params)

    return word


def _gold_owed(w: Catalogue, e: dict[str, object], names: Names) -> str:
    owed = e.get("owed") or {}
    items = owed.items() if isinstance(owed, dict) else []
    parts = [w.say("event.gold_owed.owed", player=name(p, names), count=n) for p, n in items]
    return w.say("event.gold_owed", owed=listed(w, parts))


def _fog(w: Catalogue, e: dict[str, object], names: Names) -> str:
    params = {
        "player": name(e["player"], names),
        "hex": e["hex"],
        "terrain": terrain(w, e["terrain"]),
        "number": e.get("number"),
    }
    if e.get("reward"):
        return w.say("event.fog_revealed.reward", resource=resource(w, e["reward"]), **params)
    if e.get("number") is not None:
        return w.say("event.fog_revealed.number", **params)
    return w.say("event.fog_revealed", **params)


def _island(w: Catalogue, e: dict[str, object], names: Names) -> str:
    return w.say(
        "event.island_reached",
        player=name(e["player"], names),
        area=area(w, e["area"]),
        points=e["points"],
    )


def _token(w: Catalogue, e: dict[str, object], names: Names) -> str:
    params = {"player": name(e["player"], names), "hex": e["hex"], "number": e["number"]}
    if e.get("source"):
        return w.say("event.token_placed.moved", source=e["source"], **params)
    return w.say("event.token_placed", **params)


def _harbormaster(w: Catalogue, e: dict[str, object], names: Names) -> str:
    if e.get("holder") is None:
        return w.say("event.harbormaster.set_aside", player=name(e.get("previous"), names))
    return w.say("event.harbormaster", player=name(e["holder"], names), points=e["points"])


WORDINGS = {
    "ShipMoved": _plain("event.ship_moved"),
    "PirateMoved": _plain("event.pirate_moved"),
    "PirateChased": _plain("event.pirate_chased"),
    "GoldOwed": _gold_owed,
    "GoldTaken": _plain("event.gold_taken"),
    "FogRevealed": _fog,
    "IslandReached": _island,
    "TokenPlaced": _token,
    "HarbormasterMoved": _harbormaster,
}
