"""The special building phase of the 5–6 extension (FS-4, FS-5; FS-7.4 to FS-7.8)."""

from __future__ import annotations

from engine import Game
from engine.events import GameWon
from engine.rules.five_six.actions import PassBuild
from engine.rules.five_six.events import SpecialBuildPassed, SpecialBuildStarted

from ..vocab import dev, give, place, top_of_deck
from .vocab import SIX, act, end_turn, kinds, pass_all, phase, playing, refused, saved, trail


def blue_builds(game: Game) -> list[int]:
    """Blue's settlement and a road of two leading from it, ready for a settlement at its end;
    returns the road's intersections."""
    spots = trail(game, 31, 2)
    place(
        game,
        "blue",
        settlement=spots[0],
        roads=[f"{spots[0]}-{spots[1]}", f"{spots[1]}-{spots[2]}"],
    )
    return spots


def test_ending_a_turn_starts_the_phase_for_the_others_in_turn_order() -> None:
    """FS-4.1, FS-4.2, FS-4.3: after red's turn blue, orange, white and green build in turn,
    one at a time, each passing; red holds the turn; then blue's turn begins."""
    game = playing()
    events = end_turn(game)
    started = events[-1]
    assert started == SpecialBuildStarted("red", ("blue", "orange", "white", "green"))
    assert game.phase == "special_build" and game.players[game.current] == "red"
    order = ["blue", "orange", "white", "green"]
    for i, builder in enumerate(order[:-1]):
        assert game.awaiting() == [builder]
        shown = game.view(None)["special_build"]
        assert shown == {"after": "red", "builder": builder, "waiting": order[i:]}
        assert act(game, builder, "pass") == [SpecialBuildPassed(builder, order[i + 1])]
    last = act(game, "green", "pass")
    assert kinds(last) == ["SpecialBuildPassed", "TurnEnded", "TurnStarted"]
    assert last[0] == SpecialBuildPassed("green", None)
    assert game.phase == "roll" and game.players[game.current] == "blue"
    assert game.view(None)["special_build"] is None


def test_the_view_names_the_builder_and_who_is_still_to_build() -> None:
    """FS-5.1: the phase is public: whose turn it follows, who builds, who waits."""
    game = playing(SIX, current="white")
    end_turn(game)
    act(game, "green", "pass")
    assert game.view("red")["special_build"] == {
        "after": "white",
        "builder": "brown",
        "waiting": ["brown", "red", "blue", "orange"],
    }


def test_only_the_acting_builder_may_act() -> None:
    """FS-4.2: another builder, or the player whose turn it was, is refused and nothing
    changes; nothing is listed for them."""
    game = playing()
    blue_builds(game)
    give(game, "orange", lumber=1, brick=1)
    end_turn(game)
    for player in ("orange", "red"):
        assert game.legal_actions(player) == []
        refused(game, player, "pass", code="not_your_special_build")
        refused(game, player, "buy development", code="not_your_special_build")


def test_a_builder_builds_and_buys_in_the_phase() -> None:
    """FS-4.2: roads, settlements, cities and development cards, paid as usual, as often as
    the builder can pay; the builds are listed for them."""
    game = playing()
    spots = blue_builds(game)
    give(game, "blue", lumber=2, brick=2, wool=2, grain=4, ore=4)
    end_turn(game)
    onward = trail(game, spots[2], 1)[1]
    for text in (
        f"build settlement {spots[2]}",
        f"build road {min(spots[2], onward)}-{max(spots[2], onward)}",
        f"build city {spots[0]}",
        "buy development",
    ):
        assert kinds(act(game, "blue", text))[0] in ("Built", "BoughtDevelopment")
    assert game.phase == "special_build" and game.awaiting() == ["blue"]
    assert game.players[game.current] == "red" and len(game.devs[1]) == 1


def test_trades_and_card_plays_are_refused_in_the_phase() -> None:
    """FS-4.4: no trade with the bank or players, no card played or revealed, no roll, no end
    of turn, no robber: each refused with its code, changing nothing."""
    game = playing()
    give(game, "blue", ore=4, wool=1)
    dev(game, "blue", "knight")
    dev(game, "blue", "victory_point")
    end_turn(game)
    for text in ("bank 4 ore for 1 grain", "offer 1 ore for 1 grain", "accept", "decline"):
        refused(game, "blue", text, code="special_build_no_trade")
    for text in ("play knight", "reveal"):
        refused(game, "blue", text, code="special_build_no_cards")
    for text in ("roll", "end", "robber A", "discard 1 ore"):
        refused(game, "blue", text, code="special_build_only_builds")
    refused(game, "red", "end", code="special_build_only_builds")


