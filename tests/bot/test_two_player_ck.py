"""A whole game of Cities & Knights for two through the simulated Discord (part B):
`/game new rules:cities_knights` with two seats starts `cities_knights_two_player`; the table is
opened, joined and started from the lobby, resumed at a position near its end (reached by the
computer players, as a saved game) and played to a winner with the C&K moves made through their
commands and menus and the variant's through `/neutral` (knights and promotions for the neutral
players too), `/tokens` (the forced trade's two modes, an own knight taken off for chips) and
`/give`; then every public message and picture is checked for hidden information (progress
cards, the cards of a forced trade) and for pings of neutral players."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
import pytest_asyncio

from tests.bot.driver import Posted, public_since, resume_near_end
from tests.bot.test_ck_game import HIDDEN_IDS, CkDriver, hidden, strings
from tests.bot.test_two_player import TwoDriver
from tests.bot.world import RecordingPictures, button, world

pytestmark = pytest.mark.asyncio(loop_scope="module")

VP = 7
SEED = 3
#: One board picture in this many is drawn (see `RecordingPictures`).
DRAW_EVERY = 10
#: The game resumes a position near its end (a player at this many public points, reached by
#: the computer players) and is played from there through Discord.
NEAR_THE_END = VP - 2
CARD = re.compile(r"\b(lumber|brick|wool|grain|ore|paper|cloth|coin)\b")


class CkTwoDriver(TwoDriver, CkDriver):
    """The C&K driver with the variant's moves (the neutral piece, knight or promotion owed
    first, a token action now and then, the cards given back) and the progress cards played
    through /play as in a C&K game for more."""


@dataclass
class Played:
    driver: CkTwoDriver
    winner: str | None
    status: list[str]
    public: list[Posted]
    pictures: RecordingPictures


async def play_game(path: Path) -> Played:
    """A C&K table with two seats, opened, joined, started, brought near its end and played to
    its end."""
    async with world(path, SEED, draw_every=DRAW_EVERY) as w:
        alice, bob, _carol = w.players
        before = {t.id for t in w.channel.threads}
        opened = await alice.slash(
            w.channel, "game new", map="beginner", vp=VP, rules="cities_knights"
        )
        assert opened.ephemeral, opened.response
        thread = next(t for t in w.channel.threads if t.id not in before)
        lobby = thread.last_message
        await bob.click(lobby, custom_id=button(lobby, "join"))
        started = await alice.slash(thread, "game start")
        assert started.response.content == "The game is on!"
        driver = CkTwoDriver(w, thread, random.Random(SEED))
        driver.victim = str(bob.id)
        await resume_near_end(w, thread, SEED, NEAR_THE_END)
        moves = 0
        while await driver.step():
            moves += 1
            assert moves < 6000, "the game did not end"
        status = list((await w.service.tables.status(thread.id)).public)
        return Played(
            driver,
            next((line for line in status if line.endswith("won.")), None),
            status,
            list(public_since(w, thread.id, 0)),
            w.pictures,
        )


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def played(tmp_path_factory: pytest.TempPathFactory) -> Played:
    """The game, played once for every test of this module."""
    return await play_game(tmp_path_factory.mktemp("ck2") / "bot.db")


async def test_two_seats_at_a_cities_knights_table_play_c_k_for_two_to_a_winner(
    played: Played,
) -> None:
    """Two seats of `cities_knights` start C&K for two; the game ends."""
    assert played.winner is not None, played.status
    assert any("cities_knights_two_player" in line for line in played.status), played.status


async def test_neutral_knights_and_token_moves_went_through_the_commands(played: Played) -> None:
    """The neutral knight owed and the chip actions were made through /neutral and /tokens
    (slash with autocomplete, the panel's menu, the menu of all moves)."""
    moves = [step.move for step in played.driver.steps]
    assert any(" knight " in m for m in moves if m.startswith("neutral")), "no neutral knight"
    assert any(m.startswith("tokens trade ") for m in moves), "no forced trade"
    assert played.driver.used["autocomplete"]


async def test_pings_name_only_the_real_players_awaited(played: Played) -> None:
    """Neutral players are never awaited or pinged."""
    for step in played.driver.steps:
        assert not any(p.startswith("neutral-") for p in step.awaiting), step
        for post in step.posted:
            assert set(post.pings) <= set(step.awaiting), (step.move, post)
            assert "neutral-" not in post.content, post.content


async def test_no_public_message_reveals_a_progress_card_or_a_forced_trade(
    played: Played,
) -> None:
    """The public never learns a progress card held (a card is named only by its play), nor
    the cards drawn and given in a forced trade (TP-CK-ACT-2); the public pictures come from the
    public view."""
    for step in played.driver.steps:
        text = " ".join(p.content + " " + " ".join(p.labels) for p in step.posted)
        assert not hidden(text), (step.move, text)
        if step.move.startswith(("tokens trade", "give")):
            assert not CARD.search(text), (step.move, text)
    for view in played.pictures.boards:
        assert view.get("you") is None
        assert not HIDDEN_IDS.intersection(strings(view))
        assert "two_player" in view and "cities_knights" in view
