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
from words.common import card, counted, listed, name, resource
from words.pickers import cards, dotted, effect, improvement

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


def _cost(counts: Mapping[str, int]) -> str:
    return cards(ENGLISH, list(counts.items()))


_COSTS = rule_data("cities_knights")["costs"]
#: What the C&K pieces and knight moves cost (`1 wool, 1 ore`), from the rule set's data.
COSTS = {
    "wall": _cost(_COSTS["wall"]),
    "knight": _cost(_COSTS["knight"]),
    "promote": _cost(_COSTS["promotion"]),
    "activate": _cost(_COSTS["activation"]),
}


def _level(level: int) -> str:
    """A knight level's word in the rule set's data (`strong`), or "?"."""
    return KNIGHT_LEVELS[level - 1] if 1 <= level <= len(KNIGHT_LEVELS) else "?"


def _level_name(level: int) -> str:
    """A knight level as a player reads it (`strong`)."""
    word = _level(level)
    return say(f"picker.level.{word}") if word in KNIGHT_LEVELS else word


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
        #: is placed by the current player, 2-player variant CK-D15), if any.
        driven: Mapping[str, Any] = pending.get("knight") or {}
        self.driven_owner: str | None = driven.get("owner")
        self.driven_level = int(driven.get("level") or 0)

    def owner_name(self, player: str) -> str:
        """A player's display name (a neutral player's too)."""
        return name(player, self.names)

    def level(self, node: int) -> int:
        """The level of the knight at an intersection (0: none there)."""
        k = self.knights.get(node)
        return int(k["level"]) if k is not None else 0

    def knight(self, node: int, player: str, level: int | None = None) -> str:
        """`your strong knight`, `Bo's basic knight`; `level` says it at another level than the
        view's (a knight just promoted, as it was)."""
        k = self.knights.get(node)
        level = level if level is not None else self.level(node)
        return self._whose(k["owner"] if k is not None else None, level, player)

    def driven(self, player: str) -> str:
        """The knight just driven away (`Bo's strong knight`), as the view's pending placement
        names it; `the knight` when it had nowhere to go (it left the board)."""
        return self._whose(self.driven_owner, self.driven_level, player)

    def _whose(self, owner: str | None, level: int, player: str) -> str:
        word = _level(level)
        if owner is None or word not in KNIGHT_LEVELS:
            return say("picker.knight.unknown")
        if owner == player:
            return say(f"picker.knight.own.{word}")
        return say(f"picker.knight.other.{word}", player=self.owner_name(owner))

    def knight_at(self, node: int, player: str, level: int | None = None) -> str:
        """`your strong knight at 23`."""
        return say("picker.knight_at", knight=self.knight(node, player, level), at=node)

    def near(self, node: int) -> str:
        """Why a knight's place matters: next to the robber (or the pirate), else what the hexes
        produce; at sea, that it rides a ship there (nothing when the spots give no reasons)."""
        if not self.spots.reasons:
            return ""
        around = self.spots.nodes.get(node, [])
        if self.robber and self.robber in around:
            return say("picker.near_robber", hex=self.robber)
        if self.pirate and node in self.spots.corners(self.pirate):
            return say("choice.knight_near_pirate", hex=self.pirate)
        if not around:  # an intersection lists its land hexes only: open water
            return say("choice.knight_at_sea")
        return self.spots.node_produce(node) or say("picker.no_production")


