"""Through the simulated Discord: a league season of 8 players and 6 games, from
`/league create` to `/league season end`, with standings and profile pictures; strangers and
non-admins are refused privately; every public message is scanned for hidden information."""

from __future__ import annotations

import hashlib
import random
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest
import pytest_asyncio
import simcord

from tests.bot.driver import EPHEMERAL, Driver, Posted, public_since
from tests.bot.world import RecordingPictures, World, world

pytestmark = pytest.mark.asyncio(loop_scope="module")

LEAGUE = "Friday Catan"
GAMES = 6
SEED = 16
#: One board picture in this many is drawn (see `RecordingPictures`).
DRAW_EVERY = 10
DEV_CARDS = ("knight", "road building", "year of plenty", "monopoly", "victory point")
RESOURCE = re.compile(r"\b(lumber|brick|wool|grain|ore)\b")


@dataclass
class Season:
    """What the season left behind."""

    refusals: dict[str, simcord.InteractionResult]
    replies: dict[str, simcord.InteractionResult]
    drivers: list[Driver]
    public: list[Posted]
    pictures: RecordingPictures
    members: list[str]
    ended: tuple[Posted, ...]


async def _league_game(w: World, seated: list[simcord.MemberActor], rng: random.Random) -> Driver:
    """A league table opened by the first, joined by the others, started and played out."""
    before = {t.id for t in w.channel.threads}
    opened = await seated[0].slash(w.channel, "game new", league=LEAGUE)
    assert opened.ephemeral and "ready" in opened.response.content, opened.response
    thread = next(t for t in w.channel.threads if t.id not in before)
    for actor in seated[1:]:
        await actor.slash(thread, "game join")
    started = await seated[0].slash(thread, "game start")
    assert started.response.content == "The game is on!", started.response.content
    driver = Driver(w, thread, rng)
    moves = 0
    while await driver.step():
        moves += 1
        assert moves < 2000, "the game did not end"
    return driver


async def play_season(path: Path) -> Season:
    async with world(path, SEED, draw_every=DRAW_EVERY) as w:
        names = ("erin", "finn", "gwen", "hal", "ivy")
        extra = [w.guild.add_member(w.env.create_user(n)) for n in names]
        staff = w.guild.create_role("League staff", permissions=discord.Permissions.none())
        helper = w.guild.add_member(w.env.create_user("hugo"), roles=[staff])
        members = [*w.players, *extra]
        w.by_id |= {str(m.id): m for m in (*extra, helper)}
        alice, bob = w.players[0], w.players[1]
        refusals = {
            "stranger create": await w.stranger.slash(w.channel, "league create", name=LEAGUE),
            "player create": await alice.slash(w.channel, "league create", name=LEAGUE),
            "helper role": await helper.slash(w.channel, "league role", role=staff),
        }
        replies = {
            "create": await w.moderator.slash(
                w.channel, "league create", name=LEAGUE, players=4, vp=3, turn_time="2h"
            ),
        }
        refusals["stranger season"] = await w.stranger.slash(w.channel, "league season start")
        refusals["player season"] = await bob.slash(w.channel, "league season start")
        replies["role"] = await w.moderator.slash(w.channel, "league role", role=staff)
        replies["season"] = await helper.slash(w.channel, "league season start", days=30)
        refusals["override"] = await alice.slash(
            w.channel, "game new", league=LEAGUE, turn_time="12h"
        )
        rng = random.Random(SEED)
        drivers = []
        for game in range(GAMES):
            seated = rng.sample(members, 4)
            drivers.append(await _league_game(w, seated, random.Random(SEED + game)))
        replies["standings"] = await bob.slash(w.channel, "league standings")
        replies["profile"] = await bob.slash(w.channel, "profile", player=alice)
        replies["own profile"] = await alice.slash(w.channel, "profile")
        replies["versus"] = await bob.slash(w.channel, "league versus", player=alice, other=bob)
        refusals["stranger end"] = await w.stranger.slash(w.channel, "league season end")
        refusals["player end"] = await alice.slash(w.channel, "league season end")
        refusals["player settings"] = await alice.slash(w.channel, "league settings", players=3)
        seen = len(w.env.backend.messages.get(w.channel.id, {}))
        replies["end"] = await w.moderator.slash(w.channel, "league season end")
        ended = public_since(w, w.channel.id, seen)
        public = [
            p
            for channel in w.env.backend.messages
            if channel not in w.env.backend.dm_channels.values()
            for p in public_since(w, channel, 0)
        ]
        return Season(
            refusals,
            replies,
            drivers,
            public,
            w.pictures,
            [str(m.id) for m in members],
            ended,
        )


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def season(tmp_path_factory: pytest.TempPathFactory) -> Season:
    """The season, played once for every test of this module."""
    return await play_season(tmp_path_factory.mktemp("league") / "bot.db")


