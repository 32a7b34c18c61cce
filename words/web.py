"""The web side's words: the league pages' headings and labels, a league's pages described and
refused, the link button under Discord's messages, the `/settings web` answers and `/game web`'s
sentences. The commands' own names, descriptions and choices are in `words.commands`."""

from __future__ import annotations

from .catalogue import Message

MESSAGES: tuple[Message, ...] = (
    # The league setting and its refusal.
    Message("league.describe.web", "Its pages on the web are {visibility}."),
    Message("league.web.public", "public (listed on the server's page)"),
    Message("league.web.unlisted", "unlisted (only their link leads there)"),
    Message("league.web.off", "off"),
    Message(
        "league.refusal.web_manager",
        "Only members who can manage the server decide whether a league has pages on the web.",
    ),
    # Discord.
    Message("discord.web.open", "Open on the web"),
    Message("discord.settings.web.initials", "On the web, you now appear as your initials."),
    Message("discord.settings.web.full", "On the web, you now appear by your display name."),
    # The pages.
    Message("web.leagues", "Leagues"),
    Message("web.standings", "Standings"),
    Message("web.season", "Season {number}"),
    Message("web.season.current", "Season {number} (current)"),
    Message("web.seasons", "Seasons"),
    Message("web.rules", "Rules"),
    Message("web.tournaments", "Tournaments"),
    Message("web.column.rank", "#"),
    Message("web.column.player", "Player"),
    Message("web.column.rating", "Rating"),
    Message("web.column.games", "Games"),
    Message("web.column.wins", "Wins"),
    Message("web.provisional", "? marks a provisional rating."),
    Message("web.no_players", "No games played in this season yet."),
    Message("web.rating_over_time", "Rating over time"),
    Message("web.round", "Round {number}"),
    Message("web.table", "Table {number}"),
    Message("web.byes", "Byes: {players}"),
    Message("web.playing", "playing"),
    Message("web.points", "{count} VP"),
    Message("web.won", "won"),
    Message("web.ranking", "Ranking"),
    Message("web.ranking.after", "After round {round} of {rounds}"),
    Message("web.no_rounds", "No round has been played yet."),
    Message("web.back", "Back to {league}"),
    Message("web.not_found", "Nothing here: this page does not exist, or is not shown."),
    Message("web.too_many", "Too many requests: please wait a moment."),
    Message("web.unavailable", "The pages cannot be read just now: please try again in a minute."),
    # A game's page and `/game web`.
    Message(
        "web.games.on",
        "This server's games have pages on the web: the panel and the summary carry their link.",
    ),
    Message("web.games.off", "This server's games have no pages on the web."),
    Message(
        "web.games.refusal.manager",
        "Only members who can manage the server decide whether its games have pages on the web.",
    ),
    Message("web.games.refusal.state", "Say one of: {choices}."),
    Message("web.game.title", "Game {table}"),
    Message(
        "web.game.live",
        "The game is on: this page shows its public board and follows it as it moves.",
    ),
    Message("web.game.board", "The board"),
    Message("web.game.log", "Log"),
    Message("web.game.no_moves", "No moves yet."),
    Message("web.game.start", "Start"),
    Message("web.game.end", "End"),
    Message("web.game.turn", "Turn {number}"),
    Message("web.game.previous", "Previous turn"),
    Message("web.game.next", "Next turn"),
    Message("web.game.step", "Turn"),
    Message(
        "web.game.keys",
        "The arrow keys step through the turns; Home and End go to the start and the end.",
    ),
    Message("web.game.summary", "Summary"),
)
