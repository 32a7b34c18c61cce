"""Writing the engine's notation from what a player typed or picked in a command.

Only spelling is handled here (`2 ore, wheat` → `2 ore 1 grain`); whether the move is legal is
the engine's call, and it refuses malformed notation with a sentence of its own. Resources,
commodities, cards, pieces, Cities & Knights' tracks, the 2-player variant's token actions and
the trade's keywords may be named in any language Hexhaven speaks (`2 erts`, `Straßenbau`,
`wetenschap`, `tokens ruil`, `/trade aanbod 1 erts voor 2 graan`), in any case and with or
without accents: the names come from the catalogue.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from functools import cache

from engine import RESOURCES as RESOURCES  # the engine's list, re-exported for the adapters
from engine import rule_names, rule_set, rules_data

#: The card kinds of each rule set's hands (resources, then commodities in Cities & Knights),
#: by their number: pickers keep counts in component ids and read the kinds back by length.
CARD_KINDS: dict[int, tuple[str, ...]] = {
    len(cards): cards
    for cards in (tuple(rules_data(rule_set(name))["cards"]) for name in rule_names())
}

SYNONYMS = {
    "wood": "lumber",
    "woods": "lumber",
    "lumbers": "lumber",
    "clay": "brick",
    "bricks": "brick",
    "sheep": "wool",
    "wools": "wool",
    "wheat": "grain",
    "grains": "grain",
    "stone": "ore",
    "ores": "ore",
}
_TOKEN = re.compile(r"[^\W\d]+|\d+")
#: The kinds of names a player may type in their language (the catalogue's id prefixes).
NAMED = ("resource", "card", "piece", "track", "token_action", "trade_mode", "trade_word")


def fold(text: str) -> str:
    """A name as typed, made comparable: no accents, case folded (`ß` as `ss`), underscores
    and hyphens as spaces (`Straßenbau`, `strassenbau` and `STRASSENBAU` fold alike)."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    return " ".join(bare.replace("_", " ").replace("-", " ").split())


@cache
def localised_names() -> dict[str, dict[str, str]]:
    """For each kind of name (`resource`, `card`, `piece`, `track`): every language's name of
    each, and the notation's own word, folded, → the notation's word (`erts` → `ore`). English
    first, so that a name two languages give different things keeps its English meaning."""
    from words.languages import LANGUAGES, catalogue

    out: dict[str, dict[str, str]] = {kind: {} for kind in NAMED}
    for code in LANGUAGES:
        words = catalogue(code)
        for message_id in words.messages:
            kind, _, value = message_id.partition(".")
            if kind in out and value and "." not in value:
                for name in (value, words.template(message_id)):
                    out[kind].setdefault(fold(name), value)
    return out


@cache
def _fillers() -> frozenset[str]:
    """Words between cards that name none (`2 ore and 1 grain`, `2 erts en 1 graan`): the
    catalogue's list conjunction in every language, and `x`."""
    from words.languages import LANGUAGES, catalogue

    found = {"x", "and"}
    for code in LANGUAGES:
        text = catalogue(code).template("list.and")
        found.update(fold(re.sub(r"\{\w+\}", " ", text)).split())
    return frozenset(found)


@cache
def subcommands(group: str) -> dict[str, str]:
    """A command group's subcommands as every language names them (the names the Translator
    gives them, `command.<group>.<sub>.name`) and by their English names, folded → the English
    name: `aanbod`, `anbieten` and `offer` → `offer` for `trade`."""
    from words.languages import LANGUAGES, catalogue

    prefix = f"command.{group}."
    out: dict[str, str] = {}
    for code in LANGUAGES:
        words = catalogue(code)
        for message_id in words.messages:
            if not (message_id.startswith(prefix) and message_id.endswith(".name")):
                continue
            sub = message_id[len(prefix) : -len(".name")]  # "" for the group's own name
            if sub and "." not in sub:
                for name in (sub, words.template(message_id)):
                    out.setdefault(fold(name), sub)
    return out


def named(kind: str, text: str) -> str | None:
    """The notation's word for a name of this kind typed in any language, or None."""
    return localised_names()[kind].get(fold(text))


def resource_word(word: str) -> str:
    """The resource (or commodity) a word names in any language (`wheat`, `graan`, `Getreide`
    → `grain`), or the word itself."""
    lowered = word.lower()
    return named("resource", lowered) or SYNONYMS.get(lowered, lowered)


def piece_word(word: str) -> str:
    """The piece a word names in any language (`dorp`, `Siedlung` → `settlement`), or the word
    itself, lowered."""
    return named("piece", word) or word.lower()


def track_word(word: str) -> str:
    """The Cities & Knights track a word names in any language (`wetenschap`, `Wissenschaft`
    → `science`), or the word itself, lowered."""
    return named("track", word) or word.strip().lower()


def improve(track: str) -> str:
    """`improve science` from a track typed in any language (`/improve wetenschap`)."""
    words = track.split()
    if words and words[0].lower() == "improve":
        words = words[1:]
    return " ".join(["improve", *([track_word(" ".join(words))] if words else [])])


def choice(text: str) -> str:
    """A choice as typed, its track named in the notation's word: `draw politiek` → `draw
    politics`, a lone `Wissenschaft` → `science`; anything else as given."""
    words = text.split()
    if len(words) == 2 and words[0].lower() == "draw":
        return f"draw {track_word(words[1])}"
    if len(words) == 1 and named("track", words[0]) is not None:
        return track_word(words[0])
    return text.strip()


