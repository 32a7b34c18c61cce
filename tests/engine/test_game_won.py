"""What the end of a game says: the summary names the hidden victory point cards,
and the view says where a settlement may still stand."""

from __future__ import annotations

from .vocab import (
    act,
    give,
    new_game,
    only,
    place,
    quiet_dice,
    roll,
    skip_setup,
    top_of_deck,
    total_vp,
)


def test_the_win_names_the_victory_point_cards_kept_hidden() -> None:
    """B-VP-3: the cards revealed at the end are counted in `GameWon.revealed`,
    per player, so the summary can say which points were hidden until then."""
    game = skip_setup(new_game())
    roll(game, "red", *quiet_dice(game))
    for spot in (1, 12, 22, 39):
        place(game, "red", city=spot)
    place(game, "red", settlement=48, road="44-48")
    assert total_vp(game, "red") == 9
    give(game, "red", wool=1, grain=1, ore=1)
    top_of_deck(game, "victory_point")
    events = act(game, "red", "buy development")
    won = only(events, "GameWon").to_dict(None)
    assert won["revealed"]["red"] == 1
    assert set(won["revealed"]) == set(game.players)
    assert sum(won["revealed"].values()) == 1


def test_the_view_lists_the_intersections_still_open_for_a_settlement() -> None:
    """`open_intersections` leaves out built intersections and their
    neighbours (the distance rule), so the bot never words a road as leading to them."""
    game = skip_setup(new_game())
    place(game, "red", settlement=12, road="12-17")
    place(game, "blue", city=40)
    view = game.view(None)
    built = {b["intersection"] for b in view["buildings"]}
    paths = view["board"]["paths"]
    near = {p["a"] for p in paths if p["b"] in built} | {p["b"] for p in paths if p["a"] in built}
    expected = {n["id"] for n in view["board"]["intersections"]} - built - near
    assert built and set(view["open_intersections"]) == expected
