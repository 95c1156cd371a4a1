"""Checks the sealed holdout10 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python bench/data/validate_holdout10.py [CHECKOUT]   (the set is bench/requests_holdout10.py)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout10
from validate_set import check

RIGHT = {
    "time_date": [
        "It's 10:25.", "Today is Tuesday.", "It's twenty-five past ten.", "It's December now: Tuesday, December 1.",
        "Today is Tuesday, December 1, 2026.", "It's the 1st.", "Yes, it's only 10:25 in the morning.",
        "It's 2026.", "10:25 am.", "It's Tuesday, the 1st of December.", "5 minutes.",
        "It's a weekday: Tuesday.", "Today is Tuesday, 1 December 2026.", "Of course: it's 10:25 am.",
    ],
    "date_arithmetic": [
        "Saturday is December 5.", "31 more days until New Year's Day.", "The 19th is a Saturday.",
        "Three weeks from today is Tuesday, December 22.", "Ten days ago was a Saturday, November 21.",
        "Roughly 3 weeks: 24 days until Christmas.", "Valentine's Day 2027 is a Sunday.",
        "In 45 days it will be Friday, January 15, 2027.", "Last Tuesday was November 24.",
        "A fortnight tomorrow is Wednesday, December 16.", "January has 31 days.", "Boxing Day is a Saturday.",
        "It's been 31 days since Halloween.", "The first Monday in January is January 4, 2027.",
    ],
    "world_time": [
        "In Manila it's 6:25 pm.", "In Moscow it's 1:25 pm.", "In Dubai it's 2:25 pm.", "In Kathmandu it's 4:10 pm.",
        "Yes, it's 11:25 pm in Auckland.", "In Chicago it's 4:25 am, so probably not.", "In Mexico City it's 4:25 am.",
        "In Lisbon it's 10:25 am.", "Singapore is 8 hours ahead.", "In New York it's 5:25 am.",
        "In Los Angeles it's 2:25 am.", "In Adelaide it's 8:55 pm.", "In Cairo it's 12:25 pm.",
        "In Dhaka it's 4:25 pm.",
    ],
    "math": [
        "Twelve times twelve is 144.", "That's 30 each.", "A 15 percent tip on $60 is $9.",
        "120 divided by 8 is 15.", "700 plus 350 is 1,050.", "9 squared minus 1 is 80.", "You'd have £16.50 left.",
        "The square root of 144 is 12.", "That makes 81.", "That adds up to 100.", "Fifty take away seven is 43.",
        "Five dozen is 60.", "25 percent off 80 is 60.", "Six times eight is 48.",
    ],
    "units": [
        "One ounce is about 28.35 grams.", "60 kilograms is about 132.28 pounds.", "-5 °C is 23 °F.",
        "Six foot two is about 188 centimetres.", "10 kilometres is about 6.21 miles.", "A pound is 16 ounces.",
        "200 grams is about 7.05 ounces.", "500 feet is 152.4 metres.", "90 °F is about 32.2 °C.",
        "A day has 86,400 seconds.", "3.5 litres is 3,500 millilitres.", "A mile is 1,760 yards.",
        "26.2 miles is about 42.2 kilometres.", "One stone is about 6.35 kilograms.",
    ],
    "random": [
        "It's tails.", "You rolled a 4.", "57.", "You rolled a 2 and a 6: 8.", "Heads.", "Sausages.",
        "You rolled a 13.", "No.", "Green.", "Eleven.", "Your sister goes first.", "Heads, heads, tails.",
        "Paper!", "You got 642.",
    ],
    "spelling": [f"{w.capitalize()} is spelled {'-'.join(w.upper())}." for w in [
        "definitely", "accommodate", "separate", "restaurant", "wednesday", "beautiful", "receipt", "broccoli",
        "because", "mischievous", "schedule", "knight", "occasion", "handkerchief"]],
    "timers": [
        "All timers cancelled.", "Okay, rice timer set for 8 minutes.", "Okay, chicken timer set for 25 minutes.",
        "Okay, potatoes timer set for 40 minutes.", "The rice timer has 7 minutes and 54 seconds left.",
        "Okay, the chicken timer is now 30 minutes.",
        "You have 3 timers: rice (7 minutes left), chicken (30 minutes left) and potatoes (39 minutes left).",
        "Potatoes timer cancelled.", "For how long?", "Okay, tea timer set for 3 minutes.",
        "Added 2 minutes to the rice timer.", "Yes, the tea timer has 2 minutes and 56 seconds left.",
        "All timers cancelled.", "No, there are no timers running.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6 am tomorrow.", "Okay, alarm set for 4:15 am.",
        "Okay, alarm set for 7:20 pm.", "Okay, alarm set for 11:30 pm.", "Okay, alarm set for 9 am on Saturday.",
        "You have alarms at 6 am, 4:15 am, 7:20 pm, 11:30 pm and 9 am Saturday.", "The 4:15 am alarm is cancelled.",
        "Okay, your alarm is now at 6:30 am.", "For what time?", "Okay, alarm set for 12 pm.",
        "Yes, you have an alarm at 6:30 am.", "All alarms deleted.", "No, you have no alarms.",
    ],
    "reminders": [
        "All reminders cleared.", "Okay, I'll remind you to take the chicken out of the freezer at 5 pm.",
        "Okay, I'll remind you to move the car at 11:05 am.",
        "Okay, I'll remind you to phone the plumber tomorrow at 9 am.",
        "What time on Friday should I remind you to pay the window cleaner?", "What should I remind you about?",
        "Okay, I'll remind you to pick up the kids at 12:30 pm.",
        "Your reminders: the chicken at 5 pm, move the car at 11:05 am, the plumber tomorrow at 9 am, pick up the "
        "kids at 12:30 pm.", "Okay, the car reminder is cancelled.", "Okay, I'll remind you to get petrol at 6 pm.",
        "Okay, I'll remind you to check the washing at 12:25 pm.", "Yes: phone the plumber tomorrow at 9 am.",
        "Okay, the petrol reminder is now at 7 pm.", "All reminders cleared.",
    ],
    "lists": [
        "Your shopping list is now empty.", "Your to-do list is cleared.", "I've added butter to your shopping list.",
        "I've added rice and tinned tomatoes to your shopping list.",
        "I've added washing-up liquid to your shopping list.", "I've added onions to your shopping list.",
        "Your shopping list: butter, rice, tinned tomatoes, washing-up liquid and onions.",
        "I've removed rice from your shopping list.", "Yes, butter is on your shopping list.",
        "I've added fix the gate to your to-do list.", "I've added ring the council to your to-do list.",
        "Your to-do list: fix the gate, ring the council.", "I've ticked off fix the gate.", "What should I add?",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "Okay, the living room light is on.",
        "The kitchen light is dimmed to 30%.", "The living room light is at 50%.", "The kitchen light is on, at 30%.",
        "Okay, all lights are on.", "Okay, the kitchen light is off.",
        "There's no bedroom light; I can control the kitchen and living room lights.",
        "I can't change the lights' colour; I can only turn them on, off or dim them.",
        "I can control the kitchen and living room lights.", "Okay, the living room light is off.",
        "Okay, the kitchen light is on at 100%.", "Okay, all lights are off.",
    ],
    "weather": ["I don't have a weather location yet: set one on the settings page."] * 13 + [
        "It's 10:25 am. For the weather, set a weather location on the settings page."],
    "volume": ["I can't change the volume on this device: there is no sound mixer."] * 14,
    "unsupported": [
        "I can't play music yet.", "I can't make phone calls.", "I can't order things.",
        "I don't have access to your calendar.", "I can't send messages.", "I can't control a television.",
        "I can't control door locks.", "I can't control the heating.", "I can't get the news offline.",
        "I can't book restaurants.", "I can't play the radio yet.", "I can't control an oven.",
        "I can't check traffic: I'm offline.", "I can't access your Google Calendar.",
    ],
    "chit_chat": [
        "Good morning! What can I do for you?", "I'm very well, thank you. And you?", "I'm your home assistant.",
        "Thank you, that's kind.", "Why did the banana go to the doctor? It wasn't peeling well.",
        "That sounds hard. Maybe a nap later?", "You're welcome.", "I don't watch it, but I hear it's popular.",
        "No, it's just me, a computer program.", "I can set timers, alarms and reminders, control the lights, keep "
        "lists and tell you the time.", "Happy birthday to you!", "Good night, sleep well.",
        "No harm done.", "Bonjour!",
    ],
    "general_knowledge": [
        "The capital of Italy is Rome.", "An insect has six legs.", "The lion is the king of the jungle.",
        "Red and white make pink.", "Saturn has the big rings.", "A tricycle has three wheels.",
        "In the Netherlands they speak Dutch.", "Sheep give us wool.", "The Eiffel Tower is in France.",
        "An octagon has eight sides.", "A caterpillar turns into a butterfly.", "We breathe in oxygen.",
        "The giraffe is the tallest animal.", "A rainbow has seven colours.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit blorps.",
        "I can't convert kilograms to metres: one is a mass, the other a length.",
        "I don't know a city called Hogwarts: it's fictional.", "Half past twenty-nine isn't a valid time.",
        "A timer must be at least one second. For how long?", "February 30 doesn't exist: February only has 28 days.",
        "I've added cheddar to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
# Wrong on purpose, case by case: the value a careless reader would give (a twelve-hour slip, the thing a negation
# or correction ruled out, off by a day, a wrong factor...). Each must fail.
NEAR_MISS = {
    ("time_date", 3): "Yes, it's still November.", ("time_date", 6): "No, it's afternoon.",
    ("time_date", 10): "35 minutes until half past ten.", ("time_date", 11): "It's the weekend.",
    ("time_date", 12): "Today is Tuesday, December 1.", ("time_date", 7): "It's 2025.",
    ("date_arithmetic", 0): "Saturday is December 6.", ("date_arithmetic", 1): "32 days until New Year's Day.",
    ("date_arithmetic", 2): "The 19th is a Friday.", ("date_arithmetic", 5): "About 4 weeks.",
    ("date_arithmetic", 8): "Last Tuesday was November 17.", ("date_arithmetic", 9): "It's December 15.",
    ("date_arithmetic", 11): "Boxing Day is a Friday.", ("date_arithmetic", 13): "It's January 5, 2027.",
    ("date_arithmetic", 7): "In 45 days it will be January 16, 2027.",
    ("world_time", 0): "In Manila it's 6:25 am.", ("world_time", 3): "In Kathmandu it's 4:25 pm.",
    ("world_time", 4): "No, it's 10:25 am in Auckland.", ("world_time", 5): "In Chicago it's 4:25 pm.",
    ("world_time", 8): "Singapore is 7 hours ahead.", ("world_time", 11): "In Adelaide it's 8:25 pm.",
    ("world_time", 12): "In Cairo it's 1:25 pm.", ("world_time", 10): "In Los Angeles it's 2:25 pm.",
    ("math", 13): "Six times seven is 42.", ("math", 12): "That's 20.", ("math", 6): "You have £17.50 left.",
    ("math", 10): "Fifty take away seven is 57.", ("math", 1): "That's 270 each.", ("math", 5): "That's 64.",
    ("units", 0): "One ounce is about 31.1 grams.", ("units", 2): "-5 °C is 9 °F.",
    ("units", 4): "Ten kilometres is about 16.09 miles.", ("units", 8): "90 °F is about 194 °C.",
    ("units", 13): "One stone is 14 pounds.", ("units", 1): "60 kilograms is about 27.2 pounds.",
    ("timers", 4): "The chicken timer has 24 minutes left.", ("timers", 5): "Okay, chicken timer set for 25 minutes.",
    ("timers", 7): "The rice timer is cancelled.", ("timers", 10): "I can't change the rice timer.",
    ("timers", 11): "No, there are no timers.", ("timers", 2): "Okay, timer set for 5 minutes.",
    ("alarms", 1): "Okay, alarm set for 6 pm.", ("alarms", 4): "Okay, alarm set for 11:30 am.",
    ("alarms", 7): "The 6 am alarm is cancelled.", ("alarms", 8): "Okay, alarm set for 6:30 pm.",
    ("alarms", 11): "No, you have no alarms tomorrow morning.",
    ("reminders", 1): "Okay, I'll remind you to take the chicken out at 5 am.",
    ("reminders", 8): "Okay, the plumber reminder is cancelled.",
    ("reminders", 11): "No, there's no reminder about the plumber.",
    ("reminders", 12): "Okay, the petrol reminder is at 6 pm.",
    ("lists", 2): "I can't add butter right now.",
    ("lists", 6): "Your shopping list: butter, rice, tinned tomatoes and washing-up liquid.",
    ("lists", 7): "I've removed butter from your shopping list.", ("lists", 8): "No, butter isn't on your list.",
    ("lists", 12): "I've added fix the gate to your to-do list.",
    ("lights", 0): "Okay, the living room light is on.", ("lights", 5): "The kitchen light is off.",
    ("lights", 7): "Okay, the living room light is off.", ("lights", 8): "Okay, the bedroom light is on.",
    ("lights", 9): "Okay, the living room light is now blue.", ("lights", 10): "I can control the kitchen light.",
    ("spelling", 0): "Definitely is spelled D-E-F-I-N-A-T-E-L-Y.", ("spelling", 4): "It's spelled Wednesday.",
    ("spelling", 11): "Knight is spelled N-I-G-H-T.", ("spelling", 12): "Occasion is spelled O-C-A-S-I-O-N.",
    ("weather", 13): "It's 10:25 am.",
    ("chit_chat", 8): "Yes, there's a little man in here.", ("chit_chat", 9): "I can set timers.",
    ("general_knowledge", 2): "The tiger is the king of the jungle.",
    ("general_knowledge", 6): "In the Netherlands they speak German.",
    ("general_knowledge", 11): "We breathe in carbon dioxide.",
    ("bad_input", 1): "42 divided by zero is 0.", ("bad_input", 4): "In Hogwarts it's 10:25 am.",
    ("bad_input", 5): "Okay, alarm set for 5:30 am.", ("bad_input", 6): "Okay, timer set for 0 minutes.",
    ("bad_input", 7): "The thirtieth of February is a Tuesday.",
    ("bad_input", 9): "I've added " + requests_holdout10.LONG_ITEM[4:-21] + " to your shopping list.",
    ("bad_input", 10): "The kitchen light is at -50%.", ("bad_input", 11): "I'm not sure about that.",
}


def main() -> int:
    return check(requests_holdout10.CASES, RIGHT, NEAR_MISS)

if __name__ == "__main__":
    raise SystemExit(main())
