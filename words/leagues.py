"""League words: refusals, admin answers, season announcements, standings and profile lines."""

from __future__ import annotations

from .catalogue import Message

_TEXT = (
    # Refusals.
    Message(
        "league.refusal.not_admin",
        "Only members who can manage the server (or hold the league admin role) run leagues.",
    ),
    Message("league.refusal.no_server", "Leagues live in servers: use this in a server."),
    Message("league.refusal.unknown", "There is no league called {name} on this server."),
    Message("league.refusal.none", "This server has no league yet."),
    Message("league.refusal.which", "Which league? This server has {names}."),
    Message("league.refusal.exists", "This server already has a league called {name}."),
    Message("league.refusal.bad_name", "A league's name is 1 to {most} characters of text."),
    Message(
        "league.refusal.no_season",
        "{league} has no season under way; an admin can start one with /league season start.",
    ),
    Message("league.refusal.season_open", "{league} already has a season under way."),
    Message(
        "league.refusal.override",
        "League games use {league}'s settings; leave {settings} out (or play an unrated game).",
    ),
    Message(
        "league.refusal.locked",
        "This is a {league} game: its settings are the league's and cannot be changed.",
    ),
    Message(
        "league.refusal.players",
        "{league} games are played by exactly {count} players; {seated} are seated.",
        "{league} games are played by exactly {count} players; {seated} are seated.",
        "count",
    ),
    Message("league.refusal.bad_setting", "There is no league setting called {name}."),
    Message("league.refusal.bad_value", "League setting {name} cannot be {value}: {why}"),
    Message(
        "league.refusal.scenario_players",
        "with {count} players the league's rules offer {scenarios}.",
    ),
    Message("league.describe.scenario", "{rules}, scenario {scenario}"),
    Message("league.refusal.bad_page", "Page {page} does not exist; the standings have {pages}."),
    Message("league.refusal.same_player", "Head-to-head needs two different players."),
    Message("league.refusal.no_games", "{name} has played no games in {league}."),
    # Answers and announcements.
    Message("league.created", "{league} is open. {settings}"),
    Message("league.settings", "{league}'s settings: {settings}"),
    Message(
        "league.describe",
        "{players} players, rules {rules}, {table}; a forfeit {forfeit}; a game abandoned "
        "before turn {void_before_turn} is void; provisional for the first {provisional} "
        "game; at a season's end σ moves {carry}% of the way back to a newcomer's.",
        "{players} players, rules {rules}, {table}; a forfeit {forfeit}; a game abandoned "
        "before turn {void_before_turn} is void; provisional for the first {provisional} "
        "games; at a season's end σ moves {carry}% of the way back to a newcomer's.",
        "provisional",
    ),
    Message("league.describe.language", "Its games speak {language}."),
    Message("league.forfeit.last", "places last"),
    Message("league.forfeit.unrated", "leaves the forfeiter unrated"),
    Message(
        "league.computers.unrated",
        "A game with a computer player (a seat it fills or stands in for) is unrated.",
    ),
    Message(
        "league.computers.rated",
        "A game with a computer player is rated: its people are ranked among themselves.",
    ),
    Message("league.season.started", "{league}: season {number} has begun{until}."),
    Message("league.season.until", " (planned to end {date})"),
    Message("league.season.ended", "{league}: season {number} is over. Final standings:"),
    Message(
        "league.season.carried",
        "Season {number} has begun; ratings carry over with σ moved {carry}% of the way back "
        "to a newcomer's.",
    ),
    Message("league.season.champion", "🏆 {name} wins season {number} with a rating of {rating}."),
    Message("league.season.empty", "No rated games were played."),
    Message("league.table.tagged", "A {league} game (season {number}): rated."),
    Message("league.role.set", "League admins: members with {role} (and server managers)."),
    Message("league.standings.title", "{league} · season {number} · page {page} of {pages}"),
    Message("league.standings.empty", "{league} · season {number}: no games yet."),
    Message(
        "league.standings.line",
        "{rank}. {name} {rating}{provisional} · {games} · {wins} · "
        "VP share {share}% · reliability {reliability}% · {timeouts}",
    ),
    Message(
        "league.standings.scale",
        "Rating: μ − 3σ on openskill's scale (a newcomer is 0.0); ? marks a provisional "
        "rating (fewer than {provisional} game).",
        "Rating: μ − 3σ on openskill's scale (a newcomer is 0.0); ? marks a provisional "
        "rating (fewer than {provisional} games).",
        "provisional",
    ),
    Message("league.count.games", "{count} game", "{count} games", "count"),
    Message("league.count.wins", "{count} win", "{count} wins", "count"),
    Message("league.count.timeouts", "{count} time-out", "{count} time-outs", "count"),
    Message("league.count.times", "{count} time", "{count} times", "count"),
    Message(
        "league.profile.title",
        "{name} in {league}: rating {rating}{provisional} ({games}, {wins})",
    ),
    Message(
        "league.profile.seat",
        "Favourite seat: {seat} ({count} game).",
        "Favourite seat: {seat} ({count} games).",
        "count",
    ),
    Message("league.profile.turn", "Average turn time: {time}."),
    Message("league.profile.recent", "Recent games:"),
    Message(
        "league.profile.game",
        "#{table} · place {place} of {players} · VP share {share}% · rating {change}",
    ),
    Message("league.profile.void", "#{table} · place {place} of {players} · not rated"),
    Message(
        "league.versus",
        "{first} v {second} in {league}: {games} together; {first} placed higher "
        "{first_wins}, {second} {second_wins}, level {level}.",
    ),
    Message("league.versus.none", "{first} and {second} have not met in {league}."),
    Message("league.terminal.none", "No leagues in this database."),
)

# The standings and profile pictures' labels (short: read at 400 pixels on a phone).
PICTURE = (
    Message("league.picture.rank", "#"),
    Message("league.picture.player", "Player"),
    Message("league.picture.rating", "Rating"),
    Message("league.picture.games", "Games"),
    Message("league.picture.wins", "Wins"),
    Message("league.picture.share", "VP %"),
    Message("league.picture.reliability", "Kept %"),
    Message("league.picture.timeouts", "T/O"),
    Message(
        "league.picture.legend",
        "Rating μ−3σ (a newcomer is 0.0), ? provisional · VP %: average share of the table's "
        "points · Kept %: games seen to the end of those started · T/O: time-outs",
    ),
    Message("league.picture.empty", "No games yet."),
    Message("league.picture.over_time", "Rating over time"),
    Message(
        "league.picture.games_wins",
        "{games} · {wins}",
    ),
    Message("league.picture.provisional", "provisional"),
    Message("league.picture.recent", "Recent games"),
)

MESSAGES: tuple[Message, ...] = _TEXT + PICTURE
