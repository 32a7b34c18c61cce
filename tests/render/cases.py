"""The pictures kept as golden images: each case draws one from a real engine game."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw

import engine
from bot.common.spots import piece_spots
from bot.service.prompts import prompts
from render import (
    GameRecord,
    Highlight,
    PlayerResult,
    ProfileCard,
    RankingRow,
    RankingTable,
    StandingRow,
    StandingsTable,
    encode,
    fonts,
    palette,
    render_board,
    render_hand,
    render_profile,
    render_ranking,
    render_standings,
    render_summary,
    sprite,
)
from render.barbarians import draw_barbarians
from render.geometry import Layout
from render.pieces.buildings import CITY_SIZE, city_sprite
from render.pieces.cities import (
    FALLEN_SIZE,
    METROPOLIS_SIZE,
    WALL_HEIGHT,
    WALL_WIDTH,
    WALL_Y,
    fallen_sprite,
    metropolis_sprite,
    wall_sprite,
)
from render.pieces.knights import KNIGHT_SIZE, knight_sprite
from render.view import read_public
from tests.render import ck_positions, games, sea_games
from words import ENGLISH, Catalogue
from words.languages import DEFAULT, catalogue
from words.languages import LANGUAGES as SPOKEN

GOLDEN_DIR = Path(__file__).with_name("golden")


@cache
def _game(which: str, seed: int) -> games.Played:
    played: games.Played = getattr(games, which)(seed)
    return played


def spots(played: games.Played, prefix: str) -> list[str]:
    """The last word of each legal action of the player to act that starts with `prefix`."""
    player = sorted(played.game.awaiting())[0]
    return [a.split()[-1] for a in played.legal(player) if a.startswith(prefix)]


def board_setup(words: Catalogue = ENGLISH) -> bytes:
    """The beginner map just after the setup."""
    return render_board(_game("after_setup", 11).view(), names=games.NAMES, words=words)


def board_setup_spots() -> bytes:
    """Second setup round, the free spots for a settlement badged."""
    played = _game("setup_round_two", 11)
    hl = Highlight(intersections=[int(s) for s in spots(played, "build settlement")])
    return render_board(played.view(), highlight=hl, names=games.NAMES)


def board_setup_road() -> bytes:
    """Second setup round, a settlement just placed: the paths for its road badged."""
    played = _game("setup_road", 11)
    return render_board(
        played.view(), highlight={"paths": spots(played, "build road")}, names=games.NAMES
    )


def board_mid_roads() -> bytes:
    """Mid-game, the paths where the current player may build a road badged."""
    played = _game("mid_game", 11)
    hl = {"paths": spots(played, "build road")}
    return render_board(played.view(), highlight=hl, names=games.NAMES)


def board_main_road_spots_400() -> bytes:
    """Main phase on a phone (400 pixels): the road spots of the current player's legal moves
    marked, as `/board spots:road` draws them (the Build menu's Show where too)."""
    played = _game("mid_game", 11)
    player = played.view()["current"]
    found = piece_spots(played.legal(player), "road")
    assert found
    return render_board(played.view(), highlight=found, names=games.NAMES, size=400)


def board_robber() -> bytes:
    """The robber must move: the hexes it may go to badged."""
    played = _game("robber_move", 11)
    player = sorted(played.game.awaiting())[0]
    hexes = sorted({a.split()[1] for a in played.legal(player) if a.startswith("robber")})
    return render_board(played.view(), highlight={"hexes": hexes}, names=games.NAMES)


def board_late(words: Catalogue = ENGLISH) -> bytes:
    """Late game: settlements, cities, roads, the robber away from the desert, special cards."""
    return render_board(_game("late_game", 9).view(), names=games.NAMES, words=words)


def board_late_wide(words: Catalogue = ENGLISH) -> bytes:
    """The late game in the wide form: the panel beside the map."""
    return render_board(_game("late_game", 9).view(), names=games.NAMES, form="wide", words=words)


def board_robber_wide() -> bytes:
    """The robber prompt in the wide form."""
    played = _game("robber_move", 11)
    player = sorted(played.game.awaiting())[0]
    hexes = sorted({a.split()[1] for a in played.legal(player) if a.startswith("robber")})
    return render_board(played.view(), highlight={"hexes": hexes}, names=games.NAMES, form="wide")


def board_city_spots() -> bytes:
    """Late game: the settlements the current player may turn into cities, tagged in yellow."""
    played = _game("late_game", 9)
    view = played.view()
    settlements = [
        b["intersection"]
        for b in view["buildings"]
        if b["owner"] == view["current"] and b["kind"] == "settlement"
    ]
    assert settlements
    return render_board(view, highlight={"intersections": settlements}, names=games.NAMES)


def hand_late(words: Catalogue = ENGLISH) -> bytes:
    """A hand in the late game."""
    played = _game("late_game", 9)
    return render_hand(played.view("carol"), "carol", names=games.NAMES, words=words)


def summary(words: Catalogue = ENGLISH) -> bytes:
    """The end of a whole game."""
    return render_summary(_game("finished", 11).record(), words=words)


def summary_short() -> bytes:
    """An abandoned short game to 12 points: the scale reaches 12, unrolled totals show 0."""
    record = GameRecord(
        players=[PlayerResult("a", 0, 5, name="Ann"), PlayerResult("b", 1, 3, 1, name="Ben")],
        dice=(6, 8, 8, 5, 9, 7, 6, 4),
        vp_history={"a": [2, 3, 3, 4, 5], "b": [2, 2, 3, 4, 4]},
        winner=None,
        target=12,
    )
    return render_summary(record)


def ck_board() -> bytes:
    """Cities & Knights: every new piece on the board, the barbarians' strip, the new panel."""
    return render_board(ck_positions.board_view(), names=games.NAMES)


def ck_board_400(words: Catalogue = ENGLISH) -> bytes:
    """The same board as a phone shows it, 400 pixels wide; the robber asleep, the ship near."""
    view = ck_positions.board_view(position=1, robber_active=False)
    return render_board(view, names=games.NAMES, size=400, words=words)


def ck_board_wide() -> bytes:
    """The C&K board in the wide form: the strip under the map, the panel beside it."""
    return render_board(ck_positions.board_view(), names=games.NAMES, form="wide")


def ck_board_knight_spots() -> bytes:
    """A C&K prompt over knights: their ids' tags badged in yellow, as for a city prompt."""
    view = ck_positions.board_view()
    spots = [k["intersection"] for k in view["cities_knights"]["knights"]]
    return render_board(view, highlight={"intersections": spots}, names=games.NAMES)


#: A piece sheet's cell, in pixels, and the hex radius its pieces are drawn at (a 1000-pixel
#: phone board's).
CELL = 120
SCALE = 99


def _sheet(rows: list[list[tuple[Image.Image, str]]]) -> bytes:
    columns = max(len(r) for r in rows)
    im = Image.new("RGB", (CELL * columns, CELL * len(rows)), palette.SHORE)
    d = ImageDraw.Draw(im)
    for j, row in enumerate(rows):
        for i, (picture, caption) in enumerate(row):
            sprite.paste(im, picture, (CELL * (i + 0.5), CELL * j + CELL * 0.42))
            fonts.draw_text(
                d, (CELL * (i + 0.5), CELL * (j + 1) - 12), caption, 13, palette.INK, anchor="mm"
            )
    return encode.png(im)


def ck_pieces() -> bytes:
    """Every C&K piece in every seat's colours: knights of each level, active and not; a walled
    city; a metropolis of each track; a fallen city."""
    knight = round(KNIGHT_SIZE * SCALE)
    rows = []
    for index in range(4):
        look = palette.seat(index)
        row = [
            (
                knight_sprite(look, level, active, knight),
                f"{level} {'active' if active else 'idle'}",
            )
            for level in (1, 2, 3)
            for active in (True, False)
        ]
        walled = Image.new("RGBA", (CELL, CELL))
        sprite.paste(
            walled,
            wall_sprite(round(WALL_WIDTH * SCALE), round(WALL_HEIGHT * SCALE)),
            (CELL / 2, CELL / 2 + WALL_Y * SCALE),
        )
        sprite.paste(walled, city_sprite(look, round(CITY_SIZE * SCALE)), (CELL / 2, CELL / 2))
        row.append((walled, "walled city"))
        row += [
            (metropolis_sprite(look, track, round(METROPOLIS_SIZE * SCALE)), track)
            for track in palette.TRACKS
        ]
        row.append((fallen_sprite(look, round(FALLEN_SIZE * SCALE)), "fallen"))
        rows.append(row)
    return _sheet(rows)


def ck_barbarians() -> bytes:
    """The barbarians' strip with the ship at each position from the start to the landing, the
    barbarians weaker, as strong as and stronger than the knights."""
    width, height = 600, 54
    positions = range(8)
    im = Image.new("RGB", (width, height * len(positions)), palette.PANEL)
    base = read_public(ck_positions.board_view()).cities_knights
    assert base is not None
    for i, position in enumerate(positions):
        box = (0, i * height, width, (i + 1) * height)
        lay = Layout(width, im.height, 1.0, 0, 0, (0, 0, 0, 0), (0, 0, 0, 0), 1.0, box)
        strength = (base.defence - 1, base.defence, base.defence + 1)[i % 3]
        ck = dataclasses.replace(base, position=position, strength=strength)
        draw_barbarians(im, lay, ck, ENGLISH)
    return encode.png(im)


def ck_hand() -> bytes:
    """A C&K hand: commodities beside the resources, progress cards of each deck."""
    return render_hand(ck_positions.hand_view("carol"), "carol", names=games.NAMES)


def ck_hand_400(words: Catalogue = ENGLISH) -> bytes:
    """The C&K hand as a phone shows it."""
    return render_hand(
        ck_positions.hand_view("carol"), "carol", names=games.NAMES, size=400, words=words
    )


def ck_hand_largest_400(words: Catalogue = ENGLISH) -> bytes:
    """The largest C&K hand as a phone shows it: five progress cards of every deck, two greyed
    with their reasons, two-digit counts, both VP cards face up."""
    view = ck_positions.largest_hand_view("carol")
    return render_hand(
        view,
        "carol",
        names=games.NAMES,
        size=400,
        refusals=ck_positions.LARGEST_REFUSALS,
        words=words,
    )


STANDING_NAMES = ("Ann", "Ben", "Carolina Longname-Smith", "Dai", "李小龙", "Ève 🐑", "Fay", "Gus")


TWO_NAMES = {"alice": "Alice", "bob": "Bob the Builder of Roads"}


@cache
def _two_player(stop_at_neutral: bool) -> engine.Game:
    """A 2-player game on the beginner map, played by a seeded builder (builds preferred, no
    token spent) for 150 moves, or up to the first neutral piece owed after move 60."""
    game = engine.Game.new(
        engine.GameConfig(players=("alice", "bob"), seed=7, rules="two_player", map="beginner")
    )
    rnd = random.Random(7)
    for step in range(150):
        if stop_at_neutral and step > 60 and game.phase == "neutral":
            break
        player = game.awaiting()[0]
        legal = sorted(game.legal_actions(player), key=str)
        keen = [a for a in legal if str(a).split()[0] in ("build", "neutral")]
        calm = [a for a in legal if not str(a).startswith("tokens")]
        game.apply(player, rnd.choice(keen or calm or legal))
    return game


@cache
def _ck_two_player() -> engine.Game:
    """A C&K game for two on the beginner map, played by a seeded builder (builds, knights and
    neutral pieces preferred) until the neutrals hold three knights, in the main phase."""
    game = engine.Game.new(
        engine.GameConfig(
            players=("alice", "bob"), seed=7, rules="cities_knights_two_player", map="beginner"
        )
    )
    rnd = random.Random(7)
    for _ in range(4000):
        view = game.view(None)
        neutral = {n["id"] for n in view["two_player"]["neutrals"]}
        knights = view["cities_knights"]["knights"]
        if game.phase == "main" and sum(k["owner"] in neutral for k in knights) >= 3:
            break
        player = game.awaiting()[0]
        legal = sorted(game.legal_actions(player), key=str)
        keen = [a for a in legal if str(a).split()[0] in ("build", "neutral", "knight", "promote")]
        game.apply(player, rnd.choice(keen if keen and rnd.random() < 0.7 else legal))
    return game


def two_player_ck_board() -> bytes:
    """C&K for two: the neutral knights as shields in the neutral stone colours with their
    ring mark, each neutral's knights counted under the seats beside its road length, and the
    trade tokens (chips) per seat and in the supply."""
    return render_board(_ck_two_player().view(None), names=TWO_NAMES)


def two_player_ck_board_400(words: Catalogue = ENGLISH) -> bytes:
    """C&K for two as a phone shows it (400 pixels): the barbarians' strip and the key under
    the map, the neutrals' strip under the seats."""
    return render_board(_ck_two_player().view(None), names=TWO_NAMES, size=400, words=words)


def two_player_ck_board_wide() -> bytes:
    """The same in the wide form."""
    return render_board(_ck_two_player().view(None), names=TWO_NAMES, form="wide")


def two_player_board() -> bytes:
    """The 2-player variant: neutral pieces in their stone colours with a ring, each seat's
    tokens, the neutral players and the token supply under the seats."""
    return render_board(_two_player(False).view(None), names=TWO_NAMES)


def two_player_board_400(words: Catalogue = ENGLISH) -> bytes:
    """The same, as a phone shows it (judged at 400 pixels)."""
    return render_board(_two_player(False).view(None), names=TWO_NAMES, size=400, words=words)


def two_player_board_wide() -> bytes:
    """The same in the wide form."""
    return render_board(_two_player(False).view(None), names=TWO_NAMES, form="wide")


def two_player_neutral_spots() -> bytes:
    """A neutral piece owed: the legal neutral roads marked, the seat's "owes" tag."""
    game = _two_player(True)
    player = game.awaiting()[0]
    paths = [
        "-".join(map(str, a.path))  # type: ignore[attr-defined]
        for a in game.legal_actions(player)
        if type(a).__name__ == "NeutralRoad"
    ]
    nodes = [
        a.intersection  # type: ignore[attr-defined]
        for a in game.legal_actions(player)
        if type(a).__name__ == "NeutralSettlement"
    ]
    hl = Highlight(paths=paths, intersections=nodes)
    return render_board(game.view(None), highlight=hl, names=TWO_NAMES, size=400)


def standings(words: Catalogue = ENGLISH) -> bytes:
    """A page of standings: long, CJK and emoji names; provisional ratings below zero."""
    rows = [
        StandingRow(
            i + 1, n, 12.3 - 2.1 * i, i > 5, 10 - i, 5 - i // 2, 0.3 - i / 100, 1 - i / 20, i % 3
        )
        for i, n in enumerate(STANDING_NAMES)
    ]
    return render_standings(
        StandingsTable("Friday Catan · season 1 · page 1 of 3", rows), words=words
    )


def profile() -> bytes:
    """A profile: the rating over twelve games, facts and recent games."""
    card = ProfileCard(
        "Ann",
        "Friday Catan · 12 games · 5 wins",
        8.5,
        False,
        (1.2, 3.4, 2.1, 5.6, 4.0, 6.2, 7.8, 6.9, 8.0, 9.1, 8.2, 8.5),
        ("Favourite seat: 2 (5 games).", "Average turn time: 3h12m."),
        ("#41 · place 1 of 4 · VP share 34% · rating +0.3", "#35 · place 2 of 4 · not rated"),
    )
    return render_profile(card)


def tournament_400() -> bytes:
    """A tournament's final ranking as a phone shows it: medals, long, CJK and emoji names."""
    rows = [
        RankingRow(i + 1, n, 3.4 - 0.37 * i, 9.8 - 0.6 * i, 1.2 - 0.1 * i)
        for i, n in enumerate(STANDING_NAMES)
    ]
    title = "Autumn Open · Friday Catan · final ranking after 3 rounds"
    return render_ranking(RankingTable(title, rows), size=400)


SEA_MOVES = 500


def _sea(scenario: str, words: Catalogue = ENGLISH) -> bytes:
    """A Seafarers scenario for 4 late in a game (the seeded builder's moves), as a phone shows
    it: 400 pixels wide."""
    view = sea_games.played(scenario, 4, SEA_MOVES).view(None)
    return render_board(view, size=400, words=words)


def sea_new_shores(words: Catalogue = ENGLISH) -> bytes:
    """Heading for New Shores: sea hexes, ships, the pirate, gold fields, the islands."""
    return _sea("new_shores", words)


def sea_four_islands(words: Catalogue = ENGLISH) -> bytes:
    """The Four Islands."""
    return _sea("four_islands", words)


def sea_fog_island(words: Catalogue = ENGLISH) -> bytes:
    """The Fog Island: undiscovered hexes face down, discovered ones beside them, its outer sea
    row (where ships sail) inside the picture."""
    return _sea("fog_island", words)


def sea_through_the_desert(words: Catalogue = ENGLISH) -> bytes:
    """Through the Desert."""
    return _sea("through_the_desert", words)


def sea_six_fog_island_400(words: Catalogue = ENGLISH) -> bytes:
    """The Fog Islands for six (SF-17.2) late in a game, as a phone shows it (400 pixels): the
    six seats' ships and pieces, undiscovered hexes face down, every harbor's badge clear of
    the sea hexes' letters."""
    view = sea_games.played("fog_island", 6, SEA_MOVES).view(None)
    return render_board(view, size=400, words=words)


def sea_greater_catan(words: Catalogue = ENGLISH) -> bytes:
    """Greater Catan for 4, the largest map, at 400 pixels."""
    return _sea("greater_catan", words)


def sea_harbormaster(words: Catalogue = ENGLISH) -> bytes:
    """The Harbormaster (the standard island in its sea frame)."""
    return _sea("harbormaster", words)


def sea_pirate_prompt() -> bytes:
    """Heading for New Shores late in a game, a 7 rolled: the robber or the pirate must move,
    and only the hexes worth choosing are badged (the bot's prompt's spots); every other sea
    hex shows its small letter."""
    game = sea_games.at_robber("new_shores")
    (prompt,) = prompts(game, game.view(None), {}, lambda p: p)
    return render_board(game.view(None), highlight=prompt.spots, size=400)


def seack_new_shores(words: Catalogue = ENGLISH) -> bytes:
    """Cities & Knights with Seafarers, Heading for New Shores, at 400 pixels: knights on
    coastal intersections and riding ships at sea, the barbarians' strip and the key under the
    map, C&K's panel."""
    view = sea_games.with_knights("new_shores").view(None)
    return render_board(view, size=400, words=words)


def sea_ship_spots() -> bytes:
    """A player's legal ship spots marked on the sea, as the base game marks road spots."""
    game = sea_games.played("new_shores", 4, SEA_MOVES).copy()
    player = sea_games.until_ships(game, 11)
    paths = [
        "-".join(map(str, a.path))  # type: ignore[attr-defined]
        for a in game.legal_actions(player)
        if type(a).__name__ == "BuildShip"
    ]
    return render_board(game.view(None), highlight=Highlight(paths=paths), size=400)


def six_board_400(words: Catalogue = ENGLISH) -> bytes:
    """A game of six late on the island of 30 hexes, as a phone shows it (400 pixels): the
    six seats in the panel, the two new seats' colours and marks, every id readable."""
    played = _game("six_late", 11)
    return render_board(played.view(), names=games.SIX_NAMES, size=400, words=words)


def six_special_build_400(words: Catalogue = ENGLISH) -> bytes:
    """The special building phase of a game of six at 400 pixels: the header names whose
    building turn it is, beside the turn's number."""
    played = _game("six_special_build", 11)
    return render_board(played.view(), names=games.SIX_NAMES, size=400, words=words)


def five_board() -> bytes:
    """A game of five mid-game on the island of 30 hexes, at the bot's size."""
    return render_board(_game("five_mid", 11).view(), names=games.SIX_NAMES)


CASES: dict[str, Callable[[], bytes]] = {
    "board_setup": board_setup,
    "board_setup_spots": board_setup_spots,
    "board_setup_road": board_setup_road,
    "board_mid_roads": board_mid_roads,
    "board_main_road_spots_400": board_main_road_spots_400,
    "board_robber": board_robber,
    "board_robber_wide": board_robber_wide,
    "board_late": board_late,
    "board_late_wide": board_late_wide,
    "board_city_spots": board_city_spots,
    "hand_late": hand_late,
    "summary": summary,
    "summary_short": summary_short,
    "ck_board": ck_board,
    "ck_board_400": ck_board_400,
    "ck_board_wide": ck_board_wide,
    "ck_board_knight_spots": ck_board_knight_spots,
    "ck_pieces": ck_pieces,
    "ck_barbarians": ck_barbarians,
    "ck_hand": ck_hand,
    "ck_hand_400": ck_hand_400,
    "ck_hand_largest_400": ck_hand_largest_400,
    "two_player_board": two_player_board,
    "two_player_board_400": two_player_board_400,
    "two_player_board_wide": two_player_board_wide,
    "two_player_neutral_spots": two_player_neutral_spots,
    "two_player_ck_board": two_player_ck_board,
    "two_player_ck_board_400": two_player_ck_board_400,
    "two_player_ck_board_wide": two_player_ck_board_wide,
    "standings": standings,
    "profile": profile,
    "tournament_400": tournament_400,
    "sea_new_shores": sea_new_shores,
    "sea_four_islands": sea_four_islands,
    "sea_fog_island": sea_fog_island,
    "sea_through_the_desert": sea_through_the_desert,
    "sea_greater_catan": sea_greater_catan,
    "sea_harbormaster": sea_harbormaster,
    "sea_six_fog_island_400": sea_six_fog_island_400,
    "sea_ship_spots": sea_ship_spots,
    "sea_pirate_prompt": sea_pirate_prompt,
    "seack_new_shores": seack_new_shores,
    "six_board_400": six_board_400,
    "six_special_build_400": six_special_build_400,
    "five_board": five_board,
}

#: The cases drawn again in each other language (golden `<case>.<language>.png`): the board in
#: both forms and at a phone's 400 pixels, the hands, one summary and one standings page, every
#: Seafarers scenario late in a game at 400 pixels and C&K with Seafarers.
LOCALISED: dict[str, Callable[[Catalogue], bytes]] = {
    "board_setup": board_setup,
    "board_late": board_late,
    "board_late_wide": board_late_wide,
    "ck_board_400": ck_board_400,
    "two_player_board_400": two_player_board_400,
    "two_player_ck_board_400": two_player_ck_board_400,
    "seack_new_shores": seack_new_shores,
    "hand_late": hand_late,
    "ck_hand_400": ck_hand_400,
    "ck_hand_largest_400": ck_hand_largest_400,
    "summary": summary,
    "standings": standings,
    "sea_new_shores": sea_new_shores,
    "sea_four_islands": sea_four_islands,
    "sea_fog_island": sea_fog_island,
    "sea_through_the_desert": sea_through_the_desert,
    "sea_greater_catan": sea_greater_catan,
    "sea_harbormaster": sea_harbormaster,
    "sea_six_fog_island_400": sea_six_fog_island_400,
    "six_board_400": six_board_400,
    "six_special_build_400": six_special_build_400,
}
#: Every translated language has its goldens (a new one is drawn with `regenerate --language`).
LANGUAGES = tuple(code for code in SPOKEN if code != DEFAULT)


def _in(draw: Callable[[Catalogue], bytes], language: str) -> Callable[[], bytes]:
    return lambda: draw(catalogue(language))


CASES.update(
    (f"{name}.{language}", _in(draw, language))
    for language in LANGUAGES
    for name, draw in LOCALISED.items()
)
