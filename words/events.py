"""Events in words. An event is worded from its dict form (`event.to_dict(viewer)`), so a live
event and one read back from the action log go through the same function; a viewer who may see
an event's secret gets a dict with it filled in, and so the sentence that tells it."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .catalogue import Catalogue, Message
from .ck_events import roll_line
from .common import Names, card, cards, listed, name, resource, two_sentences

MESSAGES = (
    Message("event.starting_player", "{player} places first."),
    Message(
        "event.starting_player.rolls",
        "Start roll: {rolls}. {player} rolled highest and places first.",
    ),
    Message("event.starting_player.roll", "{player} {roll}"),
    Message("event.built.road", "{player} built a road on {at}."),
    Message("event.built.settlement", "{player} built a settlement at {at}."),
    Message("event.built.city", "{player} built a city at {at}."),
    Message("event.setup_resources", "{player} takes {cards}."),
    Message("event.rolled", "{player} rolled {total} ({first}+{second})."),
    Message("event.produced.gain", "{player} gets {cards}"),
    Message("event.produced.gains", "{gains}."),
    Message("event.produced.gains.separator", "; "),
    Message("event.produced.nothing", "Nobody produces anything."),
    Message("event.produced.shortage", "The bank is short of {resources}: none paid."),
    Message("event.must_discard", "Discard half your cards: {owed}."),
    Message("event.must_discard.owed", "{player} ({count})"),
    Message("event.discarded", "{player} discarded {cards}."),
    Message("event.robber_moved", "{player} moved the robber to {hex}."),
    Message("event.stole.nothing", "{thief} robbed {victim}, who had no cards."),
    Message("event.stole.card", "{thief} stole 1 {card} from {victim}."),
    Message("event.stole", "{thief} stole a card from {victim}."),
    Message("event.bought_development.card", "You bought a {card} card."),
    Message("event.bought_development", "{player} bought a development card."),
    Message("event.played_development", "{player} played {card}."),
    Message("event.year_of_plenty", "{player} took {cards} from the bank."),
    Message(
        "event.monopoly",
        "{player} took every {resource}: {count} card.",
        "{player} took every {resource}: {count} cards.",
        "count",
    ),
    Message("event.revealed_victory_point", "{player} revealed a victory point card."),
    Message("event.trade_offered", "{player} offers {give} for {get} to {to}."),
    Message("event.trade_answered.accepted", "{player} accepts the offer."),
    Message("event.trade_answered.declined", "{player} declines the offer."),
    Message("event.trade_completed", "{player} traded {give} to {partner} for {get}."),
    Message("event.trade_cancelled", "{player}'s offer is closed ({reason})."),
    Message("event.trade_cancelled.withdrawn", "withdrawn"),
    Message("event.trade_cancelled.replaced", "replaced"),
    Message("event.trade_cancelled.turn_ended", "turn ended"),
    Message("event.trade_cancelled.everyone_answered", "everyone answered"),
    Message("event.trade_cancelled.everyone_declined", "everyone declined"),
    Message("event.maritime_traded", "{player} traded {give} with the bank for {get}."),
    Message("event.longest_road.set_aside", "The Longest Road card is set aside (was {player}'s)."),
    Message(
        "event.longest_road",
        "{player} takes the Longest Road ({length} road).",
        "{player} takes the Longest Road ({length} roads).",
        "length",
    ),
    Message("event.largest_army.set_aside", "The Largest Army card is set aside (was {player}'s)."),
    Message(
        "event.largest_army",
        "{player} takes the Largest Army ({knights} knight).",
        "{player} takes the Largest Army ({knights} knights).",
        "knights",
    ),
    Message("event.turn_ended", "{player} ended their turn."),
    Message("event.turn_started", "Turn {turn}: {player} to play."),
    Message("event.game_won", "{player} wins! Final points: {scores}."),
    Message("event.game_won.score", "{player} {points}"),
)

Event = Mapping[str, Any]
Wording = Callable[[Catalogue, Event, Names], str]


def _starting_player(w: Catalogue, e: Event, names: Names) -> str:
    rolls = e.get("rolls") or {}
    if not rolls:
        return w.say("event.starting_player", player=name(e["player"], names))
    shown = listed(
        w,
        (
            w.say("event.starting_player.roll", player=name(p, names), roll=n)
            for p, n in rolls.items()
        ),
    )
    return w.say("event.starting_player.rolls", rolls=shown, player=name(e["player"], names))


def _built(w: Catalogue, e: Event, names: Names) -> str:
    return w.say(f"event.built.{e['piece']}", player=name(e["player"], names), at=e["at"])


def _rolled(w: Catalogue, e: Event, names: Names) -> str:
    first, second = e["dice"]
    return w.say(
        "event.rolled",
        player=name(e["player"], names),
        total=e["total"],
        first=first,
        second=second,
    )


def _produced(w: Catalogue, e: Event, names: Names) -> str:
    gains = e.get("gains") or {}
    parts = [
        w.say("event.produced.gain", player=name(p, names), cards=cards(w, c))
        for p, c in gains.items()
    ]
    if parts:
        gains_line = listed(w, parts, separator="event.produced.gains.separator")
        text = w.say("event.produced.gains", gains=gains_line)
    else:
        text = w.say("event.produced.nothing")
    shortage = e.get("shortage") or []
    if shortage:
        short = listed(w, (resource(w, r) for r in shortage))
        return two_sentences(w, text, w.say("event.produced.shortage", resources=short))
    return text


def _must_discard(w: Catalogue, e: Event, names: Names) -> str:
    owed = e.get("owed") or {}
    parts = (
        w.say("event.must_discard.owed", player=name(p, names), count=n) for p, n in owed.items()
    )
    return w.say("event.must_discard", owed=listed(w, parts))


def _stole(w: Catalogue, e: Event, names: Names) -> str:
    thief, victim = name(e["thief"], names), name(e["victim"], names)
    if not e.get("took", True):
        return w.say("event.stole.nothing", thief=thief, victim=victim)
    if e.get("card") is not None:
        return w.say("event.stole.card", thief=thief, victim=victim, card=resource(w, e["card"]))
    return w.say("event.stole", thief=thief, victim=victim)


def _bought(w: Catalogue, e: Event, names: Names) -> str:
    if e.get("card") is not None:
        return w.say("event.bought_development.card", card=card(w, e["card"]))
    return w.say("event.bought_development", player=name(e["player"], names))


def _monopoly(w: Catalogue, e: Event, names: Names) -> str:
    taken = e.get("taken") or {}
    total = sum(n for n in taken.values() if isinstance(n, int))
    return w.say(
        "event.monopoly",
        player=name(e["player"], names),
        resource=resource(w, e["resource"]),
        count=total,
    )


def _offered(w: Catalogue, e: Event, names: Names) -> str:
    return w.say(
        "event.trade_offered",
        player=name(e["player"], names),
        give=cards(w, e["give"]),
        get=cards(w, e["get"]),
        to=listed(w, (name(p, names) for p in e.get("to") or [])),
    )


def _answered(w: Catalogue, e: Event, names: Names) -> str:
    answer = "accepted" if e.get("accepted") else "declined"
    return w.say(f"event.trade_answered.{answer}", player=name(e["player"], names))


def _completed(w: Catalogue, e: Event, names: Names) -> str:
    return w.say(
        "event.trade_completed",
        player=name(e["player"], names),
        partner=name(e["partner"], names),
        give=cards(w, e["give"]),
        get=cards(w, e["get"]),
    )


def _cancelled(w: Catalogue, e: Event, names: Names) -> str:
    reason = str(e.get("reason", "withdrawn"))
    key = "event.trade_cancelled." + reason.replace(" ", "_")
    shown = w.say(key) if key in w else reason
    return w.say("event.trade_cancelled", player=name(e["player"], names), reason=shown)


def _maritime(w: Catalogue, e: Event, names: Names) -> str:
    return w.say(
        "event.maritime_traded",
        player=name(e["player"], names),
        give=cards(w, e["give"]),
        get=cards(w, e["get"]),
    )


def _previous(w: Catalogue, e: Event, names: Names) -> str:
    previous = e.get("previous")
    return w.say("list.nobody") if previous is None else name(previous, names)


def _longest_road(w: Catalogue, e: Event, names: Names) -> str:
    # The card as the rule set names it (Seafarers: the Longest Trade Route); a log written
    # before events named it holds the Longest Road.
    card = str(e.get("card") or "longest_road")
    own = f"event.{card}" if f"event.{card}" in w else "event.longest_road"
    if e.get("holder") is None:
        return w.say(f"{own}.set_aside", player=_previous(w, e, names))
    return w.say(own, player=name(e["holder"], names), length=e["length"])


def _largest_army(w: Catalogue, e: Event, names: Names) -> str:
    if e.get("holder") is None:
        return w.say("event.largest_army.set_aside", player=_previous(w, e, names))
    return w.say("event.largest_army", player=name(e["holder"], names), knights=e["knights"])


def _game_won(w: Catalogue, e: Event, names: Names) -> str:
    scores = e.get("scores") or {}
    table = listed(
        w,
        (w.say("event.game_won.score", player=name(p, names), points=s) for p, s in scores.items()),
    )
    return w.say("event.game_won", player=name(e["player"], names), scores=table)


def _simple(message_id: str, *fields: str) -> Wording:
    """A sentence whose placeholders are the event's player fields and plain values."""

    def word(w: Catalogue, e: Event, names: Names) -> str:
        params: dict[str, object] = {"player": name(e.get("player"), names)}
        for f in fields:
            params[f] = e.get(f)
        if "cards" in e:
            params["cards"] = cards(w, e["cards"])
        if "card" in e and e["card"] is not None:
            params["card"] = card(w, e["card"])
        return w.say(message_id, **params)

    return word


