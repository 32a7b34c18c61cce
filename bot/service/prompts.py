"""What each awaited player must do now, in words: a short public line (whom the game waits for,
and for what) and a private one (how to do it), plus the legal spots to mark on the board when
the move is a placement. Which moves are legal always comes from the engine.

Every player-facing sentence of the prompts lives in this module.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, cast

from bot.service.outcome import Prompt
from engine import (
    BuildCity,
    BuildRoad,
    BuildSettlement,
    Game,
    GameView,
    MoveRobber,
    NeutralKnight,
    NeutralPromote,
    NeutralRoad,
    NeutralSettlement,
)
from words import ENGLISH, cards_text
from words.common import card, name

Names = Mapping[str, str]

#: The choices Cities & Knights awaits in the middle of a turn (its phases of the same names):
#: the barbarians', improvements' and knights' own, then those of the progress cards (their
#: player's further choices and the other players' answers) and the dirty trick's commitments.
CARD_CHOICES = frozenset(
    {
        "harbor",
        "master_merchant",
        "desert",
        "deserter",
        "diplomat",
        "saboteur",
        "spy",
        "wedding",
        "commit",
    }
)
#: The choices Seafarers awaits (its phases of the same names): resources taken for gold, one
#: player at a time in turn order, and the main-island hex Greater Catan's token comes from.
SEA_CHOICES = frozenset({"gold", "token"})
CHOICES = (
    frozenset(
        {
            "pillage",
            "metropolis",
            "relocate",
            "aqueduct",
            "defender_draw",
            "progress_return",
            # C&K for two: the Deserter against a neutral with several equally weak knights.
            "desert_neutral",
        }
    )
    | CARD_CHOICES
    | SEA_CHOICES
)
#: The actions whose choice is an intersection a placement prompt marks, and the keywords of
#: the C&K choices of an intersection (`pillage 23`, `metropolis 23`, `relocate 23`).
NODE_CHOICES = (BuildSettlement, BuildCity, NeutralSettlement, NeutralKnight, NeutralPromote)
NODE_KEYWORDS = frozenset({"pillage", "metropolis", "relocate", "desert"})
#: The keywords of card choices whose second word is a spot (`deserter 23 2`, `diplomat 12-17`).
SPOT_KEYWORDS = frozenset({"deserter", "diplomat"})
# Placements: the tasks whose board picture marks the legal spots.
PLACEMENTS = frozenset(
    {
        "settlement",
        "setup_city",
        "setup_road",
        "robber",
        "road_building",
        "pillage",
        "metropolis",
        "relocate",
        "neutral",
        "desert",
        "deserter",
        "diplomat",
        "desert_neutral",
        "token",
    }
)
# The phases whose current player has a placement to make: only there are the legal actions
# asked for their spots (in the others, a full list of legal moves would be thrown away).
PLACING_PHASES = frozenset({"setup", "robber", "road_building", "neutral"})
# The Cities & Knights choices that are placements: every chooser (current or not) is asked.
PLACING_CHOICES = PLACEMENTS & CHOICES
# The 2-player variant: the neutral piece owed, as the view says it.
NEUTRAL_PIECES = {
    "road": "a road",
    "settlement": "a settlement",
    "any": "a road or a settlement",
    # C&K for two: a knight for a knight recruited, a promotion for one promoted.
    "knight": "a basic knight",
    "promotion": "a knight's promotion to strong",
}


def plural(count: int, word: str, many: str | None = None) -> str:
    """`1 card`, `2 cards` (`many` for an irregular plural)."""
    return f"{count} {word if count == 1 else many or word + 's'}"


def _path(path: tuple[int, int]) -> str:
    a, b = sorted(path)
    return f"{a}-{b}"


def spots(game: Game, player: str) -> dict[str, list[Any]]:
    """The spots a placement may use, from the engine's legal actions: intersections, paths,
    hexes (the keys `render_board`'s highlight takes)."""
    nodes: list[int] = []
    paths: list[str] = []
    hexes: list[str] = []
    for action in game.legal_actions(player):
        if isinstance(action, NODE_CHOICES):
            if action.intersection not in nodes:
                nodes.append(action.intersection)
        elif (words := str(action).split())[0] in NODE_KEYWORDS and words[-1].isdigit():
            nodes.append(int(words[-1]))
        elif words[0] in SPOT_KEYWORDS and len(words) > 1 and words[1] != "none":
            if "-" in words[1]:
                paths.append(words[1])
            elif int(words[1]) not in nodes:
                nodes.append(int(words[1]))
        elif isinstance(action, BuildRoad | NeutralRoad):
            if _path(action.path) not in paths:
                paths.append(_path(action.path))
        elif isinstance(action, MoveRobber) and action.hex not in hexes:
            hexes.append(action.hex)
        elif words[:2] == ["build", "ship"] and words[2] not in paths:  # Seafarers
            paths.append(words[2])
        elif words[0] in ("pirate", "token") and len(words) > 1 and words[1] not in hexes:
            hexes.append(words[1])
    out: dict[str, list[Any]] = {}
    if nodes:
        out["intersections"] = nodes
    if paths:
        out["paths"] = paths
    if hexes:
        out["hexes"] = hexes
    return out


def _task(game: Game, view: GameView, player: str, found: Mapping[str, list[Any]]) -> str:
    phase = str(view.get("phase"))
    if phase == "setup":
        if "intersections" not in found:
            return "setup_road"
        # Cities & Knights' second set-up round places a city.
        city = any(isinstance(a, BuildCity) for a in game.legal_actions(player))
        return "setup_city" if city else "settlement"
    if phase in ("discard", *CHOICES):
        return phase
    if player != view.get("current"):
        return "answer" if view.get("trade") else "decide"
    if phase == "main" and view.get("trade"):
        return "close"
    two = view.get("two_player")
    if phase == "roll" and two is not None and two["rolls"] == 1:
        return "second_roll"
    return phase


def _words(
    task: str, view: GameView, player: str, names: Names, game: Game | None = None
) -> tuple[str, str]:
    """(what the public line says the player must do, the private how-to); `game` adds what
    only this player may read (a hand looked at, the cards owed) to the how-to."""
    if task == "settlement":
        return (
            "place a settlement, then a road",
            "Place a settlement on one of the marked spots (/build settlement N), then a road "
            "from it.",
        )
    if task == "setup_city":
        return (
            "place a city, then a road",
            "Place a city on one of the marked spots (/build city N), then a road from it.",
        )
    if task == "setup_road":
        if _can(game, player, "build ship"):
            return (
                "place a road or a ship next to the new settlement",
                "Place a road (/build road N-M) or a ship (/ship build N-M) from your new "
                "settlement on one of the marked paths.",
            )
        return (
            "place a road next to the new settlement",
            "Place a road from your new settlement on one of the marked paths (/build road N-M).",
        )
    if task == "roll":
        if game is not None and any(
            str(a).startswith("play alchemist") for a in game.legal_actions(player)
        ):
            return "roll the dice", "Roll the dice (/roll), or first set them with the " + (
                "Alchemist (/play alchemist WHITE RED)."
            )
        return "roll the dice", "Roll the dice (/roll)."
    if task == "robber" and _can(game, player, "pirate"):
        return (
            "move the robber or the pirate",
            "Move the robber to a marked land hex (/robber HEX) or the pirate to a marked sea "
            "hex (/pirate HEX), and choose whom to rob there if anyone.",
        )
    if task == "robber":
        return (
            "move the robber",
            "Move the robber to one of the marked hexes (/robber HEX), and choose whom to rob "
            "there if anyone.",
        )
    if task == "discard":
        owed = view["discards"].get(player, 0)
        return (
            f"discard {plural(owed, 'card')}",
            f"Discard {plural(owed, 'card')} (/discard): choose what to keep.",
        )
    if task == "road_building":
        free = view["free_roads"]
        roads = plural(free, "free road")
        if _can(game, player, "build ship"):
            pieces = plural(free, "free road or ship", "free roads or ships")
            return f"place {pieces}", (
                f"Place {pieces} on the marked paths (/build road N-M, /ship build N-M)."
            )
        return f"place {roads}", f"Place {roads} on the marked paths (/build road N-M)."
    if task == "answer":
        trade = view["trade"]
        if trade is None:
            return "decide", "The game waits for your decision."
        maker = names.get(trade["from"], trade["from"])
        # The offer from its maker's side: the one who answers gets what the maker gives.
        get, give = cards_text(trade["give"]), cards_text(trade["get"])
        return (
            f"answer {maker}'s trade offer",
            f"{maker} offers you {get} for {give}: /trade accept or /trade decline.",
        )
    if task == "close":
        return (
            "settle the trade offer, or go on",
            "Confirm the trade with a player who accepted (/trade confirm NAME), withdraw it "
            "(/trade cancel), or go on with your turn.",
        )
    if task == "second_roll":
        return (
            "roll the dice a second time",
            "Roll again (/roll): a second roll equal to the first is rolled again. A card or a "
            "token action may come first; building and trading wait for the second roll.",
        )
    if task == "neutral":
        two = view.get("two_player")
        piece = NEUTRAL_PIECES.get(str(two["neutral_owed"]) if two else "", "a piece")
        return (
            f"build {piece} for a neutral player",
            f"Build {piece} for Neutral 1 or Neutral 2 on a marked spot (/neutral piece player "
            "spot).",
        )
    if task == "give_back":
        two = view.get("two_player")
        owed = two["give_back"] if two else 2
        other = next((p["id"] for p in view["players"] if p["id"] != player), "")
        return (
            f"give {plural(owed, 'card')} in exchange",
            f"Give {names.get(other, other)} {plural(owed, 'card')} of your choice (/give CARDS).",
        )
    if task == "main":
        if view.get("cities_knights"):
            return (
                "build, improve, trade or lead knights, then end the turn",
                "Your turn goes on: build (/build, /wall), improve a city (/improve), trade, "
                "lead your knights (/knight), play progress cards (/play), then /end.",
            )
        if _ships_in_play(view):
            return (
                "build, sail, trade or play a card, then end the turn",
                "Your turn goes on: build (ships too: /ship build), move a ship once "
                "(/ship move), trade or play a card, then /end.",
            )
        return (
            "build, trade or play a card, then end the turn",
            "Your turn goes on: build, trade or play a card, then /end.",
        )
    if task in SEA_CHOICES:
        return _sea_words(task, view, player, game)
    if task in CARD_CHOICES:
        return _card_words(task, view, player, names, game)
    if task == "relocate":
        return _relocate_words(view, player, names)
    if task == "desert_neutral":
        return _desert_neutral_words(view, player, names, game)
    if task in CHOICES:
        return _choice_words(task)
    return "decide", "The game waits for your decision."


def _can(game: Game | None, player: str, head: str) -> bool:
    """Whether one of the player's legal moves starts with these words."""
    return game is not None and any(str(a).startswith(head) for a in game.legal_actions(player))


def sea_view(view: GameView) -> Mapping[str, Any]:
    """The view's Seafarers part (empty in other rule sets)."""
    sea: Mapping[str, Any] = cast(Mapping[str, Any], view).get("seafarers") or {}
    return sea


def _ships_in_play(view: GameView) -> bool:
    """Seafarers: whether the scenario has ships (The Harbormaster has none)."""
    sea = sea_view(view)
    return sea.get("pirate") is not None or bool(sea.get("ships"))


def _sea_words(task: str, view: GameView, player: str, game: Game | None) -> tuple[str, str]:
    """Seafarers' choices: the gold to take, the number token to move (`/gold`, `/token`,
    or the panel's Choose button list the legal options)."""
    choice = sea_view(view).get("choice") or {}
    if task == "gold":
        count = int(choice.get("count", 1))
        return (
            f"choose {plural(count, 'resource')} for gold",
            f"Gold: take {plural(count, 'resource')} of your choice from the bank "
            "(/gold RESOURCES, or the panel's Choose button).",
        )
    hex_id = str(choice.get("hex", "the new hex"))
    return (
        f"choose the number token {hex_id} takes",
        f"Greater Catan: {hex_id} needs a number. Take the token of one of the marked "
        "main-island hexes (/token HEX); that hex stops producing.",
    )


def _legal_words(game: Game | None, player: str) -> list[list[str]]:
    return [] if game is None else [str(a).split() for a in game.legal_actions(player)]


def _count(options: list[list[str]]) -> int:
    """How many cards the first legal `give`/`take`/`discard` names (`give 1 ore 1 wool`: 2)."""
    return sum(int(w) for w in options[0][1:] if w.isdigit()) if options else 0


def _shown(game: Game | None, player: str, names: Names) -> tuple[str, str]:
    """(whose hand this player is looking at, what it holds), from the player's own view."""
    if game is None:
        return "the other player", "their cards"
    you: Mapping[str, Any] = game.view(player)["you"] or {}
    shown: Mapping[str, Any] = you.get("shown") or {}
    owner = str(shown.get("player", ""))
    cards: Any = shown.get("cards")
    progress: Any = shown.get("progress")
    if progress is not None:
        held = ", ".join(card(ENGLISH, c) for c in progress) or "nothing"
    else:
        held = cards_text(cards or {})
    return names.get(owner, owner or "the other player"), held


def _card_words(
    task: str, view: GameView, player: str, names: Names, game: Game | None
) -> tuple[str, str]:
    """The choices progress cards ask of their player or of the others (and the dirty trick's
    commitments); `/choose` lists the legal options. The public line names no card (the play
    named it already), so that no public line other than the play's names a progress card."""
    current = str(view.get("current") or "")
    by = names.get(current, current or "the current player")
    options = _legal_words(game, player)
    if task == "harbor":
        kinds = sorted({o[1] for o in options if len(o) == 2}) or ["paper", "cloth", "coin"]
        return (
            f"answer {by}'s harbor offer",
            f"Commercial Harbor: {by} gives you a resource for one of your commodities: pick "
            f"it (/choose harbor {'|'.join(kinds)}).",
        )
    if task == "master_merchant":
        owner, held = _shown(game, player, names)
        count = _count(options) or 2
        return (
            "take cards from the hand they are shown",
            f"Master Merchant: {owner} holds {held}. Take {plural(count, 'card')} "
            "(/choose take CARDS).",
        )
    if task == "desert":
        return (
            f"give up a knight to {by}",
            "Deserter: one of your marked knights leaves the board (/choose desert N).",
        )
    if task == "deserter":
        return (
            "place the deserted knight",
            "Deserter: place a knight of the deserter's level on one of the marked spots "
            "(/choose deserter N LEVEL), or none (/choose deserter none).",
        )
    if task == "diplomat":
        return (
            "place the removed road again",
            "Diplomat: place your road again on one of the marked paths (/choose diplomat A-B), "
            "or keep it in your supply (/choose diplomat none).",
        )
    if task == "saboteur":
        count = _count(options)
        half = plural(count, "card") if count else "half your cards"
        return (
            "discard half their cards",
            f"Saboteur: discard {half} (/choose discard CARDS).",
        )
    if task == "spy":
        owner, held = _shown(game, player, names)
        return (
            "take a progress card from the hand they are shown",
            f"Spy: {owner} holds {held}. Take one (/choose spy CARD).",
        )
    if task == "wedding":
        count = _count(options)
        gift = plural(count, "card") if count else "cards"
        return (
            f"give {by} a wedding gift",
            f"Wedding: give {by} {gift} of your choice (/choose give CARDS).",
        )
    return (
        "commit knights against the barbarians",
        "The barbarians land: choose which of your active knights defend (/choose commit N "
        "[N ...]), or none (/choose commit none).",
    )


def driven_knight(view: GameView) -> Mapping[str, Any] | None:
    """The knight waiting to be placed again after it was driven away (the C&K view's pending
    relocation), if any."""
    ck = view.get("cities_knights")
    pending = ck["pending"] if ck else None
    return pending.get("knight") if pending else None


def _relocate_words(view: GameView, player: str, names: Names) -> tuple[str, str]:
    """A driven-away knight to place again: one's own, or a neutral player's, which the
    current player places for it (2-player variant, DECISION 15)."""
    knight = driven_knight(view)
    owner = str(knight["owner"]) if knight else player
    if owner == player:
        return (
            "move a displaced knight",
            "Your knight was driven away: move it to one of the marked intersections "
            "(/choose relocate N), or take it off the board (/choose relocate none).",
        )
    whose = name(owner, names)
    where = f" from {knight['intersection']}" if knight else ""
    return (
        f"place {whose}'s displaced knight",
        f"{whose}'s knight was driven away{where}, and you place it for them: put it on one "
        "of the marked intersections (/choose relocate N), or off the board if none is "
        "marked (/choose relocate none).",
    )


def _desert_neutral_words(
    view: GameView, player: str, names: Names, game: Game | None
) -> tuple[str, str]:
    """The Deserter against a neutral whose weakest knights are equally strong: the player
    picks the one that leaves (2-player variant, 2CK-PC-1)."""
    spots = [int(o[1]) for o in _legal_words(game, player) if len(o) == 2 and o[1].isdigit()]
    ck = view.get("cities_knights")
    knights = ck["knights"] if ck else []
    owners = {str(k["owner"]) for k in knights if k["intersection"] in spots}
    whose = name(owners.pop(), names) if len(owners) == 1 else "the neutral player"
    return (
        f"choose which of {whose}'s knights deserts",
        f"Deserter: {whose}'s weakest knights are equally strong: choose the marked one that "
        "leaves the board (/choose desert N).",
    )


def _choice_words(task: str) -> tuple[str, str]:
    """The Cities & Knights choices (the `/choose` command lists the legal options)."""
    if task == "pillage":
        return (
            "choose the city the barbarians pillage",
            "The barbarians pillage one of your cities, which becomes a settlement: pick it "
            "from the marked ones (/choose pillage N).",
        )
    if task == "metropolis":
        return (
            "place a metropolis",
            "Put your new metropolis on one of your marked cities (/choose metropolis N).",
        )
    if task == "aqueduct":
        return (
            "take the Aqueduct's resource",
            "The roll gave you nothing, so your Aqueduct gives you one resource of your choice "
            "(/choose aqueduct RESOURCE).",
        )
    if task == "defender_draw":
        return (
            "draw a progress card as a defender of Catan",
            "You share the best defence against the barbarians: draw a progress card from a "
            "deck of your choice (/choose draw trade|politics|science).",
        )
    return (
        "put back a progress card",
        "You hold more progress cards than you may: put one back under its deck "
        "(/choose return CARD).",
    )


def prompts(
    game: Game, view: GameView, names: Names, user_of: Callable[[str], str | None]
) -> tuple[Prompt, ...]:
    """A prompt for every player the game awaits now, in the engine's order."""
    out = []
    phase = view.get("phase")
    placing = phase in PLACING_PHASES
    for player in game.awaiting():
        marked = phase in PLACING_CHOICES or (placing and player == view.get("current"))
        found = spots(game, player) if marked else {}
        task = _task(game, view, player, found)
        doing, private = _words(task, view, player, names, game)
        out.append(
            Prompt(
                player=player,
                user=user_of(player),
                task=task,
                doing=doing,
                private=private,
                spots=found if task in PLACEMENTS else {},
            )
        )
    return tuple(out)


def again_line(view: GameView, actor: str | None, found: Sequence[Prompt], names: Names) -> str:
    """`Di places again.` when set-up's snake order gives the seat that has just placed its
    first settlement and road its second placement at once (else empty)."""
    if view.get("phase") != "setup" or actor is None or not found:
        return ""
    nxt = found[0]
    if nxt.task in ("settlement", "setup_city") and nxt.player == actor:
        return f"{names.get(actor, actor)} places again."
    return ""


def public_line(prompt: Prompt, name: str) -> str:
    """`➡️ Ann: move the robber.` (the adapters put a mention in place of the name)."""
    return f"➡️ {name}: {prompt.doing}."
