"""Checks the sealed holdout30 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout30.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout30.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout30
from validate_set import check

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25 am.", "It's Tuesday.", "We're in December.", "It's 25 minutes past ten.",
        "It's the 1st of December.", "It's Tuesday, December 1, 2026.", "Today is Tuesday, the 1st of December 2026.",
        "It's 10:25, hurry up!", "It's Tuesday today.", "Yes, it's Tuesday, a school day.", "It's 10:25 am.",
        "It's 10:25 am, and there are 30 days left in December.", "You've got 5 hours and 5 minutes.",
        "Today is December 1, 2026.",
    ],
    "date_arithmetic": [
        "In 23 days it will be December 24, 2026.", "New Year's Day 2027 is a Friday.",
        "Lunar New Year is 67 days away.", "Fifty-two days back was October 10, 2026.",
        "In 10 days it will be Friday, December 11.", "The first of May is 151 days away.",
        "The second Sunday is December 13.", "17 days till you break up!",
        "A fortnight from now is December 15, 2026.", "Last Friday was November 27, 2026.",
        "8 weeks from now is January 26, 2027.", "The 31st is a Thursday, 30 days away.",
        "You have 37 days to tidy the spare room.", "100 days from today is March 11, 2027.",
    ],
    "world_time": [
        "In Yangon it's 4:55 pm.", "In Lagos it's 11:25 am.", "In Caracas it's 6:25 am.", "In Kampala it's 1:25 pm.",
        "In Tehran it's 1:55 pm.", "In Perth it's 6:25 pm.", "In Helsinki it's 12:25 pm.",
        "In Jakarta it's 5:25 pm.", "In Montevideo it's 7:25 am.", "In Winnipeg it's 4:25 am, so probably not yet.",
        "In Madrid it's 11:25 am.", "In Chicago it's 4:25 am and in Denver it's 3:25 am.",
        "In Singapore it's 6:25 pm, so you have time.", "In Istanbul it's 1:25 pm.",
    ],
    "math": [
        "67 times 58 is 3,886.", "Fifteen percent of 460 is 69.", "7,344 divided by 36 is 204.", "That's 8,843.",
        "The square root of 2,304 is 48.", "That leaves 5,251.", "Three quarters of 1,240 is 930.",
        "Six times nine is 54.", "That's 635.", "That's £108.", "144 divided by 16 is 9.",
        "23 plus 49 is 72, and 81 minus 37 is 44.", "A 15 percent tip is £12.60.", "You've saved £260.",
    ],
    "units": [
        "3.5 miles is about 5.63 kilometres.", "32 kilos is about 70.5 pounds.", "5 feet 10 inches is 177.8 centimetres.",
        "7 ounces is about 198 grams.", "22 yards is about 20.12 metres.", "24 °C is 75.2 °F.",
        "12 imperial gallons is about 54.55 litres.", "350 °F is about 177 °C.", "95 kilos is about 14.96 stone.",
        "9 inches is 22.86 centimetres.", "3 UK pints is about 1,705 millilitres.",
        "A foot is 30.48 centimetres, and a stone is about 6.35 kilos.", "40 centimetres is about 15.75 inches.",
        "10 stone is about 63.5 kilos.",
    ],
    "random": [
        "Tails.", "You rolled a 17.", "Your number is 62.", "I choose Wednesday.", "I pick indigo.",
        "You rolled 3 and 5: that's 8.", "My number is 713.", "Heads!", "Popcorn!", "You rolled a 4.",
        "I picked 2.", "Heads, and your number is 14.", "Go to the beach!", "You rolled a 6.",
    ],
    "spelling": [
        "B-O-U-Q-U-E-T.", "O-C-C-U-R-R-E-N-C-E: two Cs and two Rs.", "Q-U-E-S-T-I-O-N-N-A-I-R-E.",
        "B-U-R-E-A-U-C-R-A-C-Y.", "V-A-C-U-U-M.", "A-C-C-O-M-M-O-D-A-T-I-O-N.", "P-A-R-A-L-L-E-L.",
        "X-Y-L-O-P-H-O-N-E.", "B-R-O-C-C-O-L-I.", "D-I-N-O-S-A-U-R.", "S-T-A-T-I-O-N-E-R-Y.",
        "R-H-Y-T-H-M, and W-E-D-N-E-S-D-A-Y.", "C-O-N-D-O-L-E-N-C-E-S.", "Y-A-C-H-T.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 22 minutes.", "Okay, sprouts timer set for 11 minutes.",
        "Okay, bread timer set for 50 minutes.", "The bread timer has 49 minutes and 58 seconds left.",
        "You have a 22-minute timer, a sprouts timer and a bread timer.", "Sprouts timer stopped.",
        "Okay, timer set for 6 minutes.", "Okay, timer set for 10 minutes.",
        "Okay, timer set for 2 minutes 30 seconds.", "Okay, timer set for 14 minutes.", "For how long?",
        "Okay, cake timer set for 35 minutes.",
        "Okay, I've added 5 minutes to the bread timer: 54 minutes left.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6:50 am tomorrow.", "Okay, alarm set for 12:45 pm.",
        "Okay, alarm set for 9:20 pm.", "Okay, alarm set for Friday at 6:30 am.",
        "You have alarms at 6:50 am, 12:45 pm, 9:20 pm and Friday 6:30 am.", "The 9:20 pm alarm is cancelled.",
        "Okay, alarm set for 5:55 am tomorrow.", "Okay, alarm set for 7:20 am tomorrow.",
        "Okay, alarm set for 8:40 pm.", "Okay, alarm set for 5:35 am.", "What time should I set it for?",
        "Okay, alarm set for 6:40 am.", "Okay, alarm set for Monday at 8 am.",
    ],
    "reminders": [
        "All reminders cleared.", "Okay, I'll remind you to pick up the dry cleaning at 2 pm.",
        "Okay, I'll remind you to call the council about your parking permit tomorrow at 9 am.",
        "Okay, I'll remind you to check the washing machine at 11:10 am.",
        "Okay, I'll remind you to pay the window cleaner on Friday at 5 pm.",
        "Your reminders: the dry cleaning, the council, the washing machine and the window cleaner.",
        "The washing machine reminder is deleted.", "Okay, I'll remind you to turn the oven off at 10:35 am.",
        "Okay, I'll remind you to feed the rabbit at 4:30 pm.", "Okay, I'll remind you to ring Auntie Carol at 8 pm.",
        "Okay, I'll remind you to collect the prescription at 1:30 pm.",
        "Okay: your tablets at 11 am, and the plumber at 3 pm.",
        "Okay, I'll remind you to pick up your son at 3:45 pm.",
        "Okay, I'll remind you about the doctor tomorrow, Wednesday, at 10 am.",
    ],
    "lists": [
        "Your shopping list is cleared.", "Your to-do list is cleared.",
        "I've added rice, lentils and coriander to your shopping list.", "I've added bleach to your shopping list.",
        "You have rice, lentils, coriander and bleach on your shopping list.",
        "I've removed lentils from your shopping list.", "I've added renew the TV licence to your to-do list.",
        "I've added teabags to your shopping list.", "I've added fish fingers to your shopping list.",
        "I've added toothpaste to your shopping list.", "I've added plums to your shopping list.",
        "I've added yoghurt and removed rice from your shopping list.", "What would you like to add?",
        "I've added a jar of honey to your shopping list.",
    ],
    "lights": [
        "Okay, the living room light is on.", "Okay, the kitchen light is off.", "The living room light is at 40%.",
        "The kitchen light is at 80%.", "Yes, the living room light is on at 40%.", "Okay, all the lights are on.",
        "The kitchen light is dimmed to 60%.", "The kitchen light is on.", "Okay, the living room light is off.",
        "The kitchen light is at 100%.", "The living room light is at 15%.",
        "Okay, the kitchen light is off and the living room light is on.",
        "The living room light is brighter now, at 80%.",
        "I can't: there's no bathroom light, only the kitchen and living room lights.",
    ],
    "weather": [
        _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER,
        "I can't get the forecast for Manchester offline.", "I can't get the weather for Swansea offline.",
        "Today is December 1, 2026. " + _POINTER, _POINTER, _POINTER,
    ],
    "volume": [
        _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER,
        "Okay, the living room light is on. " + _MIXER, _MIXER, _MIXER,
    ],
    "unsupported": [
        "I can't play music yet.", "I can't make phone calls.", "I can't send messages.", "I can't order food.",
        "I don't have access to your calendar.", "I can't control an alarm system.",
        "I can't get the scores: I'm offline.", "I can't play songs yet.", "I can't send emails.",
        "I can't play podcasts yet.", "I can't make calls or send emails.",
        "Okay, the kitchen light is off, but I can't play music yet.", "I can't book taxis.",
        "I can't pay bills for you.",
    ],
    "chit_chat": [
        "Morning! I'm good, thanks.", "Why don't penguins fly? They're not tall enough to be pilots!",
        "I don't eat, but pizza sounds popular.",
        "I can set timers, alarms and reminders, keep your shopping list, switch the lights and do sums.",
        "No, there's no person here: I'm a computer program in your home.", "You're welcome!",
        "Not really, I'm always here when you get back.", "Aw, thank you!", "What has hands but can't clap? A clock!",
        "That sounds like a tough morning. Time for a cup of tea?",
        "I can set timers, tell the time, turn the lights on and off and keep your shopping list.",
        "I'm so sorry about your dog. It's hard to lose a friend.", "Congratulations on the twins!",
        "Hello! Yes, I can talk slowly with you.",
    ],
    "general_knowledge": [
        "The capital of Peru is Lima.", "Claude Monet painted the water lilies.", "A fifty pence coin has seven sides.",
        "Venus is the hottest planet.", "Water freezes at 32 degrees Fahrenheit.",
        "Mercury is liquid at room temperature.", "Beatrix Potter wrote it.", "The cheetah is the fastest land animal.",
        "The bald eagle is the national bird of the USA.", "The Pacific is the biggest ocean.",
        "The capital of Mexico is Mexico City.", "In Brazil they speak Portuguese.", "There are seven continents.",
        "Neil Armstrong was the first man on the moon.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't share sweets between zero children.",
        "I don't know the unit snargles.", "I can't convert hours to kilograms.",
        "I don't know a place called Hogwarts: it's fictional.", "31:40 isn't a valid time.",
        "A timer needs to be longer than zero. For how long?", "February 30 doesn't exist.",
        "I've added crumpets to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
_NEAR = {
    "time_date": [
        "It's 10:52.", "It's Wednesday.", "We're in November.", "It's 10 minutes past.", "It's the 2nd.",
        "It's Tuesday.", "Today is December 2, 2026.", "It's 11:25.", "It's Monday.", "No, it's the weekend.",
        "Today is December 1, 2026.", "It's 10:25 am.", "You've got 5 hours and 25 minutes.", "Today is December 2.",
    ],
    "date_arithmetic": [
        "It will be December 23.", "New Year's Day is a Thursday.", "66 days.", "It was October 9, 2026.",
        "It will be Thursday.", "150 days.", "It's December 6.", "18 days.", "It's December 14, 2026.",
        "It was November 24, 2026.", "9 weeks from now is February 2, 2027.", "The 31st is a Wednesday, 30 days away.",
        "36 days.", "It's March 10, 2027.",
    ],
    "world_time": [
        "In Yangon it's 4:25 pm.", "In Lagos it's 10:25 am.", "In Caracas it's 5:25 am.", "In Kampala it's 12:25 pm.",
        "In Tehran it's 1:25 pm.", "In Perth it's 7:25 pm.", "In Helsinki it's 11:25 am.", "In Jakarta it's 6:25 pm.",
        "In Montevideo it's 8:25 am.", "In Winnipeg it's 4:25 pm.", "In Lisbon it's 10:25 am.",
        "In Chicago it's 4:25 am.", "In Singapore it's 6:25 am.", "In Istanbul it's 12:25 pm.",
    ],
    "math": [
        "That's 3,786.", "That's 46.", "That's 214.", "That's 8,743.", "That's 46.", "That's 5,351.", "That's 310.",
        "That's 56.", "That's 735.", "That's £24.", "144 divided by 12 is 12.", "23 plus 49 is 72.",
        "That's £96.60.", "That's £57.",
    ],
    "units": [
        "3.5 miles is 2.17 kilometres.", "32 kilos is 14.5 pounds.", "That's 70 centimetres.",
        "7 ounces is 247 grams.", "22 yards is 24.06 metres.", "24 °C is 43.2 °F.",
        "12 gallons is 45.4 litres.", "350 °F is 662 °C.", "95 kilos is 209 stone.", "9 inches is 3.54 centimetres.",
        "A UK pint is 568 millilitres.", "A foot is 30.48 centimetres.", "40 centimetres is 101.6 inches.",
        "10 stone is 140 kilos.",
    ],
    "random": [
        "It's a coin.", "You rolled a 21.", "Your number is 49.", "I choose December.", "I pick pink.",
        "You rolled 13.", "My number is 1001.", "Rock!", "Chips.", "You rolled an 8.", "I picked 5.", "Tails.",
        "Go to the shops.", "You rolled a 7.",
    ],
    "spelling": [
        "B-O-Q-U-E-T.", "O-C-U-R-R-E-N-C-E.", "Q-U-E-S-T-I-O-N-A-I-R-E.", "B-U-R-O-C-R-A-C-Y.", "V-A-C-C-U-M.",
        "A-C-O-M-O-D-A-T-I-O-N.", "P-A-R-R-A-L-E-L.", "Z-Y-L-O-P-H-O-N-E.", "B-R-O-C-O-L-I.", "D-I-N-A-S-O-R.",
        "S-T-A-T-I-O-N-A-R-Y.", "R-H-Y-T-H-M.", "C-O-N-D-O-L-E-N-S-E-S.", "Y-O-T.",
    ],
    "timers": [
        "You have two timers.", "Okay, timer set for 2 minutes.", "Okay, timer set for 11 minutes.",
        "Okay, bread timer set for 15 minutes.", "The bread timer has 5 minutes left.", "You have a bread timer.",
        "Bread timer stopped.", "Okay, timer set for 16 minutes.", "Okay, timer set for 1 minute.",
        "Okay, timer set for 2 minutes.", "Okay, timer set for 12 minutes.", "Okay, timer set.",
        "Okay, timer set for 53 minutes.", "I've taken 5 minutes off the bread timer: 44 minutes left.",
    ],
    "alarms": [
        "You have four alarms.", "Okay, alarm set for 6:50 pm.", "Okay, alarm set for 12:45 am.",
        "Okay, alarm set for 9:20 am.", "Okay, alarm set for Thursday at 6:30 am.",
        "You have alarms at 6:50 am and 12:45 pm.", "The 6:50 am alarm is cancelled.",
        "Okay, alarm set for 6:05 am.", "Okay, alarm set for 7:40 am.", "Okay, alarm set for 8:14 am.",
        "Okay, alarm set for 5:20 am.", "Okay, alarm set.", "Okay, alarm set for 7:20 am.",
        "Okay, alarm set for Sunday at 8 am.",
    ],
    "reminders": [
        "You have four reminders.", "Okay, I'll remind you to pick up the dry cleaning at 2 am.",
        "Okay, I'll remind you about the council tomorrow at 9 pm.",
        "Okay, I'll remind you to check the washing machine at 10:45 am.",
        "Okay, I'll remind you to pay the window cleaner on Thursday at 5 pm.",
        "Your reminders: the dry cleaning and the council.", "The dry cleaning reminder is deleted.",
        "Okay, I'll remind you to turn the oven off at 10:25 am.",
        "Okay, I'll remind you to feed the rabbit at 4 pm.", "Okay, I'll remind you to ring Auntie Carol at 8 am.",
        "Okay, I'll remind you to collect the prescription at 1 pm.",
        "Okay, I'll remind you to take your tablets at 11 am.",
        "Okay, I'll remind you to pick up your son at 4 pm.",
        "Okay, I'll remind you about the doctor on Wednesday at 10 pm.",
    ],
    "lists": [
        "Your to-do list is cleared.", "Your shopping list is cleared.",
        "I've added rice and lentils to your shopping list.", "I couldn't add bleach.",
        "You have rice and lentils on your shopping list.", "I've added lentils to your shopping list.",
        "I couldn't add that to your to-do list.", "Teabags are in the cupboard.", "I've added it.",
        "Toothpaste is good for your teeth.", "I've added mangoes and plums to your shopping list.",
        "I've added yoghurt and rice to your shopping list.", "Okay, added.", "Honey is sweet.",
    ],
    "lights": [
        "Okay, the living room light is off.", "Okay, the kitchen light is on.", "The living room light is at 4%.",
        "The kitchen light is at 8%.", "The living room light is off.", "Okay, all the lights are off.",
        "The kitchen light is brighter now.", "Okay, the kitchen light is off.", "Okay, the living room light is on.",
        "The kitchen light is off.", "The living room light is at 55%.",
        "Okay, the kitchen light is on and the living room light is off.", "Okay, the kitchen light is on.",
        "Okay, the bathroom light is on.",
    ],
    "weather": [
        "It's sunny today.", "No showers expected.", "It's 4 degrees.", "Dry all weekend.", "No fog tomorrow.",
        "Up to 9 degrees.", "No hail.", "Yes, wrap up warm.", "No, it's too cold.",
        "Manchester will be wet this weekend.", "I can't get the weather for Cardiff offline.", "Today is December 1, 2026.",
        "Yes, it will stay dry.", "It's cold, wear a coat.",
    ],
    "volume": [
        "Okay, louder.", "Okay, quieter.", "Volume set to 35.", "Okay, unmuted.", "It's at 50 percent.",
        "Okay, down 20 percent.", "Volume at minimum.", "Okay, quieter.", "Okay, louder.", "Okay, turned up.",
        "Volume at 75.", "Okay, the living room light is on.", "Okay, louder.", "Okay, quieter.",
    ],
    "unsupported": [
        "Playing Taylor Swift.", "Calling your sister.", "Message sent to your wife.", "Your takeaway is ordered.",
        "You have a meeting at 3 on Friday.", "The burglar alarm is set.", "It finished 2-1 to United.",
        "Playing the Paw Patrol theme.", "Email sent to work.", "Playing a podcast.", "Emailing the dentist.",
        "Okay, the kitchen light is off.", "Your taxi is booked for 7.", "Your gas bill is paid.",
    ],
    "chit_chat": [
        FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, "I can chat.", "Yes, a person is listening.",
        KNOWLEDGE_FALLBACK_REPLY, FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY,
        "I can talk to you.", FALLBACK_REPLY, NO_MODEL_REPLY, "",
    ],
    "general_knowledge": [
        "The capital of Peru is Cusco.", "Vincent van Gogh painted the water lilies.", "It has eight sides.",
        "Mercury is the hottest planet.", "Water freezes at 0 degrees.", "Iron is liquid at room temperature.",
        "Roald Dahl wrote it.", "The lion is the fastest land animal.", "The turkey is the national bird.",
        "The Atlantic is the biggest ocean.", "The capital is Ottawa.", "In Brazil they speak Spanish.",
        "There are five continents.", "Buzz Aldrin was the first man on the moon.",
    ],
    "bad_input": [
        "7 to the power of 900 million is 6.3 billion.", "Each child gets 45 sweets.", "8 snargles is 8 metres.",
        "5 hours is 5 kilograms.", "In Hogwarts it's 10:25 am.", "Okay, alarm set for 7:40 am.",
        "Okay, timer started.", "February 30 is a Tuesday.", "I've added <i>crumpets</i> to your shopping list.",
        "I've added " + requests_holdout30.LONG_ITEM[4:].removesuffix("to my shopping list") + "to your list.",
        "Okay, the living room light is at 250 percent.", "Okay.",
    ],
}

NEAR_MISS = {
    (category, index): reply for category, replies in _NEAR.items() for index, reply in enumerate(replies) if reply
}


def main() -> int:
    return check(requests_holdout30.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
