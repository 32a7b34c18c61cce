"""Progress cards that make other players choose, through the simulated Discord (the bot
part): from an arranged position (the cards in the player's hand, richer opponents
holding cards and knights), the player plays Wedding, Commercial Harbor, Spy and Deserter with
`/play` and the panel's flow; each awaited player is pinged and answers privately (`/choose`
and the Choose button); the status names who still has to answer; every public message and
picture is scanned for hidden cards; refusals (a stranger, the wrong time, a malformed target)
change nothing."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any

import discord
import pytest
import pytest_asyncio
from simcord.results import to_discord_message

from bot.service import Service
from bot.store import actions
from engine import Game
from tests.bot.driver import EPHEMERAL, public_since, reply_text
from tests.bot.test_ck_game import HIDDEN_IDS, hidden, strings
from tests.bot.world import World, button, components, open_table, select_holding, world
from tests.engine.ck.vocab import give, knight, progress_cards
from tests.engine.vocab import place, skip_setup

pytestmark = pytest.mark.asyncio(loop_scope="module")

SEED = 11


def arranged(game: Game) -> tuple[str, str, str]:
    """The position, on a table's game in set-up: its first player to act holds Wedding,
    Commercial Harbor, Spy and Deserter after the roll, with roads; the two others have more
    points (a city each) and cards (commodities among them), and the second two knights and a
    Crane. Returns (the player, the second, the third)."""
    me = game.awaiting()[0]
    b, c = (p for p in game.players if p != me)
    skip_setup(game, me)
    game.phase, game.has_rolled = "main", True
    place(game, me, settlement=20, roads=["20-25", "25-31", "31-37", "31-36"])
    place(game, b, city=1)
    place(game, c, city=54)
    give(game, me, ore=2, grain=2)
    give(game, b, ore=2, coin=1)
    give(game, c, wool=1, cloth=1)
    knight(game, b, 3)
    knight(game, b, 5, level=2)
    progress_cards(game, me, "wedding", "commercial_harbor", "spy", "deserter")
    progress_cards(game, b, "crane")
    return me, b, c


async def install(service: Service, channel: int | str) -> tuple[str, str, str]:
    """Arrange the position on the channel's table, installed as its state at its version (a
    snapshot), as a dealt hand would be."""
    table = await service.core.latest(channel)
    game = (await service.core.game(table)).copy()
    players = arranged(game)
    async with service.store.transaction() as db:
        version = table.row.version
        await actions.save_snapshot(db, table.id, version, game.to_dict(), service.now())
    service.core.cache.drop(table.id)
    return players


def ids(message: Any) -> list[str]:
    return [str(c.get("custom_id") or "") for c in components(message)]


def options(message: Any) -> list[str]:
    return [str(o.get("value")) for c in components(message) for o in c.get("options", [])]


Results = dict[str, BaseException | None]
#: The scenario's steps, in order; each is checked by the test of the same name.
STEPS: dict[str, Callable[[Any], Awaitable[None]]] = {}


def step(fn: Callable[[Any], Awaitable[None]]) -> Callable[[Any], Awaitable[None]]:
    STEPS[fn.__name__] = fn
    return fn


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, BaseException | None]:
    """The arranged table played once, step by step (each goes on from the last), inside one
    simulated Discord: what each step raised, if anything."""
    path = tmp_path_factory.mktemp("cards") / "bot.db"
    out: dict[str, BaseException | None] = {}
    async with world(path, SEED) as w:
        thread = await open_table(w, 0, rules="cities_knights")
        me, b, c = await install(w.service, thread.id)
        for name, fn in STEPS.items():
            try:
                await fn((w, thread, me, b, c))
                out[name] = None
            except Exception as exc:  # kept for the step's own test to raise
                out[name] = exc
    return out


def passed(results: Results, name: str) -> None:
    """Raise what the step raised, if anything."""
    failure = results[name]
    if failure is not None:
        raise failure


async def version(w: World, channel: int) -> int:
    return (await w.service.tables.status(channel)).version or 0


def panel(w: World, channel: int) -> discord.Message:
    """The newest public message with a turn panel."""
    for message in reversed(w.env.backend.messages.get(channel, {}).values()):
        if not message.flags & EPHEMERAL and message.components:
            return to_discord_message(w.env, message)
    raise AssertionError("no panel in the thread")


@step
async def refusals_change_nothing(scene: Any) -> None:
    """A stranger's `/play`, a card played by a player whose turn it is not, and a
    malformed or illegal target are refused privately and change nothing."""
    w, thread, me, b, _c = scene
    actor = w.by_id[me]
    before = await version(w, thread.id)
    said = [
        reply_text(await w.stranger.slash(thread, "play", card="wedding")),
        reply_text(await w.by_id[b].slash(thread, "play", card="crane")),
        reply_text(await actor.slash(thread, "play", card="spy", target="nobody")),
        reply_text(await actor.slash(thread, "play", card="spy", target="1 2 3")),
        reply_text(await actor.slash(thread, "play", card="inventor", target="A B")),
    ]
    for text in said:
        assert text and not text.startswith("✅"), said
    assert "seat" in said[0]
    assert await version(w, thread.id) == before
    assert await w.stranger.autocomplete(thread, "play", "card", "") == []


@step
async def autocomplete_lists_the_cards_then_their_targets(scene: Any) -> None:
    """`/play`'s card lists the cards in hand (playable ones marked), its target
    only the legal targets of the chosen card, each worded."""
    w, thread, me, b, _c = scene
    actor = w.by_id[me]
    cards = await actor.autocomplete(thread, "play", "card", "")
    values = [x["value"] for x in cards]
    assert set(values) == {"wedding", "commercial_harbor", "spy", "deserter"}, cards
    assert all(x["name"].startswith("✓ ") for x in cards), cards
    targets = await actor.autocomplete(thread, "play", "target", "", card="spy")
    assert [x["value"] for x in targets] == [b], targets  # only b holds a progress card
    assert all(x["name"] != x["value"] for x in targets)
    deserter = await actor.autocomplete(thread, "play", "target", "", card="deserter")
    assert [x["value"] for x in deserter] == [b], deserter


@step
async def wedding_awaits_the_richer_players_who_answer_privately(scene: Any) -> None:
    """Wedding awaits both richer players at once; its player is told privately whom
    the game waits for; the post pings each; one answers
    with `/choose`, the status then names the one who still has to answer, who answers with
    the Choose button; the cards given are named to giver and receiver only."""
    w, thread, me, b, c = scene
    seen = len(w.env.backend.messages.get(thread.id, {}))
    played = await w.by_id[me].slash(thread, "play", card="wedding")
    assert reply_text(played).startswith("✅")
    waiting = [f.content for f in played.followups if f.content.startswith("⏳ Waiting for")]
    assert waiting and all(played.ephemeral for _ in waiting), played.followups
    posted = public_since(w, thread.id, seen)
    pings = {p for post in posted for p in post.pings}
    assert {b, c} <= pings, posted
    text = " ".join(post.content for post in posted)
    assert "wedding gift" in text
    offered = await w.by_id[b].autocomplete(thread, "choose", "option", "")
    gift = offered[0]["value"]
    assert gift.startswith("give ")
    answer = await w.by_id[b].slash(thread, "choose", option=gift)
    assert answer.ephemeral and reply_text(answer).startswith("✅"), reply_text(answer)
    status = " ".join((await w.service.tables.status(thread.id)).public)
    info = await w.service.tables.table_info(thread.id)
    assert info is not None
    assert f"{info.names[c]} has until" in status and "give a wedding gift" in status, status
    assert f"{info.names[b]} has until" not in status, status
    board = panel(w, thread.id)
    menu = (await w.by_id[c].click(board, custom_id=button(board, "choose"))).response
    assert menu is not None and menu.ephemeral
    choice = options(menu)[0]
    done = await w.by_id[c].select(menu, [choice], custom_id=select_holding(menu, choice))
    assert reply_text(done).startswith("✅")
    view = (await w.service.tables.board(thread.id)).view or {}
    assert view["phase"] == "main"


@step
async def commercial_harbor_flow_and_the_partners_answers(scene: Any) -> None:
    """The panel's Progress cards flow plays Commercial Harbor (one play: a Play
    button); its offers follow in the same private flow; each partner is pinged and answers
    privately, and may be offered only once."""
    w, thread, me, b, c = scene
    actor = w.by_id[me]
    board = panel(w, thread.id)
    opened = (await actor.click(board, custom_id=button(board, "progress"))).response
    assert opened is not None and opened.ephemeral
    picked = await actor.select(opened, ["commercial_harbor"], custom_id=button(opened, "pcard"))
    step = picked.response
    assert step is not None and any(i.endswith(":pplay:commercial_harbor") for i in ids(step))
    result = await actor.click(step, custom_id=button(step, "pplay", "commercial_harbor"))
    assert reply_text(result).startswith("✅")
    follow = [f for f in result.followups if f.content.startswith("Next:")]
    assert follow, [f.content for f in result.followups]
    offers = [o for o in options(follow[0]) if o.startswith("harbor ")]
    assert {o.split()[1] for o in offers} == {b, c}, offers
    offer = next(o for o in offers if o.split()[1] == b)
    seen = len(w.env.backend.messages.get(thread.id, {}))
    made = await actor.select(follow[0], [offer], custom_id=select_holding(follow[0], offer))
    assert reply_text(made).startswith("✅")
    assert b in {p for post in public_since(w, thread.id, seen) for p in post.pings}
    answer = (await w.by_id[b].autocomplete(thread, "choose", "option", ""))[0]["value"]
    said = await w.by_id[b].slash(thread, "choose", option=answer)
    assert said.ephemeral and reply_text(said).startswith("✅")
    again = await w.by_id[me].slash(thread, "choose", option=offer)
    assert not reply_text(again).startswith("✅")  # each partner once


@step
async def spy_shows_the_cards_to_its_player_only(scene: Any) -> None:
    """Spy with its target from autocomplete; the hand looked at is in the player's
    private prompt only; the card taken is named to the two players only (never publicly)."""
    w, thread, me, b, _c = scene
    actor = w.by_id[me]
    seen = len(w.env.backend.messages.get(thread.id, {}))
    result = await actor.slash(thread, "play", card="spy", target=b)
    said = reply_text(result)
    assert said.startswith("✅") and "Crane" in said, said  # the prompt shows b's cards
    follow = [f for f in result.followups if f.content.startswith("Next:")]
    assert follow and "spy crane" in options(follow[0])
    taken = await actor.select(
        follow[0], ["spy crane"], custom_id=select_holding(follow[0], "spy crane")
    )
    assert "Crane" in reply_text(taken)
    text = " ".join(p.content + " ".join(p.labels) for p in public_since(w, thread.id, seen))
    assert "Crane" not in text and not hidden(text), text


@step
async def deserter_awaits_the_knights_owner_then_its_player(scene: Any) -> None:
    """Deserter awaits the opponent's choice of knight (pinged, answered with
    `/choose` from autocomplete), then the player's free knight (the Choose button)."""
    w, thread, me, b, _c = scene
    seen = len(w.env.backend.messages.get(thread.id, {}))
    played = await w.by_id[me].slash(thread, "play", card="deserter", target=b)
    assert reply_text(played).startswith("✅")
    assert b in {p for post in public_since(w, thread.id, seen) for p in post.pings}
    offered = await w.by_id[b].autocomplete(thread, "choose", "option", "")
    assert {x["value"] for x in offered} == {"desert 3", "desert 5"}, offered
    said = await w.by_id[b].slash(thread, "choose", option="3")  # the spot alone
    assert reply_text(said).startswith("✅"), reply_text(said)
    board = panel(w, thread.id)
    menu = (await w.by_id[me].click(board, custom_id=button(board, "choose"))).response
    assert menu is not None
    pick = options(menu)[0]
    assert pick.startswith("deserter ")
    done = await w.by_id[me].select(menu, [pick], custom_id=select_holding(menu, pick))
    assert reply_text(done).startswith("✅")


