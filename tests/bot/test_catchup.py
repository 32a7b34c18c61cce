"""Since you last looked, through the simulated Discord: `/catchup` and the catch-up by direct
message when a player's move comes, in a four-player round, a Cities & Knights game with
the barbarians and a Seafarers game with the pirate; nobody's hidden card in anyone else's
catch-up, nor anything of it in public."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from engine import Game
from tests.bot.catchup_helpers import (
    Step,
    advance,
    dms,
    four_player_table,
    kinds,
    public_texts,
    since_own,
    to_roll,
)
from tests.bot.world import button, open_table, world

pytestmark = pytest.mark.asyncio(loop_scope="function")


async def _catchup(w: Any, who: Any, thread: Any) -> list[str]:
    """`/catchup` by a player: private, with the board; its lines."""
    answer = await who.slash(thread, "catchup")
    assert answer.ephemeral
    assert answer.response.attachments, "the board comes with it"
    return str(answer.response.content).splitlines()


def _names(w: Any) -> dict[str, str]:
    return {str(p.id): p.name for p in (*w.players, w.stranger)}


async def test_a_four_player_round_is_told_in_one_line_a_turn(tmp_path: Path) -> None:
    """After a round of the three others, `/catchup` tells alice alone, in one line per
    other player's turn and a points line naming the leader, with the board: about ten
    lines for a full round of four."""
    async with world(tmp_path / "bot.db") as w:
        thread = await four_player_table(w)
        alice = str(w.players[0].id)
        game, _ = await advance(w, thread, lambda g, s: to_roll(alice, 6)(g))
        lines = await _catchup(w, w.players[0], thread)
        table = (await w.service.core.latest(thread.id)).id
        assert lines[0] == f"Since your last move in game {table}:"
        names = _names(w)
        for other in (p for p in game.players if p != alice):
            assert sum(line.startswith(f"{names[other]}:") for line in lines) == 1, lines
        assert lines[-1].startswith("Points: ") and lines[-1].endswith(("leads.", "lead."))
        assert len(lines) <= 10, lines
        assert not any("Since your last move" in text for text in public_texts(w))


async def test_the_move_coming_brings_the_catch_up_by_direct_message(tmp_path: Path) -> None:
    """With direct messages on, the player whose move comes gets the catch-up with the
    board by direct message; a player without them gets none (they ask with `/catchup`)."""
    async with world(tmp_path / "bot.db") as w:
        alice, bob = w.players[0], w.players[1]
        await alice.slash(w.channel, "reminders", state="on")
        thread = await four_player_table(w)

        def before_alice_ends(game: Game, steps: list[Step]) -> bool:
            seat = game.players.index(str(alice.id))
            previous = game.players[seat - 1]
            return (
                game.turn >= 6
                and game.phase == "main"
                and game.players[game.current] == previous
                and "end" in [str(a) for a in game.legal_actions(previous)]
            )

        game, _ = await advance(w, thread, before_alice_ends)
        previous = game.players[game.current]
        before = len(dms(w, alice.id))
        await w.by_id[previous].slash(thread, "end")
        sent = dms(w, alice.id)[before:]
        caught = [m for m in sent if "Since your last move" in m.content]
        assert len(caught) == 1, [m.content for m in sent]
        assert caught[0].attachments, "the board comes with it"
        assert caught[0].content.splitlines()[-1].startswith("Points: ")
        assert not dms(w, bob.id)


async def test_a_cities_knights_catch_up_tells_the_barbarians(tmp_path: Path) -> None:
    """In Cities & Knights, the catch-up tells the barbarians' advance and attack in the
    turn's line, and ends with where the barbarians stand."""
    async with world(tmp_path / "bot.db") as w:
        thread = await open_table(w, rules="cities_knights")
        alice = str(w.players[0].id)

        def attacked(game: Game, steps: list[Step]) -> bool:
            window = kinds(since_own(steps, alice))
            return to_roll(alice)(game) and "BarbariansAttacked" in window

        await advance(w, thread, attacked)
        lines = await _catchup(w, w.players[0], thread)
        text = "\n".join(lines)
        assert re.search(r"[Bb]arbarian", text), text
        assert lines[-1].startswith("Barbarians "), lines
        assert any(line.startswith("Points: ") for line in lines)


async def test_a_seafarers_catch_up_tells_the_pirate(tmp_path: Path) -> None:
    """In Seafarers, a pirate moved by another player is told in that turn's line."""
    async with world(tmp_path / "bot.db") as w:
        thread = await open_table(w, rules="seafarers", scenario="new_shores")
        alice = str(w.players[0].id)

        def pirate(player: str, legal: list[Any]) -> Any:
            moves = [a for a in legal if str(a).startswith("pirate")]
            return moves[0] if moves and player != alice else None

        def moved(game: Game, steps: list[Step]) -> bool:
            return to_roll(alice)(game) and "PirateMoved" in kinds(since_own(steps, alice))

        await advance(w, thread, moved, prefer=pirate)
        text = "\n".join(await _catchup(w, w.players[0], thread))
        assert "pirate" in text, text


