"""The hard level: the strong level's search, with a larger budget and a deeper look-ahead.

- A build, a placement or a confirmed trade is judged with the best city or settlement it
  leaves possible in the same turn (a road and then the settlement it reaches), not only by
  the position it makes (a bank trade is already judged so at the strong level).
- After its roll, every move is also judged by what its next roll is expected to add to the
  hand it leaves (the expectimax over the dice the strong level uses before a roll): a hand
  kept towards the next turn's builds is worth more than one spent on nothing.
- The turn's end weighs what the others' turns may cost before one's own comes again: a 7
  rolled by someone takes half of a hand above the limit, and the robber usually lands on
  one's best hex.
- After its roll it plays its turn out before choosing: the few best moves are each followed
  by the rest of the turn as the strong level would play it (builds and bank trades, whose
  outcomes are public, on a copy), and the move whose turn ends best is made: a build order,
  not only a next build.
- In Cities & Knights the barbarians' arrival counts: a player whose active knights are
  short of the cities at stake when the ship is near stands to lose a city: a move that
  strengthens the knights then gains half that risk.

Every look stays within the budget: when the clock (injected, so tests can use a fake one)
passes the deadline, the best action found so far is played."""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Mapping

from engine import Action, Game, IllegalAction

from .kinds import CITY, SETTLEMENT, family
from .reading import Reading
from .strong import BUDGET_SHARE, PUBLIC_OUTCOME, Clock, Search, choose_strong
from .value import VP, Weights

#: The weight of the next roll's expected gain in a position reached after one's own roll.
NEXT_ROLL = 1.0
#: More actions of one family are tried than at the strong level.
HARD_SAMPLE = 400
#: At most this many follow-up builds are tried after one action.
FOLLOW_UPS = 24
#: The chance that one of the others' turns rolls a 7 before one's own next turn (three
#: rivals, a 7 in six rolls).
SEVEN_BEFORE_NEXT = 1 - (5 / 6) ** 3
#: The share of a city's worth lost when the barbarians arrive with too few knights.
BARBARIAN_LOSS = 0.6
#: After its roll, this many of the best moves are each played out to the turn's end.
PLANS = 8
#: At most this many moves are played after each of them.
PLAN_STEPS = 10
#: The hard level weighs production higher than the strong level (a pip 4.5 instead of 2.6):
#: played against three strong players, it won more of the same games the higher a pip
#: weighed, up to about this (bench/bots.py; docs/benchmarks.md gives the runs).
HARD = Weights(pip=4.5)
#: Moves that add to the knights' strength against the barbarians.
KNIGHTLY = frozenset({"ActivateKnight", "BuildKnight", "PromoteKnight"})


