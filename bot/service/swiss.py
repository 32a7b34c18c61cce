"""Swiss pairing and scoring for tournaments of tables of 3 to 6 (no I/O).

Table sizes: where the game is played by a fixed number of players (a league's games are, 3
to 6 of them), every table seats exactly that many, and the entrants left over (their count
modulo the table's seats) have a bye. Where it is not fixed, the fewest byes first (only 5
entrants need one: a table of 4 and a bye; every other count of 3 or more splits into tables
of 3 and 4), then as many tables of the tournament's preferred size as possible.

Byes rotate: they go to the players with the fewest byes so far, the lowest ranked of them
first, so nobody has a second bye while another player has none.

Pairing: players are taken in ranking order (score, then the tie-breaks); each table is
headed by the best-ranked player not yet seated and filled with the next ones who have not
shared a table with any of its players. A search over these choices finds a round without
rematches whenever one exists, else the round with the fewest rematched pairs (it is
exhaustive within half of `BUDGET` steps, which covers every small tournament). If it gives
up, a second search seats the most constrained player first (late rounds of large fields);
failing both, each seat takes the least conflicting player left, in ranking order.

Scoring: a game scores `WIN` for a win plus the player's VP share (their points over the
sum of the table's points), so between 0 and 2; a bye scores `BYE`. A table left unfinished
at the round's deadline is abandoned and scored on its points then (nobody wins it).
Tie-breaks, in order: opponents' score (the sum of the scores of everyone met, once per
meeting), the VP shares summed, the season rating, then the user id (for a stable order).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

WIN = 1.0
BYE = 0.5
BUDGET = 200_000

Pair = frozenset[str]


def table_sizes(count: int, preferred: int = 4) -> tuple[list[int], int]:
    """The table sizes for `count` players, largest first, and the number of byes."""
    if count < 3:
        raise ValueError("a round needs at least 3 players")
    other = 3 if preferred == 4 else 4
    for byes in range(count):
        playing = count - byes
        best: list[int] | None = None
        for many in range(playing // preferred, -1, -1):
            rest = playing - many * preferred
            if rest % other == 0:
                best = [preferred] * many + [other] * (rest // other)
                break
        if best:
            return sorted(best, reverse=True), byes
    raise AssertionError("unreachable: 3 players always make a table")


def exact_table_sizes(count: int, seats: int) -> tuple[list[int], int]:
    """The tables for `count` players when every game has exactly `seats` players: as many
    full tables as they make, and the rest sit out (byes)."""
    if seats < 2 or count < seats:
        raise ValueError(f"a round of tables of {seats} needs at least {seats} players")
    return [seats] * (count // seats), count % seats


def choose_byes(ranking: Sequence[str], byes_had: Mapping[str, int], count: int) -> list[str]:
    """The players who sit the round out: the fewest byes so far, lowest ranked first."""
    place = {u: i for i, u in enumerate(ranking)}
    order = sorted(ranking, key=lambda u: (byes_had.get(u, 0), -place[u]))
    return order[:count]


def met_pairs(tables: Iterable[Sequence[str]]) -> set[Pair]:
    """Every pair of players who shared one of the tables."""
    pairs: set[Pair] = set()
    for table in tables:
        for i, a in enumerate(table):
            for b in table[i + 1 :]:
                pairs.add(frozenset((a, b)))
    return pairs


def rematches(tables: Iterable[Sequence[str]], met: set[Pair]) -> int:
    """How many pairs at these tables had met before."""
    return len(met_pairs(tables) & met)


class _Search:
    def __init__(
        self, met: set[Pair], allowed: int, budget: int, constrained_first: bool = False
    ) -> None:
        self.met = met
        self.allowed = allowed
        self.budget = budget
        self.constrained_first = constrained_first
        self.steps = 0

    def run(self, players: list[str], sizes: list[int], used: int) -> list[list[str]] | None:
        if not players:
            return []
        self.steps += 1
        if self.steps > self.budget:
            return None
        head = self._most_constrained(players) if self.constrained_first else players[0]
        rest = [p for p in players if p != head]
        for size in sorted(set(sizes), reverse=True):
            left = list(sizes)
            left.remove(size)
            for table, cost in self._fill([head], rest, size, used):
                remaining = [p for p in rest if p not in table]
                found = self.run(remaining, left, cost)
                if found is not None:
                    return [table, *found]
                if self.steps > self.budget:
                    return None
        return None

    def _most_constrained(self, players: list[str]) -> str:
        """The player with the fewest opponents left to meet (the best ranked of those): seated
        first, a dead end shows at once rather than deep in the search."""
        self.steps += len(players)
        return min(players, key=lambda p: -sum(frozenset((p, q)) in self.met for q in players))

    def _fill(
        self, table: list[str], pool: list[str], size: int, used: int
    ) -> Iterable[tuple[list[str], int]]:
        if len(table) == size:
            yield table, used
            return
        for i, p in enumerate(pool):
            self.steps += 1
            cost = used + sum(frozenset((p, q)) in self.met for q in table)
            if cost > self.allowed:
                continue
            yield from self._fill([*table, p], pool[i + 1 :], size, cost)
            if self.steps > self.budget:
                return


def _greedy(players: list[str], sizes: list[int], met: set[Pair]) -> list[list[str]]:
    """Fill tables in ranking order, each seat with the least conflicting player left."""
    left = list(players)
    out = []
    for size in sizes:
        table = [left.pop(0)]
        while len(table) < size:
            best = min(
                range(len(left)),
                key=lambda i: (sum(frozenset((left[i], q)) in met for q in table), i),
            )
            table.append(left.pop(best))
        out.append(table)
    return out


def pair_round(
    ranking: Sequence[str],
    met: set[Pair],
    byes_had: Mapping[str, int],
    preferred: int = 4,
    *,
    exact: bool = False,
) -> tuple[list[list[str]], list[str]]:
    """A round: its tables (each in ranking order) and its byes. `ranking` is best first.
    With `exact`, every table seats exactly `preferred` players (a game for a fixed number);
    else tables of 3 and 4, as many of `preferred` as the fewest byes allow."""
    if exact:
        sizes, bye_count = exact_table_sizes(len(ranking), preferred)
    else:
        sizes, bye_count = table_sizes(len(ranking), preferred)
    byes = choose_byes(ranking, byes_had, bye_count)
    playing = [u for u in ranking if u not in byes]
    # In ranking order first (tables of neighbours in the ranking); if that search gives up,
    # once more seating the most constrained player first, which finds a round without
    # rematches in late rounds of large fields where ranking order wanders into dead ends.
    found = _search(playing, sizes, met, BUDGET // 2, False)
    if found is None:
        found = _search(playing, sizes, met, BUDGET // 2, True)
    return (found if found is not None else _greedy(playing, sizes, met)), byes


def _search(
    playing: list[str], sizes: list[int], met: set[Pair], budget: int, constrained_first: bool
) -> list[list[str]] | None:
    """The round with the fewest rematched pairs, or None if the budget ran out first."""
    least = len(met_pairs([playing]) & met)
    for allowed in range(least + 1):
        search = _Search(met, allowed, budget, constrained_first)
        found = search.run(playing, sizes, 0)
        if found is not None:
            return found
        if search.steps > budget:
            return None
    return None


@dataclass(frozen=True)
class Game:
    """One player's result at one table of a round (or a bye: no opponents)."""

    user_id: str
    opponents: tuple[str, ...]
    won: bool
    vp_share: float
    bye: bool = False

    @property
    def score(self) -> float:
        return BYE if self.bye else WIN * self.won + self.vp_share


