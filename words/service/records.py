"""Records and replays (docs/record-format.md): what is wrong with a record read, and the
exported record and the replay announced."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
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
