"""Cities & Knights under random legal play beyond the invariants every rule set is played for
(tests/engine/test_properties.py, with C&K's in tests/engine/ck/properties.py): every card of
the three decks played, and no hidden card leaked.

`CK_CARD_GAMES=40 python -m pytest tests/engine/ck/test_properties.py` plays longer."""

from __future__ import annotations

import os
import random

from .properties import FOUR, PLAYERS, new_game
from .vocab import state

#: Every playable card of the three decks.
PLAYED_CARDS = (
    "alchemist",
    "crane",
    "engineer",
    "inventor",
    "irrigation",
    "medicine",
    "mining",
    "road_building",
    "smith",
    "commercial_harbor",
    "master_merchant",
    "merchant",
    "merchant_fleet",
    "resource_monopoly",
    "trade_monopoly",
    "bishop",
    "deserter",
    "diplomat",
    "intrigue",
    "saboteur",
    "spy",
    "warlord",
    "wedding",
)
CARD_SEEDS = int(os.environ.get("CK_CARD_GAMES", "8"))


def test_random_games_play_every_card_and_leak_no_hidden_card() -> None:
    """Random games play every card of the three decks; a secret in an event (a card
    drawn, stolen or taken) reaches only the players concerned, and a hand looked at is in the
    view of its viewer only."""
    played: set[str] = set()
    for seed in range(100, 100 + CARD_SEEDS):
        # Both Saboteur editions (CK-T9) and the dirty-trick variant (CK-17) in turn.
        options = {
            "saboteur_edition": "first" if seed % 4 < 2 else "later",
            "dirty_trick": seed % 2 == 0,
        }
        game = new_game(seed, FOUR if seed % 2 else PLAYERS, options=options)
        rnd = random.Random(seed)
        steps = 0
        while game.winner is None and steps < 8000:
            player = rnd.choice(game.awaiting())
            legal = game.legal_actions(player)
            plays = [a for a in legal if str(a).startswith(("play ", "repair "))]
            spend = [a for a in legal if str(a) != "end"]
            if plays and rnd.random() < 0.5:
                action = rnd.choice(plays)
            else:
                action = rnd.choice(spend if spend and rnd.random() < 0.8 else legal)
            events = game.apply(player, action)
            steps += 1
            if str(action).startswith("play "):
                played.add(str(action).split()[1])
            elif str(action).startswith(("repair ", "commit ")):
                played.add(str(action).split()[0])
            for e in events:
                concerned = e.secret_to()
                for p in game.players:
                    if concerned and p not in concerned:
                        shown = e.to_dict(p)
                        assert all(shown[f] is None for f in e.SECRET), (e.kind, p)
            for p in game.players:
                you = game.view(p)["you"]
                assert you is not None
                if "shown" in you:
                    c = state(game)
                    assert any(
                        i[0] in ("master_merchant", "spy") and game.players[i[1]] == p
                        for i in c.pending
                    )
    wanted = {*PLAYED_CARDS, "commit"}
    assert played >= wanted, sorted(wanted - played)
