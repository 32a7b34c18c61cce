"""The "dirty trick" variant (CK-17, CK-19 `dirty_trick`; CK-21.20): when
the barbarians land each player in turn, the active player first, commits a subset of his
active knights; only committed knights count and only they turn inactive."""

from __future__ import annotations

from engine import Game

from .vocab import (
    act,
    assert_conserved,
    kinds,
    knight,
    only,
    place,
    playing,
    refused,
    roll,
    ship_at,
    state,
)


def landing(*, dirty_trick: bool = True) -> Game:
    """Red city at 20, blue at 42, white at 45 (barbarian strength 3); active knights: red
    strong at 25, blue basic at 47, white basic at 49; white also has an inactive knight at 52.
    The ship is one step from landing and red rolls it in."""
    g = playing(dirty_trick=dirty_trick)
    place(g, "red", city=20, roads=["20-25"])
    place(g, "blue", city=42, roads=["42-47"])
    place(g, "white", city=45, roads=["45-49", "49-52"])
    knight(g, "red", 25, 2)
    knight(g, "blue", 47, 1)
    knight(g, "white", 49, 1)
    knight(g, "white", 52, 1, active=False)
    ship_at(g, 6)
    roll(g, "red", 1, 1, "ship")
    return g


def active(g: Game) -> dict[int, bool]:
    return {k["intersection"]: k["active"] for k in g.view(None)["cities_knights"]["knights"]}


def test_17_players_commit_in_turn_order_the_active_player_first() -> None:
    """CK-17: after the landing each player decides in turn, the active player first; each
    commitment is public before the next player decides; the ship waits at 7 meanwhile."""
    g = landing()
    assert g.phase == "commit" and g.awaiting() == ["red"]
    view = g.view("blue")["cities_knights"]
    assert view["pending"] == {"kind": "commit", "players": ["red"]}
    assert view["barbarians"]["position"] == 7
    refused(g, "blue", "commit 47", code="no_choice_owed")
    events = act(g, "red", "commit 25")
    committed = only(events, "KnightsCommitted").to_dict(None)
    assert committed["at"] == ["25"] and committed["strength"] == 2
    assert g.awaiting() == ["blue"]
    act(g, "blue", "commit none")
    assert g.awaiting() == ["white"]
    events = act(g, "white", "commit 49")
    attack = only(events, "BarbariansAttacked").to_dict(None)
    assert (attack["strength"], attack["defence"], attack["barbarians_won"]) == (3, 3, False)
    assert state(g).defender[0] == 1  # red, the best committed defence
    assert state(g).barbarians == 0


def test_17_21_20_only_committed_knights_turn_inactive() -> None:
    """CK-17, CK-21.20: committed knights turn inactive after the attack; uncommitted active
    knights stay active."""
    g = landing()
    act(g, "red", "commit 25")
    act(g, "blue", "commit none")
    act(g, "white", "commit 49")
    assert active(g) == {25: False, 47: True, 49: False, 52: False}
    assert_conserved(g)


def test_17_refusing_to_commit_lets_the_barbarians_win() -> None:
    """CK-17: only committed knights count for the defence and for the smallest contribution:
    players who hold back their knights are the weakest and lose a city."""
    g = landing()
    act(g, "red", "commit 25")
    act(g, "blue", "commit none")
    events = act(g, "white", "commit none")
    attack = only(events, "BarbariansAttacked").to_dict(None)
    assert attack["barbarians_won"] is True and attack["defence"] == 2
    assert sorted(attack["losers"]) == ["blue", "white"]
    assert g.phase == "pillage"
    assert active(g)[47] is True and active(g)[49] is True


def test_17_only_own_active_knights_can_be_committed() -> None:
    """CK-17: a player commits some of his own active knights — not an inactive one, not
    another player's; nothing else can be done meanwhile (CK-15.1)."""
    g = landing()
    act(g, "red", "commit 25")
    act(g, "blue", "commit none")
    refused(g, "white", "commit 52", code="knight_not_committable")
    refused(g, "white", "commit 47", code="knight_not_committable")
    refused(g, "red", "activate 25", code="choice_pending")


def test_17_default_commits_every_active_knight() -> None:
    """The timer's default for an absent player commits all his active knights (the attack as
    without the variant)."""
    g = landing()
    assert str(g.default_action("red")) == "commit 25"
    act(g, "red", "commit none")
    act(g, "blue", "commit 47")
    assert str(g.default_action("white")) == "commit 49"


def test_17_players_without_an_active_knight_are_not_asked() -> None:
    """CK-17: a player with no active knight has nothing to decide; with nobody to ask the attack
    is resolved at once."""
    g = playing(dirty_trick=True)
    place(g, "red", city=20, roads=["20-25"])
    place(g, "blue", city=42, roads=["42-47"])
    knight(g, "blue", 47, 1)
    ship_at(g, 6)
    roll(g, "red", 1, 1, "ship")
    assert g.phase == "commit" and g.awaiting() == ["blue"]
    act(g, "blue", "commit 47")

    g = playing(dirty_trick=True)
    place(g, "red", city=20, roads=["20-25"])
    ship_at(g, 6)
    events = roll(g, "red", 1, 1, "ship")
    assert "BarbariansAttacked" in kinds(events) and g.phase != "commit"


def test_17_without_the_variant_every_active_knight_fights() -> None:
    """CK-15.6, CK-19: `dirty_trick` is off by default: no commitments, every knight turns
    inactive."""
    g = landing(dirty_trick=False)
    assert g.phase != "commit"
    assert state(g).attacks == 1
    assert not any(active(g).values())
