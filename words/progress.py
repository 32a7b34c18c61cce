"""Progress cards on a picture: each card's effect in one short line, and why a card in hand
cannot be played now, in a few words (CK-13.6; the hand picture).

The lines are short on purpose: the hand picture gives each its own line, read at a phone's
width. The full sentences of the refusals stay in refusals.py and cities_knights.py.
"""

from __future__ import annotations

from .catalogue import Catalogue, Message

#: One line per card (CK-13.6), at most about 46 characters so it fits the hand picture.
EFFECTS: tuple[Message, ...] = (
    # science
    Message("progress.effect.alchemist", "Choose the white and red dice before rolling."),
    Message("progress.effect.crane", "Your next improvement this turn costs 1 less."),
    Message("progress.effect.engineer", "Build one city wall for free."),
    Message("progress.effect.inventor", "Swap two number tokens (not 2, 6, 8 or 12)."),
    Message("progress.effect.irrigation", "Take 2 grain per fields hex next to you."),
    Message("progress.effect.medicine", "Upgrade a settlement for 2 ore and 1 grain."),
    Message("progress.effect.mining", "Take 2 ore per mountains hex next to you."),
    Message("progress.effect.printer", "1 victory point, laid face up."),
    Message("progress.effect.road_building", "Build 2 roads for free."),
    Message("progress.effect.smith", "Promote up to 2 of your knights for free."),
    # politics
    Message("progress.effect.bishop", "Move the robber; rob each player at its hex."),
    Message("progress.effect.constitution", "1 victory point, laid face up."),
    Message("progress.effect.deserter", "An opponent loses a knight; you may place one."),
    Message("progress.effect.diplomat", "Remove an open road (yours you may move)."),
    Message("progress.effect.intrigue", "Drive off an opponent's knight on your road."),
    Message("progress.effect.saboteur", "Hurt opponents: half their cards, or a city."),
    Message("progress.effect.spy", "See an opponent's progress cards; take one."),
    Message("progress.effect.warlord", "Activate all your knights for free."),
    Message("progress.effect.wedding", "Each richer opponent gives you 2 cards."),
    # trade
    Message("progress.effect.commercial_harbor", "Trade resources for opponents' commodities."),
    Message("progress.effect.master_merchant", "See a richer opponent's hand; take 2 cards."),
    Message("progress.effect.merchant", "Place the merchant: 2:1 on its hex, 1 point."),
    Message("progress.effect.merchant_fleet", "Trade one kind of card 2:1 this turn."),
    Message("progress.effect.resource_monopoly", "Each opponent gives you 2 of one resource."),
    Message("progress.effect.trade_monopoly", "Each opponent gives you 1 of one commodity."),
)

#: Why a card cannot be played now, by the engine's refusal code (the view's `why`), in a few
#: words. A code without a line here is worded by its refusal sentence.
WHY: tuple[Message, ...] = (
    # timing (CK-13.5)
    Message("progress.why.not_your_turn", "Not your turn."),
    Message("progress.why.progress_after_roll", "Roll the dice first."),
    Message("progress.why.progress_before_roll", "Only before the roll."),
    Message("progress.why.no_such_progress_card", "Not in your hand."),
    Message("progress.why.choice_pending", "Wait: a choice is being made."),
    # "playable when" (CK-13.6, CK-D19)
    Message("progress.why.needs_city", "You have no city."),
    Message("progress.why.no_city_without_wall", "You have no city without a wall."),
    Message("progress.why.no_pieces_left", "No piece left in your supply."),
    Message("progress.why.no_tokens_to_swap", "No two tokens may be swapped."),
    Message("progress.why.no_settlement_to_upgrade", "No settlement you can upgrade."),
    Message("progress.why.no_road_spot", "No road piece or no place for one."),
    Message("progress.why.no_knight_to_promote", "No knight can be promoted."),
    Message("progress.why.no_terrain_next_to_you", "No such hex next to your buildings."),
    Message("progress.why.no_merchant_hex", "No land hex next to your buildings."),
    Message("progress.why.fleet_named_all", "Already covers every kind."),
    Message("progress.why.harbor_open", "Already in play this turn."),
    Message("progress.why.harbor_partners_used", "Traded with everyone this turn."),
    Message("progress.why.no_resource_in_hand", "You hold no resource to offer."),
    Message("progress.why.no_richer_opponent", "No richer player holds a card."),
    Message("progress.why.robber_asleep", "The robber sleeps until the first attack."),
    Message("progress.why.no_opponent_knights", "No opponent has a knight."),
    Message("progress.why.no_open_road", "There is no open road."),
    Message("progress.why.no_knight_to_intrigue", "No opponent's knight on your roads."),
    Message("progress.why.no_city_to_sabotage", "No city the Saboteur can turn."),
    Message("progress.why.no_saboteur_victim", "No one level or ahead holds 2 cards."),
    Message("progress.why.no_progress_to_spy", "No opponent holds a progress card."),
    Message("progress.why.no_inactive_knight", "All your knights are active."),
    Message("progress.why.unknown", "Not playable now."),
)

#: A card's name as a title where the shared catalogue words it for a sentence (the base
#: game's "road building").
NAMES: tuple[Message, ...] = (Message("progress.name.road_building", "Road Building"),)

MESSAGES: tuple[Message, ...] = EFFECTS + WHY + NAMES


def name(words: Catalogue, card: str) -> str:
    """The card's name as a title (its code, spaced, for a card the catalogue does not know)."""
    for message_id in (f"progress.name.{card}", f"card.{card}"):
        if message_id in words:
            return words.say(message_id)
    return card.replace("_", " ").capitalize()


def effect(words: Catalogue, card: str) -> str | None:
    """The card's effect in one line; None for a card the catalogue does not know."""
    message_id = f"progress.effect.{card}"
    return words.say(message_id) if message_id in words else None


def why(words: Catalogue, code: str | None, card_name: str) -> str:
    """Why a card (named `card_name`) cannot be played now, from the refusal `code`: the short
    line when there is one, else the refusal's own sentence when it needs nothing but the card,
    else a plain "not playable now"."""
    if code is not None:
        short = f"progress.why.{code}"
        if short in words:
            return words.say(short)
        sentence = f"refusal.{code}"
        if sentence in words:
            text = words.say(sentence, card=card_name)
            if "{" not in text:
                return text
    return words.say("progress.why.unknown")
