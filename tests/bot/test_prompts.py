"""What a new player trips over, seen in Discord: the prompts, the legal spots
marked on the board, the board at every set-up placement and when set-up ends, junk typed out
of turn; and, Discord-free, the discard picker's order, discard suggestions and road words."""

from __future__ import annotations

from pathlib import Path

from bot.common.choices import Table, rank
from bot.common.spots import BoardText
from bot.discord_app.components import Ref
from bot.discord_app.turn.discard import EMPTY, picker
from engine import Game, GameConfig
from tests.bot.world import open_table, world

PLAYERS = ("ann", "bo", "cy")


def marked(legal: list[str]) -> dict[str, list[object]]:
    """The highlight a placement's board must carry for these legal moves."""
    nodes = [int(m.split()[2]) for m in legal if m.startswith("build settlement")]
    paths = [m.split()[2] for m in legal if m.startswith("build road")]
    return {"intersections": nodes} if nodes else {"paths": paths}


async def test_item4_item2_item12_set_up_in_discord(tmp_path: Path) -> None:
    """Each set-up placement posts a board marking the legal
    spots and names whom the game waits for and what for; the mover hears privately what comes
    next; the last seat's first placement says it places again; the last set-up road posts the
    board of turn 1."""
    async with world(tmp_path / "bot.db") as w:
        thread = await open_table(w)
        again = 0
        for step in range(12):  # three seats, two settlements and two roads each
            (first,) = (await w.service.tables.status(thread.id)).awaiting
            post = thread.last_message
            assert post.attachments, (step, post.content)
            legal = await w.service.tables.legal(thread.id, first)
            assert w.pictures.highlights[-1] == marked(legal)
            doing = "place a settlement" if "settlement" in legal[0] else "place a road"
            assert f"<@{first}>: {doing}" in post.content
            again += "places again." in post.content
            piece, spot = legal[0].split()[1:]
            done = await w.by_id[first].slash(thread, f"build {piece}", spot=spot)
            if piece == "settlement":
                assert "➡️ Place a road from your new settlement" in done.response.content
        assert again == 1
        turn_one = thread.last_message
        assert turn_one.attachments and "to roll" in turn_one.content
        assert "roll the dice" in turn_one.content and w.pictures.highlights[-1] is None


async def test_item12_junk_typed_out_of_turn_hears_not_your_move(tmp_path: Path) -> None:
    """A spot that is not one, typed by a player the game is not waiting for,
    is answered with "not your move" rather than a complaint about what was typed."""
    async with world(tmp_path / "bot.db") as w:
        thread = await open_table(w)
        (first,) = (await w.service.tables.status(thread.id)).awaiting
        other = next(p for p in w.players if str(p.id) != first)
        typed = await other.slash(thread, "build settlement", spot="over there")
        assert typed.response.content.startswith("It is not your move; waiting for")
        mine = await w.by_id[first].slash(thread, "build settlement", spot="over there")
        assert not mine.response.content.startswith("It is not your move")


def test_item6_the_discard_picker_offers_the_largest_pile_first() -> None:
    """The picker lists the resources from the largest pile down (discarding
    its surplus keeps the hand balanced), and counts cards in the singular for one."""
    ref = Ref(1, 5, "pick")
    text, view = picker(ref, 4, {"lumber": 1, "wool": 3, "ore": 5, "grain": 3}, EMPTY)
    options = view.to_components()[0]["components"][0]["options"]
    assert [o["value"] for o in options] == ["ore", "wool", "grain", "lumber"]
    assert text.startswith("Discard 4 cards.")
    assert picker(ref, 1, {"ore": 2}, EMPTY)[0].startswith("Discard 1 card.")


def test_item6_discard_suggestions_keep_the_hand_balanced() -> None:
    """The best discard first is the one that leaves the most even hand: the
    surplus of the largest piles goes."""
    g = Game.new(GameConfig(players=PLAYERS, seed=1, map="beginner"))
    hand = {"lumber": 1, "brick": 0, "wool": 2, "grain": 2, "ore": 5}
    legal = [
        "discard 4 ore",
        "discard 1 lumber 1 wool 1 grain 1 ore",
        "discard 2 wool 2 grain",
        "discard 3 ore 1 wool",
        "discard 1 wool 1 grain 2 ore",
    ]
    ranked = rank(legal, Table(g.view(None), {}, "ann", hand))
    assert {c.value for c in ranked[:2]} == {"discard 4 ore", "discard 3 ore 1 wool"}
    assert [c.value for c in ranked[2:]] == [
        "discard 1 wool 1 grain 2 ore",
        "discard 1 lumber 1 wool 1 grain 1 ore",
        "discard 2 wool 2 grain",
    ]


def test_item10_no_road_leads_toward_an_intersection_nobody_can_build_on() -> None:
    """A road is worded "toward" an intersection only when the engine says a
    settlement may still stand there (the distance rule is the engine's)."""
    g = Game.new(GameConfig(players=PLAYERS, seed=1, map="beginner"))
    player = g.awaiting()[0]
    g.apply(player, "build settlement 12")
    spots = BoardText(g.view(None))
    open_ = set(g.view(None)["open_intersections"])
    for move in g.legal_actions(player):
        path = str(move).split()[-1]
        end = spots.far_end(path, player)
        words = spots.path(path, player)
        assert ("toward" in words) == (end is not None)
        assert end is None or end in open_
    blocked_far = [
        p["id"]
        for p in g.view(None)["board"]["paths"]
        if 12 in (p["a"], p["b"]) and (p["a"] + p["b"] - 12) not in open_
    ]
    assert blocked_far and all("toward" not in spots.path(p, player) for p in blocked_far)
