"""Cities & Knights for six through the simulated Discord: a table opened with
`/game new rules:cities_knights bots:3`, two people joining, played by `cities_knights_five_six`
to a winner. In the special building phase a person raises a knight or a wall, or activates
one, through Discord (`/knight …`, `/wall` or the panel's "Knights & cities"), and is refused a
knight move, privately, the table unchanged. Then what was posted is scanned for pings,
pictures and hidden information (progress cards and stolen cards).

The game is short: a low VP target, and resumed from a position near its end reached by the
computer players (`resume_near_end`) unless `HEXHAVEN_GAMES_FROM_THE_LOBBY` is set; one board
picture in ten is drawn."""

from __future__ import annotations

import hashlib
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot.service.computers import is_computer_id
from tests.bot.driver import Posted, public_since, reply_text, resume_near_end
from tests.bot.test_ck_game import CK_PRIORITY, HIDDEN_IDS, PLAYS, CkDriver, hidden, strings
from tests.bot.test_seafarers_six_game import _computers, _text
from tests.bot.world import RecordingPictures, button, components, world

pytestmark = pytest.mark.asyncio(loop_scope="module")

SEED = 4
VP = 7
#: The public points of the position the game is resumed from (see `resume_near_end`).
NEAR_THE_END = 5
DRAW_EVERY = 10
#: The C&K builds a person makes in the special building phase, the first one offered.
PHASE_BUILDS = ("knight", "activate", "wall", "improve")
ONLY_BUILDS = "In the special building phase you may only build, improve a city, raise"


@dataclass
class SixCkDriver(CkDriver):
    """The C&K driver; in the special building phase a person makes C&K's builds first."""

    priority: tuple[str, ...] = (*CK_PRIORITY, "pass")
    #: The C&K builds made in the special building phase: (player, move).
    phase_builds: list[tuple[str, str]] = field(default_factory=list)

    async def choose(self) -> tuple[str, str] | None:
        view = await self.public_view()
        status = await self.w.service.tables.status(self.channel)
        if view.get("phase") == "special_build" and status.awaiting:
            user = status.awaiting[0]
            legal = await self.w.service.tables.legal(self.channel, user)
            for prefix in PHASE_BUILDS:
                found = [m for m in legal if m.startswith(prefix)]
                if found:
                    self.phase_builds.append((user, found[0]))
                    return user, found[0]
        return await super().choose()


@dataclass
class Played:
    """What the game of six left behind."""

    driver: SixCkDriver
    public: tuple[Posted, ...]
    lobby: str
    refused: tuple[str, int, int, list[str], list[str]]
    pictures: RecordingPictures
    names: dict[str, str]


async def _move_refused(driver: SixCkDriver) -> tuple[str, int, int, list[str], list[str]]:
    """The awaited builder tries `/knight move` in the special building phase: (the private
    reply, the table's version before and after, what `/knight move` autocompletes, the moves
    of the panel's "Knights & cities" menu)."""
    w = driver.w
    view = await driver.public_view()
    user = (await w.service.tables.status(driver.channel)).awaiting[0]
    actor = w.by_id[user]
    spots = [str(n["id"]) for n in view["board"]["intersections"]]
    knights = [
        str(k["intersection"]) for k in view["cities_knights"]["knights"] if k["owner"] == user
    ]
    start = knights[0] if knights else spots[0]
    move = f"move knight {start} {next(s for s in spots if s != start)}"
    before = (await w.service.core.latest(driver.channel)).row.version
    result = await actor.slash(driver.thread, "knight move", move=move)
    assert result.ephemeral
    after = (await w.service.core.latest(driver.channel)).row.version
    offered = await actor.autocomplete(driver.thread, "knight move", "move", "")
    panel = driver.panel()
    menu = (await actor.click(panel, custom_id=button(panel, "cities"))).response
    assert menu is not None and menu.ephemeral
    built = [str(o["value"]) for c in components(menu) for o in c.get("options", [])]
    return reply_text(result), before, after, [str(c["value"]) for c in offered], built