@step
async def no_public_message_or_picture_reveals_a_hidden_card(scene: Any) -> None:
    """Every public message names a progress card only by its play; no public
    picture was drawn from a view with a hand or a hidden card."""
    w, thread, *_ = scene
    posts = public_since(w, thread.id, 0)
    assert posts
    for post in posts:
        assert not hidden(post.content + " " + " ".join(post.labels)), post.content
        assert not re.search(r"\b(\d+ ore|\d+ coin|\d+ cloth|\d+ wool)\b.*\bgives?\b", post.content)
    scanned = 0
    for digest, views in w.pictures.sources.items():
        if w.pictures.digests.get(digest) != "board":
            continue
        for view in views:
            scanned += 1
            assert view.get("you") is None
            assert not HIDDEN_IDS.intersection(strings(view))
    assert scanned


async def test_refusals_change_nothing(results: Results) -> None:
    """A stranger's `/play`, a card played by a player whose turn it is not, and a
    malformed or illegal target are refused privately and change nothing."""
    passed(results, "refusals_change_nothing")


async def test_autocomplete_lists_the_cards_then_their_targets(
    results: dict[str, BaseException | None],
) -> None:
    """`/play`'s card lists the cards in hand (playable ones marked), its target
    only the legal targets of the chosen card, each worded."""
    passed(results, "autocomplete_lists_the_cards_then_their_targets")


