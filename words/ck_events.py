"""How Cities & Knights' events are worded: the three dice in one sentence, and one wording per
C&K event kind (the progress cards' and the politics deck's included). Their messages are in
cities_knights.py."""

from __future__ import annotations

from .catalogue import Catalogue
from .cities_knights import track
from .common import Names, card, cards, joined, name, resource, two_sentences


def _players(w: Catalogue, value: object, names: Names) -> str:
    return joined(w, [name(p, names) for p in value]) if isinstance(value, list) else ""


def _event_die(w: Catalogue, e: dict[str, object], names: Names) -> str:
    player = name(e["player"], names)
    if e["face"] == "ship":
        return w.say("event.event_die.ship", player=player)
    return w.say("event.event_die.gate", player=player, track=track(w, e["face"]))


def roll_line(w: Catalogue, rolled: dict[str, object], die: dict[str, object], names: Names) -> str:
    """The three dice of a C&K roll in one sentence: a `Rolled` event and the
    `EventDieRolled` that follows it."""
    dice = rolled["dice"]
    white, red = dice if isinstance(dice, list | tuple) else ("?", "?")
    params = {
        "player": name(rolled["player"], names),
        "total": rolled["total"],
        "white": white,
        "red": red,
    }
    if die["face"] == "ship":
        return w.say("event.rolled.three_dice.ship", **params)
    return w.say("event.rolled.three_dice.gate", track=track(w, die["face"]), **params)


def _attacked(w: Catalogue, e: dict[str, object], names: Names) -> str:
    params = {"strength": e["strength"], "defence": e["defence"]}
    losers, defenders = e.get("losers") or [], e.get("defenders") or []
    if e["barbarians_won"]:
        if losers:
            return w.say(
                "event.barbarians_attacked.lost", losers=_players(w, losers, names), **params
            )
        return w.say("event.barbarians_attacked.nobody", **params)
    if defenders:
        return w.say(
            "event.barbarians_attacked.won", defenders=_players(w, defenders, names), **params
        )
    return w.say("event.barbarians_attacked.unrewarded", **params)


def _pillaged(w: Catalogue, e: dict[str, object], names: Names) -> str:
    player = name(e["player"], names)
    key = "event.city_pillaged.fallen" if e.get("fallen") else "event.city_pillaged"
    text = w.say(key, player=player, at=e["at"])
    if e.get("wall"):
        return two_sentences(w, text, w.say("event.city_pillaged.wall", player=player, at=e["at"]))
    return text


def _secret_card(message: str) -> object:
    def word(w: Catalogue, e: dict[str, object], names: Names) -> str:
        deck = track(w, e["deck"])
        if e.get("card") is not None:
            return w.say(f"{message}.card", card=card(w, e["card"]), track=deck)
        return w.say(message, player=name(e["player"], names), track=deck)

    return word


def _metropolis(w: Catalogue, e: dict[str, object], names: Names) -> str:
    params = {"player": name(e["player"], names), "track": track(w, e["track"]), "at": e["at"]}
    if e.get("previous"):
        return w.say("event.metropolis_placed.taken", previous=name(e["previous"], names), **params)
    return w.say("event.metropolis_placed", **params)


def _displaced(w: Catalogue, e: dict[str, object], names: Names) -> str:
    return w.say(
        "event.knight_displaced",
        player=name(e["player"], names),
        start=e["start"],
        to=e["to"],
        victim=name(e["victim"], names),
    )


def _relocated(w: Catalogue, e: dict[str, object], names: Names) -> str:
    player = name(e["player"], names)
    if e.get("to") is None:
        return w.say("event.knight_relocated.removed", player=player, start=e["start"])
    return w.say("event.knight_relocated", player=player, start=e["start"], to=e["to"])


