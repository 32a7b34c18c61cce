"""Whole games through the simulated Discord: two tables in one server, played from the lobby
to a winner with slash commands, autocomplete, panel buttons, menus and forms; then what was
posted is checked for pings, pictures and hidden information."""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from tests.bot.driver import (
    Driver,
    Posted,
    assert_no_hand_posted,
    assert_no_secret_posted,
    picture_kinds,
    public_since,
)
from tests.bot.world import RecordingPictures, World, open_table, world

pytestmark = pytest.mark.asyncio(loop_scope="module")

VP = 5
# A seed whose games give every kind of move within a short game. Should a rules change alter
# the games so that a kind goes missing, `play_games(path, seed)` over a few seeds finds another.
SEED = 21
SECOND_GAME_MOVES = 60  # the second table plays this far, interleaved, then is abandoned
SLASH = ("roll", "end", "accept", "decline", "cancel", "confirm")
BUTTONS = [f"{k} via button" for k in SLASH] + [f"{k} via slash" for k in SLASH]
COMMANDS = [
    f"{k} via slash"
    for k in ("buy", "play", "robber", "bank", "build road", "build settlement", "build city")
]
PANEL = ["panel:build", "panel:moves", "panel:trade", "panel:robber"]
OTHER = ["offer via slash", "offer via picker", "discard via picker", "discard via slash"]


@dataclass
class Played:
    """What two whole games left behind."""

    drivers: list[Driver]
    winners: list[str | None]
    public: list[Posted]
    dms: dict[str, list[str]]
    info: dict[str, Any]
    pictures: RecordingPictures
    players: list[str]
    finals: list[tuple[Posted, ...]] = field(default_factory=list)


def _ids(message: Any) -> list[dict[str, Any]]:
    return [c.to_dict() for row in message.components for c in row.children]


def _has(message: Any, action: str) -> bool:
    return any(c["custom_id"].split(":")[3] == action for c in _ids(message))


async def _look(w: World, thread: Any, panel: Any) -> dict[str, Any]:
    """The information commands, once each, mid-game (when the panel has a card button)."""
    alice, bob, _carol = w.players
    out = {}
    for name, options in (("board", {}), ("hand", {}), ("status", {}), ("log", {"count": 5})):
        out[name] = await alice.slash(thread, name, **options)
    out["rules"] = await alice.slash(thread, "rules", topic="robber")
    out["vacation on"] = await bob.slash(thread, "vacation", state="on", days=2.5)
    out["vacation off"] = await bob.slash(thread, "vacation", state="off")
    out["vacation status"] = await bob.slash(thread, "vacation", state="status")
    seen = len(w.env.backend.messages.get(thread.id, {}))
    out["panel"] = await alice.slash(thread, "panel")
    out["panel posted"] = public_since(w, thread.id, seen)
    hand = next(c["custom_id"] for c in _ids(panel) if c["custom_id"].endswith(":hand"))
    out["hand button"] = await bob.click(panel, custom_id=hand)
    card = next(c["custom_id"] for c in _ids(panel) if c["custom_id"].endswith(":card"))
    out["card button"] = await alice.click(panel, custom_id=card)
    out["preferences"] = await w.service.people.preferences(str(bob.id))
    return out


async def play_games(path: Path, seed: int = SEED) -> Played:
    """Two tables played to their ends, interleaved, with a look at the information commands."""
    async with world(path, seed) as w:
        bob = w.players[1]
        await bob.slash(w.channel, "reminders", state="on")  # the bot DMs bob his secrets
        threads = [await open_table(w, 0, vp=VP), await open_table(w, 1, vp=VP)]
        drivers = [Driver(w, t, random.Random(seed + i)) for i, t in enumerate(threads)]
        for driver in drivers:
            driver.victim = str(bob.id)
        info: dict[str, Any] = {}
        moves = 0
        while await drivers[0].step():
            moves += 1
            if moves <= SECOND_GAME_MOVES:
                assert await drivers[1].step()
            if not info and moves >= 40 and _has(drivers[0].panel(), "card"):
                info = await _look(w, threads[0], drivers[0].panel())
            assert moves < 3000, "the game did not end"
        abandoned = await bob.slash(threads[1], "game abandon")
        assert abandoned.response.content == "The game is abandoned."
        winners = [(await w.service.tables.status(t.id)).public for t in threads]
        public = [
            p
            for channel in w.env.backend.messages
            if channel not in w.env.backend.dm_channels.values()
            for p in public_since(w, channel, 0)
        ]
        dms = {
            str(user): [m.content for m in w.env.backend.messages.get(channel, {}).values()]
            for user, channel in w.env.backend.dm_channels.items()
        }
        finals = [public_since(w, t.id, len(w.env.backend.messages[t.id]) - 2) for t in threads]
        return Played(
            drivers,
            [next((line for line in lines if line.endswith("won.")), None) for lines in winners],
            public,
            dms,
            info,
            w.pictures,
            [str(p.id) for p in w.players],
            finals,
        )


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def played(tmp_path_factory: pytest.TempPathFactory) -> Played:
    """The games, played once for every test of this module."""
    return await play_games(tmp_path_factory.mktemp("game") / "bot.db")


