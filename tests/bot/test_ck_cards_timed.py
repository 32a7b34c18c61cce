"""Progress cards and the dirty trick through the simulated Discord with turn timers:
the Saboteur in both editions, the Master Merchant, and the dirty trick's commitments, each from
an arranged position at a table with a one-hour clock that plays the default on expiry. Each
test checks that exactly the players who must act are named and pinged, that what only some may
see stays in private replies (every public message and board picture is scanned), that the
clocks remind and then play the engine's default, and that strangers and players not awaited
are refused without changing the game."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import discord
from simcord.results import to_discord_message

from bot.store import actions
from engine import Game
from engine.rules.cities_knights import dirty_trick, phases
from engine.rules.cities_knights.state import ck
from tests.bot.driver import EPHEMERAL, public_since, reply_text
from tests.bot.test_ck_game import HIDDEN_IDS, hidden, strings
from tests.bot.world import World, button, components, open_table, select_holding, world
from tests.engine.ck.vocab import give, knight, progress_cards
from tests.engine.vocab import place, skip_setup

SEED = 11
HALF_HOUR = 1800.0
#: A hand's cards named with their counts (`2 ore`): what the public must never read about a
#: hand looked at or cards taken.
COUNTED = re.compile(r"\b\d+ (lumber|brick|wool|grain|ore|paper|cloth|coin)\b")

Arrange = Callable[[Game, str, str, str], None]


def in_main(game: Game) -> tuple[str, str, str]:
    """The table's game past set-up, its first player to act after the roll; (the player, the
    second, the third)."""
    me = game.awaiting()[0]
    b, c = (p for p in game.players if p != me)
    skip_setup(game, me)
    game.phase, game.has_rolled = "main", True
    return me, b, c


async def scene(
    w: World, arrange: Arrange, switches: str | None = None
) -> tuple[Any, str, str, str]:
    """A C&K table for three with a one-hour clock (the default on expiry) and the switches,
    its game arranged and saved as its state at its version; (thread, player, second, third)."""
    options: dict[str, Any] = {"rules": "cities_knights", "turn_time": "1h"}
    options["on_timeout"] = "default"
    if switches:
        options["switches"] = switches
    thread = await open_table(w, 0, **options)
    table = await w.service.core.latest(thread.id)
    game = (await w.service.core.game(table)).copy()
    me, b, c = in_main(game)
    arrange(game, me, b, c)
    async with w.service.store.transaction() as db:
        await actions.save_snapshot(
            db, table.id, table.row.version, game.to_dict(), w.service.now()
        )
    w.service.core.cache.drop(table.id)
    return thread, me, b, c


def seen(w: World, thread: Any) -> int:
    return len(w.env.backend.messages.get(thread.id, {}))


def public_text(w: World, thread: Any, since: int) -> str:
    return " ".join(p.content + " " + " ".join(p.labels) for p in public_since(w, thread.id, since))


def pinged(w: World, thread: Any, since: int) -> set[str]:
    return {u for p in public_since(w, thread.id, since) for u in p.pings}


def panel(w: World, thread: Any) -> discord.Message:
    """The newest public message with a turn panel."""
    for message in reversed(w.env.backend.messages.get(thread.id, {}).values()):
        if not message.flags & EPHEMERAL and message.components:
            return to_discord_message(w.env, message)
    raise AssertionError("no panel in the thread")


def options(message: Any) -> list[str]:
    return [str(o.get("value")) for c in components(message) for o in c.get("options", [])]


def direct(w: World, user: str) -> str:
    """Every direct message the bot sent a user, as one text."""
    backend = w.env.backend
    channel = next((c for u, c in backend.dm_channels.items() if str(u) == user), None)
    if channel is None:
        return ""
    return "\n".join(m.content for m in backend.messages.get(channel, {}).values())


async def version(w: World, thread: Any) -> int:
    return (await w.service.tables.status(thread.id)).version or 0


async def refused_all(w: World, thread: Any, actors: list[Any], option: str) -> None:
    """Each actor's `/choose option` is refused privately and the game does not move."""
    before = await version(w, thread)
    for actor in actors:
        said = await actor.slash(thread, "choose", option=option)
        assert said.ephemeral and not reply_text(said).startswith("✅"), reply_text(said)
    assert await version(w, thread) == before


