"""The numbered migrations that build the schema, oldest first."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Migration:
    """One step of the schema: a number, what it does, and its statements (in SQLite's
    dialect, translated for PostgreSQL by `bot.store.dialect`). `postgres`: the statements
    PostgreSQL runs instead, for the few steps that do not translate (None: translated)."""

    version: int
    description: str
    statements: tuple[str, ...]
    postgres: tuple[str, ...] | None = None


INITIAL = Migration(
    1,
    "tables, seats, action log, snapshots, deadlines, preferences, settings, records",
    (
        """
        CREATE TABLE game_tables (
            id          INTEGER PRIMARY KEY,
            channel     TEXT NOT NULL,
            guild       TEXT,
            host        TEXT NOT NULL,
            status      TEXT NOT NULL DEFAULT 'open'
                        CHECK (status IN ('open', 'playing', 'finished', 'abandoned')),
            options     TEXT NOT NULL,
            seed        INTEGER,
            version     INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0),
            winner      TEXT,
            created_at  REAL NOT NULL,
            started_at  REAL,
            ended_at    REAL
        )
        """,
        # One active game per channel; finished and abandoned ones are kept.
        """
        CREATE UNIQUE INDEX game_tables_active_channel
            ON game_tables (channel) WHERE status IN ('open', 'playing')
        """,
        "CREATE INDEX game_tables_by_channel ON game_tables (channel, id)",
        """
        CREATE TABLE seats (
            table_id     INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
            user_id      TEXT NOT NULL,
            display_name TEXT NOT NULL,
            seat         INTEGER CHECK (seat >= 0),
            joined_at    REAL NOT NULL,
            PRIMARY KEY (table_id, user_id),
            UNIQUE (table_id, seat)
        ) WITHOUT ROWID
        """,
        "CREATE INDEX seats_by_user ON seats (user_id)",
        """
        CREATE TABLE actions (
            table_id   INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
            seq        INTEGER NOT NULL CHECK (seq >= 1),
            player     TEXT NOT NULL,
            notation   TEXT NOT NULL,
            events     TEXT NOT NULL,
            created_at REAL NOT NULL,
            PRIMARY KEY (table_id, seq)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE snapshots (
            table_id   INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
            seq        INTEGER NOT NULL CHECK (seq >= 0),
            state      TEXT NOT NULL,
            created_at REAL NOT NULL,
            UNIQUE (table_id, seq)
        )
        """,
        """
        CREATE TABLE deadlines (
            id         INTEGER PRIMARY KEY,
            table_id   INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
            player     TEXT NOT NULL,
            kind       TEXT NOT NULL,
            due_at     REAL NOT NULL,
            fired      INTEGER NOT NULL DEFAULT 0 CHECK (fired IN (0, 1)),
            created_at REAL NOT NULL
        )
        """,
        "CREATE INDEX deadlines_pending ON deadlines (due_at) WHERE fired = 0",
        "CREATE INDEX deadlines_by_table ON deadlines (table_id, player)",
        """
        CREATE TABLE user_preferences (
            user_id    TEXT NOT NULL,
            key        TEXT NOT NULL,
            value      TEXT NOT NULL,
            updated_at REAL NOT NULL,
            PRIMARY KEY (user_id, key)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE server_settings (
            guild_id   TEXT NOT NULL,
            key        TEXT NOT NULL,
            value      TEXT NOT NULL,
            updated_at REAL NOT NULL,
            PRIMARY KEY (guild_id, key)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE dice_rolls (
            table_id INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
            seq      INTEGER NOT NULL,
            player   TEXT NOT NULL,
            dice     TEXT NOT NULL,
            total    INTEGER NOT NULL,
            PRIMARY KEY (table_id, seq)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE turn_scores (
            table_id INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
            seq      INTEGER NOT NULL,
            turn     INTEGER NOT NULL,
            scores   TEXT NOT NULL,
            PRIMARY KEY (table_id, seq)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE game_records (
            table_id     INTEGER PRIMARY KEY REFERENCES game_tables (id) ON DELETE CASCADE,
            guild        TEXT,
            channel      TEXT NOT NULL,
            outcome      TEXT NOT NULL CHECK (outcome IN ('won', 'abandoned')),
            winner       TEXT,
            final_scores TEXT NOT NULL,
            options      TEXT NOT NULL,
            actions      INTEGER NOT NULL,
            turns        INTEGER NOT NULL,
            started_at   REAL,
            ended_at     REAL NOT NULL
        )
        """,
        "CREATE INDEX game_records_by_guild ON game_records (guild, ended_at)",
        """
        CREATE TABLE game_results (
            table_id     INTEGER NOT NULL REFERENCES game_records (table_id) ON DELETE CASCADE,
            user_id      TEXT NOT NULL,
            display_name TEXT NOT NULL,
            seat         INTEGER NOT NULL,
            public_vp    INTEGER NOT NULL,
            total_vp     INTEGER NOT NULL,
            won          INTEGER NOT NULL CHECK (won IN (0, 1)),
            PRIMARY KEY (table_id, user_id)
        ) WITHOUT ROWID
        """,
        "CREATE INDEX game_results_by_user ON game_results (user_id)",
    ),
)

TIMERS = Migration(
    2,
    "turn timers: reminder stages, seat control (substitutes, placeholders, strikes), vacations",
    (
        # When the clock started, when the scheduler must next look at the deadline (the next
        # reminder, or the expiry itself), and how many reminders were sent.
        "ALTER TABLE deadlines ADD COLUMN starts_at REAL NOT NULL DEFAULT 0",
        "ALTER TABLE deadlines ADD COLUMN wake_at REAL NOT NULL DEFAULT 0",
        "ALTER TABLE deadlines ADD COLUMN stage INTEGER NOT NULL DEFAULT 0 CHECK (stage >= 0)",
        "UPDATE deadlines SET starts_at = created_at, wake_at = due_at",
        "CREATE INDEX deadlines_wake ON deadlines (wake_at) WHERE fired = 0",
        # Who plays each seat of a started game. `player` is the engine's player id, fixed for
        # the game; `user_id` is whoever plays it now (a substitute after a hand-over).
        """
        CREATE TABLE seat_control (
            table_id       INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
            player         TEXT NOT NULL,
            user_id        TEXT NOT NULL,
            display_name   TEXT NOT NULL,
            state          TEXT NOT NULL DEFAULT 'active'
                           CHECK (state IN ('active', 'placeholder', 'forfeited')),
            strikes        INTEGER NOT NULL DEFAULT 0 CHECK (strikes >= 0),
            candidate      TEXT,
            candidate_name TEXT,
            PRIMARY KEY (table_id, player)
        ) WITHOUT ROWID
        """,
        """
        CREATE UNIQUE INDEX seat_control_active_user
            ON seat_control (table_id, user_id) WHERE state = 'active'
        """,
        "CREATE INDEX seat_control_by_user ON seat_control (user_id)",
        """
        INSERT INTO seat_control (table_id, player, user_id, display_name)
            SELECT s.table_id, s.user_id, s.user_id, s.display_name
            FROM seats s JOIN game_tables t ON t.id = s.table_id
            WHERE t.started_at IS NOT NULL
        """,
        """
        CREATE TABLE vacations (
            id        INTEGER PRIMARY KEY,
            user_id   TEXT NOT NULL,
            starts_at REAL NOT NULL,
            until     REAL NOT NULL CHECK (until >= starts_at),
            ended_at  REAL
        )
        """,
        "CREATE INDEX vacations_by_user ON vacations (user_id, starts_at)",
    ),
)

# The action log kept each event as {"event": data, "line": English sentence}; it keeps the data
# alone now, worded when read. The order of an action's events is kept (json_each's key).
EVENTS_AS_DATA = Migration(
    3,
    "action log: events as data, without their English lines",
    (
        """
        UPDATE actions SET events = (
            SELECT json_group_array(json(json_extract(item.value, '$.event')))
            FROM (SELECT value FROM json_each(actions.events) ORDER BY key) AS item
        )
        WHERE EXISTS (
            SELECT 1 FROM json_each(actions.events)
            WHERE json_type(value, '$.event') = 'object'
        )
        """,
    ),
    # The same on PostgreSQL (whose databases were all made after this step, but a database
    # at an older schema, filled from an old file, must come out the same as on SQLite).
    postgres=(
        """
        UPDATE actions SET events = (
            SELECT json_agg(item.value -> 'event' ORDER BY item.number)::text
            FROM json_array_elements(actions.events::json) WITH ORDINALITY
                AS item (value, number)
        )
        WHERE EXISTS (
            SELECT 1 FROM json_array_elements(actions.events::json) AS item (value)
            WHERE json_typeof(item.value -> 'event') = 'object'
        )
        """,
    ),
)

# Leagues own their seasons; a table is tagged to a league's season when it is created. A
# season keeps a copy of the league's settings when it opens (its rating rules hold for the
# whole season). Ratings are kept per season and, under season 0, for the league's all time;
# the games a league has rated (or voided) are listed once each, in the order they were rated,
# which is the order a recompute replays them in. Tournaments will own seasons' games the same
# way (a table tagged with its league and season).
LEAGUES = Migration(
    4,
    "leagues: seasons, league tables, ratings, rated games and placements",
    (
        """
        CREATE TABLE leagues (
            id         INTEGER PRIMARY KEY,
            guild      TEXT NOT NULL,
            name       TEXT NOT NULL,
            settings   TEXT NOT NULL,
            created_by TEXT NOT NULL,
            created_at REAL NOT NULL
        )
        """,
        "CREATE UNIQUE INDEX leagues_by_name ON leagues (guild, name COLLATE NOCASE)",
        """
        CREATE TABLE seasons (
            id         INTEGER PRIMARY KEY,
            league_id  INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
            number     INTEGER NOT NULL CHECK (number >= 1),
            settings   TEXT NOT NULL,
            starts_at  REAL NOT NULL,
            ends_at    REAL,
            closed_at  REAL,
            UNIQUE (league_id, number)
        )
        """,
        "CREATE UNIQUE INDEX seasons_current ON seasons (league_id) WHERE closed_at IS NULL",
        """
        CREATE TABLE league_tables (
            table_id  INTEGER PRIMARY KEY REFERENCES game_tables (id) ON DELETE CASCADE,
            league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
            season_id INTEGER NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
            players   INTEGER NOT NULL CHECK (players >= 1)
        )
        """,
        "CREATE INDEX league_tables_by_season ON league_tables (season_id)",
        """
        CREATE TABLE ratings (
            league_id    INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
            season_id    INTEGER NOT NULL,
            user_id      TEXT NOT NULL,
            display_name TEXT NOT NULL,
            mu           REAL NOT NULL,
            sigma        REAL NOT NULL,
            ordinal      REAL NOT NULL,
            start_mu     REAL NOT NULL,
            start_sigma  REAL NOT NULL,
            games        INTEGER NOT NULL DEFAULT 0,
            wins         INTEGER NOT NULL DEFAULT 0,
            vp_share     REAL NOT NULL DEFAULT 0,
            started      INTEGER NOT NULL DEFAULT 0,
            kept         INTEGER NOT NULL DEFAULT 0,
            timeouts     INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (league_id, season_id, user_id)
        ) WITHOUT ROWID
        """,
        # Covering for a page of standings: the page's players are found in the index alone
        # (however deep the page), then read by key.
        """
        CREATE INDEX ratings_standings
            ON ratings (league_id, season_id, ordinal DESC, games DESC, user_id, started)
        """,
        """
        CREATE TABLE league_games (
            seq       INTEGER PRIMARY KEY,
            table_id  INTEGER NOT NULL UNIQUE REFERENCES game_records (table_id)
                      ON DELETE CASCADE,
            league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
            season_id INTEGER NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
            rated     INTEGER NOT NULL CHECK (rated IN (0, 1)),
            ended_at  REAL NOT NULL
        )
        """,
        "CREATE INDEX league_games_by_season ON league_games (season_id, seq)",
        """
        CREATE TABLE placements (
            table_id     INTEGER NOT NULL REFERENCES league_games (table_id) ON DELETE CASCADE,
            user_id      TEXT NOT NULL,
            league_id    INTEGER NOT NULL,
            season_id    INTEGER NOT NULL,
            seat         INTEGER NOT NULL,
            place        INTEGER NOT NULL,
            rated        INTEGER NOT NULL CHECK (rated IN (0, 1)),
            forfeited    INTEGER NOT NULL CHECK (forfeited IN (0, 1)),
            won          INTEGER NOT NULL CHECK (won IN (0, 1)),
            vp_share     REAL NOT NULL,
            strikes      INTEGER NOT NULL,
            mu           REAL NOT NULL,
            sigma        REAL NOT NULL,
            all_mu       REAL NOT NULL,
            all_sigma    REAL NOT NULL,
            turns        INTEGER NOT NULL,
            think        REAL NOT NULL,
            ended_at     REAL NOT NULL,
            PRIMARY KEY (table_id, user_id)
        ) WITHOUT ROWID
        """,
        "CREATE INDEX placements_by_user ON placements (league_id, user_id, ended_at)",
    ),
)

TOURNAMENTS = Migration(
    5,
    "Swiss tournaments: entrants, rounds' seats and tables",
    (
        """
        CREATE TABLE tournaments (
            id          INTEGER PRIMARY KEY,
            league_id   INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
            season_id   INTEGER NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
            name        TEXT NOT NULL COLLATE NOCASE,
            channel     TEXT NOT NULL,
            rounds      INTEGER NOT NULL CHECK (rounds >= 1),
            table_size  INTEGER NOT NULL CHECK (table_size IN (3, 4)),
            signup_ends REAL NOT NULL,
            round_time  REAL NOT NULL CHECK (round_time > 0),
            status      TEXT NOT NULL CHECK (status IN ('signup', 'running', 'finished')),
            round       INTEGER NOT NULL DEFAULT 0,
            round_began REAL,
            created_by  TEXT NOT NULL,
            created_at  REAL NOT NULL,
            UNIQUE (league_id, name)
        )
        """,
        """
        CREATE TABLE tournament_entrants (
            tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
            user_id       TEXT NOT NULL,
            display_name  TEXT NOT NULL,
            joined_at     REAL NOT NULL,
            PRIMARY KEY (tournament_id, user_id)
        ) WITHOUT ROWID
        """,
        # A round's seats: table_no 0 is a bye. Written with the round, in the transaction
        # that moves `tournaments.round` on, so a round is paired exactly once.
        """
        CREATE TABLE tournament_seats (
            tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
            round         INTEGER NOT NULL,
            table_no      INTEGER NOT NULL CHECK (table_no >= 0),
            user_id       TEXT NOT NULL,
            position      INTEGER NOT NULL,
            PRIMARY KEY (tournament_id, round, user_id)
        ) WITHOUT ROWID
        """,
        # The game of each table of a round, once the bot has opened it in its thread.
        """
        CREATE TABLE tournament_tables (
            tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
            round         INTEGER NOT NULL,
            table_no      INTEGER NOT NULL CHECK (table_no >= 1),
            table_id      INTEGER NOT NULL UNIQUE REFERENCES game_tables (id) ON DELETE CASCADE,
            PRIMARY KEY (tournament_id, round, table_no)
        ) WITHOUT ROWID
        """,
    ),
)

# Computer players. A seat joined by a computer keeps its level in `seats.computer`
# (NULL for a person); its player id is a stable `computer-N`. Once started, a seat a computer
# plays has the state `computer` in `seat_control`, with its level: a computer seat from the
# start, or a person's seat handed to a computer by the expiry policy `computer` (the person,
# still `user_id`, takes it back with /return). SQLite cannot widen a CHECK in place, so
# `seat_control` is copied into a new table with the wider one.
COMPUTERS = Migration(
    6,
    "computer players: computer seats and seats handed to a computer",
    (
        "ALTER TABLE seats ADD COLUMN computer TEXT",
        """
        CREATE TABLE seat_control_new (
            table_id       INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
            player         TEXT NOT NULL,
            user_id        TEXT NOT NULL,
            display_name   TEXT NOT NULL,
            state          TEXT NOT NULL DEFAULT 'active'
                           CHECK (state IN ('active', 'placeholder', 'forfeited', 'computer')),
            strikes        INTEGER NOT NULL DEFAULT 0 CHECK (strikes >= 0),
            candidate      TEXT,
            candidate_name TEXT,
            level          TEXT,
            PRIMARY KEY (table_id, player)
        ) WITHOUT ROWID
        """,
        """
        INSERT INTO seat_control_new (table_id, player, user_id, display_name, state, strikes,
                                      candidate, candidate_name)
            SELECT table_id, player, user_id, display_name, state, strikes, candidate,
                   candidate_name
            FROM seat_control
        """,
        "DROP TABLE seat_control",
        "ALTER TABLE seat_control_new RENAME TO seat_control",
        """
        CREATE UNIQUE INDEX seat_control_active_user
            ON seat_control (table_id, user_id) WHERE state = 'active'
        """,
        "CREATE INDEX seat_control_by_user ON seat_control (user_id)",
    ),
)

# What a committed move must post is owed from its commit: `announced` is the version up to
# which the table's thread has been told (its lines, board, panel and pings posted), and a
# move's commit moves `version` on without it. A started game whose start is not yet posted
# has -1. The tables behind are found by the partial index (see `bot.store.announcements`).
ANNOUNCEMENTS = Migration(
    7,
    "announcements: how far each table's moves have been posted",
    (
        "ALTER TABLE game_tables ADD COLUMN announced INTEGER NOT NULL DEFAULT 0",
        "UPDATE game_tables SET announced = version",
        "CREATE INDEX game_tables_owed ON game_tables (id) WHERE announced < version",
    ),
)

# What was not sent to a player in their quiet hours (a ping, a reminder, a direct message),
# held until `release_at`, when their quiet hours end: the turn timer sends each user's held
# lines then, merged into one message, and deletes them (see `bot.store.held`).
HELD = Migration(
    8,
    "held: pings and direct messages held through a player's quiet hours",
    (
        """
        CREATE TABLE held_notices (
            id INTEGER PRIMARY KEY,
            user_id TEXT NOT NULL,
            table_id INTEGER NOT NULL,
            channel TEXT NOT NULL,
            route TEXT NOT NULL,
            line TEXT NOT NULL,
            created_at REAL NOT NULL,
            release_at REAL NOT NULL
        )
        """,
        "CREATE INDEX held_notices_by_release ON held_notices (release_at)",
    ),
)

# The web side finds a league's pages and a game's page by the unguessable key in their
# address through an index, not by reading every league. A game's key is drawn when its table
# is opened (and here for the tables already kept); a league's is kept in its settings and
# copied into its column whenever they are written.
WEB_KEYS = Migration(
    9,
    "web keys: a league's and a game's page found by its key",
    (
        "ALTER TABLE leagues ADD COLUMN web_key TEXT",
        "CREATE UNIQUE INDEX leagues_by_web_key ON leagues (web_key) WHERE web_key IS NOT NULL",
        "ALTER TABLE game_tables ADD COLUMN web_key TEXT",
        "UPDATE game_tables SET web_key = lower(hex(randomblob(18)))",
        "CREATE UNIQUE INDEX game_tables_by_web_key ON game_tables (web_key)",
    ),
    postgres=(
        'ALTER TABLE leagues ADD COLUMN web_key TEXT COLLATE "C"',
        "CREATE UNIQUE INDEX leagues_by_web_key ON leagues (web_key) WHERE web_key IS NOT NULL",
        'ALTER TABLE game_tables ADD COLUMN web_key TEXT COLLATE "C"',
        "UPDATE game_tables SET web_key = "
        "replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')",
        "CREATE UNIQUE INDEX game_tables_by_web_key ON game_tables (web_key)",
    ),
)

# Taking moves back: an undone move stays in the log with `undone` set to the number of the
# undo that took it back, and the undo itself is a line of the log (notation 'undo', its
# events saying what it took back), so the version still only goes up. A request for the
# others' consent waits in `undo_requests` while the table stays at its version.
UNDO = Migration(
    10,
    "undo: moves taken back marked in the log, requests for consent",
    (
        "ALTER TABLE actions ADD COLUMN undone INTEGER",
        """
        CREATE TABLE undo_requests (
            table_id  INTEGER PRIMARY KEY REFERENCES game_tables (id) ON DELETE CASCADE,
            player    TEXT NOT NULL,
            user_id   TEXT NOT NULL,
            version   INTEGER NOT NULL,
            asked_at  REAL NOT NULL,
            approved  TEXT NOT NULL DEFAULT '[]'
        )
        """,
    ),
)

# Tournaments of the games for five and six: a table may seat 3 to 6. SQLite cannot widen a
# CHECK in place, and dropping a table that others reference would delete their rows (ON
# DELETE CASCADE), so the old table is renamed without the references to it following
# (`legacy_alter_table`): the entrants, seats and tables keep pointing at `tournaments`, which
# the copy then is. PostgreSQL swaps the constraint.
SIX_SEAT_TOURNAMENTS = Migration(
    11,
    "tournaments of tables of up to six",
    (
        "PRAGMA legacy_alter_table = ON",
        "ALTER TABLE tournaments RENAME TO tournaments_old",
        """
        CREATE TABLE tournaments (
            id          INTEGER PRIMARY KEY,
            league_id   INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
            season_id   INTEGER NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
            name        TEXT NOT NULL COLLATE NOCASE,
            channel     TEXT NOT NULL,
            rounds      INTEGER NOT NULL CHECK (rounds >= 1),
            table_size  INTEGER NOT NULL CHECK (table_size BETWEEN 3 AND 6),
            signup_ends REAL NOT NULL,
            round_time  REAL NOT NULL CHECK (round_time > 0),
            status      TEXT NOT NULL CHECK (status IN ('signup', 'running', 'finished')),
            round       INTEGER NOT NULL DEFAULT 0,
            round_began REAL,
            created_by  TEXT NOT NULL,
            created_at  REAL NOT NULL,
            UNIQUE (league_id, name)
        )
        """,
        """
        INSERT INTO tournaments (id, league_id, season_id, name, channel, rounds, table_size,
                                 signup_ends, round_time, status, round, round_began,
                                 created_by, created_at)
            SELECT id, league_id, season_id, name, channel, rounds, table_size, signup_ends,
                   round_time, status, round, round_began, created_by, created_at
            FROM tournaments_old
        """,
        "DROP TABLE tournaments_old",
        "PRAGMA legacy_alter_table = OFF",
    ),
    postgres=(
        "ALTER TABLE tournaments DROP CONSTRAINT tournaments_table_size_check",
        "ALTER TABLE tournaments ADD CONSTRAINT tournaments_table_size_check "
        "CHECK (table_size BETWEEN 3 AND 6)",
    ),
)

# Whether a request for consent to an undo was posted to the table's thread: one stored but
# never posted (the process stopped in between) is posted by the catch-up. Requests standing
# before this step were posted.
UNDO_POSTED = Migration(
    12,
    "undo: whether a request for consent was posted",
    ("ALTER TABLE undo_requests ADD COLUMN posted INTEGER NOT NULL DEFAULT 1",),
)

MIGRATIONS: tuple[Migration, ...] = (
    INITIAL,
    TIMERS,
    EVENTS_AS_DATA,
    LEAGUES,
    TOURNAMENTS,
    COMPUTERS,
    ANNOUNCEMENTS,
    HELD,
    WEB_KEYS,
    UNDO,
    SIX_SEAT_TOURNAMENTS,
    UNDO_POSTED,
)
