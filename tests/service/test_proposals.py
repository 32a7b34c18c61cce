"""Proposals to the current player through the service (B-TRADE-5), and engine refusals
shown with the names players know each other by."""

from __future__ import annotations

import pytest

from bot.service import Refusal, Service
from engine import RESOURCES

from .helpers import BY_ID, hand_of, started_table

# The game's rules through the service: one store is enough (see tests/conftest.py).
pytestmark = pytest.mark.game_rules


async def to_main_phase(service: Service, channel: int) -> str:
    """Play timer moves until a player has rolled; returns the current player's id."""
    for _ in range(200):
        table = await service.core.latest(channel)
        game = await service.core.game(table)
        if game.phase == "main":
            return game.players[game.current]
        player = game.awaiting()[0]
        action = game.default_action(player)
        assert action is not None
        await service.play.act(channel, BY_ID[player], action)
    raise AssertionError("never reached the main phase")


async def test_a_player_who_is_not_awaited_may_propose_and_the_current_player_confirms(
    service: Service,
) -> None:
    """B-TRADE-5: the proposal reaches the engine (no service-side turn check) and completes."""
    await started_table(service, 9)
    current = await to_main_phase(service, 9)
    mine = await hand_of(service, 9, current)
    for proposer in (u for u in BY_ID if u != current):
        theirs = await hand_of(service, 9, proposer)
        pairs = [
            (g, w)
            for g in RESOURCES
            for w in RESOURCES
            if g != w and theirs.get(g, 0) and mine.get(w, 0)
        ]
        if pairs:
            break
    else:
        pytest.skip("nobody holds cards to trade after this set-up")
    give, want = pairs[0]
    table = await service.core.latest(9)
    if proposer not in [s.user_id for s in table.seats]:
        pytest.skip("proposer not seated")
    outcome = await service.play.act(9, BY_ID[proposer], f"offer 1 {give} for 1 {want}")
    assert any("offers" in line for line in outcome.public)
    outcome = await service.play.act(9, BY_ID[current], f"confirm {proposer}")
    assert any("traded" in line for line in outcome.public)
    assert (await hand_of(service, 9, proposer))[want] == theirs.get(want, 0) + 1


async def test_trading_between_two_other_players_is_refused_by_the_rules(service: Service) -> None:
    """B-TRADE-1: the engine's refusal comes through, with names instead of ids."""
    await started_table(service, 10)
    current = await to_main_phase(service, 10)
    others = [u for u in BY_ID if u != current][:2]
    table = await service.core.latest(10)
    seated = {s.user_id for s in table.seats}
    others = [u for u in others if u in seated]
    if len(others) < 2:
        others = [s.user_id for s in table.seats if s.user_id != current]
    with pytest.raises(Refusal) as refused:
        await service.play.act(10, BY_ID[others[0]], f"offer 1 ore for 1 wool to {others[1]}")
    assert refused.value.code in ("only_with_current_player", "not_in_hand")
    assert current not in str(refused.value)
    if refused.value.code == "only_with_current_player":
        assert BY_ID[current].name in str(refused.value)
