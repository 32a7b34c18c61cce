"""Refusals in words: one sentence per engine refusal code (and per `hint`, where one code has
several), its parameters filled, player ids shown as the names players know each other by."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from engine import RESOURCES

from .catalogue import Catalogue, Message
from .common import Names, card, cards, counted, listed, name, resource, terrain

_READ = "I can't read “{text}”: "

MESSAGES = (
    # Whose move, and the phase.
    Message("refusal.not_your_turn", "It is {current}'s turn, not yours."),
    Message("refusal.not_a_player", "{player} has no seat in this game."),
    Message("refusal.game_over", "The game is over."),
    Message("refusal.setup", "During set-up you place a settlement and then a road, for free."),
    Message("refusal.roll_first", "Roll the dice first."),
    Message(
        "refusal.waiting_for_discards", "Wait until everyone with more than 7 cards has discarded."
    ),
    Message("refusal.move_robber_first", "Move the robber first."),
    Message("refusal.move_robber_first.pirate", "Move the robber or the pirate first."),
    Message("refusal.place_free_roads", "Place your free roads first."),
    Message("refusal.already_rolled", "You have already rolled this turn."),
    # Notation.
    Message("refusal.bad_notation.not_an_action", "That is not an action of this game."),
    Message(
        "refusal.bad_notation.malformed",
        "That move is not well formed: choose it from your moves or type it as the rules show.",
    ),
    Message("refusal.bad_notation.not_text", "An action must be written as text."),
    Message("refusal.bad_notation.empty", "There is no move to read: the text is empty."),
    Message("refusal.bad_notation.not_a_count", _READ + "“{word}” is not a count of cards."),
    Message(
        "refusal.bad_notation.not_a_spot",
        _READ + "“{word}” is not an intersection number (the numbers on the board).",
    ),
    Message(
        "refusal.bad_notation.not_a_resource", _READ + "“{word}” is not a resource ({resources})."
    ),
    Message(
        "refusal.bad_notation.card_pairs",
        _READ + "cards are written as count and resource pairs, like “2 ore 1 grain”.",
    ),
    Message("refusal.bad_notation.count_zero", _READ + "a count of cards must be at least 1."),
    Message(
        "refusal.bad_notation.give_for_get",
        _READ + "write what you give, then “for”, then what you get.",
    ),
    Message(
        "refusal.bad_notation.path",
        _READ + "a path is written as two intersections, like “12-17”.",
    ),
    Message("refusal.bad_notation.piece", _READ + "you can build a road, a settlement or a city."),
    Message(
        "refusal.bad_notation.play",
        _READ + "play knight, road_building, year_of_plenty R R or monopoly R.",
    ),
    Message("refusal.bad_notation.robber", _READ + "write “robber HEX steal PLAYER”."),
    Message("refusal.bad_notation.offer_to", _READ + "name at least one player after “to”."),
    Message("refusal.bad_notation.unknown", _READ + "that is not a move."),
    # Where to find the moves, said after a notation refusal by the adapter that knows.
    Message("refusal.bad_notation.where.terminal", "Type /moves for your moves, /help for all."),
    Message(
        "refusal.bad_notation.where.discord",
        "Press “All my moves” on the turn panel for your moves; `/rules commands` lists the "
        "commands.",
    ),
    # Places on the board.
    Message(
        "refusal.no_such_intersection",
        "There is no intersection {intersection}; they are numbered 1 to {last}.",
    ),
    Message(
        "refusal.no_such_path", "{path} is not a path: a path joins two neighbouring intersections."
    ),
    Message("refusal.no_such_hex", "There is no hex {hex}."),
    Message("refusal.no_such_player", "{player} is not playing in this game."),
    # Cards.
    Message(
        "refusal.bad_cards.not_a_resource",
        "{word} is not a resource you can use for {item} ({resources}).",
    ),
    Message(
        "refusal.bad_cards.count", "Card counts for {item} must be whole numbers of 1 or more."
    ),
    Message("refusal.bad_cards.unreadable", "I can't read which cards you mean for {item}."),
    Message(
        "refusal.cannot_afford", "You need {cost} for {item}; you have {have}. Missing: {missing}."
    ),
    Message("refusal.not_in_hand", "You do not hold {cards}."),
    Message("refusal.not_in_hand.accept", "You would have to give {cards}, which you lack."),
    Message("refusal.bank_empty", "The bank does not have those cards."),
    Message("item.road", "a road"),
    Message("item.settlement", "a settlement"),
    Message("item.city", "a city"),
    Message("item.development", "a development card"),
    Message("item.trade", "a trade"),
    Message("item.discard", "a discard"),
    # What cards are named for when a progress card or a resource's name is read.
    Message("item.cards", "this card"),
    Message("item.give", "giving cards back"),
    # Building.
    Message("refusal.no_pieces_left.road", "All your {limit} roads are on the board."),
    Message(
        "refusal.no_pieces_left.settlement",
        "All your {limit} settlements are on the board. Upgrade one to a city to free a "
        "settlement.",
    ),
    Message("refusal.no_pieces_left.city", "All your {limit} cities are on the board."),
    Message("refusal.path_taken", "There is already a road on {path}."),
    Message("refusal.settlement_first", "Place your settlement first, then a road."),
    Message(
        "refusal.road_must_touch_settlement",
        "Your set-up road must touch the settlement you just placed ({intersection}).",
    ),
    Message("refusal.settlement_first.city", "Place your city first, then a road."),
    Message(
        "refusal.road_must_touch_settlement.city",
        "Your set-up road must touch the city you just placed ({intersection}).",
    ),
    Message(
        "refusal.road_not_connected",
        "A road must join one of your roads or buildings, and cannot pass through an "
        "opponent's settlement or city.",
    ),
    Message("refusal.intersection_taken", "Intersection {intersection} is already built on."),
    Message(
        "refusal.too_close",
        "Intersection {intersection} is next to a settlement or city; leave at least one "
        "intersection between buildings.",
    ),
    Message("refusal.road_next", "Place a road next to your settlement on {intersection} first."),
    Message(
        "refusal.needs_road", "A settlement must touch one of your roads; {intersection} does not."
    ),
    Message(
        "refusal.needs_own_settlement",
        "A city replaces one of your settlements; {intersection} is not one.",
    ),
    # The robber and discards.
    Message("refusal.no_discard_owed", "You do not have to discard anything now."),
    Message(
        "refusal.wrong_discard_count",
        "You must discard exactly {owed} card, not {given}.",
        "You must discard exactly {owed} cards, not {given}.",
        "owed",
    ),
    Message("refusal.robber_must_move", "The robber must move to a different hex."),
    Message(
        "refusal.not_a_victim",
        "{player} has no settlement or city on {hex}; you can rob: {victims}.",
    ),
    Message("refusal.choose_victim", "Choose whom to rob on {hex}: {victims}."),
    # Development cards.
    Message("refusal.deck_empty", "The development deck is empty."),
    Message(
        "refusal.not_before_roll.any_card", "In this game you cannot play any card before rolling."
    ),
    Message(
        "refusal.not_before_roll.only_knight",
        "In this game you cannot play anything but a knight before rolling.",
    ),
    Message("refusal.not_now.play_card", "You cannot play a development card right now."),
    Message("refusal.one_card_per_turn", "You have already played a development card this turn."),
    Message("refusal.no_such_card", "You have no {card} card."),
    Message(
        "refusal.bought_this_turn", "A card bought this turn cannot be played until your next turn."
    ),
    Message("refusal.no_road_spot", "You have no road piece or no place to build a road."),
    Message("refusal.pick_two", "Name two resources to take (the same one twice is fine)."),
    Message("refusal.no_vp_card", "You have no hidden victory point card."),
    # Trade.
    Message(
        "refusal.trade_after_build.you",
        "In this game trading comes before building: you have already built this turn.",
    ),
    Message(
        "refusal.trade_after_build.current",
        "{current} has already built this turn, so trading is over.",
    ),
    Message("refusal.empty_trade", "Say what you give and what you take."),
    Message("refusal.same_resource.bank", "You cannot take the same resource you give."),
    Message("refusal.same_resource.offer", "The same resource cannot be on both sides."),
    Message(
        "refusal.wrong_rate.multiple",
        "You trade {resource} at {rate}:1, so give a multiple of {rate}.",
    ),
    Message(
        "refusal.wrong_rate.units",
        "{give} buys {units} card, not {asked}.",
        "{give} buys {units} cards, not {asked}.",
        "units",
    ),
    Message("refusal.trade_with_self", "You cannot trade with yourself."),
    Message("refusal.no_gifts", "A trade needs at least one card on each side."),
    Message(
        "refusal.not_now.propose", "You can propose a trade to {current} once they have rolled."
    ),
    Message(
        "refusal.only_with_current_player",
        "Trades are only with the player whose turn it is: propose to {current}.",
    ),
    Message("refusal.no_offer", "There is no open trade offer."),
    Message(
        "refusal.no_offer.confirm", "You have no open trade offer, and nobody has proposed one."
    ),
    Message("refusal.no_offer.cancel", "There is no open trade offer or proposal."),
    Message("refusal.not_addressed", "This offer is not made to you."),
    Message("refusal.already_answered.accepted", "You have already accepted this offer."),
    Message("refusal.already_answered.declined", "You have already declined this offer."),
    Message("refusal.not_accepted", "{player} has neither accepted your offer nor proposed one."),
    Message("refusal.partner_lacks", "{player} no longer holds the cards."),
    # A refusal the catalogue does not know (a newer engine): the code and its data.
    Message("refusal.unknown", "That is not allowed here ({code})."),
    # Game configuration (engine ConfigError codes).
    Message("config.player_count", "This game needs {least} to {most} players."),
    Message(
        "config.five_six_unavailable",
        "These rules take at most {most} players: they have no 5–6 player extension yet.",
    ),
    Message(
        "config.scenario_five_six",
        "{scenario} has no map for {players} players: it is played by 3 or 4. With 5 or 6 "
        "choose Heading for New Shores, The Six Islands, The Fog Island or Through the Desert.",
    ),
    Message("config.player_id", "Player id {player} must be letters, digits, '_', '-' or '.'."),
    Message("config.seat_twice", "Every player may take only one seat."),
    Message("config.unknown_rules", "Unknown rules {name}; choose one of {choices}."),
    Message("config.unknown_preset", "Unknown preset {name}; choose one of {choices}."),
    Message("config.unknown_map", "Unknown map {name}; choose one of {choices}."),
    Message("config.vp_target", "The victory point target must be between {least} and {most}."),
    Message("config.unknown_switch", "Unknown rule switch {name}."),
    Message("config.switch_number", "Rule switch {name} takes a whole number of at least 1."),
    Message("config.switch_choice", "Rule switch {name} takes one of: {choices}."),
    Message("config.wrong_type", "The game setting {setting} has a value of the wrong kind."),
    Message("config.map_malformed", "The map data is malformed ({detail})."),
    Message("config.map_no_land", "The map has no land hexes."),
    Message("config.map_robber", "The robber must start on a land hex of the map."),
    Message("config.map_land_and_sea", "A hex of the map cannot be both land and sea."),
    Message("config.map_harbor_side", "Harbor at ({q},{r}) {side} is not on a land hex side."),
    Message("config.map_harbor_kind", "Unknown harbor kind {kind}."),
    Message("config.unknown", "This game cannot start ({code})."),
)

Shown = Callable[[Catalogue, object, Names], str]


def _have(w: Catalogue, value: object, names: Names) -> str:
    """Every resource of a price, zeros included ('1 lumber, 0 brick')."""
    items = value.items() if isinstance(value, Mapping) else []
    return listed(w, (counted(w, r, n) for r, n in items))


def _players(w: Catalogue, value: object, names: Names) -> str:
    shown = [name(p, names) for p in value] if isinstance(value, list | tuple) else []
    return listed(w, shown) if shown else w.say("list.nobody")


def _track(w: Catalogue, value: object) -> str:
    key = f"track.{value}"
    return w.say(key) if key in w else str(value)


def _item(w: Catalogue, value: object, names: Names) -> str:
    key = f"item.{value}"
    return w.say(key) if key in w else str(value)


#: How a parameter is shown, by its name (the engine's refusals use these names throughout).
SHOWN: dict[str, Shown] = {
    "player": lambda w, v, n: name(v, n),
    "current": lambda w, v, n: name(v, n),
    "partner": lambda w, v, n: name(v, n),
    "victims": _players,
    "cards": lambda w, v, n: cards(w, v),
    "cost": lambda w, v, n: cards(w, v),
    "missing": lambda w, v, n: cards(w, v),
    "give": lambda w, v, n: cards(w, v),
    "have": _have,
    "resource": lambda w, v, n: resource(w, v),
    "card": lambda w, v, n: card(w, v),
    "terrain": lambda w, v, n: terrain(w, v),
    "item": _item,
    "track": lambda w, v, n: _track(w, v),
    "deck": lambda w, v, n: _track(w, v),
    "scenario": lambda w, v, n: w.say(f"scenario.{v}"),
    "choices": lambda w, v, n: listed(w, map(str, v)) if isinstance(v, list | tuple) else str(v),
}


def _filled(w: Catalogue, params: Mapping[str, object], names: Names) -> dict[str, object]:
    """The parameters as the sentence shows them; numbers stay numbers (a plural form is
    picked by one). `resources` (the list of resource names) is there for every sentence."""
    out: dict[str, object] = {"resources": listed(w, (resource(w, r) for r in RESOURCES))}
    for key, value in params.items():
        shown = SHOWN.get(key)
        out[key] = shown(w, value, names) if shown else value
    return out


def _message_id(w: Catalogue, prefix: str, code: str, params: Mapping[str, object]) -> str | None:
    hint = params.get("hint")
    for candidate in (
        (f"{prefix}.{code}.{hint}", f"{prefix}.{code}") if hint else (f"{prefix}.{code}",)
    ):
        if candidate in w:
            return candidate
    return None


def refusal_line(words: Catalogue, code: str, params: Mapping[str, object], names: Names) -> str:
    """The sentence for an engine refusal (`IllegalAction.code`, `.params`)."""
    message_id = _message_id(words, "refusal", code, params)
    if message_id is None:
        return words.say("refusal.unknown", code=code)
    return words.say(message_id, **_filled(words, params, names))


def config_line(words: Catalogue, code: str, params: Mapping[str, object]) -> str:
    """The sentence for an engine configuration error (`ConfigError.code`, `.params`)."""
    message_id = _message_id(words, "config", code, params)
    if message_id is None:
        return words.say("config.unknown", code=code)
    return words.say(message_id, **_filled(words, params, {}))
