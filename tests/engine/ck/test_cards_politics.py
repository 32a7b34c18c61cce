"""The politics deck (CK-13.6; CK-21.6, CK-21.46, CK-21.48, CK-21.49, CK-21.50;
CK-T8, CK-T9, CK-T10): each card's effect, its "playable when" test
(CK-D19), its refusals, the choices it awaits from others and what each player sees. The cards
that strike roads and cities (Diplomat, Saboteur, the repair) are in
test_cards_politics_roads.py."""

from __future__ import annotations

from engine import Game

from .vocab import (
    act,
    assert_conserved,
    give,
    hand,
    kinds,
    knight,
    only,
    place,
    playing,
    progress_cards,
    refused,
    roll,
    seat,
    state,
    wake_robber,
)


def red_roads(*cards: str, **options: object) -> Game:
    """Red: settlement 20, roads 20-25, 25-31, 31-37, 31-36, holding `cards`; red has rolled
    (quietly: white 1 + red 1 on the trade gate)."""
    g = playing(**options)  # type: ignore[arg-type]
    place(g, "red", settlement=20, roads=["20-25", "25-31", "31-37", "31-36"])
    progress_cards(g, "red", *cards)
    roll(g, "red", 1, 1)
    return g


def knight_at(g: Game, at: int) -> dict[str, object] | None:
    found = [k for k in g.view(None)["cities_knights"]["knights"] if k["intersection"] == at]
    return dict(found[0]) if found else None


def playable(g: Game, player: str, card: str) -> tuple[bool, str | None]:
    mine = g.view(player)["you"]["progress"]  # type: ignore[typeddict-item]
    entry = next(p for p in mine if p["card"] == card)
    return entry["playable"], entry["why"]


# ----- Bishop ------------------------------------------------------------------------------------


def test_21_06_bishop_refused_before_the_first_attack() -> None:
    """CK-6.1, CK-21.6, CK-D5: the Bishop is not playable while the robber sleeps."""
    g = red_roads("bishop")
    assert playable(g, "red", "bishop") == (False, "robber_asleep")
    refused(g, "red", "play bishop K", code="robber_asleep")


def test_bishop_takes_one_random_card_from_each_player_on_the_new_hex() -> None:
    """CK-13.6: the robber moves as usual, then one random card from each other player with a
    building on the new hex — one per player however many buildings; the card is known only to
    the two players concerned."""
    g = red_roads("bishop")
    wake_robber(g)
    place(g, "blue", settlement=26, city=32)
    place(g, "white", settlement=42)
    give(g, "blue", ore=3)
    give(g, "white", wool=3)
    refused(g, "red", "play bishop J", code="robber_must_move")
    events = act(g, "red", "play bishop K")
    assert g.board.hex_ids[g.robber] == "K"
    assert hand(g, "red")["ore"] == 1 and hand(g, "blue")["ore"] == 2
    assert hand(g, "white")["wool"] == 3
    stole = only(events, "Stole")
    assert stole.to_dict("white")["card"] is None and stole.to_dict("blue")["card"] == "ore"
    assert_conserved(g)


def test_bishop_on_a_hex_of_an_empty_handed_player_takes_nothing() -> None:
    """CK-13.6: a victim without cards gives nothing (the steal is void, as the base robber's)."""
    g = red_roads("bishop")
    wake_robber(g)
    place(g, "blue", settlement=26)
    events = act(g, "red", "play bishop K")
    assert only(events, "Stole").to_dict(None)["took"] is False


# ----- Deserter ----------------------------------------------------------------------------------


def deserter_scene(*cards: str) -> Game:
    """Red as in red_roads; blue: settlement 47, roads 42-47, 42-46, knights at 42 (strong,
    active) and 46 (basic, inactive)."""
    g = red_roads("deserter", *cards)
    place(g, "blue", settlement=47, roads=["42-47", "42-46"])
    knight(g, "blue", 42, 2, active=True)
    knight(g, "blue", 46, 1, active=False)
    return g


