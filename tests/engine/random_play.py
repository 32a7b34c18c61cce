"""Random legal play for property tests: every action drawn from the legal list, plus the odd
domestic trade offer (offers are validated by `apply`, not listed)."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine import RESOURCES, Action, Game, GameConfig, IllegalAction, OfferTrade, cards

PLAYERS4 = ("red", "blue", "orange", "white")


def random_offer(game: Game, player: str, rnd: random.Random) -> OfferTrade | None:
    """A one-for-one offer of a resource the player holds, to everyone (or None)."""
    hand = game.view(player)["you"]["hand"]
    held = [r for r in RESOURCES if hand[r]]
    if not held:
        return None
    give = rnd.choice(held)
    get = rnd.choice([r for r in RESOURCES if r != give])
    return OfferTrade(cards({give: 1}), cards({get: 1}))


def play(
    game: Game,
    rnd: random.Random,
    *,
    offers: float = 0.03,
    max_actions: int = 6000,
    after: Callable[[Game, str, Action], None] | None = None,
) -> list[tuple[str, Action]]:
    """Play to the end (or max_actions); returns the (player, action) log."""
    log: list[tuple[str, Action]] = []
    while game.winner is None and len(log) < max_actions:
        awaited = game.awaiting()
        player = rnd.choice(awaited)
        action: Action | None = None
        if offers and game.phase == "main" and rnd.random() < offers:
            if player == awaited[0] and game.offer is None:
                action = random_offer(game, player, rnd)
            elif player != awaited[0]:
                action = random_offer(game, player, rnd)  # a counter-offer
        if action is not None:
            try:
                game.apply(player, action)
            except IllegalAction:
                action = None  # e.g. strict trade-then-build after a build
        if action is None:
            action = rnd.choice(game.legal_actions(player))
            game.apply(player, action)
        log.append((player, action))
        if after is not None:
            after(game, player, action)
    return log


def new_game(seed: int, players: tuple[str, ...] = PLAYERS4, **kw: object) -> Game:
    """A game on a variable map with the given seed."""
    return Game.new(GameConfig(players=players, seed=seed, **kw))  # type: ignore[arg-type]
