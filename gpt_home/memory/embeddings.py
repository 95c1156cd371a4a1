"""Text embedders for memory search: offline by default, cloud only when configured.

The default is WordLlama's static embeddings, shipped inside the ``wordllama`` wheel (16 MB, 256 dimensions, no torch):
it loads offline in about a second and embeds a sentence in well under a millisecond. A static embedding is an average of
token vectors, so function words ("what", "do", "my") and possessives dilute it; both memories and queries are embedded
from their content words only (bench/memory_eval.py: recall@5 0.877 -> 0.914 on reworded household questions).

The average is weighted by each token's information: the log of its id. The tokenizer's ids follow its merge order, so
frequent pieces ("▁the", "▁may") have small ids and rare ones large ids; log(id) behaves like an IDF learnt from the
tokenizer's own corpus, and needs no statistics of ours. Uniform averaging let the words every memory shares (the
speaker's name, "likes", "bought") decide which of 10,000 memories came first. bench/memory_eval.py at 10,000
memories, vector side alone: reworded set 0.700 -> 0.800, held-out set 0.867 -> 0.883; the hybrid on the held-out
set is unchanged (0.917). A quirk: the tokenizer's single characters sit at the end of its vocabulary, so a lone
letter piece weighs like a rare word.
"""

from __future__ import annotations

import hashlib
import itertools
import logging
import math
import re
import threading
from pathlib import Path

import numpy as np
from langchain_core.embeddings import Embeddings

from gpt_home.errors import ConfigError
from gpt_home.memory.embedder_base import NamedEmbeddings

_LOGGER = logging.getLogger(__name__)
_WORD_RE = re.compile(r"[a-z0-9']+")
# English function words: question scaffolding, pronouns, auxiliaries, articles, prepositions, fillers.
_FUNCTION_WORDS = frozenset(
    [
        "a", "an", "the", "is", "are", "was", "were", "be", "been", "am", "do", "does", "did", "i", "me", "my",
        "mine", "we", "our", "us", "you", "your", "he", "him", "his", "she", "her", "hers", "they", "them",
        "their", "it", "its", "of", "to", "in", "on", "at", "for", "with", "and", "or", "what", "which", "who",
        "whom", "when", "where", "how", "why", "should", "would", "could", "can", "will", "shall", "any",
        "some", "there", "that", "this", "these", "those", "into", "about", "as", "by", "from", "up", "out",
        "get", "got", "have", "has", "had", "like", "likes", "please", "now", "currently", "much", "many",
        "often", "usually", "each", "every", "just", "also", "very", "really"
    ]
)


def content_words(text: str) -> str:
    """``text`` lower-cased without function words or possessive 's (the text itself if nothing is left)."""
    words = [w for w in _WORD_RE.findall(text.lower().replace("'s", "")) if w not in _FUNCTION_WORDS]
    return " ".join(words) or text


class WordLlamaEmbeddings(NamedEmbeddings):
    """WordLlama static embeddings loaded from the files inside the installed wheel (no download)."""

    def __init__(self, dims: int = 256) -> None:
        import wordllama
        from wordllama import WordLlama

        from gpt_home.memory.wordllama_mapped import load_mapped

        package_dir = Path(wordllama.__file__).parent
        # The table memory-mapped (footprint, issue 12); another wheel layout loads the usual way.
        self._model = load_mapped(package_dir, dims) or WordLlama.load(cache_dir=package_dir, disable_download=True,
                                                                         dim=dims)
        # A new name re-embeds an existing index at the next start (store.py, offline embedders).
        self.name = f"wordllama:l2_supercat_{dims}:content-words:log-id"
        self.dims = dims
        self._lock = threading.Lock()  # the tokenizer is not documented as thread-safe
        table = self._model.embedding
        self._weights = np.log(np.arange(table.shape[0], dtype=np.float32) + 2.0)  # id 0 still weighs log 2
        self._table_file = getattr(table, "filename", None)  # set when the table is memory-mapped
        if self._table_file:
            from gpt_home.hardware import residents

            residents.register(self.unmap_rows)

    def unmap_rows(self) -> bool:
        """Unmap the table rows read so far (before the language model answers, hardware/residents.py: nothing is
        embedded until the turn's memory pass); they stay in the page cache. Never counts as a released engine."""
        from gpt_home.hardware.mapped_pages import drop_clean_pages

        drop_clean_pages((str(self._table_file),))
        return False

    def vectors(self, texts: list[str]) -> np.ndarray:
        """Unit-length sentence vectors of the texts as given (no words dropped): each token's row of the table,
        weighted by log(token id) so rarer pieces weigh more. Memory search passes content words; the semantic
        intent reader passes every word ("up" and "off" decide an intent)."""
        with self._lock:
            encoded = self._model.tokenize(texts)  # padded to the longest
        table = self._model.embedding
        ids = np.clip(np.array([e.ids for e in encoded], dtype=np.int64), 0, table.shape[0] - 1)
        weights = self._weights[ids] * np.array([e.attention_mask for e in encoded], dtype=np.float32)
        pooled = np.einsum("bt,btd->bd", weights, table[ids], dtype=np.float32)
        pooled /= np.maximum(weights.sum(axis=1, keepdims=True), 1e-6)
        pooled /= np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
        return pooled

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        return [v.tolist() for v in self.vectors([content_words(t) for t in texts])]


