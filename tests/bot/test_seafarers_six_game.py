"""Seafarers for six through the simulated Discord (SF-17): a table of the Fog Island opened
with `/game new rules:seafarers scenario:fog_island bots:3`, two people joining, played by the
rule set of Seafarers and the 5–6 extension to a winner. In the special building phase a
person builds a ship through Discord (`/ship build` or the Build menu) and is refused a ship
move, privately, the table unchanged. Then what was posted is scanned for pings, pictures and
hidden information (cards bought and stolen, fog hexes not yet discovered).

The game is short: a low VP target, and resumed from a position near its end reached by the
computer players (`resume_near_end`) unless `HEXHAVEN_GAMES_FROM_THE_LOBBY` is set; one board
picture in ten is drawn. Greater Catan's table, which has no map for five, refuses the fifth
seat at its Join button and `/game join` (SF-17.2)."""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
import simcord

from tests.bot.driver import (
    assert_no_hand_posted,
    assert_no_secret_posted,
    posted_text,
    public_since,
    public_views,
    reply_text,
)
from tests.bot.six_play import (
    Refused,
    Refusing,
    assert_pings_only_awaited,
    play_refusing,
    try_refused,
)
from tests.bot.test_seafarers_game import SEA_PRIORITY, SeaDriver
from tests.bot.world import World, button, world

pytestmark = pytest.mark.asyncio(loop_scope="module")

SCENARIO = "fog_island"
SEED = 4
VP = 8
#: The public points of the position the game is resumed from (see `resume_near_end`).
NEAR_THE_END = 5
ONLY_BUILDS = "In the special building phase you may only build, buy development cards or pass."


@dataclass
class SixSeaDriver(SeaDriver):
    """The Seafarers driver; in the special building phase a person builds the first ship
    they can (once), and builds what the priority says before passing."""

    priority: tuple[str, ...] = (*SEA_PRIORITY, "pass")
    #: The player who built a ship in the special building phase, and where.
    phase_ship: tuple[str, str] | None = None

    async def legal(self) -> list[str]:
        """The moves of the first awaited player."""
        awaiting = (await self.w.service.tables.status(self.channel)).awaiting
        return list(await self.w.service.tables.legal(self.channel, awaiting[0]))

    async def choose(self) -> tuple[str, str] | None:
        view = await self.public_view()
        status = await self.w.service.tables.status(self.channel)
        if view.get("phase") == "special_build" and status.awaiting and not self.phase_ship:
            user = status.awaiting[0]
            legal = await self.w.service.tables.legal(self.channel, user)
            ships = [m for m in legal if m.startswith("build ship")]
            if ships:
                self.phase_ship = (user, ships[0].split()[-1])
                return user, ships[0]
        return await super().choose()


Played = Refusing[SixSeaDriver]


async def _move_refused(driver: SixSeaDriver, view: dict[str, Any], user: str) -> Refused | None:
    """In the special building phase a builder who could build something tries `/ship move`
    instead, then looks at the panel's Build menu."""
    if view.get("phase") != "special_build" or len(await driver.legal()) <= 1:
        return None
    ships = [s["path"] for s in view["seafarers"]["ships"] if s["owner"] == user]
    paths = [str(p["id"]) for p in view["board"]["paths"]]
    start = ships[0] if ships else paths[0]
    move = f"{start} {next(p for p in paths if p != start)}"
    return await try_refused(driver, user, "ship move", move, "build")


def _driver(w: World, thread: simcord.ChannelHandle) -> SixSeaDriver:
    return SixSeaDriver(w, thread, random.Random(SEED))


async def play_six(path: Path) -> Played:
    """Open a Fog Island table of six, start it and play it to its winner."""
    options = {"rules": "seafarers", "scenario": SCENARIO, "vp": VP}
    return await play_refusing(path, SEED, NEAR_THE_END, _driver, _move_refused, **options)


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def played(tmp_path_factory: pytest.TempPathFactory) -> Played:
    """The game, played once for every test of this module."""
    return await play_six(tmp_path_factory.mktemp("sea6") / "bot.db")


