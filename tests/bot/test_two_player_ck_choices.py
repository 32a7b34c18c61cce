"""C&K for two through the simulated Discord (part B, the choices about neutral knights):
from an arranged position, the Deserter played against a neutral whose weakest knights are
equally strong is a choice of its own (TP-CK-PC-1): its player is told with its words, the board
marks the legal knights, `/choose` and the panel's Choose menu list only those, strangers and the
opponent are refused, and the turn timer reminds and then plays the engine's default. Then a
neutral's knight driven away is placed again by the current player (TP-D15), with words
saying whose knight it is."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord
import pytest
import pytest_asyncio
from simcord.results import to_discord_message

from bot.service import Service
from bot.store import actions
from engine import Game
from engine.rules.two_player.state import tp
from tests.bot.driver import EPHEMERAL, public_since, reply_text
from tests.bot.test_ck_game import HIDDEN_IDS, hidden, strings
from tests.bot.world import World, button, components, select_holding, world
from tests.engine.ck.vocab import knight, progress_cards
from tests.engine.vocab import place, skip_setup

pytestmark = pytest.mark.asyncio(loop_scope="module")

SEED = 11
HALF_HOUR = 1800.0
N1 = "neutral-1"


def arranged(game: Game) -> tuple[str, str]:
    """The position, on a C&K-for-two table's game in set-up: its first player to act is past
    both rolls with a settlement on 25, roads 19-25, 14-19, 25-31, an active mighty knight on
    19 and a Deserter; Neutral 1 (on 9) has roads 9-13, 13-18, 9-14, basic knights on 13 and
    18 and a strong one on 14. Returns (the player, the opponent)."""
    me = game.awaiting()[0]
    other = next(p for p in game.players if p != me)
    skip_setup(game, me)
    game.phase, game.has_rolled = "main", True
    tp(game).rolls = 2
    place(game, me, settlement=25, roads=["19-25", "14-19", "25-31"])
    place(game, N1, roads=["9-13", "13-18", "9-14"])
    knight(game, N1, 13, active=False)
    knight(game, N1, 18, active=False)
    knight(game, N1, 14, level=2, active=False)
    knight(game, me, 19, level=3, active=True)
    progress_cards(game, me, "deserter")
    return me, other


async def install(service: Service, channel: int | str) -> tuple[str, str]:
    """Arrange the position on the channel's table, saved as its state at its version."""
    table = await service.core.latest(channel)
    game = (await service.core.game(table)).copy()
    players = arranged(game)
    async with service.store.transaction() as db:
        await actions.save_snapshot(db, table.id, table.row.version, game.to_dict(), service.now())
    service.core.cache.drop(table.id)
    return players


async def open_two(w: World) -> Any:
    """A C&K table with two seats and a one-hour clock that plays the default on expiry."""
    alice, bob, _carol = w.players
    before = {t.id for t in w.channel.threads}
    opened = await alice.slash(
        w.channel,
        "game new",
        map="beginner",
        rules="cities_knights",
        turn_time="1h",
        on_timeout="default",
    )
    assert opened.ephemeral, opened.response
    thread = next(t for t in w.channel.threads if t.id not in before)
    lobby = thread.last_message
    await bob.click(lobby, custom_id=button(lobby, "join"))
    started = await alice.slash(thread, "game start")
    assert started.response.content == "The game is on!"
    return thread


def options(message: Any) -> list[str]:
    return [str(o.get("value")) for c in components(message) for o in c.get("options", [])]


def labels(message: Any) -> list[str]:
    return [str(o.get("label")) for c in components(message) for o in c.get("options", [])]


def panel(w: World, channel: int) -> discord.Message:
    """The newest public message with a turn panel."""
    for message in reversed(w.env.backend.messages.get(channel, {}).values()):
        if not message.flags & EPHEMERAL and message.components:
            return to_discord_message(w.env, message)
    raise AssertionError("no panel in the thread")


async def version(w: World, channel: int) -> int:
    return (await w.service.tables.status(channel)).version or 0


async def knights_of(w: World, channel: int) -> dict[int, tuple[str, int]]:
    """Intersection -> (owner, level) of every knight on the board, from the public view."""
    view = (await w.service.tables.board(channel)).view or {}
    return {k["intersection"]: (k["owner"], k["level"]) for k in view["cities_knights"]["knights"]}


Scene = tuple[World, Any, str, str]
STEPS: dict[str, Callable[[Scene], Awaitable[None]]] = {}


def step(fn: Callable[[Scene], Awaitable[None]]) -> Callable[[Scene], Awaitable[None]]:
    STEPS[fn.__name__] = fn
    return fn


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, BaseException | None]:
    """The arranged table played once, step by step (each goes on from the last), inside one
    simulated Discord with turn timers: what each step raised, if anything."""
    path = tmp_path_factory.mktemp("ck2choices") / "bot.db"
    out: dict[str, BaseException | None] = {}
    async with world(path, SEED, timed=True) as w:
        thread = await open_two(w)
        me, other = await install(w.service, thread.id)
        for name, fn in STEPS.items():
            try:
                await fn((w, thread, me, other))
                out[name] = None
            except Exception as exc:  # kept for the step's own test to raise
                out[name] = exc
    return out


