"""The service's words: its refusals, the lobby's and the game's announcements, the status and
hand lines, vacations and substitutes, and the table settings described."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .catalogue import Catalogue, Message, Phrase
from .cities_knights import track
from .common import card, joined, listed, resource

MESSAGES = (
    # Refusals.
    Message(
        "service.refusal.unknown_channel", "There is no table in this channel. Create one first."
    ),
    Message(
        "service.refusal.no_game",
        "There is no game going on in this channel; the last one is over. "
        "Create a new table to play again.",
    ),
    Message("service.refusal.not_started", "The game at this table has not started yet."),
    Message("service.refusal.game_over.finished", "This game finished; no more moves can be made."),
    Message(
        "service.refusal.game_over.abandoned", "This game was abandoned; no more moves can be made."
    ),
    Message("service.refusal.not_seated", "You do not have a seat at this table."),
    Message(
        "service.refusal.unknown_language", "Hexhaven does not speak {code}; choose {languages}."
    ),
    Message(
        "service.refusal.moved_on",
        "The game has moved on since then; nothing was changed. "
        "Look at the latest position and try again.",
    ),
    Message(
        "service.refusal.other_game", "That button belongs to an earlier game in this channel."
    ),
    Message("service.refusal.not_host", "Only the table's host or a server admin can do that."),
    Message(
        "service.refusal.not_saved.full",
        "That was not saved: the server's disk is full. Nothing changed; please try again later.",
    ),
    Message(
        "service.refusal.not_saved",
        "That was not saved: Hexhaven's database is not answering. Nothing changed; please try "
        "again in a few minutes.",
    ),
    Message(
        "service.refusal.not_read",
        "I can't read that right now: Hexhaven's database is not answering. Nothing changed; "
        "please try again in a few minutes.",
    ),
    Message("service.refusal.not_your_turn", "It is not your move; waiting for {waiting}."),
    Message(
        "service.refusal.already_started",
        "The game has already started; seats and settings are fixed. "
        "The host or a server admin can abandon it.",
    ),
    Message(
        "service.refusal.seat_forfeited",
        "You forfeited your seat after missing too many deadlines; the timer plays it now.",
    ),
    Message(
        "service.refusal.seat_open",
        "Your seat was opened for a substitute after you missed too many deadlines; the timer "
        "plays it meanwhile. Ask to take it back, and the host can approve.",
    ),
    Message("service.refusal.unknown_table", "{value} is not a table number."),
    Message("service.refusal.bad_count", "{value} is not a number of moves to show."),
    Message("service.refusal.bad_time", "{value} is not a time."),
    Message("service.refusal.setting_name", "A setting's name must be text, not {key}."),
    Message(
        "service.refusal.setting_value",
        "The value of {key} must be text, a number, true or false, or a list of them.",
    ),
    Message(
        "service.refusal.bad_user", "User id {value} must be letters, digits, '_', '-' or '.'."
    ),
    Message("service.refusal.not_a_user", "{value} is not a user id."),
    Message("service.refusal.not_a_channel", "{value} is not a channel id."),
    Message("service.refusal.no_seat_to_return", "No computer player holds a seat of yours here."),
    # The lobby.
    Message(
        "service.lobby.bots",
        "Computer players fill from 0 to {most} seats here (the host takes one).",
    ),
    Message(
        "service.lobby.table_exists",
        "This channel already has a table; join it, or finish it first.",
    ),
    Message("service.lobby.opened", "{player} opened a table. {settings}"),
    Message(
        "service.lobby.computers",
        "🤖 {count} computer player ({level}) takes a seat.",
        "🤖 {count} computer players ({level}) take a seat.",
        "count",
    ),
    Message("service.lobby.join", "Join to take a seat."),
    # Computer players: a seat's display name and the levels, in the game's language.
    Message("service.computer.name", "Computer {number} ({level})"),
    Message("service.computer.level.easy", "easy"),
    Message("service.computer.level.strong", "strong"),
    Message("service.computer.level.hard", "hard"),
    Message(
        "service.options.bad_think",
        "The thinking time must be a number of seconds from {least} to {most}, not {value}.",
    ),
    Message("service.plan.line", "{player} went for {sources} on {resource}."),
    Message("service.plan.line_plain", "{player} went for {sources}."),
    Message("service.plan.source.cities", "cities"),
    Message("service.plan.source.settlements", "settlements"),
    Message("service.plan.source.largest_army", "Largest Army"),
    Message("service.plan.source.longest_road", "Longest Road"),
    Message("service.plan.source.development", "victory point cards"),
    Message("service.plan.source.metropolises", "metropolises"),
    Message("service.plan.source.defender", "defending Catan"),
    Message("service.plan.source.other", "special points"),
    Message("service.lobby.already_seated", "You already have a seat at this table."),
    Message("service.lobby.full", "The table is full ({count} seats)."),
    Message("service.lobby.seated", "{player} takes a seat ({count} seated)."),
    Message("service.lobby.left", "{player} leaves the table."),
    Message("service.lobby.closed", "The table is empty and closes."),
    Message("service.lobby.host", "{player} is the host now."),
    Message("service.lobby.no_seat", "{player} has no seat at this table."),
    Message("service.lobby.kick_host", "The host cannot be removed; the host can leave instead."),
    Message("service.lobby.removed", "{player} was removed from the table."),
    Message("service.lobby.settings", "Table settings: {settings}"),
    Message("service.lobby.abandoned", "{player} abandoned the game."),
    # The game.
    Message("service.play.begins", "The game begins! Seat order: {players}."),
    Message("service.play.returns", "{player} takes their seat back from the computer player."),
    # What a table's thread missed (the bot stopped, or Discord failed, after a move was
    # stored and before it was posted), posted when it is back.
    Message("service.announce.missed", "📣 Missed while the bot was away:"),
    Message(
        "service.announce.earlier",
        "…and {count} earlier move (see /log).",
        "…and {count} earlier moves (see /log).",
        "count",
    ),
    # Substitutes.
    Message("service.substitute.none_open", "No seat at this table is open for a substitute."),
    Message("service.substitute.not_open", "{seat} is not a seat open for a substitute."),
    Message("service.substitute.already_seated", "You already play a seat at this table."),
    Message(
        "service.substitute.asks", "{player} asks to take over {seat}'s seat; the host can approve."
    ),
    Message("service.substitute.no_request", "That user has not asked to take over an open seat."),
    Message("service.substitute.other_seated", "That user already plays a seat at this table."),
    Message(
        "service.substitute.takes_over",
        "{player} takes over {seat}'s seat, with its pieces and cards.",
    ),
    Message(
        "service.substitute.abandoned",
        "Nobody plays at this table any more: the game is abandoned.",
    ),
    # Vacations.
    Message(
        "service.vacation.used_up",
        "You have used your {days} vacation days this year.",
    ),
    Message("service.vacation.past", "A vacation must end in the future."),
    Message("service.vacation.too_long", "You have {left} of {days} vacation days left this year."),
    Message(
        "service.vacation.away",
        "You are away until {until}; your clocks at {count} game are paused.",
        "You are away until {until}; your clocks at {count} games are paused.",
        "count",
    ),
    Message("service.vacation.left", "{left} of {days} vacation days left this year."),
    Message("service.vacation.not_away", "You are not on vacation."),
    Message(
        "service.vacation.back",
        "Welcome back: your clocks at {count} game run again.",
        "Welcome back: your clocks at {count} games run again.",
        "count",
    ),
    Message("service.vacation.until", "You are away until {until}."),
    Message("service.vacation.not_away_now", "You are not away."),
    # Status and log.
    Message("service.status.open", "Table {table} is open, waiting for players; host {host}."),
    Message("service.status.playing", "Table {table} is playing; host {host}."),
    Message("service.status.finished", "Table {table} has finished; host {host}."),
    Message("service.status.abandoned", "Table {table} was abandoned; host {host}."),
    Message("service.status.seats", "Seats: {players}."),
    Message("service.status.no_seats", "none"),
    Message("service.status.won", "{player} won."),
    Message("service.status.turn", "Turn {turn}: {player}'s turn."),
    Message("service.status.points", "Points: {points}"),
    Message("service.status.score", "{player} {points}"),
    Message("service.log.line", "{seq}. {lines}"),
    Message("service.log.empty", "Nothing has happened yet."),
    # The hand.
    Message("service.hand.cards", "Your hand: {cards}."),
    Message("service.hand.no_cards", "no cards"),
    Message("service.hand.development", "Development cards: {cards}."),
    Message("service.hand.development.none", "Development cards: none."),
    Message("service.hand.not_yet", "{card} (not yet)"),
    Message("service.hand.points", "Your victory points, hidden ones included: {points}."),
    Message("service.hand.progress", "Progress cards: {cards}."),
    Message("service.hand.progress.play", "Progress cards: {cards}. Play one with /play."),
    Message("service.hand.progress.none", "none"),
    Message("service.hand.progress.card", "{card} ({deck})"),
    Message("service.hand.progress.card.not_now", "{card} ({deck}, not now)"),
    Message("service.hand.progress.why", "{card} (not now): {why}"),
    # Cities & Knights in the status.
    Message(
        "service.barbarians",
        "Barbarians {position} of {length} (strength {strength} against knights {defence})",
    ),
    Message(
        "service.barbarians.attacks",
        "{barbarians}; {count} attack so far.",
        "{barbarians}; {count} attacks so far.",
        "count",
    ),
    Message("service.ck.level", "{track} {level}"),
    Message(
        "service.ck.progress",
        "{count} progress card",
        "{count} progress cards",
        "count",
    ),
    Message("service.ck.face_up", "{card} face up"),
    Message(
        "service.ck.defender",
        "{count} Defender point",
        "{count} Defender points",
        "count",
    ),
    Message(
        "service.ck.player",
        "{player}: {levels}; {progress}; {defender}; hand limit {limit}.",
    ),
    # The summaries under the board picture and at the game's end.
    Message("summary.tokens", "{points}. Tokens: {tokens} ({supply} in the supply)"),
    Message("summary.barbarians", "{points}. {barbarians}"),
    Message("summary.final_board", "The final board, after turn {turn}. {points}."),
    Message("summary.setup", "Set-up, round {round}. {points}."),
    Message("summary.turn", "Turn {turn}: {player}'s turn. {points}."),
    Message("summary.to_roll", "{points}. Turn {turn}: {player} to roll."),
    Message("summary.over", "{player}'s turn is over. {points}. Turn {turn}: {next} to roll."),
    Message(
        "summary.over.rolled",
        "{player}'s turn is over (rolled {rolled}). {points}. Turn {turn}: {next} to roll.",
    ),
    Message(
        "summary.hidden",
        "{player} {points} (with {count} hidden victory point card)",
        "{player} {points} (with {count} hidden victory point cards)",
        "count",
    ),
    Message("summary.abandoned", "Scores when the game was abandoned: {scores}."),
    Message(
        "summary.wins",
        "🏆 {player} wins after {count} turn!",
        "🏆 {player} wins after {count} turns!",
        "count",
    ),
    Message("summary.final", "Final scores: {scores}."),
    # Table settings.
    Message(
        "service.options.describe",
        "Rules {rules}{scenario}, preset {preset}{switches}, map {map}, VP target {vp}, turn "
        "time {turn_time}, {quiet_pause}, {reminders}, on timeout: {timeout}.",
    ),
    Message("service.options.scenario", ", scenario {scenario}"),
    # A table that seats fewer players than its rules take (`/game new players:`).
    Message("service.options.players", ", up to {count} players"),
    # The settings' values, in English as they are typed (`rules base`), named in a language.
    Message("service.options.value.rules.base", "base"),
    Message("service.options.value.rules.cities_knights", "cities_knights"),
    Message("service.options.value.rules.two_player", "two_player"),
    Message("service.options.value.rules.cities_knights_two_player", "cities_knights_two_player"),
    Message("service.options.value.rules.seafarers", "seafarers"),
    Message("service.options.value.rules.cities_knights_seafarers", "cities_knights_seafarers"),
    Message("service.options.value.rules.five_six", "five_six"),
    Message("service.options.value.rules.cities_knights_five_six", "cities_knights_five_six"),
    Message("service.options.value.preset.official", "official"),
    Message("service.options.value.preset.legacy1995", "legacy1995"),
    Message("service.options.value.preset.tournament", "tournament"),
    Message("service.options.value.map.beginner", "beginner"),
    Message("service.options.value.map.variable", "variable"),
    Message("service.options.value.timeout.ping", "ping"),
    Message("service.options.value.timeout.default", "default"),
    Message("service.options.value.timeout.skip", "skip"),
    Message("service.options.switch", ", {name} {value}"),
    Message("service.options.vp_default", "{vp} (default)"),
    Message("service.options.vp_default.unknown", "default"),
    Message("service.options.no_reminders", "no reminders"),
    Message("service.options.reminders", "reminders at {points}"),
    Message(
        "service.options.timeout.bot", "bot (a substitute may take the seat after {strikes} missed)"
    ),
    Message("service.options.timeout.forfeit", "forfeit (after {strikes} missed)"),
    Message(
        "service.options.timeout.computer",
        "computer (a computer player, {level}, takes the seat after {strikes} missed, until its "
        "player comes back with /return)",
    ),
    Message(
        "service.options.league_table",
        "preset {preset}, map {map}, VP target {vp}, turn time {turn_time}, {quiet_pause}, on "
        "timeout: {timeout}",
    ),
    Message("service.options.quiet_pause.on", "clocks wait in quiet hours"),
    Message("service.options.quiet_pause.off", "clocks run in quiet hours"),
    Message("service.league.whole", "a whole number from {least} to {most}."),
    Message("service.league.share", "a share from 0% to 100%."),
    Message("service.league.one_of", "one of {choices}."),
    Message(
        "service.options.scenario_text",
        "{scenario} · {count} players · {vp} VP",
    ),
    Message(
        # A scenario whose map for 5–6 players goes by another name (the Six Islands).
        "service.options.scenario_text_five_six",
        "{text} · 5–6: {five_six}",
    ),
    Message(
        "service.options.bad_duration",
        "Turn time {value} is not a duration such as 90m, 12h or 2d.",
    ),
    Message("service.options.turn_time", "The turn time must be between 5 minutes and 14 days."),
    Message("service.options.bad_vp", "The victory point target {value} is not a whole number."),
    Message("service.options.bad_reminders", "Reminders {value} must be a list such as 50%, 90%."),
    Message("service.options.many_reminders", "At most {most} reminders per turn."),
    Message(
        "service.options.bad_reminder",
        "Reminder {value} must be a share of the turn time between 1% and 99%.",
    ),
    Message(
        "service.options.bad_players",
        "Players must be a whole number, such as 5, not {value}.",
    ),
    Message(
        "service.options.players_two",
        "The game for two is played by 2 players, not {count}; for {count}, choose the base "
        "game or Cities & Knights.",
    ),
    Message(
        "service.options.players_range",
        "These rules are played by {least} to {most} players, not {count}.",
    ),
    Message(
        "service.options.bad_strikes",
        "Strikes must be a whole number from 1 to {most}, not {value}.",
    ),
    Message(
        "service.options.bad_switch",
        "Write a rule switch as name=value (dirty_trick=true), not {value}.",
    ),
    Message(
        "service.options.bad_switches", "Rule switches {value} must be written as name=value pairs."
    ),
    Message("service.options.not_a_word", "The {name} must be a word, not {value}."),
    Message(
        "service.options.bad_quiet_pause",
        "quiet_pause is on (clocks wait in quiet hours) or off, not {value}.",
    ),
    Message(
        "service.options.not_a_mapping",
        "Table settings must be given as names with values (such as turn_time: 12h), not as "
        "{kind}.",
    ),
    Message("service.options.setting_name", "A table setting's name must be text, not {key}."),
    Message("service.options.unknown_setting", "There is no table setting called {key}."),
    Message(
        "service.options.unknown_timeout",
        "Unknown timeout policy {value}; choose one of {choices}.",
    ),
    Message(
        "service.options.unknown_level", "Unknown computer level {value}; choose one of {choices}."
    ),
    Message(
        "service.options.not_at_a_table",
        "The rules {value} cannot be played at a table yet; choose one of {choices}.",
    ),
    Message(
        "service.options.no_scenarios",
        "Only Seafarers is played with a scenario; the rules {value} take none.",
    ),
    Message(
        "service.options.unknown_scenario", "There is no scenario {value}; choose one of {choices}."
    ),
    # Records and replays (docs/record-format.md).
    Message("service.refusal.no_record", "This table's game has no record to read."),
    Message("service.record.error.line", "Line {line}: {reason}"),
    Message("service.record.error.empty", "the file is empty."),
    Message("service.record.error.no_header", "the file does not start with the record's tags."),
    Message(
        "service.record.error.bad_tag_line", 'expected a tag such as [Rules "base"], found {text}.'
    ),
    Message("service.record.error.unknown_tag", "there is no tag {tag} in a record."),
    Message("service.record.error.repeated_tag", "the tag {tag} is given twice."),
    Message("service.record.error.not_a_record", "a record starts with its [Format] tag."),
    Message(
        "service.record.error.no_moves_part",
        "the tags must be followed by an empty line and the moves.",
    ),
    Message("service.record.error.missing_tag", "the tag {tag} is missing."),
    Message("service.record.error.bad_player", "{value} is not a player id."),
    Message("service.record.error.repeated_player", "a player sits at two seats."),
    Message(
        "service.record.error.bad_move_line",
        "expected a move such as 12 alice build road 4-5, found {text}.",
    ),
    Message(
        "service.record.error.move_number", "move number {expected} was expected, not {value}."
    ),
    Message("service.record.error.not_a_seat", "{value} has no seat in this record."),
    Message(
        "service.record.error.withheld_in_finished", "a finished game's record withholds no move."
    ),
    Message("service.record.error.format", "this is format {value}; Hexhaven reads {expected}."),
    Message(
        "service.record.error.bad_status",
        "{value} is no status; a record's is playing, finished or abandoned.",
    ),
    Message("service.record.error.bad_options", "the options must be a JSON object, such as {{}}."),
    Message("service.record.error.seed_while_playing", "a running game's record has no seed."),
    Message("service.record.error.not_a_number", "{tag} must be a whole number, not {value}."),
    Message(
        "service.record.error.move_count", "the record says {expected} moves but holds {found}."
    ),
    Message(
        "service.record.error.not_replayable",
        "this is a running game's public record: it has no seed, so it cannot be replayed. "
        "Export the game again once it is over.",
    ),
    Message("service.record.error.bad_settings", "these settings make no game: {why}"),
    Message("service.record.error.move_refused", "the move {move} cannot be played here: {why}"),
    Message(
        "service.record.exported",
        "The record of table {table}, the whole game ({moves} move): it replays to the end.",
        "The record of table {table}, the whole game ({moves} moves): it replays to the end.",
        "moves",
    ),
    Message(
        "service.record.exported_running",
        "The public record of table {table} so far ({moves} move): no seed and no secret, so "
        "it cannot be replayed until the game is over.",
        "The public record of table {table} so far ({moves} moves): no seed and no secret, "
        "so it cannot be replayed until the game is over.",
        "moves",
    ),
    Message(
        "service.record.replay",
        "The replay of table {table}: {frames} picture, one a turn.",
        "The replay of table {table}: {frames} pictures, one a turn.",
        "frames",
    ),
    Message(
        "service.record.replay_running",
        "The game goes on: this is the game so far, showing only what everyone has seen.",
    ),
    Message(
        "service.record.replay_shortened",
        "The replay of table {table}: {frames} picture, one every {every} turns and the last "
        "(every turn would not fit in Discord's 8 MB).",
        "The replay of table {table}: {frames} pictures, one every {every} turns and the last "
        "(every turn would not fit in Discord's 8 MB).",
        "frames",
    ),
    Message(
        "service.refusal.nothing_to_replay",
        "There is nothing to replay yet: no move has been played at this table.",
    ),
)


def hand_line(w: Catalogue, counts: Sequence[tuple[str, int]]) -> str:
    """`Your hand: 1 brick, 2 ore.` (resources in the bank's order, then commodities)."""
    parts = [w.say("cards.count", count=n, resource=resource(w, r)) for r, n in counts if n]
    return w.say(
        "service.hand.cards", cards=listed(w, parts) if parts else w.say("service.hand.no_cards")
    )


def development_line(w: Catalogue, cards: Sequence[tuple[str, bool]]) -> str:
    """`Development cards: knight, monopoly (not yet).`"""
    if not cards:
        return w.say("service.hand.development.none")
    shown = [
        card(w, c) if ok else w.say("service.hand.not_yet", card=card(w, c)) for c, ok in cards
    ]
    return w.say("service.hand.development", cards=listed(w, shown))


def progress_line(w: Catalogue, progress: Sequence[tuple[str, str, bool]]) -> str:
    """`Progress cards: Alchemist (science), Spy (politics, not now). Play one with /play.`"""
    shown = [
        w.say(
            "service.hand.progress.card" if ok else "service.hand.progress.card.not_now",
            card=card(w, c),
            deck=track(w, deck),
        )
        for c, deck, ok in progress
    ]
    held = listed(w, shown) if shown else w.say("service.hand.progress.none")
    playable = any(ok for _, _, ok in progress)
    return w.say("service.hand.progress.play" if playable else "service.hand.progress", cards=held)


def scores(w: Catalogue, scored: Sequence[tuple[str, object]]) -> str:
    """`Ann 4, Bo 3`."""
    return listed(w, [w.say("service.status.score", player=p, points=n) for p, n in scored])


def points_line(w: Catalogue, scored: Sequence[tuple[str, object]]) -> str:
    """`Points: Ann 4, Bo 3`."""
    return w.say("service.status.points", points=scores(w, scored))


def names_line(w: Catalogue, shown: Sequence[str]) -> str:
    """`Ann, Bo and Cy` in the catalogue's list words."""
    return joined(w, list(shown))


def barbarians_text(w: Catalogue, b: Mapping[str, Any]) -> str:
    """`Barbarians 3 of 7 (strength 4 against knights 2)`."""
    return w.say(
        "service.barbarians",
        position=b["position"],
        length=b["length"],
        strength=b["strength"],
        defence=b["defence"],
    )


def ck_player_line(w: Catalogue, player: str, p: Mapping[str, Any]) -> str:
    """A player's Cities & Knights standing: improvements, progress cards held (a count),
    cards face up, Defender points and hand limit."""
    levels = listed(
        w,
        [
            w.say("service.ck.level", track=track(w, t), level=n)
            for t, n in p["improvements"].items()
        ],
    )
    progress = w.say("service.ck.progress", count=p["progress"])
    shown = [progress] + [w.say("service.ck.face_up", card=card(w, c)) for c in p["progress_vp"]]
    return w.say(
        "service.ck.player",
        player=player,
        levels=levels,
        progress=listed(w, shown),
        defender=w.say("service.ck.defender", count=p["defender"]),
        limit=p["hand_limit"],
    )


def describe_options(w: Catalogue, o: Mapping[str, Any]) -> str:
    """A table's settings in one line (the status's and the lobby's), from their data:
    `rules`, `scenario` (a label or None), `players` (None: the rules' own), `preset`,
    `switches`, `map`, `vp` (its text), `turn_time` (a duration), `quiet_pause` (on or off),
    `reminders` (percentages), `timeout`, `strikes`, `level`."""
    scenario = o["scenario"]
    seats = o.get("players")
    switches = "".join(w.say("service.options.switch", name=k, value=v) for k, v in o["switches"])
    return w.say(
        "service.options.describe",
        rules=option_value(w, "rules", o["rules"]),
        scenario=("" if scenario is None else w.say("service.options.scenario", scenario=scenario))
        + ("" if seats is None else w.say("service.options.players", count=seats)),
        preset=option_value(w, "preset", o["preset"]),
        switches=switches,
        map=option_value(w, "map", o["map"]),
        vp=o["vp"],
        turn_time=o["turn_time"],
        quiet_pause=quiet_pause_text(w, o["quiet_pause"]),
        reminders=reminders_text(w, o["reminders"]),
        timeout=timeout_text(w, o["timeout"], o["strikes"], o["level"]),
    )


def quiet_pause_text(w: Catalogue, on: bool) -> str:
    """Whether the awaited player's clock waits through their quiet hours."""
    return w.say("service.options.quiet_pause.on" if on else "service.options.quiet_pause.off")


def vp_text(w: Catalogue, default: int | None) -> str:
    """The rule set's own victory point target, said to be the default (`10 (default)`)."""
    if default is None:
        return w.say("service.options.vp_default.unknown")
    return w.say("service.options.vp_default", vp=default)


def option_value(w: Catalogue, option: str, value: object) -> str:
    """A setting's value (`base`, `beginner`): as typed in English, by its name in another
    language; a value without words (a map given as data) as it is."""
    key = f"service.options.value.{option}.{value}"
    return w.say(key) if key in w else str(value)


def named_option(option: str, value: object) -> str:
    """`option_value` as a phrase, said in each reader's language."""
    return Phrase(lambda w: option_value(w, option, value))


def reminders_text(w: Catalogue, shown: Sequence[str]) -> str:
    """`reminders at 50% and 90%` (or `no reminders`)."""
    if not shown:
        return w.say("service.options.no_reminders")
    return w.say("service.options.reminders", points=joined(w, list(shown)))


def timeout_text(w: Catalogue, timeout: str, strikes: int, level: str) -> str:
    """The expiry policy, with its strike limit where it has one."""
    if timeout in ("bot", "forfeit", "computer"):
        shown = level_name(w, level)
        return w.say(f"service.options.timeout.{timeout}", strikes=strikes, level=shown)
    return option_value(w, "timeout", timeout)


def level_name(w: Catalogue, level: str) -> str:
    """A computer player's level (`easy`, `strong`) in words; an unknown one as it is."""
    key = f"service.computer.level.{level}"
    return w.say(key) if key in w else level


def plan_line(player: str, sources: Sequence[str], produced: str | None) -> Phrase:
    """`Computer 1 (hard) went for Largest Army and cities on ore.`: a computer player's
    measured plan (its main sources of points, its main resource), in the reader's words."""

    def render(w: Catalogue) -> str:
        said = joined(w, [w.say(f"service.plan.source.{s}") for s in sources])
        if produced is None:
            return w.say("service.plan.line_plain", player=player, sources=said)
        shown = resource(w, produced)
        return w.say("service.plan.line", player=player, sources=said, resource=shown)

    return Phrase(render)


def computer_name(w: Catalogue, number: int, level: str) -> str:
    """A computer seat's display name: `Computer 1 (easy)`."""
    return w.say("service.computer.name", number=number, level=level_name(w, level))


def choices(items: Iterable[str]) -> str:
    """Values to choose from, as a player types them (no translation: they are typed)."""
    return ", ".join(items)


def final_scores(w: Catalogue, results: Sequence[tuple[str, int, int]]) -> str:
    """`Ann 10 (with 1 hidden victory point card), Bo 7`: (name, total, hidden) in order."""
    return listed(
        w,
        [
            w.say("summary.hidden", player=p, points=total, count=hidden)
            if hidden
            else w.say("service.status.score", player=p, points=total)
            for p, total, hidden in results
        ],
    )


def summary_points(
    w: Catalogue,
    scored: Sequence[tuple[str, object]],
    tokens: tuple[Sequence[tuple[str, object]], object] | None,
    barbarians: Mapping[str, Any] | None,
) -> str:
    """`Points: Ann 4, Bo 3` (then the 2-player tokens, then the barbarians)."""
    line = points_line(w, scored)
    if tokens is not None:
        line = w.say("summary.tokens", points=line, tokens=scores(w, tokens[0]), supply=tokens[1])
    if barbarians is not None:
        line = w.say("summary.barbarians", points=line, barbarians=barbarians_text(w, barbarians))
    return line