async def play_six(path: Path) -> Played:
    """Open a C&K table of six, start it and play it to its winner."""
    async with world(path, SEED, timed=True, draw_every=DRAW_EVERY) as w:
        alice, bob, carol = w.players
        opened = await alice.slash(
            w.channel,
            "game new",
            rules="cities_knights",
            map="beginner",
            vp=VP,
            bots=3,
            level="easy",
            turn_time="2h",
        )
        assert opened.ephemeral and "ready" in opened.response.content, opened.response
        thread = w.channel.threads[0]
        lobby = thread.last_message
        await bob.click(lobby, custom_id=button(lobby, "join"))
        await carol.slash(thread, "game join")
        lobby_text = "\n".join(p.content for p in public_since(w, thread.id, 0))
        started = await alice.slash(thread, "game start")
        assert started.response.content == "The game is on!"
        await resume_near_end(w, thread, SEED, NEAR_THE_END)
        driver = SixCkDriver(w, thread, random.Random(SEED))
        driver.victim = str(bob.id)
        refused: tuple[str, int, int, list[str], list[str]] | None = None
        for _ in range(3000):
            await _computers(w)
            status = await w.service.tables.status(thread.id)
            if not status.awaiting:
                break
            assert not any(is_computer_id(p) for p in status.awaiting), status.awaiting
            view = await driver.public_view()
            if refused is None and view.get("phase") == "special_build":
                refused = await _move_refused(driver)
                driver.view = None
                continue
            await driver.step()
        table = await w.service.core.latest(thread.id)
        assert table.row.status == "finished"
        assert refused is not None
        return Played(
            driver,
            public_since(w, thread.id, 0),
            lobby_text,
            refused,
            w.pictures,
            dict(table.names),
        )


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def played(tmp_path_factory: pytest.TempPathFactory) -> Played:
    """The game, played once for every test of this module."""
    return await play_six(tmp_path_factory.mktemp("ck6") / "bot.db")


async def test_six_seats_play_cities_knights_for_six_to_a_winner(played: Played) -> None:
    """FS-6: a C&K table of six (three computers, two people joining) plays by the rule set of
    C&K and the 5–6 extension, with its special building phase, and ends with a winner, said
    once."""
    assert "Rules cities_knights" in played.lobby, played.lobby
    assert "(6 seated)" in played.lobby and len(played.names) == 6
    text = _text(played.public)
    assert "special building phase for " in text and "is done building" in text
    assert sum(" wins after " in p.content for p in played.public) == 1


async def test_a_knight_or_wall_is_raised_in_the_special_building_phase_through_discord(
    played: Played,
) -> None:
    """FS-6.3: a person awaited in the special building phase builds or activates a knight or
    a wall through Discord (`/knight …`, `/wall` or "Knights & cities"), said in public."""
    assert played.driver.phase_builds
    for user, move in played.driver.phase_builds:
        step = next(s for s in played.driver.steps if s.move == move and s.user == user)
        assert step.reply.startswith("✅"), step.reply
        assert played.names[user] in _text(step.posted)


async def test_a_knight_move_in_the_special_building_phase_is_refused(played: Played) -> None:
    """FS-4.4: `/knight move` in the special building phase is refused privately with a
    sentence fit for C&K (no development cards to buy) and changes nothing; neither its
    autocomplete nor the "Knights & cities" menu offers a knight's move."""
    said, before, after, offered, built = played.refused
    assert ONLY_BUILDS in said and "development" not in said, said
    assert before == after
    assert not offered, offered
    assert not any(v.startswith(("move", "displace", "chase")) for v in built), built


async def test_pings_name_exactly_the_players_now_awaited(played: Played) -> None:
    """Every ping goes to a person the game awaits after the move; computers are never
    pinged."""
    for step in played.driver.steps:
        for post in step.posted:
            assert set(post.pings) <= set(step.awaiting), (step.move, post)
            assert not any(is_computer_id(p) for p in post.pings)


async def test_no_public_message_or_picture_reveals_a_secret(played: Played) -> None:
    """Progress cards drawn and cards stolen are never named in public, nor in what a public
    picture is drawn from; no hand is posted."""
    for step in played.driver.steps:
        text = _text(step.posted)
        assert not hidden(text), (step.move, text)
        for kind, _holders, secret in step.secrets:
            if kind in ("Stole", "ProgressTaken", "CardsTaken", "CardsGiven"):
                shown = PLAYS.sub("plays a card.", text)
                assert not re.search(rf"\b{re.escape(secret)}\b", shown), (secret, text)
    for post in played.public:
        assert not hidden(post.content), post.content
        assert "Your hand" not in post.content and "Progress cards:" not in post.content
    posted = [hashlib.sha256(p).hexdigest() for post in played.public for p in post.pictures]
    views: list[dict[str, Any]] = [
        v for digest in posted for v in played.pictures.sources.get(digest, [])
    ]
    assert views
    for view in views:
        assert view.get("you") is None
        assert not HIDDEN_IDS.intersection(strings(view))