def no_leak(w: World, thread: Any, secret: re.Pattern[str] | None = None) -> None:
    """No public message names a progress card other than by its play (or, with `secret`,
    what it matches); no public board picture was drawn from a private view."""
    for post in public_since(w, thread.id, 0):
        text = post.content + " " + " ".join(post.labels)
        assert not hidden(text), text
        assert secret is None or not secret.search(text), text
    scanned = 0
    for digest, views in w.pictures.sources.items():
        if w.pictures.digests.get(digest) != "board":
            continue
        for view in views:
            scanned += 1
            assert view.get("you") is None
            assert not HIDDEN_IDS.intersection(strings(view))
    assert scanned


def richer_pair(game: Game, me: str, b: str, c: str) -> None:
    """The player has a settlement (1 point); the others a city each (2 points) and cards."""
    place(game, me, settlement=20, roads=["20-25"])
    place(game, b, city=1)
    place(game, c, city=54)
    give(game, b, ore=2, coin=1, wool=1)
    give(game, c, wool=1, cloth=1, grain=1)


async def test_saboteur_later_edition_awaits_each_victims_discard_privately(
    tmp_path: Path,
) -> None:
    """CK-13.6 Saboteur, later edition: both players with as many points and 2 cards
    or more are awaited at once and pinged; the card's player is told whom the game waits for;
    a victim who opted in to direct messages gets the how-to there; each victim's `/choose`
    lists only their own discards of half their cards; the player, a stranger and a victim who
    has answered are refused; the status names who still has to answer; the last one's clock
    reminds (by direct message) and then discards for them."""
    async with world(tmp_path / "bot.db", SEED, timed=True) as w:

        def arrange(game: Game, me: str, b: str, c: str) -> None:
            richer_pair(game, me, b, c)
            progress_cards(game, me, "saboteur")

        thread, me, b, c = await scene(w, arrange)
        await w.by_id[c].slash(thread, "reminders", state="on")
        since = seen(w, thread)
        played = await w.by_id[me].slash(thread, "play", card="saboteur")
        assert reply_text(played).startswith("✅"), reply_text(played)
        waiting = [f.content for f in played.followups if f.content.startswith("⏳ Waiting")]
        assert waiting and all(f.ephemeral for f in played.followups), played.followups
        names = (await w.service.tables.table_info(thread.id)).names  # type: ignore[union-attr]
        assert names[b] in waiting[0] and names[c] in waiting[0], waiting
        assert pinged(w, thread, since) == {b, c}
        assert "discard half their cards" in public_text(w, thread, since)
        # Each victim's how-to is private: by direct message to the one who opted in.
        assert "Saboteur: discard 1 card" in direct(w, c) and direct(w, b) == ""
        offered_b = [
            o["value"] for o in await w.by_id[b].autocomplete(thread, "choose", "option", "")
        ]
        assert offered_b and all(o.startswith("discard ") for o in offered_b), offered_b
        assert all(sum(int(n) for n in o.split()[1::2]) == 2 for o in offered_b), offered_b
        assert not any("cloth" in o for o in offered_b), offered_b  # b holds no cloth
        await refused_all(w, thread, [w.by_id[me], w.stranger], offered_b[0])
        said = await w.by_id[b].slash(thread, "choose", option=offered_b[0])
        assert said.ephemeral and reply_text(said).startswith("✅"), reply_text(said)
        await refused_all(w, thread, [w.by_id[b]], offered_b[0])
        status = " ".join((await w.service.tables.status(thread.id)).public)
        assert f"{names[c]} has until" in status and f"{names[b]} has until" not in status
        since = seen(w, thread)
        assert await w.tick(HALF_HOUR) > 0
        # The victim opted in to direct messages, so is reminded there.
        assert "you have 30m left to discard half your cards" in direct(w, c), direct(w, c)
        since = seen(w, thread)
        assert await w.tick(HALF_HOUR) > 0
        text = public_text(w, thread, since)
        assert "⌛ Time is up" in text and f"{names[c]} discarded 1 " in text, text
        after = await w.service.core.game(await w.service.core.latest(thread.id))
        assert after.phase == "main" and after.awaiting() == [me]
        assert sum(after.hands[after.players.index(c)]) == 2
        assert sum(after.hands[after.players.index(b)]) == 2
        no_leak(w, thread)


