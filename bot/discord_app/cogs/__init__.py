"""One extension per area of commands; each cog only translates between Discord and the service."""

EXTENSIONS = (
    "bot.discord_app.cogs.lobby",
    "bot.discord_app.cogs.turn",
    "bot.discord_app.cogs.build",
    "bot.discord_app.cogs.trade",
    "bot.discord_app.cogs.info",
    "bot.discord_app.cogs.personal",
)
