"""`/tournament create|join|leave|start|advance|standings`."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
    Message("command.tournament.name", "tournament"),
    Message("command.tournament.description", "Swiss tournaments of a league"),
    Message("command.tournament.create.name", "create"),
    Message("command.tournament.create.description", "Create a Swiss tournament (league admins)"),
    Message("command.tournament.create.option.name.name", "name"),
    Message("command.tournament.create.option.name.description", "The tournament's name"),
    Message("command.tournament.create.option.rounds.name", "rounds"),
    Message("command.tournament.create.option.rounds.description", "How many rounds"),
    Message("command.tournament.create.option.table_size.name", "table_size"),
    Message(
        "command.tournament.create.option.table_size.description",
        "Players at each table: the league's count (the default; 3 to 6)",
    ),
    Message("command.tournament.create.option.signup.name", "signup"),
    Message(
        "command.tournament.create.option.signup.description",
        "How long sign-up stays open, e.g. 2d",
    ),
    Message("command.tournament.create.option.round_time.name", "round_time"),
    Message(
        "command.tournament.create.option.round_time.description",
        "How long each round lasts, e.g. 7d",
    ),
    Message("command.tournament.create.option.league.name", "league"),
    Message(
        "command.tournament.create.option.league.description",
        "Which league (default: the server's only one)",
    ),
    Message("command.tournament.join.name", "join"),
    Message("command.tournament.join.description", "Sign up for a tournament"),
    Message("command.tournament.join.option.name.name", "name"),
    Message(
        "command.tournament.join.option.name.description", "Which tournament (default: the newest)"
    ),
    Message("command.tournament.join.option.league.name", "league"),
    Message("command.tournament.join.option.league.description", "Which league"),
    Message("command.tournament.leave.name", "leave"),
    Message("command.tournament.leave.description", "Withdraw from a tournament before it starts"),
    Message("command.tournament.leave.option.name.name", "name"),
    Message(
        "command.tournament.leave.option.name.description", "Which tournament (default: the newest)"
    ),
    Message("command.tournament.leave.option.league.name", "league"),
    Message("command.tournament.leave.option.league.description", "Which league"),
    Message("command.tournament.start.name", "start"),
    Message("command.tournament.start.description", "Close sign-up and start round 1 (admins)"),
    Message("command.tournament.start.option.name.name", "name"),
    Message(
        "command.tournament.start.option.name.description", "Which tournament (default: the newest)"
    ),
    Message("command.tournament.start.option.league.name", "league"),
    Message("command.tournament.start.option.league.description", "Which league"),
    Message("command.tournament.advance.name", "advance"),
    Message(
        "command.tournament.advance.description",
        "Move a round on once its games end or its deadline passed",
    ),
    Message("command.tournament.advance.option.name.name", "name"),
    Message(
        "command.tournament.advance.option.name.description",
        "Which tournament (default: the newest)",
    ),
    Message("command.tournament.advance.option.league.name", "league"),
    Message("command.tournament.advance.option.league.description", "Which league"),
    Message("command.tournament.standings.name", "standings"),
    Message("command.tournament.standings.description", "A tournament's ranking so far"),
    Message("command.tournament.standings.option.name.name", "name"),
    Message(
        "command.tournament.standings.option.name.description",
        "Which tournament (default: the newest)",
    ),
    Message("command.tournament.standings.option.league.name", "league"),
    Message("command.tournament.standings.option.league.description", "Which league"),
)
