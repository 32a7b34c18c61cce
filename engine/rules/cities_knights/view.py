"""What C&K adds to the view (`view["cities_knights"]`, `view["you"]["progress"]`): the
contract render and the bot read (docs/engine-api.md, "Cities & Knights")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NotRequired, TypedDict

from . import barbarians, cards, improvements, knights
from .data import BARBARIAN_TRACK, CARD_DECK, DISCARD_LIMIT, TRACKS, WALL_BONUS
from .state import ck

if TYPE_CHECKING:
    from ...game import Game


class BarbariansView(TypedDict):
    """The ship's position of `length`, the barbarians' strength (cities and metropolises on
    the board) and Catan's defence (the levels of all active knights)."""

    position: int
    length: int
    strength: int
    defence: int


class KnightView(TypedDict):
    """A knight: level 1..3, active, `fresh` when activated this turn (it cannot act yet)."""

    intersection: int
    owner: str
    level: int
    active: bool
    fresh: bool


class WallView(TypedDict):
    """A city wall, under its owner's city."""

    intersection: int
    owner: str


class MetropolisView(TypedDict):
    """A track's metropolis; `final` once its holder has level 5 of the track."""

    track: str
    intersection: int
    owner: str
    final: bool


class KnightSupplyView(TypedDict):
    """Knight pieces in a player's supply, per level."""

    basic: int
    strong: int
    mighty: int


class CkPlayerView(TypedDict):
    """What everyone sees of a player's C&K holdings."""

    improvements: dict[str, int]
    progress: int
    progress_vp: list[str]
    defender: int
    knights_supply: KnightSupplyView
    walls_supply: int
    hand_limit: int


class DrivenKnightView(TypedDict):
    """A knight driven away and waiting to be placed again: where it stood, its owner, level."""

    intersection: int
    owner: str
    level: int


class PendingView(TypedDict):
    """The choice being awaited and who must make it; for a relocation, the knight (its owner
    is not the chooser when a neutral's knight is placed by the current player, 2-player
    variant CK-D15)."""

    kind: str
    players: list[str]
    knight: NotRequired[DrivenKnightView]


class MerchantView(TypedDict):
    """The merchant (CK-14): its hex and the player controlling it."""

    hex: str
    owner: str


class EffectsView(TypedDict):
    """The current player's progress card effects lasting until the end of the turn: Crane
    discounts left, the card kinds Merchant Fleet trades 2:1, whether Commercial Harbor is in
    play and the players already traded with through it."""

    crane: int
    fleet: list[str]
    harbor: bool
    harbor_partners: list[str]


class ShownView(TypedDict):
    """A hand shown to one player only while he chooses from it: its resource and commodity
    cards (Master Merchant) or its progress cards (Spy); the other part is None."""

    player: str
    cards: dict[str, int] | None
    progress: list[str] | None


class CitiesKnightsView(TypedDict):
    """Everything public C&K adds to the view."""

    barbarians: BarbariansView
    attacks: int
    robber_active: bool
    event: str | None
    knights: list[KnightView]
    walls: list[WallView]
    metropolises: list[MetropolisView]
    fallen: list[int]
    decks: dict[str, int]
    defender_left: int
    players: dict[str, CkPlayerView]
    pending: PendingView | None
    merchant: MerchantView | None
    effects: EffectsView
    #: Cities turned by the first edition's Saboteur (CK-13.6): they produce like settlements.
    sabotaged: list[int]


class ProgressCardView(TypedDict):
    """One of one's own progress cards, its deck, whether it may be played now and, if not, the
    refusal code saying why (the words have its sentence)."""

    card: str
    deck: str
    playable: bool
    why: str | None


