"""One-line summaries of a turn and of a finished game, all from public information (phrases
of the catalogue, said in the game's language)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.service import GameRecord as StoredRecord
from engine import GameView
from words import Phrase, say
from words.service import summary as summary_words


def _name(names: Mapping[str, str], player: object) -> str:
    return names.get(str(player), str(player))


def _points(view: GameView, names: Mapping[str, str], barbarians: bool = False) -> str:
    players = view.get("players") or []
    scored = [(_name(names, p["id"]), p["vp"]) for p in players]
    two = view.get("two_player")
    tokens = None
    if two is not None:
        held = [(_name(names, p), n) for p, n in two["tokens"].items()]
        tokens = (held, two["token_supply"])
    ck = view.get("cities_knights")
    shown: Mapping[str, Any] | None = dict(ck["barbarians"]) if barbarians and ck else None
    return Phrase(lambda w: summary_words.summary_points(w, scored, tokens, shown))


def points_line(view: GameView, names: Mapping[str, str]) -> str:
    """`Points: Ann 4, Bo 3, Cy 2` (visible points, seat order); in the 2-player game, then
    `Tokens: Ann 5, Bo 6 (9 in the supply)`."""
    return _points(view, names)


def turn_summary(view: GameView, names: Mapping[str, str], actor: str | None) -> str:
    """What the board picture after a move says in one line (the prompts under it say who
    must do what)."""
    points = _points(view, names, barbarians=view.get("phase") != "setup")
    turn = view.get("turn")
    if view.get("winner") is not None:
        return say("summary.final_board", turn=turn, points=points)
    current = view.get("current")
    if view.get("phase") == "setup":
        return say("summary.setup", round=view.get("setup_round"), points=points)
    if view.get("phase") != "roll":
        return say("summary.turn", turn=turn, player=_name(names, current), points=points)
    roll = view.get("last_roll")
    # A turn is over when someone other than the player to roll now made the last move; the
    # last set-up placer may roll first, and then nobody's turn is over.
    over = actor is not None and actor != current
    ended = _turn_before(view, current) if "special_build" in view else actor
    after = {"points": points, "turn": turn}
    if not over:
        return say("summary.to_roll", player=_name(names, current), **after)
    key = "summary.over.rolled" if roll else "summary.over"
    return say(
        key,
        player=_name(names, ended),
        rolled=sum(roll) if roll else 0,
        next=_name(names, current),
        **after,
    )


def _turn_before(view: GameView, current: object) -> object:
    """The seat before `current`'s, whose turn has just ended: in the games for five and six
    the last move of a turn is the special building phase's last pass, another player's."""
    ids = [p["id"] for p in view.get("players") or []]
    return ids[ids.index(current) - 1] if current in ids else current


def final_lines(record: StoredRecord) -> list[str]:
    """The win message (or the abandonment's), with the final scores, hidden points included,
    winner first, and the victory point cards each player kept hidden until the end."""
    ordered = sorted(record.results, key=lambda r: (-r.total_vp, r.seat))
    results = [(r.display_name, r.total_vp, r.total_vp - r.public_vp) for r in ordered]
    scores = Phrase(lambda w: summary_words.final_scores(w, results))
    if record.outcome != "won":
        return [say("summary.abandoned", scores=scores)]
    winner = next((r.display_name for r in record.results if r.won), record.winner)
    return [
        say("summary.wins", player=winner, count=record.turns),
        say("summary.final", scores=scores),
    ]