async def test_wedding_awaits_the_richer_players_who_answer_privately(
    results: dict[str, BaseException | None],
) -> None:
    """Wedding awaits both richer players at once; its player is told privately whom
    the game waits for; the post pings each; one answers
    with `/choose`, the status then names the one who still has to answer, who answers with
    the Choose button; the cards given are named to giver and receiver only."""
    passed(results, "wedding_awaits_the_richer_players_who_answer_privately")


async def test_commercial_harbor_flow_and_the_partners_answers(
    results: dict[str, BaseException | None],
) -> None:
    """The panel's Progress cards flow plays Commercial Harbor (one play: a Play
    button); its offers follow in the same private flow; each partner is pinged and answers
    privately, and may be offered only once."""
    passed(results, "commercial_harbor_flow_and_the_partners_answers")


async def test_spy_shows_the_cards_to_its_player_only(
    results: dict[str, BaseException | None],
) -> None:
    """Spy with its target from autocomplete; the hand looked at is in the player's
    private prompt only; the card taken is named to the two players only (never publicly)."""
    passed(results, "spy_shows_the_cards_to_its_player_only")


async def test_deserter_awaits_the_knights_owner_then_its_player(
    results: dict[str, BaseException | None],
) -> None:
    """Deserter awaits the opponent's choice of knight (pinged, answered with
    `/choose` from autocomplete), then the player's free knight (the Choose button)."""
    passed(results, "deserter_awaits_the_knights_owner_then_its_player")


async def test_no_public_message_or_picture_reveals_a_hidden_card(
    results: dict[str, BaseException | None],
) -> None:
    """Every public message names a progress card only by its play; no public
    picture was drawn from a view with a hand or a hidden card."""
    passed(results, "no_public_message_or_picture_reveals_a_hidden_card")
