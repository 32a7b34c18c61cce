"""The strong level: a one-ply lookahead with a value function (`value.py`).

Every legal action whose outcome is public (a build, a bank trade, a placement, a discard) is
applied to a copy of the game and the copy is judged from the player's own view. An action
whose outcome would show something hidden (a roll, a development card bought, a card stolen, a
fog hex uncovered, a monopoly) is not applied: it is valued by expectation from what the player
sees now, so that the choice never depends on a card it could not have known. A roll is valued
by expectimax over the dice. A bank trade is valued together with the best build it makes
possible, so the player trades towards a build. The budget bounds the search: actions are tried
most promising family first, and when time is up the best so far is played."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Mapping

from engine import Action, Game, IllegalAction, rules_data

from . import trading
from .kinds import CARD, CITY, END, OTHER, ROUTE, SETTLEMENT, TRADE, family
from .reading import Board, Reading
from .value import CARD as CARD_WORTH
from .value import DEVELOPMENT_CARD, KNIGHT_PLAYED, STRONG, VP, Costs, Weights, value

#: Actions whose outcome is known before they are made: judged by applying them to a copy.
PUBLIC_OUTCOME = frozenset(
    {
        "BuildRoad",
        "BuildSettlement",
        "BuildCity",
        "BuildShip",
        "MoveShip",
        "MaritimeTrade",
        "PlayYearOfPlenty",
        "PlayRoadBuilding",
        "RevealVictoryPoint",
        "ChooseGold",
        "TakeToken",
        "Improve",
        "BuildKnight",
        "ActivateKnight",
        "PromoteKnight",
        "BuildWall",
        "PlaceMetropolis",
        "GiveBack",
        "GiveCards",
        "ReturnProgress",
        "NeutralRoad",
        "NeutralSettlement",
        "NeutralKnight",
        "NeutralPromote",
        "ConfirmTrade",
    }
)

#: Families in the order they are tried, so that a short budget still sees the best builds.
ORDER = (CITY, SETTLEMENT, CARD, ROUTE, TRADE, END, OTHER)

#: Two dice: the chance of each total.
DICE: dict[int, float] = {t: (6 - abs(7 - t)) / 36 for t in range(2, 13)}

#: Expected worth of a development card bought (base deck: 14 knights, 5 points, 6 progress),
#: before its cost: a point card is a point; any other card is worth holding.
DEVELOPMENT_EXPECTED = (5 * VP + 20 * DEVELOPMENT_CARD) / 25
#: A progress card (Cities & Knights) played: most help, and a card kept is already counted.
PROGRESS_PLAYED = 8.0
#: Uncovering a fog hex: land may yield a resource and a new spot.
DISCOVERY = 20.0
#: At most this many actions of one family are tried (discards can number hundreds).
SAMPLE = 160

#: The share of the budget spent trying actions; the rest covers the last one tried and the
#: answer's way back to the caller on a busy machine.
BUDGET_SHARE = 0.8

ROBBERS = frozenset({"MoveRobber", "MovePirate"})
CARD_CHOICES = frozenset({"Discard"})
#: What an offer must add to one's worth before it is accepted (or countered).
KEEP = 3.0
#: The 2-player variant's forced trade: its tokens' worth (they also buy a robber move).
FORCED_TRADE_COST = 12.0

#: A clock in seconds (tests give a fake one).
Clock = Callable[[], float]


class Search:
    """One choice: the game, the player's view read once, the clock; `offered` holds the
    terms of the offers this player made this turn; `trading` whether it proposes trades."""

    def __init__(
        self,
        game: Game,
        player: str,
        rng: random.Random,
        deadline: float,
        *,
        clock: Clock = time.perf_counter,
        offered: Iterable[tuple[tuple[str, int], ...]] = (),
        trading: bool = True,
    ) -> None:
        self.game = game
        self.player = player
        self.rng = rng
        self.deadline = deadline
        self.clock = clock
        self.offered = tuple(offered)
        self.trading = trading
        view = game.view(player)
        self.board = Board.of(view)
        self.here = Reading.of(view, player, self.board)
        data = rules_data(game.rules)
        self.costs = Costs(data["costs"], tuple(data["cards"]))
        self.bank_total: Mapping[str, int] = data["bank"]
        self.base = self.worth(self.here)

    #: At most this many actions of one family are tried.
    sample = SAMPLE
    #: The value's weights.
    weights: Weights = STRONG

    def out_of_time(self) -> bool:
        return self.clock() >= self.deadline

    def after(self, action: Action) -> Reading | None:
        """The player's view once the action is made on a copy (None if the engine refuses)."""
        copy = self.game.copy()
        try:
            copy.apply(self.player, action)
        except IllegalAction:
            return None
        return Reading.of(copy.view(self.player), self.player, self.board)

    def worth(
        self,
        reading: Reading,
        hand: Mapping[str, int] | None = None,
        extra_development: float = 0.0,
    ) -> float:
        """The worth of a position (`hand` in place of the reading's; `extra_development`: the
        expected worth of cards bought)."""
        return value(
            reading,
            self.costs,
            hand=hand,
            extra_development=extra_development,
            weights=self.weights,
        )

    # -- hands -------------------------------------------------------------------------------

    def hand_minus(self, cost: Mapping[str, int]) -> dict[str, int]:
        hand = self.here.hand
        for card, n in cost.items():
            hand[card] = hand.get(card, 0) - n
        return hand

    def roll_gain(
        self, reading: Reading, robber: str | None, hand: dict[str, int] | None = None
    ) -> float:
        """Expectimax over the dice: the expected change of worth a roll brings (to `hand`,
        when given, instead of the reading's)."""
        hand = reading.hand if hand is None else dict(hand)
        base = self.worth(reading, hand)
        gain = 0.0
        income: dict[int, dict[str, int]] = {t: {} for t in DICE}
        for spot, (owner, kind) in reading.buildings.items():
            if owner != self.player:
                continue
            size = 1 if kind == "settlement" else 2
            for h in self.board.around.get(spot, ()):
                number = self.board.numbers.get(h)
                resource = self.board.hexes.get(h, (None, 0))[0]
                if number is None or h == robber or resource in (None, "fog"):
                    continue
                into = income.get(number, {})
                if resource == "gold":
                    resource = min(hand, key=lambda r: hand.get(r, 0)) if hand else "ore"
                into[resource] = into.get(resource, 0) + size
        for total, chance in DICE.items():
            if total == 7:
                gain += chance * self._seven(reading, hand, base)
                continue
            if not income[total]:
                continue
            new = dict(hand)
            for resource, n in income[total].items():
                new[resource] = new.get(resource, 0) + n
            gain += chance * (self.worth(reading, new) - base)
        return gain

    def _seven(self, reading: Reading, hand: dict[str, int], base: float) -> float:
        cards = sum(hand.values())
        if cards <= 7:
            return 4.0  # one moves the robber and steals
        new = dict(hand)
        for _ in range(cards // 2):
            most = max(new, key=lambda r: new[r])
            new[most] -= 1
        return self.worth(reading, new) - base + 4.0

    # -- special choices ---------------------------------------------------------------------

    def robber(self, legal: list[Action]) -> Action:
        """Block what hurts the leaders and spares oneself; steal from the richest leader."""
        here = self.here

        def score(action: Action) -> float:
            victim = getattr(action, "victim", None)
            steal = 0.0
            if victim is not None and here.hand_sizes.get(victim, 0) > 0:
                steal = CARD_WORTH + 2.0 * here.vp.get(victim, 0)
            return 2.0 * here.hex_harm(getattr(action, "hex", "")) + steal + self.rng.random()

        return max(legal, key=score)

    def hand_worth(self, hand: Mapping[str, int]) -> float:
        return self.worth(self.here, hand)

    def answer(self, legal: list[Action]) -> Action:
        """Accept an offer that leaves a better hand, unless it helps a player near winning
        more; or counter it (a proposal back, valued by the chance it is taken); or decline."""
        offer = self.here.view.get("trade") or {}
        hand = self.here.hand
        for card, n in (offer.get("give") or {}).items():
            hand[card] = hand.get(card, 0) + n
        for card, n in (offer.get("get") or {}).items():
            hand[card] = hand.get(card, 0) - n
        maker = str(offer.get("from", ""))
        near_win = trading.close_to_winning(self.here, maker) and not trading.wins_more(
            self.here, self.costs, hand, maker
        )
        choices: list[tuple[float, Action]] = []
        for action in legal:
            name = type(action).__name__
            if name == "DeclineTrade":
                choices.append((self.base + KEEP, action))
            elif name == "AcceptTrade" and min(hand.values(), default=0) >= 0 and not near_win:
                choices.append((self.worth(self.here, hand), action))
        if self.trading and any(type(a).__name__ == "DeclineTrade" for a in legal):
            for c in trading.counters(self.game, self.here, self.costs, self.hand_worth):
                gain = self.hand_worth(c.hand) - self.base
                choices.append((self.base + KEEP + trading.TAKEN * gain, c.action))
        if not choices:
            return legal[0]
        return max(choices, key=lambda c: c[0])[1]

    def cards_given(self, action: Action) -> float:
        """A discard or a gift judged by the hand it leaves."""
        hand = self.here.hand
        for card, n in getattr(action, "cards", ()):
            hand[card] = hand.get(card, 0) - n
        return self.worth(self.here, hand)

    # -- the lookahead -----------------------------------------------------------------------

    def score(self, action: Action, rolling: bool) -> float:
        name = type(action).__name__
        if name in ("EndTurn", "PassBuild"):  # the turn's end, or done building in the phase
            return self.base
        if name == "Roll":
            return self.base + self.roll_gain(self.here, self.here.robber)
        if name == "BuyDevelopment":
            cost = self.costs.costs.get("development", {})
            hand = self.hand_minus(cost)
            return self.worth(self.here, hand, DEVELOPMENT_EXPECTED)
        if name == "PlayKnight":
            return self.knight(rolling)
        if name == "PlayMonopoly":
            return self.monopoly(str(getattr(action, "resource", "")))
        if name in CARD_CHOICES:
            return self.cards_given(action)
        if name == "MaritimeTrade":
            return self.trade(action)
        if name == "ForcedTrade":  # made before one's roll: the roll is still to come
            rolled = self.roll_gain(self.here, self.here.robber) if rolling else 0.0
            return self.forced_trade() + rolled
        if name == "HarborOffer":
            return self.harbor_offer(action)
        if name == "HarborAnswer":
            return self.harbor_answer(action)
        if name == "ConfirmTrade":
            partner = str(getattr(action, "partner", ""))
            after = self.after(action)
            if after is None:
                return float("-inf")
            if trading.close_to_winning(self.here, partner) and not trading.wins_more(
                self.here, self.costs, after.hand, partner
            ):
                return float("-inf")
            return self.worth(after)
        if name in PUBLIC_OUTCOME and not self.uncovers(action):
            after = self.after(action)
            if after is None:
                return float("-inf")
            worth = self.worth(after)
            return worth + (self.roll_gain(after, after.robber) if rolling else 0.0)
        # an outcome that would show hidden cards or fog: judged by expectation
        worth = self.base + (self.roll_gain(self.here, self.here.robber) if rolling else 0.0)
        if name in ("BuildRoad", "BuildShip", "MoveShip"):
            cost = self.costs.costs.get("road" if name == "BuildRoad" else "ship", {})
            if name == "MoveShip":
                cost = {}
            worth = self.worth(self.here, self.hand_minus(cost)) + DISCOVERY
        elif name == "PlayProgress":
            worth += PROGRESS_PLAYED
        elif family(action) == CARD:
            worth += 2.0
        else:
            worth -= 1.0
        return worth

    def offer(self, candidate: trading.Candidate) -> float:
        """An offer: the hand it leaves if taken, weighed by the chance it is."""
        gain = self.hand_worth(candidate.hand) - self.base
        return self.base + trading.TAKEN * gain

    def forced_trade(self) -> float:
        """The 2-player variant's forced trade (two cards drawn at random from the opponent,
        two given back): an average card twice, less the two cards least worth keeping."""
        rivals = [p for p in self.here.hand_sizes if p != self.player]
        if not rivals or min(self.here.hand_sizes[p] for p in rivals) < 2:
            return float("-inf")
        hand = self.here.hand
        kinds = [k for k in self.costs.resources if k in self.costs.resources[:5]]
        drawn = sum(self.hand_worth({**hand, k: hand.get(k, 0) + 1}) for k in kinds) / max(
            1, len(kinds)
        )
        gain = 2 * (drawn - self.base)
        loss = 0.0
        for _ in range(2):
            held = [k for k, n in hand.items() if n > 0]
            if not held:
                break
            worst = max(held, key=lambda k: self.hand_worth({**hand, k: hand[k] - 1}))
            loss += self.hand_worth(hand) - self.hand_worth({**hand, worst: hand[worst] - 1})
            hand[worst] -= 1
        return self.base + gain - loss - FORCED_TRADE_COST

    def harbor_offer(self, action: Action) -> float:
        """Commercial Harbor (Cities & Knights): a resource given to an opponent, who gives a
        commodity of their choosing back: valued with the commodity least worth to this player
        (the opponent's choice is unknown; it may well be the one they hold most of)."""
        resource = str(getattr(action, "resource", ""))
        partner = str(getattr(action, "partner", ""))
        hand = self.here.hand
        if hand.get(resource, 0) <= 0 or self.here.hand_sizes.get(partner, 0) <= 0:
            return float("-inf")
        hand[resource] -= 1
        commodities = [k for k in self.costs.resources if k not in self.costs.costs_kinds()]
        if not commodities:
            return float("-inf")
        return min(self.hand_worth({**hand, c: hand.get(c, 0) + 1}) for c in commodities)

    def harbor_answer(self, action: Action) -> float:
        """The commodity given back through an opponent's Commercial Harbor: the one whose loss
        costs least."""
        commodity = str(getattr(action, "commodity", ""))
        hand = self.here.hand
        if hand.get(commodity, 0) <= 0:
            return float("-inf")
        hand[commodity] -= 1
        return self.hand_worth(hand)

    def uncovers(self, action: Action) -> bool:
        """Whether a road or ship ends beside a hex still under fog."""
        path = getattr(action, "path", None) or getattr(action, "target", None)
        if not isinstance(path, tuple):
            return False
        return any(isinstance(n, int) and self.board.fogged(n) for n in path)

    def knight(self, rolling: bool) -> float:
        """A knight: a development card spent, a knight counted, the robber moved off one's own
        hexes and onto a rival's, a card stolen; before a roll, the roll it frees."""
        here = self.here
        worth = self.base - DEVELOPMENT_CARD + KNIGHT_PLAYED + CARD_WORTH
        worth += max((here.hex_harm(h) for h in self.board.hexes), default=0.0)
        robber = here.robber
        if robber is not None:
            worth -= min(0.0, here.hex_harm(robber))
        mine = here.players.get(self.player, {})
        knights = int(mine.get("knights", 0)) + 1
        rivals = max(
            (int(p.get("knights", 0)) for q, p in here.players.items() if q != self.player),
            default=0,
        )
        if here.view.get("largest_army") != self.player and knights >= 3 and knights > rivals:
            worth += 2 * VP
        if rolling:
            worth += self.roll_gain(here, None)
        return worth

    def monopoly(self, resource: str) -> float:
        """What the others hold of a resource is public: whatever is neither in the bank nor in
        one's own hand."""
        hand = self.here.hand
        bank = (self.here.view.get("bank") or {}).get(resource, 0)
        others = max(0, self.bank_total.get(resource, 0) - bank - hand.get(resource, 0))
        hand[resource] = hand.get(resource, 0) + others
        return self.worth(self.here, hand) - DEVELOPMENT_CARD

    def trade(self, action: Action) -> float:
        """A bank trade with the best city, settlement or card it pays for at once."""
        copy = self.game.copy()
        try:
            copy.apply(self.player, action)
        except IllegalAction:
            return float("-inf")
        after = Reading.of(copy.view(self.player), self.player, self.board)
        best = self.worth(after)
        for follow in copy.legal_actions(self.player):
            kind = family(follow)
            if kind not in (CITY, SETTLEMENT) and type(follow).__name__ != "BuyDevelopment":
                continue
            if type(follow).__name__ == "BuyDevelopment":
                hand = after.hand
                for card, n in self.costs.costs.get("development", {}).items():
                    hand[card] = hand.get(card, 0) - n
                worth = self.worth(after, hand, DEVELOPMENT_EXPECTED)
            else:
                again = copy.copy()
                try:
                    again.apply(self.player, follow)
                except IllegalAction:
                    continue
                worth = self.worth(Reading.of(again.view(self.player), self.player, self.board))
            best = max(best, worth)
            if self.out_of_time():
                break
        return best


def fallback(game: Game, player: str, legal: list[Action]) -> Action:
    """The move when no time is left: the engine's own conservative choice, if legal."""
    default = game.default_action(player)
    return default if default is not None and default in legal else legal[0]


def choose_strong(
    game: Game,
    player: str,
    rng: random.Random,
    budget: float,
    *,
    offered: Iterable[tuple[tuple[str, int], ...]] = (),
    trading_on: bool = True,
    clock: Clock = time.perf_counter,
    search_kind: type[Search] = Search,
    ranked: list[tuple[float, Action]] | None = None,
) -> Action:
    """The strong level's choice (the hard level passes its own `search_kind`). `offered`: the
    terms of the offers made this turn; `trading_on`: whether to propose trades; `ranked`, when
    given, receives each legal action tried with its score."""
    start = clock()
    legal = game.legal_actions(player)
    # ending the turn is never the only choice while an offer may still be proposed
    alone = len(legal) == 1 and not (trading_on and type(legal[0]).__name__ == "EndTurn")
    if alone or budget <= 0:
        return legal[0] if len(legal) == 1 else fallback(game, player, legal)
    # the last action tried may finish after the deadline: keep a margin for it
    search = search_kind(
        game,
        player,
        rng,
        start + BUDGET_SHARE * budget,
        clock=clock,
        offered=offered,
        trading=trading_on,
    )
    names = {type(a).__name__ for a in legal}
    if names <= ROBBERS:
        return search.robber(legal)
    if names <= {"AcceptTrade", "DeclineTrade", "CancelTrade"} and names & {
        "AcceptTrade",
        "DeclineTrade",
    }:
        return search.answer(legal)
    rolling = "Roll" in names
    groups: dict[str, list[Action]] = {}
    for action in legal:
        groups.setdefault(family(action), []).append(action)
    best = fallback(game, player, legal)
    best_score = float("-inf")
    for kind in ORDER:
        options = groups.get(kind, [])
        if len(options) > search.sample:
            options = rng.sample(options, search.sample)
        for action in options:
            if search.out_of_time():
                return best
            score = search.score(action, rolling and type(action).__name__ != "Roll")
            score += rng.random() * 1e-3
            if ranked is not None:
                ranked.append((score, action))
            if score > best_score:
                best, best_score = action, score
        if kind == TRADE and trading_on and "EndTurn" in names and not search.out_of_time():
            for candidate in trading.offers(
                game, search.here, search.costs, search.hand_worth, search.offered
            ):
                score = search.offer(candidate) + rng.random() * 1e-3
                if score > best_score:
                    best, best_score = candidate.action, score
    return best
