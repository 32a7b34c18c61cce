"""Rolling a 7: discards, moving the robber and the steal. B-8 and B-17.14 to B-17.17."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import Game, MoveRobber
from engine.randomness import seed_state

from .vocab import (
    FOUR,
    PRESETS,
    act,
    assert_conserved,
    cards_in_hand,
    corners,
    dev,
    give,
    hand,
    kinds,
    neighbours,
    new_game,
    only,
    place,
    refused,
    roll,
    skip_setup,
    steal_pick,
)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_14_discard_thresholds_8_gives_4_13_gives_6_roller_too(preset: str) -> None:
    """B-17.14, B-SEVEN-2: 7 cards → no discard; 8 → 4; 9 → 4; 13 → 6; the roller
    discards too; development cards do not count."""
    game = skip_setup(new_game(FOUR, preset=preset))
    give(game, "red", lumber=5, brick=4, ore=4)  # 13, the roller
    give(game, "blue", wool=8)
    give(game, "white", grain=5, ore=4)
    give(game, "orange", lumber=3, brick=4)  # 7
    dev(game, "orange", "knight")
    dev(game, "orange", "monopoly")
    events = roll(game, "red", 3, 4)
    owed = only(events, "MustDiscard").to_dict(None)["owed"]
    assert owed == {"red": 6, "blue": 4, "white": 4}
    assert game.phase == "discard"
    assert sorted(game.awaiting()) == ["blue", "red", "white"]
    assert game.view(None)["discards"] == {"red": 6, "blue": 4, "white": 4}

    refused(game, "orange", "discard 1 lumber", code="no_discard_owed")
    refused(game, "blue", "discard 3 wool", code="wrong_discard_count")
    refused(game, "blue", "discard 5 wool", code="wrong_discard_count")
    refused(game, "white", "discard 4 wool", code="not_in_hand")
    refused(game, "red", "robber E", code="waiting_for_discards")

    act(game, "white", "discard 2 grain 2 ore")
    act(game, "blue", "discard 4 wool")
    assert game.phase == "discard" and game.awaiting() == ["red"]
    act(game, "red", "discard 5 lumber 1 ore")
    assert game.phase == "robber" and game.awaiting() == ["red"]
    assert cards_in_hand(game, "red") == 7
    assert cards_in_hand(game, "blue") == 4
    assert cards_in_hand(game, "white") == 5
    assert cards_in_hand(game, "orange") == 7
    assert len(game.devs[3]) == 2
    assert_conserved(game)


@pytest.mark.parametrize(("held", "owed"), [(7, 0), (8, 4), (9, 4), (10, 5), (11, 5), (13, 6)])
def test_17_14_discard_is_half_rounded_down(held: int, owed: int) -> None:
    """B-17.14, B-SEVEN-2 and B-D8: floor(n/2) for more than 7 cards."""
    game = skip_setup(new_game())
    give(game, "blue", ore=held)
    events = roll(game, "red", 6, 1)
    if owed:
        assert only(events, "MustDiscard").to_dict(None)["owed"] == {"blue": owed}
    else:
        assert "MustDiscard" not in kinds(events)
        assert game.phase == "robber"


@pytest.mark.parametrize("preset", PRESETS)
def test_17_15_robber_must_move_desert_is_legal(preset: str) -> None:
    """B-17.15, B-SEVEN-3: the robber must go to a different hex; the desert is a legal
    destination."""
    game = skip_setup(new_game(preset=preset))
    assert game.view(None)["robber"] == "J"
    roll(game, "red", 4, 3)
    refused(game, "red", "robber J", code="robber_must_move")
    act(game, "red", "robber E")
    act(game, "red", "end")

    roll(game, "blue", 5, 2)
    refused(game, "blue", "robber E", code="robber_must_move")
    refused(game, "blue", "robber Z", code="no_such_hex")
    events = act(game, "blue", "robber J")
    assert only(events, "RobberMoved").to_dict(None)["hex"] == "J"
    assert game.phase == "main"
    robber_moves = {str(a) for a in game.legal_actions("blue")}
    assert "robber J" not in robber_moves


def three_on_hills(preset: str = "official") -> Game:
    """Hex E with red (the mover) on 9, blue on 19 and white on 18; nobody on hex K."""
    game = skip_setup(new_game(preset=preset))
    assert {9, 18, 19} <= corners(game, "E")
    assert not ({9, 19} & neighbours(game, 18)) and 19 not in neighbours(game, 9)
    place(game, "red", settlement=9, road="9-13")
    place(game, "blue", settlement=19, road="19-25")
    place(game, "white", settlement=18, road="18-23")
    assert not any(game.node_owner[n - 1] >= 0 for n in corners(game, "K"))
    return game


@pytest.mark.parametrize("preset", PRESETS)
def test_17_16_steal_candidates_victim_without_cards_and_no_candidates(preset: str) -> None:
    """B-17.16, B-SEVEN-4 and B-D9: candidates are the other players with a
    building on the hex, never the mover; a chosen victim with no cards gives nothing; a hex with
    no candidates has no steal step."""
    game = three_on_hills(preset)
    give(game, "blue", ore=2)
    roll(game, "red", 1, 6)
    on_e = {str(a) for a in game.legal_actions("red") if str(a).startswith("robber E")}
    assert on_e == {"robber E steal blue", "robber E steal white"}
    refused(game, "red", "robber E steal red", code="not_a_victim")
    refused(game, "red", "robber E", code="choose_victim")
    refused(game, "red", "robber K steal blue", code="not_a_victim")

    poor = game.copy()
    events = act(poor, "red", "robber E steal white")
    stole = only(events, "Stole").to_dict("red")
    assert stole["card"] is None and stole["took"] is False
    assert hand(poor, "red")["ore"] == 0 and hand(poor, "blue")["ore"] == 2
    assert poor.phase == "main"

    nobody = game.copy()
    events = act(nobody, "red", "robber K")
    assert "Stole" not in kinds(events)
    assert nobody.phase == "main"
    assert {str(a) for a in game.legal_actions("red")} >= {"robber K"}
    assert "robber K steal blue" not in {str(a) for a in game.legal_actions("red")}


def test_robber_on_own_hex_blocks_own_production_and_no_self_steal() -> None:
    """B-SEVEN-6: the mover may put the robber where they have buildings; they cannot rob
    themselves and their own production there is blocked."""
    game = skip_setup(new_game())
    place(game, "red", settlement=9, road="9-13")
    roll(game, "red", 2, 5)
    legal = {str(a) for a in game.legal_actions("red")}
    assert "robber A" in legal  # red's 9 is on A, and nobody else is
    act(game, "red", "robber A")
    act(game, "red", "end")
    roll(game, "blue", 5, 5)  # A is mountains 10
    assert hand(game, "red")["ore"] == 0


@pytest.mark.parametrize("preset", PRESETS)
def test_17_17_stolen_card_is_random_and_conserved(preset: str) -> None:
    """B-17.17, B-SEVEN-4, B-COMP-1: each card of the victim's hand is equally likely to be
    taken (chi-square over 3000 steals with fixed seeds), the steal moves exactly one card, and
    only thief and victim see which."""
    game = three_on_hills(preset)
    give(game, "blue", lumber=1, brick=2, grain=4)  # 7: no discard
    roll(game, "red", 3, 4)
    weights = hand(game, "blue")
    trials = 3000
    taken: Counter[str] = Counter()
    for i in range(trials):
        trial = game.copy()
        trial.rng.state = seed_state(1000 + i)
        events = trial.apply("red", MoveRobber("E", "blue"))
        stole = only(events, "Stole")
        card = stole.to_dict("red")["card"]
        assert stole.to_dict("blue")["card"] == card
        assert stole.to_dict(None)["card"] is None and stole.to_dict("white")["card"] is None
        assert hand(trial, "red")[card] == 1 and cards_in_hand(trial, "red") == 1
        assert hand(trial, "blue")[card] == weights[card] - 1
        taken[card] += 1
    assert_conserved(trial)
    assert taken["ore"] == 0 and taken["wool"] == 0
    total = sum(weights.values())
    chi2 = sum(
        (taken[r] - trials * w / total) ** 2 / (trials * w / total) for r, w in weights.items() if w
    )
    # 2 degrees of freedom: P(chi2 > 30) is about 3e-7.
    assert chi2 < 30, (chi2, taken)


def test_17_17_scripted_pick_takes_the_queued_card() -> None:
    """B-SEVEN-4: the test hook picks the card; the thief gains exactly that card."""
    game = three_on_hills()
    give(game, "blue", wool=1, ore=1)
    roll(game, "red", 3, 4)
    steal_pick(game, "ore")
    events = act(game, "red", "robber E steal blue")
    assert only(events, "Stole").to_dict("red")["card"] == "ore"
    assert hand(game, "red")["ore"] == 1 and hand(game, "blue") == {
        "lumber": 0,
        "brick": 0,
        "wool": 1,
        "grain": 0,
        "ore": 0,
    }
    assert_conserved(game)