def test_21_46_deserter_refused_when_no_opponent_has_a_knight() -> None:
    """CK-13.6, CK-21.46: the Deserter needs an opponent with a knight."""
    g = red_roads("deserter")
    knight(g, "red", 25)
    assert playable(g, "red", "deserter") == (False, "no_opponent_knights")
    refused(g, "red", "play deserter blue", code="no_opponent_knights")


def test_21_48_deserter_opponent_chooses_you_place_the_same_level_in_the_same_state() -> None:
    """CK-13.6, CK-21.48, CK-D8: the opponent chooses which knight he loses (awaited, seen by
    everyone as pending); the player places one of the same level for free at the end of his
    road, in the same state — an active one cannot act this turn."""
    g = deserter_scene()
    refused(g, "red", "play deserter white", code="no_knights_of")
    act(g, "red", "play deserter blue")
    assert g.phase == "desert"
    assert g.view("red")["cities_knights"]["pending"] == {"kind": "desert", "players": ["blue"]}
    refused(g, "red", "desert 42", code="no_choice_owed")
    events = act(g, "blue", "desert 42")
    assert "KnightDeserted" in kinds(events)
    assert knight_at(g, 42) is None
    assert g.phase == "deserter" and g.awaiting() == ["red"]
    refused(g, "red", "deserter 20 2", code="intersection_taken")
    act(g, "red", "deserter 37 2")
    assert knight_at(g, 37) == {
        "intersection": 37,
        "owner": "red",
        "level": 2,
        "active": True,
        "fresh": True,
    }
    assert g.phase == "main"
    assert_conserved(g)


def test_deserter_opponent_with_one_knight_has_no_choice_to_make() -> None:
    """CK-13.6: with a single knight the opponent loses that one; only the placement is awaited."""
    g = red_roads("deserter")
    place(g, "blue", settlement=47, roads=["42-47"])
    knight(g, "blue", 42, 1, active=False)
    act(g, "red", "play deserter blue")
    assert knight_at(g, 42) is None
    assert g.phase == "deserter"
    act(g, "red", "deserter 37 1")
    assert knight_at(g, 37) == {
        "intersection": 37,
        "owner": "red",
        "level": 1,
        "active": False,
        "fresh": False,
    }


def test_t_ck10_deserter_weaker_knight_when_the_level_is_unavailable() -> None:
    """CK-T10, CK-21.48, CK-D24: with both strong knights on the board the player may place a
    basic one instead; not a stronger one than removed."""
    g = deserter_scene()
    knight(g, "red", 25, 2, active=False)
    knight(g, "red", 36, 2, active=False)
    act(g, "red", "play deserter blue")
    act(g, "blue", "desert 42")
    refused(g, "red", "deserter 37 2", code="deserter_level")
    refused(g, "red", "deserter 37 3", code="deserter_level")
    act(g, "red", "deserter 37 1")
    assert knight_at(g, 37)["level"] == 1  # type: ignore[index]
    assert_conserved(g)


def test_t_ck10_deserter_mighty_knight_without_the_fortress() -> None:
    """CK-T10, CK-21.48: a mighty knight may be placed without politics level 3."""
    g = red_roads("deserter")
    place(g, "blue", settlement=47, roads=["42-47"])
    knight(g, "blue", 42, 3, active=True)
    assert state(g).levels[seat(g, "red")][1] < 3
    act(g, "red", "play deserter blue")
    act(g, "red", "deserter 37 3")
    assert knight_at(g, 37)["level"] == 3  # type: ignore[index]


def test_21_48_deserter_opponent_loses_his_knight_when_you_cannot_place_one() -> None:
    """CK-13.6, CK-21.48: when the player cannot place a knight the opponent still loses his."""
    g = deserter_scene()
    # Every free end of red's roads holds a red knight, and no basic piece is left.
    for at, level in ((25, 1), (36, 1), (37, 2), (31, 2)):
        knight(g, "red", at, level)
    act(g, "red", "play deserter blue")
    events = act(g, "blue", "desert 46")
    assert only(events, "DeserterPlaced").to_dict(None)["at"] is None
    assert knight_at(g, 46) is None and g.phase == "main"
    assert_conserved(g)


