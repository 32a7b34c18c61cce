"""The words drawn in the pictures: the board's panel and seat tags, the map's labels in the
wide form, the hand (base and Cities & Knights) and the end-of-game summary.

Pictures have little room: these are short labels, not sentences. A translation that is longer
than the English is measured where it is drawn (render/fonts.fit) and cut rather than overflow,
so keep them as short as the game terms allow.
"""

from __future__ import annotations

from .catalogue import Catalogue, Message

MESSAGES = (
    # The panel's header.
    Message("picture.panel.setup", "Setup"),
    Message("picture.panel.turn", "Turn {turn}"),
    Message("picture.panel.last_roll", "Last roll"),
    Message("picture.panel.no_roll", "none yet"),
    Message("picture.panel.winner", "Winner: {player}"),
    Message("picture.panel.defenders_left", "Defender cards left: {count}"),
    Message("picture.panel.second_roll", "Second roll"),
    Message("picture.panel.setup_round", "{phase}, round {round}"),
    Message("picture.panel.roads_left", "{phase}, {count} left"),
    # The special building phase (games for five and six): whose building turn it is.
    Message("picture.panel.special_build", "Building: {player}"),
    # The phase shown beside the turn.
    Message("picture.phase.setup", "Setup"),
    Message("picture.phase.roll", "Roll the dice"),
    Message("picture.phase.discard", "Discard"),
    Message("picture.phase.robber", "Move the robber"),
    Message("picture.phase.main", "Build & trade"),
    Message("picture.phase.road_building", "Road building"),
    Message("picture.phase.neutral", "Build for a neutral"),
    Message("picture.phase.give_back", "Forced trade"),
    Message("picture.phase.gold", "Gold: pick resources"),
    Message("picture.phase.token", "Move a number token"),
    Message("picture.phase.ended", "Game over"),
    Message("picture.phase.commit", "Knights commit"),
    Message("picture.phase.special_build", "Special building"),
    Message("picture.phase.aqueduct", "Aqueduct: take a card"),
    Message("picture.phase.defender_draw", "Defender: draw a card"),
    Message("picture.phase.metropolis", "Place a metropolis"),
    Message("picture.phase.pillage", "Barbarians pillage"),
    Message("picture.phase.progress_return", "Return progress cards"),
    Message("picture.phase.relocate", "Move a knight"),
    # The barbarians' strip under the map (Cities & Knights), and the key to C&K's pieces.
    Message("picture.barbarians.strength", "Barbarians {count}"),
    Message("picture.barbarians.knights", "Knights {count}"),
    Message("picture.key.active", "active"),
    Message("picture.key.inactive", "inactive"),
    Message("picture.key.wall", "city wall"),
    Message("picture.key.metropolis", "metropolis"),
    Message("picture.key.fallen", "pillaged"),
    Message("picture.key.sabotaged", "sabotaged"),
    # A seat's block, the bank and the neutral players.
    Message("picture.panel.vp", "VP"),
    Message("picture.panel.bank", "Bank"),
    Message("picture.panel.dev", "dev"),
    Message("picture.panel.progress", "Progress"),
    Message("picture.panel.neutral", "Neutral {number}"),
    Message("picture.panel.token_supply", "Trade tokens in supply: {count}"),
    Message("picture.panel.neutral_road", "Longest Road: Neutral {number}"),
    # Seat tags: the pills under a seat's counts.
    Message("picture.tag.tokens", "{count} token", "{count} tokens", "count"),
    Message("picture.tag.owes_piece", "owes neutral a piece"),
    Message("picture.tag.owes_road", "owes neutral a road"),
    Message("picture.tag.owes_settlement", "owes neutral a settlement"),
    Message("picture.tag.gives_back", "gives {count} back"),
    Message("picture.tag.longest_road", "Longest Road"),
    Message("picture.tag.longest_route", "Longest Trade Route"),
    Message("picture.tag.largest_army", "Largest Army"),
    Message("picture.tag.discards", "discards {count}"),
    Message("picture.tag.to_act", "to act"),
    Message("picture.tag.harbormaster", "Harbormaster"),
    Message("picture.tag.islands", "+{count} islands"),
    Message("picture.tag.takes_gold", "takes {count} gold"),
    Message("picture.tag.moves_token", "moves a token to {hex}"),
    Message("picture.tag.offers", "offers {give} for {get}"),
    Message("picture.tag.accepts", "accepts the offer"),
    Message("picture.tag.declines", "declines the offer"),
    # The map's labels (wide form): what each terrain produces, and a 3:1 harbor.
    Message("picture.terrain.forest", "LUMBER"),
    Message("picture.terrain.hills", "BRICK"),
    Message("picture.terrain.pasture", "WOOL"),
    Message("picture.terrain.fields", "GRAIN"),
    Message("picture.terrain.mountains", "ORE"),
    Message("picture.terrain.desert", "DESERT"),
    Message("picture.terrain.gold", "GOLD"),
    Message("picture.terrain.fog", "FOG"),
    Message("picture.harbor.any", "ANY"),
    # The hand.
    Message("picture.hand.title", "{player}: your hand"),
    Message("picture.hand.points", "{count} VP"),
    Message("picture.hand.points_hidden", "{count} VP ({hidden} hidden)"),
    Message("picture.hand.resources", "Resources ({count})"),
    Message("picture.hand.resources_commodities", "Resources and commodities ({count})"),
    Message("picture.hand.development", "Development cards ({count})"),
    Message("picture.hand.progress", "Progress cards ({count})"),
    Message("picture.hand.none", "none"),
    Message("picture.hand.more", "+{count} more"),
    Message("picture.hand.play_now", "play now"),
    Message("picture.hand.not_now", "not now"),
    Message("picture.hand.pieces_left", "Pieces left: {pieces}"),
    Message("picture.hand.roads", "{count} road", "{count} roads", "count"),
    Message("picture.hand.settlements", "{count} settlement", "{count} settlements", "count"),
    Message("picture.hand.cities", "{count} city", "{count} cities", "count"),
    Message("picture.hand.knights_left", "Knights left: {knights}; {walls}"),
    Message("picture.hand.walls", "{count} wall", "{count} walls", "count"),
    Message("picture.hand.knight_basic", "{count} basic"),
    Message("picture.hand.knight_strong", "{count} strong"),
    Message("picture.hand.knight_mighty", "{count} mighty"),
    Message("picture.hand.face_up", "Face up: {cards} ({count} VP)"),
    Message("picture.hand.shown_progress", "{player}'s progress cards: {cards}"),
    Message("picture.hand.shown_hand", "{player}'s hand: {cards}"),
    Message("picture.hand.card.knight", "Knight"),
    Message("picture.hand.card.road_building", "Road Building"),
    Message("picture.hand.card.year_of_plenty", "Year of Plenty"),
    Message("picture.hand.card.monopoly", "Monopoly"),
    Message("picture.hand.card.victory_point", "Victory Point"),
    # The end-of-game summary.
    Message("picture.summary.title", "Final scores"),
    Message("picture.summary.shown_hidden", "{shown} shown + {hidden} hidden"),
    Message("picture.summary.no_hidden", "no hidden points"),
    Message("picture.summary.winner", "Winner · {detail}"),
    Message("picture.summary.turns", "{count} turn", "{count} turns", "count"),
    Message("picture.summary.rolls", "{count} roll", "{count} rolls", "count"),
    Message("picture.summary.length", "{turns}, {rolls}"),
    Message("picture.summary.sevens", "7 rolled {times} (fair dice: {fair})"),
    Message("picture.summary.no_sevens", "7 never rolled (fair dice: {fair})"),
    Message("picture.summary.most_rolled", "Most rolled: {number} ({times})"),
    Message("picture.summary.times", "{count} time", "{count} times", "count"),
    Message("picture.summary.once", "once"),
    Message("picture.summary.twice", "twice"),
    Message("picture.summary.points_chart", "Points after each turn"),
    Message("picture.summary.turn_axis", "turn (1 to {turns})"),
    Message("picture.summary.no_turns", "no turns played"),
    Message("picture.summary.dice_chart", "Dice rolled ({count} rolls)"),
    Message("picture.summary.fair_dice", "fair dice"),
)


def times(words: Catalogue, n: int) -> str:
    """'once', 'twice', '3 times'."""
    if n == 1:
        return words.say("picture.summary.once")
    if n == 2:
        return words.say("picture.summary.twice")
    return words.say("picture.summary.times", count=n)


def pieces_left(words: Catalogue, left: dict[str, int] | object) -> str:
    """'Pieces left: 3 roads, 2 settlements, 4 cities' (the kinds the view lists)."""
    counts = left if isinstance(left, dict) else {}
    parts = [
        words.say(f"picture.hand.{plural}", count=int(counts.get(kind, 0)))
        for kind, plural in (("road", "roads"), ("settlement", "settlements"), ("city", "cities"))
        if kind in counts
    ]
    return words.say("picture.hand.pieces_left", pieces=_join(words, parts))


def _join(words: Catalogue, parts: list[str]) -> str:
    return words.say("list.separator").join(parts)
