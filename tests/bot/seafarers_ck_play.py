"""Cities & Knights with Seafarers through the simulated Discord (CK-18), shared by one test
file a scenario (`test_seafarers_ck_game_SCENARIO.py`): for each scenario the combination
offers, a 3-player table opened with `/game new rules:cities_knights_seafarers scenario:` and
played from the lobby to a winner, every move picked from the service's legal list and made as
a player would: the Seafarers commands and menus (`/ship`, `/pirate`, `/gold`) and the C&K ones
(`/knight …` with its chase of the pirate, `/improve`, `/play`, `/choose`), each option from
autocomplete. Then every public message and picture is scanned for what must stay hidden
(hands, stolen cards, progress cards), and the knights' chases of the pirate are worded as
such. The tests below are collected where a scenario's file imports them."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
import simcord

from bot.service.options import scenarios
from tests.bot.driver import Posted, posted_text, public_since, public_views, reply_text
from tests.bot.test_ck_game import CK_PRIORITY, HIDDEN_IDS, CkDriver, hidden, strings
from tests.bot.test_seafarers_game import SeaDriver
from tests.bot.world import RecordingPictures, open_table, world

#: The tests every scenario's game runs: what its file collects with `import *`.
__all__ = [
    "test_autocomplete_offers_knight_spots_with_reasons",
    "test_each_scenario_is_played_from_the_lobby_to_a_winner",
    "test_no_public_message_or_picture_reveals_a_secret",
    "test_the_public_messages_word_both_expansions",
]

RULES = "cities_knights_seafarers"
VP = 7
SEED = 5
MOVES = 3000
#: How many moves the menu of all moves holds (four menus of 25); Greater Catan's robber and
#: pirate together offer more after a 7, and a player then opens the robber's or the pirate's
#: own menu.
ALL_MOVES = 100
#: The knights' chases first (the pirate's among them), so that they come up in a short game.
PRIORITY = ("gold", "token", "chase", *CK_PRIORITY)
#: One board picture in this many is drawn (see `RecordingPictures`).
DRAW_EVERY = 10


@dataclass
class SeaCkDriver(SeaDriver, CkDriver):
    """Both drivers in one: Seafarers' moves through its commands, the rest through C&K's."""

    priority: tuple[str, ...] = PRIORITY
    #: The board's sea hexes (a chase there chases the pirate).
    sea: set[str] = field(default_factory=set)

    async def choose(self) -> tuple[str, str] | None:
        view = await self.public_view()
        self.sea = {h["id"] for h in view["board"]["hexes"] if h["terrain"] == "sea"}
        picked = await super().choose()
        if picked is None:
            return None
        user = picked[0]
        legal = await self.w.service.tables.legal(self.channel, user)
        # A knight that can chase the pirate does so now and then (it is awake only after the
        # first attack, so the chance comes late in a short game).
        chases = [m for m in legal if m.startswith("chase") and self._at_sea(m)]
        if chases and self.rng.random() < 0.7:
            return user, self.rng.choice(chases)
        return picked

    def _at_sea(self, move: str) -> bool:
        return move.split()[2] in self.sea

    async def play(self, actor: simcord.MemberActor, move: str) -> str:
        if move.startswith("chase") and self._at_sea(move):
            self.used["pirate chase"] += 1
        head = move.split()[0]
        if head in ("robber", "pirate"):
            legal = await self.w.service.tables.legal(self.channel, str(actor.id))
            if len(legal) > ALL_MOVES:  # beyond the menu of all moves: the piece's own menu
                self.used[f"{head} via own menu"] += 1
                return await self.via_menu(actor, head, move)
        return await super().play(actor, move)

    async def ck_slash(self, actor: simcord.MemberActor, move: str) -> str:
        """A chase of the pirate names its sea hex as typed (the sea hexes of a large map are
        more than autocomplete shows at once)."""
        words = move.split()
        if words[0] != "chase" or not self._at_sea(move):
            return await super().ck_slash(actor, move)
        offered = await actor.autocomplete(self.thread, "knight chase", "move", words[2])
        assert move in [c["value"] for c in offered], (move, offered)
        assert all(c["name"].startswith("Chase the pirate ") for c in offered[:1]), offered
        self.used["pirate chase via slash"] += 1
        return reply_text(await actor.slash(self.thread, "knight chase", move=move))


@dataclass
class Played:
    """What the game left behind."""

    scenario: str
    driver: SeaCkDriver
    winner: str | None
    public: list[Posted]
    pictures: RecordingPictures
    lobby: str
    knight_spots: list[str]
    #: The scenarios `/game new rules:cities_knights_seafarers scenario:` offered.
    offered: list[str]


async def play_game(path: Path, scenario: str) -> Played:
    """A table of the combination with this scenario, opened, joined, started and played."""
    async with world(path, SEED, settle=60, draw_every=DRAW_EVERY) as w:
        answer = await w.players[0].autocomplete(w.channel, "game new", "scenario", "", rules=RULES)
        offered = [c["value"] for c in answer]
        thread = await open_table(w, 0, rules=RULES, scenario=scenario, vp=VP)
        lobby = next(p.content for p in public_since(w, thread.id, 0) if "scenario" in p.content)
        driver = SeaCkDriver(w, thread, random.Random(SEED))
        driver.victim = str(w.players[1].id)
        knight_spots: list[str] = []
        moves = 0
        while await driver.step():
            moves += 1
            view = driver.view or {}  # the view the move was chosen on
            if not knight_spots and view.get("phase") == "main":
                current = w.by_id[str(view["current"])]
                answer = await current.autocomplete(thread, "knight build", "spot", "")
                knight_spots = [c["name"] for c in answer]
            assert moves < MOVES, "the game did not end"
        status = list((await w.service.tables.status(thread.id)).public)
        return Played(
            scenario,
            driver,
            next((line for line in status if line.endswith("won.")), None),
            list(public_since(w, thread.id, 0)),
            w.pictures,
            lobby,
            knight_spots,
            offered,
        )


def played_fixture(scenario: str) -> Any:
    """The `played` fixture of a scenario's own test file: its game, played once for every
    test of that module (one file a scenario, so that `--dist loadfile` spreads the games
    over the workers; the parameter keeps the tests' ids `test_…[scenario]`)."""

    @pytest_asyncio.fixture(scope="module", loop_scope="module", params=[scenario], name="played")
    async def played(
        request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
    ) -> Played:
        name = str(request.param)
        return await play_game(tmp_path_factory.mktemp(name) / "bot.db", name)

    return played


async def test_each_scenario_is_played_from_the_lobby_to_a_winner(played: Played) -> None:
    """`/game new rules:cities_knights_seafarers scenario:` opens the table (the lobby
    names the scenario); the game reaches a winner and its summary, with both expansions'
    moves made on the way."""
    assert played.winner is not None, played.scenario
    assert played.offered == list(scenarios(rules=RULES)), played.offered
    assert f"Rules {RULES}, scenario " in played.lobby, played.lobby
    summary = [p for p in played.public if p.content.startswith("🏆 ")]
    assert len(summary) == 1 and summary[0].pictures
    kinds = played.driver.kinds
    assert kinds["knight"] and kinds["improve"], kinds
    used = played.driver.used
    if played.scenario != "through_the_desert":  # there the desert, not the sea, lies between
        assert used["build ship via slash"] and used["build ship via menu"], used
    if played.scenario == "new_shores":  # a knight beside the awake pirate chased it
        assert used["pirate chase via slash"], used


async def test_the_public_messages_word_both_expansions(played: Played) -> None:
    """Ships, the barbarians and the three dice are public sentences; a knight's chase
    of the pirate is said as such (`chases the pirate away`), never as the robber's."""
    text = posted_text(played.public)
    if any(s.move.startswith("build ship") for s in played.driver.steps):
        assert re.search(r"built a ship on \d+-\d+\.", text), played.scenario
    assert re.search(r"rolled \d+ \(white \d, red \d\); event die: ", text)
    chases = [s for s in played.driver.steps if s.move.startswith("chase")]
    for step in chases:
        said = posted_text(step.posted)
        if step.move.split()[2] in played.driver.sea:
            assert "chases the pirate away" in said and "moved the pirate to " in said, said
        else:
            assert "chases the robber away" in said, said
    assert "PirateChased" not in text and "KnightChased" not in text


async def test_no_public_message_or_picture_reveals_a_secret(played: Played) -> None:
    """Leak scan: no progress card named before its play, no stolen card named in
    public, no hand posted; every public picture drawn from the public view, with no progress
    card id anywhere in it."""
    for step in played.driver.steps:
        text = posted_text(step.posted)
        assert not hidden(text), (step.move, text)
        for kind, _holders, secret in step.secrets:
            if kind == "Stole":
                assert not re.search(rf"\b{re.escape(secret)}\b", text), (secret, text)
    for post in played.public:
        assert "Your hand" not in post.content and "Progress cards:" not in post.content
    views = public_views(played.public, played.pictures)
    assert views
    for view in views:
        assert view.get("you") is None
        assert "seafarers" in view and "cities_knights" in view
        assert not HIDDEN_IDS.intersection(strings(view))


async def test_autocomplete_offers_knight_spots_with_reasons(played: Played) -> None:
    """`/knight build` lists only legal spots, each with its reason."""
    assert played.knight_spots
    for name in played.knight_spots:
        assert re.fullmatch(r"\d+ · .+", name), name


async def test_every_scenario_of_the_combination_has_its_own_file() -> None:
    """Each scenario the combination offers is played by its own test file (a scenario
    added to the engine gets a file too, or is played by none)."""
    here = Path(__file__).parent
    for scenario in scenarios(3, RULES):
        assert (here / f"test_seafarers_ck_game_{scenario}.py").is_file(), scenario
