"""`python -m bot` (or `hexhaven`): run the bot, sync its commands, check health, back up the
database, play locally."""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path

from bot import health, logs, runner
from bot.service import rule_data, rule_sets
from bot.service.options import LEVELS, scenarios
from bot.service.refusal import unknown_language
from bot.settings import Settings, SettingsError, load_dotenv_file
from bot.version import version
from words.languages import LANGUAGES

#: The rule sets a table may use, and their presets and maps as the engine has them (the engine
#: refuses a preset the chosen rule set lacks, with a sentence).
RULES = rule_sets()
PRESETS = tuple(dict.fromkeys(p for r in RULES for p in rule_data(r)["presets"]))
MAPS = tuple(dict.fromkeys(m for r in RULES for m in rule_data(r)["maps"]))

EXIT_CONFIG = 2


def language(code: str) -> str:
    """`--language`: a code Hexhaven speaks, refused with the service's sentence otherwise."""
    if code not in LANGUAGES:
        raise argparse.ArgumentTypeError(unknown_language(code).message)
    return code


def port_number(text: str) -> int:
    """`--port`: 1-65535."""
    if not (text.isdigit() and 1 <= int(text) <= 65535):
        raise argparse.ArgumentTypeError(f"not a port number (1-65535): {text}")
    return int(text)


def parser() -> argparse.ArgumentParser:
    """The command line."""
    top = argparse.ArgumentParser(
        prog="hexhaven", description="Hexhaven: slow Catan games in Discord threads."
    )
    top.add_argument("--version", action="version", version=f"hexhaven {version()}")
    sub = top.add_subparsers(dest="command")
    sub.add_parser("run", help="run the bot (the default)")
    sync = sub.add_parser("sync", help="register the slash commands with Discord")
    sync.add_argument("--guild", type=int, help="a server id: commands appear there at once")
    sync.add_argument("--global", dest="everywhere", action="store_true", help="sync globally")
    sub.add_parser("health", help="check that the database opens")
    web = sub.add_parser(
        "web",
        help="serve the read-only league and game pages (needs a port), no Discord",
        description=(
            "Serve the read-only league and game pages from the database the bot writes "
            "(HEXHAVEN_DATABASE_URL, else HEXHAVEN_DB), opened read-only; no Discord token "
            "needed. /health answers ok while the database does."
        ),
        epilog=(
            "Settings: HEXHAVEN_WEB_PORT (the port, unless --port), HEXHAVEN_WEB_HOST "
            "(default 127.0.0.1, unless --host), HEXHAVEN_WEB_URL (the address people reach, "
            "for Discord's link buttons). See docs/operations.md, 'The web side'."
        ),
    )
    web.add_argument("--host", help="the address to serve on (over HEXHAVEN_WEB_HOST)")
    web.add_argument(
        "--port", type=port_number, help="the port to serve on (over HEXHAVEN_WEB_PORT)"
    )
    move = sub.add_parser(
        "migrate-db",
        help="copy a SQLite database into an empty PostgreSQL one, and verify it",
    )
    move.add_argument("--from", dest="source", required=True, help="sqlite:///path/to/file.db")
    move.add_argument("--to", dest="target", required=True, help="postgresql://user@host/db")
    backup = sub.add_parser(
        "backup", help="copy the database, even while the bot runs, to a new file"
    )
    backup.add_argument("path", type=Path, help="the new file to write (never overwritten)")
    local = sub.add_parser("local", help="play in this terminal, no Discord needed")
    local.add_argument(
        "players", nargs="*", help="2-4 player names (3-4, or 2 for the 2-player game)"
    )
    local.add_argument("--db", help="database file (default: a temporary one)")
    local.add_argument("--boards", default="boards", help="folder for board pictures")
    local.add_argument("--seed", type=int, help="seed for seat order and the game (repeatable)")
    local.add_argument("--rules", choices=RULES, default="base", help="the rule set")
    local.add_argument("--map", choices=MAPS, default="variable")
    local.add_argument("--preset", choices=PRESETS)
    local.add_argument("--vp", type=int, help="victory points to win")
    local.add_argument(
        "--switch",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule switch over the preset, e.g. dirty_trick=true (repeatable)",
    )
    local.add_argument(
        "--bots", type=int, default=0, help="computer players taking seats beside the names"
    )
    local.add_argument("--level", choices=LEVELS, help="the computer players' level (easy)")
    local.add_argument(
        "--scenario",
        help="Seafarers' scenario (" + ", ".join(scenarios()) + "; default new_shores)",
    )
    local.add_argument(
        "--follow",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="act as the first awaited seat when several are, as during discards (the default; "
        "--no-follow stays with the acting seat, /as switches; one awaited seat is always "
        "followed)",
    )
    local.add_argument(
        "--standings",
        nargs="?",
        const="",
        metavar="LEAGUE",
        help="show the standings of the database's leagues (or of one) instead of playing",
    )
    local.add_argument(
        "--replay",
        metavar="FILE",
        help="step through a game's record (from /game export) instead of playing",
    )
    local.add_argument("--page", type=int, default=1, help="the page of standings to show")
    local.add_argument(
        "--language",
        type=language,
        default="en",
        help="the language the terminal speaks (" + ", ".join(LANGUAGES) + ")",
    )
    local.add_argument(
        "--tournament",
        nargs="?",
        const="",
        metavar="NAME",
        help="show the ranking of the database's tournaments (or of one) instead of playing",
    )
    return top


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line and do it; returns the exit code."""
    args = parser().parse_args(argv)
    load_dotenv_file()
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        print(f"hexhaven: {exc}", file=sys.stderr)
        return EXIT_CONFIG
    logs.configure(settings.log_level, settings.token, settings.log_format)
    try:
        return asyncio.run(_dispatch(args, settings))
    except SettingsError as exc:
        print(f"hexhaven: {exc}", file=sys.stderr)
        return EXIT_CONFIG
    except health.DatabaseFileError as exc:
        print(f"hexhaven: {exc}", file=sys.stderr)
        return 1


async def _dispatch(args: argparse.Namespace, settings: Settings) -> int:
    if args.command == "sync":
        print(await runner.sync(settings, args.guild, args.everywhere))
        return 0
    if args.command == "health":
        print(await health.check(settings.store))
        return 0
    if args.command == "migrate-db":
        from bot.migrate_db import MigrationFailed, migrate_db

        try:
            print(await migrate_db(args.source, args.target))
        except MigrationFailed as exc:
            print(f"hexhaven: migrate-db: {exc}", file=sys.stderr)
            return 1
        return 0
    if args.command == "backup":
        from bot.store.backup import backup

        if isinstance(settings.store, str):
            raise SettingsError(
                "backup copies a SQLite file; back a PostgreSQL database up with pg_dump"
            )
        print(await asyncio.to_thread(backup, settings.database, args.path))
        return 0
    if args.command == "web":
        from dataclasses import replace

        from bot.web.run import run_web

        if args.host:
            settings = replace(settings, web_host=args.host)
        if args.port:
            settings = replace(settings, web_port=args.port)
        return await run_web(settings)
    if args.command == "local":
        from bot.local.main import play

        return await play(args)
    return await runner.run(settings)
