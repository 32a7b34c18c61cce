"""A game of six through the simulated Discord, from the lobby to a winner: three people and
three computer players (`/game new bots:3`, the others joining) play the game for five and six,
its special building phase included. Each builder is prompted in public by name, builds from
the Build menu and passes with the panel's Pass button or `/pass`; a builder whose time runs
out passes by the timer's default; the computers build and pass on their own. Then what was
posted is checked for pings, pictures and hidden information, as the other games are."""

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
from tests.bot.driver import PRIORITY, Driver, Posted, public_since
from tests.bot.world import World, button, world

pytestmark = pytest.mark.asyncio(loop_scope="module")

SEED = 4
VP = 6
TURN = 7200  # the turn time, in seconds (2h)
DEV_CARDS = ("knight", "road building", "year of plenty", "monopoly", "victory point")
RESOURCE = re.compile(r"\b(lumber|brick|wool|grain|ore)\b")


@dataclass
class Played:
    """What the game of six left behind."""

    driver: Driver
    public: tuple[Posted, ...]
    lobby: str
    expired: tuple[Posted, ...]
    expired_builder: str
    pictures: Any
    names: dict[str, str]
    status: str


async def _computers(w: World) -> None:
    """The computer players' moves, due at once, made by the timers as the bot's would be."""
    assert w.timers
    await w.timers[-1].inner.run_due()
    await w.env.settle()


async def play_six(path: Path) -> Played:
    """Open a table of six, start it and play it to its winner."""
    async with world(path, SEED, timed=True, draw_every=10) as w:
        alice, bob, carol = w.players
        opened = await alice.slash(
            w.channel,
            "game new",
            map="beginner",
            vp=VP,
            bots=3,
            level="easy",
            turn_time="2h",
            on_timeout="default",
        )
        assert opened.ephemeral and "ready" in opened.response.content, opened.response
        thread = w.channel.threads[0]
        lobby = thread.last_message
        await bob.click(lobby, custom_id=button(lobby, "join"))
        await carol.slash(thread, "game join")
        lobby_text = "\n".join(p.content for p in public_since(w, thread.id, 0))
        started = await alice.slash(thread, "game start")
        assert started.response.content == "The game is on!"
        driver = Driver(w, thread, random.Random(SEED), priority=(*PRIORITY, "pass"))
        expired: tuple[Posted, ...] = ()
        expired_builder = ""
        for _ in range(3000):
            await _computers(w)
            status = await w.service.tables.status(thread.id)
            if not status.awaiting:
                break
            assert not any(is_computer_id(p) for p in status.awaiting), status.awaiting
            view = await driver.public_view()
            if not expired and view.get("phase") == "special_build":
                # The first person to build after someone's turn lets the time run out:
                # the timer's default passes for them.
                expired_builder = status.awaiting[0]
                # Anyone may look at the board meanwhile: its header names the builder.
                asked = await alice.slash(thread, "board")
                assert asked.ephemeral and asked.response.attachments
                seen = len(w.env.backend.messages[thread.id])
                await w.tick(TURN + 1)
                expired = public_since(w, thread.id, seen)
                driver.view = None
                continue
            await driver.step()
        final = await w.service.tables.status(thread.id)
        table = await w.service.core.latest(thread.id)
        assert table.row.status == "finished", final.public
        return Played(
            driver,
            public_since(w, thread.id, 0),
            lobby_text,
            expired,
            expired_builder,
            w.pictures,
            dict(table.names),
            "\n".join(final.public),
        )


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def played(tmp_path_factory: pytest.TempPathFactory) -> Played:
    """The game, played once for every test of this module."""
    return await play_six(tmp_path_factory.mktemp("six") / "bot.db")


async def test_six_seats_three_of_them_computers_play_to_a_winner(played: Played) -> None:
    """Six seats fill (three computers at once, two people joining) and the game of six ends
    with a winner, said once."""
    assert "🤖 3 computer players (easy) take a seat." in played.lobby
    assert "(6 seated)" in played.lobby
    assert len(played.names) == 6
    assert sum(" wins after " in p.content for p in played.public) == 1


async def test_whose_building_turn_it_is_is_said_in_public(played: Played) -> None:
    """After each turn the thread says who builds in what order, and each builder's public
    prompt names them and the player whose turn is over; passing says who builds next."""
    text = "\n".join(p.content for p in played.public)
    assert "special building phase for " in text and ", in this order." in text
    assert re.search(r"➡️ .+: build after .+'s turn, or pass", text)
    assert "is done building; " in text and "the special building phase is over." in text


async def test_the_panel_offers_build_and_pass_in_the_phase(played: Played) -> None:
    """The panel under a builder's prompt has the Build menu and the Pass button (no trade,
    no cards), and the people passed both by button and by `/pass`."""
    panels = [p.labels for p in played.public if "Pass" in p.labels]
    assert panels
    assert all("Build" in labels and "Trade" not in labels for labels in panels)
    used = played.driver.used
    assert used["pass via button"] and used["pass via slash"]


async def test_the_timer_passes_for_a_builder_out_of_time(played: Played) -> None:
    """A builder who lets the turn time run out passes by the table's default move, and the
    next builder (or the next turn's player) is pinged, never the one who timed out."""
    text = "\n".join(p.content for p in played.expired)
    name = played.names[played.expired_builder]
    assert f"{name} is done building" in text, text
    assert all(played.expired_builder not in p.pings for p in played.expired[1:])


async def test_pings_name_exactly_the_players_now_awaited(played: Played) -> None:
    """Every ping goes to a person the game awaits after the move; a builder is pinged when
    their building turn comes, and computers are never pinged."""
    builders = 0
    for step in played.driver.steps:
        for post in step.posted:
            assert set(post.pings) <= set(step.awaiting), (step.move, post)
            assert not any(is_computer_id(p) for p in post.pings)
        if step.move == "pass" and step.awaiting:
            builders += any(post.pings for post in step.posted)
    assert builders


async def test_no_public_message_reveals_a_secret(played: Played) -> None:
    """Cards bought and cards stolen are never named in public; the mover hears their own
    secret privately."""
    checked = []
    for step in played.driver.steps:
        text = " ".join(p.content + " " + " ".join(p.labels) for p in step.posted)
        if step.move.startswith("buy"):
            assert not any(card in text for card in DEV_CARDS), text
        if step.move.startswith("robber"):
            assert not RESOURCE.search(text), text
        for kind, holders, secret in step.secrets:
            checked.append(kind)
            assert not re.search(rf"\b{re.escape(secret)}\b", text), (kind, secret, text)
            if step.user in holders:
                assert secret in step.reply, (kind, secret, step.reply)
    assert "BoughtDevelopment" in checked
    for post in played.public:
        assert "Your hand" not in post.content and "Development cards:" not in post.content


async def test_public_pictures_are_drawn_from_the_public_view(played: Played) -> None:
    """Boards posted or shown are drawn from the public view, one of them in the special
    building phase (whose header names the builder)."""
    boards = played.pictures.boards
    assert boards and all(view.get("you") is None for view in boards)
    assert any(view.get("phase") == "special_build" for view in boards)
    kinds = {
        played.pictures.digests[hashlib.sha256(picture).hexdigest()]
        for post in played.public
        for picture in post.pictures
    }
    assert kinds <= {"board", "summary"}