def passed(results: dict[str, BaseException | None], name: str) -> None:
    failure = results[name]
    if failure is not None:
        raise failure


@step
async def deserter_against_a_neutral_with_equal_knights_is_a_choice(scene: Scene) -> None:
    """TP-CK-PC-1: `/play deserter` offers Neutral 1 as a target; played, the player is told
    publicly and privately to choose which of Neutral 1's knights deserts, and the board
    picture marks only the two basic knights (13 and 18), not the strong one (14)."""
    w, thread, me, _other = scene
    actor = w.by_id[me]
    targets = await actor.autocomplete(thread, "play", "target", "", card="deserter")
    assert [t["value"] for t in targets] == [N1], targets
    assert "Neutral 1" in targets[0]["name"], targets
    seen = len(w.env.backend.messages.get(thread.id, {}))
    marked = len(w.pictures.highlights)
    played = await actor.slash(thread, "play", card="deserter", target=N1)
    said = reply_text(played)
    assert said.startswith("✅"), said
    assert "Neutral 1's weakest knights are equally strong" in said, said
    posted = public_since(w, thread.id, seen)
    text = " ".join(p.content for p in posted)
    # The player goes on acting, so is named (not pinged again) with what the game awaits.
    assert f"<@{me}>: choose which of Neutral 1's knights deserts" in text, text
    highlights = [h for h in w.pictures.highlights[marked:] if h]
    assert highlights and dict(highlights[-1]) == {"intersections": [13, 18]}, highlights


@step
async def choose_lists_only_the_neutrals_weakest_knights(scene: Scene) -> None:
    """TP-CK-PC-1: `/choose`'s autocomplete and the panel's Choose menu list exactly the two
    equally weak knights, worded as Neutral 1's knight deserting (not the player's own)."""
    w, thread, me, _other = scene
    actor = w.by_id[me]
    offered = await actor.autocomplete(thread, "choose", "option", "")
    assert sorted(o["value"] for o in offered) == ["desert 13", "desert 18"], offered
    names = {o["value"]: o["name"] for o in offered}
    assert names["desert 13"] == "Neutral 1's basic knight at 13 deserts", names
    board = panel(w, thread.id)
    menu = (await actor.click(board, custom_id=button(board, "choose"))).response
    assert menu is not None and menu.ephemeral
    assert sorted(options(menu)) == ["desert 13", "desert 18"], options(menu)
    assert not any("your" in label.lower() for label in labels(menu)), labels(menu)


@step
async def strangers_and_the_opponent_are_refused(scene: Scene) -> None:
    """Only the current player answers the choice; a stranger and the opponent are
    refused privately and the game does not move."""
    w, thread, _me, other = scene
    before = await version(w, thread.id)
    for actor in (w.stranger, w.by_id[other]):
        said = await actor.slash(thread, "choose", option="desert 13")
        assert said.ephemeral and not reply_text(said).startswith("✅"), reply_text(said)
    assert await w.stranger.autocomplete(thread, "choose", "option", "") == []
    assert await version(w, thread.id) == before


@step
async def the_timer_reminds_then_lets_the_first_weakest_knight_desert(scene: Scene) -> None:
    """With the turn timers: the choice is the player's deadline of its own kind; the
    status and the reminder word it; when the clock runs out the engine's default (the first
    of the weakest knights, 13) deserts, and the player's own knight is awaited next."""
    w, thread, me, _other = scene
    status = " ".join((await w.service.tables.status(thread.id)).public)
    assert "to choose which neutral knight deserts" in status, status
    seen = len(w.env.backend.messages.get(thread.id, {}))
    assert await w.tick(HALF_HOUR) > 0
    text = " ".join(p.content for p in public_since(w, thread.id, seen))
    assert "left to choose which neutral knight deserts" in text, text
    seen = len(w.env.backend.messages.get(thread.id, {}))
    assert await w.tick(HALF_HOUR) > 0
    text = " ".join(p.content for p in public_since(w, thread.id, seen))
    assert "⌛ Time is up" in text and "choose which neutral knight deserts" in text, text
    knights = await knights_of(w, thread.id)
    assert 13 not in knights and knights[18] == (N1, 1) and knights[14] == (N1, 2), knights
    assert (await w.service.tables.status(thread.id)).awaiting == (me,)
    said = await w.by_id[me].slash(thread, "choose", option="deserter none")
    assert reply_text(said).startswith("✅"), reply_text(said)


