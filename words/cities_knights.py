"""Cities & Knights in words: commodities, tracks, progress cards, and the messages of the C&K
events and refusals (engine/rules/cities_knights); the events' wordings are in ck_events.py."""

from __future__ import annotations

from .catalogue import Catalogue, Message

MESSAGES: tuple[Message, ...] = (
    Message("resource.paper", "paper"),
    Message("resource.cloth", "cloth"),
    Message("resource.coin", "coin"),
    Message("cards.count.paper", "{count} paper", "{count} paper", "count"),
    Message("cards.count.cloth", "{count} cloth", "{count} cloth", "count"),
    Message("cards.count.coin", "{count} coin", "{count} coin", "count"),
    Message("track.trade", "trade"),
    Message("track.politics", "politics"),
    Message("track.science", "science"),
    Message("card.alchemist", "Alchemist"),
    Message("card.crane", "Crane"),
    Message("card.engineer", "Engineer"),
    Message("card.inventor", "Inventor"),
    Message("card.irrigation", "Irrigation"),
    Message("card.medicine", "Medicine"),
    Message("card.mining", "Mining"),
    Message("card.printer", "Printer"),
    Message("card.smith", "Smith"),
    Message("card.bishop", "Bishop"),
    Message("card.constitution", "Constitution"),
    Message("card.deserter", "Deserter"),
    Message("card.diplomat", "Diplomat"),
    Message("card.intrigue", "Intrigue"),
    Message("card.saboteur", "Saboteur"),
    Message("card.spy", "Spy"),
    Message("card.warlord", "Warlord"),
    Message("card.wedding", "Wedding"),
    Message("card.commercial_harbor", "Commercial Harbor"),
    Message("card.master_merchant", "Master Merchant"),
    Message("card.merchant", "Merchant"),
    Message("card.merchant_fleet", "Merchant Fleet"),
    Message("card.resource_monopoly", "Resource Monopoly"),
    Message("card.trade_monopoly", "Trade Monopoly"),
    Message("piece.wall", "city wall"),
    Message("piece.knight", "knight"),
    Message("item.wall", "a city wall"),
    Message("item.knight", "a knight"),
    Message("item.improvement", "this improvement"),
    # Events.
    Message("event.built.wall", "{player} built a city wall at {at}."),
    Message("event.built.knight", "{player} built a knight at {at}."),
    Message("event.event_die.ship", "{player}'s event die: the barbarian ship sails on."),
    Message("event.event_die.gate", "{player}'s event die: the {track} gate."),
    Message(
        "event.rolled.three_dice.ship",
        "{player} rolled {total} (white {white}, red {red}); event die: the barbarian ship.",
    ),
    Message(
        "event.rolled.three_dice.gate",
        "{player} rolled {total} (white {white}, red {red}); event die: the {track} gate.",
    ),
    Message("event.barbarians_advanced", "The barbarians are at {position} of {length}."),
    Message(
        "event.barbarians_attacked.lost",
        "The barbarians land: strength {strength} against Catan's {defence}. The barbarians win;"
        " {losers} must each give up a city.",
    ),
    Message(
        "event.barbarians_attacked.nobody",
        "The barbarians land: strength {strength} against Catan's {defence}. The barbarians win,"
        " but nobody has a city they can pillage.",
    ),
    Message(
        "event.barbarians_attacked.won",
        "The barbarians land: strength {strength} against Catan's {defence}. Catan holds;"
        " best defence: {defenders}.",
    ),
    Message(
        "event.barbarians_attacked.unrewarded",
        "The barbarians land: strength {strength} against Catan's {defence}. Catan holds.",
    ),
    Message("event.city_pillaged", "The barbarians pillage {player}'s city at {at}."),
    Message(
        "event.city_pillaged.fallen",
        "The barbarians pillage {player}'s city at {at}; with no settlement left, it lies on its"
        " side.",
    ),
    Message("event.city_pillaged.wall", "{player}'s city wall at {at} is lost."),
    Message("event.defender_awarded", "{player} is the Defender of Catan (1 point)."),
    Message("event.progress_drawn.card", "You draw {card} from the {track} deck."),
    Message("event.progress_drawn", "{player} draws a {track} progress card."),
    Message("event.progress_revealed", "{player} reveals {card} (1 point)."),
    Message("event.progress_returned.card", "You put {card} under the {track} deck."),
    Message("event.progress_returned", "{player} puts a progress card under the {track} deck."),
    Message(
        "event.must_return_progress",
        "{player} holds too many progress cards and must return {count}.",
        "{player} holds too many progress cards and must return {count}.",
        "count",
    ),
    Message("event.improved", "{player} improves {track} to level {level}."),
    Message("event.metropolis_placed", "{player} builds the {track} metropolis at {at}."),
    Message(
        "event.metropolis_placed.taken",
        "{player} takes the {track} metropolis from {previous} and builds it at {at}.",
    ),
    Message("event.aqueduct_taken", "{player}'s aqueduct gives 1 {resource}."),
    Message("event.knight_activated", "{player} activates the knight at {at}."),
    Message("event.knight_promoted", "{player} promotes the knight at {at} to level {level}."),
    Message("event.knight_moved", "{player} moves a knight from {start} to {to}."),
    Message(
        "event.knight_displaced",
        "{player}'s knight from {start} drives {victim}'s knight away from {to}.",
    ),
    Message("event.knight_relocated", "{player}'s displaced knight goes from {start} to {to}."),
    Message(
        "event.knight_relocated.removed",
        "{player}'s displaced knight from {start} has nowhere to go and returns to supply.",
    ),
    Message("event.knight_chased", "{player}'s knight at {at} chases the robber away."),
    Message("event.progress_played", "{player} plays {card}."),
    Message("event.tokens_swapped", "{player} swaps the numbers of {first} and {second}."),
    Message("event.bonus_taken", "{player} takes {cards} from the bank."),
    Message("event.bonus_taken.none", "The bank has no {resource} left: {player} takes nothing."),
    Message("event.merchant_placed", "{player} puts the merchant on {hex}."),
    Message("event.merchant_placed.taken", "{player} takes the merchant from {previous} to {hex}."),
    Message("event.merchant_placed.moved", "{player} moves the merchant to {hex}."),
    Message("event.fleet_named", "{player} trades {resource} 2:1 with the bank this turn."),
    Message("event.monopoly_taken", "{player} takes {cards} from the other players."),
    Message(
        "event.monopoly_taken.none",
        "{player} names {resource}, but nobody else has any: {player} takes nothing.",
    ),
    Message(
        "event.harbor_offered",
        "{player} offers {partner} 1 {resource} for a commodity of their choice.",
    ),
    Message("event.harbor_traded", "{player} gives {partner} 1 {resource} for 1 {commodity}."),
    Message(
        "event.harbor_traded.void",
        "{partner} has no commodity: {player} keeps the {resource}.",
    ),
    Message("event.cards_taken.cards", "{player} takes {cards} from {victim}."),
    Message(
        "event.cards_taken",
        "{player} takes {count} card from {victim}.",
        "{player} takes {count} cards from {victim}.",
        "count",
    ),
    Message("item.activation", "the activation"),
    Message("item.promotion", "the promotion"),
    # Refusals.
    Message("refusal.no_own_knight", "You have no knight at {intersection}."),
    Message("refusal.knight_inactive", "The knight at {intersection} is not active."),
    Message(
        "refusal.knight_fresh",
        "The knight at {intersection} was activated this turn: it can act from your next turn.",
    ),
    Message("refusal.knight_active", "The knight at {intersection} is already active."),
    Message("refusal.knight_mighty", "The knight at {intersection} is already mighty."),
    Message(
        "refusal.promoted_this_turn", "The knight at {intersection} was promoted this turn already."
    ),
    Message("refusal.needs_fortress", "A mighty knight needs the Fortress (politics level 3)."),
    Message("refusal.no_pieces_left.knight", "You have no knight of that level left in supply."),
    Message(
        "refusal.knight_cannot_reach",
        "Your knight cannot reach {intersection} along your roads.",
    ),
    Message("refusal.no_opponent_knight", "There is no opponent's knight at {intersection}."),
    Message(
        "refusal.knight_not_weaker", "Only a weaker knight can be driven away from {intersection}."
    ),
    Message("refusal.must_relocate", "Your knight has somewhere to go: choose an intersection."),
    Message("refusal.robber_asleep", "The robber is asleep until the barbarians first land."),
    Message(
        "refusal.not_next_to_robber", "The knight at {intersection} is not next to the robber."
    ),
    Message(
        "refusal.knight_there",
        "A knight stands at {intersection}: no settlement there (move your own knight first).",
    ),
    Message("refusal.choice_pending", "Wait: a choice is being made first."),
    Message("refusal.no_choice_owed", "You have no such choice to make now."),
    Message("refusal.no_such_progress_card", "You hold no {card} card."),
    Message("refusal.progress_deck_empty", "The {deck} deck is empty."),
    Message(
        "refusal.not_an_ordinary_city",
        "Intersection {intersection} is not one of your cities without a metropolis.",
    ),
    Message("refusal.needs_own_city", "A city wall goes under one of your cities."),
    Message("refusal.wall_there", "The city at {intersection} already has a wall."),
    Message("refusal.no_pieces_left.wall", "All your {limit} city walls are on the board."),
    Message("refusal.track_complete", "Your {track} improvements are complete."),
    Message("refusal.needs_city", "City improvements need a city of yours on the board."),
    Message(
        "refusal.no_city_for_metropolis",
        "Level 4 and 5 of {track} need a city that can carry its metropolis.",
    ),
    Message("refusal.not_a_free_city", "The metropolis goes on one of your cities without one."),
    Message("refusal.setup_city", "In the second set-up round you place a city."),
    Message(
        "refusal.bad_notation.not_a_track",
        "I can't read “{text}”: “{word}” is not a track (trade, politics, science).",
    ),
    Message("refusal.progress_after_roll", "{card} is played after the roll: roll first."),
    Message("refusal.progress_before_roll", "{card} is played only before the roll."),
    Message("refusal.alchemist_die", "Each die of the Alchemist shows 1 to 6."),
    Message("refusal.no_city_without_wall", "You have no city without a wall to build one on."),
    Message("refusal.no_tokens_to_swap", "There are no two number tokens the Inventor may swap."),
    Message("refusal.same_hex", "Name two different hexes."),
    Message("refusal.token_fixed", "The number on {hex} cannot be moved (2, 6, 8, 12 stay)."),
    Message(
        "refusal.no_terrain_next_to_you",
        "None of your settlements or cities borders any {terrain}.",
    ),
    Message("refusal.no_settlement_to_upgrade", "You have no settlement to upgrade to a city."),
    Message("refusal.no_knight_to_promote", "None of your knights can be promoted now."),
    Message("refusal.no_merchant_hex", "None of your settlements or cities borders a land hex."),
    Message(
        "refusal.merchant_not_next_to_you",
        "The merchant goes on a land hex next to your settlement or city, not {hex}.",
    ),
    Message("refusal.fleet_named_all", "Merchant Fleet already covers every card kind."),
    Message("refusal.fleet_named", "You already trade {resource} 2:1 this turn."),
    Message("refusal.wrong_kind_for_card", "{card} cannot name “{word}”."),
    Message("refusal.harbor_open", "Commercial Harbor is already in play this turn."),
    Message("refusal.no_resource_in_hand", "You hold no resource to offer."),
    Message(
        "refusal.harbor_partners_used",
        "You have traded through Commercial Harbor with everyone this turn.",
    ),
    Message("refusal.no_harbor_in_play", "Play Commercial Harbor first."),
    Message(
        "refusal.harbor_partner_used",
        "You have traded with {player} through Commercial Harbor this turn.",
    ),
    Message("refusal.no_richer_opponent", "No player with more points than you holds any card."),
    Message("refusal.not_richer", "{player} does not have more points than you."),
    Message("refusal.no_cards_to_take", "{player} holds no card."),
    Message(
        "refusal.take_count",
        "Take exactly {count} card.",
        "Take exactly {count} cards.",
        "count",
    ),
    Message("refusal.not_in_their_hand", "{player} does not hold those cards."),
    Message(
        "refusal.bad_notation.not_a_commodity",
        "I can't read “{text}”: “{word}” is not a commodity (paper, cloth, coin).",
    ),
    Message(
        "refusal.bad_notation.not_a_playable_card",
        "I can't read “{text}”: “{word}” is not a progress card you can play.",
    ),
    Message(
        "refusal.bad_notation.play_args",
        "I can't read “{text}”: that is not how {card} is played (see the help on /play).",
    ),
    Message(
        "refusal.bad_notation.not_a_progress_card",
        "I can't read “{text}”: “{word}” is not a progress card.",
    ),
)


