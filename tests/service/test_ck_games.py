"""Cities & Knights through the service: random 3-player games played to a
winner from the engine's legal moves, with every public line, the stored log and `/log`
scanned for hidden information (progress cards drawn or returned, stolen cards), prompts for
every choice the game awaits, and the hand lines of the drawer naming the card.

`HEXHAVEN_CK_GAMES` sets how many games run (1 in the suite; more by hand)."""

from __future__ import annotations

import json
import os
import random
import re
from collections import Counter
from pathlib import Path

import pytest

from bot.service import Outcome, Refusal, Service
from bot.service.messages import hand_lines
from bot.store import actions
from engine import Game
from engine.rules.cities_knights.data import CARD_DECK, VP_CARDS
from words import ENGLISH
from words.common import card

from .helpers import PLAYERS, started_table

GAMES = int(os.environ.get("HEXHAVEN_CK_GAMES", "1"))
#: Progress cards whose names must never be public (the VP cards are revealed when drawn).
HIDDEN_CARDS = sorted({card(ENGLISH, c) for c in CARD_DECK if c not in VP_CARDS}, key=len)
HIDDEN = re.compile(r"\b(" + "|".join(re.escape(c) for c in reversed(HIDDEN_CARDS)) + r")\b")
#: The one public naming of a progress card: its play (`Bo plays Spy.`), which the scans allow.
PLAYS = re.compile(r"\bplays (" + "|".join(re.escape(c) for c in reversed(HIDDEN_CARDS)) + r")\.")


def hidden(text: str) -> str | None:
    """A progress card named in public text that was not played in it (`Bo plays Wedding.`
    makes Wedding public, and the lines of its effect may name it)."""
    played = set(PLAYS.findall(text))
    return next((m for m in HIDDEN.findall(text) if m not in played), None)


#: C&K moves a random player favours when legal (so games reach knights, walls, improvements).
BIAS = (
    ("build city", 0.9),
    ("improve", 0.7),
    ("build settlement", 0.9),
    ("activate", 0.7),
    ("knight", 0.4),
    ("promote", 0.4),
    ("wall", 0.4),
    ("chase", 0.5),
    ("displace", 0.5),
    ("build road", 0.3),
    ("move", 0.1),
    ("bank", 0.3),
)


def pick(game: Game, user: str, rng: random.Random) -> str:
    """A random legal move, favouring C&K's building so that games end."""
    moves = [str(a) for a in game.legal_actions(user)]
    for prefix, chance in BIAS:
        found = [m for m in moves if m.startswith(prefix)]
        if found and rng.random() < chance:
            return rng.choice(found)
    if "end" in moves and rng.random() < 0.7:
        return "end"
    return rng.choice(moves)


def secrets(game: Game, player: str, move: str) -> list[tuple[str, tuple[str, ...], str]]:
    """(event kind, who may know, the secret) of each secret the move reveals, found on a copy
    of the game (same random state, same outcome)."""
    found = []
    for event in game.copy().apply(player, game.parse(move)):
        public = event.to_dict(None)
        holders = tuple(p.id for p in PLAYERS if event.visible_to(p.id))
        for key, value in (event.to_dict(holders[0]) if holders else public).items():
            if public.get(key) != value and isinstance(value, str):
                found.append((event.kind, holders, value))
    return found


def check(outcome: Outcome, found: list[tuple[str, tuple[str, ...], str]], move: str) -> None:
    """No secret in the public lines; each secret in its holders' private lines, and in
    nobody else's (unless they were told the same word as a secret of their own)."""
    text = " ".join(outcome.public)
    assert not hidden(text), (move, text)
    told: dict[str, set[str]] = {}
    for _, holders, secret in found:
        for user in holders:
            told.setdefault(user, set()).add(_word(secret))
    for kind, holders, secret in found:
        word = _word(secret)
        if kind == "Stole" or secret not in VP_CARDS:
            shown = PLAYS.sub("plays a card.", text)
            assert not re.search(rf"\b{re.escape(word)}\b", shown), (kind, word, text)
        for user in {p.id for p in PLAYERS}:
            said = " ".join(outcome.private.get(user, ()))
            named = _named(said) if secret in CARD_DECK else set(re.findall(r"[a-z]+", said))
            if user in holders:
                assert word in named, (kind, word, said)
            elif word not in told.get(user, set()):
                assert word not in named, (kind, word, said)