@step
async def a_driven_away_neutral_knight_is_placed_by_the_current_player(scene: Scene) -> None:
    """TP-D15 (TP-B3): the player's mighty knight drives Neutral 1's strong knight from 14;
    the player is told to place Neutral 1's knight (not "your knight"), privately told whose
    it is, the board marks where it may go, and the Choose menu places it there."""
    w, thread, me, other = scene
    actor = w.by_id[me]
    seen = len(w.env.backend.messages.get(thread.id, {}))
    marked = len(w.pictures.highlights)
    moved = await actor.slash(thread, "knight displace", move="displace 19 14")
    said = reply_text(moved)
    assert said.startswith("✅"), said
    assert "Neutral 1's knight was driven away from 14" in said, said
    posted = public_since(w, thread.id, seen)
    text = " ".join(p.content for p in posted)
    assert f"<@{me}>: place Neutral 1's displaced knight" in text, text
    assert "move a displaced knight" not in text, text
    assert {u for p in posted for u in p.pings} <= {me}, posted
    highlights = [h for h in w.pictures.highlights[marked:] if h]
    assert highlights and dict(highlights[-1]) == {"intersections": [13]}, highlights
    offered = await actor.autocomplete(thread, "choose", "option", "")
    assert [o["value"] for o in offered] == ["relocate 13"], offered
    assert offered[0]["name"].startswith("Place Neutral 1's knight at 13"), offered
    refused = await w.by_id[other].slash(thread, "choose", option="relocate 13")
    assert not reply_text(refused).startswith("✅"), reply_text(refused)
    board = panel(w, thread.id)
    menu = (await actor.click(board, custom_id=button(board, "choose"))).response
    assert menu is not None and menu.ephemeral
    done = await actor.select(menu, ["relocate 13"], custom_id=select_holding(menu, "relocate 13"))
    assert reply_text(done).startswith("✅"), reply_text(done)
    knights = await knights_of(w, thread.id)
    assert knights[13] == (N1, 2) and knights[14] == (me, 3), knights


@step
async def no_public_message_or_picture_reveals_a_hidden_card(scene: Scene) -> None:
    """The public names a progress card only by its play; no public board picture
    comes from a private view; no neutral player is named by its id."""
    w, thread, _me, _other = scene
    posts = public_since(w, thread.id, 0)
    for post in posts:
        text = post.content + " " + " ".join(post.labels)
        assert not hidden(text) and "neutral-" not in text, text
    scanned = 0
    for digest, views in w.pictures.sources.items():
        if w.pictures.digests.get(digest) != "board":
            continue
        for view in views:
            scanned += 1
            assert view.get("you") is None
            assert not HIDDEN_IDS.intersection(strings(view))
    assert scanned


async def test_deserter_against_a_neutral_with_equal_knights_is_a_choice(
    results: dict[str, BaseException | None],
) -> None:
    """TP-CK-PC-1: `/play deserter` offers Neutral 1 as a target; played, the player is told
    publicly and privately to choose which of Neutral 1's knights deserts, and the board
    picture marks only the two basic knights (13 and 18), not the strong one (14)."""
    passed(results, "deserter_against_a_neutral_with_equal_knights_is_a_choice")


async def test_choose_lists_only_the_neutrals_weakest_knights(
    results: dict[str, BaseException | None],
) -> None:
    """TP-CK-PC-1: `/choose`'s autocomplete and the panel's Choose menu list exactly the two
    equally weak knights, worded as Neutral 1's knight deserting (not the player's own)."""
    passed(results, "choose_lists_only_the_neutrals_weakest_knights")


async def test_strangers_and_the_opponent_are_refused(
    results: dict[str, BaseException | None],
) -> None:
    """Only the current player answers the choice; a stranger and the opponent are
    refused privately and the game does not move."""
    passed(results, "strangers_and_the_opponent_are_refused")


async def test_the_timer_reminds_then_lets_the_first_weakest_knight_desert(
    results: dict[str, BaseException | None],
) -> None:
    """With the turn timers: the choice is the player's deadline of its own kind; the
    status and the reminder word it; when the clock runs out the engine's default (the first
    of the weakest knights, 13) deserts, and the player's own knight is awaited next."""
    passed(results, "the_timer_reminds_then_lets_the_first_weakest_knight_desert")


async def test_a_driven_away_neutral_knight_is_placed_by_the_current_player(
    results: dict[str, BaseException | None],
) -> None:
    """TP-D15 (TP-B3): the player's mighty knight drives Neutral 1's strong knight from 14;
    the player is told to place Neutral 1's knight (not "your knight"), privately told whose
    it is, the board marks where it may go, and the Choose menu places it there."""
    passed(results, "a_driven_away_neutral_knight_is_placed_by_the_current_player")


async def test_no_public_message_or_picture_reveals_a_hidden_card(
    results: dict[str, BaseException | None],
) -> None:
    """The public names a progress card only by its play; no public board picture
    comes from a private view; no neutral player is named by its id."""
    passed(results, "no_public_message_or_picture_reveals_a_hidden_card")
