"""Records (docs/record-format.md): a finished game's export replays to exactly the game's
state under every rule set and scenario; a running game's export tells no secret and cannot
be replayed; a malformed record is refused with its line and what was wrong."""

from __future__ import annotations

import random

import pytest

from bot.service import Service
from bot.service.record_format import RecordError, parse_record, write_record
from bot.service.replays import public_notation, replay_record, secrets_of
from bot.store import actions
from engine import Game, GameConfig

from .helpers import PLAYERS, play_to_end, started_table
from .test_record_leaks import favoured_move

pytestmark = pytest.mark.game_rules

#: (rules, scenario, players, points to win): every rule set, each Seafarers scenario.
GAMES = [
    ("base", None, 3, 4),
    ("base", None, 2, 4),  # two seats at a base table: the game for two
    ("cities_knights", None, 3, 5),
    ("cities_knights", None, 2, 5),
    *(
        ("seafarers", s, 3, 5)
        for s in (
            "new_shores",
            "four_islands",
            "fog_island",
            "through_the_desert",
            "greater_catan",
            "harbormaster",
        )
    ),
    *(
        ("cities_knights_seafarers", s, 3, 5)
        for s in ("new_shores", "through_the_desert", "greater_catan")
    ),
]


async def _played(
    service: Service, rules: str, scenario: str | None, players: int, vp: int
) -> Game:
    options: dict[str, object] = {"rules": rules, "vp_to_win": vp}
    if scenario is not None:
        options["scenario"] = scenario
    await started_table(service, 1, PLAYERS[:players], **options)
    await play_to_end(service, 1, random.Random(7))
    table = await service.core.latest(1)
    assert table.row.status == "finished", (rules, scenario)
    return await service.core.game(table)


@pytest.mark.parametrize(("rules", "scenario", "players", "vp"), GAMES)
async def test_a_finished_game_export_replays_to_the_same_state(
    service: Service, rules: str, scenario: str | None, players: int, vp: int
) -> None:
    """The whole record of a finished game, written and read back, replays through the engine
    to a game equal to the stored one, `Game.to_dict()` for `Game.to_dict()`."""
    game = await _played(service, rules, scenario, players, vp)
    exported = await service.tables.export(1)
    assert exported.finished
    record = parse_record(exported.text)
    assert record.rules == game.rules.name and record.winner == game.winner
    assert replay_record(record).to_dict() == game.to_dict()
    assert write_record(record) == exported.text


async def _play_cards(service: Service, rng: random.Random) -> None:
    """One move at table 1 by an awaited player who favours card plays, improvements and
    building (`test_record_leaks.favoured_move`), so that moves naming a secret card happen."""
    table = await service.core.latest(1)
    game = await service.core.game(table)
    player = rng.choice(game.awaiting())
    move = favoured_move(sorted(str(a) for a in game.legal_actions(player)), rng)
    await service.play.act(1, player, move)


@pytest.mark.parametrize(
    ("rules", "withheld"), [("base", False), ("cities_knights", True), ("seafarers", False)]
)
async def test_a_running_game_export_tells_no_secret(
    service: Service, rules: str, withheld: bool
) -> None:
    """A running game's record has no seed and no winner, so it cannot be replayed, and no
    move's text names a card one of its events keeps secret (a card returned, given or taken:
    such a move shows its first word and `?`). The Cities & Knights game tested does hold such
    moves (`return ?`, `take ?`, `spy ?`); in the base game and Seafarers no move's text names
    a secret (a steal names its victim, a purchase nothing), so none is withheld."""
    await started_table(service, 1, rules=rules, vp_to_win=30)
    rng = random.Random(5)
    for _ in range(400):
        await _play_cards(service, rng)
    table = await service.core.latest(1)
    assert table.row.status == "playing"
    exported = await service.tables.export(1)
    assert not exported.finished and "Seed" not in exported.text
    record = parse_record(exported.text)
    game = Game.new((await service.core.game(table)).config)
    async with service.store.reading() as db:
        log = await actions.actions_after(db, table.id, 0)
    assert len(log) == len(record.moves)
    for move, row in zip(record.moves, log, strict=True):
        events = game.apply(row.player, game.parse(row.notation))
        if move.withheld:
            assert move.notation == row.notation.split()[0] + " ?"
            assert secrets_of(events) & set(row.notation.split())
        else:
            assert move.notation == row.notation
            assert not secrets_of(events) & set(row.notation.split()), row.notation
    assert any(m.withheld for m in record.moves) == withheld
    with pytest.raises(RecordError) as refused:
        replay_record(record)
    assert refused.value.code == "not_replayable"


