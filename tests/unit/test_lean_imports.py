"""The daemon leaves httpx's command-line client (rich, pygments, click) out of its process, and httpx still works
(footprint, issue 12). Each case runs in a fresh interpreter: the test process has httpx imported already."""

from __future__ import annotations

import subprocess
import sys

import pytest

SCRIPT = """
import sys
from gpt_home.daemon.lean_imports import skip_unused_imports
marked = skip_unused_imports() if sys.argv[1] == "lean" else []
import httpx
import faster_whisper  # what `gpt-home run` imports first (huggingface_hub imports httpx)

def answer(request):
    return httpx.Response(200, json={"path": request.url.path})

with httpx.Client(transport=httpx.MockTransport(answer)) as client:
    got = client.get("http://household.local/status").json()
print(marked, "rich" in sys.modules, "click" in sys.modules, got["path"], callable(httpx.main))
"""


def _run(mode: str) -> str:
    done = subprocess.run([sys.executable, "-c", SCRIPT, mode], capture_output=True, text=True, timeout=120,
                          check=True)
    return done.stdout.strip()


def test_the_daemon_does_not_import_httpx_cli_and_httpx_still_works() -> None:
    assert _run("lean") == "['httpx._main'] False False /status True"


def test_without_it_the_cli_packages_come_in() -> None:  # what the skip saves, so the first test can fail
    pytest.importorskip("rich", reason="httpx's CLI packages are not installed here: nothing to leave out")
    pytest.importorskip("click", reason="httpx's CLI packages are not installed here: nothing to leave out")
    assert _run("plain") == "[] True True /status True"


LAZY_SCRIPT = """
import sys
from gpt_home.daemon.lean_imports import lazy_packages
created = lazy_packages() if sys.argv[1] == "lean" else []
from typing import TypedDict
from langchain_core.messages import AIMessage
from langgraph.graph import END, START, StateGraph

class State(TypedDict):
    text: str

graph = StateGraph(State)
graph.add_node("reply", lambda state: {"text": AIMessage(content=state["text"] + "!").content})
graph.add_edge(START, "reply")
graph.add_edge("reply", END)
got = graph.compile().invoke({"text": "hello"})["text"]
generated = sum(name.startswith("langsmith.types.") for name in sys.modules)
client = "langgraph_sdk.client" in sys.modules
import langsmith.types
run = langsmith.types.Run.__name__  # the deferred __init__ runs on first use
print(created, got, generated < 10, client, run, sum(name.startswith("langsmith.types.") for name in sys.modules) > 100)
"""


def _run_lazy(mode: str) -> str:
    done = subprocess.run([sys.executable, "-c", LAZY_SCRIPT, mode], capture_output=True, text=True, timeout=120,
                          check=True)
    return done.stdout.strip()


def test_deferred_packages_keep_their_api_out_until_used_and_langgraph_still_runs() -> None:
    assert _run_lazy("lean") == "['langsmith.types', 'langgraph_sdk'] hello! True False Run True"


def test_without_it_the_generated_types_and_the_sdk_client_come_in() -> None:  # so the first test can fail
    assert _run_lazy("plain") == "[] hello! False True Run True"
