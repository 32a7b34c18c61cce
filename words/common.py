"""The small words every sentence shares: names of resources, cards and pieces, card counts,
and lists ("Ann, Bo and Cy")."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from engine import RESOURCES

from .catalogue import Catalogue, Message, Phrase, speak

Names = Mapping[str, str]

MESSAGES = (
    Message("resource.lumber", "lumber"),
    Message("resource.brick", "brick"),
    Message("resource.wool", "wool"),
    Message("resource.grain", "grain"),
    Message("resource.ore", "ore"),
    Message("card.knight", "knight"),
    Message("card.road_building", "road building"),
    Message("card.year_of_plenty", "year of plenty"),
    Message("card.monopoly", "monopoly"),
    Message("card.victory_point", "victory point"),
    Message("piece.road", "road"),
    Message("piece.settlement", "settlement"),
    Message("piece.city", "city"),
    # "2 ore": the count and the resource's name, one message per resource so that a language
    # can give each its plural (German "2 Münzen"); `cards.count` is for any other card kind.
    Message("cards.count", "{count} {resource}", "{count} {resource}", "count"),
    Message("cards.count.lumber", "{count} lumber", "{count} lumber", "count"),
    Message("cards.count.brick", "{count} brick", "{count} brick", "count"),
    Message("cards.count.wool", "{count} wool", "{count} wool", "count"),
    Message("cards.count.grain", "{count} grain", "{count} grain", "count"),
    Message("cards.count.ore", "{count} ore", "{count} ore", "count"),
    Message("cards.nothing", "nothing"),
    Message("list.separator", ", "),
    Message("list.and", "{head} and {last}"),
    Message("list.nobody", "nobody"),
    # Two sentences said one after the other (a production line and its shortage): a language
    # may join them otherwise.
    Message("sentences.two", "{first} {second}"),
)


#: The names of the rule sets' neutral seats by id ("Neutral 1"), from the catalogue (words/
#: __init__ fills it): they are nobody's display name, and every layer shows them alike.
NEUTRAL_NAMES: dict[str, str] = {}


def name(player: object, names: Names | None) -> str:
    """The display name of a player id (the id itself when unknown; 'nobody' for None)."""
    if player is None:
        return Phrase(lambda w: w.say("list.nobody"))
    text = str(player)
    if names and text in names:
        return names[text]
    return NEUTRAL_NAMES.get(text, text)


def resource(words: Catalogue, value: object) -> str:
    """A resource's name."""
    key = f"resource.{value}"
    return words.say(key) if key in words else str(value)


def counted(words: Catalogue, value: object, count: int) -> str:
    """'2 ore': a count of a resource (or another card kind), in the form the count asks for."""
    key = f"cards.count.{value}"
    if key in words:
        return words.say(key, count=count)
    return words.say("cards.count", count=count, resource=resource(words, value))


def terrain(words: Catalogue, value: object) -> str:
    """A terrain's name."""
    key = f"terrain.{value}"
    return words.say(key) if key in words else str(value)


def card(words: Catalogue, value: object) -> str:
    """A development card's name."""
    key = f"card.{value}"
    return words.say(key) if key in words else str(value).replace("_", " ")


def composed(words: Catalogue, render: Callable[[Catalogue], str]) -> str:
    """A sentence made of several messages (`render` composes it from a catalogue) as a
    `Phrase`: said in `words` now, and again in any language by `speak`."""
    return Phrase(render, render(words))


def two_sentences(words: Catalogue, first: str, second: str) -> str:
    """`first`, then `second`, as one line."""
    return words.say("sentences.two", first=first, second=second)


def joined(words: Catalogue, items: Sequence[str]) -> str:
    """'a, b and c'."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return words.say("list.and", head=listed(words, items[:-1]), last=items[-1])


def listed(words: Catalogue, items: Iterable[str], separator: str = "list.separator") -> str:
    """'a, b, c' (no conjunction); `separator` is the id of the message between items."""
    shown = list(items)
    return composed(words, lambda w: w.say(separator).join(speak(item, w) for item in shown))


def card_pairs(value: object) -> list[tuple[str, int]]:
    """(resource, count) pairs from an event's or a refusal's cards: a {name: n} dict, a list of
    pairs, or an empty list."""
    if isinstance(value, Mapping):
        items = list(value.items())
    elif isinstance(value, list | tuple):
        items = [tuple(x) for x in value if isinstance(x, list | tuple) and len(x) == 2]
    else:
        items = []
    order = {r: i for i, r in enumerate(RESOURCES)}
    pairs = [(str(r), int(n)) for r, n in items if isinstance(n, int) and n]
    return sorted(pairs, key=lambda p: order.get(p[0], len(order)))


def cards(words: Catalogue, value: object) -> str:
    """'2 ore and 1 grain'; 'nothing' for no cards."""
    parts = [counted(words, r, n) for r, n in card_pairs(value)]
    return joined(words, parts) if parts else words.say("cards.nothing")
