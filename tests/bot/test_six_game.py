"""A game of six through the simulated Discord, from the lobby to a winner: three people and
three computer players (`/game new bots:3`, the others joining) play the game for five and six,
its special building phase included. Each builder is prompted in public by name, builds from
the Build menu and passes with the panel's Pass button or `/pass`; a builder whose time runs
out passes by the timer's default; the computers build and pass on their own. Then what was
posted is checked for pings, pictures and hidden information, as the other games are."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from tests.bot.driver import (
    PRIORITY,
    Driver,
    Posted,
    assert_no_hand_posted,
    assert_no_secret_posted,
    picture_kinds,
    public_since,
)
from tests.bot.six_play import DRAW_EVERY, assert_pings_only_awaited, open_six, play_out
from tests.bot.world import world

pytestmark = pytest.mark.asyncio(loop_scope="module")

SEED = 4
VP = 6
TURN = 7200  # the turn time, in seconds (2h)


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


async def play_six(path: Path) -> Played:
    """Open a table of six, start it and play it to its winner."""
    async with world(path, SEED, timed=True, draw_every=DRAW_EVERY) as w:
        thread, lobby_text = await open_six(w, map="beginner", vp=VP, on_timeout="default")
        driver = Driver(w, thread, random.Random(SEED), priority=(*PRIORITY, "pass"))
        expired: tuple[Posted, ...] = ()
        expired_builder = ""

        async def let_time_run_out(view: dict[str, Any], awaiting: tuple[str, ...]) -> bool:
            nonlocal expired, expired_builder
            if expired or view.get("phase") != "special_build":
                return False
            # The first person to build after someone's turn lets the time run out: the
            # timer's default passes for them.
            expired_builder = awaiting[0]
            # Anyone may look at the board meanwhile: its header names the builder.
            asked = await w.players[0].slash(thread, "board")
            assert asked.ephemeral and asked.response.attachments
            seen = len(w.env.backend.messages[thread.id])
            await w.tick(TURN + 1)
            expired = public_since(w, thread.id, seen)
            return True

        final = await play_out(w, driver, let_time_run_out)
        table = await w.service.core.latest(thread.id)
        return Played(
            driver,
            public_since(w, thread.id, 0),
            lobby_text,
            expired,
            expired_builder,
            w.pictures,
            dict(table.names),
            "\n".join(final),
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
    assert_pings_only_awaited(played.driver.steps)
    builders = [
        step
        for step in played.driver.steps
        if step.move == "pass" and step.awaiting and any(post.pings for post in step.posted)
    ]
    assert builders


async def test_no_public_message_reveals_a_secret(played: Played) -> None:
    """Cards bought and cards stolen are never named in public; the mover hears their own
    secret privately."""
    checked = assert_no_secret_posted(played.driver.steps)
    assert "BoughtDevelopment" in checked
    assert_no_hand_posted(played.public)


async def test_public_pictures_are_drawn_from_the_public_view(played: Played) -> None:
    """Boards posted or shown are drawn from the public view, one of them in the special
    building phase (whose header names the builder)."""
    boards = played.pictures.boards
    assert boards and all(view.get("you") is None for view in boards)
    assert any(view.get("phase") == "special_build" for view in boards)
    kinds = picture_kinds(played.public, played.pictures)
    assert kinds <= {"board", "summary"}
