"""The ✅ line that answers a move in Discord says the move in the reader's language, in the
words the menus label it with, read from the view after the move (Polish item 1).

Moves are made in random games of each rule set; each one's echo is checked against the label
its menu showed just before it (the echo is that label with the reasons to pick it left out),
said in English, Dutch and German, for English left in the Dutch and German lines and for its
length on a phone."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from bot.common.choices import Table, describe, echo, kind_of
from engine import Game, GameConfig
from tests.bot.sample_games import GAMES, NAMES
from tests.bot.test_languages import locales
from tests.bot.test_reads import _first_move
from tests.bot.world import open_table, world
from tests.engine.ck.test_knights import red_roads
from tests.engine.ck.vocab import act, knight, place
from tests.words.english_left import english_left
from words import speak
from words.catalogue import Catalogue
from words.languages import catalogue

__all__ = ["locales"]  # the fixture, used by name

LANGUAGES = ("en", "nl", "de")
#: Moves (kinds, or first words) whose subject is gone once made (a knight deserting, a hex's
#: number token taken, an offer answered or closed): their echo cannot name it as the menu
#: did. (A knight driven away is named by the placement its owner is asked for.)
GONE = {"desert", "play intrigue", "token", "answer", "close"}
#: The longest echo in any language: two lines of an ephemeral reply on a phone 400 pixels
#: wide, at most.
LONGEST = 80


def table(game: Game, player: str) -> Table:
    """What the menus and the echo read: the public view, names, the player."""
    return Table(game.view(None), NAMES, player)


@cache
def made(rules: str) -> tuple[tuple[str, str, str, str], ...]:
    """(kind, notation, menu label before, echo after) of the moves of a random game of `rules`,
    one of each kind and first word of its notation's arguments."""
    name, players, seed = next(g for g in GAMES if g[0] == rules)
    game = Game.new(GameConfig(players=players, seed=seed, rules=name))
    rnd = random.Random(seed)
    found: dict[str, tuple[str, str, str, str]] = {}
    for _ in range(900):
        if game.winner is not None:
            break
        player = game.awaiting()[0]
        move = str(rnd.choice(game.legal_actions(player)))
        before = describe(move, table(game, player)).label
        game.apply(player, move)
        key = " ".join(move.split()[:2])
        if key not in found:
            found[key] = (kind_of(move), move, before, echo(move, table(game, player)))
    return tuple(found.values())


def said(text: str, words: Catalogue) -> str:
    return speak(text, words)


def play_until(
    rules: str,
    players: tuple[str, ...],
    seed: int,
    wanted: Callable[[str], bool],
    *,
    make: bool = True,
) -> tuple[Game, str, str]:
    """A random game of `rules` played until a move `wanted` is legal; that move made (unless
    not to `make` it). Returns the game, the player whose move it is and its notation."""
    game = Game.new(GameConfig(players=players, seed=seed, rules=rules))
    rnd = random.Random(seed)
    for _ in range(3000):
        player = game.awaiting()[0]
        legal = [str(a) for a in game.legal_actions(player)]
        chosen = [m for m in legal if wanted(m)]
        if chosen:
            if make:
                game.apply(player, chosen[0])
            return game, player, chosen[0]
        game.apply(player, rnd.choice(legal))
    raise AssertionError("the game never offered the move")


def echoes(game: Game, player: str, move: str) -> dict[str, str]:
    """The echo of a move just made, in each language."""
    text = echo(move, table(game, player))
    return {code: said(text, catalogue(code)) for code in LANGUAGES}


def test_a_road_is_echoed_in_the_readers_words() -> None:
    """Polish item 1: a road reads `Road · 11-16`, in Dutch `Straat · 11-16`, in German
    `Straße · 11-16` (the build menu's word for it), not the engine's `build road 11-16`."""
    game, player, move = play_until("base", ("ann", "bo", "cy"), 3, lambda m: "road" in m)
    path = move.split()[-1]
    assert echoes(game, player, move) == {
        "en": f"Road · {path}",
        "nl": f"Straat · {path}",
        "de": f"Straße · {path}",
    }


def test_a_bank_trade_is_echoed_as_the_trade_menu_words_it() -> None:
    """Polish item 1: a trade with the bank reads as the trade menu's option: what is given,
    what is got and the rate."""
    game, player, move = play_until(
        "base", ("ann", "bo", "cy"), 3, lambda m: m.startswith("bank 4 ")
    )
    _, _, give, _, _, get = move.split()
    nl, de = catalogue("nl"), catalogue("de")
    assert echoes(game, player, move) == {
        "en": f"Give 4 {give}, get 1 {get} (4:1)",
        "nl": f"Geef 4 {nl.say(f'resource.{give}')}, krijg 1 {nl.say(f'resource.{get}')} (4:1)",
        "de": (
            f"4 {de.say(f'resource.{give}')} geben, 1 {de.say(f'resource.{get}')} bekommen (4:1)"
        ),
    }


