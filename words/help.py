"""Help texts: the commands and a reminder of the rules, by topic."""

from __future__ import annotations

from .catalogue import Catalogue, Message
from .common import composed, listed
from .costs import cost_texts

#: The topics, in the order the list shows them.
TOPICS: tuple[str, ...] = (
    "start",
    "turn",
    "building",
    "robber",
    "trading",
    "cards",
    "winning",
    "cities_knights",
    "two_player",
    "two_player_ck",
    "seafarers",
    "seafarers_ck",
    "commands",
)

MESSAGES = (
    Message("help.topics", "Topics: {topics}."),
    # The last line of the list of topics: the bot's version (such as 0.1.0).
    Message("help.version", "Hexhaven version {version}"),
    Message("help.topic", "`{topic}`"),
    # A Seafarers scenario and the victory points it is played to, in the list of scenarios.
    Message("help.scenario", "{scenario} ({vp} VP)"),
    # One whose map for 5 or 6 players goes by another name (the Six Islands).
    Message("help.scenario.five_six", "{scenario} ({vp} VP; for 5–6 players: {five_six})"),
    Message(
        "help.start",
        "**Getting a game going**\n`/game new` opens a table in a thread of its own; the "
        "others `/game join` there (or press Join). The host runs `/game start` when 3 "
        "or 4 players are seated, or 2 for the game for two (`/rules two_player`). Seat "
        "order is drawn at random. Each player places two "
        "settlements and two roads to begin; the second settlement brings its first "
        "resources.",
    ),
    Message(
        "help.turn",
        "**A turn**\n`/roll` the dice: every hex with that number pays its resource to "
        "the settlements (1 card) and cities (2 cards) around it. Then build, trade and "
        "play a card in any order, and `/end` your turn. The turn panel under each move "
        "has buttons for all of this.",
    ),
    Message(
        "help.building",
        # The costs are filled in from the engine's (words.costs), never written here.
        "**Building costs**\nRoad: {road}. Settlement: {settlement}. City: {city}. "
        "Development card: {development}.\nA settlement needs a free intersection two paths "
        "from any other settlement and, after set-up, one of your roads leading to it. "
        "`/build settlement` lists the spots you may use, best first.",
    ),
    Message(
        "help.robber",
        "**The robber**\nOn a roll of 7 nobody produces; everyone holding more than 7 "
        "cards discards half (`/discard`), then the roller moves the robber (`/robber`) "
        "and steals one card from a player with a building on that hex. The robber's "
        "hex produces nothing while it stays.",
    ),
    Message(
        "help.trading",
        "**Trading**\n`/trade offer give:… get:…` offers the other players a trade on "
        "your turn; they press Accept or Decline and you confirm with one who accepted "
        "(`/trade confirm`). `/trade bank` trades with the bank: 4 of a kind for 1, 3:1 "
        "at a harbor, 2:1 at a harbor for that resource.",
    ),
    Message(
        "help.cards",
        "**Development cards**\nKnight: move the robber and steal; three or more and the "
        "most knights give Largest Army (2 points). Road Building: two free roads. Year "
        "of Plenty: two resources from the bank. Monopoly: every card of one resource "
        "from everyone. Victory Point: 1 point, kept hidden until you win or reveal it. "
        "One card a turn, not on the turn you bought it.",
    ),
    Message(
        "help.winning",
        "**Winning**\nSettlements count 1 point, cities 2, Longest Road (5+ roads in a "
        "row) 2, Largest Army 2, victory point cards 1. The first to reach the table's "
        "target (10 unless set) on their own turn wins.",
    ),
    Message(
        "help.commands",
        "**Commands**\nLobby: `/game new`, `/game join`, `/game leave`, `/game start`, "
        "`/game kick`, `/game abandon`; `/game substitute` and `/game approve` fill a "
        "seat left open.\nYour turn: `/roll`, `/build road|settlement|city`, `/buy`, "
        "`/play`, `/robber`, `/discard`, `/trade "
        "offer|accept|decline|confirm|cancel|bank`, `/end`, `/panel`.\nCities & Knights: "
        "`/wall`, `/knight`, `/improve`, `/choose`.\nTwo players: `/neutral`, `/tokens`, "
        "`/give`.\nLooking: "
        "`/board`, `/hand` (only you see it), `/status`, `/log`, `/rules`.\nYou: "
        "`/reminders on|off` (direct messages), `/vacation on|off|status`.",
    ),
    Message(
        "help.cities_knights",
        "**Cities & Knights**\nThree dice: the white and "
        "red dice produce as usual (cities on forest, pasture and mountains give 1 resource and "
        "1 commodity: paper, cloth, coin); the event die moves the barbarian ship or opens a "
        "gate, which gives a progress card to those whose improvement level of that colour "
        "reaches the red die. When the ship lands, the barbarians' strength (cities and "
        "metropolises) meets the active knights': if they win, the weakest defenders each lose "
        "a city (`/choose pillage`); if Catan holds, the best defender gets a Defender point "
        "or, when tied, a progress card each (`/choose draw`).\nBuild: `/wall` (city wall, "
        "+2 hand limit), `/knight build|activate|promote|move|displace|chase`, "
        "`/improve trade|politics|science` (level 3 gives its ability, level 4 the "
        "metropolis: `/choose metropolis`). `/choose` also answers the Aqueduct, a displaced "
        "knight's new place and progress cards over the limit. Commodities trade like "
        "resources (`/trade bank`, offers).\nProgress cards: `/hand` shows yours and which "
        "can be played now. `/play CARD [TARGET]` plays one (the lists show the legal cards "
        "and targets; the Alchemist before the roll, the others after it), or press "
        "**Progress cards** on the panel and pick from the menus. Cards that ask the other "
        "players (Wedding, Commercial Harbor, Saboteur, Deserter, …) ping them: each answers "
        "with `/choose` or the **Choose** button, privately. 13 points win, on your own turn.",
    ),
    Message(
        "help.note.cities_knights",
        "This game plays **Cities & Knights**: `/rules cities_knights` explains it. Progress "
        "cards are played with `/play` (or the panel's Progress cards button); the choices "
        "they ask for are answered with `/choose`.",
    ),
    Message(
        "help.seafarers",
        "**Seafarers**\nThe sea is part of the board. Ships ({ship}) sail on sea and coastal "
        "paths: `/ship build` places one next to your settlement, city or ship (never straight "
        "from a road); set-up may take a ship instead of the road. Once a turn, after the "
        "roll, `/ship move` moves the last ship of an open route (not one placed this turn). "
        "Roads and ships together make the Longest Trade Route. On a 7 or a Knight, move the "
        "robber (`/robber`) or the pirate (`/pirate`: it steals from a ship beside its hex "
        "and blocks ships there). A gold field gives resources of your choice (`/gold`). "
        "Scenarios ({new_game}): {scenarios}. Settling a new island "
        "earns its special points; in The Fog Island roads and ships discover the fog; in "
        "Greater Catan a reached island hex takes a number token (`/token`).",
    ),
    Message(
        "help.note.seafarers",
        "This game plays **Seafarers**: `/rules seafarers` explains ships, the pirate, gold "
        "and the scenarios.",
    ),
    Message(
        "help.seafarers_ck",
        "**Cities & Knights with Seafarers**\nBoth expansions on one board ({ck_new_game}), "
        "for {ck_scenarios}: the target is the "
        "scenario's plus 2. The second set-up building is a city, in the scenario's set-up "
        "area. Knights are built on land and move along roads and ships: a knight may ride "
        "your ships out to an intersection at sea (`/knight move`). A knight at either end of "
        "a ship holds it there: that ship cannot move. The pirate sleeps until the barbarians' "
        "first attack, as the robber does; then a 7 moves the robber or the pirate, and a "
        "knight on a corner of the pirate's hex chases it to another sea hex (`/knight chase "
        "23 AB [steal bob]`: it robs a player with a ship beside its new hex). The Bishop to "
        "a sea hex moves the pirate and robs every other player with a ship beside it. A gold "
        "field gives 1 resource of your choice per settlement and 2 per city (`/gold`), never "
        "a commodity.",
    ),
    Message(
        "help.note.cities_knights_seafarers",
        "This game plays **Cities & Knights with Seafarers**: `/rules seafarers_ck` explains "
        "the knights at sea, the pirate's chase and gold; `/rules cities_knights` and `/rules "
        "seafarers` each expansion.",
    ),
    # How each surface starts a Seafarers game (`{new_game}` and `{ck_new_game}` above):
    # Discord's command and its options; the terminal's command line, with the scenarios it
    # takes (`{names}`, in the order the topic lists them).
    Message("help.discord.new_game.seafarers", "`/game new rules:seafarers scenario:`"),
    Message(
        "help.discord.new_game.seafarers_ck",
        "`/game new rules:cities_knights_seafarers scenario:`",
    ),
    Message(
        "help.terminal.new_game.seafarers",
        "`python -m bot local alice bob carol --rules seafarers --scenario {names}`",
    ),
    Message(
        "help.terminal.new_game.seafarers_ck",
        "`python -m bot local alice bob carol --rules cities_knights_seafarers --scenario {names}`",
    ),
    # Where the terminal differs from Discord: no lobby, panel or reminders there.
    Message(
        "help.terminal.start",
        "**Getting a game going**\nThe seats are named on the command line (`python -m bot "
        "local alice bob carol`) and the game starts at once; seat order is drawn at random. "
        "Each player places two settlements and two roads to begin; the second settlement "
        "brings its first resources.",
    ),
    Message(
        "help.terminal.commands",
        "Commands (as in Discord):\n  /roll   /end   /buy   /build road 12-17   /build "
        "settlement 23   /build city 23\n  /play knight | road_building | year_of_plenty "
        "grain ore | monopoly ore   /reveal\n  /robber J [steal bob]   /discard 2 ore 1 "
        "grain\n  /trade offer 1 brick for 2 ore [to bob carol]   /trade accept | decline | "
        "cancel\n  /trade confirm bob   /trade bank 4 ore for 1 grain\n  /hand   /board [piece]   "
        "/status   /log [N]   /catchup   /moves   /rules [topic]   /standings [league]\n  Cities & "
        "Knights: /wall 23   /knight build|activate|promote 23   /knight move|displace 23 "
        "30\n  /knight chase 23 J [steal bob]   /improve science\n  /choose pillage 23 (or "
        "metropolis, relocate, aqueduct, draw, return, and the progress cards' choices; "
        "/choose 23 when 23 is one of the choices; /choose alone lists them)\n  /play "
        "alchemist 3 4 (a progress card; /play alone lists yours and why some cannot be "
        "played, /play CARD its legal targets)\n  2 players: /neutral 1 road 9-13   /tokens "
        "trade | robber | knight   /give 1 ore 1 wool\n  Seafarers: /ship build 12-17   /ship "
        "move 12-17 17-23   /pirate X [steal bob]   /gold grain ore   /token K\n  /as bob "
        "(act as another seat; the terminal follows the first seat that must act, unless "
        "started with --no-follow)   /help   "
        "/quit\nA line without a slash is a move in the engine's notation; lines starting with "
        "# are ignored.",
    ),
)


