"""Development cards (B-11): buying, playing, revealing victory points."""

from __future__ import annotations

from .actions import (
    BuyDevelopment,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    RevealVictoryPoint,
)
from .building import ROAD, road_spots
from .checks import require_cards, require_phase, require_turn, resource_index
from .errors import IllegalAction
from .events import (
    BoughtDevelopment,
    Event,
    Monopoly,
    PlayedDevelopment,
    RevealedVictoryPoint,
    YearOfPlenty,
)
from .resources import DEVELOPMENT_COST, INDEX, RESOURCES, cards
from .roads import update_largest_army
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def buy(g: Game, seat: int, action: BuyDevelopment, events: list[Event]) -> None:
    """B-DEV-1: pay and draw the top card into a hidden hand."""
    if seat != g.current or g.phase != "main":
        require_phase(g, seat, "main")  # the refusal
    if not g.deck:
        raise IllegalAction("deck_empty")
    require_cards(g.hands[seat], DEVELOPMENT_COST, "development")
    hand = g.hands[seat]
    for i, c in enumerate(DEVELOPMENT_COST):
        hand[i] -= c
        g.bank[i] += c
    card = g.deck.pop()
    g.devs[seat].append((card, g.turn))
    g.built = True
    events.append(BoughtDevelopment(g.players[seat], card))


def play_refusal(g: Game, seat: int, kind: str) -> IllegalAction | None:
    """Why this player cannot play a card of this kind now (None: they can)."""
    why = _why_not_play(g, seat, kind)
    if why is None:
        return None
    code, params = why
    return IllegalAction(code, **params)


def may_play(g: Game, seat: int, kind: str) -> bool:
    """Whether this player may play a card of this kind now (the legal actions ask this on
    every move: no refusal is built when the answer is no)."""
    return _why_not_play(g, seat, kind) is None


def _why_not_play(g: Game, seat: int, kind: str) -> tuple[str, dict[str, object]] | None:
    if seat != g.current:
        return "not_your_turn", {"current": g.players[g.current]}
    if g.phase == "roll":
        before = g.sw["dev_card_before_roll"]
        if before == "none" or (before == "knight_only" and kind != "knight"):
            hint = "any_card" if before == "none" else "only_knight"
            return "not_before_roll", {"hint": hint}
    elif g.phase != "main":
        return "not_now", {"hint": "play_card"}
    if g.dev_played >= g.sw["dev_cards_per_turn"]:
        return "one_card_per_turn", {}
    turn = g.turn
    held = False
    for k, t in g.devs[seat]:
        if k == kind:
            if t != turn:
                return None
            held = True
    if not held:
        return "no_such_card", {"card": kind}
    if not g.sw["play_card_on_purchase_turn"]:
        return "bought_this_turn", {}
    return None


def _play(g: Game, seat: int, kind: str, events: list[Event]) -> None:
    refusal = play_refusal(g, seat, kind)
    if refusal is not None:
        raise refusal


def _spend(g: Game, seat: int, kind: str, events: list[Event]) -> None:
    """Take the card out of the hand (the oldest one) and record the play."""
    devs = g.devs[seat]
    old = [i for i, (k, t) in enumerate(devs) if k == kind and t != g.turn]
    i = old[0] if old else next(i for i, (k, _) in enumerate(devs) if k == kind)
    del devs[i]
    g.dev_played += 1
    if kind != "knight":
        if g.sw["played_progress_cards"] == "bottom_of_deck":
            g.deck.insert(0, kind)
        else:
            g.removed_cards.append(kind)
    events.append(PlayedDevelopment(g.players[seat], kind))


def play_knight(g: Game, seat: int, action: PlayKnight, events: list[Event]) -> None:
    """B-DEV-6: move the robber and steal, no discards; counts toward Largest Army."""
    _play(g, seat, "knight", events)
    _spend(g, seat, "knight", events)
    g.knights[seat] += 1
    update_largest_army(g, events)
    g.phase = "robber"


def play_road_building(g: Game, seat: int, action: PlayRoadBuilding, events: list[Event]) -> None:
    """B-DEV-7: up to two free roads; playable when at least one can be placed."""
    _play(g, seat, "road_building", events)
    if g.pieces[seat][ROAD] <= 0 or not road_spots(g, seat):
        raise IllegalAction("no_road_spot")
    _spend(g, seat, "road_building", events)
    g.free_roads = min(2, g.pieces[seat][ROAD])
    g.phase = "road_building"


def year_of_plenty_choices(bank: list[int]) -> list[tuple[str, ...]]:
    """Legal picks for Year of Plenty under B-DEV-12 (sorted resource names)."""
    if sum(bank) < 2:
        return [tuple(RESOURCES[i] for i, c in enumerate(bank) for _ in range(c))]
    out: list[tuple[str, ...]] = []
    for i in range(len(RESOURCES)):
        for j in range(i, len(RESOURCES)):
            if bank[i] and bank[j] and (i != j or bank[i] >= 2):
                out.append((RESOURCES[i], RESOURCES[j]))
    return out


def play_year_of_plenty(g: Game, seat: int, action: PlayYearOfPlenty, events: list[Event]) -> None:
    """B-DEV-8/12: two cards of one's choice from the bank, limited by its stock."""
    _play(g, seat, "year_of_plenty", events)
    for name in action.resources:
        resource_index(name)
    picked = tuple(sorted(action.resources, key=INDEX.__getitem__))
    choices = year_of_plenty_choices(g.bank)
    if picked not in choices:
        if len(picked) != min(2, sum(g.bank)):
            raise IllegalAction("pick_two")
        raise IllegalAction("bank_empty")
    _spend(g, seat, "year_of_plenty", events)
    for name in picked:
        g.bank[INDEX[name]] -= 1
        g.hands[seat][INDEX[name]] += 1
    events.append(YearOfPlenty(g.players[seat], cards((r, 1) for r in picked)))


def play_monopoly(g: Game, seat: int, action: PlayMonopoly, events: list[Event]) -> None:
    """B-DEV-9: every other player hands over all cards of the named resource."""
    _play(g, seat, "monopoly", events)
    i = resource_index(action.resource)
    _spend(g, seat, "monopoly", events)
    taken: list[tuple[str, int]] = []
    for s, hand in enumerate(g.hands):
        if s != seat and hand[i]:
            taken.append((g.players[s], hand[i]))
            g.hands[seat][i] += hand[i]
            hand[i] = 0
    events.append(Monopoly(g.players[seat], action.resource, tuple(taken)))


def reveal(g: Game, seat: int, action: RevealVictoryPoint, events: list[Event]) -> None:
    """B-DEV-13: turn a victory point card face up during one's own turn."""
    require_turn(g, seat)
    require_phase(g, seat, "roll", "main")
    devs = g.devs[seat]
    for i, (kind, _) in enumerate(devs):
        if kind == "victory_point":
            del devs[i]
            g.revealed[seat] += 1
            events.append(RevealedVictoryPoint(g.players[seat]))
            return
    raise IllegalAction("no_vp_card")
