"""A game's page on the web side: a running game's public board, panel and log; a finished
game's board turn by turn, log and summary; reachable only through its key while its server
shows its games; and the same pages whatever is hidden (hands, decks, progress cards, fog)."""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from aiohttp.test_utils import TestClient, TestServer

from bot.pictures import Pictures
from bot.service import Service, replays
from bot.service.core import Core
from bot.service.messages import hand_lines, logged_lines
from bot.service.web_side import WebSide, open_read_only
from bot.store import actions
from bot.web import make_app
from bot.web.app import PAGES
from engine import Game
from tests.service.helpers import play_one
from tests.web.conftest import NewDatabase
from tests.web.games import CHANNEL, Played, hide_otherwise, play_game
from words import ENGLISH, speak
from words.common import card

pytestmark = pytest.mark.asyncio(loop_scope="module")

#: (rules, options) of the games whose pages are checked for hidden information: the base
#: game, Cities & Knights (progress cards) and Seafarers' Fog Island (fog hexes).
GAMES = {
    "base": ("base", {"vp": 5}),
    "cities_knights": ("cities_knights", {"vp": 6}),
    "fog_island": ("seafarers", {"scenario": "fog_island", "vp": 6}),
}


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def running(new_database: NewDatabase) -> Played:
    return await play_game(await new_database(), moves=60)


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def finished(new_database: NewDatabase) -> Played:
    made = await play_game(await new_database(), options={"vp": 5})
    assert made.over
    return made


async def _client(path: str | Path) -> AsyncIterator[TestClient]:  # type: ignore[type-arg]
    store = await open_read_only(path)
    try:
        async with TestClient(TestServer(make_app(WebSide(Core(store=store))))) as c:
            yield c
    finally:
        await store.close()


async def _fetch(path: str | Path, *addresses: str) -> list[tuple[int, bytes]]:
    """Each address's status and body, from a web side freshly opened on `path`."""
    out = []
    async for c in _client(path):
        for address in addresses:
            answer = await c.get(address)
            out.append((answer.status, await answer.read()))
    return out


async def _final_game(played: Played) -> tuple[Game, dict[str, str], list[str]]:
    """The game as it stands, its players' names and every public line of its log."""
    service = await Service.open(played.path)
    try:
        table = await service.core.latest(CHANNEL)
        game = await service.core.game(table)
        async with service.core.store.reading() as db:
            rows = await actions.actions_after(db, table.id, 0)
        lines = [speak(s, ENGLISH) for r in rows for s in logged_lines(r.events, table.names)]
        return game, table.names, lines
    finally:
        await service.close()


async def test_a_running_games_page_shows_its_public_board_panel_and_log(
    running: Played,
) -> None:
    """A running game's page shows the board drawn from the public view (the spectator's:
    no hand), the panel's lines (points, whose turn) and the public lines of its latest moves,
    in the game's language, and loads the one script file that follows the game."""
    (page, board) = await _fetch(
        running.path, f"/game/{running.key}", f"/game/{running.key}/board.png"
    )
    text = page[1].decode()
    assert page[0] == 200 and "Game 1" in text
    assert "Points:" in text and re.search(r"<ol class=\"log\" reversed>\s*<li value=", text)
    assert '<script src="/static/game.js" defer></script>' in text
    assert "<script>" not in text and " on" + "click=" not in text
    game, names, _ = await _final_game(running)
    drawn = await Pictures().board(game.view(None), names)
    assert board == (200, drawn)


