"""Keep the bundled model's evaluated voice rules in the data dir right after installing (scripts/setup.sh).

Why (issue 11 follow-up): the first cold `gpt-home ask` of a fresh data dir read the voice rules itself and saved
them (agent/prompt_state.py): 3.7 s for its first model answer on the 2-core box, against about 1 s once they are
kept. `gpt-home doctor` keeps them too, but nobody has to run it; setup does this once. Nothing but the fixed voice
rules is evaluated or written, and no database is touched.

Run: .venv/bin/python -m gpt_home.keep_rules   (exit 0 also when there is nothing to keep: no local model)
"""

from __future__ import annotations

import logging
import sys

_LOGGER = logging.getLogger(__name__)


def keep(settings: object | None = None) -> str:
    """Keep the voice rules for the configured local model; what was done, in words (empty: nothing to do)."""
    from gpt_home.agent.llm import LocalChatModel, build_chat_model
    from gpt_home.config import Settings, load_settings
    from gpt_home.doctor import keep_voice_rules

    resolved = settings if isinstance(settings, Settings) else load_settings()
    model = build_chat_model(resolved)
    if not isinstance(model, LocalChatModel):
        return ""
    try:
        return keep_voice_rules(resolved, model).removeprefix("; ")
    finally:
        model.holder.release()


def main() -> int:
    try:
        done = keep()
    except Exception as exc:  # noqa: BLE001 - an optimisation: setup goes on, the first answer keeps them instead
        _LOGGER.warning("voice rules not kept: %s: %s", type(exc).__name__, exc)
        return 0
    sys.stdout.write(f"== {done or 'voice rules: nothing to keep (already kept, or no local model)'}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
