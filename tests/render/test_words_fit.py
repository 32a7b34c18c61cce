"""Pictures: every word drawn in a picture, in every language, fits the box it is
drawn in (measured with the face and size the picture uses), so a long German or Dutch word
("Entwicklungskarten", "Längste Handelsstraße", "Retter-Karten") never runs over its neighbour.

The rooms are the pictures' own, at unit 1 (the panel of a 1000-pixel phone board is drawn at
about that unit; every length scales with it, so what fits here fits at any width)."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

import pytest

from render import fonts, panel, panel_layout, ranked, standings, tournament
from render.ck_hand import NAME, SMALL
from render.compose import compose, layout
from render.hand import CARD_NAMES, NAME_LEAST
from render.highlight import Highlight
from render.palette import RESOURCES, TERRAINS
from render.view import read_public
from tests.render import sea_games
from words import Catalogue
from words import cities_knights as ck_words
from words.languages import LANGUAGES, catalogue

CODES = sorted(LANGUAGES)
#: The width of a seat's block in the phone form's column, and what its tags may use of it:
#: the block's inner edges, the bar, and a tag's own padding (panel._seat, seat_tags.draw_tags).
TAG_ROOM = panel_layout.COLUMN - panel_layout.PAD - panel_layout.PAD - 14 - 16
TAG_SIZE = 14


@pytest.fixture(params=CODES)
def words(request: pytest.FixtureRequest) -> Catalogue:
    return catalogue(str(request.param))


def _fits(text: str, size: int, room: float, *, bold: bool = False) -> bool:
    return fonts.measure(text, size, bold=bold) <= room


def test_seat_tags_fit_a_seat_block(words: Catalogue) -> None:
    """Seat tags (titles, duties, offers) fit one tag line of the narrowest seat block."""
    tags = [
        words.say(f"picture.tag.{key}")
        for key in (
            "longest_road",
            "longest_route",
            "largest_army",
            "harbormaster",
            "to_act",
            "accepts",
            "declines",
            "owes_piece",
            "owes_road",
            "owes_settlement",
        )
    ]
    tags += [
        words.say("picture.tag.tokens", count=12),
        words.say("picture.tag.gives_back", count=12),
        words.say("picture.tag.discards", count=12),
        words.say("picture.tag.islands", count=2),
        words.say("picture.tag.takes_gold", count=2),
        words.say("picture.tag.moves_token", hex="M"),
    ]
    too_long = [t for t in tags if not _fits(t, TAG_SIZE, TAG_ROOM, bold=True)]
    assert not too_long, f"{words.language}: {too_long}"


def test_phases_fit_beside_the_turn(words: Catalogue) -> None:
    """Every phase fits right of the header's title in the phone form's header column, at the
    smallest size the header sets it: beside a game's "Turn 99", and the setup's phases beside
    the setup's own title."""
    left_of_phase = panel_layout.PAD * 2 + 12
    size = round(17 * panel.PHASE_LEAST)
    setup = words.say("picture.phase.setup")
    during_turns = [words.say(f"picture.phase.{phase}") for phase in sorted(panel.PHASES)]
    during_turns.append(words.say("picture.panel.second_roll"))
    during_setup = [setup, words.say("picture.panel.setup_round", phase=setup, round=2)]
    for title, phases in (
        (words.say("picture.panel.turn", turn=99), during_turns),
        (words.say("picture.panel.setup"), during_setup),
    ):
        title_w = fonts.measure(title, 24, bold=True)
        room = panel_layout.COLUMN - left_of_phase - max(100, title_w + 12)
        too_long = [p for p in phases if not _fits(p, size, room)]
        assert not too_long, f"{words.language}, after {title!r}: {too_long}"


def test_header_and_bank_labels_fit_their_column(words: Catalogue) -> None:
    """The header's lines and the bank's labels fit a column of the phone form's panel."""
    room = panel_layout.COLUMN - 2 * panel_layout.PAD
    lines = [
        (words.say("picture.panel.winner", player="Alice"), 22, True),
        (words.say("picture.panel.defenders_left", count=6), 16, False),
        (words.say("picture.panel.token_supply", count=10), 16, False),
        (
            words.say("picture.panel.bank") + "  " + words.say("picture.panel.dev"),
            16,
            False,
        ),
    ]
    too_long = [text for text, size, bold in lines if not _fits(text, size, room, bold=bold)]
    assert not too_long, f"{words.language}: {too_long}"
    # the last roll's label beside two dice and their sum (the base game's header)
    beside_dice = room - 2 * (40 + 8) - fonts.measure("= 12", 30, bold=True) - 10
    assert _fits(words.say("picture.panel.last_roll"), 17, beside_dice)