def cities_knights_view(g: Game) -> CitiesKnightsView:
    """The public C&K state."""
    c = ck(g)
    players = g.players
    owner = g.node_owner
    contributed = barbarians.contributions(g)
    per_player: dict[str, CkPlayerView] = {}
    for s, p in enumerate(players):
        walls = sum(1 for n in c.walls if owner[n] == s)
        supply = c.knight_supply[s]
        per_player[p] = {
            "improvements": dict(zip(TRACKS, c.levels[s], strict=True)),
            "progress": len(c.progress[s]),
            "progress_vp": c.progress_vp[s][:],
            "defender": c.defender[s],
            "knights_supply": {
                "basic": supply[0],
                "strong": supply[1],
                "mighty": supply[2],
            },
            "walls_supply": c.wall_supply[s],
            "hand_limit": DISCARD_LIMIT + WALL_BONUS * walls,
        }
    merchant: MerchantView | None = None
    if c.merchant is not None:
        merchant = {"hex": g.board.hex_ids[c.merchant[0]], "owner": players[c.merchant[1]]}
    fx = c.effects
    effects: EffectsView = {
        "crane": int(fx.get("crane", 0)),
        "fleet": list(fx.get("fleet", [])),
        "harbor": bool(fx.get("harbor_open", False)),
        "harbor_partners": [players[s] for s in fx.get("harbor", [])],
    }
    pending: PendingView | None = None
    if c.pending:
        item = c.pending[0]
        pending = {"kind": item[0], "players": g.awaiting()}
        if item[0] == "relocate":
            pending["knight"] = {
                "intersection": int(item[2]) + 1,
                "owner": players[knights.knight_owner(item)],
                "level": int(item[3]),
            }
    return {
        "barbarians": {
            "position": c.barbarians,
            "length": BARBARIAN_TRACK,
            "strength": barbarians.strength(g),
            "defence": sum(contributed),
        },
        "attacks": c.attacks,
        "robber_active": c.robber_active,
        "event": c.event,
        "knights": [
            {
                "intersection": n + 1,
                "owner": players[k.owner],
                "level": k.level,
                "active": k.active,
                "fresh": k.fresh,
            }
            for n, k in sorted(c.knights.items())
        ],
        "walls": [{"intersection": n + 1, "owner": players[owner[n]]} for n in sorted(c.walls)],
        "metropolises": [
            {
                "track": t,
                "intersection": c.metropolis[t] + 1,
                "owner": players[owner[c.metropolis[t]]],
                "final": improvements.final(g, t),
            }
            for t in TRACKS
            if t in c.metropolis
        ],
        "fallen": sorted(n + 1 for n in c.fallen),
        "decks": {t: len(c.decks[t]) for t in TRACKS},
        "defender_left": c.defender_left,
        "players": per_player,
        "pending": pending,
        "merchant": merchant,
        "effects": effects,
        "sabotaged": sorted(n + 1 for n in c.sabotaged),
    }


def add_view(g: Game, player: str | None, out: dict[str, Any]) -> None:
    """The view hook: the public C&K state, and one's own progress cards."""
    out["cities_knights"] = cities_knights_view(g)
    you = out.get("you")
    if you is not None and player is not None:
        seat = g.players.index(player)
        progress: list[ProgressCardView] = []
        for card in ck(g).progress[seat]:
            err = cards.refusal(g, seat, card)
            progress.append(
                {
                    "card": card,
                    "deck": CARD_DECK[card],
                    "playable": err is None,
                    "why": None if err is None else err.code,
                }
            )
        you["progress"] = progress
        shown = _shown(g, seat)
        if shown is not None:
            you["shown"] = shown


def _shown(g: Game, seat: int) -> ShownView | None:
    """The hand this player is looking at while choosing from it, if any."""
    c = ck(g)
    for item in c.pending:
        seen = cards.SHOWN.get(item[0])
        pair = None if seen is None else seen(g, item)
        if pair is not None and pair[0] == seat:
            target, part = pair[1], pair[2]
            hand = g.hands[target]
            return {
                "player": g.players[target],
                "cards": {k: n for k, n in zip(g.rules.cards, hand, strict=True) if n}
                if part == "cards"
                else None,
                "progress": c.progress[target][:] if part == "progress" else None,
            }
    return None
