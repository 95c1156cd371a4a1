# GPT Home application image: the voice daemon (`run`) and the settings page (`web`) from one image.
# Used by docker-compose.yml; the systemd units + Ansible are the primary way to install on a Pi.
#
# Build stage: compile every wheel (llama-cpp-python, PyAudio) once, with the toolchain that the final
# image does not carry.
FROM python:3.11-slim-bookworm AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential cmake portaudio19-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY pyproject.toml README.md* ./
COPY gpt_home ./gpt_home
COPY web ./web
RUN python -m pip wheel --no-cache-dir --wheel-dir /wheels '.[local-llm,faster-whisper,mic]'

# Run stage: runtime libraries only, an unprivileged user, code owned by root.
FROM python:3.11-slim-bookworm
RUN apt-get update \
    && apt-get install -y --no-install-recommends espeak-ng alsa-utils libportaudio2 wordnet-base \
    && rm -rf /var/lib/apt/lists/*
RUN groupadd --system gpt-home \
    && useradd --system --gid gpt-home --groups audio --home-dir /var/lib/gpt-home \
       --shell /usr/sbin/nologin gpt-home \
    && install -d -o gpt-home -g gpt-home -m 0750 /var/lib/gpt-home /var/cache/gpt-home
RUN --mount=type=bind,from=build,source=/wheels,target=/wheels \
    python -m venv /opt/gpt-home/venv \
    && /opt/gpt-home/venv/bin/pip install --no-cache-dir --no-index --find-links=/wheels \
       'gpt-home[local-llm,faster-whisper,mic]'
ENV PATH=/opt/gpt-home/venv/bin:$PATH \
    GPT_HOME_DATA_DIR=/var/lib/gpt-home \
    XDG_CACHE_HOME=/var/cache/gpt-home \
    HOME=/var/lib/gpt-home \
    PYTHONUNBUFFERED=1
USER gpt-home
WORKDIR /var/lib/gpt-home
# The settings page listens on an unprivileged port inside the container; compose publishes it as port 80.
EXPOSE 8080
ENTRYPOINT ["gpt-home"]
CMD ["run"]
