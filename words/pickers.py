"""The move pickers' words: the labels of the legal moves in Discord's menus and autocomplete and
the terminal's `/moves` (`Knight · 23 · next to K (robber)`), with the reason a player would pick
each. A label is put together from these messages and the words of the spots (a hex's number and
resource, an intersection's production and harbor), so each part is said in the reader's
language."""

from __future__ import annotations

from collections.abc import Iterable

from .catalogue import Catalogue, Message
from .common import counted, listed

MESSAGES = (
    # Between a label's parts: `Road · 12-17 · toward 17 · 6 grain`.
    Message("picker.separator", " · "),
    # The spots.
    Message("picker.hex", "{number} {resource}"),
    Message("picker.hex.named", "{hex} ({where})"),
    Message("picker.harbor.generic", "3:1 harbor"),
    Message("picker.harbor.resource", "2:1 {resource} harbor"),
    Message("picker.toward", "toward {end}"),
    Message("picker.at", "at {where}"),
    Message("picker.cards", "{count} card", "{count} cards", "count"),
    # The base game's moves.
    Message("picker.roll", "Roll the dice"),
    Message("picker.end", "End your turn"),
    Message("picker.pass", "Done building (pass)"),
    Message("picker.buy", "Buy a development card"),
    Message("picker.settlement", "Settlement"),
    Message("picker.city", "City"),
    Message("picker.road", "Road"),
    Message("picker.reveal", "Reveal a victory point card"),
    Message("picker.card.knight", "Knight · move the robber and steal"),
    Message("picker.card.road_building", "Road Building · two free roads"),
    Message("picker.card.year_of_plenty", "Year of Plenty · take {resources}"),
    Message("picker.card.monopoly", "Monopoly · take everyone's {resource}"),
    Message("picker.robber", "Robber to {hex}"),
    Message("picker.nobody_to_rob", "nobody to rob"),
    Message(
        "picker.steal",
        "steal from {player} ({count} card)",
        "steal from {player} ({count} cards)",
        "count",
    ),
    Message("picker.steal.short", "steal from {player}"),
    Message("picker.discard", "Discard {cards}"),
    Message("picker.bank", "Give {give}, get {get}"),
    Message("picker.bank.four", "Give {give}, get {get} (4:1)"),
    Message("picker.bank.harbor", "Give {give}, get {get} ({rate}:1 harbor)"),
    Message("picker.answer.accept", "Accept the offer"),
    Message("picker.answer.decline", "Decline the offer"),
    Message(
        "picker.answer.accept.offer",
        "Accept the offer from {player}: you get {get}, you give {give}",
    ),
    Message(
        "picker.answer.decline.offer",
        "Decline the offer from {player}: you get {get}, you give {give}",
    ),
    Message("picker.withdraw", "Withdraw your offer"),
    # A domestic trade, as the trade picker's send button and a made offer's echo say it: the
    # current player's offer, anyone else's proposal to them.
    Message("picker.offer", "Offer {give} for {get}"),
    Message("picker.propose", "Propose {give} for {get}"),
    Message("picker.trade_with", "Trade with {player}"),
    # Seafarers.
    Message("picker.ship", "Ship"),
    Message("picker.sail", "Ship {start} → {to}"),
    Message("picker.pirate", "Pirate to {hex}"),
    Message("picker.gold", "Take {cards} for gold"),
    Message("picker.token", "Take the number from {hex}"),
    # The 2-player variant.
    Message("picker.neutral.settlement", "Settlement for Neutral {number}"),
    Message("picker.neutral.knight", "Basic knight for Neutral {number}"),
    Message("picker.neutral.promote", "Promote Neutral {number}'s knight to strong"),
    Message("picker.neutral.road", "Road for Neutral {number}"),
    Message("picker.tokens.cost", "{count} token", "{count} tokens", "count"),
    Message(
        "picker.tokens.trade_all",
        "Forced trade of all cards ({cost}) · draw 2 from {player}, give 2",
    ),
    Message(
        "picker.tokens.trade_resources",
        "Forced trade of resources ({cost}) · {player}'s commodities set aside, draw 2, give 2"
        " resources",
    ),
    Message(
        "picker.tokens.trade",
        "Forced trade ({cost}) · draw 2 of {player}'s {count} card, give 2 back",
        "Forced trade ({cost}) · draw 2 of {player}'s {count} cards, give 2 back",
        "count",
    ),
    # A forced trade once made (the opponent's hand it counted has changed).
    Message("picker.tokens.trade.short", "Forced trade ({cost})"),
    Message("picker.tokens.knight", "Take your knight off {where} · 1, 2 or 3 tokens by its rank"),
    Message("picker.tokens.robber", "Robber to the desert ({cost}) · no steal"),
    Message("picker.tokens.turn_in", "Turn in a played knight card · take 2 tokens"),
    Message("picker.give.exchange", "Give {cards} in exchange"),
    Message("picker.give.wedding", "Give {cards} as a wedding gift"),
    # Cities & Knights: knights.
    Message("picker.knight.unknown", "the knight"),
    Message("picker.knight.own.basic", "your basic knight"),
    Message("picker.knight.own.strong", "your strong knight"),
    Message("picker.knight.own.mighty", "your mighty knight"),
    Message("picker.knight.other.basic", "{player}'s basic knight"),
    Message("picker.knight.other.strong", "{player}'s strong knight"),
    Message("picker.knight.other.mighty", "{player}'s mighty knight"),
    Message("picker.level.basic", "basic"),
    Message("picker.level.strong", "strong"),
    Message("picker.level.mighty", "mighty"),
    Message("picker.knight_at", "{knight} at {at}"),
    Message("picker.near_robber", "next to {hex} (robber)"),
    Message("picker.no_production", "no production"),
    Message("picker.knight", "Knight"),
    Message("picker.activate", "Activate"),
    Message("picker.promote", "Promote"),
    Message("picker.promote.to", "{knight} to {level}"),
    Message("picker.move_knight", "Move {knight} {start} → {to}"),
    Message("picker.displace", "Drive away {knight} at {to} with your knight at {start}"),
    Message("picker.chase", "Chase the robber with the knight at {start} to {hex}"),
    Message("picker.relocate.own", "Move your knight to {at}"),
    Message("picker.relocate.other", "Place {player}'s knight at {at}"),
    Message("picker.relocate.own.none", "Take your knight off the board"),
    Message("picker.relocate.other.none", "Take {player}'s knight off the board"),
    # Cities & Knights: cities, improvements and the barbarians.
    Message("picker.wall", "City wall"),
    Message("picker.wall.bonus", "+{bonus} hand limit"),
    Message("picker.improve", "Improve {track} to level {level}"),
    Message("picker.metropolis", "Metropolis at {where}"),
    Message("picker.pillage", "Lose the city at {where}"),
    Message("picker.pillage.wall", "its wall is lost too"),
    Message("picker.aqueduct", "Take 1 {resource}"),
    Message("picker.draw", "Draw from the {track} deck ({left} left)"),
    Message("picker.return", "Put back {card}"),
    Message("picker.improvement.market", "market"),
    Message("picker.improvement.trading_house", "trading house"),
    Message("picker.improvement.merchant_guild", "merchant guild"),
    Message("picker.improvement.bank", "bank"),
    Message("picker.improvement.great_exchange", "great exchange"),
    Message("picker.improvement.town_hall", "town hall"),
    Message("picker.improvement.church", "church"),
    Message("picker.improvement.fortress", "fortress"),
    Message("picker.improvement.cathedral", "cathedral"),
    Message("picker.improvement.high_assembly", "high assembly"),
    Message("picker.improvement.abbey", "abbey"),
    Message("picker.improvement.library", "library"),
    Message("picker.improvement.aqueduct", "aqueduct"),
    Message("picker.improvement.theater", "theater"),
    Message("picker.improvement.university", "university"),
    # Cities & Knights: answers to progress cards.
    Message("picker.take", "Take {cards}"),
    Message("picker.give", "Give {cards}"),
    Message(
        "picker.harbor.give",
        "Commercial Harbor · give {player} 1 {resource} for a commodity",
    ),
    Message("picker.harbor.answer", "Give 1 {resource} for the resource offered"),
    Message("picker.desert.other", "{knight} at {at} deserts"),
    Message("picker.desert.own", "Give up {knight} at {at}"),
    Message("picker.deserter.none", "Place no knight"),
    Message("picker.deserter.basic", "Place a basic knight at {at}"),
    Message("picker.deserter.strong", "Place a strong knight at {at}"),
    Message("picker.deserter.mighty", "Place a mighty knight at {at}"),
    Message("picker.deserter.any", "Place a knight at {at}"),
    Message("picker.diplomat.keep", "Keep the road in your supply"),
    Message("picker.diplomat.again", "Place your road again at {path}"),
    Message("picker.commit.none", "Commit no knight"),
    Message("picker.commit", "Commit {knights}"),
    Message("picker.repair", "Repair the sabotaged city at {at}"),
    # Cities & Knights: progress cards played, what each does.
    Message("picker.effect.alchemist", "choose the dice"),
    Message("picker.effect.crane", "next improvement 1 commodity cheaper"),
    Message("picker.effect.engineer", "a free city wall"),
    Message("picker.effect.inventor", "swap two number tokens"),
    Message("picker.effect.irrigation", "2 grain per fields hex"),
    Message("picker.effect.medicine", "a city for 2 ore, 1 grain"),
    Message("picker.effect.mining", "2 ore per mountains hex"),
    Message("picker.effect.printer", "1 victory point"),
    Message("picker.effect.road_building", "two free roads"),
    Message("picker.effect.smith", "promote two knights free"),
    Message("picker.effect.commercial_harbor", "a resource for a commodity, with each player"),
    Message("picker.effect.master_merchant", "take 2 cards from a richer player"),
    Message("picker.effect.merchant", "the merchant: 2:1 for its hex, 1 point"),
    Message("picker.effect.merchant_fleet", "2:1 for one kind this turn"),
    Message("picker.effect.resource_monopoly", "up to 2 of a resource from each player"),
    Message("picker.effect.trade_monopoly", "1 of a commodity from each player"),
    Message("picker.effect.bishop", "move the robber, steal from each player there"),
    Message("picker.effect.constitution", "1 victory point"),
    Message("picker.effect.deserter", "an opponent's knight leaves; you may place one"),
    Message("picker.effect.diplomat", "remove an open road"),
    Message("picker.effect.intrigue", "drive away a knight on your road"),
    Message("picker.effect.saboteur", "richer players discard half"),
    Message("picker.effect.spy", "look at a player's progress cards, take one"),
    Message("picker.effect.warlord", "activate all your knights free"),
    Message("picker.effect.wedding", "each richer player gives you 2 cards"),
    Message("picker.play.alchemist", "white {white}, red {red} (total {total})"),
    Message("picker.play.inventor", "swap {first} ({first_hex}) and {second} ({second_hex})"),
    Message("picker.play.diplomat", "remove the road {path}"),
    Message("picker.play.intrigue", "drive away {knight} at {at}"),
    Message("picker.play.smith", "promote {knights}"),
    Message("picker.play.saboteur", "turn the city at {at}"),
)


def dotted(w: Catalogue, parts: Iterable[str]) -> str:
    """A label's parts, the empty ones left out, with the separator between: `Road · 12-17`."""
    return listed(w, [part for part in parts if part], "picker.separator")


def cards(w: Catalogue, pairs: Iterable[tuple[str, int]]) -> str:
    """`2 ore, 1 grain` (or `nothing`): cards as the pickers list them."""
    shown = [counted(w, kind, n) for kind, n in pairs if n]
    return listed(w, shown) if shown else w.say("cards.nothing")


def effect(w: Catalogue, card: str) -> str:
    """What a progress card does, in a few words (empty for a card without words)."""
    key = f"picker.effect.{card}"
    return w.say(key) if key in w else ""


def improvement(w: Catalogue, name: str) -> str:
    """A city improvement's name (`aqueduct`)."""
    key = f"picker.improvement.{name}"
    return w.say(key) if key in w else name.replace("_", " ")
