"""A game asked for by its name, that a voice without eyes or a board cannot play: "lets play chess", "shall we play
noughts and crosses", "can you play i spy with me", "fancy a game of scrabble". Answered with a short true sentence and
what it can play instead (rock paper scissors, a coin, a die, a number), never "I can't play music" (the word "play"
read as music) nor a game pretended by the model.

Rock paper scissors in any order ("scissors paper stone lets play") is ``topic_first.GAME``'s, played there. Only a
request to play is read (a verb of playing or "a game of" before the name, every other word one of asking), so "how
many squares on a chess board" or "we played monopoly last night" are never answered here. Pure.
"""

from __future__ import annotations

import re

# the game as said -> how the reply names it, and why it can't be played
_BOARD = ("chess", "draughts", "checkers", "monopoly", "scrabble", "cluedo", "clue", "ludo", "backgammon", "jenga",
          "connect four", "connect 4", "battleships", "battleship", "dominoes", "snakes and ladders", "operation",
          "guess who", "pictionary", "twister", "jigsaw", "a jigsaw", "sudoku", "a crossword", "crosswords",
          "noughts and crosses", "tic tac toe", "cards", "snap", "poker", "bridge", "rummy", "solitaire", "patience",
          "uno", "go fish", "blackjack", "pontoon", "bingo", "video games", "minecraft", "fortnite", "roblox",
          "mario kart")
_MOVING = ("hide and seek", "hide and go seek", "tag", "charades", "football", "catch", "musical chairs",
           "pass the parcel", "musical statues")
_SEEING = ("i spy", "eye spy", "i spy with my little eye", "simon says", "peekaboo", "peek a boo", "hangman")
_TALKING = ("twenty questions", "20 questions", "would you rather", "a quiz", "trivia", "a trivia quiz",
            "word association", "a word game", "a guessing game", "guess the animal", "riddles", "truth or dare",
            "i went to market", "the alphabet game", "categories", "name that tune", "eye spy")
_GAMES = sorted({*_BOARD, *_MOVING, *_SEEING, *_TALKING}, key=len, reverse=True)
_GAME = "|".join(re.escape(game) for game in _GAMES)
_ASK = (r"(?:(?:hey|ok|okay|so|right|um|er|oh|and|now|please|go on|come on|mummy|mum|daddy) )*"
        r"(?:(?:can|could|will|would|shall|do|dont|should) (?:you|we|i|us) (?:please )?(?:want to |wanna |like to )?"
        r"|(?:lets|let s|let us|i want to|i wanna|we want to|i would like to|id like to|do you want to|would you like "
        r"to|do you wanna|how about we|why dont we) |(?:do you )?fancy |how about |what about )?")
_PLAY = re.compile(rf"^{_ASK}(?:play(?: a game of| a round of| a bit of| some)?|(?:have )?a (?:game|round) of|"
                   rf"(?:do you )?know how to play) (?P<game>{_GAME})(?: (?:with me|with us|together|please|now|"
                   rf"tonight|today|for a bit|then|mate|love))*$"
                   rf"|^(?P<game2>{_GAME}) (?:lets play|shall we|anyone)$")  # never "patience please": a wait asked
_INSTEAD = "I can play rock paper scissors with you, flip a coin, roll a die or pick a random number instead."


def reply(normalized: str) -> str | None:
    """The honest reply to a request to play a game it cannot play; None when ``normalized`` is no such request."""
    found = _PLAY.match(normalized)
    if found is None:
        return None
    game = found.group("game") or found.group("game2")
    if game in _SEEING:
        return f"I can't play {_said(game)}: I can't see. {_INSTEAD}"
    if game in _TALKING:
        return f"I can't play {_said(game)} properly yet. {_INSTEAD}"
    if game in _MOVING:
        return f"I can't play {_said(game)}: I'm only a voice, with no hands or legs. {_INSTEAD}"
    return f"I can't play {_said(game)}: I'm only a voice, with no board, cards or hands to play with. {_INSTEAD}"


def _said(game: str) -> str:
    return "I spy" if game in ("i spy", "eye spy", "i spy with my little eye") else game
