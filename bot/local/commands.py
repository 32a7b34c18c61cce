"""Turning a typed command (`/build settlement 23`) into what the local session should do.

The result is either a move in the engine's notation or the name of a session command with
its argument; the engine (through the service) decides whether a move is legal.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.common import notation
from words import say

SESSION = (
    "help",
    "as",
    "hand",
    "board",
    "status",
    "log",
    "catchup",
    "moves",
    "rules",
    "standings",
    "settings",
    "quit",
    "undo",
    "agree",
    "refuse",
)
SIMPLE = {
    "roll": "roll",
    "end": "end",
    "pass": "pass",
    "buy": "buy development",
    "reveal": "reveal",
    "accept": "accept",
    "decline": "decline",
    "cancel": "cancel",
}

#: The commands that need something after them: typed bare, each says what it needs, with the
#: help's example (`terminal.needs.<command>`).
NEEDS = (
    "build",
    "robber",
    "discard",
    "trade",
    "knight",
    "wall",
    "improve",
    "neutral",
    "tokens",
    "ship",
    "pirate",
    "gold",
    "token",
    "give",
)

#: The terminal's command list (`/help`), from the catalogue, and its own settings' commands.
HELP = say("help.terminal.commands")
SETTINGS_HELP = say("terminal.settings.help")


@dataclass(frozen=True)
class Command:
    """What a typed line asks for: a session command (`name`, `arg`) or a move (`move`)."""

    name: str = ""
    arg: str = ""
    move: str = ""


def _trade(rest: str) -> Command:
    """`/trade` with its subcommand and the words between the cards (`for`, `to`) typed in any
    language: `/trade aanbod 1 erts voor 2 graan aan bob`, `/trade annehmen`."""
    typed, _, tail = rest.partition(" ")
    word = notation.subcommands("trade").get(notation.fold(typed), typed.lower())
    if word in ("accept", "decline", "cancel"):
        return Command(move=word)
    if word == "confirm":
        return Command(move=notation.prefixed("confirm", tail))
    give, get = notation.split_at("for", tail)
    if word == "bank":
        return Command(move=notation.bank(give, get))
    if word == "offer":
        get, to = notation.split_at("to", get)
        return Command(move=notation.offer(give, get, to.split()))
    return Command(move=f"trade {rest}")


def parse(line: str) -> Command | None:
    """The command on a line (None for a blank line or a comment)."""
    text = line.strip()
    if not text or text.startswith("#"):
        return None
    if not text.startswith("/"):
        return Command(move=text)
    head, _, rest = text[1:].partition(" ")
    head, rest = head.lower(), rest.strip()
    if head in SESSION:
        return Command(name=head, arg=rest)
    if head in SIMPLE:
        return Command(move=SIMPLE[head])
    if head in NEEDS and not rest:
        return Command(name="needs", arg=head)
    if head == "build":
        piece, _, spot = rest.partition(" ")
        return Command(move=notation.build(piece.lower(), spot))
    if head == "play":  # the session lists the cards or a card's targets when one is missing
        return Command(name="play", arg=rest, move=notation.play(rest))
    if head == "robber":
        return Command(move=notation.prefixed("robber", rest))
    if head == "discard":
        return Command(move=notation.discard(rest))
    if head == "trade":
        return _trade(rest)
    # Cities & Knights (the engine refuses them in a base game, with a sentence).
    if head == "knight":
        verb, _, spots = rest.partition(" ")
        return Command(move=notation.knight(verb, spots))
    if head == "improve":  # the track typed in any language
        return Command(move=notation.improve(rest))
    if head == "wall":
        return Command(move=notation.prefixed(head, rest))
    if head == "choose":  # the session reads a bare spot or word against the legal choices
        return Command(name="choose", arg=rest)
    if head == "neutral":  # the 2-player variant
        return Command(move=notation.prefixed(head, rest))
    if head == "tokens":  # the action typed in any language
        return Command(move=notation.tokens(rest))
    if head == "ship":  # Seafarers
        verb, _, spots = rest.partition(" ")
        if verb.lower() == "move":
            return Command(move=f"move ship {spots}".strip())
        return Command(move=notation.build("ship", spots))
    if head in ("pirate", "token"):
        return Command(move=notation.prefixed(head, rest))
    if head == "gold":
        picked = [r for r, n in notation.parse_cards(rest) for _ in range(n)]
        return Command(move=" ".join(("gold", *picked)))
    if head == "give":
        return Command(move="give " + notation.cards_notation(rest.removeprefix("give").strip()))
    return Command(name="unknown", arg=head)
