"""Seafarers through the simulated Discord (the players' half): for each scenario, a
3-player table opened with `/game new rules:seafarers scenario:` and played from the lobby to a
winner, every move picked from the service's legal list (an oracle, with a bias to ships, the
pirate and the choices) and made as a player would: `/ship build|move`, `/pirate`, `/gold` and
`/token` with their autocomplete, the panel's Build, robber and Choose menus, the menu of all
moves. Then every public message and picture is scanned for what must stay hidden (hands,
stolen cards, fog hexes not yet discovered), and a stranger and a player out of turn are
refused with a private sentence that changes nothing.

The games end early (a low VP target), Harbormaster's from a position near its end reached by
the computer players (it has no ships or pirate to make through Discord); one board picture in
ten is drawn, the others are stand-ins checked for the view they were asked from.
`HEXHAVEN_SEAFARERS_FULL=1` plays each from the lobby to the scenario's own target instead."""

from __future__ import annotations

import hashlib
import os
import random
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
import simcord

from bot.common.choices import Table, rank
from bot.service.options import scenarios
from tests.bot.driver import PRIORITY, Driver, Posted, public_since, reply_text, resume_near_end
from tests.bot.world import RecordingPictures, World, open_table, world

pytestmark = pytest.mark.asyncio(loop_scope="module")

FULL = bool(os.environ.get("HEXHAVEN_SEAFARERS_FULL"))
VP = None if FULL else 6
SEED = 3
MOVES = 6000 if FULL else 1500
#: The Seafarers moves and the panel menu that offers each.
MENUS = {"build ship": "build", "move ship": "build", "pirate": "pirate"}
MENUS |= {"gold": "choose", "token": "choose"}
SEA_PRIORITY = ("gold", "token", *PRIORITY)
#: The scenarios that resume a position near their end (a player at this many public points,
#: reached by the computer players), played from there through Discord; the others are played
#: from the lobby's first move.
RESUMED = ("harbormaster",)
NEAR_THE_END = 4
#: One board picture in this many is drawn (see `RecordingPictures`).
DRAW_EVERY = 10


def head_of(move: str) -> str:
    """`build ship`, `move ship`, `pirate`, … (the first word, or two for ships)."""
    words = move.split()
    return " ".join(words[:2]) if words[1:2] == ["ship"] else words[0]


@dataclass
class SeaDriver(Driver):
    """The base driver, with ships built and moved, the pirate, gold and tokens."""

    priority: tuple[str, ...] = SEA_PRIORITY

    async def choose(self) -> tuple[str, str] | None:
        picked = await super().choose()
        if picked is None:
            return None
        user, move = picked
        legal = await self.w.service.tables.legal(self.channel, user)
        for head in ("gold", "token"):
            found = [m for m in legal if m.startswith(head)]
            if found:
                return user, self.rng.choice(found)
        pirates = [m for m in legal if m.startswith("pirate")]
        if move.startswith("robber") and pirates and self.rng.random() < 0.5:
            return user, self.robber(pirates)
        if not move.startswith(("end", "build road", "bank", "build settlement")):
            return picked
        moves = await self.w.service.tables.moves(self.channel, user)
        table = Table(moves.view, moves.names, user, moves.hand)
        if move.startswith("build settlement"):  # the richest spot, as autocomplete ranks it
            spots = rank(list(moves.legal), table, ("settlement",))
            if moves.view.get("phase") == "setup" and any(
                b["owner"] == user for b in moves.view["buildings"]
            ):  # the second on the coast, where a ship may start
                land = {i["id"]: len(i["hexes"]) for i in moves.view["board"]["intersections"]}
                spots = [c for c in spots if land[int(c.value.split()[-1])] < 3] or spots
            return user, spots[0].value
        # Ships as a player would use them: toward a spot for a settlement (the autocomplete's
        # best first), and now and then anywhere.
        ranked = rank(list(moves.legal), table, ("ship", "sail"))
        useful = [c.value for c in ranked if c.weight > 0]
        if useful and self.rng.random() < 0.8:
            return user, useful[0]
        if ranked and self.rng.random() < 0.5:
            return user, self.rng.choice(ranked).value
        return picked

    async def play(self, actor: simcord.MemberActor, move: str) -> str:
        head = head_of(move)
        if head not in MENUS:
            return await super().play(actor, move)
        path = self._path(head, ("slash", "menu", "moves"))
        if path != "slash":
            return await self.via_menu(actor, MENUS[head] if path == "menu" else "moves", move)
        words = move.split()
        if head == "build ship":
            command, option, typed, value = "ship build", "spot", words[2], words[2]
        elif head == "move ship":
            command, option, typed, value = "ship move", "move", words[2], move
        elif head == "pirate":
            command, option, typed, value = "pirate", "move", words[1], move
        elif head == "gold":
            command, option, typed, value = "gold", "resources", "", move
        else:
            command, option, typed, value = "token", "hex", words[1], words[1]
        offered = await actor.autocomplete(self.thread, command, option, typed)
        values = [c["value"] for c in offered]
        assert value in values, (move, offered)
        if option != "spot":  # a path alone is its own name when it leads nowhere new
            # Worded, not bare notation: each option says what it does.
            assert all(c["name"] != c["value"] for c in offered), offered
        self.used["autocomplete"] += 1
        return reply_text(await actor.slash(self.thread, command, **{option: value}))


