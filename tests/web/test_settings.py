"""The web side's settings: off unless a port is given, and malformed values refused."""

from __future__ import annotations

import pytest

from bot.settings import Settings, SettingsError


def test_the_web_side_is_off_unless_its_port_is_given() -> None:
    """With no `HEXHAVEN_WEB_*` setting there is no web side and no link to one."""
    settings = Settings.from_env({})
    assert settings.web_port is None and settings.web_address is None
    assert not settings.web_in_bot


def test_links_point_to_the_public_address_else_the_served_one() -> None:
    """Discord's buttons use `HEXHAVEN_WEB_URL` when given, else the host and port served."""
    served = Settings.from_env({"HEXHAVEN_WEB_PORT": "8080"})
    assert served.web_address == "http://127.0.0.1:8080"
    public = Settings.from_env(
        {"HEXHAVEN_WEB_PORT": "8080", "HEXHAVEN_WEB_URL": "https://hex.example/"}
    )
    assert public.web_address == "https://hex.example"


@pytest.mark.parametrize(
    "env",
    [
        {"HEXHAVEN_WEB_PORT": "http"},
        {"HEXHAVEN_WEB_PORT": "70000"},
        {"HEXHAVEN_WEB_URL": "hex.example"},
        {"HEXHAVEN_WEB_IN_BOT": "maybe"},
    ],
)
def test_a_malformed_web_setting_stops_start_up_with_its_name(env: dict[str, str]) -> None:
    """A malformed web setting is refused with a sentence naming it."""
    with pytest.raises(SettingsError, match=next(iter(env))):
        Settings.from_env(env)