def test_an_offer_is_echoed_as_the_trade_pickers_button_says_it() -> None:
    """Polish item 1: an offer to the other players, never in the menus (the engine checks its
    terms), reads as the trade picker's send button: `Offer 1 brick for 1 ore`; a proposal to
    the current player, `Propose …`."""
    game, current, bank = play_until(
        "base", ("ann", "bo", "cy"), 3, lambda m: m.startswith("bank 4 "), make=False
    )
    give = bank.split()[2]  # four of them in hand, on the current player's turn
    get = next(r for r in ("ore", "grain") if r != give)
    others = " ".join(p for p in NAMES if p != current)
    offer = f"offer 1 {give} for 1 {get} to {others}"
    game.apply(current, offer)
    nl, de = catalogue("nl"), catalogue("de")
    assert echoes(game, current, offer) == {
        "en": f"Offer 1 {give} for 1 {get}",
        "nl": f"1 {nl.say(f'resource.{give}')} aanbieden voor 1 {nl.say(f'resource.{get}')}",
        "de": f"1 {de.say(f'resource.{give}')} für 1 {de.say(f'resource.{get}')} anbieten",
    }


@pytest.mark.parametrize("code", ["nl", "de"])
def test_an_offer_leaves_no_english(code: str) -> None:
    """Polish item 1: an offer's and a proposal's echo, said in Dutch or German, have no
    English word left."""
    words = catalogue(code)
    game = Game.new(GameConfig(players=("ann", "bo", "cy"), seed=1))
    view = game.view(None)
    for player in ("ann", "bo"):
        shown = said(echo("offer 2 wool 1 ore for 1 brick", Table(view, NAMES, player)), words)
        assert shown and not english_left(shown, code, NAMES.values()), shown


def test_a_knight_move_is_echoed_with_the_knight_at_its_new_place() -> None:
    """Polish item 1: a C&K knight move reads as its menu option, `Move your strong knight
    24 → 35`: the knight is read where it stands after the move, its level its own."""
    game, player, move = play_until(
        "cities_knights", ("ann", "bo", "cy"), 5, lambda m: m.startswith("move knight")
    )
    start, end = move.split()[2:]
    knight = next(
        k for k in game.view(None)["cities_knights"]["knights"] if k["intersection"] == int(end)
    )
    level = ("basic", "strong", "mighty")[knight["level"] - 1]
    said_in = echoes(game, player, move)
    assert said_in["en"] == f"Move your {level} knight {start} → {end}"
    for code in ("nl", "de"):
        words = catalogue(code)
        mine = words.say(f"picker.knight.own.{level}")
        assert said_in[code] == words.say("picker.move_knight", knight=mine, start=start, to=end)


def test_a_displacement_is_echoed_with_whose_knight_was_driven_away() -> None:
    """Polish item 1: after a displacement the mover's knight stands where the other's stood;
    the knight driven away is named by the placement it awaits (its owner
    places it again): `Bo's basic knight`, as the menu named it before the move."""
    g = red_roads()
    place(g, "blue", settlement=42, roads=["37-42", "42-47"])
    knight(g, "red", 25, 2)
    knight(g, "blue", 37, 1)
    names = {"red": "Ann", "blue": "Bo"}
    before = describe("displace 25 37", Table(g.view(None), names, "red")).label
    act(g, "red", "displace 25 37")
    after = echo("displace 25 37", Table(g.view(None), names, "red"))
    assert "Bo's basic knight" in before
    assert after == before


def test_a_knight_with_nowhere_to_go_is_still_echoed_as_whose_it_was() -> None:
    """Polish item 1: a knight displaced with no free place on its owner's roads still awaits
    its owner's answer (`relocate none`, CK-10.6): the echo names it as the menu did."""
    g = red_roads()
    knight(g, "red", 25, 2)
    knight(g, "blue", 37, 1)
    names = {"red": "Ann", "blue": "Bo"}
    before = describe("displace 25 37", Table(g.view(None), names, "red")).label
    act(g, "red", "displace 25 37")
    assert [str(a) for a in g.legal_actions("blue")] == ["relocate none"]
    assert echo("displace 25 37", Table(g.view(None), names, "red")) == before


def test_a_promotion_is_echoed_from_the_level_the_knight_had() -> None:
    """Polish item 1: after a promotion the view holds the knight a level up; the echo says
    the promotion as it was made (`your basic knight to strong`), not one more."""
    game, player, move = play_until(
        "cities_knights", ("ann", "bo", "cy"), 5, lambda m: m.startswith("promote")
    )
    node = int(move.split()[1])
    knight = next(
        k for k in game.view(None)["cities_knights"]["knights"] if k["intersection"] == node
    )
    old, new = ("basic", "strong", "mighty")[knight["level"] - 2 : knight["level"]]
    assert echo(move, table(game, player)) == f"Promote · {node} · your {old} knight to {new}"