@dataclass
class Played:
    """What the game left behind."""

    scenario: str
    driver: SeaDriver
    winner: str | None
    public: list[Posted]
    pictures: RecordingPictures
    refused: list[tuple[str, int, int]]
    lobby: str
    rules: str
    offered: list[str]


async def _refusals(w: World, driver: SeaDriver) -> list[tuple[str, int, int]]:
    """A stranger's ship and pirate commands, and a seated player's out of turn: (the private
    reply, the table's version before, after)."""
    out = []
    status = await w.service.tables.status(driver.channel)
    awaited = set(status.awaiting)
    idle = next((p for p in w.players if str(p.id) not in awaited), None)
    if idle is None:  # everyone is awaited (discards): try after the next move
        return []
    for actor, command, options in (
        (w.stranger, "ship build", {"spot": "1-2"}),
        (w.stranger, "pirate", {"move": "A"}),
        (idle, "ship build", {"spot": "1-2"}),
        (idle, "gold", {"resources": "ore"}),
    ):
        before = (await w.service.core.latest(driver.channel)).row.version
        result = await actor.slash(driver.thread, command, **options)
        assert result.ephemeral
        after = (await w.service.core.latest(driver.channel)).row.version
        out.append((reply_text(result), before, after))
    return out


async def play_game(path: Path, scenario: str) -> Played:
    """A Seafarers table of the scenario opened, joined, started and played to its end."""
    async with world(path, SEED, draw_every=DRAW_EVERY) as w:
        options: dict[str, Any] = {"rules": "seafarers", "scenario": scenario}
        if VP is not None:
            options["vp"] = VP
        thread = await open_table(w, 0, **options)
        lobby = next(p.content for p in public_since(w, thread.id, 0) if "scenario" in p.content)
        rules = reply_text(await w.players[0].slash(thread, "rules", topic="seafarers"))
        driver = SeaDriver(w, thread, random.Random(SEED))
        driver.victim = str(w.players[1].id)
        resumed = scenario in RESUMED and not FULL
        if resumed:
            await resume_near_end(w, thread, SEED, NEAR_THE_END)
        refused: list[tuple[str, int, int]] = []
        offered: list[str] = []
        moves = 0
        while await driver.step():
            moves += 1
            if not refused and (moves > 20 or resumed):
                refused = await _refusals(w, driver)
            if not offered:
                view = (await w.service.tables.board(thread.id)).view or {}
                if view.get("phase") == "main" and view.get("current"):
                    current = w.by_id[str(view["current"])]
                    answer = await current.autocomplete(thread, "ship build", "spot", "")
                    offered = [c["name"] for c in answer]
            assert moves < MOVES, "the game did not end"
        status = list((await w.service.tables.status(thread.id)).public)
        return Played(
            scenario,
            driver,
            next((line for line in status if line.endswith("won.")), None),
            list(public_since(w, thread.id, 0)),
            w.pictures,
            refused,
            lobby,
            rules,
            offered,
        )


