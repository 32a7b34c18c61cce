"""`/league season|create|settings|standings|versus|role` and `/profile`."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
    Message("command.league.name", "league"),
    Message("command.league.description", "Leagues and seasons"),
    Message("command.league.season.name", "season"),
    Message("command.league.season.description", "Open or close a league's season"),
    Message("command.league.season.start.name", "start"),
    Message(
        "command.league.season.start.description", "Open a league's next season (league admins)"
    ),
    Message("command.league.season.start.option.league.name", "league"),
    Message("command.league.season.start.option.league.description", "Which league"),
    Message("command.league.season.start.option.days.name", "days"),
    Message("command.league.season.start.option.days.description", "How long it is planned to run"),
    Message("command.league.season.end.name", "end"),
    Message(
        "command.league.season.end.description", "End a season: final standings, next season opens"
    ),
    Message("command.league.season.end.option.league.name", "league"),
    Message("command.league.season.end.option.league.description", "Which league"),
    Message("command.league.create.name", "create"),
    Message("command.league.create.description", "Create a league (server managers)"),
    Message("command.league.create.option.name.name", "name"),
    Message("command.league.create.option.name.description", "The league's name"),
    Message("command.league.create.option.rules.name", "rules"),
    Message(
        "command.league.create.option.rules.description",
        "Base game, Cities & Knights, Seafarers, …",
    ),
    Message("command.league.create.option.scenario.name", "scenario"),
    Message(
        "command.league.create.option.scenario.description",
        "Seafarers: the scenario of every league game",
    ),
    Message("command.league.create.option.players.name", "players"),
    Message("command.league.create.option.players.description", "Players at every league game"),
    Message("command.league.create.option.preset.name", "preset"),
    Message("command.league.create.option.preset.description", "Rules edition"),
    Message("command.league.create.option.map.name", "map"),
    Message("command.league.create.option.map.description", "Board"),
    Message("command.league.create.option.vp.name", "vp"),
    Message("command.league.create.option.vp.description", "Victory points to win"),
    Message("command.league.create.option.turn_time.name", "turn_time"),
    Message(
        "command.league.create.option.turn_time.description", "Time for each move, e.g. 12h, 2d"
    ),
    Message("command.league.create.option.on_timeout.name", "on_timeout"),
    Message(
        "command.league.create.option.on_timeout.description",
        "What happens when a player runs out of time",
    ),
    Message("command.league.create.option.forfeit.name", "forfeit"),
    Message("command.league.create.option.forfeit.description", "What a forfeit counts as"),
    Message("command.league.create.option.language.name", "language"),
    Message(
        "command.league.create.option.language.description",
        "The language of its games and tournaments (default: the server's)",
    ),
    Message("command.league.create.option.quiet_pause.name", "quiet_pause"),
    Message(
        "command.league.create.option.quiet_pause.description",
        "Whether a player's clock waits in their quiet hours (default: on)",
    ),
    Message("command.league.settings.name", "settings"),
    Message("command.league.settings.description", "Show or change a league's settings"),
    Message("command.league.settings.option.league.name", "league"),
    Message(
        "command.league.settings.option.league.description",
        "Which league (default: the server's only one)",
    ),
    Message("command.league.settings.option.rules.name", "rules"),
    Message(
        "command.league.settings.option.rules.description",
        "Base game, Cities & Knights, Seafarers, …",
    ),
    Message("command.league.settings.option.scenario.name", "scenario"),
    Message(
        "command.league.settings.option.scenario.description",
        "Seafarers: the scenario of every league game",
    ),
    Message("command.league.settings.option.players.name", "players"),
    Message("command.league.settings.option.players.description", "Players at every league game"),
    Message("command.league.settings.option.preset.name", "preset"),
    Message("command.league.settings.option.preset.description", "Rules edition"),
    Message("command.league.settings.option.map.name", "map"),
    Message("command.league.settings.option.map.description", "Board"),
    Message("command.league.settings.option.vp.name", "vp"),
    Message("command.league.settings.option.vp.description", "Victory points to win"),
    Message("command.league.settings.option.turn_time.name", "turn_time"),
    Message(
        "command.league.settings.option.turn_time.description", "Time for each move, e.g. 12h, 2d"
    ),
    Message("command.league.settings.option.on_timeout.name", "on_timeout"),
    Message(
        "command.league.settings.option.on_timeout.description",
        "What happens when a player runs out of time",
    ),
    Message("command.league.settings.option.undo.name", "undo"),
    Message(
        "command.league.settings.option.undo.description",
        "Whether players may take back moves that revealed nothing",
    ),
    Message("command.league.settings.option.strikes.name", "strikes"),
    Message(
        "command.league.settings.option.strikes.description",
        "Missed deadlines before a bot or forfeit takes the seat",
    ),
    Message("command.league.settings.option.forfeit.name", "forfeit"),
    Message("command.league.settings.option.forfeit.description", "What a forfeit counts as"),
    Message("command.league.settings.option.void_before_turn.name", "void_before_turn"),
    Message(
        "command.league.settings.option.void_before_turn.description",
        "A game abandoned before this turn is void",
    ),
    Message("command.league.settings.option.provisional.name", "provisional"),
    Message(
        "command.league.settings.option.provisional.description", "Games a rating stays provisional"
    ),
    Message("command.league.settings.option.carry.name", "carry"),
    Message(
        "command.league.settings.option.carry.description",
        "Share of the way σ moves back to a newcomer's at a season's end (e.g. 50%)",
    ),
    Message("command.league.settings.option.computers.name", "computers"),
    Message(
        "command.league.settings.option.computers.description",
        "Whether a game with a computer player is rated",
    ),
    Message("command.league.settings.option.quiet_pause.name", "quiet_pause"),
    Message(
        "command.league.settings.option.quiet_pause.description",
        "Whether a player's clock waits in their quiet hours",
    ),
    Message("command.league.settings.option.language.name", "language"),
    Message(
        "command.league.settings.option.language.description",
        "The language of its games and tournaments (or the server's again)",
    ),
    Message("command.league.settings.option.web.name", "web"),
    Message(
        "command.league.settings.option.web.description",
        "Its pages on the web: public, unlisted (by link only) or off (server managers)",
    ),
    Message("command.league.standings.name", "standings"),
    Message("command.league.standings.description", "A league's standings, a page at a time"),
    Message("command.league.standings.option.league.name", "league"),
    Message("command.league.standings.option.league.description", "Which league"),
    Message("command.league.standings.option.page.name", "page"),
    Message("command.league.standings.option.page.description", "Which page (10 players each)"),
    Message("command.league.standings.option.season.name", "season"),
    Message("command.league.standings.option.season.description", "Which season"),
    Message("command.league.versus.name", "versus"),
    Message("command.league.versus.description", "Head-to-head of two players in a league"),
    Message("command.league.versus.option.player.name", "player"),
    Message("command.league.versus.option.player.description", "One player"),
    Message("command.league.versus.option.other.name", "other"),
    Message("command.league.versus.option.other.description", "The other"),
    Message("command.league.versus.option.league.name", "league"),
    Message("command.league.versus.option.league.description", "Which league"),
    Message("command.league.role.name", "role"),
    Message("command.league.role.description", "Set the role whose members run leagues"),
    Message("command.league.role.option.role.name", "role"),
    Message("command.league.role.option.role.description", "The league admin role"),
    Message("command.profile.name", "profile"),
    Message("command.profile.description", "A player's league rating and games"),
    Message("command.profile.option.player.name", "player"),
    Message("command.profile.option.player.description", "Whose profile (default: yours)"),
    Message("command.profile.option.league.name", "league"),
    Message("command.profile.option.league.description", "Which league"),
)