def _kinds(pictures: RecordingPictures, post: Any) -> list[str]:
    return [pictures.digests[hashlib.sha256(p).hexdigest()] for p in post]


async def test_strangers_and_non_admins_are_refused_privately(season: Season) -> None:
    """Leagues are run by members with Manage Server or the league admin role;
    everyone else hears a short private refusal."""
    for name, result in season.refusals.items():
        assert result.ephemeral, name
        text = result.response.content
        assert len(text) < 200, (name, text)
        if name == "override":
            assert "Friday Catan's settings" in text and "turn_time" in text
        else:
            assert "manage the server" in text, (name, text)


async def test_the_league_admin_role_runs_seasons(season: Season) -> None:
    """A configured league admin role may run the league without Manage Server."""
    assert "League staff" in season.replies["role"].response.content
    assert "season 1 has begun" in season.replies["season"].response.content


async def test_eight_players_played_six_rated_games(season: Season) -> None:
    """Brief item 7: a season with 8 players and 6 games; every game ended with a winner."""
    assert len(season.drivers) == GAMES
    standings = season.replies["standings"].response
    lines = standings.content.splitlines()
    assert lines[0].startswith("Friday Catan · season 1 · page 1 of 1")
    ranked = [line for line in lines if re.match(r"\d+\. ", line)]
    assert len(ranked) == len({u for d in season.drivers for u in _seated(d)})
    assert sum(int(re.search(r"(\d+) games?\b", line)[1]) for line in ranked) == 4 * GAMES
    assert sum(int(re.search(r"(\d+) wins?\b", line)[1]) for line in ranked) == GAMES


def _seated(driver: Driver) -> set[str]:
    return {step.user for step in driver.steps}


async def test_standings_and_profile_pictures_are_produced(season: Season) -> None:
    """The standings and the profile come as pictures (with their text)."""
    for name, kind in (("standings", "standings"), ("profile", "profile")):
        result = season.replies[name]
        assert result.ephemeral
        assert result.response.attachments[0].filename == f"{kind}.png"
    assert "alice in Friday Catan" in season.replies["profile"].response.content
    assert "Favourite seat" in season.replies["profile"].response.content
    assert "in Friday Catan" in season.replies["versus"].response.content
    assert {"standings", "profile"} <= set(season.pictures.digests.values())


async def test_season_end_posts_final_standings_and_opens_the_next(season: Season) -> None:
    """Season end posts the final standings (with the picture) and opens the next
    season, ratings carried over."""
    (post,) = season.ended
    assert "season 1 is over" in post.content and "wins season 1" in post.content
    assert "Season 2 has begun" in post.content
    assert _kinds(season.pictures, post.pictures) == ["standings"]
    assert not post.pings


async def test_no_public_message_reveals_a_secret(season: Season) -> None:
    """Every public message of the season (game threads and the league channel) keeps
    hidden information hidden, as in the other simulated games."""
    checked = []
    for driver in season.drivers:
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
    for post in season.public:
        assert "Your hand" not in post.content and "Development cards:" not in post.content
        kinds = set(_kinds(season.pictures, post.pictures))
        assert kinds <= {"board", "summary", "standings"}, kinds


async def test_league_replies_are_private(season: Season) -> None:
    """Standings, profiles and head-to-head answer only the asker."""
    for name in ("create", "standings", "profile", "own profile", "versus", "end"):
        assert season.replies[name].response.flags.value & EPHEMERAL, name
