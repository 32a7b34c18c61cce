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
    setup_building,
)
from words import Phrase, cards_text, say
from words import prompts as prompt_words
from words.common import name

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
# (C&K for two: a knight for a knight recruited, a promotion for one promoted.)
NEUTRAL_PIECES = frozenset({"road", "settlement", "any", "knight", "promotion"})


def _path(path: tuple[int, int]) -> str:
    a, b = sorted(path)
    return f"{a}-{b}"


#: At most this many hexes are badged when the robber or the pirate may move (Seafarers): the
#: sea and land of the largest maps hold a hundred hexes and more, and as many badges would
#: hide the map on a phone. Each kind gets half of them first.
SEA_PROMPT_MARKS = 20


def _corners(view: GameView) -> dict[str, set[int]]:
    """Every hex's corners (land or sea): the intersections one hex unit from its centre."""
    board = view.get("board") or {}
    places = {int(n["id"]): (float(n["x"]), float(n["y"])) for n in board.get("intersections", [])}
    out: dict[str, set[int]] = {}
    for h in board.get("hexes", []):
        x, y = float(h["x"]), float(h["y"])
        out[h["id"]] = {
            n for n, (nx, ny) in places.items() if abs((nx - x) ** 2 + (ny - y) ** 2 - 1) < 0.01
        }
    return out


def bothered(view: GameView, player: str) -> dict[str, tuple[int, int]]:
    """What the robber or the pirate on each hex would bother of the players other than
    `player`: (their ships on its sides, their buildings on its corners, a city counting 2),
    for ranking the hexes worth choosing."""
    sea = cast(Mapping[str, Any], view).get("seafarers") or {}
    owners = {
        int(b["intersection"]): (str(b["owner"]), 2 if b["kind"] == "city" else 1)
        for b in view.get("buildings", [])
    }
    ships = [
        (str(s["owner"]), {int(end) for end in str(s["path"]).split("-")})
        for s in sea.get("ships", [])
    ]
    out: dict[str, tuple[int, int]] = {}
    for hex_id, corners in _corners(view).items():
        beside = sum(1 for owner, ends in ships if owner != player and ends <= corners)
        built = sum(
            w for n in corners for owner, w in [owners.get(n, (player, 0))] if owner != player
        )
        out[hex_id] = (beside, built)
    return out


def sea_prompt_marks(
    view: GameView, player: str, land: Sequence[str], sea: Sequence[str]
) -> list[str]:
    """The hexes badged when `player` may move the robber (to a `land` hex) or the pirate (to a
    `sea` hex): only those worth choosing, beside another player's ship or building, the most
    bothered first, at most SEA_PROMPT_MARKS (half of them for each kind first). A way of
    showing, not a rule: every legal hex stays legal, named by the letter printed on it."""
    worth = bothered(view, player)
    kinds = []
    for hexes in (land, sea):
        kept = [h for h in dict.fromkeys(hexes) if any(worth.get(h, (0, 0)))]
        kept.sort(key=lambda h: (-worth[h][0], -worth[h][1]))
        kinds.append(kept)
    half = SEA_PROMPT_MARKS // 2
    first = kinds[0][:half] + kinds[1][:half]
    rest = kinds[0][half:] + kinds[1][half:]
    return first + rest[: SEA_PROMPT_MARKS - len(first)]


def spots(game: Game, player: str) -> dict[str, list[Any]]:
    """The spots a placement may use, from the engine's legal actions: intersections, paths,
    hexes (the keys `render_board`'s highlight takes)."""
    nodes: list[int] = []
    paths: list[str] = []
    hexes: list[str] = []
    sea: list[str] = []  # the pirate's hexes
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
        elif words[0] == "pirate" and len(words) > 1 and words[1] not in sea:  # Seafarers
            sea.append(words[1])
        elif words[0] == "token" and len(words) > 1 and words[1] not in hexes:
            hexes.append(words[1])
    if sea:
        # The robber or the pirate: only the hexes worth choosing are badged, the others are
        # named by their letter.
        hexes = sea_prompt_marks(game.view(None), player, hexes, sea)
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
    if phase in ("discard", "special_build", *CHOICES):
        return phase
    if player != view.get("current"):
        return "answer" if view.get("trade") else "decide"
    if phase == "main" and view.get("trade"):
        return "close"
    two = view.get("two_player")
    if phase == "roll" and two is not None and two["rolls"] == 1:
        return "second_roll"
    return phase


