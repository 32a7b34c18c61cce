"""Golden counts: the base game's behaviour, pinned before the rule-set seam and
unchanged by it. Regenerate only on a deliberate rule change:

    python -m tests.engine.golden.regenerate
"""

from __future__ import annotations

import json

import pytest

from engine import Game
from tests.engine.golden.regenerate import (
    GAMES,
    HERE,
    PERFT,
    game_text,
    perft,
    position,
    state_hash,
)

#: Saves written by the format-1 engine, with the state hash they had when written.
FORMAT1_SAVES = {
    "save_format1_discard.json": "b130e492ccb0c12fbca85b867bb26e052b90d6904cc9c8ab426a24565e51af36",
    "save_format1_offer.json": "7f243bb64252f44916102fb60337d866d6c847bbae174b5ca99d4d672a5e9acc",
}


@pytest.mark.parametrize("name", [g[0] for g in GAMES])
def test_scripted_game_matches_golden_file(name: str) -> None:
    """Per step the actor, the action and every awaited player's legal-action count,
    and the final state hash, are those of the golden file."""
    assert game_text(name) == (HERE / f"{name}.txt").read_text()


@pytest.mark.parametrize("entry", PERFT, ids=[p[0] for p in PERFT])
def test_perft_counts_match_golden_file(entry: tuple[str, str, str, int]) -> None:
    """Legal action sequences from fixed positions (set-up, main, robber, discard)."""
    name, game_name, stop, depth = entry
    expected = next(
        line
        for line in (HERE / "perft.txt").read_text().splitlines()
        if line.startswith(name + " ")
    )
    game = position(game_name, stop)
    counts = " ".join(f"{d}={perft(game, d)}" for d in range(1, depth + 1))
    assert f"{name} {game_name} {stop}: {counts} sha256 {state_hash(game)}" == expected


@pytest.mark.parametrize("filename", sorted(FORMAT1_SAVES))
def test_format1_save_still_loads(filename: str) -> None:
    """Games saved before the seam (format 1) load into the same state and play on."""
    game = Game.from_dict(json.loads((HERE / filename).read_text()))
    assert state_hash(game) == FORMAT1_SAVES[filename]
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert state_hash(again) == FORMAT1_SAVES[filename]
    player = game.awaiting()[0]
    game.apply(player, game.legal_actions(player)[0])
