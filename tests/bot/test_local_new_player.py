"""The terminal as a new player finds it: it is never stuck when several seats must act, bare
commands say what they need, and its prompts and lines say what the game means."""

from __future__ import annotations

import io
import random
from pathlib import Path

from bot.local.commands import parse
from bot.local.session import CHANNEL, LocalSession
from bot.service import Service
from tests.bot.test_local import pick, typed
from tests.service.helpers import started_table

PLAYERS = ["alice", "bob", "carol"]


async def _until_several_discard(
    tmp_path: Path, *, follow: bool = True, seed: int = 5
) -> tuple[Service, LocalSession, io.StringIO]:
    """A base game played from the legal moves until a 7 makes several seats discard."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    service = await Service.open(tmp_path / "local.db", rng=random.Random(seed))
    out = io.StringIO()
    session = LocalSession(service, PLAYERS, out, tmp_path / "boards", follow=follow)
    await session.open({"map": "beginner"})
    rng = random.Random(seed)
    for _ in range(2000):
        awaiting = (await service.tables.status(CHANNEL)).awaiting
        if len(awaiting) > 1:
            legal = await service.tables.legal(CHANNEL, awaiting[0])
            if any(m.startswith("discard") for m in legal):
                return service, session, out
        if session.acting not in awaiting:
            await session.handle(parse(f"/as {awaiting[0]}"))  # type: ignore[arg-type]
        legal = await service.tables.legal(CHANNEL, session.acting)
        await session.handle(parse(typed(pick(legal, rng))))  # type: ignore[arg-type]
    raise AssertionError("no discard by several seats")


async def _typed(session: LocalSession, out: io.StringIO, line: str) -> str:
    """What the session prints for one typed line."""
    start = len(out.getvalue())
    await session.handle(parse(line))  # type: ignore[arg-type]
    return out.getvalue()[start:]


async def test_never_stuck_when_several_seats_must_act(tmp_path: Path) -> None:
    """A seat with nothing to do while others must act (a discard by several after a 7) is told
    who must act and how to switch, by `/moves` and after any refusal; and by default the
    terminal follows the first seat that must act (`--no-follow` stays, `/as` switches)."""
    service, session, out = await _until_several_discard(tmp_path, follow=False)
    awaiting = (await service.tables.status(CHANNEL)).awaiting
    idle = next(p for p in PLAYERS if p not in awaiting)
    await session.handle(parse(f"/as {idle}"))  # type: ignore[arg-type]
    first = awaiting[0]
    hint = f"Nothing for {idle} now: waiting for "
    for line in ("/moves", "/end", "/discard 1 lumber"):
        said = await _typed(session, out, line)
        assert hint in said and f"Type /as {first} to act as {first}." in said, (line, said)
    assert "(nothing now)" not in out.getvalue()
    await service.close()

    # Followed by default: the session acts as an awaited seat without /as.
    service, session, out = await _until_several_discard(tmp_path / "follow")
    assert session.acting in (await service.tables.status(CHANNEL)).awaiting
    await service.close()


async def _fresh(
    tmp_path: Path, players: list[str] = PLAYERS, language: str = "en", **options: object
) -> tuple[Service, LocalSession, io.StringIO]:
    """A fresh local game, nothing typed yet."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    service = await Service.open(tmp_path / "local.db", rng=random.Random(1))
    out = io.StringIO()
    session = LocalSession(service, players, out, tmp_path / "boards", language=language)
    await session.open({"map": "beginner", **options})
    return service, session, out


async def test_bare_commands_say_what_they_need(tmp_path: Path) -> None:
    """A command that needs arguments, typed bare, says what it needs with the help's example,
    in the session's language, and changes nothing (no internal notation leaks)."""
    service, session, out = await _fresh(tmp_path)
    version = (await service.tables.status(CHANNEL)).public
    assert (await _typed(session, out, "/pirate")).startswith(
        "✗ /pirate needs the hex to move the pirate to"
    )
    assert "e.g. /pirate X steal bob." in await _typed(session, out, "/pirate")
    ship = await _typed(session, out, "/ship")
    assert "e.g. /ship build 12-17 or /ship move 12-17 17-23." in ship
    assert "build ship " not in ship
    assert "e.g. /knight build 23" in await _typed(session, out, "/knight")
    for bare in ("/build", "/robber", "/discard", "/trade", "/wall", "/improve", "/neutral"):
        said = await _typed(session, out, bare)
        assert said.startswith(f"✗ {bare} needs ") and "e.g. " in said, said
    assert (await service.tables.status(CHANNEL)).public == version
    await service.close()

    service, session, out = await _fresh(tmp_path / "nl", language="nl")
    assert "bv. /pirate X steal bob." in await _typed(session, out, "/pirate")
    await service.close()


