"""Two real daemons on one Postgres hearing the same utterance at two loudnesses (shared by the voice test and
bench/bench_one_answer.py). Each daemon has its own settings, data dir, database pool, engines and reply folder;
their WAV sources are paced in real time and start together, as two microphones in one room would."""

from __future__ import annotations

import subprocess
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gpt_home.audio.sources import AudioChunk, AudioSource, WavFileSource
from gpt_home.audio.tts import WavRecorder

LOUD_VOL, QUIET_VOL = "1.0", "0.35"


class StartTogether:
    """An AudioSource that hands out its first frame only when every daemon of the pair is ready."""

    def __init__(self, source: AudioSource, barrier: threading.Barrier) -> None:
        self.source, self.barrier, self.started = source, barrier, False

    def read(self) -> AudioChunk | None:
        if not self.started:
            self.barrier.wait(120)
            self.started = True
        return self.source.read()

    def discard_pending(self) -> None:
        self.source.discard_pending()


def gained(wav: Path, vol: str, out: Path) -> Path:
    """The same recording at another loudness (sox ``vol``)."""
    subprocess.run(["sox", str(wav), str(out), "vol", vol], check=True, timeout=60)
    return out


@dataclass
class PairRun:
    """What each daemon did with the utterance."""

    replies: dict[str, list[Path]]
    outcomes: dict[str, list[str]]
    decisions: dict[str, list[Any]]


def run_pair(devices: dict[str, tuple[Any, Path]], responder: Any, out_dir: Path, db_factory: Any,
             *, timeout_s: float = 120.0) -> PairRun:
    """Run one daemon per ``devices`` entry (name -> (Settings, input WAV)) at once; each opens its own database."""
    from gpt_home.house.link import build_house_link
    from gpt_home.voice_commands import build_daemon

    barrier = threading.Barrier(len(devices))
    daemons, links, dbs = {}, {}, []
    for name, (settings, wav) in devices.items():
        db = db_factory(settings)
        dbs.append(db)
        link = build_house_link(settings, db)
        link.start()
        links[name] = link
        daemons[name] = build_daemon(settings, responder=responder, house=link,
                                     source=StartTogether(WavFileSource(wav), barrier),
                                     player=WavRecorder(out_dir / name))
    threads = [threading.Thread(target=d.run, name=f"daemon-{n}", daemon=True) for n, d in daemons.items()]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout_s)
        stuck = [t.name for t in threads if t.is_alive()]
        for d in daemons.values():
            d.request_stop()
        assert not stuck, f"daemons did not finish: {stuck}"
    finally:
        for link in links.values():
            link.stop()
        for db in dbs:
            db.close()
    return PairRun(
        replies={n: sorted((out_dir / n).glob("reply-*.wav")) for n in devices},
        outcomes={n: [t.outcome for t in d.turns] for n, d in daemons.items()},
        decisions={n: list(links[n].decisions) for n in devices},
    )