def test_deserter_timers_defaults() -> None:
    """The opponent's default gives up his weakest knight, an inactive one first; the player's
    default places none (nothing done on an absent player's behalf)."""
    g = deserter_scene()
    act(g, "red", "play deserter blue")
    assert str(g.default_action("blue")) == "desert 46"
    act(g, "blue", "desert 46")
    assert str(g.default_action("red")) == "deserter none"
    act(g, "red", "deserter none")
    assert g.phase == "main"
    assert_conserved(g)


# ----- Intrigue ----------------------------------------------------------------------------------


def test_intrigue_drives_away_an_opponents_knight_on_your_road() -> None:
    """CK-13.6, CK-10.6: an opponent's knight at an end of one's road is driven away without a
    knight of one's own; its owner relocates it along his roads, keeping its level and state."""
    g = red_roads("intrigue")
    place(g, "blue", settlement=47, roads=["37-42", "42-47", "42-46"])
    knight(g, "blue", 37, 2, active=True)
    act(g, "red", "play intrigue 37")
    assert knight_at(g, 37) is None
    assert g.phase == "relocate" and g.awaiting() == ["blue"]
    act(g, "blue", "relocate 46")
    assert knight_at(g, 46) == {
        "intersection": 46,
        "owner": "blue",
        "level": 2,
        "active": True,
        "fresh": False,
    }
    assert_conserved(g)


def test_intrigue_refused_without_an_opponents_knight_on_your_road() -> None:
    """CK-13.6, CK-21.46: only a knight standing at an end of one of the player's roads."""
    g = red_roads("intrigue")
    place(g, "blue", settlement=47, roads=["42-47", "42-46"])
    knight(g, "blue", 42)
    assert playable(g, "red", "intrigue") == (False, "no_knight_to_intrigue")
    refused(g, "red", "play intrigue 42", code="no_knight_to_intrigue")


# ----- Spy ---------------------------------------------------------------------------------------


def test_spy_sees_a_hand_privately_and_takes_one_card() -> None:
    """CK-13.6: the player alone sees the opponent's progress cards and takes one (it may be
    played this turn); the card is told only to the two of them."""
    g = red_roads("spy")
    progress_cards(g, "blue", "warlord", "smith")
    progress_cards(g, "blue", "constitution")
    act(g, "red", "play spy blue")
    shown = g.view("red")["you"]["shown"]  # type: ignore[typeddict-item]
    assert shown == {"player": "blue", "cards": None, "progress": ["warlord", "smith"]}
    for p in ("blue", "white"):
        assert "shown" not in g.view(p)["you"]  # type: ignore[operator]
    refused(g, "red", "spy constitution", code="not_in_their_progress")
    events = act(g, "red", "spy warlord")
    taken = only(events, "ProgressTaken")
    assert taken.to_dict("white")["card"] is None and taken.to_dict("blue")["card"] == "warlord"
    assert state(g).progress[seat(g, "red")] == ["warlord"]
    assert state(g).progress_vp[seat(g, "blue")] == ["constitution"]
    assert g.phase == "main"
    assert_conserved(g)


def test_21_46_spy_refused_with_empty_hands() -> None:
    """CK-13.6, CK-21.43, CK-21.46: Spy needs an opponent with a progress card in hand; VP cards lie
    face up and do not count."""
    g = red_roads("spy")
    progress_cards(g, "blue", "constitution")
    assert playable(g, "red", "spy") == (False, "no_progress_to_spy")
    refused(g, "red", "play spy blue", code="no_progress_to_spy")


# ----- Warlord -----------------------------------------------------------------------------------


def test_warlord_activates_every_knight_which_cannot_act_this_turn() -> None:
    """CK-13.6, CK-10.3: all the player's inactive knights turn active, activated this turn."""
    g = red_roads("warlord")
    knight(g, "red", 25, active=False)
    knight(g, "red", 36, 2, active=False)
    knight(g, "red", 37, active=True)
    act(g, "red", "play warlord")
    assert [
        (k["intersection"], k["active"], k["fresh"])
        for k in g.view(None)["cities_knights"]["knights"]
    ] == [
        (25, True, True),
        (36, True, True),
        (37, True, False),
    ]
    refused(g, "red", "move knight 25 31", code="knight_fresh")


