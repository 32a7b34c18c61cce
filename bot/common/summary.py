"""One-line summaries of a turn and of a finished game, and the record the summary picture
needs, all from public information."""

from __future__ import annotations

from collections.abc import Mapping

from bot.service.messages import barbarians_text
from bot.service.options import TableOptions, rule_data
from bot.service.prompts import plural
from bot.store.records import GameRecord as StoredRecord
from engine import GameView
from render import GameRecord, PlayerResult


def _name(names: Mapping[str, str], player: object) -> str:
    return names.get(str(player), str(player))


def points_line(view: GameView, names: Mapping[str, str]) -> str:
    """`Points: Ann 4, Bo 3, Cy 2` (visible points, seat order); in the 2-player game, then
    `Tokens: Ann 5, Bo 6 (9 in the supply)`."""
    players = view.get("players") or []
    line = "Points: " + ", ".join(f"{_name(names, p['id'])} {p['vp']}" for p in players)
    two = view.get("two_player")
    if two is not None:
        held = ", ".join(f"{_name(names, p)} {n}" for p, n in two["tokens"].items())
        line += f". Tokens: {held} ({two['token_supply']} in the supply)"
    return line


def turn_summary(view: GameView, names: Mapping[str, str], actor: str | None) -> str:
    """What the board picture after a move says in one line (the prompts under it say who
    must do what)."""
    points = points_line(view, names)
    if view.get("phase") != "setup" and (barbarians := barbarians_text(view)):
        points += f". {barbarians}"
    turn = view.get("turn")
    if view.get("winner") is not None:
        return f"The final board, after turn {turn}. {points}."
    current = view.get("current")
    if view.get("phase") == "setup":
        return f"Set-up, round {view.get('setup_round')}. {points}."
    if view.get("phase") != "roll":
        return f"Turn {turn}: {_name(names, current)}'s turn. {points}."
    roll = view.get("last_roll")
    # A turn is over when someone other than the player to roll now made the last move; the
    # last set-up placer may roll first, and then nobody's turn is over.
    over = actor is not None and actor != current
    rolled = f" (rolled {sum(roll)})" if roll and over else ""
    who = f"{_name(names, actor)}'s turn is over{rolled}. " if over else ""
    return f"{who}{points}. Turn {turn}: {_name(names, current)} to roll."


def final_lines(record: StoredRecord) -> list[str]:
    """The win message (or the abandonment's), with the final scores, hidden points included,
    winner first, and the victory point cards each player kept hidden until the end."""
    ordered = sorted(record.results, key=lambda r: (-r.total_vp, r.seat))
    parts = []
    for r in ordered:
        hidden = r.total_vp - r.public_vp
        extra = f" (with {plural(hidden, 'hidden victory point card')})" if hidden else ""
        parts.append(f"{r.display_name} {r.total_vp}{extra}")
    scores = ", ".join(parts) + "."
    if record.outcome != "won":
        return [f"Scores when the game was abandoned: {scores}"]
    winner = next((r.display_name for r in record.results if r.won), record.winner)
    after = plural(record.turns, "turn")
    return [f"🏆 {winner} wins after {after}!", f"Final scores: {scores}"]


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
    # The chart's scale fits the points this game was played to.
    options = TableOptions.from_dict(record.options)
    target = options.vp_to_win or rule_data(options.rules)["vp_target"]
    return GameRecord(
        players=players, dice=dice, vp_history=history, winner=record.winner, target=target
    )
