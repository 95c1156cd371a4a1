"""Who wrote a famous play or novel, painted a famous painting or composed a famous piece, from a small checked table (round 23: "the famous
sunflowers painting in a vase, who was the artist" got Salvador Dalí from the bundled model; "uh romeo and juliet was
written by who my homeworks due" got "I can't remember the exact date").

Read by its parts wherever they sit, as ``book_authors`` is not: the work's name anywhere in the sentence, a question
word, and a cue of the making that fits the work ("wrote", "written by", "the author" for a book or play; "painted",
"the artist", "the painter" for a painting; "by who" for either). A film or a song of the same name, an actor asked
about ("who played romeo in romeo and juliet") and a sentence with no question are no reading, and a making that does
not fit ("who painted hamlet") is none either. ``knowledge_readings`` asks here first: a checked maker said plainly
("Hamlet was written by William Shakespeare.") before WordNet's gloss ("Hamlet is the hero of ...", round 27).

Each maker is checked against the work's encyclopaedia entry (Britannica): the plays are Shakespeare's; Jane Austen
wrote Pride and Prejudice (1813), Charlotte Brontë Jane Eyre (1847), Emily Brontë Wuthering Heights (1847); Leonardo
da Vinci painted the Mona Lisa and The Last Supper, Vincent van Gogh the Sunflowers series (1888) and The Starry Night
(1889), Edvard Munch The Scream (1893) ... Pure.
"""

from __future__ import annotations

import re

from gpt_home.skills import book_authors

_SHAKESPEARE = ("Romeo and Juliet", "Hamlet", "Macbeth", "Othello", "King Lear", "A Midsummer Night's Dream",
                "The Tempest", "Twelfth Night", "Julius Caesar", "The Merchant of Venice", "Much Ado About Nothing",
                "The Taming of the Shrew")
# (the work, its maker, other names it is asked by)
_WRITTEN: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    *((play, "William Shakespeare", ()) for play in _SHAKESPEARE),
    ("Pride and Prejudice", "Jane Austen", ()), ("Sense and Sensibility", "Jane Austen", ()),
    ("Oliver Twist", "Charles Dickens", ()), ("A Christmas Carol", "Charles Dickens", ()),
    ("Great Expectations", "Charles Dickens", ()), ("David Copperfield", "Charles Dickens", ()),
    ("Jane Eyre", "Charlotte Brontë", ()), ("Wuthering Heights", "Emily Brontë", ()),
    ("Frankenstein", "Mary Shelley", ()), ("Dracula", "Bram Stoker", ()),
    ("Animal Farm", "George Orwell", ()), ("Nineteen Eighty-Four", "George Orwell", ("nineteen eighty four",)),
    ("To Kill a Mockingbird", "Harper Lee", ()), ("The Great Gatsby", "F. Scott Fitzgerald", ()),
    ("Moby-Dick", "Herman Melville", ("moby dick",)), ("War and Peace", "Leo Tolstoy", ()),
    ("Don Quixote", "Miguel de Cervantes", ()), ("The Hobbit", "J. R. R. Tolkien", ()),
    ("The Lord of the Rings", "J. R. R. Tolkien", ("lord of the rings",)),
    ("Alice's Adventures in Wonderland", "Lewis Carroll", ("alice in wonderland",)),
    ("Little Women", "Louisa May Alcott", ()), ("Of Mice and Men", "John Steinbeck", ()),
    ("Lord of the Flies", "William Golding", ()), ("The Odyssey", "Homer", ()), ("The Iliad", "Homer", ()),
)
_PAINTED: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("The Mona Lisa", "Leonardo da Vinci", ("mona lisa",)), ("The Last Supper", "Leonardo da Vinci", ()),
    ("Sunflowers", "Vincent van Gogh", ("the sunflowers",)), ("The Starry Night", "Vincent van Gogh",
                                                              ("starry night",)),
    ("The Scream", "Edvard Munch", ()), ("Girl with a Pearl Earring", "Johannes Vermeer", ()),
    ("The Birth of Venus", "Sandro Botticelli", ()), ("The Night Watch", "Rembrandt", ()),
    ("Guernica", "Pablo Picasso", ()), ("The Persistence of Memory", "Salvador Dalí", ("the melting clocks",)),
    ("Water Lilies", "Claude Monet", ()), ("The Hay Wain", "John Constable", ()),
    ("The Fighting Temeraire", "J. M. W. Turner", ()), ("American Gothic", "Grant Wood", ()),
    ("The Great Wave off Kanagawa", "Katsushika Hokusai", ("the great wave",)),
)

