"""Since you last looked, through the simulated Discord: `/catchup` and the catch-up by direct
message when a player's move comes, in a four-player round, a Cities & Knights game with
the barbarians and a Seafarers game with the pirate; nobody's hidden card in anyone else's
catch-up, nor anything of it in public."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import Game
from tests.bot.catchup_helpers import EPHEMERAL, advance, dms, four_player_table, public_texts
from tests.bot.world import world

pytestmark = pytest.mark.asyncio(loop_scope="function")


def _after_own_turn(player: str, turns: int) -> object:
    """A condition: `player`'s move has come again after a turn of theirs at least `turns`
    into the game (the others' whole round between)."""

    def until(game: Game) -> bool:
        return (
            game.phase == "roll"
            and game.players[game.current] == player
            and game.turn >= turns
        )

    return until


async def test_a_four_player_round_is_told_in_one_line_a_turn(tmp_path: Path) -> None:
    """After a round of the three others, `/catchup` tells alice alone, in one line per
    other player's turn and a points line naming the leader, with the board: about ten
    lines for a full round of four."""
    async with world(tmp_path / "bot.db") as w:
        thread = await four_player_table(w)
        alice = str(w.players[0].id)
        game = await advance(w, thread, _after_own_turn(alice, 6))
        others = [p for p in game.players if p != alice]
        answer = await w.players[0].slash(thread, "catchup")
        assert answer.ephemeral
        text = answer.response.content
        lines = text.splitlines()
        assert lines[0] == f"Since your last move in game {(await w.service.core.latest(thread.id)).id}:"
        names = {str(p.id): p.name for p in (*w.players, w.stranger)}
        for other in others:
            assert sum(line.startswith(f"{names[other]}:") for line in lines) == 1, text
        assert lines[-1].startswith("Points: ") and ("leads." in lines[-1] or "lead." in lines[-1])
        assert len(lines) <= 10, text
        assert answer.response.attachments, "the board comes with it"
        assert text not in "\n".join(public_texts(w))
