"""Through the simulated Discord: a Swiss tournament of 8 players over 2 rounds,
from `/tournament create` to the final ranking. The bot opens a thread and starts a game for
every table, pinging its players; the games are played by legal actions; each round moves
on as its last game ends; strangers and non-admins are refused privately; every public
message is scanned for hidden information."""

from __future__ import annotations

import hashlib
import random
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
import simcord

from tests.bot.driver import Driver, Posted, public_since
from tests.bot.world import RecordingPictures, World, world

pytestmark = pytest.mark.asyncio(loop_scope="module")

LEAGUE = "Friday Catan"
CUP = "Autumn Cup"
ROUNDS = 2
SEED = 23
#: One board picture in this many is drawn (see `RecordingPictures`).
DRAW_EVERY = 10
DEV_CARDS = ("knight", "road building", "year of plenty", "monopoly", "victory point")
RESOURCE = re.compile(r"\b(lumber|brick|wool|grain|ore)\b")


@dataclass
class Tournament:
    """What the tournament left behind."""

    refusals: dict[str, simcord.InteractionResult]
    replies: dict[str, simcord.InteractionResult]
    rounds: list[list[Driver]]
    openings: list[Posted]
    home: tuple[Posted, ...]
    public: list[Posted]
    pictures: RecordingPictures
    members: list[str]


async def _play_round(w: World, threads: list[Any], rng: random.Random) -> list[Driver]:
    drivers = []
    for thread in threads:
        driver = Driver(w, thread, rng)
        moves = 0
        while await driver.step():
            moves += 1
            assert moves < 2000, "the game did not end"
        drivers.append(driver)
    return drivers


def _new_threads(w: World, before: set[int]) -> list[Any]:
    return [t for t in w.channel.threads if t.id not in before]


async def play_tournament(path: Path) -> Tournament:
    async with world(path, SEED, draw_every=DRAW_EVERY) as w:
        names = ("erin", "finn", "gwen", "hal", "ivy")
        extra = [w.guild.add_member(w.env.create_user(n)) for n in names]
        members = [*w.players, *extra]
        w.by_id |= {str(m.id): m for m in extra}
        alice = w.players[0]
        replies = {
            "league": await w.moderator.slash(
                w.channel, "league create", name=LEAGUE, players=4, vp=3, turn_time="2h"
            ),
            "season": await w.moderator.slash(w.channel, "league season start"),
        }
        refusals = {
            "stranger create": await w.stranger.slash(
                w.channel, "tournament create", name=CUP, rounds=ROUNDS
            ),
            "player create": await alice.slash(
                w.channel, "tournament create", name=CUP, rounds=ROUNDS
            ),
            "malformed": await w.moderator.slash(
                w.channel, "tournament create", name=CUP, rounds=ROUNDS, signup="soon"
            ),
        }
        seen = len(w.env.backend.messages.get(w.channel.id, {}))
        replies["create"] = await w.moderator.slash(
            w.channel, "tournament create", name=CUP, rounds=ROUNDS, signup="1d", round_time="3d"
        )
        for member in members:
            replies[f"join {member.id}"] = await member.slash(w.channel, "tournament join")
        refusals["twice"] = await alice.slash(w.channel, "tournament join")
        refusals["player start"] = await alice.slash(w.channel, "tournament start")
        before = {t.id for t in w.channel.threads}
        replies["start"] = await w.moderator.slash(w.channel, "tournament start")
        refusals["early advance"] = await w.moderator.slash(w.channel, "tournament advance")
        refusals["player advance"] = await alice.slash(w.channel, "tournament advance")
        rng = random.Random(SEED)
        rounds = []
        openings = []
        for _ in range(ROUNDS):
            threads = _new_threads(w, before)
            before |= {t.id for t in threads}
            openings += [public_since(w, t.id, 0)[0] for t in threads]
            rounds.append(await _play_round(w, threads, rng))
        replies["standings"] = await alice.slash(w.channel, "tournament standings")
        home = public_since(w, w.channel.id, seen)
        public = [
            p
            for channel in w.env.backend.messages
            if channel not in w.env.backend.dm_channels.values()
            for p in public_since(w, channel, 0)
        ]
        return Tournament(
            refusals,
            replies,
            rounds,
            openings,
            home,
            public,
            w.pictures,
            [str(m.id) for m in members],
        )


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def cup(tmp_path_factory: pytest.TempPathFactory) -> Tournament:
    """The tournament, played once for every test of this module."""
    return await play_tournament(tmp_path_factory.mktemp("cup") / "bot.db")


