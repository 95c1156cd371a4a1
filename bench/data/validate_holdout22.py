"""Checks the sealed holdout22 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout22.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout22.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout22
from validate_set import check

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25.", "Today is Tuesday.", "It's December.", "It's 10:25.", "Today is Tuesday, December 1, 2026.",
        "Yes, it's December now.", "It's 25 past ten, 10:25.", "It's 10:25.", "Today is Tuesday.",
        "Today is the 1st of December.", "It's Tuesday.", "It's 10:25 on Tuesday.",
        "2 hours and 5 minutes until 12:30.", "Yes, it's still morning, 10:25.",
    ],
    "date_arithmetic": [
        "Four weeks from now is December 29.", "30 days until New Year's Eve.", "Christmas Eve is a Thursday.",
        "Eleven days ago it was November 20.", "In 17 days it's a Friday.", "Next Monday is December 7.",
        "103 days until the 14th of March.", "A fortnight from now is December 15.", "Yesterday was Monday.",
        "18 sleeps until your holiday.", "In 12 days it's December 13.",
        "New Year's Day is a Friday, 31 days away.", "81 days until the 20th of February.",
        "5 days until your birthday.",
    ],
    "world_time": [
        "In Busan it's 7:25 pm.", "In Kuala Lumpur it's 6:25 pm.", "In Cairo it's 12:25 pm.",
        "In Bogota it's 5:25 am.", "In Buenos Aires it's 7:25 am.", "In Dhaka it's 4:25 pm.",
        "In Adelaide it's 8:55 pm.", "In Tehran it's 1:55 pm.", "In Winnipeg it's 4:25 am.",
        "In Perth it's 6:25 pm.", "In Istanbul it's 1:25 pm.",
        "In Chicago it's 4:25 am and in Phoenix it's 3:25 am.",
        "It's 6:25 pm in Singapore, so yes, about dinner time.", "In Cape Town it's 12:25 pm.",
    ],
    "math": [
        "46 times 19 is 874.", "15 percent of 260 is 39.", "2,808 divided by 12 is 234.", "That's 1,013.",
        "That leaves 613.", "12 cubed is 1,728.", "The square root of 196 is 14.", "Half of 347 is 173.5.",
        "25 times 16 is 400.", "A 12 percent tip on £85 is £10.20.", "64 minus 29 is 35.",
        "11 times 11 is 121 and 100 divided by 4 is 25.", "You need £51.", "54 divided by 6 is 9.",
    ],
    "units": [
        "15 miles is about 24.14 kilometres.", "60 kilograms is about 132.28 pounds.", "18 °C is 64.4 °F.",
        "9 inches is 22.86 centimetres.", "3 UK gallons is about 13.64 litres.", "50 °F is 10 °C.",
        "2.5 kilometres is 2,500 metres.", "2 litres is about 3.52 UK pints.", "300 grams is about 10.58 ounces.",
        "180 centimetres is about 5.91 feet, roughly 5 feet 11.", "8 kilometres is about 4.97 miles.",
        "1,440 minutes in a day and 3,000 grams in 3 kilos.", "3.5 kilos is about 7.72 pounds.",
        "25 °C is 77 °F.",
    ],
    "random": [
        "It's tails.", "You rolled a 7.", "I picked 11.", "You rolled a total of 10.", "I picked 482.",
        "I choose scissors.", "Go for the curry.", "Heads.", "You rolled a 4.", "Red.", "You rolled a 2.",
        "Heads, and I picked 3.", "Your husband does it tonight.", "I pick the rabbit.",
    ],
    "spelling": [
        "C-H-R-Y-S-A-N-T-H-E-M-U-M.", "M-E-D-I-T-E-R-R-A-N-E-A-N.", "Q-U-E-S-T-I-O-N-N-A-I-R-E.", "M-A-I-N-T-E-N-A-N-C-E.",
        "E-N-T-R-E-P-R-E-N-E-U-R.", "C-E-M-E-T-E-R-Y.", "P-R-I-V-I-L-E-G-E.", "A-C-Q-U-A-I-N-T-A-N-C-E.",
        "Y-A-C-H-T.", "W-E-D-N-E-S-D-A-Y.", "S-E-R-G-E-A-N-T.", "B-R-O-C-C-O-L-I, and S-A-U-S-A-G-E.",
        "K-I-T-T-E-N.", "B-E-A-U-T-I-F-U-L.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 22 minutes.", "Okay, dumplings timer set for 11 minutes.",
        "Okay, gammon timer set for 1 hour 15 minutes.", "The dumplings timer has 10 minutes and 56 seconds left.",
        "You have a 22-minute timer, a dumplings timer and a gammon timer.", "Gammon timer cancelled.",
        "Okay, timer set for 7 minutes.", "Okay, timer set for 1 minute 30 seconds.",
        "Okay, timer set for 50 minutes.", "Okay, timer set for 12 minutes.", "For how long?",
        "Okay, timer set for 20 minutes.", "Okay, I've added 2 minutes to the dumplings timer.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6:50 am tomorrow.", "Okay, alarm set for 9:30 pm.",
        "Okay, alarm set for 5:45 am.", "Okay, alarm set for Sunday at 8:30 am.",
        "You have alarms at 6:50 am, 9:30 pm, 5:45 am and Sunday at 8:30 am.", "The 9:30 pm alarm is deleted.",
        "Okay, alarm set for 7:10 am.", "Okay, alarm set for 4 pm.", "Okay, alarm set for 5:40 am.",
        "Okay, alarm set for 7:30 am.", "For what time?", "Okay, alarm set for 5:50 am.",
        "Yes, your Sunday alarm is at 8:30 am.",
    ],
    "reminders": [
        "All reminders deleted.", "Okay, I'll remind you to call the optician at 2 pm.",
        "Okay, I'll remind you to take your tablets tomorrow at 7:30 am.",
        "Okay, I'll remind you to move the car at 10:45 am.",
        "Okay, I'll remind you to return the library books on Thursday at 11 am.",
        "Your reminders: the optician at 2 pm, your tablets tomorrow at 7:30 am, the car at 10:45 am and the library "
        "books on Thursday at 11 am.",
        "Okay, the optician reminder is deleted.", "Okay, I'll remind you to ring grandad at 5 pm.",
        "Okay, I'll remind you to take the washing out at 11:25 am.",
        "Okay, I'll remind you to defrost the chicken on Sunday at noon.",
        "Okay, I'll remind you to pay the window cleaner at 1:30 pm.", "What should I remind you about?",
        "Okay, I'll remind you to put the recycling out at 8 pm.",
        "Okay, I'll remind you about your doctor appointment on Friday at 2 pm.",
    ],
    "lists": [
        "Your shopping list is now empty.", "Your to-do list is cleared.",
        "I've added oranges, rice and yoghurt to your shopping list.",
        "I've added cling film to your shopping list.",
        "You have oranges, rice, yoghurt and cling film on your shopping list.",
        "I've removed rice from your shopping list.", "I've added ring the plumber to your to-do list.",
        "I've added tea bags to your shopping list.", "I've added butter to your shopping list.",
        "Yes, yoghurt is on your shopping list.", "I've added limes to your shopping list.",
        "I've removed oranges and added dog food to your shopping list.", "What should I add?",
        "I've added cat litter to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "The living room light is at 60%.",
        "The kitchen light is at 25%.", "The living room light is on at 60%.", "Okay, all lights are on.",
        "Okay, the kitchen light is off.", "Okay, the living room light is on.", "The kitchen light is at 50%.",
        "Okay, the living room light is off.", "The kitchen light is at 35%.",
        "Okay, the kitchen light is on and the living room light is off.",
        "Okay, I've dimmed the kitchen light to 30%.",
        "There's no bedroom light; I only know the kitchen and living room lights.",
    ],
    "weather": [_POINTER] * 10
    + [
        "I can't get the weather for Prague offline.",
        "Okay, the living room light is off. For the weather, set a weather location on the settings page.",
        _POINTER,
        _POINTER,
    ],
    "volume": [_MIXER] * 11 + ["Okay, the living room light is on. " + _MIXER] + [_MIXER] * 2,
    "unsupported": [
        "I can't play music yet.", "I can't make calls.", "I can't send messages.", "I can't order taxis.",
        "I can't book restaurants.", "I don't have a calendar.", "I can't control the TV.",
        "I can't play the radio yet.", "I can't buy things.", "I can't open the garage door.",
        "Okay, the kitchen light is off, but I can't play podcasts yet.",
        "I can't get football scores; I'm offline.", "I can't play audiobooks yet, sorry.", "I can't pay bills.",
    ],
    "chit_chat": [
        "I'm well, thanks. How are you?", "I'm your GPT Home assistant.", "Glad to help.",
        "Why did the cat sit on the computer? To keep an eye on the mouse.", "I like blue.",
        "I can set timers, alarms and reminders, keep lists, control the lights and tell you the time.",
        "I'm a computer program, not a person.", "Sorry to hear that. Have a cup of tea.", "Glad you liked it.",
        "Have a good day at work!", "Well done! The tooth fairy might visit tonight.",
        "I'm so sorry. I'm here if you'd like to talk in the evenings.", "I just wait quietly until you call me.",
        "Yes, of course. Let's talk.",
    ],
    "general_knowledge": [
        "Marrakech is in Morocco.", "An adult usually has 32 teeth.", "Michelangelo sculpted it.",
        "Bees make honey.", "The Sahara is the largest desert in Africa.", "H2O is water.",
        "The Nile is the longest river.", "Mount Everest is the tallest mountain.", "Amelia Earhart was the first.",
        "An adult human has 206 bones.", "No, the capital of Austria is Vienna.", "The capital of Norway is Oslo.",
        "Caterpillars turn into butterflies or moths.", "The money of Japan is the yen.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit flibbets.",
        "I can't convert litres to kilometres: one is volume, the other length.",
        "Mordor is fictional, so I don't know its time.", "26:40 isn't a valid time.",
        "A timer needs to be longer than zero. For how long?", "February never has 30 days.",
        "I've added tomatoes to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
_NEAR = {
    "time_date": [
        "It's 10:52.", "Today is Monday.", "It's November.", "It's 11:25.", "Today is December 1, 2025.",
        "No, it's still November.", "It's 20 past ten.", "It's 10:15.", "Today is Wednesday.", "Today is December 2.",
        "It's Wednesday.", "It's 10:25 on Monday.", "1 hour and 5 minutes.", "No, it's afternoon.",
    ],
    "date_arithmetic": [
        "It's December 28.", "31 days.", "It's a Wednesday.", "It was November 22.", "It's a Thursday.",
        "It's December 8.", "102 days.", "It's December 14.", "Yesterday was Sunday.", "19 sleeps.",
        "In 9 days it's December 10.", "New Year's Day is a Thursday, 31 days away.", "80 days.", "6 days.",
    ],
    "world_time": [
        "In Busan it's 6:25 pm.", "In Kuala Lumpur it's 5:25 pm.", "In Cairo it's 11:25 am.",
        "In Bogota it's 4:25 am.", "In Buenos Aires it's 8:25 am.", "In Dhaka it's 5:25 pm.",
        "In Adelaide it's 8:25 pm.", "In Tehran it's 1:25 pm.", "In Winnipeg it's 5:25 am.",
        "In Perth it's 5:25 pm.", "In Oslo it's 11:25 am.", "In Chicago it's 4:25 am.",
        "No, it's morning there.", "In Cape Town it's 10:25 am.",
    ],
    "math": [
        "That's 864.", "That's 52.", "That's 233.", "That's 1,003.", "That's 623.", "That's 144.", "That's 16.",
        "That's 173.", "That's 410.", "That's 8.50.", "That's 93.", "That's 121.", "That's 48.", "That's 8.",
    ],
    "units": [
        "15 miles is 9.32 kilometres.", "60 kilograms is 27.2 pounds.", "18 °C is 50 °F.",
        "9 inches is 3.54 centimetres.", "3 gallons is 11.36 litres.", "50 °F is 122 °C.",
        "2.5 kilometres is 250 metres.", "2 litres is 2 pints.", "300 grams is 8,505 ounces.",
        "180 centimetres is 5 feet 9.", "8 kilometres is 12.87 miles.", "1,440 minutes in a day.",
        "3.5 kilos is 1.59 pounds.", "25 °C is 45 °F.",
    ],
    "random": [
        "It's a coin.", "You rolled a 9.", "I picked 16.", "You rolled 19.", "I picked 1001.", "I choose lizard.",
        "Go for pizza.", "It landed on its edge.", "You rolled a 7.", "Green.", "You rolled a 14.", "Heads.",
        "Toss a coin.", "I pick the dog.",
    ],
    "spelling": [
        "C-R-I-S-A-N-T-H-E-M-U-M.", "M-E-D-I-T-E-R-A-N-E-A-N.", "Q-U-E-S-T-I-O-N-A-I-R-E.", "M-A-I-N-T-A-I-N-A-N-C-E.",
        "E-N-T-R-E-P-R-E-N-E-R.", "C-E-M-E-T-A-R-Y.", "P-R-I-V-E-L-E-G-E.", "A-C-Q-U-A-N-T-A-N-C-E.",
        "Y-A-T-C-H.", "W-E-N-S-D-A-Y.", "L-I-E-U-T-E-N-A-N-T.", "B-R-O-C-O-L-I, and S-A-U-S-A-G-E.",
        "K-I-T-E-N.", "B-U-E-A-T-I-F-U-L.",
    ],
    "timers": [
        "You have two timers.", "Okay, timer set for 32 minutes.", "Okay, dumplings timer set for 1 minute.",
        "Okay, gammon timer set for 45 minutes.", "The dumplings timer has 5 minutes left.", "You have a dumplings timer.",
        "Dumplings timer cancelled.", "Okay, timer set for 17 minutes.", "Okay, timer set for 9 minutes.",
        "Okay, timer set for 15 minutes.", "Okay, timer set for 8 minutes.", "Okay, timer set for 5 minutes.",
        "Okay, timer set for 2 minutes.", "I've added 2 minutes to the gammon timer.",
    ],
    "alarms": [
        "You have three alarms.", "Okay, alarm set for 6:50 pm.", "Okay, alarm set for 9:30 am.",
        "Okay, alarm set for 5:45 pm.", "Okay, alarm set for Saturday at 8:30 am.",
        "You have alarms at 6:50 am and 9:30 pm.", "The 6:50 am alarm is deleted.", "Okay, alarm set for 7:20 am.",
        "Okay, alarm set for 4 am.", "Okay, alarm set for 6:20 am.", "Okay, alarm set for 7 am.",
        "Okay, alarm set for 7 am.", "Okay, alarm set for 6:10 am.", "No, you don't have a Sunday alarm.",
    ],
    "reminders": [
        "You have four reminders.", "Okay, I'll remind you to call the optician at 2 am.",
        "Okay, I'll remind you to take your tablets tomorrow at 7:30 pm.",
        "Okay, I'll remind you to move the car at 10:20 am.",
        "Okay, I'll remind you to return the library books on Tuesday at 11 am.",
        "Your reminders: the optician and your tablets.", "Okay, the tablets reminder is deleted.",
        "Okay, I'll remind you to ring grandad at 5 am.",
        "Okay, I'll remind you to take the washing out at 10:35 am.",
        "Okay, I'll remind you to defrost the chicken on Saturday at noon.",
        "Okay, I'll remind you to pay the window cleaner at 1 pm.", "Okay, reminder set.",
        "Okay, I'll remind you to put the recycling out at 8 am.",
        "Okay, I'll remind you about your doctor appointment on Thursday at 2 pm.",
    ],
    "lists": [
        "Your to-do list is cleared.", "Your shopping list is cleared.",
        "I've added oranges and rice to your shopping list.", "I couldn't add cling film.",
        "You have oranges and rice on your shopping list.", "I've added rice to your shopping list.",
        "I've added the bathroom to your to-do list.", "Tea is good for you.",
        "I've added um butter to your list.", "No, yoghurt isn't on your list.",
        "I've added lemons and limes to your shopping list.", "I've added dog food to your shopping list.",
        "I've added something to your shopping list.", "I've added cat food to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is off.", "Okay, the living room light is on.", "The living room light is at 6%.",
        "The kitchen light is at 50%.", "The living room light is off.", "Okay, all lights are off.",
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "The kitchen light is at 5%.",
        "Okay, the living room light is on.", "The kitchen light is at 30%.", "Okay, the kitchen light is on.",
        "Okay, the kitchen light is at 100%.", "Okay, the bedroom light is on.",
    ],
    "weather": [
        "Sunny today.", "No rain this afternoon.", "Up to 14 degrees.", "No snow this week.", "It's 80 percent.",
        "Yes, take sun cream.", "Cloudy on Thursday.", "It's mild, a light coat.", "Yes, it will dry.",
        "It's dry for the school run.", "Snow in Prague tomorrow.", "Okay, the living room light is off.",
        "No storm coming.", "Yes, sunny for sports day.",
    ],
    "volume": [
        "Okay, louder.", "Okay, quieter.", "Volume set to 60.", "Okay, muted.", "It's at 50 percent.",
        "Okay, down three.", "Volume at minimum.", "Okay, louder.", "Okay, quieter.", "Sorry, I'll be quieter.",
        "Volume at 65.", "Okay, the living room light is on.", "Okay, louder.", "Okay, softer.",
    ],
    "unsupported": [
        "Playing jazz.", "Calling Mum.", "Message sent to your brother.", "Your taxi is on its way.",
        "Table booked for 7 pm.", "Dentist added to your calendar.", "The TV is on.", "Playing the commentary.",
        "Printer ink ordered.", "The garage door is open.", "Okay, the kitchen light is off and your podcast is playing.",
        "Liverpool are winning 2-1.", "Playing your audiobook.", "Your electricity bill is paid.",
    ],
    "chit_chat": [
        FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY, "", "I can tell the time.",
        "I'm a real person.", FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY,
        FALLBACK_REPLY, NO_MODEL_REPLY, "",
    ],
    "general_knowledge": [
        "Marrakech is in Egypt.", "An adult has 28 teeth.", "Donatello sculpted it.",
        "Bees make milk.", "The Kalahari is the largest desert in Africa.", "H2O is hydrogen peroxide.",
        "The Thames is the longest river.", "K2 is the tallest mountain.", "Charles Lindbergh was the first.",
        "An adult human has 306 bones.", "Yes, Berlin is the capital of Austria.",
        "The capital of Portugal is Lisbon and of Norway Oslo.", "Caterpillars turn into bees.",
        "The money of Japan is the won.",
    ],
    "bad_input": [
        "13 to the power of 88888888 is 169.", "250 divided by 0 is 250.", "3 flibbets is 1 metre.",
        "5 litres is 5 kilometres.", "In Mordor it's 10:25 am.", "Okay, alarm set for 2:40 am.",
        "Okay, timer set for 0 seconds.", "The 30th of February is a Tuesday.",
        "I've added <i>tomatoes</i> to your shopping list.",
        "I've added " + requests_holdout22.LONG_ITEM[4:].removesuffix("to my shopping list") + "to your shopping list.",
        "Okay, the kitchen light is at 250 percent.", "I'm not sure about that.",
    ],
}

NEAR_MISS = {
    (category, index): reply for category, replies in _NEAR.items() for index, reply in enumerate(replies) if reply
}


def main() -> int:
    return check(requests_holdout22.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
