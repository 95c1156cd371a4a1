"""The pass spool (gpt_home/memory/pass_spool.py): a pass taken by one process is claimed for it, so a second
process (the settings page, a CLI command, a restarted daemon) never applies the same pass at the same time."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from gpt_home.memory.learning_pass import FinishedTurn
from gpt_home.memory.pass_spool import PassSpool, _started


def _gone_pid() -> int:
    child = subprocess.Popen(["true"])
    child.wait()
    return child.pid


def _take_in_other_process(directory: Path) -> list[str]:
    """take_pending in another, still running process's view: the ids it would apply."""
    code = textwrap.dedent(f"""
        from pathlib import Path
        from gpt_home.memory.pass_spool import PassSpool
        print(",".join(job for job, _ in PassSpool(Path({str(directory)!r})).take_pending()))
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return [job for job in out.strip().split(",") if job]


def test_a_taken_pass_is_claimed_and_not_taken_again_elsewhere(tmp_path: Path) -> None:
    spool = PassSpool(tmp_path)
    spool.add("ask-1", FinishedTurn("u", "t1", "My favourite colour is green."), owner_pid=_gone_pid())
    assert [job for job, _ in spool.take_pending()] == ["ask-1"]  # this process takes it over and claims it
    assert _take_in_other_process(tmp_path) == []  # claimed by a running process: left to it
    assert [job for job, _ in spool.take_pending()] == ["ask-1"]  # still this process's until done
    spool.done("ask-1")
    assert spool.take_pending() == []


def test_a_claim_by_a_process_that_exited_is_taken_over(tmp_path: Path) -> None:
    spool = PassSpool(tmp_path)
    spool.add("ask-1", FinishedTurn("u", "t1", "My favourite colour is green."), owner_pid=_gone_pid())
    assert _take_in_other_process(tmp_path) == ["ask-1"]  # that process claimed it, then exited without done()
    assert [job for job, _ in spool.take_pending()] == ["ask-1"]


def test_an_unreadable_proc_entry_is_an_unknown_start_time() -> None:
    assert _started(_gone_pid()) is None
