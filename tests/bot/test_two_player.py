"""A whole 2-player game through the simulated Discord: `/game new` and two seats
start the 2-player variant; the game is played from the lobby to a winner with the neutral
pieces built through `/neutral` and the panel's Build for a neutral menu, trade tokens spent
through `/tokens` and the Tokens menu, and forced-trade cards given back through `/give` and
the Give cards menu; then what was posted is checked for pings, pictures and hidden information
(the cards drawn and given in a forced trade, the cards stolen)."""

from __future__ import annotations

import hashlib
import random
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
import pytest_asyncio
import simcord

from tests.bot.driver import Driver, Posted, public_since, reply_text
from tests.bot.world import RecordingPictures, button, select_holding, world

pytestmark = pytest.mark.asyncio(loop_scope="module")

VP = 6
SEED = 5
#: One board picture in this many is drawn (see `RecordingPictures`).
DRAW_EVERY = 10
RESOURCE = re.compile(r"\b(lumber|brick|wool|grain|ore)\b")
NEW_KINDS = ("neutral", "tokens", "give")
MENUS = {"neutral": "neutral", "tokens": "tokens", "give": "give"}


class TwoDriver(Driver):
    """The base game's driver, with the variant's moves: the neutral piece owed (always the
    first legal one is fine: the engine lists only legal pieces), a token action now and then,
    the cards given back."""

    async def choose(self) -> tuple[str, str] | None:
        status = await self.w.service.tables.status(self.channel)
        if not status.awaiting:
            return None
        user = next(iter(status.awaiting))
        legal = await self.w.service.tables.legal(self.channel, user)
        for head in ("neutral", "give"):
            found = [m for m in legal if m.startswith(head)]
            if found:
                return user, self.rng.choice(found)
        tokens = [m for m in legal if m.startswith("tokens")]
        if tokens and self.rng.random() < 0.35:
            return user, self.rng.choice(tokens)
        return await super().choose()

    async def play(self, actor: simcord.MemberActor, move: str) -> str:
        head = move.split()[0]
        if head not in NEW_KINDS:
            return await super().play(actor, move)
        path = self._path(head, ("slash", "menu", "moves"))
        if path != "slash":
            return await self.via_menu(actor, MENUS[head] if path == "menu" else "moves", move)
        option = {"neutral": "move", "tokens": "action", "give": "cards"}[head]
        typed = move.split()[-1] if head != "give" else ""
        offered = await actor.autocomplete(self.thread, head, option, typed)
        values = [c["value"] for c in offered]
        assert move in values, (move, offered)
        assert all(v.startswith(head) for v in values), offered
        self.used["autocomplete"] += 1
        value = move.removeprefix("give ") if head == "give" else move
        return reply_text(await actor.slash(self.thread, head, **{option: value}))


@dataclass
class Played:
    """What the game left behind."""

    driver: TwoDriver
    winner: str | None
    public: list[Posted]
    pictures: RecordingPictures
    status: list[str]
    rules: str
    lobby: str


async def play_game(path: Path, seed: int = SEED) -> Played:
    """A 2-player table opened, joined, started and played to its end."""
    async with world(path, seed, draw_every=DRAW_EVERY) as w:
        alice, bob, _carol = w.players
        before = {t.id for t in w.channel.threads}
        opened = await alice.slash(w.channel, "game new", map="beginner", vp=VP)
        assert opened.ephemeral, opened.response
        thread = next(t for t in w.channel.threads if t.id not in before)
        lobby = thread.last_message
        await bob.click(lobby, custom_id=button(lobby, "join"))
        started = await alice.slash(thread, "game start")
        assert started.response.content == "The game is on!"
        rules = await alice.slash(thread, "rules", topic="two_player")
        driver = TwoDriver(w, thread, random.Random(seed))
        driver.victim = str(bob.id)
        moves = 0
        while await driver.step():
            moves += 1
            assert moves < 3000, "the game did not end"
        status = list((await w.service.tables.status(thread.id)).public)
        public = list(public_since(w, thread.id, 0))
        return Played(
            driver,
            next((line for line in status if line.endswith("won.")), None),
            public,
            w.pictures,
            status,
            rules.response.content,
            lobby.content,
        )


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def played(tmp_path_factory: pytest.TempPathFactory) -> Played:
    """The game, played once for every test of this module."""
    return await play_game(tmp_path_factory.mktemp("two") / "bot.db")


