"""Legal moves (the engine's notation) as labelled choices, best first, for menus and
autocomplete. The engine decides what is legal; this only words and orders the list."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache

from bot.common import cities_knights as ck
from bot.common.notation import parse_cards, readable
from bot.common.spots import BoardText
from engine import GameView, rule_names, rule_set
from engine.rules import MoveKind
from words import ENGLISH, say
from words.common import joined
from words.common import resource as resource_name
from words.pickers import cards, dotted

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
    "pass",
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
#: The kinds of move whose second word is the hex they go to.
HEX_KINDS = frozenset({"robber", "pirate", "token"})
#: The development cards whose label is their name and what they do (`picker.card.<card>`).
CARD_WORDS = ("knight", "road_building")


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


@cache
def _every_kind() -> Mapping[tuple[str, ...], MoveKind]:
    """The kinds of move every rule set declares (engine `RuleSet.kinds`), by notation prefix:
    a prefix is the same kind in each rule set that reads it."""
    out: dict[tuple[str, ...], MoveKind] = {}
    for rules in rule_names():
        out.update(rule_set(rules).kinds)
    return out


def _declared(words: Sequence[str], kinds: Mapping[tuple[str, ...], MoveKind]) -> MoveKind | None:
    """What the rule set declares moves starting with these words to be (two words first:
    `build road`, `move ship`), or None for a word no rule set reads."""
    for size in (2, 1):
        if len(words) >= size:
            found = kinds.get(tuple(words[:size]))
            if found is not None:
                return found
    return None


def kind_of(notation: str) -> str:
    """The kind of a move, from its first words, as the rule modules declare it."""
    words = notation.split()
    found = _declared(words, _every_kind())
    if found is not None:
        return found.kind
    return words[0] if words else ""


def _card(words: list[str]) -> str:
    card = words[1] if len(words) > 1 else ""
    if card in CARD_WORDS:
        return say(f"picker.card.{card}")
    if card == "year_of_plenty":
        taken = [resource_name(ENGLISH, r) for r in words[2:]]
        shown = joined(ENGLISH, taken) if taken else say("cards.nothing")
        return say("picker.card.year_of_plenty", resources=shown)
    if card == "monopoly":
        named = resource_name(ENGLISH, words[2]) if len(words) > 2 else "?"
        return say("picker.card.monopoly", resource=named)
    return " ".join(words)


def _steal(victim: str, table: Table, made: bool) -> str:
    """`steal from Bo (5 cards)`; once made, `steal from Bo` (the steal changed the count)."""
    if made:
        return say("picker.steal.short", player=table.name(victim))
    return say("picker.steal", player=table.name(victim), count=table.hand_size(victim))


def _robber(
    words: list[str], table: Table, spots: BoardText, made: bool = False
) -> tuple[str, float]:
    hex_id = words[1] if len(words) > 1 else "?"
    victim = words[3] if len(words) > 3 else None
    text = [say("picker.robber", hex=hex_id), spots.hex_text(hex_id)]
    owners = spots.hex_owners(hex_id)
    others = sum(n for p, n in owners.items() if p != table.player)
    mine = owners.get(table.player, 0)
    weight = float(spots.hex_pips(hex_id) * (others - 2 * mine))
    if victim is None:
        return dotted(ENGLISH, [*text, say("picker.nobody_to_rob")]), weight
    weight += table.hand_size(victim) / 10
    return dotted(ENGLISH, [*text, _steal(victim, table, made)]), weight


def _bank(notation: str) -> str:
    give, _, get = notation.removeprefix("bank ").partition(" for ")
    given, got = parse_cards(give), parse_cards(get)
    shown = {"give": cards(ENGLISH, given), "get": cards(ENGLISH, got)}
    if len(given) == 1 and len(got) == 1 and got[0][1]:
        count = given[0][1] // got[0][1]
        if count == 4:
            return say("picker.bank.four", **shown)
        return say("picker.bank.harbor", rate=count, **shown)
    return say("picker.bank", **shown)


def _answer(word: str, table: Table) -> str:
    trade = table.view.get("trade")
    key = "picker.answer.accept" if word == "accept" else "picker.answer.decline"
    if not trade:
        return say(key)
    # The offer from its maker's side: you would get what they give.
    return say(
        f"{key}.offer",
        player=table.name(str(trade.get("from"))),
        get=cards(ENGLISH, list(trade.get("give", {}).items())),
        give=cards(ENGLISH, list(trade.get("get", {}).items())),
    )


def _neutral(words: list[str], spots: BoardText) -> tuple[str, float]:
    """`neutral 1 road 9-13`: where the piece goes, for which neutral player."""
    who, piece, where = [*words, "", "", ""][1:4]
    if piece in ("settlement", "knight", "promote") and where.isdigit():
        node = int(where)
        # C&K for two: a neutral's basic knight placed, or promoted to strong.
        weight = -spots.node_pips(node) if piece == "settlement" else 0.0
        return dotted(
            ENGLISH, [say(f"picker.neutral.{piece}", number=who), spots.intersection(node)]
        ), weight
    return dotted(ENGLISH, [say("picker.neutral.road", number=who), where]), 0.0


def _tokens(
    word: str,
    table: Table,
    extra: str = "",
    spots: BoardText | None = None,
    made: bool = False,
) -> str:
    """A token action, with its price for the player now (C&K for two: the forced trade's
    mode, and `tokens knight N`, an own knight taken off for chips). `made`: a forced trade is
    said without the opponent's hand, which it has changed."""
    two = table.view.get("two_player")
    price = two["token_price"].get(table.player, 1) if two else 1
    price *= 2 if extra == "all" else 1
    cost = say("picker.tokens.cost", count=price)
    other = next(
        (str(p["id"]) for p in table.view.get("players", []) if p["id"] != table.player), ""
    )
    if word == "trade" and extra:
        key = "picker.tokens.trade_all" if extra == "all" else "picker.tokens.trade_resources"
        return say(key, cost=cost, player=table.name(other))
    if word == "knight" and extra.isdigit() and spots is not None:
        return say("picker.tokens.knight", where=spots.intersection(int(extra)))
    if word == "trade" and made:
        return say("picker.tokens.trade.short", cost=cost)
    if word == "trade":
        held = table.hand_size(other)
        return say("picker.tokens.trade", cost=cost, player=table.name(other), count=held)
    if word == "robber":
        return say("picker.tokens.robber", cost=cost)
    return say("picker.tokens.turn_in")