class HashingEmbeddings(NamedEmbeddings):
    """Feature-hashing of words and word pairs: weak, but needs nothing at all. A last resort, never the default."""

    def __init__(self, dims: int = 256) -> None:
        self.name = f"hash:{dims}"
        self.dims = dims

    def _vector(self, text: str) -> list[float]:
        words = _WORD_RE.findall(text.lower())
        grams = words + [f"{a} {b}" for a, b in itertools.pairwise(words)]
        vec = [0.0] * self.dims
        for gram in grams:
            digest = hashlib.blake2b(gram.encode(), digest_size=8).digest()
            index = int.from_bytes(digest[:4], "little") % self.dims
            vec[index] += 1.0 if digest[4] & 1 else -1.0
        norm = math.sqrt(sum(x * x for x in vec)) or 1.0
        return [x / norm for x in vec]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self._vector(t) for t in texts]


class _ProviderEmbeddings(NamedEmbeddings):
    """A LangChain provider embedder (openai, ollama) whose dimension is probed once."""

    offline = False

    def __init__(self, spec: str, inner: Embeddings) -> None:
        self._inner = inner
        self.name = spec
        self.dims = len(inner.embed_query("dimension probe"))

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self._inner.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        return self._inner.embed_query(text)


_CACHE: dict[str, NamedEmbeddings] = {}
_CACHE_LOCK = threading.Lock()


def load_embedder(spec: str, *, api_key: str | None = None, base_url: str | None = None) -> NamedEmbeddings:
    """The embedder named by the ``embedder`` setting, loaded once per process.

    Raises:
        ConfigError: the embedder cannot be loaded (e.g. a provider package is missing).
    """
    with _CACHE_LOCK:
        if spec in _CACHE:
            return _CACHE[spec]
        embedder = _load(spec, api_key=api_key, base_url=base_url)
        _CACHE[spec] = embedder
        return embedder


def _load(spec: str, *, api_key: str | None, base_url: str | None) -> NamedEmbeddings:
    if spec in ("auto", "wordllama"):
        try:
            return WordLlamaEmbeddings()
        except Exception as exc:  # any failure to load the bundled model falls back (auto) or is reported
            if spec == "wordllama":
                raise ConfigError(f"invalid setting GPT_HOME_EMBEDDER: wordllama could not be loaded ({exc})") from exc
            _LOGGER.warning("wordllama could not be loaded (%s); falling back to hashing embeddings", exc)
            return HashingEmbeddings()
    if spec == "hash":
        return HashingEmbeddings()
    if spec == "minilm":
        from gpt_home.memory.onnx_embedder import MiniLMOnnxEmbeddings

        try:
            return MiniLMOnnxEmbeddings()
        except ConfigError:
            raise
        except Exception as exc:  # a broken onnxruntime/tokenizers install is a setting problem here
            raise ConfigError(f"invalid setting GPT_HOME_EMBEDDER: minilm could not be loaded ({exc})") from exc
    provider, _, model = spec.partition(":")
    try:
        if provider == "openai":
            from langchain_openai import OpenAIEmbeddings

            kwargs: dict[str, object] = {"model": model}
            if api_key:
                kwargs["api_key"] = api_key
            if base_url:
                kwargs["base_url"] = base_url
            return _ProviderEmbeddings(spec, OpenAIEmbeddings(**kwargs))  # type: ignore[arg-type]
        if provider == "ollama":
            from langchain_ollama import OllamaEmbeddings

            return _ProviderEmbeddings(spec, OllamaEmbeddings(model=model))
    except ImportError as exc:
        raise ConfigError(
            f"invalid setting GPT_HOME_EMBEDDER: {provider} needs an extra package (pip install 'gpt-home[cloud]')"
        ) from exc
    raise ConfigError(f"invalid setting GPT_HOME_EMBEDDER: unknown embedder {spec!r}")