async def test_saboteur_first_edition_turns_a_city_and_awaits_nobody(tmp_path: Path) -> None:
    """CK-13.6 Saboteur, first edition, CK-T9; `saboteur_edition: first`: `/play
    saboteur`'s targets are the opponents' ordinary cities; the city is sabotaged in public and
    nobody else is awaited, pinged or given a clock; a stranger cannot play it."""
    async with world(tmp_path / "bot.db", SEED, timed=True) as w:

        def arrange(game: Game, me: str, b: str, c: str) -> None:
            richer_pair(game, me, b, c)
            progress_cards(game, me, "saboteur")

        thread, me, b, c = await scene(w, arrange, "saboteur_edition=first")
        before = await version(w, thread)
        refused = await w.stranger.slash(thread, "play", card="saboteur", target="1")
        assert not reply_text(refused).startswith("✅") and await version(w, thread) == before
        targets = await w.by_id[me].autocomplete(thread, "play", "target", "", card="saboteur")
        assert sorted(t["value"] for t in targets) == ["1", "54"], targets
        since = seen(w, thread)
        played = await w.by_id[me].slash(thread, "play", card="saboteur", target="1")
        assert reply_text(played).startswith("✅"), reply_text(played)
        text = public_text(w, thread, since)
        assert "sabotages" in text and "city at 1" in text, text
        assert pinged(w, thread, since) == set()
        assert (await w.service.tables.status(thread.id)).awaiting == (me,)
        view = (await w.service.tables.board(thread.id)).view or {}
        assert view["cities_knights"]["sabotaged"] == [1]
        since = seen(w, thread)
        await w.tick(HALF_HOUR)
        assert b not in pinged(w, thread, since) and c not in pinged(w, thread, since)
        no_leak(w, thread)


async def test_master_merchant_shows_the_hand_privately_and_the_timer_takes_for_the_absent(
    tmp_path: Path,
) -> None:
    """CK-13.6 Master Merchant: the richer player's hand is shown only in the card's
    player's private reply, whose next step offers the cards to take; the public never reads
    that hand nor the cards taken (named to the victim by direct message); the victim and a
    stranger are refused; the clock reminds and then takes the cards the victim holds most of
    (the engine's default)."""
    async with world(tmp_path / "bot.db", SEED, timed=True) as w:

        def arrange(game: Game, me: str, b: str, c: str) -> None:
            richer_pair(game, me, b, c)
            progress_cards(game, me, "master_merchant")

        thread, me, b, c = await scene(w, arrange)
        await w.by_id[b].slash(thread, "reminders", state="on")
        names = (await w.service.tables.table_info(thread.id)).names  # type: ignore[union-attr]
        targets = await w.by_id[me].autocomplete(
            thread, "play", "target", "", card="master_merchant"
        )
        assert sorted(t["value"] for t in targets) == sorted([b, c]), targets
        since = seen(w, thread)
        played = await w.by_id[me].slash(thread, "play", card="master_merchant", target=b)
        said = reply_text(played)
        assert played.ephemeral and said.startswith("✅"), said
        assert "2 ore" in said and "1 coin" in said, said  # the hand looked at, privately
        follow = [f for f in played.followups if f.content.startswith("Next:")]
        assert follow and "take 2 ore" in options(follow[0]), follow
        assert pinged(w, thread, since) == set()
        await refused_all(w, thread, [w.by_id[b], w.stranger], "take 2 ore")
        assert await w.by_id[b].autocomplete(thread, "choose", "option", "") == []
        since = seen(w, thread)
        await w.tick(HALF_HOUR)
        text = public_text(w, thread, since)
        assert f"Reminder: {names[me]} has 30m left to take cards from the hand shown" in text
        since = seen(w, thread)
        await w.tick(HALF_HOUR)
        text = public_text(w, thread, since)
        assert "⌛ Time is up" in text and f"takes 2 cards from {names[b]}" in text, text
        after = await w.service.core.game(await w.service.core.latest(thread.id))
        # The default: one ore (held most), then the first kind in card order of those tied.
        taken = dict(zip(after.rules.cards, after.hands[after.players.index(me)], strict=True))
        assert {k: n for k, n in taken.items() if n} == {"wool": 1, "ore": 1}, taken
        # The cards taken are named to the victim alone, by direct message (opted in).
        assert COUNTED.search(direct(w, b)) and direct(w, c) == "", direct(w, b)
        no_leak(w, thread, COUNTED)