def track(w: Catalogue, value: object) -> str:
    """A track's name."""
    key = f"track.{value}"
    return w.say(key) if key in w else str(value)


# ----- the politics deck and the dirty-trick variant ---------------------------------------------

POLITICS_MESSAGES = (
    Message("item.repair", "the repair"),
    Message("event.knight_deserted", "{player} gives up the level-{level} knight at {at}."),
    Message("event.deserter_placed", "{player} places a level-{level} knight at {at}."),
    Message(
        "event.deserter_placed.active",
        "{player} places an active level-{level} knight at {at} (it cannot act this turn).",
    ),
    Message("event.deserter_placed.none", "{player} places no knight."),
    Message(
        "event.road_removed",
        "{player} removes {owner}'s road at {path}; it goes back to {owner}'s supply.",
    ),
    Message("event.road_removed.own", "{player} takes up their own road at {path}."),
    Message(
        "event.knight_intrigued",
        "{player} drives {victim}'s knight away from {at}; {victim} must move it.",
    ),
    Message(
        "event.city_sabotaged",
        "{player} sabotages {victim}'s city at {at}: it produces like a settlement until"
        " repaired (1 lumber and 1 ore).",
    ),
    Message("event.city_repaired", "{player} repairs the city at {at}."),
    Message("event.must_give_up_half", "Saboteur: {owed} must discard half their cards."),
    Message("event.progress_taken.card", "{player} takes {card} from {victim}."),
    Message("event.progress_taken", "{player} takes a progress card from {victim}."),
    Message("event.wedding_gifts", "Wedding: {owed} must give {player} cards of their choice."),
    Message("event.cards_given.cards", "{player} gives {to} {cards}."),
    Message(
        "event.cards_given",
        "{player} gives {to} {count} card.",
        "{player} gives {to} {count} cards.",
        "count",
    ),
    Message(
        "event.knights_committed",
        "{player} sends the knights at {at} against the barbarians (strength {strength}).",
    ),
    Message("event.knights_committed.none", "{player} sends no knight against the barbarians."),
    Message("owed.count", "{player} ({count})"),
    # Refusals.
    Message("refusal.not_an_opponent", "Name another player."),
    Message("refusal.no_opponent_knights", "No other player has a knight on the board."),
    Message("refusal.no_knights_of", "{player} has no knight on the board."),
    Message(
        "refusal.deserter_level",
        "The knight you place is of level {removed} or weaker, from your supply (not {level}).",
    ),
    Message("refusal.no_open_road", "There is no open road: every road is tied at both ends."),
    Message("refusal.no_road_there", "There is no road at {path}."),
    Message(
        "refusal.road_not_open",
        "The road at {path} is not open: both its ends hold another piece of its colour.",
    ),
    Message("refusal.diplomat_same_path", "Place the road somewhere else than {path}."),
    Message(
        "refusal.no_knight_to_intrigue",
        "No opponent's knight stands at the end of one of your roads.",
    ),
    Message("refusal.no_city_to_sabotage", "No opponent has a city the Saboteur can turn."),
    Message(
        "refusal.no_saboteur_victim",
        "No other player with at least as many points as you holds 2 cards or more.",
    ),
    Message("refusal.saboteur_takes_no_city", "This Saboteur names no city: play saboteur."),
    Message("refusal.saboteur_needs_city", "Name the opponent's city to sabotage."),
    Message(
        "refusal.not_a_sabotage_target",
        "Intersection {intersection} is not an opponent's city that can be sabotaged.",
    ),
    Message("refusal.not_sabotaged", "You have no sabotaged city at {intersection}."),
    Message("refusal.no_progress_to_spy", "No other player holds a progress card."),
    Message("refusal.no_progress_cards", "{player} holds no progress card."),
    Message("refusal.not_in_their_progress", "{player} does not hold {card}."),
    Message("refusal.no_inactive_knight", "All your knights are active already."),
    Message(
        "refusal.give_count", "Give exactly {count} card.", "Give exactly {count} cards.", "count"
    ),
    Message(
        "refusal.knight_not_committable",
        "You have no active knight at {intersection} to send against the barbarians.",
    ),
    Message(
        "refusal.bad_notation.repeated_spot",
        "I can't read “{text}”: an intersection is named twice.",
    ),
)
MESSAGES = MESSAGES + POLITICS_MESSAGES
