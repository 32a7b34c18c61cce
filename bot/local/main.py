"""`python -m bot local alice bob carol`: set up a table and read commands from the terminal
(or any piped input) until the game ends or the input does."""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
from pathlib import Path
from typing import TextIO

from bot.local.commands import parse
from bot.local.session import LocalSession
from bot.local.standings import standings_lines
from bot.local.tournaments import tournament_lines
from bot.service import Refusal, Service
from bot.service.computers import Thinking
from words import say, speak
from words.languages import DEFAULT, catalogue


async def repl(session: LocalSession, lines: TextIO, *, echo: bool) -> None:
    """Read and do commands until the game is over or the input ends."""
    while not session.over:
        if not echo:
            session.out.write(f"{session.acting}> ")
            session.out.flush()
        line = await asyncio.to_thread(lines.readline)
        if not line:
            break
        if echo and line.strip():
            session.say(f"{session.acting}> {line.strip()}")
        command = parse(line)
        if command is not None:
            await session.handle(command)


def _options(args: argparse.Namespace) -> dict[str, object]:
    options: dict[str, object] = {"map": args.map}
    if getattr(args, "rules", "base") != "base":
        options["rules"] = args.rules
    if args.preset:
        options["preset"] = args.preset
    if args.vp:
        options["vp_to_win"] = args.vp
    if getattr(args, "switch", None):
        options["switches"] = " ".join(args.switch)
    if getattr(args, "level", None):
        options["level"] = args.level
    if getattr(args, "scenario", None):
        options["scenario"] = args.scenario
    return options


async def show_standings(args: argparse.Namespace, out: TextIO) -> int:
    """Print the standings of the leagues in the database `--db` names (or `HEXHAVEN_DB`)."""
    service = await Service.open(args.db)
    language = getattr(args, "language", DEFAULT)
    words = catalogue(language)
    try:
        league = args.standings or None
        boards = Path(args.boards)
        found = await standings_lines(service, boards, league, args.page, language=language)
        for line in found:
            print(speak(line, words), file=out)
    finally:
        await service.close()
    return 0


async def show_tournaments(args: argparse.Namespace, out: TextIO) -> int:
    """Print the ranking of the tournaments in the database `--db` names."""
    service = await Service.open(args.db)
    language = getattr(args, "language", DEFAULT)
    words = catalogue(language)
    try:
        boards, name = Path(args.boards), args.tournament or None
        for line in await tournament_lines(service, boards, name, language=language):
            print(speak(line, words), file=out)
    finally:
        await service.close()
    return 0


async def play(
    args: argparse.Namespace, lines: TextIO | None = None, out: TextIO | None = None
) -> int:
    """Play one local game (or show the database's standings or tournaments); returns the
    exit code."""
    lines = lines or sys.stdin
    out = out or sys.stdout
    if getattr(args, "standings", None) is not None:
        return await show_standings(args, out)
    if getattr(args, "tournament", None) is not None:
        return await show_tournaments(args, out)
    if getattr(args, "replay", None) is not None:
        from bot.local.replay import replay

        return await replay(args, lines, out)
    if not args.players:
        words = catalogue(getattr(args, "language", "en"))
        print(speak(say("terminal.players"), words), file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="hexhaven-") as scratch:
        path = Path(args.db) if args.db else Path(scratch) / "local.db"
        rng = random.Random(args.seed) if args.seed is not None else None
        # The terminal waits for each computer move anyway: threads, unless told otherwise.
        thinking = Thinking.from_env(workers="thread")
        service = await Service.open(path, rng=rng, thinking=thinking)
        try:
            try:
                session = LocalSession(
                    service,
                    list(args.players),
                    out,
                    Path(args.boards),
                    follow=args.follow,
                    bots=getattr(args, "bots", 0) or 0,
                    language=getattr(args, "language", "en"),
                )
                session.say(say("terminal.help_hint"))
                await session.open(_options(args))
            except Refusal as refusal:
                words = catalogue(getattr(args, "language", "en"))
                print(f"hexhaven: {speak(refusal.message, words)}", file=sys.stderr)
                return 2
            await repl(session, lines, echo=not lines.isatty())
        finally:
            await service.close()
    return 0
