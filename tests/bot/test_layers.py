"""The adapters keep Discord apart from everything else: the shared helpers and the terminal
client never import discord.py, and the Discord code reaches the rules only through the
service (it never imports the engine)."""

from __future__ import annotations

from tests.test_architecture import imported_roots


def test_shared_helpers_and_terminal_client_know_nothing_of_discord() -> None:
    for package in ("bot/common", "bot/local"):
        for path, names in imported_roots(package).items():
            assert "discord" not in names, f"{path} imports discord"


def test_discord_code_asks_the_service_not_the_engine() -> None:
    for path, names in imported_roots("bot/discord_app").items():
        assert "engine" not in names, f"{path} imports the engine"


def test_every_component_action_has_a_handler() -> None:
    from bot.discord_app import handlers
    from bot.discord_app.components import BUTTON_ACTIONS, HANDLERS, SELECT_ACTIONS

    assert handlers.__all__
    assert set(HANDLERS) == set(BUTTON_ACTIONS + SELECT_ACTIONS)
