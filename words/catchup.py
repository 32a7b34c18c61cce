"""The catch-up ("since you last looked") and the daily digest in words.

A catch-up is one line per turn of the others since the reader's own last action, each turn's
events merged into short parts after its player's name ("Bo: rolled 8, you got 1 ore; built 2
roads; stole 1 wool from you"), then the points and who leads. Events come as their dicts as
the reader may see them (`Event.to_dict(reader)`): the reader's own secrets (the card stolen
from them) are in them, nobody else's.

Every event kind has a part (`part`): a short one for the common kinds, the event's own
sentence for the rest. A turn's line leaves out `FRAMING` kinds, which the line itself says
(the turn's start and end) or which a later event says better (an offer, then the trade)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .catalogue import Catalogue, Message
from .cities_knights import track
from .common import Names, card, cards, joined, listed, name, resource
from .events import event_line

MESSAGES = (
    Message("catchup.header", "Since your last move in game {table}:"),
    Message("catchup.header.digest", "Game {table} since your last digest:"),
    Message("catchup.nothing", "Nothing has happened since your last move."),
    Message("catchup.turn", "{player}: {parts}."),
    Message("catchup.setup", "Set-up: {parts}."),
    Message("catchup.parts.separator", "; "),
    Message("catchup.rolled", "rolled {total}"),
    Message("catchup.rolled.you_got", "rolled {total}, you got {cards}"),
    Message("catchup.you_got", "you got {cards}"),
    Message("catchup.built.road", "built a road"),
    Message("catchup.built.road.count", "built {count} roads"),
    Message("catchup.built.settlement", "built a settlement"),
    Message("catchup.built.settlement.count", "built {count} settlements"),
    Message("catchup.built.city", "built a city"),
    Message("catchup.built.city.count", "built {count} cities"),
    Message("catchup.built.ship", "built a ship"),
    Message("catchup.built.ship.count", "built {count} ships"),
    Message("catchup.built.knight", "built a knight"),
    Message("catchup.built.knight.count", "built {count} knights"),
    Message("catchup.built.wall", "built a city wall"),
    Message("catchup.built.wall.count", "built {count} city walls"),
    Message("catchup.robber", "moved the robber to {hex}"),
    Message("catchup.stole.you", "stole {card} from you"),
    Message("catchup.stole.you.hidden", "stole a card from you"),
    Message("catchup.stole.you.nothing", "robbed you, but you had no cards"),
    Message("catchup.stole", "stole a card from {victim}"),
    Message("catchup.stole.nothing", "robbed {victim}, who had no cards"),
    Message("catchup.discarded.you", "you discarded {cards}"),
    Message("catchup.discarded", "{player} discarded {cards}"),
    Message("catchup.bought", "bought a development card"),
    Message("catchup.played", "played {card}"),
    Message("catchup.traded.you", "traded you {give} for your {get}"),
    Message("catchup.traded", "traded with {partner}"),
    Message("catchup.traded.bank", "traded with the bank"),
    Message("catchup.points", "Points: {points}. {leader}"),
    Message("catchup.points.score", "{player} {points}"),
    Message("catchup.points.change", "{player} {points} ({change})"),
    Message("catchup.leads", "{player} leads."),
    Message("catchup.leads.tied", "{player} lead."),
    Message("catchup.more", "… and {count} turn before.", "… and {count} turns before.", "count"),
    Message("catchup.digest.header", "Your Hexhaven digest:"),
    Message("catchup.digest.turn.you", "Game {table}: your move ({left} left)."),
    Message("catchup.digest.turn", "Game {table}: waiting for {players}."),
    Message("catchup.digest.quiet", "Game {table}: nothing new."),
    Message("catchup.digest.none", "You are in no game now."),
    Message("catchup.digest.set", "Your daily digest comes at {time} ({zone})."),
    Message("catchup.digest.off", "No daily digest."),
    Message("catchup.refusal.time", "{value} is not a time: give it as HH:MM (08:00), or off."),
    # Cities & Knights: the barbarians and the progress cards, short.
    Message("catchup.ck.gate", "{track} gate"),
    Message("catchup.ck.barbarians", "barbarians {position} of {length}"),
    Message("catchup.ck.held", "Catan held, {defence} against {strength}"),
    Message("catchup.ck.lost", "barbarians won, {strength} against {defence}"),
    Message("catchup.ck.pillaged", "{player}'s city at {at} pillaged"),
    Message("catchup.ck.pillaged.you", "your city at {at} pillaged"),
    Message("catchup.ck.pillaged.wall", "{player}'s city and wall at {at} pillaged"),
    Message("catchup.ck.defender", "{player} Defender of Catan (+1)"),
    Message("catchup.ck.drew", "drew a {track} card"),
    Message("catchup.ck.drew.other", "{player} drew a {track} card"),
    Message("catchup.ck.drew.you", "you drew {card}"),
    Message("catchup.ck.revealed", "revealed {card} (+1)"),
    Message("catchup.ck.revealed.other", "{player} revealed {card} (+1)"),
    Message("catchup.ck.returned", "{player} returned a progress card"),
    Message("catchup.ck.returned.you", "you returned {card}"),
    Message("catchup.ck.improved", "improved {track} to {level}"),
    Message("catchup.ck.activated", "activated a knight"),
    Message("catchup.ck.promoted", "promoted a knight"),
    Message("catchup.ck.metropolis", "built the {track} metropolis"),
    Message("catchup.ck.aqueduct", "aqueduct: 1 {resource}"),
)

#: Kinds a turn's line leaves out: its start and end are the line itself, an offer and its
#: answers end in a trade (or in nothing), and the call to discard is followed by the discards.
FRAMING = frozenset(
    {
        "TurnStarted",
        "TurnEnded",
        "TradeOffered",
        "TradeAnswered",
        "TradeCancelled",
        "MustDiscard",
        "MustReturnProgress",
    }
)

Event = Mapping[str, Any]


@dataclass(frozen=True)
class Turn:
    """A run of events in one player's turn (`player` None: the set-up's placements, or
    events before anyone's turn), as the reader may see them."""

    player: str | None
    events: tuple[Event, ...]


