"""The embedder interface the memory index relies on (its own module so every embedder can import it)."""

from __future__ import annotations

from langchain_core.embeddings import Embeddings


class NamedEmbeddings(Embeddings):
    """An embedder that also knows its name and dimension, so the index can detect a change of embedder."""

    name: str
    dims: int
    offline: bool = True  # computed on this machine: re-embedding every memory costs only local CPU time

    def embed_query(self, text: str) -> list[float]:
        return self.embed_documents([text])[0]