def test_pass_outside_the_phase_is_refused() -> None:
    """FS-4.3: `pass` belongs to the phase alone."""
    game = playing()
    refused(game, "red", "pass", code="special_build_not_now")


def test_the_timer_passes_for_the_acting_builder() -> None:
    """FS-4.3: the timer's default in the phase is to pass, for the builder only."""
    game = playing()
    give(game, "blue", lumber=5, brick=5, wool=5, grain=5, ore=5)
    end_turn(game)
    assert game.default_action("blue") == PassBuild()
    assert game.default_action("orange") is None and game.default_action("red") is None


def test_a_card_bought_in_the_phase_is_playable_on_the_owners_next_turn() -> None:
    """FS-4.4: a development card bought in the phase cannot be played in it, and is played
    on its owner's next own turn (the phase before it is not part of that turn)."""
    game = playing()
    give(game, "blue", wool=1, grain=1, ore=1)
    give(game, "orange", wool=1, grain=1, ore=1)
    top_of_deck(game, "knight")
    end_turn(game)
    act(game, "blue", "buy development")
    refused(game, "blue", "play knight", code="special_build_no_cards")
    act(game, "blue", "pass")
    top_of_deck(game, "knight")
    act(game, "orange", "buy development")
    pass_all(game)
    assert game.players[game.current] == "blue" and game.phase == "roll"
    act(game, "blue", "play knight")  # before the roll, on blue's own turn
    act(game, "blue", "robber B")
    end_turn(game)
    pass_all(game)
    assert game.players[game.current] == "orange"
    act(game, "orange", "play knight")


def test_a_player_reaching_the_target_in_the_phase_wins_on_their_own_turn() -> None:
    """FS-4.5: blue reaches 10 points building in the phase after red's turn: no victory in
    the phase, and blue wins as their own turn begins."""
    game = playing()
    spots = blue_builds(game)
    for spot in (41, 61, 71):
        place(game, "blue", city=spot)  # 1 + 3 * 2 = 7 points
    dev(game, "blue", "victory_point")  # 8 with the card
    give(game, "blue", lumber=1, brick=1, wool=1, grain=3, ore=3)
    end_turn(game)
    act(game, "blue", f"build settlement {spots[2]}")
    events = act(game, "blue", f"build city {spots[2]}")  # 10 points, in the phase
    assert game.total_vp(1) == 10 and game.winner is None and "GameWon" not in kinds(events)
    events = pass_all(game)
    assert kinds(events)[-2:] == ["TurnStarted", "GameWon"]
    winner = events[-1]
    assert isinstance(winner, GameWon) and winner.player == "blue" and game.winner == "blue"


def test_a_player_reaching_the_target_waits_for_their_own_turn_not_the_next() -> None:
    """FS-4.5: orange reaching 10 in the phase after red's turn does not win on blue's turn,
    only on orange's own."""
    game = playing()
    for spot in (1, 21, 41, 61):
        place(game, "orange", city=spot)  # 8 points
    dev(game, "orange", "victory_point")  # 9
    give(game, "orange", wool=1, grain=1, ore=1)
    top_of_deck(game, "victory_point")
    end_turn(game)
    act(game, "blue", "pass")
    act(game, "orange", "buy development")  # 10, with the card bought
    events = pass_all(game)
    assert game.winner is None and game.players[game.current] == "blue"
    assert "GameWon" not in kinds(events)
    end_turn(game)  # blue's turn; orange builds first in the phase after it
    events = pass_all(game)
    assert kinds(events)[-3:] == ["TurnEnded", "TurnStarted", "GameWon"]
    assert game.winner == "orange"


def test_a_seven_is_settled_before_the_phase() -> None:
    """FS-D9: a 7 on red's turn is settled (discards, robber) first; the turn cannot end
    before, and the phase follows the finished turn."""
    game = playing()
    give(game, "white", ore=9)
    rng = game.rng
    rng.queued_dice.append((3, 4))  # type: ignore[attr-defined]
    act(game, "red", "roll")
    assert game.phase == "discard" and game.awaiting() == ["white"]
    refused(game, "red", "end", code="waiting_for_discards")
    act(game, "white", "discard 4 ore")
    assert game.phase == "robber"
    act(game, "red", "robber B")
    act(game, "red", "end")
    assert game.phase == "special_build" and phase(game).queue[0] == 1


def test_the_phase_survives_a_save_and_load() -> None:
    """FS-4: a game saved in the phase loads in it, with the same builders to come."""
    game = playing(SIX)
    end_turn(game)
    act(game, "blue", "pass")
    loaded = Game.from_dict(game.to_dict())
    assert loaded.to_dict() == game.to_dict()
    assert loaded.awaiting() == ["orange"] and loaded.phase == "special_build"
    assert saved(game)