def _sentence(w: Catalogue, event: Event, names: Names) -> str:
    """The event's own sentence, its last full stop taken off to stand as a part."""
    return event_line(w, event, names).rstrip().rstrip(".").rstrip("!")


def _is(event: Event, field: str, reader: str | None) -> bool:
    return reader is not None and event.get(field) == reader


def part(w: Catalogue, event: Event, reader: str | None, names: Names, owner: str | None) -> str:
    """One event said as a part of a turn's line: short, without the turn player's name when
    the turn player did it (`owner`), naming the reader as "you"."""
    kind = str(event.get("type"))
    mine = owner is not None and event.get("player", event.get("thief")) == owner
    short = _cities_knights(w, event, reader, names, mine)
    if short is not None:
        return short
    if kind == "Rolled" and mine:
        return w.say("catchup.rolled", total=event.get("total"))
    if kind == "Produced":
        gains = dict(event.get("gains") or {})
        if reader is not None and reader in gains:
            return w.say("catchup.you_got", cards=cards(w, gains[reader]))
        return _sentence(w, event, names)
    if kind == "Built" and mine and f"catchup.built.{event.get('piece')}" in w:
        return _built(w, str(event.get("piece")), 1)
    if kind == "RobberMoved" and mine:
        return w.say("catchup.robber", hex=event.get("hex"))
    if kind == "Stole" and event.get("thief") == owner:
        return _stole(w, event, reader, names)
    if kind == "Discarded":
        if _is(event, "player", reader):
            return w.say("catchup.discarded.you", cards=cards(w, event.get("cards")))
        return w.say(
            "catchup.discarded",
            player=name(event.get("player"), names),
            cards=cards(w, event.get("cards")),
        )
    if kind == "BoughtDevelopment" and mine:
        return w.say("catchup.bought")
    if kind == "PlayedDevelopment" and mine:
        return w.say("catchup.played", card=card(w, event.get("card")))
    if kind == "TradeCompleted" and mine:
        if _is(event, "partner", reader):
            give, get = cards(w, event.get("give")), cards(w, event.get("get"))
            return w.say("catchup.traded.you", give=give, get=get)
        return w.say("catchup.traded", partner=name(event.get("partner"), names))
    if kind == "MaritimeTraded" and mine:
        return w.say("catchup.traded.bank")
    return _sentence(w, event, names)


def _cities_knights(
    w: Catalogue, event: Event, reader: str | None, names: Names, mine: bool
) -> str | None:
    """The short part of a Cities & Knights barbarian or progress-card event (None: not one
    of those, or none shorter than its sentence)."""
    kind = str(event.get("type"))
    player = name(event.get("player"), names)
    if kind == "EventDieRolled" and event.get("face") != "ship":
        return w.say("catchup.ck.gate", track=track(w, event.get("face")))
    if kind == "BarbariansAdvanced":
        return w.say(
            "catchup.ck.barbarians", position=event.get("position"), length=event.get("length")
        )
    if kind == "BarbariansAttacked":
        key = "catchup.ck.lost" if event.get("barbarians_won") else "catchup.ck.held"
        return w.say(key, strength=event.get("strength"), defence=event.get("defence"))
    if kind == "CityPillaged":
        if event.get("wall"):
            return w.say("catchup.ck.pillaged.wall", player=player, at=event.get("at"))
        if _is(event, "player", reader):
            return w.say("catchup.ck.pillaged.you", at=event.get("at"))
        return w.say("catchup.ck.pillaged", player=player, at=event.get("at"))
    if kind == "DefenderAwarded":
        return w.say("catchup.ck.defender", player=player)
    if kind in ("ProgressDrawn", "ProgressReturned"):
        drew = kind == "ProgressDrawn"
        if event.get("card") is not None:  # the reader's own card, theirs to read
            key = "catchup.ck.drew.you" if drew else "catchup.ck.returned.you"
            return w.say(key, card=card(w, event.get("card")))
        if not drew:
            return w.say("catchup.ck.returned", player=player)
        deck = track(w, event.get("deck"))
        if mine:
            return w.say("catchup.ck.drew", track=deck)
        return w.say("catchup.ck.drew.other", player=player, track=deck)
    if kind == "ProgressRevealed":
        shown = card(w, event.get("card"))
        if mine:
            return w.say("catchup.ck.revealed", card=shown)
        return w.say("catchup.ck.revealed.other", player=player, card=shown)
    if not mine:
        return None
    simple = {
        "ProgressPlayed": lambda: w.say("catchup.played", card=card(w, event.get("card"))),
        "Improved": lambda: w.say(
            "catchup.ck.improved", track=track(w, event.get("track")), level=event.get("level")
        ),
        "KnightActivated": lambda: w.say("catchup.ck.activated"),
        "KnightPromoted": lambda: w.say("catchup.ck.promoted"),
        "MetropolisPlaced": lambda: w.say(
            "catchup.ck.metropolis", track=track(w, event.get("track"))
        ),
        "AqueductTaken": lambda: w.say(
            "catchup.ck.aqueduct", resource=resource(w, event.get("resource"))
        ),
    }
    said = simple.get(kind)
    return said() if said is not None else None