def _pirate(
    words: list[str], table: Table, spots: BoardText, made: bool = False
) -> tuple[str, float]:
    """`pirate X steal bob`: the sea hex, and whom its ships let the mover rob."""
    hex_id = words[1] if len(words) > 1 else "?"
    victim = words[3] if len(words) > 3 else None
    text = say("picker.pirate", hex=hex_id)
    mine = spots.ships_beside(hex_id).get(table.player, 0)
    # Worth choosing: a ship to rob, else another player's coast (their ships kept away).
    coast = sum(
        1
        for node in spots.corners(hex_id)
        if node in spots.buildings and spots.buildings[node].get("owner") != table.player
    )
    worth = coast / 10 - mine
    if victim is None:
        return dotted(ENGLISH, [text, say("picker.nobody_to_rob")]), worth
    steal = _steal(victim, table, made)
    return dotted(ENGLISH, [text, steal]), 1 + table.hand_size(victim) / 10 + worth


def _offer(notation: str, table: Table) -> str:
    """`offer 1 brick for 2 ore [to bob]`, as the trade picker's button says it: an offer by
    the current player, a proposal to them by anyone else."""
    give, _, get = notation.removeprefix("offer ").partition(" for ")
    get = get.partition(" to ")[0]
    key = "picker.offer" if table.view.get("current") == table.player else "picker.propose"
    return say(key, give=cards(ENGLISH, parse_cards(give)), get=cards(ENGLISH, parse_cards(get)))


def _sail(words: list[str], table: Table, spots: BoardText) -> tuple[str, float]:
    """`move ship 12-17 17-23`: from where to where, and what the new end reaches."""
    source, target = (words[2], words[3]) if len(words) > 3 else ("?", "?")
    sailed = say("picker.sail", start=source, to=target)
    label = dotted(ENGLISH, [sailed, *spots.toward(target, table.player)])
    return label, spots.path_weight(target, table.player)