def test_terrain_labels_fit_their_hex(words: Catalogue) -> None:
    """What a hex produces, in the wide form, fits across the hex at full size (hex units:
    the room terrain.draw_land gives it, at a scale where the label is 20 pixels)."""
    from render.terrain import LABEL_HALF_WIDTH, LABEL_SIZE

    scale = 100
    size = round(LABEL_SIZE * scale)
    labels = [words.say(f"picture.terrain.{terrain}") for terrain in TERRAINS]
    too_long = [
        text for text in labels if not _fits(text, size, 2 * LABEL_HALF_WIDTH * scale, bold=True)
    ]
    assert not too_long, f"{words.language}: {too_long}"


def test_hand_labels_fit(words: Catalogue) -> None:
    """The hand's card names beside their play state fit a card tile (half the 800-pixel
    hand); the resource counts fit under their cards; the titles fit the width."""
    tile = (800 - 2 * 24 - 12) / 2
    state_w = max(
        fonts.measure(words.say(key), 15, bold=True) + 16
        for key in ("picture.hand.play_now", "picture.hand.not_now")
    )
    names = [words.say(f"picture.hand.card.{card}") for card in CARD_NAMES]
    size = round(19 * NAME_LEAST)
    too_long = [n for n in names if not _fits(f"2 × {n}", size, tile - 60 - state_w, bold=True)]
    assert not too_long, f"{words.language}: {too_long}"
    step = (800 - 2 * 24) / len(RESOURCES)
    counts = [
        words.say("cards.count", count=12, resource=words.say(f"resource.{r}")) for r in RESOURCES
    ]
    assert all(_fits(c, 19, step - 4, bold=True) for c in counts), counts
    titles = [
        words.say("picture.hand.resources_commodities", count=12),
        words.say("picture.hand.development", count=12),
        words.say("picture.hand.progress", count=12),
    ]
    assert all(_fits(t, 18, 800 - 2 * 24) for t in titles), titles


def test_progress_card_rows_fit(words: Catalogue) -> None:
    """Every progress card's name (two of a kind: "2 × ") fits beside its play state in the
    Cities & Knights hand; the commodities' names fit under their cards (eight cards across
    800 pixels, at the smallest size the hand sets them)."""
    from render.ck_hand import card_name

    state_w = max(
        fonts.measure(words.say(key), SMALL, bold=True) + 20
        for key in ("picture.hand.play_now", "picture.hand.not_now")
    )
    room = 800 - 2 * 24 - 92 - 12 - state_w - 12
    cards = [m.id.removeprefix("card.") for m in ck_words.MESSAGES if m.id.startswith("card.")]
    too_long = [c for c in cards if not _fits(f"2 × {card_name(c, words)}", NAME, room, bold=True)]
    assert not too_long, f"{words.language}: {too_long}"
    step = (800 - 2 * 24) / 8
    least = round(SMALL * 0.7)  # fonts.shrink's smallest size
    for kind in (*RESOURCES, "cloth", "coin", "paper"):
        assert _fits(words.say(f"resource.{kind}"), least, step - 4), kind


def test_summary_lines_fit(words: Catalogue) -> None:
    """The summary's titles fit their halves of the 1000-pixel picture, its detail lines a
    score row."""
    half = 400 - 24
    assert _fits(words.say("picture.summary.title"), 28, half, bold=True)
    assert _fits(words.say("picture.summary.points_chart"), 20, 600 - 24, bold=True)
    detail = words.say(
        "picture.summary.winner",
        detail=words.say("picture.summary.shown_hidden", shown=8, hidden=2),
    )
    assert _fits(detail, 16, half - 28)
    fact = words.say(
        "picture.summary.sevens", times=words.say("picture.summary.times", count=58), fair="51"
    )
    assert _fits(fact, 17, half - 8)


@pytest.mark.parametrize("module", [standings, tournament])
def test_column_heads_fit_their_columns(words: Catalogue, module: object) -> None:
    """The standings' and the ranking's column heads fit between their neighbours, at least
    at the smaller size the table allows, without being cut."""
    columns = standings.COLUMNS if module is standings else tournament.COLUMNS
    prefix = "league.picture" if module is standings else "tournament.picture"
    for i, (name, _, _) in enumerate(columns):
        text = words.say(f"{prefix}.{name}")
        head, _ = ranked.column_head(text, 22, 1.0, i, columns)
        assert head == text, f"{words.language}: {text!r} is cut to {head!r}"


