"""Hidden information never reaches a public line: random games played through the service,
every public line (and the stored log, and the log command) scanned for the secrets."""

from __future__ import annotations

import json
import os
import random
import re
from pathlib import Path

import pytest

from bot.service import Outcome, Service
from bot.store import actions
from engine import RESOURCES, Action, Game

from .helpers import DEV_CARDS, PLAYERS, choose, started_table

GAMES = int(os.environ.get("HEXHAVEN_LEAK_GAMES", "3"))
RESOURCE_WORD = re.compile(r"\b(" + "|".join(RESOURCES) + r")\b")


def _secrets(game: Game, player: str, move: str) -> list[tuple[str, tuple[str, ...], str]]:
    """(kind, who may know, secret text) of each secret the move reveals, found by applying it
    to a copy of the game (same random state, so the same outcome)."""
    found = []
    for event in game.copy().apply(player, Action.parse(move)):
        public = event.to_dict(None)
        for viewer in (p.id for p in PLAYERS):
            if event.visible_to(viewer):
                mine = event.to_dict(viewer)
                for key, value in mine.items():
                    if public.get(key) != value and isinstance(value, str):
                        holders = tuple(p.id for p in PLAYERS if event.visible_to(p.id))
                        found.append((event.kind, holders, value.replace("_", " ")))
    return found


def _check(
    outcome: Outcome, secrets: list[tuple[str, tuple[str, ...], str]], move: str
) -> list[str]:
    text = " ".join(outcome.public)
    if move.startswith("buy"):
        assert not any(card in text for card in DEV_CARDS), text
    if move.startswith("robber") or move == "play knight":
        assert not RESOURCE_WORD.search(text), text
    for kind, holders, secret in secrets:
        assert kind in {"Stole", "BoughtDevelopment"}
        assert not re.search(rf"\b{re.escape(secret)}\b", text), (kind, secret, text)
        for user, lines in outcome.private.items():
            said = " ".join(lines)
            if user in holders:
                assert secret in said, (kind, secret, said)
            else:
                assert secret not in said
        assert set(outcome.private) <= set(holders)
    return [kind for kind, _, _ in secrets]


async def _play_and_scan(service: Service, channel: int, rng: random.Random) -> list[str]:
    start = await started_table(service, channel, vp_to_win=8)
    checked: list[str] = []
    for _ in range(4000):
        table = await service.core.latest(channel)
        if table.row.status != "playing":
            break
        game = await service.core.game(table)
        user = rng.choice(game.awaiting())
        move = await choose(service, channel, user, rng)
        try:
            secrets = _secrets(game, user, move)
        except ValueError:
            continue  # a random trade offer the engine refuses
        outcome = await service.play.act(channel, user, move)
        checked += _check(outcome, secrets, move)
        assert outcome.view is None or outcome.view.get("you") is None
    assert start.table is not None
    async with service.store.reading() as db:
        stored = await actions.actions_after(db, start.table, 0)
    for row in stored:
        if row.notation.startswith("buy"):
            assert all(e.get("card") is None for e in row.events), row
            assert not any(c in json.dumps(row.events) for c in DEV_CARDS), row
        if row.notation.startswith("robber") or row.notation == "play knight":
            assert not RESOURCE_WORD.search(json.dumps(row.events)), row
    log = await service.tables.log(channel, 200)
    for line in log.public:
        if "bought a development card" in line:
            assert not any(c in line for c in DEV_CARDS), line
    return checked


@pytest.mark.slow
async def test_no_secret_in_public_lines(tmp_path: Path) -> None:
    service = await Service.open(tmp_path / "leaks.db", rng=random.Random(12))
    seen: list[str] = []
    for channel in range(GAMES):
        seen += await _play_and_scan(service, channel, random.Random(channel))
    await service.close()
    # Steals and purchases did happen, and were checked.
    assert seen.count("Stole") >= GAMES and seen.count("BoughtDevelopment") >= GAMES, seen