def _kinds(pictures: RecordingPictures, post: Any) -> list[str]:
    return [pictures.digests[hashlib.sha256(p).hexdigest()] for p in post]


async def test_strangers_non_admins_and_malformed_options_are_refused_privately(
    cup: Tournament,
) -> None:
    """Tournaments are run by league admins; a malformed option, a second sign-up
    and an early advance are refused; each privately, in one short sentence."""
    for name, result in cup.refusals.items():
        assert result.ephemeral, name
        text = result.response.content
        assert len(text) < 200, (name, text)
    for name in ("stranger create", "player create", "player start", "player advance"):
        assert "manage the server" in cup.refusals[name].response.content, name
    assert "not a duration" in cup.refusals["malformed"].response.content
    assert "already signed up" in cup.refusals["twice"].response.content
    assert "still being played" in cup.refusals["early advance"].response.content


async def test_every_table_gets_a_thread_and_a_started_game_pinging_its_players(
    cup: Tournament,
) -> None:
    """For each table of a round the bot opens a thread, starts the game and pings
    the seated players."""
    assert [len(r) for r in cup.rounds] == [2] * ROUNDS
    for opening, driver in zip(cup.openings, [d for r in cup.rounds for d in r], strict=True):
        seated = {step.user for step in driver.steps}
        assert set(opening.pings) == seated and len(seated) == 4
        assert "Autumn Cup, round" in opening.content


async def test_no_rematch_in_round_two(cup: Tournament) -> None:
    """8 players at tables of 4 meet new opponents in round 2."""
    tables = [[{s.user for s in d.steps} for d in r] for r in cup.rounds]
    met = {frozenset((a, b)) for t in tables[0] for a in t for b in t if a < b}
    again = {frozenset((a, b)) for t in tables[1] for a in t for b in t if a < b}
    # Two tables of 4 twice: each round-2 table takes two from each round-1 table, so two
    # pairs per table meet again; no pairing can do better, and none did worse.
    assert len(met & again) == 4


async def test_rounds_move_on_and_the_final_ranking_is_posted(cup: Tournament) -> None:
    """A round moves on when its games end; the last posts the final ranking with
    its picture in the tournament's channel, mentioning nobody."""
    texts = [p.content for p in cup.home]
    assert any("round 1 is over" in t and "round 2 of 2 begins" in t for t in texts)
    (final,) = [p for p in cup.home if "final ranking" in p.content]
    assert _kinds(cup.pictures, final.pictures) == ["ranking"]
    assert not final.pings
    ranked = [line for line in final.content.splitlines() if re.match(r"\d+\. ", line)]
    assert len(ranked) == 8
    standings = cup.replies["standings"]
    assert standings.ephemeral and standings.response.attachments[0].filename == "ranking.png"


async def test_no_public_message_reveals_a_secret(cup: Tournament) -> None:
    """Every public message of the tournament (its threads and its channel) keeps hidden
    information hidden."""
    checked = []
    for driver in (d for r in cup.rounds for d in r):
        for step in driver.steps:
            text = " ".join(p.content + " " + " ".join(p.labels) for p in step.posted)
            if step.move.startswith("buy"):
                assert not any(card in text for card in DEV_CARDS), text
            if step.move.startswith("robber"):
                assert not RESOURCE.search(text), text
            for kind, _holders, secret in step.secrets:
                checked.append(kind)
                assert not re.search(rf"\b{re.escape(secret)}\b", text), (kind, secret, text)
    assert checked
    for post in cup.public:
        assert "Your hand" not in post.content and "Development cards:" not in post.content
        kinds = set(_kinds(cup.pictures, post.pictures))
        assert kinds <= {"board", "summary", "ranking"}, kinds