async def test_six_seats_play_the_fog_island_for_six_to_a_winner(played: Played) -> None:
    """SF-17.1: a Seafarers table of six (three computers, two people joining) plays the Fog
    Island by the rule set of Seafarers and the 5–6 extension, with its special building
    phase, and ends with a winner, said once."""
    assert "Rules seafarers, scenario The Fog Island" in played.lobby, played.lobby
    assert "(6 seated)" in played.lobby and len(played.names) == 6
    text = posted_text(played.public)
    assert "special building phase for " in text and "is done building" in text
    assert sum(" wins after " in p.content for p in played.public) == 1


async def test_a_ship_is_built_in_the_special_building_phase_through_discord(
    played: Played,
) -> None:
    """SF-17.3: a person awaited in the special building phase builds a ship through Discord
    (`/ship build` with autocomplete or the Build menu), said in public."""
    assert played.driver.phase_ship is not None
    user, path = played.driver.phase_ship
    step = next(s for s in played.driver.steps if s.move == f"build ship {path}")
    assert step.user == user and step.reply.startswith("✅")
    assert f"{played.names[user]} built a ship on {path}." in posted_text(step.posted)


async def test_a_ship_move_in_the_special_building_phase_is_refused(played: Played) -> None:
    """SF-17.3, SF-D29: `/ship move` in the special building phase is refused privately with a
    sentence and changes nothing; neither its autocomplete nor the Build menu offers a move."""
    said, before, after, offered, built = played.refused
    assert ONLY_BUILDS in said, said
    assert before == after
    assert not any(v.startswith("move ship") for v in offered), offered
    assert built and not any(v.startswith("move ship") for v in built), built


async def test_pings_name_exactly_the_players_now_awaited(played: Played) -> None:
    """Every ping goes to a person the game awaits after the move; computers are never
    pinged."""
    assert_pings_only_awaited(played.driver.steps)


async def test_no_public_message_reveals_a_secret(played: Played) -> None:
    """Cards bought and cards stolen are never named in public; the mover hears their own
    secret privately; no hand is posted."""
    assert_no_secret_posted(played.driver.steps, robber=False)
    assert_no_hand_posted(played.public)


def _fog(view: Mapping[str, Any]) -> set[str]:
    return {h["id"] for h in view["board"]["hexes"] if h["terrain"] == "fog"}


async def test_public_pictures_show_no_fog_hex_before_its_discovery(played: Played) -> None:
    """Every public picture is drawn from the public view (no hand, the fog stack only as a
    count); the fog only lifts, and a slot lifted after the first picture was said in public
    to be discovered first."""
    views = public_views(played.public, played.pictures)
    assert views and all(v.get("you") is None for v in views)
    discovered = set(re.findall(r"discovers ([A-Z]+):", posted_text(played.public)))
    fog = _fog(views[0])
    assert fog
    for view in views:
        assert isinstance(view["seafarers"]["fog_left"], int)
        now = _fog(view)
        assert now <= fog, fog - now
        assert fog - now <= discovered, (fog - now, discovered)
        fog = now


async def test_greater_catans_fifth_seat_is_refused_at_the_join_button(tmp_path: Path) -> None:
    """SF-17.2: a Greater Catan table opened without `players` and holding four seats refuses
    a fifth at its Join button and at `/game join` with the scenario's sentence, privately;
    no seat is taken and the lobby posts nothing."""
    async with world(tmp_path / "bot.db") as w:
        alice, bob, carol = w.players
        opened = await alice.slash(
            w.channel, "game new", rules="seafarers", scenario="greater_catan", bots=3
        )
        assert opened.ephemeral and "ready" in opened.response.content, opened.response
        thread = w.channel.threads[0]
        lobby = thread.last_message
        seen = len(w.env.backend.messages[thread.id])
        for refused in (
            await bob.click(lobby, custom_id=button(lobby, "join")),
            await carol.slash(thread, "game join"),
        ):
            said = reply_text(refused)
            assert "Greater Catan has no map for 5 players: it is played by 3 or 4." in said
        assert public_since(w, thread.id, seen) == ()
        assert len((await w.service.core.latest(thread.id)).seats) == 4
