"""Offering a trade on Discord with a resource picker (the hand beside it,
only cards held can be given), to one, several or all players; counter-offers by the same
picker; strangers refused; the picker keeps working across a restart."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.bot.world import World, button, components, open_table, world


async def main_phase(w: World, thread: Any) -> tuple[Any, dict[str, int]]:
    """Set-up and a roll played through the service (a 7's discards and robber too) until the
    current player may trade holding cards; then a fresh panel. Returns the current player's
    actor and hand."""
    for _ in range(200):
        view = (await w.service.tables.board(thread.id)).view or {}
        current = str(view.get("current"))
        legal = await w.service.tables.legal(thread.id, current)
        hand = (await w.service.tables.hand(thread.id, current)).view or {}
        held = dict(hand["you"]["hand"])
        if view.get("phase") == "main" and sum(held.values()) >= 2:
            break
        status = await w.service.tables.status(thread.id)
        mover = status.awaiting[0]
        moves = await w.service.tables.legal(thread.id, mover)
        move = "end" if "end" in moves else "roll" if "roll" in moves else moves[0]
        await w.service.play.act(thread.id, mover, move)
    else:
        raise AssertionError("no main phase with cards in hand")
    assert "end" in legal
    await w.by_id[current].slash(thread, "panel")
    return w.by_id[current], held


def cards(counts: dict[str, int]) -> dict[str, int]:
    """The resources of a view's counts that are there."""
    return {r: n for r, n in counts.items() if n}


def options(message: Any, action: str) -> list[str]:
    """The option values of a message's select for an action."""
    cid = button(message, action)
    select = next(c for c in components(message) if c.get("custom_id") == cid)
    return [str(o["value"]) for o in select["options"]]


async def open_picker(actor: Any, thread: Any) -> Any:
    """The offer picker, opened from the panel's trade menu."""
    panel = thread.last_message
    menu = (await actor.click(panel, custom_id=button(panel, "trade"))).response
    assert menu is not None
    picker = (await actor.click(menu, custom_id=button(menu, "offer"))).response
    assert picker is not None and "Your hand:" in picker.content, picker
    return picker


async def pick(actor: Any, picker: Any, action: str, values: list[str]) -> Any:
    """Choose in one of the picker's selects; the picker as redrawn."""
    result = await actor.select(picker, values, custom_id=button(picker, action))
    assert result.response is not None, result
    return result.response


async def one_for_one(actor: Any, thread: Any, held: dict[str, int]) -> tuple[Any, str, str]:
    """The picker with one card held given and one other resource asked for: the picker as
    redrawn, what is given, what is asked."""
    give = next(r for r, n in held.items() if n > 0)
    get = next(r for r in ("lumber", "brick", "wool", "grain", "ore") if r != give)
    picker = await open_picker(actor, thread)
    picker = await pick(actor, picker, "tgive", [give])
    picker = await pick(actor, picker, "tget", [get])
    return picker, give, get


async def test_the_picker_shows_the_hand_and_gives_only_cards_held(tmp_path: Path) -> None:
    """Item 9: the hand is shown beside the picker; a resource leaves the give list once all
    of it is picked, and one not held is never offered."""
    async with world(tmp_path / "t.db") as w:
        thread = await open_table(w)
        actor, held = await main_phase(w, thread)
        picker = await open_picker(actor, thread)
        givable = options(picker, "tgive")
        assert set(givable) == {r for r, n in held.items() if n > 0}
        resource = min(givable, key=lambda r: held[r])
        for _ in range(held[resource]):
            picker = await pick(actor, picker, "tgive", [resource])
        assert resource not in options(picker, "tgive")
        assert f"You give: {held[resource]} {resource}." in picker.content


async def test_an_offer_to_one_player_by_picker(tmp_path: Path) -> None:
    """Item 9: cards on both sides and one player asked; the offer goes to that player only."""
    async with world(tmp_path / "t.db") as w:
        thread = await open_table(w)
        actor, held = await main_phase(w, thread)
        picker, give, get = await one_for_one(actor, thread, held)
        other = next(p for p in options(picker, "tto") if p not in ("all", str(actor.id)))
        picker = await pick(actor, picker, "tto", [other])
        sent = await actor.click(picker, custom_id=button(picker, "tsend"))
        assert sent.response.content.startswith("✅"), sent.response.content
        trade = ((await w.service.tables.board(thread.id)).view or {})["trade"]
        assert trade["to"] == [other], trade
        assert (cards(trade["give"]), cards(trade["get"])) == ({give: 1}, {get: 1})


async def test_an_offer_to_several_and_to_everyone_by_picker(tmp_path: Path) -> None:
    """Item 9: asking two players names both; asking everyone names every other player."""
    async with world(tmp_path / "t.db") as w:
        thread = await open_table(w)
        actor, held = await main_phase(w, thread)
        picker, _, _ = await one_for_one(actor, thread, held)
        others = [p for p in options(picker, "tto") if p != "all"]
        picker = await pick(actor, picker, "tto", others)
        await actor.click(picker, custom_id=button(picker, "tsend"))
        trade = ((await w.service.tables.board(thread.id)).view or {})["trade"]
        assert sorted(trade["to"]) == sorted(others)
        picker = await pick(actor, picker, "tto", ["all"])
        assert "to everyone" in picker.content
        await actor.click(picker, custom_id=button(picker, "tsend"))
        trade = ((await w.service.tables.board(thread.id)).view or {})["trade"]
        assert sorted(trade["to"]) == sorted(others)


async def test_a_counter_offer_by_the_same_picker(tmp_path: Path) -> None:
    """Item 9: another player answers an open offer with a proposal from the same picker,
    opened by the panel's Counter-offer button."""
    async with world(tmp_path / "t.db") as w:
        thread = await open_table(w)
        actor, held = await main_phase(w, thread)
        give = next(r for r, n in held.items() if n > 0)
        await w.service.play.act(
            thread.id,
            str(actor.id),
            f"offer 1 {give} for 1 ore" if give != "ore" else "offer 1 ore for 1 grain",
        )
        await actor.slash(thread, "panel")
        other = next(p for p in w.players if p is not actor)
        hand = dict(
            ((await w.service.tables.hand(thread.id, str(other.id))).view or {})["you"]["hand"]
        )
        panel = thread.last_message
        picker = (await other.click(panel, custom_id=button(panel, "offer"))).response
        assert picker is not None and picker.content.startswith("**Propose a trade**"), picker
        assert set(options(picker, "tgive")) == {r for r, n in hand.items() if n > 0}
        mine = next(r for r, n in hand.items() if n > 0)
        picker = await pick(other, picker, "tgive", [mine])
        wanted = next(r for r, n in held.items() if n > 0 and r != mine)
        picker = await pick(other, picker, "tget", [wanted])
        sent = await other.click(picker, custom_id=button(picker, "tsend"))
        assert sent.response.content.startswith("✅"), sent.response.content
        view = (await w.service.tables.board(thread.id)).view or {}
        proposal = {"from": str(other.id), "give": {mine: 1}, "get": {wanted: 1}}
        assert [
            {**c, "give": cards(c["give"]), "get": cards(c["get"])} for c in view["counter_offers"]
        ] == [proposal]


async def test_a_stranger_pressing_the_picker_buttons_is_refused(tmp_path: Path) -> None:
    """Item 9: someone without a seat who presses the panel's Trade or Counter-offer button
    gets a private refusal, no picker, and the game does not change. (The picker itself is
    private: only its owner can press it.)"""
    async with world(tmp_path / "t.db") as w:
        thread = await open_table(w)
        actor, held = await main_phase(w, thread)
        give = next(r for r, n in held.items() if n > 0)
        want = "grain" if give == "ore" else "ore"
        await w.service.play.act(thread.id, str(actor.id), f"offer 1 {give} for 1 {want}")
        await actor.slash(thread, "panel")
        before = (await w.service.tables.status(thread.id)).version
        panel = thread.last_message
        for action in ("trade", "offer"):
            pressed = await w.stranger.click(panel, custom_id=button(panel, action))
            assert pressed.response is not None and pressed.ephemeral, pressed
            assert not components(pressed.response)
            assert "seat" in pressed.response.content, pressed.response.content
        assert (await w.service.tables.status(thread.id)).version == before


async def test_the_picker_works_across_a_restart(tmp_path: Path) -> None:
    """Item 9: what is picked lives in the ids, so a picker opened before a restart finishes
    its offer after it."""
    path = tmp_path / "t.db"
    async with world(path) as w:
        thread = await open_table(w)
        actor, held = await main_phase(w, thread)
        give = next(r for r, n in held.items() if n > 0)
        get = next(r for r in ("lumber", "brick", "wool", "grain", "ore") if r != give)
        picker = await open_picker(actor, thread)
        picker = await pick(actor, picker, "tgive", [give])
        await w.restart(path)
        picker = await pick(actor, picker, "tget", [get])
        sent = await actor.click(picker, custom_id=button(picker, "tsend"))
        assert sent.response.content.startswith("✅"), sent.response.content
        trade = ((await w.service.tables.board(thread.id)).view or {})["trade"]
        assert (cards(trade["give"]), cards(trade["get"])) == ({give: 1}, {get: 1})


async def test_a_second_press_of_send_is_refused_and_the_answers_stand(tmp_path: Path) -> None:
    """Item 9 with 'two clicks never both apply': Send carries the table's version of its last
    redraw, so pressing it again after the offer went out (and someone answered) is refused and
    does not send the offer again, which would clear the answers given."""
    async with world(tmp_path / "t.db") as w:
        thread = await open_table(w)
        actor, held = await main_phase(w, thread)
        picker, _, _ = await one_for_one(actor, thread, held)
        send = button(picker, "tsend")
        first = await actor.click(picker, custom_id=send)
        assert first.response.content.startswith("✅"), first.response.content
        trade = ((await w.service.tables.board(thread.id)).view or {})["trade"]
        answerer = trade["to"][0]
        await w.service.play.act(thread.id, answerer, "decline")
        again = await actor.click(picker, custom_id=send)
        assert not again.response.content.startswith("✅"), again.response.content
        trade = ((await w.service.tables.board(thread.id)).view or {})["trade"]
        assert answerer in trade["declined"], trade
