"""What the 2-player variant adds to the view (`view["two_player"]`): the neutral players (public,
like any player's pieces), the trade tokens, the rolls of the turn and what the current player
owes. The contract render and the bot read (docs/engine-api.md, "The 2-player variant")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from .neutrals import KINDS, MIRROR, seats
from .state import tp
from .tokens import price

if TYPE_CHECKING:
    from ...game import Game


class NeutralPiecesView(TypedDict):
    """Pieces a neutral player still has in supply (neutrals never build cities)."""

    road: int
    settlement: int


class NeutralView(TypedDict):
    """A neutral player: id, number (1 or 2), seat (after the seated players), pieces left,
    road length and whether it holds Longest Road."""

    id: str
    number: int
    seat: int
    pieces: NeutralPiecesView
    road_length: int
    longest_road: bool


class TwoPlayerView(TypedDict):
    """Neutral players; tokens per player, in the supply, and each player's price of a token
    action now; this turn's token action and knight card (used or not); rolls accepted this
    turn and the first one's sum; the neutral piece owed now ("road", "settlement", "any" or
    None) and the cards owed back after a forced trade."""

    neutrals: list[NeutralView]
    tokens: dict[str, int]
    token_supply: int
    token_price: dict[str, int]
    token_action_used: bool
    knight_turned_in: bool
    rolls: int
    first_roll: int | None
    neutral_owed: str | None
    give_back: int


def add_view(g: Game, player: str | None, out: dict[str, Any]) -> None:
    """Add `two_player` to the view."""
    t = tp(g)
    real = g.config.players
    owed: str | None = None
    if t.duties:
        piece = t.duties[0]
        owed = piece if g.sw["neutral_build_choice"] == MIRROR or piece in KINDS else "any"
    view: TwoPlayerView = {
        "neutrals": [
            {
                "id": g.players[s],
                "number": k,
                "seat": s,
                "pieces": {"road": g.pieces[s][0], "settlement": g.pieces[s][1]},
                "road_length": g.road_len[s],
                "longest_road": g.road_holder == s,
            }
            for k, s in enumerate(seats(g), 1)
        ],
        "tokens": {p: t.tokens[s] for s, p in enumerate(real)},
        "token_supply": t.supply,
        "token_price": {p: price(g, s) for s, p in enumerate(real)},
        "token_action_used": t.token_used,
        "knight_turned_in": t.cashed,
        "rolls": t.rolls,
        "first_roll": t.first if t.rolls else None,
        "neutral_owed": owed,
        "give_back": t.give,
    }
    out["two_player"] = view