@pytest_asyncio.fixture(scope="module", loop_scope="module", params=scenarios(3))
async def played(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Played:
    """Each scenario's game, played once for every test of this module."""
    scenario = str(request.param)
    return await play_game(tmp_path_factory.mktemp(scenario) / "bot.db", scenario)


def _text(posted: tuple[Posted, ...] | list[Posted]) -> str:
    return " ".join(p.content + " " + " ".join(p.labels) for p in posted)


async def test_each_scenario_is_played_from_the_lobby_to_a_winner(played: Played) -> None:
    """`/game new rules:seafarers scenario:` opens the scenario's table (the lobby
    names it); the game reaches a winner and its summary."""
    assert played.winner is not None, played.scenario
    assert "Rules seafarers, scenario " in played.lobby, played.lobby
    summary = [p for p in played.public if p.content.startswith("🏆 ")]
    assert len(summary) == 1 and summary[0].pictures


async def test_ships_the_pirate_and_gold_go_through_commands_and_menus(played: Played) -> None:
    """Ships built (and moved), the pirate and the choices are made through their
    slash commands with autocomplete and through the panel's menus."""
    used = played.driver.used
    moves = [s.move for s in played.driver.steps]
    if played.scenario == "harbormaster":  # no ships, no pirate: nothing of them is offered
        assert not any(m.startswith(("build ship", "pirate")) for m in moves)
        assert played.offered == []
        return
    assert used["build ship via slash"] and used["build ship via menu"], used
    assert used["autocomplete"], used
    assert played.offered, "no ship could be built when looked"
    for name in played.offered:
        assert re.fullmatch(r"\d+-\d+( · .+)?", name), name


async def test_public_messages_word_the_seafarers_events(played: Played) -> None:
    """Ships built and moved, the pirate's moves, gold taken and islands reached are
    public sentences from the catalogue (no engine code or notation)."""
    text = _text(played.public)
    moves = [s.move for s in played.driver.steps]
    if any(m.startswith("build ship") for m in moves):
        assert re.search(r"built a ship on \d+-\d+\.", text), played.scenario
    if any(m.startswith("move ship") for m in moves):
        assert re.search(r"moved a ship from \d+-\d+ to \d+-\d+\.", text)
    if any(m.startswith("pirate") for m in moves):
        assert "moved the pirate to " in text
    if any(m.startswith("gold") for m in moves):
        assert " for gold." in text
    assert "GoldTaken" not in text and "ShipMoved" not in text and "island-" not in text


async def test_no_public_message_reveals_a_stolen_card_or_a_hand(played: Played) -> None:
    """A steal by the pirate (or the robber) names the card only to the thief and
    the victim; no hand is posted."""
    for step in played.driver.steps:
        text = _text(step.posted)
        for kind, holders, secret in step.secrets:
            if kind == "Stole":
                assert not re.search(rf"\b{re.escape(secret)}\b", text), (secret, text)
                if step.user in holders:
                    assert secret in step.reply, (secret, step.reply)
    for post in played.public:
        assert "Your hand" not in post.content


def _fog_slots(view: Mapping[str, Any]) -> set[str]:
    return {h["id"] for h in view["board"]["hexes"] if h["terrain"] == "fog"}


async def test_public_pictures_show_no_fog_hex_before_its_discovery(played: Played) -> None:
    """Every public picture is drawn from the public view (no hand, the fog stack
    only as a count); a fog slot shows its terrain only after a public message said who
    discovered it, and stays discovered."""
    pictures = played.pictures
    posted = [hashlib.sha256(p).hexdigest() for post in played.public for p in post.pictures]
    views = [v for digest in posted for v in pictures.sources.get(digest, [])]
    assert views and all(v.get("you") is None for v in views)
    assert all("seafarers" in v for v in views)
    slots = _fog_slots(views[0])
    if played.scenario == "fog_island":
        assert slots
    said = _text(played.public)
    discovered = set(re.findall(r"discovers ([A-Z]+):", said))
    shown: set[str] = set()
    for view in views:
        assert isinstance(view["seafarers"]["fog_left"], int)
        now = slots - _fog_slots(view)
        assert shown <= now, (shown, now)
        shown = now
        assert now <= discovered, (now, discovered)


async def test_strangers_and_wrong_turns_are_refused_and_change_nothing(played: Played) -> None:
    """A stranger's `/ship build` and `/pirate`, and a seated player's commands out of
    turn, are refused privately with a sentence; the table's version does not move."""
    assert played.refused
    for said, before, after in played.refused:
        assert said and not said.startswith("✅"), said
        assert before == after, said


async def test_rules_name_the_scenarios(played: Played) -> None:
    """`/rules seafarers` explains ships and the pirate and names every scenario."""
    assert "/ship build" in played.rules and "/pirate" in played.rules
    for name in ("Heading for New Shores", "The Fog Island", "Greater Catan"):
        assert name in played.rules
