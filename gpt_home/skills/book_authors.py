"""Who wrote or dreamed up a well-known children's book or character, from a small checked table (round 23: "which
author dreamed up the moomins" got "The author who created the Moomin is unknown to me." from the bundled model;
WordNet names none of these makers).

The question is ``work_makers``' own reading ("who wrote the gruffalo", "which author dreamed up the moomins", "the
very hungry caterpillar was written by who", "who created paddington bear"); this table answers it when WordNet
(``work_makers``) does not, and only for writing or creating ("who painted the gruffalo" is no question for it). The
books and characters are the ones a family reads at bedtime or in school: a closed list, kept here. Pure.
"""

from __future__ import annotations

import re

from gpt_home.skills import work_makers

# (how it is said, who, "written" or "created", other names it is asked by). Each author checked against the book's or
# the character's publisher and encyclopaedia entry (Britannica, the publishers' author pages): Tove Jansson created
# the Moomins (1945), Michael Bond Paddington (1958), A. A. Milne Winnie-the-Pooh (1926), Julia Donaldson wrote The
# Gruffalo (1999, illustrated by Axel Scheffler), Eric Carle The Very Hungry Caterpillar (1969) ...
_BOOKS: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    ("The Moomins", "Tove Jansson", "created", ("moomin", "moomintrolls", "moomin trolls")),
    ("Paddington Bear", "Michael Bond", "created", ("paddington",)),
    ("Winnie-the-Pooh", "A. A. Milne", "created", ("pooh bear", "pooh")),
    ("Peter Rabbit", "Beatrix Potter", "created", ()),
    ("The Tale of Peter Rabbit", "Beatrix Potter", "written", ()),
    ("The Gruffalo", "Julia Donaldson", "written", ()),
    ("Room on the Broom", "Julia Donaldson", "written", ()),
    ("Stick Man", "Julia Donaldson", "written", ()),
    ("The Snail and the Whale", "Julia Donaldson", "written", ()),
    ("The Very Hungry Caterpillar", "Eric Carle", "written", ("the hungry caterpillar",)),
    ("Where the Wild Things Are", "Maurice Sendak", "written", ()),
    ("The Cat in the Hat", "Dr. Seuss", "written", ()),
    ("Green Eggs and Ham", "Dr. Seuss", "written", ()),
    ("The Grinch", "Dr. Seuss", "created", ("how the grinch stole christmas",)),
    ("Harry Potter", "J. K. Rowling", "created", ("the harry potter books",)),
    ("Charlie and the Chocolate Factory", "Roald Dahl", "written", ("willy wonka",)),
    ("Matilda", "Roald Dahl", "written", ()),
    ("The BFG", "Roald Dahl", "written", ("the big friendly giant",)),
    ("James and the Giant Peach", "Roald Dahl", "written", ()),
    ("Fantastic Mr Fox", "Roald Dahl", "written", ("fantastic mister fox",)),
    ("The Twits", "Roald Dahl", "written", ()),
    ("George's Marvellous Medicine", "Roald Dahl", "written", ()),
    ("The Tiger Who Came to Tea", "Judith Kerr", "written", ()),
    ("Mog the cat", "Judith Kerr", "created", ("mog",)),
    ("Pippi Longstocking", "Astrid Lindgren", "created", ()),
    ("The Mr. Men", "Roger Hargreaves", "created", ("mr men", "mister men", "the mr men books")),
    ("Thomas the Tank Engine", "the Reverend W. Awdry", "created", ("thomas the tank",)),
    ("The Chronicles of Narnia", "C. S. Lewis", "written", ("narnia", "the lion the witch and the wardrobe")),
    ("Peter Pan", "J. M. Barrie", "created", ()),
    ("The Wind in the Willows", "Kenneth Grahame", "written", ()),
    ("The Famous Five", "Enid Blyton", "written", ()),
    ("The Secret Seven", "Enid Blyton", "written", ()),
    ("Noddy", "Enid Blyton", "created", ()),
    ("Malory Towers", "Enid Blyton", "written", ()),
    ("Horrid Henry", "Francesca Simon", "created", ()),
    ("Diary of a Wimpy Kid", "Jeff Kinney", "written", ()),
    ("Charlotte's Web", "E. B. White", "written", ()),
    ("The Little Prince", "Antoine de Saint-Exupéry", "written", ()),
    ("Miffy", "Dick Bruna", "created", ()),
    ("Babar the Elephant", "Jean de Brunhoff", "created", ("babar",)),
    ("Curious George", "H. A. Rey and Margret Rey", "created", ()),
    ("The Secret Garden", "Frances Hodgson Burnett", "written", ()),
    ("Black Beauty", "Anna Sewell", "written", ()),
    ("Heidi", "Johanna Spyri", "written", ()),
    ("Pinocchio", "Carlo Collodi", "created", ()),
    ("Anne of Green Gables", "L. M. Montgomery", "written", ()),
    ("Tintin", "Hergé", "created", ("the adventures of tintin",)),
    ("Asterix", "René Goscinny and Albert Uderzo", "created", ("asterix the gaul",)),
    ("The Borrowers", "Mary Norton", "written", ()),
    ("Goosebumps", "R. L. Stine", "written", ("the goosebumps books",)),
    ("The Snowman", "Raymond Briggs", "written", ()),
    ("Elmer the patchwork elephant", "David McKee", "created", ("elmer", "elmer the elephant")),
    ("We're Going on a Bear Hunt", "Michael Rosen", "written", ("going on a bear hunt",)),
    ("Guess How Much I Love You", "Sam McBratney", "written", ()),
    ("The Worst Witch", "Jill Murphy", "written", ()),
    ("The Jungle Book", "Rudyard Kipling", "written", ()),
    ("Treasure Island", "Robert Louis Stevenson", "written", ()),
    ("The Railway Children", "E. Nesbit", "written", ()),
    ("His Dark Materials", "Philip Pullman", "written", ()),
    ("Percy Jackson", "Rick Riordan", "created", ()),
)
BOOKS = _BOOKS  # read by ``famous_works`` for a book named anywhere in a question
_PLURAL = frozenset({"The Moomins", "The Mr. Men", "The Famous Five", "The Secret Seven", "The Twits",
                     "The Borrowers", "The Railway Children", "The Chronicles of Narnia", "Goosebumps"})
PLURAL = _PLURAL  # read by ``famous_works``


def _key(said: str) -> str:
    """A name as ``work_makers`` reads it from speech: lower case, no leading "the", no apostrophe or hyphen."""
    plain = re.sub(r"[^a-z0-9 ]", "", said.lower().replace("-", " ").replace("é", "e"))
    return " ".join(plain.split()).removeprefix("the ")


_BY_NAME = {_key(name): row for row in _BOOKS for name in (row[0], *row[3])}
_MAKING = frozenset({"write", "any"})


def reply(normalized: str) -> str | None:
    """Who wrote or created the children's book or character ``normalized`` asks about, or None (not asked, not in
    the table, or asked with a verb of another making)."""
    if (found := work_makers.asked(normalized)) is None:
        return None
    work, verb, _ = found
    if verb not in _MAKING or (row := _BY_NAME.get(_key(work))) is None:
        return None
    title, author, made, _ = row
    made = "written" if verb == "write" else made  # "who wrote harry potter": said back as asked
    return f"{title} {'were' if title in _PLURAL else 'was'} {made} by {author}."
