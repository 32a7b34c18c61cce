"""The keywords a player types after `/tokens` (the game for two) and after `/trade`, in Dutch
and German as well as English: the words/bot layer writes the engine's English notation from
them, and the refusals and the help name them in the player's language."""

from __future__ import annotations

import re

from bot.common import notation
from bot.local.commands import parse
from engine import IllegalAction
from tests.engine.two_player.vocab import act, in_play, kinds, refused, tokens
from tests.engine.vocab import put_robber
from words import refusal_line
from words.languages import catalogue


def _move(line: str) -> str:
    command = parse(line)
    assert command is not None and command.move, line
    return command.move


def test_dutch_terminal_player_sends_the_robber_to_the_desert_in_dutch() -> None:
    """`/tokens struikrover`, typed in a Dutch terminal, is the engine's `tokens robber`: the
    token is paid and the robber goes to the desert."""
    game = in_play()
    put_robber(game, "A")
    before = tokens(game, "red")
    events = act(game, "red", _move("/tokens struikrover"))
    assert kinds(events) == ["TokensSpent", "RobberMoved"]
    assert tokens(game, "red") == before - 1


def test_token_actions_are_read_in_every_language() -> None:
    """Each token action and each forced-trade mode may be typed in English, Dutch or German,
    in any case and with or without accents; a spot after `knight` is kept."""
    cases = {
        "tokens trade": ("/tokens trade", "/tokens ruil", "/tokens Handel"),
        "tokens robber": ("/tokens robber", "/tokens struikrover", "/tokens Räuber"),
        "tokens knight": ("/tokens knight", "/tokens ridder", "/tokens ritter"),
        "tokens knight 31": ("/tokens knight 31", "/tokens ridder 31", "/tokens Ritter 31"),
        "tokens trade resources": (
            "/tokens trade resources",
            "/tokens ruil grondstoffen",
            "/tokens handel rohstoffe",
        ),
        "tokens trade all": ("/tokens trade all", "/tokens ruil alles", "/tokens handel alle"),
    }
    for move, lines in cases.items():
        assert [_move(line) for line in lines] == [move] * len(lines)
    assert notation.tokens("räuber") == notation.tokens("tokens Rauber") == "tokens robber"


def test_german_refusal_of_an_unreadable_token_action_names_the_german_words() -> None:
    """An unreadable token action is refused, changing nothing, and the German refusal names
    the actions as a German player types them (`tokens handel`, `tokens räuber`, `tokens
    ritter`), never the English words."""
    game = in_play()
    err: IllegalAction = refused(game, "red", _move("/tokens tauschen"), code="bad_notation")
    said = refusal_line(err, {}, words=catalogue("de"))
    for word in ("„tokens handel“", "„tokens räuber“", "„tokens ritter“", "„tokens handel alle“"):
        assert word in said, said
    assert "tokens trade" not in said and "robber" not in said, said
    dutch = refusal_line(err, {}, words=catalogue("nl"))
    assert "“tokens ruil”" in dutch and "“tokens struikrover”" in dutch, dutch


def test_trade_keywords_are_read_in_every_language() -> None:
    """`/trade` with its subcommand (as Discord names it in that language) and the words
    between the cards (`for`, `to`) typed in English, Dutch or German writes the same move."""
    cases = {
        "bank 4 ore for 1 grain": (
            "/trade bank 4 ore for 1 grain",
            "/trade bank 4 erts voor 1 graan",
            "/trade bank 4 Erz für 1 Getreide",
        ),
        "offer 1 brick for 2 ore to bob": (
            "/trade offer 1 brick for 2 ore to bob",
            "/trade aanbod 1 baksteen voor 2 erts aan bob",
            "/trade anbieten 1 Lehm fur 2 Erz an bob",
        ),
        "accept": ("/trade accept", "/trade accepteren", "/trade annehmen"),
        "decline": ("/trade decline", "/trade afwijzen", "/trade ablehnen"),
        "cancel": ("/trade cancel", "/trade intrekken", "/trade zurückziehen"),
        "confirm bob": ("/trade confirm bob", "/trade bevestig bob", "/trade bestätigen bob"),
    }
    for move, lines in cases.items():
        assert [_move(line) for line in lines] == [move] * len(lines)


def test_terminal_hints_name_the_players_keywords_and_each_example_reads() -> None:
    """Typed bare, `/trade` and `/tokens` say what they need with examples in the player's
    language (`/trade aanbod … voor …`, `/tokens räuber`); each example is read as the engine
    notation of the English one."""
    examples = re.compile(r"/(?:trade|tokens) [^,.]+?(?=,| of | oder | or |\.$)")
    english = catalogue("en")
    shown = {
        "nl": ("/trade aanbod 1 baksteen voor 2 erts", "/tokens ruil", "/tokens struikrover"),
        "de": ("/trade anbieten 1 lehm für 2 erz", "/tokens handel", "/tokens räuber"),
    }
    for message in ("terminal.needs.trade", "terminal.needs.tokens"):
        wanted = [_move(x) for x in examples.findall(english.template(message).partition(":")[2])]
        assert len(wanted) >= 3, wanted
        for code in ("nl", "de"):
            text = catalogue(code).template(message)
            assert [_move(x) for x in examples.findall(text.partition(":")[2])] == wanted, (
                code,
                text,
            )
    for code, lines in shown.items():
        said = catalogue(code).template("terminal.needs.trade")
        said += catalogue(code).template("terminal.needs.tokens")
        assert all(line in said for line in lines), (code, said)