#: The help's Seafarers topics and the rule set whose scenarios each names: Seafarers alone,
#: and with Cities & Knights (the three scenarios the combination offers).
SCENARIO_RULES = {"seafarers": "seafarers", "seafarers_ck": "cities_knights_seafarers"}


def _topic(words: Catalogue, topic: str, surface: str) -> str:
    """A topic as it reads where help is shown (`discord` or `terminal`)."""
    own = f"help.{surface}.{topic}"
    return words.say(
        own if own in words else f"help.{topic}",
        **cost_texts(words),
        scenarios=_scenarios(words, "seafarers"),
        ck_scenarios=_scenarios(words, "seafarers_ck"),
        new_game=_new_game(words, surface, "seafarers"),
        ck_new_game=_new_game(words, surface, "seafarers_ck"),
    )


def _scenario_ids(topic: str) -> tuple[str, ...]:
    """The scenarios a Seafarers topic's rule set offers (`SCENARIO_RULES`), in the rule
    book's order, as the engine names them."""
    from engine.rules import rule_set

    _, names = rule_set(SCENARIO_RULES[topic]).switches["scenario"]
    return tuple(str(name) for name in names) if isinstance(names, tuple) else ()


def _scenarios(words: Catalogue, topic: str) -> str:
    """`Heading for New Shores (14 VP), …`: the scenarios of a Seafarers topic's rule set,
    their targets the engine's (with Cities & Knights: the combination's); a map for 5–6
    under a name of its own named beside its scenario (the Six Islands)."""
    from engine.rules import rule_set, scenario_title

    rules = rule_set(SCENARIO_RULES[topic])
    target = rules.vp_target_of

    def one(name: str) -> str:
        vp = target({"scenario": name}, 3) if target else rules.vp_target
        scenario = words.say("scenario." + name)
        larger = scenario_title(name, 6)
        if larger == name:
            return words.say("help.scenario", scenario=scenario, vp=vp)
        five_six = words.say("scenario." + larger)
        return words.say("help.scenario.five_six", scenario=scenario, vp=vp, five_six=five_six)

    return listed(words, (one(name) for name in _scenario_ids(topic)))


