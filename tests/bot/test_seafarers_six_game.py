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

import hashlib
import random
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot.service.computers import is_computer_id
from tests.bot.driver import Posted, public_since, reply_text, resume_near_end
from tests.bot.test_seafarers_game import SEA_PRIORITY, SeaDriver
from tests.bot.world import World, button, components, world

pytestmark = pytest.mark.asyncio(loop_scope="module")

SCENARIO = "fog_island"
SEED = 4
VP = 8
#: The public points of the position the game is resumed from (see `resume_near_end`).
NEAR_THE_END = 5
DRAW_EVERY = 10
DEV_CARDS = ("knight", "road building", "year of plenty", "monopoly", "victory point")
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


@dataclass
class Played:
    """What the game of six left behind."""

    driver: SixSeaDriver
    public: tuple[Posted, ...]
    lobby: str
    refused: tuple[str, int, int, list[str], list[str]]
    pictures: Any
    names: dict[str, str]


async def _computers(w: World) -> None:
    """The computer players' moves, due at once, made by the timers as the bot's would be."""
    assert w.timers
    await w.timers[-1].inner.run_due()
    await w.env.settle()


async def _move_refused(
    w: World, driver: SixSeaDriver
) -> tuple[str, int, int, list[str], list[str]]:
    """The awaited builder tries `/ship move` in the special building phase: (the private
    reply, the table's version before and after, what `/ship move` autocompletes, the moves of
    the panel's Build menu)."""
    view = await driver.public_view()
    user = (await w.service.tables.status(driver.channel)).awaiting[0]
    actor = w.by_id[user]
    ships = [s["path"] for s in view["seafarers"]["ships"] if s["owner"] == user]
    paths = [str(p["id"]) for p in view["board"]["paths"]]
    start = ships[0] if ships else paths[0]
    move = f"{start} {next(p for p in paths if p != start)}"
    before = (await w.service.core.latest(driver.channel)).row.version
    result = await actor.slash(driver.thread, "ship move", move=move)
    assert result.ephemeral
    after = (await w.service.core.latest(driver.channel)).row.version
    offered = await actor.autocomplete(driver.thread, "ship move", "move", "")
    panel = driver.panel()
    menu = (await actor.click(panel, custom_id=button(panel, "build"))).response
    assert menu is not None and menu.ephemeral
    built = [str(o["value"]) for c in components(menu) for o in c.get("options", [])]
    return reply_text(result), before, after, [str(c["value"]) for c in offered], built


async def play_six(path: Path) -> Played:
    """Open a Fog Island table of six, start it and play it to its winner."""
    async with world(path, SEED, timed=True, draw_every=DRAW_EVERY) as w:
        alice, bob, carol = w.players
        opened = await alice.slash(
            w.channel,
            "game new",
            rules="seafarers",
            scenario=SCENARIO,
            vp=VP,
            bots=3,
            level="easy",
            turn_time="2h",
        )
        assert opened.ephemeral and "ready" in opened.response.content, opened.response
        thread = w.channel.threads[0]
        lobby = thread.last_message
        await bob.click(lobby, custom_id=button(lobby, "join"))
        await carol.slash(thread, "game join")
        lobby_text = "\n".join(p.content for p in public_since(w, thread.id, 0))
        started = await alice.slash(thread, "game start")
        assert started.response.content == "The game is on!"
        await resume_near_end(w, thread, SEED, NEAR_THE_END)
        driver = SixSeaDriver(w, thread, random.Random(SEED))
        refused: tuple[str, int, int, list[str], list[str]] | None = None
        for _ in range(3000):
            await _computers(w)
            status = await w.service.tables.status(thread.id)
            if not status.awaiting:
                break
            assert not any(is_computer_id(p) for p in status.awaiting), status.awaiting
            view = await driver.public_view()
            building = view.get("phase") == "special_build"
            if refused is None and building and len(await driver.legal()) > 1:
                # A builder who could build something tries to move a ship instead.
                refused = await _move_refused(w, driver)
                driver.view = None
                continue
            await driver.step()
        table = await w.service.core.latest(thread.id)
        assert table.row.status == "finished"
        assert refused is not None
        return Played(
            driver,
            public_since(w, thread.id, 0),
            lobby_text,
            refused,
            w.pictures,
            dict(table.names),
        )


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def played(tmp_path_factory: pytest.TempPathFactory) -> Played:
    """The game, played once for every test of this module."""
    return await play_six(tmp_path_factory.mktemp("sea6") / "bot.db")


def _text(posted: tuple[Posted, ...]) -> str:
    return " ".join(p.content + " " + " ".join(p.labels) for p in posted)


async def test_six_seats_play_the_fog_island_for_six_to_a_winner(played: Played) -> None:
    """SF-17.1: a Seafarers table of six (three computers, two people joining) plays the Fog
    Island by the rule set of Seafarers and the 5–6 extension, with its special building
    phase, and ends with a winner, said once."""
    assert "Rules seafarers, scenario The Fog Island" in played.lobby, played.lobby
    assert "(6 seated)" in played.lobby and len(played.names) == 6
    text = _text(played.public)
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
    assert f"{played.names[user]} built a ship on {path}." in _text(step.posted)


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
    for step in played.driver.steps:
        for post in step.posted:
            assert set(post.pings) <= set(step.awaiting), (step.move, post)
            assert not any(is_computer_id(p) for p in post.pings)


async def test_no_public_message_reveals_a_secret(played: Played) -> None:
    """Cards bought and cards stolen are never named in public; the mover hears their own
    secret privately; no hand is posted."""
    for step in played.driver.steps:
        text = _text(step.posted)
        if step.move.startswith("buy"):
            assert not any(card in text for card in DEV_CARDS), text
        for kind, holders, secret in step.secrets:
            assert not re.search(rf"\b{re.escape(secret)}\b", text), (kind, secret, text)
            if step.user in holders:
                assert secret in step.reply, (kind, secret, step.reply)
    for post in played.public:
        assert "Your hand" not in post.content and "Development cards:" not in post.content


def _fog(view: dict[str, Any]) -> set[str]:
    return {h["id"] for h in view["board"]["hexes"] if h["terrain"] == "fog"}


async def test_public_pictures_show_no_fog_hex_before_its_discovery(played: Played) -> None:
    """Every public picture is drawn from the public view (no hand, the fog stack only as a
    count); the fog only lifts, and a slot lifted after the first picture was said in public
    to be discovered first."""
    pictures = played.pictures
    posted = [hashlib.sha256(p).hexdigest() for post in played.public for p in post.pictures]
    views = [v for digest in posted for v in pictures.sources.get(digest, [])]
    assert views and all(v.get("you") is None for v in views)
    discovered = set(re.findall(r"discovers ([A-Z]+):", _text(played.public)))
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