class HardSearch(Search):
    sample = HARD_SAMPLE
    weights = HARD

    def score(self, action: Action, rolling: bool) -> float:
        worth = super().score(action, rolling)
        name = type(action).__name__
        public = name in PUBLIC_OUTCOME and not self.uncovers(action)
        if public and name != "MaritimeTrade":
            worth = max(worth, self.follow_up(action))
        if name == "EndTurn":
            worth -= self.exposure(self.here, self.here.hand)
        if not rolling and self.here.view.get("phase") == "main" and worth > float("-inf"):
            worth += NEXT_ROLL * self.next_roll(action, public)
        elif name in KNIGHTLY:
            ck = self.here.view.get("cities_knights")
            if isinstance(ck, Mapping):
                worth += self.barbarian_risk(self.here, ck) / 2
        return worth

    def next_roll(self, action: Action, public: bool) -> float:
        """What one's next roll is expected to add to the hand the action leaves (the next
        turn's builds come nearer): the same expectimax over the dice as before a roll."""
        name = type(action).__name__
        if name == "EndTurn":
            return self.roll_gain(self.here, self.here.robber)
        if public:
            after = self.after(action)
            return 0.0 if after is None else self.roll_gain(after, after.robber)
        if name == "BuyDevelopment":
            cost = self.costs.costs.get("development", {})
            return self.roll_gain(self.here, self.here.robber, self.hand_minus(cost))
        return self.roll_gain(self.here, self.here.robber)

    def follow_up(self, action: Action) -> float:
        """The best city or settlement the action leaves affordable in this turn."""
        copy = self.game.copy()
        try:
            copy.apply(self.player, action)
        except IllegalAction:
            return float("-inf")
        best = float("-inf")
        tried = 0
        for follow in copy.legal_actions(self.player):
            if family(follow) not in (CITY, SETTLEMENT) or tried >= FOLLOW_UPS:
                continue
            if self.out_of_time():
                break
            tried += 1
            again = copy.copy()
            try:
                again.apply(self.player, follow)
            except IllegalAction:
                continue
            reading = Reading.of(again.view(self.player), self.player, self.board)
            best = max(best, self.worth(reading) - self.exposure(reading, reading.hand))
        return best

    def exposure(self, reading: Reading, hand: Mapping[str, int]) -> float:
        """What the others' turns may cost before one's own comes again."""
        cards = sum(hand.values())
        limit = 7
        ck = reading.view.get("cities_knights")
        if isinstance(ck, Mapping):
            limit = int(ck.get("players", {}).get(reading.me, {}).get("hand_limit", 7))
        loss = 0.0
        if cards > limit:
            loss += SEVEN_BEFORE_NEXT * (cards // 2) * 3.0
        return loss

    def barbarian_risk(self, reading: Reading, ck: Mapping[str, object]) -> float:
        barbarians = ck.get("barbarians")
        if not isinstance(barbarians, Mapping):
            return 0.0
        length = max(1, int(barbarians.get("length", 7)))
        closeness = int(barbarians.get("position", 0)) / length
        if closeness < 0.7:
            return 0.0
        knights = ck.get("knights")
        mine = sum(
            int(k.get("level", 1))
            for k in (knights if isinstance(knights, list) else [])
            if isinstance(k, Mapping) and k.get("owner") == reading.me and k.get("active")
        )
        cities = sum(
            1
            for owner, kind in reading.buildings.values()
            if owner == reading.me and kind != "settlement"
        )
        if cities == 0 or mine >= cities:
            return 0.0
        return closeness * BARBARIAN_LOSS * VP


def choose_hard(
    game: Game,
    player: str,
    rng: random.Random,
    budget: float,
    *,
    offered: Iterable[tuple[tuple[str, int], ...]] = (),
    trading_on: bool = True,
    clock: Clock = time.perf_counter,
) -> Action:
    """The strong level's choice with the hard level's search; after its roll, the best few
    moves are played out to the turn's end (`play_out`) while the budget lasts."""
    deadline = clock() + BUDGET_SHARE * budget
    ranked: list[tuple[float, Action]] = []
    best = choose_strong(
        game,
        player,
        rng,
        budget,
        offered=offered,
        trading_on=trading_on,
        clock=clock,
        search_kind=HardSearch,
        ranked=ranked,
    )
    names = {type(a).__name__ for _, a in ranked}
    if best not in (a for _, a in ranked) or "Roll" in names or "EndTurn" not in names:
        return best  # an offer, or a choice outside one's turn after the roll
    ranked.sort(key=lambda pair: pair[0], reverse=True)
    root = HardSearch(game, player, rng, deadline, clock=clock)
    plans: list[tuple[float, Action]] = []
    for score, action in ranked[:PLANS]:
        if type(action).__name__ in PUBLIC_OUTCOME and not root.uncovers(action):
            ended = play_out(game, player, action, rng, deadline, clock)
            if ended is None:
                return best  # out of time: the one-move look stands
            score = ended
        plans.append((score, action))
    return max(plans, key=lambda pair: pair[0])[1]


def play_out(
    game: Game, player: str, action: Action, rng: random.Random, deadline: float, clock: Clock
) -> float | None:
    """The action made on a copy, then the rest of the turn as the strong level plays it (no
    offers) while its moves' outcomes are public; the worth, at the hard level, of the move
    that ends it. None when the deadline passes first."""
    copy = game.copy()
    copy.apply(player, action)
    for _ in range(PLAN_STEPS):
        left = deadline - clock()
        if left <= 0:
            return None
        legal = copy.legal_actions(player)
        if not legal:
            return HardSearch(copy, player, rng, deadline, clock=clock).base
        step = choose_strong(copy, player, rng, left / BUDGET_SHARE, trading_on=False, clock=clock)
        name = type(step).__name__
        search = HardSearch(copy, player, rng, deadline, clock=clock)
        if name not in PUBLIC_OUTCOME or search.uncovers(step):
            return search.score(step, False)
        copy.apply(player, step)
    search = HardSearch(copy, player, rng, deadline, clock=clock)
    ends = [a for a in copy.legal_actions(player) if type(a).__name__ == "EndTurn"]
    return search.score(ends[0], False) if ends else search.base