def describe_ck(
    words: list[str], player: str, text: KnightText, *, made: bool = False
) -> tuple[str, float]:
    """The label and a weight (higher first) of a C&K move; `made`: of a move just made, read
    from the view after it (a knight moved is at its new place, one promoted a level up, an
    improvement at its new level), without the reasons or the price of making it."""
    head = words[0]
    spots = text.spots
    if head == "wall":
        node = int(words[1])
        bonus = "" if made else say("picker.wall.bonus", bonus=WALL_BONUS)
        return dotted(ENGLISH, [say("picker.wall"), str(node), bonus]), 1.0
    if head == "improve":
        track_name = words[1]
        level = text.levels.get(player, {}).get(track_name, 0) + (0 if made else 1)
        cost = "" if made else counted(ENGLISH, TRACK_COMMODITY.get(track_name, "?"), level)
        title = LEVEL_NAMES.get(track_name, ())
        what = improvement(ENGLISH, title[level - 1]) if 1 <= level <= len(title) else ""
        improve = say("picker.improve", track=track(ENGLISH, track_name), level=level)
        return dotted(ENGLISH, [improve, what, cost]), 2.0 + level
    if head == "knight":
        node = int(words[1])
        label = dotted(ENGLISH, [say("picker.knight"), str(node), text.near(node)])
        return label, float(spots.node_pips(node))
    if head == "activate":
        node = int(words[1])
        cost = "" if made else COSTS["activate"]
        parts = [say("picker.activate"), str(node), text.knight(node, player), cost]
        return dotted(ENGLISH, parts), 1.5
    if head == "promote":
        node = int(words[1])
        level = text.level(node) - (1 if made else 0)
        up = _level_name(level + 1) if node in text.knights else "?"
        to = say("picker.promote.to", knight=text.knight(node, player, level), level=up)
        return dotted(ENGLISH, [say("picker.promote"), str(node), to]), 1.5
    if head == "move" and len(words) >= 4:
        start, end = int(words[2]), int(words[3])
        knight = text.knight(end if made else start, player)
        moved = say("picker.move_knight", knight=knight, start=start, to=end)
        return dotted(ENGLISH, [moved, text.near(end)]), 0.5
    if head == "displace" and len(words) >= 3:
        start, end = int(words[1]), int(words[2])
        # Made, the mover's knight stands at `end`: the one driven away is the one waiting to
        # be placed again (or gone, with nowhere to go).
        knight = text.driven(player) if made else text.knight(end, player)
        return say("picker.displace", knight=knight, to=end, start=start), 1.0
    if head == "chase" and len(words) >= 3:
        start, hex_id = int(words[1]), words[2]
        victim = words[4] if len(words) > 4 else None
        robbed = say("picker.steal.short", player=text.names.get(victim, victim)) if victim else ""
        sea = (h := spots.hexes.get(hex_id)) is not None and h["terrain"] == "sea"
        if sea:  # C&K with Seafarers: the pirate
            chased = say("choice.chase_pirate", start=start, hex=hex_id)
            return dotted(ENGLISH, [chased, robbed]), 1.0
        chased = say("picker.chase", start=start, hex=hex_id)
        where = "" if made else spots.hex_text(hex_id)
        return dotted(ENGLISH, [chased, where, robbed]), 1.0
    if head == "metropolis":
        node = int(words[1])
        label = say("picker.metropolis", where=spots.intersection(node))
        return label, float(spots.node_pips(node))
    if head == "pillage":
        node = int(words[1])
        wall = say("picker.pillage.wall") if node in text.walls else ""
        lost = say("picker.pillage", where=spots.intersection(node))
        return dotted(ENGLISH, [lost, wall]), -float(spots.node_pips(node))
    if head == "relocate":
        owner = text.driven_owner or player
        if made and words[1] != "none" and int(words[1]) in text.knights:
            owner = text.knights[int(words[1])]["owner"]  # placed: no longer the one pending
        whose = "own" if owner == player else "other"
        theirs = text.owner_name(owner)
        if words[1] == "none":
            return say(f"picker.relocate.{whose}.none", player=theirs), -100.0
        node = int(words[1])
        placed = say(f"picker.relocate.{whose}", player=theirs, at=node)
        return dotted(ENGLISH, [placed, text.near(node)]), float(spots.node_pips(node))
    if head == "aqueduct":
        return say("picker.aqueduct", resource=resource(ENGLISH, words[1])), 0.0
    if head == "draw":
        left = text.decks.get(words[1], 0) + (1 if made else 0)  # made: the card just drawn
        return say("picker.draw", track=track(ENGLISH, words[1]), left=left), float(left)
    if head == "return":
        return say("picker.return", card=card(ENGLISH, words[1])), 0.0
    return describe_card_choice(words, player, text)


def _cards(words: list[str]) -> str:
    """`1 ore 1 wool` → `1 ore, 1 wool`."""
    pairs = zip(words[1::2], words[::2], strict=False)
    return cards(ENGLISH, [(kind, int(n)) for kind, n in pairs if n.isdigit()])