async def test_a_running_games_log_leaves_out_what_played_moves_leaves_out(
    running: Played, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A running game's recent log reads the action log through `played_moves`, the one filter
    of exports and replays: a move it leaves out (as a move taken back will be) is not on the
    page, while the moves before it still are."""
    (before,) = await _fetch(running.path, f"/game/{running.key}")
    last = max(int(n) for n in re.findall(r'<li value="(\d+)">', before[1].decode()))
    kept = replays.played_moves
    monkeypatch.setattr(
        replays, "played_moves", lambda rows: [r for r in kept(rows) if r.seq != last]
    )
    (after,) = await _fetch(running.path, f"/game/{running.key}")
    shown = re.findall(r'<li value="(\d+)">', before[1].decode())
    left = re.findall(r'<li value="(\d+)">', after[1].decode())
    assert str(last) not in left and left == [n for n in shown if n != str(last)]


async def test_a_finished_games_page_steps_through_the_turns_with_log_and_summary(
    finished: Played,
) -> None:
    """A finished game's page has the board turn by turn (a slider from the start to the end,
    the last turn shown first), each turn's public log lines, the end-of-game summary and the
    points chart; its last step is the game's final public board."""
    (page,) = await _fetch(finished.path, f"/game/{finished.key}")
    text = page[1].decode()
    last = int(re.findall(r'id="step" min="0" max="(\d+)"', text)[0])
    assert last > 10 and text.count("<section data-label=") == last + 1
    assert "Start" in text and "Turn 3" in text and "End" in text
    assert "wins" in text and "summary.png" in text
    steps = await _fetch(
        finished.path,
        f"/game/{finished.key}/turn/0.png",
        f"/game/{finished.key}/turn/{last}.png",
        f"/game/{finished.key}/turn/{last + 1}.png",
        f"/game/{finished.key}/summary.png",
    )
    assert [s for s, _ in steps] == [200, 200, 404, 200]
    game, names, _ = await _final_game(finished)
    assert steps[1][1] == await Pictures().board(game.view(None), names)


async def test_each_log_line_of_a_finished_game_sits_under_its_own_turn(
    finished: Played,
) -> None:
    """The "Turn N: X to play" line opens turn N's section, followed by that turn's moves; it
    never closes the section of the turn before. The start's section holds the setup, and the
    last turn's holds the win."""
    (page,) = await _fetch(finished.path, f"/game/{finished.key}")
    sections = re.findall(
        r'<section data-label="([^"]*)"[^>]*>.*?</h3>\s*(.*?)</section>', page[1].decode(), re.S
    )
    turns = 0
    for label, body in sections:
        lines = re.findall(r"<li>(.*?)</li>", body)
        opening = [i for i, line in enumerate(lines) if re.match(r"Turn \d+: ", line)]
        if label.startswith("Turn "):
            turns += 1
            number = label.removeprefix("Turn ")
            assert opening == [0] and lines[0].startswith(f"Turn {number}: "), (label, lines)
        else:
            assert opening == [], (label, lines)
    assert turns > 10 and sections[0][0] == "Start" and "built a settlement" in sections[0][1]
    assert "wins!" in sections[-2][1] and sections[-1][0] == "End"


