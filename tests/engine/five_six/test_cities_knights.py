"""Cities & Knights for 5–6 players in the special building phase (FS-6; FS-7.9)."""

from __future__ import annotations

import itertools

from engine import Game

from ..ck.vocab import give, knight, levels, progress_cards, state
from ..vocab import place
from .vocab import FIVE, act, end_turn, kinds, pass_all, playing, refused, trail

CK = "cities_knights"


def blue_city(game: Game) -> list[int]:
    """Blue's city and a road of three from it; returns the road's intersections."""
    spots = trail(game, 31, 3)
    place(game, "blue", city=spots[0])
    for a, b in itertools.pairwise(spots):
        place(game, "blue", road=f"{a}-{b}")
    return spots


def test_knights_are_built_activated_and_promoted_in_the_phase() -> None:
    """FS-6.3: a knight built, activated and promoted by the builder in the phase."""
    game = playing(FIVE, CK)
    spots = blue_city(game)
    give(game, "blue", wool=2, ore=2, grain=1)
    end_turn(game)
    assert game.phase == "special_build" and game.awaiting() == ["blue"]
    at = spots[2]
    for text in (f"knight {at}", f"activate {at}", f"promote {at}"):
        act(game, "blue", text)
    k = state(game).knights[at - 1]
    assert k.owner == 1 and k.level == 2 and k.active
    assert game.phase == "special_build" and game.players[game.current] == "red"


def test_walls_and_improvements_are_built_in_the_phase() -> None:
    """FS-6.3: a city wall and a city improvement, paid as usual."""
    game = playing(FIVE, CK)
    spots = blue_city(game)
    give(game, "blue", brick=2, cloth=1)
    end_turn(game)
    act(game, "blue", f"wall {spots[0]}")
    act(game, "blue", "improve trade")
    assert state(game).levels[1][0] == 1 and spots[0] - 1 in state(game).walls


def test_knights_do_not_move_displace_or_chase_in_the_phase() -> None:
    """FS-6.3: no knight moves, no displacing, no robber chased: refused, nothing changes."""
    game = playing(FIVE, CK)
    spots = blue_city(game)
    knight(game, "blue", spots[1], level=2)
    place(game, "orange", roads=[f"{spots[3]}-{trail(game, spots[3], 1)[1]}"])
    knight(game, "orange", spots[3])
    end_turn(game)
    refused(game, "blue", f"move knight {spots[1]} {spots[2]}", code="special_build_only_builds")
    refused(game, "blue", f"displace {spots[1]} {spots[3]}", code="special_build_only_builds")
    assert not any(
        str(a).startswith(("move", "displace", "chase")) for a in game.legal_actions("blue")
    )


def test_progress_cards_are_not_played_in_the_phase() -> None:
    """FS-6.3: progress cards wait for their owner's turn."""
    game = playing(FIVE, CK)
    progress_cards(game, "blue", "crane", "warlord")
    end_turn(game)
    refused(game, "blue", "play warlord", code="special_build_no_cards")
    refused(game, "blue", "play crane", code="special_build_no_cards")


def test_a_knight_activated_in_the_phase_acts_on_its_owners_turn() -> None:
    """FS-D10: the marks of a knight activated in the phase are cleared when the turn ends,
    so it may act on its owner's next own turn."""
    game = playing(FIVE, CK)
    spots = blue_city(game)
    knight(game, "blue", spots[1], active=False)
    give(game, "blue", grain=1)
    end_turn(game)
    act(game, "blue", f"activate {spots[1]}")
    assert state(game).knights[spots[1] - 1].fresh
    events = pass_all(game)
    assert kinds(events)[-2:] == ["TurnEnded", "TurnStarted"]
    k = state(game).knights[spots[1] - 1]
    assert k.active and not k.fresh


def test_a_metropolis_earned_in_the_phase_is_placed_and_the_phase_goes_on() -> None:
    """FS-6.3: an improvement that earns a metropolis leaves its choice to the builder, then
    the phase goes on with the same builder."""
    game = playing(FIVE, CK)
    spots = blue_city(game)
    place(game, "blue", city=spots[3])
    give(game, "blue", paper=4)
    end_turn(game)
    levels(game, "blue", science=3)  # (set now: the Aqueduct would have paid on red's roll)
    act(game, "blue", "improve science")
    assert game.phase == "metropolis" and game.awaiting() == ["blue"]  # two cities to choose
    assert game.view(None)["special_build"] is not None
    act(game, "blue", f"metropolis {spots[0]}")
    assert game.phase == "special_build" and game.awaiting() == ["blue"]
    assert game.players[game.current] == "red"
    assert state(game).metropolis["science"] == spots[0] - 1
    assert game.winner is None


def test_the_phase_follows_progress_cards_returned_at_the_end_of_a_turn() -> None:
    """FS-4.1, FS-6.2: a turn ending over C&K's hand limit of progress cards ends once the card
    is returned; the phase follows then, and the turn passes after it."""
    game = playing(FIVE, CK)
    progress_cards(game, "red", "crane", "mining", "smith", "irrigation", "medicine")
    end_turn(game)
    assert game.phase == "progress_return" and game.awaiting() == ["red"]
    events = act(game, "red", "return crane")
    assert kinds(events)[-1] == "SpecialBuildStarted" and game.phase == "special_build"
    events = pass_all(game)
    assert kinds(events)[-2:] == ["TurnEnded", "TurnStarted"]
    assert game.players[game.current] == "blue"
