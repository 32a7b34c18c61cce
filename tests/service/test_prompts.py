"""What a new player trips over, on the service's side: prompts after every
move, the legal spots marked on the board of a placement, the board at set-up's end, the
"places again" line, fresh deadline words, junk out of turn, and the end of the game."""

from __future__ import annotations

import random

import pytest

from bot.common.summary import final_lines
from bot.service import Outcome, Refusal, Service
from bot.service.prompts import PLACEMENTS
from bot.service.records import scores
from bot.store import deadlines
from bot.store.records import GameRecord, PlayerResult

from .conftest import Clock
from .helpers import BY_ID, PLAYERS, choose, play_one, started_table

# The game's rules through the service: one store is enough (see tests/conftest.py).
pytestmark = pytest.mark.game_rules


def spots_of(legal: list[str]) -> dict[str, list[object]]:
    """The spots named by legal moves, by kind (what a placement's picture must mark)."""
    out: dict[str, list[object]] = {}
    for move in legal:
        words = move.split()
        if words[:2] == ["build", "settlement"]:
            out.setdefault("intersections", []).append(int(words[2]))
        elif words[:2] == ["build", "road"]:
            out.setdefault("paths", []).append(words[2])
        elif words[0] == "robber" and words[1] not in out.get("hexes", []):
            out.setdefault("hexes", []).append(words[1])
    return out


async def moves(service: Service, seed: int, count: int) -> list[tuple[str, str, Outcome]]:
    """Random moves of a started table, stopping at the end of the game."""
    rng = random.Random(seed)
    played = []
    for _ in range(count):
        step = await play_one(service, 42, rng)
        if step is None:
            break
        played.append(step)
    return played


async def test_item4_every_awaited_player_is_told_what_to_do(service: Service) -> None:
    """After every move, each awaited player gets a prompt: the public words of
    what they must do and a private how-to, addressed to who plays the seat."""
    started = await started_table(service)
    assert [p.player for p in started.prompts] == list(started.awaiting)
    for _user, _move, outcome in await moves(service, 3, 400):
        if outcome.version is None or outcome.finished:
            continue
        assert [p.player for p in outcome.prompts] == list(outcome.awaiting)
        for prompt in outcome.prompts:
            assert prompt.user == prompt.player and prompt.doing and prompt.private
            assert prompt.task != "decide", prompt


async def test_item4_a_seven_tells_the_roller_to_move_the_robber(service: Service) -> None:
    """After a 7 (and any discards), the roller is told to move the robber, and
    those who must discard are told how many cards."""
    await started_table(service)
    rng = random.Random(1)
    told = False
    for _ in range(1500):
        step = await play_one(service, 42, rng)
        assert step is not None and not step[2].finished
        user, _move, outcome = step
        if not any(" rolled 7 " in line for line in outcome.public):
            continue
        view = (await service.tables.board(42)).view or {}
        owed = view.get("discards") or {}
        for prompt in outcome.prompts:
            if owed:
                assert prompt.task == "discard" and str(owed[prompt.player]) in prompt.doing
            else:
                assert (prompt.player, prompt.task) == (user, "robber")
                assert "robber" in prompt.doing and "/robber" in prompt.private
                told = True
        if told:
            break
    assert told


async def test_item2_a_placement_board_marks_the_legal_spots(service: Service) -> None:
    """When someone must place a set-up settlement or road, free roads or the
    robber, the board goes up with exactly the engine's legal spots marked."""
    started = await started_table(service)
    seen = set()
    outcomes = [started] + [o for _u, _m, o in await moves(service, 4, 600)]
    for outcome in outcomes:
        placing = [p for p in outcome.prompts if p.task in PLACEMENTS]
        if not placing:
            continue
        (prompt,) = placing
        seen.add(prompt.task)
        assert outcome.post_board and outcome.view is not None
        assert outcome.highlight == prompt.spots and prompt.spots
    assert {"settlement", "setup_road", "robber"} <= seen


async def test_item2_the_marked_spots_are_the_legal_ones_now(service: Service) -> None:
    """At each placement, the marked spots are the legal moves at that moment."""
    started = await started_table(service)
    outcome = started
    rng = random.Random(6)
    for _ in range(200):
        placing = [p for p in outcome.prompts if p.task in PLACEMENTS]
        for prompt in placing:
            assert dict(prompt.spots) == spots_of(await service.tables.legal(42, prompt.player))
        step = await play_one(service, 42, rng)
        assert step is not None
        outcome = step[2]


async def test_item12_the_board_goes_up_through_set_up_and_when_it_ends(service: Service) -> None:
    """Every set-up placement posts a fresh board, including the last seat's
    first placement (it places again at once) and the last set-up road (turn 1 begins)."""
    started = await started_table(service)
    rng = random.Random(2)
    outcome = started
    while outcome.view is None or outcome.view.get("phase") == "setup":
        assert outcome.post_board and outcome.view is not None
        user = outcome.awaiting[0]
        outcome = await service.play.act(42, BY_ID[user], await choose(service, 42, user, rng))
    assert outcome.view["phase"] == "roll" and outcome.post_board


