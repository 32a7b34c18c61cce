"""`/game new|join|leave|start|kick|substitute|approve|abandon|export|replay|web` and `/return`."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
    Message("command.game.name", "game"),
    Message("command.game.description", "Open, join and run a table"),
    Message("command.game.new.name", "new"),
    Message("command.game.new.description", "Open a Catan table in a new thread"),
    Message("command.game.new.option.rules.name", "rules"),
    Message(
        "command.game.new.option.rules.description",
        "Base game, Cities & Knights, Seafarers, or the game for two (2 seats pick it)",
    ),
    Message("command.game.new.option.preset.name", "preset"),
    Message("command.game.new.option.preset.description", "Rules edition"),
    Message("command.game.new.option.map.name", "map"),
    Message("command.game.new.option.map.description", "Board"),
    Message("command.game.new.option.vp.name", "vp"),
    Message(
        "command.game.new.option.vp.description",
        "Victory points to win ({least}-{most}; default: the rules' own target)",
    ),
    Message("command.game.new.option.turn_time.name", "turn_time"),
    Message(
        "command.game.new.option.turn_time.description",
        "Time for each move, e.g. 12h, 2d (default from the server)",
    ),
    Message("command.game.new.option.on_timeout.name", "on_timeout"),
    Message(
        "command.game.new.option.on_timeout.description",
        "What happens when a player runs out of time",
    ),
    Message("command.game.new.option.league.name", "league"),
    Message(
        "command.game.new.option.league.description",
        "A rated game of this league (its settings apply)",
    ),
    Message("command.game.new.option.switches.name", "switches"),
    Message(
        "command.game.new.option.switches.description",
        "Rule switches, e.g. dirty_trick=true saboteur_edition=first",
    ),
    Message("command.game.new.option.bots.name", "bots"),
    Message(
        "command.game.new.option.bots.description",
        "Computer players to fill that many seats at once",
    ),
    Message("command.game.new.option.players.name", "players"),
    Message(
        "command.game.new.option.players.description",
        "The most players the table seats (default: as many as the rules take)",
    ),
    Message("command.game.new.option.level.name", "level"),
    Message(
        "command.game.new.option.level.description",
        "The computer players' level (filling seats, or standing in on timeout)",
    ),
    Message("command.game.new.option.scenario.name", "scenario"),
    Message(
        "command.game.new.option.scenario.description", "Seafarers: the scenario (3-4 players)"
    ),
    Message("command.game.new.option.language.name", "language"),
    Message(
        "command.game.new.option.language.description",
        "The table's language (default: the server's)",
    ),
    Message("command.game.new.option.quiet_pause.name", "quiet_pause"),
    Message(
        "command.game.new.option.quiet_pause.description",
        "Whether a player's clock waits in their quiet hours (default: on)",
    ),
    Message("command.game.new.option.undo.name", "undo"),
    Message(
        "command.game.new.option.undo.description",
        "Whether players may take back moves that revealed nothing (default: on)",
    ),
    Message("command.game.new.option.explain.name", "explain"),
    Message(
        "command.game.new.option.explain.description",
        "Whether the end explains each computer player's plan (default: on)",
    ),
    Message("command.game.new.option.think.name", "think"),
    Message(
        "command.game.new.option.think.description",
        "Seconds a strong or hard computer player may think per move",
    ),
    Message("command.game.join.name", "join"),
    Message("command.game.join.description", "Take a seat at this thread's table"),
    Message("command.game.leave.name", "leave"),
    Message("command.game.leave.description", "Give up your seat before the game starts"),
    Message("command.game.start.name", "start"),
    Message("command.game.start.description", "Start the game (host or server manager)"),
    Message("command.game.kick.name", "kick"),
    Message("command.game.kick.description", "Remove a player before the game starts"),
    Message("command.game.kick.option.player.name", "player"),
    Message("command.game.kick.option.player.description", "Who to remove"),
    Message("command.game.substitute.name", "substitute"),
    Message(
        "command.game.substitute.description",
        "Ask to take over a seat left open by a missing player",
    ),
    Message("command.game.substitute.option.seat.name", "seat"),
    Message(
        "command.game.substitute.option.seat.description",
        "Whose seat (default: the first open one)",
    ),
    Message("command.game.approve.name", "approve"),
    Message("command.game.approve.description", "Give an open seat to who asked for it"),
    Message("command.game.approve.option.player.name", "player"),
    Message("command.game.approve.option.player.description", "Who takes over the seat"),
    Message("command.game.abandon.name", "abandon"),
    Message("command.game.abandon.description", "End the game without a winner"),
    Message("command.game.export.name", "export"),
    Message(
        "command.game.export.description",
        "The game's record as a file (a running game's public moves only)",
    ),
    Message("command.game.replay.name", "replay"),
    Message(
        "command.game.replay.description",
        "The game turn by turn as a moving picture (public view only)",
    ),
    Message("command.game.web.name", "web"),
    Message(
        "command.game.web.description",
        "Whether this server's games have pages on the web (server managers)",
    ),
    Message("command.game.web.option.state.name", "state"),
    Message("command.game.web.option.state.description", "on, off, or status"),
    Message("command.return.name", "return"),
    Message(
        "command.return.description", "Take back your seat from the computer player standing in"
    ),
)
