"""Checks the sealed holdout9 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and ~30 near misses fail.

Usage: .venv/bin/python bench/data/validate_holdout9.py [CHECKOUT]   (the set is bench/requests_holdout9.py)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout9
from validate_set import check

RIGHT = {
    "time_date": [
        "It's 10:25.", "It's 10:25 am.", "The time is 10:25 am.", "It's twenty-five past ten.", "It's 10:25 am.",
        "Today is Tuesday, December 1, 2026.", "Today is Tuesday.", "It's the first: Tuesday, December 1.",
        "No, today is Tuesday.", "It's December.", "It's 2026.", "35 minutes until 11 o'clock.",
        "It's morning: 10:25 am.", "It's 10:25 am on Tuesday, the 1st of December 2026.",
    ],
    "date_arithmetic": [
        "New Year's Eve is a Thursday this year.", "24 sleeps until Christmas morning.",
        "December 15 is a Tuesday.", "A week on Friday is Friday, December 11.", "There are 50 days until January 20.",
        "A dozen days ago was Thursday, November 19.", "No, January 6, 2027 is a Wednesday.",
        "In 120 days it will be Wednesday, March 31, 2027.", "Yes, yesterday was Monday, November 30.",
        "The day after tomorrow is Thursday, December 3.", "About 4 weeks: 30 days left in the year.",
        "November 1 was a Sunday.", "In 18 days it will be Saturday, December 19.",
        "Your birthday on March 9 is 98 days away.",
    ],
    "world_time": [
        "In Delhi it's 3:55 pm.", "In Karachi it's 3:25 pm.", "No, it's 8:25 pm in Brisbane.",
        "In Toronto it's 5:25 am.", "In Seoul it's 7:25 pm.", "Not quite, it's 11:25 am in Lagos.",
        "In Honolulu it's 12:25 am.", "In Cape Town it's 12:25 pm and in Nairobi it's 1:25 pm.",
        "Yes, it's 2:25 am in Vancouver.", "In Tehran it's 1:55 pm.", "In Perth it's 6:25 pm.",
        "Hong Kong is 8 hours ahead of you.", "In São Paulo it's 7:25 am.", "In Bangkok it's 5:25 pm.",
    ],
    "math": [
        "Half a dozen times seven is 42.", "Three score and ten is 70.", "17 percent of 200 is 34.",
        "That's £22.50 each.", "A quarter of a thousand is 250.", "8 times 9 is 72.", "15 squared is 225.",
        "720 divided by 18 is 40.", "That's 37.50 in total.", "Double fourteen is 28.",
        "Two thirds of 75 is 50.", "A baker's dozen times three is 39.", "100 minus 9 is 91.",
        "80 minus 95 is -15.",
    ],
    "units": [
        "180 pounds is about 12.86 stone.", "21 km is about 13.05 miles.", "30 °C is 86 °F.",
        "A quarter of a pound is about 113.4 grams.", "Five foot five is about 165.1 cm.",
        "2.5 kilograms is about 5.51 pounds.", "Half a mile is about 804.7 metres.", "350 °F is about 176.7 °C.",
        "A teaspoon is about 5 millilitres.", "100 km/h is about 62.14 mph.",
        "A quarter of an hour is 900 seconds.", "A fortnight has 336 hours.", "12 inches is 30.48 centimetres.",
        "100 metres is about 328.1 feet.",
    ],
    "random": [
        "It's heads.", "You rolled a 3 and a 5: 8.", "42.", "Seven.", "You rolled a 17.", "Let's have curry.",
        "53.", "Yes.", "Blue.", "Fourteen.", "You rolled a 2.", "Heads, then tails.", "You rolled a 6.",
        "Thursday.",
    ],
    "spelling": [f"{w.capitalize()} is spelled {'-'.join(w.upper())}." for w in [
        "necessary", "embarrass", "cappuccino", "questionnaire", "millennium", "colleague", "privilege",
        "guarantee", "yacht", "bureaucracy", "committee", "psychology", "tomorrow", "conscience"]],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 20 minutes.", "Okay, roast timer set for 30 minutes.",
        "Okay, pasta timer set for 12 minutes.", "The pasta timer has 11 minutes and 58 seconds left.",
        "Okay, eggs timer set for 15 minutes.", "Okay, timer set for 90 seconds.", "Eggs timer cancelled.",
        "You have 4 timers: 20 minutes, roast (29 minutes left), pasta (11 minutes left) and 90 seconds.",
        "Okay, timer set for 6 minutes.", "Added 5 minutes to the roast timer.", "For how long?",
        "All timers cancelled.", "No, there are no timers running.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6:30 am tomorrow.", "Okay, alarm set for 6:45 pm.",
        "Okay, alarm set for 5:30 am.", "Okay, alarm set for 7:15 am.", "Okay, alarm set for 12 pm.",
        "You have alarms at 6:30 am, 6:45 pm, 5:30 am, 7:15 am and 12 pm.", "The 6:30 am alarm is cancelled.",
        "Okay, alarm set for 7:50 pm.", "Okay, alarm set for 3 pm.", "For what time?",
        "Okay, alarm set for 4:45 am.", "All alarms deleted.", "No, you have no alarms.",
    ],
    "reminders": [
        "All reminders cleared.", "Okay, I'll remind you to ring your mam at 6 pm.",
        "Okay, I'll remind you to put the bins out at 9 pm.", "Okay, I'll remind you the washing is done at 11:10 am.",
        "Okay, I'll remind you about the dentist on Thursday at 10 am.",
        "Okay, I'll remind you to collect the parcel at 2:30 pm.", "What should I remind you about?",
        "Your reminders: ring your mam at 6 pm, bins at 9 pm, washing at 11:10 am, dentist Thursday 10 am, "
        "parcel at 2:30 pm.", "Okay, the parcel reminder is cancelled.",
        "Okay, I'll remind you to take your medicine at 12:25 pm.",
        "Okay, I'll remind you to text Jess back at 10:35 am.",
        "Okay, I'll remind you to grab the snags at 4 pm.",
        "What time tomorrow should I remind you to pay the gas bill?",
        "Yes: put the bins out at 9 pm.",
    ],
    "lists": [
        "Your shopping list is now empty.", "Your to-do list is cleared.",
        "I've added milk and bread to your shopping list.",
        "I've added teabags to your shopping list.", "I've added eggs to your shopping list.",
        "I've added bananas, apples and grapes to your shopping list.",
        "Your shopping list: milk, bread, teabags, eggs, bananas, apples, grapes.",
        "I've removed grapes from your shopping list.", "I've removed bananas from your shopping list.",
        "Yes, bread is on your shopping list.", "I've added hoover the stairs to your to-do list.",
        "I've added book an MOT to your to-do list.", "Your to-do list: hoover the stairs, book an MOT.",
        "What should I add?",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is on.", "Okay, the kitchen light is off.",
        "The living room light is at 50%.", "Okay, all lights are off.", "Okay, both lights are on.",
        "Yes, the kitchen light is on.", "The kitchen light is dimmed to 70%.", "The living room light is at 100%.",
        "There's no bathroom light; I can control the kitchen and living room lights.",
        "I can't change the lights' colour; I can only turn them on, off or dim them.",
        "I can control the kitchen and living room lights.", "Okay, the living room light is off.",
        "Okay, all lights are off.",
    ],
    "weather": ["I don't have a weather location yet: set one on the settings page."] * 14,
    "volume": ["I can't change the volume on this device: there is no sound mixer."] * 14,
    "unsupported": [
        "I can't play music yet.", "I can't make phone calls.", "I can't order food.",
        "I don't have TV listings.", "I can't control a kettle.", "I can't book taxis.", "I can't read email.",
        "I'm not sure, and I can't look up scores offline.", "I can't control air conditioning.",
        "I don't know, I can't look at social media.", "I can't control the garage door.",
        "I can't send messages.", "I can't access your bank.", "I can't play audiobooks yet.",
    ],
    "chit_chat": [
        "Howya! What can I do for you?", "Cheers!", "Thanks, you're one too.", "Sounds like you need a rest.",
        "Not much, all grand here.", "G'day, good afternoon to you too!",
        "No, I'm a voice assistant, a computer program.", "I'm your home assistant.",
        "Why don't skeletons fight? They don't have the guts.", "I don't eat, but pizza sounds popular.",
        "How about a game or a walk?", "I can set timers, alarms and reminders, control the lights, keep lists "
        "and tell you the time.", "No worries at all.", "Namaste!",
    ],
    "general_knowledge": [
        "The capital of Scotland is Edinburgh.", "A cricket team has eleven players.",
        "William Shakespeare wrote Romeo and Juliet.", "Mount Everest is the highest peak on Earth.",
        "A spider has eight legs.", "In Brazil they speak Portuguese.", "The Pacific Ocean is the largest.",
        "Vincent van Gogh painted The Starry Night.", "Water boils at 100 degrees Celsius.",
        "There are seven continents.", "No, the capital of Australia is Canberra.", "Blue and yellow make green.",
        "The national animal of India is the Bengal tiger.", "Mars is called the red planet.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit wibbles.",
        "I can't convert litres to miles: one is a volume, the other a length.",
        "I don't know a city called Middle Earth.", "Thirty-one o'clock isn't a valid time.",
        "A timer can't be negative. For how long?", "January 32 doesn't exist: January only has 31 days.",
        "I've added <b>oat milk</b> to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
# Wrong on purpose, case by case: the value a careless reader would give (a twelve-hour slip, the thing a negation
# ruled out, off by a day, a wrong factor...). Each must fail.
NEAR_MISS = {
    ("time_date", 8): "Yes, it's Wednesday already.", ("time_date", 11): "It's 10:25; 11 o'clock is soon.",
    ("time_date", 13): "It's 10:25 am.", ("date_arithmetic", 1): "25 sleeps until Christmas morning.",
    ("date_arithmetic", 3): "A week on Friday is Friday, December 4.", ("date_arithmetic", 6): "Yes, it's a Monday.",
    ("date_arithmetic", 8): "No, yesterday was November 29.", ("date_arithmetic", 13): "Your birthday is 99 days away.",
    ("world_time", 0): "In Delhi it's 3:25 pm.", ("world_time", 3): "In Toronto it's 5:25 pm.",
    ("world_time", 6): "In Honolulu it's 12:25 pm.", ("world_time", 10): "In Sydney it's 9:25 pm.",
    ("world_time", 7): "In Cape Town it's 12:25 pm.", ("world_time", 9): "In Tehran it's 1:25 pm.",
    ("math", 13): "80 minus 95 is 15.", ("math", 3): "That's 22 each.", ("math", 11): "That's 36.",
    ("math", 1): "Three score and ten is 60.", ("units", 0): "180 pounds is about 81.6 kilograms.",
    ("units", 7): "350 °F is about 194.4 °C.", ("units", 13): "100 metres is about 109.4 yards.",
    ("timers", 7): "Pasta timer cancelled.", ("timers", 10): "I can't change the roast timer.",
    ("timers", 2): "Okay, timer set for 3 minutes.", ("alarms", 7): "The 5:30 am alarm is cancelled.",
    ("alarms", 1): "Okay, alarm set for 6:30 pm.", ("alarms", 8): "Okay, alarm set for 8:10 pm.",
    ("reminders", 8): "Okay, the dentist reminder is cancelled.", ("reminders", 2): "Okay, I'll remind you at 9 pm.",
    ("lists", 8): "I've removed apples from your shopping list.", ("lists", 9): "No, bread isn't on your list.",
    ("lists", 3): "I can't add teabags right now.", ("lights", 1): "Okay, the kitchen light is on.",
    ("lights", 6): "The kitchen light is off.", ("lights", 3): "I can't dim the living room light.",
    ("spelling", 4): "Millennium is spelled M-I-L-L-E-N-I-U-M.", ("spelling", 8): "Yacht is spelled yacht.",
    ("bad_input", 6): "Okay, timer set for 10 seconds.", ("bad_input", 10): "The kitchen light is at 200%.",
    ("bad_input", 1): "A dozen divided by nought is 12.",
    ("bad_input", 9): "I've added " + requests_holdout9.LONG_ITEM[4:-21] + " to your shopping list.",
    ("bad_input", 11): "I'm not sure about that.",
}


def main() -> int:
    return check(requests_holdout9.CASES, RIGHT, NEAR_MISS)

if __name__ == "__main__":
    raise SystemExit(main())