async def test_the_game_reaches_a_winner_and_the_other_is_abandoned(played: Played) -> None:
    assert played.winners[0] is not None and played.winners[1] is None, played.winners
    (board, summary), (abandoned, scores) = played.finals
    # The win is said once, after the last move's own lines and board.
    assert "wins" not in board.content and board.pictures
    assert summary.content.startswith("🏆 ") and " wins after " in summary.content
    assert "\nFinal scores:" in summary.content and summary.pictures
    assert sum(" wins" in post.content for post in played.public) == 1
    assert "abandoned" in abandoned.content and not abandoned.labels
    assert scores.content.startswith("Scores when the game was abandoned") and scores.pictures
    for post in (summary, scores):
        kinds = [played.pictures.digests[hashlib.sha256(p).hexdigest()] for p in post.pictures]
        assert kinds == ["summary"]


async def test_every_command_kind_and_panel_button_was_used(played: Played) -> None:
    used = sum((d.used for d in played.drivers), start=type(played.drivers[0].used)())
    missing = [k for k in BUTTONS + COMMANDS + PANEL + OTHER if not used[k]]
    assert not missing, missing
    assert used["autocomplete"]


async def test_information_commands_answer_privately(played: Played) -> None:
    info = played.info
    names = ("board", "hand", "status", "log", "rules", "vacation on", "panel", "card button")
    for name in names:
        assert info[name].ephemeral, name
    assert info["hand"].response.attachments[0].filename == "hand.png"
    assert "Your hand:" in info["hand"].response.content
    assert info["hand button"].ephemeral and "Your hand:" in info["hand button"].response.content
    assert info["board"].response.attachments[0].filename == "board.png"
    assert "Table" in info["status"].response.content
    assert "robber" in info["rules"].response.content
    # Asking for direct messages keeps the client's language to say them in.
    assert info["preferences"] == {"dm_reminders": True, "client_language": "en"}
    assert info["vacation on"].response.content.startswith("You are away until")
    assert info["vacation off"].response.content.startswith("Welcome back")
    assert info["panel posted"] and info["panel posted"][0].labels


async def test_pings_name_exactly_the_players_now_awaited(played: Played) -> None:
    turns = 0
    for driver in played.drivers:
        for step in driver.steps:
            for post in step.posted:
                assert set(post.pings) <= set(step.awaiting), (step.move, post)
            if step.move == "end":
                turns += 1
                assert [p.pings for p in step.posted] == [step.awaiting], step
    assert turns > 20


async def test_no_public_message_reveals_a_secret(played: Played) -> None:
    checked = assert_no_secret_posted(s for driver in played.drivers for s in driver.steps)
    assert "Stole" in checked and "BoughtDevelopment" in checked
    assert_no_hand_posted(played.public)


async def test_secrets_of_others_go_only_to_those_who_opted_in(played: Played) -> None:
    alice, bob, carol = played.players
    assert not played.dms.get(alice) and not played.dms.get(carol)
    stolen_from_bob = [
        secret
        for driver in played.drivers
        for step in driver.steps
        for kind, holders, secret in step.secrets
        if kind == "Stole" and bob in holders and step.user != bob
    ]
    assert stolen_from_bob, "nobody robbed bob"
    said = "\n".join(played.dms.get(bob, []))
    for secret in stolen_from_bob:
        assert secret in said


async def test_public_pictures_are_drawn_from_the_public_view(played: Played) -> None:
    assert played.pictures.boards
    assert all(view.get("you") is None for view in played.pictures.boards)
    kinds = picture_kinds(played.public, played.pictures)
    assert kinds == {"board", "summary"}
    assert played.pictures.hands  # hands were drawn, and never posted publicly
