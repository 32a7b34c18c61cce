"""`python -m bot local --tournament [NAME]`: the ranking of every tournament in the local
database (or of the one named), as text and a picture in the boards folder."""

from __future__ import annotations

from pathlib import Path

from bot.pictures import Pictures
from bot.service import Refusal, Service
from words import say
from words.languages import DEFAULT


async def tournament_lines(
    service: Service, boards: Path, name: str | None = None, *, language: str = DEFAULT
) -> list[str]:
    """Each tournament's ranking so far, and where its picture (in `language`) was written."""
    found = [
        (guild, league, title)
        for guild, league, title in await service.tournaments.all()
        if name is None or title.lower() == name.strip().lower()
    ]
    if not found:
        return [
            say("tournament.terminal.none")
            if name is None
            else say("tournament.refusal.unknown", name=name)
        ]
    lines: list[str] = []
    pictures = Pictures()
    for guild, league, title in found:
        try:
            ranking = await service.tournaments.ranking(guild, league, title)
        except Refusal as refusal:
            lines.append(refusal.message)
            continue
        boards.mkdir(parents=True, exist_ok=True)
        path = boards / f"tournament-{guild}-{league}-{title}-{ranking.round}.png"
        path = path.with_name("".join(c if c.isalnum() or c in "-_." else "_" for c in path.name))
        path.write_bytes(await pictures.ranking(ranking, language=language))
        lines += [*ranking.lines, say("terminal.picture", path=str(path))]
    return lines
