"""The prompts' words: whom the game waits for and for what (`doing`, public), and how to do
it (`how`, for that player alone)."""

from __future__ import annotations

from collections.abc import Sequence

from .catalogue import Catalogue, Message
from .common import card, listed

MESSAGES = (
    Message("prompt.public", "➡️ {player}: {doing}."),
    Message("prompt.again", "{player} places again."),
    Message("prompt.settlement.doing", "place a settlement, then a road"),
    Message(
        "prompt.settlement.how",
        "Place a settlement on one of the marked spots (/build settlement N), then a road from it.",
    ),
    Message("prompt.setup_city.doing", "place a city, then a road"),
    Message(
        "prompt.setup_city.how",
        "Place a city on one of the marked spots (/build city N), then a road from it.",
    ),
    Message("prompt.setup_road.ship.doing", "place a road or a ship next to the new settlement"),
    Message(
        "prompt.setup_road.ship.how",
        "Place a road (/build road N-M) or a ship (/ship build N-M) from your new settlement on "
        "one of the marked paths.",
    ),
    Message("prompt.setup_road.doing", "place a road next to the new settlement"),
    Message(
        "prompt.setup_road.how",
        "Place a road from your new settlement on one of the marked paths (/build road N-M).",
    ),
    Message("prompt.setup_road.ship.city.doing", "place a road or a ship next to the new city"),
    Message(
        "prompt.setup_road.ship.city.how",
        "Place a road (/build road N-M) or a ship (/ship build N-M) from your new city on one of "
        "the marked paths.",
    ),
    Message("prompt.setup_road.city.doing", "place a road next to the new city"),
    Message(
        "prompt.setup_road.city.how",
        "Place a road from your new city on one of the marked paths (/build road N-M).",
    ),
    Message("prompt.roll.doing", "roll the dice"),
    Message("prompt.roll.how", "Roll the dice (/roll)."),
    Message(
        "prompt.roll.alchemist.how",
        "Roll the dice (/roll), or first set them with the Alchemist (/play alchemist WHITE RED).",
    ),
    Message("prompt.robber.pirate.doing", "move the robber or the pirate"),
    Message(
        "prompt.robber.pirate.how",
        "Move the robber to a land hex (/robber HEX) or the pirate to a sea hex (/pirate HEX), "
        "and choose whom to rob there if anyone. The marked hexes lie beside other players' "
        "pieces; any other hex can be named by the letter printed on it.",
    ),
    Message("prompt.robber.doing", "move the robber"),
    Message(
        "prompt.robber.how",
        "Move the robber to one of the marked hexes (/robber HEX), and choose whom to rob there "
        "if anyone.",
    ),
    Message("prompt.discard.doing", "discard {count} card", "discard {count} cards", "count"),
    Message(
        "prompt.discard.how",
        "Discard {count} card (/discard): choose what to throw away.",
        "Discard {count} cards (/discard): choose what to throw away.",
        "count",
    ),
    Message(
        "prompt.road_building.ship.doing",
        "place {count} free road or ship",
        "place {count} free roads or ships",
        "count",
    ),
    Message(
        "prompt.road_building.ship.how",
        "Place {count} free road or ship on the marked paths (/build road N-M, /ship build N-M).",
        "Place {count} free roads or ships on the marked paths (/build road N-M, /ship build N-M).",
        "count",
    ),
    Message(
        "prompt.road_building.doing", "place {count} free road", "place {count} free roads", "count"
    ),
    Message(
        "prompt.road_building.how",
        "Place {count} free road on the marked paths (/build road N-M).",
        "Place {count} free roads on the marked paths (/build road N-M).",
        "count",
    ),
    Message("prompt.decide.doing", "decide"),
    Message("prompt.decide.how", "The game waits for your decision."),
    Message("prompt.answer.doing", "answer {player}'s trade offer"),
    Message(
        "prompt.answer.how",
        "{player} offers you {get} for {give}: /trade accept or /trade decline.",
    ),
    Message("prompt.close.doing", "settle the trade offer, or go on"),
    Message(
        "prompt.close.how",
        "Confirm the trade with a player who accepted (/trade confirm NAME), withdraw it "
        "(/trade cancel), or go on with your turn.",
    ),
    Message("prompt.second_roll.doing", "roll the dice a second time"),
    Message(
        "prompt.second_roll.how",
        "Roll again (/roll): a second roll equal to the first is rolled again. A card or a token "
        "action may come first; building and trading wait for the second roll.",
    ),
    Message("prompt.neutral.road", "a road"),
    Message("prompt.neutral.settlement", "a settlement"),
    Message("prompt.neutral.any", "a road or a settlement"),
    Message("prompt.neutral.knight", "a basic knight"),
    Message("prompt.neutral.promotion", "a knight's promotion to strong"),
    Message("prompt.neutral.piece", "a piece"),
    Message("prompt.neutral.doing", "build {piece} for a neutral player"),
    Message(
        "prompt.neutral.how",
        "Build {piece} for Neutral 1 or Neutral 2 on a marked spot (/neutral player piece spot, "
        "e.g. /neutral 1 road 9-13).",
    ),
    Message(
        "prompt.give_back.doing",
        "give {count} card in exchange",
        "give {count} cards in exchange",
        "count",
    ),
    Message(
        "prompt.give_back.how",
        "Give {player} {count} card of your choice (/give CARDS).",
        "Give {player} {count} cards of your choice (/give CARDS).",
        "count",
    ),
    Message("prompt.main.ck.doing", "build, improve, trade or lead knights, then end the turn"),
    Message(
        "prompt.main.ck.how",
        "Your turn goes on: build (/build, /wall), improve a city (/improve), trade, lead your "
        "knights (/knight), play progress cards (/play), then /end.",
    ),
    Message("prompt.main.ships.doing", "build, sail, trade or play a card, then end the turn"),
    Message(
        "prompt.main.ships.how",
        "Your turn goes on: build (ships too: /ship build), move a ship once (/ship move), trade "
        "or play a card, then /end.",
    ),
    # The special building phase of the games for five and six: after {player}'s turn.
    Message("prompt.special_build.doing", "build after {player}'s turn, or pass"),
    Message(
        "prompt.special_build.how",
        "{player}'s turn is over and it is your turn to build: you may build and buy "
        "development cards (no trading, no cards played), then /pass.",
    ),
    Message(
        "prompt.special_build.ck.how",
        "{player}'s turn is over and it is your turn to build: you may build, improve a city "
        "and raise knights (no trading, no cards played, no knight moved), then /pass.",
    ),
    Message("prompt.main.doing", "build, trade or play a card, then end the turn"),
    Message("prompt.main.how", "Your turn goes on: build, trade or play a card, then /end."),
    Message(
        "prompt.gold.doing",
        "choose {count} resource for gold",
        "choose {count} resources for gold",
        "count",
    ),
    Message(
        "prompt.gold.how",
        "Gold: take {count} resource of your choice from the bank (/gold RESOURCES, or the "
        "panel's Choose button).",
        "Gold: take {count} resources of your choice from the bank (/gold RESOURCES, or the "
        "panel's Choose button).",
        "count",
    ),
    Message("prompt.token.new_hex", "the new hex"),
    Message("prompt.token.doing", "choose the number token {hex} takes"),
    Message(
        "prompt.token.how",
        "Greater Catan: {hex} needs a number. Take the token of one of the marked main-island "
        "hexes (/token HEX); that hex stops producing.",
    ),
    Message("prompt.the_other_player", "the other player"),
    Message("prompt.their_cards", "their cards"),
    Message("prompt.nothing", "nothing"),
    Message("prompt.the_current_player", "the current player"),
    Message("prompt.harbor.doing", "answer {player}'s harbor offer"),
    Message(
        "prompt.harbor.how",
        "Commercial Harbor: {player} gives you a resource for one of your commodities: pick it "
        "(/choose harbor {kinds}).",
    ),
    Message("prompt.master_merchant.doing", "take cards from the hand they are shown"),
    Message(
        "prompt.master_merchant.how",
        "Master Merchant: {player} holds {held}. Take {count} card (/choose take CARDS).",
        "Master Merchant: {player} holds {held}. Take {count} cards (/choose take CARDS).",
        "count",
    ),
    Message("prompt.desert.doing", "give up a knight to {player}"),
    Message(
        "prompt.desert.how",
        "Deserter: one of your marked knights leaves the board (/choose desert N).",
    ),
    Message("prompt.deserter.doing", "place the deserted knight"),
    Message(
        "prompt.deserter.how",
        "Deserter: place a knight of the deserter's level on one of the marked spots "
        "(/choose deserter N LEVEL), or none (/choose deserter none).",
    ),
    Message("prompt.diplomat.doing", "place the removed road again"),
    Message(
        "prompt.diplomat.how",
        "Diplomat: place your road again on one of the marked paths (/choose diplomat A-B), or "
        "keep it in your supply (/choose diplomat none).",
    ),
    Message("prompt.saboteur.doing", "discard half their cards"),
    Message(
        "prompt.saboteur.how",
        "Saboteur: discard {count} card (/choose discard CARDS).",
        "Saboteur: discard {count} cards (/choose discard CARDS).",
        "count",
    ),
    Message(
        "prompt.saboteur.half.how", "Saboteur: discard half your cards (/choose discard CARDS)."
    ),
    Message("prompt.spy.doing", "take a progress card from the hand they are shown"),
    Message("prompt.spy.how", "Spy: {player} holds {held}. Take one (/choose spy CARD)."),
    Message("prompt.wedding.doing", "give {player} a wedding gift"),
    Message(
        "prompt.wedding.how",
        "Wedding: give {player} {count} card of your choice (/choose give CARDS).",
        "Wedding: give {player} {count} cards of your choice (/choose give CARDS).",
        "count",
    ),
    Message(
        "prompt.wedding.cards.how",
        "Wedding: give {player} cards of your choice (/choose give CARDS).",
    ),
    Message("prompt.commit.doing", "commit knights against the barbarians"),
    Message(
        "prompt.commit.how",
        "The barbarians land: choose which of your active knights defend (/choose commit N "
        "[N ...]), or none (/choose commit none).",
    ),
    Message("prompt.relocate.doing", "move a displaced knight"),
    Message(
        "prompt.relocate.how",
        "Your knight was driven away: move it to one of the marked intersections (/choose "
        "relocate N), or take it off the board (/choose relocate none).",
    ),
    Message("prompt.relocate.other.doing", "place {player}'s displaced knight"),
    Message(
        "prompt.relocate.other.how",
        "{player}'s knight was driven away, and you place it for them: put it on one of the "
        "marked intersections (/choose relocate N), or off the board if none is marked (/choose "
        "relocate none).",
    ),
    Message(
        "prompt.relocate.other.from.how",
        "{player}'s knight was driven away from {intersection}, and you place it for them: put it "
        "on one of the marked intersections (/choose relocate N), or off the board if none is "
        "marked (/choose relocate none).",
    ),
    Message("prompt.the_neutral_player", "the neutral player"),
    Message("prompt.desert_neutral.doing", "choose which of {player}'s knights deserts"),
    Message(
        "prompt.desert_neutral.how",
        "Deserter: {player}'s weakest knights are equally strong: choose the marked one that "
        "leaves the board (/choose desert N).",
    ),
    Message("prompt.pillage.doing", "choose the city the barbarians pillage"),
    Message(
        "prompt.pillage.how",
        "The barbarians pillage one of your cities, which becomes a settlement: pick it from the "
        "marked ones (/choose pillage N).",
    ),
    Message("prompt.metropolis.doing", "place a metropolis"),
    Message(
        "prompt.metropolis.how",
        "Put your new metropolis on one of your marked cities (/choose metropolis N).",
    ),
    Message("prompt.aqueduct.doing", "take the Aqueduct's resource"),
    Message(
        "prompt.aqueduct.how",
        "The roll gave you nothing, so your Aqueduct gives you one resource of your choice "
        "(/choose aqueduct RESOURCE).",
    ),
    Message("prompt.defender_draw.doing", "draw a progress card as a defender of Catan"),
    Message(
        "prompt.defender_draw.how",
        "You share the best defence against the barbarians: draw a progress card from a deck of "
        "your choice (/choose draw trade|politics|science).",
    ),
    Message("prompt.progress_return.doing", "put back a progress card"),
    Message(
        "prompt.progress_return.how",
        "You hold more progress cards than you may: put one back under its deck (/choose return "
        "CARD).",
    ),
    # Where a piece may be built now (`/board spots:`, the Build menu's Show where).
    Message(
        "spots.road",
        "{count} spot for a road is marked: build there with /build road N-M.",
        "{count} spots for a road are marked: build on one with /build road N-M.",
        "count",
    ),
    Message(
        "spots.settlement",
        "{count} spot for a settlement is marked: build there with /build settlement N.",
        "{count} spots for a settlement are marked: build on one with /build settlement N.",
        "count",
    ),
    Message(
        "spots.city",
        "{count} settlement that can become a city is marked: /build city N.",
        "{count} settlements that can become a city are marked: /build city N.",
        "count",
    ),
    Message(
        "spots.ship",
        "{count} spot for a ship is marked: build there with /ship build N-M.",
        "{count} spots for a ship are marked: build on one with /ship build N-M.",
        "count",
    ),
    Message(
        "spots.knight",
        "{count} spot for a new knight is marked: place it with /knight build N.",
        "{count} spots for a new knight are marked: place it with /knight build N.",
        "count",
    ),
    Message(
        "spots.wall",
        "{count} city that can take a city wall is marked: /wall N.",
        "{count} cities that can take a city wall are marked: /wall N.",
        "count",
    ),
    Message("spots.none.road", "There is no spot where you may build a road now."),
    Message("spots.none.settlement", "There is no spot where you may build a settlement now."),
    Message("spots.none.city", "You have no settlement you may turn into a city now."),
    Message("spots.none.ship", "There is no spot where you may build a ship now."),
    Message("spots.none.knight", "There is no spot where you may place a new knight now."),
    Message("spots.none.wall", "You have no city that may take a city wall now."),
    Message("spots.nothing", "There is nothing you may build anywhere now."),
    Message("spots.unknown", "No piece called {piece}: choose {pieces}."),
)


def progress_names(w: Catalogue, cards: Sequence[str]) -> str:
    """`Spy, Wedding` (or `nothing`): progress cards shown to a player."""
    return listed(w, [card(w, c) for c in cards]) if cards else w.say("prompt.nothing")
