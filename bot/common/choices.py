"""Legal moves (the engine's notation) as labelled choices, best first, for menus and
autocomplete. The engine decides what is legal; this only words and orders the list."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from bot.common import cities_knights as ck
from bot.common.notation import cards_text, parse_cards
from bot.common.spots import BoardText
from bot.service.prompts import plural
from engine import GameView

# Where each kind of move goes in a mixed list, and the panel menu that offers it.
ORDER = (
    "neutral",
    "give",
    # Seafarers' choices: gold taken, Greater Catan's token moved.
    "gold",
    "token",
    "roll",
    *ck.CHOICE_KINDS,
    "city",
    "settlement",
    "improve",
    "wall",
    "road",
    "ship",
    "sail",
    "knight",
    "activate",
    "promote",
    "move",
    "displace",
    "chase",
    "buy",
    "card",
    "robber",
    "pirate",
    "discard",
    "answer",
    "close",
    "bank",
    "tokens",
    "end",
)
MENUS = {
    # Seafarers: a ship built (`ship`) or moved (`sail`) is a building move too.
    "build": ("settlement", "city", "road", "ship", "sail", "buy"),
    # Commercial Harbor's offers follow the card's play, so they are in the cards' menu.
    "card": ("card", "harbor"),
    "trade": ("bank", "answer", "close"),
    "robber": ("robber",),
    # Seafarers: after a 7 or a Knight, the pirate instead (a menu of its own: the sea hexes of
    # the largest maps and the robber's land hexes would not fit in one).
    "pirate": ("pirate",),
    "discard": ("discard",),
    # Cities & Knights: the panel's "Knights & cities" button, and its "Choose" button.
    "cities": ck.BUILD_KINDS,
    # The Saboteur's victims discard as their choice.
    "choose": (*ck.CHOICE_KINDS, "discard", "gold", "token"),
    # The 2-player variant: the neutral piece owed, the token actions, the cards given back.
    "neutral": ("neutral",),
    "tokens": ("tokens",),
    "give": ("give",),
}
CARD_WORDS = {
    "knight": "Knight · move the robber and steal",
    "road_building": "Road Building · two free roads",
}


@dataclass(frozen=True)
class Choice:
    """One legal move: what to show, the notation to send, its kind and how good it looks."""

    label: str
    value: str
    kind: str
    weight: float = 0.0


@dataclass(frozen=True)
class Table:
    """What a player sees of a game, for wording moves: the public view, names, who asks."""

    view: GameView
    names: Mapping[str, str]
    player: str
    hand: Mapping[str, int] = field(default_factory=dict)

    def name(self, player: str) -> str:
        """A player's display name."""
        return self.names.get(player, player)

    def hand_size(self, player: str) -> int:
        """How many resource cards a player holds (public)."""
        for p in self.view.get("players", []):
            if p.get("id") == player:
                return int(p.get("resources", 0))
        return 0


def kind_of(notation: str) -> str:
    """The kind of a move, from its first words."""
    words = notation.split()
    head = words[0] if words else ""
    if head == "build" and len(words) > 1:
        return words[1] if words[1] in ("settlement", "city", "road", "ship") else "build"
    if head == "move" and words[1:2] == ["ship"]:  # C&K's `move knight` keeps `move`
        return "sail"
    if head in ("play", "reveal"):
        return "card"
    if head in ("accept", "decline"):
        return "answer"
    if head in ("confirm", "cancel"):
        return "close"
    return head


def _card(words: list[str]) -> str:
    card = words[1] if len(words) > 1 else ""
    if card in CARD_WORDS:
        return CARD_WORDS[card]
    if card == "year_of_plenty":
        taken = " and ".join(words[2:]) or "nothing"
        return f"Year of Plenty · take {taken}"
    if card == "monopoly":
        return f"Monopoly · take everyone's {words[2] if len(words) > 2 else '?'}"
    return " ".join(words)


def _robber(words: list[str], table: Table, spots: BoardText) -> tuple[str, float]:
    hex_id = words[1] if len(words) > 1 else "?"
    victim = words[3] if len(words) > 3 else None
    text = f"Robber to {hex_id} · {spots.hex_text(hex_id)}"
    owners = spots.hex_owners(hex_id)
    others = sum(n for p, n in owners.items() if p != table.player)
    mine = owners.get(table.player, 0)
    weight = float(spots.hex_pips(hex_id) * (others - 2 * mine))
    if victim is None:
        return text + " · nobody to rob", weight
    cards = table.hand_size(victim)
    weight += cards / 10
    return f"{text} · steal from {table.name(victim)} ({plural(cards, 'card')})", weight


