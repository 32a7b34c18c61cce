"""What the properties feed the engine and the service: arbitrary text, numbers, unicode and
values of the wrong type, mixed with near-misses of real input."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from engine import (
    BuildCity,
    BuildRoad,
    BuildSettlement,
    ConfirmTrade,
    Discard,
    MaritimeTrade,
    MoveRobber,
    OfferTrade,
    PlayMonopoly,
    PlayYearOfPlenty,
)

# Characters `str.isdigit()` accepts but `int()` does not, digits of other scripts that both
# accept, and numbers too long for `int()` (over 4,300 digits).
ODD_DIGITS = ("²", "①", "⁵", "³", "¹", "٣", "৭", "𝟠", "-1", "0", "00")
huge_number = st.integers(4301, 4400).map(lambda n: "9" * n)
odd_number = st.one_of(st.sampled_from(ODD_DIGITS), huge_number)
WORDS = (
    "road",
    "settlement",
    "city",
    "development",
    "knight",
    "road_building",
    "year_of_plenty",
    "monopoly",
    "steal",
    "for",
    "to",
    "ore",
    "grain",
    "wool",
    "brick",
    "lumber",
    "A",
    "S",
    "Z",
    "12-17",
    "1-2-3",
    "-",
    "²-①",
)
KEYWORDS = (
    "roll",
    "end",
    "buy",
    "reveal",
    "accept",
    "decline",
    "cancel",
    "build",
    "play",
    "robber",
    "discard",
    "bank",
    "offer",
    "confirm",
)

token = st.one_of(
    odd_number,
    st.sampled_from(WORDS),
    st.integers(min_value=-(10**30), max_value=10**30).map(str),
    st.text(max_size=6),
)

# Each form of the notation with arbitrary tokens where its numbers, resources, hexes and
# players go.
TEMPLATES = (
    "build settlement {}",
    "build city {}",
    "build road {}-{}",
    "build road {}",
    "discard {} {}",
    "discard {} ore {} {}",
    "bank {} {} for {} {}",
    "offer {} {} for {} {} to {}",
    "robber {}",
    "robber {} steal {}",
    "play year_of_plenty {} {}",
    "play monopoly {}",
    "confirm {}",
)
shaped = st.sampled_from(TEMPLATES).flatmap(
    lambda form: st.lists(token, min_size=form.count("{}"), max_size=form.count("{}")).map(
        lambda words: form.format(*words)
    )
)

# Text shaped like the notation (a keyword, then tokens), or anything at all.
notation = st.one_of(
    shaped,
    st.builds(
        lambda head, rest: " ".join([head, *rest]),
        st.sampled_from(KEYWORDS),
        st.lists(token, max_size=6),
    ),
    st.text(max_size=40),
)

junk: st.SearchStrategy[Any] = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**20, max_value=10**40),
    st.floats(),
    st.text(max_size=12),
    st.binary(max_size=8),
    st.lists(st.integers(), max_size=3),
    st.tuples(st.integers(), st.integers()),
    st.dictionaries(st.text(max_size=4), st.integers(), max_size=2),
    odd_number,
)

# Engine actions built directly, with fields of any shape (nothing checks a dataclass's types).
malformed_action = st.one_of(
    st.builds(BuildRoad, junk),
    st.builds(BuildRoad, st.tuples(junk)),
    st.builds(BuildRoad, st.tuples(junk, junk)),
    st.builds(BuildRoad, st.tuples(junk, junk, junk)),
    st.builds(BuildSettlement, junk),
    st.builds(BuildCity, junk),
    st.builds(MoveRobber, junk, junk),
    st.builds(Discard, junk),
    st.builds(MaritimeTrade, junk, junk),
    st.builds(OfferTrade, junk, junk, junk),
    st.builds(PlayMonopoly, junk),
    st.builds(PlayYearOfPlenty, junk),
    st.builds(ConfirmTrade, junk),
)