def _named(said: str) -> set[str]:
    """The progress cards private lines name (`You draw Crane from the science deck.`, `Bo
    takes Crane from Cy.`)."""
    return set(re.findall(r"(?:You (?:draw|put)|takes) (.+?) (?:from|under) ", said))


def _word(secret: str) -> str:
    """How a secret reads in a line (a progress card by its name)."""
    return card(ENGLISH, secret) if secret in CARD_DECK else secret


async def play_and_scan(service: Service, channel: int, rng: random.Random) -> Counter[str]:
    """One game to its end; returns what happened, by kind."""
    start = await started_table(service, channel, rules="cities_knights")
    seen: Counter[str] = Counter()
    for _ in range(6000):
        table = await service.core.latest(channel)
        if table.row.status != "playing":
            break
        game = await service.core.game(table)
        user = rng.choice(game.awaiting())
        move = pick(game, user, rng)
        found = secrets(game, user, move)
        try:
            outcome = await service.play.act(channel, user, move)
        except Refusal as refusal:  # a legal move is never refused
            raise AssertionError((move, refusal.message)) from None
        check(outcome, found, move)
        seen[move.split()[0]] += 1
        seen.update(kind for kind, _, _ in found)
        seen.update(f"prompt:{p.task}" for p in outcome.prompts)
        assert outcome.view is None or outcome.view.get("you") is None
        for prompt in outcome.prompts:
            assert prompt.doing and prompt.private and prompt.doing != "decide", prompt
    assert (await service.core.latest(channel)).row.status == "finished"
    assert start.table is not None
    async with service.store.reading() as db:
        stored = await actions.actions_after(db, start.table, 0)
    for row in stored:
        assert not HIDDEN.search(json.dumps(row.events)), row
    logged = " ".join(
        (await service.tables.log(channel, 500)).public
    )  # a card once played is public
    assert not hidden(logged), hidden(logged)
    return seen


@pytest.mark.slow
async def test_random_cities_knights_games_end_without_leaking(tmp_path: Path) -> None:
    """C&K games from start to winner through the service; progress card
    names and stolen cards never public, the drawer told privately."""
    service = await Service.open(tmp_path / "ck.db", rng=random.Random(5))
    seen: Counter[str] = Counter()
    for channel in range(GAMES):
        seen += await play_and_scan(service, channel, random.Random(channel))
    await service.close()
    assert seen["ProgressDrawn"] and seen["pillage"] and seen["improve"], seen
    assert seen["knight"] and seen["activate"] and seen["Stole"], seen


async def test_the_drawer_sees_the_progress_card_in_the_hand_lines(tmp_path: Path) -> None:
    """Progress cards are shown in the private hand view and counted publicly."""
    service = await Service.open(tmp_path / "hand.db", rng=random.Random(5))
    await started_table(service, 1, rules="cities_knights")
    rng = random.Random(1)
    for _ in range(3000):
        table = await service.core.latest(1)
        game = await service.core.game(table)
        holders = [p for p in game.players if game.view(p)["you"].get("progress")]
        if holders:
            break
        user = rng.choice(game.awaiting())
        await service.play.act(1, user, pick(game, user, rng))
    assert holders
    holder = holders[0]
    view = game.view(holder)
    named = card(ENGLISH, view["you"]["progress"][0]["card"])
    lines = (await service.tables.hand(1, holder)).private[holder]
    assert any(line.startswith("Progress cards:") and named in line for line in lines), lines
    said = " ".join(lines)
    assert "Play one with /play." in said or "not now)" in said, said
    status = " ".join((await service.tables.status(1)).public)
    assert "progress card" in status and not HIDDEN.search(status), status
    await service.close()


async def test_a_base_game_hand_has_no_progress_line(tmp_path: Path) -> None:
    """The base game's hand lines are as before (development cards)."""
    service = await Service.open(tmp_path / "base.db", rng=random.Random(5))
    await started_table(service, 1)
    table = await service.core.latest(1)
    game = await service.core.game(table)
    lines = hand_lines(game.view(game.players[0]))
    assert not any(line.startswith("Progress cards") for line in lines)
    assert any(line.startswith("Development cards") for line in lines)
    await service.close()
