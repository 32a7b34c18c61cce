"""Tournament words: refusals, sign-up and admin answers, round announcements, the ranking
and its picture's labels."""

from __future__ import annotations

from .catalogue import Message

_TEXT = (
    # Refusals.
    Message(
        "tournament.refusal.not_admin",
        "Only members who can manage the server (or hold the league admin role) run tournaments.",
    ),
    Message(
        "tournament.refusal.bad_name", "A tournament's name is 1 to {most} characters of text."
    ),
    Message("tournament.refusal.exists", "This league already has a tournament called {name}."),
    Message("tournament.refusal.unknown", "There is no tournament called {name} in this league."),
    Message("tournament.refusal.none", "{league} has no tournament yet."),
    Message(
        "tournament.refusal.bad_time",
        "{what} {value!r} is not a duration such as 90m, 12h or 2d.",
    ),
    Message("tournament.refusal.time_range", "{what} must be between 5 minutes and 60 days."),
    Message(
        "tournament.refusal.bad_number", "{what} must be a whole number from {least} to {most}."
    ),
    # The options a refusal names ({what}): as `/tournament new` calls them.
    Message("tournament.option.rounds", "rounds"),
    Message("tournament.option.table_size", "table_size"),
    Message("tournament.option.signup", "signup"),
    Message("tournament.option.round_time", "round_time"),
    Message("tournament.refusal.signup_closed", "Sign-up for {name} is closed."),
    Message("tournament.refusal.full", "The tournament is full ({most} players)."),
    Message("tournament.refusal.already", "You are already signed up for {name}."),
    Message("tournament.refusal.not_entered", "You are not signed up for {name}."),
    Message("tournament.refusal.started", "{name} has started already."),
    Message(
        "tournament.refusal.too_few",
        "{name} needs at least {least} players; {count} is signed up.",
        "{name} needs at least {least} players; {count} are signed up.",
        "count",
    ),
    Message(
        "tournament.refusal.table_size",
        "{league}'s games are played by exactly {count} players, so each table of its "
        "tournaments seats {count}, not {size}.",
    ),
    Message(
        "tournament.refusal.league_players",
        "A tournament's tables seat 3 to 6 players, and {league}'s games are for exactly {count}.",
    ),
    Message("tournament.refusal.moved_on", "{name} has already moved on; nothing was changed."),
    Message("tournament.refusal.not_running", "{name} is not under way."),
    Message(
        "tournament.refusal.round_going",
        "The round of {name} is still being played; it can be moved on in {left}, or as soon "
        "as its games end.",
    ),
    # Answers and announcements.
    Message(
        "tournament.created",
        "Tournament {name} of {league}: {rounds} round, tables of {size}; "
        "sign up with /tournament join within {signup}; each round lasts {round_time}.",
        "Tournament {name} of {league}: {rounds} rounds, tables of {size}; "
        "sign up with /tournament join within {signup}; each round lasts {round_time}.",
        "rounds",
    ),
    Message(
        "tournament.joined",
        "{player} signed up for {name} ({count} player).",
        "{player} signed up for {name} ({count} players).",
        "count",
    ),
    Message("tournament.left", "{player} withdrew from {name}."),
    Message("tournament.round.started", "🏆 {name}: round {round} of {rounds} begins."),
    Message("tournament.round.table", "Table {table}: {players}"),
    Message("tournament.round.bye", "{player} has a bye this round (scores 0.5)."),
    Message("tournament.round.ended", "🏆 {name}: round {round} is over."),
    Message(
        "tournament.table.opened",
        "🏆 {name}, round {round}, table {table}: {players}. Good luck!",
    ),
    Message("tournament.finished", "🏆 {name} is over. Final ranking:"),
    Message("tournament.ranking.title", "{name} ({league}) after round {round} of {rounds}:"),
    Message(
        "tournament.ranking.final",
        "{name} ({league}): final ranking after {rounds} round",
        "{name} ({league}): final ranking after {rounds} rounds",
        "rounds",
    ),
    Message(
        "tournament.ranking.line",
        "{place}. {name}: {score} (opponents {opponents}, VP share {share})",
    ),
    Message(
        "tournament.ranking.scale",
        "Score: 1 for a win plus the share of the table's points; a bye 0.5. Ties: opponents' "
        "score, then VP share, then rating.",
    ),
    Message("tournament.terminal.none", "No tournaments in this database."),
)

# The ranking picture's labels (short: read at 400 pixels on a phone).
PICTURE = (
    Message("tournament.picture.place", "#"),
    Message("tournament.picture.player", "Player"),
    Message("tournament.picture.score", "Score"),
    Message("tournament.picture.opponents", "Opp."),
    Message("tournament.picture.share", "VP"),
    Message(
        "tournament.picture.legend",
        "Score: win 1 + VP share, bye 0.5 · Opp.: opponents' score · VP: VP shares summed",
    ),
    Message("tournament.picture.empty", "No entrants."),
)

MESSAGES: tuple[Message, ...] = _TEXT + PICTURE