def test_a_move_naming_a_secret_card_is_withheld() -> None:
    """`return printer` names the card its event keeps secret: withheld as `return ?`; a steal
    names only the victim: public."""
    from engine.events import Stole
    from engine.rules.cities_knights.events import ProgressReturned

    returned = ProgressReturned(player="a", deck="science", card="printer")
    assert public_notation("return printer", [returned]) == "return ?"
    stole = Stole(thief="a", victim="b", card="ore")
    assert public_notation("robber J steal b", [stole]) == "robber J steal b"


GOOD = """[Format "hexhaven-record 1"]
[Status "finished"]
[Rules "base"]
[Preset "official"]
[Map "beginner"]
[Options "{}"]
[Seat1 "ann"]
[Name1 "Ann"]
[Seat2 "bo"]
[Name2 "Bo"]
[Seat3 "cy"]
[Name3 "Cy"]
[Seed "7"]
[Moves "1"]

1 {first} {move}
"""


def _good() -> str:
    game = Game.new(GameConfig(players=("ann", "bo", "cy"), seed=7, map="beginner"))
    first = game.awaiting()[0]
    return GOOD.replace("{first}", first).replace("{move}", str(game.legal_actions(first)[0]))


@pytest.mark.parametrize(
    ("change", "line", "code"),
    [
        (lambda t: "", 0, "empty"),
        (lambda t: t.replace('[Rules "base"]', "[Rules base]"), 3, "bad_tag_line"),
        (lambda t: t.replace('[Preset "official"]', '[Colour "red"]'), 4, "unknown_tag"),
        (lambda t: t.replace('[Preset "official"]', '[Rules "base"]'), 4, "repeated_tag"),
        (lambda t: t.replace('[Seed "7"]', '[Seed "seven"]'), 13, "not_a_number"),
        (lambda t: t.replace('[Moves "1"]', '[Moves "2"]'), 14, "move_count"),
        (lambda t: t.replace("\n1 ", "\n2 "), 16, "move_number"),
        (lambda t: t.replace('[Status "finished"]', '[Status "won"]'), 2, "bad_status"),
        (lambda t: t.replace('[Options "{}"]', '[Options "[]"]'), 6, "bad_options"),
        (lambda t: t.replace('[Format "hexhaven-record 1"]', '[Format "pgn"]'), 1, "format"),
        (lambda t: t.replace("build settlement", "build castle"), 16, "move_refused"),
        (lambda t: t.replace('[Rules "base"]', '[Rules "chess"]'), 3, "bad_settings"),
        (lambda t: t.rstrip("\n") + "\n2 ann\n", 17, "bad_move_line"),
    ],
)
def test_a_malformed_record_is_refused_with_its_line(change: object, line: int, code: str) -> None:
    """Each way a record can be wrong is refused with the line it is on and what was wrong,
    before any move is shown."""
    text = change(_good())  # type: ignore[operator]
    with pytest.raises(RecordError) as refused:
        replay_record(parse_record(text))
    assert (refused.value.line, refused.value.code) == (line, code)
    assert refused.value.message.startswith(f"Line {line}: ")


def test_the_good_record_replays() -> None:
    """The record the malformed ones are made from is itself sound."""
    assert replay_record(parse_record(_good())).version == 1
