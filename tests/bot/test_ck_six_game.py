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

import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
import simcord

from tests.bot.driver import posted_text, public_views
from tests.bot.six_play import (
    Refused,
    Refusing,
    assert_pings_only_awaited,
    play_refusing,
    try_refused,
)
from tests.bot.test_ck_game import CK_PRIORITY, HIDDEN_IDS, PLAYS, CkDriver, hidden, strings
from tests.bot.world import World

pytestmark = pytest.mark.asyncio(loop_scope="module")

SEED = 4
VP = 7
#: The public points of the position the game is resumed from (see `resume_near_end`).
NEAR_THE_END = 5
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


Played = Refusing[SixCkDriver]


async def _move_refused(driver: SixCkDriver, view: dict[str, Any], user: str) -> Refused | None:
    """In the special building phase the awaited builder tries `/knight move`, then looks at
    the panel's "Knights & cities" menu."""
    if view.get("phase") != "special_build":
        return None
    spots = [str(n["id"]) for n in view["board"]["intersections"]]
    knights = [
        str(k["intersection"]) for k in view["cities_knights"]["knights"] if k["owner"] == user
    ]
    start = knights[0] if knights else spots[0]
    move = f"move knight {start} {next(s for s in spots if s != start)}"
    return await try_refused(driver, user, "knight move", move, "cities")


def _driver(w: World, thread: simcord.ChannelHandle) -> SixCkDriver:
    driver = SixCkDriver(w, thread, random.Random(SEED))
    driver.victim = str(w.players[1].id)
    return driver


async def play_six(path: Path) -> Played:
    """Open a C&K table of six, start it and play it to its winner."""
    options = {"rules": "cities_knights", "map": "beginner", "vp": VP}
    return await play_refusing(path, SEED, NEAR_THE_END, _driver, _move_refused, **options)


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
    text = posted_text(played.public)
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
        assert played.names[user] in posted_text(step.posted)


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
    assert_pings_only_awaited(played.driver.steps)


async def test_no_public_message_or_picture_reveals_a_secret(played: Played) -> None:
    """Progress cards drawn and cards stolen are never named in public, nor in what a public
    picture is drawn from; no hand is posted."""
    for step in played.driver.steps:
        text = posted_text(step.posted)
        assert not hidden(text), (step.move, text)
        for kind, _holders, secret in step.secrets:
            if kind in ("Stole", "ProgressTaken", "CardsTaken", "CardsGiven"):
                shown = PLAYS.sub("plays a card.", text)
                assert not re.search(rf"\b{re.escape(secret)}\b", shown), (secret, text)
    for post in played.public:
        assert not hidden(post.content), post.content
        assert "Your hand" not in post.content and "Progress cards:" not in post.content
    views = public_views(played.public, played.pictures)
    assert views
    for view in views:
        assert view.get("you") is None
        assert not HIDDEN_IDS.intersection(strings(view))