WORDINGS: dict[str, Wording] = {
    "StartingPlayer": _starting_player,
    "Built": _built,
    "SetupResources": _simple("event.setup_resources"),
    "Rolled": _rolled,
    "Produced": _produced,
    "MustDiscard": _must_discard,
    "Discarded": _simple("event.discarded"),
    "RobberMoved": _simple("event.robber_moved", "hex"),
    "Stole": _stole,
    "BoughtDevelopment": _bought,
    "PlayedDevelopment": _simple("event.played_development"),
    "YearOfPlenty": _simple("event.year_of_plenty"),
    "Monopoly": _monopoly,
    "RevealedVictoryPoint": _simple("event.revealed_victory_point"),
    "TradeOffered": _offered,
    "TradeAnswered": _answered,
    "TradeCompleted": _completed,
    "TradeCancelled": _cancelled,
    "MaritimeTraded": _maritime,
    "LongestRoadMoved": _longest_road,
    "LargestArmyMoved": _largest_army,
    "TurnEnded": _simple("event.turn_ended"),
    "TurnStarted": _simple("event.turn_started", "turn"),
    "GameWon": _game_won,
}


def _more_wordings() -> None:
    """Rule modules' events (C&K, the 2-player variant, Seafarers, the 5–6 extension)."""
    from .ck_events import WORDINGS as CITIES_KNIGHTS
    from .five_six import WORDINGS as FIVE_SIX
    from .seafarers import WORDINGS as SEAFARERS
    from .two_player import WORDINGS as TWO_PLAYER

    WORDINGS.update(CITIES_KNIGHTS)  # type: ignore[arg-type]
    WORDINGS.update(TWO_PLAYER)  # type: ignore[arg-type]
    WORDINGS.update(SEAFARERS)  # type: ignore[arg-type]
    WORDINGS.update(FIVE_SIX)  # type: ignore[arg-type]


_more_wordings()


def event_lines(words: Catalogue, events: Sequence[Event], names: Names) -> list[str]:
    """One sentence per event, except that a Cities & Knights roll (the white and red dice,
    then the event die) is said in one sentence naming all three dice."""
    out: list[str] = []
    i = 0
    while i < len(events):
        event = events[i]
        after = events[i + 1] if i + 1 < len(events) else None
        if event.get("type") == "Rolled" and after and after.get("type") == "EventDieRolled":
            out.append(roll_line(words, dict(event), dict(after), names))
            i += 2
            continue
        out.append(event_line(words, event, names))
        i += 1
    return out


def event_line(words: Catalogue, event: Event, names: Names) -> str:
    """One sentence about an event given as its dict (`Event.to_dict(viewer)`)."""
    wording = WORDINGS.get(str(event.get("type")))
    if wording is None:
        return str(event.get("type", ""))
    return wording(words, event, names)
