"""The summaries under the board picture and at the game's end: points, tokens, barbarians,
the winner and the final scores."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..catalogue import Catalogue, Message
from ..common import listed
from .status import barbarians_text, points_line, scores

MESSAGES = (
    Message("summary.tokens", "{points}. Tokens: {tokens} ({supply} in the supply)"),
    Message("summary.barbarians", "{points}. {barbarians}"),
    Message("summary.final_board", "The final board, after turn {turn}. {points}."),
    Message("summary.setup", "Set-up, round {round}. {points}."),
    Message("summary.turn", "Turn {turn}: {player}'s turn. {points}."),
    Message("summary.to_roll", "{points}. Turn {turn}: {player} to roll."),
    Message("summary.over", "{player}'s turn is over. {points}. Turn {turn}: {next} to roll."),
    Message(
        "summary.over.rolled",
        "{player}'s turn is over (rolled {rolled}). {points}. Turn {turn}: {next} to roll.",
    ),
    Message(
        "summary.hidden",
        "{player} {points} (with {count} hidden victory point card)",
        "{player} {points} (with {count} hidden victory point cards)",
        "count",
    ),
    Message("summary.abandoned", "Scores when the game was abandoned: {scores}."),
    Message(
        "summary.wins",
        "🏆 {player} wins after {count} turn!",
        "🏆 {player} wins after {count} turns!",
        "count",
    ),
    Message("summary.final", "Final scores: {scores}."),
)


def final_scores(w: Catalogue, results: Sequence[tuple[str, int, int]]) -> str:
    """`Ann 10 (with 1 hidden victory point card), Bo 7`: (name, total, hidden) in order."""
    return listed(
        w,
        [
            w.say("summary.hidden", player=p, points=total, count=hidden)
            if hidden
            else w.say("service.status.score", player=p, points=total)
            for p, total, hidden in results
        ],
    )


def summary_points(
    w: Catalogue,
    scored: Sequence[tuple[str, object]],
    tokens: tuple[Sequence[tuple[str, object]], object] | None,
    barbarians: Mapping[str, Any] | None,
) -> str:
    """`Points: Ann 4, Bo 3` (then the 2-player tokens, then the barbarians)."""
    line = points_line(w, scored)
    if tokens is not None:
        line = w.say("summary.tokens", points=line, tokens=scores(w, tokens[0]), supply=tokens[1])
    if barbarians is not None:
        line = w.say("summary.barbarians", points=line, barbarians=barbarians_text(w, barbarians))
    return line