async def test_a_spectator_gets_the_previous_page_while_the_new_one_is_made(
    new_database: NewDatabase, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a move, a running game's page is made again in the background: while its board
    is being drawn (held here), the page and its version answer as they were at once; the
    version moves on only once the new page and its board are made, so a spectator's page
    reloaded for it finds both made."""
    played = await play_game(await new_database(), moves=20)
    held, go = asyncio.Event(), asyncio.Event()
    draw = Pictures.board

    async def board(self: Pictures, *args: Any, **kwargs: Any) -> bytes:
        if held.is_set():
            await go.wait()
        return await draw(self, *args, **kwargs)

    monkeypatch.setattr(Pictures, "board", board)
    store = await open_read_only(played.path)
    app = make_app(WebSide(Core(store=store)), fresh=0.0)
    try:
        async with TestClient(TestServer(app)) as c:
            page, version = f"/game/{played.key}", f"/game/{played.key}/version"
            old = await (await c.get(page)).text()
            assert await (await c.get(version)).text() == f"{played.moves} playing"
            service = await Service.open(played.path, rng=random.Random(1))
            try:
                assert await play_one(service, CHANNEL, random.Random(1)) is not None
                moved = (await service.core.latest(CHANNEL)).row.version
            finally:
                await service.close()
            held.set()
            # A guard against a hang, not a measure: the answer needs no drawing at all.
            asked = asyncio.ensure_future(c.get(version))
            await asyncio.wait([asked], timeout=60)
            assert asked.done(), "the version waited for the board to be drawn"
            assert await asked.result().text() == f"{played.moves} playing"
            assert await (await c.get(page)).text() == old
            go.set()
            await app[PAGES].kept.idle()
            assert await (await c.get(version)).text() == f"{moved} playing"
            new = await (await c.get(page)).text()
            assert new != old and f'data-version="{moved} playing"' in new
            game, names, _ = await _final_game(played)
            board_png = await (await c.get(f"/game/{played.key}/board.png")).read()
            assert board_png == await draw(Pictures(), game.view(None), names)
    finally:
        await store.close()


async def test_a_game_is_shown_only_while_its_server_shows_games(
    new_database: NewDatabase,
) -> None:
    """A game's page answers only through its key, and only while a server manager has
    turned the server's game pages on (`/game web`); otherwise it is the plain 404."""
    hidden = await play_game(await new_database(), moves=5, shown=False)
    (page,) = await _fetch(hidden.path, f"/game/{hidden.key}")
    assert page[0] == 404
    service = await Service.open(hidden.path)
    try:
        await service.game_pages.set("7", "1", "on", manager=True)
    finally:
        await service.close()
    found = await _fetch(hidden.path, f"/game/{hidden.key}", f"/game/{hidden.key[:-1]}x", "/game/1")
    assert [s for s, _ in found] == [200, 404, 404]


async def test_only_a_server_manager_turns_the_game_pages_on(tmp_path: Path) -> None:
    """`/game web on` is the server's opt-in: anyone may ask how it stands, only a member who
    can manage the server changes it."""
    from bot.service import Refusal

    service = await Service.open(tmp_path / "h.db")
    try:
        with pytest.raises(Refusal, match="manage the server"):
            await service.game_pages.set("7", "1", "on", manager=False)
        assert "no pages" in await service.game_pages.set("7", "1", "status", manager=False)
        assert "have pages" in await service.game_pages.set("7", "1", "on", manager=True)
    finally:
        await service.close()


def _card_names(game: Game) -> set[str]:
    """The names of the cards held hidden: development cards and progress cards."""
    held = {str(kind) for devs in game.devs for kind, _turn in devs}
    ck = game.ext.get("cities_knights")
    if ck is not None:
        held |= {str(c) for hand in ck.progress for c in hand}  # type: ignore[attr-defined]
    return {card(ENGLISH, c).lower() for c in held}


@pytest.mark.parametrize("name", list(GAMES))
@pytest.mark.parametrize("over", [False, True], ids=["running", "finished"])
async def test_a_games_page_is_the_same_whatever_is_hidden(
    tmp_path: Path, name: str, over: bool
) -> None:
    """Everything a game's page shows is public: dealt otherwise (the hands, the decks, the
    progress cards, the fog, the dice to come), with the same public moves, the game's page
    and its pictures are the same; and no card held hidden is named on it, nor any hand."""
    rules, options = GAMES[name]
    played = await play_game(
        tmp_path / "h.db", rules=rules, options=options, moves=None if over else 90
    )
    assert played.over == over
    key = played.key
    addresses = [f"/game/{key}", f"/game/{key}/version"]
    addresses.append(f"/game/{key}/summary.png" if over else f"/game/{key}/board.png")
    before = await _fetch(played.path, *addresses)
    side_before = await _side_model(played)
    await hide_otherwise(played.path, played.table, seed=11)
    game, names, log = await _final_game(played)
    after = await _fetch(played.path, *addresses)
    assert [s for s, _ in before] == [200, 200, 200]
    assert after == before
    assert await _side_model(played) == side_before
    page = before[0][1].decode().lower()
    public = " ".join(log).lower()
    for hidden in _card_names(game):
        if hidden not in public:
            assert hidden not in page, hidden
    for player in game.config.players:
        for line in hand_lines(game.view(player), names):
            assert speak(line, ENGLISH).lower() not in page


async def _side_model(played: Played) -> object:
    """What the web side reads of the game for its page (the views of a finished game's
    turns, or a running game's view, panel and log)."""
    store = await open_read_only(played.path)
    try:
        side = WebSide(Core(store=store))
        game = await side.game(played.key)
        assert game is not None
        return await (side.finished(game) if game.over else side.running(game))
    finally:
        await store.close()
