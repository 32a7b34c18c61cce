"""The catalogue: every event, refusal and configuration error of the engine has a
sentence, with its placeholders filled and players shown by name; messages have stable ids and
plural forms in a shape gettext can translate without touching a call site."""

from __future__ import annotations

import ast
import gettext
import random
from pathlib import Path

import pytest

from bot.service.messages import private_lines, public_lines
from engine import EVENT_TYPES, Action, ConfigError, Game, GameConfig, IllegalAction
from engine.events import BoughtDevelopment, Monopoly, Stole
from words import ENGLISH, MESSAGES, Catalogue, event_line, refusal_line, say

ROOT = Path(__file__).resolve().parents[2]


def _calls(name: str) -> list[ast.Call]:
    """Every call of `name(...)` in engine/."""
    found = []
    for path in sorted((ROOT / "engine").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            is_call = isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            if is_call and node.func.id == name:  # type: ignore[attr-defined]
                found.append(node)  # type: ignore[arg-type]
    return found


def _raised_codes(name: str) -> set[tuple[str, str | None]]:
    """(code, hint) of every `name(...)` in engine/ with a literal code and a literal hint or
    none (a hint computed at the call is listed by the test that needs it)."""
    found: set[tuple[str, str | None]] = set()
    for call in _calls(name):
        if not (call.args and isinstance(call.args[0], ast.Constant)):
            continue
        hints = [k.value for k in call.keywords if k.arg == "hint"]
        if not hints:
            found.add((str(call.args[0].value), None))
        elif isinstance(hints[0], ast.Constant):
            found.add((str(call.args[0].value), str(hints[0].value)))
    return found


def _notation_hints() -> set[str]:
    """The hints given to the parser's `_bad(text, hint)`, and `_int`'s own."""
    hints = {"not_a_count", "not_a_spot"}
    for call in _calls("_bad"):
        if len(call.args) > 1 and isinstance(call.args[1], ast.Constant):
            hints.add(str(call.args[1].value))
    return hints


def test_every_engine_refusal_has_a_sentence() -> None:
    """Each IllegalAction code (and hint) raised in engine/ has its message in the catalogue."""
    codes = _raised_codes("IllegalAction")
    assert len(codes) > 50
    from engine.checks import _PHASE_REFUSAL

    codes |= {(code, None) for code in _PHASE_REFUSAL.values()}
    codes |= {("bad_notation", hint) for hint in _notation_hints()}
    codes |= {("no_pieces_left", piece) for piece in ("road", "settlement", "city")}
    codes |= {("not_before_roll", hint) for hint in ("any_card", "only_knight")}
    for code, hint in codes:
        wanted = f"refusal.{code}.{hint}" if hint else f"refusal.{code}"
        assert wanted in ENGLISH, wanted


def test_every_configuration_error_has_a_sentence() -> None:
    """Each ConfigError code raised in engine/ has its message in the catalogue."""
    for code, _ in _raised_codes("ConfigError"):
        assert f"config.{code}" in ENGLISH, code


def test_a_configuration_error_is_worded() -> None:
    """A bad player count is refused with the table's range (base: 3 to 6 with the 5–6
    extension, FS-1), in words."""
    with pytest.raises(ConfigError) as caught:
        GameConfig(players=("a", "b", "c", "d", "e", "f", "g"), seed=1)
    assert refusal_line(caught.value, {}) == "This game needs 3 to 6 players."


def test_every_event_type_is_worded() -> None:
    """No event type falls back to its bare type name."""
    from words.events import WORDINGS

    assert set(EVENT_TYPES) == set(WORDINGS)


def _games(seeds: range) -> list[tuple[Game, list[tuple[str, list[object]]]]]:
    out = []
    for seed in seeds:
        game = Game.new(GameConfig(players=("ann", "bo", "cy"), seed=seed))
        rng = random.Random(seed)
        steps: list[tuple[str, list[object]]] = [("", list(game.opening_events()))]
        for _ in range(3000):
            if game.winner is not None:
                break
            player = rng.choice(game.awaiting())
            steps.append((player, list(game.apply(player, rng.choice(game.legal_actions(player))))))
        out.append((game, steps))
    return out


def test_events_of_whole_games_are_worded_with_names() -> None:
    """Every event of random games has a public sentence with names for ids and no placeholder
    left; an event with a secret says more only to the players who may see it."""
    names = {"ann": "Ann", "bo": "Bo", "cy": "Cy"}
    for game, steps in _games(range(3)):
        for _, events in steps:
            typed = [e for e in events if hasattr(e, "to_dict")]
            for line in public_lines(typed, names):  # type: ignore[arg-type]
                assert line and "{" not in line and "}" not in line, line
                assert not any(f" {p} " in f" {line} " for p in game.players), line
            private_lines(typed, game.players, names)  # type: ignore[arg-type]


def test_a_secret_is_worded_only_for_those_who_may_see_it() -> None:
    """A stolen card and a bought card are named to thief and victim, and to the buyer."""
    names = {"ann": "Ann", "bo": "Bo", "cy": "Cy"}
    stole = Stole("ann", "bo", "ore")
    bought = BoughtDevelopment("ann", "year_of_plenty")
    assert public_lines([stole, bought], names) == [
        "Ann stole a card from Bo.",
        "Ann bought a development card.",
    ]
    assert private_lines([stole, bought], ["ann", "bo", "cy"], names) == {
        "ann": ("Ann stole 1 ore from Bo.", "You bought a year of plenty card."),
        "bo": ("Ann stole 1 ore from Bo.",),
    }


def test_a_stored_event_is_worded_like_a_live_one() -> None:
    """The dict read back from the log gives the same sentence as the event itself."""
    event = Monopoly("ann", "ore", (("bo", 2), ("cy", 1)))
    stored = {"type": "Monopoly", "player": "ann", "resource": "ore", "taken": {"bo": 2, "cy": 1}}
    assert (
        event_line(event.to_dict(None), {})
        == event_line(stored, {})
        == ("ann took every ore: 3 cards.")
    )


def test_plural_forms() -> None:
    """Counts written out: "1 card" and "2 cards", not "card(s)"."""
    one = {"type": "Monopoly", "player": "ann", "resource": "ore", "taken": {"bo": 1}}
    assert event_line(one, {"ann": "Ann"}) == "Ann took every ore: 1 card."
    assert refusal_line(IllegalAction("wrong_discard_count", owed=1, given=2), {}) == (
        "You must discard exactly 1 card, not 2."
    )
    assert refusal_line(IllegalAction("wrong_discard_count", owed=4, given=2), {}) == (
        "You must discard exactly 4 cards, not 2."
    )


def test_refusals_show_names_for_player_ids_only() -> None:
    """Player parameters become display names; numbers and paths that contain an id do not."""
    names = {"100000000000000001": "Ann", "42": "Bo"}
    assert refusal_line(IllegalAction("not_your_turn", current="42"), names) == (
        "It is Bo's turn, not yours."
    )
    assert refusal_line(IllegalAction("path_taken", path="42-43"), names) == (
        "There is already a road on 42-43."
    )
    assert refusal_line(
        IllegalAction("not_a_victim", player="42", hex="B", victims=["100000000000000001"]), names
    ) == ("Bo has no settlement or city on B; you can rob: Ann.")


def test_cards_in_a_refusal_are_listed() -> None:
    """What a purchase costs, what the hand holds and what is missing."""
    err = IllegalAction(
        "cannot_afford",
        item="city",
        cost={"grain": 2, "ore": 3},
        have={"grain": 1, "ore": 0},
        missing={"grain": 1, "ore": 3},
    )
    assert refusal_line(err, {}) == (
        "You need 2 grain and 3 ore for a city; you have 1 grain, 0 ore. "
        "Missing: 1 grain and 3 ore."
    )


def test_a_negative_spot_is_refused_with_the_range() -> None:
    """`spot:-1` is not called "not a number": there is no such intersection,
    and the sentence gives the board's range."""
    game = Game.new(GameConfig(players=("ann", "bo", "cy"), seed=4))
    player = game.awaiting()[0]
    with pytest.raises(IllegalAction) as caught:
        game.apply(player, Action.parse("build settlement -1"))
    assert caught.value.code == "no_such_intersection"
    assert refusal_line(caught.value, {}) == (
        "There is no intersection -1; they are numbered 1 to 54."
    )


def test_a_word_where_a_spot_goes_is_called_not_an_intersection_number() -> None:
    """A word that is no number at all is named as not an intersection number."""
    with pytest.raises(IllegalAction) as caught:
        Action.parse("build city x")
    assert caught.value.params["hint"] == "not_a_spot"
    assert "not an intersection number" in refusal_line(caught.value, {})


def test_unreadable_input_points_to_commands_that_exist() -> None:
    """No `/help` in Discord: the pointer names "All my moves" and `/rules`;
    the terminal's names `/moves` (and its own `/help`)."""
    discord = say("refusal.bad_notation.where.discord")
    terminal = say("refusal.bad_notation.where.terminal")
    assert "All my moves" in discord and "/rules" in discord and "/help" not in discord
    assert "/moves" in terminal
    with pytest.raises(IllegalAction) as caught:
        Action.parse("fly to the moon")
    assert refusal_line(caught.value, {}) == "I can't read “fly to the moon”: that is not a move."


def test_messages_have_unique_ids_and_plural_counts() -> None:
    """Stable ids, one definition each; a plural form names the placeholder that picks it."""
    ids = [m.id for m in MESSAGES]
    assert len(ids) == len(set(ids))
    for m in MESSAGES:
        if m.plural is not None:
            assert m.count in m.placeholders(), m.id


class _Shouting(gettext.NullTranslations):
    """A stand-in language: every sentence upper-cased, placeholders kept."""

    def pgettext(self, context: str, message: str) -> str:
        return message.upper().replace("{PLAYER}", "{player}").replace("{CURRENT}", "{current}")

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        chosen = msgid1 if n == 1 else msgid2
        return self.pgettext(context, chosen)


def test_another_language_needs_no_change_at_the_call_site() -> None:
    """A catalogue with gettext translations words the same call in another "language"."""
    shouting = Catalogue(MESSAGES, _Shouting())
    err = IllegalAction("not_your_turn", current="bo")
    assert refusal_line(err, {"bo": "Bo"}, words=shouting) == "IT IS Bo'S TURN, NOT YOURS."


def test_the_template_compiles_to_a_catalogue_gettext_reads(tmp_path: Path) -> None:
    """The `.pot` holds every message with its id as context; filled in and compiled, gettext
    reads it back and the catalogue speaks it (singular and plural)."""
    from words.pot import template

    text = template()
    assert text.count("msgctxt ") == len(MESSAGES)
    po = text.replace(
        'msgctxt "refusal.no_such_hex"\nmsgid "There is no hex {hex}."\nmsgstr ""',
        'msgctxt "refusal.no_such_hex"\nmsgid "There is no hex {hex}."\nmsgstr "Geen vak {hex}."',
    )
    assert po != text
    mo = tmp_path / "nl.mo"
    mo.write_bytes(_compile(po))
    with mo.open("rb") as f:
        dutch = Catalogue(MESSAGES, gettext.GNUTranslations(f))
    assert refusal_line(IllegalAction("no_such_hex", hex="Z"), {}, words=dutch) == "Geen vak Z."
    assert refusal_line(IllegalAction("roll_first"), {}, words=dutch) == "Roll the dice first."


def _compile(po: str) -> bytes:
    """A minimal msgfmt for singular entries: (context\\x04id) -> translation, in .mo layout."""
    import json
    import re
    import struct

    entries = {"": "Content-Type: text/plain; charset=UTF-8\n"}
    for ctx, msgid, msgstr in re.findall(
        r'msgctxt (".*?")\nmsgid (".*?")\nmsgstr (".*?")\n', po, flags=re.S
    ):
        if json.loads(msgstr):
            entries[json.loads(ctx) + "\x04" + json.loads(msgid)] = json.loads(msgstr)
    keys = sorted(entries)
    ids = [k.encode() for k in keys]
    strs = [entries[k].encode() for k in keys]
    start = 7 * 4 + 16 * len(keys)
    id_table, str_table, blob = [], [], b""
    for data in ids:
        id_table.append((len(data), start + len(blob)))
        blob += data + b"\0"
    for data in strs:
        str_table.append((len(data), start + len(blob)))
        blob += data + b"\0"
    header = struct.pack("Iiiiiii", 0x950412DE, 0, len(keys), 28, 28 + 8 * len(keys), 0, 0)
    tables = b"".join(struct.pack("ii", *e) for e in id_table + str_table)
    return header + tables + blob