async def test_ck_setup_road_after_a_city_says_city(tmp_path: Path) -> None:
    """In Cities & Knights the second set-up building is a city: a road typed before it is
    refused naming the city, and the prompt after it says the road goes from the new city."""
    service, session, out = await _fresh(tmp_path, rules="cities_knights")
    spare = ""  # a free path, not taken in round 1
    for _ in range(20):
        legal = await service.tables.legal(CHANNEL, session.acting)
        if any(m.startswith("build city") for m in legal):
            break
        if legal[0].startswith("build road"):
            spare = legal[-1]
        await session.handle(parse(typed(legal[0])))  # type: ignore[arg-type]
    else:
        raise AssertionError("no set-up city")
    said = await _typed(session, out, typed(spare))
    assert said.startswith("✗ Place your city first, then a road."), said
    city = next(m for m in legal if m.startswith("build city"))
    said = await _typed(session, out, typed(city))
    assert "Place a road from your new city on one of the marked paths" in said, said
    assert "new settlement" not in said
    await service.close()


async def test_moves_during_a_discard_lists_a_few_and_how_to_type_one(tmp_path: Path) -> None:
    """`/moves` during a discard lists a few combinations, then how many more and how to type
    the cards thrown away, instead of every combination; a gap stays between the columns."""
    service, session, out = await _until_several_discard(tmp_path, seed=1)
    counts = {p: len(await service.tables.legal(CHANNEL, p)) for p in PLAYERS}
    many = max(counts, key=counts.__getitem__)
    assert counts[many] > 4
    await session.handle(parse(f"/as {many}"))  # type: ignore[arg-type]
    said = (await _typed(session, out, "/moves")).splitlines()
    combinations = [line for line in said if line.startswith("  discard ")]
    assert 0 < len(combinations) <= 4, said
    assert all("  Discard " in line for line in combinations)
    assert "e.g. /discard 2 ore 1 grain." in said[-1] and "other way" in said[-1], said
    await service.close()


async def test_table_settings_show_the_default_vp_target_as_a_number(tmp_path: Path) -> None:
    """The table's settings line names the victory points the rule set plays to when the table
    sets no target of its own (a Seafarers scenario its own), saying it is the default, and the
    table's own target when it sets one."""
    service, _session, out = await _fresh(tmp_path)
    assert "VP target 10 (default)," in out.getvalue()
    await service.close()
    service, _session, out = await _fresh(tmp_path / "sea", rules="seafarers")
    assert "scenario Heading for New Shores" in out.getvalue()
    assert "VP target 14 (default)," in out.getvalue()
    await service.close()
    service, _session, out = await _fresh(tmp_path / "own", vp_to_win=8)
    assert "VP target 8," in out.getvalue()
    await service.close()
    service, _session, out = await _fresh(tmp_path / "nl", language="nl")
    assert "doel 10 (standaard) OP" in out.getvalue()
    await service.close()


async def test_start_lines_say_why_the_first_placer_places_first(tmp_path: Path) -> None:
    """The seat order is the table's circle; who places first comes from the start roll, so the
    start names the rolls and says who rolled highest, rather than a bare "X places first"
    after a seat order that does not begin with X. The thread's catch-up after an absence says
    the start in the same lines, and so do Dutch and German."""
    service, session, out = await _fresh(tmp_path)
    begins, why = out.getvalue().splitlines()[1:3]
    assert begins == "The game begins! Seat order: bob, carol and alice."
    assert why.startswith("Start roll: bob ") and why.endswith(
        f". {session.acting} rolled highest and places first."
    ), why
    await service.close()

    # The Discord thread's lines: the start, and its catch-up after an absence, agree.
    service = await Service.open(tmp_path / "discord.db", rng=random.Random(1))
    started = await started_table(service, 42)
    assert started.table is not None
    said = [str(line) for line in started.public]
    assert said[1].startswith("Start roll: ") and "rolled highest and places first." in said[1]
    missed = await service.announcements.catch_up(started.table)
    assert missed is not None
    assert [str(line) for line in missed.public[1:3]] == said
    await service.close()
    for language, seats, first in (
        ("nl", "Zitvolgorde: bob, carol en alice.", "gooide het hoogst en begint."),
        ("de", "Sitzordnung: bob, carol und alice.", "hat am höchsten gewürfelt und setzt zuerst."),
    ):
        service, session, out = await _fresh(tmp_path / language, language=language)
        begins, why = out.getvalue().splitlines()[1:3]
        assert begins.endswith(seats) and why.endswith(f"{session.acting} {first}"), (begins, why)
        await service.close()


async def test_tracks_typed_in_the_readers_language(tmp_path: Path) -> None:
    """A Dutch or German player types the Cities & Knights tracks in their language
    (`/improve wetenschap`, `/improve Wissenschaft`): the terminal reads them as the tracks (the
    refusal is the game's, not a word it cannot read), and a word that names no track is
    refused naming the tracks in the reader's language."""
    for language, track, listed in (
        ("nl", "wetenschap", "(handel, politiek, wetenschap)"),
        ("de", "Wissenschaft", "(Handel, Politik, Wissenschaft)"),
    ):
        service, session, out = await _fresh(
            tmp_path / language, language=language, rules="cities_knights"
        )
        assert parse(f"/improve {track}").move == "improve science"  # type: ignore[union-attr]
        said = await _typed(session, out, f"/improve {track}")
        assert said.startswith("✗ ") and listed not in said, said
        said = await _typed(session, out, "/improve sterrenkunde")
        assert listed in said and "science" not in said, said
        await service.close()
