"""The end-of-game picture's input, from the service's record of a game."""

from __future__ import annotations

from bot.service import GameRecord as StoredRecord
from bot.service.options import TableOptions, rule_data
from render import GameRecord, PlayerResult


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