def _cards(counts: object) -> str:
    """Cards as a phrase: `2 ore and 1 grain` in the reader's words."""
    return Phrase(lambda w: cards_text(counts, words=w))


def _words(
    task: str, view: GameView, player: str, names: Names, game: Game | None = None
) -> tuple[str, str]:
    """(what the public line says the player must do, the private how-to); `game` adds what
    only this player may read (a hand looked at, the cards owed) to the how-to."""
    if task in ("settlement", "setup_city", "pillage", "metropolis", "aqueduct"):
        return _both(task)
    if task == "defender_draw" or task == "progress_return" or task == "commit":
        return _both(task)
    if task == "setup_road":
        key = "setup_road.ship" if _can(game, player, "build ship") else "setup_road"
        # Cities & Knights' second set-up building is a city: the road goes from it.
        city = game is not None and setup_building(game) == "city"
        return _both(f"{key}.city" if city else key)
    if task == "roll":
        if game is not None and any(
            str(a).startswith("play alchemist") for a in game.legal_actions(player)
        ):
            return say("prompt.roll.doing"), say("prompt.roll.alchemist.how")
        return _both("roll")
    if task == "robber":
        return _both("robber.pirate" if _can(game, player, "pirate") else "robber")
    if task == "discard":
        return _both("discard", count=view["discards"].get(player, 0))
    if task == "road_building":
        free = view["free_roads"]
        ships = _can(game, player, "build ship")
        return _both("road_building.ship" if ships else "road_building", count=free)
    if task == "answer":
        trade = view["trade"]
        if trade is None:
            return _both("decide")
        maker = names.get(trade["from"], trade["from"])
        # The offer from its maker's side: the one who answers gets what the maker gives.
        get, give = _cards(trade["give"]), _cards(trade["get"])
        return (
            say("prompt.answer.doing", player=maker),
            say("prompt.answer.how", player=maker, get=get, give=give),
        )
    if task in ("close", "second_roll"):
        return _both(task)
    if task == "neutral":
        two = view.get("two_player")
        owed = str(two["neutral_owed"]) if two else ""
        piece = say(f"prompt.neutral.{owed if owed in NEUTRAL_PIECES else 'piece'}")
        return _both("neutral", piece=piece)
    if task == "give_back":
        two = view.get("two_player")
        back = two["give_back"] if two else 2
        other = next((p["id"] for p in view["players"] if p["id"] != player), "")
        return (
            say("prompt.give_back.doing", count=back),
            say("prompt.give_back.how", player=names.get(other, other), count=back),
        )
    if task == "special_build":
        current = str(view.get("current") or "")
        turn = names.get(current, current)
        ck = view.get("cities_knights") is not None
        return (
            say("prompt.special_build.doing", player=turn),
            say("prompt.special_build.ck.how" if ck else "prompt.special_build.how", player=turn),
        )
    if task == "main":
        if view.get("cities_knights"):
            return _both("main.ck")
        if _ships_in_play(view):
            return _both("main.ships")
        return _both("main")
    if task in SEA_CHOICES:
        return _sea_words(task, view, player, game)
    if task in CARD_CHOICES:
        return _card_words(task, view, player, names, game)
    if task == "relocate":
        return _relocate_words(view, player, names)
    if task == "desert_neutral":
        return _desert_neutral_words(view, player, names, game)
    return _both("decide")


def _both(key: str, **params: object) -> tuple[str, str]:
    """The public `prompt.<key>.doing` and the private `prompt.<key>.how`, with the same
    placeholders."""
    return say(f"prompt.{key}.doing", **params), say(f"prompt.{key}.how", **params)


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
        return _both("gold", count=int(choice.get("count", 1)))
    hex_id = str(choice["hex"]) if choice.get("hex") else say("prompt.token.new_hex")
    return _both("token", hex=hex_id)


def _legal_words(game: Game | None, player: str) -> list[list[str]]:
    return [] if game is None else [str(a).split() for a in game.legal_actions(player)]


def _count(options: list[list[str]]) -> int:
    """How many cards the first legal `give`/`take`/`discard` names (`give 1 ore 1 wool`: 2)."""
    return sum(int(w) for w in options[0][1:] if w.isdigit()) if options else 0