def describe_card_choice(words: list[str], player: str, text: KnightText) -> tuple[str, float]:
    """The label and weight of an answer to a progress card (or a dirty-trick commitment)."""
    head, rest = words[0], words[1:]
    names = text.names
    if head == "take":
        return say("picker.take", cards=_cards(rest)), 0.0
    if head == "give":
        return say("picker.give", cards=_cards(rest)), 0.0
    if head == "harbor" and len(rest) == 2:
        partner = names.get(rest[0], rest[0])
        return say("picker.harbor.give", player=partner, resource=resource(ENGLISH, rest[1])), 0.0
    if head == "harbor" and rest:
        return say("picker.harbor.answer", resource=resource(ENGLISH, rest[0])), 0.0
    if head == "desert" and rest:
        node = int(rest[0])
        owner = text.knights.get(node, {}).get("owner", player)
        knight = text.knight(node, player)
        if owner != player:  # the Deserter against a neutral's equally weak knights (2 players)
            return say("picker.desert.other", knight=knight, at=node), 0.0
        return say("picker.desert.own", knight=knight, at=node), -float(text.level(node))
    if head == "deserter":
        if not rest or rest[0] == "none":
            return say("picker.deserter.none"), -100.0
        node = int(rest[0])
        level = _level(int(rest[1])) if len(rest) > 1 else "?"
        key = f"picker.deserter.{level}" if level in KNIGHT_LEVELS else "picker.deserter.any"
        return dotted(ENGLISH, [say(key, at=node), text.near(node)]), 0.0
    if head == "diplomat":
        if not rest or rest[0] == "none":
            return say("picker.diplomat.keep"), -100.0
        return say("picker.diplomat.again", path=text.spots.path(rest[0], player)), 0.0
    if head == "spy" and rest:
        return say("picker.take", cards=card(ENGLISH, rest[0])), 0.0
    if head == "commit":
        if not rest or rest[0] == "none":
            return say("picker.commit.none"), -100.0
        knights = listed(ENGLISH, [text.knight_at(int(n), player) for n in rest])
        return say("picker.commit", knights=knights), float(len(rest))
    if head == "repair" and rest:
        return say("picker.repair", at=rest[0]), 1.0
    return " ".join(words), 0.0


def describe_play(
    words: list[str], player: str, text: KnightText, *, made: bool = False
) -> tuple[str, float]:
    """`play CARD [ARGS]` worded: the card's name, then what its arguments mean (`made`: of a
    card just played, read from the view after it: the Smith's knights a level up)."""
    card_name = words[1] if len(words) > 1 else "?"
    args = words[2:]
    title = card(ENGLISH, card_name)
    spots = text.spots
    what = "" if made else effect(ENGLISH, card_name)  # once played, why it was is said
    parts = [title, what]
    if card_name == "alchemist" and len(args) == 2:
        white, red = int(args[0]), int(args[1])
        parts = [title, say("picker.play.alchemist", white=white, red=red, total=white + red)]
    elif card_name == "inventor" and len(args) == 2:
        first, second = args
        # Played, the two hexes hold each other's numbers: each is said with the one it had.
        had = {first: spots.number(second), second: spots.number(first)} if made else {}
        swapped = say(
            "picker.play.inventor",
            first=first,
            first_hex=spots.hex_text(first, had.get(first)),
            second=second,
            second_hex=spots.hex_text(second, had.get(second)),
        )
        parts = [title, swapped]
    elif card_name in ("merchant", "bishop") and args:
        parts.append(say("picker.hex.named", hex=args[0], where=spots.hex_text(args[0])))
    elif card_name in ("merchant_fleet", "resource_monopoly", "trade_monopoly") and args:
        parts.append(resource(ENGLISH, args[0]))
    elif card_name in ("deserter", "spy", "master_merchant") and args:
        parts.append(text.owner_name(args[0]))
    elif card_name == "diplomat" and args:
        parts = [title, say("picker.play.diplomat", path=args[0])]
    elif card_name in ("engineer", "medicine") and args:
        parts.append(say("picker.at", where=spots.intersection(int(args[0]))))
    elif card_name == "intrigue" and args:
        knight = text.knight(int(args[0]), player)
        parts = [title, say("picker.play.intrigue", knight=knight, at=args[0])]
    elif card_name == "smith" and args:
        down = 1 if made else 0  # the level each had when the card was played
        knights = listed(
            ENGLISH, [text.knight_at(int(n), player, text.level(int(n)) - down) for n in args]
        )
        parts = [title, say("picker.play.smith", knights=knights)]
    elif card_name == "saboteur" and args:
        parts = [title, say("picker.play.saboteur", at=args[0])]
    elif args:
        parts.append(" ".join(args))
    return dotted(ENGLISH, parts), 0.0
