"""Checks the sealed holdout11 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout11.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout11.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout11
from validate_set import check

RIGHT = {
    "time_date": [
        "It's 10:25.", "Today is Tuesday.", "Today is Tuesday, December 1, 2026.", "It's December.", "It's 2026.",
        "It's morning: 10:25 am.", "It's twenty-five past ten.", "It's Tuesday.", "It's the 1st of December 2026.",
        "No, it's December now.", "Today is Tuesday, December 1.", "35 minutes.", "It's 10:25 am on Tuesday.",
        "Today is Tuesday.",
    ],
    "date_arithmetic": [
        "Tomorrow is Wednesday, December 2.", "The day after tomorrow is Thursday.", "This Friday is December 4.",
        "The 28th is a Monday.", "50 days until your birthday.", "Three days ago was Saturday, November 28.",
        "Christmas Eve is a Thursday.", "In nine days it's Thursday, December 10.",
        "Two weeks from today is Tuesday, December 15.", "11 days until the 12th.", "The 9th is a Wednesday.",
        "Yes, the 18th is a Friday.", "February 2027 has 28 days.", "4 sleeps until Saturday.",
    ],
    "world_time": [
        "In Hobart it's 9:25 pm.", "In Warsaw it's 11:25 am.", "In Bangalore it's 3:55 pm.",
        "In Bangkok it's 5:25 pm.", "In Montreal it's 5:25 am.", "In Santiago it's 7:25 am.",
        "Hong Kong is 8 hours ahead.", "In Nairobi it's 1:25 pm.", "Yes, it's 12:25 am in Honolulu.",
        "In Brisbane it's 8:25 pm.", "In Istanbul it's 1:25 pm and in Athens it's 12:25 pm.",
        "In Denver it's 3:25 am, so it's too early.", "In Kabul it's 2:55 pm.", "Halifax is 4 hours behind.",
    ],
    "math": [
        "15 times 4 is 60.", "20 percent of 45 is 9.", "250 divided by 5 is 50.", "37 plus 48 is 85.",
        "1000 minus 365 is 635.", "The square root of 169 is 13.", "7 times 9 is 63.", "That's 135.",
        "Three quarters of 200 is 150.", "That's 21 pounds each.", "18 times 4 is 72.", "You pay 54.",
        "2 to the power of 8 is 256.", "That makes 15.",
    ],
    "units": [
        "Half a pound is about 226.8 grams.", "8 miles is about 12.87 kilometres.", "Two feet is 60.96 centimetres.",
        "180 °C is 356 °F.", "5 foot 6 is about 167.6 centimetres.", "70 kilograms is about 11 stone.",
        "100 °F is about 37.8 °C.", "150 pounds is about 68.04 kilograms.", "30 centimetres is about 11.81 inches.",
        "100 metres is about 109.36 yards.", "40 miles an hour is about 64.37 kilometres per hour.",
        "10 feet is about 3.05 metres.", "25 °C is 77 °F.", "A week has 10,080 minutes.",
    ],
    "random": [
        "Heads.", "You rolled a 5.", "You rolled an 11.", "37.", "Tails.", "I picked 142.", "It's tails.",
        "You rolled a 3 and a 6: 9.", "Pizza!", "You rolled a 2 and a 4.", "I picked 3.", "Four.",
        "Let's say Friday.", "Heads, and you rolled a 6.",
    ],
    "spelling": [f"{w.capitalize()} is spelled {'-'.join(w.upper())}." for w in [
        "conscious", "rhythm", "embarrass", "fahrenheit", "tongue", "library", "cinnamon", "yacht", "pneumonia",
        "guarantee", "quiet", "dinosaur", "calendar", "weird"]],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 12 minutes.", "Okay, pasta timer set for 9 minutes.",
        "Okay, cake timer set for 45 minutes.", "The pasta timer has 8 minutes and 56 seconds left.",
        "You have 3 timers: 12 minutes (11 minutes left), pasta (8 minutes left) and cake (44 minutes left).",
        "Cake timer cancelled.", "Added 3 minutes to the pasta timer.", "For how long?",
        "Okay, egg timer set for 8 minutes.", "Okay, timer set for 20 minutes.",
        "Okay, timer set for 40 minutes.", "All timers cancelled.", "No, there are no timers running.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 5:45 am tomorrow.", "Okay, alarm set for 7:30 am.",
        "Okay, alarm set for 3 pm.", "Okay, alarm set for 10 am on Sunday.",
        "You have alarms at 5:45 am, 7:30 am, 3 pm and 10 am on Sunday.", "The 3 pm alarm is cancelled.",
        "Okay, your alarm is now at 6:15 am.", "For what time?", "Okay, alarm set for 4:45 am.",
        "Okay, alarm set for 8:30 am tomorrow.", "Yes, you have an alarm at 6:15 am.", "All alarms deleted.",
        "No, you have no alarms.",
    ],
    "reminders": [
        "All reminders cleared.", "Okay, I'll remind you to call the dentist at 2 pm.",
        "Okay, I'll remind you to take your tablets at 8 pm.",
        "Okay, I'll remind you to put the bins out tomorrow at 9 am.",
        "Okay, I'll remind you to check the roast at 10:55 am.",
        ("Your reminders: call the dentist at 2 pm, take your tablets at 8 pm, the bins tomorrow at 9 am and check "
         "the roast at 10:55 am."), "Okay, I'll remind you to water the plants at 6 pm.",
        "Okay, the dentist reminder is cancelled.", "What should I remind you about?",
        "Okay, I'll remind you to ring grandma at 4 pm.", "Okay, the tablets reminder is now at 9 pm.",
        "Okay, I'll remind you to defrost the mince at 5 pm.",
        "Okay, I'll remind you to go to the post office tomorrow at 10 am.",
        "Yes: put the bins out tomorrow at 9 am.",
    ],
    "lists": [
        "Your shopping list is now empty.", "Your to-do list is cleared.", "I've added oat milk to your shopping list.",
        "I've added peppers and yoghurt to your shopping list.", "What should I add?",
        "I've added toilet roll to your shopping list.", "I've added cheese to your shopping list.",
        "Your shopping list: oat milk, peppers, yoghurt, toilet roll and cheese.",
        "I've removed peppers from your shopping list.", "Yes, cheese is on your shopping list.",
        "I've added book the vet to your to-do list.", "I've added pay the gas bill to your to-do list.",
        "I've added pears to your shopping list.", "I've ticked off pay the gas bill.",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "Okay, the living room light is on.",
        "The kitchen light is dimmed to 40%.", "The living room light is at 70%.",
        "Yes, the kitchen light is on at 40%.",
        "Okay, all lights are off.", "There's no bathroom light; I can control the kitchen and living room lights.",
        "The living room light is now at 100%.", "Okay, the kitchen and living room lights are on.",
        "Okay, the kitchen light is off.", "Okay, the living room light is on.",
        "I can control the kitchen and living room lights.", "The kitchen light is dimmed to 50%.",
    ],
    "weather": ["I don't have a weather location yet: set one on the settings page."] * 11 + [
        "It's Tuesday. For the weather, set a weather location on the settings page."] + [
        "I don't have a weather location yet: set one on the settings page."] * 2,
    "volume": ["I can't change the volume on this device: there is no sound mixer."] * 14,
    "unsupported": [
        "I can't play music yet.", "I don't have access to your diary.", "I can't order things.",
        "I can't send messages.", "I can't control a television.", "I can't get the news offline.",
        "I can't control the heating.", "I can't control door locks.", "I can't play music from Spotify.",
        "I can't book taxis.", "I don't have access to your calendar.", "I can't make phone calls.",
        "I can't control a robot vacuum.", "I can't read email.",
    ],
    "chit_chat": [
        "Good morning! What can I do for you?", "I'm very well, thank you. And you?", "You're welcome.",
        "Why did the cat sit on the computer? To keep an eye on the mouse.", "You can call me your home assistant.",
        "Thank you, that's kind.", "Goodbye!", "Happy to help.", "Morning! I'm doing well, thanks.",
        "I can set timers, alarms and reminders, control the lights, keep lists and tell you the time.",
        "I think dinosaurs are fascinating.", "No, I'm a computer program, your home assistant.",
        "How about a game? I can flip a coin or set a timer for a break.", "That's all right, no harm done.",
    ],
    "general_knowledge": [
        "The capital of Portugal is Lisbon.", "A baby sheep is called a lamb.", "Rudyard Kipling wrote it.",
        "A year has twelve months.", "Blue and yellow make green.", "Water boils at 100 degrees Celsius.",
        "Mercury is closest to the sun.", "Plants take in carbon dioxide.", "The capital of Canada is Ottawa.",
        "A violin has four strings.", "No, the capital of Australia is Canberra.", "A baby kangaroo is a joey.",
        "A basketball team has five players on court.", "Vatican City is the smallest country.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit snargles.",
        "I can't convert metres to seconds: one is a length, the other a time.",
        "I don't know a city called Wakanda: it's fictional.", "25 o'clock isn't a valid time.",
        "A timer can't be negative. For how long?", "November 31 doesn't exist: November only has 30 days.",
        "I've added parsley to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
# Wrong on purpose, case by case: the value a careless reader would give (a twelve-hour slip, the thing a correction
# ruled out, off by a day, a wrong factor, the wrong timer / alarm / reminder / item / light...). Each must fail.
NEAR_MISS = {
    ("time_date", 1): "Today is Wednesday.", ("time_date", 3): "It's November.", ("time_date", 4): "It's 2025.",
    ("time_date", 5): "It's afternoon.", ("time_date", 9): "Yes, it's still November.",
    ("time_date", 10): "It's 10:25.", ("time_date", 11): "It's 45 minutes until eleven.",
    ("time_date", 12): "It's 10:25.", ("time_date", 0): "It's 10:35.",
    ("date_arithmetic", 0): "Tomorrow is December 3.", ("date_arithmetic", 1): "It will be Wednesday.",
    ("date_arithmetic", 2): "This Friday is December 5.", ("date_arithmetic", 3): "The 28th is a Sunday.",
    ("date_arithmetic", 4): "49 days until your birthday.", ("date_arithmetic", 5): "It was November 27.",
    ("date_arithmetic", 6): "Thursday, December 10.", ("date_arithmetic", 7): "In nine days it's December 9.",
    ("date_arithmetic", 8): "Two weeks from today is December 14.", ("date_arithmetic", 9): "12 days.",
    ("date_arithmetic", 10): "The 8th is a Tuesday.", ("date_arithmetic", 11): "No, the 18th is a Saturday.",
    ("date_arithmetic", 12): "February has 29 days next year.", ("date_arithmetic", 13): "5 sleeps.",
    ("world_time", 0): "In Hobart it's 8:25 pm.", ("world_time", 2): "In Bangalore it's 3:25 pm.",
    ("world_time", 3): "In Bangkok it's 5:25 am.", ("world_time", 4): "In Montreal it's 5:25 pm.",
    ("world_time", 5): "In Santiago it's 6:25 am.", ("world_time", 6): "Hong Kong is 7 hours ahead.",
    ("world_time", 8): "No, it's 12:25 pm in Honolulu.", ("world_time", 9): "In Perth it's 6:25 pm.",
    ("world_time", 10): "In Istanbul it's 1:25 pm.", ("world_time", 11): "In Denver it's 3:25 pm.",
    ("world_time", 12): "In Kabul it's 2:25 pm.", ("world_time", 13): "Halifax is 3 hours behind.",
    ("math", 0): "15 times 4 is 45.", ("math", 1): "20 percent of 45 is 36.", ("math", 6): "7 times 9 is 56.",
    ("math", 8): "That's 50.", ("math", 9): "That's 28 each.", ("math", 10): "18 times 3 is 54.",
    ("math", 11): "Ten percent of 60 is 6.", ("math", 12): "2 to the power of 8 is 16.",
    ("units", 0): "Half a pound is about 250 grams.", ("units", 1): "8 miles is about 4.97 kilometres.",
    ("units", 3): "180 °C is 324 °F.", ("units", 5): "70 kilograms is about 154 stone.",
    ("units", 6): "100 °F is about 212 °C.", ("units", 7): "150 pounds is about 330 kilos.",
    ("units", 8): "30 centimetres is about 76.2 inches.", ("units", 9): "100 metres is about 91.44 yards.",
    ("units", 10): "40 miles an hour is about 24.85 kilometres per hour.",
    ("units", 11): "10 feet is about 30.48 metres.", ("units", 12): "20 °C is 68 °F.",
    ("units", 13): "A week has 1,440 minutes.",
    ("random", 1): "You rolled a 7.", ("random", 2): "You rolled a 13.", ("random", 10): "I picked 7.",
    ("random", 12): "Movie night sounds fun.", ("random", 13): "Heads.", ("random", 4): "It's a 4.",
    ("spelling", 0): "Conscious is spelled C-O-N-C-I-O-U-S.", ("spelling", 2): "It's spelled E-M-B-A-R-A-S-S.",
    ("spelling", 3): "Fahrenheit is spelled F-A-R-E-N-H-E-I-T.", ("spelling", 7): "Yacht is spelled Y-A-T-C-H.",
    ("spelling", 10): "Quite is spelled Q-U-I-T-E.", ("spelling", 13): "It's I before E: W-I-E-R-D.",
    ("spelling", 5): "It's spelled library.",
    ("timers", 1): "Okay, timer set for 20 minutes.", ("timers", 4): "The cake timer has 44 minutes left.",
    ("timers", 5): "You have a 12 minute timer.", ("timers", 6): "Pasta timer cancelled.",
    ("timers", 7): "Okay, pasta timer set for 3 minutes.", ("timers", 8): "Okay, timer set.",
    ("timers", 9): "Okay, egg timer set for 18 minutes.", ("timers", 10): "Okay, timer set for 15 minutes.",
    ("timers", 11): "I can't set that.", ("timers", 13): "Yes, the bread timer has 19 minutes left.",
    ("alarms", 1): "Okay, alarm set for 5:45 pm.", ("alarms", 2): "Okay, alarm set for 7:30 pm.",
    ("alarms", 3): "Okay, alarm set for 3 am.", ("alarms", 4): "Okay, alarm set for 10 am on Saturday.",
    ("alarms", 5): "You have alarms at 5:45 am and 7:30 am.", ("alarms", 6): "The 5:45 am alarm is cancelled.",
    ("alarms", 7): "Okay, alarm set for 6:15 pm.", ("alarms", 9): "Okay, alarm set for 4:45 pm.",
    ("alarms", 10): "Okay, alarm set for 8 am tomorrow.", ("alarms", 11): "No, you have no alarms tomorrow morning.",
    ("alarms", 13): "Yes, you have an alarm at 6:15 am.",
    ("reminders", 1): "Okay, I'll remind you to call the dentist at 2 am.",
    ("reminders", 2): "Okay, I'll remind you to take your tablets at 8 am.",
    ("reminders", 3): "Okay, I'll remind you to put the bins out tomorrow at 9 pm.",
    ("reminders", 4): "Okay, I'll remind you to check the roast at 11:25 am.",
    ("reminders", 5): "Your reminders: the dentist, your tablets and the bins.",
    ("reminders", 6): "Okay, I'll remind you to water the plants at 6 am.",
    ("reminders", 7): "Okay, the bins reminder is cancelled.",
    ("reminders", 9): "Okay, I'll remind you to ring grandma at 4 am.",
    ("reminders", 10): "Okay, the tablets reminder is now at 8:30 pm.",
    ("reminders", 11): "Okay, I'll remind you to defrost the mince at 5 am.",
    ("reminders", 12): "Okay, I'll remind you to go to the post office tomorrow at 10 pm.",
    ("reminders", 13): "No, there's no reminder about the bins.",
    ("lists", 2): "I've added milk to your shopping list.", ("lists", 3): "I've added peppers to your shopping list.",
    ("lists", 6): "I've added um cheese to your shopping list.",
    ("lists", 7): "Your shopping list: oat milk, peppers, yoghurt and toilet roll.",
    ("lists", 8): "I've removed cheese from your shopping list.", ("lists", 9): "No, cheese isn't on your list.",
    ("lists", 12): "I've added apples to your shopping list.",
    ("lists", 13): "I've added pay the gas bill to your to-do list.", ("lists", 4): "I've added something.",
    ("lists", 0): "Your to-do list is cleared.", ("lists", 1): "Your shopping list is now empty.",
    ("lights", 0): "Okay, the living room light is on.", ("lights", 1): "Okay, the kitchen light is off.",
    ("lights", 3): "The kitchen light is dimmed to 14%.", ("lights", 4): "The living room light is at 17%.",
    ("lights", 5): "The kitchen light is off.", ("lights", 6): "Okay, the kitchen light is off.",
    ("lights", 7): "Okay, the bathroom light is on.", ("lights", 9): "Okay, the kitchen light is on.",
    ("lights", 10): "Okay, the living room light is off.", ("lights", 12): "I can control the kitchen light.",
    ("lights", 13): "The kitchen light is on at 100%.",
    ("weather", 11): "It's Tuesday.", ("weather", 5): "It's sunny in London.",
    ("weather", 0): "It's sunny and 12 degrees today.",
    ("unsupported", 10): "I've added the school play to your shopping list.",
    ("unsupported", 12): "Okay, the hoover is on.", ("unsupported", 5): "Here are today's headlines.",
    ("chit_chat", 9): "I can set timers.", ("chit_chat", 11): "Yes, I'm a real person.",
    ("general_knowledge", 0): "The capital of Portugal is Madrid.",
    ("general_knowledge", 10): "Yes, Sydney is the capital of Australia.",
    ("general_knowledge", 7): "Plants take in oxygen from the air.",
    ("general_knowledge", 12): "A basketball team has eleven players.",
    ("general_knowledge", 5): "Water boils at 212 degrees.", ("general_knowledge", 6): "Venus is closest to the sun.",
    ("bad_input", 0): "7 to the power of 50 million is 350 million.", ("bad_input", 1): "100 divided by 0 is 0.",
    ("bad_input", 2): "5 snargles is 5 metres.", ("bad_input", 3): "4 metres is 4 seconds.",
    ("bad_input", 4): "In Wakanda it's 1:25 pm.", ("bad_input", 5): "Okay, alarm set for 1 am.",
    ("bad_input", 6): "Okay, timer set for 5 minutes.", ("bad_input", 7): "November 31 is a Tuesday.",
    ("bad_input", 8): "I've added <b>parsley</b> to your shopping list.",
    ("bad_input", 9): "I've added " + requests_holdout11.LONG_ITEM[4:-21] + " to your shopping list.",
    ("bad_input", 10): "The kitchen light is at 150%.", ("bad_input", 11): "I'm not sure about that.",
}


def main() -> int:
    return check(requests_holdout11.CASES, RIGHT, NEAR_MISS)

if __name__ == "__main__":
    raise SystemExit(main())