async def test_two_seats_play_the_two_player_game_to_a_winner(played: Played) -> None:
    """`/game new` with 2 seats picks the 2-player rule set; the game ends."""
    assert played.winner is not None, played.status
    assert any("Rules two_player" in line for line in played.status), played.status
    summary = [p for p in played.public if p.content.startswith("🏆 ")]
    assert len(summary) == 1 and summary[0].pictures


async def test_the_variant_s_moves_were_made_by_command_menu_and_autocomplete(
    played: Played,
) -> None:
    """The neutral pieces, token actions and cards given back through each path."""
    used = played.driver.used
    for kind in ("neutral", "tokens"):
        assert used[f"{kind} via slash"] and used[f"{kind} via menu"], (kind, used)
    assert used["give"], used
    assert used["autocomplete"]
    moves = [s.move for s in played.driver.steps]
    assert any(m.startswith("neutral 1") for m in moves)
    assert any(m.startswith("neutral 2") for m in moves)


async def test_pings_name_only_the_real_players_awaited(played: Played) -> None:
    """Neutral players are never awaited or pinged; each ping names a player awaited."""
    for step in played.driver.steps:
        assert not any(p.startswith("neutral-") for p in step.awaiting), step
        for post in step.posted:
            assert set(post.pings) <= set(step.awaiting), (step.move, post)
            assert "neutral-" not in post.content, post.content


async def test_no_public_message_reveals_the_cards_of_a_forced_trade(played: Played) -> None:
    """TP-TOK-3: the public hears how many cards were drawn and given, never which; a steal
    names no card either."""
    traded = 0
    for step in played.driver.steps:
        text = " ".join(p.content + " " + " ".join(p.labels) for p in step.posted)
        if step.move in ("tokens trade",) or step.move.startswith(("give", "robber")):
            traded += step.move.startswith("give")
            assert not RESOURCE.search(text), (step.move, text)
        if step.move.startswith("give"):
            assert "in exchange" in step.reply or step.reply.startswith("✅"), step.reply
    assert traded, "no forced trade was played"


async def test_public_pictures_are_drawn_from_the_public_view_with_the_neutrals(
    played: Played,
) -> None:
    """The boards posted carry the neutral players and the tokens, from the public view."""
    assert played.pictures.boards
    assert all(view.get("you") is None for view in played.pictures.boards)
    assert all("two_player" in view for view in played.pictures.boards)
    kinds = {
        played.pictures.digests[hashlib.sha256(picture).hexdigest()]
        for post in played.public
        for picture in post.pictures
    }
    assert kinds == {"board", "summary"}


async def test_rules_explain_the_two_player_game(played: Played) -> None:
    """`/rules two_player` says how the game for two differs."""
    assert "neutral" in played.rules and "trade tokens" in played.rules


async def test_the_panel_offers_the_variant_s_buttons(tmp_path: Path) -> None:
    """The Tokens button while rolling, Build for a neutral while a neutral piece is owed."""
    async with world(tmp_path / "bot.db", SEED, draw_every=DRAW_EVERY) as w:
        alice, bob, _carol = w.players
        before = {t.id for t in w.channel.threads}
        await alice.slash(w.channel, "game new", map="beginner")
        thread = next(t for t in w.channel.threads if t.id not in before)
        await bob.slash(thread, "game join")
        await alice.slash(thread, "game start")
        driver = TwoDriver(w, thread, random.Random(SEED))
        seen_tokens = seen_neutral = False
        for _ in range(400):
            panel = driver.panel()
            actions = {c.custom_id.split(":")[3] for row in panel.components for c in row.children}
            seen_tokens |= "tokens" in actions
            if "neutral" in actions:
                seen_neutral = True
                status = await w.service.tables.status(thread.id)
                user = w.by_id[next(iter(status.awaiting))]
                menu = (await user.click(panel, custom_id=button(panel, "neutral"))).response
                assert menu is not None and menu.ephemeral
                legal = await w.service.tables.legal(thread.id, str(user.id))
                assert legal and all(m.startswith("neutral") for m in legal)
                select_holding(menu, legal[0])
            if seen_tokens and seen_neutral:
                break
            assert await driver.step()
        assert seen_tokens and seen_neutral