def _stole(w: Catalogue, event: Event, reader: str | None, names: Names) -> str:
    took = event.get("took", True)
    if _is(event, "victim", reader):
        if not took:
            return w.say("catchup.stole.you.nothing")
        if event.get("card") is None:
            return w.say("catchup.stole.you.hidden")
        return w.say("catchup.stole.you", card=cards(w, {str(event["card"]): 1}))
    victim = name(event.get("victim"), names)
    if not took:
        return w.say("catchup.stole.nothing", victim=victim)
    if event.get("card") is not None:  # the reader's own steal (their secret)
        return _sentence(w, event, names)
    return w.say("catchup.stole", victim=victim)


def _built(w: Catalogue, piece: str, count: int) -> str:
    """`built a road`, `built 2 roads`."""
    if count == 1:
        return w.say(f"catchup.built.{piece}")
    return w.say(f"catchup.built.{piece}.count", count=count)


def turn_line(w: Catalogue, turn: Turn, reader: str | None, names: Names) -> str | None:
    """One turn's events in one line (None when none is worth saying): parts in order, a roll
    and what it gave the reader in one part, the same piece built several times counted."""
    parts: list[str] = []
    built: dict[str, tuple[int, int]] = {}  # piece -> (where its part is, how many)
    rolled: tuple[int, object] | None = None  # the turn player's roll: its part and total
    for event in turn.events:
        kind = str(event.get("type"))
        if kind in FRAMING or (kind == "EventDieRolled" and event.get("face") == "ship"):
            continue  # the ship's advance is told by the barbarians' part after it
        gains = dict(event.get("gains") or {})
        if kind == "Produced" and (reader is None or reader not in gains):
            continue  # what others got is theirs to read; the roll says enough
        if kind == "Produced" and rolled is not None:
            at, total = rolled
            parts[at] = w.say("catchup.rolled.you_got", total=total, cards=cards(w, gains[reader]))
            rolled = None
            continue
        piece = str(event.get("piece"))
        if kind == "Built" and turn.player and event.get("player") == turn.player:
            if piece in built and f"catchup.built.{piece}" in w:
                at, count = built[piece]
                built[piece] = (at, count + 1)
                parts[at] = _built(w, piece, count + 1)
                continue
            built[piece] = (len(parts), 1)
        if kind == "Rolled" and event.get("player") == turn.player:
            rolled = (len(parts), event.get("total"))
        parts.append(part(w, event, reader, names, turn.player))
    if not parts:
        return None
    shown = listed(w, parts, separator="catchup.parts.separator")
    if turn.player is None:
        return w.say("catchup.setup", parts=shown)
    return w.say("catchup.turn", player=name(turn.player, names), parts=shown)


def points_line(
    w: Catalogue,
    before: Mapping[str, int],
    after: Mapping[str, int],
    names: Names,
) -> str:
    """`Points: Ann 5 (+1), Bo 3. Ann leads.`: everyone's visible points now in seat order,
    with the change since the catch-up began, and who leads (all those tied at the top)."""
    shown = []
    for player, points in after.items():
        change = points - before.get(player, points)
        who = name(player, names)
        if change:
            shown.append(
                w.say("catchup.points.change", player=who, points=points, change=f"{change:+d}")
            )
        else:
            shown.append(w.say("catchup.points.score", player=who, points=points))
    top = max(after.values(), default=0)
    leaders = [name(p, names) for p, v in after.items() if v == top]
    leads = w.say(
        "catchup.leads" if len(leaders) == 1 else "catchup.leads.tied", player=joined(w, leaders)
    )
    return w.say("catchup.points", points=listed(w, shown), leader=leads)


def catchup_lines(
    w: Catalogue, turns: Sequence[Turn], reader: str | None, names: Names, *, limit: int = 12
) -> list[str]:
    """The turns' lines, the latest `limit` of them (the older ones counted in one line)."""
    lines = [line for t in turns if (line := turn_line(w, t, reader, names)) is not None]
    if len(lines) > limit:
        older = len(lines) - limit
        lines = [w.say("catchup.more", count=older), *lines[-limit:]]
    return lines