# Classical pieces, each checked against its encyclopaedia entry: Beethoven's Moonlight Sonata (1801) and Für Elise;
# Vivaldi's Four Seasons (1720s); Mozart's Eine kleine Nachtmusik (1787); Tchaikovsky's Swan Lake (1877), The
# Nutcracker (1892) and 1812 Overture; Handel's Messiah (1742) and Water Music; Debussy's Clair de lune; Ravel's
# Boléro (1928); Gershwin's Rhapsody in Blue (1924); Johann Strauss II's The Blue Danube (1867); Pachelbel's Canon;
# Elgar's Enigma Variations; Vaughan Williams's The Lark Ascending; Prokofiev's Peter and the Wolf (1936).
_COMPOSED: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("The Moonlight Sonata", "Ludwig van Beethoven", ("moonlight sonata",)),
    ("Für Elise", "Ludwig van Beethoven", ("fur elise", "fuer elise")),
    ("The Four Seasons", "Antonio Vivaldi", ("four seasons",)),
    ("Eine kleine Nachtmusik", "Wolfgang Amadeus Mozart", ()),
    ("Swan Lake", "Pyotr Ilyich Tchaikovsky", ()), ("The Nutcracker", "Pyotr Ilyich Tchaikovsky", ("nutcracker",)),
    ("The 1812 Overture", "Pyotr Ilyich Tchaikovsky", ("1812 overture",)),
    ("Messiah", "George Frideric Handel", ("the messiah",)), ("Water Music", "George Frideric Handel", ()),
    ("Clair de lune", "Claude Debussy", ()), ("Boléro", "Maurice Ravel", ("bolero",)),
    ("Rhapsody in Blue", "George Gershwin", ()), ("The Blue Danube", "Johann Strauss II", ("blue danube",)),
    ("Pachelbel's Canon", "Johann Pachelbel", ("canon in d",)), ("The Enigma Variations", "Edward Elgar", ()),
    ("The Lark Ascending", "Ralph Vaughan Williams", ()), ("Peter and the Wolf", "Sergei Prokofiev", ()),
)


def _key(said: str) -> str:
    plain = re.sub(r"[^a-z0-9 ]", "", said.lower().replace("-", " ").replace("ë", "e").replace("í", "i")
                   .replace("ü", "u").replace("é", "e"))
    return " ".join(plain.split()).removeprefix("the ").removeprefix("a ")


_WORKS = {_key(name): (title, maker, "written") for title, maker, others in _WRITTEN for name in (title, *others)}
_WORKS |= {_key(name): (title, maker, "painted") for title, maker, others in _PAINTED for name in (title, *others)}
_WORKS |= {_key(name): (title, maker, "composed") for title, maker, others in _COMPOSED for name in (title, *others)}
# the children's books a family reads (``book_authors``), named anywhere too: "the gruffalo, who wrote that book"
_WORKS |= {_key(name): (title, maker, "written") for title, maker, made, others in book_authors.BOOKS
           if made == "written" and _key(title) not in _WORKS for name in (title, *others)}
_NAMES = re.compile(rf"\b(?:{'|'.join(re.escape(k) for k in sorted(_WORKS, key=len, reverse=True))})\b")
_ASKED = re.compile(r"\b(?:who|whom|which|what|whose|tell me|name)\b")
_WRITE_CUE = re.compile(r"\b(?:wrote|write|writes|written|writer|author|authored|penned|playwright|novelist)\b")
_PAINT_CUE = re.compile(r"\b(?:painted|paint|paints|painter|artist|did the painting|painting was by)\b")
_COMPOSE_CUE = re.compile(r"\b(?:composed|compose|composes|composer|wrote|write|writes|written|writer)\b")
_CUES = {"written": _WRITE_CUE, "painted": _PAINT_CUE, "composed": _COMPOSE_CUE}
_EITHER_CUE = re.compile(r"\bby (?:who|whom)\b|\bwho (?:was it|is it|s it) by\b|\bwho (?:did|made) (?:it|that|the)\b")
_NOT_ASKED = re.compile(r"\b(?:film|films|movie|movies|song|songs|musical|ballet|opera|album|band|played|plays|"
                        r"acted|actor|actress|starred|directed|director|sang|sings|sung|copy|copied|stole|stolen|"
                        r"where is|where s|hang|hangs|worth|cost|costs|how much|when)\b")


def reply(normalized: str) -> str | None:
    """Who wrote or painted the famous work ``normalized`` asks about, or None (see the module's note)."""
    if len(normalized.split()) > 24 or not _ASKED.search(normalized) or _NOT_ASKED.search(normalized):
        return None
    found = _NAMES.search(normalized)
    if found is None or len({_WORKS[n][0] for n in _NAMES.findall(normalized)}) > 1:
        return None  # two works named ("who wrote hamlet and who painted the scream"): not one fact to say
    title, maker, made = _WORKS[found.group(0)]
    rest = normalized[:found.start()] + " " + normalized[found.end():]
    fits = _CUES[made].search(rest) or _EITHER_CUE.search(rest)  # "who painted hamlet", "who wrote the scream": none
    other = _PAINT_CUE.search(rest) if made != "painted" else _WRITE_CUE.search(rest) or _COMPOSE_CUE.search(rest)
    if not fits or other:
        return None
    return f"{title} {'were' if title in book_authors.PLURAL else 'was'} {made} by {maker}."