def _drawn_at_400(
    view: dict[str, Any], language: str, monkeypatch: pytest.MonkeyPatch
) -> list[str]:
    """Every text the board picture of `view` draws in `language`, 400 pixels wide."""
    seen: list[str] = []
    real = fonts.draw_text

    def record(d: Any, xy: Any, text: str, *args: Any, **kwargs: Any) -> float:
        seen.append(text)
        return real(d, xy, text, *args, **kwargs)

    public = read_public(view)
    with monkeypatch.context() as m:
        m.setattr(fonts, "draw_text", record)
        compose(public, Highlight(), layout(public, 400), {}, None, catalogue(language))
    return seen


def _with_islands(view: Mapping[str, Any]) -> dict[str, Any]:
    """`view` with island points for every seat, the Longest Trade Route's holder's among them."""
    out = copy.deepcopy(dict(view))
    out["seafarers"]["island_points"] = {p["id"]: 2 for p in out["players"]}
    return out


@pytest.mark.parametrize("language", CODES)
@pytest.mark.parametrize("rules", ["seafarers", "cities_knights_seafarers"])
def test_the_seafarers_panel_is_drawn_whole_at_400_pixels(
    language: str, rules: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A late Seafarers game whose players all have island points, one of them the Longest
    Trade Route: at 400 pixels wide, no text of the picture is cut (no ellipsis), and the island
    points are drawn (a palm and the number beside the seat's counts, or a tag in C&K's two
    lines of tags)."""
    if rules == "seafarers":
        view = _with_islands(sea_games.played("new_shores", 4, 500).view(None))
    else:
        view = _with_islands(sea_games.with_knights("new_shores").view(None))
    assert any(p["longest_road"] for p in view["players"]) or rules != "seafarers"
    drawn = _drawn_at_400(view, language, monkeypatch)
    assert not [t for t in drawn if fonts.ELLIPSIS in t], (language, rules)
    if rules == "seafarers":
        assert drawn.count("2") >= len(view["players"])
    else:
        tag = catalogue(language).say("picture.tag.islands", count=2)
        assert drawn.count(tag) == len(view["players"])


class _Drawn:
    """Stands for a module (`icons` or `fonts`) in `render.seat_tags`, recording the pills
    drawn (their widths) and the texts written in them, and otherwise the module itself."""

    def __init__(self, module: Any, record: list[tuple[str, Any]]) -> None:
        self._module = module
        self._record = record

    def __getattr__(self, name: str) -> Any:
        return getattr(self._module, name)

    def badge(self, width: int, height: int, fill: Any) -> Any:
        self._record.append(("badge", width))
        return self._module.badge(width, height, fill)

    def draw_text(self, d: Any, at: Any, text: str, size: int, *args: Any, **kw: Any) -> None:
        self._record.append(("text", (text, size)))
        self._module.draw_text(d, at, text, size, *args, **kw)


@pytest.mark.parametrize("language", CODES)
def test_to_act_fits_its_badge_beside_a_title_on_six_seats_at_400_px(
    language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """FS-4 at 400 pixels, six seats: the builder awaited in the special building phase holds
    Longest Road and Largest Army; the "to act" badge is drawn whole (never cut with an
    ellipsis), its text as wide as its pill allows, and so is every other badge drawn beside
    it (a badge that no longer fits whole on the seat's tag line is left out, not cut)."""
    from render import render_board, seat_tags
    from tests.render import cases, games

    words = catalogue(language)
    view = copy.deepcopy(cases._game("six_special_build", 11).view())
    builder = next(p for p in view["players"] if p["id"] == view["awaiting"][0])
    assert builder["id"] != view["current"]
    builder["longest_road"] = builder["largest_army"] = True
    render_board(view, names=games.SIX_NAMES, size=400, words=words)  # the map's calibration
    record: list[tuple[str, Any]] = []
    monkeypatch.setattr(seat_tags, "icons", _Drawn(seat_tags.icons, record))
    monkeypatch.setattr(seat_tags, "fonts", _Drawn(seat_tags.fonts, record))
    render_board(view, names=games.SIX_NAMES, size=400, words=words)
    pills = [(w, record[i + 1][1]) for i, (k, w) in enumerate(record) if k == "badge"]
    texts = [text for _, (text, _) in pills]
    assert words.say("picture.tag.to_act") in texts, texts
    for width, (text, size) in pills:
        assert not text.endswith(fonts.ELLIPSIS), f"{language}: {text!r} cut"
        assert fonts.measure(text, size, bold=True) <= width, f"{language}: {text!r} > {width}"
