"""The rating model: openskill's Plackett–Luce, behind a few typed functions.

Ratings are openskill's own scale: a new player has μ = 25 and σ = 25/3, and the rating shown
is the conservative μ − 3σ (0.0 for a new player; it rises as a player wins and as σ shrinks).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
START_MU = float(MODEL.mu)
START_SIGMA = float(MODEL.sigma)


@dataclass(frozen=True)
class Skill:
    """A player's estimated skill (μ) and how unsure it is (σ)."""

    mu: float = START_MU
    sigma: float = START_SIGMA

    @property
    def shown(self) -> float:
        """The displayed rating, μ − 3σ."""
        return self.mu - 3 * self.sigma


def rate(skills: Sequence[Skill], places: Sequence[int]) -> list[Skill]:
    """New skills after one game: `places[i]` is player i's place (1 the best; equal places
    are a tie). Each player is a team of one."""
    if len(skills) != len(places):
        raise ValueError("one place per player")
    if len(skills) < 2:
        return list(skills)
    teams = [[MODEL.rating(mu=s.mu, sigma=s.sigma)] for s in skills]
    rated = MODEL.rate(teams, ranks=[float(p) for p in places])
    return [Skill(float(team[0].mu), float(team[0].sigma)) for team in rated]


def carried(skill: Skill, share: float) -> Skill:
    """A skill carried into a new season: μ kept, σ moved `share` of the way back to a new
    player's σ (0 keeps it, 1 makes the player as uncertain as a newcomer)."""
    share = min(1.0, max(0.0, share))
    return Skill(skill.mu, skill.sigma + (START_SIGMA - skill.sigma) * share)