def balance(hand: Mapping[str, int], given: Sequence[tuple[str, int]]) -> float:
    """How even a hand is after giving cards away: minus the sum of the squares of what is
    left of each resource, so that discarding the surplus of the largest piles comes first (0
    when the hand is not known)."""
    left = dict(hand)
    for resource, count in given:
        left[resource] = left.get(resource, 0) - count
    return -float(sum(n * n for n in left.values()))


@dataclass
class _Move:
    """A move being worded: its notation, words and declared kind, and what words it."""

    notation: str
    words: list[str]
    kind: str
    args: tuple[str, ...]
    table: Table
    spots: BoardText
    knight_text: ck.KnightText | None
    made: bool

    def knights(self) -> ck.KnightText:
        """The knights' words, made on first use (C&K moves only)."""
        if self.knight_text is None:
            self.knight_text = ck.KnightText(self.table.view, self.table.names, self.spots)
        return self.knight_text


#: A describer: a move's label and its weight for ordering.
Describer = Callable[[_Move], tuple[str, float]]


def _by_args(move: _Move) -> tuple[str, float]:
    """`Settlement · 23 · …`: the move's name (`picker.<kind>`), then each spot its notation
    names, as the rule module declares them (an intersection, a path), weighed by what the
    spot is worth."""
    text, weight = [say(f"picker.{move.kind}")], 0.0
    for arg, word in zip(move.args, move.words[len(move.words) - len(move.args) :], strict=True):
        if arg == "intersection":
            node = int(word)
            text.append(move.spots.intersection(node))
            weight = move.spots.node_pips(node) + (0.5 if node in move.spots.harbors else 0.0)
        elif arg == "path":
            text.append(move.spots.path(word, move.table.player))
            weight = move.spots.path_weight(word, move.table.player)
    return (dotted(ENGLISH, text) if move.args else text[0]), weight


def _gold(move: _Move) -> tuple[str, float]:
    taken = parse_cards(" ".join(f"1 {w}" for w in move.words[1:]))
    merged: dict[str, int] = {}
    for resource, count in taken:
        merged[resource] = merged.get(resource, 0) + count
    label = say("picker.gold", cards=cards(ENGLISH, list(merged.items())))
    # What the hand holds least of first.
    return label, -float(sum(move.table.hand.get(r, 0) * n for r, n in merged.items()))


def _token(move: _Move) -> tuple[str, float]:
    hex_id = move.words[1] if len(move.words) > 1 else "?"
    # Made, the hex has given its number away: its words would say what it is no longer.
    where = "" if move.made else move.spots.hex_text(hex_id)
    label = dotted(ENGLISH, [say("picker.token", hex=hex_id), where])
    return label, -float(move.spots.hex_pips(hex_id))


def _development(move: _Move) -> tuple[str, float]:
    return _card(move.words), 0.0


def _progress(move: _Move) -> tuple[str, float]:
    if len(move.words) > 1:
        return ck.describe_play(move.words, move.table.player, move.knights(), made=move.made)
    return _development(move)


def _cities_knights(move: _Move) -> tuple[str, float]:
    if len(move.words) > 1:
        return ck.describe_ck(move.words, move.table.player, move.knights(), made=move.made)
    return move.notation, 0.0


def _discard(move: _Move) -> tuple[str, float]:
    given = parse_cards(move.notation.removeprefix("discard "))
    label = say("picker.discard", cards=cards(ENGLISH, given))
    return label, balance(move.table.hand, given)


def _tokens_move(move: _Move) -> tuple[str, float]:
    words = move.words
    word, extra = words[1] if len(words) > 1 else "", words[2] if len(words) > 2 else ""
    return _tokens(word, move.table, extra, move.spots, move.made), 0.0


def _give(move: _Move) -> tuple[str, float]:
    """The 2-player variant's cards given back, or a Wedding's gift (C&K)."""
    table = move.table
    given = parse_cards(move.notation.removeprefix("give "))
    gift = table.view.get("phase") == "wedding"  # C&K's Wedding shares the keyword
    if move.made:  # the phase may be over: the others give a wedding gift, the current player
        gift = table.view.get("current") != table.player  # gives back after a forced trade
    key = "picker.give.wedding" if gift else "picker.give.exchange"
    return say(key, cards=cards(ENGLISH, given)), balance(table.hand, given)


