"""Taking moves back: which moves can be undone, by whom, and what the game is after.

An undo never reveals or re-draws anything hidden. A move that drew from the game's randomness
(a roll, a card bought or drawn, a steal, a fog hex), showed a secret (an event with a secret
part, a card played from the hand) or is not declared quiet by its rule module
(`RuleSet.add_quiet`) can never be undone, even with
everyone's consent. An undo takes back the player's own last move and every move made after it,
so it never reaches past a move that revealed something: the randomness stands where it stood,
and every later draw gives what it would have given (see docs/players.md, "Taking a move back").

- `ALONE`: the moves taken back are all the player's own and involve nobody else's cards.
- `CONSENT`: another player moved since, or a move moved another player's cards (a trade with
  a player): the others must agree.
- `NEVER`: a move to take back revealed something, or the player has no move to take back.
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Action
from .events import Event
from .game import Game
from .records import record

ALONE = "alone"
CONSENT = "consent"
NEVER = "never"

# What a move is, alone: quiet and the player's own, quiet but involving another player's
# cards, or never to be taken back.
QUIET = "quiet"
SHARED = "shared"


def move_kind(drawn_from: int, action: Action, events: Sequence[Event], after: Game) -> str:
    """What one applied move is for an undo (`drawn_from`: the position of the game's
    randomness before it, `game.rng.state`; `after`: the game now): `QUIET`, `SHARED` (it
    moved another player's cards) or `NEVER` (it drew from the randomness, showed a secret,
    ended the game, or is not a move known to be quiet)."""
    rules = after.rules
    if type(action).__name__ not in rules.quiet_moves:
        return NEVER
    if drawn_from != after.rng.state or after.winner is not None:
        return NEVER
    if any(e.secret_to() or e.kind not in rules.quiet_events for e in events):
        return NEVER
    return SHARED if any(e.kind in rules.shared_events for e in events) else QUIET


@record
class Verdict:
    """Whether `player` may take back their last move among `moves`: `kind` (`ALONE`,
    `CONSENT` or `NEVER`), `reason` (a code: `nothing_to_undo`, `revealed`, `others_moved`,
    `others_cards`, or "" when alone), `first` (the index in `moves` of the first move taken
    back; -1 if none), `blocking` (the notation of the move that revealed something, if that is
    the reason) and `others` (the other players who moved among the moves taken back)."""

    kind: str
    reason: str
    first: int
    blocking: str = ""
    others: tuple[str, ...] = ()


def judge(start: Game, moves: Sequence[tuple[str, Action | str]], player: str) -> Verdict:
    """Whether `player` may take back their last move among `moves` (applied in order to
    `start`, which is not changed), with every move after it. `start` must be a position from
    which `moves` are legal: the game as it stood before the first of them."""
    game = start.copy()
    kinds: list[str] = []
    actions: list[Action] = []
    for who, move in moves:
        action = game.parse(move) if isinstance(move, str) else move
        drawn_from = game.rng.state
        events = game.apply(who, action)
        kinds.append(move_kind(drawn_from, action, events, game))
        actions.append(action)
    own = [i for i, (who, _) in enumerate(moves) if who == player]
    if not own:
        return Verdict(NEVER, "nothing_to_undo", -1)
    first = own[-1]
    for i in range(len(moves) - 1, first - 1, -1):
        if kinds[i] == NEVER:
            return Verdict(NEVER, "revealed", first, str(actions[i]))
    others = tuple(dict.fromkeys(who for who, _ in moves[first:] if who != player))
    if others:
        return Verdict(CONSENT, "others_moved", first, others=others)
    if SHARED in kinds[first:]:
        return Verdict(CONSENT, "others_cards", first)
    return Verdict(ALONE, "", first)


def taken_back(start: Game, moves: Sequence[tuple[str, Action | str]], verdict: Verdict) -> Game:
    """The game once the moves the verdict takes back are undone: `start` (not changed) with
    the moves before them replayed."""
    game = start.copy()
    for who, move in moves[: max(verdict.first, 0)]:
        game.apply(who, move)
    return game
