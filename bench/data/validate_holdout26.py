"""Checks the sealed holdout26 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout26.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout26.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout26
from validate_set import check

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25.", "Today is Tuesday.", "It's 2026.", "Today is Tuesday, December 1, 2026.",
        "Yes, it's still morning, 10:25.", "It's the 1st.", "Yes, it's December.", "It's 10:25 am.",
        "It's Tuesday.", "Today is the 1st of December 2026.", "You have 2 hours and 35 minutes.",
        "Today is December 1.", "It's 10:25 on Tuesday, December 1.", "Today is Tuesday.",
    ],
    "date_arithmetic": [
        "90 days from today is March 1, 2027.", "31 days until New Year's Day.", "Christmas Day is a Friday.",
        "Two weeks ago it was November 17.", "This Thursday is December 3.",
        "St Patrick's Day 2027 is a Wednesday.", "Ten days ago it was November 21.", "In 9 days it's December 10.",
        "24 sleeps until Christmas!", "This Sunday is December 6.", "You have 104 days.",
        "45 days from now is January 15, 2027.", "100 days from today is Thursday, March 11, 2027.",
        "Eight weeks from today is January 26, 2027.",
    ],
    "world_time": [
        "In Seoul it's 7:25 pm.", "In Buenos Aires it's 7:25 am.", "In Chicago it's 4:25 am.",
        "In Tehran it's 1:55 pm.", "In Anchorage it's 1:25 am.", "In Johannesburg it's 12:25 pm.",
        "In Singapore it's 6:25 pm.", "In Los Angeles it's 2:25 am.", "In Istanbul it's 1:25 pm.",
        "In Sydney it's 9:25 pm.", "In Cairo it's 12:25 pm.", "In Adelaide it's 8:55 pm and in Bangkok it's 5:25 pm.",
        "It's 6:55 am in St. John's, so yes, quite early.", "In Dhaka it's 4:25 pm.",
    ],
    "math": [
        "47 times 36 is 1,692.", "12 percent of 450 is 54.", "That's 48.", "That comes to 7,343.", "That's 5,255.",
        "2 to the power of 12 is 4,096.", "It's 45.", "15 times 15 is 225.", "That's 150.", "A 10 percent tip is £6.40.",
        "Each child gets 28 sweets.", "250 minus 175 is 75.", "30 percent of 90 is 27, and 7 squared is 49.",
        "That's £25.25 altogether.",
    ],
    "units": [
        "26.2 miles is about 42.16 kilometres.", "100 kilograms is about 220.46 pounds.", "30 °C is 86 °F.",
        "6 inches is 15.24 centimetres.", "Two UK pints is about 1,136.52 millilitres.", "2 metres is about 6.56 feet.",
        "12 stone is about 76.2 kilograms.", "350 °F is about 176.67 °C.", "100 metres is about 109.36 yards.",
        "5 kilos is about 11.02 pounds.", "2 litres is about 0.44 UK gallons.",
        "There are 16 ounces in a pound and 12 inches in a foot.", "5 kilometres is about 3.11 miles.",
        "60 kilos is about 132.28 pounds.",
    ],
    "random": [
        "Tails.", "You rolled 17.", "I picked 143.", "The total is 11.", "I picked 36.", "Have curry.", "March.",
        "You rolled a 3.", "Heads.", "I picked 4.", "I picked 2.", "Heads, then tails.", "Go with green.",
        "A dog!",
    ],
    "spelling": [
        "R-H-Y-T-H-M.", "A-C-C-O-M-M-O-D-A-T-E.", "M-I-S-C-H-I-E-V-O-U-S.", "Q-U-E-S-T-I-O-N-N-A-I-R-E.",
        "M-I-L-L-E-N-N-I-U-M.", "B-R-O-C-C-O-L-I.", "C-O-L-L-E-A-G-U-E.", "W-E-D-N-E-S-D-A-Y.",
        "D-E-F-I-N-I-T-E-L-Y.", "R-E-S-T-A-U-R-A-N-T.", "E-F-F-E-C-T.", "Y-A-C-H-T, and I-S-L-A-N-D.",
        "B-E-C-A-U-S-E.", "B-E-A-U-T-I-F-U-L.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 12 minutes.", "Okay, pasta timer set for 11 minutes.",
        "Okay, cake timer set for 35 minutes.", "The pasta timer has 10 minutes and 56 seconds left.",
        "You have a 12-minute timer, a pasta timer and a cake timer.", "Cake timer cancelled.",
        "Okay, timer set for 6 minutes.", "Okay, timer set for 20 minutes.", "Okay, timer set for 2 minutes.",
        "Okay, timer set for 10 minutes.", "For how long?", "Okay, timer set for 15 minutes.",
        "Okay, I've added 3 minutes to the pasta timer.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6:40 am tomorrow.", "Okay, alarm set for 11 pm.",
        "Okay, alarm set for 5:45 am.", "Okay, alarm set for Sunday at 8:30 am.",
        "You have alarms at 6:40 am, 11 pm, 5:45 am and Sunday 8:30 am.", "The 5:45 am alarm is cancelled.",
        "Okay, alarm set for 7:30 am.", "Okay, alarm set for 6 am tomorrow.", "Okay, alarm set for 8:50 pm.",
        "Okay, alarm set for 7:15 am.", "For what time?", "Okay, alarm set for 6:15 am.",
        "Okay, alarm set for Thursday at 9 am.",
    ],
    "reminders": [
        "All reminders cleared.", "Okay, I'll remind you to pick up the parcel at 4 pm.",
        "Okay, I'll remind you to call the plumber tomorrow at 9 am.",
        "Okay, I'll remind you to take your tablets at 10:55 am.",
        "Okay, I'll remind you to buy a birthday card on Saturday at 11 am.",
        "Your reminders: the parcel, the plumber, your tablets and the birthday card.",
        "The plumber reminder is deleted.", "Okay, I'll remind you to ring the vet at 5 pm.",
        "Okay, I'll remind you to check the washing at 11:25 am.",
        "Okay, I'll remind you to pay the window cleaner tomorrow at noon.",
        "Okay, I'll remind you to water the tomatoes at 3 pm.", "What should I remind you about?",
        "Okay, I'll remind you to call your son at 7 pm.",
        "Okay, I'll remind you to bring the bins back in tomorrow at 10 am.",
    ],
    "lists": [
        "Your shopping list is cleared.", "Your to-do list is cleared.",
        "I've added milk, eggs and butter to your shopping list.", "I've added tomatoes to your shopping list.",
        "You have milk, eggs, butter and tomatoes on your shopping list.",
        "I've removed butter from your shopping list.", "I've added pay the gas bill to your to-do list.",
        "I've added rice to your shopping list.", "I've added toothpaste to your shopping list.",
        "Yes, eggs are on your shopping list.", "I've added pears to your shopping list.",
        "I've added flour and sugar to your shopping list.",
        "I've removed tomatoes and added cucumber to your shopping list.",
        "I've added bread to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "The kitchen light is at 30%.",
        "The living room light is at 15%.", "Yes, the living room light is on at 15%.",
        "Okay, all the lights are on.", "The living room light is at 80%.", "Okay, the kitchen light is off.",
        "Okay, the living room light is on.", "The kitchen light is at 100%.", "The kitchen light is at 65%.",
        "Okay, the living room and kitchen lights are off.", "Okay, the living room light is on.",
        "I can't: there's no bedroom light, only the kitchen and living room lights.",
    ],
    "weather": [
        _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER,
        "I can't get the forecast for Paris offline.",
        "Okay, the living room light is on. " + _POINTER, _POINTER, _POINTER,
    ],
    "volume": [
        _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER,
        "Okay, the living room light is off. " + _MIXER, _MIXER, _MIXER,
    ],
    "unsupported": [
        "I can't play music yet.", "I can't make phone calls.", "I can't send emails.", "I can't order food.",
        "I don't have access to your calendar.", "I can't control door locks.", "I can't control a TV.",
        "I can't play music yet.", "I can't send messages.", "I can't make purchases.",
        "Okay, the kitchen light is on, but I can't play music yet.", "I can't make calls or send texts.",
        "I can't get the news: I'm offline.", "I can't call a taxi. Please phone one or ask someone to help.",
    ],
    "chit_chat": [
        "Good morning! I'm doing well, thanks.", "I like blue.", "You're welcome!",
        "Why did the scarecrow win an award? He was outstanding in his field.", (
            "I can set timers, alarms and reminders, keep lists, control the lights, tell the time and do sums."),
        "No, I'm a voice assistant running on this device.", "I enjoy helping out.", "Glad you liked it!",
        "How about a puzzle or a walk?", "Good night, sleep well.", "Congratulations!",
        "I'm sorry to hear that. I hope she gets better soon.", "I'm your home assistant.",
        "Yes, of course. I will speak slowly.",
    ],
    "general_knowledge": [
        "The capital of Portugal is Lisbon.", "Vincent van Gogh painted the Sunflowers.", "A pack has 52 cards.",
        "The Pacific is the largest ocean.", "Plants take in carbon dioxide.", "Blue and yellow make green.",
        "Water boils at 100 degrees Celsius.", "William Shakespeare wrote Romeo and Juliet.",
        "Jupiter is the biggest planet.", "In a leap year February has 29 days.",
        "No, the capital of Australia is Canberra.", "A basketball team has five players on court.",
        "The blue whale is the biggest animal.", "Japan uses the yen.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit blorps.",
        "I can't convert metres to litres.", "I don't know a place called Narnia.", "31:20 isn't a valid time.",
        "A timer must be longer than zero. For how long?", "November only has 30 days.",
        "I've added lemons to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
_NEAR = {
    "time_date": [
        "It's 10:52.", "Today is Wednesday.", "It's 2025.", "Today is December 2, 2026.", "It's the afternoon, 2:25 pm.",
        "It's the 2nd.", "No, it's still November.", "It's 11:25.", "It's Monday.", "Today is the 2nd of December.",
        "You have 1 hour and 35 minutes.", "Today is the 30th of November.", "It's 10:25.", "Today is Wednesday.",
    ],
    "date_arithmetic": [
        "It's February 28, 2027.", "30 days.", "It's a Thursday.", "It was November 18.", "It's December 4.",
        "It's a Tuesday.", "It was November 22.", "It's December 9.", "25 sleeps.", "It's December 7.",
        "105 days.", "30 days from now is December 31.", "It's Wednesday, March 10.", "It's January 27.",
    ],
    "world_time": [
        "In Seoul it's 6:25 pm.", "In Buenos Aires it's 6:25 am.", "In Chicago it's 5:25 am.",
        "In Tehran it's 1:25 pm.", "In Anchorage it's 2:25 am.", "In Johannesburg it's 11:25 am.",
        "In Singapore it's 7:25 pm.", "In Los Angeles it's 3:25 am.", "In Istanbul it's 12:25 pm.",
        "In Sydney it's 8:25 pm.", "In Rome it's 11:25 am.", "In Adelaide it's 8:55 pm.",
        "No, it's the afternoon there.", "In Dhaka it's 3:25 pm.",
    ],
    "math": [
        "That's 1,629.", "That's 45.", "That's 46.", "That's 7,333.", "That's 5,355.", "That's 2,048.", "That's 55.",
        "That's 215.", "That's 50.", "That's £6.04.", "That's 27.", "That's 425.", "That's 27.", "That's £23.75.",
    ],
    "units": [
        "26.2 miles is 16.28 kilometres.", "100 kilograms is 45.36 pounds.", "30 °C is 54 °F.",
        "6 inches is 2.36 centimetres.", "Two pints is 946 millilitres.", "2 metres is 0.61 feet.",
        "12 stone is 168 kilograms.", "350 °F is 662 °C.", "100 metres is 91.44 yards.", "5 kilos is 2.27 pounds.",
        "2 litres is 0.53 US gallons.", "There are 16 ounces in a pound.", "5 kilometres is 8.05 miles.",
        "60 kilos is 27.22 pounds.",
    ],
    "random": [
        "It's a coin.", "You rolled 21.", "I picked 250.", "The total is 19.", "I picked 60.", "Have pasta.",
        "Pick Tuesday.", "You rolled a 7.", "It landed on its edge.", "I picked 6.", "I picked 15.", "Heads.",
        "Go with yellow.", "A rabbit!",
    ],
    "spelling": [
        "R-Y-T-H-M.", "A-C-O-M-O-D-A-T-E.", "M-I-S-C-H-I-E-V-I-O-U-S.", "Q-U-E-S-T-I-O-N-A-I-R-E.",
        "M-I-L-L-E-N-I-U-M.", "B-R-O-C-O-L-I.", "C-O-L-L-E-G-U-E.", "W-E-N-S-D-A-Y.", "D-E-F-I-N-A-T-E-L-Y.",
        "R-E-S-T-R-A-U-N-T.", "A-F-F-E-C-T.", "Y-A-C-H-T.", "B-E-C-O-S.", "B-E-U-T-I-F-U-L.",
    ],
    "timers": [
        "You have two timers.", "Okay, timer set for 21 minutes.", "Okay, pasta timer set for 7 minutes.",
        "Okay, cake timer set for 53 minutes.", "The pasta timer has 4 minutes left.", "You have a pasta timer.",
        "Pasta timer cancelled.", "Okay, timer set for 16 minutes.", "Okay, timer set for 12 minutes.",
        "Okay, timer set for 20 minutes.", "Okay, timer set for 8 minutes.", "Okay, timer set.",
        "Okay, timer set for 50 minutes.", "I've added 3 minutes to the cake timer.",
    ],
    "alarms": [
        "You have four alarms.", "Okay, alarm set for 6:40 pm.", "Okay, alarm set for 11 am.",
        "Okay, alarm set for 5:45 pm.", "Okay, alarm set for Saturday at 8:30 am.",
        "You have alarms at 6:40 am and 11 pm.", "The 6:40 am alarm is cancelled.", "Okay, alarm set for 7:30 pm.",
        "Okay, alarm set for 6 pm.", "Okay, alarm set for 9:10.", "Okay, alarm set for 7 am.", "Okay, alarm set.",
        "Okay, alarm set for 6:45 am.", "Okay, alarm set for Friday at 9 am.",
    ],
    "reminders": [
        "You have four reminders.", "Okay, I'll remind you to pick up the parcel at 4 am.",
        "Okay, I'll remind you to call the plumber tomorrow at 9 pm.",
        "Okay, I'll remind you to take your tablets at 11:25 am.",
        "Okay, I'll remind you to buy a birthday card on Sunday at 11 am.",
        "Your reminders: the parcel and the tablets.", "The parcel reminder is deleted.",
        "Okay, I'll remind you to ring the vet at 5 am.", "Okay, I'll remind you to check the washing at 10:55 am.",
        "Okay, I'll remind you to pay the window cleaner at midnight.",
        "Okay, I'll remind you to water the tomatoes at 2 pm.", "Okay, reminder set.",
        "Okay, I'll remind you to call your son at 7 am.", "Okay, I'll remind you to bring the bins in at 10 pm.",
    ],
    "lists": [
        "Your to-do list is cleared.", "Your shopping list is cleared.",
        "I've added milk and butter to your shopping list.", "I couldn't add tomatoes.",
        "You have milk and eggs on your shopping list.", "I've added butter to your shopping list.",
        "I couldn't add that to your to-do list.", "Rice is a staple food.", "I've added um toothpaste to your list.",
        "No, eggs aren't on your list.", "I've added apples and pears to your shopping list.",
        "I've added flour to your shopping list.", "I've added cucumber to your shopping list.",
        "I've added something to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is off.", "Okay, the living room light is on.", "The kitchen light is at 3%.",
        "The living room light is at 50%.", "The living room light is off.", "Okay, all the lights are off.",
        "The living room light is at 8%.", "Okay, the kitchen light is on.", "Okay, the living room light is off.",
        "The kitchen light is off.", "The kitchen light is at 45%.", "Okay, the living room light is off.",
        "Okay, the living room light is off.", "Okay, the bedroom light is on.",
    ],
    "weather": [
        "It's sunny today.", "No rain tomorrow.", "It's 6 degrees.", "No snow this week.", "It's calm.",
        "Showers on Friday.", "Yes, take a coat.", "Looking good.", "Yes, lovely later.", "Yes, hang it out.",
        "Paris will be sunny tomorrow.", "Okay, the living room light is on.", "Yes, warm enough.",
        "It's cold today.",
    ],
    "volume": [
        "Okay, louder.", "Okay, quieter.", "Volume set to 60.", "Okay, muted.", "It's at 40 percent.",
        "Okay, turned down.", "Volume at maximum.", "Okay, louder.", "Okay, quieter.", "Okay, louder.",
        "Volume at 65.", "Okay, the living room light is off.", "Okay, louder.", "Okay, louder.",
    ],
    "unsupported": [
        "Playing the Beatles.", "Calling the surgery.", "Email sent to your boss.", "Pizza ordered.",
        "You have a meeting at 10 tomorrow.", "Front door locked.", "TV turned on.", "Playing music for the kids.",
        "Message sent to your wife.", "Coffee pods ordered.", "Okay, the kitchen light is on and music is playing.",
        "Text sent to your brother.", "The main headline is about the budget.", "A taxi is on its way.",
    ],
    "chit_chat": [
        FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY, "I can tell jokes.",
        "Yes, a real person is answering.", FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY,
        KNOWLEDGE_FALLBACK_REPLY, FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, "",
    ],
    "general_knowledge": [
        "The capital of Portugal is Porto.", "Claude Monet painted the Sunflowers.", "A pack has 54 cards.",
        "The Atlantic is the largest ocean.", "Plants take in oxygen.", "Blue and yellow make purple.",
        "Water boils at 90 degrees Celsius.", "Charles Dickens wrote Romeo and Juliet.",
        "Saturn is the biggest planet.", "February has 28 days.", "Yes, Sydney is the capital of Australia.",
        "A team has 11 players.", "The elephant is the biggest animal.", "Japan uses the won.",
    ],
    "bad_input": [
        "7 to the power of 50 million is 350 million.", "45 divided by 0 is 45.", "3 blorps is 3 litres.",
        "4 metres is 4 litres.", "In Narnia it's 10:25 am.", "Okay, alarm set for 7:20 am.",
        "Okay, timer set for 0 seconds.", "The 31st of November is a Wednesday.",
        "I've added <u>lemons</u> to your shopping list.",
        "I've added " + requests_holdout26.LONG_ITEM[4:].removesuffix("on my to-do list") + "to your to-do list.",
        "Okay, the kitchen light is at 250 percent.", "Okay.",
    ],
}

NEAR_MISS = {
    (category, index): reply for category, replies in _NEAR.items() for index, reply in enumerate(replies) if reply
}


def main() -> int:
    return check(requests_holdout26.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