def _bank(notation: str) -> str:
    give, _, get = notation.removeprefix("bank ").partition(" for ")
    given, got = parse_cards(give), parse_cards(get)
    rate = ""
    if len(given) == 1 and len(got) == 1 and got[0][1]:
        count = given[0][1] // got[0][1]
        rate = " (4:1)" if count == 4 else f" ({count}:1 harbor)"
    return f"Give {cards_text(given)}, get {cards_text(got)}{rate}"


def _answer(word: str, table: Table) -> str:
    trade = table.view.get("trade")
    offer = ""
    if trade:
        give = cards_text(list(trade.get("give", {}).items()))
        get = cards_text(list(trade.get("get", {}).items()))
        # The offer from its maker's side: you would get what they give.
        offer = f" from {table.name(str(trade.get('from')))}: you get {give}, you give {get}"
    return ("Accept the offer" if word == "accept" else "Decline the offer") + offer


def _neutral(words: list[str], spots: BoardText) -> tuple[str, float]:
    """`neutral 1 road 9-13`: where the piece goes, for which neutral player."""
    who, piece, where = [*words, "", "", ""][1:4]
    if piece == "settlement" and where.isdigit():
        node = int(where)
        return f"Settlement for Neutral {who} · {spots.intersection(node)}", -spots.node_pips(node)
    if piece == "knight" and where.isdigit():  # C&K for two
        return f"Basic knight for Neutral {who} · {spots.intersection(int(where))}", 0.0
    if piece == "promote" and where.isdigit():
        return f"Promote Neutral {who}'s knight to strong · {spots.intersection(int(where))}", 0.0
    return f"Road for Neutral {who} · {where}", 0.0


def _tokens(word: str, table: Table, extra: str = "", spots: BoardText | None = None) -> str:
    """A token action, with its price for the player now (C&K for two: the forced trade's
    mode, and `tokens knight N`, an own knight taken off for chips)."""
    two = table.view.get("two_player")
    price = two["token_price"].get(table.player, 1) if two else 1
    price *= 2 if extra == "all" else 1
    cost = f"{price} token" + ("" if price == 1 else "s")
    if word == "trade" and extra:
        other = next(
            (str(p["id"]) for p in table.view.get("players", []) if p["id"] != table.player), ""
        )
        if extra == "all":
            return f"Forced trade of all cards ({cost}) · draw 2 from {table.name(other)}, give 2"
        return (
            f"Forced trade of resources ({cost}) · {table.name(other)}'s commodities set aside,"
            " draw 2, give 2 resources"
        )
    if word == "knight" and extra.isdigit() and spots is not None:
        return (
            f"Take your knight off {spots.intersection(int(extra))} · 1, 2 or 3 tokens by its rank"
        )
    if word == "trade":
        other = next(
            (str(p["id"]) for p in table.view.get("players", []) if p["id"] != table.player), ""
        )
        cards = table.hand_size(other)
        return (
            f"Forced trade ({cost}) · draw 2 of {table.name(other)}'s "
            f"{plural(cards, 'card')}, give 2 back"
        )
    if word == "robber":
        return f"Robber to the desert ({cost}) · no steal"
    return "Turn in a played knight card · take 2 tokens"


def _pirate(words: list[str], table: Table, spots: BoardText) -> tuple[str, float]:
    """`pirate X steal bob`: the sea hex, and whom its ships let the mover rob."""
    hex_id = words[1] if len(words) > 1 else "?"
    victim = words[3] if len(words) > 3 else None
    text = f"Pirate to {hex_id}"
    mine = spots.ships_beside(hex_id).get(table.player, 0)
    if victim is None:
        return f"{text} · nobody to rob", float(-mine)
    cards = table.hand_size(victim)
    label = f"{text} · steal from {table.name(victim)} ({plural(cards, 'card')})"
    return label, cards / 10 - mine


def _sail(words: list[str], table: Table, spots: BoardText) -> tuple[str, float]:
    """`move ship 12-17 17-23`: from where to where, and what the new end reaches."""
    source, target = (words[2], words[3]) if len(words) > 3 else ("?", "?")
    toward = spots.path(target, table.player).removeprefix(target)
    return f"Ship {source} → {target}{toward}", spots.path_weight(target, table.player)


def balance(hand: Mapping[str, int], given: Sequence[tuple[str, int]]) -> float:
    """How even a hand is after giving cards away: minus the sum of the squares of what is
    left of each resource, so that discarding the surplus of the largest piles comes first (0
    when the hand is not known)."""
    left = dict(hand)
    for resource, count in given:
        left[resource] = left.get(resource, 0) - count
    return -float(sum(n * n for n in left.values()))


