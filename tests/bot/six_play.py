"""A table of six through the simulated Discord, shared by the games for five and six
(`test_six_game.py`, `test_ck_six_game.py`, `test_seafarers_six_game.py`): alice opens it with
three easy computer players and a two-hour turn, bob joins at the lobby's Join button, carol
with `/game join`, and alice starts it; then a driver makes the people's moves and the timers
the computers', until the game is over. Each game may step aside (in the special building
phase) to try something through Discord; `play_refusing` plays a game resumed near its end that
tries, once, a move the phase refuses."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, NamedTuple, TypeVar

import simcord

from bot.service.computers import is_computer_id
from tests.bot.driver import Driver, Posted, Step, public_since, reply_text, resume_near_end
from tests.bot.world import RecordingPictures, World, button, components, world

#: The most rounds of moves (the computers', then one person's) a game of six may take.
ROUNDS = 3000
#: One board picture in this many is drawn (see `RecordingPictures`).
DRAW_EVERY = 10
D = TypeVar("D", bound=Driver)


async def computers(w: World) -> None:
    """The computer players' moves, due at once, made by the timers as the bot's would be."""
    assert w.timers
    await w.timers[-1].inner.run_due()
    await w.env.settle()


async def open_six(w: World, **options: Any) -> tuple[simcord.ChannelHandle, str]:
    """Open a table with three computer players and the `/game new` options given, seat bob
    (Join button) and carol (`/game join`) and start it: the thread, and what its lobby said."""
    alice, bob, carol = w.players
    opened = await alice.slash(
        w.channel, "game new", bots=3, level="easy", turn_time="2h", **options
    )
    assert opened.ephemeral and "ready" in opened.response.content, opened.response
    thread = w.channel.threads[0]
    lobby = thread.last_message
    await bob.click(lobby, custom_id=button(lobby, "join"))
    await carol.slash(thread, "game join")
    lobby_text = "\n".join(p.content for p in public_since(w, thread.id, 0))
    started = await alice.slash(thread, "game start")
    assert started.response.content == "The game is on!"
    return thread, lobby_text


#: Given the public view and the people awaited, does something else than the driver's next
#: move (and says True), or nothing (False).
Aside = Callable[[dict[str, Any], tuple[str, ...]], Awaitable[bool]]


async def play_out(w: World, driver: Driver, aside: Aside) -> tuple[str, ...]:
    """Play the table to its end: the computers' moves when due (after which only people are
    awaited), then the driver's next move for them, unless `aside` acts instead. The table
    must then be finished; returns what its status says in public."""
    for _ in range(ROUNDS):
        await computers(w)
        status = await w.service.tables.status(driver.channel)
        if not status.awaiting:
            break
        assert not any(is_computer_id(p) for p in status.awaiting), status.awaiting
        view = await driver.public_view()
        if await aside(view, tuple(status.awaiting)):
            driver.view = None
            continue
        await driver.step()
    final = await w.service.tables.status(driver.channel)
    table = await w.service.core.latest(driver.channel)
    assert table.row.status == "finished", final.public
    return tuple(final.public)


class Refused(NamedTuple):
    """A move the special building phase refuses, tried by the awaited builder."""

    #: The private reply.
    said: str
    #: The table's version before and after.
    before: int
    after: int
    #: What the command's `move` option autocompletes.
    offered: list[str]
    #: The moves of the panel's menu for such moves.
    built: list[str]


async def try_refused(driver: Driver, user: str, command: str, move: str, menu: str) -> Refused:
    """The player `user` tries `/<command> move:<move>`, then looks at what its autocomplete
    and the panel's `menu` offer."""
    w = driver.w
    actor = w.by_id[user]
    before = (await w.service.core.latest(driver.channel)).row.version
    result = await actor.slash(driver.thread, command, move=move)
    assert result.ephemeral
    after = (await w.service.core.latest(driver.channel)).row.version
    offered = await actor.autocomplete(driver.thread, command, "move", "")
    panel = driver.panel()
    opened = (await actor.click(panel, custom_id=button(panel, menu))).response
    assert opened is not None and opened.ephemeral
    built = [str(o["value"]) for c in components(opened) for o in c.get("options", [])]
    return Refused(reply_text(result), before, after, [str(c["value"]) for c in offered], built)


def assert_pings_only_awaited(steps: Iterable[Step]) -> None:
    """Every ping goes to a person the game awaits after the move, never to a computer."""
    for step in steps:
        for post in step.posted:
            assert set(post.pings) <= set(step.awaiting), (step.move, post)
            assert not any(is_computer_id(p) for p in post.pings)


@dataclass
class Refusing(Generic[D]):
    """What a game of six left behind that refused a move in its special building phase."""

    driver: D
    public: tuple[Posted, ...]
    lobby: str
    refused: Refused
    pictures: RecordingPictures
    names: dict[str, str]


async def play_refusing(
    path: Path,
    seed: int,
    near_the_end: int,
    driver_of: Callable[[World, simcord.ChannelHandle], D],
    refuse: Callable[[D, dict[str, Any], str], Awaitable[Refused | None]],
    **options: Any,
) -> Refusing[D]:
    """Open a table of six with these `/game new` options (see `open_six`), resume it near its
    end (`resume_near_end` at `near_the_end` public points) and play it out with the driver
    `driver_of` makes; the first time `refuse(driver, view, builder)` tries a refused move for
    the first awaited player (it may decline, None, and is asked again), the driver waits."""
    async with world(path, seed, timed=True, draw_every=DRAW_EVERY) as w:
        thread, lobby_text = await open_six(w, **options)
        await resume_near_end(w, thread, seed, near_the_end)
        driver = driver_of(w, thread)
        refused: Refused | None = None

        async def aside(view: dict[str, Any], awaiting: tuple[str, ...]) -> bool:
            nonlocal refused
            if refused is not None:
                return False
            refused = await refuse(driver, view, awaiting[0])
            return refused is not None

        await play_out(w, driver, aside)
        table = await w.service.core.latest(thread.id)
        assert refused is not None
        return Refusing(
            driver,
            public_since(w, thread.id, 0),
            lobby_text,
            refused,
            w.pictures,
            dict(table.names),
        )