@dataclass(frozen=True)
class Ranked:
    """A player's place in the tournament with the numbers that decided it."""

    place: int
    user_id: str
    score: float
    opponents: float
    vp_share: float
    rating: float
    games: int
    byes: int


def rank(
    entrants: Sequence[str], games: Iterable[Game], ratings: Mapping[str, float]
) -> list[Ranked]:
    """The tournament's ranking: score, then the tie-breaks the module names."""
    played = list(games)
    score = {u: 0.0 for u in entrants}
    share = {u: 0.0 for u in entrants}
    count = {u: 0 for u in entrants}
    byes = {u: 0 for u in entrants}
    for g in played:
        if g.user_id not in score:
            continue
        score[g.user_id] += g.score
        share[g.user_id] += 0.0 if g.bye else g.vp_share
        count[g.user_id] += 0 if g.bye else 1
        byes[g.user_id] += int(g.bye)
    opp = {u: 0.0 for u in entrants}
    for g in played:
        if g.user_id in opp:
            opp[g.user_id] += sum(score.get(o, 0.0) for o in g.opponents)

    def key(u: str) -> tuple[float, float, float, float, str]:
        return (-round(score[u], 9), -round(opp[u], 9), -round(share[u], 9), -ratings.get(u, 0), u)

    order = sorted(entrants, key=key)
    return [
        Ranked(i + 1, u, score[u], opp[u], share[u], ratings.get(u, 0.0), count[u], byes[u])
        for i, u in enumerate(order)
    ]