def _new_game(words: Catalogue, surface: str, topic: str) -> str:
    """How a game of a Seafarers topic's rule set is started where the help is shown:
    Discord's `/game new` with its options, or the terminal's command line."""
    names = "|".join(_scenario_ids(topic))
    return words.say(f"help.{surface}.new_game.{topic}", names=names)


def help_text(
    words: Catalogue,
    topic: str | None,
    surface: str = "discord",
    rules: str = "base",
    version: str | None = None,
) -> str:
    """The text for a topic, or the list of topics with the first steps and the commands;
    `surface` picks the wording of the place it is shown in (the terminal has no lobby); in a
    game of another rule set, a note on it follows the list; the list ends with the bot's
    `version` when it is given."""
    if topic and topic.lower() in TOPICS:
        return _topic(words, topic.lower(), surface)
    note = f"help.note.{rules}"

    def listing(w: Catalogue) -> str:
        parts = [_listing(w, surface)]
        if note in w:
            parts.append(w.say(note))
        if version is not None:
            parts.append(w.say("help.version", version=version))
        return "\n\n".join(parts)

    return composed(words, listing)


def _listing(words: Catalogue, surface: str) -> str:
    topics = listed(words, (words.say("help.topic", topic=t) for t in TOPICS))
    return composed(
        words,
        lambda w: "\n\n".join(
            (
                w.say("help.topics", topics=topics),
                _topic(w, "start", surface),
                _topic(w, "commands", surface),
            )
        ),
    )