def _shown(game: Game | None, player: str, names: Names) -> tuple[str, str]:
    """(whose hand this player is looking at, what it holds), from the player's own view."""
    if game is None:
        return say("prompt.the_other_player"), say("prompt.their_cards")
    you: Mapping[str, Any] = game.view(player)["you"] or {}
    shown: Mapping[str, Any] = you.get("shown") or {}
    owner = str(shown.get("player", ""))
    cards: Any = shown.get("cards")
    progress: Any = shown.get("progress")
    if progress is not None:
        names_of = [str(c) for c in progress]
        held: str = Phrase(lambda w: prompt_words.progress_names(w, names_of))
    else:
        held = _cards(dict(cards or {}))
    return (names.get(owner, owner) if owner else say("prompt.the_other_player")), held


def _card_words(
    task: str, view: GameView, player: str, names: Names, game: Game | None
) -> tuple[str, str]:
    """The choices progress cards ask of their player or of the others (and the dirty trick's
    commitments); `/choose` lists the legal options. The public line names no card (the play
    named it already), so that no public line other than the play's names a progress card."""
    current = str(view.get("current") or "")
    by = names.get(current, current) if current else say("prompt.the_current_player")
    options = _legal_words(game, player)
    if task == "harbor":
        kinds = sorted({o[1] for o in options if len(o) == 2}) or ["paper", "cloth", "coin"]
        return _both("harbor", player=by, kinds="|".join(kinds))
    if task == "master_merchant":
        owner, held = _shown(game, player, names)
        count = _count(options) or 2
        return (
            say("prompt.master_merchant.doing"),
            say("prompt.master_merchant.how", player=owner, held=held, count=count),
        )
    if task == "desert":
        return _both("desert", player=by)
    if task in ("deserter", "diplomat"):
        return _both(task)
    if task == "saboteur":
        count = _count(options)
        how = say("prompt.saboteur.how", count=count) if count else say("prompt.saboteur.half.how")
        return say("prompt.saboteur.doing"), how
    if task == "spy":
        owner, held = _shown(game, player, names)
        return say("prompt.spy.doing"), say("prompt.spy.how", player=owner, held=held)
    if task == "wedding":
        count = _count(options)
        how = (
            say("prompt.wedding.how", player=by, count=count)
            if count
            else say("prompt.wedding.cards.how", player=by)
        )
        return say("prompt.wedding.doing", player=by), how
    return _both("commit")


def driven_knight(view: GameView) -> Mapping[str, Any] | None:
    """The knight waiting to be placed again after it was driven away (the C&K view's pending
    relocation), if any."""
    ck = view.get("cities_knights")
    pending = ck["pending"] if ck else None
    return pending.get("knight") if pending else None


def _relocate_words(view: GameView, player: str, names: Names) -> tuple[str, str]:
    """A driven-away knight to place again: one's own, or a neutral player's, which the
    current player places for it (2-player variant, TP-D15)."""
    knight = driven_knight(view)
    owner = str(knight["owner"]) if knight else player
    if owner == player:
        return _both("relocate")
    whose = name(owner, names)
    how = (
        say("prompt.relocate.other.from.how", player=whose, intersection=knight["intersection"])
        if knight
        else say("prompt.relocate.other.how", player=whose)
    )
    return say("prompt.relocate.other.doing", player=whose), how


def _desert_neutral_words(
    view: GameView, player: str, names: Names, game: Game | None
) -> tuple[str, str]:
    """The Deserter against a neutral whose weakest knights are equally strong: the player
    picks the one that leaves (2-player variant, TP-CK-PC-1)."""
    spots = [int(o[1]) for o in _legal_words(game, player) if len(o) == 2 and o[1].isdigit()]
    ck = view.get("cities_knights")
    knights = ck["knights"] if ck else []
    owners = {str(k["owner"]) for k in knights if k["intersection"] in spots}
    whose = name(owners.pop(), names) if len(owners) == 1 else say("prompt.the_neutral_player")
    return _both("desert_neutral", player=whose)


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
        return say("prompt.again", player=names.get(actor, actor))
    return ""


def public_line(prompt: Prompt, name: str) -> str:
    """`➡️ Ann: move the robber.` (the adapters put a mention in place of the name)."""
    return say("prompt.public", player=name, doing=prompt.doing)