def tokens(action: str) -> str:
    """`tokens trade resources` from a token action typed in any language (`ruil`, `tokens
    Räuber`, `handel alle`, `ridder 31`); words it does not know are kept for the engine to
    refuse."""
    words = action.split()
    if words and fold(words[0]) == "tokens":
        words = words[1:]
    if not words:
        return "tokens"
    verb = named("token_action", words[0]) or words[0].lower()
    rest = words[1:]
    if verb == "trade" and len(rest) == 1:
        rest = [named("trade_mode", rest[0]) or rest[0].lower()]
    return " ".join(["tokens", verb, *rest])


def split_at(word: str, text: str) -> tuple[str, str]:
    """`text` before and after the first word naming the trade keyword `word` (`for`, `to`) in
    any language (`4 erts voor 1 graan` → `4 erts`, `1 graan`); all of it and "" if none."""
    typed = text.split()
    for at, token in enumerate(typed):
        if named("trade_word", token) == word:
            return " ".join(typed[:at]), " ".join(typed[at + 1 :])
    return text.strip(), ""


def card_words(words: Sequence[str]) -> tuple[str, int] | None:
    """The card the first words name in any language (`year of plenty`, `uitvinding`,
    `Straßenbau`), as the notation's word and how many words it took, or None."""
    for size in range(min(4, len(words)), 0, -1):
        found = named("card", " ".join(words[:size]))
        if found is not None:
            return found, size
    return None


def parse_cards(text: str) -> list[tuple[str, int]]:
    """`2 ore, wheat` → [("ore", 2), ("grain", 1)]; unknown words are kept as they are."""
    out: list[tuple[str, int]] = []
    count: int | None = None
    for token in _TOKEN.findall(text.lower()):
        if token.isdigit():
            count = int(token)
        elif fold(token) not in _fillers():
            out.append((resource_word(token), 1 if count is None else count))
            count = None
    return out


def cards_notation(text: str) -> str:
    """Cards as the notation writes them: `2 ore 1 grain`."""
    return " ".join(f"{n} {r}" for r, n in parse_cards(text))


def build(piece: str, spot: str) -> str:
    """`build settlement 23` from a piece and a spot (a full notation is kept as given)."""
    spot = spot.strip()
    if spot.lower().startswith("build "):
        return spot
    return f"build {piece_word(piece)} {spot}"


def prefixed(keyword: str, value: str) -> str:
    """`value` with its keyword in front, unless it already starts with it."""
    value = value.strip()
    if value.lower().split(" ", 1)[0] == keyword:
        return value
    return f"{keyword} {value}".strip()


def play(card: str) -> str:
    """`play knight`, `play monopoly ore`, or `reveal` (a victory point is revealed, not
    played); the card and the resources it names may be typed in any language (`play
    monopolie erts`)."""
    words = card.split()
    if words and words[0].lower() == "play":
        words = words[1:]
    if [w.lower() for w in words] == ["reveal"]:
        return "reveal"
    found = card_words(words)
    if found is None:
        return prefixed("play", card)
    name, size = found
    if name == "victory_point":
        return "reveal"
    rest = [resource_word(w) if named("resource", w) else w for w in words[size:]]
    return " ".join(["play", name, *rest])


def discard(cards: str) -> str:
    """`discard 2 ore 1 grain` from what was typed or picked."""
    return "discard " + cards_notation(cards.strip().removeprefix("discard"))


def bank(give: str, get: str) -> str:
    """`bank 4 ore for 1 grain`."""
    return f"bank {cards_notation(give)} for {cards_notation(get)}"


def offer(give: str, get: str, to: Sequence[str] = ()) -> str:
    """`offer 1 brick for 2 ore [to bob carol]` (player ids)."""
    text = f"offer {cards_notation(give)} for {cards_notation(get)}"
    return text + (" to " + " ".join(to) if to else "")


#: `/knight <verb> …` → the engine's keyword (Cities & Knights).
KNIGHT_VERBS = {
    "build": "knight",
    "activate": "activate",
    "promote": "promote",
    "move": "move knight",
    "displace": "displace",
    "chase": "chase",
}


def knight(verb: str, spots: str) -> str:
    """`/knight move 23 30` → `move knight 23 30`; a whole notation picked from autocomplete
    (`move knight 23 30`) is kept as given."""
    spots = spots.strip()
    keyword = KNIGHT_VERBS.get(verb.lower(), verb.lower())
    head = spots.lower().split(" ", 1)[0]
    if head in KNIGHT_VERBS.values() or spots.lower().startswith("move knight"):
        return spots
    return f"{keyword} {spots}".strip()


def card_kinds(hand: Mapping[str, int] | None = None, count: int | None = None) -> tuple[str, ...]:
    """The card kinds of a game: a hand's own (a view lists every kind, in order), else those
    of the rule set with `count` kinds, else the resources."""
    if hand:
        return tuple(hand)
    return CARD_KINDS.get(count or 0, RESOURCES)


def counts_text(counts: Sequence[int]) -> str:
    """Counts in card-kind order as cards: (0, 0, 2, 1, 0) → `2 wool 1 grain` (eight counts
    are Cities & Knights' cards, commodities last)."""
    kinds = card_kinds(count=len(counts))
    return " ".join(f"{n} {r}" for r, n in zip(kinds, counts, strict=False) if n)


def readable(move: str, names: Mapping[str, str]) -> str:
    """A move with player ids replaced by names: `robber E steal Alice`."""
    return " ".join(names.get(word, word) for word in move.split())
