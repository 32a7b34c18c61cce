"""One-line summaries of a turn and of a finished game, and the record the summary picture
needs, all from public information."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.store.records import GameRecord as StoredRecord
from render import GameRecord, PlayerResult


def _name(names: Mapping[str, str], player: object) -> str:
    return names.get(str(player), str(player))


def points_line(view: Mapping[str, Any], names: Mapping[str, str]) -> str:
    """`Points: Ann 4, Bo 3, Cy 2` (visible points, seat order)."""
    players = view.get("players") or []
    return "Points: " + ", ".join(f"{_name(names, p['id'])} {p['vp']}" for p in players)


def turn_summary(view: Mapping[str, Any], names: Mapping[str, str], actor: str | None) -> str:
    """What the board picture after a move says in one line."""
    points = points_line(view, names)
    winner = view.get("winner")
    if winner is not None:
        return f"🏆 Game over after turn {view.get('turn')}: {_name(names, winner)} wins."
    current = view.get("current")
    if view.get("phase") == "setup":
        return f"Set-up: {_name(names, current)} places next. {points}."
    roll = view.get("last_roll")
    rolled = f" (rolled {sum(roll)})" if roll and actor is not None else ""
    who = f"{_name(names, actor)}'s turn is over{rolled}. " if actor else ""
    return f"{who}{points}. Turn {view.get('turn')}: {_name(names, current)} to roll."


def final_lines(record: StoredRecord) -> list[str]:
    """The final scores, hidden points included, winner first."""
    ordered = sorted(record.results, key=lambda r: (-r.total_vp, r.seat))
    parts = []
    for r in ordered:
        hidden = r.total_vp - r.public_vp
        extra = f" ({hidden} from hidden cards)" if hidden else ""
        parts.append(f"{r.display_name} {r.total_vp}{extra}")
    head = "Final scores" if record.outcome == "won" else "Scores when the game was abandoned"
    return [f"{head}: " + ", ".join(parts) + "."]


def render_record(record: StoredRecord) -> GameRecord:
    """The end-of-game picture's input, from the service's stored record."""
    players = [
        PlayerResult(
            id=r.user_id,
            seat=r.seat,
            public_vp=r.public_vp,
            hidden_vp=max(0, r.total_vp - r.public_vp),
            name=r.display_name,
        )
        for r in sorted(record.results, key=lambda r: r.seat)
    ]
    history: dict[str, list[int]] = {p.id: [] for p in players}
    for _turn, scores in record.turn_scores:
        for player, line in history.items():
            line.append(int(scores.get(player, {}).get("total", line[-1] if line else 0)))
    dice = [sum(d) for _seq, _player, d in record.rolls if len(d) == 2]
    return GameRecord(players=players, dice=dice, vp_history=history, winner=record.winner)