def test_warlord_refused_without_an_inactive_knight() -> None:
    """CK-13.6, CK-21.46: the Warlord needs an inactive knight of the player's."""
    g = red_roads("warlord")
    knight(g, "red", 25, active=True)
    assert playable(g, "red", "warlord") == (False, "no_inactive_knight")


# ----- Wedding -----------------------------------------------------------------------------------


def test_wedding_richer_players_give_two_cards_of_their_choice_at_once() -> None:
    """CK-13.6: each opponent with more VP gives 2 cards of his choice (his only card when he has
    one); the givers are awaited at the same time; the cards are told only to giver and
    receiver."""
    g = red_roads("wedding")
    place(g, "blue", city=1)
    place(g, "white", city=54)
    give(g, "blue", ore=2, coin=1)
    give(g, "white", wool=1)
    act(g, "red", "play wedding")
    assert g.phase == "wedding" and sorted(g.awaiting()) == ["blue", "white"]
    refused(g, "blue", "give 1 ore", code="give_count")
    events = act(g, "blue", "give 1 ore 1 coin")
    given = only(events, "CardsGiven")
    assert given.to_dict("white")["cards"] is None
    assert given.to_dict("red")["cards"] == {"ore": 1, "coin": 1}
    assert g.awaiting() == ["white"]
    assert str(g.default_action("white")) == "give 1 wool"
    act(g, "white", "give 1 wool")
    assert (
        hand(g, "red")["ore"] == 1 and hand(g, "red")["coin"] == 1 and hand(g, "red")["wool"] == 1
    )
    assert g.phase == "main"
    assert_conserved(g)


def test_21_46_wedding_refused_with_no_richer_opponent() -> None:
    """CK-13.6, CK-21.46: an opponent with more VP and at least one card is needed; an equal one
    does not give."""
    g = red_roads("wedding")
    place(g, "blue", settlement=1)
    give(g, "blue", ore=3)
    place(g, "white", city=54)
    assert playable(g, "red", "wedding") == (False, "no_richer_opponent")


def test_spy_takes_a_spy_and_plays_it_this_turn() -> None:
    """CK-13.6: a Spy taken may be used in the same turn (CK-13.5: a card received this turn may be
    played this turn)."""
    g = red_roads("spy")
    progress_cards(g, "blue", "spy")
    progress_cards(g, "white", "crane")
    act(g, "red", "play spy blue")
    act(g, "red", "spy spy")
    refused(g, "red", "play spy blue", code="no_progress_cards")
    refused(g, "red", "play spy red", code="not_an_opponent")
    act(g, "red", "play spy white")
    act(g, "red", "spy crane")
    assert state(g).progress[seat(g, "red")] == ["crane"]
    assert_conserved(g)


def test_politics_notation_round_trip() -> None:
    """docs/players.md, Action notation: every politics answer and the repair read back what `str`
    writes."""
    from engine.rules.cities_knights.cards.deserter import DesertKnight, PlaceDeserter
    from engine.rules.cities_knights.cards.diplomat import DiplomatRoad
    from engine.rules.cities_knights.cards.politics import GiveCards, SpyTake
    from engine.rules.cities_knights.cards.saboteur import RepairCity
    from engine.rules.cities_knights.dirty_trick import CommitKnights

    g = playing()
    for action in (
        DesertKnight(9),
        PlaceDeserter(37, 2),
        PlaceDeserter(),
        DiplomatRoad((31, 37)),
        DiplomatRoad(),
        RepairCity(26),
        SpyTake("smith"),
        GiveCards((("ore", 1), ("coin", 1))),
        CommitKnights((25, 47)),
        CommitKnights(),
    ):
        assert g.parse(str(action)) == action, str(action)
    refused(g, "red", "commit 25 25", code="bad_notation")
