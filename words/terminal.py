"""The terminal's words (`python -m bot local`): what the session says around the game's own
lines."""

from __future__ import annotations

from .catalogue import Message

MESSAGES = (
    # The words between a trade's cards as a player types them (`/trade bank 4 erts voor 1
    # graan`, `/trade aanbod … aan bob`): the notation's English word is the id's last part.
    Message("trade_word.for", "for"),
    Message("trade_word.to", "to"),
    Message("terminal.help_hint", "Type /help for the commands."),
    Message("terminal.resumed", "Going on with the game in this database."),
    Message("terminal.never_started", "The database holds a table that never started."),
    Message("terminal.no_progress", "(no progress card)"),
    Message("terminal.nothing_to_choose", "(nothing to choose now)"),
    Message("terminal.nothing_now", "(nothing now)"),
    Message(
        "terminal.discard_more",
        "  … and {count} other way to discard: type the cards you throw away, e.g. /discard 2 "
        "ore 1 grain.",
        "  … and {count} other ways to discard: type the cards you throw away, e.g. /discard 2 "
        "ore 1 grain.",
        "count",
    ),
    Message(
        "terminal.others_must_act",
        "Nothing for {name} now: waiting for {players}. Type /as {first} to act as {first}.",
    ),
    Message(
        "terminal.unknown_command", "✗ There is no /{command} command. Type /help for the list."
    ),
    Message("terminal.unknown_seat", "No seat called {name}: {seats}."),
    Message(
        "terminal.settings.help",
        "Your own settings (the seat acting now), as /settings in Discord:\n  /settings time_zone "
        "Europe/Amsterdam   /settings quiet_hours 23:00 08:00 (neither: cleared)   /settings "
        "digest 08:00 | off",
    ),
    Message(
        "terminal.settings.unknown",
        "✗ There is no setting {name}: time_zone, quiet_hours or digest.",
    ),
    Message("terminal.acting", "— now acting as {name} —"),
    Message("terminal.hand_picture", "Hand picture: {path}"),
    Message("terminal.board", "Board: {path}"),
    Message("terminal.summary", "Summary: {path}"),
    Message("terminal.picture", "Picture: {path}"),
    Message("terminal.only_you", "(only you) {line}"),
    Message("terminal.for_user", "(for {user}) {line}"),
    Message("terminal.not_playable", "{card}: {why}"),
    *(
        Message(f"terminal.needs.{command}", text)
        for command, text in (
            (
                "build",
                "/build needs a piece and a spot: e.g. /build road 12-17, /build settlement 23 or "
                "/build city 23.",
            ),
            (
                "robber",
                "/robber needs the hex to move the robber to, and whom to rob if anyone: e.g. "
                "/robber J steal bob.",
            ),
            ("discard", "/discard needs the cards to throw away: e.g. /discard 2 ore 1 grain."),
            (
                "trade",
                "/trade needs what to do: e.g. /trade offer 1 brick for 2 ore, /trade bank 4 ore "
                "for 1 grain, /trade accept, /trade decline or /trade confirm bob.",
            ),
            (
                "knight",
                "/knight needs what to do and where: e.g. /knight build 23, /knight activate 23, "
                "/knight move 23 30 or /knight chase 23 J steal bob.",
            ),
            ("wall", "/wall needs the city to wall: e.g. /wall 23."),
            (
                "improve",
                "/improve needs the track (trade, politics or science): e.g. /improve science.",
            ),
            (
                "neutral",
                "/neutral needs the neutral player, the piece and the spot: e.g. /neutral 1 road "
                "9-13.",
            ),
            (
                "tokens",
                "/tokens needs what to use the trade tokens for: e.g. /tokens trade, /tokens "
                "robber or /tokens knight.",
            ),
            (
                "ship",
                "/ship needs build or move and the paths: e.g. /ship build 12-17 or /ship move "
                "12-17 17-23.",
            ),
            (
                "pirate",
                "/pirate needs the hex to move the pirate to, and whom to rob if anyone: e.g. "
                "/pirate X steal bob.",
            ),
            ("gold", "/gold needs the resources to take: e.g. /gold grain ore."),
            ("token", "/token needs the hex whose number token moves: e.g. /token K."),
            ("give", "/give needs the cards to give: e.g. /give 1 ore 1 wool."),
        )
    ),
    Message(
        "terminal.players",
        "hexhaven: name the players (3 or 4 for the base game; 2 play the 2-player game; --bots N "
        "adds computer players).",
    ),
    Message(
        "terminal.replay.help",
        "Replay: Enter or n for the next move, p for the previous one, j N to jump to move "
        "N, s for the start, e for the end, q to quit.",
    ),
    Message("terminal.replay.start", "Before the first move; the record holds {total}."),
    Message("terminal.replay.at", "Move {number} of {total}, {player}: {move}"),
    Message("terminal.replay.unknown", "Type n, p, j N, s, e or q."),
    Message("terminal.replay.no_file", "hexhaven: cannot read {path}: {why}"),
    Message("terminal.replay.bad_record", "hexhaven: {path}: {error}"),
)
