# Hexhaven: the Discord bot, its database on a volume at /data.
#   docker build -t hexhaven .
#   docker run -d --name hexhaven --env-file .env -v hexhaven-data:/data hexhaven
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    HEXHAVEN_DB=/data/hexhaven.db

WORKDIR /app
# The checkout less what .dockerignore leaves out (history, tests, benchmarks, caches, secrets,
# databases): every package pyproject.toml installs, with its catalogues, fonts and maps.
COPY . .
RUN pip install . \
    && useradd --create-home --uid 10001 hexhaven \
    && mkdir -p /data \
    && chown hexhaven:hexhaven /data

USER hexhaven
VOLUME ["/data"]

# Healthy while the database opens and answers.
HEALTHCHECK --interval=60s --timeout=15s --start-period=30s --retries=3 \
    CMD ["hexhaven", "health"]

CMD ["hexhaven"]