async def test_item8_the_last_seat_places_again(service: Service) -> None:
    """In set-up's snake order the last seat places twice in a row; the move
    that ends its first placement says so, once in the whole set-up."""
    started = await started_table(service)
    rng = random.Random(3)
    outcome, lines, placers = started, [], []
    while outcome.view is None or outcome.view.get("phase") == "setup":
        user = outcome.awaiting[0]
        placers.append(user)
        outcome = await service.play.act(42, BY_ID[user], await choose(service, 42, user, rng))
        lines += [line for line in outcome.public if "places again" in line]
    last = placers[4]  # each seat places a settlement and a road: the third seat's pair
    assert placers[4:8] == [last] * 4
    assert lines == [f"{BY_ID[last].name} places again."]


async def test_item5_the_status_says_what_the_clock_waits_for_now(
    service: Service, clock: Clock
) -> None:
    """The turn's one clock runs on after a roll or a robber move, and the
    status (and the timer's words) then say what the player must do now."""
    started = await started_table(service, turn_time="2h")
    rng = random.Random(9)
    checked = set()
    for _ in range(600):
        clock.now += 30
        step = await play_one(service, 42, rng)
        assert step is not None and not step[2].finished
        status = await service.tables.status(42)
        view = (await service.tables.board(42)).view or {}
        current = view.get("current")
        name = BY_ID[current].name
        line = next((x for x in status.public if x.startswith(f"{name} has until")), None)
        phase = view["phase"]
        if line is None:  # the current player is not awaited (others discard)
            continue
        words = {"roll": "to roll", "main": "to finish their turn", "robber": "move the robber"}
        if phase in words and not view.get("trade"):
            assert words[phase] in line, (phase, line)
            checked.add(phase)
        if phase == "robber":
            assert f"➡️ {name}: move the robber." in status.public
        if checked == set(words):
            break
    assert checked == {"roll", "main", "robber"}
    assert started.table is not None
    async with service.store.reading() as db:
        pending = await deadlines.pending_for_table(db, started.table)
    assert {d.player: d.kind for d in pending}[current] == phase


async def test_item12_junk_out_of_turn_hears_not_your_move(service: Service) -> None:
    """Unreadable input from a player the game is not waiting for is refused
    as "not your move" first; from the awaited player, as unreadable."""
    started = await started_table(service)
    waiting = started.awaiting[0]
    other = next(u for u in PLAYERS if u.id != waiting)
    with pytest.raises(Refusal) as out_of_turn:
        await service.play.act(42, other, "frobnicate the dice")
    assert out_of_turn.value.code == "not_your_turn"
    with pytest.raises(Refusal) as in_turn:
        await service.play.act(42, BY_ID[waiting], "frobnicate the dice")
    assert in_turn.value.code != "not_your_turn"


async def test_item7_the_win_is_said_once_after_the_last_moves_lines(service: Service) -> None:
    """The last move's outcome carries its own lines but not the win; the one
    win message is the final lines, which the adapters post after everything else."""
    started = await started_table(service, vp_to_win=5)
    played = await moves(service, 2, 5000)
    final = played[-1][2]
    assert final.finished and final.winner is not None and final.public
    assert not any("wins" in line for line in final.public)
    assert not final.prompts and not final.ping
    assert started.table is not None
    record = await service.tables.record(started.table)
    assert record is not None
    said = final_lines(record)
    assert sum("wins" in line for line in said) == 1 and said[0].startswith("🏆 ")


def test_item7_the_summary_names_the_hidden_victory_point_cards() -> None:
    """The final scores say how many victory point cards each player kept
    hidden until the end (counted from the points visible during the game)."""
    results = [
        PlayerResult("1", "Ann", 0, public_vp=8, total_vp=10, won=True),
        PlayerResult("2", "Bo", 1, public_vp=6, total_vp=7, won=False),
        PlayerResult("3", "Cy", 2, public_vp=5, total_vp=5, won=False),
    ]
    record = GameRecord(1, None, "42", "won", "1", {}, {}, 10, 30, 0.0, 1.0, results, [], [])
    lines = final_lines(record)
    assert lines[0] == "🏆 Ann wins after 30 turns!"
    assert lines[1] == (
        "Final scores: Ann 10 (with 2 hidden victory point cards), "
        "Bo 7 (with 1 hidden victory point card), Cy 5."
    )


async def test_item7_the_record_keeps_the_points_visible_during_the_game(
    service: Service,
) -> None:
    """The record's visible points leave out the cards the end revealed."""
    await started_table(service)
    table = await service.core.latest(42)
    game = await service.core.game(table)
    before = scores(game)
    after = scores(game, {p: 1 for p in before})
    assert all(after[p]["public"] == before[p]["public"] - 1 for p in before)
    assert all(after[p]["total"] == before[p]["total"] for p in before)
