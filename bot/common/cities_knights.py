"""Cities & Knights moves (the engine's notation) worded as choices, each with the reason a
player would pick it (`Knight · 23 · next to K (robber)`). Which moves are legal is the
engine's call; this reads only the public view to say what a move means."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from bot.common.spots import BoardText
from bot.service.options import rule_data
from engine import GameView
from engine.rules.cities_knights.data import (
    KNIGHT_LEVELS,
    LEVEL_NAMES,
    TRACK_COMMODITY,
    WALL_BONUS,
)
from words import ENGLISH, say
from words.cities_knights import track
from words.common import card, name

#: The kinds (first word of the notation) of the moves C&K adds, by the menu that offers them.
BUILD_KINDS = (
    "wall",
    "improve",
    "knight",
    "activate",
    "promote",
    "move",
    "displace",
    "chase",
    "repair",
)
#: The choices the game awaits: the barbarians', improvements' and knights' own, then the
#: progress cards' (their player's further choices, the others' answers) and the dirty trick's.
CHOICE_KINDS = (
    "metropolis",
    "pillage",
    "relocate",
    "aqueduct",
    "draw",
    "return",
    "take",
    "harbor",
    "desert",
    "deserter",
    "diplomat",
    "spy",
    "give",
    "commit",
)
KINDS = BUILD_KINDS + CHOICE_KINDS
#: What a progress card does, in a few words, for menus and autocomplete (the card's arguments
#: follow in the label).
EFFECTS = {
    "alchemist": "choose the dice",
    "crane": "next improvement 1 commodity cheaper",
    "engineer": "a free city wall",
    "inventor": "swap two number tokens",
    "irrigation": "2 grain per fields hex",
    "medicine": "a city for 2 ore, 1 grain",
    "mining": "2 ore per mountains hex",
    "printer": "1 victory point",
    "road_building": "two free roads",
    "smith": "promote two knights free",
    "commercial_harbor": "a resource for a commodity, with each player",
    "master_merchant": "take 2 cards from a richer player",
    "merchant": "the merchant: 2:1 for its hex, 1 point",
    "merchant_fleet": "2:1 for one kind this turn",
    "resource_monopoly": "up to 2 of a resource from each player",
    "trade_monopoly": "1 of a commodity from each player",
    "bishop": "move the robber, steal from each player there",
    "constitution": "1 victory point",
    "deserter": "an opponent's knight leaves; you may place one",
    "diplomat": "remove an open road",
    "intrigue": "drive away a knight on your road",
    "saboteur": "richer players discard half",
    "spy": "look at a player's progress cards, take one",
    "warlord": "activate all your knights free",
    "wedding": "each richer player gives you 2 cards",
}


def _cost(counts: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {r}" for r, n in counts.items() if n)


_COSTS = rule_data("cities_knights")["costs"]
#: What the C&K pieces and knight moves cost (`1 wool, 1 ore`), from the rule set's data.
COSTS = {
    "wall": _cost(_COSTS["wall"]),
    "knight": _cost(_COSTS["knight"]),
    "promote": _cost(_COSTS["promotion"]),
    "activate": _cost(_COSTS["activation"]),
}


def _level_name(level: int) -> str:
    return KNIGHT_LEVELS[level - 1] if 1 <= level <= len(KNIGHT_LEVELS) else "?"


class KnightText:
    """What the view says about knights, walls and the robber, for wording moves."""

    def __init__(self, view: GameView, names: Mapping[str, str], spots: BoardText) -> None:
        ck: Mapping[str, Any] = view.get("cities_knights") or {}
        self.knights: dict[int, Mapping[str, Any]] = {
            k["intersection"]: k for k in ck.get("knights", [])
        }
        self.walls = {w["intersection"] for w in ck.get("walls", [])}
        self.levels: Mapping[str, Mapping[str, int]] = {
            p: v["improvements"] for p, v in ck.get("players", {}).items()
        }
        self.decks: Mapping[str, int] = ck.get("decks", {})
        self.robber = str(view.get("robber") or "")
        sea: Mapping[str, Any] = cast(Mapping[str, Any], view).get("seafarers") or {}
        #: Seafarers' pirate (C&K with Seafarers: a knight beside it may chase it).
        self.pirate = str(sea.get("pirate") or "")
        self.names = names
        self.spots = spots
        pending: Mapping[str, Any] = ck.get("pending") or {}
        #: The owner of the knight being placed again after it was driven away (a neutral's
        #: is placed by the current player, 2-player variant DECISION 15), if any.
        driven: Mapping[str, Any] = pending.get("knight") or {}
        self.driven_owner: str | None = driven.get("owner")

    def owner_name(self, player: str) -> str:
        """A player's display name (a neutral player's too)."""
        return name(player, self.names)

    def knight(self, node: int, player: str) -> str:
        """`your strong knight`, `Bo's basic knight`."""
        k = self.knights.get(node)
        if k is None:
            return "the knight"
        owner = "your" if k["owner"] == player else f"{self.owner_name(k['owner'])}'s"
        return f"{owner} {_level_name(k['level'])} knight"

    def near(self, node: int) -> str:
        """Why a knight's place matters: next to the robber (or the pirate), else what the hexes
        produce; at sea, that it rides a ship there."""
        around = self.spots.nodes.get(node, [])
        if self.robber and self.robber in around:
            return f"next to {self.robber} (robber)"
        if self.pirate and node in self.spots.corners(self.pirate):
            return say("choice.knight_near_pirate", hex=self.pirate)
        if not around:  # an intersection lists its land hexes only: open water
            return say("choice.knight_at_sea")
        return self.spots.node_produce(node) or "no production"


def describe_ck(words: list[str], player: str, text: KnightText) -> tuple[str, float]:
    """The label and a weight (higher first) of a C&K move."""
    head = words[0]
    spots = text.spots
    if head == "wall":
        node = int(words[1])
        return f"City wall · {node} · +{WALL_BONUS} hand limit", 1.0
    if head == "improve":
        name = words[1]
        level = text.levels.get(player, {}).get(name, 0) + 1
        cost = f"{level} {TRACK_COMMODITY.get(name, '?')}"
        title = LEVEL_NAMES.get(name, ())
        what = title[level - 1].replace("_", " ") if level <= len(title) else ""
        return f"Improve {track(ENGLISH, name)} to level {level} · {what} · {cost}", 2.0 + level
    if head == "knight":
        node = int(words[1])
        return f"Knight · {node} · {text.near(node)}", float(spots.node_pips(node))
    if head == "activate":
        node = int(words[1])
        return f"Activate · {node} · {text.knight(node, player)} · {COSTS['activate']}", 1.5
    if head == "promote":
        node = int(words[1])
        k = text.knights.get(node)
        up = _level_name(int(k["level"]) + 1) if k else "?"
        return f"Promote · {node} · {text.knight(node, player)} to {up}", 1.5
    if head == "move" and len(words) >= 4:
        start, to = int(words[2]), int(words[3])
        return f"Move {text.knight(start, player)} {start} → {to} · {text.near(to)}", 0.5
    if head == "displace" and len(words) >= 3:
        start, to = int(words[1]), int(words[2])
        return f"Drive away {text.knight(to, player)} at {to} with your knight at {start}", 1.0
    if head == "chase" and len(words) >= 3:
        start, hex_id = int(words[1]), words[2]
        victim = words[4] if len(words) > 4 else None
        robbed = f" · steal from {text.names.get(victim, victim)}" if victim else ""
        sea = (h := spots.hexes.get(hex_id)) is not None and h["terrain"] == "sea"
        if sea:  # C&K with Seafarers: the pirate
            chased = say("choice.chase_pirate", start=start, hex=hex_id)
            return f"{chased}{robbed}", 1.0
        where = spots.hex_text(hex_id)
        return f"Chase the robber with the knight at {start} to {hex_id} · {where}{robbed}", 1.0
    if head == "metropolis":
        node = int(words[1])
        return f"Metropolis at {spots.intersection(node)}", float(spots.node_pips(node))
    if head == "pillage":
        node = int(words[1])
        wall = " · its wall is lost too" if node in text.walls else ""
        return f"Lose the city at {spots.intersection(node)}{wall}", -float(spots.node_pips(node))
    if head == "relocate":
        owner = text.driven_owner or player
        whose = "your knight" if owner == player else f"{text.owner_name(owner)}'s knight"
        if words[1] == "none":
            return f"Take {whose} off the board", -100.0
        node = int(words[1])
        verb = "Move {} to" if owner == player else "Place {} at"
        return f"{verb.format(whose)} {node} · {text.near(node)}", float(spots.node_pips(node))
    if head == "aqueduct":
        return f"Take 1 {words[1]}", 0.0
    if head == "draw":
        left = text.decks.get(words[1], 0)
        return f"Draw from the {track(ENGLISH, words[1])} deck ({left} left)", float(left)
    if head == "return":
        return f"Put back {card(ENGLISH, words[1])}", 0.0
    return describe_card_choice(words, player, text)


def _cards(words: list[str]) -> str:
    """`1 ore 1 wool` → `1 ore, 1 wool`."""
    pairs = zip(words[1::2], words[::2], strict=False)
    return ", ".join(f"{n} {kind}" for kind, n in pairs) or "nothing"


def describe_card_choice(words: list[str], player: str, text: KnightText) -> tuple[str, float]:
    """The label and weight of an answer to a progress card (or a dirty-trick commitment)."""
    head, rest = words[0], words[1:]
    names = text.names
    if head == "take":
        return f"Take {_cards(rest)}", 0.0
    if head == "give":
        return f"Give {_cards(rest)}", 0.0
    if head == "harbor" and len(rest) == 2:
        partner = names.get(rest[0], rest[0])
        return f"Commercial Harbor · give {partner} 1 {rest[1]} for a commodity", 0.0
    if head == "harbor" and rest:
        return f"Give 1 {rest[0]} for the resource offered", 0.0
    if head == "desert" and rest:
        node = int(rest[0])
        owner = text.knights.get(node, {}).get("owner", player)
        if owner != player:  # the Deserter against a neutral's equally weak knights (2 players)
            return f"{text.knight(node, player)} at {node} deserts", 0.0
        return f"Give up {text.knight(node, player)} at {node}", -float(_level_at(text, node))
    if head == "deserter":
        if not rest or rest[0] == "none":
            return "Place no knight", -100.0
        node = int(rest[0])
        level = _level_name(int(rest[1])) if len(rest) > 1 else "?"
        return f"Place a {level} knight at {node} · {text.near(node)}", 0.0
    if head == "diplomat":
        if not rest or rest[0] == "none":
            return "Keep the road in your supply", -100.0
        return f"Place your road again at {text.spots.path(rest[0], player)}", 0.0
    if head == "spy" and rest:
        return f"Take {card(ENGLISH, rest[0])}", 0.0
    if head == "commit":
        if not rest or rest[0] == "none":
            return "Commit no knight", -100.0
        knights = ", ".join(f"{text.knight(int(n), player)} at {n}" for n in rest)
        return f"Commit {knights}", float(len(rest))
    if head == "repair" and rest:
        return f"Repair the sabotaged city at {rest[0]}", 1.0
    return " ".join(words), 0.0


def _level_at(text: KnightText, node: int) -> int:
    k = text.knights.get(node)
    return int(k["level"]) if k else 0


def describe_play(words: list[str], player: str, text: KnightText) -> tuple[str, float]:
    """`play CARD [ARGS]` worded: the card's name, then what its arguments mean."""
    name = words[1] if len(words) > 1 else "?"
    args = words[2:]
    title = card(ENGLISH, name)
    spots = text.spots
    what = EFFECTS.get(name, "")
    if name == "alchemist" and len(args) == 2:
        what = f"white {args[0]}, red {args[1]} (total {int(args[0]) + int(args[1])})"
    elif name == "inventor" and len(args) == 2:
        what = f"swap {args[0]} ({spots.hex_text(args[0])}) and {args[1]} " + (
            f"({spots.hex_text(args[1])})"
        )
    elif name in ("merchant", "bishop") and args:
        what = f"{what} · {args[0]} ({spots.hex_text(args[0])})"
    elif name in ("merchant_fleet", "resource_monopoly", "trade_monopoly") and args:
        what = f"{what} · {args[0]}"
    elif name in ("deserter", "spy", "master_merchant") and args:
        what = f"{what} · {text.owner_name(args[0])}"
    elif name == "diplomat" and args:
        what = f"remove the road {args[0]}"
    elif name in ("engineer", "medicine") and args:
        what = f"{what} · at {spots.intersection(int(args[0]))}"
    elif name == "intrigue" and args:
        what = f"drive away {text.knight(int(args[0]), player)} at {args[0]}"
    elif name == "smith" and args:
        what = "promote " + ", ".join(f"{text.knight(int(n), player)} at {n}" for n in args)
    elif name == "saboteur" and args:
        what = f"turn the city at {args[0]}"
    elif args:
        what = f"{what} · {' '.join(args)}"
    return f"{title} · {what}" if what else title, 0.0
