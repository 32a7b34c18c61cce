"""Cities & Knights positions for the render tests, shared by the goldens and the checks.

Until C&K games can be played by the engine, each position is a real base-game view (the late
game of tests/render/games.py) turned into a plausible C&K view by the view contract: rules
"cities_knights", commodities in the bank and the hand, and a hand-written "cities_knights"
section with knights of every level (active and not), walls, a metropolis of each track, a
fallen city and the barbarian ship. Replace them with positions from real C&K games when the
engine plays them; the pictures' tests only read what these functions return.
"""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

from tests.render import games

RULES = "cities_knights"
TRACKS = ("trade", "politics", "science")
COMMODITIES = ("cloth", "coin", "paper")
#: (level, active) of the knights placed, one of each kind.
KNIGHTS = ((1, False), (1, True), (2, False), (2, True), (3, False), (3, True))
PROGRESS = (
    {"card": "spy", "deck": "politics", "playable": True, "why": None},
    {"card": "merchant", "deck": "trade", "playable": True, "why": None},
    {"card": "merchant", "deck": "trade", "playable": True, "why": None},
    {"card": "warlord", "deck": "politics", "playable": False, "why": "no_inactive_knight"},
    {"card": "alchemist", "deck": "science", "playable": False, "why": "progress_before_roll"},
)


@cache
def _late() -> games.Played:
    return games.late_game(9)


def _cities(view: dict[str, Any]) -> list[dict[str, Any]]:
    return [b for b in view["buildings"] if b["kind"] == "city"]


