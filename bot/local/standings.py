"""`python -m bot local --standings` and the session's `/standings`: the standings of every
league in the local database (or of the one named), as text and a picture in the boards
folder."""

from __future__ import annotations

from pathlib import Path

from bot.pictures import Pictures
from bot.service import Refusal, Service
from words import say
from words.languages import DEFAULT


async def standings_lines(
    service: Service,
    boards: Path,
    league: str | None = None,
    page: int = 1,
    *,
    language: str = DEFAULT,
) -> list[str]:
    """Each league's page of standings, and where its picture (in `language`) was written."""
    found = [
        (guild, name)
        for guild, name in await service.leagues.all()
        if league is None or name.lower() == league.strip().lower()
    ]
    if not found:
        return [
            say("league.terminal.none")
            if league is None
            else say("league.refusal.unknown", name=league)
        ]
    lines: list[str] = []
    pictures = Pictures()
    for guild, name in found:
        try:
            table = await service.leagues.standings(guild, name, page)
        except Refusal as refusal:
            lines.append(refusal.message)
            continue
        boards.mkdir(parents=True, exist_ok=True)
        path = boards / f"standings-{guild}-{table.league}-{table.season}-{table.page}.png"
        path = path.with_name("".join(c if c.isalnum() or c in "-_." else "_" for c in path.name))
        path.write_bytes(await pictures.standings(table, language=language))
        lines += [*table.lines, say("terminal.picture", path=str(path))]
    return lines