def _plain(message: str) -> object:
    def word(w: Catalogue, e: dict[str, object], names: Names) -> str:
        params: dict[str, object] = {k: v for k, v in e.items() if k != "type"}
        if "player" in params:
            params["player"] = name(params["player"], names)
        if "track" in params:
            params["track"] = track(w, params["track"])
        if "resource" in params:
            params["resource"] = resource(w, params["resource"])
        if "card" in params:
            params["card"] = card(w, params["card"])
        return w.say(message, **params)

    return word


def _swapped(w: Catalogue, e: dict[str, object], names: Names) -> str:
    hexes = e["hexes"]
    assert isinstance(hexes, list)
    return w.say(
        "event.tokens_swapped", player=name(e["player"], names), first=hexes[0], second=hexes[1]
    )


def _merchant(w: Catalogue, e: dict[str, object], names: Names) -> str:
    player = name(e["player"], names)
    if e.get("previous") == e["player"]:
        return w.say("event.merchant_placed.moved", player=player, hex=e["hex"])
    if e.get("previous"):
        return w.say(
            "event.merchant_placed.taken",
            player=player,
            previous=name(e["previous"], names),
            hex=e["hex"],
        )
    return w.say("event.merchant_placed", player=player, hex=e["hex"])


def _monopoly(w: Catalogue, e: dict[str, object], names: Names) -> str:
    taken = e.get("taken") or {}
    total = sum(n for n in taken.values() if isinstance(n, int)) if isinstance(taken, dict) else 0
    player = name(e["player"], names)
    if not total:
        return w.say(
            "event.monopoly_taken.none", player=player, resource=resource(w, e["resource"])
        )
    return w.say("event.monopoly_taken", player=player, cards=cards(w, {e["resource"]: total}))


def _bonus(w: Catalogue, e: dict[str, object], names: Names) -> str:
    player, count = name(e["player"], names), e["count"]
    if not count:
        return w.say("event.bonus_taken.none", player=player, resource=resource(w, e["resource"]))
    return w.say("event.bonus_taken", player=player, cards=cards(w, {e["resource"]: count}))


def _harbor_offered(w: Catalogue, e: dict[str, object], names: Names) -> str:
    return w.say(
        "event.harbor_offered",
        player=name(e["player"], names),
        partner=name(e["partner"], names),
        resource=resource(w, e["resource"]),
    )


def _harbor_traded(w: Catalogue, e: dict[str, object], names: Names) -> str:
    params = {
        "player": name(e["player"], names),
        "partner": name(e["partner"], names),
        "resource": resource(w, e["resource"]),
    }
    if e.get("commodity") is None:
        return w.say("event.harbor_traded.void", **params)
    return w.say("event.harbor_traded", commodity=resource(w, e["commodity"]), **params)


def _cards_taken(w: Catalogue, e: dict[str, object], names: Names) -> str:
    player, victim = name(e["player"], names), name(e["victim"], names)
    if e.get("cards") is not None:
        return w.say(
            "event.cards_taken.cards", player=player, victim=victim, cards=cards(w, e["cards"])
        )
    return w.say("event.cards_taken", player=player, victim=victim, count=e["count"])


WORDINGS = {
    "EventDieRolled": _event_die,
    "BarbariansAdvanced": _plain("event.barbarians_advanced"),
    "BarbariansAttacked": _attacked,
    "CityPillaged": _pillaged,
    "DefenderAwarded": _plain("event.defender_awarded"),
    "ProgressDrawn": _secret_card("event.progress_drawn"),
    "ProgressRevealed": _plain("event.progress_revealed"),
    "ProgressReturned": _secret_card("event.progress_returned"),
    "MustReturnProgress": _plain("event.must_return_progress"),
    "Improved": _plain("event.improved"),
    "MetropolisPlaced": _metropolis,
    "AqueductTaken": _plain("event.aqueduct_taken"),
    "KnightActivated": _plain("event.knight_activated"),
    "KnightPromoted": _plain("event.knight_promoted"),
    "KnightMoved": _plain("event.knight_moved"),
    "KnightDisplaced": _displaced,
    "KnightRelocated": _relocated,
    "KnightChased": _plain("event.knight_chased"),
    "ProgressPlayed": _plain("event.progress_played"),
    "TokensSwapped": _swapped,
    "BonusTaken": _bonus,
    "MerchantPlaced": _merchant,
    "FleetNamed": _plain("event.fleet_named"),
    "MonopolyTaken": _monopoly,
    "HarborOffered": _harbor_offered,
    "HarborTraded": _harbor_traded,
    "CardsTaken": _cards_taken,
}