def _knight_spots(view: dict[str, Any], count: int) -> list[tuple[int, str]]:
    """Free intersections at the ends of roads, with the road's owner, spread over the owners."""
    built = {b["intersection"] for b in view["buildings"]}
    ends = {p["id"]: (p["a"], p["b"]) for p in view["board"]["paths"]}
    taken: set[int] = set()
    by_owner: dict[str, list[int]] = {}
    for road in view["roads"]:
        for spot in ends[road["path"]]:
            if spot not in built and spot not in taken:
                by_owner.setdefault(road["owner"], []).append(spot)
                taken.add(spot)
    chosen: list[tuple[int, str]] = []
    owners = sorted(by_owner)
    while len(chosen) < count:
        owner = owners[len(chosen) % len(owners)]
        free = [s for s in by_owner[owner] if s not in {c for c, _ in chosen}]
        chosen.append((free[len(chosen) // len(owners) * 3 % len(free)], owner))
    return chosen


def board_view(position: int = 5, *, robber_active: bool = True) -> dict[str, Any]:
    """The public view of a C&K game in its late middle: every kind of piece on the board,
    the barbarian ship at `position` of 7, the robber awake or not."""
    view = copy.deepcopy(_late().view())
    view["rules"] = RULES
    view["vp_to_win"] = 13
    view["bank"].update({"cloth": 9, "coin": 4, "paper": 11})
    view["last_roll"] = [3, 5]
    view["largest_army"] = None  # no Largest Army in Cities & Knights
    for player in view["players"]:
        player["largest_army"] = False
        player["knights"] = 0
        player["development"] = 0
    for b in [b for b in view["buildings"] if b["kind"] == "settlement"][:2]:
        b["kind"] = "city"  # more cities than the base game's late position: one of each look
    cities = _cities(view)
    metropolises = [
        {"track": track, "intersection": c["intersection"], "owner": c["owner"], "final": i == 1}
        for i, (track, c) in enumerate(zip(TRACKS, cities[:3], strict=True))
    ]
    fallen = cities[3]
    fallen["kind"] = "settlement"
    walls = [
        {"intersection": c["intersection"], "owner": c["owner"]} for c in (cities[1], cities[4])
    ]
    knights = [
        {"intersection": spot, "owner": owner, "level": level, "active": active, "fresh": False}
        for (spot, owner), (level, active) in zip(
            _knight_spots(view, len(KNIGHTS)), KNIGHTS, strict=True
        )
    ]
    strength = sum(1 for b in view["buildings"] if b["kind"] == "city")
    defence = sum(k["level"] for k in knights if k["active"])
    ids = [p["id"] for p in view["players"]]
    levels = {
        pid: {track: (i * 2 + t * 3) % 4 for t, track in enumerate(TRACKS)}
        for i, pid in enumerate(ids)
    }
    for m in metropolises:  # a metropolis needs level 4 of its track, a final one level 5
        levels[m["owner"]][m["track"]] = 5 if m["final"] else 4
    view["cities_knights"] = {
        "barbarians": {"position": position, "length": 7, "strength": strength, "defence": defence},
        "attacks": 0 if not robber_active else 1,
        "robber_active": robber_active,
        "event": "politics",
        "knights": knights,
        "walls": walls,
        "metropolises": metropolises,
        "fallen": [fallen["intersection"]],
        "decks": {"trade": 14, "politics": 16, "science": 9},
        "defender_left": 5,
        "players": {
            pid: {
                "improvements": levels[pid],
                "progress": (i + 1) % 5,
                "progress_vp": ["printer"] if i == 2 else [],
                "defender": 1 if i == 0 else 0,
                "knights_supply": {"basic": i % 3, "strong": 2 - i % 2, "mighty": 2},
                "walls_supply": 3 - i % 3,
                "hand_limit": 7 + 2 * (i % 2),
            }
            for i, pid in enumerate(ids)
        },
        "pending": None,
        "merchant": {"hex": _merchant_hex(view), "owner": ids[2]},
        "effects": {"crane": 1, "fleet": ["wool"], "harbor": False, "harbor_partners": []},
        "sabotaged": [cities[5]["intersection"]],
    }
    return view


def _merchant_hex(view: dict[str, Any]) -> str:
    """A hex without the robber, away from the map's first hexes (the robber's usual place)."""
    free = [h["id"] for h in view["board"]["hexes"] if h["id"] != view["robber"]]
    return str(free[len(free) // 2])


def hand_view(player: str = "carol") -> dict[str, Any]:
    """`player`'s private view of the same position: commodities and progress cards in hand."""
    view = copy.deepcopy(_late().view(player))
    public = board_view()
    for key in ("rules", "vp_to_win", "bank", "last_roll", "buildings", "cities_knights"):
        view[key] = public[key]
    view["you"]["hand"].update({"cloth": 2, "coin": 0, "paper": 3})
    view["you"]["development"] = []
    view["you"]["progress"] = [dict(card) for card in PROGRESS]
    return view


#: Why two kinds of card of the largest hand cannot be played now (refusal codes).
LARGEST_REFUSALS = {"commercial_harbor": "harbor_partners_used", "saboteur": "no_saboteur_victim"}


def largest_hand_view(player: str = "carol") -> dict[str, Any]:
    """The most a hand holds: more cards than the limit of 4 (the active player may hold more
    until his turn ends, rules CK-13.4) from every deck, two of a kind, playable ones and ones
    greyed by the view's reason or by LARGEST_REFUSALS; two-digit counts of every resource and
    commodity; both victory point cards face up."""
    view = hand_view(player)
    view["you"]["hand"] = {
        "lumber": 10,
        "brick": 11,
        "wool": 12,
        "grain": 13,
        "ore": 14,
        "cloth": 19,
        "coin": 18,
        "paper": 17,
    }
    cards = (
        ("master_merchant", "trade"),
        ("commercial_harbor", "trade"),
        ("road_building", "science"),
        ("saboteur", "politics"),
        ("saboteur", "politics"),
    )
    view["you"]["progress"] = [
        {"card": card, "deck": deck, "playable": True, "why": None} for card, deck in cards
    ]
    view["cities_knights"]["players"][player]["progress_vp"] = ["printer", "constitution"]
    return view