def test_a_ship_built_and_a_ship_moved_are_echoed_as_the_build_menu_words_them() -> None:
    """Polish item 1: Seafarers' ship reads `Ship · 12-17` (`Schip`, `Schiff`), a ship moved
    `Ship 12-17 → 17-23`."""
    game, player, move = play_until(
        "seafarers", ("ann", "bo", "cy"), 2, lambda m: m.startswith("build ship")
    )
    path = move.split()[-1]
    assert echoes(game, player, move) == {
        "en": f"Ship · {path}",
        "nl": f"Schip · {path}",
        "de": f"Schiff · {path}",
    }
    game, player, move = play_until(
        "seafarers", ("ann", "bo", "cy"), 2, lambda m: m.startswith("move ship")
    )
    start, end = move.split()[2:]
    assert echoes(game, player, move) == {
        "en": f"Ship {start} → {end}",
        "nl": f"Schip {start} → {end}",
        "de": f"Schiff {start} → {end}",
    }


def test_a_robbed_player_is_named_by_their_name() -> None:
    """Polish item 1: players are named as elsewhere, by their display names, never by their
    ids; the steal names the victim, never the card taken."""
    game, player, move = play_until(
        "base", ("ann", "bo", "cy"), 3, lambda m: m.startswith("robber") and "steal" in m
    )
    victim = move.split()[-1]
    shown = echo(move, table(game, player))
    assert shown.endswith(f" · steal from {NAMES[victim]}"), shown
    assert f" {victim}" not in shown


def test_a_move_no_menu_words_is_shown_in_its_notation() -> None:
    """Polish item 1: a move the menus do not word is shown as its notation (in backticks, as
    typed notation is quoted elsewhere), its player ids as names."""
    game = Game.new(GameConfig(players=("ann", "bo", "cy"), seed=1))
    assert echo("build castle 4 bo", table(game, "ann")) == "`build castle 4 Bo`"


def reasons_left_out(echoed: str, label: str, separator: str) -> bool:
    """Whether an echo is a label with parts left out: each of its parts (between the
    separators, `Road · 12-17`) starts a part of the label, in the label's order (`steal from
    Bo` starts `steal from Bo (5 cards)`)."""
    parts = iter(label.split(separator))
    return all(any(part.startswith(mine) for part in parts) for mine in echoed.split(separator))


def test_the_comparison_finds_other_words() -> None:
    """The comparison below can fail: other words, or the label's parts in another order."""
    label = "Road · 12-17 · toward 17 · 6 grain"
    assert reasons_left_out("Road · 12-17", label, " · ")
    assert reasons_left_out("Road · 6 grain", label, " · ")
    assert not reasons_left_out("Ship · 12-17", label, " · ")
    assert not reasons_left_out("12-17 · Road", label, " · ")


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("rules", [g[0] for g in GAMES])
def test_the_echo_is_the_menus_label_without_its_reasons(rules: str, code: str) -> None:
    """Polish item 1 (the menus' words, reused): every move made in a random game of each rule
    set is echoed, in each language, with the words of the label its menu showed just before
    the move, some of its parts left out (a spot's production, where a road leads, a cost, a
    card's effect), save moves whose subject is gone once made."""
    words = catalogue(code)
    separator = words.say("picker.separator")
    differ = [
        (move, said(before, words), said(after, words))
        for kind, move, before, after in made(rules)
        if kind not in GONE and " ".join(move.split()[:2]) not in GONE
        if not reasons_left_out(said(after, words), said(before, words), separator)
    ]
    assert differ == []


@pytest.mark.parametrize("code", ["nl", "de"])
@pytest.mark.parametrize("rules", [g[0] for g in GAMES])
def test_the_echo_leaves_no_english_in_dutch_or_german(rules: str, code: str) -> None:
    """Polish item 1: a Dutch or German player reads the echo of every move in their language:
    no word of the English catalogue their language does not use."""
    words = catalogue(code)
    leaked = [
        (move, said(after, words))
        for _, move, _, after in made(rules)
        if english_left(said(after, words), code, NAMES.values())
    ]
    assert leaked == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_echo_is_short(code: str) -> None:
    """Polish item 1 (phones, 400 pixels): no echo of any move met is longer than two lines
    of a phone's reply."""
    words = catalogue(code)
    long = [
        said(after, words)
        for rules, *_ in GAMES
        for *_, after in made(rules)
        if len(said(after, words)) > LONGEST
    ]
    assert long == []


def test_the_games_make_the_moves_the_echo_is_checked_on() -> None:
    """The random games above make the kinds of moves the tests check (they cannot pass on an
    empty list)."""
    kinds = {kind for rules, *_ in GAMES for kind, *_ in made(rules)}
    wanted = {"road", "settlement", "city", "ship", "sail", "bank", "robber", "knight"}
    assert wanted | {"move", "promote", "improve", "discard", "card"} <= kinds


async def test_a_discord_reply_echoes_the_move_in_the_readers_language(
    tmp_path: Path, locales: dict[int, str]
) -> None:
    """Polish item 1: in Discord, a German player's settlement is answered `✅ Siedlung · 23`
    (the engine's `build settlement 23` no longer), while the table speaks English."""
    async with world(tmp_path / "t.db") as w:
        thread = await open_table(w)
        actor, spot = await _first_move(w, thread)
        locales[actor.id] = "de"
        reply = await actor.slash(thread, "build settlement", spot=spot)
        assert reply.response.content.splitlines()[0] == f"✅ Siedlung · {spot}"
