"""Does the bundled model run on this machine's CPU? ``python -m gpt_home.agent.model_smoke`` (scripts/setup.sh).

llama.cpp is compiled where it is installed. A build that uses instructions the machine cannot run (a wheel pip
cached on another machine; a "native" build on a virtual machine whose CPU reports AMX tiles that its kernel does
not grant) dies with a signal on its first matrix product, and would take the daemon with it on the first model
turn. Run in a process of its own, this check dies instead, and setup rebuilds llama.cpp from source.

Exit status 0: the model read a few tokens, or there is nothing to check (no bundled model or no llama.cpp
installed: the local model is optional). 1: the model file did not load. Killed by a signal: the build is broken.
"""

from __future__ import annotations

import logging
import sys

from gpt_home.agent.model_files import bundled_model_path, llama_cpp_available

log = logging.getLogger(__name__)


def check() -> int:
    """Load the bundled model with a small context and evaluate one short prompt; the exit status (see above)."""
    path = bundled_model_path()
    if path is None or not llama_cpp_available():
        log.info("no bundled model or no llama.cpp installed: nothing to check")
        return 0
    from llama_cpp import Llama

    try:
        llama = Llama(model_path=str(path), n_ctx=64, n_threads=None, use_mmap=True, verbose=False)
        llama.eval(llama.tokenize(b"Hello, how are you?"))
    except (OSError, RuntimeError, ValueError) as error:
        log.error("the bundled model %s did not load: %s", path.name, error)
        return 1
    log.info("the bundled model %s runs on this CPU", path.name)
    return 0


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    sys.exit(check())