def describe(
    notation: str,
    table: Table,
    spots: BoardText | None = None,
    knights: ck.KnightText | None = None,
) -> Choice:
    """One legal move, worded for its player, with a weight for ordering."""
    spots = spots or BoardText(table.view)
    words = notation.split()
    kind = kind_of(notation)
    weight = 0.0
    if kind in ck.KINDS and kind != "give" and len(words) > 1:
        knights = knights or ck.KnightText(table.view, table.names, spots)
        label, weight = ck.describe_ck(words, table.player, knights)
    elif kind in ("settlement", "city"):
        node = int(words[2])
        label = f"{kind.capitalize()} · {spots.intersection(node)}"
        weight = spots.node_pips(node) + (0.5 if node in spots.harbors else 0.0)
    elif kind == "road":
        label = f"Road · {spots.path(words[2], table.player)}"
        weight = spots.path_weight(words[2], table.player)
    elif kind == "robber":
        label, weight = _robber(words, table, spots)
    elif kind == "ship":
        label = f"Ship · {spots.path(words[2], table.player)}"
        weight = spots.path_weight(words[2], table.player)
    elif kind == "sail":
        label, weight = _sail(words, table, spots)
    elif kind == "pirate":
        label, weight = _pirate(words, table, spots)
    elif kind == "gold":
        taken = parse_cards(" ".join(f"1 {w}" for w in words[1:]))
        merged: dict[str, int] = {}
        for resource, count in taken:
            merged[resource] = merged.get(resource, 0) + count
        label = f"Take {cards_text(list(merged.items()))} for gold"
        # What the hand holds least of first.
        weight = -float(sum(table.hand.get(r, 0) * n for r, n in merged.items()))
    elif kind == "token":
        hex_id = words[1] if len(words) > 1 else "?"
        label = f"Take the number from {hex_id} · {spots.hex_text(hex_id)}"
        weight = -float(spots.hex_pips(hex_id))
    elif kind == "card" and table.view.get("cities_knights") and len(words) > 1:
        knights = knights or ck.KnightText(table.view, table.names, spots)
        label, weight = ck.describe_play(words, table.player, knights)
    elif kind == "card":
        label = "Reveal a victory point card" if words[0] == "reveal" else _card(words)
    elif kind == "discard":
        given = parse_cards(notation.removeprefix("discard "))
        label = "Discard " + cards_text(given)
        weight = balance(table.hand, given)
    elif kind == "bank":
        label = _bank(notation)
    elif kind == "neutral":
        label, weight = _neutral(words, spots)
    elif kind == "tokens":
        label = _tokens(
            words[1] if len(words) > 1 else "", table, words[2] if len(words) > 2 else "", spots
        )
    elif kind == "give":  # the 2-player variant's cards given back, or a Wedding's gift (C&K)
        given = parse_cards(notation.removeprefix("give "))
        gift = table.view.get("phase") == "wedding"  # C&K's Wedding shares the keyword
        label = "Give " + cards_text(given) + (" as a wedding gift" if gift else " in exchange")
        weight = balance(table.hand, given)
    elif kind == "answer":
        label = _answer(words[0], table)
    elif kind == "close":
        label = (
            "Withdraw your offer" if words[0] == "cancel" else f"Trade with {table.name(words[1])}"
        )
    else:
        label = {
            "roll": "Roll the dice",
            "end": "End your turn",
            "buy": "Buy a development card",
        }.get(kind, notation)
    return Choice(label=label, value=notation, kind=kind, weight=weight)


def rank(legal: Iterable[str], table: Table, kinds: Sequence[str] | None = None) -> list[Choice]:
    """Legal moves of the given kinds (all if None), worded and ordered best first."""
    spots = BoardText(table.view)
    knights = ck.KnightText(table.view, table.names, spots)
    # Once each: a menu refuses two options with the same value.
    chosen = [
        describe(n, table, spots, knights)
        for n in dict.fromkeys(legal)
        if kinds is None or kind_of(n) in kinds
    ]
    position = {k: i for i, k in enumerate(ORDER)}
    chosen.sort(key=lambda c: (position.get(c.kind, len(ORDER)), -c.weight))
    return chosen


def matching(choices: Iterable[Choice], typed: str, limit: int = 25) -> list[Choice]:
    """Choices whose label or notation contains every word typed (case-insensitive); a spot
    typed exactly (`23`, `12-17`, `J`) comes first, then spots that start with what was typed."""
    words = typed.lower().split()
    found = []
    for choice in choices:
        text = f"{choice.label} {choice.value}".lower()
        if all(w in text for w in words):
            found.append(choice)

    def closeness(choice: Choice) -> int:
        spot = choice.value.split()[-1].lower() if choice.value else ""
        target = typed.strip().lower()
        if not target:
            return 1
        return 0 if spot == target else 1 if spot.startswith(target) else 2

    found.sort(key=closeness)
    return found[:limit]