# ----- the politics deck and the dirty-trick variant ---------------------------------------------


def _owed(w: Catalogue, value: object, names: Names) -> str:
    pairs = value.items() if isinstance(value, dict) else value
    assert isinstance(pairs, list | tuple) or hasattr(pairs, "__iter__")
    return joined(w, [w.say("owed.count", player=name(p, names), count=n) for p, n in pairs])


def _deserter_placed(w: Catalogue, e: dict[str, object], names: Names) -> str:
    player = name(e["player"], names)
    if e.get("at") is None:
        return w.say("event.deserter_placed.none", player=player)
    key = "event.deserter_placed.active" if e.get("active") else "event.deserter_placed"
    return w.say(key, player=player, at=e["at"], level=e["level"])


def _road_removed(w: Catalogue, e: dict[str, object], names: Names) -> str:
    player = name(e["player"], names)
    if e["owner"] == e["player"]:
        return w.say("event.road_removed.own", player=player, path=e["path"])
    return w.say("event.road_removed", player=player, owner=name(e["owner"], names), path=e["path"])


def _with_victim(message: str) -> object:
    def word(w: Catalogue, e: dict[str, object], names: Names) -> str:
        return w.say(
            message, player=name(e["player"], names), victim=name(e["victim"], names), at=e["at"]
        )

    return word


def _owed_by(message: str) -> object:
    def word(w: Catalogue, e: dict[str, object], names: Names) -> str:
        return w.say(message, player=name(e["player"], names), owed=_owed(w, e["owed"], names))

    return word


def _progress_taken(w: Catalogue, e: dict[str, object], names: Names) -> str:
    player, victim = name(e["player"], names), name(e["victim"], names)
    if e.get("card") is not None:
        return w.say(
            "event.progress_taken.card", player=player, victim=victim, card=card(w, e["card"])
        )
    return w.say("event.progress_taken", player=player, victim=victim)


def _cards_given(w: Catalogue, e: dict[str, object], names: Names) -> str:
    player, to = name(e["player"], names), name(e["to"], names)
    if e.get("cards") is not None:
        return w.say("event.cards_given.cards", player=player, to=to, cards=cards(w, e["cards"]))
    return w.say("event.cards_given", player=player, to=to, count=e["count"])


def _committed(w: Catalogue, e: dict[str, object], names: Names) -> str:
    player = name(e["player"], names)
    at = e.get("at") or []
    if not at:
        return w.say("event.knights_committed.none", player=player)
    assert isinstance(at, list | tuple)
    return w.say(
        "event.knights_committed",
        player=player,
        at=joined(w, [str(a) for a in at]),
        strength=e["strength"],
    )


WORDINGS.update(
    {
        "KnightDeserted": _plain("event.knight_deserted"),
        "DeserterPlaced": _deserter_placed,
        "RoadRemoved": _road_removed,
        "KnightIntrigued": _with_victim("event.knight_intrigued"),
        "CitySabotaged": _with_victim("event.city_sabotaged"),
        "CityRepaired": _plain("event.city_repaired"),
        "MustGiveUpHalf": _owed_by("event.must_give_up_half"),
        "ProgressTaken": _progress_taken,
        "WeddingGifts": _owed_by("event.wedding_gifts"),
        "CardsGiven": _cards_given,
        "KnightsCommitted": _committed,
    }
)
