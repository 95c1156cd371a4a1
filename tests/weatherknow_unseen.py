"""Never-tuned vocabulary for round 23's weather and knowledge kinds (weatherknow), written before any code change
and never edited after: measured on c5caaf7 and after, never tuned on. Each row: a sentence and what the reply must
hold (a ``HassGetWeather`` reading, or words of the answer); must-nots: sentences no new reader may answer."""

from __future__ import annotations

# a gear choice said as "X or no X" / "X or not", and an outdoor plan with "will we get away with it"
WEATHER: tuple[str, ...] = (
    "coat or no coat this morning",
    "wellies or no wellies for the school run",
    "sunglasses or not for the drive later",
    "shorts or no shorts today do you reckon",
    "hmm jumper or no jumper for the dog walk",
    "umbrella or not for going into town",
    "we have a picnic on saturday will we get away with it",
    "the kids sports day is tomorrow will the weather hold",
    "were doing a bbq friday evening will it stay dry for us",
    "got a wedding outdoors on saturday will the rain keep off",
    "im planning to cut the grass this afternoon will i get away with it",
    "theres a fete on sunday do you think the weather will be kind to us",
)
# the facts and what the answer must say
KNOWLEDGE: tuple[tuple[str, str], ...] = (
    ("what river goes through baghdad", "Tigris"),
    ("which river runs through rome", "Tiber"),
    ("which river is budapest on", "Danube"),
    ("of all the planets which one is the coldest", "Neptune"),
    ("out of all the planets which has the biggest size", "Jupiter"),
    ("of all the planets which one has the hottest temperature", "Venus"),
    ("who wrote the very hungry caterpillar", "Eric Carle"),
    ("which writer came up with paddington bear", "Michael Bond"),
    ("who created winnie the pooh", "Milne"),
    ("who dreamed up the gruffalo", "Julia Donaldson"),
    ("the gruffalo was written by who", "Julia Donaldson"),
    ("a violin usually has how many strings", "four"),
    ("a guitar normally has how many strings", "six"),
    ("how many strings does a ukulele normally have", "four"),
    ("the cherry trees in washington were a gift from which country", "Japan"),
    ("who gave the statue of liberty to america", "France"),
    ("whats the fastest land animal", "cheetah"),
    ("im seven what animal runs the fastest", "cheetah"),
    ("which is the biggest animal in the world", "whale"),
    ("what is the tallest animal", "giraffe"),
)
CHAT: tuple[str, ...] = (
    "excuse my english i am from romania just six months here",
    "sorry my english not good, i come from vietnam, two years in england",
    "i am here only three months, i am from syria",
    "hello i am new in this country, from ukraine",
)
# must-nots: no weather reading, no fact answer, no learner reply
NOT_WEATHER: tuple[str, ...] = (
    "milk or no milk in your tea",
    "sugar or no sugar",
    "coat or no coat it doesnt matter i was only joking",
    "we had a barbecue on sunday and we got away with it",
    "he stole the car and got away with it",
    "will we get away with not paying the bill",
)
NOT_FACT: tuple[str, ...] = (
    "which river did we walk along last summer",
    "who wrote the shopping list",
    "of all the people which one do you like",
    "my guitar has how many strings left",
    "the statue in the park was a gift from my granddad",
    "whats the fastest way to the shops",
)
