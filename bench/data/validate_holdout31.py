"""Checks the sealed holdout31 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout31.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout31.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout31
from validate_set import check

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25 am.", "It's Tuesday.", "It's 2026.", "It's still morning: 10:25 am.",
        "Today is Tuesday, 1st December 2026.", "You've got 35 minutes.", "We're in week 49.",
        "It's 10:25, better get going!", "Yes, it's still Tuesday.", "Yes! It's December now.",
        "Today is December 1, 2026.", "It's 10:25 am on Tuesday.", "You've got 3 hours and 35 minutes.",
        "Today is the 1st of December 2026.",
    ],
    "date_arithmetic": [
        "Forty days from today is January 10, 2027.", "Christmas Eve is a Thursday this year.",
        "Bonfire night is 339 days away.", "25 days ago was November 6, 2026.",
        "Wednesday of next week is December 9.", "Easter Sunday is 117 days away.",
        "The first of November was a Sunday.", "24 sleeps till Christmas Day!",
        "Six weeks from now is January 12, 2027.", "Australia Day is 56 days away.",
        "12 days from today is December 13, 2026.", "The 20th is a Sunday, 19 days from now.",
        "You have 70 days to plan the party.", "Her birthday is 103 days away.",
    ],
    "world_time": [
        "In Auckland it's 11:25 pm.", "In Nairobi it's 1:25 pm.", "In Valletta it's 11:25 am.",
        "In Adelaide it's 8:55 pm.", "In Reykjavik it's 10:25 am.", "In Casablanca it's 11:25 am.",
        "In Warsaw it's 11:25 am.", "In Brisbane it's 8:25 pm.", "In Accra it's 10:25 am.",
        "In Fiji it's 10:25 pm.", "In Harare it's 12:25 pm.",
        "In Johannesburg it's 12:25 pm and in Hobart it's 9:25 pm.", "In Darwin it's 7:55 pm.",
        "In Addis Ababa it's 1:25 pm.",
    ],
    "math": [
        "73 times 46 is 3,358.", "35 percent of 340 is 119.", "5,184 divided by 72 is 72.", "That's 10,035.",
        "The square root of 3,136 is 56.", "That leaves 4,442.", "Two thirds of 1,620 is 1,080.",
        "Eight times seven is 56.", "That's 105 dollars each.", "17 squared is 289.", "250 times 12 is 3,000.",
        "64 plus 89 is 153, and 15 times 15 is 225.", "That's 72 fairy cakes.", "That's £920.",
    ],
    "units": [
        "42 miles is about 67.6 kilometres.", "75 kilograms is about 165.3 pounds.",
        "5 foot 7 is about 170.2 centimetres.", "12 ounces is about 340 grams.", "60 yards is 54.86 metres.",
        "170 °C is 338 °F.", "2 litres is about 3.52 British pints.", "40 hectares is about 98.8 acres.",
        "38 °C is 100.4 °F.", "4 feet is 121.92 centimetres.", "6 ounces is about 170 grams.",
        "10 kilometres is about 6.21 miles, and 3 kilos is about 6.61 pounds.", "5 kilometres is about 3.1 miles.",
        "15 yards is about 13.72 metres.",
    ],
    "random": [
        "Heads.", "You rolled a 5.", "Your number is 38.", "I pick March.", "I choose spades.", "You rolled a 2.",
        "Your number is 73.", "Tails!", "I choose paper!", "Tatties!", "I picked 13.", "Tails, and you rolled a 4.",
        "Curry it is!", "Ticket number 187.",
    ],
    "spelling": [
        "F-U-C-H-S-I-A.", "C-I-N-N-A-M-O-N.", "S-I-L-H-O-U-E-T-T-E.", "M-A-Y-O-N-N-A-I-S-E.", "L-I-A-I-S-E.",
        "P-H-A-R-A-O-H.", "C-O-N-S-C-I-E-N-T-I-O-U-S.", "Q-U-I-N-O-A.", "H-I-P-P-O-P-O-T-A-M-U-S.", "J-O-L-L-O-F.",
        "F-L-O-W-E-R.", "A-U-B-E-R-G-I-N-E, and C-O-U-R-G-E-T-T-E.", "R-A-S-P-B-E-R-R-Y.", "B-E-A-U-T-I-F-U-L.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 18 minutes.", "Okay, custard timer set for 9 minutes.",
        "Okay, scones timer set for 13 minutes.", "The scones timer has 12 minutes and 58 seconds left.",
        "You have an 18-minute timer, a custard timer and a scones timer.", "Custard timer stopped.",
        "Okay, timer set for 20 minutes.", "Okay, timer set for 25 minutes.", "Okay, timer set for 40 minutes.",
        "Okay, timer set for 6 minutes.", "For how long?", "Okay, shortbread timer set for 26 minutes.",
        "Okay, I've added 10 minutes to the scones timer: 22 minutes left.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6:20 am tomorrow.", "Okay, alarm set for 2:35 pm.",
        "Okay, alarm set for 10:50 pm.", "Okay, alarm set for Saturday at 7:45 am.",
        "You have alarms at 6:20 am, 2:35 pm, 10:50 pm and Saturday 7:45 am.", "The 2:35 pm alarm is cancelled.",
        "Okay, alarm set for 4:30 am tomorrow.", "Okay, alarm set for 7:15 am.", "Okay, alarm set for 6:05 am.",
        "Okay, alarm set for 9:25 am.", "What time should I set it for?", "Okay, alarm set for 5:40 am.",
        "Okay, alarm set for Thursday at 6 am.",
    ],
    "reminders": [
        "All reminders cleared.", "Okay, I'll remind you to take the lamb out of the freezer at 3 pm.",
        "Okay, I'll remind you to pack the PE kit tomorrow at 8 am.",
        "Okay, I'll remind you to baste the chicken at 10:55 am.",
        "Okay, I'll remind you to water the tomatoes on Thursday at 4 pm.",
        "Your reminders: the lamb, the PE kit, the chicken and the tomatoes.",
        "The chicken reminder is deleted.", "Okay, I'll remind you to grab the kids from school at 3:30 pm.",
        "Okay, I'll remind you to soak the beans at 6 pm.", "Okay, I'll remind you to do your spellings at 10:45 am.",
        "Okay, I'll remind you to put the potatoes on at 5:15 pm.",
        "Okay: sow the broad beans at noon, and ice the birthday cake at 2 pm.",
        "Okay, I'll remind you to leave for the school play at 5:30 pm.",
        "Okay, I'll remind you to plant the tulip bulbs tomorrow at 10 am.",
    ],
    "lists": [
        "Your shopping list is cleared.", "Your to-do list is cleared.",
        "I've added self-raising flour, caster sugar and baking powder to your shopping list.",
        "I've added compost to your shopping list.",
        "You have self-raising flour, caster sugar, baking powder and compost on your shopping list.",
        "I've removed baking powder from your shopping list.", "I've added clean the oven to your to-do list.",
        "I've added bin bags to your shopping list.", "I've added chocolate buttons to your shopping list.",
        "I've added rubber gloves to your shopping list.", "I've added vanilla extract to your shopping list.",
        "I've added slug pellets and removed compost from your shopping list.", "What would you like to add?",
        "I've added a bottle of washing-up liquid to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "The kitchen light is at 30%.",
        "The living room light is at 65%.", "The kitchen light is on, at 30%.", "Okay, all the lights are off.",
        "The living room light is on at 80%.", "The kitchen light is on.", "Okay, the living room light is off.",
        "The living room light is on.", "The kitchen light is at 45%.",
        "Okay, the living room light is on and the kitchen light is off.",
        "The kitchen light is on at 100%.",
        "I can't: there's no garage light, only the kitchen and living room lights.",
    ],
    "weather": [
        _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER,
        "I can't get the weather for Aberdeen offline.", "Today is December 1, 2026. " + _POINTER, _POINTER,
        _POINTER,
    ],
    "volume": [
        _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER,
        "Okay, the kitchen light is off. " + _MIXER, _MIXER, _MIXER,
    ],
    "unsupported": [
        "I can't play music yet.", "I can't make phone calls.", "I can't send messages.", "I can't order food.",
        "I don't have access to your diary.", "I can't book restaurants.", "I can't get the scores: I'm offline.",
        "I can't play songs yet.", "I can't control the TV.", "I can't play sounds yet.",
        "I can't make calls or send texts.", "Okay, the living room light is on, but I can't play the radio.",
        "I can't renew insurance for you.", "I can't make phone calls or appointments.",
    ],
    "chit_chat": [
        "Morning! I'm doing well, thanks.", "Why did the cow cross the road? To get to the udder side!",
        "I don't eat, but a Victoria sponge sounds lovely.",
        "I can set timers, alarms and reminders, keep your lists, switch the lights and do sums.",
        "No, there's no person here: I'm a computer program in your home.", "You're welcome!",
        "I don't follow football, but I hope your team wins.", "I don't have a birthday, but I'd love to hear yours!",
        "G'day! All good here.", "The school run is hard work. Put your feet up for a minute.",
        "Congratulations on winning the cup!",
        "While you cook I can set timers, convert measures, keep the shopping list and switch the lights.",
        "I'm so sorry about Jim. A year is not long at all.", "Hello! Yes, I understand you.",
    ],
    "general_knowledge": [
        "The capital of Ghana is Accra.", "Vincent van Gogh painted the sunflowers.",
        "A rugby union team has 15 players.", "The ostrich lays the biggest egg.",
        "The Nile is the longest river in Africa.", "Each player starts with 16 pieces.",
        "Julia Donaldson wrote The Gruffalo.", "The blue whale is the biggest animal.",
        "Ben Nevis is the highest mountain in Scotland.", "Netball is seven a side.",
        "The capital of Northern Ireland is Belfast.", "The capital of Nigeria is Abuja and the currency is the naira.",
        "Augustus was the first Roman emperor.", "The Eiffel Tower is in Paris, France.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit flumbers.",
        "I can't convert kilograms to minutes.", "I don't know a place called Oz: it's fictional.",
        "29:10 isn't a valid time.", "A timer can't be negative. For how long?", "November 31 doesn't exist.",
        "I've added icing sugar to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
_NEAR = {
    "time_date": [
        "It's 11:25.", "It's Wednesday.", "It's 2025.", "It's the afternoon.", "Today is Tuesday, 1st December.",
        "You've got 25 minutes.", "We're in week 48.", "It's 10:52.", "No, it's Wednesday.",
        "No, it's November.", "Today is December 2, 2026.", "It's 10:25 am.", "You've got 4 hours and 35 minutes.",
        "Today is December 2.",
    ],
    "date_arithmetic": [
        "It will be January 9, 2027.", "Christmas Eve is a Wednesday.", "338 days.", "It was November 7, 2026.",
        "It's December 2.", "116 days.", "It was a Saturday.", "25 sleeps!", "It's January 11, 2027.", "55 days.",
        "10 days from today is December 11, 2026.", "The 20th is a Saturday, 19 days from now.", "69 days.",
        "102 days.",
    ],
    "world_time": [
        "In Auckland it's 10:25 pm.", "In Nairobi it's 12:25 pm.", "In Valletta it's 10:25 am.",
        "In Adelaide it's 8:25 pm.", "In Reykjavik it's 10:25 pm.", "In Casablanca it's 11:25 pm.",
        "In Warsaw it's 12:25 pm.", "In Brisbane it's 9:25 pm.", "In Accra it's 10:25 pm.", "In Fiji it's 11:25 pm.",
        "In Dublin it's 10:25 am.", "In Johannesburg it's 12:25 pm.", "In Darwin it's 8:25 pm.",
        "In Addis Ababa it's 12:25 pm.",
    ],
    "math": [
        "That's 3,258.", "That's 221.", "That's 62.", "That's 9,035.", "That's 58.", "That's 4,542.",
        "That's 540.", "That's 54.", "That's 84.", "That's 34.", "250 times 8 is 2,000.", "64 plus 89 is 153.",
        "That's 27.", "That's £230.",
    ],
    "units": [
        "42 miles is 26.1 kilometres.", "75 kilos is 34 pounds.", "That's 67 centimetres.",
        "12 ounces is 420 grams.", "60 yards is 65.6 metres.", "170 °C is 76.7 °F.", "2 litres is 4.23 pints.",
        "40 hectares is 16.2 acres.", "38 °C is 3.3 °F.", "4 feet is 1.57 centimetres.",
        "4 ounces is 113 grams.", "10 kilometres is about 6.21 miles.", "5 kilometres is 8.05 miles.",
        "15 yards is 16.4 metres.",
    ],
    "random": [
        "It's a coin.", "You rolled a 9.", "Your number is 45.", "I pick Monday.", "I choose stars.",
        "You rolled a 7.", "Your number is 101.", "It's a coin.", "I choose lizard.", "Haggis.", "I picked 37.",
        "Tails.", "Pizza!", "Ticket number 251.",
    ],
    "spelling": [
        "F-U-S-C-H-I-A.", "C-I-N-A-M-O-N.", "S-I-L-O-U-E-T-T-E.", "M-A-Y-O-N-A-I-S-E.", "L-I-A-S-E.",
        "P-H-A-R-O-A-H.", "C-O-N-S-C-I-E-N-C-I-O-U-S.", "K-E-E-N-W-A.", "H-I-P-O-P-O-T-A-M-U-S.", "J-O-L-O-F.",
        "F-L-O-U-R.", "A-U-B-E-R-G-I-N-E.", "R-A-S-B-E-R-R-Y.", "B-E-U-T-I-F-U-L.",
    ],
    "timers": [
        "You have two timers.", "Okay, timer set for 8 minutes.", "Okay, timer set for 9 minutes.",
        "Okay, scones timer set for 30 minutes.", "The scones timer has 3 minutes left.", "You have a scones timer.",
        "Scones timer stopped.", "Okay, timer set for 2 minutes.", "Okay, timer set for 5 minutes.",
        "Okay, timer set for 4 minutes.", "Okay, timer set for 4 minutes.", "Okay, timer set.",
        "Okay, timer set for 6 minutes.", "I've taken 10 minutes off the scones timer: 2 minutes left.",
    ],
    "alarms": [
        "You have four alarms.", "Okay, alarm set for 6:20 pm.", "Okay, alarm set for 2:35 am.",
        "Okay, alarm set for 10:50 am.", "Okay, alarm set for Sunday at 7:45 am.",
        "You have alarms at 6:20 am and 2:35 pm.", "The 6:20 am alarm is cancelled.",
        "Okay, alarm set for 4:30 pm.", "Okay, alarm set for 7:15 pm.", "Okay, alarm set for 6:50 am.",
        "Okay, alarm set for 9:05 am.", "Okay, alarm set.", "Okay, alarm set for 6:40 am.",
        "Okay, alarm set for Tuesday at 6 am.",
    ],
    "reminders": [
        "You have four reminders.", "Okay, I'll remind you to take the lamb out at 3 am.",
        "Okay, I'll remind you to pack the PE kit tomorrow at 8 pm.",
        "Okay, I'll remind you to baste the chicken at 10:30 am.",
        "Okay, I'll remind you to water the tomatoes on Friday at 4 pm.",
        "Your reminders: the lamb and the PE kit.", "The lamb reminder is deleted.",
        "Okay, I'll remind you to grab the kids from school at 3:30 am.",
        "Okay, I'll remind you to soak the beans at 6 am.", "Okay, I'll remind you to do your spellings at 10:20 am.",
        "Okay, I'll remind you to put the potatoes on at 5 pm.",
        "Okay, I'll remind you to sow the broad beans at noon.",
        "Okay, I'll remind you about the school play at 6 pm.",
        "Okay, I'll remind you to plant the tulip bulbs tomorrow at 10 pm.",
    ],
    "lists": [
        "Your to-do list is cleared.", "Your shopping list is cleared.",
        "I've added self-raising flour and caster sugar to your shopping list.", "I couldn't add compost.",
        "You have self-raising flour and caster sugar on your shopping list.",
        "I've added baking powder to your shopping list.", "I couldn't add that to your to-do list.",
        "Bin bags are under the sink.", "I've added it.", "Rubber gloves protect your hands.",
        "I've added vanilla essence to your shopping list.",
        "I've added slug pellets and compost to your shopping list.", "Okay, added.", "Washing-up liquid is cheap.",
    ],
    "lights": [
        "Okay, the kitchen light is off.", "Okay, the living room light is on.", "The kitchen light is at 3%.",
        "The living room light is at 6%.", "The kitchen light is off.", "Okay, all the lights are on.",
        "The living room light is dimmed.", "Okay, the kitchen light is off.", "Okay, the living room light is on.",
        "The living room light is off.", "The kitchen light is at 90%.",
        "Okay, the living room light is off and the kitchen light is on.", "Okay, the living room light is on.",
        "Okay, the garage light is on.",
    ],
    "weather": [
        "It'll be sunny tomorrow.", "No rain today.", "It's a bit breezy.", "No frost tonight.", "It's 6 degrees.",
        "No snow this week.", "Yes, it's sunny.", "Rain is coming, leave it.", "Yes, wear sandals.",
        "No, it's cold.", "I can't get the weather for Edinburgh offline.", "Today is December 1, 2026.",
        "No storm coming.", "Yes, it will rain.",
    ],
    "volume": [
        "Okay, louder.", "Okay, quieter.", "Volume set to 30.", "Okay, muted.", "It's at 50 percent.",
        "Okay, up 10.", "Volume at maximum.", "Okay, quieter.", "Okay, louder.", "Okay, turned up.",
        "Volume at 80.", "Okay, the kitchen light is off.", "Okay, louder.", "Okay, louder.",
    ],
    "unsupported": [
        "Playing Kylie Minogue.", "Calling your mother-in-law.", "Message sent to your husband.",
        "Your Nando's is ordered.", "You have a dentist appointment on Thursday.", "Table booked for Friday.",
        "England won 24-12.", "Playing Let It Go.", "Putting the cricket on.", "Playing rain sounds.",
        "Calling your brother.", "Okay, the living room light is on.", "Your insurance is renewed.",
        "Your appointment is booked for 10 am.",
    ],
    "chit_chat": [
        FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, "I can chat.", "Yes, a person is listening.",
        KNOWLEDGE_FALLBACK_REPLY, FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY,
        FALLBACK_REPLY, "I can talk to you.", NO_MODEL_REPLY, "",
    ],
    "general_knowledge": [
        "The capital of Ghana is Kumasi.", "Claude Monet painted the sunflowers.", "A rugby union team has 13 players.",
        "The emu lays the biggest egg.", "The Congo is the longest river in Africa.",
        "Each player starts with 8 pieces.", "Roald Dahl wrote The Gruffalo.", "The elephant is the biggest animal.",
        "Snowdon is the highest mountain in Scotland.", "Netball is five a side.",
        "The capital of Ireland is Dublin.", "The capital of Nigeria is Abuja.",
        "Julius Caesar was the first Roman emperor.", "The Eiffel Tower is in Italy.",
    ],
    "bad_input": [
        "9 to the power of 5 billion is 45 billion.", "73 divided by zero is 73.", "12 flumbers is 12 grams.",
        "4 kilograms is 4 minutes.", "In Oz it's 10:25 am.", "Okay, alarm set for 5:10 am.",
        "Okay, timer set for 3 minutes.", "November 31 is a Thursday.",
        "I've added <b>icing sugar</b> to your shopping list.",
        "I've added " + requests_holdout31.LONG_ITEM[4:].removesuffix("to the shopping list") + "to your list.",
        "Okay, the living room light is at negative 20 percent.", "Okay.",
    ],
}

NEAR_MISS = {
    (category, index): reply for category, replies in _NEAR.items() for index, reply in enumerate(replies) if reply
}


def main() -> int:
    return check(requests_holdout31.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