async def test_nobody_reads_anothers_hidden_card_in_a_catch_up(tmp_path: Path) -> None:
    """A card stolen between two others, and a card bought by another, are told to the
    reader without naming the card; the card stolen from the reader is named to them; and
    no catch-up line is posted in public."""
    async with world(tmp_path / "bot.db") as w:
        thread = await four_player_table(w)
        alice = str(w.players[0].id)

        def steals(game: Game, steps: list[Step]) -> bool:
            window = [e for s in since_own(steps, alice) for e in s.events]
            stolen = [e for e in window if e.kind == "Stole" and getattr(e, "took", True)]
            between = any(alice not in (e.thief, e.victim) for e in stolen)  # type: ignore[attr-defined]
            return (
                to_roll(alice)(game)
                and between
                and "BoughtDevelopment" in kinds(since_own(steps, alice))
            )

        _, steps = await advance(w, thread, steals)
        window = [e for s in since_own(steps, alice) for e in s.events]
        text = "\n".join(await _catchup(w, w.players[0], thread))
        for event in window:
            if event.kind == "Stole" and event.took and event.victim != alice:  # type: ignore[attr-defined]
                assert f"stole a card from {_names(w)[event.victim]}" in text, text  # type: ignore[attr-defined]
        assert "You bought" not in text
        assert not re.search(r"stole 1 \w+ from (?!you)", text), text
        for event in window:
            if event.kind == "Stole" and event.victim == alice and event.took:  # type: ignore[attr-defined]
                assert "stole 1 " in text and "from you" in text, text
        public = "\n".join(public_texts(w))
        assert "Since your last move" not in public and "from you" not in public


async def test_the_terminal_tells_the_acting_seat_its_catch_up(tmp_path: Path) -> None:
    """`/catchup` in the terminal prints what happened since the acting seat's last move,
    with the points, and saves the board as a picture."""
    import random

    from bot.local.commands import parse
    from bot.local.session import CHANNEL
    from tests.bot.test_local import _session, pick, typed

    service, session, out = await _session(tmp_path)
    rng = random.Random(4)
    while True:
        status = await service.tables.status(CHANNEL)
        view = (await service.tables.board(CHANNEL)).view or {}
        if view.get("turn", 0) >= 5 and view.get("phase") == "roll":
            break
        player = status.awaiting[0]
        if session.acting != player:
            await session.handle(parse(f"/as {player}"))  # type: ignore[arg-type]
        legal = await service.tables.legal(CHANNEL, player)
        await session.handle(parse(typed(pick(legal, rng))))  # type: ignore[arg-type]
    start = len(out.getvalue())
    await session.handle(parse("/catchup"))  # type: ignore[arg-type]
    said = out.getvalue()[start:]
    await service.close()
    assert "Since your last move in game" in said and "Points: " in said, said
    assert "Board: " in said


def _panel(thread: Any) -> Any:
    """The latest message in the thread that carries a turn panel."""
    return next(
        m
        for m in reversed(thread.history())
        if not m.flags.ephemeral and any(":catchup" in str(c) for c in m.components)
    )


async def test_the_panels_catch_up_button_answers_the_seated_privately_even_after_a_restart(
    tmp_path: Path,
) -> None:
    """A player who takes no direct messages gets nothing private when their move comes (a
    ping in the thread is public): the turn panel's Catch up button gives the presser, the
    awaited player or anyone else seated, their own catch-up with the board, only they see
    it. The button's meaning is in its id, so it answers after a restart too."""
    async with world(tmp_path / "bot.db") as w:
        thread = await four_player_table(w)
        alice = w.players[0]
        await advance(w, thread, lambda g, s: to_roll(str(alice.id), 6)(g))
        assert not dms(w, alice.id)
        panel = _panel(thread)
        pressed = await alice.click(panel, custom_id=button(panel, "catchup"))
        assert pressed.ephemeral and pressed.response.attachments, "private, with the board"
        lines = str(pressed.response.content).splitlines()
        assert lines[0].startswith("Since your last move in game"), lines
        assert lines[-1].startswith("Points: ")
        other = await w.players[1].click(panel, custom_id=button(panel, "catchup"))
        assert other.ephemeral and other.response.content.startswith("Since your last move")
        await w.restart(tmp_path / "bot.db")
        again = await alice.click(panel, custom_id=button(panel, "catchup"))
        assert again.ephemeral and again.response.content == pressed.response.content
        assert not any("Since your last move" in text for text in public_texts(w))


async def test_the_catch_up_button_refuses_someone_without_a_seat_in_a_short_sentence(
    tmp_path: Path,
) -> None:
    """Someone without a seat who presses Catch up is told, privately and shortly, that they
    have no seat at this table; nothing of the game is shown to them."""
    async with world(tmp_path / "bot.db") as w:
        thread = await open_table(w)
        panel = _panel(thread)
        refused = await w.moderator.click(panel, custom_id=button(panel, "catchup"))
        assert refused.ephemeral and not refused.response.attachments
        assert refused.response.content == "You do not have a seat at this table."


async def test_a_cities_knights_round_of_four_stays_about_ten_short_lines(tmp_path: Path) -> None:
    """In Cities & Knights the barbarians, the event die's gates and the progress cards get
    short catch-up wordings (not their full sentences): a round of four with the barbarian
    ship moving and a progress card drawn reads in at most ten lines, none of them long, and
    without the events' full sentences."""
    async with world(tmp_path / "bot.db") as w:
        thread = await four_player_table(w, rules="cities_knights")
        alice = str(w.players[0].id)

        def round_with_barbarians(game: Game, steps: list[Step]) -> bool:
            window = kinds(since_own(steps, alice))
            return (
                to_roll(alice, 8)(game)
                and {"BarbariansAdvanced", "ProgressDrawn"} <= window
                and "TurnEnded" in window
            )

        await advance(w, thread, round_with_barbarians)
        lines = await _catchup(w, w.players[0], thread)
        text = "\n".join(lines)
        assert len(lines) <= 10, lines
        assert sum(len(line) for line in lines) <= 900, text
        assert all(len(line) <= 240 for line in lines), text
        assert "barbarians " in text and " card" in text, text
        for sentence in (
            "The barbarians are at",
            "event die:",
            "progress card.",
            "draws a",
            "reveals",
        ):
            assert sentence not in text, text