#: Per description key a rule module declares (engine `MoveKind.key`), how its moves are
#: worded; a key without one is shown in its notation.
DESCRIBERS: dict[str, Describer] = {
    **dict.fromkeys(ck.KINDS, _cities_knights),
    "settlement": _by_args,
    "city": _by_args,
    "road": _by_args,
    "ship": _by_args,
    "roll": _by_args,
    "end": _by_args,
    "pass": _by_args,
    "buy": _by_args,
    "robber": lambda m: _robber(m.words, m.table, m.spots, m.made),
    "sail": lambda m: _sail(m.words, m.table, m.spots),
    "pirate": lambda m: _pirate(m.words, m.table, m.spots, m.made),
    "gold": _gold,
    "token": _token,
    "development": _development,
    "progress": _progress,
    "reveal": lambda m: (say("picker.reveal"), 0.0),
    "discard": _discard,
    "bank": lambda m: (_bank(m.notation), 0.0),
    # Never listed (the engine checks an offer's terms), but made.
    "offer": lambda m: (_offer(m.notation, m.table), 0.0),
    "neutral": lambda m: _neutral(m.words, m.spots),
    "tokens": _tokens_move,
    "give": _give,
    "accept": lambda m: (_answer("accept", m.table), 0.0),
    "decline": lambda m: (_answer("decline", m.table), 0.0),
    "cancel": lambda m: (say("picker.withdraw"), 0.0),
    "confirm": lambda m: (say("picker.trade_with", player=m.table.name(m.words[1])), 0.0),
}


def describe(
    notation: str,
    table: Table,
    spots: BoardText | None = None,
    knights: ck.KnightText | None = None,
    *,
    made: bool = False,
) -> Choice:
    """One legal move, worded for its player, with a weight for ordering: what the game's rule
    set declares the move to be (its kind, description key and arguments) picks its words.
    `made`: a move just made, worded from the view after it (see `echo`)."""
    words = notation.split()
    rules = str(table.view.get("rules", "base"))
    declared = _declared(words, rule_set(rules if rules in rule_names() else "base").kinds)
    declared = declared or _declared(words, _every_kind())
    kind = declared.kind if declared is not None else (words[0] if words else "")
    key = declared.key if declared is not None else kind
    args = declared.args if declared is not None else ()
    describer = DESCRIBERS.get(key)
    if describer is None:
        return Choice(label=notation, value=notation, kind=kind)
    move = _Move(notation, words, kind, args, table, spots or BoardText(table.view), knights, made)
    label, weight = describer(move)
    return Choice(label=label, value=notation, kind=kind, weight=weight)


def echo(notation: str, table: Table) -> str:
    """A move just made, in the words the menus label it with (`Road · 12-17`), read from the
    view after it (`table`, the player who made it): the reasons to make it (what a spot
    produces, where a road leads, a victim's hand, a cost) are left out, and what the move
    changed is said as it was made (a knight moved or promoted, an improvement's new level).
    A phrase, said in the reader's language with `speak`; a move the menus do not word (the
    engine read it as typed, where a label expects it spelt as the menus do) is shown in its
    notation, in backticks, with names for player ids."""
    spots = BoardText(table.view, reasons=False)
    knights = ck.KnightText(table.view, table.names, spots)
    try:
        label = describe(notation, table, spots, knights, made=True).label
    except (ValueError, IndexError, KeyError):
        label = notation
    return f"`{readable(notation, table.names)}`" if label == notation else label


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
        words = choice.value.lower().split() or [""]
        # The robber's, pirate's and token's spot is their hex (`pirate AB steal bob`).
        spot = words[1] if choice.kind in HEX_KINDS and len(words) > 1 else words[-1]
        target = typed.strip().lower()
        if not target:
            return 1
        return 0 if spot == target else 1 if spot.startswith(target) else 2

    found.sort(key=closeness)
    return found[:limit]