def _landed(game: Game, me: str, b: str, c: str) -> None:
    """Each player has a city and an active knight (the player a strong one); the ship has just
    reached Catan on the player's roll, so the dirty trick's commitments are awaited."""
    place(game, me, city=20, roads=["20-25"])
    place(game, b, city=42, roads=["42-47"])
    place(game, c, city=45, roads=["45-49"])
    knight(game, me, 25, 2)
    knight(game, b, 47, 1)
    knight(game, c, 49, 1)
    state = ck(game)
    state.barbarians, state.event = 7, "ship"
    game.last_roll = (1, 1)
    events: list[Any] = []
    phases.start(game, dirty_trick.landing(game, events), "production", events)


async def test_dirty_trick_commitments_are_asked_in_turn_with_clocks(tmp_path: Path) -> None:
    """CK-17 dirty trick, `dirty_trick: true`: after the barbarians land the players
    commit knights one after another, the active player first; each is told (and the next one
    pinged) in turn, with `/choose` and the Choose menu listing only their own active knights;
    a player whose turn to commit has not come, and a stranger, are refused; each commitment is
    public; the last player's clock reminds and then commits all their knights."""
    async with world(tmp_path / "bot.db", SEED, timed=True) as w:
        thread, me, b, c = await scene(w, _landed, "dirty_trick=true")
        names = (await w.service.tables.table_info(thread.id)).names  # type: ignore[union-attr]
        order = list((await w.service.core.game(await w.service.core.latest(thread.id))).awaiting())
        assert order == [me], order
        mine = [o["value"] for o in await w.by_id[me].autocomplete(thread, "choose", "option", "")]
        assert sorted(mine) == ["commit 25", "commit none"], mine
        game = await w.service.core.game(await w.service.core.latest(thread.id))
        second = game.players[(game.players.index(me) + 1) % 3]
        third = next(p for p in (b, c) if p != second)
        await refused_all(w, thread, [w.by_id[second], w.by_id[third], w.stranger], "commit none")
        since = seen(w, thread)
        said = await w.by_id[me].slash(thread, "choose", option="commit 25")
        assert said.ephemeral and reply_text(said).startswith("✅"), reply_text(said)
        assert pinged(w, thread, since) == {second}
        assert "commit knights against the barbarians" in public_text(w, thread, since)
        board = panel(w, thread)
        menu = (await w.by_id[second].click(board, custom_id=button(board, "choose"))).response
        assert menu is not None and menu.ephemeral
        listed = options(menu)
        assert listed and all(o.startswith("commit ") for o in listed), listed
        assert "commit 25" not in listed, listed  # another player's knight is never offered
        since = seen(w, thread)
        done = await w.by_id[second].select(
            menu, ["commit none"], custom_id=select_holding(menu, "commit none")
        )
        assert reply_text(done).startswith("✅"), reply_text(done)
        assert pinged(w, thread, since) == {third}
        since = seen(w, thread)
        await w.tick(HALF_HOUR)
        text = public_text(w, thread, since)
        assert f"Reminder: {names[third]} has 30m left to commit knights" in text, text
        since = seen(w, thread)
        await w.tick(HALF_HOUR)
        text = public_text(w, thread, since)
        assert "⌛ Time is up" in text and "commit" in text, text
        after = await w.service.core.game(await w.service.core.latest(thread.id))
        assert ck(after).barbarians == 0 and after.phase != "commit"
        no_leak(w, thread)
